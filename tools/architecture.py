"""The code's shape read from its source: the import graph of the modules, its circles,
its layers, the comparisons with a game's name and the long modules; and the drawing of
the layers in docs/architecture.md.

    python tools/architecture.py           # rewrite the drawing in docs/architecture.md
    python tools/architecture.py --check   # say whether it is up to date (exit 1 if not)

Every import counts, those inside functions too (a circle held apart by an import in a
function is still a circle) and ``importlib.import_module("a.module")`` with the name
written out; imports for the type checker alone (under ``if TYPE_CHECKING:``) do not.
A name the registry or a declaration holds as data (a game's rules, narrator or engine,
found by name when asked for) is a plug, not an arrow. tests/test_architecture.py
holds the code to what docs/architecture.md says.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "architecture.md"
BEGIN = "<!-- the drawing: made by tools/architecture.py, do not edit by hand -->"
END = "<!-- the drawing ends -->"
PACKAGES = {"mancala_core": ROOT / "mancala_core", "puzzles": ROOT / "puzzles",
            "coursework": ROOT / "course" / "coursework"}
#: the one arrow up that the layers allow: a position draws itself, lazily
ALLOWED_UP = {("mancala_core.rules.position", "mancala_core.render")}
#: no module is longer
MOST_LINES = 800
#: the parts of the drawing, top to bottom: (name, what it holds, module prefixes)
PARTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("course", "coursework: the lessons' exercises, feedback, figures", ("coursework",)),
    ("puzzles", "puzzles: mine, prove, tag, rate, publish, play, train", ("puzzles",)),
    ("cli", "the command line (mancala)",
     ("mancala_core.cli", "mancala_core.commands", "mancala_core.__main__")),
    ("widgets", "widgets: the board, the game, the game room (anywidget)",
     ("mancala_core.widgets",)),
    ("search", "search/questions: solve, yes/no, horizon, players, explain, hints",
     ("mancala_core.search",)),
    ("kernel", "search/compiled: the kernel over a game's functions, negamax, solver",
     ("mancala_core.search.compiled",)),
    ("engine", "search/engine: the Engine protocol, engine_of, the readable search",
     ("mancala_core.search.engine",)),
    ("compiled", "games/kalah, games/oware: their engines, compiled move, search, databases",
     ("mancala_core.games.kalah.", "mancala_core.games.oware.")),
    ("native", "native: backend, machine, clock, MTD(f), the kernel's bundle, memo, database type",
     ("mancala_core.native",)),
    ("render", "render: SVG and text boards", ("mancala_core.render",)),
    ("games", "games/*: rules, narrator, board facts", ("mancala_core.games",)),
    ("rules", "rules: positions, moves, notation, words, registry, glossary",
     ("mancala_core.rules", "mancala_core.glossary")),
    ("base", "errors, i18n, files", ("mancala_core",)),
)
#: the compiled parts of a game's folder (the rest of the folder is its rules' layer)
COMPILED_GAME_MODULES = ("move", "search", "endgame", "pure_endgame", "lookup", "no_database",
                         "database", "horizon", "playout", "engine", "cells")


def modules() -> dict[str, Path]:
    """Every module of the three packages, by its dotted name."""
    found: dict[str, Path] = {}
    for package, folder in PACKAGES.items():
        for path in sorted(folder.rglob("*.py")):
            parts = path.relative_to(folder).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join((package, *parts))] = path
    return found


MODULES = modules()


def is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def imports(name: str) -> set[str]:
    """The modules of ours that ``name`` imports anywhere in its text, save imports under
    ``if TYPE_CHECKING:``."""
    tree = ast.parse(MODULES[name].read_text())
    package = name if is_package(name) else name.rpartition(".")[0]
    typing_only = {id(inner) for node in ast.walk(tree) if isinstance(node, ast.If)
                   and "TYPE_CHECKING" in ast.unparse(node.test)
                   for statement in node.body for inner in ast.walk(statement)}
    found: set[str] = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        targets: list[str] = []
        if (isinstance(node, ast.Call) and ast.unparse(node.func).endswith("import_module")
                and node.args and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
                and not node.args[0].value.startswith(".")):
            targets = [node.args[0].value]  # importlib.import_module("a.module")
        elif isinstance(node, ast.Import):
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


GRAPH = {name: imports(name) for name in MODULES}


def allowed(importer: str, imported: str) -> bool:
    """True for an arrow up that the layers allow."""
    return any(importer.startswith(a) and imported.startswith(b) for a, b in ALLOWED_UP)


def circles() -> list[list[str]]:
    """The import circles: strongly connected sets of two modules or more (a package's
    ``__init__`` importing from its own modules is not an arrow back up)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(GRAPH[v]):
            if allowed(v, w) or (is_package(w) and v.startswith(w + ".")):
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

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    return out


