"""Places an English question names, and whether a passage names them (english_places)."""

import pytest

from sanad.core.english_places import names_english_place, places_asked
from sanad.core.normalise import normalise
from sanad.core.tokenise import words


@pytest.mark.parametrize(
    ("question", "places"),
    [
        # Stop 44 (a probe at eight): "who carried the banner at khaybar" was answered with a
        # banner given for another errand (ibnmajah:2343), no Khaybar in it.
        ("who carried the banner at khaybar", ("khaybar",)),
        ("what happened at the battle of Uhud", ("uhud",)),
        ("who did he leave in charge of madinah when he went to tabuk", ("medina", "tabuk")),
        ("what did the prophet say about anger", ()),
        ("is it a sham", ()),  # the English word, not Syria
        # A place locating another ("Aden in Yemen", names-dev5-01) is no place asked of.
        ("what did the prophet say about aden in yemen", ()),
        ("what did the prophet do in taif", ("taif",)),
    ],
)
def test_the_places_an_english_question_names(question: str, places: tuple[str, ...]) -> None:
    assert places_asked(words(normalise(question))) == places


@pytest.mark.parametrize(
    ("english", "arabic", "place", "named"),
    [
        ("On the day of Khaibar the Prophet said", "", "khaybar", True),
        ("the Prophet had given him a banner to carry", "", "khaybar", False),
        ("", "يوم خيبر", "khaybar", True),  # Muwatta entries with no English
        ("He stayed in Makkah thirteen years", "", "mecca", True),
        ("He came to Al-Madina", "", "medina", True),
        ("", "فقدم المدينة", "medina", True),
    ],
)
def test_a_passage_names_a_place_under_any_of_its_names(
    english: str,
    arabic: str,
    place: str,
    named: bool,  # noqa: FBT001 - a table column
) -> None:
    assert names_english_place(words(normalise(english)), words(normalise(arabic)), place) is named
