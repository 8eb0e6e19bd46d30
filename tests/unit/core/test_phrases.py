from sanad.core.phrases import find_phrases


def test_every_occurrence_is_found_with_its_start_overlaps_included() -> None:
    assert sorted(find_phrases(["ab", "b", "aba"], "ababa")) == [
        (0, "ab"),
        (0, "aba"),
        (1, "b"),
        (2, "ab"),
        (2, "aba"),
        (3, "b"),
    ]


def test_no_keys_find_nothing() -> None:
    assert list(find_phrases([], "anything")) == []


def test_repeated_keys_are_reported_once_per_occurrence() -> None:
    assert list(find_phrases(["xy", "xy"], "xyxy")) == [(0, "xy"), (2, "xy")]


def test_a_key_absent_from_the_text_is_not_found() -> None:
    assert list(find_phrases(["strong drink"], "strong wine, drink")) == []


def test_a_key_is_never_found_across_two_characters_of_a_large_alphabet() -> None:
    # 65 distinct characters take two digits each: "\x01" is spelt (0, 0), "\x02" (0, 1) and
    # chr(0x10040) (1, 0), so the spelling of "\x02\x01" holds that key's spelling mid-way.
    alphabet = "".join(chr(n) for n in range(1, 65)) + chr(0x10040)
    key = chr(0x10040)
    assert list(find_phrases([key], "\x01\x02" + alphabet)) == [(66, key)]
