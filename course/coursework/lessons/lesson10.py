"""Lesson 10 · Congkak and Toguz Kumalak: the exercises and the teacher's notes.

Two games where the last seed does more than land (RULES.md sections 5 and 6): Congkak's
relay, its empty capture (the house rule ``empty_capture``) and its match (``rounds``);
Toguz Kumalak's first stone back, even captures, the tuzdyk and its three restrictions,
and 82 of 162 stones to win. Every position is legal for its rules (98 seeds, 162);
``tests/course/test_lesson10.py`` checks each answer and the typical mistakes.
"""

from __future__ import annotations

import mancala_core as mc
from mancala_core.rules.explain import explain_move

from ..kinds import CountSeeds, FindMove, FunctionTask, LastSeed
from ..kinds.goals import Capture, Custom, EndsGame
from ..notes import TeacherNotes

__all__ = [
    "CONGKAK_LONE_SEED",
    "CONGKAK_LONE_SHOWN",
    "CONGKAK_MATCH_SHOWN",
    "CONGKAK_RELAY",
    "CONGKAK_ROUND_END",
    "TEACHER",
    "TOGUZ_82",
    "TOGUZ_TUZDYK",
    "TOGUZ_TUZDYK_SHOWN",
    "WIN",
    "makes_tuzdyk",
    "q1",
    "q2",
    "q3",
    "q4",
    "q5",
    "q6",
]

CONGKAK = mc.rules("congkak")
TOGUZ = mc.rules("toguz")

# -- Congkak ---------------------------------------------------------------------------------

#: exercise 1: South's 4 (3 seeds) ends in South's hole 1, which held 2: a relay of 3 seeds
#: through South's store into North's holes 7 and 6; North's hole 6 was empty
CONGKAK_RELAY = CONGKAK.position(
    pits=[[2, 1, 0, 3, 0, 4, 1], [3, 0, 2, 1, 0, 0, 2]], stores=[40, 39])

