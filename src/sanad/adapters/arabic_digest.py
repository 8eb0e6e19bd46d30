"""The hadith's Arabic word forms analysed at ingest with farahidi, and cached beside the corpus.

farahidi (PyPI, GPL-3.0-or-later) is a pure-Python port of AlKhalil Morpho Sys 2 (Oujda NLP
Team): given a word it returns every morphological reading with its lemma and root, the most
frequent first. The Qur'an's words have the Quranic Arabic Corpus's lemmas (read from
alfanous3); the hadith and the Muwatta use many forms the Qur'an does not. Each such form
that occurs at least :data:`MIN_OCCURRENCES` times and that no Qur'an form reaches by its
clitics is analysed once, as the text writes it (its hamzas kept, its marks dropped), and
given the first of its readings' lemmas that is also a Qur'an lemma — so that the hadith's
يتعلم and the Qur'an's تعلم meet — or else its first reading's lemma. A form farahidi cannot
read, or seen once, keeps its light stem.

The analysis takes about 2.5 ms a form (some 15,000 forms: half a minute on one core), so it
is split between two processes where a second core is free, and its result is kept in
``$SANAD_HOME/cache/`` under a key made of farahidi's version, this recipe and the forms
themselves: a second ingest of the same sources reads it back. This is the one module that
imports farahidi (untyped: stubs/farahidi.pyi); answering never does.
"""

import gc
import hashlib
import importlib.metadata
import json
import re
import warnings
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs

from sanad.adapters.apart import Apart
from sanad.core.arabic_morphology import VERB, arabic_key
from sanad.core.clitics import DEFINITE, bare_forms
from sanad.core.lemma import Lemmatiser
from sanad.core.normalise import normalise
from sanad.core.passage import PassageRecord
from sanad.core.tokenise import STOPWORDS, words

if TYPE_CHECKING:
    import farahidi

DISTRIBUTION = "farahidi"
RECIPE = 11
"""Bump when what is analysed, or how a reading is chosen, changes (4: a form is analysed
unless the Qur'an's table reaches it by its clitics; the lemmatiser's guesses do not count;
5: a form whose clitics bare another form analysed takes that form's reading; 6: every form is
analysed as it stands, and takes the bare form's reading only where it has none; a form with
the article takes no verb's reading where farahidi gives a noun's: الفقه is no لفق; 7: a form
without the article whose clitics bare a form of four letters or more takes its reading again,
unanalysed: half the time saved, no loss of quality in a sample; 8: a form of three letters the
Qur'an's table reaches only through its last two is analysed: بكى is no ب + كي; 9: so is a
form reached only without its first letter ك: كافل is no ك + آفل; 10: a word read whole as a
name is not read as clitics on another word: فلسطين is no ف + ل + سطين; 11: only on a verb or
a name: a noun after its clitics is kept, بوتر is ب + وتر)."""
MIN_OCCURRENCES = 2
"""A form seen fewer times than this is not analysed (it keeps its light stem)."""
_MARKS = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")
_ARABIC_WORD = re.compile("[\u0621-\u063a\u0641-\u064a\u0671-\u06d3]+")


@attrs.frozen(kw_only=True)
class HadithMorphology:
    """What ingest keeps of the analysis: each analysed form's lemma, and each lemma's root."""

    lemmas: dict[str, str]
    """Normalised form → lemma key."""
    roots: dict[str, str]
    """Lemma key → root, as farahidi writes it."""
    verbs: frozenset[str] = frozenset()
    """The lemma keys whose chosen reading is a verb."""
    analysed: int
    cached: bool = False


def version(distribution: str = DISTRIBUTION) -> str:
    """An installed distribution's version, farahidi's by default ("missing" when absent)."""
    try:
        return importlib.metadata.version(distribution)
    except importlib.metadata.PackageNotFoundError:
        return "missing"


