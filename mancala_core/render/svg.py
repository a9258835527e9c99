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

Where things go is a :class:`Layout`, chosen by :func:`layout_for` from the
rules' ``layout`` class attribute:

- ``"two-row"`` (the default): two facing rows, each store at its owner's
  right (Kalah, Oware, Mankala 2/4) or, with ``store_side = "left"``, at its
  owner's left with a clockwise sowing cue round the rim (Congkak);
- ``"kazans"``: two rows with the kazans, which are never sown, as two bins
  between them (Toguz Kumalak);
- ``"ring"``: the rows and stores of 2, 3 or 4 players following each other
  counter-clockwise round a square or a triangle (Basic mancala);
- ``"bao"``: Bao's four rows of eight as South sees them (North's back row on
  top, then North's front row, a line, South's front and back rows), each row
  lettered at both ends, and each player's hand beside their rows, with the
  stage (namua or mtaji) written under it.

What a game adds to the board is drawn on top, never by colour alone: a
tuzdyk is a square hole with the word "tuzdyk", a burnt hole is grey with a
dashed edge and the word "burnt", a player who has finished or resigned is greyed out and
labelled with their place ("finished 1st"). Bao's nyumba is a square hole whose
word says its state ("nyumba" while owned, "dormant" while owned with fewer than
6 seeds, "lost"), with a doubled edge (dashed while dormant); a hole that
kutakatia blocks has a black dashed ring, a cross badge and the word "blocked";
a line under the status says what the marks mean. Bao's holes are named as in
its notation (``South hole A5: 6 seeds``).
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal, TypeAlias

from ..i18n import _, ngettext, using
from ..rules.moves import Move, MoveTrace, Place
from ..rules.words import owner_name, side_name
from .sides import bottom_player
from .text import winner_first

if TYPE_CHECKING:
    from ..rules.base import Rules
    from ..rules.position import Position

__all__ = [
    "COLORS",
    "LAYOUTS",
    "Flow",
    "Layout",
    "PlaceLike",
    "SideLabel",
    "Slot",
    "SvgBoard",
    "bao_layout",
    "board_svg",
    "kazan_layout",
    "layout_for",
    "ring_layout",
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
_STORE = 104.0  # a ring board's store: a rounded square
_BIN = 70.0  # the height of a kazan bin
_FLOW_PAD = 44.0  # a board's rim when it carries the sowing-direction loop
_LABEL_W = 190.0  # a stacked side label (name over state), for laying out rings
_LABEL_H = 66.0


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
    #: the text at ``(label_x, label_y)``; ``None``: the pit number, or the store's word
    label: str | None = None
    label_anchor: Literal["start", "middle", "end"] = "middle"

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
    #: True: the name on one line and the player's state (to move, finished 1st)
    #: below it, as ring boards need; False: one line
    stacked: bool = False


@dataclass(frozen=True)
class Flow:
    """The way seeds travel, drawn as a loop round the board's rim with arrowheads.

    ``x, y, width, height, radius`` give the loop (a rounded rectangle);
    ``arrows`` are ``(x, y, angle)`` arrowheads, ``angle`` in degrees with 0
    pointing right and 90 pointing down; the word ``direction`` is written at
    ``(label_x, label_y)``.
    """

    direction: Literal["clockwise", "counter-clockwise"]
    x: float
    y: float
    width: float
    height: float
    radius: float
    arrows: tuple[tuple[float, float, float], ...]
    label_x: float
    label_y: float


@dataclass(frozen=True)
class Layout:
    """The geometry of a board, in :data:`UNIT` units, from ``(0, 0)``.

    ``board`` is the wooden body ``(x, y, width, height)``; ``slots`` hold every
    pit and store; ``sides`` hold every player's name. ``width`` and
    ``height`` include the bands for numbers and names around the board.
    ``outline``, when given, is a polygon that the body follows instead of
    the rectangle (widened by ``rim`` all round, with rounded corners), and
    ``flow`` a sowing-direction cue.
    """

    name: str
    width: float
    height: float
    board: tuple[float, float, float, float]
    slots: tuple[Slot, ...]
    sides: tuple[SideLabel, ...]
    outline: tuple[tuple[float, float], ...] | None = None
    rim: float = 0.0
    flow: Flow | None = None
    #: extra words on the board: ``(x, y, text, class)``, such as Bao's row letters
    texts: tuple[tuple[float, float, str, str], ...] = ()
    #: straight lines on the board: ``(x1, y1, x2, y2)``, such as the line between
    #: Bao's two halves
    lines: tuple[tuple[float, float, float, float], ...] = ()

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
    direction: Literal["clockwise", "counter-clockwise"] | None = None,
) -> Layout:
    """Two facing rows of ``pits`` pits, player ``bottom`` nearest the viewer.

    Each player's pits run from their own left; ``stores`` says where each
    player's store sits, seen from that player; ``direction`` adds a loop with
    arrowheads round the rim that shows which way the seeds go::

        >>> layout = two_row_layout(6)
        >>> north = [s for s in layout.slots if s.place.player == 1 and s.place.pit]
        >>> [s.place.pit for s in sorted(north, key=lambda s: s.x)]   # left to right
        [6, 5, 4, 3, 2, 1]
        >>> south_store = layout.slot(Place(0))
        >>> north_store = layout.slot(Place(1))
        >>> south_store.x > north_store.x       # each store at its owner's right
        True
        >>> congkak = two_row_layout(7, stores="left", direction="clockwise")
        >>> congkak.slot(Place(0)).x < congkak.slot(Place(0, 1)).x, congkak.flow is not None
        (True, True)
    """
    if pits < 1:
        raise ValueError(f"a two-row board needs at least one pit per row, not {pits!r}")
    top = 1 - bottom
    pad = _PAD if direction is None else _FLOW_PAD
    store_columns = 0 if stores == "none" else 1
    columns = pits + 2 * store_columns
    inner_width = columns * UNIT - (UNIT - _PIT)
    board_w = inner_width + 2 * pad
    board_h = UNIT + _PIT + 2 * pad
    bx = _MARGIN
    by = _NAMES + _NUMBERS
    width = board_w + 2 * _MARGIN
    height = by + board_h + _NUMBERS + _NAMES

    def column_x(column: int) -> float:  # column 0 is the leftmost, seen by the viewer
        return bx + pad + column * UNIT + _PIT / 2

    top_y = by + pad + _PIT / 2
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
    flow = None
    if direction is not None:
        flow = _rim_flow(bx, by, board_w, board_h, pad, direction)
    return Layout(
        name="two-row",
        width=width,
        height=height,
        board=(bx, by, board_w, board_h),
        slots=tuple(sorted(slots, key=lambda s: (s.place.player, s.place.pit or 99))),
        sides=tuple(sorted(sides, key=lambda s: s.player)),
        flow=flow,
    )


