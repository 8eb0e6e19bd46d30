"""The scholar's present-day senses (config/senses.toml), read as the project writes them."""

from pathlib import Path

import pytest

from sanad.adapters.config_files import load_senses
from sanad.core.normalise import normalise
from sanad.core.senses import present_day
from sanad.core.tokenise import tokenise

pytestmark = pytest.mark.golden

PROJECT = Path(__file__).resolve().parents[2]
SENSES = load_senses(PROJECT / "config")


@pytest.mark.parametrize(
    ("question", "word"),
    [
        # Stop 43 (a probe at eight): "ماذا قال النبي عن الجوال" was answered with 'جوال
        # القرية', the town's dung-eating beasts (abudawud:3810).
        ("ماذا قال النبي عن الجوال", "جوال"),
        ("هل في حديث عن الموبايل", "جوال"),
        ("what does the quran say about banks", "bank"),
        # Stop 44 (a blind split, arabic-words-dev18-23): "القطه مذكوره في القران" was
        # answered with "قطنا", our share (Q 38:16); the texts call a cat هرة.
        ("القطه مذكوره في القران؟ في اي سوره بالظبط؟", "قطة"),
        ("شو قال النبي عن القطط", "قطة"),
        # Stop 45 (arabic-words-dev22-22, blind): "النبي ﷺ قال كلوا الخيار بالتمر" was
        # answered with "خيركم قرني" and "the dates, dried yoghurt and butter" of a wedding
        # feast; the texts call a cucumber القثاء, and their خيار is "the best of" or a choice.
        ("النبي ﷺ قال كلوا الخيار بالتمر عشان بيسمن؟ فين الحديث ده", "خيار"),
        ("هل كان النبي ياكل الخيارة", "خيار"),
    ],
)
def test_a_present_day_word_is_read_in_its_present_day_sense(question: str, word: str) -> None:
    found = present_day(SENSES, tokenise(normalise(question)), lambda token: token)
    assert word in {sense.word for sense in found.values()}


def test_the_older_sense_asked_keeps_it() -> None:
    question = "ما معنى جوال القرية في حديث الحمر"
    assert present_day(SENSES, tokenise(normalise(question)), lambda token: token) == {}


def test_the_curly_hair_written_qatat_is_no_cat() -> None:
    question = "هل كان شعر النبي جعدا قططا او الجعد القطط"
    found = present_day(SENSES, tokenise(normalise(question)), lambda token: token)
    assert "قطة" not in {sense.word for sense in found.values()}


def test_the_choice_in_a_sale_written_khiyar_is_no_cucumber() -> None:
    question = "ما معنى حديث البيعان بالخيار ما لم يتفرقا"
    found = present_day(SENSES, tokenise(normalise(question)), lambda token: token)
    assert "خيار" not in {sense.word for sense in found.values()}
