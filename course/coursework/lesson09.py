"""Lesson 9 · The wider family: the exercises and the teacher's notes.

Five games of RULES.md sections 3–7, one or two exercises each: Mankala 2/4 (captures on 2
and 4), Basic mancala for three players (any store moves again; finishing places and
resigning), Congkak (relay sowing), Toguz Kumalak (the tuzdyk and its restrictions) and a
first look at Bao (the nyumba and a relay capture). Every position is legal for its rules
(48 seeds, 72, 98, 162, 64); ``tests/course/test_lesson09.py`` checks each answer and the
typical mistakes.
"""

from __future__ import annotations

import mancala_core as mc
from mancala_core.rules.explain import explain_move

from .exercises import ChooseMoves, FindMove, FunctionTask, LastSeed, Places
from .goals import Capture, Custom, ExtraMove
from .notes import TeacherNotes

__all__ = [
    "BAO_E2",
    "BAO_E2_MOVES",
    "BASIC_END",
    "BASIC_STORES",
    "CONGKAK_RELAY",
    "M24_EXAMPLE_1",
    "M24_THREE",
    "M24_TWO_SIDES",
    "TEACHER",
    "TOGUZ_TUZDYK",
    "makes_tuzdyk",
    "q1",
    "q2",
    "q3",
    "q4",
    "q5",
    "q6",
    "q7",
    "q8",
]

MANKALA24 = mc.rules("mankala24")
BASIC3 = mc.rules("basic", players=3)
CONGKAK = mc.rules("congkak")
TOGUZ = mc.rules("toguz")
BAO = mc.rules("bao")

# -- Mankala 2/4 ---------------------------------------------------------------------------

#: RULES.md section 3, example 1: South's 2 makes South's pit 4 hold 4: captured
M24_EXAMPLE_1 = MANKALA24.position(pits=[[0, 2, 0, 3, 0, 0], [4] * 6], stores=[10, 9])
#: exercise 1: 4 captures 4 on North's row, 5 captures 2 on South's own row; 2, 3, 6 nothing
M24_TWO_SIDES = MANKALA24.position(pits=[[0, 5, 4, 8, 1, 1], [0, 0, 1, 3, 2, 3]],
                                   stores=[8, 12])
#: exercise 2: 1 (own row), 3 (North's row) and 5 (round past both stores) capture
M24_THREE = MANKALA24.position(pits=[[1, 1, 7, 3, 9, 0], [9, 0, 2, 3, 0, 3]], stores=[2, 8])

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

# -- Basic mancala for three ---------------------------------------------------------------

#: exercise 3 (RULES.md section 4, example 3, with more seeds in Player 1's row): only 6
#: moves again, and its last seed falls into Player 2's store
BASIC_STORES = BASIC3.position(
    pits=[[2, 0, 3, 0, 0, 8], [1] * 6, [2] * 6], stores=[16, 19, 6])
#: exercise 4: Player 2 resigns, then Player 3's 6 empties Player 3's row
BASIC_END = BASIC3.position(
    pits=[[2] * 6, [1, 2, 0, 3, 0, 4], [0, 0, 0, 0, 0, 1]], stores=[20, 15, 14], to_move=1)

q3 = FindMove(
    BASIC_STORES, ExtraMove(),
    title="Another move, three players",
    hints=[
        "Count where each move's last seed lands. Which of your pits is exactly as many "
        "places from your store as it has seeds?",
        "None of them. But in Basic mancala every store is sown, anyone's.",
        "A last seed in any store gives another move: follow pit 6 round the ring.",
    ],
)

q4 = Places(
    BASIC_END, ["resign", "6"],
    title="Finishing places",
    hints=[
        "Player 2 resigns first: a resigner takes the worst place still free.",
        "Then Player 3 plays 6: what is left in Player 3's row?",
        "A player whose row is empty after their own sowing finishes and takes the best "
        "place still free; when one player is left, they take the place that remains.",
    ],
)

# -- Congkak ---------------------------------------------------------------------------------

