"""Lesson 5 · Laps: every exercise has the answer the lesson says, the typical wrong answers
get their own explanation, and malformed answers get the shape message.

Boards are drawn as South's row (bottom, from South's left) and North's row (top, from
North's left, so read right to left), stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework.lessons.lesson05 import (
    LAP,
    PLAY,
    REFILLED,
    STORE_LAP,
    last_place,
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

POSITIONS = [LAP, PLAY, REFILLED, STORE_LAP, q1.position, q3.position, q4.position,
             q5.position, q6.position, q7.position]


def _total(pos: mc.Position) -> int:
    return sum(pos.pits(0)) + sum(pos.pits(1)) + pos.store(0) + pos.store(1)


@pytest.mark.parametrize("pos", POSITIONS, ids=lambda p: p.text())
def test_every_position_is_legal_kalah_with_48_seeds(pos: mc.Position) -> None:
    assert pos.rules == mc.rules("kalah")
    assert _total(pos) == 48 and pos.to_move == 0
    assert mc.parse(pos.text()) == pos


def test_the_lessons_facts_hold() -> None:
    # example 5: 13 seeds, 13 places, the 13th back in pit 1, capture 4 + 1
    trace = LAP.trace("1")
    assert len(trace.sown()) == 13 and trace.last_place() == mc.Place(0, 1)
    after = trace.after
    assert (after.pits(0), after.store(0), after.pits(1), after.store(1)) == (
        (0, 1, 1, 1, 1, 1), 22, (1, 1, 1, 1, 1, 0), 16)
    # example 10: pit 2 refilled on the lap, no capture
    assert REFILLED.trace("1").captured() == 0
    # exactly 13 always captures, from every pit, whatever the facing pit held; 14..25 never
    kalah = mc.rules("kalah")
    for pit in range(1, 7):
        for seeds in range(13, 26):
            row, north = [0] * 6, [1] * 6
            row[pit - 1], north[6 - pit] = seeds, 0  # the facing pit empty
            pos = kalah.position(pits=[row, north], stores=[48 - seeds - 5, 0])
            assert (pos.trace(str(pit)).captured() > 0) == (seeds == 13), (pit, seeds)
    # 13 + the distance ends in the store (the lesson's table)
    for pit in range(1, 7):
        assert last_place(pit, 13 + 7 - pit) == ("South", "store")
    assert STORE_LAP.trace("6").extra_move()
    # the free board: only pit 2 (13 seeds) captures
    assert [m.text for m in PLAY.legal_moves() if PLAY.trace(m).captured()] == ["2"]


def test_q1_thirteen_seeds_and_the_typical_miscounts() -> None:
    #        North  2  0  1  3  0  2
    #   N 13                          S 10
    #        South  1  2  0 13  0  1      pit 4: 13 seeds
    assert q1.expected() == "South 4"
    store = q1.check("South 3")  # 14 places: North's store counted
    assert store.status == "incorrect" and "counted North's store" in store.message
    origin = q1.check("South 5")  # the emptied pit skipped, as in Oware
    assert origin.status == "incorrect" and "skipped the pit you emptied" in origin.message
    skipped = q1.check("North store")
    assert "skipped: seeds never go into the opponent's store" in skipped.message
    assert q1.check("North 9").status == "malformed"
    assert q1.check(4).status == "malformed"


def test_q2_why_thirteen_captures() -> None:
    assert q2.expected() == "a"
    assert "only adds one seed" in q2.check("b").message
    assert "drops a seed into the facing pit" in q2.check("d").message
    assert "the skip is why a lap is 13" in q2.check("c").message
    assert q2.check("e").status == "malformed"
    assert q2.check(1).status == "malformed"


def test_q3_the_capture_of_an_empty_facing_pit() -> None:
    #        North  4  2  0  1  2  3      North's pit 4 empty
    #   N 5                           S 12
    #        South  2  1 13  0  3  0      pit 3: 13 seeds
    assert q3.expected() == 15
    no_capture = q3.check(13)  # only the seed that passes the store
    assert no_capture.status == "incorrect" and "not 13" in no_capture.message
    assert "the capture adds 2: 1 from North's pit 4 and the last seed" in no_capture.message
    assert "passes it and drops 1 seed there" in q3.check(14).message
    assert q3.check("15 seeds").status == "malformed"
    assert q3.check(-1).status == "malformed"


def test_q4_fourteen_seeds() -> None:
    #        North  3  0  4  0  2  1
    #   N 10                          S 8
    #        South  0 14  2  0  1  3      pit 2: 14 seeds
    assert q4.expected() == "South 3"
    assert "counted North's store" in q4.check("South 2").message
    assert "skipped the pit you emptied" in q4.check("South 4").message
    assert "left out your own store" in q6.check("North 2").message
    right = q4.check("South 3")
    assert "a full lap of 13 places and 1 more" in right.message
    assert q4.check(["South", 3]).status == "malformed"


def test_q5_the_board_after_example_ten() -> None:
    #        North  0  0  0  0  0  1
    #   N 23                          S 10
    #        South 14  0  0  0  0  0
    assert q5.expected() == "1 2 1 1 1 1 | 11 | 2 1 1 1 1 1 | 23"
    assert q5.expected_board() == ([1, 2, 1, 1, 1, 1], 11, [2, 1, 1, 1, 1, 1], 23)
    typed = q5.check("1 0 1 1 1 1 | 14 | 2 1 1 1 0 1 | 23")
    assert "South's pit 2 should hold 2, not 0" in typed.message
    captured = q5.check(([1, 0, 1, 1, 1, 1], 14, [2, 1, 1, 1, 0, 1], 23))
    assert captured.status == "incorrect"
    assert "South's pit 2 should hold 2, not 0" in captured.message
    assert "which was empty when the move began, but the lap dropped a seed" in \
        q5.solution().message
    origin = q5.check(([0, 2, 2, 1, 1, 1], 11, [2, 1, 1, 1, 1, 1], 23))
    assert "South's pit 1 should hold 1, not 0" in origin.message
    assert "comes round and drops 1 back into it" in origin.message
    assert q5.check(([1, 2, 1, 1, 1], 11, [2, 1, 1, 1, 1, 1], 23)).status == "malformed"
    assert q5.check("1 2 1 1 1 1").status == "malformed"


def test_q6_nineteen_seeds() -> None:
    #        North  1  2  0  3  1  2
    #   N 10                          S 6
    #        South 19  1  0  2  0  1      pit 1: 19 seeds
    assert q6.expected() == "South store"
    assert "counted North's store" in q6.check("South 6").message
    assert "skipped the pit you emptied" in q6.check("North 1").message
    assert q6.check("South lake").status == "malformed"


def test_q7_a_lap_into_the_store() -> None:
    #        North  2  0  1  2  0  1
    #   N 4                           S 4
    #        South  2  0 17  0 12  3
    assert q7.expected() == 3 and q7.right == ["3"]
    five = q7.check(5)
    assert five.status == "incorrect" and "does not give an extra move" in five.message
    assert "captures 3, and the last seed goes to South's store with them" in five.message
    assert "lands in North's pit 2" in q7.check(6).message
    assert "South's pit 2 is empty" in q7.check(2).message
    assert q7.check(7).status == "malformed"
    assert q7.check("three").status == "malformed"


def test_q7_on_a_real_board() -> None:
    board = q7.board()
    assert q7.check(board).status == "unanswered"
    board.play("5")
    before = board.position
    wrong = q7.check(board)
    assert wrong.status == "incorrect" and "pit 5 does not give an extra move" in wrong.message
    assert board.position == before and board.moves == ["5"]
    board.undo()
    board.play("3")
    assert q7.check(board)
    other = BoardWidget(LAP)
    assert q7.check(other).status == "malformed"
    fresh = BoardWidget(LAP)
    q7.answer_on(fresh)
    assert fresh.moves == ["3"] and q7.check(fresh)


def test_q8_last_place() -> None:
    assert q8.check(last_place)

    def no_laps(pit: int, seeds: int) -> tuple[str, int | str]:
        ring = [("South", k) for k in range(1, 7)] + [("South", "store")] + \
            [("North", k) for k in range(1, 7)]
        return ring[min(pit - 1 + seeds, 12)]

    def with_north_store(pit: int, seeds: int) -> tuple[str, int | str]:
        ring = [("South", k) for k in range(1, 7)] + [("South", "store")] + \
            [("North", k) for k in range(1, 7)] + [("North", "store")]
        return ring[(pit - 1 + seeds) % 14]

    laps = q8.check(no_laps)
    assert laps.status == "incorrect" and "past North's pit 6 and on to South's pit 1" in \
        laps.message

    def stops_at_a_lap(pit: int, seeds: int) -> tuple[str, int | str]:
        return last_place(pit, seeds) if seeds < 13 else ("South", pit)

    lap = q8.check(stops_at_a_lap)
    assert "one lap of 13 places (North's store skipped), then 1 more step" in lap.message
    store = q8.check(with_north_store)
    assert store.status == "incorrect" and "North's store is skipped" in store.message
    assert "raised" in q8.check(lambda pit, seeds: 1 / 0).message
    assert q8.check("South 3").status == "malformed"
