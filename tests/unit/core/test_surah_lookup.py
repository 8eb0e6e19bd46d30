"""Surah names people write, against a table of names built here (the real one: alfanous3)."""

import pytest

from sanad.core.passage import SurahName
from sanad.core.surah_lookup import lookup

NAMES = (
    SurahName(number=2, arabic="البقرة", transliteration="Al-Baqarah", english="The Cow"),
    SurahName(number=3, arabic="آل عمران", transliteration="Al Imran", english="Imran"),
    SurahName(number=4, arabic="النساء", transliteration="An-Nisa'", english="The Women"),
    SurahName(number=23, arabic="المؤمنون", transliteration="Al-Muminoon", english="Believers"),
    SurahName(number=36, arabic="يس", transliteration="Ya-Sin", english="Ya Sin"),
)


@pytest.mark.parametrize(
    ("written", "number"),
    [
        ("البقرة", 2), ("بقرة", 2), ("al-Baqarah", 2), ("Baqara", 2), ("AL BAQARAH", 2),
        ("albaqarah", 2), ("al-Baqara", 2), ("آل عمران", 3), ("Al-Imran", 3), ("an-nisa", 4),
        ("Nisa", 4), ("النساء،", 4), ("Al-Mu'minun", 23), ("المؤمنون", 23), ("المومنون", 23),
        ("Yasin", 36), ("Ya Sin", 36), ("يس", 36),
    ],
)  # fmt: skip
def test_common_spellings_find_their_surah(written: str, number: int) -> None:
    assert lookup(NAMES, written).numbers == (number,)
    assert lookup(NAMES, written).status == "found"


def test_an_unknown_name_is_not_guessed() -> None:
    assert lookup(NAMES, "al-Fil").status == "unknown"
    assert lookup(NAMES, "الفيل").numbers == ()


def test_a_name_two_surahs_share_is_ambiguous() -> None:
    twins = (*NAMES, SurahName(number=9, arabic="التوبة", transliteration="Baqara", english="?"))
    found = lookup(twins, "Baqara")
    assert found.status == "ambiguous"
    assert found.numbers == (2, 9)
