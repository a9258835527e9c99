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

from .moves import MoveTrace, Place, Step
from .position import Position

__all__ = ["NARRATORS", "Narrator", "narrator"]

_ORDINALS = ("1st", "2nd", "3rd", "4th")


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


class Narrator:
    """The sentences of one game. The base class says what every sowing game shares;
    each game's subclass adds what its rules do with the last seed."""

    def __init__(self, trace: MoveTrace) -> None:
        self.trace = trace
        self.before: Position = trace.before
        self.rules = trace.before.rules
        self.mover = trace.before.to_move
        self.sows = [k for k, step in enumerate(trace.steps) if step.kind == "sow"]

    # -- words ----------------------------------------------------------------------

    def who(self, player: int) -> str:
        names = self.rules.side_names
        return names[player] if player < len(names) else f"P{player + 1}"

    def place(self, place: Place | None) -> str:
        from .explain import possessive

        return possessive(place, self.rules) if place is not None else "the board"

    def seeds(self, count: int) -> str:
        return _plural(count, self.rules.seed_word)

    @property
    def seed(self) -> str:
        return self.rules.seed_word

    def next_turn(self) -> str:
        after = self.trace.after
        if after.to_move == self.mover:
            return f"{self.who(self.mover)} moves again"
        return f"{self.who(after.to_move)}'s turn"

    def end(self) -> str:
        from .explain import describe_end

        return describe_end(self.trace)

    def then(self) -> str:
        """``"; North's turn"`` or ``"; the game is over: …"``."""
        end = self.end()
        return f"; {end}" if end else f"; {self.next_turn()}"

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

    def counting(self) -> str:
        """The count: ``"South's pit 2 holds 2 seeds"``."""
        return f"{self.place(self.origin())} holds {self.seeds(self.picked())}"

    def outcome(self) -> str:
        """What the last seed's landing means, then whose turn it is."""
        last = self.trace.last_place()
        if last is None:
            return self.end() or f"{self.who(self.mover)} plays {self.trace.move.text}"
        return f"the last {self.seed} lands in {self.place(last)}{self.then()}"

    def step_reasons(self) -> list[str]:
        last = self.sows[-1] if self.sows else -1
        return [self.step_reason(k, step, k == last) for k, step in enumerate(self.trace.steps)]

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        who = self.who(step.player)
        if step.kind == "pick" and step.place is not None:
            return f"{who} picks up the {self.seeds(step.seeds)} of {self.place(step.place)}"
        if step.kind == "sow" and step.place is not None:
            first = f"the last {self.seed}" if is_last else f"a {self.seed}"
            return f"{first} into {self.place(step.place)} (now {step.count})"
        if step.kind == "collect" and step.place is not None:
            go = "goes" if step.seeds == 1 else "go"
            return (f"{self.seeds(step.seeds)} left in {self.place(step.place)} {go} to "
                    f"{self.place(step.to)}")
        if step.kind == "capture" and step.place is not None:
            return (f"{who} takes the {self.seeds(step.seeds)} of {self.place(step.place)} to "
                    f"{self.place(step.to)}")
        if step.kind == "extra-move":
            if step.note.startswith("void"):
                return f"no extra move: {step.note.removeprefix('void: ')}"
            return f"{who} moves again"
        if step.kind == "end":
            return f"the game is over: {step.note}" if step.note else "the game is over"
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
        held = f"(it held {count - 1})"
        captures = self.own_captures()
        who = self.who(self.mover)
        if captures:
            taken = sum(s.seeds for s in captures)
            text = f"the last seed makes {where} hold {count} {held}: {who} captures {count}"
            if len(captures) > 1:
                more = ", ".join(f"{s.seeds} from {self.place(s.place)}" for s in captures[1:])
                text += (f", and the chain goes back along the sowing and takes {more} "
                         f"({taken} in all)")
        elif count in (2, 4):
            side = self.rules.options.get("capture_side")
            row = "the opponent's row" if side == "opponent" else "your own row"
            text = (f"the last seed makes {where} hold {count} {held}, but with "
                    f"capture_side={side} only {row} captures: nothing is captured")
        else:
            text = f"the last seed makes {where} hold {count}, not 2 or 4: nothing is captured"
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        text = super().step_reason(index, step, is_last)
        n = self.rules.pits_per_player
        if step.kind == "sow" and step.place is not None:
            if step.place == self.origin():
                text += ": a lap, and the emptied pit gets a seed like any other"
            elif step.place.pit == 1 and self._previous_pit(index) == n:
                text += ": the stores hold captured seeds only, so the sowing passes them by"
            if is_last:
                if step.count in (2, 4) and self._allowed(step.place):
                    text += f": it held {step.count - 1}, now {step.count}: captured"
                elif step.count in (2, 4):
                    text += f": {step.count}, but capture_side does not allow this row"
                else:
                    text += f": {step.count} is not 2 or 4, nothing to take"
        elif step.kind == "capture" and step.place is not None:
            if step.place != self.trace.last_place():
                text = (f"the chain goes back: {self.place(step.place)} holds {step.seeds}, "
                        f"2 or 4 too: taken to {self.place(step.to)}")
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
            return f"{self.who(self.mover)} resigns"
        seeds = self.picked()
        steps = self.rules.pits_per_player - pit + 1
        own = self.place(Place(self.mover))
        unit = "step" if steps == 1 else "steps"
        origin = self.place(self.origin())
        text = f"{origin} holds {self.seeds(seeds)} and is {steps} {unit} from {own}"
        if seeds == steps:
            return f"{text}: exactly enough"
        if seeds < steps:
            return f"{text}: not enough to reach it"
        return text

    def outcome(self) -> str:
        who = self.who(self.mover)
        if self.trace.move.pit is None:
            resigned = self.trace.after.extra[1]
            place = self.rules.players - len(resigned) + 1
            text = (f"{who} resigns and takes the {_ORDINALS[place - 1]} place, the worst still "
                    f"free; {who}'s row and store leave the ring")
            return text + self.then()
        last = self.trace.last_place()
        assert last is not None
        where = self.place(last)
        in_store = last.pit is None
        if in_store:
            whose = "" if last.player == self.mover else ", another player's store"
            text = f"the last seed lands in {where}{whose}"
        else:
            text = f"the last seed lands in {where}"
        if self._finished_now():
            finished = len(self.trace.after.extra[0])
            ordinal = _ORDINALS[finished - 1]
            text += f"; {who}'s row is now empty: {who} finishes {ordinal}"
            if in_store:
                text += " (the extra move that the store would give is void)"
            end = self.end().replace(f": {who} finishes {ordinal}; ", ": ")
            return text + (f"; {end}" if end else f"; {self.next_turn()}")
        if in_store:
            text += f": a last seed in any store gives another move: {who} moves again"
            return text
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        text = super().step_reason(index, step, is_last)
        place = step.place
        if step.kind == "sow" and place is not None and place.pit is None:
            if place.player == step.player:
                text += ": your own store gets a seed; it leaves play"
            else:
                text += ": every store is sown, anyone's; the seed leaves play"
        elif step.kind == "sow" and place is not None and place == self.origin():
            text += ": a lap, and the emptied pit gets a seed like any other"
        elif step.kind == "skip" and place is not None:
            text = (f"{self.place(place)} is skipped: {step.note}, so that row and store have "
                    f"left the ring")
        elif step.kind == "collect" and place is not None:
            text = (f"{self.seeds(step.seeds)} of {self.place(place)} leave play: "
                    f"{self.who(step.player)} resigns")
        return text


