"""Bao la Kiswahili, four rows of eight holes.

:mod:`.rules` holds the rules.

:mod:`.board`: the four rows and the house, the board's facts that the rules read.
"""

from .rules import Bao

__all__ = ["Bao"]
