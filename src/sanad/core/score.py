"""Query slots and BM25 scoring over the precomputed weights.

A *slot* is one thing the question asks about: a subject term with the bridged phrases that
may stand in for it, or a source term ("Qur'an", "hadith") that names where to look. Scores
are absolute BM25 sums; they are never divided by the best hit's score (normalising against
the best hit made the top result always look like a match, and refusal broke as the corpus
grew).
"""

import functools
import heapq
import itertools
import math
import operator
from collections.abc import (
    Callable,
    Collection,
    ItemsView,
    Iterable,
    Iterator,
    KeysView,
    Mapping,
    Sequence,
    ValuesView,
)
from collections.abc import Set as AbstractSet
from itertools import chain

import attrs

from sanad.core.analysis import WEAK_LEMMAS
from sanad.core.arabic_question import WEAK_FORMS as ARABIC_WEAK_FORMS
from sanad.core.clitics import DEFINITE, SUFFIXES, bare_forms
from sanad.core.config import scope_keys
from sanad.core.index import Index, idf
from sanad.core.lemma import GAP, LEMMA, POSSESSIVE, STEM_MARK, bare, lemma_term, surface_term
from sanad.core.normalise import normalise
from sanad.core.numbers import NUMBER_WORDS
from sanad.core.stem import is_arabic_token
from sanad.core.tokenise import word_set
from sanad.core.types import CollectionKey, Posting, Score, Term, Token, Weight

FAMILY_DISCOUNT = 0.6
"""The share of its weight a passage keeps when it holds only a derivationally related word
("kindness" for "kind"): below every passage holding the word itself."""
PREDICATE_SHARE = 0.5
"""The part of its weight a predicate word (see :attr:`Slot.predicate`) counts for in evidence."""
KIN_DISCOUNT = 0.5
"""The share of its weight a passage keeps when it holds only a lemma of the same Arabic root
(أنزل for نزل): below every passage holding the lemma or its derivational family (a lemma
ranks above a root match)."""
KIN_SHARE = 0.5
"""The part of its weight a slot counts for in evidence when a window holds only a lemma of
its root: a root also joins words of other senses (صدقة charity, صدق truth), so a root match
alone never carries a one-word subject past the gate."""
LEMMA_ONLY_DISCOUNT = 0.8
"""At most this share of its weight is kept by a passage holding only another form of the
word asked (its lemma): "fasting" ranks passages saying "fasting" above those saying "fast"."""


@attrs.frozen(kw_only=True)
class Slot:
    """One subject of the query with its alternatives, or one source term with its scope."""

    term: Term
    """The lemma (or lemmas of a unit, joined by spaces) this slot stands for, unprefixed."""
    wording: str
    """The question's own words for this slot (normalised)."""
    alternatives: tuple[Term, ...]
    """Index terms that count as this slot: its lemma term, then bridged phrases."""
    document_frequency: int
    """Passages containing any alternative (summed, capped at the corpus size); for a source
    term, the passages of the collections it names."""
    weight: Weight
    source_term: bool = False
    """True when the slot names where to look rather than what about."""
    scope: tuple[CollectionKey, ...] = ()
    """For a source term, the collections it names that this corpus holds."""
    exact: Term | None = None
    """The exact surface form's term, when the corpus holds other forms of the same lemma."""
    unit: bool = False
    """True for a multiword unit (a compound or name): it counts only as a whole phrase."""
    related: tuple[Term, ...] = ()
    """Derivationally related lemma terms ("~kindness" for "kind"), matched below the lemma."""
    kin: tuple[Term, ...] = ()
    """Lemma terms of the same Arabic root, matched below the related ones (:data:`KIN_SHARE`)."""
    weak: bool = False
    """A generic word ("happen", "make", "people") that scores but is not the subject: the
    evidence gate does not ask for it."""
    required: bool = False
    """A word no window may lack: the doing a how-to question asks about ("fire" in "How do I
    fire an employee?"), however common the word is elsewhere."""
    predicate: bool = False
    """A word that says something of the subject rather than naming it (a verb or adjective in
    WordNet's usage counts, or an -ing form: "caring for orphans", "warn against magic"): it
    counts at :data:`PREDICATE_SHARE` of its weight towards evidence."""

    @property
    def evidence_weight(self) -> Weight:
        """What this slot counts for in a passage's evidence share."""
        return 0.0 if self.weak else self.counted_weight

    @property
    def counted_weight(self) -> Weight:
        """Its weight towards evidence when it is counted: a predicate counts in part."""
        return self.weight * PREDICATE_SHARE if self.predicate else self.weight

    @property
    def out_of_vocabulary(self) -> bool:
        """True when no passage contains the term or any bridged phrase."""
        return self.document_frequency == 0

    @property
    def bridged_to(self) -> tuple[Term, ...]:
        """The phrases this slot was bridged to (alternatives other than the term itself)."""
        return tuple(bare(alt) for alt in self.alternatives[1:])


def evidence_slots(
    slots: Sequence[Slot], *, predicates_whole: bool = False
) -> list[tuple[Slot, Weight]]:
    """The slots the evidence asks for, with what each counts for.

    Every slot but the generic words; a subject made only of generic words is counted whole,
    as it stands. With ``predicates_whole`` (a factoid: "Where was Moses born?", "In what year
    was the Kaaba built?") a predicate counts its whole weight: the fact asked for is the
    event's, and a passage that names Moses but not his birth states no birthplace.
    """
    counted = [slot for slot in slots if not slot.weak] or list(slots)
    return [(slot, slot.weight if predicates_whole else slot.counted_weight) for slot in counted]


