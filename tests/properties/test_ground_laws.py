"""Laws of the grounding check (design §3, ``ground``): sources keep, inventions strike."""

import json

import pytest
import strategies as gen
from hypothesis import given
from hypothesis import strategies as st

from sanad.adapters.ground_wire import GroundReport, report_from_json, report_to_json
from sanad.core.ground import allowed_terms, ground, ground_sentences, split_sentences

pytestmark = pytest.mark.properties

QUESTION = "Why do Muslims fast in Ramadan?"
VOCABULARY = ("lesson", "teacher")


@given(st.data())
def test_a_sentence_made_only_of_passage_words_always_survives(data: st.DataObject) -> None:
    passages = data.draw(gen.shown_passages().filter(bool))
    words = gen.grounded_words(passages, "")
    sentence = data.draw(gen.sentences_of(words))
    result = ground(sentence, passages, "", ())
    assert len(result.sentences) == 1
    assert result.all_kept, result.sentences[0].offending


@given(st.data())
def test_a_sentence_with_a_token_from_no_source_never_survives(data: st.DataObject) -> None:
    passages = data.draw(gen.shown_passages())
    allowed = allowed_terms(passages, QUESTION, VOCABULARY)
    words = gen.grounded_words(passages, QUESTION)
    foreign = data.draw(gen.foreign_tokens(allowed))
    sentence = data.draw(gen.sentences_of(words))
    parts = sentence.split()
    # Anywhere before the last word, so the end mark still closes the one sentence.
    parts.insert(data.draw(st.integers(min_value=0, max_value=len(parts) - 1)), foreign)
    text = " ".join(parts)
    result = ground(text, passages, QUESTION, VOCABULARY)
    assert not result.all_kept
    assert len(result.sentences) == 1
    assert foreign in result.struck[0].offending


@given(st.data())
def test_grounding_does_not_depend_on_sentence_order(data: st.DataObject) -> None:
    passages = data.draw(gen.shown_passages())
    allowed = allowed_terms(passages, QUESTION, VOCABULARY)
    foreign = [data.draw(gen.foreign_tokens(allowed)) for _ in range(2)]
    words = [*gen.grounded_words(passages, QUESTION), *foreign]
    sentences = data.draw(st.lists(gen.sentences_of(words), min_size=1, max_size=6))
    order = data.draw(st.permutations(range(len(sentences))))
    original = ground_sentences(sentences, allowed)
    permuted = ground_sentences([sentences[i] for i in order], allowed)
    assert permuted.sentences == tuple(original.sentences[i] for i in order)
    assert set(permuted.kept) == set(original.kept)
    assert set(permuted.struck) == set(original.struck)
    text = " ".join(sentences)
    assert split_sentences(text) == tuple(sentences)
    assert ground(text, passages, QUESTION, VOCABULARY) == original


@given(st.data(), st.booleans())
def test_ground_reports_round_trip_through_json(data: st.DataObject, question: bool) -> None:  # noqa: FBT001
    passages = data.draw(gen.shown_passages())
    allowed = allowed_terms(passages, QUESTION, VOCABULARY)
    words = [*gen.grounded_words(passages, QUESTION), data.draw(gen.foreign_tokens(allowed))]
    sentences = data.draw(st.lists(gen.sentences_of(words), max_size=4))
    grounding = ground_sentences(sentences, allowed)
    report = GroundReport.of(
        grounding, tuple(p.id for p in passages), QUESTION if question else None
    )
    wire = json.loads(json.dumps(report_to_json(report), ensure_ascii=False))
    assert report_from_json(wire) == report
    assert report.grounding() == grounding
    assert report.kept + report.struck == len(sentences)
