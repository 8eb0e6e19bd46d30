"""References written inside a question, carried to the reference resolver.

"What is Surah 103 about?", "can you read me 24:35", "Surah 105, verses 1 to 5", "Show me
Bukhari entry 5", "What is in Muslim entry 7460?": each names passages by number. The span is
rewritten in one canonical form and resolved by :func:`sanad.core.citations.resolve` — the same
resolver as the ``resolve_reference`` tool — so a question and a lookup never disagree about
which passage a number names, or about a number this edition cannot resolve.

Hadith numbers written without "entry" ("Bukhari 1") are the numbers people cite, a scheme the
packaged files do not carry; they are read by :mod:`sanad.core.references`, not here.
"""

import functools
import re
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import attrs

from sanad.core.collection_names import any_name
from sanad.core.index import Index
from sanad.core.normalise import normalise
from sanad.core.references import ARABIC_COLLECTIONS, ORDINALS
from sanad.core.types import CollectionKey

if TYPE_CHECKING:
    from sanad.core.citations import Resolution

_TO = r"\s*(?:-|\u2013|\u2014|to|through)\s*"
CLOCK_WORDS = (
    r"(?:am|pm|a\.m|p\.m|o\s?clock|hours?|in the (?:morning|evening|afternoon|night)|at night)\b"
)
"""What follows a time of day ("10:30 in the morning", "5 pm"): such an N:M is no verse."""
CLOCK_TIME = re.compile(
    rf"\b(\d{{1,2}}(?:[:.]\d{{2}})?\s*(?:am|pm|a\.m\.?|p\.m\.?|o\s?clock)"
    rf"|\d{{1,2}}[:.]\d{{2}}(?=\s*{CLOCK_WORDS}))"
)
"""A time of day written in a (normalised) question: "5pm", "10:30 in the morning"."""
_VERSE_WORDS = r"(?:verses?|ayahs?|ayat|aya|ayas)"
_NAME = r"((?:al|an|ar|as|at|ad|az|ash|adh|ath|ul)[-\s]?[a-z]+|[a-z]+(?:-[a-z]+)?)"
_COUNT_WORDS = (
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
)  # fmt: skip
_HOW_MANY = r"(\d{1,3}|" + "|".join(_COUNT_WORDS) + r")"
_SURAH_WORD = r"(?:surah|sura|surat|suratu)"
_MANY_VERSES = r"(?:verses|ayahs|ayat|ayas|ayaat)"
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    # "the third verse of Surah al-Fatiha": a verse by its ordinal in a surah named.
    (
        "ordinal_verse",
        re.compile(
            rf"\b(?:the\s+)?({'|'.join(ORDINALS)})\s+{_VERSE_WORDS}\s+(?:of|in)\s+(?:the\s+)?"
            rf"{_SURAH_WORD}\s+{_NAME}\b"
        ),
    ),
    # "Ayat al-Kursi", "the Throne Verse": a verse known by its name.
    (
        "named_verse",
        re.compile(
            r"\b(?:ayat|ayah|ayatul|ayatu|ayatun)[-\s]?(?:al|ul|an|un|ad|ud)?[-\s]?"
            r"(kursi|nur|noor|dayn|dain|hijab|mubahalah?)\b"
            r"|\b(throne|debt) verse\b|\bverse of (?:the )?(throne|light|debt|hijab|mubahalah?)\b"
        ),
    ),
    # "the first 10 verses of Surah al-Kahf", "last two verses of surah al-baqarah".
    (
        "end_of",
        re.compile(
            rf"\b(?:the\s+)?(first|last)\s+{_HOW_MANY}\s+{_MANY_VERSES}\s+(?:of|from|in)\s+"
            rf"(?:the\s+)?{_SURAH_WORD}\s+{_NAME}\b"
        ),
    ),
    # "Surah al-Kahf, first 10 verses"; "yasin first 5 verses" (a bare name: kept only when
    # it is a surah's name, since an unknown name is no reference and refuses nothing).
    (
        "named_end",
        re.compile(
            rf"\b(?:{_SURAH_WORD}\s+)?{_NAME}\s*,?\s+(?:the\s+)?(first|last)\s+{_HOW_MANY}\s+"
            rf"{_MANY_VERSES}\b"
        ),
    ),
    # "surah yasin verses 1 to 5", "Surah Maryam, verse 30".
    (
        "named_verses",
        re.compile(
            rf"\b{_SURAH_WORD}\s+{_NAME}\s*,?\s+{_VERSE_WORDS}\s+(\d{{1,3}})"
            rf"(?:{_TO}(\d{{1,3}}))?\b"
        ),
    ),
    # "Surah 105, verses 1 to 5", "surah 2 verse 255", "Surah 103".
    (
        "surah",
        re.compile(
            r"\b(?:surah|sura|surat|chapter)\s+(\d{1,3})\b(?!\s*[:.]\s*\d)"
            rf"(?:\s*,?\s*{_VERSE_WORDS}\s+(\d{{1,3}})(?:{_TO}(\d{{1,3}}))?\b)?"
        ),
    ),
    # "Qur'an 2:255", "Q 2.255-257", "surah 2:255", "verse 55:13", a bare "24:35".
    (
        "verse",
        re.compile(
            r"(?:\b(?:quran|koran|q|surah|sura|surat|chapter|verses?|ayahs?|ayat|aya)\s*\.?\s*"
            r"(\d{1,3})\s*[:.]\s*(\d{1,3})|(?<![\d:.])(?<!\bat )(?<!\bby )(?<!\buntil )"
            r"(?<!\bfrom )(?<!\bafter )(?<!\bbefore )(?<!\baround )\b(\d{1,3}):(\d{1,3})\b"
            rf"(?![:.]\d)(?!\s*{CLOCK_WORDS}))"
            rf"(?:{_TO}(\d{{1,3}})\b)?"
        ),
    ),
    # "Bukhari entry 5", "sahih muslim entry 12", "Muwatta entry 3".
    (
        "entry",
        re.compile(
            r"\b(?:sahih\s+)?(?:al\s*-?\s*)?(bukhari|muslim|muwatta|malik)\s+(?:hadith\s+)?"
            r"entry\s+(?:no\.?\s*|number\s*|#\s*)?(\d{1,6})\b"
        ),
    ),
    # "Surah al-Ikhlas", "surat Maryam": a whole surah by name (the resolver reads the name,
    # from the surah names digested at ingest; a word that is no surah name is not understood).
    (
        "named",
        re.compile(
            r"\b(?:surah|sura|surat|suratu)\s+((?:al|an|ar|as|at|ad|az|ash|adh|ath|ul)[-\s]?"
            r"[a-z]+|[a-z]+)\b(?!\s*[:.]?\s*\d)"
        ),
    ),
    # "the first hadith in Sahih Bukhari", "last hadith of Muslim": that entry of the dataset.
    (
        "hadith_at",
        re.compile(
            r"\b(?:the\s+)?(first|last)\s+(?:hadith|hadeeth|hadees|entry)\s+(?:in|of|from)\s+"
            r"(?:the\s+)?(?:sahih\s+)?(?:al\s*-?\s*)?(bukhari|muslim|muwatta|malik)\b"
        ),
    ),
    # "entry 5 of Bukhari", "entry 12 in Sahih Muslim".
    (
        "entry_of",
        re.compile(
            r"\bentry\s+(?:no\.?\s*|number\s*|#\s*)?(\d{1,6})\s+(?:of|in|from)\s+(?:the\s+)?"
            r"(?:sahih\s+)?(?:al\s*-?\s*)?(bukhari|muslim|muwatta|malik)\b"
        ),
    ),
)
# Arabic, on the normalised question (أ/إ/آ → ا, Arabic-Indic digits → 0-9): "سورة ٢ آية ٢٥٥",
# "سورة البقرة الآية ٢٥٥", "الآية ٣٠ من سورة مريم", "أول عشر آيات من سورة الكهف", "سورة ١٠٣",
# "سورة الإخلاص". A name is one word, or آل عمران; a word that is no surah's name resolves to
# nothing and is ignored, as in English.
_AR_SURAH = r"(?:سورة|سوره|سورت)"
_AR_VERSE = r"(?:اية|ايه|الاية|الايه|ايات|الايات|اياتها|الايتين|ايتين)"
_AR_TO = r"\s*(?:-|–|الي|حتي)\s*"
_AR_NAME = r"(ال عمران|[ء-ي]{2,})"
_AR_COUNTS = {
    "ثلاث": 3, "ثلاثة": 3, "اربع": 4, "اربعة": 4, "خمس": 5, "خمسة": 5, "ست": 6, "ستة": 6,
    "سبع": 7, "سبعة": 7, "ثمان": 8, "ثماني": 8, "ثمانية": 8, "تسع": 9, "تسعة": 9, "عشر": 10,
    "عشرة": 10,
}  # fmt: skip
_AR_COUNT = r"(\d{1,3}|" + "|".join(sorted(_AR_COUNTS, key=len, reverse=True)) + r")"
_AR_ORDINALS = {
    "الاولي": 1, "الثانية": 2, "الثالثة": 3, "الرابعة": 4, "الخامسة": 5, "السادسة": 6,
    "السابعة": 7, "الثامنة": 8, "التاسعة": 9, "العاشرة": 10,
}  # fmt: skip
"""A verse's ordinal in its surah ("الآية الثالثة من سورة الفاتحة"), normalised (ى → ي)."""
_TENTATIVE = "? "
"""Opens the canonical form of a reference kept only if it resolves (a surah named without the
word سورة: any word may follow a verse number)."""
NAMED_VERSES = {
    "الكرسي": "Qur'an 2:255",
    "الدين": "Qur'an 2:282",
    "النور": "Qur'an 24:35",
    "الحجاب": "Qur'an 33:53",
    "المباهلة": "Qur'an 3:61",
}
"""The verses asked for by a name of their own, as آية + the name (normalised): the Throne
Verse (آية الكرسي), the verse of the debt (آية الدين, the Qur'an's longest), the verse of light
(آية النور), the verse of the curtain (آية الحجاب, named so in the hadith), the verse of the
mutual curse (آية المباهلة). Only names that mean one verse to those who use them."""
_ENGLISH_NAMES = {
    "kursi": "الكرسي", "throne": "الكرسي", "dayn": "الدين", "dain": "الدين", "debt": "الدين",
    "nur": "النور", "noor": "النور", "light": "النور", "hijab": "الحجاب",
    "mubahala": "المباهلة", "mubahalah": "المباهلة",
}  # fmt: skip
"""The English and transliterated names of :data:`NAMED_VERSES` ("Ayat al-Kursi", "the verse
of light"), each as its Arabic name."""
_ARABIC_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "ar_end_of",
        re.compile(
            rf"\b(اول|اخر)\s+(?:{_AR_COUNT}\s+)?({_AR_VERSE})\s+(?:في|من)\s+{_AR_SURAH}\s+"
            rf"{_AR_NAME}"
        ),
    ),
    (
        "ar_verse_of",
        re.compile(
            rf"\b{_AR_VERSE}\s+(?:رقم\s+)?(\d{{1,3}})(?:{_AR_TO}(\d{{1,3}}))?\s+(?:من|في)\s+"
            rf"(?:{_AR_SURAH}\s+(\d{{1,3}}|{_AR_NAME[1:-1]})|(ال[ء-ي]{{2,}}))"
        ),
    ),
    # "الآية الثالثة من سورة الفاتحة": a verse by its ordinal in its surah.
    (
        "ar_ordinal_verse",
        re.compile(
            rf"\b(?:ال)?(?:اية|ايه)\s+({'|'.join(_AR_ORDINALS)})\s+(?:من|في)\s+{_AR_SURAH}\s+"
            rf"(\d{{1,3}}|{_AR_NAME[1:-1]})"
        ),
    ),
    # "آخر سورة في القرآن": the first or last surah of the Qur'an as it is ordered.
    (
        "ar_first_last_surah",
        re.compile(r"\b(اول|اخر)\s+سورة\s+(?:في|من)\s+(?:القران|المصحف)\b"),
    ),
    # "آية الكرسي": the Throne Verse, by its name.
    ("ar_named_verse", re.compile(rf"\b(?:ال)?(?:اية|ايه)\s+({'|'.join(NAMED_VERSES)})\b")),
    (
        "ar_surah_verse",
        re.compile(
            rf"\b{_AR_SURAH}\s+(\d{{1,3}}|{_AR_NAME[1:-1]})\s*[،,:]?\s*{_AR_VERSE}\s+(?:رقم\s+)?"
            rf"(\d{{1,3}})(?:{_AR_TO}(\d{{1,3}}))?"
        ),
    ),
    (
        "ar_surah",
        re.compile(rf"\b{_AR_SURAH}\s+(?:رقم\s+(\d{{1,3}})|(\d{{1,3}}|{_AR_NAME[1:-1]}))\b"),
    ),
    # "أول حديث في صحيح البخاري", "الحديث الأخير من صحيح مسلم", "أول حديث في الموطأ".
    (
        "ar_hadith_at",
        re.compile(
            r"\b(?:(اول|اخر)\s+حديث|الحديث\s+(الاول|الاخير))\s+(?:في|من)\s+(?:صحيح\s+)?"
            r"(?:الامام\s+)?(البخاري|بخاري|مسلم|الموطا|موطا)\b"
        ),
    ),
)
_KEYS: dict[str, CollectionKey] = {"bukhari": "bukhari", "muslim": "muslim", "malik": "malik"}
HADITH_AT = "hadith at"
"""Opens the canonical form of the first or last hadith of a collection ("hadith at first
bukhari"), which is resolved against the index's own entries."""


