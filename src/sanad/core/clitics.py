"""Arabic clitics: the bare forms a written word may stand for once its particles are taken off.

Arabic writes conjunctions, prepositions, the article and pronouns on the word: وبالكتاب is
و + ب + ال + كتاب, صدقته is صدقة + ه (the ta marbuta written ت before a pronoun). A form no
table knows is looked up again as each of its bare forms, the least stripped first, so that a
question's للصدقة finds the corpus's الصدقة. Pure string work on normalised tokens.
"""

import re
from collections.abc import Callable, Iterator

from sanad.core.types import Token

PREFIXES = (
    "وبال", "فبال", "وكال", "وال", "فال", "بال", "كال", "لل", "ال", "وب", "ول", "وك", "فب",
    "فل", "وس", "و", "ف", "ب", "ل", "ك",
)  # fmt: skip
"""Proclitics, longest first: conjunctions, prepositions and the article."""
SUFFIXES = ("هما", "كما", "هم", "هن", "كم", "كن", "نا", "ها", "ني", "ه", "ك", "ي")
"""Attached pronouns, longest first."""
_THE = r"(?:[وف]?[بكل]?ال|[وف]?لل)"
DEFINITE = re.compile(rf"^{_THE}..")
"""A word with the article (ال، وال، بال، فبال، لل …), at least two letters after it."""
ARTICLE = re.compile(rf"{_THE}(?=..)")
"""The article and what may stand before it, on a word of two letters more (matched: where
:data:`DEFINITE` matches, and it ends where the word after the article begins)."""
SHORTEST = 2
"""The fewest letters a bare form keeps."""


def definite_in_ha(token: Token) -> bool:
    """Whether a word has the article and ends in ه (الفقه, or البصره typed for البصرة).

    The article and the pronoun ه never stand on one word: the ه is the word's own letter, or
    a ta marbuta typed as ه.
    """
    return token.endswith("ه") and DEFINITE.match(token) is not None


def as_ta_marbuta(token: Token) -> Token:
    """``token`` with a final ه after the article read as ة (البصره as البصرة); else itself."""
    return token[:-1] + "ة" if definite_in_ha(token) else token


def bare_forms(token: Token) -> Iterator[Token]:
    """``token`` and its bare forms, each once, the least stripped first.

    After لل the article is restored (للناس → الناس). Before a pronoun a final ت is also read as
    ta marbuta (صدقته → صدقة). Last, a form without the article is tried with it (يتيم →
    اليتيم), for a noun the corpus writes only so.
    """
    # The least stripped first; at the same cost, a proclitic before a pronoun (وكتابه reads
    # كتابه before وكتاب).
    candidates = sorted(
        (stripped, len(suffix), order, form)
        for prefix in ("", *PREFIXES)
        if token.startswith(prefix)
        for suffix in ("", *SUFFIXES)
        if token.endswith(suffix)
        for stripped, order, form in _readings(token, prefix, suffix)
    )
    if token.endswith("ه"):  # a ta marbuta written ه, as people type it (سنه for سنة)
        candidates.append((0, 1, 1, token[:-1] + "ة"))
        candidates.sort()
    yield from dict.fromkeys(form for *_, form in candidates)


def _readings(token: Token, prefix: str, suffix: str) -> list[tuple[int, int, Token]]:
    """The forms ``token`` may stand for without ``prefix`` and ``suffix``, with their cost."""
    rest = token[len(prefix) : len(token) - len(suffix)]
    if len(rest) < SHORTEST or (suffix and prefix.endswith(("ال", "لل"))):
        return []  # the article and an attached pronoun never stand on one word (البنوك)
    stripped = len(prefix) + len(suffix)
    forms = [rest]
    if prefix.endswith("لل"):
        forms.insert(0, "ال" + rest)
    if suffix and rest.endswith("ت"):
        # After a preposition a noun follows (لصدقتهم: their charity), so ta marbuta first;
        # otherwise the verb's ending is read first (صدقتهم: you believed them).
        marbuta = rest[:-1] + "ة"
        forms.insert(0, marbuta) if prefix[-1:] in ("ب", "ل", "ك") else forms.append(marbuta)
    readings = [(stripped, order, form) for order, form in enumerate(forms)]
    if not rest.startswith("ال"):  # a bare noun the corpus has only with the article
        readings.append((stripped + len(token), 0, "ال" + rest))
    return readings


def clitic_forms(
    token: Token, same: Callable[[Token], bool], *, definite_only: bool = False
) -> tuple[Token, ...]:
    """The word ``token`` writes, with each proclitic or none: its own form, clitics aside.

    The word is ``token`` without its longest proclitic after which it is still itself
    (``same``): بالصدقة → صدقة, but والد keeps its و (what is left, الد, is no word of it).
    A pronoun is not taken off or added: صدقته is another form. With ``definite_only``, only
    the forms with the article are the word: a noun asked of a lemma used more as a verb
    (الكبر, pride) is another word without it (كبر, he grew old).
    """
    core = next(
        (
            token[len(prefix) :]
            for prefix in PREFIXES
            if token.startswith(prefix)
            and len(token) - len(prefix) >= SHORTEST
            and same(token[len(prefix) :])
        ),
        token,
    )
    if definite_only and core != token and DEFINITE.match(token):
        prefixes: tuple[str, ...] = tuple(p for p in PREFIXES if p.endswith(("ال", "لل")))
        return tuple(dict.fromkeys((token, *(prefix + core for prefix in prefixes))))
    return tuple(dict.fromkeys((core, token, *(prefix + core for prefix in PREFIXES))))