def _rim_flow(bx: float, by: float, bw: float, bh: float, pad: float,
              direction: Literal["clockwise", "counter-clockwise"]) -> Flow:
    """A loop half-way through the rim, with arrowheads along each side."""
    inset = pad / 2
    x, y, w, h = bx + inset, by + inset, bw - 2 * inset, bh - 2 * inset
    cw = direction == "clockwise"
    # Seen on screen (y down), clockwise runs right along the top, down the right,
    # left along the bottom and up the left.
    top, bottom = (0.0, 180.0) if cw else (180.0, 0.0)
    left, right = (270.0, 90.0) if cw else (90.0, 270.0)
    arrows: list[tuple[float, float, float]] = []
    for k in (1, 3):  # a quarter and three quarters along the long sides (the word sits between)
        arrows.append((x + w * k / 4, y, top))
        arrows.append((x + w * k / 4, y + h, bottom))
    arrows.append((x, y + h / 2, left))
    arrows.append((x + w, y + h / 2, right))
    return Flow(direction, x, y, w, h, pad, tuple(arrows), x + w / 2, y)


def kazan_layout(
    pits: int,
    *,
    bottom: int = 0,
    names: tuple[str, ...] = ("South", "North"),
) -> Layout:
    """Two facing rows with the kazans as two bins between them (Toguz Kumalak).

    The kazans are never sown, so they are drawn apart from the rows: each
    player's bin lies next to their own row and is labelled with their name::

        >>> layout = kazan_layout(9, names=("White", "Black"))
        >>> white, black = layout.slot(Place(0)), layout.slot(Place(1))
        >>> black.y < white.y < layout.slot(Place(0, 1)).y, white.label
        (True, "White's kazan")
    """
    if pits < 1:
        raise ValueError(f"a board needs at least one pit per row, not {pits!r}")
    top = 1 - bottom
    inner_width = pits * UNIT - (UNIT - _PIT)
    board_w = inner_width + 2 * _PAD
    bx = _MARGIN
    by = _NAMES + _NUMBERS
    gap = 22.0  # between a row and its bin
    top_y = by + _PAD + _PIT / 2
    top_bin_y = top_y + _PIT / 2 + gap + _BIN / 2
    bottom_bin_y = top_bin_y + _BIN + 14
    bottom_y = bottom_bin_y + _BIN / 2 + gap + _PIT / 2
    board_h = bottom_y + _PIT / 2 + _PAD - by
    width = board_w + 2 * _MARGIN
    height = by + board_h + _NUMBERS + _NAMES
    top_label_y = by - _NUMBERS / 2
    bottom_label_y = by + board_h + _NUMBERS / 2

    def column_x(column: int) -> float:
        return bx + _PAD + column * UNIT + _PIT / 2

    slots: list[Slot] = []
    for pit in range(1, pits + 1):
        x = column_x(pit - 1)
        slots.append(Slot(Place(bottom, pit), x, bottom_y, _PIT, _PIT, x, bottom_label_y))
        x = column_x(pits - pit)
        slots.append(Slot(Place(top, pit), x, top_y, _PIT, _PIT, x, top_label_y))
    centre = bx + board_w / 2
    left = bx + _PAD + 24
    for player, y in ((bottom, bottom_bin_y), (top, top_bin_y)):
        name = names[player] if player < len(names) else f"Player {player + 1}"
        slots.append(Slot(Place(player), centre, y, inner_width, _BIN, left, y,
                          label=_("%(owner)s's kazan") % {"owner": owner_name(name)},
                          label_anchor="start"))
    sides = (
        SideLabel(bottom, width / 2, height - _NAMES / 2, "up"),
        SideLabel(top, width / 2, _NAMES / 2, "down"),
    )
    return Layout(
        name="kazans",
        width=width,
        height=height,
        board=(bx, by, board_w, board_h),
        slots=tuple(sorted(slots, key=lambda s: (s.place.player, s.place.pit or 99))),
        sides=tuple(sorted(sides, key=lambda s: s.player)),
    )


