"""The whole test suite on a fresh machine: install with the dev extra, then ruff, mypy, pytest.

Usage: python3 scripts/check.py [extra pytest arguments]
Exits non-zero if any step fails, including pytest collecting no tests (exit 5).
"""

import sys

from _venv import PYTHON, ensure_venv, run


def main() -> None:
    """Install, lint, type-check, test."""
    ensure_venv("dev")
    run(PYTHON, "-m", "ruff", "check", "src", "tests", "benchmarks", "scripts")
    run(PYTHON, "-m", "mypy")
    run(PYTHON, "-m", "pytest", "-q", *sys.argv[1:])


if __name__ == "__main__":
    main()
