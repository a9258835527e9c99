"""Why a move does what it does, in sentences for a learner.

A :class:`~mancala_core.MoveTrace` says *what* happened, one step at a time;
this module says *why*, from the rules: the board widget captions each step of
an animation with :func:`step_reasons`, and the course's exercises explain a
learner's move with :func:`last_seed_reason` and :func:`outcome`::

    >>> import mancala_core as mc
    >>> pos = mc.rules("kalah").position(
    ...     pits=[[2, 1, 0, 5, 2, 1], [2, 1, 0, 5, 3, 2]], stores=[12, 12])
    >>> trace = pos.trace("4")
    >>> print(last_seed_reason(trace))  # doctest: +NORMALIZE_WHITESPACE
    South's pit 4 holds 5 seeds and is 3 steps from South's store,
    so the last seed lands in North's pit 2
    >>> outcome(trace)
    "the last seed lands in North's pit 2, on the opponent's row: North's turn"
    >>> for reason in step_reasons(pos.trace("1")):  # doctest: +NORMALIZE_WHITESPACE
    ...     print(reason)
    South picks up the 2 seeds of South's pit 1
    a seed into South's pit 2 (now 2)
    the last seed into South's pit 3 (now 1)
    capture: the last seed fell into South's own empty pit 3, and North's pit 4
    opposite holds 5: those 5 go to South's store
    the last seed goes to South's store with them (6 captured in all)

The sentences here are written for the two-row games with stores (Kalah and its
house rules); Oware is told by :mod:`~mancala_core.rules.explain_oware`, the wider
family (Mankala 2/4, Basic mancala, Congkak, Toguz Kumalak, Bao) by
:mod:`~mancala_core.rules.explain_family`, each in the game's own words; any other
game falls back to :meth:`~mancala_core.Step.describe`, which every ruleset supports.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import MoveTrace, Place, Step
from .position import Position

if TYPE_CHECKING:
    from .base import Rules
    from .explain_family import Narrator

__all__ = [
    "describe_end",
    "distance",
    "explain_move",
    "last_seed_reason",
    "outcome",
    "possessive",
    "step_reasons",
]


def possessive(place: Place, side_names: tuple[str, ...] | Rules = ("South", "North")) -> str:
    """``"South's pit 3"`` or ``"North's store"``, the name of a place in a sentence.

    Given the rules instead of the side names, it speaks the game's words:

        >>> import mancala_core as mc
        >>> possessive(Place(1, 4), mc.rules("toguz")), possessive(Place(0), mc.rules("toguz"))
        ("Black's hole 4", "White's kazan")
        >>> possessive(Place(0, 5), mc.rules("bao")), possessive(Place(1), mc.rules("bao"))
        ("South's hole A5", "North's hand")
    """
    if isinstance(side_names, tuple):
        names, pit_word, store_word = side_names, "pit", "store"
        hole_name = None
    else:
        names = side_names.side_names
        pit_word, store_word = side_names.pit_word, side_names.store_word
        hole_name = getattr(side_names, "hole_name", None)
    side = names[place.player] if place.player < len(names) else f"P{place.player + 1}"
    if place.pit is None:
        return f"{side}'s {store_word}"
    number = hole_name(place.player, place.pit) if hole_name is not None else place.pit
    return f"{side}'s {pit_word} {number}"


def _narrator(trace: MoveTrace) -> Narrator | None:
    """The wider family's narrator of this trace's game (None for Kalah)."""
    from .explain_family import narrator

    return narrator(trace)


def _has_stores_in_ring(pos: Position) -> bool:
    """True for the games whose sowing drops seeds into the mover's own store (Kalah)."""
    return pos.rules.name == "kalah"


def distance(pos: Position, pit: int) -> int:
    """How many places a sowing from the mover's ``pit`` needs to reach the mover's store.

    In Kalah, pit 6 is 1 step from the store and pit 1 is 6 steps away: a pit
    holding exactly that many seeds ends its sowing in the store.

        >>> import mancala_core as mc
        >>> start = mc.rules("kalah").start()
        >>> distance(start, 3), distance(start, 6)
        (4, 1)
    """
    n = pos.rules.pits_per_player
    if not 1 <= pit <= n:
        raise ValueError(f"pit {pit!r} is not a pit of {pos.text()!r}: pits are 1 to {n}")
    return n - pit + 1


def _names(trace: MoveTrace) -> tuple[str, ...]:
    return trace.before.rules.side_names


def _is_oware(pos: Position) -> bool:
    """True for Oware, whose sentences live in :mod:`~mancala_core.rules.explain_oware`."""
    return pos.rules.name == "oware"


def _ring_size(pos: Position) -> int:
    """The places one lap of a Kalah sowing visits: both rows and the mover's own store."""
    return 2 * pos.rules.pits_per_player + 1


