"""``sanad ground`` and ``sanad teach``: the grounding check and the lesson, from the CLI.

Exit codes: ``ground`` exits 0 when every sentence is kept and 1 when any is struck; ``teach``
exits 0 with a lesson and 3 when the question makes none (referred, or no source). Both exit 2
for a usage, config or corpus problem (an unknown passage id, an unreadable file, a model that
cannot be reached or is not there). These functions return the exit code and the text to
print; ``cli`` prints it.
"""

import argparse
import json
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from sanad.adapters import gaps, user_files
from sanad.adapters.config_files import load_lexicon
from sanad.adapters.ground_wire import GroundReport, report_to_json
from sanad.adapters.lesson_text import grounding_text, lesson_html, lesson_text, no_lesson_text
from sanad.adapters.loading import LoadedCorpus
from sanad.adapters.locations import config_dir, gaps_path, sanad_home
from sanad.adapters.models import ModelUnavailableError, backend_for
from sanad.adapters.teach_files import load_teach_vocab
from sanad.core.ground import MAX_GROUND_CHARS, ground
from sanad.core.lesson import NoLesson, plan_lesson
from sanad.core.passage import Passage, is_well_formed_id
from sanad.core.question import InvalidQuestionError, has_lone_surrogates
from sanad.core.review import answer_reviewed

if TYPE_CHECKING:
    from pathlib import Path

EXIT_ALL_KEPT = 0
EXIT_STRUCK = 1
EXIT_LESSON = 0
EXIT_NO_LESSON = 3
"""``teach``: the question was referred or found no source, so no lesson was made."""

Loader = Callable[[argparse.Namespace], LoadedCorpus]
"""Opens the built corpus as the CLI does (one-line errors for a missing or stale corpus)."""


class TeachError(Exception):
    """A one-line usage error (exit 2)."""


def _checked_text(text: str, what: str) -> str:
    if has_lone_surrogates(text):
        msg = f"{what} is not valid UTF-8 (it contains undecodable bytes)"
        raise TeachError(msg)
    return text


def _passages(loaded: LoadedCorpus, ids: list[str]) -> tuple[Passage, ...]:
    found: list[Passage] = []
    for raw in ids:
        ident = _checked_text(raw, "--passage").strip()
        passage = loaded.index.passage(ident) if is_well_formed_id(ident) else None
        if passage is None:
            shape = "is not in this corpus" if is_well_formed_id(ident) else "is not a passage id"
            msg = f"--passage {ident!r} {shape} (ids look like quran:2:183, bukhari:1, muslim:7)"
            raise TeachError(msg)
        found.append(passage)
    return tuple(found)


def _read_text(args: argparse.Namespace) -> str:
    if args.text is not None:
        return _non_empty(_checked_text(args.text, "--text"), "--text")
    path: Path = args.file
    try:
        text = user_files.read_text(path)
    except UnicodeDecodeError:
        msg = f"--file {path}: not UTF-8 text"
        raise TeachError(msg) from None
    except OSError as error:
        msg = f"--file {path}: cannot be read: {error.strerror or error}"
        raise TeachError(msg) from None
    return _non_empty(text, f"--file {path}")


def _non_empty(text: str, what: str) -> str:
    # An empty text has no sentence to strike: "all kept" would vouch for nothing.
    if not text.strip():
        msg = f"{what} is empty: there is no text to check"
        raise TeachError(msg)
    if len(text) > MAX_GROUND_CHARS:
        msg = (
            f"{what} has {len(text):,} characters; the limit is {MAX_GROUND_CHARS:,}: "
            "check it in parts"
        )
        raise TeachError(msg)
    return text


def run_ground(args: argparse.Namespace, load: Loader) -> tuple[int, str]:
    """``sanad ground``: the exit code (0 all kept, 1 some struck) and the text to print."""
    text = _read_text(args)
    question = _checked_text(args.question, "--question") if args.question else None
    vocab = load_teach_vocab(config_dir(args.config))
    loaded = load(args)
    passages = _passages(loaded, args.passage)
    grounding = ground(text, passages, question or "", vocab.words)
    code = EXIT_ALL_KEPT if grounding.all_kept else EXIT_STRUCK
    if args.json:
        report = GroundReport.of(grounding, tuple(p.id for p in passages), question)
        return code, json.dumps(report_to_json(report), ensure_ascii=False, indent=2)
    return code, grounding_text(grounding)


def run_teach(args: argparse.Namespace, load: Loader) -> tuple[int, str]:
    """``sanad teach``: the exit code (0 lesson, 3 none) and the text to print."""
    question = _checked_text(args.question, "the question")
    try:
        model = (
            backend_for(args.model, base_url=args.base_url, env=os.environ) if args.model else None
        )
    except ModelUnavailableError as error:
        raise TeachError(str(error)) from None
    directory = config_dir(args.config)
    vocab = load_teach_vocab(directory)
    lexicon = load_lexicon(directory)
    loaded = load(args)
    try:
        verdict = answer_reviewed(
            loaded.index, loaded.config, question, loaded.reviews,
            approved_only_mode=loaded.approved_only,
        )  # fmt: skip
    except InvalidQuestionError as error:
        raise TeachError(str(error)) from None
    warning = gaps.log_refusal(verdict, gaps_path(args.home or sanad_home()))
    if warning is not None:  # a refusal is a gap, whichever command met it
        sys.stderr.write(warning + "\n")
    intro_text = None
    if model is not None and verdict.verdict == "answered":  # never ask a model on a refusal
        try:
            intro_text = model.write_intro(verdict.question, [h.passage for h in verdict.hits])
        except ModelUnavailableError as error:
            raise TeachError(str(error)) from None
    lesson = plan_lesson(
        verdict,
        lexicon,
        vocabulary=vocab.words,
        ask_your_teacher=vocab.ask_your_teacher,
        model=model.name if model is not None else None,
        intro_text=intro_text,
        lemmatiser=loaded.index.lemmatiser,
    )
    if isinstance(lesson, NoLesson):
        note = f"\n\n(No page was written to {args.html}.)" if args.html else ""
        return EXIT_NO_LESSON, no_lesson_text(lesson) + note
    output = lesson_text(lesson)
    if args.html:
        try:
            args.html.write_text(lesson_html(lesson), encoding="utf-8")
        except OSError as error:
            msg = f"cannot write {args.html}: {error.strerror or error}"
            raise TeachError(msg) from None
        output += f"\n\nwrote {args.html}"
    return EXIT_LESSON, output
