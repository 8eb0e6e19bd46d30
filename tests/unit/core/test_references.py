import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.references import find_references, referenced_ids, unresolved_reason


@pytest.mark.parametrize(
    ("question", "collection", "numbers"),
    [
        ("What does surah 115 say?", "quran", (115,)),
        ("Quran 2:300", "quran", (2, 300)),
        ("Qur'an 2:255, the throne verse", "quran", (2, 255)),
        ("Show me Bukhari hadith 99999", "bukhari", (99999,)),
        ("Sahih Muslim number 7459", "muslim", (7459,)),
        ("hadith number 5", None, (5,)),
        ("Surah 2 verse 286", "quran", (2, 286)),
        # A hadith by the number people cite, in Arabic, or by its ordinal (stop 28): a scheme
        # this edition does not carry, refused with its reason, never answered by searching
        # the words "number" and "Muslim".
        ("الحديث رقم ١٠ في صحيح مسلم", "muslim", (10,)),
        ("صحيح البخاري رقم ٥٠", "bukhari", (50,)),
        ("حديث رقم ٥", None, (5,)),
        ("الحديث الخامس في صحيح البخاري", "bukhari", (5,)),
        ("the fifth hadith in Sahih Bukhari", "bukhari", (5,)),
    ],
)
def test_references_are_found(
    question: str, collection: str | None, numbers: tuple[int, ...]
) -> None:
    (reference,) = find_references(question)
    assert reference.collection == collection
    assert reference.numbers == numbers


@pytest.mark.parametrize(
    "question",
    [
        "What does the Quran say about orphans?",
        "the five daily prayers",
        "Muslims and fasting",
        "ما هو الحديث الأول في صحيح البخاري",  # its first entry: read in question_refs
        "ما رقم سورة يس",
    ],
)
def test_questions_without_references(question: str) -> None:
    assert find_references(question) == ()


@pytest.mark.slow
def test_resolution_against_the_real_corpus(real_corpus: LoadedCorpus) -> None:
    index = real_corpus.index
    (surah_115,) = find_references("surah 115")
    assert "114" in (unresolved_reason(index, surah_115) or "")
    (verse_300,) = find_references("Quran 2:300")
    assert "286 verses" in (unresolved_reason(index, verse_300) or "")
    (throne,) = find_references("Quran 2:255")
    assert unresolved_reason(index, throne) is None
    # Bukhari entry 5 exists, but "Bukhari 5" is a cited number this edition does not carry.
    (cited,) = find_references("Bukhari 5")
    reason = unresolved_reason(index, cited) or ""
    assert "number people cite" in reason


@pytest.mark.slow
def test_a_named_surah_with_a_verse_names_that_verse(real_corpus: LoadedCorpus) -> None:
    index = real_corpus.index
    for question in (
        "What is verse 255 of surah al-baqarah?",
        "ما تفسير (البقرة: 255)؟",
        "سورة البقرة آية 255",
        "Explain al-Baqarah:255",
        "surah Baqara, verse 255",
    ):
        (reference,) = find_references(question)
        assert unresolved_reason(index, reference) is None, question
        assert referenced_ids(index, reference) == ("quran:2:255",), question
    (unknown,) = find_references("What does surah qwerty 3 say?")
    assert "not understood" in (unresolved_reason(index, unknown) or "")
    (too_far,) = find_references("verse 300 of surah al-baqarah")
    assert "286 verses" in (unresolved_reason(index, too_far) or "")
    # A surah named without a verse is no reference: "surah of light" names no passage.
    assert find_references("What does Surah Maryam say about Jesus?") == ()
