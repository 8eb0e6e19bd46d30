"""The hadith's Arabic forms analysed with farahidi at ingest, and the cache that keeps them."""

from pathlib import Path

import pytest

from sanad.adapters import arabic_digest
from sanad.core.arabic_morphology import arabic_key
from sanad.core.lemma import Lemmatiser
from sanad.core.passage import PassageRecord
from sanad.core.tokenise import STOPWORDS


def hadith(number: int, arabic: str) -> PassageRecord:
    """A Bukhari record with only its Arabic."""
    return PassageRecord(
        id=f"bukhari:{number}", collection="bukhari", number=str(number), chapter_number=None,
        chapter_english=None, chapter_arabic=None, arabic=arabic, english="", narrator="",
    )  # fmt: skip


# "وعظ" twice in the hadith; the Qur'an's table (here: one form) knows the lemma وعظ.
RECORDS = (
    hadith(1, "وَعَظَ النَّاسَ فَبَكَوْا"),
    hadith(2, "ثُمَّ وَعَظَ أَصْحَابَهُ يَوْمًا"),
    hadith(3, "كَلِمَةٌ نَادِرَةٌ"),
)
QURAN = Lemmatiser(arabic={"يعظكم": arabic_key("وَعَظَ")})


def test_forms_seen_twice_that_no_quran_form_reaches_are_analysed() -> None:
    forms = arabic_digest.forms_to_analyse(RECORDS, QURAN)
    assert "وعظ" in forms
    assert "نادرة" not in forms  # seen once: keeps its light stem


def test_a_form_reads_the_first_lemma_the_quran_also_has(tmp_path: Path) -> None:
    lines: list[str] = []
    made = arabic_digest.digest(RECORDS, QURAN, (tmp_path, "sources"), lines.append)
    assert made.lemmas["وعظ"] == arabic_key("وَعَظَ")
    assert not made.cached
    assert any("farahidi" in line for line in lines)
    again = arabic_digest.digest(RECORDS, QURAN, (tmp_path, "sources"), lines.append)
    assert again.cached
    assert again.lemmas == made.lemmas


def test_other_sources_are_analysed_anew(tmp_path: Path) -> None:
    arabic_digest.digest(RECORDS, QURAN, (tmp_path, "sources"), lambda _: None)
    other = arabic_digest.digest(RECORDS, QURAN, (tmp_path, "other"), lambda _: None)
    assert not other.cached


def test_a_damaged_cache_is_made_again(tmp_path: Path) -> None:
    arabic_digest.digest(RECORDS, QURAN, (tmp_path, "sources"), lambda _: None)
    (cached,) = tmp_path.glob("arabic-hadith-*.json")
    cached.write_text("{", encoding="utf-8")
    made = arabic_digest.digest(RECORDS, QURAN, (tmp_path, "sources"), lambda _: None)
    assert not made.cached
    assert made.lemmas["وعظ"] == arabic_key("وَعَظَ")


def test_a_cache_made_under_other_function_words_is_not_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Which forms are analysed follows the function words (they are never analysed): a cache
    # made before اللتين became one would keep its old analysis (found when a warm ingest and
    # a cold one built different corpora).
    arabic_digest.digest(RECORDS, QURAN, (tmp_path, "sources"), lambda _: None)
    monkeypatch.setattr(arabic_digest, "STOPWORDS", STOPWORDS | {"وعظ"})
    again = arabic_digest.digest(RECORDS, QURAN, (tmp_path, "sources"), lambda _: None)
    assert not again.cached
    assert "وعظ" not in again.lemmas


def test_forms_the_lemmatiser_only_guesses_are_still_analysed() -> None:
    # يتعلم is read as تعلم only for lack of a reading: farahidi's reading comes first.
    records = (hadith(4, "من يتعلم العلم"), hadith(5, "ومن يتعلم القرآن"))
    forms = arabic_digest.forms_to_analyse(records, Lemmatiser(arabic={"تعلم": "تعلم"}))
    assert "يتعلم" in forms


