"""Places an English question names, and whether a passage names them under any name.

"who carried the banner at khaybar" asks of Khaybar: a passage of a banner given for another
errand (ibnmajah:2343) tells of another day. The translations spell a place several ways
("Khaibar", "Khaybar"; "Makkah", "Mecca"), and some entries have only Arabic, so a place is
read in the English under any of its spellings and in the Arabic under its Arabic name (see
:func:`~sanad.core.arabic_facts.names_place`). Only places no English word is spelt like:
"sham" (a pretence) and "mina" are left out, as are the places of the Qur'an's stories.
"""

from collections.abc import Sequence

from sanad.core.arabic_facts import names_place
from sanad.core.normalise import normalise
from sanad.core.tokenise import STOPWORDS

_PLACES: dict[str, tuple[frozenset[str], str]] = {
    name: (frozenset(spellings.split()), normalise(arabic))
    for name, spellings, arabic in (
        ("khaybar", "khaybar khaibar khyber", "خيبر"),
        ("badr", "badr", "بدر"),
        ("uhud", "uhud ohod", "أحد"),
        ("tabuk", "tabuk tabook", "تبوك"),
        ("hunayn", "hunain hunayn", "حنين"),
        ("taif", "taif", "الطائف"),
        ("mecca", "mecca makkah makka makkah mekka bakka", "مكة"),
        ("medina", "medina madinah madina medinah yathrib", "المدينة"),
        ("yemen", "yemen", "اليمن"),
        ("syria", "syria", "الشام"),
        ("abyssinia", "abyssinia habasha habasha ethiopia", "الحبشة"),
        ("jerusalem", "jerusalem", "القدس"),
        ("hudaybiyah", "hudaybiyah hudaibiyah hudaibiya hudaybiya hudaibiyya", "الحديبية"),
        ("mutah", "mutah", "مؤتة"),
        ("quba", "quba", "قباء"),
        ("arafat", "arafat arafah arafa", "عرفة"),
        ("muzdalifah", "muzdalifa muzdalifah", "مزدلفة"),
        ("iraq", "iraq", "العراق"),
        ("egypt", "egypt", "مصر"),
        ("bahrain", "bahrain", "البحرين"),
        ("najd", "najd", "نجد"),
    )
}
"""Each place: its spellings in the translations (normalised) and its name in Arabic."""
_SPELT = {spelling: name for name, (spellings, _) in _PLACES.items() for spelling in spellings}


def places_asked(tokens: Sequence[str]) -> tuple[str, ...]:
    """The places an English question's words (normalised) name, in order, each once.

    Not a place that locates another ("aden in yemen", "hims in syria"): "in" after a word of
    content. "what did he do in taif" asks of Taif.
    """
    return tuple(
        dict.fromkeys(
            _SPELT[token]
            for at, token in enumerate(tokens)
            if token in _SPELT
            and not (at >= 2 and tokens[at - 1] == "in" and tokens[at - 2] not in STOPWORDS)  # noqa: PLR2004 - the word before "in"
        )
    )


def names_english_place(english: Sequence[str], arabic: Sequence[str], place: str) -> bool:
    """Whether a passage's English or Arabic words (normalised) name ``place`` (its key)."""
    spellings, arabic_name = _PLACES[place]
    return any(word in spellings for word in english) or names_place(arabic, arabic_name)
