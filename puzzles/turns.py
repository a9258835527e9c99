"""The margin a goal asks for, and the whole turns of the player to move with the seeds
they capture: what the proofs (:mod:`puzzles.verify`) and the refutations
(:mod:`puzzles.refute`) both count.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import mancala_core as mc

from .errors import NotUniqueError, PuzzleError
from .goals import parse_goal

if TYPE_CHECKING:
    from .schema import Puzzle

__all__ = ["MAX_PLIES", "Gains", "final_store", "line_gains", "seeds_taken", "threshold",
           "turns"]

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


def final_store(pos: mc.Position, player: int) -> int:
    """``player``'s store in ``pos``, or its final score when the game is over (the seeds
    left in the rows swept in as the rules say): what a goal of seeds counts."""
    return pos.scores()[player] if pos.is_over() else pos.store(player)


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


@dataclass(frozen=True)
class Gains:
    """What a puzzle's line brings the solving side, counted from the moves' steps:
    ``stored`` seeds reach its store in all (sown into it, captured, or left in its row at
    the end), of which ``taken`` were the opponent's and ``swept`` were left in the row when
    the game ended; ``moves`` is the line's length."""

    stored: int
    taken: int
    swept: int
    moves: int


def line_gains(puzzle: Puzzle) -> Gains:
    """Play the puzzle's line and count what it brings the solver (:class:`Gains`).

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> pos = mc.parse("kalah 1.1.13.0.0.0:17/0.0.1.1.0.1:13 S")  # 13 seeds: a lap
    >>> line_gains(Puzzle.create(pos, "biggest_capture", value=2, solution=["3"]))
    Gains(stored=4, taken=2, swept=0, moves=1)
    """
    pos = puzzle.start()
    solver = pos.to_move
    stored = taken = swept = 0
    for text in puzzle.solution:
        if pos.is_over():
            break
        trace = pos.trace(text)
        for step in trace.steps:
            into_store = (step.to if step.kind in ("capture", "collect") else step.place)
            if into_store is None or into_store.pit is not None or \
                    into_store.player != solver:
                continue
            if step.kind == "sow":
                stored += 1
            elif step.kind == "capture":
                stored += step.seeds
                taken += step.seeds if step.place and step.place.player != solver else 0
            elif step.kind == "collect":
                stored += step.seeds
                swept += step.seeds
        pos = trace.after
    return Gains(stored, taken, swept, len(puzzle.solution))
