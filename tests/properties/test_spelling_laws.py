"""Laws: no spelling a reader cannot see changes a question (issue 11, point 6; design §3).

Whitespace runs of any kind between words, and invisible format characters anywhere, change
neither the normalised tokens, nor the rule a question trips (the project's own rules and
generated ones), nor the verdict over a generated corpus or the real one.
"""

from pathlib import Path

import pytest
import strategies as gen
from hypothesis import given, settings
from hypothesis import strategies as st

from sanad.adapters.config_files import load_answer_config
from sanad.adapters.loading import LoadedCorpus
from sanad.core.answer import answer
from sanad.core.config import AnswerConfig
from sanad.core.index import Index
from sanad.core.policy import first_matching_rule
from sanad.core.tokenise import tokenise

pytestmark = pytest.mark.properties


@pytest.fixture(scope="module")
def project_policy(project_config: Path) -> AnswerConfig:
    return load_answer_config(project_config)


@st.composite
def _respelt(draw: st.DrawFn, questions: st.SearchStrategy[str]) -> tuple[str, str]:
    question = draw(questions)
    return question, draw(gen.respellings(question))


@given(_respelt(st.one_of(gen.any_texts(), st.sampled_from(gen.RULING_QUESTIONS))))
def test_a_respelt_text_has_the_same_tokens(pair: tuple[str, str]) -> None:
    question, respelt = pair
    assert tokenise(respelt) == tokenise(question)


@given(_respelt(st.one_of(st.sampled_from(gen.RULING_QUESTIONS), gen.mixed_texts())))
def test_a_respelt_question_trips_the_same_project_rule(
    project_policy: AnswerConfig, pair: tuple[str, str]
) -> None:
    question, respelt = pair
    assert first_matching_rule(project_policy.rules, respelt) == first_matching_rule(
        project_policy.rules, question
    )


@st.composite
def _asked(draw: st.DrawFn) -> tuple[Index, AnswerConfig, str, str]:
    corpus = draw(gen.corpora())
    question = draw(st.one_of(gen.corpus_questions(corpus), gen.passage_questions(corpus)))
    config = draw(gen.answer_configs())
    return corpus.index(), config, question, draw(gen.respellings(question))


@gen.CORPUS_LAWS
@given(_asked())
def test_a_respelt_question_gets_the_same_verdict(
    asked: tuple[Index, AnswerConfig, str, str],
) -> None:
    index, config, question, respelt = asked
    plain = answer(index, config, question)
    spelt = answer(index, config, respelt)
    assert spelt.verdict == plain.verdict, (question, respelt)
    assert spelt.passage_ids == plain.passage_ids
    assert spelt.trace.refused_by == plain.trace.refused_by
    assert spelt.trace.rule == plain.trace.rule


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(_respelt(st.sampled_from(gen.RULING_QUESTIONS)))
def test_a_respelt_question_gets_the_same_verdict_on_the_real_corpus(
    real_corpus: LoadedCorpus, pair: tuple[str, str]
) -> None:
    question, respelt = pair
    plain = answer(real_corpus.index, real_corpus.config, question)
    spelt = answer(real_corpus.index, real_corpus.config, respelt)
    assert (spelt.verdict, spelt.passage_ids) == (plain.verdict, plain.passage_ids), respelt
