"""A Kalah endgame database in plain Python, built from the readable rules.

Without numba and numpy (:data:`~mancala_core.native.backend.COMPILED` False: a
JupyterLite site in Pyodide, or ``MANCALA_PURE=1``), :class:`EndgameDB` is this one.
It holds the same numbers as the compiled database
(:class:`mancala_core.games.kalah.endgame.EndgameDB`), in the same order, but
is built by ``Position.play`` one position at a time, so it is only for small
boards: a few thousand positions, built in a fraction of a second (Kalah with 3
pits up to 10 seeds: 8,008 positions in 0.6 s). A bigger one is refused
(:class:`DatabaseTooLargeError`) before any work, rather than left running for
minutes.

What it stores, as the compiled one does: for every way to put ``k <= max_seeds``
seeds into the pits, the mover's row first, what the **mover gains** over the
opponent from there to the end of the game (the stores left out: in Kalah no move
takes seeds out of a store, so the rest of the game does not depend on them).

- **Index**: level ``k`` holds the compositions of ``k`` into ``2 x pits`` parts in
  lexicographic order (:func:`compositions`); a composition's place in that order
  is its :func:`rank`. ``flat`` is every level one after the other, level 0 first.
- **Order**: a move that banks a seed or captures leads to a lower level, solved
  already. A move that does neither moves seeds forward in the mover's own row and
  hands the turn over; it raises the sum over both rows of ``seeds x place in the
  row`` (:func:`potential`), which a swap of the rows leaves as it is. So a level
  solved from the highest potential down finds every same-level child solved.

    >>> import mancala_core as mc
    >>> db = EndgameDB(mc.rules("kalah", pits=3, seeds=2), 6)
    >>> pos = mc.parse("kalah[pits=3,seeds=2] 2.0.1:3/0.1.1:4 S")
    >>> db.gain(pos), db.value(pos)        # South gains 1 more from here: 4 - 4 + 1
    (1, 0)
    >>> len(db.flat), db.max_seeds
    (924, 6)
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ...errors import MancalaError
from .lookup import KalahLookup
from .rules import Kalah

if TYPE_CHECKING:
    from ...rules import Position, Rules

__all__ = ["MAX_POSITIONS", "DatabaseTooLargeError", "EndgameDB", "compositions", "level_size",
           "potential", "rank"]

#: the most positions a plain-Python database builds: 1.5 s in CPython on an ordinary
#: machine (some 75 µs a position), a few seconds in a browser (Pyodide)
MAX_POSITIONS = 20_000
#: a place not solved yet (the compiled database's mark too)
UNKNOWN = -128


class DatabaseTooLargeError(MancalaError):
    """The endgame database asked for is too big to build in plain Python."""


def level_size(pits: int, seeds: int) -> int:
    """How many positions level ``seeds`` has on a board of ``pits`` pits a side: the
    ways to put ``seeds`` seeds into ``2 x pits`` pits.

        >>> level_size(3, 2), level_size(6, 16)
        (21, 13037895)
    """
    m = 2 * pits
    return math.comb(seeds + m - 1, m - 1)


def _count_to(pits: int, seeds: int) -> int:
    """The positions of levels 0 to ``seeds`` together."""
    return sum(level_size(pits, k) for k in range(seeds + 1))


def compositions(seeds: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to put ``seeds`` seeds into ``parts`` pits, in lexicographic order.

        >>> list(compositions(2, 3))
        [(0, 0, 2), (0, 1, 1), (0, 2, 0), (1, 0, 1), (1, 1, 0), (2, 0, 0)]
    """
    if parts == 1:
        yield (seeds,)
        return
    for first in range(seeds + 1):
        for rest in compositions(seeds - first, parts - 1):
            yield (first, *rest)


def rank(c: tuple[int, ...]) -> int:
    """The place of composition ``c`` in :func:`compositions`' order (the combinatorial
    number system): each pit holding ``v`` seeds skips every composition of the pits
    after it that starts with fewer.

        >>> rank((0, 0, 2)), rank((1, 0, 1)), rank((2, 0, 0))
        (0, 3, 5)
    """
    m = len(c)
    left = sum(c)
    idx = 0
    for i in range(m - 1):
        v = c[i]
        # the compositions whose pit i holds 0..v-1 seeds (the others as they come)
        idx += math.comb(left + m - i - 1, m - i - 1) - math.comb(left - v + m - i - 1, m - i - 1)
        left -= v
    return idx


def potential(c: tuple[int, ...], pits: int) -> int:
    """The sum over both rows of ``seeds x place in the row``: a move that stays on the
    same level raises it (see the module's notes).

        >>> potential((1, 0, 2, 0, 1, 0), 3)
        5
    """
    return sum(seeds * (i % pits) for i, seeds in enumerate(c))


