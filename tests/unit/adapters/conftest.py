"""Small hand-made inputs for the adapter unit tests: a three-passage corpus, a config copy."""

import shutil
from pathlib import Path

import pytest

from sanad.core.bridge import Lexicon, LexiconEntry
from sanad.core.index import Index, build_index
from sanad.core.passage import (
    Collection,
    CollectionInfo,
    Edition,
    Grading,
    PassageRecord,
)
from sanad.core.types import CollectionKey


@pytest.fixture
def config_copy(project_config: Path, tmp_path: Path) -> Path:
    """A private copy of the project's config directory that a test may edit."""
    return Path(shutil.copytree(project_config, tmp_path / "config"))


@pytest.fixture(scope="session")
def tiny_collections() -> dict[CollectionKey, CollectionInfo]:
    """Collection fields for a Qur'an with an edition and a hadith collection without one."""
    return {
        "quran": CollectionInfo(
            collection=Collection(
                key="quran", title="The Qur'an", author=None, author_died_ah=None
            ),
            numbering_scheme="surah:verse",
            numbering_is_cited=True,
            numbering_note="cited",
            edition=Edition(id="en.test", translator="A. Translator", source="a test"),
            edition_unavailable=None,
            grading=Grading(label="Qur'an", basis="scripture"),
            grading_unavailable=None,
            licence="test licence",
            attribution="test attribution",
        ),
        "bukhari": CollectionInfo(
            collection=Collection(
                key="bukhari", title="Sahih al-Bukhari", author="al-Bukhari", author_died_ah=256
            ),
            numbering_scheme="sequential",
            numbering_is_cited=False,
            numbering_note="not the cited number",
            edition=None,
            edition_unavailable="unnamed translation",
            grading=Grading(label="Sahih (by collection)", basis="collection"),
            grading_unavailable=None,
            licence="test licence",
            attribution="test attribution",
        ),
    }


@pytest.fixture(scope="session")
def tiny_records() -> tuple[PassageRecord, ...]:
    """Three passages, one of them without English."""
    return (
        PassageRecord(
            id="quran:2:219",
            collection="quran",
            number="2:219",
            chapter_number=2,
            chapter_english=None,
            chapter_arabic=None,
            arabic="يسألونك عن الخمر والميسر",
            english="They question thee about strong drink and games of chance.",
            narrator="",
            arabic_search="يسألونك عن الخمر والميسر",
        ),
        PassageRecord(
            id="quran:93:9",
            collection="quran",
            number="93:9",
            chapter_number=93,
            chapter_english=None,
            chapter_arabic=None,
            arabic="فأما اليتيم فلا تقهر",
            english="Therefor the orphan oppress not,",
            narrator="",
        ),
        PassageRecord(
            id="bukhari:1",
            collection="bukhari",
            number="1",
            chapter_number=1,
            chapter_english="Revelation",
            chapter_arabic="كتاب بدء الوحى",
            arabic="إنما الأعمال بالنيات",
            english="",
            narrator="Narrated 'Umar bin Al-Khattab:",
        ),
    )


@pytest.fixture(scope="session")
def tiny_lexicon() -> Lexicon:
    """One usable bridge and one whose phrase the tiny corpus never uses."""
    return Lexicon(
        edition="en.test",
        entries=(
            LexiconEntry(query="gambling", phrase="games of chance"),
            LexiconEntry(query="pork", phrase="swineflesh"),
        ),
    )


@pytest.fixture(scope="session")
def tiny_index(
    tiny_records: tuple[PassageRecord, ...],
    tiny_collections: dict[CollectionKey, CollectionInfo],
    tiny_lexicon: Lexicon,
) -> Index:
    """The index of the three tiny passages."""
    return build_index(tiny_records, tiny_collections, tiny_lexicon)
