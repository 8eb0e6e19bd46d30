"""Hypothesis strategies for the evidence laws (issue 11): units, factoids, lemmas, windows.

Each strategy builds a small corpus whose premise holds by construction — a multiword unit no
passage holds as a phrase, passages stating no fact of any type, passages using one lemma in
several forms — and returns it with the index and the question the law asks. Passage words are
invented (six letters, three syllables), so no word is a stopword, a framing word, a generic
word, a number, a time, a place or a name unless a strategy puts one there on purpose.
"""

import itertools
from collections.abc import Mapping, Sequence

import attrs
import strategies as gen
from hypothesis import strategies as st

from sanad.core.analysis import FRAMING_WORDS, WEAK_LEMMAS
from sanad.core.bridge import Lexicon
from sanad.core.index import Index, build_index
from sanad.core.lemma import Lemmatiser
from sanad.core.passage import CollectionInfo, PassageRecord
from sanad.core.tokenise import STOPWORDS
from sanad.core.types import CollectionKey

_SYLLABLES = ("ba", "ko", "ru", "vi", "ze", "lu", "mo", "ta", "ne", "si", "do", "ga")
# Words the analysis or the evidence gate reads specially: an invented word is never one.
_RESERVED = frozenset(
    (
        *("many", "much", "far", "long", "tall", "high", "big", "large", "wide", "deep"),
        *("heavy", "old", "fast", "quickly", "often", "name", "city", "place", "land"),
        *("town", "year", "date", "day", "month", "time"),
    )
)
INVENTED: tuple[str, ...] = tuple(
    word
    for word in ("".join(parts) for parts in itertools.product(_SYLLABLES, repeat=3))
    if word not in STOPWORDS
    and word not in FRAMING_WORDS
    and word not in WEAK_LEMMAS
    and word not in _RESERVED
)[::37]
"""Invented lower-case words (a few dozen), none a word the analysis reads specially."""

NUMBER_WORDS = ("seven", "forty", "twelve", "three", "40", "1000")
UNIT_WORDS = ("miles", "days", "years", "cubits", "dirhams", "nights")
TIME_WORDS = ("ramadan", "friday", "dawn", "sunset")
PLACE_WORDS = ("city", "valley", "mountain", "river", "mosque")
NAMES = ("Zaid", "Hind", "Qatada", "Yemen")
"""Words that state a fact of a type: counts, measures, dates, places, names."""

SEPARATORS = (" ", " ", " ", ", ", " of the ", " and ", ". ", "; ", " in ")
"""What stands between two words of a passage: nothing, function words or clause marks."""
_PLAIN = " "

NARRATORS = ("", "Narrated Abu Huraira:", "Narrated 'Umar bin Al-Khattab:")


@attrs.frozen(kw_only=True)
class Built:
    """A generated corpus, its index, and a question about it."""

    records: tuple[PassageRecord, ...]
    index: Index
    question: str


def record(key: CollectionKey, number: int, english: str, narrator: str = "") -> PassageRecord:
    """The ``number``-th passage of ``key`` (Qur'an numbers read surah 1, verse ``number``)."""
    ident = f"quran:1:{number}" if key == "quran" else f"{key}:{number}"
    return PassageRecord(
        id=ident,
        collection=key,
        number=f"1:{number}" if key == "quran" else str(number),
        chapter_number=1,
        chapter_english=None,
        chapter_arabic=None,
        arabic="",
        english=english,
        narrator="" if key == "quran" else narrator,
    )


@st.composite
def joined(draw: st.DrawFn, chosen: Sequence[str]) -> str:
    """``chosen`` words joined by drawn separators, ending with a full stop."""
    out: list[str] = []
    for position, word in enumerate(chosen):
        if position:
            out.append(draw(st.sampled_from(SEPARATORS)))
        out.append(word)
    return "".join(out) + "."


@st.composite
def _records(draw: st.DrawFn, texts: Sequence[str]) -> tuple[PassageRecord, ...]:
    """One record per text: the first ones Qur'an verses, the rest Bukhari entries."""
    verses = draw(st.integers(0, len(texts)))
    out = []
    for position, text in enumerate(texts):
        if position < verses:
            out.append(record("quran", position + 1, text))
        else:
            narrator = draw(st.sampled_from(NARRATORS))
            out.append(record("bukhari", position - verses + 1, text, narrator))
    return tuple(out)