def ring_layout(players: int, pits: int, *, bottom: int = 0) -> Layout:
    """The rows and stores of ``players`` players on one ring, counter-clockwise.

    Player ``bottom`` + 1's row (Player 1's by default) runs along the bottom
    from the viewer's left, their store follows at the corner, then the next
    player's row, and so on round a square (4 players) or a triangle (3
    players); each row is numbered from its owner's left as they sit outside
    it. Two players get the two-row board, which is the same ring. Names sit
    inside the square, outside the triangle::

        >>> layout = ring_layout(4, 6)
        >>> p1, p2 = layout.slot(Place(0, 1)), layout.slot(Place(1, 1))
        >>> p1.x < layout.slot(Place(0, 6)).x, p2.y > layout.slot(Place(1, 6)).y
        (True, True)
        >>> len(layout.slots), layout.name
        (28, 'ring')
        >>> turned = ring_layout(3, 4, bottom=2)     # Player 3's row along the bottom
        >>> turned.slot(Place(2, 1)).y == max(s.y for s in turned.slots if s.place.pit)
        True
    """
    if players == 2:
        return replace(two_row_layout(pits, bottom=bottom), name="ring")
    if players not in (3, 4):
        raise ValueError(f"a ring board has 2 to 4 players, not {players!r}")
    if not 0 <= bottom < players:
        raise ValueError(f"a ring of {players} players has no player {bottom!r} to put at "
                         f"the bottom")
    if pits < 1:
        raise ValueError(f"a ring board needs at least one pit per row, not {pits!r}")
    step = UNIT + 14  # from a store to the next pit
    edge = (pits - 1) * UNIT + 2 * step
    corners: list[tuple[float, float]]
    if players == 4:  # bottom-left, bottom-right, top-right, top-left: counter-clockwise
        h = edge / 2
        corners = [(-h, h), (h, h), (h, -h), (-h, -h)]
    else:  # the centroid at (0, 0), the base at the bottom
        r = edge / (2 * math.sqrt(3))
        corners = [(-edge / 2, r), (edge / 2, r), (0.0, -2 * r)]
    inside = players == 4  # a triangle has no room inside for the names
    rim = _STORE / 2 + _PAD
    slots: list[Slot] = []
    sides: list[SideLabel] = []
    boxes: list[tuple[float, float, float, float]] = []  # extents: x0, y0, x1, y1

    for player in range(players):
        # Player ``bottom``'s row runs from the first corner: the ring turned.
        corner = (player - bottom) % players
        ax, ay = corners[corner]
        bx, by = corners[(corner + 1) % players]
        ux, uy = (bx - ax) / edge, (by - ay) / edge
        nx, ny = uy, -ux  # a normal; turned outwards (away from the centre)
        if nx * (ax + bx) + ny * (ay + by) < 0:
            nx, ny = -nx, -ny
        number_at = rim + 4 + _NUMBERS / 2  # just outside the board's edge
        for pit in range(1, pits + 1):
            d = step + (pit - 1) * UNIT
            x, y = ax + ux * d, ay + uy * d
            lx, ly = x + nx * number_at, y + ny * number_at
            slots.append(Slot(Place(player, pit), x, y, _PIT, _PIT, lx, ly))
            boxes.append((lx - 16, ly - 14, lx + 16, ly + 14))
        length = math.hypot(bx, by)
        ox, oy = bx / length, by / length
        store_at = _STORE / 2 + _PAD + 26
        sx, sy = bx + ox * store_at, by + oy * store_at
        slots.append(Slot(Place(player), bx, by, _STORE, _STORE, sx, sy))
        boxes.append((sx - 30, sy - 14, sx + 30, sy + 14))
        # The name: centred on the row, inside (square) or outside (triangle).
        hw, hh = _LABEL_W / 2, _LABEL_H / 2
        support = abs(nx) * hw + abs(ny) * hh
        mx, my = (ax + bx) / 2, (ay + by) / 2
        if inside:
            d = -(_PIT / 2 + _PAD + support)
            towards = (nx, ny)
        else:
            d = rim + 4 + _NUMBERS + support
            towards = (-nx, -ny)
        lx, ly = mx + nx * d, my + ny * d
        sides.append(SideLabel(player, lx, ly, _pointing(*towards), stacked=True))
        boxes.append((lx - hw, ly - hh, lx + hw, ly + hh))
    for cx, cy in corners:
        boxes.append((cx - rim - 4, cy - rim - 4, cx + rim + 4, cy + rim + 4))

    x0 = min(b[0] for b in boxes) - _MARGIN
    y0 = min(b[1] for b in boxes) - _MARGIN
    x1 = max(b[2] for b in boxes) + _MARGIN
    y1 = max(b[3] for b in boxes) + _MARGIN

    def moved(x: float, y: float) -> tuple[float, float]:
        return x - x0, y - y0

    slots = [
        replace(s, x=s.x - x0, y=s.y - y0, label_x=s.label_x - x0, label_y=s.label_y - y0)
        for s in slots
    ]
    sides = [replace(s, x=s.x - x0, y=s.y - y0) for s in sides]
    outline = tuple(moved(cx, cy) for cx, cy in corners)
    xs = [x for x, _ in outline]
    ys = [y for _, y in outline]
    board = (min(xs) - rim, min(ys) - rim, max(xs) - min(xs) + 2 * rim,
             max(ys) - min(ys) + 2 * rim)
    return Layout(
        name="ring",
        width=x1 - x0,
        height=y1 - y0,
        board=board,
        slots=tuple(sorted(slots, key=lambda s: (s.place.player, s.place.pit or 99))),
        sides=tuple(sides),
        outline=outline,
        rim=rim,
    )


