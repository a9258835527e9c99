"""Proving puzzles: :func:`prove` finds a position's one solution line for a goal, by exact
search; :func:`verify` re-proves a stored puzzle; :func:`validate` re-proves a collection and
:func:`publish` writes it only if every puzzle holds.

A goal is a threshold on the solving side's final margin (its final score minus the
opponent's, stores included, the values of :func:`mancala_core.search.solve`): *win* is a
margin of at least 1, *survive* at least 0 (the only move that does not lose), *best result*
the position's exact value. The line is built turn by turn:

- at a turn of the solving side, :func:`~mancala_core.search.moves_reaching` answers which
  moves keep the threshold. Exactly one must (two, or a move that transposes into the
  solution, make a second solution: :class:`~puzzles.errors.NotUniqueError`); if every legal
  move does, the goal is no longer in doubt and the line stops there;
- at a turn of the defender, :func:`~mancala_core.search.solve` values every reply and the
  defender plays the strongest resistance, chosen deterministically: the worst outcome for
  the solver, then the longest line, then the lowest pit;
- the line stops when the game is over; it always ends with a move of the solving side
  (forced final moves are dropped).

    >>> import mancala_core as mc
    >>> proof = prove(mc.parse("kalah[pits=3,seeds=2] 0.2.4:1/0.1.2:2 S"), "win")
    >>> proof.value, proof.solution
    (2, ('2',))
    >>> pos = mc.rules("kalah", pits=3, seeds=2).start()
    >>> prove(pos, "survive")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    puzzles.errors.NotUniqueError: goal 'survive' in '...': 2 moves reach it (2, 3), not one
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import mancala_core as mc

from .errors import NotUniqueError, PuzzleError, VerificationError
from .schema import Collection, Goal, Puzzle, save

__all__ = ["MAX_PLIES", "Proof", "prove", "threshold", "verify", "validate", "publish"]

#: a line longer than this is refused (a puzzle, not a game)
MAX_PLIES = 40

_PROVABLE: tuple[Goal, ...] = ("win", "best_result", "survive")


@dataclass(frozen=True)
class Proof:
    """What :func:`prove` found: the root's exact ``value`` for the solving side, the
    ``threshold`` the goal asks for and the ``solution`` line (both sides' moves)."""

    value: int
    threshold: int
    solution: tuple[str, ...]


def threshold(goal: Goal, value: int) -> int:
    """The margin that ``goal`` asks for in a position worth ``value`` to the solver."""
    if goal == "win":
        return 1
    if goal == "survive":
        return 0
    if goal == "best_result":
        return value
    raise PuzzleError(f"goal {goal!r} cannot be proved yet: choose one of "
                      f"{', '.join(_PROVABLE)}")


def prove(pos: mc.Position, goal: Goal) -> Proof:
    """The one solution line of ``pos`` for ``goal``, proved by exact search; a
    :class:`~puzzles.errors.NotUniqueError` if the position makes no puzzle for it."""
    from mancala_core.search import solve

    where = f"goal {goal!r} in {pos.text()!r}"
    if goal not in _PROVABLE:
        threshold(goal, 0)  # raises
    if pos.rules.options.get("swap"):
        raise PuzzleError(f"{where}: puzzles under the pie rule are not supported")
    if pos.is_over():
        raise NotUniqueError(f"{where}: the game is over")
    if len(pos.legal_moves()) < 2:
        raise NotUniqueError(f"{where}: only one legal move")
    value = solve(pos).value
    assert value is not None  # no budget: exact
    target = threshold(goal, value)
    if value < target:
        raise NotUniqueError(f"{where}: out of reach (the position is worth {value})")
    line = _Liner(pos.to_move, target, where)
    moves, problem = line.line(pos, 0)
    if problem is not None:
        raise NotUniqueError(problem)
    if not moves:
        raise NotUniqueError(f"{where}: every move reaches it, nothing to find")
    return Proof(value=value, threshold=target, solution=tuple(moves))


class _Liner:
    def __init__(self, solver: int, target: int, where: str) -> None:
        self.solver = solver
        self.target = target
        self.where = where
        self.memo: dict[tuple[mc.Position, int], tuple[list[str], str | None]] = {}

    def line(self, pos: mc.Position, ply: int) -> tuple[list[str], str | None]:
        """The line from ``pos`` (``ply`` moves into the puzzle) and the reason it fails, if
        it does; a line ends with a move of the solver."""
        key = (pos, ply)
        if key not in self.memo:
            self.memo[key] = self._line(pos, ply)
        return self.memo[key]

    def _line(self, pos: mc.Position, ply: int) -> tuple[list[str], str | None]:
        from mancala_core.search import moves_reaching, solve

        if pos.is_over():
            return [], None
        if ply >= MAX_PLIES:
            return [], f"{self.where}: the line is longer than {MAX_PLIES} moves"
        if pos.to_move == self.solver:
            reach = moves_reaching(pos, self.target)
            good = [m for m, ok in reach.items() if ok]
            if len(good) == len(reach):
                return [], None
            if len(good) != 1:
                at = f" after {pos.text()!r}" if ply else ""
                return [], (f"{self.where}: {len(good)} moves reach it ({', '.join(good)}), "
                            f"not one{at}")
            rest, problem = self.line(pos.play(good[0]), ply + 1)
            return [good[0], *rest], problem
        values = solve(pos).moves
        worst = max(values.values())
        best: tuple[list[str], str | None] | None = None
        for move in pos.legal_moves():  # pit order: the first longest line is the lowest pit
            if values[move.text] != worst:
                continue
            rest, problem = self.line(pos.play(move), ply + 1)
            if best is None or len(rest) + 1 > len(best[0]):
                best = ([move.text, *rest], problem)
        assert best is not None
        if not best[0][1:]:
            return [], best[1]  # the goal is decided: the defender's last move is dropped
        return best


def verify(puzzle: Puzzle) -> Proof:
    """Re-prove ``puzzle`` from its position and goal, trusting nothing stored (solution,
    value, and the themes that :mod:`puzzles.themes` tags); a
    :class:`~puzzles.errors.VerificationError` names the puzzle and what differs."""
    who = f"puzzle {puzzle.id!r}"
    try:
        proof = prove(puzzle.start(), puzzle.goal)
    except ValueError as error:
        raise VerificationError(f"{who}: {error}") from None
    if proof.solution != puzzle.solution:
        raise VerificationError(f"{who}: the solution is {' '.join(proof.solution)!r}, "
                                f"not the stored {' '.join(puzzle.solution)!r}")
    from .themes import THEMES, themes

    tagged = themes(puzzle.start(), proof.solution)
    if set(tagged) != set(puzzle.themes) & set(THEMES):
        raise VerificationError(f"{who}: the line's themes are {' '.join(tagged)!r}, not the "
                                f"stored {' '.join(puzzle.themes)!r}")
    if proof.value != puzzle.value:
        raise VerificationError(f"{who}: the value is {proof.value}, not the stored "
                                f"{puzzle.value}")
    return proof


def validate(collection: Collection) -> None:
    """Re-prove every puzzle of ``collection``; a
    :class:`~puzzles.errors.VerificationError` names every one that fails."""
    failures = []
    for puzzle in collection:
        try:
            verify(puzzle)
        except VerificationError as error:
            failures.append(str(error))
    if failures:
        raise VerificationError(f"{len(failures)} of {len(collection)} puzzles fail:\n"
                                + "\n".join(failures))


def publish(collection: Collection, path: str | os.PathLike[str]) -> None:
    """Validate ``collection`` and only then write it to ``path`` atomically: a collection
    that fails leaves the old file as it was."""
    validate(collection)
    save(collection, path)
