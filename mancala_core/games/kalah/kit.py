"""Kalah's kit for the search: its compiled parts and the numbers the players and hints use.

The search finds it through ``Kalah.search_kit`` (:mod:`mancala_core.search.kits`);
the compiled parts are imported on first use, so that the kit's numbers are read
without numba.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...rules import Position, Rules
    from .database import EndgameDB
    from .horizon import KalahHorizon
    from .search import KalahSearch

#: the code of Kalah's moves in the compiled kernel (:mod:`mancala_core.search.kernel`)
KERNEL_GAME = 0
#: ``hard``'s search depth
HARD_DEPTH = 10
#: the exact solver's node budget for ``perfect`` (see :mod:`mancala_core.search.players`)
PERFECT_NODES = 150_000
#: ``perfect`` asks the exact solver once this few seeds are left in the pits (above it
#: the budget almost never proves the value: 1 of 22 positions with 37 to 48 seeds)
PERFECT_EXACT_SEEDS = 36
#: ``perfect``'s own search where the solver does not settle the move: ever deeper from
#: ``hard``'s depth, within this many positions and at most this many plies more
PERFECT_SEARCH_NODES = 150_000
PERFECT_EXTRA_DEPTH = 4
#: ``hard`` solves exactly once this few seeds are left in the pits
HARD_EXACT_SEEDS = 20
#: without numba, ``hard``, ``perfect`` and the explanations try the readable exact
#: solver once this few seeds are left in the pits
PURE_EXACT_SEEDS = 12
#: the explanations and hints ask the compiled solver with at most this many seeds in
#: the pits (None: always; its endgame database and table make middle games cheap)
EXPLAIN_EXACT_SEEDS: int | None = None
#: ``perfect`` proves the root's value, then one null-window question a move
PERFECT_BY_VALUE = True
#: the explanations ask the horizon question when the solver cannot finish
EXPLAIN_HORIZON = False
#: the exact search may search the root moves on several threads
THREADED = True


def endgame(rules: Rules, seeds: int | None = None, *, build: bool = True) -> EndgameDB | None:
    """The endgame database the search probes (see :func:`.endgame.default_endgame`)."""
    from .database import default_endgame

    return default_endgame(rules, seeds, build=build)


def endgame_database(rules: Rules, max_seeds: int) -> EndgameDB:
    """The endgame database of ``rules`` up to ``max_seeds`` seeds in the pits, loaded from
    the cache or built (``mancala solve --endgame N``)."""
    from .database import EndgameDB

    return EndgameDB(rules, max_seeds)


def endgame_tools() -> ModuleType:
    """The module that builds the endgame databases (``mancala endgame``)."""
    from . import endgame

    return endgame


def exact_search(rules: Rules, *, table_bits: int,
                 endgame: EndgameDB | None) -> KalahSearch:
    """Kalah's own exact search (values over gains: one table entry for positions
    that differ only in their stores)."""
    from .search import KalahSearch

    return KalahSearch(rules, table_bits=table_bits, endgame=endgame)


def horizon(pos: Position, goal: str, seeds: int) -> KalahHorizon:
    """The compiled horizon search of :func:`mancala_core.search.horizon.force_within`."""
    from .horizon import KalahHorizon

    return KalahHorizon(pos, goal, seeds)
