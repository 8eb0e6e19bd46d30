"""The names ``sources.toml`` gives a hadith collection, as patterns over folded text.

The reference grammar (:mod:`sanad.core.citations`) knows the Qur'an, Bukhari, Muslim and the
Muwatta by name; a collection added by configuration is known by the names its table lists
("Tirmidhi", "الترمذي"), carried in the built corpus (:attr:`Collection.names`).
"""

import functools
import re
import unicodedata

from sanad.core.index import Index
from sanad.core.normalise import normalise
from sanad.core.tokenise import words
from sanad.core.types import CollectionKey, Token


def fold(text: str) -> str:
    """Normalise, drop accents (ṣaḥīḥ → sahih), unify whitespace, trim punctuation.

    normalise() has already removed Arabic marks, so the combining marks left after NFKD are
    the accents of a Latin transliteration (and the hamza of ؤ/ئ, which no pattern uses).
    """
    decomposed = unicodedata.normalize("NFKD", normalise(text))
    folded = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    folded = re.sub(r"\s+", " ", unicodedata.normalize("NFKC", folded)).strip()
    return folded.strip(" \"'“”‘’«»()[]{}<>.,;!?؟")


@functools.lru_cache(maxsize=16)
def _name_patterns(
    named: tuple[tuple[CollectionKey, tuple[str, ...]], ...],
) -> tuple[tuple[CollectionKey, str], ...]:
    """Each configured collection's names as one pattern over folded text."""
    patterns = []
    for key, names in named:
        written = sorted({fold(name) for name in names if fold(name)}, key=len, reverse=True)
        if written:
            alternatives = "|".join(
                re.sub(r"(?:\\[\s-])+", r"[\\s-]*", re.escape(name)) for name in written
            )
            patterns.append((key, rf"(?:imam\s+|الامام\s+)?(?:{alternatives})"))
    return tuple(patterns)


def configured_names(index: Index) -> tuple[tuple[CollectionKey, str], ...]:
    """The patterns of the collections that ``sources.toml`` named and the corpus holds.

    A collection the grammar here knows by name (Bukhari, Muslim, the Muwatta) lists no names.
    """
    named = tuple(
        (key, info.collection.names)
        for key, info in index.collections.items()
        if info.collection.names
    )
    return _name_patterns(named) if named else ()


def name_terms(index: Index) -> dict[Token, tuple[CollectionKey, ...]]:
    """The one-word names of the configured collections the corpus holds, as source terms.

    "What does Tirmidhi narrate about fasting?": the name says where to look, as "Bukhari"
    does in ``policy.toml``. A name of several words (Abu Dawud, Ibn Majah) is not split into
    its words, which name other things (Dawud is the prophet David).
    """
    terms: dict[Token, tuple[CollectionKey, ...]] = {}
    for key, info in index.collections.items():
        for name in info.collection.names:
            written = words(normalise(name))
            if len(written) == 1 and key not in terms.get(written[0], ()):
                terms[written[0]] = (*terms.get(written[0], ()), key)
    return terms


def any_name(index: Index) -> str:
    """One pattern for every configured collection's names ("" when the corpus holds none)."""
    return "|".join(f"(?:{pattern})" for _, pattern in configured_names(index))
