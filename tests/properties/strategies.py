"""Every Hypothesis strategy the property tests use, in one typed module.

Text strategies mix what real questions and passages hold: English words in any case, the
apostrophes people type ("Qur'an", "QUR’AN", "ʿUmar"), Arabic with tashkeel, Qur'anic
annotation marks, alef variants and tatweel, U+FDFA, no-break spaces and punctuation.
Corpus strategies build small, valid corpora from :class:`PassageRecord` and
:class:`CollectionInfo` values shaped like the ones ``sanad.adapters.sources`` reads.
"""

import re
import string
from collections.abc import Callable, Mapping, Sequence
from functools import cache

import attrs
from hypothesis import settings
from hypothesis import strategies as st

from sanad.adapters.gaps import GapCount
from sanad.adapters.served import ServedRecord
from sanad.core.bridge import Lexicon, LexiconEntry
from sanad.core.config import AnswerConfig, Gates
from sanad.core.ground import passage_texts
from sanad.core.index import Index, build_index
from sanad.core.normalise import normalise
from sanad.core.passage import (
    Collection,
    CollectionInfo,
    Edition,
    Grading,
    Passage,
    PassageRecord,
    Review,
)
from sanad.core.policy import PolicyRule
from sanad.core.question import InvalidQuestionError, check_question
from sanad.core.review import DECISIONS, Decision
from sanad.core.stem import stem
from sanad.core.tokenise import STOPWORDS, content_tokens, tokenise
from sanad.core.types import AllowedTerms, CollectionKey, Token

CORPUS_LAWS = settings(max_examples=30, deadline=None)
"""Settings for laws over generated corpora.

Each example generates a corpus (a few hundred choices) and builds its index, which imports
NumPy on first use: a cold example can outrun the default 200 ms deadline without anything
being slow, and 30 examples of a whole pipeline keep the suite inside its time budget.
"""

# --- characters --------------------------------------------------------------------------

ARABIC_LETTERS = "ءابتثجحخدذرزسشصضطظعغفقكلمنهويةئؤ"
"""Arabic letters that normalisation leaves as they are."""
ALEF_VARIANTS = "\u0622\u0623\u0625\u0671\u0672\u0673"
"""Alef with madda, hamza above, hamza below, wasla, and the wavy-hamza forms: all read as ا."""
SUPERSCRIPT_ALEF = "\u0670"
"""The dagger alef of the Uthmani script: normalisation reads it as a full alef."""
ALEF_MAQSURA = "\u0649"
"""Read as ya."""
TATWEEL = "\u0640"
"""The stretching stroke, dropped."""
TASHKEEL = "".join(chr(c) for c in range(0x064B, 0x0660))
"""Fathatan through the wavy hamza below (U+064B–U+065F)."""
QURANIC_MARKS = "".join(
    chr(c)
    for lo, hi in (
        (0x0615, 0x061A),
        (0x06D6, 0x06DC),
        (0x06DF, 0x06E8),
        (0x06EA, 0x06ED),
        (0x08D3, 0x08E1),
        (0x08E3, 0x08FF),
    )
    for c in range(lo, hi + 1)
)
"""The Qur'anic annotation marks normalisation strips."""
APOSTROPHES = "'\u2019\u2018\u02bc\u02bb\u02be\u02bf`\u00b4"
"""Every character normalisation treats as an apostrophe."""
PUNCTUATION = '.,;:!?()[]{}"-—–…/،؛؟«»*'
SPACES = (" ", " ", " ", "\u00a0", "\n", "\t", "\u2009", "\u3000", "  ")
SALLALLAHU = "\ufdfa"
"""ARABIC LIGATURE SALLALLAHOU ALAYHE WASALLAM: NFKC expands it to four words."""
ARABIC_INDIC_DIGITS = "٠١٢٣٤٥٦٧٨٩"

ENGLISH_VOCABULARY = (
    "orphans",
    "orphan",
    "prayer",
    "prayers",
    "fasting",
    "fast",
    "charity",
    "mercy",
    "patience",
    "intention",
    "intentions",
    "strong",
    "drink",
    "games",
    "chance",
    "believers",
    "night",
    "journey",
    "water",
    "bread",
    "mother",
    "father",
    "neighbour",
    "truth",
    "sin",
    "reward",
    "paradise",
    "fire",
    "sun",
    "moon",
    "camel",
    "market",
    "trade",
    "debt",
    "witness",
    "oath",
    "garden",
    "river",
    "gold",
    "silver",
    "pilgrimage",
    "swineflesh",
    "hereafter",
    "messenger",
    "Allah's",
    "Qur'an",
    "'Umar",
    "Abu",
    "Hurairah",
    "Aisha",
    "spend",
    "superfluous",
    "utility",
)
"""Content words of the kind Pickthall and the hadith translators use."""
FRAMING_WORDS = (
    "the",
    "and",
    "of",
    "what",
    "does",
    "say",
    "about",
    "who",
    "is",
    "in",
    "tell",
    "me",
    "a",
    "to",
    "thee",
    "ye",
    "unto",
)
"""Stopwords and question framing."""
ARABIC_VOCABULARY = (
    "يتيم",
    "الصلاة",
    "الصيام",
    "صدقة",
    "رحمة",
    "صبر",
    "نية",
    "الخمر",
    "الميسر",
    "المؤمنين",
    "الله",
    "الليل",
    "ماء",
    "خبز",
    "أم",
    "أب",
    "جار",
    "الحق",
    "كذب",
    "إثم",
    "أجر",
    "الجنة",
    "النار",
    "الشمس",
    "القمر",
    "جمل",
    "سوق",
    "تجارة",
    "دين",
    "شاهد",
    "يمين",
    "حديقة",
    "نهر",
    "ذهب",
    "فضة",
    "الحج",
    "إبراهيم",
    "ٱلرَّحِيمِ",
    "عَلَى",
    "مُوسَىٰ",
)
"""Arabic words, some already carrying marks."""


