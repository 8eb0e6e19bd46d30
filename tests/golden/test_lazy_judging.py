"""Judging evidence lazily gives the answers judging every candidate gives.

``answer`` stops reading passages once the coverage of the rest (an upper bound on their
evidence) can no longer outrank those it keeps, and, below the traced candidates of a question
asking the name of something, lists unread a passage that could not name it once one before
has failed for want of a name alone; the sweep judges every candidate. On every question of
the dev splits (English and Arabic), the existing set and the names asked below, both return
the same passages in the same order and refuse alike.
"""

from pathlib import Path

import pytest

from sanad.adapters.evalset_file import load_evalset
from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import DEFAULT_K, answer, assess, decide
from sanad.core.config import AnswerConfig
from sanad.core.index import Index

EVALS = Path(__file__).resolve().parents[2] / "evals"

pytestmark = [pytest.mark.golden, pytest.mark.slow]


_NAMES_ASKED = (
    "ما اسم ناقة النبي",
    "ما اسم ناقة رسول الله صلى الله عليه وسلم",
    "ما اسم والد إبراهيم",
    "ما اسم زوجة فرعون",
    "ما اسم أم موسى",
    "ما اسم الملك الذي كان يأخذ كل سفينة غصبا",
    "ما اسم البئر التي سقى منها موسى",
    "ما اسم فرس النبي",
    "ما اسم سيف النبي",
    "ما اسم الجبل الذي كلم الله عليه موسى",
    "ما اسم الكلب في قصة اهل الكهف",
    "ما اسم ابن نوح الذي غرق",
)
"""Names asked of a thing (its head), none of them an eval case: where unread passages differ."""


def _same(index: Index, config: AnswerConfig, question: str) -> None:
    lazy = answer(index, config, question, DEFAULT_K)
    full = decide(index, assess(index, config, question), config.gates, DEFAULT_K)
    assert (lazy.verdict, lazy.passage_ids, lazy.trace.refused_by) == (
        full.verdict,
        full.passage_ids,
        full.trace.refused_by,
    ), question


@pytest.mark.parametrize(
    "name",
    [
        "dev.json",
        "evalset.json",
        "arabic-dev.json",
        "arabic-dev2.json",
        "arabic-dev3.json",
        "arabic-dev4.json",
    ],
)
def test_lazy_judging_answers_as_judging_everything(real_corpus: LoadedCorpus, name: str) -> None:
    for case in load_evalset(EVALS / name).cases:
        _same(real_corpus.index, real_corpus.config, case.question)


@pytest.mark.parametrize("question", _NAMES_ASKED)
def test_a_name_asked_is_answered_lazily_as_judging_everything(
    real_corpus: LoadedCorpus, question: str
) -> None:
    _same(real_corpus.index, real_corpus.config, question)