@st.composite
def _collections(
    draw: st.DrawFn, records: Sequence[PassageRecord]
) -> Mapping[CollectionKey, CollectionInfo]:
    keys = dict.fromkeys(r.collection for r in records)
    return {key: draw(gen.collection_infos(key)) for key in keys}


def _index(
    draw: st.DrawFn,
    records: Sequence[PassageRecord],
    lemmatiser: Lemmatiser | None = None,
    units: frozenset[str] = frozenset(),
) -> Index:
    return build_index(
        records,
        draw(_collections(records)),
        Lexicon.empty("en.pickthall"),
        lemmatiser=lemmatiser,
        units=units,
    )


# --- a multiword unit no passage holds ---------------------------------------------------

UNIT_FRAMES = (
    "{}",
    "{}?",
    "What does the Qur'an say about {}?",
    "Tell me about {}.",
    "Is there a hadith about {}?",
    "What is {}?",
)


@attrs.frozen(kw_only=True)
class UnitCase(Built):
    """A corpus where both words of ``unit`` occur, never side by side."""

    unit: tuple[str, str]
    extra: str | None
    """At most one other subject word the question names (a word the corpus uses)."""


@st.composite
def absent_units(draw: st.DrawFn) -> UnitCase:
    """Passages using the two words of a unit only apart, and a question naming the unit."""
    first, second, *fillers = draw(
        st.lists(st.sampled_from(INVENTED), min_size=4, max_size=7, unique=True)
    )
    vocabulary = (first, second, *fillers)
    texts: list[str] = []
    for _ in range(draw(st.integers(1, 5))):
        chosen = draw(st.lists(st.sampled_from(vocabulary), min_size=1, max_size=8))
        texts.append(draw(joined(chosen)))
    # Both words occur: apart in one passage, or in two different passages.
    if draw(st.booleans()):
        texts.append(f"{first}{draw(st.sampled_from(SEPARATORS[3:]))}{second}.")
    else:
        texts.extend((f"{first} {fillers[0]}.", f"{fillers[0]} {second}."))
    # Wherever the two stood side by side with nothing between them, put a function word there.
    texts = [text.replace(f"{first} {second}", f"{first} and {second}") for text in texts]
    unit = f"{first} {second}"
    others = [f"{a} {b}" for a, b in itertools.pairwise(fillers)]  # decoy units, maybe held
    records = draw(_records(texts))
    index = _index(draw, records, units=frozenset({unit, *others}))
    extra = draw(st.none() | st.sampled_from(fillers))
    body = (
        unit
        if extra is None
        else draw(st.sampled_from((f"{extra} and {unit}", f"{unit} in {extra}")))
    )
    question = draw(st.sampled_from(UNIT_FRAMES)).format(body)
    return UnitCase(
        records=records, index=index, question=question, unit=(first, second), extra=extra
    )


# --- factoid questions over passages that state no fact of any type ----------------------

FACTOID_FRAMES: tuple[str, ...] = (
    "How many {a} are there in the {b}?",
    "How many {a} did the {b} have?",
    "What is the number of {a} in the {b}?",
    "How far is the {a} from the {b}?",
    "How long did the {a} of the {b} last?",
    "How old was the {a}?",
    "How much {a} is in the {b}?",
    "How fast is the {a}?",
    "What is the weight of the {a}?",
    "When did the {a} {b}?",
    "In what year did the {a} {b}?",
    "Who {a} the {b}?",
    "What was the name of the {a}?",
    "Who was the {a} who {b}?",
    "Where is the {a}?",
    "Where did the {a} {b}?",
    "In which city was the {a}?",
)
"""Questions asking for a count, a measure, a date, a name or a place."""


