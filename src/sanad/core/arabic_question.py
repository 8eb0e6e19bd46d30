"""Arabic question analysis: honorifics, framing, question words and the kind of answer asked.

The same stage as the English analysis (:mod:`sanad.core.analysis`), for a question written
mostly in Arabic script. It works on the normalised question (no diacritics, أ إ آ ٱ → ا,
ى → ي, Arabic-Indic digits → 0-9) and splits it into framing and subject:

- honorifics and praise are respect, not subject: صلى الله عليه وسلم (ﷺ), عليه السلام,
  رضي الله عنه, سبحانه وتعالى, عز وجل, سيدنا … are dropped wherever they stand;
- framing says how the subject is asked about: a leading imperative (اذكر، حدثني عن، أخبرني
  عن، أريد), the part before عن / حول / بشأن ("ماذا يقول القرآن عن …"), and a framing noun
  that leads the subject (ما معنى، ما تفسير، ما قصة، ما فضل …);
- a source named in the framing stays (it says where to look): القرآن, الحديث, آية, النبي.
  "رسول الله" asked of is the Prophet as speaker, read as النبي.

The kind follows the question word: كم (a count, or a measure before a unit or a measured
quantity), متى (a date), أين (a place), ما اسم / من الذي (a name); "من هو / من هي / من هم"
asks who someone was, a description (a topic), as "Who was Luqman?" does in English.
"""

import itertools
import re
from typing import Literal

import attrs

from sanad.core.normalise import normalise
from sanad.core.tokenise import STOPWORDS, word_set

ArabicKind = Literal["topic", "count", "measure", "date", "name", "place"]
"""The kinds an Arabic question can be read as (a subset of the English analysis's)."""


def _forms(text: str) -> frozenset[str]:
    return frozenset(normalise(w) for w in word_set(text))


_ARABIC_LETTER = re.compile("[\u0621-\u064a]")
_LATIN_LETTER = re.compile("[A-Za-z]")  # the ASCII letters, and no others


def mostly_arabic(text: str) -> bool:
    """Whether a text (a question, a window) has more Arabic letters than Latin ones."""
    if text.isascii():
        return False  # no Arabic letter at all: the Latin ones are not counted
    return len(_ARABIC_LETTER.findall(text)) > len(_LATIN_LETTER.findall(text))


@attrs.frozen(kw_only=True)
class ArabicReading:
    """What an Arabic question was understood to ask (all normalised)."""

    kind: ArabicKind
    subject: str
    framing: str
    head: str | None = None
    """For a count, the thing counted ("ابواب" in "كم عدد أبواب الجنة")."""
    asked_of: str = ""
    """The part before عن / حول: where to look, not what about."""
    other_source: str | None = None
    """A scripture outside this corpus asked as the source (الإنجيل، التوراة، سفر التكوين)."""
    construct: tuple[str, ...] = ()
    """Subject words that stand right after another subject word: a source named there is
    what is asked about ("حفظ القرآن", memorising the Qur'an), not where to look."""
    qudsi: bool = False
    """A hadith qudsi is asked for ("في الحديث القدسي", "حديث قدسي")."""
    measured: str | None = None
    """For a measure, the quantity asked ("طول" in "كم كان طول آدم"): a passage stating it
    ranks higher ("وطوله ستون ذراعا"), but none need name it ("ابن ثلاث وستين" is an age)."""
    nominal: tuple[str, ...] = ()
    """Words right after a preposition: nouns, since no verb follows one ("عن شرب الشاي",
    about the drinking of tea: شرب is no verb "he drank" there)."""


