"""The answer audit on labelled Arabic Qur'an quotations: false alarms and catches, per category.

Usage: SANAD_HOME=... python benchmarks/audit_quotations.py [--set evals/audit-quotations.json]
       [--verbose]

Reads the built corpus of $SANAD_HOME (run `sanad ingest` first), audits each draft with nothing
served, and prints, per category, how many correct quotations were read right or raised a false
alarm, and how many altered ones were caught or missed (definitions: sanad.core.audit_eval).
"""

import argparse
import json
from pathlib import Path

from sanad.adapters.loading import open_corpus
from sanad.adapters.locations import config_dir, sanad_home
from sanad.core.audit import audit
from sanad.core.audit_eval import CaseResult, QuotationCase, score, summary
from sanad.core.index import Index

PROJECT = Path(__file__).resolve().parents[1]
DEFAULT_SET = PROJECT / "evals" / "audit-quotations.json"


def load_cases(path: Path) -> list[QuotationCase]:
    """The cases of a quotation set file."""
    items = json.loads(path.read_text(encoding="utf-8"))["items"]
    return [
        QuotationCase(
            id=i["id"],
            category=i["category"],
            label=i["label"],
            draft=i["draft"],
            ids=tuple(i["ids"]),
            note=i["note"],
        )
        for i in items
    ]


def run_cases(index: Index, cases: list[QuotationCase]) -> list[CaseResult]:
    """Audit every case (nothing served) and score it."""
    return [score(case, audit(index, case.draft, frozenset())) for case in cases]


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--set", type=Path, default=DEFAULT_SET)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    corpus = open_corpus(config_dir(PROJECT / "config"), sanad_home())
    results = run_cases(corpus.index, load_cases(args.set))
    for category, counts in summary(results).items():
        print(f"{category:18} " + " ".join(f"{k}={v}" for k, v in counts.items()))
    if args.verbose:
        for result in results:
            if result.outcome in ("false_alarm", "missed"):
                print(f"{result.case.id} {result.outcome} {result.case.note}: "
                      f"{list(result.classes)} {list(result.ids)[:4]}")  # fmt: skip


if __name__ == "__main__":
    main()
