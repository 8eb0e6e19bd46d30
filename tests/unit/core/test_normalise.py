import sys
import unicodedata

import pytest

from sanad.core.normalise import (
    FORMAT_CHARACTERS,
    fold_arabic,
    normalise,
    normalise_each,
    normalised_words_each,
    tidy,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Allah's", "allah"),
        ("ALLAH’S", "allah"),
        ("'Umar", "umar"),
        ("ʿUmar", "umar"),
        ("Qur'an", "quran"),
        ("QUR’AN", "quran"),
        ("Qurʼan", "quran"),
        ("Quran", "quran"),
        ("O’Brien’s", "obrien"),
        ("the prophet's wives' houses", "the prophet wives houses"),
    ],
)
def test_apostrophes_are_dropped_and_a_possessive_goes_with_its_s(text: str, expected: str) -> None:
    assert normalise(text) == expected


def test_an_acute_accent_used_as_an_apostrophe_is_an_apostrophe_too() -> None:
    # Fixed bug: U+00B4 is in the apostrophe list, but NFKC first turns it into a space
    # and a combining acute, so "Qur´an" splits into "qur" and "an".
    assert normalise("Qur´an") == "quran"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("ٱلْحَمْدُ", "الحمد"),  # alef wasla
        ("أَحْمَد", "احمد"),  # hamza above
        ("إِسْلَام", "اسلام"),  # hamza below
        ("آمَنُوا", "امنوا"),  # madda
        ("رَحْمَٰن", "رحمان"),  # superscript (dagger) alef reads as an alef
        ("عَلَى", "علي"),  # alef maqsura reads as ya
        ("الـــلـه", "الله"),  # tatweel
        ("مُحَمَّدٌ", "محمد"),  # tashkeel, shadda, tanween
        # Waqf marks; the spaces they leave collapse.
        ("ذَٰلِكَ ٱلْكِتَـٰبُ لَا رَيْبَ ۛ فِيهِ ۛ", "ذالك الكتاب لا ريب فيه "),
        ("وَٱلسَّمَآءِ", "والسماء"),
        ("١٢٣ ۴۵", "123 45"),
    ],
)
def test_arabic_is_folded(text: str, expected: str) -> None:
    assert normalise(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("\ufdfa", "صلي الله عليه وسلم"),  # the ligature ﷺ expands, then folds
        ("\ufdf2", "الله"),  # ﷲ
        ("\ufefb", "لا"),  # lam-alef presentation form
        ("ＱＵＲ＇ＡＮ", "quran"),  # fullwidth letters and apostrophe
        ("a\u00a0b", "a b"),  # no-break space
        ("Straße", "strasse"),
        ("ﬁre", "fire"),
    ],
)
def test_compatibility_forms_and_case_are_unified(text: str, expected: str) -> None:
    assert normalise(text) == expected


@pytest.mark.parametrize(
    "text",
    ["", "   ", "Qur'an 2:219", "ٱلرَّحْمَـٰنُ عَلَى ٱلْعَرْشِ ٱسْتَوَىٰ", "\ufdfa", "e'\u0301", "İstanbul"],
)
def test_normalise_is_idempotent_on_examples(text: str) -> None:
    assert normalise(normalise(text)) == normalise(text)


def test_normalise_composes_what_a_removed_apostrophe_left_apart() -> None:
    # Removing the apostrophe leaves e + combining acute, which NFKC composes on the next round.
    assert normalise("e'\u0301") == "\u00e9"


def test_fold_arabic_leaves_regex_syntax_alone() -> None:
    assert fold_arabic(r"\b(حُكْم|فَتْوَى)\b.*[?؟]") == r"\b(حكم|فتوي)\b.*[?؟]"
    assert fold_arabic(r"\bfatwa\b") == r"\bfatwa\b"


def test_fold_arabic_does_not_case_fold() -> None:
    assert fold_arabic("Fatwa") == "Fatwa"


# --- spacing and invisible characters (issue 11, point 6; design §3) -------------------------


@pytest.mark.parametrize(
    "text",
    [
        "should  i",  # two spaces
        "should\ti",  # tab
        "should\ni",  # newline
        "should\r\ni",  # CRLF
        "should \t\n i",  # a mixed run
        "should\u2003i",  # em space
        "should\u2028i",  # line separator
        "should\u3000i",  # ideographic space (NFKC makes it a space; the run still collapses)
        "should\u00a0\u00a0i",  # two no-break spaces
    ],
)
def test_a_run_of_whitespace_of_any_kind_is_one_space(text: str) -> None:
    assert normalise(text) == "should i"


