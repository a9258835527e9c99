"""The puzzle generator: mine positions with one winning line, prove them and publish them.

- :mod:`puzzles.schema`: the :class:`Puzzle`, the :class:`Collection` and its versioned JSON
  file (:func:`load`, :func:`save`);
- :mod:`puzzles.verify`: :func:`prove` (a position and goal to its one solution line, by exact
  search), :func:`verify`, :func:`validate`, :func:`publish`;
- :mod:`puzzles.themes`: :func:`~puzzles.themes.themes` tagged from a solution line;
- :mod:`puzzles.mine`: :func:`~puzzles.mine.mine` puzzles from games, resumable (imported
  on its own: ``from puzzles.mine import mine``);
- :mod:`puzzles.sheets`: print-ready PDF sheets and their answer key (typst, imported on
  first use); :mod:`puzzles.export`: the CSV export; :mod:`puzzles.show`: one puzzle as text;
- :mod:`puzzles.cli`: ``mancala-puzzles`` (or ``python -m puzzles``) ``mine …``,
  ``verify PATH…``, ``sheet``, ``export``, ``show``, ``daily``;
- :mod:`puzzles.daily`: :func:`daily`, the puzzle of the day, one per date and grade;
- :mod:`puzzles.refute`: :func:`~puzzles.refute.refutation`, why a wrong move fails;
- :mod:`puzzles.player`: :class:`~puzzles.player.PuzzlePlayer`, the notebook widget to solve
  puzzles on (imported on its own: ``from puzzles.player import PuzzlePlayer``; it needs
  the widgets).

It stands on :mod:`mancala_core.search` (imported on first use); grading arrives later.
"""

from __future__ import annotations

from .daily import daily
from .errors import NotUniqueError, PuzzleError, PuzzleFileError, VerificationError
from .schema import GOALS, Collection, Goal, Puzzle, load, loads, save
from .verify import Proof, prove, publish, validate, verify

__all__ = ["GOALS", "Collection", "Goal", "NotUniqueError", "Proof", "Puzzle", "PuzzleError",
           "PuzzleFileError", "VerificationError", "daily", "load", "loads", "prove", "publish",
           "save", "validate", "verify"]
