"""Per-passage evidence: does this passage hold what was asked, together, in one place?

A passage may carry an answer only when the question's subject stands together in it — within
one sentence or two neighbouring ones — not merely somewhere in the corpus or scattered across a
long narration. The *share* of a window is the part of the subject's IDF weight whose slots
(lemmas, bridged phrases, multiword units) it holds; the gate asks for a share (``min_evidence``)
and, when on, for the most distinctive slot (the pivot). A factoid question ("how many", "when",
"who", "where") also needs, in that same window, a stated fact of the type asked: a number next
to the thing counted, a time, a name, a place.

The narrator line's first sentence ("Narrated Abu Huraira:") goes with every sentence of a
hadith's English, since it says who reported all of it — but a narrator's name never counts as
the name a "who" question asks for.
"""

import itertools
import re
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet

import attrs

from sanad.core.analysis import FACTOID_KINDS, QuestionKind
from sanad.core.arabic_facts import states_arabic_type
from sanad.core.index import Index
from sanad.core.lemma import LEMMA
from sanad.core.normalise import normalise
from sanad.core.numbers import NUMBER_WORDS
from sanad.core.sayings import holds_saying
from sanad.core.score import KIN_SHARE, Slot, evidence_slots
from sanad.core.sentence_parts import (
    Joined,
    JoinedReader,
    Part,
    PartsMemo,
    PartsReader,
    joined_of,
)
from sanad.core.story import STORY_PERSONS, person_named, persons_in, sentence_story
from sanad.core.tokenise import STOPWORDS, word_set, words
from sanad.core.units import LENGTHS, MEASURE_UNITS, TIME_UNITS, UNITS

WINDOW_SENTENCES = 2
"""A window is one sentence or this many neighbouring sentences (the splitter cuts at colons
and semicolons, which Pickthall uses inside one statement)."""
_EXCERPT = 160
READ_ON: frozenset[QuestionKind] = frozenset({"count", "measure", "date"})
"""The kinds of fact a verse is read for together with the verse before it (a number it
states about what that verse names: 15:44 "It hath seven gates", of hell in 15:43)."""


_RATES = frozenset({"per", "every", "each", "a", "an"})
_PEOPLE = frozenset(
    ["people", "persons", "men", "women", "inhabitants", "souls", "families", "households"]
)
_LOCATIVE = frozenset(["in", "at", "from", "near", "into"])
"""Words before a name that make it a place ("born in Mecca", "came from Egypt"); "to" and
"unto" are left out, since they stand before people as often ("said to Adam")."""
_ORDINALS = frozenset(
    [
        "first",
        "second",
        "third",
        "fourth",
        "fifth",
        "sixth",
        "seventh",
        "eighth",
        "ninth",
        "tenth",
        "eleventh",
        "twelfth",
    ]
)
_WEEKDAYS = word_set("saturday sunday monday tuesday wednesday thursday friday")
_TIMES = _WEEKDAYS | word_set("""
    ramadan muharram safar rajab shaban shawwal dhul hijja hijjah qada qadah dawn daybreak
    sunrise sunset noon forenoon afternoon midnight evening morning nightfall
""")
_PLACES = word_set("""
    city cities town township village valley mountain mount cave sea seas river mosque sanctuary
    desert market country countries
""")
_NAME_LENGTH = 3
"""A name has at least this many letters (a capital "We" or "Ye" is none)."""
_CAPITAL_WORD = r"\b([A-Z][a-z]*(?:['\u2019`][a-z]+)*)"
"""A word written with a capital ("Azar", "Wa'ila")."""
_ANY_CAPITALISED = re.compile(_CAPITAL_WORD)
_DETERMINERS = frozenset({"the", "his", "her", "their", "its", "a", "an"})
_FATHER = frozenset({"father", "dad"})
_WHOSE = 3
"""Where the name stands after "whose name was"."""
_PATRONYMIC = frozenset({"b", "bin", "ibn", "bint"})
_IRREGULAR_PLURALS: dict[str, frozenset[str]] = {
    "man": frozenset({"men"}), "woman": frozenset({"women"}), "child": frozenset({"children"}),
    "foot": frozenset({"feet"}), "tooth": frozenset({"teeth"}), "mouse": frozenset({"mice"}),
    "person": frozenset({"people", "persons"}), "wife": frozenset({"wives"}),
    "knife": frozenset({"knives"}), "ox": frozenset({"oxen"}), "sheep": frozenset({"sheep"}),
}  # fmt: skip
_NAMING = word_set("""
    named name called whose
""")
_COUNT_REACH = 8
"""How near (in words) a number must stand to the thing counted: "seven heavens", "and the
angels … and eight will uphold the Throne"."""
_NAME_REACH = 3
"""How near a name must stand to the subject's words when a name is asked: "his father Azar",
"Asiya, the wife of Pharaoh"."""
_CAPITALISED = re.compile(r"(?<![.!?:;\"'“‘(]\s)(?<!^)" + _CAPITAL_WORD)
"""The same, but not opening a sentence or a quotation."""
# Words written with a capital that are not names of people or places.
_NOT_NAMES = word_set("""
    Allah God Lord He Him His Himself We Us Our Ours Thou Thee Thy Thine Ye You Your It Its Say
    Lo And But Then So Or Nor The This That These Those When Whoso Whosoever Who Which What
    Verily Surely Truly Indeed Messenger Prophet Apostle Book Scripture Hour Day Last Judgment
    Resurrection Hereafter Fire Garden Gardens Paradise Hell Believers Muslims Jews Christians
    Sabbath Spirit Holy Angels Angel Companions Mothers Prophets Messengers Signs Revelation
    Reminder Quran Koran Narrated Chapter Book Sura Surah Sahih Hadith
""")