def bao_layout(*, bottom: int = 0, hand: str = "hand") -> Layout:
    """Bao's four rows of eight, as the player ``bottom`` sees them (BAO.md §1.1).

    From the top: the far player's back row and front row (numbered from that
    player's left, so 8 to 1 seen from here), a line between the halves, then
    the near player's front and back rows (1 to 8). Each row carries its letter
    at both ends (``b a A B`` seen from South) and each hand sits beside its
    owner's rows, at the owner's right, off the board: hands are not sown.
    A pit's place is its hole index, front row 1..8 then back row 9..16::

        >>> layout = bao_layout()
        >>> a1, b1 = layout.slot(Place(1, 1)), layout.slot(Place(1, 9))
        >>> A1, A8 = layout.slot(Place(0, 1)), layout.slot(Place(0, 8))
        >>> b1.y < a1.y < A1.y, a1.x == A8.x      # a1 sits above A8
        (True, True)
        >>> layout.slot(Place(0)).x > A8.x, layout.slot(Place(1)).x < A1.x
        (True, True)
    """
    top = 1 - bottom
    letters = (("A", "B"), ("a", "b"))
    columns = 8
    letter_w = 34.0
    gap = 14.0  # between a hand and the letters
    divide = 36.0  # between the two halves
    inner = UNIT - _PIT  # between the rows of one player
    board_w = columns * UNIT - inner + 2 * _PAD
    board_h = 4 * _PIT + 2 * inner + divide + 2 * _PAD
    hand_x0 = _MARGIN + _PIT / 2
    bx = _MARGIN + _PIT + gap + letter_w
    by = _NAMES + _NUMBERS
    width = bx + board_w + letter_w + gap + _PIT + _MARGIN
    height = by + board_h + _NUMBERS + _NAMES
    row_y = [by + _PAD + _PIT / 2]
    for step in (UNIT, _PIT + divide, UNIT):
        row_y.append(row_y[-1] + step)

    def column_x(column: int) -> float:
        return bx + _PAD + column * UNIT + _PIT / 2

    slots: list[Slot] = []
    texts: list[tuple[float, float, str, str]] = []
    # (player, back row?, screen row): the far back row on top, the near back row below
    for player, back, row in ((top, True, 0), (top, False, 1), (bottom, False, 2),
                              (bottom, True, 3)):
        y = row_y[row]
        for number in range(1, columns + 1):
            column = number - 1 if player == bottom else columns - number
            x = column_x(column)
            slots.append(Slot(Place(player, number + (columns if back else 0)), x, y, _PIT,
                              _PIT, x, y, label=""))
        letter = letters[player][1 if back else 0]
        texts.append((bx - letter_w / 2, y, letter, "row-letter"))
        texts.append((bx + board_w + letter_w / 2, y, letter, "row-letter"))
    for number in range(1, columns + 1):
        texts.append((column_x(columns - number), by - _NUMBERS / 2, str(number), "pit-number"))
        texts.append((column_x(number - 1), by + board_h + _NUMBERS / 2, str(number),
                      "pit-number"))
    hand_h = UNIT + _PIT
    right_x = width - _MARGIN - _PIT / 2
    near_y, far_y = (row_y[2] + row_y[3]) / 2, (row_y[0] + row_y[1]) / 2
    slots.append(Slot(Place(bottom), right_x, near_y, _PIT, hand_h, right_x,
                      near_y + hand_h / 2 + _NUMBERS / 2, label=hand))
    slots.append(Slot(Place(top), hand_x0, far_y, _PIT, hand_h, hand_x0,
                      far_y - hand_h / 2 - _NUMBERS / 2, label=hand))
    middle = (row_y[1] + row_y[2]) / 2
    sides = (
        SideLabel(bottom, width / 2, height - _NAMES / 2, "up"),
        SideLabel(top, width / 2, _NAMES / 2, "down"),
    )
    return Layout(
        name="bao",
        width=width,
        height=height,
        board=(bx, by, board_w, board_h),
        slots=tuple(sorted(slots, key=lambda s: (s.place.player, s.place.pit or 99))),
        sides=tuple(sorted(sides, key=lambda s: s.player)),
        texts=tuple(texts),
        lines=((bx + 10, middle, bx + board_w - 10, middle),),
    )


