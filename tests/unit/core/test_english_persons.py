"""A person an English question names must stand in the window that answers it."""

from core_fixtures import COLLECTIONS, LEMMAS, LEXICON, RECORDS, config, hadith

from sanad.core.answer import answer
from sanad.core.index import build_index
from sanad.core.story import ENGLISH_PERSONS, STORY_PERSONS, person_named

FISH = hadith(
    "bukhari",
    90,
    "Suddenly we saw a huge fish cast by the sea. So, we ate of it as much as we wished for "
    "eighteen days.",
    "فَإِذَا حُوتٌ مِثْلُ الظَّرِبِ فَأَكَلَ مِنْهُ الْقَوْمُ ثَمَانِيَ عَشْرَةَ لَيْلَةً",
)
_AT = max(i for i, r in enumerate(RECORDS) if r.collection == "bukhari") + 1
INDEX = build_index((*RECORDS[:_AT], FISH, *RECORDS[_AT:]), COLLECTIONS, LEXICON, lemmatiser=LEMMAS)


def test_an_english_name_is_read_as_the_person_of_a_story() -> None:
    assert person_named(("~jonah",)) == "يونس"
    assert person_named(("~moses", "~musa")) == "موسيا"
    assert person_named(("~lot",)) is None  # a word too ("a lot"), never read as the person
    assert set(ENGLISH_PERSONS.values()) <= STORY_PERSONS


def test_a_window_without_the_person_asked_about_answers_nothing() -> None:
    # Found with all eight collections on: "eighteen days" and "fish" held 0.61 of the
    # subject's weight without Jonah, and the question was answered.
    verdict = answer(INDEX, config(), "How many days was Jonah inside the fish?")
    assert "bukhari:90" not in verdict.passage_ids
