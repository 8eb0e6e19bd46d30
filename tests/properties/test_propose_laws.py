"""`sanad lexicon propose`'s output survives its readers: JSON round-trips, TOML reads back."""

import json
import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from sanad.adapters.propose import (
    Proposal,
    ProposeReport,
    WordReport,
    bridge_block,
    report_from_json,
    report_text,
    report_to_json,
)

pytestmark = pytest.mark.properties
# TOML parsing of a long generated report can outrun the default deadline on a busy machine.
LAWS = settings(deadline=None)

_text = st.text(st.characters(exclude_categories=["Cs"]), min_size=1, max_size=30)
_ids = st.lists(st.from_regex(r"quran:[0-9]{1,3}:[0-9]{1,3}", fullmatch=True), max_size=5)


@st.composite
def proposals(draw: st.DrawFn) -> Proposal:
    ids = tuple(draw(_ids))
    passages = draw(st.integers(min_value=max(1, len(ids)), max_value=10_000))
    if draw(st.booleans()):
        return Proposal(
            query=draw(_text), phrase=draw(_text), source="wordnet",
            synset=draw(_text), passages=passages, in_quran=draw(st.integers(0, passages)),
            ids=ids,
        )  # fmt: skip
    cosine = draw(st.floats(min_value=-1, max_value=1, allow_nan=False))
    return Proposal(
        query=draw(_text), phrase=draw(_text), source="glove",
        cosine=cosine, passages=passages, in_quran=draw(st.integers(0, passages)), ids=ids,
    )  # fmt: skip


word_reports = st.builds(
    WordReport,
    word=_text,
    status=st.sampled_from(["in_corpus", "out_of_vocabulary", "no_words"]),
    passages=st.integers(min_value=0, max_value=10_000),
    in_quran=st.integers(min_value=0, max_value=10_000),
    ids=st.lists(_text, max_size=5).map(tuple),
    bridged_to=st.lists(_text, max_size=3).map(tuple),
    vector=st.sampled_from(["known", "unknown", "not_single_word", "not_asked"]),
    proposals=st.lists(proposals(), max_size=4).map(tuple),
    rejected=st.lists(_text, max_size=3).map(tuple),
)
reports = st.builds(
    ProposeReport,
    source=st.sampled_from(["arguments", "gaps"]),
    words=st.lists(word_reports, max_size=4).map(tuple),
)


@LAWS
@given(reports, st.booleans())
def test_reports_round_trip_through_json(report: ProposeReport, ascii_only: bool) -> None:  # noqa: FBT001
    data = json.loads(json.dumps(report_to_json(report), ensure_ascii=ascii_only))
    assert report_from_json(data) == report


@LAWS
@given(proposals())
def test_every_bridge_block_reads_back_as_the_proposal(proposal: Proposal) -> None:
    [bridge] = tomllib.loads(bridge_block(proposal))["bridge"]
    assert bridge["query"] == proposal.query
    assert bridge["phrase"] == proposal.phrase
    assert proposal.evidence in bridge["note"]


@LAWS
@given(reports)
def test_the_text_output_is_toml_holding_every_proposal(report: ProposeReport) -> None:
    parsed = tomllib.loads(report_text(report))
    shown = [
        (p.query, p.phrase)
        for word in report.words
        if word.status == "out_of_vocabulary"
        for p in word.proposals
    ]
    assert [(b["query"], b["phrase"]) for b in parsed.get("bridge", [])] == shown
