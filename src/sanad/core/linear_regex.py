r"""The scholar's patterns (refusal rules, instruction patterns) on a linear-time engine.

The only module that touches ``google-re2`` (module ``re2``; untyped, stub in ``stubs/``). RE2
matches in time linear in the text whatever the pattern, so a rule such as ``(a+)+$`` cannot
hang a question or the server (Python's ``re`` backtracks: 52 s on 30 a's). What RE2 cannot do
in linear time (backreferences, lookahead and lookbehind) is refused when the pattern is
loaded, with a one-line reason; so are patterns that match the empty string or every text,
repetition counts over 1,000, groups nested more than 100 deep, and lazy quantifiers
(``*?``: see :func:`translate`).

Patterns keep the meaning they had under Python's ``re``: ``\b`` is a word boundary in any
script (RE2's own is ASCII only, so ``\bحكم\b`` would never match), ``\w`` and ``\d`` are
Unicode, and matching ignores case. For that, the text is matched with marks (NUL) inserted at
each word boundary (found by Python's Unicode-aware ``\b``, a linear scan), as many as the
pattern has ``\b``, and the pattern is rewritten so that each ``\b`` consumes at least one
mark and every other character it matches may be followed by marks. Positions reported are in
the original text. One difference remains, in patterns no rule needs: ``^`` or ``$`` after
(before) an empty match at a word boundary (``\b.*^``) does not match.
"""

import functools
import re
import string
from typing import Protocol

import attrs
import re2

MAX_REPEAT = 1000
"""The largest repetition count a pattern may write (RE2's own limit; it reads more as text)."""
MAX_DEPTH = 100
"""How deeply groups may nest."""
MAX_MARKS = 64
"""The most marks put at one boundary: more ``\\b`` than this cannot meet at one place."""
_SHOWN = 60
"""How much of a refused pattern an error message quotes."""

_MARK = "\x00"  # never in a question: check_question refuses control characters
_M = r"\x00"
_WORD = r"\pL\pN_"
# Texts every rule-worthy pattern fails on at least once; a pattern matching all of them
# matches every text ("." , "\w", "\b", "[^y]").
_PROBES = ("x", "7", "ما", "what does the quran say about orphans?")
_REPEAT = re.compile(r"\{(\d*)(,(\d*))?\}")
_GROUP_NAME = re.compile(r"\(\?P?<[A-Za-z_][A-Za-z0-9_]*>")
_FLAGS = re.compile(r"\(\?([imsU-]*)(\)|:)")
_PROPERTY = re.compile(r"\{\^?[A-Za-z_]+\}|[A-Za-z]")
_HEX = re.compile(r"[0-9A-Fa-f]{2}|\{[0-9A-Fa-f]{1,6}\}")
_UNSUPPORTED_GROUPS = (
    ("(?=", "lookahead (?=…) needs backtracking; RE2 does not run it"),
    ("(?!", "negative lookahead (?!…) needs backtracking; RE2 does not run it"),
    ("(?<=", "lookbehind (?<=…) needs backtracking; RE2 does not run it"),
    ("(?<!", "negative lookbehind (?<!…) needs backtracking; RE2 does not run it"),
    ("(?P=", "a backreference (?P=name) needs backtracking; RE2 does not run it"),
    ("(?#", "comments (?#…) are not supported"),
    ("(?>", "atomic groups (?>…) are not supported"),
    ("(?(", "conditionals (?(…)…) are not supported"),
)


class PatternError(ValueError):
    """A pattern the engine refuses; the message is one line saying why."""


class _Program(Protocol):
    def search(self, text: str | bytes) -> "_Span | None": ...
    def match(self, text: str | bytes) -> "_Span | None": ...


class _Span(Protocol):
    def start(self) -> int: ...
    def end(self) -> int: ...


@attrs.frozen(kw_only=True)
class Found:
    """Where a pattern matched, in positions of the text as given."""

    start: int
    end: int


# Zero-width assertions, gathered while translating: a run of them holds at one position.
_BOUNDARY, _START, _END = "\\b", "^", "$"


