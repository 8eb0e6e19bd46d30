import math
import pickle

import attrs
import pytest
from core_fixtures import COLLECTIONS, LEMMAS, LEXICON, RECORDS, hadith, index

from sanad.core.bridge import Lexicon
from sanad.core.frequent import FREQUENT_SHARE
from sanad.core.index import (
    ARABIC_FIELD,
    ENGLISH_FIELD,
    KINDS,
    LEMMA_FREE_KINDS,
    build_index,
    corpus_forms,
    encode_prepared,
    encode_slice,
    encode_slices,
    english_sides,
    english_sides_before_arabic,
    idf,
    joined_links,
    links_from,
    links_within,
    pack_sentences,
    passage_terms,
    prepare_fields,
    prepared_forms,
    weigh,
    with_arabic_lemmas,
)
from sanad.core.lemma import Lemmatiser
from sanad.core.passage import text_hash
from sanad.core.sentence_parts import joined_of
from sanad.core.terms import terms_of

INDEX = index()


def test_idf_is_positive_largest_for_unseen_terms_and_falls_with_frequency() -> None:
    values = [idf(df, 100) for df in range(101)]
    assert all(value > 0 for value in values)
    assert values == sorted(values, reverse=True)
    assert idf(0, 100) == pytest.approx(math.log(1 + 100.5 / 0.5))
    assert idf(0, 0) == pytest.approx(math.log(2.0))


def test_the_index_keeps_ids_order_and_collections() -> None:
    assert INDEX.passage_count == len(RECORDS)
    assert list(INDEX.ids()) == [r.id for r in RECORDS]
    assert INDEX.ordinals["bukhari:1"] == 4
    assert dict(INDEX.spans) == {
        "quran": (0, 4),
        "bukhari": (4, 6),
        "muslim": (6, 7),
        "malik": (7, 8),
    }
    assert INDEX.collection_span("bukhari") == range(4, 6)
    assert INDEX.count_by_collection() == {"quran": 4, "bukhari": 2, "muslim": 1, "malik": 1}
    assert INDEX.lexicon_edition == "en.pickthall"


def test_a_collection_the_corpus_lacks_has_an_empty_span() -> None:
    quran_only = index(RECORDS[:4])
    assert quran_only.collection_span("malik") == range(0)
    assert list(quran_only.collections) == ["quran"]


def test_records_come_back_verbatim() -> None:
    for ordinal, record in enumerate(RECORDS):
        assert INDEX.record(ordinal) == record
        assert INDEX.passage(record.id) == INDEX.passage_at(ordinal)
    assert INDEX.passage("quran:1:1") is None


def test_each_passage_carries_the_hash_of_its_texts_made_at_ingest() -> None:
    # What a review is bound to is hashed once, at ingest, not each time a passage is quoted:
    # the stored hash is the one the passage's texts and edition give, and an index without
    # stored hashes (an older build) hashes them as it reads them, to the same passage.
    assert len(INDEX.text_hashes) == 32 * len(RECORDS)
    unstored = attrs.evolve(INDEX, text_hashes=b"")
    for ordinal, record in enumerate(RECORDS):
        info = INDEX.collections[record.collection]
        edition = info.edition.id if info.edition else ""
        passage = INDEX.passage_at(ordinal)
        assert passage.review.text_hash == text_hash(record.arabic, record.english.strip(), edition)
        assert unstored.passage_at(ordinal) == passage


def test_sentences_read_joined_are_the_parts_with_their_lemmas_joined() -> None:
    # Packed or read from the texts (an index without packed sentences), each side asked.
    unpacked = attrs.evolve(INDEX, sentence_offsets=b"")
    for ordinal in range(len(RECORDS)):
        for english, arabic in ((True, True), (True, False), (False, True)):
            parts = INDEX.parts_at(ordinal, english=english, arabic=arabic)
            assert unpacked.parts_at(ordinal, english=english, arabic=arabic) == parts
            for index_ in (INDEX, unpacked):
                assert index_.joined_at(ordinal, english=english, arabic=arabic) == (
                    joined_of(parts[0]),
                    joined_of(parts[1]),
                )
        assert INDEX.packed_sides(ordinal) is not None
        assert unpacked.packed_sides(ordinal) is None


def test_postings_hold_the_passages_with_each_term() -> None:
    orphan = INDEX.posting("orphan")
    assert set(orphan) == {INDEX.ordinals["quran:93:9"], INDEX.ordinals["quran:107:2"]}
    assert INDEX.document_frequency("orphan") == 2
    assert INDEX.document_frequency("kurabi") == 0
    assert INDEX.posting("kurabi") == {}


def test_a_term_in_both_fields_of_a_passage_counts_once() -> None:
    both = hadith("bukhari", 1, "fasting صيام", "الصيام")
    built = index([both])
    assert built.document_frequency("صيام") == 1
    assert len(built.posting("صيام")) == 1


def test_the_qur_an_is_searched_by_its_search_form() -> None:
    verse = INDEX.ordinals["quran:2:219"]
    assert verse in INDEX.posting("خمر")
    # The displayed Uthmani spelling of يسألونك folds to something else; the search form is used.
    assert "يسالونك" in terms_of(RECORDS[1].arabic_search or "")
    assert verse in INDEX.posting("يسالونك")


