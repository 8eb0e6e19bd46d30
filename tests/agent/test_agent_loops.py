"""The agent's two modes over the real corpus's MCP server, with fake model servers on loopback.

The server side is the SDK's in-memory client over the real server; the model side is a fake
Ollama or OpenAI-compatible HTTP server that records every request it receives.
"""

from collections.abc import Callable
from typing import Any

import pytest
from mcp import Client

from fakes.model_servers import CallTools, Say, Scripted, running
from sanad.adapters import agent
from sanad.adapters.models.chat import ChatModel
from sanad.adapters.models.fabricate import Fabricate
from sanad.adapters.models.ollama import OllamaChat
from sanad.adapters.models.openai_compat import OpenAIChat
from sanad.core.ground import split_sentences

pytestmark = [pytest.mark.anyio, pytest.mark.slow]

REFUSED = {
    "referred": "What is the Hanafi position on raising hands in prayer?",
    "no_source": "What did Sheikh al-Qaradawi rule about gambling?",
}
ANSWERED = "What does the Quran say about orphans?"
INVENTED = "The Prophet said this in Sahih al-Tirmidhi number 4127."
CHECK = agent.lexical_check(())
MODEL = "llama3.2:latest"


def _ollama(url: str) -> ChatModel:
    return OllamaChat(model=MODEL, base_url=url, timeout=10)


def _openai(url: str) -> ChatModel:
    return OpenAIChat(model=MODEL, base_url=url, timeout=10)


KINDS: list[tuple[str, Callable[[str], ChatModel]]] = [("ollama", _ollama), ("openai", _openai)]


def _server(client: Client) -> agent.ServerTools:
    return agent._McpTools(client=client)  # noqa: SLF001 - the real adapter over an in-memory client


async def _first_english(client: Client, question: str) -> tuple[str, str]:
    """The id and the English of the first passage the server returns for ``question``."""
    outcome = await _server(client).call("answer_question", {"question": question})
    assert outcome.data is not None
    first: dict[str, Any] = outcome.data["passages"][0]
    return first["id"], first["english"]


@pytest.mark.parametrize(("kind", "make"), KINDS)
@pytest.mark.parametrize("verdict", sorted(REFUSED))
async def test_grounded_never_calls_the_model_on_a_refusal(
    client: Client, kind: str, make: Callable[[str], ChatModel], verdict: str
) -> None:
    with running(kind, models=(MODEL,), script=[Say(text="Gambling is forbidden.")]) as fake:
        run = await agent.run_grounded(
            REFUSED[verdict], make(fake.base_url), _server(client), CHECK
        )
    assert fake.requests == []  # not one request: not even a model listing
    assert run.verdict == verdict
    assert not run.model_called
    assert (run.kept, run.struck, run.passages) == ((), (), ())
    assert run.server_message


@pytest.mark.parametrize(("kind", "make"), KINDS)
async def test_grounded_strikes_the_invented_citation_and_keeps_the_grounded_sentence(
    client: Client, kind: str, make: Callable[[str], ChatModel]
) -> None:
    ident, english = await _first_english(client, ANSWERED)
    # One sentence of the passage (the first passage may hold several).
    first = split_sentences(english)[0]
    grounded = f"The Qur'an says: {first.rstrip(' ,;.')}."
    script: list[Scripted] = [Say(text=f"{grounded} {INVENTED}")]
    with running(kind, models=(MODEL,), script=script) as fake:
        run = await agent.run_grounded(ANSWERED, make(fake.base_url), _server(client), CHECK)
    assert run.verdict == "answered"
    assert run.model_called
    assert run.kept == (grounded,)
    (struck,) = run.struck
    assert struck.sentence == INVENTED
    assert {"tirmidhi", "4127"} <= set(struck.words)
    assert ident in {c.id for c in run.passages}
    (request,) = fake.chat_requests()
    prompt = request.body["messages"][-1]["content"]
    assert ident in prompt  # the model was shown the passages it may write from
    assert "tools" not in request.body  # grounded mode offers no tools


