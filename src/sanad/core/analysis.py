"""Question analysis: what is asked (the subject), how it is framed, what answer it wants.

A question is framing plus subject. "What does the Qur'an say about caring for orphans?" frames
the subject "caring for orphans"; "Give me a hadith on patience" frames "patience"; words of the
framing ("give", "mention", "teach", "quote") are not things a passage must hold. The kind says
what would count as an answer: a ``topic`` is answered by passages that treat the subject; a
factoid (``count``, ``measure``, ``date``, ``name``, ``place``) only by a passage that states a
fact of that type beside the subject — a passage on the moon is no answer to "how many moons".

The analysis is pure and cheap (regular expressions over the normalised question); it goes in
the trace, so a refusal shows what was understood.
"""

import re
from typing import Literal, TypeAlias

import attrs

from sanad.core.arabic_question import analyse_arabic, mostly_arabic, strip_honorifics
from sanad.core.lemma import POSSESSIVE
from sanad.core.marks import Marked, marked_words
from sanad.core.narrators import ARABIC_NAME_PARTICLES, fold_name
from sanad.core.normalise import normalise
from sanad.core.sayings import quotes_marked
from sanad.core.tokenise import STOPWORDS, word_set, words
from sanad.core.units import LENGTHS, MONEY, UNITS, WEIGHTS

QuestionKind: TypeAlias = Literal[
    "topic", "count", "measure", "date", "name", "place", "reference", "ruling"
]
"""What would count as an answer."""

FACTOID_KINDS: frozenset[QuestionKind] = frozenset({"count", "measure", "date", "name", "place"})
"""Kinds answered only by a passage that states a fact of that type."""

# "how many miles": the unit is what is asked for, a measure of something else (longest unit
# names first). Days, months and years stay counted things: "how many months are in a year",
# "how many nights did Moses spend" count them, as the corpus does ("the number of the months").
_MEASURED_UNITS = LENGTHS | WEIGHTS | MONEY
_HOW_MANY_UNITS = (
    r"\bhow many (" + "|".join(sorted(_MEASURED_UNITS, key=len, reverse=True)) + r")\b"
)

# Which kind a question is, tried in order on the normalised text (first match wins).
_KINDS: tuple[tuple[QuestionKind, re.Pattern[str]], ...] = (
    ("measure", re.compile(_HOW_MANY_UNITS)),
    (
        "count",
        re.compile(
            r"\bhow many\b|\b(what|which) (is|was|are|were) the number of\b"
            r"|\bnumber of \w+ (is|are|was|were|did|does|do)\b"
            # "whats the rakat count", "what is the total number of verses"
            r"|\bwhat(?: is| was| are| were|s)? the (?:\S+ ){0,2}?(?:count|number)\b"
        ),
    ),
    (
        "measure",
        re.compile(
            r"\bhow (much|far|long|tall|high|big|large|wide|deep|heavy|old|fast|quickly|often)\b"
            r"|\bwhat (is|was|are|were) the (distance|height|length|width|depth|weight|size|speed"
            r"|age|population|area|price|cost|temperature|amount)\b"
            r"|\bwhat colou?r\b"  # a colour: only a passage naming one states it
        ),
    ),
    (
        "date",
        re.compile(
            r"^(and |so |but )?when (did|does|do|was|were|is|are|will|would|should|can|could|has"
            r"|have|had|must|may|might)\b|\bwhat is the date of\b"
            r"|\b(what|which) day of the week\b"
            r"|\b(what|which) (year|date|day|month|century|decade|time of"
            r" (the )?(year|day))\b|\bin (what|which) (year|month|century)\b|\bon (what|which)"
            r" (day|date)\b"
        ),
    ),
    # "Who killed Goliath?" asks for a name; "Who was Luqman?" for a description (a topic).
    (
        "name",
        re.compile(
            r"^(and |so |but )?(who|whom|whose)\b(?! (is|was|are|were)\b)"
            r"|^(and |so |but )?who (is|was|are|were) (the |a |an )?\w+( \w+)? (who|that|whom|to)\b"
            r"|^(and |so |but )?which (prophet|messenger)\b"
            r"|\bwhat (is|was|are|were) (the )?names? of\b|\bwhat (is|was|are|were) (his|her|their"
            r"|its) names?\b|\bwhat (is|was|are|were) (?:\S+ ){1,4}called\b"
            r"|\bwhat (is|was|are|were) (?:\S+ ){1,6}?\ue000 (?:(?:real|actual|full|proper|first"
            r"|birth) )?names?\b"
            r"|\b(tell me|give me|name) the names? of\b"
        ),
    ),
    (
        "place",
        re.compile(
            r"^(and |so |but )?where\b|\b(in|at|to|from) (what|which) (city|country|place|land|town"
            r"|village|region|mountain|valley)\b|\b(what|which) (city|country|place|land|town"
            r"|village|region) (is|was|did|does)\b|\bwhere (is|was|were|are|did|does)\b"
        ),
    ),
)

FRAMING_VERBS: frozenset[str] = frozenset(
    normalise(w)
    for w in word_set("""
    teach teaches taught teaching mention mentions mentioned mentioning state states stated
    speak speaks spoke spoken talk talks talked discuss discusses discussed address addresses
    quote quotes quoted cite cites show shows give gives find list share know learn learned
    reveal reveals revealed describe describes described explain explains explained narrate
    narrated narrates report reported reports relate related relates transmit transmitted exist
    exists found
""")
)
"""The framing words that are verbs: with no "about" in the question they frame only when a
text does them ("Which verses mention patience?"), not when God or a person does ("What did
God teach Adam?", "Did God speak to Moses?") — then they are what is asked."""

# Words that frame a question rather than name its subject: a passage need not hold them.
FRAMING_WORDS: frozenset[str] = FRAMING_VERBS | frozenset(
    normalise(w)
    for w in word_set("""
    information info anything something everything guidance view views perspective teachings
    opinion stance idea ideas meaning means mean message lesson lessons islam islamic muslims
    scripture scriptures text texts passage passages source sources reference references please
    kindly briefly summary summarise summarize hadiths ahadith narrations verses ayat ayahs
    collections collection there story stories whole entire full complete
""")
)

_TEXT_VERBS = word_set("""
    warn warns warned encourage encourages encouraged urge urges urged praise praises praised
    condemn condemns condemned recommend recommends recommended promise promises promised
    command commands commanded enjoin enjoins enjoined instruct instructs instructed advise
    advises advised
""")
"""Verbs a text does to its subject ("Does the Quran warn against magic?", "Do the hadith
encourage planting trees?"): framing only when a text does them; when God or a person does
("Whom did Noah warn?"), they are what is asked."""
_TEXT_DOERS = word_set("""
    what which who whom how where when why whether is are was were does do did has have had can
    could would will shall may might there any anything some something the a an in of it its
    ever really actually me us i you please quran koran hadith hadiths ahadith narration
    narrations verse verses ayah ayahs ayat surah surahs sura book books scripture scriptures
    sunnah sunna bukhari muslim malik muwatta sahih collection collections text texts passage
    passages islam islamic prophet prophets messenger tradition traditions not that
""")
"""Words that may stand before a framing verb that frames ("does the Quran mention", "which
verses talk of", "did the Prophet teach"): auxiliaries, question words and the texts."""
_SPEAKERS = frozenset({"allah", "god", "lord", "book"})
"""Framing only before "about …" ("What does Allah say about …", "the Book of Allah"), never
elsewhere ("the Lord's Prayer")."""
"""Framing vocabulary (normalised). Only dropped from the framing part of a question — before
"about/on/regarding …" or as a leading imperative — never from the subject itself ("What does
Allah say about patience?" frames patience; "… about Allah's mercy" keeps Allah)."""

WEAK_LEMMAS: frozenset[str] = word_set("""
    happen occur make do get go come stay become keep thing way one ever always really actually
    someone something anyone anything everyone everything people person man men woman women also
    often sometimes generally general regard regards type sort part lot good bad important
    importance need must want try use stuff somebody anybody everybody nobody guy somewhere
    anywhere everywhere somehow
""")
"""Generic lemmas that may stand in a question without being its subject ("What happened when
…", "people who …"): they score like any word, but the evidence gate does not ask a passage
for them. Subject words are never here."""

_SAID_ON = word_set("""
    hadith hadiths ahadith verse verses ayah ayahs ayat aya dua duas quran koran sunnah sunna
    say says said saying sayings anything something nothing more advice guidance teach teaches
    teaching teachings story stories narration narrations text texts passage passages words
    speak speaks spoke talk talks talked mention mentions mentioned reminder lecture islam info
    information book chapter surah
""")
"""Words for a text or saying: "on" after one of them frames ("a hadith on patience"), as
"about" does; elsewhere it is the question's ("race his wife on foot")."""
_ABOUT = re.compile(
    r"\b(about|regarding|concerning|on the (subject|topic|question|matter) of|on the"
    # "on" is looked ahead for before every word it may follow is looked behind for: the
    # same match, found without each of them tried at every position.
    r" (importance|virtue|virtues|merit|merits) of|with regard to|in relation to|(?=on)(?:"
    + "|".join(f"(?<=\\b{word} )" for word in sorted(_SAID_ON))
    + r")on)\b"
)
_ABOUT_WRITTEN = ("about", "regard", "on")
"""What every match of :data:`_ABOUT` writes, one at least ("concerning" and "in relation to"
write "on"): a text writing none is not searched."""


def _about(text: str) -> re.Match[str] | None:
    """:data:`_ABOUT`'s first match in ``text``, searched only where it may stand."""
    if not any(written in text for written in _ABOUT_WRITTEN):
        return None
    return _ABOUT.search(text)


_LEADING = re.compile(
    r"^(please\s+)?(can you\s+|could you\s+|would you\s+)?(tell|give|show|quote|find|list|share"
    r"|explain|describe|summari[sz]e|cite|provide|recite|read)\s+(me\s+|us\s+)?"
)
_TRAILING = re.compile(
    r"\b(in|according to|as per|from|within) (the )?(islam|islamic (law|teaching|teachings|"
    r"tradition)|quran|koran|hadith|hadiths|sunnah|sunna|islamic texts?|scriptures?|bukhari|"
    r"sahih bukhari|sahih muslim|muwatta)\s*[?.!]*$"
)
_OTHER_SOURCES = re.compile(
    r"\b(bible|old testament|new testament|talmud|mishnah|book of (genesis|exodus|leviticus|"
    r"numbers|deuteronomy|isaiah|jeremiah|ezekiel|daniel|job|psalms|proverbs|revelation|"
    r"mormon|enoch|(?!allah\b|god\b|the lord\b|the quran\b)\w+)"
    r"|gospel of (matthew|mark|luke|john|thomas|barnabas|\w+)|vedas?|"
    r"upanishads?|bhagavad gita|gita|guru granth|tripitaka|sutras?|tao te ching|avesta|"
    r"genesis|exodus|leviticus|deuteronomy|matthew|corinthians|romans|galatians|ephesians|"
    r"hebrews|epistles?|torah|tawrat|taurat|injil|gospels?|psalms|zabur)\b"
)
_ASKS_SOURCE = re.compile(
    r"\b(what (does|did|do)|according to|in|from|quote|as written in|what is written in|"
    r"(first|last) (verse|chapter|line|book) of)\s+(the )?(holy )?$"
)


