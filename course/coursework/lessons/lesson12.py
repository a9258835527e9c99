"""Lesson 12 · Puzzles: the exercises and the teacher's notes.

Solving puzzles first (on the board), then what makes a good puzzle (exactly one winning
line, no transposition), goals and themes, and the shipped collections in the puzzle
player. Lesson 13 (:mod:`coursework.lessons.lesson13`) shows programmers how the generator makes
and grades them. The puzzles come from
``puzzles/collections/kalah.json``; the small positions are of Kalah with 4 pits and 3
seeds (24 seeds), whose exact search takes milliseconds.
``tests/course/test_lesson12.py`` checks each answer and the typical mistakes.
"""

from __future__ import annotations

import mancala_core as mc
from mancala_core.search.engine import engine_of
from puzzles import Puzzle, load
from puzzles.show import COLLECTIONS as SHIPPED

from ..kinds.puzzling import ChooseThemes, IsPuzzle, SolvePuzzle
from ..notes import TeacherNotes

__all__ = [
    "COLLECTIONS",
    "GOOD",
    "KALAH",
    "SMALL",
    "TEACHER",
    "TRANSPOSING",
    "TWO_WINS",
    "puzzle",
    "q1",
    "q2",
    "q3",
    "q4",
    "q5",
]

#: the shipped collections
COLLECTIONS = SHIPPED
#: the standard Kalah collection (300 puzzles, graded)
KALAH = load(COLLECTIONS / "kalah.json")
#: Kalah with 4 pits and 3 seeds a pit: small enough to solve in a blink
SMALL = mc.rules("kalah", pits=4, seeds=3)
# The endgame databases the exercises' searches use, loaded (or built: under a second for
# the small board) once and quietly, not level by level with a progress bar each time.
for _rules in (SMALL, mc.rules("kalah")):
    engine_of(_rules).endgame(_rules, progress=False)
del _rules


def puzzle(puzzle_id: str) -> Puzzle:
    """The puzzle ``puzzle_id`` of the standard Kalah collection."""
    for p in KALAH:
        if p.id == puzzle_id:
            return p
    raise KeyError(f"no puzzle {puzzle_id!r} in {COLLECTIONS / 'kalah.json'}")


#: the lesson's rejected positions: two moves win (1 and 2, both by 6) ...
TWO_WINS = SMALL.position(pits=[[1, 1, 4, 0], [0, 0, 7, 0]], stores=[6, 5])
#: ... and two winning moves that transpose: 1, North 2, 3 and 3, North 2, 1 meet
TRANSPOSING = SMALL.position(pits=[[1, 2, 1, 7], [0, 2, 1, 1]], stores=[4, 5])
#: exercise 2: a puzzle, one winning move at each of South's three turns
FIVE_PLIES = SMALL.position(pits=[[1, 5, 5, 0], [0, 0, 7, 2]], stores=[1, 3])

#: the lesson's good puzzle: grade 1, South wins by one capture (the only winning move of four)
GOOD = "2276489e977c"

#: exercise 1: grade 1, South wins by one capture (the only winning move of four)
q1 = SolvePuzzle(
    puzzle(GOOD),
    title="Your first puzzle",
    hints=[
        "Four moves are legal. For each, ask where its last seed lands.",
        "A last seed in your own empty pit captures the seeds opposite it.",
        "Count the seeds of each of South's pits to the pit they reach: which one ends in an "
        "empty pit of South's, with seeds opposite?",
    ],
)

#: exercise 2: grade 4, one quiet move; the rules of thumb, whatever their tie-break, take
#: pit 2's capture, which does not win
q2 = SolvePuzzle(
    puzzle("94eb1a15a776"),
    title="The only winning move",
    hints=[
        "Three moves are legal. For each, ask what North can do next: a capture, or an "
        "extra move.",
        "Pit 2's 1 seed captures the 3 seeds of North's pit 4, and pit 4's 1 seed captures "
        "North's 1. Pit 1's 11 seeds capture nothing: 5 of them go into North's row.",
        "The winning move is quiet: it captures nothing and earns no extra move. A capture "
        "wins seeds now; only looking further ahead shows what it costs later.",
    ],
)

q3 = IsPuzzle(
    TWO_WINS, "win",
    title="A puzzle, or not? (1)",
    hints=[
        "A puzzle needs exactly one move that wins, at every turn of the solving side.",
        "Try each of South's moves on the board, and North's best answer to it. Which of them "
        "still leave South ahead at the end?",
        "Count the moves that win. A second one spoils the puzzle.",
    ],
)

q4 = IsPuzzle(
    FIVE_PLIES, "win",
    title="A puzzle, or not? (2)",
    hints=[
        "Start with the first turn: how many of South's moves win?",
        "Then play the move that wins and North's strongest answer: does South again have "
        "exactly one winning move?",
        "At each of South's turns count the moves that keep the win: a puzzle needs exactly "
        "one, every time.",
    ],
)

q5 = ChooseThemes(
    puzzle("232b48eb931b"), ["extra_move", "capture", "lap", "sacrifice"],
    title="The themes of a line",
    hints=[
        "Watch the line again on the board above the exercise (its Replay button).",
        "Where does South's 6 end? Where does South's 4 end, and what is opposite?",
        "More than one theme can be right: answer a list of letters, such as ['a', 'c'].",
    ],
)

TEACHER = TeacherNotes(
    plan=[
        (4, "What a puzzle is: a position, a goal, one solution. The chess analogy (mate in "
            "two); Lichess's promise of one good move at every step, and the puzzles its "
            "players report for breaking it."),
        (6, "Exercise 1 on the board: everyone solves a grade 1 puzzle first; watch its "
            "solution; why the other moves do not win (the check's refutations)."),
        (7, "Exercise 2 on the board: the only winning move of a grade 4 puzzle; read a "
            "wrong move's refutation aloud."),
        (10, "Why one solution: the two-winner board played in pairs, the transposition "
             "watched on two boards; exercises 3 and 4."),
        (6, "Goals and themes: the goals in words, moves counted for both players; "
            "exercise 5."),
        (10, "The puzzle player with a graded set, the puzzle of the day, the sheets to "
             "print for homework."),
        (2, "Summary; on your own: a set of grade 3 in the player, or Oware's puzzles."),
    ],
    misconceptions=[
        ("A position with a winning move is a puzzle",
         "Exercise 3's board: two moves win by 6. A learner who finds the other one was "
         "right, and a puzzle that says otherwise is wrong: the generator rejects it."),
        ("The first move is all that must be unique",
         "Exercise 4 and the transposing position: every turn of the solver is checked, and "
         "a second move that transposes into the line is a second solution."),
        ("The rules of thumb (take the extra move, else the biggest capture) solve every "
         "puzzle",
         "Exercise 2: the rules take pit 2's capture of 3, which does not win; only the quiet "
         "move does."),
        ("A wrong move loses at once",
         "Exercise 2's wrong moves both capture: they gain seeds at once and fail later. "
         "The refutation says what North answers and what South then ends with at most: "
         "after pit 2, 24 of 48, a draw; after pit 4, 23, a loss; the winning move gives 28."),
    ],
    notes="Lesson 13, for programmers, shows how the generator proves, mines, grades and "
          "publishes these puzzles. The sheets in puzzles/sheets/ print on A4; a sheet of one "
          "grade or on Letter paper is made with the generator's sheet command "
          "(puzzles/README.md).",
)