def _arabic_canonical(kind: str, groups: tuple[str | None, ...]) -> str:  # noqa: PLR0911 - one per kind
    """The canonical form of an Arabic reference (the resolver reads Arabic surah names)."""
    if kind == "ar_hadith_at":
        opening = (groups[0] or groups[1]) in ("اول", "الاول")
        return f"{HADITH_AT} {'first' if opening else 'last'} {ARABIC_COLLECTIONS[str(groups[2])]}"
    if kind == "ar_end_of":
        which, many, verse_word, name = groups
        dual = str(verse_word).endswith("تين")
        written = many or ""
        count = 2 if dual else int(written) if written.isdigit() else _AR_COUNTS.get(written, 1)
        return f"{'first' if which == 'اول' else 'last'} {count} Surah {name}"
    if kind == "ar_named_verse":
        return NAMED_VERSES[str(groups[0])]
    if kind == "ar_first_last_surah":
        return "Surah 1" if groups[0] == "اول" else "Surah 114"
    surah: str | None
    first: str | None
    last: str | None
    if kind == "ar_ordinal_verse":
        ordinal, surah = groups
        first, last = str(_AR_ORDINALS[str(ordinal)]), None
    elif kind == "ar_verse_of":
        first, last, numbered, named = groups
        surah = numbered or named
        if numbered is None:  # "آية ٢٥٥ من البقرة": a surah only if the word names one
            return _TENTATIVE + f"Surah {surah} {first}" + (f"-{last}" if last else "")
    elif kind == "ar_surah_verse":
        surah, first, last = groups
    else:
        return f"Surah {groups[0] or groups[1]}"
    span = f"{first}" + (f"-{last}" if last else "")
    return f"Qur'an {surah}:{span}" if str(surah).isdigit() else f"Surah {surah} {span}"