@attrs.frozen(kw_only=True)
class Analysis:
    """What a question was understood to ask."""

    kind: QuestionKind
    subject: str
    """The part of the question searched for (normalised, framing words removed)."""
    framing: str
    """The framing that was removed (normalised; empty when none)."""
    other_source: str | None = None
    """A scripture or book outside this corpus that the question asks about ("the Bible")."""
    head: str | None = None
    """For a count, the thing counted ("moons" in "how many moons …"); for a name asked as
    such, the thing named ("father" in "What was the name of Abraham's father?")."""
    possessor: str | None = None
    """For a name asked as such, whose thing is named ("abraham" in "What was the name of
    Abraham's father?"; None when the question names no one's)."""
    asked_of: str = ""
    """The part before "about …" ("what does the quran say"): a source named there is where
    to look; a source named after it is part of the subject ("… about the Prophet's journey")."""
    text: str = ""
    """The whole question, normalised (its words never count as the fact asked for)."""

    @property
    def words(self) -> str:
        """The whole question without analysis marks."""
        return self.text.replace(POSSESSIVE, " ")

    measure: str | None = None
    """For a measure, what is measured ("fast", "far", "old", "distance", "weight" …)."""
    narrator: str | None = None
    """A narrator the question names ("What did Aisha narrate about …"): only hadith whose
    narrator line names them may answer."""
    unscoped: tuple[str, ...] = ()
    """Words that name a source as part of what is asked ("حفظ القرآن"): searched as subject
    words, never read as where to look."""
    nominal: tuple[str, ...] = ()
    """Arabic words the question shows to be nouns (after a preposition: "عن شرب الشاي"), so
    that a verb's lemma there may begin a compound."""
    ranking: str = ""
    """Words that rank passages but are no part of the subject (an Arabic measure's quantity,
    "طول" in "كم كان طول آدم"): they are weak words, as a narrator's name is."""
    asked_verbs: tuple[str, ...] = ()
    """The verb a how-to question asks about ("fire" in "How do I fire an employee?", "train"
    in "the best way to train a puppy"): the doing is the subject, so it counts whole."""
    qudsi: bool = False
    """The question asks for a hadith qudsi (the Prophet telling what Allah said): only a
    hadith whose text tells Allah's words may answer (:mod:`sanad.core.qudsi`)."""
    whole_act: bool = False
    """The question asks whether he did something ("did the prophet cut his nails on fridays"):
    every word of the act must stand in a window, not part of it (roots cut on a Friday)."""
    occasion: tuple[str, ...] = ()
    """What happened when the Prophet said what is asked ("What did the Prophet say when
    Khadija died?": khadija, died): subject words a passage must hold, not in his words."""
    prophets_words: bool = False
    """The question asks what the Prophet said ("What did the Prophet say about …"): only a
    hadith whose text tells his words may answer (:mod:`sanad.core.prophets_words`)."""
    persons: frozenset[str] = frozenset()
    """The folded name words of the persons an English question names after abu, ibn, umm or
    bint, whose fact it asks (:func:`~sanad.core.narrators.persons_named`), less a narrator
    asked and a compiler named as a source: set by the answer, which knows the sources."""
    blessed: frozenset[str] = frozenset()
    """The folded words an English question writes just before a companion's blessing ("umar
    (ra) …", "uthman ra …"), or after asking a known saying of them ("did he say the same about
    umar"): each names a person whose fact is asked (see :func:`blessed_names`,
    :func:`compared_names`)."""
    marked: tuple[Marked, ...] = ()
    """The words an English question writes with an ʿayn or hamza mark inside ("Mu'tah"), as
    :func:`~sanad.core.marks.marked_words` reads them (normalising drops the mark)."""


_HIM = (
    r"(?:(?:the (?:holy )?|allahs? )?(?:prophet|messenger|apostle)(?: muhammad)?(?: of allah)?"
    r"|muhammad|rasulullah|rasul allah|rasool allah|rasoolullah)"
    r"(?:,? (?:\([^)]*\)|صلي الله عليه وسلم|peace be upon him|pbuh|saws?|s a w),?)?"
)
"""The Prophet as an English question names him: his titles, his name alone, Rasulullah, and a
blessing after it in brackets, written out, abbreviated or as ﷺ (normalised to its words)."""
_ADVERBS = r"(?: (?:ever|really|actually|truly|himself|once|personally|also))*"
"""What may stand between him and the verb of "did he mention …" ("himself ever")."""
_PROPHETS_WORDS = re.compile(
    r"\bwhat (?:did|does|has|had|do) " + _HIM + r" (?:say|said|tell|teach|mention)\b"
    r"|\bwhat (?:the (?:holy )?|allahs? )?(?:prophet|messenger|apostle) (?:said|told|taught)\b"
    r"|\bwhat (?:were|are) (?:the (?:holy )?)?(?:prophet|messenger)s? words\b"
    # "hadith where the Prophet praises / mentions / speaks about …": his words on a thing.
    r"|\b(?:where|in which|when) (?:the (?:holy )?|allahs? )?(?:prophet|messenger|apostle)"
    r"(?: of allah)?(?: (?:himself|really|actually|ever|personally|also))?"
    r" (?:praises|praised|mentions|mentioned|talks about|talked about"
    r"|speaks (?:about|of)|spoke (?:about|of)|says|said|tells|told|warns|warned|curses|cursed"
    r"|forbids|forbade)\b"
    # Asked yes or no: "Did the Prophet mention / speak about / say anything about …", "did
    # he really say …", "did he praise …".
    r"|\bdid " + _HIM + _ADVERBS + r" (?:mention|speak (?:about|of)|talk (?:about|of)"
    r"|say (?:anything|something|aught) (?:about|of|on|regarding))\b"
    # Not what he said to someone ("Did the Prophet say that to Abu Bakr?").
    r"|\bdid " + _HIM + _ADVERBS + r" (?:say|said)\b"
    r"(?! (?:that |this |it |so )?to\b)"
    r"|\bdid " + _HIM + _ADVERBS + r" (?:praise|commend|curse|condemn|censure)\b"
    # "Is anything reported from the Prophet about …".
    r"|\b(?:is|was) (?:there )?(?:anything|something|aught) (?:reported|narrated|related"
    r"|transmitted) (?:from|of|by) " + _HIM + r"\b"
    # Told in passing: "the prophet said something about tustar …", "any words of the
    # prophet on it".
    r"|\b" + _HIM + _ADVERBS + r" (?:said|says|told|mentioned) (?:something|anything|aught)"
    r" (?:about|of|on|regarding)\b"
    r"|\b(?:any|the|his|there) (?:words|sayings?) of " + _HIM + r"\b"
    # What he told people to do: "did the prophet tell people to eat chicken".
    r"|\bdid " + _HIM + _ADVERBS + r" (?:tell|order|command|instruct|advise|recommend|urge"
    r"|encourage) (?:people|us|muslims|the muslims|his companions|the companions|the sahaba"
    r"|everyone|anyone|them|you)(?: to)?\b"
)
"""An English question asking what the Prophet said (normalised: "Allah's" reads "allah")."""
_HIM_FIRST = re.compile(
    r"^(?:(?:i know|i heard|i read|ik|so|ok|okay|yes|well)\s*,?\s+)?(?:that\s+)?(?:"
    + _HIM
    + r"|he (?=\(|صلي الله عليه وسلم|pbuh\b|saws?\b))"
)
"""A question opening with him ("i know the prophet ate …"): a later "he" is he."""


def _his_by_pronoun(text: str) -> re.Match[str] | None:
    """His words asked by his pronoun ("did he … say anything about"), or None.

    Only where the question opens with the Prophet.

    See :data:`_HE_SAID_ANYTHING`.
    """
    found = _HE_SAID_ANYTHING.search(text) if "did he" in text else None
    if found is None:
        return None
    return found if _HIM_FIRST.match(text[: found.start()]) else None


