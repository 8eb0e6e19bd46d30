"""Every passage's short fields (its header) in flat byte columns, read one passage at a time.

A built corpus of eight collections has some forty thousand headers: as tuples of strings they
were a large share of a server's memory, though a question reads a few dozen. Packed, they load
as views of the mapped corpus file (see :mod:`sanad.core.packed`), and a header is a tuple only
when asked for.
"""

import functools
import struct
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import overload

import attrs

from sanad.core.packed import PackedStrings, check_table, encoded, hash_slots, offsets_of
from sanad.core.passage import RecordHeader
from sanad.core.types import Blob, CollectionKey, PassageId

_FIELD_COUNT = 8
_FIELDS = struct.Struct(f"={_FIELD_COUNT}I")
"""One passage's fields: its collection and number (string positions), its chapter number
plus one, its English and Arabic chapter names (string positions plus one; 0 is None for all
three), where its chain ends, and where the compiler's remark begins in the Arabic and in the
English."""


@attrs.frozen(kw_only=True, eq=False)
class PackedHeaders(Sequence[RecordHeader]):
    """Each passage's :data:`~sanad.core.passage.RecordHeader`, by ordinal.

    ``names``, ``offsets`` and ``slots`` are the passages' ids as a
    :class:`~sanad.core.packed.PackedStrings` (an id's position is its ordinal); ``strings``,
    delimited by ``string_offsets`` (native uint32), are every other string of the headers
    once (collections, numbers, chapter names); ``fields`` are each passage's other fields,
    eight native uint32 (see :data:`_FIELDS`). Equal to the tuple of headers it was packed from.
    """

    names: Blob
    offsets: Blob
    slots: Blob
    strings: Blob
    string_offsets: Blob
    fields: Blob

    @classmethod
    def pack(cls, headers: Iterable[RecordHeader]) -> "PackedHeaders":
        """Pack headers in ordinal order (ValueError for an id given twice)."""
        headers = tuple(headers)
        ids = encoded(header[0] for header in headers)
        distinct = sorted(
            {
                string
                for _, collection, number, _, english, arabic, *_ in headers
                for string in (collection, number, english, arabic)
                if string is not None
            }
        )
        position = {string: at for at, string in enumerate(distinct)}
        strings = [string.encode("utf-8") for string in distinct]
        return cls(
            names=b"".join(ids),
            offsets=offsets_of(ids),
            slots=hash_slots(ids),
            strings=b"".join(strings),
            string_offsets=offsets_of(strings),
            fields=b"".join(_packed_fields(header, position) for header in headers),
        )

    @functools.cached_property
    def ids(self) -> PackedStrings:
        """The passages' ids, each at its ordinal."""
        return PackedStrings(names=self.names, offsets=self.offsets, slots=self.slots)

    @functools.cached_property
    def _string_offsets(self) -> memoryview:
        return memoryview(self.string_offsets).cast("I")

    def check(self) -> None:
        """ValueError when the columns' sizes disagree."""
        passages = check_table(self.offsets, self.slots)
        if (
            len(self.fields) != _FIELDS.size * passages
            or len(self.string_offsets) % 4
            or (not self.string_offsets)
        ):
            msg = "the packed headers' columns disagree"
            raise ValueError(msg)

    def _string(self, position: int) -> str:
        offsets = self._string_offsets
        return str(self.strings[offsets[position] : offsets[position + 1]], "utf-8")

    @functools.cached_property
    def _fields(self) -> memoryview:
        return memoryview(self.fields).cast("I")

    @functools.cached_property
    def _count(self) -> int:
        return len(self.ids)

    def _at(self, ordinal: int) -> int:
        """``ordinal`` as a position (a negative one counts from the end), IndexError past it."""
        if not -self._count <= ordinal < self._count:
            msg = "passage ordinal out of range"
            raise IndexError(msg)
        return ordinal % self._count

    def _field(self, ordinal: int, field: int) -> int:
        if not 0 <= ordinal < self._count:
            ordinal = self._at(ordinal)
        return self._fields[_FIELD_COUNT * ordinal + field]

    def ident(self, ordinal: int) -> PassageId:
        """The id of the passage at ``ordinal`` (its header's first field)."""
        return self.ids.at(ordinal if 0 <= ordinal < self._count else self._at(ordinal))

    def collection(self, ordinal: int) -> CollectionKey:
        """The collection of the passage at ``ordinal`` (its header's second field)."""
        return self._string(self._field(ordinal, 0))

    def number(self, ordinal: int) -> str:
        """The number of the passage at ``ordinal`` in its collection (its header's third field)."""
        return self._string(self._field(ordinal, 1))

    def chapter(self, ordinal: int) -> int | None:
        """The chapter number of the passage at ``ordinal`` (its header's fourth field)."""
        chapter = self._field(ordinal, 2)
        return chapter - 1 if chapter else None

    def isnad_end(self, ordinal: int) -> int:
        """Where the chain of narrators of the passage at ``ordinal`` ends (its seventh field)."""
        return self._field(ordinal, 5)

    def matn_end(self, ordinal: int) -> int:
        """Where the compiler's remark begins in the passage's Arabic (its eighth field)."""
        return self._field(ordinal, 6)

    def english_end(self, ordinal: int) -> int:
        """Where the compiler's remark begins in the passage's English (its ninth field)."""
        return self._field(ordinal, 7)

    def _header(self, ordinal: int) -> RecordHeader:
        at = self._at(ordinal)
        collection, number, chapter, english, arabic, isnad_end, matn_end, english_end = (
            _FIELDS.unpack_from(self.fields, _FIELDS.size * at)
        )
        return (
            self.ids.at(at),
            self._string(collection),
            self._string(number),
            chapter - 1 if chapter else None,
            self._string(english - 1) if english else None,
            self._string(arabic - 1) if arabic else None,
            isnad_end,
            matn_end,
            english_end,
        )

    @overload
    def __getitem__(self, ordinal: int) -> RecordHeader: ...

    @overload
    def __getitem__(self, ordinal: slice) -> tuple[RecordHeader, ...]: ...

    def __getitem__(self, ordinal: int | slice) -> RecordHeader | tuple[RecordHeader, ...]:
        """The header at ``ordinal`` (a tuple of them for a slice)."""
        if isinstance(ordinal, slice):
            return tuple(map(self._header, range(len(self))[ordinal]))
        return self._header(ordinal)

    def __len__(self) -> int:
        """How many passages."""
        return self._count

    def __iter__(self) -> Iterator[RecordHeader]:
        """The headers in ordinal order."""
        return map(self._header, range(len(self)))

    def __eq__(self, other: object) -> bool:
        """Whether ``other`` is a sequence of the same headers."""
        if not isinstance(other, Sequence):
            return NotImplemented
        return len(self) == len(other) and all(
            mine == theirs for mine, theirs in zip(self, other, strict=True)
        )

    __hash__ = None  # type: ignore[assignment] # equal to tuples of headers, so unhashable


def _packed_fields(header: RecordHeader, position: Mapping[str, int]) -> bytes:
    """A header's fields but its id, as :data:`_FIELDS` stores them (strings by position)."""
    _, collection, number, chapter, english, arabic, isnad_end, matn_end, english_end = header
    return _FIELDS.pack(
        position[collection],
        position[number],
        0 if chapter is None else chapter + 1,
        0 if english is None else position[english] + 1,
        0 if arabic is None else position[arabic] + 1,
        isnad_end,
        matn_end,
        english_end,
    )


def packed_headers(headers: Sequence[RecordHeader]) -> PackedHeaders:
    """``headers`` packed (as given when they already are)."""
    return headers if isinstance(headers, PackedHeaders) else PackedHeaders.pack(headers)
