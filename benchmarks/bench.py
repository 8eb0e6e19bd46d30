"""Timing what users wait for: ingest, corpus load, answering, and the server's memory.

Usage: python benchmarks/bench.py [--runs 3] [--config [LABEL=]DIR ...] [--no-tantivy]

Each figure is the median of ``--runs`` runs on this machine, next to peers measured in the
same run: ingest against reading the raw data files alone (the floor any ingest pays) and
against tantivy indexing the same passages; corpus load against ``json.loads`` of the same
passages and against opening that tantivy index; ``answer`` against a naive scan that checks
every passage for the question's words and against a tantivy query of the same question;
the resident memory of ``sanad serve`` (stdio), after ``initialize`` and one tool call,
against an echo MCP server's. Ratios, not absolute targets, are what carry from one machine
to another.

``--config`` may be given several times (``four=DIR eight=DIR``, or ``--config four=DIR
--config eight=DIR``): every figure is measured for each config directory's sources, in this
one run, and the table shows each beside the others and the growth from the first.

tantivy (the ``dev`` extra) is imported here only: never by sanad itself.
"""

import argparse
import gc
import json
import math
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sanad.adapters.config_files import load_sources
from sanad.adapters.evalset_file import load_evalset
from sanad.adapters.ingest import _read_all
from sanad.adapters.ingest_parts import PARTS_DIRECTORY
from sanad.adapters.loading import LoadedCorpus, open_corpus
from sanad.adapters.locations import cache_dir, config_dir, evals_dir
from sanad.core.answer import answer
from sanad.core.index import Index
from sanad.core.normalise import normalise
from sanad.core.tokenise import content_tokens, tokenise

QUESTIONS = (
    "What does the Quran say about orphans?",
    "When is the mosque in Kuraby open?",
    "What is the Hanafi position on raising hands in prayer?",
    "What does the Quran say about wine and gambling?",
    "What did Sheikh al-Qaradawi rule about gambling?",
    "Actions are judged by intentions",
    "What did the Prophet say about fasting in Ramadan?",
    "Being patient and steadfast in hardship",
    "kindness to parents",
    "What does the Quran say about pork?",
    "the night journey to Jerusalem",
    "charity given in secret",
    "ما حكم الصلاة",
    "اليتيم",
    "Who was the first person to accept Islam?",
    "backbiting and slander",
    "treatment of neighbours",
    "the reward of prayer in congregation",
    "What is the capital of France?",
    "Tell me about the battle of Badr",
)

ARABIC_QUESTIONS = (
    "ماذا يقول القرآن عن اليتيم؟",
    "ما معنى الصمد؟",
    "من هي أم سيدنا عيسى؟",
    "ماذا فعل قوم صالح بالناقة؟",
    "ما فضل الصدقة؟",
    "ماذا روى أبو هريرة عن الصيام",
    "كم سنة لبث نوح في قومه",
    "ما اسم ناقة النبي",
    "سورة ٢ آية ٢٥٥",
    "ماذا قال النبي عن كرة القدم",
)
"""Arabic questions of the kinds issue 12 names, timed apart (the Arabic text is longer)."""


def _median(values: list[float]) -> float:
    return statistics.median(values)


def bench_ingest(runs: int, config: Path, home: Path) -> dict[str, float]:
    """Seconds of `sanad ingest` in fresh processes into ``home``, and of reading the files.

    The first ingest digests the English and Arabic resources and caches them in ``home``
    (what the first ingest of new sources pays once): one sample, "ingest cold". Then the
    medians of ``runs`` ingests reading those caches, as every later ingest of the same sources
    does: the build as ingest reports it, and the whole command (interpreter start and imports
    included); each collection's kept parts (:mod:`sanad.adapters.ingest_parts`) are reused
    there. "ingest parts made" is the median of ``runs`` more with the digests cached but no
    part kept (as after a change of code, or of every collection). The floor is reading the
    data files without indexing them.
    """
    floor, remade = [], []
    ingest = [sys.executable, "-m", "sanad.adapters.cli", "--config", str(config)]
    ingest += ["--home", str(home), "ingest"]

    def once() -> tuple[float, float]:
        """One ingest: the build's seconds as it reports them, and the whole command's."""
        started = time.perf_counter()
        output = subprocess.run(ingest, check=True, capture_output=True, text=True).stdout
        took = time.perf_counter() - started
        built = re.search(r"built in ([0-9.]+) s", output)
        return (float(built[1]) if built else float("nan")), took

    samples = [once() for _ in range(runs + 1)]
    inside = [built for built, _ in samples]
    command = [took for _, took in samples]
    for _ in range(runs):
        shutil.rmtree(cache_dir(home) / PARTS_DIRECTORY, ignore_errors=True)
        remade.append(once()[0])
    for _ in range(runs):
        started = time.perf_counter()
        _read_all(load_sources(config), lambda _line: None)
        floor.append(time.perf_counter() - started)
    return {
        "ingest cold": inside[0],
        "ingest parts made": _median(remade),
        "ingest": _median(inside[1:]),
        "ingest command": _median(command[1:]),
        "read files": _median(floor),
    }


