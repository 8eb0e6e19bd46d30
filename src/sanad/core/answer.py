"""``answer(index, config, question) -> Verdict``: the whole pipeline as one pure function.

policy → tokenise → stem → bridge → score → gate → verdict. The same inputs always give an
equal verdict; nothing here reads a file, the clock or the environment. ``search`` is the same
retrieval without policy or gates, for inspecting the index.
"""

from collections.abc import Mapping, Sequence

import attrs

from sanad.core.config import AnswerConfig
from sanad.core.gate import coverage, failed_gates, oov_ratio
from sanad.core.index import Index
from sanad.core.policy import first_matching_rule
from sanad.core.question import check_question
from sanad.core.score import Slot, query_slots, rank, slot_posting
from sanad.core.terms import is_arabic_term, terms_of
from sanad.core.tokenise import content_tokens, tokenise
from sanad.core.types import MatchedIn, Posting, Score, Term
from sanad.core.verdict import (
    BridgeUse,
    CandidateTrace,
    Hit,
    Match,
    RuleRef,
    SearchResult,
    TermTrace,
    Trace,
    Verdict,
)

DEFAULT_K = 5
"""How many passages an answer carries unless asked otherwise."""
MAX_K = 50
"""The most passages one answer may carry."""
_TRACED_CANDIDATES = 10


def scope_line(index: Index) -> str:
    """The scope of an absence: which collections were searched (never "does not exist")."""
    titles = [info.collection.title for info in index.collections.values()]
    return (
        f"Not found in these {len(titles)} collections: {', '.join(titles)}. "
        "This describes this corpus only; it does not say that no source exists."
    )


def _check_k(k: int) -> None:
    if not 1 <= k <= MAX_K:
        msg = f"k must lie between 1 and {MAX_K}, got {k}"
        raise ValueError(msg)


@attrs.frozen(kw_only=True)
class _Retrieval:
    """A question's slots, with the decoded posting of every subject slot and alternative."""

    index: Index
    slots: tuple[Slot, ...]
    subject: tuple[tuple[Slot, Posting], ...]
    alternatives: Mapping[Term, Posting]

    @classmethod
    def of(cls, index: Index, config: AnswerConfig, text: str) -> "_Retrieval":
        slots = query_slots(index, content_tokens(tokenise(text)), config.source_terms)
        subject_slots = [slot for slot in slots if not slot.source_term]
        alternatives = {
            alt: index.posting(alt) for slot in subject_slots for alt in slot.alternatives
        }
        return cls(
            index=index,
            slots=slots,
            subject=tuple((slot, slot_posting(slot, alternatives)) for slot in subject_slots),
            alternatives=alternatives,
        )

    @property
    def sources(self) -> tuple[Slot, ...]:
        return tuple(slot for slot in self.slots if slot.source_term)

    def ranked(self, config: AnswerConfig, pool: int) -> list[tuple[int, Score]]:
        return rank(self.index, self.subject, self.sources, config.source_term_discount, pool)

    def term_traces(self) -> tuple[TermTrace, ...]:
        return tuple(
            TermTrace(
                term=slot.term,
                document_frequency=slot.document_frequency,
                weight=round(slot.weight, 6),
                out_of_vocabulary=slot.out_of_vocabulary,
                source_term=slot.source_term,
                scope=slot.scope,
                bridged_to=slot.bridged_to,
            )
            for slot in self.slots
        )

    def unusable_bridges(self) -> tuple[str, ...]:
        wordings = {slot.wording for slot in self.slots}
        return tuple(
            f"{bridge.query} → {bridge.phrase}: {bridge.reason}"
            for bridge in self.index.unusable_bridges
            if bridge.query.casefold() in wordings
        )

    def hit(self, ordinal: int, score: Score, covered: float) -> Hit:
        matched_in, match = self._match(ordinal)
        return Hit(
            passage=self.index.passage_at(ordinal),
            score=round(score, 6),
            coverage=round(covered, 6),
            matched_in=matched_in,
            match=match,
        )

    def _match(self, ordinal: int) -> tuple[MatchedIn, Match]:
        terms: list[str] = []
        bridges: list[BridgeUse] = []
        scripts: set[str] = set()
        for slot, _ in self.subject:
            for alternative in slot.alternatives:
                if ordinal in self.alternatives[alternative]:
                    terms.append(alternative)
                    scripts.add("arabic" if is_arabic_term(alternative) else "english")
                    if alternative != slot.term:
                        bridges.append(BridgeUse(query_term=slot.term, phrase=alternative))
                    break
        matched_in: MatchedIn = (
            "both" if len(scripts) > 1 else ("arabic" if "arabic" in scripts else "english")
        )
        exact = False
        if self.subject and not bridges and len(terms) == len(self.subject):
            # Exact: the question's subject terms stand together, in order, in the passage.
            record = self.index.record(ordinal)
            field = (
                (record.arabic_search or record.arabic)
                if matched_in == "arabic"
                else f"{record.narrator}\n{record.english}"
            )
            wanted = " " + " ".join(slot.term for slot, _ in self.subject) + " "
            exact = wanted in " " + " ".join(terms_of(field)) + " "
        return matched_in, Match(exact_phrase=exact, terms=tuple(terms), bridges=tuple(bridges))


