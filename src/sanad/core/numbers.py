"""Counts written in digits, read as the words the corpus writes them in.

The translations spell counts out ("Allah has ninety-nine names", "the signs of a hypocrite
are three"), while a question often writes digits ("the 99 names"). A count of 1 to 100, a
round hundred up to 900, or 1000, standing before a word, is spelled; any other number (a
reference, a year, a time of day, a decimal) is left as written.
"""

import re

from sanad.core.tokenise import word_set

_ONES = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
_TENS = ("", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")

NUMBER_WORDS = word_set("""
    one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
    sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
    hundred hundreds thousand thousands twice thrice score half third fourth fifth sixth seventh
    eighth ninth tenth
""")
"""The words a stated count or measure is made of."""

# What may not stand before a count: words that make the number a reference.
_REFERRING = word_set("""
    surah sura surat chapter verse verses ayah ayahs ayat aya entry number no hadith book
    volume vol page part juz bukhari muslim malik muwatta quran koran q year years
""")
# A count stands before a word: not a time of day, and not another number ("1 one"), so that
# spelling a text twice changes nothing the first time did not.
_COUNT = re.compile(
    r"(?:\b([^\W\d_]+)\s+)?(?<![\d.:,#/])\b(\d{1,4})\b(?![.:,/]\d)"
    r"(?=\s+(?!(?:am|pm|oclock|o clock|a m|p m|"
    + "|".join(sorted(NUMBER_WORDS, key=len, reverse=True))
    + r")\b)[^\W\d_])"
)


def _words(number: int) -> str | None:
    """The corpus's words for ``number``, or None when it is not a count spelled here."""
    hundreds, rest = divmod(number, 100)
    tens, ones = divmod(rest, 10)
    spelled = None
    if number <= 0:
        spelled = None
    elif number < 20:  # noqa: PLR2004 - the English number names
        spelled = _ONES[number]
    elif 20 <= number < 100:  # noqa: PLR2004
        spelled = _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")
    elif number == 100:  # noqa: PLR2004
        spelled = "hundred"
    elif number < 1000 and not rest:  # noqa: PLR2004
        spelled = f"{_ONES[hundreds]} hundred"
    elif number == 1000:  # noqa: PLR2004
        spelled = "thousand"
    return spelled


def spell_counts(text: str) -> str:
    """``text`` (normalised) with each count before a word spelled as the corpus spells it."""
    if not any(map(str.isdigit, text)):
        return text
    return _COUNT.sub(_spelled, text)


def _spelled(found: re.Match[str]) -> str:
    before, number = found[1], found[2]
    following = found.string[found.end() :].lstrip()[:1]
    if following and not following.isascii():  # an Arabic word counted: written in words there
        return found[0]
    spelled = None if before in _REFERRING else _words(int(number))
    if spelled is None:
        return found[0]
    return f"{before} {spelled}" if before else spelled


_SHOW_THE_NUMBER = re.compile(
    r"\b(?:which|what|where)\b[^?.]{0,40}\b(?:gives?|says?|states?|mentions?|has|is|with)\b"
    r"[^?.]{0,20}\b(?:that|this|the) (?:number|figure|count)\b"
    r"|\b(?:is|was) (?:that|this|the) (?:number|figure|count) (?:from|in|mentioned|given|stated)\b"
    # The number named, then where it is from: "the 124,000 prophets number, where is it from",
    # "where does the number 313 come from", "… figure, which book has it".
    r"|\b(?:number|figure)\b[\s,]+(?:where|which (?:book|hadith|ayah|verse|collection)|source)\b"
    r"|\bwhere (?:does|did|is) (?:that |this |the )?(?:number|figure)\b"
)
"""A question asking which passage gives a number it states ("which ayah gives that number",
"is that number from the prophet")."""
_STATED = re.compile(r"(?<![\d:.,])\b(\d{1,3}(?:,\d{3})+|\d+)\b(?![:.]\d)")
_THOUSAND = 1000


def _spoken(number: int) -> tuple[str, ...]:
    """The ways the translations may spell ``number`` out (none for a number too large)."""
    if number < _THOUSAND:
        plain = _words(number)
        if plain is not None:
            return (plain, plain.replace("-", " ")) if "-" in plain else (plain,)
        hundreds, rest = divmod(number, 100)
        tail = _words(rest)
        if hundreds and tail is not None:
            head = f"{_ONES[hundreds]} hundred"
            return (f"{head} and {tail}", f"{head} {tail}")
        return ()
    thousands, rest = divmod(number, _THOUSAND)
    if rest or thousands >= _THOUSAND:
        return ()
    return (
        tuple(f"{form} thousand" for form in _spoken(thousands)) if thousands > 1 else ("thousand",)
    )


def number_asked_to_be_shown(text: str) -> tuple[str, ...]:
    """The forms of a number a (normalised) question states and asks a passage to show.

    "pharaoh gathered 70,000 magicians …, which ayah gives that number": ("70,000", "70000",
    "seventy thousand"). Empty where no number is stated, or none is asked to be shown.
    """
    if _SHOW_THE_NUMBER.search(text) is None:
        return ()
    found = _STATED.search(text)
    if found is None:
        return ()
    number = int(found[1].replace(",", ""))
    digits = (f"{number:,}", str(number)) if number >= _THOUSAND else (str(number),)
    return (*digits, *_spoken(number))
