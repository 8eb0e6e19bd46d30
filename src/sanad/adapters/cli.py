"""The ``sanad`` command line: ingest, ask, search, passage, audit, eval, serve, teach and more.

Every failure a user can cause prints one line on stderr and exits non-zero (2 for usage,
config and corpus problems; 1 for a passage id that is well-formed but absent); no traceback.
"""

import argparse
import json
import os
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn, TextIO, cast

from sanad import __version__
from sanad.adapters.config_files import ConfigError
from sanad.adapters.corpus_store import CorpusUnavailableError
from sanad.adapters.http_bind import TOKEN_ENV, BindRefusedError, check_bind, listen
from sanad.adapters.loading import LoadedCorpus, check_corpus, open_corpus
from sanad.adapters.locations import config_dir, evals_dir, gaps_path, sanad_home, served_path
from sanad.adapters.mcp_contract import DEFAULT_K, MAX_K
from sanad.core.types import COLLECTION_KEY

# Each command imports what it needs when it runs: `sanad serve` must not pay, before it can
# answer `initialize`, for the evaluation, ingest and rendering code of the other commands.
if TYPE_CHECKING:
    from sanad.core.evaluate import EvalSet
    from sanad.core.passage import Passage
    from sanad.core.verdict import Hit, Verdict

EXIT_OK = 0
EXIT_NOT_FOUND = 1
EXIT_USAGE = 2
_MAX_PORT = 65535
_DEFAULT_HOST = "127.0.0.1"
_DEFAULT_PORT = 8000


class _UserError(Exception):
    """A one-line error for the user, with its exit code."""

    def __init__(self, message: str, code: int = EXIT_USAGE) -> None:
        super().__init__(message)
        self.code = code


