"""Laws: a pattern run only over a text writing what its every match writes finds what it finds.

Run over every text, it finds the same: the cheap looks that pass most questions by decide
nothing themselves.
"""

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from sanad.core.analysis import (
    _ABOUT,
    _ARABIC_VERB_FIRST,
    _BARE_BLESSING,
    _BIBLE_CITATION,
    _BLESSED,
    _BRACKETED_BLESSING,
    _COMMENTARY,
    _CONTRACTED,
    _FATHERS_PARTICLES,
    _HIS_DOING,
    _HIS_THING,
    _HIS_THINGS_COUNTED,
    _KINDS,
    _NARRATOR_PATTERNS,
    _NOT_A_NAME,
    _NOT_DEEDS,
    _NOT_OWN_DEEDS,
    _PAST,
    _POSSESSIVE,
    _SAID_ON,
    _TITLE_AND_NAME,
    _WHAT_HE_DID,
    _about,
    _contractions_read,
    _father_after,
    _his_doing,
    _kind,
    _looks_like_a_name,
    _narrator,
    _other_source,
    _possessives_apart,
    _unblessed,
    claimed_deed,
    english_possession,
    named_with_father,
    other_source,
    persons_deed,
)
from sanad.core.arabic_question import mostly_arabic
from sanad.core.earlier_prophets import _HIM_AR, _ONE_OF_THEM_AR
from sanad.core.lemma import POSSESSIVE
from sanad.core.normalise import normalise
from sanad.core.ordinals import _FIRST_OF_ARABIC
from sanad.core.question_refs import _ARABIC_PATTERNS, _PATTERNS, _VERSE_OF, _spans
from sanad.core.sayings import _ARABIC as _SAYING_AR
from sanad.core.sayings import _ENGLISH as _SAYING_EN
from sanad.core.sayings import _ENGLISH_WRITTEN as _SAYING_EN_WRITTEN
from sanad.core.tokenise import STOPWORDS, words

_PIECES = (
    "what", "did", "does", "the", "prophet", "muhammad", "(pbuh)", "(ra)", "pbuh",
    "peace be upon", "him", "sallallahu alaihi wa sallam", "صلى الله عليه وسلم", "own", "have",
    "a", "cat", "whats", "who", "whose", "which", "name", "called", "when", "year", "day",
    "where", "city", "valley", "narrate", "narrated", "reported", "by", "from", "according to",
    ",", "hadith", "about", "heard", "said that", "saw", "tafsir", "ibn", "kathir", "bin",
    "son", "of", "daughter", "khalid", "sa'id", "noah's", "pharaoh’s", "ark", "is", "was",
    "surah", "al-kahf", "first", "last", "10", "two", "verses", "verse", "ayat", "al-kursi",
    "throne", "bukhari", "muslim", "john", "3:16", "psalm", "23", "ماذا", "روى", "أبو", "هريرة",
    "عن", "الصيام", "حديث", "في", "رواية", "ابن", "كثير", "تفسير", "سورة", "الكهف", "اليتيم",
    "?", "kindness", "parents", "'", "ra", "rah", "r.a.", "regarding", "concerning", "on",
    "with regard to", "in relation to", "verse on", "the subject", "ever", "has", "would",
    "hadith on", "advice on", "on the importance of", "sayings", "dua on", "race on",
    "messenger", "apostle", "rasulullah", "rasool allah", "and", "but", "travel", ";",
)  # fmt: skip
_QUESTIONS = st.lists(st.sampled_from(_PIECES), min_size=1, max_size=12).map(" ".join)
_ABOUT_AS_FIRST_WRITTEN = re.compile(
    r"\b(about|regarding|concerning|on the (subject|topic|question|matter) of|on the"
    r" (importance|virtue|virtues|merit|merits) of|with regard to|in relation to|(?:"
    + "|".join(f"(?<=\\b{word} )" for word in sorted(_SAID_ON))
    + r")on)\b"
)
"""_ABOUT without the look ahead for "on": what it finds, _ABOUT finds."""


