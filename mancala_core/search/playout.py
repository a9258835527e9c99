# mypy: disable-error-code="no-any-return"
"""Random playouts: whole random games in one compiled loop, for either game.

:func:`random_games` plays ``games`` uniformly random games from a board and
returns how they ended; the moves are drawn by xorshift64*
(:mod:`~mancala_core.native.playout_common`: no numpy random state, no Python
call per move). It takes the kernel's board and ruleset vector
(:func:`~mancala_core.search.kernel.board_of`,
:func:`~mancala_core.search.kernel.rules_vector`) and runs the game's own loop,
on the game's one compiled move: :func:`~.kalah.playout.kalah_games` and
:func:`~.oware.playout.oware_games` (Oware's repetition rule included).

    >>> import mancala_core as mc
    >>> from mancala_core.search.kernel import board_of, rules_vector
    >>> pos = mc.rules("kalah").start()
    >>> out = random_games(rules_vector(pos.rules), board_of(pos), 0, 100, 1)
    >>> int(out[G_SOUTH_WINS] + out[G_NORTH_WINS] + out[G_DRAWS]), int(out[G_MOVES]) > 100
    (100, True)
    >>> pos = mc.rules("oware", pits=3, seeds=1).start()
    >>> out = random_games(rules_vector(pos.rules), board_of(pos), 0, 1000, 1)
    >>> int(out[G_REPEATED] + out[G_DECIDED]) <= 1000, int(out[G_REPEATED]) > 0
    (True, True)

Bound to the readable rules by ``tests/search/test_playout.py``: whole games (the
moves drawn here replayed through ``Position.play``) and their statistics, for
both games.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from ..games.kalah.move import O_EMPTY_CAPTURE, O_END_NO_MOVE, O_LEFTOVERS, O_PITS
from ..games.kalah.playout import kalah_games
from ..games.oware.playout import oware_games
from ..native.playout_common import (
    G_CUT,
    G_DECIDED,
    G_DRAWS,
    G_MOVES,
    G_NORTH_WINS,
    G_REPEATED,
    G_SOUTH_WINS,
    MAX_MOVES,
)
from .kernel import (
    GAME_OWARE,
    R_EMPTY_CAPTURE,
    R_END_NO_MOVE,
    R_GAME,
    R_GRAND_SLAM,
    R_LEFTOVERS,
    R_PITS,
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


# -- the entry point ----------------------------------------------------------------------


@njit(cache=True)
def _kalah_options(rv: Any) -> Any:
    ov = np.zeros(5, dtype=np.int64)
    ov[O_PITS] = rv[R_PITS]
    ov[O_EMPTY_CAPTURE] = rv[R_EMPTY_CAPTURE]
    ov[O_END_NO_MOVE] = rv[R_END_NO_MOVE]
    ov[O_LEFTOVERS] = rv[R_LEFTOVERS]
    return ov


@njit(cache=True)
def play_games(rv: Any, start: Any, to_move: int, games: int, seed: int, log: Any) -> Any:
    """:func:`random_games`, and the moves of the last game into ``log`` if it is
    longer than 1 (``log[0]``: the number of moves, then the pits, 0-based from
    the mover's left)."""
    out = np.zeros(7, dtype=np.int64)
    if rv[R_GAME] == GAME_OWARE:
        oware_games(rv[R_PITS], rv[R_GRAND_SLAM], start, to_move, games, seed, out, log)
    else:
        kalah_games(_kalah_options(rv), start, to_move, games, seed, out, log)
    return out


@njit(cache=True)
def random_games(rv: Any, start: Any, to_move: int, games: int, seed: int) -> Any:
    """Play ``games`` random games from ``start`` (``to_move`` to move).

    ``rv`` and ``start`` are the kernel's ruleset vector and board. Returns an
    ``int64`` array indexed by ``G_*``: South's wins, North's wins, draws, moves
    played, games cut at :data:`MAX_MOVES` (scored on their stores), and for
    Oware the games ended by the repetition rule and by the majority rule (the
    others end because the player to move cannot move). The same seed gives the
    same games.
    """
    return play_games(rv, start, to_move, games, seed, np.zeros(1, dtype=np.int64))
