# mypy: disable-error-code="no-any-return"
"""The compiled rules kernel: pure step functions over flat integer boards.

The search does not use :class:`~mancala_core.Position`; it works on a flat
``int16`` numpy array laid out like ``Position.cells`` (South's pits 1..n,
South's store, North's pits 1..n, North's store) and a ruleset vector made by
:func:`rules_vector`. Every function here is compiled by numba on first use
(``cache=True`` keeps the machine code on disk). The moves themselves are the
games' own, one each: :func:`mancala_core.games.kalah.move.move` and
:func:`mancala_core.games.oware.move.move`, played here on the cells (the stores
between the rows); this module adds the checks, the flags and the end-of-game
collection. ``tests/search/test_kernel_differential.py`` checks it against the
readable rules in :mod:`mancala_core.rules`.

Functions that change a board do it in place (the caller copies); none of them
raises: an illegal move gives a negative error code (:data:`E_PIT`,
:data:`E_EMPTY`, :data:`E_ILLEGAL`, :data:`E_OVER`), a legal one a set of
flags (:data:`F_NEXT`, :data:`F_OVER`, :data:`F_CAPTURE`, :data:`F_EXTRA`).

The repetition rule of Oware is not a property of a board: :func:`apply_move`
reports :data:`F_CAPTURE`, and the caller ends the game when a move that
captured nothing brings back a position seen since the last capture (then each
player takes their own row, :func:`collect`), exactly as the rules do.

    >>> import mancala_core as mc
    >>> pos = mc.rules("kalah").start()
    >>> board, rv = board_of(pos), rules_vector(pos.rules)
    >>> code = apply_move(rv, board, 0, 2)      # South plays 3
    >>> code & F_NEXT, bool(code & F_EXTRA), board.tolist()
    (0, True, [4, 4, 0, 5, 5, 5, 1, 4, 4, 4, 4, 4, 4, 0])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit

from ..errors import UnknownRulesError
from ..games.kalah import move as KM
from ..games.oware import move as OM
from .engine import engine_of

if TYPE_CHECKING:
    from ..rules import Position, Rules

__all__ = [
    "E_EMPTY",
    "E_ILLEGAL",
    "E_OVER",
    "E_PIT",
    "F_CAPTURE",
    "F_EXTRA",
    "F_NEXT",
    "F_OVER",
    "GAME_KALAH",
    "GAME_OWARE",
    "apply_move",
    "board_of",
    "collect",
    "final_scores",
    "gen_moves",
    "is_over",
    "play_move",
    "rules_vector",
]

# -- the ruleset vector --------------------------------------------------------------

#: index of each entry of the ruleset vector
R_GAME, R_PITS, R_EMPTY_CAPTURE, R_END_NO_MOVE, R_LEFTOVERS, R_GRAND_SLAM = range(6)
GAME_KALAH, GAME_OWARE = 0, 1
LEFT_OWNER, LEFT_EMPTIED, LEFT_UNCOUNTED = KM.LEFT_OWNER, KM.LEFT_EMPTIED, KM.LEFT_UNCOUNTED
SLAM_NO_CAPTURE, SLAM_ILLEGAL, SLAM_CAPTURE = OM.SLAM_NO_CAPTURE, OM.SLAM_ILLEGAL, OM.SLAM_CAPTURE

#: flags of a legal move's result: the next player is ``code & F_NEXT``
F_NEXT, F_OVER, F_CAPTURE, F_EXTRA = 1, 2, 4, 8
#: error codes: pit out of range, empty pit, not allowed here (feeding, grand slam), game over
E_PIT, E_EMPTY, E_ILLEGAL, E_OVER = -1, -2, -3, -4

_LEFTOVERS = {"owner": LEFT_OWNER, "emptied": LEFT_EMPTIED, "uncounted": LEFT_UNCOUNTED}


def rules_vector(rules: Rules) -> np.ndarray[Any, np.dtype[np.int64]]:
    """The ruleset as the ``int64`` vector that every kernel function takes.

    Kalah's pie rule is not in it: the search handles ``swap`` at the root.
    """
    game = engine_of(rules).kernel()
    if game not in (GAME_KALAH, GAME_OWARE):
        raise UnknownRulesError(
            f"the compiled search plays kalah and oware, not {rules.label()!r}"
        )
    opts = rules.options
    vec = np.zeros(6, dtype=np.int64)
    vec[R_PITS] = int(opts["pits"])
    vec[R_GAME] = game
    if game == GAME_KALAH:
        vec[R_EMPTY_CAPTURE] = int(bool(opts["empty_capture"]))
        vec[R_END_NO_MOVE] = int(opts["end"] == "no-move")
        vec[R_LEFTOVERS] = _LEFTOVERS[str(opts["leftovers"])]
    else:
        vec[R_GRAND_SLAM] = OM.slam_code(rules)
    return vec


def board_of(pos: Position) -> np.ndarray[Any, np.dtype[np.int16]]:
    """A fresh ``int16`` board holding ``pos.cells``."""
    return np.array(pos.cells, dtype=np.int16)


# -- shared helpers ------------------------------------------------------------------


@njit(cache=True)
def _row_sum(b: Any, n: int, player: int) -> int:
    start = player * (n + 1)
    total = 0
    for k in range(start, start + n):
        total += b[k]
    return total


@njit(cache=True)
def collect(rv: Any, b: Any, to_move: int) -> None:
    """Sweep the seeds left in the rows into the stores, as the game's end does.

    Kalah follows its ``leftovers`` option (``to_move`` is the player to move in
    the finished position, which ``end="no-move"`` uses); Oware gives each player
    their own row.
    """
    n = rv[R_PITS]
    left = rv[R_LEFTOVERS] if rv[R_GAME] == GAME_KALAH else LEFT_OWNER
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
    if rv[R_END_NO_MOVE]:
        empty = to_move
    else:
        empty = 0 if _row_sum(b, n, 0) == 0 else 1
    store = empty * (n + 1) + n
    for owner in range(2):
        for k in range(owner * (n + 1), owner * (n + 1) + n):
            b[store] += b[k]
            b[k] = 0


# -- Kalah: its one move, on the cells ---------------------------------------------------


@njit(cache=True)
def _kalah_over(rv: Any, b: Any, to_move: int) -> bool:
    n = rv[R_PITS]
    mine = _row_sum(b, n, to_move)
    return KM.game_over(rv[R_END_NO_MOVE], True, mine, _row_sum(b, n, 1 - to_move))


@njit(cache=True)
def _kalah_apply(rv: Any, b: Any, p: int, pit: int) -> int:
    n = rv[R_PITS]
    a = p * (n + 1)
    mine = _row_sum(b, n, p)
    theirs = _row_sum(b, n, 1 - p)
    gain, again, mine, theirs, captured = KM.move(b, n, a, (n + 1) - a, pit, mine, theirs,
                                                  rv[R_EMPTY_CAPTURE])
    b[a + n] += gain
    flags = F_CAPTURE if captured else 0
    nxt = p if again else 1 - p
    if again:
        flags |= F_EXTRA
    if KM.game_over(rv[R_END_NO_MOVE], again, mine, theirs):
        collect(rv, b, nxt)
        flags |= F_OVER
    return flags | nxt


# -- Oware: its one move, on the cells ---------------------------------------------------


@njit(cache=True)
def _oware_decided(n: int, b: Any) -> bool:
    total = 0
    for k in range(2 * n + 2):
        total += b[k]
    return OM.decided(b[n], b[2 * n + 1], total // 2)


@njit(cache=True)
def _oware_moves(rv: Any, b: Any, p: int, out: Any) -> int:
    n = rv[R_PITS]
    if _oware_decided(n, b):
        return 0
    a = p * (n + 1)
    return OM.legal(b, n, rv[R_GRAND_SLAM], a, (n + 1) - a, out)


@njit(cache=True)
def _oware_can_move(n: int, b: Any, p: int) -> bool:
    a = p * (n + 1)
    return OM.can_move(b, n, a, (n + 1) - a)


@njit(cache=True)
def _oware_feeds(n: int, b: Any, p: int, pit: int) -> bool:
    """Whether ``pit`` holds seeds and, if the opponent's row is empty, reaches it."""
    seeds = b[p * (n + 1) + pit]
    return seeds > 0 and (_row_sum(b, n, 1 - p) > 0 or seeds >= n - pit)


