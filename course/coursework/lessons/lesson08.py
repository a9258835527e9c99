"""Lesson 8 · Oware (Abapa) and its variants: the exercises and the teacher's notes.

Every position is legal for its rules (48 seeds on the standard board, 16 on the 4-pit,
2-seed board). The tests in ``tests/course/test_lesson08.py`` check each answer, the
typical mistakes and the facts that the lesson's text states.
"""

from __future__ import annotations

from collections.abc import Sequence

import mancala_core as mc

from ..kinds import BoardAfter, ChooseMoves, FinalScore, FindMove, FunctionTask, LastSeed
from ..kinds.goals import Capture, FeedsOpponent, Legal, StoreAtLeast
from ..notes import TeacherNotes

__all__ = [
    "BIGGEST",
    "CANNOT_FEED",
    "CHAIN_BOUNDARY",
    "CHAIN_START",
    "CHAIN_STOPS",
    "FEED",
    "GRAND_SLAM",
    "HUNGRY",
    "LAP",
    "LAP_CAPTURE",
    "LONG_SOWING",
    "PLAY",
    "REPETITION",
    "REPETITION_MOVES",
    "SMALL",
    "SLAM_CHOICE",
    "TEACHER",
    "WIN_NOW",
    "oware_capture",
    "q1",
    "q2",
    "q3",
    "q4",
    "q5",
    "q6",
    "q7",
    "q8",
    "q9",
]

OWARE = mc.rules("oware")

#: exercise 1: South's pit 4 holds 9 seeds; they pass both stores and end in South's pit 1
LONG_SOWING = OWARE.position(pits=[[2, 3, 1, 9, 0, 4], [3, 4, 5, 2, 1, 4]], stores=[5, 5])

#: a chain to the start of North's row: South's 3 takes 11 from five pits (North's pit 6
#: keeps 3: no grand slam)
CHAIN_START = OWARE.position(pits=[[0, 0, 8, 0, 0, 1], [1, 1, 1, 1, 2, 3]], stores=[10, 20])

#: the chain stops at a 4: South's 6 takes North's pit 3 only; then North cannot move
CHAIN_STOPS = OWARE.position(pits=[[0, 0, 0, 0, 0, 3], [1, 3, 2, 0, 0, 0]], stores=[19, 20])

#: the chain never crosses to the mover's own row: South's 5 makes South's pit 6 hold 3,
#: which stays; North's pits 3, 2, 1 are taken
CHAIN_BOUNDARY = OWARE.position(pits=[[0, 0, 0, 0, 4, 2], [1, 1, 2, 0, 0, 1]], stores=[17, 20])

#: the board to play on: 3 and 4 take 2 each, 5 takes 5 from two pits
PLAY = OWARE.position(pits=[[0, 1, 7, 6, 6, 6], [4, 0, 5, 1, 2, 7]], stores=[0, 3])

#: exercise 2: 4 takes 8 (three pits), 6 takes 3, 3 takes 2 (the chain stops at a 4),
#: 5 ends on a 4, 1 stays in South's row
BIGGEST = OWARE.position(pits=[[2, 0, 8, 5, 5, 1], [2, 2, 1, 3, 1, 5]], stores=[6, 7])

#: a lap of 12 seeds from South's pit 2: the emptied pit is skipped, the twelfth seed falls
#: into South's pit 3
LAP = OWARE.position(pits=[[3, 12, 1, 2, 0, 3], [3, 2, 4, 0, 5, 1]], stores=[6, 6])

#: exercise 3: 13 seeds, the emptied pit skipped, North's pits 2 and 1 taken
LAP_CAPTURE = OWARE.position(pits=[[0, 0, 0, 0, 0, 13], [1, 1, 1, 1, 1, 2]], stores=[15, 13])

#: the three grand-slam conventions on one board: South's 6 would take both of North's pits
GRAND_SLAM = ([[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0]], [20, 23])

#: exercise 4, with grand_slam="illegal": 5 and 6 would take every North seed, 3 takes
#: only some of them and 4 stays at home
SLAM_CHOICE = mc.rules("oware", grand_slam="illegal").position(
    pits=[[0, 0, 4, 1, 3, 2], [1, 2, 0, 0, 0, 0]], stores=[17, 18])

#: North's row is empty: South's only move is 6
FEED = OWARE.position(pits=[[1, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0]], stores=[23, 23])

#: exercise 5: North's row is empty; 3 and 6 reach it, 1 and 5 do not
HUNGRY = OWARE.position(pits=[[2, 0, 4, 0, 1, 1], [0, 0, 0, 0, 0, 0]], stores=[19, 21])

#: exercise 6: South's 6 takes 5 and empties South's row; North cannot reach it: 23-25
CANNOT_FEED = OWARE.position(pits=[[0, 0, 0, 0, 0, 2], [2, 1, 3, 1, 0, 0]], stores=[18, 21])

