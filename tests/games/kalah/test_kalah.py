"""Kalah: one test per rule, option and worked example of RULES.md section 1.

Boards are drawn as seen from the table (see tests/conftest.py): North's row on top read right to
left, North's store on the left, South's row at the bottom, South's store on the right.
Every test compares the whole position after the move.
"""

from __future__ import annotations

import pytest

import mancala_core as mc

R = mc.rules("kalah")


def kalah(**options: object) -> mc.Rules:
    return mc.rules("kalah", **options)


def texts(moves: tuple[mc.Move, ...]) -> list[str]:
    return [str(m) for m in moves]


# -- the board ------------------------------------------------------------------------------


def test_start_has_4_seeds_per_pit_and_empty_stores_south_to_move():
    #     4  4  4  4  4  4
    #  0                    0
    #     4  4  4  4  4  4
    start = R.start()
    assert start == R.position(pits=[[4] * 6, [4] * 6], stores=[0, 0], to_move=0)
    assert start.to_move == 0
    assert R.total_seeds == 48
    assert not start.is_over()
    assert start.winner() is None
    assert start.scores() == (0, 0)


def test_legal_moves_are_the_movers_non_empty_pits(board):
    #     0  0  0  5  0  1
    # 16                   20
    #     0  3  0  1  0  2
    text = "South 0 3 0 1 0 2 S=20 / North 1 0 5 0 0 0 N=16"
    assert texts(board(R, text, to_move=0).legal_moves()) == ["2", "4", "6"]
    assert texts(board(R, text, to_move=1).legal_moves()) == ["1", "3"]


# -- a move -----------------------------------------------------------------------------------


def test_sowing_goes_counter_clockwise_through_own_store_to_the_other_row(board):
    # North plays 5: North 6, North's store, then South's pit 1.
    # before, North to move
    #     1  3  0  0  0  0
    # 18                   20
    #     1  1  1  1  1  1
    before = board(R, "South 1 1 1 1 1 1 S=20 / North 0 0 0 0 3 1 N=18", to_move=1)
    after = before.play("5")
    # after, South to move
    #     2  0  0  0  0  0
    # 19                   20
    #     2  1  1  1  1  1
    assert after == R.position(
        pits=[[2, 1, 1, 1, 1, 1], [0, 0, 0, 0, 0, 2]], stores=[20, 19], to_move=0
    )


@pytest.mark.parametrize("mover", [0, 1], ids=["south", "north"])
def test_opponents_store_is_skipped(board, mover):
    # South plays 6 with 8 seeds: own store, North 1-6, North's store skipped, South 1.
    # before (South's case)
    #     1  1  1  1  1  1
    # 24                    9
    #     1  0  0  0  0  8
    # after, North to move
    #     2  2  2  2  2  2
    # 24                   10
    #     2  0  0  0  0  0
    # North's case is the mirror image.
    movers_row, other_row = [1, 0, 0, 0, 0, 8], [1, 1, 1, 1, 1, 1]
    pits = [movers_row, other_row] if mover == 0 else [other_row, movers_row]
    stores = [9, 24] if mover == 0 else [24, 9]
    before = R.position(pits=pits, stores=stores, to_move=mover)
    after = before.play("6")
    movers_after, other_after = [2, 0, 0, 0, 0, 0], [2, 2, 2, 2, 2, 2]
    assert after == R.position(
        pits=[movers_after, other_after] if mover == 0 else [other_after, movers_after],
        stores=[10, 24] if mover == 0 else [24, 10],
        to_move=1 - mover,
    )


def test_lap_sows_the_emptied_pit(board):
    # 15 seeds from South 1: South 2-6, S, North 1-6 (N skipped), South 1, 2, 3.
    # before
    #     1  1  1  1  1  1
    # 12                   10
    #    15  1  1  1  1  1
    before = board(R, "South 15 1 1 1 1 1 S=10 / North 1 1 1 1 1 1 N=12")
    after = before.play("1")
    # after, North to move
    #     2  2  2  2  2  2
    # 12                   11
    #     1  3  3  2  2  2
    assert after == board(R, "South 1 3 3 2 2 2 S=11 / North 2 2 2 2 2 2 N=12", to_move=1)


