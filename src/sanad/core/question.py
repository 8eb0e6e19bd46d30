"""What counts as a question at all: the checks every entry point applies before answering."""

import re

MAX_QUESTION_CHARS = 2000
"""The longest question accepted, in characters."""


class InvalidQuestionError(ValueError):
    """Input that is not a question (empty, too long, control characters, broken Unicode)."""


_SURROGATE = re.compile("[\ud800-\udfff]")
_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
"""A control character (Unicode category Cc, a fixed set) but tab, line feed and return."""


def has_lone_surrogates(text: str) -> bool:
    """Whether ``text`` holds surrogate code points (undecodable bytes smuggled in as text)."""
    return _SURROGATE.search(text) is not None


def check_question(text: str) -> str:
    """Return ``text`` stripped, or raise InvalidQuestionError with a one-line reason."""
    if has_lone_surrogates(text):
        msg = "the text is not valid Unicode (it contains lone surrogates)"
        raise InvalidQuestionError(msg)
    stripped = text.strip()
    if not stripped:
        msg = "the question is empty"
        raise InvalidQuestionError(msg)
    if len(stripped) > MAX_QUESTION_CHARS:
        msg = f"the question has {len(stripped):,} characters; the limit is {MAX_QUESTION_CHARS:,}"
        raise InvalidQuestionError(msg)
    control = _CONTROL.search(stripped)  # the first, as a reader meets it
    if control is not None:
        msg = f"the question contains a control character (U+{ord(control[0]):04X})"
        raise InvalidQuestionError(msg)
    return stripped
