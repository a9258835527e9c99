"""A game around a board: rules and options, new game, undo and redo, the move
list, hints and a computer opponent, as ipywidgets controls.

The board stays thin (:class:`~mancala_core.widgets.BoardWidget` draws and
checks moves); :class:`Game` only wires buttons to it::

    >>> from mancala_core.widgets import Game
    >>> game = Game("kalah")
    >>> game.board.play("3").move
    Move('3')
    >>> game.undo_button.click()
    >>> game.board.moves
    []

The game's language control (with the rules) chooses the language of the board and of
the controls::

    >>> game.language_choice.value = "pl"
    >>> game.board.language, game.undo_button.description
    ('pl', 'Cofnij')

The computer opponent and the hint come from :mod:`mancala_core.search`,
imported only when a button needs it; without it the buttons are disabled and
a note says why.
"""

from __future__ import annotations

import html
from typing import Any

import ipywidgets as w

from ..errors import MancalaError
from ..i18n import LANGUAGES, _, using
from ..rules import RULESETS, Position, Rules
from ..rules.options import Option, format_value
from ..rules.words import side_name
from . import _search
from .board import BoardWidget

__all__ = ["Game"]

NOBODY = -1

#: each language by its own name, for the language control
LANGUAGE_NAMES = {
    "en": "English", "pl": "Polski", "hu": "Magyar", "ru": "Русский", "it": "Italiano",
    "sl": "Slovenščina",
}


