# mypy: disable-error-code="no-any-return"
"""Random playouts: whole random games in one compiled loop, with their own generator.

:func:`random_games` plays ``games`` uniformly random games from a board and
returns how they ended; the moves are drawn by xorshift64* (no numpy random
state, no Python call per move). It takes the kernel's board and ruleset
vector (:func:`~mancala_core.search.kernel.board_of`,
:func:`~mancala_core.search.kernel.rules_vector`) but does not play through the
kernel's generic step: each game has a specialized loop.

- **Kalah** plays :func:`~mancala_core.search.kalah_search.sow` on the pits
  alone (the mover's row first) and keeps South's margin from the gains.
- **Oware** plays :func:`oware_move` on the pits alone (South's row, then
  North's, no stores in the ring: a lap is arithmetic, not a loop), with the
  stores as two numbers. The repetition rule is applied as the rules do: a move
  that captures nothing and brings back a position (board and player to move)
  seen since the last capture, or since the start, ends the game and each player
  takes their own row. The positions seen are kept as a linear hash (updated in
  constant time from the move) and the board; a board is compared only when its
  hash matches.

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

Bound to the readable rules by ``tests/search/test_playout.py``: :func:`oware_move`
and :func:`oware_legal` position by position, and whole games (the moves drawn
here replayed through ``Position.play``), for both games.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from .kalah_search import (
    O_EMPTY_CAPTURE,
    O_END_NO_MOVE,
    O_LEFTOVERS,
    O_PITS,
    end_gain,
)
from .kernel import (
    GAME_OWARE,
    R_EMPTY_CAPTURE,
    R_END_NO_MOVE,
    R_GAME,
    R_GRAND_SLAM,
    R_LEFTOVERS,
    R_PITS,
    SLAM_ILLEGAL,
    SLAM_NO_CAPTURE,
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
    "oware_legal",
    "oware_move",
    "random_games",
]

#: the result slots of :func:`random_games`: South's wins, North's wins, draws, moves
#: played, games cut at :data:`MAX_MOVES`, and (Oware) games ended by the repetition
#: rule and by the majority rule (a player has more than half of the seeds, or each half)
G_SOUTH_WINS, G_NORTH_WINS, G_DRAWS, G_MOVES, G_CUT, G_REPEATED, G_DECIDED = range(7)
#: a game longer than this many moves is stopped (and counted in ``G_CUT``)
MAX_MOVES = 20_000

_MUL = np.uint64(0x2545F4914F6CDD1D)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
#: the positions seen since the last capture mark one of 2**_MARK_BITS slots
_MARK_BITS = 10


@njit(cache=True, inline="always")
def _seed_state(seed: int) -> Any:
    return np.uint64(seed) * _GOLDEN + np.uint64(1)


@njit(cache=True, inline="always")
def _advance(x: Any) -> Any:
    """One xorshift64 step (the state); the output is ``x * _MUL``."""
    x ^= x >> np.uint64(12)
    x ^= x << np.uint64(25)
    x ^= x >> np.uint64(27)
    return x


@njit(cache=True, inline="always")
def _below(x: Any, count: int) -> int:
    """A number in ``0..count-1`` from the state ``x``: the high 32 bits of the
    xorshift64* output, scaled by a multiplication (no division)."""
    return (np.int64((x * _MUL) >> np.uint64(32)) * count) >> 32


# -- Kalah ------------------------------------------------------------------------------


@njit(cache=True, inline="always")
def kalah_move(c: Any, n: int, p: int, pit: int, mine: int, theirs: int,
               empty_capture: int) -> tuple[int, bool, int, int]:
    """Sow Kalah's ``pit`` (0-based, from the mover's left) for player ``p`` on the
    pits ``c`` in place: South's ``n`` pits, then North's; the stores are not in
    ``c`` (the mover's store comes after the mover's last pit in the sowing).

    ``mine`` and ``theirs`` are the seeds in the mover's row and in the
    opponent's. Returns ``(gain, again, mine, theirs)``: the seeds the move puts
    into the mover's store (sowing and capture; the end of game is
    :func:`~mancala_core.search.kalah_search.end_gain`'s), whether the mover moves
    again, and the rows' new totals. Laps are added arithmetically; the rest of
    the seeds fill at most three runs of pits, with no test per seed.

        >>> c = np.array([0, 0, 5, 1, 2, 0], dtype=np.int64)    # 3 pits a row
        >>> kalah_move(c, 3, 0, 2, 5, 3, 0), c.tolist()   # store, North's 3 pits, pit 1:
        ((3, False, 0, 5), [0, 0, 0, 2, 3, 0])
    """
    a = p * n
    b = n - a
    o = a + pit
    s = np.int64(c[o])
    c[o] = 0
    mine -= s
    gain = 0
    ring = 2 * n + 1
    if s >= ring:
        laps = s // ring
        for j in range(2 * n):
            c[j] += laps
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
    if e < n and c[a + e] == 1:
        f = b + n - 1 - e
        if c[f] or empty_capture:
            gain += np.int64(c[f]) + 1
            theirs -= c[f]
            mine -= 1
            c[f] = 0
            c[a + e] = 0
    return gain, e == n, mine, theirs


@njit(cache=True)
def _kalah_games(ov: Any, start: Any, to_move: int, games: int, seed: int, out: Any,
                 log: Any) -> None:
    """Kalah's loop: :func:`kalah_move` on the pits, the rows' totals and South's
    margin kept from the gains; a move is drawn among the mover's pits until a
    pit holds seeds (uniform over the legal moves, and cheaper than listing them).
    ``log`` (if longer than 1) gets the last game's moves after its length."""
    n = ov[O_PITS]
    m = 2 * n
    c0 = np.zeros(m, dtype=np.int64)
    rows = np.zeros(2, dtype=np.int64)
    for i in range(n):
        c0[i] = start[i]
        c0[n + i] = start[n + 1 + i]
        rows[0] += start[i]
        rows[1] += start[n + 1 + i]
    margin0 = np.int64(start[n]) - np.int64(start[2 * n + 1])
    sign0 = 1 if to_move == 0 else -1
    over0, gain0 = end_gain(ov, True, rows[to_move], rows[1 - to_move])
    capture_empty = ov[O_EMPTY_CAPTURE]
    c = np.empty(m, dtype=np.int64)
    keep = log.shape[0] > 1
    x = _seed_state(seed)
    for _ in range(games):
        margin = margin0
        played = 0
        if over0:
            margin += sign0 * gain0
        else:
            for i in range(m):
                c[i] = c0[i]
            p = to_move
            sign = sign0
            mine = rows[p]
            theirs = rows[1 - p]
            a = p * n
            while True:
                if played >= MAX_MOVES:
                    out[G_CUT] += 1
                    break
                while True:
                    x = _advance(x)
                    pit = _below(x, n)
                    if c[a + pit]:
                        break
                if keep:
                    log[1 + played] = pit
                played += 1
                gain, again, mine, theirs = kalah_move(c, n, p, pit, mine, theirs,
                                                       capture_empty)
                over, extra = end_gain(ov, again, mine, theirs)
                margin += sign * (gain + extra)
                if over:
                    break
                if not again:
                    p = 1 - p
                    a = n - a
                    sign = -sign
                    mine, theirs = theirs, mine
        if keep:
            log[0] = played
        out[G_MOVES] += played
        if margin > 0:
            out[G_SOUTH_WINS] += 1
        elif margin < 0:
            out[G_NORTH_WINS] += 1
        else:
            out[G_DRAWS] += 1


