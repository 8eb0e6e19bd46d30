"""The gates a passage must clear before it may answer a question (design §3).

Values come from ``config/policy.toml`` and are calibrated by sweep, not tuned to one case.
"""

from collections import Counter
from collections.abc import Sequence
from itertools import chain

from sanad.core.config import Gates
from sanad.core.score import Slot
from sanad.core.types import Posting


def oov_ratio(slots: Sequence[Slot]) -> float:
    """Share of the subject weight sitting in terms the corpus never uses (0 when no subject)."""
    subject = [slot for slot in slots if not slot.source_term]
    total = sum(slot.weight for slot in subject)
    if total == 0:
        return 0.0
    return sum(slot.weight for slot in subject if slot.out_of_vocabulary) / total


def coverage(ordinal: int, subject: Sequence[tuple[Slot, Posting]]) -> float:
    """Share of the IDF-weighted subject slots this passage contains (source terms excluded)."""
    total = sum(slot.weight for slot, _ in subject)
    if total == 0:
        return 0.0
    return sum(slot.weight for slot, posting in subject if ordinal in posting) / total


def joint_terms(subject: Sequence[tuple[Slot, Posting]]) -> int:
    """The most distinct subject slots that any one passage contains (0 when none matches).

    Two words that each occur but never in one passage ("spring" and "season", "stock" and
    "market") are a combination the corpus never treats: the analogue, for pairs of words, of
    a word no passage uses.
    """
    counts = Counter(chain.from_iterable(posting for _, posting in subject))  # counted in C
    return max(counts.values(), default=0)


def joint_terms_needed(subject_slots: int, gates: Gates) -> int:
    """How many subject terms must stand together in one passage for this question."""
    return min(gates.min_joint_terms, subject_slots)


def failed_gates(*, score: float, covered: float, has_pivot: bool, gates: Gates) -> tuple[str, ...]:
    """The gates a passage with this score, coverage and pivot fails (empty when it may answer)."""
    failed: list[str] = []
    if score < gates.retrieval_threshold:
        failed.append("retrieval_threshold")
    if covered < gates.min_coverage:
        failed.append("min_coverage")
    if gates.require_pivot_term and not has_pivot:
        failed.append("require_pivot_term")
    return tuple(failed)