@njit(cache=True)
def _oware_apply(rv: Any, b: Any, p: int, pit: int) -> int:
    n = rv[R_PITS]
    a = p * (n + 1)
    captured = OM.move(b, n, rv[R_GRAND_SLAM], a, (n + 1) - a, pit)[0]
    flags = 0
    if captured:
        b[a + n] += captured
        flags |= F_CAPTURE
    nxt = 1 - p
    if _oware_decided(n, b) or not _oware_can_move(n, b, nxt):
        collect(rv, b, nxt)
        flags |= F_OVER
    return flags | nxt


# -- the public step functions ------------------------------------------------------------


@njit(cache=True)
def is_over(rv: Any, b: Any, to_move: int) -> bool:
    """True if the game is over on this board (Oware: repetition not included)."""
    if rv[R_GAME] == GAME_KALAH:
        return _kalah_over(rv, b, to_move)
    n = rv[R_PITS]
    return _oware_decided(n, b) or not _oware_can_move(n, b, to_move)


@njit(cache=True)
def gen_moves(rv: Any, b: Any, to_move: int, out: Any) -> int:
    """Write the legal moves (pit indices 0..n-1 from the mover's left, ascending)
    into ``out``; return how many. None once the game is over."""
    if rv[R_GAME] == GAME_KALAH:
        if _kalah_over(rv, b, to_move):
            return 0
        n = rv[R_PITS]
        return KM.legal_moves(b, n, to_move * (n + 1), out)
    return _oware_moves(rv, b, to_move, out)


