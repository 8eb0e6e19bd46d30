"""Unit tests for sanad.core.sentence_parts: the sentences evidence reads, packed at ingest."""

from collections.abc import Callable

import pytest

from sanad.core.lemma import GAP, Lemmatiser
from sanad.core.sentence_parts import (
    UNPACKED,
    Part,
    arabic_parts,
    english_parts,
    joined_of,
    joined_short,
    joined_side,
    pack_parts,
    parts_memo,
    side_parts,
    side_text,
    unpack_parts,
    unpacked_sides,
)

LEMMAS = Lemmatiser()


def test_a_short_sentence_opens_the_next() -> None:
    assert joined_short(["He said", "Pray at night.", "Yes"]) == ["He said: Pray at night.", "Yes"]


def test_the_reporter_goes_with_every_english_sentence() -> None:
    parts = english_parts("Pray at night. Fast in the day.", "Narrated Anas:", LEMMAS)
    assert [text for text, _, _ in parts] == ["Pray at night", "Fast in the day"]
    assert all(lemmas[:2] == ("narrated", "anas") for _, _, lemmas in parts)
    assert all(lemmas[-1] == GAP for _, _, lemmas in parts)


def test_no_text_no_sentences() -> None:
    assert english_parts("", "", LEMMAS) == []
    assert arabic_parts("", LEMMAS) == []


def test_packed_sentences_unpack_as_they_were() -> None:
    english = english_parts("Pray at night. Fast in the day.", "Narrated Anas:", LEMMAS)
    arabic = arabic_parts("قال صلوا بالليل. وصوموا بالنهار", LEMMAS)
    assert unpack_parts(pack_parts(english, arabic)) == (english, arabic)
    assert unpack_parts(pack_parts([], [])) == ([], [])


def test_one_side_unpacks_alone() -> None:
    english = english_parts("Pray at night. Fast in the day.", "Narrated Anas:", LEMMAS)
    arabic = arabic_parts("قال صلوا بالليل. وصوموا بالنهار", LEMMAS)
    packed = pack_parts(english, arabic)
    assert unpack_parts(packed, arabic=False) == (english, [])
    assert unpack_parts(packed, english=False) == ([], arabic)


def test_a_separator_in_a_text_leaves_the_passage_to_be_read_again() -> None:
    assert pack_parts([("a\x1fb", "a b", ("a", GAP))], []) == UNPACKED
    assert pack_parts([], [("ab", "ab", ("a\x1db",))]) == UNPACKED
    assert pack_parts([], [("ab", "ab", ())]) == UNPACKED


def test_a_parts_memo_reads_each_passage_once_and_answers_as_the_reader() -> None:
    english = english_parts("Pray at night. Fast in the day.", "Narrated Anas:", LEMMAS)
    arabic = arabic_parts("قال صلوا بالليل. وصوموا بالنهار", LEMMAS)
    calls: list[tuple[int, bool, bool]] = []

    def read(
        ordinal: int, *, english_side: bool = True, arabic_side: bool = True
    ) -> tuple[list[Part], list[Part]]:
        calls.append((ordinal, english_side, arabic_side))
        return (english if english_side else [], arabic if arabic_side else [])

    memo = parts_memo(
        lambda ordinal, *, english=True, arabic=True: read(
            ordinal, english_side=english, arabic_side=arabic
        )
    )
    assert memo(3) == (english, arabic)
    assert memo(3, arabic=False) == (english, [])  # served from what was read
    assert memo(3, english=False) == ([], arabic)
    assert memo(4, arabic=False) == (english, [])
    assert memo(4, arabic=False) == (english, [])
    assert calls == [(3, True, True), (4, True, False)]


def test_a_side_read_in_one_split_is_read_as_sentence_by_sentence() -> None:
    # The law side_parts relies on: every packed sentence has its three fields, so all the
    # fields read three at a time are each sentence's own; a side short of a field is refused.
    english = english_parts("Pray at night. Fast in the day. Sleep.", "Narrated Anas:", LEMMAS)
    arabic = arabic_parts("قال صلوا بالليل. وصوموا بالنهار", LEMMAS)
    for parts in (english, arabic, english[:1]):
        side = side_text(parts)
        assert side is not None
        by_sentence = [
            (text, plain, tuple(lemmas.split("\x1d")))
            for text, plain, lemmas in (sentence.split("\x1f") for sentence in side.split("\x1e"))
        ]
        assert side_parts(side) == by_sentence == parts
    with pytest.raises(ValueError, match="not enough values"):
        side_parts("a\x1fa\x1ea\x1fa\x1fa")


def test_a_side_read_joined_is_its_parts_with_their_lemmas_joined() -> None:
    # Windows read each sentence's lemmas joined by spaces: read so from the packed text, they
    # are what joining the parts' lemmas gives, a damaged side refused alike.
    english = english_parts("Pray at night. Fast in the day. Sleep.", "Narrated Anas:", LEMMAS)
    arabic = arabic_parts("قال صلوا بالليل. وصوموا بالنهار", LEMMAS)
    for parts in (english, arabic, english[:1], []):
        side = side_text(parts)
        assert side is not None
        assert joined_side(side) == joined_of(side_parts(side)) == joined_of(parts)
    # Damaged, a side is read alike too: refused alike, or cut alike into threes.
    for damaged in (
        "a\x1fb\x1dc\x1fd\x1de\x1ef\x1fg\x1dh",
        "a\x1fb\x1fc\x1fd\x1ee\x1ff",
        "a\x1fa\x1ea\x1fa\x1fa",
    ):
        assert _outcome(joined_side, damaged) == _outcome(
            lambda side: joined_of(side_parts(side)), damaged
        )


def _outcome(read: Callable[[str], object], side: str) -> object:
    try:
        return read(side)
    except ValueError as refused:
        return str(refused)


def test_a_parts_memo_unpacks_each_packed_passage_once_however_it_is_read() -> None:
    english = english_parts("Pray at night. Fast in the day.", "Narrated Anas:", LEMMAS)
    arabic = arabic_parts("قال صلوا بالليل. وصوموا بالنهار", LEMMAS)
    packed = pack_parts(english, arabic)
    unpacked: list[tuple[int, bool, bool]] = []

    def sides(ordinal: int, *, english: bool = True, arabic: bool = True) -> tuple[str, str] | None:
        unpacked.append((ordinal, english, arabic))
        return None if ordinal == 9 else unpacked_sides(packed, english=english, arabic=arabic)

    def read(
        ordinal: int,  # noqa: ARG001 - the reader's protocol names it; every passage is one here
        *,
        english: bool = True,
        arabic: bool = True,
    ) -> tuple[list[Part], list[Part]]:
        return unpack_parts(packed, english=english, arabic=arabic)

    memo = parts_memo(read, sides)
    assert memo.joined(3, arabic=False) == (joined_of(english), [])
    assert memo(3, arabic=False) == (english, [])
    assert memo.joined(3) == (joined_of(english), joined_of(arabic))
    assert memo(3) == (english, arabic)
    assert memo.joined(3, english=False) == ([], joined_of(arabic))
    assert memo(3, english=False) == ([], arabic)
    assert memo.joined(9) == (joined_of(english), joined_of(arabic))  # read as parts, joined
    assert unpacked == [(3, True, False), (3, True, True), (9, True, True)]
    plain = parts_memo(read)  # no packed sides: the parts read, joined
    assert plain.joined(3) == (joined_of(english), joined_of(arabic))
    assert plain(3, english=False) == ([], arabic)