def test_a_form_with_clitics_reads_its_own_analysis_first(tmp_path: Path) -> None:
    # "فوعظ" and "ووعظ" bare "وعظ": each is analysed as it stands, and farahidi reads the
    # clitics off itself. Read as the bare form instead (as it was), a quarter of the
    # definite forms took a wrong reading: الفقه (jurisprudence) took فقه's, ف + قه, and a
    # question on الفقه met nothing of it; النزول took زال, الامير مار.
    records = (
        *RECORDS,
        hadith(4, "فَوَعَظَ وَوَعَظَ الْفِقْهُ فِقْهٌ"),
        hadith(5, "فَوَعَظَ ثُمَّ وَوَعَظَ فِي الْفِقْهِ فِقْهٌ"),
    )
    forms = arabic_digest.forms_to_analyse(records, QURAN)
    assert {"وعظ", "فوعظ", "ووعظ", "الفقه", "فقه"} <= set(forms)
    lines: list[str] = []
    made = arabic_digest.digest(records, QURAN, (tmp_path, "sources"), lines.append)
    assert made.lemmas["فوعظ"] == made.lemmas["ووعظ"] == made.lemmas["وعظ"]
    assert made.lemmas["الفقه"] == arabic_key("فِقْه")
    assert made.analysed == len(forms)
    (line,) = [line for line in lines if "farahidi" in line]
    assert f"analysing {len(forms):,} hadith word forms" in line


def test_a_form_whose_clitics_bare_a_long_form_takes_its_reading(tmp_path: Path) -> None:
    # "ويتعلم" bares "يتعلم" (five letters), whose reading it takes unanalysed: from a base that
    # long, a form's own reading was no better in a sample, and analysing them all cost seconds
    # of every cold ingest. Not with the article, nor from a base of three letters.
    records = (
        *RECORDS,
        hadith(4, "يَتَعَلَّمُ وَيَتَعَلَّمُ الْفِقْهُ فِقْهٌ"),
        hadith(5, "مَنْ يَتَعَلَّمُ وَيَتَعَلَّمُ الْفِقْهَ فِقْهٌ"),
    )
    forms = arabic_digest.forms_to_analyse(records, QURAN)
    assert {"يتعلم", "ويتعلم", "الفقه", "فقه"} <= set(forms)
    lines: list[str] = []
    made = arabic_digest.digest(records, QURAN, (tmp_path, "sources"), lines.append)
    assert made.lemmas["ويتعلم"] == made.lemmas["يتعلم"]
    assert made.lemmas["الفقه"] == arabic_key("فِقْه")
    (line,) = [line for line in lines if "farahidi" in line]
    assert f"analysing {len(forms) - 1:,} hadith word forms" in line


def test_a_form_the_quran_reaches_only_through_two_letters_is_analysed(tmp_path: Path) -> None:
    # "بكى" (he wept) bares "كي" (so that), a Qur'an form of two letters; "وتر" (the witr)
    # bares "تر". Read so, every hadith that tells the Prophet wept met questions on كي:
    # a form of three letters reached only through its last two is analysed as it stands.
    records = (
        hadith(6, "فَبَكَى بَكَى صَلَاةُ الْوِتْرِ وَتْرٌ"),
        hadith(7, "ثُمَّ بَكَى وَوِتْرٌ وَتْرٌ"),
    )
    quran = Lemmatiser(arabic={"كي": "كي", "تر": "را", "مر": "مر", "يبكون": "بكي"})
    forms = arabic_digest.forms_to_analyse(records, quran)
    assert {"بكي", "وتر"} <= set(forms)
    made = arabic_digest.digest(records, quran, (tmp_path, "sources"), lambda _line: None)
    assert made.lemmas["بكي"] == "بكي"
    assert made.lemmas["وتر"] != "را"


