"""Oware's engine for the search: its compiled parts and the numbers the players and
hints use (it implements :class:`mancala_core.search.engine.Engine`).

The search finds it through ``Oware.search_engine``
(:func:`mancala_core.search.engine.engine_of`); the compiled parts are imported on
first use, so that the numbers are read without numba.

    >>> engine = OwareEngine()
    >>> engine.hard_depth, engine.perfect_by_value, engine.explain_exact_seeds
    (9, False, 14)
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, Any

from ...native import backend

if TYPE_CHECKING:
    from ...native.cells import KernelGame
    from ...rules import Position, Rules
    from .horizon import OwareHorizon

__all__ = ["OwareEngine"]


class OwareEngine:
    """Oware's engine (see the module's docstring)."""

    name = "oware"
    #: the exact solver proves values near the end, the horizon question in the middle game
    proves = True
    #: ``hard``'s search depth
    hard_depth = 9
    #: the exact solver's node budget for ``perfect``: the repetition rule makes Oware's
    #: endgames costly (see :mod:`.endgame`), so it answers with the bounds, the horizon or
    #: its own search sooner. In 24 positions with 28 seeds or fewer from games between
    #: the players, 100,000 nodes (200,000 from 14 seeds down, as ``hard``) and the horizon's
    #: 100,000 decided none and took 150-460 ms of CPU; 60,000 each take 75-220 ms
    #: (``benchmarks/README.md``, ``bench_ladder.py``)
    perfect_nodes = 60_000
    #: ``perfect`` asks the exact solver, its bounds and the horizon once this few seeds are
    #: left in the pits (above it they hardly ever decide: 1 move of 39 with 32 to 48 seeds)
    perfect_exact_seeds = 28
    #: ``perfect``'s own search where the solver does not settle the move: ever deeper from
    #: ``hard``'s depth, within this many positions and at most this many plies more
    perfect_search_nodes = 250_000
    perfect_extra_depth = 4
    #: ``hard`` solves exactly once this few seeds are left in the pits
    hard_exact_seeds = 14
    #: without numba, ``hard``, ``perfect`` and the explanations try the readable exact
    #: solver once this few seeds are left in the pits
    pure_exact_seeds = 6
    #: the explanations and hints ask the compiled solver with at most this many seeds in
    #: the pits (the repetition rule makes the middle game's proofs cost seconds)
    explain_exact_seeds: int | None = 14
    #: ``perfect`` asks every move's value, then the proved bounds and the horizon
    perfect_by_value = False
    #: the explanations ask the horizon question when the solver cannot finish (the
    #: middle game: :func:`mancala_core.search.questions.horizon.force_within`)
    explain_horizon = True
    #: the general negamax keeps its stack in the solver: one thread
    threaded = False
    #: no endgame database of its own for ``mancala solve --endgame N`` or ``mancala endgame``
    endgame_databases = False

    @property
    def compiled(self) -> bool:
        """True if numba plays (:data:`~mancala_core.native.backend.COMPILED`)."""
        return backend.COMPILED

    def kernel(self) -> KernelGame:
        """Oware's compiled functions for the compiled kernel, negamax and playouts
        (:mod:`.cells`)."""
        from .cells import KERNEL

        return KERNEL

    def endgame(self, rules: Rules, seeds: int | None = None, *, build: bool = True,
                progress: bool | None = None) -> None:
        """No endgame database is probed by the exact search of Oware."""
        return None

    def endgame_database(self, rules: Rules, max_seeds: int) -> None:
        """No endgame database of its own for ``mancala solve --endgame N``."""
        return None

    def endgame_tools(self) -> ModuleType | None:
        """No endgame database of its own for ``mancala endgame``."""
        return None

    def exact_search(self, rules: Rules, *, table_bits: int, endgame: Any) -> None:
        """None: the general compiled negamax (:mod:`~mancala_core.search.compiled.negamax`)
        searches."""
        return None

    def horizon(self, pos: Position, goal: str, seeds: int) -> OwareHorizon:
        """The compiled horizon search of
        :func:`~mancala_core.search.questions.horizon.force_within`."""
        from .horizon import OwareHorizon

        return OwareHorizon(pos, goal, seeds)
