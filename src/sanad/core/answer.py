"""``answer(index, config, question) -> Verdict``: the whole pipeline as one pure function.

policy → tokenise → stem → bridge → score → gate → verdict. The same inputs always give an
equal verdict; nothing here reads a file, the clock or the environment. ``search`` is the same
retrieval without policy or gates, for inspecting the index.
"""

import bisect
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from functools import partial
from itertools import filterfalse
from typing import cast

import attrs

from sanad.core.analysis import (
    FACTOID_KINDS,
    Analysis,
    age_at_anothers_event,
    analyse,
    arabic_act_verb,
    arabic_his_thing,
    claimed_deed,
    english_act_verb,
    english_possession,
    fathers_name,
    his_event_asked,
    his_thing_asked,
    named_with_father,
    ones_event_asked,
    other_source,
    persons_deed,
)
from sanad.core.arabic_facts import (
    may_name_in,
    name_heads,
    names_a_person,
    names_place,
    places_named,
)
from sanad.core.arabic_question import mostly_arabic
from sanad.core.arabic_spelling import spoken_reading
from sanad.core.clitics import as_ta_marbuta, bare_forms, clitic_forms
from sanad.core.config import AnswerConfig, Gates
from sanad.core.cooccurrence import joint_terms
from sanad.core.doers import (
    done_by,
    done_by_another_named,
    done_by_him,
    done_by_others,
    done_by_others_in_english,
    told_as_his,
    told_as_his_in_arabic,
    told_likewise,
)
from sanad.core.earlier_prophets import (
    OTHER_PROPHETS_EN,
    THE_PROPHET_ASKED,
    asks_of_the_prophet,
    tells_of_an_earlier_prophet,
)
from sanad.core.english_places import names_english_place, places_asked
from sanad.core.evidence import (
    NO_EVIDENCE,
    READ_ON,
    Evidence,
    evidence,
    owner_forms,
    sides_read,
    sought,
)
from sanad.core.gate import (
    coverage_of,
    failed_gates,
    joint_coverage_of,
    joint_terms_needed,
    oov_ratio,
)
from sanad.core.index import Index, idf, read_narrators
from sanad.core.instructions import set_aside
from sanad.core.isnad import from_link, transmits
from sanad.core.lemma import (
    GAP,
    LEMMA,
    MARKS,
    POSSESSIVE,
    bare,
    gapped_tokens,
    hyphenated_pairs,
    lemma_term,
    surface_term,
)
from sanad.core.marks import marked_otherwise
from sanad.core.narrators import (
    ARABIC_NAME_PARTICLES,
    ARABIC_SON_OF,
    LATIN_NAME_PARTICLES,
    arabic_name_tokens,
    arabic_nisba,
    arabic_persons_asked,
    arabic_persons_deed,
    arabic_sons_asked,
    before_the_prophets_words,
    deed_of_a_relative,
    fold_name,
    forms_asked,
    latin_names,
    may_be_named,
    name_tokens,
    name_words,
    name_words_in_order,
    names_a_namesake_only,
    names_as_asked,
    names_every_arabic_person,
    names_every_person,
    names_in_narrator_line,
    names_in_read,
    names_narrator,
    only_narrates,
    persons_named,
)
from sanad.core.negated import holds_negated, negated_acts
from sanad.core.normalise import FORMAT_CHARACTERS, normalise
from sanad.core.numbers import number_asked_to_be_shown, spell_counts
from sanad.core.ordinals import FIRST, first_asked, first_only_as_the_ancients
from sanad.core.policy import first_matching_rule
from sanad.core.prophets_words import (
    capitalised_in,
    holds_the_name,
    named_only_in_brackets,
    names_someone,
    stands_outside_the_frame,
    tells_his_words_from,
    tells_the_prophets_words,
    within_his_arabic_words,
    within_his_arabic_words_in_any,
    within_his_words_as_named,
    written_as_a_name,
    written_as_a_place,
    written_with_father,
)
from sanad.core.qudsi import tells_allahs_words
from sanad.core.question import check_question
from sanad.core.question_refs import CLOCK_TIME, QuestionReference, question_references
from sanad.core.references import Reference, find_references, referenced_ids, unresolved_reason
from sanad.core.sayings import (
    asked_saying,
    asks_whether_he_said,
    forms_to_stand,
    holds_a_run,
    holds_the_forms,
    said_by_another,
    saying_runs,
)
from sanad.core.score import Slot, as_dict, query_slots, rank, slot_posting
from sanad.core.senses import PresentDaySense, present_day
from sanad.core.sentence_parts import PartsMemo, PartsReader, parts_memo
from sanad.core.sentences import sentences
from sanad.core.spelling import chat_form, correction, transliterated
from sanad.core.story import STORY_PERSONS, person_named
from sanad.core.terms import is_arabic_term
from sanad.core.tokenise import STOPWORDS, tokenise, word_matches, word_set, words
from sanad.core.types import CollectionKey, MatchedIn, Posting, Score, Term, VerdictKind
from sanad.core.verdict import (
    AnalysisTrace,
    BridgeUse,
    CandidateTrace,
    Hit,
    Match,
    RuleRef,
    SearchResult,
    TermTrace,
    Trace,
    Verdict,
)

DEFAULT_K = 5
"""How many passages an answer carries unless asked otherwise."""
MAX_K = 50
"""The most passages one answer may carry."""
_TRACED_CANDIDATES = 10
_CANDIDATE_GATES = frozenset(
    {
        "gate:retrieval_threshold",
        "gate:min_coverage",
        "gate:require_pivot_term",
        "gate:min_evidence",
        "gate:answer_type",
        "gate:narrator",
        "gate:qudsi",
        "gate:prophets_words",
        "gate:named_source",
    }
)


def scope_line(index: Index) -> str:
    """The scope of an absence: which collections were searched (never "does not exist")."""
    titles = [info.collection.title for info in index.collections.values()]
    return (
        f"Not found in these {len(titles)} collections: {', '.join(titles)}. "
        "This describes this corpus only; it does not say that no source exists."
    )


def _check_k(k: int) -> None:
    if not 1 <= k <= MAX_K:
        msg = f"k must lie between 1 and {MAX_K}, got {k}"
        raise ValueError(msg)


_MID_SENTENCE_CAPITAL = re.compile(r"(?<![.!?:;]\s)(?<!^)(?<=\s)([A-Z][a-z]+)")


def capitalised(text: str) -> frozenset[str]:
    """The words ``text`` capitalises mid-sentence (names, normalised).

    None when it capitalises most of its words: a title-cased or shouted question says
    nothing about names.
    """
    # Read as a reader sees it: no invisible character, each run of whitespace one space
    # ("D\u200brink" is capitalised; "it.  Drink" begins a sentence).
    seen = " ".join(FORMAT_CHARACTERS.sub("", text).split())
    found = _MID_SENTENCE_CAPITAL.findall(seen)
    if len(found) * 2 > len(seen.split()):
        return frozenset()
    return frozenset(normalise(word) for word in found)


_NAME_PARTICLES = ARABIC_NAME_PARTICLES | {"ال"}
"""Parts of an Arabic name that change with its case (أبو / أبي / أبا) or stand in many."""


def _unknown_name(index: Index, slot: Slot) -> bool:
    """Whether a narrator's name the question writes in Arabic is unknown to every chain.

    Its particles are passed over: a chain says "عن أبي هريرة" where a question says "أبو هريرة".
    """
    return (
        slot.out_of_vocabulary
        and not slot.wording.isascii()
        and not all(
            word in index.chain_words
            for word in slot.wording.split()
            if word not in _NAME_PARTICLES
        )
    )


def _compiler_as_source(config: AnswerConfig, analysis: Analysis) -> Analysis:
    """A compiler named as a source is no narrator ("What does Tirmidhi narrate about …").

    A collection switched on in ``sources.toml`` is a source term by its one-word names: where
    to look, searched as the source term it is.
    """
    narrator = analysis.narrator
    if not narrator or not all(word in config.source_terms for word in words(narrator)):
        return analysis
    return attrs.evolve(analysis, narrator=None, subject=f"{narrator} {analysis.subject}")


def _asks_the_hadith(config: AnswerConfig, question: str) -> bool:
    """Whether the question's framing names only hadith collections ("the Prophet said").

    A surah it names is then what it asks about, not the verses to quote: "What did the Prophet
    say about Surat al-Kahf?"
    """
    framing = set(words(analyse(question).asked_of))
    scopes = {key for word in framing for key in config.source_terms.get(word, ())}
    return bool(scopes) and "quran" not in scopes


_MERITS = frozenset(normalise(word) for word in ["فضل", "فضائل", "فضيلة", "ثواب", "اجر"])
"""Arabic words asking what a thing is worth: its merit, its reward."""


def _asks_a_merit(question: str) -> bool:
    """Whether an Arabic question's framing asks a merit or reward ("ما فضل", "ايش ثواب")."""
    framing = analyse(question).framing
    return not _MERITS.isdisjoint(words(normalise(framing)))


def _arabic_frequencies(index: Index) -> Callable[[str], int]:
    """How many passages use an Arabic word, read as its lemma."""
    lemma, frequency = index.lemmatiser.lemma, index.document_frequency
    return lambda word: frequency(LEMMA + lemma(word))


def _frequencies(index: Index, config: AnswerConfig) -> Callable[[str], int]:
    """How many passages use an ASCII word (a slip's readings are ASCII), read as its lemma."""
    everything, sources = index.passage_count, config.source_terms
    lemma = index.lemmatiser.table.get  # the lemma of an ASCII word: Lemmatiser.lemma's lookup
    frequency = index.document_frequency

    def of(word: str) -> int:
        if word in sources:
            return everything
        return frequency(LEMMA + lemma(word, word))  # one probe: 0 for no word at all

    return of


def _slip_frequencies(index: Index, config: AnswerConfig) -> Callable[[str], int]:
    """:func:`_frequencies` as a slip's correction reads it: 0 for a word too rare to be read.

    Most of a word's slips are no word at all: a lemma fewer than
    :data:`~sanad.core.spelling.MIN_FREQUENCY` passages use is told from the common ones in
    a set, with no probe of the postings.
    """
    of, sources = _frequencies(index, config), config.source_terms
    common, lemma = index.common_ascii_lemmas, index.lemmatiser.table.get

    def slip(word: str) -> int:
        if word not in sources and (read := lemma(word, word)).isascii() and read not in common:
            return 0
        return of(word)

    return slip


_CLASS_NAME = re.compile(
    r"\b(?:planet|star|city|town|village|country|land|mountain|mount|river|sea|valley|island"
    r"|tribe|battle)s? (?:of )?(?:the )?([a-z]{3,})\b"
)
"""A class of place, body or event, then the one of it named ("the planet Mars", "the city of
Basra", "the battle of Badr")."""
_PEOPLE_NAME = re.compile(r"\b(?:people|nation|folk|tribe)s? of (?:the )?([a-z]{3,})\b")
"""A people named by whom or where they are of ("the people of Lut", "the nation of Thamud"):
only with "of", for "people say …" names no one."""


def _named_after_their_class(normalised: str) -> frozenset[str]:
    """The names a (normalised) English question writes after their class ("the planet mars").

    Which one is asked is the name: a window on planets without Mars answers nothing of it, nor
    one on apes and swine without Lut anything of "the people of lut".
    """
    return frozenset(
        found[1]
        for pattern in (_CLASS_NAME, _PEOPLE_NAME)
        for found in pattern.finditer(normalised)
        if found[1] not in STOPWORDS
    )


_NAME_GIVEN = re.compile(
    r"\b(?:(?:his|her|its|their) name (?:is|was)|called|named)(?: the)? ([a-z]{3,})\b"
    r"|(?:^|\s)(?:اسمه|اسمها|اسمو|اسمهم|يسمي|تسمي|المسمي|المسماه|المسماة) (\S+)"
)
"""A name the question gives ("خازن الجنة اسمه رضوان", "the angel called ridwan"): what it
asks to see, not what it asks for ("what is the angel of death called?" gives none)."""


def _names_given(normalised: str) -> frozenset[str]:
    """The names a (normalised) question gives as a thing's name (see :data:`_NAME_GIVEN`)."""
    given = (found[1] or found[2].rstrip("؟?.,،!") for found in _NAME_GIVEN.finditer(normalised))
    return frozenset(name for name in given if name and name not in STOPWORDS)


_COUNT_ASKED = re.compile(r"\bhow (?:many|long|much|old)\b")
_AROUND = re.compile(
    r"\b(?:before|after|until|till)\s+(?:(?:he|she|they|it|we|i|his|her|their|the|prophet"
    r"|messenger|of|allah|s)\s+)*([a-z]+)"
)


def _event_around(normalised: str) -> frozenset[str]:
    """The event a count or measure is asked before or after ("… sick before he died": died).

    A passage that counts something else before or after nothing answers nothing of it.
    """
    if _COUNT_ASKED.search(normalised) is None:
        return frozenset()
    return frozenset(
        found[1] for found in _AROUND.finditer(normalised) if found[1] not in STOPWORDS
    )


_ON_A_DAY = re.compile(
    r"\b(?:on|every)\s+(?:a\s+|the\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b"
)


def _day_asked(normalised: str) -> frozenset[str]:
    """The weekday a question asks something of ("eating fish on fridays": fridays).

    A passage on the thing that names no day answers nothing of the day.
    """
    return frozenset(found[1] for found in _ON_A_DAY.finditer(normalised))


_NAMING = re.compile(
    r"\b(?:names(?! of\b)|named|naming|by name|the word)\b|\bname (?:the|an?|any)\b"
)
"""An English question asking whether a thing is named: "does the quran name the red sea",
"mentioned by name", "the word …" (not "the names of Allah", nor "the name of his camel")."""


_THE_NAME = re.compile(r"\bthe (?:name|word) (?!of\b)[a-z]")


def _asks_the_name_written(normalised: str) -> bool:
    """Whether an English question asks whether or where a name is written ("the name …")."""
    return _NAMING.search(normalised) is not None or _THE_NAME.search(normalised) is not None


def _naming_only(normalised: str, slots: tuple[Slot, ...]) -> tuple[Slot, ...]:
    """``slots``, where the question asks whether a thing is named, without partial bridges.

    A bridge to fewer of a slot's words ("red sea" → "sea") names less than was asked: the
    sea is told in 26:63, the Red Sea is not named there. Other bridges (a spelling, "musa" →
    "moses") still stand for the name.
    """
    if not _NAMING.search(normalised):
        return slots
    return tuple(
        attrs.evolve(
            slot,
            alternatives=(
                slot.alternatives[0],
                *(
                    alt
                    for alt in slot.alternatives[1:]
                    if not set(bare(alt).split()) < set(slot.wording.split())
                ),
            ),
        )
        if len(slot.alternatives) > 1
        else slot
        for slot in slots
    )


_GLOSS = re.compile(r"([^\W\d_]+(?:['’][^\W\d_]+)?)[ \t]*\([ \t]*([^()\d,;:?!\"]{1,30}?)[ \t]*\)")
"""A word and, in brackets after it, another name for the same thing: "egypt (misr)",
"التاتو (الوشم)", "Dimashq (Damascus)"."""
_GLOSS_WORDS = 2
"""The most content words a gloss in brackets has: more is a description, not a name."""
_HONORIFICS = frozenset({"pbuh", "saw", "saws", "sws", "swt", "as", "ra", "rah", "asws", "ﷺ"})
"""Blessings written in brackets after a name ("the Prophet (saw)"): no gloss."""


def _one_name_each(index: Index, text: str) -> str:
    """``text`` with each word glossed in brackets searched under one of its two names.

    The word and its gloss name one thing; read as two subject words, a passage would be
    asked for both (one writing "Egypt" lacks "misr"), and a name no passage writes would
    refuse the question as unknown. Each pair is left as the name more passages hold (the
    rarer of a phrase's words counts; the word itself on a tie). Passages holding a word as
    written, not its lemma: "التاتو" (tattoo) is read as a form of أتى, which is no name
    of it.
    """
    lemma = index.lemmatiser.lemma

    def written(token: str) -> int:
        exact = index.document_frequency(surface_term(token))
        # A lemma with one form keeps no posting of the form apart: the lemma's is its own.
        return exact or (
            index.document_frequency(lemma_term((token,))) if lemma(token) == token else 0
        )

    def held(side: str) -> int:
        return min((written(t) for t in tokenise(side) if t not in STOPWORDS), default=0)

    def chosen(found: re.Match[str]) -> str:
        word, gloss = found[1], found[2]
        glossed = [t for t in tokenise(gloss) if t not in STOPWORDS]
        if not glossed or len(glossed) > _GLOSS_WORDS or set(glossed) <= _HONORIFICS:
            return found[0]
        return gloss if held(gloss) > held(word) else word

    return _GLOSS.sub(chosen, text) if "(" in text else text


_GERUND_OBJECT = re.compile(r"\b([a-z]{3,}ing) (?:the|an?) ([a-z]{3,})\b")
"""An -ing verb, an article, its object: "splitting the atom" (not "the giving hand", nor
"honouring one's parents", where the verb is often said in other words)."""


