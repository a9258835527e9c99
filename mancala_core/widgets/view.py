"""What the board view draws, derived from a position (the view never parses position
texts): the board's data (rows, stores, sides, the layout, the marks the rules declare),
the menu of a board whose holes offer several moves (what the rules declare in
:attr:`~mancala_core.rules.base.Rules.view`), the step dicts of a move and the view's words
in the language in use."""

from __future__ import annotations

import importlib
import sys
from functools import lru_cache
from typing import Any

from ..errors import IllegalMoveError, MancalaError
from ..i18n import _, language, ngettext
from ..render.layout import layout_for
from ..render.status import status_line
from ..rules import MoveTrace, Position, Rules
from ..rules.explain import step_reasons
from ..rules.words import owner_name, rules_words, seeds, side_name

__all__ = ["board_data", "hole_clicked", "hole_menu", "hole_message", "marks_of", "steps_of",
           "to_view", "view_words"]


def _js_null() -> object | None:
    """Pyodide's JavaScript ``null`` (``pyodide.ffi.jsnull``) in a kernel that runs in the
    browser; ``None`` anywhere else (and in a Pyodide too old to have it)."""
    if sys.platform != "emscripten":
        return None
    try:  # pragma: no cover - only in Pyodide
        ffi = importlib.import_module("pyodide.ffi")
    except ImportError:  # pragma: no cover
        return None
    return getattr(ffi, "jsnull", None)  # pragma: no cover - Pyodide 0.28 and later


#: what a Python ``None`` is sent as for the view to read ``null``; ``None`` when ``None``
#: itself is sent as ``null`` (every kernel but Pyodide's)
NULL: object | None = _js_null()


def to_view(value: Any, _widget: object = None) -> Any:
    """A synced trait's value as the view must receive it: every ``None`` read as ``null``.

    A kernel in Jupyter sends a trait as JSON: ``None`` is ``null``, and the view reads a
    store's place (``"pit": None``), a board with no winner or a move's missing target as
    ``null``. The offline site's kernel (Pyodide, in the browser) converts each message to
    JavaScript with ``toJs()``, which turns ``None`` into ``undefined`` (pyodide issue 3968),
    not ``null``: the view took every store for a pit, wrote "undefined" as its count and
    drew no pit numbers (a pit's ``label``, ``None``, is its number). There every ``None`` is
    sent as Pyodide's ``jsnull``, which ``toJs()`` turns into ``null``. Elsewhere the value
    goes as it is (the traits' ``to_json``; ``_widget`` is the widget, ipywidgets passes it)::

        >>> to_view({"pit": None, "rows": [[1, 2]]})
        {'pit': None, 'rows': [[1, 2]]}
    """
    return value if NULL is None else _with_null(value, NULL)


