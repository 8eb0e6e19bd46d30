"""Numbered references inside a question, read and resolved like ``resolve_reference``."""

import pytest
from core_fixtures import index

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer
from sanad.core.question_refs import question_references

INDEX = index()


@pytest.mark.parametrize(
    ("question", "written", "canonical"),
    [
        ("What is Surah 103 about?", "surah 103", "Surah 103"),
        ("Can you read me 24:35", "24:35", "Qur'an 24:35"),
        ("Surah 2, verses 183 to 219", "surah 2, verses 183 to 219", "Qur'an 2:183-219"),
        ("surah 2 verse 183", "surah 2 verse 183", "Qur'an 2:183"),
        ("Q 2.183-185", "q 2.183-185", "Qur'an 2:183-185"),
        ("What does Qur'an 2:219 say?", "quran 2:219", "Qur'an 2:219"),
        ("chapter 107", "chapter 107", "Surah 107"),
        ("Show me Bukhari entry 1", "bukhari entry 1", "Bukhari entry 1"),
        ("What is in Muslim entry 7460?", "muslim entry 7460", "Sahih Muslim entry 7460"),
        ("entry 2 of Sahih Bukhari", "entry 2 of sahih bukhari", "Bukhari entry 2"),
        ("Read Muwatta entry 3", "muwatta entry 3", "Muwatta entry 3"),
    ],
)
def test_a_reference_is_read_in_one_canonical_form(
    question: str, written: str, canonical: str
) -> None:
    (found,) = question_references(INDEX, question)
    assert (found.text, found.canonical) == (written, canonical)


def test_several_references_come_in_order() -> None:
    found = question_references(INDEX, "Explain verse 107:2 and 93:9")
    assert [ref.canonical for ref in found] == ["Qur'an 107:2", "Qur'an 93:9"]
    assert [ref.resolution.ids for ref in found] == [("quran:107:2",), ("quran:93:9",)]


@pytest.mark.parametrize(
    "question",
    [
        "What does Bukhari 1 say?",  # the cited numbering, read elsewhere (references.py)
        "What does the Quran say about patience?",
        "How many prophets are there?",
    ],
)
def test_no_numbered_reference_is_found_where_none_is_written(question: str) -> None:
    assert question_references(INDEX, question) == ()


@pytest.mark.parametrize(
    ("question", "status", "ids"),
    [
        ("Qur'an 2:219", "resolved", ("quran:2:219",)),
        ("Show me Bukhari entry 1", "resolved", ("bukhari:1",)),
        ("surah 93", "resolved", ("quran:93:9",)),
        ("Can you read me 24:35", "not_in_corpus", ()),
        ("Muslim entry 7460", "not_in_corpus", ()),
    ],
)
def test_a_reference_is_resolved_against_the_index(
    question: str, status: str, ids: tuple[str, ...]
) -> None:
    (found,) = question_references(INDEX, question)
    assert found.resolution.status == status
    assert found.resolution.ids == ids


def test_a_clock_time_is_no_verse() -> None:
    assert question_references(INDEX, "What did he do at 10:30 in the morning?") == ()


@pytest.mark.slow
@pytest.mark.parametrize(
    ("question", "status", "ids"),
    [
        ("What is Surah 103 about?", "resolved", ("quran:103:1", "quran:103:2", "quran:103:3")),
        ("Can you read me 24:35?", "resolved", ("quran:24:35",)),
        ("Surah 2, verses 1 to 3", "resolved", ("quran:2:1", "quran:2:2", "quran:2:3")),
        ("Show me Muslim entry 12", "resolved", ("muslim:12",)),
        ("What is Muwatta entry 3?", "resolved", ("malik:entry-3",)),
        ("What does Bukhari entry 8000 say?", "not_in_corpus", ()),
        ("What does surah 115 say?", "not_in_corpus", ()),
        ("What is in Qur'an 2:300?", "not_in_corpus", ()),
    ],
)
def test_references_resolve_or_refuse_on_the_real_corpus(
    real_corpus: LoadedCorpus, question: str, status: str, ids: tuple[str, ...]
) -> None:
    (found,) = question_references(real_corpus.index, question)
    assert found.resolution.status == status
    assert found.resolution.ids == ids
    if status != "resolved":
        assert found.resolution.message  # the refusal says why


