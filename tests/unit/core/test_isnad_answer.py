"""A hadith's chain of narrators is not searched as its text; a named narrator is matched there."""

from core_fixtures import config, hadith, index, quran

from sanad.core.analysis import analyse
from sanad.core.answer import answer, matched_where, search

RECORDS = (
    quran(
        2, 263, "A kind word with forgiveness is better than almsgiving", "قَوْلٌ مَعْرُوفٌ", "قول معروف"
    ),
    # A narrator named Sadaqa ibn al-Fadl: his name is no charity.
    hadith(
        "bukhari",
        1,
        "We were with the Prophet on a journey.",
        "حَدَّثَنَا صَدَقَةُ بْنُ الْفَضْلِ، أَخْبَرَنَا ابْنُ عُيَيْنَةَ، عَنْ جَابِرٍ، قَالَ كُنَّا مَعَ النَّبِيِّ فِي سَفَرٍ",
        narrator="Narrated Jabir:",
    ),
    # A hadith whose text speaks of charity.
    hadith(
        "bukhari",
        2,
        "Charity does not decrease wealth.",
        "حَدَّثَنَا قُتَيْبَةُ، حَدَّثَنَا اللَّيْثُ، عَنْ أَبِي هُرَيْرَةَ، أَنَّ رَسُولَ اللَّهِ "
        "صلى الله عليه وسلم قَالَ مَا نَقَصَتْ صَدَقَةٌ مِنْ مَالٍ",
        narrator="Narrated Abu Huraira:",
    ),
    # Fasting, told by Anas (not Abu Huraira).
    hadith(
        "muslim",
        1,
        "The Prophet fasted.",
        "حَدَّثَنَا شُعْبَةُ، عَنْ أَنَسٍ، قَالَ صَامَ النَّبِيُّ صلى الله عليه وسلم يَوْمَ عَاشُورَاءَ",
        narrator="Anas reported:",
    ),
    # Fasting, told by Abu Huraira, whose name the English line leaves out.
    hadith(
        "muslim",
        2,
        "Fasting is a shield.",
        "حَدَّثَنَا قُتَيْبَةُ، عَنْ أَبِي هُرَيْرَةَ، قَالَ قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم الصِّيَامُ جُنَّةٌ",
        narrator="It was reported:",
    ),
)
INDEX = index(RECORDS)
CONFIG = config()


def test_a_chain_is_recorded_and_the_text_is_what_follows_it() -> None:
    record = INDEX.record(INDEX.ordinals["bukhari:1"])
    assert "صَدَقَةُ" in record.isnad
    assert record.matn.startswith("كُنَّا")
    assert record.isnad + record.matn == record.arabic


def test_a_narrators_name_in_the_chain_is_not_searched_as_the_text() -> None:
    found = search(INDEX, CONFIG, "صدقة", k=10)
    assert [hit.passage.id for hit in found.hits] == ["bukhari:2"]
    assert found.hits[0].matched_in == "matn"


def test_a_narrator_named_in_arabic_is_found_in_the_chain() -> None:
    verdict = answer(INDEX, CONFIG, "ماذا روى أبو هريرة عن الصيام")
    assert verdict.verdict == "answered", verdict.trace.refused_by
    assert verdict.passage_ids == ("muslim:2",)
    assert verdict.hits[0].matched_in == "matn+isnad"


def test_matched_in_tells_the_chain_from_the_text_for_hadith_only() -> None:
    assert matched_where(english=True, arabic=True, chained=False, in_isnad=False) == "both"
    assert matched_where(english=False, arabic=True, chained=False, in_isnad=False) == "arabic"
    assert matched_where(english=True, arabic=False, chained=False, in_isnad=False) == "english"
    assert matched_where(english=True, arabic=True, chained=True, in_isnad=False) == (
        "english+matn"
    )
    assert matched_where(english=False, arabic=True, chained=True, in_isnad=True) == "matn+isnad"
    assert matched_where(english=True, arabic=False, chained=True, in_isnad=True) == (
        "english+isnad"
    )


def test_what_happened_names_no_narrator() -> None:
    assert analyse("ما حدث يوم بدر في المدينة").narrator is None
    assert analyse("ماذا روى أبو هريرة عن الصيام").narrator == "ابو هريرة"


