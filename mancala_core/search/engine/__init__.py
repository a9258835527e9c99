"""A game's engine: what the search asks of a game, typed, found once from its rules.

Every question of :mod:`mancala_core.search` (the players, the hints and
explanations, the exact questions, the horizon) asks the engine of a position's
rules, :func:`engine_of`, instead of asking which game it is. An engine is any
object with the members of :class:`Engine` (a :class:`typing.Protocol`: mypy checks
every attribute the search reads): the depth and budget numbers the players and
the hints use, whether the compiled search plays the game (:attr:`Engine.compiled`)
and whether the engine proves values (:attr:`Engine.proves`), and the factories of
the game's compiled parts (its own exact search, endgame database, horizon search,
compiled kernel functions), each ``None`` where the game has none.

A game declares its engine in its rules (``Rules.search_engine``, a
``"module:Class"`` name that the search imports on first use: the rules import no
search). Kalah's and Oware's are :class:`mancala_core.games.kalah.engine.KalahEngine`
and :class:`mancala_core.games.oware.engine.OwareEngine`; every other game (and any
game a user registers) is played by the readable search, :class:`ReadableEngine`:

    >>> import mancala_core as mc
    >>> engine_of(mc.rules("kalah")).hard_depth, engine_of(mc.rules("oware")).hard_depth
    (10, 9)
    >>> toguz = engine_of(mc.rules("toguz"))
    >>> type(toguz).__name__, toguz.proves, toguz.compiled, toguz.endgame(mc.rules("toguz"))
    ('ReadableEngine', False, False, None)
    >>> engine_of(mc.rules("kalah", seeds=3)) is engine_of(mc.rules("kalah"))
    True

Without numba (:data:`~mancala_core.native.backend.COMPILED` False, or
``MANCALA_PURE=1``) Kalah's and Oware's engines say ``compiled`` False: the
questions then take the readable search and the readable exact solver, with the
engine's own numbers for it (:attr:`Engine.pure_exact_seeds`); the database and
horizon factories are not asked.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Protocol

from ...native.database import EndgameDatabase
from ...rules import Position, Rules

if TYPE_CHECKING:
    from ...games.kalah.engine import KalahEngine
    from ...games.oware.engine import OwareEngine
    from ...native.cells import KernelGame

__all__ = ["Engine", "GameSearch", "HorizonSearch", "ReadableEngine", "engine_of"]


class GameSearch(Protocol):
    """A game's own compiled exact search (Kalah's
    :class:`~mancala_core.games.kalah.search.KalahSearch`: values over gains, one
    table entry for positions that differ only in their stores), which the exact
    solver asks instead of the general negamax."""

    def gain_counted(self, pos: Position, alpha: int, beta: int, *,
                     max_nodes: int | None = None,
                     deadline: float = 0.0) -> tuple[int | None, int]:
        """The fail-soft gain of ``pos``'s mover over the stores in ``(alpha, beta)``
        (``None`` if a budget stopped it) and the nodes searched."""
        ...  # pragma: no cover

    def table_move(self, pos: Position) -> int | None:
        """The best pit (1-based) the table remembers for ``pos``, if any."""
        ...  # pragma: no cover


class HorizonSearch(Protocol):
    """A game's compiled search for the horizon question of
    :func:`~mancala_core.search.questions.horizon.force_within`, for one root and goal."""

    #: the positions searched so far
    nodes: int

    def forces(self, pos: Position, plies: int, limit: int) -> bool | None:
        """Whether the root player forces the goal from ``pos`` within ``plies`` plies
        (``None``: ``limit`` nodes did not settle it)."""
        ...  # pragma: no cover

    def release(self) -> None:
        """Give the search's table back."""
        ...  # pragma: no cover


