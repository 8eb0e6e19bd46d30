import math

import pytest
from core_fixtures import GATES, RULES, SOURCE_TERMS

from sanad.core.config import AnswerConfig, Gates


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("min_coverage", -0.01),
        ("min_coverage", 1.01),
        ("min_coverage", math.nan),
        ("max_oov_ratio", -0.5),
        ("max_oov_ratio", 2.0),
        ("max_oov_ratio", math.nan),
        ("retrieval_threshold", -0.001),
        ("retrieval_threshold", -math.inf),
    ],
)
def test_gates_reject_out_of_range_values(field: str, value: float) -> None:
    with pytest.raises(ValueError, match=field):
        Gates(
            min_coverage=value if field == "min_coverage" else GATES.min_coverage,
            max_oov_ratio=value if field == "max_oov_ratio" else GATES.max_oov_ratio,
            retrieval_threshold=(
                value if field == "retrieval_threshold" else GATES.retrieval_threshold
            ),
        )


def test_a_nan_retrieval_threshold_is_rejected() -> None:
    # Fixed bug: every comparison with NaN is false, so `score < nan` never fails a
    # passage and the gate silently switches off. TOML can spell it (retrieval_threshold = nan).
    with pytest.raises(ValueError, match="retrieval_threshold"):
        Gates(min_coverage=0.35, max_oov_ratio=0.25, retrieval_threshold=math.nan)


@pytest.mark.parametrize(
    ("min_coverage", "max_oov_ratio", "retrieval_threshold"),
    [(0.0, 0.0, 0.0), (1.0, 1.0, 0.0), (0.35, 0.25, 1.0), (0.5, 0.5, 1e6)],
)
def test_gates_accept_the_bounds(
    min_coverage: float, max_oov_ratio: float, retrieval_threshold: float
) -> None:
    gates = Gates(
        min_coverage=min_coverage,
        max_oov_ratio=max_oov_ratio,
        retrieval_threshold=retrieval_threshold,
    )
    assert gates.require_pivot_term is False


def _config(**changes: object) -> AnswerConfig:
    values: dict[str, object] = {
        "gates": GATES,
        "rules": RULES,
        "referral": "Ask a scholar.",
        "source_terms": SOURCE_TERMS,
        "source_term_discount": 0.3,
    }
    values.update(changes)
    return AnswerConfig(**values)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "changes",
    [
        {"referral": ""},
        {"source_term_discount": 1.5},
        {"source_term_discount": -0.1},
        {"candidate_pool": 0},
    ],
)
def test_answer_config_rejects_bad_values(changes: dict[str, object]) -> None:
    with pytest.raises(ValueError, match=r"referral|discount|candidate_pool"):
        _config(**changes)


def test_answer_config_defaults_its_pool() -> None:
    assert _config().candidate_pool == 50