def _doings_before_objects(index: Index, normalised: str) -> frozenset[str]:
    """The -ing verbs a (normalised) English question writes before their object.

    "splitting the atom" asks about the splitting: "an atom's weight" holds the atom only.
    Not an -ing word that is a noun of its own ("fasting", "landing", "morning"): one the
    lemma table reads as itself.
    """
    lemma = index.lemmatiser.lemma
    return frozenset(
        found[1]
        for found in _GERUND_OBJECT.finditer(normalised)
        if found[1] not in index.ing_nouns
        and found[2] not in STOPWORDS
        and lemma(found[1]) != found[1]
    )


_IMAM_NAMED = re.compile(r"\b(?:imam|al imam|الامام|امام) (\S+)(?: (\S+))?")
_NARRATING = frozenset(
    {"narrate", "narrated", "narrates", "report", "reported", "reports", "record", "recorded",
     "records", "collect", "collected", "collects", "include", "included", "includes", "say",
     "says", "said", "mention", "mentions", "mentioned", "روي", "روى", "يروي", "اخرج", "ذكر",
     "قال", "يقول", "اورد"}
)  # fmt: skip


def _compilers_as_persons(config: AnswerConfig, normalised: str) -> tuple[str, ...]:
    """Collection names the question writes as a person ("praises imam bukhari"), not a source.

    "Imam" before a compiler's name makes it the man; he is still the source where he narrates,
    reports or records ("what did imam bukhari narrate about …").
    """
    return tuple(
        found[1]
        for found in _IMAM_NAMED.finditer(normalised)
        if found[1] in config.source_terms and found[2] not in _NARRATING
    )


def _clock_times(index: Index, normalised: str) -> tuple[Slot, ...]:
    """A clock time in the question ("at 10:30 in the morning", "at 5pm"): a subject none holds.

    These texts never tell the hour by the clock, so no passage states one.
    """
    return tuple(
        Slot(
            term=found[1],
            wording=found[1],
            alternatives=(),
            document_frequency=0,
            weight=idf(0, index.passage_count),
            unit=True,
        )
        for found in CLOCK_TIME.finditer(normalised)
    )


def _doings_required(
    slots: tuple[Slot, ...],
    asked_verbs: tuple[str, ...],
    occasion: tuple[str, ...],
    *,
    whole_act: bool = False,
) -> tuple[Slot, ...]:
    """The slots with a doing asked about, or what happened when he spoke, required.

    "How do I fire …": the doing asked about is no mere predicate. "… say when Khadija
    died": no window may lack what happened, written as the question's word or a form of it,
    not another word of its root (توفيت is not أوفى of "ابن أبي أوفى"). "did the prophet cut
    his nails on fridays" (``whole_act``): no window may lack a word of the act.
    """
    if whole_act:
        slots = tuple(
            attrs.evolve(slot, required=True) if not (slot.weak or slot.source_term) else slot
            for slot in slots
        )
    if asked_verbs:
        slots = tuple(
            attrs.evolve(slot, predicate=False, required=True)
            if slot.wording in asked_verbs
            else slot
            for slot in slots
        )
    if occasion:
        slots = tuple(
            attrs.evolve(slot, required=True, kin=())
            if set(slot.wording.split()) & set(occasion) and not slot.weak
            else slot
            for slot in slots
        )
    return slots


def _exact_forms(
    index: Index,
    slot: Slot,
    asked: Sequence[str] = (),
    lemma: Callable[[str], str] | None = None,
) -> tuple[Term, ...]:
    """The terms of the slot's own form: for an Arabic word, with any proclitic.

    "ما نقصت صدقة" writes the word "الصدقة" asks for; only another inflection (الصدقات) or a
    pronoun (صدقته) is another form of the lemma, ranked below. Every form the question writes
    of the slot's word (``asked``: "الكهف" and "كهفهم" in "لبث اهل الكهف في كهفهم") is its own.
    """
    if slot.exact is None or not is_arabic_term(slot.wording):
        return (slot.exact,) if slot.exact else ()
    lemma = lemma or index.lemmatiser.lemma

    def same(core: str) -> bool:
        return lemma(core) == slot.term

    verb = slot.term in index.arabic_verbs
    # A verb's other persons are other forms (يتعلم, يعلمه): only a noun's are the word asked.
    written = dict.fromkeys((slot.wording, *(t for t in asked if not verb and same(t))))
    # The Qur'an writes some words' ة as ت (امرأت العزيز, رحمت ربك): the same form, spelt so.
    written.update(dict.fromkeys(w[:-1] + "ت" for w in list(written) if w.endswith("ة")))
    return tuple(
        dict.fromkeys(
            surface_term(form)
            for word in written
            for form in clitic_forms(word, same, definite_only=verb)
        )
    )


def _other_forms(
    index: Index, slot: Slot, lemma: Posting, forms: Sequence[Term]
) -> tuple[set[int], list[Collection[int]], float | None]:
    """The passages holding the slot's lemma (``lemma``, its posting) but none of ``forms``.

    With them, the passages holding each form some passage holds, and the least weight of the
    lemma's passages outside them where it is known (else None). Only which passages hold a
    form counts (:func:`~sanad.core.score.slot_posting` reads no weight of it). A frequent
    form of a frequent lemma has its complement made on load.
    """
    # Each form's passages read with one probe; most forms are written nowhere (none hold them).
    runs = sorted(
        ((held, form) for form in forms if (held := index.holders(form))),
        key=lambda run: -len(run[0]),
    )
    made = index.frequent_complements.get((slot.alternatives[0], runs[0][1])) if runs else None
    others = set(lemma) if made is None else set(made)
    # Read in C, each run of passages once (a frequent form's are its decoded keys).
    others.difference_update(*(held for held, _ in (runs if made is None else runs[1:])))
    # The least weight outside them, where they are a frequent form's complement (made on load).
    least = (
        index.frequent_least_held.get((slot.alternatives[0], runs[0][1]))
        if made is not None and len(runs) == 1
        else None
    )
    return others, [held for held, _ in runs], least


def _in_present_day(index: Index, slot: Slot, read_now: Mapping[str, PresentDaySense]) -> Slot:
    """A subject slot holding a word read in its present-day sense.

    The passages of the word itself hold its older sense only: its lemma, bridges and kin are
    dropped. Where the texts write the present-day sense in words of their own (the sense's
    ``written``), the slot holds those; otherwise it is out of vocabulary, and the unknown-word
    gate refuses as it does for a word no passage uses.
    """
    senses = [read_now[word] for word in slot.wording.split() if word in read_now]
    if slot.source_term or not senses:
        return slot
    lemma = index.lemmatiser.lemma
    written = tuple(
        dict.fromkeys(
            term
            for sense in senses
            for word in sense.written
            if index.document_frequency(term := lemma_term((lemma(word),)))
        )
    )
    frequency = min(index.passage_count, sum(map(index.document_frequency, written)))
    return attrs.evolve(
        slot,
        alternatives=written,
        related=(),
        kin=(),
        exact=None,
        document_frequency=frequency,
        weight=idf(frequency, index.passage_count),
    )


@attrs.frozen(kw_only=True)
class _Retrieval:
    """A question's slots, with the decoded posting of every subject slot and alternative."""

    index: Index
    slots: tuple[Slot, ...]
    subject: tuple[tuple[Slot, Posting], ...]
    alternatives: Mapping[Term, Posting]
    searched: str = ""
    """The text the slots were made from."""
    corrected: tuple[tuple[str, str], ...] = ()
    """Misspelt words read as the corpus word they almost are (as written, as read)."""
    asked: tuple[str, ...] = ()
    """The question's words as the slots were made from them (its own forms of each word)."""
    present_day: tuple[tuple[str, PresentDaySense], ...] = ()
    """Question words read in their present-day sense (out of vocabulary), with the entry."""
    greatest: tuple[float | None, ...] = ()
    """A weight no weight of each subject posting exceeds, where known (see score.rank)."""

    @classmethod
    def of(  # noqa: PLR0913 - a question's text and what its analysis says of its words
        cls,
        index: Index,
        config: AnswerConfig,
        text: str,
        *,
        weak_words: str = "",
        names: frozenset[str] = frozenset(),
        nouns: frozenset[str] = frozenset(),
        asked_verbs: tuple[str, ...] = (),
        occasion: tuple[str, ...] = (),
        whole_act: bool = False,
        unscoped: tuple[str, ...] = (),
        question: str | None = None,
        decode: bool = True,
        around: frozenset[str] = frozenset(),
    ) -> "_Retrieval":
        """The question's slots and, with ``decode``, the postings of its subject.

        ``question`` is the whole question (``text`` when None), where a word of a
        present-day sense's older one may stand outside the subject ("في سورة يوسف").
        Without ``decode`` every subject slot has an empty posting: enough to tell what the
        question holds, and to refuse it for an unknown word, before any posting is read
        (:meth:`decoded` reads them). ``around``: the event a count is asked around
        (:func:`_event_around`), which no window may lack.
        """
        # A count before a word is read as the corpus spells it ("the 99 names"); any other
        # bare number is a reference (handled apart), never a subject: as a term it would
        # match verse citations printed inside hadith ("(ii. 115)").
        text = _one_name_each(index, text)
        normalised = spell_counts(normalise(text))
        tokens = [GAP if t.isdigit() else t for t in gapped_tokens(normalised)]
        # A source named as part of what is asked ("حفظ القرآن") is a subject word here.
        source_terms = (
            {w: c for w, c in config.source_terms.items() if w not in unscoped}
            if unscoped
            else config.source_terms
        )
        corrected: dict[str, str] = {}
        frequencies = _frequencies(index, config)
        arabic_frequencies = _arabic_frequencies(index)
        for token in tokens:
            if token in (GAP, POSSESSIVE) or token in source_terms:
                continue
            if token in index.not_slips:
                continue  # a word of its own ("decent"), not a slip of a corpus word
            if (marbuta := as_ta_marbuta(token)) != token and _written(index, marbuta, token):
                corrected[token] = marbuta  # البصره typed: البصرة, as the texts write it
                continue
            read_as = index.lemmatiser.lemma(token)
            if read_as != GAP and index.document_frequency(lemma_term((read_as,))) == 0:
                # A function word (بينهم, GAP by its lemma) is no unknown word to read again.
                fixed = (
                    chat_form(token)
                    or correction(token, _slip_frequencies(index, config))
                    or transliterated(token, frequencies)
                    if token.isascii()
                    else spoken_reading(token, arabic_frequencies, index.lemmatiser.lemma)
                )
                if fixed is not None:
                    corrected[token] = fixed
        tokens = [corrected.get(t, t) for t in tokens]
        weak = gapped_tokens(normalise(weak_words)) if weak_words else []
        slots = query_slots(
            index,
            [*tokens, GAP, *weak] if weak else tokens,
            source_terms,
            names,
            hyphenated_pairs(normalised),
            nouns=nouns,
        )
        if weak:  # words that rank (a narrator's name) but are judged elsewhere, not as subject
            lemmas = {index.lemmatiser.lemma(t) for t in weak} - {
                index.lemmatiser.lemma(t) for t in tokens
            }
            # A name no passage holds is dropped when it is a known narrator's (English names
            # are matched against the narrator line, spelling folded; Arabic ones against the
            # chains); an Arabic name no chain holds is an unknown word, refused as one.
            slots = tuple(
                slot
                if slot.term not in lemmas or _unknown_name(index, slot)
                else attrs.evolve(slot, weak=True)
                for slot in slots
                if slot.term not in lemmas
                or not slot.out_of_vocabulary
                or _unknown_name(index, slot)
            )
        # "the planet Mars": which one is asked; "splitting the atom": what is done to it; "the
        # first thing allah created": that it came first; "how many days … before he died":
        # what the count is asked around; "eating fish on fridays": the day. No window may lack
        # any of them.
        named = (
            _named_after_their_class(normalised)
            | _doings_before_objects(index, normalised)
            | _names_given(normalised)
            | around
            | _day_asked(normalised)
            | (FIRST if first_asked(normalised) else frozenset())
        )
        if named:
            slots = tuple(
                attrs.evolve(slot, required=True)
                if slot.wording in named and not (slot.source_term or slot.weak)
                else slot
                for slot in slots
            )
        slots = _doings_required(slots, asked_verbs, occasion, whole_act=whole_act)
        slots = _naming_only(normalised, slots)
        slots = (*slots, *_clock_times(index, normalised))
        read_now = present_day(
            config.present_day,
            tokenise(text if question is None else question),
            index.lemmatiser.lemma,
        )
        if read_now:
            slots = tuple(_in_present_day(index, slot, read_now) for slot in slots)
        unread = cls(
            index=index,
            searched=text,
            corrected=tuple(sorted(corrected.items())),
            slots=slots,
            subject=tuple((slot, {}) for slot in slots if not slot.source_term),
            alternatives={},
            asked=tuple(tokens),
            present_day=tuple(read_now.items()),
        )
        return unread.decoded() if decode else unread

    def decoded(self) -> "_Retrieval":
        """The same slots with the posting of every subject slot and alternative read."""
        index = self.index
        subject_slots = [slot for slot, _ in self.subject]
        alternatives = {
            alt: index.posting(alt)
            for slot in subject_slots
            for alt in (*slot.alternatives, *slot.related)
        }
        read = index.lemmatiser.memo()  # the question's words, read once for every slot
        other_forms = [
            _other_forms(
                index,
                slot,
                alternatives[slot.alternatives[0]],
                _exact_forms(index, slot, self.asked, read),
            )
            if slot.exact and slot.alternatives
            else None
            for slot in subject_slots
        ]
        # A root's kin rank by who holds them, not how strongly, while a passage holds the word
        # or its family; where none does, by their own weights (see slot_posting). Each kin
        # posting is read one way, as the slot needs it.
        holders: dict[Term, Collection[int]] = {}
        for slot in subject_slots:
            word_held = any(alternatives[alt] for alt in (*slot.alternatives, *slot.related))
            for kin in slot.kin:
                if word_held:
                    holders[kin] = index.holders(kin)
                else:
                    alternatives[kin] = index.posting(kin)
        extremes = [
            index.frequent_extremes.get(slot.alternatives[0]) if slot.alternatives else None
            for slot in subject_slots
        ]
        return attrs.evolve(
            self,
            subject=tuple(
                (
                    slot,
                    slot_posting(
                        slot,
                        alternatives,
                        index.passage_count,
                        holders,
                        other_forms=None if others is None else others[0],
                        form_holders=None if others is None else others[1],
                        least_held=None if others is None else others[2],
                        extremes=known,
                    ),
                )
                for slot, others, known in zip(subject_slots, other_forms, extremes, strict=True)
            ),
            alternatives=alternatives,
            # A frequent word's greatest weight bounds its slot's, where no bridged phrase adds
            # to it (other forms, related words and kin all weigh less).
            greatest=tuple(
                known[1]
                if known and not any(alternatives[alt] for alt in slot.alternatives[1:])
                else None
                for slot, known in zip(subject_slots, extremes, strict=True)
            ),
        )

    @property
    def sources(self) -> tuple[Slot, ...]:
        return tuple(slot for slot in self.slots if slot.source_term)

    def ranked(
        self, config: AnswerConfig, pool: int, only: frozenset[int] | None = None
    ) -> list[tuple[int, Score]]:
        return rank(
            self.index, _weak_within(self.subject), self.sources, config.source_term_discount,
            pool, only=only, greatest=self.greatest,
        )  # fmt: skip

    def term_traces(self) -> tuple[TermTrace, ...]:
        return tuple(
            TermTrace(
                term=slot.term,
                document_frequency=slot.document_frequency,
                weight=round(slot.weight, 6),
                out_of_vocabulary=slot.out_of_vocabulary,
                source_term=slot.source_term,
                scope=slot.scope,
                bridged_to=slot.bridged_to,
            )
            for slot in self.slots
        )

    def unusable_bridges(self) -> tuple[str, ...]:
        wordings = {slot.wording for slot in self.slots}
        return tuple(
            f"{bridge.query} → {bridge.phrase}: {bridge.reason}"
            for bridge in self.index.unusable_bridges
            if bridge.query.casefold() in wordings
        )

    def hit(
        self,
        ordinal: int,
        score: Score,
        covered: float,
        *,
        in_isnad: bool = False,
        parts: PartsReader | None = None,
    ) -> Hit:
        """The passage at ``ordinal`` as a hit; ``parts`` reads its sentences (judging did)."""
        matched_in, match = self._match(ordinal, in_isnad=in_isnad, parts=parts)
        return Hit(
            passage=self.index.passage_at(ordinal),
            score=round(score, 6),
            coverage=round(covered, 6),
            matched_in=matched_in,
            match=match,
        )

    def reference_hit(self, ordinal: int, reference: str) -> Hit:
        """A passage the question named by reference: matched by its id, not its words."""
        return Hit(
            passage=self.index.passage_at(ordinal),
            score=0.0,
            coverage=1.0,
            matched_in="both",
            match=Match(exact_phrase=False, terms=(), bridges=(), reference=reference),
        )

    def _match(
        self, ordinal: int, *, in_isnad: bool = False, parts: PartsReader | None = None
    ) -> tuple[MatchedIn, Match]:
        terms: list[str] = []
        bridges: list[BridgeUse] = []
        scripts: set[str] = set()
        for slot, _ in self.subject:
            for alternative in slot.alternatives:
                if ordinal in self.alternatives[alternative]:
                    terms.append(bare(alternative))
                    scripts.add("arabic" if is_arabic_term(alternative) else "english")
                    if alternative != slot.alternatives[0]:
                        bridges.append(BridgeUse(query_term=slot.term, phrase=bare(alternative)))
                    break
        chained = self.index.headers.isnad_end(ordinal) > 0
        matched_in = matched_where(
            english="english" in scripts, arabic="arabic" in scripts, chained=chained,
            in_isnad=in_isnad,
        )  # fmt: skip
        exact = False
        if len(self.subject) == 1 and len(terms) == 1 and not bridges:
            exact = True  # one word the passage holds stands "together, in order" by itself
        elif self.subject and not bridges and len(terms) == len(self.subject):
            # Exact: the question's subject terms stand together, in order, in one sentence
            # of the passage (its lemmas as ingest made them, function words left out).
            # Read from each sentence's lemmas joined, as judging read them; its lemmas one by
            # one only where those cannot tell (see _together).
            arabic = scripts == {"arabic"}
            side = 1 if arabic else 0
            reader = (
                parts
                if isinstance(parts, PartsMemo)
                else parts_memo(self.index.parts_at, self.index.packed_sides)
                if parts is None
                else parts_memo(parts)
            )
            joined = reader.joined(ordinal, english=not arabic, arabic=arabic)[side]
            wanted = " " + " ".join(slot.term for slot, _ in self.subject) + " "

            def lemmas_of(at: int) -> Sequence[str]:
                return reader(ordinal, english=not arabic, arabic=arabic)[side][at][2]

            exact = any(
                _together(wanted, lemmas, partial(lemmas_of, at))
                for at, (_, _, lemmas) in enumerate(joined)
            )
        return matched_in, Match(exact_phrase=exact, terms=tuple(terms), bridges=tuple(bridges))


