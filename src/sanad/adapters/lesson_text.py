"""Showing a grounding result and a lesson: plain text for the terminal, one printable HTML page.

The HTML page is self-contained (inline CSS; no scripts, fonts, images or links it must fetch),
``lang="en"`` with every Arabic text in an element marked ``dir="rtl" lang="ar"``, and every
value HTML-escaped. Its footer states the limit of the grounding check and each passage's
review status.
"""

from html import escape

from sanad.core.ground import GROUNDING_LIMIT, Grounding, SentenceCheck
from sanad.core.lesson import Lesson, NoLesson
from sanad.core.passage import Passage

FONT_NOTE = (
    "The Arabic is the Uthmani script, which needs a font that covers its letters and marks "
    "(Amiri, Scheherazade New or Noto Naskh Arabic). If some Arabic letters print as empty "
    "boxes, install one of these fonts: the text itself is complete."
)
"""Printed in the page's footer: the page embeds no font, so the reader's fonts decide."""

KEPT_MARK = "\u2713"
STRUCK_MARK = "\u2717"

_REVIEW_WORDS = {
    "unreviewed": "not yet reviewed by a scholar",
    "approved": "approved by a scholar",
    "rejected": "rejected by a scholar: do not teach from it",
    "needs_discussion": "a scholar asked for it to be discussed before it is taught",
    "stale": "reviewed on other text, which has since changed: not yet reviewed as it reads now",
}


def review_line(passage: Passage) -> str:
    """A passage's review status in words, with who and when where known."""
    review = passage.review
    words = _REVIEW_WORDS[review.status]
    if review.reviewed_by:
        words += f" ({review.reviewed_by}"
        words += f", {review.reviewed_at})" if review.reviewed_at else ")"
    return words


def grading_line(passage: Passage) -> str:
    """The grading exactly as the source attributes it, with its basis, or why there is none."""
    if passage.grading is None:
        return f"none attributed. {passage.grading_unavailable or ''}".rstrip()
    return f"{passage.grading.label} (basis: {passage.grading.basis})"


def struck_lines(check: SentenceCheck) -> list[str]:
    """A struck sentence and the words no source holds."""
    words = ", ".join(check.offending)
    return [f"{STRUCK_MARK} {check.sentence}", f"    not in any source: {words}"]


def grounding_text(grounding: Grounding) -> str:
    """Every sentence marked kept or struck, a count, and the limit of the check."""
    lines: list[str] = []
    for check in grounding.sentences:
        lines.extend([f"{KEPT_MARK} {check.sentence}"] if check.kept else struck_lines(check))
    lines.append("")
    lines.append(f"{len(grounding.kept)} kept, {len(grounding.struck)} struck.")
    lines.append(f"Limit: {GROUNDING_LIMIT}")
    return "\n".join(lines)


def no_lesson_text(result: NoLesson) -> str:
    """Why a question makes no lesson."""
    title = "REFERRED" if result.verdict == "referred" else "NO SOURCE"
    return f"NO LESSON ({title}): {result.question}\n\n{result.reason}\n\nServer: {result.detail}"


def _passage_lines(number: int, passage: Passage) -> list[str]:
    lines = [f"{number}. {passage.reference}  [{passage.id}]", f"   Arabic:  {passage.arabic}"]
    if passage.english:
        lines.append(f"   English: {passage.english}")
    else:
        lines.append(f"   English: (none) {passage.translation_unavailable}")
    if passage.narrator:
        lines.append(f"   Narrator: {passage.narrator}")
    lines.append(f"   Grading: {grading_line(passage)}")
    lines.append(f"   Review: {review_line(passage)}")
    return lines


def lesson_text(lesson: Lesson) -> str:
    """The lesson for the terminal: introduction (if any), passages, the two panels, the limit."""
    lines = [f"LESSON: {lesson.question}", ""]
    if lesson.intro is not None:
        lines.append(f"Introduction (written by the model {lesson.model}, checked word by word):")
        kept = lesson.intro.kept_text
        lines.append(f"  {kept}" if kept else "  (every sentence was struck)")
        if lesson.intro.struck:
            lines.append("")
            lines.append(f"{len(lesson.intro.struck)} sentence(s) struck by the grounding check:")
            for check in lesson.intro.struck:
                lines.extend(f"  {line}" for line in struck_lines(check))
        lines.append("")
    lines.append("From the sources, quoted as they are:")
    for number, passage in enumerate(lesson.passages, start=1):
        lines.append("")
        lines.extend(_passage_lines(number, passage))
    lines.extend(["", "Words to know:"])
    lines.extend(f"  - {word.line}" for word in lesson.words_to_know)
    if not lesson.words_to_know:
        lines.append("  (none: the page uses the words of the question)")
    lines.extend(["", "Ask your teacher:"])
    lines.extend(f"  - {question}" for question in lesson.ask_your_teacher)
    lines.append("")
    if lesson.intro is not None:
        lines.append(f"About the introduction: {GROUNDING_LIMIT}")
    else:
        lines.append("No model ran: nothing on this page was rewritten or paraphrased.")
    return "\n".join(lines)


