import pytest
from core_fixtures import GATES, index

from sanad.core.types import VerdictKind
from sanad.core.verdict import Hit, Match, RuleRef, SearchResult, Trace, Verdict

INDEX = index()
HIT = Hit(
    passage=INDEX.passage_at(0),
    score=2.0,
    coverage=1.0,
    matched_in="english",
    match=Match(exact_phrase=True, terms=("fast",), bridges=()),
)
RULE = RuleRef(id="fatwa", label="asks for a fatwa")


def _trace(refused_by: str | None, rule: RuleRef | None = None) -> Trace:
    return Trace(
        terms=(),
        oov_ratio=None,
        gates=GATES,
        candidates=(),
        refused_by=refused_by,
        rule=rule,
        unusable_bridges=(),
    )


def _verdict(kind: VerdictKind, hits: tuple[Hit, ...], trace: Trace) -> Verdict:
    return Verdict(verdict=kind, question="q", hits=hits, trace=trace, message="m")


def test_lawful_verdicts_build() -> None:
    assert _verdict("answered", (HIT,), _trace(None)).passage_ids == ("quran:2:183",)
    assert _verdict("no_source", (), _trace("gate:min_coverage")).passage_ids == ()
    assert _verdict("referred", (), _trace("policy:fatwa", RULE)).hits == ()


@pytest.mark.parametrize("kind", ["no_source", "referred"])
def test_a_refusal_carrying_passages_cannot_be_built(kind: VerdictKind) -> None:
    rule = RULE if kind == "referred" else None
    with pytest.raises(ValueError, match=f"a {kind} verdict never carries passages"):
        _verdict(kind, (HIT,), _trace("policy:fatwa", rule))


def test_an_answer_without_passages_cannot_be_built() -> None:
    with pytest.raises(ValueError, match="carries at least one passage"):
        _verdict("answered", (), _trace(None))


def test_an_answer_with_a_refusal_reason_cannot_be_built() -> None:
    with pytest.raises(ValueError, match="no refusal reason"):
        _verdict("answered", (HIT,), _trace("gate:min_coverage"))


@pytest.mark.parametrize("kind", ["no_source", "referred"])
def test_a_refusal_says_what_refused_it(kind: VerdictKind) -> None:
    rule = RULE if kind == "referred" else None
    with pytest.raises(ValueError, match="says what refused it"):
        _verdict(kind, (), _trace(None, rule))


def test_a_referral_names_its_rule() -> None:
    with pytest.raises(ValueError, match="names a policy rule"):
        _verdict("referred", (), _trace("policy:fatwa"))


def test_no_source_names_no_rule() -> None:
    with pytest.raises(ValueError, match="names a policy rule"):
        _verdict("no_source", (), _trace("gate:min_coverage", RULE))


def test_an_answer_names_no_rule() -> None:
    # Fixed bug: the check "a referred verdict, and only a referred verdict, names a
    # policy rule" runs after the answered branch has already returned, so an answered verdict
    # carrying a rule is built without complaint.
    with pytest.raises(ValueError, match="names no rule"):
        _verdict("answered", (HIT,), _trace(None, RULE))


def test_passage_ids_are_in_hit_order() -> None:
    second = Hit(
        passage=INDEX.passage_at(3),
        score=1.0,
        coverage=1.0,
        matched_in="arabic",
        match=Match(exact_phrase=False, terms=(), bridges=()),
    )
    verdict = _verdict("answered", (second, HIT), _trace(None))
    assert verdict.passage_ids == ("quran:107:2", "quran:2:183")


def test_a_search_result_is_not_a_verdict() -> None:
    result = SearchResult(query="q", hits=(HIT,), terms=())
    assert not isinstance(result, Verdict)
    assert result.hits == (HIT,)
