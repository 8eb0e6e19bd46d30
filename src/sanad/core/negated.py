"""An act asked of by its absence: "the punishment for not praying", "people who don't pray".

Dropping "not" as a small word leaves "punishment" and "praying", and a hadith on seeking
refuge from the punishment of the grave "in every prayer he prayed" held both. What is asked
is the act left undone: a passage answers only where the act stands negated or given up
("whoever does not pray", "nor do they pray", "he who abandons the prayer").
"""

import re
from collections.abc import Callable, Sequence

from sanad.core.tokenise import STOPWORDS, words

_ABSENT = re.compile(
    r"\b(?:for|of|about|on) (?:not|never) (\w+ing)\b"
    r"|\bwho (?:does not|doesnt|do not|dont|did not|didnt|will not|wont|never|refuses? to"
    r"|fails? to) (\w+)"
)

_NEGATIONS = frozenset({
    "not", "nor", "never", "no", "none", "neither", "without", "dont", "doesnt", "didnt",
    "wont", "cannot", "cant", "abandon", "abandons", "abandoned", "abandoning", "abandonment",
    "neglect", "neglects", "neglected", "neglecting", "forsake", "forsakes", "forsook",
    "forsaken", "forsaking", "omit", "omits", "omitted", "omitting", "miss", "misses",
    "missed", "missing", "refuse", "refuses", "refused", "refusing", "fail", "fails",
    "failed", "failing", "leaves", "leaving",
})  # fmt: skip
"""Words telling that the act after them is left undone (one word each, as text splits)."""

_REACH = 4
"""How many words before the act a negation may stand ("nor do they pray": three)."""

_SHORTEST_ACT = 3
"""An act's lemma shorter than this is read whole, never as the start of a longer word."""


def negated_acts(normalised: str) -> tuple[str, ...]:
    """The words of the acts a (normalised, English) question asks of by their absence."""
    found = (
        next(group for group in match.groups() if group is not None)
        for match in _ABSENT.finditer(normalised)
    )
    return tuple(dict.fromkeys(act for act in found if act not in STOPWORDS))


def holds_negated(text: str, acts: Sequence[str], lemma: Callable[[str], str]) -> bool:
    """Whether a (normalised) text holds one of ``acts`` (lemmas) with a negation before it.

    A word holds an act whose lemma its own lemma is or starts with ("prayer" holds "pray"),
    and the negation stands at most :data:`_REACH` words before it.
    """
    said = words(text)
    for at, word in enumerate(said):
        own = lemma(word)
        if any(
            own == act or (len(act) >= _SHORTEST_ACT and own.startswith(act)) for act in acts
        ) and any(before in _NEGATIONS for before in said[max(0, at - _REACH) : at]):
            return True
    return False
