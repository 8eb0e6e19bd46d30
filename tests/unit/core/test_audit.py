"""The answer audit over the fixture corpus: finding spans and citations, and classing them."""

import pytest
from core_fixtures import index

from sanad.core.audit import (
    MAX_AUDIT_CHARS,
    InvalidDraftError,
    audit,
    check_draft,
    closeness_in,
    find_citations,
)
from sanad.core.types import ServedSet

INDEX = index()
SIN = "They question thee about strong drink and games of chance"
INTENTION = "The reward of deeds depends upon the intentions"


def _served(*ids: str) -> ServedSet:
    return frozenset((i, p.review.text_hash) for i in ids if (p := INDEX.passage(i)) is not None)


@pytest.mark.parametrize(
    ("draft", "texts", "statuses"),
    [
        ("(Qur'an 2:219)", ["Qur'an 2:219"], ["resolved"]),
        ("see Q 2:300 and Bukhari 99999", ["Q 2:300", "Bukhari 99999"],
         ["not_in_corpus", "not_resolvable_in_this_edition"]),
        ("Sahih Muslim 1; bukhari:2; Muwatta 3", ["Sahih Muslim 1", "bukhari:2", "Muwatta 3"],
         ["not_resolvable_in_this_edition", "resolved", "not_resolvable_in_this_edition"]),
        ("reported by Muslim", ["Muslim"], ["collection_only"]),
        ("every Muslim should fast", [], []),
    ],
)  # fmt: skip
def test_citations_are_found_with_offsets_and_parsed(
    draft: str, texts: list[str], statuses: list[str]
) -> None:
    found = find_citations(INDEX, draft)
    assert [c.text for c in found] == texts
    assert [c.status for c in found] == statuses
    assert all(draft[c.start : c.end] == c.text for c in found)


def test_the_classes_follow_their_definitions() -> None:
    draft = (
        f"\u201c{SIN}\u201d (Qur'an 2:219).\n\n"
        f'"{INTENTION}" (Q 93:9)\n\n'
        f'"{INTENTION}" (Bukhari 1)\n\n'
        '"Whoever plants a palm tree gets a palace of pearls" (Bukhari 7)\n\n'
        "See Q 2:183."
    )
    result = audit(INDEX, draft, _served("quran:2:219"))
    got = [(f.kind, f.audit_class, f.citation_check, f.passage_ids) for f in result.findings]
    assert got == [
        ("quotation", "served_verbatim", "agrees", ("quran:2:219",)),
        ("quotation", "misattributed", "elsewhere", ("bukhari:1",)),
        ("quotation", "citation_unverifiable", "unverifiable", ("bukhari:1",)),
        ("quotation", "not_in_corpus", "unverifiable", ()),
        ("citation", "cited_not_served", "none", ("quran:2:183",)),
    ]
    for finding in result.findings:
        assert draft[finding.start : finding.end] == finding.text


def test_a_changed_text_is_not_served() -> None:
    stale = frozenset({("quran:2:219", "sha256:" + "0" * 64)})
    (finding,) = audit(INDEX, f'"{SIN}"', stale).findings
    assert finding.audit_class == "in_corpus_not_served"


def test_an_ellipsis_joins_pieces_of_one_passage() -> None:
    draft = '"They question thee ... games of chance \u2026 great sin"'
    (finding,) = audit(INDEX, draft, _served("quran:2:219")).findings
    assert finding.audit_class == "served_verbatim"


def test_a_reworded_quotation_is_a_paraphrase_with_its_closeness() -> None:
    draft = '"the reward of deeds rests on intentions and every person will get his reward"'
    (finding,) = audit(INDEX, draft, frozenset()).findings
    assert finding.audit_class == "paraphrase"
    assert finding.passage_ids == ("bukhari:1",)
    assert finding.closeness is not None
    assert 0.6 <= finding.closeness < 1


def test_an_unquoted_sentence_that_is_a_passage_is_found_without_quotation_marks() -> None:
    draft = f"Remember this. {SIN}. Say: In both is great sin."
    findings = audit(INDEX, draft, frozenset()).findings
    assert [(f.kind, f.audit_class) for f in findings] == [
        ("unquoted_match", "in_corpus_not_served")
    ]
    assert findings[0].message.startswith("Found without quotation marks")


def test_short_quotes_and_apostrophes_are_not_quotations() -> None:
    assert (
        audit(
            INDEX, "He said \u201cstrong drink\u201d; the Qur\u2019an\u2019s words.", frozenset()
        ).findings
        == ()
    )


@pytest.mark.parametrize(
    ("draft", "says"),
    [
        ("", "empty"),
        (" \n", "empty"),
        ("x" * (MAX_AUDIT_CHARS + 1), "limit"),
        ("a\x00b", "control"),
    ],
)
def test_drafts_that_cannot_be_audited(draft: str, says: str) -> None:
    with pytest.raises(InvalidDraftError, match=says):
        check_draft(draft)


def test_closeness_counts_terms_together_in_one_stretch() -> None:
    assert closeness_in(("a", "b"), ("a", "x", "x", "x", "b")) == 0.5
    assert closeness_in(("a", "b"), ("a", "b")) == 1.0
    assert closeness_in((), ("a",)) == 0.0
