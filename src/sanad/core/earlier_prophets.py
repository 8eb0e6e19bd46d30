"""A deed asked of the Prophet, and a story the hadith tell of a prophet of old.

"صحيح النبي ﷺ قرصته نملة فحرق بيت النمل؟" asks whether he did it; the hadith tell that "an ant
bit a prophet among the prophets" (muslim:5699), one before him. A question asks of him where
it names him as the Prophet or the Messenger and names no other prophet, no prophet among many
("a prophet", "which prophet", "نبيا"), and no prophet it then says something of ("the prophet
who …", "النبي الذي …"). A passage tells of a prophet of old where it says so in those words.
"""

import re

from sanad.core.normalise import normalise
from sanad.core.tokenise import word_set, words

THE_PROPHET_ASKED = re.compile(
    r"\b(?:the (?:holy )?(?:prophet|messenger|rasool|rasul)|rasulullah|prophet muhammad)\b"
)
"""The Prophet named in an English question: the one asked of."""
_ONE_OF_THEM_EN = re.compile(
    r"\b(?:a|an|which|another|any|some|one|earlier|former|previous) prophets?\b|\bprophets\b"
    r"|\bprophet (?:who|that|whom|which)\b"
)
_HIM_AR = re.compile(r"(?:^|\s)(?:[وف]?النبي|[وف]?الرسول|[وف]?رسول الله)(?:\s|$)")
_ONE_OF_THEM_AR = re.compile(
    r"(?:^|\s)(?:نبي|نبيا|نبيًا|الانبياء|انبياء|للانبياء)(?:\s|$)"
    r"|(?:^|\s)النبي (?:الذي|اللي|الي|اللى)(?:\s|$)"
)
OTHER_PROPHETS_EN = word_set("""
    abraham ibrahim moses musa jesus isa noah nuh jonah yunus joseph yusuf david dawud dawood
    solomon sulaiman sulayman suleiman ishmael ismail isaac ishaq jacob yaqub yahya zachariah
    zakariya zakariyya aaron harun haroon elias ilyas elisha idris lot lut job ayyub salih hud
    shuaib shu'aib
""")
"""Other prophets, in Pickthall's names and as the hadith translations and askers write them."""
_OTHER_PROPHETS = OTHER_PROPHETS_EN | frozenset(
    normalise(word)
    for word in word_set("""
    adam ابراهيم موسى عيسى نوح يونس يوسف داود سليمان اسماعيل اسحاق يعقوب يحيى زكريا هارون
    الياس اليسع ادريس لوط ايوب صالح هود شعيب ادم آدم
""")
)
"""Those, Adam, and their names in Arabic: a question naming one asks of him, not the Prophet."""

_EARLIER_AR = re.compile(r"(?:^|\s)[وف]?نبيا? من (?:ال)?انبياء(?:\s|$)")
_EARLIER_EN = re.compile(
    r"\bone (?:amongst|among|of|from) the (?:earlier |former |previous )?prophets\b"
    r"|\ba prophet (?:from |of )?(?:amongst|among|from|of) the (?:earlier |former |previous )?"
    r"prophets\b"
)


def asks_of_the_prophet(normalised: str) -> bool:
    """Whether a (normalised) question asks a deed of the Prophet himself.

    Not where it names another prophet, a prophet among many, or "the prophet who …".
    """
    tokens = set(words(normalised))
    if tokens & _OTHER_PROPHETS:
        return False
    arabic = not normalised.isascii()  # every match of an Arabic pattern here writes Arabic
    him = THE_PROPHET_ASKED.search(normalised) or (arabic and _HIM_AR.search(normalised))
    if not him:
        return False
    return not (
        _ONE_OF_THEM_EN.search(normalised) or (arabic and _ONE_OF_THEM_AR.search(normalised))
    )


def tells_of_an_earlier_prophet(arabic: str, english: str) -> bool:
    """Whether a passage's (normalised) Arabic or English tells of a prophet of old as one."""
    return bool(_EARLIER_AR.search(arabic) or _EARLIER_EN.search(english))
