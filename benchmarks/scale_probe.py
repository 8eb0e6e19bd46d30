"""How ingest, corpus load and answering grow with the corpus: its passages duplicated.

Usage: python benchmarks/scale_probe.py [--factors 1 2 4] [--repeat 3] [--runs 3]
[--steps-only] [--config DIR]

The configured sources are read once; each factor k builds a corpus of every collection's
passages k times over (the copies renamed: ``bukhari:N`` → ``bukhari:N+10000·j``, a verse
``quran:S:V`` → ``quran:S+1000·j:V``), each collection's copies kept together. For each k, in
``--repeat`` fresh processes (the factors interleaved), medians reported:

- every step of ingest, one after the other in one process (no second process), timed apart:
  the steps ``sanad.adapters.ingest`` runs, and inside ``build_index`` its own parts; both
  wall and CPU seconds (other jobs on the machine inflate the wall figures, less the CPU);
- ``run_ingest`` itself, as ``sanad ingest`` runs it (its second processes included), wall;
- corpus load in a fresh process (``open_corpus``), and its two parts in this one;
- ``answer`` p50 and p90 over the questions ``bench.py`` times (English and Arabic).

A copy adds passages but no new words, so the steps that work once per distinct word or chunk
(the digests, normalising) grow less than they would with new collections: the probe is for
the steps that work per passage or per posting. The digests are read from the cache of
``$SANAD_HOME`` (copied to a temporary home), as in an ingest of unchanged sources.
"""

import argparse
import contextlib
import gc
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import attrs

from bench import ARABIC_QUESTIONS, QUESTIONS, answer_seconds, fresh_load_seconds
from sanad.adapters import english_digest, ingest, sources
from sanad.adapters.config_files import load_lexicon, load_sources
from sanad.adapters.corpus_store import index_payload, load_index, read_manifest
from sanad.adapters.loading import _warm, open_corpus
from sanad.adapters.locations import cache_dir, config_dir, corpus_dir, sanad_home
from sanad.core import index as index_module
from sanad.core.answer import answer
from sanad.core.arabic_morphology import every_arabic_lemma, names_in
from sanad.core.index import (
    LEMMA_FREE_KINDS,
    build_index,
    chain_words_of,
    encode_prepared,
    english_sides_before_arabic,
    narrator_lines,
    pack_and_link,
    prepare_fields,
    prepared_forms,
    query_forms,
    weigh,
    with_arabic_lemmas,
)
from sanad.core.lemma import Lemmatiser
from sanad.core.passage import PassageRecord


def _renamed(record: PassageRecord, copy: int) -> PassageRecord:
    """The ``copy``-th duplicate of ``record`` (0: itself), under an id no other passage has."""
    if copy == 0:
        return record
    head, _, rest = record.id.partition(":")
    if head == "quran":
        surah, verse = rest.split(":")
        ident = f"quran:{int(surah) + 1000 * copy}:{verse}"
    else:
        prefix = "entry-" if rest.startswith("entry-") else ""
        ident = f"{head}:{prefix}{int(rest.removeprefix('entry-')) + 10000 * copy}"
    return attrs.evolve(record, id=ident)


def duplicated(batches: list[sources.SourceBatch], factor: int) -> list[sources.SourceBatch]:
    """Each batch with its records ``factor`` times over (each copy renamed)."""
    return [
        attrs.evolve(
            batch,
            records=tuple(_renamed(r, copy) for copy in range(factor) for r in batch.records),
        )
        for batch in batches
    ]


class Steps:
    """Seconds spent in each named step (summed when a step runs more than once)."""

    def __init__(self) -> None:
        """No step timed yet."""
        self.seconds: dict[str, float] = {}
        self.cpu: dict[str, float] = {}

    @contextlib.contextmanager
    def step(self, name: str) -> Iterator[None]:
        """Time the body as ``name``: wall seconds, and this process's CPU seconds."""
        started, cpu = time.perf_counter(), time.process_time()
        try:
            yield
        finally:
            self.seconds[name] = self.seconds.get(name, 0.0) + time.perf_counter() - started
            self.cpu[name] = self.cpu.get(name, 0.0) + time.process_time() - cpu

    def wrap(self, name: str, function: Callable[..., Any]) -> Callable[..., Any]:
        """``function``, timed as ``name`` at each call."""

        def timed(*args: object, **kwargs: object) -> object:
            with self.step(name):
                return function(*args, **kwargs)

        return timed


_INSIDE_BUILD = (
    ("_prune_surface", "build: prune surface"),
    ("_resolve_bridges", "build: bridges"),
    ("_name_links", "build: name links"),
    ("_families", "build: families"),
    ("_weighted_postings", "weights (_weighted_postings)"),
)


@contextlib.contextmanager
def _timed_inside(steps: Steps) -> Iterator[None]:
    """The parts of ``build_index`` (and every weighing) timed apart while in the body."""
    saved = {name: getattr(index_module, name) for name, _ in _INSIDE_BUILD}
    try:
        for name, label in _INSIDE_BUILD:
            setattr(index_module, name, steps.wrap(label, saved[name]))
        yield
    finally:
        for name, function in saved.items():
            setattr(index_module, name, function)


