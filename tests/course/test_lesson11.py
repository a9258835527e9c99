"""Lesson 11 · A first look at Bao: every exercise has the answer the lesson says, the typical
wrong answers get their own explanation, malformed answers get the shape message, the exercise
answered on a board reads the board, and what the lesson says of the nyumba is what the rules
do (issue 29: the stop-or-safari choice is a capturing move's, in the namua stage; a takasa
lap stops; with empty hands the nyumba relays).

Bao positions are written as in BAO.md, from South's seat: North's back row b8..b1, North's
front row a8..a1, South's front row A1..A8, South's back row B1..B8.
"""

from __future__ import annotations

import re
from pathlib import Path

import lesson_text

import mancala_core as mc
from coursework.lessons import lesson11
from coursework.lessons.lesson11 import (
    BAO_E2,
    BAO_E13,
    BAO_LOSES,
    BAO_MTAJI,
    BAO_TAKASA,
    at_nyumba,
    laps,
    q1,
    q2,
    q3,
    q4,
    q5,
)

LESSON = Path(__file__).resolve().parents[2] / "course" / "11_bao.ipynb"
BAO = mc.rules("bao")


def _cells(kind: str) -> list[str]:
    return lesson_text.cells(LESSON, kind)


def _markdown() -> str:
    return lesson_text.prose(LESSON)


def _moves(pos: mc.Position) -> set[str]:
    return {m.text for m in pos.legal_moves()}


def _notes(trace: mc.MoveTrace) -> list[str]:
    return [s.note for s in trace.steps if s.note]


def test_every_position_is_legal() -> None:
    for pos in (BAO_E2, BAO_TAKASA, BAO_E13, BAO_LOSES):
        assert sum(sum(pos.pits(p)) + pos.store(p) for p in (0, 1)) == 64
        assert mc.parse(pos.text()) == pos


def test_the_lessons_size_and_time() -> None:
    """At most about 2,300 words of markdown, and a Time line that covers reading them at 120
    words a minute and 3 minutes for each exercise but the programmers' function."""
    words = len("\n".join(_cells("markdown")).split())
    code = _cells("code")
    exercises = {q for c in code for q in re.findall(r"\b(q\d+)\.check\(", c)}
    boards = sum(bool(re.search(r"BoardWidget[.(]|\.board\(|Game\(", c)) for c in code[1:])
    print(f"lesson 11: {words} words, {len(exercises)} exercises, {boards} boards")
    assert words <= 2300 and len(exercises) == 5 and boards >= 8
    minutes = int(re.search(r"\*\*Time:\*\* about (\d+) minutes", _markdown()).group(1))
    assert minutes >= words / 120 + 3 * (len(exercises) - 1)


def test_the_lessons_facts_hold() -> None:
    text = _markdown()
    start = BAO.start()
    assert start.pits(0)[:8] == (0, 0, 0, 0, 6, 2, 2, 0) and start.store(0) == 22
    assert "6 seeds in the nyumba, 2 and 2 in the next two holes, and 22 seeds **in hand**" in text
    # de Voogt's A7< (a takasa of 3 seeds to the left) and a5<, which captures A4's seed
    takasa = start.trace("A7<")
    assert takasa.captured() == 0 and takasa.after.pits(0)[:8] == (0, 0, 0, 1, 7, 3, 0, 0)
    reply = takasa.after.trace("a5<")
    assert reply.taken() == 1 and reply.after.pits(1)[:8] == (0, 0, 0, 0, 7, 2, 2, 1)
    assert "which captures the seed of A4 facing it, and sows it into North's kichwa a8" in text
    # E2: A2 and A4 capture; A2> reaches the nyumba A5, now 9
    assert _moves(BAO_E2) == {"A2>+", "A2>.", "A4<+", "A4<.", "A4>"}
    stop = BAO_E2.play("A2>.")
    assert stop.pits(0)[4] == 9
    assert "South's `A2>` captures, and its relay ends in South's nyumba A5, now holding 9" in text


