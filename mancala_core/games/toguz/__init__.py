"""Toguz Kumalak, two rows of nine holes, the tuzdyk.

:mod:`.rules` holds the rules.
"""

from .rules import Toguz

__all__ = ["Toguz"]
