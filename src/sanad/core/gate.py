"""The gates a passage must clear before it may answer a question (design §3).

Values come from ``config/policy.toml`` and are calibrated by sweep, not tuned to one case.
"""

from collections.abc import Callable, Sequence

from sanad.core.config import Gates
from sanad.core.score import Slot, evidence_slots
from sanad.core.types import Posting


def oov_ratio(slots: Sequence[Slot]) -> float:
    """Share of the subject weight sitting in terms the corpus never uses (0 when no subject)."""
    subject = [slot for slot in slots if not slot.source_term]
    total = sum(slot.weight for slot in subject)
    if total == 0:
        return 0.0
    return sum(slot.weight for slot in subject if slot.out_of_vocabulary) / total


def coverage_of(
    subject: Sequence[tuple[Slot, Posting]], *, predicates_whole: bool = False
) -> Callable[[int], float]:
    """A passage's coverage by ordinal: the share of the subject's IDF weight it contains.

    Source terms and generic words (``weak`` slots) are excluded, unless the subject is made
    only of generic words; the weights are summed once per question.
    """
    pairs, total = _weighed(subject, predicates_whole=predicates_whole)
    if total == 0:
        return lambda _ordinal: 0.0

    def covered(ordinal: int) -> float:
        # Added in order, from 0, as sum() adds: a loop, not a generator, for each candidate.
        held: float = 0
        for weight, posting in pairs:
            if ordinal in posting:
                held += weight
        return held / total

    return covered


def joint_coverage_of(
    subject: Sequence[tuple[Slot, Posting]], *, predicates_whole: bool = False
) -> Callable[[int, int], float]:
    """The share of the subject's IDF weight two passages hold between them (see coverage_of).

    A verse read with the one before it can hold no more of the subject than this.
    """
    pairs, total = _weighed(subject, predicates_whole=predicates_whole)
    if total == 0:
        return lambda _one, _other: 0.0
    return lambda one, other: (
        sum(weight for weight, posting in pairs if one in posting or other in posting) / total
    )


def _weighed(
    subject: Sequence[tuple[Slot, Posting]], *, predicates_whole: bool
) -> tuple[list[tuple[float, Posting]], float]:
    """Each counted slot's weight with its posting, and their total."""
    postings = dict(subject)
    pairs = [
        (weight, postings[slot])
        for slot, weight in evidence_slots(list(postings), predicates_whole=predicates_whole)
    ]
    return pairs, sum(weight for weight, _ in pairs)


def joint_terms_needed(subject: Sequence[Slot], gates: Gates) -> int:
    """How many of the question's subject terms must stand together in one sentence.

    Words no passage uses are left out: they are the out-of-vocabulary gate's business.
    """
    known = sum(not slot.out_of_vocabulary for slot in subject)
    return min(gates.min_joint_terms, known)


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
