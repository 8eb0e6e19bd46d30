"""Where an Arabic quotation stands in the Qur'an, verse by verse, spelt as people write it.

A quotation is read as a sequence of words: verse markers (``*``, ``۝``, ``﴿ ﴾``), verse
numbers written inline ("(1)", "﴿٢﴾") and punctuation are not words of the muṣḥaf (the
Qur'an's text has no digits), so they drop out. The words are matched in order against the
verses' Uthmani text, word by word, each word under :mod:`sanad.core.orthography`'s folds,
from one verse into the next within a surah: a run of consecutive verses is one match naming
its range (``quran:112:1-4``). A match of fewer than :data:`MIN_PARTIAL_WORDS` words counts
only when it is one or more whole verses (وَالْعَصْرِ, قُمْ فَأَنذِرْ), so a word or two quoted
from inside a verse is not a quotation of it.

Candidates come from the caller: the verses holding the quotation's rarest words. Only the
words are compared, never their meaning.
"""

import difflib
import re
from collections.abc import Callable, Iterable, Iterator

import attrs

from sanad.core.orthography import (
    VOCATIVE,
    VOCATIVES,
    Spelling,
    agree,
    joined,
    names_in_order,
    spellings,
)

MIN_PARTIAL_WORDS = 3
"""Fewest words a quotation of part of a verse needs (a whole verse counts however short)."""

BASMALA_WORDS = 4
"""Words of the basmala, which Tanzil's text begins verse 1 of surahs 2-8 and 10-114 with."""

_PIECE = re.compile(r"[*\u06dd\ufd3e\ufd3f()\[\]{}]|[0-9\u0660-\u0669\u06f0-\u06f9]+")
_HAS_ARABIC = re.compile("[\u0600-\u06ff]")


@attrs.frozen(kw_only=True)
class Verse:
    """One verse as the matcher reads it: its words, and where the verse proper begins."""

    surah: int
    number: int
    words: tuple[Spelling, ...]
    start: int
    """Index of the verse's first word after Tanzil's basmala prefix (0 when there is none)."""


@attrs.frozen(kw_only=True)
class QuranMatch:
    """A run of consecutive verses holding the quotation's words, in order."""

    surah: int
    first: int
    last: int
    folded: tuple[str, ...]
    """The orthography rows needed (:data:`sanad.core.orthography.FOLDS`), in table order."""
    whole: bool
    """Whether the quotation begins where a verse begins and ends where one ends."""

    @property
    def ids(self) -> tuple[str, ...]:
        """The passage ids of the verses, in order."""
        return tuple(f"quran:{self.surah}:{v}" for v in range(self.first, self.last + 1))

    @property
    def label(self) -> str:
        """``quran:S:V`` or ``quran:S:V-W``."""
        end = "" if self.first == self.last else f"-{self.last}"
        return f"quran:{self.surah}:{self.first}{end}"


VerseAt = Callable[[int, int], Verse | None]
"""The verse with a surah and verse number, or None past the surah's end."""


def is_arabic_quotation(text: str) -> bool:
    """Whether most of the span's letters are Arabic script."""
    letters = [ch for ch in text if ch.isalpha()]
    arabic = sum(1 for ch in letters if _HAS_ARABIC.match(ch))
    return bool(letters) and arabic * 2 > len(letters)


def quotation_words(text: str) -> tuple[Spelling, ...]:
    """The words of a quotation (markers and inline verse numbers dropped), with their forms."""
    return spellings(_PIECE.sub(" ", text))


def pieces(text: str) -> tuple[str, ...]:
    """The quotation split at its verse markers and inline numbers (each piece non-empty)."""
    return tuple(p.strip() for p in _PIECE.split(text) if spellings(p))


# --- walking the text of a surah ----------------------------------------------------------


@attrs.frozen
class _At:
    verse: Verse
    word: int


def _forward(verse_at: VerseAt, at: _At) -> _At | None:
    if at.word + 1 < len(at.verse.words):
        return _At(at.verse, at.word + 1)
    following = verse_at(at.verse.surah, at.verse.number + 1)
    return _At(following, 0) if following is not None and following.words else None


def _backward(verse_at: VerseAt, at: _At) -> _At | None:
    if at.word > 0:
        return _At(at.verse, at.word - 1)
    if at.verse.number == 1:
        return None
    previous = verse_at(at.verse.surah, at.verse.number - 1)
    return (
        _At(previous, len(previous.words) - 1) if previous is not None and previous.words else None
    )


def _step(
    quote: tuple[Spelling, ...], i: int, word: Spelling, *, ahead: bool
) -> tuple[int, frozenset[str]] | None:
    """How many quotation words (1, or 2 joined) agree with ``word`` from ``i``, and the rows."""
    rows = agree(quote[i], word)
    if rows is not None:
        return 1, rows
    other = i + 1 if ahead else i - 1
    if 0 <= other < len(quote):
        first, second = (quote[i], quote[other]) if ahead else (quote[other], quote[i])
        if first.plain in VOCATIVES:
            rows = agree(joined(first, second), word)
            if rows is not None:
                return 2, rows | {VOCATIVE.name}
    return None


