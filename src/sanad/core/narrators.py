"""Matching a narrator named in a question against a hadith's narrator line.

Transliterations vary ("Abu Hurairah" / "Abu Huraira", "Aishah" / "`Aisha", "ibn" / "bin" /
"b."), so both sides are folded the same way before comparing: a word-final h after a vowel is
dropped, doubled letters are single, and ibn, bin and b. are one word. Every word of the name
must stand in the narrator line (or the opening of the English, where some datasets put it).
"""

import re
from collections.abc import Callable
from itertools import groupby, pairwise

from sanad.core.normalise import normalise
from sanad.core.story import STORY_PERSONS
from sanad.core.tokenise import STOPWORDS, words
from sanad.core.transliteration import arabic_pattern

_DOUBLED = re.compile(r"(.)\1+")
_SON_OF = frozenset({"ibn", "bin", "b", "bn", "ibnu", "bint", "bt", "بن", "ابن", "بنت", "ابنه"})
_OPENING = 200


_ARABIC_FATHER = frozenset({"ابو", "ابي", "ابا"})
"""The cases of "أبو" (a kunya): "عن أبي هريرة", "سمعت أبا هريرة", "قال أبو هريرة"."""
ARABIC_SON_OF = frozenset({"بن", "ابن", "بنت"})
"""The words that join an Arabic name to the father's (or mother's): "عمر بن الخطاب"."""
_ARABIC_MAN_SON_OF = ARABIC_SON_OF - {"بنت"}
ARABIC_NAME_PARTICLES = _ARABIC_FATHER | ARABIC_SON_OF | {"ام"}
"""Words that stand in an Arabic name before another part of it (أبو هريرة، ابن عمر، أم سلمة)."""
LATIN_NAME_PARTICLES = frozenset({"abu", "abi", "aba", "umm", "ibn", "bin", "bint", "b", "bn"})
"""A kunya's or a father's name's first word, in Latin letters ("Abu Jahl", "Ibn Sirin")."""


def fold_name(word: str) -> str:
    """One word of a name in a spelling-tolerant form (Latin transliteration or Arabic)."""
    if word in _SON_OF:
        return "bin"
    if not word.isascii():
        word = word.replace("ة", "ه")  # ta marbuta, written either way
        return "ابو" if word in _ARABIC_FATHER else word
    word = word.replace("ou", "u").replace("ee", "i").replace("ay", "ai")
    if _DOUBLED.search(word):  # each run of one letter as the letter once
        word = "".join(letter for letter, _ in groupby(word))
    if len(word) > 3 and word.endswith("h") and word[-2] in "aeiou":  # noqa: PLR2004 - "Abu" keeps its letters
        word = word[:-1]
    return word


def name_words(name: str) -> frozenset[str]:
    """The folded words of a name, function words left out."""
    return frozenset(fold_name(w) for w in words(normalise(name)) if w not in STOPWORDS)


_ARTICLE = frozenset({"al", "el"})
NISBA = "al"
"""Stands before a nisba or laqab ("al-Khudri", "al-Farsi") among a name's folded words."""
_NAME_WORDS = frozenset({"said", "may", "which", "will"})
"""Function words that are names too ("Sa'id" normalised is "said"): kept in a name."""


def name_words_in_order(name: str) -> tuple[str, ...]:
    """The folded words of a name, in order; an article before a nisba is kept as :data:`NISBA`.

    An Arabic nisba is one word, its article attached ("الخدري"): read as :data:`NISBA` and the
    word, as "al-Khudri" is.
    """
    out: list[str] = []
    for w in words(normalise(name)):
        if w in _ARTICLE:
            out.append(NISBA)
        elif arabic_nisba(w):
            out += [NISBA, fold_name(w[2:])]
        elif w in _NAME_WORDS or w not in STOPWORDS:
            out.append(fold_name(w))
    return tuple(out)


_PERSON_PARTICLES = frozenset({"abu", "abi", "aba", "ibn", "bin", "umm", "bint"})
"""Words opening a name: abu (and its cases abi, aba, "ibn abi talib"), ibn, bin, umm, bint."""
_MIN_NAME = 3


def persons_named(text: str) -> frozenset[str]:
    """The folded name words a (normalised, English) text writes after abu, ibn, umm, bint.

    And a nisba after a given name ("salman al farsi": farsi; see :func:`_opens_a_name`).
    "abu hurayrah served …": Abu Hurayra's fact is asked, whoever else a passage names.
    """
    tokens = words(text)
    return frozenset(
        fold_name(tokens[at + 1])
        for at in range(len(tokens) - 1)
        if _opens_a_name(tokens, at) and tokens[at + 1] not in _PERSON_PARTICLES
    )


_NOT_A_PERSON = frozenset({"allah", "god", "lord", "masjid", "jabal", "wadi", "sunan", "sahih"})
"""Words before "al" and a word ending in i that name no person ("Allah al-Ghani", "Masjid
al-Nabawi", "Sunan al-Nasa'i")."""


