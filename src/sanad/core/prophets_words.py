"""Telling the Prophet's words: what a question asking what he said needs of a hadith.

"What did the Prophet say about the city of Bukhara?" asks for his words. A hadith whose text
is a narrator's own account ("I saw a man in Bukhara upon a mule …"), or a later scholar's
("We were with Ahmad bin Hanbal …"), names the thing asked about but tells nothing the Prophet
said: it answers no such question, however well it holds the words. A hadith tells his words
where its English names him and, in the same clause, a verb of saying, forbidding or ordering
follows ("The Prophet (ﷺ) said", "reported Allah's Messenger as saying", "I heard the
Messenger of Allah say", "The Messenger of Allah prohibited"). Read on normalised text.
"""

import re
from collections.abc import Iterable

from sanad.core.clitics import bare_forms
from sanad.core.narrators import ARABIC_NAME_PARTICLES, LATIN_NAME_PARTICLES
from sanad.core.tokenise import word_matches, word_set
from sanad.core.transliteration import arabic_forms, written_in_latin

_PROPHET = r"\b(?:prophet|messenger|apostle)\b"
_SAYING = (
    r"\b(?:said|say|says|saying|told|tell|forbade|forbid|forbidden|prohibited|ordered|"
    r"commanded|enjoined|declared|replied|answered|asked|addressed|warned|taught|recited|"
    r"mentioned|swore|cursed|supplicated|invoked|prayed|permitted|allowed|disapproved|"
    r"disliked|encouraged|exhorted|instructed|advised|informed|observed|remarked|stated|"
    r"uttered|spoke|exclaimed|announced|proclaimed|directed|bade|urged|explained|described|"
    r"talked)\b"
)
_CLAUSE = r"[^.?!;:\"“”'‘’]{0,80}?"
"""What may stand between the Prophet's name and the verb: no end of a sentence, clause or
quotation ("… from the Prophet. So Ahmad said" is Ahmad's saying)."""
_HIS_OWN = r"(?=[pma])(?<!\bof )(?<!\bof \()(?<!\bof the )(?<!\bof \(the )"
"""Not "of the Prophet": "the companions of (the Prophet) Muhammad … told me", "one of the
wives of the Prophet said" tell others' words, the Prophet named as whose they are. (The
lookahead first: only where a title may begin are the lookbehinds read.)"""
_TELLS = re.compile(_HIS_OWN + _PROPHET + _CLAUSE + _SAYING)
_NAMED = re.compile(_PROPHET)
_HE_SAYS = re.compile(r"\bhe\b" + _CLAUSE + _SAYING)
"""After the Prophet is named, "he" saying is most often he ("The Prophet passed by a woman
who was weeping. He told her to fear Allah"); before it, never ("he said: I saw a man …
It was given to me by the Messenger of Allah")."""


_ON_THE_HADITH = re.compile(r"\W*(?:the|this|that) (?:hadith|narration|report)\b")
"""What a compiler's "He said" goes on to ("He said: The Hadith has more statements than
this", al-Tirmidhi's remark after a report): a word on the hadith, not the Prophet's."""


def tells_the_prophets_words(english: str) -> bool:
    """Whether a hadith's (normalised) English tells what the Prophet said or bade.

    A "he said" that goes on to speak of the hadith itself is a compiler's remark.
    """
    if _TELLS.search(english) is not None:
        return True
    named = _NAMED.search(english)
    if named is None:
        return False
    return any(
        _ON_THE_HADITH.match(english, says.end()) is None
        for says in _HE_SAYS.finditer(english, named.end())
    )


_HIS_TITLES = frozenset({
    "prophet", "messenger", "apostle", "rasul", "nabi", "النبي", "نبي", "رسول", "الرسول",
})  # fmt: skip
_NAMING_NO_ONE = _HIS_TITLES | LATIN_NAME_PARTICLES | {"bt"} | ARABIC_NAME_PARTICLES
"""His own titles and the particles of a name: a question asking his words "about" these
alone names nobody ("about him", "about ibn", "Sa'id ibn al-As", whose other words read as
function words)."""


def names_someone(subject_words: list[str]) -> bool:
    """Whether a question asking what the Prophet said asks it about anything.

    ``subject_words`` are its searched subject words (normalised); False when each is one of
    his titles or a particle of a name.
    """
    return any(word not in _NAMING_NO_ONE for word in subject_words)


