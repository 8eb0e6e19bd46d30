"""The Arabic lemma table: each Qur'an word form → its lemma, from the Quranic Arabic Corpus.

Digested at ingest from the word-by-word analysis that alfanous3 bundles (read by
:mod:`sanad.adapters.surah_names`) and stored in the built index, so answering never reads the
package. A form is keyed as normalisation writes it (no marks, one alef), in its Uthmani and
its ordinary spelling, and with ءا read as آ (the Uthmani writes the hamza apart). A form the
corpus reads with two lemmas in different verses takes the one it has most often (ties: the
first in sorted order). Particles without a lemma are left out: they are function words.
"""

import re
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping
from itertools import compress, filterfalse, islice, pairwise

import attrs

from sanad.core.lemma import Lemmatiser
from sanad.core.normalise import normalise, normalise_each
from sanad.core.stem import is_arabic_token
from sanad.core.types import Token


@attrs.frozen(kw_only=True)
class QuranWordForm:
    """One word of the Qur'an with the Quranic Arabic Corpus's analysis (as stored)."""

    form: str
    standard: str
    lemma: str
    root: str
    pos: str = ""
    """The part of speech, in Arabic ("اسم", "فعل", …); empty when not given."""


def arabic_key(text: str) -> Token:
    """A form or lemma as the table keys it: normalised, with ءا written ا as آ normalises."""
    return normalise(text).replace("ءا", "ا").replace(" ", "")


class _Keys(dict[str, Token]):
    """:func:`arabic_key` of each text, each distinct text keyed once (on lookup).

    The Qur'an's 77,000 words have some 19,000 distinct forms and 4,000 lemmas: keying each
    once instead of at each word is most of a second at every ingest.
    """

    def __missing__(self, text: str) -> Token:
        found = self[text] = arabic_key(text)
        return found


def arabic_lemma_table(words: Iterable[QuranWordForm]) -> dict[Token, Token]:
    """Normalised form → lemma key, for every Qur'an word the corpus gives a lemma."""
    counts: defaultdict[Token, Counter[Token]] = defaultdict(Counter)
    key = _Keys().__getitem__
    for word in words:
        if not word.lemma:
            continue
        lemma = key(word.lemma)
        if not lemma:
            continue
        for spelling in {key(word.form), key(word.standard)}:
            if spelling:
                counts[spelling][lemma] += 1
    return {
        form: min(found.items(), key=lambda pair: (-pair[1], pair[0]))[0]
        for form, found in sorted(counts.items())
    }


def lemma_roots(words: Iterable[QuranWordForm]) -> dict[Token, str]:
    """Lemma key → its root (the one the corpus gives it most often)."""
    roots: defaultdict[Token, Counter[str]] = defaultdict(Counter)
    key = _Keys().__getitem__
    for word in words:
        lemma = key(word.lemma) if word.lemma else ""
        if lemma and word.root:
            roots[lemma][word.root] += 1
    return {
        lemma: min(found.items(), key=lambda pair: (-pair[1], pair[0]))[0]
        for lemma, found in sorted(roots.items())
    }


def root_key(root: str) -> str:
    """A root as kin are grouped by: every alef or hamza seat written ء (أمن, ءمن, امن)."""
    return re.sub("[ء-إاٱ]", "ء", normalise(root))


def kin_of(roots: Mapping[Token, str]) -> dict[Token, frozenset[Token]]:
    """Lemma key → the other lemma keys of its root."""
    by_root: defaultdict[str, set[Token]] = defaultdict(set)
    for lemma, root in roots.items():
        by_root[root_key(root)].add(lemma)
    return {
        lemma: frozenset(group - {lemma})
        for group in by_root.values()
        for lemma in sorted(group)
        if len(group) > 1
    }


def arabic_kin(words: Iterable[QuranWordForm]) -> dict[Token, frozenset[Token]]:
    """Lemma key → the other lemma keys of its root, from the Qur'an's words alone."""
    return kin_of(lemma_roots(words))


def every_arabic_lemma(
    table: Mapping[Token, Token], forms: Iterable[Token], verbs: Iterable[Token] = ()
) -> dict[Token, Token]:
    """``table`` with every Arabic corpus form's lemma added, and each verb's citation form.

    The same lemma :meth:`Lemmatiser.arabic_lemma` gives; looked up at ingest once, so that
    answering reads a window's words with one lookup each instead of trying their bare forms.
    """
    # A verb written as its lemma (وعظ, where the Qur'an writes only يعظه) reads as that lemma,
    # and so do the corpus's other forms read through it (مغبون, a participle of غبن); a noun's
    # lemma is not added: a short one (أمت) would capture other words' bare forms.
    base = {verb: verb for verb in verbs if verb not in table} | dict(table)
    reader = Lemmatiser(arabic=base)
    full = dict(base)
    for form in forms:
        key = form.replace("ءا", "ا")  # as lookups fold it
        if key not in full and is_arabic_token(key):
            full[key] = reader.arabic_lemma(key)
    return {form: ONE_WORD.get(lemma, lemma) for form, lemma in sorted(full.items())}