class Engine(Protocol):
    """What the search asks of a game (see the module's docstring).

    The numbers are read by :mod:`~mancala_core.search.questions.players`,
    :mod:`~mancala_core.search.questions.hints` and
    :mod:`~mancala_core.search.questions.explain`; an
    engine that does not prove values (:attr:`proves` False) is played by the
    readable search's node budgets
    (:data:`~mancala_core.search.questions.players.FAMILY_SETTINGS`) and its numbers are not read.
    """

    #: the engine's name (the game's, or ``"readable"``)
    name: str
    #: True if it proves values: an exact solver answers near the end, and the
    #: explanations give proved reasons (a refutation, counting to the end)
    proves: bool
    #: ``hard``'s search depth
    hard_depth: int
    #: ``hard`` solves exactly once this few seeds are left in the pits
    hard_exact_seeds: int
    #: the exact solver's node budget for ``perfect``
    perfect_nodes: int
    #: ``perfect`` asks the exact solver once this few seeds are left in the pits
    perfect_exact_seeds: int
    #: ``perfect``'s own search where the solver does not settle the move: ever deeper
    #: from ``hard``'s depth, within this many positions and at most
    #: :attr:`perfect_extra_depth` plies more
    perfect_search_nodes: int
    perfect_extra_depth: int
    #: without the compiled search, ``hard``, ``perfect`` and the explanations try the
    #: readable exact solver once this few seeds are left in the pits
    pure_exact_seeds: int
    #: the explanations and hints ask the exact solver with at most this many seeds in
    #: the pits (``None``: always)
    explain_exact_seeds: int | None
    #: ``perfect`` proves the root's value, then one null-window question a move (else
    #: every move's value, then the proved bounds and the horizon)
    perfect_by_value: bool
    #: the explanations ask the horizon question when the solver cannot finish
    explain_horizon: bool
    #: the exact search may search the root moves on several threads
    threaded: bool
    #: the game has endgame databases of its own (:meth:`endgame_database`,
    #: :meth:`endgame_tools`: ``mancala solve --endgame N``, ``mancala endgame``)
    endgame_databases: bool

    @property
    def compiled(self) -> bool:
        """True if the compiled search (numba) answers this game's questions now."""
        ...  # pragma: no cover

    def kernel(self) -> KernelGame | None:
        """The game's compiled kernel functions (the general negamax and the playouts
        call them: :class:`~mancala_core.native.cells.KernelGame`), or ``None`` for a
        game the compiled search does not play."""
        ...  # pragma: no cover

    def exact_search(self, rules: Rules, *, table_bits: int,
                     endgame: EndgameDatabase | None) -> GameSearch | None:
        """The game's own compiled exact search, or ``None`` (the general negamax)."""
        ...  # pragma: no cover

    def endgame(self, rules: Rules, seeds: int | None = None, *, build: bool = True,
                progress: bool | None = None) -> EndgameDatabase | None:
        """The endgame database the exact search probes, reaching at least ``seeds``
        seeds where the automatic database allows (``build`` False: only what is
        cached; ``progress``: a progress bar while building, ``None`` outside a
        Jupyter kernel only), or ``None``."""
        ...  # pragma: no cover

    def endgame_database(self, rules: Rules, max_seeds: int) -> EndgameDatabase | None:
        """The endgame database of ``rules`` up to ``max_seeds`` seeds, loaded or built
        (``mancala solve --endgame N``), or ``None`` for a game without one."""
        ...  # pragma: no cover

    def endgame_tools(self) -> ModuleType | None:
        """The module that builds the endgame databases (``mancala endgame``), or
        ``None``."""
        ...  # pragma: no cover

    def horizon(self, pos: Position, goal: str, seeds: int) -> HorizonSearch | None:
        """The compiled horizon search of ``pos`` (``None``: the readable one)."""
        ...  # pragma: no cover


class ReadableEngine:
    """The engine of every game without compiled parts: the readable search
    (:mod:`~mancala_core.search.engine.generic` for the players and the hints, within node
    budgets; :class:`~mancala_core.search.engine.pure.PureSolver` for the exact questions).
    It proves nothing by itself: its numbers are zero and not read.

        >>> import mancala_core as mc
        >>> engine = ReadableEngine()
        >>> engine.compiled, engine.exact_search(mc.rules("bao"), table_bits=10, endgame=None)
        (False, None)
    """

    name = "readable"
    proves = False
    hard_depth = 0
    hard_exact_seeds = 0
    perfect_nodes = 0
    perfect_exact_seeds = 0
    perfect_search_nodes = 0
    perfect_extra_depth = 0
    pure_exact_seeds = 0
    explain_exact_seeds: int | None = 0
    perfect_by_value = False
    explain_horizon = False
    threaded = False
    endgame_databases = False

    @property
    def compiled(self) -> bool:
        """Never: the readable search plays."""
        return False

    def kernel(self) -> KernelGame | None:
        """No compiled kernel."""
        return None

    def exact_search(self, rules: Rules, *, table_bits: int,
                     endgame: EndgameDatabase | None) -> GameSearch | None:
        return None

    def endgame(self, rules: Rules, seeds: int | None = None, *, build: bool = True,
                progress: bool | None = None) -> EndgameDatabase | None:
        return None

    def endgame_database(self, rules: Rules, max_seeds: int) -> EndgameDatabase | None:
        return None

    def endgame_tools(self) -> ModuleType | None:
        return None

    def horizon(self, pos: Position, goal: str, seeds: int) -> HorizonSearch | None:
        return None


_engines: dict[type[Rules], Engine] = {}


def engine_of(rules: Rules) -> Engine:
    """The engine of ``rules``' game: the class its rules declare
    (``Rules.search_engine``, ``"module:Class"``), made once per rules class, else
    :class:`ReadableEngine`."""
    kind = type(rules)
    engine = _engines.get(kind)
    if engine is None:
        declared = kind.search_engine
        if declared is None:
            engine = ReadableEngine()
        else:
            module, _, name = declared.partition(":")
            engine = getattr(importlib.import_module(module), name)()
        _engines[kind] = engine
    return engine


if TYPE_CHECKING:
    # mypy holds every engine to the protocol
    def _engines_are_engines(k: KalahEngine, o: OwareEngine, r: ReadableEngine
                             ) -> tuple[Engine, Engine, Engine]:
        return k, o, r
