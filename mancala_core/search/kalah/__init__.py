"""Kalah's compiled search, around its one compiled move.

- :mod:`.move`: the move (one function for every layout), the end of the game and
  the legal moves;
- :mod:`.search`: the exact search over gains (:class:`KalahSearch`);
- :mod:`.endgame`: the endgame databases (:class:`EndgameDB`, the automatic one
  :func:`default_endgame`);
- :mod:`.playout`: random games in one compiled loop.
"""

from __future__ import annotations

from .endgame import CacheWarning, EndgameDB, default_endgame
from .search import KalahSearch

__all__ = ["CacheWarning", "EndgameDB", "KalahSearch", "default_endgame"]
