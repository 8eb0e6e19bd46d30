from pathlib import Path

import platformdirs
import pytest

from sanad.adapters.locations import config_dir, corpus_dir, gaps_path, sanad_home


def test_sanad_home_from_environment(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SANAD_HOME", str(tmp_path))
    assert sanad_home() == tmp_path
    assert corpus_dir() == tmp_path / "corpus"
    assert gaps_path() == tmp_path / "gaps.jsonl"


def test_sanad_home_expands_the_user(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SANAD_HOME", "~/sanad-test-home")
    assert sanad_home() == Path.home() / "sanad-test-home"


def test_sanad_home_surrounding_whitespace_is_ignored(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("SANAD_HOME", f"  {tmp_path}\n")
    assert sanad_home() == tmp_path


@pytest.mark.parametrize("value", [None, "", "   "])
def test_sanad_home_defaults_to_the_user_data_directory(
    monkeypatch: pytest.MonkeyPatch, value: str | None
) -> None:
    if value is None:
        monkeypatch.delenv("SANAD_HOME", raising=False)
    else:
        monkeypatch.setenv("SANAD_HOME", value)
    expected = Path(platformdirs.user_data_dir("sanad", appauthor=False))
    assert sanad_home() == expected
    assert expected.name == "sanad"


def test_explicit_home_wins(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("SANAD_HOME", str(tmp_path / "from-env"))
    assert corpus_dir(tmp_path) == tmp_path / "corpus"
    assert gaps_path(tmp_path) == tmp_path / "gaps.jsonl"


def test_config_dir_explicit_wins_over_environment(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("SANAD_CONFIG", str(tmp_path / "from-env"))
    assert config_dir(tmp_path / "explicit") == tmp_path / "explicit"
    assert config_dir() == tmp_path / "from-env"


def test_config_dir_defaults_to_the_project_config(
    monkeypatch: pytest.MonkeyPatch, project_config: Path
) -> None:
    monkeypatch.setenv("SANAD_CONFIG", "  ")
    default = config_dir()
    assert (default / "sources.toml").is_file()
    assert (default / "policy.toml").is_file()
    assert (default / "lexicon.toml").is_file()
    assert default.resolve() == project_config.resolve()
