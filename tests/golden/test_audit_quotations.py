"""The audit on Qur'an quotations as people write them, on the real corpus (issue 17).

evals/audit-quotations.json (written by scripts/make_audit_quotations.py from Tanzil's packaged
texts, before the matching changed) holds 155 Arabic quotations: 112 correct, in each class
the issue names, and 43 altered. On main before issue 17 the audit raised 79 false alarms on
the correct ones and caught all 43 altered ones; every class must now be read right, and every
altered quotation still caught. The named tests below pin one example of each class.
"""

import json
from pathlib import Path

import pytest

from sanad.adapters.loading import LoadedCorpus
from sanad.core.audit import Finding, audit
from sanad.core.audit_eval import QuotationCase, score, summary
from sanad.core.citations import resolve

pytestmark = [pytest.mark.golden, pytest.mark.slow]

SET = Path(__file__).resolve().parents[2] / "evals" / "audit-quotations.json"
CASES = [
    QuotationCase(
        id=i["id"],
        category=i["category"],
        label=i["label"],
        draft=i["draft"],
        ids=tuple(i["ids"]),
        note=i["note"],
    )
    for i in json.loads(SET.read_text(encoding="utf-8"))["items"]
]
CATEGORIES = sorted({case.category for case in CASES})
SAYS = "قال تعالى: "


def test_the_set_is_large_enough_and_labelled_both_ways() -> None:
    labels = [case.label for case in CASES]
    assert labels.count("correct") >= 100
    assert labels.count("altered") >= 40
    assert len({case.id for case in CASES}) == len(CASES)


@pytest.mark.parametrize("category", CATEGORIES)
def test_no_false_alarm_and_every_alteration_caught(
    real_corpus: LoadedCorpus, category: str
) -> None:
    cases = [case for case in CASES if case.category == category]
    results = [score(c, audit(real_corpus.index, c.draft, frozenset())) for c in cases]
    wrong = [(r.case.id, r.case.note, r.outcome, r.classes) for r in results
             if r.outcome in ("false_alarm", "missed")]  # fmt: skip
    assert not wrong
    assert set(summary(results)[category]) <= {"right", "caught"}


def _quotation(real_corpus: LoadedCorpus, draft: str) -> Finding:
    (finding,) = [
        f for f in audit(real_corpus.index, draft, frozenset()).findings if f.kind == "quotation"
    ]
    return finding


def _verse(real_corpus: LoadedCorpus, ident: str) -> str:
    return real_corpus.index.texts_at(real_corpus.index.ordinals[ident])[0]


def test_a_one_word_verse_is_a_quotation(real_corpus: LoadedCorpus) -> None:
    finding = _quotation(real_corpus, SAYS + "«وَالْعَصْرِ»")
    assert finding.audit_class == "in_corpus_not_served"
    assert finding.match is not None
    assert "quran:103:1" in finding.match.ranges


def test_three_verses_joined_by_stars_are_one_finding_naming_the_range(
    real_corpus: LoadedCorpus,
) -> None:
    verses = [_verse(real_corpus, f"quran:112:{v}") for v in (2, 3, 4)]
    finding = _quotation(real_corpus, SAYS + "«" + " * ".join(verses) + "»")
    assert finding.audit_class == "in_corpus_not_served"
    assert finding.match is not None
    assert finding.match.ranges == ("quran:112:2-4",)
    assert finding.passage_ids == ("quran:112:2", "quran:112:3", "quran:112:4")


def test_verse_numbers_inline_are_not_words(real_corpus: LoadedCorpus) -> None:
    finding = _quotation(real_corpus, SAYS + '"قل هو الله أحد (1) الله الصمد (2)"')
    assert finding.match is not None
    assert finding.match.ranges == ("quran:112:1-2",)


@pytest.mark.parametrize(
    ("written", "ident", "fold"),
    [
        # مسؤولا for the muṣḥaf's مَسْـُٔولًا (17:36, its closing words)
        ("كل أولئك كان عنه مسؤولا", "quran:17:36", "hamza"),
        # اللّٰه with a dagger alef (2:255's opening)
        ("اللّٰه لا إله إلا هو الحي القيوم", "quran:2:255", "dagger_alef_dropped"),
        # جاءوا with the alef after waw al-jamāʿa, where the Uthmani 3:184 writes جَآءُو
        ("فإن كذبوك فقد كذب رسل من قبلك جاءوا", "quran:3:184", "waw_jama_alef"),
        # يا أيها, two words where the Uthmani joins them (2:104)
        ("يا أيها الذين آمنوا لا تقولوا راعنا", "quran:2:104", "vocative_ya"),
        # الليل with the article's two lams (92:1, وَٱلَّيْلِ)
        ("والليل إذا يغشى", "quran:92:1", "article_lam_once"),
        # الصلاة for ٱلصَّلَوٰةَ (2:43)
        ("وأقيموا الصلاة وآتوا الزكاة", "quran:2:43", "waw_ya_dagger_as_alef"),
    ],
)
def test_each_spelling_variant_is_found_and_reported(
    real_corpus: LoadedCorpus, written: str, ident: str, fold: str
) -> None:
    finding = _quotation(real_corpus, SAYS + "\u00ab" + written + "\u00bb")
    assert finding.audit_class == "in_corpus_not_served", finding.message
    assert finding.match is not None
    assert ident in finding.passage_ids
    assert fold in finding.match.folded
    assert "spelt differently" in finding.message


@pytest.mark.parametrize(
    "cite",
    ["(البقرة: 255)", "سورة البقرة، الآية ٢٥٥", "(Surah al-Baqarah 255)", "(al-Baqarah:255)"],
)
def test_each_citation_form_is_read_as_a_citation_of_the_verse(
    real_corpus: LoadedCorpus, cite: str
) -> None:
    opening = " ".join(_verse(real_corpus, "quran:2:255").split()[:8])
    finding = _quotation(real_corpus, f"\u00ab{opening}\u00bb {cite}")
    assert finding.citation is not None
    assert finding.citation.ids == ("quran:2:255",)
    assert (finding.audit_class, finding.citation_check) == ("in_corpus_not_served", "agrees")


def test_resolve_reference_reads_an_arabic_surah_name(real_corpus: LoadedCorpus) -> None:
    resolution = resolve(real_corpus.index, "البقرة: 255")
    assert (resolution.status, resolution.ids) == ("resolved", ("quran:2:255",))


def test_a_wrong_quotation_names_the_closest_verse_and_how_it_differs(
    real_corpus: LoadedCorpus,
) -> None:
    # 112:1 with أحد replaced by واحد
    draft = SAYS + "«قل هو الله واحد»"
    finding = _quotation(real_corpus, draft)
    assert finding.audit_class in ("paraphrase", "not_in_corpus")
    assert finding.match is not None
    assert finding.match.closest == "quran:112:1"
    assert finding.match.missing == ("احد",)
    assert finding.match.added == ("واحد",)
    assert "quran:112:1" in finding.message
