"""``sanad review``: record, show, list, export and import decisions, make keys, serve the page.

Each function returns the text to print; a problem the user can fix is a :class:`ReviewError`
(one line, exit 2), a passage id that is well-formed but absent exits 1.
"""

import argparse
import datetime as dt
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from sanad.adapters import review_sign
from sanad.adapters.config_files import ConfigError, load_reviewers
from sanad.adapters.loading import LoadedCorpus
from sanad.adapters.locations import config_dir, sanad_home
from sanad.adapters.review_store import ReviewStore, ReviewStoreError, read_decisions, store_path
from sanad.adapters.reviews import (
    ReviewFileError,
    book_of,
    export_text,
    ignored_warning,
    import_file,
    trust_problem,
)
from sanad.core.passage import Passage, is_well_formed_id
from sanad.core.review import Decision, DecisionKind, ReviewBook

VERBS: dict[str, DecisionKind] = {
    "approve": "approved",
    "reject": "rejected",
    "discuss": "needs_discussion",
}
"""The command for each decision."""
STATUSES = ("unreviewed", "approved", "rejected", "needs_discussion", "stale")

Loader = Callable[[argparse.Namespace], LoadedCorpus]


class ReviewError(Exception):
    """A one-line error, with its exit code (2 unless said)."""

    def __init__(self, message: str, code: int = 2) -> None:
        """A message and exit code."""
        super().__init__(message)
        self.code = code


