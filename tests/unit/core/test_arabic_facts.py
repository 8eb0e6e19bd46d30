"""The kind of fact an Arabic window states, as a factoid question asks for it."""

import pytest

from sanad.core.arabic_facts import states_arabic_type
from sanad.core.normalise import normalise


def _measure(text: str, measure: str | None) -> bool:
    return states_arabic_type(
        normalise(text), "measure", None, frozenset(), lambda word: word, measure=measure
    )


@pytest.mark.parametrize(
    "window",
    [
        "تزوجني النبي وانا بنت ست سنين",
        "توفي رسول الله وهو ابن ثلاث وستين سنة",
        "اختتن ابراهيم وهو ابن ثمانين سنة",
        "توفي رسول الله وانا ابن عشر سنين",
    ],
)
def test_an_age_is_stated_as_a_son_or_daughter_of_so_many_years(window: str) -> None:
    assert _measure(window, "عمر")
    assert _measure(window, "سن")


@pytest.mark.parametrize(
    "window",
    [
        # "She had died three years before he married me": years, but no one's age.
        "ماتت قبل ان يتزوجني بثلاث سنين",
        "مكث في قومه الف سنة الا خمسين عاما",
    ],
)
def test_years_that_are_no_ones_age_answer_no_age(window: str) -> None:
    assert not _measure(window, "عمر")
    assert _measure(window, None)  # a span of years is a measure all the same