def _opens_a_name(tokens: list[str], at: int) -> bool:
    """Whether ``tokens[at]`` opens a person's name.

    Abu, ibn, umm, bint before a name; or a nisba's "al" after a given name ("salman al farsi",
    "abu said al khudri").
    """
    name = tokens[at + 1]
    if name in STOPWORDS or len(name) < _MIN_NAME or not name.isascii():
        return False
    if tokens[at] in _PERSON_PARTICLES:
        return True
    return (
        tokens[at] == "al"
        and name.endswith("i")
        and len(name) > _MIN_NAME
        and at > 0
        and (tokens[at - 1] not in STOPWORDS or tokens[at - 1] == "said")  # Abu Sa'id
        and tokens[at - 1] not in _NOT_A_PERSON
        and tokens[at - 1].isascii()
    )


def names_every_person(text: str, persons: frozenset[str]) -> bool:
    """Whether a passage's (normalised) English and narrator line name every one of ``persons``.

    ``persons`` are folded name words (:func:`persons_named`), matched folded.
    """
    if not persons:
        return True
    written = {fold_name(word) for word in words(text)}
    return persons <= written


def arabic_nisba(word: str) -> bool:
    """An Arabic nisba with its article: ال, three letters or more, ي ("الخدري", "الانصاري")."""
    return len(word) > 5 and word.startswith("ال") and word.endswith("ي") and not word.isascii()  # noqa: PLR2004


_BEFORE_A_NAME = frozenset(
    fold_name(w) for w in ("narrated", "reported", "authority", "from", "by", "that", "on")
)


def _by_patronymic(line: tuple[str, ...], wanted: tuple[str, ...]) -> bool:
    """Whether the line names the narrator as his father's son, as the question's full name does.

    "Abdullah ibn Abbas" is the "Ibn Abbas" of "Narrated Ibn `Abbas" (and "Abdullah ibn Umar"
    the "Ibn Umar"), where "Ibn" opens the name; "Umar ibn al-Khattab" is not "Ibn Umar".
    """
    if "bin" not in wanted or wanted[0] == "bin":
        return False
    father = tuple(w for w in wanted[wanted.index("bin") :] if w != NISBA)
    return _stands(line, father, after=_BEFORE_A_NAME.__contains__)


def _stands(line: tuple[str, ...], words: tuple[str, ...], *, after: Callable[[str], bool]) -> bool:
    """Whether ``words`` stand together in ``line``, opening it or after a word ``after`` allows."""
    width = len(words)
    return any(
        line[i : i + width] == words and (i == 0 or after(line[i - 1]))
        for i in range(len(line) - width + 1)
    )


def names_narrator(narrator_line: str, english: str, wanted: tuple[str, ...]) -> bool:
    """Whether the narrator line (or the English opening) names ``wanted`` (folded words).

    Every word before a patronymic or a nisba must stand there ("Uthman" of "Uthman ibn
    Affan", "Abu Sa'id" of "Abu Sa'id al-Khudri": the line may say only "Narrated `Uthman");
    the patronymic's words too when the line gives one.
    """
    if not wanted:
        return True
    text = f"{narrator_line} {english[:_OPENING]}"
    if _only_in_arabic(wanted):
        letters = _ARABIC_SCRIPT.findall(text)
        if not letters:
            return False  # an English line names no one in Arabic letters: nothing to read
        if _HONORIFICS.issuperset(letters) and _not_honorific(wanted):
            return False  # its only Arabic words are the blessing's (ﷺ): nothing to read
    return names_in(name_words_in_order(text), wanted)


_HONORIFICS = frozenset("\ufdfa\ufdfb")
"""ﷺ and ﷻ, the only Arabic letters of most English openings that hold any (10,754 of 22,566)."""


def _not_honorific(wanted: tuple[str, ...]) -> bool:
    """Whether no Arabic word of ``wanted`` is a word the blessings read as (صلي، الله …).

    Where a line's only Arabic letters are :data:`_HONORIFICS`, its words in Arabic letters
    are those words (or run into a Latin word: "prophetصلي"), so no such word of a name may
    stand there; and a name :func:`_only_in_arabic` is named by one of its Arabic words.
    """
    return not any(
        word in _HONORIFIC_WORDS or not word.isalpha() or _LATIN.search(word)
        for word in wanted
        if _ARABIC_SCRIPT.search(word)
    )


_LATIN = re.compile("[A-Za-z]")


def names_in(line: tuple[str, ...], wanted: tuple[str, ...]) -> bool:
    """Whether a line's folded words (:func:`name_words_in_order`) name ``wanted`` (see above)."""
    if not wanted:
        return True
    if _by_patronymic(line, wanted):
        return True
    held = set(line)
    given = _given_name(wanted)
    wanted = tuple(word for word in wanted if word != NISBA)
    if not set(given) <= held:
        return False
    # "Umar" is not "Ibn `Umar" (his son): the name must stand somewhere not as a father's.
    if not _stands(line, given, after=lambda word: word != "bin"):
        return False
    return "bin" not in held or "bin" not in wanted or set(wanted) <= held


def may_be_named(text: str, wanted: tuple[str, ...]) -> bool:
    """Whether a line whose folded words all stand in ``text`` may name ``wanted`` at all.

    False only where :func:`names_in` could not say so: the words of the given name are not
    all in ``text``, nor (where the father's name may stand for it) the father's.
    """
    if not wanted or all(word in text for word in _given_name(wanted)):
        return True
    if "bin" not in wanted or wanted[0] == "bin":
        return False
    return all(word in text for word in wanted[wanted.index("bin") :] if word != NISBA)


