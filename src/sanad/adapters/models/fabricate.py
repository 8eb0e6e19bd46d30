"""``fabricate``: a hostile stub model, to watch the grounding check strike what it invents.

It ignores the passages and writes, every time, the same confident sentences naming scholars,
books and hadith numbers that no passage here contains (Sahih al-Tirmidhi number 4127, Imam
al-Ghazali's Ihya Ulum al-Din), the way a model answering from memory does. Its last sentence
is built only from the question's own words and those of the first passage's reference, so
the reader also sees what a kept sentence looks like. Deterministic: no randomness, no clock.
"""

from collections.abc import Sequence

from sanad.adapters.models.chat import ChatReply, Message, ToolSpec
from sanad.core.passage import Passage

INVENTED = (
    "The Prophet said this in Sahih al-Tirmidhi number 4127.",
    "Imam al-Ghazali wrote in Ihya Ulum al-Din that every child must learn this by age seven.",
    "Scholars at Al-Azhar agreed on it unanimously in 1952.",
    "Sheikh Abdullah ibn Yusuf explained that it brings exactly seventy blessings.",
)
"""The invented sentences, in the order the stub writes them."""


class Fabricate:
    """The hostile stub: confident, specific and unsourced.

    It is both a lesson's intro writer and a chat model for ``sanad agent``; as a chat model it
    never calls a tool, whatever it is offered, and answers from "memory".
    """

    NAME = "fabricate"

    @property
    def name(self) -> str:
        """Always ``fabricate``."""
        return self.NAME

    def write_intro(self, question: str, passages: Sequence[Passage]) -> str:
        """The invented sentences, then one sentence made of the question and a reference."""
        sentences = list(INVENTED)
        if passages:
            sentences.append(f"{question.rstrip(' ?.!')}: read {passages[0].reference}.")
        return " ".join(sentences)

    @property
    def label(self) -> str:
        """Always ``fabricate`` (the chat-model name)."""
        return self.NAME

    def chat(self, messages: Sequence[Message], tools: Sequence[ToolSpec]) -> ChatReply:
        """Skip every tool offered and write the invented sentences."""
        del messages, tools  # it reads nothing: that is the point
        return ChatReply(content=" ".join(INVENTED))

    def check(self) -> str:
        """Always there: it is built in."""
        return "fabricate is built in (a hostile stub, not a model)"
