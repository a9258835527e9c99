"""Oware's kit for the search: its compiled parts and the numbers the players and hints use.

The search finds it through ``Oware.search_kit`` (:mod:`mancala_core.search.kits`);
the compiled parts are imported on first use, so that the kit's numbers are read
without numba.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...rules import Position, Rules
    from .horizon import OwareHorizon

#: the code of Oware's moves in the compiled kernel (:mod:`mancala_core.search.kernel`)
KERNEL_GAME = 1
#: ``hard``'s search depth
HARD_DEPTH = 9
#: the exact solver's node budget for ``perfect``: the repetition rule makes Oware's
#: endgames costly (see :mod:`.endgame`), so it answers with the bounds, the horizon or
#: its own search sooner. In 24 positions with 28 seeds or fewer from games between
#: the players, 100,000 nodes (200,000 from 14 seeds down, as ``hard``) and the horizon's
#: 100,000 decided none and took 150-460 ms of CPU; 60,000 each take 75-220 ms
#: (``benchmarks/README.md``, ``bench_ladder.py``)
PERFECT_NODES = 60_000
#: ``perfect`` asks the exact solver, its bounds and the horizon once this few seeds are
#: left in the pits (above it they hardly ever decide: 1 move of 39 with 32 to 48 seeds)
PERFECT_EXACT_SEEDS = 28
#: ``perfect``'s own search where the solver does not settle the move: ever deeper from
#: ``hard``'s depth, within this many positions and at most this many plies more
PERFECT_SEARCH_NODES = 250_000
PERFECT_EXTRA_DEPTH = 4
#: ``hard`` solves exactly once this few seeds are left in the pits
HARD_EXACT_SEEDS = 14
#: without numba, ``hard``, ``perfect`` and the explanations try the readable exact
#: solver once this few seeds are left in the pits
PURE_EXACT_SEEDS = 6
#: the explanations and hints ask the compiled solver with at most this many seeds in
#: the pits (the repetition rule makes the middle game's proofs cost seconds)
EXPLAIN_EXACT_SEEDS: int | None = 14
#: ``perfect`` asks every move's value, then the proved bounds and the horizon
PERFECT_BY_VALUE = False
#: the explanations ask the horizon question when the solver cannot finish (the
#: middle game: :func:`mancala_core.search.horizon.force_within`)
EXPLAIN_HORIZON = True
#: the general negamax keeps its stack in the solver: one thread
THREADED = False


def endgame(rules: Rules, seeds: int | None = None, *, build: bool = True) -> None:
    """No endgame database is probed by the exact search of Oware."""
    return None


#: no endgame database of its own for ``mancala solve --endgame N`` or ``mancala endgame``
endgame_database = None
endgame_tools = None


def exact_search(rules: Rules, *, table_bits: int, endgame: object) -> None:
    """None: the general compiled negamax (:mod:`mancala_core.search.negamax`) searches."""
    return None


def horizon(pos: Position, goal: str, seeds: int) -> OwareHorizon:
    """The compiled horizon search of :func:`mancala_core.search.horizon.force_within`."""
    from .horizon import OwareHorizon

    return OwareHorizon(pos, goal, seeds)
