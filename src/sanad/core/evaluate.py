"""Running a labelled eval set: which verdicts were right, and how the wrong ones were wrong.

Error kinds are counted apart because they are not equally bad (design §2): a *fabrication*
(answered where a refusal was expected) ships a confident answer the corpus does not support;
an *over-refusal* only withholds one; a *wrong citation* answered but with none of the expected
passages; a *refusal mix-up* refused the wrong way (referred vs no_source: safe, still wrong).
"""

import itertools
from collections import Counter
from collections.abc import Collection, Sequence
from typing import Literal, TypeAlias

import attrs

from sanad.core.answer import Assessment, answer, assess, outcome
from sanad.core.config import AnswerConfig, Gates
from sanad.core.index import Index
from sanad.core.question import InvalidQuestionError
from sanad.core.types import CollectionKey, PassageId, VerdictKind
from sanad.core.verdict import Verdict

CaseKind: TypeAlias = Literal[
    "passed", "fabrication", "over_refusal", "wrong_citation", "refusal_mixup"
]
"""How one case ended."""


@attrs.frozen(kw_only=True)
class IfHeld:
    """A case's label when the corpus holds ``collection``."""

    collection: CollectionKey
    expect: VerdictKind
    cite_any: tuple[PassageId, ...] = ()


@attrs.frozen(kw_only=True)
class EvalCase:
    """One labelled question: the verdict it must get and, if answered, ids it must cite."""

    id: str = attrs.field(validator=attrs.validators.min_len(1))
    question: str
    expect: VerdictKind
    cite_any: tuple[PassageId, ...] = ()
    note: str = ""
    if_held: tuple[IfHeld, ...] = ()
    """The label where the corpus holds a collection the case was not labelled for: "from Ibn
    Majah, not these books" is no_source until Ibn Majah is switched on."""

    def for_corpus(self, held: Collection[CollectionKey]) -> "EvalCase":
        """The case as labelled for a corpus holding the collections ``held``."""
        for other in self.if_held:
            if other.collection in held:
                return attrs.evolve(self, expect=other.expect, cite_any=other.cite_any, if_held=())
        return self


def _unique_ids(_instance: object, _attribute: object, cases: tuple[EvalCase, ...]) -> None:
    # Counted in one pass: 110,000 cases took 139 s with list.count per case.
    counts = Counter(case.id for case in cases)
    duplicates = sorted(ident for ident, count in counts.items() if count > 1)
    if duplicates:
        msg = f"duplicate case id(s): {', '.join(duplicates)}"
        raise ValueError(msg)


@attrs.frozen(kw_only=True)
class EvalSet:
    """A file of labelled questions (design §7), written for one English edition."""

    version: int
    edition: str
    cases: tuple[EvalCase, ...] = attrs.field(validator=_unique_ids)


@attrs.frozen(kw_only=True)
class CaseResult:
    """What one case got, and whether (and how) it was wrong."""

    id: str
    expect: VerdictKind
    got: VerdictKind
    ok: bool
    kind: CaseKind
    passage_ids: tuple[PassageId, ...]
    refused_by: str | None
    detail: str
    """Why it failed, in words: gate values, out-of-vocabulary terms, the rule that fired."""


@attrs.frozen(kw_only=True)
class EvalReport:
    """The counts of an eval run, and every case's result."""

    total: int
    passed: int
    fabrications: int
    over_refusals: int
    wrong_citations: int
    refusal_mixups: int
    cases: tuple[CaseResult, ...]

    @classmethod
    def of(cls, results: Sequence[CaseResult]) -> "EvalReport":
        """Count the results."""
        kinds = [result.kind for result in results]
        return cls(
            total=len(results),
            passed=kinds.count("passed"),
            fabrications=kinds.count("fabrication"),
            over_refusals=kinds.count("over_refusal"),
            wrong_citations=kinds.count("wrong_citation"),
            refusal_mixups=kinds.count("refusal_mixup"),
            cases=tuple(results),
        )


def classify(case: EvalCase, got: VerdictKind, passage_ids: Sequence[PassageId]) -> CaseKind:
    """The kind of outcome for ``case`` given the verdict it got and the passages returned."""
    if case.expect == "answered":
        if got != "answered":
            return "over_refusal"
        if case.cite_any and not set(case.cite_any) & set(passage_ids):
            return "wrong_citation"
        return "passed"
    if got == "answered":
        return "fabrication"
    return "passed" if got == case.expect else "refusal_mixup"


def _detail(verdict: Verdict) -> str:
    trace = verdict.trace
    gates = trace.gates
    parts = [f"refused_by={trace.refused_by}"] if trace.refused_by else []
    if trace.rule is not None:
        parts.append(f"rule {trace.rule.id} ({trace.rule.label})")
    oov = [t.term for t in trace.terms if t.out_of_vocabulary and not t.source_term]
    if trace.oov_ratio is not None:
        parts.append(f"oov_ratio={trace.oov_ratio:.2f} (max {gates.max_oov_ratio})")
    if trace.joint_terms is not None:
        parts.append(f"joint_terms={trace.joint_terms} (min {gates.min_joint_terms})")
    if oov:
        parts.append(f"out of vocabulary: {', '.join(oov)}")
    terms = [
        f"{t.term}(df {t.document_frequency}{', source' if t.source_term else ''}"
        f"{', bridged to ' + '/'.join(t.bridged_to) if t.bridged_to else ''})"
        for t in trace.terms
    ]
    if terms:
        parts.append("terms: " + " ".join(terms))
    for candidate in trace.candidates[:3]:
        failed = ",".join(candidate.failed) or "passed"
        parts.append(
            f"{candidate.id} score {candidate.score:.2f} coverage {candidate.coverage:.2f} "
            f"[{failed}]"
        )
    parts.append(
        f"gates: min_coverage {gates.min_coverage}, retrieval_threshold {gates.retrieval_threshold}"
    )
    return "; ".join(parts)