def _given_name(wanted: tuple[str, ...]) -> tuple[str, ...]:
    """The given name: what stands before a patronymic or a nisba (those may be left out)."""
    cut = min((wanted.index(mark) for mark in ("bin", NISBA) if mark in wanted), default=None)
    return wanted[:cut] if cut else wanted


_ARABIC_SCRIPT = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]")


def _only_in_arabic(wanted: tuple[str, ...]) -> bool:
    """Whether only a line with Arabic letters could name ``wanted`` (see :func:`names_narrator`).

    So it is when a word of the given name is in Arabic letters, and so is a word of the
    father's name where a patronymic could stand for the name.
    """
    if not any(_ARABIC_SCRIPT.search(word) for word in _given_name(wanted)):
        return False
    if "bin" not in wanted or wanted[0] == "bin":
        return True  # no patronymic stands for it
    father = wanted[wanted.index("bin") :]
    return any(_ARABIC_SCRIPT.search(word) for word in father)


_PROPHET_QUOTED = re.compile(r"(?:^|\s)(?:سمعت|سمع|قال|يقول|عن) (?:رسول الله|النبي)(?:\s|$)")
"""Where a hadith's text begins to tell the Prophet's words (normalised Arabic)."""


def tells_the_prophets_words(text: str, wanted: tuple[str, ...]) -> bool:
    """Whether the narrator ``wanted`` stands in a hadith's text before the Prophet's words.

    A chain may end before the companion who heard the Prophet: "… عن طارق بن شهاب قال أول
    من بدأ بالخطبة مروان … فقال أبو سعيد … سمعت رسول الله يقول …" (muslim:84). Whoever the
    text names before it tells what the Prophet said is a narrator of it; a name after that
    is part of what he said.
    """
    opening = before_the_prophets_words(text)
    return opening is not None and names_narrator(opening, "", wanted)


def before_the_prophets_words(text: str) -> str | None:
    """The text (normalised) before it tells the Prophet's words; None when it tells none."""
    plain = normalise(text)
    quoted = _PROPHET_QUOTED.search(plain)
    return None if quoted is None else plain[: quoted.start()]


ReadLine = tuple[bool, tuple[str, ...]]
"""A line as :func:`names_narrator` reads it without English: whether it has Arabic letters,
and its folded words (:func:`name_words_in_order`)."""


def read_line(line: str) -> ReadLine:
    """What :func:`names_narrator` reads of ``line`` given no English (made once, at ingest)."""
    text = f"{line} "
    return _ARABIC_SCRIPT.search(text) is not None, name_words_in_order(text)


def names_in_read(read: ReadLine, wanted: tuple[str, ...]) -> bool:
    """``names_narrator(line, "", wanted)``, from ``read_line(line)``."""
    arabic, line = read
    if wanted and not arabic and _only_in_arabic(wanted):
        return False
    return names_in(line, wanted)


_HONORIFIC_WORDS = frozenset(name_words_in_order(" ".join(sorted(_HONORIFICS))))
"""The words of the blessings, as a line's words are read (صلي، الله، وسلم، جل، جلاله)."""


_TRANSMITTING = frozenset(
    fold_name(word)
    for word in words(
        normalise(
            "it was has been narrated reported reporting narrates reports said says saying say"
            " that who from on the authority of by as allah allah's messenger prophet apostle his"
            " father grandfather speech"
        )
    )
)
"""The words of a narrator line that pass a hadith on, after its narrator's name (folded)."""
_BRACKETED = re.compile(r"\([^)]*\)")
_SPEAKS = re.compile(r"\b(?:said|says|say|saying)\b[^\"“”‘’.?!]{0,30}[,:.]?\s*$")
"""Words before a quotation: "The Prophet said, ", "I heard him saying: ", "he said in his
narration. "."""
_UNMARKED = re.compile(r":\s*[^\W\d_][^.?!]*[.?!]?")
"""Words said without quotation marks, from the colon to the sentence's end."""
_QUOTES = {"“": "”", '"': '"', "‘": "’", "'": "'"}
_FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself", "we", "us", "our", "ours"})
_PASSING_ON = frozenset({"heard", "memorized", "memorised"})
"""What a narrator says he did in passing a saying on ("I heard the Messenger of Allah say")."""
_THE_PROPHET = frozenset(fold_name(w) for w in ("messenger", "prophet", "apostle"))
_HIS_SAYING = frozenset(fold_name(w) for w in ("saying", "say", "said", "says"))


def _closing(text: str, at: int, mark: str) -> int:
    """Where the quotation opened before ``at`` closes (an apostrophe, "Allah's", does not)."""
    while (end := text.find(mark, at)) >= 0:
        if mark not in "'’" or not text[end + 1 : end + 2].isalpha():
            return end
        at = end + 1
    return len(text)