#: exercise 5: South's 4 (3 seeds) ends in South's hole 1, which held 2: a relay of 3 seeds
#: through South's store into North's holes 7 and 6; North's hole 6 was empty
CONGKAK_RELAY = CONGKAK.position(
    pits=[[2, 1, 0, 3, 0, 4, 1], [3, 0, 2, 1, 0, 0, 2]], stores=[40, 39])

q5 = LastSeed(
    CONGKAK_RELAY, "4",
    title="Where does the relay end?",
    hints=[
        "Congkak sows clockwise: from hole 4 to holes 3, 2, 1, then your store, then "
        "North's holes 7, 6, …",
        "The third seed lands in hole 1, which already held 2. In Congkak that is not the "
        "end: pick up all of hole 1 and sow on.",
        "Hole 1 now holds 3: one into your store, then North's hole 7, then North's hole 6.",
    ],
)

# -- Toguz Kumalak ---------------------------------------------------------------------------

#: exercise 6: Black owns a tuzdyk at White's hole 4. White's 8 makes Black's hole 1 hold 3
#: (a tuzdyk); 7 makes Black's 9th hole hold 3; 6 makes Black's hole 4 hold 3 (the number
#: of Black's tuzdyk); 5 makes Black's hole 2 hold 4 (an even capture)
TOGUZ_TUZDYK = TOGUZ.position(
    pits=[[0, 0, 0, 0, 7, 8, 12, 3, 0], [2, 3, 1, 2, 5, 4, 6, 1, 2]], stores=[50, 56],
    tuzdyk=(None, 4))


def _makes_tuzdyk(trace: mc.MoveTrace) -> bool:
    mover = trace.before.to_move
    return bool(trace.after.extra[mover] != trace.before.extra[mover])


q6 = FindMove(
    TOGUZ_TUZDYK, Custom("makes a tuzdyk", _makes_tuzdyk, explain_move),
    title="A tuzdyk of your own",
    hints=[
        "Each move puts its first stone back into its own hole. Where does each last stone "
        "land, and what does it make that hole hold?",
        "Three moves make one of Black's holes hold 3. Only one of them gives a tuzdyk.",
        "No tuzdyk in a 9th hole, and none with the number of the opponent's tuzdyk (Black's "
        "is hole 4 of your row).",
    ],
)

# -- Bao: a first look -------------------------------------------------------------------------

#: BAO.md worked example E2, reached from the start by these four moves
BAO_E2_MOVES = ("A7<", "a5>", "A6<", "a6>")
BAO_E2 = BAO.start()
for _move in BAO_E2_MOVES:
    BAO_E2 = BAO_E2.play(_move)
del _move

q7 = LastSeed(
    BAO_E2, "A2>+",
    title="Capture, relay, safari",
    hints=[
        "South's seed from the hand makes A2 hold 2, facing a7's 2 seeds: a capture. The "
        "captured seeds are sown from the left kichwa A1, clockwise: A1, A2.",
        "A2 held seeds, so the sowing relays: pick up A2's 3 seeds and sow on, A3, A4, A5.",
        "A5 is the nyumba: with + (safari) South empties it and sows its 9 seeds on, round "
        "the end of the front row into the back row.",
    ],
)

# -- on your own -------------------------------------------------------------------------------


def makes_tuzdyk(hole: int, stones: int, my_tuzdyk: int | None,
                 their_tuzdyk: int | None) -> bool:
    """True if a last stone that makes the opponent's hole ``hole`` hold ``stones`` turns it
    into the mover's tuzdyk; ``my_tuzdyk`` and ``their_tuzdyk`` are the hole numbers of the
    tuzdyks the players own already (``None`` for none)."""
    return stones == 3 and my_tuzdyk is None and hole != 9 and hole != their_tuzdyk


def _why_tuzdyk(hole: int, stones: int, my_tuzdyk: int | None,
                their_tuzdyk: int | None) -> str:
    if stones != 3:
        return f"only a count of exactly 3 makes a tuzdyk (here {stones})"
    if my_tuzdyk is not None:
        return f"you own a tuzdyk already (hole {my_tuzdyk}): a player makes only one"
    if hole == 9:
        return "a 9th hole never becomes a tuzdyk"
    if hole == their_tuzdyk:
        return f"the opponent's tuzdyk is hole {hole} too: the two never carry the same number"
    return "3 stones, no tuzdyk yet, not the 9th hole, not the opponent's number: a tuzdyk"


