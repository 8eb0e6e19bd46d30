"""The MCP server through the SDK's clients: in memory, over stdio, over streamable HTTP."""