def query_slots(  # noqa: PLR0913 - the question's tokens and what its analysis says of them
    index: Index,
    tokens: Sequence[Token],
    source_terms: Mapping[Token, tuple[CollectionKey, ...]],
    names: frozenset[Token] = frozenset(),
    hyphenated: frozenset[tuple[Token, Token]] = frozenset(),
    *,
    nouns: frozenset[Token] = frozenset(),
) -> tuple[Slot, ...]:
    """Group the query's content tokens into slots, bridges and multiword units first.

    Longest first, then single words.

    ``source_terms`` maps normalised words to the collections they name; ``names`` are the
    words the question capitalises mid-sentence (a name never ends a compound);
    ``hyphenated`` the word pairs it writes with a hyphen ("knock-knock", "long-haul"): one
    compound, out of vocabulary when no passage has the two side by side; ``nouns`` the Arabic
    words the question shows to be nouns (after a preposition), which a verb's lemma may be.
    """
    lemmas = [t if t in (GAP, POSSESSIVE) else index.lemmatiser.lemma(t) for t in tokens]
    longest = max(2 * index.longest_bridge - 1, index.longest_unit)
    slots: list[Slot] = []
    starts: list[int] = []
    seen: set[Term] = set()
    joined = {
        i for i in range(len(tokens)) if _unknown_hyphenated(index, tokens, lemmas, i, hyphenated)
    }
    position = 0
    while position < len(lemmas):
        if lemmas[position] in (GAP, POSSESSIVE):
            position += 1
            continue
        start = position
        key, width = lemmas[position], 1
        for size in range(min(longest, len(lemmas) - position), 1, -1):
            if lemmas[position + size - 1] in (GAP, POSSESSIVE):
                continue
            candidate = " ".join(x for x in lemmas[position : position + size] if x != POSSESSIVE)
            if candidate in index.bridges or candidate in index.units:
                key, width = candidate, size
                break
        if width == 1 and position in joined:  # "knock-knock": one compound
            key, width = f"{lemmas[position]} {lemmas[position + 1]}", 2
        wording = ("-" if start in joined else " ").join(
            t for t in tokens[position : position + width] if t not in (GAP, POSSESSIVE)
        )
        position += width
        if key in seen:
            continue
        seen.add(key)
        starts.append(start)
        # Source terms are matched by the word as written (normalised), never by lemma.
        if width == 1 and wording in source_terms:
            scope = scope_keys(source_terms[wording], index.spans)
            size = sum(len(index.collection_span(k)) for k in scope)
            slots.append(
                Slot(
                    term=key,
                    wording=wording,
                    alternatives=(),
                    document_frequency=size,
                    weight=idf(size, index.passage_count) if size else 0.0,
                    source_term=True,
                    scope=scope,
                )
            )
            continue
        alternatives = (lemma_term(key.split(" ")), *index.bridges.get(key, ()))
        if width > 1:
            alternatives = (*alternatives, *_respelt(index, key))
        exact = surface_term(wording) if width == 1 else None
        related = tuple(lemma_term((other,)) for other in index.families.get(key, ()) if width == 1)
        kin = _kin(index, key) if width == 1 else ()
        frequency = min(
            index.passage_count,
            sum(index.document_frequency(alt) for alt in (*alternatives, *related))
            or sum(index.document_frequency(alt) for alt in kin),
        )
        slots.append(
            Slot(
                term=key,
                wording=wording,
                alternatives=alternatives,
                document_frequency=frequency,
                weight=idf(frequency, index.passage_count),
                exact=exact if exact and exact in index.postings else None,
                unit=width > 1 and (key in index.units or start in joined),
                related=related,
                kin=kin,
                weak=key in WEAK_LEMMAS or wording in ARABIC_WEAK_FORMS,
                predicate=(width == 1 and _predicate(index, key, wording)) or _a_count(wording),
            )
        )
    slots = _verbal_ing(index, slots, starts)
    return tuple(_compounds(index, _attributive(index, slots, starts), starts, names, nouns))


def _kin(index: Index, key: str) -> tuple[Term, ...]:
    """The lemma terms of a word's root (its kin).

    For a form no table holds and whose stem no passage has ("عطشان"): the lemma its stem
    spells (عطش), where passages hold it. For a form no table holds in the pattern of a verbal
    noun (تفعيل: تغيير, تطهير): the verb lemma its letters spell (يغير, طهر).
    """
    if not key.endswith(STEM_MARK):
        return tuple(lemma_term((other,)) for other in index.kin.get(key, ()))
    stem_ = key[: -len(STEM_MARK)]
    guesses = [] if index.document_frequency(LEMMA + key) else [stem_]
    verb = verbal_noun_verb(stem_)
    if verb is not None:  # the verb only (غير is also "other": its kin are not asked)
        guesses += [guess for guess in (verb, "ي" + verb) if guess in index.arabic_verbs]
    return tuple(
        dict.fromkeys(
            term
            for term in (lemma_term((guess,)) for guess in guesses)
            if index.document_frequency(term)
        )
    )


def verbal_noun_verb(form: str) -> str | None:
    """The verb a verbal noun's letters spell, by its pattern, or None.

    تفعيل (تغيير → غير), افتعال (اجتماع → اجتمع; hollow: اختيار → اختار), انفعال (انقسام →
    انقسم), استفعال (استغفار → استغفر), إفعال (إكرام → أكرم; a defective verb's: إسراء → أسرى).
    Read only of a word no table holds (:func:`_kin`), and kept only where it is a verb.
    """
    size = len(form)
    if size == 5 and form[0] == "ت" and form[3] == "ي":  # noqa: PLR2004
        return form[1:3] + form[4]
    if size == 7 and form.startswith("است") and form[5] == "ا":  # noqa: PLR2004
        return form[:5] + form[6]
    if size == 6 and form[0] == "ا" and form[4] == "ا" and (form[1] == "ن" or form[2] == "ت"):  # noqa: PLR2004
        hollow = form[2] == "ت" and form[3] in "يو"
        return form[:3] + "ا" + form[5] if hollow else form[:4] + form[5]
    if size == 5 and form[0] == "ا" and form[3] == "ا":  # noqa: PLR2004
        return form[:3] + ("ي" if form[4] == "ء" else form[4])
    return None


def _verbal_ing(index: Index, slots: list[Slot], starts: list[int]) -> list[Slot]:
    """An -ing word with more of the question after it is a predicate.

    "caring for orphans", "fasting in Ramadan": it says something of what follows, even where
    WordNet also has it as a noun. Last in the question ("moon landing", "fasting") it is the
    subject's own noun.
    """
    last = max(starts, default=0)
    return [
        attrs.evolve(
            slot,
            predicate=True,
            related=_with_verb(index, slot),
            weak=slot.weak or any(base in WEAK_LEMMAS for base in _ing_bases(slot.wording)),
        )
        if _ing_form(index, slot.wording) and not slot.unit and not slot.source_term
        and start != last and " " not in slot.term
        else slot
        for slot, start in zip(slots, starts, strict=True)
    ]  # fmt: skip


