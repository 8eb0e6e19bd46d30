"""``sanad review``: decisions recorded, bound to the text, shown everywhere, exported, signed.

Real subprocesses over the session's corpus, each test with its own home (its own store).
"""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from integration.clirun import copy_config, edit_file, run_cli

pytestmark = pytest.mark.slow

VERSE = "quran:2:219"


def _approve(
    home: Path, *ids: str, config: Path | None = None, extra: tuple[str, ...] = ()
) -> None:
    done = run_cli(
        "review", "approve", *ids, "--by", "Test Scholar", *extra, home=home, config=config
    )
    assert done.code == 0, done.stderr


def test_an_approval_shows_on_the_passage_with_who_and_when(home: Path) -> None:
    _approve(home, VERSE, extra=("--note", "read against the mushaf"))
    review = run_cli("passage", "--json", VERSE, home=home).json()["review"]
    assert review["status"] == "approved"
    assert review["reviewed_by"] == "Test Scholar"
    assert review["reviewed_at"].endswith("Z")
    text = run_cli("passage", VERSE, home=home).stdout
    assert "Review: approved by Test Scholar" in text
    shown = run_cli("review", "show", VERSE, home=home)
    assert shown.code == 0
    assert "approved" in shown.stdout
    assert "read against the mushaf" in shown.stdout
    assert "on this text" in shown.stdout


def test_ask_search_and_the_lesson_carry_the_review(home: Path, tmp_path: Path) -> None:
    _approve(home, VERSE)
    asked = run_cli(
        "ask", "--json", "What does the Quran say about strong drink?", home=home
    ).json()
    statuses = {p["id"]: p["review"]["status"] for p in asked["passages"]}
    assert statuses[VERSE] == "approved"
    assert set(statuses.values()) == {"approved", "unreviewed"}
    found = run_cli("search", "--json", "strong drink", "-k", "10", home=home).json()
    assert {r["id"]: r["review"]["status"] for r in found["results"]}[VERSE] == "approved"
    page = tmp_path / "lesson.html"
    taught = run_cli(
        "teach", "What does the Qur'an say about alcohol?", "--html", str(page), home=home
    )
    assert taught.code == 0, taught.stderr
    assert "approved by a scholar (Test Scholar" in page.read_text(encoding="utf-8")


def test_a_rejection_then_a_discussion_supersede_each_other_and_list_filters(home: Path) -> None:
    _approve(home, VERSE, "quran:93:9")
    done = run_cli("review", "reject", VERSE, "--by", "Second Reader", "--note", "n", home=home)
    assert done.code == 0, done.stderr
    assert run_cli("passage", "--json", VERSE, home=home).json()["review"]["status"] == "rejected"
    listed = run_cli("review", "list", "--status", "approved", home=home).stdout
    assert "quran:93:9" in listed
    assert VERSE not in listed
    by = run_cli("review", "list", "--by", "Second Reader", home=home).stdout
    assert VERSE in by
    assert "quran:93:9" not in by
    assert run_cli("review", "discuss", "quran:93:9", "--by", "X", home=home).code == 0
    assert "needs_discussion" in run_cli("review", "list", home=home).stdout


def test_bad_review_input_is_one_line(home: Path) -> None:
    assert (
        "is not a passage id"
        in run_cli("review", "approve", "quran:2:0219", "--by", "A", home=home).error_line()
    )
    absent = run_cli("review", "approve", "quran:200:1", "--by", "A", home=home)
    assert absent.code == 1
    assert "not in this corpus" in absent.error_line()
    assert "reviewer" in run_cli("review", "approve", VERSE, "--by", "  ", home=home).error_line()
    assert run_cli("review", "approve", VERSE, home=home).code == 2  # --by is required


