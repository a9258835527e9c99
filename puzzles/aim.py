"""What a solver of the grading ladder plays for: the puzzle's own goal.

A solver that plays for the game's final margin meets a "get at least 2 more seeds into your
store within 4 moves" puzzle with the move best for the margin, which may not be the move
the goal asks for; the puzzle then looks hard to it although a child who reads the goal
sees the answer at once (a chain "6, then 5" was rated as the deepest searches' puzzle so).
So the ladder's searches play for the goal (:func:`goal_scores`), each as deep as it looks:

============================== ==============================================================
goal                           a search ``depth`` moves deep values a move by
============================== ==============================================================
``win``, ``save``,             the game: the margin after ``depth`` moves
``best_result``
``win_within_N``               the game's margin; a search that sees the whole horizon (the
                               moves left of ``N``) finds the win the proof found
``capture_K_within_N``,        the seeds the solver has in its store after
``avoid_grand_slam_K_within_N`` ``min(depth, moves left)`` moves, the opponent keeping them
                               as few as it can
``feed_within_N``              the seeds the opponent gains in that many moves, fewest first
``biggest_capture``            the seeds taken from the opponent in the solver's turn, as far
                               as ``depth`` of its moves
``longest_chain``              the moves of the solver's turn, as far as ``depth`` of them
============================== ==============================================================

A search that sees as far as the goal does (``depth`` at least the moves left) finds the
line's move: the proof (:mod:`puzzles.verify`) showed that exactly that move reaches the goal
within the moves left and no other does, so it alone has the best value. The ladder then
plays the proved move without searching again (:func:`Aim.sees_all`); a test compares this
with the search on puzzles of every kind.

    >>> import mancala_core as mc
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
    >>> aim = Aim("longest_chain", side=0, left=3)
    >>> goal_scores(pos, 1, aim)           # one move deep: 3 and 4 both continue the turn
    {'3': 1, '4': 1}
    >>> goal_scores(pos, 3, aim)           # three deep: 4, 3, 4 is the longest turn
    {'3': 2, '4': 3}
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import mancala_core as mc

from .goals import parse_goal
from .turns import final_store, seeds_taken

__all__ = ["GAME_KINDS", "Aim", "aim_of", "goal_scores"]

#: the goal kinds whose aim is the game's result
GAME_KINDS = ("win", "save", "best_result", "win_within")
_STORE_KINDS = ("capture_within", "avoid_grand_slam")


@dataclass(frozen=True)
class Aim:
    """What the solver plays for at one of its turns: the goal's ``kind``, the solving
    ``side`` and the moves ``left`` (of the horizon, both sides'; of the turn for the turn
    goals; None for the game goals without a horizon)."""

    kind: str
    side: int
    left: int | None = None

    @property
    def for_game(self) -> bool:
        """Whether the aim is the game's result (the searches of the computer players)."""
        return self.kind in GAME_KINDS

    def sees_all(self, depth: int) -> bool:
        """Whether a search ``depth`` moves deep sees as far as the goal does."""
        return self.left is not None and depth >= self.left


def aim_of(goal: str, side: int, ply: int, line_length: int) -> Aim:
    """The aim at ply ``ply`` of a line of ``line_length`` moves for ``goal``.

        >>> aim_of("capture_3_within_4", 0, 2, 3)
        Aim(kind='capture_within', side=0, left=2)
        >>> aim_of("win", 1, 0, 5)
        Aim(kind='win', side=1, left=None)
    """
    spec = parse_goal(goal)
    if spec.plies is not None:
        return Aim(spec.kind, side, spec.plies - ply)
    if spec.kind in ("biggest_capture", "longest_chain"):
        return Aim(spec.kind, side, line_length - ply)
    return Aim(spec.kind, side)


def goal_scores(pos: mc.Position, depth: int, aim: Aim) -> dict[str, int]:
    """Every legal move's value for ``aim`` (a goal that is not the game's) after a search
    ``depth`` moves deep, higher better for the solver (see the module's table)."""
    if aim.for_game:
        raise ValueError(f"goal {aim.kind!r} is the game's: its searches are the players'")
    plies = depth if aim.left is None else max(1, min(depth, aim.left))
    if aim.kind in ("biggest_capture", "longest_chain"):
        return {m.text: _turn(pos.trace(m), plies - 1, aim) for m in pos.legal_moves()}
    mine = aim.kind in _STORE_KINDS
    player = aim.side if mine else 1 - aim.side
    sign = 1 if mine else -1
    return {m.text: sign * _seeds(pos.play(m), plies - 1, player, aim.side, mine,
                                  -math.inf, math.inf)
            for m in pos.legal_moves()}


def _turn(trace: mc.MoveTrace, plies: int, aim: Aim) -> int:
    """The turn's value from this move on: seeds taken, or moves played."""
    got = seeds_taken(trace) if aim.kind == "biggest_capture" else 1
    after = trace.after
    if plies <= 0 or after.is_over() or after.to_move != aim.side:
        return got
    return got + max(_turn(after.trace(m), plies - 1, aim) for m in after.legal_moves())


def _seeds(pos: mc.Position, plies: int, player: int, solver: int, mine: bool,
           alpha: float, beta: float) -> int:
    """``player``'s store after ``plies`` more moves (alpha-beta: the solver maximises its
    own store, or minimises the opponent's; the opponent does the reverse)."""
    if plies <= 0 or pos.is_over():
        return final_store(pos, player)
    maximise = (pos.to_move == solver) == mine
    best = -math.inf if maximise else math.inf
    for move in pos.legal_moves():
        value = _seeds(pos.play(move), plies - 1, player, solver, mine, alpha, beta)
        if maximise:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return int(best)
