"""Opening the built corpus for answering: config, freshness check, index (never a rebuild)."""

from pathlib import Path

import attrs

from sanad.adapters import sources
from sanad.adapters.config_files import (
    ingest_fingerprint,
    load_answer_config,
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
from sanad.core.config import AnswerConfig
from sanad.core.index import Index


@attrs.frozen(kw_only=True)
class LoadedCorpus:
    """A fresh corpus ready to answer from, with the warnings to show at start."""

    index: Index
    config: AnswerConfig
    manifest: Manifest
    warnings: tuple[str, ...]


def lexicon_edition_warning(lexicon_edition: str, configured: str) -> str | None:
    """The start-up warning when the lexicon was written for another edition, else None."""
    if lexicon_edition == configured:
        return None
    return (
        f"warning: config/lexicon.toml was written for {lexicon_edition}, but "
        f"config/sources.toml names {configured}; its bridges may not match this edition."
    )


def open_corpus(config_directory: Path, home: Path) -> LoadedCorpus:
    """Load config and the built corpus; CorpusUnavailableError (one line) when missing or stale.

    ConfigError is raised for a malformed config file.
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
    check_fresh(
        manifest,
        packages=sources.distribution_versions(),
        fingerprint=ingest_fingerprint(config_directory),
        malik_json_sha256=malik_hash,
    )
    answer_config = load_answer_config(config_directory)
    index = load_index(directory, manifest.index_sha256)
    # The index records the lexicon's edition, and the fingerprint check above proved the
    # lexicon unchanged since ingest: no need to parse lexicon.toml again at start-up.
    warning = lexicon_edition_warning(index.lexicon_edition, sources_config.quran.english)
    return LoadedCorpus(
        index=index,
        config=answer_config,
        manifest=manifest,
        warnings=() if warning is None else (warning,),
    )
