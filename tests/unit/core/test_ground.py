from core_fixtures import COLLECTIONS, RECORDS

from sanad.core.ground import (
    GROUNDING_LIMIT,
    allowed_terms,
    check_sentence,
    ground,
    passage_texts,
    split_sentences,
)
from sanad.core.passage import Passage

PASSAGES = {r.id: Passage.from_record(r, COLLECTIONS[r.collection]) for r in RECORDS}
RAMADAN = PASSAGES["bukhari:2"]
ORPHAN = PASSAGES["quran:93:9"]


def test_sentences_keep_their_end_marks_and_citations_do_not_split() -> None:
    text = "Read Qur'an 2:183 today. Is 2.5 a number?  Yes!\nA line without a mark"
    assert split_sentences(text) == (
        "Read Qur'an 2:183 today.",
        "Is 2.5 a number?",
        "Yes!",
        "A line without a mark",
    )


def test_split_never_yields_an_empty_sentence() -> None:
    assert split_sentences("  \n\n . ") == (".",)
    assert split_sentences("") == ()


def test_an_invented_citation_is_struck_with_its_words_as_written() -> None:
    result = ground(
        "The Prophet used to recite in Ramadan. The Prophet said this in Sahih al-Tirmidhi "
        "number 4127.",
        [RAMADAN],
        "Why do Muslims fast in Ramadan?",
        ["number", "sahih"],
    )
    assert [c.kept for c in result.sentences] == [True, False]
    assert result.struck[0].offending == ("tirmidhi", "4127")
    assert result.kept_text == "The Prophet used to recite in Ramadan."
    assert not result.all_kept


def test_offending_words_are_lower_cased_tokens_not_stems_and_listed_once() -> None:
    allowed = allowed_terms([], "")
    check = check_sentence("Scholars AGREED, scholars agreed.", allowed)
    assert check.offending == ("scholars", "agreed")


def test_inflections_of_a_passage_word_are_grounded_by_the_same_stemmer() -> None:
    assert check_sentence("Orphans are not oppressed.", allowed_terms([ORPHAN], "")).kept


def test_numbers_are_content_words() -> None:
    assert check_sentence("Verse 9.", allowed_terms([ORPHAN], "", ["verse"])).kept
    assert check_sentence("Verse 10.", allowed_terms([ORPHAN], "", ["verse"])).offending == ("10",)


def test_a_sentence_of_stopwords_only_is_kept() -> None:
    assert check_sentence("And so it was, for them.", frozenset()).kept


def test_the_question_and_the_vocabulary_ground_words() -> None:
    allowed = allowed_terms([], "Why do Muslims fast?", ["lesson"])
    assert check_sentence("Muslims fast: a lesson.", allowed).kept
    assert check_sentence("Muslims feast.", allowed).offending == ("feast",)


def test_a_passage_grounds_its_arabic_narrator_reference_and_chapter() -> None:
    texts = passage_texts(PASSAGES["bukhari:1"])
    assert any("Umar" in text for text in texts)
    allowed = allowed_terms([PASSAGES["bukhari:1"]], "")
    assert check_sentence("Narrated 'Umar: entry 1, Sahih al-Bukhari, Revelation.", allowed).kept
    assert check_sentence("إِنَّمَا الأعمال بالنيات", allowed).kept


def test_with_no_passages_every_content_sentence_is_struck() -> None:
    result = ground("Imam al-Ghazali wrote in Ihya Ulum al-Din.", [], "")
    assert result.struck[0].offending == ("imam", "ghazali", "wrote", "ihya", "ulum", "din")


def test_the_limit_is_stated() -> None:
    assert "cannot catch real words rearranged" in GROUNDING_LIMIT
    assert "lexical" in (ground.__doc__ or "").casefold()