def test_a_form_the_quran_reaches_only_without_its_first_letter_kaf_is_analysed(
    tmp_path: Path,
) -> None:
    # "أنا وكافل اليتيم" (and the guardian of the orphan) bares "آفل" (setting, 6:76), "كامل"
    # (complete) "آمل" (hope): ك is as often a root's first letter as the particle "like".
    # A form reached only through the form without its ك is analysed as it stands.
    records = (
        hadith(8, "أَنَا وَكَافِلُ الْيَتِيمِ كَافِلٌ كَامِلٌ كَامِلَةٌ"),
        hadith(9, "وَكَافِلُ الْيَتِيمِ كَافِلٌ كَامِلٌ"),
    )
    quran = Lemmatiser(arabic={"افل": "افل", "امل": "امل", "كاملة": "كامل", "يكفل": "كفل"})
    forms = arabic_digest.forms_to_analyse(records, quran)
    assert {"كافل", "وكافل", "كامل"} <= set(forms)
    assert "كاملة" not in forms  # the Qur'an's own form keeps its reading
    made = arabic_digest.digest(records, quran, (tmp_path, "sources"), lambda _line: None)
    assert made.lemmas["كافل"] != "افل"
    assert made.lemmas["وكافل"] != "افل"
    assert made.lemmas["كامل"] != "امل"


def test_a_name_read_whole_is_not_read_as_clitics_on_another_word(tmp_path: Path) -> None:
    # Found in stop 34 (arabic-dev12-09, eight collections): farahidi's best reading of فلسطين
    # is ف + ل + a verb of سطا (to assault), of وكيع (Waki', a narrator named 1,418 times)
    # و + a verb of كاع, of لبيد ل + باد; each also has a reading as a proper noun, whole.
    # Read so, Palestine was واسط (Wasit, read و + اسط), and a hadith naming Palestine in the
    # Prophet's words answered "what did the Prophet say about Wasit".
    records = (
        hadith(10, "مِنْ أَهْلِ فِلَسْطِينَ حَدَّثَنَا وَكِيعٌ عَنْ لَبِيدٍ أَوْتِرُوا بوتر"),
        hadith(11, "أَمِيرُ فِلَسْطِينَ وَكِيعٌ لَبِيدٍ فَأَوْتَرَ بوتر"),
    )
    quran = Lemmatiser(arabic={"يسطون": "سطا", "باد": "باد", "كاع": "كاع", "يوترون": "وتر"})
    made = arabic_digest.digest(records, quran, (tmp_path, "sources"), lambda _line: None)
    assert made.lemmas["فلسطين"] == "فلسطين"
    assert made.lemmas["وكيع"] == "وكيع"
    assert made.lemmas["لبيد"] == "لبيد"
    # A noun after its clitic stays so: بوتر (with a witr) is no name بوتر.
    assert made.lemmas["بوتر"] == "وتر"


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The spellings farahidi is asked to read from now on (in this process)."""
    asked: list[str] = []
    analyse = arabic_digest._analyse  # noqa: SLF001 - wrapped to count what it is asked

    def counted(spellings: list[str], known: frozenset[str]) -> list[tuple[str, str, str]]:
        asked.extend(spellings)
        return analyse(spellings, known)

    monkeypatch.setattr(arabic_digest, "_analyse", counted)
    return asked


def test_a_spelling_read_once_is_not_read_again_for_other_sources(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A collection switched on changes the sources: only its new spellings are analysed
    # (farahidi takes about 2.5 ms a form; eight collections hold some 40,000 forms).
    made = arabic_digest.digest(RECORDS, QURAN, (tmp_path, "sources"), lambda _: None)
    asked = _counting(monkeypatch)
    more = (*RECORDS, hadith(4, "قَالَ الرَّجُلُ"), hadith(5, "فَقَالَ الرَّجُلُ"))
    lines: list[str] = []
    other = arabic_digest.digest(more, QURAN, (tmp_path, "other"), lines.append)
    assert not other.cached
    assert other.lemmas["وعظ"] == made.lemmas["وعظ"]
    assert "وعظ" not in asked
    assert asked  # the new forms were read
    assert any("read before" in line for line in lines)


def test_a_damaged_store_of_readings_is_made_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    arabic_digest.digest(RECORDS, QURAN, (tmp_path, "sources"), lambda _: None)
    (store,) = tmp_path.glob("arabic-readings-*.json")
    store.write_text("[", encoding="utf-8")
    asked = _counting(monkeypatch)
    made = arabic_digest.digest(RECORDS, QURAN, (tmp_path, "other"), lambda _: None)
    assert made.lemmas["وعظ"] == arabic_key("وَعَظَ")
    assert "وعظ" in asked
