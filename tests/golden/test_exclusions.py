"""A sentence saying what the asker does not mean, set aside for retrieval (stop 38).

growth-dev5-13, written blind: "Who does the prophet call the real bankrupt (muflis) person? I
dont mean someone who lost his money". Its second sentence names the sense the asker rules
out; read as subject words, "lost" and "money" held tirmidhi:1320, a debt passed to a man who
then went bankrupt: the very sense ruled out.
"""

from pathlib import Path

import pytest

from sanad.adapters.config_files import load_answer_config
from sanad.core.config import AnswerConfig
from sanad.core.instructions import set_aside

pytestmark = pytest.mark.golden

PROJECT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def policy() -> AnswerConfig:
    return load_answer_config(PROJECT / "config")


@pytest.mark.parametrize(
    ("question", "searched"),
    [
        (
            (
                "Who does the prophet call the real bankrupt person? I dont mean someone who "
                "lost his money"
            ),
            "Who does the prophet call the real bankrupt person",
        ),
        ("hadith about the cat. i do not mean the lion", "hadith about the cat"),
        (
            "what did the prophet say about lot? not talking about the sin",
            "what did the prophet say about lot",
        ),
        ("قصة الهدهد. مش قصدي الطير العادي", "قصة الهدهد"),
    ],
)
def test_what_the_asker_does_not_mean_is_set_aside(
    policy: AnswerConfig, question: str, searched: str
) -> None:
    kept, aside = set_aside(question, policy.instructions)
    assert kept == searched, aside


@pytest.mark.parametrize(
    "question",
    [
        "i dont mean to be rude but what did the prophet say about backbiting",
        "not talking about others is it in the quran",
    ],
)
def test_a_question_that_opens_with_such_words_is_kept(policy: AnswerConfig, question: str) -> None:
    assert set_aside(question, policy.instructions)[0] == question
