"""The built index: passages, postings with BM25 weights precomputed at ingest, and bridges.

An :class:`Index` is an immutable value. :func:`build_index` makes it once, at ingest; the
adapters store and load it; nothing rebuilds it at start-up.
"""

import functools
import itertools
import math
import operator
import re
import struct
import zlib
from array import array
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from itertools import accumulate, chain, compress
from typing import TYPE_CHECKING, TypeVar, overload

import attrs

from sanad.core.arabic_facts import holds_naming_word, names_following
from sanad.core.bridge import Lexicon, LexiconEntry, UnusableBridge
from sanad.core.frequent import (
    EncodedPosting,
    FrequentPostings,
    decoded_arrays,
    frequent_runs,
    is_frequent,
)
from sanad.core.lemma import (
    GAP,
    LEMMA,
    MARKS,
    POSSESSIVE,
    SURFACE,
    Lemmatiser,
    gapped_tokens,
    phrase_key,
)
from sanad.core.narrators import ReadLine, before_the_prophets_words, read_line
from sanad.core.normalise import normalise, normalise_each
from sanad.core.packed import InOrder, check_table, encoded, find, hash_slots, offsets_of
from sanad.core.packed_headers import PackedHeaders, packed_headers
from sanad.core.passage import CollectionInfo, Passage, PassageRecord, stored_text_hash
from sanad.core.phrases import find_phrases
from sanad.core.sentence_parts import (
    Joined,
    Part,
    arabic_parts,
    english_parts,
    joined_of,
    joined_side,
    pack_sides,
    side_parts,
    side_text,
    unpacked_sides,
)
from sanad.core.spelling import MIN_FREQUENCY
from sanad.core.stem import is_arabic_token, stem
from sanad.core.story import STORY_PERSONS, story_names
from sanad.core.terms import terms_of, terms_of_normalised
from sanad.core.tokenise import STOPWORDS, words
from sanad.core.types import Blob, CollectionKey, PassageId, Posting, Term, Token

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

BM25_K1 = 1.2
"""BM25 term-frequency saturation."""
BM25_B = 0.75
"""BM25 length normalisation."""

MAX_UNIT_LEMMAS = 6
"""The most lemmas a multiword unit may have."""

_BOUND_PAIR = struct.Struct("=QQ")
_TEXT_FIELDS = range(4)
"""The four texts of a passage, by their place in :meth:`Index.texts_at`."""
_TEXT_BOUNDS = struct.Struct("=5Q")
_HASHED, _HASH_SIZE = "sha256:", 32
"""How a text hash is written, and the size of its digest (see :attr:`Index.text_hashes`)."""
"""A passage's five text offsets (see :attr:`Index.text_offsets`)."""
_T = TypeVar("_T")