def _with_verb(index: Index, slot: Slot) -> tuple[Term, ...]:
    """A verbal -ing word's related terms, with its verb's lemma added.

    "learning the Qur'an" is "learn the Qur'an", though WordNet also has "learning" as a noun
    of its own.
    """
    verb = next((LEMMA + base for base in _ing_bases(slot.wording) if index.has_lemma(base)), None)
    if verb is None or verb in slot.alternatives or verb in slot.related:
        return slot.related
    return (*slot.related, verb)


def _attributive(index: Index, slots: list[Slot], starts: list[int]) -> list[Slot]:
    """An adjective right before a noun names part of the subject ("social media").

    Not something said of it ("thirsty dog"): it counts fully towards evidence.
    """
    out = list(slots)
    for position, slot in enumerate(slots[:-1]):
        following = slots[position + 1]
        if (
            slot.predicate
            and slot.term not in index.verbs
            and not _ing_form(index, slot.wording)
            and starts[position + 1] == starts[position] + 1
            and following.term in index.nouns
            and following.term not in index.predicates
        ):
            out[position] = attrs.evolve(slot, predicate=False)
    return out


_NUMERALS = word_set("""
    one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty
    hundred thousand first second third last
""")


_PREFIXES = frozenset({"self", "well", "non", "anti", "ex", "co", "re", "pre", "post", "half"})
"""Hyphenated first parts that make words, not compounds ("self-control", "well-known")."""


def _unknown_hyphenated(
    index: Index,
    tokens: Sequence[Token],
    lemmas: Sequence[str],
    position: int,
    hyphenated: frozenset[tuple[Token, Token]],
) -> bool:
    """Whether the tokens at ``position`` are a hyphenated pair no passage has side by side."""
    if position + 1 >= len(tokens) or (tokens[position], tokens[position + 1]) not in hyphenated:
        return False
    first, second = lemmas[position], lemmas[position + 1]
    return first not in _PREFIXES and not index.adjacent_somewhere(first, second)


def _compounds(
    index: Index,
    slots: list[Slot],
    starts: list[int],
    names: frozenset[Token],
    nouns: frozenset[Token] = frozenset(),
) -> list[Slot]:
    """Two nouns side by side that no passage has side by side are one, unknown compound.

    "blood bank", "spring season": a compound no passage holds is out of vocabulary, like an
    unknown word. Only nouns by WordNet's usage counts compound here (adjective compounds come
    from WordNet's own list: "black hole", "red cross"); never an -ing form ("making fun"), a
    number, a source word, a generic word, or a first word in -s ("the prophets camel").
    """
    if not index.bigrams:
        return slots
    merged: list[Slot] = []
    position = 0
    while position < len(slots):
        slot = slots[position]
        following = slots[position + 1] if position + 1 < len(slots) else None
        if (
            (
                following is not None
                and starts[position + 1] == starts[position] + 1
                and _arabic_compound(index, slot, following, nouns)
                and not _subject_after_its_verb(index, slots, starts, position)
                and not _ends_a_name(slots, starts, position)
                and not any(
                    index.adjacent_somewhere(first, following.term)
                    for first in (
                        slot.term,
                        *index.kin.get(slot.term, ()),
                        *(_PEOPLE_OF if slot.term in _PEOPLE_OF else ()),
                    )
                )
            )
            or (
                following is not None
                and starts[position + 1] == starts[position] + 1
                and _names_one(index, slot, following, names)
            )
            or (
                following is not None
                and starts[position + 1] == starts[position] + 1
                and _may_compound(index, slot)
                and _may_compound(index, following)
                and not _ing_form(index, slot.wording)
                and not _ing_form(index, following.wording)  # "the israelites asking": no compound
                and slot.wording not in _NUMERALS
                and not _plural_or_possessive(slot)  # "the prophets camel": the prophet's camel
                and following.wording not in names  # "fast Ramadan", "Jonah inside": no compound
                and not index.adjacent_somewhere(slot.term, following.term)
            )
        ):
            merged.append(
                Slot(
                    term=f"{slot.term} {following.term}",
                    wording=f"{slot.wording} {following.wording}",
                    alternatives=(lemma_term((slot.term, following.term)),),
                    document_frequency=0,
                    weight=idf(0, index.passage_count),
                    unit=True,
                )
            )
            position += 2
            continue
        merged.append(slot)
        position += 1
    return merged


_PEOPLE_OF = frozenset({"اهل", "اصحاب", "صاحب", "قوم", "ال"})
"""Words for the people of something (أهل، أصحاب، قوم، آل), as lemmas: one stands for another
before what they belong to ("أهل الكهف" are the Qur'an's "أصحاب الكهف")."""
_POSSESSOR = frozenset({"ذو", "ذا", "ذي", "ذات"})
""""Possessor of", in its cases: what stands before a name's second word (ذو النون)."""


def _arabic_compound(
    index: Index, slot: Slot, following: Slot, nouns: frozenset[Token] = frozenset()
) -> bool:
    """Two Arabic words that may name one thing: a noun before a definite one.

    "كرة القدم" (a construct), "البنك المركزي" (a noun and its adjective). Like two English
    nouns side by side, a pair no passage has side by side is an unknown compound (never a
    word known only by its stem, whose other forms are unknown), unless a
    word of the first one's root stands before the second somewhere ("محبة المرء", a man's
    love, is what "يحب المرء" says with the verb: :func:`_compounds` checks that). Never a
    source word, a generic word, a unit or an unknown word; the second must carry the article,
    so a name ("ابن عباس") or a construct before a name ("أبواب جهنم") is none; nor is a verb
    before its object ("يتعلم القرآن"), unless the question shows it a noun (``nouns``).
    """
    return (
        (slot.term not in index.arabic_verbs or slot.wording in nouns)
        and slot.term not in index.arabic_names  # "آدم القاتل": a name and its epithet
        and slot.term not in _POSSESSOR  # "ذو النون", "ذو القرنين": a name of its own kind
        and not _a_kind_of(slot.wording)  # "صلاة الاستخارة": two words
        and not _a_class_of(slot.wording)  # "نهر الفرات": the river, then which one
        # "قيام النبي الليل": a word in so many passages names no new thing with the next
        and slot.document_frequency < max(_EVERYWHERE * index.passage_count, _EVERYWHERE_LEAST)
        and not _carries_a_pronoun(slot.wording)  # "غزاها النبي": a verb and its subject
        and all(
            not s.source_term
            and not s.weak
            and not s.unit
            and not s.out_of_vocabulary
            and " " not in s.term
            and is_arabic_token(s.term)
            # A form known by its stem: its kin unknown. But a definite one before another
            # definite word, a noun and its adjective, is one name ("الهاتف المحمول").
            and (not s.term.endswith(STEM_MARK) or (s is slot and _definite(slot.wording)))
            for s in (slot, following)
        )
        and following.wording.startswith("ال")
    )


