"""The pure core: normalise → tokenise → stem → bridge → policy → score → gate → verdict.

Nothing in this package reads files, the network, the clock, the environment or randomness,
and nothing here imports ``mcp``, ``cattrs`` or ``sanad.adapters``.

``answer``, ``search``, ``Index``, ``build_index`` and ``Verdict`` are importable from here;
they load on first use, so that importing one small module of the core (the config types, say)
does not load the whole pipeline.
"""

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sanad.core.answer import answer, search
    from sanad.core.index import Index, build_index
    from sanad.core.verdict import Verdict

__all__ = ["Index", "Verdict", "answer", "build_index", "search"]

_HOMES = {
    "answer": "sanad.core.answer",
    "search": "sanad.core.answer",
    "Index": "sanad.core.index",
    "build_index": "sanad.core.index",
    "Verdict": "sanad.core.verdict",
}


def __getattr__(name: str) -> object:
    """Load ``answer``, ``search``, ``Index``, ``build_index`` and ``Verdict`` on first use."""
    home = _HOMES.get(name)
    if home is None:
        msg = f"module 'sanad.core' has no attribute {name!r}"
        raise AttributeError(msg)
    return getattr(import_module(home), name)