@st.composite
def untyped_factoids(draw: st.DrawFn) -> Built:
    """Invented lower-case passages stating no fact of any type, and a factoid question.

    No passage holds a number, a unit, a time, a place word or a capitalised name.
    """
    vocabulary = draw(st.lists(st.sampled_from(INVENTED), min_size=2, max_size=6, unique=True))
    texts = [
        draw(joined(draw(st.lists(st.sampled_from(vocabulary), min_size=1, max_size=10))))
        for _ in range(draw(st.integers(1, 5)))
    ]
    records = draw(_records(texts))
    a, b = draw(st.sampled_from(vocabulary)), draw(st.sampled_from(vocabulary))
    question = draw(st.sampled_from(FACTOID_FRAMES)).format(a=a, b=b)
    return Built(records=records, index=_index(draw, records), question=question)


# --- one lemma, several forms -------------------------------------------------------------

LEMMA_GROUPS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("fast", ("fast", "fasts", "fasted", "fasting")),
    ("pray", ("pray", "prays", "prayed", "praying")),
    ("speak", ("speak", "spake", "spoke", "speaks")),
    ("orphan", ("orphan", "orphans")),
)
"""A lemma and its forms, as the lemma table digested at ingest maps them."""
TABLE: Mapping[str, str] = {
    form: lemma for lemma, forms in LEMMA_GROUPS for form in forms if form != lemma
}


@attrs.frozen(kw_only=True)
class FormsCase(Built):
    """A corpus using several forms of one lemma, and a one-word question naming one form."""

    asked: str
    forms: tuple[str, ...]


@st.composite
def lemma_forms(draw: st.DrawFn) -> FormsCase:
    """Passages using forms of one lemma among invented words, and a one-word question.

    At least one passage holds the asked form and at least one holds only another form.
    """
    _, forms = draw(st.sampled_from(LEMMA_GROUPS))
    asked = draw(st.sampled_from(forms))
    other = draw(st.sampled_from([f for f in forms if f != asked]))
    fillers = draw(st.lists(st.sampled_from(INVENTED), min_size=1, max_size=4, unique=True))
    texts = [draw(joined([*fillers[:1], asked])), draw(joined([other, *fillers[-1:]]))]
    for _ in range(draw(st.integers(0, 5))):
        chosen = draw(st.lists(st.sampled_from((*fillers, *forms)), min_size=1, max_size=12))
        texts.append(draw(joined(chosen)))
    texts = draw(st.permutations(texts))
    records = draw(_records(texts))
    index = _index(draw, records, lemmatiser=Lemmatiser(table=TABLE))
    question = draw(st.sampled_from(("{}", "{}?", "{}.")).map(lambda f: f.format(asked)))
    if draw(st.booleans()):
        question = question.capitalize()
    return FormsCase(records=records, index=index, question=question, asked=asked, forms=forms)


# --- corpora that state facts, and any question about them --------------------------------

TOPIC_FRAMES = (
    "What does the Qur'an say about {a} and {b}?",
    "Tell me about the {a} of the {b}.",
    "{a} {b}",
)


@st.composite
def typed_corpora(draw: st.DrawFn) -> Built:
    """Passages stating facts of every type among invented words, and a question on them.

    Words of the types (numbers, units, times, places, names) mix with invented words; the
    question is a factoid or a topic question about two of the invented words.
    """
    words = draw(st.lists(st.sampled_from(INVENTED), min_size=2, max_size=5, unique=True))
    typed = (*NUMBER_WORDS, *UNIT_WORDS, *TIME_WORDS, *PLACE_WORDS, *NAMES)
    texts = []
    for _ in range(draw(st.integers(1, 6))):
        chosen = draw(
            st.lists(st.sampled_from(words) | st.sampled_from(typed), min_size=1, max_size=10)
        )
        texts.append(draw(joined(chosen)))
    a, b = draw(st.sampled_from(words)), draw(st.sampled_from(words))
    if draw(st.booleans()):  # often, a passage states a fact beside the words asked about
        texts.append(draw(joined(draw(st.permutations([a, b, draw(st.sampled_from(typed))])))))
    records = draw(_records(draw(st.permutations(texts))))
    frame = draw(st.sampled_from(FACTOID_FRAMES + TOPIC_FRAMES))
    return Built(records=records, index=_index(draw, records), question=frame.format(a=a, b=b))
