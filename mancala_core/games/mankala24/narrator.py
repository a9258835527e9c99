"""Why a Mankala 2/4 move does what it does: :class:`Mankala24Narrator`, the sentences of
captures on 2 and 4 (on the sides ``capture_side`` allows, with the ``chain`` back).

    >>> import mancala_core as mc
    >>> from mancala_core.rules.explain import explain_move
    >>> pos = mc.rules("mankala24").position(pits=[[0, 2, 0, 3, 0, 0], [4] * 6],
    ...                                      stores=[10, 9])
    >>> print(explain_move(pos.trace("2")))  # doctest: +NORMALIZE_WHITESPACE
    South's pit 2 holds 2 seeds, so the last seed makes South's pit 4 hold 4 (it held 3):
    South captures 4; North's turn
"""

from __future__ import annotations

from ...i18n import _
from ...rules.explain import Narrator
from ...rules.moves import Place, Step

__all__ = ["Mankala24Narrator"]


class Mankala24Narrator(Narrator):
    """Captures on 2 and 4: the stores are never sown; a last seed that makes a pit
    hold 2 or 4 takes it (on the sides ``capture_side`` allows; ``chain`` goes back)."""

    def _allowed(self, place: Place) -> bool:
        side = self.rules.options.get("capture_side", "any")
        return side == "any" or (side == "own") == (place.player == self.mover)

    def outcome(self) -> str:
        last = self.trace.last_place()
        if last is None:
            return super().outcome()
        count = self.count_after(last)
        where = self.place(last)
        captures = self.own_captures()
        who = self.who(self.mover)
        if captures:
            taken = sum(s.seeds for s in captures)
            text = _("the last seed makes %(place)s hold %(n)s (it held %(held)s): %(side)s "
                     "captures %(n)s") % {"place": where, "n": count, "held": count - 1,
                                          "side": who}
            if len(captures) > 1:
                more = ", ".join(
                    _("%(n)s from %(place)s") % {"n": s.seeds, "place": self.place(s.place)}
                    for s in captures[1:])
                text += _(", and the chain goes back along the sowing and takes %(more)s "
                          "(%(n)s in all)") % {"more": more, "n": taken}
        elif count in (2, 4):
            side = self.rules.options.get("capture_side")
            if side == "opponent":
                text = _("the last seed makes %(place)s hold %(n)s (it held %(held)s), but under "
                         "these rules only the opponent's row captures: nothing is captured")
            else:
                text = _("the last seed makes %(place)s hold %(n)s (it held %(held)s), but under "
                         "these rules only your own row captures: nothing is captured")
            text = text % {"place": where, "n": count, "held": count - 1}
        else:
            text = _("the last seed makes %(place)s hold %(n)s, not 2 or 4: nothing is "
                     "captured") % {"place": where, "n": count}
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        text = super().step_reason(index, step, is_last)
        n = self.rules.pits_per_player
        if step.kind == "sow" and step.place is not None:
            if step.place == self.origin():
                text += _(": a lap, and the emptied pit gets a seed like any other")
            elif step.place.pit == 1 and self._previous_pit(index) == n:
                text += _(": the stores hold captured seeds only, so the sowing passes them by")
            if is_last:
                if step.count in (2, 4) and self._allowed(step.place):
                    text += _(": it held %(held)s, now %(n)s: captured") % {
                        "held": step.count - 1, "n": step.count}
                elif step.count in (2, 4):
                    text += _(": %(n)s, but these rules do not capture on this row") % {
                        "n": step.count}
                else:
                    text += _(": %(n)s is not 2 or 4, nothing to take") % {"n": step.count}
        elif step.kind == "capture" and step.place is not None:
            if step.place != self.trace.last_place():
                text = _("the chain goes back: %(place)s holds %(n)s, 2 or 4 too: taken "
                         "%(store)s") % {"place": self.place(step.place), "n": step.seeds,
                                         "store": self.at(step.to, "to")}
        return text

    def _previous_pit(self, index: int) -> int | None:
        for step in reversed(self.trace.steps[:index]):
            if step.kind == "sow" and step.place is not None:
                return step.place.pit
        return None