_NOT_NAMES_FOLDED = frozenset(normalise(word) for word in _NOT_NAMES)
"""The same, normalised: "Allah's" is no name either."""


@attrs.frozen(kw_only=True)
class Window:
    """One sentence, or neighbouring sentences, of a passage: its text and its lemmas."""

    text: str
    """The window as written (for the trace and for names and numbers)."""
    joined: str
    """Its content lemmas in order (narrator opening included for hadith English), with gaps,
    joined by spaces and padded with one space each side."""
    arabic: bool = False
    """Whether it is of the passage's Arabic (else its English): facts are read by language."""
    plain: str
    """The window normalised (as facts are read from it), made once with its lemmas."""
    context: str = ""
    """The end of the verse before, whose lemmas ``joined`` holds too ("" for none): a verse's
    fact read with what its words refer back to. Facts are read from ``text`` alone."""

    @classmethod
    def of(cls, text: str, *, joined: str = "", arabic: bool = False) -> "Window":
        """A window of ``text``, normalised here (the passage's windows come normalised)."""
        return cls(text=text, joined=joined, arabic=arabic, plain=normalise(text))


@attrs.frozen(kw_only=True)
class Evidence:
    """What one passage holds of the question's subject, at its best window."""

    share: float
    """The largest share of the subject's weight any one window holds."""
    pivot_share: float
    """The same, over windows that hold the pivot (0 when none does)."""
    typed_share: float
    """The same, over windows that also state a fact of the type asked (factoids only; equal to
    ``share`` for a topic)."""
    typed_pivot_share: float
    """Both conditions at once."""
    found: tuple[str, ...]
    """The slots (as the question words them) its best window holds."""
    missing: tuple[str, ...]
    """The subject slots its best window lacks."""
    window: str
    """An excerpt of the best window."""
    beside_names: float = 1.0
    """The largest share of what the question asks of the persons it names (the subject, their
    names set aside) any one window holds; 1 when it names no one."""

    def value(self, *, pivot: bool, typed: bool) -> float:
        """The share the gate compares, given whether it asks for the pivot and for a typed fact.

        No more than :attr:`beside_names`: a passage holding the persons asked must also hold
        what is asked of them.
        """
        return min(self.share_of(pivot=pivot, typed=typed), self.beside_names)

    def share_of(self, *, pivot: bool, typed: bool) -> float:
        """The share of the subject held, given whether the pivot and a typed fact are asked."""
        if pivot and typed:
            return self.typed_pivot_share
        if pivot:
            return self.pivot_share
        if typed:
            return self.typed_share
        return self.share


NO_EVIDENCE = Evidence(
    share=0.0, pivot_share=0.0, typed_share=0.0, typed_pivot_share=0.0, found=(), missing=(),
    window="",
)  # fmt: skip


def windows(  # noqa: PLR0913 - the passage, which sides, and how its sentences are read
    index: Index,
    ordinal: int,
    *,
    english: bool,
    arabic: bool,
    context: bool = False,
    parts: PartsReader | None = None,
) -> Iterator[Window]:
    """Every window of one passage (single sentences, then neighbouring pairs).

    The sentences come as ingest packed them (:meth:`Index.parts_at`, or ``parts``, which
    reads as it does). With ``context``, a verse's first sentence is also read after the last
    sentence of the verse before it in its surah (see :attr:`Window.context`).
    """
    for text, joined, side, plain, context_ in _window_fields(
        index, ordinal, english=english, arabic=arabic, context=context, parts=parts
    ):
        yield Window(text=text, joined=joined, arabic=side, plain=plain, context=context_)


_Fields = tuple[str, str, bool, str, str]
"""A window's fields, as :class:`Window` names them: text, joined, arabic, plain, context."""


def _window_fields(  # noqa: PLR0913 - as windows()
    index: Index,
    ordinal: int,
    *,
    english: bool,
    arabic: bool,
    context: bool = False,
    parts: PartsReader | None = None,
) -> list[_Fields]:
    """:func:`windows`, each as its fields (a window object is made only where one is read)."""
    fields, _ = _windows_read(
        index, ordinal, english=english, arabic=arabic, context=context, parts=parts
    )
    return list(fields)


_Side = tuple[list[Joined], bool, _Fields | None]
"""One side's sentences, whether it is the Arabic, and the window continuing the verse before."""


def _windows_read(  # noqa: PLR0913 - as windows()
    index: Index,
    ordinal: int,
    *,
    english: bool,
    arabic: bool,
    context: bool = False,
    parts: PartsReader | None = None,
) -> tuple[Iterator[_Fields], str]:
    """:func:`_window_fields`, made as they are read, and one text their joined lemmas stand in.

    That text is each side's sentences' lemmas, one run (a pair of neighbours is two of its
    sentences side by side), and each window continuing the verse before: a word no window
    holds may stand in it (across three sentences), never the other way round. The windows
    come in the order :func:`windows` gives; one never read (evidence stops at the first
    holding the whole subject) is never made. The sentences are read with their lemmas joined
    (:meth:`Index.joined_at`); as parts only where a verse continues the one before.
    """
    read = parts or index.parts_at
    before = index.previous_verse(ordinal) if context else None
    english_joined, arabic_joined = _joined_reader(index, parts)(
        ordinal, english=english, arabic=arabic
    )
    previous = read(before, english=english, arabic=arabic) if before is not None else None
    now = read(ordinal, english=english, arabic=arabic) if previous is not None else None
    sides: list[_Side] = []
    runs: list[str] = []
    for side, wanted, singles, at in (
        (False, english, english_joined, 0),
        (True, arabic, arabic_joined, 1),
    ):
        if not wanted:
            continue
        runs.append(f" {' '.join(joined for _, _, joined in singles)} ")
        continued = (
            _continued(previous[at], now[at][0], arabic=side)
            if previous is not None and now is not None and previous[at] and now[at]
            else None
        )
        if continued is not None:
            runs.append(continued[1])
        sides.append((singles, side, continued))
    return _made(sides), " ".join(runs)


