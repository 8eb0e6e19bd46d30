"""A verse cited as a premise while another is asked for, on the real corpus (stop 38).

words-dev6-19, written blind: "my cousin says an-nahl 16:8 is a prophecy of cars, even electric
cars. which verse actually mentions cars or electric vehicles?" was answered with 16:8: a
question naming a verse gets that verse. But it asks which verse holds something, doubting
the one it cites: the verses are searched for what is asked, the cited one among them.
"""

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer

pytestmark = [pytest.mark.golden, pytest.mark.slow]


def test_a_verse_cited_as_the_premise_doubted_is_not_the_answer(
    real_corpus: LoadedCorpus,
) -> None:
    verdict = answer(
        real_corpus.index,
        real_corpus.config,
        "my cousin says an-nahl 16:8 is a prophecy of cars, even electric cars. which verse "
        "actually mentions cars or electric vehicles?",
    )
    assert "quran:16:8" not in {str(pid) for pid in verdict.passage_ids}


def test_which_verse_holds_a_thing_is_searched_beside_a_verse_cited(
    real_corpus: LoadedCorpus,
) -> None:
    verdict = answer(
        real_corpus.index,
        real_corpus.config,
        "someone told me 2:255 is the verse of the throne, which other verse mentions the throne?",
    )
    assert verdict.verdict == "answered"
    for pid in verdict.passage_ids:
        passage = real_corpus.index.passage_at(real_corpus.index.ordinals[str(pid)])
        assert "throne" in (passage.english or "").casefold()


@pytest.mark.parametrize(
    "question", ["which verse is 2:255?", "what does 2:255 say about the throne"]
)
def test_a_verse_cited_and_asked_about_is_still_the_answer(
    real_corpus: LoadedCorpus, question: str
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert verdict.verdict == "answered"
    assert [str(pid) for pid in verdict.passage_ids] == ["quran:2:255"]
