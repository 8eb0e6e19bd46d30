import pytest

from sanad.core.stem import stem, stem_all
from sanad.core.terms import terms_of


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        # Snowball English (Porter2): inflections fold, words stay recognisable.
        ("orphans", "orphan"),
        ("orphan", "orphan"),
        ("intentions", "intent"),
        ("intention", "intent"),
        ("intended", "intend"),
        ("fasting", "fast"),
        ("fasted", "fast"),
        ("prayers", "prayer"),
        ("generously", "generous"),
        ("chance", "chanc"),
    ],
)
def test_english_stems(token: str, expected: str) -> None:
    assert stem(token) == expected


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        # Light10: the conjunction و (when three or more letters remain), one article form
        # (when two or more remain), then each listed suffix in turn (when two or more remain).
        ("الكتاب", "كتاب"),
        ("والكتاب", "كتاب"),
        ("بالكتاب", "كتاب"),
        ("للناس", "ناس"),
        ("المسلمون", "مسلم"),
        ("مسلمين", "مسلم"),
        ("المؤمنات", "مؤمن"),
        ("كتابها", "كتاب"),
        ("وقال", "قال"),
        ("ولد", "ولد"),  # only three letters: the و is the word's own
        ("الصلاة", "صلا"),  # ta marbuta is read as ha and goes as a suffix
        ("الم", "الم"),  # stripping the article would leave one letter
        ("يتيم", "يتيم"),  # light: no root extraction
    ],
)
def test_arabic_light10_stems(token: str, expected: str) -> None:
    assert stem(token) == expected


@pytest.mark.parametrize("token", ["123", "2019", "ὀδυσσεύσ", "abc123", "日本"])
def test_digits_and_other_scripts_pass_unchanged(token: str) -> None:
    assert stem(token) == token


def test_light10_keeps_distinct_words_distinct() -> None:
    assert stem("كتاب") != stem("كاتب")


def test_stem_all_matches_stem() -> None:
    found = ["orphans", "الكتاب", "2", "orphans"]
    assert stem_all(found) == tuple(stem(t) for t in found)
    assert stem_all([]) == ()


def test_query_and_passage_meet_on_the_same_stem() -> None:
    assert terms_of("orphans") == terms_of("orphan") == ("orphan",)
    assert terms_of("intentions") == terms_of("intention")
    assert terms_of("والكتاب") == terms_of("الكتاب")
