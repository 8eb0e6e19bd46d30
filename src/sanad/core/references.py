"""Explicit references inside a question ("surah 115", "Qur'an 2:300", "Bukhari 99999").

A question that points at a passage this edition does not hold, or numbers it in a scheme this
edition does not carry, is not answered by guessing: Bukhari's and Muslim's packaged entries
are numbered 1..N in file order, which is not the number people cite, so "Bukhari 5000" cannot
be resolved here, however plausible entry 5000 looks.
"""

import re

import attrs

from sanad.core.index import Index
from sanad.core.normalise import normalise
from sanad.core.types import CollectionKey

_QURAN_WORDS = r"(?:quran|koran|q)"
_SURAH_WORDS = r"(?:surah|sura|surat|chapter)"
_VERSE_WORDS = r"(?:verse|ayah|aya|ayat)"
_NAMED_SURAH = re.compile(
    rf"\b{_VERSE_WORDS}\s+(\d+)\s+(?:of|in)\s+(?:the\s+)?{_SURAH_WORDS}\s+([a-z][a-z-]*)"
)
_PATTERNS: tuple[tuple[CollectionKey | None, re.Pattern[str]], ...] = (
    ("quran", re.compile(rf"\b{_QURAN_WORDS}\.?\s*(\d+)\s*[:.]\s*(\d+)\b")),
    ("quran", re.compile(rf"\b{_SURAH_WORDS}\s+(\d+)(?:\s*(?:[:.,]|{_VERSE_WORDS})\s*(\d+))?\b")),
    ("bukhari", re.compile(r"\bbukhari\s*(?:hadith\s*)?(?:no\.?|number|num|#)?\s*(\d+)\b")),
    ("muslim", re.compile(r"\bsahih\s+muslim\s*(?:hadith\s*)?(?:no\.?|number|num|#)?\s*(\d+)\b")),
    ("malik", re.compile(r"\b(?:muwatta|malik)\s*(?:hadith\s*)?(?:no\.?|number|num|#)?\s*(\d+)\b")),
    (None, re.compile(r"\bhadith\s*(?:no\.?|number|num|#)\s*(\d+)\b|\bhadith\s+(\d+)\b")),
)


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
    for match in _NAMED_SURAH.finditer(text):
        taken.append(range(match.start(), match.end()))
        reference = Reference(
            text=match[0], collection="quran", numbers=(int(match[1]),), surah_name=match[2]
        )
        found.append((match.start(), reference))
    for collection, pattern in _PATTERNS:
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
        return (
            f'"{reference.text}": this edition does not carry surah names, so the surah '
            "cannot be identified here; ask with numbers, e.g. Qur'an 1:7."
        )
    if reference.collection == "quran":
        surah = reference.numbers[0]
        verses = index.verse_count(surah)
        if not verses:
            return f'"{reference.text}": the Qur\'an has no surah {surah} (it has 114).'
        if len(reference.numbers) > 1 and not 1 <= reference.numbers[1] <= verses:
            return f'"{reference.text}": surah {surah} has {verses} verses.'
        return None
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


def referenced_ids(index: Index, reference: Reference) -> tuple[str, ...]:
    """The passage a resolvable reference names exactly (a verse, or an in-book Muwatta number).

    A whole surah, or a number in a scheme this edition does not carry, names no single passage.
    """
    if unresolved_reason(index, reference) is not None:
        return ()
    if reference.collection == "quran" and len(reference.numbers) == 2:  # noqa: PLR2004 - surah:verse
        return (f"quran:{reference.numbers[0]}:{reference.numbers[1]}",)
    if reference.collection == "malik":
        return (f"malik:{reference.numbers[0]}",)
    return ()
