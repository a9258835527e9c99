"""Lesson 8 · Oware and its variants: every exercise has the answer the lesson says, the
typical wrong answers get their own explanation from the rules, and malformed answers get
the shape message; the facts the lesson's text states hold.

Boards are drawn as North's row (top, read right to left: North's pit 1 is on the right)
over South's row (bottom, from South's left), the stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework.lessons import lesson08
from coursework.lessons.lesson08 import (
    BIGGEST,
    CANNOT_FEED,
    CHAIN_BOUNDARY,
    CHAIN_START,
    CHAIN_STOPS,
    FEED,
    GRAND_SLAM,
    HUNGRY,
    LAP,
    LAP_CAPTURE,
    LONG_SOWING,
    PLAY,
    REPETITION,
    REPETITION_MOVES,
    SLAM_CHOICE,
    SMALL,
    WIN_NOW,
    oware_capture,
    q1,
    q2,
    q3,
    q4,
    q5,
    q6,
    q7,
    q8,
    q9,
)
from mancala_core.widgets import BoardWidget

POSITIONS = [LONG_SOWING, CHAIN_START, CHAIN_STOPS, CHAIN_BOUNDARY, PLAY, BIGGEST, LAP,
             LAP_CAPTURE, SLAM_CHOICE, FEED, HUNGRY, CANNOT_FEED, WIN_NOW, REPETITION]


def _total(pos: mc.Position) -> int:
    return sum(pos.pits(0)) + sum(pos.pits(1)) + pos.store(0) + pos.store(1)


@pytest.mark.parametrize("pos", POSITIONS, ids=lambda p: p.text())
def test_every_position_is_legal_oware_with_all_its_seeds(pos: mc.Position) -> None:
    options = pos.rules.options
    assert pos.rules.name == "oware"
    assert _total(pos) == 2 * options["pits"] * options["seeds"]
    assert mc.parse(pos.text()) == pos and not pos.is_over()


def test_the_lessons_facts_hold() -> None:
    # the start: South's 6 sows North's pits 1-4, no seed in South's store, North to move
    start = mc.rules("oware").start().play("6")
    assert start.pits(0) == (4, 4, 4, 4, 4, 0) and start.store(0) == 0
    assert start.pits(1) == (5, 5, 5, 5, 4, 4) and start.to_move == 1
    # the chain to the row's start: 11 seeds from five pits, North's pit 6 keeps 3
    #        North  3  2  1  1  1  1
    #   N 20                          S 10
    #        South  0  0  8  0  0  1
    chain = CHAIN_START.play("3")
    assert chain.pits(0) == (0, 0, 0, 1, 1, 2) and chain.store(0) == 21
    assert chain.pits(1) == (0, 0, 0, 0, 0, 3) and chain.store(1) == 20
    # the chain stops at a 4, then North cannot move: 22-26
    stops = CHAIN_STOPS.trace("6")
    assert stops.captured() == 3 and stops.after.is_over() and stops.after.scores() == (22, 26)
    # never on the own row: South's pit 6 keeps its 3
    #        North  1  0  0  2  1  1
    #   N 20                          S 17
    #        South  0  0  0  0  4  2
    boundary = CHAIN_BOUNDARY.play("5")
    assert boundary.pits(0) == (0, 0, 0, 0, 0, 3) and boundary.store(0) == 24
    assert boundary.pits(1) == (0, 0, 0, 0, 0, 1)
    # the board to play on: 3 and 4 take 2 each, 5 takes 5 from two pits
    caps = {m.text: PLAY.trace(m).captured() for m in PLAY.legal_moves()}
    assert caps == {"2": 0, "3": 2, "4": 2, "5": 5, "6": 0}
    # the lap of 12: pit 2 skipped, the twelfth seed in South's pit 3
    lap = LAP.trace("2")
    assert lap.last_place() == mc.Place(0, 3) and lap.after.pits(0)[1] == 0
    # the three grand-slam conventions
    pits, stores = GRAND_SLAM
    results = {}
    for convention in ("no-capture", "capture", "illegal"):
        pos = mc.rules("oware", grand_slam=convention).position(pits=pits, stores=stores)
        results[convention] = [m.text for m in pos.legal_moves()]
    assert results == {"no-capture": ["5", "6"], "capture": ["5", "6"], "illegal": ["5"]}
    taken = mc.rules("oware", grand_slam="capture").position(pits=pits, stores=stores).play("6")
    assert taken.is_over() and taken.scores() == (25, 23)
    untouched = mc.rules("oware").position(pits=pits, stores=stores).play("6")
    assert untouched.pits(1) == (2, 2, 0, 0, 0, 0) and untouched.store(0) == 20
    # feeding: only 6
    assert [m.text for m in FEED.legal_moves()] == ["6"]
    # repetition: twelve moves bring the first position back, 24-24
    circle = mc.rules("oware").position(pits=[[1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]],
                                        stores=[23, 23])
    for move in ["1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "6"]:
        assert not circle.is_over()
        circle = circle.play(move)
    assert circle.is_over() and circle.scores() == (24, 24)
    # the sizes
    assert _total(mc.rules("oware", seeds=3).start()) == 36 and _total(SMALL.start()) == 16


def test_q1_no_seed_for_the_stores() -> None:
    #        North  4  1  2  5  4  3
    #   N 5                           S 5
    #        South  2  3  1  9  0  4      South plays 4 (9 seeds)
    assert q1.expected() == "South 1"
    kalah_count = q1.check("North 6")  # South's store counted, as in Kalah
    assert kalah_count.status == "incorrect"
    assert "counted South's store as a place, as in Kalah" in kalah_count.message
    assert "6 for North's row, then 1 back in South's pit 1" in kalah_count.message
    store = q1.check("South store")
    assert "South's store gets no seed: in Oware no seed is ever sown into a store" in \
        store.message
    assert "North's store gets no seed" in q1.check("north store").message
    elsewhere = q1.check("South 2")
    assert "South's pit 2 is not where 9 seeds from South's pit 4 end" in elsewhere.message
    assert q1.check("North 7").status == "malformed" and q1.check(4).status == "malformed"


def test_q2_the_biggest_capture() -> None:
    #        North  5  1  3  1  2  2
    #   N 7                           S 6
    #        South  2  0  8  5  5  1
    assert q2.right == ["4"]
    assert "South captures 8 seeds from 3 pits" in q2.check(4).message
    single = q2.check(6)
    assert single.status == "incorrect" and "pit 6 captures, but not the most" in single.message
    assert "North's pit 1, which now holds 3: South captures those 3" in single.message
    stopped = q2.check(3)
    assert "North's pit 4 before it holds 4, so the chain stops there" in stopped.message
    four = q2.check(5)
    assert "pit 5 does not capture" in four.message
    assert "which now holds 4: only 2 or 3 capture" in four.message
    own_row = q2.check("1")
    assert "on South's own row: no capture there" in own_row.message
    assert "South's pit 2 is empty" in q2.check(2).message
    assert q2.check(7).status == "malformed" and q2.check([4]).status == "malformed"


def test_q2_on_a_board() -> None:
    board = q2.board()
    assert board.interactive
    board.play("6")
    assert "not the most" in q2.check(board).message and board.moves == ["6"]
    q2.answer_on(board)
    assert board.moves == ["4"] and q2.check(board)
    assert q2.check(BoardWidget(CHAIN_START)).status == "malformed"


def test_q3_thirteen_seeds() -> None:
    #        North  2  1  1  1  1  1
    #   N 13                          S 15
    #        South  0  0  0  0  0 13      South plays 6
    assert q3.expected() == "1 1 1 1 1 0 | 21 | 0 0 2 2 2 3 | 13"  # the stores: captures
    assert q3.expected_board() == ([1, 1, 1, 1, 1, 0], 21, [0, 0, 2, 2, 2, 3], 13)
    typed = q3.check("1 1 1 1 1 1 | 15 | 3 2 1 1 1 2 | 13")
    assert "South's pit 6 should hold 0, not 1" in typed.message
    assert "such as \"0 0 0 0 0 13 | 15 | 1 1 1 1 1 2 | 13\"" in q3.check("0 0").message
    sown_back = q3.check(([1, 1, 1, 1, 1, 1], 15, [3, 2, 1, 1, 1, 2], 13))  # as in Kalah
    assert sown_back.status == "incorrect"
    assert "South's pit 6 should hold 0, not 1" in sown_back.message
    assert "skips it: in Oware the emptied pit gets no seed back" in sown_back.message
    no_capture = q3.check(([1, 1, 1, 1, 1, 0], 15, [3, 3, 2, 2, 2, 3], 13))
    assert "South's store should hold 21, not 15" in no_capture.message
    assert "the capture adds 6: 3 from North's pit 2 and 3 from North's pit 1" in \
        no_capture.message
    no_chain = q3.check(([1, 1, 1, 1, 1, 0], 18, [3, 0, 2, 2, 2, 3], 13))  # the last pit only
    assert "should hold 21, not 18" in no_chain.message
    kept = q3.check(([1, 1, 1, 1, 1, 0], 21, [3, 0, 2, 2, 2, 3], 13))
    assert "North's pit 1 should hold 0, not 3: its 3 seed(s) are captured" in kept.message
    assert q3.check(([1, 1, 1, 1, 1], 21, [0, 0, 2, 2, 2, 3], 13)).status == "malformed"


def test_q4_when_a_grand_slam_is_illegal() -> None:
    #        North  0  0  0  0  2  1
    #   N 18                          S 17     grand_slam="illegal"
    #        South  0  0  4  1  3  2
    assert SLAM_CHOICE.rules.options["grand_slam"] == "illegal"
    assert q4.expected() == [3, 4]
    every = q4.check([3, 4, 5, 6])
    assert every.status == "incorrect"
    assert "pit 5 cannot be played in this position: it would capture every seed of the " \
        "opponent (grand slam)" in every.message
    assert "pit 6 cannot be played" in q4.check([3, 4, 6]).message
    some = q4.check([4])  # "a capture is a grand slam": pit 3 takes only 2 of North's 3
    assert "you left out pit 3, which may be played too" in some.message
    assert "South captures those 2" in some.message
    assert "you left out pit 4" in q4.check([3]).message
    assert "exactly pits 3 and 4 may be played" in q4.check([4, 3]).message
    assert q4.check("3, 4") and q4.check([0]).status == "malformed"  # typed as text too


def test_q5_feed_the_empty_row() -> None:
    #        North  0  0  0  0  0  0
    #   N 21                          S 19
    #        South  2  0  4  0  1  1
    assert q5.expected() == [3, 6]
    short = q5.check([3, 5, 6])
    assert short.status == "incorrect"
    assert "pit 5 cannot be played in this position: North's row is empty and this move " \
        "does not feed it" in short.message
    assert "pit 1 cannot be played" in q5.check([1, 3, 6]).message
    one = q5.check([6])
    assert "you left out pit 3, which feeds the opponent too" in one.message
    assert "it feeds North's empty row with 1 seed" in one.message
    assert q5.check([3, 6, 7]).status == "malformed" and q5.check(True).status == "malformed"


def test_q6_nothing_to_feed_with() -> None:
    #        North  0  0  1  3  1  2
    #   N 21                          S 18
    #        South  0  0  0  0  0  2
    assert q6.expected() == (23, 25)
    rows_forgotten = q6.check((23, 21))
    assert rows_forgotten.status == "incorrect" and "North scores 25, not 21" in \
        rows_forgotten.message
    assert "the 4 seeds left in North's row (pits 3, 4) go to North's store" in \
        rows_forgotten.message
    assert "South's row is empty and no move of North's reaches it, so North cannot move" in \
        rows_forgotten.message
    to_south = q6.check((27, 21))  # the leftovers given to the player who moved
    assert "South scores 23, not 27" in to_south.message
    only_the_last = q6.check((20, 25))  # only North's pit 2 taken
    assert "South scores 23, not 20" in only_the_last.message
    assert "South captures 5 seeds from 2 pits" in only_the_last.message
    assert q6.check((23,)).status == "malformed" and q6.check("23").status == "malformed"
    assert q6.check("23-25") and q6.check("23 25")  # typed as text


def test_q7_twenty_five() -> None:
    #        North  0  0  2  0  2  2
    #   N 15                          S 21
    #        South  0  1  0  1  3  1
    assert q7.right == ["5"]
    won = q7.check(5)
    assert won and "South captures 6 seeds from 2 pits" in won.message
    assert "South has 27 of the 48 seeds in store, more than half, and wins" in won.message
    half = q7.check(6)  # 24 is half, not more
    assert half.status == "incorrect" and "does not bring your store to at least 25" in \
        half.message
    assert "South captures those 3" in half.message and "the store then holds 24" in \
        half.message
    assert "on South's own row" in q7.check(4).message
    assert "South's pit 1 is empty" in q7.check(1).message
    assert q7.check(0).status == "malformed"


def test_q7_on_a_board() -> None:
    board = q7.board()
    board.play("6")
    assert "the store then holds 24" in q7.check(board).message
    q7.answer_on(board)
    assert board.moves == ["5"] and q7.check(board)


def test_q8_round_and_round() -> None:
    #  pits=4, seeds=2:   North  0  0  0  1
    #              N 7                        S 7
    #                     South  1  0  0  0
    options = REPETITION.rules.options
    assert options["pits"] == 4 and options["seeds"] == 2
    assert q8.expected() == (8, 8)
    stores_only = q8.check((7, 7))
    assert stores_only.status == "incorrect" and "South scores 8, not 7" in stores_only.message
    assert "the game is over: the position repeats" in stores_only.message
    assert "the 1 seed left in South's row (pit 1) goes to South's store" in stores_only.message
    # the brief line: every move but the last in a few words
    assert "South plays 4 (the last seed in North's pit 1); North plays 4: " in \
        stores_only.message
    assert "North scores 8, not 7" in q8.check((8, 7)).message
    assert q8.check((8, 8, 0)).status == "malformed"
    pos = REPETITION
    for move in REPETITION_MOVES[:-1]:
        pos = pos.play(move)
        assert not pos.is_over()


def _real_capture(row: list[int], last: int) -> int:
    """What the rules say: South's pit 6 sows `last` seeds into North's row, which then is
    `row` (South keeps a seed in pit 1 so that the game goes on)."""
    before = [count - 1 if pit <= last else count for pit, count in enumerate(row, 1)]
    n = len(row)
    total = 2 * n * 4
    south = [1] + [0] * (n - 2) + [last]
    rest = total - sum(south) - sum(before)  # in the stores, neither holding half
    pos = mc.rules("oware", pits=n).position(
        pits=[south, before], stores=[rest // 2, rest - rest // 2])
    return pos.trace(str(n)).captured()


def test_q9_oware_capture() -> None:
    assert q9.check(q9.expected())
    for case in q9.cases:  # the author's function agrees with the rules on every case
        assert case.expected == _real_capture(*case.args), case
    namespace: dict[str, object] = {}
    exec(q9.answer_code(), namespace)  # the teacher's copy's code
    assert q9.check(namespace["oware_capture"])
    assert oware_capture([2, 2, 1, 3, 1, 5], 1) == 2
    no_chain = q9.check(lambda row, last: row[last - 1] if row[last - 1] in (2, 3) else 0)
    assert "returned 3, but it should be 11" in no_chain.message
    assert "pit 5 (3), pit 4 (2), pit 3 (2), pit 2 (2), pit 1 (2)" in no_chain.message
    no_stop = q9.check(lambda row, last: sum(x for x in row[:last] if x in (2, 3)))
    assert "returned 6, but it should be 3" in no_stop.message
    assert "pit 2 holds 4, so the chain stops" in no_stop.message

    def no_grand_slam(row: list[int], last: int) -> int:
        taken, pit = 0, last
        while pit >= 1 and row[pit - 1] in (2, 3):
            taken, pit = taken + row[pit - 1], pit - 1
        return taken

    slam = q9.check(no_grand_slam)
    assert "returned 5, but it should be 0" in slam.message and "grand slam" in slam.message
    assert q9.check(42).status == "malformed"


def test_teacher_notes() -> None:
    notes = lesson08.TEACHER
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3
