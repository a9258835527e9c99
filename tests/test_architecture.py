"""The shape of the code, as docs/architecture.md draws it, checked from the source
(:mod:`tools/architecture.py` reads it):

- what a game is lives in ``mancala_core/games/<game>/``: no other module compares
  something with a game's name;
- the imports have no circle (imports inside functions count), and the layers point
  down, save the one arrow up that docs/architecture.md names: a position draws
  itself, lazily;
- no Python module is over 800 lines;
- the drawing in docs/architecture.md is the graph of today's imports.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

from mancala_core.rules.registry import GAMES

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def shape() -> ModuleType:
    spec = importlib.util.spec_from_file_location("mancala_tools_architecture",
                                                  ROOT / "tools" / "architecture.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_no_import_circles(shape: ModuleType) -> None:
    assert shape.circles() == []


def test_the_layers_point_down(shape: ModuleType) -> None:
    assert shape.arrows_up() == []


def test_the_games_rules_import_no_search(shape: ModuleType) -> None:
    """A game's rules, narrator and board facts load without the search or numba."""
    up = sorted(f"{importer} -> {imported}" for importer, targets in shape.GRAPH.items()
                if shape.part_of(importer) == "games" for imported in targets
                if shape.part_of(imported) in ("search", "compiled", "native", "widgets"))
    assert up == []


def test_only_a_game_speaks_of_its_name(shape: ModuleType) -> None:
    """Consumers read what the rules declare; a game's name is compared nowhere but in
    the game's folder and in the registry's list of the core's games."""
    assert shape.name_comparisons(set(GAMES)) == []


def test_no_module_is_over_800_lines(shape: ModuleType) -> None:
    assert shape.long_modules() == {}


def test_no_view_module_is_over_300_lines() -> None:
    """The board view's ES modules (``mancala_core/widgets/static/*.js``) stay under 300
    lines each: one job a module (mancala_core.widgets.board joins them)."""
    static = ROOT / "mancala_core" / "widgets" / "static"
    lengths = {path.name: len(path.read_text(encoding="utf-8").splitlines())
               for path in sorted(static.glob("*.js"))}
    assert len(lengths) > 1
    assert {name: n for name, n in lengths.items() if n >= 300} == {}


def test_the_drawing_is_todays(shape: ModuleType) -> None:
    text = shape.DOC.read_text()
    assert shape.updated(text) == text, "run: python tools/architecture.py"


def test_no_integer_game_codes_outside_the_games(shape: ModuleType) -> None:
    """The compiled search takes a game's own compiled functions from its engine; no
    module outside ``mancala_core/games/`` names a game by a code (``GAME_KALAH``,
    ``KERNEL_GAME``, a ruleset vector's ``R_GAME``)."""
    assert shape.integer_game_codes(set(GAMES)) == []


def test_no_call_of_a_method_only_one_game_defines(shape: ModuleType) -> None:
    """What one game's rules alone define (Bao's nyumba, Toguz's tuzdyks, …) is called
    only inside the games' folders; the others ask what ``Rules`` declares."""
    only_games = shape.game_methods()
    assert {"nyumba_state", "tuzdyks", "blocked_hole"} <= only_games  # the check sees them
    assert shape.game_specific_calls() == []


def test_the_shared_parts_import_no_game_folder(shape: ModuleType) -> None:
    """Rules, render, native, search, widgets and the command line find a game's parts
    through what its rules declare (its engine, narrator, marks), never by import."""
    assert shape.game_imports() == []
