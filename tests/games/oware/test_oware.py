"""Oware (Abapa): one test per rule, option and worked example of RULES.md section 2.

Boards are drawn as seen from the table (see tests/conftest.py): North's row on top read right to
left, North's store on the left, South's row at the bottom, South's store on the right.
In Oware the stores hold captured seeds only. Every test compares the whole position.
"""

from __future__ import annotations

import pytest

import mancala_core as mc

R = mc.rules("oware")
GRAND_SLAM = ["no-capture", "illegal", "capture"]


def oware(**options: object) -> mc.Rules:
    return mc.rules("oware", **options)


def texts(moves: tuple[mc.Move, ...]) -> list[str]:
    return [str(m) for m in moves]


def play_all(pos: mc.Position, moves: str) -> mc.Position:
    for move in moves.split():
        pos = pos.play(move)
    return pos


# -- the board ------------------------------------------------------------------------------


def test_start_has_4_seeds_per_pit_and_empty_stores_south_to_move():
    #     4  4  4  4  4  4
    #  0                    0
    #     4  4  4  4  4  4
    start = R.start()
    assert start == R.position(pits=[[4] * 6, [4] * 6], stores=[0, 0], to_move=0)
    assert R.total_seeds == 48
    assert texts(start.legal_moves()) == ["1", "2", "3", "4", "5", "6"]
    assert not start.is_over()
    assert start.winner() is None


# -- a move -----------------------------------------------------------------------------------


def test_no_seed_is_ever_sown_into_a_store():
    after = R.start().play("6")
    # North to move
    #     4  4  5  5  5  5
    #  0                    0
    #     4  4  4  4  4  0
    assert after == R.position(
        pits=[[4, 4, 4, 4, 4, 0], [5, 5, 5, 5, 4, 4]], stores=[0, 0], to_move=1
    )


def test_north_sows_from_its_row_into_souths(board):
    # North 6 with 3 seeds: South 1, 2, 3.
    # before, North to move
    #     3  4  4  4  4  4
    #  1                    0
    #     4  4  4  4  4  4
    before = board(R, "South 4 4 4 4 4 4 S=0 / North 4 4 4 4 4 3 N=1", to_move=1)
    after = before.play("6")
    # after, South to move
    #     0  4  4  4  4  4
    #  1                    0
    #     5  5  5  4  4  4
    assert after == board(R, "South 5 5 5 4 4 4 S=0 / North 4 4 4 4 4 0 N=1", to_move=0)


def test_there_are_no_extra_moves():
    start = R.start()
    for move in start.legal_moves():
        assert start.play(move).to_move == 1


def test_lap_of_12_skips_the_origin(board):
    # 12 seeds from South 1: South 2-6, North 1-6, South 1 skipped, South 2.
    # before
    #     1  1  1  1  1  1
    # 18                   12
    #    12  0  0  0  0  0
    before = board(R, "South 12 0 0 0 0 0 S=12 / North 1 1 1 1 1 1 N=18")
    trace = before.trace("1")
    # after, North to move
    #     2  2  2  2  2  2
    # 18                   12
    #     0  2  1  1  1  1
    assert trace.after == board(R, "South 0 2 1 1 1 1 S=12 / North 2 2 2 2 2 2 N=18", to_move=1)
    assert trace.last_place() == mc.Place(0, 2)


def test_two_laps_skip_the_origin_twice(board):
    # 23 seeds from South 1: two laps of 11, then South 2; North's empty row is fed.
    # before
    #     0  0  0  0  0  0
    # 15                   10
    #    23  0  0  0  0  0
    before = board(R, "South 23 0 0 0 0 0 S=10 / North 0 0 0 0 0 0 N=15")
    after = before.play("1")
    # after, North to move
    #     2  2  2  2  2  2
    # 15                   10
    #     0  3  2  2  2  2
    assert after == board(R, "South 0 3 2 2 2 2 S=10 / North 2 2 2 2 2 2 N=15", to_move=1)


# -- capture ---------------------------------------------------------------------------------


@pytest.mark.parametrize("made", [2, 3])
def test_capture_when_the_last_seed_makes_an_opponents_pit_2_or_3(board, made):
    # South 6 (1 seed) -> North 1, which then holds `made`.
    # before (made=2)
    #     4  4  4  4  0  1
    # 16                   10
    #     4  0  0  0  0  1
    north_1 = made - 1
    before = board(R, f"South 4 0 0 0 0 1 S=10 / North {north_1} 0 4 4 4 4 N={17 - north_1}")
    trace = before.trace("6")
    # after (made=2), North to move
    #     4  4  4  4  0  0
    # 16                   12
    #     4  0  0  0  0  0
    assert trace.after == board(
        R, f"South 4 0 0 0 0 0 S={10 + made} / North 0 0 4 4 4 4 N={17 - north_1}", to_move=1
    )
    assert trace.captured() == made


