"""Whether an Arabic window states a fact of the type a factoid question asks for.

The Arabic counterpart of :func:`sanad.core.evidence.states_type`: a count needs a number near
the thing counted (its lemma: "ألف سنة" for "كم سنة"); a measure a number with a unit of
measure; a date a month, a weekday, or a number before a time unit; a place a place noun
("مكة", "الوادي", "مكانا") the question does not already say; a name a naming word ("اسمه",
"يقال لها", "تسمى") before a word the question does not say. Arabic writes no capitals, so a
name is found only where the text says it is naming — stricter than the English check, and so
refusing more often: an unstated name must never pass.
"""

import re
from collections.abc import Callable, Collection, Iterable, Sequence
from collections.abc import Set as AbstractSet
from itertools import chain, pairwise

from sanad.core.clitics import DEFINITE, SUFFIXES
from sanad.core.lemma import MARKS
from sanad.core.narrators import ARABIC_NAME_PARTICLES
from sanad.core.normalise import normalise
from sanad.core.tokenise import STOPWORDS, word_set, words

_NUMBERS = frozenset(
    normalise(w)
    for w in word_set("""
    واحد واحدة أحد إحدى اثنان اثنين اثنا اثني اثنتا اثنتي اثنتين اثنتان ثلاث ثلاثة أربع أربعة
    خمس خمسة ست ستة سبع سبعة ثمان ثماني ثمانية تسع تسعة عشر عشرة عشرون عشرين ثلاثون ثلاثين
    أربعون أربعين خمسون خمسين ستون ستين سبعون سبعين ثمانون ثمانين تسعون تسعين مائة مئة مائتين
    مئتين مائتان ألف ألفين ألفا آلاف ألوف ثلاثمائة أربعمائة خمسمائة ستمائة سبعمائة ثمانمائة
    تسعمائة بضع بضعة نصف ثلث ربع خمس سدس ثمن مرتين سنتين يومين شهرين ليلتين ركعتين
""")
)
_WEEKDAYS = frozenset(
    normalise(w) for w in word_set("السبت الأحد الاثنين الثلاثاء الأربعاء الخميس الجمعة")
)
_WEEK = frozenset(normalise(w) for w in word_set("الأسبوع اسبوع الاسبوع بالاسبوع"))
"""Asked of the week, a date question asks a weekday."""
_TIME_UNITS = frozenset(
    normalise(w)
    for w in word_set("""
    سنة سنين سنوات عام أعوام عاما شهر أشهر شهرا يوم أيام يوما ليلة ليال ليلا ساعة
""")
)
_SAME_SPAN = tuple(
    frozenset(normalise(w) for w in group.split())
    for group in ("سنة سنه سنين سنوات عام أعوام عاما", "شهر أشهر شهرا شهور", "يوم أيام يوما",
                  "ليلة ليال ليلا ليالي")
)  # fmt: skip
"""Words for one span of time: years counted in any of them answer "how many years"
(كم سنة … "ثلاث مائة سنين", "ألف عام"), whatever lemma each has."""
_DATES = frozenset(
    normalise(w)
    for w in word_set("""
    رمضان شوال الحجة المحرم محرم صفر ربيع جمادى رجب شعبان السبت الأحد الاثنين الثلاثاء
    الأربعاء الخميس الجمعة
""")
)
_UNITS = frozenset(
    normalise(w)
    for w in word_set("""
    ذراع ذراعا أذرع ميل ميلا أميال فرسخ فراسخ صاع صاعا مد أمداد رطل دينار دينارا دنانير درهم
    درهما دراهم أوقية أواق قيراط قيراطا شبر شبرا باع باعا
""")
)
_UNITS_OF_ANY = _UNITS | _TIME_UNITS
_PLACES = frozenset(
    normalise(w)
    for w in word_set("""
    مكة بكة المدينة يثرب الشام مصر اليمن العراق الحبشة القدس المقدس فلسطين الطائف خيبر بدر أحد
    تبوك حنين جبل الجبل الطور طور واد الوادي مكان مكانا المسجد الكعبة مدين سبأ الحجر الصفا
    المروة عرفة منى مزدلفة البقيع الغار غار
""")
)
_PLACES_THAT_ARE_WORDS = {
    normalise("أحد"): frozenset(map(normalise, ("يوم", "جبل", "غزوة", "وقعة"))),  # "anyone"
    normalise("منى"): frozenset(map(normalise, ("إلى", "في", "من"))),  # مني, "from me"
}
"""Places written as a common word is (once normalised), and what must stand before them for the
place to be meant: "يوم احد", "الى منى"; "لا يحل لاحد", "أفصح مني لسانا" name no place."""
_PLACE_CLITICS = ("وب", "فب", "ب", "و", "ف", "ل")
"""Letters joined before a place's name ("بالبقيع", "لمكة", "وبالمدينة")."""
_AT = ("وب", "فب", "ب")
""""At" joined before a place's name, with and or then before it ("باحد", "وبمنى")."""


