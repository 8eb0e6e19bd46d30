"""Strings in flat byte columns, found through a hash table stored with them.

The built index keeps its word lists and tables (lemma tables, multiword units, the words of
the chains, a root's kin …) this way, so that loading the corpus maps them in place instead of
making one Python object per string: a string is decoded only when it is asked for.

Every string of a table is UTF-8 in ``names``, one after another, delimited by ``offsets``
(native uint32, one more than strings); ``slots`` is a hash table of the strings (native
uint32, a power of two long, more than twice the strings: 0 is empty, else the string's
position plus one), probed linearly from the CRC-32 of the string's UTF-8. A string's
position is its place in the stored order. :class:`~sanad.core.index.PackedPostings` keys its
terms the same way.

Each class here is an immutable value whose fields are all byte columns (``bytes`` when built,
views of the mapped corpus file when loaded); ``check`` refuses columns whose sizes disagree
(a damaged file), without reading them through.
"""

import functools
import zlib
from array import array
from bisect import bisect_right
from collections.abc import Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from itertools import accumulate
from typing import TypeVar, overload

import attrs

from sanad.core.types import Blob

_SMALLEST_TABLE = 8
_V = TypeVar("_V")
_T = TypeVar("_T")
_S = TypeVar("_S")


def encoded(strings: Iterable[str]) -> list[bytes]:
    """Each string's UTF-8; ValueError when a string is given twice (a table keys each once)."""
    names = [string.encode("utf-8") for string in strings]
    if len(set(names)) != len(names):
        msg = "a packed table holds each string once"
        raise ValueError(msg)
    return names


def offsets_of(names: Sequence[bytes]) -> bytes:
    """The native uint32 offsets delimiting ``names`` laid one after another."""
    return array("I", accumulate(map(len, names), initial=0)).tobytes()


def hash_slots(names: Sequence[bytes]) -> bytes:
    """The hash table of ``names`` (see the module's docstring), as native uint32 bytes."""
    size = _SMALLEST_TABLE
    while size <= 2 * len(names):
        size *= 2
    slots = array("I", bytes(4 * size))
    for position, name in enumerate(names, start=1):
        slot = zlib.crc32(name) & (size - 1)
        while slots[slot]:
            slot = (slot + 1) & (size - 1)
        slots[slot] = position
    return slots.tobytes()


def find(name: bytes, names: Blob, offsets: memoryview, slots: memoryview) -> int | None:
    """The position of the string whose UTF-8 is ``name``, or None when the table lacks it.

    ``offsets`` and ``slots`` are the table's columns cast to uint32.
    """
    mask = len(slots) - 1
    first = slot = zlib.crc32(name) & mask
    while held := slots[slot]:
        if held < len(offsets) and names[offsets[held - 1] : offsets[held]] == name:
            return held - 1
        slot = (slot + 1) & mask
        if slot == first:  # gone round a damaged table without an empty slot
            return None
    return None


def check_table(offsets: Blob, slots: Blob) -> int:
    """How many strings a table's columns hold; ValueError when their sizes disagree."""
    count = len(offsets) // 4 - 1
    size = len(slots) // 4
    if count < 0 or len(offsets) % 4 or len(slots) % 4 or size & (size - 1) or size <= 2 * count:
        msg = "a packed table's columns disagree"
        raise ValueError(msg)
    return count


def _uint32(blob: Blob) -> memoryview:
    return memoryview(blob).cast("I")


