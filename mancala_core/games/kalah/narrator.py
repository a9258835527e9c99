"""Why a Kalah move does what it does: :class:`KalahNarrator`, the sentences of a sowing
that passes the mover's own store (the count to the store, laps, the extra move, the
capture from an own empty pit, ``empty_capture``).

    >>> import mancala_core as mc
    >>> from mancala_core.rules.explain import explain_move
    >>> print(explain_move(mc.rules("kalah").start().trace("3")))
    South's pit 3 holds 4 seeds and is 4 steps from South's store: exactly enough, \
so the last seed lands in South's own store: South moves again
"""

from __future__ import annotations

from ...i18n import N_, _, ngettext
from ...rules.explain import Narrator, distance, possessive
from ...rules.moves import Place, Step
from ...rules.position import Position
from ...rules.words import Role, owner_name, place_phrase

__all__ = ["KalahNarrator"]


def _held_before(pos: Position, place: Place) -> int:
    """How many seeds ``place`` held in ``pos``, before the move."""
    if place.pit is None:
        return pos.store(place.player)
    return pos.pits(place.player)[place.pit - 1]


class KalahNarrator(Narrator):
    """Kalah and its house rules: the sowing drops a seed into the mover's own store, so
    the count says how far the store is; a last seed there moves again, one in an own
    empty pit captures the pit opposite."""

    capture_rule = N_("a capture: a last seed in an empty pit of yours takes the seeds "
                      "opposite")

    @property
    def names(self) -> tuple[str, ...]:
        """The sides' names as the rules give them."""
        return self.rules.side_names

    def _at(self, place: Place, role: Role) -> str:
        return place_phrase(place, role, self.names)

    def _then_end(self, text: str, end: str) -> str:
        """``text``, then ``"; the game is over…"`` if the move ended the game."""
        return _("%(text)s; %(end)s") % {"text": text, "end": end} if end else text

    def counting(self) -> str:
        """``"South's pit 4 holds 5 seeds and is 3 steps from South's store"``, with a word
        on laps and exact counts: the reason part of the last seed's place."""
        names = self.names
        pit = self.trace.move.pit
        assert pit is not None
        before = self.before
        mover = self.mover
        seeds = self.picked()
        origin = possessive(Place(mover, pit), names)
        holds = ngettext("%(place)s holds %(n)s seed", "%(place)s holds %(n)s seeds", seeds) % {
            "place": origin, "n": seeds}
        steps = distance(before, pit)
        lap = 2 * before.rules.pits_per_player + 1  # both rows and the mover's own store
        reason = ngettext("%(holds)s and is %(n)s step %(from_store)s",
                          "%(holds)s and is %(n)s steps %(from_store)s", steps) % {
            "holds": holds, "n": steps, "from_store": self._at(Place(mover), "from")}
        if seeds == steps:
            return _("%(reason)s: exactly enough") % {"reason": reason}
        if seeds < steps:
            return _("%(reason)s: not enough to reach it") % {"reason": reason}
        if seeds >= lap:
            laps = seeds // lap
            rest = seeds - laps * lap
            if laps == 1:
                text = _("%(reason)s; %(seeds)s seeds make a full lap of %(places)s places")
            else:
                text = ngettext(
                    "%(reason)s; %(seeds)s seeds make %(n)s full lap of %(places)s places",
                    "%(reason)s; %(seeds)s seeds make %(n)s full laps of %(places)s places",
                    laps)
            text = text % {"reason": reason, "seeds": seeds, "n": laps, "places": lap}
            if rest:
                text += _(" and %(n)s more") % {"n": rest}
            return text
        return reason

    def outcome(self) -> str:
        names = self.names
        before = self.before
        mover = self.mover
        who = self.who(mover)
        owner = owner_name(names[mover])
        last = self.trace.last_place()
        if last is None:
            return self.end() or self.plays()
        end = self.end()
        captured = self.trace.captured()
        lands = _("the last seed lands %(place)s") % {"place": self._at(last, "in")}
        if last.pit is None and last.player == mover:
            if end:
                return _("the last seed lands in %(owner)s's own store: "
                         "%(side)s would move again, but %(end)s") % {
                    "side": who, "owner": owner, "end": end}
            return _("the last seed lands in %(owner)s's own store: %(side)s moves again") % {
                "side": who, "owner": owner}
        turn = _("%(owner)s's turn") % {"owner": owner_name(names[1 - mover])}
        if last.player != mover or last.pit is None:
            return _("%(lands)s, on the opponent's row: %(next)s") % {
                "lands": lands, "next": end if end else turn}
        # an own pit: empty before the last seed?
        count_after_sowing = self.count_after(last)
        facing = Place(1 - mover, before.rules.pits_per_player + 1 - last.pit)
        facing_name = possessive(facing, names)
        if count_after_sowing != 1:
            if _held_before(before, last) == 0:
                # empty when the move began: a lap refilled it before the last seed fell
                text = _("%(lands)s, which was empty when the move began, but the lap dropped "
                         "a seed there earlier, so it was not empty just before the last seed "
                         "(%(n)s now): no capture, %(turn)s") % {
                    "lands": lands, "n": count_after_sowing, "turn": turn}
            else:
                text = _("%(lands)s, which already held seeds (%(n)s now): no capture, "
                         "%(turn)s") % {"lands": lands, "n": count_after_sowing, "turn": turn}
            return self._then_end(text, end)
        if captured:
            opposite = captured - 1
            if opposite:
                text = _("the last seed lands in %(owner)s's own empty pit %(pit)s, and "
                         "%(facing)s opposite holds %(n)s: %(side)s captures %(n)s, and the "
                         "last seed goes to %(owner)s's store with them") % {
                    "side": who, "owner": owner, "pit": last.pit, "facing": facing_name,
                    "n": opposite}
            else:
                text = _("the last seed lands in %(owner)s's own empty pit %(pit)s facing an "
                         "empty pit: nothing is captured, but under the empty-capture rule the "
                         "lone seed still goes to %(owner)s's store") % {"owner": owner,
                                                                        "pit": last.pit}
            return self._then_end(text, end) if end else _("%(text)s; %(turn)s") % {
                "text": text, "turn": turn}
        text = _("the last seed lands in %(owner)s's own empty pit %(pit)s, but %(facing)s "
                 "opposite is empty: nothing is captured, %(turn)s") % {
            "owner": owner, "pit": last.pit, "facing": facing_name, "turn": turn}
        return self._then_end(text, end)

    def step_reasons(self) -> list[str]:
        last_sow = self.sows[-1] if self.sows else -1
        return [self.step_reason(k, step, k == last_sow)
                for k, step in enumerate(self.trace.steps)]

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        names = self.names
        who = self.who(step.player)
        owner = owner_name(names[step.player]) if step.player < len(names) else who
        place = step.place
        if step.kind == "pick" and place is not None:
            return ngettext("%(side)s picks up the %(n)s seed %(place)s",
                            "%(side)s picks up the %(n)s seeds %(place)s", step.seeds) % {
                "side": who, "n": step.seeds, "place": self._at(place, "of")}
        if step.kind == "sow" and place is not None:
            if is_last:
                text = _("the last seed %(place)s (now %(n)s)")
            else:
                text = _("a seed %(place)s (now %(n)s)")
            text = text % {"place": self._at(place, "into"), "n": step.count}
            if place == self.origin():
                text += _(": 13 or more seeds make a lap, and in Kalah the emptied pit gets a "
                          "seed too")
            elif place.pit is None and place.player == step.player and not is_last:
                text += _(": your own store gets a seed when the sowing passes it")
            return text
        if step.kind == "skip" and place is not None:
            return _("%(place)s is skipped: seeds never go into the opponent's store") % {
                "place": possessive(place, names)}
        if step.kind == "capture" and place is not None and step.to is not None:
            return self._capture(step, place, step.to, owner)
        if step.kind == "extra-move":
            return _("the last seed fell into %(owner)s's own store: %(side)s moves again") % {
                "side": who, "owner": owner}
        if step.kind == "collect" and place is not None and step.to is not None:
            return ngettext("%(n)s seed left %(place)s goes %(store)s",
                            "%(n)s seeds left %(place)s go %(store)s", step.seeds) % {
                "n": step.seeds, "place": self._at(place, "in"),
                "store": self._at(step.to, "to")}
        if step.kind == "end":
            return self.game_over(step)
        return step.describe(names)

    def _capture(self, step: Step, place: Place, to: Place, owner: str) -> str:
        """A capture step: the pit opposite, or the last seed that goes with it."""
        store = self._at(to, "to")
        last = self.trace.last_place()
        if last is not None and place == last:
            captures = [s for s in self.trace.steps if s.kind == "capture"]
            if len(captures) == 1:
                return _("the last seed fell into %(owner)s's own empty pit %(pit)s facing an "
                         "empty pit: under the empty-capture rule it still goes %(store)s") % {
                    "owner": owner, "pit": place.pit, "store": store}
            return _("the last seed goes %(store)s with them") % {"store": store}
        if last is not None and last.player == step.player and last.pit is not None:
            own = _("into %(owner)s's own empty pit %(pit)s") % {"owner": owner, "pit": last.pit}
        elif last is not None:
            own = self._at(last, "into")
        else:
            own = _("into an empty pit")
        return ngettext("capture: the last seed fell %(landing)s, and %(place)s opposite holds "
                        "%(n)s: that 1 goes %(store)s",
                        "capture: the last seed fell %(landing)s, and %(place)s opposite holds "
                        "%(n)s: those %(n)s go %(store)s", step.seeds) % {
            "landing": own, "place": possessive(place, self.names), "n": step.seeds,
            "store": store}
