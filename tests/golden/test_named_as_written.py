"""A question asking whether a source names a thing, on the real corpus (stop 38).

words-dev6-29, written blind: "Does the Quran actually name the Red Sea when Musa split it with
his staff?" was answered with 26:63 ("Smite the sea with thy staff"): the lexicon's bridge
"red sea" → "sea" stood for the name asked. A bridge to fewer of the name's words names less
than was asked: where a question asks whether the name is written, it does not count.
"""

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer

pytestmark = [pytest.mark.golden, pytest.mark.slow]


@pytest.mark.parametrize(
    "question",
    [
        "Does the Quran actually name the Red Sea when Musa split it with his staff?",
        "is the red sea mentioned by name in the quran",
        "which verse names the red sea",  # was answered with 18:109, "though the sea became ink"
        "does the quran use the word red sea anywhere",
        "where in the quran is the red sea named",
    ],
)
def test_a_bridge_to_part_of_the_name_asked_does_not_name_it(
    real_corpus: LoadedCorpus, question: str
) -> None:
    assert answer(real_corpus.index, real_corpus.config, question).verdict != "answered"


@pytest.mark.parametrize(
    ("question", "cited"),
    [
        ("tell me about musa and the red sea", "quran:20:77"),  # the story, no name asked
        ("is egypt actually named in the quran", "quran:12:99"),  # named as asked
    ],
)
def test_the_story_and_a_name_written_as_asked_still_answer(
    real_corpus: LoadedCorpus, question: str, cited: str
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert verdict.verdict == "answered"
    assert cited in {str(pid) for pid in verdict.passage_ids}