# -- where the last seed lands ------------------------------------------------------------


def test_last_seed_in_own_store_gives_another_move(board):
    # before
    #     0  4  4  4  4  4
    #  4                   20
    #     1  0  0  3  0  0
    before = board(R, "South 1 0 0 3 0 0 S=20 / North 4 4 4 4 4 0 N=4")
    trace = before.trace("4")
    # after, South moves again
    #     0  4  4  4  4  4
    #  4                   21
    #     1  0  0  0  1  1
    assert trace.after == board(R, "South 1 0 0 0 1 1 S=21 / North 4 4 4 4 4 0 N=4", to_move=0)
    assert trace.extra_move()
    assert trace.last_place() == mc.Place(0, None)


def test_extra_moves_chain_without_limit(board):
    # before
    #     4  4  4  4  4  4
    #  3                    0
    #     6  5  4  3  2  1
    pos = board(R, "South 6 5 4 3 2 1 S=0 / North 4 4 4 4 4 4 N=3")
    for move in ["6", "5", "6", "4", "6", "3"]:
        pos = pos.play(move)
        assert pos.to_move == 0, f"South should move again after {move}"
    # after six moves in a row, South still to move
    #     4  4  4  4  4  4
    #  3                    6
    #     6  5  0  1  2  1
    assert pos == board(R, "South 6 5 0 1 2 1 S=6 / North 4 4 4 4 4 4 N=3", to_move=0)


def test_only_the_last_seed_in_the_store_gives_another_move(board):
    # South 6 with 3 seeds passes its store (+1) but ends in North 2: North to move.
    # before
    #     4  4  4  4  4  4
    #  1                    0
    #     4  4  4  4  4  3
    before = board(R, "South 4 4 4 4 4 3 S=0 / North 4 4 4 4 4 4 N=1")
    trace = before.trace("6")
    # after, North to move
    #     4  4  4  4  5  5
    #  1                    1
    #     4  4  4  4  4  0
    assert trace.after == board(R, "South 4 4 4 4 4 0 S=1 / North 5 5 4 4 4 4 N=1", to_move=1)
    assert not trace.extra_move()


@pytest.mark.parametrize("empty_capture", [False, True])
def test_capture_takes_facing_pit_and_last_seed(board, empty_capture):
    # South 3 -> empty South 4, facing North 3 (6): 6 + 1 go to South's store.
    # before
    #     2  0  0  6  2  1
    # 16                   15
    #     2  0  1  0  3  0
    rules = kalah(empty_capture=empty_capture)
    before = board(rules, "South 2 0 1 0 3 0 S=15 / North 1 2 6 0 0 2 N=16")
    trace = before.trace("3")
    # after, North to move
    #     2  0  0  0  2  1
    # 16                   22
    #     2  0  0  0  3  0
    assert trace.after == board(
        rules, "South 2 0 0 0 3 0 S=22 / North 1 2 0 0 0 2 N=16", to_move=1
    )
    assert trace.captured() == 7
    assert not trace.extra_move()  # a capture never gives an extra move


def test_north_captures_from_the_facing_south_pit(board):
    # North 2 -> empty North 3, facing South 4 (5): 5 + 1 go to North's store.
    # before, North to move
    #     0  0  4  0  1  2
    # 18                   14
    #     3  0  0  5  1  0
    before = board(R, "South 3 0 0 5 1 0 S=14 / North 2 1 0 4 0 0 N=18", to_move=1)
    after = before.play("2")
    # after, South to move
    #     0  0  4  0  0  2
    # 24                   14
    #     3  0  0  0  1  0
    assert after == board(R, "South 3 0 0 0 1 0 S=14 / North 2 0 0 4 0 0 N=24", to_move=0)


def test_last_seed_in_an_opponents_empty_pit_captures_nothing(board):
    # South 6 -> S, North 1, North 2 (empty): nothing happens, North to move.
    # before
    #     3  3  3  3  0  3
    #  5                   20
    #     1  1  1  1  1  3
    before = board(R, "South 1 1 1 1 1 3 S=20 / North 3 0 3 3 3 3 N=5")
    after = before.play("6")
    # after, North to move
    #     3  3  3  3  1  4
    #  5                   21
    #     1  1  1  1  1  0
    assert after == board(R, "South 1 1 1 1 1 0 S=21 / North 4 1 3 3 3 3 N=5", to_move=1)


