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
