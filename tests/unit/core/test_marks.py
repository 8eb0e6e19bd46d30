"""The place of a transliteration's ʿayn or hamza mark tells two names apart."""

import pytest

from sanad.core.marks import marked_otherwise, marked_words


@pytest.mark.parametrize(
    ("question", "marked"),
    [
        # Stop 39 (names-dev4-18, written blind): "the Prophet speaks about Mu'tah" (the
        # battle) was answered with his forbidding Mut'ah marriage (nasai:4344): one word once
        # normalising drops the mark.
        ("Is there any hadith where the Prophet speaks about Mu'tah?", (("mutah", 2),)),
        ("what did sa'd say", (("sad", 2),)),
        ("what’s the story of ka’b", (("kab", 2),)),
        ("what's the story? don't you know? you'd think so, it's the prophet's", ()),
    ],
)
def test_the_marked_words_a_question_writes(question: str, marked: tuple[object, ...]) -> None:
    assert marked_words(question) == marked


@pytest.mark.parametrize(
    ("text", "otherwise"),
    [
        ("The Prophet forbade Mut'ah marriage on the Day of Khaibar.", True),
        ("I was with him on the day of Mu'tah.", False),
        ("the battle of Mutah", False),  # unmarked: not told apart
        ("He forbade Mut'ah; they fought at Mu'tah.", False),
        ("nothing of it here", False),
    ],
)
def test_a_word_spelt_with_its_mark_elsewhere_is_another(
    text: str,
    otherwise: bool,  # noqa: FBT001 - a table column
) -> None:
    assert marked_otherwise(text, ("mutah", 2)) is otherwise
