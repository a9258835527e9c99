# mypy: disable-error-code="no-any-return"
"""The compiled rules kernel: pure step functions over flat integer boards.

The search does not use :class:`~mancala_core.Position`; it works on a flat
``int16`` numpy array laid out like ``Position.cells`` (South's pits 1..n,
South's store, North's pits 1..n, North's store) and a ruleset vector made by
:func:`rules_vector`. Every function here is compiled by numba on first use
(``cache=True`` keeps the machine code on disk) and mirrors the readable rules
in :mod:`mancala_core.rules`; ``tests/search/test_kernel_differential.py``
checks the two against each other.

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
LEFT_OWNER, LEFT_EMPTIED, LEFT_UNCOUNTED = 0, 1, 2
SLAM_NO_CAPTURE, SLAM_ILLEGAL, SLAM_CAPTURE = 0, 1, 2

#: flags of a legal move's result: the next player is ``code & F_NEXT``
F_NEXT, F_OVER, F_CAPTURE, F_EXTRA = 1, 2, 4, 8
#: error codes: pit out of range, empty pit, not allowed here (feeding, grand slam), game over
E_PIT, E_EMPTY, E_ILLEGAL, E_OVER = -1, -2, -3, -4

_LEFTOVERS = {"owner": LEFT_OWNER, "emptied": LEFT_EMPTIED, "uncounted": LEFT_UNCOUNTED}
_SLAMS = {"no-capture": SLAM_NO_CAPTURE, "illegal": SLAM_ILLEGAL, "capture": SLAM_CAPTURE}


def rules_vector(rules: Rules) -> np.ndarray[Any, np.dtype[np.int64]]:
    """The ruleset as the ``int64`` vector that every kernel function takes.

    Kalah's pie rule is not in it: the search handles ``swap`` at the root.
    """
    if rules.name not in ("kalah", "oware"):
        raise UnknownRulesError(
            f"the compiled search plays kalah and oware, not {rules.label()!r}"
        )
    opts = rules.options
    vec = np.zeros(6, dtype=np.int64)
    vec[R_PITS] = int(opts["pits"])
    if rules.name == "kalah":
        vec[R_GAME] = GAME_KALAH
        vec[R_EMPTY_CAPTURE] = int(bool(opts["empty_capture"]))
        vec[R_END_NO_MOVE] = int(opts["end"] == "no-move")
        vec[R_LEFTOVERS] = _LEFTOVERS[str(opts["leftovers"])]
    elif rules.name == "oware":
        vec[R_GAME] = GAME_OWARE
        vec[R_GRAND_SLAM] = _SLAMS[str(opts["grand_slam"])]
    else:  # pragma: no cover - every ruleset of the core is handled above
        raise ValueError(f"the search kernel does not know {rules.name!r}")
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


# -- Kalah ----------------------------------------------------------------------------


@njit(cache=True)
def _kalah_over(rv: Any, b: Any, to_move: int) -> bool:
    n = rv[R_PITS]
    if rv[R_END_NO_MOVE]:
        return _row_sum(b, n, to_move) == 0
    return _row_sum(b, n, 0) == 0 or _row_sum(b, n, 1) == 0


@njit(cache=True)
def _kalah_apply(rv: Any, b: Any, p: int, pit: int) -> int:
    n = rv[R_PITS]
    size = 2 * n + 2
    own_store = p * (n + 1) + n
    opp_store = (1 - p) * (n + 1) + n
    i = p * (n + 1) + pit
    seeds = b[i]
    b[i] = 0
    ring = 2 * n + 1  # every cell but the opponent's store
    laps = seeds // ring
    if laps:
        for k in range(size):
            if k != opp_store:
                b[k] += laps
        seeds -= laps * ring
    j = i
    for _ in range(seeds):
        j += 1
        if j == size:
            j = 0
        if j == opp_store:
            j += 1
            if j == size:
                j = 0
        b[j] += 1
    flags = 0
    again = j == own_store
    if not again and b[j] == 1 and own_store - n <= j < own_store:
        f = 2 * n - j
        if b[f] or rv[R_EMPTY_CAPTURE]:
            b[own_store] += b[f] + 1
            b[f] = 0
            b[j] = 0
            flags |= F_CAPTURE
    nxt = p if again else 1 - p
    if again:
        flags |= F_EXTRA
    if _kalah_over(rv, b, nxt):
        collect(rv, b, nxt)
        flags |= F_OVER
    return flags | nxt


# -- Oware ----------------------------------------------------------------------------


@njit(cache=True)
def _oware_sow(n: int, b: Any, origin: int) -> int:
    """Sow the seeds of ``origin`` (skipped on every lap); return the last pit sown."""
    seeds = b[origin]
    b[origin] = 0
    j = origin
    while seeds:
        j += 1
        if j == n:
            j = n + 1
        elif j == 2 * n + 1:
            j = 0
        if j == origin:
            continue
        b[j] += 1
        seeds -= 1
    return j


@njit(cache=True)
def _oware_run(n: int, b: Any, last: int, p: int) -> tuple[int, bool]:
    """Where a capture run going back from ``last`` stops (exclusive), and whether
    it is a grand slam. No run if the first value equals ``last``."""
    low = (1 - p) * (n + 1)
    high = low + n
    if last < low or last >= high:
        return last, False
    k = last
    while k >= low and (b[k] == 2 or b[k] == 3):
        k -= 1
    if k == last:
        return last, False
    slam = k < low
    if slam:
        for m in range(last + 1, high):
            if b[m]:
                slam = False
                break
    return k, slam


@njit(cache=True)
def _oware_decided(n: int, b: Any) -> bool:
    s0 = b[n]
    s1 = b[2 * n + 1]
    total = 0
    for k in range(2 * n + 2):
        total += b[k]
    half = total // 2
    return s0 > half or s1 > half or (s0 == half and s1 == half)


@njit(cache=True)
def _oware_feeds(n: int, b: Any, p: int, pit: int, opp_empty: bool) -> bool:
    seeds = b[p * (n + 1) + pit]
    if seeds == 0:
        return False
    return (not opp_empty) or seeds >= n - pit


@njit(cache=True)
def _oware_would_slam(n: int, b: Any, p: int, pit: int) -> bool:
    c = b.copy()
    last = _oware_sow(n, c, p * (n + 1) + pit)
    return _oware_run(n, c, last, p)[1]


@njit(cache=True)
def _oware_moves(rv: Any, b: Any, p: int, out: Any) -> int:
    n = rv[R_PITS]
    if _oware_decided(n, b):
        return 0
    opp_empty = _row_sum(b, n, 1 - p) == 0
    count = 0
    for pit in range(n):
        if _oware_feeds(n, b, p, pit, opp_empty):
            out[count] = pit
            count += 1
    if count and rv[R_GRAND_SLAM] == SLAM_ILLEGAL:
        safe = 0
        for m in range(count):
            if not _oware_would_slam(n, b, p, out[m]):
                out[safe] = out[m]
                safe += 1
        if safe:
            return safe
        # every move is a grand slam: they are all allowed
        count = 0
        for pit in range(n):
            if _oware_feeds(n, b, p, pit, opp_empty):
                out[count] = pit
                count += 1
    return count


@njit(cache=True)
def _oware_can_move(n: int, b: Any, p: int) -> bool:
    opp_empty = _row_sum(b, n, 1 - p) == 0
    for pit in range(n):
        if _oware_feeds(n, b, p, pit, opp_empty):
            return True
    return False


@njit(cache=True)
def _oware_apply(rv: Any, b: Any, p: int, pit: int) -> int:
    n = rv[R_PITS]
    last = _oware_sow(n, b, p * (n + 1) + pit)
    k, slam = _oware_run(n, b, last, p)
    flags = 0
    if k != last and not (slam and rv[R_GRAND_SLAM] == SLAM_NO_CAPTURE):
        store = p * (n + 1) + n
        for m in range(last, k, -1):
            b[store] += b[m]
            b[m] = 0
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
        count = 0
        start = to_move * (n + 1)
        for pit in range(n):
            if b[start + pit]:
                out[count] = pit
                count += 1
        return count
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
    if not _oware_feeds(n, b, to_move, pit, _row_sum(b, n, 1 - to_move) == 0):
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
