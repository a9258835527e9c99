"""The course's exercise helper: exercises that check an answer and explain a mistake.

A lesson imports its exercises, bound as ``q1``, ``q2``…::

    from coursework.lessons.lesson02 import q1, q2, q3

and a learner answers in a cell::

    answer = None          # your answer here
    q1.check(answer)       # q1.hint(), q1.solution() when stuck

Exercises answered on a board read the move from it: ``board = q2.board()``,
click a pit, then ``q2.check(board)``.

Imported in a notebook, it also explains an answer typed without its quotes
(``answer = North 2``): :mod:`coursework.kinds.quotes`.

The package in three parts:

- :mod:`coursework.kinds`: the kinds of exercise (the strategy kinds, the best move and the
  tournament, in :mod:`coursework.kinds.strategy`), the goals a move can have
  (:mod:`coursework.kinds.goals`) and what every kind stands on: reading an answer, feedback;
- :mod:`coursework.lessons`: each lesson's exercises and teacher's notes, ``lessonNN``;
- here, what a lesson shows beside its exercises: boards side by side
  (:mod:`coursework.figures`), a first game (:mod:`coursework.games`), the family on a map
  (:mod:`coursework.family`, with ``family.json``), lessons 14 and 15's readable searches
  and the Kalah solves (:mod:`coursework.solving`, with ``kalah_6_3.json`` and
  ``kalah_6_4.json``); and the teacher's copies, made by ``python -m coursework.teacher``
  (:mod:`coursework.teacher`) with each lesson's notes (:mod:`coursework.notes`).
"""

from __future__ import annotations

from .kinds import (
    BoardAfter,
    Chain,
    ChooseMoves,
    CountSeeds,
    Exercise,
    FinalScore,
    FindMove,
    FunctionTask,
    LastSeed,
    MultipleChoice,
    Places,
    YesNo,
    exercises_of,
)
from .kinds.feedback import Feedback
from .kinds.goals import (
    Capture,
    CapturesAtLeast,
    Custom,
    EndsGame,
    ExtraMove,
    FeedsOpponent,
    Goal,
    GrandSlam,
    LandsIn,
    LeavesExtraMove,
    Legal,
    StoreAtLeast,
)
from .kinds.quotes import install as _install_quotes
from .kinds.strategy import BestMove, Tournament
from .notes import TeacherNotes

# in a notebook: an answer typed without its quotes (answer = North 2) is explained in words
_install_quotes()

__all__ = [
    "BestMove",
    "BoardAfter",
    "Capture",
    "CapturesAtLeast",
    "Chain",
    "ChooseMoves",
    "CountSeeds",
    "Custom",
    "EndsGame",
    "Exercise",
    "ExtraMove",
    "FeedsOpponent",
    "Feedback",
    "FinalScore",
    "FindMove",
    "FunctionTask",
    "Goal",
    "GrandSlam",
    "LandsIn",
    "LastSeed",
    "LeavesExtraMove",
    "Legal",
    "MultipleChoice",
    "Places",
    "StoreAtLeast",
    "TeacherNotes",
    "Tournament",
    "YesNo",
    "exercises_of",
]
