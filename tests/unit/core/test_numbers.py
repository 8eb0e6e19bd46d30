"""Counts written in digits are read as the words the corpus writes them in."""

import pytest

from sanad.core.normalise import normalise
from sanad.core.numbers import number_asked_to_be_shown, spell_counts


@pytest.mark.parametrize(
    ("text", "spelled"),
    [
        ("the 99 names of allah", "the ninety-nine names of allah"),
        ("what are the 3 signs of a hypocrite", "what are the three signs of a hypocrite"),
        ("a man who killed 100 people", "a man who killed hundred people"),
        ("the 40 hadith", "the forty hadith"),
        ("300 years in the cave", "three hundred years in the cave"),
        ("1000 months", "thousand months"),
        ("the 12 imams", "the twelve imams"),
    ],
)
def test_a_count_before_a_word_is_spelled(text: str, spelled: str) -> None:
    assert spell_counts(text) == spelled


@pytest.mark.parametrize(
    "text",
    [
        "surah 112 about",  # a reference, resolved elsewhere
        "bukhari entry 52 says",
        "verse 2 255",
        "what does 2:255 say",
        "hadith number 8 of muslim",
        "the year 1444",  # not a small count
        "the number 7",  # nothing counted after it
        "at 5 pm",
        "123 people",  # no corpus way of writing it is assumed
        "2.5 miles",
        "0 people",  # no count of nothing is spelled
        "00 days",
        "قتل 99 نفسا",  # an Arabic word counted: the Arabic text writes its numbers in words
    ],
)
def test_other_numbers_are_left_as_they_are(text: str) -> None:
    assert spell_counts(text) == text


@pytest.mark.parametrize(
    ("question", "shown"),
    [
        # Stop 39 (words-dev9-12, blind, first sight): "pharaoh gathered 70,000 magicians
        # against musa, which ayah gives that number" was answered with 10:77, which gives none:
        # the number is no search word. A number the question asks to be shown must be.
        (
            "pharaoh gathered 70,000 magicians against musa, which ayah gives that number",
            ("70,000", "70000", "seventy thousand"),
        ),
        (
            "nuh lived 950 years, which verse says that number?",
            ("950", "nine hundred and fifty", "nine hundred fifty"),
        ),
        (
            "the 99 names, where is the hadith with this number",
            ("99", "ninety-nine", "ninety nine"),
        ),
        # Stop 40 (facts-dev5-15, blind): "quran has 6666 ayat right? is that number from the
        # prophet or a sahabi in any hadith" was answered at eight with hadiths giving none.
        (
            "quran has 6666 ayat right? is that number from the prophet or a sahabi",
            ("6,666", "6666"),
        ),
        # Stop 42 (facts-dev7-14, blind): "the 124,000 prophets number, where is it from? is it
        # in bukhari or tirmidhi" was answered at eight with a cupping "somewhere between
        # Makkah and Madinah" (tirmidhi:777): the number named, then where it is from.
        (
            "the 124,000 prophets number, where is it from? is it in bukhari or tirmidhi",
            (
                "124,000",
                "124000",
                "one hundred and twenty-four thousand",
                "one hundred twenty-four thousand",
            ),
        ),
        (
            "where does the number 313 for badr come from",
            ("313", "three hundred and thirteen", "three hundred thirteen"),
        ),
        ("the 70 thousand without reckoning figure, which book has it", ("70", "seventy")),
        ("how many magicians did pharaoh gather", ()),  # no number given
        ("pharaoh had 70,000 magicians", ()),  # not asked to be shown
    ],
)
def test_a_number_asked_to_be_shown(question: str, shown: tuple[str, ...]) -> None:
    assert number_asked_to_be_shown(normalise(question)) == shown
