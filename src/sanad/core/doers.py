"""Whose act, and whose thing, a passage tells: his (the Prophet's) or another's.

A question asking whether he did something ("هل ركب النبي سفينة", "did the prophet travel by
sea") or had something ("did the prophet own a cat") is not answered by a passage telling that
act or thing only of others. Pure functions over a text's words and their lemmas, in order.
"""

import re
from collections.abc import Callable, Sequence

from sanad.core.prophets_words import BLESSING_WORDS
from sanad.core.tokenise import STOPWORDS

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


_WRITTEN = re.compile(r"[A-Za-z]+(?:['’][A-Za-z]+)*|[.!?;:\"“”]")
"""A word of an English text as written (its capital kept), or a mark ending a sentence or
opening a quotation."""
_PASSIVE = frozenset({"was", "were", "been", "being", "got", "is", "are", "be", "get", "gets"})
_OTHER_PERSONS = frozenset({"i", "we", "she", "they", "you"})
_AS_OBJECT = frozenset({"of", "to", "by", "with", "from", "for", "on", "upon", "at"})
_PROPHETS = frozenset({"prophet", "messenger", "apostle"})


def _doer_is_another(written: Sequence[str], at: int) -> bool:
    """Whether the verb form at ``at`` is told of another than the Prophet.

    Read back through its sentence to the nearest doer: another named man ("Abu Bakr came and
    uncovered the face of Allah's Messenger, kissed him"; the Prophet after "of" is no doer),
    another person ("I", "she"), or a passive ("was cupped": done to, not by, its subject).
    The Prophet named, "he", or no doer found: not told apart.
    """
    if at > 0 and written[at - 1].casefold() in _PASSIVE:
        return True
    for j in range(at - 1, -1, -1):
        word = written[j]
        if not word[0].isalpha():
            return False  # the sentence begins: no doer found
        folded = word.casefold()
        after = written[j - 1].casefold() if j > 0 else ""
        if after in _AS_OBJECT or after.endswith(("'s", "’s")):
            continue  # "the face of Allah's Messenger": whose, not who
        if folded in _PROPHETS or folded == "he":
            return False
        if folded in _OTHER_PERSONS:
            return True
        if word[0].isupper() and folded not in STOPWORDS and folded not in {"allah", "allah's"}:
            return True
    return False


def done_by_another_named(english: str, lemma: Callable[[str], str], verb: str) -> bool:
    """Whether every inflected form of ``verb`` (a lemma) in ``english`` is another's act.

    ``english`` as written (capitals kept): "Abu Bakr kissed the Prophet", "The Prophet was
    cupped" tell the act asked of him done by another, or done to him. See
    :func:`_doer_is_another`. The bare form is not read (as often a noun). No form: False.
    """
    written = _WRITTEN.findall(english)
    at = [
        i
        for i, word in enumerate(written)
        if word[0].isalpha() and word.casefold() != verb and lemma(word.casefold()) == verb
    ]
    return bool(at) and all(_doer_is_another(written, i) for i in at)


_HIS = _PROPHETS | {"prophets", "messengers"}
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
            or _of_him(after)
            or any(
                words[j] in _HAVING and j and words[j - 1] in _HIS
                for j in range(max(0, at - 4), at)
            )
        ):
            return True
    return False


_HIM_IN_ARABIC = frozenset({"النبي", "نبي", "رسول", "الرسول", "للنبي", "لرسول"})
_NOT_HIS = ("هما", "هم", "ها", "هن")
_TO_HIM = frozenset({"للنبي", "لرسول", "للرسول"})
"""His, as what he had ("كان للنبي ناقة")."""
_BLESSED = frozenset({"صلي", "الله", "عليه", "وسلم", "ﷺ"})
"""The blessing after his name, and الله of رسول الله: read past."""
"""Pronouns joined to a thing that are not "his": their, her."""


def told_as_his_in_arabic(words: Sequence[str], lemmas: Sequence[str], thing: str) -> bool:
    """Whether an Arabic text tells ``thing`` (a lemma) as his.

    In construct with his name ("قبر النبي", "ناقة رسول الله"), or with "his" joined to it
    ("قبره"). Not "قبرهما" (their grave), nor "قبر امه" (his mother's).
    """
    kept = [(w, lemma) for w, lemma in zip(words, lemmas, strict=True) if w not in _BLESSED]
    words, lemmas = [w for w, _ in kept], [lemma for _, lemma in kept]
    for at, lemma in enumerate(lemmas):
        if lemma != thing:
            continue
        word = words[at]
        if (
            (at + 1 < len(words) and words[at + 1] in _HIM_IN_ARABIC)
            or (word.endswith("ه") and not word.endswith(_NOT_HIS) and word != thing)
            or not _TO_HIM.isdisjoint(words[max(0, at - 2) : at])  # "كان للنبي ناقة"
        ):
            return True
    return False


