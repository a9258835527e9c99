"""The puzzle generator: positions with one winning line a person can check, proved by exact
search, graded for learners and published.

The stages, each a module with a function and a ``mancala-puzzles`` verb that reads and
writes a file (``puzzles/README.md``):

- :mod:`puzzles.generate`: candidate positions from games or other sources
  (:mod:`puzzles.sources`);
- :mod:`puzzles.proving`: each candidate's goals (:mod:`puzzles.goals`) proved by
  :func:`prove` (:mod:`puzzles.verify`);
- :mod:`puzzles.themes`: :func:`~puzzles.themes.tag`, the themes of each line;
- :mod:`puzzles.grade`: :func:`~puzzles.grade.rate`, ratings on one fixed scale from a ladder
  of solvers;
- :mod:`puzzles.selection`: a balanced collection published, every puzzle proved again;
- :mod:`puzzles.mine`: the first three as one resumable pipeline (imported on its own:
  ``from puzzles.mine import mine``).

The files: :mod:`puzzles.schema` (the :class:`Puzzle`, the :class:`Collection` and its
versioned JSON file: :func:`load`, :func:`save`). The publishing side:
:mod:`puzzles.sheets` (print-ready PDF sheets and their answer key, typst imported on first
use), :mod:`puzzles.player` (:class:`~puzzles.player.PuzzlePlayer`, the notebook widget to
solve puzzles on, imported on its own), :mod:`puzzles.daily` (:func:`daily`, the puzzle of
the day), :mod:`puzzles.trainer` (:class:`~puzzles.trainer.PuzzleTrainer`, the puzzle
trainer app of ``apps/trainer.ipynb``, imported on its own) with :mod:`puzzles.progress`
(the learner's rating, themes and review boxes, kept as a file), :mod:`puzzles.export`
(CSV), :mod:`puzzles.show` (one puzzle as text),
:mod:`puzzles.refute` (why a wrong move fails). :mod:`puzzles.cli` is ``mancala-puzzles``
(or ``python -m puzzles``).

It stands on :mod:`mancala_core.search` (imported on first use).
"""

from __future__ import annotations

from .daily import daily
from .errors import NotUniqueError, PuzzleError, PuzzleFileError, VerificationError
from .schema import GOALS, Collection, Goal, Puzzle, load, loads, save
from .verify import Proof, prove, publish, validate, verify

__all__ = ["GOALS", "Collection", "Goal", "NotUniqueError", "Proof", "Puzzle", "PuzzleError",
           "PuzzleFileError", "VerificationError", "daily", "load", "loads", "prove", "publish",
           "save", "validate", "verify"]