def _together(wanted: str, joined: str, lemmas: Callable[[], Sequence[str]]) -> bool:
    """Whether ``wanted`` (" t1 t2 ") stands in a sentence's lemmas, its marks left out.

    ``joined`` is the sentence's lemmas joined by spaces; ``lemmas`` reads them one by one,
    only where ``joined`` cannot tell: where ``wanted``, writing no mark, stands in it (the
    marks left out, it still does), or where a word of ``wanted`` is nowhere in it (a word in
    the lemmas but their marks is in one lemma).
    """
    if not (GAP in wanted or POSSESSIVE in wanted) and wanted in f" {joined} ":
        return True
    if any(word not in joined for word in wanted.split(" ") if word):
        return False
    return wanted in " " + " ".join(filterfalse(MARKS.__contains__, lemmas())) + " "


def matched_where(*, english: bool, arabic: bool, chained: bool, in_isnad: bool) -> MatchedIn:
    """Where a passage matched, as :attr:`Hit.matched_in` reports it.

    ``english``, ``arabic``, ``both`` for a verse or a hadith whose Arabic has no chain of
    narrators found; for a hadith whose chain was found, the Arabic side is told apart: ``matn``
    (its text: a subject word stands there) and ``isnad`` (its chain: the narrator the question
    names stands there), joined with ``english`` by ``+``: ``english+matn``,
    ``matn+isnad`` … A subject word is never matched in a chain: the chain is not searched.
    """
    if not chained:
        if english and arabic:
            return "both"
        return "arabic" if arabic and not english else "english"
    parts = [
        part for part, held in (("english", english), ("matn", arabic), ("isnad", in_isnad)) if held
    ]
    return cast("MatchedIn", "+".join(parts) or "english")


def search(
    index: Index,
    config: AnswerConfig,
    query: str,
    k: int = DEFAULT_K,
    collection: CollectionKey | None = None,
) -> SearchResult:
    """Raw retrieval: the ``k`` best-scoring passages with no policy and no gates.

    For inspecting the index, never for answering a user: a search result is not a verdict.
    With ``collection``, the ``k`` best of that collection: every scored passage is ranked and
    only then restricted (the best Muwatta passage may sit at rank 200 overall), so scores,
    coverage and match details are exactly those of the unrestricted search.
    """
    _check_k(k)
    text = check_question(query)
    retrieval = _Retrieval.of(index, config, text)
    if collection is None:
        ranked = retrieval.ranked(config, k)
    else:
        span = index.collection_span(collection)
        everything = retrieval.ranked(config, index.passage_count)
        ranked = [(ordinal, score) for ordinal, score in everything if ordinal in span][:k]
    covered = coverage_of(retrieval.subject)
    hits = tuple(retrieval.hit(ordinal, score, covered(ordinal)) for ordinal, score in ranked)
    return SearchResult(query=text, hits=hits, terms=retrieval.term_traces())


def _no_source(text: str, trace: Trace, message: str, warnings: tuple[str, ...]) -> Verdict:
    return Verdict(
        verdict="no_source",
        question=text,
        hits=(),
        trace=trace,
        message=message,
        warnings=warnings,
    )


@attrs.frozen(kw_only=True)
class Candidate:
    """A top-scoring passage with what the gates judge: score, coverage, pivot, evidence."""

    ordinal: int
    score: Score
    coverage: float
    """Share of the subject's weight the passage holds anywhere (an upper bound on evidence)."""
    has_pivot: bool
    evidence: Evidence | None = None
    """What its best window holds (None: not judged, because its coverage already fails)."""
    narrator_ok: bool | None = None
    """False when the question names a narrator and neither this passage's narrator line nor
    its Arabic chain of narrators does; True when one does; None when not read (no narrator
    named, or the passage was not judged)."""
    narrator_in_isnad: bool = False
    """True when the narrator the question names was found in the Arabic chain (not in the
    English narrator line)."""
    qudsi_ok: bool | None = None
    """False when the question asks for a hadith qudsi and this passage tells no words of
    Allah (:func:`~sanad.core.qudsi.tells_allahs_words`); None when not read."""
    prophets_words_ok: bool | None = None
    """False when the question asks what the Prophet said and this hadith tells none of his
    words (:func:`~sanad.core.prophets_words.tells_the_prophets_words`); None when not read
    (or a verse of the Qur'an)."""


def ranking_value(found: Evidence, *, factoid: bool) -> float:
    """What orders passing passages: the share of the subject held, to two places.

    Among equal values the ranked order (by score) stands.
    """
    return round(found.share_of(pivot=False, typed=factoid), 2)


EVIDENCE_FLOOR = 0.25
"""Passages whose coverage is below this are never judged for evidence (no gate value below it
is meaningful: a window holding a quarter of the subject is not an answer)."""


@attrs.frozen(kw_only=True)
class Assessment:
    """Everything about a question that does not depend on the gate values.

    :func:`answer` is ``decide(assess(...), gates, k)``; a sweep assesses each question once
    and decides it under many gate settings, through the same code.
    """

    question: str
    config: AnswerConfig
    rule: RuleRef | None
    analysis: Analysis | None = None
    unresolved: tuple[str, ...] = ()
    """Why references in the question cannot be resolved here ("surah 115", "Bukhari 99999")."""
    referenced: tuple[tuple[int, str], ...] = ()
    """Passages the question names exactly (ordinal, the reference as written): "Qur'an 2:219"."""
    set_aside: tuple[str, ...] = ()
    """Sentences of the question not searched for: instructions to the assistant."""
    retrieval: _Retrieval | None
    oov_ratio: float | None
    joint_terms: int | None = None
    """The most subject terms any one sentence of the corpus holds, counted up to the
    ``min_joint_terms`` gate of the config assessed with (None when not measured)."""
    candidates: tuple[Candidate, ...]
    """The ranked passages, in order. Assessed for an answer (``enough`` given), those below
    the traced ones that were not judged (nothing of them read) are left out: see
    :func:`_judged`."""
    within: tuple[int, ...] = ()
    """The passages a question searches within ("… Surah Maryam say about Jesus": that
    surah's verses); empty for the whole corpus."""
    parts: PartsReader | None = attrs.field(default=None, eq=False, repr=False)
    """What read the judged passages' sentences, to be read again when they are quoted."""
    named_scope: tuple[tuple[range, ...] | None, ...] = attrs.field(
        default=(), eq=False, repr=False
    )
    """The passages of the collections the question names (:func:`_scope_of`), as judging
    found them: one item; empty where it was not found (:func:`_named_scope` finds it)."""

    @property
    def factoid(self) -> bool:
        """Whether the question asks for a fact of a type (count, measure, date, name, place)."""
        return self.analysis is not None and self.analysis.kind in FACTOID_KINDS


def _judged(  # noqa: C901, PLR0913, PLR0915, PLR0917 - what judging needs, gate by gate
    index: Index,
    retrieval: _Retrieval,
    analysis: Analysis,
    ranked: list[tuple[int, Score]],
    gates: Gates,
    enough: int,
    within: frozenset[int] = frozenset(),
    parts: PartsReader | None = None,
    *,
    every: bool = False,
    named_scope: tuple[tuple[range, ...] | None, ...] = (),
) -> tuple[Candidate, ...]:
    """The ranked passages as candidates, each judged for evidence unless its coverage fails.

    Coverage bounds evidence from above, so below ``gates.min_evidence`` nothing is read.

    Once ``enough`` candidates clear every gate, a later one is judged only if its coverage
    (an upper bound on its evidence) could outrank the last of them: answers are ranked by
    evidence, then score. The rest are listed unjudged; below the traced candidates, where
    ``enough`` is fewer than the ranked, they are not listed at all (see :class:`Assessment`),
    unless ``every`` is asked: the verdict reads the same either way. ``named_scope``: the
    passages of the collections the question names, where the caller found them (one item).
    """
    subject = [slot for slot, _ in retrieval.subject]
    pivot, pivot_posting = _pivot(retrieval.subject)
    covered, jointly = _coverage_bounds(index, retrieval, analysis)
    # The question's words, and each subject word in the forms its bridges give ("Musa" is
    # "Moses"): none of them is ever the fact stated.
    asked = frozenset(words(analysis.words)) | {
        word for slot in subject for alt in slot.alternatives for word in bare(alt).split()
    }
    head, wanted = (
        index.lemmatiser.lemma(analysis.head) if analysis.head else None,
        name_words_in_order(analysis.narrator) if analysis.narrator else (),
    )
    # The words the question gives as his (read once for every test of them), and their lemmas.
    (said, saying), doing = _said(index, analysis), _done(analysis, lemma=index.lemmatiser.lemma)
    judged = []
    floor, factoid = max(EVIDENCE_FLOOR, gates.min_evidence), analysis.kind in FACTOID_KINDS
    kept: list[float] = []  # the ranking value of every candidate passing so far, in order
    scope = named_scope[0] if named_scope else _scope_of(retrieval, analysis)
    lemma = index.lemmatiser.memo()  # the judged passages share many words
    # What every passage is judged against, made once for the question; the lemmas of its
    # words only where a name or a place is asked (reading them is most of a question's cost).
    looking = sought(subject, analysis.kind)
    asked_lemmas = frozenset(map(lemma, asked)) if analysis.kind in ("name", "place") else None
    # Where the name of a thing is asked, a window's packed lemmas tell most windows apart
    # that hold no name right after it, without reading their words.
    head_lemmas = (
        name_heads(head, lemma, index.lemmatiser.function_word_lemmas)
        if head and analysis.kind == "name"
        else None
    )
    # Below the traced candidates, a passage none of whose windows could name the thing asked
    # about is listed unjudged once one judged before it has failed for want of its type alone:
    # it can only fail too, and the refusal would read the same (see _first_refusal). A sweep
    # judges every candidate; without the evidence gate nothing fails it.
    lazy = (
        enough <= len(ranked)
        and gates.min_evidence > 0
        and not analysis.qudsi
        and not analysis.prophets_words
    )
    # Whose words, and whose thing, the question asks: read once. The name whose words are
    # asked must stand in the window judged (its rarest word's slot: "Yahya ibn Ma'in" is not
    # "Yahya" and "ibn" of Ibn Mas'ud).
    asked_name, owner, named, anothers, another, name_slots = (
        _NameAsked.of(subject, analysis),
        owner_forms(analysis.possessor, asked, head) if head is not None else frozenset(),
        _rarest_wording(subject) if analysis.prophets_words else None,
        _anothers_words(index, analysis, saying, said),
        _any_of(
            _told_of_another(index, analysis),
            _glossed_only(index, pivot, analysis),
            _persons_absent(index, analysis),
            _named_as_anothers(index, analysis),
            _arabic_persons_absent(index, analysis),
            _namesakes_only(index, analysis),
            _number_not_shown(index, analysis),
            _quoted_apart(index, analysis),
            _places_absent(index, analysis),
            _english_places_absent(index, analysis),
            _runs_absent(index, said),
            _forms_absent(index, said),
            _persons_only_narrating(index, analysis),
            _only_narrating(index, analysis),
            _arabic_only_narrating(index, analysis),
            _another_prophets_fact(index, analysis),
            _an_earlier_prophets_deed(index, analysis),
            _act_not_negated(index, analysis),
            _deed_untold(index, analysis),
            _deed_of_a_relative(index, analysis),
            _battle_untold(index, analysis),
            _first_as_the_ancients(index, analysis),
            _event_not_his(index, analysis),
            _event_not_theirs(index, analysis),
            _own_event_age(index, analysis),
        ),
        _name_wordings(analysis, subject),
    )
    unnamed = (
        _unnamed_test(index, retrieval, analysis, head_lemmas, asked_lemmas, parts)
        if lazy and asked_lemmas is not None
        else None
    )
    type_failed = False
    # The gates a passage listed so far failed alone, of those read before its evidence
    # (whose words, Allah's or the Prophet's): below the traced candidates, a later passage
    # failing one of them is left out unjudged (see the loop).
    failed_alone: set[str] = set()
    # Below the traced candidates, where the answer is decided under ``gates`` (``enough``
    # passages at most), a passage not judged is left out of the list: it can only fail, the
    # evidence gate among others, and no refusal is read from it (see _outcome). Once
    # ``enough`` hold the whole subject, no later passage can outrank them (coverage, which
    # bounds evidence, is at most the whole): the rest is not gone over.
    listed = every or enough > len(ranked) or gates.min_evidence <= 0
    for position, (ordinal, score) in enumerate(ranked):
        below = not listed and position >= _TRACED_CANDIDATES
        if below and len(kept) >= enough and kept[-enough] >= 1.0:
            break
        coverage, bound, has_pivot = _bounds(index, ordinal, covered, jointly, pivot_posting)
        # Coverage bounds evidence: once ``enough`` have passed, a passage whose coverage
        # cannot beat the last of them could never take its place (ties go to the score).
        beaten = len(kept) >= enough and round(bound, 2) <= kept[-enough]
        unread = beaten or (
            type_failed
            and unnamed is not None
            and position >= _TRACED_CANDIDATES
            and bound >= floor
            and unnamed(ordinal)
        )
        if unread or bound < floor:  # listed unjudged: nothing of it is read
            if below:
                continue
            judged.append(
                Candidate(
                    ordinal=ordinal,
                    score=score,
                    coverage=coverage,
                    has_pivot=has_pivot,
                    evidence=None if unread else NO_EVIDENCE,
                )
            )
            continue
        narrator_ok: bool | None = None  # read only for a passage that is judged
        in_isnad = False
        qudsi_ok, words_ok = (  # what a question asking for whose words needs of a hadith
            _tells_allahs_words(index, ordinal) if analysis.qudsi else None,
            _tells_the_prophets_words(index, ordinal, asked_name)
            if analysis.prophets_words
            else None,
        )
        if below and (
            (qudsi_ok is False and "qudsi" in failed_alone)
            or (words_ok is False and "prophets_words" in failed_alone)
        ):
            # It fails that gate, whatever its evidence: no answer takes it, and the refusal
            # it could give (that gate alone, see _first_refusal) one listed before gives.
            continue
        if wanted:
            english, narrator = index.text_at(ordinal, 1), index.text_at(ordinal, 2)
            narrator_ok = names_narrator(narrator, english, wanted)
            if not narrator_ok:
                narrator_ok, in_isnad = _named_in_arabic(index, ordinal, wanted)
        found: Evidence = NO_EVIDENCE
        # A passage telling of another (man, doer, owner) than the one asked holds nothing.
        if narrator_ok is not False and not (another and another(ordinal, lemma)):
            found = evidence(
                index, ordinal, subject, pivot, analysis.kind, head, asked, analysis.measure,
                lemma, parts, head_lemmas, looking, asked_lemmas,
                story=index.story_names.get(ordinal, frozenset()), saying=saying,
                owner=owner, doing=doing, names=name_slots,
            )  # fmt: skip
            value = found.value(pivot=gates.require_pivot_term, typed=factoid)
            # Words asked whether HE said them, told in a hadith as another's, answer nothing.
            words_ok = (
                False
                if anothers is not None and value >= gates.min_evidence and anothers(ordinal, lemma)
                else words_ok and not (named is not None and named in found.missing)
            )
            if (
                value >= gates.min_evidence
                and score >= gates.retrieval_threshold
                and coverage >= gates.min_coverage
                and (gates.require_pivot_term is False or has_pivot)
                and (scope is None or any(ordinal in span for span in scope))
                and (not within or ordinal in within)
                and qudsi_ok is not False
                and words_ok is not False
            ):
                bisect.insort(kept, ranking_value(found, factoid=factoid))
        candidate = Candidate(
            ordinal=ordinal,
            score=score,
            coverage=coverage,
            has_pivot=has_pivot,
            evidence=found,
            narrator_ok=narrator_ok,
            narrator_in_isnad=in_isnad,
            qudsi_ok=qudsi_ok,
            prophets_words_ok=words_ok,
        )
        judged.append(candidate)
        if qudsi_ok is False or words_ok is False:
            failed = _failed(candidate, gates, factoid=factoid)
            failed_alone.update(failed if len(failed) == 1 else ())
        if unnamed is not None and not type_failed:
            type_failed = _failed(candidate, gates, factoid=factoid) == ("answer_type",)
    return tuple(judged)


