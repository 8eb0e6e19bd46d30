"""resolve(): one written reference → passage ids, with the numbering it was read in."""

import attrs
import pytest
from core_fixtures import COLLECTIONS, LEXICON, RECORDS, index, quran

from sanad.core.citations import (
    MAX_REFERENCE_CHARS,
    READ_AS_CITED,
    READ_AS_ID,
    READ_AS_SURAH_NAME,
    READ_AS_VOLUME,
    InvalidReferenceError,
    absence_hint,
    resolve,
)
from sanad.core.index import build_index
from sanad.core.passage import SurahName

INDEX = index()
"""Qur'an 2:183, 2:219, 93:9, 107:2; bukhari:1-2; muslim:1; malik:entry-1 (Arabic only)."""


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("Q 2:219", ("quran:2:219",)),
        ("Qur'an 2:219", ("quran:2:219",)),
        ("QURAN 93.9", ("quran:93:9",)),
        ("the Holy Quran 107:2", ("quran:107:2",)),
        ("Surah 93, verse 9", ("quran:93:9",)),
        ("surah 93 ayah 9", ("quran:93:9",)),
        ("verse 9 of surah 93", ("quran:93:9",)),
        ("93:9", ("quran:93:9",)),
        ("  (Q 93:9).  ", ("quran:93:9",)),
        ("سورة 93 آية 9", ("quran:93:9",)),
        ("Q ٩٣:٩", ("quran:93:9",)),
        ("quran:2:219", ("quran:2:219",)),
    ],
)
def test_a_verse_reference_resolves_to_its_id(text: str, ids: tuple[str, ...]) -> None:
    resolution = resolve(INDEX, text)
    assert resolution.status == "resolved", resolution
    assert resolution.ids == ids
    assert resolution.collection == "quran"
    assert resolution.read_as is not None
    assert "surah:verse" in resolution.read_as
    assert resolution.text == text.strip()


def test_a_bare_pair_of_numbers_says_it_was_read_as_surah_and_verse() -> None:
    resolution = resolve(INDEX, "93:9")
    assert "a bare N:M is read as a Qur'an surah:verse" in resolution.message
    assert "bare" not in resolve(INDEX, "Q 93:9").message


def test_a_range_and_a_whole_surah_list_every_verse_held() -> None:
    verses = [quran(1, v, f"verse {v}", f"آية {v}", f"آية {v}") for v in range(1, 8)]
    small = build_index(verses, {"quran": COLLECTIONS["quran"]}, LEXICON)
    assert resolve(small, "Q 1:2-4").ids == ("quran:1:2", "quran:1:3", "quran:1:4")
    assert resolve(small, "Q 1:2-4").numbers == (1, 2, 4)
    assert resolve(small, "Surah 1").ids == tuple(f"quran:1:{v}" for v in range(1, 8))
    assert resolve(small, "Q 1").numbers == (1,)
    assert resolve(small, "Q 1:5-9").status == "not_in_corpus"
    assert "has 7 verses" in resolve(small, "Q 1:5-9").message
    backwards = resolve(small, "Q 1:4-2")
    assert backwards.status == "not_understood"
    assert "backwards" in backwards.message


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("Q 115:1", "no surah 115"),
        ("Q 0:1", "no surah 0"),
        ("Q 2:300", "asks for verse 300"),
        ("Q 93:1", "asks for verse 1"),
        ("quran:2:300", "surah 2 has"),
    ],
)
def test_a_verse_this_corpus_does_not_hold_is_absent_not_guessed(text: str, hint: str) -> None:
    resolution = resolve(INDEX, text)
    assert resolution.status == "not_in_corpus"
    assert resolution.ids == ()
    assert hint in resolution.message


