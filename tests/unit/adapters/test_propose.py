"""The logic of `sanad lexicon propose`, over the tiny index with stand-in resources."""

import io
import time
import tomllib
from collections.abc import Sequence

import pytest

from sanad.adapters import propose
from sanad.adapters.gaps import GapRecord
from sanad.adapters.propose import (
    CorpusWords,
    Proposal,
    ProposeReport,
    WordReport,
    bridge_block,
    needs_vectors,
    neighbour_candidates,
    propose_for,
    report_text,
    words_from_gaps,
)
from sanad.core.bridge import Lexicon
from sanad.core.index import Index
from sanad.core.types import Token


@pytest.fixture
def corpus(tiny_index: Index) -> CorpusWords:
    return CorpusWords.from_index(tiny_index)


def no_synonyms(_word: str) -> list[tuple[str, tuple[Token, ...]]]:
    return []


def no_vector(_token: Token) -> Sequence[tuple[Token, float]] | None:
    return None


def test_a_phrase_is_held_only_whole_and_in_order(corpus: CorpusWords) -> None:
    assert corpus.ids_of(corpus.holding(("games", "of", "chance"))) == ("quran:2:219",)
    assert corpus.holding(("chance", "of", "games")) == ()
    assert corpus.holding(("games", "chance")) == ()  # the stopword is part of the wording
    assert corpus.ids_of(corpus.holding(("orphan",))) == ("quran:93:9",)
    assert corpus.holding(("umar",)) != ()  # the narrator is part of the English side
    assert corpus.holding(()) == ()


def test_a_word_the_corpus_uses_gets_no_proposal(
    corpus: CorpusWords, tiny_lexicon: Lexicon
) -> None:
    report = propose_for("Orphan", corpus, tiny_lexicon, no_synonyms, no_vector)
    assert report.status == "in_corpus"
    assert report.ids == ("quran:93:9",)
    assert report.in_quran == 1
    assert report.proposals == ()
    assert "already uses it" in report_text(ProposeReport(source="arguments", words=(report,)))


def test_only_phrases_the_corpus_uses_are_proposed(
    corpus: CorpusWords, tiny_lexicon: Lexicon
) -> None:
    def synonyms(_word: str) -> list[tuple[str, tuple[Token, ...]]]:
        return [
            ("fatherless.n.01", ("orphan",)),
            ("fatherless.n.01", ("waif",)),  # no passage uses it
            ("fatherless.n.01", ("orphan",)),  # a repeat is proposed once
            ("fatherless.n.01", ("the",)),  # a stopword alone is no bridge
        ]

    def neighbours(word: Token) -> Sequence[tuple[Token, float]] | None:
        assert word == "fatherless"
        return [("orphan", 0.9), ("oppress", 0.5)]

    report = propose_for("fatherless", corpus, tiny_lexicon, synonyms, neighbours)
    assert report.status == "out_of_vocabulary"
    assert report.vector == "known"
    assert [(p.phrase, p.source) for p in report.proposals] == [
        ("orphan", "wordnet"),
        ("oppress", "glove"),  # "orphan" again from GloVe is not repeated
    ]
    assert report.proposals[0].synset == "fatherless.n.01"
    assert report.proposals[1].cosine == 0.5
    assert all(p.passages >= 1 and p.ids for p in report.proposals)


def test_an_existing_bridge_is_named_and_not_proposed_again(
    corpus: CorpusWords, tiny_lexicon: Lexicon
) -> None:
    def synonyms(_word: str) -> list[tuple[str, tuple[Token, ...]]]:
        return [("gambling.n.01", ("games", "of", "chance"))]

    report = propose_for("gambling", corpus, tiny_lexicon, synonyms, no_vector)
    assert report.bridged_to == ("games of chance",)
    assert report.proposals == ()
    assert report.vector == "unknown"
    text = report_text(ProposeReport(source="arguments", words=(report,)))
    assert "Already bridged in lexicon.toml to: games of chance." in text
    assert "GloVe has no vector for it" in text


def test_vectors_are_asked_only_about_single_unused_words(corpus: CorpusWords) -> None:
    assert needs_vectors(["orphan", "fatherless", "credit card", "..."], corpus) == ["fatherless"]
    candidates = neighbour_candidates(corpus)
    assert "orphan" in candidates
    assert "the" not in candidates  # stopwords are never proposed


