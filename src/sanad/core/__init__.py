"""The pure core: normalise → tokenise → stem → bridge → policy → score → gate → verdict.

Nothing in this package reads files, the network, the clock, the environment or randomness,
and nothing here imports ``mcp``, ``cattrs`` or ``sanad.adapters``.
"""

from sanad.core.answer import answer, search
from sanad.core.index import Index, build_index
from sanad.core.verdict import Verdict

__all__ = ["Index", "Verdict", "answer", "build_index", "search"]
