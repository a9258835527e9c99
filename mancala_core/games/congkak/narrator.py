"""Why a Congkak move does what it does: :class:`CongkakNarrator`, the sentences of relays,
of the capture from an own empty hole and of the rounds of a match.
"""

from __future__ import annotations

from ...i18n import N_, _, ngettext
from ...rules.explain import Narrator
from ...rules.moves import MoveTrace, Place, Step

__all__ = ["CongkakNarrator"]


class CongkakNarrator(Narrator):
    """Congkak: clockwise, through your own store; a last seed in an occupied hole on
    either side relays (sow on with that hole's seeds); an empty own hole captures."""

    capture_rule = N_("a capture: a last seed in an empty hole of yours takes the seeds "
                      "opposite")

    def __init__(self, trace: MoveTrace) -> None:
        super().__init__(trace)
        steps = trace.steps
        #: where the move itself stops: a round that ends (the seeds left collected, and in
        #: a match the new round's refill) follows it in the trace
        self.move_end = next((k for k, s in enumerate(steps) if s.kind == "collect"
                              or (s.kind == "pick" and s.place is not None
                                  and s.place.pit is None)), len(steps))
        self.sows = [k for k in self.sows if k < self.move_end]

    def relays(self) -> list[Step]:
        return [s for s in self.trace.steps if s.kind == "pick" and s.note.startswith("relay")]

    def last(self) -> Place | None:
        """Where the move's last seed fell (not the refill of a new round)."""
        return self.trace.last_place()

    def round_end(self) -> str:
        """``"; the round is over: …"`` if the move ended a round of a match (a new one
        follows), else ``""``."""
        steps = self.trace.steps
        refills = [s for s in steps[self.move_end:] if s.kind == "pick"]
        if not refills or any(s.kind == "end" for s in steps):
            return ""
        after = self.trace.after
        collects = [s for s in steps if s.kind == "collect" and s.to is not None]
        gets = collects[0].to.player if collects and collects[0].to else self.mover
        text = _("; the round is over: %(side)s has no seeds in their holes") % {
            "side": self.who(1 - gets)}
        left = sum(s.seeds for s in collects)
        if left:
            text += _(", so %(side)s takes the %(seeds)s left") % {
                "side": self.who(gets), "seeds": self.seeds(left)}
        parts = []
        totals = []
        holes_per_row = self.rules.pits_per_player
        for pick in refills:
            holes = pick.seeds // 7
            kept = after.store(pick.player)
            totals.append(pick.seeds + kept)
            part = ngettext(
                "%(side)s fills %(n)s hole with 7 seeds (%(seeds)s) and keeps %(kept)s in store",
                "%(side)s fills %(n)s holes with 7 seeds each (%(seeds)s) and keeps %(kept)s "
                "in store", holes) % {"side": self.who(pick.player), "n": holes,
                                      "seeds": pick.seeds, "kept": kept}
            if holes == holes_per_row - 1:
                part += _(", so %(owner)s's hole %(first)s is burnt for the round") % {
                    "owner": self.owner(pick.player), "first": holes + 1}
            elif holes < holes_per_row:
                part += _(", so %(owner)s's holes %(first)s–%(last)s are burnt for the "
                          "round") % {"owner": self.owner(pick.player), "first": holes + 1,
                                      "last": holes_per_row}
            parts.append(part)
        text += _("; a new round: %(parts)s") % {"parts": "; ".join(parts)}
        starter = self.who(after.to_move)
        if len(totals) == 2 and totals[0] != totals[1]:
            text += _("; %(side)s has fewer seeds (%(few)s to %(many)s) and starts") % {
                "side": starter, "few": min(totals), "many": max(totals)}
        else:
            text += _("; a tie: %(side)s, who did not start the last round, starts") % {
                "side": starter}
        return text

    def then(self) -> str:
        return self.round_end() or super().then()

    def counting(self) -> str:
        text = self.holds(self.origin(), self.picked())
        relays = self.relays()
        if relays:
            where = ", ".join(self.place(s.place) for s in relays)
            # "once" apart: a plural's first form serves 21 and 101 in some languages
            if len(relays) == 1:
                text += _("; the sowing relays once (from %(places)s)") % {"places": where}
            else:
                text += ngettext("; the sowing relays %(n)s time (from %(places)s)",
                                 "; the sowing relays %(n)s times (from %(places)s)",
                                 len(relays)) % {"n": len(relays), "places": where}
        return text

    def outcome(self) -> str:
        last = self.last()
        if last is None:
            return super().outcome()
        who = self.who(self.mover)
        owner = self.owner(self.mover)
        if last.pit is None:
            if self.end():
                return _("the last seed lands in %(owner)s's own store, but %(end)s") % {
                    "owner": owner, "end": self.end()}
            if self.round_end():
                return _("the last seed lands in %(owner)s's own store") % {
                    "owner": owner} + self.round_end()
            return _("the last seed lands in %(owner)s's own store: %(side)s moves again") % {
                "owner": owner, "side": who}
        captures = self.own_captures()
        facing = Place(1 - self.mover, self.rules.pits_per_player + 1 - last.pit)
        values = {"owner": owner, "pit": last.pit, "place": self.place(facing), "side": who}
        if captures:
            taken = sum(s.seeds for s in captures)
            if taken > 1:
                text = _("the last seed lands in %(owner)s's own empty hole %(pit)s, and "
                         "%(place)s opposite holds %(n)s: %(side)s captures %(n)s, and the "
                         "last seed goes to %(owner)s's store with them") % {
                    **values, "n": taken - 1}
            else:
                text = _("the last seed lands in %(owner)s's own empty hole %(pit)s facing an "
                         "empty hole: nothing is captured, but under the empty-capture rule the "
                         "lone seed goes to %(owner)s's store") % values
        elif last.player == self.mover:
            text = _("the last seed lands in %(owner)s's own empty hole %(pit)s, and "
                     "%(place)s opposite is empty: without the empty-capture rule the seed "
                     "stays") % values
        else:
            text = _("the last seed lands %(place)s, an empty hole of %(other)s's: the turn "
                     "ends") % {"place": self.at(last, "in"),
                                "other": self.owner(1 - self.mover)}
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        text = super().step_reason(index, step, is_last)
        place = step.place
        who = self.who(step.player)
        if step.kind == "pick" and step.note.startswith("relay") and place is not None:
            return _("relay: the last seed fell %(place)s, which held seeds: %(side)s picks "
                     "up all %(n)s and sows on") % {"place": self.at(place, "into"),
                                                   "side": who, "n": step.seeds}
        if step.kind == "pick" and step.note:  # a new round of a match
            return ngettext(
                "a new round: %(side)s takes %(seeds)s out of %(store)s to fill %(n)s hole "
                "with 7, from hole 1 upwards",
                "a new round: %(side)s takes %(seeds)s out of %(store)s to fill %(n)s holes, "
                "7 each, from hole 1 upwards", step.seeds // 7) % {
                "side": who, "seeds": self.seeds(step.seeds), "store": self.place(place),
                "n": step.seeds // 7}
        if step.kind == "sow" and place is not None and index > self.move_end:
            return ngettext("%(place)s is filled with %(n)s seed for the new round",
                            "%(place)s is filled with %(n)s seeds for the new round",
                            step.count) % {"place": self.place(place), "n": step.count}
        if step.kind == "collect" and place is not None and step.to is not None:
            gets = step.to.player
            return _("%(text)s: %(side)s has no seeds in their holes, so the round is over and "
                     "the seeds left go to %(other)s") % {
                "text": text, "side": self.who(1 - gets), "other": self.who(gets)}
        if step.kind == "sow" and place is not None:
            if place.pit is None:
                text += _(": your own store gets a seed when the sowing passes it")
            elif is_last and step.count == 1:
                text += _(": it was empty, so the sowing stops here")
            elif place == self.origin() and index > 1:
                text += _(": the emptied hole gets a seed like any other")
        elif step.kind == "skip" and place is not None:
            if place.pit is None:
                return _("%(place)s is skipped: seeds never go into the opponent's store") % {
                    "place": self.place(place)}
            if index > self.move_end:
                return _("%(place)s cannot be filled: it is burnt for the round, and every "
                         "sowing skips it") % {"place": self.place(place)}
            return _("%(place)s is skipped: it is burnt this round") % {
                "place": self.place(place)}
        elif step.kind == "capture" and place is not None:
            last = self.last()
            if place == last and len(self.own_captures()) == 1:
                return _("the facing hole is empty: under the empty-capture rule the lone seed "
                         "goes %(store)s") % {"store": self.at(step.to, "to")}
            if place == last:
                return _("the last seed goes %(store)s with them") % {
                    "store": self.at(step.to, "to")}
            assert last is not None
            return _("capture: the last seed fell into %(owner)s's own empty hole %(pit)s, and "
                     "%(place)s facing it holds %(n)s: they go %(store)s") % {
                "owner": self.owner(step.player), "pit": last.pit,
                "place": self.place(place), "n": step.seeds, "store": self.at(step.to, "to")}
        return text
