"""Why an Oware move does what it does, in sentences for a learner.

:mod:`mancala_core.rules.explain` tells the story of a Kalah move; this module tells
Oware's (RULES.md section 2), where the sowing never enters a store, the emptied pit
is skipped, a last seed that makes an opponent's pit hold 2 or 3 captures it and the
pits before it, a grand slam follows its convention, an empty row must be fed, and
the game ends at more than half the seeds, at a repetition or when a player cannot
move. :mod:`~mancala_core.rules.explain` calls it for Oware positions, so the board's
captions and the exercises' feedback read it without asking::

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

from .explain import possessive
from .moves import MoveTrace, Place, Step
from .position import Position

__all__ = [
    "Chain",
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


def _pits(player: str, first: int, last: int) -> str:
    """``"South's pit 6"``, ``"South's pits 5 and 6"`` or ``"South's pits 4 to 6"``."""
    if first == last:
        return f"{player}'s pit {first}"
    joint = "and" if last == first + 1 else "to"
    return f"{player}'s pits {first} {joint} {last}"


def _listing(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"


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
    me, other = names[before.to_move], names[1 - before.to_move]
    seeds = next((s.seeds for s in trace.steps if s.kind == "pick"), 0)
    origin = possessive(Place(before.to_move, pit), names)
    held = f"{origin} holds {seeds} seed{'s' * (seeds != 1)}"
    after = n - pit  # the mover's pits after the origin
    lap = 2 * n - 1
    if seeds <= after:
        return f"{held}, not enough to leave {me}'s row"
    if seeds <= after + n:
        if not after:
            return (f"{held}: {'it goes' if seeds == 1 else 'all of them go'} to "
                    f"{other}'s row")
        return (f"{held}: {after} for {_pits(me, pit + 1, n)}, then {seeds - after} for "
                f"{other}'s row")
    if seeds <= lap:
        back = seeds - after - n
        first = f"{after} for {_pits(me, pit + 1, n)}, " if after else ""
        return (f"{held}: {first}{n} for {other}'s row, then {back} back in "
                f"{_pits(me, 1, back)}")
    laps, rest = divmod(seeds, lap)
    more = f" and {rest} more" if rest else ""
    return (f"{held}: more than a lap, and a lap is {lap} pits, not {lap + 1}, because the "
            f"emptied pit is skipped: {laps} lap{'s' * (laps != 1)}{more}")


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
    who, other = names[mover], names[1 - mover]
    last = trace.last_place()
    if last is None:
        return describe_end(trace) or f"{who} plays {trace.move.text}"
    chain = capture_chain(trace)
    if chain is None:
        text = (f"the last seed lands in {possessive(last, names)}, on {who}'s own row: no "
                "capture there (only the opponent's row is captured from)")
    else:
        text = _landing(trace, chain, names)
    if not any(before.pits(1 - mover)):
        sown = feeds(trace)
        text += (f"; it feeds {other}'s empty row with {sown} seed{'s' * (sown != 1)}")
    end = describe_end(trace)
    return text + (f"; {end}" if end else f"; {other}'s turn")


def _landing(trace: MoveTrace, chain: Chain, names: tuple[str, ...]) -> str:
    who = names[trace.before.to_move]
    owner = names[chain.last.player]
    where = possessive(chain.last, names)
    if not chain.run:
        return (f"the last seed lands in {where}, which now holds {chain.count}: only 2 or 3 "
                "capture, so nothing is captured")
    if len(chain.run) == 1:
        found = f"the last seed lands in {where}, which now holds {chain.count}"
        took = f"those {chain.count}"
    else:
        back = [str(place.pit) for place, _ in chain.run[1:]]
        counts = [str(count) for _, count in chain.run[1:]]
        pits, hold = ("pit", "holds") if len(back) == 1 else ("pits", "hold")
        found = (f"the last seed makes {where} hold {chain.count}, and going back {owner}'s "
                 f"{pits} {_listing(back)} {hold} {_listing(counts)}")
        took = f"{chain.total} seeds from {len(chain.run)} pits"
    if chain.stop is None:
        stops = f"the chain stops at the start of {owner}'s row"
    else:
        stops = (f"{possessive(chain.stop, names)} before it holds {chain.stop_count}, so the "
                 "chain stops there")
    if not chain.slam:
        return f"{found}: {who} captures {took}; {stops}"
    convention = _convention(trace)
    if not chain.captured:
        return (f"{found}, but that would take every seed of {owner}'s row: a grand slam, and "
                f"with grand_slam=\"{convention}\" nothing is captured")
    every = f"{found}, and that takes every seed of {owner}'s row, a grand slam"
    if convention == "illegal":
        return (f"{every}; with grand_slam=\"illegal\" it may be played only because every "
                f"move {who} has is one, and then it captures: {who} takes {chain.captured}")
    return f"{every}: with grand_slam=\"{convention}\" {who} takes all {chain.captured}"


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
    who, other = names[mover], names[1 - mover]
    total = _total_seeds(before)
    stores = [before.store(0), before.store(1)]
    stores[mover] += trace.captured()
    collected = any(s.kind == "collect" for s in trace.steps)
    rows = ", and each player takes the seeds left in their own row" if collected else ""
    if stores[0] == stores[1] == total // 2:
        return (f"the game is over: {stores[0]} each in store, half of the {total} seeds: a "
                f"draw{rows}")
    for player in (mover, 1 - mover):
        if 2 * stores[player] > total:
            return (f"the game is over: {names[player]} has {stores[player]} of the {total} "
                    f"seeds in store, more than half, and wins{rows}")
    after_rows = _row_after_capture(trace)
    if not any(after_rows[1 - mover]):
        reason = f"{other} has no seeds left to move"
        if not any(after_rows[mover]):
            reason = "no seeds are left to move"
        return f"the game is over: {reason}{rows}"
    if not any(after_rows[mover]):
        return (f"the game is over: {who}'s row is empty and no move of {other}'s reaches it, "
                f"so {other} cannot move{rows}")
    if end.note == "the position repeats":
        return (f"the game is over: the position repeats (the same seeds in the same pits, "
                f"{other} to move){rows}")
    return f"the game is over: {end.note}{rows}" if end.note else "the game is over"


def _row_after_capture(trace: MoveTrace) -> list[list[int]]:
    """Both rows after the sowing and the capture, before the end's collection."""
    rows = [_row_after_sowing(trace, 0), _row_after_sowing(trace, 1)]
    for step in trace.steps:
        if step.kind == "capture" and step.place is not None and step.place.pit is not None:
            rows[step.place.player][step.place.pit - 1] = 0
    return rows


