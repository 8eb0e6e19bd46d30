import pytest
from core_fixtures import LEXICON, config, index

from sanad.core.answer import answer
from sanad.core.bridge import Lexicon, LexiconEntry
from sanad.core.lesson import (
    NO_LESSON_NO_SOURCE,
    NO_LESSON_REFERRED,
    Lesson,
    NoLesson,
    WordToKnow,
    is_morphological_pair,
    plan_lesson,
    words_to_know,
)

INDEX = index()
CONFIG = config()


@pytest.mark.parametrize(
    ("heard", "written"),
    [("idolatry", "idol"), ("crucifixion", "crucify"), ("orphans", "orphan"),
     ("fasting", "fasts"), ("prayers", "praying")],
)  # fmt: skip
def test_forms_of_one_word_are_a_morphological_pair(heard: str, written: str) -> None:
    assert is_morphological_pair(heard, written)


@pytest.mark.parametrize(
    ("heard", "written"),
    [("alcohol", "strong drink"), ("gambling", "games of chance"), ("afterlife", "Hereafter"),
     ("pork", "swineflesh")],
)  # fmt: skip
def test_different_words_are_not_a_morphological_pair(heard: str, written: str) -> None:
    assert not is_morphological_pair(heard, written)


def test_words_to_know_are_the_bridges_this_question_used() -> None:
    verdict = answer(INDEX, CONFIG, "What about alcohol?")
    assert verdict.verdict == "answered"
    assert words_to_know(verdict, LEXICON) == (WordToKnow(heard="alcohol", written="strong drink"),)
    orphans = answer(INDEX, CONFIG, "What about orphans?")
    assert words_to_know(orphans, LEXICON) == ()


def test_a_morphological_bridge_is_not_shown() -> None:
    lexicon = Lexicon(
        edition="en.pickthall",
        entries=(*LEXICON.entries, LexiconEntry(query="alcoholism", phrase="alcohol")),
    )
    verdict = answer(INDEX, CONFIG, "What about alcohol?")
    assert [w.heard for w in words_to_know(verdict, lexicon)] == ["alcohol"]


def test_the_panel_line_is_fixed_wording() -> None:
    line = WordToKnow(heard="alcohol", written="strong drink").line
    assert line == "You may say “alcohol”. The translation on this page says “strong drink”."


def test_an_answered_question_makes_a_lesson_without_a_model_by_default() -> None:
    verdict = answer(INDEX, CONFIG, "What about orphans?")
    lesson = plan_lesson(verdict, LEXICON, ask_your_teacher=["What does it mean?"])
    assert isinstance(lesson, Lesson)
    assert lesson.passages == tuple(hit.passage for hit in verdict.hits)
    assert lesson.intro is None
    assert lesson.model is None
    assert lesson.ask_your_teacher == ("What does it mean?",)


def test_a_model_intro_is_grounded_sentence_by_sentence() -> None:
    verdict = answer(INDEX, CONFIG, "What about orphans?")
    lesson = plan_lesson(
        verdict, LEXICON, vocabulary=["lesson"], model="stub",
        intro_text="This lesson is about the orphan. Ibn Kathir explained it in 1370.",
    )  # fmt: skip
    assert isinstance(lesson, Lesson)
    assert lesson.intro is not None
    assert lesson.intro.kept_text == "This lesson is about the orphan."
    assert lesson.intro.struck[0].offending == ("ibn", "kathir", "explained", "1370")


@pytest.mark.parametrize(
    ("question", "kind", "reason"),
    [("Is gambling haram?", "referred", NO_LESSON_REFERRED),
     ("What about zoroastrian astrolabes?", "no_source", NO_LESSON_NO_SOURCE)],
)  # fmt: skip
def test_a_refusal_makes_no_lesson_and_says_why(question: str, kind: str, reason: str) -> None:
    verdict = answer(INDEX, CONFIG, question)
    result = plan_lesson(verdict, LEXICON, intro_text="Anything at all.")
    assert isinstance(result, NoLesson)
    assert result.verdict == kind
    assert result.reason == reason
    assert result.detail == verdict.message


def test_a_lesson_always_shows_a_passage() -> None:
    with pytest.raises(ValueError, match="at least one passage"):
        Lesson(question="q", passages=(), words_to_know=(), ask_your_teacher=())
