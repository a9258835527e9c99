"""Checks for the course's exercises: compare a learner's answer with what the rules say.

Every check returns a :class:`Feedback`: true when the answer is right, and in a
notebook it shows one sentence that says what is right or what went wrong::

    >>> import mancala_core as mc
    >>> start = mc.rules("kalah").start()
    >>> check_sowing(([4, 4, 4, 4, 4, 0], 1, [5, 5, 5, 4, 4, 4], 0), start, "6")
    Right: South's pit 6 is emptied and its 4 seeds go to South store, North 1, North 2, North 3.
    >>> check_sowing(([4, 4, 4, 4, 4, 0], 0, [5, 5, 5, 5, 4, 4], 0), start, "6")
    Not yet: South's store should hold 1, not 0: the sowing passes it and drops 1 seed there.
    >>> check_last_seed("South store", start, "3")
    Right: the last seed of South's pit 3 lands in South's store.
    >>> check_extra_move(None, start, "3")
    No answer yet: set `answer` to True or False, then run the cell again.

The checks never raise for a wrong or malformed answer: they explain it instead,
so a notebook runs from top to bottom whatever the learner wrote.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import mancala_core as mc

__all__ = ["Feedback", "check_extra_move", "check_last_seed", "check_sowing", "place_name"]

SIDES = ("South", "North")


@dataclass(frozen=True)
class Feedback:
    """The result of a check: ``ok`` and a one-sentence ``message``."""

    ok: bool
    message: str

    def __bool__(self) -> bool:
        return self.ok

    def __repr__(self) -> str:
        return self.message

    __str__ = __repr__


def _no_answer(example: str) -> Feedback:
    return Feedback(False, f"No answer yet: set `answer` to {example}, then run the cell again.")


def place_name(place: mc.Place) -> str:
    """``"South 3"`` or ``"North store"``: how the lessons name a pit or a store."""
    return place.label(SIDES)


def _possessive(place: mc.Place) -> str:
    side = SIDES[place.player]
    return f"{side}'s store" if place.pit is None else f"{side}'s pit {place.pit}"


def _as_position(position: mc.Position | str) -> mc.Position:
    return position if isinstance(position, mc.Position) else mc.parse(position)


# -- sowing --------------------------------------------------------------------------------


def _read_board(answer: Any, pits: int) -> tuple[list[int], int, list[int], int] | str:
    """``answer`` as (South's pits, South's store, North's pits, North's store), or a reason."""
    shape = (
        "four things: South's pits, South's store, North's pits, North's store, "
        "for example ([4, 4, 4, 4, 4, 4], 0, [4, 4, 4, 4, 4, 4], 0)"
    )
    if isinstance(answer, mc.Position):
        return list(answer.pits(0)), answer.store(0), list(answer.pits(1)), answer.store(1)
    if not isinstance(answer, Sequence) or isinstance(answer, str) or len(answer) != 4:
        return f"the answer should be {shape}"
    south, south_store, north, north_store = answer
    for name, row in (("South", south), ("North", north)):
        if not isinstance(row, Sequence) or isinstance(row, str) or len(row) != pits:
            return f"{name}'s pits should be a list of {pits} numbers, not {row!r}"
        if not all(isinstance(c, int) and not isinstance(c, bool) for c in row):
            return f"{name}'s pits should hold whole numbers, not {list(row)!r}"
    for name, store in (("South", south_store), ("North", north_store)):
        if not isinstance(store, int) or isinstance(store, bool):
            return f"{name}'s store should be a whole number, not {store!r}"
    return list(south), south_store, list(north), north_store


def _why(place: mc.Place, trace: mc.MoveTrace) -> str:
    """Why ``place`` holds what it holds after the move, in a few words."""
    mover = trace.before.to_move
    sown = sum(1 for p in trace.sown() if p == place)
    start = mc.Place(mover, trace.move.pit)
    skipped = any(s.kind == "skip" and s.place == place for s in trace.steps)
    captured = sum(s.seeds for s in trace.steps if s.kind == "capture" and s.place == place)
    gained = sum(
        s.seeds for s in trace.steps if s.kind in ("capture", "collect") and s.to == place
    )
    if place == start:
        lap = f", the sowing comes round and drops {sown} back into it" if sown else ""
        capture = ", then it is captured" if captured else ""
        return f"the move takes every seed out of it{lap}{capture}"
    if skipped:
        return "sowing skips the opponent's store"
    if captured:
        return f"its {captured} seed(s) are captured"
    if place.pit is None:
        parts = []
        if sown:
            parts.append(f"the sowing passes it and drops {sown} seed{'s' * (sown > 1)} there")
        if gained:
            parts.append(f"{gained} captured seed(s) go there")
        return " and ".join(parts) if parts else "the sowing does not reach it"
    if sown:
        return f"the sowing drops {sown} seed{'s' * (sown > 1)} into it"
    return "the sowing does not reach it, so it keeps its seeds"


def check_sowing(answer: Any, position: mc.Position | str, move: str) -> Feedback:
    """Check ``answer``, the board after ``move`` is played in ``position``.

    ``answer`` is ``(south_pits, south_store, north_pits, north_store)``, each
    row listed from its owner's left, as ``position.pits(player)`` gives them.
    The feedback names the first place that is wrong, in sowing order.
    """
    if answer is None:
        return _no_answer("(South's pits, South's store, North's pits, North's store)")
    before = _as_position(position)
    trace = before.trace(move)
    after = trace.after
    n = before.rules.pits_per_player
    board = _read_board(answer, n)
    if isinstance(board, str):
        return Feedback(False, f"Not yet: {board}.")
    south, south_store, north, north_store = board
    given = {0: (south, south_store), 1: (north, north_store)}
    mover = before.to_move
    # sowing order from the mover's side: own pits, own store, the other pits, the other store
    order = [mc.Place(p, k) for p in (mover, 1 - mover) for k in [*range(1, n + 1), None]]
    for place in order:
        row, store = given[place.player]
        value = store if place.pit is None else row[place.pit - 1]
        expected = after.store(place.player) if place.pit is None else (
            after.pits(place.player)[place.pit - 1]
        )
        if value != expected:
            return Feedback(
                False,
                f"Not yet: {_possessive(place)} should hold {expected}, not {value}: "
                f"{_why(place, trace)}.",
            )
    places = ", ".join(place_name(p) for p in trace.sown())
    seeds = sum(s.seeds for s in trace.steps if s.kind == "pick")
    captured = trace.captured()
    capture = f"; then {captured} seeds are captured into the store" if captured else ""
    return Feedback(
        True,
        f"Right: {_possessive(mc.Place(mover, trace.move.pit))} is emptied and its "
        f"{seeds} seeds go to {places}{capture}.",
    )


# -- where the last seed lands -------------------------------------------------------------

_PLACE = re.compile(r"^\s*(south|north)\s+(store|\d+)\s*$", re.IGNORECASE)


def _read_place(answer: Any) -> mc.Place | None:
    if isinstance(answer, mc.Place):
        return answer
    if not isinstance(answer, str):
        return None
    match = _PLACE.match(answer)
    if not match:
        return None
    player = 0 if match.group(1).lower() == "south" else 1
    where = match.group(2).lower()
    return mc.Place(player, None if where == "store" else int(where))


def check_last_seed(answer: Any, position: mc.Position | str, move: str) -> Feedback:
    """Check ``answer``, the place where the last seed of ``move`` lands: ``"North 2"``,
    ``"South store"``."""
    example = 'a place such as "North 2" or "South store"'
    if answer is None:
        return _no_answer(example)
    place = _read_place(answer)
    if place is None:
        return Feedback(False, f"Not yet: write {example}, not {answer!r}.")
    before = _as_position(position)
    trace = before.trace(move)
    last = trace.last_place()
    assert last is not None, "a sowing move drops at least one seed"
    start = _possessive(mc.Place(before.to_move, trace.move.pit))
    if place == last:
        return Feedback(True, f"Right: the last seed of {start} lands in {_possessive(last)}.")
    sown = trace.sown()
    seeds = len(sown)
    if place.pit is None and place.player != before.to_move:
        hint = "sowing skips the opponent's store"
    elif place in sown:
        hint = f"{_possessive(place)} gets a seed, but the sowing goes on after it"
    else:
        hint = f"count {seeds} places on from {start}, counter-clockwise"
    return Feedback(False, f"Not yet: {hint}; the last seed lands in {_possessive(last)}.")


def check_extra_move(answer: Any, position: mc.Position | str, move: str) -> Feedback:
    """Check ``answer`` (True or False): does the mover move again after ``move``?"""
    if not isinstance(answer, bool):
        return _no_answer("True or False")
    before = _as_position(position)
    trace = before.trace(move)
    last = trace.last_place()
    again = trace.extra_move()
    where = f"the last seed lands in {_possessive(last)}" if last else "nothing is sown"
    if answer == again:
        return Feedback(True, f"Right: {where}" + (", so the mover moves again." if again else "."))
    if again:
        return Feedback(False, f"Not yet: {where}, and a last seed in your own store earns "
                               "another move.")
    return Feedback(False, f"Not yet: {where}; only a last seed in your own store earns "
                           "another move.")