# Phrases of respect and praise, longest first (normalised spelling).
_HONORIFICS = re.compile(
    r"\bصلي الله عليه و ?(?:اله و ?)?سلم\b"
    r"|\bعليه (?:افضل )?الصلاة و ?السلام\b"
    r"|\b(?:عليه|عليها|عليهم|عليهما) السلام\b"
    r"|\bرضي الله (?:عنه|عنها|عنهما|عنهم|عنهن|تعالي عنه|تعالي عنها)\b"
    r"|\bرحمه الله\b|\bرحمها الله\b"
    r"|\bسبحانه و ?تعالي\b|\bتبارك و ?تعالي\b|\bعز و ?جل\b|\bجل (?:جلاله|وعلا|و علا|شانه)\b"
    r"|\b(?:سيدنا|سيدتنا|مولانا|حضرة|حضره|السيدة|السيده)\b"
    # Titles before or after a name: "Mother of the Believers", "Commander of the Faithful",
    # "the (noble) Companion"; not where the title ends the question ("من هي أم المؤمنين").
    r"|\b(?:ام|امير) المؤمنين\b(?!\s*[?؟]?\s*$)|\bالصحابي(?: الجليل)?\b"
    r"|\bالصحابية(?: الجليلة)?\b"
)
# Praise after a name, kept apart so the name itself stays: "الله تعالى", "القرآن الكريم".
_HADITH_QUDSI = r"\b(الحديث|حديث|الاحاديث|احاديث|حديثا) (?:القدسي|قدسي|القدسية|قدسية|قدسيا)\b"
""""The hadith qudsi": a kind of hadith (the Prophet telling what Allah said), not القدس."""
_PRAISED = re.compile(
    r"\b(الله|قوله|القران|الحديث|السنة) (?:تعالي|الكريم|العظيم|المجيد|الشريف|النبوي الشريف|النبوي"
    r"|النبوية|المطهرة)\b|" + _HADITH_QUDSI
)
# A collection named by its title: "صحيح البخاري" is al-Bukhari's (its source word البخاري);
# "صحيح مسلم" is read as one of the two Sahihs (صحيح, as "sahih"): مسلم alone is "a Muslim".
_TITLED = re.compile(r"\bصحيح (البخاري)\b|\b(صحيح) (?:الامام )?مسلم\b")
_QUDSI = re.compile(_HADITH_QUDSI)
_JOINED_PREPOSITIONS = ("بال", "لل", "كال", "وبال", "فبال", "ولل", "فلل")
"""A preposition and the article joined before a word: never a construct's second noun."""
_CONJUNCTION = re.compile(r"^[وف](?=(?:ما|ماذا|من|هل|كيف|لماذا|متي|اين|كم|اي)\b)")

