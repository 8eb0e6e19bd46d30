"""Text normalisation shared by queries and passages (design §3).

Unicode NFKC and case folding; invisible format characters (category Cf: zero-width space and
joiners, soft hyphen, word joiner, byte order mark, bidi marks) are dropped and every run of
whitespace, of any kind, reads as one space, so that no spelling of a question the reader
cannot see changes what the policy or the search reads; apostrophes inside words are dropped
so "Qur'an" reads as ``quran``; Arabic loses tashkeel and Qur'anic annotation marks, and its
alef, ya and tatweel variants are unified. Normalisation never touches stored passage text: it
produces a search form only.
"""

import re
import unicodedata
from collections.abc import Sequence
from itertools import chain

# Tashkeel (U+064B–U+065F), Qur'anic annotation marks (U+0615–U+061A, U+06D6–U+06ED except the
# letters among them, U+08D3–U+08FF) and tatweel (U+0640).
_MARKS = re.compile(
    "[\u064b-\u065f\u0615-\u061a\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed\u08d3-\u08e1\u08e3-\u08ff\u0640]"
)
# Alef forms: madda, hamza above, hamza below, wasla, wavy hamza forms, superscript (dagger) alef.
_ALEF = re.compile("[\u0622\u0623\u0625\u0671\u0672\u0673\u0670]")
_ALEF_MAQSURA, _YA = "\u0649", "\u064a"
_ARABIC_DIGITS = re.compile("[٠-٩۰-۹]")
_DIGIT_TABLE = str.maketrans({d: str(i % 10) for i, d in enumerate("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹")})

# A possessive 's goes with its apostrophe ("allah's" → "allah"); any other apostrophe is removed
# ("qur'an" → "quran", "'umar" → "umar", where it stands for ʿayn). The cheap search first
# spares the substitution on the many texts that have no apostrophe at all.
_APOSTROPHES = "'\u2019\u2018\u02bc\u02bb\u02be\u02bf`\u00b4"
_APOSTROPHE = re.compile(rf"[{_APOSTROPHES}]s\b|[{_APOSTROPHES}]")
_ANY_APOSTROPHE = re.compile(rf"[{_APOSTROPHES}]")
_MAX_ROUNDS = 4

# Unicode category Cf (format characters), as of Unicode 15: invisible, they change nothing a
# reader sees, so they are dropped, not read as separators ("di\u00advorce" is "divorce").
# Listed rather than computed so that importing costs nothing; a test checks this class against
# the running Python's own unicodedata.
FORMAT_CHARACTERS = re.compile(
    "[\u00ad\u0600-\u0605\u061c\u06dd\u070f\u0890-\u0891\u08e2\u180e\u200b-\u200f"
    "\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000110bd\U000110cd"
    "\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0001"
    "\U000e0020-\U000e007f]"
)
# Both at once, in one pass: each is dropped wherever it stands, so one pass drops what two did.
_INVISIBLE = re.compile(FORMAT_CHARACTERS.pattern[:-1] + _MARKS.pattern[1:])
# Any run of whitespace (Python's Unicode notion: space, tab, line breaks, no-break and em
# spaces, the line and paragraph separators …) reads as one space.
_WHITESPACE_RUN = re.compile(r"\s+")
_OTHER_WHITESPACE = re.compile(r"[^\S ]")


def _one_space_each(text: str) -> str:
    """Each run of whitespace as one space.

    A text whose only whitespace is single spaces is kept as it is: sooner than rewriting
    every space with itself.
    """
    # Whitespace but the space is never printable (a law checks every character): a printable
    # text is not searched for it.
    if "  " in text or (not text.isprintable() and _OTHER_WHITESPACE.search(text)):
        # What _WHITESPACE_RUN.sub(" ", text) makes (split and \s read the same whitespace), in
        # a fifth of its time: a run at either end is one space too.
        words = text.split()
        return (
            (" " if text[0].isspace() else "")
            + " ".join(words)
            + (" " if words and text[-1].isspace() else "")
        )
    return text


def _fold_letters(text: str) -> str:
    text = _ALEF.sub("\u0627", text).replace(_ALEF_MAQSURA, _YA)
    if _ARABIC_DIGITS.search(text):
        text = text.translate(_DIGIT_TABLE)
    return text