def _pivot(subject: Sequence[tuple[Slot, Posting]]) -> tuple[Slot | None, Posting]:
    """The known subject word weighing most towards evidence (None: none), and its posting."""
    known = [slot for slot, _ in subject if not slot.out_of_vocabulary and not slot.weak]
    pivot = max(known, key=lambda slot: slot.evidence_weight) if known else None
    return pivot, dict(subject)[pivot] if pivot is not None else {}


def _bounds(
    index: Index,
    ordinal: int,
    covered: Callable[[int], float],
    jointly: Callable[[int, int], float] | None,
    pivot_posting: Posting,
) -> tuple[float, float, bool]:
    """A candidate's coverage, what bounds its evidence, and whether it holds the pivot.

    A verse read with the one before it (``jointly``, see :func:`_coverage_bounds`) is bounded
    by what the two hold between them, and may hold the pivot in that verse, whose words a
    fact the verse states refers to.
    """
    coverage = covered(ordinal)
    before = index.previous_verse(ordinal) if jointly is not None else None
    if jointly is None or before is None:
        return coverage, coverage, ordinal in pivot_posting
    return coverage, jointly(ordinal, before), ordinal in pivot_posting or before in pivot_posting


def _coverage_bounds(
    index: Index, retrieval: _Retrieval, analysis: Analysis
) -> tuple[Callable[[int], float], Callable[[int, int], float] | None]:
    """A passage's coverage, and a verse's with the one before it where a number is asked.

    A person the question names is held by a verse of their story, named just before it. A
    verse asked for a number is also read with the verse before it (see READ_ON): what the
    two hold between them bounds its evidence.
    """
    storied = _storied(index, retrieval.subject)
    covered = coverage_of(storied, predicates_whole=analysis.kind in FACTOID_KINDS)
    jointly = (
        joint_coverage_of(storied, predicates_whole=True) if analysis.kind in READ_ON else None
    )
    return covered, jointly


_WHO_DID = re.compile(r"^(?:من|مين|شكون) (?:الذي|التي|الذين|اللي) ([^\W\d_]+)")


def _done(analysis: Analysis, *, lemma: Callable[[str], str]) -> str | None:
    """The lemma of what an Arabic "who" question asks was done ("قتل" of "من الذي قتل جالوت").

    None for any other question, and where the word after the relative is a function word.
    """
    if analysis.kind != "name" or analysis.head is not None or not mostly_arabic(analysis.text):
        return None
    found = _WHO_DID.match(analysis.text)
    if found is None or found[1] in STOPWORDS:
        return None
    return lemma(found[1])


_Test = Callable[[int, Callable[[str], str]], bool]


