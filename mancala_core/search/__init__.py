"""Search for the mancala family: a compiled rules kernel, an exact solver,
computer players and hints that explain.

Importing :mod:`mancala_core` does not import this package (nor numba); numba
compiles each kernel function on first use and caches it on disk.

    >>> import mancala_core as mc
    >>> from mancala_core.search import solve, hint, best_move
    >>> solve(mc.rules("kalah", pits=3, seeds=1).start()).value
    0

``solve`` gives every move's exact value; :func:`moves_reaching`,
:func:`winning_moves` and :func:`moves_not_losing` answer the cheaper yes/no
questions (see :mod:`~mancala_core.search.questions`); :func:`force_within`
asks whether the player to move can force some seeds, or a win, within a
horizon, exactly even in Oware (see :mod:`~mancala_core.search.horizon`);
:func:`explain_move` says why a move is good, or why it fails, by its
:func:`refutation` (see :mod:`~mancala_core.search.explain`).

The layout: one sub-package per compiled game, around its one compiled move,
:mod:`~mancala_core.search.kalah` (``move``, ``search``, ``endgame``,
``playout``) and :mod:`~mancala_core.search.oware` (``move``, ``endgame``,
``horizon``, ``playout``), beside the shared parts: the solver's front
(:mod:`~.solver`, :mod:`~.mtdf`, :mod:`~.negamax` over :mod:`~.kernel`, the
``Position.cells`` form of both moves), the questions (:mod:`~.questions`,
:mod:`~.horizon`), the players (:mod:`~.players`), the hints (:mod:`~.hints`) and
explanations (:mod:`~.explain`),
the random playouts' entry point (:mod:`~.playout`) and the readable search
for the other games (:mod:`~.generic`).
"""

from __future__ import annotations

from .command import solve_command
from .explain import Explanation, Reason, Refutation, explain_move, refutation
from .hints import Hint, hint
from .horizon import Forcing, HorizonError, force_within
from .kalah.endgame import EndgameDB
from .kalah.search import KalahSearch
from .players import LEVELS, Choice, Player, best_move, choose, computer_move, endgame_for
from .questions import move_values, moves_not_losing, moves_reaching, winning_moves
from .solver import Solution, Solver, solve

__all__ = [
    "LEVELS",
    "Choice",
    "EndgameDB",
    "Explanation",
    "Forcing",
    "Hint",
    "HorizonError",
    "KalahSearch",
    "Reason",
    "Refutation",
    "Player",
    "Solution",
    "Solver",
    "best_move",
    "choose",
    "computer_move",
    "endgame_for",
    "explain_move",
    "force_within",
    "hint",
    "move_values",
    "moves_not_losing",
    "moves_reaching",
    "refutation",
    "solve",
    "solve_command",
    "winning_moves",
]
