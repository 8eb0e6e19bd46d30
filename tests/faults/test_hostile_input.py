"""Issue 13, points 6-9 and 14: bounded work, one-line errors, special files, safe output.

Every case runs the real ``sanad`` command. A hostile input must end in one line on stderr
(``sanad: error: …``) or a clean result, within a bound; never a traceback, never a hang.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from integration.clirun import copy_config, corpus_home, edit_file, run_cli

pytestmark = [pytest.mark.faults, pytest.mark.slow]

BOUND_SECONDS = 20
"""A hang fails the test here, long before the CLI runner's own timeout."""

ESCAPES = "\x1b[2J\x1b]0;owned\x07\r\x9b31m"


def _run(*args: str, home: Path, config: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "SANAD_CONFIG"}
    env.update(SANAD_HOME=str(home), PYTHONIOENCODING="utf-8")
    if config is not None:
        env["SANAD_CONFIG"] = str(config)
    return subprocess.run(
        [sys.executable, "-m", "sanad.adapters.cli", *args],
        capture_output=True, text=True, encoding="utf-8", env=env, timeout=BOUND_SECONDS,
        check=False, cwd=home,
    )  # fmt: skip


def _one_line(done: subprocess.CompletedProcess[str], code: int = 2) -> str:
    assert "Traceback" not in done.stderr, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("sanad: error: "), done.stderr
    assert done.returncode == code, done.stderr
    return lines[0]


# --- point 6: linear time where the user controls the size --------------------------------


def test_the_sentence_splitter_is_linear_in_a_run_of_dots() -> None:
    script = (
        "import time\n"
        "from sanad.core.ground import split_sentences\n"
        "started = time.perf_counter()\n"
        "dots = '.' * 100_001 + 'x'\n"  # quadratic before: 20,000 dots took 5 s, this 2 min
        "assert split_sentences(dots) == (dots,)\n"
        "assert split_sentences('a' + dots) == ('a' + dots,)\n"
        "assert len(split_sentences('a. ' * 50_000)) == 50_000\n"
        "print(time.perf_counter() - started)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=BOUND_SECONDS,
        check=True,
    )  # fmt: skip
    assert float(done.stdout) < 2.0


def test_ground_has_a_character_limit_like_the_audit(home: Path) -> None:
    done = _run("ground", "--passage", "quran:1:1", "--text", "." * 20_001, home=home)
    assert "the limit is 20,000" in _one_line(done)


def test_a_large_eval_file_with_a_duplicate_id_is_refused_quickly(home: Path) -> None:
    cases = [{"id": f"c{n}", "question": "orphans", "expect": "answered"} for n in range(110_000)]
    cases.append({"id": "c7", "question": "orphans", "expect": "answered"})
    evalset = home / "big.json"
    evalset.write_text(json.dumps({"version": 1, "edition": "en.pickthall", "cases": cases}))
    done = _run("eval", "--evalset", str(evalset), home=home)
    assert "duplicate case id(s): c7" in _one_line(done)


# --- point 7: no traceback, anywhere ------------------------------------------------------


def test_a_deeply_nested_eval_file_is_one_line(home: Path) -> None:
    evalset = home / "nested.json"
    evalset.write_text("[" * 200_000 + "]" * 200_000)
    done = _run("eval", "--evalset", str(evalset), home=home)
    assert "nested too deeply" in _one_line(done)


def test_a_deeply_nested_manifest_is_one_line(built_home: Path, tmp_path: Path) -> None:
    home = corpus_home(built_home, tmp_path / "home", manifest=b"[" * 200_000 + b"]" * 200_000)
    done = _run("ask", "orphans", home=home)
    assert "manifest" in _one_line(done)


