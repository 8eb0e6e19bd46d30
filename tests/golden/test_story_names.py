"""A Qur'an verse tells the story of the person named in the verses just before it (stop 28).

"كيف عرف الجن بموت سليمان": 34:14 tells it ("ما دلهم على موته إلا دابة الأرض") without
Solomon's name, which 34:12 says. The name may be read from before the verse; what is asked must
still stand in the verse itself, and a verse of another story is never read so.
"""

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer

pytestmark = [pytest.mark.golden, pytest.mark.slow]


def test_a_verse_telling_a_named_persons_story_without_the_name_answers(
    real_corpus: LoadedCorpus,
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, "كيف عرف الجن بموت سليمان")
    assert verdict.verdict == "answered"
    assert "quran:34:14" in [str(i) for i in verdict.passage_ids]


@pytest.mark.parametrize(
    "question",
    [
        "كيف عرف الجن بزواج سليمان",  # no verse tells of his marriage
        "كيف عرف الجن بموت يونس",  # 34:14 is Solomon's story, not Jonah's
    ],
)
def test_the_name_read_from_before_answers_nothing_the_verse_does_not_say(
    real_corpus: LoadedCorpus, question: str
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert "quran:34:14" not in [str(i) for i in verdict.passage_ids]


def test_a_hadiths_sentence_tells_the_story_of_the_person_named_before_it(
    real_corpus: LoadedCorpus,
) -> None:
    # bukhari:50 names Gabriel as he comes, then "قال ما الإحسان": three sentences on.
    verdict = answer(real_corpus.index, real_corpus.config, "ماذا قال النبي لجبريل عن الإحسان")
    assert verdict.verdict == "answered"
    assert {"bukhari:50", "bukhari:4571", "muslim:1", "muslim:5", "muslim:7"} & {
        str(i) for i in verdict.passage_ids
    }


def test_a_hadith_tells_no_story_of_a_person_it_never_names(real_corpus: LoadedCorpus) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, "ماذا قال النبي لموسى عن الإحسان")
    assert not {"bukhari:50", "bukhari:4571", "muslim:1"} & {str(i) for i in verdict.passage_ids}