def search(index: Index, config: AnswerConfig, query: str, k: int = DEFAULT_K) -> SearchResult:
    """Raw retrieval: the ``k`` best-scoring passages with no policy and no gates.

    For inspecting the index, never for answering a user: a search result is not a verdict.
    """
    _check_k(k)
    text = check_question(query)
    retrieval = _Retrieval.of(index, config, text)
    hits = tuple(
        retrieval.hit(ordinal, score, coverage(ordinal, retrieval.subject))
        for ordinal, score in retrieval.ranked(config, k)
    )
    return SearchResult(query=text, hits=hits, terms=retrieval.term_traces())


def _no_source(text: str, trace: Trace, message: str, warnings: tuple[str, ...]) -> Verdict:
    return Verdict(
        verdict="no_source",
        question=text,
        hits=(),
        trace=trace,
        message=message,
        warnings=warnings,
    )


def answer(index: Index, config: AnswerConfig, question: str, k: int = DEFAULT_K) -> Verdict:
    """Answer ``question``: referred, no_source, or answered with up to ``k`` passages.

    Raises InvalidQuestionError (a ValueError) for input that is not a question at all, and
    ValueError when ``k`` lies outside 1..MAX_K.
    """
    _check_k(k)
    text = check_question(question)
    gates = config.gates
    rule = first_matching_rule(config.rules, text)
    if rule is not None:
        return Verdict(
            verdict="referred",
            question=text,
            hits=(),
            trace=Trace(
                terms=(),
                oov_ratio=None,
                gates=gates,
                candidates=(),
                refused_by=f"policy:{rule.id}",
                rule=RuleRef(id=rule.id, label=rule.label),
                unusable_bridges=(),
            ),
            message=f"{config.referral} (Rule {rule.id}: {rule.label}.)",
        )

    retrieval = _Retrieval.of(index, config, text)
    unusable = retrieval.unusable_bridges()
    warnings = tuple(f"lexicon bridge unusable in this corpus: {line}" for line in unusable)
    scope = scope_line(index)

    def trace(
        refused_by: str | None, ratio: float | None, candidates: Sequence[CandidateTrace]
    ) -> Trace:
        return Trace(
            terms=retrieval.term_traces(),
            oov_ratio=ratio,
            gates=gates,
            candidates=tuple(candidates),
            refused_by=refused_by,
            rule=None,
            unusable_bridges=unusable,
        )

    if not retrieval.subject:
        reason, why = (
            ("input:source_name_only", "The question names where to look but not what about.")
            if retrieval.slots
            else ("input:no_subject_words", "The question has no words to search for.")
        )
        return _no_source(text, trace(reason, None, ()), f"{why} {scope}", warnings)

    ratio = oov_ratio(retrieval.slots)
    if ratio > gates.max_oov_ratio:
        unknown = ", ".join(slot.wording for slot, _ in retrieval.subject if slot.out_of_vocabulary)
        message = f"{scope} Words no passage uses: {unknown}."
        return _no_source(text, trace("gate:max_oov_ratio", ratio, ()), message, warnings)

    examined: list[tuple[int, Score, float, tuple[str, ...]]] = []
    for ordinal, score in retrieval.ranked(config, config.candidate_pool):
        failed, covered = failed_gates(
            ordinal=ordinal, score=score, subject=retrieval.subject, gates=gates
        )
        examined.append((ordinal, score, covered, failed))
    traced = [
        CandidateTrace(id=index.headers[o][0], score=round(s, 6), coverage=round(c, 6), failed=f)
        for o, s, c, f in examined[:_TRACED_CANDIDATES]
    ]
    passing = [(o, s, c) for o, s, c, f in examined if not f][:k]
    if not passing:
        refused_by = f"gate:{examined[0][3][0]}" if examined else "gate:no_passage_matched"
        return _no_source(text, trace(refused_by, ratio, traced), scope, warnings)

    hits = tuple(retrieval.hit(o, s, c) for o, s, c in passing)
    return Verdict(
        verdict="answered",
        question=text,
        hits=hits,
        trace=trace(None, ratio, traced),
        message=(
            f"{len(hits)} passage(s) found. Quote them as they are; cite each by its reference."
        ),
        warnings=warnings,
    )
