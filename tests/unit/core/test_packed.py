from array import array

import pytest

from sanad.core.packed import (
    PackedGroups,
    PackedMap,
    PackedRuns,
    PackedStrings,
    Positions,
    find,
)


def test_a_packed_set_answers_membership_and_positions() -> None:
    words = PackedStrings.pack(["orphan", "يتيم", "~prayer"])
    assert "يتيم" in words
    assert "widow" not in words
    assert not words.__contains__(3)  # not a string: never held
    assert words.position("~prayer") == 2
    assert words.at(1) == "يتيم"
    assert list(words) == ["orphan", "يتيم", "~prayer"]


def test_set_operations_on_a_packed_set_give_plain_frozensets() -> None:
    words = PackedStrings.pack(["orphan", "widow"])
    both = frozenset({"orphan", "wine"}) & words
    assert both == frozenset({"orphan"})
    assert isinstance(both, frozenset)
    assert isinstance(words - {"widow"}, frozenset)


def test_a_string_given_twice_is_refused() -> None:
    with pytest.raises(ValueError, match="once"):
        PackedStrings.pack(["orphan", "orphan"])


def test_an_empty_table_holds_nothing() -> None:
    empty = PackedStrings.pack([])
    empty.check()
    assert len(empty) == 0
    assert "" not in empty
    assert PackedMap.pack({}).get("x", "x") == "x"


def test_a_lookup_in_a_damaged_table_without_an_empty_slot_still_ends() -> None:
    full = memoryview(array("I", [1] * 8).tobytes()).cast("I")
    offsets = memoryview(array("I", [0, 1]).tobytes()).cast("I")
    assert find(b"zz", b"a", offsets, full) is None
    assert find(b"a", b"a", offsets, full) == 0


@pytest.mark.parametrize(
    ("offsets", "slots"),
    [
        (b"", bytes(32)),  # no offsets at all
        (bytes(7), bytes(32)),  # not whole uint32
        (bytes(4 * 5), bytes(4 * 6)),  # a table not a power of two long
        (bytes(4 * 5), bytes(4 * 8)),  # four strings need more than eight slots
    ],
)
def test_columns_of_disagreeing_sizes_are_refused(offsets: bytes, slots: bytes) -> None:
    with pytest.raises(ValueError, match="disagree"):
        PackedStrings(names=b"", offsets=offsets, slots=slots).check()


def test_a_packed_map_reads_values_and_defaults() -> None:
    lemmas = PackedMap.pack({"الصلاة": "صلاة", "صلوات": "صلاة"})
    assert lemmas["صلوات"] == "صلاة"
    assert lemmas.get("زكاة") is None
    assert lemmas.get("زكاة", "زكاة") == "زكاة"
    with pytest.raises(KeyError):
        lemmas["زكاة"]
    bad = PackedMap(
        names=lemmas.names,
        offsets=lemmas.offsets,
        slots=lemmas.slots,
        targets=lemmas.targets,
        target_offsets=lemmas.target_offsets[:-4],
    )
    with pytest.raises(ValueError, match="disagree"):
        bad.check()


def test_a_packed_group_keeps_its_strings_order_and_an_empty_group() -> None:
    kin = PackedGroups.pack({"نزل": ("أنزل", "تنزيل"), "قول": ()})
    assert kin["نزل"] == ("أنزل", "تنزيل")
    assert kin["قول"] == ()
    assert kin.get("كتب", ()) == ()


def test_packed_runs_give_each_key_its_names_and_passages() -> None:
    runs = {"ابن": {"عمر": array("I", [0, 3]).tobytes(), "زيد": array("I", [5]).tobytes()}}
    packed = PackedRuns.pack(runs)
    after = packed["ابن"]
    assert list(after) == ["عمر", "زيد"]
    assert list(memoryview(after["عمر"]).cast("I")) == [0, 3]
    assert packed.get("ام") is None
    with pytest.raises(ValueError, match="uint32"):
        PackedRuns.pack({"ابن": {"عمر": b"\x00"}})


def test_positions_map_each_string_to_its_place() -> None:
    ids = Positions(strings=PackedStrings.pack(["quran:1:1", "bukhari:1"]))
    assert ids["bukhari:1"] == 1
    assert ids.get("muslim:1") is None
    assert "quran:1:1" in ids
    assert dict(ids) == {"quran:1:1": 0, "bukhari:1": 1}


def test_the_strings_starting_with_a_prefix_are_found_in_the_stored_bytes() -> None:
    ids = PackedStrings.pack(["quran:1:7", "quran:2:1", "", "quran:2:2", "quran:22:1", "quran:2"])
    assert ids.starting_with("quran:2:", 0, 6) == ("quran:2:1", "quran:2:2")
    assert ids.starting_with("quran:2:", 2, 6) == ("quran:2:2",)
    assert ids.starting_with("quran:2", 0, 6) == ("quran:2:1", "quran:2:2", "quran:22:1", "quran:2")
    assert ids.starting_with("", 1, 3) == ("quran:2:1", "")
    assert ids.starting_with("quran:", 3, 3) == ()
