"""A question asking whether the Prophet said given words: those words, said, are the answer.

"هل قال النبي الجنة تحت أقدام الأمهات", "Did the Prophet say that war is deceit?": the asker
gives the words and asks whether they are his. A passage answers only if it holds them
together: a hadith on Paradise and another on mothers answer nothing, and a saying these
collections do not hold is no_source, never the nearest hadith that shares its words.
"""

import re
from collections import Counter
from collections.abc import Callable, Sequence

from sanad.core.lemma import GAP
from sanad.core.narrators import ARABIC_SON_OF
from sanad.core.prophets_words import BLESSING_WORDS
from sanad.core.tokenise import STOPWORDS, words
from sanad.core.types import Token

_PROPHET_AR = r"(?:النبي|الرسول|رسول الله)(?: صلي الله عليه وسلم| عليه السلام| ﷺ)?"
_SPOKEN_DID_HE_SAY = (
    r"^(?:[وف]?هل(?: (?:صح|صحيح|فعلا|حقا)(?: ان| انه)?)?|هو|صح(?: ان)?|صحيح(?: ان)?|فعلا|حقا)"
    rf" {_PROPHET_AR} (?:قال|بيقول|كان يقول)"
)
"""The spoken "did the Prophet say": هو النبي قال، هل النبي قال، صحيح النبي قال، هل صح ان
النبي قال."""
_OPENS_WITH_HIS_SAYING = rf"^{_PROPHET_AR} (?:قال|بيقول|كان يقول)"
"""A question opening with him saying ("النبي ﷺ قال كلوا الخيار بالتمر …؟")."""
_NO_SAYING = r"(?:ايه|ايش|شو|ماذا|شنو|اشنو|حاجة|حاجه|شي|شيء|شيئا|كلام|عن|في)\b"
"""What follows "he said" where no words of his are given: "قال ايه عن …", "قال حاجة عن …"."""
_ARABIC = re.compile(
    rf"^[وف]?هل (?:قال|يقول|ذكر) {_PROPHET_AR}(?: (?:انه قال|ان|بان|قوله))?:? (.+)$"
    rf"|^[وف]?هل (?:ورد|جاء) عن {_PROPHET_AR}(?: (?:انه قال|ان|قوله))?:? (.+)$"
    # "هل هناك حديث يقول …", "هل يوجد حديث ان …": a saying asked after by its words.
    r"|^[وف]?هل (?:هناك|يوجد|في|ثمة) حديث (?:يقول|ان|بان|مفاده ان|نصه|فيه ان):? (.+)$"
    # "اختلاف امتي رحمة هل هو حديث": the words first.
    r"|^(.+?):? (?:هل هو|هل هذا|هل هذا القول|هل هذه) حديث[\s?؟.!]*$"
    # "حديث المرء على دين خليله …": a saying of two words or more after "حديث" (not a hadith
    # about a thing or of a kind, "حديث عن الصبر", "حديث صحيح عن …", "حديث جبريل", nor one
    # known by its narrator, "حديث أبي موسى عن الجليس الصالح", "حديث عائشة في …").
    r"|^حديث:? (?!(?:عن|في|حول|بخصوص|بشان|صحيح|ضعيف|نبوي|قدسي|شريف|الرسول|النبي|ابي|ابو|ابا"
    r"|ابن|ام)\b)(?!(?:\S+ ){1,4}(?:عن|في|حول|بن)\b)(\S+ \S.*)$"
    # "شو الحديث اللي بيقول ان …", "ما هو الحديث الذي يقول …": the hadith that says these words.
    r"|^(?:شو|ايش|وش|ما|ما هو|ماهو) الحديث (?:اللي|الي|الذي) (?:بيقول|يقول|بقول|مفاده)"
    r"(?: ان| بان)?:? (.+)$"
    # "وين مكتوب في القرآن ان …", "أين ورد أن …": where given words are written (not "أين ورد
    # ذكر الصبر", where a thing is spoken of); "هل في القرآن آية تقول …".
    r"|^(?:وين|اين|فين) (?:مكتوب|ورد|جاء|قال|يقول)(?: في (?:القران|الحديث|السنه|السنة))? (?:ان|بان)"
    r":? (\S+ \S.*)$"
    r"|^[وف]?هل (?:في|يوجد في|هناك في) القران (?:اية|ايه|ايات) (?:تقول|نصها|فيها)(?: ان| بان)?"
    r":? (.+)$"
    # "مين اللي قال …", "شكون لي قال …": who said the words, up to the first question mark
    # (what follows it asks of the speaker, not of a passage). Not a bare "من قال", which as
    # often opens "whoever says …" ("من قال سبحان الله مائة مرة ما ثوابه").
    r"|^(?:مين|شكون|منو|منهو|من)(?: (?:الذي|اللي|الي|لي)) (?:قال|يقول"
    r"|بيقول|كيقول)(?: ان| بان)?:? (?!(?:ايه|ايش|شو|ماذا|شنو|اشنو)\b)(\S+ [^?؟]*[^?؟\s])"
    r"|^(?:مين|شكون|منو|منهو) (?:قال|يقول|بيقول|كيقول)(?: ان| بان)?:? "
    r"(?!(?:ايه|ايش|شو|ماذا|شنو|اشنو)\b)(\S+ [^?؟]*[^?؟\s])"
    # Spoken "did he say …": "هو النبي قال …؟", "هل النبي قال …", "صحيح النبي قال …؟" — the
    # words up to the first question mark; not what he said of a thing ("قال ايه عن …").
    rf"|{_SPOKEN_DID_HE_SAY}(?: ان| بان)?:? (?!{_NO_SAYING})(\S+ [^?؟]*[^?؟\s])"
    # Opening with him saying, the words up to the first stop: not to whom he said it ("قال
    # لواحد …"), nor where a colon follows ("النبي قال للانصار يوم حنين: …" gives them after).
    rf"|{_OPENS_WITH_HIS_SAYING}(?: ان| بان)? (?!{_NO_SAYING})(?!ل)(?![^?؟:]*:)"
    r"(\S+ [^?؟.]*[^?؟.\s])"
    # Words in «» said to be said, or said in a hadith: "النبي قال عن أم أيمن «…»؟", "في حديث
    # بيقول «…»" (two words or more; not a name in «» asked about, "قصة «الافك»").
    r"|^.*?(?:^|\s)(?:قال|يقول|بيقول|كيقول|حديث|الحديث)(?:\s[^«]*)?\s«(\S+ [^»]*\S)»"
    # Words after a speech verb and a colon, to the end of their clause: "حين قال لهم: اذهبوا
    # فأنتم الطلقاء؟", "قال للأنصار يوم حنين: أنتم الشعار والناس الدثار، وين الحديث" (a few
    # words between, as to whom and when; not "قال: ايه عن …", which gives none).
    rf"|^.*?(?:^|\s)(?:قال|فقال|وقال|قالت|يقول|بيقول|كيقول)(?: [^\s:?؟«»]+){{0,4}}: "
    rf"(?!{_NO_SAYING})(\S+ [^?؟.!،,:]*[^?؟.!،,:\s])"
)
_ASKED_OF_HIM = re.compile(
    rf"^[وف]?هل (?:قال|يقول) {_PROPHET_AR}|^[وف]?هل (?:ورد|جاء) عن {_PROPHET_AR}"
    rf"|{_SPOKEN_DID_HE_SAY} (?!{_NO_SAYING})"
    rf"|{_OPENS_WITH_HIS_SAYING}(?: ان| بان)? (?!{_NO_SAYING})(?!ل)(?![^?؟:]*:)"
    # His words given as his, then asked after: "قال النبي ﷺ: «…» ؟", "النبي قال عن أم أيمن «…»".
    rf"|^[وف]?قال {_PROPHET_AR}:? (?!{_NO_SAYING})"
    rf"|^{_PROPHET_AR} (?:قال|بيقول|يقول|كان يقول)\b[^«?؟]*«"
)
"""An Arabic question asking whether the Prophet himself said the words it gives, or giving
them as his and asking after them: either way a passage telling them as another's holds
nothing of it."""