def _place_in(token: str, before: str) -> str | None:
    """The place ``token`` names (itself, or without a joined ب، و، ف، ل), or None.

    A place that is also a common word (:data:`_PLACES_THAT_ARE_WORDS`) is one only as written,
    after a word saying a place is meant (``before``, the word before it).
    """
    if token in _PLACES_THAT_ARE_WORDS:
        return token if before in _PLACES_THAT_ARE_WORDS[token] else None
    if token in _PLACES:
        return token
    return next(
        (
            token[len(clitic) :]
            for clitic in _PLACE_CLITICS
            if token.startswith(clitic)
            and token[len(clitic) :] in _PLACES
            and token[len(clitic) :] not in _PLACES_THAT_ARE_WORDS
        ),
        None,
    )


_CLASSES_OF_PLACE = frozenset(
    normalise(w) for w in word_set("جبل الجبل طور واد الوادي مكان مكانا المسجد الحجر الغار غار")
)
"""Words of :data:`_PLACES` that say a kind of place, or another thing ("الحجر", the Black
Stone), rather than name one place: a question writing them names no place."""
_ONE_PLACE = tuple(
    frozenset(map(normalise, names))
    for names in (("مكة", "بكة"), ("المدينة", "يثرب"), ("القدس", "المقدس"))
)
"""The names one place goes by ("بكة" is Mecca in 3:96)."""


def places_named(tokens: Sequence[str]) -> set[str]:
    """The places an Arabic question names (normalised words), as :func:`_place_in` reads them.

    "يوم احد" names Uhud, "لاحد" no place; a class of place ("المسجد", "الجبل") names none.
    """
    return {
        place
        for at, token in enumerate(tokens)
        if (place := _place_in(token, tokens[at - 1] if at else ""))
        and place not in _CLASSES_OF_PLACE
    }


def names_a_person(tokens: Sequence[str]) -> bool:
    """Whether an Arabic question names a person by a kinship word before a name.

    The words of :data:`~sanad.core.narrators.ARABIC_NAME_PARTICLES`: "أبو جهل", "ابن عباس",
    "أم سلمة".
    """
    return any(
        token in ARABIC_NAME_PARTICLES and following not in STOPWORDS
        for token, following in pairwise(tokens)
    )


def names_place(tokens: Sequence[str], place: str) -> bool:
    """Whether an Arabic passage's words name ``place``, under any of its names.

    Read more leniently than a question: "at" (ب) joined before a place that is also a word
    counts ("استشهد باحد"), though not "for" ("لاحد", for anyone), so that a passage is refused
    only where it names the place nowhere.
    """
    names = next((names for names in _ONE_PLACE if place in names), frozenset((place,)))
    return any(
        _place_in(token, tokens[at - 1] if at else "") in names
        or any(token.startswith(at_) and token[len(at_) :] in names for at_ in _AT)
        for at, token in enumerate(tokens)
    )


