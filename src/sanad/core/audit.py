"""The answer audit: where each quotation and citation in a draft answer really stands.

Input: a draft answer, the index, and the (passage id, text hash) pairs a server served.
Output: one :class:`Finding` per quotation, per unquoted sentence that closely matches a
passage, and per citation that stands alone, each with one class:

- ``served_verbatim``: the words, normalised, stand in one passage that was served with the
  text it has now, and the attached citation (if any) names that passage.
- ``in_corpus_not_served``: as above, but no passage holding the words was served.
- ``misattributed``: the words stand verbatim in the corpus, but the attached citation names
  another passage, a passage that does not exist, or another collection; ``passage_ids`` says
  where the words really are.
- ``citation_unverifiable``: the words stand verbatim in the corpus, in the collection the
  citation names, but the citation's number is in a scheme this edition does not carry (the
  hadith numbers people cite) or names no number, so it cannot be checked; ``served`` says
  whether a passage holding the words was served.
- ``paraphrase``: not verbatim anywhere, but some passage is close: ``closeness`` (defined at
  :data:`PARAPHRASE_CLOSENESS`) is at least the threshold.
- ``not_in_corpus``: no passage is close enough.
- citations alone: ``cited_served``, ``cited_not_served``, ``cited_not_in_corpus`` (a
  number that does not exist here, e.g. Qur'an 2:300) and ``cited_not_resolvable`` (a
  number in a scheme this edition does not carry, e.g. Bukhari 99999 read as the cited
  number; reported as such, never mapped by guess).

Normalisation is the index's own (:func:`sanad.core.tokenise.tokenise`: NFKC, case folding,
apostrophes, Arabic marks and letter forms, punctuation dropped), applied to both sides;
Pickthall's archaic spelling is compared as it is. Candidates come from the index's postings,
rarest terms first, and are verified on the passages' text. A close match is not a faithful
reading: the audit compares words, not meaning.
"""

import functools
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from typing import Literal, TypeAlias

import attrs

from sanad.core import quran_quote
from sanad.core.citations import Resolution, resolve
from sanad.core.collection_names import any_name, configured_names
from sanad.core.index import Index
from sanad.core.orthography import Spelling, spellings
from sanad.core.quran_quote import QuranMatch, Verse
from sanad.core.terms import is_arabic_term, terms_of
from sanad.core.tokenise import tokenise
from sanad.core.types import CollectionKey, PassageId, ServedSet, Term

AuditClass: TypeAlias = Literal[
    "served_verbatim",
    "in_corpus_not_served",
    "misattributed",
    "citation_unverifiable",
    "paraphrase",
    "not_in_corpus",
    "cited_served",
    "cited_not_served",
    "cited_not_in_corpus",
    "cited_not_resolvable",
]
"""What one finding is (see the module docstring for each definition)."""

FindingKind: TypeAlias = Literal["quotation", "unquoted_match", "citation"]
"""A quoted span, a sentence found without quotation marks, or a citation standing alone."""

CitationCheck: TypeAlias = Literal["none", "agrees", "elsewhere", "unverifiable"]
"""How an attached citation compares with where the words are."""


MAX_AUDIT_CHARS = 20_000
"""The longest draft accepted, in characters (about 3,000 words)."""

PARAPHRASE_CLOSENESS = 0.6
"""Smallest closeness for a quotation to be a paraphrase rather than not in the corpus.

Closeness is the share of the span's distinct content terms (stemmed, stopwords dropped, as
the index stores them) that stand together in one stretch of a passage no longer than 1.5
times the span's content terms. 1.0 does not mean verbatim (order and function words are not
compared); verbatim is checked apart. A constant rather than a policy value: it defines what
the audit's word "paraphrase" means, so findings read the same on every installation, and
each finding carries its figure for a stricter reading. Measured: a reworded Bukhari 1
("Deeds are judged by their intentions …") scores 0.86 there; invented sayings of the same
length score below 0.5 on the real corpus (tests/golden/test_audit_golden.py).
"""

UNQUOTED_CLOSENESS = 0.8
"""Closeness an unquoted sentence needs to be reported (ordinary prose stays unreported)."""

MIN_QUOTE_WORDS = 3
"""Quoted spans with fewer words are terms, not quotations ("strong drink"), and are skipped."""

MIN_UNQUOTED_TERMS = 5
"""Distinct content terms an unquoted sentence needs before it is compared with passages."""

MAX_IDS = 10
"""Most passage ids one finding lists (``passages_total`` counts them all)."""

_CANDIDATE_TERMS = 6
_CANDIDATES = 12
_WINDOW = 1.5

