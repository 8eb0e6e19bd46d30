"""check_policy(): which rule a question trips, the same one answer() would name."""

import pytest
from core_fixtures import REFERRAL, RULES, config, index

from sanad.core.answer import answer
from sanad.core.policy_check import check_policy
from sanad.core.question import InvalidQuestionError
from sanad.core.verdict import RuleRef


def test_a_ruling_question_is_referred_under_the_first_matching_rule() -> None:
    check = check_policy(config(), "  Is it halal? What is the ruling?  ")
    assert check.question == "Is it halal? What is the ruling?"
    assert check.referred
    assert check.rule == RuleRef(id="ruling", label=RULES[0].label)
    assert check.also_matching == (RuleRef(id="permissibility", label=RULES[1].label),)
    assert check.referral is not None
    assert check.referral.startswith(REFERRAL)
    assert check.rules_checked == len(RULES)


@pytest.mark.parametrize(
    "question", ["Is pork halal?", "ما حكم الصلاة", "What is the ruling on fasting?"]
)
def test_the_check_agrees_with_answer(question: str) -> None:
    check = check_policy(config(), question)
    verdict = answer(index(), config(), question)
    assert verdict.verdict == "referred"
    assert check.referred
    assert verdict.trace.rule == check.rule
    assert verdict.message == check.referral


def test_a_question_no_rule_matches_is_not_referred_and_says_retrieval_was_not_run() -> None:
    check = check_policy(config(), "What does the Quran say about orphans?")
    assert not check.referred
    assert check.rule is None
    assert check.also_matching == ()
    assert check.referral is None
    assert "no_source" in check.note


def test_input_that_is_not_a_question_is_refused_as_answer_refuses_it() -> None:
    with pytest.raises(InvalidQuestionError):
        check_policy(config(), " \n ")
