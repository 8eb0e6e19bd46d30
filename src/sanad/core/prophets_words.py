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

_PROPHET = r"\b(?:prophet|messenger|apostle)\b"
_SAYING = (
    r"\b(?:said|say|says|saying|told|tell|forbade|forbid|forbidden|prohibited|ordered|"
    r"commanded|enjoined|declared|replied|answered|asked|addressed|warned|taught|recited|"
    r"mentioned|swore|cursed|supplicated|invoked|prayed|permitted|allowed|disapproved|"
    r"disliked|encouraged|exhorted|instructed|advised|informed|observed|remarked|stated|"
    r"uttered|spoke|exclaimed|announced|proclaimed|directed|bade|urged|explained|described)\b"
)
_CLAUSE = r"[^.?!;:\"“”'‘’]{0,80}?"
"""What may stand between the Prophet's name and the verb: no end of a sentence, clause or
quotation ("… from the Prophet. So Ahmad said" is Ahmad's saying)."""
_TELLS = re.compile(_PROPHET + _CLAUSE + _SAYING)
_NAMED = re.compile(_PROPHET)
_HE_SAYS = re.compile(r"\bhe\b" + _CLAUSE + _SAYING)
"""After the Prophet is named, "he" saying is most often he ("The Prophet passed by a woman
who was weeping. He told her to fear Allah"); before it, never ("he said: I saw a man …
It was given to me by the Messenger of Allah")."""


def tells_the_prophets_words(english: str) -> bool:
    """Whether a hadith's (normalised) English tells what the Prophet said or bade."""
    if _TELLS.search(english) is not None:
        return True
    named = _NAMED.search(english)
    return named is not None and _HE_SAYS.search(english, named.end()) is not None


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


def _clause_at(text: str, at: int) -> str:
    start = max((m.end() for m in _CLAUSE_END.finditer(text, 0, at)), default=0)
    end = _CLAUSE_END.search(text, at)
    return text[start : end.start() if end else len(text)]


def stands_outside_the_frame(text: str, word: str) -> bool | None:
    """Whether ``word`` stands in a hadith's (normalised) text other than as its frame.

    Its frame is where a narrator, a transmitter or a later scholar speaks or is credited: a
    clause with a verb of speaking or transmitting that does not tell the Prophet's words, or
    a version credited to a name; and a translator's gloss in brackets. A word standing only
    there ("what did the Prophet say about Ahmad ibn Hanbal": "Ahmad bin Hanbal said …") is not
    what the hadith tells of the Prophet.
    None when the word stands nowhere in the text (it was found in another form, or not at
    all): nothing is judged then.
    """
    found = False
    for match in re.finditer(rf"\b{re.escape(word)}\b", text):
        found = True
        if _CREDITED.search(text, max(0, match.start() - 80), match.start()) is not None:
            continue
        if _in_brackets(text, match.start()):
            continue  # the translator's gloss ("al-Fustat (Cairo)"), not the hadith's word
        clause = _clause_at(text, match.start())
        if _FRAME_VERB.search(clause) is None or _TELLS.search(clause) is not None:
            return True
    return False if found else None