_QUOTES = re.compile(
    r'"(?P<a>[^"\n]{2,}?)"'
    r"|\u201c(?P<b>[^\u201d]{2,}?)\u201d"
    r"|\u00ab(?P<c>[^\u00bb]{2,}?)\u00bb"
    # ‘…’ only when clearly a quotation: opened after a space, bracket, dash or line start, closed
    # before a space, punctuation or the end (so "Qur’an" and "Allah’s" never open or close one).
    r"|(?:^|(?<=[\s(\[\u2014:]))\u2018(?P<d>[^\u2018\u2019]{2,}?(?:\u2019\w[^\u2018\u2019]*?)*)"
    r"\u2019(?=[\s.,;:!?)\]\u2014]|$)"
    # The ornate parentheses the muṣḥaf sets around verses, in either order as typed.
    r"|\ufd3f(?P<e>[^\ufd3e\ufd3f]{1,}?)\ufd3e|\ufd3e(?P<f>[^\ufd3e\ufd3f]{1,}?)\ufd3f",
    re.MULTILINE,
)
# What may stand between two quoted verses of one quotation: spaces, verse markers and numbers.
_BETWEEN_VERSES = re.compile(r"[\s*\u06dd\ufd3e\ufd3f()\[\]{}0-9\u0660-\u0669\u06f0-\u06f9]*")
_ELLIPSIS = re.compile(r"\.\.\.|\u2026|\[\s*\.\.\.\s*\]|\[\s*\u2026\s*\]")
_SENTENCE = re.compile(r"[^.!?\n\u061f\u06d4]+[.!?\u061f\u06d4]*")
_PARAGRAPH = re.compile(r"\n\s*\n")

_AP = "['\u2019\u02bc]?"
_NUMBER_WORDS = r"(?:\s*,?\s*(?:hadith|entry|no\.?|number|num\.?|#))*"
_CITATION = re.compile(
    r"\b(?:quran:\d{1,6}:\d{1,6}|(?:bukhari|muslim):\d{1,6}|malik:(?:entry-)?\d{1,6})\b"
    rf"|\b(?:the\s+)?(?:holy\s+|noble\s+)?(?:qur{_AP}an|koran|q)\s*\.?,?\s*\d{{1,4}}\s*[:.]\s*"
    r"\d{1,4}(?:\s*[-\u2013]\s*\d{1,4})?\b"
    r"|\b(?:surah|sura|surat)\s+\d{1,4}(?:\s*(?:[:.,]|,?\s*(?:verse|ayah|aya))\s*\d{1,4})?\b"
    rf"|\b(?:sahih\s+)?(?:al[-\s]?|imam\s+)?bukhari{_NUMBER_WORDS}\s*\d{{1,6}}\b"
    rf"|\b(?:sahih\s+(?-i:Muslim)|sahih\s+muslim|(?-i:Muslim)){_NUMBER_WORDS}\s*\d{{1,6}}\b"
    rf"|\b(?:al[-\s]?)?muwatt?a{_AP}?(?:\s+(?:of\s+)?(?:imam\s+)?malik)?{_NUMBER_WORDS}\s*"
    r"\d{1,6}\b",
    re.IGNORECASE,
)
# A surah by name: "(البقرة: 255)", "سورة البقرة، الآية ٢٥٥", "Surah al-Baqarah 255",
# "al-Baqarah:255". Read by the reference parser, which knows the names the corpus carries.
_AR_WORD = "[\u0621-\u064a\u0671-\u06d3][\u0621-\u065f\u0670-\u06d3\u06d6-\u06ed]*"
_AR_NAME = rf"{_AR_WORD}(?:\s+{_AR_WORD}){{0,2}}"
_LATIN_NAME = r"(?:(?:al|an|ar|as|at|ad|az|ash|adh|ath)[-\s])?[a-z][a-z'\u2019]+"
_VERSE_NUMBER = r"\d{1,3}(?:\s*[-\u2013]\s*\d{1,3})?"
_SURAH_WORD = re.compile(
    r"\b(?:surah|sura|surat)\b|\u0633\u0648\u0631[\u0629\u0647]", re.IGNORECASE
)
_NAMED_CITATION = re.compile(
    rf"[(\[]\s*(?:{_AR_NAME}|{_LATIN_NAME})\s*[:\u060c]\s*{_VERSE_NUMBER}\s*[)\]]"
    rf"|\u0633\u0648\u0631[\u0629\u0647]\s+{_AR_NAME}(?:\s*[\u060c,]?\s*(?:\u0627\u0644)?"
    rf"[\u0622\u0627]\u064a(?:\u0629|\u0627\u062a)\s*{_VERSE_NUMBER})?"
    rf"|\b(?:surah|sura|surat)\s+{_LATIN_NAME}(?:\s*,?\s*(?:verse|ayah|aya)?\s*[:.]?\s*"
    rf"{_VERSE_NUMBER})?"
    rf"|\b(?:al|an|ar|as|at|ad|az|ash|adh|ath)-[a-z'\u2019]+\s*[:\s]\s*{_VERSE_NUMBER}\b",
    re.IGNORECASE,
)
# A collection named without a number ("Sahih Muslim", "reported by Muslim", "(Bukhari)").
_COLLECTION_ONLY: tuple[tuple[CollectionKey, re.Pattern[str]], ...] = (
    ("bukhari", re.compile(r"\b(?:sahih\s+)?(?:al[-\s]?|imam\s+)?bukhari\b", re.IGNORECASE)),
    (
        "muslim",
        re.compile(
            r"\bsahih\s+muslim\b|(?<=\()(?-i:Muslim)(?=\))"
            r"|(?<=\bby\s)(?-i:Muslim)\b|(?<=\bin\s)(?-i:Muslim)\b",
            re.IGNORECASE,
        ),
    ),
    (
        "malik",
        re.compile(r"\b(?:al[-\s]?)?muwatt?a\b(?:\s+(?:of\s+)?(?:imam\s+)?malik)?", re.IGNORECASE),
    ),
    ("quran", re.compile(r"\b(?:the\s+)?(?:holy\s+)?(?:qur['\u2019]?an|koran)\b", re.IGNORECASE)),
)