def part_of(name: str) -> str:
    """The part of the drawing that module ``name`` belongs to."""
    if name.startswith("mancala_core.games."):
        last = name.rsplit(".", 1)[1]
        if last in COMPILED_GAME_MODULES and name.count(".") == 3:
            return "compiled"
        return "games"
    found, longest = "base", 0
    for part, _, prefixes in PARTS:
        for p in prefixes:  # the most particular prefix decides
            if (name == p.rstrip(".") or name.startswith(p if p.endswith(".") else p + ".")
                    ) and part != "base" and len(p) > longest:
                found, longest = part, len(p)
    return found


def part_arrows() -> dict[str, set[str]]:
    """Which parts import which (the allowed arrow up left out)."""
    arrows: dict[str, set[str]] = {part: set() for part, _, _ in PARTS}
    for importer, targets in GRAPH.items():
        if importer == "mancala_core":  # the package's front door names everything
            continue
        for imported in targets:
            if allowed(importer, imported) or imported == "mancala_core":
                continue
            a, b = part_of(importer), part_of(imported)
            if a != b:
                arrows[a].add(b)
    return arrows


def arrows_up() -> list[str]:
    """Arrows from a part to a part above it in :data:`PARTS`."""
    order = [part for part, _, _ in PARTS]
    return sorted(f"{a} -> {b}" for a, targets in part_arrows().items() for b in targets
                  if order.index(b) < order.index(a))


def name_comparisons(game_names: set[str]) -> list[str]:
    """Places outside a game's folder and the registry that compare with a game's name,
    list two or more names, or key a dict by them."""

    def is_name(node: ast.AST) -> bool:
        if isinstance(node, ast.Constant) and node.value in game_names:
            return True
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            return any(is_name(e) for e in node.elts)
        return False

    def lines(tree: ast.AST) -> Iterator[int]:
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

    found = []
    for name, path in MODULES.items():
        if name.startswith("mancala_core.games.") or name == "mancala_core.rules.registry":
            continue
        found += [f"{path.relative_to(ROOT)}:{n}" for n in lines(ast.parse(path.read_text()))]
    return found


def integer_game_codes(game_names: set[str]) -> list[str]:
    """Places outside a game's folder that name a game by an integer code: a constant
    such as ``GAME_KALAH``, ``KERNEL_GAME`` or the ruleset vector's ``R_GAME`` (the
    compiled search takes the game's own compiled functions instead of branching on a
    code)."""
    names = "|".join(sorted(re.escape(g.upper()) for g in game_names))
    code = re.compile(rf"^(?:[A-Z0-9_]*_)?GAME_(?:{names})$|^[A-Z0-9_]*_GAME$")
    found = []
    for name, path in MODULES.items():
        if name.startswith("mancala_core.games."):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            word = (node.id if isinstance(node, ast.Name)
                    else node.attr if isinstance(node, ast.Attribute) else None)
            if word is not None and code.match(word):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {word}")
    return sorted(set(found))


def _class_methods(tree: ast.AST) -> dict[str, tuple[list[str], set[str]]]:
    """``{class: (its bases' names, its methods and attributes)}`` of one module."""
    out: dict[str, tuple[list[str], set[str]]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            names = {item.name for item in node.body
                     if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef))}
            names |= {t.id for item in node.body if isinstance(item, (ast.Assign, ast.AnnAssign))
                      for t in (item.targets if isinstance(item, ast.Assign) else [item.target])
                      if isinstance(t, ast.Name)}
            out[node.name] = ([ast.unparse(b).rpartition(".")[2] for b in node.bases], names)
    return out


