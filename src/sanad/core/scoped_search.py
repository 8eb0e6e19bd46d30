"""Raw retrieval restricted to one collection: the same scores as :func:`answer.search`.

Filtering the top ``k`` of an unrestricted search would lose a collection's passages that
rank below other collections' (the best Muwatta passage may sit at rank 200). Here every
scored passage is ranked and only then restricted, so the ``k`` passages returned are the
collection's own best, with exactly the scores, coverage and match details ``search`` gives.
"""

from sanad.core.answer import MAX_K, _Retrieval, search
from sanad.core.config import AnswerConfig
from sanad.core.gate import coverage
from sanad.core.index import Index
from sanad.core.question import check_question
from sanad.core.types import CollectionKey
from sanad.core.verdict import SearchResult


def search_in(
    index: Index,
    config: AnswerConfig,
    query: str,
    k: int,
    collection: CollectionKey | None = None,
) -> SearchResult:
    """The ``k`` best passages of ``collection`` (all collections when None), no policy or gates.

    Raises InvalidQuestionError for a query that is not a question at all, and ValueError
    when ``k`` lies outside 1..MAX_K.
    """
    if collection is None:
        return search(index, config, query, k)
    if not 1 <= k <= MAX_K:
        msg = f"k must lie between 1 and {MAX_K}, got {k}"
        raise ValueError(msg)
    text = check_question(query)
    # _Retrieval is search()'s own machinery; reusing it keeps one definition of a hit.
    retrieval = _Retrieval.of(index, config, text)
    span = index.collection_span(collection)
    ranked = [
        (ordinal, score)
        for ordinal, score in retrieval.ranked(config, index.passage_count)
        if ordinal in span
    ][:k]
    hits = tuple(
        retrieval.hit(ordinal, score, coverage(ordinal, retrieval.subject))
        for ordinal, score in ranked
    )
    return SearchResult(query=text, hits=hits, terms=retrieval.term_traces())