# -- Oware ------------------------------------------------------------------------------


@njit(cache=True, inline="always")
def _sow_ring(c: Any, m: int, o: int) -> tuple[int, int, int]:
    """Sow pit ``o`` of the ring ``c`` of ``m`` pits, skipping ``o``.

    Returns ``(last, laps, rest)``: the last pit sown, the laps (every pit but
    ``o`` got that many) and the seeds sown after them (the ``rest`` pits after
    ``o``)."""
    s = np.int64(c[o])
    c[o] = 0
    laps = 0
    if s >= m:
        laps = s // (m - 1)
        for j in range(m):
            c[j] += laps
        c[o] = 0
        s -= laps * (m - 1)
        if s == 0:
            return (o - 1 if o else m - 1), laps, 0
    end = o + s
    if end < m:
        for j in range(o + 1, end + 1):
            c[j] += 1
        return end, laps, s
    for j in range(o + 1, m):
        c[j] += 1
    end -= m
    for j in range(end + 1):
        c[j] += 1
    return end, laps, s


@njit(cache=True, inline="always")
def _run(c: Any, n: int, p: int, last: int) -> tuple[int, bool]:
    """The capture run of a sowing by ``p`` ending in ``last``: where it stops
    going back (exclusive; ``last`` if there is none) and whether it is a grand
    slam (it takes every seed of the opponent's row)."""
    low = (1 - p) * n
    high = low + n
    if last < low or last >= high:
        return last, False
    k = last
    while k >= low and (c[k] == 2 or c[k] == 3):
        k -= 1
    if k == last or k >= low:
        return k, False
    for j in range(last + 1, high):
        if c[j]:
            return k, False
    return k, True


