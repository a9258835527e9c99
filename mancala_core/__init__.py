"""mancala_core: the rules, pictures and search of the mancala family of sowing games.

    >>> import mancala_core as mc
    >>> pos = mc.rules("kalah").start()
    >>> [str(m) for m in pos.legal_moves()]
    ['1', '2', '3', '4', '5', '6']
    >>> pos = pos.play("3")
    >>> pos.to_move          # the last seed fell into South's store: South again
    0
    >>> mc.parse(pos.text()) == pos
    True

What a learner reads (boards, explanations, errors) speaks one of :data:`LANGUAGES`,
English unless :func:`set_language` chose another (:mod:`mancala_core.i18n`).
"""

from __future__ import annotations

from .errors import (
    IllegalMoveError,
    InvalidMoveError,
    InvalidOptionError,
    InvalidPositionError,
    MancalaError,
    UnknownRulesError,
)
from .i18n import LANGUAGES, language, set_language
from .rules import (
    RULESETS,
    Bao,
    BasicMancala,
    Congkak,
    Kalah,
    Mankala24,
    Move,
    MoveTrace,
    Oware,
    Place,
    Position,
    Rules,
    Step,
    Toguz,
    available_rules,
    parse,
    register,
    rules,
    unregister,
)

__version__ = "0.1.0"

__all__ = [
    "RULESETS",
    "Bao",
    "BasicMancala",
    "Congkak",
    "IllegalMoveError",
    "LANGUAGES",
    "InvalidMoveError",
    "InvalidOptionError",
    "InvalidPositionError",
    "Kalah",
    "Mankala24",
    "MancalaError",
    "Move",
    "MoveTrace",
    "Oware",
    "Place",
    "Position",
    "Rules",
    "Step",
    "Toguz",
    "UnknownRulesError",
    "available_rules",
    "language",
    "parse",
    "register",
    "rules",
    "set_language",
    "unregister",
]


def __getattr__(name: str) -> object:
    """Load the search lazily: ``mc.solve``, ``mc.hint`` and ``mc.search`` import
    numba only when first used."""
    if name in ("solve", "hint", "search"):
        import importlib

        search = importlib.import_module(".search", __name__)
        return search if name == "search" else getattr(search, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
