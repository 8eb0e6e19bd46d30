"""Finding a surah by the name people write: Arabic or transliterated, with or without article.

The names come from the built corpus (:attr:`sanad.core.passage.CollectionInfo.surah_names`,
read from a packaged source at ingest); nothing here invents one. Both the table's names and
the name asked for are folded the same way, so the common spellings meet: case, accents and
apostrophes (An-Nisa' / an-nisa), the article and its assimilated forms (al-, an-, ash-, ال),
hyphens and spaces, doubled letters (Saaffat / Saffat), long vowels written double (Muminoon /
Muminun, Yaseen / Yasin), a final h (Baqarah / Baqara), and in Arabic the hamza and the
ta marbuta. A folded name that leads to two surahs is ambiguous and is never guessed.
"""

import functools
import re
import unicodedata
from typing import Literal, TypeAlias

import attrs

from sanad.core.normalise import normalise
from sanad.core.orthography import fold_token
from sanad.core.passage import SurahName

LookupStatus: TypeAlias = Literal["found", "ambiguous", "unknown"]

_LATIN_ARTICLE = re.compile(r"^(?:al|an|ar|as|at|ad|adh|ath|az|ash|ul|el|ad-d)[-\s]+")
_ARABIC_ARTICLE = "\u0627\u0644"
_NOT_LETTERS = re.compile(r"[\W\d_]+")
_VOWEL_PAIRS = (("ee", "i"), ("oo", "u"), ("ou", "u"), ("aa", "a"), ("ii", "i"), ("uu", "u"))


@attrs.frozen(kw_only=True)
class SurahLookup:
    """What a name led to: one surah, several (ambiguous), or none."""

    status: LookupStatus
    numbers: tuple[int, ...]
    """The surah found, or every surah an ambiguous name could be."""


def _latin_key(text: str) -> str:
    text = _LATIN_ARTICLE.sub("", text)
    text = _NOT_LETTERS.sub("", text)
    for pair, single in _VOWEL_PAIRS:
        text = text.replace(pair, single)
    text = re.sub(r"(.)\1+", r"\1", text)
    return text[:-1] if len(text) > 3 and text.endswith("h") else text  # noqa: PLR2004


def _arabic_key(text: str) -> str:
    joined = _NOT_LETTERS.sub("", text)
    if joined.startswith(_ARABIC_ARTICLE) and len(joined) > 3:  # noqa: PLR2004 - not "ال" alone
        joined = joined[2:]
    folded, _ = fold_token(joined)
    return folded.replace("\u0629", "\u0647")


def name_keys(name: str) -> frozenset[str]:
    """The folded forms a written name is looked up by (see the module docstring)."""
    decomposed = unicodedata.normalize("NFKD", normalise(name))
    plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch)).strip()
    keys = set()
    if re.search("[\u0600-\u06ff]", plain):
        keys.add(_arabic_key(plain))
    else:
        keys.add(_latin_key(plain))
        glued = _NOT_LETTERS.sub("", plain)
        if glued.startswith("al") and len(glued) > 5:  # noqa: PLR2004 - "albaqarah", not "alaq"
            keys.add(_latin_key(glued[2:]))
    return frozenset(k for k in keys if k)


@functools.cache
def _table(names: tuple[SurahName, ...]) -> dict[str, set[int]]:
    """Name key → surah numbers; built once per table of names (a pure function, cached)."""
    table: dict[str, set[int]] = {}
    for name in names:
        for written in (name.arabic, name.transliteration):
            for key in name_keys(written):
                table.setdefault(key, set()).add(name.number)
    return table


def lookup(names: tuple[SurahName, ...], written: str) -> SurahLookup:
    """The surah ``written`` names, by the table ``names`` (found, ambiguous or unknown)."""
    table = _table(names)
    numbers: set[int] = set()
    for key in name_keys(written):
        numbers |= table.get(key, set())
    if not numbers:
        return SurahLookup(status="unknown", numbers=())
    if len(numbers) > 1:
        return SurahLookup(status="ambiguous", numbers=tuple(sorted(numbers)))
    return SurahLookup(status="found", numbers=tuple(numbers))