@attrs.frozen(kw_only=True, eq=False)
class PackedStrings(AbstractSet[str]):
    """Distinct strings, as a set that loads without one object per string (see the module)."""

    names: Blob
    offsets: Blob
    slots: Blob

    @classmethod
    def pack(cls, strings: Iterable[str]) -> "PackedStrings":
        """Pack distinct strings, keeping their order (ValueError for a string given twice)."""
        names = encoded(strings)
        return cls(names=b"".join(names), offsets=offsets_of(names), slots=hash_slots(names))

    @classmethod
    def _from_iterable(cls, it: Iterable[_S]) -> frozenset[_S]:
        """What the set operations (``&``, ``|``, ``-``) make: a plain frozenset."""
        return frozenset(it)

    @functools.cached_property
    def _offsets(self) -> memoryview:
        return _uint32(self.offsets)

    @functools.cached_property
    def _slots(self) -> memoryview:
        return _uint32(self.slots)

    def check(self) -> None:
        """ValueError when the columns' sizes disagree."""
        check_table(self.offsets, self.slots)

    def position(self, string: str) -> int | None:
        """Where ``string`` stands in the stored order (None when the set lacks it)."""
        return find(string.encode("utf-8"), self.names, self._offsets, self._slots)

    def at(self, position: int) -> str:
        """The string stored at ``position``."""
        offsets = self._offsets
        return str(self.names[offsets[position] : offsets[position + 1]], "utf-8")

    def between(self, start: int, stop: int) -> tuple[str, ...]:
        """The strings at positions ``start`` to ``stop`` (excluded), decoded in one go."""
        if start >= stop:
            return ()
        bounds = self._offsets[start : stop + 1].tolist()
        first = bounds[0]
        region = bytes(self.names[first : bounds[-1]])
        text = str(region, "utf-8")
        starts = [at - first for at in bounds[:-1]]
        stops = [at - first for at in bounds[1:]]
        if len(text) == len(region):  # one byte a character: the offsets index the text
            return tuple(map(text.__getitem__, map(slice, starts, stops)))
        return tuple(str(region[at:end], "utf-8") for at, end in zip(starts, stops, strict=True))

    def starting_with(self, prefix: str, start: int, stop: int) -> tuple[str, ...]:
        """The strings at positions ``start`` to ``stop`` (excluded) that begin with ``prefix``.

        In stored order, found in the stored bytes (each match decoded, not every string): the
        verses of one surah among the Qur'an's ids.
        """
        if start >= stop:
            return ()
        if not prefix:
            return tuple(map(self.at, range(start, stop)))
        bounds = self._offsets[start : stop + 1].tolist()
        first, last = bounds[0], len(bounds) - 1
        region = bytes(self.names[first : bounds[-1]])
        wanted = prefix.encode("utf-8")
        found = []
        at = region.find(wanted)
        while at != -1:
            # The string that starts here (the last of any empty ones before it), if one does.
            position = bisect_right(bounds, first + at) - 1
            if (
                position < last
                and bounds[position] == first + at
                and bounds[position + 1] - bounds[position] >= len(wanted)
            ):
                found.append(str(region[at : bounds[position + 1] - first], "utf-8"))
            at = region.find(wanted, at + 1)
        return tuple(found)

    def __contains__(self, string: object) -> bool:
        """Whether the set holds ``string``."""
        return (
            isinstance(string, str)
            and find(string.encode("utf-8"), self.names, self._offsets, self._slots) is not None
        )

    def __iter__(self) -> Iterator[str]:
        """The strings in stored order (each decoded as it is reached)."""
        return map(self.at, range(len(self)))

    def __len__(self) -> int:
        """How many strings."""
        return len(self._offsets) - 1


class Keyed(Mapping[str, _V]):
    """A mapping keyed by a :class:`PackedStrings`, reading the value at a key's position.

    What the packed tables share: one probe of the hash table per lookup, no exception on a
    miss for ``get``. A subclass gives ``_keys`` and ``_value``.
    """

    __slots__ = ()

    @property
    def _keys(self) -> PackedStrings:
        raise NotImplementedError

    def _value(self, position: int) -> _V:
        raise NotImplementedError

    def _position(self, key: object) -> int | None:
        return self._keys.position(key) if isinstance(key, str) else None

    def __getitem__(self, key: str) -> _V:
        """The value of ``key`` (KeyError when absent)."""
        position = self._position(key)
        if position is None:
            raise KeyError(key)
        return self._value(position)

    @overload
    def get(self, key: str, /) -> _V | None: ...

    @overload
    def get(self, key: str, /, default: _V | _T) -> _V | _T: ...

    def get(self, key: object, /, default: object = None) -> object:
        """The value of ``key``, or ``default`` when absent."""
        position = self._keys.position(key) if isinstance(key, str) else None
        return default if position is None else self._value(position)

    def __contains__(self, key: object) -> bool:
        """Whether ``key`` has a value."""
        return self._position(key) is not None

    def __iter__(self) -> Iterator[str]:
        """The keys in stored order."""
        return iter(self._keys)

    def __len__(self) -> int:
        """How many keys."""
        return len(self._keys)


@attrs.frozen(kw_only=True, eq=False)
class Positions(Keyed[int]):
    """Each string of a :class:`PackedStrings` mapped to its position (an id to its ordinal)."""

    strings: PackedStrings

    @property
    def _keys(self) -> PackedStrings:
        return self.strings

    def _value(self, position: int) -> int:
        return position


