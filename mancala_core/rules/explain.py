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

They are in the language in use (:func:`mancala_core.set_language`); each function
also takes ``language=``::

    >>> print(outcome(trace, language="pl"))
    ostatni kamień ląduje w dołku 2 Północy, po stronie przeciwnika: ruch Północy
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import _, ngettext, using
from .moves import MoveTrace, Place, Step
from .position import Position
from .words import game_place_phrase, owner_name, place_phrase, side_name

if TYPE_CHECKING:
    from .base import Rules
    from .explain_family import Narrator

__all__ = [
    "describe_end",
    "distance",
    "end_note",
    "explain_move",
    "last_seed_reason",
    "outcome",
    "possessive",
    "step_reasons",
]


def possessive(place: Place, side_names: tuple[str, ...] | Rules = ("South", "North")) -> str:
    """``"South's pit 3"`` or ``"North's store"``, the name of a place in a sentence
    (in the language in use: :func:`~mancala_core.rules.words.place_phrase`).

    Given the rules instead of the side names, it speaks the game's words:

        >>> import mancala_core as mc
        >>> possessive(Place(1, 4), mc.rules("toguz")), possessive(Place(0), mc.rules("toguz"))
        ("Black's hole 4", "White's kazan")
        >>> possessive(Place(0, 5), mc.rules("bao")), possessive(Place(1), mc.rules("bao"))
        ("South's hole A5", "North's hand")
    """
    if isinstance(side_names, tuple):
        return place_phrase(place, "", side_names)
    names = side_names.side_names
    pit_word, store_word = side_names.pit_word, side_names.store_word
    hole_name = getattr(side_names, "hole_name", None)
    if pit_word == "pit" and store_word == "store" and hole_name is None:
        return place_phrase(place, "", names)
    number = hole_name(place.player, place.pit) if hole_name is not None and \
        place.pit is not None else None
    return game_place_phrase(place, "", names, pit_word, store_word, number)


def _narrator(trace: MoveTrace) -> Narrator | None:
    """The wider family's narrator of this trace's game (None for Kalah)."""
    from .explain_family import narrator

    return narrator(trace)


def _at(place: Place, role: str, names: tuple[str, ...]) -> str:
    return place_phrase(place, role, names)  # type: ignore[arg-type]


def _who(player: int, names: tuple[str, ...]) -> str:
    return side_name(names[player]) if player < len(names) else f"P{player + 1}"


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


def last_seed_reason(trace: MoveTrace, *, language: str | None = None) -> str:
    """Where the last seed lands and why, by counting: ``"South's pit 4 holds 5 seeds and is
    3 steps from South's store, so the last seed lands in North's pit 2"``.

    For a move that sows nothing (``swap``) it says so.
    """
    with using(language):
        last = trace.last_place()
        if last is None or trace.move.pit is None:
            return _("%(move)s sows no seeds") % {"move": trace.move.text}
        family = _narrator(trace)
        if family is not None:
            text = (_("%(reason)s, so the last stone lands %(place)s") if family.stones
                    else _("%(reason)s, so the last seed lands %(place)s"))
            return text % {"reason": family.counting(), "place": family.at(last, "in")}
        return _("%(reason)s, so the last seed lands %(place)s") % {
            "reason": _counting(trace), "place": _at(last, "in", _names(trace))}


def explain_move(trace: MoveTrace, *, language: str | None = None) -> str:
    """The whole story of a move in one sentence: the count, where the last seed lands,
    and what that means by the rules.

        >>> import mancala_core as mc
        >>> print(explain_move(mc.rules("kalah").start().trace("3")))
        South's pit 3 holds 4 seeds and is 4 steps from South's store: exactly enough, \
so the last seed lands in South's own store: South moves again
    """
    with using(language):
        family = _narrator(trace)
        if family is not None:
            if trace.last_place() is None or trace.move.pit is None:
                return family.outcome()
            return _("%(reason)s, so %(outcome)s") % {
                "reason": family.counting(), "outcome": family.outcome()}
        if trace.last_place() is None or trace.move.pit is None:
            return outcome(trace)
        return _("%(reason)s, so %(outcome)s") % {
            "reason": _counting(trace), "outcome": outcome(trace)}


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
    holds = ngettext("%(place)s holds %(n)s seed", "%(place)s holds %(n)s seeds", seeds) % {
        "place": origin, "n": seeds}
    if not _has_stores_in_ring(before):
        return holds
    steps = distance(before, pit)
    lap = _ring_size(before)
    reason = ngettext("%(holds)s and is %(n)s step %(from_store)s",
                      "%(holds)s and is %(n)s steps %(from_store)s", steps) % {
        "holds": holds, "n": steps, "from_store": _at(Place(mover), "from", names)}
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
            text = ngettext("%(reason)s; %(seeds)s seeds make %(n)s full lap of %(places)s places",
                            "%(reason)s; %(seeds)s seeds make %(n)s full laps of %(places)s places",
                            laps)
        text = text % {"reason": reason, "seeds": seeds, "n": laps, "places": lap}
        if rest:
            text += _(" and %(n)s more") % {"n": rest}
        return text
    return reason


