"""The result of answering: one of three verdicts, with the trace that explains it (design §2)."""

import attrs

from sanad.core.config import Gates
from sanad.core.passage import Passage
from sanad.core.types import MatchedIn, PassageId, Score, Term, VerdictKind, Weight


@attrs.frozen(kw_only=True)
class BridgeUse:
    """A lexicon bridge that found this passage: the query's word and the edition's phrase."""

    query_term: Term
    phrase: Term


@attrs.frozen(kw_only=True)
class Match:
    """How a passage matched: the exact wording or only its words, and through which bridges."""

    exact_phrase: bool
    """True when the question's content words stand in the passage in the same order, together."""
    terms: tuple[Term, ...]
    """The query terms (or bridged phrases) found in the passage."""
    bridges: tuple[BridgeUse, ...]
    reference: str | None = None
    """The reference in the question that named this passage ("quran 2:219"), if any."""


@attrs.frozen(kw_only=True)
class Hit:
    """A passage returned for a question, with how and how well it matched."""

    passage: Passage
    score: Score
    coverage: float
    matched_in: MatchedIn
    match: Match


@attrs.frozen(kw_only=True)
class TermTrace:
    """One subject slot of the query: its term, frequency, weight and bridges."""

    term: Term
    document_frequency: int
    weight: Weight
    out_of_vocabulary: bool
    source_term: bool
    scope: tuple[str, ...]
    """For a source term, the collections it names (it matches by collection, not by word)."""
    bridged_to: tuple[Term, ...]


@attrs.frozen(kw_only=True)
class CandidateTrace:
    """A top-scoring passage the gates examined, and the gates it failed."""

    id: PassageId
    score: Score
    coverage: float
    failed: tuple[str, ...]
    evidence: float = 0.0
    """The share of the subject its best window holds, as the evidence gate compares it."""
    found: tuple[str, ...] = ()
    """The subject's words (as the question has them) that its best window holds."""
    missing: tuple[str, ...] = ()
    """The subject's words its best window lacks."""
    window: str = ""
    """An excerpt of that window (one sentence or two neighbouring ones)."""


@attrs.frozen(kw_only=True)
class RuleRef:
    """The policy rule that referred a question."""

    id: str
    label: str


@attrs.frozen(kw_only=True)
class AnalysisTrace:
    """What the question was understood to ask (design §3, analyse)."""

    kind: str
    """``topic``, a factoid kind (``count``, ``measure``, ``date``, ``name``, ``place``),
    ``reference`` or ``ruling``."""
    subject: str
    framing: str
    units: tuple[str, ...] = ()
    """Multiword units (compounds, names) read as one term."""
    other_source: str | None = None
    """A book outside this corpus the question takes as its source."""


@attrs.frozen(kw_only=True)
class Trace:
    """Why the verdict is what it is: terms, OOV ratio, gates, candidates, and what refused."""

    terms: tuple[TermTrace, ...]
    oov_ratio: float | None
    gates: Gates
    candidates: tuple[CandidateTrace, ...]
    refused_by: str | None
    """``policy:<rule id>``, ``gate:<gate name>`` or ``input:<reason>``; None when answered."""
    rule: RuleRef | None
    unusable_bridges: tuple[str, ...]
    joint_terms: int | None = None
    """The most subject terms any one sentence of the corpus holds, counted up to what the
    ``min_joint_terms`` gate asks for (None when not measured)."""
    analysis: AnalysisTrace | None = None
    """How the question was read (None for input that was never analysed)."""


def _check_verdict(instance: "Verdict", _attribute: object, _value: object) -> None:
    if instance.verdict == "answered":
        if not instance.hits:
            msg = "an answered verdict carries at least one passage"
            raise ValueError(msg)
        if instance.trace.refused_by is not None or instance.trace.rule is not None:
            msg = "an answered verdict has no refusal reason and names no rule"
            raise ValueError(msg)
        return
    if instance.hits:
        msg = f"a {instance.verdict} verdict never carries passages"
        raise ValueError(msg)
    if instance.trace.refused_by is None:
        msg = f"a {instance.verdict} verdict says what refused it"
        raise ValueError(msg)
    if (instance.verdict == "referred") != (instance.trace.rule is not None):
        msg = "a referred verdict, and only a referred verdict, names a policy rule"
        raise ValueError(msg)


@attrs.frozen(kw_only=True)
class Verdict:
    """How a question ended: answered with passages, referred to a scholar, or no source."""

    verdict: VerdictKind
    question: str
    hits: tuple[Hit, ...] = attrs.field(validator=_check_verdict)
    trace: Trace
    message: str
    warnings: tuple[str, ...] = ()

    @property
    def passage_ids(self) -> tuple[PassageId, ...]:
        """The ids of the returned passages, best first."""
        return tuple(hit.passage.id for hit in self.hits)


@attrs.frozen(kw_only=True)
class SearchResult:
    """Raw retrieval without policy or gates: for inspecting the index, never for answering."""

    query: str
    hits: tuple[Hit, ...]
    terms: tuple[TermTrace, ...]