def _pointing(dx: float, dy: float) -> Literal["up", "down", "left", "right"]:
    """The nearest of the four directions to ``(dx, dy)`` (y down)."""
    if abs(dx) > abs(dy):
        return "right" if dx > 0 else "left"
    return "down" if dy > 0 else "up"


def _two_row_for(rules: Rules, bottom: int) -> Layout:
    store_side: Literal["right", "left", "none"] = getattr(rules, "store_side", "right")
    # A store comes right after its owner's row in the sowing, so stores at the
    # owners' left mean clockwise sowing, which the picture then points out.
    direction: Literal["clockwise"] | None = "clockwise" if store_side == "left" else None
    return two_row_layout(rules.pits_per_player, bottom=bottom, stores=store_side,
                          direction=direction)


def _kazans_for(rules: Rules, bottom: int) -> Layout:
    return kazan_layout(rules.pits_per_player, bottom=bottom, names=rules.side_names)


def _ring_for(rules: Rules, bottom: int) -> Layout:
    # With two players the ring is the two-row board; with more, ``bottom`` turns it.
    return ring_layout(rules.players, rules.pits_per_player, bottom=bottom)


def _bao_for(rules: Rules, bottom: int) -> Layout:
    return bao_layout(bottom=bottom)


#: Layouts by name. A ruleset picks one with a ``layout`` class attribute
#: (``"two-row"`` when it has none); new board shapes register here. Each is called
#: with the rules and the player to draw at the bottom (checked already: a player of
#: the rules, see :func:`~mancala_core.render.sides.bottom_player`).
LAYOUTS: dict[str, Callable[[Rules, int], Layout]] = {
    "two-row": _two_row_for,
    "kazans": _kazans_for,
    "ring": _ring_for,
    "bao": _bao_for,
}


def layout_for(rules: Rules, *, bottom: int | None = None, flipped: bool = False) -> Layout:
    """The layout that draws ``rules``' board with player ``bottom`` nearest the viewer
    (South by default; ``flipped=True`` means ``bottom=1``; see
    :mod:`mancala_core.render.sides` for what the bottom is on each board).

    >>> import mancala_core as mc
    >>> layout_for(mc.rules("oware", pits=7)).name, len(layout_for(mc.rules("oware")).slots)
    ('two-row', 14)
    """
    player = bottom_player(rules, bottom, flipped=flipped)
    name = getattr(rules, "layout", "two-row")
    if name == "two-row" and rules.players != 2:
        raise ValueError(f"{rules.name} has {rules.players} players: no layout draws it yet")
    if name not in LAYOUTS:
        raise ValueError(f"{rules.name} wants the layout {name!r}, which does not exist yet")
    return LAYOUTS[name](rules, player)


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


@dataclass(frozen=True)
class _Terms:
    """The words of a game: ``hole`` and ``stone`` in Toguz Kumalak, ``kazan`` for its stores,
    in the language in use (see :func:`_terms`)."""

    kind: str = "pit"  # the game's word for a pit, in English: "pit" or "hole"
    pits: str = "pits"  # "pits 1 to 6 hold ..."
    store: str = "store"  # in accessible names: "South store: 5 seeds"
    store_word: str = "store"  # written next to the store on the board
    stones: bool = False  # Toguz Kumalak counts stones

    def pit(self, name: str) -> str:
        """``"pit 3"`` or ``"hole A5"``."""
        if self.kind == "hole":
            return _("hole %(name)s") % {"name": name}
        return _("pit %(name)s") % {"name": name}

    def seeds(self, count: int) -> str:
        if self.stones:
            return ngettext("%(n)s stone", "%(n)s stones", count) % {"n": count}
        return ngettext("%(n)s seed", "%(n)s seeds", count) % {"n": count}


