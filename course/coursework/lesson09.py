"""Lesson 9 · The wider family: the exercises and the teacher's notes.

Five games of RULES.md sections 3–7, one or two exercises each: Mankala 2/4 (captures on 2
and 4), Basic mancala for three players (any store moves again; finishing places and
resigning), Congkak (relay sowing), Toguz Kumalak (the tuzdyk and its restrictions) and a
first look at Bao (the nyumba and a relay capture). Then the games' house rules, each
exercise played under an option set to something else than its default: Mankala 2/4's
``capture_side`` and ``chain``, Basic mancala for four with ``pits``, ``seeds`` and
``all_places``, Congkak's ``empty_capture`` and ``rounds``, and Bao's ``never_ending`` and
``lap_cap``. Every position is legal for its rules (48 seeds, 72, 98, 162, 64);
``tests/course/test_lesson09.py`` checks each answer and the typical mistakes.
"""

from __future__ import annotations

import mancala_core as mc
from mancala_core.rules.explain import explain_move

from .exercises import ChooseMoves, CountSeeds, FindMove, FunctionTask, LastSeed, Places
from .goals import Capture, Custom, ExtraMove
from .notes import TeacherNotes

__all__ = [
    "BAO_E13",
    "BAO_E13_MOVES",
    "BAO_E2",
    "BAO_E2_MOVES",
    "BAO_LOSES",
    "BASIC4_FIRST_FINISH",
    "BASIC_END",
    "BASIC_STORES",
    "CONGKAK_LONE_SEED",
    "CONGKAK_MATCH",
    "CONGKAK_RELAY",
    "CONGKAK_ROUND_END",
    "M24_EXAMPLE_1",
    "M24_EXAMPLE_5",
    "M24_HOUSE",
    "M24_OPPONENT_CHAIN",
    "M24_THREE",
    "M24_TWO_SIDES",
    "TEACHER",
    "TOGUZ_TUZDYK",
    "laps",
    "makes_tuzdyk",
    "q1",
    "q10",
    "q11",
    "q12",
    "q13",
    "q2",
    "q3",
    "q4",
    "q5",
    "q6",
    "q7",
    "q8",
    "q9",
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

# -- house rules: the options of the family ----------------------------------------------------

#: Mankala 2/4 with the options of Al-manqala's chain, captures on the opponent's row only
M24_HOUSE = mc.rules("mankala24", capture_side="opponent", chain=True)
#: RULES.md section 3, example 5: South's 5 takes 4, or 4 + 2 + 2 with chain=true, or
#: 4 + 2 with chain=true and capture_side=opponent
M24_EXAMPLE_5 = (((0, 0, 0, 0, 3, 1), (1, 3, 0, 0, 0, 1)), (19, 20))
#: exercise 8: 6 takes North's pit 3 (2) and chains back to North's pit 2 (4): 6; 5 takes 4
#: (no chain behind it); 3 and 2 would take South's own pits, which capture_side=opponent
#: forbids (3 would take 8 with capture_side=any)
M24_OPPONENT_CHAIN = M24_HOUSE.position(pits=[[0, 2, 2, 3, 3, 3], [0, 3, 1, 4, 3, 1]],
                                        stores=[12, 11])

q8 = FindMove(
    M24_OPPONENT_CHAIN, Capture(), best=lambda trace: trace.captured(),
    title="The biggest capture with a chain, on North's row only",
    hints=[
        "Here only North's row captures: a pit of your own row never does, even on 2 or 4.",
        "With the chain, after a capture look back along the sowing: each pit before it "
        "that now holds 2 or 4, on North's row, is taken too.",
        "Pit 5 takes one pit of 4; pit 6 takes a pit of 2 and the 4 before it.",
    ],
)

#: Basic mancala for four players with rows of 4 pits and 3 seeds a pit (48), the game
#: ending at the first finish
BASIC4 = mc.rules("basic", players=4, pits=4, seeds=3, all_places=False)
#: exercise 9: Player 1's 4 (2 seeds): Player 1's store, then Player 2's pit 1. Player 1
#: finishes 1st, the game ends; left in the rows: Player 2 3 (one from that sowing),
#: Player 3 2, Player 4 4
BASIC4_FIRST_FINISH = BASIC4.position(
    pits=[[0, 0, 0, 2], [0, 1, 0, 1], [1, 0, 1, 0], [0, 0, 0, 4]], stores=[9, 12, 6, 11])

q9 = Places(
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

CONGKAK_NO_LONE = mc.rules("congkak", empty_capture=False)
#: exercise 10: 4 (2 seeds) ends in South's empty hole 2 facing North's empty hole 6: with
#: empty_capture=false the seed stays; 5 relays once and captures North's hole 7 (4 + 1);
#: 3 and 6 relay and end in empty holes of North's
CONGKAK_LONE_SEED = CONGKAK_NO_LONE.position(
    pits=[[0, 0, 4, 2, 1, 1, 0], [1, 2, 0, 1, 0, 0, 4]], stores=[41, 41])

q10 = FindMove(
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
#: exercise 11: South's 6 (2): holes 5 and 4, a lone seed to South's store. North has no
#: seeds: the round ends, South takes the 4 left. New round: South has 61 (7 holes filled,
#: 12 kept), North 37: 5 holes filled (35), 2 kept, holes 6 and 7 burnt; North starts
CONGKAK_ROUND_END = CONGKAK_MATCH.position(
    pits=[[0, 0, 0, 0, 0, 2, 3], [0, 0, 0, 0, 0, 0, 0]], stores=[56, 37])

q11 = CountSeeds(
    CONGKAK_ROUND_END, ["6"], "North store",
    title="A new round of a match",
    hints=[
        "After South's move North has no seeds in their holes: the round is over.",
        "In a match each player fills their holes from hole 1 upwards, 7 seeds each, out of "
        "their own store. A hole that cannot be filled is burnt for the round.",
        "North has 37 seeds: how many holes of 7 is that, and how many seeds are over?",
    ],
)

#: BAO.md worked example E13, reached from the start by these 50 moves: South's A1< never
#: ends; the other moves end within 2-38 laps
BAO_E13_MOVES = tuple(
    "A6> a7> A7> a8< A5> a3> A5> a7< A3> a5> A8< a5< A7> a6> A6< a5< A8> a7< A5< a1> A5< a2< "
    "A8<+ a6< A4> a6> A7< a3< A5< a3> A2> a3> A4> a2> A2> a3< A5> a5> A6< a6> A2> a2> A3< a4> "
    "A3> a1> A2> b8> A6< b5>".split())
BAO_E13 = BAO.start()
for _move in BAO_E13_MOVES:
    BAO_E13 = BAO_E13.play(_move)
del _move
#: Bao where a never-ending move may be played (and loses), with a lap cap of 30
BAO_LOSES_RULES = mc.rules("bao", never_ending="loses", lap_cap=30)
BAO_LOSES = BAO_LOSES_RULES.start()
for _move in BAO_E13_MOVES:
    BAO_LOSES = BAO_LOSES.play(_move)
del _move


def laps(move: str) -> int | None:
    """The laps of South's ``move`` in E13 under the default rules (every sowing counts, the
    first included; the cap 10,000), or ``None`` for a move that has not ended by then: a
    never-ending move, which the default rules leave out of the legal moves.

        >>> laps("A7>"), laps("A2<"), laps("A1<")
        (38, 29, None)
    """
    if move not in {m.text for m in BAO_E13.legal_moves()}:
        return None
    return sum(s.kind == "pick" for s in BAO_E13.trace(move).steps)


def _loses_at_once(trace: mc.MoveTrace) -> bool:
    after = trace.after
    return bool(after.is_over() and after.winner() != trace.before.to_move)


def _why_loses(trace: mc.MoveTrace) -> str:
    move = trace.move.text
    cap = trace.before.rules.options["lap_cap"]
    count = laps(move)
    if not _loses_at_once(trace):
        return (f"{move} ends after {count} laps, within the cap of {cap} laps: an ordinary "
                f"move, "
                f"and then it is North's turn")
    told = explain_move(trace)
    if count is None:
        return (f"{told}. {move} has not ended after 10,000 laps either: it truly never ends "
                "(BAO.md found its laps come round in a cycle of 130,491,792)")
    return (f"{told}. Without the cap {move} would end after {count} laps: a cap of {cap} "
            f"laps calls a real move never-ending, which is why the default cap is 10,000")


q12 = ChooseMoves(
    BAO_LOSES, Custom("loses at once", _loses_at_once, _why_loses),
    title="Never-ending moves, and a lap cap",
    hints=[
        "A move that has not ended after the cap (here 30 laps) counts as never-ending; "
        "in this game the player may still play it, and loses at once.",
        "A1< never ends at all. Which other move needs more than 30 laps?",
        "Play each move on the board and count its relays (each pick-up is a lap).",
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


q13 = FunctionTask(
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
        (6, "Mankala 2/4: read the Hungarian sentence together, then the example board; "
            "exercises 1 (on the board) and 2 in pairs."),
        (7, "Basic mancala for three: the ring, every store sown; exercise 3 on the board. "
            "Then finishing and resigning: exercise 4. Let three learners play one board."),
        (6, "Congkak: the relay board, Replay twice, count the relays aloud; exercise 5."),
        (7, "Toguz Kumalak: the first stone back, even captures, the tuzdyk; the three "
            "restrictions on one board; exercise 6 on the board."),
        (5, "Bao, a first look: four rows, each player's loop, the nyumba; the capture and "
            "relay board; exercise 7."),
        (9, "House rules: one game per pair, exercises 8-12 (Mankala 2/4's chain, four "
            "players and the first finish, Congkak's lone seed and a match, Bao's lap cap); "
            "each pair tells the class what its option changes."),
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
        ("With chain=true every pit of 2 or 4 behind the capture is taken",
         "Exercise 8: when only the opponent's row captures, the chain stops at your own "
         "row, and pit 3's capture on your own row takes nothing at all."),
        ("Seeds in the stores decide the places when the game ends at the first finish",
         "Exercise 9: when the first finish ends the game, the others are ranked by the "
         "seeds left in their rows, fewest first; count them after the finishing sowing, "
         "which may drop a seed into the next player's row."),
        ("A match's new round starts from the start position",
         "Exercise 11: each player refills from their own store, 7 a hole; North's 37 fill "
         "only 5 holes, and the other two are burnt for the round."),
        ("A move that takes very long is a never-ending move",
         "Exercise 12: A7> ends after 38 laps; only the lap cap of 30 calls it never-ending. "
         "The default cap, 10,000, is far above the longest real move (66 laps seen)."),
    ],
    notes="Bao is only glimpsed here: the full rules (namua and mtaji, kutakatia, the 16-seed "
          "rule) are in BAO.md. The board lists a Bao hole's moves when it is clicked; in the "
          "lesson the Bao exercises are answered in text. Exercise 12 plays a Bao position "
          "50 moves into a game (the mtaji stage, which the first look leaves out): only the "
          "idea of a never-ending move and the lap cap is asked.",
)
