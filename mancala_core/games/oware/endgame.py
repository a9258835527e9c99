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
level (82 % of the 7-seed nodes, 88 % of the 9-seed ones; :func:`level_sccs`,
``benchmarks/README.md``). Exact values with a history are a game of
"geography" on that component, so this module does not tabulate them; it
tabulates proved *bounds* and solves exactly by a search that uses them.

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

from ...files import write_atomically
from ...native.compositions import _next_composition, _unrank, comb_table, rank
from ...native.machine import cache_dir
from .move import can_move, legal_moves, play, slam_code
from .rules import Oware

if TYPE_CHECKING:
    from ...rules import Position, Rules

__all__ = [
    "OwareEndgameDB",
    "solve_oware_endgame",
    "solve_value",
    "level_sccs",
]

MAGIC = b"MCOWDB01"
# magic, pits, level, dmin, nsplit, pad, rules tag, count, digest
_HEADER = struct.Struct("<8sIIIII16sQ32s")
DEFAULT_MEMORY = 2 << 30
#: columns of the value array
LO_ANY, HI_ANY, LO_EMPTY, HI_EMPTY = range(4)
#: slots of the search's state vector
S_NODES, S_MAX_NODES, S_ABORT = range(3)
MAX_PLY = 1 << 14
#: columns of the search's frame array, one row per ply
(F_K, F_D, F_P, F_HB, F_HE, F_ALPHA, F_BETA, F_A, F_BEST, F_Z, F_COUNT, F_IDX, F_LO,
 F_CHILD) = range(14)
NO_VALUE = -10_000
#: ``term`` of a board whose mover can move
NOT_OVER = 1000
#: the node budget per position when the database is built
BUILD_NODES = 20_000

# -- the rules, on a board with the mover's row first (the move is :mod:`.move`'s) ----


@njit(cache=True)
def _opp_can_move(n: int, b: Any) -> bool:
    """Whether the opponent (second row) has a legal move on ``b``."""
    return can_move(b, n, n, 0)


@njit(cache=True)
def _row_diff(n: int, b: Any) -> int:
    d = 0
    for i in range(n):
        d += b[i] - b[n + i]
    return d


@njit(cache=True)
def _swap_into(n: int, b: Any, out: Any) -> None:
    for i in range(n):
        out[i] = b[n + i]
        out[n + i] = b[i]


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


# -- the exact search ------------------------------------------------------------------


@njit(cache=True)
def _expand(n: int, slam: int, t: Any, vals: Any, off: Any, dmin: Any, cur: Any, kids: Any,
            moves: Any, scr: Any, hr: Any, hp: Any, ply: int, k: int, d: int, p: int,
            hbase: int, hend: int) -> int:
    """Generate the moves of node ``ply`` with the children's bounds, best first
    (``scr[ply]``: kind, low, high, order, seeds captured); return how many."""
    m = 2 * n
    c = cur[ply]
    size = t[m, k]
    count = legal_moves(n, slam, c, moves[ply])
    d2 = k + 2 - d
    kind = scr[ply, 0]
    clo = scr[ply, 1]
    chi = scr[ply, 2]
    order = scr[ply, 3]
    gain = scr[ply, 4]
    tmp = kids[ply, n]
    for x in range(count):
        for j in range(m):
            tmp[j] = c[j]
        got = play(n, slam, tmp, moves[ply, x])
        diff = _row_diff(n, tmp)
        ov = not _opp_can_move(n, tmp)
        _swap_into(n, tmp, kids[ply, x])
        gain[x] = got
        order[x] = x
        if ov or got >= d or got == k:
            kind[x] = 0
            clo[x] = got + diff
            chi[x] = got + diff
        elif got > 0:
            kind[x] = 1
            k2 = k - got
            w = off[k2] + (d2 - dmin[k2]) * t[m, k2] + rank(t, kids[ply, x], m, k2)
            clo[x] = got - np.int64(vals[w, HI_EMPTY])
            chi[x] = got - np.int64(vals[w, LO_EMPTY])
        else:
            cr = rank(t, kids[ply, x], m, k)
            rep = False
            for h in range(hbase, hend + 1):
                if hr[h] == cr and hp[h] == 1 - p:
                    rep = True
                    break
            if rep:
                kind[x] = 0
                clo[x] = diff
                chi[x] = diff
            else:
                kind[x] = 2
                w = off[k] + (d2 - dmin[k]) * size + cr
                clo[x] = -np.int64(vals[w, HI_ANY])
                chi[x] = -np.int64(vals[w, LO_ANY])
    # best upper bound first, then best lower bound
    for x in range(1, count):
        y = order[x]
        j = x - 1
        while j >= 0 and (chi[order[j]] < chi[y]
                          or (chi[order[j]] == chi[y] and clo[order[j]] < clo[y])):
            order[j + 1] = order[j]
            j -= 1
        order[j + 1] = y
    return count


