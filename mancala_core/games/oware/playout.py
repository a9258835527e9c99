# mypy: disable-error-code="no-any-return"
"""Oware's random playouts: whole random games in one compiled loop.

The loop plays Oware's one compiled move (:func:`~.move.move`) on the pits
alone (South's row, then North's; a lap is arithmetic, not a loop), with the
stores as two numbers. The repetition rule is applied as the rules do: a move
that captures nothing and brings back a position (board and player to move)
seen since the last capture, or since the start, ends the game and each player
takes their own row. The positions seen are kept as their repetition keys
(:func:`~.move.position_key`, updated in constant time from the move's laps and
rest) and boards; a board is compared only when its key matches. The entry
point for every game is :func:`~mancala_core.search.compiled.playout.random_games`.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from ...native.playout_common import (
    G_CUT,
    G_DECIDED,
    G_DRAWS,
    G_MOVES,
    G_NORTH_WINS,
    G_REPEATED,
    G_SOUTH_WINS,
    MAX_MOVES,
    advance,
    below,
    seed_state,
)
from .move import SLAM_ILLEGAL, decided, key_weights, legal, move, position_key

__all__ = ["oware_games"]

#: the positions seen since the last capture mark one of 2**_MARK_BITS slots
_MARK_BITS = 10


@njit(cache=True)
def oware_games(n: int, slam: int, start: Any, to_move: int, games: int, seed: int,
                 out: Any, log: Any) -> None:
    """Oware's loop (see the module's docstring). ``log`` (if longer than 1) gets
    the last game's moves after its length.

    The rows' totals are kept from the move (laps and rest); a move is drawn
    among the mover's pits until one is legal (uniform over the legal moves),
    except with ``grand_slam="illegal"``, where :func:`~.move.legal` lists them.
    A position's hash marks a slot of ``mark`` with the number of the current
    capture-free stretch: the list of positions seen is searched only when the
    slot of the new position is marked (rarely, unless the position repeats).
    """
    m = 2 * n
    c0 = np.zeros(m, dtype=np.int64)
    rows = np.zeros(2, dtype=np.int64)
    for i in range(n):
        c0[i] = start[i]
        c0[n + i] = start[n + 1 + i]
        rows[0] += start[i]
        rows[1] += start[n + 1 + i]
    st0 = np.int64(start[n])
    st1 = np.int64(start[2 * n + 1])
    half = (st0 + st1 + rows[0] + rows[1]) // 2
    # the linear hash of a position: sum(c[j] * z[j]) + z[m] * (player to move), with
    # pz[k] = z[0] + ... + z[k - 1] over the ring twice (a run of pits is one subtraction)
    z = key_weights(m)
    pz = np.zeros(2 * m + 1, dtype=np.int64)
    for k in range(2 * m):
        pz[k + 1] = pz[k] + z[k % m]
    ring = pz[m]
    seen_h = np.empty(MAX_MOVES + 1, dtype=np.int64)  # since the last capture
    seen_b = np.empty((MAX_MOVES + 1, m), dtype=np.int64)
    mark = np.zeros(1 << _MARK_BITS, dtype=np.int64)
    shift = np.uint64(64 - _MARK_BITS)
    stretch = 0
    c = np.empty(m, dtype=np.int64)
    moves = np.empty(n, dtype=np.int64)
    listed = slam == SLAM_ILLEGAL
    keep = log.shape[0] > 1
    x = seed_state(seed)
    for _ in range(games):
        for j in range(m):
            c[j] = c0[j]
        s0 = st0
        s1 = st1
        p = to_move
        mine = rows[p]
        theirs = rows[1 - p]
        played = 0
        cut = False
        if decided(s0, s1, half):
            out[G_DECIDED] += 1
        else:
            key = position_key(z, c, m, p)
            stretch += 1
            mark[np.uint64(key) >> shift] = stretch
            seen_h[0] = key
            for j in range(m):
                seen_b[0, j] = c[j]
            cnt = 1
            while True:
                a = p * n
                if listed:
                    count = legal(c, n, slam, a, n - a, moves)
                    if count == 0:
                        break
                    x = advance(x)
                    pit = moves[below(x, count)]
                elif theirs:
                    if mine == 0:
                        break
                    while True:
                        x = advance(x)
                        pit = below(x, n)
                        if c[a + pit]:
                            break
                else:  # the opponent's row is empty: a move must reach it
                    feeds = False
                    for k in range(n):
                        if c[a + k] >= n - k:
                            feeds = True
                            break
                    if not feeds:
                        break
                    while True:
                        x = advance(x)
                        pit = below(x, n)
                        if c[a + pit] >= n - pit:
                            break
                if played >= MAX_MOVES:
                    out[G_CUT] += 1
                    cut = True
                    break
                if keep:
                    log[1 + played] = pit
                played += 1
                o = a + pit
                s = c[o]
                captured, laps, rest = move(c, n, slam, a, n - a, pit)
                # the rows' totals: the rest fills pits pit+1.. of the mover, then the
                # opponent's row, then the mover's again (never back to pit)
                over = pit + rest - n + 1  # how many of the rest reach the opponent
                into = 0 if over <= 0 else (n if over > n else over)
                mine += laps * (n - 1) + rest - into - s
                theirs += laps * n + into - captured
                p = 1 - p
                mine, theirs = theirs, mine
                if captured:
                    if p:  # the mover was South
                        s0 += captured
                    else:
                        s1 += captured
                    if decided(s0, s1, half):
                        out[G_DECIDED] += 1
                        break
                    key = position_key(z, c, m, p)
                    cnt = 0
                    stretch += 1
                else:
                    key += (z[m] if p else -z[m]) - s * z[o] + laps * (ring - z[o])
                    key += pz[o + 1 + rest] - pz[o + 1]
                    slot = np.uint64(key) >> shift
                    if mark[slot] == stretch:
                        repeated = False
                        for r in range(cnt - 2, -1, -2):  # the same player to move
                            if seen_h[r] == key:
                                repeated = True
                                for j in range(m):
                                    if seen_b[r, j] != c[j]:
                                        repeated = False
                                        break
                                if repeated:
                                    break
                        if repeated:
                            out[G_REPEATED] += 1
                            break
                mark[np.uint64(key) >> shift] = stretch
                seen_h[cnt] = key
                for j in range(m):
                    seen_b[cnt, j] = c[j]
                cnt += 1
        if not cut:  # the end: each player takes their own row
            for j in range(n):
                s0 += c[j]
                s1 += c[n + j]
        if keep:
            log[0] = played
        out[G_MOVES] += played
        if s0 > s1:
            out[G_SOUTH_WINS] += 1
        elif s1 > s0:
            out[G_NORTH_WINS] += 1
        else:
            out[G_DRAWS] += 1
