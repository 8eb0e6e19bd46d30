"""Reading an eval set file (design §7) and writing eval reports as JSON.

Any file in the format runs: ``{"version": 1, "edition": …, "cases": [{"id", "question",
"expect", "cite_any"?, "note"?}]}``. Unknown keys and wrong types are one-line errors.
"""

import json
from pathlib import Path
from typing import Any

from sanad.adapters import user_files
from sanad.adapters.strict import strict_converter, structure_file
from sanad.core.evaluate import EvalReport, EvalSet, SweepRow

_converter = strict_converter()


class EvalSetError(Exception):
    """An eval set file that is missing or malformed; the message is one line naming it."""


def load_evalset(path: Path) -> EvalSet:
    """Read and check an eval set file."""
    try:
        data = json.loads(user_files.read_text(path))
    except FileNotFoundError:
        msg = f"{path}: no such eval set file"
        raise EvalSetError(msg) from None
    except OSError as error:
        msg = f"{path}: cannot be read: {error.strerror or error}"
        raise EvalSetError(msg) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        msg = f"{path}: not a readable JSON file ({error})"
        raise EvalSetError(msg) from None
    except RecursionError:
        msg = f"{path}: not a readable JSON file (nested too deeply)"
        raise EvalSetError(msg) from None
    if not isinstance(data, dict):
        msg = f"{path}: an eval set is a JSON object with version, edition and cases"
        raise EvalSetError(msg)
    try:
        return structure_file(_converter, data, EvalSet, path)
    except ValueError as error:
        raise EvalSetError(str(error)) from None


_CASE_KEYS = ("id", "expect", "got", "ok", "kind", "passage_ids")


def report_to_json(report: EvalReport, *, verbose: bool = False) -> dict[str, Any]:
    """The ``sanad eval --json`` object; ``verbose`` adds each case's refusal reason and detail."""
    data: dict[str, Any] = _converter.unstructure(report)
    keep = (*_CASE_KEYS, "refused_by", "detail") if verbose else _CASE_KEYS
    data["cases"] = [{key: case[key] for key in keep} for case in data["cases"]]
    return data


def sweep_to_json(rows: tuple[SweepRow, ...]) -> list[dict[str, Any]]:
    """The sweep table as JSON rows."""
    return [_converter.unstructure(row) for row in rows]