def test_last_seed_in_an_own_occupied_pit_captures_nothing(board):
    # before
    #     4  4  4  4  4  4
    #  2                   20
    #     0  1  1  0  0  0
    before = board(R, "South 0 1 1 0 0 0 S=20 / North 4 4 4 4 4 4 N=2")
    after = before.play("2")
    # after, North to move
    #     4  4  4  4  4  4
    #  2                   20
    #     0  0  2  0  0  0
    assert after == board(R, "South 0 0 2 0 0 0 S=20 / North 4 4 4 4 4 4 N=2", to_move=1)


def test_own_empty_pit_facing_an_empty_pit_captures_nothing(board):
    # South 2 -> empty South 3, facing North 4, which is empty: the seed stays.
    # before
    #     4  4  0  4  4  4
    #  4                   18
    #     0  1  0  5  0  0
    before = board(R, "South 0 1 0 5 0 0 S=18 / North 4 4 4 0 4 4 N=4")
    trace = before.trace("2")
    # after, North to move
    #     4  4  0  4  4  4
    #  4                   18
    #     0  0  1  5  0  0
    assert trace.after == board(R, "South 0 0 1 5 0 0 S=18 / North 4 4 4 0 4 4 N=4", to_move=1)
    assert trace.captured() == 0


# -- the end --------------------------------------------------------------------------------


def test_game_ends_when_the_movers_row_is_empty(board):
    # South 6 -> S, North 1: South's row is empty, North adds its 7.
    # before
    #     1  1  1  1  1  1
    # 20                   20
    #     0  0  0  0  0  2
    before = board(R, "South 0 0 0 0 0 2 S=20 / North 1 1 1 1 1 1 N=20")
    after = before.play("6")
    # after, game over
    #     0  0  0  0  0  0
    # 27                   21
    #     0  0  0  0  0  0
    assert after == board(R, "South 0 0 0 0 0 0 S=21 / North 0 0 0 0 0 0 N=27", to_move=1)
    assert after.is_over()
    assert after.legal_moves() == ()
    assert after.scores() == (21, 27)
    assert after.winner() == 1


def test_game_ends_when_the_opponents_row_is_empty(board):
    # South 3 -> empty South 4 captures North 3 (2) + 1: North's row is empty.
    # before
    #     0  0  0  2  0  0
    # 22                   20
    #     0  0  1  0  0  3
    before = board(R, "South 0 0 1 0 0 3 S=20 / North 0 0 2 0 0 0 N=22")
    after = before.play("3")
    # after, game over (South adds its 3)
    #     0  0  0  0  0  0
    # 22                   26
    #     0  0  0  0  0  0
    assert after == board(R, "South 0 0 0 0 0 0 S=26 / North 0 0 0 0 0 0 N=22", to_move=1)
    assert after.is_over()
    assert after.scores() == (26, 22)
    assert after.winner() == 0


def test_game_ends_even_when_the_last_seed_gave_another_move(board):
    # before
    #     2  2  2  2  2  2
    # 25                   10
    #     0  0  0  0  0  1
    before = board(R, "South 0 0 0 0 0 1 S=10 / North 2 2 2 2 2 2 N=25")
    after = before.play("6")
    # after, game over
    #     0  0  0  0  0  0
    # 37                   11
    #     0  0  0  0  0  0
    # (South was owed the next move; the game ended first.)
    assert after == board(R, "South 0 0 0 0 0 0 S=11 / North 0 0 0 0 0 0 N=37", to_move=0)
    assert after.is_over()
    assert after.legal_moves() == ()
    assert after.winner() == 1


def test_a_set_up_position_with_an_empty_row_is_over(board):
    #     3  0  0  0  2  1
    # 22                   20
    #     0  0  0  0  0  0
    pos = board(R, "South 0 0 0 0 0 0 S=20 / North 1 2 0 0 0 3 N=22", to_move=1)
    assert pos.is_over()
    assert pos.legal_moves() == ()