q8 = FunctionTask(
    "makes_tuzdyk",
    makes_tuzdyk,
    cases=[
        (1, 3, None, None), (4, 3, None, None), (4, 2, None, None), (4, 4, None, None),
        (9, 3, None, None), (5, 3, 2, None), (3, 3, None, 3), (3, 3, None, 6),
        (8, 3, None, 1), (2, 5, None, None), (6, 3, 6, 2),
    ],
    explain=_why_tuzdyk,
    solution_code='''
def makes_tuzdyk(hole, stones, my_tuzdyk, their_tuzdyk):
    """Does a last stone that makes the opponent's `hole` hold `stones` give a tuzdyk?"""
    return (stones == 3                  # exactly 3
            and my_tuzdyk is None        # one tuzdyk per player
            and hole != 9                # never the 9th hole
            and hole != their_tuzdyk)    # never the number of the opponent's tuzdyk
''',
    title="makes_tuzdyk(hole, stones, my_tuzdyk, their_tuzdyk)",
    hints=[
        "Four conditions, all needed: exactly 3 stones, and three restrictions.",
        "`None` means no tuzdyk: test it with `my_tuzdyk is None`.",
        "Return stones == 3 and my_tuzdyk is None and hole != 9 and hole != their_tuzdyk.",
    ],
)


TEACHER = TeacherNotes(
    plan=[
        (3, "The family: one idea (sow, then the last seed decides), many rules. The five "
            "boards of the lesson, each a country's game."),
        (8, "Mankala 2/4: read the Hungarian sentence together, then the example board; "
            "exercises 1 (on the board) and 2 in pairs."),
        (9, "Basic mancala for three: the ring, every store sown; exercise 3 on the board. "
            "Then finishing and resigning: exercise 4. Let three learners play one board."),
        (8, "Congkak: the relay board, Replay twice, count the relays aloud; exercise 5."),
        (9, "Toguz Kumalak: the first stone back, even captures, the tuzdyk; the three "
            "restrictions on one board; exercise 6 on the board."),
        (6, "Bao, a first look: four rows, each player's loop, the nyumba; the capture and "
            "relay board; exercise 7."),
        (2, "Summary; on your own: makes_tuzdyk() or a game of any of the five."),
    ],
    misconceptions=[
        ("In Mankala 2/4 you capture only on the opponent's row, as in Oware",
         "Exercise 1's board: pit 5's single seed makes South's own pit 6 hold 2, and South "
         "takes it. The Hungarian sheet says 'a lyukba' (the hole), on either side."),
        ("The stores are part of every sowing, as in Kalah",
         "Replay pit 5 of exercise 2: the seeds go from South's pit 6 straight to North's pit "
         "1. In Mankala 2/4 and Toguz the stores hold captured seeds only; in Basic mancala "
         "every store is sown, anyone's."),
        ("Only your own store gives another move",
         "Exercise 3: Player 1's 6 ends in Player 2's store, and Player 1 moves again. In "
         "Basic mancala any store does it."),
        ("The player with most seeds in store wins Basic mancala",
         "Exercise 4: the winner is the first to empty their row; Player 1, with the fullest "
         "store, is second. Places come from the order of finishing, and resigners take the "
         "last places."),
        ("In Congkak the move ends where the first sowing ends",
         "Exercise 5's board: hole 1 held seeds, so South picks them up and sows on. The "
         "move ends only in a store or an empty hole."),
        ("Any 3 on the opponent's row makes a tuzdyk",
         "Exercise 6: of the three moves that make a 3, only one gives a tuzdyk (not the 9th "
         "hole, not the number of Black's tuzdyk, and only one per player)."),
    ],
    notes="Bao is only glimpsed here: the full rules (namua and mtaji, kutakatia, the 16-seed "
          "rule) are in BAO.md. The board lists a Bao hole's moves when it is clicked; in the "
          "lesson the Bao exercise is answered in text.",
)
