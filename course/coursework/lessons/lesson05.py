"""Lesson 5 · Laps of 13 or more seeds: the exercises and the teacher's notes.

Every position holds the 48 seeds of standard Kalah; South is to move. The tests in
``tests/course/test_lesson05.py`` check each answer and the typical mistakes.
"""

from __future__ import annotations

import mancala_core as mc

from ..kinds import BoardAfter, CountSeeds, FindMove, FunctionTask, LastSeed, MultipleChoice
from ..kinds.goals import ExtraMove
from ..kinds.ring import lap
from ..notes import TeacherNotes

__all__ = ["LAP", "PLAY", "REFILLED", "STORE_LAP", "TEACHER", "last_place", "q1", "q2", "q3",
           "q4", "q5", "q6", "q7", "q8"]

KALAH = mc.rules("kalah")

#: RULES.md example 5: 13 seeds in South's pit 1, a lap that captures
LAP = KALAH.position(pits=[[13, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 3]], stores=[16, 16])

#: RULES.md example 10: 14 seeds; pit 2 is refilled on the lap, so no capture
REFILLED = KALAH.position(pits=[[14, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]], stores=[10, 23])

#: 14 seeds in pit 6, one step from the store: a lap that ends in the store
STORE_LAP = KALAH.position(pits=[[1, 0, 2, 0, 0, 14], [2, 3, 1, 0, 4, 1]], stores=[10, 10])

#: the board to play with: 13 in pit 2 captures; 14 in pit 4 and 11 in pit 6 do not
PLAY = KALAH.position(pits=[[1, 13, 0, 14, 0, 11], [1, 2, 0, 1, 2, 0]], stores=[2, 1])

# -- predict: where does the last seed land? ---------------------------------------------

q1 = LastSeed(
    KALAH.position(pits=[[1, 2, 0, 13, 0, 1], [2, 0, 3, 1, 0, 2]], stores=[10, 13]), "4",
    title="13 seeds from pit 4",
    hints=[
        "One lap is 13 places: South's 6 pits, South's store and North's 6 pits "
        "(North's store is skipped).",
        "13 seeds make exactly one lap: where does a lap that starts after pit 4 end?",
        "The pit you emptied gets a seed too in Kalah.",
    ],
)

q4 = LastSeed(
    KALAH.position(pits=[[0, 14, 2, 0, 1, 3], [1, 2, 0, 4, 0, 3]], stores=[8, 10]), "2",
    title="14 seeds from pit 2",
    hints=[
        "The first 13 seeds make one full lap and end in the pit you emptied.",
        "14 = 13 + 1: one lap, then one more step.",
        "The step after South's pit 2 is South's pit 3.",
    ],
)

q6 = LastSeed(
    KALAH.position(pits=[[19, 1, 0, 2, 0, 1], [2, 1, 3, 0, 2, 1]], stores=[6, 10]), "1",
    title="19 seeds from pit 1",
    hints=[
        "Take away one lap of 13 first: 19 − 13 = 6.",
        "After the lap you are back at pit 1, with 6 seeds still to sow.",
        "Pit 1 is 6 steps from South's store.",
    ],
)

# -- an idea ---------------------------------------------------------------------------------

q2 = MultipleChoice(
    "South's pit holds exactly 13 seeds. Why does that move always capture?",
    {
        "a": "The 13th seed lands in the pit that was just emptied, so that pit was empty "
             "just before the last seed; and the facing pit got a seed on the way round, so "
             "it is never empty.",
        "b": "A lap always passes your own store, and passing your store captures.",
        "c": "North's store is skipped, so the seeds that would go there are captured.",
        "d": "It captures only if the facing pit held seeds before the move.",
    },
    right=["a"],
    why={
        "a": "13 places make one lap, so the last seed falls back into the emptied pit (now 1): "
             "it was empty just before. The lap also dropped a seed into every other pit, the "
             "facing one included, so there is always at least 1 seed to capture.",
        "b": "passing the store only adds one seed to it; a capture depends on where the "
             "*last* seed lands, in an own pit that was empty.",
        "c": "the skip is why a lap is 13 places and not 14; the skipped seed just goes on to "
             "the next place, nothing is captured by skipping.",
        "d": "the lap drops a seed into the facing pit before the last seed falls, so even a "
             "facing pit that was empty holds 1 and is captured with it.",
    },
    title="Why exactly 13 always captures",
    hints=[
        "Where does the 13th seed land, and how many seeds does that pit hold just before?",
        "Which pits did the lap drop a seed into before the 13th seed?",
    ],
)

# -- the whole board after a lap: RULES.md example 10 ------------------------------------

q5 = BoardAfter(
    REFILLED, "1",
    title="14 seeds: the board after the lap",
    hints=[
        "Sow one seed at a time: pits 2 to 6, South's store, North's pits 1 to 6, skip "
        "North's store, then round again.",
        "The 13th seed goes back into pit 1 (now 1) and the 14th into pit 2.",
        "Pit 2 got a seed on the first lap, so it was not empty when the last seed fell.",
    ],
)

# -- find on the board: a lap that ends in the store --------------------------------------

