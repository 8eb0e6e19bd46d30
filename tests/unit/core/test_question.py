import pytest

from sanad.core.question import MAX_QUESTION_CHARS, InvalidQuestionError, check_question


def test_a_question_comes_back_stripped() -> None:
    assert check_question("  What about orphans?\n") == "What about orphans?"


@pytest.mark.parametrize("text", ["", " ", "\n\t \r", "\u00a0\u3000"])
def test_an_empty_question_is_refused(text: str) -> None:
    with pytest.raises(InvalidQuestionError, match="the question is empty"):
        check_question(text)


def test_the_length_limit_is_2000_characters_after_stripping() -> None:
    assert MAX_QUESTION_CHARS == 2000
    assert check_question("a" * 2000) == "a" * 2000
    assert check_question("  " + "a" * 2000 + "  ") == "a" * 2000
    with pytest.raises(InvalidQuestionError, match=r"2,001 characters.*the limit is 2,000"):
        check_question("a" * 2001)


@pytest.mark.parametrize(
    ("char", "code"),
    [("\x00", "0000"), ("\x07", "0007"), ("\x1b", "001B"), ("\x7f", "007F"), ("\x85", "0085")],
)
def test_control_characters_are_refused(char: str, code: str) -> None:
    with pytest.raises(InvalidQuestionError, match=f"control character \\(U\\+{code}\\)"):
        check_question(f"orphans{char}fasting")


def test_tabs_and_line_breaks_inside_a_question_are_fine() -> None:
    assert check_question("orphans\tand\r\nfasting") == "orphans\tand\r\nfasting"


def test_format_characters_are_not_control_characters() -> None:
    assert check_question("ab\u200dcd\u200f") == "ab\u200dcd\u200f"


@pytest.mark.parametrize("text", ["\ud800", "orphans \udfff", "\udc80 "])
def test_lone_surrogates_are_refused(text: str) -> None:
    with pytest.raises(InvalidQuestionError, match="lone surrogates"):
        check_question(text)


def test_invalid_question_error_is_a_value_error() -> None:
    assert issubclass(InvalidQuestionError, ValueError)
