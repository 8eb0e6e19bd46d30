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


@pytest.mark.parametrize(
    "question",
    [
        # Stop 39 (words-dev5-19, senses-dev2-24, written blind): a verse cited, then something
        # asked of it that it does not hold ("so musa did hajj 8 times?", "is abu bakr named
        # in them?") was answered with the cited verse, as if citing were asking for it.
        "2:255 is ayat al kursi, does that verse mention the night journey to jerusalem?",
        "3:144 says muhammad is but a messenger, so is ali named in it as the one after him?",
    ],
)
def test_a_verse_cited_answers_only_what_it_holds(real_corpus: LoadedCorpus, question: str) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert verdict.verdict == "no_source", [str(pid) for pid in verdict.passage_ids]


@pytest.mark.parametrize(
    ("question", "verse"),
    [
        ("what does 24:35 say about the niche and the lamp", "quran:24:35"),
        ("what does 2:255 say about sleep", "quran:2:255"),
        # Over-refusals this rule makes, found writing these tests (none among the 2,321
        # tuning cases): what else is asked must be held by the verse cited, as by a surah
        # named, and evidence reads words, not their sense. Open.
        pytest.param(
            "in 24:35 what is the light of allah likened to?",
            "quran:24:35",
            marks=pytest.mark.xfail(
                reason="'similitude' is not read as 'likened', the pivot", strict=True
            ),
        ),
        pytest.param(
            "2:255 - does it say allah never sleeps?",
            "quran:2:255",
            marks=pytest.mark.xfail(
                reason="'neither slumber nor sleep' holds no 'never' (0.57 < 0.6)", strict=True
            ),
        ),
    ],
)
def test_a_verse_cited_answers_what_it_holds_when_asked_more(
    real_corpus: LoadedCorpus, question: str, verse: str
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert [str(pid) for pid in verdict.passage_ids] == [verse]
