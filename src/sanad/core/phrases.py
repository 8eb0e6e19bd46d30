"""Finding whole phrases in a stream of coded terms with Aho-Corasick.

The only module that touches ``pyahocorasick`` (untyped; stub in ``stubs/``). A phrase counts
only where all of its terms stand together, in order: "strong" alone is not "strong drink".
"""

import itertools
from collections.abc import Iterable, Iterator

import ahocorasick

_DIGITS = 64
"""The automaton reads every character as this many-valued digits (see :func:`find_phrases`)."""
_DIGIT_CHARACTERS = [chr(0x30 + digit) for digit in range(_DIGITS)]


def find_phrases(keys: Iterable[str], text: str) -> Iterator[tuple[int, str]]:
    """Yield ``(start, key)`` for every occurrence of every key in ``text``, overlaps included.

    The automaton is slow on a large alphabet (index streams code each term as one character:
    thousands of them), so every character is first spelt as a fixed number of digits from a
    small alphabet; a match counts only where it starts on a character's first digit. The
    occurrences, and their order, are those of matching the characters themselves.
    """
    unique = sorted(set(keys))
    if not any(unique):
        return
    alphabet = sorted(set(text).union(*unique))
    width = 1
    while _DIGITS**width < len(alphabet):
        width += 1
    # Numbered in order, each spelt big-endian: itertools.product counts in that order.
    spellings = map("".join, itertools.product(_DIGIT_CHARACTERS, repeat=width))
    spelt = dict(zip(alphabet, spellings, strict=False))  # more spellings than characters
    automaton = ahocorasick.Automaton(ahocorasick.STORE_ANY, ahocorasick.KEY_STRING)
    for key in unique:
        automaton.add_word("".join([spelt[character] for character in key]), key)
    if len(automaton) == 0:
        return
    automaton.make_automaton()
    table = str.maketrans(spelt)
    for end, value in automaton.iter(text.translate(table)):
        found = str(value)
        start = end - width * len(found) + 1
        if start % width == 0:
            yield start // width, found