_FRAME_VERB = re.compile(
    r"\b(?:said|asked|replied|narrated|reported|related|transmitted|heard|mentioned|told|"
    r"added|commented)\b"
)
"""A verb that introduces a speaker or a transmitter: what stands in its clause is a
narrator's or later scholar's frame ("Ahmad bin Hanbal said", "I heard Ahmad b. Hanbal say",
"a man from Basra … who said"), unless the clause tells the Prophet's words."""
_CLAUSE_END = re.compile(r"(?<!\b[a-z])\.|[?!;:\"“”]")
"""Where a clause ends: a full stop (not that of an abbreviation, "Ahmad b. Hanbal"), a
question or exclamation mark, a colon (what follows it is what was said) or a quotation mark."""
_CREDITED = re.compile(
    r"\b(?:according to|on the authority of|narrated by|reported by)"
    r"(?: the (?:version|narration|wording|tradition|report) of)?(?: [a-z]+){0,4} $"
)
"""A version or a report credited to a name ("according to the version of Ahmad ibn Hanbal")."""


def _in_brackets(text: str, at: int) -> bool:
    """Whether ``at`` stands inside round brackets (a bracket opened before it, not closed)."""
    return text.rfind("(", 0, at) > text.rfind(")", 0, at)


def named_only_in_brackets(text: str, name: str) -> bool:
    """Whether ``text`` (as written) writes ``name`` only inside brackets, as a name there.

    ``name`` is a lower-case Latin word. Pickthall's "(O Muhammad)", a translator's "[to Ali]":
    the gloss, not the passage's own word. False where it stands outside brackets anywhere, or
    stands nowhere, or only uncapitalised (no name).
    """
    named = False
    for match in re.finditer(rf"\b{re.escape(name)}\b", text, re.IGNORECASE):
        at = match.start()
        if not (_in_brackets(text, at) or text.rfind("[", 0, at) > text.rfind("]", 0, at)):
            return False
        named = named or match[0][0].isupper()
    return named


_SENTENCE_START = re.compile(r"(?<!\b[a-z])[.?!][\"”’']?\s")
_SPEAKER_OPENS = re.compile(
    r"\s*[\"“'‘]?(?:and |then |so )?(?!(?:he|she|the prophet|the messenger|allah)\b)"
    r"(?:[a-z'‘’-]+ ){0,5}(?:said|says|added|remarked|commented)\b"
    r"(?: to (?:us|me|him|them))?\s*[:,]"
)
"""A sentence opening on someone's saying who is not the Prophet ("uthman said:", "ibn shihab
said,"); "he said" is most often the Prophet's, and is not read so."""
_SCHOLARS_VIEW = re.compile(
    r"\s*(?:and |so )?(?:this|it|that) is (?:the (?:view|opinion|saying|position|madhhab) of|"
    r"what [a-z'‘’ -]{1,40} (?:say|hold|follow)|acted upon)\b"
)
"""A sentence reporting later scholars' views ("this is the view of sufyan ath-thawri and the
people of al-kufah", "this is acted upon according to most of the people of knowledge"): the
compiler's remark, in at-Tirmidhi's manner, not the Prophet's words."""


def _in_a_speakers_sentence(text: str, at: int) -> bool:
    """Whether position ``at`` stands in a sentence that opens on another's saying or view."""
    start = max((found.end() for found in _SENTENCE_START.finditer(text, 0, at)), default=0)
    if _SCHOLARS_VIEW.match(text, start) is not None:
        return True
    opened = _SPEAKER_OPENS.match(text, start)
    return opened is not None and _NAMED.search(opened[0]) is None


def _clause_at(text: str, at: int) -> str:
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    end = _CLAUSE_END.search(text, at)
    return text[start : end.start() if end else len(text)]


def stands_outside_the_frame(text: str, word: str) -> bool | None:
    """Whether ``word`` stands in a hadith's (normalised) text other than as its frame.

    Its frame is where a narrator, a transmitter or a later scholar speaks or is credited: the
    text before it first tells of the Prophet speaking (a narrator's visit "to basra" before
    "the Prophet said"), a sentence that opens on another's saying ("uthman said: when he came
    to kufa"), a clause with a verb of speaking or transmitting that does not tell the
    Prophet's words, or a version credited to a name; and a translator's gloss in brackets. A
    word standing only there ("what did the Prophet say about Ahmad ibn Hanbal": "Ahmad bin
    Hanbal said …") is not what the hadith tells of the Prophet.
    None when the word stands nowhere in the text (it was found in another form, or not at
    all): nothing is judged then.
    """
    told = _TELLS.search(text) or _NAMED.search(text)
    opens = told.start() if told else len(text)
    found = False
    for match in re.finditer(rf"\b{re.escape(word)}\b", text):
        found = True
        if match.start() < opens:
            continue  # the narrator's own account before the Prophet is named ("came to basra")
        if _in_a_speakers_sentence(text, match.start()):
            continue  # "uthman said: when he came to kufa …"
        if _CREDITED.search(text, max(0, match.start() - 80), match.start()) is not None:
            continue
        if _in_brackets(text, match.start()):
            continue  # the translator's gloss ("al-Fustat (Cairo)"), not the hadith's word
        clause = _clause_at(text, match.start())
        if _FRAME_VERB.search(clause) is None or _TELLS.search(clause) is not None:
            return True
    return False if found else None


