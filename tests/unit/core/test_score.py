import random

import pytest
from core_fixtures import RECORDS, SOURCE_TERMS, hadith, index

from sanad.core import score
from sanad.core.bridge import Lexicon, LexiconEntry
from sanad.core.index import idf
from sanad.core.score import (
    LayeredPosting,
    Slot,
    evidence_slots,
    query_slots,
    rank,
    slot_posting,
    verbal_noun_verb,
)
from sanad.core.tokenise import content_tokens, tokenise

INDEX = index()


def _slots(question: str) -> tuple[Slot, ...]:
    return query_slots(INDEX, content_tokens(tokenise(question)), SOURCE_TERMS)


def test_a_slot_per_distinct_subject_term() -> None:
    slots = _slots("orphans, the orphan, and fasting")
    assert [slot.term for slot in slots] == ["orphan", "fasting"]
    assert slots[0].wording == "orphans"
    assert slots[0].alternatives == ("~orphan",)
    assert slots[0].document_frequency == 2
    assert slots[0].weight == pytest.approx(idf(2, len(RECORDS)))
    assert not slots[0].out_of_vocabulary
    assert not slots[0].source_term


def test_an_unknown_word_is_out_of_vocabulary_with_the_largest_weight() -> None:
    (slot,) = _slots("Kuraby")
    assert slot.out_of_vocabulary
    assert slot.weight == pytest.approx(idf(0, len(RECORDS)))
    assert slot.weight > max(s.weight for s in _slots("orphans intentions fasting"))


def test_a_bridge_adds_the_phrase_as_an_alternative() -> None:
    (slot,) = _slots("gambling")
    assert slot.term == "gambling"
    assert slot.alternatives == ("~gambling", "~game | chance")
    assert slot.bridged_to == ("game | chance",)
    assert slot.document_frequency == 1
    assert not slot.out_of_vocabulary


def test_the_longest_bridge_key_wins() -> None:
    lexicon = Lexicon(
        edition="en.pickthall",
        entries=(
            LexiconEntry(query="wine", phrase="sin"),
            LexiconEntry(query="fermented wine", phrase="strong drink"),
        ),
    )
    bridged = index(RECORDS, lexicon)
    slots = query_slots(bridged, ("fermented", "wine", "wine"), {})
    assert [(s.term, s.wording, s.bridged_to) for s in slots] == [
        ("fermented wine", "fermented wine", ("strong drink",)),
        ("wine", "wine", ("sin",)),
    ]


def test_a_source_term_names_collections_and_counts_their_size() -> None:
    slots = _slots("What does the Qur'an say about fasting?")
    source, subject = slots
    assert source.source_term
    assert source.term == "quran"
    assert source.scope == ("quran",)
    assert source.document_frequency == 4  # the Qur'an's passages, not those saying "Qur'an"
    assert source.weight == pytest.approx(idf(4, len(RECORDS)))
    assert source.alternatives == ()
    assert not subject.source_term


def test_a_source_term_scopes_only_collections_the_corpus_holds() -> None:
    quran_only = index(RECORDS[:4])
    (slot,) = query_slots(quran_only, ("hadith",), SOURCE_TERMS)
    assert slot.source_term
    assert slot.scope == ()
    assert slot.weight == 0.0


@pytest.mark.parametrize(
    ("word", "meaning"), [("أي", "which"), ("أيها", "O you"), ("سنين", "years")]
)
def test_a_word_that_only_shares_a_stem_with_a_source_term_is_a_subject(
    word: str, meaning: str
) -> None:
    # Fixed bug: source terms are compared by stem. Light10 stems آية (ayah) and أي
    # (which) alike, السنة (the Sunnah) and سنين (years) alike, so these words become source
    # terms: they lose their subject weight, and the question is ranked as if it named a source.
    slots = _slots(f"{word} الصيام")
    assert [s.term for s in slots if s.source_term] == [], f"{word} ({meaning})"


