"""Present-day senses: words the texts use only in an older sense than the one people ask.

Pickthall's "banks" are a river's; al-Bukhari's translator calls the Prophet's Fount "the Tank";
the Qur'an's السيارة (Q 12:10) is a caravan, and its مصرف (Q 18:53) a way of escape. Asked today,
"Does the Quran mention banks?" or "هل ذكرت السيارات في القرآن" means the bank and the car, which
no passage names: a passage holding the word in its older sense does not answer. The scholar
lists such words in ``senses.toml`` (see :class:`PresentDaySense`); a question using one is read
in its present-day sense, out of this corpus's vocabulary, unless it holds a word of the older
sense ("the river whose banks are of pearl", "السيارة في قصة يوسف").
"""

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence

import attrs

from sanad.core.clitics import PREFIXES, bare_forms
from sanad.core.normalise import normalise
from sanad.core.stem import is_arabic_token
from sanad.core.types import Token

_PROCLITICS = frozenset(("", *PREFIXES))


def _normalised_words(words: Iterable[str]) -> tuple[str, ...]:
    return tuple(normalise(word) for word in words)


def _normalised_set(words: Iterable[str]) -> frozenset[str]:
    return frozenset(_normalised_words(words))


@attrs.frozen(kw_only=True, cache_hash=True)
class PresentDaySense:
    """One word the texts use only in an older sense, as the scholar describes it.

    ``forms`` are what a question writes for the present-day sense: a word ("banks"), matched
    as the question spells it, by its lemma, and for Arabic with its clitics stripped
    (والسيارات), or a phrase of words ("the press"), matched word for word. ``older`` names
    words of the older sense: a question holding one asks it ("coats of mail"), and the word
    keeps its passages. ``means`` and ``texts`` say what is asked and what the texts mean,
    for the refusal's message. ``written``, where given, are the texts' own words for the
    present-day sense (today's "bathroom" is their "lavatory", "privy"): the question is read
    in them instead of refused.
    """

    word: str = attrs.field(validator=attrs.validators.min_len(1))
    forms: tuple[str, ...] = attrs.field(
        converter=_normalised_words, validator=attrs.validators.min_len(1)
    )
    older: frozenset[str] = attrs.field(converter=_normalised_set)
    means: str = attrs.field(validator=attrs.validators.min_len(1))
    texts: str = attrs.field(validator=attrs.validators.min_len(1))
    note: str = ""
    written: tuple[str, ...] = attrs.field(default=(), converter=_normalised_words)

    @written.validator
    def _check_written(self, _attribute: object, written: tuple[str, ...]) -> None:
        if any(len(word.split()) != 1 for word in written):
            msg = f"present-day sense {self.word!r}: each written word must be one word"
            raise ValueError(msg)

    @forms.validator
    def _check_forms(self, _attribute: object, forms: tuple[str, ...]) -> None:
        if any(not form.strip() for form in forms):
            msg = f"present-day sense {self.word!r}: a form is empty"
            raise ValueError(msg)


@attrs.frozen(kw_only=True)
class _Lookup:
    """The senses keyed for a question's words, made once per list of senses."""

    words: Mapping[str, tuple[PresentDaySense, ...]]
    """Each single-word form, with the senses it belongs to."""
    phrases: Mapping[str, tuple[tuple[tuple[str, ...], PresentDaySense], ...]]
    """Each form of several words, with its sense, under its first word."""
    beginnings: frozenset[str]
    """The first three letters of every ASCII form: a word without them is not lemmatised."""
    arabic: tuple[str, ...]
    """The Arabic single-word forms, found also after a proclitic (والسيارات)."""


@functools.cache
def _lookup(senses: tuple[PresentDaySense, ...]) -> _Lookup:
    words: dict[str, list[PresentDaySense]] = {}
    phrases: dict[str, list[tuple[tuple[str, ...], PresentDaySense]]] = {}
    for sense in senses:
        for form in sense.forms:
            parts = tuple(form.split())
            if len(parts) > 1:
                phrases.setdefault(parts[0], []).append((parts, sense))
            else:
                words.setdefault(form, []).append(sense)
    return _Lookup(
        words={word: tuple(found) for word, found in words.items()},
        phrases={first: tuple(found) for first, found in phrases.items()},
        beginnings=frozenset(word[:3] for word in words if word.isascii()),
        arabic=tuple(word for word in words if is_arabic_token(word)),
    )


def _readings(token: Token, lemma: Callable[[Token], Token], lookup: _Lookup) -> set[Token]:
    """How a question word may match a form: as written, by lemma, and after a proclitic.

    The lemma is read only of a word that begins as some form does, and an Arabic word is
    matched against each Arabic form it ends with (a question has few of either).
    """
    forms = {token}
    if token.isascii():
        if token[:3] in lookup.beginnings:
            forms.add(lemma(token))
    elif any(form[:3] in token for form in lookup.arabic):  # سيارتي: by its lemma too
        forms.add(lemma(token))
        forms.update(
            form
            for form in lookup.arabic
            if token.endswith(form) and token[: len(token) - len(form)] in _PROCLITICS
        )
    return forms


def _older_readings(token: Token, lemma: Callable[[Token], Token]) -> set[Token]:
    """A word's readings for telling the older sense: as written, by lemma, bare of clitics."""
    forms = {token, lemma(token)}
    if is_arabic_token(token):
        forms.update(bare_forms(token))
    return forms


def present_day(
    senses: Sequence[PresentDaySense], tokens: Sequence[Token], lemma: Callable[[Token], Token]
) -> Mapping[Token, PresentDaySense]:
    """The question words read in a present-day sense, each with its entry.

    ``tokens`` are the question's words, normalised, in order; ``lemma`` reads a word's lemma.
    An entry counts when one of its forms stands in the question and none of its older-sense
    words does (by spelling, lemma or bare form). A phrase form marks its last word.
    """
    if not senses:
        return {}
    lookup = _lookup(tuple(senses))
    readings = [_readings(token, lemma, lookup) for token in tokens]
    found: dict[Token, PresentDaySense] = {}
    for token, read in zip(tokens, readings, strict=True):
        for word in read:
            for sense in lookup.words.get(word, ()):
                found.setdefault(token, sense)
    for start, read in enumerate(readings):
        for first in read & lookup.phrases.keys():
            for parts, sense in lookup.phrases[first]:
                if start + len(parts) <= len(tokens) and all(
                    word in readings[start + at] for at, word in enumerate(parts[1:], start=1)
                ):
                    found.setdefault(tokens[start + len(parts) - 1], sense)
    if not found:
        return found
    held = set().union(*(_older_readings(token, lemma) for token in tokens))
    return {token: sense for token, sense in found.items() if not held & sense.older}
