"""Agent fixtures: the MCP server's in-memory client (shared with tests/mcp_server)."""

from mcp_server.conftest import anyio_backend, checked, client, service

__all__ = ["anyio_backend", "checked", "client", "service"]