def unquoted(text: str, *, opening: bool = False) -> str:
    """``text`` without what is quoted after a verb of speech ("he said, '…'").

    With ``opening``, a quotation the text opens with goes too: the words of the speaker the
    narrator line ends with ("… that the Messenger of Allah said:").
    """
    kept: list[str] = []
    at = 0
    while at < len(text):
        mark = text[at]
        if mark in _QUOTES and (
            (opening and not text[:at].strip()) or _SPEAKS.search(text, max(0, at - 60), at)
        ):
            at = _closing(text, at + 1, _QUOTES[mark]) + 1
            continue
        if (
            mark == ":"
            and (unmarked := _UNMARKED.match(text, at))
            and _SPEAKS.search(text, max(0, at - 40), at + 1)
        ):  # "He said: Teach me …." to the sentence's end
            at = unmarked.end()
            continue
        kept.append(mark)
        at += 1
    return "".join(kept)


def only_narrates(
    narrator: str, english: str, persons: frozenset[str], *, sons: frozenset[str] = frozenset()
) -> bool:
    """Whether a hadith names ``persons`` only as the one who passes it on.

    "how did shaddad bin aws die": "It was narrated from Shaddad bin Aws that the Messenger of
    Allah said: …" tells nothing of him. So every person stands in the narrator line, none in
    the English but in a chain ("… on the authority of Abu Hurairah"); nothing but words of
    passing on follows them in the line ("… said to him",
    "… performed ablution" tell of him); and the English, what others say in it left out
    (:func:`unquoted`), holds no "I" or "we" of his but "I heard" ("I asked", "I said",
    "said to me" tell of him). ``persons`` are folded name words (:func:`persons_named`);
    ``sons`` those of them asked as a father's son ("ابن عباس"), told of only where "ibn"
    stands before them ("Al-'Abbas said" tells of his father).
    """
    if not persons or not narrator:
        return False
    line = [fold_name(w) for w in words(normalise(_BRACKETED.sub(" ", narrator)))]
    if not persons <= set(line) or _told_of_in(english, persons, sons):
        return False
    after = _rest_of_name(line[max(at for at, word in enumerate(line) if word in persons) + 1 :])
    # "It was narrated from Abu Hurairah that a man entered the mosque …": what follows "that"
    # is what he tells, of another unless it opens with "he", holds an "I" of his or says
    # something was said to him.
    told = after.index("that") if "that" in after else len(after)
    # "… reported Allah's Messenger as saying on the Day of Victory …": what follows his
    # saying is when and what he said, no deed of the narrator's.
    his = next((at for at, word in enumerate(after[:told]) if word in _THE_PROPHET), None)
    if his is not None:
        saying = next((at for at in range(his + 1, told) if after[at] in _HIS_SAYING), None)
        if saying is not None:
            told = saying
    his_words = told < len(after) and after[told] in _HIS_SAYING
    story = [] if his_words else after[told + 1 :] or _opening_that(english)
    if any(word not in _TRANSMITTING for word in after[:told]) or (
        story and (_he_did(story) or _of_himself(story) or _to_him(story))
    ):
        return False
    # Where the line gives the English as the Prophet's saying, its "I" and "me" are his.
    return his_words or not _of_himself(
        words(
            normalise(
                unquoted(
                    _BRACKETED.sub(" ", english), opening=bool(_THE_PROPHET.intersection(after))
                )
            )
        )
    )


def _he_did(story: list[str]) -> bool:
    """Whether what a narrator line tells after "that" opens with his deed ("that he asked").

    Not his passing it on: "that he heard Allah's Messenger saying".
    """
    return story[0] in {"he", "she"} and (
        len(story) < 2 or story[1] not in _TRANSMITTING | {"heard"}  # noqa: PLR2004 - a pair
    )


_CLAUSE_END = re.compile(r"[:“\"]")


def _opening_that(english: str) -> list[str]:
    """The words of an English opening with the narrator line's "that", up to what is quoted.

    Tirmidhi's line ends "Ali narrated:" and its English goes on "that a Mukatib came to him
    and said: …": that clause is what the line tells, as after a "that" in the line itself.
    """
    if not english.lstrip().lower().startswith("that "):
        return []
    clause = _CLAUSE_END.split(english, maxsplit=1)[0]
    return [fold_name(w) for w in words(normalise(clause))][1:]


_CAPITALISED = re.compile(r"[A-Z][A-Za-z'`’-]*")
_NOT_NARRATORS = frozenset(
    fold_name(word)
    for word in _NOT_A_PERSON | {"prophet", "messenger", "apostle", "narrated", "it", "the", "he"}
)


def names_in_narrator_line(narrator: str, question: str) -> frozenset[str]:
    """The words of a (normalised) question a narrator line writes as names (folded).

    A capitalised word of the line, not the Prophet's titles or Allah ("Narrated `Aisha:":
    "aisha" of "how old was aisha when the prophet died"). See :func:`only_narrates`.
    """
    if not narrator:
        return frozenset()
    written = {
        fold_name(word)
        for found in _CAPITALISED.findall(narrator)
        for word in words(normalise(found))
    }
    asked = {fold_name(word) for word in words(question)}
    return frozenset((written & asked) - _NOT_NARRATORS)


_TO_HIM = frozenset({"to", "told", "asked", "ordered", "commanded", "sent", "taught", "gave"})


def _to_him(story: list[str]) -> bool:
    """Whether words a narrator line tells say something was said or done to him.

    "… that the Messenger of Allah said to him:" does; "greeted him", of the Prophet, does not.
    """
    return any(
        word in {"him", "her"} and at > 0 and story[at - 1] in _TO_HIM
        for at, word in enumerate(story)
    )