@attrs.frozen(kw_only=True, eq=False)
class PackedPostings(Mapping[Term, EncodedPosting]):
    """Every posting in flat columns: a mapping that loads without one object per term.

    ``names``, ``name_offsets`` and ``slots`` key it by term as a
    :class:`~sanad.core.packed.PackedStrings` is keyed (``name_offsets`` its ``offsets``).
    ``bounds`` (native uint64, one more than terms) delimit each term's run in ``ordinals``
    (uint32) and ``weights`` (float32). Equal to the dict it was packed from. Loaded, every
    column is a view of the mapped corpus file: no term is a Python object until it is asked
    for.
    """

    names: Blob
    name_offsets: Blob
    slots: Blob
    bounds: Blob
    ordinals: Blob
    weights: Blob

    @classmethod
    def pack(cls, postings: Mapping[Term, EncodedPosting]) -> "PackedPostings":
        """Pack a term → (ordinals, weights) mapping, keeping its order."""
        names = encoded(postings)
        lengths = [len(encoded_posting[0]) // 4 for encoded_posting in postings.values()]
        return cls(
            names=b"".join(names),
            name_offsets=offsets_of(names),
            slots=hash_slots(names),
            bounds=array("Q", accumulate(lengths, initial=0)).tobytes(),
            ordinals=b"".join(encoded_posting[0] for encoded_posting in postings.values()),
            weights=b"".join(encoded_posting[1] for encoded_posting in postings.values()),
        )

    @functools.cached_property
    def _offsets(self) -> memoryview:
        return memoryview(self.name_offsets).cast("I")

    @functools.cached_property
    def _slots(self) -> memoryview:
        return memoryview(self.slots).cast("I")

    def check(self) -> None:
        """ValueError when the columns' sizes disagree."""
        terms = check_table(self.name_offsets, self.slots)
        if (
            len(self.bounds) != 8 * (terms + 1)
            or len(self.ordinals) != len(self.weights)
            or len(self.ordinals) % 4
        ):
            msg = "the packed postings' columns disagree"
            raise ValueError(msg)

    def position(self, term: Term) -> int | None:
        """Where ``term`` stands in the stored order (None when it has no posting)."""
        return find(term.encode("utf-8"), self.names, self._offsets, self._slots)

    def held_by(self, least: int, mark: str) -> Iterator[Term]:
        """The terms opening with ``mark`` (one ASCII character) held by ``least`` or more.

        In stored order. Every term's count is read off the bounds in C; a name is decoded only
        where it is held often enough and its first byte is the mark.
        """
        bounds = array("Q")
        bounds.frombytes(self.bounds)
        held = compress(itertools.count(), map(least.__le__, map(operator.sub, bounds[1:], bounds)))
        names, offsets, first = self.names, self._offsets, ord(mark)
        return (self.term_at(at) for at in held if names[offsets[at]] == first)

    def term_at(self, position: int) -> Term:
        """The term stored at ``position``."""
        offsets = self._offsets
        return str(self.names[offsets[position] : offsets[position + 1]], "utf-8")

    def _span(self, term: Term) -> tuple[int, int] | None:
        position = self.position(term)
        if position is None:
            return None
        start, stop = _BOUND_PAIR.unpack_from(self.bounds, 8 * position)
        return 4 * start, 4 * stop

    def frequency(self, term: Term) -> int:
        """How many passages contain ``term``, without copying its posting."""
        span = self._span(term)
        return 0 if span is None else (span[1] - span[0]) // 4

    def run(self, start: int, stop: int) -> EncodedPosting:
        """The stored posting whose run is ``start`` to ``stop`` (see :func:`frequent_runs`)."""
        return self.ordinals[4 * start : 4 * stop], self.weights[4 * start : 4 * stop]

    def __getitem__(self, term: Term) -> EncodedPosting:
        """The stored posting of ``term`` (KeyError when absent)."""
        span = self._span(term)
        if span is None:
            raise KeyError(term)
        start, stop = span
        return self.ordinals[start:stop], self.weights[start:stop]

    @overload
    def get(self, term: Term, /) -> EncodedPosting | None: ...

    @overload
    def get(self, term: Term, /, default: EncodedPosting | _T) -> EncodedPosting | _T: ...

    def get(self, term: object, /, default: object = None) -> object:
        """The stored posting of ``term``, or ``default`` (one probe, no exception raised)."""
        span = self._span(term) if isinstance(term, str) else None
        if span is None:
            return default
        start, stop = span
        return self.ordinals[start:stop], self.weights[start:stop]

    def __iter__(self) -> Iterator[Term]:
        """The terms in stored order (each decoded as it is reached)."""
        return map(self.term_at, range(len(self)))

    def __len__(self) -> int:
        """How many terms."""
        return len(self._offsets) - 1

    def __contains__(self, term: object) -> bool:
        """Whether ``term`` has a posting."""
        return isinstance(term, str) and self.position(term) is not None


def idf(document_frequency: int, passage_count: int) -> float:
    """BM25 inverse document frequency (the always-positive form); df 0 gives the maximum."""
    return math.log(1.0 + (passage_count - document_frequency + 0.5) / (document_frequency + 0.5))


@attrs.frozen(kw_only=True)
class Index:
    """Everything answering needs, as one immutable value."""

    headers: PackedHeaders = attrs.field(converter=packed_headers)
    """Each passage's short fields, by ordinal (packed: tuples are packed when given)."""
    texts: Blob
    """Every passage's four texts (Arabic, English, narrator, search form) as one UTF-8 blob,
    decoded only for the passages a caller asks for."""
    text_offsets: Blob
    """Native uint64 offsets into ``texts``: four per passage, and the end."""
    ordinals: Mapping[PassageId, int]
    spans: Mapping[CollectionKey, tuple[int, int]]
    """Each collection's first ordinal and the ordinal after its last."""
    collections: Mapping[CollectionKey, CollectionInfo]
    postings: Mapping[Term, EncodedPosting]
    bridges: Mapping[Term, tuple[Term, ...]]
    """Query key (stems joined by spaces) → the usable phrase terms it bridges to."""
    unusable_bridges: tuple[UnusableBridge, ...]
    lexicon_edition: str
    lemmatiser: Lemmatiser = attrs.field(factory=Lemmatiser)
    """The lemma table digested at ingest (the same mapping for questions and passages)."""
    families: Mapping[str, tuple[str, ...]] = attrs.field(factory=dict)
    """Lemma → the corpus lemmas derivationally related to it (WordNet: "kindness" ↔ "kind",
    "collector" ↔ "collect"): matched below the lemma itself."""
    predicates: AbstractSet[str] = frozenset()
    """Corpus lemmas WordNet's usage counts show more as verbs or adjectives than as nouns."""
    verbs: AbstractSet[str] = frozenset()
    """Corpus lemmas used more as verbs than as nouns and adjectives (WordNet's counts)."""
    nouns: AbstractSet[str] = frozenset()
    """Corpus lemmas that WordNet has as nouns."""
    bigrams: Blob = b""
    """Sorted native uint32 :func:`bigram_key` of every two English lemmas that stand side by
    side in some passage: a question's "social media" whose words never do is an unknown
    compound, like an unknown word."""
    ing_nouns: AbstractSet[str] = frozenset()
    """-ing words that are nouns in their own right ("fasting", "landing"), not verb forms."""
    units: AbstractSet[str] = frozenset()
    """Multiword units (WordNet's compounds and names) as lemmas joined by spaces, whether or
    not the corpus holds them: a unit the question uses and no passage holds as a phrase is
    out of vocabulary."""
    not_slips: AbstractSet[str] = frozenset()
    """English words no passage uses that are one slip from a corpus word ("decent" beside
    "descent"): words of their own, never read as a misspelling."""
    chain_words: AbstractSet[str] = frozenset()
    """Every word of the hadith's chains of narrators (normalised): a narrator an Arabic
    question names is known when its words stand there, though chains are not searched."""
    arabic_verbs: AbstractSet[str] = frozenset()
    """Arabic lemmas used more as verbs than as nouns: a verb and its object are no compound."""
    arabic_names: AbstractSet[str] = frozenset()
    """Arabic lemmas the Qur'an uses as proper names (Arabic has no capitals): what a window
    names a person or place with, and never the first word of an unknown compound."""
    sentences: Blob = b""
    """Each passage's sentences as evidence reads them (:mod:`sanad.core.sentence_parts`),
    packed at ingest, one compressed run per passage; empty in an index built without them."""
    sentence_offsets: Blob = b""
    """Native uint64 offsets into ``sentences``: one per passage, and the end."""
    kin: Mapping[str, tuple[str, ...]] = attrs.field(factory=dict)
    """Arabic lemma → the corpus lemmas of the same root (the Quranic Arabic Corpus's roots:
    أنزل beside نزل): matched below the lemma and its derivational family, and counted in
    part towards evidence, since a root also joins words of other senses (صدقة, صدق)."""
    names_after: Mapping[str, Mapping[str, Blob]] | None = None
    """Arabic lemma → each name (of :attr:`arabic_names`) that stands right after it in some
    passage's packed Arabic sentences → those passages (sorted native uint32), as
    :func:`~sanad.core.arabic_facts.names_following` finds them; None when not recorded (then
    every passage is read). Made at ingest: a question asking the name of a thing tells the
    passages where no name follows it without unpacking them."""
    narrator_lines: Blob = b""
    """Each passage's chain of narrators, and its Arabic before it tells the Prophet's words, as
    :func:`~sanad.core.narrators.names_narrator` reads them (:meth:`narrators_at`), made at
    ingest: a question naming a narrator reads them for many passages. UTF-8, one run a passage."""
    narrator_line_offsets: Blob = b""
    """Native uint64 offsets into ``narrator_lines``: one per passage, and the end; empty when
    not recorded (then the texts are read)."""
    naming_passages: Blob = b""
    """The passages (sorted native uint32) whose packed Arabic sentences may hold a naming word
    (:func:`~sanad.core.arabic_facts.holds_naming_word`); meaningful with :attr:`names_after`."""
    text_hashes: Blob = b""
    """Each passage's :func:`~sanad.core.passage.stored_text_hash` (what a review is bound to)
    as its 32 bytes of SHA-256, in ordinal order, made at ingest; empty: each passage's texts
    are hashed as it is read."""
    frequent: FrequentPostings | None = attrs.field(default=None, eq=False)
    """The frequent terms' postings as the loader decoded them from the runs ingest recorded
    (see :mod:`sanad.core.frequent`); None: decoded from :attr:`postings` on first use."""

    def has_lemma(self, lemma: str) -> bool:
        """Whether some passage holds this lemma (unprefixed)."""
        return LEMMA + lemma in self.postings

    def adjacent_somewhere(self, first: str, second: str) -> bool:
        """Whether two lemmas stand side by side in some passage (a rare false yes)."""
        keys = memoryview(self.bigrams).cast("I")
        key = bigram_key(first, second)
        at = bisect_left(keys, key)
        return at < len(keys) and keys[at] == key

    @functools.cached_property
    def longest_bridge(self) -> int:
        """How many words the longest bridged word or phrase has (1 without bridges).

        Read once per index (every question asks it); not stored, so not pickled.
        """
        return max((key.count(" ") + 1 for key in self.bridges), default=1)

    @property
    def longest_unit(self) -> int:
        """How many positions (lemmas and gaps) a multiword unit may span."""
        return 2 * MAX_UNIT_LEMMAS - 1 if self.units else 1

    @property
    def passage_count(self) -> int:
        """How many passages the index holds."""
        return len(self.headers)

    def document_frequency(self, term: Term) -> int:
        """How many passages contain ``term`` (0 when it is out of vocabulary)."""
        if isinstance(self.postings, PackedPostings):
            return self.postings.frequency(term)
        encoded = self.postings.get(term)
        return 0 if encoded is None else len(encoded[0]) // 4

    @functools.cached_property
    def _frequent(self) -> FrequentPostings:
        if self.frequent is not None:
            return self.frequent
        postings, passages = self.postings, self.passage_count
        if isinstance(postings, PackedPostings):
            stored = {
                term: postings.run(start, stop)
                for term, (start, stop) in frequent_runs(postings, passages).items()
            }
        else:
            stored = {
                term: encoded
                for term, encoded in postings.items()
                if is_frequent(term, len(encoded[0]) // 4, passages)
            }
        return FrequentPostings.decode(stored, passages)

    @functools.cached_property
    def frequent_postings(self) -> Mapping[Term, Posting]:
        """The decoded postings of the lemma terms in a tenth of the passages or more.

        Decoded once per index (see :mod:`sanad.core.frequent`): by the loader, from the runs
        ingest recorded, or from :attr:`postings` on first use.
        """
        return self._frequent.weighted

    @functools.cached_property
    def frequent_holders(self) -> Mapping[Term, "array[int]"]:
        """The passages of each exact form in a tenth of the passages or more (in order)."""
        return self._frequent.holders

    @functools.cached_property
    def frequent_extremes(self) -> Mapping[Term, tuple[float, float]]:
        """The least and the greatest weight of each of :attr:`frequent_postings`.

        A slot of such a word scales its other forms by them (see
        :func:`~sanad.core.score.slot_posting`), which was a pass over thousands of passages
        per question. Made on load with the postings; not stored, so not pickled.
        """
        return {
            term: (min(posting.values()), max(posting.values()))
            for term, posting in self.frequent_postings.items()
            if posting
        }

    @functools.cached_property
    def common_ascii_lemmas(self) -> frozenset[str]:
        """The ASCII lemmas (``~`` dropped) a misspelt English word may be read as.

        Those :data:`~sanad.core.spelling.MIN_FREQUENCY` passages or more use. A word's slips
        number hundreds, and each was a probe of the postings; most are no word at all. Made on
        load with the postings; not stored.
        """
        postings = self.postings
        if not isinstance(postings, PackedPostings):
            return frozenset(
                term[1:]
                for term, encoded in postings.items()
                if term[:1] == LEMMA
                and term[1:].isascii()
                and len(encoded[0]) // 4 >= MIN_FREQUENCY
            )
        return frozenset(
            term[1:] for term in postings.held_by(MIN_FREQUENCY, LEMMA) if term[1:].isascii()
        )

    @functools.cached_property
    def frequent_complements(self) -> Mapping[tuple[Term, Term], frozenset[int]]:
        """For a frequent form and its frequent lemma, the lemma's passages without the form.

        Keyed (lemma term, form term): ``~نبي`` without ``=النبي`` is 502 passages of 6,593.
        A question asking the form ranks those passages below the rest (see
        :func:`~sanad.core.score.slot_posting`), and finding them was a set difference over
        the whole lemma per question. Made on load with the postings; not stored.
        """
        frequent = self.frequent_postings
        complements = {}
        for form, held in self.frequent_holders.items():
            lemma = LEMMA + self.lemmatiser.lemma(form[1:])
            if lemma in frequent:
                complements[lemma, form] = frozenset(frequent[lemma].keys() - held)
        return complements

    @functools.cached_property
    def frequent_least_held(self) -> Mapping[tuple[Term, Term], float]:
        """For a frequent form and its frequent lemma, the least weight the form's passages have.

        Keyed as :attr:`frequent_complements`: the lemma's other forms are scaled below it (see
        :func:`~sanad.core.score.least_outside`), which was a set difference over the whole
        lemma per question. Made on load with the postings; not stored.
        """
        frequent, least, absent = self.frequent_postings, {}, itertools.repeat(math.inf)
        for (lemma, form), others in self.frequent_complements.items():
            weights, lowest = frequent[lemma], self.frequent_extremes[lemma][0]
            if others and min(map(weights.__getitem__, others)) > lowest:
                least[lemma, form] = lowest  # the least of all is held outside the others
                continue
            # Read in C: a passage holding the form but not the lemma weighs nothing here.
            lowest = min(map(weights.get, self.frequent_holders[form], absent))
            if lowest != math.inf:
                least[lemma, form] = lowest
        return least

    def posting(self, term: Term) -> Posting:
        """The passages containing ``term`` mapped to their precomputed BM25 weights."""
        frequent = self.frequent_postings.get(term)
        return self.decoded_posting(term) if frequent is None else frequent

    def decoded_posting(self, term: Term) -> Posting:
        """:meth:`posting`, decoded from the stored bytes each time it is asked."""
        encoded = self.postings.get(term)
        return {} if encoded is None else dict(zip(*decoded_arrays(encoded), strict=True))

    def holders(self, term: Term) -> Collection[int]:
        """The passages containing ``term``, in corpus order (:meth:`posting` without weights).

        A frequent term's are its decoded posting's keys (no ordinal is decoded again).
        """
        frequent = self.frequent_postings.get(term)
        if frequent is not None:
            return frequent.keys()
        held = self.frequent_holders.get(term)
        if held is not None:
            return held
        encoded = self.postings.get(term)
        ordinals = array("I")
        if encoded is not None:
            ordinals.frombytes(encoded[0])
        return ordinals

    def texts_at(self, ordinal: int) -> tuple[str, str, str, str]:
        """The four stored texts at ``ordinal``: Arabic, English, narrator, Arabic search form."""
        blob = self.texts
        if ordinal >= 0 and _TEXT_BOUNDS.size + 32 * ordinal <= len(self.text_offsets):
            # The five offsets read in one unpacking, without a view made of the column.
            start, arabic_end, english_end, narrator_end, end = _TEXT_BOUNDS.unpack_from(
                self.text_offsets, 32 * ordinal
            )
            return (
                str(blob[start:arabic_end], "utf-8"),
                str(blob[arabic_end:english_end], "utf-8"),
                str(blob[english_end:narrator_end], "utf-8"),
                str(blob[narrator_end:end], "utf-8"),
            )
        offsets = memoryview(self.text_offsets).cast("Q")[4 * ordinal : 4 * ordinal + 5]
        arabic, english, narrator, search = (
            str(blob[offsets[i] : offsets[i + 1]], "utf-8") for i in range(4)
        )
        return arabic, english, narrator, search

    def text_at(self, ordinal: int, field: int) -> str:
        """One of :meth:`texts_at` (0 Arabic, 1 English, 2 narrator, 3 search form), decoded alone.

        A test reading one text decodes none of the others (a hadith's Arabic and its search
        form are most of its bytes).
        """
        offsets = self.text_offsets
        stored = ordinal >= 0 and _TEXT_BOUNDS.size + 32 * ordinal <= len(offsets)
        if stored and field in _TEXT_FIELDS:
            start, stop = _BOUND_PAIR.unpack_from(offsets, 32 * ordinal + 8 * field)
            return str(self.texts[start:stop], "utf-8")
        return self.texts_at(ordinal)[field]

    def narrated_english_utf8(self, ordinal: int) -> bytes:
        """The narrator line and the English at ``ordinal``, a space between, in UTF-8.

        ``f"{narrator} {english}"`` of :meth:`texts_at`, encoded: read as stored, nothing
        decoded.
        """
        if ordinal >= 0 and _TEXT_BOUNDS.size + 32 * ordinal <= len(self.text_offsets):
            _, arabic_end, english_end, narrator_end, _ = _TEXT_BOUNDS.unpack_from(
                self.text_offsets, 32 * ordinal
            )
            blob = self.texts
            return b" ".join((blob[english_end:narrator_end], blob[arabic_end:english_end]))
        _, english, narrator, _ = self.texts_at(ordinal)
        return f"{narrator} {english}".encode()

    def search_text(self, ordinal: int) -> str:
        """The Arabic that subject search reads: the search form, else the text after the chain.

        A hadith's chain of narrators (its isnad) is left out: "حدثنا صدقة بن الفضل" names a
        narrator, not charity.
        """
        search = self.text_at(ordinal, 3)
        if search:
            return search
        headers = self.headers
        arabic = self.text_at(ordinal, 0)
        return arabic[headers.isnad_end(ordinal) : headers.matn_end(ordinal) or None]

    def parts_at(
        self, ordinal: int, *, english: bool = True, arabic: bool = True
    ) -> tuple[list[Part], list[Part]]:
        """The passage's English and Arabic sentences as evidence reads them.

        Unpacked from what ingest made; read from the texts when the index carries none, or
        none for this passage (:data:`~sanad.core.sentence_parts.UNPACKED`). A side not asked
        for is left empty (an English question reads no Arabic).
        """
        sides = self.packed_sides(ordinal, english=english, arabic=arabic)
        if sides is not None:
            return side_parts(sides[0]), side_parts(sides[1])
        _, translation, narrator, _ = self.texts_at(ordinal)
        translation = translation[: self.headers.english_end(ordinal) or None]  # before the remark
        return (
            english_parts(translation, narrator, self.lemmatiser) if english else [],
            arabic_parts(self.search_text(ordinal), self.lemmatiser) if arabic else [],
        )

    def joined_at(
        self, ordinal: int, *, english: bool = True, arabic: bool = True
    ) -> tuple[list[Joined], list[Joined]]:
        """:meth:`parts_at` with each sentence's lemmas joined by spaces (as windows read them).

        Packed sentences are read joined as they are packed, their lemmas never split.
        """
        sides = self.packed_sides(ordinal, english=english, arabic=arabic)
        if sides is not None:
            return joined_side(sides[0]), joined_side(sides[1])
        english_parts_, arabic_parts_ = self.parts_at(ordinal, english=english, arabic=arabic)
        return joined_of(english_parts_), joined_of(arabic_parts_)

    def packed_sides(
        self, ordinal: int, *, english: bool = True, arabic: bool = True
    ) -> tuple[str, str] | None:
        """The passage's sentences as ingest packed them, each side unpacked to one text.

        A side not asked for is "". None where the index carries none for this passage (then
        :meth:`parts_at` reads them from its texts).
        """
        if self.sentence_offsets:
            start, stop = _BOUND_PAIR.unpack_from(self.sentence_offsets, 8 * ordinal)
            if stop > start:
                return unpacked_sides(self.sentences[start:stop], english=english, arabic=arabic)
        return None

    def named_after(
        self, heads: Collection[str], asked: Collection[str]
    ) -> tuple[frozenset[int], Callable[[int], bool]] | None:
        """Where a name may follow one of ``heads``, as :attr:`names_after` records it.

        The passages where a name not ``asked`` stands right after one of ``heads`` in their
        packed Arabic lemmas, and what tells a passage that may hold a naming word (for those,
        the sentences must be read). None when the index has no such record.
        """
        if self.names_after is None:
            return None
        found: set[int] = set()
        for head in heads:
            for name, passages in self.names_after.get(head, {}).items():
                if name not in asked:
                    found.update(memoryview(passages).cast("I"))
        naming = memoryview(self.naming_passages).cast("I")

        def may_hold_naming_word(ordinal: int) -> bool:
            at = bisect_left(naming, ordinal)
            return at < len(naming) and naming[at] == ordinal

        return frozenset(found), may_hold_naming_word

    def narrators_at(self, ordinal: int) -> tuple[ReadLine | None, ReadLine | None] | None:
        """The passage's chain, and its Arabic before the Prophet's words, as read for a name.

        Each as :func:`~sanad.core.narrators.read_line` reads it: of :meth:`isnad_at` (None
        when the passage has no chain), and of what
        :func:`~sanad.core.narrators.before_the_prophets_words` cuts of :meth:`search_text`
        (None when it tells none). None when the index has no record.
        """
        packed = self.narrator_record(ordinal)
        if packed is None:
            return None
        chain, opening = packed.split(_LINE)
        return _unpacked_line(chain), _unpacked_line(opening)

    def narrator_record(self, ordinal: int) -> str | None:
        """What :meth:`narrators_at` reads, as stored: each line's folded words (None: none).

        Every word of either line stands in it as it is (a name none of whose words does is
        named by neither line).
        """
        if not self.narrator_line_offsets:
            return None
        start, stop = _BOUND_PAIR.unpack_from(self.narrator_line_offsets, 8 * ordinal)
        return str(self.narrator_lines[start:stop], "utf-8")

    def isnad_at(self, ordinal: int) -> str:
        """The passage's Arabic chain of narrators, as the source has it ("" when none)."""
        return self.text_at(ordinal, 0)[: self.headers.isnad_end(ordinal)]

    def text_length(self, ordinal: int) -> int:
        """The stored size of the passage's four texts, in bytes (cheap: no decoding)."""
        offsets = memoryview(self.text_offsets).cast("Q")
        return int(offsets[4 * ordinal + 4] - offsets[4 * ordinal])

    def record(self, ordinal: int) -> PassageRecord:
        """The stored record at ``ordinal``."""
        return PassageRecord.from_parts(self.headers[ordinal], self.texts_at(ordinal))

    def passage_at(self, ordinal: int) -> Passage:
        """The full passage at ``ordinal``."""
        header = self.headers[ordinal]
        hashes = self.text_hashes
        at = _HASH_SIZE * (ordinal % len(self.headers)) if hashes else 0
        return Passage.from_stored(
            header,
            self.texts_at(ordinal),
            self.collections[header[1]],
            hashed=_HASHED + hashes[at : at + _HASH_SIZE].hex() if hashes else None,
        )

    def passage(self, passage_id: PassageId) -> Passage | None:
        """The passage with this id, or None when the corpus does not hold it."""
        ordinal = self.ordinals.get(passage_id)
        return None if ordinal is None else self.passage_at(ordinal)

    def previous_verse(self, ordinal: int) -> int | None:
        """The verse before the Qur'an verse at ``ordinal`` in its surah (None: none, or no verse).

        A verse continues the one before it: "It hath seven gates" (15:44) says what "it" is
        only with 15:43.
        """
        verses = self.collection_span("quran")  # each collection's passages are contiguous
        if ordinal - 1 not in verses or ordinal not in verses:
            return None
        headers = self.headers
        return ordinal - 1 if headers.chapter(ordinal - 1) == headers.chapter(ordinal) else None

    @functools.cached_property
    def story_names(self) -> Mapping[int, frozenset[str]]:
        """Qur'an verse ordinal → whose story it tells, where the verse before names them.

        See :mod:`sanad.core.story`; read from the names' postings once per index (on load,
        see :func:`sanad.adapters.loading.load_checked`). Not stored, so not pickled.
        """
        verses = self.collection_span("quran")
        named: dict[int, set[str]] = {}
        for name in sorted(STORY_PERSONS & self.arabic_names):
            for ordinal in self.posting(LEMMA + name):
                if ordinal in verses:
                    named.setdefault(ordinal, set()).add(name)
        frozen = {ordinal: frozenset(names) for ordinal, names in named.items()}
        return story_names(verses, frozen, self.verses_before().get)

    def verses_before(self) -> dict[int, int | None]:
        """Each Qur'an verse's :meth:`previous_verse`, read for all of them at once.

        Each verse's chapter is read once: what a verse-by-verse call reads twice per verse.
        """
        verses = self.collection_span("quran")
        chapters = list(map(self.headers.chapter, verses))
        return {
            ordinal: ordinal - 1 if at and chapters[at - 1] == chapters[at] else None
            for at, ordinal in enumerate(verses)
        }

    @functools.cached_property
    def story_verses(self) -> Mapping[str, tuple[int, ...]]:
        """Person → the Qur'an verses telling their story (:attr:`story_names`, turned round)."""
        verses: dict[str, list[int]] = {}
        for ordinal, names in sorted(self.story_names.items()):
            for name in names:
                verses.setdefault(name, []).append(ordinal)
        return {name: tuple(ordinals) for name, ordinals in verses.items()}

    def collection_span(self, key: CollectionKey) -> range:
        """The ordinals of one collection's passages (each collection is stored contiguously)."""
        start, stop = self.spans.get(key, (0, 0))
        return range(start, stop)

    def surah_ids(self, surah: int | str) -> tuple[PassageId, ...]:
        """The ids of every verse of ``surah`` this corpus holds, in order (its span only)."""
        verses = self.collection_span("quran")
        return self.headers.ids.starting_with(f"quran:{surah}:", verses.start, verses.stop)

    def verse_count(self, surah: int | str) -> int:
        """How many verses of ``surah`` this corpus holds (0 for a surah it does not have)."""
        return len(self.surah_ids(surah))

    def ids(self) -> Sequence[PassageId]:
        """Every passage id, in corpus order (decoded as read: a page of them decodes a page)."""
        return InOrder(strings=self.headers.ids)

    def count_by_collection(self) -> dict[CollectionKey, int]:
        """How many passages each collection contributed, in ingest order."""
        counts: dict[CollectionKey, int] = dict.fromkeys(self.collections, 0)
        collection = self.headers.collection
        for ordinal in range(self.passage_count):
            counts[collection(ordinal)] += 1
        return counts


ENGLISH_FIELD = 0
"""Field number of a passage's English side (narrator and text)."""
ARABIC_FIELD = 1
"""Field number of a passage's Arabic side."""
_FIELDS = (ENGLISH_FIELD, ARABIC_FIELD)


PassageTerms = tuple[tuple[Term, ...], tuple[Term, ...]]
"""A passage's English-side terms (narrator and text) and Arabic-side terms, in order."""


NameLinks = tuple[dict[str, dict[str, list[int]]], list[int]]
"""Arabic lemma → each name that stands right after it → the passages where it does (in
order), and the passages whose Arabic sentences may hold a naming word: what
:attr:`Index.names_after` and :attr:`Index.naming_passages` store, before storing."""


def _field_text(record: PassageRecord, field: int) -> str:
    if field == ENGLISH_FIELD:
        return f"{record.narrator}\n{record.searched_english}"
    return record.arabic_search or record.matn  # a hadith's chain of narrators is not searched


def passage_terms(record: PassageRecord) -> PassageTerms:
    """Tokenise and stem one passage (English side: narrator and text; Arabic side)."""
    return terms_of(_field_text(record, ENGLISH_FIELD)), terms_of(_field_text(record, ARABIC_FIELD))


@attrs.frozen(kw_only=True)
class TermSlice:
    """The indexed terms of some fields of a run of passages, encoded against a local vocabulary.

    A *stream* is one non-empty field of one passage; its id is ``2 * ordinal + field``, so
    stream ids sort by passage. Building slices is the costly, separable part of indexing:
    callers may build them in parallel (by passages or by field).
    """

    first_ordinal: int
    passage_count: int
    fields: tuple[int, ...]
    kind: str = "stem"
    """Which terms: ``stem`` (plain stems, for the audit), ``lemma`` (``~`` terms and
    phrases, for retrieval) or ``surface`` (``=`` exact forms)."""
    vocabulary: tuple[Term, ...]
    """Every term (and phrase) in the slice, numbered by position."""
    token_ids: bytes
    """Every token of every stream, in stream order, as UTF-32-LE code units: 0x10000 + its
    vocabulary number."""
    stream_ids: tuple[int, ...]
    stream_lengths: tuple[int, ...]
    phrase_hits: tuple[tuple[int, Term], ...]
    """(stream id, phrase) for each whole-phrase occurrence."""
    bigrams: frozenset[int] = frozenset()
    """For English lemma slices: :func:`bigram_key` of every two lemmas that stand side by side
    with nothing between them (no function word, no clause punctuation)."""

    def stream_terms(self) -> dict[int, tuple[Term, ...]]:
        """Decode every stream back to its terms (for checking; indexing never needs it)."""
        ids = [ord(code) - _CODE_BASE for code in self.token_ids.decode("utf-32-le")]
        decoded: dict[int, tuple[Term, ...]] = {}
        position = 0
        for stream_id, length in zip(self.stream_ids, self.stream_lengths, strict=True):
            decoded[stream_id] = tuple(
                self.vocabulary[i] for i in ids[position : position + length]
            )
            position += length
        return decoded


# Each term of a slice is coded as one character at or above U+10000, so a stream is a string
# with one character per token: joining, measuring and phrase-matching run at C speed, and a
# phrase key can only match at token boundaries.
_CODE_BASE = 0x10000
_STREAM_SEPARATOR = "\x00"
_PASSAGE_END = " "


KINDS = ("stem", "lemma", "surface")
"""The kinds of term slice an index is built from."""
LEMMA_FREE_KINDS = ("stem", "surface")
"""The kinds whose terms need no lemma table: they can be weighed before it is digested."""


def _chunk_terms(kind: str, lemmatiser: Lemmatiser) -> Callable[[str], Sequence[Term]]:
    if kind == "stem":
        return terms_of_normalised
    if kind == "lemma":
        return lambda line: [LEMMA + lemma for lemma in lemmatiser.gapped_lemmas(line)]
    if kind == "surface":
        return lambda line: [SURFACE + t for t in words(line) if t not in STOPWORDS]
    msg = f"unknown term kind {kind!r}"
    raise ValueError(msg)


def phrase_terms(
    lexicon: Lexicon, lemmatiser: Lemmatiser, units: Iterable[str]
) -> tuple[Term, ...]:
    """Every phrase term retrieval may look up: bridged phrases and multiword units."""
    phrases = {phrase_key(lemmatiser, entry.phrase) for entry in lexicon.entries}
    phrases.update(units)
    return tuple(sorted(LEMMA + p for p in phrases if " " in p))


def encode_slice(  # noqa: PLR0913, PLR0917 - the slice's whole recipe, each part needed
    records: Sequence[PassageRecord],
    first_ordinal: int,
    lexicon: Lexicon,
    fields: tuple[int, ...] = _FIELDS,
    kind: str = "stem",
    lemmatiser: Lemmatiser | None = None,
    units: Iterable[str] = (),
) -> TermSlice:
    """Tokenise and encode ``fields`` of ``records`` (the passages from ``first_ordinal``).

    ``kind`` says which terms (see :class:`TermSlice`); whole-phrase occurrences of bridged
    phrases and multiword units are found in ``lemma`` slices only.
    """
    (piece,) = encode_slices(records, first_ordinal, lexicon, fields, (kind,), lemmatiser, units)
    return piece


def encode_slices(  # noqa: PLR0913, PLR0917 - the slices' whole recipe, each part needed
    records: Sequence[PassageRecord],
    first_ordinal: int,
    lexicon: Lexicon,
    fields: tuple[int, ...] = _FIELDS,
    kinds: tuple[str, ...] = KINDS,
    lemmatiser: Lemmatiser | None = None,
    units: Iterable[str] = (),
) -> list[TermSlice]:
    """:func:`encode_slice` for several kinds at once, reading each distinct chunk once."""
    for kind in kinds:
        _chunk_terms(kind, lemmatiser or Lemmatiser())  # an unknown kind is refused before work
    prepared = prepare_fields(records, fields)
    return encode_prepared(prepared, first_ordinal, len(records), lexicon, kinds, lemmatiser, units)


@attrs.frozen(kw_only=True, eq=False)
class PreparedField:
    """One field of a run of passages, read once for every kind of slice made from it.

    Whitespace never joins two tokens, so a text's terms are its chunks' terms in order; each
    distinct chunk is normalised and tokenised once. The passages' chunks, and the chunks'
    tokens, are held as arrays of numbers, which each kind of slice reads in vectorised code.
    """

    field: int
    chunks: "NDArray[np.int32]"
    """Every passage's text of this field split at whitespace, one after the other, each
    chunk as its number in ``normalised`` and each passage followed by -1."""
    normalised: list[str]
    """Each distinct chunk normalised, in the chunks' sorted order."""
    distinct: list[Token]
    """Every distinct token of ``normalised``, in order of first appearance."""
    tokens: "NDArray[np.int32]"
    """Each chunk's gapped tokens (their numbers in ``distinct``), chunk after chunk."""
    bounds: "NDArray[np.int64]"
    """Where each chunk's tokens start in ``tokens``, and where the last one's end."""


def prepare_fields(
    records: Sequence[PassageRecord], fields: tuple[int, ...] = _FIELDS
) -> tuple[PreparedField, ...]:
    """Read ``fields`` of ``records`` for :func:`encode_prepared` (the part no kind changes)."""
    import numpy as np  # noqa: PLC0415 - only ingest pays for NumPy

    prepared = []
    for field_number in fields:
        flat: list[str] = []
        for record in records:
            flat += _field_text(record, field_number).split()
            flat.append(_PASSAGE_END)
        fresh = sorted(set(flat) - {_PASSAGE_END})
        numbers = dict(zip(fresh, range(len(fresh)), strict=True))
        numbers[_PASSAGE_END] = -1
        normalised = normalise_each(fresh)
        chunk_tokens = [gapped_tokens(line) for line in normalised]
        distinct = dict.fromkeys(chain.from_iterable(chunk_tokens))
        token_numbers = dict(zip(distinct, range(len(distinct)), strict=True))
        bounds = np.zeros(len(fresh) + 1, dtype=np.int64)
        np.cumsum(np.fromiter(map(len, chunk_tokens), np.int64, len(fresh)), out=bounds[1:])
        prepared.append(
            PreparedField(
                field=field_number,
                chunks=np.fromiter(map(numbers.__getitem__, flat), np.int32, len(flat)),
                normalised=normalised,
                distinct=list(distinct),
                tokens=np.fromiter(
                    map(token_numbers.__getitem__, chain.from_iterable(chunk_tokens)),
                    np.int32,
                    int(bounds[-1]),
                ),
                bounds=bounds,
            )
        )
    return tuple(prepared)


def prepared_forms(prepared: Iterable[PreparedField]) -> frozenset[Token]:
    """:func:`corpus_forms` of the passages ``prepared`` was read from (all fields prepared)."""
    return frozenset(
        t
        for part in prepared
        for line in part.normalised
        for t in words(line)
        if t not in STOPWORDS
    )


def encode_prepared(  # noqa: PLR0913, PLR0917 - the slices' whole recipe, each part needed
    prepared: Sequence[PreparedField],
    first_ordinal: int,
    passages: int,
    lexicon: Lexicon,
    kinds: tuple[str, ...] = KINDS,
    lemmatiser: Lemmatiser | None = None,
    units: Iterable[str] = (),
) -> list[TermSlice]:
    """:func:`encode_slices` of the ``passages`` whose fields :func:`prepare_fields` read."""
    lemmatiser = lemmatiser or Lemmatiser()
    for kind in kinds:
        _chunk_terms(kind, lemmatiser)  # an unknown kind is refused before any work
    fields = tuple(part.field for part in prepared)
    return [
        _encode_kind(kind, prepared, first_ordinal, passages, fields, lexicon, lemmatiser, units)
        for kind in kinds
    ]


def _kind_term(kind: str, lemmatiser: Lemmatiser) -> Callable[[Token], Term | None]:
    """One gapped token as the term of one kind (None: the kind has no term for it)."""
    if kind == "stem":
        return lambda t: None if t in MARKS else stem(t)
    if kind == "lemma":
        get = lemmatiser.table.get
        lemma = lemmatiser.lemma
        return lambda t: (
            None
            if t == POSSESSIVE
            else LEMMA + (t if t in MARKS else (get(t, t) if t.isascii() else lemma(t)))
        )
    return lambda t: None if t in MARKS else SURFACE + t


def _encode_kind(  # noqa: PLR0913, PLR0917 - one kind's share of encode_slices
    kind: str,
    prepared: Sequence[PreparedField],
    first_ordinal: int,
    passages: int,
    fields: tuple[int, ...],
    lexicon: Lexicon,
    lemmatiser: Lemmatiser,
    units: Iterable[str],
) -> TermSlice:
    import numpy as np  # noqa: PLC0415 - only ingest pays for NumPy

    term_of = _kind_term(kind, lemmatiser)
    codes: dict[Term, int] = {}
    contents: list[NDArray[np.uint32]] = []
    ids: list[NDArray[np.int64]] = []
    lengths: list[NDArray[np.int64]] = []
    for part in prepared:
        # Each distinct token once, in order of first appearance: terms are numbered as they
        # first appear in the chunks (a token has at most one term of each kind). Code 0: none.
        token_codes = np.array(
            [
                0
                if (term := term_of(token)) is None
                else codes.get(term) or codes.setdefault(term, _CODE_BASE + len(codes))
                for token in part.distinct
            ],
            dtype=np.uint32,
        )
        streams, found, sizes = _field_streams(part, token_codes, codes.get(LEMMA + GAP))
        contents.append(streams)
        ids.append(2 * (first_ordinal + found) + part.field)
        lengths.append(sizes)
    content = np.concatenate(contents) if contents else np.zeros(0, dtype=np.uint32)
    stream_ids: list[int] = np.concatenate(ids).tolist() if ids else []
    stream_lengths = np.concatenate(lengths) if lengths else np.zeros(0, dtype=np.int64)
    # The streams one after the other, a separator (code 0) between two.
    joined = np.insert(content, np.cumsum(stream_lengths)[:-1], 0)
    phrase_keys: dict[str, Term] = {}
    if kind == "lemma":
        for phrase in phrase_terms(lexicon, lemmatiser, units):
            parts = [LEMMA + word for word in phrase[len(LEMMA) :].split(" ")]
            if all(part in codes for part in parts):
                phrase_keys["".join(chr(codes[part]) for part in parts)] = phrase
    hits: tuple[tuple[int, Term], ...] = ()
    if phrase_keys:
        offsets = [0, *accumulate(length + 1 for length in stream_lengths.tolist())]
        hits = tuple(
            (stream_ids[bisect_right(offsets, start) - 1], phrase_keys[key])
            for start, key in find_phrases(phrase_keys, _text_of(joined))
        )
    vocabulary = list(codes)
    for _, phrase in hits:
        if phrase not in codes:
            codes[phrase] = _CODE_BASE + len(codes)
            vocabulary.append(phrase)
    gap = codes.get(LEMMA + GAP)
    bigrams = _bigrams(joined, gap, vocabulary) if kind == "lemma" else frozenset()
    if gap is not None:  # gaps only ever served phrase finding: they are not terms
        is_gap = content == gap
        if stream_ids:
            stream_lengths = stream_lengths - np.add.reduceat(
                is_gap, np.cumsum(stream_lengths) - stream_lengths, dtype=np.int64
            )
        content = content[~is_gap]
    return TermSlice(
        first_ordinal=first_ordinal,
        passage_count=passages,
        fields=fields,
        kind=kind,
        vocabulary=tuple(vocabulary),
        token_ids=content.astype("<u4").tobytes(),
        stream_ids=tuple(stream_ids),
        stream_lengths=tuple(stream_lengths.tolist()),
        phrase_hits=hits,
        bigrams=bigrams,
    )


def _field_streams(
    part: PreparedField, token_codes: "NDArray[np.uint32]", gap: int | None
) -> tuple["NDArray[np.uint32]", "NDArray[np.int64]", "NDArray[np.int64]"]:
    """One field's non-empty streams: their codes one after the other, passages, lengths.

    ``token_codes`` codes each of ``part.distinct`` (0: no term). Gaps are kept one between
    two words at most, none at either end.
    """
    import numpy as np  # noqa: PLC0415 - only ingest pays for NumPy

    coded = token_codes[part.tokens]
    kept = np.zeros(len(coded) + 1, dtype=np.int64)  # how many tokens with a term precede
    np.cumsum(coded != 0, out=kept[1:])
    # Each chunk's codes, and a last "chunk" for a passage's end: the separator, code 0.
    codes = np.append(coded[coded != 0], np.uint32(0))
    starts = np.append(kept[part.bounds[:-1]], kept[-1])
    sizes = np.append(kept[part.bounds[1:]] - starts[:-1], 1)
    chunk_sizes = sizes[part.chunks]  # -1, a passage's end, is the last "chunk"
    ends = np.cumsum(chunk_sizes)
    every = codes[
        np.arange(int(ends[-1]) if len(ends) else 0, dtype=np.int64)
        + np.repeat(starts[part.chunks] - (ends - chunk_sizes), chunk_sizes)
    ]
    if gap is not None:
        # A gap stays where it follows a word and a word (not a passage's end) follows the
        # gaps it starts: every passage's text ends with a separator, so something follows.
        at = np.flatnonzero(every == gap)
        if len(at):
            words = np.flatnonzero(every != gap)
            before = np.where(at > 0, every[at - 1], 0)
            after = every[words[np.searchsorted(words, at)]]
            keep = np.ones(len(every), dtype=bool)
            keep[at[(before == gap) | (before == 0) | (after == 0)]] = False
            every = every[keep]
    ends = np.flatnonzero(every == 0)
    sizes = ends - np.append(0, ends[:-1] + 1)
    return every[every != 0], np.flatnonzero(sizes), sizes[sizes > 0]


def _text_of(codes: "NDArray[np.uint32]") -> str:
    """Codes as the string of their characters."""
    return codes.astype("<u4").tobytes().decode("utf-32-le")


def bigram_key(first: str, second: str) -> int:
    """A compact, stable key for two lemmas side by side (CRC-32 of "first second")."""
    return zlib.crc32(f"{first} {second}".encode())


def _bigrams(
    joined: "NDArray[np.uint32]", gap: int | None, vocabulary: Sequence[Term]
) -> frozenset[int]:
    """:func:`bigram_key` of every two codes side by side in ``joined``, neither a gap.

    Each distinct pair once; the CRC-32 of "first second" continues that of "first " (each
    first lemma's made once), so the keys are the keys :func:`bigram_key` makes.
    """
    import numpy as np  # noqa: PLC0415 - only ingest pays for NumPy

    first, second = joined[:-1], joined[1:]
    both = (first != 0) & (second != 0)
    if gap is not None:
        both &= (first != gap) & (second != gap)
    pairs = np.sort((first[both].astype(np.uint64) << np.uint64(32)) | second[both])
    if len(pairs):  # each once (sorted: NumPy's unique by hashing is slower here)
        pairs = pairs[np.append(True, pairs[1:] != pairs[:-1])]
    firsts = ((pairs >> np.uint64(32)) - np.uint64(_CODE_BASE)).tolist()
    seconds = ((pairs & np.uint64(0xFFFFFFFF)) - np.uint64(_CODE_BASE)).tolist()
    spelt = [term[1:].encode() for term in vocabulary]
    begun = {number: zlib.crc32(spelt[number] + b" ") for number in set(firsts)}
    return frozenset(
        map(zlib.crc32, map(spelt.__getitem__, seconds), map(begun.__getitem__, firsts))
    )


def _spans(records: Sequence[PassageRecord]) -> dict[CollectionKey, tuple[int, int]]:
    spans: dict[CollectionKey, tuple[int, int]] = {}
    for ordinal, record in enumerate(records):
        start, stop = spans.get(record.collection, (ordinal, ordinal))
        if stop != ordinal:
            msg = f"the records of {record.collection} are not contiguous (ordinal {ordinal})"
            raise ValueError(msg)
        spans[record.collection] = (start, ordinal + 1)
    return spans


def _check_kind_coverage(slices: Sequence[TermSlice], passages: int, kind: str) -> None:
    for field_number in _FIELDS:
        runs = sorted(
            (s.first_ordinal, s.passage_count) for s in slices if field_number in s.fields
        )
        position = 0
        for first, count in runs:
            if first != position:
                break
            position += count
        if position != passages:
            msg = (
                f"the {kind} term slices do not cover field {field_number} of {passages} "
                "passages once"
            )
            raise ValueError(msg)


def corpus_forms(records: Sequence[PassageRecord]) -> frozenset[Token]:
    """Every distinct normalised content token of the passages (what the lemma table covers)."""
    chunks = {
        chunk
        for record in records
        for field_number in _FIELDS
        for chunk in _field_text(record, field_number).split()
    }
    return frozenset(
        t for line in normalise_each(sorted(chunks)) for t in words(line) if t not in STOPWORDS
    )


def query_forms(lexicon: Lexicon) -> frozenset[Token]:
    """The content words of the bridges' query wordings.

    The lemma table covers their forms too: "guys" reads "guy", which only a bridge knows.
    """
    return frozenset(
        t for entry in lexicon.entries for t in words(normalise(entry.query)) if t not in STOPWORDS
    )


def build_index(  # noqa: PLR0913, PLR0917 - the index's whole recipe
    records: Sequence[PassageRecord],
    collections: Mapping[CollectionKey, CollectionInfo],
    lexicon: Lexicon,
    slices: Sequence[TermSlice] | None = None,
    lemmatiser: Lemmatiser | None = None,
    units: AbstractSet[str] = frozenset(),
    families: Mapping[str, frozenset[str]] | None = None,
    predicates: AbstractSet[str] = frozenset(),
    ing_nouns: AbstractSet[str] = frozenset(),
    verbs: AbstractSet[str] = frozenset(),
    nouns: AbstractSet[str] = frozenset(),
    weighed: Mapping[str, Mapping[Term, EncodedPosting]] | None = None,
    not_slips: AbstractSet[str] = frozenset(),
    kin: Mapping[str, frozenset[str]] | None = None,
    arabic_verbs: AbstractSet[str] = frozenset(),
    arabic_names: AbstractSet[str] = frozenset(),
    sentences: Sequence[bytes] | None = None,
    narrators: Sequence[bytes] | None = None,
    name_links: NameLinks | None = None,
    chain_words: frozenset[str] | None = None,
) -> Index:
    """Precompute BM25 weights for every passage and resolve the lexicon's bridges.

    ``slices``, when given, must cover every field of every record once for each kind in
    :data:`KINDS`, as ``encode_slice`` builds them (perhaps in parallel), except the kinds
    ``weighed`` already holds as :func:`weigh` made them. The lemma slices are needed even
    when their postings are weighed: they carry the bigrams. ``lemmatiser`` and ``units`` are
    the lemma table and multiword units digested at ingest. Deterministic: equal inputs give
    an equal index. ``sentences``, when given, are :func:`pack_sentences` of ``records``
    (perhaps made in parallel); else they are packed here. ``narrators``, ``name_links`` and
    ``chain_words``, likewise, are :func:`narrator_lines`, :func:`pack_and_link`'s links (any
    names but those the index keeps are left out) and :func:`chain_words_of` of ``records``.
    """
    lemmatiser = lemmatiser or Lemmatiser()
    weighed = weighed or {}
    kinds = [kind for kind in KINDS if kind not in weighed]
    if slices is None:
        slices = [
            encode_slice(records, 0, lexicon, _FIELDS, kind, lemmatiser, units) for kind in kinds
        ]
    for kind in KINDS:
        of_kind = [s for s in slices if s.kind == kind]
        if kind == "lemma" and kind in weighed and not of_kind:
            msg = "weighed lemma postings need their slices too: they carry the bigrams"
            raise ValueError(msg)
        if kind not in weighed or of_kind:
            _check_kind_coverage(of_kind, len(records), kind)
    encoded = [text.encode("utf-8") for record in records for text in record.texts]
    entries = [
        (entry, phrase_key(lemmatiser, entry.query), LEMMA + phrase_key(lemmatiser, entry.phrase))
        for entry in lexicon.entries
    ]
    postings: dict[Term, EncodedPosting] = {}
    for kind in KINDS:
        postings.update(
            weighed[kind]
            if kind in weighed
            else _weighted_postings([s for s in slices if s.kind == kind], len(records))
        )
    postings = _prune_surface(postings, lemmatiser)
    bridges, unusable = _resolve_bridges(entries, postings)
    packed = sentences if sentences is not None else pack_sentences(records, lemmatiser)
    index = Index(
        headers=tuple(record.header for record in records),
        texts=b"".join(encoded),
        text_offsets=array("Q", accumulate(map(len, encoded), initial=0)).tobytes(),
        ordinals={record.id: ordinal for ordinal, record in enumerate(records)},
        spans=_spans(records),
        collections=dict(collections),
        postings=postings,
        bridges=bridges,
        unusable_bridges=unusable,
        lexicon_edition=lexicon.edition,
        lemmatiser=lemmatiser,
        units=units,
        families=_families(families or {}, postings),
        predicates=frozenset(p for p in predicates if LEMMA + p in postings),
        ing_nouns=ing_nouns,
        verbs=frozenset(v for v in verbs if LEMMA + v in postings),
        nouns=frozenset(n for n in nouns if LEMMA + n in postings),
        bigrams=array("I", sorted(set().union(*(s.bigrams for s in slices)))).tobytes(),
        not_slips=not_slips,
        kin=_families(kin or {}, postings),
        arabic_verbs=frozenset(v for v in arabic_verbs if LEMMA + v in postings),
        arabic_names=frozenset(n for n in arabic_names if LEMMA + n in postings),
        sentences=b"".join(packed),
        sentence_offsets=array("Q", accumulate(map(len, packed), initial=0)).tobytes(),
        chain_words=chain_words_of(records) if chain_words is None else chain_words,
        # A record of a collection not described (a test's own) leaves the hashes to be made
        # as each passage is read, as an index built without them does.
        text_hashes=b"".join(
            bytes.fromhex(
                stored_text_hash(record.texts, collections[record.collection])[len(_HASHED) :]
            )
            for record in records
        )
        if all(record.collection in collections for record in records)
        else b"",
    )
    names_after, naming = _stored_links(
        _name_links(index) if name_links is None else name_links, index.arabic_names
    )
    lines = narrator_lines(records) if narrators is None else narrators
    return attrs.evolve(
        index,
        names_after=names_after,
        naming_passages=naming,
        narrator_lines=b"".join(lines),
        narrator_line_offsets=array("Q", accumulate(map(len, lines), initial=0)).tobytes(),
    )


_LINE, _WORD = "\x1e", "\x1f"


def _packed_line(read: ReadLine | None) -> str:
    if read is None:
        return ""
    arabic, words = read
    return ("1" if arabic else "0") + _WORD.join(words)


def _unpacked_line(packed: str) -> ReadLine | None:
    if not packed:
        return None
    words = packed[1:]
    return packed[0] == "1", tuple(words.split(_WORD)) if words else ()


def read_narrators(index: Index, ordinal: int) -> tuple[ReadLine | None, ReadLine | None]:
    """:meth:`Index.narrators_at` read from the passage's texts (what ingest records of it)."""
    return _read_narrators(index.isnad_at(ordinal), index.search_text(ordinal))


def _read_narrators(isnad: str, search: str) -> tuple[ReadLine | None, ReadLine | None]:
    """:func:`read_narrators` of a passage whose chain is ``isnad`` and search text ``search``."""
    opening = before_the_prophets_words(search)
    return (
        read_line(isnad) if isnad else None,
        read_line(opening) if opening is not None else None,
    )


def chain_words_of(records: Sequence[PassageRecord]) -> frozenset[str]:
    """Every word of the records' chains of narrators, normalised (:attr:`Index.chain_words`)."""
    return frozenset(
        word for record in records if record.isnad for word in words(normalise(record.isnad))
    )


def narrator_lines(records: Sequence[PassageRecord]) -> list[bytes]:
    """What :meth:`Index.narrators_at` unpacks for each of ``records``, made from the records.

    Equal to what :func:`build_index` reads from the index it builds of them (a law), so
    ingest may make them in a second process while it builds the rest (see ``build_index``).
    """
    lines = []
    for record in records:
        chain, told = _read_narrators(record.isnad, record.arabic_search or record.matn)
        lines.append(f"{_packed_line(chain)}{_LINE}{_packed_line(told)}".encode())
    return lines


def _link(
    ordinal: int, sentences: Sequence[Part], names: Collection[str], links: NameLinks
) -> None:
    """Add the passage at ``ordinal``, its Arabic ``sentences`` given, to ``links``."""
    after, naming = links
    if holds_naming_word([plain for _, plain, _ in sentences]):
        naming.append(ordinal)
    lemmas = chain.from_iterable(lemmas for _, _, lemmas in sentences)
    for word, name in names_following(lemmas, names):
        after.setdefault(word, {}).setdefault(name, []).append(ordinal)


def _name_links(index: Index) -> NameLinks:
    """The name links of every passage of ``index``, read from its sentences."""
    links: NameLinks = ({}, [])
    names = index.arabic_names
    for ordinal in range(index.passage_count):
        _link(ordinal, index.parts_at(ordinal, english=False, arabic=True)[1], names, links)
    return links


def joined_links(first: NameLinks, then: NameLinks) -> NameLinks:
    """The name links of two runs of passages, ``then``'s all after ``first``'s."""
    after = {
        word: {name: list(held) for name, held in by_name.items()}
        for word, by_name in first[0].items()
    }
    for word, by_name in then[0].items():
        mine = after.setdefault(word, {})
        for name, held in by_name.items():
            mine.setdefault(name, []).extend(held)
    return after, [*first[1], *then[1]]


def links_within(links: NameLinks, start: int, stop: int) -> NameLinks:
    """The name links of the passages ``start`` to ``stop`` (excluded), numbered from ``start``.

    What :func:`pack_and_link` finds for those passages alone (from ordinal 0).
    """
    after: dict[str, dict[str, list[int]]] = {}
    for word, by_name in links[0].items():
        for name, held in by_name.items():
            within = [ordinal - start for ordinal in held if start <= ordinal < stop]
            if within:
                after.setdefault(word, {})[name] = within
    return after, [ordinal - start for ordinal in links[1] if start <= ordinal < stop]


def links_from(links: NameLinks, first: int) -> NameLinks:
    """Name links numbered from 0, renumbered from ``first`` (see :func:`links_within`)."""
    return (
        {
            word: {name: [ordinal + first for ordinal in held] for name, held in by_name.items()}
            for word, by_name in links[0].items()
        },
        [ordinal + first for ordinal in links[1]],
    )


def _stored_links(
    links: NameLinks, names: Collection[str]
) -> tuple[dict[str, dict[str, bytes]], bytes]:
    """``links`` as the index stores them, keeping only the names of ``names``."""
    after, naming = links
    stored = {
        word: {
            name: array("I", by_name[name]).tobytes() for name in sorted(by_name) if name in names
        }
        for word, by_name in sorted(after.items())
    }
    return {word: by_name for word, by_name in stored.items() if by_name}, array(
        "I", naming
    ).tobytes()


def english_sides(
    records: Sequence[PassageRecord],
    lemmatiser: Lemmatiser,
    lemma: Callable[[Token], Token] | None = None,
) -> list[str | None]:
    """Each record's English sentences as packed text (see :func:`pack_sentences`).

    ``lemma`` reads a word as ``lemmatiser`` does (by default a memo of it: passages share
    most of their words).
    """
    lemma = lemma or lemmatiser.memo()
    return [
        side_text(english_parts(record.searched_english, record.narrator, lemmatiser, lemma))
        for record in records
    ]


_DEFERRED = "\x1b"
"""Marks an Arabic word in English sentences made before the Arabic lemma table is known."""
_DEFERRED_WORD = re.compile("\x1b([^\x1b-\x1f]*)")


def english_sides_before_arabic(
    records: Sequence[PassageRecord], lemmatiser: Lemmatiser
) -> tuple[list[str | None], tuple[int, ...]]:
    """:func:`english_sides` made with the English lemma table before the Arabic one is known.

    An Arabic word in the English (the Prophet's ﷺ reads as صلى الله عليه وسلم) stands as
    itself, marked, for :func:`with_arabic_lemmas` to read once the whole table is known. Also
    the positions of the records whose English holds the mark's own character: theirs must be
    made again, with the whole table.
    """
    memo = lemmatiser.memo()

    def lemma(token: Token) -> Token:
        return _DEFERRED + token if is_arabic_token(token) else memo(token)

    again = tuple(
        position
        for position, record in enumerate(records)
        if _DEFERRED in record.english or _DEFERRED in record.narrator
    )
    return english_sides(records, lemmatiser, lemma), again


def with_arabic_lemmas(
    sides: Sequence[str | None],
    again: tuple[int, ...],
    records: Sequence[PassageRecord],
    lemmatiser: Lemmatiser,
) -> list[str | None]:
    """:func:`english_sides_before_arabic`'s sides, as :func:`english_sides` makes them.

    Each marked Arabic word takes its lemma from ``lemmatiser`` (the whole table), and the
    records listed ``again`` are made again.
    """
    lemma = lemmatiser.memo()

    def read(found: re.Match[str]) -> str:
        return lemma(found[1])

    done = [
        side if side is None or _DEFERRED not in side else _DEFERRED_WORD.sub(read, side)
        for side in sides
    ]
    for position, side in zip(
        again, english_sides([records[p] for p in again], lemmatiser), strict=True
    ):
        done[position] = side
    return done


def pack_sentences(
    records: Sequence[PassageRecord],
    lemmatiser: Lemmatiser,
    english: Sequence[str | None] | None = None,
) -> list[bytes]:
    """Each record's sentences as evidence reads them, packed (see :meth:`Index.parts_at`).

    ``english``, when given, is :func:`english_sides` of ``records`` (made earlier, perhaps
    in another process).
    """
    if english is None:
        english = english_sides(records, lemmatiser)
    lemma = lemmatiser.memo()
    return [
        pack_sides(
            side, side_text(arabic_parts(record.arabic_search or record.matn, lemmatiser, lemma))
        )
        for record, side in zip(records, english, strict=True)
    ]


def pack_and_link(
    records: Sequence[PassageRecord],
    lemmatiser: Lemmatiser,
    english: Sequence[str | None],
    names: Collection[str],
    first_ordinal: int = 0,
) -> tuple[list[bytes], NameLinks]:
    """:func:`pack_sentences`, and the name links of ``names`` in the sentences it packs.

    The records are the passages from ``first_ordinal``. Their Arabic sentences are at hand
    here, before they are packed: the index finds the same links reading them back (a law),
    at the end of ingest, where no other work runs beside it.
    """
    lemma = lemmatiser.memo()
    packed = []
    links: NameLinks = ({}, [])
    for ordinal, (record, side) in enumerate(zip(records, english, strict=True), first_ordinal):
        arabic = arabic_parts(record.arabic_search or record.matn, lemmatiser, lemma)
        packed.append(pack_sides(side, side_text(arabic)))
        _link(ordinal, arabic, names, links)
    return packed, links


def _families(
    related: Mapping[str, frozenset[str]], postings: Mapping[Term, EncodedPosting]
) -> dict[str, tuple[str, ...]]:
    """Keep the derivational links between lemmas that both stand in the corpus."""
    families: dict[str, tuple[str, ...]] = {}
    for lemma, others in related.items():
        if LEMMA + lemma not in postings:
            continue
        present = tuple(sorted(o for o in others if LEMMA + o in postings))
        if present:
            families[lemma] = present
    return dict(sorted(families.items()))


def _prune_surface(
    postings: dict[Term, EncodedPosting], lemmatiser: Lemmatiser
) -> dict[Term, EncodedPosting]:
    """Drop the exact-form postings of lemmas with one form in the corpus (equal to the lemma's)."""
    lemma_of = {
        term: lemmatiser.lemma(term[len(SURFACE) :])
        for term in postings
        if term.startswith(SURFACE)
    }
    forms = Counter(lemma_of.values())
    return {
        term: posting
        for term, posting in postings.items()
        if term not in lemma_of or forms[lemma_of[term]] > 1
    }


def weigh(slices: Sequence[TermSlice], passages: int, kind: str) -> dict[Term, EncodedPosting]:
    """The BM25-weighted postings of one kind's ``slices`` (covering ``passages`` once).

    What :func:`build_index` computes for that kind, to hand it as ``weighed``.
    """
    chosen = [s for s in slices if s.kind == kind]
    _check_kind_coverage(chosen, passages, kind)
    return _weighted_postings(chosen, passages)


def _token_keys(
    slices: Sequence[TermSlice], ordered: Sequence[Term], shift: int, streams: int
) -> tuple["NDArray[np.uint64]", "NDArray[np.int64]"]:
    """Each token and phrase hit of ``slices`` as one key; and each stream's length.

    A key is the term's number in ``ordered`` shifted left by ``shift``, above its stream id
    (of ``streams``).
    """
    import numpy as np  # noqa: PLC0415 - only ingest pays for NumPy

    numbers = {term: number for number, term in enumerate(ordered)}
    stream_lengths = np.zeros(streams, dtype=np.int64)
    parts = []
    for piece in slices:
        to_global = np.fromiter(
            map(numbers.__getitem__, piece.vocabulary),
            dtype=np.uint64,
            count=len(piece.vocabulary),
        )
        ids = np.asarray(piece.stream_ids, dtype=np.uint64)
        lengths = np.asarray(piece.stream_lengths, dtype=np.int64)
        stream_lengths[ids] = lengths
        keys = to_global[np.frombuffer(piece.token_ids, dtype="<u4") - _CODE_BASE]
        keys <<= np.uint64(shift)
        keys |= np.repeat(ids, lengths)
        parts.append(keys)
        if piece.phrase_hits:
            hit_streams, hit_phrases = zip(*piece.phrase_hits, strict=True)
            hits = np.fromiter(
                map(numbers.__getitem__, hit_phrases), dtype=np.uint64, count=len(hit_phrases)
            )
            hits <<= np.uint64(shift)
            hits |= np.asarray(hit_streams, dtype=np.uint64)
            parts.append(hits)
    keys = parts[0] if len(parts) == 1 else np.concatenate(parts)
    return keys, stream_lengths


def _weighted_postings(slices: Sequence[TermSlice], passages: int) -> dict[Term, EncodedPosting]:
    """BM25 weights per (term, passage), grouped by term in sorted order.

    Vectorised with NumPy (imported here, so importing ``sanad.core`` stays light): counting
    term by term in Python costs several seconds on the full corpus. Each token is one
    unsigned 64-bit key, its term's number above its stream id, sorted in place: the pairs
    (term, stream) and their counts come from one sort of one array, and a term, a stream, a
    passage and a field are read off a key by shifts and masks. Few arrays as long as the
    corpus are made, and none twice: on a machine where fresh memory is dear, the arrays a
    larger corpus needs (past what the allocator keeps for reuse) made this step grow faster
    than the corpus (see benchmarks/scale_probe.py).
    """
    import numpy as np  # noqa: PLC0415 - only ingest pays for NumPy

    ordered = sorted(set().union(*(s.vocabulary for s in slices)))
    if not ordered:
        return {}
    streams = 2 * passages
    shift = max(streams - 1, 1).bit_length()  # a stream id fits below the term's number
    keys, stream_lengths = _token_keys(slices, ordered, shift, streams)
    if len(keys) == 0:
        return {}
    keys.sort()  # by term, then stream (so by passage, then field)
    firsts = np.flatnonzero(np.concatenate(([True], keys[1:] != keys[:-1])))
    tf = np.diff(np.append(firsts, len(keys)))  # each (term, stream) pair's count
    pairs = keys[firsts]
    del keys, firsts
    stream_of_pair = pairs & np.uint64((1 << shift) - 1)
    average = np.ones(2)
    for field_number in _FIELDS:
        present = stream_lengths[field_number::2]
        present = present[present > 0]
        if len(present):
            average[field_number] = present.mean()
    norm = BM25_K1 * (
        1.0
        - BM25_B
        + BM25_B * stream_lengths[stream_of_pair] / average[stream_of_pair & np.uint64(1)]
    )
    del stream_of_pair
    saturation = tf * (BM25_K1 + 1.0) / (tf + norm)
    del norm, tf

    # A term in both fields of one passage stands in two adjacent pairs, whose keys differ
    # only in their lowest bit (the field): summed here.
    by_passage = pairs >> np.uint64(1)
    starts = np.flatnonzero(np.concatenate(([True], by_passage[1:] != by_passage[:-1])))
    del by_passage
    passage_pairs = pairs[starts]
    del pairs
    pair_term = passage_pairs >> np.uint64(shift)
    pair_ordinal = (passage_pairs & np.uint64((1 << shift) - 1)) >> np.uint64(1)
    pair_saturation = np.add.reduceat(saturation, starts)

    boundaries = np.flatnonzero(np.concatenate(([True], pair_term[1:] != pair_term[:-1])))
    frequency = np.diff(np.append(boundaries, len(pair_term)))
    idf_values = np.log(1.0 + (passages - frequency + 0.5) / (frequency + 0.5))
    weights = pair_saturation * np.repeat(idf_values, frequency)

    # One conversion to bytes, then plain slicing: per-term NumPy calls cost seconds here.
    ordinal_bytes = pair_ordinal.astype("=u4").tobytes()
    weight_bytes = weights.astype("=f4").tobytes()
    starts_list = boundaries.tolist()
    ends_list = [*starts_list[1:], len(pair_term)]
    term_numbers = pair_term[boundaries].tolist()
    return {
        ordered[number]: (ordinal_bytes[4 * start : 4 * end], weight_bytes[4 * start : 4 * end])
        for number, start, end in zip(term_numbers, starts_list, ends_list, strict=True)
    }


def _resolve_bridges(
    entries: Sequence[tuple[LexiconEntry, Term, Term]],
    postings: Mapping[Term, EncodedPosting],
) -> tuple[dict[Term, tuple[Term, ...]], tuple[UnusableBridge, ...]]:
    bridges: dict[Term, list[Term]] = {}
    unusable: list[UnusableBridge] = []
    for entry, query_key, phrase in entries:
        reason = None
        if not query_key:
            reason = "the query wording has no content words"
        elif phrase == LEMMA:
            reason = "the phrase has no content words"
        elif LEMMA + query_key == phrase:
            reason = "query and phrase are the same words after lemmatising; no bridge is needed"
        elif phrase not in postings:
            missing = [
                word
                for word in phrase[1:].split(" ")
                if word != GAP and LEMMA + word not in postings
            ]
            reason = (
                f"no passage contains the whole phrase; words never used: {', '.join(missing)}"
                if missing
                else "every word occurs, but never together as this phrase"
            )
        if reason is not None:
            unusable.append(UnusableBridge(query=entry.query, phrase=entry.phrase, reason=reason))
            continue
        targets = bridges.setdefault(query_key, [])
        if phrase not in targets:
            targets.append(phrase)
    return {key: tuple(value) for key, value in sorted(bridges.items())}, tuple(unusable)
