import pytest

from sanad.core.config import Gates
from sanad.core.gate import coverage_of, failed_gates, joint_terms_needed, oov_ratio
from sanad.core.score import Slot


def _slot(term: str, weight: float, df: int = 1, *, source: bool = False) -> Slot:
    return Slot(
        term=term,
        wording=term,
        alternatives=() if source else (term,),
        document_frequency=df,
        weight=weight,
        source_term=source,
    )


def test_oov_ratio_is_the_share_of_subject_weight_in_unknown_terms() -> None:
    slots = [_slot("known", 1.0), _slot("unknown", 3.0, df=0), _slot("quran", 5.0, source=True)]
    assert oov_ratio(slots) == pytest.approx(0.75)


def test_oov_ratio_is_zero_without_subject_terms() -> None:
    assert oov_ratio([]) == 0.0
    assert oov_ratio([_slot("quran", 1.0, source=True)]) == 0.0


def test_coverage_is_the_share_of_subject_weight_a_passage_holds() -> None:
    subject = [(_slot("a", 1.0), {0: 1.0, 1: 1.0}), (_slot("b", 3.0), {1: 0.2})]
    coverage = coverage_of(subject)
    assert coverage(0) == pytest.approx(0.25)
    assert coverage(1) == pytest.approx(1.0)
    assert coverage(2) == 0.0
    assert coverage_of([])(0) == 0.0


GATES = Gates(min_coverage=0.35, max_oov_ratio=0.25, retrieval_threshold=1.0)


@pytest.mark.parametrize(
    ("score", "covered", "failed"),
    [
        (1.2, 1.0, ()),
        (0.99, 1.0, ("retrieval_threshold",)),
        (1.2, 0.25, ("min_coverage",)),
        (0.5, 0.0, ("retrieval_threshold", "min_coverage")),
    ],
)
def test_failed_gates(score: float, covered: float, failed: tuple[str, ...]) -> None:
    assert failed_gates(score=score, covered=covered, has_pivot=False, gates=GATES) == failed


def test_the_thresholds_are_inclusive() -> None:
    assert failed_gates(score=1.0, covered=0.35, has_pivot=False, gates=GATES) == ()


def test_the_pivot_gate_is_off_unless_asked_for() -> None:
    pivoted = Gates(
        min_coverage=0.35, max_oov_ratio=0.25, retrieval_threshold=1.0, require_pivot_term=True
    )
    assert failed_gates(score=2.0, covered=1.0, has_pivot=False, gates=pivoted) == (
        "require_pivot_term",
    )
    assert failed_gates(score=2.0, covered=1.0, has_pivot=True, gates=pivoted) == ()


@pytest.mark.parametrize(
    ("minimum", "known", "unknown", "needed"),
    [(1, 3, 0, 1), (2, 1, 0, 1), (2, 3, 0, 2), (3, 2, 0, 2), (2, 1, 2, 1), (2, 0, 1, 0)],
)
def test_a_question_needs_no_more_joint_terms_than_it_has_known_words(
    minimum: int, known: int, unknown: int, needed: int
) -> None:
    gates = Gates(
        min_coverage=0.35, max_oov_ratio=0.25, retrieval_threshold=1.0, min_joint_terms=minimum
    )
    slots = [_slot(f"k{i}", 1.0) for i in range(known)]
    slots += [_slot(f"u{i}", 1.0, df=0) for i in range(unknown)]
    assert joint_terms_needed(slots, gates) == needed


def test_the_joint_gate_needs_at_least_one_term() -> None:
    with pytest.raises(ValueError, match="min_joint_terms"):
        Gates(min_coverage=0.35, max_oov_ratio=0.25, retrieval_threshold=1.0, min_joint_terms=0)
