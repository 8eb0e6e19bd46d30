"""Issue 13, point 7 over a real ``sanad serve`` on stdio: clean MCP errors, no traceback.

A prompt that does not exist, or one asked for without its argument, is an invalid-params
error naming the problem (the SDK says "Internal server error" and prints a traceback); an
index whose pickle claims 2**62 bytes makes every tool say the corpus could not be loaded,
with one line on stderr (three tracebacks before).
"""

import hashlib
import json
import signal
from pathlib import Path

import pytest

from faults.stdio import StdioServer
from integration.clirun import corpus_home

pytestmark = [pytest.mark.faults, pytest.mark.slow]

INVALID_PARAMS = -32602


@pytest.mark.parametrize(
    ("name", "arguments", "says"),
    [
        ("no_such_prompt", {}, "there is no prompt 'no_such_prompt'"),
        ("answer_with_sources", {}, "missing argument(s) question"),
        ("study_passage", {}, "missing argument(s) id"),
        ("answer_with_sources", {"question": "x", "extra": "y"}, "unknown argument(s) extra"),
    ],
)
def test_a_bad_prompt_request_is_a_clean_error(
    home: Path, tmp_path: Path, name: str, arguments: dict[str, str], says: str
) -> None:
    with (tmp_path / "stderr.txt").open("wb") as stderr:
        server = StdioServer(home, stderr)
        try:
            server.initialize()
            asked = {"name": name, "arguments": arguments}
            reply = server.reply(server.request("prompts/get", asked))
            good = server.reply(
                server.request("prompts/get", {"name": "answer_with_sources",
                                               "arguments": {"question": "orphans"}})
            )  # fmt: skip
            server.process.send_signal(signal.SIGTERM)
            server.wait(10)
        finally:
            server.kill()
    assert reply["error"]["code"] == INVALID_PARAMS, reply
    assert says in reply["error"]["message"]
    assert "result" in good  # the server goes on serving
    assert (tmp_path / "stderr.txt").read_text(encoding="utf-8") == ""


def test_an_index_claiming_two_to_the_62_bytes_is_one_line_and_a_clean_tool_error(
    built_home: Path, tmp_path: Path
) -> None:
    hostile = b"\x80\x05\x8e" + (2**62).to_bytes(8, "little")
    home = corpus_home(built_home, tmp_path / "home", index=hostile)
    manifest_path = home / "corpus" / "manifest.json"
    manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
    manifest["index_sha256"] = "sha256:" + hashlib.sha256(hostile).hexdigest()
    manifest_path.write_text(json.dumps(manifest), encoding="utf-8")
    with (tmp_path / "stderr.txt").open("wb") as stderr:
        server = StdioServer(home, stderr)
        try:
            server.initialize()
            reply = server.reply(server.call("answer_question", {"question": "orphans"}))
            again = server.reply(server.call("get_passage", {"id": "quran:1:1"}))
            server.process.send_signal(signal.SIGTERM)
            server.wait(10)
        finally:
            server.kill()
    for answer in (reply, again):
        assert answer["result"]["isError"] is True
        assert "could not be loaded" in answer["result"]["content"][0]["text"]
    (line,) = (tmp_path / "stderr.txt").read_text(encoding="utf-8").splitlines()
    assert line.startswith("sanad: error: the corpus file ")
    assert "is unreadable" in line
