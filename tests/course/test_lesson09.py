"""Lesson 9 · The wider family: every exercise has the answer the lesson says, the typical
wrong answers get their own explanation, malformed answers get the shape message, and the
exercises answered on a board read the board.

Two-row boards are drawn as South's (White's) row at the bottom, from its left, and North's
(Black's) row at the top, from North's left, so read right to left; stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework import lesson09
from coursework.lesson09 import (
    BAO_E2,
    BASIC_END,
    BASIC_STORES,
    CONGKAK_RELAY,
    M24_EXAMPLE_1,
    M24_THREE,
    M24_TWO_SIDES,
    TOGUZ_TUZDYK,
    makes_tuzdyk,
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

POSITIONS = {
    "mankala24": [M24_EXAMPLE_1, M24_TWO_SIDES, M24_THREE],
    "basic": [BASIC_STORES, BASIC_END],
    "congkak": [CONGKAK_RELAY],
    "toguz": [TOGUZ_TUZDYK],
    "bao": [BAO_E2],
}
SEEDS = {"mankala24": 48, "basic": 72, "congkak": 98, "toguz": 162, "bao": 64}


def _total(pos: mc.Position) -> int:
    return sum(sum(pos.pits(p)) + pos.store(p) for p in range(pos.rules.players))


@pytest.mark.parametrize("game", sorted(POSITIONS))
def test_every_position_is_legal_for_its_game(game: str) -> None:
    for pos in POSITIONS[game]:
        assert pos.rules.name == game and _total(pos) == SEEDS[game]
        assert mc.parse(pos.text()) == pos


def test_the_lessons_facts_hold() -> None:
    # RULES.md section 3, example 1: South 0 2 0 3 0 0 S=10 → 0 0 1 0 0 0 S=14
    after = M24_EXAMPLE_1.play("2")
    assert after.pits(0) == (0, 0, 1, 0, 0, 0) and after.store(0) == 14 and after.to_move == 1
    # section 4, example 2 (3 players): Player 1's 6 at the start
    start = mc.rules("basic", players=3).start().play("6")
    assert start.pits(0) == (4, 4, 4, 4, 4, 0) and start.pits(1) == (5, 5, 5, 4, 4, 4)
    assert mc.rules("basic", players=3).start().play("resign").places() == (3, None, None)
    # Congkak from the start: 7 moves again; 1 relays once and captures 8 + 1
    congkak = mc.rules("congkak").start()
    assert congkak.play("7").to_move == 0
    relay = congkak.trace("1")
    assert relay.captured() == 9 and [s.note[:5] for s in relay.steps if s.kind == "pick"] == [
        "", "relay"]
    # Toguz: from the start White's 2 takes Black's hole 1 (10); 1 captures nothing
    toguz = mc.rules("toguz").start()
    assert toguz.trace("2").captured() == 10 and toguz.trace("1").captured() == 0
    # Bao: de Voogt's A7< a5<, and worked example E2's position
    bao = mc.rules("bao").start().play("A7<")
    assert bao.trace("a5<").captured() == 1
    assert BAO_E2.pits(0)[:8] == (0, 1, 0, 1, 8, 0, 0, 0)
    assert BAO_E2.pits(1)[:8] == (0, 1, 1, 0, 7, 3, 2, 0)


def test_q1_the_biggest_capture_on_2_and_4() -> None:
    #        North  3  2  3  1  0  0
    #   N 12                          S 8
    #        South  0  5  4  8  1  1
    assert q1.right == ["4"] and q1.expected() == 4
    smaller = q1.check(5)  # a capture on South's own row, but only 2
    assert smaller.status == "incorrect" and "captures, but not the most" in smaller.message
    assert "makes South's pit 6 hold 2 (it held 1)" in smaller.message
    nothing = q1.check(2)  # the last seed makes North's pit 1 hold 1
    assert "pit 2 does not capture" in nothing.message
    assert "North's pit 1 hold 1, not 2 or 4" in nothing.message
    assert "cannot be played" in q1.check(1).message  # pit 1 is empty
    assert q1.check(7).status == "malformed" and q1.check([4]).status == "malformed"


def test_q1_on_a_board() -> None:
    board = q1.board()
    assert board.interactive
    board.play("5")
    assert "not the most" in q1.check(board).message and board.moves == ["5"]
    q1.answer_on(board)
    assert board.moves == ["4"] and q1.check(board)
    assert q1.check(BoardWidget(M24_EXAMPLE_1)).status == "malformed"


def test_q2_which_moves_capture() -> None:
    #        North  3  0  3  2  0  9
    #   N 8                           S 2
    #        South  1  1  7  3  9  0
    assert q2.expected() == [1, 3, 5]
    missed_the_lap = q2.check([1, 3])
    assert missed_the_lap.status == "incorrect" and "you left out pit 5" in missed_the_lap.message
    assert "makes South's pit 2 hold 2" in missed_the_lap.message
    own_row = q2.check([3, 5])  # Oware's habit: only the opponent's row
    assert "you left out pit 1" in own_row.message
    assert "makes South's pit 2 hold 2 (it held 1)" in own_row.message
    too_many = q2.check([1, 3, 4, 5])
    assert "pit 4 does not capture" in too_many.message
    assert "hold 10, not 2 or 4" in too_many.message
    assert q2.check("1, 3, 5").status == "malformed"


def test_q3_another_move_three_players() -> None:
    #   ring: Player 1  2 0 3 0 0 8 | 16,  Player 2  1 1 1 1 1 1 | 19,  Player 3  2×6 | 6
    assert q3.right == ["6"]
    right = q3.check(6)
    assert "lands in Player 2's store, another player's store" in right.message
    short = q3.check(3)
    assert short.status == "incorrect" and "is 4 steps from Player 1's store" in short.message
    assert "not enough to reach it" in short.message
    resign = q3.check("resign")
    assert "'resign' does not give an extra move" in resign.message
    assert "Player 1 resigns and takes the 3rd place" in resign.message
    assert q3.check(0).status == "malformed"


def test_q3_on_a_board() -> None:
    board = q3.board()
    board.play("1")
    assert "does not give an extra move" in q3.check(board).message
    q3.answer_on(board)
    assert board.moves == ["6"] and q3.check(board)


def test_q4_finishing_places() -> None:
    #   Player 1  2 2 2 2 2 2 | 20,  Player 2  1 2 0 3 0 4 | 15,  Player 3  0 0 0 0 0 1 | 14
    #   Player 2 resigns, then Player 3 plays 6
    assert q4.expected() == [2, 3, 1]
    assert q4.check(["2nd", "3rd", "1st"]).status == "correct"
    last_one_in = q4.check([1, 3, 2])  # "the one who never left wins"
    assert last_one_in.status == "incorrect"
    assert "Player 1 takes the 2nd place, not the 1st" in last_one_in.message
    assert "the last player still in the game" in last_one_in.message
    by_store = q4.check([2, 1, 3])  # by the seeds in the stores (Player 2's are 25)
    assert "Player 2 takes the 3rd place, not the 1st" in by_store.message
    assert "a resigner takes the worst place still free" in by_store.message
    assert "Places do not come from the seeds in the stores" in by_store.message
    assert "so the places are: 1st Player 3, 2nd Player 1, 3rd Player 2" in by_store.message
    assert q4.check([1, 2]).status == "malformed" and q4.check([1, 2, 5]).status == "malformed"


def test_q5_where_the_relay_ends() -> None:
    #        North  2  0  0  1  2  0  3      (holes 7..1)
    #   N 39                                S 40     (South's store at South's left)
    #        South  2  1  0  3  0  4  1      (holes 1..7; sowing goes 3, 2, 1, store, N7…)
    assert q5.expected() == "North 6"
    first_lap = q5.check("South 1")
    assert first_lap.status == "incorrect" and "(a relay)" in first_lap.message
    assert "South's hole 1, but that hole held seeds" in first_lap.message
    passed = q5.check("North 7")
    assert "North's hole 7 gets a seed, but the sowing goes on after it" in passed.message
    skipped = q5.check("north's store")
    assert "seeds never go into the opponent's store" in skipped.message
    assert "relays once (from South's hole 1)" in q5.solution().message
    assert q5.check("West 2").status == "malformed" and q5.check("North 8").status == "malformed"


def test_q6_a_tuzdyk_of_your_own() -> None:
    #        Black  2  1  6  4  5  2  1  3  2     (holes 9..1)
    #   kB 56                                   kW 50    (Black's tuzdyk: White's hole 4)
    #        White  0  0  0  0  7  8 12  3  0
    assert q6.right == ["8"]
    ninth = q6.check(7)
    assert "hole 7 does not make a tuzdyk" in ninth.message
    assert "a 9th hole never becomes a tuzdyk" in ninth.message
    same_number = q6.check(6)
    assert "Black's tuzdyk is hole 4 of White's row" in same_number.message
    even = q6.check(5)
    assert "hold 4, an even number: White captures 4" in even.message
    assert "cannot be played" in q6.check(4).message  # Black's tuzdyk, always empty
    assert q6.check(10).status == "malformed"


def test_q6_on_a_board() -> None:
    board = q6.board()
    board.play("7")
    assert "9th hole" in q6.check(board).message
    q6.answer_on(board)
    assert board.moves == ["8"] and q6.check(board)
    after = board.pos
    assert mc.rules("toguz").tuzdyks(after) == (1, 4)


def test_q7_capture_relay_safari() -> None:
    assert q7.expected() == "B3"
    assert q7.check("South B3").status == "correct"
    assert q7.check("South's hole B3").status == "correct"
    relay = q7.check("A2")  # where the captured seeds' sowing ends
    assert relay.status == "incorrect" and "(a relay)" in relay.message
    nyumba = q7.check("A5")  # where the relay ends: the nyumba, but safari goes on
    assert "the nyumba, but with + (safari)" in nyumba.message
    wrong_side = q7.check("b3")
    assert "North's hole b3 is not where the move from South's hole A2 ends" in wrong_side.message
    assert q7.check("C3").status == "malformed"


def test_q8_makes_tuzdyk() -> None:
    assert q8.check(makes_tuzdyk).status == "correct"

    def any_three(hole: int, stones: int, mine: int | None, theirs: int | None) -> bool:
        return stones == 3

    told = q8.check(any_three)
    assert told.status == "incorrect" and "a 9th hole never becomes a tuzdyk" in told.message

    def forgets_the_number(hole: int, stones: int, mine: int | None, theirs: int | None) -> bool:
        return stones == 3 and mine is None and hole != 9

    assert "never carry the same number" in q8.check(forgets_the_number).message

    def placeholder(hole: int, stones: int, mine: int | None, theirs: int | None) -> None:
        return None

    assert q8.check(placeholder).status == "unanswered"
    assert q8.check("makes_tuzdyk").status == "malformed"


def test_the_teachers_notes_fill_a_period() -> None:
    notes = lesson09.TEACHER
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3
