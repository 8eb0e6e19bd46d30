"""Calling the server's tools in tests: the structured result, checked against its text copy."""

import json
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
