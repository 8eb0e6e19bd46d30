"""The human-readable eval report and sweep tables printed by ``sanad eval``."""

from collections.abc import Callable

from sanad.core.config import Gates
from sanad.core.evaluate import EvalReport, SweepRow

_KIND_WORDS = {
    "fabrication": "FABRICATION",
    "over_refusal": "over-refusal",
    "wrong_citation": "wrong citation",
    "refusal_mixup": "refusal mix-up",
}


def summary_lines(report: EvalReport, source: str, *, verbose: bool) -> list[str]:
    """The counts, then one line per failed case (with its reasons when ``verbose``)."""
    share = 100.0 * report.passed / report.total if report.total else 0.0
    lines = [
        f"eval set: {source}",
        (
            f"passed {report.passed}/{report.total} ({share:.1f}%)   "
            f"fabrications {report.fabrications}   over-refusals {report.over_refusals}   "
            f"wrong citations {report.wrong_citations}   refusal mix-ups {report.refusal_mixups}"
        ),
    ]
    for case in report.cases:
        if case.ok:
            continue
        ids = ", ".join(case.passage_ids[:5]) or "no passages"
        lines.append(
            f"  {_KIND_WORDS[case.kind]:<15} {case.id}: expected {case.expect}, got {case.got} "
            f"({case.refused_by or ids})"
        )
        if verbose:
            lines.append(f"      {case.detail}")
    return lines


_HEADER = (
    f"{'threshold':>9} {'coverage':>8} {'max_oov':>7} {'joint':>5} {'evidence':>8} {'pivot':>5} | "
    f"{'passed':>6} {'fabric.':>7} {'over-ref.':>9} {'wrong cit.':>10} {'mix-ups':>7}"
)


def _row(row: SweepRow) -> str:
    return (
        f"{row.retrieval_threshold:>9g} {row.min_coverage:>8g} {row.max_oov_ratio:>7g} "
        f"{row.min_joint_terms:>5} {row.min_evidence:>8g} "
        f"{'on' if row.require_pivot_term else 'off':>5} | "
        f"{row.passed:>6} {row.fabrications:>7} {row.over_refusals:>9} "
        f"{row.wrong_citations:>10} {row.refusal_mixups:>7}"
    )


def _outcome(row: SweepRow) -> tuple[int, int, int, int, int]:
    return (
        row.passed,
        row.fabrications,
        row.over_refusals,
        row.wrong_citations,
        row.refusal_mixups,
    )


_KNOBS = (
    "retrieval_threshold",
    "min_coverage",
    "max_oov_ratio",
    "min_joint_terms",
    "min_evidence",
    "require_pivot_term",
)


def _holds_others(name: str, gates: Gates) -> Callable[[SweepRow], bool]:
    """A test that a row keeps every gate but ``name`` at its configured value."""
    others = [knob for knob in _KNOBS if knob != name]
    return lambda row: all(getattr(row, knob) == getattr(gates, knob) for knob in others)


def sweep_lines(rows: tuple[SweepRow, ...], gates: Gates) -> list[str]:
    """One table per gate (the others held at their configured values), then the best rows.

    A gate whose rows are all alike is said to do nothing over the swept range.
    """
    lines: list[str] = []
    knobs = [(name, _holds_others(name, gates)) for name in _KNOBS]
    for name, holds in knobs:
        selected = [row for row in rows if holds(row)]
        lines.append("")
        lines.append(f"varying {name} (the other gates at their configured values):")
        if not selected:
            lines.append("  (the configured values of the other gates are not on the grid)")
            continue
        lines.append(_HEADER)
        lines.extend(_row(row) for row in selected)
        if len({_outcome(row) for row in selected}) == 1:
            lines.append(f"  -> {name} changes nothing over this range.")
    safe = [row for row in rows if row.fabrications == 0]
    best = sorted(
        safe,
        key=lambda r: (
            -r.passed,
            r.over_refusals,
            r.retrieval_threshold,
            r.min_coverage,
            r.max_oov_ratio,
            r.min_joint_terms,
            -r.min_evidence,
        ),
    )[:10]
    lines.append("")
    lines.append(
        f"best settings with zero fabrications ({len(safe)} of {len(rows)} settings have none):"
    )
    lines.append(_HEADER)
    lines.extend(_row(row) for row in best)
    return lines


def _setting(row: SweepRow) -> tuple[float, float, float, int, float, bool]:
    return (
        row.retrieval_threshold,
        row.min_coverage,
        row.max_oov_ratio,
        row.min_joint_terms,
        row.min_evidence,
        row.require_pivot_term,
    )


def held_out_lines(
    rows: tuple[SweepRow, ...], held_out: tuple[SweepRow, ...], gates: Gates, name: str
) -> list[str]:
    """The held-out set under the configured gates and the swept set's best settings.

    Only measured, never chosen from: the settings come from the swept set alone.
    """
    by_setting = {_setting(row): row for row in held_out}
    configured = [r for r in held_out if all(
        getattr(r, knob) == getattr(gates, knob) for knob in _KNOBS
    )]  # fmt: skip
    best = sorted(
        (row for row in rows if row.fabrications == 0),
        key=lambda r: (-r.passed, r.over_refusals, _setting(r)),
    )[:5]
    lines = ["", f"held out ({name}), measured only, under the configured gates:", _HEADER]
    lines.extend(_row(row) for row in configured)
    lines.append(f"held out ({name}) under the swept set's five best safe settings:")
    lines.append(_HEADER)
    lines.extend(_row(by_setting[_setting(row)]) for row in best if _setting(row) in by_setting)
    return lines
