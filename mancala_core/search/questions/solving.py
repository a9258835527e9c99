"""The exact solver for the machine at hand: :func:`solve` and :func:`solver_for` pick
the compiled :class:`~mancala_core.search.compiled.solver.Solver` or, without numba, the
readable :class:`~mancala_core.search.engine.pure.PureSolver`.

    >>> import mancala_core as mc
    >>> solve(mc.rules("kalah", pits=3, seeds=2).start()).moves
    {'1': -8, '2': 4, '3': 0}
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...native import backend
from ...rules import Position, Rules
from ..engine import engine_of
from ..engine.exact import ExactSearch, Solution, check_budget, check_moves

if TYPE_CHECKING:
    from ...native.database import EndgameDatabase as EndgameDB

__all__ = ["readable", "solve", "solver_for"]


def readable(rules: Rules) -> bool:
    """True if the exact questions about ``rules`` go to the readable search: where its
    engine (:func:`~mancala_core.search.engine.engine_of`) is not compiled, save a game
    with the repetition rule while numba runs (it keeps its path: the compiled solver
    refuses it)."""
    return not engine_of(rules).compiled and not (backend.COMPILED
                                                  and rules.remembers_positions)


def solver_for(rules: Rules, *, table_bits: int | None = None,
               endgame: EndgameDB | None = None, threads: int = 1) -> ExactSearch:
    """An exact solver of ``rules``: the compiled
    :class:`~mancala_core.search.compiled.solver.Solver`, or without numba (or for a game
    whose engine is not compiled, see :func:`readable`) the readable
    :class:`~mancala_core.search.engine.pure.PureSolver` (no endgame database, one thread)."""
    if not readable(rules):
        from ..compiled.solver import Solver

        return Solver(rules, table_bits=table_bits, endgame=endgame, threads=threads)
    from ..engine.pure import PureSolver

    return PureSolver(rules)


def solve(pos: Position, *, max_nodes: int | None = None, max_seconds: float | None = None,
          endgame: EndgameDB | bool = True, table_bits: int | None = None,
          threads: int | None = None, moves: str = "all") -> Solution:
    """Solve ``pos`` exactly, or within a budget: see :class:`Solution` and
    :func:`mancala_core.search.compiled.solver.solve` (the compiled search, its options).

    Without numba (:data:`~mancala_core.native.backend.COMPILED` False) the readable
    :class:`~mancala_core.search.engine.pure.PureSolver` answers: the same values, no
    endgame database (``endgame`` and ``table_bits`` are not used), one thread,
    some hundred times slower: a small board's position (Kalah with 3 or 4 pits,
    Oware with 3 or 4) in a blink, the start of Kalah(6,4) not in a lesson's time.
    It also solves the games whose engine is the readable one (:func:`readable`).
    """
    check_budget(max_nodes, max_seconds, pos)
    if not readable(pos.rules):
        from ..compiled.solver import solve as compiled

        return compiled(pos, max_nodes=max_nodes, max_seconds=max_seconds, endgame=endgame,
                        table_bits=table_bits, threads=threads, moves=moves)
    check_moves(moves, pos)
    from ..engine.pure import PureSolver

    return PureSolver(pos.rules).solve(pos, max_nodes=max_nodes, max_seconds=max_seconds,
                                       moves=moves)
