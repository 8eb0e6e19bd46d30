"""search(collection=…): raw retrieval within one collection, scored as the unrestricted search."""

import pytest
from core_fixtures import config, index

from sanad.core.answer import MAX_K, search

INDEX = index()


def test_without_a_collection_it_is_the_plain_search() -> None:
    assert search(INDEX, config(), "fasting", 5, None) == search(INDEX, config(), "fasting", 5)


@pytest.mark.parametrize("collection", ["quran", "bukhari", "muslim", "malik"])
def test_a_collection_s_hits_are_its_own_best_with_unchanged_scores(collection: str) -> None:
    everything = search(INDEX, config(), "fasting Ramadan night prayer", MAX_K)
    within = search(INDEX, config(), "fasting Ramadan night prayer", MAX_K, collection)
    expected = tuple(hit for hit in everything.hits if hit.passage.collection.key == collection)
    assert within.hits == expected
    assert within.terms == everything.terms


def test_a_collection_ranked_below_others_is_still_found_with_k_1() -> None:
    # With k=1 the unrestricted search returns Muslim's passage only; the restricted one
    # must still find the Qur'an's, which ranks below it overall.
    best = search(INDEX, config(), "fasting", 1).hits[0].passage.collection.key
    assert best != "quran"
    (hit,) = search(INDEX, config(), "fasting", 1, "quran").hits
    assert hit.passage.id == "quran:2:183"


@pytest.mark.parametrize("k", [0, MAX_K + 1])
def test_k_out_of_range_is_refused(k: int) -> None:
    with pytest.raises(ValueError, match="k must lie between"):
        search(INDEX, config(), "fasting", k, "quran")
