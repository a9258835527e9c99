"""The exact solver: :func:`solve` a position of Kalah or Oware.

    >>> import mancala_core as mc
    >>> from mancala_core.search import solve
    >>> sol = solve(mc.rules("kalah", pits=3, seeds=2).start())
    >>> sol.exact, sol.value, sol.moves
    (True, 4, {'1': -8, '2': 4, '3': 0})
    >>> sol.line[:3]
    ('2', '3', '1')

How it works: :class:`Solver` keeps a transposition table and runs MTD(f), a
series of null-window alpha-beta searches in the compiled kernel
(:mod:`~mancala_core.search.negamax`), for every legal move of the root, so
that :attr:`Solution.moves` holds the exact value of each. The principal
variation is then read back move by move, each step proved by one more
null-window search. A node or time budget stops the search; the solution then
holds the bounds proved so far and says ``exact=False``.

Kalah's pie rule (``swap``) is handled here, above the kernel: a North player
who may still swap gets the better of the position's value and its negation,
and South's first turn is valued accordingly. Oware's repetition rule is exact,
following the game's history (``pos.history``) and the search path; see
:mod:`~mancala_core.search.negamax`.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..errors import InvalidOptionError
from ..rules import Position, Rules
from . import kernel as K
from . import machine as M
from . import negamax as N
from .kalah.endgame import EndgameDB, default_endgame
from .kalah.search import KalahSearch
from .mtdf import mtdf

__all__ = ["MOVES", "Solution", "Solver", "solve"]

#: what :func:`solve` proves of the moves: every one's exact value, or the best ones'
MOVES = ("all", "best")


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
        }


class BudgetExceeded(Exception):
    """Raised inside the solver when the node or time budget runs out."""


class Solver:
    """An exact solver for one ruleset, with its transposition table.

    Keep one to solve many positions of the same rules: the table carries over
    (its entries are exact bounds, valid for any later search).
    """

    def __init__(self, rules: Rules, *, table_bits: int | None = None,
                 endgame: EndgameDB | None = None, threads: int = 1) -> None:
        if table_bits is None:
            table_bits = M.table_bits(seeds=rules.total_seeds)
        self.rules = rules
        #: how many root moves :meth:`solve` searches at once (Kalah; 1 in Oware,
        #: whose general negamax keeps its stack in this object)
        self.threads = max(1, int(threads)) if rules.name == "kalah" else 1
        self._lock = threading.Lock()
        self.rv = K.rules_vector(rules)
        self.n = rules.pits_per_player
        self.size = 2 * self.n + 2
        self.zob = N.zobrist_tables()
        self.table_bits = table_bits
        self._keys: Any = None
        self._vals: Any = None
        self.work = N.new_work(self.rv)
        self.st = np.zeros(5, dtype=np.int64)
        self.ft = np.zeros(1, dtype=np.float64)
        self.nodes = 0
        self.max_nodes: int | None = None
        self.deadline: float | None = None
        self.endgame = endgame
        if endgame is None:
            self._eg: tuple[Any, Any, Any, int] = (
                np.zeros((1, 1), dtype=np.int64), np.zeros(1, dtype=np.int8),
                np.zeros(1, dtype=np.int64), -1,
            )
        else:
            if not endgame.fits(rules):
                raise ValueError(f"the endgame database of {endgame.rules.label()!r} does not "
                                 f"fit {rules.label()!r}")
            self._eg = (endgame.t, endgame.flat, endgame.offsets, endgame.max_seeds)
        #: Kalah's exact searches run in :mod:`.kalah.search` (values over gains,
        #: one table entry for positions that differ only in their stores)
        self.kalah = (KalahSearch(rules, table_bits=table_bits, endgame=endgame)
                      if rules.name == "kalah" else None)

    def _negamax_table(self) -> tuple[Any, Any]:
        """The general negamax's table, made on first use (Kalah's exact searches
        have their own, in :attr:`kalah`)."""
        if self._keys is None:
            self._keys, self._vals = N.new_table(self.table_bits)
        return self._keys, self._vals

    @property
    def keys(self) -> Any:
        """The general negamax's table keys."""
        return self._negamax_table()[0]

    @property
    def vals(self) -> Any:
        """The general negamax's table values."""
        return self._negamax_table()[1]

    # -- budgets -----------------------------------------------------------------

    def set_budget(self, max_nodes: int | None, max_seconds: float | None) -> None:
        """Stop after about this many more nodes or seconds (``None``: no limit)."""
        # A budget beyond what a 64-bit counter holds is no budget.
        if max_nodes is not None and max_nodes >= 2**62:
            max_nodes = None
        self.max_nodes = None if max_nodes is None else self.nodes + max_nodes
        self.deadline = None if max_seconds is None else time.perf_counter() + max_seconds

    # -- one null-window or full-window search -----------------------------------

    def _root(self, pos: Position) -> tuple[np.uint64, int]:
        """Put ``pos`` at ply 0; return its history hash and the history's length."""
        w = self.work
        board = w["boards"][0, 0]
        board[: self.size] = pos.cells
        h0, h1 = N.board_hash(self.zob, board, self.size, pos.to_move)
        w["hashes"][0, 0, 0] = h0
        w["hashes"][0, 0, 1] = h1
        hh = np.uint64(0)
        count = len(pos.history)
        self._hist_boards = np.zeros((count, N.MAX_CELLS), dtype=np.int16)
        self._hist_hashes = np.zeros(count, dtype=np.uint64)
        for r, (cells, mover, _extra) in enumerate(pos.history):
            self._hist_boards[r, : self.size] = cells
            x0 = np.uint64(N.board_hash(self.zob, self._hist_boards[r], self.size, mover)[0])
            self._hist_hashes[r] = x0
            hh ^= np.uint64(N.mix(x0))
        return hh, count

    def search(self, pos: Position, alpha: int, beta: int, *, depth: int = N.EXACT,
               scale: int = 1) -> int:
        """The fail-soft value of ``pos`` for its mover in the window (alpha, beta).

        Raises :class:`BudgetExceeded` if the budget ran out.
        """
        if self.kalah is not None and depth == N.EXACT and scale == 1:
            return self._kalah_search(pos, alpha, beta)
        hh, _ = self._root(pos)
        st = self.st
        st[:] = 0
        st[N.S_MAX_NODES] = (
            np.iinfo(np.int64).max if self.max_nodes is None else self.max_nodes - self.nodes
        )
        st[N.S_NEXT_CHECK] = min(N.CHECK_EVERY, int(st[N.S_MAX_NODES]))
        self.ft[0] = 0.0 if self.deadline is None else self.deadline
        w = self.work
        value = N.search(
            self.rv, self.zob, self.keys, self.vals, w["boards"], w["codes"], w["hashes"],
            w["moves"], w["path"], w["scratch"], self._hist_boards, self._hist_hashes, st, self.ft,
            0, 0, pos.to_move, alpha, beta, depth, hh, 0, scale, *self._eg,
        )
        self.nodes += int(st[N.S_NODES])
        if st[N.S_ABORT]:
            reason = "the search is deeper than the kernel allows" if st[N.S_TOO_DEEP] else ""
            raise BudgetExceeded(reason)
        return int(value)

    def _kalah_search(self, pos: Position, alpha: int, beta: int) -> int:
        assert self.kalah is not None
        p = pos.to_move
        if pos.is_over():
            return _terminal(pos, p)
        diff = pos.store(p) - pos.store(1 - p)
        budget = None if self.max_nodes is None else max(self.max_nodes - self.nodes, 0)
        v, nodes = self.kalah.gain_counted(
            pos, alpha - diff, beta - diff, max_nodes=budget,
            deadline=0.0 if self.deadline is None else self.deadline)
        with self._lock:
            self.nodes += nodes
        if v is None:
            raise BudgetExceeded("")
        return diff + v

    # -- exact values ------------------------------------------------------------

    def safe_bounds(self, pos: Position) -> tuple[int, int]:
        """No player ends with less than their store or more than their store plus
        every seed in the pits."""
        if pos.is_over():
            v = _terminal(pos, pos.to_move)
            return v, v
        p = pos.to_move
        diff = pos.store(p) - pos.store(1 - p)
        left = pos.seeds_on_board()
        return diff - left, diff + left

    def _move_safe_bounds(self, pos: Position, child: Position) -> tuple[int, int]:
        """:meth:`safe_bounds` of ``child`` in the view of ``pos``'s mover."""
        lo, hi = self.safe_bounds(child)
        same = child.to_move == pos.to_move and not _swapped(pos, child)
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
            v = _terminal(pos, pos.to_move)
            return v, v
        if _swap_open(pos):
            return self._open_value(pos), self._open_value(pos)
        lo, hi = self.safe_bounds(pos)
        return self.refine(pos, lo, hi, guess)

    def _open_value(self, pos: Position) -> int:
        """The value while the pie rule is still open (South's first turn, or North
        about to choose between a move and ``swap``)."""
        if pos.to_move == 1:
            closed = _closed(pos)
            v = self.value(closed)
            return abs(v)
        best = -N.INF
        for move in pos.legal_moves():
            child = pos.play(move)
            best = max(best, self.move_value(pos, child))
        return best

    def move_value(self, pos: Position, child: Position, guess: int | None = None) -> int:
        """The exact value, for ``pos``'s mover, of the move that leads to ``child``."""
        v = self.value(child, None if guess is None else _flip(guess, pos, child))
        return v if child.to_move == pos.to_move and not _swapped(pos, child) else -v

    def child_achieves(self, pos: Position, child: Position, v: int) -> bool:
        """True if the move to ``child`` is worth at least ``v`` to ``pos``'s mover."""
        if child.is_over() or _swap_open(child) or _swapped(pos, child):
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
                    if not (child.to_move == pos.to_move and not _swapped(pos, child)):
                        value = -value
                    pos = child
                    break
            else:  # pragma: no cover - the value was proved, so some move keeps it
                raise AssertionError(f"no move keeps the value {value} in {pos.text()}")
        return tuple(out)

    def _table_move(self, pos: Position) -> int | None:
        if self.kalah is not None:
            return self.kalah.table_move(pos)
        board = np.zeros(N.MAX_CELLS, dtype=np.int16)
        board[: self.size] = pos.cells
        h0, h1 = (np.uint64(h) for h in N.board_hash(self.zob, board, self.size, pos.to_move))
        if self.rules.remembers_positions and pos.history:
            hh = np.uint64(0)
            for cells, mover, _ in pos.history:
                x = np.zeros(N.MAX_CELLS, dtype=np.int16)
                x[: self.size] = cells
                hh ^= np.uint64(N.mix(np.uint64(N.board_hash(self.zob, x, self.size, mover)[0])))
            h0 = h0 ^ np.uint64(N.mix(hh))
        e = N.tt_find(self.keys, h0, h1)
        if e < 0 or self.vals[e, N.T_MOVE] < 0:
            return None
        return int(self.vals[e, N.T_MOVE]) + 1

    # -- the whole answer ----------------------------------------------------------

    def solve(self, pos: Position, *, max_nodes: int | None = None,
              max_seconds: float | None = None, line: bool = True,
              moves: str = "all") -> Solution:
        """Solve ``pos``: its value, every move's value and a principal variation
        (``line=False``: none, ``()``; reading it is a search a ply).
        ``moves="best"``: the exact value of the best moves only, every other move
        proved worse (its bounds end one below the value)."""
        _check_moves(moves, pos)
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
            v = _terminal(pos, pos.to_move)
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
            same = child.to_move == pos.to_move and not _swapped(pos, child)
            g = max(best) if best else None
            try:
                if text == "swap" or _swap_open(child):
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
            v = _terminal(pos, pos.to_move)
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
            return _terminal(child, pos.to_move)
        p = pos.to_move
        return child.store(p) - child.store(1 - p)


