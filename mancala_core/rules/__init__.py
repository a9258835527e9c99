"""The rules of the mancala family: positions, moves, step traces and notation.

This package has no dependency outside the standard library and does no I/O.

    >>> import mancala_core as mc
    >>> mc.rules("kalah", seeds=3).start().pits(0)
    (3, 3, 3, 3, 3, 3)
    >>> mc.available_rules()
    ('kalah', 'oware', 'mankala24', 'toguz', 'basic', 'congkak', 'bao')
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..errors import UnknownRulesError
from .base import Rules
from .moves import Move, MoveTrace, Place, Step
from .notation import parse, parse_rules
from .options import Option
from .position import Position
from .registry import RULESETS, register, unregister

if TYPE_CHECKING:
    from ..games.bao.rules import Bao
    from ..games.basic.rules import BasicMancala
    from ..games.congkak.rules import Congkak
    from ..games.kalah.rules import Kalah
    from ..games.mankala24.rules import Mankala24
    from ..games.oware.rules import Oware
    from ..games.toguz.rules import Toguz

__all__ = [
    "RULESETS",
    "Bao",
    "BasicMancala",
    "Congkak",
    "Kalah",
    "Mankala24",
    "Move",
    "MoveTrace",
    "Option",
    "Oware",
    "Place",
    "Position",
    "Rules",
    "Step",
    "Toguz",
    "available_rules",
    "parse",
    "parse_rules",
    "register",
    "rules",
    "unregister",
]

#: the core's rules classes by their Python names, loaded on first use
_CLASSES = {"Kalah": "kalah", "Oware": "oware", "Mankala24": "mankala24", "Toguz": "toguz",
            "BasicMancala": "basic", "Congkak": "congkak", "Bao": "bao"}


def __getattr__(name: str) -> object:
    """``mancala_core.rules.Kalah`` and the other core classes, imported when first used."""
    if name in _CLASSES:
        return RULESETS[_CLASSES[name]]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

def rules(name: str, **options: Any) -> Rules:
    """The ruleset called ``name`` with the given options (keyword-only).

    Raises :class:`~mancala_core.UnknownRulesError` for an unknown name and
    :class:`~mancala_core.InvalidOptionError` for an unknown option or a value
    out of range.
    """
    cls = RULESETS.get(name) if isinstance(name, str) else None
    if cls is None:
        raise UnknownRulesError(
            f"unknown rules {name!r}: choose one of {', '.join(RULESETS)}"
        )
    try:
        # The key keeps each value's type: seeds=True must not find seeds=1.
        key = tuple(sorted((k, type(v).__name__, v) for k, v in options.items()))
        hash(key)
    except TypeError:  # an unhashable value: let the options' checks explain
        return cls(**options)
    return _make_rules(cls.name, key)


@lru_cache(maxsize=512)
def _make_rules(name: str, key: tuple[tuple[str, str, Any], ...]) -> Rules:
    """Rules are immutable values, so equal requests share one (with its tables)."""
    return RULESETS[name](**{option: value for option, _, value in key})


def available_rules() -> tuple[str, ...]:
    """The names of every ruleset."""
    return tuple(RULESETS)
