"""Lesson 6 · The end of the game and house rules: every exercise has the answer the lesson
says, the typical wrong answers get their own explanation, and malformed answers get the
shape message; the solver's values that the swap exercise quotes are the solver's.

Boards are drawn as South's row (bottom, from South's left) and North's row (top, from
North's left, so read right to left), stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework.lessons.lesson06 import (
    CHAIN_END,
    EXAMPLE_8,
    EXAMPLE_9,
    EXTRA_END,
    LEFTOVERS,
    SMALL_SWAP,
    SWAP_OPENING,
    SWAP_VALUES,
    final_scores,
    q1,
    q2,
    q3,
    q4,
    q5,
    q6,
    q7,
    q8,
)
from mancala_core.widgets import BoardWidget


def _total(pos: mc.Position) -> int:
    return sum(pos.pits(0)) + sum(pos.pits(1)) + pos.store(0) + pos.store(1)


@pytest.mark.parametrize("pos", [EXTRA_END, CHAIN_END, SWAP_OPENING, q1.position, q2.position,
                                 q3.position, q4.position, q5.position, q7.position],
                         ids=lambda p: p.text())
def test_every_position_is_legal_with_all_its_seeds(pos: mc.Position) -> None:
    options = pos.rules.options
    assert _total(pos) == options["pits"] * options["seeds"] * 2
    assert mc.parse(pos.text()) == pos and not pos.is_over()


def test_the_lessons_facts_hold() -> None:
    kalah = mc.rules("kalah")
    # example 7: the extra move is void, 21-27
    assert EXTRA_END.play("6").scores() == (21, 27) and EXTRA_END.play("6").is_over()
    # example 11: 6, 5, 6 ends the game, 18-30
    assert CHAIN_END.play("6").play("5").play("6").scores() == (18, 30)
    # example 8: 24-24 with row-empty, 25-23 with no-move
    pits, stores = EXAMPLE_8
    assert kalah.position(pits=pits, stores=stores).play("1").scores() == (24, 24)
    no_move = mc.rules("kalah", end="no-move").position(pits=pits, stores=stores)
    assert no_move.play("1").play("6").play("1").scores() == (25, 23)
    # example 9: the three leftovers options
    pits, stores = EXAMPLE_9
    results = {option: mc.rules("kalah", leftovers=option).position(pits=pits, stores=stores)
               .play("3").scores() for option in ("owner", "emptied", "uncounted")}
    assert results == {"owner": (26, 22), "emptied": (22, 26), "uncounted": (22, 22)}
    # q3 with the default end rule: North wins 23-25 (the lesson's remark)
    pits3 = [list(q3.position.pits(0)), list(q3.position.pits(1))]
    default = kalah.position(pits=pits3, stores=[q3.position.store(0), q3.position.store(1)])
    assert default.play("1").scores() == (23, 25)
    # example 12: after 3, 6 North may swap; the swap changes neither board nor side to move
    opened = mc.rules("kalah", swap=True).start().play("3").play("6")
    assert [m.text for m in opened.legal_moves()][-1] == "swap"
    swapped = opened.play("swap")
    assert swapped.pits(0) == opened.pits(0) and swapped.to_move == opened.to_move == 1


@pytest.mark.slow
def test_the_solver_values_quoted_by_the_lesson() -> None:
    # loading the compiled solver takes a few seconds; then the small boards are quick
    assert mc.solve(SWAP_OPENING).moves == SWAP_VALUES
    assert mc.solve(mc.rules("kalah", pits=4, seeds=3).start()).value == 6
    assert mc.solve(SMALL_SWAP.start()).value == 0


def test_q1_an_extra_move_that_ends_the_game() -> None:
    #        North  1  0  3  0  2  0
    #   N 23                          S 18
    #        South  0  0  0  0  0  1
    assert q1.expected() == (19, 29)
    no_leftovers = q1.check((19, 23))  # forgot North's row
    assert no_leftovers.status == "incorrect" and "North scores 29, not 23" in no_leftovers.message
    assert "the 6 seeds left in North's row (pits 2, 4, 6) go to North's store" in \
        no_leftovers.message
    assert "the extra move the last seed earned is void" in no_leftovers.message
    to_mover = q1.check((25, 23))  # gave the leftovers to the player who moved
    assert "South scores 19, not 25" in to_mover.message
    assert q1.check((19,)).status == "malformed"
    assert q1.check("19-29") and q1.check("19").status == "malformed"  # typed as text


def test_q2_which_moves_end_the_game() -> None:
    #        North  0  0  5  0  0  0
    #   N 18                          S 17
    #        South  2  1  0  0  3  2
    assert q2.expected() == [1, 2]
    one = q2.check([2])
    assert one.status == "incorrect" and "you left out pit 1, which ends the game too" in \
        one.message
    none = q2.check([])  # "South still has seeds, so the game goes on"
    assert "you left out pit 1" in none.message and "the game is over: a row is empty" in \
        none.message
    extra = q2.check([1, 2, 5])
    assert "pit 5 does not end the game" in extra.message
    assert "pit 3 cannot be played" in q2.check([1, 3]).message
    assert q2.check([1, 9]).status == "malformed"
    assert q2.check("one").status == "malformed"


def test_q3_playing_on() -> None:
    assert q3.expected() == (25, 23)
    stopped = q3.check((23, 25))  # the row-empty result
    assert stopped.status == "incorrect" and "South scores 25, not 23" in stopped.message
    assert "North has no seeds to move" in stopped.message
    assert "the 2 seeds left in South's row (pits 1, 3) go to South's store" in stopped.message
    assert "North scores 23, not 24" in q3.check((25, 24)).message
    assert q3.check((25.0, 23)).status == "malformed"


def test_q4_and_q5_the_leftovers_options() -> None:
    assert q4.expected() == (25, 23) and q5.expected() == (19, 23)
    owner = q4.check((19, 29))  # counted as with the default
    assert owner.status == "incorrect" and "South scores 25, not 19" in owner.message
    assert "go to South's store (leftovers=emptied: the player whose row is empty" in \
        owner.message
    assert "North scores 23, not 29" in q4.check((25, 29)).message
    counted = q5.check((19, 29))
    assert "North scores 23, not 29" in counted.message
    assert "count for nobody" in counted.message
    assert "South scores 19, not 25" in q5.check((25, 23)).message
    assert q4.check([25, 23, 0]).status == "malformed"
    assert q5.check(None).status == "unanswered"


def test_q6_swap_or_play() -> None:
    #  4 pits, 3 seeds, swap:  North  3  3  4  4   (N 0)
    #                          South  3  0  0  5   (S 2), North to move
    assert q6.expected() == "swap" and q6.right == ["swap"]
    pit = q6.check(2)
    assert pit.status == "incorrect" and "does not win the most for North" in pit.message
    assert "you lose by 6" in pit.message and "while swapping wins by 6" in pit.message
    assert "you lose by 8" in q6.check("1").message
    assert "you win by 6" in q6.check("swap").message
    assert q6.check(5).status == "malformed"  # a 4-pit board
    assert q6.check("swop").status == "malformed"


def test_q6_on_a_real_board() -> None:
    board = q6.board()
    assert q6.check(board).status == "unanswered"
    board.play("2")
    before = board.position
    wrong = q6.check(board)
    assert wrong.status == "incorrect" and "you lose by 6" in wrong.message
    assert board.position == before and board.moves == ["2"]
    board.undo()
    board.play("swap")
    assert q6.check(board)
    fresh = BoardWidget(mc.rules("kalah").start())
    assert q6.check(fresh).status == "malformed"
    q6.answer_on(fresh)
    assert fresh.moves == ["swap"] and q6.check(fresh)


def test_q7_nineteen_of_thirty_six() -> None:
    #  seeds=3:   North  2  0  0  3  1  0
    #   N 11                               S 15
    #             South  0  0  1  0  2  1
    assert q7.expected() == 3 and q7.right == ["3"]
    extra = q7.check(6)
    assert extra.status == "incorrect" and "the store then holds 16" in extra.message
    assert "South moves again" in extra.message
    assert "does not bring your store to at least 19" in q7.check(5).message
    assert "South's pit 1 is empty" in q7.check(1).message
    assert q7.check(0).status == "malformed"


def test_q7_on_a_real_board() -> None:
    board = q7.board()
    board.play("5")
    assert not q7.check(board) and board.moves == ["5"]
    board.undo()
    board.play("3")
    assert q7.check(board)
    fresh = q7.board()
    q7.answer_on(fresh)
    assert fresh.moves == ["3"] and q7.check(fresh)


def test_q8_final_scores() -> None:
    assert q8.check(final_scores)
    assert final_scores(*([0] * 6, 19, [0, 2, 0, 3, 0, 1], 23), "owner") == q1.expected()
    after = q5.after  # the uncounted end: North's seeds stay on the board
    assert final_scores(after.pits(0), after.store(0), after.pits(1), after.store(1),
                        "uncounted") == q5.expected()
    assert LEFTOVERS[1] == [18, 23]

    def owner_only(sp: list[int], ss: int, np: list[int], ns: int,
                   leftovers: str = "owner") -> tuple[int, int]:
        return ss + sum(sp), ns + sum(np)

    def uncounted_forgotten(sp: list[int], ss: int, np: list[int], ns: int,
                            leftovers: str = "owner") -> tuple[int, int]:
        if leftovers == "uncounted":  # counted like "owner"
            return ss + sum(sp), ns + sum(np)
        return final_scores(sp, ss, np, ns, leftovers)

    wrong = q8.check(owner_only)
    assert wrong.status == "incorrect" and "leftovers='emptied'" in wrong.message
    assert "that player takes the 4 left" in wrong.message
    other = q8.check(uncounted_forgotten)
    assert "returned (26, 22), but it should be (22, 22)" in other.message
    assert "count for nobody" in other.message
    assert "raised" in q8.check(lambda *args: args[5]).message
    assert q8.check((21, 27)).status == "malformed"
