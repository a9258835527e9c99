"""Lesson 3 · Extra moves: every exercise has the answer the lesson says, the typical wrong
answers get their own explanation, and malformed answers get the shape message.

Boards are drawn as South's row (bottom, from South's left) and North's row (top, from
North's left, so read right to left), stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework.lessons import lesson03
from coursework.lessons.lesson03 import (
    CHAIN,
    END,
    FIRST,
    ORDER,
    START,
    TWO_WAYS,
    q1,
    q2,
    q3,
    q4,
    q5,
    q6,
    q7,
)
from mancala_core.widgets import BoardWidget


def _total(pos: mc.Position) -> int:
    return sum(pos.pits(0)) + sum(pos.pits(1)) + pos.store(0) + pos.store(1)


@pytest.mark.parametrize("pos", [START, ORDER, TWO_WAYS, CHAIN, FIRST, END])
def test_every_position_is_legal_kalah_with_48_seeds(pos: mc.Position) -> None:
    assert pos.rules == mc.rules("kalah")
    assert _total(pos) == 48
    assert mc.parse(pos.text()) == pos


def test_the_lessons_facts_hold() -> None:
    # the start: only pit 3 holds exactly its distance (4 seeds, 4 steps)
    assert [m.text for m in START.legal_moves() if START.trace(m).extra_move()] == ["3"]
    # the lesson's chain: 6, 5, 6 (three extra moves); 5 first spoils pit 6
    #        North  2  3  3  4  4  4
    #   N 9                           S 9
    #        South  4  3  0  0  2  1
    after = ORDER.play("6").play("5")
    assert after.to_move == 0 and after.pits(0)[5] == 1 and after.play("6").to_move == 0
    spoiled = ORDER.play("5")
    assert spoiled.pits(0)[5] == 2 and spoiled.play("6").to_move == 1
    # example 11: the chain 6, 5, 6 empties South's row and ends the game, 18-30
    over = END.play("6").play("5").play("6")
    assert over.is_over() and over.scores() == (18, 30)
    # on your own 2: 14 seeds in pit 6 make a lap and end in the store
    lap = mc.rules("kalah").position(pits=[[1, 0, 0, 0, 0, 14], [2, 2, 2, 2, 2, 2]],
                                     stores=[10, 11])
    assert lap.trace("6").extra_move()


def test_q1_past_the_store() -> None:
    #        North  2  3  3  4  4  4
    #   N 2                           S 2
    #        South  5  5  4  5  2  3      pit 6: 3 seeds, 1 step
    assert q1.expected() is False
    wrong = q1.check(True)
    assert wrong.status == "incorrect"
    assert "lands in North's pit 2" in wrong.message
    assert "1 step from South's store" in wrong.message
    assert q1.check("no") and q1.check("yes").status == "incorrect"  # typed as words
    assert q1.check("perhaps").status == "malformed"
    assert q1.check(6).status == "malformed"


def test_q2_which_moves_give_an_extra_move() -> None:
    assert q2.expected() == [2, 3, 5]
    assert "exactly pits 2, 3 and 5 give an extra move" in q2.check([5, 3, 2]).message
    too_many = q2.check([2, 3, 5, 6])  # pit 6 passes the store
    assert too_many.status == "incorrect"
    assert "pit 6 does not give an extra move" in too_many.message
    assert "lands in North's pit 2" in too_many.message
    left_out = q2.check([2, 3])
    assert "you left out pit 5" in left_out.message and "2 steps" in left_out.message
    biggest = q2.check([1, 2])  # the pit with the most seeds
    assert "pit 1 does not give an extra move" in biggest.message
    assert "not enough to reach it" in biggest.message
    assert q2.check([7]).status == "malformed"
    assert q2.check("two").status == "malformed"


def test_q3_the_longest_chain() -> None:
    #        North  2  3  3  4  4  4
    #   N 10                          S 10
    #        South  1  0  4  0  2  1
    assert q3.expected() == [6, 5, 6, 3, 6]
    short = q3.check([6, 5, 6])
    assert short.status == "incorrect" and "a longer one exists (5 extra moves)" in short.message
    wrong_order = q3.check([5, 6])
    assert "after 5, pit 6 ends the chain" in wrong_order.message
    assert "holds 2 seeds" in wrong_order.message
    one_more = q3.check([6, 5, 6, 3, 6, 1])
    assert "is the longest chain (5 extra moves)" in one_more.message
    assert "press Undo once" in one_more.message
    empty = q3.check([6, 6])
    assert "cannot be played after 6" in empty.message and "empty" in empty.message
    assert q3.check([]).status == "malformed"
    assert q3.check([6, 9]).status == "malformed"


def test_q3_on_a_board() -> None:
    board = q3.board()
    assert isinstance(board, BoardWidget) and board.interactive
    assert q3.check(board).status == "unanswered"
    for move in ("6", "5", "6"):
        board.play(move)
    position = board.pos
    feedback = q3.check(board)
    assert feedback.status == "incorrect" and "a longer one exists" in feedback.message
    assert board.pos == position and board.moves == ["6", "5", "6"]  # the check changed nothing
    q3.answer_on(board)
    assert board.moves == ["6", "5", "6", "3", "6"] and q3.check(board)
    elsewhere = BoardWidget(START)
    assert q3.check(elsewhere).status == "malformed"


def test_q4_the_store_after_the_chain() -> None:
    assert q4.expected() == 15
    three = q4.check(13)
    assert three.status == "incorrect" and "not 13" in three.message
    assert "South's store starts with 10" in three.message
    assert three.message.count("+1 (the last seed lands there)") == 5
    assert q4.check(14).status == "incorrect"
    assert q4.check("15")  # a number typed in quotes
    assert q4.check("fifteen").status == "malformed"
    assert q4.check(-1).status == "malformed"


def test_q5_why_the_order_matters() -> None:
    assert q5.expected() == "a"
    rules = q5.check("b")
    assert rules.status == "incorrect" and "the order is your choice" in rules.message
    same = q5.check("c")
    assert "6, 5, 6 gives three extra moves" in same.message
    more = q5.check("d")
    assert "exactly one seed into the store" in more.message
    assert q5.check("e").status == "malformed"
    assert q5.check(1).status == "malformed"


def test_q6_where_the_chain_starts() -> None:
    #        North  2  3  3  4  4  4
    #   N 8                           S 8
    #        South  3  0  4  3  2  0      3, 4 and 5 give an extra move
    assert q6.expected() == 5 and q6.right == ["5"]
    assert "8 extra moves" in q6.check(5).message
    four = q6.check(4)
    assert four.status == "incorrect" and "the longest chain is 4 extra moves" in four.message
    # the pit it spoils is the right start: not named before the third wrong try (then
    # FindMove names a right move)
    assert ("drops a seed into a pit nearer the store, which held exactly enough and now "
            "holds 3" in four.message)
    assert "but 8 are possible starting with another pit" in four.message
    three = q6.check(3)
    assert "drops a seed into pit 4" in three.message
    none = q6.check(1)
    assert "no chain at all" in none.message
    empty = q6.check(2)
    assert empty.status == "incorrect" and "cannot be played" in empty.message
    assert q6.check(0).status == "malformed"
    assert q6.check([5]).status == "malformed"


def test_q6_on_a_board() -> None:
    board = q6.board()
    board.play("4")
    assert "drops a seed into a pit nearer the store" in q6.check(board).message
    assert board.moves == ["4"]
    q6.answer_on(board)
    assert board.moves == ["5"] and q6.check(board)
    board.play("6")  # going on with the chain: the first move is judged
    assert q6.check(board)


def test_q7_extra_move_pits() -> None:
    assert q7.check(q7.expected())
    namespace: dict[str, object] = {}
    exec(q7.answer_code(), namespace)  # the teacher's copy's code
    assert q7.check(namespace["extra_move_pits"])
    zero_based = q7.check(lambda pits: [p for p in range(6) if pits[p] == 6 - p])
    assert zero_based.status == "incorrect"
    assert "returned [2], but it should be [3]" in zero_based.message
    distance_wrong = q7.check(lambda pits: [p for p in range(1, 7) if pits[p - 1] == p])
    assert "pit 3 holds 4 and is 4 steps away" in distance_wrong.message
    crash = q7.check(lambda pits: pits[7])
    assert "raised IndexError" in crash.message
    assert q7.check("def extra_move_pits").status == "malformed"


def test_teacher_notes() -> None:
    notes = lesson03.TEACHER
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3
