"""An act asked of by its absence ("the punishment for not praying") is held only negated."""

import pytest

from sanad.core.negated import holds_negated, negated_acts
from sanad.core.normalise import normalise


def _lemma(word: str) -> str:
    """A small stand-in for the index's lemmatiser: the forms these tests write."""
    return {"praying": "pray", "prays": "pray", "prayed": "pray", "fasting": "fast"}.get(word, word)


@pytest.mark.parametrize(
    ("question", "acts"),
    [
        ("what's the punishment for not praying", ("praying",)),
        ("What happens to people who don't pray?", ("pray",)),
        ("the sin of never fasting in ramadan", ("fasting",)),
        ("what did the prophet say about ppl who dont show mercy to the young", ("show",)),
        ("is there a warning for someone who does not pay zakat", ("pay",)),
        ("those who never give charity, what does the quran say", ("give",)),
    ],
)
def test_an_act_asked_of_by_its_absence_is_read(question: str, acts: tuple[str, ...]) -> None:
    assert negated_acts(normalise(question)) == acts


@pytest.mark.parametrize(
    "question",
    [
        "what is the punishment for praying late",
        "why did the prophet not pray at the grave",  # why he did not: not an act asked absent
        "is it not true that charity cleanses wealth",
        "who does the quran say will enter paradise",
        "who doesnt",  # nothing after the negation
        "people who dont the",  # a function word is no act
    ],
)
def test_other_questions_ask_no_absent_act(question: str) -> None:
    assert negated_acts(normalise(question)) == ()


@pytest.mark.parametrize(
    ("text", "act", "held"),
    [
        ("Whoever does not pray, his deeds are lost", "pray", True),
        ("they humble not themselves unto their Lord, nor do they pray", "pray", True),
        ("He who abandons the prayer has disbelieved", "pray", True),  # given up: absent
        ("the man who neglected his fasting", "fast", True),
        ("I never saw him but seeking refuge in every prayer he prayed", "pray", False),
        ("Pray as you have seen me praying", "pray", False),
        ("He did not come to us that day, so we prayed", "pray", False),  # too far before
    ],
)
def test_an_absent_act_is_held_only_where_a_negation_stands_before_it(
    text: str,
    act: str,
    held: bool,  # noqa: FBT001 - a table column
) -> None:
    assert holds_negated(normalise(text), (act,), _lemma) is held
