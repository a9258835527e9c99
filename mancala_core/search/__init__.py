"""Search for the mancala family: a compiled rules kernel, an exact solver,
computer players and hints that explain.

Importing :mod:`mancala_core` does not import this package (nor numba); numba
compiles each kernel function on first use and caches it on disk.

    >>> import mancala_core as mc
    >>> from mancala_core.search import solve, hint, best_move
    >>> solve(mc.rules("kalah", pits=3, seeds=1).start()).value
    0
"""

from __future__ import annotations

from .command import solve_command
from .endgame import EndgameDB
from .hints import Hint, hint
from .kalah_search import KalahSearch
from .players import LEVELS, Player, best_move, computer_move, endgame_for
from .solver import Solution, Solver, solve

__all__ = [
    "LEVELS",
    "EndgameDB",
    "Hint",
    "KalahSearch",
    "Player",
    "Solution",
    "Solver",
    "best_move",
    "computer_move",
    "endgame_for",
    "hint",
    "solve",
    "solve_command",
]
