"""The captures a player threatens, which the hints and the explanations look for.

    >>> import mancala_core as mc
    >>> pos = mc.parse("kalah 0.1.0.0.0.5:30/0.0.0.3.0.0:9 S")
    >>> threats(pos, 1)
    {4: 3}
    >>> threats(as_opponent_to_move(pos), 0)
    {}
"""

from __future__ import annotations

from ...rules import Position

__all__ = ["as_opponent_to_move", "threats"]


def threats(pos: Position, victim: int) -> dict[int, int]:
    """``{pit: seeds}`` of ``victim``'s pits that the player to move in ``pos`` can
    capture with one move (``victim`` is not the player to move)."""
    out: dict[int, int] = {}
    for move in pos.legal_moves():
        if move.pit is None:
            continue
        for step in pos.trace(move).steps:
            if (step.kind == "capture" and step.place is not None
                    and step.place.player == victim and step.place.pit is not None):
                out[step.place.pit] = max(out.get(step.place.pit, 0), step.seeds)
    return out


def as_opponent_to_move(pos: Position) -> Position | None:
    """The same board with the other player to move (:meth:`Position.with_other_to_move`),
    or ``None`` where the rules would not set it up."""
    try:
        return pos.with_other_to_move()
    except ValueError:  # pragma: no cover - the same board is always a valid set-up
        return None