@attrs.frozen(kw_only=True)
class CitationFound:
    """A citation in the draft: where it is written, and what the reference parser made of it."""

    text: str
    start: int
    end: int
    status: Literal[
        "resolved",
        "not_in_corpus",
        "not_resolvable_in_this_edition",
        "not_understood",
        "collection_only",
    ]
    """The parser's status (``collection_only``: a collection named without a number)."""
    collection: CollectionKey | None
    read_as: str | None
    """Which numbering scheme the number was read in (None when no number was read)."""
    ids: tuple[PassageId, ...]
    """The passages it names (resolved citations only)."""
    message: str


def _ordered(instance: "Finding", _attribute: object, end: int) -> None:
    if not 0 <= instance.start <= end:
        msg = f"a finding's offsets must be ordered: {instance.start}..{end}"
        raise ValueError(msg)


def _share(_instance: object, _attribute: object, value: float | None) -> None:
    if value is not None and not 0.0 <= value <= 1.0:
        msg = f"closeness is a share between 0 and 1, not {value}"
        raise ValueError(msg)


@attrs.frozen(kw_only=True)
class QuoteMatch:
    """How an Arabic quotation stands in the Qur'an, verse by verse (see sanad.core.quran_quote).

    Found: ``ranges`` names each run of verses holding the words (``quran:112:1-4``) and
    ``folded`` the spelling variants folded to match (rows of
    :data:`sanad.core.orthography.FOLDS`; empty when spelt as in the muṣḥaf). Not found:
    ``closest`` is the nearest verse and ``missing`` / ``added`` the words the quotation lacks
    or adds against it.
    """

    ranges: tuple[str, ...]
    folded: tuple[str, ...]
    closest: PassageId | None
    missing: tuple[str, ...]
    added: tuple[str, ...]


@attrs.frozen(kw_only=True)
class Finding:
    """One quotation, unquoted match or lone citation, with its class and the evidence."""

    kind: FindingKind
    text: str
    """The span as written in the draft."""
    start: int
    """Offset of the span's first character in the draft (Python string indices)."""
    end: int = attrs.field(validator=_ordered)
    audit_class: AuditClass
    citation: CitationFound | None
    """The citation attached to a quotation (nearest in its paragraph), or the lone citation."""
    citation_check: CitationCheck
    served: bool
    """Whether a passage holding the words (or the passage cited) was served, text unchanged."""
    passage_ids: tuple[PassageId, ...]
    """Where the words are (verbatim), or the closest passages (paraphrase); at most MAX_IDS."""
    passages_total: int
    closeness: float | None = attrs.field(validator=_share)
    """Best closeness in any passage (quotations and unquoted matches only)."""
    message: str
    match: QuoteMatch | None = None
    """For an Arabic quotation: where it stands in the Qur'an, or the closest verse and how it
    differs."""


@attrs.frozen(kw_only=True)
class Audit:
    """Every finding in a draft, in order of appearance, and how many of each class."""

    findings: tuple[Finding, ...]
    counts: Mapping[str, int]
    """Findings per class (classes with none are left out)."""


class InvalidDraftError(ValueError):
    """A draft that cannot be audited (empty, too long, control characters)."""


