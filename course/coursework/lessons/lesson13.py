"""Lesson 13 · How the puzzles are made (for programmers): the exercises and the teacher's
notes.

The generator's proof (``winning_moves``, ``prove``), its stages (generate, prove, tag,
rate, publish), the ladder of solvers and the Glicko-2 grades, on the puzzles of lesson 12.
``tests/course/test_lesson12.py`` checks each answer and the typical mistakes.
"""

from __future__ import annotations

import mancala_core as mc
from puzzles import NotUniqueError, prove

from ..kinds import FunctionTask, MultipleChoice
from ..kinds.puzzling import HarderPuzzle, IsPuzzle, SolvePuzzle
from ..notes import TeacherNotes
from .lesson12 import FIVE_PLIES, SMALL, TRANSPOSING, TWO_WINS, puzzle

__all__ = ["QUIET_PUZZLE", "TEACHER", "UNIQUE_CASES", "is_unique", "q1", "q2", "q3", "q4"]

#: lesson 12's exercise 2: grade 4, one quiet move
QUIET_PUZZLE = "94eb1a15a776"

#: exercise 1: a line of 5 moves of grade 2 (the rules of thumb play it) against one move
#: of grade 4 (two moves capture: the rules of thumb take the bigger, which does not win)
q1 = HarderPuzzle(
    puzzle("aafb331fdc80"), puzzle("fa23340e3cc1"),
    title="Which is graded harder?",
    hints=[
        "A grade comes from a rating, and the rating from which solvers of the ladder fail "
        "the puzzle. The length of the line does not decide it.",
        "Try the rules of thumb on each puzzle: an extra move, else the biggest capture. Do "
        "they find the line's moves?",
        "Where two moves capture, the biggest capture is not always the one that wins: only "
        "looking further ahead tells them apart.",
    ],
)


#: exercise 2: the harder puzzle of exercise 1, solved on the board (grade 4: of two captures
#: the rules of thumb take the bigger, 3 seeds; the smaller, 2, wins)
q2 = SolvePuzzle(
    puzzle("fa23340e3cc1"),
    title="Solve the harder puzzle",
    hints=[
        "Two moves capture. Which captures more, and which one wins?",
        "After each capture, what can North do next? Look for North's captures and extra "
        "moves.",
        "The biggest capture is not always the one that wins: only looking further ahead "
        "tells them apart.",
    ],
)

# -- on your own ---------------------------------------------------------------------------


def is_unique(pos: mc.Position) -> bool:
    """True if ``pos`` has at least two legal moves and exactly one of them wins."""
    from mancala_core.search import winning_moves

    if len(pos.legal_moves()) < 2:
        return False
    return sum(1 for ok in winning_moves(pos).values() if ok) == 1


def _generator_says(pos: mc.Position) -> bool:
    """The generator's own verdict: does :func:`puzzles.prove` make a *win* puzzle of
    ``pos``?"""
    try:
        prove(pos, "win")
    except NotUniqueError:
        return False
    return True


def _why_unique(pos: mc.Position) -> str:
    if len(pos.legal_moves()) < 2:
        return (f"{pos.rules.side_names[pos.to_move]} has only one legal move: nothing to "
                "find, so the generator refuses it")
    return IsPuzzle(pos, "win")._why()


#: the positions the check tries (the first turn decides each of them, as in is_unique)
UNIQUE_CASES = [
    SMALL.position(pits=[[1, 7, 6, 0], [0, 0, 0, 3]], stores=[1, 6]),             # one wins
    TWO_WINS,                                                                      # two win
    SMALL.position(pits=[[3, 3, 0, 4], [4, 3, 3, 3]], stores=[1, 0], to_move=1),  # none wins
    SMALL.start(),                                                                 # two win
    FIVE_PLIES,                                                                    # one wins
    SMALL.position(pits=[[0, 0, 0, 1], [1, 1, 1, 1]], stores=[12, 7]),            # one move
    TRANSPOSING,                                                                   # transposes
    SMALL.position(pits=[[0, 7, 1, 0], [0, 3, 2, 0]], stores=[3, 8], to_move=1),  # one wins
    SMALL.position(pits=[[1, 6, 1, 0], [0, 3, 2, 0]], stores=[3, 8]),             # best: draw
]

