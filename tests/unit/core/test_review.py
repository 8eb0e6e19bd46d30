"""core.review: decisions bound to a text hash, the book, and the approved-only switch."""

from typing import Any

import attrs
import pytest
from core_fixtures import config, index

from sanad.core.answer import answer
from sanad.core.inventory import inventory, reviewed
from sanad.core.review import (
    APPROVED_ONLY_GATE,
    Decision,
    ReviewBook,
    answer_reviewed,
    approved_only,
    unapproved_warning,
)

INDEX = index()
CONFIG = config()
ORPHANS = "What does the Qur'an say about orphans?"
TITLES = [info.collection.title for info in INDEX.collections.values()]


def _hash(ident: str) -> str:
    passage = INDEX.passage(ident)
    assert passage is not None
    return passage.review.text_hash


def _decide(
    ident: str, kind: str = "approved", at: str = "2026-12-01T09:00:00Z", **more: str
) -> Decision:
    fields = {"passage_id": ident, "text_hash": _hash(ident), "reviewer": "Test Scholar", **more}
    return Decision(decision=kind, at=at, **fields)  # type: ignore[arg-type]


def test_no_decision_reads_unreviewed() -> None:
    review = ReviewBook().review("quran:93:9", _hash("quran:93:9"))
    assert (review.status, review.reviewed_by, review.reviewed_at) == ("unreviewed", None, None)


def test_a_decision_on_this_text_gives_its_status_who_and_when() -> None:
    book = ReviewBook.of([_decide("quran:93:9")])
    review = book.review("quran:93:9", _hash("quran:93:9"))
    assert (review.status, review.reviewed_by, review.reviewed_at) == (
        "approved", "Test Scholar", "2026-12-01T09:00:00Z",
    )  # fmt: skip


def test_a_decision_on_other_text_reads_stale_and_is_never_carried_over() -> None:
    book = ReviewBook.of([_decide("quran:93:9", text_hash="sha256:" + "1" * 64)])
    review = book.review("quran:93:9", _hash("quran:93:9"))
    assert review.status == "stale"
    assert (review.reviewed_by, review.reviewed_at) == ("Test Scholar", "2026-12-01T09:00:00Z")
    assert review.text_hash == _hash("quran:93:9")


def test_a_later_decision_supersedes_an_earlier_one_whatever_order_they_arrive_in() -> None:
    later = _decide("quran:93:9", "rejected", at="2026-12-01T10:00:00Z", reviewer="B")
    earlier = _decide("quran:93:9", "approved", at="2026-12-01T09:00:00Z")
    for order in ([earlier, later], [later, earlier]):
        assert ReviewBook.of(order).review("quran:93:9", _hash("quran:93:9")).status == "rejected"


def test_the_latest_decision_on_today_s_text_wins_over_a_later_one_on_other_text() -> None:
    on_this = _decide("quran:93:9", "needs_discussion", at="2026-12-01T09:00:00Z")
    on_other = _decide("quran:93:9", at="2026-12-01T11:00:00Z", text_hash="sha256:" + "2" * 64)
    book = ReviewBook.of([on_this, on_other])
    assert book.review("quran:93:9", _hash("quran:93:9")).status == "needs_discussion"


@pytest.mark.parametrize(
    "change",
    [
        {"passage_id": "quran:0093:9"},
        {"text_hash": "md5:abc"},
        {"decision": "maybe"},
        {"reviewer": " "},
        {"reviewer": "A\nB"},
        {"at": "2026-12-01 09:00"},
        {"note": "x" * 4001},
        {"signature": "c2ln"},
    ],
)
def test_a_malformed_decision_is_refused(change: dict[str, Any]) -> None:
    with pytest.raises(ValueError):  # noqa: PT011 - each validator says its own sentence
        attrs.evolve(_decide("quran:93:9"), **change)


def test_the_signed_bytes_cover_every_field_but_the_signature() -> None:
    decision = _decide("quran:93:9", note="checked")
    changes: list[dict[str, Any]] = [
        {"note": "changed"},
        {"decision": "rejected"},
        {"reviewer": "O"},
    ]
    for change in changes:
        assert attrs.evolve(decision, **change).signed_bytes() != decision.signed_bytes()
    signed = attrs.evolve(decision, signature="AAAA", public_key="BBBB")
    assert attrs.evolve(signed, signature="CCCC").signed_bytes() == signed.signed_bytes()
    assert attrs.evolve(signed, public_key="DDDD").signed_bytes() != signed.signed_bytes()


