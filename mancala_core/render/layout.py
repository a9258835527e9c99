"""Where a board's places go: the :class:`Layout` of every board shape, in grid units.

:func:`layout_for` picks the layout that the rules declare with their ``layout``
attribute (:attr:`~mancala_core.rules.base.Rules.layout`):

- ``"two-row"`` (the default): two facing rows, each store at its owner's right
  (Kalah, Oware, Mankala 2/4) or, with ``store_side = "left"``, at its owner's left
  with a clockwise sowing cue round the rim (Congkak);
- ``"kazans"``: two rows with the kazans, which are never sown, as two bins between
  them (Toguz Kumalak);
- ``"ring"``: the rows and stores of 2, 3 or 4 players following each other
  counter-clockwise round a square or a triangle (Basic mancala);
- ``"four-rows"``: four rows of eight as the near player sees them (the far back row on
  top, then the far front row, a line, the near front and back rows), each row
  lettered at both ends, and each player's hand beside their rows.

:func:`~mancala_core.render.svg.board_svg` draws a layout; new board shapes register
in :data:`LAYOUTS`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal, cast

from ..i18n import _
from ..rules.moves import Place
from ..rules.words import owner_name
from .sides import bottom_player

if TYPE_CHECKING:
    from ..rules.base import Rules

__all__ = [
    "LAYOUTS",
    "UNIT",
    "Flow",
    "Layout",
    "SideLabel",
    "Slot",
    "four_rows_layout",
    "kazan_layout",
    "layout_for",
    "ring_layout",
    "two_row_layout",
]

#: The grid unit of a layout: one pit and its gap. Everything is drawn in these
#: units; ``size`` scales the picture.
UNIT = 100.0
_PIT = 84.0  # pit diameter (the rest of a unit is the gap)
_PAD = 18.0  # between the board's edge and its pits
_NUMBERS = 36.0  # the band that holds pit numbers
_NAMES = 50.0  # the band that holds a side's name
_MARGIN = 16.0
_STORE = 104.0  # a ring board's store: a rounded square
_BIN = 70.0  # the height of a kazan bin
_FLOW_PAD = 44.0  # a board's rim when it carries the sowing-direction loop
_LABEL_W = 190.0  # a stacked side label (name over state), for laying out rings
_LABEL_H = 66.0


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


def four_rows_layout(*, bottom: int = 0, hand: str = "hand") -> Layout:
    """Four rows of eight (Bao's), as the player ``bottom`` sees them (BAO.md §1.1).

    From the top: the far player's back row and front row (numbered from that
    player's left, so 8 to 1 seen from here), a line between the halves, then
    the near player's front and back rows (1 to 8). Each row carries its letter
    at both ends (``b a A B`` seen from South) and each hand sits beside its
    owner's rows, at the owner's right, off the board: hands are not sown.
    A pit's place is its hole index, front row 1..8 then back row 9..16::

        >>> layout = four_rows_layout()
        >>> layout.name
        'four-rows'
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
        name="four-rows",
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
    store_side = cast(Literal["right", "left", "none"], rules.store_side)
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


def _four_rows_for(rules: Rules, bottom: int) -> Layout:
    return four_rows_layout(bottom=bottom)


#: Layouts by name. A ruleset picks one with its ``layout`` class attribute
#: (``"two-row"`` by default); new board shapes register here. Each is called
#: with the rules and the player to draw at the bottom (checked already: a player of
#: the rules, see :func:`~mancala_core.render.sides.bottom_player`).
LAYOUTS: dict[str, Callable[[Rules, int], Layout]] = {
    "two-row": _two_row_for,
    "kazans": _kazans_for,
    "ring": _ring_for,
    "four-rows": _four_rows_for,
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
    name = rules.layout
    if name == "two-row" and rules.players != 2:
        raise ValueError(f"{rules.name} has {rules.players} players: no layout draws it yet")
    if name not in LAYOUTS:
        raise ValueError(f"{rules.name} wants the layout {name!r}, which does not exist yet")
    return LAYOUTS[name](rules, player)