@pytest.mark.parametrize(("kind", "make"), KINDS)
async def test_tools_mode_with_a_model_that_skips_the_tools_strikes_everything(
    client: Client, kind: str, make: Callable[[str], ChatModel]
) -> None:
    # Every word of the first sentence is in the question: it is struck all the same.
    text = f"Sheikh al-Qaradawi ruled about gambling. {INVENTED}"
    with running(kind, models=(MODEL,), script=[Say(text=text)]) as fake:
        run = await agent.run_tools(
            REFUSED["no_source"], make(fake.base_url), _server(client), CHECK
        )
    assert run.never_called_tool
    assert run.kept == ()
    assert [s.sentence for s in run.struck] == [
        "Sheikh al-Qaradawi ruled about gambling.",
        INVENTED,
    ]
    (request,) = fake.chat_requests()
    offered = {tool["function"]["name"] for tool in request.body["tools"]}
    assert "answer_question" in offered  # the server's real tools were offered
    schema = next(t for t in request.body["tools"] if t["function"]["name"] == "answer_question")
    assert "question" in schema["function"]["parameters"]["properties"]


@pytest.mark.parametrize(("kind", "make"), KINDS)
async def test_tools_mode_that_uses_the_tool_is_grounded_in_what_it_returned(
    client: Client, kind: str, make: Callable[[str], ChatModel]
) -> None:
    _ident, english = await _first_english(client, ANSWERED)
    grounded = f"{split_sentences(english)[0].rstrip(' ,;.')}."
    script: list[Scripted] = [
        CallTools(calls=(("answer_question", {"question": ANSWERED}),)),
        Say(text=f"{grounded} {INVENTED}"),
    ]
    with running(kind, models=(MODEL,), script=script) as fake:
        run = await agent.run_tools(ANSWERED, make(fake.base_url), _server(client), CHECK)
    assert run.tool_calls == ("answer_question",)
    assert run.verdict == "answered"
    assert not run.never_called_tool
    assert run.kept == (grounded,)
    assert [s.sentence for s in run.struck] == [INVENTED]
    second = fake.chat_requests()[1].body["messages"]
    assert second[-1]["role"] == "tool"
    assert '"verdict": "answered"' in second[-1]["content"]


async def test_tools_mode_stops_after_the_round_limit(client: Client) -> None:
    loop: list[Scripted] = [CallTools(calls=(("check_policy", {"question": ANSWERED}),))]
    with running("ollama", models=(MODEL,), script=loop) as fake:
        run = await agent.run_tools(
            ANSWERED, _ollama(fake.base_url), _server(client), CHECK, max_rounds=3
        )
    assert run.stopped_early
    assert run.rounds == len(fake.chat_requests()) == 3
    assert (run.kept, run.struck) == ((), ())


async def test_a_tool_error_goes_back_to_the_model_and_the_run_goes_on(client: Client) -> None:
    script: list[Scripted] = [
        CallTools(calls=(("get_passage", {"id": "bukhari:999999"}),)),
        Say(text="I could not find it."),
    ]
    with running("openai", models=(MODEL,), script=script) as fake:
        run = await agent.run_tools(ANSWERED, _openai(fake.base_url), _server(client), CHECK)
    told = fake.chat_requests()[1].body["messages"][-1]
    assert told["role"] == "tool"
    assert told["content"].startswith("tool error: ")
    assert "bukhari:999999" in told["content"]
    assert run.passages == ()
    assert [s.sentence for s in run.struck] == ["I could not find it."]  # nothing was returned


async def test_fabricate_skips_the_tools_and_everything_is_struck(client: Client) -> None:
    run = await agent.run_tools(REFUSED["no_source"], Fabricate(), _server(client), CHECK)
    assert run.never_called_tool
    assert run.kept == ()
    assert len(run.struck) == 4


async def test_progress_says_what_the_run_waits_for(client: Client) -> None:
    said: list[str] = []
    script: list[Scripted] = [
        CallTools(calls=(("answer_question", {"question": ANSWERED}),)),
        Say(text="Done."),
    ]
    with running("ollama", models=(MODEL,), script=script) as fake:
        await agent.run_tools(
            ANSWERED, _ollama(fake.base_url), _server(client), CHECK, progress=said.append
        )
    assert said == [
        f"round 1: waiting for ollama:{MODEL} ...",
        "the model called answer_question",
        f"round 2: waiting for ollama:{MODEL} ...",
    ]
    said.clear()
    await agent.run_grounded(REFUSED["referred"], Fabricate(), _server(client), CHECK, said.append)
    assert said == ["asking sanad serve (answer_question) ..."]  # and nothing about a model