def test_slot_posting_keeps_the_best_weight_of_any_alternative() -> None:
    # Two alternatives with the same document frequency share one IDF already: the best weight
    # wins per passage, unscaled.
    passages = 10
    slot = Slot(
        term="a", wording="a", alternatives=("a", "b c"), document_frequency=4,
        weight=idf(4, passages),
    )  # fmt: skip
    merged = slot_posting(slot, {"a": {0: 1.0, 1: 0.5}, "b c": {1: 2.0, 2: 0.1}}, passages)
    assert merged == pytest.approx({0: 1.0, 1: 2.0, 2: 0.1})
    assert slot_posting(slot, {"a": {}, "b c": {}}, passages) == {}


def test_a_rare_bridged_phrase_does_not_outrank_the_word_itself() -> None:
    # Stored weights are saturation x the term's own IDF. Passage 0 has the common word,
    # passage 3 the rare phrase, with the same saturation: one slot, one weight, so they tie;
    # with their own IDFs the phrase would win.
    passages, saturation = 100, 1.5
    word = {o: saturation * idf(3, passages) for o in (0, 1, 2)}
    phrase = {3: saturation * idf(1, passages)}
    slot = Slot(
        term="w", wording="w", alternatives=("w", "p q"), document_frequency=4,
        weight=idf(4, passages),
    )  # fmt: skip
    merged = slot_posting(slot, {"w": word, "p q": phrase}, passages)
    assert phrase[3] > word[0]
    assert merged[3] == pytest.approx(merged[0])


def test_a_passage_holding_only_a_root_s_kin_keeps_one_weight_below_every_holder() -> None:
    # نزل asked: أنزل and تنزيل are of its root. A passage holding only them ranks below every
    # passage holding نزل, all at one weight whichever kin it holds and however strongly.
    passages = 100
    slot = Slot(
        term="نزل", wording="نزل", alternatives=("~نزل",), document_frequency=2,
        weight=idf(2, passages), kin=("~أنزل", "~تنزيل"),
    )  # fmt: skip
    postings = {"~نزل": {0: 2.0, 1: 1.0}, "~أنزل": {1: 5.0, 2: 3.0}, "~تنزيل": {3: 0.1, 2: 9.0}}
    merged = slot_posting(slot, postings, passages)
    assert merged[0] == 2.0
    assert merged[1] == 1.0  # it holds the word: its own weight, not its kin's
    assert merged[2] == merged[3] == pytest.approx(0.999 * 1.0)
    # The holders of the kin alone, without their weights, place them the same.
    holders = {"~أنزل": (1, 2), "~تنزيل": (3, 2)}
    assert slot_posting(slot, postings, passages, holders) == merged


def test_without_the_word_its_root_s_kin_rank_by_their_own_weight() -> None:
    passages = 100
    slot = Slot(
        term="نزل", wording="نزل", alternatives=("~نزل",), document_frequency=0,
        weight=idf(0, passages), kin=("~أنزل",),
    )  # fmt: skip
    merged = slot_posting(slot, {"~نزل": {}, "~أنزل": {1: 5.0, 2: 3.0}}, passages)
    assert merged[1] > merged[2] > 0


