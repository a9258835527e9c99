"""Lesson 7 · Strategy: every exercise has the answer the search gives, the typical wrong
answers get their own explanation (what the move gives up or allows, and what the search
says it costs), malformed answers get the shape message; the tournament passes a strong
choose() and explains why a weak one fails.

Boards are drawn as South's row (bottom, from South's left) and North's row (top, from
North's left, so read right to left), stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework.kinds.goals import ready_pits
from coursework.kinds.strategy import BestMove, Tournament, best_turn
from coursework.lessons.lesson07 import (
    CHAIN,
    COUNT,
    GUARD,
    HOARD,
    READY,
    choose,
    q1,
    q2,
    q3,
    q4,
    q5,
    q6,
    q7,
)
from mancala_core.search import solve
from mancala_core.search.questions.players import move_scores

POSITIONS = [CHAIN, READY, GUARD, HOARD, COUNT]


def _total(pos: mc.Position) -> int:
    return sum(pos.pits(0)) + sum(pos.pits(1)) + pos.store(0) + pos.store(1)


@pytest.mark.parametrize("pos", POSITIONS, ids=lambda p: p.text())
def test_every_position_is_legal_kalah_with_48_seeds(pos: mc.Position) -> None:
    assert pos.rules.name == "kalah" and _total(pos) == 48
    assert mc.parse(pos.text()) == pos and not pos.is_over() and pos.to_move == 0


def test_the_search_agrees_at_other_depths_and_the_solver_with_the_exact_ones() -> None:
    # q2 is valued 8 moves deep: 6, 10 and 12 moves deep pick pit 6 too
    for depth in (6, 10, 12):
        scores = move_scores(CHAIN, depth)
        assert max(scores, key=lambda m: scores[m]) == "6", depth
    # q4, q5, q6: the solver's values, with and without the endgame database
    assert q4.values == {"1": -10, "2": -6, "3": -12, "4": 4}
    assert q5.values == {"1": 2, "2": 6, "6": 0}
    assert q6.values == {"1": 4, "2": -2, "3": 2}
    for q in (q4, q5, q6):
        assert solve(q.position, max_nodes=2_000_000).moves == q.values


def test_q1_what_a_hints_value_says() -> None:
    assert q1.expected() == "a"
    capture = q1.check("b")
    assert capture.status == "incorrect" and "the value counts the whole rest" in capture.message
    depth = q1.check("c")
    assert "a search that stops after some moves gives exact=False" in depth.message
    assert "the capture puts the 5 seeds (and your last seed) into your store at once" in (
        q1.check("d").message)
    assert q1.check("e").status == "malformed"
    assert q1.check(3).status == "malformed"


def test_q2_which_extra_move_first() -> None:
    #        North  8  8  0  9  0  2
    #   N 2                           S 7
    #        South  5  0  2  2  2  1
    assert q2.expected() == 6 and q2.right == ["6"]
    five = q2.check(5)  # an extra move too, but it spoils pit 6
    assert five.status == "incorrect"
    assert "Pit 6 starts a chain of 3 extra moves (6, 5, 6)" in five.message
    assert "starting with pit 5 the chain is 1 long (5)" in five.message
    assert "The search, 8 moves ahead, says: pit 5 is worth +7.5 seeds" in five.message
    four = q2.check(4)  # no extra move at all
    assert "lands in South's pit 6, which already held seeds (2 now)" in four.message
    assert "after pit 4 you have none" in four.message
    assert "pit 2 cannot be played" in q2.check(2).message  # an empty pit
    assert q2.check(7).status == "malformed"
    assert q2.check("six").status == "malformed"


def test_q2_on_a_real_board() -> None:
    board = q2.board()
    board.play("5")
    wrong = q2.check(board)
    assert wrong.status == "incorrect" and "the chain is 1 long" in wrong.message
    assert board.moves == ["5"]  # the check changes nothing
    board.undo()
    board.play("6")
    assert q2.check(board)


def test_q3_keep_an_extra_move_ready() -> None:
    #        North  5  2  4  0  3  3
    #   N 10                          S 10
    #        South  2  4  1  3  0  1
    assert ready_pits(READY, 0) == [4, 6]  # two extra moves now: 4 (3 seeds) and 6 (1)
    assert q3.expected() == [1, 3, 6]
    spoiled = q3.check([1, 2, 3, 6])
    assert spoiled.status == "incorrect" and "pit 2 does not leave an extra move ready" in \
        spoiled.message
    assert "pit 6, 1 step away, holds 2 seeds" in spoiled.message
    extra_now = q3.check([1, 3, 4, 6])  # 4 is an extra move now, but spoils pit 6
    assert "pit 4 does not leave an extra move ready" in extra_now.message
    forgot = q3.check([1, 3])  # playing pit 6 empties it: but pit 4 is ready then
    assert "you left out pit 6" in forgot.message and "pit 4 holds 3" in forgot.message
    assert q3.check([1, 3, 9]).status == "malformed"


def test_q3_why_speaks_polish() -> None:
    from mancala_core.i18n import using

    with using("pl"):
        spoiled = q3.check([1, 2, 3, 6])
        assert spoiled.status == "incorrect"
        assert spoiled.message.startswith("Jeszcze nie: ")
        assert spoiled.message.endswith(
            "; potem żaden dołek Południa nie ma tylu kamieni, ile kroków dzieli go od "
            "magazynu (dołek 6, 1 krok dalej, ma 2 kamienie).")
    assert q3.check([1, 2, 3, 6]).message.endswith(
        "; then no pit of South holds as many seeds as it is steps from the store (pit 6, 1 "
        "step away, holds 2 seeds).")


def test_q4_guard_your_seeds() -> None:
    #        North  3  0  3  0  1  3
    #   N 12                          S 16
    #        South  2  1  1  6  0  0
    assert q4.expected() == 4 and q4.right == ["4"]
    # North's threat is a turn of two moves: 4 (an extra move), then 2 into the empty pit 3
    turned = GUARD.rules.position(pits=[GUARD.pits(0), GUARD.pits(1)],
                                  stores=[GUARD.store(0), GUARD.store(1)], to_move=1)
    turn, _ = best_turn(turned)
    assert [t.move.text for t in turn] == ["4", "2"] and turn[-1].taken() == 6
    two = q4.check(2)
    assert two.status == "incorrect"
    assert "North can answer 4 (extra move), then 2 and capture 6" in two.message
    assert "After pit 4 the most North can bank in one turn is 3" in two.message
    assert "pit 2 loses by 6 (21–27); pit 4 wins by 4 (26–22)" in two.message
    three = q4.check(3)  # feeds the threatened pit: 7 are taken
    assert "then 2 and capture 7" in three.message and "loses by 12" in three.message
    assert "South's pit 5 is empty" in q4.check(5).message
    assert q4.check(0).status == "malformed"


def test_q4_speaks_polish() -> None:
    from mancala_core.i18n import using

    with using("pl"):
        two = q4.check(2)
        assert two.status == "incorrect"
        assert two.message.startswith("Jeszcze nie: dołek 2 to nie najlepszy ruch: ")
        assert "Północ może odpowiedzieć 4 (dodatkowy ruch), potem 2 i zbić 6" in two.message
        assert "Po ruchu dołek 4 Północ może zebrać w jednej kolejce najwyżej 3" in two.message
        assert "dołek 2 przegrywa różnicą 6 (21–27); dołek 4 wygrywa różnicą 4 (26–22)" in (
            two.message)
    assert "North can answer 4 (extra move), then 2 and capture 6" in q4.check(2).message


def test_q4_on_a_real_board() -> None:
    board = q4.board()
    assert q4.check(board).status == "unanswered"
    board.play("1")
    before = board.position
    wrong = q4.check(board)
    assert wrong.status == "incorrect" and "capture 6" in wrong.message
    assert board.position == before and board.moves == ["1"]
    board.undo()
    board.play("4")
    assert q4.check(board)
    fresh = q4.board()
    q4.answer_on(fresh)
    assert fresh.moves == ["4"] and q4.check(fresh)
    elsewhere = q5.board()  # a board of another exercise cannot answer this one
    assert q4.check(elsewhere).status == "malformed"


def test_q5_keep_your_hoard() -> None:
    #        North  0  0  2  0  2  0
    #   N 13                          S 21
    #        South  1  1  0  0  0  8
    assert q5.expected() == 2
    hoard = q5.check(6)
    assert hoard.status == "incorrect"
    assert "It sows 6 seeds into North's row" in hoard.message
    assert "North can answer 6, 4, 6, 5, 6 (extra moves), then 2 and capture 1" in hoard.message
    assert "pit 6 draws (24–24); pit 2 wins by 6 (27–21)" in hoard.message
    small = q5.check(1)
    assert "pit 1 wins by 2 (25–23)" in small.message and "sows" not in small.message
    assert q5.check([2]).status == "malformed"


def test_q6_count_before_you_capture() -> None:
    #        North  0  0  2  0  1  2
    #   N 17                          S 16
    #        South  4  4  2  0  0  0
    assert q6.expected() == 1
    capture = q6.check(2)
    assert capture.status == "incorrect"
    assert "South captures 2, and the last seed" in capture.message
    assert "North can answer 4 and capture 4" in capture.message
    assert "pit 2 loses by 2 (23–25)" in capture.message
    three = q6.check(3)
    assert "pit 3 wins by 2 (25–23); pit 1 wins by 4 (26–22)" in three.message
    assert "South's pit 4 is empty" in q6.check(4).message
    assert q6.check(None).status == "unanswered"


def test_best_move_refuses_a_position_it_cannot_value() -> None:
    over = mc.rules("kalah").position(pits=[[0] * 6, [0] * 6], stores=[24, 24])
    with pytest.raises(ValueError, match="the game is over"):
        BestMove(over)
    start = BestMove(mc.rules("kalah").start(), max_nodes=100)
    said = start.check(3)  # the solver cannot finish in 100 nodes: a clear message, no raise
    assert said.status == "malformed" and "give BestMove a depth=" in said.message


def test_q7_the_tournament_passes_a_strong_choose() -> None:
    result = q7.check(choose)
    assert result.status == "correct", result.message
    assert result.message.startswith("Right: choose played 8 games; against beginner:")
    assert len(q7.played) == 8
    assert {(r.level, r.side) for r in q7.played} == {
        (level, side) for level in ("beginner", "easy") for side in (0, 1)}
    for record in q7.played:  # every game was played to its end, by the rules
        pos = record.start
        for move in record.moves:
            pos = pos.play(move)
        assert pos.is_over() and pos.scores() == record.scores
    assert q7.check(choose).message == result.message  # the same games every time
    board = q7.replay(1)
    assert board.moves == q7.played[0].moves
    with pytest.raises(ValueError, match="games 1 to 8"):
        q7.replay(9)


def test_q7_a_weak_choose_fails_with_what_the_check_saw() -> None:
    def leftmost(position: mc.Position) -> mc.Move:
        return position.legal_moves()[0]

    result = q7.check(leftmost)
    assert result.status == "incorrect"
    assert "To pass, score at least 50% of the points against each level" in result.message
    assert "not yet against beginner, easy" in result.message
    assert "You missed an extra move in" in result.message
    first = q7.played[0]
    number, pos, pit = first.missed_extra[0]
    assert number == 1 and pos == mc.rules("kalah").start() and pit == "3"
    assert f"game 1, your move 1: pit 3 ({pos.text()!r})" in result.message
    assert "Your opponents captured" in result.message


def test_q7_broken_functions_are_explained() -> None:
    assert q7.check(lambda position: None).status == "unanswered"
    illegal = q7.check(lambda position: 7)
    assert illegal.status == "incorrect" and "returned 7 in game 1 (South against beginner)" \
        in illegal.message
    assert "a pit number from 1 to 6" in illegal.message

    def empty_pit(position: mc.Position) -> int:
        return 3 if position.pits(position.to_move)[2] == 0 else position.legal_moves()[0].pit or 1

    said = q7.check(empty_pit)
    assert said.status == "incorrect" and "but pit 3 cannot be played" in said.message

    def raises(position: mc.Position) -> int:
        if position.store(0) > 3:
            raise KeyError("oops")
        return position.legal_moves()[-1].pit or 1

    crashed = q7.check(raises)
    assert "choose raised KeyError: 'oops' in game 1" in crashed.message
    assert q7.check("choose").status == "malformed"


def test_a_tournament_checks_its_levels() -> None:
    with pytest.raises(ValueError, match="unknown levels"):
        Tournament("choose", choose, "", levels=("expert",))
