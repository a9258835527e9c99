"""Kalah's endgame database as the search uses it: the compiled one
(:mod:`.endgame`) when numba runs, else the readable one (:mod:`.no_database`: no
automatic database, :class:`EndgameDB` from :mod:`.pure_endgame` for small boards).

    >>> from mancala_core.native.backend import COMPILED
    >>> import mancala_core as mc
    >>> (default_endgame(mc.rules("kalah", seeds=1)) is None) or COMPILED
    True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...native.backend import COMPILED

if TYPE_CHECKING or COMPILED:
    from .endgame import CacheWarning, EndgameDB, default_endgame
else:
    from .no_database import CacheWarning, EndgameDB, default_endgame

__all__ = ["CacheWarning", "EndgameDB", "default_endgame"]
