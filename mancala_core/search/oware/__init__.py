"""Oware's compiled search, around its one compiled move.

- :mod:`.move`: the move (one function for every layout), the legal moves, the end
  of the game and the repetition key;
- :mod:`.endgame`: the endgame database of proved bounds and the exact search
  with the game's history (:class:`OwareEndgameDB`);
- :mod:`.horizon`: the compiled search of the horizon question;
- :mod:`.playout`: random games in one compiled loop, the repetition rule included.
"""

from __future__ import annotations

from .endgame import OwareEndgameDB, solve_value

__all__ = ["OwareEndgameDB", "solve_value"]
