"""Boards as SVG pictures, in the style of python-chess's :mod:`chess.svg`.

:func:`board_svg` draws a position: the pits with their seed counts in big
type (readable on a classroom projector), the stores, the pit numbers counted
from each owner's left, the side names, a marker on the player to move and the
result once the game is over. It can highlight a pit and mark the last move::

    >>> import mancala_core as mc
    >>> pos = mc.rules("kalah", seeds=3).start()
    >>> svg = board_svg(pos.play("3"), last_move=pos.trace("3"), size=480)
    >>> svg.startswith("<svg") and 'role="img"' in svg
    True
    >>> 'data-player="0" data-pit="3"' in svg
    True

``bottom`` draws another player nearest the viewer: a puzzle is drawn as its
solver sees it (:mod:`mancala_core.render.sides` says what the bottom is on each
board)::

    >>> north = mc.parse("kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 N")
    >>> 'data-bottom="1"' in board_svg(north, bottom=north.to_move)
    True

Every pit and store is a ``<g>`` element with ``data-player`` (0 = South),
``data-pit`` (1..n from the owner's left, or ``store``) and ``data-count``
attributes, a ``<title>`` and an ``aria-label`` such as ``South pit 3: 5
seeds``; interactive boards reuse them. The palette is Okabe and Ito's
colour-blind-safe one, and no mark relies on colour alone: a highlighted pit
has a thick solid ring, the pit the last move started from a dashed ring, the
place of the last seed a double ring, and a caption says all of it in words.

Where things go is a :class:`~mancala_core.render.layout.Layout`, chosen by
:func:`~mancala_core.render.layout.layout_for` from the rules' ``layout`` attribute
(two rows, Toguz Kumalak's kazans, the ring of Basic mancala, Bao's four rows).

What a game adds to the board is what its rules mark
(:meth:`~mancala_core.rules.base.Rules.marks`), drawn on top, never by colour alone
(:mod:`mancala_core.render.marks`): a tuzdyk is a square hole with the word "tuzdyk",
a burnt hole is grey with a dashed edge and the word "burnt", a player who has finished
or resigned is greyed out and labelled with their place ("finished 1st"). Bao's nyumba
is a square hole whose word says its state ("nyumba" while owned, "dormant" while owned
with fewer than 6 seeds, "lost"), with a doubled edge (dashed while dormant); a hole
that kutakatia blocks has a black dashed ring, a cross badge and the word "blocked";
lines under the status say what the marks mean (:meth:`~mancala_core.rules.base.Rules.legend`).
Bao's holes are named as in its notation (``South hole A5: 6 seeds``).
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, TypeAlias

from ..i18n import _, using
from ..rules.moves import Move, MoveTrace, Place
from ..rules.words import owner_name, side_name
from .layout import Flow, SideLabel, Slot, layout_for
from .marks import DrawnMark, drawn_marks, pit_name, place_name, states, terms
from .sides import bottom_player
from .status import status_line

if TYPE_CHECKING:
    from ..rules.base import Rules
    from ..rules.position import Position

__all__ = [
    "COLORS",
    "FONT",
    "PlaceLike",
    "SvgBoard",
    "board_svg",
]

#: a place on the board: a :class:`~mancala_core.Place` or a ``(player, pit)`` pair
#: (``pit`` 1..n from the owner's left, ``None`` for the store)
PlaceLike: TypeAlias = Place | tuple[int, int | None]

#: The default colours, after Okabe and Ito's colour-blind-safe palette; pass
#: ``colors={...}`` to :func:`board_svg` to change some of them.
COLORS: dict[str, str] = {
    "background": "#ffffff",
    "board": "#e8c27a",  # a light tint of Okabe-Ito orange (#e69f00): wood
    "board-edge": "#5c4320",
    "pit": "#fff8e8",
    "pit-edge": "#5c4320",
    "count": "#1a1a1a",
    "seed": "#7a5a2a",
    "number": "#3d3d3d",
    "text": "#1a1a1a",
    "side-0": "#0072b2",  # Okabe-Ito blue: South
    "side-1": "#b34700",  # Okabe-Ito vermillion (#d55e00), darkened for contrast: North
    "side-2": "#00664f",  # Okabe-Ito bluish green (#009e73), darkened: Player 3
    "side-3": "#8a3a6c",  # Okabe-Ito reddish purple (#cc79a7), darkened: Player 4
    "out": "#d4d4d4",  # the pits and store of a player who has finished or resigned
    "out-text": "#555555",
    "flow": "#5c4320",  # the sowing-direction loop and its arrowheads
    "highlight": "#f0e442",  # Okabe-Ito yellow, as a fill behind a thick black ring
    "highlight-edge": "#000000",
    "last-from": "#a8457f",  # Okabe-Ito reddish purple (#cc79a7), darkened: dashed ring
    "last-to": "#009e73",  # Okabe-Ito bluish green, double ring
    "blocked": "#1a1a1a",  # the bar across a hole that kutakatia blocks
}

FONT = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"
_TITLE = 56.0
_STATUS = 48.0
_CAPTION = 36.0
_MAX_DOTS = 20  # pits with more seeds show the number only


# -- the picture -----------------------------------------------------------------

class SvgBoard(str):
    """An SVG text that Jupyter shows as a picture (like python-chess's ``SvgWrapper``)."""

    def _repr_svg_(self) -> str:
        return str(self)


def _as_place(value: PlaceLike, what: str, rules: Rules) -> Place:
    place: Place
    if isinstance(value, Place):
        place = value
    elif (
        isinstance(value, tuple)
        and len(value) == 2
        and isinstance(value[0], int)
        and (value[1] is None or isinstance(value[1], int))
    ):
        place = Place(value[0], value[1])
    else:
        raise ValueError(
            f"{what}={value!r} is not a place: give a Place or a (player, pit) pair"
        )
    if not 0 <= place.player < rules.players or (
        place.pit is not None and not 1 <= place.pit <= rules.pits_per_player
    ):
        raise ValueError(
            f"{what}={value!r} is not on the board of {rules.label()}: players are "
            f"0..{rules.players - 1}, pits 1..{rules.pits_per_player} or None for the store"
        )
    return place


def _places(
    value: PlaceLike | Iterable[PlaceLike] | None, what: str, rules: Rules
) -> list[Place]:
    if value is None:
        return []
    if isinstance(value, Place) or (
        isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], int)
    ):
        return [_as_place(value, what, rules)]
    return [_as_place(v, what, rules) for v in value]