def test_a_shorter_passage_weighs_more_for_the_same_term() -> None:
    short = hadith("bukhari", 1, "charity", "")
    long = hadith("bukhari", 2, "charity " + "word " * 30, "")
    weights = index([short, long]).posting("chariti")
    assert weights[0] > weights[1] > 0


def test_stopwords_are_not_indexed() -> None:
    assert "the" not in INDEX.postings
    assert "ان" not in INDEX.postings


def test_building_is_deterministic() -> None:
    assert index() == INDEX


def test_what_an_index_works_out_once_is_not_stored_with_it() -> None:
    # The longest bridge is read once per index, not once per question; it must not enter
    # the stored corpus, or a build would pickle differently once a question had been asked.
    built = index()
    before = pickle.dumps(built)
    assert built.longest_bridge == max(key.count(" ") + 1 for key in built.bridges)
    assert pickle.dumps(built) == before


def test_an_empty_corpus_builds_an_empty_index() -> None:
    empty = build_index([], {}, Lexicon.empty("en.pickthall"))
    assert empty.passage_count == 0
    assert dict(empty.postings) == {}
    assert list(empty.ids()) == []


def test_collections_must_be_contiguous() -> None:
    records = [RECORDS[0], RECORDS[4], RECORDS[1]]
    with pytest.raises(ValueError, match="not contiguous"):
        build_index(records, COLLECTIONS, LEXICON)


def test_slices_must_cover_every_field_of_every_passage() -> None:
    partial = [encode_slice(RECORDS[:3], 0, LEXICON)]
    with pytest.raises(ValueError, match="do not cover"):
        build_index(RECORDS, COLLECTIONS, LEXICON, partial)
    english_only = [encode_slice(RECORDS, 0, LEXICON, (ENGLISH_FIELD,))]
    with pytest.raises(ValueError, match="do not cover field 1"):
        build_index(RECORDS, COLLECTIONS, LEXICON, english_only)


def test_slices_built_apart_give_the_same_index() -> None:
    both = (ENGLISH_FIELD, ARABIC_FIELD)
    slices = [
        encode_slice(part, first, LEXICON, both, kind, LEMMAS)
        for part, first in ((RECORDS[:5], 0), (RECORDS[5:], 5))
        for kind in KINDS
    ]
    assert build_index(RECORDS, COLLECTIONS, LEXICON, slices, LEMMAS) == INDEX


def test_lemma_free_kinds_weighed_first_give_the_same_index() -> None:
    prepared = prepare_fields(RECORDS)
    assert prepared_forms(prepared) == corpus_forms(RECORDS)
    assert encode_prepared(prepared, 3, len(RECORDS), LEXICON, KINDS, LEMMAS) == encode_slices(
        RECORDS, 3, LEXICON, lemmatiser=LEMMAS
    )
    free = encode_prepared(prepared, 0, len(RECORDS), LEXICON, LEMMA_FREE_KINDS)
    weighed = {kind: weigh(free, len(RECORDS), kind) for kind in LEMMA_FREE_KINDS}
    lemma = encode_prepared(prepared, 0, len(RECORDS), LEXICON, ("lemma",), LEMMAS)
    assert build_index(RECORDS, COLLECTIONS, LEXICON, lemma, LEMMAS, weighed=weighed) == INDEX


def test_weighed_postings_cover_every_passage_and_lemmas_keep_their_slices() -> None:
    partial = encode_prepared(prepare_fields(RECORDS[:3]), 0, 3, LEXICON, ("stem",))
    with pytest.raises(ValueError, match="stem term slices do not cover"):
        weigh(partial, len(RECORDS), "stem")
    lemma = encode_prepared(prepare_fields(RECORDS), 0, len(RECORDS), LEXICON, ("lemma",), LEMMAS)
    every = encode_prepared(prepare_fields(RECORDS), 0, len(RECORDS), LEXICON, KINDS, LEMMAS)
    weighed = {kind: weigh(every, len(RECORDS), kind) for kind in KINDS}
    with pytest.raises(ValueError, match="they carry the bigrams"):
        build_index(RECORDS, COLLECTIONS, LEXICON, [], LEMMAS, weighed=weighed)
    # With the lemma slices (for the bigrams), weighed postings build the same index.
    assert build_index(RECORDS, COLLECTIONS, LEXICON, lemma, LEMMAS, weighed=weighed) == INDEX


