import pytest
from core_fixtures import COLLECTIONS, LEMMAS, RECORDS, hadith

from sanad.core.bridge import Lexicon, LexiconEntry, UnusableBridge
from sanad.core.index import build_index


def test_an_entry_is_keyed_by_its_lemmas() -> None:
    entry = LexiconEntry(query="Gambling", phrase="games of chance")
    assert entry.query_key(LEMMAS) == "gambling"
    assert entry.phrase_key(LEMMAS) == "game | chance"  # "|": where "of" stood
    assert LexiconEntry(query="afterlife", phrase="the Hereafter").phrase_key(LEMMAS) == "hereafter"


@pytest.mark.parametrize(("query", "phrase"), [("", "games of chance"), ("gambling", "")])
def test_an_entry_needs_both_wordings(query: str, phrase: str) -> None:
    with pytest.raises(ValueError, match="Length of"):
        LexiconEntry(query=query, phrase=phrase)


def test_an_empty_lexicon_names_its_edition() -> None:
    assert Lexicon.empty("en.pickthall") == Lexicon(edition="en.pickthall", entries=())


Resolved = tuple[dict[str, tuple[str, ...]], tuple[UnusableBridge, ...]]


def _resolved(*entries: LexiconEntry) -> Resolved:
    index = build_index(
        RECORDS, COLLECTIONS, Lexicon(edition="en.pickthall", entries=entries), lemmatiser=LEMMAS
    )
    return dict(index.bridges), index.unusable_bridges


def test_a_usable_bridge_maps_the_query_stems_to_the_phrase() -> None:
    bridges, unusable = _resolved(
        LexiconEntry(query="gambling", phrase="games of chance"),
        LexiconEntry(query="wine", phrase="strong drink"),
        LexiconEntry(query="alcohol", phrase="strong drink"),
        LexiconEntry(query="Gambling", phrase="Games of Chance"),
    )
    assert bridges == {
        "alcohol": ("~strong drink",),
        "gambling": ("~game | chance",),
        "wine": ("~strong drink",),
    }
    assert unusable == ()


@pytest.mark.parametrize(
    ("query", "phrase", "reason"),
    [
        ("the", "games of chance", "the query wording has no content words"),
        ("gambling", "of the", "the phrase has no content words"),
        ("orphans", "orphan", "query and phrase are the same words after lemmatising"),
        ("usury", "interest charged", "words never used: interest, charged"),
        ("betting", "chance games", "every word occurs, but never together as this phrase"),
        ("wine", "drink strong", "every word occurs, but never together as this phrase"),
    ],
)
def test_an_unusable_bridge_is_reported_with_its_reason(
    query: str, phrase: str, reason: str
) -> None:
    bridges, unusable = _resolved(LexiconEntry(query=query, phrase=phrase))
    assert bridges == {}
    assert len(unusable) == 1
    assert unusable[0].query == query
    assert unusable[0].phrase == phrase
    assert reason in unusable[0].reason


def test_a_bridge_counts_only_the_whole_phrase() -> None:
    wine = LexiconEntry(query="wine", phrase="strong drink")
    apart = hadith(
        "muslim", 2, "The strong man controls himself; he may drink water.", "", chapter=None
    )
    records = [*RECORDS[:7], apart, RECORDS[7]]
    index = build_index(
        records, COLLECTIONS, Lexicon(edition="en.pickthall", entries=(wine,)), lemmatiser=LEMMAS
    )
    # "strong" and "drink" both stand in muslim:2, but not together: only 2:219 has the phrase.
    assert index.ordinals["muslim:2"] in index.posting("~strong")
    assert index.ordinals["muslim:2"] in index.posting("~drink")
    assert set(index.posting("~strong drink")) == {index.ordinals["quran:2:219"]}
    without = build_index(
        [r for r in records if r.id != "quran:2:219"],
        COLLECTIONS,
        Lexicon(edition="en.pickthall", entries=(wine,)),
        lemmatiser=LEMMAS,
    )
    assert "~strong drink" not in without.postings
    assert without.bridges == {}
    assert "never together" in without.unusable_bridges[0].reason
