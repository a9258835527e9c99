"""Which player a picture puts nearest the viewer: the ``bottom`` of
:func:`~mancala_core.render.board_svg`, :func:`~mancala_core.render.board_text` and the
board widget.

A person solving a puzzle sits at the side to move, so every picture can draw any player
at the bottom. What "the bottom" is depends on the board:

- two rows (Kalah, Oware, Congkak, Mankala 2/4), Toguz Kumalak's rows and kazans and
  Bao's four rows: the ``bottom`` player's row (or rows) nearest the viewer, numbered 1
  to n from the left; the other player's row on top, read right to left;
- a ring of three or four players (Basic mancala): the ring turned so that the
  ``bottom`` player's row runs along the bottom from the left; the others follow it
  counter-clockwise, as the seeds do. The text diagram lists the players in ring order
  starting with ``bottom``.

``flipped=True``, the older way to say it, means ``bottom=1``::

    >>> import mancala_core as mc
    >>> kalah = mc.rules("kalah")
    >>> bottom_player(kalah), bottom_player(kalah, 1), bottom_player(kalah, flipped=True)
    (0, 1, 1)
    >>> bottom_player(kalah, 2)
    Traceback (most recent call last):
    ...
    mancala_core.errors.InvalidOptionError: bottom=2 is not a player of kalah: \
give 0 (South) or 1 (North)
    >>> bottom_player(kalah, 0, flipped=True)
    Traceback (most recent call last):
    ...
    mancala_core.errors.InvalidOptionError: flipped=True and bottom=0 disagree: flipped=True \
puts player 1 (North) at the bottom; give bottom alone
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import InvalidOptionError

if TYPE_CHECKING:
    from ..rules.base import Rules

__all__ = ["bottom_player"]


def bottom_player(rules: Rules, bottom: int | None = None, *, flipped: bool = False) -> int:
    """The player that a picture of ``rules``' board draws nearest the viewer.

    ``bottom`` is a player index (0 = South, the default, 1 = North, up to
    ``rules.players - 1``); ``flipped=True`` means ``bottom=1``. Anything else, or a
    ``bottom`` that disagrees with ``flipped``, is an
    :class:`~mancala_core.InvalidOptionError` (a :class:`ValueError`) naming both.
    """
    players = rules.players
    if bottom is not None and (
        isinstance(bottom, bool) or not isinstance(bottom, int) or not 0 <= bottom < players
    ):
        raise InvalidOptionError(
            f"bottom={bottom!r} is not a player of {rules.label()}: give {_choices(rules)}"
        )
    if flipped:
        if players < 2:  # pragma: no cover - every ruleset has two players or more
            raise InvalidOptionError(f"flipped=True: {rules.label()} has one player")
        if bottom is not None and bottom != 1:
            raise InvalidOptionError(
                f"flipped={flipped!r} and bottom={bottom!r} disagree: flipped=True puts "
                f"player 1 ({_name(rules, 1)}) at the bottom; give bottom alone"
            )
        return 1
    return 0 if bottom is None else bottom


def _name(rules: Rules, player: int) -> str:
    names = rules.side_names
    return names[player] if player < len(names) else f"Player {player + 1}"


def _choices(rules: Rules) -> str:
    each = [f"{p} ({_name(rules, p)})" for p in range(rules.players)]
    return each[0] if len(each) == 1 else ", ".join(each[:-1]) + " or " + each[-1]
