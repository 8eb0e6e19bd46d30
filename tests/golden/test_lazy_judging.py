"""Judging evidence lazily gives the answers judging every candidate gives.

``answer`` stops reading passages once the coverage of the rest (an upper bound on their
evidence) can no longer outrank those it keeps; the sweep judges every candidate. On every
question of the dev split and the existing set, both return the same passages in the same
order and refuse alike.
"""

from pathlib import Path

import pytest

from sanad.adapters.evalset_file import load_evalset
from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import DEFAULT_K, answer, assess, decide

EVALS = Path(__file__).resolve().parents[2] / "evals"

pytestmark = [pytest.mark.golden, pytest.mark.slow]


@pytest.mark.parametrize("name", ["dev.json", "evalset.json"])
def test_lazy_judging_answers_as_judging_everything(real_corpus: LoadedCorpus, name: str) -> None:
    index, config = real_corpus.index, real_corpus.config
    for case in load_evalset(EVALS / name).cases:
        lazy = answer(index, config, case.question, DEFAULT_K)
        full = decide(index, assess(index, config, case.question), config.gates, DEFAULT_K)
        assert (lazy.verdict, lazy.passage_ids, lazy.trace.refused_by) == (
            full.verdict,
            full.passage_ids,
            full.trace.refused_by,
        ), case.id