_MEASURED = (
    r"(?:طول|عرض|ارتفاع|مسافة|المسافة|عمر|سن|وزن|ثمن|سعر|مساحة|عمق|حجم|قيمة|مقدار|سرعة|بعد|مدة"
    r"|لون)"
)
_OF_THEM = r"(?:(?<!\bس)(?<!\bسن)(?:ه|ها|هم|هما))?"
"""A pronoun joined to what is measured ("عمرها", her age). Not to سن: سنه is as often سنة, a
year written with ه ("كم سنه لبث")."""
_MEASURED_WORD = re.compile(rf"[وف]?({_MEASURED}){_OF_THEM}")
_BEING = r"(?:كان|كانت|يكون|تكون|يبلغ|تبلغ)"
"""Verbs of being and amounting that may stand between كم and what it asks ("كم كان عدد")."""
_KAM = r"(?:\b[وف]?كم|^[وف]?بكم)"
"""كم (or "and how many", وكم, asked second), and بكم ("with how many", "for how much")
opening a question: with a pronoun's ب (بكم, "with you") it stands inside a sentence, never
first."""
_UNITS = (
    r"(?:ميل|اميال|كيلو|كيلومتر|كيلومترا|كيلومترات|متر|مترا|امتار|ذراع|ذراعا|اذرع|دينار|دينارا"
    r"|دنانير|درهم|درهما|دراهم|صاع|صاعا|رطل|شبر|فرسخ|فراسخ|قيراط|اوقية)"
)
_KINDS: tuple[tuple[ArabicKind, re.Pattern[str]], ...] = (
    (
        "measure",
        re.compile(
            rf"{_KAM} (?:يبلغ |يكون |كان |كانت )?{_MEASURED}{_OF_THEM}\b|{_KAM} {_UNITS}\b"
            rf"|\bما (?:هو |هي |هي )?{_MEASURED}{_OF_THEM}\b|\bب(?:ال)?{_UNITS}\b"
            # Asked after it, as dialects ask ("وعمرها قديش", قديش read as كم).
            rf"|\b[وف]?{_MEASURED}{_OF_THEM} (?:كان |كانت )?كم\b"
            # A colour: "ما لون", "شو لون", "لونها ايه".
            r"|\b(?:ما|شو|ايش|وش|اش) (?:هو |هي |كان |كانت )?لون\b"
            r"|\bلون(?:ه|ها|هم|هما)? (?:كان |كانت )?(?:ايه|ايش|شو|وش|اش)\b"
        ),
    ),
    # "كم كان عدد …", "كم يبلغ عدد …": a verb of being between كم and عدد.
    ("count", re.compile(rf"{_KAM}(?:(?: {_BEING})? عدد)?\b|\bما (?:هو |هي )?عدد\b")),
    (
        "date",
        re.compile(
            r"^متي\b|\bمتي (?:كان|كانت|نزل|نزلت|ولد|توفي|هاجر|حدث|حدثت|وقع|وقعت|بدا|بدات"
            r"|يكون|تكون)\b|\bفي اي (?:سنة|عام|شهر|يوم|قرن|وقت)\b|\b(?:اي|ما) (?:سنة|عام|تاريخ)\b"
            # Which day: "اي يوم (من ايام الاسبوع)", "ما اليوم الذي", Egyptian "يوم ايه".
            r"|\bاي (?:يوم|اليوم)\b|\bما اليوم الذي\b|\bيوم (?:ايه|ايش|اي|شو|وش)\b"
        ),
    ),
    (
        "place",
        re.compile(
            r"^اين\b|\bاين (?:ولد|دفن|توفي|يقع|تقع|كان|كانت|عاش|ذهب|نزل|نزلت)\b"
            r"|\bفي اي (?:مكان|مدينة|بلد|ارض|جبل|واد|وادي|قرية|بلدة)\b"
            r"|\bما (?:هو |هي )?(?:مكان)\b"
        ),
    ),
    (
        "name",
        re.compile(
            r"\b(?:ما|شو|ايش|وش|شنو|اش) (?:هو |هي |هما |هم |كان |كانت )?"
            r"(?:اسم|اسماء|اسما|اسمي)(?:ه|ها|هم|هما)?\b"
            # "… كان اسمها ايه", "… اسمه شو": the name asked last, as dialects ask it.
            r"|\b(?:اسم|اسمه|اسمها|اسمهم|اسماؤهم|اسمائهم) (?:كان )?(?:ايه|ايش|شو|وش|اش|ايش هو)"
            r"(?=\s|[؟?]|$)"
            r"|\bبم (?:سمي|سميت)\b"
            r"|\bبماذا (?:سمي|سميت|يسمي|تسمي)\b|^من (?:الذي|التي|الذين)\b"
            r"|^من (?:هو|هي) [^\W\d_]+ (?:الذي|التي)\b"
        ),
    ),
)
# Words that ask for the type: framing, never subject.
# الاسبوع, which no passage writes, asks a weekday ("اي يوم من ايام الاسبوع").
_MEASURED_WORDS = frozenset(
    normalise(w) for w in re.findall(r"[^\W\d_()?:|]+", _MEASURED + _UNITS) if len(w) > 1
)
_TYPE_WORDS = (
    _forms("كم بكم عدد اسم اسماء اسما متي اين مكان تاريخ سنة عام يبلغ تبلغ الاسبوع")
    | _MEASURED_WORDS
    | frozenset(
        joined + w + pronoun
        for w in _MEASURED_WORDS - {"سن"}
        for pronoun in ("ه", "ها", "هم", "هما")
        for joined in ("", "و", "ف")
    )
)
_OF_THE_WEEK = re.compile(r"(?:\s(?:من|في)\s(?:ايام\s)?|\sب)?(?:ال)?اسبوع(?=\s|[؟?.!]|$)")
"""The week a date question asks a day of ("من ايام الاسبوع", "في الاسبوع", "بالاسبوع")."""
_WHICH_DAY = re.compile(r"\bيوم (ايه|ايش|اي|شو|وش)\b")
_HEAD = re.compile(rf"(?:{_KAM}|\bعدد)\s+(?:(?:{_BEING}\s+)?عدد\s+)?(?:من\s+)?([^\W\d_]+)")
_NAMED_HEAD = re.compile(r"\b(?:اسم|اسماء|اسما|اسمي)\s+([^\W\d_]+)")
"""The thing whose name a name question asks ("ناقة" in "ما اسم ناقة النبي")."""

