"""An Arabic word typed as spoken read as the corpus word it is: only a unique, common one."""

from collections.abc import Callable

import pytest

from sanad.core.arabic_spelling import MIN_FREQUENCY, spoken_reading

FREQUENCIES = {
    "ذهب": 300,
    "يكثر": 40,
    "الساعة": 200,
    "ثلاث": 150,
    "كذب": 60,
    "يقول": 900,
    "الحديث": 500,
    "ثابت": MIN_FREQUENCY - 1,
    # Two readings of one spoken word (ت as ث in either place): no reading.
    "ثرت": 20,
    "بالساعة": 30,
    "ترث": 20,
    "جابه": 30,
    "يستعمله": 12,
    "خلاه": 15,
    "حضر": 200,
    "طعن": 40,
    "قالوا": 900,
    "يقع": 300,
    "عرفها": 600,
    "يعرف": 600,
    "شاف": 30,
    "كانوا": 800,
    "قال": 900,
    "فرشوا": 12,
    "البنوا": 40,  # a reading the corpus's lemmas could make common: never offered
    "شكوا": 40,
    "شكونك": 40,
    "الشيوخا": 40,
    "يتبعونه": 15,
    "ظهرهم": 200,
    "عظيم": 300,
}


def _frequency(table: dict[str, int]) -> Callable[[str], int]:
    return lambda word: table.get(word, 0)


@pytest.mark.parametrize(
    ("written", "read"),
    [
        ("دهب", "ذهب"),  # ذ said as د
        ("كدب", "كذب"),
        ("تلات", "ثلاث"),  # ث said as ت, twice
        ("بيكتر", "يكثر"),  # the present's ب, and ث said as ت
        ("بيقول", "يقول"),
        ("هالساعة", "الساعة"),  # "this" as ه before the article
        ("هالحديث", "الحديث"),
        # "this" with a joined "by" (arabic-names-dev12-19, stop 40: "بهالكنية" refused).
        ("بهالساعة", "بالساعة"),
        # Maghrebi speech puts ك (or ت) before the present: كيقول، تيقول (stop 40,
        # arabic-names-dev12-21: "كيتبعها" refused as unknown).
        ("كيقول", "يقول"),
        ("تيقول", "يقول"),
        # Stop 41 (arabic-names-dev14, -dev16, blind): "him" said as و (جابو، يستعملو), the
        # plural's alif left off (قالو), the spoken negation's ش (خلاهش، حضرش) and the Egyptian
        # passive's ات (اتطعن): each an unknown word that refused its question.
        ("جابو", "جابه"),
        ("يستعملو", "يستعمله"),
        ("قالو", "قالوا"),
        ("خلاهش", "خلاه"),
        ("حضرش", "حضر"),
        ("اتطعن", "طعن"),
        # Stop 42 (arabic-words-dev15-04, blind): the Egyptian negation ما … ش joined to its
        # verb (مبيقعش: it does not fall; مايعرفش), and a participle the corpus never uses,
        # read as its verb (عارفها: knowing it; شايف: seeing), each an unknown word that refused.
        ("مبيقعش", "يقع"),
        ("مايعرفش", "يعرف"),
        ("عارفها", "عرفها"),
        ("شايف", "شاف"),
        # Stop 42 (arabic-names-dev19-16, blind): Iraqi and Gulf speech write ك as چ (چانوا)
        # and ق as گ (گال).
        ("چانوا", "كانوا"),
        ("گال", "قال"),
        # Stop 43 (arabic-facts-dev5-11, -23, blind): a plural verb with its object joined
        # (فرشوها: they spread it; يتبعوه: they follow him), a form no passage writes, read as
        # the plural itself or with the object as the corpus writes it (يتبعونه).
        ("فرشوها", "فرشوا"),
        ("يتبعوه", "يتبعونه"),
        # Stop 46 (arabic-words-dev23-03, -dev24-06, blind): ظ said and typed as ض (ضهرهم:
        # their backs; عضيم), an unknown word that refused its question.
        ("ضهرهم", "ظهرهم"),
        ("عضيم", "عظيم"),
    ],
)
def test_a_spoken_form_reads_as_the_written_word(written: str, read: str) -> None:
    assert spoken_reading(written, _frequency(FREQUENCIES)) == read


def test_readings_of_one_lemma_are_one_reading() -> None:
    # بيكتر reads as بيكثر (ب taken for the preposition) and as يكثر: one word, كثر.
    frequencies = {"بيكثر": 40, "يكثر": 40}
    lemmas = {"بيكثر": "كثر", "يكثر": "كثر"}
    assert spoken_reading("بيكتر", _frequency(frequencies), lemmas.get) == "يكثر"
    assert spoken_reading("بيكتر", _frequency(frequencies)) is None  # two words, unless told


@pytest.mark.parametrize(
    "written",
    [
        "تابت",  # ثابت is too rare to be assumed
        "ترت",  # two readings, ثرت and ترث: none is assumed
        "دبابة",  # no reading the corpus holds: unknown still
        "بيت",  # too short to lose a letter: ب before يت is no present tense
        "هاله",  # no article after ها
        "كيف",  # too short to lose a letter: كيف is "how"
        "فرش",  # too short to lose its ش
        "ابو",  # too short to lose its و
        "مشش",  # too short for ما … ش around a verb
        "قال",  # too short to be read as a participle
        # A noun's plural ending in وك, or one with the article, is no verb with its object
        # (senses-d18: "البنوك" was read as "البنوا", and the question answered).
        "البنوك",
        "شكوك",
        "الشيوخها",
    ],
)
def test_no_reading_is_assumed_without_one_common_word(written: str) -> None:
    assert spoken_reading(written, _frequency(FREQUENCIES)) is None
