"""Questions cheaper than exact values: which moves win, which keep at least a
draw, which reach at least ``v``.

A puzzle or a hint rarely needs every move's exact value: it needs to know
which moves win, or that only one move keeps a draw. Each such question is one
null-window search a move (is the move worth at least ``v``?) instead of the
several that :func:`~mancala_core.search.compiled.solver.solve` needs to pin a value
down, and a search far from a move's value is cheap. Values are those of
:func:`~mancala_core.search.compiled.solver.solve`: the mover's final score minus the
opponent's (seeds already stored included), so a move *wins* if it is worth at
least 1 and *keeps a draw* if it is worth at least 0.

    >>> import mancala_core as mc
    >>> from mancala_core.search import moves_reaching, winning_moves, moves_not_losing
    >>> pos = mc.rules("kalah", pits=3, seeds=2).start()
    >>> mc.solve(pos).moves
    {'1': -8, '2': 4, '3': 0}
    >>> winning_moves(pos)
    {'1': False, '2': True, '3': False}
    >>> moves_not_losing(pos)
    {'1': False, '2': True, '3': True}
    >>> moves_reaching(pos, -8)
    {'1': True, '2': True, '3': True}

Every answer is proved, for Kalah (all options, the pie rule included) and for
Oware (following the game's history: a repetition inside a line ends the game
as the rules say). With a budget (``max_nodes``, ``max_seconds``) a move whose
question was not settled in time is ``None``, "unknown", never a guess:

    >>> big = mc.rules("kalah", seeds=4, empty_capture=True).start()
    >>> moves_reaching(big, 10, max_nodes=2_000, endgame=False)["1"] is None
    True

The searches of one ruleset share one :class:`~mancala_core.search.compiled.solver.Solver`
and its transposition table, kept for the process (its entries are proved
bounds, valid for any later question), and, in Kalah, the automatic endgame
database (:func:`~mancala_core.games.kalah.endgame.default_endgame`; with a budget
only a database already cached is used). With a budget, the moves take turns
in rounds of growing node slices, so one hard move does not eat the budget of
the easy ones.

Without numba (:data:`~mancala_core.native.backend.COMPILED` False) the shared
solver is the readable :class:`~mancala_core.search.engine.pure.PureSolver`: the same
answers, no endgame database, far slower (Kalah with 4 pits and 3 seeds answers
in a second or so, the middle game of Kalah(6,4) may take minutes without a budget).
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

from ...rules import Position, Rules
from ..engine import engine_of
from ..engine.exact import BudgetExceeded, ExactSearch, Solution, check_budget
from ..engine.values import swapped
from .solving import solver_for

if TYPE_CHECKING:
    from ...native.database import EndgameDatabase as EndgameDB

__all__ = ["move_values", "moves_not_losing", "moves_reaching", "winning_moves"]

#: the first round's node slice for each unsettled move (doubled every round)
FIRST_SLICE = 20_000

_solvers: dict[tuple[Rules, int], tuple[ExactSearch, threading.Lock]] = {}
_solvers_lock = threading.Lock()


_databases: dict[tuple[Rules, int, bool], EndgameDB | None] = {}


def _database(pos: Position, endgame: EndgameDB | bool, budget: bool) -> EndgameDB | None:
    """The endgame database a question about ``pos`` probes: as in
    :func:`~mancala_core.search.compiled.solver.solve`, the automatic one remembered per rules
    and seeds for the process (choosing it reads the free memory)."""
    if endgame is not True:
        return None if isinstance(endgame, bool) else endgame
    engine = engine_of(pos.rules)
    if not engine.compiled:
        return None
    key = (pos.rules, pos.seeds_on_board(), not budget)
    if key not in _databases:
        _databases[key] = engine.endgame(pos.rules, key[1], build=key[2])
    return _databases[key]


def _shared(rules: Rules, db: EndgameDB | None) -> tuple[ExactSearch, threading.Lock]:
    key = (rules, id(db))
    with _solvers_lock:
        found = _solvers.get(key)
        if found is None:
            found = _solvers[key] = (solver_for(rules, endgame=db), threading.Lock())
        return found


def moves_reaching(pos: Position, value: int, *, max_nodes: int | None = None,
                   max_seconds: float | None = None,
                   endgame: EndgameDB | bool = True) -> dict[str, bool | None]:
    """For every legal move of ``pos`` (in the order of ``pos.legal_moves()``):
    ``True`` if it is worth at least ``value`` to the player to move under
    perfect play, ``False`` if it is worth less, ``None`` if a budget stopped
    the search before it was settled.

    ``max_nodes``, ``max_seconds``: the budget for the whole question (all
    moves); ``endgame``: as in :func:`~mancala_core.search.compiled.solver.solve`. A
    finished game has no moves (``{}``).
    """
    check_budget(max_nodes, max_seconds, pos)
    if pos.is_over():
        return {}
    budget = max_nodes is not None or max_seconds is not None
    solver, lock = _shared(pos.rules, _database(pos, endgame, budget))
    legal = pos.legal_moves()
    answers: dict[str, bool | None] = {m.text: None for m in legal}
    children = {m.text: pos.play(m) for m in legal}
    unsettled: list[str] = []
    for text, child in children.items():
        lo, hi = solver.safe_bounds(child)
        if not (child.to_move == pos.to_move and not swapped(pos, child)):
            lo, hi = -hi, -lo
        if lo >= value:
            answers[text] = True
        elif hi < value:
            answers[text] = False
        else:
            unsettled.append(text)
    deadline = None if max_seconds is None else time.perf_counter() + max_seconds
    spent = 0
    piece = FIRST_SLICE
    with lock:
        while unsettled:
            for text in list(unsettled):
                if max_nodes is not None and spent >= max_nodes:
                    return answers
                seconds = None
                if deadline is not None:
                    seconds = deadline - time.perf_counter()
                    if seconds <= 0:
                        return answers
                nodes = None
                if budget:
                    nodes = piece if max_nodes is None else min(piece, max_nodes - spent)
                solver.set_budget(nodes, seconds)
                before = solver.nodes
                try:
                    answers[text] = solver.child_achieves(pos, children[text], value)
                    unsettled.remove(text)
                except BudgetExceeded:
                    pass
                spent += solver.nodes - before
            piece *= 2
    return answers


def move_values(pos: Position, *, endgame: EndgameDB | bool = True) -> Solution:
    """Every legal move's exact value, as :func:`~mancala_core.search.compiled.solver.solve`
    gives it, from the process's shared solver of the questions above (one thread, one
    table kept for the process: no table is made for the question, and what earlier
    questions proved is reused), without the principal variation (``line`` is ``()``).
    Made for many questions in a row, as a puzzle's proof
    asks them; the values are exact, so they do not depend on what was asked before.

        >>> import mancala_core as mc
        >>> move_values(mc.rules("kalah", pits=3, seeds=2).start()).moves
        {'1': -8, '2': 4, '3': 0}
    """
    solver, lock = _shared(pos.rules, _database(pos, endgame, False))
    with lock:
        return solver.solve(pos, line=False)


def winning_moves(pos: Position, *, max_nodes: int | None = None,
                  max_seconds: float | None = None,
                  endgame: EndgameDB | bool = True) -> dict[str, bool | None]:
    """Which moves win (are worth at least 1): :func:`moves_reaching` ``(pos, 1)``."""
    return moves_reaching(pos, 1, max_nodes=max_nodes, max_seconds=max_seconds,
                          endgame=endgame)


def moves_not_losing(pos: Position, *, max_nodes: int | None = None,
                     max_seconds: float | None = None,
                     endgame: EndgameDB | bool = True) -> dict[str, bool | None]:
    """Which moves keep at least a draw (are worth at least 0):
    :func:`moves_reaching` ``(pos, 0)``."""
    return moves_reaching(pos, 0, max_nodes=max_nodes, max_seconds=max_seconds,
                          endgame=endgame)
