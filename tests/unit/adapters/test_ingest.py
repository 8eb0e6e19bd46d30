import os
from pathlib import Path

import attrs
import pytest

from sanad import __version__
from sanad.adapters.config_files import ConfigError
from sanad.adapters.corpus_store import index_payload, read_manifest
from sanad.adapters.ingest import (
    english_apart,
    lemma_field_apart,
    narrators_apart,
    pack_apart,
    run_ingest,
    terminal_progress,
    weigh_apart,
)
from sanad.adapters.ingest_parts import PARTS_DIRECTORY
from sanad.adapters.locations import cache_dir
from sanad.adapters.sources import SourceError
from sanad.core.bridge import Lexicon, LexiconEntry
from sanad.core.index import (
    ARABIC_FIELD,
    ENGLISH_FIELD,
    LEMMA_FREE_KINDS,
    build_index,
    chain_words_of,
    encode_prepared,
    encode_slice,
    english_sides,
    joined_links,
    narrator_lines,
    pack_and_link,
    pack_sentences,
    prepare_fields,
    read_narrators,
    weigh,
    with_arabic_lemmas,
)
from sanad.core.lemma import Lemmatiser
from sanad.core.passage import CollectionInfo, PassageRecord
from sanad.core.types import CollectionKey


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def quran_only(config: Path, english: str) -> None:
    edit(config / "sources.toml", 'english = "en.pickthall"', f'english = "{english}"')
    for key in ("hadith.bukhari", "hadith.muslim", "malik"):
        edit(config / "sources.toml", f"[{key}]\nenabled = true", f"[{key}]\nenabled = false")


WORDS = [
    "orphan",
    "prayer",
    "charity",
    "games",
    "of",
    "chance",
    "strong",
    "drink",
    "mercy",
    "patience",
    "night",
    "day",
    "يتيم",
    "صلاة",
    "زكاة",
    "صبر",
    "رحمة",
    "ليل",
]


