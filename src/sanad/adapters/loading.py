"""Opening the built corpus for answering: config, freshness check, index (never a rebuild)."""

import importlib
from pathlib import Path

import attrs

from sanad.adapters import sources
from sanad.adapters.config_files import (
    ingest_fingerprint,
    load_answer_config,
    load_lexicon,
    load_review_settings,
    load_senses,
    load_sources,
)
from sanad.adapters.corpus_store import (
    CorpusUnavailableError,
    Manifest,
    check_fresh,
    file_sha256,
    load_index,
    read_manifest,
)
from sanad.adapters.locations import corpus_dir
from sanad.adapters.reviews import ignored_warning, load_book
from sanad.core.collection_names import name_terms
from sanad.core.config import AnswerConfig
from sanad.core.index import Index
from sanad.core.review import ReviewBook


@attrs.frozen(kw_only=True)
class LoadedCorpus:
    """A fresh corpus ready to answer from, with the warnings to show at start."""

    index: Index
    config: AnswerConfig
    manifest: Manifest
    warnings: tuple[str, ...]
    reviews: ReviewBook = attrs.Factory(ReviewBook)
    """The review decisions that count (``reviews.sqlite3`` under ``reviewers.toml``)."""
    approved_only: bool = False
    """``[review] serve = "approved_only"`` in ``policy.toml``."""


def lexicon_edition_warning(lexicon_edition: str, configured: str) -> str | None:
    """The start-up warning when the lexicon was written for another edition, else None."""
    if lexicon_edition == configured:
        return None
    return (
        f"warning: config/lexicon.toml was written for {lexicon_edition}, but "
        f"config/sources.toml names {configured}; its bridges may not match this edition."
    )


@attrs.frozen(kw_only=True)
class CheckedCorpus:
    """A corpus found fresh on disk, not loaded yet: what a server checks before it answers."""

    config_directory: Path
    directory: Path
    manifest: Manifest
    warnings: tuple[str, ...]
    home: Path | None = None
    """The data home the corpus sits in (where ``reviews.sqlite3`` lives)."""


def check_corpus(config_directory: Path, home: Path) -> CheckedCorpus:
    """Check that the built corpus exists and is fresh, without loading its index.

    Cheap (a few milliseconds): reads the manifest and config fingerprints only. Raises
    CorpusUnavailableError (one line) when missing or stale, ConfigError for a malformed
    config file.
    """
    directory = corpus_dir(home)
    manifest = read_manifest(directory)
    sources_config = load_sources(config_directory)
    malik = sources_config.malik
    malik_hash = None
    if malik.enabled and malik.hadith_json:
        try:
            malik_hash = file_sha256(Path(malik.hadith_json))
        except OSError:
            msg = f"sources.toml names {malik.hadith_json} for Muwatta Malik, but it cannot be read"
            raise CorpusUnavailableError(msg) from None
    try:
        check_fresh(
            manifest,
            packages=sources.distribution_versions(sources_config),
            fingerprint=ingest_fingerprint(config_directory),
            malik_json_sha256=malik_hash,
        )
    except CorpusUnavailableError:
        # A lexicon.toml that no longer parses also changes the fingerprint: say what is wrong
        # with it (ConfigError), not that the corpus is stale, which a re-ingest cannot fix.
        load_lexicon(config_directory)
        raise
    # The fingerprint check above proved the lexicon unchanged since ingest, so the edition
    # the manifest recorded for it is the lexicon's own: no need to parse lexicon.toml again.
    warning = lexicon_edition_warning(manifest.lexicon_edition, sources_config.quran.english)
    return CheckedCorpus(
        config_directory=config_directory,
        home=home,
        directory=directory,
        manifest=manifest,
        warnings=() if warning is None else (warning,),
    )


def _warm(index: Index) -> None:
    """Do on load the once-per-process work answering would do in its first questions.

    The least and greatest weights of the most frequent words and their lemmas' passages
    without them (their postings were decoded by :func:`load_index`), whose story each Qur'an
    verse tells, the lemmas the Arabic function words read as, and the reference resolver
    (imported when a question first holds a reference): what the first question asking each
    would otherwise pay.
    """
    _ = index.frequent_postings
    _ = index.frequent_extremes
    _ = index.frequent_complements
    _ = index.frequent_least_held
    _ = index.common_ascii_lemmas
    _ = index.story_verses
    _ = index.lemmatiser.function_word_lemmas
    importlib.import_module("sanad.core.citations")


def policy_for(config_directory: Path, index: Index) -> AnswerConfig:
    """``policy.toml`` as it reads now, and the added collections' one-word names.

    The names of the collections ``sources.toml`` added are source terms ("tirmidhi": where
    to look); the scholar's own scopes win. ConfigError for a malformed policy file.
    """
    answer_config = attrs.evolve(
        load_answer_config(config_directory), present_day=load_senses(config_directory)
    )
    named = name_terms(index)
    if not named:
        return answer_config
    return attrs.evolve(answer_config, source_terms={**named, **answer_config.source_terms})


def load_checked(checked: CheckedCorpus) -> LoadedCorpus:
    """Load the index and policy of a checked corpus (the index hash is verified on the way).

    With a home, the review decisions and the approved-only switch are loaded too.

    Raises CorpusUnavailableError when the index file is unreadable or does not match its
    manifest, ConfigError for a malformed policy file, ReviewStoreError for an unreadable
    review store.
    """
    index = load_index(checked.directory, checked.manifest.index_sha256)
    answer_config = policy_for(checked.config_directory, index)
    _warm(index)
    warnings = checked.warnings
    reviews = ReviewBook()
    if checked.home is not None:
        loaded_book = load_book(checked.home, checked.config_directory)
        reviews = loaded_book.book
        warning = ignored_warning(loaded_book)
        warnings = (*warnings, *((warning,) if warning else ()))
    return LoadedCorpus(
        index=index,
        config=answer_config,
        manifest=checked.manifest,
        warnings=warnings,
        reviews=reviews,
        approved_only=load_review_settings(checked.config_directory).serve == "approved_only",
    )


def open_corpus(config_directory: Path, home: Path) -> LoadedCorpus:
    """Load config and the built corpus; CorpusUnavailableError (one line) when missing or stale.

    ConfigError is raised for a malformed config file.
    """
    return load_checked(check_corpus(config_directory, home))
