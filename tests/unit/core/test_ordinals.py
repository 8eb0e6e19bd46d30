"""A question asking who or what came first: no window lacking "first" answers it."""

import pytest
from core_fixtures import COLLECTIONS, LEXICON, config, hadith

from sanad.core.answer import answer
from sanad.core.config import Gates
from sanad.core.index import build_index
from sanad.core.normalise import normalise
from sanad.core.ordinals import first_asked, first_only_as_the_ancients


@pytest.mark.parametrize(
    ("question", "asked"),
    [
        # Stop 40 (words-dev10-13, blind): at four, "first thing allah created was the pen —
        # which hadith?" was answered by 96:4 quoted in a hadith ("taught by the pen").
        ("first thing allah created was the pen - which hadith?", True),
        ("who was the first person to accept islam", True),
        ("was sumayya the first martyr in islam", True),
        ("مين أول واحد بدأ القتل بين البشر", True),
        ("من أول من يكسى يوم القيامة", True),
        ("ايش أول شي يقضى فيه بين الناس", True),
        # "first" of a cousin, a house, a verse of a surah, or as "beforehand": no order asked.
        ("should i marry my first cousin", False),
        ("a mortgage to buy my first house", False),
        ("yasin first 5 verses", False),
        ("do i have to take it off first", False),
        ("اول اية في سورة البقرة", False),
        ("نسيت التشهد الأول في صلاة الظهر", False),
    ],
)
def test_a_question_asks_who_or_what_came_first(question: str, asked: bool) -> None:  # noqa: FBT001
    assert first_asked(normalise(question)) is asked


def test_no_window_lacking_first_answers_what_came_first() -> None:
    # Stop 40 (words-dev10-13, blind): at four, "first thing allah created was the pen —
    # which hadith?" was answered by 96:4 quoted in a hadith ("taught by the pen").
    taught = hadith(
        "bukhari", 1, "Allah created the thing, and taught by the pen to write it.", "علم بالقلم"
    )  # fmt: skip
    first = hadith(
        "bukhari", 2, "The first thing Allah created was the pen; He said to it: write.",
        "اول ما خلق الله القلم",
    )  # fmt: skip
    other = hadith("bukhari", 3, "He came on the first day of the month.", "جاء اول الشهر")
    question = "first thing allah created was the pen — which hadith?"
    gates = config(
        Gates(min_coverage=0.0, max_oov_ratio=0.0, retrieval_threshold=0.0, min_evidence=0.6)
    )
    both = answer(build_index((taught, first, other), COLLECTIONS, LEXICON), gates, question)
    assert both.passage_ids == ("bukhari:2",)
    alone = answer(build_index((taught, other), COLLECTIONS, LEXICON), gates, question)
    assert alone.verdict == "no_source"


@pytest.mark.parametrize(
    ("arabic", "ancients"),
    [
        # Stop 43 (arabic-facts-dev5-17, blind): "مين اول واحد رح ينادى عليه يوم القيامة؟" was
        # answered at eight with "يغبطهم الأولون والآخرون" (the first and the last of peoples
        # envy them, tirmidhi:2636): the former peoples, no order asked of.
        ("ثلاثة يوم القيامة يغبطهم الاولون والاخرون رجل ينادي بالصلوات", True),
        ("نحن الاخرون السابقون يوم القيامة وهذا حديث الاولين", True),
        ("اول من يدعي يوم القيامة ادم", False),
        ("الاولون والاخرون ثم يكون اول من يكسي ابراهيم", False),  # one singular is enough
        ("لا ذكر فيه لشيء من ذلك", False),  # no form at all: nothing to say
    ],
)
def test_first_written_only_as_the_former_peoples_holds_no_order(
    arabic: str,
    ancients: bool,  # noqa: FBT001 - a table column
) -> None:
    assert first_only_as_the_ancients(arabic.split()) is ancients