def check_draft(text: str) -> str:
    """The draft itself, or InvalidDraftError saying why it cannot be audited."""
    if not text.strip():
        msg = "the draft is empty: give the answer text to audit"
        raise InvalidDraftError(msg)
    if len(text) > MAX_AUDIT_CHARS:
        msg = (
            f"the draft has {len(text):,} characters; the limit is {MAX_AUDIT_CHARS:,}: audit "
            "it in parts"
        )
        raise InvalidDraftError(msg)
    if any(unicodedata.category(ch) in ("Cc", "Cs") and ch not in "\n\r\t" for ch in text):
        msg = "the draft contains control characters or undecodable bytes"
        raise InvalidDraftError(msg)
    return text


# --- citations -----------------------------------------------------------------------------


def _citation(index: Index, text: str, start: int) -> CitationFound:
    resolution: Resolution = resolve(index, text)
    return CitationFound(
        text=text,
        start=start,
        end=start + len(text),
        status=resolution.status,
        collection=resolution.collection,
        read_as=resolution.read_as,
        ids=resolution.ids,
        message=resolution.message,
    )


_NOTHING = re.compile(r"(?!)")


def _configured_citations(index: Index) -> re.Pattern[str]:
    """Citations of the collections ``sources.toml`` named, read by the reference parser.

    An id (``tirmidhi:12``), or a name and a number ("Tirmidhi 2000", "Abu Dawud, entry 3").
    """
    named = configured_names(index)
    if not named:
        return _NOTHING
    keys = "|".join(re.escape(key) for key, _ in named)
    return _configured_pattern(keys, any_name(index))


@functools.lru_cache(maxsize=8)
def _configured_pattern(keys: str, names: str) -> re.Pattern[str]:
    return re.compile(
        rf"\b(?:{keys}):(?:entry-)?\d{{1,6}}\b|(?<!\w)(?:{names}){_NUMBER_WORDS}\s*\d{{1,6}}\b",
        re.IGNORECASE,
    )


def find_citations(index: Index, draft: str) -> tuple[CitationFound, ...]:
    """Every citation in ``draft``, in order, parsed with the reference parser (no overlaps)."""
    found = [_citation(index, m[0].strip(), m.start()) for m in _CITATION.finditer(draft)]
    taken = [range(c.start, c.end) for c in found]
    for match in _configured_citations(index).finditer(draft):
        if not any(match.start() < t.stop and t.start < match.end() for t in taken):
            found.append(_citation(index, match[0].strip(), match.start()))
            taken.append(range(found[-1].start, found[-1].end))
    for match in _NAMED_CITATION.finditer(draft):
        if any(match.start() < t.stop and t.start < match.end() for t in taken):
            continue
        named = _citation(index, match[0].strip(), match.start())
        if named.status == "not_understood" and not _SURAH_WORD.search(match[0]):
            continue  # "(انظر: 5)", "al-Hasan 3": no surah name, and not called a surah
        taken.append(range(named.start, named.end))
        found.append(named)
    for key, pattern in _COLLECTION_ONLY:
        for match in pattern.finditer(draft):
            if any(match.start() < t.stop and t.start < match.end() for t in taken):
                continue
            taken.append(range(match.start(), match.end()))
            found.append(
                CitationFound(
                    text=match[0],
                    start=match.start(),
                    end=match.end(),
                    status="collection_only",
                    collection=key,
                    read_as=None,
                    ids=(),
                    message=f"{match[0]!r} names a collection but no passage.",
                )
            )
    return tuple(sorted(found, key=lambda c: c.start))


# --- where words are ----------------------------------------------------------------------


def _joined(tokens: Iterable[str]) -> str:
    return " " + " ".join(tokens) + " "


class _Texts:
    """Normalised texts and content terms of passages, each computed once per audit."""

    def __init__(self, index: Index) -> None:
        self.index = index
        self._tokens: dict[int, tuple[str, ...]] = {}
        self._terms: dict[tuple[int, bool], tuple[Term, ...]] = {}
        self._postings: dict[Term, frozenset[int]] = {}
        self._verses: dict[tuple[int, int], Verse | None] = {}

    def forms(self, ordinal: int) -> tuple[str, ...]:
        """The passage's English side (narrator and text) and both Arabic forms, as tokens."""
        if ordinal not in self._tokens:
            arabic, english, narrator, search = self.index.texts_at(ordinal)
            self._tokens[ordinal] = tuple(
                _joined(tokenise(text))
                for text in (f"{narrator}\n{english}", arabic, search)
                if text.strip()
            )
        return self._tokens[ordinal]

    def terms(self, ordinal: int, *, arabic: bool) -> tuple[Term, ...]:
        """The passage's content terms on one side, in order."""
        key = (ordinal, arabic)
        if key not in self._terms:
            texts = self.index.texts_at(ordinal)
            text = (texts[3] or texts[0]) if arabic else f"{texts[2]}\n{texts[1]}"
            self._terms[key] = terms_of(text)
        return self._terms[key]

    def verse(self, surah: int, number: int) -> Verse | None:
        """A verse of the Qur'an as the quotation matcher reads it (None when absent)."""
        key = (surah, number)
        if key not in self._verses:
            ordinal = self.index.ordinals.get(f"quran:{surah}:{number}")
            if ordinal is None:
                self._verses[key] = None
            else:
                words = spellings(self.index.texts_at(ordinal)[0])
                start = 0
                if number == 1 and surah not in (1, 9):
                    opening = self.verse(1, 1)
                    prefix = tuple(w.plain for w in opening.words) if opening else ()
                    if prefix and tuple(w.plain for w in words[: len(prefix)]) == prefix:
                        start = len(prefix)
                self._verses[key] = Verse(surah=surah, number=number, words=words, start=start)
        return self._verses[key]

    def posting(self, term: Term) -> frozenset[int]:
        """The ordinals of the passages holding ``term``."""
        if term not in self._postings:
            self._postings[term] = frozenset(self.index.posting(term))
        return self._postings[term]