def _of_himself(told: list[str]) -> bool:
    """Whether words a narrator tells hold an "I" or "we" of his but "I heard".

    See :func:`_passing_on`.
    """
    return any(word in _FIRST_PERSON and not _passing_on(told, at) for at, word in enumerate(told))


_CHAINING = frozenset(
    fold_name(word) for word in ("of", "from", "by", "narrated", "reported", "heard", "related")
)
"""Words a narrator's name follows in a chain ("on the authority of", "narrated from")."""
_PARTICLES = frozenset({"abu", "abi", "aba", "um", "bin", "al"})


def _told_of_in(english: str, persons: frozenset[str], sons: frozenset[str] = frozenset()) -> bool:
    """Whether the English names one of ``persons`` outside a chain of narrators.

    One of ``sons`` is named only after "ibn" ("Ibn 'Abbas", not "Al-'Abbas", his father).
    """
    told = [fold_name(w) for w in words(normalise(english))]
    for at, word in enumerate(told):
        if word not in persons or (word in sons and (at == 0 or told[at - 1] != "bin")):
            continue
        start = at
        while start > 0 and told[start - 1] in _PARTICLES:
            start -= 1 + (told[start - 1] == "bin" and start > 1)  # "Shaddad bin Aws"
        if start == 0 or told[start - 1] not in _CHAINING:
            return True
    return False


_ARTICLES = frozenset({"al", "el", "as", "ad", "ash", "at", "az", "ar", "an", "bin", "abu"})
"""Words that carry a name on ("Jabir bin Abdullah al-Ansari", "Abu Humaid as-Sa'idi")."""


def _rest_of_name(after: list[str]) -> list[str]:
    """The folded words of a line after a name, its nisba and father's name left out."""
    at = 0
    while at + 1 < len(after) and after[at] in _ARTICLES:
        at += 2
    return after[at:]


_TOLD_TO = frozenset({"narrated", "reported", "told", "informed", "related"})


def _passing_on(told: list[str], at: int) -> bool:
    """Whether the first person at ``at`` passes a saying on: "I heard", "narrated to us"."""
    if told[at] in {"i", "we"}:
        return told[at + 1 : at + 2] != [] and told[at + 1] in _PASSING_ON
    before = told[max(0, at - 2) : at]
    return bool(before) and (
        before[-1] in _TOLD_TO or (before == [before[0], "to"] and before[0] in _TOLD_TO)
    )


_KUNYA_PARTICLES = {"abu": frozenset({"abu", "abi", "aba"}), "umm": frozenset({"um"})}
"""A kunya's particle as a question writes it, and its forms in a passage (folded)."""


NamesAsked = tuple[tuple[tuple[frozenset[str], str], ...], tuple[tuple[str, str], ...]]
"""The kunyas (a particle's forms, the name) and sons' names (given, father) a question writes."""


def forms_asked(question: str) -> NamesAsked:
    """The kunyas and the sons' names a (normalised) question writes, folded."""
    tokens = words(question)
    kunyas: list[tuple[frozenset[str], str]] = []
    sons: list[tuple[str, str]] = []
    for at, token in enumerate(tokens[:-1]):
        name = tokens[at + 1]
        if name in STOPWORDS or len(name) < _MIN_NAME or not name.isascii():
            continue
        if token in _KUNYA_PARTICLES:
            kunyas.append((_KUNYA_PARTICLES[token], fold_name(name)))
        elif token in {"ibn", "bin"} and at > 0:
            given = tokens[at - 1]
            if (
                given not in STOPWORDS
                and given not in LATIN_NAME_PARTICLES
                and len(given) >= _MIN_NAME
                and given.isascii()
            ):
                sons.append((fold_name(given), fold_name(name)))
    return tuple(kunyas), tuple(sons)


def names_as_asked(text: str, asked: NamesAsked) -> bool:
    """Whether a (normalised) passage names the persons a question names as it names them.

    A kunya is its particle and name together: "abu malik" is not 'Abdul-Malik, nor "umm
    salamah" Abu Salama; nor a kunya inside a son's name ("Utba bin Abu Lahab"). A man named
    with his father is not the father inside his son's name: "hakim bin hizam" is not "Hisham
    bin Hakim bin Hizam". Where the passage writes the name
    no way at all, nothing is decided here (see :func:`names_every_person`). ``asked`` is
    :func:`forms_asked` of the question.
    """
    kunyas, sons = asked
    if not kunyas and not sons:
        return True
    written = [fold_name(word) for word in words(text)]
    for particles, name in kunyas:
        places = [at for at, word in enumerate(written) if word == name]
        as_kunya = [at for at in places if at > 0 and written[at - 1] in particles]
        if places and not as_kunya:
            return False
        # "Utba bin Abu Lahab": a father's kunya inside a son's name names the son ("Ibn Umm
        # Maktum" is the son's own name, after his mother's kunya).
        if (
            as_kunya
            and "um" not in particles  # umm, folded
            and all(at > 1 and written[at - 2] == "bin" for at in as_kunya)
        ):
            return False
    for given, father in sons:
        places = [
            at
            for at in range(2, len(written))
            if written[at - 2 : at + 1] == [given, "bin", father]
        ]
        if places and all(at > 2 and written[at - 3] == "bin" for at in places):  # noqa: PLR2004 - the word before the given name
            return False
    return True