q3 = FunctionTask(
    "is_unique",
    _generator_says,
    cases=[(pos,) for pos in UNIQUE_CASES],
    explain=_why_unique,
    solution_code='''
from mancala_core.search import winning_moves


def is_unique(pos):
    """At least two legal moves, and exactly one of them wins?"""
    if len(pos.legal_moves()) < 2:
        return False                     # one move: nothing to find
    wins = [move for move, ok in winning_moves(pos).items() if ok]
    return len(wins) == 1
''',
    title="is_unique(pos)",
    hints=[
        "`winning_moves(pos)` gives a dict: each legal move's text, and True if it wins.",
        "Count the True values. A puzzle needs exactly one.",
        "A position with a single legal move is no puzzle: `len(pos.legal_moves()) < 2`.",
    ],
)


#: exercise 4: what a rating is made of
q4 = MultipleChoice(
    "A puzzle is rated as a player would be: each solver of the ladder that attempts it is a "
    "game. What makes a puzzle's rating go up?",
    {
        "a": "a solver of the ladder fails it: the puzzle wins that game, and a win against a "
             "strong solver counts most",
        "b": "its line is long: every move of the line adds to the rating",
        "c": "many people have played it on the site",
        "d": "its first move is a capture",
    },
    right=["a"],
    why={
        "a": "the ladder's solvers have fixed strengths; a puzzle that beats them gains rating as "
             "a player does, most from beating a strong one, and the grade is the band the "
             "rating ends in",
        "b": "no: the length is not counted; exercise 1's grade 2 puzzle has the longer line, 5 "
             "moves against 1",
        "c": "no: no person's tries are counted; the ladder of computer solvers attempts every "
             "puzzle, so the grade is the same on every machine",
        "d": "no: a capture is a theme, not a rating; a first move that captures is often the "
             "one the rules of thumb find, which makes a puzzle easier",
    },
    title="What raises a rating",
    hints=["Read how Glicko-2 rates a puzzle: who plays whom, and who wins?",
           "Which solvers fail the grade 4 puzzle of lesson 12's exercise 2?"],
)


TEACHER = TeacherNotes(
    plan=[
        (6, "Asking the search: winning_moves and prove on lesson 12's first puzzle; the "
            "defender's strongest resistance; the limit of 6 moves of the solver."),
        (5, "The two rejected positions in code: the error prove gives, and the "
            "transposition checked."),
        (8, "The stages (generate, prove, tag, rate, publish): the live mining run, its "
            "several goals for one position, one mined puzzle on the board; the quotas of a "
            "balanced collection."),
        (12, "Grades: the ladder of solvers, the Glicko-2 rating and the bands; the rules of "
             "thumb that stop working from grade 3; the picture; exercise 1."),
        (4, "Goals as the code names them, and how describe says them."),
        (4, "Exercise 2 on the board: solve the harder puzzle of exercise 1, and read why "
            "the bigger capture fails."),
        (6, "Exercise 3: is_unique() against the generator's own prove; exercise 4 on what "
            "raises a rating; then mine your own puzzles."),
    ],
    misconceptions=[
        ("A long line is always harder than a short one",
         "The ratings come from the ladder's results, not from the length: exercise 1's "
         "grade 2 puzzle has the longer line, 5 moves against 1."),
        ("The grade is a guess by whoever made the puzzle",
         "Exercise 1's explanation: it is measured. Eleven solvers of fixed strengths "
         "attempt every puzzle, each playing for the puzzle's goal; a Glicko-2 rating comes "
         "from who fails; the grade limits are four solvers' strengths, the same for every "
         "game; the picture shows every solver solving less of grade 5 than of grade 1, "
         "also the rules of thumb, left out of the rating."),
        ("The rules of thumb solve every puzzle",
         "They solve most of grades 1 and 2, but from grade 3 on a learner who takes any "
         "extra move or any of the biggest captures, whatever the tie-break, solves a "
         "puzzle at most one time in eight (thumb_chance); exercise 1's harder puzzle: they "
         "take the bigger of two captures, 3 seeds; the smaller, 2, wins."),
    ],
    notes="The mining run in the lesson uses Kalah with 4 pits and 3 seeds so that it takes a "
          "second or two; the shipped collections are made by `make puzzles`: pools mined "
          "on the standard board with `mancala-puzzles mine` (generate, prove, tag), rated, "
          "and a balanced collection published (puzzles/README.md). The sheets in "
          "puzzles/sheets/ print on A4; `mancala-puzzles sheet … --paper us-letter` makes "
          "Letter pages.",
)
