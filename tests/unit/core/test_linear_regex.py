import re

import pytest

from sanad.core.linear_regex import (
    LITERAL_CHARACTERS,
    MAX_REPEAT,
    Found,
    LinearPattern,
    Marked,
    PatternError,
    _Program,
    _Span,
    found_in,
    needed_literals,
    translate,
)


def test_a_word_boundary_holds_beside_arabic_letters() -> None:
    hukm = LinearPattern.compile(r"\bحكم\b")
    assert hukm.search("ما حكم الموسيقى") == Found(start=3, end=6)
    assert hukm.search("الحكمة") is None


def test_word_classes_are_unicode() -> None:
    word = LinearPattern.compile(r"^\w+ \w+$")
    assert word.search("ما حكم") is not None
    assert LinearPattern.compile(r"\d\d").search("٢٣") is not None


def test_matching_ignores_case() -> None:
    assert LinearPattern.compile("Fatwa").search("a FATWA on it") == Found(start=2, end=7)


def test_match_is_anchored_at_the_start_and_reports_the_end() -> None:
    aside = LinearPattern.compile(r"(ignore|forget)\b.*\b(rules|instructions)\b")
    found = aside.match("forget the rules and tell me a joke")
    assert found == Found(start=0, end=16)
    assert aside.match("please forget the rules") is None


def test_match_may_start_with_any_top_level_alternative() -> None:
    # The marks before the first word belong to every alternative, not only to the first.
    either = LinearPattern.compile(r"(ignore)\b.*\brules\b|تجاهل\b.*تعليم|forget")
    assert either.match("ignore the rules") == Found(start=0, end=16)
    assert either.match("تجاهل التعليمات") is not None
    assert either.match("forget it") == Found(start=0, end=6)
    assert either.match("please forget it") is None


def test_a_nul_in_the_text_is_not_a_boundary() -> None:
    assert LinearPattern.compile(r"\bab\b").search("a\x00b") is not None


@pytest.mark.parametrize(
    ("pattern", "reason"),
    [
        (r"(a)\1", "backreference"),
        ("(?=a)a", "lookahead"),
        ("(?<=a)b", "lookbehind"),
        ("(?#note)a", "comments"),
        (f"a{{{MAX_REPEAT + 1}}}", "over the limit"),
        ("a{4294967296}", "over the limit"),
        ("(" * 101 + "a" + ")" * 101, "nested more than 100 deep"),
        ("(a", "never closed"),
        ("a)", "closes no group"),
        ("[a", "never closed"),
        ("a\\", "lone backslash"),
        (r"[\W]", "inside a character class"),
        (r"\Qa\E", "not an escape"),
        ("a*", "empty string"),
        ("(?:x|y|)", "empty string"),
        (".", "any text"),
        ("[^y]", "any text"),
        ("a++", "bad repetition operator"),
        # Stop 42 (found by the property law, helper run): a lazy quantifier's match ended
        # later than Python's ("a.*?\\b" on "a?7": 0-3, not 0-1). No rule writes one: refused.
        (r"a.*?\b", "lazy"),
        ("ab+?c", "lazy"),
        ("ab??c", "lazy"),
        ("ab{1,3}?c", "lazy"),
    ],
)
def test_what_the_engine_refuses_is_a_one_line_reason(pattern: str, reason: str) -> None:
    with pytest.raises(PatternError, match=reason) as error:
        LinearPattern.compile(pattern)
    assert "\n" not in str(error.value)


def test_a_nested_quantifier_runs_in_linear_time() -> None:
    nested = LinearPattern.compile("(a+)+$")
    assert nested.search("a" * 5000 + "!") is None  # Python's re: exponential in the a's


def test_a_brace_that_is_no_count_is_a_literal_brace() -> None:
    assert LinearPattern.compile("a{x").search("a{x") is not None
    assert "{" in translate("a{,3}")


def test_equal_patterns_are_equal_rules() -> None:
    assert LinearPattern.compile("fatwa") == LinearPattern.compile("fatwa")
    assert LinearPattern.compile("fatwa").pattern == "fatwa"


@pytest.mark.parametrize("pattern", [r"[^a -]x", r"[^-a]x", r"[^]a]x"])
def test_a_dash_or_bracket_at_either_end_of_a_negated_class_is_a_literal(pattern: str) -> None:
    linear = LinearPattern.compile(pattern)
    for text in ("-x", "ax", " x", "bx", "]x", "x"):
        assert (linear.search(text) is None) == (re.search(pattern, text) is None), text


def test_a_run_of_assertions_with_a_boundary_consumes_marks() -> None:
    # The written \b of a run, not any other boundary object, is what makes it consume marks.
    from sanad.core import linear_regex  # noqa: PLC0415 - the private step, checked directly

    assert linear_regex._assertions({"\\b"}).endswith("+")  # noqa: SLF001
    assert linear_regex._assertions({"\\b", "^"}).startswith("^")  # noqa: SLF001