def asks_whether_he_said(normalised: str) -> bool:
    """Whether a (normalised) Arabic question asks whether the Prophet said its given words."""
    return _ASKED_OF_HIM.match(normalised) is not None


_PROPHET_EN = (
    r"(?:the prophet|prophet muhammad|muhammad|the messenger(?: of allah)?|allahs? messenger)"
    r"(?: \([^)]*\)| صلي الله عليه وسلم| pbuh)?"
)
_ENGLISH = re.compile(
    rf"^did {_PROPHET_EN}(?: ever)? (?:say|tell us)(?: that)?:? (.+)$"
    # "is there a hadith that …", "is there any hadith saying …", "any hadith that says …"
    r"|^(?:is there )?(?:a|any) (?:hadith|narration|saying) (?:that says|which says|saying that"
    r"|saying|stating that|stating"
    r"|that states|that):? (.+)$"
    # "is 'marriage is half of the religion' a hadith"
    r"|^is (.+?) (?:a|an actual|a real|an authentic|really a) hadith[\s?.!]*$"
    # "whats the hadith that says …", "what is the hadith saying …"
    r"|^(?:whats|what is|which is) the hadith (?:that says|which says|saying|that):? (.+)$"
    # "hadith whoever doesnt thank people …", "the hadith: actions are …": a saying of three
    # words or more after "hadith" (not a hadith about a thing, of a kind or by a narrator).
    r"|^(?:the )?hadith:? (?!(?:about|on|of|regarding|concerning|in|from|by|narrated|"
    r"reported|qudsi|sahih|daif|weak|authentic|that|which|where|abu|ibn|umm)\b)"
    r"(?!(?:\S+ ){1,4}(?:about|on|regarding|concerning|narrated|reported)\b)(\S+ \S+ \S.*)$"
    # Where a source says given words, which verse says them: "where in the quran does it say
    # …", "where did the prophet say …", "which verse says …", "is there a verse that says …",
    # (two words or more: "where did the prophet say it" gives none). Not "does the quran say
    # …": asked so, the words are mostly a paraphrase ("Does the Quran say the sun and the moon
    # move in orbits?", where 21:33 has "float"), and requiring them lost its answer.
    r"|^where (?:in the (?:quran|hadith|sunnah) )?(?:does|did|do) (?:it|the quran|allah|god|he|"
    rf"the hadith|{_PROPHET_EN})(?: ever)? say(?: that)?:? (\S+ \S.*)$"
    r"|^(?:which|what) (?:verse|ayah|ayat|surah|hadith)s? (?:says|said|states|tells us)"
    r"(?: that)?:? (\S+ \S.*)$"
    r"|^is there (?:a|any) (?:verse|ayah|ayat) (?:that says|which says|saying that|saying"
    r"|stating that|stating|that states|that):? (.+)$"
    # The words first, then whether they are his: "'whoever fasts the day of doubt has
    # disobeyed me' — are these the prophet's own words?"
    # (A possessive's "'s" is a gap mark, \ue000, in the text read.)
    r"|^(\S+ \S+ .+?)[\s,.;:!?\u2014\u2013\ue000-]+(?:are|is|were|was)\s+"
    r"(?:these|this|that|they|it)\s+(?:(?:really|actually|truly)\s+)?(?:the\s+)?"
    r"(?:prophet|messenger|rasulullah)s?(?:\s+\ue000)?(?:\s+own)?\s+"
    r"(?:words|saying|sayings|hadith)\b.*$"
    # "is 'X' something the prophet actually said?", "is X what the prophet said"
    rf"|^is (\S+ \S+ .+?) (?:something|what|a thing|a saying|one of the things) (?:that )?"
    rf"{_PROPHET_EN}(?: (?:actually|really|ever|truly))? (?:said|says|say)\b.*$"
    # "the prophet said X - where is that narrated?", "… which book is that in": his words
    # given, then where they are asked (not "said something about …", which gives none).
    rf"|^{_PROPHET_EN} (?:once |also )?(?:said|says)(?: that)?:? (?!(?:something|anything)\b)"
    r"(\S+ \S+ \S+ .+?)[\s,.;:!\u2014\u2013-]+(?:where|which (?:book|hadith|collection)"
    r"|is (?:that|this|it) (?:in|from|a hadith|authentic|real|true)|source|reference"
    r"|who narrated)\b.*$"
    # "X — which hadith says that?", "X. what verse says that?": a claim given, then which
    # passage says it (three words or more before; "that", "this", "it" or "so" after).
    r"|^(\S+ \S+ \S+ .+?)[\s,.;:!\u2014\u2013-]+(?:which|what) (?:hadith|verse|ayah|ayat"
    r"|narration|surah)s? (?:says|said|states|mentions|tells us) (?:that|this|it|so)\b.*$"
    # "X — which collection is this in", "X, where is this hadith from": words given bare,
    # then where they stand (not a question first: "what did the prophet say about anger,
    # where is it from" gives no words).
    r"|^(?!(?:what (?:did|does|do|about|was|were|are)|what is the (?:hadith|verse|ayah|saying)"
    r"|who|did|does|do|how|why|when|where|which|is there|are there|can|could|should|tell me"
    r"|any|give me|show me)\b)(\S+ \S+ \S+ .+?)[\s,.;:!\u2014\u2013-]+(?:where is (?:this|that|it)"
    r"(?: hadith| saying| verse| narration)? (?:from|narrated|found|recorded|reported)"
    r"|(?:which|what) (?:book|books|collection|collections|source) (?:is (?:this|that|it)"
    r" (?:in|from)|(?:has|have|holds|contains|records|mentions) (?:this|that|it)))\b.*$"
    # "who said …": the words, up to the first question mark (see the Arabic above).
    r"|^who (?:said|says|first said)(?: that)?:? (?!(?:what|which|how|when|where|why|who|it"
    r"|this|that|so)\b)(\S+ [^?]*[^?\s])"
    # Words a question's story gives as said, in quotes (see quotes_marked): "… when asked what
    # he left for his family he said 'allah and his messenger'", "the prophet told abu dharr
    # 'you are weak …'", "which wife replied '…'". Two words or more; not what a verse, a
    # book or a translation says ("the ayah just says 'a few'").
    r"|^(?:.*? )?(?!(?:it|this|that|quran|verse|ayah|ayat|surah|translation|pickthall|book"
    r"|version|text|english|arabic|dictionary|word)\b)\S+(?: (?:once|then|also|just|only))?"
    r" (?:said|says|replied|answered|told (?!me\b)\S+(?: \S+)??)[:,]? \"(\S+ [^\"]*[^\"\s])\""
)
_SINGLE_QUOTED = re.compile(
    r"\b((?:said|says|say|saying|replied|answered|told \w+(?: \w+)?)[:,]? )['\u2018]"
    r"((?:[^'\u2018\u2019\"]|(?<=\w)['\u2019](?=\w))+?)['\u2019](?=[\s?!.,;:)\u2014\u2013-]|$)"
)


