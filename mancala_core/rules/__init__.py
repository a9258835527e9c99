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
from typing import Any

from ..errors import UnknownRulesError
from .bao import Bao
from .base import Rules
from .basic import BasicMancala
from .congkak import Congkak
from .kalah import Kalah
from .mankala24 import Mankala24
from .moves import Move, MoveTrace, Place, Step
from .notation import parse, parse_rules
from .options import Option
from .oware import Oware
from .position import Position
from .toguz import Toguz

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
    "rules",
]

#: every ruleset of the core, by the name that :func:`rules` and position texts use
RULESETS: dict[str, type[Rules]] = {
    cls.name: cls for cls in (Kalah, Oware, Mankala24, Toguz, BasicMancala, Congkak, Bao)
}


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