def name_tokens(question: str) -> frozenset[str]:
    """The folded words of the names a (normalised) question writes with a particle.

    "how did shaddad bin aws die": shaddad, bin, aws. The particle, the name after it and the
    given name before it.
    """
    tokens = words(question)
    named: set[str] = set()
    for at, token in enumerate(tokens[:-1]):
        if not _opens_a_name(tokens, at):
            continue
        named |= {fold_name(token), fold_name(tokens[at + 1])}
        if at > 0 and tokens[at - 1] not in STOPWORDS and len(tokens[at - 1]) >= _MIN_NAME:
            named.add(fold_name(tokens[at - 1]))
    return frozenset(named)


_ARABIC_OPENERS = ARABIC_NAME_PARTICLES | {"عبد"}
"""Words that open an Arabic name: a kunya's or father's particle, and عبد (عبد الرحمن)."""


def arabic_name_tokens(question: str) -> frozenset[str]:
    """The folded words of the names a (normalised) Arabic question writes with a particle.

    "عبد الرحمن الاعرج الذي يروي عن ابي هريرة": عبد، الرحمن، ابو، هريره. A particle (ابو،
    ابن، بن، ام، بنت, or عبد) and the word after it, and the given name before بن or ابن.
    """
    tokens = words(question)
    named: set[str] = set()
    for at, token in enumerate(tokens[:-1]):
        name = tokens[at + 1]
        if token not in _ARABIC_OPENERS or name.isascii():
            continue
        if name in STOPWORDS or len(name) < 2:  # noqa: PLR2004 - a name has two letters at least
            continue
        named |= {fold_name(token), fold_name(name)}
        if token in _ARABIC_MAN_SON_OF and at > 0 and not tokens[at - 1].isascii():
            named.add(fold_name(tokens[at - 1]))
    return frozenset(named)


ArabicSons = tuple[tuple[str, str], ...]
"""(given name, father's name) pairs, folded, as an Arabic question writes them."""

_GIVEN_NOT = ARABIC_NAME_PARTICLES | {"عبد"}


def arabic_sons_asked(question: str) -> ArabicSons:
    """The men a (normalised) question names in Arabic letters with their fathers, folded.

    "زيد بن ثابت": (زيد، ثابت); "عبد الله بن أبي": (الله، ابو). A father's kunya is read as its
    particle alone: "بن أبي" is Ubayy's son as often as Abu Mu'ayt's.
    """
    tokens = words(question)
    sons: list[tuple[str, str]] = []
    for at in range(1, len(tokens) - 1):
        given, father = tokens[at - 1], tokens[at + 1]
        if tokens[at] not in _ARABIC_MAN_SON_OF or given.isascii() or father.isascii():
            continue
        if given in STOPWORDS or given in _GIVEN_NOT or father in STOPWORDS:
            continue
        if len(given) >= 2 and len(father) >= 2:  # noqa: PLR2004 - a name has two letters at least
            sons.append((fold_name(given), fold_name(father)))
    return tuple(sons)


def names_a_namesake_only(arabic: str, sons: ArabicSons) -> bool:
    """Whether a (normalised) Arabic text names another man of a given name asked, never him.

    "زيد بن ثابت" asked: a passage naming "زيد بن أرقم" and nowhere the son of ثابت tells of
    another Zayd (tirmidhi:3398). Where it names no man of that given name with a father, or
    the father's son anywhere ("ابن ثابت"), nothing is decided here.
    """
    if not sons:
        return False
    written = [fold_name(word) for word in words(arabic)]
    sons_of = [at for at, word in enumerate(written) if word == "bin"]
    fathers = {written[at + 1] for at in sons_of if at + 1 < len(written)}
    givens = {written[at - 1] for at in sons_of if at > 0}
    return any(given in givens and father not in fathers for given, father in sons)


ArabicPersons = tuple[tuple[str, ...], ...]
"""Persons an Arabic question names, each as its name words (see :func:`arabic_persons_asked`)."""

_KUNYA = frozenset({"ابو", "ابي", "ابا", "ام"})
_DHU = frozenset({"ذو", "ذي", "ذا"})
"""ذو before a definite word names one by what they had: ذو القرنين، ذو الكفل، ذو اليدين."""
_DHU_NOT_NAMED = frozenset({"الحجه", "القعده", "الحليفه", "طوي"})
"""Months and places named so (ذو الحجة، ذو القعدة، ذو الحليفة): no one asked."""
_KUNYA_MARK = {"ام": "ام"}
"""A kunya's particle as a person asked is kept: أم as written, أبو in any case as ابو."""
_JOINED_BEFORE = ("و", "ف", "ل", "ب")
_NOT_NAMED = frozenset({
    "المؤمنين", "ادم", "السبيل", "القري", "الكتاب", "الولد", "لبون", "مخاض", "اخي", "اخيه",
    "اخته", "اختي", "اخت", "اخ", "عم", "عمي", "عمه", "عمك", "خال", "خالي", "خالته", "خاله",
    "ابنه", "ابني", "بنته", "بنتي", "البشر", "الناس", "المسلمين", "سيدنا", "سيدتنا", "النبي",
    "الرسول", "رسول",
})  # fmt: skip
"""Words after ابو, ام or ابن that name no one asked: the believers' mother, the son of Adam,
the wayfarer, Mecca, the Book, a nephew or cousin, a camel's age (ابن لبون)."""


