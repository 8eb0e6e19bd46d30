"""A passage's sentences as evidence reads them, made once at ingest and packed with the index.

Judging a passage reads it sentence by sentence: each sentence as written, normalised, and as
its gapped lemmas. Lemmatising the sentences of every passage a question judges was most of
the time answering took (a long hadith has dozens of sentences), so ingest makes them for
every passage and the index carries them, compressed; a question only unpacks the passages
it judges. What is packed is exactly what reading the texts would give (a law in the tests).
"""

import re
import struct
import zlib
from collections.abc import Callable, Sequence
from operator import methodcaller
from typing import Protocol

from sanad.core.lemma import GAP, Lemmatiser
from sanad.core.normalise import normalise_each
from sanad.core.sentences import sentences
from sanad.core.types import Blob

Part = tuple[str, str, tuple[str, ...]]
"""One sentence: as written, normalised, and its gapped lemmas."""
Joined = tuple[str, str, str]
"""One sentence as a window reads it: as written, normalised, and its gapped lemmas joined by
spaces (what ``" ".join`` makes of a :data:`Part`'s)."""


class PartsReader(Protocol):
    """What reads a passage's sentences, one side or both (:meth:`Index.parts_at`)."""

    def __call__(
        self, ordinal: int, *, english: bool = True, arabic: bool = True
    ) -> tuple[list[Part], list[Part]]:
        """The English and Arabic sentences of the passage at ``ordinal`` (a side not asked: [])."""
        ...


class JoinedReader(Protocol):
    """What reads a passage's sentences with their lemmas joined (:meth:`Index.joined_at`)."""

    def __call__(
        self, ordinal: int, *, english: bool = True, arabic: bool = True
    ) -> tuple[list[Joined], list[Joined]]:
        """The English and Arabic sentences of the passage at ``ordinal`` (a side not asked: [])."""
        ...


class SidesReader(Protocol):
    """What reads a passage's sentences as packed, each side unpacked to one text."""

    def __call__(
        self, ordinal: int, *, english: bool = True, arabic: bool = True
    ) -> tuple[str, str] | None:
        """Each side's text (a side not asked: ""), or None when none was packed for it."""
        ...


def parts_memo(read: PartsReader, sides: SidesReader | None = None) -> "PartsMemo":
    """``read`` remembering each passage it has read, for the passages of one question.

    Judging a passage and quoting it read the same sentences; each caller keeps its own memo
    and drops it after. What it returns is shared: callers read it, never change it. With
    ``sides`` (:meth:`Index.packed_sides`), a passage's packed sentences are unpacked once,
    whichever way they are read (:meth:`PartsMemo.joined` or as parts).
    """
    return PartsMemo(read, sides)


_Key = tuple[int, bool, bool]