_LEADING = re.compile(
    r"^(?:هل )?(?:(?:يمكنك|ممكن|من فضلك|لو سمحت|ارجو|رجاء|ارجوك) )*(?:ان )?"
    r"(?:تذكر|اذكر|اذكري|اذكرلي|تعطيني|اعطني|اعطيني|هات|اعرض|اقتبس|اقرا|ابحث|ابغي|ابي|اريد|نريد"
    r"|حدثني|حدثنا|اخبرني|اخبرنا|تخبرني|قل لي|قول لي|قولي لي|عرفني|وضح|اشرح|فسر|انقل|ارسل"
    r"|عايز|عايزة|عايزه|عاوز|عاوزة|عاوزه|بدي|بدنا|حابب|حاب|ودي"
    r"|احكي|احكيلي|احكيلنا|اكتب|اكتبي|اكتبلي|اكتبيلي|اكتبلنا)"
    r"(?: لي| لنا)?(?: اعرف| افهم| اسمع| اقرا| نعرف)?(?: عن| حول| بخصوص| بشان| في)?\b"
)
_ABOUT = re.compile(r"\b(?:عن|حول|بشان|بخصوص|فيما يخص|في موضوع|في مسالة)\b")

# Framing words: how a question asks, never what about (normalised).
_FRAMING = _forms("""
    ماذا ما ماهو ماهي من شو ايش وش يقول تقول قال قالت يقولون يقال ورد وردت جاء جاءت ذكر يذكر
    تذكر ذكرت نص ينص تحدث يتحدث تتحدث تكلم يتكلم اتكلم بيتكلم يخبرنا اخبرنا يعلمنا معلومات
    شيء شي اي هناك
    يوجد توجد الاسلام الدين الشرع موقف راي نظرة كلام الكلام بعض ليش ليه قديش قدي يعني ايه
    تعني
""")
# Framing wherever it stands: "whole", "all of it", colloquial "what" (شو، ايش، وش).
_ANYWHERE = _forms("""
    كاملة كاملا كامله كلها بالكامل جميعها شو ايش وش معلومات
    هيك كده كدا بس برضه برضو مش مو مب دلوقتي هلق لانو منشان انو اشي بدي بدك بدنا بجد عنجد
    بدو بدها بدهم بدكم
    بسبب قصة قصه
    المذكور المذكورة المذكوره المذكورين المذكورون المذكوران
    حين حينما بعدما كلما طالما
    وايش وشو ووش عدم وعدم بعدم وكم فكم
    الحقيقي الحقيقية الحقيقيه الحقيقيين الحقيقيون
""")
"""(And colloquial particles no text writes: "like this" هيك، كده; "only" بس; "also" برضه;
"not" مش، مو، مب; "now" دلوقتي، هلق; "because" لانو، منشان; "I want" بدي, and the other persons
بدك، بدو، بدها، بدنا، بدكم، بدهم. Read as words, هيك
met إله, بس لبس, برضه رضي. And "the one mentioned", المذكور: where the asker points at the
text, with the article only, for the Qur'an's "شيئا مذكورا" is a word of its own. And the
conjunctions of time عندما is among the function words for: حين، حينما، بعدما، كلما، طالما —
in a question they join its clauses ("حين أخذ بمنكبه"), and as a word حين met every verse of
"إلى حين". And "the true", "the real", الحقيقي: the asker wants what the thing is, which the
texts say without the modern adjective ("ليس الغنى عن كثرة العرض"), as English "true". And
"and what", وايش، وشو; "not" before a verbal noun, عدم ("وعدم تنفيرهم", not repelling them):
the texts say it with a verb, "ولا تنفروا"; "and how many", وكم، فكم, a second question
asked.)"""
# "According to" before the source asked ("حسب القرآن", "بحسب السنة"): where to look, said.
_ACCORDING = re.compile(r"\b(?:حسب|بحسب|وفق|وفقا|طبقا|علي حسب)\s+(?=[^\W\d_])")
_MENTIONED_IN = re.compile(
    r"\b(?:مذكور|مذكورة|مذكوره|مذكورين|مذكورون|مذكوران|مذكورا)\s+(?=(?:في|ف|ب)\s*"
    r"(?:ال)?(?:قران|القران|حديث|احاديث|سنة|سنه|كتاب|كتب|صحيح|سورة|سوره|اية|ايه)\b)"
)
""""Mentioned in the Qur'an, a hadith, a surah" (مذكورة في القرآن) without the article: how a
question asks, the source following. The Qur'an's own "شيئا مذكورا" is asked without it."""
_AS_TOLD = re.compile(
    r"\bكما (?:(?:وصف|يصف|بين|يبين|عرف|يعرف|شرح|يشرح|ذكر|يذكر|اخبر|يخبر)(?:ه|ها|هم|ت|تها|ته)?"
    r"|قال|قالت|ورد|وردت|جاء|جاءت)(?: به| بها| عنه| عنها)?\b"
)
""""As the Prophet described it", "as the Qur'an tells" (كما وصفه، كما بينه، كما أخبر به):
where the answer is to be found, said; the describing is not what is asked about."""
# A framing noun leading the subject: "the meaning of", "the story of", "the merit of".
_LEADING_NOUNS = _forms("""
    معني تفسير شرح قصة قصه فضل فضائل اهمية مفهوم قوله تعريف المقصود المراد دلالة نوع انواع
    كلمة بكلمة لفظ بلفظ لفظة بلفظة مصطلح بمصطلح عبارة بعبارة
""")
"""(And "the word", "the term" after them: "ما معنى كلمة الفلق" asks about الفلق; "the kind
of", نوع: "ايش نوع الصوم الذي نذرته مريم" asks about the fast.)"""
_TRUE_THAT = re.compile(
    r"^(?:(?:هل|واش|وش|اش|هو) )?(?:صحيح|صح|حقا)(?: ان| انه| انها| انو| بلي| بان)?\b"
)
""""Is it true that" (هل صحيح أن القمر انشق, واش صحيح, هو صح انو): how the question asks, not
what about."""
_IS_IT_TRUE = re.compile(
    r"(?:^|(?<=[\s،,.]))(?:(?:هل|واش|وش|اش|هو) )?(?:صحيح|صح) (?:هالكلام|هالحكي|هالشي|هذا الكلام"
    r"|هاد الكلام|هاد الشي|هذا الحديث|هالحديث|الكلام ده|هذا|ده|دا|هاد)(?=[\s؟?.!،,]|$)"
)
""""Is this talk true?" after what is asked ("… سبوا رسوله، صحيح هالكلام؟"): how it asks."""
WEAK_FORMS: frozenset[str] = _forms("""
    فعل فعلت فعلوا فعله فعلها يفعل تفعل يفعلون نفعل افعل حدث حدثت يحدث حصل حصلت يحصل صار صارت
    يصير اصبح شيء شيئا اشياء الشيء سوى سوا سوت سووا يسوي تسوي اصلا
    جزاء الجزاء عقوبة العقوبة عقاب العقاب ثواب الثواب جواب الجواب
    المرء مرء شخص الشخص الواحد
    أوصى أوصاه أوصاهم أوصاها وصى وصاه وصاهم نصح نصحه نصحهم نصحها شبه شبهه شبهها
""")
"""Generic Arabic words ("did", "happened", "thing", "something": شيئا, "at all": اصلا; the
colloquial "did", سوى، سوت; the recompense asked of a deed: جزاء، عقوبة، ثواب; the answer
asked: جواب; "one", a person: المرء،
شخص، and the colloquial الواحد ("يقوله الواحد", what one says); the verbs of advising and
likening, أوصى، نصح، شبه, whose content the passages tell without them, as with قال: "بماذا
أوصى النبي معاذا", "بماذا شبه النبي المؤمن") that may stand in a question without being its
subject ("ماذا فعل قوم صالح بالناقة"): they score, but the evidence gate does not ask a passage
for them, as the English analysis's generic lemmas."""
_SPEAKERS = _forms("الله ربنا")
"""Framing only before عن ("ماذا يقول الله عن الصبر"), never in the subject."""
_PROPHET = re.compile(r"\b(?:رسول الله|الرسول)\b")