def now() -> str:
    """The time now, as a decision records it (UTC, microseconds, ``Z``)."""
    return dt.datetime.now(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        msg = f"--port takes a whole number, got {text!r}"
        raise argparse.ArgumentTypeError(msg) from None
    if not 0 <= value <= 65535:  # noqa: PLR2004 - the largest TCP port
        msg = f"--port must lie between 0 and 65535, got {value}"
        raise argparse.ArgumentTypeError(msg)
    return value


def add_parser(commands: "argparse._SubParsersAction[Any]") -> None:
    """Add ``sanad review`` and its subcommands."""
    review = commands.add_parser(
        "review", help="the scholar's review: approve, reject, discuss, history, export, the page"
    )
    verbs = review.add_subparsers(dest="review_command", required=True, metavar="ACTION")
    for verb, decision in VERBS.items():
        decide = verbs.add_parser(
            verb, help=f"record {decision} for passages as their text reads now"
        )
        decide.add_argument("ids", nargs="+", metavar="ID")
        decide.add_argument("--by", required=True, metavar="NAME", help="the reviewer")
        decide.add_argument("--note", default="", metavar="TEXT", help="why (kept in the history)")
        decide.add_argument(
            "--sign", type=Path, metavar="KEYFILE", help="sign with this Ed25519 key (keygen)"
        )
    show = verbs.add_parser("show", help="a passage's review and its whole history")
    show.add_argument("id")
    listing = verbs.add_parser("list", help="passages with decisions and where they stand now")
    listing.add_argument("--status", choices=STATUSES[1:], help="only passages at this status")
    listing.add_argument("--by", metavar="NAME", help="only passages last reviewed by NAME")
    export = verbs.add_parser("export", help="write every decision to a plain, diffable file")
    export.add_argument("file", type=Path)
    imported = verbs.add_parser("import", help="read decisions from an exported file")
    imported.add_argument("file", type=Path)
    keygen = verbs.add_parser("keygen", help="write an Ed25519 key pair (KEYFILE, KEYFILE.pub)")
    keygen.add_argument("keyfile", type=Path)
    serve = verbs.add_parser("serve", help="the review page on this machine (loopback only)")
    serve.add_argument(
        "--port", type=_port, default=0, help="port (default: 0, a free one is picked)"
    )
    serve.add_argument("--by", metavar="NAME", help="the reviewer the page records decisions for")
    serve.add_argument(
        "--sign", type=Path, metavar="KEYFILE", help="sign every decision made on the page"
    )
    serve.add_argument(
        "--evalset",
        type=Path,
        help="the eval set the queue starts from (default evals/evalset.json)",
    )


def _home(args: argparse.Namespace) -> Path:
    home: Path = args.home or sanad_home()
    return home


def _passage(loaded: LoadedCorpus, raw: str) -> Passage:
    ident = raw.strip()
    if not is_well_formed_id(ident):
        msg = f"{ident!r} is not a passage id (ids look like quran:2:219, bukhari:1, malik:12)"
        raise ReviewError(msg)
    passage = loaded.index.passage(ident)
    if passage is None:
        msg = f"{ident} is not in this corpus"
        raise ReviewError(msg, 1)
    return passage


def record(args: argparse.Namespace, load: Loader) -> str:
    """``approve``, ``reject`` or ``discuss``: one decision per id, appended in one transaction."""
    loaded = load(args)
    passages = [_passage(loaded, raw) for raw in args.ids]
    reviewers = load_reviewers(config_dir(args.config))
    key = review_sign.load_private_key(args.sign) if args.sign else None
    at = now()
    decisions = []
    for passage in passages:
        try:
            decision = Decision(
                passage_id=passage.id, text_hash=passage.review.text_hash,
                decision=VERBS[args.review_command], reviewer=args.by.strip(), at=at,
                note=args.note.strip(),
            )  # fmt: skip
        except ValueError as error:
            raise ReviewError(str(error)) from None
        if key is not None:
            decision = review_sign.sign(decision, key)
        problem = trust_problem(decision, reviewers)
        if problem is not None:
            msg = f"not recorded: {problem}" + ("" if key else " (pass --sign KEYFILE)")
            raise ReviewError(msg)
        decisions.append(decision)
    with ReviewStore(store_path(_home(args))) as store:
        store.append(decisions)
    signed = " (signed)" if key else ""
    return "\n".join(
        f"{d.passage_id}: {d.decision} by {d.reviewer} at {d.at}{signed}" for d in decisions
    )


def _book(args: argparse.Namespace) -> tuple[ReviewBook, list[str]]:
    loaded = book_of(read_decisions(_home(args)), load_reviewers(config_dir(args.config)))
    warning = ignored_warning(loaded)
    return loaded.book, [warning] if warning else []


def show(args: argparse.Namespace, load: Loader) -> tuple[str, list[str]]:
    """A passage's review as served now, then every decision on it, oldest first."""
    loaded = load(args)
    passage = _passage(loaded, args.id)
    book, warnings = _book(args)
    review = book.review(passage.id, passage.review.text_hash)
    lines = [f"{passage.reference}  [{passage.id}]", f"Review: {review.status}"]
    if review.reviewed_by:
        lines[-1] += f" ({review.reviewed_by}, {review.reviewed_at})"
    lines.append(f"Text hash now: {passage.review.text_hash}")
    history = [d for d in read_decisions(_home(args)) if d.passage_id == passage.id]
    if not history:
        lines.append("No decisions yet.")
    for decision in sorted(history, key=lambda d: d.at):
        text = "this text" if decision.text_hash == passage.review.text_hash else "other text"
        state = review_sign.signature_state(decision)
        counts = "" if decision in book.history(passage.id) else "; ignored (see reviewers.toml)"
        line = (
            f"  {decision.at}  {decision.decision:<16} {decision.reviewer}  "
            f"[on {text}; {'signed' if state == 'valid' else state}{counts}]"
        )
        if decision.note:
            line += f"\n      note: {decision.note}"
        lines.append(line)
    return "\n".join(lines), warnings


def listing(args: argparse.Namespace, load: Loader) -> tuple[str, list[str]]:
    """Every passage with a decision: its status now, by whom and when."""
    loaded = load(args)
    book, warnings = _book(args)
    rows = []
    for ident in sorted(book.by_passage):
        passage = loaded.index.passage(ident)
        if passage is None:
            continue
        review = book.review(ident, passage.review.text_hash)
        if args.status and review.status != args.status:
            continue
        if args.by and review.reviewed_by != args.by:
            continue
        rows.append(
            f"{ident:<16} {review.status:<16} {review.reviewed_by or '':<20} "
            f"{review.reviewed_at or ''}  {passage.reference}"
        )
    if not rows:
        return "No passages match.", warnings
    return "\n".join(rows), warnings


def export(args: argparse.Namespace) -> str:
    """Write every stored decision to ``args.file``."""
    decisions = read_decisions(_home(args))
    try:
        args.file.write_text(export_text(decisions), encoding="utf-8")
    except OSError as error:
        msg = f"cannot write {args.file}: {error.strerror or error}"
        raise ReviewError(msg) from None
    return f"wrote {len(decisions)} decision(s) to {args.file}"


def import_(args: argparse.Namespace) -> tuple[str, list[str]]:
    """Import ``args.file``; conflicts and disagreements are reported, one line each."""
    try:
        report = import_file(args.file, _home(args), load_reviewers(config_dir(args.config)))
    except ReviewFileError as error:
        raise ReviewError(str(error)) from None
    lines = [
        (
            f"imported {report.added} decision(s); {report.already_present} already present; "
            f"{len(report.conflicts)} conflict(s)"
        )
    ]
    lines.extend(f"conflict: {c}" for c in report.conflicts)
    notes = [f"note: {d}" for d in report.disagreements]
    return "\n".join(lines), notes


def keygen(args: argparse.Namespace) -> str:
    """Write a key pair and say what to paste into reviewers.toml."""
    public = review_sign.keygen(args.keyfile)
    return (
        f"wrote {args.keyfile} (private, mode 600: keep it to yourself) and "
        f"{review_sign.public_key_path(args.keyfile)}\n"
        "To trust it, add to config/reviewers.toml:\n\n"
        f'[[reviewer]]\nname = "YOUR NAME"\npublic_key = "{public}"'
    )


def run(args: argparse.Namespace, load: Loader) -> tuple[int, str, Sequence[str]]:
    """Run ``sanad review ACTION``: (exit code, text for stdout, lines for stderr)."""
    command = args.review_command
    try:
        if command in VERBS:
            return 0, record(args, load), ()
        if command == "show":
            return (0, *show(args, load))
        if command == "list":
            return (0, *listing(args, load))
        if command == "export":
            return 0, export(args), ()
        if command == "import":
            return (0, *import_(args))
        if command == "keygen":
            return 0, keygen(args), ()
    except (ReviewStoreError, review_sign.SigningError, ConfigError) as error:
        raise ReviewError(str(error)) from None
    msg = f"unknown review action {command}"
    raise ReviewError(msg)
