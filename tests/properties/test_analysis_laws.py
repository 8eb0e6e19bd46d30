"""Laws of the question analysis (issue 11 and 12): what it keeps is what the question says."""

import pytest
import strategies as gen
from hypothesis import given

from sanad.core.analysis import analyse
from sanad.core.arabic_question import analyse_arabic, standard_reading
from sanad.core.normalise import normalise
from sanad.core.tokenise import words

pytestmark = pytest.mark.properties

_PROPHET = "النبي"
"""What "رسول الله" asked of is read as (the Prophet as speaker)."""


@given(gen.arabic_questions())
def test_an_arabic_subject_holds_only_words_of_the_question(question: str) -> None:
    # As read in standard Arabic: "ازاي" alone is searched as كيف, "راجل" as رجل.
    text = standard_reading(normalise(question))
    analysis = analyse(question)
    assert set(words(analysis.subject)) <= {*words(text), _PROPHET}


@given(gen.arabic_questions())
def test_no_honorific_survives_in_an_arabic_subject(question: str) -> None:
    subject = f" {analyse_arabic(normalise(question)).subject} "
    for honorific in ("صلي الله عليه وسلم", "عليه السلام", "رضي الله عنه", "سيدنا", "عز وجل"):
        assert f" {honorific} " not in subject


@given(gen.mixed_texts())
def test_any_subject_holds_only_words_of_the_question(text: str) -> None:
    # As the Arabic law reads it: a colloquial word is its standard one ("ء شنو" holds ما,
    # found in stop 34's suite; the law had read the question only as written).
    analysis = analyse(text)
    read = normalise(text)
    assert set(words(analysis.subject)) <= {
        *words(read),
        *words(standard_reading(read)),
        _PROPHET,
    }


@given(gen.blessed_questions())
def test_a_blessing_after_his_name_changes_nothing_of_an_english_question(
    questions: tuple[str, str],
) -> None:
    # Found in stop 36: "Did the Prophet ﷺ mention …" kept "mention" as a subject word, and
    # "Is there a hadith where the Prophet ﷺ mentions …" was not read as asking his words.
    plain, blessed = (analyse(question) for question in questions)
    assert (blessed.kind, blessed.prophets_words, blessed.occasion, blessed.whole_act) == (
        plain.kind,
        plain.prophets_words,
        plain.occasion,
        plain.whole_act,
    )
    assert words(blessed.subject) == words(plain.subject)