_HE_SAID_ANYTHING = re.compile(
    r"\bdid he" + _ADVERBS + r" (?:say|mention|speak|talk) (?:anything|something|aught|a word"
    r"|(?:the )?same(?: thing| things| words)?)(?: (?:about|of|on|regarding|for))?\b"
)
"""Asked of him by his pronoun, after the question names him ("i know the prophet ate cucumber
but did he ever actually say anything about it"): his words."""
_SAID_WHEN = re.compile(
    r"\bwhat (?:did|does|would|do) " + _HIM + r" (?:say|use to say|used to say)"
    r" (?:when|whenever|after|upon|as soon as|on the day)\b(.+)"
    r"|\bwhat (?:(?:dua|duaa|supplication|dhikr|zikr|words?|prayer|invocation) )?"
    r"(?:do|does|should|shall|must|can|could|would) (?:you|i|we|one|a person|a muslim|muslims"
    r"|people|he|she|they) say (?:when|whenever|after|upon|before|as soon as)\b(.+)"
)
"""What he said when something happened, or what one is to say then (his teaching tells it):
the happening follows the word of time."""
_ARABIC_PROPHET = (
    r"(?:النبي|الرسول|رسول الله|نبي الله|الحبيب|المصطفي)(?:\sمحمد)?(?:\sصلي الله عليه وسلم)?"
)
"""The Prophet as an Arabic question names him, his name and blessing after it if written."""
_ARABIC_PROPHETS_WORDS = re.compile(
    r"(?:^|\s)(?:(?:ماذا|بماذا|ما|ما الذي|ما هو|ما هي|هل|شو|ايش|وش|شنو)\s"
    r"(?:قال|قاله|يقول|ذكر|ذكره|علم|علمنا|"
    r"حدث|حدثنا|قول|اقوال|كلام|حديث)|قول|اقوال|كلام)\s"
    + _ARABIC_PROPHET
    + r"(?:\s(?:شيئا|شيء|شي|اشي))?\s(?:عن|في|حول|بشان|بخصوص|فيما يخص|علي(?!\s(?:المنبر|منبره)))\s"
    # Asked yes or no: "هل ذكر النبي …", "هل تكلم / تحدث النبي عن …".
    + r"|(?:^|\s)هل\s(?:ذكر\s"
    + _ARABIC_PROPHET
    + r"|(?:تكلم|تحدث)\s"
    + _ARABIC_PROPHET
    + r"\s(?:عن|في)\s?)"
    # "هل ورد / روي / صح عن النبي …", "هل مدح / بشر النبي …". Not "هل قال النبي <his saying>":
    # read so, a saying quoted without his name's frame lost its right answers (muslim:103).
    + r"|(?:^|\s)هل\s(?:ورد|روي|جاء|صح|ثبت|نقل)\s(?:عن|من)\s"
    + _ARABIC_PROPHET
    + r"|(?:^|\s)هل\s(?:مدح|اثني|بشر|ذم|لعن)\s"
    + _ARABIC_PROPHET
    + r"(?=\s|:|$)"
    # The one asked of named before it: "… هل ذكره النبي", "… النبي مدحه؟"; not in a relative
    # clause ("الشهداء الخمسة الذين ذكرهم النبي": what he said of them is the subject).
    + r"|(?:^|(?<!الذين)(?<!الذي)(?<!التي)(?<!اللي)\s)(?:هل\s)?"
    r"(?:ذكره|ذكرها|ذكرهم|مدحه|مدحها|مدحهم|بشره|ذمه|لعنه)\s"
    + _ARABIC_PROPHET
    + r"|"
    + _ARABIC_PROPHET
    + r"\s(?:ذكره|ذكرها|ذكرهم|مدحه|مدحها|مدحهم|بشره|ذمه|لعنه)(?=\s|[؟?]|$)"
    # Named before the verb, as dialects and plain speech put him ("هل النبي تكلم عن …",
    # "النبي قال ايه عن …", "هو الرسول اتكلم عن …"), and his view of a thing ("شو رأي النبي
    # ب…"). Not "النبي قال في …" (where, or on what day, he said a thing).
    + r"|(?:^|\s)(?:(?:هل|هو)\s)?"
    + _ARABIC_PROPHET
    + r"\s(?:كان\s)?(?:قال|تكلم|تحدث|اتكلم|يتكلم|بيتكلم|حكي|ذكر)\s"
    r"(?:(?:ايه|ايش|شو|وش|اش|شي|شيء|شيئا|اشي|حاجه|كلام)\s)?"
    r"(?:(?:عن|حول|بشان|بخصوص)\s|(?:عنه|عنها|عنهم)(?:\s|[؟?]|$))"
    + r"|(?:^|\s)(?:ما|شو|ايش|وش|شنو)\s(?:هو\s)?راي\s"
    + _ARABIC_PROPHET
    + r"\s(?:(?:في|عن|حول)\s|ب(?=\S))"
    # His command or prohibition, asked or claimed ("هل امر النبي ب…", "النبي امر الناس
    # ياكلو …", "الرسول نهي عن …"): a report of what he did commands nothing. Not the noun
    # ("امر النبي" as his affair) nor "متي امر" (when).
    + r"|(?:^|\s)هل\s(?:امر|امرنا|نهي|نهانا)\s"
    + _ARABIC_PROPHET
    + r"(?=\s|[؟?]|$)"
    + r"|(?:^|\s)(?:(?:هل|هو)\s)?"
    + _ARABIC_PROPHET
    + r"\s(?:كان\s)?(?:امر|امرنا|امرهم|نهي|نهانا|نهاهم|يامر|بيامر|ينهي|بينهي)\s(?=\S)"
)
"""An Arabic question asking what the Prophet said about something ("ماذا قال النبي عن …", "ما
الذي قاله رسول الله في …", "هل قال النبي شيئا عن …", "ما قول النبي في …", "هل ذكر النبي …",
"هل تكلم النبي عن …", and in Levantine and Gulf speech "شو / ايش / وش قال النبي عن …");
normalised (ى reads
ي). Not what he said to someone ("ماذا قال النبي لقتلى بدر") or whom he advised ("بماذا أوصى
النبي معاذا"): the one addressed stands before his words."""
_ARABIC_SAID_WHEN = re.compile(
    r"(?:^|\s)(?:ماذا|ما|ما الذي|شو|ايش|وش|شنو|اش)\s(?:كان\s)?(?:قال|قاله|يقول|بيقول|كيقول)\s"
    + _ARABIC_PROPHET
    + r"\s(?:لما|عندما|حين|حينما|اذا|بعدما|يوم|ملي|وقت)\s(.+)"
    + r"|(?:^|\s)"
    + _ARABIC_PROPHET
    + r"\s(?:كان\s)?(?:قال|يقول|بيقول|كيقول)\s(?:ايه|ايش|شو|وش|اش)\s"
    r"(?:لما|عندما|حين|حينما|اذا|ملي)\s(.+)"
    r"|(?:^|\s)(?:ماذا|ما|شو|وش|ايش|شنو|اش)\s(?:(?:الذكر|الدعاء|الدعا|الكلام)\s)?"
    r"(?:(?:الذي|اللي)\s)?(?:يقول|نقول|اقول|تقول|يقوله|نقوله|اقوله|تقوله|يقال|يقولها|نقولها)"
    r"(?:\s\S+){0,2}?\s(?:اذا|عند|لما|حين|عندما|ملي|بعد|قبل)\s(.+)"
)
"""What he said when something happened, asked in Arabic ("ماذا قال النبي لما توفيت خديجة",
"شو كان يقول النبي اذا رأى الهلال", "النبي كان بيقول ايه لما …"), or what one is to say then
("ماذا نقول عند دخول المسجد"): the happening follows."""
_ARABIC_HIS_NAME = re.compile(r"((?:^|\s)(?:النبي|الرسول|رسول الله|نبي الله))\sمحمد(?=\s|$)")
_QUDSI = re.compile(r"\bqudsi\b|\bqudsee\b|\bqudsiy\b")
"""A hadith qudsi asked for in English ("the hadith qudsi about fasting")."""


_KIND_WRITTEN: dict[QuestionKind, tuple[str, ...]] = {
    "date": ("when", "date", "day", "year", "month", "centur", "decade", "time"),
    "name": ("who", "which", "name", "called"),
    "place": ("where", "city", "country", "place", "land", "town", "village", "region",
              "mountain", "valley"),
}  # fmt: skip
"""What each match of the kind's pattern in :data:`_KINDS` writes, one at least: a question
writing none of it is not read for the kind (most ask none of these)."""


def _kind(text: str) -> tuple[QuestionKind, re.Match[str] | None]:
    for kind, pattern in _KINDS:
        written = _KIND_WRITTEN.get(kind)
        if written is not None and not any(word in text for word in written):
            continue
        found = pattern.search(text)
        if found:
            return kind, found
    return "topic", None


_POSSESSIVE = re.compile(r"(\w)['\u2019]s?(?=\s|$)")
_TYPE_WORDS = (
    word_set("""
    many much far long tall high big large wide deep heavy old fast quickly often distance
    height length width depth weight size speed age population area price cost temperature
    amount number name names called year date day month century decade time city country place
    land town village region mountain valley prophet messenger week colour color
""")
    | _MEASURED_UNITS
)
_MEASURED = re.compile(
    _HOW_MANY_UNITS
    + r"|\bhow (much|far|long|tall|high|big|large|wide|deep|heavy|old|fast|quickly|often)\b"
    r"|\bwhat (?:is|was|are|were) the (distance|height|length|width|depth|weight|size|speed|age"
    r"|population|area|price|cost|temperature|amount)\b"
    r"|\bwhat (colou?r)\b"
)
_IN_UNITS = re.compile(r"\b(?:in|into) (" + "|".join(sorted(UNITS, key=len, reverse=True)) + r")\b")
_HEAD = re.compile(
    r"\b(?:how many|number of)\s+(?:the\s+)?([^\W\d_]+)|\bthe\s+([^\W\d_]+)\s+(?:count|total)\b"
)
"""The thing counted: "how many rakats", "the number of verses", "the rakat count"."""
# The thing whose name is asked: "the name of (Abraham's) father", "Lot's wife called".
_NAMED = re.compile(
    r"\bnames? of\s+((?:[^\W\d_]+|\ue000)(?:\s+(?!(?:of|in|at|from|who|whom|that|which|when"
    r"|according|during|mentioned|named)\b)(?:[^\W\d_]+|\ue000)){0,5})"
    r"|\bwhat (?:is|was|were|are)\s+((?:[^\W\d_]+|\ue000)(?:\s+(?:[^\W\d_]+|\ue000)){0,4}?)"
    r"\s+called\b"
    r"|\bwhat (?:is|was|were|are)\s+([^\W\d_]+(?:\s+(?:[^\W\d_]+|\ue000)){0,5}?)\s*\ue000\s*"
    r"(?:(?:real|actual|full|proper|first|birth)\s+)?names?\b"
)
_DETERMINERS = frozenset({"the", "a", "an", "his", "her", "their", "its", "two", "three"})


_ARTICLES = frozenset({"the", "a", "an"})


def _before_a_clause(phrase: str) -> str:
    """A named phrase without a clause that follows its noun ("the sword | the prophet took").

    An article after a word of the phrase opens another noun's clause, "that" left out.
    """
    kept: list[str] = []
    for word in phrase.split():
        if word in _ARTICLES and any(w not in _DETERMINERS for w in kept):
            break
        kept.append(word)
    return " ".join(kept)


def _named_possessor(text: str) -> str | None:
    """Whose thing a name question asks the name of ("prophet" in "the Prophet's mother").

    The word before the possessive, or before the thing named ("the prophets mother", typed
    without an apostrophe), or after "of" ("the mother of the Prophet"); None when there is
    none ("the name of the king").
    """
    found = _NAMED.search(text)
    if not found:
        return None
    phrase = _before_a_clause(found[1] or found[2] or found[3])
    parts = phrase.split(POSSESSIVE)
    if len(parts) > 1:
        before = [word for word in parts[-2].split() if word not in _DETERMINERS]
        return before[-1] if before else None
    words_ = phrase.split()
    if "of" in words_:
        after = [word for word in words_[words_.index("of") + 1 :] if word not in _DETERMINERS]
        return after[0] if after else None
    kept = [word for word in words_ if word not in _DETERMINERS]
    return kept[-2] if len(kept) > 1 else None


def _named_head(text: str) -> str | None:
    """The noun whose name a name question asks for ("father" in "the name of Abraham's father").

    It is the last word of the phrase named, after any possessive.
    """
    found = _NAMED.search(text)
    if not found:
        return None
    phrase = _before_a_clause(found[1] or found[2] or found[3]).split(POSSESSIVE)[-1].split()
    if "of" in phrase:  # "the queen of Sheba": the queen is named, not Sheba
        phrase = phrase[: phrase.index("of")]
    kept = [word for word in phrase if word not in _DETERMINERS]
    return kept[-1] if kept else None


_BIBLE_BOOKS = (
    r"genesis|exodus|leviticus|numbers|deuteronomy|joshua|judges|ruth|samuel|kings|chronicles|"
    r"ezra|nehemiah|esther|job|psalms?|proverbs|ecclesiastes|song of songs|isaiah|jeremiah|"
    r"lamentations|ezekiel|daniel|hosea|joel|amos|obadiah|jonah|micah|nahum|habakkuk|"
    r"zephaniah|haggai|zechariah|malachi|matthew|mark|luke|john|acts|romans|corinthians|"
    r"galatians|ephesians|philippians|colossians|thessalonians|timothy|titus|philemon|hebrews|"
    r"james|peter|jude|revelation"
)
# A book of the Bible cited by chapter (and verse): "Psalm 23", "John 3:16", "1 Corinthians 13".
_BIBLE_CITATION = re.compile(
    rf"\b(?:[123]\s+)?(?:{_BIBLE_BOOKS})\s+\d{{1,3}}(?:\s*:\s*\d{{1,3}})?\b"
)


