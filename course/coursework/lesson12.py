"""Lesson 12 · Puzzles: the exercises and the teacher's notes.

What makes a good puzzle (exactly one winning line), how the generator's stages find,
prove, tag, rate and publish one, what a grade means (one scale, anchored to a ladder of
computer solvers; from grade 3 on, more than the rules of thumb), themes and goals, and the
shipped collections in the puzzle player. The puzzles come from
``puzzles/collections/kalah.json``; the small positions are of Kalah with 4 pits and 3
seeds (24 seeds), whose exact search takes milliseconds.
``tests/course/test_lesson12.py`` checks each answer and the typical mistakes.
"""

from __future__ import annotations

import mancala_core as mc
from mancala_core.games.kalah.database import default_endgame
from puzzles import NotUniqueError, Puzzle, load, prove
from puzzles.show import COLLECTIONS as SHIPPED

from .exercises import FunctionTask
from .notes import TeacherNotes
from .puzzling import ChooseThemes, HarderPuzzle, IsPuzzle, SolvePuzzle

__all__ = [
    "COLLECTIONS",
    "GOOD",
    "KALAH",
    "SMALL",
    "TEACHER",
    "TRANSPOSING",
    "TWO_WINS",
    "UNIQUE_CASES",
    "is_unique",
    "puzzle",
    "q1",
    "q2",
    "q3",
    "q4",
    "q5",
    "q6",
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
    default_endgame(_rules, progress=False)
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

q1 = IsPuzzle(
    TWO_WINS, "win",
    title="A puzzle, or not? (1)",
    hints=[
        "A puzzle needs exactly one move that wins, at every turn of the solving side.",
        "Ask the search: `winning_moves(pos)` says for each move whether it wins.",
        "Count the moves marked True.",
    ],
)

q2 = IsPuzzle(
    FIVE_PLIES, "win",
    title="A puzzle, or not? (2)",
    hints=[
        "Start with the first turn: how many of South's moves win?",
        "Then play the move that wins and North's strongest answer: does South again have "
        "exactly one winning move?",
        "`prove(pos, \"win\")` answers for every turn at once: it gives the line, or says "
        "why there is none.",
    ],
)

#: the lesson's good puzzle: grade 1, South wins by one capture (the only winning move of four)
GOOD = "2276489e977c"

#: exercise 3: grade 4, one quiet move; the rules of thumb, whatever their tie-break, take
#: pit 2's capture, which does not win
q3 = SolvePuzzle(
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

#: exercise 4: a line of 5 moves of grade 2 (the rules of thumb play it) against one move
#: of grade 4 (two moves capture: the rules of thumb take the bigger, which does not win)
q4 = HarderPuzzle(
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


q5 = ChooseThemes(
    puzzle("232b48eb931b"), ["extra_move", "capture", "lap", "sacrifice"],
    title="The themes of a line",
    hints=[
        "Watch the line again on the board above the exercise (its Replay button).",
        "Where does South's 6 end? Where does South's 4 end, and what is opposite?",
        "More than one theme can be right: answer a list of letters, such as ['a', 'c'].",
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

q6 = FunctionTask(
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


TEACHER = TeacherNotes(
    plan=[
        (4, "What a puzzle is: a position, a goal, one solution. The chess analogy (mate in "
            "two) and Lichess's complaint about puzzles with a second solution."),
        (8, "A good puzzle and two rejected ones: prove() on the two-winner and the "
            "transposing position; exercises 1 and 2 in pairs, with winning_moves()."),
        (6, "How the generator works: its stages (generate, prove, tag, rate, publish), the "
            "live mining run and its several goals for one position, one mined puzzle shown "
            "on the board; the defender's strongest resistance."),
        (7, "Exercise 3 on the board: the only winning move of a shipped puzzle; read a "
            "wrong move's refutation aloud."),
        (7, "Grades: one scale anchored to the ladder of solvers, what grades 1 to 5 mean, "
            "the rules of thumb that stop working from grade 3; the picture of success "
            "rates by grade; exercise 4."),
        (5, "Themes and goals: exercise 5; the goal texts (win, save, captures and wins "
            "within a few moves, chains, the biggest capture), moves counted for both "
            "players."),
        (6, "The puzzle player with a graded set, the puzzle of the day, the sheets to "
            "print for homework."),
        (2, "Summary; on your own: is_unique(), or a set of grade 3 in the player."),
    ],
    misconceptions=[
        ("A position with a winning move is a puzzle",
         "Exercise 1's board: two moves win by 6. A learner who finds the other one was "
         "right, and a puzzle that says otherwise is wrong: the generator rejects it."),
        ("The first move is all that must be unique",
         "Exercise 2 and the transposing position: the generator checks every turn of the "
         "solver, and a second move that transposes into the line is a second solution."),
        ("A long line is always harder than a short one",
         "The ratings come from the ladder's results, not from the length: exercise 3 is "
         "one quiet move of grade 4, and exercise 4's grade 2 puzzle has the longer line, 5 "
         "moves against 1."),
        ("The grade is a guess by whoever made the puzzle",
         "Exercise 4's explanation: it is measured. Eleven solvers of fixed strengths "
         "attempt every puzzle, each playing for the puzzle's goal; a Glicko-2 rating comes "
         "from who fails; the grade limits are four solvers' strengths, the same for every "
         "game; the picture shows every solver solving less of grade 5 than of grade 1, "
         "also the rules of thumb, left out of the rating."),
        ("The rules of thumb (take the extra move, else the biggest capture) solve every "
         "puzzle",
         "They solve most of grades 1 and 2, but from grade 3 on a learner who takes any "
         "extra move or any of the biggest captures, whatever the tie-break, solves a "
         "puzzle at most one time in eight: at a turn the rules offer only wrong moves, or "
         "no rule applies and a guess must find the move. Exercise 3 (the rules take pit "
         "2's capture of 3) and exercise 4's harder puzzle (they take the bigger of two "
         "captures, 3 seeds; the smaller, 2, wins)."),
        ("A wrong move loses at once",
         "Exercise 3's wrong moves both capture: they gain seeds at once and fail later. "
         "The refutation says what North answers and what South then ends with at most: "
         "after pit 2, 24 of 48, a draw; after pit 4, 23, a loss; the winning move gives 28."),
    ],
    notes="The mining run in the lesson uses Kalah with 4 pits and 3 seeds so that it takes a "
          "second or two; the shipped collections are made by `make puzzles`: pools mined "
          "on the standard board with `mancala-puzzles mine` (generate, prove, tag), rated, "
          "and a balanced collection published (puzzles/README.md). The sheets in "
          "puzzles/sheets/ print on A4; `mancala-puzzles sheet … --paper us-letter` makes "
          "Letter pages.",
)