def ingest_steps(batches: list[sources.SourceBatch], config: Path, home: Path) -> tuple[Steps, int]:
    """Every step of ingest after reading, serially, each timed (see the module's doc).

    Also how many postings the index has.
    """
    steps = Steps()
    lexicon = load_lexicon(config)
    settings = load_sources(config)
    sources_key = ingest.digest_key(config, settings)
    records = [record for batch in batches for record in batch.records]
    quiet: Callable[[str], None] = lambda _line: None  # noqa: E731 - a one-line callback
    gc.collect()
    with ingest._no_cycle_collection(), _timed_inside(steps):  # noqa: SLF001 - as ingest runs
        with steps.step("prepare"):
            prepared = prepare_fields(records)
        with (
            steps.step("english digest (cached)"),
            english_digest.begin(sources_key, cache_dir(home)) as digesting,
        ):
            english = digesting.result(
                lambda: prepared_forms(prepared) | query_forms(lexicon), ingest.unit_keys, quiet
            )
        with steps.step("english sides"):
            early, again = english_sides_before_arabic(records, Lemmatiser(table=english.lemmas))
        with steps.step("arabic morphology (cached digest)"):
            made = (
                ingest.quran_morphology(cache_dir(home)),
                names_in([r.arabic for r in records if r.collection != "quran"]),
            )
            arabic = ingest._arabic_morphology(records, (home, sources_key), quiet, made)  # noqa: SLF001
        with steps.step("lemmatiser"):
            lemmatiser = Lemmatiser(
                table=english.lemmas,
                arabic=every_arabic_lemma(arabic.lemmas, prepared_forms(prepared), arabic.verbs),
            )
            sides = with_arabic_lemmas(early, again, records, lemmatiser)
        with steps.step("encode lemma"):
            lemma_slices = encode_prepared(
                prepared, 0, len(records), lexicon, ("lemma",), lemmatiser, english.units
            )
        lemmas = weigh(lemma_slices, len(records), "lemma")
        with steps.step("encode stem+surface"):
            free = encode_prepared(prepared, 0, len(records), lexicon, LEMMA_FREE_KINDS)
        weighed = {kind: weigh(free, len(records), kind) for kind in LEMMA_FREE_KINDS}
        with steps.step("pack sentences + name links"):
            packed, links = pack_and_link(records, lemmatiser, sides, arabic.names)
        with steps.step("narrator lines + chain words"):
            narrators, chain_words = narrator_lines(records), chain_words_of(records)
        with steps.step("build_index (all)"):
            built = build_index(
                records,
                {batch.key: batch.info for batch in batches},
                lexicon,
                lemma_slices,
                lemmatiser,
                english.units,
                english.derivations,
                english.predicates,
                english.ing_nouns,
                english.verbs,
                english.nouns,
                weighed={"lemma": lemmas, **weighed},
                not_slips=english.not_slips,
                kin=arabic.kin,
                arabic_verbs=arabic.verbs,
                arabic_names=arabic.names,
                sentences=packed,
                narrators=narrators,
                name_links=links,
                chain_words=chain_words,
            )
        with steps.step("write (payload + file)"):
            (home / "probe-index.bin").write_bytes(index_payload(built))
    return steps, len(built.postings)


def whole_ingest(batches: list[sources.SourceBatch], config: Path, home: Path) -> float:
    """Seconds of ``run_ingest`` over ``batches`` (its reading replaced by handing them)."""
    saved = ingest._read_all  # noqa: SLF001 - the sources are handed, not read again
    ingest._read_all = lambda *_args, **_kwargs: batches  # noqa: SLF001
    try:
        gc.collect()
        started = time.perf_counter()
        ingest.run_ingest(config, home, lambda _line: None)
        return time.perf_counter() - started
    finally:
        ingest._read_all = saved  # noqa: SLF001


def load_times(runs: int, config: Path, home: Path) -> dict[str, float]:
    """Median seconds of a fresh process's ``open_corpus``, and of its parts in this one."""
    fresh = [fresh_load_seconds(config, home) for _ in range(runs)]
    unpickle, warm = [], []
    for _ in range(runs):
        manifest = read_manifest(corpus_dir(home))
        gc.collect()
        started = time.perf_counter()
        loaded = load_index(corpus_dir(home), manifest.index_sha256)
        unpickle.append(time.perf_counter() - started)
        started = time.perf_counter()
        _warm(loaded)
        warm.append(time.perf_counter() - started)
        del loaded
    return {
        "load (fresh process)": statistics.median(fresh),
        "load: unpickle + hash": statistics.median(unpickle),
        "load: warm": statistics.median(warm),
    }


