# mypy: disable-error-code="no-any-return"
"""Random playouts: whole random games in one compiled loop, the game's own.

:func:`random_games` plays ``games`` uniformly random games from a board and
returns how they ended; the moves are drawn by xorshift64*
(:mod:`~mancala_core.native.playout_common`: no numpy random state, no Python
call per move). It takes the game's compiled functions
(:func:`~mancala_core.search.compiled.kernel.kernel_of`), the kernel's board and ruleset
vector (:func:`~mancala_core.search.compiled.kernel.board_of`,
:func:`~mancala_core.search.compiled.kernel.rules_vector`) and runs the game's own loop
(its ``playout``), on the game's one compiled move: Kalah's
:func:`~mancala_core.games.kalah.playout.kalah_games`, Oware's
:func:`~mancala_core.games.oware.playout.oware_games` (its repetition rule included).

    >>> import mancala_core as mc
    >>> from mancala_core.search.compiled.kernel import board_of, kernel_of, rules_vector
    >>> pos = mc.rules("kalah").start()
    >>> game = kernel_of(pos.rules)
    >>> out = random_games(game, rules_vector(pos.rules), board_of(pos), 0, 100, 1)
    >>> int(out[G_SOUTH_WINS] + out[G_NORTH_WINS] + out[G_DRAWS]), int(out[G_MOVES]) > 100
    (100, True)
    >>> pos = mc.rules("oware", pits=3, seeds=1).start()
    >>> game = kernel_of(pos.rules)
    >>> out = random_games(game, rules_vector(pos.rules), board_of(pos), 0, 1000, 1)
    >>> int(out[G_REPEATED] + out[G_DECIDED]) <= 1000, int(out[G_REPEATED]) > 0
    (True, True)

Bound to the readable rules by ``tests/search/test_playout.py``: whole games (the
moves drawn here replayed through ``Position.play``) and their statistics, for
both games.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from ...native.cells import KernelGame
from ...native.playout_common import (
    G_CUT,
    G_DECIDED,
    G_DRAWS,
    G_MOVES,
    G_NORTH_WINS,
    G_REPEATED,
    G_SOUTH_WINS,
    MAX_MOVES,
)

__all__ = [
    "G_CUT",
    "G_DECIDED",
    "G_DRAWS",
    "G_MOVES",
    "G_NORTH_WINS",
    "G_REPEATED",
    "G_SOUTH_WINS",
    "MAX_MOVES",
    "play_games",
    "random_games",
]


def play_games(game: KernelGame, rv: Any, start: Any, to_move: int, games: int, seed: int,
               log: Any) -> np.ndarray[Any, np.dtype[np.int64]]:
    """:func:`random_games`, and the moves of the last game into ``log`` (an ``int64``
    array) if it is longer than 1 (``log[0]``: the number of moves, then the pits,
    0-based from the mover's left)."""
    out = np.zeros(7, dtype=np.int64)
    game.playout(rv, start, to_move, games, seed, out, log)
    return out


def random_games(game: KernelGame, rv: Any, start: Any, to_move: int, games: int,
                 seed: int) -> np.ndarray[Any, np.dtype[np.int64]]:
    """Play ``games`` random games from ``start`` (``to_move`` to move) by the
    compiled loop of ``game`` (:func:`~mancala_core.search.compiled.kernel.kernel_of`).

    ``rv`` and ``start`` are the kernel's ruleset vector and board. Returns an
    ``int64`` array indexed by ``G_*``: South's wins, North's wins, draws, moves
    played, games cut at :data:`MAX_MOVES` (scored on their stores), and in a game
    with a repetition rule (Oware) the games ended by it and by the majority rule
    (the others end because the player to move cannot move). The same seed gives
    the same games.
    """
    return play_games(game, rv, start, to_move, games, seed, np.zeros(1, dtype=np.int64))
