# mypy: disable-error-code="no-any-return"
"""Kalah's random playouts: whole random games in one compiled loop.

The loop plays Kalah's one compiled move (:func:`~.move.move`) on the pits
alone, South's row first, and keeps South's margin from the gains; the end of
the game is :func:`~.move.end_gain`'s. The entry point for every game is
:func:`~mancala_core.search.compiled.playout.random_games`.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from ...native.playout_common import (
    G_CUT,
    G_DRAWS,
    G_MOVES,
    G_NORTH_WINS,
    G_SOUTH_WINS,
    MAX_MOVES,
    advance,
    below,
    seed_state,
)
from .move import O_EMPTY_CAPTURE, O_PITS, end_gain, move

__all__ = ["kalah_games"]


@njit(cache=True)
def kalah_games(ov: Any, start: Any, to_move: int, games: int, seed: int, out: Any,
                 log: Any) -> None:
    """Kalah's loop: :func:`~.move.move` on the pits, the rows' totals and South's
    margin kept from the gains; a move is drawn among the mover's pits until a
    pit holds seeds (uniform over the legal moves, and cheaper than listing them).
    ``log`` (if longer than 1) gets the last game's moves after its length."""
    n = ov[O_PITS]
    m = 2 * n
    c0 = np.zeros(m, dtype=np.int64)
    rows = np.zeros(2, dtype=np.int64)
    for i in range(n):
        c0[i] = start[i]
        c0[n + i] = start[n + 1 + i]
        rows[0] += start[i]
        rows[1] += start[n + 1 + i]
    margin0 = np.int64(start[n]) - np.int64(start[2 * n + 1])
    sign0 = 1 if to_move == 0 else -1
    over0, gain0 = end_gain(ov, True, rows[to_move], rows[1 - to_move])
    capture_empty = ov[O_EMPTY_CAPTURE]
    c = np.empty(m, dtype=np.int64)
    keep = log.shape[0] > 1
    x = seed_state(seed)
    for _ in range(games):
        margin = margin0
        played = 0
        if over0:
            margin += sign0 * gain0
        else:
            for i in range(m):
                c[i] = c0[i]
            p = to_move
            sign = sign0
            mine = rows[p]
            theirs = rows[1 - p]
            a = p * n
            while True:
                if played >= MAX_MOVES:
                    out[G_CUT] += 1
                    break
                while True:
                    x = advance(x)
                    pit = below(x, n)
                    if c[a + pit]:
                        break
                if keep:
                    log[1 + played] = pit
                played += 1
                gain, again, mine, theirs, _ = move(c, n, a, n - a, pit, mine, theirs,
                                                    capture_empty)
                over, extra = end_gain(ov, again, mine, theirs)
                margin += sign * (gain + extra)
                if over:
                    break
                if not again:
                    p = 1 - p
                    a = n - a
                    sign = -sign
                    mine, theirs = theirs, mine
        if keep:
            log[0] = played
        out[G_MOVES] += played
        if margin > 0:
            out[G_SOUTH_WINS] += 1
        elif margin < 0:
            out[G_NORTH_WINS] += 1
        else:
            out[G_DRAWS] += 1
