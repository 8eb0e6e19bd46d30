"""Fake Ollama and OpenAI-compatible servers on loopback, for the model backends' tests.

Each implements the documented request and reply shapes (Ollama ``/api/chat`` and ``/api/tags``;
OpenAI ``/v1/chat/completions`` and ``/v1/models``), records every request it receives, and
answers chat requests from a script: a list of replies, one per request, each either assistant
text or tool calls. An unknown model gets the server's real error status (404).
"""

import json
import threading
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import attrs


@attrs.frozen(kw_only=True)
class Say:
    """A scripted reply: plain text."""

    text: str


@attrs.frozen(kw_only=True)
class CallTools:
    """A scripted reply: tool calls ``(name, arguments)``, with optional text."""

    calls: tuple[tuple[str, dict[str, Any]], ...]
    text: str = ""


Scripted = Say | CallTools


@attrs.define
class Recorded:
    """One request the fake received."""

    method: str
    path: str
    body: Any


@attrs.define
class FakeModelServer:
    """A running fake: its base URL, what it received, and its script."""

    kind: str
    models: tuple[str, ...]
    script: list[Scripted]
    base_url: str = ""
    requests: list[Recorded] = attrs.field(factory=list)

    def chat_requests(self) -> list[Recorded]:
        """The chat requests only (not model listings)."""
        return [r for r in self.requests if r.path.endswith(("/api/chat", "/chat/completions"))]

    def next_reply(self) -> Scripted:
        """The next scripted reply (the last one repeats when the script runs out)."""
        return self.script.pop(0) if len(self.script) > 1 else self.script[0]


def _ollama_message(reply: Scripted) -> dict[str, Any]:
    if isinstance(reply, Say):
        return {"role": "assistant", "content": reply.text}
    return {
        "role": "assistant",
        "content": reply.text,
        "tool_calls": [{"function": {"name": n, "arguments": a}} for n, a in reply.calls],
    }


def _openai_message(reply: Scripted, counter: int) -> dict[str, Any]:
    if isinstance(reply, Say):
        return {"role": "assistant", "content": reply.text}
    return {
        "role": "assistant",
        "content": reply.text or None,
        "tool_calls": [
            {
                "id": f"call_{counter}_{i}",
                "type": "function",
                "function": {"name": n, "arguments": json.dumps(a)},
            }
            for i, (n, a) in enumerate(reply.calls)
        ],
    }


def _handler(fake: FakeModelServer) -> type[BaseHTTPRequestHandler]:  # noqa: C901 - one fake API
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: Any) -> None:  # noqa: A002, ANN401 - stdlib's
            pass

        def _send(self, status: int, payload: Any) -> None:  # noqa: ANN401 - any JSON
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def do_GET(self) -> None:
            fake.requests.append(Recorded(method="GET", path=self.path, body=None))
            if fake.kind == "ollama" and self.path == "/api/tags":
                models = [{"name": m, "model": m, "size": 1} for m in fake.models]
                self._send(200, {"models": models})
            elif fake.kind == "openai" and self.path == "/v1/models":
                self._send(
                    200,
                    {"object": "list", "data": [{"id": m, "object": "model"} for m in fake.models]},
                )
            else:
                self._send(404, {"error": "not found"})

        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length") or 0)
            body = json.loads(self.rfile.read(length) or b"null")
            fake.requests.append(Recorded(method="POST", path=self.path, body=body))
            model = body.get("model") if isinstance(body, dict) else None
            if fake.kind == "ollama" and self.path == "/api/chat":
                # Ollama reads a name without a tag as ':latest'.
                tagged = model if ":" in str(model) else f"{model}:latest"
                if tagged not in fake.models:
                    self._send(404, {"error": f"model '{model}' not found"})
                    return
                reply = fake.next_reply()
                self._send(200, {
                    "model": model, "created_at": "2026-11-30T00:00:00Z",
                    "message": _ollama_message(reply), "done": True, "done_reason": "stop",
                })  # fmt: skip
            elif fake.kind == "openai" and self.path == "/v1/chat/completions":
                if model not in fake.models:
                    self._send(404, {"error": {"message": f"model {model} not found"}})
                    return
                reply = fake.next_reply()
                finish = "tool_calls" if isinstance(reply, CallTools) else "stop"
                message = _openai_message(reply, len(fake.requests))
                self._send(200, {
                    "id": "chatcmpl-1", "object": "chat.completion", "model": model,
                    "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                })  # fmt: skip
            else:
                self._send(404, {"error": "not found"})

    return Handler


@contextmanager
def running(
    kind: str, models: Sequence[str] = ("llama3.2:latest",), script: Sequence[Scripted] = ()
) -> Iterator[FakeModelServer]:
    """Run a fake ``kind`` ("ollama" or "openai") server on 127.0.0.1 for the ``with`` block."""
    fake = FakeModelServer(kind=kind, models=tuple(models), script=list(script) or [Say(text="")])
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(fake))
    fake.base_url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield fake
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
