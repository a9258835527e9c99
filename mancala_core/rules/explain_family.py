"""Why a move does what it does, for the wider family: Mankala 2/4, Basic mancala,
Congkak, Toguz Kumalak and Bao (RULES.md sections 3–7).

:mod:`~mancala_core.rules.explain` tells Kalah's story; for these games it hands the
trace to the :class:`Narrator` of the game, which says the same three things in the
game's own words (holes, kazans, stones, hands): how the sowing counts, what the
landing of the last seed means by the rules, and one reason per step::

    >>> import mancala_core as mc
    >>> from mancala_core.rules.explain import explain_move
    >>> pos = mc.rules("mankala24").position(pits=[[0, 2, 0, 3, 0, 0], [4] * 6],
    ...                                      stores=[10, 9])
    >>> print(explain_move(pos.trace("2")))  # doctest: +NORMALIZE_WHITESPACE
    South's pit 2 holds 2 seeds, so the last seed makes South's pit 4 hold 4 (it held 3):
    South captures 4; North's turn
    >>> toguz = mc.rules("toguz").position(pits=[[0] * 8 + [2], [2, 5, 0, 0, 0, 0, 0, 0, 1]],
    ...                                    stores=[72, 80])
    >>> print(explain_move(toguz.trace("9")))  # doctest: +NORMALIZE_WHITESPACE
    White's hole 9 holds 2 stones: the first goes back into it and the last lands 1 hole
    further on, so the last stone makes Black's hole 1 hold 3: it becomes White's tuzdyk for
    the rest of the game, and its 3 stones go to White's kazan; Black's turn

A narrator only reads the trace; it never plays a move.
"""

from __future__ import annotations

from ..i18n import _, ngettext
from .moves import MoveTrace, Place, Step
from .position import Position
from .words import Role, game_place_phrase, owner_name, seeds, side_name, stones

__all__ = ["NARRATORS", "Narrator", "narrator"]

_ORDINALS = ("1st", "2nd", "3rd", "4th")


def _ordinal(place: int) -> str:
    """``"1st"`` … ``"4th"`` in the language in use."""
    return (_("1st"), _("2nd"), _("3rd"), _("4th"))[place - 1]


