"""What the compiled step functions of every game share: the flags and error codes of
a move, the board's layout, and the bundle of a game's compiled functions.

A game that the compiled search plays gives a :class:`KernelGame` (Kalah's and
Oware's are in ``mancala_core/games/<game>/cells.py``): its moves on the flat
``int16`` board laid out like ``Position.cells`` (South's pits 1..n, South's
store, North's pits 1..n, North's store) and its ruleset vector, whose entry
:data:`R_PITS` is the number of pits a row (the rest are the game's own options).
The game-neutral parts of the search (:mod:`mancala_core.search.compiled.kernel`,
:mod:`~mancala_core.search.compiled.negamax`, :mod:`~mancala_core.search.compiled.playout`) call
these functions and never name a game.

A legal move gives a set of flags (the next player is ``code & F_NEXT``), an
illegal one a negative error code:

    >>> F_NEXT, F_OVER, F_CAPTURE, F_EXTRA
    (1, 2, 4, 8)
    >>> E_PIT, E_EMPTY, E_ILLEGAL, E_OVER
    (-1, -2, -3, -4)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    import numpy as np

    from ..rules import Rules

__all__ = ["E_EMPTY", "E_ILLEGAL", "E_OVER", "E_PIT", "F_CAPTURE", "F_EXTRA", "F_NEXT",
           "F_OVER", "R_PITS", "KernelGame"]

#: the ruleset vector's entry holding the pits a row (the game's options follow it)
R_PITS = 0
#: flags of a legal move's result: the next player is ``code & F_NEXT``
F_NEXT, F_OVER, F_CAPTURE, F_EXTRA = 1, 2, 4, 8
#: error codes: pit out of range, empty pit, not allowed here (feeding, grand slam), game over
E_PIT, E_EMPTY, E_ILLEGAL, E_OVER = -1, -2, -3, -4


class KernelGame(NamedTuple):
    """A game's compiled functions over the cells, for the game-neutral compiled search.

    Each compiled function takes the ruleset vector ``rv`` and the board ``b``
    (changed in place) and ``to_move``; none raises.
    """

    #: the game's name: the compiled search made for the game is cached under it
    name: str
    #: the ruleset as the ``int64`` vector the functions take (``rv[R_PITS]``: the pits a row)
    rules_vector: Callable[[Rules], np.ndarray[Any, np.dtype[np.int64]]]
    #: ``is_over(rv, b, to_move) -> bool``: the game is over on this board (a
    #: repetition rule not included)
    is_over: Any
    #: ``gen_moves(rv, b, to_move, out) -> int``: the legal moves (pits 0..n-1, ascending)
    #: into ``out``, how many; none once the game is over
    gen_moves: Any
    #: ``apply(rv, b, to_move, pit) -> int``: a move of a non-empty pit of a game not over,
    #: checked for the game's own rules of legality (:data:`E_ILLEGAL`, ``b`` unchanged)
    #: but for those :attr:`gen_moves` alone knows; the flags
    apply: Any
    #: ``step(rv, b, to_move, pit) -> int``: a legal move, unchecked (the search's fast path)
    step: Any
    #: ``collect(rv, b, to_move) -> None``: the end-of-game sweep of the seeds left in the rows
    collect: Any
    #: ``playout(rv, start, to_move, games, seed, out, log) -> None``: the game's random
    #: games loop (:mod:`mancala_core.search.compiled.playout`)
    playout: Any
    #: a move that captured nothing and brings back a position seen since the last
    #: capture ends the game (each player takes their own row: :attr:`collect`)
    repetition: bool
