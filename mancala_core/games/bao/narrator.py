"""Why a Bao move does what it does: :class:`BaoNarrator`, the sentences of namua seeds,
laps, relays, captures sown again from a kichwa and the nyumba, from the rules' notes.
"""

from __future__ import annotations

from ...i18n import _, ngettext
from ...rules.explain import Narrator
from ...rules.moves import Place, Step

__all__ = ["BaoNarrator"]


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
                "%(counting)s, but the move has not ended after %(n)s lap (the limit these "
                "rules set), so it counts as never-ending: under these rules %(side)s may play "
                "it, and loses at once; the board stays as it was",
                "%(counting)s, but the move has not ended after %(n)s laps (the limit these "
                "rules set), so it counts as never-ending: under these rules %(side)s may play "
                "it, and loses at once; the board stays as it was", cap) % {
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
            # "once" apart: a plural's first form serves 21 and 101 in some languages
            if len(relays) == 1:
                parts.append(_("the sowing relays once (from %(places)s): a last seed in an "
                               "occupied hole picks up its seeds and sows on") % {
                    "places": where})
            else:
                parts.append(ngettext(
                    "the sowing relays %(n)s time (from %(places)s): a last seed in an "
                    "occupied hole picks up its seeds and sows on",
                    "the sowing relays %(n)s times (from %(places)s): a last seed in an "
                    "occupied hole picks up its seeds and sows on", len(relays)) % {
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
