"""``sanad doctor``: is this machine ready? Each check in the order things break, with its fix.

Python, the installed packages, the built corpus, the config files, the lexicon's edition, the
server started over stdio answering one question per verdict, and the model backend. A failure
prints the one command that fixes it; a missing or unreachable model is a warning, not a
failure (the corpus, the server and the refusals are the product; a model is optional).
"""

import sys
import time
from collections.abc import Callable, Mapping
from importlib import metadata
from pathlib import Path
from typing import Literal, TextIO

import anyio
import attrs
from packaging.requirements import Requirement

from sanad.adapters import agent
from sanad.adapters.config_files import (
    ConfigError,
    load_answer_config,
    load_lexicon,
    load_senses,
    load_sources,
)
from sanad.adapters.corpus_store import CorpusUnavailableError
from sanad.adapters.loading import CheckedCorpus, check_corpus
from sanad.adapters.models.chat import ModelError
from sanad.adapters.models.choose import chat_model
from sanad.adapters.teach_files import load_teach_vocab

Status = Literal["ok", "warning", "failure", "skipped"]
"""How one check came out."""
DISTRIBUTION = "sanad-mcp"
MINIMUM_PYTHON = (3, 11)
SERVER_QUESTIONS = {
    "answered": "What does the Quran say about orphans?",
    "no_source": "When is the mosque in Kuraby open?",
    "referred": "What is the Hanafi position on raising hands in prayer?",
}
"""One question per verdict, asked of a real `sanad serve` (the README's quick-start three)."""
_REINSTALL = "python3 scripts/quickstart.py (or: pip install -e .)"


@attrs.frozen(kw_only=True)
class Check:
    """One check's outcome: what was found, and the command that fixes a problem."""

    name: str
    status: Status
    detail: str
    fix: str | None = None


def check_python(version: tuple[int, int, int] | None = None) -> Check:
    """Python 3.11 or newer."""
    major, minor, micro = version or sys.version_info[:3]
    found = f"Python {major}.{minor}.{micro}"
    if (major, minor) < MINIMUM_PYTHON:
        return Check(
            name="python", status="failure", detail=f"{found}; Sanad needs 3.11 or newer",
            fix="install Python 3.11+ and run python3 scripts/quickstart.py with it",
        )  # fmt: skip
    return Check(name="python", status="ok", detail=found)


def check_packages(
    requires: Callable[[str], list[str] | None] = metadata.requires,
    version: Callable[[str], str] = metadata.version,
) -> Check:
    """Every runtime requirement of the installed project is installed at a version it allows."""
    try:
        wanted = [Requirement(line) for line in requires(DISTRIBUTION) or []]
    except metadata.PackageNotFoundError:
        return Check(
            name="packages", status="failure", detail=f"{DISTRIBUTION} is not installed",
            fix=_REINSTALL,
        )  # fmt: skip
    problems: list[str] = []
    found: list[str] = []
    for requirement in wanted:
        if requirement.marker is not None and not requirement.marker.evaluate({"extra": ""}):
            continue  # an extra (dev) or another platform's requirement
        try:
            installed = version(requirement.name)
        except metadata.PackageNotFoundError:
            problems.append(f"{requirement.name} is missing")
            continue
        if requirement.specifier and not requirement.specifier.contains(
            installed, prereleases=True
        ):
            problems.append(f"{requirement.name} {installed} (needs {requirement.specifier})")
        found.append(f"{requirement.name} {installed}")
    if problems:
        return Check(name="packages", status="failure", detail="; ".join(problems), fix=_REINSTALL)
    return Check(
        name="packages",
        status="ok",
        detail=f"{len(found)} required, all present: {', '.join(found)}",
    )


def check_corpus_state(config: Path, home: Path) -> tuple[Check, CheckedCorpus | None]:
    """The corpus is built, from these packages and this config (not stale)."""
    try:
        checked = check_corpus(config, home)
    except CorpusUnavailableError as error:
        return Check(name="corpus", status="failure", detail=str(error), fix="sanad ingest"), None
    except ConfigError as error:
        detail = f"cannot tell: a config file does not read ({error})"
        return Check(name="corpus", status="skipped", detail=detail), None
    counts = ", ".join(f"{n:,} {key}" for key, n in checked.manifest.counts.items())
    detail = f"built by sanad {checked.manifest.sanad_version} at {checked.directory}: {counts}"
    return Check(name="corpus", status="ok", detail=detail), checked


def check_config(config: Path) -> Check:
    """Every config file reads and validates (rules compile, bridges and vocabulary parse)."""
    try:
        sources = load_sources(config)
        policy = load_answer_config(config)
        lexicon = load_lexicon(config)
        senses = load_senses(config)
        vocab = load_teach_vocab(config)
    except ConfigError as error:
        return Check(
            name="config", status="failure", detail=str(error),
            fix=f"correct the file named above in {config}, then run sanad ingest",
        )  # fmt: skip
    detail = (
        f"{config}: sources.toml ({sources.quran.english}), policy.toml "
        f"({len(policy.rules)} rules), lexicon.toml ({len(lexicon.entries)} bridges), "
        f"senses.toml ({len(senses)} present-day senses), "
        f"teach-vocab.toml ({len(vocab.words)} words)"
    )
    return Check(name="config", status="ok", detail=detail)


