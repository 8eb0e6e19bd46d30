"""Laws of answering: three verdicts, refusals without passages, determinism, absolute scores."""

import itertools
import math
from collections.abc import Sequence
from pathlib import Path

import attrs
import pytest
import strategies as gen
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from sanad.adapters.config_files import load_answer_config
from sanad.core.answer import (
    _TRACED_CANDIDATES,
    MAX_K,
    _judged,
    _writer,
    _writes,
    answer,
    assess,
    decide,
    search,
)
from sanad.core.config import AnswerConfig, Gates
from sanad.core.cooccurrence import joint_terms
from sanad.core.evidence import NO_EVIDENCE
from sanad.core.index import Index
from sanad.core.instructions import instruction_parts
from sanad.core.lemma import LEMMA, Lemmatiser
from sanad.core.normalise import normalise
from sanad.core.passage import Passage, PassageRecord
from sanad.core.policy import first_matching_rule
from sanad.core.question import check_question
from sanad.core.stem import stem
from sanad.core.tokenise import content_tokens, tokenise
from sanad.core.types import MATCHED_IN, Term, VerdictKind
from sanad.core.verdict import Hit, Match, RuleRef, Trace, Verdict

pytestmark = pytest.mark.properties

KINDS: tuple[VerdictKind, ...] = ("answered", "referred", "no_source")


@pytest.fixture(scope="session")
def realistic_config(project_config: Path) -> AnswerConfig:
    return load_answer_config(project_config)


@st.composite
def _asked(draw: st.DrawFn) -> tuple[gen.Corpus, Index, AnswerConfig, str, int]:
    corpus = draw(gen.corpora())
    question = draw(gen.corpus_questions(corpus))
    config = draw(gen.answer_configs())
    return corpus, corpus.index(), config, question, draw(st.integers(1, MAX_K))


@gen.CORPUS_LAWS
@given(_asked())
def test_answer_is_total_and_deterministic(
    asked: tuple[gen.Corpus, Index, AnswerConfig, str, int],
) -> None:
    corpus, index, config, question, k = asked
    verdict = answer(index, config, question, k)
    assert verdict.verdict in KINDS
    assert answer(index, config, question, k) == verdict
    assert answer(corpus.index(), config, question, k) == verdict


@gen.CORPUS_LAWS
@given(_asked())
def test_a_refusal_never_carries_passages(
    asked: tuple[gen.Corpus, Index, AnswerConfig, str, int],
) -> None:
    _, index, config, question, k = asked
    verdict = answer(index, config, question, k)
    if verdict.verdict != "answered":
        assert verdict.hits == ()
        assert verdict.trace.refused_by
        return
    assert 1 <= len(verdict.hits) <= k
    assert verdict.trace.refused_by is None
    assert verdict.trace.rule is None
    assert len(set(verdict.passage_ids)) == len(verdict.hits)


@gen.CORPUS_LAWS
@given(gen.corpora(min_passages=1), gen.answer_configs(realistic=True), st.data())
def test_every_returned_passage_clears_every_gate(
    corpus: gen.Corpus, config: AnswerConfig, data: st.DataObject
) -> None:
    index = corpus.index()
    k = data.draw(st.integers(1, MAX_K))
    verdict = answer(index, config, data.draw(gen.passage_questions(corpus)), k)
    assume(verdict.verdict == "answered")
    gates = config.gates
    assert verdict.trace.oov_ratio is not None
    assert verdict.trace.oov_ratio <= gates.max_oov_ratio
    known = [t for t in verdict.trace.terms if not t.source_term and not t.out_of_vocabulary]
    if gates.min_joint_terms > 1:  # measured only when the gate is on
        assert verdict.trace.joint_terms is not None
        assert verdict.trace.joint_terms >= min(gates.min_joint_terms, len(known))
    for hit in verdict.hits:
        # Scores and coverage are reported rounded to 6 places.
        assert hit.score >= gates.retrieval_threshold - 1e-6
        assert hit.coverage >= gates.min_coverage - 1e-6
        assert index.passage(hit.passage.id) == hit.passage


@gen.CORPUS_LAWS
@given(_asked(), st.sampled_from((-1, 0, MAX_K + 1, 10**6)))
def test_k_outside_its_bounds_is_refused_as_an_error(
    asked: tuple[gen.Corpus, Index, AnswerConfig, str, int], k: int
) -> None:
    _, index, config, question, _ = asked
    with pytest.raises(ValueError, match="k must lie between 1 and 50"):
        answer(index, config, question, k)
    with pytest.raises(ValueError, match="k must lie between 1 and 50"):
        search(index, config, question, k)


