"""Explicit references inside a question ("surah 115", "Qur'an 2:300", "Bukhari 99999").

A surah named rather than numbered ("verse 255 of surah al-baqarah", "سورة البقرة آية 255",
"(البقرة: 255)") is looked up in the names the built corpus carries; an unknown or ambiguous
name is not understood and the question is not answered by guessing.

A question that points at a passage this edition does not hold, or numbers it in a scheme this
edition does not carry, is not answered by guessing: Bukhari's and Muslim's packaged entries
are numbered 1..N in file order, which is not the number people cite, so "Bukhari 5000" cannot
be resolved here, however plausible entry 5000 looks.
"""

import re

import attrs

from sanad.core.index import Index
from sanad.core.normalise import normalise
from sanad.core.surah_lookup import lookup
from sanad.core.types import CollectionKey

_QURAN_WORDS = r"(?:quran|koran|q)"
_SURAH_WORDS = r"(?:surah|sura|surat|chapter)"
_VERSE_WORDS = r"(?:verse|ayah|aya|ayat)"
_NAMED_SURAH = re.compile(
    rf"\b{_VERSE_WORDS}\s+(\d+)\s+(?:of|in)\s+(?:the\s+)?{_SURAH_WORDS}\s+([a-z][a-z-]*)"
)
# A surah named, then a verse number (only with a number: "surah of light" names no passage).
# Each pattern's groups are (name, verse).
_LATIN_NAME = r"((?:(?:al|an|ar|as|at|ad|az|ash|adh|ath)[-\s])?[a-z][a-z-]*)"
_ARABIC_NAME = "([\u0621-\u064a]+(?:\\s[\u0621-\u064a]+)??)"
_NAMED_VERSE: tuple[re.Pattern[str], ...] = (
    re.compile(rf"\b{_SURAH_WORDS}\s+{_LATIN_NAME}\s*,?\s*(?:{_VERSE_WORDS}\s*)?[:.]?\s*(\d+)\b"),
    re.compile(
        rf"\u0633\u0648\u0631[\u0629\u0647]\s+{_ARABIC_NAME}\s*[\u060c,:]?\s*"
        rf"(?:(?:\u0627\u0644)?\u0627\u064a(?:\u0629|\u0627\u062a)\s*)?(\d+)"
    ),
    re.compile(rf"\(\s*{_ARABIC_NAME}\s*[:\u060c]\s*(\d+)\s*\)"),
    re.compile(r"\b((?:al|an|ar|as|at|ad|az|ash|adh|ath)-[a-z]+)\s*:\s*(\d+)\b"),
)
_AR_HADITH_NUMBER = r"(?:ال)?حديث\s+(?:رقم\s+)?(\d+)\s+(?:في|من)\s+"
"""A hadith numbered before the collection it is of ("الحديث رقم ١٠ في صحيح مسلم")."""
_PATTERNS: tuple[tuple[CollectionKey | None, re.Pattern[str]], ...] = (
    ("quran", re.compile(rf"\b{_QURAN_WORDS}\.?\s*(\d+)\s*[:.]\s*(\d+)\b")),
    ("quran", re.compile(rf"\b{_SURAH_WORDS}\s+(\d+)(?:\s*(?:[:.,]|{_VERSE_WORDS})\s*(\d+))?\b")),
    ("bukhari", re.compile(r"\bbukhari\s*(?:hadith\s*)?(?:no\.?|number|num|#)?\s*(\d+)\b")),
    ("muslim", re.compile(r"\bsahih\s+muslim\s*(?:hadith\s*)?(?:no\.?|number|num|#)?\s*(\d+)\b")),
    ("malik", re.compile(r"\b(?:muwatta|malik)\s*(?:hadith\s*)?(?:no\.?|number|num|#)?\s*(\d+)\b")),
    # Arabic: "صحيح البخاري رقم ٥٠", "الحديث رقم ١٠ في صحيح مسلم", "حديث رقم ٥".
    ("bukhari", re.compile(r"(?:صحيح\s+)?(?:الامام\s+)?البخاري\s*(?:حديث\s*)?(?:رقم\s*)?(\d+)\b")),
    ("muslim", re.compile(r"صحيح\s+(?:الامام\s+)?مسلم\s*(?:حديث\s*)?(?:رقم\s*)?(\d+)\b")),
    (
        "malik",
        re.compile(r"(?:ال)?موطا(?:\s+(?:الامام\s+)?مالك)?\s*(?:حديث\s*)?(?:رقم\s*)?(\d+)\b"),
    ),
    ("bukhari", re.compile(rf"{_AR_HADITH_NUMBER}(?:صحيح\s+)?(?:الامام\s+)?البخاري")),
    ("muslim", re.compile(rf"{_AR_HADITH_NUMBER}(?:صحيح\s+)?(?:الامام\s+)?مسلم")),
    ("malik", re.compile(rf"{_AR_HADITH_NUMBER}(?:ال)?موطا")),
    (None, re.compile(r"(?:ال)?حديث\s+رقم\s+(\d+)")),
    (None, re.compile(r"\bhadith\s*(?:no\.?|number|num|#)\s*(\d+)\b|\bhadith\s+(\d+)\b")),
)
ORDINALS = ("second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth")
"""The ordinals from second to tenth ("first" and "last" are read apart, where they are)."""
_AR_ORDINALS = (
    "الثاني",
    "الثالث",
    "الرابع",
    "الخامس",
    "السادس",
    "السابع",
    "الثامن",
    "التاسع",
    "العاشر",
)
"""The same in Arabic, masculine as حديث is (normalised)."""
_ORDINAL_NUMBERS = {
    word: n for names in (ORDINALS, _AR_ORDINALS) for n, word in enumerate(names, 2)
}
ARABIC_COLLECTIONS: dict[str, CollectionKey] = {
    "البخاري": "bukhari", "بخاري": "bukhari", "مسلم": "muslim", "الموطا": "malik", "موطا": "malik",
}  # fmt: skip
"""The hadith collections by their Arabic names (normalised)."""
_COLLECTION_NAMES: dict[str, CollectionKey] = {
    "bukhari": "bukhari", "muslim": "muslim", "muwatta": "malik", "malik": "malik",
    **ARABIC_COLLECTIONS,
}  # fmt: skip
_ORDINAL_HADITH = re.compile(
    rf"\b(?:the\s+)?({'|'.join(ORDINALS)})\s+"
    r"(?:hadith|hadeeth|narration)\s+(?:in|of|from)\s+(?:the\s+)?(?:sahih\s+)?(?:al\s*-?\s*)?"
    r"(bukhari|muslim|muwatta|malik)\b"
    rf"|(?:ال)?حديث\s+({'|'.join(_AR_ORDINALS)})\s+"
    r"(?:في|من)\s+(?:صحيح\s+)?(?:الامام\s+)?(البخاري|مسلم|الموطا|موطا)"
)
"""The Nth hadith of a collection but the first or last: a place in the book people cite, not
carried by this edition's entries ("the fifth hadith in Sahih Bukhari")."""