def _joined_reader(index: Index, parts: PartsReader | None) -> JoinedReader:
    """What reads a passage's sentences joined as ``parts`` (else the index) reads them."""
    if parts is None:
        return index.joined_at
    if isinstance(parts, PartsMemo):
        return parts.joined

    def joined(
        ordinal: int, *, english: bool = True, arabic: bool = True
    ) -> tuple[list[Joined], list[Joined]]:
        english_parts, arabic_parts = parts(ordinal, english=english, arabic=arabic)
        return joined_of(english_parts), joined_of(arabic_parts)

    return joined


def _made(sides: list[_Side]) -> Iterator[_Fields]:
    """Each side's windows: its sentences alone, then each pair, then the verse continued."""
    for singles, arabic, continued in sides:
        for text, plain, joined in singles:
            yield text, f" {joined} ", arabic, plain, ""
        # A pair's texts as _paired writes them.
        for (text, plain, joined), (after, plain_after, following) in itertools.pairwise(singles):
            yield (
                f"{text}. {after}",
                f" {joined} {following} ",
                arabic,
                f"{plain}. {plain_after}",
                "",
            )
        if continued is not None:
            yield continued


def _continued(previous: list[Part], first: Part, *, arabic: bool) -> _Fields:
    """The verse's first sentence read after the last of the verse before it."""
    (context, _, before), (text, plain, lemmas) = previous[-1], first
    joined = " ".join((*before, *lemmas))
    return text, f" {joined} ", arabic, plain, context


def _paired(first: str, second: str) -> str:
    """The text of a window of two neighbouring sentences (its key in :func:`_hadith_story`)."""
    return f"{first}. {second}"


def holds(window: Window, slot: Slot) -> bool:
    """Whether the window holds one of the slot's alternatives as a whole word or phrase."""
    return any(needle in window.joined for needle in needles(slot))


def needles(slot: Slot) -> tuple[str, ...]:
    """What stands in a window's joined lemmas where the slot does (space-padded)."""
    return tuple(f" {alt[len(LEMMA) :]} " for alt in (*slot.alternatives, *slot.related))


def kin_needles(slot: Slot) -> tuple[str, ...]:
    """What stands in a window's joined lemmas where only a lemma of the slot's root does."""
    return tuple(f" {alt[len(LEMMA) :]} " for alt in slot.kin)


def _names(text: str, asked: frozenset[str], *, openings: bool = False) -> frozenset[str]:
    """The words written with a capital (normalised) that may be names.

    Titles and the question's own words are left out. A sentence's first word counts only with
    ``openings`` (for a name that opens its sentence before the thing it names: "Asiya, the
    wife …"); otherwise a capital after a full stop or a colon is no sign of a name.
    """
    pattern = _ANY_CAPITALISED if openings else _CAPITALISED
    return frozenset(
        name for word in pattern.findall(text)
        if word not in _NOT_NAMES
        and len(name := normalise(word)) >= _NAME_LENGTH
        and name not in asked
        and name not in _NOT_NAMES_FOLDED
    )  # fmt: skip


_APPOSITION = re.compile(
    r"([^\W\d_]+)\s*,\s*(?:the|his|her|their|its|a|an|two|three)\s+([^\W\d_]+)"
)


def _names_the_head(  # noqa: PLR0913, PLR0917 - the window read, and what is asked of it
    tokens: list[str],
    names: frozenset[str],
    initial: frozenset[str],
    head: str,
    text: str,
    owner: frozenset[str] = frozenset(),
) -> bool:
    """Whether a name stands in apposition to the thing named.

    As in "his father Azar", "Asiya, the wife of Pharaoh", "a she-camel called Qaswa", "his
    wife, whose name was …", "Matta is the name of his father"; a father also by a patronymic
    ("Yunus b. Matta", "Mary, daughter of Imran").

    ``names`` are capitalised words not opening a sentence (after the head, a capital that opens
    a sentence is no name: "the king: Set me over …"); ``initial`` also counts those, for a name
    that opens its sentence before the head ("Asiya, the wife …").
    """
    forms = noun_forms(head)
    apposed = frozenset((m[1], m[2]) for m in _APPOSITION.finditer(text))
    return any(
        _named_after(tokens[h + 1 : h + 5], names) or _named_before(tokens, h, initial, apposed)
        for h in (i for i, token in enumerate(tokens) if token in forms)
        if not owner or _owned(tokens, h, initial, owner)
    ) or (head in _FATHER and _patronymic(tokens, initial, owner))


_PROPHET_FORMS = frozenset({"prophet", "messenger", "apostle", "muhammad"})
_FIRST_AND_SECOND = frozenset({"my", "your", "our"})
_THIRD = frozenset({"his", "her", "their"})
_OWNER_REACH = 16
"""How many words before "his" the one it stands for is looked for."""


