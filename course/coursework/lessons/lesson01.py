"""Lesson 1 · Welcome: the mancala family, how a notebook works, the board, a first game.

The exercises of ``course/01_welcome.ipynb``: how an answer is typed (quotes), a move
found on the board (the classic first move of Kalah), three questions about ideas (the
family, the map, the notebook) and, on your own, a first function (for programmers).
"""

from __future__ import annotations

import mancala_core as mc

from ..family import games
from ..kinds import FindMove, FunctionTask, MultipleChoice
from ..kinds.goals import ExtraMove
from ..notes import TeacherNotes

__all__ = ["TEACHER", "q1", "q2", "q3", "q4", "q5", "q6"]

START = mc.rules("kalah").start()

q1 = MultipleChoice(
    "Which line gives the check the answer North 2?",
    {
        "a": "answer = North 2",
        "b": 'answer = "North 2"',
        "c": "answer = [North, 2]",
    },
    right=["b"],
    why={
        "a": "without quotes Python reads North 2 as Python code, not as an answer, and stops "
             "with an error before the check even runs. Try it in the cell if you like: the "
             "message under the error says to put the answer in quotes.",
        "b": "the quotes make North 2 a text, and the check reads a text as a place: a side "
             "and a pit number.",
        "c": "the square brackets make a list of two things, North and 2; North without quotes "
             "is read as the name of something, and nothing in the notebook is called North, "
             "so Python stops with an error.",
    },
    title="Quotes",
    hints=[
        "Python reads what stands between quotes as text, and everything else as Python "
        "code.",
        "Only one of the lines puts North 2 between quotes.",
    ],
)

q2 = MultipleChoice(
    "What do all the games of the mancala family share?",
    {
        "a": "A board of two rows of six pits.",
        "b": "A move takes every seed of one pit and sows them one by one into the pits "
             "that follow.",
        "c": "A last seed in your own store gives you another move.",
        "d": "They were all invented in the last hundred years.",
    },
    right=["b"],
    why={
        "a": "not all of them: Toguz Kumalak has 2 rows of 9 pits, Congkak 2 rows of 7, and "
             "Bao and Omweso have 4 rows of 8; look at the board sizes on the map.",
        "b": "sowing is what makes a game a mancala game; the rules for what happens "
             "after the last seed differ from game to game.",
        "c": "that is a rule of Kalah (and Congkak), not of the whole family: in Oware no seed "
             "is ever sown into a store, and nobody moves twice in a row.",
        "d": "Kalah is modern (the 1940s), but games like Oware and Bao were played for "
             "centuries before anyone wrote their rules down.",
    },
    title="What makes a mancala game",
    hints=[
        "Look at the map and the table: which things are different from game to game?",
        "Board sizes differ (2 × 6, 2 × 9, 4 × 8). What is the same in every game?",
    ],
)

_FOUR_ROWS = [g for g in games() if g.rows == 4]

q3 = MultipleChoice(
    "Three games on the map are played on boards with four rows of pits. Where are they "
    "played?",
    {
        "a": "In East and Southern Africa.",
        "b": "In South-East Asia.",
        "c": "In Central Asia.",
        "d": "In Europe and North America.",
    },
    right=["a"],
    why={
        "a": "yes: " + ", ".join(f"{g.name} ({g.where})" for g in _FOUR_ROWS) + ".",
        "b": "the games of South-East Asia (Congkak, Dakon, Sungka) have 2 rows of 7 pits.",
        "c": "Toguz Kumalak, the game of Central Asia, has 2 rows of 9 pits.",
        "d": "Kalah and Mankala 2/4 are played on 2 rows of 6 pits.",
    },
    title="Reading the map",
    hints=[
        "The second line of each label on the map is the board: rows × pits in a row.",
        "Look for the labels that start with 4 ×.",
    ],
)

q4 = MultipleChoice(
    "In the cell `seeds = 4` you change the 4 into a 3, but you run only the cell below it, "
    "`mc.rules(\"kalah\", seeds=seeds).start()`. What does that cell show?",
    {
        "a": "A board with 3 seeds in every pit.",
        "b": "A board with 4 seeds in every pit, as before.",
        "c": "An error message.",
    },
    right=["b"],
    why={
        "a": "not yet: Python learns the new value only when the cell `seeds = 3` is run. "
             "Run it (Shift+Enter), then the cell below, and you get 3 seeds a pit.",
        "b": "a change in a cell counts only once that cell is run: `seeds` still holds the 4 "
             "from the last time the cell above ran. Run both cells, in order.",
        "c": "there is no error: `seeds` exists (it holds 4, from the last run of the cell "
             "above), so the cell below draws a board with 4 seeds a pit.",
    },
    title="Run cells in order",
    hints=[
        "Python does not read what you type into a cell until you run that cell.",
        "Which value does `seeds` hold: the one on the screen, or the one from the last run?",
    ],
)


