"""A thing named after its class ("the planet Mars"), and a compiler named as a person.

Both found by a blind split for eight collections: "the planet mars" was answered with
verses on the planets (Mars stands in none), and "a hadith where the prophet praises imam
bukhari" with hadith of Bukhari's collection that mention an imam of prayer.
"""

import pytest
from core_fixtures import COLLECTIONS, LEXICON, config, hadith, quran

from sanad.core.answer import _named_after_their_class, answer
from sanad.core.config import Gates
from sanad.core.index import build_index
from sanad.core.lemma import Lemmatiser

_RECORDS = (
    quran(82, 2, "When the planet is dispersed,", "وإذا الكواكب انتثرت", ""),
    quran(81, 15, "Oh, but I call to witness the planet, the star which rises and sets,", "", ""),
    quran(2, 9, "They went to the city and the people of the city said: peace.", "", ""),
    hadith("bukhari", 1, "He travelled to the city of Basra and prayed there.", "سافر"),
    hadith("bukhari", 2, "The Prophet (ﷺ) said: When the Imam says the takbir, say it.", "قال"),
    hadith("muslim", 1, "The Prophet (ﷺ) said: Follow the imam in prayer.", "قال"),
    # "mars" in another sense: the question's Mars is no unknown word.
    *(
        hadith(
            "muslim", n, f"Whoever mars the peace of his neighbour {n} times is not of us.", "من"
        )
        for n in range(2, 9)
    ),
)
_GATES = Gates(min_coverage=0.0, max_oov_ratio=0.0, retrieval_threshold=0.0, min_evidence=0.6)


def _ask(question: str) -> tuple[str, tuple[str, ...]]:
    index = build_index(_RECORDS, COLLECTIONS, LEXICON)
    verdict = answer(index, config(_GATES), question)
    return verdict.verdict, verdict.passage_ids


@pytest.mark.parametrize(
    "question",
    [
        "does the quran say anything about the planet mars",
        "What does the Quran say about the planet Mars?",
        "what does the quran say about the planet of mars",
    ],
)
def test_a_thing_named_after_its_class_must_stand_in_the_window(question: str) -> None:
    assert _ask(question)[0] == "no_source"


def test_its_class_alone_is_still_answered() -> None:
    assert _ask("what does the quran say about the planet") == (
        "answered",
        ("quran:82:2", "quran:81:15"),
    )


def test_a_named_city_is_answered_where_it_is_named() -> None:
    assert _ask("hadith about the city of basra") == ("answered", ("bukhari:1",))


@pytest.mark.parametrize(
    "question",
    [
        "hadith where the prophet praises imam bukhari",
        "what did the prophet say about imam bukhari",
    ],
)
def test_a_compiler_written_as_imam_is_a_person_not_the_source(question: str) -> None:
    assert _ask(question)[0] == "no_source"


def test_a_compiler_who_narrates_is_still_the_source() -> None:
    verdict, ids = _ask("what did imam bukhari narrate about the imam")
    assert verdict == "answered"
    assert ids == ("bukhari:2",)


_DOINGS = (
    quran(99, 7, "And whoso doeth good an atom's weight will see it then,", "", ""),
    quran(34, 3, "Not an atom's weight escapeth Him in the heavens or in the earth,", "", ""),
    quran(54, 1, "The hour drew nigh and the moon was rent in twain.", "", ""),
    quran(2, 60, "He split the rock and there gushed out twelve springs.", "", ""),
    hadith("bukhari", 1, "He forbade splitting the date in two halves.", "نهى"),
    *(hadith("muslim", n, f"The people split into {n} groups.", "تفرق") for n in range(1, 8)),
)


_SPLIT = Lemmatiser(table={"splitting": "split", "split": "split", "atom": "atom"})


def _ask_doings(question: str) -> tuple[str, tuple[str, ...]]:
    index = build_index(_DOINGS, COLLECTIONS, LEXICON, lemmatiser=_SPLIT)
    verdict = answer(index, config(_GATES), question)
    return verdict.verdict, verdict.passage_ids


@pytest.mark.parametrize(
    "question",
    ["does the quran talk about splitting the atom", "splitting an atom in the quran"],
)
def test_the_doing_a_gerund_asks_about_must_stand_with_its_object(question: str) -> None:
    # "an atom's weight" holds the atom, not its splitting (a blind split for eight
    # collections, growth2-en-16).
    assert _ask_doings(question)[0] == "no_source"


def test_a_gerund_with_its_object_is_answered_where_both_stand() -> None:
    assert _ask_doings("hadith about splitting the date") == ("answered", ("bukhari:1",))


@pytest.mark.parametrize(
    ("question", "named"),
    [
        # Stop 40 (words-dev11-14, blind): "why did allah turn the people of lut into apes and
        # pigs? which surah tells it" was answered with 5:60, apes and swine, Lut nowhere.
        ("why did allah turn the people of lut into apes and pigs", {"lut"}),
        ("what happened to the nation of thamud", {"thamud"}),
        ("the folk of nuh mocked him", {"nuh"}),
        # Without "of", "people" names no one: what they do is no name.
        ("which people were turned into apes and pigs", set()),
        ("people say the prophet smiled", set()),
        # Earlier classes are unchanged.
        ("does the quran say anything about the planet mars", {"mars"}),
    ],
)
def test_a_people_is_named_after_people_of(question: str, named: set[str]) -> None:
    assert _named_after_their_class(question) == named
