"""Law: whether the subject stands together in a sentence reads the same from its joined lemmas.

A hit's exact phrase is looked for in each sentence's lemmas, the marks left out. Read first
from the sentence's lemmas joined (as judging read them), the lemmas themselves only where
those cannot tell: the answer is the same.
"""

from itertools import filterfalse

from hypothesis import given, settings
from hypothesis import strategies as st

from sanad.core.answer import _together
from sanad.core.lemma import GAP, MARKS, POSSESSIVE

_LEMMAS = (
    GAP, POSSESSIVE, "wine", "gamble", "make", "blind", "make blind", "ibn abbas", "ibn",
    "abbas", "x | y", f"a {POSSESSIVE}", "|x", "win", "wine gamble", "", " ", "gambl",
)  # fmt: skip


def _every_lemma(wanted: str, lemmas: list[str]) -> bool:
    return wanted in " " + " ".join(filterfalse(MARKS.__contains__, lemmas)) + " "


@given(
    st.lists(st.sampled_from(_LEMMAS), max_size=10),
    st.lists(st.sampled_from(_LEMMAS), min_size=1, max_size=3),
)
@settings(max_examples=1000, deadline=None)
def test_the_subject_stands_together_as_its_lemmas_say(lemmas: list[str], terms: list[str]) -> None:
    wanted = " " + " ".join(terms) + " "
    read: list[int] = []

    def lemmas_read() -> list[str]:
        read.append(1)
        return lemmas

    assert _together(wanted, " ".join(lemmas), lemmas_read) == _every_lemma(wanted, lemmas)


def test_most_sentences_are_told_from_their_joined_lemmas() -> None:
    def unread() -> list[str]:
        raise AssertionError

    assert _together(" wine gamble ", "wine gamble | drink", unread)
    assert not _together(" wine gamble ", "wine | drink", unread)