@attrs.frozen(kw_only=True, eq=False)
class PackedMap(Keyed[str]):
    """A string → string table (a lemma table) that loads without one object per entry.

    ``names``, ``offsets`` and ``slots`` key it (see the module's docstring); ``targets``
    holds each key's value in the keys' order, delimited by ``target_offsets`` (native
    uint32, one more than keys). Equal to the dict it was packed from.
    """

    names: Blob
    offsets: Blob
    slots: Blob
    targets: Blob
    target_offsets: Blob

    @classmethod
    def pack(cls, table: Mapping[str, str]) -> "PackedMap":
        """Pack a table, keeping its order."""
        names = encoded(table)
        values = [value.encode("utf-8") for value in table.values()]
        return cls(
            names=b"".join(names),
            offsets=offsets_of(names),
            slots=hash_slots(names),
            targets=b"".join(values),
            target_offsets=offsets_of(values),
        )

    @functools.cached_property
    def _keys(self) -> PackedStrings:
        return PackedStrings(names=self.names, offsets=self.offsets, slots=self.slots)

    @functools.cached_property
    def _target_offsets(self) -> memoryview:
        return _uint32(self.target_offsets)

    def check(self) -> None:
        """ValueError when the columns' sizes disagree."""
        if len(self.target_offsets) != 4 * (check_table(self.offsets, self.slots) + 1):
            msg = "a packed table's values disagree with its keys"
            raise ValueError(msg)

    def _value(self, position: int) -> str:
        offsets = self._target_offsets
        return str(self.targets[offsets[position] : offsets[position + 1]], "utf-8")

    @functools.cached_property
    def _offsets(self) -> memoryview:
        return _uint32(self.offsets)

    @functools.cached_property
    def _slots(self) -> memoryview:
        return _uint32(self.slots)

    @overload
    def get(self, key: str, /) -> str | None: ...

    @overload
    def get(self, key: str, /, default: str | _T) -> str | _T: ...

    def get(self, key: object, /, default: object = None) -> object:
        """The value of ``key``, or ``default`` when absent.

        :meth:`Keyed.get` with no call between it and the probe: a lemma table is asked of
        each form of each word of a question.
        """
        if not isinstance(key, str):
            return default
        position = find(key.encode("utf-8"), self.names, self._offsets, self._slots)
        if position is None:
            return default
        offsets = self._target_offsets
        return str(self.targets[offsets[position] : offsets[position + 1]], "utf-8")


@attrs.frozen(kw_only=True, eq=False)
class PackedGroups(Keyed[tuple[str, ...]]):
    """A string → strings table (a lemma's kin) that loads without one object per string.

    ``names``, ``offsets`` and ``slots`` key it (see the module's docstring); ``members``
    holds every key's strings in the keys' order, delimited by ``member_offsets`` (native
    uint32, one more than members), and ``bounds`` (native uint32, one more than keys) says
    which members are each key's. Equal to the dict it was packed from.
    """

    names: Blob
    offsets: Blob
    slots: Blob
    members: Blob
    member_offsets: Blob
    bounds: Blob

    @classmethod
    def pack(cls, groups: Mapping[str, Sequence[str]]) -> "PackedGroups":
        """Pack a table, keeping its order and each key's strings' order."""
        names = encoded(groups)
        members = [member.encode("utf-8") for group in groups.values() for member in group]
        return cls(
            names=b"".join(names),
            offsets=offsets_of(names),
            slots=hash_slots(names),
            members=b"".join(members),
            member_offsets=offsets_of(members),
            bounds=array("I", accumulate(map(len, groups.values()), initial=0)).tobytes(),
        )

    @functools.cached_property
    def _keys(self) -> PackedStrings:
        return PackedStrings(names=self.names, offsets=self.offsets, slots=self.slots)

    @functools.cached_property
    def _member_offsets(self) -> memoryview:
        return _uint32(self.member_offsets)

    @functools.cached_property
    def _bounds(self) -> memoryview:
        return _uint32(self.bounds)

    def check(self) -> None:
        """ValueError when the columns' sizes disagree."""
        keys = check_table(self.offsets, self.slots)
        if (
            len(self.bounds) != 4 * (keys + 1)
            or len(self.member_offsets) % 4
            or not self.member_offsets
        ):
            msg = "a packed table's members disagree with its keys"
            raise ValueError(msg)

    def _value(self, position: int) -> tuple[str, ...]:
        offsets, members, bounds = self._member_offsets, self.members, self._bounds
        return tuple(
            [
                str(members[offsets[member] : offsets[member + 1]], "utf-8")
                for member in range(bounds[position], bounds[position + 1])
            ]
        )