q7 = FindMove(
    KALAH.position(pits=[[2, 0, 17, 0, 12, 3], [1, 0, 2, 1, 0, 2]], stores=[4, 4]),
    ExtraMove(),
    title="A lap that ends in your store",
    hints=[
        "A lap ends in your store when the seeds are 13 more than the steps to the store.",
        "Pit 3 is 4 steps from the store, pit 5 is 2 steps away: which needs 17, which 15?",
        "4 + 13 = 17.",
    ],
)

# -- count: a 13-seed capture where the facing pit was empty ------------------------------

q3 = CountSeeds(
    KALAH.position(pits=[[2, 1, 13, 0, 3, 0], [3, 2, 1, 0, 2, 4]], stores=[12, 5]), ["3"],
    "South store",
    title="How big is the capture?",
    hints=[
        "The lap passes South's store once: +1.",
        "The last seed lands in pit 3, which was emptied: a capture. North's pit 4 faces it.",
        "North's pit 4 was empty, but the lap dropped a seed into it: 1 + the last seed.",
    ],
)

# -- on your own: where does the last seed land, for any count? ---------------------------

def last_place(pit: int, seeds: int) -> tuple[str, int | str]:
    """Where the last of ``seeds`` seeds sown by South from ``pit`` lands, on a 6-pit
    Kalah board: ``("South", 3)``, ``("South", "store")`` or ``("North", 2)``; read from
    one lap of the rules' own sowing (13 places, North's store skipped)."""
    places = lap(KALAH, 0, pit)
    place = places[(seeds - 1) % len(places)]
    return KALAH.side_names[place.player], "store" if place.pit is None else place.pit


def _explain_last_place(pit: int, seeds: int) -> str:
    laps, rest = divmod(seeds, 13)
    place = last_place(pit, seeds)
    name = f"{place[0]}'s store" if place[1] == "store" else f"{place[0]}'s pit {place[1]}"
    if laps == 0:
        wraps = pit - 1 + seeds >= 13
        past = (", past North's pit 6 and on to South's pit 1: North's store is skipped"
                if wraps else "")
        return f"{seeds} steps on from South's pit {pit} is {name}{past}"
    around = "one lap" if laps == 1 else f"{laps} laps"
    more = f", then {rest} more step{'s' * (rest != 1)} to {name}" if rest else \
        f" back to South's pit {pit} itself"
    return f"{seeds} seeds = {around} of 13 places (North's store skipped){more}"


q8 = FunctionTask(
    "last_place",
    last_place,
    cases=[(3, 4), (6, 4), (1, 2), (5, 8), (6, 7), (6, 8), (4, 13), (1, 13), (2, 14), (6, 14),
           (1, 19), (3, 17), (5, 20), (4, 26), (2, 30)],
    explain=_explain_last_place,
    solution_code='''
def last_place(pit, seeds):
    """Where the last seed sown by South from `pit` lands: ("South", 3),
    ("South", "store") or ("North", 2)."""
    ring = ([("South", k) for k in range(1, 7)] + [("South", "store")]
            + [("North", k) for k in range(1, 7)])      # 13 places: one lap
    return ring[(pit - 1 + seeds) % 13]
''',
    title="last_place(pit, seeds) for any count",
    hints=[
        "Make a list of the 13 places South sows into, in order, starting with South's pit 1.",
        "From pit p, the first seed goes to the place after pit p; count `seeds` places on.",
        "Going round and round is the remainder after dividing by 13: `% 13`.",
    ],
)

# -- the teacher's notes -----------------------------------------------------------------

TEACHER = TeacherNotes(
    plan=[
        (5, "Recall: sowing counter-clockwise, the skipped store, 'empty just before the last "
            "seed' (lessons 2–4)"),
        (8, "One lap is 13 places: count them on the board with the class; watch RULES.md "
            "example 5 (13 seeds) on the showing board; q1"),
        (8, "Why exactly 13 always captures: q2 (discuss the wrong choices), q3 (the facing "
            "pit was empty)"),
        (8, "Example 10 (14 seeds) on the showing board: 'empty' means just before the last "
            "seed; q4, q5; the free board (which big pit captures?)"),
        (10, "Laps that end in the store: 13 + the distance; q6, then q7 on the board"),
        (6, "Summary and glossary; start last_place(pit, seeds) (q8) as homework"),
    ],
    misconceptions=[
        ("A lap is 14 places, North's store included",
         "Count on the board of example 5: the seed after North's pit 6 goes to South's pit 1; "
         "the showing board says 'North's store is skipped'. q1's check names this mistake "
         "(answer \"South 3\")."),
        ("The emptied pit is skipped on a lap (as in Oware)",
         "Replay example 5: the 13th seed falls back into South's pit 1 (now 1). In Oware the "
         "origin is skipped; in Kalah it is not (q1's answer \"South 5\")."),
        ("A pit that was empty at the start of the move is still 'empty' for the capture",
         "Example 10: pit 2 was empty, but the first lap put a seed there; the last seed makes "
         "2, so no capture. 'Empty' is counted just before the last seed."),
        ("13 seeds capture only if the facing pit had seeds",
         "q3: North's pit 4 is empty at the start, the lap drops 1 into it, and that 1 is "
         "captured. Only exactly 13 can capture on a lap: with 14 to 25 every place already got "
         "a seed on the first lap."),
    ],
    notes="A quick rule for the board: subtract 13 for each lap, then count the rest as usual. "
          "Exactly 13 always captures; 13 + the distance to the store gives an extra move.",
)
