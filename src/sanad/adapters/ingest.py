"""``sanad ingest``: read the configured sources, build the index, write the corpus."""

import contextlib
import functools
import gc
import importlib
import sys
import time
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar, cast

import attrs

from sanad import __version__
from sanad.adapters import arabic_digest, english_digest, sources
from sanad.adapters.apart import Apart
from sanad.adapters.config_files import (
    SourcesConfig,
    ingest_fingerprint,
    load_lexicon,
    load_sources,
)
from sanad.adapters.corpus_store import FORMAT, Manifest, file_sha256, write_corpus
from sanad.adapters.ingest_parts import IngestParts, content_hash, kept_batch, kept_quran
from sanad.adapters.locations import cache_dir, corpus_dir
from sanad.adapters.surah_names import NAMES_DIST, SurahNamesError, read_quran_words
from sanad.core.arabic_morphology import (
    QuranWordForm,
    arabic_lemma_table,
    arabic_names,
    arabic_verbs,
    every_arabic_lemma,
    kin_of,
    lemma_roots,
    names_in,
    perfect_verbs,
)
from sanad.core.bridge import Lexicon
from sanad.core.clitics import ARTICLE
from sanad.core.frequent import EncodedPosting
from sanad.core.index import (
    LEMMA_FREE_KINDS,
    MAX_UNIT_LEMMAS,
    Index,
    NameLinks,
    PreparedField,
    TermSlice,
    build_index,
    chain_words_of,
    encode_prepared,
    english_sides_before_arabic,
    joined_links,
    links_from,
    links_within,
    narrator_lines,
    pack_and_link,
    prepare_fields,
    prepared_forms,
    query_forms,
    weigh,
    with_arabic_lemmas,
)
from sanad.core.lemma import GAP, Lemmatiser, phrase_key
from sanad.core.types import Term

if TYPE_CHECKING:
    from sanad.core.passage import PassageRecord


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
    config: SourcesConfig,
    progress: Progress,
    cache: Path | None = None,
    parts: IngestParts | None = None,
) -> list[sources.SourceBatch]:
    """Every enabled source's batch; a hadith collection's as ``parts`` kept it, if given."""
    steps: list[tuple[str, Callable[[], sources.SourceBatch]]] = [
        (
            "The Qur'an",
            functools.partial(sources.read_quran, config.quran, cache)
            if parts is None
            else functools.partial(kept_quran, parts, config.quran, cache),
        ),
    ]
    for key, source in config.enabled_hadith.items():
        steps.append(
            (
                source.title,
                functools.partial(sources.read_hadith_json, key, source)
                if parts is None
                else functools.partial(kept_batch, parts, key, source),
            )
        )
    if config.malik.enabled:
        steps.append((config.malik.title, lambda: sources.read_malik(config.malik)))
    # The later half of the sources is read in a second process meanwhile: nothing else needs
    # a core yet (the English digest's, on a miss, is mostly waiting for files).
    here = (len(steps) + 1) // 2
    with _forked(
        lambda: [read() for _, read in steps[here:]], worth_it=len(steps) >= _READ_APART_MINIMUM
    ) as reading:
        batches = []
        for number, (title, read) in enumerate(steps[:here], start=1):
            progress(f"[{number}/{len(steps) + 1}] reading {title}")
            batches.append(read())
        for number, (title, _) in enumerate(steps[here:], start=here + 1):
            progress(f"[{number}/{len(steps) + 1}] reading {title}")
        batches.extend(reading.result())
    return batches


_READ_APART_MINIMUM = 3
"""How many sources make reading half of them in a second process pay (the Qur'an and two
collections: about a second of reading each way)."""


_PARALLEL_MINIMUM = 4000


T = TypeVar("T")

_handed: Callable[[], object] | None = None
"""The work :func:`_forked` hands to the worker it forks (inherited, never pickled)."""


def _run_handed() -> object:
    if _handed is None:
        msg = "no work was handed to the worker"
        raise RuntimeError(msg)
    return _handed()


