"""The board widget: one anywidget board for every ruleset of the core.

Python is the authority. The widget holds the position (its text is the
synced ``position`` trait); the JavaScript view draws it, animates the last
move from its step trace, captions each step with its reason
(:func:`mancala_core.rules.explain.step_reasons`) and sends *requests*:

``{"type": "move", "move": "3", "player": 0}``
    play a move (``player``, optional, is the owner of the pit clicked)
``{"type": "undo"}``
    take back the last move (the view's Undo button; refused when ``show_undo`` is False)
``{"type": "shown", "position": "…"}``
    a report, not a request: the view has finished showing that position (its move
    animated, or drawn at once); :meth:`on_shown` listeners hear it, and
    :meth:`showing_time` then knows a view is watching

Every request is checked here: anything malformed or illegal sets ``message``
and changes nothing. A board takes clicks by default::

    >>> from mancala_core.widgets import BoardWidget
    >>> board = BoardWidget("kalah")
    >>> board
    BoardWidget('kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S')
    >>> board.request({"type": "move", "move": "3"})
    >>> board.position
    'kalah 4.4.0.5.5.5:1/4.4.4.4.4.4:0 S'
    >>> board.request({"type": "move", "move": "3"})    # pit 3 is empty now
    >>> board.message
    "Pit 3 cannot be played: South's pit 3 is empty; legal moves are 1 2 4 5 6"
    >>> board.request({"type": "undo"})
    >>> board.position
    'kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S'

A board speaks the language in use (:func:`mancala_core.set_language`), or its own::

    >>> polish = BoardWidget("kalah", language="pl")
    >>> polish.request({"type": "move", "move": "3"})
    >>> polish.request({"type": "move", "move": "3"})
    >>> polish.message
    'Dołka 3 nie można zagrać: dołek 3 Południa jest pusty; dozwolone ruchy: 1 2 4 5 6'

With ``interactive=False`` the board is a figure for a lesson: the same
picture, no moves. A figure that has played a move *shows* it: the view
animates the move once when it is first displayed (from the position before
it, seed by seed, each step with its reason) and offers a Replay button::

    >>> demo = BoardWidget.showing("kalah", "3")
    >>> demo
    BoardWidget.showing('kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S', '3')
    >>> demo.interactive, demo.position
    (False, 'kalah 4.4.0.5.5.5:1/4.4.4.4.4.4:0 S')

``bottom`` is the side drawn nearest the viewer, South (0) by default; a puzzle is
shown with its solver at the bottom. The view draws the other way round, and a click on
a pit still plays that pit; anything but a player of the game is refused::

    >>> north = BoardWidget("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 N", bottom=1)
    >>> north
    BoardWidget('kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 N', bottom=1)
    >>> north.bottom = 2
    Traceback (most recent call last):
    ...
    traitlets.traitlets.TraitError: bottom=2 is not a player of kalah: give 0 (South) or 1 (North)
    >>> north.bottom
    1

Every output also carries a static SVG of the board, so a notebook rendered
by GitHub or nbconvert still shows it (``tools/notebooks.py`` stores lessons
so that JupyterLab shows these pictures before the kernel runs).
"""

from __future__ import annotations

import pathlib
import re
from collections.abc import Callable
from typing import Any, ClassVar

import anywidget
import traitlets

from ..errors import IllegalMoveError, MancalaError
from ..i18n import _, using
from ..render.sides import bottom_player
from ..rules import Move, MoveTrace, Position, Rules, parse, rules
from ..rules.words import owner_name, side_name
from .view import (
    board_data,
    hole_clicked,
    hole_message,
    marks_of,
    steps_of,
    to_view,
    view_words,
)

__all__ = ["BoardWidget", "as_position", "view_module"]

_STATIC = pathlib.Path(__file__).parent / "static"

#: the view's ES modules (``static/*.js``), each after those whose top-level names it uses
#: while it loads; the entry, ``board.js``, last (see its opening comment)
VIEW_MODULES = ("words.js", "build.js", "draw.js", "animate.js", "menu.js", "input.js",
                "board.js")
#: an import of another of the view's modules: one line, a list of names
_IMPORT = re.compile(r'^import \{[^}\n]*\} from "\./[\w-]+\.js";\n', re.MULTILINE)
#: the ``export`` word before a top-level declaration
_EXPORT = re.compile(r"^export (?=(?:function|const|let|class) )", re.MULTILINE)


