"""Refusal rules: a question that asks for a ruling is referred to a scholar, never answered.

Rules are plain regular expressions with an id and a human label, matched against the
normalised question (so Arabic patterns need no diacritics and English ones no capitals).
"""

import re

import attrs

from sanad.core.normalise import fold_arabic, normalise


class InvalidRuleError(ValueError):
    """A policy rule whose pattern does not compile, or whose id or label is empty."""


@attrs.frozen(kw_only=True)
class PolicyRule:
    """One refusal rule: when ``pattern`` matches, the question is referred with ``label``."""

    id: str = attrs.field(validator=attrs.validators.min_len(1))
    label: str = attrs.field(validator=attrs.validators.min_len(1))
    pattern: re.Pattern[str]

    @classmethod
    def from_strings(cls, *, id: str, label: str, pattern: str) -> "PolicyRule":  # noqa: A002 - the rule's own field name
        """Compile ``pattern`` (case-insensitive); InvalidRuleError names a rule that fails."""
        try:
            compiled = re.compile(fold_arabic(pattern), re.IGNORECASE)
        except re.error as error:
            msg = f"policy rule {id!r}: bad regex {pattern!r}: {error}"
            raise InvalidRuleError(msg) from error
        try:
            return cls(id=id, label=label, pattern=compiled)
        except ValueError as error:
            msg = f"policy rule {id!r}: {error}"
            raise InvalidRuleError(msg) from error


def first_matching_rule(rules: tuple[PolicyRule, ...], question: str) -> PolicyRule | None:
    """The first rule (in file order) whose pattern occurs in the normalised question."""
    text = normalise(question)
    for rule in rules:
        if rule.pattern.search(text):
            return rule
    return None
