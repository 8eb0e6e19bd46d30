"""``sanad ingest`` as a real process (issue 2, items 2 and 3).

Each ingest takes seconds, so the ingests are module fixtures: one of the full default config
(compared byte for byte with the session's corpus), one with the Muwatta from a hadith-json
``malik.json``, one with a copyrighted English edition. The last two ingest only the sources
they are about.
"""

import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from conftest import MALIK_JSON
from integration.clirun import CliResult, copy_config, edit_file, run_cli
from sanad.adapters.corpus_store import CorpusUnavailableError
from sanad.adapters.loading import open_corpus

pytestmark = pytest.mark.slow

EXIT_USAGE = 2
SAHIH_BLOCKS = ("[hadith.bukhari]\nenabled = true", "[hadith.muslim]\nenabled = true")


@dataclass(frozen=True)
class Ingested:
    """A config directory, the home it was ingested into, and what ingest printed."""

    config: Path
    home: Path
    result: CliResult


def disable(config: Path, *blocks: str) -> None:
    for block in blocks:
        edit_file(config / "sources.toml", block, block.replace("true", "false"))


@pytest.fixture(scope="module")
def default_ingest(tmp_path_factory: pytest.TempPathFactory, project_config: Path) -> Ingested:
    """The default config ingested by the CLI, in another process with another hash seed."""
    home = tmp_path_factory.mktemp("default-ingest")
    result = run_cli("ingest", home=home, extra_env={"PYTHONHASHSEED": "4242"})
    assert result.code == 0, result
    return Ingested(config=project_config, home=home, result=result)


@pytest.fixture(scope="module")
def malik_ingest(tmp_path_factory: pytest.TempPathFactory, project_config: Path) -> Ingested:
    """The Qur'an and the Muwatta from ``malik.json`` (a relative path inside the config)."""
    if not MALIK_JSON.is_file():
        pytest.skip(f"the hadith-json Muwatta is not at {MALIK_JSON}")
    config = copy_config(project_config, tmp_path_factory.mktemp("malik") / "config")
    shutil.copyfile(MALIK_JSON, config / "malik.json")
    disable(config, *SAHIH_BLOCKS)
    edit_file(config / "sources.toml", "[malik]\n", '[malik]\nhadith_json = "malik.json"\n')
    home = tmp_path_factory.mktemp("malik-home")
    result = run_cli("--config", str(config), "ingest", home=home)
    assert result.code == 0, result
    return Ingested(config=config, home=home, result=result)


@pytest.fixture(scope="module")
def copyrighted_ingest(tmp_path_factory: pytest.TempPathFactory, project_config: Path) -> Ingested:
    """The Qur'an alone, with Saheeh International (under copyright) as its English."""
    config = copy_config(project_config, tmp_path_factory.mktemp("sahih") / "config")
    edit_file(config / "sources.toml", 'english = "en.pickthall"', 'english = "en.sahih"')
    disable(config, *SAHIH_BLOCKS, "[malik]\nenabled = true")
    home = tmp_path_factory.mktemp("sahih-home")
    result = run_cli("ingest", home=home, config=config)
    assert result.code == 0, result
    return Ingested(config=config, home=home, result=result)


def test_ingest_is_byte_for_byte_deterministic(default_ingest: Ingested, built_home: Path) -> None:
    for name in ("manifest.json", "index.bin"):
        ours = (default_ingest.home / "corpus" / name).read_bytes()
        theirs = (built_home / "corpus" / name).read_bytes()
        assert ours == theirs, name


def test_ingest_leaves_no_temporary_files(default_ingest: Ingested) -> None:
    names = sorted(p.name for p in (default_ingest.home / "corpus").iterdir())
    assert names == ["index.bin", "manifest.json"]


def _table_row(stdout: str, title: str) -> str:
    rows = [line for line in stdout.splitlines() if line.startswith(title + " ")]
    assert len(rows) == 1, stdout
    return rows[0]


def test_ingest_prints_the_per_source_table(default_ingest: Ingested) -> None:
    out = default_ingest.result.stdout
    quran = _table_row(out, "The Qur'an")
    assert "6,236" in quran
    assert "Qur'an, basis: scripture" in quran
    assert "en.pickthall" in quran
    for title, count in (("Sahih al-Bukhari", "7,277"), ("Sahih Muslim", "7,459")):
        row = _table_row(out, title)
        assert count in row
        assert "Sahih (by collection), basis: collection" in row
    malik = _table_row(out, "Muwatta Malik")
    assert "1,594" in malik
    assert "none attributed" in malik
    assert "Arabic only" in malik
    assert "22,566 passages" in out
    assert str(default_ingest.home / "corpus") in out


def test_default_ingest_warns_about_nothing(default_ingest: Ingested) -> None:
    assert default_ingest.result.stderr == ""
    manifest = json.loads((default_ingest.home / "corpus" / "manifest.json").read_text())
    assert manifest["warnings"] == []
    assert manifest["counts"] == {"quran": 6236, "bukhari": 7277, "muslim": 7459, "malik": 1594}


