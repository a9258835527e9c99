# mypy: disable-error-code="no-any-return"
"""Random playouts through the compiled kernel, with their own fast generator.

:func:`random_games` plays ``games`` uniformly random games from a board and
returns how they ended; the moves are drawn by xorshift64* (no numpy random
state, no Python call per move). Oware's repetition rule is applied as the
rules do: a move that captures nothing and brings back a position seen since
the last capture ends the game, and each player takes their own row.

    >>> import mancala_core as mc
    >>> from mancala_core.search.kernel import board_of, rules_vector
    >>> pos = mc.rules("kalah").start()
    >>> out = random_games(rules_vector(pos.rules), board_of(pos), 0, 100, 1)
    >>> int(out[0] + out[1] + out[2]), int(out[3]) > 100
    (100, True)
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from .kernel import F_CAPTURE, F_NEXT, F_OVER, GAME_OWARE, R_GAME, R_PITS, gen_moves
from .kernel import step_unchecked as step

#: the result slots of :func:`random_games`
G_SOUTH_WINS, G_NORTH_WINS, G_DRAWS, G_MOVES, G_CUT = range(5)
#: a game longer than this many moves is stopped (and counted in ``G_CUT``)
MAX_MOVES = 20_000


@njit(cache=True)
def _next(state: Any) -> Any:
    """xorshift64*: advance ``state[0]`` and return 64 random bits."""
    x = state[0]
    x ^= x >> np.uint64(12)
    x ^= x << np.uint64(25)
    x ^= x >> np.uint64(27)
    state[0] = x
    return x * np.uint64(0x2545F4914F6CDD1D)


@njit(cache=True)
def _same(a: Any, b: Any, size: int) -> bool:
    for k in range(size):
        if a[k] != b[k]:
            return False
    return True


@njit(cache=True)
def random_games(rv: Any, start: Any, to_move: int, games: int, seed: int) -> Any:
    """Play ``games`` random games from ``start`` (``to_move`` to move).

    Returns an ``int64`` array: South's wins, North's wins, draws, moves played
    and games cut at :data:`MAX_MOVES`.
    """
    n = rv[R_PITS]
    size = 2 * n + 2
    oware = rv[R_GAME] == GAME_OWARE
    out = np.zeros(5, dtype=np.int64)
    state = np.zeros(1, dtype=np.uint64)
    state[0] = np.uint64(seed) * np.uint64(0x9E3779B97F4A7C15) + np.uint64(1)
    b = np.empty(size, dtype=np.int16)
    moves = np.empty(n, dtype=np.int64)
    seen = np.empty((MAX_MOVES + 1, size), dtype=np.int16)
    seen_p = np.empty(MAX_MOVES + 1, dtype=np.int64)
    for _ in range(games):
        for k in range(size):
            b[k] = start[k]
        p = to_move
        count_seen = 0
        if oware:
            for k in range(size):
                seen[0, k] = b[k]
            seen_p[0] = p
            count_seen = 1
        played = 0
        while True:
            count = gen_moves(rv, b, p, moves)
            if count == 0:
                break
            if played >= MAX_MOVES:
                out[G_CUT] += 1
                break
            pit = moves[np.int64((_next(state) >> np.uint64(33)) % np.uint64(count))]
            code = step(rv, b, p, pit)
            played += 1
            p = code & F_NEXT
            if code & F_OVER:
                break
            if oware:
                if code & F_CAPTURE:
                    count_seen = 0
                else:
                    repeated = False
                    for r in range(count_seen):
                        if seen_p[r] == p and _same(seen[r], b, size):
                            repeated = True
                            break
                    if repeated:
                        for owner in range(2):
                            store = owner * (n + 1) + n
                            for k in range(owner * (n + 1), store):
                                b[store] += b[k]
                                b[k] = 0
                        break
                for k in range(size):
                    seen[count_seen, k] = b[k]
                seen_p[count_seen] = p
                count_seen += 1
        out[G_MOVES] += played
        s0 = b[n]
        s1 = b[2 * n + 1]
        if s0 > s1:
            out[G_SOUTH_WINS] += 1
        elif s1 > s0:
            out[G_NORTH_WINS] += 1
        else:
            out[G_DRAWS] += 1
    return out