@njit(cache=True)
def _search(n: int, slam: int, t: Any, vals: Any, off: Any, dmin: Any, cur: Any, kids: Any,
            moves: Any, scr: Any, fr: Any, hr: Any, hp: Any, st: Any, learn_min: int,
            k0: int, d0: int, p0: int, hbase0: int, hend0: int, alpha0: int,
            beta0: int) -> int:
    """Fail-soft negamax value (relative to the stores) of the board ``cur[0]``
    (level ``k0``, the mover first, who must capture ``d0`` to end the game; ``p0``
    is the mover's side, for the repetition test only).

    The history since the last capture is ``(hr, hp)[hbase0:hend0]`` (ranks in the
    level, and sides). Nodes with an empty history, of level ``learn_min`` or more,
    write what they prove back into the database. An explicit stack (``fr``, one
    row per ply), not recursion: the paths inside a level are long.
    """
    m = 2 * n
    max_ply = cur.shape[0] - 1
    ply = 0
    fr[0, F_K] = k0
    fr[0, F_D] = d0
    fr[0, F_P] = p0
    fr[0, F_HB] = hbase0
    fr[0, F_HE] = hend0
    fr[0, F_ALPHA] = alpha0
    fr[0, F_BETA] = beta0
    entering = True
    ret = 0
    while True:
        if entering:
            # -- a new node: its bounds, then its children -------------------------
            st[S_NODES] += 1
            if st[S_NODES] > st[S_MAX_NODES]:
                st[S_ABORT] = 1
                return 0
            k = fr[ply, F_K]
            entering = False
            if k == 0:
                ret = 0
            else:
                d = fr[ply, F_D]
                size = t[m, k]
                r = rank(t, cur[ply], m, k)
                idx = off[k] + (d - dmin[k]) * size + r
                empty = fr[ply, F_HB] == fr[ply, F_HE]
                if empty:
                    lo = np.int64(vals[idx, LO_EMPTY])
                    hi = np.int64(vals[idx, HI_EMPTY])
                else:
                    lo = np.int64(vals[idx, LO_ANY])
                    hi = np.int64(vals[idx, HI_ANY])
                if lo == hi or hi <= fr[ply, F_ALPHA]:
                    ret = hi
                elif lo >= fr[ply, F_BETA]:
                    ret = lo
                else:
                    hend = fr[ply, F_HE]
                    if ply + 1 >= max_ply or hend + 2 >= hr.shape[0]:
                        st[S_ABORT] = 2
                        return 0
                    hr[hend] = r
                    hp[hend] = fr[ply, F_P]
                    fr[ply, F_IDX] = idx
                    fr[ply, F_LO] = lo
                    fr[ply, F_COUNT] = _expand(n, slam, t, vals, off, dmin, cur, kids, moves,
                                               scr, hr, hp, ply, k, d, fr[ply, F_P],
                                               fr[ply, F_HB], hend)
                    fr[ply, F_Z] = 0
                    fr[ply, F_BEST] = -1000
                    fr[ply, F_A] = fr[ply, F_ALPHA]
                    ret = NO_VALUE
            if ret != NO_VALUE:
                # a leaf: hand the value to the parent
                if ply == 0:
                    return ret
                ply -= 1
                x = fr[ply, F_CHILD]
                v = scr[ply, 4, x] - ret if scr[ply, 0, x] == 1 else -ret
                if v > fr[ply, F_BEST]:
                    fr[ply, F_BEST] = v
                    if v > fr[ply, F_A]:
                        fr[ply, F_A] = v
        # -- the next child of node ``ply``, or its value ------------------------------
        cut = fr[ply, F_BEST] >= fr[ply, F_BETA]
        descended = False
        while not cut and fr[ply, F_Z] < fr[ply, F_COUNT]:
            x = scr[ply, 3, fr[ply, F_Z]]
            fr[ply, F_Z] += 1
            chi = scr[ply, 2, x]
            best = fr[ply, F_BEST]
            if chi <= best:
                continue
            if chi <= fr[ply, F_A]:  # cannot reach the window: its bound is all we need
                fr[ply, F_BEST] = chi
                continue
            if scr[ply, 0, x] == 0 or scr[ply, 1, x] == chi:
                v = chi
                if v > best:
                    fr[ply, F_BEST] = v
                    if v >= fr[ply, F_BETA]:
                        cut = True
                    elif v > fr[ply, F_A]:
                        fr[ply, F_A] = v
                continue
            # search the child
            for j in range(m):
                cur[ply + 1, j] = kids[ply, x, j]
            fr[ply, F_CHILD] = x
            k = fr[ply, F_K]
            d2 = k + 2 - fr[ply, F_D]
            a = fr[ply, F_A]
            beta = fr[ply, F_BETA]
            hend = fr[ply, F_HE]
            fr[ply + 1, F_D] = d2
            fr[ply + 1, F_P] = 1 - fr[ply, F_P]
            if scr[ply, 0, x] == 1:
                got = scr[ply, 4, x]
                fr[ply + 1, F_K] = k - got
                fr[ply + 1, F_HB] = hend + 1
                fr[ply + 1, F_HE] = hend + 1
                fr[ply + 1, F_ALPHA] = got - beta
                fr[ply + 1, F_BETA] = got - a
            else:
                fr[ply + 1, F_K] = k
                fr[ply + 1, F_HB] = fr[ply, F_HB]
                fr[ply + 1, F_HE] = hend + 1
                fr[ply + 1, F_ALPHA] = -beta
                fr[ply + 1, F_BETA] = -a
            ply += 1
            entering = True
            descended = True
            break
        if descended:
            continue
        # every child done (or a cut-off): the node's value
        best = fr[ply, F_BEST]
        lo = fr[ply, F_LO]
        if best < lo:
            best = lo
        if fr[ply, F_HB] == fr[ply, F_HE] and fr[ply, F_K] >= learn_min:
            idx = fr[ply, F_IDX]
            if best <= fr[ply, F_ALPHA]:
                if best < vals[idx, HI_EMPTY]:
                    vals[idx, HI_EMPTY] = best
            elif best >= fr[ply, F_BETA]:
                if best > vals[idx, LO_EMPTY]:
                    vals[idx, LO_EMPTY] = best
            else:
                vals[idx, LO_EMPTY] = best
                vals[idx, HI_EMPTY] = best
        ret = best
        if ply == 0:
            return ret
        ply -= 1
        x = fr[ply, F_CHILD]
        v = scr[ply, 4, x] - ret if scr[ply, 0, x] == 1 else -ret
        if v > fr[ply, F_BEST]:
            fr[ply, F_BEST] = v
            if v > fr[ply, F_A]:
                fr[ply, F_A] = v


