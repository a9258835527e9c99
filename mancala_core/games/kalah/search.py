# mypy: disable-error-code="no-any-return"
"""The exact Kalah search: a compiled, iterative alpha-beta over *gains*.

In Kalah the rest of a game does not depend on the stores: from a position the
mover gains ``V`` seeds more than the opponent whatever the stores hold (the
endgame databases of :mod:`~mancala_core.games.kalah.endgame` rest on the same
fact). This search therefore works on the pits alone, the mover's row first,
and values a node by its gain ``V``; a position's final margin is its store
difference plus ``V``. Three things follow:

- positions that differ only in their stores share one table entry, and the
  table key is the pits themselves, packed into two 64-bit words (the mover's
  row, the opponent's row): an exact key, no hash collisions (on boards whose
  rows do not fit in 64 bits, 9 pits with 128 seeds or more, the words are
  hashed and the key is a 128-bit hash);
- the safe bounds are ``-left <= V <= left`` with ``left`` the seeds in the pits;
- a node with at most ``K`` seeds left is looked up in the endgame database.

The search is one loop over an explicit stack (no recursion: numba's recursive
calls are costly): at each node every child is made at once, finished games
are scored, the table is probed for every child where many seeds are left
(enhanced transposition cut-offs, :data:`ETC_MIN_SEEDS`; the children's database
places and table buckets are prefetched first, so that their trips to memory
overlap: :mod:`~mancala_core.native.lowlevel`), the children are
ordered (table move, extra moves, captures, then from the store backwards) and
searched with a null or full window, fail-soft.
The table keeps a lower and an upper bound, the best move and the work done
(two entries per bucket; the first keeps the bigger work).

    >>> import mancala_core as mc
    >>> s = KalahSearch(mc.rules("kalah", pits=3, seeds=2), table_bits=12)
    >>> s.value(mc.rules("kalah", pits=3, seeds=2).start())
    4

Bound to the readable rules by ``tests/games/kalah/test_kalah_search.py``, which
compares its values with the general negamax and a plain minimax.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

from ...native.clock import now
from ...native.compositions import rank
from ...native.lowlevel import prefetch, prefetch_row
from ...native.mtdf import mtdf
from .move import O_BITS, O_PITS, options_vector, sow

if TYPE_CHECKING:
    from ...rules import Position, Rules
    from .endgame import EndgameDB

__all__ = ["KalahSearch", "search_gain"]

INF = 30000
MAX_PLY = 1024
CHECK_EVERY = 1 << 16
#: enhanced transposition cut-offs only where this many seeds are left: nearer
#: the end a child's probe costs more than the cut-offs save (Kalah(6,4) with a
#: database of 16 seeds: 30 % less time than with cut-offs at every node)
ETC_MIN_SEEDS = 24

# the state vector: nodes, node budget, abort flag, next time check, too deep
S_NODES, S_MAX_NODES, S_ABORT, S_NEXT_CHECK, S_TOO_DEEP = range(5)


def new_table(bits: int) -> np.ndarray[Any, np.dtype[np.uint64]]:
    """An empty table of ``2**bits`` entries, two to a 64-byte bucket (one cache
    line: a probe costs one memory access). An entry is three words: the two key
    words and the packed values (:func:`_pack`)."""
    return np.zeros((1 << max(bits - 1, 1), 8), dtype=np.uint64)


@njit(cache=True)
def _mix(x: Any) -> Any:
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


@njit(cache=True)
def _key(c: Any, n: int, bits: int) -> tuple[Any, Any]:
    """The table key of pits ``c`` (mover's row first): each row packed."""
    w0 = np.uint64(0)
    w1 = np.uint64(0)
    if bits:
        sh = np.uint64(bits)
        for i in range(n):
            w0 = (w0 << sh) | np.uint64(c[i])
            w1 = (w1 << sh) | np.uint64(c[n + i])
        return w0, w1
    for i in range(n):
        w0 = _mix(w0 ^ np.uint64(c[i]) ^ np.uint64(i << 8))
        w1 = _mix(w1 ^ np.uint64(c[n + i]) ^ np.uint64((i + 32) << 8))
    return w0, _mix(w1 ^ np.uint64(0x5BD1E995))


@njit(cache=True)
def _pack(lo: int, hi: int, move: int, work: int) -> Any:
    """Bounds (offset by 2**15), best pit + 1 and work in one word; bit 63 marks
    a used entry."""
    return (np.uint64(lo + 32768) | (np.uint64(hi + 32768) << np.uint64(16))
            | (np.uint64(move + 1) << np.uint64(32)) | (np.uint64(work) << np.uint64(40))
            | np.uint64(1 << 63))


@njit(cache=True)
def _lo(x: Any) -> int:
    return np.int64(x & np.uint64(0xFFFF)) - 32768


@njit(cache=True)
def _hi(x: Any) -> int:
    return np.int64((x >> np.uint64(16)) & np.uint64(0xFFFF)) - 32768


@njit(cache=True)
def _move(x: Any) -> int:
    return np.int64((x >> np.uint64(32)) & np.uint64(0xFF)) - 1


@njit(cache=True)
def _work(x: Any) -> int:
    return np.int64((x >> np.uint64(40)) & np.uint64(0xFF))


@njit(cache=True)
def _bucket(table: Any, w0: Any, w1: Any) -> int:
    mask = np.uint64(table.shape[0] - 1)
    return np.int64(_mix(w0 * np.uint64(0x9E3779B97F4A7C15) ^ w1) & mask)


@njit(cache=True)
def _seal(x: Any, w1: Any) -> Any:
    """What the first key word is stored XORed with: a hash of the entry's values
    and its second key word. Threads share the table without locks, so a reader
    may see two writers' words mixed; such an entry fails the check of
    :func:`_holds` (but for a 2**-64 coincidence), and a mix of one key with
    another entry's equal values is harmless."""
    return _mix(x ^ (w1 * np.uint64(0xD6E8FEB86659FD93)))


@njit(cache=True)
def _holds(row: Any, f: int, w0: Any, w1: Any) -> bool:
    """True if the entry at word ``f`` of a bucket is whole and has the key."""
    x = row[f + 2]
    return x != 0 and row[f + 1] == w1 and row[f] ^ _seal(x, w1) == w0


@njit(cache=True)
def _put(row: Any, f: int, w0: Any, w1: Any, x: Any) -> None:
    row[f + 2] = x
    row[f + 1] = w1
    row[f] = w0 ^ _seal(x, w1)


@njit(cache=True)
def _find(table: Any, w0: Any, w1: Any) -> Any:
    """The packed values stored for the key, or 0."""
    e = _bucket(table, w0, w1)
    row = table[e]
    if _holds(row, 0, w0, w1):
        return row[2]
    if _holds(row, 3, w0, w1):
        return row[5]
    return np.uint64(0)


@njit(cache=True)
def _store(table: Any, w0: Any, w1: Any, lo: int, hi: int, move: int, work: int) -> None:
    row = table[_bucket(table, w0, w1)]
    for f in range(0, 6, 3):
        if _holds(row, f, w0, w1):
            old = row[f + 2]
            lo = max(lo, _lo(old))
            hi = min(hi, _hi(old))
            if move < 0:
                move = _move(old)
            _put(row, f, w0, w1, _pack(lo, hi, move, max(work, _work(old))))
            return
    f = 3
    if row[2] == 0 or work >= _work(row[2]):
        # the first entry moves to the second place (its seal goes with it)
        row[3] = row[0]
        row[4] = row[1]
        row[5] = row[2]
        f = 0
    _put(row, f, w0, w1, _pack(lo, hi, move, min(work, 255)))


@njit(cache=True, nogil=True)
def search_gain(ov: Any, table: Any, root: Any, alpha: int, beta: int, st: Any,
                deadline: float, eg_t: Any, eg_flat: Any, eg_off: Any, eg_k: int) -> int:
    """The fail-soft gain of pits ``root`` (mover's row first) in the window
    ``(alpha, beta)``. ``st`` is the state vector (nodes are added to
    ``st[S_NODES]``); a budget stop sets ``st[S_ABORT]`` and the result must be
    thrown away. ``deadline``: a ``perf_counter`` time, or 0 for none."""
    n = ov[O_PITS]
    m = 2 * n
    bits = ov[O_BITS]
    boards = np.zeros((MAX_PLY + 1, m), dtype=np.int16)
    kids = np.zeros((MAX_PLY + 1, n, m), dtype=np.int16)
    kgain = np.zeros((MAX_PLY + 1, n), dtype=np.int64)
    kflag = np.zeros((MAX_PLY + 1, n), dtype=np.int64)
    kleft = np.zeros((MAX_PLY + 1, n), dtype=np.int64)
    kpit = np.zeros((MAX_PLY + 1, n), dtype=np.int64)
    prio = np.zeros((MAX_PLY + 1, n), dtype=np.int64)
    order = np.zeros((MAX_PLY + 1, n), dtype=np.int64)
    count = np.zeros(MAX_PLY + 1, dtype=np.int64)
    nxt = np.zeros(MAX_PLY + 1, dtype=np.int64)
    lo_w = np.zeros(MAX_PLY + 1, dtype=np.int64)  # the window of each node
    hi_w = np.zeros(MAX_PLY + 1, dtype=np.int64)
    a_now = np.zeros(MAX_PLY + 1, dtype=np.int64)  # alpha raised by the children
    best = np.zeros(MAX_PLY + 1, dtype=np.int64)
    best_pit = np.zeros(MAX_PLY + 1, dtype=np.int64)
    nodes0 = np.zeros(MAX_PLY + 1, dtype=np.int64)
    left_at = np.zeros(MAX_PLY + 1, dtype=np.int64)
    key0 = np.zeros(MAX_PLY + 1, dtype=np.uint64)
    key1 = np.zeros(MAX_PLY + 1, dtype=np.uint64)
    kkey0 = np.zeros((MAX_PLY + 1, n), dtype=np.uint64)  # the children's keys
    kkey1 = np.zeros((MAX_PLY + 1, n), dtype=np.uint64)
    kidx = np.zeros((MAX_PLY + 1, n), dtype=np.int64)  # their places in the database

    left = 0
    for i in range(m):
        boards[0, i] = root[i]
        left += root[i]
    left_at[0] = left
    lo_w[0] = alpha
    hi_w[0] = beta
    ply = 0
    ret = 0
    entering = True
    while True:
        if entering:
            # -- a new node: bounds, database, table; else make its children
            st[S_NODES] += 1
            if st[S_NODES] >= st[S_NEXT_CHECK]:
                st[S_NEXT_CHECK] = st[S_NODES] + CHECK_EVERY
                if st[S_NODES] >= st[S_MAX_NODES] or (deadline > 0.0 and now() > deadline):
                    st[S_ABORT] = 1
                    return 0
            a = lo_w[ply]
            b = hi_w[ply]
            left = left_at[ply]
            c = boards[ply]
            entering = False
            if left <= a or -left >= b:
                ret = left if left <= a else -left
            elif left <= eg_k:
                ret = eg_flat[eg_off[left] + rank(eg_t, c, m, left)]
            else:
                if ply == 0:
                    key0[0], key1[0] = _key(c, n, bits)
                w0 = key0[ply]  # a child's key is made with the child
                w1 = key1[ply]
                tt_move = -1
                lo = -left
                hi = left
                e = _find(table, w0, w1)
                if e:
                    tt_move = _move(e)
                    lo = max(lo, _lo(e))
                    hi = min(hi, _hi(e))
                if lo >= b or lo == hi:
                    ret = lo
                elif hi <= a:
                    ret = hi
                elif ply >= MAX_PLY - 1:
                    st[S_TOO_DEEP] = 1
                    st[S_ABORT] = 1
                    return 0
                else:
                    # make every child; a finished game is scored at once. Every
                    # child is sown first and the memory its value (database) or
                    # its entry (table) lives in is asked for, then they are read:
                    # the trips to memory overlap instead of following each other
                    k = 0
                    for pit in range(n):
                        if c[pit] == 0:
                            continue
                        kid = kids[ply, k]
                        for i in range(m):
                            kid[i] = c[i]
                        g, fl, kl = sow(ov, kid, pit)
                        kgain[ply, k] = g
                        kflag[ply, k] = fl
                        kleft[ply, k] = kl
                        kpit[ply, k] = pit
                        order[ply, k] = k
                        if not fl & 2:
                            if kl <= eg_k:
                                x = eg_off[kl] + rank(eg_t, kid, m, kl)
                                kidx[ply, k] = x
                                prefetch(eg_flat, x)
                            else:
                                c0, c1 = _key(kid, n, bits)
                                kkey0[ply, k] = c0
                                kkey1[ply, k] = c1
                                prefetch_row(table, _bucket(table, c0, c1))
                        k += 1
                    cut = False
                    for y in range(k):
                        g = kgain[ply, y]
                        fl = kflag[ply, y]
                        kl = kleft[ply, y]
                        pit = kpit[ply, y]
                        if not fl & 2 and kl <= eg_k:
                            # the database knows the child: as good as a finished game
                            dbv = eg_flat[kidx[ply, y]]
                            g = g + dbv if fl & 1 else g - dbv
                            kgain[ply, y] = g
                            fl |= 2
                            kflag[ply, y] = fl
                        if fl & 2:
                            if g >= b:
                                ret = g
                                cut = True
                                break
                            pr = 3_000_000 + g
                        else:
                            # enhanced transposition cut-off from the child's entry
                            pr = 0
                            f = np.uint64(0)
                            if kl >= ETC_MIN_SEEDS:
                                f = _find(table, kkey0[ply, y], kkey1[ply, y])
                            if f:
                                if fl & 1:
                                    bound = g + _lo(f)
                                else:
                                    bound = g - _hi(f)
                                if bound >= b:
                                    ret = bound
                                    cut = True
                                    break
                                if bound > -INF // 2:
                                    pr = 10 * bound
                            if pit == tt_move:
                                pr += 2_000_000
                            elif fl & 1:
                                pr += 1_000_000 + pit
                            elif g > 0:
                                pr += 500_000 + 100 * g + pit
                            else:
                                pr += pit
                        prio[ply, y] = pr
                    if not cut:
                        # insertion sort, highest priority first
                        for x in range(1, k):
                            y = order[ply, x]
                            j = x - 1
                            while j >= 0 and prio[ply, order[ply, j]] < prio[ply, y]:
                                order[ply, j + 1] = order[ply, j]
                                j -= 1
                            order[ply, j + 1] = y
                        count[ply] = k
                        nxt[ply] = 0
                        a_now[ply] = a
                        best[ply] = -INF
                        best_pit[ply] = -1
                        nodes0[ply] = st[S_NODES]
                        ret = INF  # not finished: go to the children
        else:
            ret = INF  # back in node ``ply`` from a child: on with its children
        # -- the children loop of node ``ply`` (unless it was settled at once)
        while ret == INF:
            i = nxt[ply]
            if best[ply] >= hi_w[ply] or i >= count[ply]:
                break
            k = order[ply, i]
            fl = kflag[ply, k]
            g = kgain[ply, k]
            if fl & 2:
                v = g
                if v > best[ply]:
                    best[ply] = v
                    best_pit[ply] = kpit[ply, k]
                    if v > a_now[ply]:
                        a_now[ply] = v
                nxt[ply] += 1
                continue
            # descend
            kid = kids[ply, k]
            for j in range(m):
                boards[ply + 1, j] = kid[j]
            left_at[ply + 1] = kleft[ply, k]
            key0[ply + 1] = kkey0[ply, k]
            key1[ply + 1] = kkey1[ply, k]
            if fl & 1:
                lo_w[ply + 1] = a_now[ply] - g
                hi_w[ply + 1] = hi_w[ply] - g
            else:
                lo_w[ply + 1] = g - hi_w[ply]
                hi_w[ply + 1] = g - a_now[ply]
            ply += 1
            entering = True
            break
        if entering:
            continue
        if ret == INF:
            # -- node ``ply`` has searched its children: store it and return its value
            v = best[ply]
            work = 0
            x = st[S_NODES] - nodes0[ply] + 1
            while x > 1:
                x >>= 1
                work += 1
            if v <= lo_w[ply]:
                _store(table, key0[ply], key1[ply], -INF, v, -1, work)
            elif v >= hi_w[ply]:
                _store(table, key0[ply], key1[ply], v, INF, best_pit[ply], work)
            else:
                _store(table, key0[ply], key1[ply], v, v, best_pit[ply], work)
            ret = v
        if ply == 0:
            return ret
        # -- back in the parent: combine the child's value
        ply -= 1
        k = order[ply, nxt[ply]]
        g = kgain[ply, k]
        v = g + ret if kflag[ply, k] & 1 else g - ret
        if v > best[ply]:
            best[ply] = v
            best_pit[ply] = kpit[ply, k]
            if v > a_now[ply]:
                a_now[ply] = v
        nxt[ply] += 1


class KalahSearch:
    """Exact values of Kalah positions (pie rule left to the caller), with a
    table that lives as long as this object.

    ``endgame``: an :class:`~mancala_core.games.kalah.endgame.EndgameDB` of the same
    rules, probed at every node with few enough seeds in the pits.
    """

    def __init__(self, rules: Rules, *, table_bits: int = 22,
                 endgame: EndgameDB | None = None) -> None:
        self.rules = rules
        self.ov = options_vector(rules)
        self.n = int(self.ov[O_PITS])
        self.table = new_table(table_bits)
        self.nodes = 0
        self._lock = threading.Lock()
        if endgame is None:
            self._eg: tuple[Any, Any, Any, int] = (
                np.zeros((1, 1), dtype=np.int64), np.zeros(1, dtype=np.int8),
                np.zeros(1, dtype=np.int64), -1)
        else:
            self._eg = (endgame.t, endgame.flat, endgame.offsets, endgame.max_seeds)

    def pits(self, pos: Position) -> np.ndarray[Any, np.dtype[np.int16]]:
        """The pits of ``pos``, the mover's row first."""
        p = pos.to_move
        return np.array(pos.pits(p) + pos.pits(1 - p), dtype=np.int16)

    def gain(self, pos: Position, alpha: int, beta: int, *, max_nodes: int | None = None,
             deadline: float = 0.0) -> int | None:
        """The fail-soft gain of ``pos``'s mover in ``(alpha, beta)``; ``None`` if a
        budget stopped the search.

        Several threads may call this at once: the compiled search runs without
        the GIL and the threads share the table (see :func:`_seal`)."""
        return self.gain_counted(pos, alpha, beta, max_nodes=max_nodes, deadline=deadline)[0]

    def gain_counted(self, pos: Position, alpha: int, beta: int, *,
                     max_nodes: int | None = None,
                     deadline: float = 0.0) -> tuple[int | None, int]:
        """:meth:`gain` and the nodes that search visited."""
        st = np.zeros(5, dtype=np.int64)
        st[S_MAX_NODES] = np.iinfo(np.int64).max if max_nodes is None else min(
            max_nodes, np.iinfo(np.int64).max)
        st[S_NEXT_CHECK] = min(CHECK_EVERY, int(st[S_MAX_NODES]))
        v = search_gain(self.ov, self.table, self.pits(pos), alpha, beta, st,
                        deadline, *self._eg)
        nodes = int(st[S_NODES])
        with self._lock:
            self.nodes += nodes
        return (None if st[S_ABORT] else int(v)), nodes

    def table_move(self, pos: Position) -> int | None:
        """The best pit (1-based) the table remembers for ``pos``, if any."""
        w0, w1 = _key(self.pits(pos), self.n, int(self.ov[O_BITS]))
        e = _find(self.table, w0, w1)
        if not e or _move(e) < 0:
            return None
        return int(_move(e)) + 1

    def value(self, pos: Position, guess: int = 0) -> int:
        """The exact final margin of ``pos`` for its mover, by MTD(f)
        (:func:`~mancala_core.native.mtdf.mtdf`, the solver's too)."""
        p = pos.to_move
        diff = pos.store(p) - pos.store(1 - p)
        if pos.is_over():
            s = pos.scores()
            return s[p] - s[1 - p]
        left = pos.seeds_on_board()

        def probe(beta: int) -> int:
            v = self.gain(pos, beta - 1, beta)
            assert v is not None
            return v

        return diff + mtdf(probe, -left, left, guess - diff)[0]
