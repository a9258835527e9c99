# mypy: disable-error-code="no-any-return"
"""Oware's one compiled move, and what it needs: the legal moves, the end of the
game and the repetition key.

Every compiled part of the search plays Oware through :func:`move` and
:func:`legal`: the endgame database and its exact search, the horizon search
(both on the pits alone with the mover's row first, :func:`play` and
:func:`legal_moves`), the random playouts (South's row first) and the general
kernel of :mod:`~mancala_core.search.compiled.kernel` (the ``Position.cells`` layout, with
the stores between the rows). Like Kalah's move it takes where the mover's row
and the opponent's row begin in the array; the stores are never in the rows (the
move returns the seeds captured).

The repetition rule: the game ends at the first repetition of a position since
the last capture. :func:`key_weights` and :func:`position_key` give a position's
key, a linear hash that a move changes in constant time (the playouts update it
from the laps and the rest that :func:`move` returns); a key only points at
candidates, the boards are then compared.

Bound to the readable rules by ``tests/games/oware/test_oware_move.py`` (random
positions, every grand-slam option, the whole position compared).

    >>> c = np.array([0, 0, 2, 1, 2, 1], dtype=np.int64)    # 3 pits a row, South first
    >>> move(c, 3, SLAM_NO_CAPTURE, 0, 3, 2), c.tolist()     # South sows pit 3, takes 2 + 3
    ((5, 0, 2), [0, 0, 0, 0, 0, 1])
    >>> c = np.array([0, 0, 2, 1, 2, 0], dtype=np.int64)
    >>> move(c, 3, SLAM_NO_CAPTURE, 0, 3, 2)[0]    # a grand slam takes nothing (no-capture)
    0
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

if TYPE_CHECKING:
    from ...rules import Rules

__all__ = ["SLAM_CAPTURE", "SLAM_ILLEGAL", "SLAM_NO_CAPTURE", "can_move", "decided",
           "key_weights", "legal", "legal_moves", "move", "play", "position_key",
           "slam_code"]

SLAM_NO_CAPTURE, SLAM_ILLEGAL, SLAM_CAPTURE = 0, 1, 2
_SLAMS = {"no-capture": SLAM_NO_CAPTURE, "illegal": SLAM_ILLEGAL, "capture": SLAM_CAPTURE}


def slam_code(rules: Rules) -> int:
    """The ``grand_slam`` option of Oware ``rules`` as the compiled code's number."""
    return _SLAMS[str(rules.options["grand_slam"])]


@njit(cache=True, inline="always")
def _plan(s: int, n: int, pit: int) -> tuple[int, int, int, int]:
    """How ``s`` seeds sown from ``pit`` fall (the pit sown from is skipped):
    ``(laps, x1, x2, x3)``, every other pit getting ``laps``, then the mover's pits
    after ``pit`` ``x1`` more, the opponent's first ``x2`` pits one more, and the
    mover's first ``x3`` pits one more (``x3 <= pit``: never the pit itself)."""
    laps = 0
    if s >= 2 * n:
        laps = s // (2 * n - 1)
        s -= laps * (2 * n - 1)
    x1 = min(s, n - 1 - pit)
    s -= x1
    x2 = min(s, n)
    return laps, x1, x2, s - x2


@njit(cache=True, inline="always")
def _last_theirs(n: int, pit: int, laps: int, x1: int, x2: int, x3: int) -> int:
    """The opponent's pit (0-based) where the last seed falls, or -1 if it falls
    in the mover's row."""
    if x3:
        return -1
    if x2:
        return x2 - 1
    if x1:
        return -1
    # only laps: the last seed falls just before the pit sown from
    return n - 1 if pit == 0 and laps else -1


@njit(cache=True, inline="always")
def move(c: Any, n: int, slam: int, a: int, b: int, pit: int) -> tuple[int, int, int]:
    """Play ``pit`` (0-based, from the mover's left) of the row ``c[a:a+n]`` in
    place; the opponent's row is ``c[b:b+n]``, the stores are not in the rows.

    ``slam``: the ``grand_slam`` option (:data:`SLAM_NO_CAPTURE`, ...). Returns
    ``(captured, laps, rest)``: the seeds captured (for the mover's store), and
    the sowing's laps (every pit but the one sown from got that many) and rest
    (the seeds sown after them, into the pits that follow in the sowing). The
    move is not checked (it must be legal, :func:`legal`), nor the end of game.
    """
    o = a + pit
    s = np.int64(c[o])
    c[o] = 0
    laps, x1, x2, x3 = _plan(s, n, pit)
    if laps:
        for j in range(n):
            c[a + j] += laps
            c[b + j] += laps
        c[o] = 0
    for j in range(o + 1, o + 1 + x1):
        c[j] += 1
    for j in range(b, b + x2):
        c[j] += 1
    for j in range(a, a + x3):
        c[j] += 1
    last = _last_theirs(n, pit, laps, x1, x2, x3)
    captured = 0
    if last >= 0 and (c[b + last] == 2 or c[b + last] == 3):
        k = last - 1
        while k >= 0 and (c[b + k] == 2 or c[b + k] == 3):
            k -= 1
        grand = k < 0
        if grand:
            for j in range(last + 1, n):
                if c[b + j]:
                    grand = False
                    break
        if not (grand and slam == SLAM_NO_CAPTURE):
            for j in range(b + k + 1, b + last + 1):
                captured += c[j]
                c[j] = 0
    return captured, laps, x1 + x2 + x3


