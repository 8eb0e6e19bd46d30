"""The review decisions as the product uses them: the book that serves, recording, export, import.

:func:`load_book` reads the store and ``config/reviewers.toml`` and keeps the decisions that
count: a decision whose signature does not verify never counts, and with
``require_signatures = true`` neither does an unsigned one or one signed by a key the file
does not list for that reviewer.

The export file is JSON Lines, one decision per line with its keys sorted, after a header line:
plain text a scholar can keep in git and read in a diff. :func:`import_file` is all or nothing
(one bad line refuses the file, naming the line), idempotent (a decision already in the store
is skipped) and reports conflicts. One private cattrs converter for this boundary.
"""

import json
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

import attrs
import cattrs

from sanad.adapters import review_sign
from sanad.adapters.config_files import REVIEWERS_FILE, ReviewersConfig, load_reviewers
from sanad.adapters.file_signature import file_signature
from sanad.adapters.review_store import ReviewStore, read_decisions, store_path
from sanad.adapters.strict import strict_converter
from sanad.core.review import Decision, ReviewBook

FILE_FORMAT = "sanad-reviews"
FILE_VERSION = 1

_converter = strict_converter()


class ReviewFileError(Exception):
    """A review file that cannot be read or is refused; the message is one line naming the line."""


def decision_to_json(decision: Decision) -> dict[str, Any]:
    """A decision as a JSON object (the export file's line, the page's data)."""
    data: dict[str, Any] = _converter.unstructure(decision)
    return data


def decision_from_json(data: object) -> Decision:
    """Rebuild a decision from its JSON object; ValueError (one line) when malformed."""
    if not isinstance(data, dict):
        msg = "a decision is a JSON object"
        raise ValueError(msg)  # noqa: TRY004 - one error type for every malformed line
    try:
        return _converter.structure(data, Decision)
    except cattrs.BaseValidationError as error:
        reasons = "; ".join(cattrs.transform_error(error))
        raise ValueError(reasons) from None
    except (ValueError, TypeError) as error:
        raise ValueError(str(error)) from None


def trust_problem(decision: Decision, reviewers: ReviewersConfig) -> str | None:
    """Why ``decision`` must not count under ``reviewers``, or None when it counts."""
    state = review_sign.signature_state(decision)
    if state == "invalid":
        return (
            f"the signature does not verify ({decision.passage_id}, {decision.decision} by "
            f"{decision.reviewer} at {decision.at}): the line was changed after it was signed"
        )
    if not reviewers.require_signatures:
        return None
    if state == "unsigned":
        return (
            f"{decision.passage_id} by {decision.reviewer} is unsigned, and reviewers.toml "
            "requires signatures"
        )
    if not reviewers.trusts(decision.reviewer, decision.public_key):
        return (
            f"{decision.passage_id} by {decision.reviewer} is signed by a key reviewers.toml "
            f"does not list for {decision.reviewer}"
        )
    return None


@attrs.frozen(kw_only=True)
class LoadedBook:
    """The book that serves, and how many stored decisions it leaves out (and why, once each)."""

    book: ReviewBook
    ignored: int
    reasons: tuple[str, ...]


def book_of(decisions: Iterable[Decision], reviewers: ReviewersConfig) -> LoadedBook:
    """The decisions that count under ``reviewers``, as a book."""
    kept: list[Decision] = []
    reasons: list[str] = []
    for decision in decisions:
        problem = trust_problem(decision, reviewers)
        if problem is None:
            kept.append(decision)
        else:
            reasons.append(problem)
    return LoadedBook(book=ReviewBook.of(kept), ignored=len(reasons), reasons=tuple(reasons))


def load_book(home: Path, config_directory: Path) -> LoadedBook:
    """The book ``home``'s store and ``config_directory``'s reviewers.toml give (empty if none).

    Raises ReviewStoreError or ConfigError (one line each).
    """
    return book_of(read_decisions(home), load_reviewers(config_directory))


def ignored_warning(loaded: LoadedBook) -> str | None:
    """The one-line warning for decisions left out, or None."""
    if not loaded.ignored:
        return None
    return f"warning: {loaded.ignored} review decision(s) ignored (first: {loaded.reasons[0]})"


# --- the export file ---------------------------------------------------------------------


def export_text(decisions: Sequence[Decision]) -> str:
    """The export file: a header line, then one decision per line, keys sorted, oldest first."""
    lines = [json.dumps({"format": FILE_FORMAT, "version": FILE_VERSION}, sort_keys=True)]
    lines.extend(
        json.dumps(decision_to_json(d), ensure_ascii=False, sort_keys=True) for d in decisions
    )
    return "\n".join(lines) + "\n"


