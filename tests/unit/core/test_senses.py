"""Present-day senses: a word the texts use only in an older sense is read as asked today."""

import attrs
import pytest
from core_fixtures import config, index

from sanad.core.answer import answer
from sanad.core.senses import PresentDaySense, present_day
from sanad.core.tokenise import tokenise

BANK = PresentDaySense(
    word="bank",
    forms=("bank", "banks"),
    older=frozenset({"river", "pearl"}),
    means="a bank that keeps money",
    texts="the banks of a river",
)
PRESS = PresentDaySense(
    word="the press",
    forms=("the press",),
    older=frozenset({"wine"}),
    means="the news press",
    texts="pressing wine",
)
CAR = PresentDaySense(
    word="سيارة",
    forms=("سيارة", "سيارات"),
    older=frozenset({"يوسف"}),
    means="a car",
    texts="a caravan",
)
SENSES = (BANK, PRESS, CAR)
INDEX = index()
CONFIG = config()
_LEMMAS = {"banking": "bank", "rivers": "river", "سيارتي": "سيارة"}


def _read(question: str) -> dict[str, str]:
    found = present_day(SENSES, tokenise(question), lambda token: _LEMMAS.get(token, token))
    return {word: sense.word for word, sense in found.items()}


@pytest.mark.parametrize(
    ("question", "expected"),
    [
        ("Does the Quran mention banks?", {"banks": "bank"}),
        ("what about banking", {"banking": "bank"}),  # by its lemma
        ("What did the Prophet say about the press?", {"press": "the press"}),
        ("هل ذكرت والسيارات في القرآن", {"والسيارات": "سيارة"}),  # clitics stripped
        ("هل ذكرت السيارة في القرآن", {"السيارة": "سيارة"}),  # the article stripped
        ("هل ذكرت سيارتي في القرآن", {"سيارتي": "سيارة"}),  # a pronoun: by its lemma
    ],
)
def test_a_form_of_the_present_day_sense_is_read_so(
    question: str, expected: dict[str, str]
) -> None:
    assert _read(question) == expected


@pytest.mark.parametrize(
    "question",
    [
        "the river whose banks are of pearl",
        "banks of the rivers",  # an older word by its lemma
        "Which verse tells of pressing wine?",  # the verb is no form of "the press"
        "I press on",  # nor is the bare word of a phrase form
        "ما قصة السيارة في سورة يوسف",
        "What does the Quran say about orphans?",
    ],
)
def test_the_older_sense_or_no_form_reads_nothing(question: str) -> None:
    assert _read(question) == {}


def test_no_senses_read_nothing() -> None:
    assert present_day((), tokenise("Does the Quran mention banks?"), lambda t: t) == {}


def test_forms_and_older_words_are_normalised() -> None:
    sense = PresentDaySense(
        word="x", forms=("ＢＡＮＫＳ",), older=frozenset({"Rivers"}), means="m", texts="t"
    )
    assert sense.forms == ("banks",)
    assert sense.older == frozenset({"rivers"})


@pytest.mark.parametrize("forms", [(), ("",), ("  ",)])
def test_a_sense_needs_forms(forms: tuple[str, ...]) -> None:
    with pytest.raises(ValueError, match=r"form|len"):
        PresentDaySense(word="x", forms=forms, older=frozenset(), means="m", texts="t")


# Through `answer`: the fixture corpus's orphans, as if the texts used the word in another sense.
ORPHANS = PresentDaySense(
    word="orphan",
    forms=("orphans",),
    older=frozenset({"kindness"}),
    means="a present-day orphan",
    texts="an older kind of orphan",
)


def test_a_question_in_the_present_day_sense_is_refused_and_says_why() -> None:
    plain = answer(INDEX, CONFIG, "What does the Qur'an say about orphans?")
    assert plain.verdict == "answered"  # the fixture corpus answers it without the entry
    verdict = answer(
        INDEX,
        attrs.evolve(CONFIG, present_day=(ORPHANS,)),
        "What does the Qur'an say about orphans?",
    )
    assert verdict.verdict == "no_source"
    assert verdict.passage_ids == ()
    assert verdict.trace.refused_by == "gate:max_oov_ratio"
    assert "'orphans' is read as a present-day orphan" in verdict.message
    assert "an older kind of orphan" in verdict.message


def test_a_word_of_the_older_sense_keeps_the_passages() -> None:
    question = "What does the Qur'an say about orphans and kindness?"
    without = answer(INDEX, CONFIG, question)
    with_entry = answer(INDEX, attrs.evolve(CONFIG, present_day=(ORPHANS,)), question)
    assert with_entry.verdict == without.verdict
    assert with_entry.passage_ids == without.passage_ids


# Where the texts write the present-day sense in words of their own ("lavatory", "privy" for
# today's bathroom), the scholar lists them as ``written``: the question is read in those.
ORPHANS_WRITTEN_AS_FASTING = attrs.evolve(ORPHANS, written=("Fasting",))


def test_a_present_day_sense_the_texts_write_otherwise_is_read_in_their_words() -> None:
    assert ORPHANS_WRITTEN_AS_FASTING.written == ("fasting",)  # normalised
    question = "What does the Qur'an say about orphans?"
    read_so = attrs.evolve(CONFIG, present_day=(ORPHANS_WRITTEN_AS_FASTING,))
    verdict = answer(INDEX, read_so, question)
    fasting = answer(INDEX, CONFIG, "What does the Qur'an say about fasting?")
    assert verdict.verdict == "answered"
    assert verdict.passage_ids == fasting.passage_ids  # the orphans' passages are not read
    assert "read 'orphans' as a present-day orphan, which these texts write as 'fasting'" in (
        verdict.warnings
    )
    # A word of the older sense keeps the word's own passages, as before.
    older = "What does the Qur'an say about orphans and kindness?"
    assert (
        answer(
            INDEX, attrs.evolve(CONFIG, present_day=(ORPHANS_WRITTEN_AS_FASTING,)), older
        ).passage_ids
        == answer(INDEX, CONFIG, older).passage_ids
    )


def test_written_words_no_passage_holds_leave_the_word_unknown() -> None:
    nowhere = attrs.evolve(ORPHANS, written=("zeppelin",))
    question = "What does the Qur'an say about orphans?"
    verdict = answer(INDEX, attrs.evolve(CONFIG, present_day=(nowhere,)), question)
    assert verdict.verdict == "no_source"
    assert verdict.trace.refused_by == "gate:max_oov_ratio"


def test_a_written_word_is_one_word() -> None:
    with pytest.raises(ValueError, match="one word"):
        attrs.evolve(ORPHANS, written=("call of nature",))