@cache
def _no_surrogates() -> st.SearchStrategy[str]:
    return st.characters(exclude_categories=["Cs"])


def _same(text: str) -> str:
    return text


CASINGS: tuple[Callable[[str], str], ...] = (str.lower, str.upper, str.title, _same)
"""Ways a person may case a word."""


# --- words and text ----------------------------------------------------------------------


@cache
def english_words() -> st.SearchStrategy[str]:
    """An English word: from the vocabulary in any case, or random ASCII letters."""
    known = st.sampled_from(ENGLISH_VOCABULARY + FRAMING_WORDS)
    cased = st.tuples(known, st.sampled_from(CASINGS)).map(lambda pair: pair[1](pair[0]))
    return st.one_of(cased, st.text(string.ascii_letters, min_size=1, max_size=10))


@st.composite
def apostrophised_words(draw: st.DrawFn) -> str:
    """An English word with one apostrophe of any form somewhere inside or before it."""
    word = draw(st.text(string.ascii_letters, min_size=2, max_size=10))
    at = draw(st.integers(0, len(word) - 1))
    return word[:at] + draw(st.sampled_from(APOSTROPHES)) + word[at:]


@cache
def plain_arabic_words() -> st.SearchStrategy[str]:
    """An Arabic word in the form normalisation produces (no marks, no alef or ya variants)."""
    return st.text(ARABIC_LETTERS, min_size=1, max_size=8)


@st.composite
def decorated_arabic(draw: st.DrawFn, plain: str | None = None) -> tuple[str, str]:
    """A plain Arabic word and a spelling of it with tashkeel, marks, tatweel and variant letters.

    The plain word uses only letters that normalisation keeps; the decorated one may write any
    ا as an alef variant and any ي as alef maqsura, and carries marks after any letter.
    """
    base = plain if plain is not None else draw(plain_arabic_words())
    out: list[str] = []
    for letter in base:
        written = letter
        if letter == "ا" and draw(st.booleans()):
            written = draw(st.sampled_from(ALEF_VARIANTS))
        elif letter == "ي" and draw(st.booleans()):
            written = ALEF_MAQSURA
        out.append(written)
        out.extend(draw(st.lists(st.sampled_from(TASHKEEL + QURANIC_MARKS + TATWEEL), max_size=3)))
    return base, "".join(out)


@cache
def arabic_words() -> st.SearchStrategy[str]:
    """An Arabic word as a source may write it: plain, vocabulary, or decorated."""
    return st.one_of(
        plain_arabic_words(),
        st.sampled_from(ARABIC_VOCABULARY),
        decorated_arabic().map(lambda pair: pair[1]),
        st.sampled_from(ARABIC_VOCABULARY).flatmap(
            lambda w: decorated_arabic(normalise(w)).map(lambda pair: pair[1])
        ),
    )


@cache
def text_pieces() -> st.SearchStrategy[str]:
    """One piece of realistic mixed text: a word, a mark, punctuation, a digit run or a space."""
    return st.one_of(
        english_words(),
        apostrophised_words(),
        arabic_words(),
        st.sampled_from(PUNCTUATION),
        st.sampled_from(APOSTROPHES),
        st.just(SALLALLAHU),
        st.text(string.digits + ARABIC_INDIC_DIGITS, min_size=1, max_size=4),
        st.sampled_from(SPACES),
        st.text(_no_surrogates(), min_size=1, max_size=3),
    )


@cache
def mixed_texts(max_pieces: int = 12) -> st.SearchStrategy[str]:
    """Text made of realistic pieces, sometimes run together, sometimes spaced."""
    return st.lists(
        st.tuples(text_pieces(), st.sampled_from(("", *SPACES))), max_size=max_pieces
    ).map(lambda pairs: "".join(piece + gap for piece, gap in pairs))


@cache
def any_texts() -> st.SearchStrategy[str]:
    """Realistic mixed text, or arbitrary Unicode (without lone surrogates)."""
    return st.one_of(mixed_texts(), st.text(_no_surrogates(), max_size=40))


@cache
def tokens() -> st.SearchStrategy[Token]:
    """A token as tokenise produces it: a normalised word with no separators."""
    return (
        st.one_of(english_words(), arabic_words())
        .map(tokenise)
        .filter(lambda found: len(found) == 1)
        .map(lambda found: found[0])
    )


# --- corpora -----------------------------------------------------------------------------

COLLECTION_ORDER: tuple[CollectionKey, ...] = ("quran", "bukhari", "muslim", "malik")


@cache
def collection_infos(key: CollectionKey) -> st.SearchStrategy[CollectionInfo]:
    """Shared fields for one collection, shaped as ``sanad.adapters.sources`` builds them."""
    text = st.one_of(
        st.sampled_from(("Tanzil.net", "AGPL-3.0", "Pickthall", "الموطأ", "naïve ☕", "x")),
        st.text(_no_surrogates(), min_size=1, max_size=6),
    )
    if key == "quran":
        return st.builds(
            CollectionInfo,
            collection=st.just(
                Collection(key="quran", title="The Qur'an", author=None, author_died_ah=None)
            ),
            numbering_scheme=st.just("surah:verse"),
            numbering_is_cited=st.just(True),  # noqa: FBT003 - a value, not a flag argument
            numbering_note=text,
            edition=st.builds(Edition, id=st.just("en.pickthall"), translator=text, source=text),
            edition_unavailable=st.none(),
            grading=st.just(Grading(label="Qur'an", basis="scripture")),
            grading_unavailable=st.none(),
            licence=text,
            attribution=text,
        )
    titles = {"bukhari": "Sahih al-Bukhari", "muslim": "Sahih Muslim", "malik": "Muwatta Malik"}
    grading = (
        st.just(Grading(label="Sahih (by collection)", basis="collection"))
        if key in ("bukhari", "muslim")
        else st.none()
    )
    return st.builds(
        CollectionInfo,
        collection=st.builds(
            Collection,
            key=st.just(key),
            title=st.just(titles[key]),
            author=st.none() | text,
            author_died_ah=st.none() | st.integers(1, 1500),
        ),
        numbering_scheme=text,
        numbering_is_cited=st.booleans(),
        numbering_note=text,
        edition=st.none(),
        edition_unavailable=text,
        grading=grading,
        grading_unavailable=st.none() if key != "malik" else text,
        licence=text,
        attribution=text,
        has_english=st.booleans(),
    )


