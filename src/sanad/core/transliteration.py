"""Finding the Arabic word a Latin transliteration of a name stands for.

A hadith's English writes a name in Latin letters ("Marwan", "Kufa", "Ibn Sirin") and its Arabic
in Arabic ones (مروان، الكوفة، ابن سيرين). The two are told to be one name by their consonants, in
order: each Latin consonant (or digraph: kh, sh, th, dh, gh) stands for the Arabic letters it
transliterates, a Latin vowel for a long vowel letter or for nothing, and the letters Latin
writing most often leaves out (alif, ʿayn, hamza) may stand anywhere. An Arabic word is read
with its article and one-letter clitics taken off, and a final ta marbuta may close it ("Kufa" is
الكوفة). Doubled Latin letters are one (Arabic does not write the shadda). Read on normalised text.
"""

import re
from functools import lru_cache

_DIGRAPHS = {
    "kh": "(?:خ|كح)",
    "sh": "(?:ش|سه)",
    "th": "(?:[ثتذ]|ته)",
    "dh": "(?:[ذضظد]|ده)",
    "gh": "(?:غ|جه)",
}
"""Two Latin letters for one Arabic one, or for the two they spell apart ("Makhul" is مكحول)."""
_LETTERS = {
    "b": "ب",
    "t": "تطة",
    "j": "ج",
    "h": "حهخ",
    "d": "دض",
    "r": "ر",
    "z": "زظذ",
    "s": "سصث",
    "f": "ف",
    "q": "قك",
    "k": "كق",
    "l": "ل",
    "m": "م",
    "n": "ن",
    "w": "و",
    "y": "ي",
    "g": "جغق",
    "c": "كقس",
    "p": "ب",
    "v": "ف",
}
_VOWELS = {"a": "اىي", "e": "يا", "i": "ي", "o": "و", "u": "و"}
_SILENT = "اعءئؤ"
"""Letters a Latin transliteration most often leaves out: alif, ʿayn and hamza's seats."""
_MIN_CONSONANTS = 2
"""A name of fewer consonants ("Ali" has one) is told apart by too little."""


@lru_cache(maxsize=256)
def arabic_pattern(latin: str) -> re.Pattern[str] | None:
    """The pattern that finds, in normalised Arabic, each whole word ``latin`` writes.

    None where ``latin`` is not one Latin word of at least two consonants.
    """
    if not latin.isascii() or not latin.isalpha():
        return None
    if len(latin) > 3 and latin[-1] == "h" and latin[-2] in _VOWELS:  # noqa: PLR2004 - "Abu" keeps its letters
        latin = latin[:-1]  # "Hurairah", "Madinah": the ta marbuta, matched below
    # A ta marbuta closes the word only where the Latin ends in a vowel ("Kufa", "Hurairah"):
    # "مره" ("tell him") is not Umar.
    closing = "[ةه]?" if latin[-1] in _VOWELS else ""
    parts: list[str] = [f"[{_SILENT}]?"]
    consonants = 0
    at, previous = 0, ""
    while at < len(latin):
        pair, letter = latin[at : at + 2], latin[at]
        if pair in _DIGRAPHS:
            unit, at = pair, at + 2
        else:
            unit, at = letter, at + 1
        if unit == previous:
            continue  # "Muhammad": the doubled m is one letter, its shadda unwritten
        previous = unit
        if unit in _VOWELS:
            parts.append(f"[{_VOWELS[unit]}]?")
        elif unit in _DIGRAPHS:
            consonants += 1
            parts.append(_DIGRAPHS[unit])
        elif unit in _LETTERS:
            consonants += 1
            parts.append(f"[{_LETTERS[unit]}]")
        else:
            return None  # a letter no Arabic sound is written with ("x")
        parts.append(f"[{_SILENT}]?")
    if consonants < _MIN_CONSONANTS:
        return None
    # A whole word: its one-letter clitics and article before it ("وبالكوفة", "للمدينة").
    return re.compile(rf"(?<!\w)[وف]?[بكل]?(?:ال|ل)?{''.join(parts)}{closing}(?!\w)")


def arabic_forms(latin: str, arabic: str) -> frozenset[str]:
    """The words of ``arabic`` (normalised text) that ``latin`` (one normalised word) writes."""
    pattern = arabic_pattern(latin)
    if pattern is None:
        return frozenset()
    return frozenset(found.group() for found in pattern.finditer(arabic))


_CAPITALISED = re.compile(r"\b[A-Z][A-Za-z'`’-]*")


def written_in_latin(english: str, arabic: str) -> bool:
    """Whether ``english`` (as the source writes it) writes the Arabic name ``arabic``.

    ``arabic`` is one normalised word, with its article if it has one ("الرقة"): some
    capitalised word of ``english`` must transliterate it ("Basra" is البصرة).
    """
    for word in set(_CAPITALISED.findall(english)):
        pattern = arabic_pattern(re.sub(r"['`’-]", "", word).lower())
        if pattern is not None and pattern.fullmatch(arabic) is not None:
            return True
    return False
