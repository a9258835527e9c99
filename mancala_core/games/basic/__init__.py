"""Basic mancala, two to four players on one ring of rows.

:mod:`.rules` holds the rules.
"""

from .rules import BasicMancala

__all__ = ["BasicMancala"]