_GAPS = (" ", " ", " ", ", ", ". ", "\n", "\u00a0", "; ")


def _spelled_arabic(word: str) -> tuple[str, ...]:
    """A few fixed spellings of one Arabic word: plain, vowelled, with wasla, with tatweel."""
    plain = normalise(word)
    vowelled = "".join(letter + TASHKEEL[i % 8] for i, letter in enumerate(plain))
    wasla = plain.replace("ا", "\u0671", 1)
    drawn_out = plain[:1] + TATWEEL + plain[1:]
    marked = plain + QURANIC_MARKS[len(plain) % len(QURANIC_MARKS)]
    return (word, plain, vowelled, wasla, drawn_out, marked)


ARABIC_SPELLINGS = tuple(sorted({s for w in ARABIC_VOCABULARY for s in _spelled_arabic(w)}))
"""Every Arabic vocabulary word in several spellings that normalise alike."""
RARE_ENGLISH = tuple(
    "".join(string.ascii_lowercase[(i * 7 + j * j * 3 + j) % 26] for j in range(4 + i % 5))
    for i in range(40)
)
"""Made-up words, each likely to occur in one passage only (the rare terms of a corpus)."""
RARE_ARABIC = tuple(
    "".join(ARABIC_LETTERS[(i * 5 + j * j + 2 * j) % len(ARABIC_LETTERS)] for j in range(3 + i % 4))
    for i in range(30)
)
"""Made-up Arabic words."""
_ENGLISH_CHUNKS = tuple(
    word + gap
    for word in (*ENGLISH_VOCABULARY, *FRAMING_WORDS, *RARE_ENGLISH, "WATER", "Prayer")
    for gap in _GAPS
)
_ARABIC_CHUNKS = tuple(word + gap for word in (*ARABIC_SPELLINGS, *RARE_ARABIC) for gap in _GAPS)


def _words_text(chunks: tuple[str, ...], max_size: int) -> st.SearchStrategy[str]:
    # Two draws per word keep corpora cheap to generate (texts of arbitrary characters come
    # from mixed_texts and any_texts, which the laws about normalisation use).
    return st.lists(st.sampled_from(chunks), max_size=max_size).map(
        lambda found: "".join(found).strip()
    )


@cache
def english_texts(max_words: int = 8) -> st.SearchStrategy[str]:
    """English passage text from a small vocabulary (so words recur across passages)."""
    return _words_text(_ENGLISH_CHUNKS, max_words)


@cache
def arabic_texts(max_words: int = 6) -> st.SearchStrategy[str]:
    """Arabic passage text from a small vocabulary, with or without marks."""
    return _words_text(_ARABIC_CHUNKS, max_words)


_CHAPTERS: tuple[tuple[int | None, str | None, str | None], ...] = (
    (None, None, None),
    (1, "Revelation", "كتاب بدء الوحي"),
    (2, "Belief", None),
    (30, None, "كتاب الصوم"),
    (114, "Fasting", "كتاب الصوم"),
)


@st.composite
def passage_records(
    draw: st.DrawFn,
    key: CollectionKey,
    number: int,
    texts: st.SearchStrategy[str] | None = None,
) -> PassageRecord:
    """The ``number``-th record of collection ``key`` (ids as the real sources make them)."""
    english = draw(texts if texts is not None else english_texts())
    arabic = draw(texts if texts is not None else arabic_texts())
    narrators = ("", "Narrated 'Umar:", " Abu Hurairah ")
    narrator = "" if key == "quran" else draw(st.sampled_from(narrators))
    search: str | None = None
    if key == "quran":
        surah, verse = divmod(number, 7)
        ident = f"quran:{surah + 1}:{verse + 1}"
        shown = f"{surah + 1}:{verse + 1}"
        if draw(st.booleans()):
            search = normalise(arabic) or None
    elif key == "malik":
        ident = draw(st.sampled_from((f"malik:{number}", f"malik:entry-{number}")))
        shown = str(number)
        english = draw(st.sampled_from(("", english)))
    else:
        ident = f"{key}:{number}"
        shown = str(number)
    chapter = draw(st.sampled_from(_CHAPTERS))
    return PassageRecord(
        id=ident,
        collection=key,
        number=shown,
        chapter_number=chapter[0],
        chapter_english=chapter[1],
        chapter_arabic=chapter[2],
        arabic=arabic,
        english=english,
        narrator=narrator,
        arabic_search=search,
    )


_cached_records = cache(passage_records)


@attrs.frozen(kw_only=True)
class Corpus:
    """What ``build_index`` takes: records (collections contiguous), collections, a lexicon."""

    records: tuple[PassageRecord, ...]
    collections: Mapping[CollectionKey, CollectionInfo]
    lexicon: Lexicon

    def index(self) -> Index:
        """Build the index of this corpus."""
        return build_index(self.records, self.collections, self.lexicon)

    def with_lexicon(self, lexicon: Lexicon) -> "Corpus":
        """The same passages under another lexicon."""
        return attrs.evolve(self, lexicon=lexicon)

    def with_record(self, record: PassageRecord) -> "Corpus":
        """This corpus with one more passage, placed at the end of its collection."""
        records = list(self.records)
        last = max(
            (i for i, r in enumerate(records) if r.collection == record.collection), default=None
        )
        records.insert(len(records) if last is None else last + 1, record)
        return attrs.evolve(self, records=tuple(records))


_LEXICON_WORDS = (*ENGLISH_VOCABULARY, "strong drink", "games of chance", "the Hereafter", "of")


