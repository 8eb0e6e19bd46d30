"""What steers answering: gates, source terms and refusal rules (``config/policy.toml``)."""

from collections.abc import Iterable, Mapping

import attrs

from sanad.core.narrators import fold_name
from sanad.core.policy import PolicyRule
from sanad.core.senses import PresentDaySense
from sanad.core.types import CollectionKey, Token


def _ratio(_instance: object, attribute: "attrs.Attribute[float]", value: float) -> None:
    if not 0.0 <= value <= 1.0:
        msg = f"{attribute.name} must lie between 0 and 1, got {value}"
        raise ValueError(msg)


def _non_negative(_instance: object, attribute: "attrs.Attribute[float]", value: float) -> None:
    if not value >= 0.0:  # also refuses NaN, which would switch the gate off silently
        msg = f"{attribute.name} must be a number not below 0, got {value}"
        raise ValueError(msg)


@attrs.frozen(kw_only=True)
class Gates:
    """The thresholds a passage must clear before a question is ``answered`` (design §3)."""

    min_coverage: float = attrs.field(validator=_ratio)
    """Share of the IDF-weighted subject terms the passage must account for."""
    max_oov_ratio: float = attrs.field(validator=_ratio)
    """Largest share of query weight allowed in terms the corpus never uses."""
    retrieval_threshold: float = attrs.field(validator=_non_negative)
    """Smallest absolute BM25 score a passage may have."""
    require_pivot_term: bool = False
    """When on, a passage must contain the most distinctive subject term."""
    min_joint_terms: int = attrs.field(default=1, validator=attrs.validators.ge(1))
    min_evidence: float = attrs.field(default=0.0, validator=_ratio)
    """Share of the subject's IDF weight that one window (a sentence or two neighbouring
    ones) of the passage must hold; with ``require_pivot_term``, that window must also hold the
    most distinctive subject term. A factoid question also needs a stated fact of its type in
    that window."""
    """When the question has two or more subject terms, at least this many of them (or all,
    when fewer) must stand together in some one sentence of the corpus; 1 switches it off."""


HADITH_SCOPE = "hadith"
"""In a source term's collections: every hadith collection the corpus holds (all but the
Qur'an), so that a collection switched on in ``sources.toml`` needs no policy edit."""


def scope_keys(named: Iterable[CollectionKey], present: Iterable[CollectionKey]) -> tuple[str, ...]:
    """The collections of ``present`` that ``named`` names (``hadith``: all but the Qur'an)."""
    wanted = set(named)
    every_hadith = HADITH_SCOPE in wanted
    return tuple(k for k in present if k in wanted or (every_hadith and k != "quran"))


def _source_names(config: "AnswerConfig") -> frozenset[str]:
    return frozenset(fold_name(word) for word in config.source_terms if word.isascii())


@attrs.frozen(kw_only=True)
class AnswerConfig:
    """Everything `answer` needs besides the index and the question."""

    gates: Gates
    rules: tuple[PolicyRule, ...]
    referral: str = attrs.field(validator=attrs.validators.min_len(1))
    """What a referred question is told (followed by the rule's label)."""
    source_terms: Mapping[Token, tuple[CollectionKey, ...]]
    """Normalised words that say where to look, not what about (quran, hadith, surah …), each
    with the collections it names. A source term matches a passage by the collection it sits
    in, never by the word: a hadith that happens to mention "the Qur'an" is not thereby a
    Qur'an passage."""
    source_term_discount: float = attrs.field(validator=_ratio)
    """Factor applied to a source term's weight; source terms never earn coverage."""
    candidate_pool: int = attrs.field(default=50, validator=attrs.validators.ge(1))
    """How many top-scoring passages the gates examine."""
    instructions: tuple[PolicyRule, ...] = ()
    """Patterns for a sentence that speaks to the assistant ("You are now a mufti."): such a
    sentence is set aside before retrieval, never before the refusal rules."""
    present_day: tuple[PresentDaySense, ...] = ()
    """Words the texts use only in an older sense (``senses.toml``): a question using one is
    read in its present-day sense, which no passage holds, unless it names the older one."""
    source_names: frozenset[str] = attrs.field(
        init=False, eq=False, repr=False, default=attrs.Factory(_source_names, takes_self=True)
    )
    """The Latin source terms as names are folded (``abu dawud``): no person asked about."""
