"""The exact solver over the readable rules: without numba, and for games without a compiled engine.

A JupyterLite site of the course runs in Pyodide, where neither numba nor numpy
exists. There :data:`~mancala_core.native.backend.COMPILED` is False and every exact
question (:func:`~mancala_core.search.solve`, :func:`~mancala_core.search.winning_moves`
and the other questions, the hints' and explanations' proofs) is answered by
:class:`PureSolver`: the same front as the compiled
:class:`~mancala_core.search.compiled.solver.Solver` (MTD(f), every move's value, the
principal variation, the pie rule, node and time budgets:
:class:`~mancala_core.search.engine.exact.ExactSearch`) over a plain-Python negamax that
plays the moves with ``pos.play``. The values are the same; only the speed differs
(some 30,000 positions a second on CPython, two or three times fewer in a browser).
It is also the exact search of every two-player game scored by seeds that has no
compiled engine (the :class:`~mancala_core.search.engine.ReadableEngine`;
:func:`mancala_core.search.questions.solving.readable`),
such as a game registered by a learner.

    >>> import mancala_core as mc
    >>> PureSolver(mc.rules("kalah", pits=3, seeds=2)).solve(
    ...     mc.rules("kalah", pits=3, seeds=2).start()).moves
    {'1': -8, '2': 4, '3': 0}
    >>> move_scores(mc.rules("kalah").start(), 2)["3"]     # quarter seeds: 1 stored, 1 more
    5

**The search** is fail-soft negamax with alpha-beta, as the compiled one
(:mod:`~mancala_core.search.compiled.negamax`): the sign of a value flips only when the side
to move changes; every node first checks the *safe bounds* (no player ends with less
than their store nor more than their store plus every seed in the pits); a
transposition dict holds a lower and an upper bound, the depth and the best move of
each position searched; moves are tried in order (the table's move, finished games,
extra moves, captures). Oware's repetition rule is the rules' own: a position keeps
its history (``pos.history``, since the last capture) and the rules end the game on
a repetition; the table key holds that history as a set, so an entry is only reused
under the same history, and every value stays exact. An entry is stored only once
its search is finished, so a budget stop leaves the table valid.

With ``depth`` the search stops that many plies down and values a position by
:func:`evaluate`, as the compiled players' search does: :func:`move_scores` gives
every move's value that way (the readable twin of
:func:`mancala_core.search.questions.players.move_scores`).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from ...errors import UnknownRulesError
from ...rules import Move, Position, Rules
from .exact import EXACT, INF, BudgetExceeded, ExactSearch
from .values import closed, same_mover, swap_open

__all__ = ["PureSolver", "evaluate", "move_scores"]

#: the deadline is read once every this many positions
CHECK_EVERY = 256
#: depth, lower bound, upper bound, best move's text
Entry = tuple[int, int, int, "str | None"]


def evaluate(pos: Position, scale: int) -> int:
    """The heuristic value of ``pos`` for its mover: ``scale`` times the store
    difference plus a little (less than a seed) for having more seeds on one's own
    side, as :func:`mancala_core.search.compiled.negamax.evaluate`."""
    p = pos.to_move
    extra = sum(pos.pits(p)) - sum(pos.pits(1 - p))
    extra = max(1 - scale, min(scale - 1, extra))
    return scale * (pos.store(p) - pos.store(1 - p)) + extra


class PureSolver(ExactSearch):
    """An exact solver for one ruleset of a two-player game scored by seeds (Kalah,
    Oware, or any registered one) over the readable rules, with
    its transposition dict (kept between questions: its exact entries stay valid).

    ``table_bits``, ``endgame`` and ``threads`` are those of
    :class:`~mancala_core.search.compiled.solver.Solver`, accepted and not used: no endgame
    database, one thread.
    """

    def __init__(self, rules: Rules, *, table_bits: int | None = None,
                 endgame: object | None = None, threads: int = 1) -> None:
        if rules.players != 2 or rules.ranked_by_places:
            raise UnknownRulesError(f"the exact search plays two-player games scored by "
                                    f"seeds, not {rules.label()!r}")
        super().__init__(rules)
        self.remembers = rules.remembers_positions
        n = rules.pits_per_player
        #: the cells of the two stores (``Position.cells``: South's pits and store,
        #: then North's)
        self._stores = (n, 2 * n + 1)
        #: Kalah: the rest of a game does not depend on the stores, so the table holds
        #: the mover's *gain* from a position of the pits, and positions that differ
        #: only in their stores share an entry
        self._gains = rules.play_ignores_stores
        #: key -> exact entries (searched to the end)
        self.table: dict[object, Entry] = {}
        #: key -> depth-limited entries (a heuristic search's, kept apart)
        self.shallow: dict[object, Entry] = {}
        self._check = 0

    def _key(self, pos: Position) -> object:
        if self._gains:
            s0, s1 = self._stores
            c = pos.cells
            return (c[:s0] + c[s0 + 1:s1], pos.to_move, pos.extra)
        if self.remembers and pos.history:
            return (pos, frozenset(pos.history))
        return pos

    def _count(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise BudgetExceeded("")
        if self.deadline is not None:
            self._check += 1
            if self._check >= CHECK_EVERY:
                self._check = 0
                if time.perf_counter() > self.deadline:
                    raise BudgetExceeded("")

    def search(self, pos: Position, alpha: int, beta: int, *, depth: int = EXACT,
               scale: int = 1) -> int:
        """The fail-soft value of ``pos`` for its mover in the window (alpha, beta),
        ``scale`` times the final score difference; ``depth``: :data:`EXACT` or the
        plies before :func:`evaluate`. Raises :class:`BudgetExceeded` if the budget
        ran out (what was proved before stays in the table)."""
        if pos.is_over():
            scores = pos.scores()
            return scale * (scores[pos.to_move] - scores[1 - pos.to_move])
        table = self.table if depth == EXACT else self.shallow
        return self._value(pos, alpha, beta, depth, scale, table)

    def _value(self, pos: Position, alpha: int, beta: int, depth: int, scale: int,
               table: dict[object, Entry]) -> int:
        self._count()
        p = pos.to_move
        c = pos.cells
        s0, s1 = self._stores
        mine, theirs = (c[s0], c[s1]) if p == 0 else (c[s1], c[s0])
        left = sum(c) - mine - theirs
        base = scale * (mine - theirs)
        lo, hi = base - scale * left, base + scale * left
        if hi <= alpha:
            return hi
        if lo >= beta:
            return lo
        key = self._key(pos)
        shift = base if self._gains else 0  # Kalah's entries hold gains
        entry = table.get(key)
        first = None
        if entry is not None:
            e_depth, e_lo, e_hi, first = entry
            if e_depth >= depth:
                e_lo += shift
                e_hi += shift
                if e_lo >= beta or e_lo == e_hi:
                    return e_lo
                if e_hi <= alpha:
                    return e_hi
                lo, hi = max(lo, e_lo), min(hi, e_hi)
        if depth == 0:
            return max(lo, min(hi, evaluate(pos, scale)))
        child_depth = depth if depth == EXACT else depth - 1
        best = -INF * scale
        best_move: str | None = None
        a = alpha
        for move, child in self._children(pos, first):
            if child.is_over():
                scores = child.scores()
                v = scale * (scores[p] - scores[1 - p])
            elif same_mover(pos, child):
                v = self._value(child, a, beta, child_depth, scale, table)
            else:
                v = -self._value(child, -beta, -a, child_depth, scale, table)
            if v > best:
                best, best_move = v, move.text
                if v > a:
                    a = v
                    if a >= beta:
                        break
        # fail-soft bounds: below the window an upper bound, above it a lower one
        new_lo, new_hi = lo, hi
        if best <= alpha:
            new_hi = min(hi, best)
        elif best >= beta:
            new_lo = max(lo, best)
        else:
            new_lo = new_hi = best
        if new_lo <= new_hi:
            table[key] = (depth, new_lo - shift, new_hi - shift, best_move)
        return best

    def _children(self, pos: Position, first: str | None) -> Iterator[tuple[Move, Position]]:
        """The children, likeliest best first: the table's move (played before the
        others are made: it often ends the search here), then finished games, extra
        moves, and by the seeds the move puts in the mover's store."""
        legal = pos.legal_moves()
        if first is not None:
            for m in legal:
                if m.text == first:
                    yield m, pos.play(m)
                    break
        p = pos.to_move
        before = pos.store(p)

        def promise(item: tuple[Move, Position]) -> tuple[int, int, int]:
            move, child = item
            if child.is_over():
                return (2, 0, 0)
            return (1 if same_mover(pos, child) else 0, child.store(p) - before, move.pit or 0)

        children = [(m, pos.play(m)) for m in legal if m.text != first]
        children.sort(key=promise, reverse=True)
        yield from children

    def _table_move(self, pos: Position) -> int | None:
        entry = self.table.get(self._key(pos))
        if entry is None or entry[3] is None:
            return None
        return pos.move(entry[3]).pit


def move_scores(pos: Position, depth: int, *, scale: int = 4,
                max_nodes: int | None = None) -> dict[str, int]:
    """Every legal move's value after a search ``depth`` moves deep, in ``1/scale``
    seeds (quarter seeds by default), for the player to move: the readable twin of
    :func:`mancala_core.search.questions.players.move_scores` (the same evaluation; the values
    may differ a little where the compiled table reuses a deeper result). Raises
    :class:`~mancala_core.search.engine.exact.BudgetExceeded` if ``max_nodes`` run out."""
    solver = PureSolver(pos.rules)
    solver.set_budget(max_nodes, None)
    p = pos.to_move
    out: dict[str, int] = {}
    for move in pos.legal_moves():
        if move.text == "swap":
            out[move.text] = -solver.search(closed(pos), -INF, INF, depth=depth, scale=scale)
            continue
        child = pos.play(move)
        if swap_open(child):
            child = closed(child)
        if child.is_over():
            scores = child.scores()
            out[move.text] = scale * (scores[p] - scores[1 - p])
            continue
        v = solver.search(child, -INF * scale, INF * scale, depth=max(depth - 1, 0),
                          scale=scale)
        out[move.text] = v if child.to_move == p else -v
    return out