def _with_null(value: Any, null: object) -> Any:
    """``value`` with every ``None`` inside dicts, lists and tuples replaced by ``null``."""
    if value is None:
        return null
    if isinstance(value, dict):
        return {key: _with_null(item, null) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [_with_null(item, null) for item in value]
    return value


def steps_of(trace: MoveTrace, sides: tuple[str, ...]) -> list[dict[str, Any]]:
    """The step dicts of ``trace`` for the view, each with ``text``: the reason of the step
    (:func:`~mancala_core.rules.explain.step_reasons`), the caption under the board."""
    try:
        reasons = step_reasons(trace)
    except Exception:  # pragma: no cover - an explanation never stops a move being shown
        reasons = []
    if len(reasons) != len(trace.steps):
        reasons = [step.describe(sides) for step in trace.steps]
    return [
        {**step.as_dict(), "text": reason}
        for step, reason in zip(trace.steps, reasons, strict=True)
    ]



def board_data(pos: Position) -> dict[str, Any]:
    """What the view needs to draw ``pos``."""
    game = pos.rules
    players = game.players
    over = pos.is_over()
    scores = list(pos.scores())
    try:
        layout = layout_for(game).name
        geometry: dict[str, Any] | None = {
            str(bottom): _geometry(game, bottom) for bottom in range(players)}
    except ValueError:  # a board that the pictures do not draw yet
        layout, geometry = game.layout, None
    data = {
        "rules": game.label(),
        "title": game.title,
        "heading": rules_words(game),
        "players": players,
        "pits": game.pits_per_player,
        "sides": [side_name(name) for name in game.side_names[:players]],
        "rows": [list(pos.pits(p)) for p in range(players)],
        "stores": [pos.store(p) for p in range(players)],
        "to_move": pos.to_move,
        "over": over,
        "scores": scores,
        "winner": pos.winner(),
        "total": game.total_seeds,
        "store_side": game.store_side,
        "marks": marks_of(pos),
        "layout": layout,
        "geometry": geometry,
    }
    if game.view.hole_menu:  # a click on a hole chooses among its moves
        data["hole_menu"] = hole_menu(pos)
    return data


@lru_cache(maxsize=64)
def _geometry(rules: Rules, bottom: int) -> dict[str, Any]:
    """The board's :class:`~mancala_core.render.layout.Layout` with ``bottom`` nearest the
    viewer, as the view places it: every place's centre, size and label (``None``: its
    number), the words and lines on the board (Bao's row letters), the names and the
    board's outline, in percent of the layout's width (``x``) and height (``y``). The SVG
    board and the view draw the same layout."""
    layout = layout_for(rules, bottom=bottom)
    width, height = layout.width, layout.height

    def px(x: float) -> float:
        return round(100 * x / width, 3)

    def py(y: float) -> float:
        return round(100 * y / height, 3)

    return {
        "width": round(width, 2),
        "height": round(height, 2),
        "slots": [
            {"player": s.place.player, "pit": s.place.pit, "x": px(s.x), "y": py(s.y),
             "w": px(s.width), "h": py(s.height), "label_x": px(s.label_x),
             "label_y": py(s.label_y), "label": s.label}
            for s in layout.slots
        ],
        "texts": [{"x": px(x), "y": py(y), "text": text, "class": cls}
                  for x, y, text, cls in layout.texts],
        "lines": [[px(x1), py(y1), px(x2), py(y2)] for x1, y1, x2, y2 in layout.lines],
        "sides": [{"player": side.player, "x": px(side.x), "y": py(side.y)}
                  for side in layout.sides],
        "outline": None if layout.outline is None else {
            "points": [[round(x, 2), round(y, 2)] for x, y in layout.outline],
            "rim": round(layout.rim, 2)},
    }


def hole_menu(pos: Position) -> dict[str, Any]:
    """What a board whose holes offer several moves shows (the rules' ``view`` has a
    ``hole_menu``, :class:`~mancala_core.rules.base.BoardView`): the holes' names, each
    player's stage, the result, every legal move as a choice of its hole described in
    words (:meth:`~mancala_core.rules.base.Rules.hole_choices`), the view's word for a
    store and the holes drawn apart::

        >>> import mancala_core as mc
        >>> menu = hole_menu(mc.rules("bao").start())
        >>> menu["names"][1][:3], menu["stages"], menu["store"], menu["classes"]
        (['a1', 'a2', 'a3'], ['namua', 'namua'], 'hand', [[5, 'nyumba']])
        >>> menu["choices"][0]
        {'move': 'A6<', 'player': 0, 'pit': 6, 'label': 'anticlockwise, first seed in A5'}
    """
    game = pos.rules
    players = range(game.players)
    return {
        "names": [[game.hole_name(p, k) for k in range(1, game.pits_per_player + 1)]
                  for p in players],
        "stages": [game.stage(pos, p) for p in players],
        "result": status_line(pos) if pos.winner() is not None else "",
        "choices": [choice._asdict() for choice in game.hole_choices(pos)],
        "store": game.view.store_name,
        "classes": [[hole, name] for hole, name in game.view.hole_classes],
    }


def hole_clicked(pos: Position, move: object) -> tuple[int, int] | None:
    """``(player, hole)`` if ``move`` is a bare hole name (Bao's ``A3``) of rules that name
    their holes, rather than a move."""
    if not isinstance(move, str):
        return None
    text = move.strip()
    for player in range(pos.rules.players):
        for hole in range(1, pos.rules.pits_per_player + 1):
            name = pos.rules.hole_name(player, hole)
            if name is None:
                return None
            if name == text:
                return player, hole
    return None


def hole_message(pos: Position, name: str, player: int, hole: int) -> str:
    """What a click on a named hole (Bao's) means when no move was chosen: the choices it
    offers, or why it cannot be played."""
    if pos.is_over():
        return _("The game is over: start a new game or undo.")
    names = pos.rules.side_names
    if player != pos.to_move:
        return _("It is %(side)s's turn: %(other)s's holes cannot be played now.") % {
            "side": owner_name(names[pos.to_move]), "other": owner_name(names[player])}
    choices = [m.text for m in pos.legal_moves() if m.pit == hole]
    if choices:
        return _("Hole %(hole)s: choose a move: %(moves)s.") % {
            "hole": name, "moves": " ".join(choices)}
    reasons: list[str] = []
    for text in pos.rules.hole_moves(player, hole):
        try:
            pos.move(text)
        except IllegalMoveError as error:
            if error.reason and error.reason not in reasons:
                reasons.append(error.reason)
        except MancalaError:
            pass
    why = "; ".join(reasons) or _("no legal move starts there")
    legal = " ".join(m.text for m in pos.legal_moves())
    return _("Hole %(hole)s cannot be played: %(why)s; legal moves are %(moves)s") % {
        "hole": name, "why": why, "moves": legal}




def marks_of(pos: Position) -> list[dict[str, Any]]:
    """The places that ``pos``' rules mark (:meth:`~mancala_core.rules.base.Rules.marks`:
    a tuzdyk, a burnt hole, a nyumba), as the view tags them: ``player``, ``pit``,
    ``kind`` and a ``label`` for the learner."""
    return [{"player": mark.place.player, "pit": mark.place.pit, "kind": mark.kind,
             "label": mark.label} for mark in pos.rules.marks(pos)]


def view_words(pos: Position) -> dict[str, Any]:
    """The view's words in the language in use: its buttons, the templates of its labels
    (``%(name)s`` placeholders, filled in by the view) and "n seeds" for every count."""
    return {
        "language": language(),
        "speed": _("Speed"),
        "speed_label": _("animation speed"),
        "steps_per_second": _("%(n)s steps/s"),
        "speeds": [ngettext("%(n)s step/s", "%(n)s steps/s", n) % {"n": n} for n in range(21)],
        "off": _("off"),
        "skip": _("Skip animation"),
        "replay": _("↻ Replay"),
        "replay_title": _("show the last move again, seed by seed"),
        "undo": _("↶ Undo"),
        "undo_title": _("take back the last move"),
        "swap": _("Swap sides"),
        "resign": _("Resign"),
        "label": _("%(side)s %(place)s: %(seeds)s"),
        "store": _("store"),
        "hand": _("hand"),
        "pit": _("pit %(name)s"),
        "hole": _("hole %(name)s"),
        "player": _("Player %(n)s"),
        "seeds": [seeds(n) for n in range(pos.rules.total_seeds + 1)],
        "stage": _(", %(stage)s stage"),
        "playable": _(", playable"),
        "not_playable": _(", not playable now"),
        "hint": _(", hint"),
        "started_here": _(", the last move started here"),
        "board": _("%(game)s board"),
        "to_move": _("to move"),
        "draw": _("Game over: a draw, %(scores)s"),
        "wins": _("Game over: %(side)s wins %(scores)s"),
        "played": _("%(side)s played %(move)s"),
        "played_notes": _("%(side)s played %(move)s: %(notes)s"),
        "move_from": _("Move from %(hole)s:"),
        "choose_from": _("Choose a move from %(hole)s"),
        "cancel": _("Cancel"),
    }



