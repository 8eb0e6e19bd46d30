"""Reading a misspelt English word as the corpus word it almost is ("Prohpet", "compnay").

Only a word no passage uses is read again, and only as a word one slip away: two neighbouring
letters swapped, or (in longer words) one letter missing or one too many. A letter *replaced*
is never assumed, since that is how one name turns into another ("Zaid" → "said"); nor is a
first letter left out ("trapped" is no slip of "strapped") or a last letter too many, but for
a doubled letter or an "s" ("Ayyubi" is no slip of "Ayyub"). A final silent "e" left out
("creat") is a slip in any word long enough to correct. The correction must be unique
and common in the corpus; otherwise the word stays unknown (and refuses). Every correction is
reported with the answer.
"""

import itertools
import re
from collections.abc import Callable, Iterator

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
MIN_LENGTH = 5
"""Shorter words are not corrected: too many short words are one slip from each other."""
MIN_FREQUENCY = 10
"""A correction must be a word at least this many passages use."""


LONGER = 6
"""A letter missing or one too many is assumed only in words this long or longer ("chess" is
not "chests")."""


def _slips(word: str) -> Iterator[str]:
    for i in range(len(word) - 1):
        if word[i] != word[i + 1]:
            yield word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    yield word + "e"  # a final silent e left out ("creat"), in any word long enough to correct
    if len(word) < LONGER:
        return
    last = len(word) - 1
    for i in range(len(word)):
        # A last letter too many only as a doubled letter or an "s" ("ibrahims"): a final "i"
        # or "y" more makes another name ("Ayyubi" is of Ayyub's line, not Ayyub).
        if i < last or word[i] == "s" or word[i] == word[i - 1]:
            yield word[:i] + word[i + 1 :]
    for i in range(1, len(word) + 1):  # a first letter left out is not assumed ("trapped")
        for letter in _LETTERS:
            yield word[:i] + letter + word[i:]


_CHAT_FORMS = {
    "yrs": "years", "yr": "year", "hrs": "hours", "hr": "hour", "mins": "minutes",
    "secs": "seconds", "wks": "weeks", "thot": "thought", "bday": "birthday",
    "incl": "including", "actualy": "actually",
}  # fmt: skip
"""Words as chat writes them, which no passage does ("i heard 950 yrs"): read as the word."""


def chat_form(word: str) -> str | None:
    """The word a chat form stands for ("yrs" is "years"), or None."""
    return _CHAT_FORMS.get(word)


def correction(word: str, frequency: Callable[[str], int]) -> str | None:
    """The one common corpus word ``word`` is a slip of, or None.

    ``frequency`` gives how many passages use a word (0 for none).
    """
    if len(word) < MIN_LENGTH or not word.isascii() or not word.isalpha():
        return None
    found = {slip for slip in _slips(word) if frequency(slip) >= MIN_FREQUENCY}
    return found.pop() if len(found) == 1 else None


# Ways one Arabic sound is written in Latin letters: each spelling, and what it may be read as.
_DIPHTHONGS = (("ay", "ai", "ei", "ey"), ("aw", "au", "ou"))  # Husayn Husain, Hadramawt Hadramaut
_READ_AS = {
    **{spelt: group for group in _DIPHTHONGS for spelt in group},
    "ee": ("ee", "i"), "ii": ("ii", "i"), "i": ("i", "ee"),  # Sireen, Sirin
    "oo": ("oo", "u"), "uu": ("uu", "u"), "u": ("u", "o"), "o": ("o", "u"),  # Othman, Uthman
    "aa": ("aa", "a"),  # Bilaal, Bilal (a short a is not lengthened: too many readings)
}  # fmt: skip
_GROUP = re.compile("|".join(sorted(_READ_AS, key=len, reverse=True)))
MIN_NAME_LENGTH = 6
"""Shorter names are not read in another transliteration: "Sa'd" and "Said" are two men."""
_MOST_SPELLINGS = 512
_THRICE = re.compile(r"(.)\1\1")
_DOUBLED_CONSONANT = re.compile(r"([^aeiou])\1")


def transliterated(word: str, frequency: Callable[[str], int]) -> str | None:
    """The corpus's spelling of a name written in another transliteration, or None.

    "Julaybib" is the corpus's Julaibib, "Hadramawt" Hadramaut, "Juhaynah" Juhaina: the same
    sounds in the same order, each vowel group written another usual way (ay ai ei ey, aw au
    ou, ee or ii as i and i as ee, oo or uu as u, u and o for each other, aa as a), a consonant
    doubled or not, a final h after a vowel written or not.
    Consonants never change, so one name never becomes another that sounds otherwise. The
    commonest spelling some passage uses is read (its alphabetical first among equals); the
    word itself, where a passage uses it, is never read again. Only words of
    :data:`MIN_NAME_LENGTH` letters or more, read as none shorter than one letter less, and
    none with a letter three times in a row ("aaaaaa" is no spelling of a name).
    """
    if len(word) < MIN_NAME_LENGTH or not word.isascii() or not word.isalpha():
        return None
    if frequency(word) or _THRICE.search(word):  # a run of one letter spells no name
        return None
    found = {
        spelt: n
        for spelt in _spellings(word)
        if spelt != word and len(spelt) >= MIN_NAME_LENGTH - 1 and (n := frequency(spelt))
    }
    return min(found, key=lambda spelt: (-found[spelt], spelt)) if found else None


def _spellings(word: str) -> set[str]:
    """Every spelling of ``word`` with its vowel groups, doubled letters and final h varied."""
    single = _DOUBLED_CONSONANT.sub(r"\1", word)  # Hussain: Husain
    bases = {word, single}
    bases |= {base[:-1] for base in list(bases) if base.endswith("h") and base[-2] in "aeiou"}
    spellings: set[str] = set()
    for base in bases:
        pieces = _GROUP.split(base)
        groups = [_READ_AS[g] for g in _GROUP.findall(base)]
        for chosen in itertools.islice(itertools.product(*groups), _MOST_SPELLINGS):
            spelt = pieces[0] + "".join(
                g + rest for g, rest in zip(chosen, pieces[1:], strict=True)
            )
            spellings.add(spelt)
            # Each consonant written twice where the corpus doubles it (Husain: Hussain).
            spellings.update(
                spelt[: i + 1] + spelt[i] + spelt[i + 1 :]
                for i in range(1, len(spelt) - 1)
                if spelt[i] not in "aeiouhwy"
                and spelt[i] != spelt[i - 1]
                and spelt[i] != spelt[i + 1]
            )
    return spellings