@njit(cache=True)
def apply_move(rv: Any, b: Any, to_move: int, pit: int) -> int:
    """Play ``pit`` (0-based) for ``to_move`` on ``b`` in place.

    Returns the result flags, or a negative error code (and leaves ``b`` as it
    was) for a pit out of range, an empty pit, a finished game, or an Oware move
    that does not feed an empty row. The grand-slam legality of Oware's
    ``grand_slam="illegal"`` is checked by :func:`play_move` only.
    """
    n = rv[R_PITS]
    if pit < 0 or pit >= n:
        return E_PIT
    if is_over(rv, b, to_move):
        return E_OVER
    if b[to_move * (n + 1) + pit] == 0:
        return E_EMPTY
    if rv[R_GAME] == GAME_KALAH:
        return _kalah_apply(rv, b, to_move, pit)
    if not _oware_feeds(n, b, to_move, pit):
        return E_ILLEGAL
    return _oware_apply(rv, b, to_move, pit)


@njit(cache=True)
def play_move(rv: Any, b: Any, to_move: int, pit: int) -> int:
    """Like :func:`apply_move`, but every rule of legality is checked."""
    code = apply_move(rv, b.copy(), to_move, pit)
    if code < 0:
        return code
    out = np.empty(rv[R_PITS], dtype=np.int64)
    count = gen_moves(rv, b, to_move, out)
    for m in range(count):
        if out[m] == pit:
            return apply_move(rv, b, to_move, pit)
    return E_ILLEGAL


@njit(cache=True)
def final_scores(rv: Any, b: Any, to_move: int) -> tuple[int, int]:
    """Each player's score: the stores, plus the end-of-game collection if the game
    is over on this board."""
    n = rv[R_PITS]
    c = b.copy()
    if is_over(rv, c, to_move):
        collect(rv, c, to_move)
    return int(c[n]), int(c[2 * n + 1])


@njit(cache=True)
def step_unchecked(rv: Any, b: Any, to_move: int, pit: int) -> int:
    """:func:`apply_move` without any check: the search's fast path."""
    if rv[R_GAME] == GAME_KALAH:
        return _kalah_apply(rv, b, to_move, pit)
    return _oware_apply(rv, b, to_move, pit)
