"""Kalah, two rows of pits and a store each, the extra move and the capture of the opposite pit.

:mod:`.rules` holds the rules.

The compiled parts (numba), loaded only when a search asks for them:
:mod:`.move` (the one compiled move), :mod:`.search` (the exact search over gains),
:mod:`.endgame` (the endgame databases; :mod:`.database` picks them or, without numba,
the readable :mod:`.pure_endgame`), :mod:`.horizon` and :mod:`.playout`.
"""

from .rules import Kalah

__all__ = ["Kalah"]
