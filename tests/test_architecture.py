"""The shape of the code, as docs/architecture.md draws it, checked from the source.

- what a game is lives in ``mancala_core/games/<game>/``: no other module compares
  something with a game's name;
- the imports have no circle (imports inside functions count), save the one arrow
  up that docs/architecture.md names: a position draws itself, lazily;
- the layers point down: the rules import no search, picture, widget or puzzle;
  the search no widget; the games' rules no search;
- no Python module is over 800 lines.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from mancala_core.rules.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = {"mancala_core": ROOT / "mancala_core", "puzzles": ROOT / "puzzles",
            "coursework": ROOT / "course" / "coursework"}
#: the arrows up that docs/architecture.md allows: (importer, imported) module prefixes
ALLOWED_UP = {("mancala_core.rules.position", "mancala_core.render")}
MOST_LINES = 800


def _modules() -> Iterator[tuple[str, Path]]:
    for package, folder in PACKAGES.items():
        for path in sorted(folder.rglob("*.py")):
            parts = path.relative_to(folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            yield ".".join((package, *parts)), path


MODULES = dict(_modules())


def _is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def _imports(name: str) -> set[str]:
    """Every module of ours that ``name`` imports, anywhere in its text (imports for
    the type checker alone, under ``if TYPE_CHECKING:``, left out)."""
    tree = ast.parse(MODULES[name].read_text())
    package = name if _is_package(name) else name.rpartition(".")[0]
    found: set[str] = set()
    typing_only = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.If)
                   and "TYPE_CHECKING" in ast.unparse(node.test) for inner in node.body
                   for inner in ast.walk(inner)}
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


GRAPH = {name: _imports(name) for name in MODULES}


def _allowed(importer: str, imported: str) -> bool:
    return any(importer.startswith(a) and imported.startswith(b) for a, b in ALLOWED_UP)


def _strong_components() -> list[list[str]]:
    """Tarjan's strongly connected components of size two or more."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in GRAPH[v]:
            # a package's __init__ re-exporting its modules is not an arrow back up
            if _allowed(v, w) or (_is_package(w) and v.startswith(w + ".")):
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1:
                out.append(sorted(part))

    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    return out


def test_no_import_circles() -> None:
    assert _strong_components() == []


@pytest.mark.parametrize(("lower", "upper"), [
    ("mancala_core.rules", "mancala_core.search"),
    ("mancala_core.rules", "mancala_core.widgets"),
    ("mancala_core.rules", "puzzles"),
    ("mancala_core.native", "mancala_core.search"),
    ("mancala_core.native", "mancala_core.games"),
    ("mancala_core.search", "mancala_core.widgets"),
    ("mancala_core.search", "puzzles"),
    ("mancala_core.render", "mancala_core.search"),
    ("mancala_core.render", "mancala_core.widgets"),
    ("mancala_core.widgets", "puzzles"),
    ("puzzles", "coursework"),
])
def test_the_layers_point_down(lower: str, upper: str) -> None:
    up = sorted(f"{importer} -> {imported}" for importer, targets in GRAPH.items()
                if importer.startswith(lower) for imported in targets
                if imported.startswith(upper) and not _allowed(importer, imported))
    assert up == []


def test_the_games_rules_import_no_search() -> None:
    heavy = ("mancala_core.search", "mancala_core.render", "mancala_core.widgets",
             "mancala_core.native")
    up = sorted(f"{importer} -> {imported}" for importer, targets in GRAPH.items()
                if importer.startswith("mancala_core.games.") and
                importer.rpartition(".")[2] in ("rules", "board", "__init__")
                for imported in targets if imported.startswith(heavy))
    assert up == []


def _name_comparisons(tree: ast.AST) -> Iterator[int]:
    names = set(GAMES)

    def is_name(node: ast.AST) -> bool:
        if isinstance(node, ast.Constant) and node.value in names:
            return True
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return any(is_name(e) for e in node.elts)
        return False

    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(
                is_name(part) for part in (node.left, *node.comparators)):
            yield node.lineno
        elif isinstance(node, ast.Dict) and any(
                k is not None and is_name(k) for k in node.keys):
            yield node.lineno
        elif isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(
                node.value, (ast.Tuple, ast.List, ast.Set)) and sum(
                is_name(e) for e in node.value.elts) >= 2:
            yield node.lineno


def test_only_a_game_speaks_of_its_name() -> None:
    """Consumers read what the rules declare; a game's name is compared nowhere but in
    the game's folder and in the registry's list of the core's games."""
    found = []
    for name, path in MODULES.items():
        if name.startswith("mancala_core.games.") or name == "mancala_core.rules.registry":
            continue
        for line in _name_comparisons(ast.parse(path.read_text())):
            found.append(f"{path.relative_to(ROOT)}:{line}")
    assert found == []


def test_no_module_is_over_800_lines() -> None:
    long = {f"{path.relative_to(ROOT)}": n for path in MODULES.values()
            if (n := len(path.read_text().splitlines())) > MOST_LINES}
    assert long == {}
