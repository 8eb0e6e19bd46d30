"""Colloquial Arabic verbs no text writes, and the standard verbs the texts use for them.

People ask in their own dialect: "شو قالت ملكة سبأ لما شافت عرشها" (when she saw her throne),
"الراجل اللي شال غصن شوك" (who lifted a thorny branch), "لما حطوا قميص يوسف" (when they put
Joseph's shirt). The texts say رأى، حمل، وضع. A form of one of these verbs, in any person, with
the colloquial prefixes of the present (ب، ه، ح) and the attached pronouns, reads as the
standard verb (normalised, as the lemma table knows it). The lemmatiser asks only for a form no
table holds: حط is also the texts' own word ("يحط الله به الخطايا", takes away), and a form
the texts write keeps its own reading.
"""

from collections.abc import Iterable
from itertools import product

from sanad.core.types import Token

# Standard verb (normalised) → (its colloquial past stems before a vowel or nothing, before a
# consonant ending (ت، نا), and its present stems).
_VERBS: dict[Token, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {
    "راي": (("شاف",), ("شف",), ("شوف",)),  # see
    "اخذ": (("اخد", "خد"), ("اخد", "خد"), ("اخد", "خد")),  # take
    "وضع": (("حط",), ("حط",), ("حط",)),  # put
    "حمل": (("شال",), ("شل",), ("شيل",)),  # carry, lift
    "عمل": (("اشتغل",), ("اشتغل",), ("شتغل",)),  # work
    "نظر": (("بص",), ("بص",), ("بص",)),  # look
    "غضب": (("زعل",), ("زعل",), ("زعل",)),  # be angry
    "تزوج": (("اتجوز", "تجوز"), ("اتجوز", "تجوز"), ("تجوز", "اتجوز")),  # marry
    "اجاب": (("جاوب",), ("جاوب",), ("جاوب",)),  # answer
}
_PAST = ("", "ت", "وا", "و", "ه", "ها", "هم", "وه", "وها", "وهم", "ته", "تها", "تهم")
_PAST_SHORT = ("ت", "نا", "تو", "توا", "تي", "تم", "ته", "تها", "تهم", "نا")
_PRESENT_PREFIXES = (
    "ي", "ت", "ن", "ا", "بي", "بت", "بن", "ب", "هي", "هت", "هن", "حي", "حت", "حن",
)  # fmt: skip
_PRESENT = ("", "و", "وا", "ي", "ين", "ون", "ه", "ها", "هم", "وه", "وها", "وهم")
_CONJUNCTIONS = ("", "و", "ف")


def _forms(
    standard: Token, stems: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
) -> Iterable[tuple[str, Token]]:
    past, short, present = stems
    for conjunction in _CONJUNCTIONS:
        for stem, ending in product(past, _PAST):
            yield conjunction + stem + ending, standard
        for stem, ending in product(short, _PAST_SHORT):
            yield conjunction + stem + ending, standard
        for prefix, stem, ending in product(_PRESENT_PREFIXES, present, _PRESENT):
            yield conjunction + prefix + stem + ending, standard


_STANDARD: dict[str, Token] = {
    form: standard
    for standard, stems in _VERBS.items()
    for form, standard in _forms(standard, stems)
}


def standard_verb(token: Token) -> Token | None:
    """The standard verb a colloquial verb form stands for (شافت → راي), or None."""
    return _STANDARD.get(token)
