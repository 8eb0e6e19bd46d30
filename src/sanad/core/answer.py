"""``answer(index, config, question) -> Verdict``: the whole pipeline as one pure function.

policy → tokenise → stem → bridge → score → gate → verdict. The same inputs always give an
equal verdict; nothing here reads a file, the clock or the environment.
"""

from collections.abc import Mapping, Sequence

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


def _term_traces(slots: Sequence[Slot]) -> tuple[TermTrace, ...]:
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
        for slot in slots
    )


def _match(
    index: Index,
    ordinal: int,
    slot_postings: Sequence[tuple[Slot, Posting]],
    alternatives: Mapping[Term, Posting],
) -> tuple[MatchedIn, Match]:
    terms: list[str] = []
    bridges: list[BridgeUse] = []
    scripts: set[str] = set()
    for slot, _ in slot_postings:
        for alternative in slot.alternatives:
            if ordinal in alternatives[alternative]:
                terms.append(alternative)
                scripts.add("arabic" if is_arabic_term(alternative) else "english")
                if alternative != slot.term:
                    bridges.append(BridgeUse(query_term=slot.term, phrase=alternative))
                break
    matched_in: MatchedIn = "both" if len(scripts) > 1 else ("arabic" if "arabic" in scripts else "english")
    subject = [slot.term for slot, _ in slot_postings]
    exact = False
    if subject and not bridges and len(terms) == len(slot_postings):
        record = index.record(ordinal)
        wanted = " " + " ".join(subject) + " "
        field = record.arabic_search or record.arabic if matched_in == "arabic" else record.english
        exact = wanted in " " + " ".join(terms_of(field)) + " "
    return matched_in, Match(exact_phrase=exact, terms=tuple(terms), bridges=tuple(bridges))


def _alternative_postings(index: Index, slots: Sequence[Slot]) -> dict[Term, Posting]:
    return {alt: index.posting(alt) for slot in slots for alt in slot.alternatives}


def _hit(
    index: Index,
    ordinal: int,
    score: Score,
    covered: float,
    subject: Sequence[tuple[Slot, Posting]],
    alternatives: Mapping[Term, Posting],
) -> Hit:
    matched_in, match = _match(index, ordinal, subject, alternatives)
    return Hit(
        passage=index.passage_at(ordinal),
        score=round(score, 6),
        coverage=round(covered, 6),
        matched_in=matched_in,
        match=match,
    )


def search(index: Index, config: AnswerConfig, query: str, k: int = DEFAULT_K) -> SearchResult:
    """Raw retrieval: the ``k`` best-scoring passages with no policy and no gates.

    For inspecting the index, never for answering a user: a search result is not a verdict.
    """
    if not 1 <= k <= MAX_K:
        msg = f"k must lie between 1 and {MAX_K}, got {k}"
        raise ValueError(msg)
    text = check_question(query)
    slots = query_slots(index, content_tokens(tokenise(text)), config.source_terms)
    subject_slots = [slot for slot in slots if not slot.source_term]
    alternatives = _alternative_postings(index, subject_slots)
    subject = [(slot, slot_posting(slot, alternatives)) for slot in subject_slots]
    sources = [slot for slot in slots if slot.source_term]
    ranked = rank(index, subject, sources, config.source_term_discount, k)
    hits = tuple(
        _hit(index, ordinal, score, coverage(ordinal, subject), subject, alternatives)
        for ordinal, score in ranked
    )
    return SearchResult(query=text, hits=hits, terms=_term_traces(slots))


def _refusal(
    question: str,
    *,
    slots: Sequence[Slot],
    ratio: float | None,
    config: AnswerConfig,
    candidates: tuple[CandidateTrace, ...],
    refused_by: str,
    message: str,
    warnings: tuple[str, ...],
    unusable: tuple[str, ...],
) -> Verdict:
    return Verdict(
        verdict="no_source",
        question=question,
        hits=(),
        trace=Trace(
            terms=_term_traces(slots),
            oov_ratio=ratio,
            gates=config.gates,
            candidates=candidates,
            refused_by=refused_by,
            rule=None,
            unusable_bridges=unusable,
        ),
        message=message,
        warnings=warnings,
    )


def answer(index: Index, config: AnswerConfig, question: str, k: int = DEFAULT_K) -> Verdict:
    """Answer ``question`` from ``index``: referred, no_source, or answered with up to ``k`` passages.

    Raises InvalidQuestionError (a ValueError) for input that is not a question at all, and
    ValueError when ``k`` lies outside 1..MAX_K.
    """
    if not 1 <= k <= MAX_K:
        msg = f"k must lie between 1 and {MAX_K}, got {k}"
        raise ValueError(msg)
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

    tokens = content_tokens(tokenise(text))
    slots = query_slots(index, tokens, config.source_terms)
    unusable = tuple(
        f"{bridge.query} → {bridge.phrase}: {bridge.reason}"
        for bridge in index.unusable_bridges
        if any(bridge.query.casefold() == slot.wording for slot in slots)
    )
    warnings = tuple(f"lexicon bridge unusable in this corpus: {line}" for line in unusable)
    scope = scope_line(index)
    subject_slots = [slot for slot in slots if not slot.source_term]
    if not subject_slots:
        reason, why = (
            ("input:source_name_only", "The question names where to look but not what about.")
            if slots
            else ("input:no_subject_words", "The question has no words to search for.")
        )
        return _refusal(
            text, slots=slots, ratio=None, candidates=(), refused_by=reason,
            message=f"{why} {scope}", config=config, warnings=warnings, unusable=unusable,
        )

    ratio = oov_ratio(slots)
    if ratio > gates.max_oov_ratio:
        unknown = ", ".join(slot.wording for slot in subject_slots if slot.out_of_vocabulary)
        return _refusal(
            text, slots=slots, ratio=ratio, candidates=(), refused_by="gate:max_oov_ratio",
            message=f"{scope} Words no passage uses: {unknown}.", config=config, warnings=warnings, unusable=unusable,
        )

    alternatives = _alternative_postings(index, subject_slots)
    subject = [(slot, slot_posting(slot, alternatives)) for slot in subject_slots]
    sources = [slot for slot in slots if slot.source_term]
    ranked = rank(index, subject, sources, config.source_term_discount, config.candidate_pool)
    examined: list[tuple[int, Score, float, tuple[str, ...]]] = []
    for ordinal, score in ranked:
        failed, covered = failed_gates(ordinal=ordinal, score=score, subject=subject, gates=gates)
        examined.append((ordinal, score, covered, failed))
    traced = tuple(
        CandidateTrace(id=index.headers[o][0], score=round(s, 6), coverage=round(c, 6), failed=f)
        for o, s, c, f in examined[:_TRACED_CANDIDATES]
    )
    passing = [(o, s, c) for o, s, c, f in examined if not f][:k]
    if not passing:
        refused_by = f"gate:{examined[0][3][0]}" if examined else "gate:no_passage_matched"
        return _refusal(
            text, slots=slots, ratio=ratio, candidates=traced, refused_by=refused_by,
            message=scope, config=config, warnings=warnings, unusable=unusable,
        )

    hits = [_hit(index, o, s, c, subject, alternatives) for o, s, c in passing]
    return Verdict(
        verdict="answered",
        question=text,
        hits=tuple(hits),
        trace=Trace(
            terms=_term_traces(slots),
            oov_ratio=ratio,
            gates=gates,
            candidates=traced,
            refused_by=None,
            rule=None,
            unusable_bridges=unusable,
        ),
        message=f"{len(hits)} passage(s) found. Quote them as they are; cite each by its reference.",
        warnings=warnings,
    )
