"""Refusal rules: a question that asks for a ruling is referred to a scholar, never answered.

Rules are plain regular expressions with an id and a human label, matched against the
normalised question (so Arabic patterns need no diacritics, English ones no capitals, and no
pattern has to allow for doubled spaces, line breaks or invisible characters). They run on a
linear-time engine (:mod:`sanad.core.linear_regex`): no pattern can make a question slow, and
one the engine cannot run in linear time is refused at load.
"""

import attrs

from sanad.core.linear_regex import LinearPattern, Marked, PatternError, shown
from sanad.core.normalise import fold_arabic, normalise


class InvalidRuleError(ValueError):
    """A rule whose pattern the engine refuses, or whose id or label is empty."""


@attrs.frozen(kw_only=True)
class PolicyRule:
    """One refusal rule: when ``pattern`` matches, the question is referred with ``label``."""

    id: str = attrs.field(validator=attrs.validators.min_len(1))
    label: str = attrs.field(validator=attrs.validators.min_len(1))
    pattern: LinearPattern

    @classmethod
    def from_strings(
        cls,
        *,
        id: str,  # noqa: A002 - the rule's own field name
        label: str,
        pattern: str,
        kind: str = "policy rule",
    ) -> "PolicyRule":
        """Compile ``pattern`` (case-insensitive); InvalidRuleError names a rule that fails.

        ``kind`` names what the rule is in the message ("policy rule", "instruction").
        """
        try:
            compiled = LinearPattern.compile(fold_arabic(pattern))
        except PatternError as error:
            msg = f"{kind} {id!r}: bad regex {shown(pattern)}: {error}"
            raise InvalidRuleError(msg) from None
        try:
            return cls(id=id, label=label, pattern=compiled)
        except ValueError as error:
            msg = f"{kind} {id!r}: {error}"
            raise InvalidRuleError(msg) from error


_WORD_SEPARATING = str.maketrans({"\u200b": " ", "\u200c": " ", "_": " "})
"""A zero-width space or non-joiner: dropped by :func:`normalise`, as any format character is,
yet between two words a reader sees them apart ("ما\u200cحكم"); and an underscore, which a
word boundary takes for a letter ("haram_to")."""


def first_matching_rule(rules: tuple[PolicyRule, ...], question: str) -> PolicyRule | None:
    """The first rule (in file order) whose pattern occurs in the normalised question.

    Where the question holds a zero-width space or non-joiner or an underscore, the rules are
    matched with it read as a space too, so that it cannot hide a referral between two words.
    """
    text = Marked(text=normalise(question))  # each marked once, whichever rules read it
    if "\u200b" in question or "\u200c" in question or "_" in question:
        texts = (text, Marked(text=normalise(question.translate(_WORD_SEPARATING))))
        for rule in rules:
            if any(rule.pattern.occurs_in(each) for each in texts):
                return rule
        return None
    for rule in rules:  # the one text of most questions, read without a generator per rule
        if rule.pattern.occurs_in(text):
            return rule
    return None
