"""Reading a learner's answer: a place, a move, a list of moves, a board, a number.

Every reader returns the value it read, or a :class:`Shape` that says what
shape was expected; it never raises.

    >>> import mancala_core as mc
    >>> start = mc.rules("kalah").start()
    >>> read_place("north 2", start)
    Place(player=1, pit=2)
    >>> read_place("West 2", start)
    Shape(expected='a place such as "North 2" or "South store"', got="'West 2'")
    >>> read_move(3, start)
    Move('3')
    >>> read_move(7, start).expected
    'a pit number from 1 to 6 (or its text, such as "3")'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import mancala_core as mc

__all__ = [
    "NO_ANSWER",
    "Shape",
    "board_moves",
    "is_board",
    "read_board_after",
    "read_count",
    "read_move",
    "read_moves",
    "read_place",
    "read_scores",
]

#: the placeholder that an exercise cell starts with
NO_ANSWER: Any = None


@dataclass(frozen=True)
class Shape:
    """Not an answer the check can read: what was ``expected``, and what it ``got``."""

    expected: str
    got: str

    def message(self) -> str:
        return f"the answer should be {self.expected}, not {self.got}"


def _shown(value: Any, limit: int = 60) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def is_board(value: Any) -> bool:
    """True for a board widget (anything with ``start_position`` and ``moves``)."""
    return hasattr(value, "start_position") and hasattr(value, "moves") and hasattr(value, "pos")


def board_moves(board: Any, position: mc.Position) -> list[str] | Shape:
    """The moves played on ``board`` since it showed ``position``, or why they cannot count."""
    start = board.start_position
    if start != position:
        return Shape(
            "a board that starts from this exercise's position (make one with the "
            "exercise's board(), or press Undo until it is back at the start)",
            f"a board that starts from {start.text()!r}",
        )
    return list(board.moves)


_PLACE = re.compile(r"^\s*(south|north)(?:'s)?\s+(?:pit\s+)?(store|\d+)\s*$", re.IGNORECASE)
PLACE_SHAPE = 'a place such as "North 2" or "South store"'


def read_place(answer: Any, position: mc.Position) -> mc.Place | Shape:
    """A place from ``"North 2"``, ``"south store"``, ``"South's pit 3"`` or a
    :class:`~mancala_core.Place`."""
    n = position.rules.pits_per_player
    if isinstance(answer, mc.Place):
        place = answer
    elif isinstance(answer, str) and (match := _PLACE.match(answer)):
        player = 0 if match.group(1).lower() == "south" else 1
        where = match.group(2).lower()
        place = mc.Place(player, None if where == "store" else int(where))
    else:
        return Shape(PLACE_SHAPE, _shown(answer))
    if place.pit is not None and not 1 <= place.pit <= n:
        return Shape(f"{PLACE_SHAPE}, with a pit from 1 to {n}", _shown(answer))
    return place


def _move_shape(position: mc.Position) -> str:
    n = position.rules.pits_per_player
    return f'a pit number from 1 to {n} (or its text, such as "3")'


def read_move(answer: Any, position: mc.Position) -> mc.Move | Shape:
    """A move of ``position`` from a pit number, a move text or a
    :class:`~mancala_core.Move`; the move must exist on this board (it may be illegal:
    the check explains that)."""
    n = position.rules.pits_per_player
    shape = _move_shape(position)
    if isinstance(answer, mc.Move):
        text = answer.text
    elif isinstance(answer, bool):
        return Shape(shape, _shown(answer))
    elif isinstance(answer, int):
        text = str(answer)
    elif isinstance(answer, str) and answer.strip():
        text = answer.strip().lower()
    else:
        return Shape(shape, _shown(answer))
    if text.isdigit():
        if not 1 <= int(text) <= n:
            return Shape(shape, _shown(answer))
        return mc.Move(str(int(text)), int(text))
    if text == "swap":
        return mc.Move("swap", None)
    return Shape(shape, _shown(answer))


def read_moves(answer: Any, position: mc.Position) -> list[mc.Move] | Shape:
    """A list of moves from a list (or tuple) of pit numbers or move texts."""
    shape = f"a list of moves, such as [6, 5, 3]: each {_move_shape(position)}"
    if isinstance(answer, (str, bytes)) or not isinstance(answer, Iterable):
        if isinstance(answer, (int, str)) and not isinstance(answer, bool):
            one = read_move(answer, position)
            if isinstance(one, mc.Move):
                return [one]
        return Shape(shape, _shown(answer))
    moves: list[mc.Move] = []
    for item in list(answer):
        move = read_move(item, position)
        if isinstance(move, Shape):
            return Shape(shape, _shown(answer))
        moves.append(move)
    return moves


def read_count(answer: Any) -> int | Shape:
    """A whole number of seeds."""
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Shape("a whole number of seeds, such as 7", _shown(answer))
    return answer


def read_scores(answer: Any, players: int = 2) -> tuple[int, ...] | Shape:
    """Final scores ``(south, north)``."""
    shape = "two whole numbers, South's score and North's, such as (25, 23)"
    if (
        not isinstance(answer, Sequence)
        or isinstance(answer, str)
        or len(answer) != players
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in answer)
    ):
        return Shape(shape, _shown(answer))
    return tuple(answer)


BOARD_SHAPE = (
    "four things: South's pits, South's store, North's pits, North's store, "
    "for example ([4, 4, 4, 4, 4, 4], 0, [4, 4, 4, 4, 4, 4], 0)"
)


def read_board_after(
    answer: Any, pits: int
) -> tuple[list[int], int, list[int], int] | Shape:
    """``(south_pits, south_store, north_pits, north_store)``, each row from its owner's left."""
    if isinstance(answer, mc.Position):
        return list(answer.pits(0)), answer.store(0), list(answer.pits(1)), answer.store(1)
    if not isinstance(answer, Sequence) or isinstance(answer, str) or len(answer) != 4:
        return Shape(BOARD_SHAPE, _shown(answer))
    south, south_store, north, north_store = answer
    for name, row in (("South", south), ("North", north)):
        if not isinstance(row, Sequence) or isinstance(row, str) or len(row) != pits:
            return Shape(f"{BOARD_SHAPE}; {name}'s pits a list of {pits} numbers", _shown(row))
        if not all(isinstance(c, int) and not isinstance(c, bool) for c in row):
            return Shape(f"{BOARD_SHAPE}; {name}'s pits whole numbers", _shown(list(row)))
    for name, store in (("South", south_store), ("North", north_store)):
        if not isinstance(store, int) or isinstance(store, bool):
            return Shape(f"{BOARD_SHAPE}; {name}'s store a whole number", _shown(store))
    return list(south), south_store, list(north), north_store
