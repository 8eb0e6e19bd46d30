"""Scoring the answer audit on labelled Qur'an quotations (evals/audit-quotations.json).

A *correct* quotation (the muṣḥaf's words, written as people write them) is a false alarm when
the audit finds nothing in it, or classes any quotation in it as anything but verbatim in the
corpus (``served_verbatim`` or ``in_corpus_not_served``: a citation that is wrong or cannot be
checked is a false alarm too), or when the verses quoted are not among the passages it names
(the same words may also stand in a hadith, which the audit may name as well). In the
``citation`` category, where each quotation is followed by a right citation of its verse in a
form people write, the citation must also be read as agreeing with the words. An *altered*
quotation (a word replaced, dropped, added or swapped) is caught when no quotation in it is
classed verbatim.
"""

from collections import Counter
from collections.abc import Iterable
from typing import Literal, TypeAlias

import attrs

from sanad.core.audit import Audit
from sanad.core.types import PassageId

Label: TypeAlias = Literal["correct", "altered"]
Outcome: TypeAlias = Literal["right", "false_alarm", "caught", "missed"]

_VERBATIM = frozenset({"served_verbatim", "in_corpus_not_served"})


@attrs.frozen(kw_only=True)
class QuotationCase:
    """One labelled draft: its category, label, text and (correct ones) the verses it quotes."""

    id: str
    category: str
    label: Label
    draft: str
    ids: tuple[PassageId, ...]
    note: str


@attrs.frozen(kw_only=True)
class CaseResult:
    """How the audit did on one case, and what it said."""

    case: QuotationCase
    outcome: Outcome
    classes: tuple[str, ...]
    """The classes of the quotation findings, in order (empty: nothing was found)."""
    ids: tuple[PassageId, ...]


def score(case: QuotationCase, result: Audit) -> CaseResult:
    """The outcome of one case (see the module docstring)."""
    quotes = [f for f in result.findings if f.kind != "citation"]
    classes = tuple(f.audit_class for f in quotes)
    ids = tuple(dict.fromkeys(i for f in quotes for i in f.passage_ids))
    verbatim = [f for f in quotes if f.audit_class in _VERBATIM]
    outcome: Outcome
    if case.label == "correct":
        right = bool(quotes) and len(verbatim) == len(quotes) and set(case.ids) <= set(ids)
        if case.category == "citation":
            right = right and all(f.citation_check == "agrees" for f in quotes)
        outcome = "right" if right else "false_alarm"
    else:
        outcome = "missed" if verbatim else "caught"
    return CaseResult(case=case, outcome=outcome, classes=classes, ids=ids)


def summary(results: Iterable[CaseResult]) -> dict[str, dict[str, int]]:
    """Outcomes per category, and in all (key ``all``)."""
    counts: dict[str, Counter[str]] = {}
    for result in results:
        for key in (result.case.category, "all"):
            counts.setdefault(key, Counter())[result.outcome] += 1
    return {key: dict(sorted(value.items())) for key, value in sorted(counts.items())}