_NAMING = frozenset(
    normalise(w)
    for w in word_set("""
    اسمه اسمها اسمهما اسمهم اسم يقال تسمى يسمى سماه سماها سميت سمي يدعى تدعى لقبه كنيته
""")
)
NEVER_WHO = frozenset({"الله", "اللهم"})
"""Names that never tell who a question asks for: every hadith says "صلى الله عليه وسلم",
"رضي الله عنه", "رسول الله"; read as a name, they answered "من هو النبي الذي …" with any
hadith holding its other words."""
_AFTER = 4
"""How many number words may stand between a number and the thing it counts ("مائة وأربعة
وعشرون ألف نبي")."""


def _counts_next(tokens: list[str], at: int, counted: Callable[[int], bool]) -> bool:
    """Whether the number at ``at`` counts the thing wanted.

    The first word after its number words, without the article ("سبعة أبواب", "مائة ألف
    نبي"; not "ودينهم واحد. فليس بيننا نبي").
    """
    j = at + 1
    while j < len(tokens) and j <= at + _AFTER and (tokens[j] in _NUMBERS or tokens[j] == "و"):
        j += 1
    return counted(j) and not tokens[j].startswith("ال")


def _counts_a_unit(tokens: list[str], at: int, counted: Callable[[int], bool]) -> bool:
    """Whether the number at ``at`` counts a unit of time or measure of its own ("ثلاثة أيام").

    Such a number measures that ("أرزاق المسلمين وضيافة ثلاثة أيام": days), not the people or
    things a question asks the number of ("كم عدد المسلمين") standing before it, as
    "وأبوابها سبعة" counts the gates. How long one stayed ("قديش لبثوا", "ولبثوا … ثلاث مائة
    سنين") is asked of a verb, and its years are the answer.
    """
    return _counts_next(
        tokens, at, lambda j: j < len(tokens) and tokens[j] in _UNITS_OF_ANY and not counted(j)
    )


_DUAL = ("تين", "تان")
"""A feminine noun's dual ("ركعتين", "سجدتان"): a count of two with no number word."""
_BEFORE = 3
"""How far before its number the thing it numbers may stand ("وأبوابها سبعة")."""
_NUMBER_PROCLITICS = frozenset("بلك")
"""A number with a preposition ("بست", by six) counts something other than what precedes it."""
_NAME_REACH = 3
_NAMING_WORDS = tuple(sorted(_NAMING))
_NAMING_PATTERN = re.compile("|".join(map(re.escape, _NAMING_WORDS)))
"""Any naming word, as part of a word too (a search for each in turn, in one pass)."""
_PREFIXES = ("و", "ف", "ب", "ل")


_BARED = {prefix + word: word for prefix in _PREFIXES for word in _NUMBERS | _UNITS | _TIME_UNITS}
"""A number, unit or time word after one conjunction or preposition ("وثلاثين"), and the word
alone ("ثلاثين"): a token is read without its prefix only where it is one of these."""


AGE_WORDS = frozenset({"عمر", "سن"})
"""The words a question asks an age by ("كم كان عمر …", "كم كان سن …")."""
_AGED = word_set("ابن بنت ابنة سن عمر عمره عمرها عمري سنها")
"""The words an age is stated by, just before its number: "وهو ابن ثلاث وستين سنة", "وأنا بنت
ست سنين". Years told otherwise ("ماتت قبل أن يتزوجني بثلاث سنين") are no one's age."""


_AGED_REACH = 8
"""How far before an age a name may stand and be the person whose age it is."""


