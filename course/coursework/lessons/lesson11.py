"""Lesson 11 · A first look at Bao: the exercises and the teacher's notes.

Bao la Kiswahili (RULES.md section 7, BAO.md): four rows, each player's loop of sixteen
holes, seeds in hand, captures sown again from a kichwa, relays, the nyumba's
stop-or-safari choice (only a capturing move's lap, in the namua stage, that ends in a
working nyumba; a takasa lap stops there; in the mtaji stage the nyumba relays), and the
house rules ``never_ending`` and ``lap_cap``. ``tests/course/test_lesson11.py`` checks each
answer and the typical mistakes, and holds :func:`at_nyumba` to the rules' own moves.
"""

from __future__ import annotations

import mancala_core as mc
from mancala_core.rules.explain import explain_move

from ..kinds import ChooseMoves, FindMove, FunctionTask, LastSeed, MultipleChoice
from ..kinds.goals import Capture, Custom
from ..notes import TeacherNotes

__all__ = [
    "BAO_E13",
    "BAO_E13_MOVES",
    "BAO_E2",
    "BAO_E2_MOVES",
    "BAO_LOSES",
    "BAO_MTAJI",
    "BAO_TAKASA",
    "BAO_TAKASA_MOVES",
    "TEACHER",
    "at_nyumba",
    "laps",
    "q1",
    "q2",
    "q3",
    "q4",
    "q5",
]

BAO = mc.rules("bao")


def _played(moves: tuple[str, ...], rules: mc.Rules = BAO) -> mc.Position:
    pos = rules.start()
    for move in moves:
        pos = pos.play(move)
    return pos


#: BAO.md worked example E2, reached from the start by these four moves: South's A2 and A4
#: capture (A4 both ways); A2> and A4< reach the working nyumba and offer the choice
BAO_E2_MOVES = ("A7<", "a5>", "A6<", "a6>")
BAO_E2 = _played(BAO_E2_MOVES)
#: BAO.md worked example E6: North has no capture; a3>'s takasa lap ends in North's working
#: nyumba a5 and stops there
BAO_TAKASA_MOVES = ("A6>", "a6<", "A5>")
BAO_TAKASA = _played(BAO_TAKASA_MOVES)
#: a constructed mtaji position (both hands empty, South's nyumba owned with 6): South's A3>
#: ends its first lap in the nyumba, which relays (no stop, no choice) and is lost
BAO_MTAJI = mc.parse("bao 0.0.2.0.6.0.0.0.0.0.0.0.0.0.0.0:0/"
                     "1.0.0.0.0.0.0.0.55.0.0.0.0.0.0.0:0 S nyumba=S")

q1 = FindMove(
    BAO_E2, Capture(), best=lambda trace: trace.captured(),
    title="The biggest capture",
    hints=[
        "A seed from the hand goes into a front hole that holds seeds; if the hole facing it "
        "holds seeds, they are captured.",
        "South's A2 faces North's a7, and A4 faces a5. Follow the captured seeds from their "
        "kichwa: the move may capture again.",
        "A4 captures a5's 7 in both directions. Which direction's sowing reaches a second "
        "capture?",
    ],
)

