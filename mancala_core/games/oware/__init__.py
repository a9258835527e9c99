"""Oware (Abapa), two rows of six pits, captures of twos and threes, feeding and the grand slam.

:mod:`.rules` holds the rules.

The compiled parts (numba), loaded only when a search asks for them:
:mod:`.move` (the one compiled move and the repetition key), :mod:`.endgame` (the
database of proved bounds and the exact search with the game's history),
:mod:`.horizon` and :mod:`.playout`.
"""

from .rules import Oware

__all__ = ["Oware"]
