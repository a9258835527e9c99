"""Lesson 4 · Captures: the exercises and the teacher's notes.

Every position here is checked by ``tests/course/test_lesson04.py``: legal (48 seeds),
and each exercise has the answer the lesson's text says.
"""

from __future__ import annotations

import mancala_core as mc
from mancala_core.rules.explain import explain_move, possessive

from ..kinds import ChooseMoves, CountSeeds, FindMove, FunctionTask, YesNo
from ..kinds.goals import Capture, Custom
from ..notes import TeacherNotes

__all__ = [
    "BIG",
    "DEFEND",
    "EXAMPLE_4",
    "EXAMPLE_6",
    "NOTHING",
    "TEACHER",
    "THREE",
    "THREE_EMPTY_CAPTURE",
    "TO_THE_STORE",
    "capturing_turn",
    "captures",
    "q1",
    "q2",
    "q3",
    "q4",
    "q5",
    "q6",
    "q7",
    "threats",
]

KALAH = mc.rules("kalah")
KALAH_EMPTY_CAPTURE = mc.rules("kalah", empty_capture=True)

#: RULES.md worked example 4 (seed 003's picture): 1 and 2 both capture 5 (6 to the store)
EXAMPLE_4 = KALAH.position(pits=[[2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2]], stores=[12, 14])
#: exercises 1 and 2: 3 captures 4, the long sowing from 6 captures 6 (each with its last seed)
BIG = KALAH.position(pits=[[2, 0, 1, 0, 0, 9], [3, 4, 4, 5, 5, 6]], stores=[4, 5])
#: the three cases where nothing is captured: 1 (a pit with seeds), 6 (North's row),
#: 3 (an own empty pit facing an empty pit); 2 captures
NOTHING = KALAH.position(pits=[[2, 3, 1, 0, 0, 3], [4, 5, 0, 4, 3, 4]], stores=[9, 10])
#: RULES.md worked example 6: the last seed in an own empty pit facing an empty pit
EXAMPLE_6 = KALAH.position(pits=[[0, 0, 0, 1, 0, 0], [1, 0, 0, 0, 0, 0]], stores=[23, 23])
#: exercises 4 and 5: only 4 captures; under the empty-capture rule 1 does too
THREE = KALAH.position(pits=[[1, 0, 3, 1, 0, 6], [3, 4, 2, 5, 0, 6]], stores=[8, 9])
THREE_EMPTY_CAPTURE = KALAH_EMPTY_CAPTURE.position(
    pits=[[1, 0, 3, 1, 0, 6], [3, 4, 2, 5, 0, 6]], stores=[8, 9])
#: exercise 6: North threatens 3 (into its empty pit 5, facing South's 7 seeds in pit 2);
#: 2 (empty the threatened pit) and 6 (fill North's pit 5) defend
DEFEND = KALAH.position(pits=[[2, 7, 3, 1, 1, 6], [2, 1, 2, 4, 0, 3]], stores=[8, 8])


def capturing_turn(pos: mc.Position) -> list[mc.MoveTrace] | None:
    """A turn of the player to move in ``pos`` that captures: its moves' traces (extra
    moves first, the capture last), or None if no turn captures."""
    mover = pos.to_move
    for move in pos.legal_moves():
        trace = pos.trace(move)
        if trace.captured():
            return [trace]
        if trace.after.to_move == mover and not trace.after.is_over():
            rest = capturing_turn(trace.after)
            if rest:
                return [trace, *rest]
    return None


def threats(pos: mc.Position) -> list[mc.MoveTrace]:
    """The opponent's capturing moves in ``pos`` if it were the opponent's turn now."""
    turned = pos.with_other_to_move()
    return [t for t in (turned.trace(m) for m in turned.legal_moves()) if t.captured()]


def _names(trace: mc.MoveTrace) -> tuple[str, ...]:
    return trace.before.rules.side_names


def _no_capture_reply(trace: mc.MoveTrace) -> bool:
    after = trace.after
    if after.is_over() or after.to_move == trace.before.to_move:
        return False
    return capturing_turn(after) is None