def _assertions(run: set[str]) -> str:
    """One position where every assertion of ``run`` holds, in the marked text.

    A word boundary consumes at least one of the marks there (so two boundaries at one place
    both hold); the start of the text is before its marks and the end after them.
    """
    anchored = bool(run & {_START, _END})
    marks = f"{_M}+" if _BOUNDARY in run else (f"{_M}*" if anchored else "")
    return ("^" if _START in run else "") + marks + ("$" if _END in run else "")


def _atom(expression: str) -> str:
    """One character's worth of pattern, then the boundary marks that may follow it."""
    return f"(?:{expression}{_M}*)"


def _class(pattern: str, at: int) -> tuple[str, int]:
    """Translate the character class opening at ``at``; return it and the index after it."""
    i = at + 1
    negated = pattern.startswith("^", i)
    i += negated
    body: list[str] = []
    if pattern.startswith("]", i):  # a ] first in the class is a literal
        body.append(r"\]")
        i += 1
    while i < len(pattern) and pattern[i] != "]":
        char = pattern[i]
        if char == "\\" and i + 1 < len(pattern):
            escape = pattern[i + 1]
            if escape in "WDS":
                msg = f"\\{escape} inside a character class cannot be translated; write it outside"
                raise PatternError(msg)
            body.append({"w": _WORD, "d": r"\p{Nd}"}.get(escape, pattern[i : i + 2]))
            i += 2
        elif pattern.startswith("[:", i):
            close = pattern.find(":]", i + 2)
            if close < 0:
                break
            body.append(pattern[i : close + 2])
            i = close + 2
        else:
            body.append(char)
            i += 1
    if i >= len(pattern):
        msg = "a character class [ is never closed"
        raise PatternError(msg)
    inside = "".join(body)
    if not negated:
        return _atom(f"[{inside}]"), i + 1
    # A negated class must not match the boundary mark itself. The mark goes first, where it
    # cannot become one end of a range; a "-" that opened the class stays a literal.
    if inside.startswith("-"):
        inside = "\\" + inside
    return _atom(f"[^{_M}{inside}]"), i + 1


def _escape(pattern: str, at: int) -> tuple[str, int]:  # noqa: C901, PLR0911 - one case per escape
    """Translate the escape at ``at`` (a backslash); return it and the index after it."""
    if at + 1 >= len(pattern):
        msg = "the pattern ends with a lone backslash"
        raise PatternError(msg)
    char = pattern[at + 1]
    simple = {
        "b": _BOUNDARY,
        "A": _START,
        "Z": _END,
        "z": _END,
        "w": _atom(f"[{_WORD}]"),
        "W": _atom(f"[^{_WORD}{_M}]"),
        "d": _atom(r"\p{Nd}"),
        "D": _atom(rf"[^\p{{Nd}}{_M}]"),
        "s": _atom(r"\s"),
        "S": _atom(rf"[^\s{_M}]"),
    }
    if char in simple:
        return simple[char], at + 2
    if char == "B":
        msg = r"\B (not at a word boundary) is not supported; use \b or a character class"
        raise PatternError(msg)
    if char.isdigit():
        msg = f"\\{char} (a backreference or octal escape) needs backtracking; RE2 does not run it"
        raise PatternError(msg)
    if char in "pP":
        found = _PROPERTY.match(pattern, at + 2)
        if found is None:
            msg = f"\\{char} must name a Unicode class (\\pL, \\p{{Arabic}})"
            raise PatternError(msg)
        name = found[0].strip("{}")
        if char == "p":
            return _atom(rf"\p{{{name}}}"), found.end()
        return _atom(rf"[^\p{{{name}}}{_M}]"), found.end()
    if char == "x":
        found = _HEX.match(pattern, at + 2)
        if found is None:
            msg = r"\x must be followed by two hex digits or {hex}"
            raise PatternError(msg)
        return _atom(pattern[at : found.end()]), found.end()
    if char in "afnrtv":
        return _atom("\\" + char), at + 2
    if char.isspace():
        return _atom(char), at + 2
    if char.isascii() and char.isalpha():
        msg = f"\\{char} is not an escape the rules support"
        raise PatternError(msg)
    return _atom(re.escape(char)), at + 2