def _age_of_the_asked(
    asked: frozenset[str],
    lemma: Callable[[str], str],
    names: AbstractSet[str],
    people: AbstractSet[str],
) -> Callable[[list[str], int], bool]:
    """Whether an age stated at a position may be of the person asked: the nearest name before.

    "توفيت خديجة … ونكح عائشة وهي بنت ست سنين" states Aisha's age, not Khadija's (found with
    all eight collections on). With no name near before it ("توفي رسول الله وهو ابن ثلاث
    وستين": God and His Messenger name no one else), it may be. What the question asks is read
    once; ``names`` and ``people`` (the words chains use) are where a name is looked up.
    """

    def named(word: str) -> bool:
        return word in names or word in people

    asks_prophet = bool(_THE_PROPHET & asked) or bool(_THE_PROPHET & {lemma(w) for w in asked})
    others = any(
        w not in _THE_PROPHET and w not in AGE_WORDS and w not in _AGED
        and w not in _WHEN and w not in STOPWORDS
        and (named(w) or named(lemma(w)))
        for w in asked
    )  # fmt: skip

    def of_the_asked(tokens: list[str], at: int) -> bool:
        if not asks_prophet and not others:
            return True  # no one asked about by name: anyone's age
        if _SPEAKER.intersection(tokens[max(0, at - 3) : at]):
            return True  # "وأنا بنت ست سنين": the speaker's own, whoever is named before
        if asks_prophet and not others and _FEMALE_AGE.intersection(tokens[max(0, at - 2) : at]):
            return False  # "وهي بنت ثماني عشرة": a woman's age, not the Prophet's
        for j in range(at - 1, max(-1, at - 1 - _AGED_REACH), -1):
            token = tokens[j]
            if token in _THE_PROPHET:  # "رسول الله", "النبي": asked by either name
                return asks_prophet
            if token in _NO_ONE or token in _AGED or token in STOPWORDS:
                continue
            if named(token) or named(lemma(token)):
                return token in asked or lemma(token) in asked
        return True

    return of_the_asked


_FEMALE_AGE = word_set("بنت ابنة عمرها سنها")
"""How a woman's age is stated ("وهي بنت تسع"): never the age of a man asked about."""
_THE_PROPHET = word_set("رسول الرسول النبي نبي")
"""The Prophet, as a sentence names him before his age ("توفي رسول الله وهو ابن ثلاث وستين")."""
_SPEAKER = word_set("انا وانا فانا")
"""The speaker's own age ("وأنا بنت ست سنين"): the narrator's, not the nearest name's."""
_DEATH = re.compile(
    r"[وف]?(?:توفي|توفيت|توفيا|توفوا|مات|ماتت|ماتوا|يموت|تموت|قبض|قبضت|هلك|هلكت|استشهد|استشهدت"
    r"|قتل|قتلت|وفاة|وفاته|وفاتها|موت|موته|موتها)"
)
"""A death told or asked (normalised): "توفي", "ماتت", "قبض", "استشهد", "قتل", "وفاته"."""


_HER_DEATH = re.compile(r"[وف]?(?:توفيت|ماتت|تموت|قبضت|هلكت|استشهدت|قتلت|وفاتها|موتها)")
"""A woman's death, by the verb's or the pronoun's gender: "ماتت", "وفاتها"."""


def _after_a_death(tokens: Sequence[str], at: int, *, hers: bool) -> bool:
    """Whether a death is told in the words just before the age at ``at`` (its clause).

    "ومات عنها وهي بنت ثمان عشرة": her age at his death. "توفيت خديجة … ونكح عائشة وهي بنت
    ست سنين": Aisha's age at her marriage, a death told before it, not in its clause. Where
    ``hers`` (a woman's own death asked: "عمرها يوم توفيت"), his death is another's.
    """
    clause = tokens[max(0, at - _AGED_REACH) : at]
    told = [
        j
        for j, word in enumerate(clause)
        if _DEATH.fullmatch(word) and (not hers or _HER_DEATH.fullmatch(word))
    ]
    if not told:
        return False
    # Another deed after the death and before the age is the age's: "ونكح عائشة وهي …".
    return not any(word.startswith("و") and word in _DEEDS for word in clause[told[-1] + 1 :])


_DEEDS = word_set("ونكح وتزوج وتزوجها وبني وولد وولدت وهاجر واسلم واسلمت وخرج وقدم")
"""Deeds a clause may tell after a death, to which an age after them belongs."""