def _whole_number(flag: str, low: int, high: int) -> Callable[[str], int]:
    """An argparse type for ``flag``: a whole number from ``low`` to ``high``, or one error line."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            msg = f"{flag} takes a whole number, got {text!r}"
            raise argparse.ArgumentTypeError(msg) from None
        if not low <= value <= high:
            msg = f"{flag} must lie between {low} and {high}, got {value}"
            raise argparse.ArgumentTypeError(msg)
        return value

    return parse


_port = _whole_number("--port", 0, _MAX_PORT)
_k = _whole_number("-k", 1, MAX_K)


def _collection_key(text: str) -> str:
    """A ``--collection`` value shaped like a collection key (whether ingested is asked later)."""
    if re.fullmatch(COLLECTION_KEY, text) is None:
        msg = f"{text!r} is no collection key (quran, bukhari, muslim, malik, tirmidhi …)"
        raise argparse.ArgumentTypeError(msg)
    return text


_neighbours = _whole_number("-n", 1, 100)


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors are one line, like every other error."""

    def error(self, message: str) -> NoReturn:
        _fail(f"{message} (see `{self.prog} --help`)", EXIT_USAGE)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="sanad",
        description="Quote the Qur'an and the hadith collections with refusal enforced.",
    )
    parser.add_argument("--version", action="version", version=f"sanad {__version__}")
    parser.add_argument(
        "--config",
        type=Path,
        help="config directory (default: $SANAD_CONFIG or the project's config/)",
    )
    parser.add_argument(
        "--home",
        type=Path,
        help="data directory (default: $SANAD_HOME or the per-user data directory)",
    )
    commands = parser.add_subparsers(
        dest="command", required=True, metavar="COMMAND", parser_class=_Parser
    )

    commands.add_parser("ingest", help="build the corpus and index from config/sources.toml")

    ask = commands.add_parser("ask", help="answer a question: answered, referred or no_source")
    ask.add_argument("question")
    ask.add_argument("--json", action="store_true", help="print the verdict as JSON")
    ask.add_argument(
        "-k", type=_k, default=DEFAULT_K, help=f"passages at most (1-{MAX_K}, default {DEFAULT_K})"
    )

    find = commands.add_parser(
        "search", help="raw retrieval, no policy and no gates (not an answer)"
    )
    find.add_argument("query")
    find.add_argument("--json", action="store_true", help="print the results as JSON")
    find.add_argument(
        "-k", type=_k, default=DEFAULT_K, help=f"results (1-{MAX_K}, default {DEFAULT_K})"
    )
    find.add_argument(
        "--collection",
        type=_collection_key,
        help=(
            "only this collection's best passages (ranked over the whole corpus first): quran, "
            "or a hadith collection's key in sources.toml (bukhari, muslim, malik …)"
        ),
    )

    passage = commands.add_parser(
        "passage", help="show one passage by id (quran:2:219, bukhari:1 …)"
    )
    passage.add_argument("id")
    passage.add_argument("--json", action="store_true", help="print the passage as JSON")

    check = commands.add_parser(
        "audit", help="class each quotation and citation in a draft answer (exit 1: a problem)"
    )
    draft = check.add_mutually_exclusive_group(required=True)
    draft.add_argument("--text", help="the draft answer")
    draft.add_argument("--file", type=Path, help="a UTF-8 file holding the draft answer")
    check.add_argument("--json", action="store_true", help="print the audit as JSON")
    check.add_argument(
        "--served-log", nargs="?", const="", metavar="FILE",
        help="count passages in the MCP server's served.jsonl as served (default file: "
        "$SANAD_HOME/served.jsonl); without it nothing counts as served",
    )  # fmt: skip

    gap = commands.add_parser("gaps", help="refused questions, most asked first")
    gap.add_argument("--json", action="store_true", help="print the ranking as JSON")

    evaluation = commands.add_parser(
        "eval", help="run a labelled eval set; exit 1 on any fabrication"
    )
    evaluation.add_argument(
        "--evalset", type=Path, help="eval set file (default evals/evalset.json)"
    )
    evaluation.add_argument("--json", action="store_true", help="print the report as JSON")
    evaluation.add_argument("--verbose", action="store_true", help="say why each failure failed")
    evaluation.add_argument(
        "--sweep", action="store_true", help="grid-search the gates and print what each changes"
    )
    evaluation.add_argument(
        "--test",
        type=Path,
        metavar="FILE",
        help="with --sweep: a held-out eval set measured under the settings the sweep finds best "
        "(never swept over itself), e.g. evals/test.json beside --evalset evals/dev.json",
    )

    serve = commands.add_parser(
        "serve", help="run the MCP server: stdio (default), or streamable HTTP with --http"
    )
    serve.add_argument(
        "--http", action="store_true", help="serve streamable HTTP at /mcp instead of stdio"
    )
    serve.add_argument("--host", help="HTTP: address to listen on (default 127.0.0.1)")
    serve.add_argument("--port", type=_port, help="HTTP: port (default 8000; 0 picks a free one)")
    serve.add_argument(
        "--token-env",
        metavar="NAME",
        help=f"HTTP: environment variable holding the bearer token (default {TOKEN_ENV})",
    )
    serve.add_argument(
        "--allowed-host",
        action="append",
        metavar="NAME",
        help="HTTP: a host name clients use to reach the server (repeatable; needed with 0.0.0.0)",
    )

    _add_ground_and_teach(commands)
    _add_agent(commands)
    _add_lexicon(commands)
    from sanad.adapters import review_cli  # noqa: PLC0415 - see the imports

    review_cli.add_parser(commands)

    queue = commands.add_parser(
        "review-queue",
        help="write the passages the eval set surfaces and the server served, for the scholar",
    )
    queue.add_argument("--evalset", type=Path, help="eval set file (default evals/evalset.json)")
    queue.add_argument(
        "--out", type=Path, default=Path("review-queue.md"), help="output (default review-queue.md)"
    )
    return parser


def _add_ground_and_teach(commands: "argparse._SubParsersAction[_Parser]") -> None:
    grounding = commands.add_parser(
        "ground",
        help="strike sentences using words no given passage holds (exit 1 if any is struck)",
        description=(
            "Lexical grounding: a sentence is kept only when every content word is in the "
            "passages, the question or config/teach-vocab.toml. It cannot catch real words "
            "rearranged into a claim the sources never made. Exit 0: all kept; 1: some struck."
        ),
    )
    grounding.add_argument(
        "--passage", nargs="+", required=True, metavar="ID", help="passage ids to ground in"
    )
    source = grounding.add_mutually_exclusive_group(required=True)
    source.add_argument("--text", help="the text to check")
    source.add_argument("--file", type=Path, help="a UTF-8 file holding the text to check")
    grounding.add_argument("--question", help="the question the text answers (its words count)")
    grounding.add_argument("--json", action="store_true", help="print the result as JSON")

    teach = commands.add_parser(
        "teach",
        help="a lesson for a child from the passages (exit 3: no lesson, referred or no source)",
    )
    teach.add_argument("question")
    teach.add_argument("--html", type=Path, metavar="FILE", help="also write a printable page")
    teach.add_argument(
        "--model",
        metavar="NAME",
        help=(
            "a model writes an introduction, checked sentence by sentence: ollama:NAME, "
            "openai:NAME@URL, or the built-in hostile stub fabricate"
        ),
    )
    teach.add_argument(
        "--base-url", metavar="URL", help="the model server (default: $OLLAMA_HOST or local)"
    )


