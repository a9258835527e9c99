"""Lesson 9 · Mankala 2/4 and Basic mancala: the exercises and the teacher's notes.

Two games of two rows (or of one ring) from RULES.md sections 3 and 4: Mankala 2/4
(captures on 2 and 4, on either row; its end, when the player to move has no seeds; the
house rules ``capture_side`` and ``chain``) and Basic mancala (every store sown, any store
moves again, finishing places and resigning; two players with seven pits; four players
with ``pits``, ``seeds`` and ``all_places``). Every position is legal for its rules (48
seeds, 72, 56); ``tests/course/test_lesson09.py`` checks each answer and the typical
mistakes.
"""

from __future__ import annotations

import mancala_core as mc

from ..kinds import ChooseMoves, FinalScore, FindMove, FunctionTask, Places
from ..kinds.goals import Capture, ExtraMove
from ..notes import TeacherNotes

__all__ = [
    "BASIC2_SEVEN",
    "BASIC4_FIRST_FINISH",
    "BASIC_END",
    "BASIC_STORES",
    "M24_CHAIN",
    "M24_END",
    "M24_EXAMPLE_1",
    "M24_OPPONENT_CHAIN",
    "M24_THREE",
    "M24_TWO_SIDES",
    "TEACHER",
    "q1",
    "q2",
    "q3",
    "q4",
    "q5",
    "q6",
    "q7",
    "q8",
    "q9",
    "takes",
]

MANKALA24 = mc.rules("mankala24")
BASIC3 = mc.rules("basic", players=3)

# -- Mankala 2/4 ---------------------------------------------------------------------------

#: RULES.md section 3, example 1: South's 2 makes South's pit 4 hold 4: captured
M24_EXAMPLE_1 = MANKALA24.position(pits=[[0, 2, 0, 3, 0, 0], [4] * 6], stores=[10, 9])
#: exercise 1: 4 captures 4 on North's row, 5 captures 2 on South's own row; 2, 3, 6 nothing
M24_TWO_SIDES = MANKALA24.position(pits=[[0, 5, 4, 8, 1, 1], [0, 0, 1, 3, 2, 3]],
                                   stores=[8, 12])
#: exercise 2: 1 (own row), 3 (North's row) and 5 (round past both stores) capture
M24_THREE = MANKALA24.position(pits=[[1, 1, 7, 3, 9, 0], [9, 0, 2, 3, 0, 3]], stores=[2, 8])
#: RULES.md section 3, example 4 (exercise 3): South's 6 captures North's pit 1 (2); North
#: has no seeds and cannot move: the game ends and the 3 seeds left go to South, 25-23
M24_END = MANKALA24.position(pits=[[0, 0, 0, 3, 0, 1], [1, 0, 0, 0, 0, 0]], stores=[20, 23])

q1 = FindMove(
    M24_TWO_SIDES, Capture(), best=lambda trace: trace.captured(),
    title="The biggest capture on 2 and 4",
    hints=[
        "For each pit, count where the last seed lands, and how many seeds that pit held "
        "just before.",
        "A pit that held 1 or 3 before the last seed captures (it now holds 2 or 4), on "
        "either row. The stores are never sown.",
        "Two moves capture: one on your own row, one on North's. Which takes more?",
    ],
)

q2 = ChooseMoves(
    M24_THREE, Capture(),
    title="Which moves capture?",
    hints=[
        "Check all five moves. Only the pit where the last seed lands can be taken.",
        "Pit 5's 9 seeds go right round: pit 6, North's six pits, then your pits 1 and 2. "
        "No seed goes into a store.",
        "A last seed that makes a pit hold 3 or 5 takes nothing.",
    ],
)

q3 = FinalScore(
    M24_END, ["6"],
    title="A player with no seeds",
    hints=[
        "Where does South's last seed land, and what did that pit hold before?",
        "After South's move it is North's turn. Has North a seed to move?",
        "A player who cannot move ends the game, and every seed left on the board goes to "
        "the other player.",
    ],
)

#: RULES.md section 3, example 5: South's 5 takes 4, or 4 + 2 + 2 with the chain, or
#: 4 + 2 with the chain on the opponent's row only
M24_CHAIN = mc.rules("mankala24", chain=True).position(
    pits=[[0, 0, 0, 0, 3, 1], [1, 3, 0, 0, 0, 1]], stores=[19, 20])
#: Mankala 2/4 with the options of Al-manqala's chain, captures on the opponent's row only
M24_HOUSE = mc.rules("mankala24", capture_side="opponent", chain=True)
#: exercise 4: 6 takes North's pit 3 (2) and chains back to North's pit 2 (4): 6; 5 takes 4
#: (no chain behind it); 3 and 2 would take South's own pits, which capture_side=opponent
#: forbids (3 would take 8 with capture_side=any)
M24_OPPONENT_CHAIN = M24_HOUSE.position(pits=[[0, 2, 2, 3, 3, 3], [0, 3, 1, 4, 3, 1]],
                                        stores=[12, 11])