q1 = LastSeed(
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

CONGKAK_NO_LONE = mc.rules("congkak", empty_capture=False)
#: the lesson's board: South's 6 sows two seeds, the last into South's empty hole 4, facing
#: North's empty hole 4: without the empty capture the seed stays
CONGKAK_LONE_SHOWN = CONGKAK_NO_LONE.position(
    pits=[[0, 1, 0, 0, 0, 2, 3], [2, 0, 0, 0, 1, 0, 0]], stores=[45, 44])
#: exercise 2: 4 (2 seeds) ends in South's empty hole 2 facing North's empty hole 6: with
#: empty_capture=false the seed stays; 5 relays once and captures North's hole 7 (4 + 1);
#: 3 and 6 relay and end in empty holes of North's
CONGKAK_LONE_SEED = CONGKAK_NO_LONE.position(
    pits=[[0, 0, 4, 2, 1, 1, 0], [1, 2, 0, 1, 0, 0, 4]], stores=[41, 41])

q2 = FindMove(
    CONGKAK_LONE_SEED, Capture(),
    title="A capture without the lone seed",
    hints=[
        "Follow each move to its very end: relays included.",
        "A last seed in your own empty hole captures the facing hole's seeds. If the facing "
        "hole is empty, this game's rule leaves the seed where it is: the lone seed does not "
        "go to the store.",
        "Hole 4's last seed stops in hole 2, facing an empty hole. Hole 5's relay ends "
        "somewhere else.",
    ],
)

CONGKAK_MATCH = mc.rules("congkak", rounds="match")
#: the lesson's board: South's 6 ends the round (North has no seeds left); South, 68 with
#: the 5 left, fills 7 holes and keeps 19; North's 30 fill 4 holes, 2 kept, three burnt
CONGKAK_MATCH_SHOWN = CONGKAK_MATCH.position(
    pits=[[0, 0, 0, 0, 0, 2, 3], [0, 0, 0, 0, 0, 0, 0]], stores=[63, 30])
#: exercise 3: South's 6 (2): holes 5 and 4, a lone seed to South's store. North has no
#: seeds: the round ends, South takes the 4 left. New round: South has 61 (7 holes filled,
#: 12 kept), North 37: 5 holes filled (35), 2 kept, holes 6 and 7 burnt; North starts
CONGKAK_ROUND_END = CONGKAK_MATCH.position(
    pits=[[0, 0, 0, 0, 0, 2, 3], [0, 0, 0, 0, 0, 0, 0]], stores=[56, 37])

q3 = CountSeeds(
    CONGKAK_ROUND_END, ["6"], "North store",
    title="A new round of a match",
    hints=[
        "After South's move North has no seeds in their holes: the round is over.",
        "In a match each player fills their holes from hole 1 upwards, 7 seeds each, out of "
        "their own store. A hole that cannot be filled is burnt for the round.",
        "North has 37 seeds: how many holes of 7 is that, and how many seeds are over?",
    ],
)

# -- Toguz Kumalak ---------------------------------------------------------------------------

#: the lesson's board: RULES.md section 6, example 2: White's 9 makes Black's hole 1 hold 3
TOGUZ_TUZDYK_SHOWN = TOGUZ.position(
    pits=[[0, 0, 0, 0, 0, 0, 0, 0, 2], [2, 5, 0, 0, 0, 0, 0, 0, 1]], stores=[72, 80])
#: exercise 4: Black owns a tuzdyk at White's hole 4. White's 8 makes Black's hole 1 hold 3
#: (a tuzdyk); 7 makes Black's 9th hole hold 3; 6 makes Black's hole 4 hold 3 (the number
#: of Black's tuzdyk); 5 makes Black's hole 2 hold 4 (an even capture)
TOGUZ_TUZDYK = TOGUZ.position(
    pits=[[0, 0, 0, 0, 7, 8, 12, 3, 0], [2, 3, 1, 2, 5, 4, 6, 1, 2]], stores=[50, 56],
    tuzdyk=(None, 4))


def _makes_tuzdyk(trace: mc.MoveTrace) -> bool:
    mover = trace.before.to_move
    return bool(trace.after.extra[mover] != trace.before.extra[mover])


q4 = FindMove(
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

#: the stones a kazan needs to win at once: more than half of the board's 162
WIN = TOGUZ.total_seeds // 2 + 1
#: exercise 5: White's kazan holds 78. White's 8 makes Black's hole 1 hold 4: 82, a win;
#: 6 and 9 make Black's hole 2 hold 2 (80, not yet); 7 ends on White's own row
TOGUZ_82 = TOGUZ.position(
    pits=[[0, 0, 0, 0, 0, 6, 2, 3, 3], [3, 1, 5, 4, 2, 6, 1, 3, 5]], stores=[78, 40])

q5 = FindMove(
    TOGUZ_82, EndsGame(),
    title="Eighty-two",
    hints=[
        "A kazan that reaches 82 stones wins at once. White's holds 78: how many more?",
        "Find each move's last stone. Only an even count on Black's row captures.",
        "Two moves capture 2 and leave White at 80. One captures more.",
    ],
)

# -- on your own -------------------------------------------------------------------------------


def makes_tuzdyk(hole: int, stones: int, my_tuzdyk: int | None,
                 their_tuzdyk: int | None) -> bool:
    """True if a last stone that makes the opponent's hole ``hole`` hold ``stones`` turns it
    into the mover's tuzdyk; ``my_tuzdyk`` and ``their_tuzdyk`` are the hole numbers of the
    tuzdyks the players own already (``None`` for none).

        >>> makes_tuzdyk(1, 3, None, None), makes_tuzdyk(9, 3, None, None)
        (True, False)
    """
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


q6 = FunctionTask(
    "makes_tuzdyk",
    makes_tuzdyk,
    cases=[
        (6, 3, 6, 2), (1, 3, None, None), (4, 3, None, None), (4, 2, None, None),
        (4, 4, None, None), (9, 3, None, None), (5, 3, 2, None), (3, 3, None, 3),
        (3, 3, None, 6), (8, 3, None, 1), (2, 5, None, None),
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
    title="makes_tuzdyk(hole, stones, my_tuzdyk, their_tuzdyk) (for programmers)",
    hints=[
        "Four conditions, all needed: exactly 3 stones, and three restrictions.",
        "`None` means no tuzdyk: test it with `my_tuzdyk is None`.",
        "Return stones == 3 and my_tuzdyk is None and hole != 9 and hole != their_tuzdyk.",
    ],
)


TEACHER = TeacherNotes(
    plan=[
        (3, "Two games where the last seed does more than land: Congkak's seven holes and "
            "Toguz Kumalak's nine; show both start boards."),
        (7, "Congkak's relay: the start board's hole 1, Replay twice, count the relays "
            "aloud; exercise 1 in pairs."),
        (6, "The lone seed: the board without the empty capture, then exercise 2 on the "
            "board (follow every relay to its end)."),
        (6, "A match: the new-round board (refill 7 a hole, burnt holes); exercise 3."),
        (6, "Toguz Kumalak: the first stone back, even captures; White's hole 2 from the "
            "start; a few moves on the play board."),
        (8, "The tuzdyk and its three restrictions on one board; exercise 4 on the board."),
        (6, "Eighty-two of 162: exercise 5 on the board; then a game of either in pairs "
            "until the bell. The function is for programmers, at home."),
        (3, "Summary: the move that goes on (relay) and the hole that works for you "
            "(tuzdyk)."),
    ],
    misconceptions=[
        ("In Congkak the move ends where the first sowing ends",
         "Exercise 1's board: hole 1 held seeds, so South picks them up and sows on. The "
         "move ends only in a store or an empty hole."),
        ("A last seed in your own empty hole always goes to the store",
         "Exercise 2: without the empty capture, a lone seed facing an empty hole stays "
         "where it fell; hole 4 captures nothing, hole 5's relay captures North's 4."),
        ("A match's new round starts from the start position",
         "Exercise 3: each player refills from their own store, 7 a hole; North's 37 fill "
         "only 5 holes, and the other two are burnt for the round."),
        ("Any 3 on the opponent's row makes a tuzdyk",
         "Exercise 4: of the three moves that make a 3, only one gives a tuzdyk (not the 9th "
         "hole, not the number of Black's tuzdyk, and only one per player)."),
        ("Toguz Kumalak is won by the most stones when the board is empty",
         "Exercise 5: 82 stones, more than half of 162, win at once; the game stops there."),
    ],
    notes="Congkak is traditionally begun by both players at once; the course, like every "
          "engine, plays it in turns, South first. Exercise 6 (a function) is for learners "
          "who program; it is not part of the class.",
)
