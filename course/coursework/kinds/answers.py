"""Reading a learner's answer: a place, a move, a list of moves, a board, a number.

Every reader returns the value it read, or a :class:`Shape` that says what
shape was expected; it never raises.

    >>> import mancala_core as mc
    >>> start = mc.rules("kalah").start()
    >>> read_place("north 2", start), read_place("N2", start), read_place("S store", start)
    (Place(player=1, pit=2), Place(player=1, pit=2), Place(player=0, pit=None))
    >>> read_place("West 2", start).expected
    'a place in quotes, such as "North 2", "N2", "South store" or "S store"'
    >>> read_board_after("4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0", start)
    ([4, 4, 4, 4, 4, 4], 0, [4, 4, 4, 4, 4, 4], 0)
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
from mancala_core.i18n import _, ngettext
from mancala_core.rules.words import owner_name, place_phrase

from .ring import sows_pits_only

__all__ = [
    "NO_ANSWER",
    "Shape",
    "board_moves",
    "board_shape",
    "board_text",
    "is_board",
    "read_board_after",
    "read_count",
    "read_move",
    "read_moves",
    "read_place",
    "read_scores",
    "read_yes_no",
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
    #: what is wrong with it, when the shape alone does not say
    detail: str = ""

    def message(self) -> str:
        if self.detail:
            return _("the answer should be %(expected)s, not %(got)s: %(detail)s") % {
                "expected": self.expected, "got": self.got, "detail": self.detail}
        return _("the answer should be %(expected)s, not %(got)s") % {
            "expected": self.expected, "got": self.got}


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


def short_names(rules: mc.Rules) -> dict[str, int]:
    """The sides' one-letter names a learner may type (``"N2"``, ``"S store"``): each side's
    initial, when every side's name is one word and no two share an initial.

        >>> short_names(mc.rules("kalah")), short_names(mc.rules("toguz"))
        ({'S': 0, 'N': 1}, {'W': 0, 'B': 1})
    """
    names = rules.side_names[: rules.players]
    initials = [name[:1].upper() for name in names]
    if any(" " in name for name in names) or len(set(initials)) != len(names):
        return {}
    return {initial: player for player, initial in enumerate(initials)}


def _examples(items: list[str]) -> str:
    quoted = [f'"{item}"' for item in items]
    return _("%(first)s or %(last)s") % {"first": ", ".join(quoted[:-1]), "last": quoted[-1]}


def place_shape(rules: mc.Rules) -> str:
    """How a place is written in this game: ``'a place in quotes, such as "North 2", "N2",
    "South store" or "S store"'`` in Kalah, ``'… "Black 2", "B2", "White kazan" or
    "W kazan"'`` in Toguz Kumalak."""
    names = rules.side_names[: rules.players]
    short = list(short_names(rules))
    if rules.hole_name(0, 1) is not None:  # Bao names its holes
        return _('a hole in quotes, such as "A5" or "b3", or "%(store)s"') % {
            "store": f"{names[0]} {rules.store_word}"}
    pit = [f"{names[-1]} 2"] + ([f"{short[-1]}2"] if short else [])
    if sows_pits_only(rules):  # Oware: no seed is ever sown into a store
        items = [*pit, f"{names[0]} 5"]
    else:
        store = [f"{names[0]} {rules.store_word}"]
        items = [*pit, *store, *([f"{short[0]} {rules.store_word}"] if short else [])]
    return _("a place in quotes, such as %(examples)s") % {"examples": _examples(items)}


def place_text(place: mc.Place, rules: mc.Rules) -> str:
    """A place as the learner writes it: ``"North 2"``, ``"South store"``, ``"White kazan"``."""
    if place.pit is None:
        return f"{rules.side_names[place.player]} {rules.store_word}"
    name = rules.hole_name(place.player, place.pit)
    if name is not None:  # Bao: "A5", "b3"
        return name
    return place.label(rules.side_names)


