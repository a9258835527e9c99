"""Lesson 2 · Sowing: the board and its numbering, sowing counter-clockwise, your own store
yes and the opponent's skipped, where the last seed lands, and the counting trick.

The exercises of ``course/02_sowing.ipynb``. Every position holds 48 seeds and no move of
an exercise captures (captures are lesson 4) or laps (lesson 5).
"""

from __future__ import annotations

import mancala_core as mc

from ..kinds import BoardAfter, ChooseMoves, FindMove, FunctionTask, LastSeed
from ..kinds.goals import ExtraMove, LandsIn
from ..notes import TeacherNotes

__all__ = ["SKIP", "TEACHER", "TRICK", "q1", "q2", "q3", "q4", "q5", "q6"]

KALAH = mc.rules("kalah")

#: the lesson's shown example: South's pit 6 holds 8 seeds, and North's store is skipped
SKIP = KALAH.position(pits=[[1, 1, 0, 0, 0, 8], [4, 4, 4, 4, 4, 4]], stores=[14, 0])

#: the counting trick: South's pit k holds 7 - k seeds, so every move ends in the store
TRICK = KALAH.position(pits=[[6, 5, 4, 3, 2, 1], [3, 4, 4, 4, 4, 3]], stores=[2, 3])

q1 = BoardAfter(
    KALAH.position(pits=[[2, 3, 0, 1, 9, 0], [1, 2, 3, 2, 0, 4]], stores=[8, 13]),
    "5",
    title="Nine seeds from pit 5",
    hints=[
        "Pit 5 is emptied first. Then one seed each: pit 6, your store, then North's row "
        "from North's pit 1.",
        "After North's pit 6 comes North's store, and you skip it: the ninth seed goes on "
        "to your own pit 1.",
        "Count the places: South 6, South store, North 1, 2, 3, 4, 5, 6, (North store "
        "skipped), South 1: nine seeds.",
    ],
)

q2 = LastSeed(
    KALAH.position(pits=[[3, 0, 2, 5, 1, 2], [2, 4, 1, 0, 3, 6]], stores=[9, 10]),
    "4",
    title="Where does the last seed land?",
    hints=[
        "Pit 4 holds 5 seeds. How many steps is pit 4 from your store?",
        "Pit 4 is 3 steps from your store (pits 5, 6, then the store): 3 of the 5 seeds "
        "get there. Where do the other 2 go?",
        "After your store comes North's pit 1, then North's pit 2.",
    ],
)

q3 = FindMove(
    KALAH.position(pits=[[3, 9, 2, 1, 2, 3], [4, 1, 3, 0, 2, 4]], stores=[6, 8]),
    LandsIn(mc.Place(1, 4)),
    title="Aim at North's pit 4",
    hints=[
        "A pit that is s steps from your store puts its seed number s into your store; "
        "the seeds after that go along North's row, North's pit 1 first.",
        "To land in North's pit 4 a pit needs its steps to the store plus 4 more seeds.",
        "Pit 2 is 5 steps from your store: 5 + 4 = 9 seeds. Which pit holds 9?",
    ],
)

q4 = ChooseMoves(
    KALAH.position(pits=[[6, 2, 4, 4, 2, 1], [3, 4, 2, 5, 1, 3]], stores=[5, 6]),
    ExtraMove(),
    title="Which pits end in your store?",
    hints=[
        "The counting trick: pit k is 7 - k steps from your store. A pit ends in your store "
        "when it holds exactly that many seeds.",
        "Pit 1 is 6 steps away, pit 2 is 5, pit 3 is 4, pit 4 is 3, pit 5 is 2, pit 6 is 1. "
        "Compare with the seeds in each pit.",
        "Careful: pit 4 holds 4 seeds, but it is only 3 steps from the store.",
    ],
)


def _steps_to_store(pit: int) -> int:
    return 7 - pit


def _explain_steps(pit: int) -> str:
    if pit == 6:
        return "pit 6 is next to your store: 1 step"
    between = {5: "comes pit 6", 4: "come pits 5 and 6"}.get(pit, f"come pits {pit + 1} to 6")
    return f"after pit {pit} {between} of your row, then your store: {7 - pit} steps"