def owner_forms(possessor: str | None, asked: frozenset[str], head: str) -> frozenset[str]:
    """The words that stand for whose thing a name question asks (made once per question).

    The possessor's forms, the Prophet by any of his titles, and the question's other words in
    the forms its bridges give ("Maryam's father": "Mary, daughter of Imran"). Empty when the
    question names no one's thing.
    """
    if possessor is None:
        return frozenset()
    others = asked - noun_forms(head) - STOPWORDS - {"name", "names", "called"}
    base = (
        possessor[:-1] if possessor.endswith("s") and len(possessor) > _NAME_LENGTH else possessor
    )
    forms = {possessor, base, f"{base}s", *others}
    return frozenset(forms | _PROPHET_FORMS if forms & _PROPHET_FORMS else forms)


def _owned(tokens: list[str], h: int, initial: frozenset[str], owner: frozenset[str]) -> bool:
    """Whether the thing named at ``h`` is the owner's, as far as the words tell.

    "the mother of the believers" is theirs; "your mother", the one spoken to; "his mother"
    is the one last named before it ("Anas … his mother" is Anas's). "Pharaoh's wife" and a
    thing with no owner written ("the mother, Amina") may be the owner's.
    """
    if tokens[h + 1 : h + 2] == ["of"]:
        following = [t for t in tokens[h + 2 : h + 4] if t not in _DETERMINERS]
        return bool(following) and following[0] in owner
    before = tokens[h - 1] if h else ""
    if before in owner:
        return True
    if before in _FIRST_AND_SECOND:
        return False
    if before in _THIRD:
        for token in reversed(tokens[max(0, h - _OWNER_REACH) : h - 1]):
            if token in owner:
                return True
            if token in initial:
                return False
    return True


def _named_after(after: list[str], names: frozenset[str]) -> bool:
    """A name right after the head: "father Azar", "called Qaswa", "whose name was Wa'ila"."""
    if after[:1] and after[0] in names:
        return True
    if after[1:2] and after[0] in ("named", "called") and after[1] in names:
        return True
    whose = after[:3] in (["whose", "name", "was"], ["whose", "name", "is"])
    return whose and len(after) > _WHOSE and after[_WHOSE] in names


def _named_before(
    tokens: list[str], h: int, initial: frozenset[str], apposed: frozenset[tuple[str, str]]
) -> bool:
    """A name right before the head: "Asiya, the wife", "Matta is the name of his father".

    ``apposed`` holds the (name, word) pairs the text writes as "Name, the word": apposition
    takes a comma ("O Abdullah! The camel …" names no camel).
    """
    if h > 1 and tokens[h - 1] in _DETERMINERS and (tokens[h - 2], tokens[h]) in apposed:
        return tokens[h - 2] in initial
    # "… is the name of his <head>": the name stands within four words before "the name of".
    start = h - 4
    return (
        start > 0
        and tokens[start : h - 1] == ["the", "name", "of"]
        and any(t in initial for t in tokens[max(0, start - 4) : start])
    )


def _patronymic(
    tokens: list[str], initial: frozenset[str], owner: frozenset[str] = frozenset()
) -> bool:
    """A father named as Arabic names do: "b. Matta", "bint Abi Bakr", "daughter of Imran".

    With an ``owner``, the son or daughter so named is the owner ("Yunus b. Matta", never
    "Anas b. Malik" for the Prophet's father).
    """
    for i, word in enumerate(tokens[:-1]):
        # The one so named stands right before ("Yunus b. Matta", "Mary, the daughter of …").
        named = tokens[i - 2 : i] if i > 1 and tokens[i - 1] in _DETERMINERS else tokens[i - 1 : i]
        if owner and not (named and named[0] in owner):
            continue
        if word in _PATRONYMIC and tokens[i + 1] in initial:
            return True
        if (
            tokens[i : i + 2] == ["daughter", "of"]
            and tokens[i + 2 : i + 3]
            and tokens[i + 2] in initial
        ):
            return True
    return False


def asked_plural(asked: frozenset[str], head: str) -> frozenset[str]:
    """``{head}`` when the question writes the thing counted in the plural ("how many prophets")."""
    plural = noun_forms(head) - {head}
    return frozenset({head}) if asked & plural else frozenset()


def noun_forms(head: str) -> frozenset[str]:
    """A noun's lemma and the plural forms it may be written in ("branch" → "branches")."""
    forms = {head, head.rstrip("s"), f"{head}s", f"{head}es"}
    if head.endswith("y"):
        forms.add(f"{head[:-1]}ies")
    return frozenset(forms | _IRREGULAR_PLURALS.get(head, frozenset()))


def _units_after(tokens: list[str], numbers: list[int], units: frozenset[str]) -> list[int]:
    """Positions of units standing within three words after a number ("six or seven miles")."""
    return [j for n in numbers for j in range(n + 1, min(n + 4, len(tokens))) if tokens[j] in units]


_MEASURE_REACH = 8
"""How far a stated measure may stand from a word of the question and still be its measure
("a place six miles from Mecca"; not "gold as Uhud, it would not amount to as much as one
mudd")."""


def _near_asked(
    tokens: list[str], asked: frozenset[str], measure: str | None, lemma: Callable[[str], str]
) -> Callable[[int], bool]:
    """Whether a position stands within reach of a content word of the question (any form)."""
    own = {
        i for i, t in enumerate(tokens)
        if (t in asked or lemma(t) in asked)
        and t not in STOPWORDS and t not in UNITS and t != measure
    }  # fmt: skip
    return lambda position: any(abs(position - i) <= _MEASURE_REACH for i in own)