def _how_it_defends(trace: mc.MoveTrace) -> str:
    """Which threat of the position before the move it answers, and how."""
    names = _names(trace)
    before, after = trace.before, trace.after
    parts = []
    for threat in threats(before):
        pit = threat.move.pit
        landing = threat.last_place()
        if pit is None or landing is None or landing.pit is None:
            continue
        other = landing.player
        facing_pit = before.rules.pits_per_player + 1 - landing.pit
        facing = mc.Place(1 - other, facing_pit)
        held = after.pits(other)[pit - 1]
        if after.pits(other)[landing.pit - 1]:
            parts.append(f"{possessive(landing, names)} is not empty any more")
        elif after.pits(1 - other)[facing_pit - 1] == 0:
            parts.append(f"{possessive(facing, names)} is empty now: nothing there to capture")
        elif held != before.pits(other)[pit - 1]:
            parts.append(f"{possessive(mc.Place(other, pit), names)} now holds {held}, so its "
                         "last seed lands somewhere else")
    return "; ".join(parts)


def _why_defence(trace: mc.MoveTrace) -> str:
    names = _names(trace)
    text = explain_move(trace)
    after = trace.after
    if after.to_move == trace.before.to_move and not after.is_over():
        return f"{text}; North moves next only after your extra move: try a move that ends " \
               "your turn"
    reply = capturing_turn(after) if not after.is_over() else None
    if reply is None:
        how = _how_it_defends(trace)
        return f"{text}. Then no move of North captures" + (f": {how}" if how else "")
    who = names[after.to_move]
    moves = ", then ".join(t.move.text for t in reply)
    return f"{text}. But then {who} can still capture: {who} plays {moves}: " \
           f"{explain_move(reply[-1])}"


q1 = FindMove(
    BIG, Capture(), best=lambda trace: trace.taken(),
    title="The biggest capture",
    hints=[
        "Two of South's moves capture. Count where each one's last seed lands.",
        "Pit 6's 9 seeds go all the way round: the store, North's six pits, then South's row "
        "again. And they add a seed to the pit they capture.",
        "Compare the 4 seeds pit 3 takes with what pit 6 takes from North's pit 5.",
    ],
)

q2 = CountSeeds(
    BIG, ["6"], "South store",
    title="The store after the capture",
    hints=[
        "South's store holds 4 before the move.",
        "Pit 6's sowing passes the store once: one seed. Then the capture: how many seeds "
        "does North's pit 5 hold after the sowing put one more in it?",
        "Add the last seed too: it goes to the store with the captured seeds.",
    ],
)

q3 = YesNo(
    EXAMPLE_6, "4", Capture(),
    title="An empty pit facing an empty pit",
    hints=[
        "Where does pit 4's one seed land? Was that pit empty?",
        "Which North pit faces it? (South's pit p faces North's pit 7 - p.)",
        "A capture takes the seeds of the facing pit: what if there are none?",
    ],
)

q4 = ChooseMoves(
    THREE, Capture(),
    title="Which moves capture?",
    hints=[
        "For each pit, count where the last seed lands: a pit of yours, of North's?",
        "A capture needs three things: your own pit, empty before the last seed, and seeds "
        "in the facing pit.",
        "Pit 1's last seed lands in your empty pit 2, but look at North's pit 5 opposite.",
    ],
)

#: exercise 5's goal: a capture, or the house rule's lone seed (nothing taken from North, so
#: not a capture in the learner's words, but its last seed goes to the store all the same)
TO_THE_STORE = Custom("sends the last seed from your own empty pit to your store",
                      lambda trace: trace.captured() > 0)

q5 = ChooseMoves(
    THREE_EMPTY_CAPTURE, TO_THE_STORE,
    title="With the house rule",
    hints=[
        "Same board as exercise 4, but under the house rule: a last seed in your own empty "
        "pit goes to your store even when the facing pit is empty.",
        "The house rule changes one of the three cases where nothing happens: which one?",
        "Find the move whose last seed lands in your own empty pit facing an empty pit.",
    ],
)

q6 = FindMove(
    DEFEND,
    Custom("leaves North without a capture", _no_capture_reply, _why_defence),
    title="Defend your seeds",
    hints=[
        "First find North's threat: which North pit ends in North's empty pit 5, and what "
        "does South's pit 2 facing it hold?",
        "Three ideas: empty your threatened pit, drop a seed into North's empty pit, or change "
        "the count of North's threatening pit.",
        "Then check the move you choose: does it open a new threat elsewhere?",
    ],
)


def captures(south: list[int], north: list[int], pit: int) -> int:
    """How many of North's seeds South captures by playing ``pit``, for a sowing that stays in
    South's row (fewer seeds than steps to the store): the seeds of the facing pit, or 0. The
    last seed goes to the store with them, but it is South's own: it is not captured.

        >>> captures([2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2], 1)
        5
        >>> captures([2, 3, 1, 0, 0, 3], [4, 5, 0, 4, 3, 4], 3)
        0
    """
    seeds = south[pit - 1]
    last = pit + seeds
    if south[last - 1] == 0 and north[7 - last - 1] > 0:
        return north[7 - last - 1]
    return 0