_EXAMPLES = (
    "What is the thing called in Arabic?", "What was his name?", "Who killed Goliath?",
    "When did the battle of Badr happen?", "In which year was Uthman killed?",
    "On what day of the week was he born?", "Where was the Prophet born?",
    "In which city did he die?", "What did Abu Hurairah narrate about fasting?",
    "Did Aisha ever narrate about his night prayer?", "narrated by Anas about the rain",
    "Anas reported that the prophet prayed", "According to Ibn Abbas, what is the kawthar?",
    "Is there an Anas hadith about prayer?", "Abu Bakr heard the Prophet say it",
    "ماذا روى أبو هريرة عن الصيام", "حديث أبي هريرة في الصيام", "في رواية أبي موسى",
    "tafsir ibn kathir of surah al-fatiha", "ماذا قال ابن كثير في تفسير آية الكرسي",
    "What does John 3:16 say?", "surah al-kahf, first 10 verses",
    "the first hadith in sahih bukhari", "Ayat al-Kursi", "the throne verse",
    "the third verse of surah al-fatiha", "last two verses of surah al-baqarah",
    "What did the Prophet (pbuh) say about patience?", "the Prophet, peace be upon him, said",
    "what did the prophet muhammad say", "Khadija (ra) and the revelation",
    "what did the messenger (alayhi salam) say about it",
    "did the prophet sallallahu alaihi wa sallam own a cat", "Did the Prophet ever own a cat?",
    "what did Khalid ibn Sa'id narrate", "the son of Maryam", "What's the hadith about anger?",
    "whats the ruling", "Noah's ark", "Pharaoh\u2019s wife", "kindness to parents", "اليتيم",
)  # fmt: skip


def _every_kind(text: str) -> tuple[str, tuple[int, int] | None]:
    for kind, pattern in _KINDS:
        found = pattern.search(text)
        if found:
            return kind, found.span()
    return "topic", None


def _every_narrator(text: str) -> tuple[str | None, str]:
    for pattern in _NARRATOR_PATTERNS:
        found = pattern.search(text)
        if found and _looks_like_a_name(found[1]):
            start = found.start() if pattern in _ARABIC_VERB_FIRST else found.start(1)
            return found[1].strip(), f"{text[:start]} , {text[found.end(1) :]}"
    return None, text


def _every_blessing(text: str) -> tuple[str, list[str]]:
    blessings = [found[2].strip(" ,") for found in _BLESSED.finditer(text)]
    text = " ".join(_BLESSED.sub(r"\1 ", text).split())
    blessings.extend(found[0] for found in _BRACKETED_BLESSING.finditer(text))
    text = " ".join(_BRACKETED_BLESSING.sub(" ", text).split())
    blessings.extend(found[0].strip() for found in _BARE_BLESSING.finditer(text))
    text = " ".join(_BARE_BLESSING.sub(" ", text).split())
    named = [found[1] for found in _TITLE_AND_NAME.finditer(text)]
    return _TITLE_AND_NAME.sub("prophet", text), [*blessings, *named]


def _every_father(text: str) -> tuple[str, str] | None:
    tokens = words(text)
    for at, token in enumerate(tokens):
        if token in STOPWORDS or token in _FATHERS_PARTICLES:
            continue
        if token in _NOT_A_NAME:
            continue
        father = _father_after(tokens, at)
        if father is not None and father not in _FATHERS_PARTICLES:
            return token, father
    return None


def _every_span(text: str) -> list[tuple[int, int, str]]:
    found: list[tuple[int, int, str]] = []
    taken: list[range] = []
    for kind, pattern in (*_PATTERNS, *_ARABIC_PATTERNS):
        for match in pattern.finditer(text):
            if any(match.start() < t.stop and t.start < match.end() for t in taken):
                continue
            if kind == "named" and _VERSE_OF.search(text, 0, match.start()):
                continue
            taken.append(range(match.start(), match.end()))
            found.append((match.start(), match.end(), match[0]))
    return sorted(found)


@settings(max_examples=300)
@given(st.one_of(st.sampled_from(_EXAMPLES), _QUESTIONS))
def test_the_analysis_finds_what_every_pattern_run_finds(question: str) -> None:
    text = normalise(question)
    kind, found = _kind(text)
    assert (kind, found.span() if found else None) == _every_kind(text)
    assert _narrator(text) == _every_narrator(text)
    assert _unblessed(text) == _every_blessing(text)
    assert _possessives_apart(question) == _POSSESSIVE.sub(rf"\1 {POSSESSIVE}", question)
    assert _contractions_read(text) == _CONTRACTED.sub(r"\1 is", text)
    cited = _BIBLE_CITATION.search(text) or _COMMENTARY.search(text)
    assert other_source(text) == (cited[0] if cited else _other_source(text))
    his = _HIS_THING.search(_unblessed(text)[0]) or _HIS_THINGS_COUNTED.search(_unblessed(text)[0])
    assert english_possession(text) == (his[1] if his else None)
    assert named_with_father(text) == _every_father(text)
    assert _spans_of(_about(text)) == _spans_of(_ABOUT.search(text))
    assert _spans_of(_ABOUT.search(text)) == _spans_of(_ABOUT_AS_FIRST_WRITTEN.search(text))
    # Whether he did something: the first match that is no claim told of him (see _his_doing).
    asked = next((found for found in _HIS_DOING.finditer(text) if found["told"] is None), None)
    assert _spans_of(_his_doing(text)) == _spans_of(asked)


