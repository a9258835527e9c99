"""The kinds of exercise the lessons use, each with ``check``, ``hint`` and ``solution``.

The shape is the one Kaggle Learn made familiar. A lesson binds its exercises
as ``q1``, ``q2``…; the learner answers in a cell and runs ``q1.check(answer)``.
A check never raises and never changes a board: it says *why* an answer is
wrong, from the rules and the trace of the learner's move::

    >>> import mancala_core as mc
    >>> from coursework.kinds.goals import ExtraMove
    >>> q = FindMove(mc.rules("kalah").start(), ExtraMove(), title="An extra move")
    >>> print(q.check(None))  # doctest: +NORMALIZE_WHITESPACE
    No answer yet: set `answer` to a pit number from 1 to 6 (or its text, such as "3"),
    or click a pit on the board, then run the cell again.
    >>> print(q.check(4))  # doctest: +NORMALIZE_WHITESPACE
    Not yet: pit 4 does not give an extra move: South's pit 4 holds 4 seeds and is 3 steps
    from South's store, so the last seed lands in North's pit 1, on the opponent's row:
    North's turn.
    >>> print(q.check(3))  # doctest: +NORMALIZE_WHITESPACE
    Right: pit 3 gives an extra move: South's pit 3 holds 4 seeds and is 4 steps from South's
    store: exactly enough, so the last seed lands in South's own store: South moves again.
    >>> q.check("seven")
    Not yet: the answer should be a pit number from 1 to 6 (or its text, such as "3"), not 'seven'.
    >>> print(q.solution())  # doctest: +NORMALIZE_WHITESPACE
    Solution: 3. South's pit 3 holds 4 seeds and is 4 steps from South's store: exactly
    enough, so the last seed lands in South's own store: South moves again.

A wrong answer is explained without giving the right one away: the first wrong try
names the misconception and the rule to apply, the second narrows it down, and the
right answer is stated only from the third (:attr:`Exercise.REVEAL_AFTER`) or by
``solution()``; a right answer starts the count again::

    >>> q = LastSeed(mc.rules("kalah").start(), "6", title="Where does it land?")
    >>> print(q.check("North 4"))  # doctest: +NORMALIZE_WHITESPACE
    Not yet: you seem to have left out your own store: the sowing drops a seed into it every
    time it passes. Count again: take every seed of South's pit 6 and drop them one by one,
    one into each place the sowing reaches, in the order the rules sow.
    >>> print(q.check("North 4"))  # doctest: +NORMALIZE_WHITESPACE +ELLIPSIS
    Not yet: you seem to have left out your own store: ... This sowing drops no seed into
    North's pit 4: list the places it does reach, in order, and take the last.
    >>> print(q.check("North 4"))  # doctest: +NORMALIZE_WHITESPACE +ELLIPSIS
    Not yet: you seem to have left out your own store: ... South's pit 6 holds 4 seeds and
    is 1 step from South's store, so the last seed lands in North's pit 3, on the
    opponent's row: North's turn.

Every exercise can be answered on a board where that is natural: ``board =
q.board()`` shows its position; the learner clicks a pit; ``q.check(board)``
reads the move from the board.

This folder holds the kinds of exercise, each in a module by what it asks, on the base
:mod:`~coursework.kinds.exercise`: :mod:`~coursework.kinds.predict`,
:mod:`~coursework.kinds.moves`, :mod:`~coursework.kinds.counting`,
:mod:`~coursework.kinds.questions` (gathered here for the lessons), and the kinds of later
lessons: :mod:`~coursework.kinds.strategy` (the best move, the tournament),
:mod:`~coursework.kinds.puzzling` (puzzles), :mod:`~coursework.kinds.trees` (a game tree's
values); lesson 15's search task, :class:`~coursework.solving.SolverTask`, stands beside the
searches it checks in :mod:`coursework.solving`. What every kind stands on lives here too:
reading an answer (:mod:`~coursework.kinds.answers`, :mod:`~coursework.kinds.quotes`, the
buttons of :mod:`~coursework.kinds.choices`), saying what is wrong
(:mod:`~coursework.kinds.feedback`), the goals a move can have
(:mod:`~coursework.kinds.goals`) and the sowing ring a count is diagnosed on
(:mod:`~coursework.kinds.ring`, :mod:`~coursework.kinds.sowing`).

The lessons' own exercises are in :mod:`coursework.lessons`, one module per lesson.
"""

from __future__ import annotations

from .counting import CountSeeds, FinalScore, Places
from .exercise import Exercise, exercises_of
from .moves import Chain, ChooseMoves, FindMove
from .predict import BoardAfter, LastSeed, YesNo
from .questions import FunctionTask, MultipleChoice

__all__ = [
    "BoardAfter",
    "Chain",
    "ChooseMoves",
    "CountSeeds",
    "Exercise",
    "FinalScore",
    "FindMove",
    "FunctionTask",
    "LastSeed",
    "MultipleChoice",
    "Places",
    "YesNo",
    "exercises_of",
]
