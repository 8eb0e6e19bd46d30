"""``sanad ingest``: read the configured sources, build the index, write the corpus."""

import importlib
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

from sanad import __version__
from sanad.adapters import english_digest, sources
from sanad.adapters.config_files import (
    SourcesConfig,
    ingest_fingerprint,
    load_lexicon,
    load_sources,
)
from sanad.adapters.corpus_store import FORMAT, Manifest, file_sha256, write_corpus
from sanad.adapters.locations import cache_dir, corpus_dir
from sanad.core.bridge import Lexicon
from sanad.core.index import (
    ARABIC_FIELD,
    ENGLISH_FIELD,
    KINDS,
    MAX_UNIT_LEMMAS,
    Index,
    TermSlice,
    build_index,
    corpus_forms,
    encode_slices,
    query_forms,
)
from sanad.core.lemma import GAP, Lemmatiser, phrase_key
from sanad.core.passage import CollectionInfo, PassageRecord

if TYPE_CHECKING:
    from sanad.core.types import CollectionKey

Progress = Callable[[str], None]
"""Receives one short status line per step."""


@attrs.frozen(kw_only=True)
class IngestReport:
    """What an ingest built: the batches (for the per-source table), warnings, and timing."""

    batches: tuple[sources.SourceBatch, ...]
    index: Index
    warnings: tuple[str, ...]
    seconds: float
    directory: Path


def _read_all(
    config: SourcesConfig, progress: Progress, cache: Path | None = None
) -> list[sources.SourceBatch]:
    steps: list[tuple[str, Callable[[], sources.SourceBatch]]] = [
        ("The Qur'an", lambda: sources.read_quran(config.quran, cache)),
    ]
    if config.bukhari.enabled:
        steps.append((config.bukhari.title, lambda: sources.read_sahih("bukhari", config.bukhari)))
    if config.muslim.enabled:
        steps.append((config.muslim.title, lambda: sources.read_sahih("muslim", config.muslim)))
    if config.malik.enabled:
        steps.append((config.malik.title, lambda: sources.read_malik(config.malik)))
    batches = []
    for number, (title, read) in enumerate(steps, start=1):
        progress(f"[{number}/{len(steps) + 1}] reading {title}")
        batches.append(read())
    return batches


@attrs.frozen(kw_only=True)
class _Recipe:
    """What every term slice is encoded from (handed to the forked worker as it is)."""

    records: Sequence[PassageRecord]
    lexicon: Lexicon
    lemmatiser: Lemmatiser
    units: frozenset[str]

    def encode(self, fields: tuple[int, ...]) -> list[TermSlice]:
        """Every kind of slice for ``fields`` of every record."""
        return encode_slices(
            self.records, 0, self.lexicon, fields, KINDS, self.lemmatiser, self.units
        )


_pending: _Recipe | None = None
_PARALLEL_MINIMUM = 4000
_CORES_FOR_PARALLEL = 2


def _encode_pending(field: int) -> list[TermSlice]:
    if _pending is None:
        msg = "no records were handed to the worker"
        raise RuntimeError(msg)
    return _pending.encode((field,))


def encode_in_parallel(
    records: Sequence[PassageRecord],
    lexicon: Lexicon,
    lemmatiser: Lemmatiser | None = None,
    units: frozenset[str] = frozenset(),
) -> list[TermSlice]:
    """Encode the records' terms (every kind), using a second process where the platform can fork.

    The index built from the result equals the one built in a single process; only time differs.
    """
    global _pending  # noqa: PLW0603 - handed to the forked worker without pickling the texts
    recipe = _Recipe(
        records=records, lexicon=lexicon, lemmatiser=lemmatiser or Lemmatiser(), units=units
    )
    both = (ENGLISH_FIELD, ARABIC_FIELD)
    if len(recipe.records) < _PARALLEL_MINIMUM or (os.cpu_count() or 1) < _CORES_FOR_PARALLEL:
        return recipe.encode(both)
    try:
        context = multiprocessing.get_context("fork")
    except ValueError:  # no fork on this platform (Windows): one process is correct, only slower
        return recipe.encode(both)
    # Split by language, not by passage: each side then reads a disjoint vocabulary once.
    _pending = recipe
    try:
        with ProcessPoolExecutor(max_workers=1, mp_context=context) as pool:
            arabic = pool.submit(_encode_pending, ARABIC_FIELD)
            english = _encode_pending(ENGLISH_FIELD)
            # The Arabic side takes longer: load NumPy (which weighting needs next) meanwhile.
            importlib.import_module("numpy")
            return [*english, *arabic.result()]
    finally:
        _pending = None