def _add_lexicon(commands: "argparse._SubParsersAction[_Parser]") -> None:
    lexicon = commands.add_parser("lexicon", help="help with config/lexicon.toml")
    actions = lexicon.add_subparsers(
        dest="lexicon_command", required=True, metavar="ACTION", parser_class=_Parser
    )
    propose = actions.add_parser(
        "propose",
        help="suggest bridges for words the corpus never uses (never writes lexicon.toml)",
        description=(
            "For each word (default: the words no passage uses in the refused questions of "
            "gaps.jsonl), suggest bridges to wording this corpus uses: WordNet synonyms and "
            "GloVe nearest neighbours among the corpus's words, each with the passages it would "
            "reach and a [[bridge]] block to paste into config/lexicon.toml once the passages "
            "have been read. Answering never consults WordNet or vectors."
        ),
    )
    propose.add_argument("words", nargs="*", metavar="WORD", help="words (or phrases) to bridge")
    propose.add_argument("--json", action="store_true", help="print the proposals as JSON")
    propose.add_argument(
        "-n", type=_neighbours, default=10, help="GloVe neighbours per word (1-100, default 10)"
    )
    propose.add_argument(
        "--review",
        type=Path,
        metavar="FILE",
        help="SCHOLAR-REVIEW.md, whose rejected candidates are not proposed again (default: "
        "the one beside the config directory, when there is one)",
    )


def _print_json(data: Any) -> None:  # noqa: ANN401 - any JSON value
    print(json.dumps(data, ensure_ascii=False, indent=2))


def _load(args: argparse.Namespace) -> LoadedCorpus:
    from sanad.adapters.review_store import ReviewStoreError  # noqa: PLC0415 - see the imports

    try:
        loaded = open_corpus(config_dir(args.config), args.home or sanad_home())
    except (CorpusUnavailableError, ReviewStoreError) as error:
        raise _UserError(str(error)) from None
    for warning in loaded.warnings:
        print(warning, file=sys.stderr)
    return loaded


def _question(text: str) -> str:
    from sanad.core.question import has_lone_surrogates  # noqa: PLC0415 - see the imports

    if has_lone_surrogates(text):
        msg = "the text is not valid UTF-8 (it contains undecodable bytes)"
        raise _UserError(msg)
    return text


def _passage_lines(passage: "Passage") -> list[str]:
    lines = [f"   Arabic:  {passage.arabic}"]
    if passage.english:
        lines.append(f"   English: {passage.english}")
    else:
        lines.append(f"   English: (none) {passage.translation_unavailable}")
    if passage.narrator:
        lines.append(f"   Narrator: {passage.narrator}")
    if passage.grading:
        lines.append(f"   Grading: {passage.grading.label} (basis: {passage.grading.basis})")
    else:
        lines.append(f"   Grading: none attributed. {passage.grading_unavailable}")
    if passage.edition:
        lines.append(f"   Edition: {passage.edition.id}, {passage.edition.translator}")
    else:
        lines.append(f"   Edition: unavailable. {passage.edition_unavailable}")
    lines.append(f"   Numbering: {passage.numbering.scheme}")
    review = passage.review
    lines.append(f"   Review: {review.status}")
    if review.reviewed_by:
        on = " (on other text: not carried over)" if review.status == "stale" else ""
        lines[-1] += f" by {review.reviewed_by}, {review.reviewed_at}{on}"
    if passage.source_url:
        lines.append(f"   Source: {passage.source_url}")
    return lines


def _hit_lines(number: int, hit: "Hit") -> list[str]:
    how = "exact phrase" if hit.match.exact_phrase else "words, not the exact phrase"
    if hit.match.bridges:
        how += "; via " + ", ".join(f"{b.query_term} → {b.phrase}" for b in hit.match.bridges)
    header = (
        f"{number}. {hit.passage.reference}  [{hit.passage.id}; matched in {hit.matched_in}: "
        f"{how}; score {hit.score:.2f}, coverage {hit.coverage:.2f}]"
    )
    return [header, *_passage_lines(hit.passage)]


