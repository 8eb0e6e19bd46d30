"""Lemmas for retrieval: the same mapping on the question and on the passages (design §3).

English words map to their lemma through a table digested at ingest from WordNet's morphology
and simplemma (see :mod:`sanad.adapters.lexical`) and stored in the built index, so answering
never loads a linguistic resource: "spake" and "spoke" both read ``speak``, "orphans" reads
``orphan``, while "Arabs" (``arab``) and "Arabic" (``arabic``) never meet. A word the table does
not know is its own lemma. An Arabic form reads the lemma the Quranic Arabic Corpus gives it
(:mod:`sanad.core.arabic_morphology`), or that of its first bare form the table knows once
clitics are taken off (:mod:`sanad.core.clitics`: للصدقة → الصدقة); a form no table knows keeps
its light stem (Light10), marked so that it never meets a lemma it only looks like (the stem
جار of الجارية, the slave-girl, is not the lemma جار, the neighbour). Digits and other scripts
pass unchanged.

Three kinds of index term come out of one token, told apart by a prefix so that they share one
postings table with the plain stems the audit uses:

- ``~lemma`` (and ``~lemma lemma`` for a phrase: a bridge or a multiword unit) — what retrieval
  matches on;
- ``=form`` — the exact surface form, stored only where a lemma has several forms in the corpus,
  so that an exact match can rank above a lemma-only one.
"""

import functools
import re
from collections.abc import Callable, Iterable, Mapping

import attrs

from sanad.core.clitics import (
    ARTICLE,
    DEFINITE,
    SUFFIXES,
    as_ta_marbuta,
    bare_forms,
    definite_in_ha,
)
from sanad.core.normalise import normalise
from sanad.core.stem import is_arabic_token, stem
from sanad.core.tokenise import STOPWORDS, word_set, words
from sanad.core.types import Term, Token

LEMMA = "~"
"""Prefix of a lemma (or lemma phrase) term."""
GAP = "|"
"""Stands, in a phrase, where function words or clause punctuation separate two words: "games
of chance" is ``game | chance``, so "fasting, and the food" never reads as "fast food"."""
POSSESSIVE = "\ue000"
"""Marks where a question had a possessive ("Noah's ark"): two things, not one compound, though
a multiword unit may still span it ("the Lord's Prayer")."""
MARKS = frozenset({GAP, POSSESSIVE})
"""The marks gapped lemmas hold besides words: neither is a word of the text."""
_TOKEN = re.compile(r"[^\W_]+")
_BREAK_CHARACTERS = frozenset('.,;:!?()[]"“”«»\u060c\u061b\u061f\u2026')
# One piece at a time, in order: a word, one clause-breaking character, or a possessive mark.
_PIECE = re.compile(r"[^\W_]+|[.,;:!?()\[\]\"“”«»\u060c\u061b\u061f\u2026]|\ue000")
# The same pieces in ASCII text, found sooner (a law checks they are the same).
_ASCII_PIECE = re.compile(r'[A-Za-z0-9]+|[.,;:!?()\[\]"]')
STEM_MARK = "\u0640"
"""Ends the light stem of an Arabic form no lemma table knows (tatweel: normalisation removes it
from text, so no form or lemma ends in it)."""
SURFACE = "="
"""Prefix of an exact surface-form term."""


def _in_table(forms: Iterable[Token], table: Mapping[Token, Token]) -> Token | None:
    """The table's lemma of the first of ``forms`` it holds, or None."""
    return next((table[form] for form in forms if form in table), None)