class Narrator:
    """The sentences of one game. The base class says what every sowing game shares;
    each game's subclass adds what its rules do with the last seed.

    Every sentence is in the language in use (:mod:`mancala_core.i18n`); the notes that
    the rules write on a step (``Step.note``: Bao's and Congkak's reasons) stay English.
    """

    def __init__(self, trace: MoveTrace) -> None:
        self.trace = trace
        self.before: Position = trace.before
        self.rules = trace.before.rules
        self.mover = trace.before.to_move
        self.sows = [k for k, step in enumerate(trace.steps) if step.kind == "sow"]
        self.stones = self.rules.seed_word == "stone"

    # -- words ----------------------------------------------------------------------

    def name(self, player: int) -> str:
        """The side's name as the rules give it (English)."""
        names = self.rules.side_names
        return names[player] if player < len(names) else f"P{player + 1}"

    def who(self, player: int) -> str:
        """The side's name as the subject of a sentence."""
        return side_name(self.name(player))

    def owner(self, player: int) -> str:
        """The side's name as the owner of a place (*South's*)."""
        return owner_name(self.name(player))

    def place(self, place: Place | None) -> str:
        from .explain import possessive

        return possessive(place, self.rules) if place is not None else _("the board")

    def at(self, place: Place | None, role: Role) -> str:
        """``place`` with its preposition (``"into Black's hole 4"``), in the game's words."""
        if place is None:
            return _("the board")
        hole_name = getattr(self.rules, "hole_name", None)
        number = (hole_name(place.player, place.pit)
                  if hole_name is not None and place.pit is not None else None)
        return game_place_phrase(place, role, self.rules.side_names, self.rules.pit_word,
                                 self.rules.store_word, number)

    def seeds(self, count: int) -> str:
        return stones(count) if self.stones else seeds(count)

    def next_turn(self) -> str:
        after = self.trace.after
        if after.to_move == self.mover:
            return _("%(side)s moves again") % {"side": self.who(self.mover)}
        return _("%(owner)s's turn") % {"owner": self.owner(after.to_move)}

    def end(self) -> str:
        from .explain import describe_end

        return describe_end(self.trace)

    def then(self) -> str:
        """``"; North's turn"`` or ``"; the game is over: …"``."""
        end = self.end()
        return f"; {end}" if end else f"; {self.next_turn()}"

    def plays(self) -> str:
        """``"South plays 3"``: a move that sows nothing."""
        return _("%(side)s plays %(move)s") % {"side": self.who(self.mover),
                                                "move": self.trace.move.text}

    # -- the trace ------------------------------------------------------------------

    def picked(self) -> int:
        return next((s.seeds for s in self.trace.steps if s.kind == "pick"), 0)

    def origin(self) -> Place | None:
        pit = self.trace.move.pit
        return Place(self.mover, pit) if pit is not None else None

    def count_after(self, place: Place) -> int:
        """How many seeds ``place`` held just after the last seed fell (before captures)."""
        count = 0
        for step in self.trace.steps:
            if step.kind == "sow" and step.place == place:
                count = step.count
        return count

    def own_captures(self) -> list[Step]:
        return [s for s in self.trace.steps if s.kind == "capture" and s.player == self.mover]

    # -- the three questions --------------------------------------------------------

    def holds(self, place: Place | None, count: int) -> str:
        """``"South's pit 2 holds 2 seeds"``."""
        if self.stones:
            text = ngettext("%(place)s holds %(n)s stone", "%(place)s holds %(n)s stones", count)
        else:
            text = ngettext("%(place)s holds %(n)s seed", "%(place)s holds %(n)s seeds", count)
        return text % {"place": self.place(place), "n": count}

    def counting(self) -> str:
        """The count: ``"South's pit 2 holds 2 seeds"``."""
        return self.holds(self.origin(), self.picked())

    def lands(self, last: Place) -> str:
        """``"the last seed lands in North's pit 3"``."""
        text = (_("the last stone lands %(place)s") if self.stones
                else _("the last seed lands %(place)s"))
        return text % {"place": self.at(last, "in")}

    def outcome(self) -> str:
        """What the last seed's landing means, then whose turn it is."""
        last = self.trace.last_place()
        if last is None:
            return self.end() or self.plays()
        return self.lands(last) + self.then()

    def step_reasons(self) -> list[str]:
        last = self.sows[-1] if self.sows else -1
        return [self.step_reason(k, step, k == last) for k, step in enumerate(self.trace.steps)]

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        who = self.who(step.player)
        n = step.seeds
        if step.kind == "pick" and step.place is not None:
            if self.stones:
                text = ngettext("%(side)s picks up the %(n)s stone %(place)s",
                                "%(side)s picks up the %(n)s stones %(place)s", n)
            else:
                text = ngettext("%(side)s picks up the %(n)s seed %(place)s",
                                "%(side)s picks up the %(n)s seeds %(place)s", n)
            return text % {"side": who, "n": n, "place": self.at(step.place, "of")}
        if step.kind == "sow" and step.place is not None:
            if self.stones:
                text = (_("the last stone %(place)s (now %(n)s)") if is_last
                        else _("a stone %(place)s (now %(n)s)"))
            else:
                text = (_("the last seed %(place)s (now %(n)s)") if is_last
                        else _("a seed %(place)s (now %(n)s)"))
            return text % {"place": self.at(step.place, "into"), "n": step.count}
        if step.kind == "collect" and step.place is not None:
            if self.stones:
                text = ngettext("%(n)s stone left %(place)s goes %(store)s",
                                "%(n)s stones left %(place)s go %(store)s", n)
            else:
                text = ngettext("%(n)s seed left %(place)s goes %(store)s",
                                "%(n)s seeds left %(place)s go %(store)s", n)
            return text % {"n": n, "place": self.at(step.place, "in"),
                           "store": self.at(step.to, "to")}
        if step.kind == "capture" and step.place is not None:
            if self.stones:
                text = ngettext("%(side)s takes the %(n)s stone %(place)s %(store)s",
                                "%(side)s takes the %(n)s stones %(place)s %(store)s", n)
            else:
                text = ngettext("%(side)s takes the %(n)s seed %(place)s %(store)s",
                                "%(side)s takes the %(n)s seeds %(place)s %(store)s", n)
            return text % {"side": who, "n": n, "place": self.at(step.place, "of"),
                           "store": self.at(step.to, "to")}
        if step.kind == "extra-move":
            if step.note.startswith("void"):
                return _("no extra move: %(why)s") % {"why": step.note.removeprefix("void: ")}
            return _("%(side)s moves again") % {"side": who}
        if step.kind == "end":
            if not step.note:
                return _("the game is over")
            return _("the game is over: %(why)s") % {"why": step.note}
        return step.describe(self.rules.side_names)


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
                text = _("the last seed makes %(place)s hold %(n)s (it held %(held)s), but with "
                         "capture_side=%(option)s only the opponent's row captures: nothing is "
                         "captured")
            else:
                text = _("the last seed makes %(place)s hold %(n)s (it held %(held)s), but with "
                         "capture_side=%(option)s only your own row captures: nothing is "
                         "captured")
            text = text % {"place": where, "n": count, "held": count - 1, "option": side}
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
                    text += _(": %(n)s, but capture_side does not allow this row") % {
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


class CongkakNarrator(Narrator):
    """Congkak: clockwise, through your own store; a last seed in an occupied hole on
    either side relays (sow on with that hole's seeds); an empty own hole captures."""

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
        text = super().counting()
        relays = self.relays()
        if relays:
            where = ", ".join(self.place(s.place) for s in relays)
            text += ngettext("; the sowing relays once (from %(places)s)",
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
                         "%(place)s opposite holds %(n)s: %(side)s captures %(n)s + 1") % {
                    **values, "n": taken - 1}
            else:
                text = _("the last seed lands in %(owner)s's own empty hole %(pit)s facing an "
                         "empty hole: with empty_capture the lone seed goes to %(owner)s's "
                         "store") % values
        elif last.player == self.mover:
            text = _("the last seed lands in %(owner)s's own empty hole %(pit)s, and "
                     "%(place)s opposite is empty: with empty_capture=false the seed "
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
                return _("the facing hole is empty: with empty_capture the lone seed goes "
                         "%(store)s") % {"store": self.at(step.to, "to")}
            if place == last:
                return _("the last seed goes %(store)s with them") % {
                    "store": self.at(step.to, "to")}
            assert last is not None
            return _("capture: the last seed fell into %(owner)s's own empty hole %(pit)s, and "
                     "%(place)s facing it holds %(n)s: they go %(store)s") % {
                "owner": self.owner(step.player), "pit": last.pit,
                "place": self.place(place), "n": step.seeds, "store": self.at(step.to, "to")}
        return text


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


class BaoNarrator(Narrator):
    """Bao: namua seeds from the hand, laps, relays, captures from the facing front hole
    sown again from a kichwa, the nyumba; the rules' notes on the steps say which."""

    def _name(self, place: Place | None) -> str:
        if place is None or place.pit is None:
            return self.place(place)
        return str(self.rules.hole_name(place.player, place.pit))  # type: ignore[attr-defined]

    def counting(self) -> str:
        who = self.who(self.mover)
        text = self.trace.move.text
        clockwise = ">" in text
        start = self._name(self.origin())
        if self.before.store(self.mover):
            if clockwise:
                return _("%(side)s puts one seed from the hand into %(hole)s (namua), "
                         "clockwise") % {"side": who, "hole": start}
            return _("%(side)s puts one seed from the hand into %(hole)s (namua), "
                     "anticlockwise") % {"side": who, "hole": start}
        count = self.picked()
        if self.never_ends():  # nothing was sown: the board stays as it was
            pit = self.trace.move.pit
            count = self.before.pits(self.mover)[pit - 1] if pit is not None else 0
        if clockwise:
            text = ngettext("%(hole)s holds %(n)s seed, sown clockwise",
                            "%(hole)s holds %(n)s seeds, sown clockwise", count)
        else:
            text = ngettext("%(hole)s holds %(n)s seed, sown anticlockwise",
                            "%(hole)s holds %(n)s seeds, sown anticlockwise", count)
        return text % {"hole": start, "n": count}

    def never_ends(self) -> bool:
        """True for a never-ending move played under ``never_ending="loses"``."""
        steps = self.trace.steps
        return len(steps) == 1 and steps[0].kind == "end" and " never ends: " in steps[0].note

    def outcome(self) -> str:
        who = self.who(self.mover)
        steps = self.trace.steps
        if self.never_ends():
            cap = int(self.rules.options.get("lap_cap") or 0)
            return ngettext(
                "%(counting)s, but the move has not ended after %(n)s lap (lap_cap), so it "
                "counts as never-ending: with never_ending=loses %(side)s may play it, and "
                "loses at once; the board stays as it was",
                "%(counting)s, but the move has not ended after %(n)s laps (lap_cap), so it "
                "counts as never-ending: with never_ending=loses %(side)s may play it, and "
                "loses at once; the board stays as it was", cap) % {
                "counting": self.counting(), "n": cap, "side": who}
        parts = []
        captures = self.own_captures()
        if captures:
            taken = _(" and ").join(
                _("%(n)s from %(place)s") % {"n": s.seeds, "place": self._name(s.place)}
                for s in captures)
            parts.append(_("%(side)s captures %(taken)s, and sows the captured seeds again "
                           "from a kichwa") % {"side": who, "taken": taken})
        relays = [s for s in steps if s.kind == "pick" and s.note.startswith("relay")]
        if relays:
            where = ", ".join(self._name(s.place) for s in relays)
            parts.append(ngettext(
                "the sowing relays once (from %(places)s): a last seed in an occupied hole "
                "picks up its seeds and sows on",
                "the sowing relays %(n)s times (from %(places)s): a last seed in an occupied "
                "hole picks up its seeds and sows on", len(relays)) % {
                "n": len(relays), "places": where})
        last = self.trace.last_place()
        if last is not None:
            note = steps[self.sows[-1]].note
            name = self._name(last)
            text = _("the last seed lands in %(hole)s") % {"hole": name}
            if note.startswith(f"{name} was "):
                text += f", which {note.removeprefix(name + ' ')}"
            elif note.startswith(f"{name}: "):
                text += note.removeprefix(name)
            elif note and note != name:
                text += f": {note}"
            parts.append(text)
        text = "; ".join(parts) if parts else self.plays()
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        who = self.who(step.player)
        place = step.place
        if step.kind == "pick" and place is not None and place.pit is None:
            if step.note.startswith("namua"):
                return _("%(side)s takes one seed from the hand (namua: one seed enters each "
                         "turn)") % {"side": who}
            where = step.note.split("sown from the ", 1)[-1]
            return ngettext("%(side)s sows the captured %(n)s seed again, from the %(where)s",
                            "%(side)s sows the captured %(n)s seeds again, from the %(where)s",
                            step.seeds) % {"side": who, "n": step.seeds, "where": where}
        if step.kind == "pick" and place is not None:
            return ngettext("%(side)s picks up the %(n)s seed of %(hole)s: %(note)s",
                            "%(side)s picks up the %(n)s seeds of %(hole)s: %(note)s",
                            step.seeds) % {"side": who, "n": step.seeds,
                                           "hole": self._name(place), "note": step.note}
        if step.kind == "sow" and place is not None:
            name = self._name(place)
            text = (_("the last seed into %(hole)s (now %(n)s)") if is_last
                    else _("a seed into %(hole)s (now %(n)s)")) % {"hole": name,
                                                                  "n": step.count}
            if step.note and step.note != name:
                text += f": {step.note}"
            return text
        if step.kind == "capture" and place is not None:
            if not step.note:
                return super().step_reason(index, step, is_last)
            return ngettext("capture: %(note)s: its %(n)s seed goes %(hand)s",
                            "capture: %(note)s: its %(n)s seeds go %(hand)s", step.seeds) % {
                "note": step.note, "n": step.seeds, "hand": self.at(Place(step.player), "to")}
        return super().step_reason(index, step, is_last)


#: the narrator of each game of the family, by the rules' name
NARRATORS: dict[str, type[Narrator]] = {
    "mankala24": Mankala24Narrator,
    "basic": BasicNarrator,
    "congkak": CongkakNarrator,
    "toguz": ToguzNarrator,
    "bao": BaoNarrator,
}


def narrator(trace: MoveTrace) -> Narrator | None:
    """The narrator of the trace's game, or ``None`` for Kalah (and the games that
    :mod:`~mancala_core.rules.explain` tells itself)."""
    cls = NARRATORS.get(trace.before.rules.name)
    return cls(trace) if cls is not None else None
