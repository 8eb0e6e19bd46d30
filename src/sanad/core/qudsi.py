"""Telling a hadith qudsi: one where the Prophet reports what Allah said.

A question may ask for a hadith qudsi ("حدثني عن فضل الصيام في الحديث القدسي", "the hadith
qudsi about fasting"): only a hadith whose text tells Allah's own words answers it. The text
says so in the forms it always uses: "قال الله", "يقول الله", "يقول ربكم", and the formula of
the hadith qudsi, "فيما يروي عن ربه", "فيما روى عن الله" (Arabic, normalised),
"Allah said", "Allah the Exalted says" (English, normalised). "قال رسول الله" and "Allah's
Messenger said" tell the Prophet's words, not Allah's.
"""

import re

_ARABIC = re.compile(
    r"(?:^|\s)[وف]?(?:قال|يقول|قول) (?:الله|ربكم|ربك|ربي|ربنا)(?:\s|$)"
    r"|(?:^|\s)(?:ان|إن) الله (?:تعالي |عز وجل |تبارك وتعالي )?(?:قال|يقول)(?:\s|$)"
    r"|(?:^|\s)(?:فيما )?(?:يروي|روي|يرويه|يحكي|حكي) عن (?:ربه|الله)(?:\s|$)"
)
_ENGLISH = re.compile(
    r"\ballah\b(?:,? the (?:exalted|most high|almighty|majestic|blessed)"
    r"(?: and (?:exalted|majestic|glorious|most high))?,?)? (?:said|says)\b"
    r"|\b(?:said|says) allah\b"
)


def tells_allahs_words(arabic: str, english: str) -> bool:
    """Whether a hadith's (normalised) Arabic text or English tells what Allah said."""
    return bool(_ARABIC.search(arabic) or _ENGLISH.search(english))