def _group(pattern: str, at: int) -> tuple[str, int, int]:
    """Translate the group opening at ``at``: the text, the index after it, the depth change."""
    for opening, reason in _UNSUPPORTED_GROUPS:
        if pattern.startswith(opening, at):
            raise PatternError(reason)
    if not pattern.startswith("(?", at):
        return "(", at + 1, 1
    if pattern.startswith("(?:", at):
        return "(?:", at + 3, 1
    named = _GROUP_NAME.match(pattern, at)
    if named is not None:
        return named[0], named.end(), 1
    flags = _FLAGS.match(pattern, at)
    if flags is not None:
        return flags[0], flags.end(), 1 if flags[2] == ":" else 0
    msg = "unknown group syntax (?…; the rules support (?:…), (?P<name>…) and the flags i, m, s, U"
    raise PatternError(msg)


def _repeat(pattern: str, at: int) -> tuple[str, int]:
    """Translate a ``{`` at ``at``: a repetition count, or a literal brace as in Python's re."""
    found = _REPEAT.match(pattern, at)
    if found is None or (not found[1] and not found[3]):
        return _atom(r"\{"), at + 1
    low, comma, high = found[1] or "0", found[2], found[3]
    for count in (low, high):
        if count and int(count) > MAX_REPEAT:
            msg = f"repetition count {count} is over the limit of {MAX_REPEAT:,}"
            raise PatternError(msg)
    return "{" + low + (comma or "") + "}", found.end()


def translate(pattern: str) -> str:  # noqa: C901, PLR0912 - one branch per kind of token
    """The RE2 pattern that matches a boundary-marked text as ``pattern`` matches the text.

    Raises PatternError, with one line saying why, for what cannot be translated.
    """
    # The marks before a text's first word, for every top-level alternative: "x|y" is
    # written "\x00*(?:x|y)", not "\x00*x|y", or match() could never start with "y".
    out = [f"{_M}*(?:"]
    run: set[str] = set()  # zero-width assertions not yet written out
    depth = 0
    i = 0
    while i < len(pattern):
        char = pattern[i]
        if char in "^$":
            run.add(char)
            i += 1
            continue
        if pattern.startswith(("\\b", "\\A", "\\Z", "\\z"), i):
            run.add(_escape(pattern, i)[0])
            i += 2
            continue
        if run:
            out.append(_assertions(run))
            run.clear()
        if char == "\\":
            piece, i = _escape(pattern, i)
        elif char == "[":
            piece, i = _class(pattern, i)
        elif char == "(":
            piece, i, opened = _group(pattern, i)
            depth += opened
            if depth > MAX_DEPTH:
                msg = f"groups are nested more than {MAX_DEPTH} deep"
                raise PatternError(msg)
        elif char == ")":
            depth -= 1
            if depth < 0:
                msg = "a ) closes no group"
                raise PatternError(msg)
            piece, i = ")", i + 1
        elif char == "{":
            piece, i = _repeat(pattern, i)
        elif char in "|*+?":
            _refuse_lazy(char, out[-1])
            piece, i = char, i + 1
        elif char == ".":
            piece, i = _atom(rf"[^\n{_M}]"), i + 1
        else:
            piece, i = _atom("\\" + char if char in string.punctuation else char), i + 1
        out.append(piece)
    if run:
        out.append(_assertions(run))
    if depth:
        msg = "a ( is never closed"
        raise PatternError(msg)
    out.append(")")
    return "".join(out)


def _refuse_lazy(char: str, before: str) -> None:
    r"""Refuse a ``?`` that makes the quantifier written ``before`` it lazy.

    Marks after each character are taken greedily, so a lazy quantifier's match would end
    later than Python's ("a.*?\b" on "a?7": 0-3, not 0-1). No rule needs one.
    """
    if char == "?" and before[-1:] in {"*", "+", "?", "}"}:
        msg = "a lazy quantifier (*?, +?, ??, {m,n}?) is not supported; write a greedy one"
        raise PatternError(msg)


