import re
from html import escape
from html.parser import HTMLParser

import pytest

from sanad.adapters.lesson_text import (
    FONT_NOTE,
    grounding_text,
    lesson_html,
    lesson_text,
    no_lesson_text,
)
from sanad.adapters.models import ModelUnavailableError, backend_for
from sanad.adapters.models.fabricate import INVENTED
from sanad.core.ground import GROUNDING_LIMIT, ground
from sanad.core.index import Index
from sanad.core.lesson import Lesson, NoLesson, WordToKnow


def _lesson(tiny_index: Index, *, intro: str | None = None, question: str = "q") -> Lesson:
    passages = (tiny_index.passage_at(0), tiny_index.passage_at(2))
    return Lesson(
        question=question,
        passages=passages,
        words_to_know=(WordToKnow(heard="alcohol", written="strong drink"),),
        ask_your_teacher=("What does it mean?",),
        model=None if intro is None else "fabricate",
        intro=None if intro is None else ground(intro, passages, question),
    )


class _Arabic(HTMLParser):
    """Collects the text inside elements marked dir=rtl lang=ar."""

    def __init__(self) -> None:
        super().__init__()
        self.depth = 0
        self.texts: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        found = dict(attrs)
        if self.depth or (found.get("dir") == "rtl" and found.get("lang") == "ar"):
            self.depth += 1

    def handle_endtag(self, tag: str) -> None:  # noqa: ARG002 - the parser calls it so
        if self.depth:
            self.depth -= 1

    def handle_data(self, data: str) -> None:
        if self.depth:
            self.texts.append(data)


def test_the_page_is_english_with_arabic_marked_right_to_left(tiny_index: Index) -> None:
    page = lesson_html(_lesson(tiny_index))
    assert '<html lang="en">' in page
    parser = _Arabic()
    parser.feed(page)
    assert "يسألونك عن الخمر والميسر" in parser.texts
    assert "إنما الأعمال بالنيات" in parser.texts


def test_the_page_is_self_contained(tiny_index: Index) -> None:
    page = lesson_html(_lesson(tiny_index, intro="Imam al-Ghazali wrote this."))
    parser = _Arabic()
    parser.feed(page)
    assert not {"script", "link", "img", "iframe", "object"} & set(parser.tags)
    assert not re.search(r"(src|href)\s*=|url\(|@import|https?://fonts", page)


def test_the_footer_states_the_limit_and_each_review_status(tiny_index: Index) -> None:
    page = lesson_html(_lesson(tiny_index))
    footer = page[page.index("<footer>") :]
    assert escape(GROUNDING_LIMIT) in footer
    assert footer.count("not yet reviewed by a scholar") == 2
    assert escape(FONT_NOTE) in footer  # the page embeds no font: it says what to install


def test_everything_is_escaped(tiny_index: Index) -> None:
    page = lesson_html(_lesson(tiny_index, question="<script>alert(1)</script> & more?"))
    assert "<script>" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; more?" in page


def test_struck_sentences_are_listed_and_not_taught(tiny_index: Index) -> None:
    lesson = _lesson(tiny_index, intro="The q. Imam al-Ghazali wrote in Ihya Ulum al-Din.")
    text = lesson_text(lesson)
    assert "1 sentence(s) struck" in text
    assert "not in any source: imam, ghazali, wrote, ihya, ulum, din" in text
    page = lesson_html(lesson)
    assert "<s>Imam al-Ghazali wrote in Ihya Ulum al-Din.</s>" in page


def test_the_panels_are_shown(tiny_index: Index) -> None:
    text = lesson_text(_lesson(tiny_index))
    assert "Words to know:" in text
    assert "“strong drink”" in text
    assert "Ask your teacher:" in text
    assert "No model ran" in text


def test_grounding_text_marks_each_sentence_and_states_the_limit() -> None:
    text = grounding_text(ground("And so. Zaid ibn Thabit.", [], ""))
    assert text.splitlines()[:3] == [
        "✓ And so.",
        "✗ Zaid ibn Thabit.",
        "    not in any source: zaid, ibn, thabit",
    ]
    assert GROUNDING_LIMIT in text


def test_no_lesson_text_carries_the_reason() -> None:
    result = NoLesson(question="q", verdict="referred", reason="Ask a scholar.", detail="d")
    assert "NO LESSON (REFERRED)" in no_lesson_text(result)
    assert "Ask a scholar." in no_lesson_text(result)


def test_fabricate_ignores_its_passages_and_is_deterministic(tiny_index: Index) -> None:
    model = backend_for("fabricate")
    passages = [tiny_index.passage_at(0)]
    first = model.write_intro("Why?", passages)
    assert first == model.write_intro("Why?", passages)
    for sentence in INVENTED:
        assert sentence in first
    assert model.name == "fabricate"


def test_an_unknown_model_name_is_one_clear_line() -> None:
    with pytest.raises(ModelUnavailableError, match="names no backend") as caught:
        backend_for("gpt-9")
    assert "\n" not in str(caught.value)
