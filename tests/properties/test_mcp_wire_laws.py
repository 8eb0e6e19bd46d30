"""The MCP server's wire values survive their boundary, and always have their published shape.

For every value the server sends: ``structure(unstructure(x)) == x`` through the JSON text it
is sent as, and the JSON validates against its TypedDict with unknown keys forbidden (the
output schema a client is given). Results stay within the size budget by leaving out whole
passages, lowest-ranked first, and naming them. What a collection shares (its title, edition,
grading, licence, attribution) travels once per reply, in ``sources``, keyed by the collection
every passage names.
"""

import json
from typing import Any

import cattrs
import pytest
import strategies as gen
from hypothesis import given
from hypothesis import strategies as st
from pydantic import TypeAdapter

from sanad.adapters import mcp_wire, served
from sanad.adapters.gaps import GapCount
from sanad.adapters.mcp_contract import CORPUS_URI
from sanad.core.answer import MAX_K, answer, search
from sanad.core.audit import audit
from sanad.core.citations import InvalidReferenceError, Resolution, resolve
from sanad.core.inventory import inventory
from sanad.core.passage import Passage
from sanad.core.policy_check import PolicyCheck, check_policy
from sanad.core.verdict import Verdict

pytestmark = pytest.mark.properties

_SHAPES: dict[type, Any] = {
    Verdict: mcp_wire.AnswerReply,
    mcp_wire.SearchReply: mcp_wire.SearchReplyDict,
    mcp_wire.PassageReply: mcp_wire.PassageReplyDict,
    Resolution: mcp_wire.ResolutionDict,
    PolicyCheck: mcp_wire.PolicyCheckDict,
    mcp_wire.InventoryReply: mcp_wire.InventoryReplyDict,
    mcp_wire.GapsReply: mcp_wire.GapsReplyDict,
    mcp_wire.IdPage: mcp_wire.IdPageDict,
    mcp_wire.AuditReply: mcp_wire.AuditReplyDict,
}
_ADAPTERS = {kind: TypeAdapter(shape) for kind, shape in _SHAPES.items()}
_SHARED = ("edition", "edition_unavailable", "grading", "grading_unavailable", "licence")


def check_round_trip(value: mcp_wire.Wire) -> dict[str, Any]:
    """The value comes back equal from its JSON text, and the JSON has its published shape."""
    data: dict[str, Any] = json.loads(mcp_wire.dumps(mcp_wire.unstructure(value)))
    assert mcp_wire.structure(data, type(value)) == value
    if type(value) in _ADAPTERS:
        _ADAPTERS[type(value)].validate_python(data, strict=True)
    return data


def check_sources(
    passages: list[dict[str, Any]], sources: dict[str, Any], served: list[Passage]
) -> None:
    """Each passage names its collection, whose entry in ``sources`` holds what it shares."""
    assert set(sources) == {passage.collection.key for passage in served}
    for data, passage in zip(passages, served, strict=True):
        assert data["collection"] == passage.collection.key
        assert not set(data) & {*_SHARED, "attribution"}
        source = sources[data["collection"]]
        assert (source["title"], source["author"], source["author_died_ah"]) == (
            passage.collection.title, passage.collection.author, passage.collection.author_died_ah,
        )  # fmt: skip
        assert source["numbering_note"] == passage.numbering.note
        assert (source["licence"], source["attribution"]) == (passage.licence, passage.attribution)
        assert (source["edition_unavailable"], source["grading_unavailable"]) == (
            passage.edition_unavailable, passage.grading_unavailable,
        )  # fmt: skip


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_verdicts_searches_and_passages_round_trip(corpus: gen.Corpus, data: st.DataObject) -> None:
    index = corpus.index()
    config = data.draw(gen.answer_configs())
    question = data.draw(st.one_of(gen.corpus_questions(corpus), gen.passage_questions(corpus)))
    k = data.draw(st.integers(1, MAX_K))
    collection = data.draw(st.none() | st.sampled_from(tuple(index.collections)))
    verdict = answer(index, config, question, k)
    answered = check_round_trip(verdict)
    check_sources(answered["passages"], answered["sources"], [h.passage for h in verdict.hits])
    result = search(index, config, question, k, collection)
    reply = check_round_trip(
        mcp_wire.SearchReply(result=result, collection=collection, warnings=())
    )
    assert reply["mode"] == "raw_retrieval"
    check_sources(reply["results"], reply["sources"], [h.passage for h in result.hits])
    for ordinal in range(index.passage_count):
        passage = index.passage_at(ordinal)
        passage_data = check_round_trip(mcp_wire.PassageReply(passage=passage))
        check_sources([passage_data], passage_data["sources"], [passage])