@attrs.frozen(kw_only=True)
class Reference:
    """One reference found in a question: the collection it names (None: any hadith) and numbers."""

    text: str
    collection: CollectionKey | None
    numbers: tuple[int, ...]
    surah_name: str | None = None
    """A surah named rather than numbered ("verse 8 of surah al-fatiha")."""


def find_references(question: str) -> tuple[Reference, ...]:
    """Every explicit reference in ``question``, in order of appearance, without overlaps."""
    text = normalise(question)
    found: list[tuple[int, Reference]] = []
    taken: list[range] = []
    # Every pattern but the Nth hadith's reads a number: without a digit none of them is run.
    numbered = any(map(str.isdigit, text))
    for match in _NAMED_SURAH.finditer(text) if numbered else ():
        taken.append(range(match.start(), match.end()))
        reference = Reference(
            text=match[0], collection="quran", numbers=(int(match[1]),), surah_name=match[2]
        )
        found.append((match.start(), reference))
    for pattern in _NAMED_VERSE if numbered else ():
        for match in pattern.finditer(text):
            span = range(match.start(), match.end())
            if any(span.start < other.stop and other.start < span.stop for other in taken):
                continue
            taken.append(span)
            reference = Reference(
                text=match[0], collection="quran", numbers=(int(match[2]),), surah_name=match[1]
            )
            found.append((match.start(), reference))
    for match in _ORDINAL_HADITH.finditer(text):
        ordinal, name = (match[1], match[2]) if match[1] else (match[3], match[4])
        taken.append(range(match.start(), match.end()))
        reference = Reference(
            text=match[0],
            collection=_COLLECTION_NAMES[name],
            numbers=(_ORDINAL_NUMBERS[ordinal],),
        )
        found.append((match.start(), reference))
    for collection, pattern in _PATTERNS if numbered else ():
        for match in pattern.finditer(text):
            span = range(match.start(), match.end())
            if any(span.start < other.stop and other.start < span.stop for other in taken):
                continue
            taken.append(span)
            numbers = tuple(int(group) for group in match.groups() if group is not None)
            found.append(
                (match.start(), Reference(text=match[0], collection=collection, numbers=numbers))
            )
    return tuple(reference for _, reference in sorted(found, key=lambda pair: pair[0]))