def test_passages_of_a_verdict_carry_their_reviews() -> None:
    book = ReviewBook.of([_decide("quran:93:9")])
    verdict = book.verdict(answer(INDEX, CONFIG, ORPHANS))
    statuses = {h.passage.id: h.passage.review.status for h in verdict.hits}
    assert statuses == {"quran:93:9": "approved", "quran:107:2": "unreviewed"}


def test_approved_only_keeps_only_the_approved_verse() -> None:
    book = ReviewBook.of([_decide("quran:93:9")])
    verdict = answer_reviewed(INDEX, CONFIG, ORPHANS, book, approved_only_mode=True)
    assert verdict.verdict == "answered"
    assert verdict.passage_ids == ("quran:93:9",)
    assert "approved passages only" in verdict.message


def test_approved_only_with_nothing_approved_is_no_source_with_the_scope_line() -> None:
    book = ReviewBook.of(
        [_decide("quran:93:9", "rejected"), _decide("quran:107:2", "needs_discussion")]
    )
    verdict = answer_reviewed(INDEX, CONFIG, ORPHANS, book, approved_only_mode=True)
    assert verdict.verdict == "no_source"
    assert verdict.hits == ()
    assert verdict.trace.refused_by == APPROVED_ONLY_GATE
    assert verdict.message.startswith("No approved passage in these collections: The Qur'an")
    assert all(title in verdict.message for title in TITLES)


def test_a_stale_approval_does_not_count_in_approved_only_mode() -> None:
    book = ReviewBook.of([_decide("quran:93:9", text_hash="sha256:" + "3" * 64)])
    verdict = answer_reviewed(INDEX, CONFIG, ORPHANS, book, approved_only_mode=True)
    assert verdict.verdict == "no_source"


def test_approved_only_never_turns_a_refusal_into_an_answer() -> None:
    book = ReviewBook.of([_decide(i) for i in ("quran:93:9", "quran:107:2", "quran:2:219")])
    for question in ("What is the ruling on strong drink?", "What did Kuraby say about orphans?"):
        plain = answer(INDEX, CONFIG, question)
        assert plain.verdict != "answered"
        assert approved_only(plain, book, TITLES, 5).verdict == plain.verdict


def test_approved_only_is_off_unless_asked() -> None:
    verdict = answer_reviewed(INDEX, CONFIG, ORPHANS, ReviewBook(), approved_only_mode=False)
    assert verdict == answer(INDEX, CONFIG, ORPHANS)


def test_approved_only_holds_to_k() -> None:
    book = ReviewBook.of([_decide("quran:93:9"), _decide("quran:107:2")])
    verdict = answer_reviewed(INDEX, CONFIG, ORPHANS, book, approved_only_mode=True, k=1)
    assert len(verdict.hits) == 1


def test_the_search_warning_names_the_unapproved_results() -> None:
    from sanad.core.answer import search  # noqa: PLC0415 - only this test needs it

    book = ReviewBook.of([_decide("quran:93:9")])
    warning = unapproved_warning(book.search(search(INDEX, CONFIG, "orphan")))
    assert warning is not None
    assert "quran:107:2" in warning
    assert "quran:93:9" not in warning


def test_the_inventory_counts_each_status_per_collection() -> None:
    book = ReviewBook.of([
        _decide("quran:93:9"),
        _decide("quran:107:2", "rejected"),
        _decide("bukhari:1", "needs_discussion"),
        _decide("muslim:1", text_hash="sha256:" + "4" * 64),
        # a passage this corpus does not hold: counted nowhere
        _decide("quran:2:183", text_hash="sha256:" + "5" * 64, passage_id="quran:999:1"),
    ])  # fmt: skip
    found = reviewed(inventory(INDEX), INDEX, book)
    by_key = {c.key: c.review for c in found.collections}
    assert (by_key["quran"].approved, by_key["quran"].rejected, by_key["quran"].unreviewed) == (
        1,
        1,
        2,
    )
    assert by_key["bukhari"].needs_discussion == 1
    assert by_key["muslim"].stale == 1
    assert found.review.unreviewed == 8 - 4
    assert found == inventory(INDEX, reviews=book)
