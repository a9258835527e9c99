"""Congkak: one test per rule, option and worked example of RULES.md section 5.

Positions are written as RULES.md writes them, each row from its owner's left (hole 1 next
to the owner's store): ``South 7 7 7 7 7 7 7 S=0 / North 7 7 7 7 7 7 7 N=0``. The boards in the
comments are drawn as South sees the table: North's row on top read right to left (North's
hole 1 is on the right, next to North's store), South's store on the left next to South's
hole 1. Sowing goes clockwise: along the bottom row to the left, into South's store, along the
top row to the right, past North's store, back to South's hole 7::

    #       7  7  7  7  7  7  7       <- North's holes 7 6 5 4 3 2 1
    #   0                         0   <- South's store ... North's store
    #       7  7  7  7  7  7  7       <- South's holes 1 2 3 4 5 6 7

Every test compares the whole position after the move.
"""

from __future__ import annotations

import random

import pytest

import mancala_core as mc
from mancala_core.games.congkak.rules import Congkak

R = Congkak()
NO_EMPTY = Congkak(empty_capture=False)
MATCH = Congkak(rounds="match")


def texts(moves: tuple[mc.Move, ...]) -> list[str]:
    return [str(m) for m in moves]


def sown_count(trace: mc.MoveTrace) -> int:
    return sum(1 for step in trace.steps if step.kind == "sow" and step.seeds == 1)


# -- the board ------------------------------------------------------------------------------


def test_start_has_7_seeds_in_each_of_7_holes_empty_stores_south_to_move():
    # @draw : South 7 7 7 7 7 7 7 S=0 / North 7 7 7 7 7 7 7 N=0
    start = R.start()
    assert start == R.position(pits=[[7] * 7, [7] * 7], stores=[0, 0], to_move=0)
    assert R.total_seeds == 98
    assert texts(start.legal_moves()) == ["1", "2", "3", "4", "5", "6", "7"]
    assert start.scores() == (0, 0)
    assert start.winner() is None
    assert start.text() == "congkak 7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 S"


def test_defaults_are_empty_capture_and_a_single_round():
    assert R.options == {"empty_capture": True, "rounds": "single"}
    assert NO_EMPTY.label() == "congkak[empty_capture=false]"
    assert MATCH.label() == "congkak[rounds=match]"
    with pytest.raises(mc.InvalidOptionError, match="not allowed"):
        Congkak(rounds="best-of-3")
    with pytest.raises(mc.InvalidOptionError, match="unknown congkak option"):
        Congkak(pits=6)


def test_legal_moves_are_the_movers_non_empty_holes(board):
    # @draw : South 0 3 0 1 0 0 2 S=40 / North 1 0 0 0 5 0 0 N=46
    text = "South 0 3 0 1 0 0 2 S=40 / North 1 0 0 0 5 0 0 N=46"
    assert texts(board(R, text, to_move=0).legal_moves()) == ["2", "4", "7"]
    assert texts(board(R, text, to_move=1).legal_moves()) == ["1", "5"]


# -- a move: clockwise sowing ------------------------------------------------------------


def test_sowing_goes_clockwise_towards_the_own_store_on_the_left(board):
    # South 7 (7 seeds): holes 6, 5, 4, 3, 2, 1, then South's store (the last): again.
    trace = R.start().trace("7")
    # @draw after, South moves again: South 8 8 8 8 8 8 0 S=1 / North 7 7 7 7 7 7 7 N=0
    assert trace.after == board(R, "South 8 8 8 8 8 8 0 S=1 / North 7 7 7 7 7 7 7 N=0")
    assert trace.sown() == (*(mc.Place(0, k) for k in range(6, 0, -1)), mc.Place(0, None))


def test_after_the_own_store_the_sowing_runs_along_the_opponents_row_from_hole_7(board):
    # South 2 (3 seeds): South 1, South's store, North 7 (empty: the turn ends).
    #       0  5  5  5  5  5  5
    #  40                         25
    #       0  3  0  0  0  0  0
    before = board(R, "South 0 3 0 0 0 0 0 S=40 / North 5 5 5 5 5 5 0 N=25")
    trace = before.trace("2")
    # @draw after, North to move: South 1 0 0 0 0 0 0 S=41 / North 5 5 5 5 5 5 1 N=25
    assert trace.after == board(
        R, "South 1 0 0 0 0 0 0 S=41 / North 5 5 5 5 5 5 1 N=25", to_move=1
    )
    assert trace.sown() == (mc.Place(0, 1), mc.Place(0, None), mc.Place(1, 7))