def _extend(verse_at: VerseAt, quote: tuple[Spelling, ...], i: int, at: _At | None, *,
            ahead: bool) -> tuple[_At, set[str]] | None:  # fmt: skip
    """Align quote[i:] (ahead) or quote[:i+1] (back) from ``at``; the last place and the rows."""
    rows: set[str] = set()
    last: _At | None = None
    while 0 <= i < len(quote):
        if at is None:
            return None
        taken = _step(quote, i, at.verse.words[at.word], ahead=ahead)
        if taken is None:
            return None
        count, used = taken
        rows |= used
        i = i + count if ahead else i - count
        last = at
        if 0 <= i < len(quote):
            at = _forward(verse_at, at) if ahead else _backward(verse_at, at)
    return (last, rows) if last is not None else None


def find(quote: tuple[Spelling, ...], anchors: Iterable[tuple[int, Verse]],
         verse_at: VerseAt) -> tuple[QuranMatch, ...]:  # fmt: skip
    """Every run of verses holding ``quote``, found from anchors (quote word index, verse).

    The quote's word ``k`` is tried at each place in the anchor verse where it agrees; the
    rest of the quote is aligned forward and backward from there. Runs are returned in order,
    each once; a partial match of fewer than MIN_PARTIAL_WORDS words is left out.
    """
    found: dict[tuple[int, int, int], QuranMatch] = {}
    for k, verse in anchors:
        for m, word in enumerate(verse.words):
            if agree(quote[k], word) is None:
                continue
            ahead = _extend(verse_at, quote, k, _At(verse, m), ahead=True)
            if ahead is None:
                continue
            back = (
                _extend(verse_at, quote, k - 1, _backward(verse_at, _At(verse, m)), ahead=False)
                if k
                else (_At(verse, m), set())
            )
            if back is None:
                continue
            (start, back_rows), (end, ahead_rows) = back, ahead
            whole = start.word == start.verse.start and end.word == len(end.verse.words) - 1
            if len(quote) < MIN_PARTIAL_WORDS and not whole:
                continue
            key = (start.verse.surah, start.verse.number, end.verse.number)
            match = QuranMatch(surah=key[0], first=key[1], last=key[2], whole=whole,
                               folded=names_in_order(back_rows | ahead_rows))  # fmt: skip
            if key not in found or len(match.folded) < len(found[key].folded):
                found[key] = match
    return tuple(found[key] for key in sorted(found))


# --- how a quotation differs from the closest verse ----------------------------------------


@attrs.frozen(kw_only=True)
class Difference:
    """The words of the closest verse the quotation lacks, and the words it adds."""

    missing: tuple[str, ...]
    added: tuple[str, ...]


def _compared(quote: tuple[Spelling, ...], verse: Verse) -> tuple[list[str], list[str]]:
    """The verse's words and the quotation's, each quoted word spelt as the verse spells it."""
    written = [w.plain for w in verse.words[verse.start :]]
    quoted = []
    for word in quote:
        same = next((w for w in verse.words[verse.start :] if agree(word, w) is not None), None)
        quoted.append(same.plain if same is not None else word.plain)
    return written, quoted


def likeness(quote: tuple[Spelling, ...], verse: Verse) -> float:
    """How alike a quotation and a verse are, word by word (difflib's ratio, 0..1)."""
    written, quoted = _compared(quote, verse)
    return difflib.SequenceMatcher(a=written, b=quoted, autojunk=False).ratio()


def difference(quote: tuple[Spelling, ...], verse: Verse) -> Difference:
    """Word differences between a quotation and the stretch of ``verse`` it overlaps."""
    written, quoted = _compared(quote, verse)
    compared = difflib.SequenceMatcher(a=written, b=quoted, autojunk=False)
    opcodes = compared.get_opcodes()
    # The verse before and after the stretch quoted is not "missing" (a quotation may be part
    # of a verse): leading and trailing deletions are dropped when something else agrees.
    if any(op[0] == "equal" for op in opcodes):
        while opcodes and opcodes[0][0] == "delete":
            opcodes = opcodes[1:]
        while opcodes and opcodes[-1][0] == "delete":
            opcodes = opcodes[:-1]
    missing = [
        w for op, a0, a1, _, _ in opcodes if op in ("delete", "replace") for w in written[a0:a1]
    ]
    added = [
        w for op, _, _, b0, b1 in opcodes if op in ("insert", "replace") for w in quoted[b0:b1]
    ]
    return Difference(missing=tuple(missing), added=tuple(added))


def iter_ids(matches: Iterable[QuranMatch]) -> Iterator[str]:
    """The passage ids of every match, in order, each once."""
    return iter(dict.fromkeys(i for m in matches for i in m.ids))