def test_the_nyumba_choice_is_a_capturing_moves_in_the_namua_stage() -> None:
    """The sentence the lesson says, held to the rules: "in a move that captured, you choose
    ...; in a takasa, the move stops there ...; once your hand is empty ... the nyumba relays
    like any other hole"; and :func:`at_nyumba` says what the rules do in each case."""
    text = _markdown()
    assert ("in a move that **captured**, you **choose**: stop there (written `.`), or empty it "
            "and go on (`+`, **safari**)") in text
    assert "in a **takasa**, the move **stops** there: there is no choice" in text
    assert ("once your hand is empty (mtaji), there is no stopping at all: the nyumba relays "
            "like any other hole") in text

    # namua, a capture: BAO.md E2. South's A2> captures a7's 2 and relays into A5 (8 → 9):
    #   North front  a8..a1 :  0  2  3  7  0  1  1  0
    #   South front  A1..A8 :  0  1  0  1  8  0  0  0     South 20 in hand
    assert BAO.stage(BAO_E2) == "namua" and {"A2>.", "A2>+"} <= _moves(BAO_E2)
    assert "A2>" not in _moves(BAO_E2)
    assert BAO.nyumba_owned(BAO_E2.play("A2>.")) == (True, True)
    assert BAO.nyumba_owned(BAO_E2.play("A2>+")) == (False, True)
    assert at_nyumba(True, BAO_E2.play("A2>.").pits(0)[4], True) == "choose"

    # namua, a takasa: BAO.md E6. North has no capture; a3> sows a4, a5 (7 → 8) and stops:
    #   North front  a8..a1 :  0  2  0  7  0  1  0  0     North 21 in hand
    #   South front  A1..A8 :  1  0  0  0  7  0  3  1
    assert BAO.stage(BAO_TAKASA) == "namua" and BAO_TAKASA.to_move == 1
    assert _moves(BAO_TAKASA) == {"a3<", "a3>", "a7<", "a7>"}  # no '.' or '+': no choice
    trace = BAO_TAKASA.trace("a3>")
    assert trace.captured() == 0 and "a5: a takasa stops in the nyumba" in _notes(trace)
    assert trace.after.pits(1)[4] == 8 and BAO.nyumba_owned(trace.after) == (True, True)
    assert at_nyumba(False, 8, True) == "stop"

    # namua, a capture into a nyumba of 5 (not working): BAO.md E7, h = 4: it relays
    #   North front  a8..a1 :  1  0  5  0  0  0  0  0     North back b1 = 50
    #   South front  A1..A8 :  0  0  2  0  4  0  0  0     each 1 in hand; North's nyumba lost
    weak = mc.parse("bao 0.0.2.0.4.0.0.0.0.0.0.0.0.0.0.0:1/"
                    "0.0.0.0.0.5.0.1.50.0.0.0.0.0.0.0:1 S nyumba=S")
    assert _moves(weak) == {"A3>", "A3<"}
    relayed = weak.trace("A3>")
    assert relayed.captured() == 5 and BAO.nyumba_owned(relayed.after) == (False, False)
    assert at_nyumba(True, 5, True) == "relay"

    # mtaji (empty hands): South's A3> (2 seeds) ends in the owned nyumba A5 (6 → 7), and
    # there is no stop and no choice: it relays and the nyumba is lost
    #   North front  a8..a1 :  0  0  0  0  0  0  0  1     North back b1 = 55
    #   South front  A1..A8 :  0  0  2  0  6  0  0  0     hands empty
    mtaji = BAO_MTAJI
    assert BAO.stage(mtaji) == "mtaji" and BAO.functional(mtaji, 0)
    assert _moves(mtaji) == {"A3<", "A3>", "A5<", "A5>"}
    relay = mtaji.trace("A3>")
    assert relay.steps[2].place == mc.Place(0, 5)  # the first lap ends in the nyumba
    assert "relay from A5: the nyumba is emptied and lost" in _notes(relay)
    assert BAO.nyumba_owned(relay.after) == (False, False)
    assert at_nyumba(False, 7, False) == "relay"


def test_the_never_ending_section_states_the_rules_counts() -> None:
    text = _markdown()
    ended = [laps(m.text) for m in BAO_E13.legal_moves()]
    assert max(n for n in ended if n is not None) == 38 and BAO.options["lap_cap"] == 10_000
    assert "The usual cap is 10,000 laps; in this position the longest move that ends takes 38 " \
           "laps" in text
    assert BAO.stage(BAO_E13) == "mtaji" and BAO_E13.store(0) == BAO_E13.store(1) == 0
    assert "when both hands are empty" in text


def test_q1_the_biggest_capture() -> None:
    assert q1.right == ["A4<+", "A4<."]
    assert BAO_E2.trace("A4<+").captured() == 9 and BAO_E2.trace("A4>").captured() == 7
    smaller = q1.check("A4>")
    assert smaller.status == "incorrect" and "captures, but not the most" in smaller.message
    assert "South captures 7 from a5" in smaller.message
    two = q1.check("A2>+")
    assert "captures, but not the most" in two.message and "captures 2 from a7" in two.message
    right = q1.check("A4<.")
    assert right.status == "correct" and "captures 7 from a5 and 2 from a7" in right.message
    assert q1.check("A9<").status == "malformed"