def test_the_opponents_store_is_skipped(board):
    # South 1 (9 seeds): South's store, North 7..1, North's store skipped, South 7 (empty,
    # own): capture North 1 (3) + 1.
    #       2  2  2  2  2  2  2
    #  30                         45
    #       9  0  0  0  0  0  0
    before = board(R, "South 9 0 0 0 0 0 0 S=30 / North 2 2 2 2 2 2 2 N=45")
    trace = before.trace("1")
    # @draw after, North to move: South 0 0 0 0 0 0 0 S=35 / North 0 3 3 3 3 3 3 N=45
    assert trace.after == board(
        R, "South 0 0 0 0 0 0 0 S=35 / North 0 3 3 3 3 3 3 N=45", to_move=1
    )
    skips = [step for step in trace.steps if step.kind == "skip"]
    assert skips == [mc.Step("skip", 0, mc.Place(1, None), note="the opponent's store")]
    assert not trace.after.is_over()  # North has seeds: the round goes on


def test_a_lap_sows_the_emptied_hole_and_it_counts_as_empty(board):
    # South 1 (15 seeds): S store, North 7..1, South 7..2, and the 15th into South 1, which
    # was emptied by the move: an empty own hole, so it captures North 7 (2) + 1.
    #       1  1  1  1  1  1  1
    #  20                         56
    #      15  0  0  0  0  0  0
    before = board(R, "South 15 0 0 0 0 0 0 S=20 / North 1 1 1 1 1 1 1 N=56")
    trace = before.trace("1")
    # @draw after, North to move: South 0 1 1 1 1 1 1 S=24 / North 2 2 2 2 2 2 0 N=56
    assert trace.after == board(
        R, "South 0 1 1 1 1 1 1 S=24 / North 2 2 2 2 2 2 0 N=56", to_move=1
    )
    assert trace.last_place() == mc.Place(0, 1)
    assert trace.captured() == 3


# -- where the last seed lands ------------------------------------------------------------


def test_last_seed_in_the_own_store_gives_another_move_from_any_hole(board):
    # South 3 (3 seeds): South 2, South 1, South's store.
    before = board(R, "South 1 1 3 0 0 0 4 S=40 / North 7 7 7 7 7 7 7 N=0")
    trace = before.trace("3")
    # @draw after, South again: South 2 2 0 0 0 0 4 S=41 / North 7 7 7 7 7 7 7 N=0
    assert trace.after == board(R, "South 2 2 0 0 0 0 4 S=41 / North 7 7 7 7 7 7 7 N=0")
    assert trace.extra_move()
    assert texts(trace.after.legal_moves()) == ["1", "2", "7"]


def test_relay_from_an_occupied_own_hole(board):
    # South 4 (2): South 3 (empty -> 1), South 2 (3 -> 4: occupied) -> take 4 and sow on:
    # South 1, South's store, North 7, North 6 (empty: the turn ends).
    #       4  0  4  4  4  4  4
    #  30                         39
    #       0  3  0  2  0  0  0
    before = board(R, "South 0 3 0 2 0 0 0 S=30 / North 4 4 4 4 4 0 4 N=39")
    trace = before.trace("4")
    # @draw after, North to move: South 1 0 1 0 0 0 0 S=31 / North 4 4 4 4 4 1 5 N=39
    assert trace.after == board(
        R, "South 1 0 1 0 0 0 0 S=31 / North 4 4 4 4 4 1 5 N=39", to_move=1
    )
    picks = [(step.place, step.seeds) for step in trace.steps if step.kind == "pick"]
    assert picks == [(mc.Place(0, 4), 2), (mc.Place(0, 2), 4)]
    assert trace.steps[[s.kind for s in trace.steps].index("pick", 1)].note.startswith("relay")


def test_relay_from_an_occupied_opponent_hole(board):
    # South 1 (2): South's store, North 7 (3 -> 4: occupied) -> take 4: North 6, 5, 4, 3
    # (empty: the turn ends).
    #       3  1  1  1  0  1  1
    #  40                         48
    #       2  0  0  0  0  0  0
    before = board(R, "South 2 0 0 0 0 0 0 S=40 / North 1 1 0 1 1 1 3 N=48")
    trace = before.trace("1")
    # @draw after, North to move: South 0 0 0 0 0 0 0 S=41 / North 1 1 1 2 2 2 0 N=48
    assert trace.after == board(
        R, "South 0 0 0 0 0 0 0 S=41 / North 1 1 1 2 2 2 0 N=48", to_move=1
    )
    assert trace.last_place() == mc.Place(1, 3)


