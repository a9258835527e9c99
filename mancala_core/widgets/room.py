"""The game room: an app to play any game of the family against the computer.

It is :class:`~mancala_core.widgets.Game` with a title, a word of welcome, a choice of a
series (the score kept over the games, the first player taking turns) and, under the
board, what each computer level does in the rules on the board ("looks 4 moves ahead"),
all in the language chosen. The computer plays North at the level *easy* to start with.

    >>> room = GameRoom()
    >>> room
    GameRoom(Game('kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S', computer=1, level=easy, series=True))
    >>> room.game.board.request({"type": "move", "move": "1"})
    >>> room.game.board.pos.to_move       # the computer (North) answered
    0
    >>> room.series_choice.value = False  # the same game goes on, out of a series
    >>> room.game.series, room.game.board.pos.text() == room.game.board.position
    (False, True)
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from ..i18n import _, using
from . import _search
from .controls import level_name
from .game import Game
from .page import language_memory

__all__ = ["GameRoom"]


class GameRoom(w.VBox):  # type: ignore[misc]
    """The game room app: a :class:`Game` with a series choice and the levels in words.

    :param board: what :class:`Game` takes (a ruleset name, a position...); Kalah by default
    :param computer: the seats of the computer (North by default)
    :param level: the computer's level (*easy* by default)
    :param language: the app's language (default the one in use)
    :param series: whether the games count as a series (on by default)
    :param clock: seconds for each move of a person, or ``None``
    """

    def __init__(self, board: Any = None, *, computer: Any = 1, level: str = "easy",
                 language: str | None = None, series: bool = True,
                 clock: int | None = None) -> None:
        self.title_html = w.HTML()
        self.intro_html = w.HTML(layout=w.Layout(max_width="980px"))
        self.series_choice = w.Checkbox(value=bool(series), indent=False,
                                        layout=w.Layout(width="auto"))
        self.levels_html = w.HTML(layout=w.Layout(max_width="980px"))
        self.levels_html.add_class("mc-room-levels")
        self.game = Game(board, computer=computer, level=level, language=language,
                         series=bool(series), clock=clock)
        self.game_box = w.VBox([self.game])
        self._watch(self.game)
        self.series_choice.observe(self._series_chosen, names="value")
        # the site: the language the learner chose last (on the landing page, in an app)
        self.memory = language_memory(self.game.language_choice)
        super().__init__([self.title_html, self.intro_html, self.series_choice, self.game_box,
                          self.levels_html, *([self.memory] if self.memory else [])])
        self.add_class("mc-game-room")
        self._words()

    def __repr__(self) -> str:
        return f"GameRoom({self.game!r})"

    def _watch(self, game: Game) -> None:
        game.language_choice.observe(lambda _: self._words(), names="value")
        game.board.observe(lambda _: self._levels(), names="position")

    def _series_chosen(self, change: dict[str, Any]) -> None:
        """A new Game around the same board, in or out of a series."""
        old = self.game
        game = Game(old.board.position, computer=old.computer_seats or None,
                    level=old.level_choice.value, language=old.board.speaking(),
                    series=bool(change["new"]), clock=old.clock)
        old.close()
        old.board.close()
        self.game = game
        self._watch(game)
        memory = self.memory
        if memory is not None:  # the new menu's choices are remembered too
            game.language_choice.observe(lambda change: memory.write(change["new"]),
                                         names="value")
        self.game_box.children = (game,)
        self._words()

    def _words(self) -> None:
        with using(self.game.board.speaking()):
            title = _("Game room")
            self.title_html.value = f"<h2 style='margin:4px 0'>{html.escape(title)}</h2>"
            self.intro_html.value = html.escape(_(
                "Choose a game and its rules, who the computer plays and how well, then "
                "click a pit of yours to sow it. New game starts again with the rules "
                "chosen."))
            self.series_choice.description = _("Play a series (the score counts over the "
                                               "games, the first player takes turns)")
        self._levels()

    def _levels(self) -> None:
        """What each level does in the rules on the board."""
        rules = self.game.board.pos.rules
        with using(self.game.board.speaking()):
            rows = []
            for level in _search.levels():
                words = _search.level_words(rules, level)
                rows.append(f"<li><b>{html.escape(level_name(level))}</b>"
                            + (f": {html.escape(words)}" if words else "") + "</li>")
            head = html.escape(_("The computer's levels"))
        self.levels_html.value = f"<b>{head}</b><ul style='margin:2px 0'>{''.join(rows)}</ul>"
