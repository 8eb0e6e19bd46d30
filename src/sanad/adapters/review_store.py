"""The review store: an append-only history of decisions in ``$SANAD_HOME/reviews.sqlite3``.

Standard-library ``sqlite3`` in WAL mode, so the review page, the CLI and a running server can
read and write at once; each write is one ``BEGIN IMMEDIATE`` transaction with a busy timeout,
so two processes deciding at the same moment both land. Nothing is updated or deleted in place
(triggers refuse it): a later decision supersedes an earlier one by being later.

The schema is versioned with ``PRAGMA user_version``; :data:`_MIGRATIONS` lists the steps from
each version to the next, applied in order inside one transaction when a store is opened. A
store written by a newer Sanad is refused rather than guessed at.
"""

import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Self

import attrs

from sanad.core.review import Decision

STORE_FILE = "reviews.sqlite3"
SCHEMA_VERSION = 1
_BUSY_TIMEOUT_MS = 30_000

_MIGRATIONS: dict[int, tuple[str, ...]] = {
    # 0 → 1: the decisions table, append-only.
    1: (
        """
        CREATE TABLE decisions (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            passage_id TEXT NOT NULL,
            text_hash TEXT NOT NULL,
            decision TEXT NOT NULL CHECK (decision IN ('approved', 'rejected', 'needs_discussion')),
            reviewer TEXT NOT NULL,
            at TEXT NOT NULL,
            note TEXT NOT NULL DEFAULT '',
            signature TEXT,
            public_key TEXT,
            recorded_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        )
        """,
        "CREATE INDEX decisions_by_passage ON decisions (passage_id, at, seq)",
        """
        CREATE TRIGGER decisions_no_update BEFORE UPDATE ON decisions
        BEGIN SELECT RAISE(ABORT, 'the review history is append-only'); END
        """,
        """
        CREATE TRIGGER decisions_no_delete BEFORE DELETE ON decisions
        BEGIN SELECT RAISE(ABORT, 'the review history is append-only'); END
        """,
    ),
}

_COLUMNS = "passage_id, text_hash, decision, reviewer, at, note, signature, public_key"


class ReviewStoreError(Exception):
    """The store cannot be opened, read or written; the message is one line naming the file."""


def store_path(home: Path) -> Path:
    """Where the review store of ``home`` lives."""
    return home / STORE_FILE


@attrs.frozen(kw_only=True)
class Stored:
    """A decision with its place in the store (``seq`` orders decisions made at one time)."""

    seq: int
    decision: Decision


def _row_decision(row: tuple[object, ...]) -> Decision:
    passage_id, text_hash, decision, reviewer, at, note, signature, public_key = row
    return Decision(
        passage_id=str(passage_id),
        text_hash=str(text_hash),
        decision=decision,  # type: ignore[arg-type]  # the CHECK constraint holds it to the three
        reviewer=str(reviewer),
        at=str(at),
        note=str(note),
        signature=None if signature is None else str(signature),
        public_key=None if public_key is None else str(public_key),
    )


class ReviewStore:
    """One open review store; use as a context manager or call :meth:`close`."""

    def __init__(self, path: Path, *, create: bool = True) -> None:
        """Open (and with ``create``, create or migrate) the store at ``path``."""
        self.path = path
        if not create and not path.exists():
            msg = f"no review store at {path} (nothing has been reviewed yet)"
            raise ReviewStoreError(msg)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(
                path, timeout=_BUSY_TIMEOUT_MS / 1000, isolation_level=None,
                check_same_thread=False,
            )  # fmt: skip
            self._db.execute(f"PRAGMA busy_timeout = {_BUSY_TIMEOUT_MS}")
            self._db.execute("PRAGMA journal_mode = WAL")
            self._db.execute("PRAGMA synchronous = NORMAL")
            self._migrate()
        except sqlite3.DatabaseError as error:
            msg = f"the review store {path} cannot be opened: {error}"
            raise ReviewStoreError(msg) from None
        except OSError as error:
            msg = f"the review store {path} cannot be opened: {error.strerror or error}"
            raise ReviewStoreError(msg) from None

    def __enter__(self) -> Self:
        """The store itself."""
        return self

    def __exit__(self, *_exc: object) -> None:
        """Close the store."""
        self.close()

    def close(self) -> None:
        """Close the connection."""
        self._db.close()

    @contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def _migrate(self) -> None:
        (version,) = self._db.execute("PRAGMA user_version").fetchone()
        if version > SCHEMA_VERSION:
            msg = (
                f"the review store {self.path} has schema version {version}, this Sanad reads "
                f"up to {SCHEMA_VERSION}: upgrade Sanad"
            )
            raise ReviewStoreError(msg)
        if version == SCHEMA_VERSION:
            return
        with self._write() as db:
            (version,) = db.execute("PRAGMA user_version").fetchone()  # another process may
            for step in range(version + 1, SCHEMA_VERSION + 1):  # have migrated meanwhile
                for statement in _MIGRATIONS[step]:
                    db.execute(statement)
                db.execute(f"PRAGMA user_version = {step}")

    @property
    def schema_version(self) -> int:
        """The schema version this store is at."""
        (version,) = self._db.execute("PRAGMA user_version").fetchone()
        return int(version)

    def append(self, decisions: Iterable[Decision]) -> int:
        """Append ``decisions`` in one transaction; returns how many were written."""
        rows = [
            (d.passage_id, d.text_hash, d.decision, d.reviewer, d.at, d.note, d.signature,
             d.public_key)
            for d in decisions
        ]  # fmt: skip
        try:
            with self._write() as db:
                db.executemany(
                    f"INSERT INTO decisions ({_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",  # noqa: S608 - fixed column list
                    rows,
                )
        except sqlite3.DatabaseError as error:
            msg = f"the review store {self.path} cannot be written: {error}"
            raise ReviewStoreError(msg) from None
        return len(rows)

    def stored(self) -> tuple[Stored, ...]:
        """Every decision with its place, in order of time, then of arrival."""
        try:
            rows = self._db.execute(
                f"SELECT seq, {_COLUMNS} FROM decisions ORDER BY at, seq"  # noqa: S608 - fixed
            ).fetchall()
        except sqlite3.DatabaseError as error:
            msg = f"the review store {self.path} cannot be read: {error}"
            raise ReviewStoreError(msg) from None
        out = []
        for row in rows:
            try:
                out.append(Stored(seq=int(row[0]), decision=_row_decision(tuple(row[1:]))))
            except ValueError as error:
                msg = f"the review store {self.path} holds a malformed decision (seq {row[0]}): "
                raise ReviewStoreError(msg + str(error)) from None
        return tuple(out)

    def decisions(self) -> tuple[Decision, ...]:
        """Every decision, in order of time, then of arrival."""
        return tuple(s.decision for s in self.stored())

    def version_mark(self) -> tuple[int, int]:
        """A cheap mark that changes whenever a decision is added: (count, highest seq)."""
        count, highest = self._db.execute("SELECT COUNT(*), MAX(seq) FROM decisions").fetchone()
        return int(count), int(highest or 0)


def read_decisions(home: Path) -> tuple[Decision, ...]:
    """Every decision in ``home``'s store; none when there is no store yet (nothing is created)."""
    path = store_path(home)
    if not path.exists():
        return ()
    with ReviewStore(path) as store:
        return store.decisions()
