"""Reading and rewriting the pickle inside a built ``index.bin``, for tests that damage it.

``index.bin`` is an 8-byte magic, the pickle's length (uint64, little-endian), the pickle,
zero padding to an 8-byte boundary, then the byte columns (see
:mod:`sanad.adapters.corpus_store`).
"""

import pickle
from typing import Any

_HEAD = 16
_ALIGN = 8


def split(data: bytes) -> tuple[bytes, bytes]:
    """The file's pickle, and its byte columns (the padding between dropped)."""
    length = int.from_bytes(data[8:_HEAD], "little")
    end = _HEAD + length
    return data[_HEAD:end], data[end + (-end % _ALIGN) :]


def head_of(data: bytes) -> dict[str, Any]:
    """The file's pickle, loaded (only for a file the test built itself)."""
    loaded: dict[str, Any] = pickle.loads(split(data)[0])  # noqa: S301 - our own bytes
    return loaded


def with_head(data: bytes, head: bytes) -> bytes:
    """The file with ``head`` for its pickle and its own byte columns after it."""
    _, columns = split(data)
    end = _HEAD + len(head)
    return data[:8] + len(head).to_bytes(8, "little") + head + bytes(-end % _ALIGN) + columns


def with_payload(data: bytes, **changes: object) -> bytes:
    """The file with these entries of its pickle changed (protocol 5, as ingest writes)."""
    return with_head(data, pickle.dumps({**head_of(data), **changes}, protocol=5))
