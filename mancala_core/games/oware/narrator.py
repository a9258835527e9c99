"""Why an Oware move does what it does, in sentences for a learner: :class:`OwareNarrator`
and the capture chain it reads.

:class:`OwareNarrator` tells an Oware move (RULES.md section 2), where the sowing never
enters a store, the emptied pit is skipped, a last seed that makes an opponent's pit hold 2
or 3 captures it and the pits before it, a grand slam follows its convention, an empty row
must be fed, and the game ends at more than half the seeds, at a repetition or when a
player cannot move. The Oware rules name it as their narrator, so the board's captions and the
exercises' feedback (:mod:`mancala_core.rules.explain`) read it without asking::

    >>> import mancala_core as mc
    >>> from mancala_core.rules.explain import explain_move, step_reasons
    >>> pos = mc.rules("oware").position(
    ...     pits=[[0, 0, 0, 0, 0, 3], [1, 3, 2, 0, 0, 0]], stores=[19, 20])
    >>> print(explain_move(pos.trace("6")))  # doctest: +NORMALIZE_WHITESPACE
    South's pit 6 holds 3 seeds: all of them go to North's row, so the last seed lands in
    North's pit 3, which now holds 3: South captures those 3; North's pit 2 before it holds 4,
    so the chain stops there; the game is over: South's row is empty and no move of North's
    reaches it, so North cannot move, and each player takes the seeds left in their own row
    >>> for reason in step_reasons(pos.trace("6"))[1:5]:  # doctest: +NORMALIZE_WHITESPACE
    ...     print(reason)
    a seed into North's pit 1 (now 2): the sowing passes South's store, which gets no seed
    in Oware
    a seed into North's pit 2 (now 4)
    the last seed into North's pit 3 (now 3): 2 or 3 on the opponent's row, a capture
    capture: the last seed made North's pit 3 hold 3, so South takes those 3; North's pit 2
    before it holds 4, so the chain stops
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _, ngettext
from ...rules.explain import Narrator, end_note, possessive
from ...rules.moves import MoveTrace, Place, Step
from ...rules.position import Position
from ...rules.words import owner_name, place_phrase, seeds, side_name

__all__ = [
    "Chain",
    "OwareNarrator",
    "capture_chain",
    "counting",
    "describe_end",
    "feeds",
    "grand_slam",
    "outcome",
    "step_reasons",
]


@dataclass(frozen=True)
class Chain:
    """What the last seed of an Oware move found on the opponent's row: the pits that hold
    2 or 3 going back from it (``run``, each with its count after the sowing), where the
    chain stops (``stop``, the pit before the run, with ``stop_count``; ``None`` when the
    run reaches the start of the row), whether taking the run would take every seed of the
    row (``slam``) and how many seeds the move really captured (``captured``: 0 when the
    grand slam rule forbids it)."""

    last: Place
    count: int
    run: tuple[tuple[Place, int], ...]
    stop: Place | None
    stop_count: int
    slam: bool
    captured: int

    @property
    def total(self) -> int:
        """The seeds of the run: what a capture takes."""
        return sum(count for _, count in self.run)


def _names(trace: MoveTrace) -> tuple[str, ...]:
    return trace.before.rules.side_names


def _row_after_sowing(trace: MoveTrace, player: int) -> list[int]:
    """``player``'s row just after the last seed fell, before any capture."""
    row = list(trace.before.pits(player))
    for step in trace.steps:
        if step.kind == "pick" and step.place is not None and step.place.player == player \
                and step.place.pit is not None:
            row[step.place.pit - 1] = 0
        if step.kind == "sow" and step.place is not None and step.place.player == player \
                and step.place.pit is not None:
            row[step.place.pit - 1] = step.count
    return row