# --- the verdict contract ------------------------------------------------------------------


@st.composite
def _hits(draw: st.DrawFn) -> tuple[Hit, ...]:
    key = draw(st.sampled_from(gen.COLLECTION_ORDER))
    info = draw(gen.collection_infos(key))
    records = draw(st.lists(st.integers(1, 9), max_size=2, unique=True))
    return tuple(
        Hit(
            passage=Passage.from_record(draw(gen.passage_records(key, number)), info),
            score=draw(st.floats(0.0, 50.0)),
            coverage=draw(st.floats(0.0, 1.0)),
            matched_in=draw(st.sampled_from(MATCHED_IN)),
            match=Match(exact_phrase=draw(st.booleans()), terms=(), bridges=()),
        )
        for number in records
    )


def _builds(kind: VerdictKind, hits: tuple[Hit, ...], trace: Trace) -> bool:
    try:
        Verdict(verdict=kind, question="q", hits=hits, trace=trace, message="m")
    except ValueError as error:
        if "verdict" not in str(error):
            raise
        return False
    return True


@given(_hits(), gen.gates())
def test_a_verdict_breaking_the_contract_cannot_be_built(
    hits: tuple[Hit, ...], gates: Gates
) -> None:
    reasons = (None, "gate:min_coverage", "policy:fatwa", "input:no_subject_words")
    rules = (None, RuleRef(id="fatwa", label="asks for a fatwa"))
    for kind, carried, refused_by, rule in itertools.product(KINDS, {(), hits}, reasons, rules):
        trace = Trace(
            terms=(),
            oov_ratio=None,
            gates=gates,
            candidates=(),
            refused_by=refused_by,
            rule=rule,
            unusable_bridges=(),
        )
        # Only an answered verdict carries passages, and it alone has no refusal reason; only
        # a referred verdict names a policy rule.
        names_rule = (kind == "referred") == (rule is not None)
        if kind == "answered":
            lawful = bool(carried) and refused_by is None and names_rule
        else:
            lawful = not carried and refused_by is not None and names_rule
        arguments = {"kind": kind, "passages": len(carried), "refused_by": refused_by, "rule": rule}
        assert _builds(kind, carried, trace) == lawful, arguments


# --- policy ---------------------------------------------------------------------------------


@gen.CORPUS_LAWS
@given(st.data())
def test_a_matching_rule_always_refers(data: st.DataObject) -> None:
    corpus = data.draw(gen.corpora())
    question = data.draw(gen.corpus_questions(corpus))
    rule = data.draw(gen.matching_rules(question))
    assume(rule is not None)
    assert rule is not None
    config = data.draw(gen.answer_configs())
    position = data.draw(st.integers(0, len(config.rules)))
    rules = (*config.rules[:position], rule, *config.rules[position:])
    config = attrs.evolve(config, rules=rules)
    first = first_matching_rule(rules, check_question(question))
    assert first is not None
    assert rules.index(first) <= position
    verdict = answer(corpus.index(), config, question)
    assert verdict.verdict == "referred"
    assert verdict.hits == ()
    assert verdict.trace.refused_by == f"policy:{first.id}"
    assert verdict.trace.rule == RuleRef(id=first.id, label=first.label)
    assert first.label in verdict.message


@gen.CORPUS_LAWS
@given(_asked())
def test_only_a_matching_rule_refers(
    asked: tuple[gen.Corpus, Index, AnswerConfig, str, int],
) -> None:
    _, index, config, question, k = asked
    verdict = answer(index, config, question, k)
    matched = first_matching_rule(config.rules, check_question(question))
    assert (verdict.verdict == "referred") == (matched is not None)


# --- unknown proper nouns -------------------------------------------------------------------


def _most_known_words(gates: Gates) -> int:
    """How many corpus words may stand beside one unknown word and still be outweighed.

    An out-of-vocabulary term gets the largest IDF there is, log(2N + 2); a term some passage
    uses gets strictly less. So with m corpus words beside one unknown word, the unknown word
    holds more than 1/(m + 1) of the weight, and the question is refused by max_oov_ratio
    whenever 1/(m + 1) >= max_oov_ratio, whatever the corpus. At 0, one unknown word refuses
    beside any number of corpus words (eight are tried).
    """
    if gates.max_oov_ratio == 0:
        return 8
    return math.floor(1 / gates.max_oov_ratio) - 1


