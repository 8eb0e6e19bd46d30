"""Colloquial verbs no text writes, read as the standard verbs the texts use."""

import pytest

from sanad.core.dialect import standard_verb
from sanad.core.lemma import Lemmatiser
from sanad.core.normalise import normalise

TABLE = {
    "راي": "را", "اخذ": "اخذ", "وضع": "وضع", "حمل": "حمل", "عمل": "عمل", "نظر": "نظر",
    "غضب": "غضب", "تزوج": "زوج", "سالوا": "سال", "ركبوا": "ركب", "حط": "حط",
    "ولده": "ولد", "ولد": "ولد", "ولدوا": "ولد", "اخوه": "اخ", "اجاب": "جاب",
}  # fmt: skip
READER = Lemmatiser(arabic=TABLE)


@pytest.mark.parametrize(
    ("word", "lemma"),
    [
        # Levantine, Egyptian and Gulf "see": شاف، يشوف، بيشوف، شفت، حنشوف
        ("شافت", "را"),
        ("شافوا", "را"),
        ("يشوف", "را"),
        ("بيشوف", "را"),
        ("شفت", "را"),
        ("وشافت", "را"),
        ("اخد", "اخذ"),
        ("اخدت", "اخذ"),
        ("ياخد", "اخذ"),
        ("خدوا", "اخذ"),  # "take"
        ("حطوا", "وضع"),
        ("بيحطوا", "وضع"),  # "put"
        ("شال", "حمل"),
        ("شالت", "حمل"),
        ("يشيل", "حمل"),  # "carry, lift"
        ("اشتغل", "عمل"),
        ("يشتغل", "عمل"),  # "work"
        ("بص", "نظر"),
        ("يبص", "نظر"),  # "look"
        ("زعل", "غضب"),
        ("زعلت", "غضب"),  # "be angry"
        ("اتجوزها", "زوج"),  # "marry"
        # The dialects' plural past in و for وا, of any verb: سألو, ركبو.
        ("سالو", "سال"),
        ("ركبو", "ركب"),
        ("جاوبت", "جاب"),
        ("جاوبها", "جاب"),  # "answer"
        # The dialects' "his" in و for ه, after a preposition: لولدو (to his son), لاخوه is
        # already the texts' spelling.
        ("لولدو", "ولد"),
        ("بولدو", "ولد"),
    ],
)
def test_a_colloquial_verb_no_table_holds_reads_as_the_standard_one(word: str, lemma: str) -> None:
    assert READER.lemma(normalise(word)) == lemma


def test_a_form_the_texts_write_keeps_its_own_reading() -> None:
    # حط is also the texts' word ("يحط الله به الخطايا", takes away): a form a table holds is
    # never read as the colloquial verb.
    assert READER.lemma("حط") == "حط"
    assert standard_verb("حط") == "وضع"  # what the colloquial reading would be


def test_a_word_that_is_no_colloquial_verb_has_no_standard_form() -> None:
    for word in ("الصلاة", "كتاب", "شافعي", "بصرة", "اخدود"):
        assert standard_verb(normalise(word)) is None