_DIGIT = re.compile(r"\d")


_COMMENTATORS = (
    r"(?:ibn kathir|(?:al-?|at-?)?tabari|(?:al-?)?qurtubi|(?:al-?)?baghawi|(?:ar-?|al-?)?razi)"
)
_ARABIC_COMMENTATORS = "(?:ابن كثير|الطبري|القرطبي|السعدي|البغوي|الرازي)"
_COMMENTARY = re.compile(
    rf"\btafs[ie]e?r (?:of |by )?(?:{_COMMENTATORS}|(?:al-?)?jalalayn|(?:as-?|al-?)?sa'?di)\b"
    rf"|\b{_COMMENTATORS}(?: \w+){{0,3}}? tafs[ie]e?r\b"
    rf"|تفسير\s(?:{_ARABIC_COMMENTATORS}|الجلالين)"
    rf"|{_ARABIC_COMMENTATORS}(?:\s\S+){{0,3}}?\sفي\sتفسير(?:ه)?"
)
"""A commentary on the Qur'an taken as the source ("Ibn Kathir's tafsir", "tafsir al-Tabari",
"ماذا قال ابن كثير في تفسير …", "تفسير الجلالين"): not in the corpus, and its verses are no
commentator's words. "What is the tafsir of …" (no commentator) asks the verses' meaning."""


def other_source(text: str) -> str | None:
    """A book outside the corpus that the (normalised) question takes as its source."""
    # Every way _COMMENTARY has of naming a commentary writes "tafs" or "تفسير": a question
    # writing neither is not searched for one.
    # Every citation of _BIBLE_CITATION writes a digit: a question writing none is not searched.
    cited = (_BIBLE_CITATION.search(text) if _DIGIT.search(text) else None) or (
        _COMMENTARY.search(text) if "tafs" in text or "تفسير" in text else None
    )
    if cited:
        return cited[0]
    return _other_source(text)


def _other_source(text: str) -> str | None:
    """A book outside the corpus that the question takes as its source (not as its subject)."""
    for match in _OTHER_SOURCES.finditer(text):
        before = text[: match.start()]
        if _ASKS_SOURCE.search(before) or re.search(
            r"\b(say|says|said|teach|tell)\b", text[match.end() :][:40]
        ):
            return match[0]
    return None


_NARRATING = (
    r"(?:narrate|narrated|narrates|report|reported|reports|relate|related|relates|transmit"
    r"|transmitted|transmits)"
)
_THE_PROPHET = (
    r"(?:the (?:holy )?(?:prophet|messenger|apostle)|allah\s*\ue000?\s*(?:s\s+)?(?:messenger"
    r"|apostle)|muhammad)\b"
)
# Not حدث: "ما حدث يوم بدر" asks what happened.
_AR_NARRATING = "روي|روت|رواه|روته|يروي|تروي|نقل|نقلت|قال|قالت|ذكر|ذكرت"
_AR_NAME = r"[\u0621-\u064a]+(?:\s+[\u0621-\u064a]+){0,3}?"
_AR_ABOUT = "عن|في|حول|بشان|بخصوص"
_AR_WHAT = "ماذا|ما|ما الذي|شو|ايش|وش|شنو|اشنو"
""""What", written and spoken (شو، ايش، وش، شنو): "شو روى أبو سعيد عن …" asks as "ماذا روى"."""
_ARABIC_NARRATED = re.compile(
    rf"(?:^|\s)(?:{_AR_WHAT})\s+(?:{_AR_NARRATING})\s+({_AR_NAME})\s+(?:{_AR_ABOUT})(?:\s|$)"
)
_AR_WHEN = "لما|حين|حينما|عندما"
_ARABIC_NARRATED_WHEN = re.compile(
    rf"(?:^|\s)(?:{_AR_WHAT})\s+(?:روي|روت|رواه|روته|يروي|تروي)\s+({_AR_NAME})"
    rf"\s+(?:{_AR_WHEN})(?:\s|$)"
)
""""ماذا روى ابن مسعود لما سأل النبي …": the name before a clause of time, after a verb of
narrating only ("ماذا قال فرعون حين …" asks what Pharaoh said, in a story)."""
_ARABIC_IN_NARRATION = re.compile(
    r"(?:^|\s)(?:في|من)\s+(?:حديث|روايه|رواية)\s+((?:عبد|ابن|ابو|ابي|ابا|ام|بنت)\s+"
    r"[\u0621-\u064a]+(?:\s+[\u0621-\u064a]+){0,3})\s*[?؟.]?\s*$"
)
""""… في حديث عبد الله بن عمرو", "… في رواية أبي موسى", the name last: only a name with its
particle (ابن، أبو، عبد …), never "حديث الجار" (the hadith of the neighbour). "In his narration"
says where to look, as the verb of narrating does: framing with the name."""
_ENGLISH_NARRATOR_PATTERNS = (
    re.compile(rf"\b(?:what|which \w+)\s+(?:did|does|has|have)\s+(.{{2,60}}?)\s+{_NARRATING}\b"),
    re.compile(rf"\bdid\s+(.{{2,60}}?)\s+(?:ever\s+)?{_NARRATING}\b"),
    re.compile(
        rf"\b(?:as\s+)?{_NARRATING}\s+(?:by|from|on the authority of)\s+([^?.,;!]{{2,60}}?)"
        r"(?=\s+(?:about|on|regarding|concerning|that|in|when|where|who|which|how)\b|[?.,;!]|$)"
    ),
    re.compile(
        r"^(?:is there (?:a|any) hadith (?:in which|where)\s+)?(.{2,40}?)\s+"
        r"(?:narrated|reported|related)\s+(?:that|about|how)\b"
    ),
    # "According to Ibn Abbas, how …": a name, then a comma or the question proper.
    re.compile(
        r"\baccording to\s+([^?.,;!]{2,40}?)(?=\s*,|\s+(?:what|which|who|whom|how|when|where"
        r"|why|did|does|do|is|was|were|are)\b)"
    ),
    # "Abdullah ibn Abbas hadith on …", "Is there an Anas hadith about …".
    re.compile(
        r"^(?:is there (?:a|an|any)\s+|(?:give|tell|show) me (?:a|an|the)\s+)?(.{2,40}?)\s+"
        r"hadiths?\s+(?:on|about|regarding|concerning|that|of|where|in which)\b"
    ),
    # "Uthman ibn Affan heard the Prophet say …", "Abu Hurairah said that the Prophet …".
    re.compile(rf"^(.{{2,40}}?)\s+(?:heard|said that|saw)\s+{_THE_PROPHET}"),
    # "what did Mu'adh say the Prophet told him …": what he reports the Prophet said or did.
    re.compile(
        rf"\bwhat\s+did\s+(.{{2,60}}?)\s+say\s+(?:that\s+)?{_THE_PROPHET}\s+"
        r"(?:told|said|taught|asked|did|used)\b"
    ),
)
_NARRATING_WRITTEN = ("narrat", "report", "relat", "transmit")
_ENGLISH_NARRATOR_WRITTEN = (
    _NARRATING_WRITTEN,
    _NARRATING_WRITTEN,
    _NARRATING_WRITTEN,
    _NARRATING_WRITTEN,
    ("according to",),
    ("hadith",),
    ("heard", "said that", "saw"),
    ("say",),
)
"""What every match of each English narrator pattern writes, one at least (in their order): a
question writing none of it is not read with the pattern."""
_NARRATOR_PATTERNS = (
    *_ENGLISH_NARRATOR_PATTERNS,
    # Arabic (normalised): "ماذا روى أبو هريرة عن الصيام", "ما روته عائشة في …", "حديث أبي
    # هريرة في الصيام", "ما رواه ابن عباس عن …". Each reads Arabic words: none is run over
    # an ASCII text (see _narrator).
    # The name before a clause of time first: "روت عائشة حين سألها رجل عن …" names عائشة.
    _ARABIC_NARRATED_WHEN,
    _ARABIC_NARRATED,
    re.compile(
        rf"(?:^|\s)(?:حديث|احاديث|روايه|رواية)\s+({_AR_NAME})(?:\s+(?:{_AR_ABOUT})(?:\s|$)|\s*:)"
    ),
    _ARABIC_IN_NARRATION,
)
_NOT_NAME_WORDS = word_set("""
    quran koran hadith hadiths sunnah sunna islam islamic sharia prophet messenger apostle allah
    god lord surah surat sura verse verses ayah scripture scriptures book books tradition
    scholars scholar muslims muslim bukhari malik muwatta imam law religion people someone
    man woman one famous authentic sahih weak this another some no there what which
    النبي الرسول رسول الله القران الاسلام البخاري الموطا صحيح الصحيح حديث الحديث السنه السنة
    ربنا ربك موسي عيسي نوح ابراهيم يوسف
""")
"""Words that are never part of a narrator's name in these patterns ("according to Islam",
"according to the Quran", "is there a famous hadith …")."""
_QURANIC_SPEAKERS = word_set("""
    لقمان فرعون هارون داود سليمان يعقوب اسماعيل اسحاق هود صالح شعيب لوط ادريس زكريا يحيي
    يونس ايوب الياس اليسع مريم ادم ابليس قارون هامان الخضر جالوت طالوت
""")
"""Prophets and figures who speak in the Qur'an's stories: "ماذا قال لقمان لابنه عن …" asks what
Luqman said (31:13), not a hadith he narrated. A narrator may bear such a name, but then with
his father's (يحيى بن سعيد، سليمان بن حرب), or after a particle (أبو صالح)."""
_NAME_PARTICLES = word_set("ibn bin bint b abu abi umm ummu al el said")
_JOINED_ARTICLES = word_set("al el as ash ad adh ar at ath az an ud ul")
"""The article as transliteration joins it to a name, assimilated or not (as-, ash-, an-)."""
_ARABIC_PARTICLES = ARABIC_NAME_PARTICLES | {"عبد"}
"""Words that make the next word part of a name (عبد الله، أبو موسى، ابن يوسف)."""


_ARABIC_VERB_FIRST = (_ARABIC_NARRATED, _ARABIC_NARRATED_WHEN, _ARABIC_IN_NARRATION)
"""The Arabic patterns whose words before the name are framing too ("ماذا روى", "في رواية")."""


