import json
from pathlib import Path
from typing import Any

import attrs
import cattrs
import pytest

from sanad.adapters.config_files import load_answer_config
from sanad.adapters.loading import LoadedCorpus
from sanad.adapters.wire import RAW_RETRIEVAL_NOTICE, from_json, to_json
from sanad.core.answer import MAX_K, answer, search
from sanad.core.index import Index
from sanad.core.passage import Passage
from sanad.core.verdict import Hit, SearchResult, Verdict

VERDICT_KEYS = {"verdict", "question", "passages", "trace", "message", "warnings"}
HIT_EXTRA_KEYS = {"score", "coverage", "matched_in", "match"}
PASSAGE_KEYS = {field.name for field in attrs.fields(Passage)}

QUESTIONS = [
    "What does the Quran say about orphans?",
    "When is the mosque in Kuraby open?",
    "What is the Hanafi position on raising hands in prayer?",
    "What does the Quran say about wine and gambling?",
    "What did Sheikh al-Qaradawi rule about gambling?",
    "What does the Quran say about pork?",
    "Quran",
    "?!",
    "الصبر",
    "Narrated Abu Huraira prayer",
]


def through_json(data: dict[str, Any]) -> Any:  # noqa: ANN401 - any JSON value
    return json.loads(json.dumps(data, ensure_ascii=False))


@pytest.mark.slow
@pytest.mark.parametrize("question", QUESTIONS)
def test_real_verdicts_round_trip(real_corpus: LoadedCorpus, question: str) -> None:
    verdict = answer(real_corpus.index, real_corpus.config, question, MAX_K)
    data = through_json(to_json(verdict))
    assert set(data) == VERDICT_KEYS
    assert from_json(data, Verdict) == verdict
    for hit, passage in zip(verdict.hits, data["passages"], strict=True):
        assert set(passage) == PASSAGE_KEYS | HIT_EXTRA_KEYS
        assert from_json(through_json(to_json(hit)), Hit) == hit


@pytest.mark.slow
@pytest.mark.parametrize("query", QUESTIONS)
def test_real_search_results_round_trip(real_corpus: LoadedCorpus, query: str) -> None:
    result = search(real_corpus.index, real_corpus.config, query, MAX_K)
    data = through_json(to_json(result))
    assert list(data)[:2] == ["mode", "notice"]
    assert data["mode"] == "raw_retrieval"
    assert data["notice"] == RAW_RETRIEVAL_NOTICE
    assert from_json(data, SearchResult) == result


@pytest.mark.slow
@pytest.mark.parametrize(
    "ident",
    [
        "quran:1:1",
        "quran:2:219",
        "bukhari:1",
        "bukhari:6857",
        "muslim:6292",
        "muslim:7459",
        "malik:entry-1",
    ],
)
def test_real_passages_round_trip(real_corpus: LoadedCorpus, ident: str) -> None:
    passage = real_corpus.index.passage(ident)
    assert passage is not None
    data = through_json(to_json(passage))
    assert set(data) == PASSAGE_KEYS
    assert from_json(data, Passage) == passage


def test_tiny_verdicts_round_trip(tiny_index: Index, project_config: Path) -> None:
    config = load_answer_config(project_config)
    kinds = set()
    for question in ("orphan", "gambling", "Is gambling haram?", "zzzz"):
        verdict = answer(tiny_index, config, question)
        kinds.add(verdict.verdict)
        assert from_json(through_json(to_json(verdict)), Verdict) == verdict
    assert kinds == {"answered", "referred", "no_source"}


def test_passage_without_english(tiny_index: Index) -> None:
    passage = tiny_index.passage("bukhari:1")
    assert passage is not None
    data = to_json(passage)
    assert data["english"] is None
    assert data["translation_unavailable"]
    assert data["grading"] == {"label": "Sahih (by collection)", "basis": "collection"}
    assert from_json(through_json(data), Passage) == passage


def test_unknown_key_is_rejected(tiny_index: Index, project_config: Path) -> None:
    verdict = answer(tiny_index, load_answer_config(project_config), "zzzz")
    data = to_json(verdict)
    data["confidence"] = 0.9
    with pytest.raises(cattrs.BaseValidationError):
        from_json(data, Verdict)
    passage = tiny_index.passage("quran:93:9")
    assert passage is not None
    passage_data = to_json(passage)
    passage_data["tafsir"] = "invented"
    with pytest.raises(cattrs.BaseValidationError):
        from_json(passage_data, Passage)


def test_refusal_with_passages_is_rejected(tiny_index: Index, project_config: Path) -> None:
    config = load_answer_config(project_config)
    answered = to_json(answer(tiny_index, config, "orphan"))
    refused = to_json(answer(tiny_index, config, "zzzz"))
    refused["passages"] = answered["passages"]
    with pytest.raises(cattrs.BaseValidationError):
        from_json(refused, Verdict)