@pytest.mark.parametrize("made", [1, 4])
def test_no_capture_when_the_last_seed_makes_1_or_4(board, made):
    # before (made=4)
    #     4  4  4  4  0  3
    # 14                   10
    #     4  0  0  0  0  1
    north_1 = made - 1
    before = board(R, f"South 4 0 0 0 0 1 S=10 / North {north_1} 0 4 4 4 4 N={17 - north_1}")
    after = before.play("6")
    # after (made=4), North to move
    #     4  4  4  4  0  4
    # 14                   10
    #     4  0  0  0  0  0
    assert after == board(
        R, f"South 4 0 0 0 0 0 S=10 / North {made} 0 4 4 4 4 N={17 - north_1}", to_move=1
    )


def test_no_capture_on_the_movers_own_row(board):
    # South 1 -> South 2, which now holds 2: own row, nothing is taken.
    # before
    #     4  4  4  4  4  4
    #  2                   20
    #     1  1  0  0  0  0
    before = board(R, "South 1 1 0 0 0 0 S=20 / North 4 4 4 4 4 4 N=2")
    after = before.play("1")
    # after, North to move
    #     4  4  4  4  4  4
    #  2                   20
    #     0  2  0  0  0  0
    assert after == board(R, "South 0 2 0 0 0 0 S=20 / North 4 4 4 4 4 4 N=2", to_move=1)


def test_capture_chains_back_over_pits_of_2_and_3(board):
    # South 6 -> North 1 (2), 2 (3), 3 (2, last): 3, 2, 1 are all taken; North 4 keeps 4.
    # before
    #     0  0  4  1  2  1
    # 20                   17
    #     0  0  0  0  0  3
    before = board(R, "South 0 0 0 0 0 3 S=17 / North 1 2 1 4 0 0 N=20")
    trace = before.trace("6")
    # after, North to move
    #     0  0  4  0  0  0
    # 20                   24
    #     0  0  0  0  0  0
    assert trace.after == board(R, "South 0 0 0 0 0 0 S=24 / North 0 0 0 4 0 0 N=20", to_move=1)
    assert trace.captured() == 7
    assert not trace.after.is_over()  # North can feed South: 4 seeds from North 4 reach it


def test_capture_chain_stops_at_a_pit_that_is_not_2_or_3(board):
    # South 6 -> North 1 (1), 2 (3), 3 (2, last): 3 and 2 are taken, North 1 (1) stops it.
    # before
    #     0  0  4  1  2  0
    # 21                   17
    #     0  0  0  0  0  3
    before = board(R, "South 0 0 0 0 0 3 S=17 / North 0 2 1 4 0 0 N=21")
    after = before.play("6")
    # after, North to move
    #     0  0  4  0  0  1
    # 21                   22
    #     0  0  0  0  0  0
    assert after == board(R, "South 0 0 0 0 0 0 S=22 / North 1 0 0 4 0 0 N=21", to_move=1)


def test_capture_chain_stops_at_the_row_boundary_for_north(board):
    # North 5 -> North 6 (2, own: kept), South 1 (2), South 2 (3, last): 2 and 1 are taken.
    # before, North to move
    #     1  3  0  0  0  0
    # 19                   18
    #     1  2  0  0  0  4
    before = board(R, "South 1 2 0 0 0 4 S=18 / North 0 0 0 0 3 1 N=19", to_move=1)
    after = before.play("5")
    # after, South to move
    #     2  0  0  0  0  0
    # 24                   18
    #     0  0  0  0  0  4
    assert after == board(R, "South 0 0 0 0 0 4 S=18 / North 0 0 0 0 0 2 N=24", to_move=0)


# -- grand slam -----------------------------------------------------------------------------


def test_grand_slam_captures_nothing_by_default(board):
    # South 6 -> North 1 (2): that would take every North seed, so nothing is taken.
    # before
    #     0  0  0  0  0  1
    # 23                   22
    #     0  0  0  0  1  1
    before = board(R, "South 0 0 0 0 1 1 S=22 / North 1 0 0 0 0 0 N=23")
    trace = before.trace("6")
    # after, North to move
    #     0  0  0  0  0  2
    # 23                   22
    #     0  0  0  0  1  0
    assert trace.after == board(R, "South 0 0 0 0 1 0 S=22 / North 2 0 0 0 0 0 N=23", to_move=1)
    assert trace.captured() == 0


