import pytest

from sanad.core.packed_headers import PackedHeaders, packed_headers
from sanad.core.passage import RecordHeader

HEADERS: tuple[RecordHeader, ...] = (
    ("quran:1:1", "quran", "1:1", 1, None, None, 0, 0, 0),
    ("bukhari:1", "bukhari", "1", 1, "Revelation", "كتاب بدء الوحى", 42, 0, 17),
    ("bukhari:2", "bukhari", "2", None, None, "كتاب بدء الوحى", 40, 300, 0),
)


def test_packed_headers_are_the_tuples_they_were_packed_from() -> None:
    packed = PackedHeaders.pack(HEADERS)
    packed.check()
    assert packed == HEADERS
    assert packed[1] == HEADERS[1]
    assert packed[-1] == HEADERS[-1]
    assert packed[1:] == HEADERS[1:]
    assert packed.ident(2) == "bukhari:2"
    assert packed.collection(0) == "quran"
    assert packed.number(1) == "1"
    assert packed.chapter(2) is None
    assert (packed.isnad_end(1), packed.matn_end(2), packed.english_end(1)) == (42, 300, 17)
    assert packed.ids.position("bukhari:1") == 1


def test_an_ordinal_past_the_headers_is_an_index_error() -> None:
    packed = PackedHeaders.pack(HEADERS)
    with pytest.raises(IndexError):
        packed[3]
    with pytest.raises(IndexError):
        packed.ident(-4)


def test_packing_is_done_once() -> None:
    packed = packed_headers(HEADERS)
    assert packed_headers(packed) is packed


def test_fields_of_another_size_are_refused() -> None:
    packed = PackedHeaders.pack(HEADERS)
    damaged = PackedHeaders(
        names=packed.names,
        offsets=packed.offsets,
        slots=packed.slots,
        strings=packed.strings,
        string_offsets=packed.string_offsets,
        fields=packed.fields[:-4],
    )
    with pytest.raises(ValueError, match="disagree"):
        damaged.check()
