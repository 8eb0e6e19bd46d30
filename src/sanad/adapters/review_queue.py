"""``sanad review-queue``: the passages the eval set surfaces, and those the MCP server served.

Grouped by question, each passage with its text and the reason it came back; then every
passage the server has handed to a client (``served.jsonl``), most served first, with the
questions it was served for. Reviewing these is an hour; reviewing the corpus is a year.
"""

from collections.abc import Sequence

import attrs

from sanad.adapters.served import ServedRecord, summarise
from sanad.core.answer import answer
from sanad.core.config import AnswerConfig
from sanad.core.evaluate import EvalSet
from sanad.core.index import Index
from sanad.core.passage import Passage
from sanad.core.question import InvalidQuestionError
from sanad.core.review import ReviewBook
from sanad.core.verdict import Hit


def _quote(text: str) -> str:
    return "\n".join(f"> {line}" if line.strip() else ">" for line in text.strip().splitlines())


def _why(hit: Hit) -> str:
    if hit.match.reference is not None:
        return f"the question names it by reference (“{hit.match.reference}”)."
    how = "the exact phrase" if hit.match.exact_phrase else "its words, not the exact phrase"
    terms = ", ".join(hit.match.terms) or "none"
    bridges = (
        "; through the lexicon: "
        + ", ".join(f"{b.query_term} → {b.phrase}" for b in hit.match.bridges)
        if hit.match.bridges
        else ""
    )
    return (
        f"matched {how} in the {hit.matched_in.replace('+', ' + ')} text on: {terms}{bridges}. "
        f"Score {hit.score:.2f}, coverage {hit.coverage:.2f}."
    )


def _grading(passage: Passage) -> str:
    if passage.grading:
        return f"{passage.grading.label} (basis: {passage.grading.basis})"
    return f"none attributed ({passage.grading_unavailable})"


def _texts(passage: Passage) -> list[str]:
    return [
        _quote(passage.arabic) + "\n",
        _quote(passage.english or f"(no English: {passage.translation_unavailable})") + "\n",
    ]


_SHOWN_QUESTIONS = 5


def _served_section(index: Index, served: Sequence[ServedRecord], book: ReviewBook) -> list[str]:
    summaries = summarise(served)
    lines = [
        "## What the MCP server has served\n",
        (
            f"{len(summaries)} distinct passages handed to clients by `sanad serve` "
            f"({len(served)} times in all, from `served.jsonl`), most served first.\n"
        ),
    ]
    if not summaries:
        lines.append("Nothing has been served yet.\n")
    for number, summary in enumerate(summaries, start=1):
        passage = index.passage(summary.passage_id)
        passage = None if passage is None else book.passage(passage)
        if passage is None:
            lines.append(
                f"### S{number}. `{summary.passage_id}` — no longer in this corpus "
                f"(served {summary.count} times, last {summary.last_served})\n"
            )
            continue
        lines.append(
            f"### S{number}. {passage.reference} — `{passage.id}` — review: "
            f"{passage.review.status}\n"
        )
        lines.append(
            f"Served {summary.count} time(s), {summary.first_served} to {summary.last_served}, "
            f"by {', '.join(summary.tools)}.\n"
        )
        if summary.questions:
            shown = summary.questions[:_SHOWN_QUESTIONS]
            more = len(summary.questions) - len(shown)
            asked = "; ".join(f"“{q}”" for q in shown) + (f"; and {more} more" if more else "")
            lines.append(f"For: {asked}.\n")
        changed = [h for h in summary.text_hashes if h != passage.review.text_hash]
        if changed:
            lines.append(
                "**The text served differs from the text now in the corpus** (served as "
                f"{', '.join(f'`{h}`' for h in changed)}; now `{passage.review.text_hash}`).\n"
            )
        lines.append(f"Grading: {_grading(passage)}. Text hash: `{passage.review.text_hash}`\n")
        lines.extend(_texts(passage))
    return lines


def render(  # noqa: PLR0913 - the queue's inputs, then the reviews that mark it
    index: Index,
    config: AnswerConfig,
    evalset: EvalSet,
    source: str,
    served: Sequence[ServedRecord] = (),
    *,
    reviews: ReviewBook | None = None,
) -> str:
    """The review queue as Markdown: the eval set's passages, then what the server served.

    Deterministic: the same corpus, eval set, served log and reviews give the same text.
    """
    book = reviews or ReviewBook()
    sections: list[str] = []
    seen: set[str] = set()
    questions = 0
    for case in evalset.cases:
        try:
            verdict = book.verdict(answer(index, config, case.question))
        except InvalidQuestionError:
            continue
        if verdict.verdict != "answered":
            continue
        questions += 1
        sections.append(f"## {case.id}: {case.question}\n")
        sections.append(f"Expected: {case.expect}. {case.note}".rstrip() + "\n")
        for number, hit in enumerate(verdict.hits, start=1):
            passage = hit.passage
            again = " (also listed above)" if passage.id in seen else ""
            seen.add(passage.id)
            sections.append(
                f"### {number}. {passage.reference} — `{passage.id}` — review: "
                f"{passage.review.status}{again}\n"
            )
            sections.append(f"Why it came back: {_why(hit)}\n")
            sections.append(
                f"Grading: {_grading(passage)}. Text hash: `{passage.review.text_hash}`\n"
            )
            sections.extend(_texts(passage))
    header = [
        "# Review queue",
        "",
        (
            f"The passages the eval set `{source}` surfaces: {len(seen)} distinct passages for "
            f"{questions} answered questions, out of {index.passage_count:,} in the corpus. "
            "Each shows why it came back. Then what the MCP server has served. Regenerate "
            "with `sanad review-queue`."
        ),
        "",
        (
            "Lexical matching cannot tell whether a passage is *about* the question: a passage "
            "that shares the words but answers something else is what this reading is for."
        ),
        "",
    ]
    sections.extend(_served_section(index, served, book))
    return "\n".join(header) + "\n" + "\n".join(sections)


@attrs.frozen(kw_only=True)
class QueueItem:
    """One passage of the review queue and every reason it came back, in queue order."""

    passage: Passage
    reasons: tuple[str, ...]


def queue(
    index: Index,
    config: AnswerConfig,
    evalset: EvalSet,
    served: Sequence[ServedRecord] = (),
    reviews: ReviewBook | None = None,
) -> tuple[QueueItem, ...]:
    """The queue :func:`render` writes, as values, each passage once with its reasons.

    Surfaced passages in eval-set order, then those served (most served first); the passages
    carry their reviews as ``reviews`` reads them.
    """
    book = reviews or ReviewBook()
    order: list[Passage] = []
    reasons: dict[str, list[str]] = {}
    for case in evalset.cases:
        try:
            verdict = book.verdict(answer(index, config, case.question))
        except InvalidQuestionError:
            continue
        for hit in verdict.hits:
            if hit.passage.id not in reasons:
                order.append(hit.passage)
                reasons[hit.passage.id] = []
            reasons[hit.passage.id].append(f"{case.id}, “{case.question}”: {_why(hit)}")
    for summary in summarise(served):
        passage = index.passage(summary.passage_id)
        if passage is None:
            continue
        if summary.passage_id not in reasons:
            order.append(book.passage(passage))
            reasons[summary.passage_id] = []
        asked = "; ".join(f"“{q}”" for q in summary.questions[:_SHOWN_QUESTIONS])
        reasons[summary.passage_id].append(
            f"served {summary.count} time(s) by {', '.join(summary.tools)}"
            + (f", for {asked}" if asked else "")
        )
    return tuple(QueueItem(passage=p, reasons=tuple(reasons[p.id])) for p in order)
