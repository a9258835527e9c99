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
(:mod:`~mancala_core.search.compiled.negamax`), for every legal move of the root, so
that :attr:`Solution.moves` holds the exact value of each. The principal
variation is then read back move by move, each step proved by one more
null-window search. A node or time budget stops the search; the solution then
holds the bounds proved so far and says ``exact=False``.

Kalah's pie rule (``swap``) is handled here, above the kernel: a North player
who may still swap gets the better of the position's value and its negation,
and South's first turn is valued accordingly. Oware's repetition rule is exact,
following the game's history (``pos.history``) and the search path; see
:mod:`~mancala_core.search.compiled.negamax`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from ...native import machine as M
from ...native.database import EndgameDatabase
from ...rules import Position, Rules
from ..engine import engine_of
from ..engine.exact import (
    MOVES,
    BudgetExceeded,
    ExactSearch,
    Solution,
    check_moves,
)
from ..engine.values import margin
from . import kernel as K
from . import negamax as N

if TYPE_CHECKING:
    from ..engine import GameSearch

__all__ = ["MOVES", "BudgetExceeded", "Solution", "Solver", "solve"]


class Solver(ExactSearch):
    """An exact solver for one ruleset, with its transposition table (the compiled
    search under the front of :class:`~mancala_core.search.engine.exact.ExactSearch`).

    Keep one to solve many positions of the same rules: the table carries over
    (its entries are exact bounds, valid for any later search).
    """

    def __init__(self, rules: Rules, *, table_bits: int | None = None,
                 endgame: EndgameDatabase | None = None, threads: int = 1) -> None:
        if table_bits is None:
            table_bits = M.table_bits(seeds=rules.total_seeds)
        super().__init__(rules)
        kernel = K.kernel_of(rules)  # refuses a game without a compiled kernel
        self.rv = kernel.rules_vector(rules)
        #: the compiled negamax for this game (:func:`~.negamax.searcher`)
        self._search = N.searcher(kernel)
        #: how many root moves :meth:`solve` searches at once (Kalah; 1 in Oware,
        #: whose general negamax keeps its stack in this object)
        engine = engine_of(rules)
        self.threads = max(1, int(threads)) if engine.threaded else 1
        self.n = rules.pits_per_player
        self.size = 2 * self.n + 2
        self.zob = N.zobrist_tables()
        self.table_bits = table_bits
        self._keys: Any = None
        self._vals: Any = None
        self.work = N.new_work(self.rv)
        self.st = np.zeros(5, dtype=np.int64)
        self.ft = np.zeros(1, dtype=np.float64)
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
        #: the game's own exact search, if its engine has one (Kalah's
        #: :mod:`~mancala_core.games.kalah.search`: values over gains, one table entry
        #: for positions that differ only in their stores)
        self.own_search: GameSearch | None = engine.exact_search(
            rules, table_bits=table_bits, endgame=endgame)

    def _negamax_table(self) -> tuple[Any, Any]:
        """The general negamax's table, made on first use (a game's own exact search
        has its own, in :attr:`own_search`)."""
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
        if self.own_search is not None and depth == N.EXACT and scale == 1:
            return self._own_search(pos, alpha, beta)
        hh, _ = self._root(pos)
        st = self.st
        st[:] = 0
        st[N.S_MAX_NODES] = (
            np.iinfo(np.int64).max if self.max_nodes is None else self.max_nodes - self.nodes
        )
        st[N.S_NEXT_CHECK] = min(N.CHECK_EVERY, int(st[N.S_MAX_NODES]))
        self.ft[0] = 0.0 if self.deadline is None else self.deadline
        w = self.work
        value = self._search(
            self.rv, self.zob, self.keys, self.vals, w["boards"], w["codes"], w["hashes"],
            w["moves"], w["path"], w["scratch"], self._hist_boards, self._hist_hashes, st, self.ft,
            0, 0, pos.to_move, alpha, beta, depth, hh, 0, scale, *self._eg,
        )
        self.nodes += int(st[N.S_NODES])
        if st[N.S_ABORT]:
            reason = "the search is deeper than the kernel allows" if st[N.S_TOO_DEEP] else ""
            raise BudgetExceeded(reason)
        return int(value)

    def _own_search(self, pos: Position, alpha: int, beta: int) -> int:
        assert self.own_search is not None
        p = pos.to_move
        if pos.is_over():
            return margin(pos, p)
        diff = pos.store(p) - pos.store(1 - p)
        budget = None if self.max_nodes is None else max(self.max_nodes - self.nodes, 0)
        v, nodes = self.own_search.gain_counted(
            pos, alpha - diff, beta - diff, max_nodes=budget,
            deadline=0.0 if self.deadline is None else self.deadline)
        with self._lock:
            self.nodes += nodes
        if v is None:
            raise BudgetExceeded("")
        return diff + v

    def _table_move(self, pos: Position) -> int | None:
        if self.own_search is not None:
            return self.own_search.table_move(pos)
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

def solve(pos: Position, *, max_nodes: int | None = None, max_seconds: float | None = None,
          endgame: EndgameDatabase | bool = True, table_bits: int | None = None,
          threads: int | None = None, moves: str = "all") -> Solution:
    """Solve ``pos`` exactly, or within a budget: see :class:`Solution`.

    The defaults are the fast path:

    - ``endgame``: in Kalah the search probes an endgame database of the same
      rules (:func:`~mancala_core.games.kalah.endgame.default_endgame`: loaded from
      the cache, or built on first use with a progress bar, its size chosen
      from the machine's free memory; with a budget, only the levels already
      cached are used); ``False`` searches without one; an
      :class:`~mancala_core.games.kalah.endgame.EndgameDB` is used as given.
    - ``table_bits``: the transposition table has ``2**bits`` entries, by
      default as many as an eighth of the free memory holds, up to ``2**25``
      (:func:`~mancala_core.native.machine.table_bits`; the table lives as long
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
    check_moves(moves, pos)
    if endgame is True:
        # with a budget, only a database already cached: building one would not
        # count against the budget
        budget = max_nodes is not None or max_seconds is not None
        db = engine_of(pos.rules).endgame(pos.rules, pos.seeds_on_board(), build=not budget)
    elif not isinstance(endgame, bool):
        db = endgame
    else:
        db = None
    if table_bits is None:
        table_bits = M.table_bits(seeds=pos.seeds_on_board(), most=M.SOLVE_TABLE_BITS)
    solver = Solver(pos.rules, table_bits=table_bits, endgame=db,
                    threads=M.cores() if threads is None else threads)
    return solver.solve(pos, max_nodes=max_nodes, max_seconds=max_seconds, moves=moves)
