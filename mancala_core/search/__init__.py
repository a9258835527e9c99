"""Search for the mancala family: a compiled rules kernel, an exact solver,
computer players and hints that explain.

Importing :mod:`mancala_core` does not import this package (nor numba); numba
compiles each kernel function on first use and caches it on disk.

    >>> import mancala_core as mc
    >>> from mancala_core.search import solve, hint, best_move
    >>> solve(mc.rules("kalah", pits=3, seeds=1).start()).value
    0

``solve`` gives every move's exact value; :func:`moves_reaching`,
:func:`winning_moves` and :func:`moves_not_losing` answer the cheaper yes/no
questions (see :mod:`~mancala_core.search.questions`); :func:`force_within`
asks whether the player to move can force some seeds, or a win, within a
horizon, exactly even in Oware (see :mod:`~mancala_core.search.horizon`);
:func:`explain_move` says why a move is good, or why it fails, by its
:func:`refutation` (see :mod:`~mancala_core.search.explain`).

The layers: the public questions (:mod:`~.solving`, :mod:`~.questions`,
:mod:`~.horizon`, the players :mod:`~.players`, the hints :mod:`~.hints` and
explanations :mod:`~.explain`, the random playouts' entry point :mod:`~.playout`)
over one engine (the solver's front :mod:`~.exact` with the compiled
:mod:`~.solver` and the readable :mod:`~.pure`, :mod:`~mancala_core.native.mtdf`,
:mod:`~.negamax` over :mod:`~.kernel`, the value helpers :mod:`~.values` and
the threats :mod:`~.threats`; the readable search of every game :mod:`~.generic`),
over the games' engines, one per game, found once through ``Rules.search_engine``
(:func:`~.engine.engine_of`, the typed protocol :class:`~.engine.Engine`):
:class:`~mancala_core.games.kalah.engine.KalahEngine` and
:class:`~mancala_core.games.oware.engine.OwareEngine`, each gathering its game's
compiled move, search, endgame database, horizon and the numbers the players use,
and :class:`~.engine.ReadableEngine` for every other game; and the native helpers
(:mod:`mancala_core.native`, the endgame
databases' base :mod:`~mancala_core.native.database`). No module here compares a
game's name: what search asks of a game, the rules declare.

**Without numba.** Where numba and numpy cannot be installed (a JupyterLite site
of the course, in Pyodide) this package still imports, and every question above
is answered through the readable rules: :data:`COMPILED` (from
:mod:`~.backend`) is then False, the exact questions go to
:class:`~.pure.PureSolver` (the same exact values, slower, no endgame database),
the computer players and the hints to the readable search of :mod:`~.generic`
with node budgets (see :mod:`~.players`), :func:`force_within` to its readable
search. ``Solver`` is then :class:`~.pure.PureSolver`; ``KalahSearch`` and
building an ``EndgameDB`` need numba. ``MANCALA_PURE=1`` in the environment
asks for this path on any machine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..games.kalah.database import EndgameDB
from ..native.backend import COMPILED
from .exact import Solution
from .explain import Explanation, Reason, Refutation, explain_move, refutation
from .hints import Hint, hint
from .horizon import Forcing, HorizonError, force_within
from .players import LEVELS, Choice, Player, best_move, choose, computer_move, endgame_for
from .questions import move_values, moves_not_losing, moves_reaching, winning_moves
from .solving import solve

if TYPE_CHECKING or COMPILED:
    from ..games.kalah.search import KalahSearch
    from .solver import Solver
else:
    from .pure import PureSolver as Solver

__all__ = [
    "COMPILED",
    "LEVELS",
    "Choice",
    "EndgameDB",
    "Explanation",
    "Forcing",
    "Hint",
    "HorizonError",
    "KalahSearch",
    "Reason",
    "Refutation",
    "Player",
    "Solution",
    "Solver",
    "best_move",
    "choose",
    "computer_move",
    "endgame_for",
    "explain_move",
    "force_within",
    "hint",
    "move_values",
    "moves_not_losing",
    "moves_reaching",
    "refutation",
    "solve",
    "winning_moves",
]
if not COMPILED:
    __all__.remove("KalahSearch")