_ARABIC_PROPHET = re.compile(
    r"(?:^|\s)[وف]?(?:سمعت|سمع|قال|يقول|عن|ان|اتي|سالت|سال|سئل|يا|نهي|امر|قضي|حرم|لعن|رخص|اذن|كره|"
    r"خطب|ذكر)\s(?:رسول الله|النبي|نبي الله)(?:\s|$)"
)
"""Where an Arabic hadith begins to tell of the Prophet (normalised): his name after a verb of
hearing, saying, asking or bidding, "عن", "ان" or "يا" ("سمعت رسول الله", "عن النبي", "ان النبي
… قال", "قلت يا نبي الله … قال", "قضي رسول الله بالشفعة", "ذكر رسول الله الدجال فقال"). A narrator
who prayed "خلف رسول الله" at Kufa tells of himself."""
_ARABIC_FRAME = word_set("""
    قال وقال فقال قالت وقالت فقالت عن وعن حدثنا وحدثنا حدثني وحدثني اخبرنا واخبرنا اخبرني
    واخبرني انبانا سمعت وسمعت حديث كحديث بحديث رواية كرواية برواية مثل بمثل نحو بنحو معني بمعني
    روي رواه يعني قاضي امير يقل يذكر زاد وصف ووصف فوصف شك وشك فشك
    سالت فسالت وسالت سال فسال وسال لقيت فلقيت ولقيت قلت فقلت وقلت ذكرت فذكرت وذكرت اخبرت
    فاخبرت
""")
"""Words before a name that make it a transmitter, a credited version or a later office, not
what the Prophet spoke of ("قال الزهري", "نحو حديث الاعمش", "قاضي واسط", "ولم يقل وكيع", "زاد ابو
كريب", "ووصف سفيان بيده", "شك شعبة"), or
one a narrator asked, met or told after his words ("فسالت سالم", "فلقيت …", "فقلت لسالم")."""
_SPEAKS_NEXT = frozenset(
    ["قال", "يقول", "حدث", "حدثنا", "حدثني", "اخبرنا", "اخبرني", "اسمه", "واسمه"]
)
"""Words after a name that make it the speaker ("ان سعيد بن المسيب قال"), or one a compiler's
note names ("وابو عبد الله الجدلي اسمه عبد")."""


_ARABIC_NOTES = re.compile(
    r"(?:^|\s)(?:[وف]?تابعه|[وف]?رواه|[وف]?قال ابو عبد الله|[وف]?قال ابو عيسي|[وف]?قال ابو داود"
    r"|[وف]?قال القاضي|[وف]?اختلف|[وف]?خالفه|[وف]?وافقه|وزاد|[وف]?ارسله|[وف]?حدثنا|[و]?لم يذكر"
    r"|[و]?به يقول|[و]?هو قول|[و]?العمل علي هذا)(?:\s|$)"
)
"""Where a compiler's note on the chains begins: "تابعه عبد الرحمن … عن الزهري", "ورواه
الاوزاعي عن الزهري", al-Bukhari's "قال ابو عبد الله", al-Nasa'i's "واختلف علي …", "خالفه
الاوزاعي", "وافقه عبيد الله", "وزاد جرير …", "ارسله شعيب …", a further chain "حدثنا …", "ولم
يذكر فيه …". From there the text tells no word of the Prophet's. Nor from al-Tirmidhi's
remarks on who holds by it: "وبه يقول الشافعي", "وهو قول غير واحد", "والعمل علي هذا عند اهل
العلم"."""


_SON = {"ابن": "بن"}
"""بن and ابن are one word in a name ("مالك ابن انس" is "مالك بن انس")."""


def _forms(word: str) -> frozenset[str]:
    return frozenset(bare_forms(word))


def _same_word(word: str, asked: str, asked_forms: frozenset[str]) -> bool:
    """Whether a text's word is the asked one, either with its clitics taken off.

    والزهري is الزهري, نمام is النمام, وخالتها is الخالة; not two words that each lose letters to
    one stem (وكيع, يعني).
    """
    if word in asked_forms:
        return True
    bare = asked[2:] if asked.startswith("ال") and len(asked) > 3 else asked  # noqa: PLR2004
    # A form of the word is the word less its clitics (a final ت read as ة): the asked word,
    # less its last letter, stands in it, or no form of it is the asked one.
    if (bare[:-1] if len(bare) > 2 else bare) not in word:  # noqa: PLR2004
        return False
    forms = _forms(word)
    return asked in forms or bare in forms


