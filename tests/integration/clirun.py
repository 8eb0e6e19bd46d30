"""Running the real ``sanad`` command as a subprocess, always against a temporary home.

The CLI is started as ``python -m sanad.adapters.cli`` with ``SANAD_HOME`` pointing at a
directory the test owns, so no test ever reads or writes the user's own data directory.
"""

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

TIMEOUT_SECONDS = 180
"""Generous: an ingest takes about 5 s; a hang should fail the test, not the session."""


@dataclass(frozen=True)
class CliResult:
    """What one run of the command produced."""

    args: tuple[str | bytes, ...]
    code: int
    stdout: str
    stderr: str

    def json(self) -> Any:  # noqa: ANN401 - any JSON document
        """Stdout parsed as JSON."""
        return json.loads(self.stdout)

    def error_line(self) -> str:
        """The one line on stderr, asserting it is the CLI's own one-line error (no traceback)."""
        assert "Traceback" not in self.stderr, self.stderr
        lines = self.stderr.splitlines()
        assert len(lines) == 1, f"expected one line on stderr, got {len(lines)}:\n{self.stderr}"
        assert lines[0].startswith("sanad: error: "), self.stderr
        return lines[0]


def run_cli(
    *args: str | bytes,
    home: Path,
    config: Path | None = None,
    extra_env: Mapping[str, str] | None = None,
) -> CliResult:
    """Run ``sanad ARGS`` with ``SANAD_HOME=home`` (and ``SANAD_CONFIG=config`` when given)."""
    env = dict(os.environ)
    env.pop("SANAD_CONFIG", None)
    env["SANAD_HOME"] = str(home)
    env["PYTHONIOENCODING"] = "utf-8"
    if config is not None:
        env["SANAD_CONFIG"] = str(config)
    if extra_env:
        env.update(extra_env)
    if not home.exists():
        home.mkdir(parents=True)
    completed = subprocess.run(
        [sys.executable, "-m", "sanad.adapters.cli", *args],
        capture_output=True,
        env=env,
        cwd=home if home.is_dir() else None,
        timeout=TIMEOUT_SECONDS,
        check=False,
    )
    return CliResult(
        args=args,
        code=completed.returncode,
        stdout=completed.stdout.decode("utf-8"),
        stderr=completed.stderr.decode("utf-8"),
    )


def linked_home(built_home: Path, home: Path) -> Path:
    """A new home whose ``corpus`` is the session's built corpus (linked, never written)."""
    home.mkdir(parents=True)
    (home / "corpus").symlink_to(built_home / "corpus", target_is_directory=True)
    return home


def corpus_home(
    built_home: Path,
    home: Path,
    *,
    manifest: bytes | None = None,
    index: bytes | None = None,
) -> Path:
    """A new home with its own corpus directory: the given files, else the built ones.

    An unspecified manifest is copied (so a test may edit it); an unspecified index is
    linked to the built one (39 MB; only read).
    """
    corpus = home / "corpus"
    corpus.mkdir(parents=True)
    built = built_home / "corpus"
    if manifest is None:
        shutil.copyfile(built / "manifest.json", corpus / "manifest.json")
    else:
        (corpus / "manifest.json").write_bytes(manifest)
    if index is None:
        (corpus / "index.bin").symlink_to(built / "index.bin")
    else:
        (corpus / "index.bin").write_bytes(index)
    return home


def copy_config(project_config: Path, destination: Path) -> Path:
    """A private copy of the project's config directory that a test may edit."""
    shutil.copytree(project_config, destination)
    return destination


def edit_file(path: Path, old: str, new: str) -> None:
    """Replace ``old`` by ``new`` once in ``path`` (failing loudly when ``old`` is absent)."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
