import pytest

from sanad.core.policy import InvalidRuleError, PolicyRule, first_matching_rule

RULING = PolicyRule.from_strings(id="ruling", label="a legal ruling", pattern=r"\bruling\b")
HUKM = PolicyRule.from_strings(id="hukm", label="asks for a ruling", pattern=r"\bحُكْمُ\b")
QURAN = PolicyRule.from_strings(id="quran-ruling", label="x", pattern=r"quran says .* halal")


def test_a_bad_regex_raises_naming_the_rule() -> None:
    expected = r"policy rule 'broken-rule': bad regex '\(unclosed'"
    with pytest.raises(InvalidRuleError, match=expected):
        PolicyRule.from_strings(id="broken-rule", label="broken", pattern="(unclosed")


@pytest.mark.parametrize(("rule_id", "label"), [("", "a label"), ("an-id", "")])
def test_an_empty_id_or_label_raises(rule_id: str, label: str) -> None:
    with pytest.raises(InvalidRuleError, match="policy rule"):
        PolicyRule.from_strings(id=rule_id, label=label, pattern="x")


def test_invalid_rule_error_is_a_value_error() -> None:
    assert issubclass(InvalidRuleError, ValueError)


def test_patterns_match_case_insensitively() -> None:
    assert first_matching_rule((RULING,), "What is the RULING on music?") == RULING


def test_arabic_patterns_with_diacritics_match_bare_questions() -> None:
    assert first_matching_rule((HUKM,), "ما حكم الموسيقى") == HUKM
    assert first_matching_rule((HUKM,), "ما حُكْمُ الموسيقى") == HUKM


def test_rules_match_the_normalised_question() -> None:
    # Apostrophes are gone before matching: "Qur'an" reads as "quran".
    assert first_matching_rule((QURAN,), "The Qur'an says music is halal?") == QURAN


def test_the_first_rule_in_file_order_wins() -> None:
    both = PolicyRule.from_strings(id="rul", label="anything with 'rul'", pattern="rul")
    assert first_matching_rule((RULING, both), "a ruling") == RULING
    assert first_matching_rule((both, RULING), "a ruling") == both


def test_no_rule_matches_an_ordinary_question() -> None:
    assert first_matching_rule((RULING, HUKM), "What does the Qur'an say about orphans?") is None
    assert first_matching_rule((), "ruling") is None


def test_word_boundaries_hold() -> None:
    assert first_matching_rule((RULING,), "overruling") is None


@pytest.mark.parametrize("joiner", ["\u200b", "\u200c", "_"])
def test_a_zero_width_space_or_non_joiner_between_words_cannot_dodge_a_rule(joiner: str) -> None:
    # "ما\u200cحكم": a reader sees two words (the non-joiner keeps the letters apart), the
    # normalised question one (a format character is dropped, so "di\u00advorce" is "divorce").
    # A rule is also matched with these read as spaces: refusing is the safe side.
    assert first_matching_rule((HUKM,), f"ما{joiner}حكم الموسيقى") == HUKM
    assert (
        first_matching_rule((RULING,), f"What{joiner}is the{joiner}ruling{joiner}on music")
        == RULING
    )
    assert first_matching_rule((RULING,), f"over{joiner}ruling") == RULING  # read both ways
    assert first_matching_rule((RULING,), "overruling") is None
