# mypy: disable-error-code="no-any-return"
"""The horizon question's compiled search for Oware (see :mod:`.horizon`).

The AND/OR search of :func:`~mancala_core.search.questions.horizon.force_within` over the
compiled Oware move of :mod:`~mancala_core.games.oware.endgame` (boards with
the mover's row first, stores apart). The history of the current line is a
stack: the positions since the last capture are rows ``hlo:hhi`` of ``hb``
(boards, mover first) with their sides in ``hs``; a capture starts an empty
range above them, so the rows of the lines still open below are never
overwritten. The memo (:mod:`~mancala_core.native.memo`'s record, shared with
Kalah's) is keyed by two 64-bit hashes of the board, the side to move, the root
player's store, whose turn it is and the *set* of positions in the history (each
entry's hash mixed, then XORed).
Checked against the readable search and a brute force in
``tests/search/test_horizon.py``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from ...native.memo import (
    S_ABORT,
    S_LIMIT,
    S_NODES,
    TABLE_BITS,
    MemoPool,
    PooledMemo,
    recall,
    remember,
)
from .move import legal_moves, play, slam_code

#: the deepest line (plies) the stacks hold
MAX_PLIES = 512


@njit(cache=True)
def _mix(x: Any) -> Any:
    x ^= x >> np.uint64(31)
    x *= np.uint64(0x7FB5D329728EA185)
    x ^= x >> np.uint64(27)
    x *= np.uint64(0x81DADEF4BC2DD44D)
    x ^= x >> np.uint64(33)
    return x


@njit(cache=True)
def _hash(z: Any, b: Any, m: int, side: int) -> Any:
    h = z[m, side]
    for j in range(m):
        h ^= z[j, b[j]]
    return h


@njit(cache=True)
def _row(b: Any, lo: int, hi: int) -> int:
    s = 0
    for j in range(lo, hi):
        s += b[j]
    return s


@njit(cache=True)
def _repeats(hb: Any, hs: Any, hlo: int, hhi: int, c: Any, side: int, m: int) -> bool:
    for r in range(hlo, hhi):
        if hs[r] != side:
            continue
        same = True
        for j in range(m):
            if hb[r, j] != c[j]:
                same = False
                break
        if same:
            return True
    return False


@njit(cache=True)
def forces(n: int, slam: int, half: int, win: bool, target: int, b: Any, side: int,
           mine: bool, s_me: int, s_opp: int, left: int, hb: Any, hs: Any, hlo: int,
           hhi: int, hh0: Any, hh1: Any, z0: Any, z1: Any, keys: Any, memo: Any,
           st: Any) -> int:
    """1 if the root player can force the goal from board ``b`` (the mover's row
    first; ``side`` the mover, ``mine`` whether the mover is the root player;
    ``s_me``, ``s_opp`` the root player's and the other's stores) within ``left``
    plies, 0 if not, -1 if the node budget ran out. The game is not over at ``b``
    and the goal not reached; ``left >= 1``."""
    m = 2 * n
    on_board = _row(b, 0, m)
    if s_me + on_board < target or (win and s_me + on_board <= s_opp):
        return 0
    h0 = _hash(z0, b, m, side) ^ z0[m + 1, s_me] ^ z0[m + 2, 1 if mine else 0]
    h1 = _hash(z1, b, m, side) ^ z1[m + 1, s_me] ^ z1[m + 2, 1 if mine else 0]
    k0 = _mix(h0 ^ hh0)
    k1 = h1 ^ _mix(hh1 + np.uint64(0x9E3779B97F4A7C15))
    key = (k0, k1)
    slot = np.int64(k0 & np.uint64(keys.shape[0] - 1))
    known = recall(keys, memo, slot, key, left)
    if known >= 0:
        return known
    if st[S_NODES] >= st[S_LIMIT]:
        st[S_ABORT] = 1
        return -1
    st[S_NODES] += 1
    moves = np.empty(n, dtype=np.int64)
    count = legal_moves(n, slam, b, moves)
    kids = np.empty((n, m), dtype=np.int64)
    gots = np.empty(n, dtype=np.int64)
    for x in range(count):
        c = kids[x]
        for j in range(m):
            c[j] = b[j]
        gots[x] = play(n, slam, c, moves[x])
    order = np.arange(count)
    for x in range(1, count):  # captures first: the likeliest proof or refutation
        y = x
        while y > 0 and gots[order[y]] > gots[order[y - 1]]:
            order[y], order[y - 1] = order[y - 1], order[y]
            y -= 1
    # this position joins the line's history
    for j in range(m):
        hb[hhi, j] = b[j]
    hs[hhi] = side
    eh0 = hh0 ^ _mix(_hash(z0, b, m, side))
    eh1 = hh1 ^ _mix(_hash(z1, b, m, side) + np.uint64(1))
    child = np.empty(m, dtype=np.int64)
    out = np.empty(n, dtype=np.int64)
    result = 0 if mine else 1
    for x in range(count):
        c = kids[order[x]]
        got = gots[order[x]]
        me2 = s_me + got if mine else s_me
        opp2 = s_opp if mine else s_opp + got
        for i in range(n):
            child[i] = c[n + i]
            child[n + i] = c[i]
        over = False
        if got:
            sm = me2 if mine else opp2  # the mover's store
            so = opp2 if mine else me2
            over = sm > half or so > half or (sm == half and so == half)
            clo, chi = hhi + 1, hhi + 1
            ch0, ch1 = np.uint64(0), np.uint64(0)
        else:
            clo, chi = hlo, hhi + 1
            ch0, ch1 = eh0, eh1
            over = _repeats(hb, hs, hlo, hhi + 1, child, 1 - side, m)
        if not over and legal_moves(n, slam, child, out) == 0:
            over = True
        if over:
            mover_row = _row(c, 0, n)
            other_row = _row(c, n, m)
            f_me = me2 + (mover_row if mine else other_row)
            f_opp = opp2 + (other_row if mine else mover_row)
            r = 1 if (f_me > f_opp if win else f_me >= target) else 0
        elif not win and me2 >= target:
            r = 1
        elif left == 1:
            r = 0
        else:
            r = forces(n, slam, half, win, target, child, 1 - side, not mine, me2, opp2,
                       left - 1, hb, hs, clo, chi, ch0, ch1, z0, z1, keys, memo, st)
            if r < 0:
                return -1
        if mine and r == 1:
            result = 1
            break
        if not mine and r == 0:
            result = 0
            break
    remember(keys, memo, slot, key, left, result, st)
    return result


#: the memos of this game's questions (keys of 2 words)
_pool = MemoPool(key_words=2)
_zobrist: dict[tuple[int, int], tuple[Any, Any]] = {}


def _zobrist_tables(m: int, total: int) -> tuple[Any, Any]:
    key = (m, total)
    if key not in _zobrist:
        rng = np.random.default_rng(20261201)
        # rows: each pit (by its seeds), the side to move, the root player's store,
        # whose turn it is
        z0 = rng.integers(1, 2**63, size=(m + 3, total + 2), dtype=np.int64).astype(np.uint64)
        z1 = rng.integers(1, 2**63, size=z0.shape, dtype=np.int64).astype(np.uint64)
        _zobrist[key] = (z0, z1)
    return _zobrist[key]


class OwareHorizon(PooledMemo):
    """One question's compiled search state: the memo, the stacks, the hashes.
    :meth:`release` hands the memo back for the next question (emptied)."""

    def __init__(self, root: Any, goal: str, seeds: int, table_bits: int = TABLE_BITS) -> None:
        rules = root.rules
        self.n = n = int(rules.options["pits"])
        self.m = m = 2 * n
        self.slam = slam_code(rules)
        total = sum(root.cells)
        self.half = total // 2
        self.win = goal == "win"
        self.me = root.to_move
        self.target = root.store(self.me) + seeds
        self.z0, self.z1 = _zobrist_tables(m, total)
        super().__init__(_pool, table_bits)
        self.nodes = 0

    def board(self, cells: tuple[int, ...], p: int) -> Any:
        """The pits of ``cells`` with ``p`` to move, the mover's row first."""
        n = self.n
        mine = [cells[p * (n + 1) + i] for i in range(n)]
        other = [cells[(1 - p) * (n + 1) + i] for i in range(n)]
        return np.array(mine + other, dtype=np.int64)

    def forces(self, pos: Any, left: int, limit: int) -> bool | None:
        """Whether the root player forces the goal from ``pos`` (not over, goal not
        reached, ``left >= 1``) within ``left`` plies; ``None`` past ``limit`` nodes."""
        side = pos.to_move
        b = self.board(pos.cells, side)
        hist = pos.history
        rows = len(hist) + left + 2
        if left > MAX_PLIES:
            raise RecursionError(f"a horizon of {left} plies is more than {MAX_PLIES}")
        hb = np.zeros((rows, self.m), dtype=np.int64)
        hs = np.zeros(rows, dtype=np.int64)
        hh0 = np.uint64(0)
        hh1 = np.uint64(0)
        for j, (cells, mover, _extra) in enumerate(hist):
            row = self.board(cells, mover)
            hb[j] = row
            hs[j] = mover
            hh0 ^= _mix(_hash(self.z0, row, self.m, mover))
            hh1 ^= _mix(_hash(self.z1, row, self.m, mover) + np.uint64(1))
        st = self.st
        st[S_NODES] = 0
        st[S_LIMIT] = limit
        st[S_ABORT] = 0
        s_me, s_opp = pos.store(self.me), pos.store(1 - self.me)
        r = forces(self.n, self.slam, self.half, self.win, self.target, b, side,
                   side == self.me, s_me, s_opp, left, hb, hs, 0, len(hist), hh0, hh1,
                   self.z0, self.z1, self.keys, self.memo, st)
        self.nodes += int(st[S_NODES])
        return None if r < 0 else bool(r)
