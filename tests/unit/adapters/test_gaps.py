import json
import multiprocessing
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from sanad.adapters import gaps
from sanad.adapters.gaps import GapRecord
from sanad.core.config import Gates
from sanad.core.index import Index
from sanad.core.verdict import Hit, Match, RuleRef, Trace, Verdict

if TYPE_CHECKING:
    from multiprocessing.synchronize import Barrier

GATES = Gates(min_coverage=0.35, max_oov_ratio=0.25, retrieval_threshold=1.0)
MOMENT = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


def trace(refused_by: str | None, rule: RuleRef | None = None) -> Trace:
    return Trace(
        terms=(),
        oov_ratio=None,
        gates=GATES,
        candidates=(),
        refused_by=refused_by,
        rule=rule,
        unusable_bridges=(),
    )


def answered(index: Index) -> Verdict:
    """An answered verdict with one real passage of the tiny index."""
    passage = index.passage("quran:93:9")
    assert passage is not None
    hit = Hit(
        passage=passage,
        score=3.0,
        coverage=1.0,
        matched_in="english",
        match=Match(exact_phrase=True, terms=("orphan",), bridges=()),
    )
    return Verdict(
        verdict="answered", question="orphans", hits=(hit,), trace=trace(None), message="1 passage"
    )


def record(
    question: str, time: str = "2026-01-01T00:00:00Z", verdict: str = "no_source"
) -> GapRecord:
    return GapRecord(time=time, question=question, verdict=verdict, refused_by="gate:min_coverage")


def test_gap_from_a_no_source_verdict() -> None:
    verdict = Verdict(
        verdict="no_source",
        question="Kuraby?",
        hits=(),
        trace=trace("gate:max_oov_ratio"),
        message="Not found",
    )
    assert gaps.gap_from_verdict(verdict, MOMENT) == GapRecord(
        time="2026-01-02T03:04:05Z",
        question="Kuraby?",
        verdict="no_source",
        refused_by="gate:max_oov_ratio",
        rule=None,
    )


def test_gap_from_a_referred_verdict_in_another_time_zone() -> None:
    verdict = Verdict(
        verdict="referred",
        question="fatwa?",
        hits=(),
        trace=trace("policy:fatwa", RuleRef(id="fatwa", label="asks for a fatwa")),
        message="Ask a scholar",
    )
    brisbane = MOMENT.astimezone(timezone(timedelta(hours=10)))
    gap = gaps.gap_from_verdict(verdict, brisbane)
    assert gap.time == "2026-01-02T03:04:05Z"
    assert (gap.verdict, gap.refused_by, gap.rule) == ("referred", "policy:fatwa", "fatwa")


def test_gap_time_defaults_to_now() -> None:
    verdict = Verdict(
        verdict="no_source", question="q", hits=(), trace=trace("gate:x"), message="m"
    )
    before = datetime.now(UTC).replace(microsecond=0)
    logged = datetime.fromisoformat(gaps.gap_from_verdict(verdict).time)
    assert before <= logged <= datetime.now(UTC)


def test_an_answer_is_not_a_gap(tiny_index: Index) -> None:
    with pytest.raises(ValueError, match="not a gap"):
        gaps.gap_from_verdict(answered(tiny_index))


def test_append_and_read(tmp_path: Path) -> None:
    path = tmp_path / "deeper" / "gaps.jsonl"
    written = [record("ما حكم الموسيقى؟"), record('line\nbreak and "quotes"'), record("x")]
    for gap in written:
        gaps.append_gap(path, gap)
    raw = path.read_bytes()
    assert raw.count(b"\n") == 3
    assert "ما حكم".encode() in raw  # UTF-8, not \u escapes: the scholar reads this file
    assert gaps.read_gaps(path) == (written, [])


def test_read_without_a_log(tmp_path: Path) -> None:
    assert gaps.read_gaps(tmp_path / "gaps.jsonl") == ([], [])


def test_blank_lines_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "gaps.jsonl"
    gaps.append_gap(path, record("a"))
    with path.open("ab") as handle:
        handle.write(b"\n   \n")
    gaps.append_gap(path, record("b"))
    records, warnings = gaps.read_gaps(path)
    assert [r.question for r in records] == ["a", "b"]
    assert warnings == []


