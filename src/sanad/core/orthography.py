"""Spelling variants of the same Arabic word, folded for matching a quotation (never for display).

The muṣḥaf's Uthmani orthography and the imlāʾī spelling people type differ in a few regular
ways. :data:`FOLDS` is the one table of them, every row with its reason; :func:`spellings`
gives each word of a text every form those rows allow, and :func:`agree` says whether two
words are the same word spelt differently, and by which rows. Nothing here changes what is
shown: the audit reports the rows it needed (``match.folded``), so "the words are in the
muṣḥaf, spelt differently" is said, not hidden.

Two kinds of row: *readings* of Uthmani signs that :func:`sanad.core.normalise.normalise`
reads one way only (the dagger alef as a full alef, small letters dropped), tried both ways;
and *folds* applied to every form on both sides (hamza seats, the alef after waw al-jamāʿa).
The vocative join is applied by the matcher, to two words of a quotation against one word
of the verse.
"""

import re
from collections.abc import Callable, Iterable, Mapping

import attrs

from sanad.core.normalise import normalise
from sanad.core.tokenise import words


@attrs.frozen(kw_only=True)
class Fold:
    """One row of the table: its name (as reported in ``match.folded``) and why it is there."""

    name: str
    reason: str


DAGGER_DROPPED = Fold(
    name="dagger_alef_dropped",
    reason=(
        "Uthmani writes a dagger (superscript) alef where imlāʾī writes no alef: ٱلرَّحْمَـٰنِ / "
        "الرحمن, ذَٰلِكَ / ذلك, هَـٰذَا / هذا, عَلَىٰ / على; normalise() reads every dagger alef "
        "as a full alef (right for ٱلْعَـٰلَمِينَ / العالمين), so both readings are tried."
    ),
)
WAW_YA_DAGGER = Fold(
    name="waw_ya_dagger_as_alef",
    reason=(
        "Uthmani writes some long ā as a waw or alef maqsura carrying a dagger alef, where "
        "imlāʾī writes an alef: ٱلصَّلَوٰةَ / الصلاة, ٱلزَّكَوٰةَ / الزكاة, ٱلتَّوْرَىٰةَ / "
        "التوراة."
    ),
)
SMALL_LETTERS = Fold(
    name="small_ya_waw_as_letter",
    reason=(
        "Uthmani writes some long vowels as a small ya or small waw (U+06E6, U+06E7, U+06E5), "
        "which normalise() drops; imlāʾī writes the full letter: إِبْرَٰهِـۧمَ / إبراهيم, "
        "ٱلنَّبِيِّـۧنَ / النبيين, دَاوُۥدَ / داوود."
    ),
)
HAMZA = Fold(
    name="hamza",
    reason=(
        "The seat of a hamza varies between spellings and writers: مَسْـُٔولًا (Uthmani, on a "
        "tatweel) / مسئولا / مسؤولا, ءَامَنُوا۟ / آمنوا, شَيْـًٔا / شيئا, أَرَءَيْتُم / أرأيتم. ء, ؤ "
        "and ئ are dropped on both sides; a second reading also drops a hamza's alef seat (أ, "
        "إ), which normalise() would keep as an alef where Uthmani writes a bare hamza."
    ),
)
WAW_ALEF = Fold(
    name="waw_jama_alef",
    reason=(
        "The alef written after waw al-jamāʿa is absent from some Uthmani words (جَآءُو, "
        "بَآءُو, تَبَوَّءُو) and present in imlāʾī (جاءوا, باءوا): a word-final وا reads as و."
    ),
)
DOUBLE_LAM = Fold(
    name="article_lam_once",
    reason=(
        "Uthmani writes the article's lam once before a lam in a few words, where imlāʾī "
        "writes both: ٱلَّيْلِ / الليل, ٱلَّـٰتِى / اللاتي. A word-initial الل before ي or ا (after "
        "an optional و ف ب ك) reads as ال; الله, before ه, is never touched."
    ),
)
VOCATIVE = Fold(
    name="vocative_ya",
    reason=(
        "Uthmani joins the vocative يا to the word after it (يَـٰٓأَيُّهَا, يَـٰقَوْمِ, "
        "يَـٰمُوسَىٰ); imlāʾī writes two words (يا أيها, يا قوم, يا موسى)."
    ),
)

FOLDS: tuple[Fold, ...] = (
    DAGGER_DROPPED,
    WAW_YA_DAGGER,
    SMALL_LETTERS,
    HAMZA,
    WAW_ALEF,
    DOUBLE_LAM,
    VOCATIVE,
)
"""Every variant folded for matching, in the order the table is documented."""

