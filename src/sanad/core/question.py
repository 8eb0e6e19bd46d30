"""What counts as a question at all: the checks every entry point applies before answering."""

import unicodedata

MAX_QUESTION_CHARS = 2000
"""The longest question accepted, in characters."""


class InvalidQuestionError(ValueError):
    """Input that is not a question (empty, too long, control characters, broken Unicode)."""


_SURROGATES = range(0xD800, 0xE000)


def has_lone_surrogates(text: str) -> bool:
    """Whether ``text`` holds surrogate code points (undecodable bytes smuggled in as text)."""
    return any(ord(ch) in _SURROGATES for ch in text)


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
    for ch in stripped:
        if unicodedata.category(ch) == "Cc" and ch not in "\t\n\r":
            msg = f"the question contains a control character (U+{ord(ch):04X})"
            raise InvalidQuestionError(msg)
    return stripped