def test_q1_on_a_board() -> None:
    board = q1.board()
    board.play("A4>")
    assert "not the most" in q1.check(board).message
    q1.answer_on(board)
    assert board.moves == ["A4<+"] and q1.check(board)


def test_q2_capture_relay_safari() -> None:
    assert q2.expected() == "B3"
    assert q2.check("South B3").status == "correct"
    assert q2.check("South's hole B3").status == "correct"
    relay = q2.check("A2")  # where the captured seeds' sowing ends
    assert relay.status == "incorrect" and "(a relay)" in relay.message
    nyumba = q2.check("A5")  # where the relay ends: the nyumba, but safari goes on
    assert "the nyumba, but with + (safari)" in nyumba.message
    wrong_side = q2.check("b3")
    assert "North's hole b3 is not where the move from South's hole A2 ends" in wrong_side.message
    assert q2.check("C3").status == "malformed"


def test_q3_when_may_you_stop_in_the_nyumba() -> None:
    text = _markdown()
    assert q3.question in text and all(f"**{k})** {v}" in text for k, v in q3.choices.items())
    assert q3.expected() == "b"
    every = q3.check("a")
    assert every.status == "incorrect" and "a takasa lap that ends in the working nyumba must " \
        "stop there" in every.message
    takasa = q3.check("c")
    assert "a takasa lap that ends in the working nyumba stops there" in takasa.message
    empty_hands = q3.check("d")
    assert "relays like any other hole" in empty_hands.message
    assert q3.check(["b", "d"]).status == "incorrect"
    assert q3.check("e").status == "malformed"


def test_q4_never_ending_moves_and_a_lap_cap() -> None:
    # E13 with a never-ending move allowed (it loses) and a cap of 30 laps
    assert BAO_E13 == mc.parse(BAO_E13.text())
    assert "A1<" not in _moves(BAO_E13)  # the usual rules: not a move at all
    assert laps("A7>") == 38 and laps("A2<") == 29 and laps("A1<") is None
    assert q4.expected() == ["A1<", "A7>"]
    assert q4.check(["A7>", "A1<"]).status == "correct"
    no_cap = q4.check(["A1<"])  # only the truly never-ending move
    assert no_cap.status == "incorrect" and "you left out move A7>" in no_cap.message
    assert ("Without the cap A7> would end after 38 laps: a cap of 30 laps calls a real "
            "move never-ending") in no_cap.message
    assert "lap_cap" not in no_cap.message and "never_ending" not in no_cap.message
    illegal = q4.check([])  # the usual rule: a never-ending move is not a move at all
    assert "you left out move A1<" in illegal.message
    assert "under these rules South may play it, and loses at once" in illegal.message
    assert "has not ended after 10,000 laps either, the usual cap" in illegal.message
    long_but_ends = q4.check(["A1<", "A7>", "A2<"])
    assert "move A2< does not lose at once" in long_but_ends.message
    assert "A2< ends after 29 laps, within the cap of 30 laps" in long_but_ends.message
    assert "cannot be played" in q4.check(["A6<"]).message  # A6 is empty
    assert q4.check(["A9<"]).status == "malformed"
    after = BAO_LOSES.play("A1<")
    assert after.is_over() and after.winner() == 1 and after.cells == BAO_LOSES.cells


def test_q5_at_nyumba() -> None:
    assert q5.check(at_nyumba).status == "correct"

    def always_choose(capturing: bool, seeds: int, in_hand: bool) -> str:
        return "choose"

    told = q5.check(always_choose)
    assert told.status == "incorrect" and "a takasa lap that ends in the working nyumba " \
        "stops there" in told.message

    def forgets_the_hand(capturing: bool, seeds: int, in_hand: bool) -> str:
        if seeds < 6:
            return "relay"
        return "choose" if capturing else "stop"

    assert "with no seeds in hand the nyumba relays" in q5.check(forgets_the_hand).message

    def placeholder(capturing: bool, seeds: int, in_hand: bool) -> None:
        return None

    assert q5.check(placeholder).status == "unanswered"


def test_each_house_rule_exercise_is_played_under_its_options() -> None:
    assert q4.position.rules.changed_options() == {"lap_cap": 30, "never_ending": "loses"}


def test_the_teachers_notes_fill_a_period() -> None:
    notes = lesson11.TEACHER
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3
