"""Every resource and prompt through the SDK's in-memory client, over the real corpus."""

import json

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp.types import EmbeddedResource, TextContent, TextResourceContents

from mcp_server.mcp_calls import ONE_MB, call
from sanad.adapters.loading import LoadedCorpus
from sanad.adapters.mcp_service import SanadService
from sanad.adapters.mcp_text import GROUNDING_RULES

pytestmark = [pytest.mark.anyio, pytest.mark.slow]


async def read(client: Client, uri: str) -> TextResourceContents:
    result = await client.read_resource(uri)
    (content,) = result.contents
    assert isinstance(content, TextResourceContents)
    assert len(content.text.encode("utf-8")) < ONE_MB
    return content


async def test_the_resources_and_templates_are_listed(client: Client) -> None:
    static = {str(r.uri): r for r in (await client.list_resources()).resources}
    assert set(static) == {"sanad://corpus", "sanad://grounding-rules", "sanad://policy"}
    assert static["sanad://grounding-rules"].mime_type == "text/markdown"
    templates = {
        t.uri_template for t in (await client.list_resource_templates()).resource_templates
    }
    assert templates == {"sanad://corpus/{page}", "sanad://passage/{id}"}


async def test_the_id_list_is_paged_and_complete(client: Client, real_corpus: LoadedCorpus) -> None:
    first = json.loads((await read(client, "sanad://corpus")).text)
    assert (first["total"], first["page"], first["pages"]) == (22_566, 1, 5)
    assert first["next"] == "sanad://corpus/2"
    ids = list(first["ids"])
    uri = first["next"]
    while uri is not None:
        page = json.loads((await read(client, uri)).text)
        ids.extend(page["ids"])
        uri = page["next"]
    assert ids == list(real_corpus.index.ids())


@pytest.mark.parametrize("page", ["0", "6", "abc", "01", "9999999"])
async def test_a_page_that_does_not_exist_is_an_error(client: Client, page: str) -> None:
    with pytest.raises(MCPError, match="page"):
        await client.read_resource(f"sanad://corpus/{page}")


async def test_a_passage_resource_is_what_get_passage_returns(
    client: Client, service: SanadService
) -> None:
    content = await read(client, "sanad://passage/quran:93:9")
    assert content.mime_type == "application/json"
    assert json.loads(content.text) == await call(client, "get_passage", {"id": "quran:93:9"})
    tools = [r.tool for r in service.session.records()]
    assert tools == ["resource:passage", "get_passage"]


@pytest.mark.parametrize(
    ("ident", "says"),
    [("bukhari:0", "1..7277"), ("quran:2:300", "286 verses"), ("nonsense", "not a passage id")],
)
async def test_a_bad_passage_uri_is_an_error(client: Client, ident: str, says: str) -> None:
    with pytest.raises(MCPError, match=says):
        await client.read_resource(f"sanad://passage/{ident}")


async def test_the_grounding_rules_cover_every_rule(client: Client) -> None:
    text = (await read(client, "sanad://grounding-rules")).text
    assert text == GROUNDING_RULES
    for needle in (
        "Quote only what a tool returned",
        "Keep the Arabic and the translation apart",
        "Say which numbering a number is in",
        "Never complete missing edition data",
        "Say how the match was made",
        "An absence has a scope",
        "No grading and no fatwa of your own",
        "Link the source where Sanad gives a link",
        "`source_url`",
        "not_resolvable_in_this_edition",
        "pass the draft to `audit_answer`",
    ):
        assert needle in text, needle
    # Written for Sanad, not carried over from the seed (its sentences are in French).
    for seed_word in ("shamela", "printedPage", "Ne citer", "qurangallery"):
        assert seed_word not in text


async def test_the_policy_resource_shows_the_rules_in_force(
    client: Client, real_corpus: LoadedCorpus
) -> None:
    policy = json.loads((await read(client, "sanad://policy")).text)
    assert [r["id"] for r in policy["rules"]] == [r.id for r in real_corpus.config.rules]
    assert all(r["label"] and r["pattern"] for r in policy["rules"])
    assert policy["referral"] == real_corpus.config.referral
    assert policy["gates"]["max_oov_ratio"] == real_corpus.config.gates.max_oov_ratio
    assert policy["source_terms"]["quran"] == ["quran"]
    assert "read-only" in policy["note"]
    assert "/" not in policy["file"]  # no local path leaks to the client


async def test_the_prompts_are_listed_with_their_arguments(client: Client) -> None:
    prompts = {p.name: p for p in (await client.list_prompts()).prompts}
    assert set(prompts) == {"answer_with_sources", "study_passage"}
    assert [a.name for a in prompts["answer_with_sources"].arguments or []] == ["question"]
    assert [a.name for a in prompts["study_passage"].arguments or []] == ["id"]


async def test_answer_with_sources_steers_through_the_tool_and_the_rules(client: Client) -> None:
    result = await client.get_prompt("answer_with_sources", {"question": " orphans? "})
    (message,) = result.messages
    assert message.role == "user"
    assert isinstance(message.content, TextContent)
    text = message.content.text
    assert "\norphans?\n" in text
    assert "answer_question" in text
    assert "sanad://grounding-rules" in text
    assert "referred" in text
    assert "no_source" in text
    assert "call audit_answer with your draft" in text


@pytest.mark.parametrize("question", ["", "   ", "x" * 2001])
async def test_answer_with_sources_refuses_an_unusable_question(
    client: Client, question: str
) -> None:
    with pytest.raises(MCPError, match="1 to 2,000 characters"):
        await client.get_prompt("answer_with_sources", {"question": question})


async def test_study_passage_attaches_the_passage_as_returned(
    client: Client, service: SanadService
) -> None:
    result = await client.get_prompt("study_passage", {"id": "quran:93:9"})
    instructions, attached = result.messages
    assert isinstance(instructions.content, TextContent)
    assert "quran:93:9" in instructions.content.text
    assert "grounding-rules" in instructions.content.text
    assert isinstance(attached.content, EmbeddedResource)
    resource = attached.content.resource
    assert isinstance(resource, TextResourceContents)
    assert str(resource.uri) == "sanad://passage/quran:93:9"
    assert json.loads(resource.text) == await call(client, "get_passage", {"id": "quran:93:9"})
    assert service.session.records()[0].tool == "prompt:study_passage"


@pytest.mark.parametrize(
    ("ident", "says"), [("quran:93:99", "surah 93 has 11 verses"), ("Q 93:9", "not a passage id")]
)
async def test_study_passage_refuses_a_bad_id(client: Client, ident: str, says: str) -> None:
    with pytest.raises(MCPError, match=says):
        await client.get_prompt("study_passage", {"id": ident})