def _definite(wording: str) -> bool:
    """Whether an Arabic word as the question writes it carries the article (الهاتف)."""
    return wording.startswith("ال") and len(wording) > 3  # noqa: PLR2004 - more than the article and a letter


_EVERYWHERE = 0.13
"""A word in this share of the passages or more (النبي, الرسول) begins no unknown compound: so
common a word names no modern thing with the next one ("قيام النبي الليل", the Prophet's night
prayer). A share, not a count: with eight collections on, عمر (Umar, and a lifetime) stood in
4,500 passages and "عمر المختار" was read as two words, a count of 3,000 being reached by
growth alone (3,000 of 22,566 passages was the count first chosen)."""
_EVERYWHERE_LEAST = 100
"""In a corpus so small that 13 % of it is a handful of passages (a test's), a word is not
thereby everywhere: at least this many passages."""
_KINDS = frozenset(
    normalise(word)
    for word in word_set("""
    صلاة صلاه صيام صوم زكاة زكاه حج عمرة عمره دعاء غسل وضوء اعتكاف ركعة ركعه سجدة سجده خطبة
    خطبه تسبيح استغفار كفارة كفاره نذر
""")
)
"""Acts of worship ("صلاة الاستخارة", "دعاء الركوب"): before a definite noun, the kind of the
act, a construct the texts may write apart ("يعلمنا الاستخارة … فليركع ركعتين"); never a
modern name built of old words as "البنك المركزي" is. Not reading, a measure or a colour:
"قراءة الجريدة" (the newspaper, a palm stalk in the hadith) and "لون السيارة" stay unknown."""


def _in_construct(wording: str, words: frozenset[str]) -> bool:
    """Whether an Arabic word is one of ``words`` in construct, its clitics aside.

    Without the article (وصلاة، بصيام), which a construct's first word never takes: "الصوم
    الصحيح" is a noun and its adjective, one unknown name where no passage joins them.
    """
    return DEFINITE.match(wording) is None and any(form in words for form in bare_forms(wording))


def _a_kind_of(wording: str) -> bool:
    """Whether an Arabic word is one of :data:`_KINDS` (an act of worship) in construct."""
    return _in_construct(wording, _KINDS)


_CLASSES = frozenset(
    normalise(word)
    for word in word_set("""
    نهر جبل بحر وادي مدينة قرية بلد بلاد ارض جزيرة قبيلة غزوة بئر
""")
)
"""Classes of place, people or event ("نهر الفرات", "غزوة بدر", "قبيلة جهينة"): before a
definite noun, the class of the one named, a construct the texts write apart ("يحسر الفرات",
"يوم بدر"), as English "the river Euphrates" is (see answer._named_after_their_class)."""


def _a_class_of(wording: str) -> bool:
    """Whether an Arabic word is one of :data:`_CLASSES` (a class of place) in construct."""
    return _in_construct(wording, _CLASSES)


_PRONOUNS = tuple(suffix for suffix in SUFFIXES if len(suffix) > 1 and suffix not in {"نا", "ني"})
"""The attached pronouns of two letters or more but نا and ني (they, like ه, ك and ي, end too
many words to tell): هما، كما، هم، هن، كم، كن، ها."""


def _carries_a_pronoun(wording: str) -> bool:
    """Whether an Arabic word ends in an attached pronoun with three letters before it.

    A construct's first word never carries one: غزاها (he raided them) before النبي is a verb
    and its subject, however the lemma table reads غزاها.
    """
    return any(
        wording.endswith(pronoun) and len(wording) - len(pronoun) >= 3  # noqa: PLR2004
        for pronoun in _PRONOUNS
    )


def _subject_after_its_verb(
    index: Index, slots: list[Slot], starts: list[int], position: int
) -> bool:
    """A definite noun right after a verb: the verb's subject, and what follows its object.

    "خرق الخضر السفينة" (al-Khidr holed the boat) is a sentence, not one name: the first word of
    a construct never takes the article ("كرة القدم" after a verb stays one).
    """
    if position == 0 or starts[position] != starts[position - 1] + 1:
        return False
    return slots[position - 1].term in index.arabic_verbs and slots[position].wording.startswith(
        "ال"
    )


def _ends_a_name(slots: list[Slot], starts: list[int], position: int) -> bool:
    """The word right after "possessor of" (ذو، ذا، ذي، ذات): the last word of a name.

    "ذو القرنين الردم" is Dhu'l-Qarnayn and the barrier: القرنين is already the second word of
    a construct, and the definite word after it is another thing, not one name with it.
    """
    return (
        position > 0
        and starts[position] == starts[position - 1] + 1
        and slots[position - 1].term in _POSSESSOR
    )


def _plural_or_possessive(slot: Slot) -> bool:
    """A first word in -s that is not its own lemma.

    A plural, or a possessive typed without its apostrophe ("fatimas hand"): English compounds
    take a singular first word.
    """
    return slot.wording.endswith("s") and slot.wording != slot.term


def _names_one(index: Index, slot: Slot, following: Slot, names: frozenset[Token]) -> bool:
    """Two words the question capitalises side by side, which no passage has side by side.

    "the Big Apple", "the Red Crescent": one name, out of vocabulary like an unknown word,
    never its two words apart ("bitter-apple" is no Big Apple). Not a source word, a title
    that stands before any name ("Prophet Jonah"), or a word no passage holds (already unknown).
    """
    return (
        slot.wording in names
        and following.wording in names
        and not any(
            s.source_term or s.weak or s.unit or s.out_of_vocabulary for s in (slot, following)
        )
        and slot.term.isascii()
        and following.term.isascii()
        and not index.adjacent_somewhere(slot.term, following.term)
    )


def _may_compound(index: Index, slot: Slot) -> bool:
    return (
        not slot.source_term
        and not slot.weak
        and not slot.unit
        and not slot.out_of_vocabulary
        and slot.term.isascii()
        and " " not in slot.term
        and slot.term in index.nouns
        and slot.term not in index.predicates
    )