def test_grand_slam_capture_option_takes_the_row_and_both_with_half_is_a_draw(board):
    # before
    #     0  0  0  0  0  2
    # 24                   21
    #     0  0  0  0  0  1
    rules = oware(grand_slam="capture")
    before = board(rules, "South 0 0 0 0 0 1 S=21 / North 2 0 0 0 0 0 N=24")
    after = before.play("6")
    # after, game over
    #     0  0  0  0  0  0
    # 24                   24
    #     0  0  0  0  0  0
    assert after == board(rules, "South 0 0 0 0 0 0 S=24 / North 0 0 0 0 0 0 N=24", to_move=1)
    assert after.is_over()
    assert after.scores() == (24, 24)
    assert after.winner() is None


def test_grand_slam_illegal_option_forbids_it_when_there_is_another_move(board):
    #     0  0  0  0  0  1
    # 23                   22
    #     0  0  0  0  1  1
    text = "South 0 0 0 0 1 1 S=22 / North 1 0 0 0 0 0 N=23"
    assert texts(board(oware(grand_slam="illegal"), text).legal_moves()) == ["5"]
    assert texts(board(oware(grand_slam="no-capture"), text).legal_moves()) == ["5", "6"]
    assert texts(board(oware(grand_slam="capture"), text).legal_moves()) == ["5", "6"]
    with pytest.raises(mc.IllegalMoveError):
        board(oware(grand_slam="illegal"), text).play("6")


# -- feeding ---------------------------------------------------------------------------------


def test_a_player_must_feed_an_opponent_whose_row_is_empty(board):
    # Only South 4 (3 seeds) and South 6 (1 seed) reach North's row.
    #     0  0  0  0  0  0
    # 23                   19
    #     1  0  0  3  1  1
    pos = board(R, "South 1 0 0 3 1 1 S=19 / North 0 0 0 0 0 0 N=23")
    assert texts(pos.legal_moves()) == ["4", "6"]
    with pytest.raises(mc.IllegalMoveError):
        pos.play("5")


def test_a_player_who_cannot_feed_takes_their_row_and_the_game_ends(board):
    #     0  0  0  0  0  0
    # 24                   21
    #     2  1  0  0  0  0
    pos = board(R, "South 2 1 0 0 0 0 S=21 / North 0 0 0 0 0 0 N=24")
    assert pos.is_over()
    assert pos.legal_moves() == ()
    assert pos.scores() == (24, 24)
    assert pos.winner() is None


# -- the end ---------------------------------------------------------------------------------


def test_more_than_half_in_store_ends_the_game_and_each_takes_their_row(board):
    # South 6 -> North 1 (3): taken, S=25 > 24. North takes its 3 left.
    # before
    #     0  0  0  3  0  2
    # 20                   22
    #     0  0  0  0  0  1
    before = board(R, "South 0 0 0 0 0 1 S=22 / North 2 0 3 0 0 0 N=20")
    after = before.play("6")
    # after, game over
    #     0  0  0  0  0  0
    # 23                   25
    #     0  0  0  0  0  0
    assert after == board(R, "South 0 0 0 0 0 0 S=25 / North 0 0 0 0 0 0 N=23", to_move=1)
    assert after.is_over()
    assert after.scores() == (25, 23)
    assert after.winner() == 0


def test_a_set_up_position_with_more_than_half_in_a_store_is_over(board):
    pos = board(R, "South 1 1 1 1 1 1 S=25 / North 1 1 1 1 1 1 N=11")
    assert pos.is_over()
    assert pos.legal_moves() == ()
    assert pos.scores() == (31, 17)
    assert pos.winner() == 0


def test_half_each_is_a_draw():
    pos = R.position(pits=[[0] * 6, [0] * 6], stores=[24, 24], to_move=0)
    assert pos.is_over()
    assert pos.scores() == (24, 24)
    assert pos.winner() is None


def test_a_set_up_positions_history_starts_with_itself(board):
    setup = board(R, "South 1 0 0 0 0 0 S=23 / North 1 0 0 0 0 0 N=23")
    assert setup.history == ()
    after = setup.play("1")
    assert after.history == (setup.key(),)
    assert play_all(after, "1").history == (setup.key(), after.key())


