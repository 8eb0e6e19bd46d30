import pytest

from sanad.core.sentences import sentences


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("One. Two! Three?", ["One", "Two", "Three"]),
        (
            "Say: In both is great sin; but the sin is greater.",
            ["Say", "In both is great sin", "but the sin is greater"],
        ),
        ("ماذا قال؟ ثم سكت", ["ماذا قال", "ثم سكت"]),
        ("first line\nsecond line", ["first line", "second line"]),
        ("a dash - splits, a hyphen-word does not", ["a dash", "splits, a hyphen-word does not"]),
        ("...", []),
        ("", []),
    ],
)
def test_sentences(text: str, expected: list[str]) -> None:
    assert sentences(text) == expected
