"""The errors of :mod:`mancala_core`.

Every error is a :class:`ValueError` subclass whose message quotes the input
that was refused and, where there is one, the position it was refused in, so
that a learner or a log reader can reproduce it::

    >>> import mancala_core as mc
    >>> try:
    ...     mc.rules("kalah").start().play("3").play("3")
    ... except mc.IllegalMoveError as error:
    ...     print(error)  # doctest: +NORMALIZE_WHITESPACE
    illegal move '3' in 'kalah 4.4.0.5.5.5:1/4.4.4.4.4.4:0 S':
    South's pit 3 is empty; legal moves are 1 2 4 5 6
"""

from __future__ import annotations

__all__ = [
    "MancalaError",
    "UnknownRulesError",
    "InvalidOptionError",
    "InvalidPositionError",
    "InvalidMoveError",
    "IllegalMoveError",
]


class MancalaError(ValueError):
    """Base class of every error raised by :mod:`mancala_core`."""


class UnknownRulesError(MancalaError):
    """A ruleset name that the core does not know."""


class InvalidOptionError(MancalaError):
    """An unknown option, or an option value that is out of range."""


class InvalidPositionError(MancalaError):
    """A position text or set-up that is malformed or inconsistent with its rules."""


class InvalidMoveError(MancalaError):
    """A move that is malformed: not a move of this game at all."""


class IllegalMoveError(MancalaError):
    """A well-formed move that the rules do not allow in this position.

    Besides its message (in the language in use), it keeps the parts: the ``move`` text,
    the ``reason`` it is refused (``""`` when the rules give none) and the ``legal`` move
    texts, so that a board can say it in its own words.
    """

    def __init__(
        self, message: str, *, move: str = "", reason: str = "", legal: tuple[str, ...] = ()
    ) -> None:
        super().__init__(message)
        self.move = move
        self.reason = reason
        self.legal = legal