def forms_to_analyse(records: Iterable[PassageRecord], lemmatiser: Lemmatiser) -> dict[str, str]:
    """Normalised form → the spelling the text uses most, for each hadith form to analyse."""
    seen: Counter[str] = Counter()
    spellings: dict[str, Counter[str]] = {}
    read: dict[str, str] = {}  # each spelling normalised once ("" for none to analyse)
    for record in records:
        if record.collection == "quran":
            continue
        for written in _ARABIC_WORD.findall(_MARKS.sub("", record.arabic)):
            form = read.get(written)
            if form is None:
                form = normalise(written)
                if not form or form in STOPWORDS or not words(form):
                    form = ""
                read[written] = form
            if not form:
                continue
            seen[form] += 1
            spellings.setdefault(form, Counter())[written] += 1
    return {
        form: min(spellings[form].items(), key=lambda pair: (-pair[1], pair[0]))[0]
        for form in sorted(seen)
        if seen[form] >= MIN_OCCURRENCES and lemmatiser.arabic and not _reached(form, lemmatiser)
    }


_KAF = frozenset({"ك", "وك", "فك"})
"""What a form reached only through its rest may begin with and be analysed (see :func:`_reached`):
the particle "like", after and or so, or a root's first letter."""


def _reached(form: str, lemmatiser: Lemmatiser) -> bool:
    """Whether the Qur'an's table reads ``form``, itself or by one of its bare forms.

    Not a word of three letters by its last two (the rest of a root taken for a clitic):
    بكى (he wept) is no ب + كي (so that), وتر (the witr) no و + تر: such a form is analysed;
    so is one reached only without its ك (after و or ف or none), as often a root's first
    letter as the particle "like": وكافل (and the guardian) is no و + ك + آفل (setting), كامل
    (complete) no ك + آمل (hope).
    A longer one keeps its bare form's reading: farahidi read كلكم (all of you) as أكل (eat),
    جده (his grandfather) as وجد (he found).
    """
    held = lemmatiser.reached_by(form)
    folded = form.replace("ءا", "ا")
    return (
        held is not None
        and not (
            (len(folded) == 3 and held == folded[1:])  # noqa: PLR2004
            or folded[: -len(held)] in _KAF
        )
    )


def _analyse(spellings: Sequence[str], known: frozenset[str]) -> list[tuple[str, str, str]]:
    """(lemma key, root, part of speech) of each spelling ("" when farahidi has no reading)."""
    # farahidi opens its gzipped lexicon files without closing them: their ResourceWarnings
    # are its own, so they are silenced here, and collected here, not in some later test.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ResourceWarning)
        import farahidi  # noqa: PLC0415 - only ingest, and only on a cache miss, pays for it

        analyzer = farahidi.Analyzer()
        out: list[tuple[str, str, str]] = []
        for spelling in spellings:
            # Best score first; ties in the order of the lemma and root, never in farahidi's
            # own order, which may follow the hash of its sets (a build must be reproducible).
            analyses = [a for a in analyzer.analyze(spelling) if a.lemma]
            scored = sorted((-a.score, *_reading_of(a)) for a in analyses)
            readings = [(lemma, root, pos) for _, lemma, root, pos in scored]
            if DEFINITE.match(spelling):  # a word with the article is no verb (أ kept: ألقى)
                readings = [r for r in readings if r[2] != VERB] or readings
            first = readings[0] if readings else ("", "", "")
            chosen = next((r for r in readings if r[0] in known), first)
            out.append(_as_named(chosen, analyses))
        del analyzer
        gc.collect()
    return out


_PROPER_NOUN = "اسم علم"
"""farahidi's type of a reading as a proper noun (from AlKhalil's list of names)."""


def _reading_of(analysis: "farahidi.Analysis") -> tuple[str, str, str]:
    """(lemma key, root, part of speech) of one of farahidi's analyses ("" for none)."""
    return arabic_key(analysis.lemma or ""), analysis.root or "", analysis.pos or ""