def _narrator(text: str) -> tuple[str | None, str]:
    """The narrator the question names, and the question without those words."""
    patterns = _ENGLISH_NARRATOR_PATTERNS if text.isascii() else _NARRATOR_PATTERNS
    for at, pattern in enumerate(patterns):
        if at < len(_ENGLISH_NARRATOR_WRITTEN) and not any(
            word in text for word in _ENGLISH_NARRATOR_WRITTEN[at]
        ):
            continue
        found = pattern.search(text)
        if found and _looks_like_a_name(found[1]):
            name = found[1].strip()
            # "ماذا روى …", "في رواية …": the words before the name go with it, as framing.
            start = found.start() if pattern in _ARABIC_VERB_FIRST else found.start(1)
            return name, f"{text[:start]} , {text[found.end(1) :]}"
    return None, text


def _looks_like_a_name(words_: str) -> bool:
    """Whether the words caught where a narrator stands can be a person's name.

    No function word (but a name's particles, "ibn", "abu", "al"), no source or title.
    """
    # The article joined by a hyphen, as transliteration writes it assimilated ("as-Siddiq",
    # "an-Nu'man"), is a particle, whatever word its letters spell alone ("as", "an").
    parts = [
        "al" if piece in _JOINED_ARTICLES and at < len(pieces) - 1 else piece
        for word in words_.split()
        for pieces in ([piece for piece in word.split("-") if piece],)
        for at, piece in enumerate(pieces)
    ]
    if parts and parts[0] in _QURANIC_SPEAKERS and parts[1:2] not in (["بن"], ["ابن"]):
        return False  # a speaker in the Qur'an's stories, not a narrator (ماذا قال لقمان)
    return bool(parts) and all(
        w in _NAME_PARTICLES
        or (w not in STOPWORDS and w not in _NOT_NAME_WORDS)
        # عبد الله, أبو موسى: after a name particle, the word of God or a prophet's is a name
        or (w in _NOT_NAME_WORDS and at > 0 and parts[at - 1] in _ARABIC_PARTICLES)
        for at, w in enumerate(parts)
    )


_HOW_TO = re.compile(
    r"\bhow (?:do|can|could|should|would|shall|must|might|may) (?:i|we|you|one|someone|a person"
    r"|people|muslims|a muslim) (?:best |properly |correctly )?([a-z]+)"
    r"|\b(?:best|right|proper|correct|quickest|easiest|fastest|good) ways? (?:for \w+ )?to"
    r" ([a-z]+)|\bhow to ([a-z]+)"
)


_HIS_DOING = re.compile(
    r"(?:(?:^|[,;] |\bbut |\bso |\band )(?:and |so |but )?(?:did|does|has|had|would|was) "
    r"|(?P<told>^|\bbut |(?:^|[,;.?!] )(?:is it true|is it right|is there (?:a|any) (?:hadith"
    r"|narration|report|story)|i heard|i read|someone told me|they say"
    r"|(?:(?:what is|whats|which is|where is|wheres|give me|looking for) )?the (?:hadith"
    r"|narration|report|story))(?: that| where| in which| when)? ))"
    + _HIM
    + r" (?:(?:ever|really|actually|once|himself|personally|also|ever once|sometimes|usually"
    r"|always|often|regularly) )*(?P<verb>[a-z]+)"
)
"""Asked whether he did something ("Did the Prophet ever mend his sandals?"): the doing. Also
after a clause that sets the scene ("When Abu Bakr died, did the Prophet kiss him", "… but did
the prophet ever cup someone else"), and a deed told of him as a claim ("is there a hadith
where the prophet brought all his money …", "is it true the prophet slept on a mat", or
opening the question: "the prophet brought all his wealth …, which hadith"): its verb in the
past (``told``; see :data:`_PAST`)."""
_PAST = re.compile(
    r"[a-z]{2,}ed|ate|bit|bore|bought|broke|brought|built|came|caught|chose|drank|drew|dug|fed"
    r"|fled|flew|fought|forgave|gave|got|grew|held|hid|hit|hung|kept|knew|lay|led|left|lit|lost"
    r"|made|met|paid|ran|rode|rose|sang|sat|saw|sent|shook|slept|slew|sold|spent|stole|stood"
    r"|struck|swam|swore|threw|took|tore|went|wept|woke|won|wore|wrote"
)
"""A verb in the past, as a claim told of him writes it (-ed, or one of the irregular pasts)."""
_HIM_WRITTEN = ("prophet", "messenger", "apostle", "muhammad", "rasul", "rasool")
"""What every way :data:`_HIM` names him writes, one at least."""


_HIS_SAYINGS = word_set("""
    say said mention mentioned speak spoke talk talked tell told teach taught warn warned
    forbid forbade prohibit prohibited allow allowed permit permitted order ordered command
    commanded encourage encouraged recommend recommended
""")
"""What he said or ruled: asked of his words or as a topic, not as an act of his."""
_NOT_DOINGS = _HIS_SAYINGS | word_set("""
    like liked love loved hate hated dislike disliked curse cursed praise praised pray prayed
    supplicate supplicated
""")
"""And his prayers and feelings, which the passages tell in many words ("offered Salat"): no
verb a window must write by itself (the whole act still is, see :func:`_whole_act`)."""
_NOT_DEEDS = _NOT_DOINGS | word_set("called named described")
"""And what he called a thing: his words, not a deed a claim tells."""
_EVER = re.compile(r"\bever\b")


_HIS_THING = re.compile(
    r"^(?:and |so |but )?(?:did|does) "
    + _HIM
    + r" (?:(?:ever|really|actually|once|himself) )*(?:have|own|keep|possess) (?!to\b)"
    r"(?:(?:a|an|any|some) )?([a-z]+)\b"
)
"""Asked whether he had a thing ("Did the Prophet have a cat?"): the thing. Not "have to"."""
_HIS_THINGS_COUNTED = re.compile(
    r"^(?:how many|which|what) ([a-z]+) (?:did|does) "
    + _HIM
    + r" (?:(?:ever|really|actually|once|himself) )*(?:have|own|keep|possess)\b(?! to\b)"
)
"""Asked how many of a thing he had, or which ("how many children did the prophet have")."""


_HIS_POSSESSED = re.compile(
    _HIM + r" \ue000 (?:(?:first|second|third|last|eldest|youngest|favourite|favorite|own) )?"
    r"([a-z]+)(?: ([a-z]+))?"
)
"""His thing, written with a possessive ("the prophet's hair", "the prophet's wet nurse")."""
_HIS_POSSESSED_BARE = re.compile(
    r"\b(?:was|is) (?:the )?(?:prophets|messengers|apostles) (?:(?:first|second|third|last"
    r"|eldest|youngest|favourite|favorite|own) )?([a-z]+)(?: ([a-z]+))?"
)
"""The same written without its apostrophe after a singular "was" or "is" ("who was the
prophets first wife"): "the prophets" of one man's thing, not the prophets ("who were the
prophets sent to")."""
_OF_HIM = re.compile(
    r"\bthe (?!(?:name|names|number|story|kind|type|time|day|year|date|age|words?|saying)\b)"
    r"([a-z]+) of (?:the (?:holy )?|allahs? )(?:prophet|messenger|apostle)(?: of allah)?\b"
)
"""His thing written with "of" ("the grave of the prophet", "the sword of the messenger")."""
_WHO_WAS = re.compile(r"^(?:who|whom) (?:was|were|is|are)\b")


def _occasion(spaced: str, body: str) -> tuple[str, ...]:
    """What happening a question asks his words at ("what did he say when …"), or none."""
    when = _SAID_WHEN.search(spaced)
    return _happening(when[1] or when[2], body) if when else ()


def _named_thing(text: str, kind: QuestionKind) -> tuple[QuestionKind, str | None, str | None]:
    """The kind, and for a name asked, the thing named and whose it is (see :class:`Analysis`).

    "who was the prophet's wet nurse" asks her name, as "what was the name of …" does.
    """
    his_thing = _who_his_thing(text) if kind == "topic" else None
    if his_thing is not None:
        return "name", his_thing, "prophet"
    if kind == "name":
        return kind, _named_head(text), _named_possessor(text)
    return kind, None, None


def _who_his_thing(text: str) -> str | None:
    """The thing of his whose name "who was …" asks, or None.

    "nurse" of "who was the prophet's wet nurse", "wife" of "who was the prophets first wife
    before khadija". A person of his asked who they were is asked by name: a passage naming
    only someone the question names (Khadija) holds no answer. ``text`` is the analysis's.
    """
    if not _WHO_IS_HIS.match(text):
        return None
    unblessed = _unblessed(text)[0]
    found = _HIS_POSSESSED.search(unblessed) or _HIS_POSSESSED_BARE.search(unblessed)
    if found is None or found.start() > len("who was the "):
        return None
    first, second = found[1], found[2]
    thing = second if second and second not in STOPWORDS and first not in _KIN_WORDS else first
    return None if thing in STOPWORDS else thing


_WHO_IS_HIS = re.compile(r"^(?:and |so |but )?who (?:was|is)\b")
_KIN_WORDS = frozenset({
    "wife", "wives", "mother", "father", "uncle", "aunt", "son", "daughter", "grandson",
    "granddaughter", "brother", "sister", "cousin", "servant", "slave", "companion", "friend",
    "husband", "nurse", "scribe", "muezzin", "guard", "freedman", "child", "children",
})  # fmt: skip
"""The persons of his asked by one word: after them comes no part of the thing asked."""


def his_thing_asked(analysis: "Analysis") -> tuple[str, ...]:
    """The words that may be the thing of his an English question asks a fact of, or none.

    "hair" of "what colour was the prophet's hair when he died"; "wet" and "nurse" of "who
    was the prophet's wet nurse", "ring" and "written" of "… the prophet's ring written in"
    (the word after, and the next unless a small word: one of them is the thing). A passage
    must tell one of them as his. For a question asking a fact (a number, a measure, a name,
    a time, a place) or who someone was, or telling a deed a person it names did ("was it
    umar who kissed the prophet's forehead": his forehead, not Umar's).
    """
    if (
        analysis.kind not in FACTOID_KINDS
        and not _WHO_WAS.match(analysis.text)
        and not (analysis.persons and persons_deed(analysis.text, analysis.persons))
    ):
        return ()
    unblessed = _unblessed(analysis.text)[0]
    found = _HIS_POSSESSED.search(unblessed) or _HIS_POSSESSED_BARE.search(unblessed)
    if found is None:
        of_him = _OF_HIM.search(unblessed)
        return (of_him[1],) if of_him and of_him[1] not in STOPWORDS else ()
    first, second = found[1], found[2]
    return (first, second) if second and second not in STOPWORDS else (first,)


_ARABIC_HIS_THING = re.compile(
    r"(?:^|\s)(?:عمق|طول|ارتفاع|وزن|لون|اسم|مساحة|حجم|مقدار)\s(?!ال)(\S+)\s"
    r"(?:النبي|الرسول|رسول الله|نبي الله)(?=\s|[؟?]|$)"
)
"""A measure or name of his thing, the thing in construct with his name ("عمق قبر النبي",
"اسم ناقة رسول الله"): a noun, as what follows a measure's word always is. Not عرض, as
often the verb ("لما عرض علي النبي", when he was presented to the Prophet)."""


