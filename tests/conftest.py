"""Shared fixtures: the real corpus, built once per test session into a temporary home."""

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest

from sanad.adapters.ingest import run_ingest
from sanad.adapters.loading import LoadedCorpus, open_corpus
from sanad.adapters.locations import config_dir

PROJECT = Path(__file__).resolve().parents[1]

# One cache of the digested English resources for every home the suite ingests into (each
# test home is fresh; without this every ingest would digest WordNet again). Set before any
# subprocess starts, so the CLIs the tests run inherit it.
if "SANAD_CACHE" not in os.environ:
    os.environ["SANAD_CACHE"] = tempfile.mkdtemp(prefix="sanad-test-cache-")
    atexit.register(shutil.rmtree, os.environ["SANAD_CACHE"], ignore_errors=True)
SHARED_DATA = PROJECT.parent / "shared" / "data"
MALIK_JSON = SHARED_DATA / "hadith-json" / "malik.json"


@pytest.fixture(scope="session")
def project_config() -> Path:
    """The project's own config/ directory."""
    return config_dir(PROJECT / "config")


@pytest.fixture(scope="session")
def built_home(tmp_path_factory: pytest.TempPathFactory, project_config: Path) -> Path:
    """A $SANAD_HOME holding the real corpus, ingested from the installed data packages."""
    home = tmp_path_factory.mktemp("sanad-home")
    run_ingest(project_config, home, lambda _line: None)
    return home


@pytest.fixture(scope="session")
def real_corpus(built_home: Path, project_config: Path) -> LoadedCorpus:
    """The real corpus, loaded as the CLI loads it."""
    return open_corpus(project_config, built_home)