@pytest.mark.parametrize(
    ("stores", "winner"), [((30, 18), 0), ((18, 30), 1)], ids=["south", "north"]
)
def test_more_seeds_in_store_wins(stores, winner):
    pos = R.position(pits=[[0] * 6, [0] * 6], stores=list(stores), to_move=0)
    assert pos.is_over()
    assert pos.scores() == stores
    assert pos.winner() == winner


def test_equal_stores_are_a_draw():
    pos = R.position(pits=[[0] * 6, [0] * 6], stores=[24, 24], to_move=1)
    assert pos.is_over()
    assert pos.scores() == (24, 24)
    assert pos.winner() is None


def test_an_unfinished_game_has_no_winner(board):
    pos = board(R, "South 0 0 0 0 0 1 S=40 / North 1 0 0 0 0 0 N=6")
    assert not pos.is_over()
    assert pos.winner() is None
    assert pos.scores() == (40, 6)


# -- options: pits and seeds --------------------------------------------------------------


@pytest.mark.parametrize("pits", range(1, 10))
def test_pits_option_sets_the_row_length(pits):
    rules = kalah(pits=pits)
    start = rules.start()
    assert start == rules.position(pits=[[4] * pits, [4] * pits], stores=[0, 0], to_move=0)
    assert texts(start.legal_moves()) == [str(k) for k in range(1, pits + 1)]
    assert rules.total_seeds == 8 * pits


@pytest.mark.parametrize("seeds", range(1, 10))
def test_seeds_option_sets_the_seeds_per_pit(seeds):
    rules = kalah(seeds=seeds)
    assert rules.start() == rules.position(
        pits=[[seeds] * 6, [seeds] * 6], stores=[0, 0], to_move=0
    )
    assert rules.total_seeds == 12 * seeds


def test_pits_option_changes_the_facing_pit(board):
    # With 4 pits, South 3 faces North 2 (n + 1 - i).
    # before
    #     1  5  2  2
    #  8             10
    #     0  1  0  3
    rules = kalah(pits=4)
    before = board(rules, "South 0 1 0 3 S=10 / North 2 2 5 1 N=8")
    after = before.play("2")
    # after, North to move
    #     1  5  0  2
    #  8             13
    #     0  0  0  3
    assert after == board(rules, "South 0 0 0 3 S=13 / North 2 0 5 1 N=8", to_move=1)


def test_pits_option_changes_the_lap_length(board):
    # With 3 pits a lap is 7 seeds: the 7th falls into the emptied South 1, facing North 3.
    # before
    #     1  1  1
    # 10           2
    #     7  1  1
    rules = kalah(pits=3)
    before = board(rules, "South 7 1 1 S=2 / North 1 1 1 N=10")
    after = before.play("1")
    # after, North to move
    #     0  2  2
    # 10           6
    #     0  2  2
    assert after == board(rules, "South 0 2 2 S=6 / North 2 2 0 N=10", to_move=1)


def test_one_pit_one_seed_game_ends_on_the_first_move():
    #     1
    #  0     0
    #     1
    rules = kalah(pits=1, seeds=1)
    after = rules.start().play("1")
    # South's seed goes to its store (an extra move), but South's row is empty: North adds 1.
    assert after == rules.position(pits=[[0], [0]], stores=[1, 1], to_move=0)
    assert after.is_over()
    assert after.winner() is None


# -- option: empty_capture ------------------------------------------------------------------


def test_empty_capture_sends_the_lone_seed_to_the_store(board):
    # As test_own_empty_pit_facing_an_empty_pit_captures_nothing, with empty_capture=true.
    # before
    #     4  4  0  4  4  4
    #  4                   18
    #     0  1  0  5  0  0
    rules = kalah(empty_capture=True)
    before = board(rules, "South 0 1 0 5 0 0 S=18 / North 4 4 4 0 4 4 N=4")
    trace = before.trace("2")
    # after, North to move
    #     4  4  0  4  4  4
    #  4                   19
    #     0  0  0  5  0  0
    assert trace.after == board(
        rules, "South 0 0 0 5 0 0 S=19 / North 4 4 4 0 4 4 N=4", to_move=1
    )
    assert trace.captured() == 1
    assert not trace.extra_move()


