"""Where a Latin transliteration writes its ʿayn or hamza mark, which tells two names apart.

"Mu'tah" (the battle, مؤتة) and "Mut'ah" (the temporary marriage, المتعة) are the same letters
once the mark is dropped, as normalising drops it. A question that writes the mark writes which
one it means; a passage that writes the same letters with the mark elsewhere, and never as the
question does or without it, names the other. Pure functions over text as written.
"""

import re

_MARK = "'’ʿʼ`"
_MARKED = re.compile(rf"\b([A-Za-z]+)[{_MARK}]([A-Za-z]+)\b")
_ANY_MARK = re.compile(f"[{_MARK}]")
_WORD = re.compile(rf"[A-Za-z]+(?:[{_MARK}][A-Za-z]+)*")
_CONTRACTED = frozenset({"s", "re", "ll", "ve", "m", "d"})
"""What follows an apostrophe in an English contraction or possessive ("what's", "you'd")."""
_PRONOUNS = frozenset({"i", "you", "he", "she", "it", "we", "they", "who", "that", "there"})

Marked = tuple[str, int]
"""A marked word: its letters (lower case, no mark) and where the mark stands among them."""


def marked_words(text: str) -> tuple[Marked, ...]:
    """The words ``text`` (as written) spells with a mark inside, but contractions.

    "Mu'tah" is ("mutah", 2). "what's", "don't", "you'd" are English, not transliteration; a
    name ending in d ("Sa'd") is kept, as only pronouns contract "'d".
    """
    if not any(mark in text for mark in _MARK):
        return ()  # every marked word writes a mark
    found = []
    for match in _MARKED.finditer(text):
        before, after = match[1].lower(), match[2].lower()
        if after == "t" and before.endswith("n"):
            continue  # "don't", "isn't"
        if after == "s" or (after in _CONTRACTED and before in _PRONOUNS):
            continue
        found.append((before + after, len(before)))
    return tuple(dict.fromkeys(found))


def marked_otherwise(text: str, marked: Marked) -> bool:
    """Whether ``text`` (as written) spells the letters of ``marked`` only with the mark elsewhere.

    False where it writes them as marked, or unmarked ("Mutah"), or not at all.
    """
    letters, at = marked
    seen = False
    for word in _WORD.findall(text):
        plain = _ANY_MARK.sub("", word).lower()
        if plain != letters:
            continue
        marks = [i for i, ch in enumerate(word) if ch in _MARK]
        if not marks or marks == [at]:
            return False  # as the question writes it, or with no mark: the same word, maybe
        seen = True
    return seen