def test_relays_chain_south_1_from_the_start(board):
    # South 1 (7): S store, North 7..2; North 2 (7 -> 8) relays: North 1, South 7..1;
    # South 1 was emptied by the move: capture North 7 (8) + 1.
    trace = R.start().trace("1")
    # @draw after, North to move: South 0 8 8 8 8 8 8 S=10 / North 8 0 8 8 8 8 0 N=0
    assert trace.after == board(
        R, "South 0 8 8 8 8 8 8 S=10 / North 8 0 8 8 8 8 0 N=0", to_move=1
    )
    assert sown_count(trace) == 15
    assert trace.captured() == 9


def test_last_seed_in_an_empty_own_hole_captures_the_facing_hole(board):
    # South 6 (1): South 5 (empty) faces North 3 (8 - 5): 6 + 1 go to South's store.
    #       2  2  2  2  6  2  2
    #  40                         39
    #       0  0  0  0  0  1  0
    before = board(R, "South 0 0 0 0 0 1 0 S=40 / North 2 2 6 2 2 2 2 N=39")
    trace = before.trace("6")
    # @draw after, North to move: South 0 0 0 0 0 0 0 S=47 / North 2 2 0 2 2 2 2 N=39
    assert trace.after == board(
        R, "South 0 0 0 0 0 0 0 S=47 / North 2 2 0 2 2 2 2 N=39", to_move=1
    )
    assert trace.captured() == 7
    assert not trace.extra_move()


def test_north_captures_the_facing_south_hole(board):
    # North 3 (2): North 2, North 1 (empty) faces South 7: 5 + 1 go to North's store.
    #       0  0  0  0  2  0  0
    #  55                         30
    #       1  1  1  1  1  1  5
    before = board(R, "South 1 1 1 1 1 1 5 S=55 / North 0 0 2 0 0 0 0 N=30", to_move=1)
    after = before.play("3")
    # @draw after, South to move: South 1 1 1 1 1 1 0 S=55 / North 0 1 0 0 0 0 0 N=36
    assert after == board(R, "South 1 1 1 1 1 1 0 S=55 / North 0 1 0 0 0 0 0 N=36", to_move=0)


def test_empty_capture_true_sends_the_lone_seed_to_the_store(board):
    # South 6 (1): South 5 (empty) faces North 3, which is empty too.
    # @draw before: South 0 0 0 0 0 1 0 S=40 / North 2 2 0 2 2 2 2 N=45
    before = board(R, "South 0 0 0 0 0 1 0 S=40 / North 2 2 0 2 2 2 2 N=45")
    trace = before.trace("6")
    # @draw after, North to move: South 0 0 0 0 0 0 0 S=41 / North 2 2 0 2 2 2 2 N=45
    assert trace.after == board(
        R, "South 0 0 0 0 0 0 0 S=41 / North 2 2 0 2 2 2 2 N=45", to_move=1
    )
    assert trace.captured() == 1


def test_empty_capture_false_leaves_the_seed_and_ends_the_turn(board):
    before = board(NO_EMPTY, "South 0 0 0 0 0 1 0 S=40 / North 2 2 0 2 2 2 2 N=45")
    trace = before.trace("6")
    # @draw after, North to move: South 0 0 0 0 1 0 0 S=40 / North 2 2 0 2 2 2 2 N=45
    assert trace.after == board(
        NO_EMPTY, "South 0 0 0 0 1 0 0 S=40 / North 2 2 0 2 2 2 2 N=45", to_move=1
    )
    assert trace.captured() == 0


def test_empty_capture_false_still_captures_a_non_empty_facing_hole(board):
    before = board(NO_EMPTY, "South 0 0 0 0 0 1 0 S=40 / North 2 2 6 2 2 2 2 N=39")
    after = before.play("6")
    assert after == board(
        NO_EMPTY, "South 0 0 0 0 0 0 0 S=47 / North 2 2 0 2 2 2 2 N=39", to_move=1
    )


def test_last_seed_in_an_empty_opponent_hole_ends_the_turn(board):
    # South 1 (3): South's store, North 7 (empty: the turn ends, nothing is taken).
    before = board(R, "South 2 0 0 0 0 0 0 S=40 / North 5 5 5 5 5 5 0 N=26")
    after = before.play("1")
    # @draw after, North to move: South 0 0 0 0 0 0 0 S=41 / North 5 5 5 5 5 5 1 N=26
    assert after == board(R, "South 0 0 0 0 0 0 0 S=41 / North 5 5 5 5 5 5 1 N=26", to_move=1)


