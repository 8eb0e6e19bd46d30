"""What the corpus holds, in a form small enough to hand a client: counts, fields, a sample.

The full id list is deliberately not part of the inventory (22,566 ids are a third of a
megabyte of JSON): a client reads it page by page from a resource instead. The seed's first
scale bug was an inventory that returned everything.
"""

from collections import Counter

import attrs

from sanad.core.index import Index
from sanad.core.passage import Edition, Grading
from sanad.core.review import ReviewBook
from sanad.core.types import CollectionKey, PassageId, ReviewStatus

SAMPLE_SIZE = 15
"""How many passages the inventory's sample shows."""


@attrs.frozen(kw_only=True)
class ReviewCounts:
    """How many passages stand at each review status."""

    unreviewed: int
    approved: int
    rejected: int
    needs_discussion: int
    stale: int
    """Decided on text that has since changed: the decision is not carried over."""


@attrs.frozen(kw_only=True)
class CollectionSummary:
    """One collection: who compiled it, how it is numbered, graded and translated, its size."""

    key: CollectionKey
    title: str
    author: str | None
    author_died_ah: int | None
    passages: int
    first_id: PassageId
    last_id: PassageId
    numbering_scheme: str
    numbering_is_cited: bool
    """Whether the numbers in this collection's ids are the numbers people cite."""
    numbering_note: str
    grading: Grading | None
    """The grading exactly as the source attributes it (None when it attributes none)."""
    grading_unavailable: str | None
    edition: Edition | None
    edition_unavailable: str | None
    has_english: bool
    missing_english: int
    """Passages whose English is empty (the Arabic is complete)."""
    review: ReviewCounts
    licence: str
    attribution: str


@attrs.frozen(kw_only=True)
class SampleRow:
    """One passage of the sample, without its text (fetch it by id to read it)."""

    id: PassageId
    collection: CollectionKey
    reference: str
    number: str
    is_cited_number: bool
    chapter_number: int | None
    chapter_english: str | None
    review_status: ReviewStatus


@attrs.frozen(kw_only=True)
class Inventory:
    """Counts per collection, review status overall, and an evenly spread sample."""

    total_passages: int
    collections: tuple[CollectionSummary, ...]
    review: ReviewCounts
    sample: tuple[SampleRow, ...]


def _counts(statuses: Counter[ReviewStatus]) -> ReviewCounts:
    return ReviewCounts(
        unreviewed=statuses["unreviewed"],
        approved=statuses["approved"],
        rejected=statuses["rejected"],
        needs_discussion=statuses["needs_discussion"],
        stale=statuses["stale"],
    )


def sample_ordinals(total: int, size: int = SAMPLE_SIZE) -> tuple[int, ...]:
    """``size`` ordinals spread evenly from the first passage to the last (fewer if total is)."""
    if total <= size:
        return tuple(range(total))
    return tuple(sorted({round(i * (total - 1) / (size - 1)) for i in range(size)}))


def inventory(
    index: Index, sample_size: int = SAMPLE_SIZE, reviews: ReviewBook | None = None
) -> Inventory:
    """The inventory of ``index``; reads every passage once (cache the result).

    With ``reviews``, the review counts and the sample's statuses are as that book reads them
    (:func:`reviewed` does the same to a cached inventory, cheaply).
    """
    if reviews is not None:
        return reviewed(inventory(index, sample_size), index, reviews)
    statuses: dict[CollectionKey, Counter[ReviewStatus]] = {k: Counter() for k in index.collections}
    missing: Counter[CollectionKey] = Counter()
    for ordinal in range(index.passage_count):
        passage = index.passage_at(ordinal)
        key = passage.collection.key
        statuses[key][passage.review.status] += 1
        if passage.english is None:
            missing[key] += 1
    summaries = []
    for key, info in index.collections.items():
        span = index.collection_span(key)
        summaries.append(
            CollectionSummary(
                key=key,
                title=info.collection.title,
                author=info.collection.author,
                author_died_ah=info.collection.author_died_ah,
                passages=len(span),
                first_id=index.headers.ident(span.start),
                last_id=index.headers.ident(span.stop - 1),
                numbering_scheme=info.numbering_scheme,
                numbering_is_cited=info.numbering_is_cited,
                numbering_note=info.numbering_note,
                grading=info.grading,
                grading_unavailable=info.grading_unavailable,
                edition=info.edition,
                edition_unavailable=info.edition_unavailable,
                has_english=info.has_english,
                missing_english=missing[key],
                review=_counts(statuses[key]),
                licence=info.licence,
                attribution=info.attribution,
            )
        )
    sample = []
    for ordinal in sample_ordinals(index.passage_count, sample_size):
        passage = index.passage_at(ordinal)
        sample.append(
            SampleRow(
                id=passage.id,
                collection=passage.collection.key,
                reference=passage.reference,
                number=passage.numbering.number,
                is_cited_number=passage.numbering.is_cited_number,
                chapter_number=passage.chapter.number,
                chapter_english=passage.chapter.english,
                review_status=passage.review.status,
            )
        )
    return Inventory(
        total_passages=index.passage_count,
        collections=tuple(summaries),
        review=_counts(sum(statuses.values(), Counter())),
        sample=tuple(sample),
    )


def reviewed(base: Inventory, index: Index, reviews: ReviewBook) -> Inventory:
    """``base`` (an inventory of ``index`` with no reviews) with the counts ``reviews`` gives.

    Reads only the passages that have decisions, so it is cheap enough for every request.
    """
    decided: dict[CollectionKey, Counter[ReviewStatus]] = {k: Counter() for k in index.collections}
    status_of: dict[PassageId, ReviewStatus] = {}
    for ident in reviews.by_passage:
        passage = index.passage(ident)
        if passage is None:
            continue  # a decision on a passage this corpus does not hold counts nowhere
        status = reviews.review(ident, passage.review.text_hash).status
        status_of[ident] = status
        decided[passage.collection.key][status] += 1

    def counted(passages: int, statuses: Counter[ReviewStatus]) -> ReviewCounts:
        statuses = Counter(statuses)
        statuses["unreviewed"] += passages - sum(statuses.values())
        return _counts(statuses)

    summaries = tuple(
        attrs.evolve(s, review=counted(s.passages, decided[s.key])) for s in base.collections
    )
    return attrs.evolve(
        base,
        collections=summaries,
        review=counted(base.total_passages, sum(decided.values(), Counter())),
        sample=tuple(
            attrs.evolve(row, review_status=status_of.get(row.id, "unreviewed"))
            for row in base.sample
        ),
    )