def _ages_of_the_asked(  # noqa: PLR0913, PLR0917 - the window's numbers, and what is asked
    tokens: list[str],
    numbers: list[int],
    asked: AbstractSet[str],
    read: frozenset[str],
    lemma: Callable[[str], str],
    names: AbstractSet[str],
    people: AbstractSet[str],
) -> list[int]:
    """The numbers of a window that state an age of the one asked.

    See :func:`_age_of_the_asked`; at a death where one is asked (:func:`_after_a_death`).
    """
    of_the_asked = _age_of_the_asked(read, lemma, names, people)
    deaths = [word for word in asked if _DEATH.fullmatch(word)]
    hers = any(_HER_DEATH.fullmatch(word) for word in deaths)
    return [
        n
        for n in numbers
        if _AGED.intersection(tokens[max(0, n - 2) : n])
        and of_the_asked(tokens, n)
        and (not deaths or _after_a_death(tokens, n, hers=hers))
    ]


def _states_date(tokens: list[str], numbers: list[int], asked: AbstractSet[str]) -> bool:
    """A time named, or a number of a unit of time; a weekday where one is asked."""
    if _WEEK & asked:  # "اي يوم من ايام الاسبوع": a weekday, named
        return not _WEEKDAYS.isdisjoint(tokens)
    return any(t in _DATES for t in tokens) or any(
        tokens[j] in _TIME_UNITS for n in numbers for j in range(n, min(n + 3, len(tokens)))
    )


_COLOURS = frozenset(
    normalise(w)
    for w in word_set("""
    ابيض بيضاء اسود سوداء احمر حمراء اصفر صفراء اخضر خضراء ازرق زرقاء اسمر سمراء اشقر شقراء
    اشهل شهلاء اغبر غبراء اشهب شهباء ابلق بلقاء اصهب صهباء بياض سواد حمرة صفرة خضرة زرقة سمرة
    شقرة شهلة الابيض البيضاء الاسود السوداء الاحمر الحمراء الاصفر الصفراء الاخضر الخضراء الازرق
    الزرقاء الاسمر السمراء الاشقر الشقراء البياض السواد الحمرة الصفرة الخضرة
""")
)
"""Colours named (normalised). Not ادم (Adam, as often as tawny), الحمر (donkeys), صفر
(empty, the month Safar), الخضر (al-Khidr), بيض (eggs), اكحل (kohl-eyed: no colour)."""


_COLOUR_REACH = 3
"""How far a colour may stand from the thing asked ("عمامة سوداء", "بغلة بيضاء")."""
_NO_THING = word_set("لون اللون النبي رسول الله صلي عليه وسلم كان كانت ما شو ايش وش")
"""Words of a colour question that name no thing coloured."""


def _colour_named(
    tokens: Sequence[str], asked: AbstractSet[str], lemma: Callable[[str], str]
) -> bool:
    """Whether a colour is named, near a word of the thing asked where the question names one."""
    things = {word for word in asked if word not in _NO_THING and word not in STOPWORDS}
    wanted = things | {lemma(word) for word in things}
    for at, token in enumerate(tokens):
        if _bare_of_clitics(token) not in _COLOURS:
            continue
        near = tokens[max(0, at - _COLOUR_REACH) : at + _COLOUR_REACH + 1]
        if not wanted or any(word in wanted or lemma(word) in wanted for word in near):
            return True
    return False


def _bare_of_clitics(token: str) -> str:
    """A token without a joined و، ف، ب (and their pairs): "وبياض" → "بياض"."""
    for clitic in ("وب", "فب", "و", "ف", "ب"):
        if token.startswith(clitic) and token[len(clitic) :] in _COLOURS:
            return token[len(clitic) :]
    return token


_WHEN = word_set("حين حينما عندما لما يوم اذ")
"""The words an age question asks "when" by ("كم كان عمر النبي حين توفي"): no one's name."""
_NO_ONE = word_set("الله عبد بن ابن ابي ابو ام بنت صلي عليه وسلم رضي عنه عنها")
"""Words chains use that name no one by themselves (God, "son of", the blessings)."""