@attrs.frozen(kw_only=True, eq=False)
class PackedRuns(Keyed[Mapping[str, Blob]]):
    """A string → (string → run of native uint32) table, loaded without an object per entry.

    What the index keeps of the names that follow a word (word → name → passages).
    ``names``, ``offsets`` and ``slots`` key it (see the module's docstring); ``bounds``
    (native uint32, one more than keys) says which entries are each key's; the entries'
    strings are ``entries``, delimited by ``entry_offsets`` (native uint32, one more than
    entries), and their runs are in ``runs``, delimited by ``run_bounds`` (native uint32
    counts of uint32, one more than entries). A key's value is a dict made when asked, each
    run a view of ``runs``. Equal to the dict it was packed from.
    """

    names: Blob
    offsets: Blob
    slots: Blob
    bounds: Blob
    entries: Blob
    entry_offsets: Blob
    runs: Blob
    run_bounds: Blob

    @classmethod
    def pack(cls, table: Mapping[str, Mapping[str, Blob]]) -> "PackedRuns":
        """Pack a table, keeping its order and each key's entries' order."""
        names = encoded(table)
        entries = [entry.encode("utf-8") for inner in table.values() for entry in inner]
        runs = [bytes(run) for inner in table.values() for run in inner.values()]
        if any(len(run) % 4 for run in runs):
            msg = "a run is of whole uint32"
            raise ValueError(msg)
        return cls(
            names=b"".join(names),
            offsets=offsets_of(names),
            slots=hash_slots(names),
            bounds=array("I", accumulate(map(len, table.values()), initial=0)).tobytes(),
            entries=b"".join(entries),
            entry_offsets=offsets_of(entries),
            runs=b"".join(runs),
            run_bounds=array("I", accumulate((len(r) // 4 for r in runs), initial=0)).tobytes(),
        )

    @functools.cached_property
    def _keys(self) -> PackedStrings:
        return PackedStrings(names=self.names, offsets=self.offsets, slots=self.slots)

    @functools.cached_property
    def _bounds(self) -> memoryview:
        return _uint32(self.bounds)

    @functools.cached_property
    def _entry_offsets(self) -> memoryview:
        return _uint32(self.entry_offsets)

    @functools.cached_property
    def _run_bounds(self) -> memoryview:
        return _uint32(self.run_bounds)

    def check(self) -> None:
        """ValueError when the columns' sizes disagree."""
        keys = check_table(self.offsets, self.slots)
        entries = len(self.entry_offsets) // 4 - 1
        if (
            len(self.bounds) != 4 * (keys + 1)
            or entries < 0
            or len(self.entry_offsets) % 4
            or len(self.run_bounds) != 4 * (entries + 1)
            or len(self.runs) % 4
        ):
            msg = "a packed table's entries disagree with its keys"
            raise ValueError(msg)

    def _value(self, position: int) -> Mapping[str, Blob]:
        offsets, bounds, entries = self._entry_offsets, self._run_bounds, self.entries
        runs = memoryview(self.runs)
        return {
            str(entries[offsets[entry] : offsets[entry + 1]], "utf-8"): runs[
                4 * bounds[entry] : 4 * bounds[entry + 1]
            ]
            for entry in range(self._bounds[position], self._bounds[position + 1])
        }


@attrs.frozen(kw_only=True, eq=False)
class InOrder(Sequence[str]):
    """The strings of a :class:`PackedStrings` as a sequence, by position (a page of ids)."""

    strings: PackedStrings

    @overload
    def __getitem__(self, at: int) -> str: ...

    @overload
    def __getitem__(self, at: slice) -> tuple[str, ...]: ...

    def __getitem__(self, at: int | slice) -> str | tuple[str, ...]:
        """The string at ``at`` (a tuple of them for a slice, decoded in one go)."""
        positions = range(len(self.strings))[at]
        if isinstance(positions, int):
            return self.strings.at(positions)
        if positions.step == 1:
            return self.strings.between(positions.start, positions.stop)
        return tuple(map(self.strings.at, positions))

    def __len__(self) -> int:
        """How many strings."""
        return len(self.strings)