def _as_named(
    chosen: tuple[str, str, str], analyses: "Sequence[farahidi.Analysis]"
) -> tuple[str, str, str]:
    """The reading chosen, or the word read whole as a name where that takes clitics off it.

    farahidi's best reading of فلسطين is ف + ل + a verb of سطا (to assault), of وكيع (Waki',
    a narrator) و + a verb of كاع, of لبيد ل + باد, of كرامة ك + the name رامة; each has a
    reading as a proper noun with no clitic, which is chosen then: read so, Palestine had been
    Wasit (و + اسط). A noun after clitics is kept (بوتر is ب + وتر, not the name بوتر).
    """
    taking = [a for a in analyses if _reading_of(a) == chosen]
    if any(not a.proclitics for a in taking) or not any(
        a.pos == VERB or a.type == _PROPER_NOUN for a in taking
    ):
        return chosen  # read whole, or a noun after its clitics (بوتر: ب + وتر, with a witr)
    named = sorted(
        _reading_of(a)
        for a in analyses
        if a.type == _PROPER_NOUN and not a.proclitics and not a.enclitics
    )
    return named[0] if named else chosen


def _lends(form: str, base: str) -> bool:
    """Whether ``base`` (a form ``form``'s clitics bare) reads for it, unanalysed.

    Not for a form with the article (a quarter of those sampled took a wrong reading from
    theirs: الفقه from فقه, ف + قه), nor from a base of three letters or fewer, where a root
    letter is most often what was taken for a clitic (باع read as ب + اع, وفارق as و + ف + ارق).
    From a longer base, 6 of 60 sampled readings differed from the form's own, neither side
    the better (أنباه: the base's نبأ is right, يختلي: the form's own اختلى).
    """
    return not DEFINITE.match(form) and len(base) >= 4  # noqa: PLR2004


def _reading(
    form: str, read: Mapping[str, tuple[str, str, str]], bases: Mapping[str, str]
) -> tuple[str, str, str]:
    """The form's own reading, or its bare form's where it was lent or farahidi gave none."""
    own = read.get(form)  # none for a form whose bare form lent its reading, unanalysed
    base = bases.get(form)
    return read[base] if base is not None and (own is None or not own[0]) else own or ("", "", "")


def _bases(forms: Iterable[str]) -> dict[str, str]:
    """Form → another form analysed that its clitics bare (وقالت → قالت).

    Its reading stands in for the form's own only where farahidi has none: read in the bare
    form's place, a quarter of the definite forms sampled took a wrong reading (الفقه took
    فقه's, ف + قه; النزول زال), and a form whose first letter is a root letter lost it (باع
    read as ب + اع, وفارق as و + ف + ارق).
    """
    chosen = set(forms)
    bases: dict[str, str] = {}
    for form in sorted(chosen, key=lambda f: (len(f), f)):  # a shorter form is decided first
        base = next((b for b in bare_forms(form) if len(b) < len(form) and b in chosen), None)
        if base is not None:
            bases[form] = bases.get(base, base)
    return bases


def _cache_path(cache: Path, sources: str) -> Path:
    versions = (
        f"{RECIPE};{MIN_OCCURRENCES};{DISTRIBUTION}={version()};alfanous3={version('alfanous3')}"
    )
    # The function words are never analysed: a change to them changes what is.
    function_words = hashlib.sha256(" ".join(sorted(STOPWORDS)).encode()).hexdigest()[:12]
    key = hashlib.sha256(f"{versions};{function_words};{sources}".encode()).hexdigest()[:24]
    return cache / f"arabic-hadith-{key}.json"


def _readings_path(cache: Path, known: frozenset[str]) -> Path:
    """Where farahidi's reading of each spelling is kept, whatever corpus it came from.

    A reading depends on the spelling, farahidi, this recipe and the Qur'an's lemmas (a reading
    whose lemma the Qur'an has is preferred), never on the other forms: so a collection
    switched on in ``sources.toml`` has only its new spellings analysed.
    """
    lemmas = hashlib.sha256(" ".join(sorted(known)).encode()).hexdigest()[:12]
    versions = f"{RECIPE};{DISTRIBUTION}={version()};{lemmas}"
    key = hashlib.sha256(versions.encode()).hexdigest()[:24]
    return cache / f"arabic-readings-{key}.json"


def _read_readings(path: Path | None) -> dict[str, tuple[str, str, str]]:
    """The kept readings by spelling (none when there is no such file or it is damaged)."""
    if path is None or not path.is_file():
        return {}
    try:
        stored = json.loads(path.read_text(encoding="utf-8"))
        return {str(k): (str(v[0]), str(v[1]), str(v[2])) for k, v in stored.items()}
    except (OSError, ValueError, TypeError, IndexError, AttributeError):
        return {}  # a damaged store is made again


