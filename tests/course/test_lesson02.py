"""Lesson 2 · Sowing: every exercise has the answer intended and explains the typical wrong
answers from the rules.

Boards in the comments: North's row on top (read right to left: North's pit 1 is on the
right), South's row below (from South's left), North's store left, South's store right.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework import BoardAfter, ChooseMoves, Exercise, FindMove, FunctionTask, LastSeed
from coursework.lessons import lesson02 as lesson
from coursework.lessons.lesson02 import SKIP, TRICK, q1, q2, q3, q4, q5, q6
from mancala_core.widgets import BoardWidget


@pytest.mark.parametrize("q", [q1, q2, q3, q4], ids=lambda q: q.title)
def test_positions_are_legal_kalah_without_captures(q: Exercise) -> None:
    pos = q.position  # type: ignore[attr-defined]
    assert pos.rules == mc.rules("kalah")
    assert sum(pos.pits(0)) + sum(pos.pits(1)) + pos.store(0) + pos.store(1) == 48
    # captures are lesson 4 and laps lesson 5: the move asked about (or, where the learner
    # picks a move, every move) does neither
    asked = getattr(q, "move", None)
    for move in [asked] if asked is not None else pos.legal_moves():
        trace = pos.trace(move)
        assert trace.captured() == 0 and max(pos.pits(0)) < 13


def test_the_shown_positions() -> None:
    # SKIP: the eighth seed of pit 6 jumps over North's store into South 1
    steps = SKIP.trace("6").steps
    assert [s.kind for s in steps].count("skip") == 1
    assert SKIP.trace("6").last_place() == mc.Place(0, 1)
    # TRICK: pit k holds 7 - k, so every move ends in the store
    assert list(TRICK.pits(0)) == [7 - k for k in range(1, 7)]
    assert all(TRICK.trace(str(k)).extra_move() for k in range(1, 7))
    assert sum(TRICK.pits(0)) + sum(TRICK.pits(1)) + TRICK.store(0) + TRICK.store(1) == 48


# -- q1: the board after nine seeds from pit 5
#        North  4  0  2  3  2  1          (North's pits 6..1)
#   N 13                         S 8
#        South  2  3  0  1  9  0


def test_q1_board_after() -> None:
    assert isinstance(q1, BoardAfter)
    assert q1.expected() == "3 3 0 1 0 1 | 9 | 2 3 4 3 1 5 | 13"  # as a learner types it
    assert q1.expected_board() == ([3, 3, 0, 1, 0, 1], 9, [2, 3, 4, 3, 1, 5], 13)
    assert q1.check(q1.expected_board()) and q1.check("3,3,0,1,0,1 | 9 | 2,3,4,3,1,5 | 13")
    typed = q1.check("2 3 0 1 0 1 | 9 | 2 3 4 3 1 5 | 14")
    assert "North's store should hold 13, not 14" in typed.message
    # North's row as the picture shows it, left to right (North's pit 6 first)
    mirrored = q1.check("3 3 0 1 0 1 | 9 | 5 1 3 4 3 2 | 13")
    assert mirrored.status == "incorrect"
    assert "North's pits look written as the picture shows them" in mirrored.message
    assert "from North's pit 1 (top right) to pit 6 (top left)" in mirrored.message
    into_north_store = q1.check(([2, 3, 0, 1, 0, 1], 9, [2, 3, 4, 3, 1, 5], 14))
    assert into_north_store.status == "incorrect"
    assert "North's store should hold 13, not 14" in into_north_store.message
    assert "skips the opponent's store" in into_north_store.message
    forgot_store = q1.check(([3, 4, 0, 1, 0, 1], 8, [2, 3, 4, 3, 1, 5], 13))
    assert "South's store should hold 9, not 8" in forgot_store.message
    kept = q1.check(([3, 3, 0, 1, 9, 1], 9, [2, 3, 4, 3, 1, 5], 13))
    assert "South's pit 5 should hold 0, not 9" in kept.message
    assert "takes every seed out of it" in kept.message
    assert q1.check(([3, 3, 0, 1, 0], 9, [2, 3, 4, 3, 1, 5], 13)).status == "malformed"
    short = q1.check("3 3 0 1 0 1")
    assert short.status == "malformed"
    # the forms it reads, with this exercise's own board (before the move) as the example
    assert ("a board in quotes: South's pits 1 to 6 | South's store | North's pits 1 to 6 | "
            "North's store, such as \"2 3 0 1 9 0 | 8 | 1 2 3 2 0 4 | 13\" (this is the board "
            "before the move)") in short.message
    assert "it has 1 part divided by |, and a board has 4" in short.message
    five = q1.check("3 3 0 1 0 | 9 | 2 3 4 3 1 5 | 13")
    assert "South's pits should be 6 numbers, not [3, 3, 0, 1, 0]" in five.message
    assert "'x' is not made of whole numbers" in q1.check("x | 9 | 2 3 4 3 1 5 | 13").message


# -- q2: where the last seed lands (pit 4 holds 5: passes South's store, lands in North 2)


def test_q2_last_seed() -> None:
    assert isinstance(q2, LastSeed)
    assert q2.expected() == "North 2"
    assert q2.check("north 2") and q2.check(mc.Place(1, 2))
    store = q2.check("South store")
    assert store.status == "incorrect"
    assert "South's store gets a seed, but the sowing goes on after it" in store.message
    assert "holds 5 seeds and is 3 steps from South's store" in store.message
    one = q2.check("North 1")
    assert "North's pit 1 gets a seed, but the sowing goes on" in one.message
    no_store = q2.check("North 3")  # one place too far: the own store not counted
    assert no_store.status == "incorrect" and "left out your own store" in no_store.message
    skipped = q2.check("North store")
    assert "skipped" in skipped.message
    assert q2.check("North 7").status == "malformed"
    assert q2.check("West 2").status == "malformed"


# -- q3: aim at North's pit 4, on the board (only pit 2: 9 seeds, 5 steps, 4 more)


def test_q3_find_move() -> None:
    assert isinstance(q3, FindMove)
    assert q3.right == ["2"]
    six = q3.check(6)
    assert six.status == "incorrect"
    assert "1 step from South's store" in six.message and "North's pit 2" in six.message
    five = q3.check(5)
    assert "exactly enough" in five.message and "South's own store" in five.message
    assert q3.check(0).status == "malformed" and q3.check(True).status == "malformed"


def test_q3_on_a_real_board() -> None:
    board = q3.board()
    assert isinstance(board, BoardWidget) and board.interactive
    assert q3.check(board).status == "unanswered"
    board.play("6")
    before = board.position
    wrong = q3.check(board)
    assert wrong.status == "incorrect" and "North's pit 2" in wrong.message
    assert board.position == before and board.moves == ["6"]
    board.undo()
    board.play("2")
    assert q3.check(board)
    fresh = q3.board()
    q3.answer_on(fresh)
    assert fresh.moves == ["2"] and q3.check(fresh)
    assert q3.check(BoardWidget(mc.rules("kalah").start())).status == "malformed"


# -- q4: which pits end in the store (South 6 2 4 4 2 1: pits 1, 3, 5, 6)


def test_q4_choose_moves() -> None:
    assert isinstance(q4, ChooseMoves)
    assert q4.expected() == [1, 3, 5, 6]
    assert q4.check([6, 5, 3, 1]) and q4.check({1, 3, 5, 6})
    by_number = q4.check([2, 4])  # pits that hold their own number of seeds
    assert by_number.status == "incorrect"
    assert "pit 2 does not give an extra move" in by_number.message
    assert "5 steps from South's store" in by_number.message
    four = q4.check([1, 3, 4, 5, 6])
    assert "pit 4 does not give an extra move" in four.message
    assert "3 steps from South's store" in four.message
    missed = q4.check([3, 5, 6])
    assert "you left out pit 1" in missed.message and "6 steps" in missed.message
    assert q4.check([1, 3, 5, 6, 7]).status == "malformed"
    assert q4.check("all").status == "malformed"


# -- q5, q6: the functions


def test_q5_steps_to_store() -> None:
    assert isinstance(q5, FunctionTask)
    assert q5.check(lambda pit: 7 - pit)
    own_number = q5.check(lambda pit: pit)
    assert "steps_to_store(1) returned 1, but it should be 6" in own_number.message
    assert "pits 2 to 6" in own_number.message
    off_by_one = q5.check(lambda pit: 6 - pit)
    assert "returned 5, but it should be 6" in off_by_one.message
    assert q5.check(6).status == "malformed"


def test_q6_lands_in_store() -> None:
    assert isinstance(q6, FunctionTask)
    assert q6.check(lambda pit, seeds: seeds == 7 - pit)
    by_number = q6.check(lambda pit, seeds: seeds == pit)
    assert by_number.status == "incorrect"
    assert "lands_in_store(3, 4) returned False, but it should be True" in by_number.message
    at_least = q6.check(lambda pit, seeds: seeds >= 7 - pit)
    assert "goes past the store" in at_least.message
    assert q6.check(None).status == "unanswered" and q6.check("yes").status == "malformed"
    # every case is without a lap, as the task says
    assert all(case.args[1] < 13 for case in q6.cases)


def test_teacher_notes() -> None:
    assert sum(m for m, _ in lesson.TEACHER.plan) == 45
    assert len(lesson.TEACHER.misconceptions) >= 3
