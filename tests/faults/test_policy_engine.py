"""A scholar's pattern cannot hang ``sanad ask`` (issue 13, point 5): real processes, real files.

A rule ``(a+)+$`` takes Python's backtracking engine about a minute on 30 a's and "!"; on the
linear-time engine the question is answered at once. A pattern the engine cannot run is refused
when the policy loads, in one line naming the rule.
"""

import json
import shutil
import time
from pathlib import Path

import pytest

from integration.clirun import run_cli

pytestmark = [pytest.mark.faults, pytest.mark.slow]

QUESTION = "a" * 30 + "!"


def _config_with_rule(project_config: Path, directory: Path, pattern: str) -> Path:
    config = directory / "config"
    shutil.copytree(project_config, config)
    with (config / "policy.toml").open("a", encoding="utf-8") as handle:
        handle.write("\n[[rule]]\nid = 'nested-plus'\nlabel = 'a scholar test'\n")
        handle.write(f"pattern = {json.dumps(pattern)}\n")  # JSON strings are TOML strings
    return config


def _timed_ask(home: Path, config: Path) -> tuple[float, dict[str, object]]:
    started = time.monotonic()
    result = run_cli("ask", "--json", QUESTION, home=home, config=config)
    elapsed = time.monotonic() - started
    assert result.code == 0, result.stderr
    assert "Traceback" not in result.stderr
    verdict = result.json()
    assert isinstance(verdict, dict)
    return elapsed, verdict


def test_a_nested_quantifier_rule_answers_within_a_second(
    home: Path, project_config: Path, tmp_path: Path
) -> None:
    plain = _config_with_rule(project_config, tmp_path / "plain", "never-matches-this-xyz")
    nested = _config_with_rule(project_config, tmp_path / "nested", "(a+)+$")
    baseline, _ = _timed_ask(home, plain)
    elapsed, verdict = _timed_ask(home, nested)
    # The rule does not match ("!" ends the question), so the question goes on to retrieval.
    assert verdict["verdict"] != "referred"
    # Start-up and loading cost the same in both runs; the rule itself must cost under 1 s.
    assert elapsed - baseline < 1.0, (elapsed, baseline)


def test_a_rule_that_needs_backtracking_is_refused_at_load_in_one_line(
    home: Path, project_config: Path, tmp_path: Path
) -> None:
    config = _config_with_rule(project_config, tmp_path, r"(a+)\1")
    result = run_cli("ask", QUESTION, home=home, config=config)
    assert result.code == 2
    line = result.error_line()
    assert "policy rule 'nested-plus': bad regex" in line
    assert "backreference" in line


@pytest.mark.parametrize(
    "pattern", ["a{4294967296}", "(" * 5000 + "a" + ")" * 5000], ids=["huge-count", "deep"]
)
def test_huge_counts_and_deep_nesting_are_one_line_errors(
    home: Path, project_config: Path, tmp_path: Path, pattern: str
) -> None:
    config = _config_with_rule(project_config, tmp_path, pattern)
    result = run_cli("ask", QUESTION, home=home, config=config)
    assert result.code == 2
    assert "policy rule 'nested-plus': bad regex" in result.error_line()