def states_arabic_type(  # noqa: PLR0911, PLR0913, PLR0917 - one return per kind; what each reads
    plain: str,
    kind: str,
    head: str | None,
    asked: frozenset[str],
    lemma: Callable[[str], str],
    names: AbstractSet[str] = frozenset(),
    lemmas: str | None = None,
    head_lemmas: Collection[str] | None = None,
    asked_lemmas: frozenset[str] | None = None,
    *,
    measure: str | None = None,
    people: AbstractSet[str] = frozenset(),
    doing: str | None = None,
) -> bool:
    """Whether an Arabic window (``plain``, normalised) states a fact of the ``kind`` asked.

    ``head`` is the thing counted, as the question writes it; ``asked`` the question's own
    words (normalised), which never count as the answer; ``lemma`` reads a word as the index;
    ``names`` are the lemmas the corpus uses as proper names. ``lemmas``, when given, holds the
    lemmas of the window's content words in order, space-separated and space-padded, with
    :data:`~sanad.core.lemma.GAP` where function words or punctuation stood (and may hold
    more), as ingest packed them: a window that holds no name is then told apart without
    reading its words again. ``head_lemmas``, when given with ``lemmas``, are the lemmas of the
    thing whose name is asked (:func:`name_heads`): a window where no name may follow it, and
    no naming word stands, is told apart the same way. ``asked_lemmas``, when given, are the
    lemmas of ``asked`` (a question's passages share them). ``measure`` is the word a measure
    question asks of (طول، عمر): an age is stated only as so many years of someone (:data:`AGED`),
    the person asked when another is named just before it (``people``: the words chains of
    narrators use, mostly names). ``doing``, the lemma of what a "who" question asks was done
    ("قتل" of "من الذي قتل جالوت"): the name must stand near a form of it.
    """
    if kind in ("place", "name"):
        read = frozenset(map(lemma, asked)) if asked_lemmas is None else asked_lemmas
        if kind == "name" and head is not None and head_lemmas and lemmas is not None:
            return _named_packed(plain, head, lemma, names, lemmas, head_lemmas, read)
        return _states_named(words(plain), kind, head, lemma, names, lemmas, read, doing)
    written = words(plain)
    tokens = [_BARED.get(t, t) for t in written]
    numbers = [i for i, t in enumerate(tokens) if t.isdigit() or t in _NUMBERS]
    if kind == "count":
        if head is None:
            return bool(numbers)
        wanted = {head, lemma(head)}  # the caller may pass the lemma already
        numbered = "عدد" in asked  # "كم عدد …" counts people or things, not a span of time
        wanted.update(*(span for span in _SAME_SPAN if head in span))

        # The thing counted stands after its number, without the article ("سبعة أبواب",
        # "مائة ألف نبي"), or before it as what it numbers ("أبوابها سبعة"); a number with a
        # preposition counts something else ("فضلت على الأنبياء بست"), and so does a number
        # before the definite noun ("ثلاثة: الأنبياء ثم العلماء ثم الشهداء").
        def counted(j: int) -> bool:
            return 0 <= j < len(tokens) and (tokens[j] in wanted or lemma(tokens[j]) in wanted)

        dual = any(
            tokens[j].endswith(_DUAL) and not tokens[j].startswith("ال") and counted(j)
            for j in range(len(tokens))
        )  # "فرضت ركعتين": two, said by the noun itself
        return dual or any(
            _counts_next(tokens, n, counted)
            or (
                not (written[n] != tokens[n] and written[n][:1] in _NUMBER_PROCLITICS)
                and not (numbered and _counts_a_unit(tokens, n, counted))
                and any(counted(j) for j in range(max(0, n - _BEFORE), n))
            )
            for n in numbers
        )
    if kind == "measure" and measure == "لون":  # a colour named: "عمامة سوداء"
        return _colour_named(tokens, asked, lemma)
    if kind == "measure":
        if measure in AGE_WORDS:
            read = frozenset(map(lemma, asked)) if asked_lemmas is None else asked_lemmas
            numbers = _ages_of_the_asked(tokens, numbers, asked, read, lemma, names, people)
        return any(
            tokens[j] in _UNITS or tokens[j] in _TIME_UNITS
            for n in numbers
            for j in range(n, min(n + 3, len(tokens)))
        )
    if kind == "date":
        return _states_date(tokens, numbers, asked)
    return True


_DOER_REACH = 3
"""How far the name of who did it may stand from the doing ("وكفلها زكريا", "قتل داود جالوت")."""