def _inflected(
    forms: list[Token], table: Mapping[Token, Token], *, verbal: bool = True
) -> Token | None:
    """The lemma of an inflected form no table holds, read as the table's form it inflects.

    ``forms`` are a token and its bare forms; ``verbal`` False for a token with the article,
    a noun: no verb's prefix or ending is read on what follows it (اليدوية is no ي + دوية),
    while a participle, a noun, is still read as its verb.

    An imperfect verb without its prefix (يتعلم → تعلم), and the colloquial present without
    its ب as well (بيغش → غش), a passive participle as its verb (مغبون → غبن), a defective
    verb's feminine past as the verb (رست → رسا), a sound plural or dual as its singular
    (الصائمين → صائم, نعمتان → نعمة);
    ``None`` when no reading is in the table.
    """
    for form in forms:
        if verbal and len(form) > 3 and form[0] in "يتن" and form[1:] in table:  # noqa: PLR2004
            return table[form[1:]]
        # The colloquial present, ب before the prefix (بيغش): a verb however short its stem.
        if verbal and len(form) > 3 and form[0] == "ب" and form[1] in "يتن" and form[2:] in table:  # noqa: PLR2004
            return table[form[2:]]
        verb = form[1:3] + form[4:]  # the pattern مفعول: م, two root letters, و, the third
        if len(form) == 5 and form[0] == "م" and form[3] == "و" and verb in table:  # noqa: PLR2004
            return table[verb]
        found = _defective_past(form, table) if verbal else None
        if found is not None:
            return found
    return next((found for form in forms if (found := _singular(form, table)) is not None), None)


def _singular(form: Token, table: Mapping[Token, Token]) -> Token | None:
    """The lemma of a sound plural or dual no table holds, read as its singular, or None."""
    article = ARTICLE.match(form)
    own = len(form) - (article.end() if article else 0)  # letters besides the article
    for ending, singular in _PLURAL_ENDINGS:
        # The singular keeps three letters besides the article (its ة counted: نية).
        if own - len(ending) + len(singular) > 2 and form.endswith(ending):  # noqa: PLR2004
            base = form[: -len(ending)] + singular
            if base.endswith("ئ"):  # شيئين: the hamza on its seat before the ending
                base = base[:-1] + "ء"
            found = table.get(base)
            # The singular's own lemma, not a clitic's and another word's (براك: ب + راك).
            if found is not None and found[:1] == base[article.end() if article else 0 :][:1]:
                return found
    return None


def _suffixed(form: Token, table: Mapping[Token, Token]) -> bool:
    """Whether the table holds ``form`` as another of its forms with a pronoun on it (بنوك).

    Its lemma is that of the form without the pronoun (بنو): ملك is no مل with ك.
    """
    lemma = table.get(form)
    return lemma is not None and any(
        form.endswith(suffix) and table.get(form[: -len(suffix)]) == lemma for suffix in SUFFIXES
    )


def _defective_past(form: Token, table: Mapping[Token, Token]) -> Token | None:
    """A defective verb's feminine past, whose weak third letter drops before ت (رست, رسا)."""
    if len(form) == 3 and form[2] == "ت":  # noqa: PLR2004
        return table.get(form[:2] + "ا") or table.get(form[:2] + "ي")
    return None


def _light_stem(token: Token) -> Token:
    """The light stem a form no table knows keeps; a noun's ت before a pronoun read as ة.

    مسئوليته keeps مسئولية's stem (مسئول), not its own (مسئوليت): a ta marbuta is written ت
    before an attached pronoun, as bare forms already read it (صدقته → صدقة).
    """
    for suffix in SUFFIXES:
        rest = len(token) - len(suffix) - 1
        if rest > 2 and token.endswith("ت" + suffix):  # noqa: PLR2004
            return stem(token[:rest] + "ة")
    return stem(token)


_MIN_WITH_ALIF = 3
_VOWEL_LETTERS = ("ا", "و", "ي", "ة", "ء")


def _with_its_alif(token: Token, table: Mapping[Token, Token]) -> Token | None:
    """The lemma of a noun the corpus writes only in its indefinite accusative (نقيب: نقيبا).

    Not for a short form, nor one ending in a vowel letter, ة or hamza (no such alif follows).
    """
    if len(token) < _MIN_WITH_ALIF or token.endswith(_VOWEL_LETTERS):
        return None
    found = table.get(token + "ا")
    # Only a lemma a morphological table gave: a form ingest read by its stem alone (اختيارا)
    # is no reading of the form without its alif.
    return found if found is not None and not found.endswith(STEM_MARK) else None


def _after_a_conjunction(token: Token, table: Mapping[Token, Token]) -> Token | None:
    """The lemma of the form the corpus wrote only after a conjunction or a preposition.

    فانطبقت for انطبقت; بالنية for النية and نية. Not for a short form: و and ف begin roots
    too (لي is no ولي); but a noun in ة of three letters is one (نية).
    """
    if len(token) <= 3 and not (len(token) == 3 and token.endswith("ة")):  # noqa: PLR2004
        return None
    found = table.get("ف" + token) or table.get("و" + token)
    if found is not None:
        return found
    article = ARTICLE.match(token)
    bare = token[article.end() :] if article else token
    return _in_table(_with_a_preposition(bare), table)