def run_case(index: Index, config: AnswerConfig, case: EvalCase, k: int = 5) -> CaseResult:
    """Answer one case's question and classify the outcome (as labelled for this corpus)."""
    case = case.for_corpus(index.collections)
    try:
        verdict = answer(index, config, case.question, k)
    except InvalidQuestionError as error:
        got: VerdictKind = "no_source"
        return CaseResult(
            id=case.id,
            expect=case.expect,
            got=got,
            ok=classify(case, got, ()) == "passed",
            kind=classify(case, got, ()),
            passage_ids=(),
            refused_by="input:invalid",
            detail=f"not a question: {error}",
        )
    kind = classify(case, verdict.verdict, verdict.passage_ids)
    return CaseResult(
        id=case.id,
        expect=case.expect,
        got=verdict.verdict,
        ok=kind == "passed",
        kind=kind,
        passage_ids=verdict.passage_ids,
        refused_by=verdict.trace.refused_by,
        detail=_detail(verdict),
    )


def run_eval(index: Index, config: AnswerConfig, evalset: EvalSet, k: int = 5) -> EvalReport:
    """Run every case of ``evalset``."""
    return EvalReport.of([run_case(index, config, case, k) for case in evalset.cases])


@attrs.frozen(kw_only=True)
class SweepRow:
    """The outcome counts of the eval set under one setting of the gates."""

    retrieval_threshold: float
    min_coverage: float
    max_oov_ratio: float
    min_joint_terms: int
    min_evidence: float
    require_pivot_term: bool
    passed: int
    fabrications: int
    over_refusals: int
    wrong_citations: int
    refusal_mixups: int


@attrs.frozen(kw_only=True)
class SweepGrid:
    """The gate values a sweep tries (every combination)."""

    thresholds: tuple[float, ...] = (0.0, 1.0, 2.0, 4.0)
    coverages: tuple[float, ...] = (0.0, 0.2, 0.35)
    oov_ratios: tuple[float, ...] = (0.0, 0.1, 0.25)
    joint_terms: tuple[int, ...] = (1, 2)
    evidence: tuple[float, ...] = (0.25, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)
    pivot: tuple[bool, ...] = (False, True)


def sweep(
    index: Index, config: AnswerConfig, evalset: EvalSet, grid: SweepGrid | None = None
) -> tuple[SweepRow, ...]:
    """Run the eval set under every combination of the gate values (grid search).

    Each question is assessed once (policy, analysis, retrieval, scores, evidence); only the
    gate decision is repeated per setting, through the same code :func:`answer` uses.
    """
    grid = grid or SweepGrid()
    # Assess with the widest settings on the grid, so that every setting's inputs are measured.
    widest = attrs.evolve(
        config,
        gates=attrs.evolve(
            config.gates,
            min_joint_terms=max(grid.joint_terms, default=1),
            max_oov_ratio=max(grid.oov_ratios, default=0.0),
            min_evidence=min(grid.evidence, default=0.0),
        ),
    )
    assessed: list[tuple[EvalCase, Assessment | None]] = []
    for labelled in evalset.cases:
        case = labelled.for_corpus(index.collections)
        try:
            assessed.append((case, assess(index, widest, case.question)))
        except InvalidQuestionError:
            assessed.append((case, None))
    rows = []
    for threshold, minimum, ratio, joint, share, pivot in itertools.product(
        grid.thresholds, grid.coverages, grid.oov_ratios, grid.joint_terms, grid.evidence,
        grid.pivot,
    ):  # fmt: skip
        gates = Gates(
            min_coverage=minimum,
            max_oov_ratio=ratio,
            retrieval_threshold=threshold,
            require_pivot_term=pivot,
            min_joint_terms=joint,
            min_evidence=share,
        )
        kinds = []
        for case, assessment in assessed:
            if assessment is None:
                kinds.append(classify(case, "no_source", ()))
                continue
            got, _, passing = outcome(assessment, gates)
            ids = tuple(index.headers.ident(c.ordinal) for c in passing)
            kinds.append(classify(case, got, ids))
        rows.append(
            SweepRow(
                retrieval_threshold=threshold,
                min_coverage=minimum,
                max_oov_ratio=ratio,
                min_joint_terms=joint,
                min_evidence=share,
                require_pivot_term=pivot,
                passed=kinds.count("passed"),
                fabrications=kinds.count("fabrication"),
                over_refusals=kinds.count("over_refusal"),
                wrong_citations=kinds.count("wrong_citation"),
                refusal_mixups=kinds.count("refusal_mixup"),
            )
        )
    return tuple(rows)
