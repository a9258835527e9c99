"""Kalah's engine for the search: its compiled parts and the numbers the players and
hints use (it implements :class:`mancala_core.search.engine.Engine`).

The search finds it through ``Kalah.search_engine``
(:func:`mancala_core.search.engine.engine_of`); the compiled parts are imported on
first use, so that the numbers are read without numba.

    >>> engine = KalahEngine()
    >>> engine.hard_depth, engine.perfect_by_value, engine.explain_exact_seeds
    (10, True, None)
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from ...native import backend

if TYPE_CHECKING:
    from ...native.cells import KernelGame
    from ...rules import Position, Rules
    from .database import EndgameDB
    from .horizon import KalahHorizon
    from .search import KalahSearch

__all__ = ["KalahEngine"]


class KalahEngine:
    """Kalah's engine (see the module's docstring)."""

    name = "kalah"
    #: the exact solver proves values (with the endgame database, most middle games)
    proves = True
    #: ``hard``'s search depth
    hard_depth = 10
    #: the exact solver's node budget for ``perfect`` (see
    #: :mod:`mancala_core.search.questions.players`)
    perfect_nodes = 150_000
    #: ``perfect`` asks the exact solver once this few seeds are left in the pits (above it
    #: the budget almost never proves the value: 1 of 22 positions with 37 to 48 seeds)
    perfect_exact_seeds = 36
    #: ``perfect``'s own search where the solver does not settle the move: ever deeper from
    #: ``hard``'s depth, within this many positions and at most this many plies more
    perfect_search_nodes = 150_000
    perfect_extra_depth = 4
    #: ``hard`` solves exactly once this few seeds are left in the pits
    hard_exact_seeds = 20
    #: without numba, ``hard``, ``perfect`` and the explanations try the readable exact
    #: solver once this few seeds are left in the pits
    pure_exact_seeds = 12
    #: the explanations and hints ask the compiled solver with at most this many seeds in
    #: the pits (None: always; its endgame database and table make middle games cheap)
    explain_exact_seeds: int | None = None
    #: ``perfect`` proves the root's value, then one null-window question a move
    perfect_by_value = True
    #: the explanations ask the horizon question when the solver cannot finish
    explain_horizon = False
    #: the exact search may search the root moves on several threads
    threaded = True
    #: its endgame databases, for ``mancala solve --endgame N`` and ``mancala endgame``
    endgame_databases = True

    @property
    def compiled(self) -> bool:
        """True if numba plays (:data:`~mancala_core.native.backend.COMPILED`)."""
        return backend.COMPILED

    def kernel(self) -> KernelGame:
        """Kalah's compiled functions for the compiled kernel, negamax and playouts
        (:mod:`.cells`)."""
        from .cells import KERNEL

        return KERNEL

    def endgame(self, rules: Rules, seeds: int | None = None, *, build: bool = True,
                progress: bool | None = None) -> EndgameDB | None:
        """The endgame database the search probes (see :func:`.endgame.default_endgame`)."""
        from .database import default_endgame

        return default_endgame(rules, seeds, build=build, progress=progress)

    def endgame_database(self, rules: Rules, max_seeds: int) -> EndgameDB:
        """The endgame database of ``rules`` up to ``max_seeds`` seeds in the pits, loaded
        from the cache or built (``mancala solve --endgame N``)."""
        from .database import EndgameDB

        return EndgameDB(rules, max_seeds)

    def endgame_tools(self) -> ModuleType:
        """The module that builds the endgame databases (``mancala endgame``)."""
        from . import endgame

        return endgame

    def exact_search(self, rules: Rules, *, table_bits: int,
                     endgame: Any) -> KalahSearch:
        """Kalah's own exact search (values over gains: one table entry for positions
        that differ only in their stores)."""
        from .search import KalahSearch

        return KalahSearch(rules, table_bits=table_bits, endgame=endgame)

    def horizon(self, pos: Position, goal: str, seeds: int) -> KalahHorizon:
        """The compiled horizon search of
        :func:`~mancala_core.search.questions.horizon.force_within`."""
        from .horizon import KalahHorizon

        return KalahHorizon(pos, goal, seeds)
