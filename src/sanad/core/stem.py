"""Stemming, identical for queries and passages.

English uses the Snowball English stemmer (Porter2): a published, deterministic algorithm,
milder than the original Porter and Lovins stemmers, that folds the inflections Pickthall and
the hadith translators use ("orphans"/"orphan", "intentions"/"intention", "fasting"/"fast")
without inventing rules nobody can review. Arabic uses Light10 (Larkey, Ballesteros and
Connell, 2007): it strips the conjunction و, the article forms (ال, وال, بال, كال, فال, لل) and
ten common suffixes, and never reduces a word to a root, so distinct words stay distinct.

The Snowball algorithm runs through PyStemmer, the C build of the Snowball stemmers (the pure
Python build gives the same stems some forty times slower, which a full ingest feels). This
module is the only one that touches it (untyped; stub in ``stubs/Stemmer.pyi``).
"""

import Stemmer

from sanad.core.types import Term, Token

_ENGLISH = Stemmer.Stemmer("english")

_ARABIC_ARTICLES = ("وال", "بال", "كال", "فال", "لل", "ال")
_ARABIC_SUFFIXES = ("ها", "ان", "ات", "ون", "ين", "يه", "ه", "ي")
_MIN_ARABIC_STEM = 2


def is_arabic_token(token: Token) -> bool:
    """Whether a normalised token is (or contains) Arabic script."""
    return bool(token) and (
        "\u0600" <= token[0] <= "\u06ff" or any("\u0600" <= ch <= "\u06ff" for ch in token)
    )


def light_stem(token: Token) -> Term:
    """Light10: the Arabic light stem of one normalised token (never a root)."""
    word = token.replace("\u0629", "\u0647")  # ta marbuta → ha, as Light10 normalises
    if word.startswith("و") and len(word) >= 4:  # noqa: PLR2004 - Light10's own bound
        word = word[1:]
    # Each loop only when some affix is there at all (one C call says so): most words have none.
    if word.startswith(_ARABIC_ARTICLES):
        for article in _ARABIC_ARTICLES:
            if word.startswith(article) and len(word) - len(article) >= _MIN_ARABIC_STEM:
                word = word[len(article) :]
                break
    if word.endswith(_ARABIC_SUFFIXES):
        for suffix in _ARABIC_SUFFIXES:
            if word.endswith(suffix) and len(word) - len(suffix) >= _MIN_ARABIC_STEM:
                word = word[: -len(suffix)]
    return word


def _stem_uncached(token: Token) -> Term:
    if is_arabic_token(token):
        return light_stem(token)
    if token.isascii() and token.isalpha():
        result: str = _ENGLISH.stemWord(token)
        return result
    return token


_CACHE_LIMIT = 500_000
_cache: dict[Token, Term] = {}


def stem(token: Token) -> Term:
    """Return the stem of one normalised token; digits and other scripts pass unchanged."""
    # A memo of a pure function: it changes speed, never results.
    cached = _cache.get(token)
    if cached is None:
        cached = _stem_uncached(token)
        if len(_cache) < _CACHE_LIMIT:
            _cache[token] = cached
    return cached


def stem_all(tokens: list[Token]) -> tuple[Term, ...]:
    """Stem a list of tokens (the batch form :func:`stem` for indexing whole passages)."""
    get = _cache.get
    return tuple([get(t) or stem(t) for t in tokens])