class CongkakNarrator(Narrator):
    """Congkak: clockwise, through your own store; a last seed in an occupied hole on
    either side relays (sow on with that hole's seeds); an empty own hole captures."""

    def relays(self) -> list[Step]:
        return [s for s in self.trace.steps if s.kind == "pick" and s.note.startswith("relay")]

    def counting(self) -> str:
        text = super().counting()
        relays = self.relays()
        if relays:
            where = ", ".join(self.place(s.place) for s in relays)
            times = "once" if len(relays) == 1 else f"{len(relays)} times"
            text += f"; the sowing relays {times} (from {where})"
        return text

    def outcome(self) -> str:
        last = self.trace.last_place()
        if last is None:
            return super().outcome()
        who, other = self.who(self.mover), self.who(1 - self.mover)
        where = self.place(last)
        if last.pit is None:
            if self.end():
                return f"the last seed lands in {who}'s own store, but {self.end()}"
            return f"the last seed lands in {who}'s own store: {who} moves again"
        captures = self.own_captures()
        facing = Place(1 - self.mover, self.rules.pits_per_player + 1 - last.pit)
        if captures:
            taken = sum(s.seeds for s in captures)
            if taken > 1:
                text = (f"the last seed lands in {who}'s own empty hole {last.pit}, and "
                        f"{self.place(facing)} opposite holds {taken - 1}: {who} captures "
                        f"{taken - 1} + 1")
            else:
                text = (f"the last seed lands in {who}'s own empty hole {last.pit} facing an "
                        f"empty hole: with empty_capture the lone seed goes to {who}'s store")
        elif last.player == self.mover:
            text = (f"the last seed lands in {who}'s own empty hole {last.pit}, and "
                    f"{self.place(facing)} opposite is empty: with empty_capture=false the "
                    f"seed stays")
        else:
            text = f"the last seed lands in {where}, an empty hole of {other}'s: the turn ends"
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        text = super().step_reason(index, step, is_last)
        place = step.place
        who = self.who(step.player)
        if step.kind == "pick" and step.note.startswith("relay") and place is not None:
            return (f"relay: the last seed fell into {self.place(place)}, which held seeds: "
                    f"{who} picks up all {step.seeds} and sows on")
        if step.kind == "pick" and step.note:  # a new round of a match
            return f"{who}: {step.note}"
        if step.kind == "sow" and place is not None:
            if place.pit is None:
                text += ": your own store gets a seed when the sowing passes it"
            elif is_last and step.count == 1:
                text += ": it was empty, so the sowing stops here"
            elif place == self.origin() and index > 1:
                text += ": the emptied hole gets a seed like any other"
        elif step.kind == "skip" and place is not None:
            if place.pit is None:
                return f"{self.place(place)} is skipped: seeds never go into the opponent's store"
            return f"{self.place(place)} is skipped: it is burnt this round"
        elif step.kind == "capture" and place is not None:
            last = self.trace.last_place()
            if place == last:
                return f"the last seed goes to {self.place(step.to)} with them"
            assert last is not None
            return (f"capture: the last seed fell into {who}'s own empty hole {last.pit}, and "
                    f"{self.place(place)} facing it holds {step.seeds}: they go to "
                    f"{self.place(step.to)}")
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
            return f"{origin} holds 1 stone, which goes on to the next hole"
        further = stones - 1
        unit = "hole" if further == 1 else "holes"
        return (f"{origin} holds {stones} stones: the first goes back into it and the last "
                f"lands {further} {unit} further on")

    def outcome(self) -> str:
        last = self.trace.last_place()
        if last is None:
            return super().outcome()
        who, other = self.who(self.mover), self.who(1 - self.mover)
        where = self.place(last)
        owner = self._tuzdyk_owner(self.sows[-1], last)
        if owner is not None:
            text = (f"the last stone falls into {where}, {self.who(owner)}'s tuzdyk: it goes to "
                    f"{self.who(owner)}'s kazan and nothing else happens")
            return text + self.then()
        count = self.count_after(last)
        if last.player == self.mover:
            text = (f"the last stone lands in {who}'s own hole {last.pit}: only the opponent's "
                    f"row captures, so nothing happens")
            return text + self.then()
        made = [s for s in self.own_captures() if s.place == last]
        if made and made[0].note:
            text = (f"the last stone makes {where} hold 3: it becomes {who}'s tuzdyk for the "
                    f"rest of the game, and its 3 stones go to {who}'s kazan")
        elif made:
            text = (f"the last stone makes {where} hold {count}, an even number: {who} "
                    f"captures {count}")
        elif count == 3:
            mine, theirs = self.before.extra[self.mover], self.before.extra[1 - self.mover]
            if mine is not None:
                why = (f"but {who} already has a tuzdyk ({other}'s hole {mine}), and a player "
                       f"makes only one")
            elif last.pit == self.rules.pits_per_player:
                why = "but a 9th hole never becomes a tuzdyk"
            else:
                assert theirs == last.pit
                why = (f"but {other}'s tuzdyk is hole {theirs} of {who}'s row, and the two "
                       f"tuzdyks never carry the same number")
            text = f"the last stone makes {where} hold 3, {why}: nothing is captured"
        else:
            text = f"the last stone makes {where} hold {count}, an odd number: nothing is captured"
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        text = super().step_reason(index, step, is_last)
        place = step.place
        if step.kind == "sow" and place is not None:
            owner = self._tuzdyk_owner(index, place)
            if index == 1 and place == self.origin():
                text = f"the first stone goes back into {self.place(place)} (now {step.count})"
            elif index == 1 and self.picked() == 1:
                text += ": a single stone goes on to the next hole"
            if owner is not None:
                text += f": {self.who(owner)}'s tuzdyk"
        elif step.kind == "capture" and place is not None:
            taker = self.who(step.player)
            if step.note.endswith("'s tuzdyk"):
                return (f"{self.place(place)} is {taker}'s tuzdyk: the stone goes on to "
                        f"{taker}'s kazan")
            if step.note:
                return (f"the last stone made {self.place(place)} hold 3: it becomes {taker}'s "
                        f"tuzdyk, and its 3 stones go to {taker}'s kazan")
            return (f"the last stone made {self.place(place)} hold {step.seeds}, an even "
                    f"number: {taker} takes all {step.seeds} to {taker}'s kazan")
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
        way = "clockwise" if ">" in text else "anticlockwise"
        start = self._name(self.origin())
        if self.before.store(self.mover):
            return f"{who} puts one seed from the hand into {start} (namua), {way}"
        return f"{start} holds {self.seeds(self.picked())}, sown {way}"

    def outcome(self) -> str:
        who = self.who(self.mover)
        steps = self.trace.steps
        parts = []
        captures = self.own_captures()
        if captures:
            taken = " and ".join(f"{s.seeds} from {self._name(s.place)}" for s in captures)
            parts.append(f"{who} captures {taken}, and sows the captured seeds again from a "
                         "kichwa")
        relays = [s for s in steps if s.kind == "pick" and s.note.startswith("relay")]
        if relays:
            where = ", ".join(self._name(s.place) for s in relays)
            times = "once" if len(relays) == 1 else f"{len(relays)} times"
            parts.append(f"the sowing relays {times} (from {where}): a last seed in an "
                         "occupied hole picks up its seeds and sows on")
        last = self.trace.last_place()
        if last is not None:
            note = steps[self.sows[-1]].note
            name = self._name(last)
            text = f"the last seed lands in {name}"
            if note.startswith(f"{name} was "):
                text += f", which {note.removeprefix(name + ' ')}"
            elif note.startswith(f"{name}: "):
                text += note.removeprefix(name)
            elif note and note != name:
                text += f": {note}"
            parts.append(text)
        text = "; ".join(parts) if parts else f"{who} plays {self.trace.move.text}"
        return text + self.then()

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        who = self.who(step.player)
        place = step.place
        if step.kind == "pick" and place is not None and place.pit is None:
            if step.note.startswith("namua"):
                return f"{who} takes one seed from the hand (namua: one seed enters each turn)"
            where = step.note.split("sown from the ", 1)[-1]
            return f"{who} sows the captured {self.seeds(step.seeds)} again, from the {where}"
        if step.kind == "pick" and place is not None:
            return f"{who} picks up the {self.seeds(step.seeds)} of {self._name(place)}: " \
                   f"{step.note}"
        if step.kind == "sow" and place is not None:
            first = "the last seed" if is_last else "a seed"
            text = f"{first} into {self._name(place)} (now {step.count})"
            name = self._name(place)
            if step.note and step.note != name:
                text += f": {step.note}"
            return text
        if step.kind == "capture" and place is not None:
            go = "goes" if step.seeds == 1 else "go"
            return (f"capture: {step.note}: its {self.seeds(step.seeds)} {go} to {who}'s hand"
                    if step.note else super().step_reason(index, step, is_last))
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