def check_edition(checked: CheckedCorpus | None) -> Check:
    """The lexicon was written for the edition sources.toml names."""
    if checked is None:
        return Check(name="edition", status="skipped", detail="needs a built corpus")
    if checked.warnings:
        return Check(
            name="edition", status="warning", detail=" ".join(checked.warnings),
            fix="have the scholar rewrite config/lexicon.toml for that edition, or name "
            f"{checked.manifest.lexicon_edition} in config/sources.toml",
        )  # fmt: skip
    return Check(
        name="edition", status="ok",
        detail=f"lexicon and sources both name {checked.manifest.english_edition}",
    )  # fmt: skip


async def _ask_three(home: Path, config: Path, errlog: TextIO) -> dict[str, str]:
    got: dict[str, str] = {}
    async with agent.sanad_server(home, config, errlog) as server:
        for question in SERVER_QUESTIONS.values():
            outcome = await server.call("answer_question", {"question": question})
            got[question] = outcome.error or str((outcome.data or {}).get("verdict"))
    return got


def check_server(config: Path, checked: CheckedCorpus | None) -> Check:
    """A real ``sanad serve`` over stdio answers one question per verdict, as labelled.

    The server runs over a throwaway home whose ``corpus`` links to the real one, so its test
    refusals and served passages never reach the scholar's ``gaps.jsonl`` or ``served.jsonl``.
    """
    if checked is None:
        return Check(name="server", status="skipped", detail="needs a built corpus")
    import tempfile  # noqa: PLC0415 - only this check writes a scratch file

    started = time.perf_counter()
    with (
        tempfile.TemporaryFile("w+", encoding="utf-8") as errlog,
        tempfile.TemporaryDirectory(prefix="sanad-doctor-") as scratch,
    ):
        throwaway = Path(scratch)
        try:
            (throwaway / "corpus").symlink_to(checked.directory.resolve(), target_is_directory=True)
        except OSError as error:  # no symlinks here (some Windows setups): say so, log nothing
            return Check(
                name="server", status="skipped",
                detail=f"cannot link the corpus into a scratch home ({error.strerror or error})",
            )  # fmt: skip
        try:
            got = anyio.run(_ask_three, throwaway, config, errlog)
        except Exception as error:  # noqa: BLE001 - whatever the SDK raises when the server dies
            why = agent.last_words(errlog, error)
            return Check(
                name="server", status="failure", detail=f"sanad serve did not answer: {why}",
                fix="sanad serve  (run it by hand to see the whole error)",
            )  # fmt: skip
    seconds = time.perf_counter() - started
    wrong = [
        f"{question!r} gave {got.get(question)} (expected {verdict})"
        for verdict, question in SERVER_QUESTIONS.items()
        if got.get(question) != verdict
    ]
    if wrong:
        return Check(
            name="server", status="failure", detail="; ".join(wrong),
            fix="sanad eval --verbose  (then compare config/policy.toml with the repository's)",
        )  # fmt: skip
    verdicts = " / ".join(SERVER_QUESTIONS)
    detail = f"sanad serve over stdio answered 3 questions in {seconds:.1f} s: {verdicts}"
    return Check(name="server", status="ok", detail=detail)


def check_model(name: str, base_url: str | None, env: Mapping[str, str]) -> Check:
    """The model backend answers and has the model; a problem is only a warning."""
    try:
        model = chat_model(name, base_url=base_url, env=env, timeout=10.0)
        found = model.check()
    except ModelError as error:
        return Check(
            name="model", status="warning", detail=f"{name}: {error}",
            fix="optional: only sanad agent and sanad teach --model use a model; the line "
            "above names what to run",
        )  # fmt: skip
    return Check(name="model", status="ok", detail=found)


def run_checks(
    config: Path, home: Path, model: str, base_url: str | None, env: Mapping[str, str]
) -> list[Check]:
    """Every check, in the order things break."""
    corpus, checked = check_corpus_state(config, home)
    return [
        check_python(),
        check_packages(),
        corpus,
        check_config(config),
        check_edition(checked),
        check_server(config, checked),
        check_model(model, base_url, env),
    ]


_MARKS = {"ok": "\u2713", "warning": "!", "failure": "\u2717", "skipped": "-"}


def checks_text(checks: list[Check]) -> str:
    """One line per check, its fix beneath it, and a count."""
    lines: list[str] = []
    for check in checks:
        lines.append(f"{_MARKS[check.status]} {check.name:<8} {check.detail}")
        if check.fix and check.status in ("failure", "warning"):
            lines.append(f"           fix: {check.fix}")
    failures = sum(c.status == "failure" for c in checks)
    warnings = sum(c.status == "warning" for c in checks)
    lines.append("")
    lines.append(f"{failures} failure(s), {warnings} warning(s).")
    return "\n".join(lines)
