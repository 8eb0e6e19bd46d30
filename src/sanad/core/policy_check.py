"""Where the refusal line sits: which policy rule (if any) a question would trip.

The same rules, in the same order, as :func:`sanad.core.answer.answer` applies: the first
matching rule is the one a referral names. Retrieval and the gates are not run, so a question
no rule refers may still end ``no_source``.
"""

import attrs

from sanad.core.config import AnswerConfig
from sanad.core.policy import first_matching_rule
from sanad.core.question import check_question
from sanad.core.verdict import RuleRef


@attrs.frozen(kw_only=True)
class PolicyCheck:
    """Which rule a question trips, every other rule it also matches, and what follows."""

    question: str
    """The question as checked (stripped)."""
    referred: bool
    """Whether ``answer_question`` would refer this question to a scholar."""
    rule: RuleRef | None
    """The rule a referral would name: the first match in file order."""
    also_matching: tuple[RuleRef, ...]
    """Later rules that match too (they do not change the outcome)."""
    referral: str | None
    """What a referred question is told; None when no rule matches."""
    rules_checked: int
    note: str


def check_policy(config: AnswerConfig, question: str) -> PolicyCheck:
    """Apply the policy rules only. Raises InvalidQuestionError as ``answer`` does."""
    text = check_question(question)
    matching = [
        RuleRef(id=rule.id, label=rule.label)
        for rule in config.rules
        if first_matching_rule((rule,), text) is not None
    ]
    if not matching:
        return PolicyCheck(
            question=text,
            referred=False,
            rule=None,
            also_matching=(),
            referral=None,
            rules_checked=len(config.rules),
            note=(
                "No refusal rule matches. Only the policy was checked: answer_question may "
                "still end no_source when the corpus does not cover the question."
            ),
        )
    first = matching[0]
    return PolicyCheck(
        question=text,
        referred=True,
        rule=first,
        also_matching=tuple(matching[1:]),
        referral=f"{config.referral} (Rule {first.id}: {first.label}.)",
        rules_checked=len(config.rules),
        note=(
            f"answer_question would refer this question to a scholar under rule {first.id} "
            "and return no passages."
        ),
    )