def game_methods() -> set[str]:
    """The public methods and attributes that a game's rules define and the shared
    ``Rules`` does not: what only one game answers."""
    shared = _class_methods(ast.parse(MODULES["mancala_core.rules.base"].read_text()))["Rules"][1]
    classes: dict[str, tuple[list[str], set[str]]] = {}
    for name, path in MODULES.items():
        if name.startswith("mancala_core.games."):
            classes.update(_class_methods(ast.parse(path.read_text())))
    rules_like = {"Rules"}
    changed = True
    while changed:
        changed = False
        for cls, (bases, _) in classes.items():
            if cls not in rules_like and rules_like.intersection(bases):
                rules_like.add(cls)
                changed = True
    own = set().union(*(classes[c][1] for c in rules_like if c in classes))
    return {m for m in own - shared if not m.startswith("_")}


def game_specific_calls() -> list[str]:
    """Places outside the games' folders that call a method only a game's rules define
    (``rules.bao_choices(...)``, or ``getattr(rules, "bao_choices")``): a consumer asks
    what the shared ``Rules`` declares, and the game answers."""
    only_games = game_methods()
    found = []
    for name, path in MODULES.items():
        if name.startswith("mancala_core.games."):
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            word = None
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
                word = node.func.attr
            elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                  and node.func.id in ("getattr", "hasattr") and len(node.args) >= 2
                  and isinstance(node.args[1], ast.Constant)):
                word = str(node.args[1].value)
            if word in only_games:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {word}")
    return sorted(set(found))


#: the packages whose ``__init__`` hands users names from below, a game's among them
FRONT_DOORS = ("mancala_core", "mancala_core.search")


def game_imports() -> list[str]:
    """Arrows from the shared parts of ``mancala_core`` (the rules, render, native, search,
    widgets, the command line) into a game's folder: they find a game's parts through
    what its rules declare (a plug), never by importing them. The registry, which lists
    the core's games, and the lessons, each about one game, may; so may the front doors
    (``mancala_core``, ``mancala_core.search``), which hand users the names they import
    (``search.EndgameDB`` and ``search.KalahSearch`` are Kalah's)."""
    return sorted(f"{importer} -> {imported}" for importer, targets in GRAPH.items()
                  if importer.startswith("mancala_core")
                  and not importer.startswith("mancala_core.games")
                  and importer not in FRONT_DOORS + ("mancala_core.rules.registry",)
                  for imported in targets
                  if imported.startswith("mancala_core.games.")
                  and imported.count(".") >= 2)


def long_modules() -> dict[str, int]:
    """Modules over :data:`MOST_LINES` lines."""
    return {str(path.relative_to(ROOT)): n for path in MODULES.values()
            if (n := len(path.read_text().splitlines())) > MOST_LINES}


def reduced(arrows: dict[str, set[str]]) -> dict[str, set[str]]:
    """The arrows that no path through other parts implies (a transitive reduction)."""

    def below(start: str) -> set[str]:
        seen: set[str] = set()
        todo = [start]
        while todo:
            for nxt in arrows[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return seen

    return {a: {b for b in targets if not any(b in below(c) for c in targets if c != b)}
            for a, targets in arrows.items()}


def drawing() -> str:
    """The layers as a Mermaid graph: each part and the parts it imports (an arrow that
    a path through other parts implies is left out)."""
    arrows = reduced(part_arrows())
    lines = ["```mermaid", "graph TD"]
    for part, what, _ in PARTS:
        lines.append(f'    {part}["{what}"]')
    for part, _, _ in PARTS:
        for target in [p for p, _, _ in PARTS if p in arrows[part]]:
            lines.append(f"    {part} --> {target}")
    lines.append("    rules -. \"a position draws itself (lazily)\" .-> render")
    lines.append("```")
    return "\n".join(lines)


def updated(text: str) -> str:
    """``text`` (docs/architecture.md) with the drawing between the markers made anew."""
    head, found, rest = text.partition(BEGIN)
    if not found or END not in rest:
        raise ValueError(f"{DOC} has no {BEGIN!r} … {END!r} markers")
    return f"{head}{BEGIN}\n{drawing()}\n{END}{rest.partition(END)[2]}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the drawing is old")
    args = parser.parse_args(argv)
    text = DOC.read_text()
    new = updated(text)
    if args.check:
        if new != text:
            print(f"{DOC.relative_to(ROOT)}: the drawing is out of date: "
                  "run python tools/architecture.py")
            return 1
        return 0
    if new != text:
        DOC.write_text(new)
        print(f"{DOC.relative_to(ROOT)}: drawing written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
