"""What every model backend speaks: chat messages, the tools offered, and the model's reply.

The backends (:mod:`.ollama`, :mod:`.openai_compat`) translate these to and from their own HTTP
shapes; the agent never sees a backend's JSON. A failure to reach a model, or a model that is
not there, is a :class:`ModelError` whose message is one line ending in the command that fixes it.
"""

from collections.abc import Mapping, Sequence
from typing import Any, Literal, Protocol

import attrs

Role = Literal["system", "user", "assistant", "tool"]
"""Who wrote a chat message."""


class ModelError(Exception):
    """The model could not be used: one line, saying which command fixes it."""


@attrs.frozen(kw_only=True)
class ToolSpec:
    """A tool offered to the model: its MCP name, description and input JSON schema."""

    name: str
    description: str
    parameters: Mapping[str, Any]


@attrs.frozen(kw_only=True)
class ToolCall:
    """The model asking for one tool call.

    ``arguments`` is what the model sent, parsed; when the model sent text that is not a JSON
    object, ``arguments`` is empty and ``unparsed`` holds the text (the agent reports it back).
    """

    id: str | None = None
    """The backend's id for the call (OpenAI-compatible servers give one; Ollama does not)."""
    name: str
    arguments: Mapping[str, Any] = attrs.field(factory=dict)
    unparsed: str | None = None


@attrs.frozen(kw_only=True)
class Message:
    """One chat message, in either direction."""

    role: Role
    content: str
    tool_calls: tuple[ToolCall, ...] = ()
    """On an assistant message: the calls it asked for."""
    tool_call_id: str | None = None
    """On a tool message: the call it answers (OpenAI-compatible servers need it)."""
    tool_name: str | None = None
    """On a tool message: the tool that produced it (Ollama reads it)."""


@attrs.frozen(kw_only=True)
class ChatReply:
    """What the model said back: text (possibly empty) and any tool calls."""

    content: str
    tool_calls: tuple[ToolCall, ...] = ()

    def as_message(self) -> Message:
        """The reply as the assistant message to send back in the next round."""
        return Message(role="assistant", content=self.content, tool_calls=self.tool_calls)


class ChatModel(Protocol):
    """A chat model behind an HTTP API (or the built-in hostile stub)."""

    @property
    def label(self) -> str:
        """How the user named it (``ollama:llama3.2``), for messages."""
        ...

    def chat(self, messages: Sequence[Message], tools: Sequence[ToolSpec]) -> ChatReply:
        """One non-streaming round: the conversation so far in, the model's reply out."""
        ...

    def check(self) -> str:
        """Whether the server answers and has the model: a one-line report, or ModelError."""
        ...