def _respelt(index: Index, key: str) -> tuple[Term, ...]:
    """A unit the corpus spells otherwise, respelt word by word through one-word bridges.

    "day of judgement" → "day of judgment", when that spelling stands in some passage.
    """
    words = key.split(" ")
    respelt = []
    for word in words:
        targets = [t for t in index.bridges.get(word, ()) if " " not in t]
        respelt.append(bare(targets[0]) if targets else word)
    term = lemma_term(respelt)
    return (term,) if respelt != words and index.document_frequency(term) else ()


def _a_count(wording: str) -> bool:
    """A count ("seven", "ninety-nine") says how many of the subject, as an adjective does."""
    return all(part in NUMBER_WORDS for part in wording.replace("-", " ").split())


def _predicate(index: Index, lemma: Term, wording: str) -> bool:
    """A verb or adjective by WordNet's usage counts, or an -ing verb form ("caring")."""
    if lemma in index.predicates:
        return True
    return _ing_form(index, wording) and wording not in index.ing_nouns


_MIN_ING = 6  # "thing", "king", "bring" are no -ing forms


def _ing_form(index: Index, wording: str) -> bool:
    """Whether a word is a verb's -ing form ("caring", "sitting"), not merely ending so.

    "spring", "king", "thing" are not: what precedes -ing must be a word of the corpus.
    """
    if len(wording) < _MIN_ING or not wording.endswith("ing"):
        return False
    return any(index.has_lemma(base) for base in _ing_bases(wording))


def _ing_bases(wording: str) -> list[str]:
    """The verbs an -ing form may come from: "learning" → learn, "caring" → care, "sit"."""
    stem = wording[:-3]
    bases = [stem, stem + "e"]
    if len(stem) > 2 and stem[-1] == stem[-2]:  # noqa: PLR2004 - "sitting" → "sit"
        bases.append(stem[:-1])
    return bases


LAYERED_SIZE = 1000
"""From this many passages of its lemma, a slot's posting is read where it is asked (see
:class:`LayeredPosting`): made whole, it was a pass in Python over each of them per question."""


@attrs.frozen(kw_only=True, eq=False)
class LayeredPosting(Mapping[int, float]):
    """A slot's posting over a large lemma's, each weight read where it is asked.

    Equal to the dict :func:`slot_posting` makes of the same parts (:attr:`whole`, made on
    first use): the lemma's weights, those of the passages holding only other forms of it
    (``lowered``) times ``factor``; then the passages only a related word holds: ``added``
    (made), and ``family``'s, each its weight times ``discount``, at most ``cap``. Ranking
    reads only the passages the question's other words hold, where no other can reach the
    pool (see :func:`rank`); judging reads a few candidates.
    """

    lemma: Posting
    lowered: AbstractSet[int] = frozenset()
    factor: float = 1.0
    added: Mapping[int, float] = attrs.field(factory=dict)
    family: Posting = attrs.field(factory=dict)
    discount: float = 1.0
    cap: float = math.inf

    def __getitem__(self, ordinal: int) -> float:
        """The weight of the passage at ``ordinal`` (KeyError when it holds none of it)."""
        weight = self.get(ordinal)
        if weight is None:
            raise KeyError(ordinal)
        return weight

    def get(self, ordinal: int, default: float | None = None) -> float | None:  # type: ignore[override]
        """The weight of the passage at ``ordinal``, or ``default``."""
        weight = self.lemma.get(ordinal)
        if weight is not None:
            return self.factor * weight if ordinal in self.lowered else weight
        weight = self.added.get(ordinal)
        if weight is not None:
            return weight
        weight = self.family.get(ordinal)
        if weight is None:
            return default
        return min(weight * self.discount, self.cap)

    def weights_at(self, ordinals: Iterable[int]) -> dict[int, float]:
        """The weight of each of ``ordinals`` it holds (those it does not hold are left out)."""
        lemma, factor = self.lemma, self.factor
        found = {ordinal: lemma[ordinal] for ordinal in ordinals if ordinal in lemma}
        for ordinal in self.lowered & found.keys():  # in C, over the fewer
            found[ordinal] = factor * found[ordinal]
        if self.added or self.family:
            added, family, discount, cap = self.added, self.family, self.discount, self.cap
            rest = [ordinal for ordinal in ordinals if ordinal not in found]
            found.update({ordinal: added[ordinal] for ordinal in rest if ordinal in added})
            found.update(
                {
                    ordinal: scaled if (scaled := family[ordinal] * discount) <= cap else cap
                    for ordinal in rest
                    if ordinal in family and ordinal not in added
                }
            )
        return found

    def __contains__(self, ordinal: object) -> bool:
        """Whether the passage at ``ordinal`` holds the slot's word (or a related one)."""
        return ordinal in self.lemma or ordinal in self.added or ordinal in self.family

    def __bool__(self) -> bool:
        """True: the lemma of a layered posting is held (it is made only of a large one)."""
        return bool(self.lemma)

    @property
    def least_size(self) -> int:
        """How many passages it holds at least (counted without reading ``family``)."""
        return len(self.lemma) + len(self.added)

    @functools.cached_property
    def _size(self) -> int:
        held = self.lemma.__contains__, self.added.__contains__
        family = len(self.family) - sum(map(held[0], self.family)) - sum(map(held[1], self.family))
        return self.least_size + family

    def __len__(self) -> int:
        """How many passages it holds."""
        return self._size

    @functools.cached_property
    def whole(self) -> dict[int, float]:
        """The posting as one dict, as :func:`slot_posting` makes it (same order)."""
        merged = dict(self.lemma)
        if self.lowered:
            lemma, factor = self.lemma, self.factor
            merged.update(zip(self.lowered, [factor * lemma[o] for o in self.lowered], strict=True))
        merged.update(self.added)
        discount, cap = self.discount, self.cap
        merged.update(
            {
                ordinal: scaled if (scaled := weight * discount) <= cap else cap
                for ordinal, weight in self.family.items()
                if ordinal not in merged
            }
        )
        return merged

    def __iter__(self) -> Iterator[int]:
        """The passages, in the order of :attr:`whole`."""
        return iter(self.whole)

    def keys(self) -> KeysView[int]:
        """:attr:`whole`'s keys (read in C)."""
        return self.whole.keys()

    def values(self) -> ValuesView[float]:
        """:attr:`whole`'s values (read in C)."""
        return self.whole.values()

    def items(self) -> ItemsView[int, float]:
        """:attr:`whole`'s items (read in C)."""
        return self.whole.items()


def as_dict(posting: Posting) -> Posting:
    """``posting``, a layered one made whole: a mapping C reads without a call per passage."""
    return posting.whole if isinstance(posting, LayeredPosting) else posting