_BEFORE_HIM = frozenset({"of", "to", "the", "allah", "allahs"})


def _of_him(after: Sequence[str]) -> bool:
    """Whether the words after a thing make it his, the Prophet named first after "of" or "to".

    "belonging to the Prophet", "the sword of Allah's Messenger"; not "the two daughters of
    Sa'd (brought) to the Prophet".
    """
    at = next((i for i, word in enumerate(after[:2]) if word in _OF), None)
    if at is None:
        return False
    rest = [word for word in after[at + 1 :] if word not in _BEFORE_HIM]
    return bool(rest) and rest[0] in _HIS


_ANOTHER_OPENS = frozenset({
    "whoever", "whosoever", "anyone", "anybody", "someone", "somebody", "man", "woman",
    "person", "one", "those", "they", "you", "i", "we", "she",
})  # fmt: skip
"""Words that open a sentence on another than him, whom a later "he" stands for."""


def done_by_him(english: str, lemma: Callable[[str], str], verb: str) -> bool:
    """Whether an inflected form of ``verb`` (a lemma) in ``english`` is told of the Prophet.

    Read back through its sentence to its doer: the Prophet named ("Allah's Messenger died"),
    or "he" where nothing before it in the sentence opens on another ("Whoever drinks …, and
    if he dies": the drinker). The bare form is not read (as often after "to" or "can": "whoever
    can die in Madinah"). ``english`` as written.
    """
    return done_by(english, lemma, verb, _PROPHETS, he_alone=True)


def done_by(
    english: str,
    lemma: Callable[[str], str],
    verb: str,
    doer: frozenset[str],
    *,
    he_alone: bool = False,
) -> bool:
    """Whether an inflected form of ``verb`` in ``english`` has ``doer`` (words, folded) for doer.

    As :func:`done_by_him` reads it; a "he" with no one named before it stands for the doer
    only where ``he_alone`` (the Prophet, of whom a hadith mostly tells).
    """
    written = _WRITTEN.findall(english)
    for at, word in enumerate(written):
        if not word[0].isalpha() or word.casefold() == verb or lemma(word.casefold()) != verb:
            continue
        if at > 0 and written[at - 1].casefold() in _PASSIVE:
            continue
        if _doing_at(written, at, doer, he_alone=he_alone):
            return True
    return False


_LIKEWISE = ("so", "was", "the", "case", "with")
""""and so was the case with Abu Bakr": the event just told, told of another too."""
_LIKEWISE_REACH = 3  # "with Abu Bakr", "with 'Umar b. al-Khattab"


def told_likewise(
    english: str, lemma: Callable[[str], str], verb: str, doer: frozenset[str]
) -> bool:
    """Whether ``english`` tells ``verb`` and then "so was the case with" ``doer`` (folded).

    "Allah's Messenger died when he was sixty-three years old, and so was the case with Abu
    Bakr" (muslim:5935) tells Abu Bakr's death too, at that age. Within one sentence.
    """
    written = [word.casefold() for word in _WRITTEN.findall(english)]
    told = False
    for at, word in enumerate(written):
        if not word[0].isalpha():
            told = False
        elif word != verb and lemma(word) == verb:
            told = True
        elif told and tuple(written[at : at + len(_LIKEWISE)]) == _LIKEWISE:
            after = written[at + len(_LIKEWISE) : at + len(_LIKEWISE) + _LIKEWISE_REACH]
            if any(name in doer for name in after):
                return True
    return False


def _doing_at(written: Sequence[str], at: int, doer: frozenset[str], *, he_alone: bool) -> bool:
    """Whether the form at ``at`` has ``doer``, or a "he" standing for them, for its doer.

    Read back to the doer within the sentence; a "he" is read further back, past the
    sentence's start, to whom it stands for: the doer named, or another opened on
    ("whoever …", a named man). Nothing before it: ``he_alone``.
    """
    he = False
    for j in range(at - 1, -1, -1):
        word = written[j]
        if not word[0].isalpha():
            if he:
                continue  # whom "he" stands for may be named in a sentence before
            return False  # the sentence begins with no doer read
        folded = word.casefold()
        if folded in doer:
            return True
        if folded == "he":
            if written[j + 1].casefold() in {"who", "that", "whose"}:
                return False  # "he who dies …": whoever dies
            he = True
        elif folded in _ANOTHER_OPENS or (
            word[0].isupper() and folded not in STOPWORDS and folded not in {"allah", "allah's"}
        ):
            return False
    return he and he_alone