def _sub(parent: ET.Element, tag: str, attrs: Mapping[str, object] | None = None,
         text: str | None = None) -> ET.Element:
    element = ET.SubElement(
        parent, tag, {k: _fmt(v) for k, v in (attrs or {}).items() if v is not None}
    )
    if text is not None:
        element.text = text
    return element


def _fmt(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.2f}".rstrip("0").rstrip(".")
    return str(value)


def _text(parent: ET.Element, x: float, y: float, text: str, size: float, *,
          fill: str, weight: str = "normal", anchor: str = "middle",
          cls: str | None = None) -> ET.Element:
    """Text centred vertically on ``y`` (without dominant-baseline, which some renderers lack)."""
    return _sub(parent, "text", {
        "x": x, "y": y + 0.36 * size, "font-size": size, "font-weight": weight,
        "text-anchor": anchor, "fill": fill, "class": cls,
    }, text)


def _dots(parent: ET.Element, slot: Slot, count: int, color: str) -> None:
    """Up to :data:`_MAX_DOTS` seed dots in a ring around a pit's number."""
    if not 0 < count <= _MAX_DOTS or slot.is_store:
        return
    radius = slot.width / 2 - 18  # inside the last-seed rings, clear of the number
    dot = 3.5 if count <= 12 else 2.8
    group = _sub(parent, "g", {"class": "seeds", "fill": color, "aria-hidden": "true"})
    for k in range(count):
        angle = -math.pi / 2 + 2 * math.pi * k / count
        _sub(group, "circle", {
            "cx": slot.x + radius * math.cos(angle),
            "cy": slot.y + radius * math.sin(angle),
            "r": dot,
        })


