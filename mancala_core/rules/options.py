"""Declared options of a ruleset: their defaults, allowed values and text forms.

An :class:`Option` knows how to check a value given in Python (``seeds=3``)
and how to read one given as text (``seeds=3`` in a position text or
``--seeds 3`` on the command line)::

    >>> seeds = Option("seeds", 4, range(1, 10), "seeds per pit at the start")
    >>> seeds.check(3, "kalah")
    3
    >>> seeds.read("5", "kalah")
    5
    >>> seeds.check(12, "kalah")
    Traceback (most recent call last):
    ...
    mancala_core.errors.InvalidOptionError: kalah option seeds=12 is out of range: allowed 1..9
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..errors import InvalidOptionError

__all__ = ["Option", "OptionValue"]

OptionValue = bool | int | str


@dataclass(frozen=True)
class Option:
    """One option of a ruleset.

    ``allowed`` is a ``range`` for whole numbers, or a tuple of the allowed
    values (booleans or strings); the default comes first in the docs.
    """

    name: str
    default: OptionValue
    allowed: range | tuple[OptionValue, ...]
    doc: str = ""

    def describe_allowed(self) -> str:
        """The allowed values as a short text, e.g. ``1..9`` or ``owner, emptied``."""
        if isinstance(self.allowed, range):
            return f"{self.allowed.start}..{self.allowed.stop - 1}"
        return ", ".join(format_value(v) for v in self.allowed)

    def check(self, value: Any, game: str) -> OptionValue:
        """Return ``value`` if it is allowed, else raise :class:`InvalidOptionError`."""
        if isinstance(self.allowed, range):
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidOptionError(
                    f"{game} option {self.name}={value!r} must be a whole number "
                    f"in {self.describe_allowed()}"
                )
            if value not in self.allowed:
                raise InvalidOptionError(
                    f"{game} option {self.name}={value!r} is out of range: "
                    f"allowed {self.describe_allowed()}"
                )
            return int(value)
        for allowed in self.allowed:
            if type(allowed) is type(value) and allowed == value:
                return value
        raise InvalidOptionError(
            f"{game} option {self.name}={value!r} is not allowed: "
            f"choose one of {self.describe_allowed()}"
        )

    def read(self, text: str, game: str) -> OptionValue:
        """Read a value written as text (``true``, ``3``, ``no-capture``) and check it."""
        value: OptionValue
        if isinstance(self.allowed, range):
            try:
                value = int(text)
            except ValueError:
                raise InvalidOptionError(
                    f"{game} option {self.name}={text!r} must be a whole number "
                    f"in {self.describe_allowed()}"
                ) from None
        elif all(isinstance(v, int) and not isinstance(v, bool) for v in self.allowed):
            try:
                value = int(text)
            except ValueError:
                raise InvalidOptionError(
                    f"{game} option {self.name}={text!r} must be one of {self.describe_allowed()}"
                ) from None
        elif all(isinstance(v, bool) for v in self.allowed):
            lowered = text.lower()
            if lowered not in ("true", "false"):
                raise InvalidOptionError(
                    f"{game} option {self.name}={text!r} must be true or false"
                )
            value = lowered == "true"
        else:
            value = text
        return self.check(value, game)


def format_value(value: OptionValue) -> str:
    """The text form of an option value: ``true``, ``3``, ``no-capture``."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