@gen.CORPUS_LAWS
@given(st.data())
def test_an_unknown_name_beside_corpus_words_is_never_answered(
    realistic_config: AnswerConfig, data: st.DataObject
) -> None:
    corpus = data.draw(gen.corpora(min_passages=1))
    index = corpus.index()
    words = gen.corpus_words(corpus)
    assume(words)
    noun = data.draw(gen.unknown_proper_nouns(index, realistic_config))
    most = _most_known_words(realistic_config.gates)
    assert most >= 3, "config/policy.toml's max_oov_ratio should allow at least three words"
    question = data.draw(gen.questions_with_unknown_noun(words, noun, most))
    verdict = answer(index, realistic_config, question)
    assert verdict.verdict != "answered", (question, verdict.passage_ids)


# --- absolute scores ------------------------------------------------------------------------


def _lemmas(text: str) -> tuple[str, ...]:
    return Lemmatiser().content_lemmas(normalise(text))


def _reference_bm25(records: Sequence[PassageRecord], terms: set[Term]) -> dict[int, float]:
    """Okapi BM25 (k1 = 1.2, b = 0.75) per field, summed over fields, written out longhand.

    Terms are lemmas; the generated corpora carry no lemma table, so a word is its own lemma.
    """
    k1, b = 1.2, 0.75
    fields = [
        (_lemmas(f"{r.narrator}\n{r.english}"), _lemmas(r.arabic_search or r.arabic))
        for r in records
    ]
    averages = []
    for field in (0, 1):
        lengths = [len(pair[field]) for pair in fields if pair[field]]
        averages.append(sum(lengths) / len(lengths) if lengths else 1.0)
    n = len(records)
    scores: dict[int, float] = {}
    for term in terms:
        df = sum(1 for english, arabic in fields if term in english or term in arabic)
        if df == 0:
            continue
        idf = math.log(1 + (n - df + 0.5) / (df + 0.5))
        for ordinal, pair in enumerate(fields):
            saturation = 0.0
            for field, found in enumerate(pair):
                tf = found.count(term)
                if tf:
                    norm = k1 * (1 - b + b * len(found) / averages[field])
                    saturation += tf * (k1 + 1) / (tf + norm)
            if saturation:
                scores[ordinal] = scores.get(ordinal, 0.0) + idf * saturation
    return scores


def _plain_config(gates: Gates) -> AnswerConfig:
    return AnswerConfig(
        gates=gates,
        rules=(),
        referral="Ask a scholar.",
        source_terms={},
        source_term_discount=0.3,
        candidate_pool=50,
    )


@gen.CORPUS_LAWS
@given(gen.corpora(with_lexicon=False), st.data())
def test_scores_are_absolute_bm25(corpus: gen.Corpus, data: st.DataObject) -> None:
    words = gen.corpus_words(corpus)
    assume(words)
    question = data.draw(gen.questions_from(words))
    # An -ing word before more of the question also matches its verb, below the word itself
    # ("fasting orphans" finds "fast"): a relation this plain BM25 reference does not model.
    content = content_tokens(tokenise(question))
    assume(not any(t.endswith("ing") for t in content))
    # Two Arabic words side by side, the second with the article, may be one compound (none in
    # the corpus: out of vocabulary), which this reference does not model either.
    assume(not any(not a.isascii() and b.startswith("ال") for a, b in itertools.pairwise(content)))
    index = corpus.index()
    config = _plain_config(Gates(min_coverage=0.0, max_oov_ratio=1.0, retrieval_threshold=0.0))
    # A bare number is never a subject term (it may be a reference, handled apart).
    terms = {Lemmatiser().lemma(t) for t in content_tokens(tokenise(question)) if not t.isdigit()}
    expected = _reference_bm25(corpus.records, terms)
    result = search(index, config, question, MAX_K)
    assert {index.ordinals[hit.passage.id] for hit in result.hits} == set(expected)
    for hit in result.hits:
        assert hit.score == pytest.approx(expected[index.ordinals[hit.passage.id]], rel=1e-5)