def _marker(parent: ET.Element, x: float, y: float, pointing: str, color: str) -> None:
    """A filled triangle, 26 units wide, pointing towards the row of the player to move."""
    h = 13.0
    points = {
        "up": [(x - h, y + h * 0.8), (x + h, y + h * 0.8), (x, y - h * 0.8)],
        "down": [(x - h, y - h * 0.8), (x + h, y - h * 0.8), (x, y + h * 0.8)],
        "left": [(x + h * 0.8, y - h), (x + h * 0.8, y + h), (x - h * 0.8, y)],
        "right": [(x - h * 0.8, y - h), (x - h * 0.8, y + h), (x + h * 0.8, y)],
    }[pointing]
    _sub(parent, "polygon", {
        "class": "to-move-marker", "fill": color, "stroke": "#000000", "stroke-width": 1.5,
        "points": " ".join(f"{_fmt(px)},{_fmt(py)}" for px, py in points),
    })


def board_svg(
    pos: Position,
    *,
    size: int | None = 640,
    highlight: PlaceLike | Iterable[PlaceLike] | None = None,
    last_move: Place | Move | MoveTrace | None = None,
    bottom: int | None = None,
    flipped: bool = False,
    title: str | None = None,
    dots: bool = False,
    colors: Mapping[str, str] | None = None,
    language: str | None = None,
) -> SvgBoard:
    """The board of ``pos`` as an SVG picture.

    :param pos: the position to draw.
    :param size: the picture's width in pixels (its height follows); ``None``
        leaves width and height out, so the picture fills its container.
    :param highlight: a place to highlight (thick black ring on yellow): a
        :class:`~mancala_core.Place`, a ``(player, pit)`` pair (``pit`` ``None``
        for the store), or a list of them.
    :param last_move: the last move: a :class:`~mancala_core.MoveTrace` marks
        the pit it started from (dashed ring) and where its last seed fell
        (double ring); a :class:`~mancala_core.Place` marks a pit as the start;
        a bare :class:`~mancala_core.Move` does not know who played it, so it
        is taken as played by the player *not* to move (after an extra move,
        pass the trace or a Place instead).
    :param bottom: the player drawn nearest the viewer: 0 (South, the default),
        1 (North), or another player of the rules. Their row is at the bottom,
        numbered 1 to n from the left, the other row on top read right to left; a
        ring of 3 or 4 players is turned so that their row runs along the bottom
        (:mod:`mancala_core.render.sides`). A puzzle is drawn with
        ``bottom=pos.to_move``: the solver sits at the bottom.
    :param flipped: the older way to say ``bottom=1``; giving both, disagreeing, is an
        error.
    :param title: a heading drawn above the board and used as the picture's title.
    :param dots: also draw the seeds as dots around each count (pits with up
        to 20 seeds; stores show the number only).
    :param colors: replace some of :data:`COLORS`.
    :param language: the language of its words (``"pl"``...); the one in use by default
        (:func:`mancala_core.set_language`).

    Raises :class:`ValueError` for a place that is not on the board, and
    :class:`~mancala_core.InvalidOptionError` (a :class:`ValueError`) for a ``bottom``
    that is not a player or that disagrees with ``flipped``.

    >>> import mancala_core as mc
    >>> import xml.etree.ElementTree as ET
    >>> pos = mc.rules("kalah").start()
    >>> root = ET.fromstring(board_svg(pos, highlight=(0, 3)))
    >>> for sentence in root.get("aria-label").split(". "):
    ...     print(sentence)
    Kalah board
    South to move
    North: pits 1 to 6 hold 4 4 4 4 4 4, store 0
    South: pits 1 to 6 hold 4 4 4 4 4 4, store 0.
    >>> [g.get("aria-label") for g in root.iter("{http://www.w3.org/2000/svg}g")
    ...  if "highlight" in g.get("class", "")]
    ['South pit 3: 4 seeds (highlighted)']
    >>> print(ET.fromstring(board_svg(pos, language="pl")).get("aria-label").split(". ")[1])
    Ruch: Południe
    """
    with using(language):
        return _board_svg(pos, size=size, highlight=highlight, last_move=last_move,
                          bottom=bottom_player(pos.rules, bottom, flipped=flipped),
                          title=title, dots=dots, colors=colors)


