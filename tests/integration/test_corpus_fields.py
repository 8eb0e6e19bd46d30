"""The passage fields of the real corpus (design §4, issue 2 item 3), checked on every passage."""

import re
from collections import Counter
from pathlib import Path

import attrs
import pytest

from integration.clirun import run_cli
from sanad.adapters.loading import LoadedCorpus
from sanad.adapters.sources import QURAN_ARABIC_DIST, QURAN_ARABIC_FILE, data_file
from sanad.core.passage import Passage

pytestmark = pytest.mark.slow

SAHIH_GRADING = {"label": "Sahih (by collection)", "basis": "collection"}
PASSAGE_KEYS = {field.name for field in attrs.fields(Passage)}


@pytest.fixture(scope="module")
def passages(real_corpus: LoadedCorpus) -> dict[str, list[Passage]]:
    """Every passage of the real corpus, by collection."""
    index = real_corpus.index
    grouped: dict[str, list[Passage]] = {}
    for ordinal in range(index.passage_count):
        passage = index.passage_at(ordinal)
        grouped.setdefault(passage.collection.key, []).append(passage)
    return grouped


def test_counts(passages: dict[str, list[Passage]], real_corpus: LoadedCorpus) -> None:
    counts = {key: len(group) for key, group in passages.items()}
    assert counts == {"quran": 6236, "bukhari": 7277, "muslim": 7459, "malik": 1594}
    assert real_corpus.manifest.counts == counts


def test_quran_passages(passages: dict[str, list[Passage]]) -> None:
    surahs = Counter(int(p.numbering.number.split(":")[0]) for p in passages["quran"])
    assert sorted(surahs) == list(range(1, 115))
    assert surahs[1] == 7
    assert surahs[2] == 286
    for passage in passages["quran"]:
        surah, verse = passage.numbering.number.split(":")
        assert passage.id == f"quran:{surah}:{verse}"
        assert passage.reference == f"Qur'an {surah}:{verse}"
        assert passage.source_url == f"https://quran.com/{surah}/{verse}"
        assert passage.grading is not None
        assert attrs.asdict(passage.grading) == {"label": "Qur'an", "basis": "scripture"}
        assert passage.numbering.is_cited_number is True
        assert passage.edition is not None
        assert passage.edition.id == "en.pickthall"
        assert "Pickthall" in passage.edition.translator
        assert "Tanzil" in passage.attribution
        assert "tanzil.net" in passage.licence
        assert passage.arabic
        assert passage.english
        assert passage.review.status == "unreviewed"


def test_tanzil_notice_travels_with_the_text(passages: dict[str, list[Passage]]) -> None:
    notice_lines = [
        line.lstrip("#").strip()
        for line in data_file(QURAN_ARABIC_DIST, QURAN_ARABIC_FILE)
        .read_text(encoding="utf-8")
        .splitlines()
        if line.startswith("#") and line.lstrip("#").strip()
    ]
    attribution = passages["quran"][0].attribution
    assert "Tanzil Quran Text" in attribution
    for line in notice_lines:
        assert line in attribution


def test_quran_arabic_is_verbatim(passages: dict[str, list[Passage]]) -> None:
    source = data_file(QURAN_ARABIC_DIST, QURAN_ARABIC_FILE).read_text(encoding="utf-8")
    line = re.compile(r"^(\d+)\|(\d+)\|(.*)$", re.MULTILINE)
    verses = {f"quran:{m[1]}:{m[2]}": m[3] for m in line.finditer(source)}
    assert len(verses) == 6236
    assert {p.id: p.arabic for p in passages["quran"]} == verses