def test_a_slice_numbers_streams_by_passage_and_field() -> None:
    piece = encode_slice(RECORDS, 10, LEXICON)
    streams = piece.stream_terms()
    malik = 10 + 7
    # The Muwatta entry has no English and no narrator: its English field makes no stream.
    assert 2 * malik + ENGLISH_FIELD not in streams
    assert streams[2 * malik + ARABIC_FIELD] == terms_of(RECORDS[7].arabic)
    english, arabic = passage_terms(RECORDS[4])
    assert streams[2 * 14 + ENGLISH_FIELD] == english
    assert streams[2 * 14 + ARABIC_FIELD] == arabic
    # Phrases are found among lemmas ("|" where a function word stood), in lemma slices only.
    assert piece.phrase_hits == ()
    lemmas = encode_slice(RECORDS, 10, LEXICON, kind="lemma", lemmatiser=LEMMAS)
    assert (2 * 11 + ENGLISH_FIELD, "~game | chance") in lemmas.phrase_hits
    assert (2 * 11 + ENGLISH_FIELD, "~strong drink") in lemmas.phrase_hits
    assert "~game | chance" in lemmas.vocabulary


def test_the_narrator_is_searched_with_the_english() -> None:
    assert INDEX.ordinals["bukhari:1"] in INDEX.posting("khattab")


def test_english_made_before_the_arabic_table_takes_its_arabic_lemmas_after() -> None:
    records = [
        hadith("bukhari", 1, "Give charity in secret.", "تصدقوا"),
        hadith("bukhari", 2, "He said: الصدقات are for the poor.", "قال"),
        hadith("bukhari", 3, "The Prophet (\ufdfa) said: give.", "قال"),
        hadith("bukhari", 4, "An escape \x1b here.", "قال"),
    ]
    whole = Lemmatiser(table={"said": "say"}, arabic={"الصدقات": "صدقة", "صلى": "صلى"})
    early, again = english_sides_before_arabic(records, Lemmatiser(table={"said": "say"}))
    assert again == (3,)  # the text holds the mark itself: made again in full
    assert early[0] == english_sides(records, whole)[0]
    assert early[1] != english_sides(records, whole)[1]  # the Arabic word waits for its lemma
    assert with_arabic_lemmas(early, again, records, whole) == english_sides(records, whole)


def test_sentences_given_their_english_pack_as_sentences_packed_whole() -> None:
    english = english_sides(RECORDS, LEMMAS)
    assert pack_sentences(RECORDS, LEMMAS, english) == pack_sentences(RECORDS, LEMMAS)
    built = build_index(RECORDS, COLLECTIONS, LEXICON, lemmatiser=LEMMAS)
    given = build_index(
        RECORDS, COLLECTIONS, LEXICON, lemmatiser=LEMMAS, sentences=pack_sentences(RECORDS, LEMMAS)
    )
    assert built == given


def test_a_frequent_term_s_posting_is_decoded_once_and_equals_its_stored_one() -> None:
    # A word in a tenth of the passages or more (الله, النبي, "Allah", "prophet" in the real
    # corpus) is in most questions: its posting is decoded once per index, not per question.
    # Whatever is decoded once is what decoding the stored bytes gives, for every term.
    # An exact form's is kept as its passages only: only which passages hold it is read.
    frequent, forms = INDEX.frequent_postings, INDEX.frequent_holders
    least = FREQUENT_SHARE * INDEX.passage_count
    assert frequent, "the fixture has frequent terms"
    for term in INDEX.postings:
        held = INDEX.document_frequency(term)
        assert (term in frequent) == (held >= least and term[:1] == "~"), term
        assert (term in forms) == (held >= least and term[:1] == "="), term
        assert INDEX.posting(term) == INDEX.decoded_posting(term)
        if term in frequent:
            assert INDEX.posting(term) is frequent[term]  # the one decoded object, shared
        if term in forms:
            assert INDEX.holders(term) is forms[term]


def test_a_frequent_term_s_extremes_and_holders_are_its_posting_s() -> None:
    # Made on load beside the decoded posting: its least and greatest weight, and its
    # passages as the decoded posting's own keys (no ordinal decoded again).
    extremes = INDEX.frequent_extremes
    assert set(extremes) == set(INDEX.frequent_postings)
    for term in INDEX.postings:
        posting = INDEX.decoded_posting(term)
        assert list(INDEX.holders(term)) == list(posting), term
        if term in extremes:
            assert extremes[term] == (min(posting.values()), max(posting.values()))


def test_name_links_of_a_run_renumbered_are_the_links_found_there() -> None:
    links = ({"ابن": {"عمر": [0, 3, 7], "زيد": [5]}, "ام": {"سلمة": [2]}}, [1, 3, 6])
    first = links_within(links, 0, 4)
    then = links_within(links, 4, 9)
    assert first == ({"ابن": {"عمر": [0, 3]}, "ام": {"سلمة": [2]}}, [1, 3])
    assert then == ({"ابن": {"عمر": [3], "زيد": [1]}}, [2])
    assert joined_links(first, links_from(then, 4)) == links


def test_the_verses_before_are_each_verse_s_previous_verse() -> None:
    # The law story_names relies on: read for all the verses at once, each verse's is what
    # previous_verse reads of it (None at a surah's first verse, and outside the Qur'an).
    before = INDEX.verses_before()
    verses = INDEX.collection_span("quran")
    assert before.keys() == set(verses)
    assert all(before[ordinal] == INDEX.previous_verse(ordinal) for ordinal in verses)
    assert any(earlier is None for earlier in before.values())
    assert any(earlier is not None for earlier in before.values())
