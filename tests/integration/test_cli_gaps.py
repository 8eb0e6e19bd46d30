"""The gaps log through the CLI (issue 2, item 6): refusals are logged, answers are not."""

import json
import re
from pathlib import Path

import pytest

from integration.clirun import run_cli

pytestmark = pytest.mark.slow

GAP_KEYS = {"time", "question", "verdict", "refused_by", "rule"}


def gap_lines(home: Path) -> list[dict[str, object]]:
    path = home / "gaps.jsonl"
    if not path.exists():
        return []
    raw = path.read_bytes()
    assert raw.endswith(b"\n")
    return [json.loads(line) for line in raw.decode("utf-8").splitlines()]


def test_refusals_are_logged_and_answers_are_not(home: Path) -> None:
    answered = run_cli("ask", "What does the Quran say about orphans?", home=home)
    assert answered.code == 0
    assert gap_lines(home) == []
    for question in (
        "When is the mosque in Kuraby open?",
        "What is the Hanafi position on raising hands in prayer?",
    ):
        assert run_cli("ask", "--json", question, home=home).code == 0
    first, second = gap_lines(home)
    assert set(first) == GAP_KEYS
    assert set(second) == GAP_KEYS
    assert first["question"] == "When is the mosque in Kuraby open?"
    assert first["verdict"] == "no_source"
    assert str(first["refused_by"]).startswith("gate:")
    assert first["rule"] is None
    assert second["verdict"] == "referred"
    assert second["refused_by"] == "policy:madhhab-position"
    assert second["rule"] == "madhhab-position"
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", str(first["time"]))


def test_search_and_passage_are_not_logged(home: Path) -> None:
    assert run_cli("search", "Kuraby", home=home).code == 0
    assert run_cli("passage", "bukhari:99999", home=home).code == 1
    assert not (home / "gaps.jsonl").exists()


def test_gaps_ranks_normalised_questions(home: Path) -> None:
    for question in ("Kuraby?", "kuraby", "What is the Hanafi position on prayer?"):
        assert run_cli("ask", question, home=home).code == 0
    result = run_cli("gaps", "--json", home=home)
    assert result.code == 0, result
    assert result.stderr == ""
    ranked = result.json()
    assert [(g["normalised"], g["count"]) for g in ranked] == [
        ("kuraby", 2),
        ("what is the hanafi position on prayer", 1),
    ]
    assert ranked[0]["question"] == "kuraby"  # the latest wording
    assert ranked[1]["verdict"] == "referred"


def test_gaps_human_output(home: Path) -> None:
    assert run_cli("gaps", home=home).stdout.startswith("No refused questions logged yet.")
    assert run_cli("ask", "Kuraby?", home=home).code == 0
    result = run_cli("gaps", home=home)
    assert result.code == 0
    row = re.compile(r"^\s*1\s+no_source\s+gate:\S+\s+Kuraby\?$", re.MULTILINE)
    assert row.search(result.stdout), result.stdout


def test_gaps_needs_no_corpus(empty_home: Path) -> None:
    result = run_cli("gaps", "--json", home=empty_home)
    assert result.code == 0, result
    assert result.json() == []


def test_torn_last_line_is_skipped_with_a_warning(home: Path) -> None:
    assert run_cli("ask", "Kuraby?", home=home).code == 0
    with (home / "gaps.jsonl").open("ab") as handle:
        handle.write('{"question": "half a line, then the crash: مسجد'.encode())
    result = run_cli("gaps", "--json", home=home)
    assert result.code == 0, result
    assert "Traceback" not in result.stderr
    warnings = result.stderr.splitlines()
    assert len(warnings) == 1
    assert warnings[0].startswith("warning: ")
    assert "line 2" in warnings[0]
    assert [(g["normalised"], g["count"]) for g in result.json()] == [("kuraby", 1)]


def test_line_that_is_json_but_not_an_object_is_skipped_with_a_warning(home: Path) -> None:
    # Fixed bug: read_gaps catches ValueError and cattrs' validation errors, but structuring a JSON
    # list or number raises AttributeError / TypeError: `sanad gaps` dies with a traceback.
    assert run_cli("ask", "Kuraby?", home=home).code == 0
    with (home / "gaps.jsonl").open("a", encoding="utf-8") as handle:
        handle.write("[]\n")
    result = run_cli("gaps", "--json", home=home)
    assert "Traceback" not in result.stderr
    assert result.code == 0
    assert result.stderr.startswith("warning: ")
    assert len(result.json()) == 1


def test_unwritable_gaps_log_warns_but_still_answers(home: Path) -> None:
    (home / "gaps.jsonl").mkdir()
    result = run_cli("ask", "--json", "Kuraby?", home=home)
    assert result.code == 0, result
    assert result.json()["verdict"] == "no_source"
    assert result.stderr.startswith("warning: could not log the refusal")
    assert "Traceback" not in result.stderr
