# mypy: disable-error-code="no-any-return"
"""Kalah's one compiled move, and what it needs: the end of the game and the legal moves.

Every compiled part of the search plays Kalah through :func:`move`: the exact
search and the endgame database (through :func:`sow`, on the pits alone with
the mover's row first), the random playouts (South's row first) and the general
kernel of :mod:`~mancala_core.search.compiled.kernel` (the ``Position.cells`` layout, with
the stores between the rows). :func:`move` takes where the mover's row and the
opponent's row begin in the array, so the same code serves each layout; the
stores are never in the rows (the move returns what goes into the mover's
store).

Kalah has no repetition rule: no position can come back, since every move puts
seeds into a store or moves seeds forward in the mover's row.

Bound to the readable rules by ``tests/games/kalah/test_kalah_move.py`` (random
positions, every option combination, the whole position compared).

    >>> c = np.array([0, 0, 5, 1, 2, 0], dtype=np.int64)    # 3 pits a row, South first
    >>> move(c, 3, 0, 3, 2, 5, 3, 0), c.tolist()   # South's pit 3: store, North's 3 pits, pit 1
    ((3, False, 0, 5, 2), [0, 0, 0, 2, 3, 0])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

from ...native.lowlevel import leaf
from .rules import Kalah

if TYPE_CHECKING:
    from ...rules import Rules

__all__ = ["LEFT_EMPTIED", "LEFT_OWNER", "LEFT_UNCOUNTED", "O_BITS", "O_EMPTY_CAPTURE",
           "O_END_NO_MOVE", "O_LEFTOVERS", "O_PITS", "end_gain", "game_over",
           "legal_moves", "move", "options_vector", "sow", "terminal_gain"]

# the options vector
O_PITS, O_EMPTY_CAPTURE, O_END_NO_MOVE, O_LEFTOVERS, O_BITS = range(5)
LEFT_OWNER, LEFT_EMPTIED, LEFT_UNCOUNTED = 0, 1, 2


def options_vector(rules: Rules) -> np.ndarray[Any, np.dtype[np.int64]]:
    """Kalah's options as the ``int64`` vector the compiled code takes (the last
    entry: the bits a pit takes in the search's table key, 0 if a row does not fit
    in 64 bits)."""
    if not isinstance(rules, Kalah):
        raise ValueError(f"the Kalah search plays kalah, not {rules.label()!r}")
    opts = rules.options
    n = int(opts["pits"])
    total = 2 * n * int(opts["seeds"])
    vec = np.zeros(5, dtype=np.int64)
    vec[O_PITS] = n
    vec[O_EMPTY_CAPTURE] = int(bool(opts["empty_capture"]))
    vec[O_END_NO_MOVE] = int(opts["end"] == "no-move")
    vec[O_LEFTOVERS] = {"owner": LEFT_OWNER, "emptied": LEFT_EMPTIED,
                        "uncounted": LEFT_UNCOUNTED}[str(opts["leftovers"])]
    bits = max(1, int(total).bit_length())
    vec[O_BITS] = bits if n * bits <= 64 else 0  # 0: hash the rows
    return vec


@leaf
def move(c: Any, n: int, a: int, b: int, pit: int, mine: int, theirs: int,
         empty_capture: int) -> tuple[int, bool, int, int, int]:
    """Sow ``pit`` (0-based, from the mover's left) of the row at ``c[a:a+n]`` in
    place; the opponent's row is ``c[b:b+n]``; the stores are not in the rows (the
    mover's store comes after the mover's last pit in the sowing, the opponent's is
    skipped).

    ``mine`` and ``theirs`` are the seeds in the mover's row and in the
    opponent's. Returns ``(gain, again, mine, theirs, captured)``: the seeds the
    move puts into the mover's store (sowing and capture; the end of the game is
    :func:`end_gain`'s), whether the mover moves again, the rows' new totals, and
    the seeds taken by a capture (0 if none, else the capturing seed and the
    opposite pit's). Laps are added arithmetically; the rest of the seeds fill at
    most three runs of pits, with no test per seed. The move is not checked.
    """
    o = a + pit
    s = np.int64(c[o])
    c[o] = 0
    mine -= s
    gain = 0
    ring = 2 * n + 1
    if s >= ring:
        laps = s // ring
        for j in range(n):
            c[a + j] += laps
            c[b + j] += laps
        gain = laps
        mine += laps * n
        theirs += laps * n
        s -= laps * ring
    e = pit + s  # where the last seed falls: 0..n-1 the mover's pits, n the store, then
    if e < n:    # the opponent's pits n+1..2n, then the mover's again
        for j in range(o + 1, a + e + 1):
            c[j] += 1
        mine += s
    else:
        for j in range(o + 1, a + n):
            c[j] += 1
        mine += n - 1 - pit
        gain += 1
        if e > n:
            top = min(e, 2 * n) - n
            for j in range(b, b + top):
                c[j] += 1
            theirs += top
            if e > 2 * n:
                e -= ring
                for j in range(a, a + e + 1):
                    c[j] += 1
                mine += e + 1
    captured = 0
    if e < n and c[a + e] == 1:
        f = b + n - 1 - e
        if c[f] or empty_capture:
            captured = np.int64(c[f]) + 1
            gain += captured
            theirs -= c[f]
            mine -= 1
            c[f] = 0
            c[a + e] = 0
    return gain, e == n, mine, theirs, captured


@leaf
def game_over(end_no_move: int, again: bool, mine: int, theirs: int) -> bool:
    """Whether the game is over after a move: ``mine``, ``theirs`` the seeds in the
    mover's and the opponent's rows, ``again`` whether the mover moves next
    (before any move: the player to move is the mover, with ``again`` true)."""
    if end_no_move:
        return (mine == 0) if again else (theirs == 0)
    return mine == 0 or theirs == 0


@leaf
def end_gain(ov: Any, again: bool, mine: int, theirs: int) -> tuple[bool, int]:
    """Whether a Kalah game is over after a move (:func:`game_over`), and the
    mover's gain over the opponent from the end-of-game collection (the
    ``leftovers`` option).

        >>> ov = np.array([3, 0, 0, LEFT_OWNER, 2])
        >>> end_gain(ov, False, 4, 0), end_gain(ov, False, 4, 1)
        ((True, 4), (False, 0))
    """
    if not game_over(ov[O_END_NO_MOVE], again, mine, theirs):
        return False, 0
    left = ov[O_LEFTOVERS]
    if left == LEFT_OWNER:
        return True, mine - theirs
    if left == LEFT_EMPTIED:
        mover_empty = again if ov[O_END_NO_MOVE] else mine == 0
        return True, (mine + theirs) if mover_empty else -(mine + theirs)
    return True, 0


@leaf
def terminal_gain(ov: Any, c: Any) -> tuple[bool, int]:
    """Whether pits ``c`` (mover's row first, the mover to move) are a finished
    game, and if so the mover's gain from the end-of-game collection."""
    n = ov[O_PITS]
    mine = 0
    theirs = 0
    for i in range(n):
        mine += c[i]
        theirs += c[n + i]
    return end_gain(ov, True, mine, theirs)


@leaf
def sow(ov: Any, c: Any, pit: int) -> tuple[int, int, int]:
    """:func:`move` on pits ``c`` (the mover's row first, no stores) in place, the
    end of the game included: the exact search's and the endgame database's step.

    Returns ``(gain, flags, left)``: the mover's gain over the opponent from this
    move (seeds into the mover's store, captures, and the end-of-game collection
    if the game ends), flags (1: the mover moves again, 2: the game is over) and
    the seeds left in the pits. If the turn passes, the rows are swapped, so
    ``c`` is again the next mover's row first.

        >>> ov = np.array([3, 0, 0, LEFT_OWNER, 2])
        >>> c = np.array([1, 0, 2, 1, 2, 0], dtype=np.int16)
        >>> sow(ov, c, 2), c.tolist()        # the opponent moves next: its row first
        ((1, 0, 5), [2, 2, 0, 1, 0, 0])
    """
    n = ov[O_PITS]
    mine = 0
    theirs = 0
    for i in range(n):
        mine += c[i]
        theirs += c[n + i]
    gain, again, mine, theirs, _ = move(c, n, 0, n, pit, mine, theirs, ov[O_EMPTY_CAPTURE])
    over, end = end_gain(ov, again, mine, theirs)
    if over:
        for i in range(2 * n):
            c[i] = 0
        return gain + end, 2 | (1 if again else 0), 0
    if not again:
        for i in range(n):
            x = c[i]
            c[i] = c[n + i]
            c[n + i] = x
        return gain, 0, mine + theirs
    return gain, 1, mine + theirs


@njit(cache=True)
def legal_moves(c: Any, n: int, a: int, out: Any) -> int:
    """Write the legal pits (0-based, ascending) of the row ``c[a:a+n]`` into
    ``out``; return how many. The end of the game is the caller's to check."""
    count = 0
    for pit in range(n):
        if c[a + pit]:
            out[count] = pit
            count += 1
    return count
