"""A collection as CSV, in the spirit of the `Lichess puzzle database
<https://database.lichess.org/#puzzles>`_: one puzzle a row, the moves and the themes
space-separated.

==================  ========================================================================
``PuzzleId``        the puzzle's id (12 hex digits)
``Rules``           the rules label, ``kalah[pits=4,seeds=3]``
``Position``        the position text (``mc.parse`` reads it); the solving side is to move
``Goal``            ``win``, ``best_result``, ``survive``, ...
``Value``           the solving side's proved final margin
``Moves``           the solution line, both sides, move texts separated by spaces
``Length``          the number of moves in ``Moves``
``Rating``          Glicko-2 rating (empty until graded)
``RatingDeviation`` its deviation (empty until graded)
``Grade``           1-5 (empty until graded)
``Themes``          theme names separated by spaces
``Source``          where the position came from
``Tempting``        the wrong moves a 2-ply search likes at least as much (empty if not counted)
``Seeds``           the seeds on the board
==================  ========================================================================

Unlike Lichess's file, whose ``FEN`` is the position *before* the opponent's last move and
whose ``Moves`` begin with that move, ``Position`` here is the puzzle itself and ``Moves``
begin with the solver's first move. Lichess's ``Popularity``, ``NbPlays``, ``GameUrl`` and
``OpeningTags`` have no counterpart (nobody has played these puzzles yet).

:func:`read_csv` reads the file back, checking every field as a collection file is checked:

    >>> import mancala_core as mc
    >>> from puzzles import Collection, Puzzle
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    >>> collection = Collection((Puzzle.create(pos, "win", value=6, solution=["3"],
    ...                                        themes=["capture"]),))
    >>> text = to_csv(collection)
    >>> print(text.splitlines()[0])
    PuzzleId,Rules,Position,Goal,Value,Moves,Length,Rating,RatingDeviation,Grade,Themes,Source,Tempting,Seeds
    >>> row = next(csv.DictReader(io.StringIO(text)))
    >>> row["PuzzleId"], row["Rules"], row["Moves"], row["Themes"], row["Grade"]
    ('ad24e3d84c54', 'kalah[pits=4,seeds=3]', '3', 'capture', '')
    >>> read_csv(text) == collection
    True
"""

from __future__ import annotations

import csv
import io
from typing import Any

from .errors import PuzzleFileError
from .schema import Collection, Puzzle

__all__ = ["COLUMNS", "to_csv", "read_csv"]

#: the CSV's columns, in order
COLUMNS = ("PuzzleId", "Rules", "Position", "Goal", "Value", "Moves", "Length", "Rating",
           "RatingDeviation", "Grade", "Themes", "Source", "Tempting", "Seeds")


def _words(values: tuple[str, ...], what: str, puzzle: Puzzle) -> str:
    for value in values:
        if not value or value != value.strip() or " " in value:
            raise PuzzleFileError(f"puzzle {puzzle.id!r}: {what} {value!r} cannot be written "
                                  f"space-separated")
    return " ".join(values)


def _number(value: float | int | None) -> str:
    return "" if value is None else repr(value)


def to_csv(collection: Collection) -> str:
    """The collection as CSV text (a header row, then one row a puzzle, ``\\n`` line ends)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(COLUMNS)
    for p in collection:
        writer.writerow([p.id, p.rules, p.position, p.goal, p.value,
                         _words(p.solution, "move", p), p.length, _number(p.rating),
                         _number(p.rating_deviation), _number(p.grade),
                         _words(p.themes, "theme", p), p.source, _number(p.tempting),
                         p.seeds])
    return out.getvalue()


def _parse_number(text: str, integer: bool) -> int | float | str | None:
    if text == "":
        return None
    try:
        return int(text) if integer else float(text)
    except ValueError:
        return text  # refused, with the field named, by Puzzle.from_json


def read_csv(text: str, *, where: str = "<csv>") -> Collection:
    """Read :func:`to_csv`'s text back; a :class:`~puzzles.errors.PuzzleFileError` names
    ``where``, the row, and (through :meth:`Puzzle.from_json`) the puzzle and the field."""
    rows = list(csv.reader(io.StringIO(text)))
    if not rows or tuple(rows[0]) != COLUMNS:
        raise PuzzleFileError(f"{where}: the header must be {','.join(COLUMNS)}, "
                              f"got {','.join(rows[0]) if rows else 'nothing'!r:.120}")
    puzzles = []
    for number, row in enumerate(rows[1:], 2):
        if len(row) != len(COLUMNS):
            raise PuzzleFileError(f"{where}: row {number} has {len(row)} fields, "
                                  f"not {len(COLUMNS)}")
        cell = dict(zip(COLUMNS, row, strict=True))
        data: dict[str, Any] = {
            "id": cell["PuzzleId"], "rules": cell["Rules"], "position": cell["Position"],
            "goal": cell["Goal"], "value": _parse_number(cell["Value"], True),
            "solution": cell["Moves"].split(), "length": _parse_number(cell["Length"], True),
            "themes": cell["Themes"].split(), "source": cell["Source"],
            "rating": _parse_number(cell["Rating"], False),
            "rating_deviation": _parse_number(cell["RatingDeviation"], False),
            "grade": _parse_number(cell["Grade"], True),
            "tempting": _parse_number(cell["Tempting"], True),
            "seeds": _parse_number(cell["Seeds"], True),
        }
        puzzles.append(Puzzle.from_json(data, where=f"{where} row {number}"))
    try:
        return Collection(tuple(puzzles))
    except PuzzleFileError as error:
        raise PuzzleFileError(f"{where}: {error}") from None