def capture_chain(trace: MoveTrace) -> Chain | None:
    """The chain of an Oware move whose last seed lands on the opponent's row, else None.

        >>> import mancala_core as mc
        >>> pos = mc.rules("oware").position(
        ...     pits=[[0, 0, 8, 0, 0, 1], [1, 1, 1, 1, 2, 3]], stores=[10, 20])
        >>> chain = capture_chain(pos.trace("3"))
        >>> [place.pit for place, _ in chain.run], chain.stop, chain.slam, chain.captured
        ([5, 4, 3, 2, 1], None, False, 11)
    """
    last = trace.last_place()
    mover = trace.before.to_move
    if last is None or last.pit is None or last.player == mover:
        return None
    row = _row_after_sowing(trace, last.player)
    run: list[tuple[Place, int]] = []
    pit = last.pit
    while pit >= 1 and row[pit - 1] in (2, 3):
        run.append((Place(last.player, pit), row[pit - 1]))
        pit -= 1
    stop = Place(last.player, pit) if pit >= 1 else None
    taken = {place.pit for place, _ in run}
    slam = bool(run) and stop is None and not any(
        count for k, count in enumerate(row, 1) if k not in taken)
    return Chain(last, row[last.pit - 1], tuple(run), stop, row[pit - 1] if pit >= 1 else 0,
                 slam, trace.captured())


def grand_slam(trace: MoveTrace) -> bool:
    """True if the move's capture would take (or took) every seed of the opponent's row."""
    chain = capture_chain(trace)
    return chain is not None and chain.slam


def feeds(trace: MoveTrace) -> int:
    """How many seeds the move sows into the opponent's row."""
    other = 1 - trace.before.to_move
    return sum(1 for place in trace.sown() if place.player == other)


def _side(player: int, names: tuple[str, ...]) -> str:
    return side_name(names[player])


def _owner(player: int, names: tuple[str, ...]) -> str:
    return owner_name(names[player])


def _pits(player: int, names: tuple[str, ...], first: int, last: int) -> str:
    """``"South's pit 6"``, ``"South's pits 5 and 6"`` or ``"South's pits 4 to 6"``."""
    if first == last:
        return possessive(Place(player, first), names)
    if last == first + 1:
        text = _("%(owner)s's pits %(first)s and %(last)s")
    else:
        text = _("%(owner)s's pits %(first)s to %(last)s")
    return text % {"owner": _owner(player, names), "first": first, "last": last}


def _listing(words: list[str]) -> str:
    if len(words) == 1:
        return words[0]
    return _("%(list)s and %(last)s") % {"list": ", ".join(words[:-1]), "last": words[-1]}


def counting(trace: MoveTrace) -> str:
    """``"South's pit 5 holds 4 seeds: 1 for South's pit 6, then 3 for North's row"``: how
    the seeds of an Oware move are shared out, the reason part of the last seed's place.

        >>> import mancala_core as mc
        >>> start = mc.rules("oware").start()
        >>> counting(start.trace("5"))
        "South's pit 5 holds 4 seeds: 1 for South's pit 6, then 3 for North's row"
        >>> pos = mc.rules("oware").position(
        ...     pits=[[0, 0, 0, 0, 0, 13], [1, 1, 1, 1, 1, 2]], stores=[15, 13])
        >>> print(counting(pos.trace("6")))  # doctest: +NORMALIZE_WHITESPACE
        South's pit 6 holds 13 seeds: more than a lap, and a lap is 11 pits, not 12, because
        the emptied pit is skipped: 1 lap and 2 more
    """
    names = _names(trace)
    pit = trace.move.pit
    assert pit is not None
    before = trace.before
    n = before.rules.pits_per_player
    me, other = before.to_move, 1 - before.to_move
    count = next((s.seeds for s in trace.steps if s.kind == "pick"), 0)
    held = ngettext("%(place)s holds %(n)s seed", "%(place)s holds %(n)s seeds", count) % {
        "place": possessive(Place(me, pit), names), "n": count}
    after = n - pit  # the mover's pits after the origin
    lap = 2 * n - 1
    if count <= after:
        return _("%(held)s, not enough to leave %(owner)s's row") % {
            "held": held, "owner": _owner(me, names)}
    if count <= after + n:
        if not after:
            text = (_("%(held)s: it goes to %(owner)s's row") if count == 1
                    else _("%(held)s: all of them go to %(owner)s's row"))
            return text % {"held": held, "owner": _owner(other, names)}
        return _("%(held)s: %(n)s for %(pits)s, then %(rest)s for %(owner)s's row") % {
            "held": held, "n": after, "pits": _pits(me, names, pit + 1, n),
            "rest": count - after, "owner": _owner(other, names)}
    if count <= lap:
        back = count - after - n
        values = {"held": held, "n": after, "pits": _pits(me, names, pit + 1, n),
                  "row": n, "owner": _owner(other, names), "back": back,
                  "home": _pits(me, names, 1, back)}
        if after:
            return _("%(held)s: %(n)s for %(pits)s, %(row)s for %(owner)s's row, then "
                     "%(back)s back in %(home)s") % values
        return _("%(held)s: %(row)s for %(owner)s's row, then %(back)s back in %(home)s") % values
    laps, rest = divmod(count, lap)
    text = ngettext(
        "%(held)s: more than a lap, and a lap is %(lap)s pits, not %(all)s, because the "
        "emptied pit is skipped: %(n)s lap",
        "%(held)s: more than a lap, and a lap is %(lap)s pits, not %(all)s, because the "
        "emptied pit is skipped: %(n)s laps", laps) % {
        "held": held, "lap": lap, "all": lap + 1, "n": laps}
    if rest:
        text += _(" and %(n)s more") % {"n": rest}
    return text