@st.composite
def lexicons(
    draw: st.DrawFn, words: Sequence[str] = (), runs: Sequence[str] = (), min_entries: int = 0
) -> Lexicon:
    """A lexicon mixing corpus words, runs of words that stand together in a passage, and others."""
    single = st.sampled_from(tuple(dict.fromkeys((*words, *_LEXICON_WORDS))))
    wordings = st.one_of(
        single,
        st.sampled_from(tuple(runs)) if runs else single,
        st.tuples(single, single).map(" ".join),
    )
    pairs = draw(st.lists(st.tuples(wordings, wordings), min_size=min_entries, max_size=4))
    return Lexicon(
        edition="en.pickthall",
        entries=tuple(LexiconEntry(query=query, phrase=phrase) for query, phrase in pairs),
    )


def word_runs(records: Sequence[PassageRecord], sizes: Sequence[int] = (2, 3)) -> list[str]:
    """Every run of consecutive words (of the given sizes) in the English of ``records``."""
    runs: set[str] = set()
    for record in records:
        split = record.english.split()
        for size in sizes:
            runs.update(" ".join(split[i : i + size]) for i in range(len(split) - size + 1))
    return sorted(runs)


@st.composite
def corpora(
    draw: st.DrawFn,
    *,
    min_passages: int = 1,
    max_passages: int = 6,
    texts: st.SearchStrategy[str] | None = None,
    with_lexicon: bool = True,
) -> Corpus:
    """A small valid corpus: one to four collections, each contiguous, unique ids."""
    total = draw(st.integers(min_passages, max_passages))
    keys = sorted(
        draw(st.lists(st.sampled_from(COLLECTION_ORDER), min_size=total, max_size=total)),
        key=COLLECTION_ORDER.index,
    )
    records: list[PassageRecord] = []
    for position, key in enumerate(keys):
        number = position - keys.index(key) + 1
        records.append(draw(_cached_records(key, number, texts)))
    if not keys:
        keys = [draw(st.sampled_from(COLLECTION_ORDER))]
    collections = {key: draw(collection_infos(key)) for key in dict.fromkeys(keys)}
    used = sorted({w for r in records for w in r.english.split() if w.isalpha()})
    lexicon = (
        draw(lexicons(used, word_runs(records))) if with_lexicon else Lexicon.empty("en.pickthall")
    )
    return Corpus(records=tuple(records), collections=collections, lexicon=lexicon)


def corpus_words(corpus: Corpus) -> list[str]:
    """Every token of every passage text in ``corpus`` (English and Arabic), sorted."""
    found: set[str] = set()
    for record in corpus.records:
        for text in (record.english, record.arabic, record.narrator):
            found.update(tokenise(text))
    return sorted(found)


# --- questions ---------------------------------------------------------------------------

QUESTION_FRAMES = (
    "{}",
    "What does the Qur'an say about {}?",
    "Tell me about {}.",
    "{}?",
    "What did the Messenger say about {}",
    "ما حكم {}",
    "حديث عن {}",
    "Hadith on {}",
)
"""Question framings, some naming a source, one asking for a ruling."""

NEUTRAL_FRAMES = (
    "{}",
    "{}?",
    "What does the Qur'an say about {}?",
    "Tell me about {}.",
    "what about {}",
    "Who is {}",
    "{} in the hadith",
)
"""Framings that add no subject words (only stopwords and source terms)."""


def questions_from(words: Sequence[str], max_words: int = 4) -> st.SearchStrategy[str]:
    """A valid question from ``words`` in any case, sometimes framed, sometimes with extra text."""
    return _questions_from(words, max_words).filter(is_question)


@st.composite
def _questions_from(draw: st.DrawFn, words: Sequence[str], max_words: int) -> str:
    chosen = draw(st.lists(st.sampled_from(tuple(words)), min_size=1, max_size=max_words))
    body = " ".join(draw(st.sampled_from(CASINGS))(word) for word in chosen)
    question = draw(st.sampled_from(QUESTION_FRAMES)).format(body)
    extra = draw(st.sampled_from(("", "", " please", " " + draw(mixed_texts(4)))))
    return question + extra


def is_question(text: str) -> bool:
    """Whether ``text`` passes check_question (is a question at all)."""
    try:
        check_question(text)
    except InvalidQuestionError:
        return False
    return True


@st.composite
def corpus_questions(draw: st.DrawFn, corpus: Corpus) -> str:
    """A valid question from the corpus' own words, or, now and then, from mixed text."""
    words = corpus_words(corpus)
    if not words or draw(st.integers(0, 9)) == 0:
        return draw(any_texts().filter(is_question))
    return draw(questions_from(words))


@st.composite
def passage_questions(draw: st.DrawFn, corpus: Corpus) -> str:
    """A valid question made of content words of one passage (so often answerable)."""
    record = draw(st.sampled_from(corpus.records))
    found = content_tokens(tokenise(f"{record.english} {record.arabic}"))
    if not found:
        return draw(corpus_questions(corpus))
    chosen = draw(st.lists(st.sampled_from(found), min_size=1, max_size=3, unique=True))
    return draw(st.sampled_from(NEUTRAL_FRAMES)).format(" ".join(chosen))


def _absent(word: str, index: Index, config: AnswerConfig | None) -> bool:
    found = tokenise(word)
    if len(found) != 1 or found[0] in STOPWORDS:
        return False
    token = found[0]
    if config is not None and stem(token) in {stem(t) for t in config.source_terms}:
        return False
    return stem(token) not in index.postings and not any(
        stem(token) in key.split(" ") for key in index.bridges
    )


def unknown_proper_nouns(
    index: Index, config: AnswerConfig | None = None
) -> st.SearchStrategy[str]:
    """A capitalised string of 6–12 letters whose stem no passage uses (an unknown name)."""
    return (
        st.text(string.ascii_lowercase, min_size=6, max_size=12)
        .map(str.title)
        .filter(lambda word: _absent(word, index, config))
    )