# -- every move ends -----------------------------------------------------------------------


def random_position(rules: Congkak, rng: random.Random) -> mc.Position:
    """98 seeds spread at random over the holes and stores (burnt holes in a match)."""
    burnt = (rng.randrange(7), rng.randrange(7)) if rules.match else (0, 0)
    places = [c for c in range(16) if c not in (7, 15)]
    places = [c for c in places if c % 8 < 7 - burnt[c // 8]]
    cells = [0] * 16
    board_seeds = rng.randrange(1, 99)
    for _ in range(board_seeds):
        cells[rng.choice(places)] += 1
    cells[7] = rng.randrange(98 - board_seeds + 1)
    cells[15] = 98 - board_seeds - cells[7]
    mover = rng.randrange(2)
    if not any(cells[mover * 8 : mover * 8 + 7]):
        mover = 1 - mover
    extra = {"burnt": burnt, "starter": rng.randrange(2)} if rules.match else {}
    return rules.position(
        pits=[cells[0:7], cells[8:15]], stores=[cells[7], cells[15]], to_move=mover, **extra
    )


@pytest.mark.parametrize("rules", [R, NO_EMPTY, MATCH], ids=["default", "no-empty", "match"])
def test_every_move_ends_within_the_proved_bound(rules):
    # The module's proof: every ring length of seeds sown (at most 15) puts one into the
    # mover's store, so a move sows at most 15 x (seeds on the board) seeds.
    rng = random.Random(f"relay {rules.label()}")
    longest = 0
    moves = 0
    for _ in range(600):
        pos = random_position(rules, rng)
        if pos.is_over():
            continue
        board_seeds = pos.seeds_on_board()
        burnt = rules.burnt(pos)
        ring = 15 - burnt[0] - burnt[1]
        for move in pos.legal_moves():
            trace = pos.trace(move)
            sown = sown_count(trace)
            assert sown <= ring * board_seeds, pos.text()
            assert trace.after == pos.play(move)
            longest = max(longest, sown)
            moves += 1
    assert moves > 1000
    assert longest > 100  # long relays do happen


def test_with_empty_capture_every_move_puts_a_seed_into_the_movers_store():
    # So a round of the default game cannot last more than 98 moves, and never repeats.
    rng = random.Random(11)
    for _ in range(300):
        pos = random_position(R, rng)
        for move in pos.legal_moves():
            after = pos.play(move)
            if not after.is_over():
                assert after.store(pos.to_move) > pos.store(pos.to_move), pos.text()


# -- the end of a round --------------------------------------------------------------------


def test_round_ends_when_the_player_to_move_has_no_seeds_the_rest_go_to_the_other(board):
    # South 6 (2): South 5, South 4 (empty, facing an empty North 4): the lone seed to the
    # store. North has no seeds: the round ends and South's 4 left go to South.
    #       0  0  0  0  0  0  0
    #  50                         43
    #       0  0  0  0  0  2  3
    before = board(R, "South 0 0 0 0 0 2 3 S=50 / North 0 0 0 0 0 0 0 N=43")
    trace = before.trace("6")
    # @draw after, game over: South 0 0 0 0 0 0 0 S=55 / North 0 0 0 0 0 0 0 N=43
    assert trace.after == board(
        R, "South 0 0 0 0 0 0 0 S=55 / North 0 0 0 0 0 0 0 N=43", to_move=1
    )
    assert trace.after.is_over()
    assert trace.after.legal_moves() == ()
    assert trace.after.scores() == (55, 43)
    assert trace.after.winner() == 0
    assert trace.after.places() == (1, 2)
    assert [s.kind for s in trace.steps][-3:] == ["collect", "collect", "end"]


def test_an_extra_move_without_seeds_ends_the_round(board):
    # South 1 (1) -> South's store: South would move again but has no seeds; North takes 7.
    before = board(R, "South 1 0 0 0 0 0 0 S=40 / North 1 1 1 1 1 1 1 N=50")
    trace = before.trace("1")
    # @draw after, game over: South 0 0 0 0 0 0 0 S=41 / North 0 0 0 0 0 0 0 N=57
    assert trace.after == board(R, "South 0 0 0 0 0 0 0 S=41 / North 0 0 0 0 0 0 0 N=57")
    assert trace.after.is_over()
    assert trace.after.winner() == 1
    assert any(s.kind == "extra-move" and s.note.startswith("void") for s in trace.steps)


def test_a_set_up_round_that_is_over_is_scored_with_the_seeds_left(board):
    pos = board(R, "South 0 0 0 0 0 0 0 S=40 / North 1 2 3 0 0 0 0 N=52", to_move=0)
    assert pos.is_over()
    assert pos.scores() == (40, 58)
    assert pos.winner() == 1


def test_equal_stores_are_a_draw(board):
    pos = board(R, "South 0 0 0 0 0 0 0 S=49 / North 0 0 0 0 0 0 0 N=49", to_move=1)
    assert pos.is_over()
    assert pos.winner() is None
    assert pos.places() == (1, 1)


def test_a_repetition_ends_the_round_each_takes_their_own_row(board):
    # A real round never repeats (with empty_capture every move feeds the mover's store;
    # without, a move that feeds no store only moves the mover's seeds towards it), so the
    # earlier position is given in the text. South 2 (1) -> South 1, facing an empty North 7:
    # with empty_capture=false the seed stays, and the position after the move was seen.
    seen = "1.0.0.0.0.0.0:40/0.1.0.0.0.0.0:56@N"
    before = mc.parse(
        f"congkak[empty_capture=false] 0.1.0.0.0.0.0:40/0.1.0.0.0.0.0:56 S seen={seen}"
    )
    assert texts(before.legal_moves()) == ["2"]
    trace = before.trace("2")
    # @draw after, game over: South 0 0 0 0 0 0 0 S=41 / North 0 0 0 0 0 0 0 N=57
    assert trace.after == board(
        NO_EMPTY, "South 0 0 0 0 0 0 0 S=41 / North 0 0 0 0 0 0 0 N=57", to_move=1
    )
    assert trace.after.is_over()
    assert trace.steps[-1].note.startswith("the position repeats")


def test_the_history_grows_while_no_store_changes_and_restarts_when_one_does(board):
    before = board(NO_EMPTY, "South 0 1 0 0 0 0 0 S=40 / North 0 1 0 0 0 0 0 N=56")
    after = before.play("2")  # no store changes: the earlier position is remembered
    assert after.history == (before.key(),)
    assert after.text() == (
        "congkak[empty_capture=false] 1.0.0.0.0.0.0:40/0.1.0.0.0.0.0:56 N "
        "seen=0.1.0.0.0.0.0:40/0.1.0.0.0.0.0:56@S"
    )
    assert mc.parse(after.text()).history == after.history
    later = after.play("2")  # North 2 -> North 1, facing South 7 (empty): still no store
    assert later.history == (before.key(), after.key())
    last = later.play("1")  # South 1 -> South's store: the history restarts
    assert last.history == ()


# -- option rounds=match ----------------------------------------------------------------------


def test_match_next_round_refills_from_hole_1_burns_the_rest_and_fewer_seeds_starts(board):
    # The round of test_round_ends_when_...: 55-43. South fills 7 holes (49, 6 stay in the
    # store), North 6 holes (42, 1 stays): North's hole 7 is burnt. North has fewer: starts.
    before = board(MATCH, "South 0 0 0 0 0 2 3 S=50 / North 0 0 0 0 0 0 0 N=43")
    trace = before.trace("6")
    # @draw after, North to move: South 7 7 7 7 7 7 7 S=6 / North 7 7 7 7 7 7 0 N=1
    assert trace.after == board(
        MATCH, "South 7 7 7 7 7 7 7 S=6 / North 7 7 7 7 7 7 0 N=1", to_move=1,
        burnt=(0, 1), starter=1,
    )
    assert trace.after.text() == (
        "congkak[rounds=match] 7.7.7.7.7.7.7:6/7.7.7.7.7.7.0:1 N burnt=N7 starter=N"
    )
    assert not trace.after.is_over()
    assert trace.after.history == ()
    assert [s.note for s in trace.steps if s.kind == "skip"] == ["burnt"]


@pytest.mark.parametrize(("starter", "next_starter"), [(0, 1), (1, 0)])
def test_match_at_a_tie_the_one_who_did_not_start_the_last_round_starts(
    board, starter, next_starter
):
    # South 6 (2): South 5, South 4 (lone seed to the store); North has none: 49-49.
    before = board(
        MATCH, "South 0 0 0 0 0 2 0 S=47 / North 0 0 0 0 0 0 0 N=49", starter=starter
    )
    after = before.play("6")
    assert after == board(
        MATCH, "South 7 7 7 7 7 7 7 S=0 / North 7 7 7 7 7 7 7 N=0", to_move=next_starter,
        starter=next_starter,
    )


def test_match_leftover_seeds_stay_in_the_store_and_count(board):
    # 60-38 -> South fills 7 (11 stay), North 5 (3 stay): North's 6 and 7 burnt.
    before = board(MATCH, "South 0 0 0 0 0 0 0 S=60 / North 0 0 0 0 0 0 1 N=37", to_move=1)
    after = before.play("7")  # North 7 (1) -> North 6 (empty; South 2 empty): lone seed
    assert after == board(
        MATCH, "South 7 7 7 7 7 7 7 S=11 / North 7 7 7 7 7 0 0 N=3", to_move=1,
        burnt=(0, 2), starter=1,
    )
    assert after.scores() == (11, 3)  # the stores during a round: leftovers included


def test_match_burnt_holes_are_skipped_by_the_movers_sowing(board):
    # North's holes 5-7 are burnt. South 1 (4): South's store, North 7, 6, 5 skipped,
    # North 4, North 3, North 2 (empty: the turn ends).
    #       x  x  x  0  1  0  1
    #  30                         20
    #       4  7  7  7  7  7  7
    before = board(
        MATCH, "South 4 7 7 7 7 7 7 S=30 / North 1 0 1 0 0 0 0 N=20", burnt=(0, 3)
    )
    trace = before.trace("1")
    # @draw after, North to move: South 0 7 7 7 7 7 7 S=31 / North 1 1 2 1 0 0 0 N=20
    assert trace.after == board(
        MATCH, "South 0 7 7 7 7 7 7 S=31 / North 1 1 2 1 0 0 0 N=20", to_move=1, burnt=(0, 3)
    )
    skips = [(s.place, s.note) for s in trace.steps if s.kind == "skip"]
    assert skips == [(mc.Place(1, k), "a burnt hole") for k in (7, 6, 5)]


def test_match_burnt_holes_are_skipped_by_the_opponents_sowing(board):
    # South's holes 6 and 7 are burnt. North 1 (3): North's store, South 7 and 6 skipped,
    # South 5 (8), South 4 (7 -> 8: relay 8): South 3, 2, 1, South's store skipped,
    # North 7, 6, 5, 4, 3 (empty, own): capture South 5 (8) + 1.
    #       0  0  0  0  0  0  3
    #  30                         30
    #       7  7  7  7  7  x  x
    before = board(
        MATCH, "South 7 7 7 7 7 0 0 S=30 / North 3 0 0 0 0 0 0 N=30", to_move=1,
        burnt=(2, 0),
    )
    trace = before.trace("1")
    # @draw after, South to move: South 8 8 8 0 0 0 0 S=30 / North 0 0 0 1 1 1 1 N=40
    assert trace.after == board(
        MATCH, "South 8 8 8 0 0 0 0 S=30 / North 0 0 0 1 1 1 1 N=40", to_move=0,
        burnt=(2, 0),
    )
    skips = [(s.place, s.note) for s in trace.steps if s.kind == "skip"]
    assert skips == [
        (mc.Place(0, 7), "a burnt hole"),
        (mc.Place(0, 6), "a burnt hole"),
        (mc.Place(0, None), "the opponent's store"),
    ]


def test_match_a_burnt_facing_hole_counts_as_empty(board):
    # South 2 (1) -> South 1 (empty), facing North 7, which is burnt: the lone seed goes to
    # the store with empty_capture, stays without.
    text = "South 0 1 7 7 7 7 7 S=19 / North 7 7 7 7 7 7 0 N=1"
    after = board(MATCH, text, burnt=(0, 1)).play("2")
    assert after == board(
        MATCH, "South 0 0 7 7 7 7 7 S=20 / North 7 7 7 7 7 7 0 N=1", to_move=1, burnt=(0, 1)
    )
    rules = Congkak(rounds="match", empty_capture=False)
    after = board(rules, text, burnt=(0, 1)).play("2")
    assert after == board(
        rules, "South 1 0 7 7 7 7 7 S=19 / North 7 7 7 7 7 7 0 N=1", to_move=1, burnt=(0, 1)
    )


def test_match_a_burnt_hole_is_not_a_move(board):
    pos = board(MATCH, "South 7 7 7 7 7 7 7 S=6 / North 7 7 7 7 7 7 0 N=1", 1, burnt=(0, 1))
    assert texts(pos.legal_moves()) == ["1", "2", "3", "4", "5", "6"]
    with pytest.raises(mc.IllegalMoveError, match="North's hole 7 is burnt"):
        pos.play("7")


def test_match_ends_when_a_player_cannot_fill_a_single_hole(board):
    # 95-3 after the round: North cannot fill a hole; South wins the match.
    before = board(
        MATCH, "South 0 0 0 0 0 2 3 S=90 / North 0 0 0 0 0 0 0 N=3", burnt=(0, 6), starter=1
    )
    trace = before.trace("6")
    # @draw after, match over: South 0 0 0 0 0 0 0 S=95 / North 0 0 0 0 0 0 0 N=3
    assert trace.after == board(
        MATCH, "South 0 0 0 0 0 0 0 S=95 / North 0 0 0 0 0 0 0 N=3", to_move=1,
        burnt=(0, 6), starter=1,
    )
    assert trace.after.is_over()
    assert trace.after.winner() == 0
    assert trace.steps[-1].note.endswith("North cannot fill a hole: the match is over")


def test_single_round_is_not_refilled(board):
    before = board(R, "South 0 0 0 0 0 2 3 S=50 / North 0 0 0 0 0 0 0 N=43")
    assert before.play("6").is_over()


# -- the position text --------------------------------------------------------------------


def test_text_round_trips_with_burnt_holes_and_the_starter(board):
    pos = board(
        MATCH, "South 7 7 7 7 7 0 0 S=30 / North 3 0 0 0 0 0 0 N=30", to_move=1,
        burnt=(2, 0), starter=1,
    )
    text = pos.text()
    assert text == "congkak[rounds=match] 7.7.7.7.7.0.0:30/3.0.0.0.0.0.0:30 N burnt=S6,S7 starter=N"
    assert mc.parse(text) == pos
    assert eval(repr(pos), {"Position": mc.Position}) == pos
    assert mc.parse(
        "congkak[rounds=match] 7.7.7.7.7.0.0:30/3.0.0.0.0.0.0:30 N burnt=S7,S6 starter=N"
    ) == pos


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("congkak 7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 S burnt=N7", "unknown field"),
        ("congkak 7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 S starter=N", "unknown field"),
        ("congkak[rounds=match] 7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 S burnt=N7", "burnt but holds 7"),
        ("congkak[rounds=match] 7.7.7.7.7.7.0:7/7.7.7.7.7.7.7:0 S burnt=S6", "the highest ones"),
        ("congkak[rounds=match] 7.7.7.7.7.7.0:7/7.7.7.7.7.7.7:0 S burnt=X7", "side letter"),
        ("congkak[rounds=match] 7.7.7.7.7.7.0:7/7.7.7.7.7.7.7:0 S burnt=S8", "side letter"),
        ("congkak[rounds=match] 7.7.7.7.7.7.0:7/7.7.7.7.7.7.7:0 S burnt=S7,S7", "each hole once"),
        ("congkak[rounds=match] 7.7.7.7.7.7.0:7/7.7.7.7.7.7.7:0 S burnt=", "side letter"),
        ("congkak[rounds=match] 0.0.0.0.0.0.0:49/7.7.7.7.7.7.7:0 S burnt=S1,S2,S3,S4,S5,S6,S7",
         "at least hole 1"),
        ("congkak[rounds=match] 7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 S starter=X", "must be S or N"),
        ("congkak[rounds=match] 0.0.0.0.0.0.0:40/1.2.3.0.0.0.0:52 S", "next round would"),
        ("congkak 7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 S seen=7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0@S",
         "is the position itself"),
        ("congkak 7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 S seen=8.8.8.8.8.8.0:1/7.7.7.7.7.7.7:0@S",
         "different number of seeds"),
        ("congkak 7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 S", "row has 6 pits"),
        ("congkak 7.7.7.7.7.7.7:1/7.7.7.7.7.7.7:0 S", "holds 99 seeds"),
        ("congkak 7.7.7.7.7.7.7:0/7.7.7.7.7.7.7:0 W", "must be one of S, N"),
    ],
)
def test_malformed_position_text_is_rejected(text, message):
    with pytest.raises(mc.InvalidPositionError, match=message):
        mc.parse(text)


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ({"burnt": (0, 7)}, "0..6"),
        ({"burnt": (1,)}, "number of burnt holes"),
        ({"burnt": (0, True)}, "number of burnt holes"),
        ({"burnt": "N7"}, "number of burnt holes"),
        ({"starter": 2}, "0 or 1"),
        ({"starter": True}, "0 or 1"),
        ({"round": 2}, "unknown set-up field"),
    ],
)
def test_malformed_match_set_up_is_rejected(extra, message):
    with pytest.raises(mc.InvalidPositionError, match=message):
        MATCH.position(pits=[[7] * 7, [7] * 7], stores=[0, 0], **extra)