def _convention(trace: MoveTrace) -> str:
    return str(trace.before.rules.options.get("grand_slam", "no-capture"))


def outcome(trace: MoveTrace) -> str:
    """What the landing of the last seed of an Oware move means: a capture (and its chain),
    nothing, a grand slam under its convention, a fed row, the end of the game.

        >>> import mancala_core as mc
        >>> outcome(mc.rules("oware").start().trace("6"))
        "the last seed lands in North's pit 4, which now holds 5: only 2 or 3 capture, so \
nothing is captured; North's turn"
    """
    names = _names(trace)
    before = trace.before
    mover = before.to_move
    last = trace.last_place()
    if last is None:
        return describe_end(trace) or _("%(side)s plays %(move)s") % {
            "side": _side(mover, names), "move": trace.move.text}
    chain = capture_chain(trace)
    if chain is None:
        text = _("the last seed lands %(place)s, on %(owner)s's own row: no capture there "
                 "(only the opponent's row is captured from)") % {
            "place": place_phrase(last, "in", names), "owner": _owner(mover, names)}
    else:
        text = _landing(trace, chain, names)
    if not any(before.pits(1 - mover)):
        text = _("%(text)s; it feeds %(owner)s's empty row with %(seeds)s") % {
            "text": text, "owner": _owner(1 - mover, names), "seeds": seeds(feeds(trace))}
    end = describe_end(trace)
    if end:
        return _("%(text)s; %(end)s") % {"text": text, "end": end}
    return _("%(text)s; %(turn)s") % {
        "text": text, "turn": _("%(owner)s's turn") % {"owner": _owner(1 - mover, names)}}


def _landing(trace: MoveTrace, chain: Chain, names: tuple[str, ...]) -> str:
    mover = trace.before.to_move
    who = _side(mover, names)
    owner = _owner(chain.last.player, names)
    if not chain.run:
        return _("the last seed lands %(place)s, which now holds %(n)s: only 2 or 3 capture, "
                 "so nothing is captured") % {
            "place": place_phrase(chain.last, "in", names), "n": chain.count}
    if len(chain.run) == 1:
        found = _("the last seed lands %(place)s, which now holds %(n)s") % {
            "place": place_phrase(chain.last, "in", names), "n": chain.count}
        took = _("those %(n)s") % {"n": chain.count}
    else:
        back = [str(place.pit) for place, _count in chain.run[1:]]
        counts = [str(count) for _place, count in chain.run[1:]]
        found = ngettext(
            "the last seed makes %(place)s hold %(n)s, and going back %(owner)s's pit "
            "%(pits)s holds %(counts)s",
            "the last seed makes %(place)s hold %(n)s, and going back %(owner)s's pits "
            "%(pits)s hold %(counts)s", len(back)) % {
            "place": possessive(chain.last, names), "n": chain.count, "owner": owner,
            "pits": _listing(back), "counts": _listing(counts)}
        took = _("%(seeds)s seeds from %(n)s pits") % {"seeds": chain.total, "n": len(chain.run)}
    if chain.stop is None:
        stops = _("the chain stops at the start of %(owner)s's row") % {"owner": owner}
    else:
        stops = _("%(place)s before it holds %(n)s, so the chain stops there") % {
            "place": possessive(chain.stop, names), "n": chain.stop_count}
    if not chain.slam:
        return _("%(found)s: %(side)s captures %(took)s; %(stops)s") % {
            "found": found, "side": who, "took": took, "stops": stops}
    convention = _convention(trace)
    if not chain.captured:
        return _("%(found)s, but that would take every seed of %(owner)s's row: a grand slam, "
                 "and under this game's grand-slam rule nothing is captured") % {
            "found": found, "owner": owner}
    every = _("%(found)s, and that takes every seed of %(owner)s's row, a grand slam") % {
        "found": found, "owner": owner}
    if convention == "illegal":
        return _("%(every)s; a grand slam may not be played unless every move %(side)s has "
                 "is one, as here, and then it captures: %(side)s takes %(n)s") % {
            "every": every, "side": who, "n": chain.captured}
    return _("%(every)s: under this game's grand-slam rule it captures, and %(side)s takes "
             "all %(n)s") % {"every": every, "side": who, "n": chain.captured}


