"""The scholar's review as values: decisions bound to a text hash, and what they make of passages.

A :class:`Decision` records what a reviewer decided about one passage *as it read then*: the
text hash it was made on (design §4: Arabic, English and edition) travels with it. A
:class:`ReviewBook` holds the decisions that count (the adapter has already dropped those a
``require_signatures`` policy ignores) and says what a passage's review is today:

- the latest decision whose hash matches today's text gives the status (``approved``,
  ``rejected``, ``needs_discussion``), who made it and when;
- decisions that exist only for other text make the passage ``stale``, with who decided and
  when, and never carry over;
- no decision at all: ``unreviewed``.

"Latest" orders by the decision's time, then by its place in the store (a later decision
supersedes an earlier one; nothing is changed in place). :func:`approved_only` is the
scholar's switch (``[review] serve = "approved_only"``), applied after :func:`answer`: it keeps
approved passages only, and when none remain the verdict is ``no_source`` refused by
``review:approved_only``.
"""

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Literal, TypeAlias

import attrs

from sanad.core.answer import DEFAULT_K, MAX_K, answer
from sanad.core.config import AnswerConfig
from sanad.core.index import Index
from sanad.core.passage import Passage, Review, is_well_formed_id
from sanad.core.types import PassageId
from sanad.core.verdict import Hit, SearchResult, Verdict

DecisionKind: TypeAlias = Literal["approved", "rejected", "needs_discussion"]
"""What a reviewer may decide about a passage."""

DECISIONS: tuple[DecisionKind, ...] = ("approved", "rejected", "needs_discussion")
"""Every decision, in the order the review page offers them."""

APPROVED_ONLY_GATE = "review:approved_only"
"""What the trace names as the refusal when approved-only mode leaves no passage."""

_HASH = re.compile(r"sha256:[0-9a-f]{64}")
_TIME = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z")
_MAX_NAME = 200
_MAX_NOTE = 4000


def _check_passage_id(_instance: object, _attribute: object, value: str) -> None:
    if not is_well_formed_id(value):
        msg = f"malformed passage id: {value!r}"
        raise ValueError(msg)


def _check_hash(_instance: object, _attribute: object, value: str) -> None:
    if not _HASH.fullmatch(value):
        msg = f"a text hash reads sha256:<64 hex digits>, got {value!r}"
        raise ValueError(msg)


def _check_time(_instance: object, _attribute: object, value: str) -> None:
    if not _TIME.fullmatch(value):
        msg = f"a decision's time is UTC ISO 8601 ending in Z (2026-12-01T09:30:00Z), got {value!r}"
        raise ValueError(msg)


def _check_reviewer(_instance: object, _attribute: object, value: str) -> None:
    if not value.strip() or value != value.strip() or len(value) > _MAX_NAME:
        msg = f"a reviewer's name is 1-{_MAX_NAME} characters without outer spaces, got {value!r}"
        raise ValueError(msg)
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in value):  # noqa: PLR2004 - C0 controls
        msg = "a reviewer's name holds no control characters"
        raise ValueError(msg)


def _check_note(_instance: object, _attribute: object, value: str) -> None:
    if len(value) > _MAX_NOTE:
        msg = f"a note is at most {_MAX_NOTE} characters, got {len(value)}"
        raise ValueError(msg)


@attrs.frozen(kw_only=True)
class Decision:
    """One reviewer's decision on one passage as its text read then (bound to its hash)."""

    passage_id: PassageId = attrs.field(validator=_check_passage_id)
    text_hash: str = attrs.field(validator=_check_hash)
    decision: DecisionKind = attrs.field(validator=attrs.validators.in_(DECISIONS))
    reviewer: str = attrs.field(validator=_check_reviewer)
    at: str = attrs.field(validator=_check_time)
    """When it was decided: UTC, ISO 8601, ending in ``Z``."""
    note: str = attrs.field(default="", validator=_check_note)
    signature: str | None = None
    """Base64 Ed25519 signature over :meth:`signed_bytes`, when signed."""
    public_key: str | None = None
    """Base64 raw Ed25519 public key the signature verifies with, when signed."""

    def __attrs_post_init__(self) -> None:
        """A signature and its key come together or not at all."""
        if (self.signature is None) != (self.public_key is None):
            msg = "a signed decision carries both its signature and its public key"
            raise ValueError(msg)

    def signed_bytes(self) -> bytes:
        """The canonical bytes a signature covers: every field but the signature, as JSON."""
        fields = {
            "passage_id": self.passage_id,
            "text_hash": self.text_hash,
            "decision": self.decision,
            "reviewer": self.reviewer,
            "at": self.at,
            "note": self.note,
            "public_key": self.public_key,
        }
        return json.dumps(fields, ensure_ascii=False, sort_keys=True, separators=(",", ":")).encode(
            "utf-8"
        )

    def unsigned(self) -> "Decision":
        """The same decision without a signature."""
        return attrs.evolve(self, signature=None, public_key=None)