q2 = LastSeed(
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

q3 = MultipleChoice(
    "A lap ends in your own nyumba, which is still yours and now holds 6 seeds or more, "
    "and the hole facing it is empty. When may you choose to stop there or to go on "
    "(safari)?",
    {
        "a": "in every move, while seeds are in hand",
        "b": "in a move that captured, while seeds are in hand",
        "c": "in a move that did not capture (a takasa), while seeds are in hand",
        "d": "also once the hands are empty",
    },
    right=["b"],
    why={
        "a": "not every move: a takasa lap that ends in the working nyumba must stop there",
        "b": "a capturing move's lap that ends in the working nyumba, while seeds are in "
             "hand, lets the player stop or go on",
        "c": "a takasa lap that ends in the working nyumba stops there: there is no choice",
        "d": "once a player's hand is empty, a lap that ends in the nyumba relays like any "
             "other hole: no stop, no choice",
    },
    title="When may you stop in the nyumba?",
    hints=[
        "Two things decide it: did the move capture, and are there seeds in hand?",
        "Replay the takasa board: North's lap ends in the nyumba and the move ends.",
        "The choice belongs to one kind of move only, and only while seeds are in hand.",
    ],
)


def at_nyumba(capturing: bool, seeds: int, in_hand: bool) -> str:
    """What happens when a lap ends in the mover's own nyumba, still owned, with nothing
    to capture facing it: ``"choose"`` (stop or safari), ``"stop"`` or ``"relay"``.
    ``capturing``: the move captured; ``seeds``: the nyumba's seeds with the last one;
    ``in_hand``: the mover still has seeds in hand (the namua stage).

        >>> at_nyumba(True, 9, True), at_nyumba(False, 8, True), at_nyumba(True, 9, False)
        ('choose', 'stop', 'relay')
    """
    if not in_hand or seeds < 6:
        return "relay"
    return "choose" if capturing else "stop"


def _why_at_nyumba(capturing: bool, seeds: int, in_hand: bool) -> str:
    if not in_hand:
        return "with no seeds in hand the nyumba relays like any other hole"
    if seeds < 6:
        return f"a nyumba of {seeds} seeds is not working: it relays like any other hole"
    if not capturing:
        return "a takasa lap that ends in the working nyumba stops there"
    return "a capturing move's lap that ends in the working nyumba lets the player choose"


q5 = FunctionTask(
    "at_nyumba",
    at_nyumba,
    cases=[
        (True, 9, True), (False, 8, True), (True, 9, False), (False, 8, False),
        (True, 6, True), (True, 5, True), (False, 5, True), (False, 6, True),
        (True, 12, False),
    ],
    explain=_why_at_nyumba,
    solution_code='''
def at_nyumba(capturing, seeds, in_hand):
    """A lap ends in my own nyumba, nothing to capture: what happens?"""
    if not in_hand or seeds < 6:   # hands empty, or not a working nyumba
        return "relay"
    if capturing:
        return "choose"            # stop there, or safari
    return "stop"                  # a takasa lap stops
''',
    title="at_nyumba(capturing, seeds, in_hand) (for programmers)",
    hints=[
        "Three answers: \"choose\", \"stop\" or \"relay\". Which question comes first?",
        "With no seeds in hand, or fewer than 6 seeds, it is a hole like any other.",
        "Otherwise a capturing move chooses and a takasa stops.",
    ],
)

# -- never-ending moves and the lap cap --------------------------------------------------------

#: BAO.md worked example E13, reached from the start by these 50 moves (the hands are empty):
#: South's A1< never ends; the other moves end within 2-38 laps
BAO_E13_MOVES = tuple(
    "A6> a7> A7> a8< A5> a3> A5> a7< A3> a5> A8< a5< A7> a6> A6< a5< A8> a7< A5< a1> A5< a2< "
    "A8<+ a6< A4> a6> A7< a3< A5< a3> A2> a3> A4> a2> A2> a3< A5> a5> A6< a6> A2> a2> A3< a4> "
    "A3> a1> A2> b8> A6< b5>".split())
BAO_E13 = _played(BAO_E13_MOVES)
#: Bao where a never-ending move may be played (and loses), with a lap cap of 30
BAO_LOSES_RULES = mc.rules("bao", never_ending="loses", lap_cap=30)
BAO_LOSES = _played(BAO_E13_MOVES, BAO_LOSES_RULES)


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
                f"move, and then it is North's turn")
    told = explain_move(trace)
    if count is None:
        default = BAO.options["lap_cap"]
        return (f"{told}. {move} has not ended after {default:,} laps either, the usual cap: "
                "the usual rules call it never-ending too")
    return (f"{told}. Without the cap {move} would end after {count} laps: a cap of {cap} "
            f"laps calls a real move never-ending, which is why the usual cap is much higher")


q4 = ChooseMoves(
    BAO_LOSES, Custom("loses at once", _loses_at_once, _why_loses),
    title="Never-ending moves, and a lap cap",
    hints=[
        "A move that has not ended after the cap (here 30 laps) counts as never-ending; "
        "in this game the player may still play it, and loses at once.",
        "A1< never ends at all. Which other move needs more than 30 laps?",
        "Play each move on the board and count its relays (each pick-up is a lap).",
    ],
)


TEACHER = TeacherNotes(
    plan=[
        (5, "Bao's board: four rows, each player's loop of sixteen, the nyumba and the "
            "vichwa; seeds in hand. Name the holes together (A1 … B8, a1 … b8)."),
        (7, "A seed from the hand, a capture, the captured seeds sown from a kichwa: the "
            "de Voogt board, Replay twice; free play on the next board."),
        (7, "Exercise 1 on the board (the biggest capture), then exercise 2 (capture, "
            "relay, safari) in pairs."),
        (8, "The nyumba: the takasa board (the lap stops), then exercise 3; write the three "
            "cases on the board: capture and seeds in hand = choose, takasa = stop, empty "
            "hands = relay."),
        (8, "Never-ending moves and the lap cap: the board that loses, then exercise 4 "
            "(count laps by playing)."),
        (10, "A game of Bao in pairs, on the last board, until the bell; the function "
             "is for programmers, at home."),
    ],
    misconceptions=[
        ("Every lap that reaches your nyumba lets you choose to stop",
         "The takasa board: North's lap ends in the working nyumba a5 and the move stops, "
         "no choice. Only a capturing move chooses (exercise 1's A4< and A2> offer . and +)."),
        ("Once the hands are empty you can still stop in the nyumba",
         "Show BoardWidget.showing(BAO_MTAJI, \"A3>\") (from coursework.lessons.lesson11): "
         "both hands are empty, South's A3> ends its lap in South's nyumba of 6, which relays "
         "like any other hole and is lost (exercise 3, choice d)."),
        ("Captured seeds go to your store, as in Kalah",
         "The de Voogt board: North's captured seed is sown again into North's front row "
         "from a kichwa; nothing is stored."),
        ("A move that takes very long is a never-ending move",
         "Exercise 4: A7> ends after 38 laps; only the lap cap of 30 calls it never-ending. "
         "The usual cap is 10,000 laps."),
    ],
    notes="Bao is only glimpsed here: the full rules (the mtaji stage, kutakatia, the "
          "16-seed rule, the nyumba's tax) are in the project's BAO.md specification. The "
          "board lists a Bao hole's moves when it is clicked. Exercise 4 plays a position "
          "50 moves into a game, when the hands are empty: only the idea of a never-ending "
          "move and the lap cap is asked. Exercise 5 (a function) is for learners who "
          "program.",
)