_VERSE_OF = re.compile(rf"\b{_VERSE_WORDS}\s+\d{{1,3}}\s+(?:of|in)\s+(?:the\s+)?$")
_TITLES = {"bukhari": "Bukhari", "muslim": "Sahih Muslim", "muwatta": "Muwatta", "malik": "Muwatta"}


@attrs.frozen(kw_only=True)
class QuestionReference:
    """One reference found in a question: the words as written, and what the resolver made of it."""

    text: str
    canonical: str
    """The reference as handed to the resolver ("Qur'an 105:1-5", "Bukhari entry 5")."""
    resolution: "Resolution"

    @property
    def whole_surah(self) -> bool:
        """Whether it names a whole surah ("Surah 103", "Surah Maryam") rather than verses."""
        return self.canonical.startswith("Surah ")

    @property
    def by_name(self) -> bool:
        """Whether it names a surah or a verse by its name ("سورة الكهف", "آية الكرسي").

        Not by number: asked of the hadith, it is what they are asked about, as they name it.
        """
        return self.whole_surah or _NAMED_VERSE_WRITTEN.search(self.text) is not None


_NAMED_VERSE_WRITTEN = re.compile(
    "|".join(
        pattern.pattern
        for kind, pattern in (*_PATTERNS, *_ARABIC_PATTERNS)
        if kind in ("named_verse", "ar_named_verse")
    )
)
"""A verse written by its name (آية الكرسي, Ayat al-Kursi)."""