@pytest.mark.parametrize(
    ("text", "collection"),
    [
        ("Bukhari 1", "bukhari"),
        ("Sahih al-Bukhari 1", "bukhari"),
        ("Ṣaḥīḥ al-Bukhārī #2", "bukhari"),
        ("bukhari hadith no. 1", "bukhari"),
        ("صحيح البخاري 1", "bukhari"),
        ("Sahih Muslim 7459", "muslim"),
        ("Muslim 1", "muslim"),
        ("Muwatta 1", "malik"),
        ("Muwatta Malik 1", "malik"),
        ("Malik 1", "malik"),
    ],
)
def test_a_cited_hadith_number_is_not_resolvable_in_this_edition(
    text: str, collection: str
) -> None:
    # Entry 1 exists in every one of these collections here: it is still not "Bukhari 1".
    resolution = resolve(INDEX, text)
    assert resolution.status == "not_resolvable_in_this_edition", resolution
    assert resolution.ids == ()
    assert resolution.collection == collection
    assert resolution.read_as == READ_AS_CITED
    assert "not mapped by guess" in resolution.message


def test_a_cited_number_resolves_where_the_edition_carries_that_numbering() -> None:
    in_book = attrs.evolve(
        COLLECTIONS["malik"],
        numbering_scheme="in-book number (idInBook) of the hadith-json dataset",
        numbering_is_cited=True,
    )
    record = attrs.evolve(RECORDS[-1], id="malik:12", number="12")
    corpus = build_index([record], {"malik": in_book}, LEXICON)
    resolution = resolve(corpus, "Muwatta 12")
    assert resolution.status == "resolved"
    assert resolution.ids == ("malik:12",)
    assert resolution.read_as == in_book.numbering_scheme
    assert resolve(corpus, "Muwatta 13").status == "not_in_corpus"
    assert resolve(corpus, "Muwatta entry 12").status == "not_resolvable_in_this_edition"


@pytest.mark.parametrize(
    ("text", "ident"),
    [
        ("Bukhari entry 1", "bukhari:1"),
        ("Sahih al-Bukhari, entry 2", "bukhari:2"),
        ("entry 1 of the packaged Sahih Muslim", "muslim:1"),
        ("Muwatta entry 1", "malik:entry-1"),
        ("bukhari:2", "bukhari:2"),
        ("malik:entry-1", "malik:entry-1"),
    ],
)
def test_a_dataset_entry_resolves_in_the_dataset_s_own_numbering(text: str, ident: str) -> None:
    resolution = resolve(INDEX, text)
    assert resolution.status == "resolved", resolution
    assert resolution.ids == (ident,)
    key = ident.split(":", maxsplit=1)[0]
    assert resolution.read_as is not None
    assert COLLECTIONS[key].numbering_scheme in resolution.read_as
    if not text.startswith(key + ":"):
        assert "not as the hadith number people cite" in resolution.message
    else:
        assert resolution.read_as.startswith(READ_AS_ID)


def test_an_entry_past_the_end_is_absent_with_the_range() -> None:
    resolution = resolve(INDEX, "Bukhari entry 3")
    assert resolution.status == "not_in_corpus"
    assert "1..2" in resolution.message


@pytest.mark.parametrize(
    "text",
    [
        "Bukhari vol 1, book 2, hadith 3",
        "Bukhari, Book 1, Hadith 1",
        "Sahih Muslim 1:2",
        "Bukhari 1/2/3",
    ],
)
def test_volume_and_book_numbering_is_not_resolvable(text: str) -> None:
    resolution = resolve(INDEX, text)
    assert resolution.status == "not_resolvable_in_this_edition", resolution
    assert resolution.read_as == READ_AS_VOLUME


@pytest.mark.parametrize(
    "text",
    [
        "Surah al-Baqarah 255",
        "al-Baqarah:255",
        "Surah Al-Fatiha",
        "surat an-nisa, verse 3",
        "verse 8 of surah al-fatiha",
        "سورة البقرة ٢٥٥",
        "Surah Yasin 12",
    ],
)
def test_a_surah_by_name_is_not_resolvable_and_no_name_is_invented(text: str) -> None:
    resolution = resolve(INDEX, text)
    assert resolution.status == "not_resolvable_in_this_edition", resolution
    assert resolution.read_as == READ_AS_SURAH_NAME
    assert resolution.ids == ()
    assert "carries no surah names" in resolution.message
    # The answer never names a surah number for a surah name.
    assert "Q 1:7" in resolution.message
    assert "2:255" not in resolution.message


@pytest.mark.parametrize("text", ["Tirmidhi 2516", "Sunan Abu Dawud 12", "Sunan Ibn Majah 4"])
def test_a_collection_this_corpus_does_not_hold_is_named_as_absent(text: str) -> None:
    resolution = resolve(INDEX, text)
    assert resolution.status == "not_in_corpus"
    assert "does not hold" in resolution.message
    assert "Sahih al-Bukhari" in resolution.message


