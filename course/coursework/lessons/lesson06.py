"""Lesson 6 · The end of the game and house rules: the exercises and the teacher's notes.

Every position is legal for its rules (48 seeds in standard Kalah, 36 with ``seeds=3``,
24 on the 4-pit, 3-seed board). The tests in ``tests/course/test_lesson06.py`` check each
answer and the typical mistakes; they also check the solver's values that q6 quotes.
"""

from __future__ import annotations

from collections.abc import Sequence

import mancala_core as mc
from mancala_core.rules.explain import explain_move

from ..kinds import ChooseMoves, FinalScore, FindMove, FunctionTask
from ..kinds.goals import Custom, EndsGame, StoreAtLeast
from ..notes import TeacherNotes

__all__ = ["CHAIN_END", "EXAMPLE_8", "EXAMPLE_9", "EXTRA_END", "LEFTOVERS", "SMALL_SWAP",
           "SWAP_OPENING", "SWAP_VALUES", "TEACHER", "final_scores", "q1", "q2", "q3", "q4",
           "q5", "q6", "q7", "q8"]

KALAH = mc.rules("kalah")

#: RULES.md example 7: South's last seed enters the store, but South's row is empty
EXTRA_END = KALAH.position(pits=[[0, 0, 0, 0, 0, 1], [3, 0, 0, 0, 0, 0]], stores=[20, 24])

#: RULES.md example 11: the chain 6, 5, 6 empties South's row
CHAIN_END = KALAH.position(pits=[[0, 0, 0, 0, 2, 1], [1, 1, 1, 1, 1, 1]], stores=[15, 24])

#: RULES.md example 8 (row-empty and no-move give different results)
EXAMPLE_8 = ([[1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 1, 2]], [22, 22])

#: RULES.md example 9 (the three leftovers options)
EXAMPLE_9 = ([[0, 0, 1, 0, 0, 4], [0, 0, 2, 0, 0, 0]], [19, 22])

#: the endgame of q1, q4 and q5: South's 6 ends in the store and empties South's row
LEFTOVERS = ([[0, 0, 0, 0, 0, 1], [0, 2, 0, 3, 0, 1]], [18, 23])

#: the 4-pit, 3-seed board with the swap rule
SMALL_SWAP = mc.rules("kalah", pits=4, seeds=3, swap=True)

#: South's first turn on it: 2 (an extra move), then 3
SWAP_OPENING = SMALL_SWAP.start().play("2").play("3")

#: North's moves after SWAP_OPENING, valued by the solver (``mc.solve``): North's final
#: score minus South's with perfect play (the tests check these against the solver)
SWAP_VALUES = {"1": -8, "2": -6, "3": -10, "4": -10, "swap": 6}

# -- the row-empty end ---------------------------------------------------------------------

q1 = FinalScore(
    KALAH.position(pits=LEFTOVERS[0], stores=LEFTOVERS[1]), ["6"],
    title="An extra move that ends the game",
    hints=[
        "Pit 6 holds 1 seed: where does it go? What is left in South's row then?",
        "The game ends at once when a row is empty, even if the last seed earned an extra "
        "move.",
        "Each player then adds the seeds left in their own row to their store.",
    ],
)

q2 = ChooseMoves(
    KALAH.position(pits=[[2, 1, 0, 0, 3, 2], [0, 0, 0, 5, 0, 0]], stores=[17, 18]), EndsGame(),
    title="Which moves end the game?",
    hints=[
        "The game ends when *either* row is empty after a move, not only the mover's.",
        "North has seeds in one pit only, North's pit 4, which faces South's pit 3.",
        "Which moves put their last seed into South's empty pit 3?",
    ],
)

# -- playing on: end="no-move" -----------------------------------------------------------

q3 = FinalScore(
    mc.rules("kalah", end="no-move").position(
        pits=[[1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 2, 3]], stores=[20, 22]),
    ["1", "6", "2"],
    title="Playing on with end=\"no-move\"",
    hints=[
        "South's 1 captures; South's row is then empty, but with no-move the game goes on: "
        "North moves.",
        "North's 6 sows into North's store and then into South's row.",
        "The game ends when the player to move has no seeds: then the other player adds "
        "their row.",
    ],
)

