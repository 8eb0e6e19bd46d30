"""Issue 13, point 3: a full disk never leaves a torn line, and the reply says so.

The child process runs under RLIMIT_FSIZE set a few bytes past the log's current size, so
the kernel itself makes the short write a full disk makes (it writes what fits, then fails);
no root and no mounted filesystem are needed. The log must read exactly as before.
"""

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from faults.stdio import StdioServer, capped, server_env

pytestmark = [pytest.mark.faults, pytest.mark.slow]

REFUSED = "What is the Hanafi position on raising hands in prayer?"
EARLIER = (
    b'{"question": "earlier", "refused_by": "policy:x", "rule": "x", '
    b'"time": "2026-01-01T00:00:00Z", "verdict": "referred"}\n'
)


def _prefilled(home: Path) -> bytes:
    log = home / "gaps.jsonl"
    log.write_bytes(EARLIER * 3)
    return log.read_bytes()


def test_ask_on_a_full_disk_leaves_the_gaps_log_as_it_was(home: Path) -> None:
    before = _prefilled(home)
    done = subprocess.run(
        capped([sys.executable, "-m", "sanad.adapters.cli", "ask", REFUSED], len(before) + 20),
        capture_output=True, env=server_env(home), timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0  # the refusal is still the answer
    assert b"REFERRED" in done.stdout
    assert (home / "gaps.jsonl").read_bytes() == before  # no torn line
    (warning,) = done.stderr.decode().splitlines()
    assert warning.startswith("warning: could not log the refusal to gaps.jsonl")


def test_the_server_on_a_full_disk_says_the_refusal_could_not_be_logged(
    home: Path, tmp_path: Path
) -> None:
    before = _prefilled(home)
    with (tmp_path / "stderr.txt").open("wb") as stderr:
        server = StdioServer(home, stderr, file_size_limit=len(before) + 20)
        try:
            server.initialize()
            reply = server.reply(server.call("answer_question", {"question": REFUSED}))
            verdict = json.loads(reply["result"]["content"][0]["text"])
            server.process.send_signal(signal.SIGTERM)
            assert server.wait(10) == 128 + signal.SIGTERM
        finally:
            server.kill()
    assert verdict["verdict"] == "referred"
    assert any("could not be logged to gaps.jsonl" in w for w in verdict["warnings"])
    assert (home / "gaps.jsonl").read_bytes() == before
    logged = (tmp_path / "stderr.txt").read_text(encoding="utf-8")
    assert "could not be logged to gaps.jsonl" in logged
    assert "Traceback" not in logged


def test_the_limit_really_makes_a_short_write(tmp_path: Path) -> None:
    # The premise of the two tests above, checked in a child: a write past the cap is short.
    script = (
        "import os, sys\n"
        "fd = os.open(sys.argv[1], os.O_WRONLY | os.O_CREAT | os.O_APPEND)\n"
        "print(os.write(fd, b'x' * 100))\n"
    )
    done = subprocess.run(
        capped([sys.executable, "-c", script, str(tmp_path / "f")], 30),
        capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    assert done.stdout.strip() == "30"
