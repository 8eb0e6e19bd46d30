"""``sanad agent``: a chat model on one side, ``sanad serve`` over real MCP stdio on the other.

Two modes, and the difference is the point:

- ``grounded`` asks the server first, always. A refusal (``referred``, ``no_source``) ends the
  run before the model is called: nothing to write from, and a model invited to try is how a
  refusal gets softened into a paragraph. On ``answered`` the model composes only from the
  passages returned.
- ``tools`` hands the model the server's own tools (their MCP input schemas) and runs the tool
  loop for a bounded number of rounds. A model that never calls a tool gets nothing back, so
  nothing it writes has a source: every sentence with a content word is struck (fails closed).

Either way, every sentence the model wrote goes through the grounding check against what the
server returned (plus the question and teach-vocab); struck sentences are removed and listed.
"""

import json
import sys
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal, Protocol, TextIO

import anyio
import attrs

from sanad.adapters.models.chat import ChatModel, ChatReply, Message, ModelError, ToolSpec
from sanad.core.ground import allowed_terms_of_texts, ground_sentences, split_sentences

Mode = Literal["grounded", "tools"]
"""How the model meets the server."""
MAX_ROUNDS = 6
"""Tool-loop rounds in ``tools`` mode before the run stops (a model can loop forever)."""
MAX_TOOL_TEXT = 60_000
"""Characters of one tool result handed back to the model (small models have small contexts)."""

GROUNDED_SYSTEM = (
    "You answer a question using ONLY the passages below, which a citation server returned. "
    "Quote the passages' own words and name each passage's reference. Do not add facts, names, "
    "books, numbers or rulings that are not in the passages. If the passages do not answer the "
    "question, say so in one sentence."
)
TOOLS_SYSTEM = (
    "You answer questions about the Qur'an and hadith. Use the tools: call answer_question "
    "first with the user's question. Quote only what a tool returned, with its reference; if "
    "the tool refuses, pass the refusal on and do not answer from memory."
)
NEVER_CALLED = (
    "The model never called the tool. It answered from its own memory. Nothing was returned "
    "by the server, so every content word it used is unsourced."
)


@attrs.frozen(kw_only=True)
class Struck:
    """A sentence removed by the grounding check, with the words no source carries."""

    sentence: str
    words: tuple[str, ...]


@attrs.frozen(kw_only=True)
class Checked:
    """The grounding check's verdict on a text: sentences kept, sentences struck."""

    kept: tuple[str, ...]
    struck: tuple[Struck, ...]


class GroundingCheck(Protocol):
    """Lexical grounding of ``text`` against source texts and the question."""

    def __call__(self, text: str, *, sources: Sequence[str], question: str) -> Checked:
        """Split ``text`` into sentences; keep those whose content words all have a source."""
        ...


def lexical_check(vocabulary: Iterable[str]) -> GroundingCheck:
    """The grounding check of :mod:`sanad.core.ground` over source texts, question, teach-vocab.

    With no source text at all (the server returned nothing) nothing is grounded, not even
    the question's words or the vocabulary's: every sentence with a content word is struck.
    """
    words = tuple(vocabulary)

    def check(text: str, *, sources: Sequence[str], question: str) -> Checked:
        allowed = allowed_terms_of_texts(sources, question, words) if sources else frozenset()
        grounding = ground_sentences(split_sentences(text), allowed)
        return Checked(
            kept=tuple(c.sentence for c in grounding.kept),
            struck=tuple(Struck(sentence=c.sentence, words=c.offending) for c in grounding.struck),
        )

    return check


@attrs.frozen(kw_only=True)
class ToolOutcome:
    """One MCP tool call's result: the structured data, or the tool error's text."""

    data: Mapping[str, Any] | None
    error: str | None = None

    def as_text(self) -> str:
        """What the model is shown: the JSON, or the error."""
        if self.error is not None:
            return f"tool error: {self.error}"
        return json.dumps(self.data, ensure_ascii=False)[:MAX_TOOL_TEXT]


class ServerTools(Protocol):
    """The MCP server as the agent uses it."""

    async def tools(self) -> list[ToolSpec]:
        """The server's tools with their input schemas."""
        ...

    async def call(self, name: str, arguments: Mapping[str, Any]) -> ToolOutcome:
        """Call one tool."""
        ...