def test_a_narrator_who_tells_the_prophet_s_words_inside_the_text_is_found_there() -> None:
    # muslim:84's chain ends with Tariq b. Shihab; in the text, "فقال أبو سعيد … سمعت رسول الله
    # يقول": Abu Sa'id is the one who heard the Prophet, and tells what he said. A name that
    # stands only after the Prophet's words begin tells none of them.
    records = (
        *RECORDS,
        hadith(
            "muslim", 3, "Whoever among you sees an evil, let him change it with his hand.",
            "حَدَّثَنَا وَكِيعٌ، عَنْ طَارِقِ بْنِ شِهَابٍ، قَالَ أَوَّلُ مَنْ بَدَأَ بِالْخُطْبَةِ مَرْوَانُ "
            "فَقَالَ أَبُو سَعِيدٍ أَمَّا هَذَا فَقَدْ قَضَى مَا عَلَيْهِ سَمِعْتُ رَسُولَ اللَّهِ "
            "صلى الله عليه وسلم يَقُولُ مَنْ رَأَى مِنْكُمْ مُنْكَرًا فَلْيُغَيِّرْهُ بِيَدِهِ",
            narrator="It is narrated on the authority of Tariq b. Shihab:",
        ),
        hadith(
            "muslim", 4, "He said: whoever sees an evil, let Abu Sa'id hear of it.",
            "حَدَّثَنَا وَكِيعٌ، عَنْ طَارِقٍ، قَالَ قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم "
            "مَنْ رَأَى مُنْكَرًا فَلْيُخْبِرْ أَبَا سَعِيدٍ بِيَدِهِ",
            narrator="It is narrated on the authority of Tariq:",
        ),
        # His full name stands in some chain (a name no chain holds is an unknown word).
        hadith("muslim", 9, "We prayed.", "حَدَّثَنَا مَالِكٌ، عَنْ أَبِي سَعِيدٍ الْخُدْرِيِّ، قَالَ صَلَّيْنَا",
               narrator="Narrated Abu Sa'id al-Khudri:"),
    )  # fmt: skip
    built = index(records)
    verdict = answer(built, CONFIG, "ماذا قال أبو سعيد عن من رأى منكرا بيده")
    assert verdict.verdict == "answered", verdict.trace.refused_by
    assert verdict.passage_ids == ("muslim:3",)
    # Named with his nisba (الخدري), he is still the text's "أبو سعيد", as in English.
    nisba = answer(built, CONFIG, "ماذا قال أبو سعيد الخدري عن من رأى منكرا بيده")
    assert nisba.passage_ids == ("muslim:3",), nisba.trace.refused_by


def test_a_narrators_name_orders_the_passages_found_but_finds_none() -> None:
    # "ماذا روى عمر بن الخطاب عن النية": Umar's name stands in the text of many hadith; ranked on
    # its own it filled the pool before the one on intention, which he narrates.
    records = (
        *(
            hadith(
                "bukhari",
                10 + n,
                "Umar came.",
                "حَدَّثَنَا قُتَيْبَةُ، عَنْ أَنَسٍ، قَالَ جَاءَ عُمَرُ بْنُ الْخَطَّابِ فَجَلَسَ",
                narrator="Narrated Anas:",
            )
            for n in range(CONFIG.candidate_pool + 10)
        ),
        hadith(
            "bukhari",
            1,
            "Deeds are by intentions.",
            "حَدَّثَنَا الْحُمَيْدِيُّ، عَنْ عُمَرَ بْنِ الْخَطَّابِ، قَالَ سَمِعْتُ رَسُولَ اللَّهِ "
            "صلى الله عليه وسلم يَقُولُ إِنَّمَا الأَعْمَالُ بِالنِّيَّةِ",
            narrator="Narrated Umar bin Al-Khattab:",
        ),
        # Other hadith, so that Umar's name is rare enough to weigh.
        *(
            hadith("muslim", n, "He prayed.", "حَدَّثَنَا قُتَيْبَةُ، عَنْ أَنَسٍ، قَالَ صَلَّى فِي الْبَيْتِ")
            for n in range(1, 400)
        ),
    )
    built = index(records)
    verdict = answer(built, CONFIG, "ماذا روى عمر بن الخطاب عن النية")
    assert [str(i) for i in verdict.passage_ids] == ["bukhari:1"]