def unit_keys(lemmatiser: Lemmatiser, units: Iterable[tuple[str, ...]]) -> frozenset[str]:
    """Multiword units as the index stores them: two to MAX_UNIT_LEMMAS content lemmas.

    See :func:`phrase_key` for the form.
    """
    keys = set()
    for unit in units:
        key = phrase_key(lemmatiser, " ".join(unit))
        size = sum(part != GAP for part in key.split(" "))
        if 2 <= size <= MAX_UNIT_LEMMAS:  # noqa: PLR2004 - one word left is no unit
            keys.add(key)
    return frozenset(keys)


def run_ingest(config_directory: Path, home: Path, progress: Progress) -> IngestReport:
    """Build the corpus from ``config_directory`` into ``home``.

    Raises SourceError or ConfigError (one-line messages).
    """
    started = time.perf_counter()
    config = load_sources(config_directory)
    lexicon = load_lexicon(config_directory)
    fingerprint = ingest_fingerprint(config_directory)
    # Begun before the sources are read: on a cache miss, WordNet and simplemma are read in a
    # second process meanwhile.
    with english_digest.begin(
        f"{fingerprint};{sorted(sources.distribution_versions().items())};"
        f"{config.malik.hadith_json or ''}",
        cache_dir(home),
    ) as digesting:
        batches = _read_all(config, progress, cache_dir(home))
        records: list[PassageRecord] = [record for batch in batches for record in batch.records]
        progress(f"[{len(batches) + 1}/{len(batches) + 1}] indexing {len(records):,} passages")
        english = digesting.result(
            lambda: corpus_forms(records) | query_forms(lexicon), unit_keys, progress
        )
    collections: dict[CollectionKey, CollectionInfo] = {batch.key: batch.info for batch in batches}
    lemmatiser = Lemmatiser(table=english.lemmas)
    units = english.units
    index = build_index(
        records,
        collections,
        lexicon,
        encode_in_parallel(records, lexicon, lemmatiser, units),
        lemmatiser,
        units,
        english.derivations,
        english.predicates,
        english.ing_nouns,
        english.verbs,
        english.nouns,
    )
    warnings = [w for batch in batches for w in batch.warnings]
    if lexicon.edition != config.quran.english:
        warnings.append(
            f"config/lexicon.toml was written for {lexicon.edition}, but sources.toml names "
            f"{config.quran.english}: its bridges may not match this edition's wording."
        )
    warnings.extend(
        f"lexicon bridge unusable: {b.query} → {b.phrase}: {b.reason}"
        for b in index.unusable_bridges
    )
    malik_hash = (
        file_sha256(Path(config.malik.hadith_json))
        if config.malik.enabled and config.malik.hadith_json
        else None
    )
    directory = corpus_dir(home)
    manifest = Manifest(
        format=FORMAT,
        sanad_version=__version__,
        packages=sources.distribution_versions(),
        config_fingerprint=fingerprint,
        malik_json_sha256=malik_hash,
        counts={batch.key: len(batch.records) for batch in batches},
        lexicon_edition=lexicon.edition,
        english_edition=config.quran.english,
        index_sha256="",
        warnings=warnings,
    )
    write_corpus(directory, index, manifest)
    return IngestReport(
        batches=tuple(batches),
        index=index,
        warnings=tuple(warnings),
        seconds=time.perf_counter() - started,
        directory=directory,
    )


def terminal_progress() -> Progress:
    """A progress display: one rewritten line on a TTY, nothing when output is redirected."""
    if not sys.stderr.isatty():
        return lambda _line: None

    def show(line: str) -> None:
        sys.stderr.write(f"\r\033[K{line}")
        sys.stderr.flush()

    return show
