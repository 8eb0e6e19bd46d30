"""The Ollama and OpenAI-compatible backends against fakes that speak the documented shapes."""

import socket
from collections.abc import Callable

import pytest

from fakes.model_servers import CallTools, Say, Scripted, running
from sanad.adapters.models.chat import ChatModel, Message, ModelError, ToolSpec
from sanad.adapters.models.ollama import OllamaChat, base_url_from
from sanad.adapters.models.openai_compat import OpenAIChat, api_root

TOOL = ToolSpec(
    name="answer_question",
    description="Answer from the corpus.",
    parameters={"type": "object", "properties": {"question": {"type": "string"}}},
)
QUESTION = [Message(role="user", content="Why do Muslims fast in Ramadan?")]


def _ollama(base_url: str, model: str = "llama3.2") -> ChatModel:
    return OllamaChat(model=model, base_url=base_url, timeout=5)


def _openai(base_url: str, model: str = "llama3.2:latest") -> ChatModel:
    return OpenAIChat(model=model, base_url=base_url, timeout=5)


BACKENDS: list[tuple[str, Callable[[str], ChatModel]]] = [("ollama", _ollama), ("openai", _openai)]


@pytest.mark.parametrize(("kind", "make"), BACKENDS)
def test_plain_reply_and_the_request_shape(kind: str, make: Callable[[str], ChatModel]) -> None:
    with running(kind, script=[Say(text="Fasting was prescribed.")]) as fake:
        reply = make(fake.base_url).chat(QUESTION, [])
    assert reply.content == "Fasting was prescribed."
    assert reply.tool_calls == ()
    (request,) = fake.chat_requests()
    assert request.body["messages"] == [{"role": "user", "content": QUESTION[0].content}]
    assert request.body["stream"] is False
    assert "tools" not in request.body  # none offered, none sent


@pytest.mark.parametrize(("kind", "make"), BACKENDS)
def test_tool_calls_round_trip(kind: str, make: Callable[[str], ChatModel]) -> None:
    script: list[Scripted] = [
        CallTools(calls=(("answer_question", {"question": "fasting"}),)),
        Say(text="Done."),
    ]
    with running(kind, script=script) as fake:
        model = make(fake.base_url)
        first = model.chat(QUESTION, [TOOL])
        (call,) = first.tool_calls
        assert call.name == "answer_question"
        assert dict(call.arguments) == {"question": "fasting"}
        result = Message(
            role="tool",
            content='{"verdict": "answered"}',
            tool_call_id=call.id,
            tool_name=call.name,
        )
        second = model.chat([*QUESTION, first.as_message(), result], [TOOL])
    assert second.content == "Done."
    sent_tools = fake.chat_requests()[0].body["tools"]
    assert sent_tools == [{"type": "function", "function": {
        "name": "answer_question", "description": TOOL.description,
        "parameters": dict(TOOL.parameters),
    }}]  # fmt: skip
    history = fake.chat_requests()[1].body["messages"]
    assert [m["role"] for m in history] == ["user", "assistant", "tool"]
    if kind == "openai":  # the call's id links the result to the call
        assert history[1]["tool_calls"][0]["id"] == history[2]["tool_call_id"] == call.id
        assert history[1]["tool_calls"][0]["function"]["arguments"] == '{"question": "fasting"}'
    else:  # Ollama takes the arguments as an object and the result by tool name
        assert history[1]["tool_calls"][0]["function"]["arguments"] == {"question": "fasting"}
        assert history[2]["tool_name"] == "answer_question"


@pytest.mark.parametrize(("kind", "make"), BACKENDS)
def test_unknown_model_is_one_line_naming_the_fix(
    kind: str, make: Callable[[str], ChatModel]
) -> None:
    with running(kind, models=("other:latest",)) as fake:
        model = make(fake.base_url)
        with pytest.raises(ModelError) as chat_error:
            model.chat(QUESTION, [])
        with pytest.raises(ModelError) as check_error:
            model.check()
    for error in (chat_error, check_error):
        assert "\n" not in str(error.value)
        assert "has no model" in str(error.value)
    if kind == "ollama":
        assert "`ollama pull llama3.2`" in str(chat_error.value)
        assert "other:latest" in str(check_error.value)  # says what it does have


@pytest.mark.parametrize(("kind", "make"), BACKENDS)
def test_check_finds_the_model(kind: str, make: Callable[[str], ChatModel]) -> None:
    with running(kind, models=("llama3.2:latest",)) as fake:
        assert "llama3.2" in make(fake.base_url).check()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.parametrize(("kind", "make"), BACKENDS)
def test_refused_connection_is_one_line_naming_the_fix(
    kind: str, make: Callable[[str], ChatModel]
) -> None:
    base = f"http://127.0.0.1:{_free_port()}"
    with pytest.raises(ModelError) as error:
        make(base).chat(QUESTION, [])
    text = str(error.value)
    assert "connection refused" in text
    assert "\n" not in text
    assert ("ollama serve" in text) if kind == "ollama" else ("start the server" in text)


def test_a_server_that_never_answers_times_out() -> None:
    with socket.socket() as listener:  # accepts the connection, never replies
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        base = f"http://127.0.0.1:{listener.getsockname()[1]}"
        with pytest.raises(ModelError, match=r"no reply from .* within 0.2 s"):
            OllamaChat(model="m", base_url=base, timeout=0.2).chat(QUESTION, [])


def test_base_urls() -> None:
    assert base_url_from(None, None) == "http://127.0.0.1:11434"
    assert base_url_from(None, "0.0.0.0:11435") == "http://0.0.0.0:11435"
    assert base_url_from("http://box:1/", "ignored:2") == "http://box:1"
    assert api_root("http://127.0.0.1:8080") == "http://127.0.0.1:8080/v1"
    assert api_root("http://127.0.0.1:8080/v1/") == "http://127.0.0.1:8080/v1"
