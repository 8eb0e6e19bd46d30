"""Where things live: the data home (``$SANAD_HOME``) and the scholar's config directory."""

import os
from pathlib import Path

import platformdirs

import sanad

HOME_ENV = "SANAD_HOME"
CONFIG_ENV = "SANAD_CONFIG"


def sanad_home() -> Path:
    """``$SANAD_HOME`` when set, else the per-user data dir (e.g. ``~/.local/share/sanad``)."""
    configured = os.environ.get(HOME_ENV, "").strip()
    if configured:
        return Path(configured).expanduser()
    return Path(platformdirs.user_data_dir("sanad", appauthor=False))


def corpus_dir(home: Path | None = None) -> Path:
    """The directory holding the built corpus."""
    return (home or sanad_home()) / "corpus"


def gaps_path(home: Path | None = None) -> Path:
    """The gaps log: every refused question, one JSON object per line."""
    return (home or sanad_home()) / "gaps.jsonl"


def served_path(home: Path | None = None) -> Path:
    """The served log: every passage the MCP server handed out, one JSON object per line."""
    return (home or sanad_home()) / "served.jsonl"


def cache_dir(home: Path) -> Path:
    """Where ingest keeps what it digested from the linguistic resources and the surah names.

    ``$SANAD_CACHE`` when set (several homes may share one cache: the test suite does), else
    ``cache/`` in the home. Deleting it costs one slower ingest, nothing else.
    """
    explicit = os.environ.get("SANAD_CACHE")
    return Path(explicit) if explicit else home / "cache"


def config_dir(explicit: Path | None = None) -> Path:
    """The config directory: ``explicit``, else ``$SANAD_CONFIG``, else the project's ``config/``.

    In a source checkout (editable install) that is ``config/`` at the repository root; in a
    built wheel it is the copy shipped inside the package.
    """
    if explicit is not None:
        return explicit
    configured = os.environ.get(CONFIG_ENV, "").strip()
    if configured:
        return Path(configured).expanduser()
    package = Path(sanad.__file__).resolve().parent
    shipped = package / "_config"
    if shipped.is_dir():
        return shipped
    return package.parents[1] / "config"


def evals_dir() -> Path:
    """The project's ``evals/`` directory (or the copy shipped inside a built wheel)."""
    package = Path(sanad.__file__).resolve().parent
    shipped = package / "_evals"
    if shipped.is_dir():
        return shipped
    return package.parents[1] / "evals"