@njit(cache=True, inline="always")
def _would_slam(c: Any, n: int, a: int, b: int, pit: int) -> bool:
    """Whether sowing ``pit`` would capture every seed of the opponent's row
    (worked out from the sowing's plan, the board untouched)."""
    laps, x1, x2, x3 = _plan(np.int64(c[a + pit]), n, pit)
    last = _last_theirs(n, pit, laps, x1, x2, x3)
    if last < 0:
        return False
    for j in range(n):
        v = c[b + j] + laps + (1 if j < x2 else 0)
        if j <= last:
            if v != 2 and v != 3:
                return False
        elif v:
            return False
    return True


@njit(cache=True, inline="always")
def legal(c: Any, n: int, slam: int, a: int, b: int, out: Any) -> int:
    """Write the legal pits (0-based, ascending) of the mover's row ``c[a:a+n]`` into
    ``out``; return how many. The end of the game by the stores is not checked.

    A player must feed an opponent whose row (``c[b:b+n]``) is empty; with
    ``grand_slam="illegal"`` a move that would take every opponent seed is left
    out unless all are such.

        >>> c = np.array([0, 1, 2, 0, 0, 0], dtype=np.int64)
        >>> out = np.zeros(3, dtype=np.int64)
        >>> k = legal(c, 3, SLAM_NO_CAPTURE, 0, 3, out)
        >>> out[:k].tolist()    # North's row is empty: only pit 3 (index 2) feeds it
        [2]
    """
    opp = 0
    for k in range(n):
        opp += c[b + k]
    count = 0
    if opp:
        for k in range(n):
            if c[a + k]:
                out[count] = k
                count += 1
    else:
        for k in range(n):
            if c[a + k] >= n - k:
                out[count] = k
                count += 1
    if count and slam == SLAM_ILLEGAL:
        safe = 0
        for i in range(count):
            if not _would_slam(c, n, a, b, out[i]):
                out[safe] = out[i]
                safe += 1
        if safe:
            return safe
        # every move is a grand slam: they are all allowed (``out`` holds them still)
    return count


@njit(cache=True, inline="always")
def can_move(c: Any, n: int, a: int, b: int) -> bool:
    """Whether the player of row ``c[a:a+n]`` has a legal move (the opponent's row
    ``c[b:b+n]`` decides whether it must be fed)."""
    opp_empty = True
    for k in range(n):
        if c[b + k]:
            opp_empty = False
            break
    for k in range(n):
        if c[a + k] > 0 and ((not opp_empty) or c[a + k] >= n - k):
            return True
    return False


@njit(cache=True, inline="always")
def decided(s0: int, s1: int, half: int) -> bool:
    """Whether the stores end the game: one holds more than ``half`` the seeds,
    or each holds half."""
    return s0 > half or s1 > half or (s0 == half and s1 == half)


@njit(cache=True)
def play(n: int, slam: int, b: Any, i: int) -> int:
    """:func:`move` on ``b`` with the mover's row first (rows not swapped); return
    the seeds captured."""
    return move(b, n, slam, 0, n, i)[0]


@njit(cache=True)
def legal_moves(n: int, slam: int, b: Any, out: Any) -> int:
    """:func:`legal` on ``b`` with the mover's row first."""
    return legal(b, n, slam, 0, n, out)


@njit(cache=True)
def key_weights(m: int) -> Any:
    """The weights of :func:`position_key` for ``m`` pits: one per pit and one for
    the side to move (``m + 1`` numbers, drawn by xorshift64* from a fixed seed)."""
    z = np.empty(m + 1, dtype=np.int64)
    h = np.uint64(0x243F6A8885A308D3)
    for j in range(m + 1):
        h ^= h >> np.uint64(12)
        h ^= h << np.uint64(25)
        h ^= h >> np.uint64(27)
        z[j] = np.int64(h * np.uint64(0x2545F4914F6CDD1D))
    return z


@njit(cache=True, inline="always")
def position_key(z: Any, c: Any, m: int, side: int) -> int:
    """The repetition key of pits ``c`` (``m`` of them) with ``side`` to move:
    ``sum(c[j] * z[j]) + z[m] * side``, wrapping. Linear, so a move changes it by
    a sum over the pits it sowed."""
    key = z[m] * side
    for j in range(m):
        key += c[j] * z[j]
    return key