_DIRECTING = frozenset({
    "told", "tell", "tells", "telling", "commanded", "command", "commands", "ordered", "order",
    "orders", "bade", "bid", "asked", "ask", "asks", "instructed", "instruct", "directed",
    "direct", "enjoined", "enjoin",
})  # fmt: skip
"""Words by which one has another do something ("he told Bilal to weigh out …")."""


def _not_directed(
    tokens: list[str], numbers: list[int], asked: frozenset[str], lemma: Callable[[str], str]
) -> list[int]:
    """``numbers`` without those measuring what someone was told to do.

    "He commanded Bilal to weigh out one uqiya": the uqiya is what Bilal weighed, no weight
    of the one who commanded it. A question asking of the telling itself ("how much did he
    order them to pay") is not read so (the caller decides).
    """
    directed = [
        i
        for i, t in enumerate(tokens)
        if i > 1
        and tokens[i - 1] == "to"
        and (t in asked or lemma(t) in asked)
        and any(tokens[j] in _DIRECTING for j in range(max(0, i - 5), i - 1))
    ]
    return [n for n in numbers if not any(d < n <= d + _MEASURE_REACH for d in directed)]


def _measured(
    tokens: list[str],
    numbers: list[int],
    asked: frozenset[str],
    measure: str | None,
    lemma: Callable[[str], str],
) -> bool:
    """A measure stated near a word of the question, of the asked one's own doing."""
    near = _near_asked(tokens, asked, measure, lemma)
    numbers = [n for n in numbers if near(n)]
    if asked.isdisjoint(_DIRECTING):
        numbers = _not_directed(tokens, numbers, asked, lemma)
    return _states_measure(tokens, numbers, measure)


_COLOURS = word_set("""
    white black red green yellow blue grey gray brown purple pink tawny dusky ruddy reddish
    whitish blackish yellowish greenish brownish greyish grayish crimson scarlet ashen piebald
""")
"""Colour words, one of which a passage names where a colour is asked ("a yellow cow"). Not
silver and gold, which the texts write as metals ("sell them for silver")."""


_YOUNG = word_set("boy girl lad lass child youth")


def _young_of_years(tokens: list[str], numbers: list[int]) -> bool:
    """An age told as "a boy of ten years", "a girl of nine years"."""
    return any(
        n >= 2  # noqa: PLR2004 - "boy of" before the number
        and tokens[n - 1] == "of"
        and tokens[n - 2] in _YOUNG
        and tokens[n + 1 : n + 2] in (["years"], ["year"])
        for n in numbers
    )


def _states_measure(tokens: list[str], numbers: list[int], measure: str | None) -> bool:
    """A number with a unit of what is measured.

    A speed ("how fast") needs a distance and a time together (a rate), and "how much" any
    quantity with its unit.
    """
    if measure in ("fast", "quickly", "speed"):
        return bool(_units_after(tokens, numbers, LENGTHS)) and bool(
            _units_after(tokens, numbers, TIME_UNITS)
            or (any(t in _RATES for t in tokens) and any(t in TIME_UNITS for t in tokens))
        )
    if measure == "population":
        return bool(_units_after(tokens, numbers, _PEOPLE))
    if measure == "colour":  # named, not spoken of ("Bright is her colour" names none)
        return not _COLOURS.isdisjoint(tokens)
    if measure in ("old", "age"):  # an age is stated: "sixty-three years old", "aged forty"
        return (
            any(
                t in ("old", "age", "aged") and any(abs(i - n) <= 4 for n in numbers)  # noqa: PLR2004 - "at the age of sixty-three"
                for i, t in enumerate(tokens)
            )
            and bool(
                _units_after(tokens, numbers, TIME_UNITS) or "aged" in tokens or "age" in tokens
            )
        ) or _young_of_years(tokens, numbers)
    units = MEASURE_UNITS.get(measure or "", UNITS)
    return bool(_units_after(tokens, numbers, units))


def _states_date(tokens: list[str], numbers: list[int], asked: frozenset[str]) -> bool:
    """A year, a weekday, a month, a time of day, or a number of days, months, years."""
    if asked & {"year", "years"}:  # a year is stated: "in the tenth year", a year number
        return any(
            (t.isdigit() and len(t) in (3, 4))
            or (t in ("year", "years") and i and tokens[i - 1] in _ORDINALS)
            for i, t in enumerate(tokens)
        )
    if asked & {"week"} and asked & {"day"}:  # "what day of the week": a weekday, named
        return any(t in _WEEKDAYS for t in tokens)
    return any(t in _TIMES for t in tokens) or bool(_units_after(tokens, numbers, TIME_UNITS))


