"""Arabic words typed as spoken are read as written, on the real corpus (stop 29).

Only a word no passage uses is read again, and never a function word: بينهم (between them) is
one by its lemma, and was read as the spoken present ب + ينهم (لين, softness).
"""

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer

pytestmark = [pytest.mark.golden, pytest.mark.slow]


def test_a_spoken_word_is_read_as_written_and_said_so(real_corpus: LoadedCorpus) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, "شو يعني الهرج اللي بيكتر")
    assert any("'بيكتر' as 'يكثر'" in warning for warning in verdict.warnings)


@pytest.mark.parametrize("question", ["ماذا قال الله عن الذين فرقوا بينهم", "من كان معهم"])
def test_a_function_word_is_never_read_as_spoken(real_corpus: LoadedCorpus, question: str) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question)
    assert not any("as spoken" in warning for warning in verdict.warnings)