def _verse_by_name(kind: str, groups: tuple[str | None, ...]) -> str:
    """A verse by its ordinal in a surah named ("the third verse of …"), or by its own name."""
    if kind == "named_verse":
        name = next(group for group in groups if group)
        return NAMED_VERSES[_ENGLISH_NAMES[name]]
    return f"Surah {groups[1]} {ORDINALS.index(str(groups[0])) + 2}"


def _canonical(kind: str, groups: tuple[str | None, ...]) -> str:  # noqa: PLR0911 - one per kind
    if kind == "surah":
        surah, first, last = groups
        if first is None:
            return f"Surah {surah}"
        return f"Qur'an {surah}:{first}" + (f"-{last}" if last else "")
    if kind == "verse":
        surah, verse = groups[0] or groups[2], groups[1] or groups[3]
        last = groups[4]
        return f"Qur'an {surah}:{verse}" + (f"-{last}" if last else "")
    if kind == "entry":
        return f"{_TITLES[str(groups[0])]} entry {groups[1]}"
    if kind == "named":
        return f"Surah {groups[0]}"
    if kind == "named_verses":
        name, first, last = groups
        return f"Surah {name} {first}" + (f"-{last}" if last else "")
    if kind in ("ordinal_verse", "named_verse"):
        return _verse_by_name(kind, groups)
    if kind == "hadith_at":
        key = "malik" if groups[1] == "muwatta" else str(groups[1])
        return f"{HADITH_AT} {groups[0]} {key}"
    if kind in ("end_of", "named_end"):
        which, many, name = groups if kind == "end_of" else (groups[1], groups[2], groups[0])
        written = str(many)
        count = int(written) if written.isdigit() else _COUNT_WORDS.index(written) + 1
        return f"{which} {count} Surah {name}"
    return f"{_TITLES[str(groups[1])]} entry {groups[0]}"


