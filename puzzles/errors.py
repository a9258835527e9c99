"""The errors of :mod:`puzzles`: every one a :class:`ValueError` that quotes its input."""

from __future__ import annotations

__all__ = ["PuzzleError", "PuzzleFileError", "NotUniqueError", "VerificationError"]


class PuzzleError(ValueError):
    """Base class of every error raised by :mod:`puzzles`."""


class PuzzleFileError(PuzzleError):
    """A collection file that cannot be read, or a puzzle in it that is malformed: the
    message names the file, the puzzle id and the field."""


class NotUniqueError(PuzzleError):
    """A position and goal that make no puzzle: the goal is out of reach, or at some turn of
    the solving side not exactly one move reaches it. The message quotes the position, the
    goal and the moves."""


class VerificationError(PuzzleError):
    """A stored puzzle whose solution the search does not prove: names every such puzzle."""
