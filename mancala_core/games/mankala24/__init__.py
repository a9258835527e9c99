"""Mankala 2/4, the Polish game of two rows.

:mod:`.rules` holds the rules.
"""

from .rules import Mankala24

__all__ = ["Mankala24"]
