"""One piece of ingest's work made in a forked second process, where that pays.

Ingest reads WordNet and weighs the stem and surface postings while the main process goes on.
Where the platform cannot fork, or the machine has one core, the work is done in this process
when its result is asked for: the same result, only later.
"""

import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from types import TracebackType
from typing import Generic, Self, TypeVar

CORES_FOR_PARALLEL = 2
"""A second process pays only with a second core to run it."""

T = TypeVar("T")


class Apart(Generic[T]):
    """``there`` started in a forked process, or ``here`` called when the result is asked for.

    A context manager: leaving it stops the second process if its result was never taken.
    ``there`` must be a module-level function (it is named to the worker); ``here`` computes
    the same result in this process.
    """

    def __init__(self, there: Callable[[], T], here: Callable[[], T], *, worth_it: bool) -> None:
        """Fork for ``there`` when ``worth_it``, the platform can fork and a second core is free."""
        self._here = here
        self._pool: ProcessPoolExecutor | None = None
        self._future: Future[T] | None = None
        if not worth_it or (os.cpu_count() or 1) < CORES_FOR_PARALLEL:
            return
        try:
            context = multiprocessing.get_context("fork")
        except ValueError:  # no fork on this platform (Windows): one process, only slower
            return
        self._pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
        self._future = self._pool.submit(there)

    @property
    def apart(self) -> bool:
        """Whether a second process is making the result."""
        return self._future is not None

    def result(self) -> T:
        """The result: the second process's, or made here now."""
        if self._future is None:
            return self._here()
        try:
            return self._future.result()
        finally:
            self.close()

    def close(self) -> None:
        """Stop the second process, if any (it holds nothing that must be kept)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def __enter__(self) -> Self:
        """The work under way."""
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        """Stop the second process, if any."""
        self.close()
