"""The postings of the words in a tenth of the passages or more, decoded once per index.

Such a word (الله, النبي, "Allah", "prophet") is in most questions, and decoding its posting
was a large share of answering one: its posting is decoded once per index and shared (a
posting is a read-only mapping, never changed by its readers). Ingest records where each
such posting is stored (:func:`frequent_runs`), so that loading reads those runs alone.

A lemma's posting is decoded whole (passage → weight): scoring reads its weights. An exact
form's is kept as its passages only (uint32, a tenth of a dict's size): answering reads only
which passages hold a form (see :func:`~sanad.core.answer._other_forms`), never its weights.
"""

from array import array
from collections.abc import Mapping
from itertools import pairwise
from typing import TYPE_CHECKING

import attrs

from sanad.core.lemma import LEMMA, SURFACE
from sanad.core.types import Blob, Posting, Term

if TYPE_CHECKING:
    from sanad.core.index import PackedPostings

FREQUENT_SHARE = 0.1
"""The share of the passages a term must be in for its posting to be decoded once per index."""

EncodedPosting = tuple[Blob, Blob]
"""A posting as stored: passage ordinals (uint32) and weights (float32), as raw bytes."""


def decoded_arrays(encoded: EncodedPosting) -> tuple["array[int]", "array[float]"]:
    """A stored posting's passage ordinals (uint32) and weights (float32), decoded."""
    ordinals = array("I")
    ordinals.frombytes(encoded[0])
    weights = array("f")
    weights.frombytes(encoded[1])
    return ordinals, weights


def _ordinals(encoded: EncodedPosting) -> "array[int]":
    ordinals = array("I")
    ordinals.frombytes(encoded[0])
    return ordinals


def is_frequent(term: Term, held: int, passage_count: int) -> bool:
    """Whether a term held by ``held`` passages has its posting decoded once per index."""
    return term[:1] in (LEMMA, SURFACE) and held >= FREQUENT_SHARE * passage_count


def frequent_runs(postings: "PackedPostings", passage_count: int) -> dict[Term, tuple[int, int]]:
    """Each frequent term of ``postings`` → where its run starts and stops (in postings).

    Every term's length is read at once from the bounds, not term by term.
    """
    bounds = array("Q")
    bounds.frombytes(postings.bounds)
    return {
        term: (start, stop)
        for position, (start, stop) in enumerate(pairwise(bounds))
        if stop - start >= FREQUENT_SHARE * passage_count
        and is_frequent(term := postings.term_at(position), stop - start, passage_count)
    }


@attrs.frozen(kw_only=True, eq=False)
class FrequentPostings:
    """The frequent terms' postings, decoded: the lemmas' weighed, the forms' as passages."""

    weighted: Mapping[Term, Posting]
    """Each frequent lemma term (``~``) → its posting, passage → weight."""
    holders: Mapping[Term, "array[int]"]
    """Each frequent exact form (``=``) → the passages holding it, in corpus order."""

    @classmethod
    def decode(
        cls, stored: Mapping[Term, EncodedPosting], passage_count: int
    ) -> "FrequentPostings":
        """Decode the stored postings of the frequent terms (each as its kind is read)."""
        # One int object per passage and one float per distinct weight, shared by every
        # posting decoded here: a quarter of what a dict of fresh numbers per posting holds.
        passages = tuple(range(passage_count))
        weights: dict[float, float] = {}

        def weighed(encoded: EncodedPosting) -> Posting:
            ordinals, weighed = decoded_arrays(encoded)
            return dict(
                zip(
                    map(passages.__getitem__, ordinals),
                    [weights.setdefault(weight, weight) for weight in weighed],
                    strict=True,
                )
            )

        return cls(
            weighted={
                term: weighed(encoded) for term, encoded in stored.items() if term[:1] == LEMMA
            },
            holders={
                term: _ordinals(encoded) for term, encoded in stored.items() if term[:1] == SURFACE
            },
        )