_QUOTE = re.compile('["«»“”]')


def _quoted(text: str, start: int) -> list[tuple[int, int]]:
    """The spans of ``text`` after ``start`` inside quotation marks, paired in order."""
    marks = [found.start() for found in _QUOTE.finditer(text, start)]
    return list(zip(marks[::2], marks[1::2], strict=False))


_SENTENCE_END = re.compile(r"[.؟?!]")
_SPEAKER = re.compile(
    r"\s*[وف]?(?:(?:قال|قالت)\s+(?!(?:رسول الله|النبي|نبي الله)(?:\s|$))"
    r"|قيل\s+ل(?!رسول الله|لنبي|نبي الله))"
)
"""A sentence opening on another's saying ("قال معمر …", "وقال ابن ابي مريم …"), not the
Prophet's, or on what another was asked ("قيل لسفيان …"): a narrator's or a compiler's remark."""
_NARRATOR_SPEAKS = re.compile(
    r"\s*[وف]?قال\s+(?!(?:رسول الله|النبي|نبي الله|الله|ربكم|ربك|ربي|جبريل)(?:\s|$))[^\s.]+"
    r"\s+[وف]?(?:حدثني|حدثنا|اخبرني|اخبرنا|سمعت)(?:\s|$)"
)
"""A narrator's remark on how he heard it, even inside a quotation closed only after it ("قال
شعبة وحدثني به منصور …"); not the Prophet telling what Allah or Gabriel said."""


def _in_a_remark(text: str, at: int) -> bool:
    """Whether position ``at`` stands in a sentence that opens on someone else's saying."""
    start = max((found.end() for found in _SENTENCE_END.finditer(text, 0, at)), default=0)
    return _SPEAKER.match(text, start) is not None


_SAYS = frozenset({"يقول", "قال", "فقال", "وقال"})


def _spoken_of(text: str, found: list[re.Match[str]], words: list[str], at: int) -> bool:
    """Whether word ``at`` is what he speaks of, just before his quoted words.

    "سمعت رسول الله يقول لرمضان " من قامه …"": said of Ramadan; "قال لبلال " يا بلال …"".
    """
    return (
        at > 0
        and words[at - 1] in _SAYS
        and _QUOTE.match(text, found[at].end() + 1) is not None
        and not text[found[at].end() : found[at].end() + 1].strip()
    )


def _in_a_narrators_remark(text: str, at: int) -> bool:
    """Whether position ``at`` stands in a sentence where a narrator says how he heard it."""
    start = max((found.end() for found in _SENTENCE_END.finditer(text, 0, at)), default=0)
    return _NARRATOR_SPEAKS.match(text, start) is not None


def _opens_a_quotation(text: str, found: list[re.Match[str]], at: int) -> bool:
    """Whether a quotation mark stands right before word ``at`` ("فقال " الحياء …").

    Then the word before is the one who speaks, not a frame of this one.
    """
    start = found[at - 1].end() if at > 0 else 0
    return _QUOTE.search(text, start, found[at].start()) is not None


def _before_at(words: list[str], at: int, name: frozenset[str]) -> int:
    """The position of the word before position ``at``, the name's own words skipped (-1: none)."""
    while at > 0 and words[at - 1] in name:
        at -= 1
    return at - 1


def _before(words: list[str], at: int, name: frozenset[str]) -> str:
    """The word before position ``at``, the name's own words skipped ("" at the start)."""
    before = _before_at(words, at, name)
    return words[before] if before >= 0 else ""


_TO_HIM = frozenset({"له", "لها", "لهم"})


def _framed(words: list[str], at: int, name: frozenset[str]) -> bool:
    """Whether a frame word stands before position ``at`` ("فقال له سالم": past له too).

    Past the name's own words and its kunya or father's name: "زاد ابو كريب" credits Abu
    Kuraib.
    """
    before = _before_at(words, at, name | ARABIC_NAME_PARTICLES)
    if before > 0 and words[before] in _TO_HIM:
        before -= 1
    return before >= 0 and words[before] in _ARABIC_FRAME