def _board_svg(
    pos: Position,
    *,
    size: int | None,
    highlight: PlaceLike | Iterable[PlaceLike] | None,
    last_move: Place | Move | MoveTrace | None,
    bottom: int,
    title: str | None,
    dots: bool,
    colors: Mapping[str, str] | None,
) -> SvgBoard:
    rules = pos.rules
    palette = {**COLORS, **(colors or {})}
    layout = layout_for(rules, bottom=bottom)
    names = rules.side_names

    highlighted = set(_places(highlight, "highlight", rules))
    last_from: Place | None = None
    last_to: Place | None = None
    caption = ""
    if isinstance(last_move, MoveTrace):
        mover = last_move.before.to_move
        if last_move.move.pit is not None:
            last_from = Place(mover, last_move.move.pit)
        last_to = last_move.last_place()
        who = side_name(names[mover])
        caption = _("Last move: %(side)s %(move)s") % {"side": who, "move": last_move.move.text}
        if last_to is not None:
            caption += _(", last seed in %(place)s") % {"place": place_name(last_to, rules)}
        captured = last_move.taken()  # the opponent's seeds: the narrations' "captures N"
        if captured:
            caption += _(", captured %(n)s") % {"n": captured}
        if last_move.extra_move() and not last_move.after.is_over():
            caption += _(", %(side)s moves again") % {"side": who}
    elif isinstance(last_move, Move):
        mover = (pos.to_move - 1) % rules.players
        if last_move.pit is not None:
            last_from = _as_place((mover, last_move.pit), "last_move", rules)
        caption = _("Last move: %(side)s %(move)s") % {
            "side": side_name(names[mover]), "move": last_move.text}
    elif last_move is not None:
        last_from = _as_place(last_move, "last_move", rules)
        caption = _("Last move: %(place)s") % {"place": place_name(last_from, rules)}
    for place in (last_from, last_to):
        if place is not None:
            _as_place(place, "last_move", rules)

    notes = rules.legend(pos)
    top = _TITLE if title else 0.0
    status_h = _STATUS + (_CAPTION if caption else 0.0) + _CAPTION * len(notes)
    width = layout.width
    height = top + layout.height + status_h
    status = status_line(pos, picture=True)
    summary = _summary(pos, bottom)
    label = f"{title}. {summary}" if title else summary

    root = ET.Element("svg", {
        "xmlns": "http://www.w3.org/2000/svg",
        "version": "1.1",
        "viewBox": f"0 0 {_fmt(width)} {_fmt(height)}",
        "role": "img",
        "aria-label": label,
        "class": "mancala-board",
        "data-rules": rules.label(),
        "data-to-move": str(pos.to_move),
        "data-bottom": str(bottom),
        "data-over": "true" if pos.is_over() else "false",
        "font-family": FONT,
    })
    if size is not None:
        root.set("width", str(size))
        root.set("height", _fmt(size * height / width))
    _sub(root, "title", text=label)
    _sub(root, "desc", text=pos.text())
    _sub(root, "rect", {"x": 0, "y": 0, "width": width, "height": height,
                        "fill": palette["background"], "class": "background"})
    if title:
        _text(root, width / 2, _TITLE / 2, title, 30, fill=palette["text"], weight="bold",
              cls="title")

    body = _sub(root, "g", {"transform": f"translate(0 {_fmt(top)})"} if top else {})
    if layout.outline is None:
        bx, by, bw, bh = layout.board
        _sub(body, "rect", {"x": bx, "y": by, "width": bw, "height": bh, "rx": 36,
                            "fill": palette["board"], "stroke": palette["board-edge"],
                            "stroke-width": 4, "class": "board"})
    else:
        # The polygon widened by the rim: a thick stroke with round joins, its
        # edge a slightly thicker one underneath.
        points = " ".join(f"{_fmt(x)},{_fmt(y)}" for x, y in layout.outline)
        group = _sub(body, "g", {"class": "board"})
        for color, extra in ((palette["board-edge"], 8.0), (palette["board"], 0.0)):
            _sub(group, "polygon", {
                "points": points, "fill": palette["board"], "stroke": color,
                "stroke-width": 2 * layout.rim + extra, "stroke-linejoin": "round",
            })
    if layout.flow is not None:
        _flow(body, layout.flow, palette)
    for x1, y1, x2, y2 in layout.lines:
        _sub(body, "line", {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "class": "divide",
                            "stroke": palette["board-edge"], "stroke-width": 3,
                            "stroke-linecap": "round"})
    for x, y, words, cls in layout.texts:
        _text(body, x, y, words, 22, fill=palette["number"], weight="bold", cls=cls)

    player_states = states(pos)
    for side in layout.sides:
        _side(body, pos, side, palette, player_states.get(side.player))

    marks = drawn_marks(pos, palette)
    for slot in layout.slots:
        state = player_states.get(slot.place.player)
        _slot(body, pos, slot, palette, highlighted, last_from, last_to, dots,
              marks.get(slot.place), state[0] if state and state[1] else None)
        stage = rules.stage(pos, slot.place.player) if slot.is_store else None
        if stage is not None:  # the stage, under the seeds in hand
            _text(body, slot.x, slot.y + slot.height / 2 - 26, stage, 18,
                  fill=palette["text"], weight="bold", cls="stage")

    y = top + layout.height + _STATUS / 2
    _text(root, width / 2, y - 4, status, 28, fill=palette["text"], weight="bold",
          cls="status")
    if caption:
        y += _CAPTION
        _text(root, width / 2, y - 4, caption, 22, fill=palette["text"], cls="caption")
    for line in notes:
        y += _CAPTION
        _text(root, width / 2, y - 4, line, 22, fill=palette["text"], cls="notes")
    return SvgBoard(ET.tostring(root, encoding="unicode"))