def _rarest(index: Index, terms: Iterable[Term]) -> list[Term]:
    known = {t for t in terms if index.document_frequency(t) > 0}
    return sorted(known, key=lambda t: (index.document_frequency(t), t))


def _verbatim(texts: _Texts, segments: list[tuple[str, ...]]) -> list[int]:
    """Ordinals of the passages holding every segment, in order, in one of their texts."""
    all_terms = [t for segment in segments for t in terms_of(" ".join(segment))]
    rarest = _rarest(texts.index, all_terms)
    if len(rarest) < len(set(all_terms)):
        return []  # a term no passage has: not verbatim anywhere
    if rarest:
        candidates = set(texts.posting(rarest[0]))
        for term in rarest[1:3]:
            candidates &= texts.posting(term)
    else:  # only function words: too common to look up
        return []
    joined = [_joined(segment) for segment in segments]
    found = []
    for ordinal in sorted(candidates):
        for form in texts.forms(ordinal):
            at = 0
            for piece in joined:
                at = form.find(piece, at)
                if at < 0:
                    break
                at += len(piece) - 1
            if at >= 0:
                found.append(ordinal)
                break
    return found


def closeness_in(span_terms: tuple[Term, ...], passage_terms: tuple[Term, ...]) -> float:
    """Share of the span's distinct terms standing together in one stretch of the passage.

    The stretch is at most ``1.5 × len(span_terms)`` terms long (see PARAPHRASE_CLOSENESS).
    """
    wanted = set(span_terms)
    if not wanted:
        return 0.0
    width = max(len(span_terms), math.ceil(_WINDOW * len(span_terms)))
    inside: Counter[Term] = Counter()
    best = 0
    for position, term in enumerate(passage_terms):
        if term in wanted:
            inside[term] += 1
        if position >= width:
            leaving = passage_terms[position - width]
            if leaving in wanted:
                inside[leaving] -= 1
                if not inside[leaving]:
                    del inside[leaving]
        best = max(best, len(inside))
    return best / len(wanted)


def _closest(texts: _Texts, span_terms: tuple[Term, ...]) -> tuple[float, list[int]]:
    """The best closeness in any candidate passage, and the passages reaching it."""
    index = texts.index
    weights: dict[int, float] = {}
    for term in _rarest(index, span_terms)[:_CANDIDATE_TERMS]:
        weight = math.log(1 + index.passage_count / index.document_frequency(term))
        for ordinal in texts.posting(term):
            weights[ordinal] = weights.get(ordinal, 0.0) + weight
    arabic = sum(map(is_arabic_term, span_terms)) * 2 > len(span_terms)
    best, where = 0.0, []
    for ordinal in sorted(weights, key=lambda o: (-weights[o], o))[:_CANDIDATES]:
        score = round(closeness_in(span_terms, texts.terms(ordinal, arabic=arabic)), 3)
        if score > best:
            best, where = score, [ordinal]
        elif score == best and score > 0:
            where.append(ordinal)
    return best, sorted(where)


# --- the Qur'an, verse by verse -----------------------------------------------------------

_ANCHOR_WORDS = 3
_CLOSEST_WORDS = 6
_CLOSEST_VERSES = 40


def _ranked_words(index: Index, quote: tuple[Spelling, ...]) -> list[tuple[int, int, Term]]:
    """(document frequency, word index, term) of the quote's known words, rarest first."""
    ranked = []
    for k, word in enumerate(quote):
        terms = terms_of(word.plain)
        if terms and index.document_frequency(terms[0]):
            ranked.append((index.document_frequency(terms[0]), k, terms[0]))
    return sorted(ranked)


def _quran_verses(texts: _Texts, term: Term) -> Iterator[Verse]:
    for ordinal in sorted(texts.posting(term)):
        ident = texts.index.headers.ident(ordinal)
        if ident.startswith("quran:"):
            _, surah, number = ident.split(":")
            verse = texts.verse(int(surah), int(number))
            if verse is not None:
                yield verse


