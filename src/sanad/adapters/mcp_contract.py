"""What the MCP protocol layer needs before the corpus loads: limits, schemas, the error type.

Deliberately light (no ``sanad.core``, no cattrs): the server registers its tools and answers
``initialize`` with this alone, while the core, the converters and the index load on a
background thread. The limits repeat the core's own values (a test holds them equal).
"""

import json
from pathlib import Path
from typing import Any

MAX_K = 50
"""The most passages one answer or search carries (``sanad.core.answer.MAX_K``)."""
DEFAULT_K = 5
"""Passages per answer unless asked otherwise (``sanad.core.answer.DEFAULT_K``)."""
MAX_QUESTION_CHARS = 2000
"""The longest question (``sanad.core.question.MAX_QUESTION_CHARS``)."""
MAX_REFERENCE_CHARS = 200
"""The longest reference text (``sanad.core.citations.MAX_REFERENCE_CHARS``)."""
MAX_AUDIT_CHARS = 20_000
"""The longest draft ``audit_answer`` takes (``sanad.core.audit.MAX_AUDIT_CHARS``)."""
MAX_ID_CHARS = 40
"""The longest passage id accepted (real ids have at most 20 characters)."""
MAX_GAPS = 200
"""The most refused questions one ``list_gaps`` call returns."""
DEFAULT_GAPS = 20
"""Refused questions per ``list_gaps`` call unless asked otherwise."""
CORPUS_URI = "sanad://corpus"
"""The resource holding the full id list (page 1; page N at ``sanad://corpus/N``)."""
ID_PAGE_SIZE = 5_000
"""Ids per page of the id list resource."""

SCHEMAS_FILE = Path(__file__).with_name("mcp_schemas.json")
"""The tools' output schemas, generated from the TypedDicts in :mod:`sanad.adapters.mcp_wire`
by ``scripts/mcp_schemas.py``. Stored rather than derived at start-up, which costs pydantic
tens of milliseconds every client would wait for; a test fails when the file and the types
disagree."""


class ServiceError(Exception):
    """A failure to report to the client in one clear sentence; the server keeps serving."""


def output_schemas() -> dict[str, dict[str, Any]]:
    """Each tool's output schema, by tool name."""
    data: dict[str, dict[str, Any]] = json.loads(SCHEMAS_FILE.read_text(encoding="utf-8"))
    return data


NO_SESSION = ""
"""The session key of an HTTP request that names no MCP session: it shares no served log."""