_LOAD_SNIPPET = """
import sys, time
from pathlib import Path
from sanad.adapters.loading import LoadedCorpus, open_corpus
started = time.perf_counter()
open_corpus(Path(sys.argv[1]), Path(sys.argv[2]))
print(time.perf_counter() - started)
"""


def fresh_load_seconds(config: Path, home: Path) -> float:
    """Seconds a fresh process takes to open the corpus (imports not counted)."""
    output = subprocess.run(
        [sys.executable, "-c", _LOAD_SNIPPET, str(config), str(home)],
        check=True,
        capture_output=True,
        text=True,
    )
    return float(output.stdout.strip())


def bench_load(runs: int, config: Path, home: Path) -> tuple[float, float]:
    """Median seconds to open the corpus in a fresh process, and json.loads of the same texts."""
    loads = [fresh_load_seconds(config, home) for _ in range(runs)]
    corpus = open_corpus(config, home)
    records = [corpus.index.record(o) for o in range(corpus.index.passage_count)]
    blob = json.dumps([[r.id, r.arabic, r.english, r.narrator] for r in records])
    peers = []
    for _ in range(runs):
        started = time.perf_counter()
        json.loads(blob)
        peers.append(time.perf_counter() - started)
    return _median(loads), _median(peers)


def answer_seconds(corpus: LoadedCorpus, questions: tuple[str, ...], runs: int) -> list[float]:
    """Seconds of each ``answer`` over ``runs`` rounds of ``questions``."""
    timings = []
    for _ in range(runs):
        for question in questions:
            started = time.perf_counter()
            answer(corpus.index, corpus.config, question)
            timings.append(time.perf_counter() - started)
    return timings


def bench_answer(
    runs: int, config: Path, home: Path, questions: tuple[str, ...] = QUESTIONS
) -> tuple[float, float, float, float]:
    """p50 and p90 of `answer` warm, p50 of a naive scan, and p50 of the first pass (seconds).

    The first pass over the questions is timed apart and left out of p50 and p90: in it the
    process warms what every later question reuses (RE2's DFA states, interned strings), and
    the bench measures its configs one after another in one process, so a later config found
    that work done by an earlier one (stop 42: four, measured first, carried the process's
    warm-up in a third of its samples, eight none).
    """
    corpus = open_corpus(config, home)
    gc.freeze()  # as the server does once its corpus is loaded (mcp_server.Backend._load)
    first = answer_seconds(corpus, questions, 1)
    timings = answer_seconds(corpus, questions, runs)
    texts = [
        " ".join(tokenise(f"{r.english} {r.arabic}"))
        for r in (corpus.index.record(o) for o in range(corpus.index.passage_count))
    ]
    scans = []
    for question in questions:
        words = content_tokens(tokenise(question))
        started = time.perf_counter()
        [i for i, text in enumerate(texts) if all(word in text for word in words)]
        scans.append(time.perf_counter() - started)
    quantiles = statistics.quantiles(timings, n=10)
    return _median(timings), quantiles[8], _median(scans), _median(first)


TUNING_SETS = ("evalset", "dev", "dev2", "dev3")
ARABIC_TUNING_SETS = ("arabic-dev", "arabic-dev2", "arabic-dev3", "arabic-dev4", "arabic-dev5")
"""The eval sets tuned on, whose questions were written by other hands: a wider sample of what
people ask than the lists above (the held-out splits are never timed here either)."""


def tuning_questions(names: tuple[str, ...]) -> tuple[str, ...]:
    """The questions of the named eval sets that exist in ``evals/``."""
    found = (evals_dir() / f"{name}.json" for name in names)
    return tuple(
        case.question for path in found if path.exists() for case in load_evalset(path).cases
    )


