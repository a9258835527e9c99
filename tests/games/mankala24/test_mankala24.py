"""Mankala 2/4: one test per rule, option and worked example of RULES.md section 3.

Boards are drawn as seen from the table (see tests/conftest.py): North's row on top read right to
left, North's store on the left, South's row at the bottom, South's store on the right.
The stores hold captured seeds only. Every test compares the whole position after the move.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mancala_core as mc
from mancala_core.games.mankala24.rules import Mankala24

R = Mankala24()


def mankala24(**options: object) -> mc.Rules:
    return mc.rules("mankala24", **options)


def texts(moves: tuple[mc.Move, ...]) -> list[str]:
    return [str(m) for m in moves]


def play_all(pos: mc.Position, moves: str) -> mc.Position:
    for move in moves.split():
        pos = pos.play(move)
    return pos


# -- the board ------------------------------------------------------------------------------


def test_start_has_4_seeds_per_pit_and_empty_stores_south_to_move():
    # @draw : South 4 4 4 4 4 4 S=0 / North 4 4 4 4 4 4 N=0
    start = mankala24().start()
    assert start == R.position(pits=[[4] * 6, [4] * 6], stores=[0, 0], to_move=0)
    assert R.total_seeds == 48
    assert texts(start.legal_moves()) == ["1", "2", "3", "4", "5", "6"]
    assert not start.is_over()
    assert start.winner() is None
    assert start.text() == "mankala24 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S"


def test_legal_moves_are_the_movers_non_empty_pits(board):
    # @draw : South 0 3 0 1 0 2 S=20 / North 1 0 5 0 0 0 N=16
    text = "South 0 3 0 1 0 2 S=20 / North 1 0 5 0 0 0 N=16"
    assert texts(board(R, text, to_move=0).legal_moves()) == ["2", "4", "6"]
    assert texts(board(R, text, to_move=1).legal_moves()) == ["1", "3"]


# -- a move -----------------------------------------------------------------------------------


def test_sowing_goes_counter_clockwise_and_never_into_a_store():
    # South 6 with 4 seeds: North 1, 2, 3, 4; South's store is passed without a seed.
    after = R.start().play("6")
    # @draw North to move: South 4 4 4 4 4 0 S=0 / North 5 5 5 5 4 4 N=0
    assert after == R.position(
        pits=[[4, 4, 4, 4, 4, 0], [5, 5, 5, 5, 4, 4]], stores=[0, 0], to_move=1
    )


def test_north_sows_past_its_store_into_souths_row(board):
    # North 5 with 3 seeds: North 6, then South 1 and 2 (North's store gets nothing).
    # @draw before, North to move: South 4 4 4 4 4 4 S=0 / North 4 4 4 4 3 4 N=1
    before = board(R, "South 4 4 4 4 4 4 S=0 / North 4 4 4 4 3 4 N=1", to_move=1)
    after = before.play("5")
    # South 2 held 4 before the last seed: 5, no capture.
    # @draw after, South to move: South 5 5 4 4 4 4 S=0 / North 4 4 4 4 0 5 N=1
    assert after == board(R, "South 5 5 4 4 4 4 S=0 / North 4 4 4 4 0 5 N=1", to_move=0)


def test_lap_of_12_ends_in_the_emptied_pit(board):
    # 12 seeds from South 3: the 11 other pits, then South 3 itself (0 -> 1): no capture.
    # @draw before: South 0 0 12 0 0 0 S=20 / North 0 0 0 0 0 0 N=16
    before = board(R, "South 0 0 12 0 0 0 S=20 / North 0 0 0 0 0 0 N=16")
    trace = before.trace("3")
    # @draw after, North to move: South 1 1 1 1 1 1 S=20 / North 1 1 1 1 1 1 N=16
    assert trace.after == board(R, "South 1 1 1 1 1 1 S=20 / North 1 1 1 1 1 1 N=16", to_move=1)
    assert trace.last_place() == mc.Place(0, 3)


def test_there_are_no_extra_moves(board):
    # The last seed lands next to South's store: North moves next all the same.
    # @draw before: South 0 0 0 0 1 0 S=23 / North 4 4 4 4 4 0 N=4
    before = board(R, "South 0 0 0 0 1 0 S=23 / North 4 4 4 4 4 0 N=4")
    after = before.play("5")
    # @draw after, North to move: South 0 0 0 0 0 1 S=23 / North 4 4 4 4 4 0 N=4
    assert after == board(R, "South 0 0 0 0 0 1 S=23 / North 4 4 4 4 4 0 N=4", to_move=1)


# -- captures ---------------------------------------------------------------------------------


def test_last_seed_making_2_captures_on_the_opponents_side(board):
    # South 6 with 1 seed: North 1 holds 1 -> 2: captured.
    # @draw before: South 4 4 4 4 4 1 S=0 / North 1 4 4 4 4 4 N=6
    before = board(R, "South 4 4 4 4 4 1 S=0 / North 1 4 4 4 4 4 N=6")
    after = before.play("6")
    # @draw after, North to move: South 4 4 4 4 4 0 S=2 / North 0 4 4 4 4 4 N=6
    assert after == board(R, "South 4 4 4 4 4 0 S=2 / North 0 4 4 4 4 4 N=6", to_move=1)


def test_last_seed_making_4_captures_on_the_own_side(board):
    # South 1 with 2 seeds: South 2, then South 3 (3 -> 4): captured.
    # @draw before: South 2 0 3 0 0 0 S=10 / North 4 4 4 4 4 4 N=9
    before = board(R, "South 2 0 3 0 0 0 S=10 / North 4 4 4 4 4 4 N=9")
    after = before.play("1")
    # @draw after, North to move: South 0 1 0 0 0 0 S=14 / North 4 4 4 4 4 4 N=9
    assert after == board(R, "South 0 1 0 0 0 0 S=14 / North 4 4 4 4 4 4 N=9", to_move=1)


@pytest.mark.parametrize("before_count", [0, 2, 4, 5])
def test_last_seed_making_1_3_5_or_6_captures_nothing(board, before_count):
    # South 6 with 1 seed into North 1, which holds 0, 2, 4 or 5 before it.
    rest = 48 - 1 - before_count - 20
    before = R.position(pits=[[0] * 5 + [1], [before_count, 0, 0, 0, 0, 0]],
                        stores=[20, rest], to_move=0)
    after = before.play("6")
    assert after == R.position(pits=[[0] * 6, [before_count + 1, 0, 0, 0, 0, 0]],
                               stores=[20, rest], to_move=1)


def test_only_the_last_seed_captures(board):
    # South 4 with 3 seeds makes South 5 = 2 and South 6 = 4 on the way, North 1 = 3 last.
    # @draw before: South 0 0 0 3 1 3 S=10 / North 2 4 4 4 4 4 N=9
    before = board(R, "South 0 0 0 3 1 3 S=10 / North 2 4 4 4 4 4 N=9")
    after = before.play("4")
    # @draw after, North to move: South 0 0 0 0 2 4 S=10 / North 3 4 4 4 4 4 N=9
    assert after == board(R, "South 0 0 0 0 2 4 S=10 / North 3 4 4 4 4 4 N=9", to_move=1)


def test_without_chain_one_pit_only_is_taken(board):
    # South 5 with 2 seeds: South 6 (1 -> 2) and North 1 (1 -> 2, last): only North 1 goes.
    # @draw before: South 0 0 0 0 2 1 S=20 / North 1 4 4 4 4 4 N=4
    before = board(R, "South 0 0 0 0 2 1 S=20 / North 1 4 4 4 4 4 N=4")
    after = before.play("5")
    # @draw after, North to move: South 0 0 0 0 0 2 S=22 / North 0 4 4 4 4 4 N=4
    assert after == board(R, "South 0 0 0 0 0 2 S=22 / North 0 4 4 4 4 4 N=4", to_move=1)


def test_a_capture_on_a_lap_counts_the_pit_as_refilled(board):
    # "Empty just before the last seed": South 2 got a seed on the first lap (0 -> 1), so
    # the 13th seed makes it 2 and it is taken (example 3).
    before = board(R, "South 13 0 0 0 0 0 S=10 / North 1 1 1 1 1 1 N=19")
    trace = before.trace("1")
    assert trace.captured() == 2
    assert trace.last_place() == mc.Place(0, 2)


def test_north_captures_into_its_own_store(board):
    # North 6 with 2 seeds: South 1 (3 -> 4, not the last seed), South 2 (1 -> 2, last):
    # South 2 is taken into North's store.
    # @draw before, North to move: South 3 1 4 4 4 4 S=2 / North 4 4 4 4 4 2 N=4
    before = board(R, "South 3 1 4 4 4 4 S=2 / North 4 4 4 4 4 2 N=4", to_move=1)
    after = before.play("6")
    # @draw after, South to move: South 4 0 4 4 4 4 S=2 / North 4 4 4 4 4 0 N=6
    assert after == board(R, "South 4 0 4 4 4 4 S=2 / North 4 4 4 4 4 0 N=6", to_move=0)


# -- the capture_side option ------------------------------------------------------------------


def test_capture_side_own_takes_on_the_own_side(board):
    rules = mankala24(capture_side="own")
    before = board(rules, "South 2 0 3 0 0 0 S=10 / North 4 4 4 4 4 4 N=9")
    after = before.play("1")
    # @draw after, North to move: South 0 1 0 0 0 0 S=14 / North 4 4 4 4 4 4 N=9
    assert after == board(rules, "South 0 1 0 0 0 0 S=14 / North 4 4 4 4 4 4 N=9", to_move=1)


def test_capture_side_opponent_does_not_take_on_the_own_side(board):
    rules = mankala24(capture_side="opponent")
    before = board(rules, "South 2 0 3 0 0 0 S=10 / North 4 4 4 4 4 4 N=9")
    after = before.play("1")
    # @draw after, North to move: South 0 1 4 0 0 0 S=10 / North 4 4 4 4 4 4 N=9
    assert after == board(rules, "South 0 1 4 0 0 0 S=10 / North 4 4 4 4 4 4 N=9", to_move=1)


def test_capture_side_opponent_takes_on_the_opponents_side(board):
    rules = mankala24(capture_side="opponent")
    before = board(rules, "South 0 0 0 0 0 2 S=20 / North 0 1 3 0 0 0 N=22")
    after = before.play("6")
    assert after == board(rules, "South 0 0 0 0 0 0 S=22 / North 1 0 3 0 0 0 N=22", to_move=1)


def test_capture_side_is_the_movers_own_side_for_north(board):
    # North 1 with 2 seeds: North 2, North 3 (3 -> 4, North's own row).
    text = "South 4 4 4 4 4 4 S=10 / North 2 0 3 0 0 0 N=9"
    own, opponent = mankala24(capture_side="own"), mankala24(capture_side="opponent")
    assert board(own, text, to_move=1).play("1") == board(
        own, "South 4 4 4 4 4 4 S=10 / North 0 1 0 0 0 0 N=13", to_move=0
    )
    assert board(opponent, text, to_move=1).play("1") == board(
        opponent, "South 4 4 4 4 4 4 S=10 / North 0 1 4 0 0 0 N=9", to_move=0
    )


# -- the chain option ------------------------------------------------------------------------


def test_chain_stops_at_the_first_pit_that_does_not_hold_2_or_4(board):
    # South 3 with 3 seeds: South 4 (1 -> 2), South 5 (2 -> 3), South 6 (3 -> 4, last).
    # The chain takes South 6, then finds 3 in South 5 and stops: South 4 keeps its 2.
    rules = mankala24(chain=True)
    # @draw before: South 0 0 3 1 2 3 S=10 / North 4 4 4 4 4 4 N=5
    before = board(rules, "South 0 0 3 1 2 3 S=10 / North 4 4 4 4 4 4 N=5")
    after = before.play("3")
    # @draw after, North to move: South 0 0 0 2 3 0 S=14 / North 4 4 4 4 4 4 N=5
    assert after == board(rules, "South 0 0 0 2 3 0 S=14 / North 4 4 4 4 4 4 N=5", to_move=1)


@pytest.mark.parametrize(("capture_side", "north_store", "north_6"), [
    ("any", 27, 0), ("opponent", 25, 2)
])
def test_chain_stops_at_the_row_boundary_when_capture_side_says_so(
    board, capture_side, north_store, north_6
):
    # Example 5 seen from North: North 5 -> North 6 = 2, South 1 = 2, South 2 = 4 (last).
    # capture_side=opponent: the chain takes South 2 and 1, then stops at North's own row.
    rules = mankala24(chain=True, capture_side=capture_side)
    # @draw before, North to move: South 1 3 0 0 0 1 S=20 / North 0 0 0 0 3 1 N=19
    before = board(rules, "South 1 3 0 0 0 1 S=20 / North 0 0 0 0 3 1 N=19", to_move=1)
    after = before.play("5")
    assert after == rules.position(
        pits=[[0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, north_6]], stores=[20, north_store],
        to_move=0,
    )


def test_chain_with_capture_side_own_takes_nothing_on_the_opponents_row(board):
    # Example 5 with capture_side=own: the last seed makes North 2 hold 4 on North's row.
    rules = mankala24(chain=True, capture_side="own")
    before = board(rules, "South 0 0 0 0 3 1 S=19 / North 1 3 0 0 0 1 N=20")
    after = before.play("5")
    # @draw after, North to move: South 0 0 0 0 0 2 S=19 / North 2 4 0 0 0 1 N=20
    assert after == board(rules, "South 0 0 0 0 0 2 S=19 / North 2 4 0 0 0 1 N=20", to_move=1)


def test_chain_stops_at_the_emptied_pit(board):
    # South 4 with 2 seeds: South 5 (1 -> 2), South 6 (3 -> 4, last): both taken; going
    # back, South 4 (just emptied) holds 0 and stops the chain.
    rules = mankala24(chain=True)
    # @draw before: South 0 0 2 2 1 3 S=17 / North 4 4 4 4 0 0 N=7
    before = board(rules, "South 0 0 2 2 1 3 S=17 / North 4 4 4 4 0 0 N=7")
    after = before.play("4")
    # @draw after, North to move: South 0 0 2 0 0 0 S=23 / North 4 4 4 4 0 0 N=7
    assert after == board(rules, "South 0 0 2 0 0 0 S=23 / North 4 4 4 4 0 0 N=7", to_move=1)


def test_chain_takes_each_pit_once_on_a_full_lap(board):
    # 2 pits a row, 8 seeds from South 2: every pit gets 2; the last (South 2 itself) and
    # then going back South 1, North 2, North 1: all four are taken, and the chain stops.
    rules = mankala24(pits=2, seeds=3, chain=True)
    # @draw before: South 0 8 S=4 / North 0 0 N=0
    before = rules.position(pits=[[0, 8], [0, 0]], stores=[4, 0], to_move=0)
    trace = before.trace("2")
    # @draw after, game over (North has no seeds): South 0 0 S=12 / North 0 0 N=0
    assert trace.after == rules.position(pits=[[0, 0], [0, 0]], stores=[12, 0], to_move=1)
    assert [s.place for s in trace.steps if s.kind == "capture"] == [
        mc.Place(0, 2), mc.Place(0, 1), mc.Place(1, 2), mc.Place(1, 1)
    ]


# -- the end ---------------------------------------------------------------------------------


def test_a_player_who_empties_their_own_row_does_not_end_the_game(board):
    # South plays its last seed into North's row: North, who has seeds, moves next.
    # @draw before: South 0 0 0 0 0 1 S=20 / North 0 0 3 0 0 0 N=24
    before = board(R, "South 0 0 0 0 0 1 S=20 / North 0 0 3 0 0 0 N=24")
    after = before.play("6")
    # @draw after, North to move: South 0 0 0 0 0 0 S=20 / North 1 0 3 0 0 0 N=24
    assert after == board(R, "South 0 0 0 0 0 0 S=20 / North 1 0 3 0 0 0 N=24", to_move=1)
    assert not after.is_over()
    assert texts(after.legal_moves()) == ["1", "3"]


def test_the_player_to_move_without_seeds_gives_every_seed_left_to_the_other(board):
    # North's row is empty but South, to move, has seeds: play goes on. South 4 sows into
    # South 5 and 6; now North is to move without seeds: the game ends, South takes 2.
    # @draw before: South 0 0 0 2 0 0 S=20 / North 0 0 0 0 0 0 N=26
    before = board(R, "South 0 0 0 2 0 0 S=20 / North 0 0 0 0 0 0 N=26")
    assert not before.is_over()
    trace = before.trace("4")
    # @draw game over: South 0 0 0 0 0 0 S=22 / North 0 0 0 0 0 0 N=26
    assert trace.after == board(R, "South 0 0 0 0 0 0 S=22 / North 0 0 0 0 0 0 N=26", to_move=1)
    assert trace.after.is_over()
    assert trace.after.scores() == (22, 26)
    assert trace.after.winner() == 1
    assert trace.steps[-1] == mc.Step("end", 0, note="North has no seeds to move")


def test_set_up_position_with_the_mover_empty_is_over_and_scored(board):
    # South to move with no seeds: every seed left (North's 5) goes to North.
    pos = board(R, "South 0 0 0 0 0 0 S=20 / North 1 0 4 0 0 0 N=23")
    assert pos.is_over()
    assert pos.scores() == (20, 28)
    assert pos.winner() == 1
    # North to move with the same board: North moves; not over.
    assert not board(R, "South 0 0 0 0 0 0 S=20 / North 1 0 4 0 0 0 N=23", to_move=1).is_over()


@pytest.mark.parametrize(("stores", "winner"), [((25, 23), 0), ((23, 25), 1)])
def test_more_captured_seeds_wins(stores, winner):
    pos = R.position(pits=[[0] * 6, [0] * 6], stores=list(stores), to_move=0)
    assert pos.is_over()
    assert pos.scores() == stores
    assert pos.winner() == winner


def test_24_24_is_a_draw():
    pos = R.position(pits=[[0] * 6, [0] * 6], stores=[24, 24], to_move=1)
    assert pos.is_over()
    assert pos.winner() is None


def test_repetition_ends_the_game_and_each_takes_their_own_row(board):
    # Both single seeds walk round the board; after 12 moves the first position is back
    # with South to move. Each takes their own row: 24-24 (not 23-25, which the
    # "no seeds to move" rule would give).
    # @draw : South 1 0 0 0 0 0 S=23 / North 1 0 0 0 0 0 N=23
    first = board(R, "South 1 0 0 0 0 0 S=23 / North 1 0 0 0 0 0 N=23")
    pos = play_all(first, "1 1 2 2 3 3 4 4 5 5 6")
    # @draw one move before, North to move: South 0 0 0 0 0 0 S=23 / North 1 0 0 0 0 1 N=23
    assert pos == board(R, "South 0 0 0 0 0 0 S=23 / North 1 0 0 0 0 1 N=23", to_move=1)
    assert not pos.is_over()
    trace = pos.trace("6")
    # @draw game over: South 0 0 0 0 0 0 S=24 / North 0 0 0 0 0 0 N=24
    assert trace.after == board(R, "South 0 0 0 0 0 0 S=24 / North 0 0 0 0 0 0 N=24", to_move=0)
    assert trace.after.is_over()
    assert trace.after.scores() == (24, 24)
    assert [s.kind for s in trace.steps][-3:] == ["collect", "collect", "end"]


def test_a_repeated_position_read_from_text_is_over(board):
    first = board(R, "South 1 0 0 0 0 0 S=23 / North 1 0 0 0 0 0 N=23")
    pos = play_all(first, "1 1 2 2 3 3 4 4 5 5 6")
    again = mc.parse(pos.text())
    assert again == pos
    assert again.history == pos.history
    assert again.play("6").is_over()


def test_a_capture_clears_the_positions_to_remember(board):
    before = board(R, "South 4 4 4 4 4 1 S=0 / North 1 4 4 4 4 4 N=6")
    assert before.play("1").history == (before.key(),)
    assert before.play("6").history == ()


# -- options: pits, seeds ------------------------------------------------------------------


@pytest.mark.parametrize("pits", range(1, 10))
def test_pits_option_sets_the_row_length(pits):
    rules = mankala24(pits=pits)
    assert rules.start() == rules.position(pits=[[4] * pits] * 2, stores=[0, 0], to_move=0)
    assert rules.total_seeds == 8 * pits


@pytest.mark.parametrize("seeds", range(1, 10))
def test_seeds_option_sets_the_seeds_per_pit(seeds):
    rules = mankala24(seeds=seeds)
    assert rules.start() == rules.position(pits=[[seeds] * 6] * 2, stores=[0, 0], to_move=0)


def test_options_appear_in_the_rules_label():
    rules = mankala24(capture_side="opponent", chain=True)
    assert rules.label() == "mankala24[capture_side=opponent,chain=true]"
    assert mc.parse(rules.start().text()).rules == rules


@pytest.mark.parametrize(
    "options",
    [{"capture_side": "both"}, {"chain": "yes"}, {"pits": 10}, {"seeds": 0}, {"grand_slam": "x"}],
)
def test_unknown_options_and_values_are_refused(options):
    with pytest.raises(mc.InvalidOptionError):
        mankala24(**options)


# -- the worked examples of RULES.md section 3 ---------------------------------------------


def test_example_1_last_seed_makes_4_on_the_own_side(board):
    # @draw before: South 0 2 0 3 0 0 S=10 / North 4 4 4 4 4 4 N=9
    before = board(R, "South 0 2 0 3 0 0 S=10 / North 4 4 4 4 4 4 N=9")
    trace = before.trace("2")
    # @draw after, North to move: South 0 0 1 0 0 0 S=14 / North 4 4 4 4 4 4 N=9
    assert trace.after == board(R, "South 0 0 1 0 0 0 S=14 / North 4 4 4 4 4 4 N=9", to_move=1)
    assert trace.captured() == 4


@pytest.mark.parametrize(
    ("capture_side", "after_text"),
    [
        ("any", "South 0 0 0 0 0 0 S=22 / North 1 0 3 0 0 0 N=22"),
        ("opponent", "South 0 0 0 0 0 0 S=22 / North 1 0 3 0 0 0 N=22"),
        ("own", "South 0 0 0 0 0 0 S=20 / North 1 2 3 0 0 0 N=22"),
    ],
)
def test_example_2_last_seed_makes_2_on_the_opponents_side(board, capture_side, after_text):
    # @draw before: South 0 0 0 0 0 2 S=20 / North 0 1 3 0 0 0 N=22
    rules = mankala24(capture_side=capture_side)
    before = board(rules, "South 0 0 0 0 0 2 S=20 / North 0 1 3 0 0 0 N=22")
    after = before.play("6")
    assert after == board(rules, after_text, to_move=1)
    assert not after.is_over()


def test_example_3_lap_gives_the_origin_a_seed_and_captures_pit_2(board):
    # @draw before: South 13 0 0 0 0 0 S=10 / North 1 1 1 1 1 1 N=19
    before = board(R, "South 13 0 0 0 0 0 S=10 / North 1 1 1 1 1 1 N=19")
    after = before.play("1")
    # @draw after, North to move: South 1 0 1 1 1 1 S=12 / North 2 2 2 2 2 2 N=19
    assert after == board(R, "South 1 0 1 1 1 1 S=12 / North 2 2 2 2 2 2 N=19", to_move=1)


def test_example_4_the_player_to_move_has_no_seeds(board):
    # @draw before: South 0 0 0 3 0 1 S=20 / North 1 0 0 0 0 0 N=23
    before = board(R, "South 0 0 0 3 0 1 S=20 / North 1 0 0 0 0 0 N=23")
    trace = before.trace("6")
    # North 1 holds 2: captured (S=22); North cannot move: South takes its 3.
    # @draw game over: South 0 0 0 0 0 0 S=25 / North 0 0 0 0 0 0 N=23
    assert trace.after == board(R, "South 0 0 0 0 0 0 S=25 / North 0 0 0 0 0 0 N=23", to_move=1)
    assert trace.after.is_over()
    assert trace.after.scores() == (25, 23)
    assert trace.after.winner() == 0
    assert [(s.kind, s.seeds) for s in trace.steps if s.kind in ("capture", "collect")] == [
        ("capture", 2), ("collect", 3)
    ]


@pytest.mark.parametrize(
    ("options", "south_after", "store"),
    [
        ({}, [0, 0, 0, 0, 0, 2], 23),
        ({"chain": True}, [0, 0, 0, 0, 0, 0], 27),
        ({"chain": True, "capture_side": "opponent"}, [0, 0, 0, 0, 0, 2], 25),
    ],
)
def test_example_5_chains(board, options, south_after, store):
    # South 5 -> South 6 = 2, North 1 = 2, North 2 = 4 (last).
    # @draw before: South 0 0 0 0 3 1 S=19 / North 1 3 0 0 0 1 N=20
    rules = mankala24(**options)
    before = board(rules, "South 0 0 0 0 3 1 S=19 / North 1 3 0 0 0 1 N=20")
    after = before.play("5")
    north_after = [2, 0, 0, 0, 0, 1] if store == 23 else [0, 0, 0, 0, 0, 1]
    assert after == rules.position(pits=[south_after, north_after], stores=[store, 20], to_move=1)


# -- moves that are refused ---------------------------------------------------------------------


def test_an_empty_pit_is_an_illegal_move_and_nothing_changes(board):
    before = board(R, "South 0 2 0 3 0 0 S=10 / North 4 4 4 4 4 4 N=9")
    text = before.text()
    with pytest.raises(mc.IllegalMoveError, match="South's pit 1 is empty"):
        before.play("1")
    assert before.text() == text
    with pytest.raises(mc.InvalidMoveError):
        before.play("7")
    assert before.text() == text


def test_no_move_is_legal_once_the_game_is_over():
    over = R.position(pits=[[0] * 6, [1] * 6], stores=[20, 22], to_move=0)
    with pytest.raises(mc.IllegalMoveError, match="the game is over"):
        over.play("1")


# -- random games: the invariants ---------------------------------------------------------------

RANDOM_RULES = [
    {},
    {"chain": True},
    {"capture_side": "own"},
    {"capture_side": "opponent", "chain": True},
    {"pits": 1, "seeds": 1},
    {"pits": 3, "seeds": 2, "chain": True},
    {"pits": 9, "seeds": 9},
]


def check(pos: mc.Position, total: int) -> None:
    assert sum(pos.store(p) for p in (0, 1)) + pos.seeds_on_board() == total, pos.text()
    again = mc.parse(pos.text())
    assert again == pos and again.text() == pos.text() and again.history == pos.history
    assert bool(pos.legal_moves()) != pos.is_over()


@pytest.mark.parametrize("options", RANDOM_RULES, ids=str)
def test_random_games_end_with_a_result_and_keep_the_seeds(options):
    rules = mankala24(**options)
    rng = random.Random(str(options))
    for _ in range(6):
        pos = rules.start()
        for _ply in range(2000):
            check(pos, rules.total_seeds)
            if pos.is_over():
                break
            move = rng.choice(pos.legal_moves())
            trace = pos.trace(move)
            assert trace.after == pos.play(move)
            pos = trace.after
        assert pos.is_over(), pos.text()
        assert pos.seeds_on_board() == 0  # the end sweeps the board into the stores
        assert sum(pos.scores()) == rules.total_seeds
        scores = pos.scores()
        assert pos.winner() == (None if scores[0] == scores[1] else scores.index(max(scores)))


@settings(max_examples=60, deadline=None)
@given(choices=st.lists(st.integers(min_value=0, max_value=11), max_size=200))
def test_any_line_of_play_keeps_the_invariants(choices):
    pos = R.start()
    for choice in choices:
        moves = pos.legal_moves()
        if not moves:
            break
        pos = pos.play(moves[choice % len(moves)])
        check(pos, 48)