def arabic_his_thing(analysis: "Analysis") -> str | None:
    """The thing of his an Arabic question asks a measure or a name of, or None.

    See :data:`_ARABIC_HIS_THING`; a passage must tell it as his.
    """
    if analysis.kind not in ("measure", "name"):
        return None
    found = _ARABIC_HIS_THING.search(analysis.text)
    return found[1] if found and found[1] not in STOPWORDS else None


def english_possession(text: str) -> str | None:
    """The thing an English question asks whether he had or owned, or None.

    "cat" of "did the prophet own a cat"; ``text`` is normalised. "have", "own" are words no
    passage is searched by, so the thing alone would be asked without this.
    """
    if "did" not in text and "does" not in text:
        # _HIS_THING opens with either word; taking out the blessings writes no letter but a
        # name's, so the question writes it already (most ask no such thing: nothing is read).
        return None
    unblessed = _unblessed(text)[0]
    found = _HIS_THING.search(unblessed) or _HIS_THINGS_COUNTED.search(unblessed)
    return found[1] if found else None


_HIS_EVENT = re.compile(
    r"^(?:where|when|how|why|in (?:which|what) year|at what age) (?:did|does) "
    + _HIM
    + r" (?P<verb>[a-z]+)(?: (?:in|at|on|to|from))?[\s?!.]*$"
)
"""His own life's event asked when, where or how, the question ending on it ("where did the
prophet die", "in which year did the prophet migrate")."""


def his_event_asked(text: str) -> str | None:
    """The verb of an event of his life a (normalised) question asks when, where or how of.

    "die" of "where did the prophet die": "prophet" is a weak word (nearly every hadith names
    him), so "whoever can die in Madinah" held all the rest. A passage must tell the event of
    him (:func:`~sanad.core.doers.done_by_him`). Not his words, prayers or feelings.
    """
    found = _HIS_EVENT.match(_unblessed(text)[0])
    if found is None or found["verb"] in _NOT_DEEDS | _NOT_OWN_DEEDS | STOPWORDS:
        return None
    return found["verb"]


_ONES_EVENT = re.compile(
    r"^(?:where|when|in (?:which|what) year|at what age) (?:did|does) "
    r"(?:(?:abu|umm|ibn) )?(?P<who>[a-z]+)(?: (?:ibn|bin|bint) (?:al )?[a-z]+)?"
    r"(?: \([^)]*\))? (?P<verb>[a-z]+)(?: (?:in|at|on|to|from))?[\s?!.]*$"
)
"""A named person's life event asked when or where ("when did uthman die", "where did abu bakr
die", "when did khalid ibn al walid die"): the name's word and the event. Not "how": the
manner is told in other verbs ("how did hamza die": Wahshi killed him, bukhari:3901)."""
_NOT_WHO = frozenset({"you", "i", "we", "they", "it", "he", "she", "this", "that", "people"})


def ones_event_asked(text: str) -> tuple[str, str] | None:
    """The name's word and the verb of a person's life event a (normalised) question asks of.

    "how did uthman die": ("uthman", "die"). A passage answers where the event is told of them
    (:func:`~sanad.core.doers.done_by`): "those of you who die … Uthman said" (bukhari:4331)
    holds both words, of two doers. Not the Prophet (:func:`his_event_asked`), a pronoun, his
    words or feelings.
    """
    found = _ONES_EVENT.match(text)
    if found is None:
        return None
    who, verb = found["who"], found["verb"]
    unread = _NOT_DEEDS | _NOT_OWN_DEEDS | STOPWORDS
    him = any(written in who for written in _HIM_WRITTEN)
    if him or who in _NOT_WHO or who in STOPWORDS or verb in unread:
        return None
    return who, verb


_AGE_AT_EVENT = re.compile(
    r"(?:^|\bwhat (?:was|is) |\bhow old (?:was|were|is) )"
    r"(?:(?:abu|umm|ibn) )?(?P<who>[a-z]+)(?: (?:ibn|bin|bint) (?:al )?[a-z]+)?"
    r"(?: \ue000 age)? (?:when|at the time(?: when| that)?|by the time|the time) "
    r"(?P<other>(?:[a-z]+ ){1,5}?)(?P<verb>[a-z]+)(?P<away> away)?[\s?!.]*$"
)
"""One person's age asked at another's event ("how old was abu bakr when the prophet died",
"aisha's age at the time the prophet passed away"): whose age, the other, the event."""
_AGED = re.compile(r"^(?:(?:how old|what (?:was|is)) |(?:abu |umm |ibn )?[a-z]+ \ue000 age\b)")
_SELF = frozenset({"he", "she", "they", "him", "her", "his"})


def age_at_anothers_event(text: str) -> tuple[str, str] | None:
    """Whose age a question asks at another's event, and the event's verb; or None.

    "how old was abu bakr when the prophet died": ("bakr", "died"), the verb as written
    ("passed away" read as "died"). A passage telling the event
    of the one whose age is asked states their age at their own ("Abu Bakr died when he had
    attained the age of sixty-three", muslim:5942), not at the other's. ``text`` is the
    analysis's (a possessive written as a mark). Not one's own event ("when she died"), nor
    the Prophet's age (his own questions read it).
    """
    if "age" not in text and "how old" not in text:
        return None
    unblessed = _unblessed(text)[0]
    found = _AGE_AT_EVENT.search(unblessed)
    if (
        found is None
        or not _AGED.match(unblessed)
        or ("\ue000 age" not in found[0] and "how old" not in unblessed)
    ):
        return None
    who, other = found["who"], found["other"].split()
    if who in _NOT_WHO or who in STOPWORDS or any(written in who for written in _HIM_WRITTEN):
        return None
    if _SELF.intersection(other) or who in other:
        return None
    verb = "died" if found["verb"] == "passed" and found["away"] else found["verb"]
    if verb in _NOT_DEEDS | STOPWORDS:
        return None
    return who, verb


def english_act_verb(text: str) -> str | None:
    """The verb of an English question asking whether he did something, or None.

    "travel" of "did the prophet ever travel by sea" (see :data:`_HIS_DOING`); ``text`` is
    normalised.
    """
    doing = _his_doing(_unblessed(text)[0])
    return doing["verb"] if _whole_act(doing) and doing is not None else None


def _his_doing(text: str) -> re.Match[str] | None:
    """:data:`_HIS_DOING`'s first match in ``text`` asking whether he did something, or None.

    Not a deed told as a claim (see :func:`claimed_deed`). Searched only where the text names
    him (:data:`_HIM_WRITTEN`).
    """
    if not any(written in text for written in _HIM_WRITTEN):
        return None
    return next((doing for doing in _HIS_DOING.finditer(text) if doing["told"] is None), None)


_WHAT_HE_DID = re.compile(
    r"\b(?:what|which [a-z]+|how many [a-z]+|how much [a-z]+) (?:did|does|would) "
    + _HIM
    + r" (?:(?:ever|really|actually|usually|normally|once|himself) )*(?P<verb>[a-z]+)\b"
)
"""Asked what, or which or how many of a thing, he did a deed with ("what did the prophet eat
for suhoor", "how many times did he perform umrah"): the deed."""
_NOT_OWN_DEEDS = word_set("do have own keep get use make")
"""Verbs no passage need write for the deed asked ("what did he do", "what did he have")."""


def claimed_deed(text: str) -> str | None:
    """The verb of a deed a (normalised, English) question tells of him or asks of, or None.

    "brought" of "the prophet brought all his wealth as charity …, which hadith", "slept" of
    "is it true the prophet slept on a mat" (a verb in the past), "eat" of "what did the
    prophet eat for suhoor": a passage telling no one doing it holds none of the claim. Not
    his words, rulings or feelings.
    """
    unblessed = _unblessed(text)[0]
    if not any(written in unblessed for written in _HIM_WRITTEN):
        return None  # both patterns name him: most questions are passed over unread
    doing = _HIS_DOING.search(unblessed)
    if doing is not None and doing["told"] is not None:
        verb = doing["verb"]
        past = _PAST.fullmatch(verb) is not None
        return verb if past and verb not in _NOT_DEEDS and verb not in STOPWORDS else None
    asked = _WHAT_HE_DID.search(unblessed)
    if asked is None:
        return None
    verb = asked["verb"]
    unread = _NOT_DEEDS | _NOT_OWN_DEEDS | STOPWORDS
    return None if verb in unread else verb


_BETWEEN_NAME_AND_DEED = word_set(
    "who that ever really actually truly once also himself herself first ra rah"
)
"""Words that may stand between a person's name and the deed told of them ("umar who kissed",
"ali really slept")."""


def persons_deed(text: str, persons: frozenset[str]) -> str | None:
    """The verb of a deed a (normalised, English) question tells of a person it names, or None.

    "was abu hurairah fighting at badr": fighting; "was it umar who kissed …": kissed; "did ali
    sleep …": sleep (after "did"). The word right after the name (and "who", "really" …), in
    the past, in -ing, or after "did". Not words, prayers or feelings (:data:`_NOT_DEEDS`),
    nor narrating. ``persons`` are folded name words (see
    :func:`~sanad.core.narrators.persons_named`).
    """
    if not persons:  # most questions name no one
        return None
    tokens = words(text)
    asked_did = bool(tokens) and tokens[0] in {"did", "does", "do"}
    for at, token in enumerate(tokens):
        if fold_name(token) not in persons:
            continue
        after = at + 1
        while after < len(tokens) and tokens[after] in _BETWEEN_NAME_AND_DEED:
            after += 1
        if after >= len(tokens):
            continue
        verb = tokens[after]
        if verb in _NOT_DEEDS or verb in STOPWORDS or _NARRATING_VERB.fullmatch(verb):
            continue
        if (
            _PAST.fullmatch(verb)
            or (verb.endswith("ing") and len(verb) > 5)  # noqa: PLR2004 - "sing", "thing"
            or asked_did
        ):
            return verb
    return None


_NARRATING_VERB = re.compile(r"(?:narrat|report|relat|transmit|said|says|told|asked)[a-z]*")


def _whole_act(doing: re.Match[str] | None) -> bool:
    """Whether the question asks whether he did something (``doing``: :data:`_HIS_DOING`'s)."""
    return (
        doing is not None and doing["verb"] not in _HIS_SAYINGS and doing["verb"] not in STOPWORDS
    )


def _asked_verbs(text: str, doing: re.Match[str] | None) -> tuple[str, ...]:
    """The doings asked of a how-to, and of whether he did something (``doing``)."""
    found = [verb for found in _HOW_TO.finditer(text) if (verb := found[1] or found[2] or found[3])]
    if doing and doing["verb"] not in _NOT_DOINGS and doing["verb"] not in STOPWORDS:
        found.append(doing["verb"])
    return tuple(found)


def _measured(text: str) -> str | None:
    found = _MEASURED.search(text)
    if found is None:
        return None
    return "colour" if found[4] else found[1] or found[2] or found[3]


