"""Positions as text diagrams, for the terminal and for ``str(position)``.

The board is drawn as South sees it: North's row on top, its pits numbered
from North's own left (so they read 6 5 4 3 2 1 from the left), South's row
below, numbered 1 to 6. Each store sits at its owner's right: North's on the
left, South's on the right. The last line says who is to move, or the result::

    >>> import mancala_core as mc
    >>> print(mc.rules("kalah").start().play("3"))
    kalah
    North   6    5    4    3    2    1
    +----+----+----+----+----+----+----+----+
    |    |  4 |  4 |  4 |  4 |  4 |  4 |    |
    |  0 +----+----+----+----+----+----+  1 |
    |    |  4 |  4 |  0 |  5 |  5 |  5 |    |
    +----+----+----+----+----+----+----+----+
            1    2    3    4    5    6  South
    South to move

The diagram uses plain ASCII, so it prints on any terminal. The other
games get the diagram that suits their board: Congkak's stores sit at their
owners' left (South's on the left), Toguz Kumalak's kazans get lines of their
own and its tuzdyks a star (``*3``), Basic mancala lists one player per
line in ring order, each row flowing into its store, and Bao draws its four
rows with the hands, the nyumba in brackets (``[6]``) and a blocked hole
marked ``x``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import _, using
from ..rules.words import side_name
from .sides import bottom_player
from .status import status_line

if TYPE_CHECKING:
    from ..rules.position import Position

_ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")

__all__ = ["board_text", "status_text"]


def status_text(pos: Position, *, language: str | None = None) -> str:
    """``"South to move"``, or the result once the game is over.

    >>> import mancala_core as mc
    >>> status_text(mc.parse("kalah 0.0.0.0.0.0:24/0.0.0.0.0.0:24 S"))
    'Game over: a draw, 24-24'
    >>> status_text(mc.parse("kalah 0.0.0.0.0.0:20/3.0.0.0.0.0:25 S"))
    'Game over: North wins 28-20'
    >>> status_text(mc.parse("kalah 0.0.0.0.0.0:20/3.0.0.0.0.0:25 S"), language="sl")
    'Konec igre: zmaga Sever, 28-20'
    """
    with using(language):
        return status_line(pos)


def board_text(pos: Position, *, bottom: int | None = None, flipped: bool = False,
               language: str | None = None) -> str:
    """A text diagram of ``pos`` with player ``bottom`` nearest the viewer (South by
    default): ``bottom=1`` draws it as North sees it, North's row at the bottom numbered
    from North's left. A puzzle is drawn with ``bottom=pos.to_move``: the solver sits at
    the bottom. ``flipped=True`` is the older way to say ``bottom=1``.

    The first line names the rules (and any special state, such as the pie
    rule's ``swap=open``); the last says who is to move or how the game ended.

    >>> import mancala_core as mc
    >>> print(board_text(mc.rules("oware", pits=3, seeds=2).start(), bottom=1))
    oware[pits=3,seeds=2]
    South   3    2    1
    +----+----+----+----+----+
    |    |  2 |  2 |  2 |    |
    |  0 +----+----+----+  0 |
    |    |  2 |  2 |  2 |    |
    +----+----+----+----+----+
            1    2    3  North
    South to move

    Basic mancala's ring of 3 or 4 players lists the players in ring order from
    ``bottom`` on (:mod:`mancala_core.render.sides`). A ``bottom`` that is not a player,
    or that disagrees with ``flipped``, is an :class:`~mancala_core.InvalidOptionError`.

    ``language`` names the sides and the status in that language (the one in use by
    default); the rows of Toguz Kumalak, Basic mancala and Bao keep their English words.
    """
    with using(language):
        return _board_text(pos, bottom_player(pos.rules, bottom, flipped=flipped))


def _board_text(pos: Position, bottom: int) -> str:
    rules = pos.rules
    layout = rules.layout
    if layout == "ring":
        return _ring_text(pos, bottom)
    if layout == "kazans":
        return _kazan_text(pos, bottom)
    if layout == "four-rows":
        return _four_rows_text(pos, bottom)
    if rules.players != 2:  # other board shapes are not drawn yet
        return pos.text()
    left_stores = rules.store_side == "left"
    n = rules.pits_per_player
    names = [side_name(name) for name in rules.side_names]
    top = 1 - bottom
    width = len(str(rules.total_seeds)) + 2  # inside a cell; counts never need more

    def cell(count: int) -> str:
        return f"{count:>{width - 1}} "

    blank = " " * width
    border = "+" + ("-" * width + "+") * (n + 2)
    divider = "-" * width + "+"
    top_cells = [cell(c) for c in reversed(pos.pits(top))]
    bottom_cells = [cell(c) for c in pos.pits(bottom)]
    top_numbers = "".join(" " + cell(k) for k in range(n, 0, -1))
    bottom_numbers = "".join(" " + cell(k) for k in range(1, n + 1))

    top_name = names[top]
    indent = " " * max(0, len(top_name) - (width + 1))
    left_store, right_store = pos.store(top), pos.store(bottom)
    if left_stores:  # each store at its owner's left: the viewer's left is the bottom's
        left_store, right_store = right_store, left_store
    lines = [
        _header(pos),
        top_name.ljust(width + 1) + top_numbers,
        indent + border,
        indent + "|" + blank + "|" + "|".join(top_cells) + "|" + blank + "|",
        indent + "|" + cell(left_store) + "+" + divider * n + cell(right_store) + "|",
        indent + "|" + blank + "|" + "|".join(bottom_cells) + "|" + blank + "|",
        indent + border,
        indent + " " * (width + 1) + bottom_numbers + " " + names[bottom],
    ]
    if left_stores:
        lines.append(_("Sowing goes clockwise; each store is at its owner's left."))
    lines.append(status_text(pos))
    return "\n".join(line.rstrip() for line in lines)


def _header(pos: Position) -> str:
    """The rules and any special state of the position (not the repetition history)."""
    fields = [f for f in pos.text().split()[3:] if not f.startswith("seen=")]
    return " ".join([pos.rules.label(), *fields])


def _kazan_text(pos: Position, bottom: int) -> str:
    """Two rows without store columns, the kazans on lines of their own, tuzdyks starred.

    >>> import mancala_core as mc
    >>> pos = mc.rules("toguz").position(pits=[[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]],
    ...                                  stores=[72, 80])
    >>> print(board_text(pos.play("9")))
    toguz tuzdyk=W:1,B:-
    Black's kazan: 80
        9     8     7     6     5     4     3     2    *1
    +-----+-----+-----+-----+-----+-----+-----+-----+-----+
    |   1 |   0 |   0 |   0 |   0 |   0 |   0 |   5 |  *0 |
    +-----+-----+-----+-----+-----+-----+-----+-----+-----+
    |   0 |   0 |   0 |   0 |   0 |   0 |   0 |   0 |   1 |
    +-----+-----+-----+-----+-----+-----+-----+-----+-----+
        1     2     3     4     5     6     7     8     9
    White's kazan: 75
    *1: Black's hole 1 is White's tuzdyk
    Black to move
    """
    rules = pos.rules
    n = rules.pits_per_player
    names = [side_name(name) for name in rules.side_names]
    top = 1 - bottom
    width = len(str(rules.total_seeds)) + 2
    # starred[row]: the marked hole on that row (a tuzdyk, owned by the other player)
    starred = {mark.place.player: mark.place.pit for mark in rules.marks(pos)}

    def cell(text: object) -> str:
        return f"{text:>{width - 1}} "

    def row(player: int, holes: list[int]) -> str:
        counts = pos.pits(player)
        return "|" + "|".join(
            cell(("*" if starred.get(player) == k else "") + str(counts[k - 1])) for k in holes
        ) + "|"

    def numbers(player: int, holes: list[int]) -> str:
        return " " + " ".join(
            cell(("*" if starred.get(player) == k else "") + str(k)) for k in holes
        )

    top_holes = list(range(n, 0, -1))
    bottom_holes = list(range(1, n + 1))
    border = "+" + ("-" * width + "+") * n
    lines = [
        _header(pos),
        f"{names[top]}'s kazan: {pos.store(top)}",
        numbers(top, top_holes),
        border,
        row(top, top_holes),
        border,
        row(bottom, bottom_holes),
        border,
        numbers(bottom, bottom_holes),
        f"{names[bottom]}'s kazan: {pos.store(bottom)}",
    ]
    for player, hole in sorted(starred.items()):
        lines.append(f"*{hole}: {names[player]}'s hole {hole} is {names[1 - player]}'s tuzdyk")
    lines.append(status_text(pos))
    return "\n".join(line.rstrip() for line in lines)


def _ring_text(pos: Position, bottom: int = 0) -> str:
    """One line per player in ring order from player ``bottom`` on: the row from the
    owner's left, then the store.

    >>> import mancala_core as mc
    >>> pos = mc.rules("basic", players=3).position(
    ...     pits=[[0] * 6, [0, 3, 3, 2, 2, 2], [2] * 6], stores=[21, 21, 6],
    ...     to_move=2, finished=[0])
    >>> print(board_text(pos))
    basic[players=3] finished=1:1st
                1  2  3  4  5  6     store
    Player 1    0  0  0  0  0  0 ->     21  finished 1st
    Player 2    0  3  3  2  2  2 ->     21
    Player 3    2  2  2  2  2  2 ->      6  <- to move
    Ring (counter-clockwise): Player 1 -> Player 2 -> Player 3 -> Player 1
    Player 3 to move
    >>> print(board_text(pos, bottom=2).splitlines()[2])
    Player 3    2  2  2  2  2  2 ->      6  <- to move
    """
    rules = pos.rules
    names = rules.side_names[: rules.players]
    n = rules.pits_per_player
    name_w = max(len(name) for name in names) + 2
    w = len(str(rules.total_seeds)) + 1
    finished = rules.finished(pos)
    resigned = rules.resigned(pos)
    places = pos.places()
    lines = [
        _header(pos),
        " " * name_w + "".join(f"{k:>{w}}" for k in range(1, n + 1)) + "     store",
    ]
    order = [(bottom + k) % rules.players for k in range(rules.players)]
    for player in order:
        name = names[player]
        row = "".join(f"{c:>{w}}" for c in pos.pits(player))
        place = places[player]
        note = ""
        if player in resigned and place is not None:
            note = f"resigned, {_ORDINALS[place - 1]}"
        elif player in finished and place is not None:
            note = f"finished {_ORDINALS[place - 1]}"
        elif place is not None:
            note = _ORDINALS[place - 1]
        elif player == pos.to_move and not pos.is_over():
            note = "<- to move"
        lines.append(f"{name:<{name_w}}{row} ->{pos.store(player):>7}  {note}")
    ring = [names[player] for player in order]
    lines.append("Ring (counter-clockwise): " + " -> ".join([*ring, ring[0]]))
    lines.append(status_text(pos))
    return "\n".join(line.rstrip() for line in lines)


def _four_rows_text(pos: Position, bottom: int) -> str:
    """Bao's four rows as the near player sees them (BAO.md §1.1), each row lettered at
    both ends, the hands and stages above and below, the owned nyumba in brackets and
    the hole kutakatia blocks marked ``x``.

    >>> import mancala_core as mc
    >>> print(board_text(mc.rules("bao").start()))
    bao
    North's hand: 22 seeds (namua)
            8     7     6     5     4     3     2     1
       +-----+-----+-----+-----+-----+-----+-----+-----+
     b |    0|    0|    0|    0|    0|    0|    0|    0| b
       +-----+-----+-----+-----+-----+-----+-----+-----+
     a |    0|    2|    2|  [6]|    0|    0|    0|    0| a
       +=====+=====+=====+=====+=====+=====+=====+=====+
     A |    0|    0|    0|    0|  [6]|    2|    2|    0| A
       +-----+-----+-----+-----+-----+-----+-----+-----+
     B |    0|    0|    0|    0|    0|    0|    0|    0| B
       +-----+-----+-----+-----+-----+-----+-----+-----+
            1     2     3     4     5     6     7     8
    South's hand: 22 seeds (namua)
    [n]: nyumba (A5, a5): South's owned, North's owned
    South to move, namua stage
    """
    rules = pos.rules
    names = rules.side_names
    top = 1 - bottom
    # the marks the rules declare (Rules.marks): each side's nyumba ("nyumba owned",
    # "nyumba dormant", "nyumba lost") and the hole kutakatia blocks ("blocked")
    kinds = {(m.place.player, m.place.pit): m.kind.split() for m in rules.marks(pos)}
    nyumba = {player: (hole, kind[1]) for (player, hole), kind in kinds.items()
              if kind[0] == "nyumba" and hole is not None}
    blocked = next((place for place, kind in kinds.items() if "blocked" in kind), None)
    states = [nyumba[p][1] for p in (0, 1)]

    def cell(player: int, hole: int) -> str:
        text = str(pos.pits(player)[hole - 1])
        if hole == nyumba[player][0] and states[player] != "lost":
            text = f"[{text}]"
        if blocked == (player, hole):
            text = "x" + text
        return f"{text:>5}|"

    def row(player: int, back: bool, seen_from_owner: bool) -> str:
        numbers = range(1, 9) if seen_from_owner else range(8, 0, -1)
        letter = str(rules.hole_name(player, 9 if back else 1))[0]
        offset = 8 if back else 0
        return f" {letter} |" + "".join(cell(player, k + offset) for k in numbers) + f" {letter}"

    def hand(player: int) -> str:
        seeds = pos.store(player)
        word = "seed" if seeds == 1 else "seeds"
        return f"{names[player]}'s hand: {seeds} {word} ({rules.stage(pos, player)})"

    border = "   +" + "-----+" * 8
    lines = [
        _header(pos),
        hand(top),
        "   " + "".join(f"{k:>6}" for k in range(8, 0, -1)),
        border,
        row(top, True, False),
        border,
        row(top, False, False),
        "   +" + "=====+" * 8,
        row(bottom, False, True),
        border,
        row(bottom, True, True),
        border,
        "   " + "".join(f"{k:>6}" for k in range(1, 9)),
        hand(bottom),
    ]
    holes = ", ".join(str(rules.hole_name(p, nyumba[p][0])) for p in (bottom, top))
    owners = ", ".join(f"{names[p]}'s {states[p]}" for p in (0, 1))
    legend = f"[n]: nyumba ({holes}): {owners}"
    if "dormant" in states:
        legend += " (dormant: owned, fewer than 6 seeds)"
    lines.append(legend)
    if blocked is not None:
        player, hole = blocked
        lines.append(f"x: {rules.hole_name(player, hole or 0)} is blocked (kutakatia)")
    lines.append(status_text(pos))
    return "\n".join(line.rstrip() for line in lines)
