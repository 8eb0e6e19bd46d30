"""No module binds one top-level name twice.

Stop 45: a constant defined again further down a module (``_NAME_PARTICLES`` in
``sanad.core.answer``, Arabic particles, then Latin ones) silently changed what the earlier
functions read at call time; an Arabic narrator question was refused. Linters do not catch a
module constant bound twice.
"""

import ast
from pathlib import Path

import pytest

_SRC = Path(__file__).resolve().parents[2] / "src" / "sanad"


def _top_level_names(tree: ast.Module) -> list[str]:
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign):
            names += [target.id for target in node.targets if isinstance(target, ast.Name)]
        elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            names.append(node.target.id)
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.append(node.name)
    return names


@pytest.mark.parametrize("path", sorted(_SRC.rglob("*.py")), ids=lambda path: path.name)
def test_no_module_binds_a_top_level_name_twice(path: Path) -> None:
    names = _top_level_names(ast.parse(path.read_text(encoding="utf-8")))
    twice = sorted({name for name in names if names.count(name) > 1})
    assert not twice, twice