def states_type(  # noqa: PLR0911, PLR0913 - one branch per kind of fact; what each needs
    window: Window,
    kind: QuestionKind,
    head: str | None,
    asked: frozenset[str],
    measure: str | None = None,
    *,
    lemma: Callable[[str], str] = str,
    names: AbstractSet[str] = frozenset(),
    head_lemmas: Collection[str] | None = None,
    asked_lemmas: frozenset[str] | None = None,
    people: AbstractSet[str] = frozenset(),
    owner: frozenset[str] = frozenset(),
    doing: str | None = None,
) -> bool:
    """Whether the window states a fact of the type a factoid question asks for.

    ``head`` is the lemma of the thing counted; ``asked`` the question's own words (normalised),
    which never count as the answer; ``lemma`` reads a window's word as the question's
    (a measure must stand near a word of the question, in any of its forms); ``names`` the
    Arabic lemmas the corpus uses as proper names (Arabic has no capitals to find them by);
    ``head_lemmas`` the head's lemmas where its packed lemmas may place it (see
    :func:`~sanad.core.arabic_facts.name_heads`); ``asked_lemmas``, when given, the lemmas of
    ``asked`` (read once per question, not once per window); ``people`` the words chains of
    narrators use, which are mostly people's names (whose age a sentence states); ``owner``
    the words that stand for whose thing a name question asks (:func:`owner_forms`);
    ``doing`` the lemma of what an Arabic "who" question asks was done (see
    :func:`~sanad.core.arabic_facts.states_arabic_type`).
    """
    if window.arabic:
        # A window made at ingest carries its lemmas, so names are found without reading again.
        return states_arabic_type(
            window.plain, kind, head, asked, lemma, names, window.joined or None, head_lemmas,
            asked_lemmas, measure=measure, people=people, doing=doing,
        )  # fmt: skip
    tokens = words(window.plain)
    numbers = [i for i, t in enumerate(tokens) if t.isdigit() or t in NUMBER_WORDS]
    if kind == "count":
        # "one of the daughters" tells there were more than one, not how many.
        numbers = [i for i in numbers if tokens[i] != "one" or tokens[i + 1 : i + 2] != ["of"]]
        if head is None:
            return bool(numbers)
        forms = noun_forms(head)
        # Counted in the plural, or one of it after a number ("seven heavens", "one prophet"):
        # "the Prophet" alone is one man, not a count of prophets ("the total number of
        # camels brought by the Prophet was one hundred").
        counted = forms - {head} if head in asked_plural(asked, head) else forms
        heads = {
            i for i, t in enumerate(tokens)
            if t in counted or (t in forms and i and tokens[i - 1] in NUMBER_WORDS)
        }  # fmt: skip
        return any(
            abs(h - n) <= _COUNT_REACH and not _counts_another(tokens, n, forms)
            for n in numbers
            for h in heads
        )
    if kind == "measure":
        return _measured(tokens, numbers, asked, measure, lemma)
    if kind == "date":
        return _states_date(tokens, numbers, asked)
    if kind == "name":
        names = _names(window.text, asked)
        if head is not None:  # "the name of his mother", "who was his wet nurse"
            return _names_the_head(
                tokens,
                names,
                _names(window.text, asked, openings=True),
                head,
                window.plain,
                owner,
            )
        if asked & {"name", "names", "called"}:  # "what was the name of …": a naming, stated
            anchors = [i for i, t in enumerate(tokens) if t in _NAMING or t in asked]
            return any(
                tokens[j] in names
                for i in anchors
                for j in range(max(0, i - _NAME_REACH), min(i + _NAME_REACH + 1, len(tokens)))
            )
        return bool(names)
    if kind == "place":  # a place noun, or a name after "in", "at", "to", "from" …
        named = _names(window.text, asked)
        return any(t in _PLACES for t in tokens) or any(
            t in named and i and tokens[i - 1] in _LOCATIVE for i, t in enumerate(tokens)
        )
    return True


_COUNTED_NEAR = 3
"""How far after a number the thing counted may stand, past its adjectives ("the seven
destructive sins")."""


def _counts_another(tokens: Sequence[str], at: int, forms: AbstractSet[str]) -> bool:
    """Whether the number at ``at`` counts another thing than ``forms`` (the thing asked).

    A word of content follows it and the thing asked does not come soon after: "the two Eid",
    "in one night".
    """
    following = tokens[at + 1 : at + 1 + _COUNTED_NEAR]
    if not following or any(word in forms for word in following):
        return False
    first = following[0]
    return not (first in STOPWORDS or first in NUMBER_WORDS or first.isdigit())


@attrs.frozen(kw_only=True)
class Sought:
    """What :func:`evidence` looks for in every passage of one question (made once for all)."""

    strong: tuple[tuple[Slot, float], ...]
    """The slots the evidence asks for, with what each counts for (see evidence_slots)."""
    looked_for: tuple[tuple[Slot, float, tuple[str, ...], tuple[str, ...]], ...]
    """Each known slot, its weight, and what stands in a window's lemmas for it or its kin."""
    total: float
    """What all the slots asked for count for together (a window's share is out of it)."""
    english: bool
    """Whether a passage's English is read."""
    arabic: bool
    """Whether a passage's Arabic is read."""
    required: frozenset[int]
    """The ids of the slots no window may lack."""
    persons: frozenset[int] = frozenset()
    """The ids of the slots naming a person (a prophet, a people), one of which a window must
    hold or be the story of: another's words about death or years answer nothing."""


def sought(subject: Sequence[Slot], kind: QuestionKind) -> Sought:
    """What evidence looks for of ``subject`` for a question of ``kind`` (see :class:`Sought`)."""
    strong = evidence_slots(subject, predicates_whole=kind in FACTOID_KINDS)
    known = [(slot, weight) for slot, weight in strong if not slot.out_of_vocabulary]
    english, arabic = _sides([slot for slot, _ in known])
    return Sought(
        strong=tuple(strong),
        looked_for=tuple(
            (slot, weight, (*needles(slot), *_story_needle(slot)), kin_needles(slot))
            for slot, weight in known
        ),
        total=sum(weight for _, weight in strong),
        english=english,
        arabic=arabic,
        required=frozenset(id(slot) for slot, _ in known if slot.required),
        persons=frozenset(id(slot) for slot, _ in known if _names_a_person(slot)),
    )


