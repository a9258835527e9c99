"""Reading a learner's answer: a place, a move, a list of moves, a board, a number.

Every reader returns the value it read, or a :class:`Shape` that says what
shape was expected; it never raises.

    >>> import mancala_core as mc

from .ring import sows_pits_only
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

from .ring import sows_pits_only

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
    "move_shape",
    "place_shape",
    "place_text",
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


PLACE_SHAPE = 'a place such as "North 2" or "South store"'


def place_shape(rules: mc.Rules) -> str:
    """How a place is written in this game: ``'a place such as "North 2" or "South store"'``
    in Kalah, ``'… "Black 2" or "White kazan"'`` in Toguz Kumalak."""
    names = rules.side_names[: rules.players]
    if sows_pits_only(rules):  # Oware: no seed is ever sown into a store
        return 'a place such as "North 2" or "South 5"'
    if rules.hole_name(0, 1) is not None:  # Bao names its holes
        return f'a hole such as "A5" or "b3", or "{names[0]} {rules.store_word}"'
    if (names[0], names[-1], rules.store_word) == ("South", "North", "store"):
        return PLACE_SHAPE
    return f'a place such as "{names[-1]} 2" or "{names[0]} {rules.store_word}"'


def place_text(place: mc.Place, rules: mc.Rules) -> str:
    """A place as the learner writes it: ``"North 2"``, ``"South store"``, ``"White kazan"``."""
    if place.pit is None:
        return f"{rules.side_names[place.player]} {rules.store_word}"
    name = rules.hole_name(place.player, place.pit)
    if name is not None:  # Bao: "A5", "b3"
        return name
    return place.label(rules.side_names)


def _place_pattern(rules: mc.Rules) -> re.Pattern[str]:
    sides = "|".join(re.escape(name) for name in rules.side_names[: rules.players])
    pits = "|".join({"pit", "hole", re.escape(rules.pit_word)})
    stores = "|".join({"store", re.escape(rules.store_word)})
    return re.compile(rf"^\s*({sides})(?:'s)?\s+(?:(?:{pits})\s+)?({stores}|\d+)\s*$",
                      re.IGNORECASE)


def _hole(answer: Any, rules: mc.Rules) -> mc.Place | None:
    """A Bao hole by its name (``"A5"``, ``"South A5"``, ``"South's hole A5"``), else None."""
    if rules.hole_name(0, 1) is None or not isinstance(answer, str):
        return None
    holes = {rules.hole_name(p, k): (p, k) for p in range(rules.players)
             for k in range(1, rules.pits_per_player + 1)}
    words = answer.strip().split()
    found = holes.get(words[-1]) if words else None
    if found is None:
        return None
    sides = [f"{n.lower()}{s}" for n in rules.side_names for s in ("", "'s")]
    if any(w.lower() not in (*sides, "hole") for w in words[:-1]):
        return None
    return mc.Place(*found)


def read_place(answer: Any, position: mc.Position) -> mc.Place | Shape:
    """A place from ``"North 2"``, ``"south store"``, ``"South's pit 3"`` or a
    :class:`~mancala_core.Place`; in other games with their own names (``"Black's hole 3"``,
    ``"White kazan"``, ``"Player 2 store"``)."""
    rules = position.rules
    n = rules.pits_per_player
    shape = place_shape(rules)
    hole = _hole(answer, rules)
    if hole is not None:
        place = hole
    elif isinstance(answer, mc.Place):
        place = answer
    elif isinstance(answer, str) and (match := _place_pattern(rules).match(answer)):
        lowered = [name.lower() for name in rules.side_names]
        player = lowered.index(match.group(1).lower())
        where = match.group(2).lower()
        place = mc.Place(player, int(where) if where.isdigit() else None)
    else:
        return Shape(shape, _shown(answer))
    if place.pit is not None and not 1 <= place.pit <= n:
        return Shape(f"{shape}, with a {rules.pit_word} from 1 to {n}", _shown(answer))
    return place


def move_shape(position: mc.Position) -> str:
    """How a move is written here: ``'a pit number from 1 to 6 (or its text, such as "3")'``,
    a hole number in the games with holes, a move text such as ``"A6<"`` in Bao."""
    rules = position.rules
    if not rules.moves_by_pit:
        return ('a move such as "A6<": a hole (South A1..B8, North a1..b8), then < or > '
                "for the direction")
    n = rules.pits_per_player
    return f'a {rules.pit_word} number from 1 to {n} (or its text, such as "3")'


_move_shape = move_shape


def read_move(answer: Any, position: mc.Position) -> mc.Move | Shape:
    """A move of ``position`` from a pit number, a move text or a
    :class:`~mancala_core.Move`; the move must exist on this board (it may be illegal:
    the check explains that)."""
    n = position.rules.pits_per_player
    shape = move_shape(position)
    if isinstance(answer, mc.Move):
        text = answer.text
    elif isinstance(answer, bool):
        return Shape(shape, _shown(answer))
    elif isinstance(answer, int):
        text = str(answer)
    elif isinstance(answer, str) and answer.strip():
        text = answer.strip()
    else:
        return Shape(shape, _shown(answer))
    if text.isdigit():
        if not 1 <= int(text) <= n:
            return Shape(shape, _shown(answer))
        return mc.Move(str(int(text)), int(text))
    if text.lower() == "swap":
        return mc.Move("swap", None)
    for candidate in (text, text.lower()):  # Bao's hole names tell the sides by their case
        try:
            return position.move(candidate)
        except mc.IllegalMoveError:
            return mc.Move(candidate, None)  # a move of this game, not legal here
        except mc.MancalaError:
            continue
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
