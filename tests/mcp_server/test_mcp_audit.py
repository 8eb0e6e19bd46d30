"""The audit_answer tool through the SDK's in-memory client: replies, limits, errors, size."""

import pytest
from mcp import Client

from mcp_server.mcp_calls import ONE_MB, call, error, size
from sanad.adapters.mcp_contract import MAX_AUDIT_CHARS
from sanad.adapters.mcp_service import SanadService

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

SPEND = "And they ask thee what they ought to spend. Say: that which is superfluous"


async def test_the_tool_is_listed_read_only_with_its_limit(client: Client) -> None:
    listed = {tool.name: tool for tool in (await client.list_tools()).tools}
    tool = listed["audit_answer"]
    assert tool.input_schema["properties"]["text"]["maxLength"] == MAX_AUDIT_CHARS
    assert tool.annotations is not None
    assert tool.annotations.read_only_hint is True
    assert "served_verbatim" in (tool.description or "")


async def test_a_good_draft_is_served_verbatim(client: Client, service: SanadService) -> None:
    await call(client, "get_passage", {"id": "quran:2:219"})
    data = await call(client, "audit_answer", {"text": f'Allah says: "{SPEND}" (Q 2:219).'})
    (finding,) = data["audit"]["findings"]
    assert finding["audit_class"] == "served_verbatim"
    assert finding["citation"]["ids"] == ["quran:2:219"]
    assert data["audit"]["counts"] == {"served_verbatim": 1}
    assert data["limits"]
    # The audit itself serves nothing: the session still holds the one passage fetched.
    assert [r.passage_id for r in service.session.records()] == ["quran:2:219"]


async def test_without_serving_the_same_words_are_only_in_the_corpus(client: Client) -> None:
    data = await call(client, "audit_answer", {"text": f'"{SPEND}" (Q 2:219)'})
    (finding,) = data["audit"]["findings"]
    assert (finding["audit_class"], finding["served"]) == ("in_corpus_not_served", False)


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("", "text"),
        ("x" * (MAX_AUDIT_CHARS + 1), "text"),
        ("   ", "empty"),
        ("a draft \x00 with a NUL", "control characters"),
    ],
)
async def test_bad_drafts_are_clear_errors_and_the_server_keeps_serving(
    client: Client, text: str, says: str
) -> None:
    message = await error(client, "audit_answer", {"text": text})
    assert says in message
    data = await call(client, "audit_answer", {"text": "See Q 1:1."})
    assert data["audit"]["counts"] == {"cited_not_served": 1}


async def test_the_largest_draft_stays_under_one_megabyte(client: Client) -> None:
    piece = f'"{SPEND}" (Q 2:219). Allah is Forgiving, Merciful, see Q 2:173 and Bukhari 5. '
    draft = (piece * (MAX_AUDIT_CHARS // len(piece)))[:MAX_AUDIT_CHARS]
    result = await client.call_tool("audit_answer", {"text": draft})
    assert not result.is_error, result.content
    assert size(result) < ONE_MB


async def test_a_draft_packed_with_citations_leaves_findings_out_and_says_so(
    client: Client,
) -> None:
    draft = ("Bukhari 1. " * (MAX_AUDIT_CHARS // 11))[:MAX_AUDIT_CHARS]
    result = await client.call_tool("audit_answer", {"text": draft})
    assert not result.is_error, result.content
    assert size(result) < ONE_MB
    data = result.structured_content
    assert data is not None
    assert sum(data["audit"]["counts"].values()) > len(data["audit"]["findings"])
    (warning,) = data["warnings"]
    assert "left out" in warning