def test_start_positions_history_starts_with_the_start():
    start = R.start()
    assert start.play("5").history[0] == start.key()


def test_repetition_ends_the_game_and_each_takes_their_row(board):
    # Both players walk their single seed round the board; after 12 moves the first
    # position is back with South to move.
    #     0  0  0  0  0  1
    # 23                   23
    #     1  0  0  0  0  0
    first = board(R, "South 1 0 0 0 0 0 S=23 / North 1 0 0 0 0 0 N=23")
    pos = play_all(first, "1 1 2 2 3 3 4 4 5")
    assert not pos.is_over()
    pos = play_all(pos, "5 6")
    # one move before the repetition, North to move
    #     1  0  0  0  0  1
    # 23                   23
    #     0  0  0  0  0  0
    assert pos == board(R, "South 0 0 0 0 0 0 S=23 / North 1 0 0 0 0 1 N=23", to_move=1)
    assert not pos.is_over()
    pos = pos.play("6")
    # game over
    #     0  0  0  0  0  0
    # 24                   24
    #     0  0  0  0  0  0
    assert pos == board(R, "South 0 0 0 0 0 0 S=24 / North 0 0 0 0 0 0 N=24", to_move=0)
    assert pos.is_over()
    assert pos.scores() == (24, 24)


def test_a_repeated_position_read_from_text_is_over():
    # The first position of example 11 comes back: the text says it was seen before.
    first = R.position(pits=[[1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]], stores=[23, 23])
    pos = play_all(first, "1 1 2 2 3 3 4 4 5 5 6")
    assert mc.parse(pos.text()) == pos
    assert mc.parse(pos.text()).play("6").is_over()


# -- options: pits, seeds, grand_slam ----------------------------------------------------------


@pytest.mark.parametrize("pits", range(2, 10))
def test_pits_option_sets_the_row_length(pits):
    rules = oware(pits=pits)
    start = rules.start()
    assert start == rules.position(pits=[[4] * pits, [4] * pits], stores=[0, 0], to_move=0)
    assert texts(start.legal_moves()) == [str(k) for k in range(1, pits + 1)]
    assert rules.total_seeds == 8 * pits


@pytest.mark.parametrize("seeds", range(1, 10))
def test_seeds_option_sets_the_seeds_per_pit(seeds):
    rules = oware(seeds=seeds)
    assert rules.start() == rules.position(
        pits=[[seeds] * 6, [seeds] * 6], stores=[0, 0], to_move=0
    )
    assert rules.total_seeds == 12 * seeds


def test_pits_option_changes_the_lap_length(board):
    # With 3 pits a lap is 5 pits: the 6th seed skips South 1 and lands in South 2.
    # before
    #     1  1  1
    # 10           5
    #     6  0  0
    rules = oware(pits=3)
    before = board(rules, "South 6 0 0 S=5 / North 1 1 1 N=10")
    after = before.play("1")
    # after, North to move
    #     2  2  2
    # 10           5
    #     0  2  1
    assert after == board(rules, "South 0 2 1 S=5 / North 2 2 2 N=10", to_move=1)


def test_pits_option_changes_half_of_the_seeds(board):
    # 3 pits x 4 seeds: 24 seeds, 13 in a store wins.
    rules = oware(pits=3)
    assert board(rules, "South 1 1 1 S=13 / North 1 1 1 N=5").is_over()
    assert not board(rules, "South 1 1 1 S=12 / North 1 1 1 N=6").is_over()


# -- the worked examples of RULES.md section 2 ---------------------------------------------


def test_example_1_south_5_no_capture_on_5():
    start = R.start()
    after = start.play("5")
    # North to move
    #     4  4  4  5  5  5
    #  0                    0
    #     4  4  4  4  0  5
    assert after == R.position(
        pits=[[4, 4, 4, 4, 0, 5], [5, 5, 5, 4, 4, 4]], stores=[0, 0], to_move=1
    )
    assert after.history == (start.key(),)


def test_example_2_chain_to_the_rows_start(board):
    # before
    #     3  2  1  1  1  1
    # 20                   10
    #     0  0  8  0  0  1
    before = board(R, "South 0 0 8 0 0 1 S=10 / North 1 1 1 1 2 3 N=20")
    trace = before.trace("3")
    # after, North to move
    #     3  0  0  0  0  0
    # 20                   21
    #     0  0  0  1  1  2
    assert trace.after == board(R, "South 0 0 0 1 1 2 S=21 / North 0 0 0 0 0 3 N=20", to_move=1)
    assert trace.captured() == 11