def _flow(parent: ET.Element, flow: Flow, palette: Mapping[str, str]) -> None:
    """The sowing direction: a loop round the rim, arrowheads on it and the word."""
    group = _sub(parent, "g", {"class": "flow", "data-direction": flow.direction,
                               "aria-hidden": "true"})
    color = palette["flow"]
    _sub(group, "rect", {"x": flow.x, "y": flow.y, "width": flow.width, "height": flow.height,
                         "rx": flow.radius, "fill": "none", "stroke": color,
                         "stroke-width": 3})
    for x, y, angle in flow.arrows:
        _sub(group, "polygon", {
            "points": "-13,-12 15,0 -13,12", "fill": color,
            "transform": f"translate({_fmt(x)} {_fmt(y)}) rotate({_fmt(angle)})",
        })
    word = _("sowing clockwise") if flow.direction == "clockwise" else _(
        "sowing counter-clockwise")
    wide = 0.55 * 22 * len(word) + 24
    _sub(group, "rect", {"x": flow.label_x - wide / 2, "y": flow.label_y - 16, "width": wide,
                         "height": 32, "rx": 10, "fill": palette["board"]})
    _text(group, flow.label_x, flow.label_y, word, 22, fill=color, weight="bold",
          cls="flow-label")


def _side(parent: ET.Element, pos: Position, side: SideLabel, palette: Mapping[str, str],
          state: tuple[str, bool] | None) -> None:
    """A player's name, with the to-move marker and, in ranked games, their place."""
    names = pos.rules.side_names
    player = side.player
    to_move = player == pos.to_move and not pos.is_over()
    out = state is not None and state[1]
    color = palette.get(f"side-{player}", palette["text"])
    if out:
        color = palette["out-text"]
    name = side_name(names[player]) if player < len(names) else f"Player {player + 1}"
    classes = ["side"] + (["to-move"] if to_move else []) + (["out"] if out else [])
    group = _sub(parent, "g", {"class": " ".join(classes), "data-player": player})
    # the player to move has the markers; the status line under the board says it in words
    # (once: "South · to move" above it said it twice)
    note = "" if to_move else state[0] if state else ""
    if not side.stacked:
        text = name + (f" \u00b7 {note}" if note else "")
        _text(group, side.x, side.y, text, 28, fill=color, weight="bold")
        if to_move:
            offset = 0.3 * 28 * len(text) + 30
            _marker(group, side.x - offset, side.y, side.pointing, color)
            _marker(group, side.x + offset, side.y, side.pointing, color)
        return
    name_y = side.y - (14 if note else 0)
    _text(group, side.x, name_y, name, 28, fill=color, weight="bold")
    if note:
        _text(group, side.x, side.y + 18, note, 22, fill=color, weight="bold",
              cls="side-state")
    if to_move:
        _marker(group, side.x - 0.3 * 28 * len(name) - 26, name_y, side.pointing, color)