def _forked(work: Callable[[], T], *, worth_it: bool) -> Apart[T]:
    """``work`` started in a forked second process (see :class:`Apart`), or made here later.

    The worker inherits ``work`` and what it holds (the records, the lemma table) by the fork
    instead of having them pickled; only its result comes back.
    """
    global _handed  # noqa: PLW0603 - handed to the forked worker without pickling
    _handed = work
    try:
        return Apart(cast("Callable[[], T]", _run_handed), work, worth_it=worth_it)
    finally:
        _handed = None  # the worker was forked with it at submit


def _lemma_free_postings(
    prepared: tuple[PreparedField, ...], passages: int, lexicon: Lexicon
) -> dict[str, dict[Term, EncodedPosting]]:
    """Encode and weigh every field for each of :data:`LEMMA_FREE_KINDS`."""
    slices = encode_prepared(prepared, 0, passages, lexicon, LEMMA_FREE_KINDS)
    return {kind: weigh(slices, passages, kind) for kind in LEMMA_FREE_KINDS}


def weigh_apart(
    prepared: tuple[PreparedField, ...], passages: int, lexicon: Lexicon
) -> Apart[dict[str, dict[Term, EncodedPosting]]]:
    """Start on the stem and surface postings of ``passages`` (their fields ``prepared``).

    They need no lemma table, so a second process makes them while the lemmas are digested and
    the lemma slices encoded here; :func:`build_index` given them builds the index it builds
    from slices alone. Forked only when the corpus is large enough to pay for it.
    """
    return _forked(
        lambda: _lemma_free_postings(prepared, passages, lexicon),
        worth_it=passages >= _PARALLEL_MINIMUM,
    )


def lemma_field_apart(  # noqa: PLR0913 - what encoding the lemma slice needs
    fields: tuple[PreparedField, ...],
    passages: int,
    lexicon: Lexicon,
    lemmatiser: Lemmatiser,
    units: Iterable[str],
    *,
    worth_it: bool,
) -> Apart[list[TermSlice]]:
    """Start on the lemma slice of some of a corpus's prepared ``fields``.

    The lemma slices of two fields are two slices that weigh and build as one slice of both
    does: the caller encodes the other fields meanwhile. Forked where ``worth_it`` (a second
    core otherwise idle), else made when its result is asked.
    """
    return _forked(
        lambda: encode_prepared(fields, 0, passages, lexicon, ("lemma",), lemmatiser, units),
        worth_it=worth_it,
    )


def narrators_apart(
    records: Sequence["PassageRecord"],
) -> Apart[tuple[list[bytes], frozenset[str]]]:
    """Start on the narrator lines and chain words of ``records`` in a second process.

    :func:`narrator_lines` and :func:`chain_words_of` need the records alone: a second
    process makes them while this one prepares the fields, where the second core would be
    idle, instead of in :func:`build_index` at the end, where nothing else runs (1.3 s of CPU
    at 22,566 passages, growing with the corpus).
    """
    return _forked(
        lambda: (narrator_lines(records), chain_words_of(records)),
        worth_it=len(records) >= _PARALLEL_MINIMUM,
    )


def english_apart(
    records: Sequence["PassageRecord"], lemmatiser: Lemmatiser
) -> Apart[tuple[list[str | None], tuple[int, ...]]]:
    """Start on the English sentences of ``records`` (:func:`english_sides_before_arabic`).

    They need only the English lemma table, so a second process makes them while this one
    reads the Qur'an's morphology and counts the hadith forms, which leave a core free.
    """
    return _forked(
        lambda: english_sides_before_arabic(records, lemmatiser),
        worth_it=len(records) >= _PARALLEL_MINIMUM,
    )


def pack_apart(
    records: Sequence["PassageRecord"],
    lemmatiser: Lemmatiser,
    english: Sequence[str | None],
    names: Collection[str],
) -> Apart[tuple[list[bytes], NameLinks]]:
    """Start packing the sentences of ``records`` (:func:`pack_and_link`) in a second process.

    ``english`` is their :func:`english_sides`. Each passage's sentences are lemmatised for
    evidence once, at ingest: seconds of work that a second core halves. The links of
    ``names`` in them are found on the way.
    """
    return _forked(
        lambda: pack_and_link(records, lemmatiser, english, names),
        worth_it=len(records) >= _PARALLEL_MINIMUM,
    )


