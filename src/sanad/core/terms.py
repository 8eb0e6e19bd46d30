"""From text to index terms: tokenise, drop stopwords, stem (the same path for both sides)."""

from sanad.core.stem import stem_all
from sanad.core.tokenise import STOPWORDS, tokenise, words
from sanad.core.types import Term


def terms_of(text: str) -> tuple[Term, ...]:
    """The stemmed content terms of ``text``, in order, repeats kept."""
    return stem_all([t for t in tokenise(text) if t not in STOPWORDS])


def terms_of_normalised(text: str) -> tuple[Term, ...]:
    """:func:`terms_of` for text that is already normalised (skips normalisation)."""
    return stem_all([t for t in words(text) if t not in STOPWORDS])


def is_arabic_term(term: Term) -> bool:
    """Whether a term is Arabic script (and so can only match a passage's Arabic text)."""
    return not term.isascii() and any("\u0600" <= ch <= "\u06ff" for ch in term)
