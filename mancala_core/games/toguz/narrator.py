"""Why a Toguz Kumalak move does what it does: :class:`ToguzNarrator`, the sentences of the
first stone sown back, the captures on even counts and the tuzdyk.

    >>> import mancala_core as mc
    >>> from mancala_core.rules.explain import explain_move
    >>> toguz = mc.rules("toguz").position(pits=[[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]],
    ...                                    stores=[72, 80])
    >>> print(explain_move(toguz.trace("9")))  # doctest: +NORMALIZE_WHITESPACE
    White's hole 9 holds 2 stones: the first goes back into it and the last lands 1 hole
    further on, so the last stone makes Black's hole 1 hold 3: it becomes White's tuzdyk for
    the rest of the game, and its 3 stones go to White's kazan; Black's turn
"""

from __future__ import annotations

from ...i18n import _, ngettext
from ...rules.explain import Narrator
from ...rules.moves import Place, Step

__all__ = ["ToguzNarrator"]


class ToguzNarrator(Narrator):
    """Toguz Kumalak: the first stone back into the hole; an even count on the
    opponent's row captures; 3 makes a tuzdyk (with its three restrictions)."""

    def _tuzdyk_owner(self, index: int, place: Place) -> int | None:
        """The owner of the tuzdyk that the sow step ``index`` fell into, if it did."""
        steps = self.trace.steps
        nxt = steps[index + 1] if index + 1 < len(steps) else None
        if (nxt is not None and nxt.kind == "capture" and nxt.place == place
                and nxt.note.endswith("'s tuzdyk")):
            return nxt.player
        return None

    def counting(self) -> str:
        stones = self.picked()
        origin = self.place(self.origin())
        if stones == 1:
            return _("%(place)s holds 1 stone, which goes on to the next hole") % {
                "place": origin}
        further = stones - 1
        return ngettext("%(place)s holds %(stones)s stones: the first goes back into it and "
                        "the last lands %(n)s hole further on",
                        "%(place)s holds %(stones)s stones: the first goes back into it and "
                        "the last lands %(n)s holes further on", further) % {
            "place": origin, "stones": stones, "n": further}

    def outcome(self) -> str:
        last = self.trace.last_place()
        if last is None:
            return super().outcome()
        who, other = self.who(self.mover), self.owner(1 - self.mover)
        mine_name = self.owner(self.mover)
        where = self.place(last)
        owner = self._tuzdyk_owner(self.sows[-1], last)
        if owner is not None:
            text = _("the last stone falls %(place)s, %(owner)s's tuzdyk: it goes to "
                     "%(owner)s's kazan and nothing else happens") % {
                "place": self.at(last, "into"), "owner": self.owner(owner)}
            return text + self.then()
        count = self.count_after(last)
        if last.player == self.mover:
            text = _("the last stone lands in %(owner)s's own hole %(pit)s: only the "
                     "opponent's row captures, so nothing happens") % {
                "owner": mine_name, "pit": last.pit}
            return text + self.then()
        made = [s for s in self.own_captures() if s.place == last]
        if made and made[0].note:
            text = _("the last stone makes %(place)s hold 3: it becomes %(owner)s's tuzdyk for "
                     "the rest of the game, and its 3 stones go to %(owner)s's kazan") % {
                "place": where, "owner": mine_name}
        elif made:
            text = _("the last stone makes %(place)s hold %(n)s, an even number: %(side)s "
                     "captures %(n)s") % {"place": where, "n": count, "side": who}
        elif count == 3:
            mine, theirs = self.before.extra[self.mover], self.before.extra[1 - self.mover]
            if mine is not None:
                why = _("but %(side)s already has a tuzdyk (%(other)s's hole %(hole)s), and a "
                        "player makes only one") % {"side": who, "other": other, "hole": mine}
            elif last.pit == self.rules.pits_per_player:
                why = _("but a 9th hole never becomes a tuzdyk")
            else:
                assert theirs == last.pit
                why = _("but %(other)s's tuzdyk is hole %(hole)s of %(owner)s's row, and the two "
                        "tuzdyks never carry the same number") % {
                    "other": other, "hole": theirs, "owner": mine_name}
            text = _("the last stone makes %(place)s hold 3, %(why)s: nothing is captured") % {
                "place": where, "why": why}
        else:
            text = _("the last stone makes %(place)s hold %(n)s, an odd number: nothing is "
                     "captured") % {"place": where, "n": count}
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        text = super().step_reason(index, step, is_last)
        place = step.place
        if step.kind == "sow" and place is not None:
            owner = self._tuzdyk_owner(index, place)
            if index == 1 and place == self.origin():
                text = _("the first stone goes back %(place)s (now %(n)s)") % {
                    "place": self.at(place, "into"), "n": step.count}
            elif index == 1 and self.picked() == 1:
                text += _(": a single stone goes on to the next hole")
            if owner is not None:
                text += _(": %(owner)s's tuzdyk") % {"owner": self.owner(owner)}
        elif step.kind == "capture" and place is not None:
            taker = self.owner(step.player)
            values = {"place": self.place(place), "owner": taker, "n": step.seeds,
                      "side": self.who(step.player)}
            if step.note.endswith("'s tuzdyk"):
                return _("%(place)s is %(owner)s's tuzdyk: the stone goes on to %(owner)s's "
                         "kazan") % values
            if step.note:
                return _("the last stone made %(place)s hold 3: it becomes %(owner)s's "
                         "tuzdyk, and its 3 stones go to %(owner)s's kazan") % values
            return _("the last stone made %(place)s hold %(n)s, an even number: %(side)s "
                     "takes all %(n)s to %(owner)s's kazan") % values
        return text
