"""Reading assistant messages from either API: arguments as object or text, and bad shapes."""

import pytest

from sanad.adapters.models.chat import ModelError
from sanad.adapters.models.replies import reply_from_message, tool_call_from

URL = "http://model/api"


def test_arguments_as_an_object_or_as_json_text_read_the_same() -> None:
    as_object = tool_call_from({"function": {"name": "f", "arguments": {"q": 1}}}, URL)
    as_text = tool_call_from({"id": "c1", "function": {"name": "f", "arguments": '{"q": 1}'}}, URL)
    assert dict(as_object.arguments) == dict(as_text.arguments) == {"q": 1}
    assert (as_object.id, as_text.id) == (None, "c1")


@pytest.mark.parametrize(("sent", "kept"), [("{not json", "{not json"), ("[1, 2]", "[1, 2]")])
def test_arguments_that_are_not_an_object_are_kept_unparsed(sent: str, kept: str) -> None:
    call = tool_call_from({"function": {"name": "f", "arguments": sent}}, URL)
    assert call.unparsed == kept
    assert dict(call.arguments) == {}


@pytest.mark.parametrize(
    ("message", "says"),
    [
        (None, "no 'message' object"),
        ({"content": 3}, "'message.content' is not text"),
        ({"content": "", "tool_calls": {"f": 1}}, "'message.tool_calls' is not a list"),
        ({"tool_calls": [{"function": {}}]}, "a tool call without a function name"),
    ],
)
def test_a_reply_of_another_shape_is_one_line(message: object, says: str) -> None:
    with pytest.raises(ModelError, match=says) as caught:
        reply_from_message(message, URL, "message")
    assert "\n" not in str(caught.value)


def test_null_content_with_tool_calls_is_an_empty_text() -> None:
    reply = reply_from_message(
        {"content": None, "tool_calls": [{"function": {"name": "f", "arguments": "{}"}}]},
        URL,
        "message",
    )
    assert reply.content == ""
    assert [c.name for c in reply.tool_calls] == ["f"]
