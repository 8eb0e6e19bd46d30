"""Where a hadith's chain of narrators (isnad) ends and its text (matn) begins.

A hadith of al-Bukhari, Muslim or the Muwatta opens with its chain: ``حدثنا فلان قال حدثنا
فلان عن فلان …``, then gives the text. :func:`split_isnad` reads the Arabic as the source has
it (vocalised or not) and returns an offset: ``text[:offset]`` is the chain and
``text[offset:]`` the text, so nothing shown is ever altered.

The chain is read as links: a transmission formula (حدثنا، أخبرني، أنبأنا، سمعت، عن، أن …
حدثه، ح، يعني …) and a narrator's name. It ends at the first of these markers:

- the Prophet reached by a connective: ``قال رسول الله``، ``أن النبي``، ``عن النبي``،
  ``سمعت رسول الله`` — the text starts at the connective;
- the last narrator's own word of report: ``قال`` / ``قالت`` / ``يقول`` / ``أنه قال`` /
  ``كان يقول`` not followed by another link (a quotation mark after it, or any other word) —
  the text starts after it;
- a name cut short by the text itself (``أن عمر بن الخطاب قضى …``: no formula follows within
  a name's length, or the span holds a quotation mark or the Prophet) — the text starts at
  that link's connective;
- a chain that refers back to the one before (``بهذا الإسناد``، ``مثله``، ``نحوه``): the chain
  ends there.

A text that does not open with a formula has no chain (offset 0), and neither has one whose
chain never reaches a marker: the whole stays text, so a chain is never guessed that eats it.
Where the chain is in doubt it ends early: some chain may be left in the text, never the
reverse. Pure: no IO.
"""

import itertools
import re
from collections.abc import Sequence

import attrs

_MARKS = re.compile("[\u064b-\u065f\u0670\u06d6-\u06ed\u0640]+")
"""Tashkeel, Qur'anic annotation marks and tatweel: dropped from a word's skeleton."""
_LETTERS = (("أ", "ا"), ("إ", "ا"), ("آ", "ا"), ("ٱ", "ا"), ("ى", "ي"), ("ة", "ه"))
"""Alef forms, alef maqsura and ta marbuta, unified."""
_TOKEN = re.compile(
    '[\u0621-\u063a\u0641-\u064a\u0671-\u06d3][\u0621-\u065f\u0670-\u06d3\u06d6-\u06ed]*|[-"“”«»]'
)
"""A word (opening with a letter: a lone tatweel or mark is none), a dash or a quotation mark."""
_SKIPPED_AFTER = re.compile(r"[\s\u200e\u200f\u060c,:;.\u06d4]*")
"""Spaces, direction marks, commas and stops after the chain: they go with the chain."""