#: exercise 7: South's 5 takes 6 and reaches 27 (the game ends); 6 takes 3, only 24
WIN_NOW = OWARE.position(pits=[[0, 1, 0, 1, 3, 1], [2, 2, 0, 2, 0, 0]], stores=[21, 15])

#: a small board: 4 pits a row, 2 seeds a pit (16 seeds, 9 win)
SMALL = mc.rules("oware", pits=4, seeds=2)

#: exercise 8: one seed each, walked round the small board until the first position comes
#: back
REPETITION = SMALL.position(pits=[[1, 0, 0, 0], [1, 0, 0, 0]], stores=[7, 7])
REPETITION_MOVES = ["1", "1", "2", "2", "3", "3", "4", "4"]

# -- sowing --------------------------------------------------------------------------------

q1 = LastSeed(
    LONG_SOWING, "4",
    title="No seed for the stores",
    hints=[
        "Count one pit for each seed, starting with the pit after South's pit 4.",
        "In Oware the stores are not on the way: after South's pit 6 comes North's pit 1, "
        "and after North's pit 6 comes South's pit 1.",
        "2 seeds for South's pits 5 and 6, 6 for North's row: where does the ninth go?",
    ],
)

# -- captures ------------------------------------------------------------------------------

q2 = FindMove(
    BIGGEST, Capture(), best=lambda trace: trace.captured(),
    title="The biggest capture",
    hints=[
        "A capture needs the last seed on North's row, making a pit hold 2 or 3.",
        "For each pit: how many seeds stay in South's row, and where on North's row does "
        "the last one land? What does that pit hold then?",
        "After a capture, look at the pit before it (to its right as you see North's row): "
        "2 or 3 there are taken too, and so on.",
    ],
)

q3 = BoardAfter(
    LAP_CAPTURE, "6",
    title="Thirteen seeds",
    hints=[
        "The 13 seeds go round the board: North's row, South's pits 1 to 5, and then?",
        "The emptied pit is skipped: South's pit 6 gets no seed, so the twelfth seed goes to "
        "North's pit 1.",
        "Where does the last seed land, and what do that pit and the pit before it hold?",
    ],
)

# -- the grand slam ------------------------------------------------------------------------

q4 = ChooseMoves(
    SLAM_CHOICE, Legal(),
    title="When a grand slam is illegal",
    hints=[
        "When a grand slam is illegal, a move that would take every seed of North's row may "
        "not be played (unless every move is such a move).",
        "North has 3 seeds, in pits 1 and 2. For each move, follow the last seed and the "
        "chain going back.",
        "A move that takes some of North's seeds but not all of them is allowed.",
    ],
)

# -- feeding and the end -------------------------------------------------------------------

q5 = ChooseMoves(
    HUNGRY, FeedsOpponent(),
    title="Feed the empty row",
    hints=[
        "North's row is empty, so South must choose a move that puts a seed into it.",
        "A pit reaches North's row if it holds more seeds than there are pits after it in "
        "South's row: pit 6 needs 1 seed, pit 5 needs 2, pit 1 needs 6.",
    ],
)

q6 = FinalScore(
    CANNOT_FEED, ["6"],
    title="Nothing to feed with",
    hints=[
        "First the capture: where does South's last seed land, and what does the chain "
        "take?",
        "Then it is North's turn, and South's row is empty: can any North move reach it?",
        "When the game ends, each player adds the seeds of their own row to their store.",
    ],
)

q7 = FindMove(
    WIN_NOW, StoreAtLeast(25),
    title="Twenty-five",
    hints=[
        "48 seeds: 25 is more than half. South has 21: which move captures 4 or more?",
        "Follow each move's last seed onto North's row, and the chain going back.",
        "24 is not enough: it is only half (and a draw only if North has 24 too).",
    ],
)

# -- repetition on a small board ------------------------------------------------------------

q8 = FinalScore(
    REPETITION, REPETITION_MOVES,
    title="Round and round",
    hints=[
        "Play the moves on the board: each player has one seed and walks it along.",
        "After the eighth move, compare the board with the one you started from, and whose "
        "turn it is.",
        "A repeated position ends the game, and each player takes the seeds of their own row.",
    ],
)

# -- on your own ---------------------------------------------------------------------------


def oware_capture(row: Sequence[int], last: int) -> int:
    """The seeds captured when the last seed of a move fell into the opponent's pit
    ``last``; ``row`` is the opponent's row just after the sowing (from its owner's left).
    The chain goes back while the pits hold 2 or 3; a capture of every seed of the row (a
    grand slam) takes nothing, as in Abapa."""
    taken = 0
    pit = last
    while pit >= 1 and row[pit - 1] in (2, 3):
        taken += row[pit - 1]
        pit -= 1
    if taken == sum(row):
        return 0
    return taken


