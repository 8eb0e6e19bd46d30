"""Reading a model's assistant message, the same in both APIs: its text and its tool calls.

Ollama sends a tool call's arguments as a JSON object; OpenAI-compatible servers send them as
JSON text and give each call an id. Both are read here: arguments that are not a JSON object
are kept as ``unparsed`` text, for the agent to report back to the model.
"""

import json

from sanad.adapters.models.chat import ChatReply, ToolCall
from sanad.adapters.models.http_json import shape_error


def tool_call_from(raw: object, url: str) -> ToolCall:
    """One ``{"id"?, "function": {"name", "arguments"}}`` entry of ``tool_calls``."""
    function = raw.get("function") if isinstance(raw, dict) else None
    if not isinstance(function, dict) or not isinstance(function.get("name"), str):
        raise shape_error(url, "a tool call without a function name")
    ident = raw.get("id") if isinstance(raw, dict) else None
    ident = ident if isinstance(ident, str) else None
    name: str = function["name"]
    arguments = function.get("arguments") or {}
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return ToolCall(id=ident, name=name, unparsed=function["arguments"])
    if not isinstance(arguments, dict):
        return ToolCall(id=ident, name=name, unparsed=json.dumps(arguments))
    return ToolCall(id=ident, name=name, arguments=arguments)


def reply_from_message(message: object, url: str, where: str) -> ChatReply:
    """An assistant ``message`` object (found at ``where`` in the reply) as a ChatReply."""
    if not isinstance(message, dict):
        raise shape_error(url, f"no '{where}' object")
    content = message.get("content") or ""
    if not isinstance(content, str):
        raise shape_error(url, f"'{where}.content' is not text")
    calls = message.get("tool_calls") or []
    if not isinstance(calls, list):
        raise shape_error(url, f"'{where}.tool_calls' is not a list")
    return ChatReply(content=content, tool_calls=tuple(tool_call_from(c, url) for c in calls))
