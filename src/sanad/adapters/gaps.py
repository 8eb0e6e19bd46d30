"""The gaps log: every refused question, appended to ``$SANAD_HOME/gaps.jsonl``.

One JSON object per line, written with a single ``write`` on a file opened for appending and
held under an exclusive lock, so several processes appending at once lose and tear no line.
A line torn by a crash is skipped on reading, with a warning, never a traceback.
"""

import json
import os
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

import attrs
import cattrs

from sanad.adapters.strict import strict_converter
from sanad.core.tokenise import tokenise
from sanad.core.verdict import Verdict

try:
    import fcntl
except ImportError:  # Windows: appends are still single writes, without the advisory lock
    fcntl = None  # type: ignore[assignment]


@attrs.frozen(kw_only=True)
class GapRecord:
    """One refused question as logged."""

    time: str
    question: str
    verdict: str
    refused_by: str
    rule: str | None = None


@attrs.frozen(kw_only=True)
class GapCount:
    """A distinct (normalised) refused question and how often it was asked."""

    question: str
    """The most recent wording."""
    normalised: str
    count: int
    last_asked: str
    verdict: str
    refused_by: str


_converter = strict_converter()


def gap_from_verdict(verdict: Verdict, now: datetime | None = None) -> GapRecord:
    """The log record for a refusal (``answered`` verdicts are not gaps)."""
    if verdict.verdict == "answered":
        msg = "an answered question is not a gap"
        raise ValueError(msg)
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    return GapRecord(
        time=moment.isoformat(timespec="seconds").replace("+00:00", "Z"),
        question=verdict.question,
        verdict=verdict.verdict,
        refused_by=verdict.trace.refused_by or "",
        rule=verdict.trace.rule.id if verdict.trace.rule else None,
    )


def append_gap(path: Path, record: GapRecord) -> None:
    """Append one record as one line, atomically with respect to other appending processes."""
    line = json.dumps(_converter.unstructure(record), ensure_ascii=False, sort_keys=True) + "\n"
    data = line.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        if fcntl is not None:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        size = os.fstat(descriptor).st_size
        if (
            size
            and os.lseek(descriptor, size - 1, os.SEEK_SET) >= 0
            and os.read(descriptor, 1) != b"\n"
        ):
            data = b"\n" + data  # a crash left a torn line: start ours on a line of its own
        written = 0
        while written < len(data):
            written += os.write(descriptor, data[written:])
    finally:
        os.close(descriptor)  # closing releases the lock


def read_gaps(path: Path) -> tuple[list[GapRecord], list[str]]:
    """Every readable record, and one warning per line that could not be read."""
    if not path.exists():
        return [], []
    records: list[GapRecord] = []
    warnings: list[str] = []
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                data = json.loads(raw.decode("utf-8"))
                if not isinstance(data, dict):
                    raise TypeError  # noqa: TRY301 - one path for every unreadable line
                records.append(_converter.structure(data, GapRecord))
            except (ValueError, TypeError, UnicodeDecodeError, cattrs.BaseValidationError):
                warnings.append(
                    f"{path.name} line {number} is unreadable (torn or edited); skipped"
                )
    return records, warnings


def normalised_question(question: str) -> str:
    """The form under which repeated questions are counted together."""
    return " ".join(tokenise(question)) or question.strip()


def rank_gaps(records: Iterable[GapRecord]) -> list[GapCount]:
    """Distinct normalised questions, most asked first (ties: most recent first, then text)."""
    groups: dict[str, list[GapRecord]] = {}
    for record in records:
        groups.setdefault(normalised_question(record.question), []).append(record)
    counts = []
    for key, group in groups.items():
        # Times have one-second resolution: among equal times, the later line is the latest.
        latest = max(reversed(group), key=lambda r: r.time)
        counts.append(
            GapCount(
                question=latest.question,
                normalised=key,
                count=len(group),
                last_asked=latest.time,
                verdict=latest.verdict,
                refused_by=latest.refused_by,
            )
        )
    counts.sort(key=lambda c: c.normalised)
    counts.sort(key=lambda c: c.last_asked, reverse=True)
    counts.sort(key=lambda c: c.count, reverse=True)
    return counts


def gap_counts_to_json(counts: list[GapCount]) -> list[dict[str, object]]:
    """The JSON form of ranked gaps (the ``sanad gaps --json`` contract)."""
    return [_converter.unstructure(count) for count in counts]