@gen.CORPUS_LAWS
@given(gen.corpora(), gen.reference_texts())
def test_resolutions_round_trip_and_name_only_passages_that_exist(
    corpus: gen.Corpus, text: str
) -> None:
    index = corpus.index()
    try:
        resolution = resolve(index, text)
    except InvalidReferenceError:
        return
    check_round_trip(resolution)
    assert all(ident in index.ordinals for ident in resolution.ids)
    assert bool(resolution.ids) == (resolution.status == "resolved")
    if resolution.status != "not_understood" and resolution.collection is not None:
        assert resolution.read_as  # the numbering it was read in is always said


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_policy_checks_round_trip_and_agree_with_answer(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    index = corpus.index()
    config = data.draw(gen.answer_configs())
    question = data.draw(gen.corpus_questions(corpus))
    check = check_policy(config, question)
    check_round_trip(check)
    verdict = answer(index, config, question)
    assert check.referred == (verdict.verdict == "referred")
    assert check.rule == verdict.trace.rule


@gen.CORPUS_LAWS
@given(gen.corpora(), st.integers(1, 20))
def test_inventories_and_id_pages_round_trip(corpus: gen.Corpus, page_size: int) -> None:
    index = corpus.index()
    found = inventory(index)
    assert sum(c.passages for c in found.collections) == index.passage_count
    ids = tuple(index.ids())
    reply = mcp_wire.InventoryReply(
        inventory=found,
        build=mcp_wire.Build(
            sanad_version="0.1.0", packages={"hadith": "0.0.2a1"}, english_edition="en.pickthall",
            lexicon_edition=corpus.lexicon.edition,
        ),
        id_list=CORPUS_URI,
        id_list_pages=mcp_wire.id_page(ids, 1, page_size).pages,
    )  # fmt: skip
    check_round_trip(reply)
    pages = [mcp_wire.id_page(ids, n, page_size) for n in range(1, reply.id_list_pages + 1)]
    for page in pages:
        check_round_trip(page)
    assert tuple(ident for page in pages for ident in page.ids) == ids


@given(st.lists(gen.gap_counts(), max_size=5), st.lists(st.text(max_size=20), max_size=3))
def test_gap_replies_round_trip(ranked: list[GapCount], warnings: list[str]) -> None:
    check_round_trip(
        mcp_wire.GapsReply(
            total_refusals=sum(g.count for g in ranked),
            distinct=len(ranked),
            gaps=tuple(ranked),
            warnings=tuple(warnings),
        )
    )


@given(gen.answer_configs())
def test_policy_views_round_trip(config: Any) -> None:  # noqa: ANN401 - an AnswerConfig
    view = mcp_wire.policy_view(config, "policy.toml")
    data = check_round_trip(view)
    assert [rule["id"] for rule in data["rules"]] == [rule.id for rule in config.rules]


@given(gen.served_records(), st.booleans())
def test_served_records_round_trip(record: served.ServedRecord, ascii_only: bool) -> None:  # noqa: FBT001
    data = json.loads(json.dumps(served.served_to_json(record), ensure_ascii=ascii_only))
    assert served.served_from_json(data) == record


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_unknown_keys_are_refused_on_the_way_back(corpus: gen.Corpus, data: st.DataObject) -> None:
    index = corpus.index()
    try:
        resolution = resolve(index, data.draw(gen.reference_texts()))
    except InvalidReferenceError:
        return
    payload = mcp_wire.unstructure(resolution)
    payload["confidence"] = 0.99
    with pytest.raises(cattrs.BaseValidationError):
        mcp_wire.structure(payload, Resolution)


@gen.CORPUS_LAWS
@given(gen.corpora(min_passages=2), st.data())
def test_a_reply_over_budget_keeps_a_ranked_prefix_and_names_the_rest(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    index = corpus.index()
    config = data.draw(gen.answer_configs())
    question = data.draw(gen.passage_questions(corpus))
    budget = data.draw(st.integers(200, 20_000))
    verdict = answer(index, config, question, MAX_K)
    reply = mcp_wire.answer_reply(verdict, budget)
    all_ids = [hit.passage.id for hit in verdict.hits]
    kept = [passage["id"] for passage in reply.data["passages"]]
    assert kept == all_ids[: len(kept)]
    assert reply.data["verdict"] == verdict.verdict
    if verdict.verdict == "answered":
        assert kept
    if kept != all_ids:
        left_out = all_ids[len(kept) :]
        assert ", ".join(left_out) in reply.data["warnings"][-1]
    else:
        assert reply.data["warnings"] == list(verdict.warnings)
    assert reply.size <= budget or len(kept) <= 1
    assert set(reply.data["sources"]) == {p["collection"] for p in reply.data["passages"]}
    result = search(index, config, question, MAX_K)
    searched = mcp_wire.search_reply(result, None, budget)
    assert searched.size <= budget or not searched.data["results"]
    assert set(searched.data["sources"]) == {p["collection"] for p in searched.data["results"]}


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_audits_round_trip(corpus: gen.Corpus, data: st.DataObject) -> None:
    index = corpus.index()
    draft, record = data.draw(gen.audit_drafts(corpus))
    served = data.draw(st.sampled_from((frozenset(), frozenset({(record.id, "sha256:x")}))))
    reply = mcp_wire.AuditReply(audit=audit(index, draft, served), served_from="a test")
    assert check_round_trip(reply)["served_from"] == "a test"
