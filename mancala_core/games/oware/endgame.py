# mypy: disable-error-code="no-any-return"
"""Oware endgames: exact values with the repetition rule, and their database.

**Why Oware is harder than Kalah.** A capture takes seeds off the board for
good, so no position before a capture can come back; but between captures
sowing goes round and round, and the game ends at the *first* repetition of a
whole position (pits, stores, player to move) since the last capture, each
player taking their own row. The value of a position therefore depends on the
set ``H`` of positions seen since the last capture. One might hope that only the
part of ``H`` in the same strongly connected component of the capture-free move
graph matters and that the components are small; they are not: on 6x4 with
``k`` seeds on the board, one component holds almost every position of the
level (82 % of the 7-seed nodes, 88 % of the 9-seed ones; ``level_sccs`` in
``benchmarks/bench_oware_endgame.py``, ``benchmarks/README.md``). Exact values
with a history are a game of "geography" on that component, so this module does
not tabulate them; it tabulates proved *bounds*, and :mod:`.search` solves exactly
with them.

**The database** (:class:`OwareEndgameDB`): for every level ``k`` (seeds on the
board), every store split and every board (the mover's row first; ranked like
:mod:`~mancala_core.games.kalah.endgame`), four ``int8`` values, all *relative*
(final margin of the mover minus the current store difference, so in
``[-k, k]``):

- ``loA <= V(pos, H) <= hiA`` for **every** history ``H``: the greatest fixed point
  of a retrograde iteration in which a capture-free move to ``w`` is worth
  either the repetition payoff at ``w`` (if ``w`` were in ``H``) or minus the
  value of ``w``, whichever is worse for the bound (``max`` for ``hiA``, ``min``
  for ``loA``). Captures lead to lower levels, whose values after a capture (empty
  history) are already known. Every iteration keeps the bounds sound, by
  induction from the trivial ``[-k, k]``.
- ``lo0 <= V(pos, {}) <= hi0``: the value with an empty history (right after a
  capture, or a set-up): one step of the recursion above with the children's
  ``[loA, hiA]``, then narrowed by the exact search below, with a node budget
  per position (``build_nodes``), and by every later search. Where ``lo0 == hi0``
  it is the exact value. On 6x4 the fixed point leaves about 90 % of the entries
  open: the bounds prune, they do not replace the search.

The store split enters only through the end at "more than half": with ``half``
half the seeds, ``d = half + 1 - (mover's store)`` is what the mover must still
capture to end the game, and ``d + d_opponent = k + 2``, so a level has at most
``k + 1`` splits.

**The exact search** (:func:`solve_value`) is a negamax over the level's
capture-free graph with the exact history (positions as ``(rank, player)``),
alpha-beta with the bounds above at every node for cut-offs: a node whose
bounds are equal, or outside the window, is not expanded. A capture leads to a
lower level with an empty history, looked up in ``lo0/hi0`` and solved by the
same search when these differ (and the result written back: the database is the
transposition table of the empty-history positions). It is exact because the
game it searches is the game of the rules (the history is tracked exactly),
and every cut-off uses a proved bound.

**Cache**: like the Kalah database, one file per level under
:func:`~mancala_core.native.machine.cache_dir` ``/endgame/<ruleset>/``, header,
BLAKE2 checksum, written to a temporary file and renamed, a corrupt file rebuilt,
a build resumed at the first missing level; ``memory_limit`` caps the values and
the build's scratch arrays (the database stops at the largest level that fits).

    >>> import mancala_core as mc
    >>> rules = mc.rules("oware", pits=3, seeds=2)
    >>> db = OwareEndgameDB(rules, 6, cache=None, progress=False)
    >>> pos = rules.position(pits=[[1, 0, 0], [1, 0, 0]], stores=[5, 5], to_move=0)
    >>> db.value(pos)
    0
    >>> db.value(pos.play("1").play("1"))     # a history now: still exact
    0
"""

from __future__ import annotations

import hashlib
import struct
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

from ...native.compositions import _next_composition, comb_table, rank
from ...native.database import LevelCache
from .move import legal_moves, play, slam_code
from .rules import Oware
from .search import (
    HI_ANY,
    HI_EMPTY,
    LO_ANY,
    LO_EMPTY,
    MAX_PLY,
    S_ABORT,
    S_MAX_NODES,
    S_NODES,
    _opp_can_move,
    _row_diff,
    _swap_into,
    new_work,
    probe,
    probe_bounds,
    refine_level,
)