class PartsMemo:
    """A :data:`PartsReader` remembering what it has read (see :func:`parts_memo`)."""

    def __init__(self, read: PartsReader, sides: SidesReader | None = None) -> None:
        """Remember what ``read`` reads (and ``sides``, where given: see :func:`parts_memo`)."""
        self._read = read
        self._sides = sides
        self._seen: dict[_Key, tuple[list[Part], list[Part]]] = {}
        self._joined: dict[_Key, tuple[list[Joined], list[Joined]]] = {}
        self._texts: dict[_Key, tuple[str, str] | None] = {}

    def __call__(
        self, ordinal: int, *, english: bool = True, arabic: bool = True
    ) -> tuple[list[Part], list[Part]]:
        """The sentences of the passage at ``ordinal``, read at most once per side asked."""
        both = self._seen.get((ordinal, True, True))
        if both is not None:
            return (both[0] if english else [], both[1] if arabic else [])
        key = (ordinal, english, arabic)
        found = self._seen.get(key)
        if found is None:
            texts = self._packed(key)
            found = self._seen[key] = (
                self._read(ordinal, english=english, arabic=arabic)
                if texts is None
                else (side_parts(texts[0]), side_parts(texts[1]))
            )
        return found

    def joined(
        self, ordinal: int, *, english: bool = True, arabic: bool = True
    ) -> tuple[list[Joined], list[Joined]]:
        """:meth:`__call__` with each sentence's lemmas joined (:func:`joined_of`), once a side.

        Where the passage's sentences were packed, they are read joined as they are packed;
        else joined from the parts read.
        """
        both = self._joined.get((ordinal, True, True))
        if both is not None:
            return (both[0] if english else [], both[1] if arabic else [])
        key = (ordinal, english, arabic)
        found = self._joined.get(key)
        if found is None:
            texts = self._packed(key)
            if texts is None:
                english_parts_, arabic_parts_ = self(ordinal, english=english, arabic=arabic)
                found = (joined_of(english_parts_), joined_of(arabic_parts_))
            else:
                found = (joined_side(texts[0]), joined_side(texts[1]))
            self._joined[key] = found
        return found

    def _packed(self, key: _Key) -> tuple[str, str] | None:
        """The packed sides :meth:`__call__` and :meth:`joined` read, unpacked once."""
        if self._sides is None:
            return None
        ordinal, english, arabic = key
        if (ordinal, True, True) in self._texts:
            both = self._texts[ordinal, True, True]
            return None if both is None else (both[0] if english else "", both[1] if arabic else "")
        if key not in self._texts:
            self._texts[key] = self._sides(ordinal, english=english, arabic=arabic)
        return self._texts[key]


SHORT_SENTENCE = 3
"""A "sentence" of fewer words than this ("These are", "He said") is the opening of the next:
the splitter cut it at a colon."""

_PART, _FIELD, _LEMMA = "\x1e", "\x1f", "\x1d"
_CONTROL = re.compile("[\x1d-\x1f]")
_LEVEL = 1
"""zlib level: the packed sentences of all passages are a third of their size even so, and
unpacking costs the same at any level."""


def joined_short(texts: Sequence[str]) -> list[str]:
    """The sentences with each short one joined to the one after it."""
    joined: list[str] = []
    carried = ""
    for text in texts:
        if len(text.split()) < SHORT_SENTENCE:
            carried = f"{carried} {text}".strip()
            continue
        joined.append(f"{carried}: {text}" if carried else text)
        carried = ""
    if carried:
        joined.append(carried)
    return joined


def _lemmatised(
    lemmatiser: Lemmatiser, texts: Sequence[str], lemma: Callable[[str], str] | None
) -> list[Part]:
    """Each sentence normalised (all in one call) and its gapped lemmas."""
    return [
        (text, plain, (*lemmatiser.gapped_lemmas(plain, lemma), GAP))
        for text, plain in zip(texts, normalise_each(texts), strict=True)
    ]


def english_parts(
    translation: str,
    narrator: str,
    lemmatiser: Lemmatiser,
    lemma: Callable[[str], str] | None = None,
) -> list[Part]:
    """A passage's English sentences; a hadith's reporter ("Narrated Anas:") goes with each.

    ``lemma``, when given, reads a word as ``lemmatiser`` does (a memo of it).
    """
    if not (translation or narrator):
        return []
    opening, *rest = sentences(narrator) or [""]
    texts = joined_short([*sentences(translation), *rest])
    (_, _, reporter), *parts = _lemmatised(lemmatiser, [opening, *texts], lemma)
    return [(t, p, reporter + ls) for t, p, ls in parts]


def arabic_parts(
    search: str, lemmatiser: Lemmatiser, lemma: Callable[[str], str] | None = None
) -> list[Part]:
    """The sentences of the Arabic that subject search reads (a hadith's text, not its chain)."""
    if not search:
        return []
    return _lemmatised(lemmatiser, joined_short(sentences(search)), lemma)


def side_text(parts: Sequence[Part]) -> str | None:
    """One side's sentences as the text :func:`pack_sides` packs; None when they cannot be.

    A sentence holding one of the control characters the packing separates with (U+001D to
    U+001F; the sources have none), or without lemmas, could not be unpacked as it was.
    """
    packed = []
    for text, plain, lemmas in parts:
        joined = _LEMMA.join(lemmas)
        if (
            not lemmas
            or _CONTROL.search(text)
            or _CONTROL.search(plain)
            or _CONTROL.search(joined.replace(_LEMMA, ""))
            or joined.count(_LEMMA) != len(lemmas) - 1
        ):
            return None
        packed.append(_FIELD.join((text, plain, joined)))
    return _PART.join(packed)


