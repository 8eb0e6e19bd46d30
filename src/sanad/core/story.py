"""Whose story a Qur'an verse tells, when the verse itself does not name them.

The Qur'an names the person of a story once and goes on with pronouns: 34:12 names Solomon,
and 34:14, "when We decreed death for him", tells how the jinn learnt of his death without his
name; 37:139 names Jonah, and 37:147 that he was sent to a hundred thousand. A question naming
the person ("كيف عرف الجن بموت سليمان") is answered by such a verse only if the name may be
read from the nearest verses before it that name someone. Only people and peoples count
(:data:`STORY_PERSONS`): a verse naming God, a book or a place tells no one's story. What the
question asks must still stand in the verse itself; only the name is read from before it.
"""

from collections.abc import Callable, Iterable, Mapping, Sequence

from sanad.core.lemma import LEMMA
from sanad.core.tokenise import word_set, words

STORY_REACH = 8
"""How many verses back a naming verse may stand (37:139 to 37:147: eight)."""
STORY_VERSES = 2
"""How many naming verses before a verse are read: a story's person may be named in the verse
before another's ("اعملوا آل داود" in 34:13, between Solomon in 34:12 and his death in 34:14)."""

STORY_PERSONS = word_set("""
    ابراهيم ابليس احمد ادريس ادم اسحاق اسرائيل اسماعيل الياس اليسع ايوب ثمود جالوت جبريل داود
    زكريا زيد سامري سبا سليمان شعيب صالح2 طالوت عاد2 عزير عمران عيسي فرعون قارون لقمان لوط
    ماجوج ماروت مدين مريم مسيح موسيا ميكيال نوح هاروت هارون هامان هود ياجوج يحييا يعقوب يوسف
    يونس
""")
"""The Quranic Arabic Corpus's proper names (as lemmas) of people and peoples: prophets, their
adversaries, angels named in a story, and the peoples a story is told of (ثمود، عاد، مدين)."""


ENGLISH_PERSONS: Mapping[str, str] = {
    "abraham": "ابراهيم", "iblis": "ابليس", "idris": "ادريس", "adam": "ادم", "isaac": "اسحاق",
    "ishmael": "اسماعيل", "elias": "الياس", "elisha": "اليسع", "thamud": "ثمود",
    "goliath": "جالوت", "gabriel": "جبريل", "david": "داود", "zachariah": "زكريا",
    "samiri": "سامري", "sheba": "سبا", "solomon": "سليمان", "saul": "طالوت", "ezra": "عزير",
    "imran": "عمران", "jesus": "عيسي", "pharaoh": "فرعون", "korah": "قارون", "luqman": "لقمان",
    "magog": "ماجوج", "marut": "ماروت", "midian": "مدين", "mary": "مريم", "messiah": "مسيح",
    "moses": "موسيا", "michael": "ميكيال", "harut": "هاروت", "aaron": "هارون", "haman": "هامان",
    "hud": "هود", "gog": "ياجوج", "john": "يحييا", "jacob": "يعقوب", "joseph": "يوسف",
    "jonah": "يونس", "noah": "نوح",
}  # fmt: skip
"""The people of :data:`STORY_PERSONS` by the names Pickthall gives them (lemmas), for an
English question; the lexicon bridges a transliteration to them ("yunus" → "jonah"). Not Lot,
Job or Salih, Shu'eyb, 'Aad: those are words too ("a lot", "a job"), or are spelt many ways."""


def person_named(alternatives: Iterable[str]) -> str | None:
    """The person a question's word names, as a lemma of :data:`STORY_PERSONS`, or None.

    ``alternatives`` are the word's lemma terms (``~موسيا``, or in English ``~moses``), as a
    slot holds them.
    """
    for alt in alternatives:
        lemma = alt[len(LEMMA) :]
        if lemma in STORY_PERSONS:
            return lemma
        if lemma in ENGLISH_PERSONS:
            return ENGLISH_PERSONS[lemma]
    return None


def story_names(
    ordinals: Iterable[int],
    named: Mapping[int, frozenset[str]],
    previous: Callable[[int], int | None],
) -> dict[int, frozenset[str]]:
    """Verse ordinal → the names of the nearest verses before it that name someone.

    ``ordinals`` are the Qur'an's verses in order; ``named`` the people each verse names
    (absent or empty: none); ``previous`` the verse before one in its surah, or None. The
    names of the :data:`STORY_VERSES` nearest naming verses within :data:`STORY_REACH` before
    it in its surah; a verse with none is left out.
    """
    order = list(ordinals)
    # Each verse's previous is read once (every verse is walked back from by the next ones).
    previous_of = dict(zip(order, map(previous, order), strict=True))
    story: dict[int, frozenset[str]] = {}
    for ordinal in order:
        found: list[frozenset[str]] = []
        before = previous_of[ordinal]
        for _ in range(STORY_REACH):
            if before is None or len(found) == STORY_VERSES:
                break
            names = named.get(before)
            if names:
                found.append(names)
            before = previous_of[before] if before in previous_of else previous(before)
        if found:
            story[ordinal] = frozenset().union(*found)
    return story


_PATRONYMIC = word_set("بن ابن ابو ابي ابا ام بنت حدثنا حدثني اخبرنا اخبرني انبانا")
"""Words after which a name is a narrator's or a father's ("حدثنا إسرائيل أبو موسى", "الحكم بن
موسى"), not the person whose story is told; the plural "sons of", بني، بنو, names a people."""


def persons_in(plain: str, lemma: Callable[[str], str]) -> frozenset[str]:
    """The people of :data:`STORY_PERSONS` a (normalised) sentence names as themselves.

    Read word by word (:func:`~sanad.core.tokenise.words`: "جبريل،" is جبريل); ``lemma`` reads
    a word as the index does; a name after :data:`_PATRONYMIC` is left out.
    """
    tokens = words(plain)
    return frozenset(
        name
        for before, word in zip(("", *tokens), tokens, strict=False)
        if before not in _PATRONYMIC and (name := lemma(word)) in STORY_PERSONS
    )


def sentence_story(named: Sequence[frozenset[str]]) -> list[frozenset[str]]:
    """For each of a hadith's sentences, the people the sentences just before it name.

    A narration names a person once and goes on with "he said" (bukhari:50 names Gabriel as he
    comes; "قال ما الإحسان" is three sentences on). ``named`` holds the people each sentence
    names (:func:`persons_in`); the rule is the Qur'an's (:func:`story_names`), sentence for
    verse.
    """
    story = story_names(
        range(len(named)), dict(enumerate(named)), lambda o: o - 1 if o > 0 else None
    )
    return [story.get(position, frozenset()) for position in range(len(named))]
