"""The MCP server's JSON: the shapes, the text copy, and the size budget."""

import json

import pytest
from pydantic import TypeAdapter, ValidationError

from sanad.adapters import mcp_wire
from sanad.adapters.mcp_contract import ID_PAGE_SIZE
from sanad.core.config import Gates
from sanad.core.index import Index
from sanad.core.passage import CollectionInfo, Passage, PassageRecord
from sanad.core.types import CollectionKey
from sanad.core.verdict import Hit, Match, SearchResult, Trace, Verdict

GATES = Gates(min_coverage=0.2, max_oov_ratio=0.0, retrieval_threshold=1.0)
LONG = 20_000
"""Characters of Arabic and of English in each long passage: about 60 kB of JSON apiece."""


def long_hits(collections: dict[CollectionKey, CollectionInfo], count: int) -> tuple[Hit, ...]:
    hits = []
    for number in range(1, count + 1):
        record = PassageRecord(
            id=f"bukhari:{number}",
            collection="bukhari",
            number=str(number),
            chapter_number=1,
            chapter_english="Revelation",
            chapter_arabic=None,
            arabic="قال " * (LONG // 4),
            english="said " * (LONG // 5),
            narrator="Narrated 'Umar:",
        )
        hits.append(
            Hit(
                passage=Passage.from_record(record, collections["bukhari"]),
                score=float(100 - number),
                coverage=1.0,
                matched_in="both",
                match=Match(exact_phrase=False, terms=("said",), bridges=()),
            )
        )
    return tuple(hits)


def answered(hits: tuple[Hit, ...]) -> Verdict:
    trace = Trace(
        terms=(), oov_ratio=0.0, gates=GATES, candidates=(), refused_by=None, rule=None,
        unusable_bridges=(),
    )  # fmt: skip
    return Verdict(
        verdict="answered", question="said?", hits=hits, trace=trace, message="found", warnings=()
    )


def test_a_reply_s_text_is_its_data_as_json(tiny_index: Index) -> None:
    reply = mcp_wire.passage_reply(tiny_index.passage_at(0))
    assert json.loads(reply.text) == reply.data
    assert reply.size == len(reply.text.encode("utf-8"))
    assert "يسألونك" in reply.text  # UTF-8 characters, not \\u escapes
    TypeAdapter(mcp_wire.PassageDict).validate_python(reply.data)


def test_a_shape_refuses_a_key_it_does_not_name(tiny_index: Index) -> None:
    data = dict(mcp_wire.passage_reply(tiny_index.passage_at(0)).data)
    data["tafsir"] = "invented"
    with pytest.raises(ValidationError, match="tafsir"):
        TypeAdapter(mcp_wire.PassageDict).validate_python(data)


def test_a_search_too_large_leaves_out_the_lowest_ranked_passages_and_names_them(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    hits = long_hits(tiny_collections, 50)
    full = SearchResult(query="said", hits=hits, terms=())
    reply = mcp_wire.search_reply(full, "bukhari")
    assert reply.size <= mcp_wire.RESULT_BUDGET_BYTES
    kept = [result["id"] for result in reply.data["results"]]
    assert kept == [f"bukhari:{n}" for n in range(1, len(kept) + 1)]  # the best, in order
    assert 1 < len(kept) < 50
    (warning,) = reply.data["warnings"]
    assert f"{50 - len(kept)} of 50 passages were left out" in warning
    assert f"bukhari:{len(kept) + 1}, " in warning
    assert warning.endswith("or ask with a smaller k.")
    for result in reply.data["results"]:  # nothing cut: every text whole
        assert len(result["arabic"]) == len(hits[0].passage.arabic)
    TypeAdapter(mcp_wire.SearchReplyDict).validate_python(reply.data)


def test_an_answer_too_large_keeps_at_least_one_whole_passage(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    hits = long_hits(tiny_collections, 50)
    reply = mcp_wire.answer_reply(answered(hits))
    assert reply.size <= mcp_wire.RESULT_BUDGET_BYTES
    assert reply.data["verdict"] == "answered"
    assert 1 <= len(reply.data["passages"]) < 50
    assert "were left out" in reply.data["warnings"][-1]
    one = mcp_wire.answer_reply(answered(hits[:1]), budget=1_000)
    assert len(one.data["passages"]) == 1  # an answer never loses its last passage


def test_a_reply_within_the_budget_is_left_whole(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    hits = long_hits(tiny_collections, 3)
    reply = mcp_wire.answer_reply(answered(hits))
    assert len(reply.data["passages"]) == 3
    assert reply.data["warnings"] == []


def test_the_id_list_is_paged() -> None:
    ids = tuple(f"bukhari:{n}" for n in range(1, 12_001))
    first = mcp_wire.id_page(ids, 1)
    assert (first.total, first.pages, len(first.ids)) == (12_000, 3, ID_PAGE_SIZE)
    assert first.next == "sanad://corpus/2"
    last = mcp_wire.id_page(ids, 3)
    assert last.ids == ids[10_000:]
    assert last.next is None
    assert mcp_wire.id_page((), 1).pages == 1
    for page in (0, 4):
        with pytest.raises(ValueError, match="there is no page"):
            mcp_wire.id_page(ids, page)