def _drop_framing_words(
    framing: str, *, keep_last: bool = False, head: bool = False
) -> tuple[str, str]:
    """Split a framing part into its subject words (kept) and framing words (dropped).

    With ``keep_last``, a framing verb with nothing after it stays ("When was the Qur'an
    revealed?" asks about the revelation; "Which verses mention patience?" frames patience).
    """
    kept: list[str] = []
    dropped: list[str] = []
    parts = framing.split()
    texts_only = True  # every word so far could stand before a verb that frames
    for position, word in enumerate(parts):
        bare = word.strip("?.!,;:")
        framing_word = bare in FRAMING_WORDS or (head and bare in _SPEAKERS)
        if framing_word and keep_last and position == len(parts) - 1 and bare in FRAMING_VERBS:
            framing_word = False  # a verb last is asked about ("… revealed?"); a noun frames
        if framing_word and keep_last and bare in FRAMING_VERBS and not texts_only:
            framing_word = False  # "what did God teach Adam": the verb is asked about
        if bare in _TEXT_VERBS and texts_only and position < len(parts) - 1:
            framing_word = True  # "does the Quran warn against magic": magic is asked about
        texts_only = texts_only and (bare in _TEXT_DOERS or bare in FRAMING_WORDS or not bare)
        if framing_word:
            dropped.append(word)
            if kept and kept[-1] != ",":
                kept.append(",")  # what stood apart in the question never becomes adjacent
        else:
            kept.append(word)
    return " ".join(kept), " ".join(dropped)


_CONTRACTED = re.compile(rf"\b(what|who|where|when|how)(?:s| {POSSESSIVE})(?=\s|$)")
"""A question word with "is" joined on, typed with or without its apostrophe ("what's",
"whats": the apostrophe's "s" is read as a possessive first), asking as "what is" does."""
_CONTRACTED_WRITTEN = ("whats", "whos", "wheres", "whens", "hows", POSSESSIVE)
"""What each match of :data:`_CONTRACTED` writes, one at least."""


_BLESSED = re.compile(
    r"\b(prophet|messenger|apostle|muhammad|rasulullah|rasoolullah|rasul|rasool|allah)"
    r"(\s*,?\s*(?:\([^()]{1,40}\)|صلي الله عليه وسلم|peace be upon him|pbuh"
    r"|sallallahu alaihi wa ?sallam)\s*,?)(?=\s|$|[?.!])"
)
"""The Prophet's name or title, then a blessing a writer adds after it: "the Prophet ﷺ" (read
as its words), "(pbuh)", "(saw)", ", peace be upon him,". A bare "saw" is a verb ("what the
Prophet saw"), never read as one."""


_BLESSING_WRITTEN = ("(", "صلي الله عليه وسلم", "peace be upon him", "pbuh", "sallallahu alaihi wa")
"""What each blessing :data:`_BLESSED` reads writes: a text writing none of these holds none."""


_BRACKETED_BLESSING = re.compile(
    r"\((?:ra|rah|ras|as|saw|saws|sws|swt|asws|pbuh|pbut|r\.a\.?|a\.s\.?|s\.w\.t\.?|s\.a\.w\.?"
    r"|r\.a\.h\.?)\)"
)
"""A blessing in brackets after any name ("Khadija (ra)", "Yunus (a.s)", "Allah (swt)")."""
_BARE_BLESSING = re.compile(r"(?<=[a-z]) (?:ra|rah|r\.a\.?)(?=[\s,.;:!?]|$)")
""""ra" unbracketed after a name ("the dua ali ra said"): radiya llahu anhu, asking nothing."""


def _unblessed(text: str) -> tuple[str, list[str]]:
    """The (normalised) question without the blessings after names, and those blessings.

    A blessing asks nothing: it is framing, taken out before any pattern reads the question;
    so is his name after his title ("the Prophet Muhammad"), which names him as the title does.
    """
    # Each pattern is run only over a text writing what its every match writes (most do not).
    blessed = any(written in text for written in _BLESSING_WRITTEN)
    blessings = [found[2].strip(" ,") for found in _BLESSED.finditer(text)] if blessed else []
    text = " ".join((_BLESSED.sub(r"\1 ", text) if blessed else text).split())
    if "(" in text:
        blessings.extend(found[0] for found in _BRACKETED_BLESSING.finditer(text))
        text = " ".join(_BRACKETED_BLESSING.sub(" ", text).split())
    if " r" in text:  # every bare blessing writes a space, then "r"
        blessings.extend(found[0].strip() for found in _BARE_BLESSING.finditer(text))
        text = " ".join(_BARE_BLESSING.sub(" ", text).split())
    if "prophet muhammad" not in text:
        return text, blessings
    named = [found[1] for found in _TITLE_AND_NAME.finditer(text)]
    return _TITLE_AND_NAME.sub("prophet", text), [*blessings, *named]


_TITLE_AND_NAME = re.compile(r"\bprophet (muhammad)\b(?! (?:ibn|bin|b|son)\b)")
"""His title and his name: "prophet muhammad" reads as "prophet" (not Muhammad ibn Maslama)."""


_MENTIONED_PREMISE = re.compile(
    r"\b(?:is|are|was|were) (?:mentioned|named|cited|referred to) in the (?:quran|koran|hadiths?"
    r"|sunnah)\b(?=\s*[,;:\u2014\u2013-])"
)
"""A premise that a thing is mentioned, before what is asked of it ("elisha is mentioned in the
quran, what miracles did he do"): it asks nothing of a passage."""


_COMPANIONS_BLESSING = re.compile(
    r"\b([a-z]{3,}) (?:\((?:ra|rah|ras|r\.a\.?|r\.a\.h\.?)\)"
    r"|(?:ra|rah|r\.a\.?)(?=[\s,.;:!?]|$))"
)
"""A word, then the blessing a writer adds after a companion's name ("radiya llahu anhu"):
"umar (ra)", "aisha r.a.", "uthman ra". A prophet's "(as)" is not read so: the Qur'an's English
names the prophets otherwise ("Moses", "Jonah"); nor is "(swt)" or the Prophet's "(saw)"."""
_NOT_COMPANIONS = frozenset({"allah", "god", "prophet", "messenger", "apostle", "muhammad"})


_THE_SAME_OF = re.compile(
    r"\b(?:did|does|has|had) (?:he|"
    + _HIM
    + r")"
    + _ADVERBS
    + r" (?:say|said|tell|praise|mention) (?:the )?same(?: thing| things| words)?"
    r" (?:about|for|of|regarding|to) ([^\W\d_]+)"
)
"""A saying known of one, asked of another ("… it would be abu bakr. did he say the same thing
about umar?"): the other is whose fact is asked."""


def compared_names(text: str) -> frozenset[str]:
    """The folded word a (normalised, English) question asks a known saying of, if any.

    See :data:`_THE_SAME_OF`; a pronoun or function word names no one.
    """
    if "same" not in text:
        return frozenset()
    return frozenset(
        fold_name(found[1]) for found in _THE_SAME_OF.finditer(text) if found[1] not in STOPWORDS
    )


def blessed_names(text: str) -> frozenset[str]:
    """The folded words a (normalised, English) question writes before a companion's blessing.

    "umar (ra) buried his daughter alive …": whose deed is asked, though the question names
    him by one word and no particle (:func:`~sanad.core.narrators.persons_named` reads those).
    """
    if "ra" not in text and "r." not in text:  # every companion's blessing writes one of these
        return frozenset()
    return frozenset(
        fold_name(found[1])
        for found in _COMPANIONS_BLESSING.finditer(text)
        if found[1] not in STOPWORDS and found[1] not in _NOT_COMPANIONS
    )


_IN_THE_END = re.compile(r"\bin the end\b(?=\s*(?:[,;:?.!]|$))")
""""In the end" said in passing, closing a clause ("what happened to abu lahab in the end,
…"): it asks what became of them, not of an end a passage writes ("the end of the Sura")."""


def _framing_out(text: str) -> tuple[str, list[str]]:
    """The (normalised) question without its blessings and a premise that a thing is mentioned.

    With what was taken out: framing, never subject (see :func:`_unblessed`,
    :data:`_MENTIONED_PREMISE`, :data:`_IN_THE_END`).
    """
    text, framing = _unblessed(text)
    framing.extend(found[0] for found in _MENTIONED_PREMISE.finditer(text))
    text = _MENTIONED_PREMISE.sub(" ,", text)
    if "in the end" in text:
        framing.extend(found[0] for found in _IN_THE_END.finditer(text))
        text = _IN_THE_END.sub(" ,", text)
    return text, framing


def _possessives_apart(question: str) -> str:
    """``question`` with each possessive ending written apart, as :data:`POSSESSIVE`.

    Every possessive writes an apostrophe: a question writing none is returned as it is.
    """
    if "'" not in question and "\u2019" not in question:
        return question
    return _POSSESSIVE.sub(rf"\1 {POSSESSIVE}", question)


def _contractions_read(text: str) -> str:
    """``text`` with a question word's joined "is" read as one ("whats" → "what is").

    Only where the text writes what a match of :data:`_CONTRACTED` writes (most do not).
    """
    if not any(written in text for written in _CONTRACTED_WRITTEN):
        return text
    return _CONTRACTED.sub(r"\1 is", text)


_RASULULLAH = re.compile(
    r"(?<!muhammad )\b(?:rasulullah|rasoolullah|rasulallah|rasul allah|rasool allah)\b"
)
"""His title transliterated ("Rasulullah", the Messenger of Allah): few passages write it so
(six), which made it a question's rarest word; read as "the prophet", as the texts name him.
Not after "muhammad": "Muhammad Rasulullah" is the words of the creed and of his seal."""


def _titles_read(text: str) -> str:
    """``text`` with his title transliterated read as "the prophet"."""
    return _RASULULLAH.sub("the prophet", text) if "ras" in text else text


