"""The search's value helpers: final margins, the side a value belongs to, and the pie rule.

    >>> import mancala_core as mc
    >>> pos = mc.rules("kalah", pits=3, seeds=2, swap=True).start()
    >>> child = pos.play("1")
    >>> swap_open(child), swap_open(closed(child))
    (True, False)
    >>> swapped(child, child.play("swap"))
    True
"""

from __future__ import annotations

from ...rules import Position

__all__ = ["closed", "margin", "same_mover", "swap_open", "swapped"]


def margin(pos: Position, player: int) -> int:
    """The final score of ``player`` minus the other's in the finished ``pos``."""
    scores = pos.scores()
    return scores[player] - scores[1 - player]


def swap_open(pos: Position) -> bool:
    """True if the pie rule (the ``swap`` option) may still be used in ``pos``."""
    return (bool(pos.rules.options.get("swap", False)) and not pos.is_over()
            and bool(pos.extra) and pos.extra[0] == "open")


def swapped(pos: Position, child: Position) -> bool:
    """True if the move from ``pos`` to ``child`` was the pie rule's swap (the side
    to move stays, but the person on it changes)."""
    return bool(pos.extra) and pos.extra[0] == "open" and child.extra[0] == "used"


def closed(pos: Position) -> Position:
    """``pos`` with the pie rule no longer available."""
    return Position._make(pos.rules, pos.cells, pos.to_move, ("closed",))


def same_mover(pos: Position, child: Position) -> bool:
    """True if the same person moves in ``child`` (an extra move; not the pie rule's
    swap, after which the side stays but the person changes)."""
    return child.to_move == pos.to_move and not swapped(pos, child)