_NO_GIVEN = STOPWORDS | {
    "حديث", "روايه", "رواية", "قول", "تفسير", "كلام", "قصه", "قصة", "راي", "فتوي", "مسند", "صحيح",
    "سنن", "زوجه", "زوجة", "اخو", "اخت", "مولي", "حفيد", "سيدنا", "الصحابي", "الامام",
}  # fmt: skip
"""Words before ابن that are no given name ("حديث ابن عمر", "تفسير ابن كثير")."""


def _bare_word(word: str) -> str:
    """``word`` without a joined و, ف, ل or ب before a kunya's particle or ابن (وابي، لابن)."""
    if word[:1] in _JOINED_BEFORE and word[1:] in _KUNYA | _ARABIC_MAN_SON_OF | _DHU | {"بنت"}:
        return word[1:]
    return word


def _particle(word: str) -> str:
    """A name's particle folded (ابي، ابا: ابو; ابن، بنت: بن; ذي، ذا: ذو), else the word."""
    word = _bare_word(word)
    if word in {"ابو", "ابي", "ابا"}:
        return "ابو"
    if word in _DHU:
        return "ذو"
    return "بن" if word in ARABIC_SON_OF else word


_ALONE = frozenset({
    "عايشه", "خديجه", "فاطمه", "حفصه", "زينب", "رقيه", "سوده", "ميمونه", "صفيه", "جويريه",
    "اسماء", "انس", "بلال", "سلمان", "اسامه", "حمزه", "العباس", "جعفر", "خالد", "معاذ",
    "عثمان", "معاويه", "عمار", "الحسن", "الحسين", "جابر", "خباب", "سميه", "ياسر", "مصعب",
})  # fmt: skip
"""Companions and the Prophet's family a question names by one name, folded (:func:`_key`):
names no other word shares. Not علي (على, "on"), عمر ("age"), سعد, حسن or زيد, which are."""


def _key(word: str) -> str:
    """A name word as :data:`_ALONE` writes it: ة as ه, ئ as ي (عايشة typed for عائشة)."""
    return word.replace("ة", "ه").replace("ئ", "ي")


def arabic_persons_asked(question: str) -> ArabicPersons:
    """The persons a (normalised) Arabic question names by kunya or by father, folded.

    "أبو بكر": (ابو، بكر), "أبي بكر" too (the particle in any case); "أم سلمة": (ام، سلمه), not
    Abu Salama, her first husband; "الحسن بن علي": (الحسن، بن، علي);
    "ابن عباس": (بن، عباس). Not the believers' mother, the son of Adam and the like
    (:data:`_NOT_NAMED`).
    """
    tokens = [_bare_word(token) for token in words(question)]
    persons: list[tuple[str, ...]] = [
        (_key(name),)
        for at, token in enumerate(tokens)
        if _key(name := _unjoined(token)) in _ALONE
        and tokens[at + 1 : at + 2] not in (["بن"], ["ابن"], ["بنت"])  # read with his father
    ]
    for at, token in enumerate(tokens[:-1]):
        named = tokens[at + 1]
        if named in _NOT_NAMED or len(named) < 2 or named.isascii():  # noqa: PLR2004 - two letters at least
            continue
        if token in _KUNYA and named not in STOPWORDS and _particle(named) not in {"ابو", "بن"}:
            if named not in STORY_PERSONS:  # "ابو ابراهيم", "ام موسى": a prophet's parent
                persons.append((_KUNYA_MARK.get(token, "ابو"), fold_name(named)))
        elif token in _DHU and named.startswith("ال") and fold_name(named) not in _DHU_NOT_NAMED:
            persons.append(("ذو", fold_name(named)))
        elif token in ARABIC_SON_OF:  # علي after بن is Ali, though "on" folds to it
            given = tokens[at - 1] if at > 0 else ""
            if given and given not in _NO_GIVEN and given not in _GIVEN_NOT and not given.isascii():
                persons.append((fold_name(_unjoined(given)), "بن", fold_name(named)))
            else:
                persons.append(("بن", fold_name(named)))
    return tuple(dict.fromkeys(persons))


def names_every_arabic_person(arabic: str, persons: ArabicPersons) -> bool:
    """Whether a (normalised) Arabic text names every one of ``persons`` as asked.

    A kunya or a father's son stands as written, its particle in any case ("أبي بكر"); a man
    asked with his father is named by his given name ("والحسن إلى جنبه") or as his father's son
    (another of his names: "المسيح ابن مريم" for "عيسى ابن مريم"). A brother of one father
    ("الحسين بن علي") is not told apart here.
    """
    tokens = [_person_word(word) for word in words(arabic)]
    pairs = set(pairwise(tokens))
    # A given name, not another's father's or a kunya's ("عبد الله بن زيد" is not Zayd).
    given = {token for before, token in pairwise(["", *tokens]) if before not in {"ابو", "بن"}}
    alone = {_key(token).removeprefix("ال") for token in tokens}
    alone |= {name[1:] for name in alone if name[:1] in "وف"}  # "وحسين"
    return all(
        person[0].removeprefix("ال") in alone  # "حسن وحسين" for الحسن and الحسين
        if len(person) == 1
        else (person[0], person[1]) in pairs
        if len(person) == 2  # noqa: PLR2004 - a kunya or "ابن X"
        else person[0] in given or ("بن", person[2]) in pairs
        for person in persons
    )