def _spans_of(found: re.Match[str] | None) -> tuple[tuple[int, int], ...] | None:
    if found is None:
        return None
    return tuple(found.span(group) for group in range(found.re.groups + 1))


@settings(max_examples=300)
@given(st.one_of(st.sampled_from(_EXAMPLES), _QUESTIONS))
def test_a_question_is_read_for_references_as_every_pattern_reads_it(question: str) -> None:
    text = normalise(question)
    assert [span[:3] for span in _spans(text)] == _every_span(text)


@given(st.text(alphabet=st.sampled_from("ab Z'é\u0627\u0628\u064a\u0621\u06f1 ?"), max_size=20))
def test_mostly_arabic_counts_the_letters_of_any_text(text: str) -> None:
    arabic = len(re.findall("[\u0621-\u064a]", text))
    latin = len(re.findall("[A-Za-z]", text))
    assert mostly_arabic(text) == (arabic > latin)


_ASCII_TEXTS = st.one_of(
    st.text(alphabet=st.characters(max_codepoint=127)),
    _QUESTIONS.map(normalise).filter(str.isascii),
    st.sampled_from(_EXAMPLES).map(normalise).filter(str.isascii),
)


@settings(max_examples=300)
@given(_ASCII_TEXTS)
def test_an_arabic_pattern_finds_nothing_in_an_ascii_text(text: str) -> None:
    # The law the Arabic patterns are passed over by: every match of each writes Arabic.
    for pattern in (_SAYING_AR, _HIM_AR, _ONE_OF_THEM_AR, _FIRST_OF_ARABIC):
        assert pattern.search(text) is None


_SAYINGS_ASKED = (
    "did the prophet say that the world is a prison", "is there a hadith that says smile",
    "is smiling is charity a hadith", "whats the hadith that says smile", "hadith actions are by",
    "where does it say that patience is light", "which verse says that allah is near",
    "is there a verse saying that", "smiling is charity - are these the prophets own words",
    "is smiling is charity something the prophet said",
    "the prophet said smiling is a charity, where is it",
    "smiling is charity and kind. which hadith says that", "who said that patience is light",
)  # fmt: skip


@settings(max_examples=300)
@given(st.one_of(st.sampled_from(_SAYINGS_ASKED), _QUESTIONS.map(normalise)))
def test_every_way_of_asking_for_words_writes_one_of_its_words(text: str) -> None:
    # The law the English sayings pattern is passed over by.
    assert _SAYING_EN.match(text) is None or any(w in text for w in _SAYING_EN_WRITTEN)


def test_the_ways_of_asking_for_words_are_found_in_their_examples() -> None:
    assert all(_SAYING_EN.match(text) for text in _SAYINGS_ASKED)


def _every_claimed_deed(text: str) -> str | None:
    # claimed_deed with both its patterns run over every question, whether it names him or not.
    unblessed = _unblessed(text)[0]
    doing = _HIS_DOING.search(unblessed)
    if doing is not None and doing["told"] is not None:
        verb = doing["verb"]
        past = _PAST.fullmatch(verb) is not None
        return verb if past and verb not in _NOT_DEEDS and verb not in STOPWORDS else None
    asked = _WHAT_HE_DID.search(unblessed)
    if asked is None:
        return None
    verb = asked["verb"]
    return None if verb in _NOT_DEEDS | _NOT_OWN_DEEDS | STOPWORDS else verb


_DEEDS_CLAIMED = (
    "the prophet brought all his wealth as charity, which hadith",
    "is it true the prophet slept on a mat", "what did the prophet eat for suhoor",
    "how many times did the messenger of allah perform umrah", "i heard rasulullah wept",
    "is there a hadith where the prophet (pbuh) brought all his money",
    "what did muhammad eat", "what did he eat", "kindness to parents",
)  # fmt: skip


@settings(max_examples=500)
@given(st.one_of(st.sampled_from(_DEEDS_CLAIMED), _QUESTIONS).map(normalise))
def test_a_deed_claimed_is_found_as_every_pattern_run_finds_it(text: str) -> None:
    assert claimed_deed(text) == _every_claimed_deed(text)
    assert persons_deed(text, frozenset()) is None


def test_the_deeds_claimed_are_found_in_their_examples() -> None:
    found = [claimed_deed(normalise(text)) for text in _DEEDS_CLAIMED]
    assert found == ["brought", "slept", "eat", "perform", "wept", "brought", "eat", None, None]
