"""The exact solver's front, the same over either search: :class:`ExactSearch`
(values by MTD(f), every move's value, the principal variation, the pie rule, the
budgets) and what it answers (:class:`Solution`).

A subclass gives the null-window or full-window search itself
(:meth:`ExactSearch.search`) and the best move its table remembers
(:meth:`ExactSearch._table_move`): the compiled one,
:class:`~mancala_core.search.compiled.solver.Solver`, or the readable one,
:class:`~mancala_core.search.engine.pure.PureSolver` (when numba is missing). This module
needs neither numba nor numpy. :func:`~mancala_core.search.questions.solving.solve` is the
public call: it solves with whichever search
:data:`~mancala_core.native.backend.COMPILED` chooses.

    >>> import mancala_core as mc
    >>> from mancala_core.search.engine.pure import PureSolver
    >>> PureSolver(mc.rules("kalah", pits=3, seeds=1)).solve(
    ...     mc.rules("kalah", pits=3, seeds=1).start()).value
    0
"""

from __future__ import annotations

import numbers
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from ...errors import InvalidOptionError
from ...native.mtdf import mtdf
from ...rules import Position, Rules
from .values import closed, margin, swap_open, swapped

if TYPE_CHECKING:
    from ...native.database import EndgameDatabase as EndgameDB

__all__ = ["EXACT", "INF", "MOVES", "BudgetExceeded", "ExactSearch", "Solution"]

#: what :func:`solve` proves of the moves: every one's exact value, or the best ones'
MOVES = ("all", "best")
#: the depth of a search to the end of the game (the compiled negamax's ``EXACT``)
EXACT = 32767
#: beyond every value (the compiled negamax's ``INF``)
INF = 30000


@dataclass(frozen=True)
class Solution:
    """What :func:`solve` found.

    Values are the final score of the player to move minus the opponent's, seeds
    already stored included, under perfect play by both.
    """

    #: the exact value, or ``None`` if a budget stopped the search first
    value: int | None
    #: proved bounds of the value (equal to it when exact)
    lower: int
    upper: int
    #: the exact value of every legal move whose value was proved
    moves: dict[str, int]
    #: proved bounds for every legal move
    move_bounds: dict[str, tuple[int, int]]
    #: a principal variation, both sides' moves (empty unless exact)
    line: tuple[str, ...]
    nodes: int
    seconds: float
    exact: bool
    #: the position solved (its text)
    position: str = ""
    notes: tuple[str, ...] = field(default=())

    def best_moves(self) -> list[str]:
        """Every move with the best exact value."""
        if self.value is None:
            return []
        return [m for m, v in self.moves.items() if v == self.value]

    def as_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {
            "position": self.position,
            "value": self.value,
            "lower": self.lower,
            "upper": self.upper,
            "exact": self.exact,
            "moves": dict(self.moves),
            "move_bounds": {m: list(b) for m, b in self.move_bounds.items()},
            "line": list(self.line),
            "nodes": self.nodes,
            "seconds": round(self.seconds, 3),
            "notes": list(self.notes),
        }


class BudgetExceeded(Exception):
    """Raised inside the solver when the node or time budget runs out."""