def test_example_3_grand_slam_captures_nothing(board):
    # before, North to move
    #     1  0  0  8  0  0
    # 17                   17
    #     1  1  1  1  1  0
    before = board(R, "South 1 1 1 1 1 0 S=17 / North 0 0 8 0 0 1 N=17", to_move=1)
    trace = before.trace("3")
    # after, South to move
    #     2  1  1  0  0  0
    # 17                   17
    #     2  2  2  2  2  0
    assert trace.after == board(R, "South 2 2 2 2 2 0 S=17 / North 0 0 0 1 1 2 N=17", to_move=0)
    assert trace.captured() == 0


def test_example_4_feeding(board):
    #     0  0  0  0  0  0
    # 23                   23
    #     1  0  0  0  0  1
    assert texts(board(R, "South 1 0 0 0 0 1 S=23 / North 0 0 0 0 0 0 N=23").legal_moves()) == [
        "6"
    ]
    #     0  0  0  0  0  0
    # 23                   20
    #     0  0  0  3  1  1
    assert texts(board(R, "South 0 0 0 3 1 1 S=20 / North 0 0 0 0 0 0 N=23").legal_moves()) == [
        "4",
        "6",
    ]


def test_example_5_cannot_feed(board):
    #     0  0  0  0  0  0
    # 24                   22
    #     1  1  0  0  0  0
    pos = board(R, "South 1 1 0 0 0 0 S=22 / North 0 0 0 0 0 0 N=24")
    assert pos.legal_moves() == ()
    assert pos.is_over()
    assert pos.scores() == (24, 24)
    assert pos.winner() is None


def test_example_6_chain_stops_at_a_4(board):
    # before
    #     0  0  0  2  3  1
    # 20                   19
    #     0  0  0  0  0  3
    before = board(R, "South 0 0 0 0 0 3 S=19 / North 1 3 2 0 0 0 N=20")
    trace = before.trace("6")
    assert trace.captured() == 3
    # North (2 4 0 0 0 0) cannot reach South's empty row: North takes 6.
    # after, game over
    #     0  0  0  0  0  0
    # 26                   22
    #     0  0  0  0  0  0
    assert trace.after == board(R, "South 0 0 0 0 0 0 S=22 / North 0 0 0 0 0 0 N=26", to_move=1)
    assert trace.after.is_over()
    assert trace.after.scores() == (22, 26)
    assert trace.after.winner() == 1


def test_example_7_chain_stops_at_the_row_boundary(board):
    # before
    #     1  0  0  2  1  1
    # 20                   17
    #     0  0  0  0  4  2
    before = board(R, "South 0 0 0 0 4 2 S=17 / North 1 1 2 0 0 1 N=20")
    trace = before.trace("5")
    # after, North to move
    #     1  0  0  0  0  0
    # 20                   24
    #     0  0  0  0  0  3
    assert trace.after == board(R, "South 0 0 0 0 0 3 S=24 / North 0 0 0 0 0 1 N=20", to_move=1)
    assert trace.captured() == 7


def test_example_8_lap_of_13_skips_the_origin(board):
    # before
    #     2  1  1  1  1  1
    # 13                   15
    #     0  0  0  0  0 13
    before = board(R, "South 0 0 0 0 0 13 S=15 / North 1 1 1 1 1 2 N=13")
    trace = before.trace("6")
    # after, North to move
    #     3  2  2  2  0  0
    # 13                   21
    #     1  1  1  1  1  0
    assert trace.after == board(R, "South 1 1 1 1 1 0 S=21 / North 0 0 2 2 2 3 N=13", to_move=1)
    assert trace.captured() == 6
    assert trace.last_place() == mc.Place(1, 2)


# example 9
#     0  0  0  0  1  1
# 23                   20
#     0  0  0  0  1  2
EXAMPLE_9 = "South 0 0 0 0 1 2 S=20 / North 1 1 0 0 0 0 N=23"


def test_example_9_grand_slam_no_capture(board):
    rules = oware(grand_slam="no-capture")
    before = board(rules, EXAMPLE_9)
    assert texts(before.legal_moves()) == ["5", "6"]
    after = before.play("6")
    # after, North to move
    #     0  0  0  0  2  2
    # 23                   20
    #     0  0  0  0  1  0
    assert after == board(rules, "South 0 0 0 0 1 0 S=20 / North 2 2 0 0 0 0 N=23", to_move=1)
    assert not after.is_over()