def step_reasons(trace: MoveTrace) -> list[str]:
    """One sentence per step of an Oware move: what happens and why (the board's captions)."""
    from .explain import _step_reason  # the steps every game has (pick, collect)

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
            first = "the last seed" if k == last_sow else "a seed"
            text = f"{first} into {possessive(place, names)} (now {step.count})"
            crossed = (previous is not None and previous.pit == n and place.pit == 1
                       and previous.player != place.player)
            if k == last_sow:
                text += _last_sow_reason(place, step, mover, names)
            elif crossed and not passed_store:
                store = possessive(Place(previous.player), names)  # type: ignore[union-attr]
                text += f": the sowing passes {store}, which gets no seed in Oware"
            passed_store = passed_store or crossed
            previous = place
            reasons.append(text)
        elif step.kind == "skip" and place is not None and place.player == mover:
            reasons.append(
                f"{possessive(place, names)} is skipped: the pit the seeds came from gets none "
                f"of them back (this happens from {2 * n} seeds up)")
        elif step.kind == "skip" and chain is not None:
            reasons.append(
                f"a grand slam: taking the chain would take every seed of "
                f"{names[chain.last.player]}'s row, so with grand_slam="
                f"\"{_convention(trace)}\" nothing is captured")
        elif step.kind == "capture" and place is not None and chain is not None:
            reasons.append(_capture_reason(trace, step, k, captures, chain, names))
        elif step.kind == "end":
            reasons.append(describe_end(trace))
        else:
            reasons.append(_step_reason(trace, step, False, None, [], names))
    return reasons


def _last_sow_reason(place: Place, step: Step, mover: int, names: tuple[str, ...]) -> str:
    if place.player == mover:
        return f": on {names[mover]}'s own row, where nothing is captured"
    if step.count in (2, 3):
        return ": 2 or 3 on the opponent's row, a capture"
    return ": not 2 or 3, so no capture"


def _capture_reason(
    trace: MoveTrace, step: Step, k: int, captures: list[int], chain: Chain,
    names: tuple[str, ...],
) -> str:
    who = names[step.player]
    place = step.place
    assert place is not None
    those = "that 1" if step.seeds == 1 else f"those {step.seeds}"
    if k == captures[0]:
        text = (f"capture: the last seed made {possessive(place, names)} hold {step.seeds}, so "
                f"{who} takes {those}")
    elif k == captures[1]:
        text = (f"{possessive(place, names)}, the pit before, holds {step.seeds}: taken too "
                "(the chain goes back while the pits hold 2 or 3)")
    else:
        text = f"{possessive(place, names)} before it holds {step.seeds}: taken too"
    if k != captures[-1]:
        return text
    if chain.stop is None:
        text += f"; that is the first pit of {names[place.player]}'s row, so the chain stops"
    else:
        text += (f"; {possessive(chain.stop, names)} before it holds {chain.stop_count}, so the "
                 "chain stops")
    if chain.slam:
        convention = _convention(trace)
        text += (f"; that is every seed of {names[place.player]}'s row, a grand slam, which "
                 f"captures with grand_slam=\"{convention}\"")
        if convention == "illegal":
            text += f" because every move {who} had was one"
    return text
