"""His words asked in English, held only where the English holds the thing (stop 46).

Each case was found by a stop 46 probe and failed on the tree before its fix.
"""

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer

pytestmark = [pytest.mark.golden, pytest.mark.slow]


@pytest.mark.parametrize(
    ("question", "not_cited"),
    [
        # The English probe of arabic-facts-dev8-22: muslim:5169's Arabic tells him licking his
        # three fingers (no command); its English, abridged, holds no finger at all, and the
        # Arabic word was found only by the bridge.
        ("did the prophet tell people to eat with three fingers", "muslim:5169"),
    ],
)
def test_his_words_asked_need_the_thing_in_the_english(
    real_corpus: LoadedCorpus, question: str, not_cited: str
) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert not_cited not in {str(pid) for pid in verdict.passage_ids}