def test_malik_json_gives_1985_passages_with_english(malik_ingest: Ingested) -> None:
    out = malik_ingest.result.stdout
    assert "1,985" in _table_row(out, "Muwatta Malik")
    assert "Sahih al-Bukhari" not in out
    loaded = open_corpus(malik_ingest.config, malik_ingest.home)
    assert loaded.index.count_by_collection() == {"quran": 6236, "malik": 1985}
    ids = [i for i in loaded.index.ids() if i.startswith("malik:")]
    assert all(re.fullmatch(r"malik:[1-9]\d*", i) for i in ids)
    with MALIK_JSON.open(encoding="utf-8") as handle:
        in_book = sorted(int(h["idInBook"]) for h in json.load(handle)["hadiths"])
    assert sorted(int(i.split(":")[1]) for i in ids) == in_book


def test_malik_passage_fields(malik_ingest: Ingested) -> None:
    result = run_cli(
        "--config", str(malik_ingest.config), "passage", "--json", "malik:1", home=malik_ingest.home
    )
    assert result.code == 0, result
    passage = result.json()
    assert passage["numbering"]["is_cited_number"] is True
    assert passage["numbering"]["number"] == "1"
    assert passage["reference"].startswith("Muwatta Malik 1, Book 1")
    assert "packaged dataset" not in passage["reference"]
    assert passage["english"]
    assert passage["arabic"]
    assert passage["chapter"]["english"]
    assert passage["grading"] is None
    assert passage["grading_unavailable"]
    assert passage["source_url"] is None


def test_malik_entries_without_english_keep_arabic(malik_ingest: Ingested) -> None:
    index = open_corpus(malik_ingest.config, malik_ingest.home).index
    missing = [
        index.passage_at(o)
        for o in index.collection_span("malik")
        if not index.record(o).english.strip()
    ]
    assert missing  # the hadith-json file has some entries without English
    for passage in missing:
        assert passage.english is None
        assert passage.arabic.strip()
        assert passage.translation_unavailable


def test_moved_config_with_relative_malik_json_stays_fresh(
    malik_ingest: Ingested, tmp_path: Path
) -> None:
    moved = tmp_path / "moved-config"
    shutil.copytree(malik_ingest.config, moved)
    assert open_corpus(moved, malik_ingest.home).index.count_by_collection()["malik"] == 1985


def test_changed_malik_json_makes_the_corpus_stale(malik_ingest: Ingested, tmp_path: Path) -> None:
    moved = tmp_path / "moved-config"
    shutil.copytree(malik_ingest.config, moved)
    with (moved / "malik.json").open("a", encoding="utf-8") as handle:
        handle.write("\n")
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        open_corpus(moved, malik_ingest.home)
    result = run_cli("--config", str(moved), "ask", "prayer", home=malik_ingest.home)
    assert result.code == EXIT_USAGE
    assert "sanad ingest" in result.error_line()


def test_copyrighted_edition_ingests_with_a_loud_warning(copyrighted_ingest: Ingested) -> None:
    result = copyrighted_ingest.result
    warnings = [line for line in result.stderr.splitlines() if line.strip()]
    assert all(line.startswith("!!! WARNING: ") for line in warnings), result.stderr
    copyright_lines = [line for line in warnings if "COPYRIGHT" in line]
    assert len(copyright_lines) == 1
    assert "en.sahih" in copyright_lines[0]
    assert "en.sahih" in _table_row(result.stdout, "The Qur'an")
    manifest = json.loads((copyrighted_ingest.home / "corpus" / "manifest.json").read_text())
    assert manifest["english_edition"] == "en.sahih"
    assert any("COPYRIGHT" in w for w in manifest["warnings"])


def test_lexicon_for_another_edition_warns_at_ingest_and_at_start(
    copyrighted_ingest: Ingested,
) -> None:
    assert "lexicon.toml was written for en.pickthall" in copyrighted_ingest.result.stderr
    result = run_cli(
        "passage",
        "--json",
        "quran:2:219",
        home=copyrighted_ingest.home,
        config=copyrighted_ingest.config,
    )
    assert result.code == 0, result
    assert "lexicon.toml was written for en.pickthall" in result.stderr
    assert "en.sahih" in result.stderr
    passage = result.json()
    assert passage["edition"]["id"] == "en.sahih"
    assert "public domain" not in passage["licence"]


BAD_SOURCES = [
    ('english = "en.pickthall"', 'english = "en.pickthall"\ncolour = "green"', "colour"),
    ("author_died_ah = 256", 'author_died_ah = "two hundred"', "author_died_ah"),
    ("[hadith.muslim]", "[hadith.muslim", "not valid TOML"),
    ("[malik]\n", '[malik]\nhadith_json = "no-such-malik.json"\n', "no-such-malik.json"),
    ('english = "en.pickthall"', 'english = "en.nonexistent"', "en.nonexistent"),
]


