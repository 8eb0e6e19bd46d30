"""Matching a narrator named in a question against a hadith's narrator line.

Transliterations vary ("Abu Hurairah" / "Abu Huraira", "Aishah" / "`Aisha", "ibn" / "bin" /
"b."), so both sides are folded the same way before comparing: a word-final h after a vowel is
dropped, doubled letters are single, and ibn, bin and b. are one word. Every word of the name
must stand in the narrator line (or the opening of the English, where some datasets put it).
"""

import re

from sanad.core.normalise import normalise
from sanad.core.tokenise import STOPWORDS, words

_DOUBLED = re.compile(r"(.)\1+")
_SON_OF = frozenset({"ibn", "bin", "b", "bn", "ibnu"})
_OPENING = 200


def fold_name(word: str) -> str:
    """One word of a name in a spelling-tolerant form."""
    if word in _SON_OF:
        return "bin"
    word = _DOUBLED.sub(r"\1", word.replace("ou", "u").replace("ee", "i").replace("ay", "ai"))
    if len(word) > 3 and word.endswith("h") and word[-2] in "aeiou":  # noqa: PLR2004 - "Abu" keeps its letters
        word = word[:-1]
    return word


def name_words(name: str) -> frozenset[str]:
    """The folded words of a name, function words left out."""
    return frozenset(fold_name(w) for w in words(normalise(name)) if w not in STOPWORDS)


def name_words_in_order(name: str) -> tuple[str, ...]:
    """The folded words of a name, in order."""
    return tuple(fold_name(w) for w in words(normalise(name)) if w not in STOPWORDS)


def names_narrator(narrator_line: str, english: str, wanted: tuple[str, ...]) -> bool:
    """Whether the narrator line (or the English opening) names ``wanted`` (folded words).

    Every word before a patronymic must stand there ("Uthman" of "Uthman ibn Affan": the line
    may say only "Narrated `Uthman"); the patronymic's words too when the line gives one.
    """
    if not wanted:
        return True
    line = name_words_in_order(f"{narrator_line} {english[:_OPENING]}")
    held = set(line)
    given = wanted[: wanted.index("bin")] if "bin" in wanted else wanted
    if not set(given) <= held:
        return False
    # "Umar" is not "Ibn `Umar" (his son): the name must stand somewhere not as a father's.
    if not any(
        tuple(line[i : i + len(given)]) == given and (i == 0 or line[i - 1] != "bin")
        for i in range(len(line) - len(given) + 1)
    ):
        return False
    return "bin" not in held or "bin" not in wanted or set(wanted) <= held