def analyse(question: str) -> Analysis:
    """Split ``question`` into framing and subject and say what kind of answer it asks for."""
    # A possessive ("Noah's ark", "Pharaoh's wife") joins two things, not one compound.
    text = normalise(_possessives_apart(quotes_marked(question))).strip()
    if mostly_arabic(text):
        return _analyse_arabic(text)
    text = _titles_read(_contractions_read(text))
    # A name before a companion's blessing is read before the blessings are taken out.
    # So is one a known saying is asked of ("did he say the same about umar").
    blessed, (text, blessings) = blessed_names(text) | compared_names(text), _framing_out(text)
    # The kind of hadith asked for ("a qudsi hadith") is no subject word, nor a narrator.
    qudsi = [found[0] for found in _QUDSI.finditer(text)]
    narrator, unnamed = _narrator(_QUDSI.sub(" ", text) if qudsi else text)
    framing_parts: list[str] = [*blessings, *qudsi]
    kind, asked = _kind(unnamed)
    body = unnamed
    if asked is not None:  # the words that ask for the type are framing, not subject
        typed = [w for w in asked[0].split() if w in _TYPE_WORDS]
        framing_parts.extend(typed)
        kept = " ".join(w if w not in _TYPE_WORDS else "," for w in asked[0].split())
        body = f"{unnamed[: asked.start()]} {kept} {unnamed[asked.end() :]}"
    if kind == "measure":  # "… in miles": the unit asked in is the type, not the subject
        units = [found[1] for found in _IN_UNITS.finditer(body)]
        framing_parts.extend(units)
        body = _IN_UNITS.sub(" , ", body)
    head = _HEAD.search(text)
    leading = _LEADING.match(body)
    if leading:
        framing_parts.append(leading[0].strip())
        body = body[leading.end() :]
    trailing = _TRAILING.search(body)
    if trailing and trailing.start() > 0:
        framing_parts.append(trailing[0].strip())
        body = body[: trailing.start()]
    about = _about(body)
    asked_of = ""
    if about:
        before, rest = body[: about.start()], body[about.end() :]
        asked_of = before
        kept, dropped = _drop_framing_words(before, head=True)
        framing_parts.extend(part for part in (dropped, about[0]) if part)
        body = f"{kept} {rest}".strip()
    else:
        kept, dropped = _drop_framing_words(body, keep_last=True)
        if kept:  # a question made only of framing words is searched as it stands
            framing_parts.append(dropped)
            body = kept
    doing = _his_doing(text)
    if doing:  # "did he ever …": "ever" asks nothing of a passage
        body = _EVER.sub(" ", body)
    spaced = " ".join(text.replace(POSSESSIVE, " ").split())
    his_words = _PROPHETS_WORDS.search(spaced) or _his_by_pronoun(spaced)
    if his_words is not None:
        body, named = _without_his_name(body, his_words.group())
        framing_parts.extend(named)
    kind, thing, possessor = _named_thing(text, kind)
    return Analysis(
        kind=kind,
        subject=" ".join(body.split()),
        framing=" ".join(" ".join(framing_parts).replace(",", " ").split()),
        other_source=other_source(text),
        head=(head[1] or head[2]) if head and kind == "count" else thing,
        possessor=possessor,
        text=text,
        measure=_measured(text) if kind == "measure" else None,
        narrator=narrator,
        asked_of=asked_of,
        asked_verbs=_asked_verbs(text, doing),
        qudsi=bool(qudsi),
        occasion=_occasion(spaced, body),
        whole_act=_whole_act(doing),
        prophets_words=his_words is not None or _SAID_WHEN.search(spaced) is not None,
        marked=marked_words(question),
        blessed=blessed,
    )


_HIS_NAME = frozenset({
    "muhammad", "rasulullah", "rasul", "rasool", "rasoolullah", "pbuh", "saw", "saws", "s", "a",
    "w", "peace", "be", "upon", "him", "words", "صلي", "الله", "عليه", "وسلم",
})  # fmt: skip
"""The words a question asking his words may name him with, beyond his titles: his name, a
blessing written out or as ﷺ, "the Prophet's words". Framing there, never subject."""
_PUNCTUATION = "?.!,;:()"


def _without_his_name(body: str, asking: str) -> tuple[str, list[str]]:
    """``body`` without the words of ``asking`` (how the question names him) in :data:`_HIS_NAME`.

    Only the run of ``body`` that ``asking`` covers, at its start, is read: "What did Muhammad
    say about Muhammad ibn Maslama" keeps the second Muhammad.
    """
    said = [token.strip(_PUNCTUATION) for token in asking.split()]
    tokens = body.split()
    end = at = 0
    while end < len(tokens) and at < len(said):
        token = tokens[end].strip(_PUNCTUATION)
        if token == said[at]:
            at += 1
        elif token not in {POSSESSIVE, ""} and token not in FRAMING_WORDS:
            break  # the words asking went out of the body as framing; the rest is the subject
        end += 1
    named = [token for token in tokens[:end] if token.strip(_PUNCTUATION) in _HIS_NAME]
    kept = [token for token in tokens[:end] if token.strip(_PUNCTUATION) not in _HIS_NAME]
    return " ".join([*kept, *tokens[end:]]), named


_FATHERS_PARTICLES = frozenset({"bin", "ibn", "bn", "b", "bint"})


def fathers_name(subject: str, name: str) -> str | None:
    """The father's name an English subject writes after ``name`` ("salim bin abdullah"), or None.

    Read after "bin", "ibn", "b.", "bint", "son of" or "daughter of" (with "the" before it or
    not: "salim the son of abdullah") right after the name.
    """
    tokens = words(normalise(subject))
    for at, token in enumerate(tokens):
        father = _father_after(tokens, at) if token == name else None
        if father is not None:
            return father
    return None


def _father_after(tokens: list[str], at: int) -> str | None:
    """The father's name written right after the name at ``at`` (see :func:`fathers_name`)."""
    after = tokens[at + 1 : at + 5]
    if after[:1] == ["the"]:
        after = after[1:]
    if len(after) >= 2 and after[0] in _FATHERS_PARTICLES:  # noqa: PLR2004 - particle, name
        return after[1]
    if len(after) >= 3 and after[:2] in (["son", "of"], ["daughter", "of"]):  # noqa: PLR2004
        return after[2]
    return None


def named_with_father(text: str) -> tuple[str, str] | None:
    """The first name an English question writes with its father's, and the father's, or None.

    ("khalid", "said") of "… khalid ibn sa'id ibn al-as …" (``text`` normalised): the name
    before the particle must be a name, not a kunya's or particle's word ("abu", "ibn").
    """
    tokens = words(text)
    if _FATHERS_PARTICLES.isdisjoint(tokens) and "son" not in tokens and "daughter" not in tokens:
        return None  # no word that could write a father after a name (see _father_after)
    for at, token in enumerate(tokens):
        if token in STOPWORDS or token in _FATHERS_PARTICLES or token in _NOT_A_NAME:
            continue
        father = _father_after(tokens, at)
        if father is not None and father not in _FATHERS_PARTICLES:
            return token, father
    return None


_NOT_A_NAME = frozenset({"abu", "abi", "umm", "son", "daughter", "the", "al"})


def _happening(clause: str, subject: str) -> tuple[str, ...]:
    """The subject words a clause of what happened writes, in its order."""
    asked = set(words(subject)) - STOPWORDS
    return tuple(dict.fromkeys(word for word in words(clause) if word in asked))


_ARABIC_HIS_DOING = re.compile(
    r"^(?:(?:و?هل|و?هو)\s)?(?:كان\s" + _ARABIC_PROPHET + r"|" + _ARABIC_PROPHET + r"\sكان)"
    r"\s(ب?ي\S+)"
    r"|^و?هل\s(\S+)\s"
    + _ARABIC_PROPHET
    + r"(?:\s|$)"
    # The hadith in which he did it: "بدي حديث النبي زرع فيه نخلة بيده".
    + r"|(?:^|\s)(?:ال)?حديث\s(?:(?:اللي|الذي|الي)\s)?"
    + _ARABIC_PROPHET
    + r"\s(\S+)\s(?:فيه|فيها|بيه)(?:\s|$)"
)
"""Asked in Arabic whether he did something, as the question opens: "هل كان النبي يصوم …",
"النبي كان بياكل …" (an imperfect after كان, the Egyptian and Levantine ب before it or not),
"هل ركب النبي …" (a past verb before him), "حديث النبي زرع فيه …" (the hadith in which he
did it). What follows كان that is no verb ("هل كان النبي امي") asks no doing; nor does a
question opening otherwise ("لماذا كان النبي يقوم …", "وش الدعاء اللي كان النبي يقوله")."""
_ARABIC_SAYINGS = frozenset(map(normalise, word_set("""
    قال يقول ذكر يذكر تكلم يتكلم تحدث يتحدث نهى ينهى أمر يأمر حث يحث أوصى يوصي حرم يحرم أحل
    يحل لعن يلعن مدح يمدح ذم يذم أخبر يخبر بشر يبشر وصف يصف حذر يحذر علم يعلم روى يروي
""")))  # fmt: skip
"""What he said or ruled, asked in Arabic: his words, not an act of his."""
_OBJECT_PRONOUN = re.compile(r"(?:ه|ها|هم|هما|هن|ني|نا|ك|كم)$")


def arabic_act_verb(text: str) -> str | None:
    """The verb of an Arabic question asking whether he did something, or None.

    "ركب" of "هل ركب النبي سفينة" (see :data:`_ARABIC_HIS_DOING`); ``text`` is normalised.
    """
    plain, _ = strip_honorifics(text)
    doing = _ARABIC_HIS_DOING.search(" ".join(plain.split()))
    if doing is None:
        return None
    verb = next(found for found in doing.groups() if found).removeprefix("ب")
    return None if verb in {"كان", "يكون"} else verb


def _arabic_whole_act(spaced: str) -> bool:
    """Whether an Arabic question asks whether he did something.

    ``spaced`` is the question normalised, honorifics off, one space between its words.
    """
    doing = _ARABIC_HIS_DOING.search(spaced)
    if doing is None:
        return False
    verb = next(found for found in doing.groups() if found).removeprefix("ب")
    if verb in {"كان", "يكون"}:  # "هل كان النبي امي": being, no doing
        return False
    return not {verb, _OBJECT_PRONOUN.sub("", verb)} & _ARABIC_SAYINGS


def _analyse_arabic(text: str) -> Analysis:
    """The Arabic analysis (:mod:`sanad.core.arabic_question`) as an :class:`Analysis`.

    A narrator the question names ("ماذا روى أبو هريرة عن …") is found first, with the
    honorifics around the name taken off ("عائشة رضي الله عنها"), and leaves the subject.
    """
    plain, honorifics = strip_honorifics(text)
    narrator, unnamed = _narrator(plain)
    reading = analyse_arabic(unnamed if narrator else text)
    framing = reading.framing if not narrator else " ".join([*honorifics, reading.framing])
    spaced = " ".join(plain.split())
    when = _ARABIC_SAID_WHEN.search(spaced)
    asks_his_words = when is not None or _ARABIC_PROPHETS_WORDS.search(spaced) is not None
    return Analysis(
        kind=reading.kind,
        # "ماذا قال النبي محمد عن …": his name beside his title is no subject word.
        subject=_ARABIC_HIS_NAME.sub(r"\1", reading.subject) if asks_his_words else reading.subject,
        framing=framing.strip(),
        other_source=reading.other_source,
        head=reading.head,
        asked_of=reading.asked_of,
        text=text,
        narrator=narrator,
        unscoped=reading.construct,
        nominal=reading.nominal,
        ranking=reading.measured or "",
        measure=reading.measured,
        qudsi=reading.qudsi,
        occasion=_happening(when[1] or when[2] or when[3], reading.subject) if when else (),
        whole_act=not asks_his_words and _arabic_whole_act(spaced),
        prophets_words=asks_his_words,
    )