# -- who gets the leftovers ------------------------------------------------------------------

q4 = FinalScore(
    mc.rules("kalah", leftovers="emptied").position(pits=LEFTOVERS[0], stores=LEFTOVERS[1]),
    ["6"],
    title="leftovers=\"emptied\"",
    hints=[
        "The same endgame as exercise 1: South's row is the empty one.",
        "With leftovers=\"emptied\" the seeds left on the board go to the player whose row is "
        "empty.",
    ],
)

q5 = FinalScore(
    mc.rules("kalah", leftovers="uncounted").position(pits=LEFTOVERS[0], stores=LEFTOVERS[1]),
    ["6"],
    title="leftovers=\"uncounted\"",
    hints=[
        "The same endgame again.",
        "With leftovers=\"uncounted\" the seeds left on the board count for nobody: only the "
        "stores count.",
    ],
)

# -- the swap (pie) rule ---------------------------------------------------------------------


def _best_for_north(trace: mc.MoveTrace) -> bool:
    return SWAP_VALUES[trace.move.text] == max(SWAP_VALUES.values())


def _why_swap(trace: mc.MoveTrace) -> str:
    value = SWAP_VALUES[trace.move.text]
    result = (f"you win by {value}" if value > 0 else
              f"you lose by {-value}" if value < 0 else "it is a draw")
    if trace.move.text == "swap":
        return ("swapping takes over South's side as it lies, 2 seeds already in its store and "
                f"North to move: with perfect play from here {result} (the solver's count); "
                "every pit loses")
    return (f"{explain_move(trace)}; with perfect play from here {result} (the solver's "
            f"count), while swapping wins by {SWAP_VALUES['swap']}")


q6 = FindMove(
    SWAP_OPENING,
    Custom("wins the most for North", _best_for_north, _why_swap),
    title="Swap or play?",
    hints=[
        "South took two moves in one turn and has 2 seeds in store. Would you like to be "
        "South now?",
        "The swap gives you South's side exactly as it lies; your opponent then plays North.",
        "The Swap button is next to the board (or answer \"swap\").",
    ],
)

# -- a smaller game: 3 seeds a pit -----------------------------------------------------------

q7 = FindMove(
    mc.rules("kalah", seeds=3).position(
        pits=[[0, 0, 1, 0, 2, 1], [0, 1, 3, 0, 0, 2]], stores=[15, 11]),
    StoreAtLeast(19),
    title="19 of 36",
    hints=[
        "With 3 seeds a pit there are 36 seeds: 19 is more than half.",
        "An extra move gives 1 seed; which move gives more?",
        "South's pit 3 holds 1 seed. Where does it land, and what faces that pit?",
    ],
)

# -- on your own: count an endgame ---------------------------------------------------------------


def final_scores(
    south_pits: Sequence[int], south_store: int, north_pits: Sequence[int], north_store: int,
    leftovers: str = "owner",
) -> tuple[int, int]:
    """The final scores ``(south, north)`` of a Kalah game that has just ended (one row is
    empty), with the seeds left on the board counted by ``leftovers``: ``"owner"`` (each
    player adds their own row), ``"emptied"`` (the player whose row is empty takes them all)
    or ``"uncounted"`` (nobody)."""
    south, north = sum(south_pits), sum(north_pits)
    if leftovers == "owner":
        return south_store + south, north_store + north
    if leftovers == "emptied":
        if south == 0:
            return south_store + north, north_store
        return south_store, north_store + south
    return south_store, north_store


def _explain_final(
    south_pits: Sequence[int], south_store: int, north_pits: Sequence[int], north_store: int,
    leftovers: str = "owner",
) -> str:
    south, north = sum(south_pits), sum(north_pits)
    left = f"South's row holds {south}, North's {north}"
    if leftovers == "owner":
        how = "each player adds their own row to their store"
    elif leftovers == "emptied":
        empty = "South's" if south == 0 else "North's"
        how = f"{empty} row is the empty one, so that player takes the {south + north} left"
    else:
        how = "the seeds left count for nobody: only the stores"
    return f"{left}; with leftovers={leftovers!r} {how}"