class Game(w.VBox):  # type: ignore[misc]
    """A playable board with its controls.

    :param board: a :class:`BoardWidget`, or anything it accepts (a position,
        rules, a position text or a ruleset name); Kalah by default
    :param computer: the side the computer plays (0 South, 1 North), or ``None``
    :param level: the computer's level
    :param language: the language of the board and the controls (``"pl"``...); the
        board's own, else the one in use, by default
    """

    def __init__(
        self,
        board: BoardWidget | Position | Rules | str | None = None,
        *,
        computer: int | None = None,
        level: str | None = None,
        language: str | None = None,
        **kwargs: Any,
    ) -> None:
        if not isinstance(board, BoardWidget):
            board = BoardWidget(board, language=language)
        elif language:
            board.language = language
        board.interactive = True
        board.show_undo = False  # the game's Undo button knows about the computer's moves
        self.board: BoardWidget = board
        self._busy = False  # True while the computer or undo/redo drives the board
        # what the search cannot do here ("hint", "computer"), checked once
        self._problems: dict[str, str | None] = {
            what: _search.unavailable(what) for what in ("hint", "computer")
        }

        # -- set-up: rules, options, new game, language
        self.language_choice = w.Dropdown(
            options=[(LANGUAGE_NAMES[code], code) for code in LANGUAGES],
            value=board.speaking(),
            description="Language",
            layout=w.Layout(width="auto"),
            style={"description_width": "initial"},
        )
        self.rules_choice = w.Dropdown(
            options=[(cls.title or name, name) for name, cls in RULESETS.items()],
            value=board.pos.rules.name,
            description="Rules",
            layout=w.Layout(width="auto"),
            style={"description_width": "initial"},
        )
        self.option_box = w.HBox(layout=w.Layout(flex_flow="row wrap"))
        self.option_controls: dict[str, w.Dropdown] = {}
        auto = w.Layout(width="auto")
        self.new_button = w.Button(
            description="New game", icon="refresh", tooltip="start again with these rules",
            layout=auto,
        )
        # -- play: undo, redo, hint, computer
        self.undo_button = w.Button(
            description="Undo", icon="undo", tooltip="take back a move", layout=auto
        )
        self.redo_button = w.Button(
            description="Redo", icon="repeat", tooltip="replay a move", layout=auto
        )
        self.hint_button = w.Button(
            description="Hint", icon="lightbulb-o", tooltip="highlight a good move and say why",
            layout=auto,
        )
        self.computer_choice = w.Dropdown(
            options=[("nobody", NOBODY)],
            value=NOBODY,
            description="Computer plays",
            style={"description_width": "initial"},
            layout=w.Layout(width="auto"),
        )
        levels = _search.levels()
        self.level_choice = w.Dropdown(
            options=[(v, v) for v in levels],
            value=level if level in levels else levels[min(1, len(levels) - 1)],
            description="Level",
            layout=w.Layout(width="auto"),
            style={"description_width": "initial"},
        )
        self.computer_button = w.Button(
            description="Computer moves", icon="desktop", tooltip="let the computer play this turn",
            layout=auto,
        )
        self.moves_html = w.HTML(layout=w.Layout(max_width="980px"))
        self.info_html = w.HTML(layout=w.Layout(max_width="980px"))

        self._build_options(board.pos.rules)
        self._update_sides()

        self.rules_choice.observe(self._rules_chosen, names="value")
        self.language_choice.observe(self._language_chosen, names="value")
        self.new_button.on_click(lambda _: self.new_game())
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.hint_button.on_click(lambda _: self.hint())
        self.computer_button.on_click(lambda _: self.computer_moves())
        self.computer_choice.observe(self._computer_chosen, names="value")
        board.on_change(self._board_changed)
        if computer is not None:
            self.computer_choice.value = computer
            self.board.computer_sides = frozenset({computer})

        setup = w.HBox(
            [self.rules_choice, self.option_box, self.new_button, self.language_choice],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        play = w.HBox(
            [self.undo_button, self.redo_button, self.hint_button,
             self.computer_choice, self.level_choice, self.computer_button],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__([setup, play, board, self.info_html, self.moves_html], **kwargs)
        self._label()
        self._search_notes()
        self._refresh()
        self._computer_turn()

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        """The widget, and the board's static picture for a notebook shown without a kernel."""
        bundle = super()._repr_mimebundle_(**kwargs)  # ipywidgets: the data alone
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle or {}, {})
        data = dict(data)
        data["text/plain"] = repr(self)
        svg = self.board.svg()
        if svg:
            data["image/svg+xml"] = svg
        return data, dict(metadata or {})

    def __repr__(self) -> str:
        side = self.computer_choice.value
        extra = "" if side == NOBODY else f", computer={side}, level={self.level_choice.value}"
        return f"Game({self.board.position!r}{extra})"

    # -- language -----------------------------------------------------------------

    def _language_chosen(self, change: dict[str, Any]) -> None:
        self.board.language = change["new"]
        self._label()
        self._update_sides()
        self._info("")
        self._refresh()

    def _label(self) -> None:
        """The controls' words in the board's language."""
        with using(self.board.speaking()):
            for control, description, tooltip in (
                (self.rules_choice, _("Rules"), ""),
                (self.new_button, _("New game"), _("start again with these rules")),
                (self.undo_button, _("Undo"), _("take back a move")),
                (self.redo_button, _("Redo"), _("replay a move")),
                (self.hint_button, _("Hint"), _("highlight a good move and say why")),
                (self.computer_choice, _("Computer plays"), ""),
                (self.level_choice, _("Level"), ""),
                (self.computer_button, _("Computer moves"), _("let the computer play this turn")),
                (self.language_choice, _("Language"), ""),
            ):
                control.description = description
                if tooltip:
                    control.tooltip = tooltip

    # -- rules and options --------------------------------------------------------

    def _build_options(self, rules: Rules) -> None:
        controls: dict[str, w.Dropdown] = {}
        for option in type(rules).OPTIONS:
            controls[option.name] = _option_control(option, rules.options[option.name])
        self.option_controls = controls
        self.option_box.children = tuple(controls.values())

    def _rules_chosen(self, change: dict[str, Any]) -> None:
        self._build_options(RULESETS[change["new"]]())
        self.new_button.button_style = "primary"

    def chosen_rules(self) -> Rules:
        """The rules and options chosen in the controls."""
        options = {name: control.value for name, control in self.option_controls.items()}
        return RULESETS[self.rules_choice.value](**options)

    def new_game(self) -> None:
        """Start a new game with the chosen rules and options."""
        try:
            chosen = self.chosen_rules()
        except MancalaError as error:
            self._info(str(error), warn=True)
            return
        self.new_button.button_style = ""
        self._info("")
        self.board.new_game(chosen)

    # -- undo and redo ------------------------------------------------------------

    def _human_turn(self) -> bool:
        pos = self.board.pos
        return pos.is_over() or pos.to_move not in self.board.computer_sides

    def undo(self) -> None:
        """Take back a move; against the computer, back to the last human turn."""
        self._busy = True
        try:
            if self.board.undo():
                while not self._human_turn() and self.board.can_undo():
                    self.board.undo()
        finally:
            self._busy = False
        self._refresh()

    def redo(self) -> None:
        """Replay a move taken back; against the computer, up to the next human turn."""
        self._busy = True
        try:
            if self.board.redo():
                while not self._human_turn() and self.board.can_redo():
                    self.board.redo()
        finally:
            self._busy = False
        self._refresh()

    # -- search: hint and computer -------------------------------------------------

    def _search_notes(self) -> None:
        problems: dict[str, list[str]] = {}
        for what, label, buttons in (
            ("hint", "hints", (self.hint_button,)),
            ("computer", "the computer opponent",
             (self.computer_button, self.computer_choice, self.level_choice)),
        ):
            problem = self._problems[what]
            for button in buttons:
                button.disabled = problem is not None
            if problem is not None:
                problems.setdefault(problem, []).append(label)
        self._notes = " ".join(
            f"{' and '.join(labels).capitalize()} need mancala_core.search: {problem}."
            for problem, labels in problems.items()
        )
        self._info("")

    def hint(self) -> None:
        """Highlight a good move on the board and show the reasons."""
        try:
            with using(self.board.speaking()):  # the reasons in the board's language
                found = _search.get_hint(self.board.pos)
        except MancalaError as error:
            self._info(str(error), warn=True)
            return
        self.board.show_hint(found.move)
        with using(self.board.speaking()):
            # the reasons come from mancala_core.search.explain_move: an extra move, a
            # capture, a defence, the refutation of a worse move...
            reasons = "; ".join(found.reasons)
            if reasons:
                self._info(_("Hint: play %(move)s: %(reasons)s.") % {
                    "move": found.move, "reasons": reasons})
            else:
                self._info(_("Hint: play %(move)s.") % {"move": found.move})

    def computer_moves(self) -> bool:
        """Let the computer play one move now; False (and a note) if it cannot."""
        pos = self.board.pos
        try:
            text = _search.computer_move(pos, str(self.level_choice.value))
            self.board.play(text)
        except MancalaError as error:
            self._info(str(error), warn=True)
            return False
        with using(self.board.speaking()):
            side = side_name(pos.rules.side_names[pos.to_move])
            self._info(_("The computer (level %(level)s) played %(side)s %(move)s.") % {
                "level": self.level_choice.value, "side": side, "move": text})
        return True

    def _computer_chosen(self, change: dict[str, Any]) -> None:
        side = change["new"]
        self.board.computer_sides = frozenset() if side == NOBODY else frozenset({side})
        self._computer_turn()
        self._refresh()

    def _computer_turn(self) -> None:
        """Play the computer's moves while it is its turn (extra moves included)."""
        if self._busy:
            return
        self._busy = True
        try:
            for _ in range(200):
                pos = self.board.pos
                if pos.is_over() or pos.to_move not in self.board.computer_sides:
                    break
                if not self.computer_moves():
                    # It cannot play: hand its side back to the learner.
                    self.computer_choice.value = NOBODY
                    break
        finally:
            self._busy = False

    # -- the display -----------------------------------------------------------------

    def _board_changed(self, board: BoardWidget) -> None:
        self._update_sides()
        self._computer_turn()
        self._refresh()

    def _update_sides(self) -> None:
        rules = self.board.pos.rules
        names = rules.side_names[: rules.players]
        current = self.computer_choice.value
        with using(self.board.speaking()):
            options = [(_("nobody"), NOBODY)] + [
                (side_name(name), p) for p, name in enumerate(names)]
        self.computer_choice.options = options
        self.computer_choice.value = current if current in (v for _, v in options) else NOBODY

    def _refresh(self) -> None:
        board = self.board
        self.undo_button.disabled = not board.can_undo()
        self.redo_button.disabled = not board.can_redo()
        pos = board.pos
        if self._problems.get("hint") is None:
            self.hint_button.disabled = pos.is_over()
        if self._problems.get("computer") is None:
            self.computer_button.disabled = pos.is_over()
        with using(board.speaking()):
            names = [side_name(name) for name in pos.rules.side_names]
            items = [
                f"<li><b>{html.escape(names[before.to_move])}</b> {html.escape(move.text)}</li>"
                for before, move in board.history
            ]
            if items:
                self.moves_html.value = (
                    f"<details open><summary>{html.escape(_('Moves'))}</summary>"
                    f"<ol class='mc-move-list'>{''.join(items)}</ol></details>"
                )
            else:
                self.moves_html.value = f"<i>{html.escape(_('No moves yet.'))}</i>"

    def _info(self, text: str, *, warn: bool = False) -> None:
        parts = []
        if text:
            style = "color:#8a2d00;font-weight:bold" if warn else ""
            parts.append(f"<span style='{style}'>{html.escape(text)}</span>")
        if getattr(self, "_notes", ""):
            parts.append(f"<small>{html.escape(self._notes)}</small>")
        self.info_html.value = "<br>".join(parts)


def _option_control(option: Option, value: object) -> w.Dropdown:
    if isinstance(option.allowed, range):
        choices: list[tuple[str, object]] = [(str(v), v) for v in option.allowed]
    else:
        choices = [(format_value(v), v) for v in option.allowed]
    return w.Dropdown(
        options=choices,
        value=value,
        description=option.name.replace("_", " "),
        tooltip=option.doc,
        style={"description_width": "initial"},
        layout=w.Layout(width="auto"),
    )