_CSS = """
body { font-family: Georgia, 'DejaVu Serif', serif; color: #111; background: #fff;
       max-width: 46rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5; }
h1 { font-size: 1.6rem; margin-bottom: 0.5rem; }
h2 { font-size: 1.2rem; margin: 0 0 0.5rem; }
.passage { border: 1px solid #999; border-radius: 6px; padding: 1rem; margin: 1rem 0;
           page-break-inside: avoid; }
.arabic { font-family: 'Amiri', 'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', serif;
          font-size: 1.6rem; line-height: 2.2; text-align: right; margin: 0.5rem 0; }
.english { font-size: 1.05rem; }
.facts { font-size: 0.9rem; color: #333; margin: 0.5rem 0 0; }
.facts dt { font-weight: bold; float: left; clear: left; margin-right: 0.4rem; }
.facts dd { margin: 0; }
.panel { background: #f3f1ea; border-left: 6px solid #6b5b2e; padding: 0.8rem 1rem;
         margin: 1rem 0; page-break-inside: avoid; }
.struck { color: #7a1010; font-size: 0.9rem; }
.struck s { color: #7a1010; }
footer { border-top: 1px solid #999; margin-top: 2rem; padding-top: 0.8rem;
         font-size: 0.85rem; color: #333; }
@media print { body { margin: 0 auto; } }
"""


def _passage_html(passage: Passage) -> str:
    english = (
        f'<p class="english">{escape(passage.english)}</p>'
        if passage.english
        else f'<p class="english"><em>{escape(passage.translation_unavailable or "")}</em></p>'
    )
    facts = [("Citation", passage.reference)]
    if passage.narrator:
        facts.append(("Narrator", passage.narrator))
    facts.append(("Grading", grading_line(passage)))
    facts.append(("Review", review_line(passage)))
    rows = "".join(f"<dt>{escape(k)}:</dt><dd>{escape(v)}</dd>" for k, v in facts)
    return (
        f'<section class="passage" id="{escape(passage.id)}">'
        f"<h2>{escape(passage.reference)}</h2>"
        f'<p class="arabic" dir="rtl" lang="ar">{escape(passage.arabic)}</p>'
        f'{english}<dl class="facts">{rows}</dl></section>'
    )


def _intro_html(lesson: Lesson) -> str:
    if lesson.intro is None:
        return ""
    kept = lesson.intro.kept_text or "(Every sentence the model wrote was struck.)"
    parts = [
        '<section class="panel intro"><h2>Introduction</h2>',
        f"<p>{escape(kept)}</p>",
        (
            f"<p><small>Written by the model {escape(lesson.model or '')}; each sentence was "
            "checked against the passages below.</small></p>"
        ),
    ]
    if lesson.intro.struck:
        parts.append(
            f'<div class="struck"><p>{len(lesson.intro.struck)} sentence(s) struck by the '
            "grounding check and not shown as teaching:</p><ul>"
        )
        parts.extend(
            f"<li><s>{escape(c.sentence)}</s><br>not in any source: "
            f"{escape(', '.join(c.offending))}</li>"
            for c in lesson.intro.struck
        )
        parts.append("</ul></div>")
    parts.append("</section>")
    return "".join(parts)


def lesson_html(lesson: Lesson) -> str:
    """The lesson as one self-contained, printable HTML page."""
    words = "".join(f"<li>{escape(word.line)}</li>" for word in lesson.words_to_know) or (
        "<li>None needed: the page uses the words of the question.</li>"
    )
    ask = "".join(f"<li>{escape(question)}</li>" for question in lesson.ask_your_teacher)
    reviews = "".join(
        f"<li>{escape(p.reference)}: {escape(review_line(p))}</li>" for p in lesson.passages
    )
    attributions = sorted({f"{p.attribution} {p.licence}".strip() for p in lesson.passages})
    footer_intro = (
        f"<p>The introduction was written by the model {escape(lesson.model or '')} and "
        "checked sentence by sentence; the passages are quoted as the sources give them.</p>"
        if lesson.intro is not None
        else "<p>No model ran: nothing on this page was rewritten or paraphrased.</p>"
    )
    return (
        '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>Lesson: {escape(lesson.question)}</title>\n<style>{_CSS}</style>\n</head>\n"
        f"<body>\n<main>\n<h1>{escape(lesson.question)}</h1>\n"
        f"{_intro_html(lesson)}\n"
        + "\n".join(_passage_html(p) for p in lesson.passages)
        + f'\n<section class="panel words"><h2>Words to know</h2><ul>{words}</ul></section>\n'
        f'<section class="panel ask"><h2>Ask your teacher</h2><ul>{ask}</ul></section>\n'
        f"</main>\n<footer>\n{footer_intro}\n"
        f"<p><strong>Grounding limit.</strong> {escape(GROUNDING_LIMIT)}</p>\n"
        f"<p><strong>Review status of each passage:</strong></p><ul>{reviews}</ul>\n"
        f"<p>{escape(FONT_NOTE)}</p>\n"
        + "".join(f"<p>{escape(a)}</p>" for a in attributions)
        + "\n</footer>\n</body>\n</html>\n"
    )
