"""Lesson 4 · Captures: every exercise has the answer the lesson says, the typical wrong
answers get their own explanation, and malformed answers get the shape message.

Boards are drawn as South's row (bottom, from South's left) and North's row (top, from
North's left, so read right to left), stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework.lessons import lesson04
from coursework.lessons.lesson04 import (
    BIG,
    DEFEND,
    EXAMPLE_4,
    EXAMPLE_6,
    NOTHING,
    THREE,
    THREE_EMPTY_CAPTURE,
    capturing_turn,
    q1,
    q2,
    q3,
    q4,
    q5,
    q6,
    q7,
    threats,
)
from mancala_core.rules.explain import explain_move
from mancala_core.widgets import BoardWidget

POSITIONS = [EXAMPLE_4, BIG, NOTHING, EXAMPLE_6, THREE, THREE_EMPTY_CAPTURE, DEFEND]


def _total(pos: mc.Position) -> int:
    return sum(pos.pits(0)) + sum(pos.pits(1)) + pos.store(0) + pos.store(1)


@pytest.mark.parametrize("pos", POSITIONS, ids=lambda p: p.text())
def test_every_position_is_legal_kalah_with_48_seeds(pos: mc.Position) -> None:
    assert pos.rules.name == "kalah" and _total(pos) == 48
    assert mc.parse(pos.text()) == pos
    assert pos.rules.options["empty_capture"] is (pos is THREE_EMPTY_CAPTURE)


def test_the_lessons_facts_hold() -> None:
    # worked example 4: 1 and 2 capture 5 + 1; 4, 5, 6 give extra moves; North moves next
    #        North  2  3  5  0  1  2
    #   N 14                          S 12
    #        South  2  1  0  3  2  1
    after = EXAMPLE_4.play("1")
    assert after.pits(0) == (0, 2, 0, 3, 2, 1) and after.store(0) == 18
    assert after.pits(1) == (2, 1, 0, 0, 3, 2) and after.to_move == 1
    assert [m.text for m in EXAMPLE_4.legal_moves() if EXAMPLE_4.trace(m).captured()] == ["1", "2"]
    assert all(EXAMPLE_4.trace(m).extra_move() for m in ("4", "5", "6"))
    # the three ways to miss, on one board; 2 captures
    assert [NOTHING.trace(m).captured() for m in ("1", "2", "3", "6")] == [0, 6, 0, 0]
    assert NOTHING.trace("6").last_place() == mc.Place(1, 2)
    # worked example 6 with the house rule: 24-24
    house = mc.rules("kalah", empty_capture=True).position(
        pits=[EXAMPLE_6.pits(0), EXAMPLE_6.pits(1)], stores=[23, 23])
    assert EXAMPLE_6.play("4").pits(0) == (0, 0, 0, 0, 1, 0)
    over = house.play("4")
    assert over.is_over() and over.scores() == (24, 24)
    # the threat: North's 3 into its empty pit 5 takes South's 7 + 1
    (threat,) = threats(DEFEND)
    assert threat.move.text == "3" and threat.captured() == 8


def test_q1_the_biggest_capture() -> None:
    #        North  6  5  5  4  4  3
    #   N 5                           S 4
    #        South  2  0  1  0  0  9
    assert q1.expected() == 6 and q1.right == ["6"]
    smaller = q1.check(3)
    assert smaller.status == "incorrect" and "captures, but not the most" in smaller.message
    assert "North's pit 3 opposite holds 4" in smaller.message
    none = q1.check(1)
    assert "pit 1 does not capture" in none.message and "already held seeds" in none.message
    empty = q1.check(2)
    assert "cannot be played" in empty.message
    assert q1.check(7).status == "malformed" and q1.check([6]).status == "malformed"


def test_q1_on_a_board() -> None:
    board = q1.board()
    assert board.interactive
    board.play("3")
    position = board.pos
    assert "not the most" in q1.check(board).message
    assert board.pos == position and board.moves == ["3"]
    q1.answer_on(board)
    assert board.moves == ["6"] and q1.check(board)
    assert q1.check(BoardWidget(EXAMPLE_4)).status == "malformed"


def test_q2_the_store_after_the_capture() -> None:
    assert q2.expected() == 12
    forgot_the_pass = q2.check(11)
    assert forgot_the_pass.status == "incorrect" and "not 11" in forgot_the_pass.message
    assert "drops 1 seed there" in forgot_the_pass.message
    assert "6 from North's pit 5 and the last seed" in forgot_the_pass.message
    assert "so it holds 12" in q2.check(10).message  # 5 from the pit before the sowing
    assert q2.check("12") and q2.check(1.5).status == "malformed"  # "12": typed in quotes


def test_q3_an_empty_pit_facing_an_empty_pit() -> None:
    assert q3.expected() is False
    wrong = q3.check(True)
    assert wrong.status == "incorrect"
    assert "North's pit 2 opposite is empty: nothing is captured" in wrong.message
    assert q3.check("no") and q3.check(0).status == "malformed"  # "no": a word for False


def test_q4_which_moves_capture() -> None:
    #        North  6  0  5  2  4  3
    #   N 9                           S 8
    #        South  1  0  3  1  0  6
    assert q4.expected() == [4]
    facing_empty = q4.check([1, 4])
    assert "pit 1 does not capture" in facing_empty.message
    assert "North's pit 5 opposite is empty" in facing_empty.message
    opponents_row = q4.check([4, 6])
    assert "lands in North's pit 5, on the opponent's row" in opponents_row.message
    occupied = q4.check([3, 4])
    assert "already held seeds (7 now)" in occupied.message
    none = q4.check([])
    assert "you left out pit 4" in none.message
    assert ("holds 4: South captures 4, and the last seed goes to South's store with them"
            in none.message)
    assert q4.check([2, 4]).message.startswith("Not yet: pit 2 cannot be played")
    assert q4.check([0]).status == "malformed" and q4.check("4, 6").status == "incorrect"


def test_q5_with_the_house_rule() -> None:
    assert q5.expected() == [1, 4]
    standard = q5.check([4])  # the answer of exercise 4
    assert "you left out pit 1" in standard.message
    assert ("nothing is captured, but under the empty-capture rule the lone seed still goes "
            "to South's store") in standard.message
    assert "empty_capture" not in standard.message
    occupied = q5.check([1, 3, 4])
    assert ("pit 3 does not send the last seed from your own empty pit to your store"
            in occupied.message)
    both = q5.check([4, 1]).message
    assert "exactly pits 1 and 4 send the last seed from your own empty pit to your store" in both
    # pit 1 takes nothing from North: the narration does not call it a capture
    assert "nothing is captured" in explain_move(THREE_EMPTY_CAPTURE.trace("1"))
    assert THREE_EMPTY_CAPTURE.trace("1").taken() == 0
    assert q5.check(True).status == "malformed"


def test_q6_defend_your_seeds() -> None:
    #        North  3  0  4  2  1  2
    #   N 8                           S 8
    #        South  2  7  3  1  1  6      North threatens 3 -> its empty pit 5, facing 7
    assert q6.right == ["2", "6"]
    emptied = q6.check(2)
    assert emptied and "South's pit 2 is empty now" in emptied.message
    filled = q6.check(6)
    assert filled and "North's pit 5 is not empty any more" in filled.message
    bigger = q6.check(1)  # adds a seed to the threatened pit
    assert bigger.status == "incorrect"
    assert "North can still capture: North plays 3" in bigger.message
    assert "South's pit 2 opposite holds 8: North captures 8, and the last seed" in bigger.message
    elsewhere = q6.check(4)
    assert ("South's pit 2 opposite holds 7: North captures 7, and the last seed"
            in elsewhere.message)
    assert q6.check(0).status == "malformed"
    for move in ("1", "3", "4", "5"):  # every wrong move really leaves a capture
        assert capturing_turn(DEFEND.play(move)) is not None


def test_q6_on_a_board() -> None:
    board = q6.board()
    board.play("5")
    assert "can still capture" in q6.check(board).message and board.moves == ["5"]
    q6.answer_on(board)
    assert board.moves == ["2"] and q6.check(board)
    board.play("1")  # North's reply: the first move is judged
    assert q6.check(board)


def _real_capture(south: list[int], north: list[int], pit: int) -> int:
    """What the rules say: the case set up as a legal position (the stores make 48), and the
    seeds its move takes from North (a learner's capture: the last seed is South's own)."""
    rest = 48 - sum(south) - sum(north)
    pos = mc.rules("kalah").position(pits=[south, north], stores=[rest, 0])
    return pos.trace(str(pit)).taken()


def test_q7_captures() -> None:
    assert q7.check(q7.expected())
    for case in q7.cases:  # the author's function agrees with the rules on every case
        assert case.expected == _real_capture(*case.args)
    namespace: dict[str, object] = {}
    exec(q7.answer_code(), namespace)  # the teacher's copy's code
    assert q7.check(namespace["captures"])
    # the old meaning: the facing seeds and the capturing seed (what goes to the store)
    with_the_last_seed = q7.check(
        lambda s, n, p: n[6 - p - s[p - 1]] + 1 if s[p + s[p - 1] - 1] == 0 else 0)
    assert with_the_last_seed.status == "incorrect"
    assert "returned 6, but it should be 5" in with_the_last_seed.message
    assert "North's pit 4 opposite holds 5: South captures those 5" in with_the_last_seed.message
    assert "it is South's own seed, not a captured one" in with_the_last_seed.message
    always = q7.check(lambda s, n, p: n[6 - p - s[p - 1]])  # no check for an empty pit
    assert "returned 3, but it should be 0" in always.message
    assert "South's pit 6, which already holds 6: no capture" in always.message
    lone_seed = q7.check(  # the empty-capture house rule's lone seed counted as a capture
        lambda s, n, p: (n[6 - p - s[p - 1]] or 1) if s[p + s[p - 1] - 1] == 0 else 0)
    assert "returned 1, but it should be 0" in lone_seed.message
    assert "North's pit 5 opposite is empty too: nothing to capture" in lone_seed.message
    same_number = q7.check(lambda s, n, p: n[p + s[p - 1] - 1])  # pit p faces pit p
    assert same_number.status == "incorrect"
    assert q7.check(42).status == "malformed"


def test_q7_words_are_the_captures_words() -> None:
    """The exercise's number is the narration's: "South captures 5" (issue 28: a capture is
    the opponent's seeds), and no learner text of the lesson's exercises names an option."""
    pos = mc.rules("kalah").position(pits=[[2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2]],
                                     stores=[12, 14])
    assert "South captures 5," in explain_move(pos.trace("1"))
    assert q7.expected()([2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2], 1) == 5
    for q in (q1, q2, q3, q4, q5, q6, q7):
        for hint in q.hints:
            assert "empty_capture" not in hint and "+ 1" not in hint, hint


def test_teacher_notes() -> None:
    notes = lesson04.TEACHER
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3


def _lesson_text() -> str:
    import json

    from coursework.teacher import COURSE, cell_source

    notebook = json.loads((COURSE / "04_captures.ipynb").read_text(encoding="utf-8"))
    return "\n".join(cell_source(c) for c in notebook["cells"])


def test_q1_s_warning_says_what_the_long_sowing_does() -> None:
    # "one of them sows along the whole of North's row and comes back to yours": pit 6's 9
    # seeds, not a lap (13 on this board), as the lesson once said
    text = _lesson_text()
    assert "sows along the whole of North's row and comes back to\nyours" in text
    assert "all the way round" not in text
    capturing = [m for m in BIG.legal_moves() if BIG.trace(m).taken()]
    long = [m for m in capturing if len(BIG.trace(m).sown()) > 6]
    assert [m.text for m in long] == ["6"]
    trace = BIG.trace(long[0])
    assert len(trace.sown()) == 9 < 2 * 6 + 1  # fewer seeds than a lap
    assert all(mc.Place(1, k) in trace.sown() for k in range(1, 7))
    assert trace.last_place() == mc.Place(0, 2)  # back on South's row


def test_on_your_own_names_a_board_the_learner_has_met() -> None:
    text = _lesson_text()
    assert "worked example" not in text
    assert ("capture = kalah.position(pits=[[2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2]], "
            "stores=[12, 14])") in text  # the first board, EXAMPLE_4
    assert EXAMPLE_4 == mc.rules("kalah").position(
        pits=[[2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2]], stores=[12, 14])
    assert "For the first board of this lesson" in text
    assert lesson04.captures([2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2], 1) == 5
    assert "(for programmers; optional)" in text


def test_threats_keep_a_toguz_tuzdyk() -> None:
    # Toguz Kumalak, White to move; Black owns the tuzdyk at White's hole 5 (*), so Black
    # can make no other. Black's row on top, read right to left:
    #            9   8   7   6   5   4   3   2   1
    #   kB=76    3   3   0   0   0   0   0   0   0          <- Black
    #            1   2   0   0  *0   0   0   0   1    kW=76 <- White
    #            1   2   3   4   5   6   7   8   9
    # Black's threats: 8 sows Black 8 (back), Black 9, White 1 (1 -> 2, even: captured).
    # 9 sows Black 9 (back), White 1, White 2 (2 -> 3): a second tuzdyk is not allowed, and
    # 3 is odd, so nothing is captured; a board without the tuzdyk would call it a threat.
    toguz = mc.rules("toguz")
    pos = toguz.position(pits=[[1, 2, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 0, 3, 3]],
                         stores=[76, 76], to_move=0, tuzdyk=(None, 5))
    (threat,) = threats(pos)
    assert (threat.move.text, threat.captured()) == ("8", 2)
    assert threat.before.extra == pos.extra == threat.after.extra
    assert threat.before.to_move == 1 and threat.before.pits(0) == pos.pits(0)
