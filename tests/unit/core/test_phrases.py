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