def quotes_marked(question: str) -> str:
    """``question`` with words in single quotes after a speech verb written in double quotes.

    Normalising drops apostrophes, so "he said 'allah and his messenger'" would lose where
    the words said begin and end; double quotes are kept. An apostrophe inside a word
    ("bid'ah", "don't") is no quotation mark.
    """
    if "'" not in question and "\u2018" not in question:
        return question
    return _SINGLE_QUOTED.sub(r'\1"\2"', question)


_ENGLISH_WRITTEN = (
    "prophet", "muhammad", "messenger", "rasulullah", "hadith", "narration", "say", "said",
    "verse", "ayah", "ayat", "surah", "replied", "answered", "told", "book", "collection",
    "where is",
)  # fmt: skip
"""What every way :data:`_ENGLISH` has of asking writes, one at least (him, a source, saying)."""
_NO_WORDS = re.compile(
    r"^(?:شيئا|شيء|شي|عن|في|حديثا|anything|something|about|a hadith|any hadith)\b"
)
_END = re.compile(r"[\s?؟.!]+$")
_SPAN_PER_WORD = 2
_SPAN_SLACK = 4


def asked_saying(normalised: str) -> str | None:
    """The words a (normalised) question asks whether the Prophet said, or None.

    None for a question about what he said of a thing ("ماذا قال النبي عن الغضب", "Did the
    Prophet say anything about charity?"): those give no words of their own.
    """
    # Every way _ARABIC has of asking writes Arabic, and every way _ENGLISH has one of
    # _ENGLISH_WRITTEN: a question writing none is not matched against it.
    found = (None if normalised.isascii() else _ARABIC.match(normalised)) or (
        _ENGLISH.match(normalised)
        if any(written in normalised for written in _ENGLISH_WRITTEN)
        else None
    )
    if found is None:
        return None
    given = next(group for group in found.groups() if group is not None)
    words = _END.sub("", given).strip().strip('"')
    if not words or _NO_WORDS.match(words):
        return None
    return words