def outcome(trace: MoveTrace, *, language: str | None = None) -> str:
    """What the landing of the last seed means, by the rules: an extra move, a capture,
    nothing, the end of the game.

        >>> import mancala_core as mc
        >>> outcome(mc.rules("kalah").start().trace("3"))
        "the last seed lands in South's own store: South moves again"
    """
    with using(language):
        return _outcome(trace)


def _outcome(trace: MoveTrace) -> str:
    family = _narrator(trace)
    if family is not None:
        return family.outcome()
    names = _names(trace)
    before = trace.before
    if _is_oware(before):
        from . import explain_oware

        return explain_oware.outcome(trace)
    mover = before.to_move
    who = _who(mover, names)
    owner = owner_name(names[mover])
    last = trace.last_place()
    if last is None:
        return describe_end(trace) or _("%(side)s plays %(move)s") % {
            "side": who, "move": trace.move.text}
    end = describe_end(trace)
    captured = trace.captured()
    lands = _("the last seed lands %(place)s") % {"place": _at(last, "in", names)}
    if not _has_stores_in_ring(before):
        text = lands
        if captured:
            text = _("%(text)s: %(side)s captures %(n)s") % {
                "text": text, "side": who, "n": captured}
        return _then_end(text, end)
    if last.pit is None and last.player == mover:
        if end:
            return _("the last seed lands in %(owner)s's own store: "
                     "%(side)s would move again, but %(end)s") % {
                "side": who, "owner": owner, "end": end}
        return _("the last seed lands in %(owner)s's own store: %(side)s moves again") % {
            "side": who, "owner": owner}
    if last.player != mover or last.pit is None:
        return _("%(lands)s, on the opponent's row: %(next)s") % {
            "lands": lands,
            "next": end if end else _("%(owner)s's turn") % {"owner": owner_name(names[1 - mover])},
        }
    # an own pit: empty before the last seed?
    count_after_sowing = _count_after_sowing(trace, last)
    facing = Place(1 - mover, before.rules.pits_per_player + 1 - last.pit)
    facing_name = possessive(facing, names)
    turn = _("%(owner)s's turn") % {"owner": owner_name(names[1 - mover])}
    if count_after_sowing != 1:
        if _held_before(before, last) == 0:
            # empty when the move began: a lap refilled it before the last seed fell
            text = _("%(lands)s, which was empty when the move began, but the lap dropped a "
                     "seed there earlier, so it was not empty just before the last seed "
                     "(%(n)s now): no capture, %(turn)s") % {
                "lands": lands, "n": count_after_sowing, "turn": turn}
        else:
            text = _("%(lands)s, which already held seeds (%(n)s now): no capture, "
                     "%(turn)s") % {"lands": lands, "n": count_after_sowing, "turn": turn}
        return _then_end(text, end)
    if captured:
        opposite = captured - 1
        if opposite:
            text = _("the last seed lands in %(owner)s's own empty pit %(pit)s, and %(facing)s "
                     "opposite holds %(n)s: %(side)s captures %(n)s + 1") % {
                "side": who, "owner": owner, "pit": last.pit, "facing": facing_name,
                "n": opposite}
        else:
            text = _("the last seed lands in %(owner)s's own empty pit %(pit)s facing an empty "
                     "pit: with empty_capture the lone seed still goes to %(owner)s's store") % {
                "owner": owner, "pit": last.pit}
        return _then_end(text, end) if end else _("%(text)s; %(turn)s") % {
            "text": text, "turn": turn}
    text = _("the last seed lands in %(owner)s's own empty pit %(pit)s, but %(facing)s "
             "opposite is empty: nothing is captured, %(turn)s") % {
        "owner": owner, "pit": last.pit, "facing": facing_name, "turn": turn}
    return _then_end(text, end)


def _then_end(text: str, end: str) -> str:
    """``text``, then ``"; the game is over…"`` if the move ended the game."""
    return _("%(text)s; %(end)s") % {"text": text, "end": end} if end else text


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
            return _game_over(step, _names(trace))
    return ""


