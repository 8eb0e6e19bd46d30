"""Lexical grounding: which sentences of a text use only words the sources gave (design §3).

A sentence survives only when every content word in it, normalised, tokenised and stemmed
exactly as retrieval does it (:func:`sanad.core.terms.terms_of`), also stands in one of the
retrieved passages, in the reader's question, or in the teach vocabulary (``config/teach-vocab``:
the short list of words a lesson may add). Stopwords are not content words; numbers and the
parts of a citation ("Tirmidhi", "4127") are. A sentence with no content words at all is kept.

A passage contributes every text a reader is shown with it: its English, its Arabic (and the
Arabic search form), its narrator line, its reference ("Qur'an 2:183", "Sahih al-Bukhari — entry
1 …") and its chapter names. So a sentence may cite the passage it stands on, by the words the
page prints for it, and no other.

THE LIMIT: this is lexical grounding. It catches words the sources do not contain: an invented
scholar, book, hadith number or place. It cannot catch real words rearranged into a claim the
sources never made ("The Qur'an forbids fasting" passes when "Qur'an", "forbids" and "fasting"
each appear somewhere). It is a floor under a model, not a replacement for the scholar reading
the lesson. :data:`GROUNDING_LIMIT` says so in one paragraph, for every place the check is shown.
"""

import re
from collections.abc import Iterable, Sequence

import attrs

from sanad.core.passage import Passage
from sanad.core.stem import stem
from sanad.core.terms import terms_of
from sanad.core.tokenise import STOPWORDS, tokenise
from sanad.core.types import AllowedTerms, Sentence, Token

GROUNDING_LIMIT = (
    "This is a lexical check: a sentence is kept only when every content word in it appears in "
    "the passages shown, in the question, or in the scholar's teach-vocab list. It catches "
    "invented names, books, citations and numbers. It cannot catch real words rearranged into "
    "a claim the sources never made, so a kept sentence still needs a teacher to read it."
)
"""The limit of the check, stated wherever its result is shown (CLI, lesson, README)."""

MAX_GROUND_CHARS = 20_000
"""The longest text ``sanad ground`` checks (the audit's limit): a lesson, not a book."""

# A sentence ends at . ! ? (and the Arabic question mark and full stop) followed by space or the
# end of the text, or at a line break. The end mark stays with its sentence, so a struck
# sentence is shown as it was written; "2.5" and "2:183" do not split. The boundary is
# zero-width and looks one character each way, so splitting takes time linear in the text
# (a run of 100,000 dots included: the earlier lazy pattern took over 30 s on it).
_BOUNDARY = re.compile(r"(?<=[.!?\u061f\u06d4])(?=\s)|\n")


def split_sentences(text: str) -> tuple[Sentence, ...]:
    """Split ``text`` into sentences as written, end marks kept, stripped (never an empty one)."""
    found = (part.strip() for part in _BOUNDARY.split(text))
    return tuple(sentence for sentence in found if sentence)


def passage_texts(passage: Passage) -> tuple[str, ...]:
    """Every text of ``passage`` a reader is shown, and so every text a sentence may draw on."""
    texts = [passage.arabic, passage.reference]
    texts.extend(
        text
        for text in (passage.english, passage.narrator, passage.chapter.english,
                     passage.chapter.arabic)
        if text
    )  # fmt: skip
    return tuple(texts)


def allowed_terms(
    passages: Iterable[Passage], question: str, vocabulary: Iterable[str] = ()
) -> AllowedTerms:
    """The stems a grounded sentence may use: those of the passages, question and vocabulary."""
    texts = (text for passage in passages for text in passage_texts(passage))
    return allowed_terms_of_texts(texts, question, vocabulary)


def allowed_terms_of_texts(
    texts: Iterable[str], question: str, vocabulary: Iterable[str] = ()
) -> AllowedTerms:
    """:func:`allowed_terms` for source texts already taken out of their passages."""
    allowed: set[str] = set(terms_of(question))
    for text in (*texts, *vocabulary):
        allowed.update(terms_of(text))
    return frozenset(allowed)


def _check_offending(
    instance: "SentenceCheck", _attribute: object, value: tuple[Token, ...]
) -> None:
    if len(set(value)) != len(value):
        msg = f"offending words are listed once each: {value!r} ({instance.sentence!r})"
        raise ValueError(msg)


@attrs.frozen(kw_only=True)
class SentenceCheck:
    """One sentence as written, and its words found in no source (empty when it is kept)."""

    sentence: Sentence = attrs.field(validator=attrs.validators.min_len(1))
    offending: tuple[Token, ...] = attrs.field(validator=_check_offending)
    """The words no source holds, lower-cased and normalised as the reader wrote them (not
    stems), once each, in the order they first appear."""

    @property
    def kept(self) -> bool:
        """Whether every content word of the sentence is in some source."""
        return not self.offending


@attrs.frozen(kw_only=True)
class Grounding:
    """Every sentence of a text, in order, each kept or struck."""

    sentences: tuple[SentenceCheck, ...]

    @property
    def kept(self) -> tuple[SentenceCheck, ...]:
        """The sentences that survive, in order."""
        return tuple(check for check in self.sentences if check.kept)

    @property
    def struck(self) -> tuple[SentenceCheck, ...]:
        """The sentences dropped, in order, each with its offending words."""
        return tuple(check for check in self.sentences if not check.kept)

    @property
    def all_kept(self) -> bool:
        """Whether nothing was struck."""
        return all(check.kept for check in self.sentences)

    @property
    def kept_text(self) -> str:
        """The surviving sentences joined by spaces: what a lesson may print."""
        return " ".join(check.sentence for check in self.kept)


def check_sentence(sentence: Sentence, allowed: AllowedTerms) -> SentenceCheck:
    """Check one sentence against the allowed stems."""
    offending: dict[Token, None] = {}
    for token in tokenise(sentence):
        if token not in STOPWORDS and stem(token) not in allowed:
            offending.setdefault(token, None)
    return SentenceCheck(sentence=sentence, offending=tuple(offending))


def ground_sentences(sentences: Sequence[Sentence], allowed: AllowedTerms) -> Grounding:
    """Check each sentence on its own: the verdict on one never depends on another."""
    return Grounding(sentences=tuple(check_sentence(s, allowed) for s in sentences if s.strip()))


def ground(
    text: str, passages: Iterable[Passage], question: str, vocabulary: Iterable[str] = ()
) -> Grounding:
    """Split ``text`` into sentences and keep those whose content words all have a source.

    Lexical only (see the module docstring): real words rearranged into a false claim pass.
    """
    return ground_sentences(split_sentences(text), allowed_terms(passages, question, vocabulary))
