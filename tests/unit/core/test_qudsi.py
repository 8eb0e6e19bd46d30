"""Telling a hadith qudsi: the Prophet reports what Allah said."""

from typing import TYPE_CHECKING

import pytest
from core_fixtures import COLLECTIONS, LEXICON, SOURCE_TERMS, config, hadith

from sanad.core.answer import answer
from sanad.core.config import Gates
from sanad.core.index import build_index
from sanad.core.normalise import normalise
from sanad.core.qudsi import tells_allahs_words

if TYPE_CHECKING:
    from sanad.core.types import CollectionKey


@pytest.mark.parametrize(
    ("arabic", "english", "told"),
    [
        ("قَالَ اللَّهُ كُلُّ عَمَلِ ابْنِ آدَمَ لَهُ إِلاَّ الصِّيَامَ فَإِنَّهُ لِي", "", True),
        ("إِنَّ اللَّهَ تَعَالَى يَقُولُ أَنَا عِنْدَ ظَنِّ عَبْدِي بِي", "", True),
        ("يَقُولُ رَبُّكُمْ", "", True),
        ("", "Allah said, 'All the deeds of Adam's sons are for them, except fasting'", True),
        ("", "Allah the Exalted says: I am as My slave thinks I am", True),
        # The formula of the hadith qudsi itself: "in what he reports from his Lord", "in what
        # he reported from Allah" (muslim:6410, "I have forbidden oppression for Myself").
        ("فِيمَا رَوَى عَنِ اللَّهِ تَبَارَكَ وَتَعَالَى أَنَّهُ قَالَ يَا عِبَادِي", "", True),
        ("فِيمَا يَرْوِي عَنْ رَبِّهِ عَزَّ وَجَلَّ قَالَ", "", True),
        ("يَرْوِيهِ عَنْ رَبِّهِ قَالَ إِذَا تَقَرَّبَ الْعَبْدُ", "", True),
        ("فِيمَا يَحْكِي عَنْ رَبِّهِ عَزَّ وَجَلَّ", "", True),
        ("رَوَى عَنْ أَبِيهِ عَنْ جَدِّهِ", "", False),
        ("قَالَ رَسُولُ اللَّهِ صلى الله عليه وسلم الصِّيَامُ جُنَّةٌ", "", False),
        ("", "Allah's Messenger (ﷺ) said, 'Fasting is a shield'", False),
        ("", "He said: Allah knows best", False),
    ],
)
def test_a_hadith_telling_what_allah_said_is_told_apart(
    arabic: str,
    english: str,
    told: bool,  # noqa: FBT001 - a table column
) -> None:
    assert tells_allahs_words(normalise(arabic), normalise(english)) is told


_FASTING = (
    hadith("bukhari", 1, "Allah said, 'Fasting is for Me and I give its reward.'",
           "عن أبي هريرة قال قال رسول الله قال الله الصيام لي وأنا أجزي به"),
    hadith("bukhari", 2, "Fasting is a shield.", "عن أبي هريرة قال قال رسول الله الصيام جنة"),
    hadith("bukhari", 3, "Fasting is a shield, he said.", "قال الصيام جنة فلا يرفث"),
    hadith("muslim", 1, "Prayer is light.", "الصلاة نور والصدقة برهان"),
)  # fmt: skip


def _verdict(question: str) -> tuple[str, tuple[str, ...], str | None]:
    index = build_index(_FASTING, COLLECTIONS, LEXICON)
    gates = Gates(min_coverage=0.0, max_oov_ratio=0.0, retrieval_threshold=0.0, min_evidence=0.6)
    hadith_words: dict[str, tuple[CollectionKey, ...]] = {
        normalise(w): ("bukhari", "muslim", "malik") for w in ("حديث", "الحديث")
    }
    verdict = answer(index, config(gates, source_terms={**SOURCE_TERMS, **hadith_words}), question)
    return verdict.verdict, verdict.passage_ids, verdict.trace.refused_by


@pytest.mark.parametrize("question", ["حديث قدسي عن الصيام", "a hadith qudsi about fasting"])
def test_only_a_hadith_telling_what_allah_said_answers_for_a_hadith_qudsi(question: str) -> None:
    assert _verdict(question)[:2] == ("answered", ("bukhari:1",))


def test_without_a_hadith_qudsi_on_the_subject_the_refusal_says_so() -> None:
    verdict, ids, refused_by = _verdict("حديث قدسي عن الصلاة")
    assert (verdict, ids, refused_by) == ("no_source", (), "gate:qudsi")
