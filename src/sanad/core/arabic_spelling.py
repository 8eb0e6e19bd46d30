"""Reading an Arabic word typed as it is spoken ("دهب", "بيكتر", "هالساعة") as the written word.

Levantine and Egyptian speech says ث as ت, ذ as د and ظ as ض (تلاتة، دهب، ضهر), puts ب before the
present tense (بيكتب، بتقول; Maghrebi speech ك or ت: كيقول، تيقول), says "this" as ها before
the article (هالساعة), "him" as و (جابو), the negation with ش (حضرش) or ما … ش joined to the
verb (مبيقعش), the plural without its alif (قالو) or with its object joined (فرشوها، يتبعوه)
and the Egyptian passive with ات (اتطعن); a participle the texts never use stands for its verb
(عارف، شايف); and Iraqi and Gulf speech
writes ك as چ and ق as گ (چانوا، گال). People type their questions so. Only a word no passage
uses is read again (the caller checks), and only as the one written word these habits make of
it that the corpus uses in at least :data:`MIN_FREQUENCY` passages; two such words, or none,
and the word stays unknown (and refuses). Every reading is reported with the answer, as English
spelling corrections are.
"""

from collections.abc import Callable, Iterator

MIN_FREQUENCY = 10
"""A reading must be a word at least this many passages use (as its lemma)."""
_PRESENT_LENGTH = 5
"""A word this long or longer may begin with the spoken present's mark (بيقول): بيت is a
house, كيف "how"."""
_JOINED = frozenset("بلوف")
"""Letters joined before "this" (بهالساعة، لهالسبب، وهالحديث)."""
_PRESENT_MARKS = frozenset("بكت")
"""Letters speech puts before the present: ب in the Levant and Egypt, ك or ت in the Maghreb."""
_SPOKEN = {"ت": "ث", "د": "ذ", "ض": "ظ"}
"""The letter said for the one written: ت for ث, د for ذ, ض for ظ (ضهر: ظهر)."""


_ENDING_LENGTH = 4
"""A word this long or longer may end in a spoken "him" (جابو) or negation (حضرش): ابو، فرش
keep their letters."""


_OBJECTS = ("هما", "هم", "هن", "ها", "ه", "ني", "نا")
"""Object pronouns joined after a plural verb's و (فرشوها، يتبعوه). Not ك: many a plural noun
ends in وك (البنوك، الملوك، شكوك)."""


def _with_object(word: str) -> Iterator[str]:
    """A plural verb with its object joined (فرشوها، يتبعوه), as the corpus would write it."""
    for joined in _OBJECTS:
        stem = word[: -len(joined)]
        if word.endswith("و" + joined) and len(stem) >= _ENDING_LENGTH and stem[:2] != "ال":
            if stem[0] in "يتن":
                yield from _stems(stem + "ن" + joined)  # يتبعوه: the present, يتبعونه
            else:
                yield from _stems(stem + "ا")  # فرشوها: the past plural itself, فرشوا
            return


def _bases(word: str) -> Iterator[str]:
    yield from _stems(word)
    yield from _with_object(word)
    if len(word) >= _ENDING_LENGTH and word.endswith("و"):
        yield from _stems(word[:-1] + "ه")  # جابو: جابه, "him" said as و
        yield from _stems(word + "ا")  # قالو: قالوا, the plural's alif left off
    if len(word) >= _ENDING_LENGTH and word.endswith("ش"):
        yield from _stems(word[:-1])  # حضرش، خلاهش: the spoken negation's ش
        if word.startswith("ما") and len(word) > _ENDING_LENGTH:
            yield from _negated(word[2:-1])  # مايعرفش: ما … ش around the verb, joined
        elif word.startswith("م"):
            yield from _negated(word[1:-1])  # مبيقعش، مردش
    if len(word) >= _ENDING_LENGTH and word[1] == "ا":
        yield word[0] + word[2:]  # عارفها: a participle no passage uses, as its verb (عرفها)
        if word[2] == "ي":
            yield word[0] + "ا" + word[3:]  # شايف: a hollow verb's participle (شاف)
    if len(word) >= _PRESENT_LENGTH and word.startswith("ات"):
        yield word[2:]  # اتطعن: the Egyptian passive, طعن


def _negated(verb: str) -> Iterator[str]:
    """A verb the spoken negation stood around: its stems, and a short present (بيقع: يقع)."""
    yield from _stems(verb)
    if len(verb) >= _ENDING_LENGTH and verb[0] in _PRESENT_MARKS and verb[1] in "يتن":
        yield verb[1:]


def _stems(word: str) -> Iterator[str]:
    yield word
    if word.startswith("هال") and len(word) > len("هال") + 1:
        yield word[1:]  # هالساعة: this hour, الساعة
    if word[:1] in _JOINED and word[1:4] == "هال" and len(word) > len("بهال") + 1:
        yield word[0] + word[2:]  # بهالساعة: at this hour, بالساعة
    if len(word) >= _PRESENT_LENGTH and word[0] in _PRESENT_MARKS and word[1] in "يتن":
        yield word[1:]  # بيقول، بتقول، كيقول، تيقول: the present without its spoken mark


_LETTERS_OF_SPEECH = str.maketrans({"چ": "ك", "گ": "ق"})
"""Letters Iraqi and Gulf speech writes for ك (چانوا) and ق (گال), which no text uses."""


def _readings(word: str) -> Iterator[str]:
    for base in _bases(word.translate(_LETTERS_OF_SPEECH)):
        yield base
        places = [i for i, letter in enumerate(base) if letter in _SPOKEN]
        for i in places:
            yield base[:i] + _SPOKEN[base[i]] + base[i + 1 :]
        if len(places) > 1:
            yield "".join(_SPOKEN.get(letter, letter) for letter in base)


def spoken_reading(
    word: str,
    frequency: Callable[[str], int],
    lemma: Callable[[str], str | None] = lambda word: word,
) -> str | None:
    """The one common written word the spoken ``word`` stands for, or None.

    ``frequency`` gives how many passages use a word, read as its lemma (0 for none);
    readings of one ``lemma`` are one word (بيكتر: بيكثر and يكثر, كثر), read as the shortest.
    """
    found = sorted(
        {
            reading
            for reading in _readings(word)
            if reading != word and frequency(reading) >= MIN_FREQUENCY
        },
        key=lambda reading: (len(reading), reading),
    )
    return found[0] if len({lemma(reading) for reading in found}) == 1 else None