def slot_posting(  # noqa: PLR0913 - the slot, its postings, and what is known of them
    slot: Slot,
    alternatives: Mapping[Term, Posting],
    passages: int,
    kin_holders: Mapping[Term, Collection[int]] | None = None,
    *,
    other_forms: Collection[int] | None = None,
    form_holders: Sequence[Collection[int]] | None = None,
    extremes: tuple[float, float] | None = None,
    least_held: float | None = None,
) -> Posting:
    """Passages containing any of a subject slot's alternatives, each with its best weight.

    ``alternatives`` holds the decoded posting of every alternative (and of ``slot.exact``,
    unless ``other_forms`` gives the passages holding the lemma but not the form asked),
    and of the root's kin unless ``kin_holders`` gives the passages holding each (a kin-only
    passage's weight does not depend on its own, while a passage holds the word itself).
    ``form_holders``, when given with ``other_forms``, are the passages holding each form asked
    (of the lemma's passages, those outside ``other_forms`` are the ones among them).
    ``extremes``, when given, are the least and greatest weight of the lemma's posting;
    ``least_held``, the least weight of its passages outside ``other_forms``.
    The alternatives of one slot stand for one word of the question, so they share one IDF —
    that of the most frequent alternative — instead of each keeping its own: a rare bridged
    phrase must not outrank the word itself. Where the question's exact form is indexed, a
    passage holding only another form of its lemma keeps at most
    :data:`LEMMA_ONLY_DISCOUNT` of its weight and always less than the least exact match.
    A passage holding only a derivationally related word ranks below every holder of the word;
    one holding only a lemma of its Arabic root, below those too, all at one weight (see
    :func:`_with_kin`).
    A source slot has no posting: it matches by collection, in :func:`rank`.
    """
    lemma: Posting = alternatives.get(slot.alternatives[0], {}) if slot.alternatives else {}
    other_forms = _lemma_only(slot, alternatives, lemma) if other_forms is None else other_forms
    least = extremes[0] if extremes else None  # the least weight merged so far, when known
    holders = alternatives if kin_holders is None else kin_holders
    if _layerable(slot, alternatives, lemma, holders):
        return _layered(
            slot, alternatives, lemma, other_forms, least, form_holders, extremes, least_held
        )
    scaled: dict[int, float] | None = None  # the lemma's posting, other forms scaled
    if other_forms and len(other_forms) < len(lemma):
        held, floor, factor = _other_forms_factor(
            lemma, other_forms, least, form_holders, extremes, least_held
        )
        lowered = [factor * weight for weight in held]
        scaled = dict(lemma)  # copied in C, as the other forms are scaled
        scaled.update(zip(other_forms, lowered, strict=True))
        lemma, least = scaled, min(floor, *lowered)
    postings = sorted(
        (p for p in (lemma, *(alternatives[alt] for alt in slot.alternatives[1:])) if p),
        key=len,
        reverse=True,
    )
    if postings and postings[0] is scaled and scaled is not None:
        merged = scaled  # already this call's own
    else:
        merged = dict(postings[0]) if postings else {}
    if len(postings) != 1 or postings[0] is not lemma:
        least = None  # other alternatives were merged in
    if len(postings) > 1:
        basis = idf(len(postings[0]), passages)
        for posting in postings[1:]:
            scale = basis / idf(len(posting), passages)
            for ordinal, weight in posting.items():
                rescaled = weight * scale
                if rescaled > merged.get(ordinal, 0.0):
                    merged[ordinal] = rescaled
    least = _add_below(
        merged, [alternatives.get(term) for term in slot.related], FAMILY_DISCOUNT, least
    )
    if not merged:  # no passage holds the word: its root's kin rank by their own weights
        _add_below(merged, [alternatives.get(term) for term in slot.kin], KIN_DISCOUNT)
        return merged
    return _with_kin(merged, [holders.get(term) for term in slot.kin], least)


def _lemma_only(slot: Slot, alternatives: Mapping[Term, Posting], lemma: Posting) -> set[int]:
    """The passages of ``lemma`` without the slot's exact form (none when it has none)."""
    exact = alternatives.get(slot.exact) if slot.exact else None
    return lemma.keys() - exact.keys() if exact else set()


def _layerable(
    slot: Slot,
    alternatives: Mapping[Term, Posting],
    lemma: Posting,
    kin_holders: Mapping[Term, Collection[int]],
) -> bool:
    """Whether a slot's posting is layered: a large lemma's, no bridge and no kin held."""
    return (
        len(lemma) >= LAYERED_SIZE
        and not any(alternatives[alt] for alt in slot.alternatives[1:])
        and not any(kin_holders.get(term) for term in slot.kin)
    )


def _other_forms_factor(  # noqa: PLR0913, PLR0917 - slot_posting's parts, as it has read them
    lemma: Posting,
    other_forms: Collection[int],
    least: float | None,
    form_holders: Sequence[Collection[int]] | None,
    extremes: tuple[float, float] | None,
    least_held: float | None,
) -> tuple[list[float], float, float]:
    """The other forms' weights, the least exact match and the factor scaling them below it.

    Other forms of the same word rank below the form asked for: scaled under the least exact
    match (the largest weight bounds them all, so one pass in C finds the factor).
    """
    held = list(map(lemma.__getitem__, other_forms))
    floor = (
        least_outside(lemma, other_forms, least, held, form_holders)
        if least_held is None
        else least_held
    )
    most = extremes[1] if extremes else max(lemma.values())
    return held, floor, min(LEMMA_ONLY_DISCOUNT, 0.999 * floor / most)