NarratorPart = tuple[list[bytes], frozenset[str]]
"""One collection's narrator lines and chain words (:func:`narrator_parts_apart`)."""
EnglishPart = tuple[list[str | None], tuple[int, ...]]
"""One collection's :func:`english_sides_before_arabic` (positions from its first record)."""
PackedPart = tuple[list[bytes], NameLinks]
"""One collection's :func:`pack_and_link` (ordinals from its first record)."""


def narrator_parts_apart(
    runs: Sequence[Sequence["PassageRecord"]],
) -> Apart[list[NarratorPart]]:
    """:func:`narrators_apart` of each run of records (each collection's share, apart)."""

    def made() -> list[NarratorPart]:
        return [(narrator_lines(run), chain_words_of(run)) for run in runs]

    return _forked(made, worth_it=sum(map(len, runs)) >= _PARALLEL_MINIMUM)


@attrs.frozen(kw_only=True)
class _Kept:
    """The parts of each batch kept by an earlier ingest, and where the missing ones go."""

    parts: IngestParts
    batches: tuple[sources.SourceBatch, ...]
    records: tuple[str, ...]
    """Each batch's records, hashed (:func:`content_hash`)."""

    def keys(self, step: str, *inputs: str) -> list[str]:
        """Each batch's key for ``step`` made from its records and ``inputs``."""
        return [self.parts.key(step, records, *inputs) for records in self.records]

    def found(self, step: str, keys: Sequence[str]) -> list[object | None]:
        """Each batch's kept part of ``step`` (None: none kept)."""
        return [
            self.parts.get(step, batch.key, key)
            for batch, key in zip(self.batches, keys, strict=True)
        ]

    def runs(self, found: Sequence[object | None]) -> list[tuple["PassageRecord", ...]]:
        """The records of each batch whose part is missing."""
        return [
            batch.records for batch, part in zip(self.batches, found, strict=True) if part is None
        ]

    def lengths(self, found: Sequence[object | None]) -> list[int]:
        """How many records each batch whose part is missing has."""
        return [len(run) for run in self.runs(found)]

    def joined(self, found: Sequence[object | None]) -> list["PassageRecord"]:
        """The records of the batches whose parts are missing, in order."""
        return [record for run in self.runs(found) for record in run]

    def joined_sides(
        self, found: Sequence[object | None], sides: Sequence[str | None]
    ) -> list[str | None]:
        """The ``sides`` (one per record) of the batches whose parts are missing."""
        kept: list[str | None] = []
        start = 0
        for batch, part in zip(self.batches, found, strict=True):
            stop = start + len(batch.records)
            if part is None:
                kept += sides[start:stop]
            start = stop
        return kept

    def fill(
        self, step: str, keys: Sequence[str], found: list[object | None], made: Sequence[object]
    ) -> None:
        """Put the ``made`` parts (one per missing batch, in order) in ``found``; keep them."""
        fresh = iter(made)
        for position, (batch, key) in enumerate(zip(self.batches, keys, strict=True)):
            if found[position] is None:
                found[position] = part = next(fresh)
                self.parts.put(step, batch.key, key, part)


def _english_split(made: EnglishPart, lengths: Sequence[int]) -> list[EnglishPart]:
    sides, again = made
    split: list[EnglishPart] = []
    start = 0
    for length in lengths:
        stop = start + length
        split.append((sides[start:stop], tuple(p - start for p in again if start <= p < stop)))
        start = stop
    return split


def _english_joined(parts: Sequence[object | None]) -> EnglishPart:
    sides: list[str | None] = []
    again: list[int] = []
    for part in parts:
        mine, positions = cast("EnglishPart", part)
        again += (len(sides) + p for p in positions)
        sides += mine
    return sides, tuple(again)