def _write_readings(path: Path | None, readings: Mapping[str, tuple[str, str, str]]) -> None:
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps(dict(sorted(readings.items())), ensure_ascii=False)
        partial_path = path.with_suffix(".partial")
        partial_path.write_text(text, encoding="utf-8")
        partial_path.replace(path)
    except OSError:
        pass  # no cache is no error


def digest(
    records: Sequence[PassageRecord],
    lemmatiser: Lemmatiser,
    cache: tuple[Path, str] | None,
    progress: Callable[[str], None],
) -> HadithMorphology:
    """Analyse the hadith forms no Qur'an form reaches (or read the cached analysis).

    ``cache`` is the cache directory and the sources' fingerprint (the texts the forms come
    from): with both unchanged, and the same farahidi and alfanous3, the analysis is read back.
    """
    path = _cache_path(*cache) if cache is not None else None
    if path is not None and path.is_file():
        try:
            return _stored(json.loads(path.read_text(encoding="utf-8")), cached=True)
        except (OSError, ValueError, KeyError, TypeError):
            pass  # a damaged cache is made again
    if version() == "missing":
        return HadithMorphology(lemmas={}, roots={}, analysed=0)
    forms = forms_to_analyse(records, lemmatiser)
    known = frozenset(lemmatiser.arabic.values())
    if not forms:
        return HadithMorphology(lemmas={}, roots={}, analysed=0)
    # A form whose clitics bare a form analysed of four letters or more, without the article,
    # takes that form's reading; every other form is read as it stands, the bare form lending
    # its reading only where farahidi has none of the form's own (see _bases).
    bases = _bases(forms)
    lent = {form: base for form, base in bases.items() if _lends(form, base)}
    to_read = [form for form in forms if form not in lent]
    progress(
        f"      analysing {len(to_read):,} hadith word forms (farahidi {version()}; "
        f"{len(lent):,} more read as the form their clitics bare)"
    )
    store = _readings_path(cache[0], known) if cache is not None else None
    earlier = _read_readings(store)
    spellings = [forms[form] for form in to_read if forms[form] not in earlier]
    if earlier:
        progress(f"      {len(to_read) - len(spellings):,} of them read before (cached readings)")
    half = len(spellings) // 2
    with Apart(
        partial(_analyse, spellings[:half], known),
        partial(_analyse, spellings[:half], known),
        worth_it=half > 0,
    ) as first:
        rest = _analyse(spellings[half:], known)
        fresh = dict(zip(spellings, [*first.result(), *rest], strict=True))
    if fresh:
        _write_readings(store, {**earlier, **fresh})
    readings_of = {**earlier, **fresh}
    read = {form: readings_of[forms[form]] for form in to_read}
    readings = [_reading(form, read, bases) for form in forms]
    text = _as_json(list(forms), readings)
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
        except OSError:
            pass  # no cache is no error
    # Read back as a cached analysis is, so that a cold and a cached build hold the same
    # objects and pickle to the same bytes (pickle shares an object met twice).
    return _stored(json.loads(text), cached=False)


def _as_json(forms: list[str], readings: list[tuple[str, str, str]]) -> str:
    """What is kept of the readings, as the cache stores it."""
    lemmas: dict[str, str] = {}
    roots: dict[str, str] = {}
    verbs: set[str] = set()
    for form, (lemma, root, pos) in zip(forms, readings, strict=True):
        if lemma:
            lemmas[form] = lemma
            if root:
                roots.setdefault(lemma, root)
            if pos == VERB:
                verbs.add(lemma)
    return json.dumps(
        {
            "lemmas": lemmas,
            "roots": dict(sorted(roots.items())),
            "verbs": sorted(verbs),
            "analysed": len(forms),
        },
        ensure_ascii=False,
    )


def _stored(stored: dict[str, Any], *, cached: bool) -> HadithMorphology:
    return HadithMorphology(
        lemmas=dict(stored["lemmas"]), roots=dict(stored["roots"]),
        verbs=frozenset(stored["verbs"]), analysed=int(stored["analysed"]), cached=cached,
    )  # fmt: skip
