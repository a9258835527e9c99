"""Congkak, two rows of seven holes, both players sowing at once.

:mod:`.rules` holds the rules.
"""

from .rules import Congkak

__all__ = ["Congkak"]
