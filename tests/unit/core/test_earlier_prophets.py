"""A deed asked of the Prophet is not told by a story of a prophet of old (stop 42)."""

import pytest

from sanad.core.earlier_prophets import asks_of_the_prophet, tells_of_an_earlier_prophet
from sanad.core.normalise import normalise


@pytest.mark.parametrize(
    ("question", "of_him"),
    [
        # Stop 42 (arabic-hadith-about-dev2-10, blind, stop 37): once گ read as ق, "صحيح النبي ﷺ
        # گرصته نملة فحرگ بيت النمل" was answered with "an ant bit a prophet among the
        # prophets" (muslim:5699); in English too.
        ("صحيح النبي ﷺ گرصته نملة فحرگ بيت النمل كله وربنا عاتبه؟", True),
        ("هل صحيح ان رسول الله صلى الله عليه وسلم قرصته نملة فأحرق قرية النمل", True),
        ("is it true the prophet ﷺ was bitten by an ant and burned the ant colony?", True),
        # A prophet asked of as one of them, by another name, or as the one who did it.
        ("story of a prophet who burned a whole ant colony bc one ant bit him", False),
        ("which prophet was bitten by an ant", False),
        ("what did the prophet say about the prophet who burned the ants", False),
        ("ما قصة النبي الذي قرصته نملة", False),
        ("هل قرصت نملة نبيا من الانبياء", False),
        ("did the prophet ﷺ say that musa was bitten", False),
        ("what happened to the prophets before him", False),
        ("how old was aisha when she married", False),  # no prophet asked of at all
    ],
)
def test_a_question_asks_a_deed_of_the_prophet(question: str, of_him: bool) -> None:  # noqa: FBT001 - a table column
    assert asks_of_the_prophet(normalise(question)) is of_him


@pytest.mark.parametrize(
    ("arabic", "english", "earlier"),
    [
        (
            "ان نملة قرصت نبيا من الانبياء فامر بقرية النمل فاحرقت",
            (
                "An ant had bitten a Prophet (one amongst the earlier Prophets) and he ordered "
                "that the colony of the ants should be burnt."
            ),
            True,
        ),
        ("قرصت نملة نبيا من الانبياء", "", True),
        ("", "A prophet from amongst the prophets went out to fight", True),
        ("قال رسول الله صلى الله عليه وسلم لا تحرقوا", "Do not burn anything with fire", False),
        ("", "the Prophet ordered the ant colony left alone", False),
    ],
)
def test_a_passage_tells_of_a_prophet_of_old(arabic: str, english: str, earlier: bool) -> None:  # noqa: FBT001 - a table column
    assert tells_of_an_earlier_prophet(normalise(arabic), normalise(english)) is earlier
