"""`sanad review-queue` lists the eval set's passages and what the MCP server has served."""

from pathlib import Path

import pytest

from integration.clirun import run_cli
from sanad.adapters import served

pytestmark = pytest.mark.slow


def test_the_review_queue_includes_what_the_server_served(home: Path, tmp_path: Path) -> None:
    served.append_served(
        home / "served.jsonl",
        served.records_for(
            "answer_question", "What does the Quran say about orphans?",
            [("quran:93:9", "sha256:" + "0" * 64)],
        ),
    )  # fmt: skip
    with (home / "served.jsonl").open("a", encoding="utf-8") as handle:
        handle.write('{"torn": \n')
    out = tmp_path / "queue.md"
    result = run_cli("review-queue", "--out", str(out), home=home)
    assert result.code == 0, result
    assert "served.jsonl line 2 is unreadable" in result.stderr
    text = out.read_text(encoding="utf-8")
    section = text.split("## What the MCP server has served", 1)[1]
    assert "`quran:93:9`" in section
    assert "What does the Quran say about orphans?" in section
    assert "The text served differs from the text now in the corpus" in section


def test_without_a_served_log_the_queue_still_renders(home: Path, tmp_path: Path) -> None:
    out = tmp_path / "queue.md"
    result = run_cli("review-queue", "--out", str(out), home=home)
    assert result.code == 0, result
    assert "Nothing has been served yet." in out.read_text(encoding="utf-8")