@njit(cache=True, inline="always")
def oware_move(c: Any, n: int, slam: int, p: int, pit: int) -> tuple[int, int, int, int]:
    """Play Oware's ``pit`` (0-based, from the mover's left) for player ``p`` on
    the pits ``c`` in place: South's ``n`` pits, then North's, no stores.

    ``slam`` is the kernel's grand-slam code (``SLAM_*`` of
    :mod:`~mancala_core.search.kernel`). Returns ``(captured, last, laps, rest)``:
    the seeds captured (for ``p``'s store), the last pit sown, and the laps and
    rest of the sowing (what the playouts need to update their hash). The move
    is not checked (it must be legal, :func:`oware_legal`), nor the end of game.

        >>> c = np.array([0, 0, 2, 1, 2, 1], dtype=np.int64)
        >>> oware_move(c, 3, 0, 0, 2), c.tolist()    # South sows pit 3, takes 2 + 3
        ((5, 4, 0, 2), [0, 0, 0, 0, 0, 1])
        >>> c = np.array([0, 0, 2, 1, 2, 0], dtype=np.int64)
        >>> oware_move(c, 3, 0, 0, 2)[0]    # a grand slam takes nothing (no-capture)
        0
    """
    m = 2 * n
    o = p * n + pit
    last, laps, rest = _sow_ring(c, m, o)
    captured = 0
    if c[last] == 2 or c[last] == 3:
        k, grand = _run(c, n, p, last)
        if k != last and not (grand and slam == SLAM_NO_CAPTURE):
            for j in range(k + 1, last + 1):
                captured += c[j]
                c[j] = 0
    return captured, last, laps, rest


@njit(cache=True, inline="always")
def oware_legal(c: Any, n: int, slam: int, p: int, moves: Any, scratch: Any) -> int:
    """Write player ``p``'s legal moves (0-based pits, ascending) into ``moves``;
    return how many. The end of game by the stores is not checked here.

    A player must feed an opponent whose row is empty; with ``grand_slam="illegal"``
    a move that would take every opponent seed is left out unless all are such
    (``scratch``: ``2 * n`` numbers to try them on).

        >>> c = np.array([0, 1, 2, 0, 0, 0], dtype=np.int64)
        >>> moves = np.zeros(3, dtype=np.int64)
        >>> k = oware_legal(c, 3, 0, 0, moves, moves.copy())
        >>> moves[:k].tolist()    # North's row is empty: only pit 3 (index 2) feeds it
        [2]
    """
    a = p * n
    b = n - a
    opp = 0
    for k in range(n):
        opp += c[b + k]
    count = 0
    if opp:
        for k in range(n):
            if c[a + k]:
                moves[count] = k
                count += 1
    else:
        for k in range(n):
            if c[a + k] >= n - k:
                moves[count] = k
                count += 1
    if count and slam == SLAM_ILLEGAL:
        safe = 0
        for i in range(count):
            for j in range(2 * n):
                scratch[j] = c[j]
            last, _laps, _rest = _sow_ring(scratch, 2 * n, a + moves[i])
            if not _run(scratch, n, p, last)[1]:
                moves[safe] = moves[i]
                safe += 1
        if safe:
            return safe
        # every move is a grand slam (``moves`` is untouched): all are allowed
    return count


@njit(cache=True, inline="always")
def _decided(s0: int, s1: int, half: int) -> bool:
    return s0 > half or s1 > half or (s0 == half and s1 == half)