def _speaks_next(text: str, found: list[re.Match[str]], at: int, name: frozenset[str]) -> bool:
    """Whether the word after position ``at`` (the name's own words skipped) makes it speak.

    "ان سعيد بن المسيب قال", with nothing but space between; not "… بر الوالدين ". قال ثم اي",
    where a quotation closes first.
    """
    last = at
    while last + 1 < len(found) and found[last + 1][0] in name:
        last += 1
    if last + 1 >= len(found) or found[last + 1][0] not in _SPEAKS_NEXT:
        return False
    return not text[found[last].end() : found[last + 1].start()].strip()


_OPENS_ON_HIM = frozenset({"ان", "عن", "اتي"})
"""Openings naming him that tell nothing yet: what follows may be his words or an event."""
_HE_BIDS = frozenset({
    "قال", "يقول", "نهي", "امر", "قضي", "حرم", "لعن", "رخص", "اذن", "كره", "ذكر", "خطب",
})  # fmt: skip
"""His saying, bidding or forbidding, right after he is named ("ان النبي قال", "عن النبي نهي",
"ان النبي امره ان يجعل مسجد الطائف …", with its clitics)."""
BLESSING_WORDS = ("صلي", "الله", "عليه", "وسلم")
"""ﷺ as a text spells it out, normalised: words naming no one and telling nothing."""
_THEN = frozenset({"انه", "كان"})
"""Words that may stand between him and his saying ("عن النبي انه قال", "ان النبي كان يقول")."""


def _tells_only_an_event(text: str) -> bool:
    """Whether a text quoting nothing opens on him with an event, not his saying.

    "ان النبي صلى الله عليه وسلم اتاه رعل وذكوان …" (bukhari:2938) tells what happened: no word
    after it is his. "ان النبي قال …", "عن النبي نهي …", "سمعت النبي يقول …" tell his words.
    """
    named = _ARABIC_PROPHET.search(text)
    if named is None or named.group().split()[0].lstrip("وف") not in _OPENS_ON_HIM:
        return False
    after = text[named.end() :].split()
    if tuple(after[: len(BLESSING_WORDS)]) == BLESSING_WORDS:
        after = after[len(BLESSING_WORDS) :]
    if after and after[0].lstrip("وف") in _THEN:
        after = after[1:]
    return not after or not any(form in _HE_BIDS for form in bare_forms(after[0]))


_ANOTHER_SPEAKS = re.compile(r"(?:^|\s)[وف]?(?:قال|قالت|يقول|تقول)(?=\s)")
_HIS_OWN_VERB = 40
"""How far after his name his own verb of saying may stand ("النبي صلي الله عليه وسلم قال")."""


def _his_speech_ends(text: str, opens: int) -> int:
    """Where, in a text quoting nothing, his words end: at the next one to speak after him.

    "يزعمون ان رسول الله نهي عن حمر الاهلية فقال قد كان يقول ذاك الحكم … بالبصرة" (bukhari:5316):
    from "فقال" on, Jabir b. Zayd speaks. His own "قال" right after his name is his.
    """
    for found in _ANOTHER_SPEAKS.finditer(text, opens):
        if found.start() - opens > _HIS_OWN_VERB:
            return found.start()
    return len(text)


def _told(text: str) -> list[tuple[int, int]]:
    """Where a hadith's (normalised) Arabic tells of the Prophet, as (start, end) spans.

    From where it first names him to a compiler's note on the chains; after a further chain
    ("ح وحدثني … قال قال النبي"), again from where it names him.
    """
    spans = []
    at = 0
    while (named := _ARABIC_PROPHET.search(text, at)) is not None:
        noted = _ARABIC_NOTES.search(text, named.end())
        spans.append((named.end(), noted.start() if noted else len(text)))
        if noted is None:
            break
        at = noted.end()
    return spans


def tells_his_words_from(text: str, at: int) -> bool:
    """Whether a hadith's (normalised) Arabic tells the Prophet's words at position ``at`` or after.

    Where it quotes words after naming him (with a verb of telling or not), a quotation
    holding ``at`` ("قال " من دخل السوق فقال …"": what one is to say when), or one standing
    after it with no one else's saying between. Where it quotes nothing, his saying up to
    where another speaks, if it opens on his saying and not on an event ("ان النبي تزوج
    ميمونة وهو محرم" tells what he did, and al-Zuhri's "فقال" after it).
    """
    told = _told(text)
    # Named with no verb read as telling ("كان للنبي ناقة … فقال " … ""): from there.
    named = _NAMED_IN_ARABIC.search(text)
    opens = min([*(start for start, _ in told[:1]), *([named.end()] if named else [])], default=0)
    quoted = _quoted(text, opens)
    if quoted:
        return any(
            left < at < right or (at <= left and not _ANOTHER_SAYS.search(text, at, left + 1))
            for left, right in quoted
        )
    return bool(told) and not _tells_only_an_event(text) and at < _his_speech_ends(text, opens)