UNPACKED = b""
"""What a passage is packed as when its sentences cannot be: they are read from its texts."""


def pack_sides(english: str | None, arabic: str | None) -> bytes:
    """One passage's two :func:`side_text` as bytes (:data:`UNPACKED` for a None).

    Each side is compressed on its own, so that a question in one language decompresses
    only that side: the English's length, then the English, then the Arabic.
    """
    if english is None or arabic is None:
        return UNPACKED
    first = _compressed(english)
    return _LENGTH.pack(len(first)) + first + _compressed(arabic)


_LENGTH = struct.Struct("=I")


def _compressed(side: str) -> bytes:
    return zlib.compress(side.encode("utf-8"), _LEVEL) if side else b""


def pack_parts(english: Sequence[Part], arabic: Sequence[Part]) -> bytes:
    """One passage's English and Arabic sentences as compressed bytes (see :func:`side_text`)."""
    return pack_sides(side_text(english), side_text(arabic))


def side_parts(side: str) -> list[Part]:
    """One side's sentences from its unpacked text (:func:`unpacked_sides`)."""
    if not side:
        return []
    # Split once: where every sentence has its three fields (as side_text packs them), the
    # fields of all of them, in order, are read three at a time.
    flat = side.replace(_PART, _FIELD).split(_FIELD)
    if len(flat) != 3 * (side.count(_PART) + 1):  # damaged: refused sentence by sentence
        return [
            (text, plain, tuple(lemmas.split(_LEMMA)))
            for text, plain, lemmas in map(methodcaller("split", _FIELD), side.split(_PART))
        ]
    fields = iter(flat)
    return [
        (text, plain, tuple(lemmas.split(_LEMMA)))
        for text, plain, lemmas in zip(fields, fields, fields, strict=True)
    ]


def joined_side(side: str) -> list[Joined]:
    """:func:`side_parts` with each sentence's lemmas joined: ``joined_of(side_parts(side))``.

    The lemmas are joined as they are packed, never split (a law in the tests).
    """
    if not side:
        return []
    flat = side.replace(_PART, _FIELD).split(_FIELD)
    if len(flat) != 3 * (side.count(_PART) + 1):  # damaged: refused sentence by sentence
        return [
            (text, plain, lemmas.replace(_LEMMA, " "))
            for text, plain, lemmas in map(methodcaller("split", _FIELD), side.split(_PART))
        ]
    fields = iter(flat)
    return [
        (text, plain, lemmas.replace(_LEMMA, " "))
        for text, plain, lemmas in zip(fields, fields, fields, strict=True)
    ]


def joined_of(parts: Sequence[Part]) -> list[Joined]:
    """Each sentence with its lemmas joined by spaces."""
    return [(text, plain, " ".join(lemmas)) for text, plain, lemmas in parts]


def unpacked_sides(packed: Blob, *, english: bool = True, arabic: bool = True) -> tuple[str, str]:
    """The two sides :func:`pack_sides` packed, each decompressed (a side not asked for: "")."""
    (length,) = _LENGTH.unpack_from(packed)
    start = _LENGTH.size
    return (
        _decompressed(packed[start : start + length]) if english else "",
        _decompressed(packed[start + length :]) if arabic else "",
    )


def unpack_parts(
    packed: Blob, *, english: bool = True, arabic: bool = True
) -> tuple[list[Part], list[Part]]:
    """The English and Arabic sentences :func:`pack_parts` packed (a side not asked for: [])."""
    english_side, arabic_side = unpacked_sides(packed, english=english, arabic=arabic)
    return side_parts(english_side), side_parts(arabic_side)


def _decompressed(compressed: Blob) -> str:
    return zlib.decompress(compressed).decode("utf-8") if compressed else ""