@attrs.frozen(kw_only=True)
class ReviewBook:
    """The decisions that count, by passage, oldest first; answers what a passage's review is."""

    by_passage: Mapping[PassageId, tuple[Decision, ...]] = attrs.field(factory=dict)

    @classmethod
    def of(cls, decisions: Iterable[Decision]) -> "ReviewBook":
        """A book from decisions in store order (ties in time keep that order)."""
        grouped: dict[PassageId, list[Decision]] = {}
        for decision in decisions:
            grouped.setdefault(decision.passage_id, []).append(decision)
        return cls(
            by_passage={
                key: tuple(sorted(group, key=lambda d: d.at)) for key, group in grouped.items()
            }
        )

    def history(self, passage_id: PassageId) -> tuple[Decision, ...]:
        """Every decision on ``passage_id``, oldest first."""
        return self.by_passage.get(passage_id, ())

    def review(self, passage_id: PassageId, text_hash: str) -> Review:
        """The review of a passage whose text hashes to ``text_hash`` today."""
        history = self.history(passage_id)
        for decision in reversed(history):
            if decision.text_hash == text_hash:
                return Review(
                    status=decision.decision,
                    reviewed_by=decision.reviewer,
                    reviewed_at=decision.at,
                    text_hash=text_hash,
                )
        if history:
            latest = history[-1]
            return Review(
                status="stale", reviewed_by=latest.reviewer, reviewed_at=latest.at,
                text_hash=text_hash,
            )  # fmt: skip
        return Review(status="unreviewed", reviewed_by=None, reviewed_at=None, text_hash=text_hash)

    def passage(self, passage: Passage) -> Passage:
        """``passage`` carrying its review as this book reads it."""
        review = self.review(passage.id, passage.review.text_hash)
        return passage if review == passage.review else attrs.evolve(passage, review=review)

    def hit(self, hit: Hit) -> Hit:
        """``hit`` whose passage carries its review."""
        passage = self.passage(hit.passage)
        return hit if passage is hit.passage else attrs.evolve(hit, passage=passage)

    def verdict(self, verdict: Verdict) -> Verdict:
        """``verdict`` whose passages carry their reviews."""
        if not verdict.hits:
            return verdict
        return attrs.evolve(verdict, hits=tuple(self.hit(h) for h in verdict.hits))

    def search(self, result: SearchResult) -> SearchResult:
        """``result`` whose passages carry their reviews."""
        return attrs.evolve(result, hits=tuple(self.hit(h) for h in result.hits))

    def passages(self, passages: Sequence[Passage]) -> tuple[Passage, ...]:
        """Each of ``passages`` carrying its review."""
        return tuple(self.passage(p) for p in passages)


def no_approved_scope(titles: Sequence[str]) -> str:
    """The scope line of an approved-only refusal (which collections held no approved passage)."""
    return (
        f"No approved passage in these collections: {', '.join(titles)}. Passages matched, "
        "but none has been approved by a scholar for this text, and this server serves "
        "approved passages only. This describes this corpus's review, not the sources."
    )


def approved_only(verdict: Verdict, book: ReviewBook, titles: Sequence[str], k: int) -> Verdict:
    """The verdict with approved passages only (at most ``k``), or ``no_source`` when none is.

    ``verdict`` is :func:`answer`'s, best first (ask it for more than ``k`` passages so that
    approved ones further down can take the places of unapproved ones). Referred and
    no-source verdicts pass through unchanged: the switch never turns a refusal into an answer.
    """
    reviewed = book.verdict(verdict)
    if reviewed.verdict != "answered":
        return reviewed
    kept = tuple(h for h in reviewed.hits if h.passage.review.status == "approved")[:k]
    if kept:
        return attrs.evolve(
            reviewed,
            hits=kept,
            message=(
                f"{len(kept)} approved passage(s) found (this server serves approved passages "
                "only). Quote them as they are; cite each by its reference."
            ),
        )
    return Verdict(
        verdict="no_source",
        question=reviewed.question,
        hits=(),
        trace=attrs.evolve(reviewed.trace, refused_by=APPROVED_ONLY_GATE),
        message=no_approved_scope(titles),
        warnings=reviewed.warnings,
    )


def answer_reviewed(  # noqa: PLR0913 - answer's four inputs, then the review's two
    index: Index,
    config: AnswerConfig,
    question: str,
    book: ReviewBook,
    *,
    approved_only_mode: bool,
    k: int = DEFAULT_K,
) -> Verdict:
    """:func:`answer`, then the reviews: every passage carries its review.

    In approved-only mode only approved passages stay (``answer`` is asked for :data:`MAX_K`
    so that approved passages ranked below ``k`` can stand in for unapproved ones).

    Raises what :func:`answer` raises (InvalidQuestionError, ValueError for ``k``).
    """
    if not approved_only_mode:
        return book.verdict(answer(index, config, question, k))
    titles = [info.collection.title for info in index.collections.values()]
    return approved_only(answer(index, config, question, max(k, MAX_K)), book, titles, k)


def unapproved_warning(result: SearchResult) -> str | None:
    """For approved-only mode: which raw results are not approved (None when all are)."""
    unapproved = [h.passage.id for h in result.hits if h.passage.review.status != "approved"]
    if not unapproved:
        return None
    return (
        f"this server answers from approved passages only; {len(unapproved)} of these "
        f"{len(result.hits)} results are not approved and would not be served as an answer: "
        + ", ".join(unapproved)
    )