q4 = FindMove(
    M24_OPPONENT_CHAIN, Capture(), best=lambda trace: trace.captured(),
    title="The biggest capture with a chain, on North's row only",
    hints=[
        "Here only North's row captures: a pit of your own row never does, even on 2 or 4.",
        "With the chain, after a capture look back along the sowing: each pit before it "
        "that now holds 2 or 4, on North's row, is taken too.",
        "Pit 5 takes one pit of 4; pit 6 takes a pit of 2 and the 4 before it.",
    ],
)

# -- Basic mancala -----------------------------------------------------------------------------

#: exercise 5 (RULES.md section 4, example 3, with more seeds in Player 1's row): only 6
#: moves again, and its last seed falls into Player 2's store
BASIC_STORES = BASIC3.position(
    pits=[[2, 0, 3, 0, 0, 8], [1] * 6, [2] * 6], stores=[16, 19, 6])
#: exercise 6: Player 2 resigns, then Player 3's 6 empties Player 3's row
BASIC_END = BASIC3.position(
    pits=[[2] * 6, [1, 2, 0, 3, 0, 4], [0, 0, 0, 0, 0, 1]], stores=[20, 15, 14], to_move=1)

q5 = FindMove(
    BASIC_STORES, ExtraMove(),
    title="Another move, three players",
    hints=[
        "Count where each move's last seed lands. Which of your pits is exactly as many "
        "places from your store as it has seeds?",
        "None of them. But in Basic mancala every store is sown, anyone's.",
        "A last seed in any store gives another move: follow pit 6 round the ring.",
    ],
)

q6 = Places(
    BASIC_END, ["resign", "6"],
    title="Finishing places",
    hints=[
        "Player 2 resigns first: a resigner takes the worst place still free.",
        "Then Player 3 plays 6: what is left in Player 3's row?",
        "A player whose row is empty after their own sowing finishes and takes the best "
        "place still free; when one player is left, they take the place that remains.",
    ],
)

#: Basic mancala for two with seven pits a row (56 seeds)
BASIC2 = mc.rules("basic", players=2, pits=7)
#: exercise 7: pit k is 8 - k steps from the store; only pit 3 (5 seeds) reaches it. Pits
#: 1 (6), 4 (3) and 6 (1) reach it only when counted as on a row of six
BASIC2_SEVEN = BASIC2.position(pits=[[6, 0, 5, 3, 0, 1, 0], [4, 5, 4, 3, 4, 4, 5]],
                               stores=[4, 8])

q7 = FindMove(
    BASIC2_SEVEN, ExtraMove(),
    title="Seven pits a row",
    hints=[
        "On a row of seven, pit 7 is 1 step from your store and pit 1 is 7 steps.",
        "A pit that holds as many seeds as it is steps from your store ends there.",
        "Pit 4 is 4 steps away, pit 1 seven: which pit holds exactly its count?",
    ],
)

#: Basic mancala for four players with rows of 4 pits and 3 seeds a pit (48), the game
#: ending at the first finish
BASIC4 = mc.rules("basic", players=4, pits=4, seeds=3, all_places=False)
#: exercise 8: Player 1's 4 (2 seeds): Player 1's store, then Player 2's pit 1. Player 1
#: finishes 1st, the game ends; left in the rows: Player 2 3 (one from that sowing),
#: Player 3 2, Player 4 4
BASIC4_FIRST_FINISH = BASIC4.position(
    pits=[[0, 0, 0, 2], [0, 1, 0, 1], [1, 0, 1, 0], [0, 0, 0, 4]], stores=[9, 12, 6, 11])

q8 = Places(
    BASIC4_FIRST_FINISH, ["4"],
    title="Four players, the first finish ends it",
    hints=[
        "Player 1's pit 4 holds 2 seeds: one into Player 1's store, one further on.",
        "Player 1's row is then empty: Player 1 finishes 1st, and here the first finish ends "
        "the game at once.",
        "The others are ranked by the seeds left in their rows, fewest first. Count Player "
        "2's row after Player 1's sowing.",
    ],
)

# -- on your own -------------------------------------------------------------------------------


def takes(held: int, row: str, where: str = "any") -> int:
    """The seeds a Mankala 2/4 capture takes when the last seed falls into a pit that held
    ``held`` seeds on the ``row`` ``"own"`` or ``"opponent"``, under the house rule
    ``where`` (``"any"``, ``"opponent"`` or ``"own"``: the rows that capture).

        >>> takes(1, "own"), takes(3, "opponent"), takes(2, "own"), takes(3, "own", "opponent")
        (2, 4, 0, 0)
    """
    if held not in (1, 3) or where not in ("any", row):
        return 0
    return held + 1


