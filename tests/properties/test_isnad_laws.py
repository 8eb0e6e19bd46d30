"""Laws of the chain/text splitter (issue 12, point 3): an offset, never a changed text."""

import pytest
import strategies as gen
from hypothesis import example, given
from hypothesis import strategies as st

from sanad.core.isnad import isnad_end, split_isnad
from sanad.core.narrators import (
    may_be_named,
    name_words_in_order,
    names_in,
    names_in_read,
    names_narrator,
    read_line,
)
from sanad.core.passage import PassageRecord

pytestmark = pytest.mark.properties

_TEXTS = st.one_of(
    gen.any_texts(),
    gen.arabic_texts(),
    gen.hadith_arabic().map(" ".join),
)


@given(_TEXTS)
def test_the_offset_lies_within_the_text(text: str) -> None:
    assert 0 <= isnad_end(text) <= len(text)


@given(_TEXTS)
def test_chain_and_text_make_the_whole_exactly(text: str) -> None:
    record = PassageRecord(
        id="bukhari:1",
        collection="bukhari",
        number="1",
        chapter_number=None,
        chapter_english=None,
        chapter_arabic=None,
        arabic=text,
        english="",
        narrator="",
        isnad_end=isnad_end(text),
    )
    assert record.isnad + record.matn == text


@given(_TEXTS)
def test_splitting_is_idempotent_on_the_text(text: str) -> None:
    matn = text[isnad_end(text) :]
    assert isnad_end(matn) == 0


@given(st.one_of(gen.arabic_texts(), gen.english_texts(), gen.mixed_texts()))
def test_a_text_with_no_formulas_is_all_text(text: str) -> None:
    found = split_isnad(text)
    assert found.offset == 0
    assert found.marker == "none"


@given(gen.hadith_arabic())
def test_a_chain_ends_before_the_text_and_never_eats_it(parts: tuple[str, str, str]) -> None:
    chain, marker, body = parts
    text = f"{chain} {marker} {body}"
    found = split_isnad(text)
    assert found.offset > 0, text
    assert found.offset <= len(text) - len(body), (text, text[found.offset :])
    assert found.offset >= len(chain), (text, text[found.offset :])


_NAMES = (
    "أبو هريرة", "عبد الله بن عمر", "أبي سعيد الخدري", "Abu Huraira", "Ibn Umar", "عمر", "",
    "ابن عمر", "أبي سعيد",
)  # fmt: skip
_WORDS = st.lists(
    st.sampled_from(("عن", "حدثنا", "قال", "ابن", "Narrated", "ibn", "Umar")), max_size=3
)
_LINES = st.one_of(
    st.tuples(_WORDS, st.sampled_from(_NAMES), _WORDS).map(
        lambda parts: " ".join((*parts[0], parts[1], *parts[2]))
    ),
    gen.mixed_texts(),
    gen.hadith_arabic().map(" ".join),
)


@given(_LINES, st.sampled_from(_NAMES))
def test_a_chain_read_once_names_whom_reading_it_names(line: str, asked: str) -> None:
    # Ingest reads each chain once (read_line); a question naming a narrator reads that.
    wanted = name_words_in_order(asked)
    assert names_in_read(read_line(line), wanted) is names_narrator(line, "", wanted)


@given(_LINES, st.sampled_from(_NAMES))
@example("ابن عمر قال", "عبد الله بن عمر")  # named by the father's name alone
@example("عن أبي سعيد", "أبي سعيد الخدري")  # named without the nisba
def test_a_line_that_names_a_narrator_holds_the_words_looked_for_first(
    line: str, asked: str
) -> None:
    # A record is looked in for the name's words before its lines are read: a line that
    # names the narrator holds them (its given name's, or its father's).
    wanted = name_words_in_order(asked)
    words = name_words_in_order(line)
    if names_in(words, wanted):
        assert may_be_named("\x1f".join(words), wanted), (line, asked)