# --- configs -----------------------------------------------------------------------------


@cache
def gates(*, realistic: bool = False) -> st.SearchStrategy[Gates]:
    """Gate values: any valid ones, or ones near the calibrated values in config/policy.toml."""
    ratio = st.floats(0.0, 1.0, allow_nan=False)
    if realistic:
        return st.builds(
            Gates,
            min_coverage=st.floats(0.2, 0.6),
            max_oov_ratio=st.floats(0.1, 0.25),
            retrieval_threshold=st.floats(0.5, 2.0),
            require_pivot_term=st.booleans(),
            min_joint_terms=st.integers(1, 2),
        )
    return st.builds(
        Gates,
        min_coverage=ratio,
        max_oov_ratio=ratio,
        retrieval_threshold=st.floats(0.0, 20.0, allow_nan=False),
        require_pivot_term=st.booleans(),
        min_joint_terms=st.integers(1, 4),
    )


SAMPLE_RULES = (
    PolicyRule.from_strings(
        id="ruling", label="asks for a ruling", pattern=r"\b(ruling|halal|haram)\b"
    ),
    PolicyRule.from_strings(id="fatwa", label="asks for a fatwa", pattern=r"\bfatwa\b|فتوى"),
    PolicyRule.from_strings(id="hukm", label="asks for a ruling (Arabic)", pattern=r"\bحُكْم\b"),
)
"""A few refusal rules of the kind config/policy.toml holds."""

SAMPLE_SOURCE_TERMS: Mapping[Token, tuple[CollectionKey, ...]] = {
    "quran": ("quran",),
    "surah": ("quran",),
    "hadith": ("bukhari", "muslim", "malik"),
    "bukhari": ("bukhari",),
    normalise("حديث"): ("bukhari", "muslim", "malik"),
}
"""Source terms of the kind config/policy.toml holds."""


@cache
def answer_configs(*, realistic: bool = False) -> st.SearchStrategy[AnswerConfig]:
    """An answer config with some of the sample rules and source terms."""
    return st.builds(
        AnswerConfig,
        gates=gates(realistic=realistic),
        rules=st.lists(st.sampled_from(SAMPLE_RULES), unique_by=lambda r: r.id, max_size=3).map(
            tuple
        ),
        referral=st.just("Ask a scholar."),
        source_terms=st.sampled_from(({}, SAMPLE_SOURCE_TERMS)),
        source_term_discount=st.floats(0.0, 1.0),
        candidate_pool=st.integers(1, 60),
        instructions=st.sampled_from(((), SAMPLE_INSTRUCTIONS)),
    )


SAMPLE_INSTRUCTIONS = (
    PolicyRule.from_strings(id="role-play", label="role-play", pattern=r"(you are|act as)\b"),
)
"""An instruction pattern as config/policy.toml writes one."""


@st.composite
def matching_rules(draw: st.DrawFn, question: str) -> PolicyRule | None:
    """A rule whose pattern is a word of the (normalised) question, written as a scholar might."""
    words = re.findall(r"[^\W_]+", normalise(question))
    if not words:
        return None
    word = draw(st.sampled_from(words))
    written = draw(st.sampled_from((word, word.upper()))) if word.isascii() else word
    if any("\u0600" <= ch <= "\u06ff" for ch in word):
        written = draw(decorated_arabic(word))[1]
    return PolicyRule.from_strings(
        id=draw(st.text(string.ascii_lowercase + "-", min_size=1, max_size=12)),
        label=draw(st.text(_no_surrogates(), min_size=1, max_size=20)),
        pattern=re.escape(written),
    )


@st.composite
def questions_with_unknown_noun(
    draw: st.DrawFn, words: Sequence[str], noun: str, max_words: int = 3
) -> str:
    """A question naming ``noun`` among at most ``max_words`` of ``words``, in any order."""
    chosen = draw(st.lists(st.sampled_from(tuple(words)), max_size=max_words)) if words else []
    at = draw(st.integers(0, len(chosen)))
    body = " ".join([*chosen[:at], noun, *chosen[at:]])
    return draw(st.sampled_from(NEUTRAL_FRAMES)).format(body)


@st.composite
def unrelated_records(draw: st.DrawFn, corpus: Corpus, avoid: frozenset[str]) -> PassageRecord:
    """A new passage for ``corpus`` (fresh id, a collection it holds) with no term in ``avoid``."""
    key = draw(st.sampled_from(tuple(corpus.collections)))
    number = 1 + sum(1 for record in corpus.records if record.collection == key)
    record = draw(passage_records(key, number))
    present = {
        stem(token)
        for text in (record.english, record.narrator, record.arabic, record.arabic_search or "")
        for token in tokenise(text)
    }
    if present & avoid:
        # Keep the passage, minus the words the question uses: replace its texts.
        spare = [word for word in RARE_ENGLISH if stem(word) not in avoid][:3]
        record = attrs.evolve(
            record, english=" ".join(spare), arabic="", narrator="", arabic_search=None
        )
    return record


@st.composite
def index_words(draw: st.DrawFn, index: Index, max_words: int = 3) -> list[str]:
    """Up to ``max_words`` content words drawn from the texts of passages of ``index``."""
    chosen: list[str] = []
    while len(chosen) < max_words:
        record = index.record(draw(st.integers(0, index.passage_count - 1)))
        field = draw(st.sampled_from((record.english, record.arabic_search or record.arabic)))
        found = content_tokens(tokenise(field))
        if not found:
            break
        chosen.append(draw(st.sampled_from(found)))
        if draw(st.booleans()):
            break
    return chosen


# --- the MCP server's wire values ----------------------------------------------------------