def _game_over(step: Step, names: tuple[str, ...]) -> str:
    if not step.note:
        return _("the game is over")
    return _("the game is over: %(why)s") % {"why": end_note(step.note, names)}


def end_note(note: str, names: tuple[str, ...] = ("South", "North")) -> str:
    """A Kalah or Oware game's reason for ending (a step's ``note``) in the language in use."""
    void = " (the extra move the last seed earned is void)"
    if note.endswith(void):
        return end_note(note[: -len(void)], names) + _(
            " (the extra move the last seed earned is void)")
    known = {
        "a row is empty": _("a row is empty"),
        "the seeds are shared equally": _("the seeds are shared equally"),
        "a player has more than half of the seeds": _("a player has more than half of the seeds"),
        "the position repeats": _("the position repeats"),
    }
    if note in known:
        return known[note]
    for name in names:
        if note == f"{name} has no seeds to move":
            return _("%(side)s has no seeds to move") % {"side": side_name(name)}
        if note == f"{name} cannot move":
            return _("%(side)s cannot move") % {"side": side_name(name)}
    return note


def step_reasons(trace: MoveTrace, *, language: str | None = None) -> list[str]:
    """One sentence per step of ``trace``, saying what happens and why.

    The board's animation shows them one by one under the board.

        >>> import mancala_core as mc
        >>> step_reasons(mc.rules("kalah").start().trace("6"))[:3]
        ["South picks up the 4 seeds of South's pit 6", "a seed into South's store (now 1): \
your own store gets a seed when the sowing passes it", "a seed into North's pit 1 (now 5)"]
    """
    with using(language):
        return _step_reasons(trace)


def _step_reasons(trace: MoveTrace) -> list[str]:
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
    who = _who(step.player, names)
    owner = owner_name(names[step.player]) if step.player < len(names) else who
    place = step.place
    if step.kind == "pick" and place is not None:
        return ngettext("%(side)s picks up the %(n)s seed %(place)s",
                        "%(side)s picks up the %(n)s seeds %(place)s", step.seeds) % {
            "side": who, "n": step.seeds, "place": _at(place, "of", names)}
    if step.kind == "sow" and place is not None:
        if is_last:
            text = _("the last seed %(place)s (now %(n)s)")
        else:
            text = _("a seed %(place)s (now %(n)s)")
        text = text % {"place": _at(place, "into", names), "n": step.count}
        if place == origin:
            text += _(": 13 or more seeds make a lap, and in Kalah the emptied pit gets a seed too")
        elif place.pit is None and place.player == step.player and not is_last:
            text += _(": your own store gets a seed when the sowing passes it")
        return text
    if step.kind == "skip" and place is not None:
        return _("%(place)s is skipped: seeds never go into the opponent's store") % {
            "place": possessive(place, names)}
    if step.kind == "capture" and place is not None and step.to is not None:
        store = _at(step.to, "to", names)
        last = trace.last_place()
        if last is not None and place == last:
            total = sum(s.seeds for s in captures)
            if len(captures) == 1:
                return _("the last seed fell into %(owner)s's own empty pit %(pit)s facing an "
                         "empty pit: with empty_capture it still goes %(store)s") % {
                    "owner": owner, "pit": place.pit, "store": store}
            return _("the last seed goes %(store)s with them (%(n)s captured in all)") % {
                "store": store, "n": total}
        if last is not None and last.player == step.player and last.pit is not None:
            own = _("into %(owner)s's own empty pit %(pit)s") % {"owner": owner, "pit": last.pit}
        elif last is not None:
            own = _at(last, "into", names)
        else:
            own = _("into an empty pit")
        return ngettext("capture: the last seed fell %(landing)s, and %(place)s opposite holds "
                        "%(n)s: that 1 goes %(store)s",
                        "capture: the last seed fell %(landing)s, and %(place)s opposite holds "
                        "%(n)s: those %(n)s go %(store)s", step.seeds) % {
            "landing": own, "place": possessive(place, names), "n": step.seeds, "store": store}
    if step.kind == "extra-move":
        return _("the last seed fell into %(owner)s's own store: %(side)s moves again") % {
            "side": who, "owner": owner}
    if step.kind == "collect" and place is not None and step.to is not None:
        return ngettext("%(n)s seed left %(place)s goes %(store)s",
                        "%(n)s seeds left %(place)s go %(store)s", step.seeds) % {
            "n": step.seeds, "place": _at(place, "in", names),
            "store": _at(step.to, "to", names)}
    if step.kind == "end":
        return _game_over(step, names)
    return step.describe(names)