_TRANSMIT = re.compile(
    r"^[وف]?(?:حدث|اخبر|انبا|نبا)(?:نا|ني|ه|ها|هم|هما|ناه|نيه|ناها|نيها|كم)?$"
    r"|^[وف]?[يت]حدث(?:ه|ها|هم|ان|ون)?$|^[وف]?(?:يروي|يرويه|روي|رواه|زاد|زادني|زادنا)$"
)
"""Formulas of transmission: حدثنا، وأخبرني، أنبأنا، حدثه، يحدث، زاد …"""
_HEAR = re.compile(r"^[وف]?سمع(?:ت|نا|ا|وا|ته|تها|ه|ها|هما|تم)?$")
_SAY = re.compile(r"^[وف]?(?:قال|قالت|قالا|قالوا|قلن|يقول|تقول|يقولان|يقولون)$")
_THAT = frozenset({"ان", "وان"})
_THAT_HE = frozenset({"انه", "انها", "انهما", "انهم"})
_FROM = frozenset({"عن", "وعن"})
_SWITCH = frozenset({"ح"})
_MEANING = frozenset({"يعني", "وهو", "وهي", "هو"})
_REACHED = frozenset({"بلغه", "بلغها", "بلغني", "رفعه", "يرفعه", "روايه"})
_SAME_AS = frozenset(
    {"مثله", "بمثله", "نحوه", "بنحوه", "بمعناه", "مثل", "بمثل", "نحو", "بنحو", "بمعني"}
)
_WAS = frozenset({"كان", "كانت"})
_READ_OUT = frozenset({"قرات", "قرا", "قري", "وقرات"})
_TO_SOMEONE = re.compile(r"^ل(?:ي|ه|ها|هم|هما|نا|ك|كم|[^ا].+)$")
_NOT_TO_SOMEONE = frozenset(
    {"لقد", "لو", "لم", "لن", "لما", "ليس", "لولا", "لكن", "لئن", "ليت", "لعل", "لله", "لك"}
)
_PARTICLES = frozenset(
    {"بن", "ابن", "بنت", "ابو", "ابي", "ابا", "ام", "عبد", "مولي", "ذو", "ذي", "عم", "اخو", "اخي"}
)
_BARE_RUN = 3
"""So many words in a row that are no particle and carry no article are no name: "إسماعيل، رأيت
بيد ابن أبي أوفى" has left the chain."""
_PROPHET_WORDS = frozenset({"النبي", "رسول", "لرسول", "نبي"})
_PROPHET_FOLLOW = frozenset({"الله", "اللهم"})
_EPITHETS = frozenset({"زوج", "مولي", "خادم", "صاحب", "عم", "ابن", "بنت", "ربيب", "امراه"})
"""Words before "the Prophet" in a narrator's description (``عائشة زوج النبي``)."""
_TEXT_WORDS = frozenset(
    {"فقال", "فقالت", "فلما", "فجاء", "فجعل", "فكان", "فاذا", "فان", "فقلت", "فلم", "لما", "اذا"}
)
"""Words no narrator's name holds: a span reaching one has run into the text."""
_HONORIFICS = (
    ("رضي", "الله", "عنه"),
    ("رضي", "الله", "عنها"),
    ("رضي", "الله", "عنهما"),
    ("رضي", "الله", "عنهم"),
    ("صلي", "الله", "عليه", "وسلم"),
    ("عليه", "السلام"),
)
_BLESSING_STARTS = frozenset(phrase[0] for phrase in _HONORIFICS)
NAME_SPAN = 16
"""The most words a link's names may hold (several narrators joined by و: Muslim's
``حدثنا أبو بكر بن أبي شيبة، وعمرو الناقد، وزهير بن حرب …``)."""
SINGLE_NAME = 12
"""The most words one narrator's name may hold after ``أن`` or ``عن``."""
_READS = (500, 2000, 6000)
"""How many characters are read at first, and then again when the chain has not ended in them
(a chain that has not ended within the last is not taken as one)."""
_REFERS_BACK = frozenset({"بهذا", "باسناده"})
_LOOKAHEAD = 6
"""How far ``قال`` may stand from the formula that makes it a link (``قال ابن شهاب أخبرني``)."""


@attrs.frozen(kw_only=True)
class Split:
    """Where the text begins, and what found it (``none`` when no chain was found)."""

    offset: int
    """``text[:offset]`` is the chain, ``text[offset:]`` the text (0: no chain found)."""
    marker: str
    """What ended the chain: ``prophet``, ``report``, ``cut``, ``same`` or ``none``."""


NO_SPLIT = Split(offset=0, marker="none")


def _skeleton(text: str) -> str:
    text = _MARKS.sub("", text)
    for letter, unified in _LETTERS:  # str.replace runs in C; translate on Arabic does not
        text = text.replace(letter, unified)
    return text


def _words(text: str, characters: int) -> list[str]:
    """The skeletons of the words in the first ``characters`` of ``text`` (one translation).

    A word the limit may have cut is left out.
    """
    found = _TOKEN.findall(text, 0, characters)
    if characters < len(text) and found:
        found.pop()
    return _skeleton("\x00".join(found)).split("\x00") if found else []


def transmits(word: str) -> bool:
    """Whether a word (as written, or normalised) is a formula of transmission or of hearing.

    حدثنا، أخبرني، أنبأنا، حدثه، سمعت …: the word before a narrator's name in a chain.
    """
    skeleton = _skeleton(word)
    return bool(_TRANSMIT.match(skeleton) or _HEAR.match(skeleton))


def from_link(word: str) -> bool:
    """Whether a word is the chain's "from" (عن، وعن), which stands after a narrator's name."""
    return _skeleton(word) in _FROM


def _is_link(skeleton: str) -> bool:
    return bool(
        _TRANSMIT.match(skeleton)
        or _HEAR.match(skeleton)
        or skeleton in _FROM
        or skeleton in _THAT
        or skeleton in _SWITCH
        or skeleton in _REACHED
    )


