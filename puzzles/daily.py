"""The puzzle of the day: one deterministic choice per date and grade.

:func:`daily` ranks every candidate puzzle (those of the grade asked, or all) by the SHA-256
of ``"DATE|GRADE|ID"`` and takes the lowest (rendezvous hashing). So:

- the same collection, date and grade give the same puzzle on every machine, in every
  process, whatever the order of the puzzles in the file;
- **adding puzzles changes a date's choice only where a new puzzle wins that date** (with
  ``k`` puzzles added to ``n``, about a share ``k / (n + k)`` of the dates); every other date
  keeps its puzzle, so a published calendar mostly survives a bigger collection. Removing a
  puzzle changes only the dates that it had won;
- dates and grades are independent draws: consecutive days do not walk through the file in
  order, and the grades of one day are chosen separately.

    >>> import mancala_core as mc
    >>> from puzzles import Collection, Puzzle
    >>> pos = mc.parse("kalah[pits=3,seeds=2] 0.2.4:1/0.1.2:2 S")
    >>> puzzles = [Puzzle.create(pos.rules.position([[0, 2, 4], [0, 1, 2]], [1, 2], k % 2),
    ...                          "win", value=2, solution=("2",))
    ...            for k in range(2)]
    >>> daily(Collection(tuple(puzzles)), "2026-12-01").id
    '75dd00c9f8a4'
    >>> daily(Collection(tuple(reversed(puzzles))), "2026-12-01").id
    '75dd00c9f8a4'
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Iterable

from .errors import PuzzleError
from .schema import Collection, Puzzle

__all__ = ["daily", "as_date"]


def as_date(value: dt.date | str | None) -> dt.date:
    """A date from a :class:`datetime.date`, a ``YYYY-MM-DD`` text or ``None`` (today, UTC).

        >>> as_date("2026-02-28")
        datetime.date(2026, 2, 28)
        >>> as_date("2026-02-30")
        Traceback (most recent call last):
        ...
        puzzles.errors.PuzzleError: date '2026-02-30' is not a day written YYYY-MM-DD \
(day is out of range for month)
    """
    if value is None:
        return dt.datetime.now(dt.timezone.utc).date()
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    if isinstance(value, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", value.strip()):
        try:
            return dt.date.fromisoformat(value.strip())
        except ValueError as error:
            raise PuzzleError(f"date {value!r} is not a day written YYYY-MM-DD "
                              f"({error})") from None
    raise PuzzleError(f"date {value!r} is not a day written YYYY-MM-DD")


def _rank(day: dt.date, grade: int | None, puzzle_id: str) -> bytes:
    key = f"{day.isoformat()}|{'' if grade is None else grade}|{puzzle_id}"
    return hashlib.sha256(key.encode("utf-8")).digest()


def daily(collection: Collection | Iterable[Puzzle], date: dt.date | str | None = None,
          grade: int | None = None) -> Puzzle:
    """The puzzle of the day ``date`` (default: today, UTC) among the puzzles of ``grade``
    (default: all of them); see the module's notes for what stays the same when the
    collection grows. A :class:`~puzzles.errors.PuzzleError` if no puzzle has that grade.
    """
    day = as_date(date)
    puzzles = list(collection)
    if grade is not None and (isinstance(grade, bool) or not isinstance(grade, int)):
        raise PuzzleError(f"grade {grade!r} must be a whole number 1-5")
    candidates = [p for p in puzzles if grade is None or p.grade == grade]
    if not candidates:
        grades = sorted({p.grade for p in puzzles if p.grade is not None})
        have = ", ".join(map(str, grades)) if grades else "none (the puzzles are ungraded)"
        what = "no puzzles" if grade is None else f"no puzzle of grade {grade}"
        raise PuzzleError(f"{what} for the puzzle of {day.isoformat()}: "
                          f"{len(puzzles)} puzzles, grades {have}")
    return min(candidates, key=lambda p: _rank(day, grade, p.id))