def evidence(  # noqa: PLR0913, PLR0917 - what the judgement needs, each part used
    index: Index,
    ordinal: int,
    subject: Sequence[Slot],
    pivot: Slot | None,
    kind: QuestionKind,
    head: str | None,
    asked: frozenset[str],
    measure: str | None = None,
    lemma: Callable[[str], str] | None = None,
    parts: PartsReader | None = None,
    head_lemmas: Collection[str] | None = None,
    looking: Sought | None = None,
    asked_lemmas: frozenset[str] | None = None,
    *,
    story: frozenset[str] = frozenset(),
    saying: tuple[str, ...] = (),
    owner: frozenset[str] = frozenset(),
    doing: str | None = None,
    names: frozenset[str] = frozenset(),
) -> Evidence:
    """Judge one passage's windows against the subject slots (no gate applied).

    ``lemma`` reads a word as the index's lemmatiser does; the passages of one question may
    share one memo of it (:meth:`Lemmatiser.memo`), and one reader of their sentences
    (``parts``: see :func:`windows`); ``head_lemmas`` and ``asked_lemmas`` (see
    :func:`states_type`) too, and what is looked for (``looking``: ``sought(subject, kind)``).
    ``story``: the people whose story a Qur'an verse tells, named before it
    (:attr:`Index.story_names`): every window holds a slot naming one of them. ``saying``: the
    lemmas of words the question asks whether the Prophet said (:mod:`sanad.core.sayings`):
    a window holds nothing unless it holds them together. ``owner``: the words that stand for
    whose thing a name question asks the name of (:func:`owner_forms`): a name of another's is
    no answer. ``doing``: see :func:`states_type`. ``names``: the slots (as worded) naming the
    persons the question asks of: the most of the rest of the subject any window holds is
    :attr:`Evidence.beside_names`.
    """
    looking = looking or sought(subject, kind)
    strong, total, required, persons = (
        looking.strong,
        looking.total,
        looking.required,
        looking.persons,
    )
    if not looking.looked_for or total == 0:
        return NO_EVIDENCE
    english, arabic = looking.english, looking.arabic
    factoid = kind in FACTOID_KINDS
    best: tuple[float, _Fields | None, tuple[Slot, ...]] = (0.0, None, ())
    pivot_share = typed_share = typed_pivot_share = 0.0
    lemma = lemma or index.lemmatiser.lemma
    # A number a verse states about what the verse before it names ("It hath seven gates") is
    # read with that verse; a topic, a name or a place must stand in the passage itself (any
    # name a verse says would answer "who" of what the verse before it says).
    #
    # A slot, or a root's lemma, that no window holds is looked for in none (a long hadith has
    # hundreds of windows; a root may have twenty lemmas). Windows are space-padded: nothing
    # found in their joining stands across two of them.
    sentences, run = _saying(
        *_windows_read(
            index, ordinal, english=english, arabic=arabic, context=kind in READ_ON, parts=parts
        ),
        saying,
    )
    told = f" {' '.join(story)} " if story else ""  # the story's people, as a window holds them
    # A hadith's Arabic sentence tells the story of the people named just before it.
    hadith_told = (
        _hadith_story(index, ordinal, parts, lemma)
        if persons and arabic and index.headers.collection(ordinal) != "quran"
        else {}
    )
    beside_total = sum(weight for slot, weight in strong if slot.wording not in names)
    beside = 1.0 if not names or beside_total == 0 else 0.0
    # Read in the sides' runs, not window by window: the windows are stretches of them (a slot
    # no window holds may be kept, and is found in none; one a window holds is never dropped).
    looked_for = _standing_in(
        run + told + " ".join(hadith_told.values()),
        looking,
    )
    for fields in sentences:
        text, joined, side, plain, context = fields
        also = told + hadith_told.get(text, "") if side else told
        held = _held(joined + also if also else joined, looked_for)
        present = _present(held, required, persons)
        if present is None:
            continue  # a window without the doing a how-to question asks about holds nothing
        share = sum(weight for _, weight in held) / total
        beside = (
            beside
            if beside >= 1.0
            else max(beside, _beside(held, names, beside_total, arabic=side))
        )
        has_pivot = pivot is None or any(slot is pivot for slot in present)
        # A window's type is read only where it could raise a typed share (reading is costly).
        typed = not factoid or (
            (share > typed_share or (has_pivot and share > typed_pivot_share))
            and states_type(
                Window(text=text, joined=joined, arabic=side, plain=plain, context=context),
                kind,
                head,
                asked,
                measure,
                lemma=lemma,
                names=index.arabic_names,
                head_lemmas=head_lemmas,
                asked_lemmas=asked_lemmas,
                people=index.chain_words,
                owner=owner,
                doing=doing,
            )
        )
        if share > best[0]:
            best = (share, fields, present)  # a window object is made only of the one chosen
        if has_pivot:
            pivot_share = max(pivot_share, share)
        if typed:
            typed_share = max(typed_share, share)
            if has_pivot:
                typed_pivot_share = max(typed_pivot_share, share)
        if typed_pivot_share >= 1.0:
            break  # no window can hold more: every measure is at its greatest
    share, chosen, present = best
    if chosen is None:
        return NO_EVIDENCE
    text = _excerpt(chosen[0], chosen[4])
    return Evidence(
        share=share,
        pivot_share=pivot_share,
        typed_share=typed_share,
        typed_pivot_share=typed_pivot_share,
        found=tuple(slot.wording for slot in present),
        missing=tuple(slot.wording for slot, _ in strong if slot not in present),
        window=text,
        beside_names=beside,
    )


