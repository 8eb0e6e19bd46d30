"""Writing and loading the built corpus under ``$SANAD_HOME/corpus``.

Two files: ``manifest.json`` (human-readable: format, package versions, config fingerprint,
counts) and ``index.bin`` (the index). ``index.bin`` holds a pickle of plain builtins only
(tuples, dicts, strings, numbers), then the large byte columns (texts, packed sentences,
postings …) raw, each at an 8-byte boundary. Loading uses an unpickler that refuses every
class, so a tampered file cannot run code, and maps the columns read-only instead of copying
them: a server holds in memory only the pages its questions touch, and the kernel shares and
reclaims them. Both files are written deterministically: two ingests of the same inputs give
byte-identical files.

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
from pathlib import Path
from typing import Any

import attrs
import cattrs

from sanad import __version__
from sanad.adapters.strict import strict_converter
from sanad.core.bridge import UnusableBridge
from sanad.core.index import Index, PackedPostings
from sanad.core.lemma import Lemmatiser
from sanad.core.passage import CollectionInfo

FORMAT = 20  # 20: index.bin, the byte columns mapped on load (the postings' terms hashed)
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
    "narrator_lines", "narrator_line_offsets",
)  # fmt: skip
_POSTING_COLUMNS = ("names", "name_offsets", "slots", "bounds", "ordinals", "weights")
_PICKLE_PROTOCOL = 5
_HEADER_FIELDS = 9


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
    with path.open("xb") as handle:
        handle.write(data)
        handle.flush()
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


def index_payload(index: Index) -> bytes:
    """The index as the deterministic bytes of ``index.bin`` (see the module's docstring)."""
    names_after = index.names_after
    if names_after is None:
        msg = "an index written to disk records which names follow which words (build_index)"
        raise ValueError(msg)
    payload = {
        "format": FORMAT,
        "headers": index.headers,
        "ordinals": dict(index.ordinals),
        "spans": dict(index.spans),
        "collections": {k: _converter.unstructure(v) for k, v in index.collections.items()},
        "bridges": dict(index.bridges),
        "unusable_bridges": [_converter.unstructure(b) for b in index.unusable_bridges],
        "lexicon_edition": index.lexicon_edition,
        "lemmas": dict(sorted(index.lemmatiser.table.items())),
        "arabic_lemmas": dict(sorted(index.lemmatiser.arabic.items())),
        "units": tuple(sorted(index.units)),
        "families": dict(index.families),
        "predicates": tuple(sorted(index.predicates)),
        "ing_nouns": tuple(sorted(index.ing_nouns)),
        "verbs": tuple(sorted(index.verbs)),
        "nouns": tuple(sorted(index.nouns)),
        "not_slips": tuple(sorted(index.not_slips)),
        "kin": dict(sorted(index.kin.items())),
        "chain_words": tuple(sorted(index.chain_words)),
        "arabic_verbs": tuple(sorted(index.arabic_verbs)),
        "arabic_names": tuple(sorted(index.arabic_names)),
        "names_after": {
            word: dict(sorted(after.items())) for word, after in sorted(names_after.items())
        },
    }
    packed = _packed(index)
    columns = [
        *((name, getattr(index, name)) for name in _COLUMNS),
        *((name, getattr(packed, name)) for name in _POSTING_COLUMNS),
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


def _check_shape(payload: object) -> dict[str, Any]:
    """Raise TypeError unless the pickle has the types and sizes :func:`index_payload` writes."""
    if not isinstance(payload, dict) or payload.get("format") != FORMAT:
        raise TypeError
    kinds = {
        "headers": tuple, "ordinals": dict, "spans": dict, "collections": dict,
        "bridges": dict, "unusable_bridges": list, "lexicon_edition": str, "lemmas": dict,
        "arabic_lemmas": dict, "units": tuple, "families": dict, "predicates": tuple,
        "ing_nouns": tuple, "verbs": tuple, "nouns": tuple, "not_slips": tuple, "kin": dict,
        "chain_words": tuple, "arabic_verbs": tuple, "arabic_names": tuple,
        "names_after": dict, "columns": dict,
    }  # fmt: skip
    if any(not isinstance(payload.get(key), kind) for key, kind in kinds.items()):
        raise TypeError
    if set(payload["columns"]) != {*_COLUMNS, *_POSTING_COLUMNS} or not all(
        isinstance(span, tuple)
        and len(span) == 2  # noqa: PLR2004 - a column's offset and length
        and all(isinstance(n, int) and n >= 0 for n in span)
        for span in payload["columns"].values()
    ):
        raise TypeError
    if len(payload["ordinals"]) != len(payload["headers"]):
        raise TypeError
    if not all(isinstance(h, tuple) and len(h) == _HEADER_FIELDS for h in payload["headers"]):
        raise TypeError
    return payload


def _check_columns(columns: dict[str, memoryview], passages: int) -> None:
    """Raise TypeError unless the mapped columns have the sizes their passages and terms need."""
    terms = len(columns["name_offsets"]) // 4 - 1
    slots = len(columns["slots"]) // 4
    if (
        terms < 0
        or len(columns["name_offsets"]) % 4
        or len(columns["slots"]) % 4
        or slots & (slots - 1)
        or slots <= 2 * terms
        or len(columns["text_offsets"]) != 8 * (4 * passages + 1)
        or len(columns["sentence_offsets"]) != 8 * (passages + 1)
        or len(columns["narrator_line_offsets"]) != 8 * (passages + 1)
        or len(columns["naming_passages"]) % 4
        or len(columns["bigrams"]) % 4
        or len(columns["bounds"]) != 8 * (terms + 1)
        or len(columns["ordinals"]) != len(columns["weights"])
        or len(columns["ordinals"]) % 4
    ):
        raise TypeError


def _mapped(path: Path, expected_sha256: str | None) -> memoryview:
    """The file at ``path``, mapped read-only, after checking its digest when one is given.

    The digest is read through the file, not the mapping, so checking it leaves no page of
    the index in this process's memory.
    """
    with path.open("rb") as file:
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


def _read(view: memoryview) -> tuple[dict[str, Any], dict[str, memoryview]]:
    """The checked pickle of ``index.bin``, and its columns as views of the mapping."""
    magic, length = _HEAD.unpack_from(view)
    if magic != _MAGIC or _HEAD.size + length > len(view):
        raise TypeError
    payload = _check_shape(_BuiltinsOnly(io.BytesIO(view[_HEAD.size : _HEAD.size + length])).load())
    start = _HEAD.size + length + _padded(_HEAD.size + length)
    columns = {}
    for name, (offset, size) in payload["columns"].items():
        if start + offset + size > len(view):
            raise TypeError
        columns[name] = view[start + offset : start + offset + size]
    _check_columns(columns, len(payload["headers"]))
    return payload, columns


def load_index(directory: Path, expected_sha256: str | None = None) -> Index:
    """Load the index written by :func:`write_corpus`; CorpusUnavailableError when unreadable.

    With ``expected_sha256`` (the manifest's), a file whose bytes differ is refused: an index
    edited or damaged after ingest could otherwise serve altered text as verbatim scripture.
    The byte columns stay in the file, mapped read-only (see the module's docstring).
    """
    path = directory / INDEX
    try:
        payload, columns = _read(_mapped(path, expected_sha256))
        return Index(
            headers=payload["headers"],
            texts=columns["texts"],
            text_offsets=columns["text_offsets"],
            ordinals=payload["ordinals"],
            spans=payload["spans"],
            collections={
                key: _converter.structure(value, CollectionInfo)
                for key, value in payload["collections"].items()
            },
            postings=PackedPostings(**{name: columns[name] for name in _POSTING_COLUMNS}),
            bridges=payload["bridges"],
            unusable_bridges=tuple(
                _converter.structure(b, UnusableBridge) for b in payload["unusable_bridges"]
            ),
            lexicon_edition=payload["lexicon_edition"],
            lemmatiser=Lemmatiser(table=payload["lemmas"], arabic=payload["arabic_lemmas"]),
            units=frozenset(payload["units"]),
            families=payload["families"],
            predicates=frozenset(payload["predicates"]),
            ing_nouns=frozenset(payload["ing_nouns"]),
            verbs=frozenset(payload["verbs"]),
            nouns=frozenset(payload["nouns"]),
            bigrams=columns["bigrams"],
            not_slips=frozenset(payload["not_slips"]),
            kin=payload["kin"],
            chain_words=frozenset(payload["chain_words"]),
            arabic_verbs=frozenset(payload["arabic_verbs"]),
            arabic_names=frozenset(payload["arabic_names"]),
            sentences=columns["sentences"],
            sentence_offsets=columns["sentence_offsets"],
            names_after=payload["names_after"],
            naming_passages=columns["naming_passages"],
            narrator_lines=columns["narrator_lines"],
            narrator_line_offsets=columns["narrator_line_offsets"],
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