# -- option: end ----------------------------------------------------------------------------


def test_end_no_move_plays_on_when_a_row_is_empty_and_the_mover_has_seeds(board):
    #     2  0  0  0  0  0
    # 22                   24
    #     0  0  0  0  0  0
    text = "South 0 0 0 0 0 0 S=24 / North 0 0 0 0 0 2 N=22"
    assert texts(board(kalah(end="no-move"), text, to_move=1).legal_moves()) == ["6"]
    assert not board(kalah(end="no-move"), text, to_move=1).is_over()
    assert board(kalah(end="no-move"), text, to_move=0).is_over()
    assert board(kalah(end="row-empty"), text, to_move=1).is_over()


def test_end_no_move_ends_when_a_player_owed_an_extra_move_has_an_empty_row(board):
    # before
    #     2  2  2  2  2  2
    # 25                   10
    #     0  0  0  0  0  1
    rules = kalah(end="no-move")
    before = board(rules, "South 0 0 0 0 0 1 S=10 / North 2 2 2 2 2 2 N=25")
    after = before.play("6")
    # after, game over
    #     0  0  0  0  0  0
    # 37                   11
    #     0  0  0  0  0  0
    assert after == board(rules, "South 0 0 0 0 0 0 S=11 / North 0 0 0 0 0 0 N=37", to_move=0)
    assert after.is_over()
    assert after.scores() == (11, 37)


def test_end_no_move_ends_when_the_player_to_move_has_no_seeds(board):
    # South 3 captures North's last seeds; North is to move with an empty row: game over.
    # before
    #     0  0  0  2  0  0
    # 22                   20
    #     0  0  1  0  0  3
    rules = kalah(end="no-move")
    before = board(rules, "South 0 0 1 0 0 3 S=20 / North 0 0 2 0 0 0 N=22")
    after = before.play("3")
    # after, game over (South adds 3)
    #     0  0  0  0  0  0
    # 22                   26
    #     0  0  0  0  0  0
    assert after == board(rules, "South 0 0 0 0 0 0 S=26 / North 0 0 0 0 0 0 N=22", to_move=1)
    assert after.is_over()
    assert after.winner() == 0


# -- option: leftovers ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("leftovers", "scores", "winner"),
    [("owner", (20, 28), 1), ("emptied", (26, 22), 0), ("uncounted", (20, 22), 1)],
)
def test_leftovers_option_scores_a_finished_set_up_position(board, leftovers, scores, winner):
    # South's row is empty; North's row holds 6.
    #     3  0  0  0  2  1
    # 22                   20
    #     0  0  0  0  0  0
    pos = board(kalah(leftovers=leftovers), "South 0 0 0 0 0 0 S=20 / North 1 2 0 0 0 3 N=22")
    assert pos.is_over()
    assert pos.scores() == scores
    assert pos.winner() == winner


# -- option: swap (the pie rule) ------------------------------------------------------------


def test_swap_is_offered_to_north_after_souths_first_turn():
    rules = kalah(swap=True)
    after = rules.start().play("6")
    # North to move
    #     4  4  4  5  5  5
    #  0                    1
    #     4  4  4  4  4  0
    assert after == rules.position(
        pits=[[4, 4, 4, 4, 4, 0], [5, 5, 5, 4, 4, 4]], stores=[1, 0], to_move=1, swap="open"
    )
    assert texts(after.legal_moves()) == ["1", "2", "3", "4", "5", "6", "swap"]


def test_swap_is_not_offered_to_south():
    rules = kalah(swap=True)
    start = rules.start()
    assert start == rules.position(pits=[[4] * 6, [4] * 6], stores=[0, 0], to_move=0, swap="open")
    assert texts(start.legal_moves()) == ["1", "2", "3", "4", "5", "6"]
    with pytest.raises(mc.IllegalMoveError):
        start.play("swap")