def _with_a_preposition(bare: Token) -> tuple[Token, ...]:
    """A noun after a preposition, as the texts write it (بالنية، بنية، للنية، لنية)."""
    return tuple(prefix + bare for prefix in ("بال", "ب", "لل", "ل", "كال", "ك"))


_PLURAL_ENDINGS = (("تان", "ة"), ("تين", "ة"), ("ون", ""), ("ين", ""), ("ات", "ة"))
"""Sound plural and dual endings, and what the singular ends in (مسلمون → مسلم, مسلمات →
مسلمة, نعمتان → نعمة). A bare ان is not taken off: it ends too many words (عطشان، سلطان). Nor
is ات without its ة: the word left is most often another one (العملات, currencies, is no
plural of العمل, deeds; الطائرات, aeroplanes, none of الطائر, the bird)."""


PARTICLES = frozenset(
    normalise(word) for word in word_set("أما إذ لو لولا كي ليت لعل حيث كلا سوف لدى لدن منذ عسى")
)
"""Particles that are lemmas of the tables (not function words of :data:`STOPWORDS`, which
read as none): a form is read with one only where it is the particle itself."""


def _particle_form(token: Token, particle: Token) -> bool:
    """Whether ``token`` is ``particle`` with its clitics (فأما، لعلك، لكي، حيثما).

    Never with the article: a particle never takes it (الكي is cauterising, not كي).
    """
    if ARTICLE.match(token):
        return False
    return any(form in {particle, particle + "ما"} for form in bare_forms(token))


