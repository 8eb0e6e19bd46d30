"""Laws of the packed tables: each is the value it was packed from, built or mapped."""

from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import Any, TypeVar, cast

import attrs
import pytest
import strategies as gen
from attrs import AttrsInstance
from hypothesis import given
from hypothesis import strategies as st

from sanad.core.packed import (
    InOrder,
    PackedGroups,
    PackedMap,
    PackedRuns,
    PackedStrings,
    Positions,
)
from sanad.core.packed_headers import PackedHeaders
from sanad.core.passage import RecordHeader

pytestmark = pytest.mark.properties

_T = TypeVar("_T", bound=AttrsInstance)


def _as_loaded(packed: _T) -> _T:
    """The same table with each column a read-only view of its own buffer (as a mapped file)."""
    columns: dict[str, Any] = {
        field.name: memoryview(bytearray(getattr(packed, field.name))).toreadonly()
        for field in attrs.fields(type(packed))
    }
    return type(packed)(**columns)


def _strings() -> st.SearchStrategy[list[str]]:
    """Distinct strings: any text, Arabic and English words, and prefixed terms."""
    return st.lists(
        st.one_of(gen.any_texts(), gen.tokens(), gen.tokens().map(lambda t: "~" + t)),
        max_size=40,
        unique=True,
    )


@given(_strings(), st.lists(gen.any_texts(), max_size=10))
def test_packed_strings_are_the_set_they_were_packed_from(
    strings: list[str], others: list[str]
) -> None:
    packed = PackedStrings.pack(strings)
    for table in (packed, _as_loaded(packed)):
        table.check()
        assert list(table) == strings
        assert len(table) == len(strings)
        assert table == cast("AbstractSet[str]", frozenset(strings))
        assert cast("AbstractSet[str]", frozenset(strings)) == table
        for position, string in enumerate(strings):
            assert string in table
            assert table.position(string) == position
            assert table.at(position) == string
        for other in others:
            assert (other in table) == (other in strings)
        assert table & frozenset(others) == frozenset(strings) & frozenset(others)
        assert frozenset(others) & table == frozenset(strings) & frozenset(others)
        positions = Positions(strings=table)
        assert positions == {string: at for at, string in enumerate(strings)}
        assert all(positions.get(other) == positions.get(other, None) for other in others)


@given(_strings(), st.data())
def test_packed_maps_are_the_dict_they_were_packed_from(
    keys: list[str], data: st.DataObject
) -> None:
    table = {key: data.draw(gen.any_texts()) for key in keys}
    others = data.draw(st.lists(gen.any_texts(), max_size=10))
    packed = PackedMap.pack(table)
    for mapping in (packed, _as_loaded(packed)):
        mapping.check()
        assert mapping == table
        assert list(mapping) == keys
        for key, value in table.items():
            assert mapping[key] == value
            assert mapping.get(key, "") == value
        for other in others:
            assert mapping.get(other, other) == table.get(other, other)
            assert mapping.get(other) == table.get(other)
            assert (other in mapping) == (other in table)


@given(_strings(), st.data())
def test_packed_groups_are_the_dict_they_were_packed_from(
    keys: list[str], data: st.DataObject
) -> None:
    groups = {key: tuple(data.draw(st.lists(gen.any_texts(), max_size=4))) for key in keys}
    others = data.draw(st.lists(gen.any_texts(), max_size=10))
    packed = PackedGroups.pack(groups)
    for mapping in (packed, _as_loaded(packed)):
        mapping.check()
        assert mapping == groups
        for key, group in groups.items():
            assert mapping[key] == group
        for other in others:
            assert mapping.get(other, ()) == groups.get(other, ())


@given(_strings(), st.data())
def test_packed_runs_are_the_dict_they_were_packed_from(
    keys: list[str], data: st.DataObject
) -> None:
    runs = st.lists(st.integers(0, 2**32 - 1), max_size=5).map(
        lambda ordinals: b"".join(n.to_bytes(4, "little") for n in ordinals)
    )
    table: dict[str, Mapping[str, bytes]] = {
        key: data.draw(st.dictionaries(gen.any_texts(), runs, max_size=3)) for key in keys
    }
    packed = PackedRuns.pack(table)
    for mapping in (packed, _as_loaded(packed)):
        mapping.check()
        assert mapping == table
        for key, inner in table.items():
            assert {name: bytes(run) for name, run in mapping[key].items()} == inner
            assert list(mapping[key]) == list(inner)


def _headers() -> st.SearchStrategy[list[RecordHeader]]:
    """Headers with distinct ids, their strings any text (None where a header may lack one)."""
    text = gen.any_texts()
    small = st.integers(0, 2**32 - 2)
    header = st.tuples(
        text, text, text, st.none() | small, st.none() | text, st.none() | text, small, small, small
    )
    return st.lists(header, max_size=12, unique_by=lambda found: found[0])


@given(_headers(), st.lists(gen.any_texts(), max_size=5))
def test_packed_headers_are_the_headers_they_were_packed_from(
    headers: Sequence[RecordHeader], others: list[str]
) -> None:
    packed = PackedHeaders.pack(headers)
    for table in (packed, _as_loaded(packed)):
        table.check()
        assert table == tuple(headers)
        assert tuple(headers) == table
        assert list(table) == list(headers)
        assert table[:] == tuple(headers)
        for ordinal, header in enumerate(headers):
            assert table[ordinal] == header
            assert table[ordinal - len(headers)] == header
            assert table.ident(ordinal) == header[0]
            assert table.collection(ordinal) == header[1]
            assert table.number(ordinal) == header[2]
            assert table.chapter(ordinal) == header[3]
            assert table.isnad_end(ordinal) == header[6]
            assert table.matn_end(ordinal) == header[7]
            assert table.english_end(ordinal) == header[8]
            assert table.ids.position(header[0]) == ordinal
        for other in others:
            assert (other in table.ids) == any(header[0] == other for header in headers)
        with pytest.raises(IndexError):
            table[len(headers)]


@given(_strings(), st.text(max_size=3), st.integers(-2, 45), st.integers(-2, 45))
def test_the_strings_starting_with_a_prefix_are_those_a_scan_finds(
    strings: list[str], prefix: str, start: int, stop: int
) -> None:
    packed = PackedStrings.pack(strings)
    start, stop = max(start, 0), max(min(stop, len(strings)), 0)
    scanned = tuple(s for s in strings[start:stop] if s.startswith(prefix))
    for table in (packed, _as_loaded(packed)):
        assert table.starting_with(prefix, start, stop) == scanned
        assert table.between(start, stop) == tuple(strings[start:stop])
        assert InOrder(strings=table)[start:stop] == tuple(strings[start:stop])
        assert list(InOrder(strings=table)) == strings