q8 = FunctionTask(
    "final_scores",
    final_scores,
    cases=[
        ([0, 0, 0, 0, 0, 0], 21, [3, 0, 0, 0, 0, 0], 24, "owner"),
        ([0, 0, 0, 0, 0, 4], 22, [0, 0, 0, 0, 0, 0], 22, "owner"),
        ([0, 0, 0, 0, 0, 4], 22, [0, 0, 0, 0, 0, 0], 22, "emptied"),
        ([0, 0, 0, 0, 0, 4], 22, [0, 0, 0, 0, 0, 0], 22, "uncounted"),
        ([0, 0, 0, 0, 0, 0], 19, [0, 2, 0, 3, 0, 1], 23, "emptied"),
        ([0, 0, 0, 0, 0, 0], 19, [0, 2, 0, 3, 0, 1], 23, "uncounted"),
        ([1, 2, 0, 0, 0, 3], 20, [0, 0, 0, 0, 0, 0], 22, "owner"),
        ([1, 2, 0, 0, 0, 3], 20, [0, 0, 0, 0, 0, 0], 22, "emptied"),
        ([0, 0, 0, 0, 0, 0], 24, [0, 0, 0, 0, 0, 0], 24, "emptied"),
        ([0, 0, 0, 0], 10, [1, 1, 0, 0], 12, "owner"),
    ],
    explain=_explain_final,
    solution_code='''
def final_scores(south_pits, south_store, north_pits, north_store, leftovers="owner"):
    """The final scores (south, north) of a Kalah game that has just ended."""
    south, north = sum(south_pits), sum(north_pits)     # the seeds left in each row
    if leftovers == "owner":                            # each adds their own row
        return south_store + south, north_store + north
    if leftovers == "emptied":                          # the empty row's player takes all
        if south == 0:
            return south_store + north, north_store
        return south_store, north_store + south
    return south_store, north_store                     # "uncounted": nobody
''',
    title="final_scores(…, leftovers)",
    hints=[
        "Add up the seeds left in each row first: sum(south_pits), sum(north_pits).",
        "One branch for each leftovers option; with \"emptied\", find which row is empty.",
        "The function must work for any number of pits, not only 6.",
    ],
)

# -- the teacher's notes -----------------------------------------------------------------

TEACHER = TeacherNotes(
    plan=[
        (4, "Recall: a game ends when a row is empty; ask the class whose row counts"),
        (8, "Examples 7 and 11 on the showing boards: the end comes at once, even after an "
            "extra move; q1, q2"),
        (7, "end=\"no-move\": example 8 on two boards side by side; q3"),
        (8, "Who gets the leftovers: example 9 under the three options; q4, q5"),
        (8, "The first move's advantage and the swap rule: the solver on the 4-pit board "
            "(+6, and 0 with swap); q6 on the board"),
        (6, "Other sizes: 3 seeds a pit (36 seeds, 19 wins), q7; a Game to try pits and seeds"),
        (4, "Summary; final_scores (q8) as homework"),
    ],
    misconceptions=[
        ("Only the mover's row counts: the game ends when *your* row is empty",
         "q2: South's 1 or 2 captures North's last seeds and the game ends with South's row "
         "still full. RULES.md: 'whoever's row it is'."),
        ("An extra move lets you go on even if your row is empty",
         "Example 7 on the showing board: the last seed enters the store, the game is over, "
         "the extra move is void; q1 counts it."),
        ("The leftovers go to the player who ended the game",
         "Example 9 under the three options: with 'owner' each row goes to its owner, whoever "
         "moved; only 'emptied' gives them to the player with the empty row."),
        ("Swapping is always good (or never)",
         "q6 against the solver: after South's 2, 3 the swap wins by 6; after South's opening 1 "
         "(the 4-pit board) the swap loses by 6 (SWAP_VALUES in the tests)."),
    ],
    notes="The solver runs only on small boards in class (the 4-pit, 3-seed board takes well "
          "under a second once its code is loaded). Kalah(6,4) takes minutes with an endgame "
          "database: quote the result (+10 for the first player), do not run it.",
)
