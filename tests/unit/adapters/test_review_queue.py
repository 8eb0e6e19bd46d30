import attrs

from sanad.adapters import served
from sanad.adapters.review_queue import render
from sanad.core.config import AnswerConfig, Gates
from sanad.core.evaluate import EvalCase, EvalSet
from sanad.core.index import Index

CONFIG = AnswerConfig(
    gates=Gates(min_coverage=0.2, max_oov_ratio=0.5, retrieval_threshold=0.0),
    rules=(),
    referral="Ask a scholar.",
    source_terms={},
    source_term_discount=0.3,
)
EVALSET = EvalSet(
    version=1,
    edition="en.test",
    cases=(EvalCase(id="a01", question="the orphan", expect="answered", note="why"),),
)


def served_records(index: Index) -> list[served.ServedRecord]:
    verse = index.passage("quran:93:9")
    hadith = index.passage("bukhari:1")
    assert verse is not None
    assert hadith is not None
    return [
        *served.records_for("answer_question", "the orphan?", [(verse.id, verse.review.text_hash)]),
        *served.records_for("get_passage", None, [(verse.id, "sha256:" + "0" * 64)]),
        *served.records_for("search_corpus", "intentions", [(hadith.id, hadith.review.text_hash)]),
        served.ServedRecord(
            time="2026-01-01T00:00:00Z", tool="get_passage", question=None,
            passage_id="muslim:9", text_hash="sha256:" + "1" * 64,
        ),
    ]  # fmt: skip


def test_the_queue_lists_what_the_server_served_most_served_first(tiny_index: Index) -> None:
    text = render(tiny_index, CONFIG, EVALSET, "evalset.json", served_records(tiny_index))
    assert text.startswith("# Review queue")
    assert "## a01: the orphan" in text  # the eval set part is kept
    section = text.split("## What the MCP server has served", 1)[1]
    assert "3 distinct passages handed to clients" in section
    assert "(4 times in all" in section
    first, second, third = section.split("\n### S")[1:]
    assert first.startswith("1. Qur'an 93:9 — `quran:93:9` — review: unreviewed")
    assert "Served 2 time(s)" in first
    assert "by answer_question, get_passage" in first
    assert "For: “the orphan?”." in first
    assert "The text served differs from the text now in the corpus" in first
    assert "> Therefor the orphan oppress not," in first
    assert "`bukhari:1`" in second
    assert "(no English:" in second
    assert "The text served differs" not in second
    assert third.startswith("3. `muslim:9` — no longer in this corpus")


def test_with_nothing_served_the_queue_says_so(tiny_index: Index) -> None:
    text = render(tiny_index, CONFIG, EVALSET, "evalset.json")
    assert "Nothing has been served yet." in text


def test_the_queue_is_deterministic(tiny_index: Index) -> None:
    records = served_records(tiny_index)
    assert render(tiny_index, CONFIG, EVALSET, "e", records) == render(
        tiny_index, CONFIG, attrs.evolve(EVALSET), "e", list(records)
    )
