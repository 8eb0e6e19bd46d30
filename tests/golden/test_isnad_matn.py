"""Issue 12, point 3: a hadith's chain of narrators (isnad) is not its text (matn).

"فضل" and "الصدقة" name the merit of charity; "صدقة بن الفضل" is a narrator, al-Bukhari's teacher,
who opens dozens of chains. A subject question must not be answered with a hadith whose only
"صدقة" and "فضل" stand in its chain. A question that names a narrator may still match the chain.
The checks read the returned texts themselves (not the splitter), on the real corpus.
"""

import re

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer, search
from sanad.core.normalise import normalise

pytestmark = [pytest.mark.golden, pytest.mark.slow]

_NARRATOR = re.compile(r"صدق[ةه] بن الفضل")
_CHARITY = re.compile(r"صدق")
_MERIT = re.compile(r"فضل")


def _without_the_narrator(arabic: str) -> str:
    return _NARRATOR.sub(" ", normalise(arabic))


def _holds_the_subject_outside_the_chain(arabic: str) -> bool:
    rest = _without_the_narrator(arabic)
    return bool(_CHARITY.search(rest) or _MERIT.search(rest))


SUBJECT_QUESTIONS = ("ما فضل الصدقة؟", "صدقة الفضل", "فضل الصدقة")


@pytest.mark.parametrize("question", SUBJECT_QUESTIONS)
def test_a_subject_question_is_not_answered_from_a_chain(
    real_corpus: LoadedCorpus, question: str
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    chain_only = [
        hit.passage.id
        for hit in verdict.hits
        if not _holds_the_subject_outside_the_chain(hit.passage.arabic)
    ]
    assert not chain_only, (question, chain_only)


@pytest.mark.parametrize("question", SUBJECT_QUESTIONS)
def test_raw_search_does_not_rank_a_chain_as_the_text(
    real_corpus: LoadedCorpus, question: str
) -> None:
    result = search(real_corpus.index, real_corpus.config, question, k=20)
    chain_only = [
        hit.passage.id
        for hit in result.hits
        if hit.passage.collection.key != "quran"
        and not _holds_the_subject_outside_the_chain(hit.passage.arabic)
    ]
    assert not chain_only, (question, chain_only)


def test_a_hadith_answered_on_its_arabic_text_reports_the_matn(
    real_corpus: LoadedCorpus,
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, "الصدقة")
    hadith = [hit for hit in verdict.hits if hit.passage.collection.key != "quran"]
    assert hadith
    assert all(hit.matched_in in {"matn", "english+matn"} for hit in hadith), [
        (hit.passage.id, hit.matched_in) for hit in hadith
    ]


_ABU_HURAIRA = re.compile(r"اب[ويا] هرير[ةه]")


def test_an_arabic_narrator_question_matches_the_chain(real_corpus: LoadedCorpus) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, "ماذا روى أبو هريرة عن الصيام")
    assert verdict.verdict == "answered", (verdict.trace.refused_by, verdict.trace.analysis)
    for hit in verdict.hits:
        assert _ABU_HURAIRA.search(normalise(hit.passage.arabic)), hit.passage.id


def test_an_english_narrator_question_still_finds_the_narrator(
    real_corpus: LoadedCorpus,
) -> None:
    verdict = answer(
        real_corpus.index, real_corpus.config, "What did Abu Hurairah narrate about fasting"
    )
    assert verdict.verdict == "answered"
    assert all("Huraira" in (hit.passage.narrator or "") for hit in verdict.hits)