@attrs.frozen(kw_only=True)
class Lemmatiser:
    """Maps a normalised token to its lemma with a table built at ingest (pure lookups only)."""

    table: Mapping[Token, Token] = attrs.field(factory=dict)
    """English form → lemma, only for forms that differ from their lemma."""
    arabic: Mapping[Token, Token] = attrs.field(factory=dict)
    """Arabic form → lemma (the Quranic Arabic Corpus's, digested at ingest)."""

    def lemma(self, token: Token) -> Token:
        """The lemma of one normalised token (unprefixed)."""
        if token.isascii() or not is_arabic_token(token):
            return self.table.get(token, token)
        return self.arabic_lemma(token)

    def reaches(self, token: Token) -> bool:
        """Whether the Arabic table holds ``token`` or one of its bare forms (no guesses)."""
        return self.reached_by(token) is not None

    def reached_by(self, token: Token) -> Token | None:
        """The form the Arabic table holds for ``token``: itself, or its first bare form held.

        None where it holds neither (no guesses). Read with the Uthmani ءا folded, as lookups
        fold it.
        """
        folded = token.replace("ءا", "ا")
        if folded in self.arabic:
            return folded
        return next((form for form in bare_forms(folded) if form in self.arabic), None)

    def arabic_lemma(self, token: Token) -> Token:
        """The lemma of a normalised Arabic token; :data:`GAP` when that is a function word.

        إنما، كأنما، فإنما read as ما in the Quranic Arabic Corpus: a form whose lemma is a
        function word is one too.
        """
        found = self._arabic_lemma(token)
        if found in PARTICLES and self._reads_arabic and not _particle_form(token, found):
            # farahidi reads some words with a particle's lemma (التأمين, أماكن as أمّا; الكي
            # as كي): only the particle with its clitics is read as it; another form is read
            # as one no table knows, after its article if it has one.
            article = ARTICLE.match(token)
            return (token[article.end() :] if article else _light_stem(token)) + STEM_MARK
        # Only a table's lemma: a bare stem (no table) may spell a function word by chance.
        if not self._reads_arabic or (found != GAP and found not in STOPWORDS):
            return found
        article = ARTICLE.match(token)
        if article and not any(
            form in STOPWORDS for form in bare_forms(token) if form.startswith("ال")
        ):
            # A function word never takes the article (اليمن، الامام، المن, which farahidi
            # reads with a particle's lemma or none): read as the word after the article, a
            # form no table knows (not its light stem, which would make the aunt, العمة, the
            # uncle, العم). The relative pronouns (الذي، التي) are function words themselves,
            # and stay so.
            return token[article.end() :] + STEM_MARK
        return GAP

    def _arabic_lemma(self, token: Token) -> Token:
        """The lemma of a normalised Arabic token: the table's, a bare form's, or its stem.

        Before the stem, the inflected form's base is tried where the table holds it (see
        :func:`_inflected`: a question's يتعلم reads as the corpus's تعلم, الصائمين as صائم);
        then a hamza typed as ي on its seat after alif is read as the hamza (الصايمين as
        الصائمين, حايض as حائض), and a hamza on و before و as the corpus writes it (مسؤول as
        مسئول, رؤوس as رءوس); then a form of four letters or more after the conjunction ف
        or و, where only that is in the table (انطبقت as the corpus's فانطبقت). First of all, a
        word with the article that ends in ه is read with ة (الغيبه as الغيبة): the article and
        the pronoun ه (his) never stand on one word. A plural verb typed without the silent
        alif after its و (سألو) is read as the form with it, where the table holds that.
        """
        table = self.arabic
        if self._reads_arabic:
            token = token.replace("ءا", "ا")  # the Uthmani writes آ as ءا
            found = table.get(token)
            if found is not None:
                return found
            definite = DEFINITE.match(token) is not None
            if definite_in_ha(token):  # الغيبه: a ة typed as ه
                # Unless the table writes it so after the proclitics (بالفقه: الفقه).
                held = _in_table(filter(definite_in_ha, bare_forms(token)), table)
                return held or self._arabic_lemma(as_ta_marbuta(token))
            forms = list(bare_forms(token))
            if definite:  # no pronoun after the article (البنوك: no بنو + ك)
                forms = [form for form in forms if not _suffixed(form, table)]
            found = (
                _in_table(forms, table)
                or _inflected(forms, table, verbal=not definite)
                or _with_its_alif(token, table)
            )
            if found is not None:
                return found
            # Respelt as the texts write it: no "اي", "ؤو" or عال is left once respelt, so it
            # recurs once.
            respelt = (
                self._hamza_respelt(token) or self._ala_joined(token) or self._silent_alif(token)
            )
            if respelt is not None:
                return self._arabic_lemma(respelt)
            return _after_a_conjunction(token, table) or _light_stem(token) + STEM_MARK
        return stem(token)

    @functools.cached_property
    def _reads_arabic(self) -> bool:
        """Whether there is an Arabic table (asked of each Arabic word; packed, it sizes slowly)."""
        return bool(self.arabic)

    @functools.cached_property
    def function_word_lemmas(self) -> frozenset[Token]:
        """The lemmas the Arabic function words read as (لها as إله, له as الله).

        Read once per lemmatiser, on first use; not stored, so not pickled.
        """
        return frozenset(self.lemma(word) for word in STOPWORDS if not word.isascii())

    def _hamza_respelt(self, token: Token) -> Token | None:
        """A hamza's seat as the corpus writes it, where people type it otherwise; or None.

        A hamza typed as ي after alif (الصايمين: the corpus's الصائمين), and today's hamza on
        و before و (مسؤول، رؤوس: the hadith's مسئول, the Qur'an's رءوس).
        """
        if "اي" in token[:-1]:  # inside the word: a final اي (الشاي, tea) is no hamza
            return token[:-1].replace("اي", "ائ") + token[-1]
        if "ؤو" in token:
            on_ya, alone = token.replace("ؤو", "ئو"), token.replace("ؤو", "ءو")
            return alone if self.reaches(alone) and not self.reaches(on_ya) else on_ya
        return None

    def _ala_joined(self, token: Token) -> Token | None:
        """The word after على written ع before the article (عالحمام), or None.

        Only where the table holds the word (الحمام): عالمية is no على + المية.
        """
        if token.startswith("عال") and len(token) > 5 and self.reaches(token[1:]):  # noqa: PLR2004
            return token[1:]
        return None

    def _silent_alif(self, token: Token) -> Token | None:
        """A plural verb typed without the silent alif after its و (سألو، قالو), or None.

        Only where the table holds the form with it (سألوا): the word is read as that.
        """
        if len(token) > 2 and token.endswith("و") and self.reaches(token + "ا"):  # noqa: PLR2004
            return token + "ا"
        return None

    def memo(self) -> Callable[[Token], Token]:
        """:meth:`lemma` remembering what it has read, for the words of one question's passages.

        Each caller keeps its own memo and drops it after; nothing is shared or kept here. A
        word read before is found by the dictionary's own lookup, with no Python call.
        """
        return _Memo(self.lemma).__getitem__

    def lemmas(self, tokens: Iterable[Token]) -> tuple[Token, ...]:
        """The lemma of each token, in order."""
        get = self.table.get
        arabic = self.arabic_lemma
        return tuple(
            [get(t, t) if t.isascii() or not is_arabic_token(t) else arabic(t) for t in tokens]
        )

    def content_lemmas(self, normalised: str) -> tuple[Token, ...]:
        """The lemmas of the content words of already-normalised text, in order."""
        return self.lemmas([t for t in words(normalised) if t not in STOPWORDS])

    def gapped_lemmas(
        self, normalised: str, lemma: Callable[[Token], Token] | None = None
    ) -> tuple[Token, ...]:
        """:meth:`content_lemmas` with :data:`GAP` where function words or punctuation stood.

        ``lemma`` stands in for :meth:`lemma` (a memo of it: see :meth:`memo`).
        """
        get = self.table.get
        lemma = lemma or self.lemma
        return tuple(
            [
                get(t, t) if t.isascii() else (t if t in MARKS else lemma(t))
                for t in gapped_tokens(normalised)
            ]
        )


