"""Laws of indexing and bridging: the fast path equals the plain path; passage text is untouched."""

import re
from collections.abc import Mapping, Sequence
from typing import cast

import attrs
import pytest
import strategies as gen
from hypothesis import given
from hypothesis import strategies as st

from sanad.core.bridge import Lexicon
from sanad.core.index import (
    ARABIC_FIELD,
    BM25_B,
    BM25_K1,
    ENGLISH_FIELD,
    KINDS,
    Index,
    PackedPostings,
    TermSlice,
    build_index,
    chain_words_of,
    encode_slice,
    english_sides,
    english_sides_before_arabic,
    idf,
    joined_links,
    narrator_lines,
    pack_and_link,
    read_narrators,
    weigh,
    with_arabic_lemmas,
)
from sanad.core.lemma import GAP, LEMMA, Lemmatiser
from sanad.core.normalise import normalise
from sanad.core.passage import Passage, PassageRecord
from sanad.core.phrases import find_phrases
from sanad.core.score import (
    FAMILY_DISCOUNT,
    KIN_DISCOUNT,
    LEMMA_ONLY_DISCOUNT,
    Slot,
    _add_below,
    _best,
    least_outside,
    rank,
    slot_posting,
)
from sanad.core.sentence_parts import (
    UNPACKED,
    arabic_parts,
    english_parts,
    pack_parts,
    unpack_parts,
)
from sanad.core.stem import is_arabic_token
from sanad.core.terms import terms_of
from sanad.core.tokenise import words
from sanad.core.types import CollectionKey, Term

pytestmark = pytest.mark.properties

INDEXING = gen.CORPUS_LAWS
_SEPARATOR = re.compile("[\x1d-\x1f]")


def _english_side(record: PassageRecord) -> str:
    return f"{record.narrator}\n{record.english}"


def _arabic_side(record: PassageRecord) -> str:
    return record.arabic_search or record.arabic


_LEMMAS = Lemmatiser()  # the generated corpora carry no lemma table


def _gapped(text: str) -> list[Term]:
    """A field as the index reads it for phrases: lemmas, one gap between words at most."""
    out: list[Term] = []
    for lemma in _LEMMAS.gapped_lemmas(normalise(text)):
        if lemma != GAP or (out and out[-1] != GAP):
            out.append(lemma)
    return out


def _lemma_terms(text: str) -> list[Term]:
    return [LEMMA + lemma for lemma in _LEMMAS.content_lemmas(normalise(text))]


def _contains_run(terms: Sequence[Term], run: Sequence[Term]) -> bool:
    width = len(run)
    return any(tuple(terms[i : i + width]) == tuple(run) for i in range(len(terms) - width + 1))


@INDEXING
@given(gen.corpora(texts=gen.any_texts()), st.integers(0, 1000))
def test_encoded_streams_equal_terms_of_each_field(corpus: gen.Corpus, first: int) -> None:
    piece = encode_slice(corpus.records, first, corpus.lexicon)
    streams = piece.stream_terms()
    for ordinal, record in enumerate(corpus.records, start=first):
        assert streams.get(2 * ordinal + ENGLISH_FIELD, ()) == terms_of(_english_side(record))
        assert streams.get(2 * ordinal + ARABIC_FIELD, ()) == terms_of(_arabic_side(record))
    assert all(streams.values()), "an empty field makes no stream"
    assert piece.passage_count == len(corpus.records)


