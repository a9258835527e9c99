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

Every pit and store is a ``<g>`` element with ``data-player`` (0 = South),
``data-pit`` (1..n from the owner's left, or ``store``) and ``data-count``
attributes, a ``<title>`` and an ``aria-label`` such as ``South pit 3: 5
seeds``; interactive boards reuse them. The palette is Okabe and Ito's
colour-blind-safe one, and no mark relies on colour alone: a highlighted pit
has a thick solid ring, the pit the last move started from a dashed ring, the
place of the last seed a double ring, and a caption says all of it in words.

Where things go is a :class:`Layout`, chosen by :func:`layout_for` from the
rules: only the two-row board (any number of pits per row, stores at each
player's right or left, or none) exists yet, but rings for three or four
players or Bao's four rows can be added as new layouts without touching the
drawing code.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, TypeAlias

from ..rules.moves import Move, MoveTrace, Place

if TYPE_CHECKING:
    from ..rules.base import Rules
    from ..rules.position import Position

__all__ = [
    "COLORS",
    "LAYOUTS",
    "Layout",
    "PlaceLike",
    "SideLabel",
    "Slot",
    "SvgBoard",
    "board_svg",
    "layout_for",
    "two_row_layout",
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
    "highlight": "#f0e442",  # Okabe-Ito yellow, as a fill behind a thick black ring
    "highlight-edge": "#000000",
    "last-from": "#a8457f",  # Okabe-Ito reddish purple (#cc79a7), darkened: dashed ring
    "last-to": "#009e73",  # Okabe-Ito bluish green, double ring
}

FONT = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"

#: The grid unit of a layout: one pit and its gap. Everything is drawn in these
#: units; ``size`` scales the picture.
UNIT = 100.0
_PIT = 84.0  # pit diameter (the rest of a unit is the gap)
_PAD = 18.0  # between the board's edge and its pits
_NUMBERS = 36.0  # the band that holds pit numbers
_NAMES = 50.0  # the band that holds a side's name
_TITLE = 56.0
_STATUS = 48.0
_CAPTION = 36.0
_MARGIN = 16.0
_MAX_DOTS = 20  # pits with more seeds show the number only


# -- layouts ---------------------------------------------------------------------


@dataclass(frozen=True)
class Slot:
    """Where a pit or a store sits: a rounded box centred on ``(x, y)``, with
    its number (or the word ``store``) drawn at ``(label_x, label_y)``."""

    place: Place
    x: float
    y: float
    width: float
    height: float
    label_x: float
    label_y: float

    @property
    def is_store(self) -> bool:
        return self.place.pit is None


@dataclass(frozen=True)
class SideLabel:
    """Where a side's name goes, and which way its to-move marker points."""

    player: int
    x: float
    y: float
    pointing: Literal["up", "down", "left", "right"]


@dataclass(frozen=True)
class Layout:
    """The geometry of a board, in :data:`UNIT` units, from ``(0, 0)``.

    ``board`` is the wooden body ``(x, y, width, height)``; ``slots`` hold every
    pit and store; ``sides`` hold every player's name. ``width`` and
    ``height`` include the bands for numbers and names around the board.
    """

    name: str
    width: float
    height: float
    board: tuple[float, float, float, float]
    slots: tuple[Slot, ...]
    sides: tuple[SideLabel, ...]

    def slot(self, place: Place) -> Slot:
        """The slot of ``place``; ``KeyError`` if the board has no such place."""
        for slot in self.slots:
            if slot.place == place:
                return slot
        raise KeyError(place)


def two_row_layout(
    pits: int,
    *,
    bottom: int = 0,
    stores: Literal["right", "left", "none"] = "right",
) -> Layout:
    """Two facing rows of ``pits`` pits, player ``bottom`` nearest the viewer.

    Each player's pits run from their own left; ``stores`` says where each
    player's store sits, seen from that player::

        >>> layout = two_row_layout(6)
        >>> north = [s for s in layout.slots if s.place.player == 1 and s.place.pit]
        >>> [s.place.pit for s in sorted(north, key=lambda s: s.x)]   # left to right
        [6, 5, 4, 3, 2, 1]
        >>> south_store = layout.slot(Place(0))
        >>> north_store = layout.slot(Place(1))
        >>> south_store.x > north_store.x       # each store at its owner's right
        True
    """
    if pits < 1:
        raise ValueError(f"a two-row board needs at least one pit per row, not {pits!r}")
    top = 1 - bottom
    store_columns = 0 if stores == "none" else 1
    columns = pits + 2 * store_columns
    inner_width = columns * UNIT - (UNIT - _PIT)
    board_w = inner_width + 2 * _PAD
    board_h = UNIT + _PIT + 2 * _PAD
    bx = _MARGIN
    by = _NAMES + _NUMBERS
    width = board_w + 2 * _MARGIN
    height = by + board_h + _NUMBERS + _NAMES

    def column_x(column: int) -> float:  # column 0 is the leftmost, seen by the viewer
        return bx + _PAD + column * UNIT + _PIT / 2

    top_y = by + _PAD + _PIT / 2
    bottom_y = top_y + UNIT
    top_label_y = by - _NUMBERS / 2
    bottom_label_y = by + board_h + _NUMBERS / 2
    slots: list[Slot] = []
    # The bottom player's pits run left to right, the top player's right to left.
    for pit in range(1, pits + 1):
        x = column_x(store_columns + pit - 1)
        slots.append(Slot(Place(bottom, pit), x, bottom_y, _PIT, _PIT, x, bottom_label_y))
    for pit in range(1, pits + 1):
        x = column_x(store_columns + pits - pit)
        slots.append(Slot(Place(top, pit), x, top_y, _PIT, _PIT, x, top_label_y))
    if stores != "none":
        middle = (top_y + bottom_y) / 2
        left, right = column_x(0), column_x(columns - 1)
        bottom_x, top_x = (right, left) if stores == "right" else (left, right)
        store_h = UNIT + _PIT
        slots.append(Slot(Place(bottom), bottom_x, middle, _PIT, store_h, bottom_x,
                          bottom_label_y))
        slots.append(Slot(Place(top), top_x, middle, _PIT, store_h, top_x, top_label_y))
    centre = width / 2
    sides = (
        SideLabel(bottom, centre, height - _NAMES / 2, "up"),
        SideLabel(top, centre, _NAMES / 2, "down"),
    )
    return Layout(
        name="two-row",
        width=width,
        height=height,
        board=(bx, by, board_w, board_h),
        slots=tuple(sorted(slots, key=lambda s: (s.place.player, s.place.pit or 99))),
        sides=tuple(sorted(sides, key=lambda s: s.player)),
    )


def _two_row_for(rules: Rules, flipped: bool) -> Layout:
    store_side: Literal["right", "left", "none"] = getattr(rules, "store_side", "right")
    return two_row_layout(rules.pits_per_player, bottom=1 if flipped else 0, stores=store_side)


#: Layouts by name. A ruleset picks one with a ``layout`` class attribute
#: (``"two-row"`` when it has none); new board shapes register here.
LAYOUTS: dict[str, Callable[[Rules, bool], Layout]] = {"two-row": _two_row_for}


def layout_for(rules: Rules, *, flipped: bool = False) -> Layout:
    """The layout that draws ``rules``' board; ``flipped`` puts the second player nearest.

    >>> import mancala_core as mc
    >>> layout_for(mc.rules("oware", pits=7)).name, len(layout_for(mc.rules("oware")).slots)
    ('two-row', 14)
    """
    name = getattr(rules, "layout", "two-row")
    if name == "two-row" and rules.players != 2:
        raise ValueError(f"{rules.name} has {rules.players} players: no layout draws it yet")
    if name not in LAYOUTS:
        raise ValueError(f"{rules.name} wants the layout {name!r}, which does not exist yet")
    return LAYOUTS[name](rules, flipped)


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


def _seeds(count: int) -> str:
    return f"{count} seed" if count == 1 else f"{count} seeds"


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


def _result(pos: Position) -> str:
    rules = pos.rules
    names = rules.side_names
    scores = pos.scores()
    score_text = "\u2013".join(str(s) for s in scores)
    if not pos.is_over():
        return f"{names[pos.to_move]} to move"
    winner = pos.winner()
    if winner is None:
        return f"Game over: a draw, {score_text}"
    return f"Game over: {names[winner]} wins {score_text}"


def board_svg(
    pos: Position,
    *,
    size: int | None = 640,
    highlight: PlaceLike | Iterable[PlaceLike] | None = None,
    last_move: Place | Move | MoveTrace | None = None,
    flipped: bool = False,
    title: str | None = None,
    dots: bool = False,
    colors: Mapping[str, str] | None = None,
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
    :param flipped: draw the second player (North) nearest the viewer.
    :param title: a heading drawn above the board and used as the picture's title.
    :param dots: also draw the seeds as dots around each count (pits with up
        to 20 seeds; stores show the number only).
    :param colors: replace some of :data:`COLORS`.

    Raises :class:`ValueError` for a place that is not on the board.

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
    """
    rules = pos.rules
    palette = {**COLORS, **(colors or {})}
    layout = layout_for(rules, flipped=flipped)
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
        caption = f"Last move: {names[mover]} {last_move.move.text}"
        if last_to is not None:
            caption += f", last seed in {last_to.label(names)}"
        captured = last_move.captured()
        if captured:
            caption += f", captured {captured}"
        if last_move.extra_move() and not last_move.after.is_over():
            caption += f", {names[mover]} moves again"
    elif isinstance(last_move, Move):
        mover = (pos.to_move - 1) % rules.players
        if last_move.pit is not None:
            last_from = _as_place((mover, last_move.pit), "last_move", rules)
        caption = f"Last move: {names[mover]} {last_move.text}"
    elif last_move is not None:
        last_from = _as_place(last_move, "last_move", rules)
        caption = f"Last move: {last_from.label(names)}"
    for place in (last_from, last_to):
        if place is not None:
            _as_place(place, "last_move", rules)

    top = _TITLE if title else 0.0
    status_h = _STATUS + (_CAPTION if caption else 0.0)
    width = layout.width
    height = top + layout.height + status_h
    status = _result(pos)
    summary = _summary(pos)
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
    bx, by, bw, bh = layout.board
    _sub(body, "rect", {"x": bx, "y": by, "width": bw, "height": bh, "rx": 36,
                        "fill": palette["board"], "stroke": palette["board-edge"],
                        "stroke-width": 4, "class": "board"})

    for side in layout.sides:
        player = side.player
        to_move = player == pos.to_move and not pos.is_over()
        color = palette[f"side-{player}"] if f"side-{player}" in palette else palette["text"]
        name = names[player] if player < len(names) else f"Player {player + 1}"
        group = _sub(body, "g", {"class": "side" + (" to-move" if to_move else ""),
                                 "data-player": player})
        text = name + (" \u00b7 to move" if to_move else "")
        _text(group, side.x, side.y, text, 28, fill=color, weight="bold")
        if to_move:
            offset = 0.3 * 28 * len(text) + 30
            _marker(group, side.x - offset, side.y, side.pointing, color)
            _marker(group, side.x + offset, side.y, side.pointing, color)

    for slot in layout.slots:
        _slot(body, pos, slot, palette, highlighted, last_from, last_to, dots)

    y = top + layout.height + _STATUS / 2
    _text(root, width / 2, y - 4, status, 28, fill=palette["text"], weight="bold",
          cls="status")
    if caption:
        _text(root, width / 2, y - 4 + _CAPTION, caption, 22, fill=palette["text"],
              cls="caption")
    return SvgBoard(ET.tostring(root, encoding="unicode"))


def _slot(parent: ET.Element, pos: Position, slot: Slot, palette: Mapping[str, str],
          highlighted: set[Place], last_from: Place | None, last_to: Place | None,
          dots: bool) -> None:
    """One pit or store: its box, marks, count, number and accessible name."""
    place = slot.place
    names = pos.rules.side_names
    count = pos.store(place.player) if place.pit is None else pos.pits(place.player)[place.pit - 1]
    what = "store" if place.pit is None else f"pit {place.pit}"
    notes = []
    classes = ["store" if slot.is_store else "pit", f"player-{place.player}"]
    if place in highlighted:
        notes.append("highlighted")
        classes.append("highlight")
    if place == last_from:
        notes.append("the last move started here")
        classes.append("last-from")
    if place == last_to:
        notes.append("the last seed fell here")
        classes.append("last-to")
    label = f"{names[place.player]} {what}: {_seeds(count)}"
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
    box = {"x": x0, "y": y0, "width": slot.width, "height": slot.height,
           "rx": slot.width / 2 if not slot.is_store else slot.width * 0.4}
    fill = palette["highlight"] if place in highlighted else palette["pit"]
    _sub(group, "rect", {**box, "fill": fill, "stroke": palette["pit-edge"], "stroke-width": 3})
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
            "rx": w / 2 if not slot.is_store else w * 0.4,
            "fill": "none", "stroke": palette[name], "stroke-width": stroke,
            "stroke-dasharray": dash, "class": f"mark-{name}",
        })
    if dots:
        _dots(group, slot, count, palette["seed"])
    digits = len(str(count))
    font = 40.0 if digits == 1 else 36.0 if digits == 2 else 30.0
    if dots and not slot.is_store and 0 < count <= _MAX_DOTS:
        font = min(font, 26.0)  # leave room for the ring of dots
    _text(group, slot.x, slot.y, str(count), font, fill=palette["count"], weight="bold",
          cls="count")
    number = "store" if place.pit is None else str(place.pit)
    _text(parent, slot.label_x, slot.label_y, number, 22 if place.pit else 18,
          fill=palette["number"], cls="pit-number")


def _summary(pos: Position) -> str:
    rules = pos.rules
    parts = [f"{rules.title or rules.name} board."]
    parts.append(_result(pos) + ".")
    for player in sorted(range(rules.players), reverse=True):
        pits = " ".join(str(c) for c in pos.pits(player))
        parts.append(
            f"{rules.side_names[player]}: pits 1 to {rules.pits_per_player} hold {pits}, "
            f"store {pos.store(player)}."
        )
    return " ".join(parts)
