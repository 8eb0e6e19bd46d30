"""OpenAI-compatible servers (llama.cpp's server, vLLM, LM Studio): ``/v1/chat/completions``.

Request: ``{"model", "messages", "tools"?}`` with tools as ``{"type": "function", "function":
{...}}``. Reply: ``{"choices": [{"message": {"role": "assistant", "content": str|null,
"tool_calls"?: [{"id", "type": "function", "function": {"name", "arguments": "<JSON text>"}}]}}]}``.
A tool result goes back as ``{"role": "tool", "tool_call_id", "content"}``. ``GET /v1/models``
lists ``{"data": [{"id"}]}``. An API key, if the server wants one, comes from ``OPENAI_API_KEY``.
"""

import json
from collections.abc import Mapping, Sequence
from typing import Any

import attrs

from sanad.adapters.models.chat import ChatReply, Message, ModelError, ToolSpec
from sanad.adapters.models.http_json import HttpStatusError, request_json, shape_error
from sanad.adapters.models.replies import reply_from_message


def api_root(base_url: str) -> str:
    """``http://host:port`` or ``http://host:port/v1`` → the ``/v1`` root, no trailing slash."""
    root = base_url.strip().rstrip("/")
    if "://" not in root:
        root = f"http://{root}"
    return root if root.endswith("/v1") else f"{root}/v1"


def _message_json(message: Message) -> dict[str, Any]:
    out: dict[str, Any] = {"role": message.role, "content": message.content}
    if message.tool_calls:
        out["tool_calls"] = [
            {
                "id": call.id or f"call_{index}",
                "type": "function",
                "function": {
                    "name": call.name,
                    "arguments": call.unparsed
                    if call.unparsed is not None
                    else json.dumps(dict(call.arguments)),
                },
            }
            for index, call in enumerate(message.tool_calls)
        ]
    if message.role == "tool":
        out["tool_call_id"] = message.tool_call_id or "call_0"
    return out


def parse_chat_reply(data: object, url: str) -> ChatReply:
    """The reply of ``/v1/chat/completions`` as a ChatReply (ModelError when malformed)."""
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise shape_error(url, "no 'choices'")
    return reply_from_message(choices[0].get("message"), url, "choices[0].message")


@attrs.frozen(kw_only=True)
class OpenAIChat:
    """One model on an OpenAI-compatible server."""

    model: str
    base_url: str
    api_key: str | None = None
    timeout: float = 120.0

    @property
    def label(self) -> str:
        """``openai:NAME@URL``."""
        return f"openai:{self.model}@{self.base_url}"

    def _start(self) -> str:
        return f"start the server (llama-server, vllm serve, LM Studio) at {self.base_url}"

    def _headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}

    def chat(self, messages: Sequence[Message], tools: Sequence[ToolSpec]) -> ChatReply:
        """One ``/v1/chat/completions`` round, non-streaming."""
        url = f"{api_root(self.base_url)}/chat/completions"
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [_message_json(m) for m in messages],
            "stream": False,
        }
        if tools:
            body["tools"] = [
                {
                    "type": "function",
                    "function": {
                        "name": t.name,
                        "description": t.description,
                        "parameters": dict(t.parameters),
                    },
                }
                for t in tools
            ]
        try:
            data = request_json(
                url, body=body, timeout=self.timeout, fix=self._start(), headers=self._headers()
            )
        except HttpStatusError as error:
            if error.status == 404:  # noqa: PLR2004 - unknown model (or wrong path)
                msg = (
                    f"{self.base_url} has no model {self.model} ({error.detail or 'HTTP 404'}); "
                    f"load it in the server, or name one it lists at /v1/models"
                )
                raise ModelError(msg) from None
            if error.status == 401:  # noqa: PLR2004
                msg = f"{self.base_url} wants an API key: set OPENAI_API_KEY"
                raise ModelError(msg) from None
            raise
        return parse_chat_reply(data, url)

    def models(self) -> tuple[str, ...]:
        """The model ids ``/v1/models`` lists."""
        url = f"{api_root(self.base_url)}/models"
        data = request_json(
            url, body=None, timeout=min(self.timeout, 10.0), fix=self._start(),
            headers=self._headers(),
        )  # fmt: skip
        listed = data.get("data") if isinstance(data, Mapping) else None
        if not isinstance(listed, list):
            raise shape_error(url, "no 'data' list")
        return tuple(str(m["id"]) for m in listed if isinstance(m, dict) and "id" in m)

    def check(self) -> str:
        """The server answers and lists the model, or ModelError naming the fix."""
        names = self.models()
        if self.model not in names:
            shown = ", ".join(names[:8]) or "none"
            msg = (
                f"{self.base_url} has no model {self.model} (it has: {shown}); load it in the "
                "server or name one of those"
            )
            raise ModelError(msg)
        return f"{self.base_url} has {self.model}"