@attrs.frozen(kw_only=True)
class Citation:
    """A passage the server returned: id and human reference."""

    id: str
    reference: str


@attrs.frozen(kw_only=True)
class AgentRun:
    """Everything one ``sanad agent`` run did and concluded."""

    question: str
    mode: Mode
    model: str
    verdict: str | None
    """The server's verdict on the question (None in ``tools`` mode when never asked)."""
    server_message: str | None
    """The server's own words on a refusal (its scope or the rule)."""
    model_called: bool
    tool_calls: tuple[str, ...]
    """The tools the model called, in order (``tools`` mode)."""
    never_called_tool: bool
    kept: tuple[str, ...]
    struck: tuple[Struck, ...]
    passages: tuple[Citation, ...]
    rounds: int
    stopped_early: bool = False
    """The tool loop hit MAX_ROUNDS before the model wrote its answer."""


def _passages_in(tool: str, data: Mapping[str, Any] | None) -> list[Mapping[str, Any]]:
    """The passages a tool result carries (answers, search hits, one passage)."""
    if not data:
        return []
    if tool == "answer_question":
        return list(data.get("passages") or [])
    if tool == "search_corpus":
        return list(data.get("results") or [])
    if tool == "get_passage" and "id" in data:
        return [data]
    return []


def source_texts(passages: Sequence[Mapping[str, Any]]) -> list[str]:
    """The words a passage lends the grounding check: its text, narrator and reference."""
    texts: list[str] = []
    for passage in passages:
        texts.extend(
            str(passage[key])
            for key in ("english", "arabic", "narrator", "reference")
            if passage.get(key)
        )
    return texts


def _citations(passages: Sequence[Mapping[str, Any]]) -> tuple[Citation, ...]:
    seen: dict[str, Citation] = {}
    for passage in passages:
        ident = str(passage.get("id"))
        seen.setdefault(ident, Citation(id=ident, reference=str(passage.get("reference", ident))))
    return tuple(seen.values())


def _passages_prompt(question: str, passages: Sequence[Mapping[str, Any]]) -> str:
    shown = [
        {k: p.get(k) for k in ("id", "reference", "arabic", "english", "narrator") if p.get(k)}
        for p in passages
    ]
    return f"Question: {question}\n\nPassages:\n{json.dumps(shown, ensure_ascii=False, indent=1)}"


async def _chat(
    model: ChatModel, messages: Sequence[Message], tools: Sequence[ToolSpec]
) -> ChatReply:
    """One model round, off the event loop (the backends block on HTTP)."""
    return await anyio.to_thread.run_sync(lambda: model.chat(messages, tools))


Progress = Callable[[str], None]
"""Where a run reports what it is waiting for (the CLI shows it on a terminal's stderr)."""


def _quiet(_line: str) -> None:
    """The default progress: say nothing."""


async def run_grounded(
    question: str,
    model: ChatModel,
    server: ServerTools,
    check: GroundingCheck,
    progress: Progress = _quiet,
) -> AgentRun:
    """Ask the server; on ``answered`` only, let the model compose from the passages."""
    progress("asking sanad serve (answer_question) ...")
    outcome = await server.call("answer_question", {"question": question})
    if outcome.error is not None or outcome.data is None:
        msg = f"the server could not answer: {outcome.error}"
        raise ModelError(msg)
    verdict = str(outcome.data.get("verdict"))
    passages = _passages_in("answer_question", outcome.data)
    if verdict != "answered":
        return AgentRun(
            question=question, mode="grounded", model=model.label, verdict=verdict,
            server_message=str(outcome.data.get("message") or ""), model_called=False,
            tool_calls=(), never_called_tool=False, kept=(), struck=(), passages=(), rounds=0,
        )  # fmt: skip
    messages = [
        Message(role="system", content=GROUNDED_SYSTEM),
        Message(role="user", content=_passages_prompt(question, passages)),
    ]
    progress(f"answered with {len(passages)} passage(s); waiting for {model.label} ...")
    reply = await _chat(model, messages, [])
    checked = check(reply.content, sources=source_texts(passages), question=question)
    return AgentRun(
        question=question, mode="grounded", model=model.label, verdict=verdict,
        server_message=None, model_called=True, tool_calls=(), never_called_tool=False,
        kept=checked.kept, struck=checked.struck, passages=_citations(passages), rounds=1,
    )  # fmt: skip