def holds_saying(tokens: Sequence[Token], said: Sequence[Token]) -> bool:
    """Whether a window's lemmas (``tokens``, in order) hold every lemma of ``said`` close.

    In any order, within a span of twice as many words and a few more: the words said stand
    together where a passage says them ("الحرب خدعة"), not one here and one there.
    """
    return not (set(said) - {GAP}) or _start_of(tokens, said) is not None


_RUN = 3
_SMALL_WORDS_SAYING = 6
_CONTENT_SHARE = 0.4


def saying_runs(said: str) -> tuple[str, ...]:
    """Runs of three words that tell a saying made mostly of small words, or none.

    "if there were to be a prophet after me it would be abu bakr" has two content words, and
    both stand close in many a passage (the Cave hadith: "O Abu Bakr! … said the Prophet"):
    its small words are what tell it. Each run holds a small word and a content word ("prophet
    after me", "be abu bakr"). A saying of six words or fewer, or of content words for more
    than :data:`_CONTENT_SHARE` of its words, is told by them (:func:`holds_saying`): none.
    """
    tokens = words(said)
    content = [token for token in tokens if token not in STOPWORDS]
    if len(tokens) <= _SMALL_WORDS_SAYING or len(content) > _CONTENT_SHARE * len(tokens):
        return ()
    runs = (tokens[at : at + _RUN] for at in range(len(tokens) - _RUN + 1))
    return tuple(
        " ".join(run)
        for run in runs
        if any(token in STOPWORDS for token in run) and any(t not in STOPWORDS for t in run)
    )