def test_an_approval_reads_stale_once_the_text_changes(
    home: Path, project_config: Path, tmp_path: Path
) -> None:
    _approve(home, VERSE)
    # Another English edition of the same verse: the text the scholar approved is gone.
    config = copy_config(project_config, tmp_path / "config")
    edit_file(config / "sources.toml", 'english = "en.pickthall"', 'english = "en.yusufali"')
    changed = tmp_path / "changed-home"
    changed.mkdir()
    (changed / "reviews.sqlite3").write_bytes((home / "reviews.sqlite3").read_bytes())
    assert run_cli("ingest", home=changed, config=config).code == 0
    review = run_cli("passage", "--json", VERSE, home=changed, config=config).json()["review"]
    assert review["status"] == "stale"
    assert review["reviewed_by"] == "Test Scholar"
    shown = run_cli("review", "show", VERSE, home=changed, config=config).stdout
    assert "on other text" in shown
    # The decision itself is untouched: the original text still reads approved.
    assert run_cli("passage", "--json", VERSE, home=home).json()["review"]["status"] == "approved"


WRITER = """
import sys
from pathlib import Path
from sanad.adapters.review_store import ReviewStore
from sanad.core.review import Decision
home, prefix, count = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
with ReviewStore(home / "reviews.sqlite3") as store:
    for n in range(1, count + 1):
        store.append([Decision(
            passage_id=f"{prefix}:{n}", text_hash="sha256:" + "a" * 64, decision="approved",
            reviewer=prefix, at=f"2026-12-01T09:00:00.{n:06d}Z",
        )])
"""


def test_two_processes_deciding_at_once_lose_nothing(home: Path) -> None:
    count = 150
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(home), prefix, str(count)])
        for prefix in ("bukhari", "muslim")
    ]
    clis = [
        subprocess.Popen(
            [sys.executable, "-m", "sanad.adapters.cli", "--home", str(home), "review", "approve",
             ident, "--by", name],
        )
        for ident, name in (("quran:1:1", "One"), ("quran:1:2", "Two"))
    ]  # fmt: skip
    assert [p.wait(timeout=180) for p in writers + clis] == [0, 0, 0, 0]
    listed = run_cli("review", "list", home=home).stdout.splitlines()
    assert len(listed) == 2 * count + 2
    ids = {line.split()[0] for line in listed}
    assert {"quran:1:1", "quran:1:2", "bukhari:150", "muslim:1"} <= ids


def test_export_then_import_is_idempotent_and_reports_conflicts(home: Path, tmp_path: Path) -> None:
    _approve(home, VERSE, "quran:93:9")
    exported = tmp_path / "reviews.jsonl"
    assert run_cli("review", "export", str(exported), home=home).code == 0
    lines = exported.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0]) == {"format": "sanad-reviews", "version": 1}
    assert len(lines) == 3
    assert list(json.loads(lines[1])) == sorted(json.loads(lines[1]))  # keys sorted: diffable
    again = run_cli("review", "import", str(exported), home=home)
    assert again.code == 0, again.stderr
    assert "imported 0 decision(s); 2 already present; 0 conflict(s)" in again.stdout
    other = tmp_path / "other-home"
    other.mkdir()
    (other / "corpus").symlink_to(home / "corpus")
    first = run_cli("review", "import", str(exported), home=other)
    assert "imported 2 decision(s)" in first.stdout
    assert run_cli("passage", "--json", VERSE, home=other).json()["review"]["status"] == "approved"
    # The same reviewer, passage and moment with another decision: a conflict, not imported.
    clash = json.loads(lines[1]) | {"decision": "rejected"}
    conflicting = tmp_path / "conflict.jsonl"
    conflicting.write_text(lines[0] + "\n" + json.dumps(clash) + "\n", encoding="utf-8")
    reported = run_cli("review", "import", str(conflicting), home=other)
    assert reported.code == 0
    assert "1 conflict(s)" in reported.stdout
    assert "conflict: line 2:" in reported.stdout
    assert (
        run_cli("passage", "--json", clash["passage_id"], home=other).json()["review"]["status"]
        == "approved"
    )


def test_a_malformed_file_is_refused_naming_the_line(home: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        '{"format": "sanad-reviews", "version": 1}\n{"passage_id": 3}\n', encoding="utf-8"
    )
    assert f"{bad} line 2:" in run_cli("review", "import", str(bad), home=home).error_line()
    bad.write_text("hello\n", encoding="utf-8")
    assert (
        "line 1: not a Sanad review file"
        in run_cli("review", "import", str(bad), home=home).error_line()
    )