LITERAL_CHARACTERS = frozenset(
    string.ascii_lowercase + string.digits + " " + "".join(map(chr, range(0x621, 0x64B)))
)
"""What a needed literal is made of: under RE2's case folding each of these matches no other
character a case-folded text may hold (a test reads every character to show it)."""
_MOST_NEEDED = 32
"""More literals than this are not worth looking for: RE2 is asked at once."""
_PLAIN_CLASS = "[A-Za-z0-9 \u0621-\u064a]"
_TOKEN = re.compile(
    rf"(?P<plain>{_PLAIN_CLASS}+)"
    r"|(?P<zero>\\[bAZz]|[\^$])"
    r"|(?P<escape>\\[pP](?:\{\^?[A-Za-z_]+\}|[A-Za-z])|\\x(?:[0-9A-Fa-f]{2}|\{[0-9A-Fa-f]{1,6}\})|\\.)"
    rf"|(?P<words>\((?:\?:)?(?P<alternatives>{_PLAIN_CLASS}+(?:\|{_PLAIN_CLASS}+)*)\))"
    r"|(?P<open>\((?:\?:)?)"
    r"|(?P<close>\))"
    r"|(?P<bar>\|)"
    r"|(?P<repeat>[*?+]|\{\d+(?:,\d*)?\}|\{,\d+\})"
    r"|(?P<other>.)",
    re.DOTALL,
)
"""One token of a pattern as :func:`needed_literals` reads it: a run of plain characters, a
zero-width assertion, an escape, a group of plain alternatives ("(a|bc)"), a group's opening
or closing, a bar, a quantifier, or any other one character (a class's "[" is read apart)."""
"""More literals than this are not worth looking for: RE2 is asked at once."""


class _Unread(Exception):  # noqa: N818 - a signal inside needed_literals, never raised out
    """A pattern needed_literals does not read: none is needed of it."""


def needed_literals(pattern: str) -> tuple[str, ...] | None:
    r"""Literals at least one of which every match of ``pattern`` holds, lowered; None: unsure.

    A text (case-folded, its NULs left out) holding none of them cannot match, so RE2 is not
    asked (see :meth:`LinearPattern.occurs_in`). Read from the pattern as :func:`translate`
    reads it: a run of plain letters, digits, spaces or Arabic letters, none of them repeated
    or optional, must stand in every match, and so must one of a needed group's alternatives.
    Unsure (None) of a pattern with flags or named groups, or any alternative needing nothing.
    """
    if "(?" in pattern.replace("(?:", ""):
        return None
    try:
        needed, end = _alternatives_needed(pattern, 0)
    except (_Unread, PatternError):
        return None
    if end != len(pattern) or needed is None:
        return None
    if len(needed) > 2 * _MOST_NEEDED:  # too many, however few hold no other
        return None
    kept = sorted(_shortest(needed))
    return tuple(kept) if len(kept) <= _MOST_NEEDED else None


def _shortest(needed: frozenset[str]) -> frozenset[str]:
    """``needed`` less each literal holding another: a text holding it holds that one too."""
    kept: list[str] = []
    for literal in sorted(needed, key=len):  # a literal can hold only a shorter one
        for shorter in kept:
            if shorter in literal:
                break
        else:
            kept.append(literal)
    return frozenset(kept)


def _alternatives_needed(pattern: str, at: int) -> tuple[frozenset[str] | None, int]:
    """What every alternative from ``at`` to the closing ``)`` (or the end) needs, joined."""
    needed: set[str] = set()
    unsure = False
    while True:
        one, at = _sequence_needed(pattern, at)
        if one is None:
            unsure = True
        else:
            needed |= one
        if at < len(pattern) and pattern[at] == "|":
            at += 1
            continue
        return (None if unsure else frozenset(needed)), at


def _least(repeat: str) -> int:
    """The least count of a quantifier token ("*", "+", "?", "{2,3}", "{,3}")."""
    if repeat in ("*", "?"):
        return 0
    if repeat == "+":
        return 1
    return int(repeat[1:-1].split(",", maxsplit=1)[0] or "0")