def _packed_split(made: PackedPart, lengths: Sequence[int]) -> list[PackedPart]:
    packed, links = made
    split: list[PackedPart] = []
    start = 0
    for length in lengths:
        stop = start + length
        split.append((packed[start:stop], links_within(links, start, stop)))
        start = stop
    return split


def _packed_joined(parts: Sequence[object | None]) -> PackedPart:
    packed: list[bytes] = []
    links: NameLinks = ({}, [])
    for part in parts:
        mine, linked = cast("PackedPart", part)
        links = joined_links(links, links_from(linked, len(packed)))
        packed += mine
    return packed, links


def _narrators(part: object | None) -> NarratorPart:
    return cast("NarratorPart", part)


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


@contextlib.contextmanager
def _no_cycle_collection() -> Iterator[None]:
    """Pause Python's cycle collector (in this process and the ones it forks meanwhile).

    Ingest makes millions of small lists and strings and no garbage cycles worth collecting:
    the collector's repeated passes over them cost about half a second of CPU, and in a forked
    process they touch (and so copy) pages it would otherwise share.
    """
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def run_ingest(
    config_directory: Path, home: Path, progress: Progress, *, reuse: bool = True
) -> IngestReport:
    """Build the corpus from ``config_directory`` into ``home``.

    Each collection's parts made by an earlier ingest of the same records, tables and code are
    reused from the cache directory unless ``reuse`` is false (see
    :mod:`sanad.adapters.ingest_parts`); the index is the same bytes either way. Raises
    SourceError or ConfigError (one-line messages).
    """
    with _no_cycle_collection():
        return _run_ingest(config_directory, home, progress, reuse=reuse)


def digest_key(config_directory: Path, config: SourcesConfig) -> str:
    """What the digests' caches are keyed by (any change to what is read digests again).

    The config files' fingerprint, the data packages' versions and the Muwatta file named.
    """
    return (
        f"{ingest_fingerprint(config_directory)};"
        f"{sorted(sources.distribution_versions(config).items())};"
        f"{config.malik.hadith_json or ''}"
    )


