"""Laws of the audit's Qur'an quotations, over the real corpus (issue 17).

Any run of consecutive verses, joined by any marker people use, is in the corpus; a verse
with one word replaced by a word of another verse (not the same word under any spelling fold)
is never in the corpus, unless that altered text really stands somewhere in the Qur'an (checked
by a brute-force scan here, not by the audit's own candidate search).
"""

import pytest
import strategies as gen
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from sanad.adapters.loading import LoadedCorpus
from sanad.core.audit import audit
from sanad.core.index import Index
from sanad.core.orthography import Spelling, agree, spellings

pytestmark = [pytest.mark.properties, pytest.mark.slow]

REAL = settings(max_examples=30, deadline=None)
IN_CORPUS = ("in_corpus_not_served", "served_verbatim")


def _uthmani(index: Index, surah: int, verse: int) -> str:
    return index.texts_at(index.ordinals[f"quran:{surah}:{verse}"])[0]


@REAL
@given(st.data())
def test_any_run_of_verses_joined_by_any_marker_is_in_the_corpus(
    real_corpus: LoadedCorpus, data: st.DataObject
) -> None:
    index = real_corpus.index
    surah, first, last = data.draw(gen.quran_runs(index))
    join = data.draw(st.sampled_from(gen.VERSE_JOINS))
    verses = [_uthmani(index, surah, v) for v in range(first, last + 1)]
    draft = "\u0642\u0627\u0644 \u062a\u0639\u0627\u0644\u0649: " + join(verses, first)
    (finding,) = [f for f in audit(index, draft, frozenset()).findings if f.kind == "quotation"]
    assert finding.audit_class in IN_CORPUS, (draft, finding.message)
    assert finding.match is not None
    label = f"quran:{surah}:{first}" + ("" if first == last else f"-{last}")
    assert label in finding.match.ranges, (label, finding.match.ranges)


_STREAMS: dict[int, tuple[tuple[Spelling, ...], ...]] = {}


def _surahs(index: Index) -> tuple[tuple[Spelling, ...], ...]:
    """Every surah's words in order (verses joined), as the audit's matcher reads them."""
    if id(index) in _STREAMS:  # an Index is not hashable; the session has one
        return _STREAMS[id(index)]
    streams = []
    for surah in range(1, 115):
        words: list[Spelling] = []
        verse = 1
        while f"quran:{surah}:{verse}" in index.ordinals:
            words += spellings(_uthmani(index, surah, verse))
            verse += 1
        streams.append(tuple(words))
    _STREAMS[id(index)] = tuple(streams)
    return _STREAMS[id(index)]


def _stands_somewhere(index: Index, quote: tuple[Spelling, ...]) -> bool:
    """Brute force: the words, in order, agree with some stretch of some surah."""
    for stream in _surahs(index):
        for begin in range(len(stream) - len(quote) + 1):
            if all(agree(q, w) is not None for q, w in zip(quote, stream[begin:], strict=False)):
                return True
    return False


@REAL
@given(st.data())
def test_a_verse_with_one_word_replaced_is_never_in_the_corpus(
    real_corpus: LoadedCorpus, data: st.DataObject
) -> None:
    index = real_corpus.index
    surah, verse, _ = data.draw(gen.quran_runs(index, longest=1))
    raw = _uthmani(index, surah, verse).split()
    assume(len(raw) >= 2)  # a verse with a word to keep
    position = data.draw(st.integers(0, len(raw) - 1))
    other_surah, other_verse, _ = data.draw(gen.quran_runs(index, longest=1))
    donor = data.draw(st.sampled_from(_uthmani(index, other_surah, other_verse).split()))
    before, after = spellings(raw[position]), spellings(donor)
    assume(len(before) == 1 and len(after) == 1)  # words, not marks
    assume(agree(after[0], before[0]) is None and agree(before[0], after[0]) is None)
    altered = " ".join([*raw[:position], donor, *raw[position + 1 :]])
    assume(not _stands_somewhere(index, spellings(altered)))
    draft = "\u0642\u0627\u0644 \u062a\u0639\u0627\u0644\u0649: \u00ab" + altered + "\u00bb"
    findings = [f for f in audit(index, draft, frozenset()).findings if f.kind == "quotation"]
    assert all(f.audit_class not in IN_CORPUS for f in findings), (draft, findings)