def fold_arabic(text: str) -> str:
    """Apply only the Arabic folding of :func:`normalise` (marks, alef, ya, tatweel, digits).

    Safe on regular expressions, whose syntax is ASCII: used to bring a scholar's Arabic
    patterns into the same form as the normalised question.
    """
    return _fold_letters(_MARKS.sub("", text))


def _round(text: str) -> str:
    # Format characters and marks go first (in one pass): what format characters held apart
    # then composes under NFKC, and with the marks gone most Arabic text is already NFKC and
    # skips that pass. The acute accent goes too, as an apostrophe: NFKC would split it into
    # space + accent.
    text = _INVISIBLE.sub("", text).replace("\u00b4", "'")
    if not unicodedata.is_normalized("NFKC", text):
        # NFKC can itself produce marks (Arabic presentation forms), so strip again after it.
        text = _MARKS.sub("", unicodedata.normalize("NFKC", text))
    folded = text.casefold()
    if _ANY_APOSTROPHE.search(folded):
        folded = _APOSTROPHE.sub("", folded)
    # Last, after NFKC has turned no-break, em and ideographic spaces into plain ones.
    return _one_space_each(_fold_letters(folded))


def tidy(text: str) -> str:
    """``text`` as a reader sees it, spelt one way: what :func:`normalise` does, less folding.

    NFKC, format characters dropped, whitespace runs as one space, Arabic marks and tatweel
    dropped; case, apostrophes and letter forms are kept. This is the form in which a question
    is split into sentences and parts of it are shown back, so that an invisible character, a
    line break or a fullwidth full stop never moves a sentence boundary.
    ``normalise(tidy(t)) == normalise(t)``.
    """
    text = _INVISIBLE.sub("", text).replace("\u00b4", "'")
    if not unicodedata.is_normalized("NFKC", text):
        text = _MARKS.sub("", unicodedata.normalize("NFKC", text))
    return _WHITESPACE_RUN.sub(" ", text)


def normalise(text: str) -> str:
    """Return the search form of ``text``: NFKC, case-folded, Arabic folded, apostrophes removed.

    Format characters (category Cf) are dropped and each run of whitespace becomes one space,
    line breaks included. Idempotent: ``normalise(normalise(t)) == normalise(t)``.
    """
    if text.isascii():
        return _ascii(text)
    return _general(text)


def _ascii(text: str) -> str:
    """:func:`_general` for ASCII text: the same result (a law checks it), sooner.

    ASCII has no marks, format characters or Arabic, is its own NFKC form, and folds its case
    by lowering.
    """
    folded = text.lower()
    if "'" in folded or "`" in folded:
        folded = _APOSTROPHE.sub("", folded)
    return _one_space_each(folded)


def _general(text: str) -> str:
    current = _round(text)
    # NFKC and case folding can each expose work for the other on rare characters; repeat to
    # the fixed point (bounded, so the function stays total). Ordinary text needs one round.
    for _ in range(_MAX_ROUNDS):
        if unicodedata.is_normalized("NFKC", current) and current == current.casefold():
            break
        following = _round(current)
        if following == current:
            break
        current = following
    return current


# Joins texts for one call of normalise(): NUL is a control character that no step of
# normalisation alters, removes or produces, and it is not whitespace.
_SEPARATOR = "\x00"


def normalise_each(texts: Sequence[str]) -> list[str]:
    """``[normalise(t) for t in texts]``, normalised in one call where that is safe (faster).

    Normalisation never acts across a NUL, so the texts are joined with one and split again;
    a text that holds a NUL itself is normalised on its own pass.
    """
    if not texts:
        return []
    joined = _SEPARATOR.join(texts)
    if joined.count(_SEPARATOR) == len(texts) - 1:
        parts = normalise(joined).split(_SEPARATOR)
        if len(parts) == len(texts):  # always, by the above; checked rather than assumed
            return parts
    return [normalise(text) for text in texts]


def normalised_words_each(texts: Sequence[str]) -> list[str]:
    """Each text's normalised words joined by spaces: ``normalise(t).split()`` is its split.

    Normalisation acts within a run of non-space characters, never across whitespace, so a
    text's words are its chunks' words in order: each distinct chunk is normalised once for
    all the texts (the hadith repeat their words, and their chains most of all).
    """
    chunked = [text.split() for text in texts]
    fresh = list(set(chain.from_iterable(chunked)))
    normalised = dict(zip(fresh, normalise_each(fresh), strict=True)).__getitem__
    return [" ".join(map(normalised, chunks)) for chunks in chunked]