def unresolved_reason(index: Index, reference: Reference) -> str | None:
    """Why ``reference`` cannot be resolved in this corpus, or None when it names a passage here."""
    if reference.surah_name is not None:
        info = index.collections.get("quran")
        names = info.surah_names if info is not None else ()
        if not names:
            return (
                f'"{reference.text}": this edition does not carry surah names, so the surah '
                "cannot be identified here; ask with numbers, e.g. Qur'an 1:7."
            )
        found = lookup(names, reference.surah_name)
        if found.status != "found":
            return (
                f'"{reference.text}": the surah name "{reference.surah_name}" is not understood'
                + (" (it could be more than one surah)" if found.status == "ambiguous" else "")
                + "; it is not guessed. Ask with numbers, e.g. Qur'an 1:7."
            )
        return _verse_reason(index, reference, found.numbers[0], reference.numbers[:1])
    if reference.collection == "quran":
        return _verse_reason(index, reference, reference.numbers[0], reference.numbers[1:2])
    if reference.collection == "malik" and "malik" in index.collections:
        info = index.collections["malik"]
        if info.numbering_is_cited and f"malik:{reference.numbers[0]}" in index.ordinals:
            return None
    keys = (
        [reference.collection]
        if reference.collection
        else [key for key in index.collections if key != "quran"]
    )
    titles = [index.collections[k].collection.title for k in keys if k in index.collections]
    named = ", ".join(titles) or "that collection (it is not ingested)"
    return (
        f'"{reference.text}": {named} in this edition cannot be looked up by the number people '
        "cite; the packaged entries are numbered in file order, which is a different scheme. "
        "Ask about the subject instead."
    )


def _verse_reason(
    index: Index, reference: Reference, surah: int, verse: tuple[int, ...]
) -> str | None:
    verses = index.verse_count(surah)
    if not verses:
        return f'"{reference.text}": the Qur\'an has no surah {surah} (it has 114).'
    if verse and not 1 <= verse[0] <= verses:
        return f'"{reference.text}": surah {surah} has {verses} verses.'
    return None


def named_surah(index: Index, reference: Reference) -> int | None:
    """The number of the surah a reference names by name, when the corpus's names say so."""
    info = index.collections.get("quran")
    if reference.surah_name is None or info is None or not info.surah_names:
        return None
    found = lookup(info.surah_names, reference.surah_name)
    return found.numbers[0] if found.status == "found" else None


def referenced_ids(index: Index, reference: Reference) -> tuple[str, ...]:
    """The passage a resolvable reference names exactly (a verse, or an in-book Muwatta number).

    A whole surah, or a number in a scheme this edition does not carry, names no single passage.
    """
    if unresolved_reason(index, reference) is not None:
        return ()
    if reference.surah_name is not None:
        surah = named_surah(index, reference)
        return (f"quran:{surah}:{reference.numbers[0]}",) if surah and reference.numbers else ()
    if reference.collection == "quran" and len(reference.numbers) == 2:  # noqa: PLR2004 - surah:verse
        return (f"quran:{reference.numbers[0]}:{reference.numbers[1]}",)
    if reference.collection == "malik":
        return (f"malik:{reference.numbers[0]}",)
    return ()
