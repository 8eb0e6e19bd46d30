"""Issue 13, point 4: a failed ingest keeps the working corpus and leaves no temporary file.

``sanad ingest`` runs as a real process under a file-size cap (RLIMIT_FSIZE) far below the
index's size, so writing the new index fails in the kernel as on a full disk. The corpus that
was there must still be there, byte for byte, still usable, with nothing else left behind.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from faults.stdio import capped, server_env
from integration.clirun import run_cli

pytestmark = [pytest.mark.faults, pytest.mark.slow]


def _own_corpus(built_home: Path, home: Path) -> Path:
    """A home with its own corpus directory: files hard-linked (or copied) from the built one."""
    corpus = home / "corpus"
    corpus.mkdir(parents=True)
    for name in ("manifest.json", "index.bin"):
        try:
            os.link(built_home / "corpus" / name, corpus / name)
        except OSError:
            shutil.copyfile(built_home / "corpus" / name, corpus / name)
    return home


def _snapshot(home: Path) -> dict[str, bytes]:
    return {
        str(path.relative_to(home)): path.read_bytes()
        for path in sorted(home.rglob("*"))
        if path.is_file()
    }


def test_a_reingest_that_runs_out_of_space_keeps_the_corpus_and_removes_its_temp_files(
    built_home: Path, tmp_path: Path
) -> None:
    home = _own_corpus(built_home, tmp_path / "home")
    before = _snapshot(home)
    done = subprocess.run(
        capped([sys.executable, "-m", "sanad.adapters.cli", "ingest"], 1 << 20),
        capture_output=True, env=server_env(home), timeout=300, check=False, cwd=tmp_path,
    )  # fmt: skip
    stderr = done.stderr.decode()
    assert done.returncode == 2, stderr
    assert "Traceback" not in stderr
    (line,) = stderr.splitlines()
    assert line.startswith("sanad: error: cannot write the corpus under ")
    assert sorted(p.name for p in home.iterdir()) == ["corpus"]  # no staging directory left
    assert _snapshot(home) == before  # the working corpus, byte for byte
    asked = run_cli("passage", "quran:1:1", home=home)
    assert asked.code == 0, asked.stderr
