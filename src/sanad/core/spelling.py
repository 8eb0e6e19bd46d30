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


def correction(word: str, frequency: Callable[[str], int]) -> str | None:
    """The one common corpus word ``word`` is a slip of, or None.

    ``frequency`` gives how many passages use a word (0 for none).
    """
    if len(word) < MIN_LENGTH or not word.isascii() or not word.isalpha():
        return None
    found = {slip for slip in _slips(word) if frequency(slip) >= MIN_FREQUENCY}
    return found.pop() if len(found) == 1 else None