def new_work(n: int, history: int = 0) -> dict[str, np.ndarray[Any, Any]]:
    """The scratch arrays of the exact search, room for ``history`` earlier positions."""
    m = 2 * n
    return {
        "cur": np.zeros((MAX_PLY + 1, m), dtype=np.int64),
        "kids": np.zeros((MAX_PLY + 1, n + 1, m), dtype=np.int64),
        "moves": np.zeros((MAX_PLY + 1, n), dtype=np.int64),
        "scr": np.zeros((MAX_PLY + 1, 5, n), dtype=np.int64),
        "hr": np.zeros(history + MAX_PLY + 4, dtype=np.int64),
        "hp": np.zeros(history + MAX_PLY + 4, dtype=np.int64),
        "st": np.zeros(3, dtype=np.int64),
        "fr": np.zeros((MAX_PLY + 1, 16), dtype=np.int64),
    }


@njit(cache=True)
def refine_level(n: int, slam: int, t: Any, vals: Any, off: Any, dmin: Any, nsplit: Any,
                 k: int, lo: int, hi: int, budget: int, cur: Any, kids: Any, moves: Any,
                 scr: Any, fr: Any, hr: Any, hp: Any, st: Any) -> int:
    """Solve by search every empty-history entry ``lo <= i < hi`` (flat index within
    level ``k``) whose bounds differ, ``budget`` nodes each; return how many stay open."""
    m = 2 * n
    size = t[m, k]
    base = off[k]
    c = np.zeros(m, dtype=np.int64)
    open_ = 0
    for i in range(lo, hi):
        idx = base + i
        if vals[idx, LO_EMPTY] == vals[idx, HI_EMPTY]:
            continue
        s = i // size
        r = i - s * size
        _unrank(t, m, k, r, c)
        for j in range(m):
            cur[0, j] = c[j]
        st[S_NODES] = 0
        st[S_MAX_NODES] = budget
        st[S_ABORT] = 0
        _search(n, slam, t, vals, off, dmin, cur, kids, moves, scr, fr, hr, hp, st, k, k,
                dmin[k] + s, 0, 0, 0, np.int64(vals[idx, LO_EMPTY]) - 1,
                np.int64(vals[idx, HI_EMPTY]) + 1)
        if vals[idx, LO_EMPTY] != vals[idx, HI_EMPTY]:
            open_ += 1
    return open_


