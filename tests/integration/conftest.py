"""Fixtures for the end-to-end tests: temporary homes over the session's built corpus."""

from pathlib import Path

import pytest

from integration.clirun import linked_home


@pytest.fixture
def home(built_home: Path, tmp_path: Path) -> Path:
    """A fresh ``$SANAD_HOME`` (own gaps log) over the session's real corpus."""
    return linked_home(built_home, tmp_path / "home")


@pytest.fixture
def empty_home(tmp_path: Path) -> Path:
    """A ``$SANAD_HOME`` with no corpus in it."""
    path = tmp_path / "empty-home"
    path.mkdir()
    return path
