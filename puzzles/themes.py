"""Themes, tagged from a puzzle's solution line: what the solving side's moves do.

==================  ===========================================================================
``extra_move``      a move of the solver ends in its own store and earns another move
``chain``           the solver earns two or more extra moves in a row (three moves in one turn)
``capture``         a move of the solver captures seeds from the opponent's row
``lap``             a move of the solver sows all the way round: at least ``2 * pits + 1`` seeds
                    (13 or more in standard Kalah)
``empty_capture``   a move of the solver captures its last seed alone, the facing pit being
                    empty (Kalah's ``empty_capture`` house rule)
``quiet_move``      the solver's first move captures nothing and earns no extra move
``sacrifice``       the defender's reply in the line captures seeds of the solver
``defence``         at a turn of the solver the opponent would have a capture or an extra move
                    after every other legal move, and has neither after the line's move (each
                    legal move hands the turn over; a move earning an extra move is not judged
                    one ply deep, so a turn that has one is not tagged)
``endgame``         the line plays the game to its end (the solver counts it out)
``chain_capture``   a move of the solver captures from two pits or more of the opponent's row
                    (Oware's 2s and 3s taken backwards; a Kalah capture takes one)
``grand_slam_avoided``  at a turn of the solver another legal move would take every seed of
                    the opponent's row (a grand slam, which the rules forbid or void)
``feeding``         a move of the solver sows into the opponent's empty row
``repetition``      the line ends the game by a repetition of a position
==================  ===========================================================================

    >>> import mancala_core as mc
    >>> themes(mc.rules("kalah", pits=4, seeds=3).start(), ["2"])
    ('extra_move',)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

import mancala_core as mc

if TYPE_CHECKING:
    from .schema import Collection

__all__ = ["THEMES", "tag", "themes"]

THEMES = ("extra_move", "chain", "capture", "lap", "empty_capture", "quiet_move", "sacrifice",
          "defence", "endgame", "chain_capture", "grand_slam_avoided", "feeding", "repetition")


def themes(pos: mc.Position, solution: Iterable[str]) -> tuple[str, ...]:
    """The themes of the line ``solution`` played from ``pos`` (its solving side is the
    player to move in ``pos``), in the order of :data:`THEMES`."""
    solver = pos.to_move
    pits = pos.rules.pits_per_player
    found: set[str] = set()
    run = 0  # extra moves in a row in the solver's current turn
    at = pos
    first = True
    for move in solution:
        trace = at.trace(move)
        other = 1 - at.to_move
        if at.to_move == solver:
            if first and not trace.extra_move() and not any(
                    step.kind == "capture" for step in trace.steps):
                found.add("quiet_move")
            first = False
            if sum(at.pits(other)) == 0 and sum(trace.after.pits(other)) > 0:
                found.add("feeding")
            if any(_grand_slam(at, m) for m in at.legal_moves() if m.text != move):
                found.add("grand_slam_avoided")
            if _defends(at, move):
                found.add("defence")
            taken = {step.place for step in trace.steps
                     if step.kind == "capture" and step.place is not None
                     and step.place.player != solver}
            if len(taken) >= 2:
                found.add("chain_capture")
            if trace.extra_move():
                found.add("extra_move")
                run += 1
                if run >= 2:
                    found.add("chain")
            else:
                run = 0
            captures = [step for step in trace.steps if step.kind == "capture"]
            if any(step.place is not None and step.place.player != solver
                   for step in captures):
                found.add("capture")
            elif captures:
                found.add("empty_capture")
            picked = sum(step.seeds for step in trace.steps if step.kind == "pick")
            if picked >= 2 * pits + 1:
                found.add("lap")
        else:
            run = 0
            if any(step.kind == "capture" and step.place is not None
                   and step.place.player == solver for step in trace.steps):
                found.add("sacrifice")
        at = trace.after
    if at.is_over() and solution:
        found.add("endgame")
        end = trace.steps[-1] if trace.steps else None
        if end is not None and end.kind == "end" and "repeat" in (end.note or ""):
            found.add("repetition")
    return tuple(name for name in THEMES if name in found)


def _threat(pos: mc.Position) -> bool:
    """Whether the player to move in ``pos`` has a move that captures seeds of the other
    player's row or earns an extra move."""
    mover = pos.to_move
    for move in pos.legal_moves():
        trace = pos.trace(move)
        if trace.extra_move() or any(step.kind == "capture" and step.place is not None
                                     and step.place.player != mover for step in trace.steps):
            return True
    return False


def _defends(pos: mc.Position, move: str) -> bool:
    """Whether ``move`` is the only legal move of ``pos`` after which the opponent has no
    capture and no extra move (see ``defence`` in the module's text)."""
    legal = pos.legal_moves()
    if len(legal) < 2:
        return False
    for other in legal:
        child = pos.play(other)
        if child.is_over() or child.to_move == pos.to_move:
            return False
        if _threat(child) != (other.text != move):
            return False
    return True


def _grand_slam(pos: mc.Position, move: mc.Move) -> bool:
    """Whether ``move`` is a grand slam: it takes (or, by the rules' convention, would take)
    every seed of the opponent's row, in a game whose rules have a grand slam convention
    (their ``grand_slam`` option: Oware's)."""
    if "grand_slam" not in pos.rules.options:
        return False
    trace = pos.trace(move)
    if any(step.kind == "skip" and "grand slam" in (step.note or "") for step in trace.steps):
        return True
    other = 1 - pos.to_move
    captured = any(step.kind == "capture" for step in trace.steps)
    return captured and sum(trace.after.pits(other)) == 0 and not trace.after.is_over()


def tag(collection: Collection) -> Collection:
    """The stage **tag**: every puzzle of ``collection`` with the themes of its line (the
    stored ones replaced), so that a collection can be tagged again without proving it
    again. Every line has a theme (its first move is a capture, an extra move or a quiet
    move), so a puzzle with none is one not tagged yet."""
    return type(collection)(tuple(replace(p, themes=tuple(sorted(themes(p.start(), p.solution))))
                            for p in collection))