def _honorific(words: Sequence[str], at: int) -> int:
    """How many words from ``at`` make a formula of blessing (0: none)."""
    if words[at] not in _BLESSING_STARTS:
        return 0
    for phrase in _HONORIFICS:
        if tuple(w for w in words[at : at + len(phrase)]) == phrase:
            return len(phrase)
    return 0


def _prophet_at(words: Sequence[str], at: int) -> bool:
    """Whether the Prophet is named at ``at`` (``النبي``، ``رسول الله``، ``نبي الله``)."""
    if at >= len(words):
        return False
    word = words[at]
    if word == "النبي":
        return True
    return word in _PROPHET_WORDS and at + 1 < len(words) and words[at + 1] in _PROPHET_FOLLOW


def _reads_to(words: Sequence[str], at: int) -> bool:
    """Whether ``قرأت على`` (read out to a teacher: a formula of transmission) stands at ``at``."""
    return at + 1 < len(words) and words[at] in _READ_OUT and words[at + 1] in {"علي", "عليه"}


def _bare(word: str) -> bool:
    """A word that is no name particle and has no article or conjunction before it."""
    return word not in _PARTICLES and not word.startswith(("ال", "و"))


def _skip_aside(words: Sequence[str], at: int) -> int:
    """Past a dashed aside (``- يعني ابن مسلم -``, ``- واللفظ له -``) opening at ``at``."""
    if words[at] != "-":
        return at
    for end in range(at + 1, min(len(words), at + 12)):
        if words[end] == "-":
            return end + 1
    # Never closed, up to the next link: "- رجل من أهل بغداد أبو عبد الله صاحب أحمد بن حنبل
    # حدثنا يونس" (Tirmidhi 3628).
    for end in range(at + 1, min(len(words), at + NAME_SPAN)):
        if words[end] == "-" or _prophet_at(words, end) or words[end] in _TEXT_WORDS:
            break
        if _TRANSMIT.match(words[end]):
            return end
    return at


def _opens(words: Sequence[str]) -> int | None:
    """Where the first link starts, when the text opens with a chain (None: it does not)."""
    at = 1 if words and words[0] == "و" else 0  # the Muwatta's "و حدثني"
    if at >= len(words):
        return None
    first = words[at]
    if _TRANSMIT.match(first) or first in _FROM:
        return at
    if _SAY.match(first) and _link_follows(words, at, allow_from=True):
        return at  # Bukhari's "وقال الليث حدثني …", the Muwatta's "قال يحيى حدثنا مالك"
    return None


def _link_follows(words: Sequence[str], at: int, *, allow_from: bool = False) -> bool:
    """Whether a name and then a transmission formula follow the ``قال`` at ``at``."""
    for ahead in range(at + 1, min(len(words), at + 1 + _LOOKAHEAD)):
        word = words[ahead]
        if _prophet_at(words, ahead) or word in _TEXT_WORDS or word == '"':
            return False
        if _TRANSMIT.match(word) or _HEAR.match(word) or (allow_from and word in _FROM):
            return ahead > at + 1
    return False


def _offset(text: str, cut: "_Cut") -> int:
    """The offset in ``text`` where the text (matn) begins, for a cut made on its words."""
    found = next(itertools.islice(_TOKEN.finditer(text), cut.word, None), None)
    if found is None:
        return 0
    if not cut.after:
        return found.start()
    end = found.end()
    return end + len(_SKIPPED_AFTER.match(text, end)[0])  # type: ignore[index]  # always matches


@attrs.frozen(kw_only=True)
class _Cut:
    """Where the chain read on words ends: before word ``word``, or just after it."""

    word: int
    after: bool = False
    marker: str