def _beside(
    held: list[tuple[Slot, float]], names: frozenset[str], total: float, *, arabic: bool
) -> float:
    """The share of ``total`` a window holds in slots other than ``names``.

    What is asked of them stands beside them: an English window counts only where it names
    them too; an Arabic story names them once and goes on with pronouns.
    """
    if not arabic and not any(slot.wording in names for slot, _ in held):
        return 0.0
    return sum(weight for slot, weight in held if slot.wording not in names) / total


def _hadith_story(
    index: Index, ordinal: int, parts: PartsReader | None, lemma: Callable[[str], str]
) -> dict[str, str]:
    """A hadith's Arabic windows (by text) → the people named before them, as a window holds them.

    A pair of sentences is read with the story of its first (:func:`sentence_story`). A
    sentence's words are read for names only where its lemmas hold one (reading is costly).
    """
    _, arabic = (parts or index.parts_at)(ordinal, english=False, arabic=True)
    stories = sentence_story(
        [
            persons_in(plain, lemma) if STORY_PERSONS.intersection(lemmas) else frozenset()
            for _, plain, lemmas in arabic
        ]
    )
    told: dict[str, str] = {}
    for position, ((text, _, _), story) in enumerate(zip(arabic, stories, strict=True)):
        if not story:
            continue
        names = f" {' '.join(sorted(story))} "
        told[text] = names
        if position + 1 < len(arabic):
            told[_paired(text, arabic[position + 1][0])] = names
    return told


def _saying(
    sentences: Iterator[_Fields], run: str, saying: tuple[str, ...]
) -> tuple[Iterable[_Fields], str]:
    """The windows holding the words the question asks whether the Prophet said, and their run.

    Elsewhere those words are not said, whatever else is. The run is the text their joined
    lemmas stand in; where no words are asked, every window and ``run`` as they are.
    """
    if not saying:
        return sentences, run
    said = [fields for fields in sentences if holds_saying(fields[1].split(), saying)]
    return said, " ".join(fields[1] for fields in said)


def _story_needle(slot: Slot) -> tuple[str, ...]:
    """An English name's person as a story's people stand in a window (" يونس ").

    A verse that tells Jonah's story without his name ("And the fish swallowed him") holds
    him by the story (see :mod:`sanad.core.story`), in either language.
    """
    person = person_named(slot.alternatives) if not slot.weak else None
    return (f" {person} ",) if person is not None and slot.wording.isascii() else ()


def _names_a_person(slot: Slot) -> bool:
    """Whether the slot is a person's name the Qur'an tells a story of (not a narrator's)."""
    return not slot.weak and person_named(slot.alternatives) is not None


_LookedFor = list[tuple[Slot, float, list[str], list[str]]]


def _standing_in(whole: str, looking: Sought) -> _LookedFor:
    """Each slot looked for, with only its needles and its kin's that ``whole`` holds."""
    looked_for = []
    for slot, weight, needles_, kin in looking.looked_for:
        found = [needle for needle in needles_ if needle in whole]
        kin_found = [needle for needle in kin if needle in whole]
        if found or kin_found:
            looked_for.append((slot, weight, found, kin_found))
    return looked_for


def _present(
    held: list[tuple[Slot, float]], required: frozenset[int], persons: frozenset[int]
) -> tuple[Slot, ...] | None:
    """The slots a window holds, or None where it counts for nothing.

    It counts for nothing when it holds no slot, lacks a required one, or (where the question
    names persons) holds none of them.
    """
    if not held:
        return None
    present = tuple(slot for slot, _ in held)
    if required or persons:  # their ids are gathered only where some slot is needed
        ids = {id(slot) for slot in present}
        if (required and not required <= ids) or (persons and persons.isdisjoint(ids)):
            return None
    return present


def _held(joined: str, looked_for: _LookedFor) -> list[tuple[Slot, float]]:
    """The slots a window's joined lemmas hold, each with what it counts for there."""
    held = []
    for slot, weight, found, kin in looked_for:
        # Plain loops, not any(): one window is read for every slot, a sentence at a time.
        for needle in found:
            if needle in joined:
                held.append((slot, weight))
                break
        else:
            for needle in kin:
                if needle in joined:
                    held.append((slot, weight * KIN_SHARE))
                    break
    return held


def sides_read(subject: Sequence[Slot], kind: QuestionKind) -> tuple[bool, bool]:
    """Which sides of a passage :func:`evidence` reads for these slots: English, Arabic."""
    strong = evidence_slots(subject, predicates_whole=kind in FACTOID_KINDS)
    return _sides([slot for slot, _ in strong if not slot.out_of_vocabulary])


def _sides(known: Sequence[Slot]) -> tuple[bool, bool]:
    english = any(not _arabic(alt) for slot in known for alt in slot.alternatives)
    arabic = any(_arabic(alt) for slot in known for alt in slot.alternatives)
    return english, arabic


def _excerpt(written: str, context: str) -> str:
    """A window's text, cut to :data:`_EXCERPT`; after the end of the verse it continues."""
    text = written if len(written) <= _EXCERPT else written[: _EXCERPT - 1] + "…"
    if context:  # where the words it refers back to stand
        return f"… {context[-_EXCERPT // 2 :]} | {text}"
    return text


def _arabic(term: str) -> bool:
    return not term.isascii() and any("\u0600" <= ch <= "\u06ff" for ch in term)