def _place_pattern(rules: mc.Rules) -> re.Pattern[str]:
    names = [*rules.side_names[: rules.players], *short_names(rules)]
    sides = "|".join(re.escape(name) for name in names)
    pits = "|".join({"pit", "hole", re.escape(rules.pit_word)})
    stores = "|".join({"store", re.escape(rules.store_word)})
    return re.compile(rf"^\s*({sides})(?:'s)?(?:\s+(?:(?:{pits})\s*)?(\d+)|\s*(\d+)"
                      rf"|\s+({stores}))\s*[.!]?\s*$", re.IGNORECASE)


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
    """A place from ``"North 2"``, ``"N2"``, ``"north 2"``, ``"south store"``, ``"S store"``,
    ``"South's pit 3"`` or a :class:`~mancala_core.Place`; in other games with their own
    names (``"Black's hole 3"``, ``"B3"``, ``"White kazan"``, ``"Player 2 store"``)."""
    rules = position.rules
    n = rules.pits_per_player
    shape = place_shape(rules)
    hole = _hole(answer, rules)
    if hole is not None:
        place = hole
    elif isinstance(answer, mc.Place):
        place = answer
    elif isinstance(answer, str) and (match := _place_pattern(rules).match(answer)):
        side = match.group(1).lower()
        lowered = [name.lower() for name in rules.side_names]
        short = {k.lower(): v for k, v in short_names(rules).items()}
        player = short[side] if side in short else lowered.index(side)
        number = match.group(2) or match.group(3)
        place = mc.Place(player, int(number) if number else None)
    else:
        return Shape(shape, _shown(answer))
    if place.pit is not None and not 1 <= place.pit <= n:
        return Shape(_("%(shape)s, with a pit from 1 to %(n)s") % {"shape": shape, "n": n}
                     if rules.pit_word == "pit" else
                     f"{shape}, with a {rules.pit_word} from 1 to {n}", _shown(answer))
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
    """A list of moves from a list (or tuple) of pit numbers or move texts, or typed as
    ``"6, 5, 3"`` (``"[6, 5, 3]"``, ``"6 5 3"``)."""
    shape = f"a list of moves, such as [6, 5, 3]: each {_move_shape(position)}"
    if isinstance(answer, str) and answer.strip() and re.fullmatch(r"\s*\[?[\s\d,;]*\]?\s*",
                                                                  answer):
        answer = re.findall(r"\d+", answer)  # "1, 3, 5": pit numbers typed as text
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
    """A whole number of seeds (also typed in quotes, ``"7"``)."""
    if isinstance(answer, str) and answer.strip().isdigit():
        answer = int(answer.strip())
    if isinstance(answer, bool) or not isinstance(answer, int) or answer < 0:
        return Shape("a whole number of seeds, such as 7", _shown(answer))
    return answer


def read_scores(answer: Any, players: int = 2) -> tuple[int, ...] | Shape:
    """Final scores ``(south, north)``."""
    shape = "two whole numbers, South's score and North's, such as (25, 23)"
    if isinstance(answer, str) and re.fullmatch(r"\s*[(\[]?\s*\d+(\s*[\s,;:/-]\s*\d+)+"
                                                r"\s*[)\]]?\s*", answer):
        answer = [int(n) for n in re.findall(r"\d+", answer)]  # "25 23", "25-23"
    if (
        not isinstance(answer, Sequence)
        or isinstance(answer, str)
        or len(answer) != players
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in answer)
    ):
        return Shape(shape, _shown(answer))
    return tuple(answer)


def board_text(position: mc.Position) -> str:
    """A board as a learner types it: each side's pits from its own pit 1, then its store,
    the parts divided by ``|``, in the order the seeds go round in Kalah (South's pits 1 to
    6, South's store, North's pits 1 to 6 — right to left on the picture — North's store).

        >>> board_text(mc.rules("kalah").start().play("3"))
        '4 4 0 5 5 5 | 1 | 4 4 4 4 4 4 | 0'
    """
    parts = []
    for player in range(position.rules.players):
        parts += [" ".join(str(n) for n in position.pits(player)), str(position.store(player))]
    return " | ".join(parts)


def board_shape(position: mc.Position) -> str:
    """How a whole board is written, with ``position`` as the example: ``a board in quotes:
    South's pits 1 to 6 | South's store | North's pits 1 to 6 | North's store, such as
    "4 4 4 4 4 4 | 0 | 4 4 4 4 4 4 | 0"``."""
    rules = position.rules
    names = rules.side_names[: rules.players]
    n = rules.pits_per_player
    parts = []
    for player, name in enumerate(names):
        if rules.pit_word == "pit" and rules.store_word == "store":
            parts += [_("%(owner)s's pits 1 to %(n)s") % {"owner": owner_name(name), "n": n},
                      place_phrase(mc.Place(player), "", rules.side_names)]
        else:
            parts += [f"{name}'s {rules.pit_word}s 1 to {n}", f"{name}'s {rules.store_word}"]
    return _('a board in quotes: %(parts)s, such as "%(example)s"') % {
        "parts": " | ".join(parts), "example": board_text(position)}


#: the tuple form, for a reader given no position
BOARD_SHAPE = (
    "four things: South's pits, South's store, North's pits, North's store, "
    "for example ([4, 4, 4, 4, 4, 4], 0, [4, 4, 4, 4, 4, 4], 0)"
)

