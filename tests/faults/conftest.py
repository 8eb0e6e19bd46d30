"""Fixtures for the fault tests: fresh homes over the session's real corpus."""

from pathlib import Path

import pytest

from integration.clirun import linked_home


@pytest.fixture
def home(built_home: Path, tmp_path: Path) -> Path:
    """A fresh ``$SANAD_HOME`` (own logs) over the session's real corpus."""
    return linked_home(built_home, tmp_path / "home")