def test_a_collection_not_ingested_is_absent() -> None:
    quran_only = index([r for r in RECORDS if r.collection == "quran"])
    for text in ("Bukhari entry 1", "bukhari:1", "Bukhari 1"):
        resolution = resolve(quran_only, text)
        assert resolution.status == "not_in_corpus", text
        assert "not ingested" in resolution.message


@pytest.mark.parametrize("text", ["255", "hello", "Bukhari", "the Quran", "2:255:3"])
def test_text_that_is_not_a_reference_is_not_understood(text: str) -> None:
    resolution = resolve(INDEX, text)
    assert resolution.status == "not_understood"
    assert resolution.ids == ()
    assert "e.g. Q 2:255" in resolution.message


@pytest.mark.parametrize(
    "text", ["", "   ", "Q 2:255\x00", "x" * (MAX_REFERENCE_CHARS + 1), "Q 2:\ud800"]
)
def test_text_that_cannot_be_read_is_an_error(text: str) -> None:
    with pytest.raises(InvalidReferenceError):
        resolve(INDEX, text)


def test_absence_hints_say_what_the_edition_holds() -> None:
    assert absence_hint(INDEX, "quran:115:1") == "the Qur'an has 114 surahs"
    assert absence_hint(INDEX, "quran:93:20") == "surah 93 has 1 verses"
    assert "numbers bukhari 1..2" in absence_hint(INDEX, "bukhari:9")


# --- surah names, when the corpus carries them (issue 17) ----------------------------------

NAMES = (
    SurahName(number=2, arabic="البقرة", transliteration="Al-Baqarah", english="The Cow"),
    SurahName(number=93, arabic="الضحى", transliteration="Ad-Dhuha", english="The Morning"),
)
NAMED = build_index(
    RECORDS, {**COLLECTIONS, "quran": attrs.evolve(COLLECTIONS["quran"], surah_names=NAMES)},
    LEXICON,
)  # fmt: skip


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("al-Baqarah:219", ("quran:2:219",)),
        ("Surah al-Baqarah 183", ("quran:2:183",)),
        ("surat al-baqara, verse 219", ("quran:2:219",)),
        ("(البقرة: 219)", ("quran:2:219",)),
        ("البقرة: ٢١٩", ("quran:2:219",)),
        ("سورة الضحى، الآية ٩", ("quran:93:9",)),
        ("verse 9 of surah ad-dhuha", ("quran:93:9",)),
        ("[Ad-Dhuha: 9]", ("quran:93:9",)),
    ],
)
def test_a_surah_name_the_corpus_carries_resolves(text: str, ids: tuple[str, ...]) -> None:
    resolution = resolve(NAMED, text)
    assert (resolution.status, resolution.ids) == ("resolved", ids), resolution
    assert resolution.read_as is not None
    assert resolution.read_as.startswith(READ_AS_SURAH_NAME)


@pytest.mark.parametrize("text", ["Surah Qwerty 3", "سورة الفيل آية 2", "surah al-kahf 10"])
def test_an_unknown_surah_name_is_not_understood_and_never_guessed(text: str) -> None:
    resolution = resolve(NAMED, text)
    assert resolution.status == "not_understood"
    assert resolution.ids == ()
    assert "not guessed" in resolution.message


def test_an_ambiguous_surah_name_is_not_understood() -> None:
    twins = (*NAMES, SurahName(number=9, arabic="التوبة", transliteration="Baqara", english="?"))
    ambiguous = build_index(
        RECORDS, {**COLLECTIONS, "quran": attrs.evolve(COLLECTIONS["quran"], surah_names=twins)},
        LEXICON,
    )  # fmt: skip
    resolution = resolve(ambiguous, "al-Baqarah:219")
    assert resolution.status == "not_understood"
    assert "2, 9" in resolution.message


def test_a_word_and_a_number_that_name_no_surah_are_not_a_surah_reference() -> None:
    assert resolve(NAMED, "(انظر: 5)").status == "not_understood"
    assert "surah name" not in resolve(NAMED, "(انظر: 5)").message
