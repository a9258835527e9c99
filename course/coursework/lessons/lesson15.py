"""Lesson 15 · How computers solve mancala: the exercises and the teacher's notes.

The searches of lesson 14 made fast: alpha-beta and move order (q1), transposition tables
(q2), a position of the solved game answered on the board (q3), Oware's bounds (q4), and, for
programmers, alpha-beta written by the learner (q5), checked against the core's solver on
lesson 14's positions.
``tests/course/test_lesson15.py`` checks every answer, right and wrong.
"""

from __future__ import annotations

import mancala_core as mc

from ..kinds import MultipleChoice
from ..kinds.strategy import BestMove
from ..notes import TeacherNotes
from ..solving import SolverTask
from .lesson14 import POSITIONS, QUIET, TINY3

__all__ = ["ENDGAME", "POSITIONS", "QUIET", "TEACHER", "TINY3", "q1", "q2", "q3", "q4", "q5"]

# -- alpha-beta and move order --------------------------------------------------------------

q1 = MultipleChoice(
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

q2 = MultipleChoice(
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

# -- the solved game ------------------------------------------------------------------------------

#: 26 moves into the stored best line of Kalah(6,4) with the empty capture: South to move,
#: 18 seeds in the pits; pit 5 wins by 10, the others by 4 or 6
ENDGAME = mc.parse("kalah[empty_capture=true] 3.0.3.2.1.5:17/1.1.1.1.0.0:13 S")

q3 = BestMove(
    ENDGAME,
    title="Near the end of the solved game",
    hints=[
        "Every move of South's wins here: the question is which wins by the most.",
        "For each move, ask what North can answer: a capture, or an extra move?",
        "Pits 1 and 6 let North capture at once; pits 3, 4 and 5 do not. Of those three, "
        "which leaves North the least for the rest of the game?",
    ],
)

# -- databases and Oware ------------------------------------------------------------------------

q4 = MultipleChoice(
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

q5 = SolverTask(
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
    title="Alpha-beta (for programmers)",
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
        (3, "Back to lesson 14's minimax: 19,114 positions for Kalah(3,2), far too many for a "
            "real board."),
        (9, "Alpha-beta: the window in words, the node counts live; q1; why a good order "
            "matters (the cut-off comes sooner)."),
        (7, "Transposition tables: the same position by two move orders, watched on two "
            "boards; q2."),
        (6, "Endgame databases: the small one built live and checked against minimax."),
        (8, "Kalah(6,4) solved: read the stored result together (two first moves win, one by "
            "10); q3 on the board, a position of the solved game's best line; the live "
            "Kalah(6,3)."),
        (9, "Oware: repetition, bounds instead of values, a horizon question answered "
            "exactly; Romein and Bal's proof; q4."),
        (3, "Summary; for programmers, q5 (alpha-beta) at home."),
    ],
    misconceptions=[
        ("Alpha-beta is faster because it guesses, so it is sometimes wrong",
         "The node counts: minimax, alpha-beta in pit order, best-first and worst-first all "
         "give +4 on Kalah(3,2); only the number of positions differs (q1)."),
        ("Solving a game means trying every possible game one by one",
         "Kalah(3,2) has 19,114 lines' worth of positions in its tree but the table sees only "
         "3,426 different ones; Kalah(6,4) is solved by visiting about 0.4 billion positions "
         "with a table and a database, far fewer than its games."),
        ("A solved game has one right first move",
         "Kalah(6,4)'s stored solve: pit 3 wins by 10 and pit 6 by 4; both win, one by more."),
        ("A database can hold the answer for every game, so Oware is as easy as Kalah",
         "Oware's repetition rule makes a position's value depend on its history: its "
         "database holds bounds (q4), and the solver answers with bounds under a budget."),
    ],
    notes="The Kalah(6,4) solve takes minutes (about 20 on a busy two-core machine): the lesson "
          "shows its stored measurement and runs it only with MANCALA_FULL_SOLVE=1. Start it "
          "before the class if you want to show it live; everything else runs in seconds.",
)