def _why_oware_capture(row: Sequence[int], last: int) -> str:
    held = row[last - 1]
    if held not in (2, 3):
        return f"pit {last} holds {held} after the sowing: only 2 or 3 capture"
    pits = []
    pit = last
    while pit >= 1 and row[pit - 1] in (2, 3):
        pits.append(f"pit {pit} ({row[pit - 1]})")
        pit -= 1
    taken = ", ".join(pits)
    stop = ("the chain reaches the start of the row" if pit < 1
            else f"pit {pit} holds {row[pit - 1]}, so the chain stops")
    if oware_capture(row, last) == 0:
        return (f"the chain takes {taken}: {stop}; but that is every seed of the row, a grand "
                "slam, which captures nothing")
    return f"the chain takes {taken}: {stop}"


q9 = FunctionTask(
    "oware_capture",
    oware_capture,
    cases=[
        ([2, 2, 1, 3, 1, 5], 1),
        ([5, 5, 5, 4, 4, 4], 3),
        ([2, 2, 2, 2, 3, 3], 5),
        ([3, 4, 3, 0, 0, 0], 3),
        ([3, 3, 2, 4, 1, 5], 3),
        ([2, 3, 0, 0, 0, 0], 2),
        ([2, 3, 0, 0, 0, 1], 2),
        ([1, 2, 2, 0, 0, 0], 3),
        ([3, 2, 1, 1, 2, 0], 5),
        ([2, 1, 4, 3], 4),
    ],
    explain=_why_oware_capture,
    solution_code='''
def oware_capture(row, last):
    """Seeds captured when the last seed fell into the opponent's pit `last`."""
    taken = 0
    pit = last
    while pit >= 1 and row[pit - 1] in (2, 3):   # 2 or 3: take them, look one pit back
        taken += row[pit - 1]
        pit -= 1
    if taken == sum(row):                         # every seed of the row: a grand slam
        return 0
    return taken
''',
    title="oware_capture(row, last)",
    hints=[
        "Start at pit `last` and walk back (pit - 1) while the pit holds 2 or 3, adding up.",
        "Lists start at 0: pit p is row[p - 1]. Stop before pit 0.",
        "If what you took is every seed of the row, it was a grand slam: return 0.",
    ],
)

# -- the teacher's notes ---------------------------------------------------------------------

TEACHER = TeacherNotes(
    plan=[
        (5, "Oware in West Africa and the Caribbean; the board: no sowing into the stores. "
            "The first showing board, then q1."),
        (10, "Captures of 2 and 3: the three showing boards (to the row's start, stopping at "
             "a 4, never on your own row); the live board; q2 on the board in pairs."),
        (6, "Twelve seeds and more: the emptied pit is skipped; compare with Kalah's laps "
            "(lesson 5); q3."),
        (8, "The grand slam: the three conventions side by side; ask which one the class "
            "finds fairest; q4."),
        (8, "Feeding: the showing board, q5; the end when you cannot feed, q6."),
        (5, "25 wins, 24-24 draws: q7 on the board; repetition on the small board: q8 played "
            "on the board."),
        (3, "Summary; oware_capture (q9) as homework; a game against the computer."),
    ],
    misconceptions=[
        ("The sowing drops a seed into my store as it passes, as in Kalah",
         "Replay the first showing board: after South's pit 6 the next seed goes straight to "
         "North's pit 1. q1's wrong answer North 6 is this count, and its feedback says so."),
        ("A pit of 2 or 3 on my own row is captured too, or the chain goes on into my row",
         "The chain-at-the-boundary board: South's pit 6 ends with 3 seeds and stays; only "
         "North's pits are taken."),
        ("The chain takes every 2 or 3 on the row, wherever it is",
         "The chain-stops board: North's pit 1 holds 2 after the sowing, but pit 2 (4 seeds) "
         "is between, so the chain stops there."),
        ("On a lap the emptied pit gets a seed, as in Kalah (lesson 5)",
         "The lap board: the twelfth seed jumps over the emptied pit; q3's feedback names "
         "the pit when a learner puts a seed there."),
        ("Taking every seed of the opponent wins the game",
         "The three grand-slam boards side by side: in Abapa it captures nothing; in the "
         "other conventions it is barred or it ends the game."),
        ("If the opponent has no seeds left, the game is over",
         "The feeding board: the opponent's empty row must be fed; the game ends only when "
         "nobody can feed it (q6)."),
    ],
    notes="Oware (Abapa) is the game of the Oware Society's rules; the engine follows them "
          "(and OpenSpiel) in ending the game at the first repetition, where players would "
          "agree to stop and take their own rows. Romein and Bal proved in 2002 that Awari "
          "(Oware where a grand slam may not be played) is a draw with perfect play (lesson 15).",
)