def test_the_default_words_are_the_unused_words_of_no_source_refusals(
    corpus: CorpusWords, tiny_lexicon: Lexicon
) -> None:
    def gap(question: str, verdict: str = "no_source") -> GapRecord:
        return GapRecord(time="t", question=question, verdict=verdict, refused_by="gate")

    records = [
        gap("Where is the mosque in Kuraby?"),
        gap("Is Kuraby far from the orphan?"),
        gap("What about gambling in 2024?"),  # bridged already; a number is no word
        gap("Should I divorce my zorblat?", verdict="referred"),  # a ruling, not a gap
    ]
    # "where", "is", "the" are stopwords; kuraby is in two refusals, so it comes first.
    assert words_from_gaps(records, corpus, tiny_lexicon) == ["kuraby", "far", "mosque"]


def test_every_proposal_is_a_bridge_block_that_reads_back() -> None:
    proposal = Proposal(
        query='the "odd" query\\',
        phrase="games of chance",
        source="wordnet",
        synset="gamble.v.01",
        passages=7,
        in_quran=3,
        ids=("quran:2:219", "quran:5:90"),
    )
    [bridge] = tomllib.loads(bridge_block(proposal))["bridge"]
    assert bridge["query"] == proposal.query
    assert bridge["phrase"] == proposal.phrase
    assert bridge["note"] == (
        "proposed by sanad lexicon propose from WordNet synset gamble.v.01, 7 passages "
        "(3 in the Qur'an): quran:2:219, quran:5:90, …; read the passages before accepting"
    )


def test_the_whole_text_output_is_toml(corpus: CorpusWords, tiny_lexicon: Lexicon) -> None:
    def synonyms(_word: str) -> list[tuple[str, tuple[Token, ...]]]:
        return [("x.n.01", ("orphan",)), ("x.n.01", ("strong", "drink"))]

    reports = (
        propose_for("fatherless", corpus, tiny_lexicon, synonyms, no_vector),
        propose_for("orphan", corpus, tiny_lexicon, synonyms, no_vector),
        WordReport(word="...", status="no_words"),
    )
    parsed = tomllib.loads(report_text(ProposeReport(source="arguments", words=reports)))
    assert [b["phrase"] for b in parsed["bridge"]] == ["orphan", "strong drink"]


def test_an_empty_gaps_log_says_how_to_name_words() -> None:
    text = report_text(ProposeReport(source="gaps", words=()))
    assert "No refused question" in text
    assert "sanad lexicon propose WORD" in text


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_is_shown_on_a_terminal_when_loading_is_slow(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(propose, "PROGRESS_AFTER_SECONDS", 0.01)
    terminal = _Terminal()
    with propose.progress("loading word vectors", terminal):
        time.sleep(0.2)
    assert terminal.getvalue() == "loading word vectors …\nloading word vectors: done\n"
    quick = _Terminal()
    monkeypatch.setattr(propose, "PROGRESS_AFTER_SECONDS", 5.0)
    with propose.progress("loading word vectors", quick):
        pass
    assert quick.getvalue() == ""


def test_no_progress_when_stderr_is_not_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(propose, "PROGRESS_AFTER_SECONDS", 0.01)
    pipe = io.StringIO()
    with propose.progress("loading word vectors", pipe):
        time.sleep(0.1)
    assert pipe.getvalue() == ""


def test_a_candidate_the_scholar_rejected_is_not_proposed_again(
    corpus: CorpusWords, tiny_lexicon: Lexicon
) -> None:
    review = """
## 3. The lexicon
### 4. Rejected candidates

| word | candidate phrase | why rejected | the verses that decided it |
|---|---|---|---|
| fatherless; waifs | orphan (alone); strong drink | a test row | Q 93:9 |
| lut | Lot (alone) | 'lot' is also one's lot | Q 7:80 |

### 5. Subjects not covered

| word | candidate phrase |
|---|---|
| oppression | oppress |
"""
    rejections = propose.rejected_candidates(review)
    assert rejections[("fatherless",)] == {("orphan",), ("strong", "drink")}
    assert rejections[("lut",)] == {("lot",)}  # the aside is not part of the wording
    assert ("oppression",) not in rejections  # another section's table
    assert ("word",) not in rejections  # the header row

    def synonyms(_word: str) -> list[tuple[str, tuple[Token, ...]]]:
        return [("x.n.01", ("orphan",)), ("x.n.01", ("oppress",))]

    report = propose_for(
        "fatherless", corpus, tiny_lexicon, synonyms, no_vector, rejections=rejections
    )
    assert [p.phrase for p in report.proposals] == ["oppress"]
    assert report.rejected == ("orphan",)
    text = report_text(ProposeReport(source="arguments", words=(report,)))
    assert "# Rejected before (SCHOLAR-REVIEW.md), not proposed again: orphan." in text
