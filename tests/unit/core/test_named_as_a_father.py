"""A name a question asks of, written in a passage only inside another's name, names another."""

import sys

from core_fixtures import COLLECTIONS, LEXICON, config, hadith
from hypothesis import given, settings
from hypothesis import strategies as st

from sanad.core.answer import _only_inside_anothers_name, _written_capitalised, answer
from sanad.core.config import Gates
from sanad.core.index import build_index

_GATES = config(
    Gates(min_coverage=0.0, max_oov_ratio=0.0, retrieval_threshold=0.0, min_evidence=0.6)
)


def test_a_name_written_only_after_ibn_names_the_son() -> None:
    # Stop 45 (a probe at eight): "what did umar do when the prophet died" was answered with
    # abudawud:571, "Ibn 'Umar did not enter through it till he died": Umar's son, his death.
    sons = hadith("bukhari", 1, "Ibn Umar did not enter through that door till he died.", "")
    his = hadith(
        "bukhari", 2, "When the Prophet died, Umar stood up and said: he has not died.", ""
    )  # fmt: skip
    others = tuple(
        hadith("bukhari", number, f"The Prophet went out on day {number}.", "")
        for number in range(3, 13)
    )
    question = "what did umar do when the prophet died"
    alone = answer(build_index((sons, *others), COLLECTIONS, LEXICON), _GATES, question)
    assert alone.verdict == "no_source"
    both = answer(build_index((sons, his, *others), COLLECTIONS, LEXICON), _GATES, question)
    assert both.passage_ids == ("bukhari:2",)


# Laws: what each judged passage is first looked at with (its UTF-8, ASCII letters lowered)
# turns away only a passage the whole reading would have turned away.

_SPELLINGS = (
    "Umar", "umar", "UMAR", "uMar", "Ibn", "ibn", "Abu", "abu", "Umm", "bin", "'", "\u2019",
    "\u02bf", "-", " ", " ", ".", ",", "Kha", "lid", "khalid", "Khalid", "\u212aHALID",
    "\u212ahalid", "\u0130", "\u00df", "\ufdfa", "\u03a3", "Quran", "quran", "pork", "Pork",
    "(", ")", "said", "say", "Say", "ص", "عمر", "x", "Ibn Umar", "Ibn \u2018Umar", "Abu Say",
    "Abu-Khalid", "Umm \u212ahalid", "bin Quran", "Ibn Pork",
)  # fmt: skip
_NAMES = ("umar", "khalid", "quran", "pork", "say", "lid")


@given(
    st.lists(st.sampled_from(_SPELLINGS), max_size=14).map("".join),
    st.lists(st.sampled_from(_SPELLINGS), max_size=14).map("".join),
    st.sampled_from(_NAMES),
)
@settings(max_examples=1000, deadline=None)
def test_a_name_not_written_capitalised_is_written_inside_no_name(
    narrator: str, english: str, name: str
) -> None:
    raw = f"{narrator} {english}"
    lowered = raw.lower()
    utf8 = raw.encode()
    if len(lowered) == len(raw) and _only_inside_anothers_name(raw, lowered, name):
        assert _written_capitalised(utf8, utf8.lower(), name.encode())


def test_only_the_kelvin_sign_lowers_to_an_ascii_letter_it_is_not() -> None:
    # What _written_capitalised rests on: a character whose lower case is one ASCII letter
    # is that letter, in either case, or the Kelvin sign (read apart); and lowering keeps
    # whether a character is a letter.
    others = set()
    for point in range(sys.maxunicode + 1):
        character = chr(point)
        lower = character.lower()
        if len(lower) == 1:
            assert lower.isalpha() == character.isalpha()
            if lower.isascii() and lower.isalpha() and not character.isascii():
                others.add(character)
    assert others == {"\u212a"}


def test_the_narrated_english_is_read_as_stored() -> None:
    passages = (
        hadith(
            "bukhari",
            1,
            "Ibn \u2018Umar \ufdfa did not enter.",
            "\u0627\u0628\u0646",
            narrator="Na\u0304fi\u02bf",
        ),
        hadith("bukhari", 2, "Plain.", ""),
    )
    index = build_index(passages, COLLECTIONS, LEXICON)
    for ordinal in range(index.passage_count):
        _, english, narrator, _ = index.texts_at(ordinal)
        assert index.narrated_english_utf8(ordinal) == f"{narrator} {english}".encode()
