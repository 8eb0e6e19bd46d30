"""Whether the corpus ever treats a question's subject words together, in one sentence.

Two words that each occur in the corpus but never in one sentence ("spring" and "season",
"moon" and "landing") are a combination the corpus does not discuss: the analogue, for pairs of
words, of a word no passage uses. A sentence, not a passage, is the unit: a long narration
holds "moon" and "land" far apart, which says nothing about a moon landing.
"""

from collections import Counter
from collections.abc import Iterator, Sequence
from itertools import chain, combinations

from sanad.core.index import Index
from sanad.core.lemma import bare
from sanad.core.normalise import normalise
from sanad.core.score import Slot
from sanad.core.sentences import sentences
from sanad.core.terms import is_arabic_term
from sanad.core.types import Posting

READ_AT_MOST = 300
"""How many passages holding two or more of the words are read, shortest first. Past that,
words that share so many passages are taken to be treated together (the passage count
stands in for the sentence count) rather than let one question read the whole corpus."""


def _sentence_terms(index: Index, ordinal: int, *, english: bool, arabic: bool) -> Iterator[str]:
    """Each sentence of a passage as its terms joined by spaces, padded with a space each side.

    The narrator line's first sentence ("Narrated Abu Huraira") goes with every sentence of
    the English, since it says who reported all of it; the rest of that field (some datasets
    put part of the report there) is split like the English.
    """
    _, translation, narrator, _ = index.texts_at(ordinal)
    lemmas = index.lemmatiser

    def terms(text: str) -> str:
        return " ".join(lemmas.gapped_lemmas(normalise(text)))

    if english and (translation or narrator):
        opening, *rest = sentences(narrator) or [""]
        reporter = terms(opening)
        for sentence in (*sentences(translation), *rest):
            yield f" {reporter} | {terms(sentence)} "
    search = index.search_text(ordinal)  # a hadith's chain of narrators is no evidence
    if arabic and search:
        for sentence in sentences(search):
            yield f" {terms(sentence)} "


def joint_terms(index: Index, subject: Sequence[tuple[Slot, Posting]], enough: int) -> int:
    """The most distinct subject slots that any one sentence of the corpus holds, up to ``enough``.

    A slot counts in a sentence when any of its alternatives (the term, or a bridged phrase)
    stands there; slots no passage holds are left out. Counting stops once a sentence holds
    ``enough`` slots (the most a gate will ask for): the result is exact below ``enough``.
    Only passages holding two or more slots are read, shortest first, at most
    :data:`READ_AT_MOST` of them.
    """
    held = [(slot, posting) for slot, posting in subject if posting]
    if enough < 2 or len(held) < 2:  # noqa: PLR2004 - the gate is off, or a word stands alone
        return min(len(held), 1)
    shared: set[int] = set()
    for (_, first), (_, second) in combinations(held, 2):
        shared |= first.keys() & second.keys()
    if not shared:
        return 1
    if len(shared) > READ_AT_MOST:
        if enough <= 2:  # noqa: PLR2004 - a shared passage already holds two
            return 2
        counts = Counter(chain.from_iterable(posting.keys() for _, posting in held))
        return min(enough, max(counts.values()))
    slots = [slot for slot, _ in held]
    english = any(not is_arabic_term(alt) for slot in slots for alt in slot.alternatives)
    arabic = any(is_arabic_term(alt) for slot in slots for alt in slot.alternatives)
    best = 1
    for ordinal in sorted(shared, key=lambda o: (index.text_length(o), o)):
        for sentence in _sentence_terms(index, ordinal, english=english, arabic=arabic):
            found = sum(
                any(f" {bare(alt)} " in sentence for alt in slot.alternatives) for slot in slots
            )
            best = max(best, found)
            if best >= enough:
                return best
    return best
