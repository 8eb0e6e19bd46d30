"""The CLI called in-process through ``main(argv)``; tests/integration runs it as a process."""

import json
from pathlib import Path

import pytest

from sanad import __version__
from sanad.adapters.cli import main


@pytest.fixture
def home(built_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home over the session's corpus, with its own gaps log, set as ``$SANAD_HOME``."""
    path = tmp_path / "home"
    path.mkdir()
    (path / "corpus").symlink_to(built_home / "corpus", target_is_directory=True)
    monkeypatch.setenv("SANAD_HOME", str(path))
    monkeypatch.delenv("SANAD_CONFIG", raising=False)
    return path


@pytest.fixture
def empty_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "empty"
    path.mkdir()
    monkeypatch.setenv("SANAD_HOME", str(path))
    monkeypatch.delenv("SANAD_CONFIG", raising=False)
    return path


def fails(argv: list[str], capsys: pytest.CaptureFixture[str], code: int = 2) -> str:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == code
    out, err = capsys.readouterr()
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("sanad: error: ")
    return lines[0]


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out == f"sanad {__version__}\n"


def test_command_is_required(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main([])
    assert exit_info.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("k", ["0", "51", "2.5", ""])
def test_k_outside_its_range(empty_home: Path, capsys: pytest.CaptureFixture[str], k: str) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["search", "-k", k, "orphans"])
    assert exit_info.value.code == 2
    assert "-k" in capsys.readouterr().err
    assert list(empty_home.iterdir()) == []


@pytest.mark.usefixtures("empty_home")
def test_malformed_id_is_checked_before_the_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    assert "not a passage id" in fails(["passage", "quran-2-219"], capsys)


@pytest.mark.parametrize(
    "argv", [["ask", "orphans"], ["search", "orphans"], ["passage", "quran:1:1"]]
)
@pytest.mark.usefixtures("empty_home")
def test_missing_corpus(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    assert "sanad ingest" in fails(argv, capsys)


@pytest.mark.usefixtures("empty_home")
def test_bad_config_is_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    config = tmp_path / "no-config-here"
    config.mkdir()
    assert "sources.toml" in fails(["--config", str(config), "ingest"], capsys)


@pytest.mark.usefixtures("empty_home")
def test_question_with_undecodable_bytes(capsys: pytest.CaptureFixture[str]) -> None:
    # How Python hands argv bytes that are not UTF-8 to the program (surrogateescape).
    assert "UTF-8" in fails(["ask", b"abc\xff".decode("utf-8", "surrogateescape")], capsys)


@pytest.mark.slow
def test_ask_json(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ask", "--json", "-k", "3", "What does the Quran say about orphans?"]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    verdict = json.loads(out)
    assert verdict["verdict"] == "answered"
    assert len(verdict["passages"]) == 3
    assert not (home / "gaps.jsonl").exists()


@pytest.mark.slow
def test_home_flag_wins_over_environment(
    home: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("SANAD_HOME", str(tmp_path / "nothing-here"))
    assert main(["--home", str(home), "ask", "Kuraby?"]) == 0
    assert capsys.readouterr().out.startswith("NO SOURCE: ")
    assert (home / "gaps.jsonl").is_file()
    assert not (tmp_path / "nothing-here").exists()


@pytest.mark.slow
def test_invalid_question_after_load(home: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert "empty" in fails(["ask", "  "], capsys)
    assert "control character" in fails(["search", "a\x00b"], capsys)
    assert not (home / "gaps.jsonl").exists()


@pytest.mark.slow
@pytest.mark.usefixtures("home")
def test_absent_passage(capsys: pytest.CaptureFixture[str]) -> None:
    line = fails(["passage", "muslim:0"], capsys, code=1)
    assert "muslim:0 is not in this corpus" in line


@pytest.mark.slow
@pytest.mark.usefixtures("home")
def test_gaps_after_refusals(capsys: pytest.CaptureFixture[str]) -> None:
    for question in ("Kuraby?", "KURABY", "Is music haram?"):
        assert main(["ask", question]) == 0
    capsys.readouterr()
    assert main(["gaps", "--json"]) == 0
    ranked = json.loads(capsys.readouterr().out)
    assert [(g["normalised"], g["count"]) for g in ranked] == [("kuraby", 2), ("is music haram", 1)]
    assert main(["gaps"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2
    assert lines[0].split()[:2] == ["2", "no_source"]
    assert lines[1].split()[:3] == ["1", "referred", "policy:permissibility"]
