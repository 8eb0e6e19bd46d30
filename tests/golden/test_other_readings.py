"""Made-up questions a wrong reading of one word had answered (stop 27), on the real corpus.

Each was answered with passages of another word before a rule of reading was fixed; each fix
has a unit test on a small table. These hold the whole path: the question is refused, or its
answer holds the word asked, not the other one.
"""

import re

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer
from sanad.core.normalise import normalise

pytestmark = [pytest.mark.golden, pytest.mark.slow]

_INTENTION = re.compile(r"ني(?:ة|ات)\b")

REFUSED = (
    "ماذا قال النبي عن البنوك",  # ال + بنو + ك: "your sons" (bukhari:3366)
    "ماذا قال النبي عن البنك",
    "ماذا قال النبي عن العملات",  # العمل, deeds
    "ماذا يقول القرآن عن الطائرات",  # الطائر, the bird
    "ماذا قال النبي عن المجلات",  # مجل, the blister
    "ماذا قال النبي عن الساعة اليدوية",  # ي + دوية, a hadith's form
)


@pytest.mark.parametrize("question", REFUSED)
def test_a_modern_word_read_as_another_is_refused(real_corpus: LoadedCorpus, question: str) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert verdict.verdict == "no_source", verdict.passage_ids


def test_the_plural_of_a_short_singular_is_that_word(real_corpus: LoadedCorpus) -> None:
    # النيات (intentions) was read as the verb يأتي and met "أتاه الله" (bukhari:4819, on
    # envy): every passage answering the intentions hadith holds النية.
    verdict = answer(
        real_corpus.index, real_corpus.config, "بدي الحديث اللي فيه انما الاعمال بالنيات"
    )
    assert verdict.verdict == "answered"
    for hit in verdict.hits:
        assert _INTENTION.search(normalise(hit.passage.arabic)), hit.passage.id