def last_seed_reason(trace: MoveTrace) -> str:
    """Where the last seed lands and why, by counting: ``"South's pit 4 holds 5 seeds and is
    3 steps from South's store, so the last seed lands in North's pit 2"``.

    For a move that sows nothing (``swap``) it says so.
    """
    last = trace.last_place()
    if last is None or trace.move.pit is None:
        return f"{trace.move.text} sows no seeds"
    family = _narrator(trace)
    if family is not None:
        return (f"{family.counting()}, so the last {family.seed} lands in "
                f"{possessive(last, trace.before.rules)}")
    return f"{_counting(trace)}, so the last seed lands in {possessive(last, _names(trace))}"


def explain_move(trace: MoveTrace) -> str:
    """The whole story of a move in one sentence: the count, where the last seed lands,
    and what that means by the rules.

        >>> import mancala_core as mc
        >>> print(explain_move(mc.rules("kalah").start().trace("3")))
        South's pit 3 holds 4 seeds and is 4 steps from South's store: exactly enough, \
so the last seed lands in South's own store: South moves again
    """
    family = _narrator(trace)
    if family is not None:
        if trace.last_place() is None or trace.move.pit is None:
            return family.outcome()
        return f"{family.counting()}, so {family.outcome()}"
    if trace.last_place() is None or trace.move.pit is None:
        return outcome(trace)
    return f"{_counting(trace)}, so {outcome(trace)}"


def _counting(trace: MoveTrace) -> str:
    """``"South's pit 4 holds 5 seeds and is 3 steps from South's store"``, with a word on
    laps and exact counts: the reason part of :func:`last_seed_reason`."""
    names = _names(trace)
    pit = trace.move.pit
    assert pit is not None
    before = trace.before
    mover = before.to_move
    if _is_oware(before):
        from . import explain_oware

        return explain_oware.counting(trace)
    seeds = next((s.seeds for s in trace.steps if s.kind == "pick"), 0)
    origin = possessive(Place(mover, pit), names)
    plural = "s" * (seeds != 1)
    if not _has_stores_in_ring(before):
        return f"{origin} holds {seeds} seed{plural}"
    steps = distance(before, pit)
    store = possessive(Place(mover), names)
    lap = _ring_size(before)
    unit = "step" if steps == 1 else "steps"
    reason = f"{origin} holds {seeds} seed{plural} and is {steps} {unit} from {store}"
    if seeds == steps:
        return f"{reason}: exactly enough"
    if seeds < steps:
        return f"{reason}: not enough to reach it"
    if seeds >= lap:
        laps = seeds // lap
        rest = seeds - laps * lap
        around = "a full lap" if laps == 1 else f"{laps} full laps"
        return (f"{reason}; {seeds} seeds make {around} of {lap} places"
                + (f" and {rest} more" if rest else ""))
    return reason


def outcome(trace: MoveTrace) -> str:
    """What the landing of the last seed means, by the rules: an extra move, a capture,
    nothing, the end of the game.

        >>> import mancala_core as mc
        >>> outcome(mc.rules("kalah").start().trace("3"))
        "the last seed lands in South's own store: South moves again"
    """
    family = _narrator(trace)
    if family is not None:
        return family.outcome()
    names = _names(trace)
    before = trace.before
    if _is_oware(before):
        from . import explain_oware

        return explain_oware.outcome(trace)
    mover = before.to_move
    who = names[mover]
    last = trace.last_place()
    if last is None:
        return describe_end(trace) or f"{who} plays {trace.move.text}"
    where = possessive(last, names)
    end = describe_end(trace)
    captured = trace.captured()
    if not _has_stores_in_ring(before):
        text = f"the last seed lands in {where}"
        if captured:
            text += f": {who} captures {captured}"
        return text + (f"; {end}" if end else "")
    if last.pit is None and last.player == mover:
        text = f"the last seed lands in {who}'s own store: "
        text += (f"{who} would move again, but {end}" if end else f"{who} moves again")
        return text
    other = names[1 - mover]
    if last.player != mover or last.pit is None:
        text = f"the last seed lands in {where}, on the opponent's row: "
        return text + (end if end else f"{other}'s turn")
    # an own pit: empty before the last seed?
    count_after_sowing = _count_after_sowing(trace, last)
    facing = Place(1 - mover, before.rules.pits_per_player + 1 - last.pit)
    facing_name = possessive(facing, names)
    if count_after_sowing != 1:
        if _held_before(before, last) == 0:
            # empty when the move began: a lap refilled it before the last seed fell
            text = (f"the last seed lands in {where}, which was empty when the move began, "
                    f"but the lap dropped a seed there earlier, so it was not empty just "
                    f"before the last seed ({count_after_sowing} now): no capture, "
                    f"{other}'s turn")
        else:
            text = (f"the last seed lands in {where}, which already held seeds "
                    f"({count_after_sowing} now): no capture, {other}'s turn")
        return text + (f"; {end}" if end else "")
    if captured:
        opposite = captured - 1
        if opposite:
            text = (f"the last seed lands in {who}'s own empty pit {last.pit}, and "
                    f"{facing_name} opposite holds {opposite}: {who} captures {opposite} + 1")
        else:
            text = (f"the last seed lands in {who}'s own empty pit {last.pit} facing an empty "
                    f"pit: with empty_capture the lone seed still goes to {who}'s store")
        return text + (f"; {end}" if end else f"; {other}'s turn")
    text = (f"the last seed lands in {who}'s own empty pit {last.pit}, but {facing_name} "
            f"opposite is empty: nothing is captured, {other}'s turn")
    return text + (f"; {end}" if end else "")


