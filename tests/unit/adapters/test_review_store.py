"""The review store: append-only, versioned, and honest about what it cannot read."""

import sqlite3
from pathlib import Path

import pytest

from sanad.adapters.review_store import (
    SCHEMA_VERSION,
    ReviewStore,
    ReviewStoreError,
    read_decisions,
    store_path,
)
from sanad.core.review import Decision


def _decision(n: int, at: str = "2026-12-01T09:00:00Z") -> Decision:
    return Decision(
        passage_id=f"quran:1:{n}", text_hash="sha256:" + "b" * 64, decision="approved",
        reviewer="R", at=at,
    )  # fmt: skip


def test_no_store_reads_as_no_decisions_and_is_not_created(tmp_path: Path) -> None:
    assert read_decisions(tmp_path) == ()
    assert not store_path(tmp_path).exists()


def test_decisions_come_back_in_time_order_then_arrival(tmp_path: Path) -> None:
    with ReviewStore(store_path(tmp_path)) as store:
        assert store.schema_version == SCHEMA_VERSION
        store.append([_decision(2, "2026-12-01T10:00:00Z"), _decision(1)])
        store.append([_decision(3)])
    assert [d.passage_id for d in read_decisions(tmp_path)] == [
        "quran:1:1",
        "quran:1:3",
        "quran:1:2",
    ]


def test_the_history_cannot_be_updated_or_deleted_in_place(tmp_path: Path) -> None:
    with ReviewStore(store_path(tmp_path)) as store:
        store.append([_decision(1)])
    db = sqlite3.connect(store_path(tmp_path))
    try:
        for statement in ("UPDATE decisions SET decision = 'rejected'", "DELETE FROM decisions"):
            with pytest.raises(sqlite3.DatabaseError, match="append-only"):
                db.execute(statement)
    finally:
        db.close()
    assert [d.decision for d in read_decisions(tmp_path)] == ["approved"]


def test_the_store_is_in_wal_mode(tmp_path: Path) -> None:
    with ReviewStore(store_path(tmp_path)):
        pass
    db = sqlite3.connect(store_path(tmp_path))
    try:
        assert db.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    finally:
        db.close()


def test_a_store_from_a_newer_sanad_is_refused_not_guessed_at(tmp_path: Path) -> None:
    db = sqlite3.connect(store_path(tmp_path))
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    with pytest.raises(ReviewStoreError, match="upgrade Sanad"):
        ReviewStore(store_path(tmp_path))


def test_an_unversioned_file_is_migrated_from_version_0(tmp_path: Path) -> None:
    sqlite3.connect(store_path(tmp_path)).close()  # an empty database: version 0
    with ReviewStore(store_path(tmp_path)) as store:
        assert store.schema_version == SCHEMA_VERSION
        store.append([_decision(1)])
    assert len(read_decisions(tmp_path)) == 1


def test_a_file_that_is_not_a_database_is_one_line(tmp_path: Path) -> None:
    store_path(tmp_path).write_text("not sqlite at all, but long enough to be read as a header")
    with pytest.raises(ReviewStoreError, match="cannot be opened") as raised:
        ReviewStore(store_path(tmp_path))
    assert "\n" not in str(raised.value)
