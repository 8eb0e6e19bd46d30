"""A word glossed in brackets, on the real corpus (stop 38).

People gloss a word by another name for the same thing: "egypt (misr)", "التاتو (الوشم)",
"Dimashq (Damascus)". Read as two subject words, the pair asked each passage for both names
(a passage writing "Egypt" lacked "misr", the rarer and so the pivot), and a gloss the texts
never write ("التاتو", tattoo) refused the question as an unknown word. The two are one
thing: the question is searched for the one the texts write more.
"""

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer
from sanad.core.normalise import normalise

pytestmark = [pytest.mark.golden, pytest.mark.slow]


def _arabic_of(corpus: LoadedCorpus, pid: str) -> str:
    return normalise(corpus.index.passage_at(corpus.index.ordinals[pid]).arabic)


@pytest.mark.parametrize(
    ("question", "held"),
    [
        # words-dev6-04 (stop 38, blind): Pickthall writes Egypt, 12:21 and 12:99 among them.
        ("is egypt (misr) actually named in the quran", "egypt"),
        ("does the quran name misr (egypt)", "egypt"),
    ],
)
def test_a_gloss_is_searched_as_the_texts_write_it(
    real_corpus: LoadedCorpus, question: str, held: str
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert verdict.verdict == "answered"
    for pid in verdict.passage_ids:
        english = real_corpus.index.passage_at(real_corpus.index.ordinals[str(pid)]).english
        assert held in (english or "").casefold()


def test_a_rare_name_glossed_by_a_common_one_is_answered(real_corpus: LoadedCorpus) -> None:
    # names-dev7-01 (stop 36, blind): the English writes Damascus, the Arabic دمشق.
    verdict = answer(
        real_corpus.index, real_corpus.config, "What did the Prophet say about Dimashq (Damascus)?"
    )
    assert verdict.verdict == "answered"
    for pid in verdict.passage_ids:
        passage = real_corpus.index.passage_at(real_corpus.index.ordinals[str(pid)])
        assert "damascus" in (passage.english or "").casefold() or "دمشق" in _arabic_of(
            real_corpus, str(pid)
        )


@pytest.mark.parametrize(
    "question",
    [
        # arabic-hadith-about-dev2-26: truffles are told of, his tasting them is not.
        "الفقع (الكمأة) ذاقه النبي ﷺ؟ ابي رواية انه هو اكل منه",
        # names-dev9-25: Hagar is never named in the Qur'an.
        "which ayah mentions hajar (hagar), the mother of ismail, by her name?",
        # An honorific in brackets is no gloss.
        "what did the prophet (pbuh) say about marwan bin hakam",
        # names-dev7-14: searched as Saul, the Companions at Badr telling their number
        # (bukhari:3793) had answered: their words, not his.
        "Is there a hadith where the Prophet himself talks about Talut (Saul)?",
    ],
)
def test_a_gloss_answers_nothing_the_passages_do_not_hold(
    real_corpus: LoadedCorpus, question: str
) -> None:
    assert answer(real_corpus.index, real_corpus.config, question).verdict != "answered"