def _layered(  # noqa: PLR0913, PLR0917 - slot_posting's parts, as it has read them
    slot: Slot,
    alternatives: Mapping[Term, Posting],
    lemma: Posting,
    other_forms: Collection[int],
    least: float | None,
    form_holders: Sequence[Collection[int]] | None,
    extremes: tuple[float, float] | None,
    least_held: float | None,
) -> LayeredPosting:
    """:func:`slot_posting` of a slot over a large lemma, no bridge and no kin held: layered.

    The same weights, each worked out as slot_posting works it out, where it is read.
    """
    lowered: AbstractSet[int] = frozenset()
    factor = 1.0
    if other_forms and len(other_forms) < len(lemma):
        held, floor, factor = _other_forms_factor(
            lemma, other_forms, least, form_holders, extremes, least_held
        )
        # Scaling keeps order (rounding is monotonic): the least scaled is the least, scaled.
        lowered = other_forms if isinstance(other_forms, AbstractSet) else set(other_forms)
        least = min(floor, factor * min(held))
    present = [family for term in slot.related if (family := alternatives.get(term))]
    if not present:
        return LayeredPosting(lemma=lemma, lowered=lowered, factor=factor)
    if least is None:
        least = min(lemma.values())
    # Every family but the last is added as _add_below adds it; the last is read where asked.
    added: dict[int, float] = {}
    ceiling = least
    for family in present[:-1]:
        cap = 0.999 * ceiling if ceiling else math.inf
        new = {
            ordinal: scaled if (scaled := weight * FAMILY_DISCOUNT) <= cap else cap
            for ordinal, weight in family.items()
            if ordinal not in lemma and ordinal not in added
        }
        added.update(new)
        if new:
            ceiling = min(ceiling, *new.values())
    return LayeredPosting(
        lemma=lemma,
        lowered=lowered,
        factor=factor,
        added=added,
        family=present[-1],
        discount=FAMILY_DISCOUNT,
        cap=0.999 * ceiling if ceiling else math.inf,
    )


def least_outside(
    weights: Mapping[int, float],
    others: Collection[int],
    least: float | None = None,
    held: Collection[float] | None = None,
    outside: Sequence[Collection[int]] | None = None,
) -> float:
    """The least of ``weights`` over the keys not among ``others`` (some key must not be).

    The least weight of all (``least``, when the caller knows it), unless only keys among
    ``others`` have it (a few, beside a common word's thousands; ``held``, when given, are
    their weights): then the keys outside them are searched. ``outside``, when given, holds
    them too: the keys of ``weights`` among its collections are those not among ``others``.
    """
    if least is None:
        least = min(weights.values())
    if least not in (map(weights.__getitem__, others) if held is None else held):
        return least
    if outside is not None and 2 * sum(map(len, outside)) < len(weights) + len(others):
        # Few passages hold the form asked ("given" of "give"): each read once, in C, where
        # the set of every other key would be made and emptied of the rest.
        get, absent = weights.get, itertools.repeat(math.inf)
        return min(chain.from_iterable(map(get, held_by, absent) for held_by in outside))
    return min(map(weights.__getitem__, weights.keys() - others))


def _with_kin(
    merged: dict[int, float], families: list[Collection[int] | None], least: float | None = None
) -> dict[int, float]:
    """``merged`` with the passages holding only a lemma of the root, just below all it holds.

    ``merged`` is the caller's own, and may be added to in place; ``least``, when the caller
    knows it, is its least weight. A root also joins words of other senses (صدقة charity, صدق
    truth), so how strongly a passage holds the kin says nothing of the word asked: each such
    passage keeps one weight, 0.999 of the least weight held, and ranks by the rest of the
    question (then corpus order).
    """
    present = [family for family in families if family]
    if not present:
        return merged
    below = 0.999 * (min(merged.values()) if least is None else least)
    # Made in C: a root's kin can hold thousands of passages, the word tens of thousands.
    # Whichever side is smaller is the one gone over twice (the order of a posting's
    # passages is never read).
    if sum(map(len, present)) > len(merged):
        kin = dict.fromkeys(chain.from_iterable(present), below)
        kin.update(merged)
        return kin
    merged.update(dict.fromkeys(set(chain.from_iterable(present)).difference(merged), below))
    return merged


def _add_below(
    merged: dict[int, float],
    families: list[Posting | None],
    discount: float,
    least: float | None = None,
) -> float | None:
    """Add the passages that hold only a related word, discounted and below every one held.

    ``least``, when the caller knows it, is the least weight of ``merged``; what is returned is
    its least weight after (None when not known).
    """
    present = [family for family in families if family]
    if not present:
        return least
    # The least weight held so far, kept as families are added (not searched for again).
    if least is None and merged:
        least = min(merged.values())
    ceiling = least
    for family in present:
        cap = 0.999 * ceiling if ceiling else math.inf  # no cap: every scaled weight is below
        added = {  # a dict, not pairs: merged and its least found in C
            ordinal: scaled if (scaled := weight * discount) <= cap else cap
            for ordinal, weight in family.items()
            if ordinal not in merged
        }
        merged.update(added)
        if added:
            lowest = min(added.values())
            ceiling = lowest if ceiling is None else min(ceiling, lowest)
    return ceiling


def rank(  # noqa: PLR0913 - what ranks, and the passages it may rank among
    index: Index,
    subject: Sequence[tuple[Slot, Posting]],
    sources: Sequence[Slot],
    discount: float,
    pool: int,
    *,
    only: frozenset[int] | None = None,
    greatest: Sequence[float | None] = (),
) -> list[tuple[int, Score]]:
    """The ``pool`` best passages: in a named source first, then by BM25, then corpus order.

    ``only``, when given, holds the passages that may be ranked at all (a surah asked within);
    ``greatest``, a weight no weight of each subject posting exceeds, where one is known (in
    the order of ``subject``).

    Only passages matching a subject slot are scored. When the question names a source
    ("What does the Qur'an say …"), passages of that source come first; each source slot also
    adds its discounted weight to the score of the passages it names.
    """
    bounded = sorted(
        (
            (posting, ceiling)
            for (_, posting), ceiling in itertools.zip_longest(subject, greatest[: len(subject)])
            if posting
        ),
        key=_sizes([posting for _, posting in subject if posting]),
        reverse=True,
    )
    postings = [posting for posting, _ in bounded]
    if not postings:
        return []
    found = _where_touched(postings, bounded[0][1], pool, alone=not sources and only is None)
    if found is not None:
        return found
    scores = dict(postings[0])  # copied in C; only the smaller postings are added in Python
    get = scores.get
    for posting in postings[1:]:
        for ordinal, weight in posting.items():
            scores[ordinal] = get(ordinal, 0.0) + weight
    if only is not None:
        scores = {ordinal: weight for ordinal, weight in scores.items() if ordinal in only}
    named: dict[int, float] = {}
    for slot in sources:
        bonus = slot.weight * discount
        # One pass over the scores per run of named ordinals (a hadith collection's three
        # spans are one run), not one per collection with each passage updated one by one.
        for start, stop in _runs(index, slot.scope):
            added = {o: w + bonus for o, w in scores.items() if start <= o < stop}
            scores.update(added)
            named.update(added)
    # The rarest word's passages score high: the least of their best bounds the pool's.
    likely = postings[-1] if len(postings) > 1 else ()
    first = _best(named, pool, likely)
    if len(first) == pool:
        return first
    if named:
        rest = {o: w for o, w in scores.items() if o not in named}
        return first + _best(rest, pool - len(first), likely)
    # A passage only the largest posting holds scores at most its greatest weight, where known.
    ceiling = bounded[0][1] if len(postings) > 1 else None
    return _best(scores, pool, likely, postings[1:], ceiling)


