"""Append-only JSON-lines logs shared by several processes (the gaps and served logs).

Each append is one ``write`` on a file opened for appending and held under an exclusive lock,
so several processes appending at once lose and tear no line. A line torn by a crash is
skipped on reading, with a warning, never a traceback.
"""

import json
import os
import queue
import sys
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TypeVar

import cattrs

try:
    import fcntl
except ImportError:  # Windows: appends are still single writes, without the advisory lock
    fcntl = None  # type: ignore[assignment]

_T = TypeVar("_T")


def append_lines(path: Path, objects: Iterable[object]) -> None:
    """Append each JSON object as one line, all in one write, atomically w.r.t. other appenders."""
    data = b"".join(
        (json.dumps(obj, ensure_ascii=False, sort_keys=True) + "\n").encode("utf-8")
        for obj in objects
    )
    if not data:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        if fcntl is not None:
            fcntl.flock(descriptor, fcntl.LOCK_EX)
        size = os.fstat(descriptor).st_size
        if (
            size
            and os.lseek(descriptor, size - 1, os.SEEK_SET) >= 0
            and os.read(descriptor, 1) != b"\n"
        ):
            data = b"\n" + data  # a crash left a torn line: start ours on a line of its own
        written = 0
        while written < len(data):
            written += os.write(descriptor, data[written:])
    finally:
        os.close(descriptor)  # closing releases the lock


def read_lines(
    path: Path, converter: cattrs.Converter, kind: type[_T]
) -> tuple[list[_T], list[str]]:
    """Every readable record, and one warning per line that could not be read."""
    if not path.exists():
        return [], []
    records: list[_T] = []
    warnings: list[str] = []
    with path.open("rb") as handle:
        for number, raw in enumerate(handle, start=1):
            if not raw.strip():
                continue
            try:
                data = json.loads(raw.decode("utf-8"))
                if not isinstance(data, dict):
                    raise TypeError  # noqa: TRY301 - one path for every unreadable line
                records.append(converter.structure(data, kind))
            except (ValueError, TypeError, UnicodeDecodeError, cattrs.BaseValidationError):
                warnings.append(
                    f"{path.name} line {number} is unreadable (torn or edited); skipped"
                )
    return records, warnings


class BackgroundAppender:
    """Appends JSON lines on a worker thread, so that answering never waits for the disk.

    Lines reach the file within milliseconds, in the order they were queued; :meth:`flush`
    waits for them, and :meth:`close` drains the queue before the thread stops (a server calls
    it on the way out). A line that cannot be written is reported through ``report`` (one
    line on stderr by default) and dropped: the logs never stop the server answering.
    """

    GATHER_SECONDS = 0.05
    """How long the worker waits after a line arrives, to write what follows it together."""

    def __init__(self, report: Callable[[str], None] | None = None) -> None:
        """An appender whose thread starts with the first line."""
        self._queue: queue.Queue[tuple[Path, list[object]] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._report = report or _stderr

    def append(self, path: Path, objects: list[object]) -> None:
        """Queue ``objects`` to be appended to ``path`` in one write."""
        with self._lock:
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="sanad-logs", daemon=True)
                self._thread.start()
        self._queue.put((path, objects))

    def _run(self) -> None:
        while True:
            batch = [self._queue.get()]
            # Gather what arrives in the next moment and write it together: one write per file
            # per batch, instead of waking (and taking the interpreter) once per answer.
            time.sleep(self.GATHER_SECONDS)
            while True:
                try:
                    batch.append(self._queue.get_nowait())
                except queue.Empty:
                    break
            try:
                if self._write(batch):
                    return
            finally:
                for _ in batch:
                    self._queue.task_done()

    def _write(self, batch: list[tuple[Path, list[object]] | None]) -> bool:
        """Append the batch, file by file in queue order; True when it ends with the stop mark."""
        by_file: dict[Path, list[object]] = {}
        stop = False
        for item in batch:
            if item is None:
                stop = True
                continue
            path, objects = item
            by_file.setdefault(path, []).extend(objects)
        for path, objects in by_file.items():
            try:
                append_lines(path, objects)
            except OSError as error:
                self._report(f"could not append to {path.name}: {error.strerror or error}")
        return stop

    def flush(self) -> None:
        """Wait until every queued line has been written (or reported)."""
        self._queue.join()

    def close(self) -> None:
        """Write what is queued, then stop the thread."""
        with self._lock:
            thread, self._thread = self._thread, None
        if thread is not None:
            self._queue.put(None)
            thread.join()


def _stderr(message: str) -> None:
    sys.stderr.write(f"sanad: warning: {message}\n")
    sys.stderr.flush()