def answer_times(runs: int, config: Path, home: Path) -> dict[str, float]:
    """p50 and p90 seconds of ``answer`` over bench.py's English and Arabic questions."""
    corpus = open_corpus(config, home)
    gc.collect()
    gc.freeze()
    figures = {}
    for label, questions in (("English", QUESTIONS), ("Arabic", ARABIC_QUESTIONS)):
        for question in questions:  # one warm pass
            answer(corpus.index, corpus.config, question)
        timings = answer_seconds(corpus, questions, runs)
        cuts = statistics.quantiles(timings, n=10)
        figures[f"answer {label} p50"] = statistics.median(timings)
        figures[f"answer {label} p90"] = cuts[8]
    gc.unfreeze()
    return figures


def _table(factors: list[int], figures: dict[int, dict[str, float]]) -> str:
    names = list(dict.fromkeys(name for k in factors for name in figures[k]))
    base = factors[0]
    head = f"{'step':38}" + "".join(f"{f'{k}x':>11}" for k in factors)
    head += "".join(f"{f'{k}x/{base}x':>9}" for k in factors[1:])
    lines = [head, "-" * len(head)]
    for name in names:
        cells = "".join(f"{figures[k].get(name, float('nan')) * 1000:>9.1f}ms" for k in factors)
        first = figures[base].get(name, float("nan"))
        ratios = "".join(
            f"{figures[k].get(name, float('nan')) / first:>8.2f}x" if first else f"{'':>9}"
            for k in factors[1:]
        )
        lines.append(f"{name:38}{cells}{ratios}")
    return "\n".join(lines)


def measure_one(factor: int, config: Path, runs: int, *, steps_only: bool) -> dict[str, Any]:
    """Every figure of one factor, in this process: {"wall": {...}, "cpu": {...}, ...}."""
    home_cache = cache_dir(sanad_home())
    batches = ingest._read_all(load_sources(config), lambda _line: None, home_cache)  # noqa: SLF001
    copies = duplicated(batches, factor)
    del batches
    with tempfile.TemporaryDirectory() as directory:
        home = Path(directory)
        if home_cache.is_dir():
            shutil.copytree(home_cache, cache_dir(home))
        steps, postings = ingest_steps(copies, config, home)
        wall, cpu = dict(steps.seconds), dict(steps.cpu)
        wall["ingest steps (sum)"] = sum(steps.seconds[n] for n in _TOP_STEPS)
        cpu["ingest steps (sum)"] = sum(steps.cpu[n] for n in _TOP_STEPS)
        del steps
        if not steps_only:
            cpu_started = time.process_time()
            wall["run_ingest (whole)"] = whole_ingest(copies, config, home)
            cpu["run_ingest (whole, this process)"] = time.process_time() - cpu_started
            wall.update(load_times(runs, config, home))
            wall.update(answer_times(runs, config, home))
    return {
        "passages": sum(len(b.records) for b in copies),
        "postings": postings,
        "wall": wall,
        "cpu": cpu,
    }


_TOP_STEPS = (
    "prepare",
    "english digest (cached)",
    "english sides",
    "arabic morphology (cached digest)",
    "lemmatiser",
    "encode lemma",
    "weights (_weighted_postings)",
    "encode stem+surface",
    "pack sentences + name links",
    "narrator lines + chain words",
    "build_index (all)",
    "write (payload + file)",
)
"""The steps that together are the whole of ingest after reading (the others are inside them:
``build_index`` holds its parts)."""


def _median_figures(results: list[dict[str, Any]], key: str) -> dict[str, float]:
    names = list(dict.fromkeys(name for result in results for name in result[key]))
    return {
        name: statistics.median(r[key][name] for r in results if name in r[key]) for name in names
    }


def main() -> None:
    """Measure every factor in fresh processes; print the medians and the growth."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--factors", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--runs", type=int, default=3, help="timed passes for load and answer")
    parser.add_argument("--repeat", type=int, default=3, help="fresh processes per factor")
    parser.add_argument("--steps-only", action="store_true", help="skip ingest, load, answer")
    parser.add_argument("--config", type=Path, default=None)
    parser.add_argument("--one", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args()
    config = args.config or config_dir()
    if args.one is not None:
        print(json.dumps(measure_one(args.one, config, args.runs, steps_only=args.steps_only)))
        return
    results: dict[int, list[dict[str, Any]]] = {factor: [] for factor in args.factors}
    for attempt in range(args.repeat):  # the factors interleaved: the machine's load is shared
        for factor in args.factors:
            command = [sys.executable, __file__, "--one", str(factor), "--config", str(config)]
            command += ["--runs", str(args.runs), *(["--steps-only"] * args.steps_only)]
            output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
            results[factor].append(json.loads(output))
            print(f"{factor}x, attempt {attempt + 1}: measured", file=sys.stderr)
    for key, title in (("wall", "wall seconds"), ("cpu", "CPU seconds of this process")):
        figures = {factor: _median_figures(results[factor], key) for factor in args.factors}
        counts = ", ".join(
            f"{factor}x = {results[factor][0]['passages']:,} passages" for factor in args.factors
        )
        print(f"\n{title}, median of {args.repeat} fresh processes ({counts})")
        print(_table(args.factors, figures))


if __name__ == "__main__":
    main()
