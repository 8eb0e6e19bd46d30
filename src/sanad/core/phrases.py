"""Finding whole phrases in a stream of coded terms with Aho-Corasick.

The only module that touches ``pyahocorasick`` (untyped; stub in ``stubs/``). A phrase counts
only where all of its terms stand together, in order: "strong" alone is not "strong drink".
"""

from collections.abc import Iterable, Iterator

import ahocorasick


def find_phrases(keys: Iterable[str], text: str) -> Iterator[tuple[int, str]]:
    """Yield ``(start, key)`` for every occurrence of every key in ``text``, overlaps included."""
    automaton = ahocorasick.Automaton(ahocorasick.STORE_ANY, ahocorasick.KEY_STRING)
    for key in sorted(set(keys)):
        automaton.add_word(key, key)
    if len(automaton) == 0:
        return
    automaton.make_automaton()
    for end, value in automaton.iter(text):
        found = str(value)
        yield end - len(found) + 1, found
