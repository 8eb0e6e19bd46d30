"""JSON over HTTP to a model server, with timeouts and one-line errors (standard library only).

Every failure becomes a :class:`~sanad.adapters.models.chat.ModelError` that names the server,
says what went wrong, and ends with ``fix``: the command that would make it work.
"""

import json
import socket
import urllib.error
import urllib.request
from collections.abc import Mapping
from typing import Any

from sanad.adapters.models.chat import ModelError

_MAX_REPLY_BYTES = 16 * 1024 * 1024  # a chat reply; far more than any model writes


def _message_of(body: bytes) -> str:
    """The server's own error text, if its body is JSON with an ``error`` (Ollama, OpenAI)."""
    try:
        data = json.loads(body)
    except ValueError:
        return body.decode("utf-8", "replace").strip()[:200]
    error = data.get("error") if isinstance(data, dict) else None
    if isinstance(error, dict):  # OpenAI: {"error": {"message": ...}}
        error = error.get("message")
    return str(error) if error else ""


class HttpStatusError(ModelError):
    """The server answered with an HTTP error status (the backend decides what it means)."""

    def __init__(self, url: str, status: int, detail: str) -> None:
        """Keep the status and the server's own message."""
        self.url, self.status, self.detail = url, status, detail
        super().__init__(f"{url} answered HTTP {status}" + (f": {detail}" if detail else ""))


def request_json(
    url: str,
    *,
    body: Mapping[str, Any] | None,
    timeout: float,
    fix: str,
    headers: Mapping[str, str] | None = None,
) -> Any:  # noqa: ANN401 - whatever JSON the server sent; each backend checks its shape
    """GET (``body`` None) or POST ``body`` as JSON; the decoded JSON reply.

    Raises HttpStatusError for an HTTP error status, ModelError for everything else
    (refused, unreachable, timed out, not JSON), each message ending in ``fix``.
    """
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(  # noqa: S310 - the URL is the user's model server
        url,
        data=data,
        method="GET" if body is None else "POST",
        headers={"Content-Type": "application/json", **(headers or {})},
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as reply:  # noqa: S310
            raw = reply.read(_MAX_REPLY_BYTES + 1)
    except urllib.error.HTTPError as error:
        raise HttpStatusError(url, error.code, _message_of(error.read())) from None
    except urllib.error.URLError as error:
        reason = error.reason
        if isinstance(reason, ConnectionRefusedError):
            msg = f"cannot reach {url}: connection refused; {fix}"
        elif isinstance(reason, TimeoutError | socket.timeout):
            msg = f"no reply from {url} within {timeout:g} s; {fix}"
        else:
            msg = f"cannot reach {url}: {reason}; {fix}"
        raise ModelError(msg) from None
    except TimeoutError:
        msg = f"no reply from {url} within {timeout:g} s; {fix}"
        raise ModelError(msg) from None
    except (ConnectionError, OSError) as error:
        msg = f"cannot reach {url}: {error}; {fix}"
        raise ModelError(msg) from None
    if len(raw) > _MAX_REPLY_BYTES:
        msg = f"{url} sent more than {_MAX_REPLY_BYTES // 1024 // 1024} MB; is it a model server?"
        raise ModelError(msg)
    try:
        return json.loads(raw)
    except ValueError:
        msg = f"{url} did not answer with JSON; is it the right server? {fix}"
        raise ModelError(msg) from None


def shape_error(url: str, what: str) -> ModelError:
    """A reply that is JSON but not the documented shape."""
    return ModelError(f"{url} answered, but not in the expected shape ({what})")
