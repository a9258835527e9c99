"""The course's exercise helper: exercises that check an answer and explain a mistake.

A lesson imports its exercises, bound as ``q1``, ``q2``…::

    from coursework.lesson02 import q1, q2, q3

and a learner answers in a cell::

    answer = None          # your answer here
    q1.check(answer)       # q1.hint(), q1.solution() when stuck

Exercises answered on a board read the move from it: ``board = q2.board()``,
click a pit, then ``q2.check(board)``.

Imported in a notebook, it also explains an answer typed without its quotes
(``answer = North 2``): :mod:`coursework.quotes`.

The kinds of exercise live in :mod:`coursework.exercises` (and the strategy kinds,
the best move and the tournament, in :mod:`coursework.strategy`), the goals a move can
have in :mod:`coursework.goals`, and the teacher's copies are made by
``python -m coursework.teacher`` (:mod:`coursework.teacher`).
"""

from __future__ import annotations

from .exercises import (
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
from .feedback import Feedback
from .goals import (
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
from .notes import TeacherNotes
from .quotes import install as _install_quotes
from .strategy import BestMove, Tournament

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