_OTHER_SOURCES = re.compile(
    r"\b(?:الانجيل|انجيل|الاناجيل|التوراة|التوراه|توراة|الزبور|التلمود|الكتاب المقدس"
    r"|العهد القديم|العهد الجديد|سفر [^\W\d_]+|انجيل [^\W\d_]+)\b"
)
_PREPOSITIONS = _forms("عن في على إلى حول مع بشأن بخصوص")
"""Prepositions after which a noun stands (من is left out: it is also "who", before a verb)."""
_WHO_WHAT = _forms("من ما")
_IDENTITY = _forms("هو هي هم هن")
"""The pronouns that say "is" after who or what (من هو، ما هي): a noun follows them."""
_ASKS_SOURCE = re.compile(r"(?:يقول|تقول|قال|جاء في|ورد في|في|حسب|بحسب|وفق|وفقا ل|من)\s*$")


def _kind(text: str) -> tuple[ArabicKind, re.Match[str] | None]:
    for kind, pattern in _KINDS:
        found = pattern.search(text)
        if found:
            return kind, found
    return "topic", None


def arabic_other_source(text: str) -> str | None:
    """A scripture outside the corpus that the (normalised) Arabic question takes as its source."""
    for match in _OTHER_SOURCES.finditer(text):
        if _ASKS_SOURCE.search(text[: match.start()]):
            return match[0]
    return None