def test_swap_waits_until_the_end_of_souths_first_turn():
    # South 3 ends in South's store: South moves again, still no swap for anyone.
    rules = kalah(swap=True)
    after = rules.start().play("3")
    assert after == rules.position(
        pits=[[4, 4, 0, 5, 5, 5], [4] * 6], stores=[1, 0], to_move=0, swap="open"
    )
    assert "swap" not in texts(after.legal_moves())


def test_swap_keeps_the_board_and_the_side_to_move_and_records_it():
    rules = kalah(swap=True)
    before = rules.start().play("6")
    after = before.play("swap")
    # board unchanged, North to move
    #     4  4  4  5  5  5
    #  0                    1
    #     4  4  4  4  4  0
    assert after == rules.position(
        pits=[[4, 4, 4, 4, 4, 0], [5, 5, 5, 4, 4, 4]], stores=[1, 0], to_move=1, swap="used"
    )
    assert texts(after.legal_moves()) == ["1", "2", "3", "4", "5", "6"]
    with pytest.raises(mc.IllegalMoveError):
        after.play("swap")


def test_swap_is_not_offered_after_norths_first_move():
    rules = kalah(swap=True)
    pos = rules.start().play("6").play("1")
    # South to move
    #     5  5  5  6  6  0
    #  0                    1
    #     4  4  4  4  4  0
    assert pos == rules.position(
        pits=[[4, 4, 4, 4, 4, 0], [0, 6, 6, 5, 5, 5]], stores=[1, 0], to_move=0, swap="closed"
    )
    pos = pos.play("1")  # South 1 -> South 2..5: North to move for the second time
    assert pos.to_move == 1
    assert "swap" not in texts(pos.legal_moves())
    with pytest.raises(mc.IllegalMoveError):
        pos.play("swap")


def test_no_swap_when_souths_first_turn_ends_the_game():
    rules = kalah(pits=1, seeds=1, swap=True)
    after = rules.start().play("1")
    assert after.is_over()
    assert after.legal_moves() == ()
    with pytest.raises(mc.IllegalMoveError):
        after.play("swap")


def test_without_the_swap_option_swap_is_not_a_move():
    after = R.start().play("6")
    assert "swap" not in texts(after.legal_moves())
    with pytest.raises(mc.InvalidMoveError):
        after.play("swap")


def test_a_set_up_position_with_swap_defaults_to_closed():
    rules = kalah(swap=True)
    pos = rules.position(pits=[[4] * 6, [4] * 6], stores=[0, 0], to_move=1)
    assert pos == rules.position(pits=[[4] * 6, [4] * 6], stores=[0, 0], to_move=1, swap="closed")
    assert "swap" not in texts(pos.legal_moves())


# -- the worked examples of RULES.md section 1 ---------------------------------------------


def test_example_1_classic_first_move_earns_another_move():
    after = R.start().play("3")
    # South moves again
    #     4  4  4  4  4  4
    #  0                    1
    #     4  4  0  5  5  5
    assert after == R.position(pits=[[4, 4, 0, 5, 5, 5], [4] * 6], stores=[1, 0], to_move=0)


def test_example_2_south_6_sows_into_norths_row():
    after = R.start().play("6")
    # North to move
    #     4  4  4  5  5  5
    #  0                    1
    #     4  4  4  4  4  0
    assert after == R.position(
        pits=[[4, 4, 4, 4, 4, 0], [5, 5, 5, 4, 4, 4]], stores=[1, 0], to_move=1
    )


def test_example_3_last_seed_in_an_occupied_pit_no_capture():
    after = R.start().play("1")
    # North to move
    #     4  4  4  4  4  4
    #  0                    0
    #     0  5  5  5  5  4
    assert after == R.position(pits=[[0, 5, 5, 5, 5, 4], [4] * 6], stores=[0, 0], to_move=1)


def test_example_4_capture_5_plus_1(board):
    # before
    #     2  3  5  0  1  2
    # 14                   12
    #     2  1  0  3  2  1
    before = board(R, "South 2 1 0 3 2 1 S=12 / North 2 1 0 5 3 2 N=14")
    trace = before.trace("1")
    # after, North to move
    #     2  3  0  0  1  2
    # 14                   18
    #     0  2  0  3  2  1
    assert trace.after == board(R, "South 0 2 0 3 2 1 S=18 / North 2 1 0 0 3 2 N=14", to_move=1)
    assert trace.captured() == 6
    assert trace.last_place() == mc.Place(0, 3)


