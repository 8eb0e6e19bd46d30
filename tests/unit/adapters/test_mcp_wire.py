"""The MCP server's JSON: the shapes, the text copy, the size budget, and lean replies."""

import json
from typing import Any

import attrs
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
    TypeAdapter(mcp_wire.PassageReplyDict).validate_python(reply.data)


def test_a_shape_refuses_a_key_it_does_not_name(tiny_index: Index) -> None:
    data = dict(mcp_wire.passage_reply(tiny_index.passage_at(0)).data)
    data["tafsir"] = "invented"
    with pytest.raises(ValidationError, match="tafsir"):
        TypeAdapter(mcp_wire.PassageReplyDict).validate_python(data)


# --- lean replies: what is the same for a whole collection travels once ---------------------

LICENCE = "Tanzil Quran Text, Creative Commons Attribution 3.0, verbatim copies only."
NOTICE = "PLEASE DO NOT REMOVE OR CHANGE THIS COPYRIGHT BLOCK\nTanzil Quran Text (Uthmani 1.1)"


def verses(info: CollectionInfo, count: int) -> tuple[Hit, ...]:
    """``count`` verses of surah 105 as hits, joined with ``info``."""
    records = [
        PassageRecord(
            id=f"quran:105:{number}",
            collection="quran",
            number=f"105:{number}",
            chapter_number=105,
            chapter_english=None,
            chapter_arabic=None,
            arabic="أَلَمْ تَرَ كَيْفَ",
            english="Hast thou not seen",
            narrator="",
        )
        for number in range(1, count + 1)
    ]
    match = Match(exact_phrase=False, terms=("seen",), bridges=())
    return tuple(
        Hit(
            passage=Passage.from_record(record, info),
            score=1.0,
            coverage=1.0,
            matched_in="both",
            match=match,
        )
        for record in records
    )


def _quran(tiny_collections: dict[CollectionKey, CollectionInfo]) -> CollectionInfo:
    return attrs.evolve(
        tiny_collections["quran"],
        licence=LICENCE,
        attribution=NOTICE,
        numbering_note="The standard surah:verse numbering (Tanzil).",
    )


def refused() -> Verdict:
    trace = Trace(
        terms=(), oov_ratio=1.0, gates=GATES, candidates=(), refused_by="gate:max_oov_ratio",
        rule=None, unusable_bridges=(),
    )  # fmt: skip
    return Verdict(
        verdict="no_source", question="kuraby?", hits=(), trace=trace, message="no", warnings=()
    )


def _json_text(text: str) -> str:
    """``text`` as it reads inside JSON text (a line break escaped)."""
    return mcp_wire.dumps(text)[1:-1]


def test_the_licence_and_the_tanzil_notice_travel_once_in_an_answer_of_five_verses(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    info = _quran(tiny_collections)
    reply = mcp_wire.answer_reply(answered(verses(info, 5)))
    assert len(reply.data["passages"]) == 5
    assert reply.text.count(_json_text(LICENCE)) == 1
    assert reply.text.count(_json_text(NOTICE)) == 1
    assert info.edition is not None
    assert reply.text.count(info.edition.source) == 1
    assert reply.text.count(info.numbering_note) == 1
    for passage in reply.data["passages"]:
        assert passage["collection"] == "quran"
        for shared in ("licence", "attribution", "edition", "grading"):
            assert shared not in passage
    TypeAdapter(mcp_wire.AnswerReply).validate_python(reply.data, strict=True)


def test_every_passage_s_source_key_is_in_the_map_and_the_map_holds_no_other(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    quran = verses(_quran(tiny_collections), 2)
    hadith = long_hits(tiny_collections, 2)
    for hits, keys in (
        ((*quran, *hadith), {"quran", "bukhari"}),
        (hadith, {"bukhari"}),
        ((), set()),
    ):
        data = mcp_wire.answer_reply(answered(hits) if hits else refused()).data
        assert {p["collection"] for p in data["passages"]} == keys
        assert set(data["sources"]) == keys
        searched = mcp_wire.search_reply(SearchResult(query="x", hits=hits, terms=()), None).data
        assert set(searched["sources"]) == keys


def _source_of(passage: Passage) -> dict[str, Any]:
    """The fields of ``passage`` that its collection shares, as the core holds them."""
    return {
        "title": passage.collection.title,
        "author": passage.collection.author,
        "author_died_ah": passage.collection.author_died_ah,
        "numbering_note": passage.numbering.note,
        "edition": attrs.asdict(passage.edition) if passage.edition else None,
        "edition_unavailable": passage.edition_unavailable,
        "grading": attrs.asdict(passage.grading) if passage.grading else None,
        "grading_unavailable": passage.grading_unavailable,
        "licence": passage.licence,
        "attribution": passage.attribution,
    }


def test_following_the_key_gives_every_field_the_passage_had(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    hits = (*verses(_quran(tiny_collections), 3), *long_hits(tiny_collections, 2))
    verdict = answered(hits)
    data = mcp_wire.answer_reply(verdict).data
    for hit, passage in zip(hits, data["passages"], strict=True):
        assert data["sources"][passage["collection"]] == _source_of(hit.passage)
        assert passage["numbering"] == {
            "scheme": hit.passage.numbering.scheme,
            "number": hit.passage.numbering.number,
            "is_cited_number": hit.passage.numbering.is_cited_number,
        }
    assert mcp_wire.structure(json.loads(mcp_wire.dumps(data)), Verdict) == verdict


def test_get_passage_carries_its_own_collection_s_source(tiny_index: Index) -> None:
    for ordinal in range(tiny_index.passage_count):
        passage = tiny_index.passage_at(ordinal)
        data = mcp_wire.passage_reply(passage).data
        assert data["id"] == passage.id
        assert data["collection"] == passage.collection.key
        assert "licence" not in data
        assert data["sources"] == {passage.collection.key: _source_of(passage)}
        assert mcp_wire.structure(dict(data), mcp_wire.PassageReply).passage == passage


def test_a_reply_whose_passage_names_no_source_or_whose_source_is_unused_is_refused(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    data = mcp_wire.answer_reply(answered(long_hits(tiny_collections, 1))).data
    missing = {**data, "sources": {}}
    with pytest.raises(ValueError, match="bukhari"):
        mcp_wire.structure(missing, Verdict)
    unused = {**data, "sources": {**data["sources"], "muslim": data["sources"]["bukhari"]}}
    with pytest.raises(ValueError, match="muslim"):
        mcp_wire.structure(unused, Verdict)
    inline = {**data, "passages": [{**data["passages"][0], "licence": "again"}]}
    with pytest.raises(ValueError, match="licence"):
        mcp_wire.structure(inline, Verdict)


def test_two_passages_of_one_collection_that_disagree_are_not_merged(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    first = verses(_quran(tiny_collections), 1)
    other = verses(attrs.evolve(_quran(tiny_collections), licence="another licence"), 1)
    with pytest.raises(ValueError, match="quran"):
        mcp_wire.answer_reply(answered((*first, *other)))


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