_MARKS = "[\u064b-\u065f]*"
_YA_DAGGER = re.compile(f"\u0649{_MARKS}\u0670")
_WAW_YA_DAGGER = re.compile(f"[\u0648\u0649]{_MARKS}\u0670(?:\u0627\u06df?)?")
_SMALL = str.maketrans({"\u06e5": "\u0648", "\u06e6": "\u064a", "\u06e7": "\u064a"})
_HAMZA = re.compile("[\u0621\u0624\u0626]")
_HAMZA_SEATS = re.compile("[\u0621\u0623\u0625\u0624\u0626\u0654\u0655]")
_DOUBLE_LAM = re.compile("^([\u0648\u0641\u0628\u0643]?\u0627\u0644)\u0644(?=[\u064a\u0627])")
VOCATIVES = frozenset({"\u064a\u0627", "\u0648\u064a\u0627", "\u0641\u064a\u0627"})
"""The vocative يا alone or after و / ف, as tokens (a quotation's word the matcher may join)."""

_Step = tuple[Fold, Callable[[str], str]]
_STEPS: tuple[_Step, ...] = (
    (DAGGER_DROPPED, lambda w: _YA_DAGGER.sub("\u0649", w)),
    (WAW_YA_DAGGER, lambda w: _WAW_YA_DAGGER.sub("\u0627", w)),
    (DAGGER_DROPPED, lambda w: w.replace("\u0670", "")),
    (SMALL_LETTERS, lambda w: w.translate(_SMALL)),
    (HAMZA, lambda w: _HAMZA_SEATS.sub("", w)),
)
# Which steps each reading applies, in order (indices into _STEPS).
_READINGS = (
    (),
    (0,),
    (2,),
    (1, 2),
    (3,),
    (0, 3),
    (2, 3),
    (1, 2, 3),
    (4,),
    (0, 4),
    (2, 4),
    (1, 2, 4),
)


@attrs.frozen(kw_only=True)
class Spelling:
    """One word: its normalised token and every folded form it may take, with the rows used."""

    plain: str
    """The token as :func:`sanad.core.tokenise.tokenise` gives it."""
    forms: Mapping[str, frozenset[str]]
    """Folded form → names of the rows that produced it (the fewest rows for that form)."""


def fold_token(token: str) -> tuple[str, frozenset[str]]:
    """The folds applied to a normalised token (hamza, waw al-jamāʿa, lam), and which applied."""
    rows: set[str] = set()
    folded = _HAMZA.sub("", token)
    if folded != token and folded:
        rows.add(HAMZA.name)
    else:
        folded = token
    if len(folded) > 2 and folded.endswith("\u0648\u0627"):  # noqa: PLR2004 - not وا alone
        folded = folded[:-1]
        rows.add(WAW_ALEF.name)
    once = _DOUBLE_LAM.sub(r"\1", folded)
    if once != folded:
        folded = once
        rows.add(DOUBLE_LAM.name)
    return folded, frozenset(rows)


def _readings(raw: str) -> dict[str, frozenset[str]]:
    found: dict[str, frozenset[str]] = {}
    for reading in _READINGS:
        text, rows = raw, set()
        for step in reading:
            fold, apply = _STEPS[step]
            changed = apply(text)
            if changed != text:
                rows.add(fold.name)
            text = changed
        if text not in found or len(rows) < len(found[text]):
            found[text] = frozenset(rows)
    return found


def _add(forms: dict[str, frozenset[str]], key: str, rows: frozenset[str]) -> None:
    if key not in forms or len(rows) < len(forms[key]):
        forms[key] = rows


def spellings(text: str) -> tuple[Spelling, ...]:
    """Every word of ``text`` (digits left out) with the forms :data:`FOLDS` allow."""
    out: list[Spelling] = []
    for raw in text.split():
        readings = {variant: (rows, _tokens(variant)) for variant, rows in _readings(raw).items()}
        plain = _tokens(raw)
        if any(len(tokens) != len(plain) for _, tokens in readings.values()):
            readings = {raw: (frozenset(), plain)}
        for position, token in enumerate(plain):
            forms: dict[str, frozenset[str]] = {}
            for rows, tokens in readings.values():
                changed = rows if tokens[position] != token else frozenset()
                folded, fold_rows = fold_token(tokens[position])
                _add(forms, folded, changed | fold_rows)
            out.append(Spelling(plain=token, forms=forms))
    return tuple(out)


def _tokens(raw: str) -> list[str]:
    return [t for t in words(normalise(raw)) if not t.isdigit()]


def joined(first: Spelling, second: Spelling) -> Spelling:
    """Two words of a quotation read as one (the vocative join, :data:`VOCATIVE`)."""
    forms: dict[str, frozenset[str]] = {}
    for a, rows_a in first.forms.items():
        for b, rows_b in second.forms.items():
            _add(forms, a + b, rows_a | rows_b | {VOCATIVE.name})
    return Spelling(plain=first.plain + second.plain, forms=forms)


def agree(quoted: Spelling, written: Spelling) -> frozenset[str] | None:
    """The rows under which two words are the same (empty: identical), or None if they differ."""
    if quoted.plain == written.plain:
        return frozenset()
    common = quoted.forms.keys() & written.forms.keys()
    if not common:
        return None
    return min(
        (quoted.forms[k] | written.forms[k] for k in common), key=lambda r: (len(r), sorted(r))
    )


def names_in_order(rows: Iterable[str]) -> tuple[str, ...]:
    """Row names in the table's order, each once."""
    wanted = set(rows)
    return tuple(fold.name for fold in FOLDS if fold.name in wanted)