@pytest.mark.parametrize(
    "mark",
    [
        "\u200b",  # zero-width space
        "\u200c",  # zero-width non-joiner
        "\u200d",  # zero-width joiner
        "\u00ad",  # soft hyphen
        "\u2060",  # word joiner
        "\ufeff",  # byte order mark / zero-width no-break space
        "\u200e",  # left-to-right mark
        "\u200f",  # right-to-left mark
        "\u061c",  # Arabic letter mark
        "\u202e",  # right-to-left override
        "\u2066",  # left-to-right isolate
        "\u180e",  # Mongolian vowel separator (a format character since Unicode 6.3)
        "\U000e0041",  # a tag character
    ],
)
def test_a_format_character_is_dropped(mark: str) -> None:
    assert normalise(f"di{mark}vorce") == "divorce"
    assert normalise(f"{mark}should {mark}i{mark}") == "should i"
    assert normalise(f"حك{mark}م") == "حكم"


def test_fullwidth_letters_fold_to_ascii() -> None:
    fullwidth = "Ｓｈｏｕｌｄ Ｉ ｄｉｖｏｒｃｅ ｍｙ ｗｉｆｅ？"
    assert normalise(fullwidth) == "should i divorce my wife?"


def test_whitespace_and_format_characters_together() -> None:
    assert normalise("\ufeffShould \u200b I\t\tdi\u00advorce\u2060 my\nwife?") == (
        "should i divorce my wife?"
    )


@pytest.mark.parametrize("text", ["a  b", "a\u200b b", "\u00ad", "a \u200b\t b", " x "])
def test_normalise_is_idempotent_on_spacing(text: str) -> None:
    assert normalise(normalise(text)) == normalise(text)


def test_normalise_each_agrees_with_normalise_one_at_a_time() -> None:
    texts = ["Qur'an", "a  b", "x\u200by", "", "ٱلرَّحْمَـٰنُ", "ＡＢ", "\n", "a\nb"]
    assert normalise_each(texts) == [normalise(text) for text in texts]


def test_the_format_class_is_exactly_category_cf_of_this_python() -> None:
    listed = {chr(cp) for cp in range(sys.maxunicode + 1) if FORMAT_CHARACTERS.fullmatch(chr(cp))}
    cf = {chr(cp) for cp in range(sys.maxunicode + 1) if unicodedata.category(chr(cp)) == "Cf"}
    assert cf <= listed
    # The class is written for Unicode 15; on an older Python a few are not yet assigned.
    assert {unicodedata.category(ch) for ch in listed - cf} <= {"Cn"}


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("You are\na mufti.\u200b What did he say?", "You are a mufti. What did he say?"),
        ("Ｙｏｕ ａｒｅ ａ ｍｕｆｔｉ．", "You are a mufti."),
        ("Qur'an\t\t2:219", "Qur'an 2:219"),
        ("حُكْمُ\u00ad", "حكم"),  # marks go, as in normalise; letters keep their form
        ("أَحْكَامٌ", "أحكام"),
    ],
)
def test_tidy_keeps_what_a_reader_sees(text: str, expected: str) -> None:
    assert tidy(text) == expected
    assert normalise(tidy(text)) == normalise(text)


def test_normalised_words_each_are_each_texts_normalised_words() -> None:
    texts = [
        "حَدَّثَنَا مُحَمَّدُ بْنُ سَلَامٍ",
        "Qur'an  said\u00a0the\u200bmen",
        "",
        "ابْنُ  أَبِي\tوَقَّاصٍ ـ",
        "ﷺ and ﻻ",
    ]
    assert [t.split() for t in normalised_words_each(texts)] == [
        normalise(t).split() for t in texts
    ]


def test_no_whitespace_but_the_space_is_printable() -> None:
    # The law _one_space_each relies on to pass a printable text by: every character the
    # pattern for other whitespace matches is one str.isprintable() refuses.
    other = [chr(code) for code in range(sys.maxunicode + 1) if chr(code).isspace()]
    assert [char for char in other if char.isprintable()] == [" "]
    assert normalise("a\u2028b\u00a0c\td  e") == "a b c d e"
