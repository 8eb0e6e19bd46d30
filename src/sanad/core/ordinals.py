"""Whether a question asks who or what came first.

"first thing allah created was the pen — which hadith?" asks for an order: a window where the
pen is only taught by ("Your Lord … taught by the pen") holds its words and nothing of the
order, so no window may lack "first" (أول). Not "my first cousin", "the first 5 verses" or "do
it first", where no order is asked. Read on normalised text (lower case, Arabic folded).
"""

import re
from collections.abc import Sequence

_FIRST_OF_ENGLISH = re.compile(
    r"\b(?:the|a) first\b(?! (?:\d|time|times|cousin|house|home|wife|husband|child|born|few"
    r"|part|half|day|days|night|nights|verse|verses|ayah|ayat|aya|surah|chapter|rak\w*))"
    r"|\bfirst (?:thing|things|person|people|man|men|woman|women|one|ones|muslim|muslims"
    r"|martyr|prophet|messenger|rasool|rasul|to)\b"
)
"""English asking what came first: "the first martyr", "first thing created", not "my first
cousin", "the first time", "the first 5 verses" or "do it first"."""
_FIRST_OF_ARABIC = re.compile(
    r"(?:^|\s)[وف]?اول (?:من|ما|شي|شيء|واحد|واحده|وحده|وحدة|حد|انسان|رجل|امراة|امراه|نبي|رسول)\b"
)
"""Arabic asking who or what came first: "أول من", "أول ما", "أول واحد", not "أول آية في سورة"
(a verse by its place) nor "التشهد الأول" (a part named)."""
FIRST = frozenset(("first", "اول"))
"""The word, English or Arabic, of a question asking who or what came first."""


def first_asked(text: str) -> bool:
    """Whether a (normalised) question asks who or what came first."""
    # Every match of the Arabic pattern writes Arabic: an ASCII question is not searched.
    return _FIRST_OF_ENGLISH.search(text) is not None or (
        not text.isascii() and _FIRST_OF_ARABIC.search(text) is not None
    )


_FIRST_FORMS = frozenset(("اول", "الاول", "باول", "لاول", "واول", "فاول", "اولي", "الاولي"))
"""The singular forms of أول (first), with a clitic or the article, folded as normalised."""
_ANCIENTS = re.compile(r"^[وفبل]?(?:ال)?(?:اولون|اولين|اوائل)$")
"""The plural: "الأولون والآخرون", "الأولين" (the former peoples), "الأوائل"."""


def first_only_as_the_ancients(words: Sequence[str]) -> bool:
    """Whether a (normalised) Arabic text writes أول only as the former peoples (الأولون).

    "يغبطهم الأولون والآخرون" (the first and the last of peoples envy them) names the peoples
    of old, no order; a question asking who came first is not answered by it.
    """
    plural = any(_ANCIENTS.match(word) for word in words)
    return plural and not any(word in _FIRST_FORMS for word in words)