def _drop(part: str, framing: frozenset[str], dropped: list[str]) -> str:
    """``part`` without its framing words; a comma keeps apart what stood apart."""
    kept: list[str] = []
    for word in part.split():
        if word in framing:
            dropped.append(word)
            if kept and kept[-1] != ",":
                kept.append(",")
        else:
            kept.append(word)
    return " ".join(kept)


def _leading_noun(body: str, dropped: list[str]) -> str:
    """Drop a framing noun that leads the subject, after any question words ("ما معنى …")."""
    parts = body.split()
    for position, word in enumerate(parts):
        if word in STOPWORDS or word in _FRAMING or word == ",":
            continue
        if word in _LEADING_NOUNS and position + 1 < len(parts):
            dropped.append(word)  # and the next, if it frames too ("ما تفسير قوله")
            parts[position] = ","
            continue
        break
    return " ".join(parts)


def strip_honorifics(text: str) -> tuple[str, list[str]]:
    """The normalised text without its honorifics and praise, and what was taken off."""
    dropped = [found[0] for found in _HONORIFICS.finditer(text)]
    body = _HONORIFICS.sub(" ", text)
    dropped.extend(found[0].split(" ", 1)[1] for found in _PRAISED.finditer(body))
    kept = _PRAISED.sub(lambda found: found[1] or found[2], body)
    dropped.extend(found[0] for found in _TITLED.finditer(kept))
    kept = _TITLED.sub(lambda found: found[1] or found[2], kept)
    return " ".join(kept.split()), dropped


_HOW_MANY = re.compile(r"\b([وف]?)(?:كام|قديش|اديش|شحال|شكد|شقد)\b")
"""Colloquial "how many, how much" (Egyptian كام, Levantine قديش, أديش, Maghrebi شحال, Iraqi
شكد، شقد), asked
as كم is, after و or ف too. No text writes them; كام would otherwise read as ك and أم, "like a
mother"."""


