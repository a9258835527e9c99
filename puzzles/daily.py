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

:func:`daily_text` says the puzzle in words, as ``mancala-puzzles daily`` prints it: the
date, the rules and the grade in words (:func:`rules_words`), what the rules do (the sheet's
sentences), the board with the side to play at the bottom, the goal
(:func:`puzzles.goals.describe`) and, when asked, the solution as the sheet's answer key
gives it:

    >>> # North to play: North's row [0, 1, 1, 0] and store 12, South's [1, 0, 0, 0] and 9
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 1.0.0.0:9/0.1.1.0:12 N")
    >>> puzzle = Puzzle.create(pos, "win", value=6, solution=["3"])
    >>> print(daily_text(puzzle, "2026-12-01", solution=True))  # doctest: +ELLIPSIS
    Puzzle of the day, 2026-12-01 (c873d6894202)
    Kalah, 4 pits on each side. Ungraded.
    Kalah: at the start each pit holds 3 seeds, 24 seeds in all.
    A last seed that lands in an empty pit of yours captures the seeds in the pit
    opposite and goes with them to your store; when the pit opposite is empty,
    nothing is captured.
    <BLANKLINE>
    South   4    3    2    1
    +----+----+----+----+----+----+
    |    |  0 |  0 |  0 |  1 |    |
    |  9 +----+----+----+----+ 12 |
    |    |  0 |  1 |  1 |  0 |    |
    +----+----+----+----+----+----+
            1    2    3    4  North
    <BLANKLINE>
    North to play and win
    <BLANKLINE>
    Solution: 1. North 3
    3 (captures ...)
    Result: North wins by 6
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from mancala_core.rules.words import rules_words

from .errors import PuzzleError
from .schema import Collection, Puzzle

if TYPE_CHECKING:
    from mancala_core.rules.position import Position

__all__ = ["daily", "as_date", "daily_text", "rules_words", "text_board"]


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
                          f"{len(puzzles)} puzzle{'' if len(puzzles) == 1 else 's'}, "
                          f"grades {have}")
    return min(candidates, key=lambda p: _rank(day, grade, p.id))


def text_board(pos: Position, *, language: str | None = None) -> str:
    """The board of ``pos`` as text, drawn with the side to play at the bottom (as the
    solver sits, :func:`mancala_core.render.board_text`'s ``bottom``), without the rules'
    label above it and without the status line under it: the goal says who plays, as on a
    sheet (:func:`puzzles.guide.plain_board`)."""
    from mancala_core.render import board_text

    lines = board_text(pos, bottom=pos.to_move, language=language).splitlines()
    return "\n".join(lines[1:-1])


def daily_text(puzzle: Puzzle, date: dt.date | str | None = None, *, language: str = "en",
               solution: bool = False) -> str:
    """The puzzle of the day ``date`` in words, in ``language``: a line with the date and
    the puzzle's id, the rules and the grade in words (:func:`rules_words`), what the rules
    do (the seeds at the start, the capture rules: the sentences of the sheet's first page,
    :func:`puzzles.sheets.rules_lines`), the board with
    the side to play at the bottom (:func:`text_board`), the goal, and for a goal counted in
    moves how the moves are counted. With ``solution``, then the answer as the sheet's key
    gives it: every move with the side that plays it, one line on why
    (:func:`puzzles.sheets.answer_reason`) and the result."""
    from mancala_core.i18n import _, using
    from mancala_core.rules.words import side_name

    from .goals import DENYING, HORIZON, counting_note, parse_goal
    from .sheets import answer_moves, answer_reason, goal_text, result_text, rules_lines

    day = as_date(date)
    start = puzzle.start()
    with using(language):
        grade = (_("Ungraded") if puzzle.grade is None
                 else _("Grade %(grade)s") % {"grade": puzzle.grade})
        told = [f"{rules_words(start.rules)}. {grade}.",
                *rules_lines([puzzle], language=language)]
        goal = [goal_text(puzzle, language=language)]
        if parse_goal(puzzle.goal).kind in (*HORIZON, *DENYING):
            goal.append(counting_note(extra_moves=start.rules.extra_move_in_store))
        answer: list[str] = []
        if solution:
            moves = [f"{ply}. {side_name(side)} {move}"
                     for ply, side, move in answer_moves(puzzle)]
            reason = answer_reason(puzzle, language=language)
            answer = [*_moves_lines(f"{_('Solution')}:", moves),
                      *_wrapped([reason] if reason else []),
                      *_wrapped([f"{_('Result')}: {result_text(puzzle, language=language)}"])]
        heading = _("Puzzle of the day, %(date)s (%(id)s)") % {"date": day.isoformat(),
                                                                "id": puzzle.id}
    lines = [heading, *_wrapped(told), "", text_board(start, language=language), "",
             *_wrapped(goal), *([""] if answer else []), *answer]
    return "\n".join(lines)


#: the widest line of the words around the board, for a terminal of 80 columns
WIDTH = 79


def _wrapped(lines: list[str]) -> list[str]:
    """Each line wrapped at :data:`WIDTH` between words (a line too long is folded by the
    terminal in the middle of a word); an empty line stays."""
    import textwrap

    return [part for line in lines
            for part in (textwrap.wrap(line, WIDTH, break_long_words=False,
                                       break_on_hyphens=False) or [""])]


def _moves_lines(label: str, moves: list[str]) -> list[str]:
    """``label`` and the moves (``"1. South 4"``), two spaces apart, on lines of at most
    :data:`WIDTH` (more if one move is longer): a line breaks between moves, never inside
    one.

    >>> _moves_lines("Solution:", [f"{k}. South 6" for k in range(1, 10)])
    ['Solution: 1. South 6  2. South 6  3. South 6  4. South 6  5. South 6', \
'6. South 6  7. South 6  8. South 6  9. South 6']
    """
    lines = [label]
    for k, move in enumerate(moves):
        gap = " " if k == 0 else "  "
        if len(lines[-1]) + len(gap) + len(move) > WIDTH and k:
            lines.append(move)
        else:
            lines[-1] += gap + move
    return lines
