"""The cost per call of writing the logs before each reply (issue 13, point 1).

Usage: python benchmarks/bench_logs.py [--calls 2000] [--runs 3]

The MCP server appends a refusal's line to ``gaps.jsonl`` (and a served passage's to
``served.jsonl``) before the reply goes out, so that a reply the client has received is on
disk even if the server is then killed. This times that append, as the server makes it (open,
lock, one write, close), next to its peer: answering the same refused question, which every
such call pays anyway. Medians of ``--runs`` runs, per call, on this machine.
"""

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from sanad.adapters import gaps, jsonl
from sanad.adapters.loading import open_corpus
from sanad.adapters.locations import config_dir, sanad_home
from sanad.core.answer import answer

QUESTION = "What is the Hanafi position on raising hands in prayer?"


def _per_call(work: Callable[[], object], calls: int) -> float:
    started = time.perf_counter()
    for _ in range(calls):
        work()
    return (time.perf_counter() - started) / calls


def main() -> None:
    """Print the append's cost per call next to the answer's."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    loaded = open_corpus(config_dir(None), sanad_home())
    verdict = answer(loaded.index, loaded.config, QUESTION, 5)
    line = gaps.gap_to_json(gaps.gap_from_verdict(verdict))
    appends, answers = [], []
    with tempfile.TemporaryDirectory() as scratch:
        log = Path(scratch) / "gaps.jsonl"
        for _ in range(args.runs):
            appends.append(_per_call(lambda: jsonl.append_lines(log, [line]), args.calls))
            answers.append(
                _per_call(lambda: answer(loaded.index, loaded.config, QUESTION, 5), args.calls)
            )
            log.unlink()
    append, reply = statistics.median(appends), statistics.median(answers)
    print(f"append one gaps line before the reply: {append * 1e6:8.1f} µs per call")
    print(f"answer the same refused question:      {reply * 1e6:8.1f} µs per call")
    print(f"the append adds {append / reply:.0%} to a refused answer_question (before the wire)")


if __name__ == "__main__":
    main()