def _read(  # noqa: C901, PLR0911, PLR0912 - one branch per kind of link
    words: Sequence[str], begin: int, *, more: bool
) -> _Cut | None:
    """Where the chain opening ``words[begin:]`` ends (None: no chain opens there).

    Raises :class:`_RanOut` when the words end inside the chain and ``more`` remain unread.
    """
    opening = _opens(words[begin : begin + _LOOKAHEAD + 2])
    if opening is None:
        return None
    at = begin + opening
    single = False  # whether the names after this link are one narrator's
    link = at
    if _SAY.match(words[at]):  # "وقال الليث عن نافع": the opening قال is a link
        at += 1
    while at < len(words):
        word = words[at]
        if _SAY.match(word):
            following = words[at + 1] if at + 1 < len(words) else ""
            if _prophet_at(words, at + 1):
                return _Cut(word=at, marker="prophet")
            if _TRANSMIT.match(following) or _HEAR.match(following) or _reads_to(words, at + 1):
                at += 1  # "قال حدثنا", "قال سمعت", "قال قرأت على مالك": the chain goes on
                continue
            if _link_follows(words, at):
                link, single, at = at, False, at + 1
                continue
            if _TO_SOMEONE.match(following) and following not in _NOT_TO_SOMEONE:
                return _Cut(word=at, marker="report")  # "قال لي رسول الله", "قال لرجل": told
            return _Cut(word=at, after=True, marker="report")
        if word in _THAT_HE or word in _WAS:
            following = words[at + 1] if at + 1 < len(words) else ""
            if _SAY.match(following):  # "أنه قال", "كان يقول": the narrator's report follows
                at += 1
                continue
            if word in _THAT_HE and (
                _HEAR.match(following) or _TRANSMIT.match(following) or following in _REACHED
            ):
                link, single, at = at, True, at + 1
                continue
            # "أن ابن عمر كان يصلي": a story about him, from its connective on.
            return _Cut(word=link if word in _WAS else at, marker="cut")
        if _reads_to(words, at):
            at += 2
            continue
        if _is_link(word) or word in _MEANING:
            if word in _SWITCH | _MEANING:
                at += 1
                continue
            if _prophet_at(words, at + 1):
                return _Cut(word=at, marker="prophet")
            link, single, at = at, word in _FROM | _THAT, at + 1
            continue
        if word in _SAME_AS:
            return _Cut(word=at, marker="same")
        if word == "بهذا" and at + 1 < len(words) and words[at + 1] == "الاسناد":
            return _Cut(word=at + 1, after=True, marker="same")
        if word == "باسناده":
            return _Cut(word=at, after=True, marker="same")
        after_name = _name(words, at, link, single=single)
        if isinstance(after_name, _Cut):
            return after_name
        at = after_name
    if more:
        raise _RanOut
    return None  # the text ended inside the chain: no marker


class _RanOut(Exception):  # noqa: N818 - a signal, not an error
    """The words read ended inside the chain: read more of them."""


def _name(words: Sequence[str], at: int, link: int, *, single: bool) -> "int | _Cut":
    """Read a name from ``at`` to the next link; a cut at ``link`` when the text began in it."""
    names = bare = 0
    begun = at
    while at < len(words):
        skipped = _skip_aside(words, at)
        if skipped != at:
            at = skipped
            continue
        blessing = _honorific(words, at)
        if blessing:
            at += blessing
            continue
        word = words[at]
        if word == '"' or word in _TEXT_WORDS:
            return _Cut(word=link, marker="cut")
        if _prophet_at(words, at) and (at == 0 or words[at - 1] not in _EPITHETS):
            return _Cut(word=link, marker="cut")
        if at > begun and (
            _is_link(word)
            or _SAY.match(word)
            or word in _THAT_HE
            or word in _MEANING
            or word in _SAME_AS
            or word in _REFERS_BACK
            or (word in _WAS and names > 0)
        ):
            return at
        bare = bare + 1 if _bare(word) else 0
        if bare >= _BARE_RUN:
            return _Cut(word=link, marker="cut")
        names += 1
        at += 1
        if names > (SINGLE_NAME if single else NAME_SPAN):
            return _Cut(word=link, marker="cut")
    return at


def split_isnad(text: str) -> Split:
    """Where ``text`` (a hadith's Arabic, as the source has it) leaves its chain for its text.

    Idempotent on the text: splitting ``text[offset:]`` again finds no further chain (a text
    that itself opens with a chain and a marker has that chain counted in).
    """
    for characters in _READS:  # most chains end early: read on only when needed
        words = _words(text, characters)
        try:
            cut = _chain(words, more=characters < len(text))
        except _RanOut:
            continue
        return NO_SPLIT if cut is None else Split(offset=_offset(text, cut), marker=cut.marker)
    return NO_SPLIT


def _chain(words: Sequence[str], *, more: bool) -> _Cut | None:
    """The chain's end, read on past a text that itself opens with a chain (the fixed point)."""
    found: _Cut | None = None
    first = 0
    while first < len(words):
        again = _read(words, first, more=more)
        if again is None or (again.word <= first and not again.after):
            break  # no further chain: the text begins where it was found
        found = again
        first = again.word + 1 if again.after else again.word
    return found


def isnad_end(text: str) -> int:
    """The offset where the text (matn) begins: 0 when no chain was found."""
    return split_isnad(text).offset
