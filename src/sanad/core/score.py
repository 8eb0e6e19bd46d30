"""Query slots and BM25 scoring over the precomputed weights.

A *slot* is one subject of the question: a query term and the bridged phrases that may stand
in for it. Scores are absolute BM25 sums; they are never divided by the best hit's score
(normalising against the best hit made the top result always look like a match, and refusal
broke as the corpus grew).
"""

import heapq
from collections.abc import Iterable, Sequence

import attrs

from sanad.core.index import Index, idf
from sanad.core.stem import stem
from sanad.core.types import Posting, Score, Term, Token, Weight


@attrs.frozen(kw_only=True)
class Slot:
    """One subject of the query with its alternatives (the term itself and bridged phrases)."""

    term: Term
    wording: str
    """The question's own words for this slot (normalised, unstemmed)."""
    alternatives: tuple[Term, ...]
    document_frequency: int
    """Passages containing any alternative (summed, capped at the corpus size)."""
    weight: Weight
    source_term: bool

    @property
    def out_of_vocabulary(self) -> bool:
        """True when no passage contains the term or any bridged phrase."""
        return self.document_frequency == 0

    @property
    def bridged_to(self) -> tuple[Term, ...]:
        """The phrases this slot was bridged to (alternatives other than the term itself)."""
        return tuple(alt for alt in self.alternatives if alt != self.term)


def query_slots(
    index: Index, tokens: Sequence[Token], source_terms: Iterable[Token]
) -> tuple[Slot, ...]:
    """Group the query's content tokens into slots, applying the index's bridges (longest first)."""
    terms = [stem(token) for token in tokens]
    source_stems = {stem(token) for token in source_terms}
    longest = max((key.count(" ") + 1 for key in index.bridges), default=1)
    slots: list[Slot] = []
    seen: set[Term] = set()
    position = 0
    while position < len(terms):
        term, width = terms[position], 1
        for size in range(min(longest, len(terms) - position), 1, -1):
            key = " ".join(terms[position : position + size])
            if key in index.bridges:
                term, width = key, size
                break
        wording = " ".join(tokens[position : position + width])
        position += width
        if term in seen:
            continue
        seen.add(term)
        alternatives = (term, *index.bridges.get(term, ()))
        frequency = min(
            index.passage_count, sum(index.document_frequency(alt) for alt in alternatives)
        )
        slots.append(
            Slot(
                term=term,
                wording=wording,
                alternatives=alternatives,
                document_frequency=frequency,
                weight=idf(frequency, index.passage_count),
                source_term=term in source_stems,
            )
        )
    return tuple(slots)


def slot_posting(index: Index, slot: Slot) -> Posting:
    """Passages containing any of the slot's alternatives, each with its best weight."""
    postings = [index.posting(alt) for alt in slot.alternatives]
    postings = [p for p in postings if p]
    if not postings:
        return {}
    if len(postings) == 1:
        return postings[0]
    merged = dict(postings[0])
    for posting in postings[1:]:
        for ordinal, weight in posting.items():
            if weight > merged.get(ordinal, 0.0):
                merged[ordinal] = weight
    return merged


def rank(
    slot_postings: Sequence[tuple[Slot, Posting]], discount: float, pool: int
) -> list[tuple[int, Score]]:
    """The ``pool`` best passages by absolute BM25, ties broken by corpus order."""
    scores: dict[int, float] = {}
    for slot, posting in slot_postings:
        factor = discount if slot.source_term else 1.0
        get = scores.get
        for ordinal, weight in posting.items():
            scores[ordinal] = get(ordinal, 0.0) + weight * factor
    return heapq.nsmallest(pool, scores.items(), key=lambda item: (-item[1], item[0]))
