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

A series keeps the score (a win 1, a draw ½) and lets the players take turns to
start; a move clock lets the computer play for a person whose time runs out; with
Basic mancala for 3 or 4 players the computer may play any set of seats::

    >>> Game("kalah", series=True).score
    (0.0, 0.0)
    >>> Game("basic[players=4]", computer={1, 2, 3}, level="easy").board.computer_sides
    frozenset({1, 2, 3})
    >>> Game("kalah", colour="red")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    mancala_core.errors.InvalidOptionError: Game() has no option colour='red': the options ...

The computer opponent and the hint come from :mod:`mancala_core.search`,
imported only when a button needs it; without it the buttons are disabled and
a note says why.
"""

from __future__ import annotations

import asyncio
import html
import math
import threading
import time
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any, Protocol

import ipywidgets as w

from ..errors import InvalidOptionError, MancalaError
from ..i18n import LANGUAGES, _, ngettext, using
from ..rules import RULESETS, Position, Rules
from ..rules.options import OptionValue
from ..rules.words import owner_name, side_name
from . import _search
from .board import BoardWidget
from .controls import (
    NOBODY,
    check_clock,
    check_seats,
    clock_options,
    level_name,
    option_control,
    points_text,
    seat_value,
    seats_of,
)

__all__ = ["Game", "Timer"]

#: the keywords Game takes (an unknown one is an InvalidOptionError)
GAME_OPTIONS = (
    "board", "computer", "level", "language", "series", "alternate", "clock", "timer")


class Cancellable(Protocol):
    def cancel(self) -> None: ...


class Timer(Protocol):
    """What runs the move clock: the time now and a call later. Python keeps the time;
    the view only shows the seconds it is sent. Tests pass a fake one."""

    def now(self) -> float: ...

    def call_later(self, delay: float, callback: Callable[[], None]) -> Cancellable: ...


class SystemTimer:
    """The kernel's clock: ``time.monotonic``, and the running asyncio loop's
    ``call_later`` (Jupyter's kernel runs one), else a ``threading.Timer``."""

    def now(self) -> float:
        return time.monotonic()

    def call_later(self, delay: float, callback: Callable[[], None]) -> Cancellable:
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            timer = threading.Timer(delay, callback)
            timer.daemon = True
            timer.start()
            return timer
        return loop.call_later(delay, callback)

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
    :param series: keep a running score over the games (:attr:`score`) and show it
    :param alternate: the first player changes from one game to the next; by default on
        in a series and off otherwise
    :param clock: seconds for each move of a person (``30``, ``60``), or ``None`` for no
        clock; when the time runs out the computer plays the move for them
    :param timer: what keeps the clock's time (a :class:`Timer`); the kernel's by default
    """

    def __init__(
        self,
        board: BoardWidget | Position | Rules | str | None = None,
        *,
        computer: int | Iterable[int] | None = None,
        level: str | None = None,
        language: str | None = None,
        series: bool = False,
        alternate: bool | None = None,
        clock: int | None = None,
        timer: Timer | None = None,
        **kwargs: Any,
    ) -> None:
        for name, value in kwargs.items():
            raise InvalidOptionError(
                f"Game() has no option {name}={value!r}: the options are "
                f"{', '.join(GAME_OPTIONS)}"
            )
        clock = check_clock(clock)
        for name, flag in (("series", series), ("alternate", alternate)):
            if not isinstance(flag, bool) and not (name == "alternate" and flag is None):
                raise InvalidOptionError(
                    f"Game option {name}={flag!r} must be True or False"
                    + (" (or None: on in a series)" if name == "alternate" else ""))
        levels = _search.levels()
        if level is not None and level not in levels:
            raise InvalidOptionError(
                f"Game option level={level!r} must be one of {', '.join(levels)}")
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
        seats = check_seats(computer, board.pos.rules.players)
        # -- the series: the score, the games started, the result counted for this game
        self.series = bool(series)
        self.alternate = self.series if alternate is None else bool(alternate)
        self._score: list[Fraction] = [Fraction(0)] * board.pos.rules.players
        self._games = 1
        self._counted: tuple[Position, tuple[Fraction, ...]] | None = None
        # -- the clock: when the person to move runs out of time, and the next tick
        self._timer: Timer = timer if timer is not None else SystemTimer()
        self._deadline: float | None = None
        self._tick_handle: Cancellable | None = None
        #: the moves the computer played for a person out of time: (ply, text before, move)
        self._timed_out: set[tuple[int, str, str]] = set()
        # -- a move being shown: the position the view is animating, and the time after
        # which the game goes on without its report
        self._awaited: str | None = None
        self._await_handle: Cancellable | None = None

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
        self.option_controls: dict[str, w.ValueWidget] = {}
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
        self.level_choice = w.Dropdown(
            options=[(self._level_label(v, board.pos.rules), v) for v in levels],
            value=level if level in levels else levels[min(1, len(levels) - 1)],
            description="Level",
            layout=w.Layout(width="auto"),
            style={"description_width": "initial"},
        )
        self.computer_button = w.Button(
            description="Computer moves", icon="desktop", tooltip="let the computer play this turn",
            layout=auto,
        )
        self.clock_choice = w.Dropdown(  # 0: no clock (a Dropdown's None is no choice)
            options=clock_options(clock),
            value=clock or 0,
            description="Clock",
            layout=w.Layout(width="auto"),
            style={"description_width": "initial"},
        )
        self.score_html = w.HTML(layout=w.Layout(display="" if self.series else "none"))
        self.clock_html = w.HTML(layout=w.Layout(display="none"))
        self.moves_html = w.HTML(layout=w.Layout(max_width="980px"))
        self.info_html = w.HTML(layout=w.Layout(max_width="980px"))

        self._build_options(board.pos.rules)
        self._update_sides(seats)

        self.rules_choice.observe(self._rules_chosen, names="value")
        self.language_choice.observe(self._language_chosen, names="value")
        self.new_button.on_click(lambda _: self.new_game())
        self.undo_button.on_click(lambda _: self.undo())
        self.redo_button.on_click(lambda _: self.redo())
        self.hint_button.on_click(lambda _: self.hint())
        self.computer_button.on_click(lambda _: self.computer_moves())
        self.computer_choice.observe(self._computer_chosen, names="value")
        self.clock_choice.observe(lambda _: self._restart_clock(), names="value")
        board.on_change(self._board_changed)
        board.on_shown(self._shown)
        self.board.computer_sides = seats

        setup = w.HBox(
            [self.rules_choice, self.option_box, self.new_button, self.language_choice],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        play = w.HBox(
            [self.undo_button, self.redo_button, self.hint_button,
             self.computer_choice, self.level_choice, self.computer_button, self.clock_choice],
            layout=w.Layout(flex_flow="row wrap", align_items="center"),
        )
        status = w.HBox(
            [self.score_html, self.clock_html],
            layout=w.Layout(flex_flow="row wrap", align_items="center", grid_gap="0 24px"),
        )
        super().__init__([setup, play, status, board, self.info_html, self.moves_html])
        self._label()
        self._search_notes()
        self._count_result()
        self._go_on()

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
        extra = ""
        if side != NOBODY:
            seats = side if isinstance(side, int) else "{" + ", ".join(map(str, sorted(side))) + "}"
            extra = f", computer={seats}, level={self.level_choice.value}"
        if self.series:
            extra += ", series=True"
        if self.alternate != self.series:
            extra += f", alternate={self.alternate}"
        if self.clock is not None:
            extra += f", clock={self.clock}"
        return f"Game({self.board.position!r}{extra})"

    def close(self) -> None:
        """Stop the clock, stop waiting for a view's report and close the widgets."""
        self._stop_clock()
        self._stop_waiting()
        super().close()

    # -- the series ------------------------------------------------------------------

    @property
    def score(self) -> tuple[float, ...]:
        """Each player's points in the series so far: a win 1, a draw ½ (the players
        placed first share the point); the game on the board counts once it is over."""
        return tuple(float(points) for points in self._score)

    @property
    def first_player(self) -> int:
        """The player who starts the next new game (the players take turns with
        ``alternate``)."""
        players = self.board.pos.rules.players
        return self._games % players if self.alternate else 0

    def _count_result(self) -> None:
        """Count the game on the board when it is over (once; undone if the end is undone)."""
        pos = self.board.pos
        if self._counted is not None and self._counted[0] is pos:
            return
        if self._counted is not None:
            for player, earned in enumerate(self._counted[1]):
                self._score[player] -= earned
            self._counted = None
        if not self.series or not pos.is_over() or len(self._score) != pos.rules.players:
            return
        firsts = [p for p, place in enumerate(pos.places()) if place == 1]
        points = tuple(
            Fraction(1, len(firsts)) if p in firsts else Fraction(0)
            for p in range(pos.rules.players))
        for player, value in enumerate(points):
            self._score[player] += value
        self._counted = (pos, points)

    def _show_score(self) -> None:
        if not self.series:
            self.score_html.layout.display = "none"
            return
        self.score_html.layout.display = ""
        rules = self.board.pos.rules
        with using(self.board.speaking()):
            scores = " – ".join(
                f"{side_name(name)} {points_text(points)}"
                for name, points in zip(rules.side_names, self._score, strict=False))
            text = _("Series, game %(n)s: %(scores)s") % {"n": self._games, "scores": scores}
        self.score_html.value = f"<b>{html.escape(text)}</b>"

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
                (self.clock_choice, _("Clock"), _("seconds for each move of a person")),
            ):
                control.description = description
                if tooltip:
                    control.tooltip = tooltip
            self._level_menu()
            clock = self.clock_choice.value
            self.clock_choice.options = clock_options(clock or None)
            self.clock_choice.value = clock
        values = {name: control.value for name, control in self.option_controls.items()}
        self._build_options(self.board.pos.rules if not values else
                            RULESETS[self.rules_choice.value](), values)
        self._show_score()
        self._show_clock()

    @staticmethod
    def _level_label(level: str, rules: Rules) -> str:
        """A level in the menu: its name and what it does in ``rules`` (in the language
        in use)."""
        words = _search.level_words(rules, level)
        return f"{level_name(level)}: {words}" if words else level_name(level)

    def _level_menu(self) -> None:
        """The level menu's words for the board's rules, in the board's language."""
        with using(self.board.speaking()):
            level = self.level_choice.value
            self.level_choice.options = [
                (self._level_label(v, self.board.pos.rules), v)
                for _v, v in self.level_choice.options]
            self.level_choice.value = level

    # -- rules and options --------------------------------------------------------

    def _build_options(
        self, rules: Rules, values: dict[str, OptionValue] | None = None
    ) -> None:
        controls: dict[str, w.ValueWidget] = {}
        with using(self.board.speaking()):
            for option in type(rules).OPTIONS:
                value = rules.options[option.name]
                if values and option.name in values:
                    value = values[option.name]
                controls[option.name] = option_control(option, value)
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
        """Start a new game with the chosen rules and options; in a series the game just
        played keeps its points and, with ``alternate``, the next player starts."""
        try:
            chosen = self.chosen_rules()
        except MancalaError as error:
            self._info(str(error), warn=True)
            return
        self.new_button.button_style = ""
        self._counted = None  # the last game's points stay in the score
        self._games += 1
        if len(self._score) != chosen.players:  # another number of players: a new series
            self._score = [Fraction(0)] * chosen.players
            self._games = 1
        first = (self._games - 1) % chosen.players if self.alternate else 0
        start = chosen.start()
        if first != start.to_move:
            # the start with another player to move (the rules' own fast path: the cells
            # and special state of the start are valid whoever moves first)
            start = Position._make(chosen, chosen._start_cells(), first, chosen._start_extra())
        self._info("")
        self.board.set_position(start)
        self._level_menu()  # what the levels do in these rules
        if self.alternate:
            with using(self.board.speaking()):
                self._info(_("%(side)s starts this game.") % {
                    "side": side_name(chosen.side_names[first])})

    # -- undo and redo ------------------------------------------------------------

    def _human_turn(self) -> bool:
        pos = self.board.pos
        return pos.is_over() or pos.to_move not in self.board.computer_sides

    def undo(self) -> None:
        """Take back a move; against the computer, back to the last human turn (or to the
        start, where the computer then plays again if it is its turn). The clock starts
        again for the person to move."""
        self._busy = True
        try:
            if self.board.undo():
                while not self._human_turn() and self.board.can_undo():
                    self.board.undo()
        finally:
            self._busy = False
        self._after_taking_back()

    def redo(self) -> None:
        """Replay a move taken back; against the computer, up to the next human turn. The
        clock starts again for the person to move."""
        self._busy = True
        try:
            if self.board.redo():
                while not self._human_turn() and self.board.can_redo():
                    self.board.redo()
        finally:
            self._busy = False
        self._after_taking_back()

    def _after_taking_back(self) -> None:
        """After undo or redo: the game goes on as after a move (the computer plays if it
        is its turn, the clock runs for a person), at once or once a view has shown it."""
        if self._awaited is None:
            self._go_on()
        else:
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
                "level": level_name(str(self.level_choice.value)), "side": side,
                "move": text})
        return True

    @property
    def computer_seats(self) -> frozenset[int]:
        """The players the computer plays."""
        return seats_of(self.computer_choice.value)

    def _computer_chosen(self, change: dict[str, Any]) -> None:
        self.board.computer_sides = seats_of(change["new"])
        self._go_on()

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
                if self._awaited is not None:
                    break  # its next move (an extra move) after this one is shown
        finally:
            self._busy = False

    # -- the display -----------------------------------------------------------------

    # -- the move clock -------------------------------------------------------------

    @property
    def clock(self) -> int | None:
        """Seconds for each move of a person, or ``None`` for no clock."""
        value = self.clock_choice.value
        return int(value) or None if value is not None else None

    @clock.setter
    def clock(self, value: int | None) -> None:
        value = check_clock(value)
        if (value or 0) not in (v for _label, v in self.clock_choice.options):
            with using(self.board.speaking()):
                self.clock_choice.options = clock_options(value)
        self.clock_choice.value = value or 0

    @property
    def time_left(self) -> float | None:
        """Seconds left for the person to move, or ``None`` when no clock runs."""
        if self._deadline is None:
            return None
        return max(0.0, self._deadline - self._timer.now())

    def _stop_clock(self) -> None:
        handle = getattr(self, "_tick_handle", None)  # None too in a Game that failed to start
        if handle is not None:
            handle.cancel()
        self._tick_handle = None
        self._deadline = None

    def _restart_clock(self) -> None:
        """A new move's time: it runs while a person is to move in a game not over."""
        self._stop_clock()
        pos = self.board.pos
        if self.clock is not None and not pos.is_over() and not self._busy and (
            pos.to_move not in self.board.computer_sides
        ):
            self._deadline = self._timer.now() + self.clock
            self._tick_handle = self._timer.call_later(1.0, self._tick)
        self._show_clock()

    def _tick(self) -> None:
        self._tick_handle = None
        left = self.time_left
        if left is None:
            return
        if left > 0:
            self._show_clock()
            self._tick_handle = self._timer.call_later(min(1.0, left), self._tick)
            return
        self._time_out()

    def _time_out(self) -> None:
        """The person to move is out of time: the computer plays their move."""
        self._deadline = None
        pos = self.board.pos
        if pos.is_over():
            return
        try:
            text = _search.computer_move(pos, str(self.level_choice.value))
        except MancalaError:
            text = pos.legal_moves()[0].text  # no search: the first legal move
        self._timed_out.add((len(self.board.history), pos.text(), text))
        self.board.play(text)  # the board's change restarts the clock for the next move
        with using(self.board.speaking()):
            self._info(_("%(owner)s's time ran out: the computer played %(move)s.") % {
                "owner": owner_name(pos.rules.side_names[pos.to_move]), "move": text})

    def _show_clock(self) -> None:
        left = self.time_left
        if left is None:
            self.clock_html.layout.display = "none"
            return
        self.clock_html.layout.display = ""
        seconds = math.ceil(left)
        pos = self.board.pos
        with using(self.board.speaking()):
            text = ngettext("%(side)s: %(n)s second left", "%(side)s: %(n)s seconds left",
                            seconds) % {
                "side": side_name(pos.rules.side_names[pos.to_move]), "n": seconds}
        style = "color:#b00020" if seconds <= 10 else ""
        self.clock_html.value = (
            f"<span class='mc-clock' style='font-weight:bold;{style}'>{html.escape(text)}</span>")

    # -- the display -----------------------------------------------------------------

    def _board_changed(self, board: BoardWidget) -> None:
        self._update_sides()
        self._count_result()
        self._stop_waiting()
        wait = board.showing_time()
        if wait > 0:
            # A view animates the move: the reply, the move list and the clock wait until
            # it reports the move shown (or, should it never report, the longest the
            # animation can take), so the learner sees their own move first.
            awaited = self._awaited = board.position
            self._stop_clock()
            self._await_handle = self._timer.call_later(wait, lambda: self._shown(awaited))
            return
        self._go_on()

    def _shown(self, text: str) -> None:
        """The view has shown ``text``: go on if it is the move being waited for."""
        if self._awaited is None or text != self._awaited or text != self.board.position:
            return
        self._stop_waiting()
        self._go_on()

    def _stop_waiting(self) -> None:
        # None too in a Game that failed to start (close() runs when it is collected)
        handle = getattr(self, "_await_handle", None)
        if handle is not None:
            handle.cancel()
        self._await_handle = None
        self._awaited = None

    def _go_on(self) -> None:
        """After a move is shown: the move list, the computer's turn, the clock (which
        waits, with the move list, while a view shows the computer's move)."""
        self._refresh()
        self._computer_turn()
        if self._awaited is None:
            self._refresh()
            self._restart_clock()

    def _update_sides(self, seats: frozenset[int] | None = None) -> None:
        """The computer's choices: nobody, each seat, and with more than two players every
        seat but one (and the seats asked for)."""
        rules = self.board.pos.rules
        players = rules.players
        names = rules.side_names[:players]
        current = seats_of(self.computer_choice.value) if seats is None else seats
        sets = [frozenset(range(players)) - {p} for p in range(players)] if players > 2 else []
        if len(current) > 1 and current not in sets and max(current) < players:
            sets.append(current)
        with using(self.board.speaking()):
            options: list[tuple[str, object]] = [(_("nobody"), NOBODY)]
            options += [(side_name(name), p) for p, name in enumerate(names)]
            options += [(", ".join(side_name(names[p]) for p in sorted(s)), s) for s in sets]
        value = seat_value(current)
        self.computer_choice.options = options
        self.computer_choice.value = value if value in (v for _l, v in options) else NOBODY

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
            late = html.escape(_("time ran out: the computer played"))
            items = [
                f"<li><b>{html.escape(names[before.to_move])}</b> {html.escape(move.text)}"
                + (f" <i class='mc-timed-out'>({late})</i>"
                   if (ply, before.text(), move.text) in self._timed_out else "")
                + "</li>"
                for ply, (before, move) in enumerate(board.history)
            ]
            moves, none = _("Moves"), _("No moves yet.")
            if items:
                self.moves_html.value = (
                    f"<details open><summary>{html.escape(moves)}</summary>"
                    f"<ol class='mc-move-list'>{''.join(items)}</ol></details>"
                )
            else:
                self.moves_html.value = f"<i>{html.escape(none)}</i>"
        self._show_score()

    def _info(self, text: str, *, warn: bool = False) -> None:
        parts = []
        if text:
            style = "color:#8a2d00;font-weight:bold" if warn else ""
            parts.append(f"<span style='{style}'>{html.escape(text)}</span>")
        if getattr(self, "_notes", ""):
            parts.append(f"<small>{html.escape(self._notes)}</small>")
        self.info_html.value = "<br>".join(parts)


#: a board's :meth:`~mancala_core.widgets.BoardWidget.with_controls` puts it in a Game
BoardWidget.panel = Game
