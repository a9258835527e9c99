"""The registry of games: each game's name and where its rules class lives.

The games of the core are listed by the module that holds their rules
(``mancala_core.games.<game>.rules``) and imported when first asked for, so the
rules package imports no game it does not need. :func:`register` adds a game
written elsewhere (a test's, a teacher's): :func:`~mancala_core.rules.rules`,
position texts, the command line, the pictures, the boards, the explanations,
the readable search and the puzzles then know it by what its rules class
declares.

    >>> import mancala_core as mc
    >>> list(mc.RULESETS)
    ['kalah', 'oware', 'mankala24', 'toguz', 'basic', 'congkak', 'bao']
    >>> mc.RULESETS["oware"].title
    'Oware (Abapa)'
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from ..errors import UnknownRulesError

if TYPE_CHECKING:
    from .base import Rules

__all__ = ["GAMES", "RULESETS", "Registry", "register", "unregister"]

#: the games of the core: name → ``module:class`` of its rules, in the order menus list them
GAMES: dict[str, str] = {
    "kalah": "mancala_core.games.kalah.rules:Kalah",
    "oware": "mancala_core.games.oware.rules:Oware",
    "mankala24": "mancala_core.games.mankala24.rules:Mankala24",
    "toguz": "mancala_core.games.toguz.rules:Toguz",
    "basic": "mancala_core.games.basic.rules:BasicMancala",
    "congkak": "mancala_core.games.congkak.rules:Congkak",
    "bao": "mancala_core.games.bao.rules:Bao",
}


class Registry(Mapping[str, "type[Rules]"]):
    """Every game by name: the core's (imported on first use) and the registered ones."""

    def __init__(self, games: Mapping[str, str]) -> None:
        self._where = dict(games)
        self._loaded: dict[str, type[Rules]] = {}

    def __getitem__(self, name: str) -> type[Rules]:
        if name not in self._loaded:
            where = self._where[name]  # KeyError for an unknown name
            module, _, attribute = where.partition(":")
            self._loaded[name] = getattr(importlib.import_module(module), attribute)
        return self._loaded[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._where)

    def __len__(self) -> int:
        return len(self._where)

    def __repr__(self) -> str:
        return f"Registry({', '.join(self._where)})"

    def add(self, cls: type[Rules]) -> None:
        self._where[cls.name] = f"{cls.__module__}:{cls.__qualname__}"
        self._loaded[cls.name] = cls

    def remove(self, name: str) -> None:
        del self._where[name]
        self._loaded.pop(name, None)


#: every ruleset, by the name that :func:`~mancala_core.rules.rules` and position texts use
RULESETS = Registry(GAMES)


def register(cls: type[Rules]) -> type[Rules]:
    """Add a game: its rules class, known from now on by ``cls.name``.

    Usable as a class decorator. A name that is already taken is refused
    (:class:`~mancala_core.UnknownRulesError` is for unknown names; this is a
    ``ValueError`` naming both classes), so a core game cannot be replaced by
    accident.
    """
    from .base import Rules

    if not (isinstance(cls, type) and issubclass(cls, Rules)):
        raise TypeError(f"register() takes a Rules subclass, not {cls!r}")
    name = cls.name
    if not name or not name.isidentifier() or name != name.lower():
        raise ValueError(f"a game's name must be a lower-case identifier, not {name!r}")
    if name in RULESETS and RULESETS[name] is not cls:
        raise ValueError(
            f"a game called {name!r} is already registered ({RULESETS[name].__qualname__})"
        )
    RULESETS.add(cls)
    _forget()
    return cls


def unregister(name: str) -> None:
    """Remove a registered game (the core's games stay)."""
    if name in GAMES:
        raise ValueError(f"{name!r} is one of the core's games and stays registered")
    if name not in RULESETS:
        raise UnknownRulesError(f"unknown rules {name!r}: choose one of {', '.join(RULESETS)}")
    RULESETS.remove(name)
    _forget()


def _forget() -> None:
    """Rulesets made before a change of the registry are made again."""
    from . import _make_rules

    _make_rules.cache_clear()