def holds_a_run(text: str, runs: Sequence[str]) -> bool:
    """Whether a (normalised) text holds one of ``runs`` (see :func:`saying_runs`) as written."""
    joined = f" {' '.join(words(text))} "
    return any(f" {run} " in joined for run in runs)


_SHE_SAYS = frozenset({"قالت", "فقالت", "وقالت", "تقول", "فتقول", "وتقول"})
_SPEECH = _SHE_SAYS | {"قال", "فقال", "وقال", "يقول", "فيقول", "ويقول"}
_HIM = frozenset({"النبي", "رسول", "الرسول", "نبي", "لرسول", "للنبي"})
_NO_SPEAKER = frozenset({
    "له", "لها", "لهم", "لنا", "لي", "لهما", "لكم", "ان", "انه", "لقد", "قد", "رضي", "عنه",
    "عنها", "عنهما", "يوما", "يومئذ", "حين", "ذلك", "ثم", *BLESSING_WORDS,
})  # fmt: skip
"""Words between a speech verb and what is said that name no speaker: to whom, a blessing."""
_SPEAKER_REACH = 12
_SPEAKER_WORDS = 2


def said_by_another(
    words: Sequence[str],
    lemmas: Sequence[Token],
    said: Sequence[Token],
    given: frozenset[str] = frozenset(),
) -> bool:
    """Whether the words ``said`` (lemmas) stand in a text as another's words than his.

    ``words`` are the text's (normalised Arabic) words and ``lemmas`` theirs, in order. Read
    where the words said first stand together (see :func:`holds_saying`): the nearest speech
    verb before them is a woman's ("قالت عائشة … كان يوم بعاث …"), or a man's with another
    named between it and them ("فقال عمر نعمت البدعة هذه"), and his title stands in neither.
    A verb with no one named ("ثم قال …") tells nothing apart: False, as where no verb is near;
    but a man named with his father right before it ("ان عمر بن الخطاب قال …") speaks.
    ``given``: the words the question gives as said, none of which names a speaker ("انما").
    """
    start = _start_of(lemmas, said)
    if start is None:
        return False
    for verb in range(start - 1, max(-1, start - 1 - _SPEAKER_REACH), -1):
        if words[verb] not in _SPEECH:
            continue
        between = words[verb + 1 : start]
        if _HIM.intersection(between) or _HIM.intersection(words[max(0, verb - 3) : verb]):
            return False
        named = [
            word
            for word in between
            if word not in _NO_SPEAKER and word not in STOPWORDS and word not in given
        ]
        if words[verb] in _SHE_SAYS:
            return len(named) <= _SPEAKER_WORDS  # her words, begun at once or after her name
        if not named:
            # "ان عمر بن الخطاب قال …": a man named with his father right before the verb.
            return bool(ARABIC_SON_OF.intersection(words[max(0, verb - _SPEAKER_WORDS - 1) : verb]))
        # His name, a word or two, right before the words; more is what the speaker says
        # before them (سمعت النبي يقول اهتز العرش لموت سعد: his words, the name inside).
        return 0 < len(named) <= _SPEAKER_WORDS
    return False


