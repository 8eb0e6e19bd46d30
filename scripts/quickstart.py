"""The main job on a fresh machine: install, build the corpus, answer one question per verdict.

Usage: python3 scripts/quickstart.py
"""

from _venv import BIN, ensure_venv, run

QUESTIONS = (
    "What does the Quran say about orphans?",  # answered: Qur'an verses
    "When is the mosque in Kuraby open?",  # no_source: the corpus does not cover it
    "What is the Hanafi position on raising hands in prayer?",  # referred: a scholar's question
)


def main() -> None:
    """Install, ingest, ask."""
    ensure_venv()
    sanad = BIN / "sanad"
    run(sanad, "ingest")
    for question in QUESTIONS:
        print(flush=True)
        run(sanad, "ask", question, "-k", "3")


if __name__ == "__main__":
    main()
