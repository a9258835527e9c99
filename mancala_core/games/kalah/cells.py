# mypy: disable-error-code="no-any-return"
"""Kalah's step functions over the cells: what the game-neutral compiled search asks of it.

Kalah's one compiled move (:func:`~.move.move`) played on the flat board laid out
like ``Position.cells`` (the stores between the rows), with the end of the game
and the ``leftovers`` option's collection: the :class:`~mancala_core.native.cells.KernelGame`
:data:`KERNEL` that the kernel (:mod:`mancala_core.search.compiled.kernel`), the general
negamax and the random playouts take. The ruleset vector is Kalah's options
vector (:func:`~.move.options_vector`: the pits first). Kalah has no repetition
rule. ``tests/search/test_kernel_differential.py`` binds these functions to the
readable rules.

    >>> import numpy as np
    >>> import mancala_core as mc
    >>> from mancala_core.native.cells import F_NEXT
    >>> pos = mc.rules("kalah").start()
    >>> rv, b = KERNEL.rules_vector(pos.rules), np.array(pos.cells, dtype=np.int16)
    >>> code = step(rv, b, 0, 2)       # South plays 3: the last seed in the store
    >>> code & F_NEXT, bool(code & F_EXTRA), b.tolist()
    (0, True, [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0])
"""

from __future__ import annotations

from typing import Any

from numba import njit

from ...native.cells import F_CAPTURE, F_EXTRA, F_OVER, R_PITS, KernelGame
from .move import (
    LEFT_OWNER,
    LEFT_UNCOUNTED,
    O_EMPTY_CAPTURE,
    O_END_NO_MOVE,
    O_LEFTOVERS,
    O_PITS,
    game_over,
    legal_moves,
    move,
    options_vector,
)
from .playout import kalah_games

__all__ = ["KERNEL", "apply", "collect", "gen_moves", "is_over", "step"]

assert R_PITS == O_PITS  # the options vector is the ruleset vector


@njit(cache=True)
def _row_sum(b: Any, n: int, player: int) -> int:
    start = player * (n + 1)
    total = 0
    for k in range(start, start + n):
        total += b[k]
    return total


@njit(cache=True)
def collect(rv: Any, b: Any, to_move: int) -> None:
    """Sweep the seeds left in the rows into the stores as the ``leftovers`` option
    says (``to_move``: the player to move in the finished position, which
    ``end="no-move"`` uses)."""
    n = rv[O_PITS]
    left = rv[O_LEFTOVERS]
    if left == LEFT_UNCOUNTED:
        return
    if left == LEFT_OWNER:
        for owner in range(2):
            store = owner * (n + 1) + n
            for k in range(owner * (n + 1), store):
                b[store] += b[k]
                b[k] = 0
        return
    # emptied: the player whose row is empty takes every seed left
    if rv[O_END_NO_MOVE]:
        empty = to_move
    else:
        empty = 0 if _row_sum(b, n, 0) == 0 else 1
    store = empty * (n + 1) + n
    for owner in range(2):
        for k in range(owner * (n + 1), owner * (n + 1) + n):
            b[store] += b[k]
            b[k] = 0


@njit(cache=True)
def is_over(rv: Any, b: Any, to_move: int) -> bool:
    """True if the game is over on this board."""
    n = rv[O_PITS]
    mine = _row_sum(b, n, to_move)
    return game_over(rv[O_END_NO_MOVE], True, mine, _row_sum(b, n, 1 - to_move))


@njit(cache=True)
def gen_moves(rv: Any, b: Any, to_move: int, out: Any) -> int:
    """The non-empty pits of the mover (none once the game is over) into ``out``."""
    if is_over(rv, b, to_move):
        return 0
    n = rv[O_PITS]
    return legal_moves(b, n, to_move * (n + 1), out)


@njit(cache=True)
def step(rv: Any, b: Any, p: int, pit: int) -> int:
    """Sow ``pit`` for ``p`` (unchecked), the end of the game and its collection included."""
    n = rv[O_PITS]
    a = p * (n + 1)
    mine = _row_sum(b, n, p)
    theirs = _row_sum(b, n, 1 - p)
    gain, again, mine, theirs, captured = move(b, n, a, (n + 1) - a, pit, mine, theirs,
                                               rv[O_EMPTY_CAPTURE])
    b[a + n] += gain
    flags = F_CAPTURE if captured else 0
    nxt = p if again else 1 - p
    if again:
        flags |= F_EXTRA
    if game_over(rv[O_END_NO_MOVE], again, mine, theirs):
        collect(rv, b, nxt)
        flags |= F_OVER
    return flags | nxt


@njit(cache=True)
def apply(rv: Any, b: Any, p: int, pit: int) -> int:
    """:func:`step`: in Kalah every non-empty pit of a game not over is legal."""
    return step(rv, b, p, pit)


#: Kalah's compiled functions for the game-neutral compiled search
KERNEL = KernelGame(name="kalah", rules_vector=options_vector, is_over=is_over,
                    gen_moves=gen_moves, apply=apply, step=step, collect=collect,
                    playout=kalah_games, repetition=False)
