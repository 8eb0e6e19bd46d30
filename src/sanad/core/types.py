"""The vocabulary of the pipeline: one name per kind of value that flows between stages."""

from collections.abc import Callable, Mapping
from typing import Literal, Protocol, TypeAlias, get_args

PassageId: TypeAlias = str
"""A stable passage id such as ``quran:2:219``, ``bukhari:1`` or ``malik:12``."""

CollectionKey: TypeAlias = str
"""The short name of a collection, the prefix of its passage ids: ``quran``, or a hadith
collection's key as ``sources.toml`` names it (``bukhari``, ``tirmidhi`` …; see
:data:`COLLECTION_KEY`)."""

COLLECTION_KEY = r"[a-z][a-z0-9]{1,23}"
"""The shape of a collection key: lower-case ASCII letters and digits, 2 to 24 of them."""

Token: TypeAlias = str
"""One normalised word, before stemming (``quran``, ``orphans``, ``يتيم``)."""

Term: TypeAlias = str
"""What the index stores: a stemmed token, or a bridged phrase of stems joined by spaces."""

Blob: TypeAlias = bytes | memoryview
"""Stored bytes an index reads in place: ``bytes`` when built, or a read-only view of the
mapped corpus file when loaded (slices stay views; nothing is copied until decoded)."""

Weight: TypeAlias = float
"""An IDF-derived weight of a query term."""

Score: TypeAlias = float
"""An absolute BM25 score; never divided by the best hit's score."""

VerdictKind: TypeAlias = Literal["answered", "referred", "no_source"]
"""The three ways a question can end (design §2)."""

MatchedIn: TypeAlias = Literal[
    "arabic",
    "english",
    "both",
    "matn",
    "isnad",
    "english+matn",
    "english+isnad",
    "matn+isnad",
    "english+matn+isnad",
]
"""Which text of a passage the query terms were found in: for a hadith whose chain of narrators
was found, the Arabic side says whether in its text (``matn``) or its chain (``isnad``)."""
MATCHED_IN: tuple[MatchedIn, ...] = get_args(MatchedIn)
"""Every value of :data:`MatchedIn`, in order."""

ReviewStatus: TypeAlias = Literal["unreviewed", "approved", "rejected", "needs_discussion", "stale"]
"""Where a passage stands with the scholar; ``stale``: decided on other text, not carried over."""

ServedSet: TypeAlias = frozenset[tuple[PassageId, str]]
"""(passage id, text hash) pairs a server handed out: what the answer audit counts as served."""

Stemmer: TypeAlias = Callable[[Token], Term]
"""Maps one normalised token to its stem; the same function runs on queries and passages."""

Posting: TypeAlias = Mapping[int, float]
"""Passage ordinal → precomputed BM25 weight of one term in that passage."""


class TermLookup(Protocol):
    """What scoring needs from an index: document frequencies and postings by term."""

    @property
    def passage_count(self) -> int:
        """How many passages the index holds."""
        ...

    def document_frequency(self, term: Term) -> int:
        """How many passages contain ``term`` (0 when it is out of vocabulary)."""
        ...

    def posting(self, term: Term) -> Posting:
        """The passages containing ``term`` with their precomputed weights."""
        ...


Sentence: TypeAlias = str
"""One sentence of a text a model (or a person) wrote, as written, end mark included."""

AllowedTerms: TypeAlias = frozenset[Term]
"""The stems a grounded sentence may use: those of the passages, the question and teach-vocab."""