def bench_spread(config: Path, home: Path, questions: tuple[str, ...]) -> tuple[float, ...]:
    """p50, p90 and p99 seconds of `answer` over ``questions``: one pass to warm, two timed."""
    corpus = open_corpus(config, home)
    gc.freeze()
    for question in questions:
        answer(corpus.index, corpus.config, question)
    timings = []
    for _ in range(2):
        for question in questions:
            started = time.perf_counter()
            answer(corpus.index, corpus.config, question)
            timings.append(time.perf_counter() - started)
    cuts = statistics.quantiles(timings, n=100)
    return statistics.median(timings), cuts[89], cuts[98]


# The tantivy peer: the same passages in one tantivy index, each passage's id stored: the
# English (narrator and text, stemmed as English) and the Arabic that sanad searches (the search
# form, a hadith's text after its chain), normalised as sanad normalises it (its marks and
# letter variants folded), and each question normalised so too, within its timing: without
# that, tantivy would match no Arabic word of a question against the marked text.
_TANTIVY_OPEN_SNIPPET = """
import sys, time
import tantivy
started = time.perf_counter()
tantivy.Index.open(sys.argv[1]).searcher()
print(time.perf_counter() - started)
"""
_TANTIVY_HITS = 10
"""Passages a tantivy query returns, their ids read (answer cites a few passages too)."""


def tantivy_available() -> bool:
    """Whether the tantivy peer can be measured (the dev extra installs it)."""
    try:
        __import__("tantivy")
    except ImportError:
        return False
    return True


def bench_tantivy_build(runs: int, index: Index, directory: Path) -> float:
    """Median seconds for tantivy to index the passages of ``index`` (held in memory).

    Reading their texts from ``index`` and normalising the Arabic are timed with it.

    The last build is left in ``directory`` for :func:`bench_tantivy_open` and the queries.
    """
    import tantivy  # noqa: PLC0415 - the peer is imported by the benchmark only

    builds = []
    for run in range(runs):
        path = directory / f"tantivy-{run}"
        path.mkdir()
        started = time.perf_counter()
        passages = [
            (header[0], f"{narrator}\n{english}", normalise(index.search_text(ordinal)))
            for ordinal, header in enumerate(index.headers)
            for _, english, narrator, _ in (index.texts_at(ordinal),)
        ]
        builder = tantivy.SchemaBuilder()
        builder.add_text_field("id", stored=True, tokenizer_name="raw")
        builder.add_text_field("english", tokenizer_name="en_stem")
        builder.add_text_field("arabic", tokenizer_name="default")
        built = tantivy.Index(builder.build(), path=str(path))
        writer = built.writer()
        for ident, english, arabic in passages:
            writer.add_document(tantivy.Document(id=ident, english=english, arabic=arabic))
        writer.commit()
        writer.wait_merging_threads()
        builds.append(time.perf_counter() - started)
    (directory / f"tantivy-{runs - 1}").rename(directory / "tantivy")
    return _median(builds)


def bench_tantivy_open(runs: int, directory: Path) -> float:
    """Median seconds to open the tantivy index and its searcher in a fresh process."""
    opens = []
    for _ in range(runs):
        output = subprocess.run(
            [sys.executable, "-c", _TANTIVY_OPEN_SNIPPET, str(directory / "tantivy")],
            check=True,
            capture_output=True,
            text=True,
        )
        opens.append(float(output.stdout.strip()))
    return _median(opens)


def bench_tantivy_query(
    runs: int, directory: Path, questions: tuple[str, ...]
) -> tuple[float, float]:
    """p50 and p90 seconds of a tantivy query: parse, search, read the top hits' ids."""
    import tantivy  # noqa: PLC0415 - the peer is imported by the benchmark only

    index = tantivy.Index.open(str(directory / "tantivy"))
    searcher = index.searcher()

    def query(question: str) -> list[str]:
        parsed, _errors = index.parse_query_lenient(normalise(question), ["english", "arabic"])
        hits = searcher.search(parsed, _TANTIVY_HITS).hits
        return [searcher.doc(address)["id"][0] for _score, address in hits]

    for question in questions:  # one warm pass, as answer's figures are warm
        query(question)
    timings = []
    for _ in range(runs):
        for question in questions:
            started = time.perf_counter()
            query(question)
            timings.append(time.perf_counter() - started)
    return _median(timings), statistics.quantiles(timings, n=10)[8]