def _in_quran(texts: _Texts, quote: tuple[Spelling, ...]) -> tuple[QuranMatch, ...]:
    """Every run of verses holding the quotation's words (see sanad.core.quran_quote)."""
    if not quote or "quran" not in texts.index.collections:
        return ()
    anchors = [
        (k, verse)
        for _, k, term in _ranked_words(texts.index, quote)[:_ANCHOR_WORDS]
        for verse in _quran_verses(texts, term)
    ]
    return quran_quote.find(quote, anchors, texts.verse)


def _closest_verse(texts: _Texts, piece: str) -> QuoteMatch | None:
    """The verse nearest to a piece of a quotation not found, and how the two differ."""
    quote = quran_quote.quotation_words(piece)
    span_terms = terms_of(" ".join(w.plain for w in quote))
    scored: dict[tuple[int, int], tuple[float, Verse]] = {}
    for _, _, term in _ranked_words(texts.index, quote)[:_CLOSEST_WORDS]:
        for verse in _quran_verses(texts, term):
            ordinal = texts.index.ordinals[f"quran:{verse.surah}:{verse.number}"]
            score = closeness_in(span_terms, texts.terms(ordinal, arabic=True))
            scored[verse.surah, verse.number] = (score, verse)
    if not scored:
        return None
    # The closest by shared terms, then by words in order (difflib), then by place.
    near = sorted(scored.items(), key=lambda item: (-item[1][0], item[0]))[:_CLOSEST_VERSES]
    verse = max(near, key=lambda item: (quran_quote.likeness(quote, item[1][1]), item[1][0],
                                        -item[0][0], -item[0][1]))[1][1]  # fmt: skip
    difference = quran_quote.difference(quote, verse)
    return QuoteMatch(
        ranges=(), folded=(), closest=f"quran:{verse.surah}:{verse.number}",
        missing=difference.missing, added=difference.added,
    )  # fmt: skip


def _not_found(texts: _Texts, text: str) -> QuoteMatch | None:
    """For a quotation not in the Qur'an as a whole, the verse closest to its first wrong piece.

    The piece is the first verse (between markers) not found as written.
    """
    parts = quran_quote.pieces(text)
    for part in parts:
        words = quran_quote.quotation_words(part)
        if len(parts) > 1 and _in_quran(texts, words):
            continue
        return _closest_verse(texts, part)
    return None


def _differs(match: QuoteMatch) -> str:
    said = []
    if match.missing:
        said.append("it lacks \u00ab" + " ".join(match.missing) + "\u00bb")
    if match.added:
        said.append("it adds \u00ab" + " ".join(match.added) + "\u00bb")
    how = "; ".join(said) or "the same words, in another order"
    return f" Closest verse: {match.closest} ({how})."


# --- classing -----------------------------------------------------------------------------


def _collection_of(index: Index, ordinal: int) -> CollectionKey:
    return index.headers.collection(ordinal)


def _check(index: Index, citation: CitationFound | None, where: list[int]) -> CitationCheck:
    if citation is None:
        return "none"
    ids = {index.headers.ident(o) for o in where}
    if citation.status == "resolved":
        return "agrees" if ids & set(citation.ids) else "elsewhere"
    if citation.status == "not_in_corpus":
        held = citation.collection is not None and citation.collection in index.collections
        return "elsewhere" if held else "unverifiable"
    if citation.collection is None:
        return "unverifiable"
    collections = {_collection_of(index, o) for o in where}
    return "unverifiable" if citation.collection in collections else "elsewhere"


def _is_served(index: Index, served: ServedSet, ordinals: Iterable[int]) -> bool:
    return any(
        (index.headers.ident(o), index.passage_at(o).review.text_hash) in served for o in ordinals
    )


def _ids(index: Index, ordinals: list[int]) -> tuple[PassageId, ...]:
    return tuple(index.headers.ident(o) for o in ordinals[:MAX_IDS])


def _named(ids: tuple[PassageId, ...], total: int) -> str:
    more = f" and {total - len(ids)} more" if total > len(ids) else ""
    return ", ".join(ids) + more


