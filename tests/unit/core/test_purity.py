"""sanad.core imports no IO, no mcp, no cattrs, no NumPy at import, and no adapters (design §8)."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

import sanad.core

CORE = Path(sanad.core.__file__).resolve().parent
SOURCES = sorted(CORE.glob("*.py"))
FORBIDDEN_MODULES = frozenset(
    {
        "os",
        "io",
        "pathlib",
        "time",
        "datetime",
        "random",
        "socket",
        "subprocess",
        "shutil",
        "tempfile",
        "glob",
        "urllib",
        "http",
        "requests",
        "sqlite3",
        "pickle",
        "logging",
        "cattrs",
        "mcp",
        "platformdirs",
        "secrets",
        "uuid",
    }
)
# sys may be imported for facts about the interpreter, never for its streams, argv or exit.
SAFE_SYS = frozenset({"maxsize", "maxunicode", "byteorder", "float_info", "version_info", "intern"})
FORBIDDEN_NAMES = frozenset({"open", "print", "input", "environ", "getenv", "exec", "eval"})


def test_the_core_has_modules_to_check() -> None:
    names = {path.stem for path in SOURCES}
    assert {"normalise", "tokenise", "stem", "bridge", "policy", "index", "answer"} <= names


def test_importing_the_core_loads_no_io_framework_or_adapter() -> None:
    probe = (
        "import sys, sanad.core, sanad.core.answer, sanad.core.index;"
        "print('\\n'.join(sorted(sys.modules)))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60
    )
    loaded = set(done.stdout.split())
    assert "sanad.core.answer" in loaded
    for banned in ("mcp", "cattrs", "numpy", "sanad.adapters", "platformdirs"):
        assert not {m for m in loaded if m == banned or m.startswith(banned + ".")}, banned


def _imported_roots(tree: ast.AST) -> set[str]:
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
            if node.module.startswith("sanad.adapters"):
                roots.add("sanad.adapters")
    return roots


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.name)
def test_a_core_module_imports_nothing_that_does_io(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    roots = _imported_roots(tree)
    assert not roots & FORBIDDEN_MODULES
    assert "sanad.adapters" not in roots


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.name)
def test_a_core_module_calls_no_io_builtin_nor_reads_the_environment(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    used = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    used |= {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
    assert not used & FORBIDDEN_NAMES


@pytest.mark.parametrize("path", SOURCES, ids=lambda path: path.name)
def test_sys_is_used_only_for_facts_about_the_interpreter(path: Path) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    used: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "sys":
            used.update(alias.name for alias in node.names)
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "sys"
        ):
            used.add(node.attr)
    assert used <= SAFE_SYS


def test_numpy_is_imported_only_inside_the_ingest_function() -> None:
    # NumPy vectorises BM25 at ingest; importing the core must not pay for it.
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                names = (
                    [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
                )
                assert "numpy" not in names, path.name


def test_the_scan_would_catch_a_forbidden_import() -> None:
    tree = ast.parse("import os\nfrom pathlib import Path\nfrom sanad.adapters import cli\n")
    assert {"os", "pathlib", "sanad.adapters"} <= _imported_roots(tree)