def view_module(static: pathlib.Path = _STATIC) -> str:
    """The board view as the one ES module that anywidget takes: :data:`VIEW_MODULES`
    joined in their order, each without its imports of the others and the ``export``
    words before its declarations (they share one scope once joined); the entry's
    ``export default`` stays. Nothing is fetched, so the view works offline: in
    JupyterLab, in Voilà and in the site, whose kernel runs in the browser.

        >>> module = view_module()
        >>> lines = module.splitlines()
        >>> [line for line in lines if line.startswith(("import", "export"))]
        ['export default { render };']
    """
    parts = []
    for name in VIEW_MODULES:
        text = _IMPORT.sub("", (static / name).read_text(encoding="utf-8"))
        parts.append(f"// ---- {name}\n" + _EXPORT.sub("", text))
    return "\n".join(parts)

#: the slowest and fastest animation speeds, in steps per second (0: no animation)
MAX_SPEED = 60.0
#: the longest pause after a move, in seconds (see ``BoardWidget.pause``)
MAX_PAUSE = 10.0
#: the longest label of a place marked with :meth:`BoardWidget.mark`
MAX_MARK_LABEL = 40

#: the requests that the view may send, and what each needs
_REQUESTS = {
    "move": "a move request needs 'move': a move text such as '3', and may give 'player': "
    "the owner of the pit clicked",
    "undo": "an undo request needs nothing else",
    "shown": "a shown report needs 'position': the position text the view has finished showing",
}


def as_position(value: Position | Rules | str | None) -> Position:
    """A position from a position, a ruleset, a position text or a ruleset name.

    ``None`` gives the start of Kalah. Errors are :class:`~mancala_core.MancalaError`.

        >>> as_position("oware").text()
        'oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S'
        >>> as_position("kalah[seeds=3]").pits(0)
        (3, 3, 3, 3, 3, 3)
    """
    if value is None:
        return rules("kalah").start()
    if isinstance(value, Position):
        return value
    if isinstance(value, Rules):
        return value.start()
    if isinstance(value, str):
        text = value.strip()
        if " " in text:
            return parse(text)
        from ..rules import parse_rules

        return parse_rules(text).start()
    raise MancalaError(
        f"a board needs a position, a ruleset, a position text or a ruleset name, not {value!r}"
    )


def _short(error: MancalaError, pos: Position) -> str:
    """The error's message without the (long) position text it quotes."""
    text = str(error)
    for quoted in (f", in {pos.text()!r}", f" in {pos.text()!r}"):
        text = text.replace(quoted, "")
    return text


