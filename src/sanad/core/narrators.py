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
    word = _DOUBLED.sub(r"\1", word.replace("ou", "u").replace("ee", "i"))
    if len(word) > 3 and word.endswith("h") and word[-2] in "aeiou":  # noqa: PLR2004 - "Abu" keeps its letters
        word = word[:-1]
    return word


def name_words(name: str) -> frozenset[str]:
    """The folded words of a name, function words left out."""
    return frozenset(fold_name(w) for w in words(normalise(name)) if w not in STOPWORDS)


def names_narrator(narrator_line: str, english: str, wanted: frozenset[str]) -> bool:
    """Whether every word of ``wanted`` (folded) stands in the narrator line or the English opening."""
    if not wanted:
        return True
    held = name_words(f"{narrator_line} {english[:_OPENING]}")
    return wanted <= held
