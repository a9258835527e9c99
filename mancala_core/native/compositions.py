# mypy: disable-error-code="no-any-return"
"""Compositions: the ways to put ``k`` seeds into ``m`` pits, and their ranks.

The endgame databases (:mod:`~mancala_core.games.kalah.endgame` for Kalah,
:mod:`~mancala_core.games.oware.endgame`) hold one entry per composition of a
level, in lexicographic order; :func:`rank` is an entry's index (the
combinatorial number system), :func:`_unrank` its inverse and
:func:`_next_composition` the next one in order.

    >>> t = comb_table(3, 2)
    >>> int(t[3, 2]), rank(t, np.array([0, 0, 2]), 3, 2), rank(t, np.array([2, 0, 0]), 3, 2)
    (6, 0, 5)
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from .lowlevel import leaf

__all__ = ["comb_table", "level_size", "probe", "rank"]


def comb_table(m: int, k_max: int) -> np.ndarray[Any, np.dtype[np.int64]]:
    """``T[p, s]``: the number of ways to put ``s`` seeds into ``p`` pits."""
    t = np.zeros((m + 1, k_max + 1), dtype=np.int64)
    t[0, 0] = 1
    for p in range(1, m + 1):
        t[p] = np.cumsum(t[p - 1])
    return t


def level_size(pits: int, seeds: int) -> int:
    """How many positions level ``seeds`` has on a board of ``pits`` pits a side."""
    return int(comb_table(2 * pits, seeds)[2 * pits, seeds])


@leaf
def rank(t: Any, c: Any, m: int, k: int) -> int:
    """The lexicographic rank of the composition ``c[:m]`` of ``k``."""
    r = k
    idx = 0
    for i in range(m - 1):
        v = c[i]
        idx += t[m - i, r] - t[m - i, r - v]
        r -= v
    return idx


@njit(cache=True)
def _unrank(t: Any, m: int, k: int, idx: int, c: Any) -> None:
    r = k
    for i in range(m - 1):
        v = 0
        while True:
            below = t[m - i - 1, r - v]
            if idx < below:
                break
            idx -= below
            v += 1
        c[i] = v
        r -= v
    c[m - 1] = r


@njit(cache=True)
def _next_composition(c: Any, m: int) -> None:
    """The next composition (same sum) in lexicographic order, in place."""
    tail = c[m - 1]
    i = m - 2
    while i >= 0 and tail == 0:
        tail += c[i]
        i -= 1
    # c[i + 1 .. m - 1] hold ``tail`` seeds (c[m - 1] included); grow c[i]
    if i < 0:
        return
    for j in range(i + 1, m):
        c[j] = 0
    c[i] += 1
    c[m - 1] = tail - 1


@njit(cache=True)
def probe(t: Any, flat: Any, offsets: Any, b: Any, n: int, p: int) -> int:
    """The stored value of board ``b`` (cells as in the search kernel: each row's
    ``n`` pits, then its store) for ``p`` to move, in an endgame database laid out
    as compositions of the seeds in the pits, the mover's row first, level by level
    (``t``: :func:`comb_table`, ``flat``: the values, ``offsets``: each level's start;
    Kalah's database)."""
    m = 2 * n
    r = 0
    left = 0
    idx = 0
    for i in range(m):
        left += b[i + i // n]
    r = left
    for i in range(m - 1):
        j = i if p == 0 else (i + n) % m
        v = b[j + j // n]
        idx += t[m - i, r] - t[m - i, r - v]
        r -= v
    return flat[offsets[left] + idx]