def _total_seeds(pos: Position) -> int:
    options = pos.rules.options
    return 2 * int(options["pits"]) * int(options["seeds"])


def describe_end(trace: MoveTrace) -> str:
    """Why an Oware move ended the game, with the numbers, or ``""`` if it did not."""
    end = next((s for s in trace.steps if s.kind == "end"), None)
    if end is None:
        return ""
    names = _names(trace)
    before = trace.before
    mover = before.to_move
    total = _total_seeds(before)
    stores = [before.store(0), before.store(1)]
    stores[mover] += trace.captured()
    collected = any(s.kind == "collect" for s in trace.steps)
    rows = _(", and each player takes the seeds left in their own row") if collected else ""
    if stores[0] == stores[1] == total // 2:
        return _("the game is over: %(n)s each in store, half of the %(total)s seeds: a "
                 "draw%(rows)s") % {"n": stores[0], "total": total, "rows": rows}
    for player in (mover, 1 - mover):
        if 2 * stores[player] > total:
            return _("the game is over: %(side)s has %(n)s of the %(total)s seeds in store, "
                     "more than half, and wins%(rows)s") % {
                "side": _side(player, names), "n": stores[player], "total": total,
                "rows": rows}
    after_rows = _row_after_capture(trace)
    if not any(after_rows[1 - mover]):
        reason = _("%(side)s has no seeds left to move") % {"side": _side(1 - mover, names)}
        if not any(after_rows[mover]):
            reason = _("no seeds are left to move")
        return _("the game is over: %(why)s%(rows)s") % {"why": reason, "rows": rows}
    if not any(after_rows[mover]):
        return _("the game is over: %(owner)s's row is empty and no move of %(other)s's "
                 "reaches it, so %(side)s cannot move%(rows)s") % {
            "owner": _owner(mover, names), "other": _owner(1 - mover, names),
            "side": _side(1 - mover, names), "rows": rows}
    if end.note == "the position repeats":
        return _("the game is over: the position repeats (the same seeds in the same pits, "
                 "%(side)s to move)%(rows)s") % {"side": _side(1 - mover, names), "rows": rows}
    if not end.note:
        return _("the game is over")
    return _("the game is over: %(why)s%(rows)s") % {
        "why": end_note(end.note, names), "rows": rows}


def _row_after_capture(trace: MoveTrace) -> list[list[int]]:
    """Both rows after the sowing and the capture, before the end's collection."""
    rows = [_row_after_sowing(trace, 0), _row_after_sowing(trace, 1)]
    for step in trace.steps:
        if step.kind == "capture" and step.place is not None and step.place.pit is not None:
            rows[step.place.player][step.place.pit - 1] = 0
    return rows


def step_reasons(trace: MoveTrace) -> list[str]:
    """One sentence per step of an Oware move: what happens and why (the board's captions)."""
    return OwareNarrator(trace).step_reasons()


