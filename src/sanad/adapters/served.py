"""What the MCP server served: a log in ``$SANAD_HOME/served.jsonl``, and the session's own.

The same records are kept in memory for the running server's own session.

One JSON object per passage handed to a client: ``{"time", "tool", "question", "passage_id",
"text_hash"}``. The text hash is the one a scholar's review is bound to, so the review queue
can tell a passage served as it reads today from one whose text has changed since. Several
server processes may append at once (see :mod:`sanad.adapters.jsonl`).
"""

import threading
from collections.abc import Iterable, Sequence
from datetime import UTC, datetime
from pathlib import Path

import attrs

from sanad.adapters import jsonl
from sanad.adapters.strict import strict_converter
from sanad.core.types import PassageId


@attrs.frozen(kw_only=True)
class ServedRecord:
    """One passage handed to a client, by which tool (or resource or prompt), for what."""

    time: str
    tool: str
    """``answer_question``, ``search_corpus``, ``get_passage``, ``resource:passage`` …"""
    question: str | None
    """The question or query it answered; None when fetched by id."""
    passage_id: PassageId
    text_hash: str


@attrs.frozen(kw_only=True)
class ServedSummary:
    """Everything served of one passage: how often, when, by which tools, for which questions."""

    passage_id: PassageId
    count: int
    first_served: str
    last_served: str
    tools: tuple[str, ...]
    questions: tuple[str, ...]
    """Distinct questions, most recent first."""
    text_hashes: tuple[str, ...]
    """Distinct text hashes served, most recent first (more than one: the text changed)."""


_converter = strict_converter()


def now_text(now: datetime | None = None) -> str:
    """A UTC timestamp as the logs write it (``2026-11-30T12:00:00Z``)."""
    moment = (now or datetime.now(UTC)).astimezone(UTC)
    return moment.isoformat(timespec="seconds").replace("+00:00", "Z")


def records_for(
    tool: str,
    question: str | None,
    served: Iterable[tuple[PassageId, str]],
    now: datetime | None = None,
) -> tuple[ServedRecord, ...]:
    """One record per (passage id, text hash) served together, all with one time."""
    moment = now_text(now)
    return tuple(
        ServedRecord(
            time=moment, tool=tool, question=question, passage_id=ident, text_hash=text_hash
        )
        for ident, text_hash in served
    )


def append_served(path: Path, records: Sequence[ServedRecord]) -> None:
    """Append the records in one write (atomically with respect to other appending processes)."""
    jsonl.append_lines(path, (_converter.unstructure(record) for record in records))


def read_served(path: Path) -> tuple[list[ServedRecord], list[str]]:
    """Every readable record, and one warning per line that could not be read."""
    return jsonl.read_lines(path, _converter, ServedRecord)


def served_to_json(record: ServedRecord) -> dict[str, object]:
    """The JSON object of one record (the served log's line format)."""
    data: dict[str, object] = _converter.unstructure(record)
    return data


def served_from_json(data: dict[str, object]) -> ServedRecord:
    """A record from its JSON object (extra keys and wrong types are errors)."""
    return _converter.structure(data, ServedRecord)


def summarise(records: Iterable[ServedRecord]) -> list[ServedSummary]:
    """One summary per passage id, most often served first (ties: most recent, then id)."""
    groups: dict[PassageId, list[ServedRecord]] = {}
    for record in records:
        groups.setdefault(record.passage_id, []).append(record)
    summaries = []
    for ident, group in groups.items():
        latest_first = sorted(group, key=lambda r: r.time, reverse=True)
        summaries.append(
            ServedSummary(
                passage_id=ident,
                count=len(group),
                first_served=min(r.time for r in group),
                last_served=latest_first[0].time,
                tools=tuple(sorted({r.tool for r in group})),
                questions=tuple(dict.fromkeys(r.question for r in latest_first if r.question)),
                text_hashes=tuple(dict.fromkeys(r.text_hash for r in latest_first)),
            )
        )
    summaries.sort(key=lambda s: s.passage_id)
    summaries.sort(key=lambda s: s.last_served, reverse=True)
    summaries.sort(key=lambda s: s.count, reverse=True)
    return summaries


class SessionLog:
    """What this server process has served, in order: the running session's own record.

    Thread-safe (tools may run on worker threads). A later audit ("was this passage served in
    this session, with this text?") reads it; nothing is written to disk from here.
    """

    def __init__(self) -> None:
        """An empty log."""
        self._lock = threading.Lock()
        self._records: list[ServedRecord] = []

    def add(self, records: Iterable[ServedRecord]) -> None:
        """Remember records served in this session."""
        with self._lock:
            self._records.extend(records)

    def records(self) -> tuple[ServedRecord, ...]:
        """Everything served so far, oldest first."""
        with self._lock:
            return tuple(self._records)

    def was_served(self, passage_id: PassageId, text_hash: str | None = None) -> bool:
        """Whether ``passage_id`` was served in this session (with ``text_hash``, if given)."""
        with self._lock:
            return any(
                r.passage_id == passage_id and (text_hash is None or r.text_hash == text_hash)
                for r in self._records
            )