@pytest.mark.parametrize(
    "bad",
    [
        b'{"question": "torn',
        b"\xff\xfe not utf-8",
        b'{"question": "no other fields"}',
        b'{"time": "t", "question": "q", "verdict": "no_source", "refused_by": "", "extra": 1}',
    ],
    ids=["torn", "not-utf8", "fields-missing", "unknown-field"],
)
def test_unreadable_line_is_skipped_with_a_warning(tmp_path: Path, bad: bytes) -> None:
    path = tmp_path / "gaps.jsonl"
    gaps.append_gap(path, record("first"))
    with path.open("ab") as handle:
        handle.write(bad + b"\n")
    gaps.append_gap(path, record("third"))
    records, warnings = gaps.read_gaps(path)
    assert [r.question for r in records] == ["first", "third"]
    assert warnings == ["gaps.jsonl line 2 is unreadable (torn or edited); skipped"]


@pytest.mark.parametrize("bad", [b"[]", b'"a question"'])
def test_line_that_is_json_but_not_an_object_is_skipped(tmp_path: Path, bad: bytes) -> None:
    # Fixed bug: structuring a non-object raises AttributeError / TypeError, which read_gaps does
    # not catch: `sanad gaps` dies with a traceback on a hand-edited line.
    path = tmp_path / "gaps.jsonl"
    path.write_bytes(bad + b"\n")
    gaps.append_gap(path, record("second"))
    records, warnings = gaps.read_gaps(path)
    assert [r.question for r in records] == ["second"]
    assert len(warnings) == 1


def test_torn_last_line_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "gaps.jsonl"
    gaps.append_gap(path, record("whole"))
    with path.open("ab") as handle:
        handle.write(b'{"question": "half of a line, then the cra')
    records, warnings = gaps.read_gaps(path)
    assert [r.question for r in records] == ["whole"]
    assert warnings == ["gaps.jsonl line 2 is unreadable (torn or edited); skipped"]


def test_refusal_logged_after_a_torn_line_is_kept(tmp_path: Path) -> None:
    # Fixed bug: append_gap does not start a new line when the file ends in a torn one, so the next
    # record is glued onto the fragment and is lost with it.
    path = tmp_path / "gaps.jsonl"
    path.write_bytes(b'{"question": "half of a line, then the cra')
    gaps.append_gap(path, record("asked after the crash"))
    records, _warnings = gaps.read_gaps(path)
    assert [r.question for r in records] == ["asked after the crash"]


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("Kuraby?", "kuraby"),
        ("  When is the MOSQUE in Kuraby open?! ", "when is the mosque in kuraby open"),
        ("What does the Qur'an say?", "what does the quran say"),
        ("مَا حُكْمُ المُوسِيقَى؟", "ما حكم الموسيقى"),
    ],
)
def test_normalised_question_groups_wordings(one: str, other: str) -> None:
    assert gaps.normalised_question(one) == gaps.normalised_question(other)


def test_normalised_question_keeps_questions_apart() -> None:
    assert gaps.normalised_question("Kuraby mosque") != gaps.normalised_question("Kuraby")


def test_normalised_question_of_punctuation_only() -> None:
    assert gaps.normalised_question("  ?!  ") == "?!"


def test_rank_gaps() -> None:
    records = [
        record("Kuraby?", "2026-01-01T00:00:01Z"),
        record("fatwa on music", "2026-01-01T00:00:02Z", "referred"),
        record("kuraby", "2026-01-01T00:00:03Z"),
        record("zakat on crypto", "2026-01-01T00:00:04Z"),
        record("alpha beta", "2026-01-01T00:00:04Z"),
        record("KURABY!", "2026-01-01T00:00:00Z"),
    ]
    ranked = gaps.rank_gaps(records)
    assert [(c.normalised, c.count) for c in ranked] == [
        ("kuraby", 3),
        ("alpha beta", 1),  # ties: the most recent first, then by text
        ("zakat on crypto", 1),
        ("fatwa on music", 1),
    ]
    assert ranked[0].question == "kuraby"  # the latest wording
    assert ranked[0].last_asked == "2026-01-01T00:00:03Z"
    assert ranked[-1].verdict == "referred"


