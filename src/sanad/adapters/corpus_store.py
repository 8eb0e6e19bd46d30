"""Writing and loading the built corpus under ``$SANAD_HOME/corpus``.

Two files: ``manifest.json`` (human-readable: format, package versions, config fingerprint,
counts) and ``index.bin`` (the index). ``index.bin`` holds a pickle of a few small plain
builtins (tuples, dicts, strings, numbers), then the byte columns raw, each at an 8-byte
boundary: the texts, packed sentences and postings, and every table of strings (the headers,
the lemma tables, the word lists …) packed with its own hash table (:mod:`sanad.core.packed`).
Loading uses an unpickler that refuses every class, so a tampered file cannot run code, and
maps the columns read-only instead of copying them: a server holds in memory only the pages its
questions touch, and the kernel shares and reclaims them. Both files are written
deterministically: two ingests of the same inputs give byte-identical files.

A new corpus is built whole in a staging directory beside the old one and swapped in by
rename; until then the working corpus is untouched, and on any failure (a full disk, an
interrupt) the staging directory is removed and the old corpus stays as it was. A process
that has the old file mapped keeps reading it (rename and removal leave its pages in place).
"""

import hashlib
import io
import json
import mmap
import os
import pickle
import shutil
import struct
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import attrs
import cattrs

from sanad import __version__
from sanad.adapters.strict import strict_converter
from sanad.core.bridge import UnusableBridge
from sanad.core.frequent import EncodedPosting, FrequentPostings, frequent_runs
from sanad.core.index import Index, PackedPostings
from sanad.core.lemma import Lemmatiser
from sanad.core.packed import PackedGroups, PackedMap, PackedRuns, PackedStrings, Positions
from sanad.core.packed_headers import PackedHeaders
from sanad.core.passage import CollectionInfo

FORMAT = 22  # 22: each passage's text hash, made at ingest (text_hashes)
# 21: the headers and every table of strings as packed columns, not pickled
# 20: index.bin, the byte columns mapped on load (the postings' terms hashed)
# 19: a particle's lemma only for the particle (التأمين is no أمّا)
# 18: the compiler's remark apart (matn_end, english_end)
# 17: collections by configuration (Collection.names)
# 16: بالفقه as الفقه; 15: شيئين as شيء; 14: وهو a function word; 13: سألو as سألوا
MANIFEST = "manifest.json"
INDEX = "index.bin"
_MAGIC = b"SANADIX\x00"
_HEAD = struct.Struct("<8sQ")  # the magic, then the pickle's length; the pickle follows
_ALIGN = 8
_COLUMNS = (
    "texts", "text_offsets", "bigrams", "sentences", "sentence_offsets", "naming_passages",
    "narrator_lines", "narrator_line_offsets", "text_hashes",
)  # fmt: skip
Packed = PackedHeaders | PackedMap | PackedGroups | PackedStrings | PackedRuns | PackedPostings
_TABLES: dict[str, type[Packed]] = {
    "headers": PackedHeaders, "arabic_lemmas": PackedMap,
    "units": PackedStrings, "families": PackedGroups, "predicates": PackedStrings,
    "ing_nouns": PackedStrings, "verbs": PackedStrings, "nouns": PackedStrings,
    "not_slips": PackedStrings, "kin": PackedGroups, "chain_words": PackedStrings,
    "arabic_verbs": PackedStrings, "names_after": PackedRuns,
    "postings": PackedPostings,
}  # fmt: skip
"""The packed tables, each stored as its fields' columns (``table.field``)."""
_PICKLE_PROTOCOL = 5


class CorpusUnavailableError(Exception):
    """The corpus is missing, stale or unreadable; the message is one line that says what to run."""


@attrs.frozen(kw_only=True)
class Manifest:
    """What a built corpus was built from, to tell when it has gone stale."""

    format: int
    sanad_version: str
    packages: dict[str, str]
    config_fingerprint: str
    malik_json_sha256: str | None
    counts: dict[str, int]
    lexicon_edition: str
    english_edition: str
    index_sha256: str
    warnings: list[str]


_converter = strict_converter()


class _BuiltinsOnly(pickle.Unpickler):
    def find_class(self, module: str, name: str) -> Any:  # noqa: ANN401 - pickle's own signature
        msg = f"the corpus file refers to {module}.{name}; only plain data is allowed"
        raise pickle.UnpicklingError(msg)