q5 = FindMove(
    START,
    ExtraMove(),
    title="The classic first move",
    hints=[
        "You want your last seed to drop into your own store, the big pit on your right.",
        "Every pit holds 4 seeds. Count the places from a pit to your store: which pit is "
        "exactly 4 places away?",
        "From pit 3 the seeds go into pits 4, 5, 6 and then the store.",
    ],
)


def _start_seeds(rows: int, pits: int, seeds: int) -> int:
    return rows * pits * seeds


def _explain_seeds(rows: int, pits: int, seeds: int) -> str:
    return (f"{rows} rows of {pits} pits make {rows * pits} pits; with {seeds} seeds in each, "
            f"that is {rows * pits} × {seeds} = {rows * pits * seeds} seeds (the stores start "
            "empty)")


q6 = FunctionTask(
    "start_seeds",
    _start_seeds,
    [(2, 6, 4), (2, 6, 3), (2, 9, 9), (2, 7, 7), (4, 8, 2), (2, 6, 6)],
    _explain_seeds,
    solution_code='''
def start_seeds(rows, pits, seeds):
    """How many seeds a board holds at the start: rows × pits in a row × seeds in a pit."""
    return rows * pits * seeds
''',
    title="How many seeds?",
    hints=[
        "Kalah: 2 rows of 6 pits, 4 seeds in each pit: 48 seeds. How did you get 48?",
        "First count the pits (rows × pits in a row), then multiply by the seeds in each.",
        "`return rows * pits * seeds`",
    ],
)


TEACHER = TeacherNotes(
    plan=[
        (5, "The map: mancala is a family of games played on every continent; ask who has "
            "seen one (toy-shop 'Mancala' is Kalah)"),
        (5, "How to type an answer: quotes, lists, the board form. q1, then everyone types "
            "answer = North 2 without the quotes once and reads the message; q2 and q3 out "
            "loud"),
        (6, "How a notebook works: run the set-up cell, then change `seeds = 4` to 3 and run "
            "only the board cell (it still shows 4); run both; q4"),
        (7, "The board: watch the move shown (Replay, the speed control, skip the animation); "
            "then everyone clicks pits on their own board and tries Undo"),
        (5, "q5 on the board: the classic first move; ask why pit 3 and not pit 4"),
        (13, "A first game against the computer (beginner). Walk round; point at the Hint "
             "button for whoever is stuck; a second game if time allows"),
        (4, "Summary and the glossary; a game of Oware and q6 (start_seeds, for programmers) "
            "as homework"),
    ],
    misconceptions=[
        ("Mancala is one game, the one sold in toy shops",
         "Show the map and the table: Kalah is one member of a large family; Toguz Kumalak "
         "is played on 2 × 9 pits with 162 seeds, Bao on 4 × 8."),
        ("A change typed into a cell counts at once",
         "Change `seeds = 4` to 3 and run only the board cell: it still shows 4 seeds. Run the "
         "cell above, then the board cell: now 3. Cells run in the order you run them, not the "
         "order on the page."),
        ("You may put the seeds where you like, or several in one pit",
         "Replay the move on the shown board at a slow speed: one seed into each pit that "
         "follows, in order, never two in one pit on the way."),
        ("Quotes are decoration: answer = b means the same as answer = \"b\"",
         "Run answer = b: Python stops with an error (b is read as a name, and nothing is "
         "called b), and the line under it says to put the answer in quotes. Then run "
         "answer = \"b\" and the check reads it."),
        ("Running a board's cell again continues the game",
         "Play two moves on a board, then run its cell again: a new board starts from the "
         "beginning. Use Undo to take a move back instead."),
    ],
    notes="The beginner computer answers at once, but the Hint button searches hard: 6-10 s "
          "a hint on a busy machine, up to half a minute for the first one on a fresh Binder "
          "(the search compiles once). Tell the class to press it once and wait.",
)
