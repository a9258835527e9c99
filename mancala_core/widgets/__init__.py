"""Interactive boards for notebooks: :class:`BoardWidget` and the :class:`Game` around it.

    >>> from mancala_core.widgets import BoardWidget
    >>> BoardWidget("oware")
    BoardWidget('oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S')

Widgets need the ``course`` extra (``anywidget``, ``ipywidgets``); the rules
core never imports this package.
"""

from __future__ import annotations

from .board import BoardWidget, as_position
from .game import Game

__all__ = ["BoardWidget", "Game", "as_position"]
