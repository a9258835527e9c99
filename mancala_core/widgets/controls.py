"""The game panel's controls in words: the option controls and the names of options and
their values, the computer's levels and seats, the move clock's settings and the points of
a series (:class:`~mancala_core.widgets.Game` builds its panel from them)."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

import ipywidgets as w

from ..errors import InvalidOptionError
from ..i18n import _, ngettext, pgettext
from ..rules.options import Option, OptionValue, format_value

__all__ = [
    "CLOCKS",
    "NOBODY",
    "check_clock",
    "check_seats",
    "clock_options",
    "level_name",
    "option_control",
    "option_name",
    "option_value_name",
    "points_text",
    "seat_value",
    "seats_of",
]

#: the computer plays no seat
NOBODY = -1

#: the move clock's settings on the panel, in seconds (seed 002's); ``Game(clock=n)`` takes
#: any whole number of seconds from 5 to 3600
CLOCKS = (30, 60)


def option_control(option: Option, value: object) -> w.ValueWidget:
    """An option's control in the language in use (its values keep their English keys): a
    list to choose from, or a number box for a long range (Bao's lap cap)."""
    if isinstance(option.allowed, range) and len(option.allowed) > 50:
        return w.BoundedIntText(
            value=value,
            min=option.allowed.start,
            max=option.allowed.stop - 1,
            description=option_name(option.name),
            tooltip=_(option.doc) if option.doc else "",
            style={"description_width": "initial"},
            layout=w.Layout(width="16em"),
        )
    if isinstance(option.allowed, range):
        choices: list[tuple[str, object]] = [(str(v), v) for v in option.allowed]
    else:
        choices = [(option_value_name(v, option.name), v) for v in option.allowed]
    return w.Dropdown(
        options=choices,
        value=value,
        description=option_name(option.name),
        tooltip=_(option.doc) if option.doc else "",
        style={"description_width": "initial"},
        layout=w.Layout(width="auto"),
    )


def option_name(name: str) -> str:
    """An option's name as the panel shows it, in the language in use: ``"empty_capture"``
    → ``"empty capture"`` (Polish ``"bicie z pustym dołkiem"``)."""
    names = {
        "pits": pgettext("option", "pits"),
        "seeds": pgettext("option", "seeds"),
        "empty_capture": pgettext("option", "empty capture"),
        "end": pgettext("option", "end"),
        "leftovers": pgettext("option", "leftovers"),
        "swap": pgettext("option", "swap"),
        "grand_slam": pgettext("option", "grand slam"),
        "capture_side": pgettext("option", "capture side"),
        "chain": pgettext("option", "chain"),
        "players": pgettext("option", "players"),
        "all_places": pgettext("option", "all places"),
        "rounds": pgettext("option", "rounds"),
        "lap_cap": pgettext("option", "lap cap"),
        "small_nyumba": pgettext("option", "small nyumba"),
        "mtaji_nyumba": pgettext("option", "mtaji nyumba"),
        "block_singletons": pgettext("option", "block singletons"),
        "never_ending": pgettext("option", "never ending"),
    }
    return names.get(name, name.replace("_", " "))


def option_value_name(value: OptionValue, option: str = "") -> str:
    """An option's value as the panel shows it, in the language in use: ``True`` → ``"yes"``,
    ``"row-empty"`` → ``"row empty"`` (the rules keep the English value); ``option`` names
    the option where a value means something else there (Bao's ``mtaji_nyumba``)."""
    if isinstance(value, bool):
        return pgettext("option value", "yes") if value else pgettext("option value", "no")
    if option == "mtaji_nyumba" and value in ("emptied", "first-capture"):
        if value == "emptied":
            return pgettext("option value", "until emptied")
        return pgettext("option value", "until the first capture")
    names = {
        "row-empty": pgettext("option value", "row empty"),
        "no-move": pgettext("option value", "no move"),
        "owner": pgettext("option value", "owner"),
        "emptied": pgettext("option value", "emptied"),
        "uncounted": pgettext("option value", "uncounted"),
        "no-capture": pgettext("option value", "no capture"),
        "illegal": pgettext("option value", "illegal"),
        "capture": pgettext("option value", "capture"),
        "any": pgettext("option value", "any"),
        "opponent": pgettext("option value", "opponent"),
        "own": pgettext("option value", "own"),
        "single": pgettext("option value", "single"),
        "match": pgettext("option value", "match"),
        "dormant": pgettext("option value", "dormant"),
        "lost": pgettext("option value", "lost"),
        "first-capture": pgettext("option value", "first capture"),
        "loses": pgettext("option value", "loses"),
    }
    return names.get(str(value), format_value(value))


def level_name(level: str) -> str:
    """A level of the computer player in the language in use (``"beginner"`` → Polish
    ``"początkujący"``); the API keeps the English name."""
    names = {
        "beginner": pgettext("level", "beginner"),
        "easy": pgettext("level", "easy"),
        "medium": pgettext("level", "medium"),
        "hard": pgettext("level", "hard"),
        "perfect": pgettext("level", "perfect"),
    }
    return names.get(level, level)


def clock_options(clock: int | None) -> list[tuple[str, int]]:
    """The clock's choices in the language in use: none (0), 30 s, 60 s (and ``clock``)."""
    seconds = sorted(set(CLOCKS) | ({clock} if clock else set()))
    return [(_("no clock"), 0)] + [
        (ngettext("%(n)s second", "%(n)s seconds", n) % {"n": n}, n) for n in seconds]


def check_clock(clock: object) -> int | None:
    if clock is None:
        return None
    if isinstance(clock, bool) or not isinstance(clock, int) or not 5 <= clock <= 3600:
        raise InvalidOptionError(
            f"Game option clock={clock!r} must be None (no clock) or a whole number of "
            f"seconds in 5..3600, such as 30 or 60"
        )
    return clock


def check_seats(computer: object, players: int) -> frozenset[int]:
    """The computer's seats from ``computer=``: ``None``, a player or a set of players."""
    if computer is None:
        return frozenset()
    seats: frozenset[Any]
    if isinstance(computer, Iterable) and not isinstance(computer, str):
        seats = frozenset(computer)
    else:
        seats = frozenset({computer})
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players:
            raise InvalidOptionError(
                f"Game option computer={computer!r}: a seat must be a player "
                f"0..{players - 1} (or a set of them)"
            )
    return seats


def seats_of(value: object) -> frozenset[int]:
    """The seats a computer choice stands for (``NOBODY``, a player or a set)."""
    if isinstance(value, frozenset):
        return frozenset(int(seat) for seat in value)
    if value == NOBODY or value is None:
        return frozenset()
    return frozenset({int(value)})  # type: ignore[call-overload]


def seat_value(seats: frozenset[int]) -> object:
    """The computer choice's value for ``seats``: ``NOBODY``, a player or the set."""
    if not seats:
        return NOBODY
    if len(seats) == 1:
        return next(iter(seats))
    return seats


def points_text(points: Fraction) -> str:
    """``1``, ``½``, ``1½``, or a decimal for thirds and quarters."""
    whole, part = divmod(points, 1)
    if part == 0:
        return str(int(whole))
    if part == Fraction(1, 2):
        return (str(int(whole)) if whole else "") + "½"
    return f"{float(points):.2f}"
