"""``sanad review-queue``: the passages the eval set actually surfaces, for the scholar to read.

Grouped by question, each passage with its text and the reason it came back. Reviewing these
is an hour; reviewing the corpus is a year.
"""

from sanad.core.answer import answer
from sanad.core.config import AnswerConfig
from sanad.core.evaluate import EvalSet
from sanad.core.index import Index
from sanad.core.question import InvalidQuestionError
from sanad.core.verdict import Hit


def _quote(text: str) -> str:
    return "\n".join(f"> {line}" if line.strip() else ">" for line in text.strip().splitlines())


def _why(hit: Hit) -> str:
    how = "the exact phrase" if hit.match.exact_phrase else "its words, not the exact phrase"
    terms = ", ".join(hit.match.terms) or "none"
    bridges = (
        "; through the lexicon: "
        + ", ".join(f"{b.query_term} → {b.phrase}" for b in hit.match.bridges)
        if hit.match.bridges
        else ""
    )
    return (
        f"matched {how} in the {hit.matched_in} text on: {terms}{bridges}. "
        f"Score {hit.score:.2f}, coverage {hit.coverage:.2f}."
    )


def render(index: Index, config: AnswerConfig, evalset: EvalSet, source: str) -> str:
    """The review queue as Markdown (deterministic: the same corpus and eval set, the same text)."""
    sections: list[str] = []
    seen: set[str] = set()
    questions = 0
    for case in evalset.cases:
        try:
            verdict = answer(index, config, case.question)
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
            grading = (
                f"{passage.grading.label} (basis: {passage.grading.basis})"
                if passage.grading
                else f"none attributed ({passage.grading_unavailable})"
            )
            sections.append(f"Grading: {grading}. Text hash: `{passage.review.text_hash}`\n")
            sections.append(_quote(passage.arabic) + "\n")
            sections.append(
                _quote(passage.english or f"(no English: {passage.translation_unavailable})") + "\n"
            )
    header = [
        "# Review queue",
        "",
        (
            f"The passages the eval set `{source}` surfaces: {len(seen)} distinct passages for "
            f"{questions} answered questions, out of {index.passage_count:,} in the corpus. "
            "Each shows why it came back. Regenerate with `sanad review-queue`."
        ),
        "",
        (
            "Lexical matching cannot tell whether a passage is *about* the question: a passage "
            "that shares the words but answers something else is what this reading is for."
        ),
        "",
    ]
    return "\n".join(header) + "\n" + "\n".join(sections)