#: each player's pits (a list) and store, in the players' order: for two players
#: ``(south_pits, south_store, north_pits, north_store)``
Board = tuple[Any, ...]


def _typed_board(answer: str, position: mc.Position, shape: str) -> list[Any] | Shape:
    """The parts of a board typed as ``"3 3 0 1 0 1 | 9 | 2 3 4 3 1 5 | 13"``: a list of
    rows and stores, or why it cannot be read."""
    rules = position.rules
    parts = answer.strip().strip("()[]").split("|")
    want = 2 * rules.players
    if len(parts) != want:
        return Shape(shape, _shown(answer), ngettext(
            "it has %(n)s part divided by |, and a board has %(want)s",
            "it has %(n)s parts divided by |, and a board has %(want)s", len(parts)) % {
            "want": want, "n": len(parts)})
    read: list[Any] = []
    for k, part in enumerate(parts):
        words = [w for w in re.split(r"[\s,;]+", part.strip()) if w]
        if not all(w.isdigit() for w in words):
            return Shape(shape, _shown(answer), _("%(part)s is not made of whole numbers") % {
                "part": repr(part.strip())})
        numbers = [int(w) for w in words]
        if k % 2 == 0:
            read.append(numbers)
        elif len(numbers) != 1:
            return Shape(shape, _shown(answer), _(
                "%(part)s should be one number, a store's") % {"part": repr(part.strip())})
        else:
            read.append(numbers[0])
    return read


def read_board_after(answer: Any, position: mc.Position | int, shape: str | None = None
                     ) -> Board | Shape:
    """``(south_pits, south_store, north_pits, north_store)``, each row from its owner's
    left (with more players, each player's pits and store in their order), from a board
    typed as ``"3 3 0 1 0 1 | 9 | 2 3 4 3 1 5 | 13"`` (see
    :func:`board_text`), from the same four things as a tuple or a list, or from a
    :class:`~mancala_core.Position`. ``position`` (the exercise's, before the move) gives
    the rules and the example of the message (``shape``, if given, says it instead); a
    number of pits alone reads the tuple form only."""
    if isinstance(answer, mc.Position):
        return _parts(answer)
    if isinstance(position, mc.Position):
        pits = position.rules.pits_per_player
        names = position.rules.side_names[: position.rules.players]
        shape = shape or board_shape(position)
    else:
        pits, names, shape = position, ("South", "North"), shape or BOARD_SHAPE
    given = answer
    if isinstance(answer, str) and isinstance(position, mc.Position):
        typed = _typed_board(answer, position, shape)
        if isinstance(typed, Shape):
            return typed
        answer = typed
    if (not isinstance(answer, Sequence) or isinstance(answer, str)
            or len(answer) != 2 * len(names)):
        return Shape(shape, _shown(given))
    for name, row in zip(names, answer[0::2], strict=True):
        if not isinstance(row, Sequence) or isinstance(row, str) or len(row) != pits:
            return Shape(shape, _shown(given), ngettext(
                "%(owner)s's pits should be %(n)s number, not %(row)s",
                "%(owner)s's pits should be %(n)s numbers, not %(row)s", pits) % {
                "owner": owner_name(name), "n": pits, "row": _shown(row)})
        if not all(isinstance(c, int) and not isinstance(c, bool) for c in row):
            return Shape(shape, _shown(given), _(
                "%(owner)s's pits should be whole numbers, not %(row)s") % {
                "owner": owner_name(name), "row": _shown(list(row))})
    for name, store in zip(names, answer[1::2], strict=True):
        if not isinstance(store, int) or isinstance(store, bool):
            return Shape(shape, _shown(given), _(
                "%(owner)s's store should be a whole number, not %(store)s") % {
                "owner": owner_name(name), "store": _shown(store)})
    return tuple(list(part) if k % 2 == 0 else part for k, part in enumerate(answer))


def _parts(position: mc.Position) -> Board:
    """Each player's pits (a list) and store, in the players' order."""
    parts: list[Any] = []
    for player in range(position.rules.players):
        parts += [list(position.pits(player)), position.store(player)]
    return tuple(parts)


_YES = {"true", "yes", "y", "t"}
_NO = {"false", "no", "n", "f"}


def read_yes_no(answer: Any, shape: str) -> bool | Shape:
    """``True`` or ``False``, also typed as a word in quotes (``"yes"``, ``"False"``)."""
    if isinstance(answer, bool):
        return answer
    if isinstance(answer, str):
        word = answer.strip().strip(".!").lower()
        if word in _YES or word in _NO:
            return word in _YES
    return Shape(shape, _shown(answer))
