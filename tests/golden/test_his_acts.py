"""Whether he did a thing, told in a passage of another's doing, on the real corpus (stop 38).

hadith-about-dev3, written blind: "When Abu Bakr died, did the Prophet ﷺ kiss him on the
forehead like Abu Bakr did for him?" was answered with Abu Bakr kissing the Prophet (bukhari:
4257, 5492, 3511), and "… did the prophet ever cup someone else with his own hands?" with his
being cupped (bukhari:5407, 4810). Asked after a clause, the act was not read as asked of him;
and a passage telling the act of another named doer, or done to him, is not his act.
"""

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer
from sanad.core.doers import done_by_him

pytestmark = [pytest.mark.golden, pytest.mark.slow]


@pytest.mark.parametrize(
    ("question", "not_cited"),
    [
        (
            (
                "When Abu Bakr died, did the Prophet ﷺ kiss him on the forehead like Abu Bakr "
                "did for him?"
            ),
            {"bukhari:4257", "bukhari:5492", "bukhari:3511"},
        ),
        (
            (
                "we know he got hijama (cupping) done on himself but did the prophet ever cup "
                "someone else with his own hands?"
            ),
            {"bukhari:5407", "bukhari:4810", "bukhari:5212", "tirmidhi:980"},
        ),
    ],
)
def test_another_doers_act_is_not_his(
    real_corpus: LoadedCorpus, question: str, not_cited: set[str]
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert not not_cited & {str(pid) for pid in verdict.passage_ids}


def test_his_own_act_still_answers(real_corpus: LoadedCorpus) -> None:
    # "Allah's Messenger kissed Al-Hasan bin 'Ali while Al-Aqra' … was sitting" (bukhari:5769).
    verdict = answer(real_corpus.index, real_corpus.config, "did the prophet kiss al-hasan")
    assert verdict.verdict == "answered"
    assert "bukhari:5769" in {str(pid) for pid in verdict.passage_ids}


@pytest.mark.parametrize(
    "question",
    [
        # Stop 43 (probes): his own life's events asked when, where or how; before the rule
        # they were answered with others' deaths (muslim:7147, muslim:6717, bukhari:774 …).
        "where did the prophet die",
        "when did the prophet die",
        "how did the prophet die",
    ],
)
def test_an_event_of_his_life_is_answered_only_by_a_passage_telling_it_of_him(
    real_corpus: LoadedCorpus, question: str
) -> None:
    index = real_corpus.index
    lemma = index.lemmatiser.lemma
    verdict = answer(index, real_corpus.config, question)
    for passage in verdict.passage_ids:
        english = index.texts_at(index.ordinals[str(passage)])[1]
        assert done_by_him(english, lemma, "die"), passage