def _quotation(
    texts: _Texts,
    served: ServedSet,
    *,
    kind: FindingKind,
    span: tuple[str, int, int],
    citation: CitationFound | None,
) -> Finding | None:
    index = texts.index
    min_closeness = PARAPHRASE_CLOSENESS if kind == "quotation" else UNQUOTED_CLOSENESS
    text, start, end = span
    segments = [s for s in (tokenise(part) for part in _ELLIPSIS.split(text)) if s]
    span_terms = terms_of(" ".join(" ".join(s) for s in segments))
    arabic = quran_quote.is_arabic_quotation(text)
    quote_words = quran_quote.quotation_words(text) if arabic else ()
    runs = _in_quran(texts, quote_words) if len(segments) == 1 else ()
    if not runs and len(tokenise(text)) < MIN_QUOTE_WORDS:
        return None  # a word or two that is no whole verse: a term, not a quotation
    if not span_terms and not runs:
        return None  # function words only ("and it is"): nothing to look up
    where = [index.ordinals[i] for i in quran_quote.iter_ids(runs)]
    where += [o for o in _verbatim(texts, segments) if o not in where]
    closeness: float | None
    match: QuoteMatch | None = None
    audit_class: AuditClass
    if where:
        closeness = 1.0
        check = _check(index, citation, where)
        agreeing = (
            [o for o in where if index.headers.ident(o) in citation.ids]
            if citation is not None and check == "agrees"
            else where
        )
        served_now = _run_served(index, served, runs, agreeing)
        names = _named(_ids(index, where), len(where))
        if runs:
            match, names = _found_in_quran(runs)
        audit_class, message = _verbatim_class(check, names, citation, served_now=served_now)
    else:
        closeness, where = _closest(texts, span_terms)
        if kind == "unquoted_match" and closeness < min_closeness:
            return None
        check = _check(index, citation, where) if citation is not None else "none"
        served_now = closeness >= min_closeness and _is_served(index, served, where)
        if closeness >= min_closeness:
            audit_class = "paraphrase"
            names = _named(_ids(index, where), len(where))
            message = (
                f"Not verbatim; closest is {names} (closeness {closeness:.2f}: share of the "
                "span's content terms found together there). A close match is not a faithful "
                "reading."
            )
        else:
            audit_class, where = "not_in_corpus", []
            check = "none" if citation is None else "unverifiable"
            message = (
                f"No passage is close enough (best closeness {closeness:.2f}, below "
                f"{min_closeness}): these words are not in this corpus."
            )
        match = _not_found(texts, text) if arabic and "quran" in index.collections else None
        if match is not None and match.closest is not None:
            message += _differs(match)
    if kind == "unquoted_match":
        message = "Found without quotation marks. " + message
    return Finding(
        kind=kind, text=text, start=start, end=end, audit_class=audit_class, citation=citation,
        citation_check=check, served=served_now, passage_ids=_ids(index, where),
        passages_total=len(where), closeness=closeness, message=message, match=match,
    )  # fmt: skip


def _found_in_quran(runs: tuple[QuranMatch, ...]) -> tuple[QuoteMatch, str]:
    """The match of runs of verses, and how a message names them."""
    folded = tuple(dict.fromkeys(f for run in runs for f in run.folded))
    match = QuoteMatch(
        ranges=tuple(r.label for r in runs), folded=folded, closest=None, missing=(), added=()
    )
    spelt = (
        f" (the words are in the mushaf, spelt differently: {', '.join(folded)})" if folded else ""
    )
    return match, ", ".join(match.ranges[:MAX_IDS]) + spelt


def _verbatim_class(
    check: CitationCheck, names: str, citation: CitationFound | None, *, served_now: bool
) -> tuple[AuditClass, str]:
    """The class and message of words that stand verbatim in ``names``."""
    if check == "elsewhere":
        cited = citation.text if citation else ""
        return "misattributed", f"The words are in {names}, not where {cited!r} points."
    if check == "unverifiable":
        return "citation_unverifiable", (
            f"The words are in {names}; the citation's number cannot be checked in this "
            f"edition ({'served' if served_now else 'not served'} in this record)."
        )
    if served_now:
        return "served_verbatim", f"Verbatim in {names}, which was served."
    return "in_corpus_not_served", (
        f"Verbatim in {names}, but no passage holding the words was served."
    )


def _run_served(
    index: Index, served: ServedSet, runs: tuple[QuranMatch, ...], agreeing: list[int]
) -> bool:
    """Whether every verse of a run (one the citation names, if it agrees) was served.

    Or another passage holding the words (a hadith quoting them) was served.
    """
    wanted = {index.headers.ident(o) for o in agreeing}
    for run in runs:
        if wanted & set(run.ids) and all(
            _is_served(index, served, [index.ordinals[i]]) for i in run.ids
        ):
            return True
    quran = {i for run in runs for i in run.ids}
    return _is_served(index, served, [o for o in agreeing if index.headers.ident(o) not in quran])