def _sequence_needed(pattern: str, at: int) -> tuple[frozenset[str] | None, int]:  # noqa: C901, PLR0912 - one case per kind of token
    """What one alternative from ``at`` needs (the most telling of its needs), and its end."""
    found: list[frozenset[str]] = []
    run = ""  # the plain characters read since the last other token, lowered
    size = len(pattern)
    while at < size:
        token = _TOKEN.match(pattern, at)
        if token is None:  # never: any one character is a token
            raise _Unread
        kind, end = token.lastgroup, token.end()
        if kind in ("bar", "close"):
            break
        group: frozenset[str] | None = None
        if kind == "plain":
            after = _TOKEN.match(pattern, end)
            if after is None or after.lastgroup != "repeat":
                run += token[0].lower()
                at = end
                continue
            run += token[0][:-1].lower()  # its last character is repeated, or optional
        elif kind == "zero":
            if run:
                found.append(frozenset({run}))
            run, at = "", end
            continue
        elif kind == "words":
            group = frozenset(token["alternatives"].lower().split("|"))
        elif kind == "open":
            group, end = _alternatives_needed(pattern, end)
            if end >= size or pattern[end] != ")":
                raise _Unread
            end += 1
        elif kind == "repeat":
            raise _Unread  # a quantifier with nothing before it
        elif token[0] == "[":
            _, end = _class(pattern, at)
        if run:
            found.append(frozenset({run}))
        run = ""
        # The atom just read (one character, a class, an escape, a group), maybe repeated.
        after = _TOKEN.match(pattern, end)
        if after is not None and after.lastgroup == "repeat":
            end = after.end()
            if not _least(after[0]):
                group = None
        at = end
        if group is not None:
            found.append(group)
    if run:
        found.append(frozenset({run}))
    if not found:
        return None, at
    # The most telling: literals of three characters or more, the fewest, then the longest.
    return max(found, key=_telling), at


def _telling(needed: frozenset[str]) -> tuple[bool, int, int]:
    """How telling a need is (more is better): long literals, few of them."""
    shortest = min(map(len, needed))
    return shortest >= 3, -len(needed), shortest  # noqa: PLR2004 - three characters


def marks_needed(pattern: str) -> int:
    r"""How many marks each boundary needs: one per ``\b`` the pattern writes (at least one)."""
    return min(max(1, pattern.count("\\b")), MAX_MARKS)


_WORD_BOUNDARY = re.compile(r"\b")


@functools.lru_cache(maxsize=64)
def _marked(text: str, marks: int) -> str:
    """``text`` with ``marks`` NULs at every word boundary (Unicode); NULs it held go first.

    Kept for the last few texts: every refusal rule marks the same question.
    """
    return _WORD_BOUNDARY.sub(_MARK * marks, text.replace(_MARK, ""))


@attrs.frozen(kw_only=True)
class Marked:
    """One text as the patterns read it, marked once per count of marks (for one question).

    Many patterns asked only whether they occur (:meth:`LinearPattern.occurs_in`) read the
    same text: each count of marks is put in, and the text encoded, once. Made for one call
    and dropped after it.
    """

    text: str
    _marked: dict[int, bytes] = attrs.field(factory=dict, eq=False, repr=False, init=False)
    _words: list[bytes] = attrs.field(factory=list, eq=False, repr=False, init=False)
    """The text's UTF-8 cut at every word boundary (found once): what the marks join."""
    _plain: list[str | None] = attrs.field(factory=list, eq=False, repr=False, init=False)
    """The text without NULs, where it is case-folded (else None), once found."""

    def may_hold(self, needed: tuple[str, ...]) -> bool:
        """Whether the text may match a pattern needing one of ``needed`` (see needed_literals).

        No where it is case-folded and, its NULs left out (RE2 reads it so), holds none.
        """
        if not self._plain:
            text = self.text
            self._plain.append(text.replace(_MARK, "") if text.casefold() == text else None)
        plain = self._plain[0]
        if plain is None:
            return True
        for literal in needed:  # noqa: SIM110 - a loop, not a generator made per pattern
            if literal in plain:
                return True
        return False

    def marked(self, marks: int) -> bytes:
        """The text's UTF-8 with ``marks`` NULs at every word boundary (see :func:`_marked`)."""
        found = self._marked.get(marks)
        if found is None:
            if not self._words:  # cut where _marked puts marks: joined again, as it writes it
                self._words.extend(
                    piece.encode("utf-8")
                    for piece in _WORD_BOUNDARY.split(self.text.replace(_MARK, ""))
                )
            found = self._marked[marks] = (b"\x00" * marks).join(self._words)
        return found


_NO_SPAN = (-1, -1)
"""What RE2's matcher reports for the whole match where there is none."""
_ANCHORS = getattr(re2, "_Anchor", None)