if TYPE_CHECKING:
    from ...rules import Position, Rules

__all__ = [
    "OwareEndgameDB",
    "solve_oware_endgame",
    "solve_value",
]

MAGIC = b"MCOWDB01"
# magic, pits, level, dmin, nsplit, pad, rules tag, count, digest
_HEADER = struct.Struct("<8sIIIII16sQ32s")
DEFAULT_MEMORY = 2 << 30
#: ``term`` of a board whose mover can move
NOT_OVER = 1000
#: the node budget per position when the database is built
BUILD_NODES = 20_000

# -- one level's moves -------------------------------------------------------------------


@njit(cache=True)
def build_edges(n: int, slam: int, t: Any, k: int, cap: Any, tgt: Any, rd: Any,
                over: Any, term: Any) -> None:
    """Every move of every board of level ``k`` (mover first, in rank order).

    For board ``r`` and pit ``i``: ``cap[r, i]`` the seeds captured (-1: not legal);
    ``tgt[r, i]`` the child's rank (opponent first) in level ``k - cap``;
    ``rd[r, i]`` the mover's row minus the opponent's after the move;
    ``over[r, i]`` true if the opponent cannot move then. ``term[r]``: the mover's row
    minus the opponent's if the mover has no legal move (the game is over), else
    :data:`NOT_OVER`.
    """
    m = 2 * n
    c = np.zeros(m, dtype=np.int64)
    c[m - 1] = k
    b = np.zeros(m, dtype=np.int64)
    child = np.zeros(m, dtype=np.int64)
    moves = np.zeros(n, dtype=np.int64)
    size = t[m, k]
    for r in range(size):
        for i in range(n):
            cap[r, i] = -1
        count = legal_moves(n, slam, c, moves)
        term[r] = NOT_OVER if count else _row_diff(n, c)
        for x in range(count):
            i = moves[x]
            for j in range(m):
                b[j] = c[j]
            got = play(n, slam, b, i)
            _swap_into(n, b, child)
            cap[r, i] = got
            tgt[r, i] = rank(t, child, m, k - got)
            rd[r, i] = _row_diff(n, b)
            over[r, i] = not _opp_can_move(n, b)
        _next_composition(c, m)


@njit(cache=True)
def _exit_bounds(vals: Any, off: Any, dmin: Any, t: Any, m: int, k: int, d: int, got: int,
                 target: int, diff: int, over: bool) -> tuple[int, int]:
    """The bounds of a move that captures ``got`` (or ends the game), for the mover."""
    if over or got >= d or got == k:
        v = got + diff
        return v, v
    k2 = k - got
    d2 = k + 2 - d
    idx = off[k2] + (d2 - dmin[k2]) * t[m, k2] + target
    return got - np.int64(vals[idx, HI_EMPTY]), got - np.int64(vals[idx, LO_EMPTY])


@njit(cache=True)
def _step_bounds(n: int, t: Any, vals: Any, off: Any, dmin: Any, k: int, s: int, r: int,
                 cap: Any, tgt: Any, rd: Any, over: Any, any_history: bool) -> tuple[int, int]:
    """One step of the retrograde rule for board ``r`` of store split ``s`` of level
    ``k``: bounds of its value from its children's ``loA, hiA`` (captures and ends:
    :func:`_exit_bounds`). With ``any_history`` a capture-free move may also be a
    repetition (its payoff ``rd``), whichever is worse for the bound; without, the
    history is empty and no child repeats."""
    m = 2 * n
    size = t[m, k]
    d = dmin[k] + s
    obase = off[k] + ((k + 2 - d) - dmin[k]) * size
    hi = -1000
    lo = -1000
    for i in range(n):
        got = cap[r, i]
        if got < 0:
            continue
        if got > 0 or over[r, i]:
            elo, ehi = _exit_bounds(vals, off, dmin, t, m, k, d, got, tgt[r, i], rd[r, i],
                                    over[r, i])
        else:
            w = obase + tgt[r, i]
            ehi = -np.int64(vals[w, LO_ANY])
            elo = -np.int64(vals[w, HI_ANY])
            if any_history:
                rep = np.int64(rd[r, i])
                ehi = max(rep, ehi)
                elo = min(rep, elo)
        hi = max(hi, ehi)
        lo = max(lo, elo)
    return lo, hi