REFERENCE_TEMPLATES = (
    "Q {a}:{b}",
    "Qur'an {a}:{b}-{c}",
    "surah {a}",
    "verse {b} of surah {a}",
    "{a}:{b}",
    "quran:{a}:{b}",
    "Bukhari {a}",
    "Sahih al-Bukhari, entry {a}",
    "bukhari:{a}",
    "Sahih Muslim {a}",
    "entry {a} of the packaged Sahih Muslim",
    "Muwatta {a}",
    "Muwatta entry {a}",
    "malik:entry-{a}",
    "malik:{a}",
    "Bukhari vol {a}, book {b}, hadith {c}",
    "Surah al-Baqarah {b}",
    "al-Fatiha:{a}",
    "Tirmidhi {a}",
    "{a}",
)
"""Ways people write references, with numbers to fill in."""


@st.composite
def reference_texts(draw: st.DrawFn) -> str:
    """A reference as a person might write it (resolvable or not), or arbitrary text."""
    if draw(st.integers(0, 5)) == 0:
        return draw(any_texts())
    numbers = st.integers(0, 300)
    return draw(st.sampled_from(REFERENCE_TEMPLATES)).format(
        a=draw(numbers), b=draw(numbers), c=draw(numbers)
    )


_LOG_TEXT = st.text(st.characters(exclude_categories=["Cs"]), max_size=30)


@cache
def served_records() -> st.SearchStrategy[ServedRecord]:
    """A served-log record with any text in its fields."""
    return st.builds(
        ServedRecord,
        time=_LOG_TEXT,
        tool=_LOG_TEXT,
        question=st.none() | _LOG_TEXT,
        passage_id=_LOG_TEXT,
        text_hash=_LOG_TEXT,
    )


@cache
def gap_counts() -> st.SearchStrategy[GapCount]:
    """A ranked gap with any text in its fields."""
    return st.builds(
        GapCount,
        question=_LOG_TEXT,
        normalised=_LOG_TEXT,
        count=st.integers(1, 10**9),
        last_asked=_LOG_TEXT,
        verdict=st.sampled_from(("referred", "no_source")),
        refused_by=_LOG_TEXT,
    )


# --- grounding ---------------------------------------------------------------------------


@st.composite
def shown_passages(draw: st.DrawFn, max_size: int = 3) -> tuple[Passage, ...]:
    """Passages as a client is shown them (the grounding check's sources), possibly none."""
    keys = draw(st.lists(st.sampled_from(COLLECTION_ORDER), max_size=max_size))
    return tuple(
        Passage.from_record(draw(passage_records(key, number)), draw(collection_infos(key)))
        for number, key in enumerate(keys, start=1)
    )


def grounded_words(passages: Sequence[Passage], question: str) -> list[Token]:
    """Every content token the passages and the question hold (what a grounded sentence uses)."""
    texts = [question, *(text for passage in passages for text in passage_texts(passage))]
    return sorted({t for text in texts for t in content_tokens(tokenise(text))})


SENTENCE_GLUE = (" ", ", ", " and ", " of the ", " \u2014 ")
"""What may join words inside one sentence (stopwords and marks that never end a sentence)."""


@st.composite
def sentences_of(draw: st.DrawFn, words: Sequence[Token], max_words: int = 6) -> str:
    """One sentence, ended by a full stop, made only of ``words`` and stopword glue."""
    chosen = draw(st.lists(st.sampled_from(list(words)), min_size=1, max_size=max_words))
    size = len(chosen)
    glue = draw(st.lists(st.sampled_from(SENTENCE_GLUE), min_size=size, max_size=size))
    body = "".join(word + joint for word, joint in zip(chosen, glue, strict=True)).strip(" ,—")
    return body + draw(st.sampled_from((".", "!", "?")))


@st.composite
def foreign_tokens(draw: st.DrawFn, allowed: AllowedTerms) -> Token:
    """A content token whose stem is not allowed: an invented name, word or number."""
    invented = st.one_of(
        tokens(),
        st.integers(min_value=0, max_value=10**6).map(str),
        st.text(alphabet="bcdfghjklmnpqrstvwxz", min_size=3, max_size=9).map(lambda w: w + "o"),
    )
    return draw(invented.filter(lambda t: t not in STOPWORDS and stem(t) not in allowed))


# --- the answer audit --------------------------------------------------------------------


_CITE_STYLES = ("", " (Q 1:1)", " (Bukhari entry 1)", " (Sahih Muslim 1)", " (reported by Muslim)")


@st.composite
def audit_drafts(draw: st.DrawFn, corpus: Corpus) -> tuple[str, PassageRecord]:
    """A draft quoting a run of words from one passage's English (quoted or not, maybe cited)."""
    with_english = [r for r in corpus.records if r.english.split()]
    if not with_english:
        return "\u201cwords no passage has at all\u201d (Q 1:1).", corpus.records[0]
    record = draw(st.sampled_from(with_english))
    split = record.english.split()
    start = draw(st.integers(0, len(split) - 1))
    end = draw(st.integers(start + 1, len(split)))
    quoted = " ".join(split[start:end])
    opening, closing = draw(
        st.sampled_from((('"', '"'), ("\u201c", "\u201d"), ("\u00ab", "\u00bb"), ("", "")))
    )
    before = draw(st.sampled_from(("", "The text says: ", "Allah says ")))
    cite = draw(st.sampled_from(_CITE_STYLES))
    return f"{before}{opening}{quoted}{closing}{cite}.", record


# --- spellings of one question (issue 11, point 6) -----------------------------------------

WHITESPACE = " \t\n\r\u00a0\u2003\u2009\u202f\u205f\u3000\u2028\u2029"
"""Whitespace a question may hold between words: spaces of every width, tabs, line breaks."""
FORMAT_CHARACTERS = (
    "\u200b\u200c\u200d\u00ad\u2060\ufeff\u200e\u200f\u061c\u202a\u202c\u202e\u2066\u2069\u180e"
)
"""Invisible format characters (category Cf): zero-width space and joiners, soft hyphen, word
joiner, byte order mark, bidi marks, embeddings and isolates."""

