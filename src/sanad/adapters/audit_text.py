"""``sanad audit``: what counts as served at the command line, and the audit as text.

The command line has no session, so by default nothing counts as served and every quotation
that is in the corpus reads ``in_corpus_not_served``; ``--served-log`` takes the MCP server's
``served.jsonl`` (every passage any server process wrote there, by id and text hash) as served
instead. The reply says which.
"""

from pathlib import Path

from sanad.adapters import served
from sanad.core.audit import Audit, Finding
from sanad.core.types import ServedSet

NOTHING_SERVED = (
    "nothing: the command line has no server session, so no quotation counts as served "
    "(pass --served-log to count the MCP server's served.jsonl)"
)

ATTENTION = frozenset(
    {"misattributed", "not_in_corpus", "paraphrase", "cited_not_in_corpus", "cited_not_resolvable"}
)
"""Classes that make ``sanad audit`` exit 1: wrong whoever served what."""


def served_from_log(path: Path) -> tuple[ServedSet, str, list[str]]:
    """The served pairs in a ``served.jsonl``, the sentence saying so, and warnings per bad line.

    Raises OSError when the file cannot be read (a missing file is an error: the user named it).
    """
    records, warnings = served.read_served(path)
    pairs = frozenset((r.passage_id, r.text_hash) for r in records)
    ids = {ident for ident, _ in pairs}
    return (
        pairs,
        f"the served log {path}: {len(ids)} distinct passage(s), by id and text hash",
        warnings,
    )


def _where(finding: Finding) -> str:
    more = finding.passages_total - len(finding.passage_ids)
    return ", ".join(finding.passage_ids) + (f" and {more} more" if more > 0 else "")


def finding_lines(number: int, finding: Finding) -> list[str]:
    """One finding as indented lines."""
    shown = finding.text if len(finding.text) <= 120 else finding.text[:117] + "..."  # noqa: PLR2004
    lines = [
        f"[{number}] {finding.audit_class}  ({finding.kind}, {finding.start}-{finding.end})",
        f"    {shown!r}",
    ]
    citation = finding.citation
    if citation is not None and finding.kind != "citation":
        read = f", read as {citation.read_as}" if citation.read_as else ""
        lines.append(
            f"    citation: {citation.text!r} ({citation.status}{read}); "
            f"check: {finding.citation_check}"
        )
    if finding.passage_ids:
        lines.append(f"    passages: {_where(finding)}")
    match = finding.match
    if match is not None and match.ranges:
        folded = f"; spelling folded: {', '.join(match.folded)}" if match.folded else ""
        lines.append(f"    qur'an: {', '.join(match.ranges)}{folded}")
    if match is not None and match.closest is not None:
        lines.append(
            f"    closest verse: {match.closest}; lacks: {' '.join(match.missing) or '-'}; "
            f"adds: {' '.join(match.added) or '-'}"
        )
    if finding.closeness is not None and finding.closeness < 1:
        lines.append(f"    closeness: {finding.closeness:.2f}")
    lines.append(f"    {finding.message}")
    return lines


def audit_text(result: Audit, served_from: str, limits: str, characters: int) -> str:
    """The audit for a terminal: what counted as served, each finding, the counts, the limits."""
    lines = [
        f"Audit of a {characters:,}-character draft: {len(result.findings)} finding(s).",
        f"Served: {served_from}.",
        "",
    ]
    for number, finding in enumerate(result.findings, 1):
        lines += [*finding_lines(number, finding), ""]
    if not result.findings:
        lines += ["No quotation, close match or citation was found.", ""]
    counts = ", ".join(f"{name} {count}" for name, count in result.counts.items())
    lines += [f"Counts: {counts or 'none'}", f"Limits: {limits}"]
    return "\n".join(lines)