def _write_synced(path: Path, data: bytes) -> None:
    """Write ``data`` to a new file and sync it, a page at a time.

    Linux keeps what one large write wrote in large page-cache folios (2 MB), and maps a whole
    folio into a process that reads a byte of it: a server reading scattered passages of a
    corpus written so would hold 2 MB of the file for each. Written a page at a time, the
    file's pages stay apart, and a read maps its own page (and the few around it the kernel
    maps with it).
    """
    page = mmap.PAGESIZE
    view = memoryview(data)
    with path.open("xb", buffering=0) as handle:
        for start in range(0, len(view), page):
            piece = view[start : start + page]
            while piece:  # a raw write may write less than it is given
                piece = piece[handle.write(piece) :]
        os.fsync(handle.fileno())


def _sync_directory(path: Path) -> None:
    if os.name != "posix":
        return  # directories cannot be opened for fsync elsewhere
    descriptor = os.open(path, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def _remove(path: Path) -> None:
    """Remove a file, a symlink or a directory tree, whichever ``path`` is (if it exists)."""
    if path.is_symlink() or path.is_file():
        path.unlink(missing_ok=True)
    elif path.is_dir():
        shutil.rmtree(path, ignore_errors=True)


def _remove_abandoned(parent: Path, name: str) -> None:
    """Staging and retired directories left by an ingest that was killed (its pid is gone)."""
    for leftover in parent.glob(f".{name}.*-*"):
        pid = leftover.name.rsplit("-", 1)[-1]
        if pid.isdigit() and not _alive(int(pid)):
            _remove(leftover)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists, under another user
    return True


def file_sha256(path: Path) -> str:
    """The SHA-256 of a file's bytes, as ``sha256:<hex>``."""
    return "sha256:" + hashlib.sha256(path.read_bytes()).hexdigest()


def _packed(index: Index) -> PackedPostings:
    return (
        index.postings
        if isinstance(index.postings, PackedPostings)
        else PackedPostings.pack(index.postings)
    )


def _padded(length: int) -> int:
    return -length % _ALIGN


def _interned(value: object) -> object:
    """``value`` (plain data) with each distinct string one object, wherever it stands.

    Pickle writes a string object met twice once, then refers to it: equal payloads must not
    pickle differently because their equal strings were one object in one build and two in
    another (as the iteration of a set, which the hash seed orders, may leave them).
    """
    if isinstance(value, str):
        return sys.intern(value)
    if isinstance(value, dict):
        return {_interned(key): _interned(item) for key, item in value.items()}
    if isinstance(value, tuple):
        return tuple(_interned(item) for item in value)
    if isinstance(value, list):
        return [_interned(item) for item in value]
    return value


def _tables(index: Index) -> dict[str, Packed]:
    """The index's tables of strings and its postings, packed (sorted where order is free)."""
    names_after = index.names_after
    if names_after is None:
        msg = "an index written to disk records which names follow which words (build_index)"
        raise ValueError(msg)
    sets = {
        name: PackedStrings.pack(sorted(getattr(index, name)))
        for name, kind in _TABLES.items()
        if kind is PackedStrings
    }
    return {
        "headers": index.headers,
        "arabic_lemmas": PackedMap.pack(dict(sorted(index.lemmatiser.arabic.items()))),
        "families": PackedGroups.pack(dict(sorted(index.families.items()))),
        "kin": PackedGroups.pack(dict(sorted(index.kin.items()))),
        "names_after": PackedRuns.pack(
            {word: dict(sorted(after.items())) for word, after in sorted(names_after.items())}
        ),
        "postings": _packed(index),
        **sets,
    }


def index_payload(index: Index) -> bytes:
    """The index as the deterministic bytes of ``index.bin`` (see the module's docstring)."""
    payload: dict[str, object] = {
        "format": FORMAT,
        "spans": dict(index.spans),
        "collections": {k: _converter.unstructure(v) for k, v in index.collections.items()},
        "bridges": dict(index.bridges),
        "unusable_bridges": [_converter.unstructure(b) for b in index.unusable_bridges],
        "lexicon_edition": index.lexicon_edition,
        # The English lemma table stays a dict: spelling correction looks up every slip of an
        # unknown word in it (hundreds), where a packed lookup costs twenty times a dict's.
        "lemmas": dict(sorted(index.lemmatiser.table.items())),
        # So do the Qur'an's few hundred proper names: a name question reads every word of its
        # windows against them.
        "arabic_names": tuple(sorted(index.arabic_names)),
    }
    tables = _tables(index)
    payload["frequent"] = frequent_runs(
        _table(tables, "postings", PackedPostings), index.passage_count
    )
    columns: list[tuple[str, bytes | memoryview]] = [
        *((name, getattr(index, name)) for name in _COLUMNS),
        *(
            (f"{name}.{field.name}", getattr(tables[name], field.name))
            for name, kind in _TABLES.items()
            for field in attrs.fields(kind)
        ),
    ]
    table: dict[str, tuple[int, int]] = {}
    at = 0
    for name, column in columns:
        table[name] = (at, len(column))
        at += len(column) + _padded(len(column))
    payload["columns"] = table
    head = pickle.dumps(_interned(payload), protocol=_PICKLE_PROTOCOL)
    parts = [_HEAD.pack(_MAGIC, len(head)), head, bytes(_padded(_HEAD.size + len(head)))]
    for _, column in columns:
        parts.extend((bytes(column), bytes(_padded(len(column)))))
    return b"".join(parts)


def write_corpus(directory: Path, index: Index, manifest: Manifest) -> None:
    """Build the corpus in a staging directory, then swap it in for ``directory`` by rename.

    On any failure the staging directory is removed and ``directory`` is left as it was.
    """
    parent, name = directory.parent, directory.name
    parent.mkdir(parents=True, exist_ok=True)
    _remove_abandoned(parent, name)
    staging = parent / f".{name}.new-{os.getpid()}"
    retired = parent / f".{name}.old-{os.getpid()}"
    _remove(staging)
    try:
        staging.mkdir()
        payload = index_payload(index)
        _write_synced(staging / INDEX, payload)
        complete = attrs.evolve(
            manifest, index_sha256="sha256:" + hashlib.sha256(payload).hexdigest()
        )
        text = json.dumps(
            _converter.unstructure(complete), indent=2, ensure_ascii=False, sort_keys=True
        )
        _write_synced(staging / MANIFEST, (text + "\n").encode("utf-8"))
        _sync_directory(staging)
        had_corpus = directory.is_symlink() or directory.exists()
        if had_corpus:
            directory.rename(retired)
        try:
            staging.rename(directory)
        except BaseException:
            if had_corpus:
                retired.rename(directory)
            raise
        _sync_directory(parent)
    except BaseException:
        _remove(staging)
        raise
    _remove(retired)  # a symlinked corpus loses only the link, never what it points to


def read_manifest(directory: Path) -> Manifest:
    """The manifest of the corpus in ``directory``; CorpusUnavailableError when unusable."""
    path = directory / MANIFEST
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise TypeError  # noqa: TRY301 - one path for every malformed manifest
        manifest = _converter.structure(data, Manifest)
    except FileNotFoundError:
        msg = f"no corpus at {directory}: run `sanad ingest` first"
        raise CorpusUnavailableError(msg) from None
    except (OSError, ValueError, TypeError, RecursionError, cattrs.BaseValidationError):
        msg = f"the corpus manifest {path} is unreadable: run `sanad ingest` to rebuild it"
        raise CorpusUnavailableError(msg) from None
    if manifest.format != FORMAT:
        msg = (
            f"the corpus at {directory} has format {manifest.format}, this Sanad reads "
            f"{FORMAT}: run `sanad ingest`"
        )
        raise CorpusUnavailableError(msg)
    return manifest


def check_fresh(
    manifest: Manifest, *, packages: dict[str, str], fingerprint: str, malik_json_sha256: str | None
) -> None:
    """Raise CorpusUnavailableError when the corpus was built from other packages or config."""
    changed = sorted(
        f"{name} {manifest.packages.get(name, 'missing')} → {version}"
        for name, version in packages.items()
        if manifest.packages.get(name) != version
    )
    if changed:
        msg = (
            f"the corpus is stale (package versions changed: {'; '.join(changed)}): "
            "run `sanad ingest`"
        )
        raise CorpusUnavailableError(msg)
    if manifest.sanad_version != __version__:
        msg = (
            f"the corpus was built by Sanad {manifest.sanad_version}, this is {__version__}: "
            "run `sanad ingest`"
        )
        raise CorpusUnavailableError(msg)
    if manifest.config_fingerprint != fingerprint:
        msg = (
            "the corpus is stale (config/sources.toml or config/lexicon.toml changed since "
            "it was built): run `sanad ingest`"
        )
        raise CorpusUnavailableError(msg)
    if manifest.malik_json_sha256 != malik_json_sha256:
        msg = "the corpus is stale (the Muwatta hadith-json file changed): run `sanad ingest`"
        raise CorpusUnavailableError(msg)


def _column_names() -> set[str]:
    return {
        *_COLUMNS,
        *(f"{name}.{field.name}" for name, kind in _TABLES.items() for field in attrs.fields(kind)),
    }


def _check_shape(payload: object) -> dict[str, Any]:
    """Raise TypeError unless the pickle has the types and sizes :func:`index_payload` writes."""
    if not isinstance(payload, dict) or payload.get("format") != FORMAT:
        raise TypeError
    kinds = {
        "spans": dict, "collections": dict, "bridges": dict, "unusable_bridges": list,
        "lexicon_edition": str, "lemmas": dict, "arabic_names": tuple, "frequent": dict,
        "columns": dict,
    }  # fmt: skip
    if any(not isinstance(payload.get(key), kind) for key, kind in kinds.items()):
        raise TypeError
    if set(payload["columns"]) != _column_names() or not all(
        isinstance(span, tuple)
        and len(span) == 2  # noqa: PLR2004 - a column's offset and length
        and all(isinstance(n, int) and n >= 0 for n in span)
        for span in payload["columns"].values()
    ):
        raise TypeError
    return payload


def _check_columns(columns: dict[str, memoryview], passages: int) -> None:
    """Raise TypeError unless the mapped columns have the sizes their passages need."""
    if (
        len(columns["text_offsets"]) != 8 * (4 * passages + 1)
        or len(columns["sentence_offsets"]) != 8 * (passages + 1)
        or len(columns["narrator_line_offsets"]) != 8 * (passages + 1)
        or len(columns["text_hashes"]) != 32 * passages  # a SHA-256 digest each
        or len(columns["naming_passages"]) % 4
        or len(columns["bigrams"]) % 4
    ):
        raise TypeError


def _mapped(file: io.BufferedReader, path: Path, expected_sha256: str | None) -> memoryview:
    """The open file at ``path``, mapped read-only, after checking its digest when one is given.

    The digest is read through the file, not the mapping, so checking it leaves no page of
    the index in this process's memory; read without read-ahead, so that a file not in the
    page cache is not brought in as large folios either (see :func:`_write_synced`).
    """
    if hasattr(os, "posix_fadvise"):
        os.posix_fadvise(file.fileno(), 0, 0, os.POSIX_FADV_RANDOM)
    if expected_sha256 is not None and (
        "sha256:" + hashlib.file_digest(file, "sha256").hexdigest() != expected_sha256
    ):
        msg = (
            f"the corpus file {path} does not match its manifest (edited or damaged "
            "after ingest): run `sanad ingest` to rebuild it"
        )
        raise CorpusUnavailableError(msg)
    mapped = mmap.mmap(file.fileno(), 0, access=mmap.ACCESS_READ)
    # Questions read scattered passages: each page is mapped when read, never its neighbours.
    mapped.madvise(mmap.MADV_RANDOM)
    return memoryview(mapped)


def _reader(file: io.BufferedReader, view: memoryview) -> Callable[[int, int], bytes]:
    """What reads ``length`` bytes at ``offset`` of the file through the file, not the mapping.

    What is read once on load (the pickle, the frequent terms' postings) so leaves no page of
    the mapping in this process's memory.
    """
    if not hasattr(os, "pread"):
        return lambda offset, length: bytes(view[offset : offset + length])
    descriptor = file.fileno()
    return lambda offset, length: os.pread(descriptor, length, offset)


@attrs.frozen(kw_only=True)
class _Read:
    """``index.bin`` as read on load: its pickle, columns, tables and frequent postings."""

    payload: dict[str, Any]
    columns: dict[str, memoryview]
    tables: dict[str, Packed]
    frequent: dict[str, EncodedPosting]


def _read(view: memoryview, read: Callable[[int, int], bytes]) -> _Read:
    """The checked pickle of ``index.bin``, its columns, tables and frequent postings.

    The columns and tables are views of the mapping; the pickle and the stored postings of the
    frequent terms are read through the file, once.
    """
    magic, length = _HEAD.unpack(read(0, _HEAD.size))
    if magic != _MAGIC or _HEAD.size + length > len(view):
        raise TypeError
    payload = _check_shape(_BuiltinsOnly(io.BytesIO(read(_HEAD.size, length))).load())
    start = _HEAD.size + length + _padded(_HEAD.size + length)
    columns = {}
    for name, (offset, size) in payload["columns"].items():
        if start + offset + size > len(view):
            raise TypeError
        columns[name] = view[start + offset : start + offset + size]
    tables = {
        name: kind(**{field.name: columns[f"{name}.{field.name}"] for field in attrs.fields(kind)})
        for name, kind in _TABLES.items()
    }
    for packed in tables.values():
        packed.check()
    _check_columns(columns, len(tables["headers"]))
    ordinals, _ = payload["columns"]["postings.ordinals"]
    weights, stored = payload["columns"]["postings.weights"]
    frequent: dict[str, EncodedPosting] = {}
    for term, (first, last) in payload["frequent"].items():
        if not 0 <= first <= last <= stored // 4:
            raise TypeError
        size = 4 * (last - first)
        frequent[term] = (
            read(start + ordinals + 4 * first, size),
            read(start + weights + 4 * first, size),
        )
    return _Read(payload=payload, columns=columns, tables=tables, frequent=frequent)


_P = TypeVar("_P", bound=Packed)


def _table(tables: dict[str, Packed], name: str, kind: type[_P]) -> _P:
    """The table ``name``, as the class :data:`_TABLES` reads it as."""
    table = tables[name]
    if not isinstance(table, kind):
        raise TypeError
    return table


def load_index(directory: Path, expected_sha256: str | None = None) -> Index:
    """Load the index written by :func:`write_corpus`; CorpusUnavailableError when unreadable.

    With ``expected_sha256`` (the manifest's), a file whose bytes differ is refused: an index
    edited or damaged after ingest could otherwise serve altered text as verbatim scripture.
    The byte columns stay in the file, mapped read-only (see the module's docstring).
    """
    path = directory / INDEX
    try:
        with path.open("rb") as file:
            view = _mapped(file, path, expected_sha256)
            read = _read(view, _reader(file, view))
        payload, columns, tables = read.payload, read.columns, read.tables
        headers = _table(tables, "headers", PackedHeaders)
        return Index(
            headers=headers,
            texts=columns["texts"],
            text_offsets=columns["text_offsets"],
            ordinals=Positions(strings=headers.ids),
            spans=payload["spans"],
            collections={
                key: _converter.structure(value, CollectionInfo)
                for key, value in payload["collections"].items()
            },
            postings=_table(tables, "postings", PackedPostings),
            bridges=payload["bridges"],
            unusable_bridges=tuple(
                _converter.structure(b, UnusableBridge) for b in payload["unusable_bridges"]
            ),
            lexicon_edition=payload["lexicon_edition"],
            lemmatiser=Lemmatiser(
                table=payload["lemmas"],
                arabic=_table(tables, "arabic_lemmas", PackedMap),
            ),
            units=_table(tables, "units", PackedStrings),
            families=_table(tables, "families", PackedGroups),
            predicates=_table(tables, "predicates", PackedStrings),
            ing_nouns=_table(tables, "ing_nouns", PackedStrings),
            verbs=_table(tables, "verbs", PackedStrings),
            nouns=_table(tables, "nouns", PackedStrings),
            bigrams=columns["bigrams"],
            not_slips=_table(tables, "not_slips", PackedStrings),
            kin=_table(tables, "kin", PackedGroups),
            chain_words=_table(tables, "chain_words", PackedStrings),
            arabic_verbs=_table(tables, "arabic_verbs", PackedStrings),
            arabic_names=frozenset(payload["arabic_names"]),
            sentences=columns["sentences"],
            sentence_offsets=columns["sentence_offsets"],
            names_after=_table(tables, "names_after", PackedRuns),
            naming_passages=columns["naming_passages"],
            narrator_lines=columns["narrator_lines"],
            narrator_line_offsets=columns["narrator_line_offsets"],
            text_hashes=columns["text_hashes"],
            frequent=FrequentPostings.decode(read.frequent, len(headers)),
        )
    except FileNotFoundError:
        msg = f"the corpus at {directory} has no {INDEX}: run `sanad ingest`"
        raise CorpusUnavailableError(msg) from None
    except (
        OSError,
        EOFError,
        pickle.UnpicklingError,
        TypeError,
        KeyError,
        ValueError,
        AttributeError,
        IndexError,
        MemoryError,  # a length field claiming 2**62 bytes: refused, never a traceback
        struct.error,  # a file shorter than its head
        OverflowError,
        RecursionError,
        cattrs.BaseValidationError,
    ):
        msg = f"the corpus file {path} is unreadable: run `sanad ingest` to rebuild it"
        raise CorpusUnavailableError(msg) from None