def _stored_margin(pos: Position, player: int) -> int:
    return pos.store(player) - pos.store(1 - player)


class EndgameDB(KalahLookup):
    """The exact gain of every Kalah position with at most ``max_seeds`` seeds in the
    pits, for one ruleset (``pits``, ``empty_capture``, ``end``, ``leftovers``), built
    in plain Python from the rules.

    The keywords of the compiled database are taken and have nothing to do here
    (``cache``, ``progress``, ``threads``: no file, no bar, one thread), except
    ``memory_limit``, which lowers ``max_seeds`` as there (one byte a position).

    :raises DatabaseTooLargeError: more than :data:`MAX_POSITIONS` positions
    :raises ValueError: rules other than Kalah
    """

    def __init__(self, rules: Rules, max_seeds: int, *, cache: Path | str | bool | None = None,
                 memory_limit: int | None = None, progress: bool = False,
                 threads: int | None = None) -> None:
        if not isinstance(rules, Kalah):
            raise ValueError(f"endgame databases are for kalah, not {rules.name!r}")
        self.rules = rules
        self.n = int(rules.options["pits"])
        self.m = 2 * self.n
        k = max(0, min(int(max_seeds), 100))
        while memory_limit is not None and k > 0 and _count_to(self.n, k) > memory_limit:
            k -= 1
        total = _count_to(self.n, k)
        if total > MAX_POSITIONS:
            raise DatabaseTooLargeError(
                f"the endgame database of {rules.label()!r} with max_seeds={max_seeds} would "
                f"hold {total:,} positions: too many to build in plain Python in a few "
                f"seconds (numba and numpy are not available here; this one builds at most "
                f"{MAX_POSITIONS:,}, such as Kalah with 3 pits up to 12 seeds)")
        self.max_seeds = k
        #: where each level starts in :attr:`flat` (and where the last one ends)
        self.offsets = [0]
        for level in range(k + 1):
            self.offsets.append(self.offsets[-1] + level_size(self.n, level))
        #: every position's gain, level by level, each in :func:`compositions`' order
        self.flat: list[int] = [UNKNOWN] * total
        #: what happened to each level: always "built" (there is no cache)
        self.log: dict[int, str] = {}
        #: why the cache could not be written: there is none
        self.cache_error: str | None = None
        self.folder: Path | None = None
        # a board that holds every level's seeds, the rest in South's store (they change
        # nothing); no pie rule (it is not considered)
        per_pit = max(1, math.ceil(k / self.m))
        if per_pit > 9:
            raise DatabaseTooLargeError(
                f"{rules.label()!r} with max_seeds={max_seeds}: Kalah has at most "
                f"{9 * self.m} seeds on {self.n} pits a side")
        self._board = rules.with_options(seeds=per_pit, swap=False)
        for level in range(k + 1):
            self._build(level)
            self.log[level] = "built"

    # -- building --------------------------------------------------------------------

    def _position(self, c: tuple[int, ...]) -> Position:
        """The position of composition ``c`` with South to move (its row first)."""
        rest = self._board.total_seeds - sum(c)
        return self._board.position(pits=[c[:self.n], c[self.n:]], stores=[rest, 0])

    def _build(self, level: int) -> None:
        """Solve every position of ``level``; the levels below are solved."""
        base = self.offsets[level]
        order = sorted(enumerate(compositions(level, self.m)),
                       key=lambda item: -potential(item[1], self.n))
        for idx, c in order:
            pos = self._position(c)
            if pos.is_over():
                gain = self._final_margin(pos) - _stored_margin(pos, 0)
            else:
                gain = max(self._after(pos.play(move)) for move in pos.legal_moves()) \
                    - _stored_margin(pos, 0)
            self.flat[base + idx] = gain

    @staticmethod
    def _final_margin(pos: Position) -> int:
        scores = pos.scores()
        return scores[pos.to_move] - scores[1 - pos.to_move]

    def _after(self, child: Position) -> int:
        """South's final margin after a move to ``child``: the child's value for its
        mover, negated if that is North."""
        if child.is_over():
            value = self._final_margin(child)
        else:
            value = _stored_margin(child, child.to_move) + self._stored_gain(child)
        return value if child.to_move == 0 else -value

    def _stored_gain(self, pos: Position) -> int:
        """The gain of ``pos`` as stored (levels up to the one being built)."""
        p = pos.to_move
        c = pos.pits(p) + pos.pits(1 - p)
        gain = self.flat[self.offsets[sum(c)] + rank(c)]
        if gain == UNKNOWN:  # pragma: no cover - the order of the module's notes rules it out
            raise RuntimeError(f"{pos.text()!r} is needed before it is solved")
        return gain
