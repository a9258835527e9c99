"""One puzzle as text: :func:`find` looks an id up in the collection files of a folder,
:func:`describe` prints the board, the goal, the grade and the themes, and the solution when
asked.

    >>> import mancala_core as mc
    >>> from puzzles import Puzzle
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    >>> puzzle = Puzzle.create(pos, "win", value=6, solution=["3"], themes=["capture"],
    ...                        source="an example")
    >>> print(describe(puzzle, solution=True))
    Puzzle ad24e3d84c54
    Rules: Kalah, 4 pits on each side
    North   4    3    2    1
    +----+----+----+----+----+----+
    |    |  0 |  0 |  0 |  1 |    |
    |  9 +----+----+----+----+ 12 |
    |    |  0 |  1 |  1 |  0 |    |
    +----+----+----+----+----+----+
            1    2    3    4  South
    Goal: South to play and win
    Grade: ungraded
    Themes: capture
    Source: an example
    Solution: 1. South 3 (South wins by 6)
"""

from __future__ import annotations

import os
from pathlib import Path

from .daily import rules_words, text_board
from .errors import PuzzleError
from .goals import describe as describe_goal
from .schema import Puzzle, load
from .sheets import answer_moves, result_text

__all__ = ["COLLECTIONS", "PuzzleNotFoundError", "find", "describe"]

#: where the shipped collections live
COLLECTIONS = Path(__file__).parent / "collections"


class PuzzleNotFoundError(PuzzleError):
    """No puzzle of that id (or more than one whose id starts so) in the collections."""


def _files(collections: str | os.PathLike[str]) -> list[Path]:
    folder = Path(collections)
    if folder.is_file():
        return [folder]
    if not folder.is_dir():
        raise PuzzleNotFoundError(f"no collection folder or file {os.fspath(folder)!r}")
    # only regular files: a pipe or a device named *.json is not waited on
    return sorted(p for p in folder.glob("*.json")
                  if not p.name.endswith(".state.json") and p.is_file())


def find(ident: str, collections: str | os.PathLike[str] = COLLECTIONS) -> tuple[Puzzle, Path]:
    """The puzzle whose id is ``ident`` (or, if only one id starts with it, at least 4
    characters of it) in the collection files ``*.json`` of the folder ``collections`` (or
    in that one file), and the file it is in. Every file is read and checked."""
    ident = ident.strip().lower()
    if len(ident) < 4:
        raise PuzzleNotFoundError(f"a puzzle id has 12 hex digits (at least 4 to look one "
                                  f"up), got {ident!r}")
    files = _files(collections)
    matches = [(puzzle, path) for path in files for puzzle in load(path)
               if puzzle.id.startswith(ident)]
    exact = [(puzzle, path) for puzzle, path in matches if puzzle.id == ident]
    if exact:
        return exact[0]
    if len(matches) == 1:
        return matches[0]
    if matches:
        ids = ", ".join(sorted({p.id for p, _ in matches}))
        raise PuzzleNotFoundError(f"{len(matches)} puzzles have an id starting {ident!r}: "
                                  f"{ids}")
    raise PuzzleNotFoundError(f"no puzzle {ident!r} in {os.fspath(collections)!r} "
                              f"({len(files)} collection files)")


def describe(puzzle: Puzzle, *, solution: bool = False) -> str:
    """The puzzle as text: its id, the rules and the board (the side to move at the bottom,
    as the solver sits), the goal, grade, themes and source; the solution line (who plays
    each move) and its result only if ``solution``."""
    grade = "ungraded" if puzzle.grade is None else str(puzzle.grade)
    if puzzle.rating is not None:
        grade += f" (rating {puzzle.rating:.0f}"
        if puzzle.rating_deviation is not None:
            grade += f" ± {puzzle.rating_deviation:.0f}"
        grade += ")"
    start = puzzle.start()
    goal = describe_goal(puzzle.goal, start.rules.side_names[start.to_move], language="en",
                         rules=start.rules)
    lines = [f"Puzzle {puzzle.id}", f"Rules: {rules_words(start.rules, language='en')}",
             text_board(start, language="en"), f"Goal: {goal}", f"Grade: {grade}",
             f"Themes: {', '.join(puzzle.themes) if puzzle.themes else 'none'}"]
    if puzzle.source:
        lines.append(f"Source: {puzzle.source}")
    if solution:
        moves = "  ".join(f"{ply}. {side} {move}" for ply, side, move in answer_moves(puzzle))
        lines.append(f"Solution: {moves} ({result_text(puzzle)})")
    return "\n".join(lines)
