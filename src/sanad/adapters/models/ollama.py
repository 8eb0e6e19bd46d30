"""Ollama's native API: ``POST /api/chat`` (non-streaming, with ``tools``) and ``GET /api/tags``.

Request: ``{"model", "messages", "stream": false, "tools"?}``; a tool is
``{"type": "function", "function": {"name", "description", "parameters"}}``. Reply:
``{"message": {"role": "assistant", "content", "tool_calls"?: [{"function": {"name",
"arguments": {...}}}]}, "done": true, ...}``. A tool result goes back as
``{"role": "tool", "content", "tool_name"}``.
"""

from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from sanad.adapters.models.chat import ChatReply, Message, ModelError, ToolSpec
from sanad.adapters.models.http_json import HttpStatusError, request_json, shape_error
from sanad.adapters.models.replies import reply_from_message

DEFAULT_BASE_URL = "http://127.0.0.1:11434"
_START = "start Ollama with `ollama serve` (or pass --base-url / set OLLAMA_HOST)"


def base_url_from(option: str | None, ollama_host: str | None) -> str:
    """The server: ``--base-url``, else ``OLLAMA_HOST`` (``host:port`` allowed), else local."""
    chosen = (option or ollama_host or DEFAULT_BASE_URL).strip()
    if "://" not in chosen:
        chosen = f"http://{chosen}"
    return chosen.rstrip("/")


def _tool_json(tool: ToolSpec) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": tool.name,
            "description": tool.description,
            "parameters": dict(tool.parameters),
        },
    }


def _message_json(message: Message) -> dict[str, Any]:
    out: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_calls:
        out["tool_calls"] = [
            {"function": {"name": call.name, "arguments": dict(call.arguments)}}
            for call in message.tool_calls
        ]
    if message.role == "tool" and message.tool_name is not None:
        out["tool_name"] = message.tool_name
    return out


def parse_chat_reply(data: object, url: str) -> ChatReply:
    """The reply of ``/api/chat`` as a ChatReply (ModelError when it is not that shape)."""
    message = data.get("message") if isinstance(data, dict) else None
    return reply_from_message(message, url, "message")


def _same_model(wanted: str, listed: str) -> bool:
    # Ollama names a model without a tag as ':latest'.
    def full(name: str) -> str:
        return name if ":" in name else f"{name}:latest"

    return full(wanted) == full(listed)


@attrs.frozen(kw_only=True)
class OllamaChat:
    """One model on an Ollama server."""

    model: str
    base_url: str = DEFAULT_BASE_URL
    timeout: float = 120.0

    @property
    def label(self) -> str:
        """``ollama:NAME``."""
        return f"ollama:{self.model}"

    def _pull(self) -> str:
        return f"run `ollama pull {self.model}`"

    def chat(self, messages: Sequence[Message], tools: Sequence[ToolSpec]) -> ChatReply:
        """One ``/api/chat`` round, non-streaming."""
        url = f"{self.base_url}/api/chat"
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [_message_json(m) for m in messages],
            "stream": False,
        }
        if tools:
            body["tools"] = [_tool_json(t) for t in tools]
        try:
            data = request_json(url, body=body, timeout=self.timeout, fix=_START)
        except HttpStatusError as error:
            if error.status == 404:  # noqa: PLR2004 - Ollama's "model not found"
                msg = f"Ollama at {self.base_url} has no model {self.model}: {self._pull()}"
                raise ModelError(msg) from None
            if error.status == 400 and "tool" in error.detail.lower():  # noqa: PLR2004
                msg = (
                    f"{self.model} on Ollama does not take tools ({error.detail}); use "
                    "--mode grounded, or a model that supports tools (e.g. qwen2.5, llama3.1)"
                )
                raise ModelError(msg) from None
            raise
        return parse_chat_reply(data, url)

    def models(self) -> tuple[str, ...]:
        """The model names ``/api/tags`` lists."""
        url = f"{self.base_url}/api/tags"
        data = request_json(url, body=None, timeout=min(self.timeout, 10.0), fix=_START)
        listed = data.get("models") if isinstance(data, Mapping) else None
        if not isinstance(listed, list):
            raise shape_error(url, "no 'models' list")
        return tuple(
            str(m.get("name") or m.get("model"))
            for m in listed
            if isinstance(m, dict) and (m.get("name") or m.get("model"))
        )

    def check(self) -> str:
        """The server answers and lists the model, or ModelError naming the fix."""
        names = self.models()
        if not any(_same_model(self.model, name) for name in names):
            shown = ", ".join(names[:8]) or "none"
            msg = (
                f"Ollama at {self.base_url} has no model {self.model} (it has: {shown}); "
                f"{self._pull()}"
            )
            raise ModelError(msg)
        return f"Ollama at {self.base_url} has {self.model}"