@INDEXING
@given(
    st.lists(
        st.sampled_from(
            (
                "Allah's",
                "Qur´an",
                "QUR’AN",
                "'Umar",
                "\ufdfa",
                "\u00a0",
                "ٱلرَّحْمَـٰنِ",
                "مُوسَىٰ",
                "ﷲ",
                "٣",
                "orphans",
                "يَتِيمٌ",
                "x'",
                "'s",
                "—",
                "\u200b",
                "İ",
                "ß",
                "ﬁ",
            )
        ),
        max_size=12,
    ),
    st.lists(st.sampled_from((" ", "", "\u00a0", "\n", "\u2009")), min_size=12, max_size=12),
)
def test_encoded_streams_equal_terms_of_on_awkward_text(pieces: list[str], gaps: list[str]) -> None:
    text = "".join(piece + gap for piece, gap in zip(pieces, gaps, strict=False))
    record = PassageRecord(
        id="bukhari:1",
        collection="bukhari",
        number="1",
        chapter_number=None,
        chapter_english=None,
        chapter_arabic=None,
        arabic=text,
        english=text,
        narrator=text,
    )
    streams = encode_slice([record], 0, Lexicon.empty("en.pickthall")).stream_terms()
    assert streams.get(ENGLISH_FIELD, ()) == terms_of(_english_side(record))
    assert streams.get(ARABIC_FIELD, ()) == terms_of(_arabic_side(record))


@INDEXING
@given(gen.corpora(), st.data())
def test_slices_built_apart_give_the_same_index(corpus: gen.Corpus, data: st.DataObject) -> None:
    whole = corpus.index()
    records, lexicon = corpus.records, corpus.lexicon
    cut = data.draw(st.integers(0, len(records)))
    both = (ENGLISH_FIELD, ARABIC_FIELD)
    by_passages = [
        encode_slice(part, first, lexicon, both, kind)
        for part, first in ((records[:cut], 0), (records[cut:], cut))
        for kind in KINDS
    ]
    by_field = [
        encode_slice(records, 0, lexicon, (field,), kind)
        for field in (ENGLISH_FIELD, ARABIC_FIELD)
        for kind in KINDS
    ]
    for slices in (by_passages, by_field):
        assert build_index(records, corpus.collections, lexicon, slices) == whole