@njit(cache=True)
def probe(n: int, slam: int, t: Any, vals: Any, off: Any, dmin: Any, cur: Any, kids: Any,
          moves: Any, scr: Any, fr: Any, hr: Any, hp: Any, st: Any, b: Any, p: int, hist: Any,
          hist_sides: Any, h_count: int, alpha: int, beta: int) -> int:
    """The fail-soft value, relative to the stores, of the kernel board ``b`` (cells as
    in :mod:`~mancala_core.search.kernel`, stores included) with ``p`` to move, the
    game not over and the seeds on the board within the database.

    ``hist[:h_count]`` (kernel boards) and ``hist_sides`` are the positions seen since
    the last capture (any order; those with other stores are ignored). Set
    ``st[S_MAX_NODES]`` first; ``st[S_ABORT]`` is non-zero after a stop. The final
    margin for the mover is ``b[own store] - b[other store] + value``.
    """
    m = 2 * n
    k = 0
    total = 0
    for i in range(2 * n + 2):
        total += b[i]
    for i in range(n):
        k += b[i] + b[n + 1 + i]
    half = total // 2
    d = half + 1 - b[p * (n + 1) + n]
    c = cur[0]
    for i in range(n):
        c[i] = b[p * (n + 1) + i]
        c[n + i] = b[(1 - p) * (n + 1) + i]
    h = 0
    x = np.zeros(m, dtype=np.int64)
    for j in range(h_count):
        if hist[j, n] != b[n] or hist[j, 2 * n + 1] != b[2 * n + 1]:
            continue
        q = hist_sides[j]
        for i in range(n):
            x[i] = hist[j, q * (n + 1) + i]
            x[n + i] = hist[j, (1 - q) * (n + 1) + i]
        hr[h] = rank(t, x, m, k)
        hp[h] = q
        h += 1
    st[S_NODES] = 0
    st[S_ABORT] = 0
    return _search(n, slam, t, vals, off, dmin, cur, kids, moves, scr, fr, hr, hp, st, 0, k, d,
                   p, 0, h, alpha, beta)


