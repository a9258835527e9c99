"""Lesson 3 · Extra moves: the exercises and the teacher's notes.

Every position here is checked by ``tests/course/test_lesson03.py``: legal (48 seeds),
and each exercise has the answer the lesson's text says.
"""

from __future__ import annotations

import mancala_core as mc
from mancala_core.rules.explain import explain_move

from ..kinds import (
    Chain,
    ChooseMoves,
    CountSeeds,
    FindMove,
    FunctionTask,
    MultipleChoice,
    YesNo,
)
from ..kinds.goals import Custom, ExtraMove
from ..kinds.moves import longest_chain
from ..notes import TeacherNotes

__all__ = [
    "CHAIN",
    "END",
    "FIRST",
    "ORDER",
    "START",
    "TWO_WAYS",
    "TEACHER",
    "chain_after",
    "q1",
    "q2",
    "q3",
    "q4",
    "q5",
    "q6",
    "q7",
]

KALAH = mc.rules("kalah")

#: the start of Kalah: only pit 3 gives an extra move
START = KALAH.start()
#: the lesson's chain: 6, then 5 (which puts a seed back into pit 6), then 6 again
ORDER = KALAH.position(pits=[[4, 3, 0, 0, 2, 1], [4, 4, 4, 3, 3, 2]], stores=[9, 9])
#: exercises 1 and 2: which moves give an extra move?
TWO_WAYS = KALAH.position(pits=[[5, 5, 4, 5, 2, 3], [4, 4, 4, 3, 3, 2]], stores=[2, 2])
#: exercises 3 and 4: a chain of five extra moves (6, 5, 6, 3, 6)
CHAIN = KALAH.position(pits=[[1, 0, 4, 0, 2, 1], [4, 4, 4, 3, 3, 2]], stores=[10, 10])
#: exercise 6: which pit starts the longest chain? (5: eight extra moves)
FIRST = KALAH.position(pits=[[3, 0, 4, 3, 2, 0], [4, 4, 4, 3, 3, 2]], stores=[8, 8])
#: RULES.md worked example 11: a chain that empties South's row ends the game
END = KALAH.position(pits=[[0, 0, 0, 0, 2, 1], [1, 1, 1, 1, 1, 1]], stores=[15, 24])


def chain_after(trace: mc.MoveTrace) -> list[str]:
    """The moves of the chain that ``trace`` starts: the move itself, then the longest run
    of extra moves after it (empty if the move gives no extra move)."""
    if not ExtraMove().met(trace):
        return []
    if trace.after.is_over():
        return [trace.move.text]
    return [trace.move.text, *longest_chain(trace.after)]


def _longest_first(trace: mc.MoveTrace) -> bool:
    best = len(longest_chain(trace.before))
    return len(chain_after(trace)) == best


def _why_first(trace: mc.MoveTrace) -> str:
    chain = chain_after(trace)
    best = list(longest_chain(trace.before))
    if not chain:
        return f"{explain_move(trace)}: no chain at all"
    n = len(chain)
    story = (f"{explain_move(trace)}; starting with pit {trace.move.text} the longest chain "
             f"is {n} extra move{'s' * (n > 1)} ({', '.join(chain)})")
    if n < len(best):
        # the better start is not named: a wrong try must not give the answer away
        # (FindMove names a right move from the third wrong try on)
        story += f", but {len(best)} are possible starting with another pit"
        spoiled = _spoiled(trace)
        if spoiled:
            pit, now = spoiled[0]
            into = f"pit {pit}" if pit != int(best[0]) else "a pit nearer the store"
            story += (f": pit {trace.move.text}'s sowing drops a seed into {into}, which held "
                      f"exactly enough and now holds {now}, one too many")
    return story


def _spoiled(trace: mc.MoveTrace) -> list[tuple[int, int]]:
    """The mover's pits that gave an extra move before ``trace`` and hold one seed too many
    after it: ``(pit, seeds now)``."""
    mover = trace.before.to_move
    before, after = trace.before.pits(mover), trace.after.pits(mover)
    n = len(before)
    return [(p, after[p - 1]) for p in range(1, n + 1)
            if p != trace.move.pit and before[p - 1] == n + 1 - p
            and after[p - 1] == n + 2 - p]


q1 = YesNo(
    TWO_WAYS, "6", ExtraMove(),
    title="Past the store",
    hints=[
        "Count along: pit 6 is 1 step from South's store. How many seeds does it hold?",
        "The first seed goes into the store. Where do the other two go?",
        "Only the last seed counts: an extra move needs the last seed in your store.",
    ],
)

q2 = ChooseMoves(
    TWO_WAYS, ExtraMove(),
    title="Which moves give an extra move?",
    hints=[
        "Pit 1 is 6 steps from the store, pit 2 is 5 steps, … pit 6 is 1 step.",
        "A move gives an extra move when the pit holds exactly as many seeds as it is steps "
        "from the store.",
        "Compare each pit's seeds with 7 minus its number: pit 3 holds 4 and 7 - 3 = 4.",
    ],
)

q3 = Chain(
    CHAIN,
    title="The longest chain",
    hints=[
        "Which pits hold exactly their distance to the store? Start with one of them.",
        "After each extra move, look again: the sowing may have put a seed back into an "
        "empty pit near the store.",
        "Play the pit nearest the store first: 6, then 5, then … (five extra moves in all).",
    ],
)

q4 = CountSeeds(
    CHAIN, ["6", "5", "6", "3", "6"], "South store",
    title="The store after the chain",
    hints=[
        "South's store holds 10 before the chain.",
        "None of these sowings goes round the board: how many seeds does each drop into the "
        "store?",
        "Each extra move ends with its last seed in the store: one seed per move.",
    ],
)