def test_example_5_lap_of_13_captures(board):
    # before
    #     3  0  0  0  0  0
    # 16                   16
    #    13  0  0  0  0  0
    before = board(R, "South 13 0 0 0 0 0 S=16 / North 0 0 0 0 0 3 N=16")
    trace = before.trace("1")
    # after, North to move
    #     0  1  1  1  1  1
    # 16                   22
    #     0  1  1  1  1  1
    assert trace.after == board(R, "South 0 1 1 1 1 1 S=22 / North 1 1 1 1 1 0 N=16", to_move=1)
    assert trace.captured() == 5
    assert trace.last_place() == mc.Place(0, 1)


def test_example_6_empty_facing_pit_no_capture(board):
    # before
    #     0  0  0  0  0  1
    # 23                   23
    #     0  0  0  1  0  0
    before = board(R, "South 0 0 0 1 0 0 S=23 / North 1 0 0 0 0 0 N=23")
    after = before.play("4")
    # after, North to move
    #     0  0  0  0  0  1
    # 23                   23
    #     0  0  0  0  1  0
    assert after == board(R, "South 0 0 0 0 1 0 S=23 / North 1 0 0 0 0 0 N=23", to_move=1)
    assert not after.is_over()


def test_example_6_with_empty_capture_ends_in_a_draw(board):
    rules = kalah(empty_capture=True)
    before = board(rules, "South 0 0 0 1 0 0 S=23 / North 1 0 0 0 0 0 N=23")
    after = before.play("4")
    # after, game over
    #     0  0  0  0  0  0
    # 24                   24
    #     0  0  0  0  0  0
    assert after == board(rules, "South 0 0 0 0 0 0 S=24 / North 0 0 0 0 0 0 N=24", to_move=1)
    assert after.is_over()
    assert after.scores() == (24, 24)
    assert after.winner() is None


def test_example_7_game_end_after_an_extra_move(board):
    # before
    #     0  0  0  0  0  3
    # 24                   20
    #     0  0  0  0  0  1
    before = board(R, "South 0 0 0 0 0 1 S=20 / North 3 0 0 0 0 0 N=24")
    after = before.play("6")
    # after, game over
    #     0  0  0  0  0  0
    # 27                   21
    #     0  0  0  0  0  0
    assert after == board(R, "South 0 0 0 0 0 0 S=21 / North 0 0 0 0 0 0 N=27", to_move=0)
    assert after.is_over()
    assert after.scores() == (21, 27)
    assert after.winner() == 1


def test_example_8_end_row_empty_ends_at_once(board):
    # before
    #     2  1  0  0  0  0
    # 22                   22
    #     1  0  0  0  0  0
    before = board(R, "South 1 0 0 0 0 0 S=22 / North 0 0 0 0 1 2 N=22")
    after = before.play("1")
    # after, game over
    #     0  0  0  0  0  0
    # 24                   24
    #     0  0  0  0  0  0
    assert after == board(R, "South 0 0 0 0 0 0 S=24 / North 0 0 0 0 0 0 N=24", to_move=1)
    assert after.is_over()
    assert after.scores() == (24, 24)
    assert after.winner() is None


def test_example_8_end_no_move_plays_on(board):
    rules = kalah(end="no-move")
    before = board(rules, "South 1 0 0 0 0 0 S=22 / North 0 0 0 0 1 2 N=22")
    pos = before.play("1")
    # North to move
    #     2  0  0  0  0  0
    # 22                   24
    #     0  0  0  0  0  0
    assert pos == board(rules, "South 0 0 0 0 0 0 S=24 / North 0 0 0 0 0 2 N=22", to_move=1)
    assert not pos.is_over()
    pos = pos.play("6")
    # South to move
    #     0  0  0  0  0  0
    # 23                   24
    #     1  0  0  0  0  0
    assert pos == board(rules, "South 1 0 0 0 0 0 S=24 / North 0 0 0 0 0 0 N=23", to_move=0)
    assert not pos.is_over()
    pos = pos.play("1")
    # North cannot move; South adds 1.
    # game over
    #     0  0  0  0  0  0
    # 23                   25
    #     0  0  0  0  0  0
    assert pos == board(rules, "South 0 0 0 0 0 0 S=25 / North 0 0 0 0 0 0 N=23", to_move=1)
    assert pos.is_over()
    assert pos.scores() == (25, 23)
    assert pos.winner() == 0