@njit(cache=True)
def probe_bounds(n: int, t: Any, vals: Any, off: Any, dmin: Any, b: Any, p: int,
                 empty: bool) -> tuple[int, int]:
    """Proved bounds (relative to the stores) of the kernel board ``b`` with ``p`` to
    move: for an empty history if ``empty`` (right after a capture), else for any."""
    m = 2 * n
    total = 0
    for i in range(2 * n + 2):
        total += b[i]
    k = 0
    for i in range(n):
        k += b[i] + b[n + 1 + i]
    if k == 0:
        return 0, 0
    d = total // 2 + 1 - b[p * (n + 1) + n]
    c = np.zeros(m, dtype=np.int64)
    for i in range(n):
        c[i] = b[p * (n + 1) + i]
        c[n + i] = b[(1 - p) * (n + 1) + i]
    idx = off[k] + (d - dmin[k]) * t[m, k] + rank(t, c, m, k)
    if empty:
        return np.int64(vals[idx, LO_EMPTY]), np.int64(vals[idx, HI_EMPTY])
    return np.int64(vals[idx, LO_ANY]), np.int64(vals[idx, HI_ANY])


# -- the database ----------------------------------------------------------------------


def _rules_tag(n: int, grand_slam: str) -> bytes:
    return hashlib.blake2b(f"oware/{n}/{grand_slam}/v1".encode(), digest_size=16).digest()


class OwareEndgameDB:
    """Proved bounds of every Oware position with at most ``max_seeds`` seeds on the
    board, and the exact search that uses them (:meth:`value`).

    One database serves every ``seeds`` option of a ``pits`` and ``grand_slam``
    (values are relative to the stores; the split enters as what each player must
    still capture). ``cache``: a folder (default
    :func:`~mancala_core.native.machine.cache_dir`), or ``None`` for none.
    ``memory_limit``: bytes for the values and the build's scratch arrays;
    ``max_seeds`` is lowered to fit. ``build_nodes``: the search budget per
    position while building (0: bounds only).
    """

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
        name = f"oware-p{self.n}-{self.grand_slam}"
        if cache is True:
            self.folder: Path | None = cache_dir() / "endgame" / name
        elif cache is False or cache is None:
            self.folder = None
        else:
            self.folder = Path(cache) / "endgame" / name
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

    def path(self, level: int) -> Path | None:
        """The cache file of ``level``."""
        return None if self.folder is None else self.folder / f"level-{level:03d}.bin"

    def _span(self, level: int) -> tuple[int, int]:
        return int(self.offsets[level]), int(self.offsets[level + 1])

    def _load(self, level: int) -> str:
        """Read ``level`` from the cache into place; "loaded", "missing" or "corrupt"."""
        path = self.path(level)
        if path is None or not path.exists():
            return "missing"
        lo, hi = self._span(level)
        try:
            data = path.read_bytes()
            head = _HEADER.unpack_from(data)
        except (OSError, struct.error):
            return "corrupt"
        magic, pits, lev, dmin, nsplit, _, tag, count, digest = head
        payload = data[_HEADER.size:]
        if (magic != MAGIC or pits != self.n or lev != level or dmin != 1
                or nsplit != level + 1 or tag != _rules_tag(self.n, self.grand_slam)
                or count != hi - lo or len(payload) != 4 * count
                or hashlib.blake2b(payload, digest_size=32).digest() != digest):
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
        path = self.path(level)
        if path is None:
            return
        path.parent.mkdir(parents=True, exist_ok=True)
        lo, hi = self._span(level)
        payload = self.vals[lo:hi].tobytes()
        head = _HEADER.pack(MAGIC, self.n, level, 1, level + 1, 0,
                            _rules_tag(self.n, self.grand_slam), hi - lo,
                            hashlib.blake2b(payload, digest_size=32).digest())
        write_atomically(path, head, payload)

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