@pytest.mark.parametrize(
    ("question", "ids"),
    [
        ("first 10 verses of surah al-kahf", tuple(f"quran:18:{n}" for n in range(1, 11))),
        ("surah kahf first 10 verses", tuple(f"quran:18:{n}" for n in range(1, 11))),
        ("the last two verses of surah al-baqarah", ("quran:2:285", "quran:2:286")),
        ("surah yasin verses 1 to 5", tuple(f"quran:36:{n}" for n in range(1, 6))),
        ("Surah Maryam, verse 30", ("quran:19:30",)),
        ("yasin first 5 verses", tuple(f"quran:36:{n}" for n in range(1, 6))),
    ],
)
def test_verses_of_a_surah_named_by_its_name_are_read(
    real_corpus: LoadedCorpus, question: str, ids: tuple[str, ...]
) -> None:
    # "first N verses", "the last two verses", "verses 1 to 5" of a surah named by its name
    # are those verses, not a search of the surah for "first" and "verses".
    found = question_references(real_corpus.index, question)
    assert [ref.resolution.ids for ref in found] == [ids]


def test_a_first_n_verses_without_a_surah_name_is_no_reference(real_corpus: LoadedCorpus) -> None:
    assert question_references(real_corpus.index, "tell me the first 3 verses revealed") == ()


@pytest.mark.parametrize(
    ("question", "canonical"),
    [
        # Arabic: digits in either script, سورة / آية in ordinary or careless spelling.
        ("سورة ٢ آية ٢٥٥", "Qur'an 2:255"),
        ("سوره 2 ايه 255", "Qur'an 2:255"),
        ("سورة ٢، الآيات ١٨٣ إلى ١٨٥", "Qur'an 2:183-185"),
        ("الآية ٢٥٥ من سورة ٢", "Qur'an 2:255"),
        ("سورة ١٠٣", "Surah 103"),
        ("سورة البقرة آية ٢٥٥", "Surah البقرة 255"),
        ("اقرأ لي سورة الإخلاص كاملة", "Surah الاخلاص"),
        ("الآية ٣٠ من سورة مريم", "Surah مريم 30"),
        ("سورة آل عمران الآية ٧", "Surah ال عمران 7"),
        # A verse by its ordinal, a surah with رقم, a surah named without the word سورة after
        # a verse number, a verse known by its name (stop 28).
        ("الآية الثالثة من سورة الفاتحة", "Surah الفاتحة 3"),
        ("ما هي الآية الأولى في سورة الملك", "Surah الملك 1"),
        ("سورة رقم ١١٢", "Surah 112"),
        ("اقرأ لي آية الكرسي", "Qur'an 2:255"),
        # The other verses known by a name of their own (the ninth round).
        ("اكتب لي آية الدين", "Qur'an 2:282"),
        ("ممكن آية النور", "Qur'an 24:35"),
        ("متى نزلت آية الحجاب", "Qur'an 33:53"),
        ("ما هي آية المباهلة", "Qur'an 3:61"),
        ("ما هي آخر سورة في القرآن", "Surah 114"),
        ("أول سورة في المصحف", "Surah 1"),
    ],
)
def test_an_arabic_reference_is_read_in_one_canonical_form(question: str, canonical: str) -> None:
    (found,) = question_references(INDEX, question)
    assert found.canonical == canonical


@pytest.mark.parametrize(
    ("question", "canonical"),
    [
        ("What is the third verse of Surah al-Fatiha?", "Surah al-fatiha 3"),
        ("Read me Ayat al-Kursi", "Qur'an 2:255"),
        ("the Throne Verse", "Qur'an 2:255"),
        ("Recite the verse of light", "Qur'an 24:35"),
        ("What is Ayat al-Dayn?", "Qur'an 2:282"),
        ("the verse of debt", "Qur'an 2:282"),
        ("Ayat an-Nur", "Qur'an 24:35"),
    ],
)
def test_an_english_verse_by_its_ordinal_or_name_is_read(question: str, canonical: str) -> None:
    (found,) = question_references(INDEX, question)
    assert found.canonical == canonical


