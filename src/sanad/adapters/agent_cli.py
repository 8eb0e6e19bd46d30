"""``sanad agent``: run the agent from the command line and show what it kept and struck.

Exit codes: 0 the run finished and nothing was struck (or the server refused and the model was
rightly not called); 1 the run finished and the grounding check struck at least one sentence;
2 a usage, corpus or model problem (the one line says which command fixes it).
"""

import argparse
import json
import os
import sys
import tempfile
from typing import Any, TextIO

import anyio

from sanad.adapters import agent
from sanad.adapters.locations import config_dir, sanad_home
from sanad.adapters.models.chat import ChatModel, ModelError
from sanad.adapters.models.choose import DEFAULT_MODEL, chat_model
from sanad.adapters.strict import strict_converter
from sanad.adapters.teach_files import load_teach_vocab
from sanad.core.ground import GROUNDING_LIMIT

EXIT_CLEAN = 0
EXIT_STRUCK = 1

_converter = strict_converter(tuples_as_lists=True)


class AgentError(Exception):
    """A one-line problem (exit 2)."""


def run_to_json(run: agent.AgentRun) -> dict[str, Any]:
    """The run as JSON data (``--json``)."""
    data: dict[str, Any] = _converter.unstructure(run)
    data["grounding_limit"] = GROUNDING_LIMIT
    return data


def run_from_json(data: dict[str, Any]) -> agent.AgentRun:
    """The inverse of :func:`run_to_json` (the round-trip law's other half)."""
    return _converter.structure(
        {k: v for k, v in data.items() if k != "grounding_limit"}, agent.AgentRun
    )


def run_text(run: agent.AgentRun) -> str:
    """What the terminal shows: verdict, notices, kept text, struck sentences, citations."""
    lines = [f"Question: {run.question}", f"Mode: {run.mode}   Model: {run.model}"]
    if run.verdict is not None:
        lines.append(f"Server verdict: {run.verdict.upper()}")
    if run.mode == "grounded" and not run.model_called:
        lines += [
            "",
            f"The server refused ({run.verdict}): {run.server_message}",
            (
                "The model was not called: there is nothing for it to write from, and a "
                "refusal is not to be softened into a paragraph."
            ),
        ]
        return "\n".join(lines)
    if run.never_called_tool:
        lines += ["", agent.NEVER_CALLED]
    elif run.mode == "tools":
        lines.append(f"Tools called: {', '.join(run.tool_calls)}")
    if run.stopped_early:
        lines.append(f"The tool loop stopped after {run.rounds} rounds without a final answer.")
    lines += ["", "Kept:" if run.kept else "Kept: nothing."]
    lines += [f"  {sentence}" for sentence in run.kept]
    if run.struck:
        lines += ["", f"{len(run.struck)} sentence(s) struck by the grounding check"]
        for struck in run.struck:
            lines += [
                f"  \u2717 {struck.sentence}",
                f"    not in any source: {', '.join(struck.words)}",
            ]
    if run.passages:
        lines += ["", "Passages the server returned:"]
        lines += [f"  {c.reference}  [{c.id}]" for c in run.passages]
    lines += ["", f"Limit: {GROUNDING_LIMIT}"]
    return "\n".join(lines)


async def _run(
    args: argparse.Namespace, model: ChatModel, vocabulary: tuple[str, ...], errlog: TextIO
) -> agent.AgentRun:
    home = args.home or sanad_home()
    check = agent.lexical_check(vocabulary)
    progress = _show_progress if sys.stderr.isatty() else _no_progress
    progress("starting sanad serve ...")
    async with agent.sanad_server(home, args.config, errlog) as server:
        if args.mode == "grounded":
            return await agent.run_grounded(args.question, model, server, check, progress)
        return await agent.run_tools(
            args.question, model, server, check, max_rounds=args.max_rounds, progress=progress
        )


def _show_progress(line: str) -> None:
    """On a terminal, what the agent is waiting for (a local model can take a minute)."""
    sys.stderr.write(f"sanad: {line}\n")
    sys.stderr.flush()


def _no_progress(_line: str) -> None:
    """Piped or captured: no progress lines (stderr stays for the one-line error)."""


def _model_error_in(error: BaseException) -> ModelError | None:
    """The ModelError inside ``error`` (the SDK's task groups wrap what the agent raises)."""
    if isinstance(error, ModelError):
        return error
    if isinstance(error, BaseExceptionGroup):
        for inner in error.exceptions:
            found = _model_error_in(inner)
            if found is not None:
                return found
    return None


def run_agent(args: argparse.Namespace) -> tuple[int, str]:
    """``sanad agent``: the exit code and the text (or JSON) to print."""
    try:
        model = chat_model(
            args.model or DEFAULT_MODEL, base_url=args.base_url, env=os.environ,
            timeout=args.timeout,
        )  # fmt: skip
    except ModelError as error:
        raise AgentError(str(error)) from None
    vocabulary = load_teach_vocab(config_dir(args.config)).words
    with tempfile.TemporaryFile("w+", encoding="utf-8") as errlog:
        try:
            run = anyio.run(_run, args, model, vocabulary, errlog)
        except Exception as error:  # noqa: BLE001 - whatever the SDK raises when the server dies: show its last words
            model_error = _model_error_in(error)
            if model_error is not None:
                raise AgentError(str(model_error)) from None
            msg = f"the sanad server did not answer: {agent.last_words(errlog, error)}"
            raise AgentError(msg) from None
    code = EXIT_STRUCK if run.struck else EXIT_CLEAN
    if args.json:
        return code, json.dumps(run_to_json(run), ensure_ascii=False, indent=2)
    return code, run_text(run)