@pytest.mark.parametrize("key", ["bukhari", "muslim"])
def test_sahih_collections(passages: dict[str, list[Passage]], key: str) -> None:
    group = passages[key]
    assert [p.id for p in group] == [f"{key}:{n}" for n in range(1, len(group) + 1)]
    for passage in group:
        assert passage.grading is not None
        assert attrs.asdict(passage.grading) == SAHIH_GRADING
        assert passage.grading_unavailable is None
        assert passage.numbering.is_cited_number is False
        assert "NOT the hadith number people cite" in passage.numbering.note
        assert "entry" in passage.reference
        assert "of the packaged dataset" in passage.reference
        assert passage.source_url is None
        assert passage.edition is None
        assert passage.edition_unavailable
        assert passage.arabic


def test_malik_arabic_only(passages: dict[str, list[Passage]]) -> None:
    for passage in passages["malik"]:
        assert re.fullmatch(r"malik:entry-\d+", passage.id)
        assert passage.grading is None
        assert passage.grading_unavailable
        assert passage.numbering.is_cited_number is False
        assert passage.source_url is None
        assert passage.english is None
        assert passage.translation_unavailable
        assert passage.arabic


@pytest.mark.parametrize("key", ["bukhari", "muslim"])
def test_the_entry_with_empty_english_keeps_its_arabic(
    passages: dict[str, list[Passage]], key: str
) -> None:
    missing = [p for p in passages[key] if p.english is None]
    assert len(missing) == 1
    passage = missing[0]
    assert len(passage.arabic) > 100
    assert passage.translation_unavailable
    assert all(p.translation_unavailable is None for p in passages[key] if p.english)


@pytest.mark.parametrize("key", ["bukhari", "muslim"])
def test_missing_translation_note_is_about_the_entry(
    passages: dict[str, list[Passage]], key: str
) -> None:
    # Fixed bug: the note says "No English translation is ingested for this collection", but
    # thousands of other entries of the collection carry English: only this entry lacks it.
    passage = next(p for p in passages[key] if p.english is None)
    note = passage.translation_unavailable or ""
    assert "for this collection" not in note
    assert "entry" in note


def test_source_url_only_on_quran(passages: dict[str, list[Passage]]) -> None:
    with_url = {key for key, group in passages.items() for p in group if p.source_url}
    assert with_url == {"quran"}


def test_passage_json_has_every_field(home: Path) -> None:
    result = run_cli("passage", "--json", "quran:2:219", home=home)
    assert result.code == 0, result
    passage = result.json()
    assert set(passage) == PASSAGE_KEYS
    assert passage["id"] == "quran:2:219"
    assert passage["reference"] == "Qur'an 2:219"
    assert passage["collection"]["key"] == "quran"
    assert passage["numbering"] == {
        "scheme": "surah:verse",
        "number": "2:219",
        "is_cited_number": True,
        "note": passage["numbering"]["note"],
    }
    assert passage["chapter"]["number"] == 2
    source = data_file(QURAN_ARABIC_DIST, QURAN_ARABIC_FILE).read_text(encoding="utf-8")
    assert f"\n2|219|{passage['arabic']}\n" in source
    assert "strong drink and games of chance" in passage["english"]
    assert passage["translation_unavailable"] is None
    assert passage["edition"]["id"] == "en.pickthall"
    assert passage["edition_unavailable"] is None
    assert passage["grading"] == {"label": "Qur'an", "basis": "scripture"}
    assert passage["grading_unavailable"] is None
    assert passage["review"]["status"] == "unreviewed"
    assert passage["review"]["reviewed_by"] is None
    assert passage["review"]["text_hash"].startswith("sha256:")
    assert passage["source_url"] == "https://quran.com/2/219"
    assert "Tanzil" in passage["attribution"]
    assert passage["licence"]


def test_passage_human_output(home: Path) -> None:
    result = run_cli("passage", "bukhari:1", home=home)
    assert result.code == 0, result
    out = result.stdout
    assert out.startswith("Sahih al-Bukhari — entry 1 of the packaged dataset")
    assert "Grading: Sahih (by collection) (basis: collection)" in out
    assert "Review: unreviewed" in out
    assert "Numbering: sequential entry" in out
    assert "Source:" not in out
