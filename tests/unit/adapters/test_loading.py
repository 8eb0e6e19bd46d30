import re
import shutil
from pathlib import Path

import pytest

from fakes.index_file import with_payload
from sanad.adapters.config_files import ConfigError
from sanad.adapters.corpus_store import CorpusUnavailableError
from sanad.adapters.loading import LoadedCorpus, lexicon_edition_warning, open_corpus


def copied_home(built_home: Path, home: Path) -> Path:
    """A home with its own copy of the built corpus (so a test may damage it)."""
    shutil.copytree(built_home / "corpus", home / "corpus")
    return home


def append(path: Path, text: str) -> None:
    with path.open("a", encoding="utf-8") as handle:
        handle.write(text)


def test_lexicon_edition_warning() -> None:
    assert lexicon_edition_warning("en.pickthall", "en.pickthall") is None
    warning = lexicon_edition_warning("en.pickthall", "en.sahih")
    assert warning is not None
    assert warning.startswith("warning: ")
    assert "en.pickthall" in warning
    assert "en.sahih" in warning
    assert "\n" not in warning


@pytest.mark.slow
def test_real_corpus_opens_fresh(real_corpus: LoadedCorpus) -> None:
    assert real_corpus.warnings == ()
    assert real_corpus.manifest.counts == {
        "quran": 6236,
        "bukhari": 7277,
        "muslim": 7459,
        "malik": 1594,
    }
    assert real_corpus.index.passage_count == 22566
    assert real_corpus.config.rules


def test_no_corpus(project_config: Path, tmp_path: Path) -> None:
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        open_corpus(project_config, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("name", ["sources.toml", "lexicon.toml"])
def test_edited_ingest_config_is_stale(built_home: Path, config_copy: Path, name: str) -> None:
    append(config_copy / name, "\n# edited\n")
    with pytest.raises(CorpusUnavailableError, match="stale"):
        open_corpus(config_copy, built_home)


@pytest.mark.slow
def test_edited_policy_is_read_without_an_ingest(built_home: Path, config_copy: Path) -> None:
    path = config_copy / "policy.toml"
    path.write_text(
        re.sub(r"(?m)^min_coverage = .*$", "min_coverage = 0.5", path.read_text(encoding="utf-8")),
        encoding="utf-8",
    )
    assert open_corpus(config_copy, built_home).config.gates.min_coverage == 0.5


@pytest.mark.slow
def test_malformed_policy_is_a_config_error(built_home: Path, config_copy: Path) -> None:
    append(config_copy / "policy.toml", "\n[[rule]]\nid = 'x'\n")
    with pytest.raises(ConfigError, match=r"policy\.toml"):
        open_corpus(config_copy, built_home)


@pytest.mark.slow
def test_malik_json_that_vanished(built_home: Path, config_copy: Path) -> None:
    path = config_copy / "sources.toml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("[malik]\n", '[malik]\nhadith_json = "gone.json"\n'), "utf-8")
    with pytest.raises(CorpusUnavailableError, match=r"gone\.json"):
        open_corpus(config_copy, built_home)


@pytest.mark.slow
def test_index_with_altered_text_is_refused(
    built_home: Path, project_config: Path, tmp_path: Path
) -> None:
    # Fixed bug: the manifest records index_sha256 but open_corpus never compares it, so a changed
    # byte inside a passage's text is served as the verbatim text.
    home = copied_home(built_home, tmp_path / "home")
    path = home / "corpus" / "index.bin"
    data = path.read_bytes()
    original = b"They question thee about strong drink"
    assert data.count(original) == 1
    path.write_bytes(data.replace(original, b"THEY question thee about strong drink"))
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        open_corpus(project_config, home)


@pytest.mark.slow
def test_index_of_plain_data_in_the_wrong_shape_is_refused(
    built_home: Path, project_config: Path, tmp_path: Path
) -> None:
    # Fixed bug: a builtins-only payload with, e.g., an int for "headers" loads without complaint;
    # the first question then fails with a TypeError traceback.
    home = copied_home(built_home, tmp_path / "home")
    path = home / "corpus" / "index.bin"
    path.write_bytes(with_payload(path.read_bytes(), headers=5))
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        open_corpus(project_config, home)