@njit(cache=True)
def fixed_point(n: int, t: Any, vals: Any, off: Any, dmin: Any, nsplit: Any, k: int,
                cap: Any, tgt: Any, rd: Any, over: Any, term: Any) -> int:
    """Compute ``loA, hiA`` and then the first ``lo0, hi0`` of level ``k`` (lower
    levels done). Returns the number of sweeps."""
    m = 2 * n
    size = t[m, k]
    base = off[k]
    ns = nsplit[k]
    for s in range(ns):
        for r in range(size):
            idx = base + s * size + r
            if term[r] != NOT_OVER:  # the mover cannot move: each takes their own row
                vals[idx, LO_ANY] = term[r]
                vals[idx, HI_ANY] = term[r]
                vals[idx, LO_EMPTY] = term[r]
                vals[idx, HI_EMPTY] = term[r]
            else:
                vals[idx, LO_ANY] = -k
                vals[idx, HI_ANY] = k
    sweeps = 0
    changed = True
    while changed:
        changed = False
        sweeps += 1
        for s in range(ns):
            for r in range(size):
                if term[r] != NOT_OVER:
                    continue
                idx = base + s * size + r
                lo, hi = _step_bounds(n, t, vals, off, dmin, k, s, r, cap, tgt, rd, over, True)
                if hi < vals[idx, HI_ANY]:
                    vals[idx, HI_ANY] = hi
                    changed = True
                if lo > vals[idx, LO_ANY]:
                    vals[idx, LO_ANY] = lo
                    changed = True
    # the empty history: no child can be a repetition
    for s in range(ns):
        for r in range(size):
            if term[r] != NOT_OVER:
                continue
            idx = base + s * size + r
            lo, hi = _step_bounds(n, t, vals, off, dmin, k, s, r, cap, tgt, rd, over, False)
            vals[idx, HI_EMPTY] = hi
            vals[idx, LO_EMPTY] = lo
    return sweeps


# -- the database ----------------------------------------------------------------------


def _rules_tag(n: int, grand_slam: str) -> bytes:
    return hashlib.blake2b(f"oware/{n}/{grand_slam}/v1".encode(), digest_size=16).digest()


