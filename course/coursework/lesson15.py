"""Lesson 15 · How computers solve mancala: the exercises and the teacher's notes.

q2 is a position of Kalah with 3 pits and 2 seeds that the solver values exactly; q5 and q7
check the learner's own minimax and alpha-beta against the core's solver on
:data:`POSITIONS`. ``tests/course/test_lesson15.py`` checks every answer, right and wrong.
"""

from __future__ import annotations

import random

import mancala_core as mc

from .exercises import MultipleChoice
from .notes import TeacherNotes
from .solving import SolverTask
from .strategy import BestMove

__all__ = ["POSITIONS", "QUIET", "TEACHER", "TINY", "TINY2", "TINY3", "q1", "q2", "q3", "q4",
           "q5", "q6", "q7"]

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

# -- minimax -------------------------------------------------------------------------------

q1 = MultipleChoice(
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

q2 = BestMove(
    QUIET,
    title="Search it yourself",
    hints=[
        "Try each of South's three moves and ask what North does next, at least one move "
        "deep.",
        "Pit 3 banks a seed at once. What does North's 3 then do with its 4 seeds?",
        "The quiet move keeps South's seeds together and leaves North no good answer.",
    ],
)

# -- alpha-beta and move order --------------------------------------------------------------

q3 = MultipleChoice(
    "On Kalah(3,2), alpha-beta visited about 235 positions with the best-looking moves first "
    "and about 2,000 with them last; minimax visits 19,114. What is true?",
    {
        "a": "all three give the same value, +4; the order of the moves changes only how many "
             "positions are visited",
        "b": "the best-first search found a better value than the others",
        "c": "alpha-beta may miss the best move, because it does not look at every position",
        "d": "the worst-first order is safer, because it looks at more positions",
    },
    right=["a"],
    why={
        "a": "alpha-beta skips only moves that cannot change the result: once a move is as good "
             "as the opponent will ever allow (beta), the others need not be searched. Its value "
             "is minimax's; a good order reaches such a move sooner",
        "b": "no: the three searches give the same value, +4; the value of a game does not "
             "depend on how it is searched",
        "c": "no: what it skips is proved not to matter (a cut-off happens only when a move "
             "already reaches beta); the value and a best move are the same as minimax's",
        "d": "no: more positions give the same answer more slowly; nothing is safer about it",
    },
    title="What move order changes",
    hints=["Compare the values in the table above the exercise, then the numbers of positions.",
           "A cut-off skips moves that cannot change the result: can it change the value?"],
)

# -- transposition tables -----------------------------------------------------------------------

q4 = MultipleChoice(
    "The core's Kalah table keys a position by its pits and the player to move, without the "
    "stores, and keeps what the mover gains from there on. Why is that right?",
    {
        "a": "in Kalah the rest of the game does not depend on the stores: the same pits give "
             "the same gain, whatever the stores hold",
        "b": "the stores are always equal in a searched position",
        "c": "it is not exact: the table is only a guess that saves time",
        "d": "the stores are too big to fit in the key",
    },
    right=["a"],
    why={
        "a": "sowing, captures, extra moves and the end depend on the pits alone, and seeds in "
             "a store never come back: so positions that differ only in their stores share "
             "one entry, and the final margin is the store difference plus the gain",
        "b": "no: two move orders often reach the same pits with different stores (a capture "
             "by one player here, by the other there)",
        "c": "no: every entry is a proved value or bound; the solver's results are exact",
        "d": "no: a store fits in a few bits; it is left out because it does not matter, so "
             "that more positions share an entry",
    },
    title="A table without the stores",
    hints=["What does a store do in the rest of a Kalah game? Can its seeds ever move again?",
           "Two positions that differ only in the stores: do they have the same moves, the same "
           "captures, the same end?"],
)

# -- the learner's minimax ------------------------------------------------------------------------

q5 = SolverTask(
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
    title="Write minimax(pos)",
    hints=[
        "Start with the end: if `pos.is_over()`, return `pos.scores()[me] - "
        "pos.scores()[other]`, with `me = pos.to_move`.",
        "Otherwise try every move: `after = pos.play(move)`, and call `minimax(after)`. That "
        "is the value for the player to move *there*.",
        "If `after.to_move` is still you (an extra move), keep the value; if it is the "
        "opponent, take its negative. Return the largest.",
    ],
)

# -- databases and Oware ------------------------------------------------------------------------

q6 = MultipleChoice(
    "Kalah's endgame database keeps one exact number for every position with at most 16 seeds "
    "in the pits. Oware's keeps only bounds for most of its positions. Why?",
    {
        "a": "in Oware the value depends on the positions seen since the last capture (a "
             "repetition ends the game), so one position has different values with different "
             "histories",
        "b": "Oware has more positions than Kalah with the same seeds",
        "c": "Oware's stores are not sown, so a database cannot count them",
        "d": "no one has solved Oware's positions yet",
    },
    right=["a"],
    why={
        "a": "sowing in Oware can go round and round until a capture; the first repetition "
             "ends the game. So what a position is worth depends on its history, and a table "
             "with one number per position can only hold what is true for every history: bounds",
        "b": "no: with the same pits and seeds the two boards have the same number of "
             "positions; it is the rule about repetition that differs",
        "c": "no: what is in the stores is known; the database keys positions by their stores "
             "too. The difficulty is the history",
        "d": "no: Romein and Bal solved Awari in 2002 (a draw) with a database of every "
             "position. The bounds are what one number per position can say when the game "
             "ends at the first repetition of a whole history, as this course's rules have it",
    },
    title="Why Oware's database holds bounds",
    hints=["Read the section on the repetition rule again: what ends the game?",
           "Can the same position be worth different amounts in two games?"],
)

q7 = SolverTask(
    "alphabeta", POSITIONS, windows=True,
    solution_code='''
def alphabeta(pos, alpha, beta):
    """The value of pos for the player to move if it lies between alpha and beta;
    otherwise at most alpha (too low) or at least beta (too high)."""
    if pos.is_over():
        scores = pos.scores()
        return scores[pos.to_move] - scores[1 - pos.to_move]
    best = -100
    for move in pos.legal_moves():
        after = pos.play(move)
        if after.to_move == pos.to_move:      # an extra move: the same window
            value = alphabeta(after, max(alpha, best), beta)
        else:                                 # the opponent's view: negated, swapped
            value = -alphabeta(after, -beta, -max(alpha, best))
        best = max(best, value)
        if best >= beta:                      # the opponent would never allow this
            break
    return best
''',
    title="On your own: alpha-beta",
    hints=[
        "Start from your minimax and give it two more arguments, `alpha` and `beta`.",
        "For the opponent's position the window turns round: call "
        "`-alphabeta(after, -beta, -alpha)`. After an extra move it stays as it is.",
        "Raise alpha to the best value found so far, and stop trying moves as soon as the "
        "best reaches beta.",
    ],
)

# -- the teacher's notes ------------------------------------------------------------------

TEACHER = TeacherNotes(
    plan=[
        (6, "The tree of Kalah(2,1): read it from the bottom with the class, max and min; the "
            "bigger tree of Kalah(2,2) and q1 (why South loses)"),
        (5, "Play Kalah(3,2) on the board in pairs against each other; then q2 on the board"),
        (8, "Alpha-beta: the window in words, the node counts live; q3; why a good order "
            "matters (the cut-off comes sooner)"),
        (5, "Transposition tables: the same position by two move orders; q4"),
        (12, "q5: everyone writes minimax(pos); read the check's explanation of a mismatch "
             "together"),
        (5, "Endgame databases and the Kalah(6,4) solve: read the stored result; the live "
            "Kalah(6,3)"),
        (4, "Oware: repetition, bounds instead of values, Romein and Bal's proof; q6"),
    ],
    misconceptions=[
        ("The computer's value is the best finished game it can find",
         "q1: in Kalah(2,2) a line ends +2 for South, but North never lets the game go there; "
         "the tree's min levels give South −2."),
        ("Alpha-beta is faster because it guesses, so it is sometimes wrong",
         "The node counts: minimax, alpha-beta in pit order, best-first and worst-first all "
         "give +4 on Kalah(3,2); only the number of positions differs (q3)."),
        ("After an extra move the value changes sign, as after every move",
         "q5's check on a position with an extra move: the explanation shows the child's "
         "value taken as it is, since the same player moves again."),
        ("Solving a game means trying every possible game one by one",
         "Kalah(3,2) has 19,114 lines' worth of positions in its tree but the table sees only "
         "3,426 different ones; Kalah(6,4) is solved by visiting about 0.4 billion positions "
         "with a table and a database, far fewer than its games."),
        ("A database can hold the answer for every game, so Oware is as easy as Kalah",
         "Oware's repetition rule makes a position's value depend on its history: its "
         "database holds bounds (q6), and the solver answers with bounds under a budget."),
    ],
    notes="The Kalah(6,4) solve takes minutes (about 20 on a busy two-core machine): the lesson "
          "shows its stored measurement and runs it only with MANCALA_FULL_SOLVE=1. Start it "
          "before the class if you want to show it live; everything else runs in seconds.",
)
