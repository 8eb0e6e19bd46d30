"""Per-collection parts of an ingest, kept in the cache directory for the next ingest.

Three steps of ingest read one passage at a time: its narrator lines (and chain words), its
English sentences made before the Arabic lemma table is known, and its packed sentences with
the name links found in them. Each collection's share of each is kept here, under a key made
of everything it was made from:

- the code: every ``.py`` file of the installed ``sanad`` package (a change to any source
  file, and so to any table held in code, is a new key), the corpus ``FORMAT`` and version;
- the collection's records themselves, by the SHA-256 of their pickled bytes (the source
  files, the config and the reading code all end up in them);
- the tables the step reads: the English lemma table for the English sentences; the whole
  lemmatiser (English and Arabic tables) and the Arabic names for the packed sentences.

A fourth is the reading of each hadith collection itself (its records, with each chain of
narrators found: the larger part of reading it), kept under the SHA-256 of its data file, its
entry in ``sources.toml`` and the package's version, besides the code; and so is the Qur'an's
(its verses with their search forms), under the SHA-256 of its three files, its entry and the
versions of the packages it reads (the surah names' too). The digest of the Qur'an's word analyses
(:func:`sanad.adapters.ingest.quran_morphology`) is kept under the version of the package that
carries them.

A part is used only when its stored key equals the key wanted, so a stale part is never
served; a damaged or unreadable one is made again. Parts made by other code are removed when
a part is written. The index built from parts is the bytes of one built without them.
"""

import functools
import hashlib
import io
import os
import pickle
from importlib import metadata
from pathlib import Path

import attrs

import sanad
from sanad import __version__
from sanad.adapters import sources
from sanad.adapters.config_files import HadithSource, QuranSource
from sanad.adapters.corpus_store import FORMAT, file_sha256
from sanad.adapters.surah_names import NAMES_DIST
from sanad.core.types import CollectionKey

PARTS_DIRECTORY = "ingest-parts"
"""The cache directory's subdirectory holding the parts."""
_PROTOCOL = 5


@functools.cache
def code_fingerprint(package: Path | None = None) -> str:
    """The SHA-256 of every ``.py`` file of ``package`` (default: sanad's), with its path."""
    root = package or Path(sanad.__file__).parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()


def content_hash(value: object) -> str:
    """The SHA-256 of ``value``'s pickled bytes (equal bytes: equal value).

    Pickled without its memo, so that two equal values hash alike whichever of their equal
    strings are one object (a table read from a cache and one just made share differently).
    """
    buffer = io.BytesIO()
    pickler = pickle.Pickler(buffer, protocol=_PROTOCOL)
    pickler.fast = True  # no memo: each object written whole where it stands (no cycles here)
    pickler.dump(value)
    return hashlib.sha256(buffer.getbuffer()).hexdigest()


@attrs.frozen(kw_only=True)
class IngestParts:
    """The parts kept in ``directory`` (None: nothing is kept), for the code ``code``."""

    directory: Path | None
    code: str

    @classmethod
    def at(cls, cache: Path, *, enabled: bool = True) -> "IngestParts":
        """The parts kept under ``cache``, for the running code (none kept unless ``enabled``)."""
        return cls(directory=cache / PARTS_DIRECTORY if enabled else None, code=code_fingerprint())

    def key(self, step: str, *inputs: str) -> str:
        """The key of one step's part made from ``inputs`` (hashes), with this code."""
        text = "\0".join((step, self.code, str(FORMAT), __version__, *inputs))
        return hashlib.sha256(text.encode()).hexdigest()

    def _path(self, directory: Path, step: str, collection: str, key: str) -> Path:
        return directory / f"{self.code[:16]}-{step}-{collection}-{key[:32]}.pickle"

    def get(self, step: str, collection: str, key: str) -> object | None:
        """The part kept under ``key``, or None (none kept, another key's, or unreadable)."""
        if self.directory is None:
            return None
        try:
            data = self._path(self.directory, step, collection, key).read_bytes()
            stored_key, value = pickle.loads(data)  # noqa: S301 - our own cache directory
        except (OSError, pickle.UnpicklingError, ValueError, TypeError, EOFError):
            return None
        return value if stored_key == key else None

    def put(self, step: str, collection: str, key: str, value: object) -> None:
        """Keep ``value`` under ``key``; remove the parts other code made. Never fails."""
        if self.directory is None:
            return
        path = self._path(self.directory, step, collection, key)
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            for other in self.directory.glob("*.pickle"):
                if not other.name.startswith(self.code[:16]):
                    other.unlink(missing_ok=True)
            temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
            temporary.write_bytes(pickle.dumps((key, value), protocol=_PROTOCOL))
            temporary.replace(path)
        except OSError:
            pass  # no part kept is no error: the next ingest makes it again


def kept_batch(parts: IngestParts, key: CollectionKey, source: HadithSource) -> sources.SourceBatch:
    """The hadith collection ``key`` as :func:`sources.read_hadith_json` reads it, kept.

    Served from ``parts`` when the last ingest read the same file (by its bytes) of the same
    package version, for the same entry of ``sources.toml``, with the same code; else read,
    and kept for the next ingest.
    """
    path = sources.data_file(source.distribution, source.file)
    wanted = parts.key(
        "records",
        key,
        file_sha256(path),
        metadata.version(source.distribution),
        content_hash(attrs.asdict(source)),
    )
    kept = parts.get("records", key, wanted)
    if isinstance(kept, sources.SourceBatch):
        return kept
    batch = sources.read_hadith_json(key, source)
    parts.put("records", key, wanted, batch)
    return batch


def kept_quran(parts: IngestParts, source: QuranSource, cache: Path | None) -> sources.SourceBatch:
    """The Qur'an as :func:`sources.read_quran` reads it, kept.

    Served from ``parts`` when the last ingest read the same Arabic, search-form and English
    files (by their bytes), of the same package versions (the surah names' package too), for
    the same entry of ``sources.toml``, with the same code; else read, and kept for the next
    ingest. Where a file or package is missing it is read, to fail as reading fails.
    """
    try:
        files = (
            sources.data_file(sources.QURAN_ARABIC_DIST, sources.QURAN_ARABIC_FILE),
            sources.data_file(sources.QURAN_ARABIC_DIST, sources.QURAN_SEARCH_FILE),
            sources.data_file(
                sources.QURAN_ENGLISH_DIST, f"purequransearch/corpora/{source.english}.xml"
            ),
        )
        versions = (sources.QURAN_ARABIC_DIST, sources.QURAN_ENGLISH_DIST, NAMES_DIST)
        wanted = parts.key(
            "records",
            "quran",
            *map(file_sha256, files),
            *map(metadata.version, versions),
            content_hash(attrs.asdict(source)),
        )
    except (sources.SourceError, metadata.PackageNotFoundError, OSError):
        return sources.read_quran(source, cache)
    kept = parts.get("records", "quran", wanted)
    if isinstance(kept, sources.SourceBatch):
        return kept
    batch = sources.read_quran(source, cache)
    parts.put("records", "quran", wanted, batch)
    return batch