class ExactSearch:
    """The exact solver's front for one ruleset: what
    :class:`~mancala_core.search.compiled.solver.Solver` (compiled) and
    :class:`~mancala_core.search.engine.pure.PureSolver` (readable) share. A subclass sets
    :attr:`rules`, :attr:`threads` and :attr:`endgame` and gives :meth:`search` and
    :meth:`_table_move`."""

    rules: Rules
    #: how many root moves :meth:`solve` searches at once
    threads: int
    endgame: EndgameDB | None

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.threads = 1
        self.endgame = None
        self._lock = threading.Lock()
        self.nodes = 0
        self.max_nodes: int | None = None
        self.deadline: float | None = None

    def search(self, pos: Position, alpha: int, beta: int, *, depth: int = EXACT,
               scale: int = 1) -> int:
        """The fail-soft value of ``pos`` for its mover in the window (alpha, beta).

        Raises :class:`BudgetExceeded` if the budget ran out.
        """
        raise NotImplementedError  # pragma: no cover

    def _table_move(self, pos: Position) -> int | None:
        """The pit of the best move the table remembers for ``pos``, if any."""
        raise NotImplementedError  # pragma: no cover

    # -- budgets -----------------------------------------------------------------

    def set_budget(self, max_nodes: int | None, max_seconds: float | None) -> None:
        """Stop after about this many more nodes or seconds (``None``: no limit)."""
        # A budget beyond what a 64-bit counter holds is no budget.
        if max_nodes is not None and max_nodes >= 2**62:
            max_nodes = None
        self.max_nodes = None if max_nodes is None else self.nodes + max_nodes
        self.deadline = None if max_seconds is None else time.perf_counter() + max_seconds

    # -- exact values ------------------------------------------------------------

    def safe_bounds(self, pos: Position) -> tuple[int, int]:
        """No player ends with less than their store or more than their store plus
        every seed in the pits."""
        if pos.is_over():
            v = margin(pos, pos.to_move)
            return v, v
        p = pos.to_move
        diff = pos.store(p) - pos.store(1 - p)
        left = pos.seeds_on_board()
        return diff - left, diff + left

    def _move_safe_bounds(self, pos: Position, child: Position) -> tuple[int, int]:
        """:meth:`safe_bounds` of ``child`` in the view of ``pos``'s mover."""
        lo, hi = self.safe_bounds(child)
        same = child.to_move == pos.to_move and not swapped(pos, child)
        return (lo, hi) if same else (-hi, -lo)

    def refine(self, pos: Position, lo: int, hi: int, guess: int | None = None) -> tuple[int, int]:
        """MTD(f): narrow the proved bounds ``lo <= value <= hi`` of ``pos`` (the
        mover's view, no pie rule) to the exact value. On a budget stop it raises
        :class:`BudgetExceeded` with the bounds proved so far in ``.args[1:]``."""
        s_lo, s_hi = self.safe_bounds(pos)
        lo, hi = max(lo, s_lo), min(hi, s_hi)
        proved = [lo, hi]
        try:
            return mtdf(lambda beta: self.search(pos, beta - 1, beta), lo, hi,
                        (lo + hi) // 2 if guess is None else guess, proved)
        except BudgetExceeded as stop:
            raise BudgetExceeded(str(stop), proved[0], proved[1]) from None

    def value(self, pos: Position, guess: int | None = None) -> int:
        """The exact value of ``pos`` for its mover (pie rule included)."""
        return self.value_bounds(pos, guess)[0]

    def value_bounds(self, pos: Position, guess: int | None = None) -> tuple[int, int]:
        """Exact value as ``(v, v)``; raises :class:`BudgetExceeded` (with bounds)."""
        if pos.is_over():
            v = margin(pos, pos.to_move)
            return v, v
        if swap_open(pos):
            return self._open_value(pos), self._open_value(pos)
        lo, hi = self.safe_bounds(pos)
        return self.refine(pos, lo, hi, guess)

    def _open_value(self, pos: Position) -> int:
        """The value while the pie rule is still open (South's first turn, or North
        about to choose between a move and ``swap``)."""
        if pos.to_move == 1:
            v = self.value(closed(pos))
            return abs(v)
        best = -INF
        for move in pos.legal_moves():
            child = pos.play(move)
            best = max(best, self.move_value(pos, child))
        return best

    def move_value(self, pos: Position, child: Position, guess: int | None = None) -> int:
        """The exact value, for ``pos``'s mover, of the move that leads to ``child``."""
        v = self.value(child, None if guess is None else _flip(guess, pos, child))
        return v if child.to_move == pos.to_move and not swapped(pos, child) else -v

    def child_achieves(self, pos: Position, child: Position, v: int) -> bool:
        """True if the move to ``child`` is worth at least ``v`` to ``pos``'s mover."""
        if child.is_over() or swap_open(child) or swapped(pos, child):
            return self.move_value(pos, child) >= v
        if child.to_move == pos.to_move:
            return self.search(child, v - 1, v) >= v
        return -self.search(child, -v, -v + 1) >= v

    def line(self, pos: Position, value: int, limit: int = 400) -> tuple[str, ...]:
        """A principal variation from ``pos`` whose exact value is ``value``."""
        out: list[str] = []
        while not pos.is_over() and len(out) < limit:
            moves = list(pos.legal_moves())
            hint = self._table_move(pos)
            moves.sort(key=lambda m: m.pit != hint)
            for move in moves:
                child = pos.play(move)
                if self.child_achieves(pos, child, value):
                    out.append(move.text)
                    if not (child.to_move == pos.to_move and not swapped(pos, child)):
                        value = -value
                    pos = child
                    break
            else:  # pragma: no cover - the value was proved, so some move keeps it
                raise AssertionError(f"no move keeps the value {value} in {pos.text()}")
        return tuple(out)

    # -- the whole answer ----------------------------------------------------------

    def solve(self, pos: Position, *, max_nodes: int | None = None,
              max_seconds: float | None = None, line: bool = True,
              moves: str = "all") -> Solution:
        """Solve ``pos``: its value, every move's value and a principal variation
        (``line=False``: none, ``()``; reading it is a search a ply).
        ``moves="best"``: the exact value of the best moves only, every other move
        proved worse (its bounds end one below the value)."""
        check_moves(moves, pos)
        check_budget(max_nodes, max_seconds, pos)
        if moves == "best":
            return self._solve_best(pos, max_nodes=max_nodes, max_seconds=max_seconds,
                                    line=line)
        start = time.perf_counter()
        nodes_before = self.nodes
        self.set_budget(max_nodes, max_seconds)
        values: dict[str, int] = {}
        bounds: dict[str, tuple[int, int]] = {}
        notes: list[str] = []
        if pos.is_over():
            v = margin(pos, pos.to_move)
            return Solution(v, v, v, {}, {}, (), 0, time.perf_counter() - start, True,
                            pos.text(), ("the game is over",))
        legal = list(pos.legal_moves())
        children = {m.text: pos.play(m) for m in legal}
        for text, child in children.items():
            if child.is_over():
                values[text] = self.move_value(pos, child)
                bounds[text] = (values[text], values[text])
            else:
                bounds[text] = self._move_safe_bounds(pos, child)
        # solve the most promising moves first: a quick shallow search orders them
        order = sorted((t for t in children if t not in values),
                       key=lambda t: -self._quick(pos, children[t]))
        best: list[int] = []  # the best exact value so far: the next move's first guess
        halt = threading.Event()  # a budget stopped one move: the others stop too

        def one(text: str) -> tuple[int, int] | None:
            """The move's exact value as ``(v, v)``, or proved bounds after a
            budget stop, in the root mover's view (``None``: not started)."""
            if halt.is_set():
                return None
            child = children[text]
            same = child.to_move == pos.to_move and not swapped(pos, child)
            g = max(best) if best else None
            try:
                if text == "swap" or swap_open(child):
                    v = self.move_value(pos, child)
                    return v, v
                lo, hi = self.value_bounds(child, None if g is None else (g if same else -g))
            except BudgetExceeded as stop:
                halt.set()
                if stop.args and stop.args[0]:
                    notes.append(str(stop.args[0]))
                if len(stop.args) == 3:
                    lo, hi = stop.args[1], stop.args[2]
                    return (lo, hi) if same else (-hi, -lo)
                return None
            v = lo if same else -lo
            best.append(v)
            return v, v

        if self.threads > 1 and len(order) > 1:
            # the root moves on threads: the compiled search releases the GIL, and
            # the threads share the table
            with ThreadPoolExecutor(min(self.threads, len(order))) as pool:
                results = list(pool.map(one, order))
        else:
            results = [one(text) for text in order]
        for text, result in zip(order, results, strict=True):
            if result is None:
                continue
            bounds[text] = result
            if result[0] == result[1]:
                values[text] = result[0]
        stopped = halt.is_set()
        lower = max(b[0] for b in bounds.values())
        upper = max(b[1] for b in bounds.values())
        exact = not stopped and lower == upper
        pv: tuple[str, ...] = ()
        if exact and line:
            try:
                pv = self.line(pos, lower)
            except BudgetExceeded:
                notes.append("the budget ran out while reading the principal variation")
        ordered = {m.text: values[m.text] for m in legal if m.text in values}
        return Solution(
            value=lower if exact else None,
            lower=lower,
            upper=upper,
            moves=ordered,
            move_bounds={m.text: bounds[m.text] for m in legal},
            line=pv,
            nodes=self.nodes - nodes_before,
            seconds=time.perf_counter() - start,
            exact=exact,
            position=pos.text(),
            notes=tuple(notes),
        )

    def _solve_best(self, pos: Position, *, max_nodes: int | None, max_seconds: float | None,
                    line: bool) -> Solution:
        """:meth:`solve` with ``moves="best"``: the root's value by MTD(f), then
        one null-window question a move (does it reach the value?)."""
        start = time.perf_counter()
        nodes_before = self.nodes
        self.set_budget(max_nodes, max_seconds)
        if pos.is_over():
            v = margin(pos, pos.to_move)
            return Solution(v, v, v, {}, {}, (), 0, time.perf_counter() - start, True,
                            pos.text(), ("the game is over",))
        legal = [m.text for m in pos.legal_moves()]
        children = {text: pos.play(text) for text in legal}
        bounds = {text: self._move_safe_bounds(pos, child) for text, child in children.items()}
        notes: list[str] = []
        exact_moves: dict[str, int] = {}
        try:
            lower, upper = self.value_bounds(pos)
        except BudgetExceeded as stop:
            if stop.args and stop.args[0]:
                notes.append(str(stop.args[0]))
            s_lo, s_hi = self.safe_bounds(pos)
            lower, upper = (stop.args[1], stop.args[2]) if len(stop.args) == 3 else (s_lo, s_hi)
            return Solution(None, lower, upper, {}, bounds, (), self.nodes - nodes_before,
                            time.perf_counter() - start, False, pos.text(), tuple(notes))
        value = lower
        pv: tuple[str, ...] = ()
        try:
            for text, child in children.items():
                if self.child_achieves(pos, child, value):
                    exact_moves[text] = value
                    bounds[text] = (value, value)
                else:
                    bounds[text] = (min(bounds[text][0], value - 1), value - 1)
            if line:
                pv = self.line(pos, value)
        except BudgetExceeded as stop:
            notes.append(str(stop.args[0]) if stop.args and stop.args[0] else
                         "the budget ran out before every move was compared with the value")
        return Solution(
            value=value, lower=value, upper=value, moves=exact_moves,
            move_bounds={text: bounds[text] for text in legal}, line=pv,
            nodes=self.nodes - nodes_before, seconds=time.perf_counter() - start, exact=True,
            position=pos.text(), notes=tuple(notes))

    def _quick(self, pos: Position, child: Position) -> int:
        """A cheap estimate of a move's value, only to order the root moves."""
        if child.is_over():
            return margin(child, pos.to_move)
        p = pos.to_move
        return child.store(p) - child.store(1 - p)




# -- helpers ---------------------------------------------------------------------------


def check_budget(max_nodes: object, max_seconds: object, pos: Position) -> None:
    """Refuse a budget that is not one: ``max_nodes`` must be ``None`` or a whole number,
    0 or more (not ``True``); ``max_seconds`` ``None`` or a number of seconds, 0 or more
    (not NaN, which every comparison fails, so that a search ran on for ever).

        >>> import mancala_core as mc
        >>> check_budget(None, float("nan"), mc.rules("kalah", pits=3, seeds=2).start())
        Traceback (most recent call last):
        ...
        mancala_core.errors.InvalidOptionError: max_seconds=nan: a budget must be a number \
of seconds, 0 or more, or None (no limit), for 'kalah[pits=3,seeds=2] 2.2.2:0/2.2.2:0 S'
    """
    if max_nodes is not None and (isinstance(max_nodes, bool) or not isinstance(
            max_nodes, numbers.Integral) or max_nodes < 0):
        raise InvalidOptionError(
            f"max_nodes={max_nodes!r}: a budget must be a whole number of nodes, 0 or more, "
            f"or None (no limit), for {pos.text()!r}")
    if max_seconds is not None and (isinstance(max_seconds, bool) or not isinstance(
            max_seconds, numbers.Real) or not float(max_seconds) >= 0):
        raise InvalidOptionError(
            f"max_seconds={max_seconds!r}: a budget must be a number of seconds, 0 or more, "
            f"or None (no limit), for {pos.text()!r}")


def check_moves(moves: object, pos: Position) -> None:
    if moves not in MOVES:
        raise InvalidOptionError(
            f"moves={moves!r}: give 'all' (every move's exact value) or 'best' (the best "
            f"moves' value, every other move proved worse), for {pos.text()!r}")


def _flip(guess: int, pos: Position, child: Position) -> int:
    same = child.to_move == pos.to_move and not swapped(pos, child)
    return guess if same else -guess
