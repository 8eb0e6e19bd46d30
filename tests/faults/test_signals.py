"""Issue 13, points 1 and 2: no refusal lost when the server stops; Ctrl-C stops it at once.

Real ``sanad serve`` processes on stdio, real pipes, real signals. A refusal the client has
received must be in ``gaps.jsonl``, and a passage it was served in ``served.jsonl``: on
SIGTERM, SIGHUP and SIGINT because the server drains before it exits, on SIGKILL because the
line is written before the reply goes out.
"""

import signal
from pathlib import Path

import pytest

from faults.stdio import StdioServer, count_lines

pytestmark = [pytest.mark.faults, pytest.mark.slow]

REFUSALS = 300
SERVED = 5
EXIT_SECONDS = 10.0


def _refusal(number: int) -> str:
    return f"What is the Hanafi position on question {number}?"


@pytest.mark.parametrize(
    ("signum", "code"),
    [
        (signal.SIGTERM, 128 + signal.SIGTERM),
        (signal.SIGHUP, 128 + signal.SIGHUP),
        (signal.SIGINT, 130),
        (signal.SIGKILL, -signal.SIGKILL),
    ],
    ids=["SIGTERM", "SIGHUP", "SIGINT", "SIGKILL"],
)
def test_every_refusal_and_passage_a_client_received_is_logged(
    home: Path, tmp_path: Path, signum: signal.Signals, code: int
) -> None:
    with (tmp_path / "stderr.txt").open("wb") as stderr:
        server = StdioServer(home, stderr)
        try:
            server.initialize()
            fetched = [server.call("get_passage", {"id": f"quran:2:{n}"}) for n in range(1, 6)]
            asked = [
                server.call("answer_question", {"question": _refusal(n)}) for n in range(REFUSALS)
            ]
            # The signal goes out the moment the last reply is in.
            for ident in [*fetched, *asked]:
                reply = server.reply(ident)
                assert reply["result"]["isError"] is False, reply
            server.process.send_signal(signum)
            assert server.wait(EXIT_SECONDS) == code
        finally:
            server.kill()
    assert count_lines(home / "gaps.jsonl") == REFUSALS
    assert count_lines(home / "served.jsonl") == SERVED
    assert "Traceback" not in (tmp_path / "stderr.txt").read_text(encoding="utf-8")


@pytest.mark.parametrize("handshake", [True, False], ids=["after-handshake", "before-any-input"])
def test_one_sigint_stops_serve_at_once_with_piped_stdin(
    home: Path, tmp_path: Path, *, handshake: bool
) -> None:
    with (tmp_path / "stderr.txt").open("wb") as stderr:
        server = StdioServer(home, stderr)
        try:
            if handshake:
                server.initialize()
                ident = server.call("answer_question", {"question": _refusal(0)})
                server.reply(ident)
            else:
                server.wait(1.0)  # let it reach the read loop, stdin open and silent
            server.process.send_signal(signal.SIGINT)
            assert server.wait(EXIT_SECONDS) == 130
        finally:
            server.kill()
    assert count_lines(home / "gaps.jsonl") == (1 if handshake else 0)
    assert "Traceback" not in (tmp_path / "stderr.txt").read_text(encoding="utf-8")