def _run_ingest(  # noqa: PLR0915 - the ingest's whole sequence, its overlaps in order
    config_directory: Path, home: Path, progress: Progress, *, reuse: bool = True
) -> IngestReport:
    started = time.perf_counter()
    config = load_sources(config_directory)
    lexicon = load_lexicon(config_directory)
    fingerprint = ingest_fingerprint(config_directory)
    sources_key = digest_key(config_directory, config)
    # Begun before the sources are read: on a cache miss, WordNet and simplemma are read in a
    # second process meanwhile.
    parts = IngestParts.at(cache_dir(home), enabled=reuse)
    with (
        quran_morphology_apart(cache_dir(home), parts) as quranic,
        english_digest.begin(sources_key, cache_dir(home)) as digesting,
    ):
        batches = _read_all(config, progress, cache_dir(home), parts)
        records: list[PassageRecord] = [record for batch in batches for record in batch.records]
        progress(f"[{len(batches) + 1}/{len(batches) + 1}] indexing {len(records):,} passages")
        kept = _Kept(
            parts=parts,
            batches=tuple(batches),
            records=tuple(content_hash(batch.records) for batch in batches),
        )
        narrator_keys = kept.keys("narrators")
        narrator_parts = kept.found("narrators", narrator_keys)
        with (
            narrator_parts_apart(kept.runs(narrator_parts)) as narrating,
            names_apart(records) as naming,
        ):
            prepared = prepare_fields(records)
            with weigh_apart(prepared, len(records), lexicon) as weighing:
                # Weighing needs NumPy: loaded while the digest's resources may still be read.
                importlib.import_module("numpy")
                english = digesting.result(
                    lambda: prepared_forms(prepared) | query_forms(lexicon), unit_keys, progress
                )
                english_table = content_hash(sorted(english.lemmas.items()))
                english_keys = kept.keys("english", english_table)
                english_parts = kept.found("english", english_keys)
                missing = kept.joined(english_parts)
                with english_apart(missing, Lemmatiser(table=english.lemmas)) as englishing:
                    arabic = _arabic_morphology(
                        records,
                        (home, sources_key),
                        progress,
                        (quranic.result(), naming.result()),
                    )
                    made_english = englishing.result()
                kept.fill(
                    "english",
                    english_keys,
                    english_parts,
                    _english_split(made_english, kept.lengths(english_parts)),
                )
                early, again = _english_joined(english_parts)
                lemmatiser = Lemmatiser(
                    table=english.lemmas,
                    arabic=every_arabic_lemma(
                        arabic.lemmas, prepared_forms(prepared), arabic.verbs
                    ),
                )
                sides = with_arabic_lemmas(early, again, records, lemmatiser)
                units = english.units
                names = arabic.names  # the index keeps those it holds: all are linked
                packed_keys = kept.keys(
                    "packed",
                    english_table,
                    content_hash((sorted(lemmatiser.arabic.items()), sorted(names))),
                )
                packed_parts = kept.found("packed", packed_keys)
                missing = kept.joined(packed_parts)
                missing_sides = kept.joined_sides(packed_parts, sides)
                half = len(missing) * 3 // 4  # this process encodes and weighs the lemmas meanwhile
                with (
                    pack_apart(missing[:half], lemmatiser, missing_sides[:half], names) as packing,
                    # Where every packed part is kept, the second core would idle: it encodes
                    # the English lemmas while this process encodes the Arabic.
                    lemma_field_apart(
                        prepared[:1],
                        len(records),
                        lexicon,
                        lemmatiser,
                        units,
                        worth_it=not missing and len(records) >= _PARALLEL_MINIMUM,
                    ) as other_field,
                ):
                    here = encode_prepared(
                        prepared[1:], 0, len(records), lexicon, ("lemma",), lemmatiser, units
                    )
                    lemma_slices = [*other_field.result(), *here]
                    # Weighed while the other postings may still be on their way.
                    lemmas = weigh(lemma_slices, len(records), "lemma")
                    rest, linked = pack_and_link(
                        missing[half:], lemmatiser, missing_sides[half:], names, half
                    )
                    first, first_linked = packing.result()
                    made = ([*first, *rest], joined_links(first_linked, linked))
                kept.fill(
                    "packed",
                    packed_keys,
                    packed_parts,
                    _packed_split(made, kept.lengths(packed_parts)),
                )
                packed, name_links = _packed_joined(packed_parts)
                kept.fill("narrators", narrator_keys, narrator_parts, narrating.result())
                lines = [line for part in narrator_parts for line in _narrators(part)[0]]
                chain_words = frozenset().union(*(_narrators(part)[1] for part in narrator_parts))
                index = build_index(
                    records,
                    {batch.key: batch.info for batch in batches},
                    lexicon,
                    lemma_slices,
                    lemmatiser,
                    units,
                    english.derivations,
                    english.predicates,
                    english.ing_nouns,
                    english.verbs,
                    english.nouns,
                    weighed={"lemma": lemmas, **weighing.result()},
                    not_slips=english.not_slips,
                    kin=arabic.kin,
                    arabic_verbs=arabic.verbs,
                    arabic_names=arabic.names,
                    sentences=packed,
                    narrators=lines,
                    name_links=name_links,
                    chain_words=chain_words,
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
        packages=sources.distribution_versions(config),
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


@attrs.frozen(kw_only=True)
class _ArabicMorphology:
    lemmas: dict[str, str]
    kin: dict[str, frozenset[str]]
    verbs: frozenset[str]
    names: frozenset[str]


@attrs.frozen(kw_only=True)
class QuranMorphology:
    """What the Quranic Arabic Corpus's analysis of the Qur'an's words gives the lemma table."""

    lemmas: dict[str, str]
    """:func:`arabic_lemma_table` of the words."""
    roots: dict[str, str]
    """:func:`lemma_roots` of the words."""
    verbs: frozenset[str]
    """:func:`arabic_verbs` of the words."""
    names: frozenset[str]
    """:func:`arabic_names` of the words."""


def quran_morphology(cache: Path) -> QuranMorphology:
    """The Qur'an's words' analysis (kept in ``cache``), digested; SourceError if unreadable."""
    try:
        words = read_quran_words(cache)
    except SurahNamesError as error:
        raise sources.SourceError(str(error)) from None
    forms = [
        QuranWordForm(form=w.form, standard=w.standard, lemma=w.lemma, root=w.root, pos=w.pos)
        for w in words
    ]
    return QuranMorphology(
        lemmas=arabic_lemma_table(forms),
        roots=lemma_roots(forms),
        verbs=arabic_verbs(forms),
        names=arabic_names(forms),
    )


def quran_morphology_apart(cache: Path, parts: IngestParts) -> Apart[QuranMorphology]:
    """Start on :func:`quran_morphology` in a second process; kept in ``parts``.

    It needs no source read: begun first, it runs while the sources are read and their fields
    prepared, which leave the second core mostly idle. An earlier ingest's digest is used while
    the same version of the words' package is installed, with the same code.
    """

    def made() -> QuranMorphology:
        try:
            key = parts.key("morphology", metadata.version(NAMES_DIST))
        except metadata.PackageNotFoundError:
            return quran_morphology(cache)  # fails as reading the words fails
        kept = parts.get("morphology", "quran", key)
        if isinstance(kept, QuranMorphology):
            return kept
        digested = quran_morphology(cache)
        parts.put("morphology", "quran", key, digested)
        return digested

    return _forked(made, worth_it=True)


def names_apart(records: Sequence["PassageRecord"]) -> Apart[frozenset[str]]:
    """Start on the forms the hadith use as names (:func:`names_in`) in a second process.

    They need the records alone: counted while this process prepares the fields.
    """
    return _forked(
        lambda: names_in([r.arabic for r in records if r.collection != "quran"]),
        worth_it=len(records) >= _PARALLEL_MINIMUM,
    )


def _arabic_morphology(
    records: Sequence["PassageRecord"],
    where: tuple[Path, str],
    progress: Progress,
    made: tuple[QuranMorphology, frozenset[str]],
) -> _ArabicMorphology:
    """Every Arabic form's lemma and every lemma's kin.

    The Qur'an's words by the Quranic Arabic Corpus (``made``: their digest, and the forms the
    hadith use as names); the hadith's other forms by farahidi.
    """
    home, sources_key = where
    quran, names = made
    lemmas = quran.lemmas
    hadith = arabic_digest.digest(
        records, Lemmatiser(arabic=lemmas), (cache_dir(home), sources_key), progress
    )
    roots = {**hadith.roots, **quran.roots}  # the Qur'an's analysis wins
    # A lemma the Qur'an has is a verb by its own usage; the hadith's other lemmas by farahidi.
    quran_verbs = quran.verbs
    quran_lemmas = set(lemmas.values())
    verbs = quran_verbs | {v for v in hadith.verbs if v not in quran_lemmas}
    # One verb, one lemma: the Qur'an's imperfect citation (ينقص) is the hadith's perfect (نقص).
    perfect = perfect_verbs(quran_verbs | hadith.verbs)
    every = {form: perfect.get(lemma, lemma) for form, lemma in {**hadith.lemmas, **lemmas}.items()}
    # A form the hadith use as a name (وقاص of سعد بن أبي وقاص) reads as itself, where the
    # Qur'an's table does not know it: farahidi reads many as a clitic and a common word.
    for name in names - lemmas.keys():
        article = ARTICLE.match(name)
        every[name] = name[article.end() :] if article else name
    roots = {perfect.get(lemma, lemma): root for lemma, root in sorted(roots.items(), reverse=True)}
    return _ArabicMorphology(
        lemmas=every,
        kin=kin_of(roots),
        verbs=frozenset(perfect.get(verb, verb) for verb in verbs),
        names=quran.names,
    )