@pytest.mark.parametrize(
    ("old", "new", "named"),
    BAD_SOURCES,
    ids=["unknown-key", "wrong-type", "bad-toml", "missing-malik-json", "unknown-edition"],
)
def test_bad_sources_toml_is_one_error_line(
    project_config: Path, tmp_path: Path, old: str, new: str, named: str
) -> None:
    config = copy_config(project_config, tmp_path / "config")
    edit_file(config / "sources.toml", old, new)
    home = tmp_path / "home"
    result = run_cli("--config", str(config), "ingest", home=home)
    assert result.code == EXIT_USAGE, result
    assert named in result.error_line()
    assert not (home / "corpus").exists()


def test_missing_sources_toml_is_one_error_line(project_config: Path, tmp_path: Path) -> None:
    config = copy_config(project_config, tmp_path / "config")
    (config / "sources.toml").unlink()
    result = run_cli("ingest", home=tmp_path / "home", config=config)
    assert result.code == EXIT_USAGE
    assert "sources.toml" in result.error_line()


def test_malformed_malik_json_is_one_error_line(project_config: Path, tmp_path: Path) -> None:
    # Fixed bug: a malik.json whose entries lack idInBook (or are not objects) raises KeyError /
    # TypeError out of sources._hadith_records, and ingest dies with a traceback.
    config = copy_config(project_config, tmp_path / "config")
    (config / "bad.json").write_text('{"hadiths": [{"id": 1, "arabic": "x"}]}', encoding="utf-8")
    disable(config, *SAHIH_BLOCKS)
    edit_file(config / "sources.toml", "[malik]\n", '[malik]\nhadith_json = "bad.json"\n')
    result = run_cli("--config", str(config), "ingest", home=tmp_path / "home")
    assert result.code == EXIT_USAGE, result
    assert "bad.json" in result.error_line()


def test_ingest_into_a_home_that_is_a_file_is_one_error_line(
    copyrighted_ingest: Ingested, tmp_path: Path
) -> None:
    # Fixed bug: the corpus directory cannot be created (NotADirectoryError from mkdir) and ingest
    # dies with a traceback after reading everything.
    not_a_directory = tmp_path / "home"
    not_a_directory.write_text("a file, not a directory", encoding="utf-8")
    result = run_cli("ingest", home=not_a_directory, config=copyrighted_ingest.config)
    assert result.code != 0
    result.error_line()


def test_serve_warns_on_stderr_only_and_exits_when_stdin_closes(
    copyrighted_ingest: Ingested,
) -> None:
    # stdout is the MCP protocol: the lexicon warning must go to stderr, and a client that
    # closes the pipe at once (here: nothing on stdin) ends the server cleanly.
    env = {
        **os.environ,
        "SANAD_HOME": str(copyrighted_ingest.home),
        "SANAD_CONFIG": str(copyrighted_ingest.config),
    }
    done = subprocess.run(
        [sys.executable, "-m", "sanad.adapters.cli", "serve"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout == b""
    stderr = done.stderr.decode("utf-8")
    assert "lexicon.toml was written for en.pickthall" in stderr
    assert "Traceback" not in stderr


def test_a_collection_is_switched_on_and_off_in_sources_toml(
    tmp_path_factory: pytest.TempPathFactory, project_config: Path
) -> None:
    # Issue 15: Tirmidhi on gives tirmidhi:N with grading null and the reason; off, it is gone.
    config = copy_config(project_config, tmp_path_factory.mktemp("tirmidhi") / "config")
    disable(config, *SAHIH_BLOCKS, "[malik]\nenabled = true")
    switch = ("[hadith.tirmidhi]\nenabled = false", "[hadith.tirmidhi]\nenabled = true")
    edit_file(config / "sources.toml", *switch)
    home = tmp_path_factory.mktemp("tirmidhi-home")
    on = run_cli("ingest", home=home, config=config)
    assert on.code == 0, on
    assert "4,053" in _table_row(on.stdout, "Jami' at-Tirmidhi")
    passage = run_cli("passage", "tirmidhi:1", "--json", home=home, config=config)
    assert passage.code == 0, passage
    shown = passage.json()
    assert shown["collection"]["key"] == "tirmidhi"
    assert shown["grading"] is None
    assert "no grading" in shown["grading_unavailable"]
    assert shown["numbering"]["is_cited_number"] is False
    found = run_cli("search", "--collection", "tirmidhi", "purification", home=home, config=config)
    assert found.code == 0, found
    assert "tirmidhi:" in found.stdout
    edit_file(config / "sources.toml", switch[1], switch[0])
    off = run_cli("ingest", home=home, config=config)
    assert off.code == 0, off
    assert "Tirmidhi" not in off.stdout
    gone = run_cli("passage", "tirmidhi:1", home=home, config=config)
    assert gone.code == 1
    assert "tirmidhi is not ingested" in gone.stderr
