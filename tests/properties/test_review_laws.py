"""Laws of the scholar's review: wire round trips, the export file, signatures, the book."""

import json
from pathlib import Path

import attrs
import strategies as gen
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from hypothesis import given, settings
from hypothesis import strategies as st

from sanad.adapters import mcp_wire, review_sign
from sanad.adapters.reviews import decision_from_json, decision_to_json, export_text, parse_file
from sanad.adapters.wire import from_json, to_json
from sanad.core.answer import answer
from sanad.core.passage import Passage
from sanad.core.review import Decision, ReviewBook, approved_only

KEY = Ed25519PrivateKey.generate()
FIELDS = ("passage_id", "text_hash", "decision", "reviewer", "at", "note")


@given(gen.decisions() | gen.decisions(signed=True), st.booleans())
def test_decisions_round_trip_through_json(decision: Decision, ascii_only: bool) -> None:  # noqa: FBT001
    text = json.dumps(decision_to_json(decision), ensure_ascii=ascii_only)
    assert decision_from_json(json.loads(text)) == decision


@given(st.lists(gen.decisions() | gen.decisions(signed=True), max_size=8))
def test_the_export_file_reads_back_what_it_wrote(decisions: list[Decision]) -> None:
    text = export_text(decisions)
    assert tuple(d for _, d in parse_file(Path("f"), text)) == tuple(decisions)
    assert text.count("\n") == len(decisions) + 1  # one line each: diffs stay readable


@settings(max_examples=40)
@given(gen.decisions(), st.data())
def test_a_signature_verifies_and_any_change_breaks_it(
    decision: Decision, data: st.DataObject
) -> None:
    signed = review_sign.sign(decision, KEY)
    assert review_sign.signature_state(signed) == "valid"
    assert review_sign.signature_state(decision) == "unsigned"
    field = data.draw(st.sampled_from(FIELDS))
    other = data.draw(gen.decisions())
    if getattr(other, field) != getattr(decision, field):
        changed = attrs.evolve(signed, **{field: getattr(other, field)})
        assert review_sign.signature_state(changed) == "invalid"


@given(st.lists(gen.decisions(), max_size=8), st.data())
def test_the_book_binds_every_review_to_today_s_text(
    decisions: list[Decision], data: st.DataObject
) -> None:
    book = ReviewBook.of(decisions)
    shuffled = data.draw(st.permutations(decisions))
    known = sorted({d.text_hash for d in decisions})
    for ident in {d.passage_id for d in decisions} | {"quran:114:6"}:
        today = data.draw(
            st.sampled_from(known) | gen.text_hashes() if known else gen.text_hashes()
        )
        review = book.review(ident, today)
        assert review.text_hash == today
        history = [d for d in decisions if d.passage_id == ident]
        matching = [d for d in history if d.text_hash == today]
        if not history:
            assert review.status == "unreviewed"
        elif not matching:
            assert review.status == "stale"  # never carried over from other text
        else:
            latest = max(reversed(matching), key=lambda d: d.at)  # later wins; ties: last arrived
            assert (review.status, review.reviewed_by, review.reviewed_at) == (
                latest.decision, latest.reviewer, latest.at,
            )  # fmt: skip
        if len({d.at for d in history}) == len(history):  # distinct times: arrival order is moot
            assert ReviewBook.of(shuffled).review(ident, today) == review


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_passages_with_any_review_round_trip_on_both_wires(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    index = corpus.index()
    for ordinal in range(index.passage_count):
        passage = index.passage_at(ordinal)
        passage = attrs.evolve(passage, review=data.draw(gen.reviews_for(passage.review.text_hash)))
        assert from_json(json.loads(json.dumps(to_json(passage))), Passage) == passage
        reply = mcp_wire.passage_reply(passage)
        sent = mcp_wire.structure(json.loads(reply.text), mcp_wire.PassageReply)
        assert sent.passage == passage


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_approved_only_serves_approved_passages_or_refuses(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    index = corpus.index()
    config = data.draw(gen.answer_configs())
    question = data.draw(st.one_of(gen.corpus_questions(corpus), gen.passage_questions(corpus)))
    plain = answer(index, config, question, 50)
    chosen = data.draw(
        st.lists(st.sampled_from(plain.hits), unique_by=lambda h: h.passage.id)
        if plain.hits
        else st.just([])
    )
    book = ReviewBook.of(
        Decision(passage_id=h.passage.id, text_hash=h.passage.review.text_hash, decision="approved",
                 reviewer="R", at="2026-12-01T09:00:00Z")
        for h in chosen
    )  # fmt: skip
    titles = [info.collection.title for info in index.collections.values()]
    k = data.draw(st.integers(1, 50))
    served = approved_only(plain, book, titles, k)
    assert all(h.passage.review.status == "approved" for h in served.hits)
    assert len(served.hits) <= k
    if plain.verdict != "answered":
        assert served.verdict == plain.verdict  # never a refusal turned into an answer
    elif chosen:
        assert served.verdict == "answered"
        assert set(served.passage_ids) <= {h.passage.id for h in chosen}
    else:
        assert served.verdict == "no_source"
        assert served.trace.refused_by == "review:approved_only"