def _why_takes(held: int, row: str, where: str = "any") -> str:
    rows = {"any": "either row", "opponent": "only the opponent's row",
            "own": "only your own row"}[where]
    if held not in (1, 3):
        return (f"a pit that held {held} now holds {held + 1}: only 2 or 4 capture, so it "
                "takes 0")
    if where not in ("any", row):
        return f"it now holds {held + 1}, but here {rows} captures, so it takes 0"
    return f"it held {held} and now holds {held + 1}, on a row that captures: it takes {held + 1}"


q9 = FunctionTask(
    "takes",
    takes,
    cases=[
        (1, "own"), (3, "own"), (1, "opponent"), (3, "opponent"), (0, "own"), (2, "opponent"),
        (4, "own"), (5, "opponent"), (1, "own", "opponent"), (3, "opponent", "opponent"),
        (3, "opponent", "own"), (1, "own", "own"), (2, "own", "own"),
    ],
    explain=_why_takes,
    solution_code='''
def takes(held, row, where="any"):
    """Seeds taken when the last seed falls into a pit that held `held`, on `row`."""
    if held not in (1, 3):              # it must now hold 2 or 4
        return 0
    if where != "any" and where != row:  # a row where captures are not allowed
        return 0
    return held + 1                      # the pit's seeds, the last seed included
''',
    title="takes(held, row, where) (for programmers)",
    hints=[
        "Two questions: does the pit now hold 2 or 4, and may this row capture?",
        "`held` is the count before the last seed: 1 or 3. `where == \"any\"` allows "
        "both rows.",
        "Return held + 1 when held is 1 or 3 and where is \"any\" or the same as row; "
        "otherwise 0.",
    ],
)


TEACHER = TeacherNotes(
    plan=[
        (4, "The family's story: read the three short quotations aloud (the Hungarian "
            "sheet's rites and the ruler, Champion's Kalah sets) and find the games on the "
            "map."),
        (9, "Mankala 2/4: read the Hungarian sentence together, then the example board; "
            "exercises 1 (on the board) and 2 in pairs; then the end (exercise 3): who "
            "cannot move, and who takes the seeds left."),
        (6, "Mankala 2/4's house rules: the chain board, then the same board with captures "
            "on North's row only; exercise 4 on the board."),
        (10, "Basic mancala for three: the ring, every store sown; exercise 5 on the board. "
             "Let three learners play one board. Then finishing and resigning: exercise 6."),
        (4, "Two players on seven pits: play a few moves; exercise 7 (count the steps on a "
            "row of seven)."),
        (6, "Four players, the first finish ends it: four learners, one board; exercise 8."),
        (6, "Egg boxes: pairs set up a box (or the board of the page) and play Mankala 2/4 "
            "or Basic mancala until the bell; the function is homework for programmers."),
    ],
    misconceptions=[
        ("In Mankala 2/4 you capture only on the opponent's row, as in Oware",
         "Exercise 1's board: pit 5's single seed makes South's own pit 6 hold 2, and South "
         "takes it. The Hungarian sheet says 'a lyukba' (the hole), on either side."),
        ("The stores are part of every sowing, as in Kalah",
         "Replay pit 5 of exercise 2: the seeds go from South's pit 6 straight to North's pit "
         "1. In Mankala 2/4 the stores hold captured seeds only; in Basic mancala every "
         "store is sown, anyone's."),
        ("Mankala 2/4 ends as Kalah does, when a row is empty after any move",
         "Exercise 3: it ends when the player to move has no seeds; South, whose move left "
         "North's row empty, takes every seed left (the 3 in South's row): 25-23."),
        ("With the chain every pit of 2 or 4 behind the capture is taken",
         "Exercise 4: when only the opponent's row captures, the chain stops at your own "
         "row, and pit 3's capture on your own row takes nothing at all."),
        ("Only your own store gives another move",
         "Exercise 5: Player 1's 6 ends in Player 2's store, and Player 1 moves again. In "
         "Basic mancala any store does it."),
        ("The player with most seeds in store wins Basic mancala",
         "Exercise 6: the winner is the first to empty their row; Player 1, with the fullest "
         "store, is second. Places come from the order of finishing, and resigners take the "
         "last places."),
        ("A pit is as many steps from the store as on a row of six",
         "Exercise 7: on seven pits, pit 1 is 7 steps away; pits 1, 4 and 6 would reach the "
         "store on a row of six and fall one short here."),
        ("Seeds in the stores decide the places when the game ends at the first finish",
         "Exercise 8: the others are ranked by the seeds left in their rows, fewest first; "
         "count them after the finishing sowing, which may drop a seed into the next "
         "player's row."),
    ],
    notes="Egg boxes: a box of 12 eggs is a 2 × 6 board, and two bowls are the stores; 48 "
          "beans, buttons or pebbles (the Polish rule sheet's list). Mankala 2/4, Basic "
          "mancala for two, Kalah and Oware all fit it. Exercise 9 (a function) is for "
          "learners who program; it is not part of the class.",
)