def _sizes(postings: Sequence[Posting]) -> Callable[[tuple[Posting, float | None]], int]:
    """What orders the postings by size: a layered posting is counted whole only if needed.

    One layered posting holding more passages than every other without its last family is
    the largest, whatever that family adds.
    """
    layered = [p for p in postings if isinstance(p, LayeredPosting)]
    others = [len(p) for p in postings if not isinstance(p, LayeredPosting)]
    if len(layered) == 1 and layered[0].least_size > max(others, default=0):
        return lambda pair: (
            pair[0].least_size if isinstance(pair[0], LayeredPosting) else len(pair[0])
        )
    return lambda pair: len(pair[0])


def _where_touched(
    postings: list[Posting], ceiling: float | None, count: int, *, alone: bool
) -> list[tuple[int, Score]] | None:
    """:func:`rank`'s best, where the largest posting is layered and need not be read whole.

    ``alone``: the scores are the postings' sums alone (no source named, no passage left
    out). None where the largest posting must be read whole: it is then made whole, in place.
    """
    largest = postings[0]
    if not isinstance(largest, LayeredPosting):
        return None
    if alone and len(postings) > 1:
        found = _best_touched(largest, postings[1:], count, ceiling)
        if found is not None:
            return found
    postings[0] = largest.whole
    return None


def _best_touched(
    largest: LayeredPosting, touched: Sequence[Posting], count: int, ceiling: float | None
) -> list[tuple[int, Score]] | None:
    """:func:`_best` of the scores :func:`rank` sums, read only where the smaller postings are.

    Where only they can reach the pool (``ceiling`` bounds the largest posting's weights,
    below the pool's floor among the rarest word's passages), each of their passages is
    scored as rank scores it, the largest posting's weight read where it is held. None where
    that is not so (every passage is then scored).
    """
    likely = touched[-1]
    if (
        ceiling is None
        or count <= 0
        or largest.least_size <= count
        or len(likely) < count
        or sum(map(len, touched)) * 3 >= largest.least_size
    ):
        return None
    # Added as rank adds them, to the largest posting's weights where it holds them.
    union = set().union(*touched)
    scores = largest.weights_at(union)
    get = scores.get
    for posting in touched:
        for ordinal, weight in posting.items():
            scores[ordinal] = get(ordinal, 0.0) + weight
    floor = _kth_largest([scores[ordinal] for ordinal in likely], count)
    if ceiling >= floor:
        return None
    chosen = [(o, w) for o in union if (w := scores[o]) >= floor]
    return _in_order(chosen, count)


def _runs(index: Index, scope: Sequence[CollectionKey]) -> list[tuple[int, int]]:
    """The ordinals of the named collections, as runs (start, stop): neighbours are joined."""
    runs: list[tuple[int, int]] = []
    for start, stop in sorted(
        (span.start, span.stop) for span in map(index.collection_span, scope)
    ):
        if start == stop:
            continue
        if runs and runs[-1][1] == start:
            runs[-1] = (runs[-1][0], stop)
        else:
            runs.append((start, stop))
    return runs


def _kth_largest(values: Collection[float], k: int) -> float:
    """The ``k``-th largest of ``values`` (``k`` at most their number): nlargest(k)[-1].

    Sorted in C where the values are few beside ``k`` (faster than nlargest's loop in Python,
    which wins only where they are many).
    """
    if len(values) <= _FEW_TIMES * k:
        return sorted(values, reverse=True)[k - 1]
    return heapq.nlargest(k, values)[-1]


_FEW_TIMES = 20
"""Up to this many values per one asked, :func:`_kth_largest` sorts them all."""


def _best(
    scores: Mapping[int, float],
    count: int,
    likely: Collection[int] = (),
    touched: Sequence[Collection[int]] = (),
    ceiling: float | None = None,
) -> list[tuple[int, Score]]:
    """The ``count`` highest scores, ties in corpus order (exactly as a full sort would give).

    ``likely`` are passages expected to score high (the rarest word's): the ``count``-th best
    of their scores is a floor the ``count`` best cannot fall below, found without a pass over
    every score in Python. Where every passage but those ``touched`` holds (the smaller
    postings) scores at most ``ceiling``, below that floor, only those are gone over.
    """
    if count <= 0 or not scores:
        return []
    if len(scores) > count:
        held = [weight for ordinal in likely if (weight := scores.get(ordinal)) is not None]
        values = held if len(held) >= count else scores.values()
        floor = _kth_largest(values, count)
        # Gone over in Python, the touched must be far fewer than the scores to be worth it.
        few = touched and sum(map(len, touched)) * 3 < len(scores)
        if few and ceiling is not None and ceiling < floor:
            chosen = [
                (o, w)
                for o in set().union(*touched)
                if (w := scores.get(o)) is not None and w >= floor
            ]
        else:
            if few and len(touched) > 1:
                # The smaller postings' passages, all scored, raise the floor (a common
                # word's thousands are then carried past it in C, few of them in Python).
                raised = [w for o in set().union(*touched) if (w := scores.get(o)) is not None]
                if len(raised) >= count:
                    floor = max(floor, _kth_largest(raised, count))
            chosen = [(o, w) for o, w in scores.items() if w >= floor]
    else:
        return _in_order(list(scores.items()), count)
    return _in_order(chosen, count)


def _in_order(chosen: list[tuple[int, Score]], count: int) -> list[tuple[int, Score]]:
    """The ``count`` best of ``chosen`` (all at or above the floor of the ``count`` best)."""
    if len(chosen) > 2 * count:  # a low floor: the exact one, from what is above it
        cutoff = _kth_largest([w for _, w in chosen], count)
        chosen = [(o, w) for o, w in chosen if w >= cutoff]
    # By score, greatest first, ties in corpus order: two sorts by one field each (the second
    # is stable), not a key tuple made in Python for each passage.
    chosen.sort(key=operator.itemgetter(0))
    chosen.sort(key=operator.itemgetter(1), reverse=True)
    return chosen[:count]