def _verdict_text(verdict: "Verdict") -> str:
    title = {"answered": "ANSWERED", "referred": "REFERRED", "no_source": "NO SOURCE"}[
        verdict.verdict
    ]
    lines = [f"{title}: {verdict.message}"]
    if verdict.trace.refused_by:
        lines.append(f"Refused by: {verdict.trace.refused_by}")
        if verdict.trace.oov_ratio is not None and verdict.trace.refused_by == "gate:max_oov_ratio":
            lines.append(
                f"Share of the question's weight in words no passage uses: "
                f"{verdict.trace.oov_ratio:.2f} (limit {verdict.trace.gates.max_oov_ratio:.2f})"
            )
    for number, hit in enumerate(verdict.hits, start=1):
        lines.append("")
        lines.extend(_hit_lines(number, hit))
    lines.extend(f"warning: {w}" for w in verdict.warnings)
    return "\n".join(lines)


def _log_gap(verdict: "Verdict", home: Path) -> None:
    from sanad.adapters import gaps  # noqa: PLC0415 - see the imports

    warning = gaps.log_refusal(verdict, gaps_path(home))
    if warning is not None:
        print(warning, file=sys.stderr)


def _cmd_ingest(args: argparse.Namespace) -> int:
    from sanad.adapters.ingest import run_ingest, terminal_progress  # noqa: PLC0415
    from sanad.adapters.sources import SourceError  # noqa: PLC0415 - see the imports

    home = args.home or sanad_home()
    try:
        report = run_ingest(config_dir(args.config), home, terminal_progress())
    except (SourceError, ConfigError) as error:
        raise _UserError(str(error)) from None
    except OSError as error:
        where = error.filename or home
        msg = f"cannot write the corpus under {where}: {error.strerror or error}"
        raise _UserError(msg) from None
    if sys.stderr.isatty():
        sys.stderr.write("\r\033[K")
    rows = [("source", "passages", "grading", "English edition", "from")]
    for batch in report.batches:
        info = batch.info
        grading = (
            f"{info.grading.label}, basis: {info.grading.basis}"
            if info.grading
            else "none attributed"
        )
        edition = info.edition.id if info.edition else "not named by the source"
        if (
            batch.key == "malik"
            and info.edition is None
            and not any(r.english for r in batch.records)
        ):
            edition = "none (Arabic only)"
        rows.append(
            (info.collection.title, f"{len(batch.records):,}", grading, edition, batch.origin)
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for number, row in enumerate(rows):
        print(
            "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        )
        if number == 0:
            print("  ".join("-" * width for width in widths))
    total = sum(len(batch.records) for batch in report.batches)
    print(
        f"\n{total:,} passages, {len(report.index.postings):,} index terms, "
        f"built in {report.seconds:.1f} s"
    )
    print(f"corpus written to {report.directory}")
    for warning in report.warnings:
        print(f"\n!!! WARNING: {warning}", file=sys.stderr)
    return EXIT_OK


def _cmd_ask(args: argparse.Namespace) -> int:
    from sanad.adapters.wire import to_json  # noqa: PLC0415 - see the imports
    from sanad.core.question import InvalidQuestionError  # noqa: PLC0415
    from sanad.core.review import answer_reviewed  # noqa: PLC0415

    question = _question(args.question)
    loaded = _load(args)
    try:
        verdict = answer_reviewed(
            loaded.index, loaded.config, question, loaded.reviews,
            approved_only_mode=loaded.approved_only, k=args.k,
        )  # fmt: skip
    except InvalidQuestionError as error:
        raise _UserError(str(error)) from None
    _log_gap(verdict, args.home or sanad_home())
    if args.json:
        _print_json(to_json(verdict))
    else:
        print(_verdict_text(verdict))
    return EXIT_OK


def _cmd_search(args: argparse.Namespace) -> int:
    from sanad.adapters.wire import RAW_RETRIEVAL_NOTICE, to_json  # noqa: PLC0415
    from sanad.core.answer import search  # noqa: PLC0415 - see the imports
    from sanad.core.question import InvalidQuestionError  # noqa: PLC0415
    from sanad.core.review import unapproved_warning  # noqa: PLC0415

    query = _question(args.query)
    loaded = _load(args)
    if args.collection is not None and args.collection not in loaded.index.collections:
        held = ", ".join(loaded.index.collections)
        msg = f"{args.collection} is not ingested in this corpus (it holds {held})"
        raise _UserError(msg)
    try:
        result = search(loaded.index, loaded.config, query, args.k, args.collection)
    except InvalidQuestionError as error:
        raise _UserError(str(error)) from None
    result = loaded.reviews.search(result)
    warning = unapproved_warning(result) if loaded.approved_only else None
    if warning:
        print(f"warning: {warning}", file=sys.stderr)
    if args.json:
        _print_json(to_json(result))
        return EXIT_OK
    print(f"RAW RETRIEVAL: {RAW_RETRIEVAL_NOTICE}")
    if not result.hits:
        print("No passage contains any of the query's words.")
    for number, hit in enumerate(result.hits, start=1):
        print()
        print("\n".join(_hit_lines(number, hit)))
    return EXIT_OK


def _cmd_passage(args: argparse.Namespace) -> int:
    from sanad.adapters.wire import to_json  # noqa: PLC0415 - see the imports
    from sanad.core.passage import is_well_formed_id  # noqa: PLC0415

    ident = _question(args.id).strip()
    if not is_well_formed_id(ident):
        msg = (
            f"{ident!r} is not a passage id; ids look like quran:2:219, bukhari:1, "
            "muslim:7459, malik:12 (malik:entry-12 for the Arabic-only Muwatta)"
        )
        raise _UserError(msg)
    loaded = _load(args)
    passage = loaded.index.passage(ident)
    if passage is None:
        from sanad.core.citations import absence_hint  # noqa: PLC0415 - only this error needs it

        msg = f"{ident} is not in this corpus ({absence_hint(loaded.index, ident)})"
        raise _UserError(msg, EXIT_NOT_FOUND)
    passage = loaded.reviews.passage(passage)
    if args.json:
        _print_json(to_json(passage))
    else:
        print(f"{passage.reference}  [{passage.id}]")
        print("\n".join(_passage_lines(passage)))
    return EXIT_OK


def _cmd_audit(args: argparse.Namespace) -> int:
    from sanad.adapters import audit_text, mcp_wire, user_files  # noqa: PLC0415 - see the imports
    from sanad.core.audit import InvalidDraftError, audit  # noqa: PLC0415

    try:
        text = args.text if args.file is None else user_files.read_text(args.file)
    except (OSError, UnicodeDecodeError) as error:
        msg = f"cannot read {args.file}: {getattr(error, 'strerror', None) or error}"
        raise _UserError(msg) from None
    text = _question(text)
    served, served_from = frozenset[tuple[str, str]](), audit_text.NOTHING_SERVED
    if args.served_log is not None:
        log = Path(args.served_log) if args.served_log else served_path(args.home or sanad_home())
        if args.served_log and not log.exists():
            msg = f"cannot read the served log {log}: no such file"
            raise _UserError(msg)
        try:
            served, served_from, warnings = audit_text.served_from_log(log)
        except OSError as error:
            msg = f"cannot read the served log {log}: {error.strerror}"
            raise _UserError(msg) from None
        for warning in warnings:
            print(f"warning: {warning}", file=sys.stderr)
    loaded = _load(args)
    try:
        result = audit(loaded.index, text, served)
    except InvalidDraftError as error:
        raise _UserError(str(error)) from None
    reply = mcp_wire.AuditReply(audit=result, served_from=served_from)
    if args.json:
        _print_json(mcp_wire.unstructure(reply))
    else:
        print(audit_text.audit_text(result, served_from, reply.limits, len(text)))
    problems = audit_text.ATTENTION & set(result.counts)
    return EXIT_NOT_FOUND if problems else EXIT_OK


def _cmd_gaps(args: argparse.Namespace) -> int:
    from sanad.adapters import gaps  # noqa: PLC0415 - see the imports

    records, warnings = gaps.read_gaps(gaps_path(args.home or sanad_home()))
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    ranked = gaps.rank_gaps(records)
    if args.json:
        _print_json(gaps.gap_counts_to_json(ranked))
        return EXIT_OK
    if not ranked:
        print("No refused questions logged yet.")
    for count in ranked:
        print(f"{count.count:>4}  {count.verdict:<9}  {count.refused_by:<28}  {count.question}")
    return EXIT_OK


def _evalset(args: argparse.Namespace, loaded: LoadedCorpus) -> tuple["EvalSet", Path]:
    from sanad.adapters.evalset_file import EvalSetError, load_evalset  # noqa: PLC0415

    path = args.evalset or evals_dir() / "evalset.json"
    try:
        evalset = load_evalset(path)
    except EvalSetError as error:
        raise _UserError(str(error)) from None
    english = loaded.manifest.english_edition
    if evalset.edition != english:
        print(
            f"warning: {path.name} was written for {evalset.edition}, the corpus has {english}; "
            "its expected citations may not hold",
            file=sys.stderr,
        )
    return evalset, path


def _cmd_eval(args: argparse.Namespace) -> int:
    from sanad.adapters.eval_text import (  # noqa: PLC0415 - see the imports
        held_out_lines,
        summary_lines,
        sweep_lines,
    )
    from sanad.adapters.evalset_file import report_to_json, sweep_to_json  # noqa: PLC0415
    from sanad.core.evaluate import SweepRow, run_eval, sweep  # noqa: PLC0415 - see the imports

    loaded = _load(args)
    evalset, path = _evalset(args, loaded)
    report = run_eval(loaded.index, loaded.config, evalset)
    rows = sweep(loaded.index, loaded.config, evalset) if args.sweep else ()
    held_out: tuple[SweepRow, ...] = ()
    if args.sweep and args.test is not None:
        test_set, _ = _evalset(argparse.Namespace(evalset=args.test), loaded)
        held_out = sweep(loaded.index, loaded.config, test_set)
    if args.json:
        data = report_to_json(report, verbose=args.verbose)
        if args.sweep:
            data["sweep"] = sweep_to_json(rows)
        if held_out:
            data["sweep_test"] = sweep_to_json(held_out)
        _print_json(data)
    else:
        print("\n".join(summary_lines(report, str(path), verbose=args.verbose)))
        if args.sweep:
            print("\n".join(sweep_lines(rows, loaded.config.gates)))
        if held_out:
            print("\n".join(held_out_lines(rows, held_out, loaded.config.gates, str(args.test))))
    if report.fabrications:
        print(
            f"sanad: {report.fabrications} fabrication(s): answered where a refusal was expected",
            file=sys.stderr,
        )
        return EXIT_NOT_FOUND
    return EXIT_OK


def _cmd_review_queue(args: argparse.Namespace) -> int:
    from sanad.adapters.review_queue import render  # noqa: PLC0415 - see the imports
    from sanad.adapters.served import read_served  # noqa: PLC0415 - see the imports

    loaded = _load(args)
    evalset, path = _evalset(args, loaded)
    records, warnings = read_served(served_path(args.home or sanad_home()))
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    text = render(loaded.index, loaded.config, evalset, path.name, records, reviews=loaded.reviews)
    try:
        args.out.write_text(text, encoding="utf-8")
    except OSError as error:
        msg = f"cannot write {args.out}: {error.strerror or error}"
        raise _UserError(msg) from None
    print(f"wrote {args.out}")
    return EXIT_OK


def _cmd_serve(args: argparse.Namespace) -> int:
    http_only = {
        "--host": args.host, "--port": args.port, "--token-env": args.token_env,
        "--allowed-host": args.allowed_host,
    }  # fmt: skip
    if not args.http and any(value is not None for value in http_only.values()):
        given = ", ".join(name for name, value in http_only.items() if value is not None)
        msg = f"{given} only apply with --http"
        raise _UserError(msg)
    home = args.home or sanad_home()
    try:
        checked = check_corpus(config_dir(args.config), home)
    except CorpusUnavailableError as error:
        raise _UserError(str(error)) from None
    for warning in checked.warnings:
        print(warning, file=sys.stderr)
    if not args.http:
        if sys.stdin.isatty():
            print(
                "sanad: serving MCP on stdio, for an MCP client to start (see the README); "
                "Ctrl-C stops it",
                file=sys.stderr,
            )
        from sanad import mcp_server  # noqa: PLC0415 - the SDK loads only for serve

        mcp_server.serve_stdio(checked, home)
        return EXIT_OK
    host = args.host or _DEFAULT_HOST
    port = _DEFAULT_PORT if args.port is None else args.port
    token_env = args.token_env or TOKEN_ENV
    token = os.environ.get(token_env, "").strip() or None
    allowed = args.allowed_host or []
    try:
        check_bind(host, token, token_env, allowed)
        sock = listen(host, port)
    except BindRefusedError as error:
        raise _UserError(str(error)) from None
    bound = sock.getsockname()
    shown = f"[{bound[0]}]" if ":" in str(bound[0]) else str(bound[0])
    guard = "bearer token required" if token else "no token: loopback only"
    print(
        f"sanad: serving MCP over streamable HTTP at http://{shown}:{bound[1]}/mcp ({guard})",
        file=sys.stderr,
        flush=True,
    )
    from sanad import mcp_server  # noqa: PLC0415 - the SDK loads only for serve

    mcp_server.serve_http(checked, home, sock, token=token, allowed_hosts=allowed)
    return EXIT_OK


def _cmd_lesson(args: argparse.Namespace) -> int:
    """``sanad ground`` and ``sanad teach`` (their exit codes are documented in teach_cli)."""
    from sanad.adapters import teach_cli  # noqa: PLC0415 - see the imports

    run = teach_cli.run_ground if args.command == "ground" else teach_cli.run_teach
    try:
        code, text = run(args, _load)
    except teach_cli.TeachError as error:
        raise _UserError(str(error)) from None
    print(text)
    return code


def _add_agent(commands: "argparse._SubParsersAction[_Parser]") -> None:
    run = commands.add_parser(
        "agent",
        help="a local model answers through sanad serve; the grounding check strikes the rest",
        description=(
            "grounded (default): the server answers first and the model writes only from the "
            "passages, never on a refusal. tools: the model gets the server's tools. Every "
            "sentence it writes goes through the lexical grounding check."
        ),
    )
    run.add_argument("question")
    run.add_argument("--mode", choices=("grounded", "tools"), default="grounded")
    run.add_argument(
        "--model",
        metavar="NAME",
        help="ollama:NAME, openai:NAME@URL or fabricate (default: ollama:llama3.2)",
    )
    run.add_argument(
        "--base-url", metavar="URL", help="the model server (default: $OLLAMA_HOST or local)"
    )
    run.add_argument(
        "--timeout", type=float, default=120.0, metavar="SECONDS", help="per model request"
    )
    run.add_argument(
        "--max-rounds", type=int, default=6, metavar="N", help="tools mode: tool-loop rounds"
    )
    run.add_argument("--json", action="store_true", help="print the whole run as JSON")

    doctor = commands.add_parser(
        "doctor",
        help="is this machine ready? every check in the order things break, with its fix",
    )
    doctor.add_argument(
        "--model", metavar="NAME", help="the model to check (default: ollama:llama3.2)"
    )
    doctor.add_argument(
        "--base-url", metavar="URL", help="the model server (default: $OLLAMA_HOST or local)"
    )


def _cmd_review(args: argparse.Namespace) -> int:
    from sanad.adapters import review_cli  # noqa: PLC0415 - see the imports

    if args.review_command == "serve":
        from sanad.adapters import review_web  # noqa: PLC0415 - Starlette loads only here

        try:
            review_web.serve(args, _load)
        except review_web.ReviewPageError as error:
            raise _UserError(str(error)) from None
        return EXIT_OK
    try:
        code, text, notes = review_cli.run(args, _load)
    except review_cli.ReviewError as error:
        raise _UserError(str(error), error.code) from None
    for note in notes:
        print(note, file=sys.stderr)
    print(text)
    return code


def _cmd_agent(args: argparse.Namespace) -> int:
    from sanad.adapters import agent_cli  # noqa: PLC0415 - see the imports

    if not 1 <= args.max_rounds <= 20:  # noqa: PLR2004 - a sane bound on model rounds
        msg = "--max-rounds must be between 1 and 20"
        raise _UserError(msg)
    if not 0 < args.timeout <= 3600:  # noqa: PLR2004 - an hour is more than any reply takes
        msg = "--timeout must be more than 0 and at most 3600 seconds"
        raise _UserError(msg)
    home = args.home or sanad_home()
    try:
        check_corpus(config_dir(args.config), home)  # one line, before any process starts
    except CorpusUnavailableError as error:
        raise _UserError(str(error)) from None
    try:
        code, text = agent_cli.run_agent(args)
    except agent_cli.AgentError as error:
        raise _UserError(str(error)) from None
    print(text)
    return code


def _cmd_doctor(args: argparse.Namespace) -> int:
    from sanad.adapters import doctor  # noqa: PLC0415 - see the imports
    from sanad.adapters.models.choose import DEFAULT_MODEL  # noqa: PLC0415

    checks = doctor.run_checks(
        config_dir(args.config), args.home or sanad_home(), args.model or DEFAULT_MODEL,
        args.base_url, os.environ,
    )  # fmt: skip
    print(doctor.checks_text(checks))
    return 1 if any(check.status == "failure" for check in checks) else EXIT_OK


def _cmd_lexicon(args: argparse.Namespace) -> int:
    """``sanad lexicon propose``: see sanad.adapters.propose."""
    from sanad.adapters import gaps, propose  # noqa: PLC0415 - see the imports
    from sanad.adapters.config_files import load_lexicon  # noqa: PLC0415
    from sanad.adapters.lexical import WordNetUnavailableError  # noqa: PLC0415
    from sanad.adapters.vectors import VectorsUnavailableError  # noqa: PLC0415

    words = tuple(_question(word) for word in args.words)
    loaded = _load(args)
    lexicon = load_lexicon(config_dir(args.config))
    records: tuple[gaps.GapRecord, ...] = ()
    if not words:
        found, warnings = gaps.read_gaps(gaps_path(args.home or sanad_home()))
        for warning in warnings:
            print(f"warning: {warning}", file=sys.stderr)
        records = tuple(found)
    review = args.review or config_dir(args.config).parent / "SCHOLAR-REVIEW.md"
    rejections: propose.Rejections = {}
    if args.review is not None or review.is_file():
        try:
            rejections = propose.rejected_candidates(review.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError) as error:
            msg = f"{review}: cannot be read: {getattr(error, 'strerror', None) or error}"
            raise _UserError(msg) from None
    request = propose.ProposeRequest(
        words=words, index=loaded.index, lexicon=lexicon, gap_records=records, n=args.n,
        rejections=rejections,
    )  # fmt: skip
    try:
        report = propose.propose(request, sys.stderr)
    except (WordNetUnavailableError, VectorsUnavailableError) as error:
        raise _UserError(str(error)) from None
    if args.json:
        _print_json(propose.report_to_json(report))
    else:
        print(propose.report_text(report))
    return EXIT_OK


_COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "ingest": _cmd_ingest,
    "ask": _cmd_ask,
    "search": _cmd_search,
    "passage": _cmd_passage,
    "gaps": _cmd_gaps,
    "audit": _cmd_audit,
    "eval": _cmd_eval,
    "review-queue": _cmd_review_queue,
    "review": _cmd_review,
    "serve": _cmd_serve,
    "ground": _cmd_lesson,
    "teach": _cmd_lesson,
    "agent": _cmd_agent,
    "doctor": _cmd_doctor,
    "lexicon": _cmd_lexicon,
}


def _fail(message: str, code: int) -> NoReturn:
    from sanad.adapters.terminal import visible  # noqa: PLC0415 - see the imports

    print(f"sanad: error: {visible(message)}", file=sys.stderr)
    raise SystemExit(code)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; returns the exit code (the console script exits with it)."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    from sanad.adapters.terminal import SafeWriter  # noqa: PLC0415 - see the imports

    args = _parser().parse_args(argv)
    stdout = sys.stdout
    if args.command != "serve":  # serve's stdout is the MCP protocol (JSON, escaped already)
        sys.stdout = cast("TextIO", SafeWriter(stdout))  # user text never drives the terminal
    try:
        return _COMMANDS[args.command](args)
    except _UserError as failure:
        _fail(str(failure), failure.code)
    except ConfigError as error:
        _fail(str(error), EXIT_USAGE)
    except KeyboardInterrupt:
        _fail("interrupted", 130)
    except BrokenPipeError:
        sys.stderr.close()
        return EXIT_OK
    finally:
        sys.stdout = stdout


def mcp_main(argv: Sequence[str] | None = None) -> int:
    """``sanad-mcp``: the MCP server on stdio, as ``sanad serve`` (takes --config and --home)."""
    parser = _Parser(
        prog="sanad-mcp",
        description="Run Sanad's MCP server over stdio (the same as `sanad serve`).",
    )
    parser.add_argument("--version", action="version", version=f"sanad {__version__}")
    parser.add_argument("--config", help="config directory (default: $SANAD_CONFIG or config/)")
    parser.add_argument("--home", help="data directory (default: $SANAD_HOME or per-user)")
    args = parser.parse_args(argv)
    forwarded = [
        *(["--config", args.config] if args.config else []),
        *(["--home", args.home] if args.home else []),
        "serve",
    ]
    return main(forwarded)


if __name__ == "__main__":
    raise SystemExit(main())
