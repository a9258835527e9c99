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
    rules,
)

__version__ = "0.1.0"

__all__ = [
    "RULESETS",
    "Bao",
    "BasicMancala",
    "Congkak",
    "IllegalMoveError",
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
    "parse",
    "rules",
]
