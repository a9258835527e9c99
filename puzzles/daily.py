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
date, the rules and the grade in words (:func:`rules_words`), the board with the side to
play at the bottom, the goal (:func:`puzzles.goals.describe`) and, when asked, the solution
as the sheet's answer key gives it:

    >>> # North to play: North's row [0, 1, 1, 0] and store 12, South's [1, 0, 0, 0] and 9
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 1.0.0.0:9/0.1.1.0:12 N")
    >>> puzzle = Puzzle.create(pos, "win", value=6, solution=["3"])
    >>> print(daily_text(puzzle, "2026-12-01", solution=True))  # doctest: +ELLIPSIS
    Puzzle of the day, 2026-12-01 (c873d6894202)
    Kalah, 4 pits on each side, 3 seeds in each pit at the start. Ungraded.
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

from .errors import PuzzleError
from .schema import Collection, Puzzle

if TYPE_CHECKING:
    from mancala_core.rules.base import Rules
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
                          f"{len(puzzles)} puzzles, grades {have}")
    return min(candidates, key=lambda p: _rank(day, grade, p.id))


def rules_words(rules: Rules, *, language: str | None = None) -> str:
    """The rules a puzzle is played by, in words a child reads (never the rules' label):
    the game's name, then every option that differs from the game's standard, and where the
    rules have a grand-slam option, what a grand slam does.

    >>> import mancala_core as mc
    >>> rules_words(mc.rules("kalah"))
    'Kalah'
    >>> rules_words(mc.rules("kalah", empty_capture=True, seeds=3))
    'Kalah with the empty-capture rule, 3 seeds in each pit at the start: a last seed that \
lands in an empty pit of yours goes to your store even when the pit opposite is empty'
    >>> rules_words(mc.rules("oware"), language="pl")
    'Oware (Abapa): ruch, który zabrałby wszystkie kamienie przeciwnika, nie zabiera żadnego'
    """
    from mancala_core.i18n import _, ngettext, using

    changed = rules.changed_options()
    parts: list[str] = []
    rulings: list[str] = []  # what a rule that a child may not know does
    with using(language):
        name = rules.title
        if changed.get("empty_capture") is True:
            name = _("%(game)s with the empty-capture rule") % {"game": rules.title}
            rulings.append(_("a last seed that lands in an empty pit of yours goes to your "
                             "store even when the pit opposite is empty"))
        for option in type(rules).OPTIONS:
            if option.name not in changed or option.name in ("empty_capture", "grand_slam"):
                continue
            value = changed[option.name]
            if option.name == "pits" and isinstance(value, int):
                parts.append(ngettext("%(n)s pit on each side", "%(n)s pits on each side",
                                      value) % {"n": value})
            elif option.name == "seeds" and isinstance(value, int):
                parts.append(ngettext("%(n)s seed in each pit at the start",
                                      "%(n)s seeds in each pit at the start", value)
                             % {"n": value})
            else:  # not in a shipped collection: the option's own words
                parts.append(f"{_(option.doc)}: {value}")
        slams = {"no-capture": _("a move that would take all of your opponent\u2019s seeds "
                                 "takes none"),
                 "illegal": _("a move that would take all of your opponent\u2019s seeds may "
                              "not be played"),
                 "capture": _("a move may take all of your opponent\u2019s seeds")}
        slam = rules.options.get("grand_slam")
        if isinstance(slam, str) and slam in slams:
            rulings.append(slams[slam])
        text = ", ".join([name, *parts])
        if rulings:
            text += ": " + "; ".join(rulings)
    return text


def text_board(pos: Position, *, language: str | None = None) -> str:
    """The board of ``pos`` as text, drawn with the side to play at the bottom (as the
    solver sits, :func:`mancala_core.render.board_text`'s ``bottom``), without the rules'
    label above it and without the status line under it: the goal says who plays, as on a
    sheet (:func:`puzzles.guide.plain_board`)."""
    from mancala_core.render import board_text

    lines = board_text(pos, bottom=pos.to_move, language=language).splitlines()
    return "\n".join(lines[1:-1])


def _goal_words(puzzle: Puzzle, language: str) -> str:
    """The goal in words for the puzzle's rules (:func:`puzzles.goals.describe`)."""
    import inspect

    from .goals import describe

    start = puzzle.start()
    side = start.rules.side_names[start.to_move]
    if "rules" in inspect.signature(describe).parameters:
        return describe(puzzle.goal, side, language=language, rules=start.rules)
    return describe(puzzle.goal, side, language=language)


def daily_text(puzzle: Puzzle, date: dt.date | str | None = None, *, language: str = "en",
               solution: bool = False) -> str:
    """The puzzle of the day ``date`` in words, in ``language``: a line with the date and
    the puzzle's id, the rules and the grade in words (:func:`rules_words`), the board with
    the side to play at the bottom (:func:`text_board`), the goal, and for a goal counted in
    moves how the moves are counted. With ``solution``, then the answer as the sheet's key
    gives it: every move with the side that plays it, one line on why
    (:func:`puzzles.sheets.answer_reason`) and the result."""
    from mancala_core.i18n import _, using
    from mancala_core.rules.words import side_name

    from .goals import DENYING, HORIZON, counting_note, parse_goal
    from .sheets import answer_moves, answer_reason, result_text

    day = as_date(date)
    start = puzzle.start()
    with using(language):
        grade = (_("Ungraded") if puzzle.grade is None
                 else _("Grade %(grade)s") % {"grade": puzzle.grade})
        lines = [_("Puzzle of the day, %(date)s (%(id)s)") % {"date": day.isoformat(),
                                                               "id": puzzle.id},
                 f"{rules_words(start.rules)}. {grade}.", "",
                 text_board(start), "", _goal_words(puzzle, language)]
        if parse_goal(puzzle.goal).kind in (*HORIZON, *DENYING):
            lines.append(counting_note(extra_moves=start.rules.extra_move_in_store))
        if solution:
            moves = "  ".join(f"{ply}. {side_name(side)} {move}"
                              for ply, side, move in answer_moves(puzzle))
            lines += ["", f"{_('Solution')}: {moves}"]
            reason = answer_reason(puzzle, language=language)
            if reason:
                lines.append(reason)
            lines.append(f"{_('Result')}: {result_text(puzzle, language=language)}")
    return "\n".join(lines)