def _told_of_another(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage tells of another than the one a question asks of, or None.

    A test taking a passage's ordinal and a lemma reader. Of another man, where an English
    question names one with his father ("Khalid ibn Sa'id", not Khalid b. Walid; see
    :func:`~sanad.core.prophets_words.written_with_father`); of other doers or owners, where it
    asks his act or thing (:func:`_others_act`). None where it asks neither.
    """
    named = (
        named_with_father(analysis.text)
        if not mostly_arabic(analysis.text) and not analysis.prophets_words
        else None
    )
    act = _any_of(_others_act(index, analysis), _spelt_otherwise(index, analysis))
    if named is None or (analysis.narrator and named[0] in analysis.narrator.split()):
        return act
    name, father = named

    def another_man(ordinal: int, lemma: Callable[[str], str]) -> bool:
        if index.headers.collection(ordinal) == "quran":
            return False
        return not written_with_father(
            index.narrated_english_utf8(ordinal).decode(),  # f"{narrator} {english}"
            name,
            father,
            normalise(index.text_at(ordinal, 0)),
        ) or (act is not None and act(ordinal, lemma))

    return another_man


def _glossed_only(index: Index, pivot: Slot | None, analysis: Analysis) -> _Test | None:
    """Whether a passage names the Latin pivot only in its translator's brackets, or None.

    Asked whether a name is written, "(O Muhammad)", Pickthall's gloss, is not the verse's
    word: the passage holds nothing of the question. Asked of what is told, the gloss names
    whom a verse tells of ("(Pharaoh) said"), and is read: None then.
    """
    if pivot is None or not pivot.wording.isascii() or " " in pivot.wording:
        return None
    if not _asks_the_name_written(analysis.text):
        return None
    name = pivot.wording
    return lambda ordinal, _lemma: named_only_in_brackets(index.text_at(ordinal, 1), name)


def _persons_asked(config: AnswerConfig, analysis: Analysis) -> frozenset[str]:
    """The persons an English question names after a particle, whose fact it asks.

    And those named by one word before a companion's blessing ("umar (ra)"). Not a narrator
    it asks what they narrated (judged against the narrator line), nor a compiler named as a
    source ("abu dawud").
    """
    if mostly_arabic(analysis.text):
        return frozenset()
    named = persons_named(analysis.text) | analysis.blessed
    if not named:  # most name no one: nothing to take from
        return named
    return named - config.source_names - name_words(analysis.narrator or "")


def _with_persons(config: AnswerConfig, analysis: Analysis) -> Analysis:
    """``analysis`` with the persons it asks of (:func:`_persons_asked`).

    Most questions name no one: their analysis is kept as it is, not made again unchanged.
    """
    persons = _persons_asked(config, analysis)
    return analysis if persons == analysis.persons else attrs.evolve(analysis, persons=persons)


def _persons_absent(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage names nowhere a person the question asks the fact of, or None.

    "abu hurayrah served the prophet for 10 years …": Anas's words of his own service
    (tirmidhi:2083) tell another's. Read in the English and the narrator line, names folded;
    a kunya and a son's name as the question writes them (:func:`names_as_asked`).
    """
    persons = analysis.persons
    if not persons:
        return None
    asked = forms_asked(analysis.text)

    def absent(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        text = normalise(index.narrated_english_utf8(ordinal).decode())
        return not names_every_person(text, persons) or not names_as_asked(text, asked)

    return absent


_LATIN_PARTICLES = frozenset({"ibn", "bin", "b", "bint", "abu", "abi", "aba", "umm", "um"})
"""Words before a name that make it part of another's name ("Ibn 'Umar", "Abu Bakr")."""


def _named_as_anothers(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage writes a name an English question asks of only inside another's name.

    "what did umar do when the prophet died" was answered with "Ibn 'Umar did not enter
    through it till he died" (abudawud:571): Umar's son, and his death. A word of the question
    not written after a particle there, that a passage's English and narrator line write, as a
    name (capitalised), only after ibn, bin, abu, umm … names another. None where the question
    has no such word.
    """
    if mostly_arabic(analysis.text):
        return None
    asked = words(analysis.text)
    bare = {
        word
        for at, word in enumerate(asked)
        if len(word) > 2  # noqa: PLR2004 - a name of three letters at least ("Ali")
        and word.isascii()
        and word.isalpha()
        and word not in STOPWORDS
        and word not in _HIS_NAMES
        and word not in _LATIN_PARTICLES
        and (at == 0 or asked[at - 1] not in _LATIN_PARTICLES)
    }
    if not bare:
        return None
    encoded = tuple((name, name.encode()) for name in bare)

    def anothers(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        # First its stored UTF-8, ASCII letters lowered (nothing decoded, nothing lowered as
        # Unicode): a name it never writes capitalised it writes inside no other's name.
        utf8 = index.narrated_english_utf8(ordinal)
        folded = utf8.lower()
        written = [name for name, spelt in encoded if _written_capitalised(utf8, folded, spelt)]
        if not written:
            return False
        raw = utf8.decode()  # f"{narrator} {english}", as stored
        lowered = raw.lower()
        if len(lowered) != len(raw):  # a letter whose lower case is longer: not read
            return False
        return any(_only_inside_anothers_name(raw, lowered, name) for name in written)

    return anothers


_KELVIN = "\u212a".encode()
"""The Kelvin sign, the one character not an ASCII letter whose lower case is one ("k")."""


def _written_capitalised(utf8: bytes, folded: bytes, name: bytes) -> bool:
    """Whether a UTF-8 text may write ``name`` (ASCII, lower case) as a name, capitalised.

    ``folded`` is ``utf8`` with its ASCII letters in lower case. Where it is False,
    :func:`_only_inside_anothers_name` finds the name nowhere in the text: every character
    whose lower case is an ASCII letter is that letter or the Kelvin sign (where ``name``
    holds a "k" and the text that sign, it may).
    """
    if b"k" in name and _KELVIN in utf8:
        return True
    at = folded.find(name)
    while at != -1:
        if 65 <= utf8[at] <= 90:  # noqa: PLR2004 - "A" to "Z"
            return True
        at = folded.find(name, at + 1)
    return False


_BEFORE_A_NAME_PART = " '`\u2019\u2018-"
"""What may stand between a particle and the name after it ("Ibn 'Umar", "Ibn-Umar")."""


def _only_inside_anothers_name(raw: str, lowered: str, name: str) -> bool:
    """Whether ``raw`` writes ``name`` (lower case) as a name, and only after a particle.

    ``lowered`` is ``raw`` in lower case, of the same length. Whole words only; a name is
    capitalised ("Ibn 'Umar", "Abu Lahab"). False where it is written nowhere.
    """
    found = False
    at = lowered.find(name)
    while at != -1:
        end = at + len(name)
        whole = (at == 0 or not lowered[at - 1].isalpha()) and (
            end >= len(lowered) or not lowered[end].isalpha()
        )
        if whole and raw[at].isupper():
            before = at - 1
            while before >= 0 and lowered[before] in _BEFORE_A_NAME_PART:
                before -= 1
            start = before
            while start >= 0 and lowered[start].isalpha():
                start -= 1
            if lowered[start + 1 : before + 1] not in _LATIN_PARTICLES:
                return False
            found = True
        at = lowered.find(name, at + 1)
    return found


def _arabic_persons_absent(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's Arabic names nowhere a person an Arabic question asks of, or None.

    "كم سنة عاش أبو بكر" and "متى ولد الحسن بن علي" were answered with Hakim b. Hizam's
    birth and 120 years (muslim:3730): the name's words were weak, and a year lived held the
    rest. A person named by kunya or by father (:func:`~sanad.core.narrators.
    arabic_persons_asked`) must stand in the passage as asked; for a fact asked of them, after
    the chain of narrators ("حدثنا الحسن بن علي الحلواني" passes a hadith on).
    """
    persons = arabic_persons_asked(analysis.text) if mostly_arabic(analysis.text) else ()
    if not persons or analysis.narrator:
        return None
    factoid = analysis.kind in FACTOID_KINDS

    def absent(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        arabic = index.search_text(ordinal) if factoid else index.text_at(ordinal, 0)
        return not names_every_arabic_person(normalise(arabic), persons)

    return absent


def _namesakes_only(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's Arabic names another man of a given name asked, never him, or None.

    "زيد بن ثابت لما سمع عبد الله بن أبي …": Zayd b. Arqam's report (tirmidhi:3398) tells of
    another Zayd (see :func:`~sanad.core.narrators.names_a_namesake_only`).
    """
    sons = arabic_sons_asked(analysis.text)
    if not sons:
        return None

    def namesake(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        return names_a_namesake_only(normalise(index.text_at(ordinal, 0)), sons)

    return namesake


def _number_not_shown(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's English lacks the number the question asks to be shown, or None.

    "pharaoh gathered 70,000 magicians …, which ayah gives that number": a verse on Pharaoh's
    magicians that gives no number holds nothing of it (see
    :func:`~sanad.core.numbers.number_asked_to_be_shown`).
    """
    forms = number_asked_to_be_shown(analysis.text)
    if not forms:
        return None
    shown = re.compile(r"\b(?:" + "|".join(map(re.escape, forms)) + r")\b")

    def not_shown(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        return shown.search(normalise(index.text_at(ordinal, 1))) is None

    return not_shown


_QUOTED = re.compile(
    r'["\u201c\u201d\u00ab\u00bb]([^"\u201c\u201d\u00ab\u00bb]{1,40})["\u201c\u201d\u00ab\u00bb]'
)
_MAX_QUOTED_WORDS = 2


def _quoted_apart(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's Arabic lacks a short Arabic phrase the question quotes, or None.

    "سمّى … علي "سيف الله"": a name or epithet in quotes of one or two words is asked as
    written, its words side by side; a passage holding "سيف" here and "الله" there holds
    nothing of it.
    """
    phrases = [
        " ".join(quoted)
        for found in _QUOTED.finditer(analysis.text)
        if not found[1].isascii() and 0 < len(quoted := words(found[1])) <= _MAX_QUOTED_WORDS
    ]
    if not phrases:
        return None

    def apart(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        text = " ".join(words(normalise(index.text_at(ordinal, 0))))
        return not all(phrase in text for phrase in phrases)

    return apart


def _places_absent(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's Arabic names nowhere a place the Arabic question names, or None.

    "من هو الصحابي الذي غسّلته الملائكة يوم أحد": a passage of the angels and a washing that
    names no Uhud tells of another day (see :func:`~sanad.core.arabic_facts.places_named`).
    Not where the question names a person by kin ("مين اللي قتل أبو جهل يوم بدر"): the fact is
    his, and the place only says where.
    """
    if analysis.text.isascii():  # normalised already
        return None  # every place of places_named is written in Arabic letters
    asked = words(analysis.text)
    places = places_named(asked)
    if not places or names_a_person(asked):
        return None

    def absent(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        text = words(normalise(index.text_at(ordinal, 0)))
        return not all(names_place(text, place) for place in places)

    return absent


def _english_places_absent(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage names nowhere a place an English question names, or None.

    "who carried the banner at khaybar" was answered with a banner given for another errand
    (ibnmajah:2343): see :mod:`~sanad.core.english_places`. Not where the question names a
    person by kin ("who killed abu jahl at badr": the fact is his, the place says where), nor
    where it asks where.
    """
    if not analysis.text.isascii() or analysis.persons or analysis.kind == "place":
        return None
    places = places_asked(words(analysis.text))
    if not places:
        return None

    verses = index.collection_span("quran")

    def absent(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        if ordinal in verses:
            return False  # the Qur'an names few places: "the pilgrimage to Mecca" is to the House
        english_words = words(normalise(index.text_at(ordinal, 1)))
        # The Arabic is read (its words normalised, each tried as a place) only where the
        # English leaves a place unnamed: no Arabic word makes an English one unnamed.
        if all(names_english_place(english_words, (), place) for place in places):
            return False
        arabic_words = words(normalise(index.text_at(ordinal, 0)))
        return not all(names_english_place(english_words, arabic_words, place) for place in places)

    return absent


def _runs_absent(index: Index, said: str | None) -> _Test | None:
    """Whether a passage holds none of the runs telling a saying of small words, or None.

    "the prophet said 'if there were to be a prophet after me it would be abu bakr'": its two
    content words stand close in the Cave hadith, which says none of it (see
    :func:`~sanad.core.sayings.saying_runs`; ``said``: the words the question gives as his).
    Read in the English and the Arabic.
    """
    runs = saying_runs(said) if said else ()
    if not runs:
        return None

    def absent(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        arabic, english, _, _ = index.texts_at(ordinal)
        return not holds_a_run(normalise(f"{english} {arabic}"), runs)

    return absent


def _forms_absent(index: Index, said: str | None) -> _Test | None:
    """Whether a passage's Arabic lacks a word of a saying its lemma cannot tell, or None.

    "النبي قال عن أم أيمن «أم أيمن أمي بعد أمي»": أمي and أم are one lemma, held by any hadith
    naming her (see :func:`~sanad.core.sayings.forms_to_stand`).
    """
    forms = forms_to_stand(said, index.lemmatiser.lemma) if said else frozenset()
    if not forms:
        return None

    def absent(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        return not holds_the_forms(normalise(index.text_at(ordinal, 0)), forms)

    return absent


def _persons_only_narrating(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's Arabic names a prophet the question asks of only as a narrator.

    "ماذا فعل سليمان عليه السلام بالخيل": a hadith whose Sulayman passes it on ("قال سليمان عن
    شعبة", "حدثنا سليمان بن حرب") tells nothing of the prophet. A name stands as a narrator
    after a formula of transmission or hearing (:func:`~sanad.core.isnad.transmits`: حدثنا،
    أخبرنا، سمعت; not عن, which is also "about": "سألته عن سبأ") or before عن (not before
    بن: "عيسى ابن مريم", "موسى بن عمران" in his words).
    Only in a hadith (a verse has no chain), for a person of the stories
    (:data:`~sanad.core.story.STORY_PERSONS`) an Arabic question names, not the narrator it
    asks of; None otherwise.
    """
    if not mostly_arabic(analysis.text) or analysis.narrator:
        return None
    lemma = index.lemmatiser.lemma
    persons = {
        form
        for token in words(analysis.text)  # normalised already
        for form in (token, lemma(token))
        if form in STORY_PERSONS
    }
    if not persons:
        return None
    verses = index.collection_span("quran")

    def only_narrating(ordinal: int, read: Callable[[str], str]) -> bool:
        if ordinal in verses:
            return False
        tokens = words(normalise(index.text_at(ordinal, 0)))
        named = [
            at for at, token in enumerate(tokens) if token in persons or read(token) in persons
        ]
        return bool(named) and all(
            (at > 0 and transmits(tokens[at - 1]))
            or (at + 1 < len(tokens) and from_link(tokens[at + 1]))
            for at in named
        )

    return only_narrating


_ARABIC_NARRATING = frozenset({
    "روي", "روى", "يروي", "رواه", "رواها", "روايه", "رواية", "الراوي", "راوي", "حدث", "يحدث",
    "حديثه", "روا", "راويه",
})  # fmt: skip
"""Words of an Arabic question speaking of narrating: it asks what a narrator passed on."""


def _arabic_only_narrating(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a hadith names the persons an Arabic question asks of only as its narrator.

    "ما الذي قاله جابر بن عبد الله للنبي عند مقام إبراهيم": ibnmajah:742 is narrated by Jabir
    ("It was narrated that Jabir said:"), and it is Umar who speaks in it. Read in the English
    narrator line, which writes the Arabic name in Latin letters (:func:`~sanad.core.
    narrators.latin_names`), as for an English question (:func:`~sanad.core.narrators.
    only_narrates`). None for a question speaking of narrating, or naming no one by kunya or
    father or as a companion alone.
    """
    if not mostly_arabic(analysis.text) or analysis.narrator:
        return None
    if _ARABIC_NARRATING.intersection(words(analysis.text)):
        return None
    persons = arabic_persons_asked(analysis.text)
    if not persons:
        return None
    verses = index.collection_span("quran")
    sons = tuple(person for person in persons if len(person) == 2 and person[0] == "بن")  # noqa: PLR2004 - "ابن عباس"

    def narrating(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        if ordinal in verses:
            return False
        english, narrator = index.text_at(ordinal, 1), index.text_at(ordinal, 2)
        latin = latin_names(persons, narrator)
        if latin is None:
            return False
        # A son asked is told of only as a son: "Al-'Abbas said" is his father.
        latin_sons = latin_names(sons, narrator) if sons else None
        return only_narrates(narrator, english, latin, sons=latin_sons or frozenset())

    return narrating


_TELLS_OF_NARRATING = re.compile(r"\b(?:narrat|report|relat|transmit)")
"""A question speaking of narrating ("anas ibn malik narrated that …") asks what he passed on."""


_HIS_NAMES = frozenset({
    "prophet", "messenger", "apostle", "rasul", "rasulullah", "muhammad", "النبي", "نبي",
    "رسول", "الرسول", "محمد",
})  # fmt: skip
"""The Prophet's titles and name: he is a person the question names too."""


def _name_wordings(analysis: Analysis, subject: Sequence[Slot]) -> frozenset[str]:
    """The subject slots (as worded) that only name the persons a question asks of.

    The names after a particle (:func:`~sanad.core.narrators.name_tokens`; in an Arabic
    question not asking what a narrator narrated, ``arabic_name_tokens``), and the Prophet's.
    A passage holding the persons asked must also hold what is asked of them (see
    :attr:`~sanad.core.evidence.Evidence.beside_names`): a rare name weighs so much that a
    passage holding it and a word more passed the evidence gate ("how did shaddad bin aws
    die", answered by a hadith naming him and not his death). Empty when it names no one after
    a particle, or its subject is nothing but the names.
    """
    if analysis.persons:
        names = name_tokens(analysis.text) | analysis.blessed
    elif mostly_arabic(analysis.text) and not analysis.narrator:
        names = arabic_name_tokens(analysis.text)
    else:
        return frozenset()
    if not names:
        return frozenset()
    wordings = frozenset(
        slot.wording
        for slot in subject
        if all(word in _HIS_NAMES or fold_name(word) in names for word in words(slot.wording))
    )
    rest = [slot for slot in subject if slot.wording not in wordings and not slot.weak]
    return wordings if wordings and rest else frozenset()


def _only_narrating(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a hadith names the persons an English question asks of only as its narrator.

    "how did shaddad bin aws die": the hadith he passes on (ibnmajah:1189, the Prophet's words
    on the dead) tells nothing of him (:func:`~sanad.core.narrators.only_narrates`). None when
    the question names no one after a particle, or asks what a narrator narrated, or speaks of
    narrating.
    """
    persons = analysis.persons
    # A fact asked of one named by a single name ("how old was aisha when …"): the question's
    # words each hadith's narrator line writes as a name are read as persons there.
    single = (
        not persons
        and analysis.kind in FACTOID_KINDS
        and not mostly_arabic(analysis.text)
        and not analysis.prophets_words
    )
    if not (persons or single) or analysis.narrator or _TELLS_OF_NARRATING.search(analysis.text):
        return None
    verses = index.collection_span("quran")

    def narrating(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        if ordinal in verses:
            return False
        english, narrator = index.text_at(ordinal, 1), index.text_at(ordinal, 2)
        named = names_in_narrator_line(narrator, analysis.text) if single else persons
        return bool(named) and only_narrates(narrator, english, named)

    return narrating


def _another_prophets_fact(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage tells of another prophet where a fact of the Prophet is asked, or None.

    "how old was the prophet ﷺ when he got circumcised": Abraham's circumcision at eighty, told
    by the Prophet, is another's age. For an English factoid (how many, how old, when, who,
    where) asked of the Prophet that names no other prophet; a passage whose English names one
    tells of him.
    """
    if analysis.kind not in FACTOID_KINDS or mostly_arabic(analysis.text):
        return None
    if not THE_PROPHET_ASKED.search(analysis.text) or any(
        word in OTHER_PROPHETS_EN for word in words(analysis.text)
    ):
        return None

    def anothers(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        english = normalise(index.text_at(ordinal, 1))
        return any(word in OTHER_PROPHETS_EN for word in words(english))

    return anothers


def _an_earlier_prophets_deed(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage tells of a prophet of old where a deed of the Prophet is asked, or None.

    "صحيح النبي ﷺ قرصته نملة فحرق بيت النمل؟": "an ant bit a prophet among the prophets"
    (muslim:5699) tells of another (see :mod:`~sanad.core.earlier_prophets`). Not where what
    he said is asked: the story is his words.
    """
    if analysis.prophets_words or not asks_of_the_prophet(analysis.text):
        return None

    def earlier(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        arabic, english, _, _ = index.texts_at(ordinal)
        return tells_of_an_earlier_prophet(normalise(arabic), normalise(english))

    return earlier


def _act_not_negated(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's English lacks the act an English question asks of as undone, or None.

    "what's the punishment for not praying" was answered with a hadith on refuge from the
    punishment of the grave "in every prayer he prayed" (see :mod:`~sanad.core.negated`).
    """
    acts = () if mostly_arabic(analysis.text) else negated_acts(analysis.text)
    if not acts:
        return None
    lemmas = tuple(index.lemmatiser.lemma(act) for act in acts)

    def not_negated(ordinal: int, lemma: Callable[[str], str]) -> bool:
        return not holds_negated(normalise(index.text_at(ordinal, 1)), lemmas, lemma)

    return not_negated


_BATTLE_ASKED = re.compile(
    r"\b(?:battle|battles|ghazwa|ghazwah|ghazwat|ghazva|expedition|campaign|siege|war|fight"
    r"|fighting) (?:of|at) (?:the )?(?:al )?([a-z]{3,})\b"
)
"""A battle an English question asks by its place ("the battle of qadisiya", "the siege of
taif")."""
_BATTLE_TOLD = frozenset(
    word_set(
        "battle battles fight fought fighting war warfare ghazwa ghazwat expedition campaign"
        " siege besieged army armies troops killed slain martyred martyr martyrs enemy enemies"
        " conquered conquest victory defeated defeat spoils booty captives attack attacked"
        " sword swords arrows archers cavalry infantry camp"
    )
)
"""Words a passage telling a battle writes (any of them): fighting, armies, the fallen, the
spoils. "The day of Badr" alone may be a date: one of these must stand too."""


def _battle_untold(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's English tells no fighting where a battle is asked by its place, or None.

    "whats the hadith about the battle of qadisiya" was answered with two companions "sitting
    in the city of Al-Qadisiya" when a funeral passed (bukhari:1270): the place is there, the
    battle is not. Not for a verse (the Qur'an tells its battles in other words).
    """
    if mostly_arabic(analysis.text) or ("of" not in analysis.text and "at" not in analysis.text):
        return None
    if _BATTLE_ASKED.search(analysis.text) is None:
        return None
    verses = index.collection_span("quran")

    def untold(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        if ordinal in verses:
            return False
        return _BATTLE_TOLD.isdisjoint(words(normalise(index.text_at(ordinal, 1))))

    return untold


def _deed_untold(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's English tells no one doing the deed a question claims of him, or None.

    "the prophet brought all his wealth as charity and said he left allah and his messenger
    for his family, which hadith" was answered with Hudhaifah's words on a man's family,
    wealth and charity (tirmidhi:2326), where no one brings anything (see
    :func:`~sanad.core.analysis.claimed_deed`); or of a person it names ("was abu hurairah
    fighting at badr", :func:`~sanad.core.analysis.persons_deed`). Any form of the verb, by
    anyone: reading who
    did it as for "did he …" (:func:`_told_of_another`) refused true claims ("Rukanah
    wrestled the Prophet and the Prophet won").
    """
    verb = (
        None
        if mostly_arabic(analysis.text)
        else claimed_deed(analysis.text) or persons_deed(analysis.text, analysis.persons)
    )
    if verb is None:
        return None
    wanted = index.lemmatiser.lemma(verb)
    if index.document_frequency(lemma_term((wanted,))) == 0:
        return None  # a slip ("perfom"): the word is read as corrected, not here

    def untold(ordinal: int, lemma: Callable[[str], str]) -> bool:
        return all(lemma(word) != wanted for word in words(normalise(index.text_at(ordinal, 1))))

    return untold


def _deed_of_a_relative(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's Arabic tells the deed an Arabic question claims of a man only of kin.

    "عمر بن الخطاب طلق مراته وهي حايض" was answered with his son Abdullah's divorce, Umar
    named only asking of it (muslim:3529): see :func:`~sanad.core.narrators.
    arabic_persons_deed` and :func:`~sanad.core.narrators.deed_of_a_relative`.
    """
    found = arabic_persons_deed(analysis.text) if mostly_arabic(analysis.text) else None
    if found is None:
        return None
    person, verb = found
    wanted = index.lemmatiser.lemma(verb)
    if wanted == GAP or index.document_frequency(lemma_term((wanted,))) == 0:
        return None  # a word the texts do not use: nothing to read

    def kins(ordinal: int, lemma: Callable[[str], str]) -> bool:
        return deed_of_a_relative(normalise(index.text_at(ordinal, 0)), person, wanted, lemma)

    return kins


def _event_not_his(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's English tells the event of his life asked of another, or None.

    "where did the prophet die" was answered with "whoever can die in Al-Madinah"
    (ibnmajah:2848): see :func:`~sanad.core.analysis.his_event_asked` and
    :func:`~sanad.core.doers.done_by_him`.
    """
    verb = None if mostly_arabic(analysis.text) else his_event_asked(analysis.text)
    if verb is None:
        return None
    wanted = index.lemmatiser.lemma(verb)
    if index.document_frequency(lemma_term((wanted,))) == 0:
        return None  # a slip: read as corrected, not here

    def not_his(ordinal: int, lemma: Callable[[str], str]) -> bool:
        return not done_by_him(index.text_at(ordinal, 1), lemma, wanted)

    return not_his


def _event_not_theirs(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's English tells a named person's life event asked of another, or None.

    "how did uthman die" was answered with "those of you who die … Uthman said" (bukhari:
    4331): see :func:`~sanad.core.analysis.ones_event_asked` and
    :func:`~sanad.core.doers.done_by`.
    """
    asked = None if mostly_arabic(analysis.text) else ones_event_asked(analysis.text)
    if asked is None:
        return None
    who, verb = asked
    wanted = index.lemmatiser.lemma(verb)
    if index.document_frequency(lemma_term((wanted,))) == 0:
        return None  # a slip: read as corrected, not here
    doer = frozenset({who})

    def not_theirs(ordinal: int, lemma: Callable[[str], str]) -> bool:
        return not done_by(index.text_at(ordinal, 1), lemma, wanted, doer)

    return not_theirs


def _own_event_age(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's English tells the event of the one whose age is asked at another's.

    "abu bakr's age at the time the prophet passed away" was answered with "Abu Bakr died
    when he had attained the age of sixty-three" (muslim:5942): his age at his own death (see
    :func:`~sanad.core.analysis.age_at_anothers_event`). None for any other question.
    """
    asked = None if mostly_arabic(analysis.text) else age_at_anothers_event(analysis.text)
    if asked is None:
        return None
    who, verb = asked
    wanted = index.lemmatiser.lemma(verb)
    doer = frozenset({who})

    def their_own(ordinal: int, lemma: Callable[[str], str]) -> bool:
        english = index.text_at(ordinal, 1)
        return done_by(english, lemma, wanted, doer) or told_likewise(english, lemma, wanted, doer)

    return their_own


def _first_as_the_ancients(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage's Arabic writes أول only as the former peoples, or None.

    For an Arabic question asking who or what came first (see
    :func:`~sanad.core.ordinals.first_only_as_the_ancients`): "مين اول واحد رح ينادى عليه يوم
    القيامة" was answered with "يغبطهم الأولون والآخرون" (tirmidhi:2636).
    """
    if not mostly_arabic(analysis.text) or not first_asked(analysis.text):
        return None

    def ancients(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        return first_only_as_the_ancients(words(normalise(index.text_at(ordinal, 0))))

    return ancients


def _any_of(*tests: _Test | None) -> _Test | None:
    """A test that holds where any of ``tests`` does (None where every one is None)."""
    given = [test for test in tests if test is not None]
    if len(given) <= 1:
        return given[0] if given else None
    return lambda ordinal, lemma: any(test(ordinal, lemma) for test in given)


def _spelt_otherwise(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a hadith's English writes a name the question marks with its mark elsewhere.

    "Mu'tah" asked (the battle), "Mut'ah" written (the marriage): another word, though the
    two are one once normalised (see :mod:`sanad.core.marks`). None where no word is marked.
    """
    if not analysis.marked:
        return None

    def otherwise(ordinal: int, _lemma: Callable[[str], str]) -> bool:
        text = index.narrated_english_utf8(ordinal).decode()  # f"{narrator} {english}"
        return any(marked_otherwise(text, marked) for marked in analysis.marked)

    return otherwise


def _others_act(index: Index, analysis: Analysis) -> _Test | None:
    """Whether a passage tells only of others the act (or thing) a question asks of him.

    For "هل ركب النبي …", "did the Prophet travel …", "did the Prophet own a cat": a test
    taking a passage's ordinal and a lemma reader (see :mod:`sanad.core.doers`). None for any
    other question.
    """
    english = not mostly_arabic(analysis.text)
    thing = english_possession(analysis.text) if english else None
    things = (thing,) if thing is not None else his_thing_asked(analysis) if english else ()
    if things:
        owned = [index.lemmatiser.lemma(one) for one in things]

        def not_his(ordinal: int, lemma: Callable[[str], str]) -> bool:
            written = words(normalise(index.text_at(ordinal, 1)))
            lemmas = [lemma(w) for w in written]
            return not any(told_as_his(written, lemmas, one) for one in owned)

        return not_his
    his_thing = None if english else arabic_his_thing(analysis)
    if his_thing is not None:  # "عمق قبر النبي": his grave, not the martyrs' (قبرهما)
        his = index.lemmatiser.lemma(his_thing)

        def not_his_in_arabic(ordinal: int, lemma: Callable[[str], str]) -> bool:
            text = [found[0] for found in word_matches(normalise(index.search_text(ordinal)))]
            return not told_as_his_in_arabic(text, [lemma(word) for word in text], his)

        return not_his_in_arabic
    if not analysis.whole_act:
        return None
    arabic = mostly_arabic(analysis.text)
    verb = arabic_act_verb(analysis.text) if arabic else english_act_verb(analysis.text)
    if verb is None:
        return None
    wanted = index.lemmatiser.lemma(verb)

    def by_others(ordinal: int, lemma: Callable[[str], str]) -> bool:
        if index.headers.collection(ordinal) == "quran":
            return False
        if not arabic:
            written = index.text_at(ordinal, 1)
            english = words(normalise(written))
            return done_by_others_in_english(
                english, [lemma(w) for w in english], wanted
            ) or done_by_another_named(written, lemma, wanted)
        text = [found[0] for found in word_matches(normalise(index.search_text(ordinal)))]
        return done_by_others(text, [lemma(word) for word in text], wanted)

    return by_others


def _anothers_words(
    index: Index, analysis: Analysis, saying: tuple[str, ...], said: str | None
) -> _Test | None:
    """Whether a passage tells the words asked as another's, for "did HE say …" in Arabic.

    The test takes a passage's ordinal and a lemma reader (see :func:`said_by_another`;
    ``saying``: the lemmas of the words asked, ``said`` the words). None for any other question.
    """
    if not saying or not asks_whether_he_said(analysis.text):
        return None
    given = frozenset(words(said or ""))

    def told_as_anothers(ordinal: int, lemma: Callable[[str], str]) -> bool:
        if index.headers.collection(ordinal) == "quran":
            return False
        # Read with its chain: the last link often names who says them ("عن عائشة قالت").
        arabic_text = index.text_at(ordinal, 0)
        found = word_matches(normalise(arabic_text[: index.headers.matn_end(ordinal) or None]))
        arabic = [match[0] for match in found]
        return said_by_another(arabic, [lemma(word) for word in arabic], saying, given)

    return told_as_anothers


def _said(index: Index, analysis: Analysis) -> tuple[str | None, tuple[str, ...]]:
    """The words a question asks whether the Prophet said ("هل قال النبي …"), and their lemmas.

    The lemmas must stand together in a passage that answers; none when no words are given.
    """
    said = asked_saying(analysis.text)
    return said, index.lemmatiser.content_lemmas(said) if said else ()


def _weak_within(subject: Sequence[tuple[Slot, Posting]]) -> Sequence[tuple[Slot, Posting]]:
    """The subject's postings, a weak word's kept to the passages another subject word is in.

    A weak word (a narrator's name, "did") orders the passages found, never finds them:
    "حديث عمر بن الخطاب في النية": Umar's name stands in hundreds of hadith, and ranked alone
    it filled the pool before the 21 that speak of intention. A subject of weak words only
    ranks by them.
    """
    found = [posting for slot, posting in subject if not slot.weak and posting]
    if not found or all(not slot.weak for slot, _ in subject):
        return subject
    anywhere: Collection[int] = found[0].keys() if len(found) == 1 else set().union(*found)
    return [
        (slot, _kept(posting, anywhere)) if slot.weak else (slot, posting)
        for slot, posting in subject
    ]


def _kept(posting: Posting, anywhere: Collection[int]) -> Posting:
    """``posting`` where ``anywhere`` holds the passage, read from whichever side is smaller."""
    if len(anywhere) < len(posting):
        return {o: posting[o] for o in anywhere if o in posting}
    return {o: w for o, w in posting.items() if o in anywhere}


def _storied(
    index: Index, subject: Sequence[tuple[Slot, Posting]]
) -> Sequence[tuple[Slot, Posting]]:
    """The subject's postings, a person's with the verses of their story added (as held).

    Only for the coverage that bounds evidence (see :mod:`sanad.core.story`): ranking and the
    pivot read the words the passages hold.
    """
    if not any(person_named(slot.alternatives) for slot, _ in subject):
        return subject
    story = index.story_verses
    storied: list[tuple[Slot, Posting]] = []
    for slot, posting in subject:
        person = person_named(slot.alternatives)
        told = (
            {o: 0.0 for o in story.get(person, ()) if o not in posting}
            if person is not None
            else {}
        )
        storied.append((slot, {**as_dict(posting), **told} if told else posting))
    return storied


def _named_in_arabic(index: Index, ordinal: int, wanted: tuple[str, ...]) -> tuple[bool, bool]:
    """Whether the passage's Arabic names the narrator ``wanted``, and whether in its chain.

    "ماذا روى أبو هريرة …": the Arabic chain names narrators too, and so does the text before
    it tells the Prophet's words (muslim:84). Read as ingest recorded them, when it did; a
    record none of whose words is the name asked is not read further.
    """
    packed = index.narrator_record(ordinal)
    if packed is not None and not may_be_named(packed, wanted):
        return False, False
    recorded = index.narrators_at(ordinal)
    chain, opening = read_narrators(index, ordinal) if recorded is None else recorded
    if chain is not None and names_in_read(chain, wanted):
        return True, True
    return opening is not None and names_in_read(opening, wanted), False


def _unnamed_test(  # noqa: PLR0913, PLR0917 - the question, and how its passages are read
    index: Index,
    retrieval: _Retrieval,
    analysis: Analysis,
    head_lemmas: frozenset[str] | None,
    asked_lemmas: frozenset[str],
    parts: PartsReader | None,
) -> Callable[[int], bool] | None:
    """What tells a passage none of whose windows could state the name asked, or None.

    Only for a name asked of a thing (its head) in Arabic, where the windows read are Arabic.
    ``asked_lemmas`` are the lemmas of the question's words.
    """
    subject = [slot for slot, _ in retrieval.subject]
    if head_lemmas is None or sides_read(subject, analysis.kind) != (False, True):
        return None
    read = parts or index.parts_at
    names = index.arabic_names

    def unnamed(ordinal: int) -> bool:
        _, sentences = read(ordinal, english=False, arabic=True)
        return not may_name_in(
            [(plain, lemmas) for _, plain, lemmas in sentences], head_lemmas, names, asked_lemmas
        )

    links: list[tuple[frozenset[int], Callable[[int], bool]] | None] = []

    def told(ordinal: int) -> bool:
        # What ingest recorded tells most passages apart unread: one without a naming word
        # may name the head only where a name follows it (read once, when first asked).
        if not links:
            links.append(index.named_after(head_lemmas, asked_lemmas))
        recorded = links[0]
        if recorded is None or recorded[1](ordinal):
            return unnamed(ordinal)
        return ordinal not in recorded[0]

    return told


_ASKS_WHICH = re.compile(
    r"\b(?:which|what) (?:other )?(?:verse|ayah|aya|ayat|surah|sura|hadith|passage)s?\b"
    r"(?! is\b| was\b)|(?:^|\s)(?:اي|ايش|شو|وش|انهي) (?:اية|ايه|سورة|سوره|حديث)(?:\s|$)"
)
"""A question asking which verse or hadith holds something ("which verse actually mentions
cars?"), not what a verse it names says ("which verse is 2:255?")."""


def _another_asked(index: Index, config: AnswerConfig, searched: str, cited: list[str]) -> bool:
    """Whether a question citing passages asks which other verse or hadith holds something.

    "16:8 is a prophecy of cars … which verse actually mentions cars?": the verse cited is the
    premise doubted, and what else is asked is searched for (the cited verse among the rest).
    Asked nothing else ("which verse is 2:255?"), the cited verse answers.
    """
    return (
        bool(cited)
        and _ASKS_WHICH.search(normalise(searched)) is not None
        and _asked_besides(index, config, searched, cited) is not None
    )


def _besides(
    index: Index, config: AnswerConfig, searched: str, cited: Sequence[str]
) -> tuple[str, tuple[Slot, ...]]:
    """The (normalised) question without the passages it cites, and the subject it asks then."""
    rest = normalise(searched)
    for written_as in cited:
        rest = rest.replace(normalise(written_as), " , ")
    subject = _Retrieval.of(index, config, analyse(rest).subject, decode=False).subject
    return rest, tuple(slot for slot, _ in subject)


def _asked_besides(
    index: Index, config: AnswerConfig, searched: str, cited: Sequence[str]
) -> str | None:
    """The (normalised) question without the passages it cites, where it asks more; else None.

    "What does Surah Maryam say about Jesus?" asks about Jesus; "What is Surah 103 about?"
    asks nothing besides the surah.
    """
    rest, asks = _besides(index, config, searched, cited)
    return rest if asks else None


_OF_A_REFERENCE = frozenset(
    map(
        normalise,
        word_set(
            "verse verses ayah ayahs ayat aya surah surahs sura surat chapter quran koran last"
            " first exactly quote full text whole complete arabic english translation pickthall"
            " number آية اية ايه الاية الآية سورة سوره القران القرآن آخر اخر اول نص كاملة كاملا"
        ),
    )
)
"""Words that name or show the passage a question cites, asking nothing of it ("Quote the last
verse of Surah al-Baqarah (2:286)", "whats surah 2 verse 255 say exactly")."""


def _asked_of_them(
    index: Index,
    config: AnswerConfig,
    searched: str,
    named: Sequence[str],
    cited: Sequence[str],
) -> str | None:
    """What a question citing passages asks of them besides the passages, or None.

    The (normalised) question without every reference it writes (``named``: a surah's name
    too, which it may write beside the verse's number; ``cited``), where one of its subject
    words is more than a word naming or showing a passage (:data:`_OF_A_REFERENCE`).
    """
    rest, subject = _besides(index, config, searched, [*named, *cited])
    asks = [
        slot
        for slot in subject
        if not slot.weak and not set(slot.wording.split()) <= _OF_A_REFERENCE
    ]
    return rest if asks else None


def _referenced(
    index: Index, resolved: Sequence[QuestionReference], references: Sequence[Reference]
) -> tuple[tuple[int, str], ...]:
    """The passages a question names, each with the words that named it first.

    A passage named twice ("آية النور … الآية ٣٥ من سورة النور") is quoted once.
    """
    named_as: dict[int, str] = {}
    for ordinal, written_as in [
        (index.ordinals[ident], ref.text)
        for ref in resolved
        for ident in ref.resolution.ids
        if ident in index.ordinals
    ] + [
        (index.ordinals[ident], reference.text)
        for reference in references
        for ident in referenced_ids(index, reference)
        if ident in index.ordinals
    ]:
        named_as.setdefault(ordinal, written_as)
    return tuple(named_as.items())


def assess(  # noqa: C901 - one branch per kind of question: referred, referenced, refused early, searched
    index: Index, config: AnswerConfig, question: str, enough: int | None = None
) -> Assessment:
    """Check the question, apply the policy, analyse, retrieve and score (no gate applied yet).

    ``enough`` is how many passages the answer will carry at most: judging evidence stops once
    that many hold the whole subject (None: judge every candidate, as a sweep needs).
    Raises InvalidQuestionError for input that is not a question at all.
    """
    text = check_question(question)
    rule = first_matching_rule(config.rules, text)
    if rule is not None:
        return Assessment(
            question=text,
            config=config,
            rule=RuleRef(id=rule.id, label=rule.label),
            analysis=Analysis(kind="ruling", subject="", framing=""),
            retrieval=None,
            oov_ratio=None,
            candidates=(),
        )
    foreign = other_source(normalise(text))
    if foreign is not None:  # "John 3:16" is no Qur'an reference
        return Assessment(
            question=text, config=config, rule=None, retrieval=None, oov_ratio=None,
            candidates=(), analysis=attrs.evolve(analyse(text), other_source=foreign),
        )  # fmt: skip
    numbered = question_references(index, text)
    written = {normalise(ref.text) for ref in numbered}
    references = [
        r for r in find_references(text)
        if not any(r.text in taken or taken in r.text for taken in written)
    ]  # fmt: skip
    unresolved = tuple(
        ref.resolution.message
        for ref in numbered
        if ref.resolution.status in ("not_in_corpus", "not_resolvable_in_this_edition")
    ) + tuple(
        reason
        for reference in references
        if (reason := unresolved_reason(index, reference)) is not None
    )
    resolved = [ref for ref in numbered if ref.resolution.status == "resolved"]
    # A whole surah is no reference to quote beside a verse ("the last verse of Surah X
    # (2:286)"), nor when the question asks the hadith about it ("What did the Prophet say
    # about Surat al-Kahf?").
    within: tuple[int, ...] = ()
    if resolved and _asks_a_merit(text):
        # "ما فضل سورة البقرة", "ما فضل آية الكرسي": what a surah or a verse is worth is what the
        # hadith say of it, never its own words; asked of the hadith, by its name as they write
        # it.
        verses = index.collection_span("quran")  # each collection's passages are contiguous
        within = tuple(o for o in range(index.passage_count) if o not in verses)
        resolved = []
    if any(ref.by_name for ref in resolved) and (
        any(not ref.by_name for ref in resolved) or _asks_the_hadith(config, text)
    ):
        resolved = [ref for ref in resolved if not ref.by_name]
    searched, aside = set_aside(text, config.instructions)
    whole = searched  # a surah's name may be taken out below; an older sense may stand in it
    if resolved and all(ref.by_name for ref in resolved):
        # "What does Surah Maryam say about Jesus?": search that surah for what is asked; with
        # nothing asked besides the surah ("What is Surah 103 about?"), its verses answer.
        rest = _asked_besides(index, config, searched, [ref.text for ref in resolved])
        if rest is not None:
            # A verse named is one verse: what else is asked of it is asked of the passages
            # that name it ("ماذا يحدث لمن يقرأ آية الكرسي قبل النوم"), not within it.
            surahs = [ref for ref in resolved if ref.whole_surah]
            within = tuple(
                index.ordinals[i] for ref in surahs for i in ref.resolution.ids
                if i in index.ordinals
            )  # fmt: skip
            searched = rest if surahs else searched
            resolved = []
    cited = [*(ref.text for ref in resolved), *(ref.text for ref in references)]
    referenced = (
        ()
        if _another_asked(index, config, searched, cited)
        else _referenced(index, resolved, references)
    )
    rest = (
        _asked_of_them(index, config, searched, [ref.text for ref in numbered], cited)
        if referenced
        else None
    )
    if rest is not None:
        # "2:255 is ayat al kursi, does it mention the night journey?", "what does 2:255 say
        # about the throne?": what else is asked is asked of the passages cited, which answer
        # only where they hold it (citing them asks for them only when nothing else is asked).
        within = tuple(ordinal for ordinal, _ in referenced)
        searched, referenced = rest, ()
    if unresolved:
        return Assessment(
            question=text, config=config, rule=None, unresolved=unresolved, retrieval=None,
            oov_ratio=None, candidates=(),
            analysis=Analysis(kind="reference", subject="", framing=""),
        )  # fmt: skip
    analysis = analyse(searched)
    if referenced:
        analysis = attrs.evolve(analysis, kind="reference")
    analysis = _compiler_as_source(config, analysis)
    analysis = _with_persons(config, analysis)
    retrieval = _Retrieval.of(
        index,
        config,
        analysis.subject,
        weak_words=" ".join(words for words in (analysis.narrator, analysis.ranking) if words),
        names=capitalised(searched),
        asked_verbs=analysis.asked_verbs,
        occasion=analysis.occasion,
        around=_event_around(normalise(analysis.text))
        if analysis.kind in FACTOID_KINDS
        else frozenset(),
        whole_act=analysis.whole_act,
        unscoped=(*analysis.unscoped, *_compilers_as_persons(config, normalise(searched))),
        nouns=frozenset(analysis.nominal),
        question=whole,
        decode=False,
    )
    if referenced:  # the question names its passages: they are the answer
        return Assessment(
            question=text, config=config, rule=None, referenced=referenced, set_aside=aside,
            retrieval=retrieval, oov_ratio=None, candidates=(), analysis=analysis,
        )  # fmt: skip
    if not retrieval.subject or analysis.other_source is not None:
        return Assessment(
            question=text, config=config, rule=None, set_aside=aside, retrieval=retrieval,
            oov_ratio=None, candidates=(), analysis=analysis,
        )  # fmt: skip
    ratio = oov_ratio(retrieval.slots)
    searched_for = ratio <= config.gates.max_oov_ratio  # else refused: no posting is read
    ranked = []
    if searched_for:
        retrieval = retrieval.decoded()
        ranked = retrieval.ranked(config, config.candidate_pool, frozenset(within) or None)
    gates = config.gates
    # A passage judged is read again when it is quoted; the collections named are found once,
    # for judging and for the outcome.
    parts, named_scope = (
        parts_memo(index.parts_at, index.packed_sides),
        (_scope_of(retrieval, analysis),),
    )
    return Assessment(
        question=text,
        config=config,
        rule=None,
        analysis=analysis,
        set_aside=aside,
        retrieval=retrieval,
        oov_ratio=ratio,
        joint_terms=(
            joint_terms(index, retrieval.subject, enough=gates.min_joint_terms)
            if gates.min_joint_terms > 1 and searched_for
            else None
        ),
        # Nothing ranked, nothing judging would use is made.
        candidates=_judged(
            index,
            retrieval,
            analysis,
            ranked,
            config.gates,
            enough or len(ranked) + 1,
            frozenset(within),
            parts,
            named_scope=named_scope,
        )
        if ranked
        else (),
        within=within,
        parts=parts,
        named_scope=named_scope,
    )


_UNREAD = ("min_evidence",)
"""What a candidate listed unjudged fails, at least, when the evidence gate is on."""


def _failed(candidate: Candidate, gates: Gates, *, factoid: bool) -> tuple[str, ...]:
    failed = list(
        failed_gates(
            score=candidate.score,
            covered=candidate.coverage,
            has_pivot=candidate.has_pivot,
            gates=gates,
        )
    )
    if candidate.narrator_ok is False:
        failed.append("narrator")
    if candidate.qudsi_ok is False:
        failed.append("qudsi")
    if candidate.prophets_words_ok is False:
        failed.append("prophets_words")
    found = candidate.evidence or NO_EVIDENCE
    pivot = gates.require_pivot_term
    if found.value(pivot=pivot, typed=False) < gates.min_evidence:
        failed.append("min_evidence")
    elif factoid and found.value(pivot=pivot, typed=True) < gates.min_evidence:
        failed.append("answer_type")
    return tuple(failed)


def _refused_before_passages(assessment: Assessment, gates: Gates) -> str | None:  # noqa: PLR0911 - one return per refusal
    """What refuses the question before any passage is judged, or None."""
    if assessment.analysis is not None and assessment.analysis.other_source is not None:
        return "input:other_source"
    if assessment.unresolved:
        return "input:unresolvable_reference"
    retrieval = assessment.retrieval
    if retrieval is None or not retrieval.subject:
        return (
            "input:source_name_only" if retrieval and retrieval.slots else "input:no_subject_words"
        )
    if (
        assessment.analysis is not None
        and assessment.analysis.prophets_words
        and not names_someone(
            [word for slot, _ in retrieval.subject for word in slot.wording.split()]
        )
    ):  # "What did the Messenger of Allah say about him?": whose words, but about nothing
        return "input:source_name_only"
    if assessment.oov_ratio is not None and assessment.oov_ratio > gates.max_oov_ratio:
        return "gate:max_oov_ratio"
    needed = joint_terms_needed([slot for slot, _ in retrieval.subject], gates)
    if assessment.joint_terms is not None and assessment.joint_terms < needed:
        return "gate:min_joint_terms"
    return None


def outcome(
    assessment: Assessment, gates: Gates, k: int = DEFAULT_K
) -> tuple[VerdictKind, str | None, tuple[Candidate, ...]]:
    """The verdict kind, what refused (None when answered), and the passing candidates (≤ k)."""
    kind, refused_by, passing, _ = _outcome(assessment, gates, k)
    return kind, refused_by, passing


def _outcome(  # noqa: PLR0911 - one message per refusal
    assessment: Assessment, gates: Gates, k: int
) -> tuple[VerdictKind, str | None, tuple[Candidate, ...], list[tuple[str, ...]]]:
    """:func:`outcome`, and the gates each candidate failed (empty when none was judged)."""
    if assessment.rule is not None:
        return "referred", f"policy:{assessment.rule.id}", (), []
    if assessment.referenced:
        named = tuple(
            Candidate(ordinal=ordinal, score=0.0, coverage=1.0, has_pivot=True)
            for ordinal, _ in assessment.referenced
        )
        return "answered", None, named[:k], []
    early = _refused_before_passages(assessment, gates)
    if early is not None:
        return "no_source", early, (), []
    factoid = assessment.factoid
    scope = _named_scope(assessment)
    # A passage listed unjudged (evidence None), or holding none (NO_EVIDENCE), below the traced
    # ones can only fail, the evidence gate among others: its gates are not listed one by one
    # (no refusal is read from them: see _first_refusal).
    unread = gates.min_evidence > 0
    fails = [
        _UNREAD
        if unread and i >= _TRACED_CANDIDATES and (c.evidence is None or c.evidence is NO_EVIDENCE)
        else _failed(c, gates, factoid=factoid)
        for i, c in enumerate(assessment.candidates)
    ]
    # A passage holding more of the subject goes first; among equals, the better score.
    passing = tuple(
        c
        for c, failed in zip(assessment.candidates, fails, strict=True)
        if not failed
        and (scope is None or any(c.ordinal in span for span in scope))
        and (not assessment.within or c.ordinal in assessment.within)
    )
    if passing:
        best = sorted(
            passing, key=lambda c: -ranking_value(c.evidence or NO_EVIDENCE, factoid=factoid)
        )
        return "answered", None, tuple(best[:k]), fails
    if not assessment.candidates:
        return "no_source", "gate:no_passage_matched", (), fails
    if scope is not None and not all(fails):
        return "no_source", "gate:named_source", (), fails
    return "no_source", _first_refusal(fails), (), fails


def _named_scope(assessment: Assessment) -> tuple[range, ...] | None:
    """The passages of the collections the question names, or None when it names none.

    "What does the Qur'an say …": a question about the Qur'an is not answered with a hadith.
    """
    if assessment.retrieval is None or assessment.analysis is None:
        return None
    if assessment.named_scope:  # found as it was judged
        return assessment.named_scope[0]
    return _scope_of(assessment.retrieval, assessment.analysis)


def _scope_of(retrieval: _Retrieval, analysis: Analysis) -> tuple[range, ...] | None:
    if not retrieval.sources or analysis.narrator:
        return None  # a narrator's report is a hadith, whatever source word the question uses
    # "… not the hadith, the ayah": a source the question sets aside is not searched.
    sources = (
        tuple(slot for slot in retrieval.sources if not _set_aside(analysis.text, slot.wording))
        or retrieval.sources
    )
    asked_of = set(words(analysis.asked_of))
    framing = [slot for slot in sources if slot.wording in asked_of]
    # A source named within another narrows it ("a hadith in Bukhari", "حديث في صحيح البخاري":
    # al-Bukhari's, not every hadith); sources apart from each other add up (Qur'an and hadith).
    scopes = {frozenset(slot.scope) for slot in (framing or sources) if slot.scope}
    narrowest = [scope for scope in scopes if not any(other < scope for other in scopes)]
    keys = sorted({key for scope in narrowest for key in scope})
    return tuple(retrieval.index.collection_span(key) for key in keys)


_SETTING_ASIDE = (
    r"\b(?:not|no|nor|rather than|instead of|isnt|isn t|other than)\s+"
    r"(?:(?:the|a|an|in|from|any)\s+)*"
)


def _set_aside(text: str, wording: str) -> bool:
    """Whether a (normalised) question sets aside the source it words so ("not the hadith")."""
    return re.search(_SETTING_ASIDE + re.escape(wording) + r"\b", text) is not None


def _tells_allahs_words(index: Index, ordinal: int) -> bool:
    """Whether a hadith tells what Allah said (a verse of the Qur'an is no hadith qudsi)."""
    if index.headers.collection(ordinal) == "quran":
        return False
    english = index.text_at(ordinal, 1)
    return tells_allahs_words(normalise(index.search_text(ordinal)), normalise(english))


@attrs.frozen(kw_only=True)
class _NameAsked:
    """What a question asking the Prophet's words asks of each hadith, read once for it."""

    word: str | None
    """The rarest subject word, or the whole Arabic name it stands in (:func:`_asked_name`)."""
    beside: frozenset[str]
    """The words the question writes beside it (:func:`_asked_name`)."""
    father: str | None = None
    """A Latin name's father, as the question writes him ("Salim bin Abdullah")."""
    by_class: bool = False
    """Whether the name is asked after its class ("قبيلة النخع", "the prophet Hood")."""
    occasion: tuple[str, ...] = ()
    """What happened when he spoke, asked (the analysis's occasion)."""
    bridged: bool = False
    """Whether the word is also found by a bridge or a word of its root (not as written)."""

    @classmethod
    def of(cls, subject: Sequence[Slot], analysis: Analysis) -> "_NameAsked":
        """Read from the question's subject slots and analysis."""
        word, beside = _asked_name(subject, analysis)
        latin = word is not None and word.isascii()
        return cls(
            bridged=any(
                len(slot.alternatives) > 1 or slot.related or slot.kin
                for slot in subject
                if word is not None and normalise(slot.wording) == word
            ),
            word=word,
            beside=beside,
            father=fathers_name(analysis.subject, word) if word is not None and latin else None,
            by_class=word is not None
            and (
                _after_its_english_class(analysis.text, word)
                if latin
                else _after_its_class(analysis.subject, word)
            ),
            occasion=analysis.occasion,
        )


def _tells_the_prophets_words(index: Index, ordinal: int, asked: _NameAsked) -> bool | None:
    """Whether a hadith tells what the Prophet said of the thing asked (a verse: see below).

    Read in its English and narrator line: it must tell his words, and the question's rarest
    subject word, where it stands in them as the question writes it, must stand somewhere
    other than the narrators' and later scholars' frame ("Ahmad bin Hanbal said", "according
    to the version of …"). A hadith without English is read in its Arabic for his words only.
    """
    rarest, name = asked.word, asked.beside
    arabic_word = rarest is not None and not rarest.isascii()
    if index.headers.collection(ordinal) == "quran":
        # A verse tells no word of the Prophet's: it is kept only where it writes the whole
        # name asked, in order ("الحسن بن علي" is not 38:40's "وحسن مآب"), never for one word
        # ("عاصم", a narrator, is not 11:43's "لا عاصم اليوم من امر الله").
        if arabic_word and rarest is not None and " " in rarest:
            return holds_the_name(normalise(index.search_text(ordinal)), rarest) or False
        return False
    held: bool | None = None
    if arabic_word and rarest is not None:  # an Arabic question: where the word stands in Arabic
        arabic = normalise(index.search_text(ordinal))
        held = within_his_arabic_words(arabic, rarest, name)
        # A nisba is a name: حميد is no الحميدي. So is a word asked after its class: "قبيلة
        # النخع" is not written where only a verb of its letters is (فيتنخع), and "أهل قطر"
        # not where "قطر الماء" (a drop of water) or "القطر" (the rain) is.
        if (held is None and (arabic_nisba(rarest) or asked.by_class)) or (
            held
            and asked.by_class
            and not (
                written_as_a_name(arabic, rarest)
                and (
                    " " in rarest
                    or not index.text_at(ordinal, 1)
                    or written_as_a_place(arabic, index.text_at(ordinal, 1), rarest)
                )
            )
        ):
            return False
        if held is None:  # not written as asked: where its other forms stand
            held = _another_form_within(index, arabic, rarest, name)
    occasion = asked.occasion
    if held is not False and occasion and not occasion[0].isascii():
        held = _said_after_it_in_arabic(index, ordinal, occasion)  # read where the Arabic tells it
    if held is False:
        return False
    if index.text_at(ordinal, 1):
        return _told_in_english(index, ordinal, asked, latin=not arabic_word)
    return before_the_prophets_words(index.search_text(ordinal)) is not None


def _told_in_english(index: Index, ordinal: int, asked: _NameAsked, *, latin: bool) -> bool:
    """:func:`_tells_the_prophets_words` read in a hadith's English and narrator line.

    The name asked is read here where it is Latin (``latin``). A name the question writes with
    its father ("Salim bin Abdullah") must be written with him somewhere in the passage.
    Asked what he said when something happened (the occasion), his words must be told where
    the English tells it, or after.
    """
    name_asked = asked.word if latin else None
    narrated, english = index.narrated_english_utf8(ordinal).decode(), index.text_at(ordinal, 1)
    if name_asked is not None and not asked.bridged and " " not in name_asked:
        # Found in the Arabic only (an abridged English): not shown to stand in his words.
        wanted = index.lemmatiser.lemma(name_asked)
        lemma = index.lemmatiser.lemma
        if not any(lemma(word) == wanted for word in words(normalise(english))):
            return False
    text = normalise(narrated)  # f"{narrator} {english}"
    told = tells_the_prophets_words(text) and (
        name_asked is None or stands_outside_the_frame(text, name_asked) is not False
    )
    if told and asked.occasion:
        return _said_after_it(index, english, asked.occasion)
    if told and name_asked is not None:  # a name: where its Arabic stands
        if asked.by_class and not capitalised_in(english, name_asked):
            return False  # "the prophet Hood" is no hood worn: a name, written capitalised
        if asked.father is not None and not written_with_father(
            narrated, name_asked, asked.father, normalise(index.text_at(ordinal, 0))
        ):
            return False
        searched = normalise(index.search_text(ordinal))
        return (
            within_his_words_as_named(english, searched, name_asked, before=asked.beside)
            is not False
        )
    return told


def _said_after_it(index: Index, english: str, occasion: tuple[str, ...]) -> bool:
    """Whether the English tells his words where it tells what happened, or after it.

    What happened is the first sentence, or pair of sentences, holding every word of the
    ``occasion`` (read as lemmas) in the question's order: "When Qasim died, Khadijah said …"
    tells no death of hers. His words must be quoted there or after it: his words told before
    it (on his gold ring, before the ring fell from Uthman's hand into the well of Aris) were
    not said then. Where no sentence or
    pair holds them all (a bridge found one), his words need only be quoted somewhere.
    """
    lemma = index.lemmatiser.memo()
    wanted = [lemma(word) for word in occasion]
    told = sentences(english)
    unordered = False
    for at in range(len(told)):
        held = [
            lemma(word) for sentence in told[at : at + 2] for word in words(normalise(sentence))
        ]
        if not set(wanted) <= set(held):
            continue
        if not _in_order(wanted, held):  # "When Qasim died, Khadijah said": not her death
            unordered = True
            continue
        # Read in the English as written: sentences are split at a colon too ("said:").
        after = english[max(0, english.find(told[at])) :]
        return tells_the_prophets_words(normalise(after)) and _QUOTING.search(after) is not None
    return not unordered and _QUOTING.search(english) is not None


_QUOTING = re.compile(r"[\"“”‘’']|\b(?:said|saying|says)\s*[:,]")
"""A text quoting words: a quotation mark, or "said:" (some translations write no marks).
"I often heard him mentioning her" tells that he spoke, not what he said then."""


def _said_after_it_in_arabic(index: Index, ordinal: int, occasion: tuple[str, ...]) -> bool:
    """:func:`_said_after_it` for an Arabic question, read in the hadith's Arabic after its chain.

    What happened is the first sentence, or pair, writing every word of the ``occasion`` as
    the question writes it, or in a form of it (a proclitic or a pronoun joined, an ending
    more or less, an imperfect's ي ن ا before it; ه read as ة): "زوج النبي" (his wife) is not
    "تزوج" (he married). A text writing none of it tells no such happening. His words must be
    told there or after it, or it must stand inside them ("قال " من دخل السوق فقال …"": what
    one is to say when).
    """
    wanted = [
        {*bare_forms(word), word[:-1] + "ة" if word.endswith("ه") else word} for word in occasion
    ]
    text = normalise(index.search_text(ordinal))
    told = sentences(text)
    # Each sentence's words (where each ends in it) and which of the occasion's words each
    # writes, read once: a sentence stands in two windows, a word in many places.
    writers = [_writer(each) for each in wanted]
    writes: dict[str, tuple[bool, ...]] = {}
    for one in told:
        for found in word_matches(one):
            if found[0] not in writes:
                forms = set(bare_forms(found[0]))
                writes[found[0]] = tuple(writer(forms) for writer in writers)
    read = [[(found.end(), writes[found[0]]) for found in word_matches(one)] for one in told]
    for at in range(len(told)):
        start = text.find(told[at])
        window = [word for one in read[at : at + 2] for word in one]
        firsts = [
            next((end for end, written in window if written[i]), None) for i in range(len(wanted))
        ]
        if None in firsts:
            continue
        # Read from where the last of its words is first written, or where one is written
        # again after that: Umar's putting on a new garment, then the words he quotes the
        # Prophet as saying of it (ibnmajah:3293).
        told_at = max(end for end in firsts if end is not None)
        again = [end for end, written in window if end > told_at and any(written)]
        if any(tells_his_words_from(text, start + end) for end in (told_at, *again)):
            return True
    return False


def _writes(forms: set[str], wanted: set[str]) -> bool:
    """Whether a word's bare ``forms`` write one of ``wanted`` in a form of it."""
    return any(_form_of(form, word) for form in forms for word in wanted)


def _writer(wanted: set[str]) -> Callable[[Iterable[str]], bool]:
    """:func:`_writes` for ``wanted``, its forms set out once: a text's words are many.

    A form is one of ``wanted``, one less an ending or an imperfect's letter (it is the shorter,
    of at least :data:`_STEM` letters), or one of them with an ending or that letter more.
    """
    shorter = frozenset(
        {
            *wanted,
            *(word[: len(word) - more] for word in wanted for more in range(1, _ENDING + 1)
              if len(word) - more >= _STEM),
            *(word[1:] for word in wanted if word[:1] in _IMPERFECT),
        }
    )  # fmt: skip
    stems = frozenset(word for word in wanted if len(word) >= _STEM)

    def writes(forms: Iterable[str]) -> bool:
        return any(
            form in shorter
            or (form[:1] in _IMPERFECT and form[1:] in wanted)
            or any(form[: len(form) - more] in stems for more in range(1, _ENDING + 1))
            for form in forms
        )

    return writes


_ENDING = 2
"""How many letters longer one form of a word may be than another (ماتت مات، توفيت توفي)."""
_STEM = 3
"""How long the shorter form must be to be read with an ending."""
_IMPERFECT = "ينا"
"""The letters an imperfect writes before its stem (يتزوج تزوج)."""


def _form_of(written: str, word: str) -> bool:
    """Whether ``written`` (a bare form) is ``word`` in another form.

    An ending more or less (ماتت مات، توفيت توفي), or an imperfect's ي، ن or ا before it
    (يتزوج تزوج). Not another word of its root: زوج (a wife) is no form of تزوج (he married).
    """
    if written == word:
        return True
    short, long_ = sorted((written, word), key=len)
    return (
        long_.startswith(short) and len(long_) - len(short) <= _ENDING and len(short) >= _STEM
    ) or (long_[:1] in _IMPERFECT and long_[1:] == short)


_CLASS_NOUNS = frozenset(
    map(
        normalise,
        word_set(
            "قبيلة قبيله مدينة مدينه بلدة بلده قرية قريه جبل نهر وادي واد بلاد ارض بحر بئر بير"
            " غزوة غزوه سوق صنم اهل دولة دوله مملكة مملكه امارة اماره"
        ),
    )
)
"""What a name is asked after ("قبيلة النخع", "مدينة مرو", "نهر جيحان", "بئر أريس", "أهل
قطر", "دولة قطر"): the word is a name."""


_PEOPLE_OF = frozenset({"اهل"})
"""A class noun that names a people by their place only before a name: "أهل قطر", not "أهل
الكتاب" (the People of the Book) or "أهل بيته" (his household)."""
_ITS_OWN = ("ه", "ها", "هم", "هن", "كم", "ك", "نا")
"""A pronoun ending: "بيته" is a thing of someone's, no name."""


def _class_before(tokens: Sequence[str], at: int) -> bool:
    """Whether the word at ``at`` follows a class noun that makes it a name."""
    if at == 0 or tokens[at - 1] not in _CLASS_NOUNS or tokens[at] in STOPWORDS:
        return False
    word = tokens[at]
    return tokens[at - 1] not in _PEOPLE_OF or not (
        word.startswith("ال") or word.endswith(_ITS_OWN)
    )


def _named_after_its_class(subject: str) -> str | None:
    """The first word a (normalised) subject writes right after a class noun, or None.

    "بئر اريس": the well's name, read as the name asked whatever its weight (اريس read by
    its lemma is راس, "head", which is common; بئر is rarer).
    """
    tokens = words(subject)
    for at in range(1, len(tokens)):
        if _class_before(tokens, at):
            return as_ta_marbuta(tokens[at])
    return None


def _after_its_class(subject: str, asked: str) -> bool:
    """Whether the (normalised) subject asks ``asked`` right after a class noun (tribe, town)."""
    tokens = words(subject)
    first = asked.split(maxsplit=1)[0]
    return any(token == first and _class_before(tokens, at) for at, token in enumerate(tokens))


_ENGLISH_CLASSES = (
    r"(?:prophet|messenger|city|town|village|country|land|mountain|mount|river|valley|island"
    r"|tribe|clan|people|battle|companion)"
)


def _after_its_english_class(text: str, asked: str) -> bool:
    """Whether a (normalised) English question asks ``asked`` after its class.

    "the prophet Hood", "the city of Homs", "the tribe of Daws": the word is a name.
    """
    return (
        re.search(rf"\b{_ENGLISH_CLASSES}s? (?:of )?(?:the )?{re.escape(asked)}\b", text)
        is not None
    )


def _another_form_within(
    index: Index, arabic: str, asked: str, name: frozenset[str]
) -> bool | None:
    """Whether a form of ``asked`` the text writes, read with its lemma, stands in his words.

    ``arabic`` is the hadith's normalised Arabic after its chain. The word asked may be found
    only in another form of its lemma (الصيام as صام), which is judged where it stands; a lemma
    may also join two names (farahidi reads واسط and فلسطين both as سطا), and a narrator's
    remark on Palestine is no word of his on Wasit. None where no word of the text has the
    lemma (found through a bridge or a kin word): nothing is judged then.
    """
    lemma = index.lemmatiser.memo()
    wanted = lemma(asked)
    forms = {found[0] for found in word_matches(arabic) if lemma(found[0]) == wanted}
    # A form that does not write the letters asked shares only a guessed lemma (يسيع, a
    # narrator's name, read as a verb of ساع, is no "الساعة"): the word asked is not there.
    same = {form for form in forms if _writes_its_letters(asked, form)}
    if forms and not same:
        return False
    return within_his_arabic_words_in_any(arabic, same, name)


def _writes_its_letters(asked: str, written: str) -> bool:
    """Whether ``written`` writes the letters of ``asked`` in order, or they its (clitics off).

    صام and الصيام, فيتنخع and النخع: one word's letters stand in order within the other's.
    """
    return any(
        _in_order(shorter, longer)
        for one in bare_forms(asked)
        for other in bare_forms(written)
        for shorter, longer in (sorted((one, other), key=len),)
    )


def _in_order(wanted: Sequence[str], held: Sequence[str]) -> bool:
    """Whether ``wanted`` stand in ``held`` in order, not necessarily together.

    A word's letters in another word (a str is a sequence of them), or words in a sentence's.
    """
    rest = iter(held)
    return all(one in rest for one in wanted)


_NAME_LINKS = ARABIC_NAME_PARTICLES | {"عبد"}
"""Words that join an Arabic name's parts ("عمر بن عبد العزيز", "ابي داود", "عبد الملك")."""


def _name_span(tokens: list[str], at: int) -> tuple[int, int]:
    """The first and last position of the whole name the word at ``at`` stands in.

    Its parts are joined by بن، ابو، عبد …, and a nisba closes it ("ثابت البناني"): a nisba
    after a bare name is one name with it, whose words the text must write together.
    """
    start = end = at
    if at > 0 and arabic_nisba(tokens[at]) and _bare_name(tokens[at - 1]):
        start -= 1
    while start > 0 and (tokens[start - 1] in _NAME_LINKS or tokens[start] in ARABIC_SON_OF):
        start -= 1
    while end < len(tokens) - 1 and (
        tokens[end + 1] in ARABIC_SON_OF or tokens[end] in _NAME_LINKS
    ):
        end += 1
    if end < len(tokens) - 1 and arabic_nisba(tokens[end + 1]) and _bare_name(tokens[end]):
        end += 1
    return start, end


def _bare_name(word: str) -> bool:
    """A word that may be a name a nisba follows: Arabic, without the article, not a particle."""
    return not word.isascii() and not word.startswith("ال") and word not in _NAME_LINKS


def _asked_name(subject: Sequence[Slot], analysis: Analysis) -> tuple[str | None, frozenset[str]]:
    """For a question asking what the Prophet said: its rarest word, whole name, and neighbours.

    An Arabic word is asked with the whole name it stands in, in its order: "مالك بن انس" (the
    imam) is not "انس بن مالك" (the Companion), "ابي داود" (the compiler) is not the Prophet
    Dawud, "عبد الملك" is not "الملك", and a narrator's bare name in a note ("شك يحيي") is not
    "يحيي بن سعيد"; a rarest word that stands alone beside such a name ("كاتب" of "عبيد الله بن
    ابي رافع كاتب علي") gives way to it. Its neighbours are the other words of its part of the
    subject: in "قال سفيان الثوري" the word read for a frame is قال, not سفيان. (None, no
    words) for any other question.
    """
    if not analysis.prophets_words or analysis.occasion:  # what happened is not in his words
        return None, frozenset()
    word = _rarest_word(subject)
    if word is None:
        return None, frozenset()
    if word.isascii():  # only a kunya or a father's name before it is kept ("abu" of "Abu Jahl")
        tokens = words(normalise(analysis.subject))
        return word, frozenset(
            tokens[at - 1]
            for at, token in enumerate(tokens)
            if token == word and at > 0 and tokens[at - 1] in (*LATIN_NAME_PARTICLES, "al")
        )
    word = _named_after_its_class(normalise(analysis.subject)) or word
    for part in normalise(analysis.subject).split(","):
        tokens = words(part)  # "البناني؟" is البناني
        if word in tokens:
            start, end = _name_span(tokens, tokens.index(word))
            if start == end:  # a word alone: the name its part writes, if any, is what is asked
                start, end = _joined_name(tokens) or (start, end)
            name = tokens[start : end + 1]
            # البصره is Basra typed, not "his sight", whose lemma (بصر) meets أبصارهم.
            return " ".join(map(as_ta_marbuta, name)), frozenset(tokens) - set(name)
    return as_ta_marbuta(word), frozenset()


def _written(index: Index, word: str, instead: str) -> bool:
    """Whether passages write ``word`` as it stands, and none ``instead``."""
    return bool(index.document_frequency(surface_term(word))) and not index.document_frequency(
        surface_term(instead)
    )


def _joined_name(tokens: list[str]) -> tuple[int, int] | None:
    """The first and last position of the first name whose parts a particle joins, or None.

    "عبيد الله بن ابي رافع كاتب علي": the name, not كاتب (his office), rarer than its words.
    """
    return next(
        (
            span
            for at, token in enumerate(tokens[:-1])
            if token in _NAME_LINKS and (span := _name_span(tokens, at + 1))[0] <= at
        ),
        None,
    )


def _rarest_wording(subject: Sequence[Slot]) -> str | None:
    """The question's rarest subject word held somewhere (a name, most often), as worded."""
    held = [
        slot
        for slot in subject
        if slot.document_frequency and not (slot.source_term or slot.weak or slot.unit)
    ]
    rarest = min(held, key=lambda slot: slot.document_frequency, default=None)
    return rarest.wording if rarest is not None else None


def _rarest_word(subject: Sequence[Slot]) -> str | None:
    """:func:`_rarest_wording`, normalised."""
    wording = _rarest_wording(subject)
    return normalise(wording) if wording is not None else None


def _first_refusal(fails: list[tuple[str, ...]]) -> str:
    """The refusal to report for candidates none of which passed (their failed gates, ranked).

    ``answer_type`` when some passage held the subject but stated no fact of the type asked,
    else the best candidate's first failed gate.
    """
    if any(f == ("qudsi",) for f in fails):  # the subject held, but in no hadith qudsi
        return "gate:qudsi"
    if any(f == ("prophets_words",) for f in fails):  # held, but in no words of the Prophet
        return "gate:prophets_words"
    if any(f == ("answer_type",) for f in fails):
        return "gate:answer_type"
    return f"gate:{fails[0][0]}"


def decide(index: Index, assessment: Assessment, gates: Gates, k: int = DEFAULT_K) -> Verdict:
    """The verdict for an assessed question under ``gates``."""
    _check_k(k)
    text = assessment.question
    kind, refused_by, passing, fails = _outcome(assessment, gates, k)
    if kind == "referred" and assessment.rule is not None:
        return Verdict(
            verdict="referred",
            question=text,
            hits=(),
            trace=Trace(
                terms=(),
                oov_ratio=None,
                gates=gates,
                candidates=(),
                refused_by=refused_by,
                rule=assessment.rule,
                unusable_bridges=(),
                analysis=_analysis_trace(assessment),
            ),
            message=(
                f"{assessment.config.referral} "
                f"(Rule {assessment.rule.id}: {assessment.rule.label}.)"
            ),
        )
    retrieval = assessment.retrieval
    if retrieval is None:  # referred, or a reference this corpus cannot resolve
        trace = Trace(
            terms=(), oov_ratio=None, gates=gates, candidates=(), refused_by=refused_by,
            rule=None, unusable_bridges=(), analysis=_analysis_trace(assessment),
        )  # fmt: skip
        analysis = assessment.analysis
        foreign = (
            (
                (
                    f"The question asks what {analysis.other_source} says; that book is not in "
                    "this corpus."
                ),
            )
            if analysis is not None and analysis.other_source is not None
            else ()
        )  # fmt: skip
        message = " ".join((*foreign, *assessment.unresolved, scope_line(index)))
        return _no_source(text, trace, message, ())
    unusable = retrieval.unusable_bridges()
    warnings = (
        tuple(
            f"set aside as an instruction to the assistant, not searched for: {sentence!r}"
            for sentence in assessment.set_aside
        )
        + tuple(f"lexicon bridge unusable in this corpus: {line}" for line in unusable)
        + tuple(
            f"read {written!r} as {read!r} (a word no passage uses, one slip from a word many do)"
            if written.isascii()
            else f"read {written!r} as {read!r} (a word no passage uses, as spoken; written, "
            "a word many do)"
            for written, read in retrieval.corrected
        )
        + tuple(
            f"read {word!r} as {sense.means}, which these texts write as "
            f"{', '.join(map(repr, sense.written))}"
            for word, sense in retrieval.present_day
            if sense.written
        )
    )
    traced = tuple(
        CandidateTrace(
            id=index.headers.ident(c.ordinal),
            score=round(c.score, 6),
            coverage=round(c.coverage, 6),
            failed=fails[i] if fails else _failed(c, gates, factoid=assessment.factoid),
            evidence=round(
                (c.evidence or NO_EVIDENCE).value(
                    pivot=gates.require_pivot_term, typed=assessment.factoid
                ),
                6,
            ),
            found=(c.evidence or NO_EVIDENCE).found,
            missing=(c.evidence or NO_EVIDENCE).missing,
            window=(c.evidence or NO_EVIDENCE).window,
        )
        for i, c in enumerate(assessment.candidates[:_TRACED_CANDIDATES])
    )
    trace = Trace(
        terms=retrieval.term_traces(),
        oov_ratio=assessment.oov_ratio,
        joint_terms=assessment.joint_terms,
        gates=gates,
        # Candidates are shown where the gates judged them: not when the question was refused
        # before any passage was considered (its words, or its out-of-vocabulary share).
        candidates=traced if refused_by is None or refused_by in _CANDIDATE_GATES else (),
        refused_by=refused_by,
        rule=None,
        unusable_bridges=unusable,
        analysis=_analysis_trace(assessment),
    )
    if kind == "answered":
        named = dict(assessment.referenced)
        hits = tuple(
            retrieval.reference_hit(c.ordinal, named[c.ordinal])
            if c.ordinal in named
            else retrieval.hit(
                c.ordinal,
                c.score,
                c.coverage,
                in_isnad=c.narrator_in_isnad,
                parts=assessment.parts,
            )
            for c in passing
        )
        return Verdict(
            verdict="answered",
            question=text,
            hits=hits,
            trace=trace,
            message=(
                f"{len(hits)} passage(s) found. Quote them as they are; cite each by its reference."
            ),
            warnings=warnings,
        )
    return _no_source(
        text, trace, _refusal_message(index, assessment, retrieval, refused_by), warnings
    )


def _analysis_trace(assessment: Assessment) -> AnalysisTrace | None:
    analysis = assessment.analysis
    if analysis is None:
        return None
    retrieval = assessment.retrieval
    units = tuple(slot.wording for slot in retrieval.slots if slot.unit) if retrieval else ()
    return AnalysisTrace(
        kind=analysis.kind,
        subject=" ".join(analysis.subject.replace(POSSESSIVE, " ").split()),
        framing=analysis.framing,
        units=units,
        other_source=analysis.other_source,
    )


_KIND_WORDS = {
    "count": "a number of them",
    "measure": "a measure",
    "date": "a time or date",
    "name": "a name",
    "place": "a place",
}


_WHOSE_WORDS = {
    "gate:qudsi": "none is a hadith qudsi (the Prophet telling what Allah said)",
    "gate:prophets_words": (
        "in none does the Prophet say it: they are a narrator's or a later scholar's own words"
    ),
}
"""What the passages lack when a question asks for someone's words and none tells them."""


def _refusal_message(  # noqa: PLR0911 - one message per refusal
    index: Index, assessment: Assessment, retrieval: _Retrieval, refused_by: str | None
) -> str:
    scope = scope_line(index)
    analysis = assessment.analysis
    if refused_by == "input:other_source" and analysis is not None:
        return (
            f"The question asks what {analysis.other_source} says; that book is not in this "
            f"corpus. {scope}"
        )
    if refused_by == "gate:answer_type" and analysis is not None:
        held = ", ".join(s.wording for s, _ in retrieval.subject if not s.out_of_vocabulary)
        return (
            f"Passages speak of {held}, but none states {_KIND_WORDS.get(analysis.kind, 'it')} "
            f"beside it. {scope}"
        )
    if refused_by in _WHOSE_WORDS:
        held = ", ".join(s.wording for s, _ in retrieval.subject if not s.out_of_vocabulary)
        return f"Passages speak of {held}, but {_WHOSE_WORDS[refused_by]}. {scope}"
    if refused_by == "gate:named_source":
        named = sorted({key for slot in retrieval.sources for key in slot.scope})
        titles = ", ".join(index.collections[key].collection.title for key in named)
        return (
            f"Not found in the collections the question names ({titles}); passages of the "
            "other collections hold its words together: ask without naming a source to see "
            "them. This describes this corpus only; it does not say that no source exists."
        )
    if refused_by == "gate:min_evidence":
        words_ = ", ".join(s.wording for s, _ in retrieval.subject)
        return f"{scope} No passage holds these together: {words_}."
    if refused_by == "input:source_name_only":
        return f"The question names where to look but not what about. {scope}"
    if refused_by == "input:no_subject_words":
        return f"The question has no words to search for. {scope}"
    if refused_by == "gate:max_oov_ratio":
        read_now = dict(retrieval.present_day)
        unknown = ", ".join(
            s.wording
            for s, _ in retrieval.subject
            if s.out_of_vocabulary and not any(w in read_now for w in s.wording.split())
        )
        senses = "".join(
            f" {word!r} is read as {sense.means}; these texts use the word only for {sense.texts}."
            for word, sense in retrieval.present_day
        )
        return f"{scope}{f' Words no passage uses: {unknown}.' if unknown else ''}{senses}"
    if refused_by == "gate:min_joint_terms":
        words = ", ".join(s.wording for s, _ in retrieval.subject)
        return f"{scope} No sentence uses these words together: {words}."
    return scope


def answer(index: Index, config: AnswerConfig, question: str, k: int = DEFAULT_K) -> Verdict:
    """Answer ``question``: referred, no_source, or answered with up to ``k`` passages.

    Raises InvalidQuestionError (a ValueError) for input that is not a question at all, and
    ValueError when ``k`` lies outside 1..MAX_K.
    """
    _check_k(k)
    return decide(index, assess(index, config, question, k), config.gates, k)
