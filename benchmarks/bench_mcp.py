"""Timing the MCP server against a 10-line echo MCPServer started the same way.

Usage: python benchmarks/bench_mcp.py [--runs 7] [--rounds 5] [--home DIR]

Two figures, each next to its peer measured in the same run:

- spawn -> initialize reply: a fresh ``python -m sanad.adapters.cli serve`` against a fresh
  ``python echo.py`` (the echo server below), both sent ``initialize`` on stdin at spawn;
  the medians of ``--runs`` alternating spawns. Target: sanad <= 1.25 x echo.
- ``answer_question`` p50 over stdio against the echo tool's p50, the same question texts
  (the 20 of ``bench.py``) sent to each, ``--rounds`` rounds after one warm-up round.
  Target: sanad <= echo + 1 ms. For scale, the same run also times the core's ``answer()``
  and the building of the JSON reply on the same questions, in process: the difference
  between the two servers is mostly those two, plus the SDK carrying a result of some 12 kB
  (the median answer, twice: structured and text) where the echo carries a few bytes.

Both talk raw JSON-RPC lines over pipes (no client library in the timing). Without
``--home`` the corpus is ingested into a temporary directory first (about 5 s).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import IO, Any

from bench import QUESTIONS
from sanad.adapters.ingest import run_ingest
from sanad.adapters.loading import LoadedCorpus, open_corpus
from sanad.adapters.locations import config_dir
from sanad.adapters.mcp_wire import answer_reply
from sanad.core.answer import answer

ECHO_SERVER = '''\
from mcp.server.mcpserver import MCPServer

server = MCPServer("echo")


@server.tool()
async def echo(text: str) -> str:
    """Return the text unchanged."""
    return text


server.run("stdio")
'''
ECHO_REPLY_SERVER = '''\
import json, sys
from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, TextContent

data = json.loads(open(sys.argv[1], encoding="utf-8").read())
text = json.dumps(data, ensure_ascii=False)
server = MCPServer("echo-reply")


@server.tool(structured_output=False)
async def echo(text_in: str) -> CallToolResult:
    """Return one fixed answer, whatever the text."""
    return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=data)


server.run("stdio")
'''
"""A third peer: the echo server returning a real answer_question result of the median size
(computed once), to show what carrying such a result costs in the SDK, apart from computing it."""
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-11-25",
        "capabilities": {},
        "clientInfo": {"name": "bench_mcp", "version": "1"},
    },
}
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}


def _send(stream: IO[bytes], message: dict[str, Any]) -> None:
    stream.write((json.dumps(message) + "\n").encode())
    stream.flush()


def _reply(stream: IO[bytes], ident: int) -> dict[str, Any]:
    while True:
        line = stream.readline()
        if not line:
            msg = "the server closed stdout before replying"
            raise RuntimeError(msg)
        message: dict[str, Any] = json.loads(line)
        if message.get("id") == ident:
            if "error" in message:
                msg = f"the server answered with an error: {message['error']}"
                raise RuntimeError(msg)
            return message


class Session:
    """One server process spoken to over its stdin and stdout."""

    def __init__(self, command: list[str], env: dict[str, str]) -> None:
        """Spawn ``command`` and send ``initialize`` at once; ``spawn_to_init`` is the wait."""
        started = time.perf_counter()
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            env=env,
        )  # fmt: skip
        assert self.process.stdin is not None  # noqa: S101 - Popen with PIPE
        assert self.process.stdout is not None  # noqa: S101
        self.stdin, self.stdout = self.process.stdin, self.process.stdout
        _send(self.stdin, INITIALIZE)
        _reply(self.stdout, 0)
        self.spawn_to_init = time.perf_counter() - started
        _send(self.stdin, INITIALIZED)
        self.next_id = 1

    def call(self, tool: str, arguments: dict[str, Any]) -> tuple[float, dict[str, Any]]:
        """Seconds for one tools/call round trip, and its result."""
        ident, self.next_id = self.next_id, self.next_id + 1
        request = {
            "jsonrpc": "2.0", "id": ident, "method": "tools/call",
            "params": {"name": tool, "arguments": arguments},
        }  # fmt: skip
        started = time.perf_counter()
        _send(self.stdin, request)
        result = _reply(self.stdout, ident)["result"]
        return time.perf_counter() - started, result

    def close(self) -> None:
        """Close stdin (the server exits) and wait."""
        self.stdin.close()
        self.process.wait(timeout=30)
        self.stdout.close()


def bench(runs: int, rounds: int, home: Path) -> None:
    """Run both benchmarks and print the figures with their peers."""
    env = {**os.environ, "SANAD_HOME": str(home), "PYTHONDONTWRITEBYTECODE": "0"}
    env.pop("SANAD_CONFIG", None)
    with tempfile.TemporaryDirectory() as directory:
        echo_path = Path(directory) / "echo.py"
        echo_path.write_text(ECHO_SERVER, encoding="utf-8")
        sanad_cmd = [sys.executable, "-m", "sanad.adapters.cli", "serve"]
        echo_cmd = [sys.executable, str(echo_path)]
        for command in (sanad_cmd, echo_cmd):  # warm the OS caches and .pyc files
            Session(command, env).close()
        starts: dict[str, list[float]] = {"sanad": [], "echo": []}
        for _ in range(runs):
            for name, command in (("echo", echo_cmd), ("sanad", sanad_cmd)):
                session = Session(command, env)
                starts[name].append(session.spawn_to_init)
                session.close()
        sanad_start, echo_start = (statistics.median(starts[n]) for n in ("sanad", "echo"))
        print(
            f"spawn -> initialize   sanad median {sanad_start * 1000:7.1f} ms   "
            f"echo {echo_start * 1000:7.1f} ms   ratio {sanad_start / echo_start:5.2f}x "
            "(target <= 1.25x)"
        )

        corpus = open_corpus(config_dir(), home)
        replies = sorted(
            (answer_reply(answer(corpus.index, corpus.config, q)) for q in QUESTIONS),
            key=lambda reply: reply.size,
        )
        sample = replies[len(replies) // 2]  # a result of the median size
        reply_path = Path(directory) / "reply.json"
        reply_path.write_text(sample.text, encoding="utf-8")
        reply_server = Path(directory) / "echo_reply.py"
        reply_server.write_text(ECHO_REPLY_SERVER, encoding="utf-8")
        sessions = {
            "sanad": (Session(sanad_cmd, env), "answer_question", "question"),
            "echo": (Session(echo_cmd, env), "echo", "text"),
            "reply": (
                Session([sys.executable, str(reply_server), str(reply_path)], env),
                "echo",
                "text_in",
            ),
        }
        timings: dict[str, list[float]] = {name: [] for name in sessions}
        verdicts: dict[str, int] = {}
        for round_number in range(rounds + 1):
            for question in QUESTIONS:
                for name, (session, tool, argument) in sessions.items():
                    spent, result = session.call(tool, {argument: question})
                    if round_number:  # the first round warms every server up
                        timings[name].append(spent)
                        if name == "sanad":
                            verdict = result["structuredContent"]["verdict"]
                            verdicts[verdict] = verdicts.get(verdict, 0) + 1
        for session, _, _ in sessions.values():
            session.close()
        sanad_p50, echo_p50, reply_p50 = (statistics.median(timings[n]) for n in sessions)
        print(
            f"tool call p50         answer_question {sanad_p50 * 1000:6.2f} ms   echo "
            f"{echo_p50 * 1000:6.2f} ms   difference {(sanad_p50 - echo_p50) * 1000:5.2f} ms "
            "(target <= 1 ms)"
        )
        print(f"  ({len(timings['sanad'])} calls each; verdicts: {verdicts})")
        print(
            f"  peer: the echo server returning a real {sample.size / 1000:.0f} kB answer p50 "
            f"{reply_p50 * 1000:5.2f} ms (carrying such a result, without computing it)"
        )
        core, build = in_process(corpus, rounds)
        print(
            f"  in process, same questions: core answer p50 {core * 1000:5.2f} ms, "
            f"building the JSON reply p50 {build * 1000:5.2f} ms"
        )


def in_process(corpus: LoadedCorpus, rounds: int) -> tuple[float, float]:
    """p50 seconds of the core's answer() and of mcp_wire.answer_reply() on the questions."""
    core, reply = [], []
    for round_number in range(rounds + 1):
        for question in QUESTIONS:
            started = time.perf_counter()
            verdict = answer(corpus.index, corpus.config, question)
            answered = time.perf_counter()
            answer_reply(verdict)
            if round_number:
                core.append(answered - started)
                reply.append(time.perf_counter() - answered)
    return statistics.median(core), statistics.median(reply)


def main() -> None:
    """Parse arguments, build a corpus if none is given, run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="spawns of each server")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of the 20 questions")
    parser.add_argument("--home", type=Path, help="a $SANAD_HOME with a built corpus")
    args = parser.parse_args()
    if args.home is not None:
        bench(args.runs, args.rounds, args.home)
        return
    with tempfile.TemporaryDirectory() as directory:
        run_ingest(config_dir(), Path(directory), lambda _line: None)
        bench(args.runs, args.rounds, Path(directory))


if __name__ == "__main__":
    main()
