import re

import attrs
import pytest
from core_fixtures import BUKHARI, MALIK, MUSLIM, QURAN, RECORDS, hadith, quran

from sanad.core.passage import (
    CollectionInfo,
    Passage,
    PassageRecord,
    Review,
    is_well_formed_id,
    text_hash,
)

VERSE = RECORDS[1]  # quran:2:219
FIRST_HADITH = RECORDS[4]  # bukhari:1


@pytest.mark.parametrize(
    "text",
    [
        "quran:2:219",
        "quran:114:6",
        "bukhari:1",
        "bukhari:7277",
        "muslim:7459",
        "malik:12",
        "malik:entry-1594",
        "tirmidhi:1",
        "ibnmajah:4345",
    ],
)
def test_well_formed_ids(text: str) -> None:
    assert is_well_formed_id(text)


@pytest.mark.parametrize(
    "text",
    [
        "quran:2",
        "quran:2:219:1",
        "quran:02:219",
        "bukhari:007",
        "bukhari:",
        "bukhari:abc",
        "bukhari:123456",
        "malik:entry-",
        "t:1",
        "tir-midhi:1",
        " quran:1:1",
        "quran:1:1\n",
        "Quran:1:1",
        "",
    ],
)
def test_malformed_ids(text: str) -> None:
    assert not is_well_formed_id(text)


def test_a_record_with_a_malformed_id_cannot_be_built() -> None:
    with pytest.raises(ValueError, match="malformed passage id"):
        attrs.evolve(FIRST_HADITH, id="bukhari:one")


def test_a_verse_links_to_quran_com_and_is_cited_by_surah_and_verse() -> None:
    passage = Passage.from_record(VERSE, QURAN)
    assert passage.source_url == "https://quran.com/2/219"
    assert passage.reference == "Qur'an 2:219"
    assert passage.numbering.is_cited_number is True
    assert passage.numbering.number == "2:219"
    assert passage.grading is not None
    assert passage.grading.basis == "scripture"
    assert passage.edition is not None
    assert passage.edition.id == "en.pickthall"
    assert passage.narrator is None


@pytest.mark.parametrize(
    ("record", "info"),
    [
        (FIRST_HADITH, BUKHARI),
        (hadith("muslim", 7, "text", "نص"), MUSLIM),
        (hadith("malik", 3, "", "نص"), MALIK),
    ],
)
def test_nothing_but_a_verse_gets_a_source_url(record: PassageRecord, info: CollectionInfo) -> None:
    assert Passage.from_record(record, info).source_url is None


def test_a_sequential_entry_says_it_is_not_the_cited_number() -> None:
    passage = Passage.from_record(FIRST_HADITH, BUKHARI)
    assert passage.numbering.is_cited_number is False
    assert passage.numbering.number == "1"
    assert passage.reference == (
        "Sahih al-Bukhari — entry 1 of the packaged dataset, Book 1 (Revelation)"
    )
    assert passage.grading is not None
    assert passage.grading.label == "Sahih (by collection)"
    assert passage.grading.basis == "collection"
    assert passage.narrator == "Narrated 'Umar bin Al-Khattab:"


def test_a_cited_hadith_number_is_referenced_plainly() -> None:
    cited = attrs.evolve(MALIK, numbering_is_cited=True)
    record = hadith("malik", 12, "text", "نص", chapter=(3, "Prayer"))
    assert Passage.from_record(record, cited).reference == "Muwatta Malik 12, Book 3 (Prayer)"
    bare = hadith("malik", 12, "text", "نص", chapter=None)
    assert Passage.from_record(bare, cited).reference == "Muwatta Malik 12"


def test_a_collection_ingested_without_english_says_so() -> None:
    record = hadith("malik", 1, "", "الصِّيَامُ جُنَّةٌ", chapter=None)
    passage = Passage.from_record(record, MALIK)
    assert passage.english is None
    assert passage.translation_unavailable is not None
    assert "No English translation is ingested" in passage.translation_unavailable
    assert MALIK.edition_unavailable is not None
    assert MALIK.edition_unavailable in passage.translation_unavailable
    assert passage.edition is None
    assert passage.edition_unavailable == MALIK.edition_unavailable
    assert passage.grading is None
    assert passage.grading_unavailable == MALIK.grading_unavailable


def test_an_entry_missing_its_english_in_an_english_collection_says_so() -> None:
    record = hadith("bukhari", 9, "  ", "نص")
    passage = Passage.from_record(record, BUKHARI)
    assert passage.english is None
    assert passage.translation_unavailable is not None
    assert "carries no English for this entry" in passage.translation_unavailable
    assert "No English translation is ingested" not in passage.translation_unavailable


@pytest.mark.parametrize("english", ["", "   ", "\n\t"])
def test_a_verse_missing_its_english_names_the_edition(english: str) -> None:
    passage = Passage.from_record(attrs.evolve(VERSE, english=english), QURAN)
    assert passage.english is None
    assert passage.translation_unavailable is not None
    assert "en.pickthall" in passage.translation_unavailable


def test_a_passage_with_english_has_no_translation_note() -> None:
    passage = Passage.from_record(VERSE, QURAN)
    assert passage.english == VERSE.english
    assert passage.translation_unavailable is None


def test_the_texts_are_kept_verbatim() -> None:
    passage = Passage.from_record(VERSE, QURAN)
    assert passage.arabic == VERSE.arabic  # the Uthmani text, not the search form
    assert passage.arabic != VERSE.arabic_search


def test_an_unreviewed_passage_is_bound_to_the_hash_of_its_texts() -> None:
    review = Passage.from_record(VERSE, QURAN).review
    assert review == Review(
        status="unreviewed",
        reviewed_by=None,
        reviewed_at=None,
        text_hash=text_hash(VERSE.arabic, VERSE.english, "en.pickthall"),
    )
    assert re.fullmatch(r"sha256:[0-9a-f]{64}", review.text_hash)


def test_a_given_review_is_kept() -> None:
    review = Review(
        status="approved",
        reviewed_by="Shaykh A.",
        reviewed_at="2025-01-01",
        text_hash="sha256:" + "0" * 64,
    )
    assert Passage.from_record(VERSE, QURAN, review).review == review


def test_the_text_hash_separates_its_two_texts() -> None:
    assert text_hash("ab", "c") != text_hash("a", "bc")
    assert text_hash("a", "b") == text_hash("a", "b")
    assert text_hash("a", "b") != text_hash("b", "a")


def test_the_text_hash_binds_the_edition_too() -> None:
    assert text_hash("a", "b", "en.pickthall") != text_hash("a", "b", "en.yusufali")
    assert text_hash("a", "b", "c") != text_hash("a", "bc")


def test_a_collection_has_an_edition_or_a_reason_not_both() -> None:
    with pytest.raises(ValueError, match="exactly one of edition and edition_unavailable"):
        attrs.evolve(QURAN, edition_unavailable="no reason needed")


def test_a_collection_without_an_edition_says_why() -> None:
    with pytest.raises(ValueError, match="exactly one of edition and edition_unavailable"):
        attrs.evolve(BUKHARI, edition_unavailable=None)


def test_a_record_rebuilds_from_its_header_and_texts() -> None:
    for record in RECORDS:
        assert PassageRecord.from_parts(record.header, record.texts) == record


def test_an_absent_search_form_is_stored_as_empty() -> None:
    record = FIRST_HADITH
    assert record.arabic_search is None
    assert record.texts[3] == ""
    with_search = quran(1, 1, "In the name of Allah", "بِسْمِ ٱللَّهِ", "بسم الله")
    assert with_search.texts[3] == "بسم الله"