def solve(pos: Position, *, max_nodes: int | None = None, max_seconds: float | None = None,
          endgame: EndgameDB | bool = True, table_bits: int | None = None,
          threads: int | None = None, moves: str = "all") -> Solution:
    """Solve ``pos`` exactly, or within a budget: see :class:`Solution`.

    The defaults are the fast path:

    - ``endgame``: in Kalah the search probes an endgame database of the same
      rules (:func:`~mancala_core.search.kalah.endgame.default_endgame`: loaded from
      the cache, or built on first use with a progress bar, its size chosen
      from the machine's free memory; with a budget, only the levels already
      cached are used); ``False`` searches without one; an
      :class:`~mancala_core.search.kalah.endgame.EndgameDB` is used as given.
    - ``table_bits``: the transposition table has ``2**bits`` entries, by
      default as many as an eighth of the free memory holds, up to ``2**25``
      (:func:`~mancala_core.search.machine.table_bits`; the table lives as long
      as the call).
    - ``threads``: Kalah's root moves are searched on this many threads at once
      (default: every core the process may use); Oware's search runs on one.

    - ``moves``: ``"all"`` (the default) proves every move's exact value;
      ``"best"`` proves the value and which moves reach it, and for every other
      move only that it is worse (``move_bounds`` ends one below the value):
      Kalah(6,4) with a fifth of the nodes, since proving exactly how much a bad
      move loses is most of the work.

    A node budget is shared by the threads, and each may overrun it by up to
    65,536 nodes; a budget stop gives proved bounds, never a guess.
    """
    _check_moves(moves, pos)
    if endgame is True:
        # with a budget, only a database already cached: building one would not
        # count against the budget
        budget = max_nodes is not None or max_seconds is not None
        db = default_endgame(pos.rules, pos.seeds_on_board(), build=not budget)
    elif isinstance(endgame, EndgameDB):
        db = endgame
    else:
        db = None
    if table_bits is None:
        table_bits = M.table_bits(seeds=pos.seeds_on_board(), most=M.SOLVE_TABLE_BITS)
    solver = Solver(pos.rules, table_bits=table_bits, endgame=db,
                    threads=M.cores() if threads is None else threads)
    return solver.solve(pos, max_nodes=max_nodes, max_seconds=max_seconds, moves=moves)


# -- helpers ---------------------------------------------------------------------------


def _check_moves(moves: object, pos: Position) -> None:
    if moves not in MOVES:
        raise InvalidOptionError(
            f"moves={moves!r}: give 'all' (every move's exact value) or 'best' (the best "
            f"moves' value, every other move proved worse), for {pos.text()!r}")


def _terminal(pos: Position, player: int) -> int:
    scores = pos.scores()
    return scores[player] - scores[1 - player]


def _swap_open(pos: Position) -> bool:
    rules = pos.rules
    return (rules.name == "kalah" and bool(rules.options["swap"]) and not pos.is_over()
            and pos.extra[0] == "open")


def _swapped(pos: Position, child: Position) -> bool:
    """True if the move from ``pos`` to ``child`` was the pie rule's swap (the side
    to move stays, but the person on it changes)."""
    return bool(pos.extra) and pos.extra[0] == "open" and child.extra[0] == "used"


def _closed(pos: Position) -> Position:
    """``pos`` with the pie rule no longer available."""
    return Position._make(pos.rules, pos.cells, pos.to_move, ("closed",))


def _flip(guess: int, pos: Position, child: Position) -> int:
    same = child.to_move == pos.to_move and not _swapped(pos, child)
    return guess if same else -guess
