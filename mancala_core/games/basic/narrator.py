"""Why a Basic mancala move does what it does: :class:`BasicNarrator`, the sentences of a
sowing into every store and of the places of finishing.
"""

from __future__ import annotations

from ...i18n import _, ngettext
from ...rules.explain import Narrator
from ...rules.moves import Place, Step

__all__ = ["BasicNarrator"]

_ORDINALS = ("1st", "2nd", "3rd", "4th")


def _ordinal(place: int) -> str:
    """``"1st"`` … ``"4th"`` in the language in use."""
    return (_("1st"), _("2nd"), _("3rd"), _("4th"))[place - 1]


class BasicNarrator(Narrator):
    """Basic mancala: every store is sown, anyone's; a last seed in any store moves
    again; an empty row after your own sowing finishes (places 1st, 2nd, …)."""

    def _finished_now(self) -> bool:
        before, after = self.before.extra, self.trace.after.extra
        return len(after[0]) > len(before[0])

    def counting(self) -> str:
        pit = self.trace.move.pit
        if pit is None:
            return _("%(side)s resigns") % {"side": self.who(self.mover)}
        seeds = self.picked()
        steps = self.rules.pits_per_player - pit + 1
        text = ngettext("%(holds)s and is %(n)s step %(from_store)s",
                        "%(holds)s and is %(n)s steps %(from_store)s", steps) % {
            "holds": self.holds(self.origin(), seeds), "n": steps,
            "from_store": self.at(Place(self.mover), "from")}
        if seeds == steps:
            return _("%(reason)s: exactly enough") % {"reason": text}
        if seeds < steps:
            return _("%(reason)s: not enough to reach it") % {"reason": text}
        return text

    def outcome(self) -> str:
        who = self.who(self.mover)
        if self.trace.move.pit is None:
            resigned = self.trace.after.extra[1]
            place = self.rules.players - len(resigned) + 1
            text = _("%(side)s resigns and takes the %(place)s place, the worst still free; "
                     "%(owner)s's row and store leave the ring") % {
                "side": who, "place": _ordinal(place), "owner": self.owner(self.mover)}
            return text + self.then()
        last = self.trace.last_place()
        assert last is not None
        in_store = last.pit is None
        text = self.lands(last)
        if in_store and last.player != self.mover:
            text += _(", another player's store")
        if self._finished_now():
            finished = len(self.trace.after.extra[0])
            text += _("; %(owner)s's row is now empty: %(side)s finishes %(place)s") % {
                "owner": self.owner(self.mover), "side": who, "place": _ordinal(finished)}
            if in_store:
                text += _(" (the extra move that the store would give is void)")
            # the end's note says the finish again: leave it out
            note = f": {self.name(self.mover)} finishes {_ORDINALS[finished - 1]}; "
            end = self.end().replace(note, ": ")
            return text + (f"; {end}" if end else f"; {self.next_turn()}")
        if in_store:
            text += _(": a last seed in any store gives another move: %(side)s moves "
                      "again") % {"side": who}
            return text
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        text = super().step_reason(index, step, is_last)
        place = step.place
        if step.kind == "sow" and place is not None and place.pit is None:
            if place.player == step.player:
                text += _(": your own store gets a seed; it leaves play")
            else:
                text += _(": every store is sown, anyone's; the seed leaves play")
        elif step.kind == "sow" and place is not None and place == self.origin():
            text += _(": a lap, and the emptied pit gets a seed like any other")
        elif step.kind == "skip" and place is not None:
            text = _("%(place)s is skipped: %(why)s, so that row and store have left the "
                     "ring") % {"place": self.place(place), "why": step.note}
        elif step.kind == "collect" and place is not None:
            text = ngettext("%(n)s seed %(place)s leaves play: %(side)s resigns",
                            "%(n)s seeds %(place)s leave play: %(side)s resigns",
                            step.seeds) % {"n": step.seeds, "place": self.at(place, "of"),
                                           "side": self.who(step.player)}
        return text