RULING_QUESTIONS = (
    "Should I divorce my wife?",
    "Is it haram to eat pork?",
    "What is the ruling on music?",
    "Can you give me a fatwa on smoking?",
    "Am I allowed to pray wearing shoes?",
    "Is this hadith sahih?",
    "Which madhhab should I follow?",
    "Can a Muslim woman marry a Christian man?",
    "Is wine forbidden?",
    "Would it be sinful if I skipped Friday prayer?",
    "Does Islam forbid interest?",
    "What is the punishment for me if I miss a fast?",
    "Is it okay for me to pray at home?",
    "What does the Quran say about wine?",
    "Is there a hadith about patience?",
    "ما حكم الموسيقى؟",
    "هل يجوز قراءة القرآن بدون وضوء؟",
)
"""Questions each of the project's rules refers, and topic questions beside them."""


@st.composite
def respellings(draw: st.DrawFn, question: str) -> str:
    """``question`` as it may also be typed: invisible characters and whitespace added.

    Each space between words becomes a run of whitespace and format characters that still
    holds at least one whitespace character, and format characters may stand inside any word;
    nothing a reader sees changes but the width of the gaps.
    """
    out: list[str] = []
    for at, word in enumerate(question.split(" ")):
        if at:
            gap = draw(st.lists(st.sampled_from(WHITESPACE + FORMAT_CHARACTERS), max_size=4))
            gap.insert(draw(st.integers(0, len(gap))), draw(st.sampled_from(WHITESPACE)))
            out.append("".join(gap))
        for char in word:
            out.append(char)
            if draw(st.integers(0, 5)) == 0:
                out.append(draw(st.sampled_from(FORMAT_CHARACTERS)))
    return "".join(out)


# --- Qur'an quotations as people write them (issue 17) -------------------------------------

VERSE_JOINS: tuple[Callable[[list[str], int], str], ...] = (
    lambda verses, _first: "\u00ab" + " * ".join(verses) + "\u00bb",
    lambda verses, _first: "\u00ab" + " \u06dd ".join(verses) + "\u00bb",
    lambda verses, _first: "\u00ab" + " ".join(verses) + "\u00bb",
    lambda verses, _first: " ".join(f"\ufd3f{v}\ufd3e" for v in verses),
    lambda verses, first: '"' + " ".join(f"{v} ({first + i})" for i, v in enumerate(verses)) + '"',
    lambda verses, first: (
        "\u00ab"
        + " ".join(
            f"{v} \ufd3f{str(first + i).translate(str.maketrans('0123456789', '٠١٢٣٤٥٦٧٨٩'))}\ufd3e"
            for i, v in enumerate(verses)
        )
        + "\u00bb"
    ),
)
"""The ways people join quoted verses: *, ۝, a space, ﴿ ﴾ around each, inline numbers."""


@st.composite
def quran_runs(draw: st.DrawFn, index: Index, longest: int = 4) -> tuple[int, int, int]:
    """A run of consecutive verses of one surah in ``index``: (surah, first, last)."""
    surah = draw(st.integers(1, 114))
    count = 0
    while f"quran:{surah}:{count + 1}" in index.ordinals:
        count += 1
    first = draw(st.integers(1, count))
    last = draw(st.integers(first, min(count, first + longest - 1)))
    return surah, first, last


# --- the scholar's review ----------------------------------------------------------------

_HEX = "0123456789abcdef"
_REVIEW_IDS = ("quran:1:1", "quran:2:219", "quran:93:9", "bukhari:1", "muslim:7", "malik:entry-3")


@cache
def text_hashes() -> st.SearchStrategy[str]:
    """A text hash as Sanad writes it."""
    return st.text(st.sampled_from(_HEX), min_size=64, max_size=64).map("sha256:".__add__)


@cache
def review_times() -> st.SearchStrategy[str]:
    """A decision's time: UTC ISO 8601 with or without microseconds, ending in Z."""
    return st.builds(
        lambda day, seconds, micro: (
            f"2026-{1 + day // 28:02d}-{1 + day % 28:02d}T{seconds // 3600:02d}:"
            f"{seconds // 60 % 60:02d}:{seconds % 60:02d}"
            + (f".{micro:06d}" if micro else "")
            + "Z"
        ),
        st.integers(0, 12 * 28 - 1), st.integers(0, 86_399), st.integers(0, 999_999),
    )  # fmt: skip


def _clean_name(text: str) -> bool:
    return (
        bool(text.strip())
        and text == text.strip()
        and not any(ord(c) < 32 or ord(c) == 127 for c in text)
    )


@cache
def reviewer_names() -> st.SearchStrategy[str]:
    """A reviewer's name: any letters, Arabic included, no controls or outer spaces."""
    return st.text(st.characters(exclude_categories=["Cs", "Cc"]), min_size=1, max_size=40).filter(
        _clean_name
    )


@cache
def decisions(*, signed: bool = False) -> st.SearchStrategy[Decision]:
    """An unsigned review decision (``signed``: with a placeholder signature and key)."""
    base = st.builds(
        Decision,
        passage_id=st.sampled_from(_REVIEW_IDS),
        text_hash=text_hashes(),
        decision=st.sampled_from(DECISIONS),
        reviewer=reviewer_names(),
        at=review_times(),
        note=st.text(st.characters(exclude_categories=["Cs"]), max_size=60),
    )
    if not signed:
        return base
    return base.map(lambda d: attrs.evolve(d, signature="c2ln", public_key="a2V5"))


@cache
def reviews_for(text_hash: str) -> st.SearchStrategy[Review]:
    """A passage's review at any status, bound to ``text_hash``."""
    unreviewed = st.just(
        Review(status="unreviewed", reviewed_by=None, reviewed_at=None, text_hash=text_hash)
    )
    decided = st.builds(
        Review,
        status=st.sampled_from(("approved", "rejected", "needs_discussion", "stale")),
        reviewed_by=reviewer_names(),
        reviewed_at=review_times(),
        text_hash=st.just(text_hash),
    )
    return unreviewed | decided