class _Memo(dict[Token, Token]):
    """Lemmas read so far; a word not read yet is read on lookup (:meth:`Lemmatiser.memo`)."""

    def __init__(self, lemma: Callable[[Token], Token]) -> None:
        super().__init__()
        self._lemma = lemma

    def __missing__(self, token: Token) -> Token:
        found = self[token] = self._lemma(token)
        return found


def gapped_tokens(normalised: str) -> list[Token]:
    """The content tokens of normalised text, with GAP where function words or punctuation stood.

    One GAP for each run between two words, and at either end where there is one.
    """
    out: list[Token] = []
    append = out.append
    gap = possessive = False
    ends_in_gap = False  # whether out's last token is GAP (never when out is empty)
    pieces = _ASCII_PIECE if normalised.isascii() else _PIECE
    for piece in pieces.findall(normalised):
        if piece == POSSESSIVE:
            possessive = True
            continue
        if piece in _BREAK_CHARACTERS:
            gap = True
            continue
        if possessive and out and not ends_in_gap:
            append(POSSESSIVE)
        stop = piece in STOPWORDS
        if (gap or stop) and not ends_in_gap:
            append(GAP)
            ends_in_gap = True
        gap = possessive = False
        if not stop:
            append(piece)
            ends_in_gap = False
    if gap and not ends_in_gap:
        append(GAP)
    return out


def phrase_key(lemmatiser: Lemmatiser, text: str) -> str:
    """Text as a phrase of lemmas joined by spaces: "games of chance" → ``game | chance``.

    GAP stands between words that function words or punctuation separate; none at either end.
    """
    lemmas = [t for t in lemmatiser.gapped_lemmas(normalise(text)) if t != POSSESSIVE]
    while lemmas and lemmas[0] == GAP:
        lemmas.pop(0)
    while lemmas and lemmas[-1] == GAP:
        lemmas.pop()
    return " ".join(lemmas)


def lemma_term(lemmas: Iterable[Token]) -> Term:
    """The index term for one lemma or a phrase of lemmas."""
    return LEMMA + " ".join(lemmas)


def surface_term(token: Token) -> Term:
    """The index term of an exact surface form."""
    return SURFACE + token


def bare(term: Term) -> str:
    """A retrieval term without its prefix (a phrase keeps its spaces)."""
    return term[1:] if term[:1] in (LEMMA, SURFACE) else term


_HYPHENATED = re.compile(r"([^\W\d_]+)-(?=([^\W\d_]+))")


def hyphenated_pairs(normalised: str) -> frozenset[tuple[Token, Token]]:
    """The word pairs a (normalised) text joins with a hyphen: "knock-knock", "long-haul"."""
    return frozenset((found[1], found[2]) for found in _HYPHENATED.finditer(normalised))