q5 = MultipleChoice(
    "South's pit 5 holds 2 seeds and pit 6 holds 1. Both give an extra move. Why should South "
    "play pit 6 first?",
    {
        "a": "Playing 5 first drops a seed into pit 6, which then holds 2 and overshoots the "
             "store.",
        "b": "The rules say you must play the pit nearest the store first.",
        "c": "It makes no difference: both orders give the same number of extra moves.",
        "d": "Pit 6 first puts more seeds into the store in one move.",
    },
    right=["a"],
    why={
        "a": "pit 5's sowing passes pit 6. Play 6 first (1 seed: an extra move), then 5 "
             "(2 seeds: pit 6 and the store, an extra move), and pit 6 holds 1 again: a third "
             "extra move. Play 5 first and pit 6 holds 2: its last seed lands in North's row.",
        "b": "the rules let you play any of your pits that holds seeds; the order is your "
             "choice, and choosing well is what this lesson is about.",
        "c": "6, 5, 6 gives three extra moves; 5 first leaves pit 6 with 2 seeds, which "
             "overshoot the store: one extra move only.",
        "d": "each of these moves drops exactly one seed into the store, the last one. The "
             "gain of playing 6 first is the extra moves that follow.",
    },
    title="Why the order matters",
    hints=[
        "Play it on the chain board above: first 5, then look at pit 6.",
        "How many seeds does pit 6 hold after pit 5's sowing, and how many steps is it from "
        "the store?",
    ],
)

q6 = FindMove(
    FIRST,
    Custom("starts the longest chain", _longest_first, _why_first),
    title="Where does the chain start?",
    hints=[
        "Three pits give an extra move here. Which of them is nearest the store?",
        "Each sowing drops a seed into every pit between it and the store: playing a pit far "
        "from the store first spoils the pits nearer to it.",
        "Start with pit 5: it puts a seed into the empty pit 6, which then gives an extra move "
        "too.",
    ],
)

def _extra_move_pits(pits: list[int]) -> list[int]:
    return [pit for pit in range(1, 7) if pits[pit - 1] == 7 - pit]


def _why_pits(pits: list[int]) -> str:
    right = _extra_move_pits(pits)
    if not right:
        return "no pit holds exactly its distance to the store (pit p is 7 - p steps away)"
    parts = [f"pit {p} holds {pits[p - 1]} and is {7 - p} step{'s' * (p != 6)} away"
             for p in right]
    return "; ".join(parts)


q7 = FunctionTask(
    "extra_move_pits",
    _extra_move_pits,
    cases=[
        ([4, 4, 4, 4, 4, 4],),
        ([1, 0, 4, 0, 2, 1],),
        ([5, 5, 4, 5, 2, 3],),
        ([0, 0, 0, 0, 0, 0],),
        ([6, 5, 4, 3, 2, 1],),
        ([1, 2, 3, 4, 5, 6],),
        ([0, 5, 0, 0, 0, 2],),
    ],
    explain=_why_pits,
    solution_code='''
def extra_move_pits(pits):
    """The pits (numbered 1 to 6) whose seeds end exactly in the store."""
    return [pit for pit in range(1, 7) if pits[pit - 1] == 7 - pit]
''',
    title="extra_move_pits(pits)",
    hints=[
        "Pit p is 7 - p steps from the store. In Python the list starts at 0: pit p's seeds "
        "are pits[p - 1].",
        "Go through the pits 1 to 6 and keep those where the seeds equal the distance.",
    ],
)


TEACHER = TeacherNotes(
    plan=[
        (5, "Recall lesson 2: South plays 3 from the start (the board that shows). Ask: why "
            "does South move again?"),
        (7, "Exactly enough: pit p is 7 - p steps from the store. Only the last seed counts "
            "(pit 6 from the start). Exercises 1 and 2 in pairs."),
        (12, "Chains: play 6, 5, 6 on the live board together; then exercise 3 on the board "
             "and exercise 4 (the store after the chain). Ask who found five extra moves, and "
             "in which order."),
        (10, "The order: the two boards side by side (6 first, 5 first). Exercises 5 and 6; "
             "for 6 let a pair who chose pit 4 read their feedback aloud."),
        (3, "The chain that ends the game (example 11): the game ends even after an extra "
            "move."),
        (8, "On your own: extra_move_pits, or a game against the computer: who gets the "
            "longest chain?"),
    ],
    misconceptions=[
        ("A move gives an extra move whenever a seed goes into the store",
         "Show pit 6 from the start: a seed enters the store, yet the last seed lands in "
         "North's pit 3 and North moves. Only the last seed counts (exercise 1)."),
        ("The pit with the most seeds gives the extra move",
         "Point at exercise 2's board: pit 1 holds 5 and is 6 steps away; pit 5 holds only 2 "
         "and gives the extra move. The count must equal the distance, 7 - p."),
        ("The order of the extra moves does not matter",
         "The two boards side by side: 6, 5, 6 gives three extra moves, 5 then 6 gives one, "
         "because pit 5's sowing drops a seed into pit 6."),
        ("After an extra move the game always goes on",
         "Example 11 (the last board): the chain empties South's row and the game is over at "
         "once; North adds the six seeds left in its row."),
    ],
    notes="Every extra move of a chain puts exactly one seed in the store (no sowing here "
          "goes round the board); the value of a chain is the moves it gains, and the seeds "
          "it keeps near your store. Lesson 6 returns to the end of the game.",
)
