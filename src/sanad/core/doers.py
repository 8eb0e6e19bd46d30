"""Whose act, and whose thing, a passage tells: his (the Prophet's) or another's.

A question asking whether he did something ("هل ركب النبي سفينة", "did the prophet travel by
sea") or had something ("did the prophet own a cat") is not answered by a passage telling that
act or thing only of others. Pure functions over a text's words and their lemmas, in order.
"""

from collections.abc import Sequence

from sanad.core.prophets_words import BLESSING_WORDS

_THEIR_DOING = ("وا", "ون")
"""The endings of an Arabic verb whose doers are many ("ركبوا", "يركبون"): not he alone."""


def done_by_others(words: Sequence[str], lemmas: Sequence[str], verb: str) -> bool:
    """Whether every form of ``verb`` (a lemma) in a text has many doers ("ناسا … ركبوا").

    ``words`` and ``lemmas`` are the text's, in order: the act asked of him is told only of
    others. "ركبنا" (we) is the narrator, perhaps with him: not told apart. No form: False.
    """
    forms = [word for word, lemma in zip(words, lemmas, strict=True) if lemma == verb]
    return bool(forms) and all(form.endswith(_THEIR_DOING) for form in forms)


_RELATIVES = frozenset({"who", "whoever", "that", "which", "whosoever"})


def done_by_others_in_english(words: Sequence[str], lemmas: Sequence[str], verb: str) -> bool:
    """Whether every inflected form of ``verb`` (a lemma) in an English text follows a relative.

    ``words`` and ``lemmas`` are the text's, in order: "a person … who travelled by sea", "He
    who drank wine …", "Whoever drinks …": the act is told of those who do it, not of him.
    The bare form is as often a noun ("the pure drink") and is not read. No form: False.
    """
    at = [i for i, lemma in enumerate(lemmas) if lemma == verb and words[i] != verb]
    return bool(at) and all(i > 0 and words[i - 1] in _RELATIVES for i in at)


_HIS = frozenset({"prophet", "messenger", "apostle", "prophets", "messengers"})
"""Before a thing, his ("the Prophet's white mule", normalised "prophet white mule"). Not
"his": in a hadith it is as often a companion's ("his horse was tied beside him")."""
_HAVING = frozenset({"had", "has", "have", "owned", "owns", "kept", "keeps", "possessed"})
_OF = frozenset({"of", "belonging", "to"})
_BLESSING = frozenset(BLESSING_WORDS)


_MODIFYING = frozenset({"of", "to", "with", "by", "from", "behind", "before"})


def _he_just_before(words: Sequence[str], at: int) -> bool:
    """Whether the Prophet is named, as the one who does, in the six words before ``at``.

    "Allah's Messenger was on his white mule"; not "a man of the companions of the Prophet
    was reciting and his horse …" (the Prophet after "of" names another's company).
    """
    start = max(0, at - 6)
    return any(
        words[j] in _HIS and _MODIFYING.isdisjoint(words[max(0, j - 2) : j])
        for j in range(start, at)
    )


def told_as_his(words: Sequence[str], lemmas: Sequence[str], thing: str) -> bool:
    """Whether an English text tells ``thing`` (a lemma) as his.

    "the Prophet's sword" (normalised "prophet sword"), "the Prophet's white mule", "the
    Prophet had a horse". ``words`` and ``lemmas`` are the text's, in order.
    """
    kept = [(w, lemma) for w, lemma in zip(words, lemmas, strict=True) if w not in _BLESSING]
    words, lemmas = [w for w, _ in kept], [lemma for _, lemma in kept]
    for at, lemma in enumerate(lemmas):
        if lemma != thing:
            continue
        before, after = words[max(0, at - 2) : at], words[at + 1 : at + 6]
        if (
            _HIS.intersection(before)
            # "his white mule" where he was named just before; "a horse belonging to the
            # Prophet", "the sword of the Messenger"
            or ("his" in before and _he_just_before(words, at))
            or (_OF.intersection(after[:2]) and _HIS.intersection(after))
            or any(
                words[j] in _HAVING and j and words[j - 1] in _HIS
                for j in range(max(0, at - 4), at)
            )
        ):
            return True
    return False
