"""Unit tests for sanad.core.sentence_parts: the sentences evidence reads, packed at ingest."""

import pytest

from sanad.core.lemma import GAP, Lemmatiser
from sanad.core.sentence_parts import (
    UNPACKED,
    Part,
    _unpacked_side,
    arabic_parts,
    english_parts,
    joined_short,
    pack_parts,
    parts_memo,
    side_text,
    unpack_parts,
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
    # The law _unpacked_side relies on: every packed sentence has its three fields, so all the
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
        assert _unpacked_side(side) == by_sentence == parts
    with pytest.raises(ValueError, match="not enough values"):
        _unpacked_side("a\x1fa\x1ea\x1fa\x1fa")
