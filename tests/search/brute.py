"""A plain minimax over the readable rules: the oracle for the solver's tests.

It follows the rules exactly, through :meth:`Position.play`: Kalah's extra
moves (the same player again), the pie rule (``swap`` keeps the side to move
but hands it to the other person, so the value changes sign), and Oware's
repetition rule (the position keeps its history; a result depends on the
position *and* the set of positions seen since the last capture, which is
what the memo is keyed on).
"""

from __future__ import annotations

from mancala_core import Position


def _key(pos: Position) -> object:
    if pos.rules.remembers_positions:
        return (pos, frozenset(pos.history))
    return pos


def value(pos: Position, memo: dict[object, int] | None = None) -> int:
    """The mover's final score minus the opponent's under perfect play."""
    if memo is None:
        memo = {}
    key = _key(pos)
    known = memo.get(key)
    if known is not None:
        return known
    if pos.is_over():
        scores = pos.scores()
        result = scores[pos.to_move] - scores[1 - pos.to_move]
    else:
        result = max(move_values(pos, memo).values())
    memo[key] = result
    return result


def move_values(pos: Position, memo: dict[object, int] | None = None) -> dict[str, int]:
    """The value of every legal move, for the player to move."""
    if memo is None:
        memo = {}
    out = {}
    for move in pos.legal_moves():
        child = pos.play(move)
        v = value(child, memo)
        same_person = child.to_move == pos.to_move and move.text != "swap"
        out[move.text] = v if same_person else -v
    return out