_NOT_A_DEED = frozenset({
    "هو", "هي", "كان", "كانت", "قال", "قالت", "يقول", "بيقول", "اللي", "الذي", "التي", "هل",
})  # fmt: skip
"""Words after a name that tell no deed of it: who they were, what they said."""
_BLESSING_AFTER = frozenset({"رضي", "الله", "عنه", "عنها", "عنهما"})
_DOER_REACH = 5
"""How far before a verb its doer's name may stand ("عمر بن الخطاب انه طلق")."""


def arabic_persons_deed(question: str) -> tuple[tuple[str, ...], str] | None:
    """A man an Arabic question asks with his father, and the deed it tells of him, or None.

    "عمر بن الخطاب طلق مراته …": (عمر، بن، الخطاب) and طلق, the word right after the name
    (past a blessing), unless it tells who he was or what he said (:data:`_NOT_A_DEED`).
    """
    persons = [person for person in arabic_persons_asked(question) if len(person) == 3]  # noqa: PLR2004 - X بن Y
    if not persons:
        return None
    tokens = words(question)
    read = [_person_word(token) for token in tokens]
    for person in persons:
        for at in range(len(read) - 3):
            if tuple(read[at : at + 3]) != person:
                continue
            after = at + 3
            while after < len(tokens) and tokens[after] in _BLESSING_AFTER:
                after += 1
            deed = tokens[after] if after < len(tokens) else ""
            if len(deed) > 2 and not deed.startswith("ال") and deed not in _NOT_A_DEED | STOPWORDS:  # noqa: PLR2004 - a verb of three letters at least
                return person, deed
    return None


def _person_word(word: str) -> str:
    """A word of a text as a person's name is matched: a particle folded, a name folded."""
    particle = _particle(word)
    return particle if particle in {"ابو", "بن", "ذو"} else fold_name(_unjoined(word))


def deed_of_a_relative(
    arabic: str, person: tuple[str, ...], wanted: str, lemma: Callable[[str], str]
) -> bool:
    """Whether a (normalised) Arabic text tells the deed ``wanted`` only of others.

    ``person`` is a man asked with his father (given, بن, father): where a form of ``wanted``
    (a lemma) has his given name just before it only as another's father ("عبد الله بن عمر
    انه طلق", his son), or follows "X انه" naming another ("عن عبد الله انه طلق"), and
    nowhere has him ("ان عمر طلق", "فطلق عمر"), the deed is another's, not his. A text whose
    doer is named otherwise is not judged here.
    """
    given = person[0]
    tokens = words(arabic)
    read = [_person_word(token) for token in tokens]
    kin = False
    for at, token in enumerate(tokens):
        if lemma(token) != wanted:
            continue
        if at > 1 and tokens[at - 1] in {"انه", "انها"}:  # "عن عبد الله انه طلق": his deed
            named = range(max(0, at - _DOER_REACH), at - 1)
            if any(read[j] == given and read[j - 1] not in {"ابو", "بن"} for j in named if j):
                return False
            kin = True
            continue
        for j in range(at - 1, max(-1, at - _DOER_REACH - 1), -1):
            if read[j] == given:
                if j > 0 and read[j - 1] in {"ابو", "بن"}:
                    kin = True
                    break
                return False
        for j in range(at + 1, min(len(read), at + 3)):
            if read[j] == given and read[j - 1] not in {"ابو", "بن"}:
                return False
    return kin


def _unjoined(word: str) -> str:
    """``word`` without a joined و, ف or ب, and "لل" as the article (للحسن: الحسن)."""
    if word.startswith("لل") and len(word) > 4:  # noqa: PLR2004 - لل and a name of two letters
        return "ال" + word[2:]
    if word[:1] in "وفب" and word[1:3] == "ال":
        return word[1:]
    return word


def latin_names(persons: ArabicPersons, narrator: str) -> frozenset[str] | None:
    """The folded Latin words of an English narrator line writing each Arabic person asked.

    "جابر بن عبد الله" asked, "It was narrated that Jabir said:": {"jabir"}. A person is
    found by the name that tells them (a given name, or the name after أبو, أم or ابن,
    :func:`arabic_persons_asked`) as a capitalised word of the line transliterates it
    (:func:`~sanad.core.transliteration.arabic_pattern`). None where a person is not found so
    (a name of fewer than two consonants, "Aisha", is told apart by too little).
    """
    if not persons or not narrator:
        return None
    written = [w for found in _CAPITALISED.findall(narrator) for w in words(normalise(found))]
    found: set[str] = set()
    for person in persons:
        telling = [
            word
            for word in (person[0], person[-1])
            if len(person) == 3  # noqa: PLR2004 - X بن Y
        ] or [person[-1]]
        latin = {
            fold_name(word)
            for word in written
            if (pattern := arabic_pattern(word)) is not None
            and any(pattern.fullmatch(name) for name in telling)
        }
        if not latin:
            return None
        found |= latin
    return frozenset(found)