def _signing_config(project_config: Path, tmp_path: Path, public: str, *, required: bool) -> Path:
    config = copy_config(project_config, tmp_path / "config")
    (config / "reviewers.toml").write_text(
        f"require_signatures = {'true' if required else 'false'}\n\n"
        f'[[reviewer]]\nname = "Test Scholar"\npublic_key = "{public}"\n',
        encoding="utf-8",
    )
    return config


def test_signed_decisions_round_trip_and_a_tampered_line_is_refused(
    home: Path, project_config: Path, tmp_path: Path
) -> None:
    key = tmp_path / "keys" / "scholar.key"
    made = run_cli("review", "keygen", str(key), home=home)
    assert made.code == 0, made.stderr
    assert key.stat().st_mode & 0o777 == 0o600
    public = (tmp_path / "keys" / "scholar.key.pub").read_text(encoding="ascii").strip()
    assert public in made.stdout
    assert "already exists" in run_cli("review", "keygen", str(key), home=home).error_line()
    config = _signing_config(project_config, tmp_path, public, required=True)

    refused = run_cli("review", "approve", VERSE, "--by", "Test Scholar", home=home, config=config)
    assert "requires signatures" in refused.error_line()
    _approve(home, VERSE, config=config, extra=("--sign", str(key)))
    assert "signed" in run_cli("review", "show", VERSE, home=home, config=config).stdout

    exported = tmp_path / "signed.jsonl"
    assert run_cli("review", "export", str(exported), home=home).code == 0
    other = tmp_path / "other"
    other.mkdir()
    (other / "corpus").symlink_to(home / "corpus")
    imported = run_cli("review", "import", str(exported), home=other, config=config)
    assert "imported 1 decision(s)" in imported.stdout, imported.stderr
    served = run_cli("passage", "--json", VERSE, home=other, config=config).json()["review"]
    assert served["status"] == "approved"

    header, line = exported.read_text(encoding="utf-8").splitlines()
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text(
        header + "\n" + line.replace('"approved"', '"rejected"') + "\n", encoding="utf-8"
    )
    error = run_cli("review", "import", str(tampered), home=other, config=config).error_line()
    assert f"{tampered} line 2: refused" in error
    assert "signature does not verify" in error
    # Even where signatures are not required, a bad signature never counts.
    lenient = _signing_config(project_config, tmp_path / "lenient", public, required=False)
    assert (
        "signature does not verify"
        in run_cli("review", "import", str(tampered), home=other, config=lenient).error_line()
    )


def test_unsigned_decisions_are_ignored_when_serving_if_signatures_are_required(
    home: Path, project_config: Path, tmp_path: Path
) -> None:
    _approve(home, VERSE)  # unsigned, recorded while signatures were not required
    config = _signing_config(project_config, tmp_path, "A" * 43 + "=", required=True)
    done = run_cli("passage", "--json", VERSE, home=home, config=config)
    assert done.json()["review"]["status"] == "unreviewed"
    assert "1 review decision(s) ignored" in done.stderr
    unsigned = tmp_path / "unsigned.jsonl"
    assert run_cli("review", "export", str(unsigned), home=home).code == 0
    assert (
        "is unsigned, and reviewers.toml requires signatures"
        in run_cli(
            "review", "import", str(unsigned), home=tmp_path / "elsewhere", config=config
        ).error_line()
    )


def test_approved_only_mode_answers_from_approved_passages_only(
    home: Path, project_config: Path, tmp_path: Path
) -> None:
    config = copy_config(project_config, tmp_path / "config")
    edit_file(config / "policy.toml", 'serve = "all"', 'serve = "approved_only"')
    orphans = "What does the Quran say about orphans?"
    refused = run_cli("ask", "--json", orphans, home=home, config=config).json()
    assert refused["verdict"] == "no_source"
    assert refused["passages"] == []
    assert refused["trace"]["refused_by"] == "review:approved_only"
    assert refused["message"].startswith("No approved passage in these collections")
    plain = run_cli("ask", "--json", orphans, home=home).json()
    chosen = next(p["id"] for p in plain["passages"] if p["id"].startswith("quran:"))
    _approve(home, chosen)
    answered = run_cli("ask", "--json", orphans, home=home, config=config).json()
    assert answered["verdict"] == "answered"
    assert [p["id"] for p in answered["passages"]] == [chosen]
    searched = run_cli("search", "orphans", home=home, config=config)
    assert "results are not approved" in searched.stderr
