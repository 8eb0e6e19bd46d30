"""``sanad audit``: nothing served by default, the server's served log on request, exit codes."""

import json
from pathlib import Path

import pytest

from integration.clirun import run_cli

pytestmark = pytest.mark.slow

SPEND = "And they ask thee what they ought to spend. Say: that which is superfluous"


def test_without_a_session_nothing_counts_as_served_and_exit_0(home: Path) -> None:
    result = run_cli("audit", "--text", f'"{SPEND}" (Q 2:219)', home=home)
    assert result.code == 0, result
    assert "in_corpus_not_served" in result.stdout
    assert "Served: nothing: the command line has no server session" in result.stdout


def test_a_problem_exits_1_and_json_has_the_mcp_shape(home: Path, tmp_path: Path) -> None:
    draft = tmp_path / "draft.txt"
    draft.write_text("See Qur'an 2:300.\n", encoding="utf-8")
    result = run_cli("audit", "--file", str(draft), "--json", home=home)
    assert result.code == 1, result
    data = result.json()
    assert set(data) == {"audit", "served_from", "limits", "warnings"}
    assert data["audit"]["counts"] == {"cited_not_in_corpus": 1}


def test_the_served_log_counts_as_served_by_id_and_text_hash(home: Path) -> None:
    passage = run_cli("passage", "--json", "quran:2:219", home=home).json()
    line = {
        "time": "2026-11-30T12:00:00Z", "tool": "get_passage", "question": None,
        "passage_id": "quran:2:219", "text_hash": passage["review"]["text_hash"],
    }  # fmt: skip
    (home / "served.jsonl").write_text(json.dumps(line) + "\n", encoding="utf-8")
    result = run_cli("audit", "--json", "--served-log", "--text", f"\u201c{SPEND}\u201d", home=home)
    assert result.code == 0, result
    data = result.json()
    assert data["audit"]["counts"] == {"served_verbatim": 1}
    assert "served.jsonl" in data["served_from"]


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (("--text", "   "), "empty"),
        (("--file", "/nonexistent/draft.txt"), "cannot read"),
        (("--text", "x", "--served-log", "/nonexistent/served.jsonl"), "served log"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(home: Path, args: tuple[str, ...], says: str) -> None:
    result = run_cli("audit", *args, home=home)
    assert result.code == 2, result
    assert says in result.error_line()