class OwareNarrator(Narrator):
    """Oware's narrator: the count shared out between the rows, the capture chain, the
    grand slam, the fed row and the end (the functions of this module)."""

    capture_rule = N_("a capture: a last seed that makes 2 or 3 in a pit of your opponent's "
                      "takes them, and the pits just before it that hold 2 or 3 too")

    def counting(self) -> str:
        return counting(self.trace)

    def outcome(self) -> str:
        return outcome(self.trace)

    def end(self) -> str:
        return describe_end(self.trace)

    def step_reasons(self) -> list[str]:
        trace = self.trace
        names = _names(trace)
        before = trace.before
        mover = before.to_move
        n = before.rules.pits_per_player
        sows = [k for k, step in enumerate(trace.steps) if step.kind == "sow"]
        last_sow = sows[-1] if sows else -1
        chain = capture_chain(trace)
        captures = [k for k, step in enumerate(trace.steps) if step.kind == "capture"]
        passed_store = False
        previous: Place | None = (Place(mover, trace.move.pit) if trace.move.pit is not None
                                  else None)
        reasons: list[str] = []
        for k, step in enumerate(trace.steps):
            place = step.place
            if step.kind == "sow" and place is not None:
                text = (_("the last seed %(place)s (now %(n)s)") if k == last_sow
                        else _("a seed %(place)s (now %(n)s)")) % {
                    "place": place_phrase(place, "into", names), "n": step.count}
                crossed = (previous is not None and previous.pit == n and place.pit == 1
                           and previous.player != place.player)
                if k == last_sow:
                    text += _last_sow_reason(place, step, mover, names)
                elif crossed and not passed_store and previous is not None:
                    text += _(": the sowing passes %(store)s, which gets no seed in Oware") % {
                        "store": possessive(Place(previous.player), names)}
                passed_store = passed_store or crossed
                previous = place
                reasons.append(text)
            elif step.kind == "skip" and place is not None and place.player == mover:
                reasons.append(_("%(place)s is skipped: the pit the seeds came from gets none of "
                                 "them back (this happens from %(n)s seeds up)") % {
                    "place": possessive(place, names), "n": 2 * n})
            elif step.kind == "skip" and chain is not None:
                reasons.append(_("a grand slam: taking the chain would take every seed of "
                                 "%(owner)s's row, so under this game's grand-slam rule nothing "
                                 "is captured") % {"owner": _owner(chain.last.player, names)})
            elif step.kind == "capture" and place is not None and chain is not None:
                reasons.append(_capture_reason(trace, step, k, captures, chain, names))
            elif step.kind == "end":
                reasons.append(describe_end(trace))
            else:
                reasons.append(self.step_reason(k, step, False))  # pick, collect
        return reasons


def _last_sow_reason(place: Place, step: Step, mover: int, names: tuple[str, ...]) -> str:
    if place.player == mover:
        return _(": on %(owner)s's own row, where nothing is captured") % {
            "owner": _owner(mover, names)}
    if step.count in (2, 3):
        return _(": 2 or 3 on the opponent's row, a capture")
    return _(": not 2 or 3, so no capture")


def _capture_reason(
    trace: MoveTrace, step: Step, k: int, captures: list[int], chain: Chain,
    names: tuple[str, ...],
) -> str:
    who = _side(step.player, names)
    place = step.place
    assert place is not None
    owner = _owner(place.player, names)
    if k == captures[0]:
        text = ngettext("capture: the last seed made %(place)s hold %(n)s, so %(side)s takes "
                        "that %(n)s",
                        "capture: the last seed made %(place)s hold %(n)s, so %(side)s takes "
                        "those %(n)s", step.seeds) % {
            "place": possessive(place, names), "n": step.seeds, "side": who}
    elif k == captures[1]:
        text = _("%(place)s, the pit before, holds %(n)s: taken too (the chain goes back "
                 "while the pits hold 2 or 3)") % {"place": possessive(place, names),
                                                   "n": step.seeds}
    else:
        text = _("%(place)s before it holds %(n)s: taken too") % {
            "place": possessive(place, names), "n": step.seeds}
    if k != captures[-1]:
        return text
    if chain.stop is None:
        text += _("; that is the first pit of %(owner)s's row, so the chain stops") % {
            "owner": owner}
    else:
        text += _("; %(place)s before it holds %(n)s, so the chain stops") % {
            "place": possessive(chain.stop, names), "n": chain.stop_count}
    if chain.slam:
        convention = _convention(trace)
        if convention == "illegal":
            text += _("; that is every seed of %(owner)s's row, a grand slam, which may be "
                      "played, and captures, only because every move %(side)s had was "
                      "one") % {"owner": owner, "side": who}
        else:
            text += _("; that is every seed of %(owner)s's row, a grand slam, which captures "
                      "under this game's grand-slam rule") % {"owner": owner}
    return text