@njit(cache=True)
def _oware_games(n: int, slam: int, start: Any, to_move: int, games: int, seed: int,
                 out: Any, log: Any) -> None:
    """Oware's loop (see the module's docstring). ``log`` (if longer than 1) gets
    the last game's moves after its length.

    The rows' totals are kept from the move (laps and rest); a move is drawn
    among the mover's pits until one is legal (uniform over the legal moves),
    except with ``grand_slam="illegal"``, where :func:`oware_legal` lists them.
    A position's hash marks a slot of ``mark`` with the number of the current
    capture-free stretch: the list of positions seen is searched only when the
    slot of the new position is marked (rarely, unless the position repeats).
    """
    m = 2 * n
    c0 = np.zeros(m, dtype=np.int64)
    rows = np.zeros(2, dtype=np.int64)
    for i in range(n):
        c0[i] = start[i]
        c0[n + i] = start[n + 1 + i]
        rows[0] += start[i]
        rows[1] += start[n + 1 + i]
    st0 = np.int64(start[n])
    st1 = np.int64(start[2 * n + 1])
    half = (st0 + st1 + rows[0] + rows[1]) // 2
    # the linear hash of a position: sum(c[j] * z[j]) + z[m] * (player to move), with
    # pz[k] = z[0] + ... + z[k - 1] over the ring twice (a run of pits is one subtraction)
    z = np.empty(m + 1, dtype=np.int64)
    h = np.uint64(0x243F6A8885A308D3)
    for j in range(m + 1):
        h = _advance(h)
        z[j] = np.int64(h * _MUL)
    pz = np.zeros(2 * m + 1, dtype=np.int64)
    for k in range(2 * m):
        pz[k + 1] = pz[k] + z[k % m]
    ring = pz[m]
    seen_h = np.empty(MAX_MOVES + 1, dtype=np.int64)  # since the last capture
    seen_b = np.empty((MAX_MOVES + 1, m), dtype=np.int64)
    mark = np.zeros(1 << _MARK_BITS, dtype=np.int64)
    shift = np.uint64(64 - _MARK_BITS)
    stretch = 0
    c = np.empty(m, dtype=np.int64)
    moves = np.empty(n, dtype=np.int64)
    scratch = np.empty(m, dtype=np.int64)
    listed = slam == SLAM_ILLEGAL
    keep = log.shape[0] > 1
    x = _seed_state(seed)
    for _ in range(games):
        for j in range(m):
            c[j] = c0[j]
        s0 = st0
        s1 = st1
        p = to_move
        mine = rows[p]
        theirs = rows[1 - p]
        played = 0
        cut = False
        if _decided(s0, s1, half):
            out[G_DECIDED] += 1
        else:
            key = z[m] * p
            for j in range(m):
                key += c[j] * z[j]
            stretch += 1
            mark[np.uint64(key) >> shift] = stretch
            seen_h[0] = key
            for j in range(m):
                seen_b[0, j] = c[j]
            cnt = 1
            while True:
                a = p * n
                if listed:
                    count = oware_legal(c, n, slam, p, moves, scratch)
                    if count == 0:
                        break
                    x = _advance(x)
                    pit = moves[_below(x, count)]
                elif theirs:
                    if mine == 0:
                        break
                    while True:
                        x = _advance(x)
                        pit = _below(x, n)
                        if c[a + pit]:
                            break
                else:  # the opponent's row is empty: a move must reach it
                    feeds = False
                    for k in range(n):
                        if c[a + k] >= n - k:
                            feeds = True
                            break
                    if not feeds:
                        break
                    while True:
                        x = _advance(x)
                        pit = _below(x, n)
                        if c[a + pit] >= n - pit:
                            break
                if played >= MAX_MOVES:
                    out[G_CUT] += 1
                    cut = True
                    break
                if keep:
                    log[1 + played] = pit
                played += 1
                o = a + pit
                s = c[o]
                captured, _last, laps, rest = oware_move(c, n, slam, p, pit)
                # the rows' totals: the rest fills pits pit+1.. of the mover, then the
                # opponent's row, then the mover's again (never back to pit)
                over = pit + rest - n + 1  # how many of the rest reach the opponent
                into = 0 if over <= 0 else (n if over > n else over)
                mine += laps * (n - 1) + rest - into - s
                theirs += laps * n + into - captured
                p = 1 - p
                mine, theirs = theirs, mine
                if captured:
                    if p:  # the mover was South
                        s0 += captured
                    else:
                        s1 += captured
                    if _decided(s0, s1, half):
                        out[G_DECIDED] += 1
                        break
                    key = z[m] * p
                    for j in range(m):
                        key += c[j] * z[j]
                    cnt = 0
                    stretch += 1
                else:
                    key += (z[m] if p else -z[m]) - s * z[o] + laps * (ring - z[o])
                    key += pz[o + 1 + rest] - pz[o + 1]
                    slot = np.uint64(key) >> shift
                    if mark[slot] == stretch:
                        repeated = False
                        for r in range(cnt - 2, -1, -2):  # the same player to move
                            if seen_h[r] == key:
                                repeated = True
                                for j in range(m):
                                    if seen_b[r, j] != c[j]:
                                        repeated = False
                                        break
                                if repeated:
                                    break
                        if repeated:
                            out[G_REPEATED] += 1
                            break
                mark[np.uint64(key) >> shift] = stretch
                seen_h[cnt] = key
                for j in range(m):
                    seen_b[cnt, j] = c[j]
                cnt += 1
        if not cut:  # the end: each player takes their own row
            for j in range(n):
                s0 += c[j]
                s1 += c[n + j]
        if keep:
            log[0] = played
        out[G_MOVES] += played
        if s0 > s1:
            out[G_SOUTH_WINS] += 1
        elif s1 > s0:
            out[G_NORTH_WINS] += 1
        else:
            out[G_DRAWS] += 1


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
        _oware_games(rv[R_PITS], rv[R_GRAND_SLAM], start, to_move, games, seed, out, log)
    else:
        _kalah_games(_kalah_options(rv), start, to_move, games, seed, out, log)
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
