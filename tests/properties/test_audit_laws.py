"""Laws of the answer audit: nothing unserved is ever called served, and findings are honest."""

import unicodedata

import pytest
import strategies as gen
from hypothesis import given
from hypothesis import strategies as st

from sanad.core.audit import InvalidDraftError, audit, closeness_in
from sanad.core.index import Index
from sanad.core.terms import terms_of
from sanad.core.tokenise import tokenise

pytestmark = pytest.mark.properties


def _hash(index: Index, ident: str) -> str:
    """The text hash a server hands out with the passage (Arabic, English and edition)."""
    passage = index.passage(ident)
    assert passage is not None
    return passage.review.text_hash


@gen.CORPUS_LAWS
@given(gen.corpora(min_passages=2), st.data())
def test_a_span_the_session_never_served_is_never_served_verbatim(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    index = corpus.index()
    draft, record = data.draw(gen.audit_drafts(corpus))
    # Served: any passages except the quoted one (others may hold the same words).
    others = [r for r in corpus.records if r.id != record.id]
    chosen = data.draw(st.lists(st.sampled_from(others), unique=True) if others else st.just([]))
    served = frozenset((r.id, _hash(index, r.id)) for r in chosen)
    # A stale hash of the quoted passage itself must not count either.
    served |= {(record.id, "sha256:" + "0" * 64)}
    result = audit(index, draft, served)
    for finding in result.findings:
        if finding.audit_class in ("served_verbatim", "cited_served"):
            holders = set(finding.passage_ids) | (
                set(finding.citation.ids) if finding.citation else set()
            )
            # Served only through a chosen passage holding the words; the quoted passage's stale
            # hash never counts. (Another passage may hold the same words and be chosen: two
            # records with the same English made a stricter form of this law fail.)
            assert holders & {r.id for r in chosen}, (draft, finding)


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_nothing_is_served_verbatim_when_nothing_was_served(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    index = corpus.index()
    draft = data.draw(st.one_of(gen.audit_drafts(corpus).map(lambda d: d[0]), gen.any_texts()))
    try:
        result = audit(index, draft, frozenset())
    except InvalidDraftError:
        controls = [ch for ch in draft if unicodedata.category(ch) in ("Cc", "Cs")]
        assert not draft.strip() or set(controls) - set("\n\r\t")
        return
    classes = {f.audit_class for f in result.findings}
    assert not classes & {"served_verbatim", "cited_served"}
    for finding in result.findings:
        assert draft[finding.start : finding.end] == finding.text
        assert all(ident in index.ordinals for ident in finding.passage_ids)
    assert sum(result.counts.values()) == len(result.findings)


@gen.CORPUS_LAWS
@given(gen.corpora(), st.data())
def test_a_served_passage_quoted_whole_without_citation_is_served_verbatim(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    index = corpus.index()
    records = [r for r in corpus.records if len(tokenise(r.english)) >= 3 and terms_of(r.english)]
    if not records:
        return
    record = data.draw(st.sampled_from(records))
    served = frozenset({(record.id, _hash(index, record.id))})
    text = " ".join(record.english.split()).replace('"', "")
    result = audit(index, f"\u201c{text}\u201d", served)
    quotations = [f for f in result.findings if f.kind == "quotation"]
    assert [f.audit_class for f in quotations] == ["served_verbatim"], result
    assert record.id in quotations[0].passage_ids


@given(st.lists(st.sampled_from("abcdefg"), max_size=12), st.lists(st.sampled_from("abcdefgh")))
def test_closeness_is_a_share_and_a_run_inside_the_passage_scores_one(
    span: list[str], passage: list[str]
) -> None:
    score = closeness_in(tuple(span), tuple(passage))
    assert 0.0 <= score <= 1.0
    if span:
        assert closeness_in(tuple(span), (*passage, *span, *passage)) == 1.0
