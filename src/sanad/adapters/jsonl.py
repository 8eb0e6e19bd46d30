"""Append-only JSON-lines logs shared by several processes (the gaps and served logs).

Each append is one ``write`` on a file opened for appending and held under an exclusive lock,
so several processes appending at once lose and tear no line. A short write (a full disk, a
file-size limit) is undone: the file is truncated back to its size before the append and the
append raises OSError, so a full disk never leaves a torn line. A line torn by something
else (a power cut) is skipped on reading, with a warning, never a traceback.

Appends are synchronous: the MCP server writes a refusal's line before its reply goes out,
so a reply the client has received is on disk even if the server is then killed.
:data:`WRITING` is held around each append, so a signal handler that takes it knows no
append of this process is half done.
"""

import contextlib
import errno
import json
import os
import stat
import threading
from collections.abc import Iterable
from pathlib import Path
from typing import TypeVar

import cattrs

from sanad.adapters import user_files

try:
    import fcntl
except ImportError:  # Windows: appends are still single writes, without the advisory lock
    fcntl = None  # type: ignore[assignment]

_T = TypeVar("_T")

WRITING = threading.RLock()
"""Held around every append in this process (a signal handler waits on it before exiting)."""


def append_lines(path: Path, objects: Iterable[object]) -> None:
    """Append each JSON object as one line, all in one write, atomically w.r.t. other appenders.

    OSError when the lines could not be written whole; the file is then as it was before.
    """
    data = b"".join(
        (json.dumps(obj, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8")
        for obj in objects
    )
    if not data:
        return
    with WRITING:
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK, 0o644)
        try:
            _append_locked(descriptor, path, data)
        finally:
            os.close(descriptor)  # closing releases the lock


def _append_locked(descriptor: int, path: Path, data: bytes) -> None:
    if fcntl is not None:
        fcntl.flock(descriptor, fcntl.LOCK_EX)
    status = os.fstat(descriptor)
    if not stat.S_ISREG(status.st_mode):
        raise OSError(errno.EINVAL, "not a regular file", str(path))
    size = status.st_size
    if size and os.pread(descriptor, 1, size - 1) != b"\n":
        data = b"\n" + data  # something tore the last line: start ours on a line of its own
    try:
        written = os.write(descriptor, data)
    except OSError:
        _truncate(descriptor, size)
        raise
    if written != len(data):
        # A short write: a full disk or a file-size limit. Never leave a torn line behind.
        _truncate(descriptor, size)
        raise OSError(errno.ENOSPC, "short write (the disk is full?)", str(path))


def _truncate(descriptor: int, size: int) -> None:
    # If even this fails nothing more can be done; the reader skips a torn line with a warning.
    with contextlib.suppress(OSError):
        os.ftruncate(descriptor, size)


def read_lines(
    path: Path, converter: cattrs.Converter, kind: type[_T]
) -> tuple[list[_T], list[str]]:
    """Every readable record, and one warning per line that could not be read."""
    if not path.exists():
        return [], []
    records: list[_T] = []
    warnings: list[str] = []
    with user_files.open_regular(path) as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                data = json.loads(raw.decode("utf-8"))
                if not isinstance(data, dict):
                    raise TypeError  # noqa: TRY301 - one path for every unreadable line
                records.append(converter.structure(data, kind))
            except (ValueError, TypeError, RecursionError, cattrs.BaseValidationError):
                warnings.append(
                    f"{path.name} line {number} is unreadable (torn or edited); skipped"
                )
    return records, warnings