def test_example_9_grand_slam_capture(board):
    rules = oware(grand_slam="capture")
    before = board(rules, EXAMPLE_9)
    assert texts(before.legal_moves()) == ["5", "6"]
    trace = before.trace("6")
    assert trace.captured() == 4
    # North cannot move; South adds its 1.
    # after, game over
    #     0  0  0  0  0  0
    # 23                   25
    #     0  0  0  0  0  0
    assert trace.after == board(
        rules, "South 0 0 0 0 0 0 S=25 / North 0 0 0 0 0 0 N=23", to_move=1
    )
    assert trace.after.is_over()
    assert trace.after.scores() == (25, 23)
    assert trace.after.winner() == 0


def test_example_9_grand_slam_illegal(board):
    before = board(oware(grand_slam="illegal"), EXAMPLE_9)
    assert texts(before.legal_moves()) == ["5"]
    with pytest.raises(mc.IllegalMoveError):
        before.play("6")


# example 10
#     0  0  0  0  0  1
# 23                   23
#     0  0  0  0  0  1
EXAMPLE_10 = "South 0 0 0 0 0 1 S=23 / North 1 0 0 0 0 0 N=23"


def test_example_10_grand_slam_illegal_with_nothing_else_to_play(board):
    rules = oware(grand_slam="illegal")
    before = board(rules, EXAMPLE_10)
    assert texts(before.legal_moves()) == ["6"]
    trace = before.trace("6")
    assert trace.captured() == 2
    # after, game over
    #     0  0  0  0  0  0
    # 23                   25
    #     0  0  0  0  0  0
    assert trace.after == board(
        rules, "South 0 0 0 0 0 0 S=25 / North 0 0 0 0 0 0 N=23", to_move=1
    )
    assert trace.after.is_over()
    assert trace.after.scores() == (25, 23)
    assert trace.after.winner() == 0


def test_example_10_no_capture_north_cannot_feed(board):
    rules = oware(grand_slam="no-capture")
    before = board(rules, EXAMPLE_10)
    trace = before.trace("6")
    assert trace.captured() == 0
    # North 2 0 0 0 0 0 cannot reach South's empty row: North takes 2.
    # after, game over
    #     0  0  0  0  0  0
    # 25                   23
    #     0  0  0  0  0  0
    assert trace.after == board(
        rules, "South 0 0 0 0 0 0 S=23 / North 0 0 0 0 0 0 N=25", to_move=1
    )
    assert trace.after.is_over()
    assert trace.after.scores() == (23, 25)
    assert trace.after.winner() == 1


def test_example_11_repetition_with_the_first_position_counted(board):
    #     0  0  0  0  0  1
    # 23                   23
    #     1  0  0  0  0  0
    first = board(R, "South 1 0 0 0 0 0 S=23 / North 1 0 0 0 0 0 N=23")
    pos = first
    for move in "1 1 2 2 3 3 4 4 5 5 6".split():
        pos = pos.play(move)
        assert not pos.is_over()
    pos = pos.play("6")
    assert pos == board(R, "South 0 0 0 0 0 0 S=24 / North 0 0 0 0 0 0 N=24", to_move=0)
    assert pos.is_over()
    assert pos.scores() == (24, 24)
    assert pos.winner() is None


@pytest.mark.parametrize("grand_slam", GRAND_SLAM)
def test_grand_slam_option_does_not_change_ordinary_captures(board, grand_slam):
    rules = oware(grand_slam=grand_slam)
    before = board(rules, "South 0 0 0 0 4 2 S=17 / North 1 1 2 0 0 1 N=20")
    after = before.play("5")
    assert after == board(rules, "South 0 0 0 0 0 3 S=24 / North 0 0 0 0 0 1 N=20", to_move=1)


def test_example_11_repetition_found_in_a_history_read_from_text(board):
    # As example 11, but the game goes on from the text of a position half way: the
    # history comes from the text's seen= field, not from the moves played.
    first = board(R, "South 1 0 0 0 0 0 S=23 / North 1 0 0 0 0 0 N=23")
    pos = play_all(first, "1 1 2 2 3")
    pos = mc.parse(pos.text())
    assert len(pos.history) == 5
    pos = play_all(pos, "3 4 4 5 5 6")
    assert not pos.is_over()
    pos = pos.play("6")
    assert pos.is_over()
    assert pos.scores() == (24, 24)