def test_single_round_set_up_takes_no_match_fields():
    with pytest.raises(mc.InvalidPositionError, match="unknown set-up field"):
        R.position(pits=[[7] * 7, [7] * 7], stores=[0, 0], burnt=(0, 0))


def test_a_match_position_between_rounds_is_rejected_but_a_finished_match_is_not(board):
    with pytest.raises(mc.InvalidPositionError, match="the next round would already have begun"):
        board(MATCH, "South 0 0 0 0 0 0 0 S=40 / North 1 2 3 0 0 0 0 N=52", to_move=0)
    over = board(MATCH, "South 0 0 0 0 0 0 0 S=4 / North 1 2 3 0 0 0 0 N=88", to_move=0)
    assert over.is_over()
    assert over.winner() == 1
    assert over.scores() == (4, 94)


# -- illegal and malformed moves -------------------------------------------------------------


def test_an_empty_hole_is_an_illegal_move_and_changes_nothing():
    pos = R.start().play("7")
    text = pos.text()
    with pytest.raises(mc.IllegalMoveError, match="South's hole 7 is empty"):
        pos.play("7")
    assert pos.text() == text


@pytest.mark.parametrize("move", ["0", "8", "x", "", "-1", "resign", "swap"])
def test_a_malformed_move_is_an_error_and_changes_nothing(move):
    pos = R.start()
    with pytest.raises(mc.InvalidMoveError):
        pos.play(move)
    assert pos == R.start()


