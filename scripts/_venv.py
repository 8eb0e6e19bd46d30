"""Shared by the two quick-start scripts: make ``.venv`` and install the project into it."""

import os
import shlex
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PYTHON = BIN / ("python.exe" if os.name == "nt" else "python")
MINIMUM = (3, 11)


def run(*command: str | Path) -> None:
    """Run a command from the project root; stop with its exit code when it fails."""
    print("$", shlex.join(str(part) for part in command), flush=True)
    result = subprocess.run([str(part) for part in command], cwd=ROOT, check=False)
    if result.returncode != 0:
        raise SystemExit(result.returncode)


def ensure_venv(extra: str = "") -> None:
    """Create ``.venv`` if needed and install the project (editable) with ``extra``."""
    if sys.version_info < MINIMUM:
        version = ".".join(map(str, sys.version_info[:3]))
        message = f"Sanad needs Python 3.11 or newer; this is {version}."
        raise SystemExit(message)
    if not PYTHON.exists():
        print(f"creating {VENV}", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    target = f".[{extra}]" if extra else "."
    run(PYTHON, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", target)