_NUMBERED = frozenset({"named_verses", "surah", "verse", "entry", "entry_of", "ar_verse_of"})
"""The kinds whose every pattern reads a number (and so finds nothing in a text without one)."""
_WRITTEN = {
    "ordinal_verse": ("sura",),
    "named_verse": ("aya", "verse"),
    "end_of": ("sura",),
    "named_end": ("aya", "verses"),
    "named": ("sura",),
    "hadith_at": ("first", "last"),
}
"""Of the English kinds reading no number, what every match writes, one of them at least (a
surah word, a verse word, "first" or "last"): a text writing none is not read for the kind."""


def _spans(text: str) -> Iterator[tuple[int, int, str, str]]:
    taken: list[range] = []
    found: list[tuple[int, int, str, str]] = []
    # Patterns that cannot match are not run: an Arabic one (each reads Arabic words) in ASCII
    # text, one reading a number in a text without a digit.
    english, numbered = text.isascii(), any(map(str.isdigit, text))
    for kind, pattern in (*_PATTERNS, *_ARABIC_PATTERNS):
        if (english and kind.startswith("ar_")) or (not numbered and kind in _NUMBERED):
            continue
        if kind in _WRITTEN and not any(word in text for word in _WRITTEN[kind]):
            continue
        for match in pattern.finditer(text):
            if any(match.start() < t.stop and t.start < match.end() for t in taken):
                continue
            if kind == "named" and _VERSE_OF.search(text, 0, match.start()):
                continue  # "verse 8 of Surah al-Fatiha": a verse, read by sanad.core.references
            taken.append(range(match.start(), match.end()))
            canonical = (
                _arabic_canonical(kind, match.groups())
                if kind.startswith("ar_")
                else _canonical(kind, match.groups())
            )
            found.append((match.start(), match.end(), match[0], canonical))
    yield from sorted(found)


_ENTRY_WORDS = r"(?:\s*,?\s*(?:entry|entries|hadith|hadeeth|no\.?|number|#|رقم|حديث))*"


