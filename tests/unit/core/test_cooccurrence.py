from core_fixtures import SOURCE_TERMS, hadith, index

from sanad.core.cooccurrence import READ_AT_MOST, joint_terms
from sanad.core.index import Index
from sanad.core.score import Slot, query_slots, slot_posting
from sanad.core.tokenise import content_tokens, tokenise
from sanad.core.types import Posting

INDEX = index()


def _subject(corpus: Index, question: str) -> list[tuple[Slot, Posting]]:
    slots = query_slots(corpus, content_tokens(tokenise(question)), SOURCE_TERMS)
    postings = {alt: corpus.posting(alt) for slot in slots for alt in slot.alternatives}
    return [
        (slot, slot_posting(slot, postings, corpus.passage_count))
        for slot in slots
        if not slot.source_term
    ]


def test_words_in_one_sentence_are_joint() -> None:
    # Q 2:219: "They question thee about strong drink and games of chance."
    assert joint_terms(INDEX, _subject(INDEX, "strong drink chance"), enough=3) == 3


def test_words_in_one_passage_but_different_sentences_are_not() -> None:
    # "... strong drink ... Say: In both is great sin ...": sin stands in another sentence.
    assert joint_terms(INDEX, _subject(INDEX, "drink sin"), enough=2) == 1


def test_words_no_passage_holds_together() -> None:
    assert joint_terms(INDEX, _subject(INDEX, "orphan fasting"), enough=2) == 1


def test_counting_stops_at_enough() -> None:
    # Exact below ``enough``; at or above it once a sentence reaches it.
    assert joint_terms(INDEX, _subject(INDEX, "strong drink chance"), enough=2) >= 2
    assert joint_terms(INDEX, _subject(INDEX, "strong drink sin"), enough=2) == 2


def test_the_narrators_opening_goes_with_every_sentence() -> None:
    # bukhari:1, "Narrated 'Umar bin Al-Khattab:" over the hadith on intentions.
    assert joint_terms(INDEX, _subject(INDEX, "umar intentions"), enough=2) == 2


def test_a_single_word_and_the_gate_switched_off() -> None:
    assert joint_terms(INDEX, _subject(INDEX, "orphan"), enough=2) == 1
    assert joint_terms(INDEX, _subject(INDEX, "orphan fasting"), enough=1) == 1
    assert joint_terms(INDEX, _subject(INDEX, "kuraby"), enough=2) == 0


def _apart(count: int) -> Index:
    records = [hadith("bukhari", n, "The alpha came. Then the beta.", "") for n in range(1, count)]
    return index(records)


def test_past_the_reading_limit_sharing_passages_counts_as_together() -> None:
    # Documented approximation: words sharing more than READ_AT_MOST passages are not read.
    within, beyond = _apart(READ_AT_MOST + 1), _apart(READ_AT_MOST + 2)
    assert joint_terms(within, _subject(within, "alpha beta"), enough=2) == 1
    assert joint_terms(beyond, _subject(beyond, "alpha beta"), enough=2) == 2