@gen.CORPUS_LAWS
@given(gen.corpora(with_lexicon=False), st.data())
def test_a_weak_best_match_is_refused_whatever_is_added_beside_it(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    # Were scores divided by the best hit's, the best candidate would always score 1 and clear
    # any threshold up to 1; absolute scores let a weak best match be refused. Adding passages
    # that share no word with the question changes scores only through BM25's own corpus
    # statistics (passage count, average length), never by rescaling to the best hit.
    postings = corpus.index().postings
    words = [
        w
        for w in gen.corpus_words(corpus)
        if content_tokens((w,)) and LEMMA + Lemmatiser().lemma(w) in postings
    ]
    assume(words)
    word = data.draw(st.sampled_from(words))
    threshold = data.draw(st.floats(0.05, 3.0))
    config = _plain_config(
        Gates(min_coverage=0.35, max_oov_ratio=0.25, retrieval_threshold=threshold)
    )
    grown = corpus
    for _ in range(data.draw(st.integers(0, 3))):
        extra = data.draw(gen.unrelated_records(grown, frozenset({stem(word)})))
        grown = grown.with_record(extra)
    for version in (corpus, grown):
        best = max(_reference_bm25(version.records, {Lemmatiser().lemma(word)}).values())
        assume(abs(best - threshold) > 1e-3)
        verdict = answer(version.index(), config, word)
        assert (verdict.verdict == "answered") == (best >= threshold), (best, threshold)
        if verdict.verdict != "answered":
            assert verdict.trace.refused_by == "gate:retrieval_threshold"


@gen.CORPUS_LAWS
@given(gen.corpora(min_passages=1), gen.answer_configs(realistic=True), st.data())
def test_a_role_play_sentence_set_aside_changes_nothing_but_a_warning(
    corpus: gen.Corpus, config: AnswerConfig, data: st.DataObject
) -> None:
    """Law: "You are NAME." before a question, with NAME unknown, leaves the verdict as it was.

    The sentence speaks to the assistant; it is set aside before retrieval and only adds a
    warning. (Without the instruction patterns, NAME is an unknown word and refuses.)
    """
    index = corpus.index()
    config = attrs.evolve(config, instructions=gen.SAMPLE_INSTRUCTIONS, rules=())
    question = data.draw(gen.passage_questions(corpus))
    assume(not instruction_parts(question, gen.SAMPLE_INSTRUCTIONS)[0])
    noun = data.draw(gen.unknown_proper_nouns(index, config))
    plain = answer(index, config, question)
    framed = answer(index, config, f"You are {noun}. {question}")
    assert framed.verdict == plain.verdict
    assert framed.passage_ids == plain.passage_ids
    if framed.verdict != "referred":
        assert (
            f"set aside as an instruction to the assistant, not searched for: 'You are {noun}'"
            in (framed.warnings)
        )


@gen.CORPUS_LAWS
@given(gen.corpora(min_passages=1), gen.answer_configs(), st.data())
def test_joint_terms_is_bounded_and_consistent_across_needs(
    corpus: gen.Corpus, config: AnswerConfig, data: st.DataObject
) -> None:
    """Law: the joint count is bounded by the words found, and consistent across needs.

    Asking for more never changes the count below the smaller need: counting stops early,
    never wrongly.
    """
    index = corpus.index()
    question = data.draw(gen.passage_questions(corpus))
    retrieval = assess(index, config, question).retrieval
    assume(retrieval is not None)
    assert retrieval is not None
    found = sum(1 for _, posting in retrieval.subject if posting)
    small, large = data.draw(st.integers(1, 4)), data.draw(st.integers(1, 6))
    small, large = min(small, large), max(small, large)
    low = joint_terms(index, retrieval.subject, enough=small)
    high = joint_terms(index, retrieval.subject, enough=large)
    assert 0 <= high <= max(found, 0)
    assert (high >= 1) == (found >= 1)
    assert min(low, small) == min(high, small)


_FEW_WORDS = ("orphans", "prayer", "fasting", "charity")
"""A vocabulary so small that a word stands in most passages: many candidates, many passing."""


_SPEAKERS = ("", "", "The Prophet said: ", "Ibn Umar was with the Prophet and spoke of ")
_CROWDED_FRAMES = ("{}", "Tell me about {}.", "{}?", "What did the Prophet say about {}?")


@st.composite
def _crowded(draw: st.DrawFn) -> tuple[Index, AnswerConfig, str, int]:
    # Some tell the Prophet's words, some a narrator's own: a question asking what he said
    # fails most passages for his words alone.
    texts = st.tuples(
        st.sampled_from(_SPEAKERS), st.lists(st.sampled_from(_FEW_WORDS), min_size=1, max_size=6)
    ).map(lambda told: told[0] + " ".join(told[1]))
    corpus = draw(gen.corpora(min_passages=12, max_passages=40, texts=texts))
    chosen = draw(st.lists(st.sampled_from(_FEW_WORDS), min_size=1, max_size=2, unique=True))
    question = draw(st.sampled_from(_CROWDED_FRAMES)).format(" ".join(chosen))
    # Gates that let most candidates pass but the evidence gate: many are judged, many kept.
    gates = Gates(
        min_coverage=0.0,
        max_oov_ratio=1.0,
        retrieval_threshold=0.0,
        require_pivot_term=draw(st.booleans()),
        min_joint_terms=1,
        min_evidence=draw(st.just(0.0) | st.floats(0.05, 1.0)),
    )
    config = attrs.evolve(
        draw(gen.answer_configs()), gates=gates, candidate_pool=draw(st.integers(11, 60))
    )
    assume(gen.is_question(question))
    return corpus.index(), config, question, draw(st.integers(1, 12))


@settings(max_examples=60, deadline=None)
@given(_crowded())
def test_candidates_left_unlisted_change_no_verdict(
    asked: tuple[Index, AnswerConfig, str, int],
) -> None:
    """Candidates left out of an assessment for an answer change no verdict.

    Below the traced ones, a candidate not judged is left out of the list (and the rest are
    not gone over once ``k`` hold the whole subject), and so is one failing whose words it
    tells once one listed has failed that alone: the verdict is the one listing every
    candidate gives, field for field.
    """
    index, config, question, k = asked
    assessment = assess(index, config, question, k)
    retrieval, analysis = assessment.retrieval, assessment.analysis
    if not assessment.candidates or retrieval is None or analysis is None:
        return
    within = frozenset(assessment.within)
    ranked = retrieval.ranked(config, config.candidate_pool, within or None)
    every = _judged(
        index, retrieval, analysis, ranked, config.gates, k, within, assessment.parts, every=True
    )
    listed = assessment.candidates
    assert len(every) == len(ranked)
    left_out = [c for c in every if c not in listed]
    assert [c for c in every if c in listed] == list(listed)
    assert every[:_TRACED_CANDIDATES] == listed[:_TRACED_CANDIDATES]
    # Left out: those not judged, and those failing whose words they tell (Allah's, the
    # Prophet's) once one listed before has failed that alone.
    assert all(
        c.evidence is None
        or c.evidence is NO_EVIDENCE
        or c.qudsi_ok is False
        or c.prophets_words_ok is False
        for c in left_out
    )
    full = attrs.evolve(assessment, candidates=every)
    assert decide(index, full, config.gates, k) == decide(index, assessment, config.gates, k)
    assert decide(index, assessment, config.gates, k) == answer(index, config, question, k)


_LETTERS = st.text(alphabet="ينات بم", min_size=0, max_size=7).map(
    lambda text: text.replace(" ", "")
)


@st.composite
def _forms_near(draw: st.DrawFn) -> tuple[set[str], set[str]]:
    """Wanted words, and forms some of which are one of them with letters more or fewer."""
    wanted = draw(st.sets(_LETTERS, min_size=1, max_size=3))
    near = st.tuples(st.sampled_from(sorted(wanted)), _LETTERS, st.integers(0, 3)).map(
        lambda made: made[0][: len(made[0]) - made[2]] if made[2] else made[0] + made[1][:2]
    )
    imperfect = st.tuples(st.sampled_from("ينات"), st.sampled_from(sorted(wanted))).map("".join)
    forms = draw(st.sets(_LETTERS | near | imperfect, max_size=3))
    return forms, wanted


@settings(max_examples=500)
@given(_forms_near())
def test_the_forms_set_out_once_write_what_each_form_writes(
    near: tuple[set[str], set[str]],
) -> None:
    """Law: a form writes one of the wanted in the one reading as in the other.

    Set out once for the wanted (the shorter forms, the stems), a word's forms are read as
    :func:`_writes` reads them form by form: the same, an ending or an imperfect's letter more
    or less, the shorter of at least three letters.
    """
    forms, wanted = near
    assert _writer(wanted)(forms) == _writes(forms, wanted)
