"""The status line under every board picture: who is to move, or how the game ended.

The text diagram (:mod:`mancala_core.render.text`) and the SVG board
(:mod:`mancala_core.render.svg`) both say it with :func:`status_line`; the picture
joins the scores with an en dash and the stage with a middle dot::

    >>> import mancala_core as mc
    >>> over = mc.parse("kalah 0.0.0.0.0.0:20/3.0.0.0.0.0:25 S")
    >>> status_line(over), status_line(over, picture=True)
    ('Game over: North wins 28-20', 'Game over: North wins 28–20')
    >>> bao = mc.rules("bao").start()
    >>> status_line(bao), status_line(bao, picture=True)
    ('South to move, namua stage', 'South to move · namua stage')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..i18n import _
from ..rules.words import side_name

if TYPE_CHECKING:
    from ..rules.position import Position

__all__ = ["ordinal", "status_line", "winner_first"]


def ordinal(place: int) -> str:
    """``"1st"`` ... ``"6th"``: a player's place in a ranked game, in the language in use."""
    return (_("1st"), _("2nd"), _("3rd"), _("4th"), _("5th"), _("6th"))[place - 1]


def winner_first(scores: Sequence[int], winner: int | None) -> list[int]:
    """The scores with the winner's first, the others in the players' order: a result
    reads "North wins 26-22" whichever side won (a draw keeps the players' order).

        >>> winner_first([22, 26], 1), winner_first([24, 24], None)
        ([26, 22], [24, 24])
    """
    if winner is None:
        return list(scores)
    return [scores[winner]] + [s for p, s in enumerate(scores) if p != winner]


def status_line(pos: Position, *, picture: bool = False) -> str:
    """``"South to move"`` (with the stage, in games that have stages), or the result:
    the winner and the reason the game ended where the rules give one
    (:meth:`~mancala_core.rules.base.Rules.end_reason`), the places in a ranked game,
    else the scores, the winner's first. ``picture``: as the SVG board writes it (an en
    dash between the scores, a middle dot before the stage), else as the text diagram
    does (ASCII)."""
    rules = pos.rules
    names = [side_name(name) for name in rules.side_names]
    if not pos.is_over():
        stage = rules.stage(pos)
        if stage is not None:  # Bao: namua while seeds are in hand, then mtaji
            template = (_("%(side)s to move \u00b7 %(stage)s stage") if picture
                        else _("%(side)s to move, %(stage)s stage"))
            return template % {"side": names[pos.to_move], "stage": stage}
        return _("%(side)s to move") % {"side": names[pos.to_move]}
    winner = pos.winner()
    reason = rules.end_reason(pos)
    if winner is not None and reason is not None:
        return _("Game over: %(side)s wins (%(reason)s)") % {
            "side": names[winner], "reason": reason}
    if rules.ranked_by_places:
        ranking = sorted(
            (place, player) for player, place in enumerate(pos.places()) if place is not None
        )
        return _("Game over: %(ranking)s") % {"ranking": ", ".join(
            _("%(place)s %(side)s") % {"place": ordinal(place), "side": names[player]}
            for place, player in ranking
        )}
    # the winner's score first: "North wins 28-20", whichever side won
    dash = "\u2013" if picture else "-"
    scores = dash.join(str(s) for s in winner_first(pos.scores(), winner))
    if winner is None:
        return _("Game over: a draw, %(scores)s") % {"scores": scores}
    return _("Game over: %(side)s wins %(scores)s") % {"side": names[winner], "scores": scores}