class OwareEndgameDB(LevelCache):
    """Proved bounds of every Oware position with at most ``max_seeds`` seeds on the
    board, and the exact search that uses them (:meth:`value`).

    One database serves every ``seeds`` option of a ``pits`` and ``grand_slam``
    (values are relative to the stores; the split enters as what each player must
    still capture). ``cache``: a folder (default
    :func:`~mancala_core.native.machine.cache_dir`), or ``None`` for none.
    ``memory_limit``: bytes for the values and the build's scratch arrays;
    ``max_seeds`` is lowered to fit. ``build_nodes``: the search budget per
    position while building (0: bounds only). The cache: see
    :class:`~mancala_core.native.database.LevelCache` (a cache that cannot be
    written gives a warning, and the database lives in memory).
    """

    MAGIC = MAGIC
    HEADER = _HEADER
    title = "Oware"

    def __init__(self, rules: Rules, max_seeds: int, *, cache: Path | str | bool | None = True,
                 memory_limit: int = DEFAULT_MEMORY, progress: bool = True,
                 build_nodes: int = BUILD_NODES) -> None:
        if not isinstance(rules, Oware):
            raise ValueError(f"this database is for oware, not {rules.name!r}")
        self.rules = rules
        self.n = int(rules.options["pits"])
        self.m = 2 * self.n
        self.grand_slam = str(rules.options["grand_slam"])
        self.slam = slam_code(rules)
        self.progress = progress
        self.build_nodes = int(build_nodes)
        self.memory_limit = memory_limit
        k = max(0, min(int(max_seeds), 60))
        while k > 0 and self.memory_needed(k) > memory_limit:
            k -= 1
        self.max_seeds = k
        self._cache_folder(cache, f"oware-p{self.n}-{self.grand_slam}")
        self.t = comb_table(self.m, max(k, 1))
        self.dmin = np.ones(k + 1, dtype=np.int64)
        self.nsplit = np.arange(1, k + 2, dtype=np.int64)
        self.offsets = np.zeros(k + 2, dtype=np.int64)
        for level in range(k + 1):
            self.offsets[level + 1] = self.offsets[level] + (level + 1) * self.t[self.m, level]
        self.vals = np.zeros((int(self.offsets[k + 1]), 4), dtype=np.int8)
        self.work = new_work(self.n)
        #: nodes of the last :meth:`value` search
        self.last_nodes = 0
        #: what happened to each level: "loaded", "built" or "rebuilt"
        self.log: dict[int, str] = {}
        #: per level built here: sweeps of the fixed point, entries left open, seconds
        self.stats: dict[int, dict[str, float]] = {}
        self._build()

    def memory_needed(self, k: int) -> int:
        """Bytes for levels ``0..k``: four values per entry, plus the scratch arrays of
        building level ``k`` (7 bytes a move)."""
        t = comb_table(self.m, k)
        entries = sum((level + 1) * int(t[self.m, level]) for level in range(k + 1))
        return 4 * entries + int(t[self.m, k]) * (7 * self.n + 2)

    def size_bytes(self) -> int:
        """Bytes the values take."""
        return int(self.vals.nbytes)

    def arrays(self) -> tuple[int, int, Any, Any, Any, Any]:
        """``(n, slam, t, vals, offsets, dmin)``: what :func:`probe` and
        :func:`probe_bounds` take."""
        return self.n, self.slam, self.t, self.vals, self.offsets, self.dmin

    # -- files -----------------------------------------------------------------------

    def _span(self, level: int) -> tuple[int, int]:
        return int(self.offsets[level]), int(self.offsets[level + 1])

    def _load(self, level: int) -> str:
        """Read ``level`` from the cache into place; "loaded", "missing" or "corrupt"."""
        read = self._read_level(level)
        if isinstance(read, str):
            return read
        (pits, lev, dmin, nsplit, _, tag, count), payload = read
        lo, hi = self._span(level)
        if (pits != self.n or lev != level or dmin != 1 or nsplit != level + 1
                or tag != _rules_tag(self.n, self.grand_slam)
                or count != hi - lo or len(payload) != 4 * count):
            return "corrupt"
        values = np.frombuffer(payload, dtype=np.int8).reshape(count, 4)
        if values.size and (values.min() < -level or values.max() > level
                            or np.any(values[:, LO_ANY] > values[:, LO_EMPTY])
                            or np.any(values[:, LO_EMPTY] > values[:, HI_EMPTY])
                            or np.any(values[:, HI_EMPTY] > values[:, HI_ANY])):
            return "corrupt"
        self.vals[lo:hi] = values
        return "loaded"

    def _save(self, level: int) -> None:
        """Write ``level`` to the cache (a cache that cannot be written: one
        :class:`~mancala_core.native.database.CacheWarning`, see
        :mod:`mancala_core.native.database`)."""
        lo, hi = self._span(level)
        self._write_level(level, (self.n, level, 1, level + 1, 0,
                                  _rules_tag(self.n, self.grand_slam), hi - lo),
                          self.vals[lo:hi].tobytes())

    # -- building --------------------------------------------------------------------

    def _build(self) -> None:
        import time

        from tqdm.auto import tqdm

        total = int(self.offsets[-1])
        bar = tqdm(total=total, unit="pos", unit_scale=True, disable=not self.progress,
                   desc=f"oware({self.n}, {self.grand_slam}) endgame <= {self.max_seeds}")
        w = self.work
        try:
            for level in range(self.max_seeds + 1):
                lo, hi = self._span(level)
                state = self._load(level)
                if state == "loaded":
                    self.log[level] = "loaded"
                    bar.update(hi - lo)
                    continue
                start = time.perf_counter()
                size = int(self.t[self.m, level])
                cap = np.empty((size, self.n), dtype=np.int8)
                tgt = np.empty((size, self.n), dtype=np.int32)
                rd = np.empty((size, self.n), dtype=np.int8)
                over = np.empty((size, self.n), dtype=np.bool_)
                term = np.empty(size, dtype=np.int16)
                build_edges(self.n, self.slam, self.t, level, cap, tgt, rd, over, term)
                sweeps = fixed_point(self.n, self.t, self.vals, self.offsets, self.dmin,
                                     self.nsplit, level, cap, tgt, rd, over, term)
                del cap, tgt, rd, over, term
                count = hi - lo
                bounded = time.perf_counter()
                open_ = 0
                step = max(1, count // 50)
                for first in range(0, count, step):
                    last = min(count, first + step)
                    if self.build_nodes > 0:
                        open_ += refine_level(self.n, self.slam, self.t, self.vals,
                                              self.offsets, self.dmin, self.nsplit, level,
                                              first, last, self.build_nodes, w["cur"],
                                              w["kids"], w["moves"], w["scr"], w["fr"], w["hr"],
                                              w["hp"], w["st"])
                    else:
                        part = self.vals[lo + first:lo + last]
                        open_ += int(np.count_nonzero(part[:, LO_EMPTY] != part[:, HI_EMPTY]))
                    bar.update(last - first)
                self._save(level)
                self.log[level] = "rebuilt" if state == "corrupt" else "built"
                self.stats[level] = {
                    "sweeps": sweeps, "open": open_, "entries": count,
                    "bounds_seconds": bounded - start,
                    "seconds": time.perf_counter() - start,
                }
        finally:
            bar.close()

    # -- looking up --------------------------------------------------------------------

    def fits(self, rules: Rules) -> bool:
        """True if this database serves ``rules`` (any ``seeds``)."""
        return (isinstance(rules, Oware) and int(rules.options["pits"]) == self.n
                and str(rules.options["grand_slam"]) == self.grand_slam)

    def _check(self, pos: Position) -> None:
        if not self.fits(pos.rules):
            raise ValueError(f"this database does not serve {pos.rules.label()!r}")
        left = pos.seeds_on_board()
        if left > self.max_seeds:
            raise KeyError(f"{left} seeds on the board; the database holds up to "
                           f"{self.max_seeds}")

    def bounds(self, pos: Position, *, empty: bool | None = None) -> tuple[int, int]:
        """Proved bounds of the final margin for the mover, from the tables alone:
        for ``pos``'s own history if it is empty (or ``empty=True``), else for any."""
        self._check(pos)
        if pos.is_over():
            v = _final(pos)
            return v, v
        p = pos.to_move
        diff = pos.store(p) - pos.store(1 - p)
        b = np.array(pos.cells, dtype=np.int64)
        lo, hi = probe_bounds(self.n, self.t, self.vals, self.offsets, self.dmin, b, p,
                              not pos.history if empty is None else empty)
        return diff + int(lo), diff + int(hi)

    def value(self, pos: Position, *, max_nodes: int | None = None) -> int:
        """The exact final margin for the mover (their final score minus the
        opponent's), the repetition rule applied to ``pos.history``.

        Raises :class:`TimeoutError` if ``max_nodes`` run out first.
        """
        self._check(pos)
        if pos.is_over():
            return _final(pos)
        p = pos.to_move
        diff = pos.store(p) - pos.store(1 - p)
        size = 2 * self.n + 2
        hist = np.zeros((max(1, len(pos.history)), size), dtype=np.int64)
        sides = np.zeros(max(1, len(pos.history)), dtype=np.int64)
        for j, (cells, mover, _extra) in enumerate(pos.history):
            hist[j] = cells
            sides[j] = mover
        w = self.work
        if w["hr"].shape[0] < len(pos.history) + MAX_PLY + 4:
            w = self.work = new_work(self.n, len(pos.history))
        st = w["st"]
        st[S_MAX_NODES] = np.iinfo(np.int64).max if max_nodes is None else min(
            max_nodes, np.iinfo(np.int64).max)
        k = pos.seeds_on_board()
        v = probe(self.n, self.slam, self.t, self.vals, self.offsets, self.dmin, w["cur"],
                  w["kids"], w["moves"], w["scr"], w["fr"], w["hr"], w["hp"], st,
                  np.array(pos.cells, dtype=np.int64), p, hist, sides, len(pos.history),
                  -k - 1, k + 1)
        if st[S_ABORT] == 2:
            raise RecursionError("the search went deeper than MAX_PLY")
        if st[S_ABORT]:
            raise TimeoutError(f"no exact value within {max_nodes} nodes")
        self.last_nodes = int(st[S_NODES])
        return diff + int(v)


def _final(pos: Position) -> int:
    scores = pos.scores()
    return scores[pos.to_move] - scores[1 - pos.to_move]


def solve_value(pos: Position, db: OwareEndgameDB | None = None) -> int:
    """The exact final margin of an Oware position for its mover, the repetition rule
    included: with ``db``, or a database built in memory for ``pos``'s seeds."""
    if db is None:
        db = OwareEndgameDB(pos.rules, pos.seeds_on_board(), cache=None, progress=False)
    return db.value(pos)


solve_oware_endgame = solve_value
