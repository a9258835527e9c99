"""The games' compiled search kits, found through what the rules declare (``Rules.search_kit``).

A kit is a module beside the game's rules (``mancala_core/games/<game>/kit.py``)
that gathers what the search needs of the game: the compiled kernel's game code,
the exact search, the endgame database, the horizon search, and the numbers the
players and the hints use. A game without one (``search_kit = None``) is played
by the readable search.

    >>> import mancala_core as mc
    >>> kit_of(mc.rules("kalah")).HARD_DEPTH, kit_of(mc.rules("toguz")) is None
    (10, True)
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING

from ..rules import Rules

if TYPE_CHECKING:
    from ..games.kalah.database import EndgameDB

__all__ = ["endgame_of", "kit_of"]


def kit_of(rules: Rules) -> ModuleType | None:
    """The compiled search kit that ``rules`` declares, or ``None``."""
    name = type(rules).search_kit
    return None if name is None else importlib.import_module(name)


def endgame_of(rules: Rules, seeds: int | None = None, *, build: bool = True) -> EndgameDB | None:
    """The endgame database that the exact search of ``rules`` probes (its kit's
    ``endgame``), or ``None`` for a game without one."""
    kit = kit_of(rules)
    return None if kit is None else kit.endgame(rules, seeds, build=build)