_COLLOQUIAL_ASKING = {
    "وين": "اين", "فين": "اين", "ايمتي": "متي", "مين": "من", "شكون": "من", "ازاي": "كيف",
    "شلون": "كيف", "كيفاش": "كيف", "شنو": "ما", "شنهو": "ما", "علاش": "لماذا",
    "اللي": "الذي", "منو": "من",
}  # fmt: skip
"""Colloquial question words (normalised) and the MSA ones they ask as: where, when, who, how,
what, why (منو, Iraqi and Gulf "who", as من); and the relative اللي ("the one who") as الذي
("مين اللي قتل جالوت" asks a name as "من الذي قتل جالوت" does). No text writes them; read as
their MSA words, they ask for the same kind of answer ("وين ولد عيسى" a place)."""
_COLLOQUIAL_WORD = re.compile(r"\b(?:" + "|".join(_COLLOQUIAL_ASKING) + r")\b")
_COLLOQUIAL_WORDS = {
    "راجل": "رجل", "رجالة": "رجال", "رجاله": "رجال", "ستات": "نساء", "عيال": "اولاد",
    "ولاد": "اولاد", "كتير": "كثير", "فلوس": "مال", "حوالين": "حول",
    "اتوفي": "توفي", "اتوفت": "توفيت", "اتولد": "ولد", "اتولدت": "ولدت",
    "شاف": "راي", "شافت": "رات", "شافو": "راوا", "شفت": "رايت", "يشوف": "يري", "تشوف": "تري",
    "صوابع": "اصابع", "صوابعي": "اصابعي", "صوابعه": "اصابعه", "صوابعو": "اصابعه",
    "توفت": "توفيت", "توفات": "توفيت", "انقتل": "قتل", "انقتلت": "قتلت", "انقتلوا": "قتلوا",
    "طاح": "سقط", "طاحت": "سقطت", "اولاني": "اول", "اولانيه": "اولي", "احدعش": "احد عشر",
    "حداش": "احد عشر", "اطناش": "اثنا عشر", "طناش": "اثنا عشر",
}  # fmt: skip
"""Colloquial words (normalised) for what the texts name in standard Arabic: man, men, women,
children, many, money, around (حوالين); and the Egyptian passives "died", "was born" (اتوفى،
اتولد); and "to see" (شاف، يشوف، شفت) as رأى; fingers (صوابع), "she died" (توفات), "was
killed" (انقتل), "fell" (طاح), "first" (اولاني), eleven and twelve (احدعش، اطناش). Read as
the standard word, with any proclitic and the article ("للستات" as "للنساء"); no text writes
them, and read as they are they are unknown words or others ("ولاد" as لاد)."""
_CLITICS = ("", "و", "ف", "ب", "ل", "ال", "وال", "فال", "بال", "لل", "ولل")
_COLLOQUIAL_FORMS = {
    clitic + word: clitic + standard
    for word, standard in _COLLOQUIAL_WORDS.items()
    for clitic in _CLITICS
}
_COLLOQUIAL_FORM = re.compile(
    r"\b(?:" + "|".join(sorted(_COLLOQUIAL_FORMS, key=len, reverse=True)) + r")\b"
)


def standard_reading(text: str) -> str:
    """A normalised question with its colloquial words read as the standard ones.

    ازاي as كيف, راجل as رجل: the words its analysis takes its subject from.
    """
    text = _COLLOQUIAL_WORD.sub(lambda found: _COLLOQUIAL_ASKING[found[0]], text)
    return _COLLOQUIAL_FORM.sub(lambda found: _COLLOQUIAL_FORMS[found[0]], text)


