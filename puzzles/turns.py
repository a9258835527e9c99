"""The margin a goal asks for, and the whole turns of the player to move with the seeds
they capture: what the proofs (:mod:`puzzles.verify`) and the refutations
(:mod:`puzzles.refute`) both count.
"""

from __future__ import annotations

import mancala_core as mc

from .errors import NotUniqueError, PuzzleError
from .goals import parse_goal

__all__ = ["MAX_PLIES", "seeds_taken", "threshold", "turns"]

#: a line of more moves than this (both sides') is refused: a puzzle, not a game
MAX_PLIES = 12


def threshold(goal: str, value: int) -> int:
    """The margin that ``goal`` asks for in a position worth ``value`` to the solver."""
    kind = parse_goal(goal).kind
    if kind == "win":
        return 1
    if kind == "save":
        return 0
    if kind == "best_result":
        return value
    raise PuzzleError(f"goal {goal!r} has no threshold: choose one of win, best_result, "
                      f"save")


def seeds_taken(trace: mc.MoveTrace) -> int:
    """The seeds a move captures from the opponent's row (the mover's own last seed,
    taken to the store with them, not counted)."""
    return trace.taken()


def turns(pos: mc.Position) -> list[tuple[tuple[str, ...], int]]:
    """Every whole turn of the player to move in ``pos`` (its moves, until the other player
    is to move or the game is over) with the seeds it captures from the opponent's row.

        >>> import mancala_core as mc
        >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
        >>> turns(pos)          # 4 into the store, again; 3 ends in it too, again; then 4
        [(('3', '4'), 0), (('4', '3', '4'), 0)]
    """
    side = pos.to_move
    out: list[tuple[tuple[str, ...], int]] = []

    def walk(at: mc.Position, moves: tuple[str, ...], taken: int) -> None:
        if len(moves) > MAX_PLIES:
            raise NotUniqueError(f"a turn of more than {MAX_PLIES} moves in {pos.text()!r}")
        for move in at.legal_moves():
            trace = at.trace(move)
            got = taken + seeds_taken(trace)
            after = trace.after
            if after.is_over() or after.to_move != side:
                out.append(((*moves, move.text), got))
            else:
                walk(after, (*moves, move.text), got)

    walk(pos, (), 0)
    return out
