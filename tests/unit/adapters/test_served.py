import json
import threading
from datetime import UTC, datetime
from pathlib import Path

import cattrs
import pytest

from sanad.adapters import served
from sanad.adapters.served import ServedRecord, SessionLog

MOMENT = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)
HASH_A = "sha256:" + "a" * 64
HASH_B = "sha256:" + "b" * 64


def record(
    ident: str, time: str, question: str | None = "orphans?", text_hash: str = HASH_A
) -> ServedRecord:
    return ServedRecord(
        time=time, tool="answer_question", question=question, passage_id=ident, text_hash=text_hash
    )


def test_records_for_passages_served_together_share_one_time() -> None:
    records = served.records_for(
        "answer_question", "orphans?", [("quran:93:9", HASH_A), ("quran:107:2", HASH_B)], MOMENT
    )
    assert [r.passage_id for r in records] == ["quran:93:9", "quran:107:2"]
    assert {r.time for r in records} == {"2026-01-02T03:04:05Z"}
    assert records[1].text_hash == HASH_B
    assert served.records_for("get_passage", None, []) == ()


def test_the_log_round_trips_through_its_file(tmp_path: Path) -> None:
    path = tmp_path / "home" / "served.jsonl"
    first = served.records_for("get_passage", None, [("bukhari:1", HASH_A)], MOMENT)
    second = served.records_for("answer_question", "Qur'an؟", [("quran:1:1", HASH_B)], MOMENT)
    served.append_served(path, first)
    served.append_served(path, second)
    records, warnings = served.read_served(path)
    assert records == [*first, *second]
    assert warnings == []
    lines = path.read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0]) == {
        "time": "2026-01-02T03:04:05Z",
        "tool": "get_passage",
        "question": None,
        "passage_id": "bukhari:1",
        "text_hash": HASH_A,
    }
    assert "؟" in lines[1]  # written as UTF-8, not escaped


def test_a_torn_or_edited_line_is_skipped_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "served.jsonl"
    path.write_text(
        '{"time": "x", "tool": "t", "question": null, "passage_id": "bukhari:1"', "utf-8"
    )
    served.append_served(path, served.records_for("get_passage", None, [("bukhari:2", HASH_A)]))
    with path.open("a", encoding="utf-8") as handle:
        handle.write(
            '{"time": "x", "tool": "t", "question": null, "passage_id": "a", "text_hash": 5}\n'
        )
    records, warnings = served.read_served(path)
    assert [r.passage_id for r in records] == ["bukhari:2"]
    assert len(warnings) == 2
    assert "line 1" in warnings[0]


def test_a_missing_log_reads_as_empty(tmp_path: Path) -> None:
    assert served.read_served(tmp_path / "nothing.jsonl") == ([], [])


def test_json_conversion_refuses_extra_keys_and_wrong_types() -> None:
    data = served.served_to_json(record("quran:1:1", "t"))
    assert served.served_from_json(data) == record("quran:1:1", "t")
    with pytest.raises(cattrs.BaseValidationError):
        served.served_from_json({**data, "grading": "sahih"})
    with pytest.raises(cattrs.BaseValidationError):
        served.served_from_json({**data, "question": 3})


def test_summaries_rank_by_count_then_recency_and_keep_every_hash() -> None:
    records = [
        record("quran:1:1", "2026-01-01T00:00:00Z", "first?"),
        record("bukhari:1", "2026-01-03T00:00:00Z", "b?"),
        record("quran:1:1", "2026-01-02T00:00:00Z", "second?", HASH_B),
        record("muslim:1", "2026-01-04T00:00:00Z", None),
    ]
    summaries = served.summarise(records)
    assert [s.passage_id for s in summaries] == ["quran:1:1", "muslim:1", "bukhari:1"]
    top = summaries[0]
    assert (top.count, top.first_served, top.last_served) == (
        2, "2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z",
    )  # fmt: skip
    assert top.questions == ("second?", "first?")
    assert top.text_hashes == (HASH_B, HASH_A)
    assert summaries[1].questions == ()


def test_the_session_log_remembers_ids_and_hashes_in_order() -> None:
    log = SessionLog()
    assert not log.was_served("quran:1:1")
    log.add([record("quran:1:1", "t1"), record("bukhari:1", "t2", text_hash=HASH_B)])
    assert log.was_served("quran:1:1")
    assert log.was_served("bukhari:1", HASH_B)
    assert not log.was_served("bukhari:1", HASH_A)
    assert [r.passage_id for r in log.records()] == ["quran:1:1", "bukhari:1"]


def test_the_session_log_takes_records_from_several_threads() -> None:
    log = SessionLog()

    def add(n: int) -> None:
        for i in range(200):
            log.add([record(f"bukhari:{n * 1000 + i + 1}", "t")])

    threads = [threading.Thread(target=add, args=(n,)) for n in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(log.records()) == 800
