"""Issue 13, points 10 and 12 over a real ``sanad serve --http``: sessions, Host, Origin, slowloris.

Two MCP clients with their own ``Mcp-Session-Id`` share one server: what one fetched must not
count as served in the other's audit. Host and Origin must match a name and the bound port
exactly (the SDK's ``name:*`` is a prefix match). A client that never finishes its headers is
cut off after the header deadline.
"""

import json
import re
import socket
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx2
import pytest
from mcp import Client

from faults.stdio import sanad_command, server_env
from mcp_server.mcp_calls import call, post_status
from sanad.adapters.http_deadline import HEADER_SECONDS

pytestmark = [pytest.mark.anyio, pytest.mark.faults, pytest.mark.slow]

STARTUP_SECONDS = 60
SPEND = "And they ask thee what they ought to spend. Say: that which is superfluous"


@pytest.fixture
def anyio_backend() -> str:
    """The SDK runs on asyncio here."""
    return "asyncio"


@contextmanager
def http_server(home: Path) -> Iterator[tuple[str, int]]:
    """``sanad serve --http --port 0`` running; yields its URL and port."""
    process = subprocess.Popen(
        [*sanad_command(), "serve", "--http", "--port", "0"],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=server_env(home), text=True,
    )  # fmt: skip
    try:
        assert process.stderr is not None
        line = process.stderr.readline()
        found = re.search(r"at (http://127\.0\.0\.1:(\d+)/mcp) \(", line)
        assert found, line
        yield found[1], int(found[2])
    finally:
        process.terminate()
        try:
            _, err = process.communicate(timeout=STARTUP_SECONDS)
        except subprocess.TimeoutExpired:
            process.kill()
            _, err = process.communicate()
        assert "Traceback" not in err, err


INITIALIZE = json.dumps(
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {
            "protocolVersion": "2025-06-18",
            "capabilities": {},
            "clientInfo": {"name": "faults", "version": "0"},
        },
    }
).encode()


def post(url: str, headers: dict[str, str]) -> int:
    """The status of an initialize POSTed with ``headers``."""
    return post_status(url, INITIALIZE, headers, STARTUP_SECONDS)


class OldSession:
    """A 2025-06-18 client over raw HTTP: it initializes and sends back its Mcp-Session-Id."""

    def __init__(self, http: httpx2.Client, url: str) -> None:
        """Initialize a session with the server at ``url``."""
        self.http, self.url = http, url
        self.headers = {
            "Accept": "application/json, text/event-stream",
            "Content-Type": "application/json",
        }
        response = self._post("initialize", {
            "protocolVersion": "2025-06-18", "capabilities": {},
            "clientInfo": {"name": "faults", "version": "0"},
        })  # fmt: skip
        self.headers["Mcp-Session-Id"] = response.headers["mcp-session-id"]
        self.headers["Mcp-Protocol-Version"] = "2025-06-18"
        self.http.post(
            self.url, headers=self.headers,
            json={"jsonrpc": "2.0", "method": "notifications/initialized"},
        )  # fmt: skip

    def _post(self, method: str, params: dict[str, object]) -> httpx2.Response:
        body = {"jsonrpc": "2.0", "id": 1, "method": method, "params": params}
        response = self.http.post(self.url, headers=self.headers, json=body)
        assert response.status_code == 200, response.text
        return response

    def call(self, tool: str, arguments: dict[str, object]) -> dict[str, Any]:
        """A tool's structured result."""
        response = self._post("tools/call", {"name": tool, "arguments": arguments})
        data = [line[5:] for line in response.text.splitlines() if line.startswith("data:")]
        reply = json.loads(data[-1] if data else response.text)
        result: dict[str, Any] = reply["result"]["structuredContent"]
        return result


def _classes(audit: dict[str, Any]) -> list[str]:
    return [finding["audit_class"] for finding in audit["audit"]["findings"]]


DRAFT = f'Allah says: "{SPEND}" (Q 2:219).'


def test_each_mcp_session_has_its_own_served_set(home: Path) -> None:
    with http_server(home) as (url, _port), httpx2.Client(timeout=STARTUP_SECONDS) as http:
        first, second = OldSession(http, url), OldSession(http, url)
        assert first.headers["Mcp-Session-Id"] != second.headers["Mcp-Session-Id"]
        first.call("get_passage", {"id": "quran:2:219"})
        assert _classes(second.call("audit_answer", {"text": DRAFT})) == ["in_corpus_not_served"]
        assert _classes(first.call("audit_answer", {"text": DRAFT})) == ["served_verbatim"]


async def test_a_sessionless_clients_fetches_vouch_for_no_other_client(home: Path) -> None:
    # The SDK's own client speaks 2026-07-28 and sends no Mcp-Session-Id at all.
    with http_server(home) as (url, _port):
        async with (
            Client(url, read_timeout_seconds=STARTUP_SECONDS) as first,
            Client(url, read_timeout_seconds=STARTUP_SECONDS) as second,
        ):
            await call(first, "get_passage", {"id": "quran:2:219"})
            theirs = await call(second, "audit_answer", {"text": DRAFT})
    assert _classes(theirs) == ["in_corpus_not_served"]
    assert "no MCP session" in theirs["served_from"]


def test_host_and_origin_are_matched_exactly(home: Path) -> None:
    with http_server(home) as (url, port):
        assert post(url, {}) == 200
        assert post(url, {"Host": f"localhost:{port}"}) == 200
        assert post(url, {"Origin": f"http://127.0.0.1:{port}"}) == 200
        assert post(url, {"Host": "127.0.0.1:evil"}) == 421
        assert post(url, {"Host": f"127.0.0.1:{port + 1}"}) == 421
        assert post(url, {"Host": "127.0.0.1.evil.example"}) == 421
        assert post(url, {"Origin": f"http://127.0.0.1:{port}.evil.example"}) == 403
        assert post(url, {"Origin": "http://127.0.0.1:evil"}) == 403
        assert post(url, {"Origin": "http://localhost.evil.example"}) == 403


def test_a_client_that_never_finishes_its_headers_is_cut_off(home: Path) -> None:
    with http_server(home) as (_url, port), socket.create_connection(("127.0.0.1", port)) as conn:
        conn.settimeout(HEADER_SECONDS + 10)
        conn.sendall(b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\n")  # and never the rest
        started = time.monotonic()
        try:
            closed = conn.recv(1024) == b""
        except ConnectionResetError:
            closed = True
        except TimeoutError:
            closed = False
        assert closed, "the half-sent request was left open"
        assert time.monotonic() - started < HEADER_SECONDS + 5
