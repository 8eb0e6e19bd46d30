"""Sentences that speak to the assistant about the answer, set aside for retrieval (stop 38).

A request for the citation's form. words-dev6-02, written blind: "which ayah tells believers
not to spy on one another? need the surah + number" was refused: "number", read as a subject
word and the weightiest one held, stood as the pivot, and 49:12 ("spy not") does not hold it.
"need the surah + number" speaks to the assistant about the answer's form, as "answer in
French" does: it names no subject.

What the asker does not mean. growth-dev5-13, written blind: "Who does the prophet call the
real bankrupt (muflis) person? I dont mean someone who lost his money". Its second sentence
names the sense the asker rules out; read as subject words, "lost" and "money" held
tirmidhi:1320, a debt passed to a man who then went bankrupt: the very sense ruled out.
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
        # A request for the citation's form.
        (
            "which ayah tells believers not to spy on one another? need the surah + number",
            "which ayah tells believers not to spy on one another",
        ),
        ("verse about honey healing. give me the ayah number pls", "verse about honey healing"),
        (
            "hadith on smiling being charity? with references please",
            "hadith on smiling being charity",
        ),
        (
            "what does the quran say about orphans. i need the verse numbers",
            "what does the quran say about orphans",
        ),
        ("آية عن بر الوالدين؟ مع رقم الآية", "آية عن بر الوالدين"),
        # What the asker does not mean.
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
        # Stop 40 (words-dev5-02, dev): the other alternative the asker sets against the one
        # asked. "forbid", read as a subject word, answered with his prohibitions (ibnmajah:3160)
        # a question asking for his own act.
        (
            (
                "is there any hadith of the prophet himself drinking standing up?? or did he "
                "only forbid it"
            ),
            "is there any hadith of the prophet himself drinking standing up",
        ),
        ("did he ever eat onions? or did he just dislike the smell", "did he ever eat onions"),
    ],
)
def test_a_sentence_about_the_answer_is_set_aside(
    policy: AnswerConfig, question: str, searched: str
) -> None:
    kept, aside = set_aside(question, policy.instructions)
    assert kept == searched, aside
    assert len(aside) == 1


@pytest.mark.parametrize(
    ("question", "searched"),
    [
        # The number asked is the subject: never set aside (a bare "need the number" after
        # the question may be: the question before it still asks how many).
        (
            "how many muslim soldiers were at the battle of yarmouk?? need the number",
            "how many muslim soldiers were at the battle of yarmouk",
        ),
        ("the number of the months with allah", "the number of the months with allah"),
        ("need the number of rakat in fajr", "need the number of rakat in fajr"),
        ("give me the number of the prophets", "give me the number of the prophets"),
        ("ما رقم الآية التي فيها آية الكرسي", "ما رقم الآية التي فيها آية الكرسي"),
        # Opening with such words, a question whose request follows is kept whole.
        (
            "i dont mean to be rude but what did the prophet say about backbiting",
            "i dont mean to be rude but what did the prophet say about backbiting",
        ),
        (
            "not talking about others is it in the quran",
            "not talking about others is it in the quran",
        ),
        # An alternative that is itself the question stays ("or did he only pray two?").
        ("did he pray four rakat or only two", "did he pray four rakat or only two"),
    ],
)
def test_what_is_asked_is_kept(policy: AnswerConfig, question: str, searched: str) -> None:
    assert set_aside(question, policy.instructions)[0] == searched