def _plain_weights(slices: Sequence[TermSlice], passages: int) -> dict[Term, dict[int, float]]:
    """BM25 term by term from the decoded streams.

    The sum over a passage's two fields of tf·(k1+1) / (tf + k1·(1 − b + b·length/average
    length of the field)), times the IDF.
    """
    streams: dict[int, list[Term]] = {}
    for piece in slices:
        for stream, decoded in piece.stream_terms().items():
            streams[stream] = list(decoded)
        for stream, phrase in piece.phrase_hits:
            streams[stream].append(phrase)
    lengths = {
        stream: length
        for piece in slices
        for stream, length in zip(piece.stream_ids, piece.stream_lengths, strict=True)
    }
    average = [1.0, 1.0]
    for field in (ENGLISH_FIELD, ARABIC_FIELD):
        present = [length for stream, length in lengths.items() if stream % 2 == field]
        if present:
            average[field] = sum(present) / len(present)
    saturation: dict[Term, dict[int, float]] = {}
    for stream, terms in sorted(streams.items()):
        norm = BM25_K1 * (1 - BM25_B + BM25_B * lengths[stream] / average[stream % 2])
        for term in set(terms):
            tf = terms.count(term)
            held = saturation.setdefault(term, {})
            held[stream // 2] = held.get(stream // 2, 0.0) + tf * (BM25_K1 + 1) / (tf + norm)
    return {
        term: {o: s * idf(len(held), passages) for o, s in held.items()}
        for term, held in saturation.items()
    }


@INDEXING
@given(gen.corpora(texts=gen.any_texts()), st.sampled_from(KINDS), st.data())
def test_weights_are_bm25_counted_term_by_term(
    corpus: gen.Corpus, kind: str, data: st.DataObject
) -> None:
    records, lexicon = corpus.records, corpus.lexicon
    cut = data.draw(st.integers(0, len(records)))
    slices = [
        encode_slice(part, first, lexicon, (ENGLISH_FIELD, ARABIC_FIELD), kind, _LEMMAS)
        for part, first in ((records[:cut], 0), (records[cut:], cut))
    ]
    weighed = weigh(slices, len(records), kind)
    plain = _plain_weights(slices, len(records))
    assert list(weighed) == sorted(plain)
    for term, (ordinals, weights) in weighed.items():
        decoded = dict(
            zip(memoryview(ordinals).cast("I"), memoryview(weights).cast("f"), strict=True)
        )
        assert list(decoded) == sorted(plain[term])
        for ordinal, weight in decoded.items():
            assert weight == pytest.approx(plain[term][ordinal], rel=1e-6)


_CHAINS = ("", "حدثنا مالك عن نافع ", "عن أبي هريرة، قال ", "Narrated Anas ")
_TOLD = ("", "سمعت رسول الله يقول ", "قال النبي ", "أن رسول الله ﷺ قال ")


@INDEXING
@given(gen.corpora(texts=gen.any_texts()), st.data())
def test_narrator_lines_made_from_the_records_are_those_read_from_the_index(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    records = []
    for record in corpus.records:
        chain, told = data.draw(st.sampled_from(_CHAINS)), data.draw(st.sampled_from(_TOLD))
        arabic = chain + told + record.arabic
        records.append(attrs.evolve(record, arabic=arabic, isnad_end=len(chain)))
    index = build_index(records, corpus.collections, corpus.lexicon)
    read = [read_narrators(index, ordinal) for ordinal in range(index.passage_count)]
    assert [index.narrators_at(ordinal) for ordinal in range(index.passage_count)] == read
    given = build_index(
        records, corpus.collections, corpus.lexicon, narrators=narrator_lines(records)
    )
    assert given == index


@INDEXING
@given(gen.corpora(texts=gen.any_texts()), st.data())
def test_name_links_found_while_packing_are_those_read_from_the_index(
    corpus: gen.Corpus, data: st.DataObject
) -> None:
    records, lexicon = corpus.records, corpus.lexicon
    # Every Arabic lemma of the passages may be a name: the index keeps those it holds.
    lemmas = {
        lemma
        for record in records
        for _, _, held in arabic_parts(record.arabic_search or record.matn, _LEMMAS)
        for lemma in held
    }
    names = frozenset(data.draw(st.sets(st.sampled_from(sorted(lemmas)))) if lemmas else ())
    english = english_sides(records, _LEMMAS)
    cut = data.draw(st.integers(0, len(records)))
    (first, linked), (then, more) = (
        pack_and_link(records[:cut], _LEMMAS, english[:cut], names),
        pack_and_link(records[cut:], _LEMMAS, english[cut:], names, cut),
    )
    built = build_index(records, corpus.collections, lexicon, arabic_names=names)
    given = build_index(
        records,
        corpus.collections,
        lexicon,
        arabic_names=names,
        sentences=[*first, *then],
        name_links=joined_links(linked, more),
        chain_words=chain_words_of(records),
    )
    assert given == built


@INDEXING
@given(gen.corpora())
def test_building_is_deterministic(corpus: gen.Corpus) -> None:
    assert corpus.index() == corpus.index()


@INDEXING
@given(gen.corpora(), st.data())
def test_a_lexicon_never_changes_passage_text(corpus: gen.Corpus, data: st.DataObject) -> None:
    lexicon = data.draw(gen.lexicons(gen.corpus_words(corpus), gen.word_runs(corpus.records)))
    bridged = corpus.with_lexicon(lexicon).index()
    plain = corpus.with_lexicon(Lexicon.empty("en.pickthall")).index()
    assert bridged.texts == plain.texts
    assert bridged.postings.keys() >= plain.postings.keys()
    for ordinal, record in enumerate(corpus.records):
        assert bridged.record(ordinal) == record
        passage = bridged.passage_at(ordinal)
        assert passage == plain.passage_at(ordinal)
        assert passage == Passage.from_record(record, corpus.collections[record.collection])
        assert passage.arabic.encode() == record.arabic.encode()
        # The English and the narrator lose only surrounding whitespace, never a character inside.
        assert (passage.english or "").encode() == record.english.strip().encode()
        assert (passage.narrator or "").encode() == record.narrator.strip().encode()
        assert bridged.passage(record.id) == passage


@st.composite
def _bridged(draw: st.DrawFn) -> gen.Corpus:
    corpus = draw(gen.corpora(with_lexicon=False))
    words = gen.corpus_words(corpus)
    runs = gen.word_runs(corpus.records)
    return corpus.with_lexicon(draw(gen.lexicons(words, runs, min_entries=2)))


@INDEXING
@given(_bridged())
def test_a_bridge_counts_only_whole_phrases(corpus: gen.Corpus) -> None:
    index = corpus.index()
    for entry in corpus.lexicon.entries:
        key = entry.phrase_key(_LEMMAS)
        if not key:
            continue
        run = key.split(" ")
        expected = {
            ordinal
            for ordinal, record in enumerate(corpus.records)
            if _contains_run(_gapped(_english_side(record)), run)
            or _contains_run(_gapped(_arabic_side(record)), run)
        }
        assert set(index.posting(LEMMA + key)) == expected, key


@INDEXING
@given(_bridged())
def test_a_bridge_is_usable_exactly_when_its_phrase_occurs(corpus: gen.Corpus) -> None:
    index = corpus.index()
    unusable = {(b.query, b.phrase) for b in index.unusable_bridges}
    for entry in corpus.lexicon.entries:
        key, phrase = entry.query_key(_LEMMAS), LEMMA + entry.phrase_key(_LEMMAS)
        usable = (
            bool(key) and phrase != LEMMA and LEMMA + key != phrase and phrase in index.postings
        )
        assert (phrase in index.bridges.get(key, ())) == usable
        assert ((entry.query, entry.phrase) in unusable) == (not usable)
    for targets in index.bridges.values():
        assert all(target in index.postings for target in targets)


@INDEXING
@given(gen.corpora())
def test_postings_agree_with_the_records(corpus: gen.Corpus) -> None:
    index = corpus.index()
    assert index.passage_count == len(corpus.records)
    assert list(index.ids()) == [record.id for record in corpus.records]

    def held(record: PassageRecord) -> list[Term]:
        english, arabic = _english_side(record), _arabic_side(record)
        return [
            *terms_of(english),
            *terms_of(arabic),
            *_lemma_terms(english),
            *_lemma_terms(arabic),
        ]

    # Plain stems (the audit's) and lemmas (retrieval's); with no lemma table every lemma has
    # one form, so no exact-form ("=") posting is kept.
    plain = {term for record in corpus.records for term in held(record)}
    phrases = {LEMMA + entry.phrase_key(_LEMMAS) for entry in corpus.lexicon.entries}
    assert plain <= index.postings.keys() <= plain | phrases
    for term in plain:
        posting = index.posting(term)
        assert index.document_frequency(term) == len(posting)
        assert all(weight > 0 for weight in posting.values())
        for ordinal in posting:
            assert term in held(corpus.records[ordinal])
    for key, (start, stop) in index.spans.items():
        assert {r.collection for r in corpus.records[start:stop]} == {key}


def _naive_phrases(keys: Sequence[str], text: str) -> list[tuple[int, str]]:
    """Every occurrence by direct comparison: by end position, then longest key first."""
    found = [
        (start + len(key), -len(key), start, key)
        for key in set(keys)
        if key
        for start in range(len(text) - len(key) + 1)
        if text.startswith(key, start)
    ]
    return [(start, key) for _end, _longest, start, key in sorted(found)]


# Up to 300 distinct characters, astral ones included: more than one digit per character.
_PHRASE_ALPHABET = st.sampled_from(
    [chr(0x10000 + n) for n in range(150)] + [chr(0x61 + n) for n in range(26)] + ["\x00"]
)


@given(
    keys=st.lists(st.text(_PHRASE_ALPHABET, min_size=1, max_size=4), max_size=8),
    text=st.text(_PHRASE_ALPHABET, max_size=60),
    repeat=st.integers(min_value=1, max_value=4),
)
@INDEXING
def test_phrases_are_found_as_a_direct_comparison_finds_them(
    keys: list[str], text: str, repeat: int
) -> None:
    # Repeated text makes occurrences (and overlapping ones) common rather than rare.
    text = text * repeat + "".join(keys)
    assert list(find_phrases(keys, text)) == _naive_phrases(keys, text)


@INDEXING
@given(gen.corpora(texts=gen.any_texts()))
def test_packed_sentences_are_the_texts_read_again(corpus: gen.Corpus) -> None:
    """What ingest packs for each passage is what reading its texts at answer time gives."""
    index = build_index(corpus.records, corpus.collections, corpus.lexicon)
    for ordinal in range(index.passage_count):
        _, english, narrator, _ = index.texts_at(ordinal)
        assert index.parts_at(ordinal) == (
            english_parts(english, narrator, index.lemmatiser),
            arabic_parts(index.search_text(ordinal), index.lemmatiser),
        )
        english_side, arabic_side = index.parts_at(ordinal)
        assert index.parts_at(ordinal, arabic=False) == (english_side, [])
        assert index.parts_at(ordinal, english=False) == ([], arabic_side)


@given(
    st.lists(st.tuples(gen.any_texts(), gen.any_texts(), st.lists(gen.any_texts(), min_size=1))),
    st.lists(st.tuples(gen.any_texts(), gen.any_texts(), st.lists(gen.any_texts(), min_size=1))),
)
def test_packing_sentences_round_trips(
    english: list[tuple[str, str, list[str]]], arabic: list[tuple[str, str, list[str]]]
) -> None:
    """Any sentences without the separating control characters unpack as they were packed."""
    as_parts = [[(t, p, tuple(ls)) for t, p, ls in side] for side in (english, arabic)]
    if any(
        _SEPARATOR.search(field)
        for side in as_parts
        for text, plain, lemmas in side
        for field in (text, plain, *lemmas)
    ):
        assert pack_parts(*as_parts) == UNPACKED  # read from the texts when judged
        return
    assert unpack_parts(pack_parts(*as_parts)) == tuple(as_parts)


@INDEXING
@given(gen.corpora(texts=gen.any_texts()))
def test_english_made_before_the_arabic_table_is_english_made_after(corpus: gen.Corpus) -> None:
    """Ingest reads the English sentences early; their Arabic words get the whole table's lemma."""
    forms = {
        word
        for record in corpus.records
        for word in words(normalise(f"{record.narrator} {record.english}"))
        if is_arabic_token(word)
    }
    whole = Lemmatiser(table={"said": "say"}, arabic={form: form[:2] for form in forms})
    early, again = english_sides_before_arabic(corpus.records, Lemmatiser(table={"said": "say"}))
    assert with_arabic_lemmas(early, again, corpus.records, whole) == english_sides(
        corpus.records, whole
    )


@given(
    st.dictionaries(st.integers(0, 40), st.sampled_from([0.25, 0.5, 1.5, 2.0, 7.25]), min_size=1),
    st.data(),
)
def test_the_least_weight_outside_some_passages_is_the_least_of_the_rest(
    weights: dict[int, float], data: st.DataObject
) -> None:
    # The least weight of a word's passages that hold the form asked (found without searching
    # them all where the least weight of all is held outside the others).
    kept = data.draw(st.sampled_from(sorted(weights)))
    others = data.draw(st.sets(st.sampled_from(sorted(weights)))) - {kept}
    rest = [weight for key, weight in weights.items() if key not in others]
    assert least_outside(weights, others) == min(rest)
    held = [weights[key] for key in others]
    assert least_outside(weights, others, min(weights.values()), held) == min(rest)


class _Spans:
    """Stands in for an index to rank with: ranking reads only its collections' spans."""

    def __init__(self, spans: Mapping[str, tuple[int, int]]) -> None:
        self.spans = spans

    def collection_span(self, key: str) -> range:
        return range(*self.spans.get(key, (0, 0)))


_SPANS = cast("Index", _Spans({"quran": (0, 30), "bukhari": (30, 55), "muslim": (55, 80)}))
"""Neighbouring collections, as the real corpus stores them (the Qur'an, then each book)."""
_KEYS: tuple[CollectionKey, ...] = ("quran", "bukhari", "muslim")
_WEIGHTS = st.sampled_from([0.1, 0.3, 0.7, 1.1, 2.0, 2.3, 7.1, 9.3])
"""Few weights, so that scores tie as often as the real ones do (and sums round)."""


def _postings(ordinals: int, size: int) -> st.SearchStrategy[dict[int, float]]:
    return st.dictionaries(st.integers(0, ordinals - 1), _WEIGHTS, max_size=size)


@given(
    st.lists(_postings(80, 70), min_size=1, max_size=5),
    st.lists(st.tuples(_WEIGHTS, st.lists(st.sampled_from(_KEYS), max_size=3)), max_size=3),
    st.integers(1, 12),
    st.none() | st.frozensets(st.integers(0, 79), min_size=40),
)
def test_ranking_with_named_sources_is_the_plain_ranking(
    postings: list[dict[int, float]],
    sources: list[tuple[float, list[CollectionKey]]],
    pool: int,
    only: frozenset[int] | None,
) -> None:
    # A source's bonus is added in one pass per run of its collections' ordinals (neighbours
    # joined), not one per collection: the same passages in the same order, the same scores.
    subject = [
        (Slot(term=f"w{i}", wording=f"w{i}", alternatives=(f"~w{i}",), document_frequency=len(p),
              weight=1.0), p)
        for i, p in enumerate(postings)
    ]  # fmt: skip
    named = [
        Slot(term=f"s{i}", wording=f"s{i}", alternatives=(), document_frequency=1, weight=weight,
             source_term=True, scope=tuple(scope))
        for i, (weight, scope) in enumerate(sources)
    ]  # fmt: skip
    plain = _plain_rank(subject, named, 0.3, pool, only)
    assert rank(_SPANS, subject, named, 0.3, pool, only=only) == plain


_COMMON = st.dictionaries(
    st.integers(0, 79), st.sampled_from([0.1, 0.3, 0.7]), min_size=40, max_size=80
)
"""A common word's posting: most passages, low weights (ties with the rarer words' too)."""
_RARE = st.dictionaries(
    st.integers(0, 79), st.sampled_from([0.3, 0.7, 1.1, 2.3, 7.1]), min_size=3, max_size=6
)


@given(
    st.tuples(_COMMON, st.lists(_RARE, min_size=1, max_size=2)).map(
        lambda parts: [parts[0], *parts[1]]
    ),
    st.data(),
    st.integers(1, 6),
    st.none() | st.frozensets(st.integers(0, 79), min_size=40),
)
def test_ranking_told_each_posting_s_greatest_weight_is_the_plain_ranking(
    postings: list[dict[int, float]], data: st.DataObject, pool: int, only: frozenset[int] | None
) -> None:
    # Where the largest posting's greatest weight is known and below the pool's floor, only
    # the passages the smaller postings hold are gone over: the same ranking.
    greatest = [
        data.draw(st.sampled_from([None, max(p.values()), max(p.values()) + 1.0])) if p else None
        for p in postings
    ]
    subject = [
        (Slot(term=f"w{i}", wording=f"w{i}", alternatives=(f"~w{i}",), document_frequency=len(p),
              weight=1.0), p)
        for i, p in enumerate(postings)
    ]  # fmt: skip
    plain = _plain_rank(subject, [], 0.3, pool, only)
    assert rank(_SPANS, subject, [], 0.3, pool, only=only, greatest=greatest) == plain


@given(_postings(80, 70), st.sets(st.integers(0, 90)), st.integers(1, 12))
def test_the_best_scores_found_from_a_floor_are_the_best_scores(
    scores: dict[int, float], likely: set[int], count: int
) -> None:
    # The count-th best score of some passages (the rarest word's, in rank) is a floor the
    # count best cannot fall below: the same passages, in the same order, as a full sort.
    plain = sorted(scores.items(), key=lambda item: (-item[1], item[0]))[:count]
    assert _best(scores, count, likely) == plain
    assert _best(scores, count) == plain


@given(
    _postings(80, 70),
    st.lists(st.sets(st.integers(0, 90)), min_size=2, max_size=3),
    st.integers(1, 12),
)
def test_a_floor_raised_by_the_smaller_postings_gives_the_best_scores(
    scores: dict[int, float], touched: list[set[int]], count: int
) -> None:
    # The count-th best score of the passages the smaller postings hold is a floor too.
    plain = sorted(scores.items(), key=lambda item: (-item[1], item[0]))[:count]
    assert _best(scores, count, touched[-1], touched) == plain


def test_too_few_likely_passages_give_no_floor() -> None:
    # Two likely passages scoring best say nothing of the third best.
    scores = {ordinal: float(ordinal) for ordinal in range(10)}
    assert _best(scores, 3, {9, 8}) == [(9, 9.0), (8, 8.0), (7, 7.0)]
    assert _best(scores, 3, {9, 8, 0}) == [(9, 9.0), (8, 8.0), (7, 7.0)]


def test_a_named_source_s_first_and_last_passages_are_named() -> None:
    # The edges of a run of ordinals: the Qur'an's first and last, Bukhari's first.
    posting = {0: 1.0, 29: 1.0, 30: 5.0, 54: 0.5, 55: 9.0}
    subject = [(Slot(term="w", wording="w", alternatives=("~w",), document_frequency=5,
                     weight=1.0), posting)]  # fmt: skip
    sources = [
        Slot(term=w, wording=w, alternatives=(), document_frequency=1, weight=1.0,
             source_term=True, scope=scope)
        for w, scope in (("quran", _KEYS[:1]), ("both", _KEYS[:2]))
    ]  # fmt: skip
    ranked = rank(_SPANS, subject, sources, 0.5, 10)
    assert ranked == _plain_rank(subject, sources, 0.5, 10, None)
    assert ranked == [(30, 5.5), (0, 2.0), (29, 2.0), (54, 1.0), (55, 9.0)]


def test_the_largest_posting_s_greatest_weight_bounds_only_its_own_passages() -> None:
    # A passage the rare word's holders outscore (0.4) is below one only the common word holds
    # (0.7): the common word's greatest weight, not the rare one's, says whether it may be.
    common = {0: 0.7, **dict.fromkeys(range(1, 40), 0.1)}
    rare = {1: 0.3, 2: 0.3}
    subject = [
        (Slot(term=w, wording=w, alternatives=(f"~{w}",), document_frequency=len(p), weight=1.0), p)
        for w, p in (("common", common), ("rare", rare))
    ]
    ranked = rank(_SPANS, subject, [], 0.3, 1, greatest=[0.7, 0.3])
    assert ranked == _plain_rank(subject, [], 0.3, 1, None) == [(0, 0.7)]
    assert rank(_SPANS, subject, [], 0.3, 1, greatest=[0.35, 0.3]) == [(1, 0.4)]  # told so


def _plain_rank(
    subject: Sequence[tuple[Slot, Mapping[int, float]]],
    sources: Sequence[Slot],
    discount: float,
    pool: int,
    only: frozenset[int] | None,
) -> list[tuple[int, float]]:
    """:func:`rank` as it read before: each named collection's passages updated one by one."""
    postings = sorted((posting for _, posting in subject if posting), key=len, reverse=True)
    scores: dict[int, float] = {}
    for posting in postings:
        for ordinal, weight in posting.items():
            scores[ordinal] = scores.get(ordinal, 0.0) + weight
    if only is not None:
        scores = {ordinal: weight for ordinal, weight in scores.items() if ordinal in only}
    named: dict[int, float] = {}
    for slot in sources:
        for key in slot.scope:
            for ordinal in [o for o in scores if o in _SPANS.collection_span(key)]:
                scores[ordinal] += slot.weight * discount
                named[ordinal] = scores[ordinal]
    first = sorted(named.items(), key=lambda item: (-item[1], item[0]))[:pool]
    rest = sorted(
        ((o, w) for o, w in scores.items() if o not in named), key=lambda item: (-item[1], item[0])
    )
    return first + rest[: pool - len(first)]


@given(
    _postings(40, 30),
    st.data(),
    st.none() | _postings(40, 30),
    st.none() | _postings(40, 8),
    st.lists(_postings(40, 10), max_size=2),
)
def test_a_slot_posting_told_what_is_known_equals_the_plain_merge(
    lemma: dict[int, float],
    data: st.DataObject,
    bridged: dict[int, float] | None,
    related: dict[int, float] | None,
    kin: list[dict[int, float]],
) -> None:
    # Told the passages holding only other forms of the word, and its posting's least and
    # greatest weights (as a frequent word's are, made on load), a slot's posting is the one
    # merged from its postings read plainly: the least weight searched where it is needed.
    exact = dict.fromkeys(data.draw(st.sets(st.integers(0, 39))), 0.0)
    alternatives = ("~w", *(("~b",) if bridged is not None else ()))
    slot = Slot(
        term="w", wording="w", alternatives=alternatives, document_frequency=len(lemma),
        weight=1.0, exact="=w", related=("~r",) if related is not None else (),
        kin=tuple(f"~k{i}" for i in range(len(kin))),
    )  # fmt: skip
    postings: dict[str, Mapping[int, float]] = {"~w": lemma, "=w": exact}
    postings.update({"~b": bridged} if bridged is not None else {})
    postings.update({"~r": related} if related is not None else {})
    postings.update({f"~k{i}": posting for i, posting in enumerate(kin)})
    plain = _plain_slot_posting(slot, postings, 50)
    assert slot_posting(slot, postings, 50) == plain
    told = slot_posting(
        slot, postings, 50,
        other_forms=set(lemma.keys() - exact.keys()),
        extremes=(min(lemma.values()), max(lemma.values())) if lemma else None,
    )  # fmt: skip
    assert told == plain
    if lemma and not bridged:  # what rank is told of it (score.rank's greatest)
        assert max(plain.values()) <= max(lemma.values())


def _plain_slot_posting(
    slot: Slot, alternatives: Mapping[str, Mapping[int, float]], passages: int
) -> dict[int, float]:
    """:func:`slot_posting` as it read before anything was known: every least weight searched."""
    lemma = dict(alternatives[slot.alternatives[0]])
    exact = alternatives.get(slot.exact or "", {})
    others = lemma.keys() - exact.keys()
    if exact and others and len(others) < len(lemma):
        floor = min(weight for ordinal, weight in lemma.items() if ordinal not in others)
        factor = min(LEMMA_ONLY_DISCOUNT, 0.999 * floor / max(lemma.values()))
        lemma.update({ordinal: lemma[ordinal] * factor for ordinal in others})
    postings = sorted(
        (p for p in (lemma, *(alternatives[alt] for alt in slot.alternatives[1:])) if p),
        key=len,
        reverse=True,
    )
    merged = dict(postings[0]) if postings else {}
    basis = idf(len(postings[0]), passages) if postings else 0.0
    for posting in postings[1:]:
        scale = basis / idf(len(posting), passages)
        for ordinal, weight in posting.items():
            merged[ordinal] = max(merged.get(ordinal, 0.0), weight * scale)
    _add_below(merged, [alternatives.get(term) for term in slot.related], FAMILY_DISCOUNT)
    if not merged:
        _add_below(merged, [alternatives.get(term) for term in slot.kin], KIN_DISCOUNT)
        return merged
    present = [alternatives[term] for term in slot.kin if alternatives[term]]
    if present:
        below = 0.999 * min(merged.values())
        for posting in present:
            merged.update((ordinal, below) for ordinal in posting if ordinal not in merged)
    return merged


@given(gen.encoded_postings(), st.lists(gen.any_texts(), max_size=10))
def test_packed_postings_are_the_mapping_they_were_packed_from(
    postings: dict[str, tuple[bytes, bytes]], others: list[str]
) -> None:
    packed = PackedPostings.pack(postings)
    as_loaded = PackedPostings(  # the columns as views of one buffer, as a mapped file gives them
        **{
            name: memoryview(bytearray(getattr(packed, name))).toreadonly()
            for name in ("names", "name_offsets", "slots", "bounds", "ordinals", "weights")
        }
    )
    for mapping in (packed, as_loaded):
        assert list(mapping) == list(postings)
        assert len(mapping) == len(postings)
        assert mapping == postings
        for term, (ordinals, weights) in postings.items():
            assert term in mapping
            assert mapping.frequency(term) == len(ordinals) // 4
            stored = mapping[term]
            assert (bytes(stored[0]), bytes(stored[1])) == (ordinals, weights)
        for other in others:
            assert (other in mapping) == (other in postings)
            assert mapping.get(other) is None or other in postings
