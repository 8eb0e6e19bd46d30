"""Every value that crosses a boundary survives it: structure(unstructure(x)) == x, through JSON."""

import json
from typing import Any

import cattrs
import pytest
import strategies as gen
from hypothesis import given
from hypothesis import strategies as st

from sanad.adapters import corpus_store, gaps
from sanad.adapters.corpus_store import Manifest
from sanad.adapters.gaps import GapCount, GapRecord, gap_from_verdict
from sanad.adapters.wire import RAW_RETRIEVAL_NOTICE, from_json, to_json
from sanad.core.answer import MAX_K, answer, search
from sanad.core.passage import Passage
from sanad.core.verdict import Hit, SearchResult, Verdict

pytestmark = pytest.mark.properties

_GAPS_CONVERTER: cattrs.Converter = gaps._converter  # noqa: SLF001 - the gaps log's own converter
_MANIFEST_CONVERTER: cattrs.Converter = corpus_store._converter  # noqa: SLF001 - the corpus store's


def _through_json(data: Any, *, ascii_only: bool) -> Any:  # noqa: ANN401 - JSON is untyped
    return json.loads(json.dumps(data, ensure_ascii=ascii_only))


def check_wire_round_trip(
    verdict: Verdict, result: SearchResult, passages: list[Passage], *, ascii_only: bool
) -> None:
    """Every wire type comes back equal from its JSON, and the JSON has the documented keys."""
    verdict_json = _through_json(to_json(verdict), ascii_only=ascii_only)
    assert "passages" in verdict_json
    assert "hits" not in verdict_json
    assert from_json(verdict_json, Verdict) == verdict
    result_json = _through_json(to_json(result), ascii_only=ascii_only)
    assert result_json["mode"] == "raw_retrieval"
    assert result_json["notice"] == RAW_RETRIEVAL_NOTICE
    assert from_json(result_json, SearchResult) == result
    for hit in (*verdict.hits, *result.hits):
        assert from_json(_through_json(to_json(hit), ascii_only=ascii_only), Hit) == hit
    for passage in passages:
        data = _through_json(to_json(passage), ascii_only=ascii_only)
        assert from_json(data, Passage) == passage


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_verdicts_hits_passages_and_search_results_round_trip(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    index = corpus.index()
    config = data.draw(gen.answer_configs())
    question = data.draw(st.one_of(gen.corpus_questions(corpus), gen.passage_questions(corpus)))
    k = data.draw(st.integers(1, MAX_K))
    passages = [index.passage_at(ordinal) for ordinal in range(index.passage_count)]
    check_wire_round_trip(
        answer(index, config, question, k),
        search(index, config, question, k),
        passages,
        ascii_only=data.draw(st.booleans()),
    )


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_wire_json_rejects_unknown_keys(corpus: gen.Corpus, data: st.DataObject) -> None:
    index = corpus.index()
    question = data.draw(gen.passage_questions(corpus))
    config = data.draw(gen.answer_configs())
    verdict_json = to_json(answer(index, config, question))
    verdict_json["confidence"] = 0.99
    with pytest.raises(cattrs.BaseValidationError):
        from_json(verdict_json, Verdict)
    passage_json = to_json(index.passage_at(0))
    passage_json["tafsir"] = "invented"
    with pytest.raises(cattrs.BaseValidationError):
        from_json(passage_json, Passage)


_TEXT = st.text(st.characters(exclude_categories=["Cs"]), max_size=30)
_REFUSALS = st.sampled_from(("referred", "no_source"))


@given(
    st.builds(
        GapRecord,
        time=_TEXT,
        question=_TEXT,
        verdict=_REFUSALS,
        refused_by=_TEXT,
        rule=st.none() | _TEXT,
    ),
    st.booleans(),
)
def test_gap_records_round_trip(record: GapRecord, ascii_only: bool) -> None:  # noqa: FBT001
    data = _through_json(_GAPS_CONVERTER.unstructure(record), ascii_only=ascii_only)
    assert _GAPS_CONVERTER.structure(data, GapRecord) == record


@given(
    st.builds(
        GapCount,
        question=_TEXT,
        normalised=_TEXT,
        count=st.integers(1, 10**9),
        last_asked=_TEXT,
        verdict=_REFUSALS,
        refused_by=_TEXT,
    ),
    st.booleans(),
)
def test_gap_counts_round_trip(count: GapCount, ascii_only: bool) -> None:  # noqa: FBT001
    data = _through_json(_GAPS_CONVERTER.unstructure(count), ascii_only=ascii_only)
    assert _GAPS_CONVERTER.structure(data, GapCount) == count


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_gaps_of_generated_refusals_round_trip(corpus: gen.Corpus, data: st.DataObject) -> None:
    verdict = answer(
        corpus.index(), data.draw(gen.answer_configs()), data.draw(gen.corpus_questions(corpus))
    )
    if verdict.verdict == "answered":
        with pytest.raises(ValueError, match="not a gap"):
            gap_from_verdict(verdict)
        return
    record = gap_from_verdict(verdict)
    assert record.question == verdict.question
    assert record.refused_by == verdict.trace.refused_by
    data_json = _through_json(_GAPS_CONVERTER.unstructure(record), ascii_only=False)
    assert _GAPS_CONVERTER.structure(data_json, GapRecord) == record


@given(
    st.builds(
        Manifest,
        format=st.integers(0, 10),
        sanad_version=_TEXT,
        packages=st.dictionaries(_TEXT, _TEXT, max_size=5),
        config_fingerprint=_TEXT,
        malik_json_sha256=st.none() | _TEXT,
        counts=st.dictionaries(st.sampled_from(gen.COLLECTION_ORDER), st.integers(0, 10**5)),
        lexicon_edition=_TEXT,
        english_edition=_TEXT,
        index_sha256=_TEXT,
        warnings=st.lists(_TEXT, max_size=3),
    ),
    st.booleans(),
)
def test_manifests_round_trip(manifest: Manifest, ascii_only: bool) -> None:  # noqa: FBT001
    data = _through_json(_MANIFEST_CONVERTER.unstructure(manifest), ascii_only=ascii_only)
    assert _MANIFEST_CONVERTER.structure(data, Manifest) == manifest
