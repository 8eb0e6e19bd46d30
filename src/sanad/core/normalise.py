"""Text normalisation shared by queries and passages (design §3).

Unicode NFKC and case folding; apostrophes inside words are dropped so "Qur'an" reads as
``quran``; Arabic loses tashkeel and Qur'anic annotation marks, and its alef, ya and tatweel
variants are unified. Normalisation never touches stored passage text: it produces a search
form only.
"""

import re
import unicodedata

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
    # Marks go first: with them gone, most Arabic text is already NFKC and skips that pass.
    # The acute accent goes too, as an apostrophe: NFKC would split it into space + accent.
    text = _MARKS.sub("", text).replace("\u00b4", "'")
    if not unicodedata.is_normalized("NFKC", text):
        # NFKC can itself produce marks (Arabic presentation forms), so strip again after it.
        text = _MARKS.sub("", unicodedata.normalize("NFKC", text))
    folded = text.casefold()
    if _ANY_APOSTROPHE.search(folded):
        folded = _APOSTROPHE.sub("", folded)
    return _fold_letters(folded)


def normalise(text: str) -> str:
    """Return the search form of ``text``: NFKC, case-folded, Arabic folded, apostrophes removed.

    Idempotent: ``normalise(normalise(t)) == normalise(t)``.
    """
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
