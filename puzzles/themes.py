"""Themes, tagged from a puzzle's solution line: what the solving side's moves do.

==================  ===========================================================================
``extra_move``      a move of the solver ends in its own store and earns another move
``chain``           the solver earns two or more extra moves in a row (three moves in one turn)
``capture``         a move of the solver captures seeds from the opponent's row
``lap``             a move of the solver sows all the way round: at least ``2 * pits + 1`` seeds
                    (13 or more in standard Kalah)
``empty_capture``   a move of the solver captures its last seed alone, the facing pit being
                    empty (Kalah's ``empty_capture`` house rule)
==================  ===========================================================================

    >>> import mancala_core as mc
    >>> themes(mc.rules("kalah", pits=4, seeds=3).start(), ["2"])
    ('extra_move',)
"""

from __future__ import annotations

from collections.abc import Iterable

import mancala_core as mc

__all__ = ["THEMES", "themes"]

THEMES = ("extra_move", "chain", "capture", "lap", "empty_capture")


def themes(pos: mc.Position, solution: Iterable[str]) -> tuple[str, ...]:
    """The themes of the line ``solution`` played from ``pos`` (its solving side is the
    player to move in ``pos``), in the order of :data:`THEMES`."""
    solver = pos.to_move
    pits = pos.rules.pits_per_player
    found: set[str] = set()
    run = 0  # extra moves in a row in the solver's current turn
    at = pos
    for move in solution:
        trace = at.trace(move)
        if at.to_move == solver:
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
        at = trace.after
    return tuple(name for name in THEMES if name in found)
