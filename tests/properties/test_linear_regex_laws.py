r"""Laws of the linear-time engine: it matches what Python's ``re`` matches, in any script.

The rules were written for Python's ``re``; on RE2 they must mean the same, including a word
boundary ``\b`` beside Arabic letters (RE2's own ``\b`` is ASCII only) and ``\w``.
"""

import re

import pytest
from hypothesis import given, reject, settings
from hypothesis import strategies as st

from sanad.core.linear_regex import LinearPattern, Marked, PatternError, needed_literals

pytestmark = pytest.mark.properties

# Pieces of patterns of the kind policy.toml holds, and texts over the same letters.
_PIECES = (
    "a",
    "b",
    "ab",
    "is",
    " ",
    "حكم",
    "ا",
    "\\b",
    "\\b",
    "\\bab",
    "ab\\b",
    "\\bحكم\\b",
    "\\bا",
    "\\b(is it|ab)\\b",
    "\\b(a|حكم)",
    "\\w+\\b",
    ".",
    ".*",
    ".{0,3}",
    ".{1,2}",
    "\\w+",
    "\\w",
    "\\W",
    "\\s",
    "\\d",
    "[ab]",
    "[^a ]",
    "[^a -]",
    "[^-a]",
    "[a-b-]",
    "[?؟]",
    "(a|حكم)",
    "(is it|ab)",
    "(?:b|ا)",
    "?",
    "+",
)
_TEXT = st.text(st.sampled_from("ab حكما?.s7_é"), max_size=14)


@st.composite
def _patterns(draw: st.DrawFn) -> str:
    pieces = draw(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=7))
    # Anchors open or close the pattern, as rules write them (see linear_regex on ^ and $).
    pattern = draw(st.sampled_from(("", "^"))) + "".join(pieces) + draw(st.sampled_from(("", "$")))
    try:
        re.compile(pattern)
    except re.error:
        reject()  # not a pattern at all: nothing to compare
    return pattern


def _compiled(pattern: str) -> LinearPattern:
    try:
        return LinearPattern.compile(pattern)
    except PatternError:
        reject()  # refused at load (empty match, matches everything): nothing to compare


@settings(max_examples=400, deadline=None)
@given(_patterns(), _TEXT)
def test_search_finds_what_python_finds_where_python_finds_it(pattern: str, text: str) -> None:
    linear = _compiled(pattern)
    expected = re.search(pattern, text, re.IGNORECASE)
    found = linear.search(text)
    assert (found is None) == (expected is None), (pattern, text, found, expected)
    if found is not None and expected is not None:
        assert (found.start, found.end) == expected.span(), (pattern, text)


@settings(max_examples=400, deadline=None)
@given(_patterns(), _TEXT)
def test_match_agrees_with_python_at_the_start(pattern: str, text: str) -> None:
    linear = _compiled(pattern)
    expected = re.match(pattern, text, re.IGNORECASE)
    found = linear.match(text)
    assert (found is None) == (expected is None), (pattern, text, found, expected)
    if found is not None and expected is not None:
        assert (found.start, found.end) == expected.span(), (pattern, text)


@given(st.text(max_size=40))
def test_no_pattern_refused_or_accepted_raises_anything_else(pattern: str) -> None:
    try:
        LinearPattern.compile(pattern)
    except PatternError as error:
        message = str(error)
    else:
        return
    assert message
    assert "\n" not in message


@settings(max_examples=400, deadline=None)
@given(st.lists(_patterns(), min_size=1, max_size=4), _TEXT)
def test_a_text_marked_once_is_read_as_search_and_match_read_it(
    patterns: list[str], text: str
) -> None:
    # One Marked text read by several patterns (as the policy rules read a question) finds
    # what each pattern's own search and match find.
    marked = Marked(text=text)
    for pattern in patterns:
        linear = _compiled(pattern)
        assert linear.occurs_in(marked) == (linear.search(text) is not None), (pattern, text)
        assert linear.opens(marked) == (linear.match(text) is not None), (pattern, text)


# Texts with what RE2's case folding reads as these letters: capitals, the Kelvin sign, the
# long s, a dotted capital I, and the NUL a text's marks leave out.
_ANY_CASE_TEXT = st.text(
    st.sampled_from("abAB حكما?.sSkK\u212a\u017f\u0130\u0131_é7\x00"), max_size=14
)


@settings(max_examples=600, deadline=None)
@given(_patterns(), st.one_of(_TEXT, _ANY_CASE_TEXT))
def test_the_needed_literals_never_turn_away_a_match(pattern: str, text: str) -> None:
    # A pattern asked whether it occurs is run only where the text holds a literal every match
    # of it holds: it finds what its search and match find, in any text.
    linear = _compiled(pattern)
    marked = Marked(text=text)
    assert linear.occurs_in(marked) == (linear.search(text) is not None), (pattern, text)
    assert linear.opens(marked) == (linear.match(text) is not None), (pattern, text)
    needed = needed_literals(pattern)
    if needed is not None and text.casefold() == text:
        plain = text.replace("\x00", "")
        if not any(literal in plain for literal in needed):
            assert re.search(pattern, plain, re.IGNORECASE) is None, (pattern, text, needed)
