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

The diagram uses plain ASCII, so it prints on any terminal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..rules.position import Position

__all__ = ["board_text", "status_text"]


def status_text(pos: Position) -> str:
    """``"South to move"``, or the result once the game is over.

    >>> import mancala_core as mc
    >>> status_text(mc.parse("kalah 0.0.0.0.0.0:24/0.0.0.0.0.0:24 S"))
    'Game over: a draw, 24-24'
    >>> status_text(mc.parse("kalah 0.0.0.0.0.0:20/3.0.0.0.0.0:25 S"))
    'Game over: North wins 20-28'
    """
    names = pos.rules.side_names
    if not pos.is_over():
        return f"{names[pos.to_move]} to move"
    scores = "-".join(str(s) for s in pos.scores())
    winner = pos.winner()
    if winner is None:
        return f"Game over: a draw, {scores}"
    return f"Game over: {names[winner]} wins {scores}"


def board_text(pos: Position, *, flipped: bool = False) -> str:
    """A text diagram of ``pos``; ``flipped`` draws it as North sees it.

    The first line names the rules (and any special state, such as the pie
    rule's ``swap=open``); the last says who is to move or how the game ended.

    >>> import mancala_core as mc
    >>> print(board_text(mc.rules("oware", pits=3, seeds=2).start(), flipped=True))
    oware[pits=3,seeds=2]
    South   3    2    1
    +----+----+----+----+----+
    |    |  2 |  2 |  2 |    |
    |  0 +----+----+----+  0 |
    |    |  2 |  2 |  2 |    |
    +----+----+----+----+----+
            1    2    3  North
    South to move
    """
    rules = pos.rules
    if rules.players != 2:  # other board shapes are not drawn yet
        return pos.text()
    n = rules.pits_per_player
    names = rules.side_names
    bottom = 1 if flipped else 0
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
    fields = [f for f in pos.text().split()[3:] if not f.startswith("seen=")]
    lines = [
        " ".join([rules.label(), *fields]),
        top_name.ljust(width + 1) + top_numbers,
        indent + border,
        indent + "|" + blank + "|" + "|".join(top_cells) + "|" + blank + "|",
        indent + "|" + cell(pos.store(top)) + "+" + divider * n + cell(pos.store(bottom)) + "|",
        indent + "|" + blank + "|" + "|".join(bottom_cells) + "|" + blank + "|",
        indent + border,
        indent + " " * (width + 1) + bottom_numbers + " " + names[bottom],
        status_text(pos),
    ]
    return "\n".join(line.rstrip() for line in lines)
