"""The position text: one canonical notation that names the rules, the seeds,
the player to move and any special state.

The form is ``RULES ROWS MOVER [FIELD=VALUE ...]``:

- ``RULES`` is the game's name, followed by the options that differ from their
  defaults in brackets: ``kalah`` or ``kalah[seeds=3,empty_capture=true]``;
- ``ROWS`` lists each player's pits from that player's own left, dot-separated,
  then a colon and the store; players are separated by ``/``, the first player
  (South) first: ``4.4.4.4.4.4:0/4.4.4.4.4.4:0``;
- ``MOVER`` is ``S`` (South) or ``N`` (North);
- fields carry the game's special state, such as ``swap=open`` for the pie
  rule, and ``seen=`` for the earlier positions that the repetition rule
  remembers (``ROWS@MOVER`` joined by ``;``).

::

    >>> import mancala_core as mc
    >>> pos = mc.parse("kalah[seeds=3] 3.3.3.3.3.3:0/3.3.3.3.3.3:0 S")
    >>> pos.rules
    Kalah(seeds=3)
    >>> pos.text()
    'kalah[seeds=3] 3.3.3.3.3.3:0/3.3.3.3.3.3:0 S'
    >>> mc.parse("kalah 4.4.4:0/4.4.4.4.4.4:0 S")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    mancala_core.errors.InvalidPositionError: 'kalah 4.4.4:0/...': South's row has 3 pits, ...
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..errors import InvalidOptionError, InvalidPositionError, MancalaError

if TYPE_CHECKING:
    from .base import Rules
    from .position import Key, Position

__all__ = ["format_position", "parse", "parse_rules", "format_rows"]

_LABEL = re.compile(r"^([a-z][a-z0-9_-]*)(?:\[([^\[\]]*)\])?$")
_COUNT = re.compile(r"^[0-9]{1,6}$")


def format_rows(rules: Rules, cells: tuple[int, ...]) -> str:
    """``4.4.4.4.4.4:0/4.4.4.4.4.4:0`` for the given cells."""
    n = rules.pits_per_player
    rows = []
    for player in range(rules.players):
        start = player * (n + 1)
        pits = ".".join(str(c) for c in cells[start : start + n])
        rows.append(f"{pits}:{cells[start + n]}")
    return "/".join(rows)


def format_position(pos: Position) -> str:
    """The canonical text of ``pos``."""
    rules = pos.rules
    parts = [rules.label(), format_rows(rules, pos.cells), rules.side_letters[pos.to_move]]
    parts.extend(rules._extra_fields(pos))
    if pos.history:
        seen = ";".join(
            f"{format_rows(rules, cells)}@{rules.side_letters[mover]}"
            for cells, mover, _ in pos.history
        )
        parts.append(f"seen={seen}")
    return " ".join(parts)


def parse_rules(label: str) -> Rules:
    """The rules named by a label such as ``kalah[seeds=3,swap=true]``."""
    from . import RULESETS, rules

    match = _LABEL.match(label)
    if not match:
        raise InvalidPositionError(
            f"{label!r} is not a rules label: write a game name such as "
            f"{' or '.join(RULESETS)}, with options in brackets: kalah[seeds=3]"
        )
    name, inner = match.group(1), match.group(2)
    rules_class = type(rules(name))  # unknown names raise UnknownRulesError here
    options: dict[str, Any] = {}
    known = {option.name: option for option in rules_class.OPTIONS}
    for item in inner.split(",") if inner else []:
        key, sep, value = item.partition("=")
        key, value = key.strip(), value.strip()
        if not sep or not key:
            raise InvalidOptionError(f"{label!r}: option {item!r} must be written name=value")
        if key in options:
            raise InvalidOptionError(f"{label!r}: option {key!r} is given twice")
        if key not in known:
            raise InvalidOptionError(
                f"{label!r}: unknown {name} option {key!r}: known options are {', '.join(known)}"
            )
        options[key] = known[key].read(value, name)
    return rules(name, **options)


def _read_rows(rules: Rules, text: str, where: str) -> tuple[list[list[int]], list[int]]:
    rows_text = text.split("/")
    if len(rows_text) != rules.players:
        raise InvalidPositionError(
            f"{where}: {rules.name} needs {rules.players} rows separated by '/', "
            f"found {len(rows_text)}"
        )
    rows: list[list[int]] = []
    stores: list[int] = []
    for player, row_text in enumerate(rows_text):
        pits_text, sep, store_text = row_text.partition(":")
        if not sep:
            raise InvalidPositionError(
                f"{where}: {rules.side_names[player]}'s row {row_text!r} needs ':' and its store"
            )
        counts = []
        for count in pits_text.split(".") + [store_text]:
            if not _COUNT.match(count):
                raise InvalidPositionError(
                    f"{where}: {count!r} in {row_text!r} is not a seed count "
                    f"(a whole number of 0 or more)"
                )
            counts.append(int(count))
        rows.append(counts[:-1])
        stores.append(counts[-1])
    return rows, stores


def _read_mover(rules: Rules, text: str, where: str) -> int:
    if text not in rules.side_letters:
        raise InvalidPositionError(
            f"{where}: the player to move {text!r} must be one of "
            f"{', '.join(rules.side_letters)}"
        )
    return rules.side_letters.index(text)


def parse(text: str) -> Position:
    """Read a position text written by :meth:`Position.text`.

    Raises a :class:`~mancala_core.MancalaError` (a ``ValueError``) quoting the
    text for anything malformed or inconsistent.
    """
    if not isinstance(text, str):
        raise InvalidPositionError(f"a position text must be a string, not {text!r}")
    where = repr(text)
    parts = text.split()
    if len(parts) < 3:
        raise InvalidPositionError(
            f"{where} is not a position text: expected RULES ROWS MOVER, "
            f"e.g. 'kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S'"
        )
    try:
        rules = parse_rules(parts[0])
    except MancalaError as error:
        raise type(error)(f"{where}: {error}") from None
    rows, stores = _read_rows(rules, parts[1], where)
    to_move = _read_mover(rules, parts[2], where)
    fields: dict[str, str] = {}
    for field in parts[3:]:
        key, sep, value = field.partition("=")
        if not sep or not key:
            raise InvalidPositionError(f"{where}: field {field!r} must be written name=value")
        if key in fields:
            raise InvalidPositionError(f"{where}: field {key!r} is given twice")
        fields[key] = value
    seen = fields.pop("seen", None)
    extra = rules._read_extra_fields(fields, where)
    pos = rules._build(rows, stores, to_move, extra, where)
    if seen is not None:
        pos.history = _read_seen(rules, pos, seen, where)
    return pos


def _read_seen(rules: Rules, pos: Position, text: str, where: str) -> tuple[Key, ...]:
    if not rules.remembers_positions:
        raise InvalidPositionError(f"{where}: {rules.name} has no repetition rule, so no 'seen='")
    history: list[Key] = []
    for item in text.split(";"):
        rows_text, sep, mover_text = item.partition("@")
        if not sep:
            raise InvalidPositionError(f"{where}: seen position {item!r} must be ROWS@MOVER")
        rows, stores = _read_rows(rules, rows_text, where)
        mover = _read_mover(rules, mover_text, where)
        earlier = rules._build(rows, stores, mover, {}, where)
        if earlier.cells == pos.cells and earlier.to_move == pos.to_move:
            raise InvalidPositionError(
                f"{where}: seen position {item!r} is the position itself: the game would be over"
            )
        if sum(earlier.pits(0)) + sum(earlier.pits(1)) != pos.seeds_on_board():
            raise InvalidPositionError(
                f"{where}: seen position {item!r} has a different number of seeds on the board "
                f"(captured seeds never come back)"
            )
        history.append(earlier.key())
    return tuple(history)