def _slot(parent: ET.Element, pos: Position, slot: Slot, palette: Mapping[str, str],
          highlighted: set[Place], last_from: Place | None, last_to: Place | None,
          dots: bool, mark: DrawnMark | None = None, out: str | None = None) -> None:
    """One pit or store: its box, marks, count, number and accessible name.

    ``mark`` is a special role (a tuzdyk, a burnt hole, Bao's nyumba or blocked
    hole); ``out`` the state of a player who has left the game (their row and
    store are greyed out).
    """
    place = slot.place
    rules = pos.rules
    words = terms(rules)
    names = rules.side_names
    count = pos.store(place.player) if place.pit is None else pos.pits(place.player)[place.pit - 1]
    what = words.store if place.pit is None else words.pit(pit_name(rules, place))
    side = side_name(names[place.player])
    notes = []
    classes = ["store" if slot.is_store else "pit", f"player-{place.player}"]
    if mark is not None:
        notes.append(mark.words)
        classes.extend(mark.kinds)
    if out is not None:
        notes.append(_("%(side)s has %(state)s") % {"side": side, "state": out})
        classes.append("out")
    if place in highlighted:
        notes.append(_("highlighted"))
        classes.append("highlight")
    if place == last_from:
        notes.append(_("the last move started here"))
        classes.append("last-from")
    if place == last_to:
        notes.append(_("the last seed fell here"))
        classes.append("last-to")
    label = _("%(side)s %(place)s: %(seeds)s") % {
        "side": side, "place": what, "seeds": words.seeds(count)}
    if notes:
        label += f" ({', '.join(notes)})"
    group = _sub(parent, "g", {
        "class": " ".join(classes),
        "data-player": place.player,
        "data-pit": "store" if place.pit is None else place.pit,
        "data-count": count,
        "aria-label": label,
    })
    _sub(group, "title", text=label)
    x0, y0 = slot.x - slot.width / 2, slot.y - slot.height / 2
    square = mark is not None and mark.square
    # A tuzdyk or a nyumba is a square hole (not a round one); a store's corners
    # follow its short side.
    radius = (
        10.0 if square else slot.width / 2 if not slot.is_store
        else min(slot.width, slot.height) * 0.4
    )
    box = {"x": x0, "y": y0, "width": slot.width, "height": slot.height, "rx": radius}
    grey = mark is not None and mark.grey
    fill = (
        palette["highlight"] if place in highlighted
        else palette["out"] if out is not None or grey else palette["pit"]
    )
    edge = palette["pit-edge"]
    if mark is not None and mark.edge is not None:
        edge = mark.edge
    thick = mark is not None and mark.thick
    _sub(group, "rect", {**box, "fill": fill, "stroke": edge,
                         "stroke-width": 6 if thick else 3,
                         "stroke-dasharray": "10 6" if out is not None or grey else None})
    if mark is not None and mark.frame != "none":
        _sub(group, "rect", {"x": x0 + 8, "y": y0 + 8, "width": slot.width - 16,
                             "height": slot.height - 16, "rx": 4, "fill": "none",
                             "stroke": edge, "stroke-width": 2,
                             "stroke-dasharray": "6 4" if mark.frame == "dashed" else None,
                             "class": f"mark-{mark.kinds[0]}"})
    if mark is not None and mark.barred:  # kutakatia: a black dashed ring and a cross badge
        _sub(group, "rect", {**box, "fill": "none", "stroke": palette["blocked"],
                             "stroke-width": 5, "stroke-dasharray": "9 5",
                             "class": "mark-blocked-ring"})
        bx, by, r = x0 + slot.width - 10, y0 + 10, 15.0
        badge = _sub(group, "g", {"class": "mark-blocked", "aria-hidden": "true"})
        _sub(badge, "circle", {"cx": bx, "cy": by, "r": r, "fill": palette["blocked"],
                               "stroke": palette["pit"], "stroke-width": 2})
        for sign in (1, -1):
            _sub(badge, "line", {"x1": bx - 7, "y1": by - 7 * sign, "x2": bx + 7,
                                 "y2": by + 7 * sign, "stroke": palette["pit"],
                                 "stroke-width": 4, "stroke-linecap": "round"})
    if place in highlighted:
        _sub(group, "rect", {**box, "fill": "none", "stroke": palette["highlight-edge"],
                             "stroke-width": 7, "class": "mark-highlight"})
    # The last move's marks: a dashed ring just outside the start, a double ring
    # just inside the place of the last seed (so both fit when they touch).
    marks: list[tuple[str, float, float, str | None]] = []
    if place == last_from:
        marks.append(("last-from", -6.0, 6.0, "13 7"))
    if place == last_to:
        marks.append(("last-to", 6.0, 3.0, None))
        marks.append(("last-to", 12.0, 3.0, None))
    for name, inset, stroke, dash in marks:
        w, h = slot.width - 2 * inset, slot.height - 2 * inset
        _sub(group, "rect", {
            "x": x0 + inset, "y": y0 + inset, "width": w, "height": h,
            "rx": max(radius - inset, 2.0) if square
            else min(w, h) * 0.4 if slot.is_store else w / 2,
            "fill": "none", "stroke": palette[name], "stroke-width": stroke,
            "stroke-dasharray": dash, "class": f"mark-{name}",
        })
    if dots:
        _dots(group, slot, count, palette["seed"])
    digits = len(str(count))
    font = 40.0 if digits == 1 else 36.0 if digits == 2 else 30.0
    if dots and not slot.is_store and 0 < count <= _MAX_DOTS:
        font = min(font, 26.0)  # leave room for the ring of dots
    y = slot.y
    if mark is not None and mark.word:  # the count moves up to make room for the word
        font, y = min(font, 30.0), slot.y - 10
        _text(group, slot.x, slot.y + 22, mark.word, 17 if len(mark.word) <= 7 else 14,
              fill=palette["count"], weight="bold",
              cls=" ".join(["mark-word", *(f"mark-{k}-word" for k in mark.kinds)]))
    count_color = palette["out-text"] if out is not None else palette["count"]
    _text(group, slot.x, y, str(count), font, fill=count_color, weight="bold", cls="count")
    number = slot.label if slot.label is not None else (
        words.store_word if place.pit is None else str(place.pit))
    number_color = palette["number"]
    if mark is not None and mark.said_again:  # a tuzdyk: said again, readable from the back
        number, number_color = _("%(number)s tuzdyk") % {"number": number}, edge
    if number:
        _text(parent, slot.label_x, slot.label_y, number,
              22 if place.pit or slot.label else 18, fill=number_color,
              anchor=slot.label_anchor,
              weight="bold" if slot.label or mark is not None else "normal",
              cls="pit-number")