async def run_tools(  # noqa: PLR0913 - the run's four parts, then two keyword-only settings
    question: str,
    model: ChatModel,
    server: ServerTools,
    check: GroundingCheck,
    *,
    max_rounds: int = MAX_ROUNDS,
    progress: Progress = _quiet,
) -> AgentRun:
    """Hand the model the server's tools and run the loop; fail closed if it never uses them."""
    tools = await server.tools()
    messages = [
        Message(role="system", content=TOOLS_SYSTEM),
        Message(role="user", content=question),
    ]
    called: list[str] = []
    passages: list[Mapping[str, Any]] = []
    verdict: str | None = None
    server_message: str | None = None
    text = ""
    rounds = 0
    stopped_early = True
    while rounds < max_rounds:
        rounds += 1
        progress(f"round {rounds}: waiting for {model.label} ...")
        reply = await _chat(model, messages, tools)
        if not reply.tool_calls:
            text, stopped_early = reply.content, False
            break
        messages.append(reply.as_message())
        for call in reply.tool_calls:
            called.append(call.name)
            progress(f"the model called {call.name}")
            if call.unparsed is not None:
                outcome = ToolOutcome(
                    data=None, error=f"arguments were not a JSON object: {call.unparsed[:200]}"
                )
            else:
                outcome = await server.call(call.name, call.arguments)
            passages.extend(_passages_in(call.name, outcome.data))
            if call.name == "answer_question" and outcome.data is not None and verdict is None:
                verdict = str(outcome.data.get("verdict"))
                server_message = str(outcome.data.get("message") or "") or None
            messages.append(
                Message(
                    role="tool",
                    content=outcome.as_text(),
                    tool_call_id=call.id,
                    tool_name=call.name,
                )
            )
    # Nothing returned, nothing to be grounded in (lexical_check strikes every content word).
    checked = check(text, sources=source_texts(passages), question=question)
    return AgentRun(
        question=question, mode="tools", model=model.label, verdict=verdict,
        server_message=server_message, model_called=True, tool_calls=tuple(called),
        never_called_tool=not called, kept=checked.kept, struck=checked.struck,
        passages=_citations(passages), rounds=rounds, stopped_early=stopped_early,
    )  # fmt: skip


# --- the real server, over stdio ---------------------------------------------------------


@attrs.frozen(kw_only=True)
class _McpTools:
    client: Any  # mcp.Client (the SDK loads only when an agent runs)

    async def tools(self) -> list[ToolSpec]:
        listed = await self.client.list_tools()
        return [
            ToolSpec(name=t.name, description=t.description or "", parameters=t.input_schema)
            for t in listed.tools
        ]

    async def call(self, name: str, arguments: Mapping[str, Any]) -> ToolOutcome:
        result = await self.client.call_tool(name, dict(arguments))
        text = " ".join(getattr(c, "text", "") for c in result.content)
        if result.is_error:
            return ToolOutcome(data=None, error=text or "the tool failed")
        data = result.structured_content
        if not isinstance(data, dict):
            try:
                data = json.loads(text)
            except ValueError:
                data = {"text": text}
        return ToolOutcome(data=data)


def last_words(errlog: TextIO, error: BaseException) -> str:
    """Why a ``sanad serve`` child failed: its last stderr line, else the exception raised."""
    errlog.seek(0)
    said = [line for line in errlog.read().splitlines() if line.strip()]
    return said[-1] if said else f"{type(error).__name__}: {error}"


@asynccontextmanager
async def sanad_server(
    home: Path, config: Path | None, errlog: TextIO
) -> AsyncIterator[ServerTools]:
    """``sanad serve`` as a child process, spoken to over stdio with the SDK's client."""
    from mcp import Client  # noqa: PLC0415 - the SDK loads only for the agent
    from mcp.client.stdio import StdioServerParameters, stdio_client  # noqa: PLC0415

    env = {"SANAD_HOME": str(home)}
    if config is not None:
        env["SANAD_CONFIG"] = str(config)
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "sanad.adapters.cli", "serve"], env=env
    )
    async with Client(stdio_client(params, errlog=errlog)) as client:
        yield _McpTools(client=client)