def _states_named(  # noqa: PLR0913, PLR0917 - the window, the question, how to read both
    tokens: list[str],
    kind: str,
    head: str | None,
    lemma: Callable[[str], str],
    names: AbstractSet[str],
    lemmas: str | None,
    asked_lemmas: frozenset[str],
    doing: str | None = None,
) -> bool:
    """A place noun; a name after a naming word; or a proper name the question does not say.

    A proper name (the corpus's own, as a capital is in English) states who ("من الذي كفل
    مريم": "وكفلها زكريا") and, right after the thing whose name is asked, its name ("لأبيه
    آزر"). A function word is never a name. ``lemmas``: see :func:`states_arabic_type`;
    ``asked_lemmas`` are the lemmas of the question's own words. Where ``doing`` is given
    (who did it), the name must stand within :data:`_DOER_REACH` words of a form of it: "من
    الذي قتل أبا جهل" is not answered by a list of the men he cursed beside Abu Jahl.
    """
    if kind == "place":
        return any(
            place not in asked_lemmas and lemma(place) not in asked_lemmas
            for at, token in enumerate(tokens)
            if (place := _place_in(token, tokens[at - 1] if at else ""))
        )
    held = (
        lemmas.split() if lemmas is not None else [lemma(t) for t in tokens if t not in STOPWORDS]
    )
    unsaid = frozenset(word for word in held if word in names) - asked_lemmas - NEVER_WHO
    new_names = (
        [i for i, t in enumerate(tokens) if t not in STOPWORDS and lemma(t) in unsaid]
        if unsaid
        else []
    )
    if head is None and new_names:
        if doing is None:
            return True
        done = [i for i, t in enumerate(tokens) if t not in STOPWORDS and lemma(t) == doing]
        return any(abs(i - j) <= _DOER_REACH for i in new_names for j in done)
    if head is not None and any(
        i > 0 and _is(tokens[i - 1], head, lemma) and not _in_construct(tokens[i - 1])
        for i in new_names
    ):
        return True
    if _NAMING.isdisjoint(tokens):
        return False
    namings = [i for i, t in enumerate(tokens) if t in _NAMING]
    if head is not None:  # the naming must follow the thing named ("ناقته يقال لها …")
        namings = [
            i
            for i in namings
            if any(_is(tokens[h], head, lemma) for h in range(max(0, i - _NAME_REACH - 1), i + 1))
        ]
    return any(_named(tokens, i, asked_lemmas, lemma) for i in namings)


def _named_packed(  # noqa: PLR0913, PLR0917 - the window, the question, how to read both
    plain: str,
    head: str,
    lemma: Callable[[str], str],
    names: AbstractSet[str],
    lemmas: str,
    head_lemmas: Collection[str],
    asked_lemmas: frozenset[str],
) -> bool:
    """:func:`_states_named` of a name asked of ``head``, told from packed lemmas where they can."""
    after = _may_name_after(lemmas, head_lemmas, names, asked_lemmas)
    if after is None:
        return False  # the thing named is not in the window
    if not after and not _holds_naming_word(plain):
        return False  # no name right after it, and no naming word
    # Without a name right after it, only a naming word may name it: no name is read word by word.
    found = names if after else frozenset()
    return _states_named(words(plain), "name", head, lemma, found, lemmas, asked_lemmas)


def name_heads(
    head: str, lemma: Callable[[str], str], function_lemmas: Collection[str]
) -> frozenset[str] | None:
    """The lemmas a window's word has when it is the ``head`` asked about (see :func:`_is`).

    None when a function word may have one of them (``function_lemmas``: لها reads as إله):
    packed lemmas leave function words out, so they cannot tell where such a head stands.
    """
    heads = frozenset((head, lemma(head)))
    return None if any(word in heads for word in function_lemmas) else heads


