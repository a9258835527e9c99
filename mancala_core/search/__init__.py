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
questions (see :mod:`~mancala_core.search.questions.yes_no`); :func:`force_within`
asks whether the player to move can force some seeds, or a win, within a
horizon, exactly even in Oware (see :mod:`~mancala_core.search.questions.horizon`);
:func:`explain_move` says why a move is good, or why it fails, by its
:func:`refutation` (see :mod:`~mancala_core.search.questions.explain`).

The layers, one folder each, each importing only the ones below it:

- :mod:`~.questions`: the public questions: the exact values (:mod:`~.questions.solving`),
  the yes/no questions (:mod:`~.questions.yes_no`), the horizon
  (:mod:`~.questions.horizon`), the computer players (:mod:`~.questions.players`), the
  explanations (:mod:`~.questions.explain`, over the threats of
  :mod:`~.questions.threats`) and the hints (:mod:`~.questions.hints`, whose reasons are
  the explanation's, in every game). Each asks the engine of the position's rules.
- :mod:`~.compiled`: the compiled search, which names no game: the step functions over a
  game's own compiled functions (:mod:`~.compiled.kernel`), the general negamax
  (:mod:`~.compiled.negamax`), the random playouts' entry (:mod:`~.compiled.playout`)
  and the compiled exact solver (:mod:`~.compiled.solver`).
- :mod:`~.engine`: one engine per game, found once through ``Rules.search_engine``
  (:func:`~.engine.engine_of`), typed by the protocol :class:`~.engine.Engine`: the
  numbers the players and hints use, the game's compiled functions
  (:class:`~mancala_core.native.cells.KernelGame`), its exact search, endgame database
  and horizon. :class:`~mancala_core.games.kalah.engine.KalahEngine` and
  :class:`~mancala_core.games.oware.engine.OwareEngine` live with their games;
  :class:`~.engine.ReadableEngine` is every other game's. Beside it the readable
  search: the exact solver's front (:mod:`~.engine.exact`), the readable exact solver
  (:mod:`~.engine.pure`), the depth-limited search of every game
  (:mod:`~.engine.generic`) and the value helpers (:mod:`~.engine.values`).

Below them the native helpers (:mod:`mancala_core.native`: the backend, MTD(f), the
endgame databases' type :mod:`~mancala_core.native.database`, the kernel's bundle
:mod:`~mancala_core.native.cells`). No module here compares a game's name, holds a
game's integer code or imports a game's folder: what search asks of a game, the
game's engine answers.

**Without numba.** Where numba and numpy cannot be installed (a JupyterLite site
of the course, in Pyodide) this package still imports, and every question above
is answered through the readable rules: :data:`COMPILED` (from
:mod:`~mancala_core.native.backend`) is then False, the exact questions go to
:class:`~.engine.pure.PureSolver` (the same exact values, slower, no endgame database),
the computer players and the hints to the readable search of :mod:`~.engine.generic`
with node budgets (see :mod:`~.questions.players`), :func:`force_within` to its readable
search. ``Solver`` is then :class:`~.engine.pure.PureSolver`; ``KalahSearch`` and
building an ``EndgameDB`` need numba. ``MANCALA_PURE=1`` in the environment
asks for this path on any machine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..games.kalah.database import EndgameDB
from ..native.backend import COMPILED
from .engine.exact import Solution
from .questions.explain import Explanation, Reason, Refutation, explain_move, refutation
from .questions.hints import Hint, hint
from .questions.horizon import Forcing, HorizonError, force_within
from .questions.players import LEVELS, Choice, Player, best_move, choose, computer_move, endgame_for
from .questions.solving import solve
from .questions.yes_no import move_values, moves_not_losing, moves_reaching, winning_moves

if TYPE_CHECKING or COMPILED:
    from ..games.kalah.search import KalahSearch
    from .compiled.solver import Solver
else:
    from .engine.pure import PureSolver as Solver

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
