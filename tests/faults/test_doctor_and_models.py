"""Issue 13, points 11 and 13: doctor leaves the scholar's logs alone; model URLs are web URLs."""

from pathlib import Path

import pytest

from integration.clirun import run_cli

pytestmark = [pytest.mark.faults, pytest.mark.slow]

GAPS = (
    b'{"question": "the scholar\'s own", "refused_by": "policy:x", "rule": "x", '
    b'"time": "2026-01-01T00:00:00Z", "verdict": "referred"}\n'
)
SERVED = (
    b'{"passage_id": "quran:1:1", "question": null, "text_hash": "sha256:00", '
    b'"time": "2026-01-01T00:00:00Z", "tool": "get_passage"}\n'
)


def test_doctor_leaves_gaps_and_served_byte_identical(home: Path) -> None:
    (home / "gaps.jsonl").write_bytes(GAPS)
    (home / "served.jsonl").write_bytes(SERVED)
    result = run_cli("doctor", "--base-url", "http://127.0.0.1:9", home=home)
    assert result.code == 0, result.stdout + result.stderr
    assert "answered 3 questions" in result.stdout  # the server check really ran
    assert (home / "gaps.jsonl").read_bytes() == GAPS
    assert (home / "served.jsonl").read_bytes() == SERVED
    assert sorted(p.name for p in home.iterdir()) == ["corpus", "gaps.jsonl", "served.jsonl"]


@pytest.mark.parametrize(
    "model",
    ["ollama:llama3.2", "openai:local"],
)
@pytest.mark.parametrize(
    "url", ["file:///etc/passwd", "ftp://127.0.0.1/x", "http://", "gopher://127.0.0.1:70/"]
)
def test_a_model_base_url_that_is_not_http_is_refused_in_one_line(
    home: Path, model: str, url: str
) -> None:
    result = run_cli("teach", "orphans", "--model", model, "--base-url", url, home=home)
    line = result.error_line()
    assert result.code == 2
    assert "must be an http:// or https:// URL" in line


def test_an_openai_url_after_the_at_sign_is_checked_too(home: Path) -> None:
    result = run_cli("agent", "orphans", "--model", "openai:m@file:///etc/passwd", home=home)
    assert "must be an http:// or https:// URL" in result.error_line()


def test_doctor_reports_a_file_url_as_a_model_warning_without_trying_it(home: Path) -> None:
    result = run_cli("doctor", "--base-url", "file:///etc/passwd", home=home)
    assert "must be an http:// or https:// URL" in result.stdout
    assert "root:" not in result.stdout