def test_no_move_once_the_round_is_over(board):
    over = board(R, "South 0 0 0 0 0 0 0 S=49 / North 0 0 0 0 0 0 0 N=49")
    with pytest.raises(mc.IllegalMoveError, match="the game is over"):
        over.play("1")


# -- random games to the end ------------------------------------------------------------


@pytest.mark.parametrize("rules", [R, NO_EMPTY], ids=["default", "no-empty"])
def test_random_single_rounds_end_keep_the_seeds_and_always_have_a_result(rules):
    rng = random.Random(f"single {rules.label()}")
    results = set()
    for _ in range(150):
        pos = rules.start()
        for _ply in range(1000):
            if pos.is_over():
                break
            before = pos.text()
            after = pos.play(rng.choice(pos.legal_moves()))
            assert pos.text() == before
            assert sum(after.cells) == 98
            again = mc.parse(after.text())
            assert again == after
            assert again.history == after.history
            assert again.legal_moves() == after.legal_moves()
            pos = after
        assert pos.is_over(), pos.text()
        assert pos.seeds_on_board() == 0  # the seeds left were collected
        assert pos.scores() == (pos.store(0), pos.store(1))
        assert sum(pos.scores()) == 98
        results.add(pos.winner())
    assert results == {0, 1, None}


def test_random_matches_end_with_a_player_unable_to_fill_a_hole():
    rng = random.Random("match")
    for _ in range(3):
        pos = MATCH.start()
        rounds = 1
        for ply in range(200_000):
            if pos.is_over():
                break
            after = pos.play(rng.choice(pos.legal_moves()))
            assert sum(after.cells) == 98
            if after.extra != pos.extra or (
                after.history == () and after.seeds_on_board() > pos.seeds_on_board()
            ):
                # a new round: holes filled from hole 1, the rest burnt and empty
                rounds += 1
                burnt = MATCH.burnt(after)
                for player in (0, 1):
                    holes = after.pits(player)
                    assert holes == (7,) * (7 - burnt[player]) + (0,) * burnt[player]
                assert after.to_move == after.extra[2]
            if ply % 97 == 0:
                assert mc.parse(after.text()) == after
            pos = after
        assert pos.is_over()
        assert min(pos.scores()) < 7
        assert pos.winner() == (0 if pos.store(1) < 7 else 1)
        assert rounds > 1


def test_match_the_refill_of_a_new_round_is_not_the_moves_sowing(board):
    # South 6 (2): holes 5 and 4, the last seed in hole 4; the round ends and the refill
    # drops 7 into each hole that can be filled: not part of the move's sowing
    before = board(MATCH, "South 0 0 0 0 0 2 3 S=56 / North 0 0 0 0 0 0 0 N=37")
    trace = before.trace("6")
    assert trace.sown() == (mc.Place(0, 5), mc.Place(0, 4))
    assert trace.last_place() == mc.Place(0, 4)
    assert sum(s.kind == "sow" and s.note == "refilled" for s in trace.steps) == 12