def parse_file(path: Path, text: str) -> tuple[tuple[int, Decision], ...]:
    """The decisions of an export file with their line numbers.

    Raises ReviewFileError naming the first bad line.
    """
    # Split on newlines only: a note may hold U+0085 or U+2028, which splitlines() would cut at.
    lines = text.split("\n")
    try:
        header = json.loads(lines[0]) if lines else None
    except json.JSONDecodeError:
        header = None
    if header != {"format": FILE_FORMAT, "version": FILE_VERSION}:
        msg = (
            f"{path} line 1: not a Sanad review file (it starts with "
            f'{{"format": "{FILE_FORMAT}", "version": {FILE_VERSION}}})'
        )
        raise ReviewFileError(msg)
    decisions = []
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            decisions.append((number, decision_from_json(json.loads(line))))
        except json.JSONDecodeError as error:
            msg = f"{path} line {number}: not JSON ({error.msg})"
            raise ReviewFileError(msg) from None
        except ValueError as error:
            msg = f"{path} line {number}: {error}"
            raise ReviewFileError(msg) from None
    return tuple(decisions)


@attrs.frozen(kw_only=True)
class ImportReport:
    """What an import did: decisions added, those already present, conflicts, disagreements."""

    added: int
    already_present: int
    conflicts: tuple[str, ...]
    """Lines not imported: the store holds another decision by that reviewer, on that passage,
    at that very time."""
    disagreements: tuple[str, ...]
    """Imported decisions that differ from the store's latest on the same text (the later
    decision stands)."""


def _moment(decision: Decision) -> tuple[str, str, str]:
    return decision.passage_id, decision.reviewer, decision.at


def import_file(path: Path, home: Path, reviewers: ReviewersConfig) -> ImportReport:
    """Import an export file into ``home``'s store: all or nothing, idempotent, conflicts named.

    Raises ReviewFileError (one line naming the file and line) for an unreadable file, a
    malformed line, a signature that does not verify, or (with ``require_signatures``) an
    unsigned or unknown-key decision; nothing is imported then.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        msg = f"cannot read {path}: {getattr(error, 'strerror', None) or error}"
        raise ReviewFileError(msg) from None
    incoming = parse_file(path, text)
    for number, decision in incoming:
        problem = trust_problem(decision, reviewers)
        if problem is not None:
            msg = f"{path} line {number}: refused, {problem}; nothing imported"
            raise ReviewFileError(msg)
    with ReviewStore(store_path(home)) as store:
        present = store.decisions()
        known = set(present)
        moments = {_moment(d): d for d in present}
        fresh: list[Decision] = []
        conflicts: list[str] = []
        already = 0
        for number, decision in incoming:
            if decision in known:
                already += 1
                continue
            other = moments.get(_moment(decision))
            if other is not None:
                conflicts.append(
                    f"line {number}: {decision.passage_id} by {decision.reviewer} at "
                    f"{decision.at} says {decision.decision}, the store already holds "
                    f"{other.decision} for that moment; not imported"
                )
                continue
            known.add(decision)
            moments[_moment(decision)] = decision
            fresh.append(decision)
        book = ReviewBook.of(present)
        disagreements = []
        for decision in fresh:
            history = book.history(decision.passage_id)
            latest = [d for d in history if d.text_hash == decision.text_hash]
            if latest and latest[-1].decision != decision.decision:
                later = "the file's" if decision.at > latest[-1].at else "the store's"
                disagreements.append(
                    f"{decision.passage_id}: the file says {decision.decision} "
                    f"({decision.reviewer}, {decision.at}), the store {latest[-1].decision} "
                    f"({latest[-1].reviewer}, {latest[-1].at}); {later} is later and stands"
                )
        store.append(fresh)
    return ImportReport(
        added=len(fresh),
        already_present=already,
        conflicts=tuple(conflicts),
        disagreements=tuple(disagreements),
    )


class LiveBook:
    """The book for a long-running process: re-read whenever the store or reviewers.toml change.

    Looks at three files' stat (the store, its write-ahead log, reviewers.toml) on each call,
    so a decision made on the review page counts at the server's next request.
    """

    def __init__(self, home: Path, config_directory: Path, first: ReviewBook | None = None) -> None:
        """Watch ``home``'s store and ``config_directory``'s reviewers.toml."""
        self.home = home
        self.config_directory = config_directory
        store = store_path(home)
        self._paths = (
            store,
            store.with_name(store.name + "-wal"),
            config_directory / REVIEWERS_FILE,
        )
        self._seen = tuple(file_signature(p) for p in self._paths)
        self._loaded = (
            LoadedBook(book=first, ignored=0, reasons=())
            if first is not None
            else load_book(home, config_directory)
        )

    def current(self) -> LoadedBook:
        """The book as the files read now (re-read only when one changed)."""
        now = tuple(file_signature(p) for p in self._paths)
        if now != self._seen:
            self._loaded = load_book(self.home, self.config_directory)
            self._seen = now
        return self._loaded