_ANOTHER_SAYS = re.compile(
    r"(?:^|\s)[وف]?(?:قال|قالت)\s+(?!(?:رسول الله|النبي|نبي الله)(?:\s|$)|\")"
)
"""Another's saying ("فقالت يا عبد الرحمن …"): his words quoted after it, and after what
happened, are what that one recalled hearing, not what he said then. A "قال" opening the
quotation itself is his."""


def holds_the_name(text: str, wanted: str) -> bool:
    """Whether ``text`` (normalised Arabic) writes every word of ``wanted`` in that order."""
    asked = [_SON.get(word, word) for word in wanted.split()]
    if not asked:
        return False
    words = [_SON.get(found[0], found[0]) for found in word_matches(text)]
    first = _forms(asked[0])
    return any(
        _same_word(word, asked[0], first) and words[at + 1 : at + len(asked)] == asked[1:]
        for at, word in enumerate(words)
    )


_PROCLITICS = frozenset({"", "و", "ف", "ب", "ل", "ك", "وب", "فب", "ول", "فل", "وك", "فك"})
"""What may stand before a name written bare: a conjunction, a preposition, or one of each."""


def written_as_a_name(text: str, name: str) -> bool:
    """Whether ``text`` (normalised Arabic) writes a one-word ``name`` asked bare as a name.

    A name the question writes without the article ("قطر", "مرو") is never written with it:
    "القطر" is the rain. Nor does it head a construct with a definite word: "قطر الماء" is a
    drop of water. Only a conjunction or a preposition may stand before it. A name asked with
    its article, or of several words, is not read here (True).
    """
    if " " in name or name.startswith("ال"):
        return True
    found = [match[0] for match in word_matches(text)]
    return any(
        word.endswith(name)
        and word[: len(word) - len(name)] in _PROCLITICS
        and not (at + 1 < len(found) and found[at + 1].startswith("ال"))
        for at, word in enumerate(found)
    )


_BEFORE_A_PLACE = frozenset({
    "الي", "من", "في", "عن", "علي", "حتي", "نحو", "قبل", "عند", "ارض", "اهل", "بلد", "بلاد",
    "مدينة", "مدينه", "نهر", "جبل", "وادي", "قرية", "ناحية", "يوم", "غزوة", "قتال",
})  # fmt: skip
"""Words after which a name is a place: a preposition, or a place's class ("اهل الرقة")."""


def written_as_a_place(arabic: str, english: str, name: str) -> bool:
    """Whether a hadith writes ``name`` (one normalised Arabic word) as the place asked.

    Its English (as the source writes it) writes it by a capitalised Latin word, or its Arabic
    writes it after a conjunction, a preposition or a place's class word. "صدقة الرقة" (the
    English "coins": zakat on silver) and "في دينه رقة" (a frailty) name no town "الرقة".
    """
    if written_in_latin(english, name):
        return True
    bare = name.removeprefix("ال")
    found = [match[0] for match in word_matches(arabic)]
    for at, word in enumerate(found):
        for form in (name, bare):
            if (
                word.endswith(form)
                and word[: len(word) - len(form)] in _PROCLITICS
                and (word != form or (at > 0 and found[at - 1] in _BEFORE_A_PLACE))
            ):
                return True
    return False


