# mypy: disable-error-code="no-any-return"
"""Oware's step functions over the cells: what the game-neutral compiled search asks of it.

Oware's one compiled move (:func:`~.move.move`, :func:`~.move.legal`) played on
the flat board laid out like ``Position.cells`` (the stores between the rows),
with the end of the game by the stores (more than half the seeds, or half each)
or by a player who cannot move, where each player takes their own row: the
:class:`~mancala_core.native.cells.KernelGame` :data:`KERNEL` that the kernel
(:mod:`mancala_core.search.compiled.kernel`), the general negamax and the random playouts
take. The ruleset vector is ``[pits, grand_slam]`` (:func:`rules_vector`).

The repetition rule is not a property of a board: :func:`step` reports
:data:`~mancala_core.native.cells.F_CAPTURE`, and the caller ends the game when a
move that captured nothing brings back a position seen since the last capture
(then each player takes their own row, :func:`collect`), as the rules do.
``tests/search/test_kernel_differential.py`` binds these functions to the
readable rules.

    >>> import mancala_core as mc
    >>> rules = mc.rules("oware")
    >>> rules_vector(rules).tolist()
    [6, 0]
    >>> pos = rules.position([[1, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0]], [23, 23])
    >>> apply(rules_vector(rules), np.array(pos.cells, dtype=np.int16), 0, 0) == E_ILLEGAL
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

from ...native.cells import E_ILLEGAL, F_CAPTURE, F_OVER, R_PITS, KernelGame
from .move import can_move, decided, legal, move, slam_code
from .playout import oware_games

if TYPE_CHECKING:
    from ...rules import Rules

__all__ = ["KERNEL", "R_GRAND_SLAM", "apply", "collect", "gen_moves", "is_over",
           "rules_vector", "step"]

#: the ruleset vector's entry holding the ``grand_slam`` option (:func:`~.move.slam_code`)
R_GRAND_SLAM = R_PITS + 1


def rules_vector(rules: Rules) -> np.ndarray[Any, np.dtype[np.int64]]:
    """Oware's ruleset as the ``int64`` vector its compiled functions take."""
    vec = np.zeros(2, dtype=np.int64)
    vec[R_PITS] = int(rules.options["pits"])
    vec[R_GRAND_SLAM] = slam_code(rules)
    return vec


@njit(cache=True)
def _row_sum(b: Any, n: int, player: int) -> int:
    start = player * (n + 1)
    total = 0
    for k in range(start, start + n):
        total += b[k]
    return total


@njit(cache=True)
def collect(rv: Any, b: Any, to_move: int) -> None:
    """Each player takes the seeds left in their own row."""
    n = rv[R_PITS]
    for owner in range(2):
        store = owner * (n + 1) + n
        for k in range(owner * (n + 1), store):
            b[store] += b[k]
            b[k] = 0


@njit(cache=True)
def _decided(n: int, b: Any) -> bool:
    total = 0
    for k in range(2 * n + 2):
        total += b[k]
    return decided(b[n], b[2 * n + 1], total // 2)


@njit(cache=True)
def _can_move(n: int, b: Any, p: int) -> bool:
    a = p * (n + 1)
    return can_move(b, n, a, (n + 1) - a)


@njit(cache=True)
def is_over(rv: Any, b: Any, to_move: int) -> bool:
    """True if the game is over on this board (the repetition rule not included)."""
    n = rv[R_PITS]
    return _decided(n, b) or not _can_move(n, b, to_move)


@njit(cache=True)
def gen_moves(rv: Any, b: Any, to_move: int, out: Any) -> int:
    """The legal pits of the mover (feeding, ``grand_slam="illegal"``) into ``out``;
    none once the stores decide the game."""
    n = rv[R_PITS]
    if _decided(n, b):
        return 0
    a = to_move * (n + 1)
    return legal(b, n, rv[R_GRAND_SLAM], a, (n + 1) - a, out)


@njit(cache=True)
def step(rv: Any, b: Any, p: int, pit: int) -> int:
    """Sow ``pit`` for ``p`` (unchecked) and capture; the end of the game by the
    stores or by a player who cannot move, and its collection, included."""
    n = rv[R_PITS]
    a = p * (n + 1)
    captured = move(b, n, rv[R_GRAND_SLAM], a, (n + 1) - a, pit)[0]
    flags = 0
    if captured:
        b[a + n] += captured
        flags |= F_CAPTURE
    nxt = 1 - p
    if _decided(n, b) or not _can_move(n, b, nxt):
        collect(rv, b, nxt)
        flags |= F_OVER
    return flags | nxt


@njit(cache=True)
def apply(rv: Any, b: Any, p: int, pit: int) -> int:
    """:func:`step` if ``pit`` feeds an opponent whose row is empty, else
    :data:`~mancala_core.native.cells.E_ILLEGAL` (``b`` unchanged). The grand
    slam of ``grand_slam="illegal"`` is :func:`gen_moves`' to refuse."""
    n = rv[R_PITS]
    seeds = b[p * (n + 1) + pit]
    if not (seeds > 0 and (_row_sum(b, n, 1 - p) > 0 or seeds >= n - pit)):
        return E_ILLEGAL
    return step(rv, b, p, pit)


@njit(cache=True)
def playout(rv: Any, start: Any, to_move: int, games: int, seed: int, out: Any,
            log: Any) -> None:
    """:func:`~.playout.oware_games` with the options of the ruleset vector."""
    oware_games(rv[R_PITS], rv[R_GRAND_SLAM], start, to_move, games, seed, out, log)


#: Oware's compiled functions for the game-neutral compiled search
KERNEL = KernelGame(name="oware", rules_vector=rules_vector, is_over=is_over,
                    gen_moves=gen_moves, apply=apply, step=step, collect=collect,
                    playout=playout, repetition=True)
