"""The spelling folds for matching quotations: each row of the table, and what it never folds."""

import pytest

from sanad.core.orthography import FOLDS, Spelling, agree, joined, names_in_order, spellings


def _word(text: str) -> Spelling:
    (word,) = spellings(text)
    return word


def test_every_row_has_a_name_and_a_reason_citing_an_example() -> None:
    assert len({fold.name for fold in FOLDS}) == len(FOLDS)
    for fold in FOLDS:
        assert fold.reason.strip()
        assert any("\u0600" <= ch <= "\u06ff" for ch in fold.reason), fold.name


@pytest.mark.parametrize(
    ("quoted", "written", "row"),
    [
        ("الرحمن", "ٱلرَّحْمَـٰنِ", "dagger_alef_dropped"),
        ("اللّٰه", "الله", "dagger_alef_dropped"),
        ("على", "عَلَىٰ", "dagger_alef_dropped"),
        ("الصلاة", "ٱلصَّلَوٰةَ", "waw_ya_dagger_as_alef"),
        ("الربا", "ٱلرِّبَوٰا۟", "waw_ya_dagger_as_alef"),
        ("إبراهيم", "إِبْرَٰهِـۧمَ", "small_ya_waw_as_letter"),
        ("مسؤولا", "مَسْـُٔولًا", "hamza"),
        ("مسئولا", "مسؤولا", "hamza"),
        ("أرأيتم", "أَرَءَيْتُم", "hamza"),
        ("جاءوا", "جَآءُو", "waw_jama_alef"),
        ("الليل", "ٱلَّيْلِ", "article_lam_once"),
    ],
)
def test_each_row_folds_its_example(quoted: str, written: str, row: str) -> None:
    rows = agree(_word(quoted), _word(written))
    assert rows is not None
    assert row in rows


def test_identical_words_need_no_row() -> None:
    assert agree(_word("قُلْ"), _word("قل")) == frozenset()


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("قال", "قل"),  # said / say: an alef that is a letter, not a spelling
        ("الله", "إله"),  # the name is never folded into "a god"
        ("كتاب", "كتب"),
        ("أحد", "واحد"),
        ("الفجر", "العصر"),
    ],
)
def test_different_words_do_not_agree(one: str, other: str) -> None:
    assert agree(_word(one), _word(other)) is None
    assert agree(_word(other), _word(one)) is None


def test_the_vocative_join_reads_two_words_as_one() -> None:
    first, second = spellings("يا أيها")
    assert agree(joined(first, second), _word("يَـٰٓأَيُّهَا")) is not None
    assert "vocative_ya" in joined(first, second).forms[next(iter(joined(first, second).forms))]


def test_digits_are_not_words_and_names_keep_the_table_order() -> None:
    assert [w.plain for w in spellings("قل (1) هو ٢")] == ["قل", "هو"]
    assert names_in_order({"hamza", "dagger_alef_dropped"}) == ("dagger_alef_dropped", "hamza")