def _resident_mb(pid: int, field: str = "VmRSS") -> float:
    """A live process's resident memory (``field`` of /proc/PID/status), in MB.

    ``VmRSS`` is all of it; ``RssAnon`` the part only this process holds (not pages of files
    it maps, which the kernel shares between processes and reclaims under pressure).
    """
    status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8")
    found = re.search(rf"^{field}:\s+(\d+) kB", status, re.MULTILINE)
    return int(found[1]) / 1024 if found else float("nan")


def bench_serve_rss(config: Path, home: Path) -> dict[str, float]:
    """MB resident in `sanad serve` (stdio) and in the echo MCP server, after calls.

    Each is spawned as a client would, sent ``initialize`` and one tool call (sanad:
    ``answer_question``, which loads the corpus; the echo server: ``echo``), then measured;
    `sanad serve` is measured again after every bench question has been asked (the pages of
    the corpus file its questions read are then mapped in too).
    """
    from bench_mcp import ECHO_SERVER, Session  # noqa: PLC0415 - bench_mcp imports this module

    figures = dict.fromkeys(("serve rss", "serve anon", "serve rss later", "echo rss"), math.nan)
    if not Path("/proc/self/status").exists():
        return figures
    env = {**os.environ, "SANAD_HOME": str(home), "SANAD_CONFIG": str(config)}
    with tempfile.TemporaryDirectory() as directory:
        echo_path = Path(directory) / "echo.py"
        echo_path.write_text(ECHO_SERVER, encoding="utf-8")
        session = Session([sys.executable, "-m", "sanad.adapters.cli", "serve"], env)
        try:
            session.call("answer_question", {"question": QUESTIONS[0]})
            figures["serve rss"] = _resident_mb(session.process.pid)
            figures["serve anon"] = _resident_mb(session.process.pid, "RssAnon")
            for question in (*QUESTIONS, *ARABIC_QUESTIONS):
                session.call("answer_question", {"question": question})
            figures["serve rss later"] = _resident_mb(session.process.pid)
        finally:
            session.close()
        session = Session([sys.executable, str(echo_path)], env)
        try:
            session.call("echo", {"text": QUESTIONS[0]})
            figures["echo rss"] = _resident_mb(session.process.pid)
        finally:
            session.close()
    return figures


Figures = dict[str, float]
_MS, _S, _MB = 1000.0, 1.0, 1.0


def bench_config(runs: int, config: Path, *, with_tantivy: bool) -> Figures:
    """Every figure for the sources of one config directory (seconds, or MB for memory)."""
    with tempfile.TemporaryDirectory() as directory:
        home = Path(directory)
        figures: Figures = bench_ingest(runs, config, home)
        index = open_corpus(config, home).index
        figures["passages"] = index.passage_count
        if with_tantivy:
            figures["tantivy build"] = bench_tantivy_build(runs, index, home)
        del index
        figures["load"], figures["json.loads"] = bench_load(runs, config, home)
        if with_tantivy:
            figures["tantivy open"] = bench_tantivy_open(runs, home)
        p50, p90, scan, first = bench_answer(runs, config, home)
        figures |= {"answer p50": p50, "answer p90": p90, "scan p50": scan}
        figures["answer first p50"] = first
        if with_tantivy:
            figures["tantivy p50"], figures["tantivy p90"] = bench_tantivy_query(
                runs, home, QUESTIONS
            )
        p50, p90, scan, _first = bench_answer(runs, config, home, ARABIC_QUESTIONS)
        figures |= {"arabic p50": p50, "arabic p90": p90, "arabic scan p50": scan}
        if with_tantivy:
            figures["tantivy arabic p50"], figures["tantivy arabic p90"] = bench_tantivy_query(
                runs, home, ARABIC_QUESTIONS
            )
        for label, names in (("english", TUNING_SETS), ("arabic", ARABIC_TUNING_SETS)):
            p50, p90, p99 = bench_spread(config, home, tuning_questions(names))
            figures |= {f"{label} tuning p50": p50, f"{label} tuning p90": p90}
            figures[f"{label} tuning p99"] = p99
        gc.unfreeze()
        figures |= bench_serve_rss(config, home)
    return figures