def test_rank_gaps_of_nothing() -> None:
    assert gaps.rank_gaps([]) == []


def test_gap_counts_to_json() -> None:
    data = gaps.gap_counts_to_json(gaps.rank_gaps([record("Kuraby?")]))
    assert data == [
        {
            "question": "Kuraby?",
            "normalised": "kuraby",
            "count": 1,
            "last_asked": "2026-01-01T00:00:00Z",
            "verdict": "no_source",
            "refused_by": "gate:min_coverage",
        }
    ]
    json.dumps(data)


# Several real processes appending at once.

WORKERS = 8
APPENDS = 200


def long_question(worker: int, number: int) -> str:
    """5 to 20 KB (more than PIPE_BUF or one I/O buffer), Arabic and English mixed."""
    body = f"سؤال رقم {number} من العامل {worker} عن الصلاة والزكاة " * (60 + number % 200)
    return f"w{worker}-n{number} " + body + " and in English too. " * (20 + number % 50)


def _append_many(path: str, worker: int, start: "Barrier") -> None:
    start.wait()
    for number in range(APPENDS):
        gaps.append_gap(
            Path(path),
            GapRecord(
                time="2026-01-01T00:00:00Z",
                question=long_question(worker, number),
                verdict="no_source",
                refused_by="gate:max_oov_ratio",
            ),
        )


@pytest.mark.slow
def test_concurrent_appends_lose_and_tear_nothing(tmp_path: Path) -> None:
    path = tmp_path / "gaps.jsonl"
    context = (
        multiprocessing.get_context("fork")
        if "fork" in multiprocessing.get_all_start_methods()
        else multiprocessing.get_context("spawn")
    )
    start = context.Barrier(WORKERS)
    processes = [
        context.Process(target=_append_many, args=(str(path), worker, start))
        for worker in range(WORKERS)
    ]
    for process in processes:
        process.start()
    for process in processes:
        process.join(timeout=120)
    assert [p.exitcode for p in processes] == [0] * WORKERS
    for process in processes:
        process.close()

    lines = path.read_bytes().split(b"\n")
    assert lines[-1] == b""
    lines = lines[:-1]
    assert len(lines) == WORKERS * APPENDS
    seen = set()
    for line in lines:
        data = json.loads(line.decode("utf-8"))
        worker, number = (int(part[1:]) for part in data["question"].split(" ", 1)[0].split("-"))
        assert data["question"] == long_question(worker, number)
        seen.add((worker, number))
    assert seen == {(w, n) for w in range(WORKERS) for n in range(APPENDS)}
    assert len(min(lines, key=len)) > 4096
    assert len(max(lines, key=len)) > 16384
    records, warnings = gaps.read_gaps(path)
    assert len(records) == WORKERS * APPENDS
    assert warnings == []


def test_log_refusal_appends_a_refusal_and_warns_when_it_cannot(tmp_path: Path) -> None:
    refused = Verdict(
        verdict="no_source", question="Kuraby?", hits=(), trace=trace("gate:max_oov_ratio"),
        message="Not found",
    )  # fmt: skip
    log = tmp_path / "gaps.jsonl"
    assert gaps.log_refusal(refused, log) is None
    records, _ = gaps.read_gaps(log)
    assert [r.question for r in records] == ["Kuraby?"]
    blocked = tmp_path / "a-file"
    blocked.write_text("", encoding="utf-8")
    warning = gaps.log_refusal(refused, blocked / "gaps.jsonl")  # its parent is not a directory
    assert warning is not None
    assert warning.startswith("warning: could not log the refusal to gaps.jsonl")


def test_log_refusal_leaves_an_answer_out(tiny_index: Index, tmp_path: Path) -> None:
    assert gaps.log_refusal(answered(tiny_index), tmp_path / "gaps.jsonl") is None
    assert not (tmp_path / "gaps.jsonl").exists()
