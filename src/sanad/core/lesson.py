"""A lesson for a child, arranged from what :func:`sanad.core.answer.answer` returned.

The default lesson paraphrases nothing: it shows each passage's Arabic, translation, citation,
grading (with its basis) and review status, a *Words to know* panel and an *Ask your teacher*
panel. *Words to know* is the lexicon turned outward: the bridges this question actually used,
so a child sees why the page says "strong drink" when everyone at home says alcohol. Bridges
between two forms of one word (idolatry → idol, crucifixion → crucify) teach nothing and are left
out. The *Ask your teacher* questions are fixed text from the scholar's config, never generated.

When a model writes an introduction, every sentence of it goes through
:func:`sanad.core.ground.ground`; struck sentences are dropped and listed. A question that was
referred or found no source makes no lesson, and says why in words a teacher can use.
"""

from collections.abc import Iterable, Sequence
from typing import Literal

import attrs

from sanad.core.bridge import Lexicon
from sanad.core.ground import Grounding, ground
from sanad.core.lemma import Lemmatiser
from sanad.core.passage import Passage
from sanad.core.stem import stem
from sanad.core.tokenise import STOPWORDS, tokenise
from sanad.core.verdict import Verdict

_SHARED_PREFIX = 5
"""Two words whose stems share this many leading letters are taken for forms of one word."""
_MIN_STEM = 3


@attrs.frozen(kw_only=True)
class WordToKnow:
    """A word the child may say at home, and the wording this translation uses instead."""

    heard: str = attrs.field(validator=attrs.validators.min_len(1))
    """The modern word, as the lexicon writes it ("alcohol")."""
    written: str = attrs.field(validator=attrs.validators.min_len(1))
    """The phrase on the page ("strong drink")."""

    @property
    def line(self) -> str:
        """The panel's sentence for this word (fixed wording, no generated facts)."""
        return (
            f"You may say \u201c{self.heard}\u201d. "
            f"The translation on this page says \u201c{self.written}\u201d."
        )


def _stems(text: str) -> list[str]:
    return [stem(token) for token in tokenise(text) if token not in STOPWORDS]


def is_morphological_pair(heard: str, written: str) -> bool:
    """Whether two wordings are forms of one word (idolatry/idol), which a child needs no help with.

    True when some stem of one is a prefix of some stem of the other, or the two share their
    first five letters.
    """
    for left in _stems(heard):
        for right in _stems(written):
            short, long_ = sorted((left, right), key=len)
            if len(short) >= _MIN_STEM and long_.startswith(short):
                return True
            if len(short) >= _SHARED_PREFIX and short[:_SHARED_PREFIX] == long_[:_SHARED_PREFIX]:
                return True
    return False


def words_to_know(
    verdict: Verdict, lexicon: Lexicon, lemmatiser: Lemmatiser | None = None
) -> tuple[WordToKnow, ...]:
    """The lexicon's bridges this verdict's passages were found through, morphological pairs out.

    ``lemmatiser`` is the index's (the bridges were keyed with it at ingest).
    """
    lemmas = lemmatiser or Lemmatiser()
    used = {(b.query_term, b.phrase) for hit in verdict.hits for b in hit.match.bridges}
    found: dict[tuple[str, str], WordToKnow] = {}
    for entry in lexicon.entries:
        if (entry.query_key(lemmas), entry.phrase_key(lemmas)) not in used:
            continue
        if is_morphological_pair(entry.query, entry.phrase):
            continue
        key = (entry.query.casefold(), entry.phrase.casefold())
        found.setdefault(key, WordToKnow(heard=entry.query, written=entry.phrase))
    return tuple(found.values())


NO_LESSON_REFERRED = (
    "No lesson was made. This question asks for a ruling: what is allowed or forbidden, what a "
    "school of law holds, or what one person should do. A ruling needs a scholar who can weigh "
    "the sources and the situation, so it is not answered from a list of passages. Please take "
    "the question to a scholar or a teacher you trust."
)
"""What a referred question is told instead of a lesson."""

NO_LESSON_NO_SOURCE = (
    "No lesson was made. The passages held here do not answer this question, so there is "
    "nothing to teach from. This says only that these collections, searched this way, do not "
    "cover it; it does not say that no source anywhere does. A teacher may know where to look."
)
"""What a question with no source is told instead of a lesson."""


@attrs.frozen(kw_only=True)
class NoLesson:
    """A question that makes no lesson: referred or without a source, and why."""

    question: str
    verdict: Literal["referred", "no_source"]
    reason: str = attrs.field(validator=attrs.validators.min_len(1))
    """Why, in words a child's teacher can use."""
    detail: str
    """The server's own message (the rule's label, or the scope of the absence)."""


def _has_passages(_instance: object, _attribute: object, value: tuple[Passage, ...]) -> None:
    if not value:
        msg = "a lesson shows at least one passage"
        raise ValueError(msg)


@attrs.frozen(kw_only=True)
class Lesson:
    """An answered question arranged for a child (with a checked intro when a model wrote one)."""

    question: str
    passages: tuple[Passage, ...] = attrs.field(validator=_has_passages)
    words_to_know: tuple[WordToKnow, ...]
    ask_your_teacher: tuple[str, ...]
    model: str | None = None
    """The model that wrote the introduction (None: no model ran)."""
    intro: Grounding | None = None
    """The model's introduction, sentence by sentence, kept or struck (None: no model ran)."""


def plan_lesson(  # noqa: PLR0913 - each input is a separate source the lesson is built from
    verdict: Verdict,
    lexicon: Lexicon,
    *,
    vocabulary: Iterable[str] = (),
    ask_your_teacher: Sequence[str] = (),
    model: str | None = None,
    intro_text: str | None = None,
    lemmatiser: Lemmatiser | None = None,
) -> Lesson | NoLesson:
    """The lesson for ``verdict``, or why there is none.

    ``intro_text`` is what ``model`` wrote for this question (the caller asks a model only for an
    answered verdict). It is grounded against the passages, the question and ``vocabulary``.
    """
    if verdict.verdict != "answered":
        reason = NO_LESSON_REFERRED if verdict.verdict == "referred" else NO_LESSON_NO_SOURCE
        return NoLesson(
            question=verdict.question, verdict=verdict.verdict, reason=reason,
            detail=verdict.message,
        )  # fmt: skip
    passages = tuple(hit.passage for hit in verdict.hits)
    intro = None
    if intro_text is not None:
        intro = ground(intro_text, passages, verdict.question, vocabulary)
    return Lesson(
        question=verdict.question,
        passages=passages,
        words_to_know=words_to_know(verdict, lexicon, lemmatiser),
        ask_your_teacher=tuple(ask_your_teacher),
        model=model,
        intro=intro,
    )