def analyse_arabic(text: str) -> ArabicReading:
    """Split a normalised Arabic question into framing and subject and say what it asks for."""
    text = _HOW_MANY.sub(r"\1كم", text)
    text = standard_reading(text)
    body, dropped = strip_honorifics(_CONJUNCTION.sub("", text.strip()))
    kind, asked = _kind(body)
    if asked is not None:  # the words that ask for the type are framing
        typed = [w for w in asked[0].split() if w in _TYPE_WORDS]
        dropped.extend(typed)
        kept = " ".join(w if w not in _TYPE_WORDS else "," for w in asked[0].split())
        body = f"{body[: asked.start()]} {kept} {body[asked.end() :]}"
    if kind == "date":  # "من ايام الاسبوع", "في الاسبوع": the weekday asked, no subject word
        dropped.extend(found[0].strip() for found in _OF_THE_WEEK.finditer(body))
        body = _OF_THE_WEEK.sub(" , ", body)
        dropped.extend(found[1] for found in _WHICH_DAY.finditer(body))
        body = _WHICH_DAY.sub("يوم", body)  # Egyptian "يوم ايه": "what" asks, no subject word
    head = (
        _HEAD.search(text)
        if kind == "count"
        else _NAMED_HEAD.search(text)
        if kind == "name"
        else None
    )
    true_that = _TRUE_THAT.match(body.strip())
    if true_that:
        dropped.append(true_that[0])
        body = body.strip()[true_that.end() :]
    dropped.extend(found[0] for found in _IS_IT_TRUE.finditer(body))
    body = _IS_IT_TRUE.sub(" , ", body)
    leading = _LEADING.match(body.strip())
    if leading:
        dropped.append(leading[0].strip())
        body = body.strip()[leading.end() :]
    about = _ABOUT.search(body)
    asked_of = ""
    if about:
        before, rest = body[: about.start()], body[about.end() :]
        asked_of = before
        before = _PROPHET.sub("النبي", before)
        kept_before = _drop(before, _FRAMING | _LEADING_NOUNS | _SPEAKERS, dropped)
        dropped.append(about[0])
        body = f"{kept_before} , {rest}"
    else:
        body = _leading_zone(body, dropped)
    body = _drop(_leading_noun(body, dropped), _ANYWHERE, dropped)
    dropped.extend(found[0].strip() for found in _ACCORDING.finditer(body))
    body = _ACCORDING.sub(" , ", body)
    dropped.extend(found[0].strip() for found in _MENTIONED_IN.finditer(body))
    body = _MENTIONED_IN.sub(" , ", body)
    dropped.extend(found[0] for found in _AS_TOLD.finditer(body))
    body = _AS_TOLD.sub(" , ", body)
    parts = body.split()

    def subject_word(word: str) -> bool:
        return word != "," and word not in STOPWORDS and word not in _FRAMING

    construct = (
        tuple(
            word
            for before, word in itertools.pairwise(parts)
            # A word with a preposition joined ("بالقران", in the Qur'an) is in no construct.
            if subject_word(before) and not word.startswith(_JOINED_PREPOSITIONS)
        )
        + tuple(  # "الصلاة على النبي": the one blessed is what is asked, not where to look
            word
            for before, on, word in zip(parts, parts[1:], parts[2:], strict=False)
            if on == "علي" and subject_word(before)
        )
    )
    return ArabicReading(
        construct=construct,
        kind=kind,
        subject=" ".join(body.split()).strip(" ,"),
        framing=" ".join(" ".join(dropped).replace(",", " ").split()),
        head=head[1] if head else None,
        asked_of=asked_of.strip(),
        other_source=arabic_other_source(text),
        qudsi=bool(_QUDSI.search(text)),
        measured=next(
            (found[1] for w in asked[0].split() if (found := _MEASURED_WORD.fullmatch(w))), None
        )
        if kind == "measure" and asked is not None
        else None,
        nominal=_nominal(text.split()),
    )


def _nominal(words: list[str]) -> tuple[str, ...]:
    """The question's words that stand where only a noun may.

    After a preposition ("عن شرب الشاي"), and after "who is" or "what is" (من هو، ما هي، من هم
    …: in "من هو عمر المختار", عمر is a name, not the verb عمر, to build).
    """
    after_preposition = (
        word for before, word in itertools.pairwise(words) if before in _PREPOSITIONS
    )
    after_who_is = (
        word
        for asking, pronoun, word in zip(words, words[1:], words[2:], strict=False)
        if asking in _WHO_WHAT and pronoun in _IDENTITY
    )
    return tuple(
        dict.fromkeys(
            word
            for word in itertools.chain(after_preposition, after_who_is)
            if word not in STOPWORDS
        )
    )


def _leading_zone(body: str, dropped: list[str]) -> str:
    """Drop framing words that come before the first subject word ("ماذا ورد في الصيام")."""
    parts = body.split()
    for position, word in enumerate(parts):
        if word in _FRAMING:
            dropped.append(word)
            parts[position] = ","
            continue
        if word in STOPWORDS or word == ",":
            continue
        break
    return " ".join(parts)
