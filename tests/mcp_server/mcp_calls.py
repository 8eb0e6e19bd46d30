"""Calling the server in tests.

A tool's structured result, checked against its text copy; the status of a raw HTTP request.
"""

import json
import urllib.error
import urllib.request
from typing import Any

from mcp import Client
from mcp.types import CallToolResult, TextContent

ONE_MB = 1_000_000


def size(result: CallToolResult) -> int:
    """Bytes of the whole result as JSON on the wire."""
    return len(result.model_dump_json(by_alias=True, exclude_none=True).encode("utf-8"))


async def call(
    client: Client, tool: str, arguments: dict[str, Any] | None = None
) -> dict[str, Any]:
    """Call ``tool``; assert it succeeded, is under 1 MB, and its text is its structured JSON."""
    result = await client.call_tool(tool, arguments or {})
    assert not result.is_error, result.content
    assert size(result) < ONE_MB
    (content,) = result.content
    assert isinstance(content, TextContent)
    data = result.structured_content
    assert isinstance(data, dict)
    assert json.loads(content.text) == data
    return data


async def error(client: Client, tool: str, arguments: dict[str, Any]) -> str:
    """Call ``tool`` expecting a tool error; its one message."""
    result = await client.call_tool(tool, arguments)
    assert result.is_error, result
    (content,) = result.content
    assert isinstance(content, TextContent)
    assert "Traceback" not in content.text
    return content.text


def post_status(url: str, body: bytes, headers: dict[str, str], timeout: float) -> int:
    """The HTTP status of ``body`` POSTed as MCP's Streamable HTTP transport expects it."""
    request = urllib.request.Request(  # noqa: S310 - a loopback URL the test started
        url,
        data=body,
        method="POST",
        headers={
            "Content-Type": "application/json",
            "Accept": "application/json, text/event-stream",
            **headers,
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310
            return int(response.status)
    except urllib.error.HTTPError as failure:
        return failure.code
