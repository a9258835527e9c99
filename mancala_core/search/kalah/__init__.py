"""Kalah's compiled search, around its one compiled move.

- :mod:`.move`: the move (one function for every layout), the end of the game and
  the legal moves;
- :mod:`.search`: the exact search over gains (:class:`KalahSearch`);
- :mod:`.endgame`: the endgame databases (:class:`EndgameDB`, the automatic one
  :func:`default_endgame`);
- :mod:`.playout`: random games in one compiled loop;
- :mod:`.pure_endgame`: the same database in plain Python, for small boards.

Without numba (:data:`~mancala_core.search.backend.COMPILED` False) only the
endgame's names are here, from :mod:`.no_database` (which ``.endgame`` then is): no
automatic database, :class:`EndgameDB` the plain-Python one of :mod:`.pure_endgame`,
and no :class:`KalahSearch`.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from ..backend import COMPILED

if TYPE_CHECKING or COMPILED:
    from .endgame import CacheWarning, EndgameDB, default_endgame
    from .search import KalahSearch

    __all__ = ["CacheWarning", "EndgameDB", "KalahSearch", "default_endgame"]
else:
    from . import no_database as endgame
    from .no_database import CacheWarning, EndgameDB, default_endgame

    # ``import mancala_core.search.kalah.endgame`` finds the stand-in
    sys.modules[f"{__name__}.endgame"] = endgame
    __all__ = ["CacheWarning", "EndgameDB", "default_endgame"]