def _terms(rules: Rules) -> _Terms:
    """The words of ``rules``' board, in the language in use."""
    name = rules.name
    if name == "toguz":
        return _Terms("hole", _("holes"), _("kazan"), _("kazan"), stones=True)
    if name == "congkak":
        return _Terms("hole", _("holes"), _("store"), _("store"))
    if name == "mankala24":
        # The stores of Mankala 2/4 are never sown: they only keep what was captured.
        return _Terms("pit", _("pits"), _("store of captured seeds"), _("captured"))
    if name == "bao":
        # Bao's seeds in hand are off the board until they are sown.
        return _Terms("hole", _("holes"), _("hand"), _("hand"))
    return _Terms("pit", _("pits"), _("store"), _("store"))


def _ordinal(place: int) -> str:
    """``"1st"`` ... ``"6th"``: a player's place in a ranked game."""
    return (_("1st"), _("2nd"), _("3rd"), _("4th"), _("5th"), _("6th"))[place - 1]


def _place_name(place: Place, rules: Rules) -> str:
    """``"South 3"``, ``"South store"``, ``"White kazan"`` or Bao's ``"South A5"``."""
    names = rules.side_names
    side = side_name(names[place.player]) if place.player < len(names) else f"P{place.player + 1}"
    terms = _terms(rules)
    what = terms.store if place.pit is None else _pit_name(rules, place)
    return _("%(side)s %(place)s") % {"side": side, "place": what}


def _pit_name(rules: Rules, place: Place) -> str:
    """A pit's number, or its name where the rules name their holes (Bao's ``A5``)."""
    name_of = getattr(rules, "hole_name", None)
    if callable(name_of) and place.pit is not None:
        return str(name_of(place.player, place.pit))
    return str(place.pit)


def _marks(pos: Position, palette: Mapping[str, str] = COLORS) -> dict[Place, _Mark]:
    """Places with a special role: Toguz Kumalak's tuzdyks, Congkak's burnt holes, and
    Bao's nyumba and blocked hole."""
    rules = pos.rules
    names = rules.side_names
    marks: dict[Place, _Mark] = {}
    tuzdyks = getattr(rules, "tuzdyks", None)
    if rules.name == "toguz" and callable(tuzdyks):
        for owner, hole in enumerate(tuzdyks(pos)):
            if isinstance(hole, int):  # a hole on the opponent's row
                marks[Place(1 - owner, hole)] = _Mark(
                    ("tuzdyk",), _("%(owner)s's tuzdyk") % {"owner": owner_name(names[owner])},
                    _("tuzdyk"), square=True,
                    frame="solid", edge=palette.get(f"side-{owner}"), thick=True)
    burnt = getattr(rules, "burnt", None)
    if rules.name == "congkak" and callable(burnt):
        n = rules.pits_per_player
        for row, count in enumerate(burnt(pos)):
            for hole in range(n - int(count) + 1, n + 1):
                marks[Place(row, hole)] = _Mark(("burnt",), _("burnt, skipped this round"),
                                                _("burnt"), grey=True)
    if _is_bao(rules):
        marks.update(_bao_marks(pos, palette))
    return marks


def _is_bao(rules: Rules) -> bool:
    return getattr(rules, "layout", None) == "bao"


def _nyumba_words(state: str) -> tuple[str, str]:
    """Bao's nyumba: (word inside, words for the accessible name) in ``state``."""
    if state == "owned":
        return _("nyumba"), _("nyumba, owned: it works with 6 seeds or more")
    if state == "dormant":
        return _("dormant"), _("nyumba, dormant: owned, fewer than 6 seeds")
    return _("lost"), _("nyumba, lost: a normal hole now")


def _nyumba_state(state: str) -> str:
    """``"owned"``, ``"dormant"`` or ``"lost"``, in the language in use."""
    if state == "owned":
        return _("owned")
    return _("dormant") if state == "dormant" else _("lost")


def _bao_marks(pos: Position, palette: Mapping[str, str]) -> dict[Place, _Mark]:
    """The square nyumba of each player (owned, dormant or lost) and the blocked hole."""
    rules: Any = pos.rules
    marks: dict[Place, _Mark] = {}
    for player in (0, 1):
        state = rules.nyumba_state(pos, player)
        word, words = _nyumba_words(state)
        marks[Place(player, rules.nyumba_hole)] = _Mark(
            ("nyumba", state), words, word, square=True,
            frame="none" if state == "lost" else "solid" if state == "owned" else "dashed",
            edge=None if state == "lost" else palette.get(f"side-{player}"),
            thick=state != "lost")
    blocked = rules.blocked_hole(pos)
    if blocked is not None:
        place = Place(*blocked)
        words = _("blocked for this move (kutakatia)")
        old = marks.get(place)
        if old is None:
            marks[place] = _Mark(("blocked",), words, _("blocked"), barred=True)
        else:  # a blocked nyumba: still square, now barred too
            marks[place] = replace(old, kinds=(*old.kinds, "blocked"),
                                   words=f"{old.words}; {words}", word=_("blocked"),
                                   barred=True)
    return marks