def may_name_in(
    sentences: Sequence[tuple[str, Sequence[str]]],
    head_lemmas: Collection[str],
    names: AbstractSet[str],
    asked: Collection[str],
) -> bool:
    """Whether any window of these sentences may name the head (see :func:`states_arabic_type`).

    ``sentences`` are a passage's Arabic sentences as ingest packed them (normalised, and their
    gapped lemmas); ``asked`` the lemmas of the question's words. False only where no window
    of them (a sentence, or two neighbouring ones) states the name: none holds a naming word,
    and no name the question does not say stands right after the head in their lemmas.
    """
    plains, lemmas = zip(*sentences, strict=True) if sentences else ((), ())
    after = _may_name_after(f" {' '.join(chain.from_iterable(lemmas))} ", head_lemmas, names, asked)
    if after is None:
        return False
    # A naming word holds no space: it stands within one sentence of the text read as one.
    return after or _holds_naming_word(" ".join(plains))


def _holds_naming_word(plain: str) -> bool:
    """Whether a naming word (اسمه، يقال، تسمى …) may stand in the text (as part of a word too)."""
    return _NAMING_PATTERN.search(plain) is not None


def holds_naming_word(sentences: Sequence[str]) -> bool:
    """Whether a naming word may stand in any of a passage's sentences (normalised).

    What :func:`may_name_in` reads of their words, recorded at ingest for every passage.
    """
    return _holds_naming_word(" ".join(sentences))


def names_following(lemmas: Iterable[str], names: Collection[str]) -> set[tuple[str, str]]:
    """Each (word, name) where ``names`` has a lemma that stands right after the word's.

    ``lemmas`` are a passage's packed lemmas in order (every sentence's, one after another);
    marks between two words are passed over, as :func:`may_name_in` passes them. What it looks
    for in a passage's lemmas, recorded at ingest for every passage.
    """
    content = [lemma for lemma in lemmas if lemma not in MARKS]
    return {(word, following) for word, following in pairwise(content) if following in names}


def _may_name_after(
    lemmas: str, heads: Collection[str], names: AbstractSet[str], asked: Collection[str]
) -> bool | None:
    """Whether a name the question does not say may stand right after the head (packed lemmas).

    None when no word of the window has a lemma of ``heads``. ``lemmas`` (see
    :func:`states_arabic_type`) leave out function words, punctuation and words whose lemma is
    a function word, which may stand between two neighbouring words. So where this is False no
    such name stands right after the head among the window's words; where it is True, the
    words are read to tell (a superset, held by a law over the real corpus).
    """
    seen = False
    for head in heads:
        needle = f" {head} "
        at = lemmas.find(needle)
        while at >= 0:
            seen = True
            following, space = "", at + len(needle) - 1
            while (end := lemmas.find(" ", space + 1)) >= 0:
                following, space = lemmas[space + 1 : end], end
                if following not in MARKS:  # marks stand between words, never for one
                    break
            if following in names and following not in asked:
                return True
            at = lemmas.find(needle, at + 1)  # the head may follow itself
    return False if seen else None


def _in_construct(token: str) -> bool:
    """Whether a noun is in the construct state: no article, no pronoun (ناقة in "ناقة الله").

    A name right after it is what it belongs to, not its name: "ناقة الله" is the she-camel of
    Allah; "لأبيه آزر" (a pronoun) and "الناقة القصواء" (the article) name. A word that only
    looks as if it ended in a pronoun (نبي) is read as having one, as before.
    """
    return not DEFINITE.match(token) and not token.endswith(SUFFIXES)


def _is(token: str, head: str, lemma: Callable[[str], str]) -> bool:
    """Whether a window's word is the head asked about, in any of its forms (ناقته for ناقة)."""
    return token == head or lemma(token) in (head, lemma(head))


def _named(tokens: list[str], at: int, asked: Collection[str], lemma: Callable[[str], str]) -> bool:
    """Whether the word after the naming word at ``at`` is a name the question does not say.

    Function words are passed over: "يقال لها القصواء" names; "يدعى نوح يوم القيامة" does not.
    """
    following = [t for t in tokens[at + 1 : at + 1 + _NAME_REACH] if t not in STOPWORDS]
    return bool(following) and following[0] not in _NAMING and lemma(following[0]) not in asked
