# mypy: disable-error-code="no-any-return"
"""The compiled negamax search: alpha-beta with a transposition table.

One recursive numba function, :func:`_search`, serves the exact solver and the
computer players. It is fail-soft negamax over the flat boards of
:mod:`~mancala_core.search.compiled.kernel`, playing the game's own compiled moves (the
:class:`~mancala_core.native.cells.KernelGame` its engine gives): one compiled copy
per game, :func:`searcher`, cached on disk (see :func:`~.kernel.specialise`).

- the sign of a value flips only when the side to move changes (an extra move
  keeps the same side on move, and the same window);
- every node first checks the *safe bounds*: no player can end with fewer seeds
  than their store, nor with more than their store plus every seed left in the
  pits, so the value lies in ``store difference ± seeds on board``;
- the transposition table holds a lower and an upper bound per position, the
  best move, the depth searched (:data:`EXACT` for a search to the end) and the
  work done (for replacement, two entries per bucket); keys are two
  independent 64-bit Zobrist hashes;
- all children are generated first, so that finished games are scored at once,
  moves are ordered (table move, extra moves, captures, then from the store
  backwards) and the table is probed for every child before any is searched
  (enhanced transposition cut-offs);
- a node budget and a deadline stop the search; an aborted search stores
  nothing and its result must be thrown away.

A repetition rule (the game's ``repetition``: Oware's): a move that captures nothing
and brings back a position seen since the last capture (on the search path, or in
the game's history before the root) ends the game, and each player takes their own
row. Values then depend on that history, so the table key of such a position also
hashes the *set* of positions seen since the last capture: a table entry is only
reused under exactly the same history, which keeps every value exact (right
after a capture the set is empty, so those positions transpose freely).
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from ...native.clock import now
from ...native.compositions import probe
from .kernel import F_CAPTURE, F_EXTRA, F_NEXT, F_OVER, R_PITS, KernelGame, specialise

#: the depth of a search to the end of the game
EXACT = 32767
#: larger than any value (values are at most 162 seeds times the scale)
INF = 30000
MAX_CELLS = 20
MAX_SEEDS = 162
MAX_PLY = 1024

# slots of the int64 state vector
S_NODES, S_MAX_NODES, S_ABORT, S_NEXT_CHECK, S_TOO_DEEP = range(5)
CHECK_EVERY = 1 << 15

# columns of the table's value array
T_LO, T_HI, T_MOVE, T_DEPTH, T_WORK = range(5)


def zobrist_tables(seed: int = 20000) -> np.ndarray[Any, np.dtype[np.uint64]]:
    """Two independent Zobrist tables, ``[table, cell, count]``; the side to move
    uses row ``MAX_CELLS``."""
    rng = np.random.default_rng(seed)
    return rng.integers(0, 2**63, size=(2, MAX_CELLS + 1, MAX_SEEDS + 1), dtype=np.uint64) * 2 + 1


def new_table(bits: int) -> tuple[np.ndarray[Any, Any], np.ndarray[Any, Any]]:
    """An empty transposition table of ``2**bits`` entries: keys and values."""
    keys = np.zeros((1 << bits, 2), dtype=np.uint64)
    vals = np.zeros((1 << bits, 5), dtype=np.int16)
    vals[:, T_LO] = -INF
    vals[:, T_HI] = INF
    vals[:, T_MOVE] = -1
    vals[:, T_DEPTH] = -1
    return keys, vals


def new_work(rv: Any) -> dict[str, np.ndarray[Any, Any]]:
    """The scratch arrays of one search (boards per ply, hashes, codes)."""
    n = int(rv[R_PITS])
    return {
        "boards": np.zeros((MAX_PLY + 1, n, MAX_CELLS), dtype=np.int16),
        "codes": np.zeros((MAX_PLY + 1, n), dtype=np.int64),
        "hashes": np.zeros((MAX_PLY + 1, n, 2), dtype=np.uint64),
        "moves": np.zeros((MAX_PLY + 1, n), dtype=np.int64),
        "path": np.zeros((MAX_PLY + 1, 2), dtype=np.int64),  # slot, side of each node
        "scratch": np.zeros((MAX_PLY + 1, 4, n), dtype=np.int64),  # order, priority, value, done
    }


@njit(cache=True)
def mix(x: Any) -> Any:
    """A 64-bit finaliser (splitmix64): the history set hashes ``mix(key)``."""
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


@njit(cache=True)
def board_hash(zob: Any, b: Any, size: int, p: int) -> tuple[Any, Any]:
    """The two Zobrist hashes of a board with ``p`` to move."""
    h0 = zob[0, MAX_CELLS, p]
    h1 = zob[1, MAX_CELLS, p]
    for k in range(size):
        c = b[k]
        h0 ^= zob[0, k, c]
        h1 ^= zob[1, k, c]
    return h0, h1


@njit(cache=True)
def tt_find(keys: Any, key: Any, check: Any) -> int:
    """The entry holding ``key``, or -1."""
    mask = np.uint64(keys.shape[0] - 2)
    e = np.int64(key & mask)
    if keys[e, 0] == key and keys[e, 1] == check:
        return e
    if keys[e + 1, 0] == key and keys[e + 1, 1] == check:
        return e + 1
    return -1


@njit(cache=True)
def tt_store(keys: Any, vals: Any, key: Any, check: Any, lo: int, hi: int, move: int,
             depth: int, work: int) -> None:
    """Store bounds; two entries per bucket: the first keeps the larger work."""
    mask = np.uint64(keys.shape[0] - 2)
    e = np.int64(key & mask)
    for f in range(e, e + 2):
        if keys[f, 0] == key and keys[f, 1] == check:
            old = vals[f, T_DEPTH]
            if old > depth:
                return
            if old == depth:
                lo = max(lo, np.int64(vals[f, T_LO]))
                hi = min(hi, np.int64(vals[f, T_HI]))
                if move < 0:
                    move = vals[f, T_MOVE]
            vals[f, T_LO] = lo
            vals[f, T_HI] = hi
            vals[f, T_MOVE] = move
            vals[f, T_DEPTH] = depth
            vals[f, T_WORK] = max(work, np.int64(vals[f, T_WORK]))
            return
    f = e + 1
    if work >= vals[e, T_WORK]:
        keys[e + 1, 0] = keys[e, 0]
        keys[e + 1, 1] = keys[e, 1]
        for c in range(5):
            vals[e + 1, c] = vals[e, c]
        f = e
    keys[f, 0] = key
    keys[f, 1] = check
    vals[f, T_LO] = lo
    vals[f, T_HI] = hi
    vals[f, T_MOVE] = move
    vals[f, T_DEPTH] = depth
    vals[f, T_WORK] = work


@njit(cache=True)
def _log2(x: int) -> int:
    r = 0
    while x > 1:
        x >>= 1
        r += 1
    return r


@njit(cache=True)
def evaluate(rv: Any, b: Any, p: int, scale: int) -> int:
    """The heuristic value for depth-limited search: the store difference (times
    ``scale``) plus a little for having more seeds on one's own side."""
    n = rv[R_PITS]
    mine = 0
    theirs = 0
    for k in range(n):
        mine += b[p * (n + 1) + k]
        theirs += b[(1 - p) * (n + 1) + k]
    extra = mine - theirs
    if extra > scale - 1:
        extra = scale - 1
    if extra < 1 - scale:
        extra = 1 - scale
    return scale * (b[p * (n + 1) + n] - b[(1 - p) * (n + 1) + n]) + extra