def within_his_arabic_words(
    text: str,
    wanted: str,
    name: frozenset[str] = frozenset(),
    *,
    alone: bool = True,
    after: frozenset[str] = frozenset(),
) -> bool | None:
    """Whether ``wanted`` (Arabic, one word or several) stands where a hadith tells of the Prophet.

    ``text`` is the hadith's normalised Arabic after its chain. It must stand after the text
    first names the Prophet, before a compiler's note on the chains, not right after a word of
    transmission or credit ("قال الزهري", "بمثل حديث الاعمش"); where the text quotes words
    after naming him, inside a quotation, and where it quotes none, not in a sentence opening
    on another's saying ("قال معمر وكان الزهري يفتي به"): a town a narrator travelled to, or a
    narrator credited after the Prophet's words, is not what he spoke of. None when it stands
    nowhere (found in another form): nothing is judged then, unless ``wanted`` is a name of
    several words, which must stand in that order. Where no verb :data:`_ARABIC_PROPHET` reads
    tells of him, ``wanted`` must stand in a quotation after he is named, or in any where the
    text never names him (its chain does). ``name`` are the words the question writes beside
    ``wanted`` ("سفيان" of "سفيان الثوري"): the word before them is the one read for a frame.
    A one-word name asked ``alone`` (no kunya or father's name before it in the question) is
    not held where a kunya or a father's name stands before it: "ابو علقمة" is not "علقمة";
    one asked ``after`` a kunya or a father's name (their Arabic particles: بن for "ibn") only
    where one of those stands before it: "Abdullah ibn Wahb" is not "يا ابا وهب".
    Where the text quotes nothing and its story names ``wanted`` before it tells of him
    ("… مروان بن الحكم فسجن مروان العبد …"), his words run on into the narrator's account with
    no mark between: it is held only where he addresses it ("يا بلال").
    """
    asked = wanted.split()
    if not asked:
        return None
    first, rest = _forms(asked[0]), [_SON.get(word, word) for word in asked[1:]]
    found_words = word_matches(text)
    words = [_SON.get(found[0], found[0]) for found in found_words]
    told = _told(text)
    if told:
        opens = told[0][0]
    else:  # named with no verb read as telling ("فجاء رسول الله … وقال " … ""), or not at all
        named = _NAMED_IN_ARABIC.search(text)
        opens = named.end() if named else 0
    quoted = _quoted(text, opens)
    written = [  # where the text writes the name asked, all its words in order
        at
        for at, word in enumerate(words)
        if _same_word(word, asked[0], first) and words[at + 1 : at + 1 + len(rest)] == rest
    ]
    # A whole name ("مالك بن انس") the text never writes in that order names someone else;
    # a text telling only an event (quoting nothing) holds no word of his.
    judged_not = False if written or len(asked) > 1 else None
    if not quoted and told and _tells_only_an_event(text):
        return judged_not
    speech_end = len(text) if quoted else _his_speech_ends(text, opens)
    in_the_story = False  # named in the narrative before the text tells of him
    for at in written:
        in_the_story = in_the_story or found_words[at].start() < opens
        particle = words[at - 1].lstrip("وف") if at > 0 and not rest else ""
        if (after and not rest and particle not in after) or (
            alone and particle in ARABIC_NAME_PARTICLES
        ):
            continue  # "ابو علقمة", "ام سلمة", "بن عمر": a kunya or a father's name, another man
        where = found_words[at].start()
        if (
            # Within the first telling; within a later one (after a further chain) only
            # inside his quoted words: "… نحوه . وبه يقول الاوزاعي" is al-Tirmidhi's remark.
            (
                told[0][0] <= where < told[0][1]
                or (
                    any(start <= where < end for start, end in told[1:])
                    and any(left < where < right for left, right in quoted)
                )
                if told
                # Where no verb the rule reads tells of him, his words are the quotations
                # after he is named (or all of them, where the text never names him).
                else any(left < where < right for left, right in quoted)
            )
            and (_opens_a_quotation(text, found_words, at) or not _framed(words, at, name))
            and (  # one he addresses does not speak next: "يا بلال حدثني" is "tell me"
                _before(words, at, name) == "يا"
                or not _speaks_next(text, found_words, at + len(rest), name)
            )
            and (
                (
                    (
                        any(left < where < right for left, right in quoted)
                        and not _in_a_narrators_remark(text, where)
                    )
                    or _spoken_of(text, found_words, words, at)
                )
                if quoted
                # Quoting nothing, a text about one its story names before it tells of him
                # runs on into the narrator's account unmarked: only one he addresses is held.
                else not _in_a_remark(text, where)
                and where < speech_end
                and (not in_the_story or _before(words, at, name) == "يا")
            )
        ):
            return True
    return judged_not


def _written_as(english: str, word: str) -> list[re.Match[str]]:
    """Where the (unnormalised) English writes ``word``, in any case.

    An apostrophe or a hyphen may stand between its letters ("Mu'adh" for mu'adh).
    """
    spelt = "['`’‘ʿʾ-]?".join(map(re.escape, word))
    return list(re.finditer(rf"\b{spelt}\b", english, flags=re.IGNORECASE))


def capitalised_in(english: str, word: str) -> bool:
    """Whether the (unnormalised) English writes ``word`` capitalised: a name ("Kufa", "Mu'adh")."""
    return any(found.group()[0].isupper() for found in _written_as(english, word))


_PARTICLE_BEFORE = re.compile(r"\b(\w+)\.?[\s-]+$")


def _only_after_a_particle(english: str, word: str) -> bool:
    """Whether the English writes ``word`` only right after a kunya's or father's particle."""
    found = _written_as(english, word)
    return bool(found) and all(
        (particle := _PARTICLE_BEFORE.search(english, 0, at.start())) is not None
        and particle[1].casefold() in LATIN_NAME_PARTICLES
        for at in found
    )