class BoardWidget(anywidget.AnyWidget):  # type: ignore[misc]
    """A mancala board in a notebook.

    :param position_or_rules: a :class:`~mancala_core.Position`, a
        :class:`~mancala_core.Rules`, a position text or a ruleset name
        (``"kalah"``, ``"oware"``, ``"kalah[seeds=3]"``); the start of Kalah by default
    :param interactive: ``True`` (default) to let the learner move by clicking,
        tapping or the keyboard; ``False`` for a figure
    :param animation_speed: steps per second of the sowing animation; 0 turns it off
    :param show_undo: whether an interactive board offers its own Undo button
        (:class:`~mancala_core.widgets.Game` turns it off: it has its own)
    :param bottom: the player drawn nearest the viewer: 0 (South, the default), 1
        (North), or another player of the game

    Traits, each flowing one way unless said otherwise:

    ``position`` (Python → view)
        the canonical position text
    ``last_trace`` (Python → view)
        the step dicts of the last move, for the animation (empty after undo or set-up)
    ``legal`` (Python → view)
        the legal move texts
    ``message`` (Python → view)
        why the last request was refused; empty when it was accepted
    ``hint`` (Python → view)
        a move text to highlight, or empty
    ``interactive`` (Python → view)
        whether the view takes moves
    ``show_undo`` (Python → view)
        whether an interactive view shows an Undo button (when there is a move to undo)
    ``animation_speed`` (both ways: the view's speed control writes it)
        steps per second; 0 shows the result at once
    ``pause`` (Python → view)
        seconds the view keeps the result of an animated move on screen before it draws
        the next move waiting behind it (a move taken back, the opponent's answer);
        0 (default) draws it at once; a click ends the pause

    Places can be marked for the learner (a tag in words on the pit or store, as the
    special places of some games have): :meth:`mark` adds one to the position shown, and
    the next position clears them.
    ``language`` (Python → view)
        the language of the board's words and messages (``"pl"``...); empty: the one in
        use (:func:`mancala_core.set_language`) whenever the board is drawn
    ``bottom`` (Python → view)
        the player drawn nearest the viewer (0 = South, the default): their row at the
        bottom, numbered from their left; a ring of 3 or 4 players turned to put their
        row at the bottom (:mod:`mancala_core.render.sides`). Anything but a player of
        the game shown is refused (a :class:`traitlets.TraitError`, the value unchanged);
        a new position with fewer players puts South back at the bottom. The static
        picture (:meth:`svg`) follows it too.
    """

    _esm = view_module()
    _css = _STATIC / "board.css"

    position = traitlets.Unicode("").tag(sync=True)
    # (the dicts hold None: a store's place, a move's missing target; see ``to_view``)
    last_trace = traitlets.List(traitlets.Dict()).tag(sync=True, to_json=to_view)
    legal = traitlets.List(traitlets.Unicode()).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    hint = traitlets.Unicode("").tag(sync=True)
    interactive = traitlets.Bool(True).tag(sync=True)
    show_undo = traitlets.Bool(True).tag(sync=True)
    animation_speed = traitlets.Float(6.0).tag(sync=True)
    pause = traitlets.Float(0.0).tag(sync=True)
    language = traitlets.Unicode("").tag(sync=True)
    bottom = traitlets.Int(0).tag(sync=True)
    #: what the view draws, derived from ``position`` (rows, stores, sides, the end...)
    _board = traitlets.Dict().tag(sync=True, to_json=to_view)

    def __init__(
        self,
        position_or_rules: Position | Rules | str | None = None,
        *,
        interactive: bool = True,
        animation_speed: float = 6.0,
        show_undo: bool = True,
        language: str | None = None,
        bottom: int = 0,
        **kwargs: Any,
    ) -> None:
        start = as_position(position_or_rules)
        if language:
            with using(language) as checked:
                language = checked
        self._pos: Position = start
        self._undo: list[tuple[Position, Move]] = []
        self._redo: list[tuple[Position, Move]] = []
        self._last: MoveTrace | None = None
        self._listeners: list[Callable[[BoardWidget], None]] = []
        self._shown_listeners: list[Callable[[str], None]] = []
        #: a view has reported showing a position (so moves are animated somewhere)
        self.watched = False
        #: places marked by :meth:`mark` in the position shown
        self._notes: list[dict[str, Any]] = []
        #: sides whose moves the view may not request (a computer plays them)
        self.computer_sides: frozenset[int] = frozenset()
        # The first state travels with the comm's opening message.
        with using(language or None):
            state = self._state_for(start, None)
        super().__init__(
            interactive=interactive,
            animation_speed=animation_speed,
            show_undo=show_undo,
            language=language or "",
            bottom=bottom,
            **state,
            **kwargs,
        )
        self.on_msg(self._on_msg)

    @classmethod
    def showing(
        cls, position: Position | Rules | str | None, *moves: Move | str, **kwargs: Any
    ) -> BoardWidget:
        """A figure that has played ``moves`` from ``position``: the view animates the last
        one when it is first displayed, and its Replay button animates it again.

        Keywords go to the constructor (``interactive=False`` unless given); an illegal
        move raises :class:`~mancala_core.MancalaError`.

            >>> board = BoardWidget.showing("kalah", "3", "6")
            >>> board.moves, board.last_move.move.text
            (['3', '6'], '6')
            >>> board.last_trace[0]["text"]
            "South picks up the 5 seeds of South's pit 6"
        """
        kwargs.setdefault("interactive", False)
        board = cls(position, **kwargs)
        for move in moves:
            board.play(move)
        return board

    # -- the position ------------------------------------------------------------

    @property
    def pos(self) -> Position:
        """The current :class:`~mancala_core.Position`."""
        return self._pos

    @property
    def moves(self) -> list[str]:
        """The move texts played since the start or the last set-up (undone moves left out)."""
        return [move.text for _, move in self._undo]

    @property
    def history(self) -> tuple[tuple[Position, Move], ...]:
        """Each move played since the start or the last set-up, with the position before it."""
        return tuple(self._undo)

    @property
    def start_position(self) -> Position:
        """The position that the move list starts from."""
        return self._undo[0][0] if self._undo else self._pos

    @property
    def last_move(self) -> MoveTrace | None:
        """The trace of the move that led to the current position, if it was just played."""
        return self._last

    def can_undo(self) -> bool:
        return bool(self._undo)

    def can_redo(self) -> bool:
        return bool(self._redo)

    @traitlets.validate("position")
    def _check_position(self, proposal: dict[str, Any]) -> str:
        value = proposal["value"]
        try:
            return as_position(value).text()
        except MancalaError as error:
            raise traitlets.TraitError(f"position: {error}") from None

    @traitlets.validate("language")
    def _check_language(self, proposal: dict[str, Any]) -> str:
        value = proposal["value"]
        if not value:
            return ""
        try:
            with using(value) as checked:
                return checked
        except MancalaError as error:
            raise traitlets.TraitError(str(error)) from None

    @traitlets.observe("language")
    def _language_set(self, change: dict[str, Any]) -> None:
        if getattr(self, "_pos", None) is None or change["old"] == change["new"]:
            return
        # The same position and move, said again in the new language (no new animation:
        # the view animates only a position it has not shown yet).
        state = self._words_of(self._pos, self._last)
        message = self.message
        with self.hold_sync():
            for name, value in state.items():
                setattr(self, name, value)
        if message:
            self.message = ""

    def _words_of(self, pos: Position, trace: MoveTrace | None) -> dict[str, Any]:
        with using(self.language or None):
            state = self._state_for(pos, trace)
        return {"_board": state["_board"], "last_trace": state["last_trace"]}

    def speaking(self) -> str:
        """The language the board speaks now: its own ``language``, else the one in use."""
        with using(self.language or None) as code:
            return code

    @traitlets.validate("bottom")
    def _check_bottom(self, proposal: dict[str, Any]) -> int:
        value = proposal["value"]
        try:
            return bottom_player(self._pos.rules, value)
        except MancalaError as error:
            raise traitlets.TraitError(str(error)) from None

    @traitlets.validate("animation_speed")
    def _check_speed(self, proposal: dict[str, Any]) -> float:
        value = float(proposal["value"])
        if not 0.0 <= value <= MAX_SPEED:
            raise traitlets.TraitError(
                f"animation_speed={value!r} must be between 0 (no animation) "
                f"and {MAX_SPEED:g} steps per second"
            )
        return value

    @traitlets.validate("pause")
    def _check_pause(self, proposal: dict[str, Any]) -> float:
        value = float(proposal["value"])
        if not 0.0 <= value <= MAX_PAUSE:
            raise traitlets.TraitError(
                f"pause={value!r} must be between 0 and {MAX_PAUSE:g} seconds"
            )
        return value

    @traitlets.observe("position")
    def _position_set(self, change: dict[str, Any]) -> None:
        if change["new"] == self._pos.text():
            return
        # Set from outside (``board.position = text``): a set-up that undo can take back.
        self.set_position(change["new"])

    def set_position(self, position: Position | Rules | str) -> None:
        """Show a set-up position; the move list (and undo and redo) start again from it."""
        new = as_position(position)
        self._undo.clear()
        self._redo.clear()
        self._show(new, None)

    def new_game(self, game: Rules | str | None = None, **options: Any) -> None:
        """Start again: the same rules, other rules (a ruleset or its name), or other options."""
        if game is None:
            chosen = self._pos.rules.with_options(**options) if options else self._pos.rules
        elif isinstance(game, Rules):
            chosen = game.with_options(**options) if options else game
        else:
            chosen = rules(game, **options) if options else as_position(game).rules
        self._undo.clear()
        self._redo.clear()
        self._show(chosen.start(), None)

    # -- moves ---------------------------------------------------------------------

    def play(self, move: Move | str) -> MoveTrace:
        """Play ``move`` and animate it; raises :class:`~mancala_core.MancalaError` if illegal."""
        before = self._pos
        trace = before.trace(move)
        self._undo.append((before, trace.move))
        self._redo.clear()
        self._show(trace.after, trace)
        return trace

    def undo(self) -> bool:
        """Take back the last move; False (and a message) if there is none."""
        if not self._undo:
            with using(self.language or None):
                self.message = _("Nothing to undo.")
            return False
        before, move = self._undo.pop()
        self._redo.append((self._pos, move))
        self._show(before, None)
        return True

    def redo(self) -> bool:
        """Play again the last move taken back; False (and a message) if there is none."""
        if not self._redo:
            with using(self.language or None):
                self.message = _("Nothing to redo.")
            return False
        _after, move = self._redo.pop()
        redo = self._redo[:]
        self.play(move)
        self._redo = redo
        return True

    def show_hint(self, move: Move | str | None) -> None:
        """Highlight ``move`` (checked to be legal), or clear the highlight with ``None``."""
        self.hint = "" if move is None else self._pos.move(move).text

    def mark(self, player: int, pit: int | None, label: str) -> None:
        """Mark a place of the position shown with ``label`` (a pit ``1..n`` of ``player``,
        or ``None`` for their store): the view tags it in words, as it tags a game's special
        places. The next position clears the marks; :meth:`clear_marks` does too.

            >>> board = BoardWidget("kalah")
            >>> board.mark(1, 3, "look here")
            >>> [m for m in board._board["marks"] if m["kind"] == "note"]
            [{'player': 1, 'pit': 3, 'kind': 'note', 'label': 'look here'}]
            >>> board.mark(1, 7, "look here")
            Traceback (most recent call last):
            ...
            mancala_core.errors.MancalaError: cannot mark North's pit 7: pits are 1-6
        """
        game = self._pos.rules
        names = game.side_names
        if isinstance(player, bool) or not isinstance(player, int) or not (
                0 <= player < game.players):
            raise MancalaError(f"cannot mark a place of player {player!r}: players are "
                               f"0-{game.players - 1}")
        if pit is not None and (isinstance(pit, bool) or not isinstance(pit, int)
                                or not 1 <= pit <= game.pits_per_player):
            raise MancalaError(f"cannot mark {names[player]}'s pit {pit!r}: pits are "
                               f"1-{game.pits_per_player}")
        if not isinstance(label, str) or not label.strip() or len(label) > MAX_MARK_LABEL:
            raise MancalaError(f"a mark needs a label of 1-{MAX_MARK_LABEL} characters, "
                               f"not {_clip(label)}")
        self._notes = [n for n in self._notes if (n["player"], n["pit"]) != (player, pit)]
        self._notes.append({"player": player, "pit": pit, "kind": "note", "label": label})
        self._board = self._with_notes(dict(self._board))

    def clear_marks(self) -> None:
        """Remove the marks that :meth:`mark` put on the position shown."""
        if self._notes:
            self._notes = []
            self._board = self._with_notes(dict(self._board))

    def _with_notes(self, board: dict[str, Any]) -> dict[str, Any]:
        """``board`` (a ``_board`` dict) with the game's own marks and the notes."""
        notes = {(n["player"], n["pit"]) for n in self._notes}
        own = [m for m in marks_of(self._pos) if (m["player"], m["pit"]) not in notes]
        board["marks"] = own + [dict(n) for n in self._notes]
        return board

    # -- requests from the view ----------------------------------------------------

    def request(self, content: object) -> None:
        """Handle one request as the view sends it; a refusal only sets :attr:`message`."""
        with using(self.language or None):
            self._request(content)

    def _request(self, content: object) -> None:
        refusal = self._refusal(content)
        if refusal is not None:
            self.message = refusal
            return
        assert isinstance(content, dict)
        if content["type"] == "shown":
            self.watched = True
            for callback in list(self._shown_listeners):
                callback(content["position"])
            return
        if content["type"] == "undo":
            self.undo()  # nothing to undo: only the message says so
            return
        move = content["move"]
        hole = hole_clicked(self._pos, move)
        if hole is not None:  # a Bao hole, clicked without choosing a move yet
            self.message = hole_message(self._pos, move.strip(), *hole)
            return
        try:
            self.play(move)
        except MancalaError as error:
            self.message = self._explain(move, error)

    def _refusal(self, content: object) -> str | None:
        """Why ``content`` cannot be carried out, before looking at the rules."""
        if not isinstance(content, dict):
            return _("Ignored a request that is not a JSON object: %(request)s.") % {
                "request": _clip(content)}
        kind = content.get("type")
        if not isinstance(kind, str) or kind not in _REQUESTS:
            known = ", ".join(repr(k) for k in _REQUESTS)
            return _("Ignored a request of unknown type %(kind)s: known types are %(known)s.") % {
                "kind": _clip(kind), "known": known}
        if kind == "shown":
            text = content.get("position")
            if not isinstance(text, str) or len(text) > 2000:
                return _("Ignored a shown report with position=%(position)s: %(needs)s.") % {
                    "position": _clip(text), "needs": _REQUESTS["shown"]}
            return None
        if kind == "undo":
            if not self.interactive:
                return _("This board is a figure: it takes no moves and no undo.")
            if not self.show_undo:
                return _("This board has no Undo button of its own.")
            return None
        move = content.get("move")
        if not isinstance(move, str) or not move.strip() or len(move) > 40:
            return _("Ignored a move request with move=%(move)s: %(needs)s.") % {
                "move": _clip(move), "needs": _REQUESTS["move"]}
        player = content.get("player")
        players = self._pos.rules.players
        if player is not None and (
            isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < players
        ):
            return _("Ignored a move request with player=%(player)s: %(needs)s.") % {
                "player": _clip(player), "needs": _REQUESTS["move"]}
        if not self.interactive:
            return _("This board is a figure: it does not take moves.")
        if self._pos.to_move in self.computer_sides and not self._pos.is_over():
            side = side_name(self._pos.rules.side_names[self._pos.to_move])
            return _("Wait: the computer plays %(side)s.") % {"side": side}
        if player is not None and player != self._pos.to_move and not self._pos.is_over():
            names = self._pos.rules.side_names
            return _("It is %(side)s's turn: %(other)s's pits cannot be played now.") % {
                "side": owner_name(names[self._pos.to_move]), "other": owner_name(names[player])}
        return None

    def _explain(self, move: str, error: MancalaError) -> str:
        """A short reason for the learner (the core's message without the position text)."""
        if self._pos.is_over():
            return _("The game is over: start a new game or undo.")
        move = move.strip()
        if isinstance(error, IllegalMoveError) and error.move == move:
            what = (_("Pit %(pit)s") % {"pit": move} if move.isdigit()
                    else _("Move %(move)r") % {"move": move})
            moves = " ".join(error.legal)
            why = (_("%(reason)s; legal moves are %(moves)s") % {
                "reason": error.reason, "moves": moves} if error.reason
                else _("legal moves are %(moves)s") % {"moves": moves})
            return _("%(what)s cannot be played: %(why)s") % {"what": what, "why": why}
        text = _short(error, self._pos)
        return text[:1].upper() + text[1:]

    def _on_msg(self, _widget: object, content: object, buffers: object) -> None:
        try:
            self.request(content)
        except Exception as error:  # never let a request break the comm
            self.message = f"Internal error while handling {_clip(content)}: {error}"

    def _show_state(self, pos: Position, trace: MoveTrace | None) -> dict[str, Any]:
        with using(self.language or None):
            return self._state_for(pos, trace)

    # -- what the view draws -------------------------------------------------------

    def _state_for(self, pos: Position, trace: MoveTrace | None) -> dict[str, Any]:
        """The synced traits that show ``pos`` (reached by ``trace``, if it was a move)."""
        sides = pos.rules.side_names
        board = board_data(pos)
        board["words"] = view_words(pos)
        board["position"] = pos.text()
        board["before"] = trace.before.text() if trace is not None else ""
        board["last"] = (
            {"player": trace.before.to_move, "pit": trace.move.pit} if trace is not None else None
        )
        board["move"] = trace.move.text if trace is not None else ""
        # The view animates from here (on first display and on Replay): it never parses texts.
        board["from"] = (
            {"rows": [list(trace.before.pits(p)) for p in range(trace.before.rules.players)],
             "stores": [trace.before.store(p) for p in range(trace.before.rules.players)],
             "to_move": trace.before.to_move}
            if trace is not None
            else None
        )
        board["can_undo"] = bool(self._undo)
        steps = steps_of(trace, sides) if trace is not None else []
        return {
            "last_trace": steps,
            "_board": board,
            "legal": [m.text for m in pos.legal_moves()],
            "hint": "",
            "message": "",
            "position": pos.text(),
        }

    def _show(self, pos: Position, trace: MoveTrace | None) -> None:
        self._pos = pos
        self._notes = []
        self._last = trace
        with self.hold_sync():
            if self.bottom >= pos.rules.players:  # a game with fewer players: South
                self.bottom = 0
            # ``position`` last: its observer sees the new position already in place.
            for name, value in self._show_state(pos, trace).items():
                setattr(self, name, value)
        for callback in list(self._listeners):
            callback(self)

    def on_change(self, callback: Callable[[BoardWidget], None]) -> None:
        """Call ``callback(board)`` after every move, undo, redo, set-up and new game."""
        self._listeners.append(callback)

    def on_shown(self, callback: Callable[[str], None]) -> None:
        """Call ``callback(position_text)`` when a view reports it has finished showing that
        position (its last move animated): a :class:`Game` waits for it before the
        computer replies, so the learner sees their own move first."""
        self._shown_listeners.append(callback)

    def showing_time(self) -> float:
        """At most how long a view takes to show the last move, in seconds: 0 when no view
        has reported (a board used from Python alone), the animation is off or the last
        change was no move.

        The view's steps last 1 to 2.5 steps' time (a capture, an extra move longer), then
        the pause; a second more for the report to travel back.

            >>> board = BoardWidget("kalah")
            >>> trace = board.play("3")
            >>> board.showing_time()      # no view has reported yet
            0.0
            >>> board.watched = True
            >>> len(board.last_trace), board.animation_speed
            (6, 6.0)
            >>> board.showing_time()      # 6 steps of at most 2.5 / 6 s, and a second
            3.5
        """
        steps = len(self.last_trace)
        if not self.watched or self.animation_speed <= 0 or steps == 0:
            return 0.0
        return steps * 2.5 / max(self.animation_speed, 0.5) + self.pause + 1.0

    # -- pictures and text -----------------------------------------------------------

    def __repr__(self) -> str:
        """``BoardWidget('…')`` for a board to play on, ``BoardWidget('…', interactive=False)``
        for a figure, ``BoardWidget.showing('start', '3', …)`` for a figure that shows moves:
        each pastes back."""
        name = type(self).__name__
        bottom = f", bottom={self.bottom}" if self.bottom else ""
        if not self.interactive and self._undo and self._last is not None:
            moves = "".join(f", {move!r}" for move in self.moves)
            return f"{name}.showing({self.start_position.text()!r}{moves}{bottom})"
        flags = "" if self.interactive else ", interactive=False"
        return f"{name}({self._pos.text()!r}{flags}{bottom})"

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict[str, Any], dict[str, Any]]:
        bundle = super()._repr_mimebundle_(**kwargs)
        data, metadata = bundle if bundle is not None else ({}, {})
        data = dict(data)
        data["text/plain"] = repr(self)
        svg = self.svg()
        if svg:
            data["image/svg+xml"] = svg
        return data, dict(metadata or {})

    def svg(self, size: int | None = 640) -> str:
        """The static picture of the board, with the last move and the hint marked and
        ``bottom`` nearest the viewer.

        Empty if the SVG renderer cannot draw this board.
        """
        try:
            from ..render.svg import board_svg
        except ImportError:  # pragma: no cover - the renderer ships with the package
            return ""
        pos = self._pos
        highlight = None
        if self.hint:
            pit = pos.move(self.hint).pit
            highlight = None if pit is None else (pos.to_move, pit)
        try:
            return str(board_svg(pos, size=size, highlight=highlight, last_move=self._last,
                                 bottom=self.bottom))
        except ValueError:  # a layout that the renderer does not draw yet
            return ""

    # -- controls ------------------------------------------------------------------

    #: the panel that :meth:`with_controls` puts a board in: :class:`~mancala_core.widgets.Game`
    #: names itself here when its module loads (the package loads it with this one), so
    #: that this module needs no import of the panel built on it
    panel: ClassVar[Callable[..., Any] | None] = None

    def with_controls(self, **kwargs: Any) -> Any:
        """This board inside a :class:`~mancala_core.widgets.Game`: rules, undo, hint, computer."""
        if BoardWidget.panel is None:  # pragma: no cover - the package loads the panel
            raise MancalaError("no game panel is loaded: import mancala_core.widgets")
        if not self.interactive:
            self.interactive = True
        return BoardWidget.panel(self, **kwargs)


def _clip(value: object, limit: int = 40) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"
