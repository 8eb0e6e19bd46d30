from array import array

from sanad.core.frequent import FrequentPostings, decoded_arrays, frequent_runs, is_frequent
from sanad.core.index import PackedPostings


def _stored(ordinals: list[int], weights: list[float]) -> tuple[bytes, bytes]:
    return array("I", ordinals).tobytes(), array("f", weights).tobytes()


def test_a_lemma_is_decoded_with_its_weights_and_a_form_as_its_passages() -> None:
    stored = {"~نبي": _stored([0, 2, 3], [1.5, 0.5, 2.0]), "=النبي": _stored([2, 3], [9.0, 9.0])}
    frequent = FrequentPostings.decode(stored, 4)
    assert frequent.weighted == {"~نبي": {0: 1.5, 2: 0.5, 3: 2.0}}
    assert {term: list(held) for term, held in frequent.holders.items()} == {"=النبي": [2, 3]}


def test_the_frequent_runs_are_the_lemma_and_form_terms_in_a_tenth_of_the_passages() -> None:
    stored = {
        "=prophet": _stored([0, 1], [1.0, 1.0]),
        "~prophet": _stored([0, 1, 2], [1.0, 1.0, 1.0]),
        "prophet": _stored([0, 1, 2], [1.0, 1.0, 1.0]),  # a plain stem: the audit's
        "~rare": _stored([5], [1.0]),
    }
    packed = PackedPostings.pack(stored)
    runs = frequent_runs(packed, 20)
    assert runs == {"=prophet": (0, 2), "~prophet": (2, 5)}
    for term, (start, stop) in runs.items():
        assert tuple(map(bytes, packed.run(start, stop))) == stored[term]
    assert not is_frequent("~rare", 1, 20)
    assert decoded_arrays(stored["~rare"])[0].tolist() == [5]
