"""Oware's moves explained (mancala_core.games.oware.narrator): each rule of RULES.md section 2
gives its own reason, in the board's captions and in the one-sentence story of a move.

Boards are drawn as North's row (top, read right to left: North's pit 1 is on the right)
over South's row (bottom, from South's left), the stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from mancala_core.games.oware.narrator import capture_chain, feeds, grand_slam
from mancala_core.rules.explain import explain_move, last_seed_reason, outcome, step_reasons

OWARE = mc.rules("oware")


def test_a_sowing_passes_the_stores_without_a_seed() -> None:
    #        North  4  4  4  4  4  4
    #   N 0                           S 0
    #        South  4  4  4  4  4  4      South plays 6: North's pits 1-4 get a seed
    trace = OWARE.start().trace("6")
    reasons = step_reasons(trace)
    assert reasons[0] == "South picks up the 4 seeds of South's pit 6"
    assert reasons[1] == ("a seed into North's pit 1 (now 5): the sowing passes South's store, "
                          "which gets no seed in Oware")
    assert reasons[-1] == "the last seed into North's pit 4 (now 5): not 2 or 3, so no capture"
    assert last_seed_reason(trace) == (
        "South's pit 6 holds 4 seeds: all of them go to North's row, so the last seed lands in "
        "North's pit 4")
    assert outcome(trace) == ("the last seed lands in North's pit 4, which now holds 5: only 2 "
                              "or 3 capture, so nothing is captured; North's turn")


def test_a_last_seed_on_the_own_row_captures_nothing() -> None:
    #        North  4  5  3  4  5  3
    #   N 5                           S 5
    #        South  2  3  1  9  0  4      South plays 4: 9 seeds, the last in South's pit 1
    pos = OWARE.position(pits=[[2, 3, 1, 9, 0, 4], [3, 4, 5, 2, 1, 4]], stores=[5, 5])
    trace = pos.trace("4")
    assert explain_move(trace) == (
        "South's pit 4 holds 9 seeds: 2 for South's pits 5 and 6, 6 for North's row, then 1 "
        "back in South's pit 1, so the last seed lands in South's pit 1, on South's own row: "
        "no capture there (only the opponent's row is captured from); North's turn")
    assert step_reasons(trace)[-1].endswith("on South's own row, where nothing is captured")


def test_a_chain_to_the_start_of_the_row() -> None:
    #        North  3  2  1  1  1  1
    #   N 20                          S 10
    #        South  0  0  8  0  0  1      South plays 3: North's pits 5, 4, 3, 2, 1 taken (11)
    pos = OWARE.position(pits=[[0, 0, 8, 0, 0, 1], [1, 1, 1, 1, 2, 3]], stores=[10, 20])
    trace = pos.trace("3")
    chain = capture_chain(trace)
    assert chain is not None and chain.total == 11 and chain.stop is None and not chain.slam
    assert explain_move(trace).endswith(
        "so the last seed makes North's pit 5 hold 3, and going back North's pits 4, 3, 2 and 1 "
        "hold 2, 2, 2 and 2: South captures 11 seeds from 5 pits; the chain stops at the start "
        "of North's row; North's turn")
    captions = [r for r in step_reasons(trace) if "capture" in r or "taken too" in r]
    assert captions[1] == ("capture: the last seed made North's pit 5 hold 3, so South takes "
                           "those 3")
    assert captions[2].startswith("North's pit 4, the pit before, holds 2: taken too")
    assert captions[-1].endswith("that is the first pit of North's row, so the chain stops")


def test_the_chain_stops_at_a_pit_that_holds_another_number() -> None:
    #        North  0  0  0  2  3  1
    #   N 20                          S 19
    #        South  0  0  0  0  0  3      South plays 6: North's pit 3 (3) taken, pit 2 (4)
    #                                     stops the chain; North cannot reach South's row
    pos = OWARE.position(pits=[[0, 0, 0, 0, 0, 3], [1, 3, 2, 0, 0, 0]], stores=[19, 20])
    trace = pos.trace("6")
    assert "South captures those 3; North's pit 2 before it holds 4, so the chain stops " \
        "there" in explain_move(trace)
    assert explain_move(trace).endswith(
        "the game is over: South's row is empty and no move of North's reaches it, so North "
        "cannot move, and each player takes the seeds left in their own row")
    assert trace.after.scores() == (22, 26)


def test_an_emptied_pit_is_skipped_on_a_lap() -> None:
    #        North  2  1  1  1  1  1
    #   N 13                          S 15
    #        South  0  0  0  0  0 13      South plays 6: 13 seeds, pit 6 skipped
    pos = OWARE.position(pits=[[0, 0, 0, 0, 0, 13], [1, 1, 1, 1, 1, 2]], stores=[15, 13])
    trace = pos.trace("6")
    assert ("South's pit 6 is skipped: the pit the seeds came from gets none of them back "
            "(this happens from 12 seeds up)") in step_reasons(trace)
    assert explain_move(trace).startswith(
        "South's pit 6 holds 13 seeds: more than a lap, and a lap is 11 pits, not 12, because "
        "the emptied pit is skipped: 1 lap and 2 more, so the last seed makes North's pit 2 "
        "hold 3")


GRAND_SLAM = ([[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0]], [20, 23])


@pytest.mark.parametrize(("convention", "sentence"), [
    ("no-capture", "but that would take every seed of North's row: a grand slam, and under "
                   "this game's grand-slam rule nothing is captured; North's turn"),
    ("capture", "and that takes every seed of North's row, a grand slam: under this game's "
                "grand-slam rule it captures, and South takes all 4; the game is over: North "
                "has no seeds left to move, and each player takes the seeds left in their own "
                "row"),
])
def test_a_grand_slam_under_its_convention(convention: str, sentence: str) -> None:
    #        North  0  0  0  0  1  1
    #   N 23                          S 20
    #        South  0  0  0  0  1  2      South plays 6: North's pits 2 and 1 would hold 2, 2
    pits, stores = GRAND_SLAM
    pos = mc.rules("oware", grand_slam=convention).position(pits=pits, stores=stores)
    trace = pos.trace("6")
    assert grand_slam(trace) and explain_move(trace).endswith(sentence)


def test_a_grand_slam_that_captures_nothing_says_so_under_the_board() -> None:
    pits, stores = GRAND_SLAM
    trace = OWARE.position(pits=pits, stores=stores).trace("6")
    assert step_reasons(trace)[-1] == (
        "a grand slam: taking the chain would take every seed of North's row, so under this "
        "game's grand-slam rule nothing is captured")


def test_an_illegal_grand_slam_allowed_when_every_move_is_one() -> None:
    #        North  0  0  0  0  0  1
    #   N 23                          S 23
    #        South  0  0  0  0  0  1      the only move takes North's last seeds: allowed
    pos = mc.rules("oware", grand_slam="illegal").position(
        pits=[[0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0]], stores=[23, 23])
    trace = pos.trace("6")
    assert "a grand slam may not be played unless every move South has is one, as here, " \
        "and then it captures: South takes 2" in explain_move(trace)
    assert "grand_slam" not in explain_move(trace)
    assert explain_move(trace).endswith(
        "the game is over: South has 25 of the 48 seeds in store, more than half, and wins")
    assert step_reasons(trace)[2].endswith("because every move South had was one")


def test_feeding_an_empty_row() -> None:
    #        North  0  0  0  0  0  0
    #   N 23                          S 23
    #        South  1  0  0  0  0  1      only 6 feeds North
    pos = OWARE.position(pits=[[1, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0]], stores=[23, 23])
    trace = pos.trace("6")
    assert feeds(trace) == 1
    assert "; it feeds North's empty row with 1 seed; North's turn" in explain_move(trace)


def test_a_draw_and_a_repetition_end_the_game_with_the_numbers() -> None:
    #        North  0  0  0  0  0  1
    #   N 23                          S 23
    #        South  1  0  0  0  0  0      1, 1, ... 6, 6 brings the first position back
    pos = OWARE.position(pits=[[1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]], stores=[23, 23])
    for move in ["1", "1", "2", "2", "3", "3", "4", "4", "5", "5", "6"]:
        pos = pos.play(move)
    trace = pos.trace("6")
    assert explain_move(trace).endswith(
        "the game is over: the position repeats (the same seeds in the same pits, South to "
        "move), and each player takes the seeds left in their own row")
    assert trace.after.scores() == (24, 24)
    #        North  0  0  0  0  0  1
    #   N 24                          S 22       grand_slam="capture": South's 6 takes 2, 24-24
    half = mc.rules("oware", grand_slam="capture").position(
        pits=[[0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0]], stores=[22, 24])
    assert explain_move(half.trace("6")).endswith(
        "the game is over: 24 each in store, half of the 48 seeds: a draw")
    assert half.play("6").scores() == (24, 24)


def test_kalah_keeps_its_own_sentences() -> None:
    trace = mc.rules("kalah").start().trace("3")
    assert explain_move(trace) == (
        "South's pit 3 holds 4 seeds and is 4 steps from South's store: exactly enough, so the "
        "last seed lands in South's own store: South moves again")
