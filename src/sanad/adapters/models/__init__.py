"""Model backends that may write a lesson's introduction (never its passages).

A backend is anything with :meth:`IntroWriter.write_intro`: given the question and the passages
the server returned, it returns prose. Whatever it returns goes through the grounding check
(:func:`sanad.core.ground.ground`) before a child sees a sentence of it. A backend is asked only
for an answered question: on ``referred`` or ``no_source`` no model is called at all.

Built in: ``fabricate``, a hostile stub that ignores the passages and invents scholars, books
and hadith numbers, so the check can be watched striking them. Real backends (``ollama:NAME``,
``openai:NAME@URL``) are not built yet; naming one is a one-line error.
"""

from collections.abc import Sequence
from typing import Protocol

from sanad.core.passage import Passage


class IntroWriter(Protocol):
    """A model that writes an introduction to a lesson from the question and its passages."""

    @property
    def name(self) -> str:
        """The name the user gave for this backend (``fabricate``, ``ollama:llama3.2`` …)."""
        ...

    def write_intro(self, question: str, passages: Sequence[Passage]) -> str:
        """Return the introduction's text (checked sentence by sentence afterwards)."""
        ...


class ModelUnavailableError(Exception):
    """A model name that names no backend available here; the message is one line."""


_PLANNED = ("ollama", "openai")


def backend_for(name: str) -> IntroWriter:
    """The backend ``name`` names; ModelUnavailableError (one line) for any other name."""
    from sanad.adapters.models.fabricate import Fabricate  # noqa: PLC0415 - small, on demand

    if name == Fabricate.NAME:
        return Fabricate()
    kind = name.split(":", 1)[0]
    if kind in _PLANNED and ":" in name:
        msg = (
            f"--model {name}: the {kind} backend is not built yet; the only model available "
            f"now is {Fabricate.NAME!r} (a hostile stub that shows the grounding check at work)"
        )
        raise ModelUnavailableError(msg)
    msg = (
        f"--model {name!r} names no backend; available: {Fabricate.NAME!r} "
        "(ollama:NAME and openai:NAME@URL are planned, not built yet)"
    )
    raise ModelUnavailableError(msg)