def _configured_spans(index: Index, text: str) -> list[tuple[int, int, str, str]]:
    """A collection named in ``sources.toml`` and held, with a number after or before it.

    "Tirmidhi entry 5", "entry 5 of Tirmidhi", "Tirmidhi 2000", "سنن الترمذي رقم ٥".

    The words are handed to the resolver as written: it reads the same names, and says which
    numbering it read the number in.
    """
    if not any(map(str.isdigit, text)):  # either way of writing it reads a number
        return []  # (looked at first: the names' pattern is made again for every call)
    names = any_name(index)
    if not names:
        return []
    return [(m.start(), m.end(), m[0], m[0]) for m in _named_entry(names).finditer(text)]


@functools.lru_cache(maxsize=8)
def _named_entry(names: str) -> re.Pattern[str]:
    """The pattern of :func:`_configured_spans` for one alternation of names (made once)."""
    return re.compile(
        rf"\bentry\s+(?:no\.?\s*|number\s*|#\s*)?\d{{1,6}}\s+(?:of|in|from)\s+(?:the\s+)?"
        rf"(?:{names})\b|(?<![\w])(?:{names}){_ENTRY_WORDS}\s*\d{{1,6}}\b"
    )


def question_references(index: Index, question: str) -> tuple[QuestionReference, ...]:
    """Every numbered reference in ``question`` (in order), each resolved against ``index``."""
    text = normalise(question)
    spans = list(_spans(text))
    for extra in _configured_spans(index, text):
        if not any(extra[0] < end and start < extra[1] for start, end, _, _ in spans):
            spans.append(extra)
    spans.sort()
    if not spans:
        return ()
    # The resolver loads only when a question holds a reference (serve starts without it).
    from sanad.core.citations import resolve  # noqa: PLC0415

    found = []
    for _, _, written, canonical in spans:
        if canonical.startswith(HADITH_AT):
            found.append(_hadith_at(index, written, canonical, resolve))
            continue
        if canonical.startswith(("first ", "last ")):
            reference = _end_of_surah(index, written, canonical, resolve)
            if reference is not None:
                found.append(reference)
            continue
        resolution = resolve(index, canonical)
        if resolution.status != "resolved" and canonical.startswith(_TENTATIVE):
            continue  # "آية ٥ من الكتاب": a word after a verse number that names no surah
        named = canonical.removeprefix(_TENTATIVE)
        found.append(
            QuestionReference(text=written, canonical=named, resolution=resolve(index, named))
        )
    return tuple(found)


def _hadith_at(
    index: Index, written: str, canonical: str, resolve: Callable[[Index, str], "Resolution"]
) -> QuestionReference:
    """The first or last entry of a collection, as the index holds it ("Bukhari entry 1").

    By the source's own books where it numbers them: the first entry of its first book
    (numbered from 1; a book 0 is an introduction) and the last of its last. Muslim's dataset
    stores its Introduction after its last book, so its last entry is no last hadith.
    """
    which, key = canonical.removeprefix(HADITH_AT).split()
    span = index.collection_span(_KEYS[key])
    books = {o: index.headers.chapter(o) for o in span}
    numbered = [o for o, book in books.items() if book]  # book 0 / None: no book of hadith
    if not span:
        entry = f"{_TITLES[key]} entry 0"  # a collection not in this corpus: refused, with why
    else:
        if not numbered:
            ordinal = span[0] if which == "first" else span[-1]
        elif which == "first":
            ordinal = min(numbered, key=lambda o: (books[o], o))
        else:
            ordinal = max(numbered, key=lambda o: (books[o], o))
        entry = f"{_TITLES[key]} entry {index.headers.number(ordinal)}"  # the record's own number
    return QuestionReference(text=written, canonical=entry, resolution=resolve(index, entry))


def _end_of_surah(
    index: Index, written: str, canonical: str, resolve: Callable[[Index, str], "Resolution"]
) -> QuestionReference | None:
    """The first or last N verses of a surah named by its name, or None for no surah name."""
    which, count, surah = canonical.split(" ", 2)
    whole = resolve(index, surah)
    if whole.status != "resolved" or not whole.ids:
        return None  # "tell me the first 3 verses revealed": no surah is named
    ids = whole.ids[: int(count)] if which == "first" else whole.ids[-int(count) :]
    first, last = (int(ident.rsplit(":", 1)[1]) for ident in (ids[0], ids[-1]))
    verses = f"{surah} {first}" + (f"-{last}" if last != first else "")
    return QuestionReference(text=written, canonical=verses, resolution=resolve(index, verses))