@pytest.mark.slow
@pytest.mark.parametrize(
    ("question", "ids"),
    [
        ("آية ٢٥٥ من البقرة", ("quran:2:255",)),  # a surah named without the word سورة
        ("الآية الثالثة من سورة الفاتحة", ("quran:1:3",)),
        ("سورة رقم ١١٢", tuple(f"quran:112:{v}" for v in range(1, 5))),
        ("اقرأ لي آية الكرسي", ("quran:2:255",)),
        ("اكتب لي آية الدين", ("quran:2:282",)),
        ("What is the third verse of Surah al-Fatiha?", ("quran:1:3",)),
    ],
)
def test_a_verse_by_ordinal_name_or_bare_surah_name_resolves_on_the_real_corpus(
    real_corpus: LoadedCorpus, question: str, ids: tuple[str, ...]
) -> None:
    (found,) = question_references(real_corpus.index, question)
    assert found.resolution.ids == ids


def test_an_arabic_surah_that_does_not_exist_is_a_reference_refused_with_its_reason() -> None:
    (found,) = question_references(INDEX, "سورة ١١٥")
    assert found.resolution.status == "not_in_corpus"


@pytest.mark.parametrize(
    ("question", "ids"),
    [
        ("اول اية في سورة البقرة", ("quran:2:1",)),
        ("آخر آيتين من سورة البقرة", ("quran:2:285", "quran:2:286")),
        ("أول عشر آيات من سورة الكهف", tuple(f"quran:18:{v}" for v in range(1, 11))),
    ],
)
def test_the_first_or_last_arabic_verses_of_a_named_surah(
    real_corpus: LoadedCorpus, question: str, ids: tuple[str, ...]
) -> None:
    (found,) = question_references(real_corpus.index, question)
    assert found.resolution.ids == ids


@pytest.mark.parametrize(
    "question",
    [
        "ما معنى السورة في القرآن",
        "ما فضل قراءة القرآن",
        "كم آية في القرآن",
        "ما الآية الثالثة",  # an ordinal with no surah names no verse
        "آية ٥ من الكتاب",  # "the Book" is no surah's name
    ],
)
def test_no_arabic_reference_where_none_is_written(question: str) -> None:
    assert question_references(INDEX, question) == ()


@pytest.mark.parametrize(
    ("question", "ids"),
    [
        # The first or last hadith of a collection is that entry of the packaged dataset (its
        # numbering, which the answer states), not a search for the word "first".
        ("What is the first hadith in Sahih Bukhari?", ("bukhari:1",)),
        ("the first hadith of al-Bukhari", ("bukhari:1",)),
        ("ما هو الحديث الأول في صحيح البخاري", ("bukhari:1",)),
        ("اول حديث في البخاري", ("bukhari:1",)),
        ("أول حديث في موطأ مالك", ("malik:entry-1",)),
    ],
)
def test_the_first_hadith_of_a_collection_is_its_first_entry(
    real_corpus: LoadedCorpus, question: str, ids: tuple[str, ...]
) -> None:
    (found,) = question_references(real_corpus.index, question)
    assert found.resolution.ids == ids


@pytest.mark.parametrize(
    "question", ["What is the last hadith in Sahih Muslim?", "آخر حديث في صحيح مسلم"]
)
def test_the_last_hadith_of_a_collection_is_its_last_entry(
    real_corpus: LoadedCorpus, question: str
) -> None:
    # The dataset stores Muslim's Introduction (book 0) after its last book: the last hadith
    # is the last entry of the highest-numbered book, not the dataset's last entry.
    index = real_corpus.index
    span = index.collection_span("muslim")
    books = [index.headers[o][3] or 0 for o in span]
    last = index.headers[[o for o, b in zip(span, books, strict=True) if b == max(books)][-1]][0]
    (found,) = question_references(index, question)
    assert found.resolution.ids == (last,)
    assert index.headers[index.collection_span("muslim")[-1]][3] == 0  # the premise holds


@pytest.mark.parametrize(
    "question",
    [
        "What was the first hadith the Prophet said about prayer?",  # no collection named
        "ما اول حديث سمعه ابو هريرة",
        "the last hadith narrated by Aisha in Bukhari about fasting",
    ],
)
def test_a_first_or_last_hadith_not_of_a_collection_is_no_reference(
    real_corpus: LoadedCorpus, question: str
) -> None:
    assert question_references(real_corpus.index, question) == ()


@pytest.mark.slow
@pytest.mark.parametrize(
    "question",
    [
        "ممكن آية النور؟ الآية ٣٥ من سورة النور",  # one verse named twice, by name and number
        "Qur'an 24:35, the verse of light",
    ],
)
def test_a_verse_named_twice_is_quoted_once(real_corpus: LoadedCorpus, question: str) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert [str(i) for i in verdict.passage_ids] == ["quran:24:35"]
