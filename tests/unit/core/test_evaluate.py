import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer
from sanad.core.evaluate import EvalCase, EvalSet, IfHeld, SweepGrid, classify, run_eval, sweep


def _case(expect: str, cite_any: tuple[str, ...] = ()) -> EvalCase:
    return EvalCase(id="c", question="q", expect=expect, cite_any=cite_any)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("expect", "got", "ids", "kind"),
    [
        ("answered", "answered", ("quran:1:1",), "passed"),
        ("answered", "no_source", (), "over_refusal"),
        ("answered", "referred", (), "over_refusal"),
        ("no_source", "answered", ("quran:1:1",), "fabrication"),
        ("referred", "answered", ("quran:1:1",), "fabrication"),
        ("referred", "no_source", (), "refusal_mixup"),
        ("no_source", "referred", (), "refusal_mixup"),
        ("no_source", "no_source", (), "passed"),
    ],
)
def test_classify(expect: str, got: str, ids: tuple[str, ...], kind: str) -> None:
    assert classify(_case(expect), got, ids) == kind  # type: ignore[arg-type]


def test_wrong_citation_only_when_none_of_the_expected_ids_came_back() -> None:
    case = _case("answered", ("quran:93:9", "quran:107:2"))
    assert classify(case, "answered", ("quran:1:1",)) == "wrong_citation"
    assert classify(case, "answered", ("quran:1:1", "quran:107:2")) == "passed"


def test_duplicate_case_ids_are_rejected() -> None:
    with pytest.raises(ValueError, match="duplicate"):
        EvalSet(version=1, edition="en.pickthall", cases=(_case("answered"), _case("answered")))


@pytest.mark.slow
def test_eval_and_sweep_agree_with_answer(real_corpus: LoadedCorpus) -> None:
    cases = (
        EvalCase(id="a", question="What does the Quran say about orphans?", expect="answered",
                 cite_any=("quran:107:2", "quran:4:6", "quran:4:2", "quran:4:10")),
        EvalCase(id="n", question="When is the mosque in Kuraby open?", expect="no_source"),
        EvalCase(id="r", question="What is the Hanafi position on raising hands in prayer?",
                 expect="referred"),
        EvalCase(id="x", question="What does surah 115 say?", expect="no_source"),
    )  # fmt: skip
    evalset = EvalSet(version=1, edition="en.pickthall", cases=cases)
    index, config = real_corpus.index, real_corpus.config
    report = run_eval(index, config, evalset)
    assert (report.total, report.passed, report.fabrications) == (4, 4, 0)
    for case, result in zip(cases, report.cases, strict=True):
        assert result.got == answer(index, config, case.question).verdict
    gates = config.gates
    grid = SweepGrid(
        thresholds=(gates.retrieval_threshold, 1000.0),
        coverages=(gates.min_coverage,),
        oov_ratios=(gates.max_oov_ratio,),
        joint_terms=(gates.min_joint_terms,),
        evidence=(gates.min_evidence,),
        pivot=(gates.require_pivot_term,),
    )
    configured, impossible = sweep(index, config, evalset, grid)
    assert configured.passed == report.passed
    # A threshold no passage reaches turns the answered case into an over-refusal, nothing else.
    assert (impossible.passed, impossible.over_refusals, impossible.fabrications) == (3, 1, 0)


def test_a_case_is_judged_as_labelled_for_the_collections_the_corpus_holds() -> None:
    # "From Ibn Majah, not these books": no_source until Ibn Majah is switched on.
    case = EvalCase(
        id="c",
        question="q",
        expect="no_source",
        if_held=(IfHeld(collection="ibnmajah", expect="answered", cite_any=("ibnmajah:4303",)),),
    )
    assert case.for_corpus(("quran", "bukhari")) is case
    held = case.for_corpus(("quran", "ibnmajah"))
    assert (held.expect, held.cite_any, held.if_held) == ("answered", ("ibnmajah:4303",), ())
    assert classify(held, "answered", ("ibnmajah:4303",)) == "passed"
    assert classify(case, "answered", ("ibnmajah:4303",)) == "fabrication"