# -- measuring the capture-free graph -------------------------------------------------

SCC_NOTE = ("strongly connected components of the capture-free move graph of one level "
            "(boards x side to move; the stores do not change it)")


@njit(cache=True)
def _level_sccs(n: int, slam: int, t: Any, k: int, cap: Any, tgt: Any) -> Any:
    """Tarjan's algorithm (iterative) on level ``k``: node ``2 * rank + side``; edges
    the legal moves that capture nothing and leave the opponent a move. Returns the
    component sizes."""
    m = 2 * n
    size = t[m, k]
    total = 2 * size
    index = np.full(total, -1, dtype=np.int64)
    low = np.zeros(total, dtype=np.int64)
    onstack = np.zeros(total, dtype=np.bool_)
    stack = np.empty(total, dtype=np.int64)
    call = np.empty(total, dtype=np.int64)
    pos = np.zeros(total, dtype=np.int64)
    sizes = np.zeros(total, dtype=np.int64)
    sp = 0
    counter = 0
    ncomp = 0
    for root in range(total):
        if index[root] >= 0:
            continue
        depth = 0
        call[0] = root
        pos[0] = 0
        index[root] = counter
        low[root] = counter
        counter += 1
        stack[sp] = root
        sp += 1
        onstack[root] = True
        while depth >= 0:
            v = call[depth]
            r = v >> 1
            w = -1
            while pos[depth] < n:
                i = pos[depth]
                pos[depth] += 1
                if cap[r, i] == 0:
                    w = 2 * np.int64(tgt[r, i]) + (1 - (v & 1))
                    break
            if w >= 0:
                if index[w] < 0:
                    depth += 1
                    call[depth] = w
                    pos[depth] = 0
                    index[w] = counter
                    low[w] = counter
                    counter += 1
                    stack[sp] = w
                    sp += 1
                    onstack[w] = True
                elif onstack[w] and index[w] < low[v]:
                    low[v] = index[w]
                continue
            if low[v] == index[v]:
                s = 0
                while True:
                    sp -= 1
                    x = stack[sp]
                    onstack[x] = False
                    s += 1
                    if x == v:
                        break
                sizes[ncomp] = s
                ncomp += 1
            depth -= 1
            if depth >= 0:
                u = call[depth]
                if low[v] < low[u]:
                    low[u] = low[v]
    return sizes[:ncomp]


def level_sccs(rules: Rules, k: int) -> tuple[int, int, int, int]:
    """``(nodes, components, non-trivial components, largest)`` of level ``k``'s
    capture-free graph (see :data:`SCC_NOTE`)."""
    n = int(rules.options["pits"])
    slam = slam_code(rules)
    t = comb_table(2 * n, max(k, 1))
    size = int(t[2 * n, k])
    cap = np.empty((size, n), dtype=np.int8)
    tgt = np.empty((size, n), dtype=np.int32)
    rd = np.empty((size, n), dtype=np.int8)
    over = np.empty((size, n), dtype=np.bool_)
    term = np.empty(size, dtype=np.int16)
    build_edges(n, slam, t, k, cap, tgt, rd, over, term)
    cap[over] = -1  # a move after which the opponent cannot move ends the game
    sizes = _level_sccs(n, slam, t, k, cap, tgt)
    return 2 * size, len(sizes), int(np.count_nonzero(sizes > 1)), int(sizes.max())
