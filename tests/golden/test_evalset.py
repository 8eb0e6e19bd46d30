"""The eval set on the real corpus: one test per case, and the seed stories by name.

Zero fabrications is the bar. Cases the system does not yet get right are listed in KNOWN_OPEN
with the reason, and run as strict xfails: when one starts passing the suite fails until it is
taken off the list, so the list can only shrink silently, never grow.
"""

from pathlib import Path

import pytest

from sanad.adapters.config_files import load_lexicon
from sanad.adapters.evalset_file import load_evalset
from sanad.adapters.loading import LoadedCorpus
from sanad.core.evaluate import EvalCase, run_case, run_eval

EVALSET = Path(__file__).resolve().parents[2] / "evals" / "evalset.json"
CASES = load_evalset(EVALSET).cases

pytestmark = [pytest.mark.golden, pytest.mark.slow]

# Measured 2026-12-01 (issue 11, third round): 132 of 142 pass, no fabrication. Each entry
# says why the case still fails, read from the passages that came back.
KNOWN_OPEN: dict[str, str] = {
    "a12": "over-refusal: 17:1 says 'by night' and never 'journey'; the hadith that do are not "
    "the Qur'an the question names",
    "a42": "wrong citation: the dog given water (bukhari:2269 …) never says 'kindness'",
    "h01": "over-refusal: 'refuse to help the needy' is 'urgeth not the feeding' (paraphrase)",
    "h11": "over-refusal: Pickthall never says 'ark' for Noah's ship",
    "h12": "over-refusal: no one verse holds Jonah and the fish (37:139 and 37:142 are apart)",
    "h19": "over-refusal: 'interest' and 'loan' never share a window; usury is not bridged",
    "h20": "wrong citation: the hadith say 'mortgaged his armour'; 'pledge' finds another sense",
    "h22": "wrong citation: no verse says 'practising'; short verses with 'mere magic' (37:15) "
    "hold the same share as 2:102 and outrank it",
    "h24": "wrong citation: 'talking behind their back' is backbiting only in paraphrase",
}
PASS_FLOOR = 132
"""Passed cases measured on 2026-12-01; a drop below this is a regression."""


def _params() -> list[object]:
    return [
        pytest.param(
            case,
            id=case.id,
            marks=[pytest.mark.xfail(reason=KNOWN_OPEN[case.id], strict=True)]
            if case.id in KNOWN_OPEN
            else [],
        )
        for case in CASES
    ]


@pytest.mark.parametrize("case", _params())
def test_case(real_corpus: LoadedCorpus, case: EvalCase) -> None:
    result = run_case(real_corpus.index, real_corpus.config, case)
    assert result.ok, f"{result.kind}: expected {case.expect}, got {result.got}; {result.detail}"


def test_known_open_cases_exist() -> None:
    assert set(KNOWN_OPEN) <= {case.id for case in CASES}


def test_no_fabrication_outside_the_known_list(real_corpus: LoadedCorpus) -> None:
    report = run_eval(real_corpus.index, real_corpus.config, load_evalset(EVALSET))
    fabricated = {case.id for case in report.cases if case.kind == "fabrication"}
    assert fabricated <= set(KNOWN_OPEN), sorted(fabricated - set(KNOWN_OPEN))
    assert report.passed >= PASS_FLOOR


def _case(case_id: str) -> EvalCase:
    return next(case for case in CASES if case.id == case_id)


def _check(real_corpus: LoadedCorpus, case_id: str) -> None:
    result = run_case(real_corpus.index, real_corpus.config, _case(case_id))
    assert result.ok, result.detail


def test_seed_orphans_are_quran_verses(real_corpus: LoadedCorpus) -> None:
    result = run_case(real_corpus.index, real_corpus.config, _case("a01"))
    assert result.ok, result.detail
    assert all(i.startswith("quran:") for i in result.passage_ids[:3]), result.passage_ids


def test_seed_intentions(real_corpus: LoadedCorpus) -> None:
    _check(real_corpus, "a02")


def test_seed_wine_and_gambling_through_the_bridge(real_corpus: LoadedCorpus) -> None:
    _check(real_corpus, "a03")


def test_seed_pork_and_swineflesh(real_corpus: LoadedCorpus) -> None:
    for case_id in ("a04", "n03", "n04"):
        _check(real_corpus, case_id)


def test_seed_steadfast_in_hardship(real_corpus: LoadedCorpus) -> None:
    _check(real_corpus, "a05")


def test_seed_kuraby(real_corpus: LoadedCorpus) -> None:
    _check(real_corpus, "n01")


def test_seed_qaradawi_on_gambling_refuses(real_corpus: LoadedCorpus) -> None:
    _check(real_corpus, "n02")


def test_seed_hanafi_raising_hands_is_referred(real_corpus: LoadedCorpus) -> None:
    _check(real_corpus, "r01")


def test_seed_slavery_and_sorcery_bridges_stay_rejected(
    real_corpus: LoadedCorpus, project_config: Path
) -> None:
    # The seed rejected slavery → slave/bondmen and sorcery → magic: Pickthall's "slave" is
    # mostly the servant of God (42:27 "His slaves"), his "magic" what disbelievers call
    # revelation. The cases must pass without those bridges, and the bridges must stay out.
    for case_id in ("a36", "a37"):
        result = run_case(real_corpus.index, real_corpus.config, _case(case_id))
        assert result.ok, result.detail
        assert "quran:42:27" not in result.passage_ids
    bridges = {
        (e.query.casefold(), e.phrase.casefold()) for e in load_lexicon(project_config).entries
    }
    assert not {("slavery", "slave"), ("slavery", "bondmen"), ("sorcery", "magic")} & bridges
