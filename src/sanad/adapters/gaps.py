"""The gaps log: every refused question, appended to ``$SANAD_HOME/gaps.jsonl``.

One JSON object per line, written with a single ``write`` on a file opened for appending and
held under an exclusive lock, so several processes appending at once lose and tear no line.
A line torn by a crash is skipped on reading, with a warning, never a traceback.
"""

from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

import attrs

from sanad.adapters import jsonl
from sanad.adapters.strict import strict_converter
from sanad.core.tokenise import tokenise
from sanad.core.verdict import Verdict


@attrs.frozen(kw_only=True)
class GapRecord:
    """One refused question as logged (a line with any other verdict is skipped on reading)."""

    time: str
    question: str
    verdict: str = attrs.field(validator=attrs.validators.in_(("referred", "no_source")))
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
    jsonl.append_lines(path, [_converter.unstructure(record)])


def log_refusal(verdict: Verdict, path: Path) -> str | None:
    """Append ``verdict`` to the gaps log if it is a refusal; a warning line if that failed.

    The command-line paths (``ask``, ``teach``) share this; a log that cannot be written is
    worth a warning, never a failed answer.
    """
    if verdict.verdict == "answered":
        return None
    try:
        append_gap(path, gap_from_verdict(verdict))
    except OSError as error:
        return f"warning: could not log the refusal to gaps.jsonl: {error.strerror}"
    return None


def gap_to_json(record: GapRecord) -> dict[str, object]:
    """The JSON object of one record (the gaps log's line format)."""
    data: dict[str, object] = _converter.unstructure(record)
    return data


def read_gaps(path: Path) -> tuple[list[GapRecord], list[str]]:
    """Every readable record, and one warning per line that could not be read."""
    return jsonl.read_lines(path, _converter, GapRecord)


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
