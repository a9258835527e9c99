"""The games the first lessons play: a :class:`~mancala_core.widgets.Game` with only the
controls a learner has met so far.

A first game shows the board, Undo, Hint, the computer's level and New game; the rules'
options (the end, the leftovers, the swap, the board's size...) are taught in lesson 6,
whose games show the whole panel. ``first_game`` takes what ``Game`` takes::

    first_game("kalah", computer=1, level="beginner")
"""

from __future__ import annotations

from typing import Any

__all__ = ["HIDDEN_CONTROLS", "first_game"]

#: the controls of a Game that a first game hides: the rules and their options, the
#: language, who the computer plays and its button, the clock
HIDDEN_CONTROLS = ("rules_choice", "option_box", "language_choice", "computer_choice",
                   "computer_button", "clock_choice")


def first_game(*args: Any, **kwargs: Any) -> Any:
    """A :class:`~mancala_core.widgets.Game` (the same arguments) that shows the board,
    Undo, Redo, Hint, the level and New game only."""
    import ipywidgets

    from mancala_core.widgets import Game

    game = Game(*args, **kwargs)
    for name in HIDDEN_CONTROLS:
        # a layout of its own: the Game's buttons share one, and New game must stay
        getattr(game, name).layout = ipywidgets.Layout(display="none")
    return game