_PARTICLES_IN_ARABIC = {
    **dict.fromkeys(("abu", "abi", "aba"), frozenset({"ابو", "ابي", "ابا"})),
    **dict.fromkeys(("ibn", "bin", "b", "bn"), frozenset({"بن"})),  # ابن is read as بن
    "umm": frozenset({"ام"}),
    "bint": frozenset({"بنت"}),
}
"""Each Latin name particle as the Arabic writes it."""


def within_his_words_as_named(
    english: str, arabic: str, word: str, *, before: frozenset[str] = frozenset()
) -> bool | None:
    """Whether a name the English writes stands, in the Arabic, where it tells of the Prophet.

    ``english`` is the hadith's English as written, ``arabic`` its normalised Arabic after the
    chain, ``word`` the question's (normalised, Latin) name, ``before`` the kunya or father's
    name particles the question writes before it ("abu" of "Abu Jahl"; none: it is asked alone).
    Its English may carry a narrator's account on from the Prophet's words with no mark between
    them ("There would come to you Uwais … Umar said: Where do you intend to go? He said: To
    Kufa"), where its Arabic closes his words with a quotation mark; the Arabic word the name
    transliterates is read there (:func:`within_his_arabic_words`). None where the English does
    not write the word as a name, or no Arabic word transliterates it: nothing is judged then.
    Where the Arabic begins to tell of him in a way :data:`_ARABIC_PROPHET` does not read ("فجاء
    رسول الله … وقال"), the name must stand inside a quotation after he is named (judging
    nothing there, tried first, answered Marwan, al-Hajjaj and Ibn Sirin with narrators'
    accounts again).
    """
    if not capitalised_in(english, word):
        # A nisba asked ("al-Basri") written only in small letters is another word ("sam'i wa
        # basri", my sight); any other word so written is judged elsewhere.
        return False if "al" in before and _written_as(english, word) else None
    if not before and _only_after_a_particle(english, word):
        return False  # "Ibn Qatar" is not Qatar, whatever the Arabic writes for it
    before = before - {"al"}
    after = frozenset().union(*(_PARTICLES_IN_ARABIC.get(one, frozenset()) for one in before))
    return within_his_arabic_words_in_any(
        arabic, arabic_forms(word, arabic), alone=not before, after=after
    )


_FATHERS_PARTICLE = r"(?:bin|ibn|bn|b\.?|bint|son of|daughter of)"
_APOSTROPHE = "['`’‘ʿʾ-]?"
_SON_IN_ARABIC = r"\s+(?:بن|ابن|بنت)\s+"


def written_with_father(english: str, word: str, father: str, arabic: str = "") -> bool:
    """Whether a passage writes the name ``word`` with ``father``'s name after it, anywhere.

    ``english`` is its English with the narrator's line, as written; ``arabic`` its whole
    normalised Arabic, chain and all (read where the English spells either name otherwise).
    Asked "Salim bin Abdullah", a hadith naming only "Salim, the freed slave of Abu Hudaifa"
    names another Salim; one that writes "Qabisa b. Mukhariq" (its chain, its narrator) may have
    him addressed by his first name alone ("O Qabisa").
    """
    spelt = (_APOSTROPHE.join(map(re.escape, one)) for one in (word, father))
    pattern = rf"\b{next(spelt)}\W+(?:the\s+)?{_FATHERS_PARTICLE}\s+['`’‘ʿʾ]?{next(spelt)}\b"
    if re.search(pattern, english, flags=re.IGNORECASE):
        return True
    return any(
        re.search(rf"(?:^|\s){re.escape(form)}{_SON_IN_ARABIC}{re.escape(parent)}(?:\s|$)", arabic)
        for form in arabic_forms(word, arabic)
        for parent in arabic_forms(father, arabic)
    )


def within_his_arabic_words_in_any(
    text: str,
    forms: Iterable[str],
    name: frozenset[str] = frozenset(),
    *,
    alone: bool = True,
    after: frozenset[str] = frozenset(),
) -> bool | None:
    """:func:`within_his_arabic_words` for the words ``forms``, any of which may be the one asked.

    True where one of them stands in his words; False where one was judged and none stands
    there; None where none is written (nothing is judged).
    """
    judged = False
    for form in sorted(forms):
        held = within_his_arabic_words(text, form, name, alone=alone, after=after)
        if held:
            return True
        judged = judged or held is False
    return False if judged else None


_NAMED_IN_ARABIC = re.compile(
    r"(?:^|\s)[وف]?(?:رسول الله|النبي|نبي الله|للنبي|لرسول الله|لنبي الله)(?:\s|$)"
)