def _why_captures(south: list[int], north: list[int], pit: int) -> str:
    seeds = south[pit - 1]
    last = pit + seeds
    facing = 7 - last
    plural = "s" * (seeds != 1)
    where = f"pit {pit} holds {seeds} seed{plural}, so the last seed lands in South's pit {last}"
    if south[last - 1]:
        return f"{where}, which already holds {south[last - 1]}: no capture"
    if not north[facing - 1]:
        return f"{where}, which is empty, but North's pit {facing} opposite is empty too: " \
               "nothing to capture"
    held = north[facing - 1]
    return (f"{where}, which is empty, and North's pit {facing} opposite holds {held}: South "
            f"captures those {held}. The last seed goes to the store with them, but it is "
            "South's own seed, not a captured one")


q7 = FunctionTask(
    "captures",
    captures,
    cases=[
        ([2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2], 1),
        ([2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2], 2),
        ([1, 0, 3, 1, 0, 6], [3, 4, 2, 5, 0, 6], 4),
        ([1, 0, 3, 1, 0, 6], [3, 4, 2, 5, 0, 6], 1),
        ([1, 0, 3, 1, 0, 6], [3, 4, 2, 5, 0, 6], 3),
        ([2, 3, 1, 0, 0, 3], [4, 5, 0, 4, 3, 4], 2),
        ([2, 3, 1, 0, 0, 3], [4, 5, 0, 4, 3, 4], 3),
        ([1, 0, 0, 0, 0, 0], [0, 0, 0, 0, 9, 0], 1),
        ([0, 0, 0, 0, 1, 0], [7, 0, 0, 0, 0, 0], 5),
    ],
    explain=_why_captures,
    solution_code='''
def captures(south, north, pit):
    """How many of North's seeds South captures by playing pit (a sowing that stays in
    South's row)."""
    last = pit + south[pit - 1]          # where the last seed lands
    facing = 7 - last                    # North's pit opposite
    if south[last - 1] == 0 and north[facing - 1] > 0:
        return north[facing - 1]         # the facing seeds (the last seed is South's own)
    return 0
''',
    title="captures(south, north, pit)",
    hints=[
        "The last seed lands in South's pit `pit + seeds`. South's pit p faces North's pit "
        "7 - p.",
        "Lists start at 0: South's pit p is south[p - 1], North's pit q is north[q - 1].",
        "Capture only if the landing pit was empty and the facing pit is not: then return the "
        "facing seeds (the last seed goes to the store too, but it is not captured: it was "
        "South's).",
    ],
)


TEACHER = TeacherNotes(
    plan=[
        (6, "The capture of worked example 4 (the board that shows, Replay twice). Ask: which "
            "seeds go to the store, and whose turn is it next?"),
        (4, "Facing pits: South's pit p faces North's pit 7 - p. Let the class name a few."),
        (10, "The live board: find both captures; then exercises 1 (on the board) and 2 in "
             "pairs."),
        (8, "When nothing happens: the three boards; exercises 3 and 4. Collect the wrong "
            "answers and read their feedback aloud."),
        (5, "The house rule: the two boards side by side, exercise 5."),
        (8, "Defending: the threat board, the three ideas, exercise 6 on the board."),
        (4, "Summary; on your own: captures() or a game against the computer."),
    ],
    misconceptions=[
        ("A capture gives another move, like the store does",
         "Replay worked example 4: after the capture it is North's turn. A capture never gives "
         "an extra move (only a last seed in your store does)."),
        ("The last seed stays in the pit after a capture",
         "On the same board look at South's pit 3 after the move: empty. The last seed goes to "
         "the store with the 5 captured seeds: 6 seeds into the store."),
        ("Landing in any empty pit captures, even one of the opponent's",
         "The second of the three boards: the last seed lands in North's row and nothing "
         "happens. Only your own empty pit captures."),
        ("An empty pit facing an empty pit still captures the last seed",
         "That is the empty-capture house rule, not standard Kalah: the two boards side by "
         "side (worked example 6) show both rules."),
        ("The only defence is to move the threatened seeds",
         "On exercise 6's board, pit 6 defends too: its sowing fills North's empty pit 5. "
         "And pit 1, which adds a seed to the threatened pit, makes the capture bigger."),
    ],
    notes="'Empty' means empty just before the last seed falls: a lap can refill a pit "
          "(RULES.md worked example 10). No sowing in this lesson makes a lap; mention it if "
          "a learner asks.",
)