def _states(pos: Position) -> dict[int, tuple[str, bool]]:
    """In games ranked by places: each placed player's state and whether they are out.

    ``"finished 1st"`` and ``"resigned, 4th"`` for players who have left the
    ring (out: greyed), a bare ``"2nd"`` for the last player once the game is
    over.
    """
    rules = pos.rules
    if not rules.ranked_by_places:
        return {}
    if _is_bao(rules):  # two players: a winner and a loser
        winner = pos.winner()
        if winner is None:
            return {}
        return {winner: (_("wins"), False), 1 - winner: (_("loses"), False)}
    finished_of = getattr(rules, "finished", None)
    resigned_of = getattr(rules, "resigned", None)
    finished: tuple[int, ...] = finished_of(pos) if callable(finished_of) else ()
    resigned: tuple[int, ...] = resigned_of(pos) if callable(resigned_of) else ()
    states: dict[int, tuple[str, bool]] = {}
    for player, place in enumerate(pos.places()):
        if place is None:
            continue
        ordinal = _ordinal(place)
        if player in resigned:
            states[player] = (_("resigned, %(place)s") % {"place": ordinal}, True)
        elif player in finished:
            states[player] = (_("finished %(place)s") % {"place": ordinal}, True)
        else:
            states[player] = (ordinal, False)
    return states


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
    names = [side_name(name) for name in rules.side_names]
    bao: Any = rules if _is_bao(rules) else None
    if not pos.is_over():
        if bao is not None:
            return _("%(side)s to move \u00b7 %(stage)s stage") % {
                "side": names[pos.to_move], "stage": bao.stage(pos)}
        return _("%(side)s to move") % {"side": names[pos.to_move]}
    winner = pos.winner()
    if bao is not None and winner is not None:
        return _("Game over: %(side)s wins (%(reason)s)") % {
            "side": names[winner], "reason": bao.end_reason(pos)}
    if rules.ranked_by_places:
        ranking = sorted(
            (place, player) for player, place in enumerate(pos.places()) if place is not None
        )
        return _("Game over: %(ranking)s") % {"ranking": ", ".join(
            _("%(place)s %(side)s") % {"place": _ordinal(place), "side": names[player]}
            for place, player in ranking
        )}
    winner = pos.winner()
    # the winner's score first ("North wins 26\u201322"), as the text and the widget say it
    score_text = "\u2013".join(str(s) for s in winner_first(pos.scores(), winner))
    if winner is None:
        return _("Game over: a draw, %(scores)s") % {"scores": score_text}
    return _("Game over: %(side)s wins %(scores)s") % {"side": names[winner], "scores": score_text}


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
            caption += _(", last seed in %(place)s") % {"place": _place_name(last_to, rules)}
        captured = last_move.captured()
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
        caption = _("Last move: %(place)s") % {"place": _place_name(last_from, rules)}
    for place in (last_from, last_to):
        if place is not None:
            _as_place(place, "last_move", rules)

    notes = _notes(pos)
    top = _TITLE if title else 0.0
    status_h = _STATUS + (_CAPTION if caption else 0.0) + _CAPTION * len(notes)
    width = layout.width
    height = top + layout.height + status_h
    status = _result(pos)
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

    states = _states(pos)
    for side in layout.sides:
        _side(body, pos, side, palette, states.get(side.player))

    marks = _marks(pos, palette)
    for slot in layout.slots:
        state = states.get(slot.place.player)
        _slot(body, pos, slot, palette, highlighted, last_from, last_to, dots,
              marks.get(slot.place), state[0] if state and state[1] else None)
        if _is_bao(rules) and slot.is_store:  # the stage, under the seeds in hand
            stage = rules.stage(pos, slot.place.player)  # type: ignore[attr-defined]
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


@dataclass(frozen=True)
class _Mark:
    """A special role of a place, drawn by shape and word, never by colour alone.

    ``kinds`` become classes of the place's element (``tuzdyk``, ``burnt``,
    ``nyumba owned``, ``blocked``...); ``words`` go into its accessible name;
    ``word`` is written inside the hole under its count.
    """

    kinds: tuple[str, ...]
    words: str
    word: str
    square: bool = False  # a square hole (a tuzdyk, Bao's nyumba)
    frame: Literal["none", "solid", "dashed"] = "none"  # a square's inner frame
    edge: str | None = None  # the edge's colour (else the pit edge's)
    thick: bool = False  # a thick edge
    grey: bool = False  # greyed out with a dashed edge (a burnt hole)
    barred: bool = False  # a thick dashed ring and a cross badge (a blocked hole)