def synthetic_records(count: int) -> list[PassageRecord]:
    records = []
    for n in range(count):
        surah, verse = divmod(n, 100)
        words = [WORDS[(n * 7 + i * 3) % len(WORDS)] for i in range(6 + n % 9)]
        records.append(
            PassageRecord(
                id=f"quran:{surah + 1}:{verse + 1}",
                collection="quran",
                number=f"{surah + 1}:{verse + 1}",
                chapter_number=surah + 1,
                chapter_english=None,
                chapter_arabic=None,
                arabic=" ".join(w for w in words if not w.isascii()) or "نص",
                english=" ".join(w for w in words if w.isascii())
                + f" number{n % 97}"
                + (" and games of chance" if n % 10 == 0 else ""),
                narrator="",
            )
        )
    return records


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the parallel path needs two CPUs")
def test_weighing_apart_builds_the_same_index(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    records = synthetic_records(4200)
    lexicon = Lexicon(
        edition="en.test", entries=(LexiconEntry(query="gambling", phrase="games of chance"),)
    )
    quran: dict[CollectionKey, CollectionInfo] = {"quran": tiny_collections["quran"]}
    prepared = prepare_fields(records)
    with weigh_apart(prepared, len(records), lexicon) as weighing:
        assert weighing.apart  # really took the two-process path
        weighed = weighing.result()
    assert set(weighed) == set(LEMMA_FREE_KINDS)
    lemma = encode_prepared(prepared, 0, len(records), lexicon, ("lemma",))
    parallel = build_index(records, quran, lexicon, lemma, weighed=weighed)
    single = build_index(records, quran, lexicon)
    assert parallel == single
    assert index_payload(parallel) == index_payload(single)
    assert parallel.bridges


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the parallel path needs two CPUs")
@pytest.mark.parametrize("apart", [True, False])
def test_lemma_fields_encoded_apart_build_the_same_index(
    tiny_collections: dict[CollectionKey, CollectionInfo], *, apart: bool
) -> None:
    records = synthetic_records(4200)
    lexicon = Lexicon(
        edition="en.test", entries=(LexiconEntry(query="gambling", phrase="games of chance"),)
    )
    lemmatiser = Lemmatiser(table={"games": "game"}, arabic={"يتيم": "يتيم"})
    quran: dict[CollectionKey, CollectionInfo] = {"quran": tiny_collections["quran"]}
    prepared = prepare_fields(records)
    whole = encode_prepared(prepared, 0, len(records), lexicon, ("lemma",), lemmatiser)
    with lemma_field_apart(
        prepared[:1], len(records), lexicon, lemmatiser, (), worth_it=apart
    ) as other:
        assert other.apart is apart
        here = encode_prepared(prepared[1:], 0, len(records), lexicon, ("lemma",), lemmatiser)
        split = [*other.result(), *here]
    assert [piece.fields for piece in split] == [(prepared[0].field,), (prepared[1].field,)]
    assert weigh(split, len(records), "lemma") == weigh(whole, len(records), "lemma")
    others = encode_prepared(prepared, 0, len(records), lexicon, LEMMA_FREE_KINDS)
    single = build_index(records, quran, lexicon, [*whole, *others], lemmatiser)
    fields_apart = build_index(records, quran, lexicon, [*split, *others], lemmatiser)
    assert index_payload(fields_apart) == index_payload(single)
    assert fields_apart.bigrams == single.bigrams
    assert fields_apart.bridges


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the parallel path needs two CPUs")
def test_sentences_packed_apart_are_those_packed_here(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    records = synthetic_records(4200)
    lemmatiser = Lemmatiser(table={"orphans": "orphan"}, arabic={"يتيم": "يتيم"})
    with english_apart(records, Lemmatiser(table={"orphans": "orphan"})) as englishing:
        assert englishing.apart  # really took the two-process path
        early, again = englishing.result()
    english = with_arabic_lemmas(early, again, records, lemmatiser)
    assert english == english_sides(records, lemmatiser)
    names = frozenset({"يتيم", "نص", "غير"})  # "غير" no lemma of theirs: linked, not kept
    with pack_apart(records, lemmatiser, english, names) as packing:
        assert packing.apart
        packed, links = packing.result()
    assert packed == pack_sentences(records, lemmatiser)
    assert links == pack_and_link(records, lemmatiser, english, names)[1]
    quran: dict[CollectionKey, CollectionInfo] = {"quran": tiny_collections["quran"]}
    lexicon = Lexicon.empty("en.test")
    cut = len(records) // 3
    joined = joined_links(
        pack_and_link(records[:cut], lemmatiser, english[:cut], names)[1],
        pack_and_link(records[cut:], lemmatiser, english[cut:], names, cut)[1],
    )
    assert joined == links
    kept = frozenset({"يتيم", "نص"})
    built = build_index(records, quran, lexicon, lemmatiser=lemmatiser, arabic_names=kept)
    given = build_index(
        records,
        quran,
        lexicon,
        lemmatiser=lemmatiser,
        arabic_names=kept,
        sentences=packed,
        name_links=links,
    )
    assert given == built
    assert built.names_after  # some name follows some word: the links were really compared


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="the parallel path needs two CPUs")
def test_narrator_lines_made_apart_are_those_the_index_reads(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    chain = "حدثنا مالك عن نافع عن ابن عمر قال سمعت رسول الله يقول "
    records = [
        attrs.evolve(
            record,
            id=f"bukhari:{n + 1}",
            collection="bukhari",
            arabic=chain + record.arabic,
            isnad_end=len(chain) * (n % 2),
        )
        for n, record in enumerate(synthetic_records(4200))
    ]
    with narrators_apart(records) as narrating:
        assert narrating.apart  # really took the two-process path
        lines, chain_words = narrating.result()
    assert lines == narrator_lines(records)
    assert chain_words == chain_words_of(records) >= {"حدثنا", "مالك"}
    bukhari: dict[CollectionKey, CollectionInfo] = {"bukhari": tiny_collections["bukhari"]}
    lexicon = Lexicon.empty("en.test")
    given = build_index(records, bukhari, lexicon, narrators=lines, chain_words=chain_words)
    assert given == build_index(records, bukhari, lexicon)
    assert given.narrators_at(0) == read_narrators(given, 0) != (None, None)
    assert given.narrators_at(1) == read_narrators(given, 1)


def test_small_corpora_have_their_sentences_packed_in_one_process() -> None:
    records = synthetic_records(50)
    english = english_sides(records, Lemmatiser())
    with pack_apart(records, Lemmatiser(), english, frozenset()) as packing:
        assert not packing.apart
        assert packing.result()[0] == pack_sentences(records, Lemmatiser())


def test_small_corpora_are_weighed_in_one_process(
    tiny_collections: dict[CollectionKey, CollectionInfo],
) -> None:
    records = synthetic_records(50)
    lexicon = Lexicon.empty("en.test")
    with weigh_apart(prepare_fields(records), len(records), lexicon) as weighing:
        assert not weighing.apart
        weighed = weighing.result()
    slices = [
        encode_slice(records, 0, lexicon, (ENGLISH_FIELD, ARABIC_FIELD), kind)
        for kind in LEMMA_FREE_KINDS
    ]
    assert weighed == {kind: weigh(slices, len(records), kind) for kind in LEMMA_FREE_KINDS}
    quran: dict[CollectionKey, CollectionInfo] = {"quran": tiny_collections["quran"]}
    lemma = [encode_slice(records, 0, lexicon, kind="lemma")]
    assert build_index(records, quran, lexicon, lemma, weighed=weighed).passage_count == 50


@pytest.mark.slow
def test_copyrighted_edition(config_copy: Path, tmp_path: Path) -> None:
    quran_only(config_copy, "en.sahih")
    lines: list[str] = []
    report = run_ingest(config_copy, tmp_path, lines.append)
    digest = "digesting WordNet and the English lemmas (once; cached for the next ingest)"
    assert [line for line in lines if line != digest] == [
        "[1/2] reading The Qur'an",
        "[2/2] indexing 6,236 passages",
    ]
    assert report.directory == tmp_path / "corpus"
    assert [batch.key for batch in report.batches] == ["quran"]
    assert report.index.passage_count == 6236
    assert report.seconds > 0
    copyright_warnings = [w for w in report.warnings if w.startswith("COPYRIGHT")]
    assert len(copyright_warnings) == 1
    assert "en.sahih" in copyright_warnings[0]
    assert any("lexicon.toml was written for en.pickthall" in w for w in report.warnings)
    assert any(w.startswith("lexicon bridge unusable") for w in report.warnings)
    manifest = read_manifest(report.directory)
    assert manifest.warnings == list(report.warnings)
    assert manifest.english_edition == "en.sahih"
    assert manifest.lexicon_edition == "en.pickthall"
    assert manifest.counts == {"quran": 6236}
    assert manifest.malik_json_sha256 is None
    assert manifest.sanad_version == __version__


def test_bad_config_writes_nothing(config_copy: Path, tmp_path: Path) -> None:
    edit(config_copy / "sources.toml", "[quran]\n", "[quran]\nsurah_names = true\n")
    with pytest.raises(ConfigError, match="surah_names"):
        run_ingest(config_copy, tmp_path, lambda _line: None)
    assert list(tmp_path.iterdir()) == [config_copy]


def test_bad_lexicon_writes_nothing(config_copy: Path, tmp_path: Path) -> None:
    edit(config_copy / "lexicon.toml", "[[bridge]]", "[[bridges]]")
    with pytest.raises(ConfigError, match=r"lexicon\.toml"):
        run_ingest(config_copy, tmp_path, lambda _line: None)
    assert not (tmp_path / "corpus").exists()


def test_missing_malik_json_writes_nothing(config_copy: Path, tmp_path: Path) -> None:
    quran_only(config_copy, "en.pickthall")
    edit(
        config_copy / "sources.toml",
        "[malik]\nenabled = false",
        '[malik]\nenabled = true\nhadith_json = "missing.json"',
    )
    with pytest.raises(SourceError, match=r"missing\.json"):
        run_ingest(config_copy, tmp_path, lambda _line: None)
    assert not (tmp_path / "corpus").exists()


def test_terminal_progress_is_silent_when_redirected(capsys: pytest.CaptureFixture[str]) -> None:
    progress = terminal_progress()
    progress("[1/5] reading The Qur'an")
    assert capsys.readouterr() == ("", "")


@pytest.mark.slow
def test_an_index_built_from_kept_parts_is_the_same_bytes(
    config_copy: Path, tmp_path: Path
) -> None:
    quran_only(config_copy, "en.pickthall")
    fresh = run_ingest(config_copy, tmp_path / "fresh", lambda _line: None, reuse=False)
    home = tmp_path / "home"
    made = run_ingest(config_copy, home, lambda _line: None)
    assert any((cache_dir(home) / PARTS_DIRECTORY).iterdir())
    reused = run_ingest(config_copy, home, lambda _line: None)
    assert index_payload(made.index) == index_payload(fresh.index)
    assert index_payload(reused.index) == index_payload(fresh.index)