q5 = FunctionTask(
    "steps_to_store",
    _steps_to_store,
    [(pit,) for pit in range(1, 7)],
    _explain_steps,
    solution_code='''
def steps_to_store(pit):
    """How many places a seed from my pit (1 to 6) travels to reach my store."""
    return 7 - pit
''',
    title="Steps to the store",
    hints=[
        "Pit 6 is next to the store: 1 step. Pit 5: 2 steps. Pit 1?",
        "The steps and the pit number always add up to 7.",
        "`return 7 - pit`",
    ],
)


def _lands_in_store(pit: int, seeds: int) -> bool:
    return seeds == 7 - pit


def _explain_lands(pit: int, seeds: int) -> str:
    steps = 7 - pit
    if seeds == steps:
        return f"pit {pit} is {steps} steps from the store and holds {seeds}: exactly enough"
    if seeds < steps:
        return (f"pit {pit} is {steps} steps from the store and holds only {seeds}: the last "
                "seed stops on your own row")
    return (f"pit {pit} is {steps} steps from the store and holds {seeds}: the sowing goes "
            "past the store, onto North's row")


q6 = FunctionTask(
    "lands_in_store",
    _lands_in_store,
    [(3, 4), (6, 1), (1, 6), (4, 3), (2, 5), (4, 4), (3, 3), (1, 1), (5, 3), (6, 2), (2, 12),
     (5, 2)],
    _explain_lands,
    solution_code='''
def lands_in_store(pit, seeds):
    """True if my pit (1 to 6) holding that many seeds (fewer than 13) ends in my store."""
    return seeds == 7 - pit
''',
    title="Does it end in the store?",
    hints=[
        "Use the counting trick: compare the seeds with the steps to the store.",
        "The last seed lands in the store when seeds == steps, and steps is 7 - pit.",
        "`return seeds == 7 - pit`",
    ],
)


TEACHER = TeacherNotes(
    plan=[
        (7, "The board and its numbering, projected: South's pit 1 bottom left, North's pit 1 "
            "top right; each row counts from its owner's left. Ask: which pit faces South 2?"),
        (6, "Watch pit 6 sow from the start (Replay slowly); everyone plays pit 1, 6 and 3 on "
            "their own board, Undo between"),
        (7, "Your store yes, the opponent's store no: watch the 8 seeds; q1 in pairs, the "
            "board typed in the order the seeds go round"),
        (8, "Predicting the last seed by counting; q2 alone, then one learner explains"),
        (10, "The counting trick (pit k is 7 - k steps); q3 on the board and q4"),
        (7, "Summary and glossary; q5 and q6 (functions) started in class, finished at home"),
    ],
    misconceptions=[
        ("North's pit 1 is at the top left, above South's pit 1",
         "Show `print(start)`: North's numbers run 6 5 4 3 2 1 along the top, because North "
         "counts from North's own left. South's pit 1 faces North's pit 6."),
        ("A seed goes into the opponent's store too",
         "Replay the 8 seeds of the shown board: after North's pit 6 the sowing jumps over "
         "North's store to South's pit 1. q1's check names the skipped store."),
        ("A pit with as many seeds as its number ends in the store (pit 4 with 4 seeds)",
         "Count on the board: pit 4 is 3 steps from the store (5, 6, store), so 4 seeds end in "
         "North's pit 1. Steps are 7 - pit, not the pit number; q4 is built on this."),
        ("Your own store is skipped too, or the seed goes on 'past' it without stopping",
         "Watch pit 6 from the start: the first seed drops into South's store (it now holds 1) "
         "before the sowing goes on to North's row."),
        ("A whole board is typed as the picture reads, North's row left to right",
         "Type q1's answer with North's row as it stands on the picture (6 5 4 3 2 1): the "
         "check says the row looks written as the picture shows it. Trace the order with a "
         "finger: South 1 to 6, South's store, North 1 (top right) to 6, North's store."),
        ("The sowing starts in the pit you picked up from",
         "Replay pit 6: it is emptied and the first seed goes into the next place."),
    ],
)