ONE_WORD = {"مراة": "امرات", "امراة": "امرات"}
"""Lemma keys of one word spelt apart: امرأة (woman) drops its first alif after the article
(المرأة, farahidi's مرأة) and the Qur'an writes it امرأت before a name (امرأت فرعون)."""


def perfect_verbs(verbs: Iterable[Token]) -> dict[Token, Token]:
    """Verb lemmas written in the imperfect → the same verb's perfect, where that is a verb too.

    The Quranic Arabic Corpus cites some verbs in the imperfect (يُنقَصُ, for تنقص and ننقصها)
    where farahidi cites the hadith's forms in the perfect (نقص, for نقصت): read as one, a
    question's verb meets both. Only a lemma in ي whose remainder is itself a verb lemma, of
    three letters or more (يان is no ان).
    """
    known = frozenset(verbs)
    return {
        verb: verb[1:]
        for verb in sorted(known)
        if verb.startswith("ي") and len(verb) > 3 and verb[1:] in known  # noqa: PLR2004
    }


VERB = "فعل"
"""The Quranic Arabic Corpus's (and farahidi's) part of speech for a verb."""


def arabic_verbs(words: Iterable[QuranWordForm]) -> frozenset[Token]:
    """The lemma keys the corpus uses more as verbs than as anything else."""
    return _mostly(words, VERB)


PROPER_NAME = "اسم علم"
"""The Quranic Arabic Corpus's part of speech for a proper name (آدم، مريم، فرعون، مصر)."""


def arabic_names(words: Iterable[QuranWordForm]) -> frozenset[Token]:
    """The lemma keys the Qur'an uses more as proper names than as anything else.

    Arabic writes no capitals: these are the words an Arabic window can be said to name with.
    """
    return _mostly(words, PROPER_NAME)


def _mostly(words: Iterable[QuranWordForm], pos: str) -> frozenset[Token]:
    uses: defaultdict[Token, Counter[bool]] = defaultdict(Counter)
    key = _Keys().__getitem__
    for word in words:
        if word.lemma:
            uses[key(word.lemma)][word.pos == pos] += 1
    return frozenset(lemma for lemma, used in uses.items() if used[True] > used[False])


NAME_PARTICLES = frozenset({"بن", "ابن", "ابي", "ابو", "ابا", "بنت", "ام"})
"""The words a name follows in a chain or a kunya (normalised): son of, father of, mother of."""
_NAME_SHARE = 0.8
_NAME_USES = 5


def name_forms(texts: Iterable[str]) -> frozenset[Token]:
    """The forms the texts (normalised) use as names: after a name particle, nearly always.

    A form that stands right after one of :data:`NAME_PARTICLES` in four of five of its uses,
    five times or more, is a name ("وقاص" of سعد بن أبي وقاص, "حيان", "جهل" of أبو جهل): the
    lemma tables read many of them as common words with a clitic (و + قاص).
    """
    after: Counter[str] = Counter()
    uses: Counter[str] = Counter()
    for text in texts:
        words = text.split()
        uses.update(words)  # counted in C; only Arabic forms are kept below
        after.update(word for previous, word in pairwise(words) if previous in NAME_PARTICLES)
    return _names(after, uses)


_TEXT_END = "\n"
"""Ends each text's chunks in :func:`names_in` (no chunk is whitespace)."""


def names_in(texts: Iterable[str]) -> frozenset[Token]:
    """``name_forms(normalise(t) for t in texts)``: the same forms, counted sooner.

    Normalisation acts within a run of non-space characters, never across whitespace, so a
    text's words are its chunks' words in order: each distinct chunk is normalised once, and
    the chunks (not the words) are counted, with the chunks that follow a name particle, in C.
    """
    flat: list[str] = []
    for text in texts:
        flat += text.split()
        flat.append(_TEXT_END)
    counts = Counter(flat)
    del counts[_TEXT_END]
    fresh = list(counts)
    words_of = dict(zip(fresh, (line.split() for line in normalise_each(fresh)), strict=True))
    words_of[_TEXT_END] = []
    # A chunk that normalises to nothing (marks alone) holds no word: its neighbours meet.
    empty = {chunk for chunk, words in words_of.items() if not words}
    empty.discard(_TEXT_END)
    if empty:
        flat = list(filterfalse(empty.__contains__, flat))
    ending = {chunk for chunk, words in words_of.items() if words and words[-1] in NAME_PARTICLES}
    following = Counter(compress(islice(flat, 1, None), map(ending.__contains__, flat)))
    after: Counter[str] = Counter()
    uses: Counter[str] = Counter()
    for chunk, count in counts.items():
        words = words_of[chunk]
        for word in words:
            uses[word] += count
        for previous, word in pairwise(words):
            if previous in NAME_PARTICLES:
                after[word] += count
    for chunk, count in following.items():
        if words_of[chunk]:
            after[words_of[chunk][0]] += count
    return _names(after, uses)


def _names(after: Counter[str], uses: Counter[str]) -> frozenset[Token]:
    return frozenset(
        form
        for form, named in after.items()
        if named >= _NAME_USES
        and named >= _NAME_SHARE * uses[form]
        and form not in NAME_PARTICLES
        and is_arabic_token(form)
    )
