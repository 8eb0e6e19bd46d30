"""Query slots and BM25 scoring over the precomputed weights.

A *slot* is one thing the question asks about: a subject term with the bridged phrases that
may stand in for it, or a source term ("Qur'an", "hadith") that names where to look. Scores
are absolute BM25 sums; they are never divided by the best hit's score (normalising against
the best hit made the top result always look like a match, and refusal broke as the corpus
grew).
"""

import heapq
from collections.abc import Mapping, Sequence

import attrs

from sanad.core.index import Index, idf
from sanad.core.stem import stem
from sanad.core.types import CollectionKey, Posting, Score, Term, Token, Weight


@attrs.frozen(kw_only=True)
class Slot:
    """One subject of the query with its alternatives, or one source term with its scope."""

    term: Term
    wording: str
    """The question's own words for this slot (normalised, unstemmed)."""
    alternatives: tuple[Term, ...]
    document_frequency: int
    """Passages containing any alternative (summed, capped at the corpus size); for a source
    term, the passages of the collections it names."""
    weight: Weight
    source_term: bool = False
    """True when the slot names where to look rather than what about."""
    scope: tuple[CollectionKey, ...] = ()
    """For a source term, the collections it names that this corpus holds."""

    @property
    def out_of_vocabulary(self) -> bool:
        """True when no passage contains the term or any bridged phrase."""
        return self.document_frequency == 0

    @property
    def bridged_to(self) -> tuple[Term, ...]:
        """The phrases this slot was bridged to (alternatives other than the term itself)."""
        return tuple(alt for alt in self.alternatives if alt != self.term)


def query_slots(
    index: Index,
    tokens: Sequence[Token],
    source_terms: Mapping[Token, tuple[CollectionKey, ...]],
) -> tuple[Slot, ...]:
    """Group the query's content tokens into slots, applying bridges (longest key first).

    ``source_terms`` maps normalised words to the collections they name.
    """
    terms = [stem(token) for token in tokens]
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
        # Source terms are matched by the word as written (normalised), never by stem: Light10
        # gives آية the stem of أي ("which") and السنة that of سنين ("years").
        if width == 1 and wording in source_terms:
            scope = tuple(key for key in source_terms[wording] if key in index.spans)
            size = sum(len(index.collection_span(key)) for key in scope)
            slots.append(
                Slot(
                    term=term,
                    wording=wording,
                    alternatives=(),
                    document_frequency=size,
                    weight=idf(size, index.passage_count) if size else 0.0,
                    source_term=True,
                    scope=scope,
                )
            )
            continue
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
            )
        )
    return tuple(slots)


def slot_posting(slot: Slot, alternatives: Mapping[Term, Posting], passages: int) -> Posting:
    """Passages containing any of a subject slot's alternatives, each with its best weight.

    ``alternatives`` holds the decoded posting of every alternative. The alternatives of one
    slot stand for one word of the question, so they share one IDF — that of the most frequent
    alternative — instead of each keeping its own: a rare bridged phrase must not outrank the
    word itself. (Only the rarer postings are rescaled, which keeps this cheap.) A source slot
    has no posting: it matches by collection, in :func:`rank`.
    """
    postings = sorted(
        (p for p in (alternatives[alt] for alt in slot.alternatives) if p), key=len, reverse=True
    )
    if not postings:
        return {}
    if len(postings) == 1:
        return postings[0]
    basis = idf(len(postings[0]), passages)
    merged = dict(postings[0])
    for posting in postings[1:]:
        scale = basis / idf(len(posting), passages)
        for ordinal, weight in posting.items():
            scaled = weight * scale
            if scaled > merged.get(ordinal, 0.0):
                merged[ordinal] = scaled
    return merged


def rank(
    index: Index,
    subject: Sequence[tuple[Slot, Posting]],
    sources: Sequence[Slot],
    discount: float,
    pool: int,
) -> list[tuple[int, Score]]:
    """The ``pool`` best passages: in a named source first, then by BM25, then corpus order.

    Only passages matching a subject slot are scored. When the question names a source
    ("What does the Qur'an say …"), passages of that source come first; each source slot also
    adds its discounted weight to the score of the passages it names.
    """
    postings = sorted((posting for _, posting in subject if posting), key=len, reverse=True)
    if not postings:
        return []
    scores = dict(postings[0])  # copied in C; only the smaller postings are added in Python
    get = scores.get
    for posting in postings[1:]:
        for ordinal, weight in posting.items():
            scores[ordinal] = get(ordinal, 0.0) + weight
    named: dict[int, float] = {}
    for slot in sources:
        bonus = slot.weight * discount
        for key in slot.scope:
            span = index.collection_span(key)
            for ordinal in [o for o in scores if o in span]:
                scores[ordinal] += bonus
                named[ordinal] = scores[ordinal]
    first = _best(named, pool)
    if len(first) == pool:
        return first
    rest = {o: w for o, w in scores.items() if o not in named} if named else scores
    return first + _best(rest, pool - len(first))


def _best(scores: Mapping[int, float], count: int) -> list[tuple[int, Score]]:
    """The ``count`` highest scores, ties in corpus order (exactly as a full sort would give)."""
    if count <= 0 or not scores:
        return []
    if len(scores) > count:
        cutoff = heapq.nlargest(count, scores.values())[-1]
        chosen = [(o, w) for o, w in scores.items() if w >= cutoff]
    else:
        chosen = list(scores.items())
    chosen.sort(key=lambda item: (-item[1], item[0]))
    return chosen[:count]