def _lone_citation(index: Index, served: ServedSet, citation: CitationFound) -> Finding | None:
    if citation.status == "collection_only":
        return None
    ordinals = [index.ordinals[i] for i in citation.ids if i in index.ordinals]
    unserved = [index.headers.ident(o) for o in ordinals if not _is_served(index, served, [o])]
    audit_class: AuditClass
    if citation.status == "resolved":
        audit_class = "cited_not_served" if unserved else "cited_served"
        message = (
            f"{citation.text!r} names {_named(citation.ids[:MAX_IDS], len(citation.ids))}, "
            + (f"never served: {_named(tuple(unserved[:MAX_IDS]), len(unserved))}." if unserved
               else "which was served.")
        )  # fmt: skip
    elif citation.status == "not_in_corpus":
        audit_class, message = "cited_not_in_corpus", citation.message
    else:
        audit_class, message = "cited_not_resolvable", citation.message
    return Finding(
        kind="citation", text=citation.text, start=citation.start, end=citation.end,
        audit_class=audit_class, citation=citation, citation_check="none",
        served=bool(ordinals) and not unserved, passage_ids=citation.ids[:MAX_IDS],
        passages_total=len(citation.ids), closeness=None, message=message,
    )  # fmt: skip


def _quoted_spans(draft: str) -> Iterator[tuple[str, int, int]]:
    """Quoted spans: Arabic ones of any length (a whole verse may be one word).

    Quoted verses standing one after another (﴿…﴾ ﴿…﴾, "…" (1) "…" (2)) are one span.
    """
    spans: list[tuple[int, int]] = []
    for match in _QUOTES.finditer(draft):
        group = next(g for g in ("a", "b", "c", "d", "e", "f") if match[g] is not None)
        text = match[group]
        words = len(tokenise(text))
        if words >= MIN_QUOTE_WORDS or (words and quran_quote.is_arabic_quotation(text)):
            span = (match.start(group), match.end(group))
            if (
                spans
                and quran_quote.is_arabic_quotation(text)
                and _BETWEEN_VERSES.fullmatch(draft, spans[-1][1], span[0])
            ):
                spans[-1] = (spans[-1][0], span[1])
            else:
                spans.append(span)
    for begin, finish in spans:
        yield draft[begin:finish], begin, finish


def _paragraph(draft: str, at: int) -> range:
    starts = [0] + [m.end() for m in _PARAGRAPH.finditer(draft)]
    start = max(s for s in starts if s <= at)
    following = [m.start() for m in _PARAGRAPH.finditer(draft) if m.start() >= at]
    return range(start, following[0] if following else len(draft))


def _attach(
    draft: str, span: tuple[str, int, int], citations: tuple[CitationFound, ...]
) -> CitationFound | None:
    """The nearest citation in the span's paragraph (a tie goes to the one after the span)."""
    _, start, end = span
    paragraph = _paragraph(draft, start)
    best: tuple[int, int, CitationFound] | None = None
    for citation in citations:
        if citation.start not in paragraph:
            continue
        after = citation.start >= start
        distance = max(0, citation.start - end) if after else start - citation.end
        key = (distance, 0 if after else 1, citation)
        if best is None or key[:2] < best[:2]:
            best = key
    return None if best is None else best[2]


def _unquoted(draft: str, taken: list[range]) -> Iterator[tuple[str, int, int]]:
    for match in _SENTENCE.finditer(draft):
        text = match[0].strip()
        if not text:
            continue
        start = match.start() + match[0].index(text)
        end = start + len(text)
        if any(start < t.stop and t.start < end for t in taken):
            continue
        if len(set(terms_of(text))) >= MIN_UNQUOTED_TERMS:
            yield text, start, end


def audit(index: Index, draft: str, served: ServedSet) -> Audit:
    """Find and class every quotation and citation in ``draft`` (see the module docstring).

    Raises InvalidDraftError for a draft that cannot be audited.
    """
    check_draft(draft)
    texts = _Texts(index)
    quoted = list(_quoted_spans(draft))
    # A reference inside quotation marks is part of the words quoted, not a citation of them.
    citations = tuple(
        c
        for c in find_citations(index, draft)
        if not any(start <= c.start < end for _, start, end in quoted)
    )
    taken = [range(start - 1, end + 1) for _, start, end in quoted]
    spans: list[tuple[FindingKind, tuple[str, int, int]]] = [
        *(("quotation", span) for span in quoted),
        *(("unquoted_match", span) for span in _unquoted(draft, taken)),
    ]
    findings: list[Finding] = []
    attached: set[int] = set()
    for kind, span in spans:
        citation = _attach(draft, span, citations)
        finding = _quotation(texts, served, kind=kind, span=span, citation=citation)
        if finding is not None:
            findings.append(finding)
            if citation is not None:
                attached.add(citation.start)
    for citation in citations:
        if citation.start not in attached:
            lone = _lone_citation(index, served, citation)
            if lone is not None:
                findings.append(lone)
    findings.sort(key=lambda f: (f.start, f.end))
    counts = Counter(f.audit_class for f in findings)
    return Audit(findings=tuple(findings), counts=dict(sorted(counts.items())))