def _held_before(pos: Position, place: Place) -> int:
    """How many seeds ``place`` held in ``pos``, before the move."""
    if place.pit is None:
        return pos.store(place.player)
    return pos.pits(place.player)[place.pit - 1]


def _count_after_sowing(trace: MoveTrace, place: Place) -> int:
    """How many seeds ``place`` held just after the last seed fell (before any capture)."""
    count = 0
    for step in trace.steps:
        if step.kind == "sow" and step.place == place:
            count = step.count
    return count


def describe_end(trace: MoveTrace) -> str:
    """``"the game is over: a row is empty"`` if the move ended the game, else ``""``."""
    if _is_oware(trace.before):
        from . import explain_oware

        return explain_oware.describe_end(trace)
    for step in trace.steps:
        if step.kind == "end":
            return f"the game is over: {step.note}" if step.note else "the game is over"
    return ""


def step_reasons(trace: MoveTrace) -> list[str]:
    """One sentence per step of ``trace``, saying what happens and why.

    The board's animation shows them one by one under the board.

        >>> import mancala_core as mc
        >>> step_reasons(mc.rules("kalah").start().trace("6"))[:3]
        ["South picks up the 4 seeds of South's pit 6", "a seed into South's store (now 1): \
your own store gets a seed when the sowing passes it", "a seed into North's pit 1 (now 5)"]
    """
    names = _names(trace)
    before = trace.before
    if _is_oware(before):
        from . import explain_oware

        return explain_oware.step_reasons(trace)
    family = _narrator(trace)
    if family is not None:
        return family.step_reasons()
    if not _has_stores_in_ring(before):
        return [step.describe(names) for step in trace.steps]
    mover = before.to_move
    origin = Place(mover, trace.move.pit) if trace.move.pit is not None else None
    sows = [k for k, step in enumerate(trace.steps) if step.kind == "sow"]
    last_sow = sows[-1] if sows else -1
    reasons: list[str] = []
    captures = [s for s in trace.steps if s.kind == "capture"]
    for k, step in enumerate(trace.steps):
        reasons.append(_step_reason(trace, step, k == last_sow, origin, captures, names))
    return reasons


def _step_reason(
    trace: MoveTrace,
    step: Step,
    is_last: bool,
    origin: Place | None,
    captures: list[Step],
    names: tuple[str, ...],
) -> str:
    who = names[step.player] if step.player < len(names) else f"P{step.player + 1}"
    place = step.place
    if step.kind == "pick" and place is not None:
        plural = "s" * (step.seeds != 1)
        return f"{who} picks up the {step.seeds} seed{plural} of {possessive(place, names)}"
    if step.kind == "sow" and place is not None:
        first = "the last seed" if is_last else "a seed"
        text = f"{first} into {possessive(place, names)} (now {step.count})"
        if place == origin:
            text += ": 13 or more seeds make a lap, and in Kalah the emptied pit gets a seed too"
        elif place.pit is None and place.player == step.player and not is_last:
            text += ": your own store gets a seed when the sowing passes it"
        return text
    if step.kind == "skip" and place is not None:
        return f"{possessive(place, names)} is skipped: seeds never go into the opponent's store"
    if step.kind == "capture" and place is not None and step.to is not None:
        store = possessive(step.to, names)
        last = trace.last_place()
        if last is not None and place == last:
            total = sum(s.seeds for s in captures)
            if len(captures) == 1:
                return (f"the last seed fell into {who}'s own empty pit {place.pit} facing an "
                        f"empty pit: with empty_capture it still goes to {store}")
            return f"the last seed goes to {store} with them ({total} captured in all)"
        landing = possessive(last, names) if last is not None else "an empty pit"
        own = landing.replace(f"{who}'s pit", f"{who}'s own empty pit")
        those = "that 1 goes" if step.seeds == 1 else f"those {step.seeds} go"
        return (f"capture: the last seed fell into {own}, and {possessive(place, names)} "
                f"opposite holds {step.seeds}: {those} to {store}")
    if step.kind == "extra-move":
        return f"the last seed fell into {who}'s own store: {who} moves again"
    if step.kind == "collect" and place is not None and step.to is not None:
        plural, go = ("s", "go") if step.seeds != 1 else ("", "goes")
        return (f"{step.seeds} seed{plural} left in {possessive(place, names)} "
                f"{go} to {possessive(step.to, names)}")
    if step.kind == "end":
        return f"the game is over: {step.note}" if step.note else "the game is over"
    return step.describe(names)