@pytest.mark.parametrize("seed", range(6))
def test_a_large_lemma_s_layered_posting_is_the_dict_it_stands_for(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A lemma held by many passages, another form of it, two related words and a rare word
    # beside it: read where asked, each weight (and the best of the pool) is the one made whole.
    draw = random.Random(seed)  # noqa: S311 - test data, not secrets
    passages = 3000
    lemma = {o: draw.uniform(0.5, 4.0) for o in sorted(draw.sample(range(passages), 1200))}
    form = dict.fromkeys(draw.sample(sorted(lemma), 700), 1.0)
    related = [
        {o: draw.uniform(0.5, 5.0) for o in draw.sample(range(passages), n)} for n in (9, 400)
    ]
    # Above every weight of the lemma's (only the rare word's passages are then scored), or not.
    rare = {
        o: draw.uniform(5.0 if seed % 3 else 0.1, 9.0) for o in draw.sample(range(passages), 60)
    }
    postings = {"~w": lemma, "=ws": form, "~r": related[0], "~s": related[1]}
    slot = Slot(
        term="w", wording="ws", alternatives=("~w",), document_frequency=1600,
        weight=idf(1600, passages), exact="=ws", related=("~r", "~s") if seed % 2 else ("~s",),
    )  # fmt: skip
    rarer = Slot(term="x", wording="x", alternatives=("~x",), document_frequency=60, weight=5.0)
    layered = slot_posting(slot, postings, passages)
    assert isinstance(layered, LayeredPosting)
    monkeypatch.setattr(score, "LAYERED_SIZE", passages + 1)
    whole = slot_posting(slot, postings, passages)
    assert list(layered.items()) == list(whole.items())
    assert len(layered) == len(whole)
    assert all(
        layered.get(o) == whole.get(o) and (o in layered) == (o in whole) for o in range(passages)
    )
    ceiling = max(layered.values())
    assert rank(INDEX, [(slot, layered), (rarer, rare)], [], 0.3, 50, greatest=(ceiling,)) == rank(
        INDEX, [(slot, whole), (rarer, rare)], [], 0.3, 50, greatest=(ceiling,)
    )


def test_ranking_is_by_absolute_score_then_corpus_order() -> None:
    slot = Slot(term="a", wording="a", alternatives=("a",), document_frequency=3, weight=1.0)
    ranked = rank(INDEX, [(slot, {5: 0.5, 2: 2.0, 1: 2.0})], [], 0.3, 10)
    assert ranked == [(1, 2.0), (2, 2.0), (5, 0.5)]
    assert rank(INDEX, [(slot, {5: 0.5, 2: 2.0, 1: 2.0})], [], 0.3, 1) == [(1, 2.0)]


def test_ranking_puts_a_named_source_first_even_when_it_scores_lower() -> None:
    source, subject = _slots("What does the Qur'an say about fasting?")
    posting = {INDEX.ordinals["quran:2:183"]: 0.5, INDEX.ordinals["muslim:1"]: 3.0}
    ranked = rank(INDEX, [(subject, posting)], [source], 0.0, 10)
    assert [INDEX.headers[o][0] for o, _ in ranked] == ["quran:2:183", "muslim:1"]
    with_bonus = dict(rank(INDEX, [(subject, posting)], [source], 0.3, 10))
    assert with_bonus[INDEX.ordinals["quran:2:183"]] == pytest.approx(0.5 + 0.3 * source.weight)
    assert with_bonus[INDEX.ordinals["muslim:1"]] == pytest.approx(3.0)


def test_only_passages_matching_a_subject_are_ranked() -> None:
    source, subject = _slots("What does the Qur'an say about fasting?")
    assert rank(INDEX, [(subject, {})], [source], 0.3, 10) == []


def test_a_verbal_ing_word_also_reaches_its_verb() -> None:
    # "reciting the Qur'an" is "recite the Qur'an": the corpus says "used to recite", and
    # "reciting" is kept as a lemma of its own, as WordNet's nouns ("learning") are.
    records = (
        hadith("bukhari", 3, "He used to recite in the month.", "كان يقرأ", chapter=None),
        hadith("bukhari", 4, "The reciting was long.", "القراءة", chapter=None),
    )
    ing = index(records)
    slots = query_slots(ing, content_tokens(tokenise("reciting in the month")), SOURCE_TERMS)
    reciting = next(slot for slot in slots if slot.wording == "reciting")
    assert reciting.predicate
    assert "~recite" in reciting.related


def test_a_verbal_ing_word_of_a_generic_verb_is_weak() -> None:
    # "making the pilgrimage", "keeping up the prayers": the pilgrimage and the prayers are
    # asked about; "make" and "keep" are generic, as they are in any other form.
    records = (
        hadith("bukhari", 3, "He used to make the pilgrimage.", "كان يحج", chapter=None),
        hadith("bukhari", 4, "The making of it.", "صنعه", chapter=None),
    )
    slots = query_slots(
        index(records), content_tokens(tokenise("making the pilgrimage")), SOURCE_TERMS
    )
    making = next(slot for slot in slots if slot.wording == "making")
    assert making.weak


def test_a_hyphenated_pair_no_passage_holds_is_one_unknown_compound() -> None:
    slots = query_slots(
        INDEX,
        content_tokens(tokenise("a knock-knock joke about orphans")),
        SOURCE_TERMS,
        hyphenated=frozenset({("knock", "knock")}),
    )
    compound = next(slot for slot in slots if slot.wording == "knock-knock")
    assert compound.unit
    assert compound.out_of_vocabulary
    assert "orphan" in [slot.term for slot in slots]


def test_a_hyphenated_word_made_with_a_prefix_is_no_compound() -> None:
    slots = query_slots(
        INDEX,
        content_tokens(tokenise("self-control and fasting")),
        SOURCE_TERMS,
        hyphenated=frozenset({("self", "control")}),
    )
    assert "self-control" not in [slot.wording for slot in slots]


def test_a_factoid_counts_its_predicates_whole() -> None:
    slots = [
        Slot(term="moses", wording="moses", alternatives=("~moses",), document_frequency=2,
             weight=4.0),
        Slot(term="bear", wording="born", alternatives=("~bear",), document_frequency=2,
             weight=4.0, predicate=True),
    ]  # fmt: skip
    assert [w for _, w in evidence_slots(slots)] == [4.0, 2.0]
    assert [w for _, w in evidence_slots(slots, predicates_whole=True)] == [4.0, 4.0]


@pytest.mark.parametrize(
    "verb", ["want", "try", "use", "stuff", "somebody", "guy", "somewhere", "anywhere"]
)
def test_a_verb_of_wanting_or_trying_is_weak(verb: str) -> None:
    # "a man who wanted to repent": the repenting is asked about, not the wanting; a passage
    # saying "if somebody wanted to kill" must not hold the question by that verb. (The test
    # lemma table is small, so the lemmas are written as they are.) Stop 41 (names-dev14-12):
    # "the guy who vowed …" asks of a man, as "someone" does. Stop 42 (facts-dev7-14, blind):
    # "… is it in bukhari or tirmidhi or somewhere" was held by "cupped somewhere between
    # Makkah and Madinah" (tirmidhi:777).
    records = (
        hadith("bukhari", 3, f"He {verb} to repent.", "أراد أن يتوب", chapter=None),
        hadith("bukhari", 4, "He repented.", "تاب", chapter=None),
    )
    slots = query_slots(index(records), content_tokens(tokenise(f"{verb} to repent")), SOURCE_TERMS)
    assert next(slot for slot in slots if slot.wording == verb).weak


@pytest.mark.parametrize(
    ("noun", "verb"),
    [
        ("تغيير", "غير"),  # تفعيل: غيّر
        ("اختيار", "اختار"),  # افتعال, hollow: اختار
        ("اجتماع", "اجتمع"),  # افتعال
        ("انقسام", "انقسم"),  # انفعال
        ("استغفار", "استغفر"),  # استفعال
        ("اكرام", "اكرم"),  # إفعال
        ("اسراء", "اسري"),  # إفعال of a defective verb: أسرى
    ],
)
def test_a_verbal_noun_spells_its_verb(noun: str, verb: str) -> None:
    assert verbal_noun_verb(noun) == verb


@pytest.mark.parametrize("noun", ["كتاب", "صلاة", "اسلم", "مسجد"])
def test_a_word_of_no_verbal_noun_pattern_spells_no_verb(noun: str) -> None:
    assert verbal_noun_verb(noun) is None