def _start_of(tokens: Sequence[Token], said: Sequence[Token]) -> int | None:
    """Where the words ``said`` first stand together in ``tokens`` (see :func:`holds_saying`)."""
    wanted = set(said) - {GAP}
    if not wanted:
        return None
    span = _SPAN_PER_WORD * len(wanted) + _SPAN_SLACK
    seen: Counter[Token] = Counter()
    start = 0
    for end, token in enumerate(tokens):
        if token in wanted:
            seen[token] += 1
        while start < end and (tokens[start] not in wanted or seen[tokens[start]] > 1):
            if tokens[start] in wanted:
                seen[tokens[start]] -= 1
            start += 1
        if len(seen) == len(wanted) and end - start < span:
            return start
    return None


_JOINED_BEFORE = ("و", "ف", "ب", "ل", "ك")
"""Letters an Arabic word may carry joined before it as written (لامي: to my mother)."""


def forms_to_stand(said: str, lemma: Callable[[str], str]) -> frozenset[str]:
    """The Arabic words of a saying whose lemma another of its words shares, as written.

    "أم أيمن أمي بعد أمي": أمي (my mother) reads as ام, the first word of her name, so the
    lemmas cannot tell the saying from any hadith naming أم أيمن; the words can.
    """
    forms: dict[str, set[str]] = {}
    for token in words(said):
        if not token.isascii() and token not in STOPWORDS:
            forms.setdefault(lemma(token), set()).add(token)
    return frozenset(form for same in forms.values() if len(same) > 1 for form in same)


def holds_the_forms(text: str, forms: frozenset[str]) -> bool:
    """Whether a (normalised) text writes every one of ``forms``, alone or after a joined letter."""
    written = set(words(text))
    return all(
        form in written or any(joined + form in written for joined in _JOINED_BEFORE)
        for form in forms
    )