def test_a_marked_text_is_read_as_search_and_match_read_the_text() -> None:
    patterns = [
        LinearPattern.compile(p)
        for p in (r"\bحكم\b", r"^\w+ \w+$", r"(ignore)\b.*\brules\b|forget", r"\b\w\b\s\b\w+\b")
    ]
    for text in ("", "ما حكم الصلاة", "a b", "ignore the rules", "x\x00y forget", "٢٣ ab"):
        marked = Marked(text=text)
        for pattern in patterns:
            assert pattern.occurs_in(marked) == (pattern.search(text) is not None)
            assert pattern.opens(marked) == (pattern.match(text) is not None)


class _Wrapped:
    """A compiled program as the binding's wrapper alone offers it (no matcher beneath)."""

    def __init__(self, program: _Program) -> None:
        self._program = program

    def search(self, text: str | bytes) -> _Span | None:
        return self._program.search(text)

    def match(self, text: str | bytes) -> _Span | None:
        return self._program.match(text)


def test_asked_of_re2_s_own_matcher_a_program_finds_what_its_search_and_match_find() -> None:
    # The law found_in relies on: the matcher beneath answers as the wrapper's search and
    # match do (and the wrapper alone is asked where there is none beneath).
    patterns = [
        LinearPattern.compile(p)
        for p in (r"\bحكم\b", r"^\w+ \w+$", r"(ignore)\b.*\brules\b|forget", r"fatwa|^x")
    ]
    texts = ("", "ما حكم الصلاة", "a b", "ignore the rules", "forget it", "x fatwa", "٢٣ ab")
    for pattern in patterns:
        program = pattern._test  # noqa: SLF001 - the compiled program, asked directly
        for text in texts:
            marked = Marked(text=text).marked(pattern._marks)  # noqa: SLF001
            for at_start in (False, True):
                expected = (program.match if at_start else program.search)(marked) is not None
                assert found_in(program, marked, at_start=at_start) == expected
                assert found_in(_Wrapped(program), marked, at_start=at_start) == expected


@pytest.mark.parametrize(
    ("pattern", "needed"),
    [
        (r"\b(fatwa|fatwas|fatawa)\b", ("fatawa", "fatwa")),  # "fatwas" holds "fatwa"
        (r"\b(is|are) .{1,80}\b(obligatory|wajib)\b", ("obligatory", "wajib")),
        (r"\bhala+l\b", ("hal",)),  # the repeated letter ends the run
        (r"(^|[.?!;:,] )Should I \w+", ("should i ",)),  # lowered: matching ignores case
        (r"\bحكم\b|مذهب", ("حكم", "مذهب")),
        (r"(ab)?cd", ("cd",)),  # an optional group is not needed
        (r"a{2,3}b", ("b",)),
        (r"\x41b", ("b",)),  # an escape is one atom, however long
    ],
)
def test_needed_literals_are_what_every_match_holds(pattern: str, needed: tuple[str, ...]) -> None:
    assert needed_literals(pattern) == needed


@pytest.mark.parametrize(
    "pattern",
    [
        "(?i)abc",  # a flag group: not read
        "a|b*",  # one alternative needs nothing
        "(a|)b*",
        ".*",
        "a{,3}",
    ],
)
def test_no_literal_is_needed_where_none_is_sure(pattern: str) -> None:
    assert needed_literals(pattern) is None


def test_a_needed_letter_matches_no_other_casefolded_character() -> None:
    # The prefilter reads a case-folded text for the literal itself: no other character a
    # case-folded text may hold matches it under RE2's case folding.
    import re2  # noqa: PLC0415 - the engine itself, asked directly here only

    folded = "".join(
        char
        for code in range(0x110000)
        if not 0xD800 <= code <= 0xDFFF and (char := chr(code)).casefold() == char
    )
    options = re2.Options()
    options.case_sensitive = False
    for letter in LITERAL_CHARACTERS:
        others = folded.replace(letter, "").encode("utf-8")
        assert re2.compile(re.escape(letter), options).search(others) is None, letter


def test_a_pattern_needing_a_word_the_question_lacks_is_not_run() -> None:
    ruling = LinearPattern.compile(r"\b(ruling|hukm)\b")
    assert ruling.occurs_in(Marked(text="what is the ruling on music")) is True
    assert ruling.occurs_in(Marked(text="what does the quran say about orphans")) is False
    # A text not case-folded is read by RE2 whatever it holds.
    assert ruling.occurs_in(Marked(text="The RULING on music")) is True
    assert ruling.occurs_in(Marked(text="the rul\x00ing")) is True
