# mypy: disable-error-code="no-any-return"
"""The horizon question's compiled search for Kalah (see :mod:`..horizon`).

The AND/OR search of :func:`~mancala_core.search.questions.horizon.force_within` over
Kalah's one compiled move (:func:`~mancala_core.games.kalah.move.move`, on the
pits alone with the mover's row first, and
:func:`~mancala_core.games.kalah.move.end_gain` for the end of the game and the
``leftovers`` option), with every option of the compiled move (``pits``,
``seeds``, ``empty_capture``, ``end``, ``leftovers``). The pie rule is not in it:
:func:`~mancala_core.search.questions.horizon.force_within` asks the readable search while
``swap`` may still be played. An extra move is a ply of the same player: the
child keeps its rows and the mover. Kalah has no repetition rule, so a line
carries no history: a node is its pits, the root player's store and whether the
root player is to move (the rules are the same for both sides, so the side is
not needed; the other store is the seeds not yet accounted for).

The memo (:mod:`~mancala_core.native.memo`'s record, shared with Oware's) is
keyed exactly by three 64-bit words: the two rows packed as in
:mod:`~mancala_core.games.kalah.search` (hashed on boards whose rows do not fit
in 64 bits) and the root player's store with the turn. A proof with ``r`` plies
left holds with more, a refutation with fewer.

    >>> import mancala_core as mc
    >>> pos = mc.rules("kalah", pits=3, seeds=2).position(
    ...     pits=[[1, 1, 1], [1, 1, 2]], stores=[2, 3], to_move=0)
    >>> kernel = KalahHorizon(pos, "seeds", 3)     # can South force 3 more seeds?
    >>> pos.play("3").text()                       # one seed in, and South moves again
    'kalah[pits=3,seeds=2] 1.1.0:3/1.1.2:3 S'
    >>> kernel.forces(pos.play("3"), 1, 1000)      # then 2 takes 1 + 1: within 1 more ply
    True
    >>> kernel.forces(pos.play("1"), 1, 1000), kernel.forces(pos.play("1"), 5, 1000)
    (False, True)
    >>> kernel.release()

Checked against the readable search and a brute force in
``tests/search/test_horizon.py`` and ``tests/games/kalah/test_kalah_horizon.py``.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit

from ...native.memo import (
    S_ABORT,
    S_LIMIT,
    S_NODES,
    TABLE_BITS,
    MemoPool,
    PooledMemo,
    recall,
    remember,
)
from .move import (
    LEFT_UNCOUNTED,
    O_EMPTY_CAPTURE,
    O_LEFTOVERS,
    O_PITS,
    end_gain,
    move,
    options_vector,
)
from .search import _key, _mix

__all__ = ["KalahHorizon"]

#: the deepest line (plies) the recursion goes
MAX_PLIES = 512
#: a child's flags
AGAIN, OVER = 1, 2


@njit(cache=True)
def _slot(keys: Any, w0: Any, w1: Any, w2: Any) -> int:
    mask = np.uint64(keys.shape[0] - 1)
    return np.int64(_mix(w0 * np.uint64(0x9E3779B97F4A7C15) ^ w1
                         ^ w2 * np.uint64(0xD6E8FEB86659FD93)) & mask)


@njit(cache=True)
def forces(ov: Any, bits: int, win: bool, target: int, b: Any, mine: bool, s_me: int,
           s_opp: int, left: int, keys: Any, memo: Any, st: Any, kids: Any,
           gains: Any, orders: Any) -> int:
    """1 if the root player can force the goal from pits ``b`` (the mover's row
    first; ``mine`` whether the mover is the root player; ``s_me``, ``s_opp`` the
    root player's and the other's stores) within ``left`` plies, 0 if not, -1 if
    the node budget ran out. The game is not over at ``b`` and the goal not
    reached; ``left >= 1``. ``kids[left]``, ``gains[left]`` and ``orders[left]``
    are this node's children, what each gives the mover and the opponent with its
    flags, and the order they are searched in."""
    n = ov[O_PITS]
    mover_row = 0
    other_row = 0
    for j in range(n):
        mover_row += b[j]
        other_row += b[n + j]
    on_board = mover_row + other_row
    if s_me + on_board < target or (win and s_me + on_board <= s_opp):
        return 0
    w0, w1 = _key(b, n, bits)
    w2 = np.uint64(2 * s_me + (1 if mine else 0) + 1)  # never 0: a key is never all zeros
    key = (w0, w1, w2)
    slot = _slot(keys, w0, w1, w2)
    known = recall(keys, memo, slot, key, left)
    if known >= 0:
        return known
    if st[S_NODES] >= st[S_LIMIT]:
        st[S_ABORT] = 1
        return -1
    st[S_NODES] += 1
    empty_capture = ov[O_EMPTY_CAPTURE]
    counted = ov[O_LEFTOVERS] != LEFT_UNCOUNTED
    cs = kids[left]
    gs = gains[left]
    count = 0
    for pit in range(n):
        if b[pit] == 0:
            continue
        c = cs[count]
        for j in range(2 * n):
            c[j] = b[j]
        gain, again, mine2, theirs2, _ = move(c, n, 0, n, pit, mover_row, other_row,
                                              empty_capture)
        over, end = end_gain(ov, again, mine2, theirs2)
        to_other = 0
        if over and counted:  # the rows' seeds split as end_gain's difference says
            rest = mine2 + theirs2
            gain += (rest + end) // 2
            to_other = (rest - end) // 2
        gs[count, 0] = gain
        gs[count, 1] = to_other
        gs[count, 2] = (AGAIN if again else 0) | (OVER if over else 0)
        if mine:  # the root player: the biggest gain first, extra moves breaking ties
            gs[count, 3] = 2 * gain + (1 if again else 0)
        else:  # the opponent: extra moves, then captures, then from the left
            gs[count, 3] = (2 if again else 0) + (1 if gain > 1 else 0)
        count += 1
    order = orders[left]
    for x in range(count):
        order[x] = x
    # the likeliest proof or refutation first (an ordering measured on Kalah 6x4: for
    # the opponent, all its gains in order took 40-60 % more nodes, extra moves alone 5-25 %)
    for x in range(1, count):
        y = x
        while y > 0 and gs[order[y], 3] > gs[order[y - 1], 3]:
            order[y], order[y - 1] = order[y - 1], order[y]
            y -= 1
    result = 0 if mine else 1
    for x in range(count):
        i = order[x]
        c = cs[i]
        to_mover = gs[i, 0]
        to_other = gs[i, 1]
        flags = gs[i, 2]
        me2 = s_me + (to_mover if mine else to_other)
        opp2 = s_opp + (to_other if mine else to_mover)
        if flags & OVER:
            r = 1 if (me2 > opp2 if win else me2 >= target) else 0
        elif not win and me2 >= target:
            r = 1
        elif left == 1:
            r = 0
        else:
            mine2 = mine
            if not flags & AGAIN:  # the turn passes: the opponent's row first
                mine2 = not mine
                for j in range(n):
                    t = c[j]
                    c[j] = c[n + j]
                    c[n + j] = t
            r = forces(ov, bits, win, target, c, mine2, me2, opp2, left - 1, keys, memo, st,
                       kids, gains, orders)
            if r < 0:
                return -1
        if mine and r == 1:
            result = 1
            break
        if not mine and r == 0:
            result = 0
            break
    remember(keys, memo, slot, key, left, result, st)
    return result


#: the memos of this game's questions (keys of 3 words)
_pool = MemoPool(key_words=3)


class KalahHorizon(PooledMemo):
    """One question's compiled search state: the options, the memo, the goal.
    :meth:`release` hands the memo back for the next question (emptied).

    ``root`` is the question's position (its player to move is the root player,
    whose store must grow by ``seeds``, or who must win with ``goal="win"``). The
    pie rule is not played: positions where ``swap`` is open are not asked.
    """

    def __init__(self, root: Any, goal: str, seeds: int, table_bits: int = TABLE_BITS) -> None:
        rules = root.rules
        self.ov = options_vector(rules)
        self.n = n = int(rules.options["pits"])
        # the rows packed in two words where a pit's seeds fit (the seeds of the position,
        # which a set-up may make more than the rules' start)
        width = max(1, sum(root.cells).bit_length())
        self.bits = width if n * width <= 64 else 0
        self.win = goal == "win"
        self.me = root.to_move
        self.target = root.store(self.me) + seeds
        super().__init__(_pool, table_bits)
        self.nodes = 0

    def board(self, cells: tuple[int, ...], p: int) -> Any:
        """The pits of ``cells`` with ``p`` to move, the mover's row first."""
        n = self.n
        mine = [cells[p * (n + 1) + i] for i in range(n)]
        other = [cells[(1 - p) * (n + 1) + i] for i in range(n)]
        return np.array(mine + other, dtype=np.int64)

    def forces(self, pos: Any, left: int, limit: int) -> bool | None:
        """Whether the root player forces the goal from ``pos`` (not over, goal not
        reached, ``left >= 1``, the root player on the same side as at the root)
        within ``left`` plies; ``None`` past ``limit`` nodes."""
        if left > MAX_PLIES:
            raise RecursionError(f"a horizon of {left} plies is more than {MAX_PLIES}")
        side = pos.to_move
        b = self.board(pos.cells, side)
        n = self.n
        kids = np.empty((left + 1, n, 2 * n), dtype=np.int64)
        gains = np.empty((left + 1, n, 4), dtype=np.int64)
        orders = np.empty((left + 1, n), dtype=np.int64)
        st = self.st
        st[S_NODES] = 0
        st[S_LIMIT] = limit
        st[S_ABORT] = 0
        s_me, s_opp = pos.store(self.me), pos.store(1 - self.me)
        r = forces(self.ov, self.bits, self.win, self.target, b, side == self.me, s_me, s_opp,
                   left, self.keys, self.memo, st, kids, gains, orders)
        self.nodes += int(st[S_NODES])
        return None if r < 0 else bool(r)