@pytest.mark.parametrize(
    ("leftovers", "south", "stores", "winner"),
    [
        ("owner", [0, 0, 0, 0, 0, 0], [26, 22], 0),
        ("emptied", [0, 0, 0, 0, 0, 0], [22, 26], 1),
        ("uncounted", [0, 0, 0, 0, 0, 4], [22, 22], None),
    ],
)
def test_example_9_leftovers(board, leftovers, south, stores, winner):
    # South 3 captures 2 + 1 from North 3; North's row is empty, South's holds 4.
    # before
    #     0  0  0  2  0  0
    # 22                   19
    #     0  0  1  0  0  4
    rules = kalah(leftovers=leftovers)
    before = board(rules, "South 0 0 1 0 0 4 S=19 / North 0 0 2 0 0 0 N=22")
    after = before.play("3")
    assert after == rules.position(pits=[south, [0] * 6], stores=stores, to_move=1)
    assert after.is_over()
    assert after.scores() == tuple(stores)
    assert after.winner() == winner


def test_example_10_empty_means_just_before_the_last_seed(board):
    # before
    #     0  0  0  0  0  1
    # 23                   10
    #    14  0  0  0  0  0
    before = board(R, "South 14 0 0 0 0 0 S=10 / North 1 0 0 0 0 0 N=23")
    trace = before.trace("1")
    # after, North to move
    #     1  1  1  1  1  2
    # 23                   11
    #     1  2  1  1  1  1
    assert trace.after == board(R, "South 1 2 1 1 1 1 S=11 / North 2 1 1 1 1 1 N=23", to_move=1)
    assert trace.captured() == 0
    assert trace.last_place() == mc.Place(0, 2)


def test_example_11_chain_of_extra_moves_ends_the_game(board):
    # before
    #     1  1  1  1  1  1
    # 24                   15
    #     0  0  0  0  2  1
    pos = board(R, "South 0 0 0 0 2 1 S=15 / North 1 1 1 1 1 1 N=24")
    pos = pos.play("6")
    assert pos == board(R, "South 0 0 0 0 2 0 S=16 / North 1 1 1 1 1 1 N=24", to_move=0)
    pos = pos.play("5")
    assert pos == board(R, "South 0 0 0 0 0 1 S=17 / North 1 1 1 1 1 1 N=24", to_move=0)
    pos = pos.play("6")
    # game over, North adds 6
    #     0  0  0  0  0  0
    # 30                   18
    #     0  0  0  0  0  0
    assert pos == board(R, "South 0 0 0 0 0 0 S=18 / North 0 0 0 0 0 0 N=30", to_move=0)
    assert pos.is_over()
    assert pos.scores() == (18, 30)
    assert pos.winner() == 1


def test_example_12_swap():
    rules = kalah(swap=True)
    pos = rules.start().play("3")
    assert pos.to_move == 0
    pos = pos.play("6")
    # North to move
    #     4  4  5  5  5  5
    #  0                    2
    #     4  4  0  5  5  0
    assert pos == rules.position(
        pits=[[4, 4, 0, 5, 5, 0], [5, 5, 5, 5, 4, 4]], stores=[2, 0], to_move=1, swap="open"
    )
    assert texts(pos.legal_moves()) == ["1", "2", "3", "4", "5", "6", "swap"]
    after = pos.play("swap")
    assert after == rules.position(
        pits=[[4, 4, 0, 5, 5, 0], [5, 5, 5, 5, 4, 4]], stores=[2, 0], to_move=1, swap="used"
    )
    assert after.pits(0) == pos.pits(0)
    assert after.pits(1) == pos.pits(1)
    assert after.to_move == pos.to_move