def _slot(parent: ET.Element, pos: Position, slot: Slot, palette: Mapping[str, str],
          highlighted: set[Place], last_from: Place | None, last_to: Place | None,
          dots: bool, mark: _Mark | None = None, out: str | None = None) -> None:
    """One pit or store: its box, marks, count, number and accessible name.

    ``mark`` is a special role (a tuzdyk, a burnt hole, Bao's nyumba or blocked
    hole); ``out`` the state of a player who has left the game (their row and
    store are greyed out).
    """
    place = slot.place
    rules = pos.rules
    terms = _terms(rules)
    names = rules.side_names
    count = pos.store(place.player) if place.pit is None else pos.pits(place.player)[place.pit - 1]
    what = terms.store if place.pit is None else terms.pit(_pit_name(rules, place))
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
        "side": side, "place": what, "seeds": terms.seeds(count)}
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
        terms.store_word if place.pit is None else str(place.pit))
    number_color = palette["number"]
    if mark is not None and "tuzdyk" in mark.kinds:  # said again, readable from the back
        number, number_color = _("%(number)s tuzdyk") % {"number": number}, edge
    if number:
        _text(parent, slot.label_x, slot.label_y, number,
              22 if place.pit or slot.label else 18, fill=number_color,
              anchor=slot.label_anchor,
              weight="bold" if slot.label or mark is not None else "normal",
              cls="pit-number")


def _notes(pos: Position) -> list[str]:
    """What the marks on Bao's board mean, in lines of words (none for other games)."""
    rules: Any = pos.rules
    if not _is_bao(rules):
        return []
    names = rules.side_names
    states = [rules.nyumba_state(pos, p) for p in (0, 1)]
    words = [_nyumba_state(state) for state in states]
    if states[0] == states[1]:
        text = _("Both nyumba %(state)s") % {"state": words[0]}
    else:
        text = _("Nyumba: %(first)s's %(first_state)s, %(second)s's %(second_state)s") % {
            "first": owner_name(names[0]), "first_state": words[0],
            "second": owner_name(names[1]), "second_state": words[1]}
    if "dormant" in states:
        text += _(" (dormant: owned, fewer than 6 seeds)")
    lines = [text]
    blocked = rules.blocked_hole(pos)
    if blocked is not None:
        lines.append(_("%(hole)s is blocked for this move (kutakatia)") % {
            "hole": rules.hole_name(*blocked)})
    return lines


def _summary(pos: Position, bottom: int = 0) -> str:
    rules = pos.rules
    terms = _terms(rules)
    parts = [_("%(game)s board.") % {"game": rules.title or rules.name}]
    parts.append(_result(pos) + ".")
    if getattr(rules, "store_side", "right") == "left":
        parts.append(_("Sowing goes clockwise."))
    states = _states(pos)
    # As the picture is read: the top row first; a ring from its bottom row on.
    order = ([(bottom + k) % rules.players for k in range(rules.players)]
             if rules.players > 2 else [1 - bottom, bottom])
    bao: Any = rules if _is_bao(rules) else None
    for player in order:
        side = side_name(rules.side_names[player])
        pits = " ".join(str(c) for c in pos.pits(player))
        line = _("%(side)s: %(pits)s 1 to %(n)s hold %(counts)s, %(store)s %(store_count)s") % {
            "side": side, "pits": terms.pits, "n": rules.pits_per_player, "counts": pits,
            "store": terms.store, "store_count": pos.store(player)}
        if bao is not None:  # front row, back row, hand and stage
            holes = pos.pits(player)
            front, back = bao.hole_name(player, 1)[0], bao.hole_name(player, 9)[0]
            line = _("%(side)s: front row %(front)s1 to %(front)s8 holds %(front_counts)s, "
                     "back row %(back)s1 to %(back)s8 holds %(back_counts)s, "
                     "%(seeds)s in hand (%(stage)s)") % {
                "side": side, "front": front, "front_counts": " ".join(map(str, holes[:8])),
                "back": back, "back_counts": " ".join(map(str, holes[8:])),
                "seeds": terms.seeds(pos.store(player)), "stage": bao.stage(pos, player)}
        if player in states:
            line += f", {states[player][0]}"
        parts.append(line + ".")
    for place, mark in sorted(_marks(pos).items(), key=lambda m: m[0].player):
        parts.append(_("%(owner)s's %(place)s is %(what)s.") % {
            "owner": owner_name(rules.side_names[place.player]),
            "place": terms.pit(_pit_name(rules, place)), "what": mark.words})
    return " ".join(parts)
