"""Model backends: Ollama, OpenAI-compatible servers, and the built-in hostile stub.

Two uses. ``sanad agent`` talks to a :class:`~sanad.adapters.models.chat.ChatModel` (chat
rounds, tools). ``sanad teach --model`` needs only an :class:`IntroWriter`: given the question
and the passages the server returned, it returns prose for a lesson's introduction. Whatever
either writes goes through the grounding check (:mod:`sanad.core.ground`) before anyone reads a
sentence of it, and neither is asked anything on ``referred`` or ``no_source``.

Built in: ``fabricate``, a hostile stub that ignores the passages and invents scholars, books
and hadith numbers, so the check can be watched striking them. ``ollama:NAME`` and
``openai:NAME@URL`` reach real servers (:mod:`.ollama`, :mod:`.openai_compat`).
"""

import json
from collections.abc import Mapping, Sequence
from typing import Protocol

import attrs

from sanad.adapters.models.chat import ChatModel, Message, ModelError
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
    """A model that cannot be used here (unknown name, unreachable, absent); one line."""


INTRO_SYSTEM = (
    "You write two or three short sentences introducing the passages below to a child. Use "
    "only words that appear in the passages or in the question. Do not add names, books, "
    "numbers, dates, rulings or any fact the passages do not state. Do not quote hadith or "
    "verses that are not below."
)
"""The instruction a real model gets; the grounding check enforces what it asks."""


@attrs.frozen(kw_only=True)
class ChatIntroWriter:
    """A chat model asked, once, for a lesson's introduction."""

    model: ChatModel

    @property
    def name(self) -> str:
        """The chat model's label (``ollama:llama3.2``)."""
        return self.model.label

    def write_intro(self, question: str, passages: Sequence[Passage]) -> str:
        """One chat round with the passages' texts; ModelUnavailableError if the model fails."""
        shown = [
            {"reference": p.reference, "english": p.english, "arabic": p.arabic} for p in passages
        ]
        prompt = f"Question: {question}\n\nPassages:\n{json.dumps(shown, ensure_ascii=False)}"
        messages = [
            Message(role="system", content=INTRO_SYSTEM),
            Message(role="user", content=prompt),
        ]
        try:
            return self.model.chat(messages, []).content
        except ModelError as error:
            raise ModelUnavailableError(str(error)) from None


def backend_for(
    name: str, *, base_url: str | None = None, env: Mapping[str, str] | None = None
) -> IntroWriter:
    """The intro writer ``name`` names; ModelUnavailableError (one line) for any other name."""
    from sanad.adapters.models.choose import chat_model  # noqa: PLC0415 - avoids an import cycle
    from sanad.adapters.models.fabricate import Fabricate  # noqa: PLC0415

    try:
        model = chat_model(name, base_url=base_url, env=env or {})
    except ModelError as error:
        raise ModelUnavailableError(str(error)) from None
    if isinstance(model, Fabricate):
        return model
    return ChatIntroWriter(model=model)