ROWS: tuple[tuple[str, str, float, str], ...] = (
    ("passages", "passages", 0.0, ""),
    ("ingest", "ingest (as it reports, digests cached), s", _S, "<= 10 s (issue 15)"),
    ("ingest cold", "  first ingest (digests made), s", _S, ""),
    ("ingest parts made", "  digests cached, no collection's parts kept, s", _S, ""),
    ("ingest command", "  whole `sanad ingest` command, s", _S, ""),
    ("read files", "  peer: read the files only, s", _S, ""),
    ("tantivy build", "  peer: tantivy indexes the passages, s", _S, ""),
    ("load", "corpus load (fresh process), ms", _MS, "<= 500 ms"),
    ("json.loads", "  peer: json.loads of the texts, ms", _MS, ""),
    ("tantivy open", "  peer: tantivy open (fresh process), ms", _MS, ""),
    ("answer p50", "answer p50, ms", _MS, "<= 1 ms"),
    ("answer p90", "answer p90, ms", _MS, "<= 3 ms"),
    ("answer first p50", "  first pass (process warming), p50, ms", _MS, ""),
    ("scan p50", "  peer: naive word scan p50, ms", _MS, ""),
    ("tantivy p50", "  peer: tantivy query p50, ms", _MS, ""),
    ("tantivy p90", "  peer: tantivy query p90, ms", _MS, ""),
    ("arabic p50", "answer, Arabic questions p50, ms", _MS, ""),
    ("arabic p90", "answer, Arabic questions p90, ms", _MS, ""),
    ("arabic scan p50", "  peer: naive word scan p50, ms", _MS, ""),
    ("tantivy arabic p50", "  peer: tantivy query p50, ms", _MS, ""),
    ("tantivy arabic p90", "  peer: tantivy query p90, ms", _MS, ""),
    ("english tuning p50", "answer, English tuning questions p50, ms", _MS, ""),
    ("english tuning p90", "  p90, ms", _MS, ""),
    ("english tuning p99", "  p99, ms", _MS, ""),
    ("arabic tuning p50", "answer, Arabic tuning questions p50, ms", _MS, ""),
    ("arabic tuning p90", "  p90, ms", _MS, ""),
    ("arabic tuning p99", "  p99, ms", _MS, ""),
    ("serve rss", "`sanad serve` resident after a call, MB", _MB, "<= 160 MB"),
    ("serve anon", "  of which its own (not mapped file pages), MB", _MB, ""),
    ("serve rss later", "  resident after every bench question, MB", _MB, ""),
    ("echo rss", "  peer: echo MCP server, MB", _MB, ""),
)
"""Each figure's key, its row's label, the factor to its unit, and its budget."""


def table(measured: dict[str, Figures]) -> str:
    """The figures of every config side by side, with each one's growth from the first."""
    labels = list(measured)
    first = labels[0]
    head = f"{'':44}" + "".join(f"{label:>12}" for label in labels)
    head += "".join(f"{f'{label}/{first}':>14}" for label in labels[1:]) + "  budget"
    lines = [head, "-" * len(head)]
    for key, name, unit, budget in ROWS:
        if not any(key in figures for figures in measured.values()):
            continue
        values = [measured[label].get(key, float("nan")) for label in labels]
        if unit:
            cells = "".join(f"{value * unit:>12.2f}" for value in values)
        else:
            cells = "".join(f"{value:>12,.0f}" for value in values)
        growth = "".join(
            f"{value / values[0]:>13.2f}x" if values[0] else f"{'':>14}" for value in values[1:]
        )
        lines.append(f"{name:44}{cells}{growth}  {budget}")
    return "\n".join(lines)


def parse_configs(given: list[list[str]] | None) -> dict[str, Path]:
    """``[LABEL=]DIR`` arguments as label → config directory (the project's config/ if none)."""
    configs: dict[str, Path] = {}
    for value in (item for group in given or [] for item in group):
        label, _, path = value.rpartition("=")
        directory = Path(path)
        configs[label or directory.name] = directory
    return configs or {"config": config_dir()}


def main() -> None:
    """Measure every config's figures and print them with their peers and their growth."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument(
        "--config",
        action="append",
        nargs="+",
        metavar="[LABEL=]DIR",
        help="a config directory to measure (repeatable; default: the project's config/)",
    )
    parser.add_argument("--no-tantivy", action="store_true", help="skip the tantivy peer")
    args = parser.parse_args()
    with_tantivy = not args.no_tantivy and tantivy_available()
    if not args.no_tantivy and not with_tantivy:
        print("tantivy is not installed (pip install -e '.[dev]'): its peer is skipped")
    measured = {}
    for label, config in parse_configs(args.config).items():
        print(f"measuring {label} ({config}) ...", file=sys.stderr)
        measured[label] = bench_config(args.runs, config, with_tantivy=with_tantivy)
    print(f"medians of {args.runs} runs each, on this machine, in this run")
    print(table(measured))


if __name__ == "__main__":
    main()
