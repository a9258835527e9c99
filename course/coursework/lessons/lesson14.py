"""Lesson 14 · Game trees and minimax: the exercises and the teacher's notes.

q1 is the whole tree of Kalah with 2 pits and 1 seed, its values filled in by hand; q3 is a
position of Kalah with 3 pits and 2 seeds that the solver values exactly; q4 (for
programmers) checks the learner's own minimax against the core's solver on
:data:`POSITIONS`. ``tests/course/test_lesson14.py`` and ``test_lesson15.py`` check every
answer, right and wrong.
"""

from __future__ import annotations

import random

import mancala_core as mc

from ..kinds import MultipleChoice
from ..kinds.strategy import BestMove
from ..kinds.trees import TreeValues
from ..notes import TeacherNotes
from ..solving import SolverTask

__all__ = ["POSITIONS", "QUIET", "TEACHER", "TINY", "TINY2", "TINY3", "q1", "q2", "q3", "q4"]

#: Kalah with 2 pits and 1 seed: the whole game is 9 positions
TINY = mc.rules("kalah", pits=2, seeds=1)
#: Kalah with 2 pits and 2 seeds: 26 positions, and South, moving first, loses
TINY2 = mc.rules("kalah", pits=2, seeds=2)
#: Kalah with 3 pits and 2 seeds: the learner's minimax solves it (19,114 positions)
TINY3 = mc.rules("kalah", pits=3, seeds=2)

#: the greedy move 3 banks a seed and loses by 2; the quiet move 2 wins by 6
QUIET = TINY3.position(pits=[[1, 1, 2], [1, 0, 4]], stores=[2, 1])


def _positions() -> list[mc.Position]:
    """The start of Kalah(3,2), every position after one and two moves, and positions met
    in random games (fixed seed): both sides to move, extra moves, captures, ends."""
    out = [TINY3.start()]
    for first in TINY3.start().legal_moves():
        after = TINY3.start().play(first)
        out.append(after)
        out.extend(after.play(m) for m in after.legal_moves())
    rng = random.Random(11)
    for _ in range(12):
        pos = TINY3.start()
        while not pos.is_over():
            pos = pos.play(rng.choice(pos.legal_moves()))
            if rng.random() < 0.35:
                out.append(pos)
    seen: dict[str, mc.Position] = {}
    for pos in out:
        seen.setdefault(pos.text(), pos)
    return list(seen.values())


POSITIONS = _positions()

# -- minimax by hand -----------------------------------------------------------------------

q1 = TreeValues(
    TINY.start(),
    title="Fill in the tree",
    hints=[
        "Start at the bottom: the finished games (end) have their values already. A position "
        "with one move only is worth what the position after it is worth.",
        "Where South moves (max), take the largest value of the positions below; where North "
        "moves (min), the smallest.",
        "Work upwards letter by letter: F first, then E and D, then C and B, and A last.",
    ],
)

q2 = MultipleChoice(
    "In the tree of Kalah with 2 pits and 2 seeds, one line ends 5–3 for South (+2). Why "
    "is South's value of the start −2 all the same?",
    {
        "a": "at every North position North picks the move that is worst for South, and no "
             "first move of South's keeps North from steering away from that +2",
        "b": "the tree is read from the left, and the first finished game decides",
        "c": "the value of a position is the average of its finished games",
        "d": "South's extra moves count against South",
    },
    right=["a"],
    why={
        "a": "minimax assumes the best play by both: South takes the largest value at a "
             "South position (max), North the smallest at a North position (min); a +2 that "
             "North can avoid is worth nothing to South",
        "b": "no: the order in which the lines are drawn changes nothing; every child of a "
             "position is looked at and the best one for the player to move is taken",
        "c": "no: nobody plays at random; at each position the player to move chooses, so a "
             "position's value is its best child's for that player, not an average",
        "d": "no: an extra move lets South move again, and South then takes the best of those "
             "moves (two max levels in a row); it is never a penalty",
    },
    title="What the tree's value says",
    hints=[
        "Look at the coloured words under the boards: `max` at South's positions, `min` at "
        "North's.",
        "Follow the +2 line up from the bottom: at which position could North have gone "
        "another way?",
    ],
)

q3 = BestMove(
    QUIET,
    title="Search it yourself",
    hints=[
        "Try each of South's three moves and ask what North does next, at least one move "
        "deep.",
        "Pit 3 banks a seed at once. What does North's 3 then do with its 4 seeds?",
        "The quiet move keeps South's seeds together and leaves North no good answer.",
    ],
)

# -- the learner's minimax ------------------------------------------------------------------------

q4 = SolverTask(
    "minimax", POSITIONS,
    solution_code='''
def minimax(pos):
    """The exact value of pos for the player to move."""
    if pos.is_over():
        scores = pos.scores()
        return scores[pos.to_move] - scores[1 - pos.to_move]
    best = None
    for move in pos.legal_moves():
        after = pos.play(move)
        if after.to_move == pos.to_move:      # an extra move: still my value
            value = minimax(after)
        else:                                 # the opponent's value: mine is its negative
            value = -minimax(after)
        if best is None or value > best:
            best = value
    return best
''',
    title="Write minimax(pos) (for programmers)",
    hints=[
        "Start with the end: if `pos.is_over()`, return `pos.scores()[me] - "
        "pos.scores()[other]`, with `me = pos.to_move`.",
        "Otherwise try every move: `after = pos.play(move)`, and call `minimax(after)`. That "
        "is the value for the player to move *there*.",
        "If `after.to_move` is still you (an extra move), keep the value; if it is the "
        "opponent, take its negative. Return the largest.",
    ],
)

# -- the teacher's notes ------------------------------------------------------------------

TEACHER = TeacherNotes(
    plan=[
        (4, "A game as a tree: the smallest Kalah, 2 pits and 1 seed; the finished games' "
            "values at the bottom, max where South moves, min where North moves."),
        (8, "q1 in pairs on paper or on the screen: fill in A to F from the bottom up; then "
            "the drawn tree with its values, and the class compares."),
        (7, "The perfect game of Kalah(2,2) on the board, then its whole tree; q2 (why South "
            "loses although one line ends +2)."),
        (8, "Play Kalah(3,2) on the board in pairs against each other; then q3 on the board, "
            "searching the computer's way: for each move, North's best answer."),
        (6, "The value for the player to move: one rule written once; count_minimax's 19,114 "
            "positions."),
        (10, "For programmers, q4: write minimax(pos) and read the check's explanation of a "
             "mismatch together; the others draw trees of small positions with game_tree and "
             "fill them in."),
        (2, "Summary; the next lesson makes the same search fast."),
    ],
    misconceptions=[
        ("The computer's value is the best finished game it can find",
         "q2: in Kalah(2,2) a line ends +2 for South, but North never lets the game go there; "
         "the tree's min levels give South −2."),
        ("A North position takes the largest value, as South's do",
         "q1's feedback at B: North moves there and picks the smallest value for South; every "
         "value in the tree is South's."),
        ("After an extra move the value changes sign, as after every move",
         "q4's check on a position with an extra move: the explanation shows the child's "
         "value taken as it is, since the same player moves again."),
    ],
    notes="Lesson 15 goes on with the same search made fast (alpha-beta, tables, databases) "
          "and what it proves about Kalah(6,4) and Oware.",
)