def _summary(pos: Position, bottom: int = 0) -> str:
    rules = pos.rules
    words = terms(rules)
    parts = [_("%(game)s board.") % {"game": rules.title or rules.name}]
    parts.append(status_line(pos, picture=True) + ".")
    if rules.store_side == "left":
        parts.append(_("Sowing goes clockwise."))
    player_states = states(pos)
    # As the picture is read: the top row first; a ring from its bottom row on.
    order = ([(bottom + k) % rules.players for k in range(rules.players)]
             if rules.players > 2 else [1 - bottom, bottom])
    for player in order:
        side = side_name(rules.side_names[player])
        pits = " ".join(str(c) for c in pos.pits(player))
        line = _("%(side)s: %(pits)s 1 to %(n)s hold %(counts)s, %(store)s %(store_count)s") % {
            "side": side, "pits": words.pits, "n": rules.pits_per_player, "counts": pits,
            "store": words.store, "store_count": pos.store(player)}
        if rules.layout == "four-rows":  # Bao: front row, back row, hand and stage
            holes = pos.pits(player)
            front, back = pit_name(rules, Place(player, 1))[0], pit_name(rules, Place(player, 9))[0]
            line = _("%(side)s: front row %(front)s1 to %(front)s8 holds %(front_counts)s, "
                     "back row %(back)s1 to %(back)s8 holds %(back_counts)s, "
                     "%(seeds)s in hand (%(stage)s)") % {
                "side": side, "front": front, "front_counts": " ".join(map(str, holes[:8])),
                "back": back, "back_counts": " ".join(map(str, holes[8:])),
                "seeds": words.seeds(pos.store(player)), "stage": rules.stage(pos, player)}
        if player in player_states:
            line += f", {player_states[player][0]}"
        parts.append(line + ".")
    for place, mark in sorted(drawn_marks(pos, COLORS).items(), key=lambda m: m[0].player):
        parts.append(_("%(owner)s's %(place)s is %(what)s.") % {
            "owner": owner_name(rules.side_names[place.player]),
            "place": words.pit(pit_name(rules, place)), "what": mark.words})
    return " ".join(parts)