def found_in(program: _Program, text: bytes, *, at_start: bool) -> bool:
    """Whether ``program`` matches in ``text`` (UTF-8): anywhere, or ``at_start``; yes or no.

    Asked of RE2's own matcher where the binding exposes it: the search its ``search`` and
    ``match`` make, without the generator and match object they make per call (every refusal
    rule is asked of every question, most of them in vain). Else through them.
    """
    raw = getattr(program, "_regexp", None)
    if raw is None or _ANCHORS is None:
        return (program.match(text) if at_start else program.search(text)) is not None
    anchor = _ANCHORS.ANCHOR_START if at_start else _ANCHORS.UNANCHORED
    return bool(raw.Match(anchor, text, 0, len(text))[0] != _NO_SPAN)


def _found(marked: str, span: _Span | None) -> Found | None:
    if span is None:
        return None
    start, end = span.start(), span.end()
    before = marked.count(_MARK, 0, start)
    return Found(start=start - before, end=end - before - marked.count(_MARK, start, end))


def _options(*, capture: bool = True) -> re2.Options:
    options = re2.Options()
    options.case_sensitive = False
    options.log_errors = False  # RE2 would print parse errors to stderr; we raise them instead
    # Asked only whether a pattern occurs, RE2 need not report where each group matched:
    # the same match, found without the groups, is a third cheaper to look for.
    options.never_capture = not capture
    return options


def shown(pattern: str) -> str:
    """``pattern`` quoted for a one-line message, cut short when long."""
    return repr(pattern if len(pattern) <= _SHOWN else pattern[:_SHOWN] + "…")


@attrs.frozen(kw_only=True)
class LinearPattern:
    """A compiled pattern: ``search`` and ``match`` in time linear in the text."""

    pattern: str
    """The pattern as written (after Arabic folding)."""
    _program: _Program = attrs.field(eq=False, repr=False, alias="program")
    _marks: int = attrs.field(eq=False, repr=False, alias="marks")
    _test: _Program = attrs.field(eq=False, repr=False, alias="test")
    """The same pattern without its groups: what :meth:`occurs_in` and :meth:`opens` run."""
    _needed: tuple[str, ...] | None = attrs.field(
        default=None, eq=False, repr=False, alias="needed"
    )
    """Literals one of which every match holds (:func:`needed_literals`); None: not known."""

    @classmethod
    def compile(cls, pattern: str) -> "LinearPattern":
        """Compile ``pattern``, matched case-insensitively; PatternError says why it is refused."""
        translated = translate(pattern)
        try:
            program: _Program = re2.compile(translated, _options())
            test: _Program = re2.compile(translated, _options(capture=False))
        except re2.error as error:
            reason = error.args[0] if error.args else b"RE2 refused it"
            msg = reason.decode(errors="replace") if isinstance(reason, bytes) else str(reason)
            raise PatternError(msg) from None
        compiled = cls(
            pattern=pattern,
            program=program,
            marks=marks_needed(pattern),
            test=test,
            needed=needed_literals(pattern),
        )
        if compiled.search("") is not None:
            msg = "it matches the empty string, so it would match every question"
            raise PatternError(msg)
        if all(compiled.search(probe) is not None for probe in _PROBES):
            msg = "it matches any text at all (even 'x' and '7')"
            raise PatternError(msg)
        return compiled

    def search(self, text: str) -> Found | None:
        """The first match anywhere in ``text``, or None."""
        marked = _marked(text, self._marks)
        return _found(marked, self._program.search(marked))

    def match(self, text: str) -> Found | None:
        """A match that starts at the beginning of ``text``, or None."""
        marked = _marked(text, self._marks)
        return _found(marked, self._program.match(marked))

    def occurs_in(self, text: Marked) -> bool:
        """Whether :meth:`search` finds a match in ``text`` (read as RE2 reads it: UTF-8).

        RE2 is not asked where the text holds none of the literals every match needs.
        """
        if self._needed is not None and not text.may_hold(self._needed):
            return False
        return found_in(self._test, text.marked(self._marks), at_start=False)

    def opens(self, text: Marked) -> bool:
        """Whether :meth:`match` finds a match at the start of ``text``."""
        if self._needed is not None and not text.may_hold(self._needed):
            return False
        return found_in(self._test, text.marked(self._marks), at_start=True)
