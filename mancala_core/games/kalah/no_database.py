"""What :mod:`.endgame` offers when numba is missing: no automatic endgame database.

Without numba and numpy (a JupyterLite site in Pyodide;
:data:`~mancala_core.native.backend.COMPILED` False) this module stands in for
:mod:`mancala_core.games.kalah.endgame` (:mod:`.database` gives it), so that code
which asks for the automatic database still runs: there is
none (:func:`default_endgame` gives ``None``) and the readable solver searches to the
end without one. :class:`EndgameDB` is the plain-Python database of
:mod:`.pure_endgame`: the same values as the compiled one, for small boards only.

    >>> import mancala_core as mc
    >>> default_endgame(mc.rules("kalah")) is None
    True
    >>> EndgameDB(mc.rules("kalah", pits=3), 4).max_seeds
    4
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...rules import Rules

from ...native.database import CacheWarning
from .pure_endgame import EndgameDB

__all__ = ["CacheWarning", "EndgameDB", "auto_seeds", "cached_seeds", "default_endgame"]


def default_endgame(rules: Rules, seeds: int | None = None, *, build: bool = True,
                    progress: bool | None = None) -> EndgameDB | None:
    """No database without numba: ``None``."""
    return None


def cached_seeds(rules: Rules) -> int:
    """No level is cached without numba: ``-1``."""
    return -1


def auto_seeds(rules: Rules, *, memory: int | None = None, most: int | None = None) -> int:
    """The seeds a database would reach: none without numba (``-1``)."""
    return -1