def test_an_index_claiming_two_to_the_62_bytes_is_one_line(
    built_home: Path, tmp_path: Path
) -> None:
    # BINBYTES8 with a length of 2**62: the unpickler tries to allocate it (MemoryError).
    hostile = b"\x80\x05\x8e" + (2**62).to_bytes(8, "little")
    home = corpus_home(built_home, tmp_path / "home", index=hostile)
    manifest = json.loads((home / "corpus" / "manifest.json").read_text(encoding="utf-8"))
    import hashlib  # noqa: PLC0415 - only this test forges a matching hash

    manifest["index_sha256"] = "sha256:" + hashlib.sha256(hostile).hexdigest()
    (home / "corpus" / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    done = _run("ask", "orphans", home=home)
    assert "is unreadable" in _one_line(done)


def test_invalid_utf8_in_policy_toml_is_one_line(home: Path, project_config: Path) -> None:
    config = copy_config(project_config, home / "config")
    policy = config / "policy.toml"
    policy.write_bytes(policy.read_bytes() + b"\n# caf\xe9\n")
    done = _run("ask", "orphans", home=home, config=config)
    assert "not UTF-8" in _one_line(done)


@pytest.mark.parametrize(
    ("pattern", "says"),
    # The linear-time engine refuses both at load, each in one line naming the rule.
    [("a{4294967296}", "over the limit"), ("(" * 5000 + "a" + ")" * 5000, "nested")],
    ids=["huge-repeat", "5000-groups"],
)
def test_a_rule_the_regex_compiler_cannot_take_is_one_line(
    home: Path, project_config: Path, pattern: str, says: str
) -> None:
    config = copy_config(project_config, home / "config")
    rule = f'\n[[rule]]\nid = "hostile"\nlabel = "hostile"\npattern = \'{pattern}\'\n'
    (config / "policy.toml").write_text(
        (config / "policy.toml").read_text(encoding="utf-8") + rule, encoding="utf-8"
    )
    done = _run("ask", "orphans", home=home, config=config)
    line = _one_line(done)
    assert "hostile" in line
    assert says in line


# --- point 8: special files ---------------------------------------------------------------


@pytest.fixture(params=["fifo", "directory", "device"])
def special(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Path, str]:
    """A path that is not a regular file, and what the error must call it."""
    kind: str = request.param
    if kind == "fifo":
        path = tmp_path / "fifo"
        os.mkfifo(path)
        return path, "FIFO"
    if kind == "directory":
        path = tmp_path / "dir"
        path.mkdir()
        return path, "directory"
    return Path("/dev/zero"), "device"


@pytest.mark.parametrize(
    "command",
    [
        ["audit", "--file", "{}"],
        ["ground", "--passage", "quran:1:1", "--file", "{}"],
        ["eval", "--evalset", "{}"],
        ["review-queue", "--evalset", "{}"],
        ["audit", "--text", "Q 1:1", "--served-log", "{}"],
    ],
    ids=["audit-file", "ground-file", "eval-evalset", "review-queue-evalset", "served-log"],
)
def test_a_special_file_is_refused_at_once_with_what_it_is(
    home: Path, special: tuple[Path, str], command: list[str]
) -> None:
    path, kind = special
    done = _run(*(part.format(path) for part in command), home=home)
    line = _one_line(done)
    assert kind in line
    assert "no such file" not in line


# --- point 9: output safety ---------------------------------------------------------------


def _no_controls(text: str) -> None:
    assert not [c for c in text if ord(c) < 0x20 and c not in "\n\t"], repr(text)
    assert not [c for c in text if 0x7F <= ord(c) <= 0x9F], repr(text)


@pytest.mark.parametrize("as_json", [False, True], ids=["text", "json"])
def test_ground_never_writes_control_characters(home: Path, *, as_json: bool) -> None:
    text = f"In the name of Allah {ESCAPES}. Zorblat invented this{ESCAPES}."
    done = _run(
        "ground", "--passage", "quran:1:1", "--text", text, *(["--json"] if as_json else []),
        home=home,
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    _no_controls(done.stdout)
    assert "\\u001b[2J" in done.stdout
    if as_json:
        json.loads(done.stdout)


def test_gaps_never_writes_a_logged_escape_sequence(home: Path) -> None:
    line = {
        "time": "2026-01-01T00:00:00Z", "question": f"evil{ESCAPES}", "verdict": "no_source",
        "refused_by": "gate:x", "rule": None,
    }  # fmt: skip
    (home / "gaps.jsonl").write_text(json.dumps(line) + "\n", encoding="utf-8")
    done = _run("gaps", home=home)
    assert done.returncode == 0, done.stderr
    assert "evil" in done.stdout
    _no_controls(done.stdout)


@pytest.mark.parametrize("text", ["", "   \n "], ids=["empty", "blank"])
def test_ground_with_empty_text_is_an_error_not_all_kept(home: Path, text: str) -> None:
    done = _run("ground", "--passage", "quran:1:1", "--text", text, home=home)
    assert "is empty" in _one_line(done)


# --- point 14: config footguns ------------------------------------------------------------


@pytest.mark.parametrize("value", ["inf", "nan", "-inf"])
def test_a_retrieval_threshold_that_is_not_finite_is_refused(
    home: Path, project_config: Path, value: str
) -> None:
    config = copy_config(project_config, home / "config")
    edit_file(config / "policy.toml", "retrieval_threshold = 1.0", f"retrieval_threshold = {value}")
    done = _run("ask", "orphans", home=home, config=config)
    assert "gates.retrieval_threshold must be a finite number" in _one_line(done)


def test_a_toml_error_in_the_lexicon_is_reported_as_that_error(
    home: Path, project_config: Path
) -> None:
    config = copy_config(project_config, home / "config")
    lexicon = config / "lexicon.toml"
    lexicon.write_text(lexicon.read_text(encoding="utf-8") + "\n[[bridge]\n", encoding="utf-8")
    done = _run("ask", "orphans", home=home, config=config)
    line = _one_line(done)
    assert "lexicon.toml: not valid TOML" in line
    assert "stale" not in line


def test_a_gaps_line_with_an_unknown_verdict_is_skipped_with_a_warning(home: Path) -> None:
    good = {
        "time": "2026-01-01T00:00:00Z", "question": "kuraby", "verdict": "no_source",
        "refused_by": "gate:x", "rule": None,
    }  # fmt: skip
    lines = [good, {**good, "verdict": "answered"}, {**good, "verdict": "maybe"}]
    (home / "gaps.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines))
    done = run_cli("gaps", "--json", home=home)
    assert done.code == 0, done.stderr
    assert [g["verdict"] for g in done.json()] == ["no_source"]
    assert done.stderr.count("skipped") == 2
    assert "Traceback" not in done.stderr
