"""The widgets' bridge to :mod:`mancala_core.search`, imported lazily.

The search is optional for the boards: without it (not installed, or an
older version), the computer-opponent and hint buttons stay disabled with a
note saying why. Whatever the search returns is checked against the rules
before a board uses it.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import MancalaError
from ..rules import Move, Position, Rules

__all__ = ["Hint", "SearchUnavailable", "computer_move", "get_hint", "level_words", "levels",
           "unavailable"]

#: levels offered when the search does not list its own (the names search.players uses)
DEFAULT_LEVELS = ("beginner", "easy", "medium", "hard", "perfect")


class SearchUnavailable(MancalaError):
    """The search (or the part of it a button needs) is missing or does not fit."""


@dataclass(frozen=True)
class Hint:
    """A suggested move with the reasons for it."""

    move: str
    reasons: tuple[str, ...]


def _attribute(module: str, name: str) -> Any:
    try:
        found = importlib.import_module(module)
    except ImportError as error:
        raise SearchUnavailable(f"{module} is not available ({error})") from None
    value = getattr(found, name, None)
    if value is None or not callable(value):
        raise SearchUnavailable(f"{module} has no function {name}()")
    return value


def unavailable(what: str) -> str | None:
    """Why the ``"computer"`` or ``"hint"`` button cannot work, or ``None`` if it can."""
    module, name = {
        "computer": ("mancala_core.search.questions.players", "best_move"),
        "hint": ("mancala_core.search.questions.hints", "hint"),
    }[what]
    try:
        _attribute(module, name)
    except SearchUnavailable as error:
        return str(error)
    return None


def levels() -> tuple[str, ...]:
    """The named levels of the computer player, weakest first."""
    try:
        players = importlib.import_module("mancala_core.search.questions.players")
    except ImportError:
        return DEFAULT_LEVELS
    found = getattr(players, "LEVELS", None)
    if isinstance(found, Sequence) and found and all(isinstance(v, str) for v in found):
        return tuple(found)
    return DEFAULT_LEVELS


def level_words(rules: Rules, level: str) -> str:
    """What the computer player does at ``level`` in ``rules``, in words in the language
    in use (``""`` when the search cannot say)."""
    try:
        players = importlib.import_module("mancala_core.search.questions.players")
    except ImportError:
        return ""
    words = getattr(players, "level_words", None)
    if not callable(words):
        return ""
    try:
        return str(words(rules, level))
    except MancalaError:
        return ""


def _legal(pos: Position, value: object, source: str) -> str:
    """The text of the legal move ``value`` (a Move or its text) returned by ``source``."""
    if isinstance(value, Move):
        text = value.text
    elif isinstance(value, str):
        text = value
    elif isinstance(value, int) and not isinstance(value, bool):
        text = str(value)
    else:
        raise SearchUnavailable(
            f"{source} returned {value!r}, not a move: expected a Move or its text"
        )
    legal = [m.text for m in pos.legal_moves()]
    if text not in legal:
        raise SearchUnavailable(
            f"{source} returned {text!r}, which is not a legal move here "
            f"(legal: {' '.join(legal) or 'none'})"
        )
    return text


def computer_move(pos: Position, level: str) -> str:
    """The computer's move text at ``level``; :class:`SearchUnavailable` if it cannot say."""
    if pos.is_over():
        raise SearchUnavailable("the game is over: the computer has no move")
    best_move: Callable[..., object] = _attribute("mancala_core.search.questions.players",
                                                  "best_move")
    try:
        value = best_move(pos, level)
    except MancalaError:
        raise
    except Exception as error:
        raise SearchUnavailable(f"the computer player failed: {error!r}") from None
    return _legal(pos, value, "best_move")


def get_hint(pos: Position) -> Hint:
    """A hint for the player to move; :class:`SearchUnavailable` if the search cannot give one."""
    if pos.is_over():
        raise SearchUnavailable("the game is over: there is nothing to hint")
    hint: Callable[..., object] = _attribute("mancala_core.search.questions.hints", "hint")
    try:
        value = hint(pos)
    except MancalaError:
        raise
    except Exception as error:
        raise SearchUnavailable(f"the hint failed: {error!r}") from None
    move = getattr(value, "move", None)
    reasons = getattr(value, "reasons", None)
    if move is None:
        raise SearchUnavailable(f"hint() returned {value!r}, which has no .move")
    text = _legal(pos, move, "hint")
    if reasons is None:
        reasons = ()
    elif isinstance(reasons, str):
        reasons = (reasons,)
    elif not isinstance(reasons, (list, tuple)):
        raise SearchUnavailable(f"hint() gave reasons {reasons!r}, not a list of texts")
    return Hint(text, tuple(str(r) for r in reasons))
