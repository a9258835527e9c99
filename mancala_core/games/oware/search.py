# mypy: disable-error-code="no-any-return"
"""Oware's exact search over the endgame database's bounds (:mod:`.endgame` builds them).

The search is the database's own (:meth:`~.endgame.OwareEndgameDB.value`, and the
build's refinement of the entries the fixed point leaves open): boards with the
mover's row first, values relative to the stores, the history since the last capture
followed for the repetition rule; every node first reads the proved bounds of its
children (:func:`probe_bounds`). See :mod:`.endgame` for the layout of the values.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from ...native.compositions import _unrank, rank
from .move import can_move, legal_moves, play

__all__ = ["new_work", "probe", "probe_bounds", "refine_level"]

#: columns of the value array
LO_ANY, HI_ANY, LO_EMPTY, HI_EMPTY = range(4)
#: slots of the search's state vector
S_NODES, S_MAX_NODES, S_ABORT = range(3)
MAX_PLY = 1 << 14
#: columns of the search's frame array, one row per ply
(F_K, F_D, F_P, F_HB, F_HE, F_ALPHA, F_BETA, F_A, F_BEST, F_Z, F_COUNT, F_IDX, F_LO,
 F_CHILD) = range(14)
NO_VALUE = -10_000

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
    in :mod:`~mancala_core.search.compiled.kernel`, stores included) with ``p`` to move, the
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