@njit(cache=True)
def _same(a: Any, b: Any, size: int) -> bool:
    for k in range(size):
        if a[k] != b[k]:
            return False
    return True


#: the game whose functions :func:`_search` calls (bound in each game's copy: :func:`searcher`)
game: Any = None


def searcher(kernel: KernelGame) -> Any:
    """The compiled search for the game of ``kernel`` (one copy of :func:`_search` per
    game, cached on disk: :func:`~mancala_core.search.compiled.kernel.specialise`)."""
    return specialise((_search,), kernel)[0]


def _search(rv: Any, zob: Any, keys: Any, vals: Any, boards: Any, codes: Any, hashes: Any,
           moves: Any, path: Any, scratch: Any, hist_boards: Any, hist_hashes: Any, st: Any,
           ft: Any,
           ply: int, slot: int, p: int, alpha: int, beta: int, depth: int, hh: Any,
           hstart: int, scale: int, eg_t: Any, eg_flat: Any, eg_off: Any, eg_k: int) -> int:
    """Fail-soft negamax value of the node ``boards[ply, slot]`` with ``p`` to move.

    ``hashes[ply, slot]`` holds its two hashes; ``hh`` hashes the history set
    before it (0 in a game without a repetition rule) and ``hstart`` is the ply
    where the search path's part of that history begins (0: the game's history
    before the root counts too). The value is ``scale`` times the mover's final
    score minus the opponent's; ``depth`` is :data:`EXACT` or the plies left before
    :func:`evaluate`. In a game without a repetition rule, positions with at most
    ``eg_k`` seeds in the pits are looked up in the game's endgame database
    (:func:`~mancala_core.native.compositions.probe`: ``eg_t``, ``eg_flat``,
    ``eg_off``); ``eg_k = -1`` for none.
    """
    st[S_NODES] += 1
    if st[S_NODES] >= st[S_NEXT_CHECK]:
        st[S_NEXT_CHECK] = st[S_NODES] + CHECK_EVERY
        if st[S_NODES] >= st[S_MAX_NODES] or (ft[0] > 0.0 and now() > ft[0]):
            st[S_ABORT] = 1
    if st[S_ABORT]:
        return 0
    n = rv[R_PITS]
    size = 2 * n + 2
    b = boards[ply, slot]
    me = p * (n + 1) + n
    op = (1 - p) * (n + 1) + n
    left = 0
    for k in range(n):
        left += b[k] + b[n + 1 + k]
    diff = np.int64(b[me]) - np.int64(b[op])
    lo = (diff - left) * scale
    hi = (diff + left) * scale
    if hi <= alpha:
        return hi
    if lo >= beta:
        return lo
    repeats = game.repetition
    if left <= eg_k and not repeats:
        return scale * (diff + np.int64(probe(eg_t, eg_flat, eg_off, b, n, p)))
    h0 = hashes[ply, slot, 0]
    h1 = hashes[ply, slot, 1]
    key = h0 ^ mix(hh) if hh else h0
    path[ply, 0] = slot
    path[ply, 1] = p

    tt_move = -1
    e = tt_find(keys, key, h1)
    if e >= 0:
        tt_move = vals[e, T_MOVE]
        if vals[e, T_DEPTH] >= depth:
            elo = np.int64(vals[e, T_LO])
            ehi = np.int64(vals[e, T_HI])
            if elo >= beta or elo == ehi:
                return elo
            if ehi <= alpha:
                return ehi
    if depth == 0:
        v = evaluate(rv, b, p, scale)
        return max(lo, min(hi, v))
    if ply + 1 >= MAX_PLY:
        st[S_TOO_DEEP] = 1
        st[S_ABORT] = 1
        return 0

    count = game.gen_moves(rv, b, p, moves[ply])
    if count == 0:  # only a root that is already over gets here
        c = b.copy()
        if game.is_over(rv, c, p):
            game.collect(rv, c, p)
        return scale * (np.int64(c[me]) - np.int64(c[op]))
    nodes_before = st[S_NODES]
    child_depth = depth if depth == EXACT else depth - 1
    hh_next = hh ^ mix(h0) if repeats else np.uint64(0)

    # expand every child; score finished games; order the rest
    order = scratch[ply, 0]
    prio = scratch[ply, 1]
    value = scratch[ply, 2]
    done = scratch[ply, 3]
    nb = boards[ply + 1]
    for k in range(count):
        c = nb[k]
        for m in range(size):
            c[m] = b[m]
        pit = moves[ply, k]
        before = c[me]
        code = game.step(rv, c, p, pit)
        codes[ply + 1, k] = code
        q = code & F_NEXT
        if repeats and not code & (F_OVER | F_CAPTURE):
            c0, c1 = board_hash(zob, c, size, q)
            hashes[ply + 1, k, 0] = c0
            hashes[ply + 1, k, 1] = c1
            repeated = False
            for r in range(hstart, ply + 1):
                if (path[r, 1] == q and hashes[r, path[r, 0], 0] == c0
                        and _same(boards[r, path[r, 0]], c, size)):
                    repeated = True
                    break
            if not repeated and hstart == 0:
                for r in range(hist_hashes.shape[0]):
                    if hist_hashes[r] == c0 and _same(hist_boards[r], c, size):
                        repeated = True
                        break
            if repeated:
                game.collect(rv, c, q)
                code |= F_OVER
                codes[ply + 1, k] = code
        if code & F_OVER:
            done[k] = 1
            value[k] = scale * (np.int64(c[me]) - np.int64(c[op]))
            prio[k] = 3_000_000 + value[k]
        else:
            done[k] = 0
            if not repeats or code & F_CAPTURE:
                c0, c1 = board_hash(zob, c, size, q)
                hashes[ply + 1, k, 0] = c0
                hashes[ply + 1, k, 1] = c1
            if pit == tt_move:
                prio[k] = 2_000_000
            elif code & F_EXTRA:
                prio[k] = 1_000_000 + pit
            elif code & F_CAPTURE:
                prio[k] = 500_000 + 100 * (np.int64(c[me]) - np.int64(before)) + pit
            else:
                prio[k] = pit
        order[k] = k

    # enhanced transposition cut-offs, and table bounds to help the order
    for k in range(count):
        if done[k]:
            if value[k] >= beta:
                return value[k]
            continue
        code = codes[ply + 1, k]
        q = code & F_NEXT
        ck = hashes[ply + 1, k, 0]
        if repeats and not code & F_CAPTURE:
            ck = ck ^ mix(hh_next)
        f = tt_find(keys, ck, hashes[ply + 1, k, 1])
        if f >= 0 and vals[f, T_DEPTH] >= child_depth:
            if q == p:
                bound = np.int64(vals[f, T_LO])
            else:
                bound = -np.int64(vals[f, T_HI])
            if bound >= beta:
                return bound
            if bound > -INF:
                prio[k] += 10 * bound

    # insertion sort by priority, highest first
    for k in range(1, count):
        x = order[k]
        j = k - 1
        while j >= 0 and prio[order[j]] < prio[x]:
            order[j + 1] = order[j]
            j -= 1
        order[j + 1] = x

    best = -INF
    best_pit = -1
    a = alpha
    for idx in range(count):
        k = order[idx]
        if done[k]:
            v = value[k]
        else:
            code = codes[ply + 1, k]
            q = code & F_NEXT
            if repeats and code & F_CAPTURE:
                chh = np.uint64(0)
                cstart = ply + 1
            else:
                chh = hh_next
                cstart = hstart
            if q == p:
                v = _search(rv, zob, keys, vals, boards, codes, hashes, moves, path,
                           scratch, hist_boards, hist_hashes, st, ft, ply + 1, k, q, a, beta,
                           child_depth, chh, cstart, scale, eg_t, eg_flat, eg_off, eg_k)
            else:
                v = -_search(rv, zob, keys, vals, boards, codes, hashes, moves, path,
                            scratch, hist_boards, hist_hashes, st, ft, ply + 1, k, q, -beta, -a,
                            child_depth, chh, cstart, scale, eg_t, eg_flat, eg_off, eg_k)
            if st[S_ABORT]:
                return 0
        if v > best:
            best = v
            best_pit = moves[ply, k]
            if v >= beta:
                break
            if v > a:
                a = v
    work = _log2(st[S_NODES] - nodes_before + 1)
    if best <= alpha:
        tt_store(keys, vals, key, h1, -INF, best, -1, depth, work)
    elif best >= beta:
        tt_store(keys, vals, key, h1, best, INF, best_pit, depth, work)
    else:
        tt_store(keys, vals, key, h1, best, best, best_pit, depth, work)
    return best
