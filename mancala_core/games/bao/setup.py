"""Bao's set-ups and the fields of its position texts: who owns a nyumba
(``nyumba=S,N``), the hole that kutakatia blocks (``blocked=a4``) and the player who
made a never-ending move (``lost=N``), read, written and checked.

    >>> import mancala_core as mc
    >>> mc.parse("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:0/"
    ...          "1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 N nyumba=- blocked=a4").text().split()[-2:]
    ['nyumba=-', 'blocked=a4']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...errors import InvalidPositionError
from ...rules.base import Rules
from ...rules.position import Position
from .board import (
    CELLS_PER_PLAYER,
    FRONT,
    FUNCTIONAL,
    NYUMBA_RING,
    hole_name,
    parse_hole_name,
    player_hole,
)

__all__ = ["BaoSetUps"]


class BaoSetUps(Rules):
    """What :class:`~mancala_core.games.bao.rules.Bao` adds to a set-up and a position
    text (mixed into it; the attributes below are made by its ``_setup``)."""

    _ring: tuple[tuple[int, ...], ...]
    _names: tuple[tuple[str, ...], ...]
    _hand: tuple[int, int]
    small_nyumba: str
    endless_loses: bool
    block_singletons: bool

    if TYPE_CHECKING:  # Bao's own methods

        def blocked(self, pos: Position) -> str | None: ...

        def _front_occupied(self, cells: tuple[int, ...] | list[int], player: int) -> bool: ...

    def _extra_from(self, extra: dict[str, Any], where: str) -> tuple[Any, ...]:
        extra = dict(extra)
        nyumba = extra.pop("nyumba", None)
        blocked = extra.pop("blocked", None)
        lost = extra.pop("lost", None)
        super()._extra_from(extra, where)
        owned = self._read_nyumba(nyumba, where)
        cell: int | None = None
        if blocked is not None:
            found = parse_hole_name(blocked) if isinstance(blocked, str) else None
            if found is None or found[1] > FRONT:
                raise InvalidPositionError(
                    f"{where}: blocked={blocked!r} must name a front hole such as 'a4' "
                    f"(South A1..A8, North a1..a8)"
                )
            player, hole = found
            cell = player * CELLS_PER_PLAYER + hole - 1
        loser: int | None = None
        if lost is not None:
            if lost not in self.side_letters:
                raise InvalidPositionError(
                    f"{where}: lost={lost!r} must be S or N: the player who made a "
                    f"never-ending move"
                )
            loser = self.side_letters.index(lost)
        return (owned[0], owned[1], cell, loser)

    def _read_nyumba(self, given: Any, where: str) -> tuple[bool, bool]:
        if given is None:
            return True, True
        if isinstance(given, str):
            items = [] if given in ("-", "") else given.split(",")
            if any(item not in self.side_letters for item in items) or len(set(items)) != len(
                items
            ):
                raise InvalidPositionError(
                    f"{where}: nyumba={given!r} must list the owners: S,N or S or N, "
                    f"or - for none"
                )
            return "S" in items, "N" in items
        if (
            isinstance(given, (tuple, list))
            and len(given) == 2
            and all(isinstance(v, bool) for v in given)
        ):
            return bool(given[0]), bool(given[1])
        raise InvalidPositionError(
            f"{where}: nyumba={given!r} must be a pair of booleans (South owns, North owns) "
            f"or a text such as 'S,N', 'N' or '-'"
        )

    def _check_position(self, pos: Position, where: str) -> None:
        cells = pos.cells
        for p in (0, 1):
            count = cells[self._ring[p][NYUMBA_RING]]
            if pos.extra[p] and count == 0:
                raise InvalidPositionError(
                    f"{where}: {self.side_names[p]}'s nyumba {self._names[p][NYUMBA_RING]} is "
                    f"marked as owned but is empty: a nyumba is lost for ever once emptied "
                    f"(write nyumba= with the owners only, or nyumba=- for none)"
                )
            if pos.extra[p] and self.small_nyumba == "lost" and count < FUNCTIONAL:
                raise InvalidPositionError(
                    f"{where}: {self.side_names[p]}'s nyumba is marked as owned with {count} "
                    f"seeds, but with small_nyumba=lost an owned nyumba holds 6 or more"
                )
        mover, other = pos.to_move, 1 - pos.to_move
        loser = pos.extra[3]
        if loser is not None:
            if not self.endless_loses:
                raise InvalidPositionError(
                    f"{where}: lost={self.side_letters[loser]} marks a never-ending move, "
                    f"which only never_ending=loses allows"
                )
            if loser != other:
                raise InvalidPositionError(
                    f"{where}: lost={self.side_letters[loser]} must be the player who just "
                    f"moved, not the player to move"
                )
        if not self._front_occupied(cells, other):
            raise InvalidPositionError(
                f"{where}: {self.side_names[other]}'s front row is empty with "
                f"{self.side_names[mover]} to move: the game ended when it was emptied, "
                f"with {self.side_names[other]} to move"
            )
        cell = pos.extra[2]
        if cell is None:
            return
        name = hole_name(*player_hole(cell))
        if cell // CELLS_PER_PLAYER != mover:
            raise InvalidPositionError(
                f"{where}: blocked={name} is not a hole of {self.side_names[mover]}: "
                f"kutakatia blocks a hole of the player to move"
            )
        if cells[self._hand[0]] or cells[self._hand[1]]:
            raise InvalidPositionError(
                f"{where}: blocked={name} outside mtaji: kutakatia only happens when both "
                f"hands are empty"
            )
        if cells[cell] < (1 if self.block_singletons else 2):
            raise InvalidPositionError(
                f"{where}: blocked={name} holds {cells[cell]} seed(s): kutakatia blocks "
                + ("an occupied hole" if self.block_singletons else "a hole of 2 seeds or more")
            )

    def _extra_fields(self, pos: Position) -> list[str]:
        fields = []
        owned = pos.extra[0], pos.extra[1]
        if owned != (True, True):
            owners = [self.side_letters[p] for p in (0, 1) if owned[p]]
            fields.append("nyumba=" + (",".join(owners) or "-"))
        if pos.extra[2] is not None:
            fields.append(f"blocked={self.blocked(pos)}")
        if pos.extra[3] is not None:
            fields.append(f"lost={self.side_letters[pos.extra[3]]}")
        return fields

    def _read_extra_fields(self, fields: dict[str, str], where: str) -> dict[str, Any]:
        fields = dict(fields)
        out: dict[str, Any] = {}
        for key in ("nyumba", "blocked", "lost"):
            if key in fields:
                out[key] = fields.pop(key)
        super()._read_extra_fields(fields, where)
        return out