ARABIC_QUESTION_PIECES = (
    "ما", "ماذا", "من", "هل", "كم", "كم عدد", "متى", "أين", "ما معنى", "ما قصة", "ما فضل",
    "اذكر", "حدثني عن", "أريد آية عن", "ماذا يقول القرآن عن", "ماذا قال رسول الله ﷺ عن",
    "عن", "حول", "في", "سيدنا", "عليه السلام", "صلى الله عليه وسلم", "رضي الله عنه",
    "الله تعالى", "عز وجل", "القرآن الكريم", "و", "؟", "،",
)  # fmt: skip
"""Framing, question words and honorifics an Arabic question is made of."""


@cache
def arabic_questions(max_pieces: int = 8) -> st.SearchStrategy[str]:
    """An Arabic question: framing pieces, honorifics and Arabic words in any order."""
    piece = st.one_of(st.sampled_from(ARABIC_QUESTION_PIECES), arabic_words())
    return st.lists(piece, min_size=1, max_size=max_pieces).map(" ".join)


CHAIN_FORMULAS = ("حَدَّثَنَا", "حدثنا", "أَخْبَرَنَا", "حدثني", "عَنْ", "عن", "وَحَدَّثَنَا", "ح وحدثنا")
"""Formulas of transmission, vocalised or not, as a hadith's chain of narrators opens its links."""
CHAIN_NAMES = (
    "مُحَمَّدُ بْنُ بَشَّارٍ",
    "سفيان",
    "أَبِي هُرَيْرَةَ",
    "عَبْدِ اللَّهِ بْنِ عُمَرَ",
    "أنس بن مالك",
    "الزُّهْرِيِّ",
    "عائشة رضي الله عنها",
    "صَدَقَةُ بْنُ الْفَضْلِ",
)
"""Narrators' names (one is Sadaqa ibn al-Fadl: a name, not charity)."""
TEXT_MARKERS = (
    "قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم",
    "أَنَّ النَّبِيَّ صلى الله عليه وسلم قَالَ",
    "عن النبي صلى الله عليه وسلم قال",
    "قَالَتْ",
    "قال",
)
"""Where a hadith's text begins after its chain."""


@st.composite
def hadith_arabic(draw: st.DrawFn) -> tuple[str, str, str]:
    """A hadith's Arabic made of a chain, a marker where the text begins, and a text.

    Returns (chain, marker, text body); the Arabic is ``f"{chain} {marker} {body}"``.
    """
    links = draw(
        st.lists(
            st.tuples(st.sampled_from(CHAIN_FORMULAS), st.sampled_from(CHAIN_NAMES)),
            min_size=1,
            max_size=5,
        )
    )
    separator = draw(st.sampled_from((" ", "، ", "، - يعني ابن علية - ")))
    opening = draw(st.sampled_from(CHAIN_FORMULAS[:-1]))  # a chain never opens with ح
    links[0] = (opening, links[0][1])
    chain = separator.join(f"{formula} {name}" for formula, name in links)
    marker = draw(st.sampled_from(TEXT_MARKERS))
    body = draw(arabic_texts().filter(bool))
    return chain, marker, body


@st.composite
def encoded_postings(draw: st.DrawFn) -> dict[str, tuple[bytes, bytes]]:
    """Terms mapped to stored postings, as ingest weighs them.

    Terms are any text, Arabic and English words, and the prefixes index terms carry; each
    posting is uint32 ordinals and float32 weights as raw bytes.
    """
    terms = draw(
        st.lists(
            st.one_of(any_texts(), tokens(), tokens().map(lambda t: "~" + t)), max_size=40
        ).map(lambda found: list(dict.fromkeys(found)))
    )
    postings = {}
    for term in terms:
        count = draw(st.integers(min_value=0, max_value=6))
        ordinals = draw(st.binary(min_size=4 * count, max_size=4 * count))
        weights = draw(st.binary(min_size=4 * count, max_size=4 * count))
        postings[term] = (ordinals, weights)
    return postings


PROPHET_FRAMES = (
    "What did {him} say about {subject}?",
    "what does {him} say about {subject}",
    "Did {him} mention {subject}?",
    "did {him} ever talk about {subject}",
    "Did {him} say anything about {subject}?",
    "Is there a hadith where {him} mentions {subject}?",
    "a hadith in which {him} speaks about {subject}",
    "What did {him} say when {subject}?",
    "Who did {him} send to {subject}?",
    "how many {subject} did {him} have",
    "Did {him} ever {subject}?",
    "{subject}",
)
"""English questions naming the Prophet ({him}) around a subject."""
PROPHET_TITLES = (
    "the Prophet", "the prophet", "the Messenger of Allah", "Allah's Messenger", "the messenger",
    "Prophet Muhammad", "Muhammad", "Rasulullah", "the Holy Prophet",
)  # fmt: skip
BLESSINGS = (
    "ﷺ", "(ﷺ)", "(pbuh)", "(PBUH)", "pbuh", "(saw)", "(SAW)", "(saws)", "(s.a.w)",
    "(peace be upon him)", ", peace be upon him,", "(sallallahu alaihi wa sallam)",
    "صلى الله عليه وسلم",
)  # fmt: skip
"""Blessings people write after his name or title."""


@st.composite
def blessed_questions(draw: st.DrawFn) -> tuple[str, str]:
    """An English question naming the Prophet, as written without a blessing and with one."""
    frame = draw(st.sampled_from(PROPHET_FRAMES))
    title = draw(st.sampled_from(PROPHET_TITLES))
    subject = " ".join(draw(st.lists(st.sampled_from(ENGLISH_VOCABULARY), min_size=1, max_size=3)))
    blessing = draw(st.sampled_from(BLESSINGS))
    him = title if "{him}" in frame else ""
    plain = frame.format(him=him, subject=subject)
    if "{him}" not in frame:  # the Prophet named after the subject, then blessed
        return f"{plain} and {title}", f"{plain} and {title} {blessing}"
    return plain, frame.format(him=f"{title} {blessing}", subject=subject)
