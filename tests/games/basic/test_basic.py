"""Basic mancala for 2–4 players: one test per rule, option and worked example of RULES.md
section 4 (seed 002, the Japan Recreation Association's rules).

The board is one ring: row 1, store 1, row 2, store 2, … and back to row 1. Boards are drawn
in the comments as that ring, each row from its owner's left with its store in brackets:

    #  P1 4 4 4 4 4 4 [0] -> P2 4 4 4 4 4 4 [0] -> P3 4 4 4 4 4 4 [0] -> (P1)

and written in the tests as RULES.md writes them: ``P1 4 4 4 4 4 4 st1=0 / P2 … st2=0``.
Every test compares the whole position after the move.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

import mancala_core as mc
from mancala_core.games.basic.rules import BasicMancala
from mancala_core.rules.notation import parse_rules

TWO = BasicMancala()
THREE = BasicMancala(players=3)
FOUR = BasicMancala(players=4)

_ROW = re.compile(r"^\s*P([1-4])\s+([0-9 ]+?)\s+st([1-4])=([0-9]+)\s*$")


def ring(rules: mc.Rules, text: str, to_move: int = 0, **extra: Any) -> mc.Position:
    """The position written as ``P1 1 0 0 0 0 8 st1=20 / P2 … st2=19 / P3 … st3=6``;
    ``to_move`` is a player index (0 for P1)."""
    pits, stores = [], []
    for k, part in enumerate(text.split("/")):
        match = _ROW.match(part)
        assert match, f"not a RULES.md row: {part!r}"
        player, counts, store_player, store = match.groups()
        assert int(player) == int(store_player) == k + 1, part
        pits.append([int(c) for c in counts.split()])
        stores.append(int(store))
    return rules.position(pits=pits, stores=stores, to_move=to_move, **extra)


def texts(moves: tuple[mc.Move, ...]) -> list[str]:
    return [str(m) for m in moves]


# -- the board and the options ------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_start_has_4_seeds_per_pit_empty_stores_and_player_1_to_move(players):
    # @draw (3 players): P1 4 4 4 4 4 4 [0] -> P2 4 4 4 4 4 4 [0] -> P3 4 4 4 4 4 4 [0]
    rules = BasicMancala(players=players)
    start = rules.start()
    assert start == rules.position(
        pits=[[4] * 6] * players, stores=[0] * players, to_move=0
    )
    assert start.to_move == 0
    assert rules.players == players
    assert rules.total_seeds == 24 * players
    assert start.places() == (None,) * players
    assert start.scores() == (0,) * players
    assert start.winner() is None
    assert texts(start.legal_moves()) == ["1", "2", "3", "4", "5", "6", "resign"]


def test_defaults_are_2_players_6_pits_4_seeds_all_places():
    assert TWO.options == {"players": 2, "pits": 6, "seeds": 4, "all_places": True}
    assert TWO.label() == "basic"
    assert TWO.side_names[:2] == ("Player 1", "Player 2")
    assert TWO.side_letters[:4] == ("1", "2", "3", "4")


def test_seeds_option_3_seeds_per_pit():
    rules = BasicMancala(players=3, seeds=3)
    assert rules.start() == rules.position(pits=[[3] * 6] * 3, stores=[0] * 3)
    assert rules.total_seeds == 54


def test_pits_option_7_with_2_players():
    # @draw : P1 4 4 4 4 4 4 4 [0] -> P2 4 4 4 4 4 4 4 [0]
    rules = BasicMancala(pits=7)
    start = rules.start()
    assert start == rules.position(pits=[[4] * 7, [4] * 7], stores=[0, 0])
    after = start.play("4")  # 4 seeds: pits 5, 6, 7 and the own store
    # @draw P1 moves again: P1 4 4 4 0 5 5 5 [1] -> P2 4 4 4 4 4 4 4 [0]
    assert after == rules.position(pits=[[4, 4, 4, 0, 5, 5, 5], [4] * 7], stores=[1, 0])


@pytest.mark.parametrize("players", [3, 4])
def test_pits_option_4_with_3_or_4_players(players):
    rules = BasicMancala(players=players, pits=4)
    start = rules.start()
    assert start == rules.position(pits=[[4] * 4] * players, stores=[0] * players)
    after = start.play("4")  # P1 4: store 1, then P2's pits 1, 2, 3
    # @draw P2 to move: P1 4 4 4 0 [1] -> P2 5 5 5 4 [0] -> ...
    assert after == rules.position(
        pits=[[4, 4, 4, 0], [5, 5, 5, 4]] + [[4] * 4] * (players - 2),
        stores=[1] + [0] * (players - 1),
        to_move=1,
    )


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"players": 2, "pits": 4}, "pits=4 is not allowed with 2 players: choose 6 or 7"),
        ({"players": 3, "pits": 7}, "pits=7 is not allowed with 3 players: choose 6 or 4"),
        ({"players": 4, "pits": 7}, "pits=7 is not allowed with 4 players: choose 6 or 4"),
        ({"pits": 5}, "pits=5 is not allowed with 2 players"),
        ({"pits": 8}, "out of range"),
        ({"players": 1}, "out of range"),
        ({"players": 5}, "out of range"),
        ({"seeds": 5}, "out of range"),
        ({"seeds": 2}, "out of range"),
        ({"all_places": "yes"}, "not allowed"),
        ({"captures": True}, "unknown basic option"),
    ],
)
def test_an_invalid_option_is_an_error(options, message):
    # The seed's site silently plays 6 pits for an incompatible choice; the library says so.
    with pytest.raises(mc.InvalidOptionError, match=message):
        BasicMancala(**options)


def test_options_are_read_from_a_label():
    rules = parse_rules("basic[players=4,pits=4,seeds=3,all_places=false]")
    assert rules == BasicMancala(players=4, pits=4, seeds=3, all_places=False)
    with pytest.raises(mc.InvalidOptionError, match="pits=7 is not allowed with 3 players"):
        parse_rules("basic[players=3,pits=7]")


def test_legal_moves_are_the_movers_non_empty_pits_and_resign():
    # @draw P2 to move: P1 1 0 0 0 0 8 [20] -> P2 0 1 0 3 0 2 [19] -> P3 2 2 2 2 2 2 [6]
    pos = ring(THREE, "P1 1 0 0 0 0 8 st1=20 / P2 0 1 0 3 0 2 st2=19 / P3 2 2 2 2 2 2 st3=6", 1)
    assert texts(pos.legal_moves()) == ["2", "4", "6", "resign"]


# -- a move: sowing round the ring -----------------------------------------------------------


def test_sowing_goes_counter_clockwise_into_every_store():
    # P2 plays 5 (9 seeds): P2 6, store 2, P3 1-6, store 3 (the last).
    # @draw before, P2 to move: P1 4 4 4 4 4 4 [0] -> P2 4 4 4 4 9 4 [0] -> P3 3 3 3 3 3 3 [1]
    before = ring(THREE, "P1 4 4 4 4 4 4 st1=0 / P2 4 4 4 4 9 4 st2=0 / P3 3 3 3 3 3 3 st3=1", 1)
    trace = before.trace("5")
    # @draw after, P2 moves again: P1 4 4 4 4 4 4 [0] -> P2 4 4 4 4 0 5 [1] -> P3 4 4 4 4 4 4 [2]
    assert trace.after == ring(
        THREE, "P1 4 4 4 4 4 4 st1=0 / P2 4 4 4 4 0 5 st2=1 / P3 4 4 4 4 4 4 st3=2", 1
    )
    assert trace.sown() == (
        mc.Place(1, 6), mc.Place(1, None), *(mc.Place(2, k) for k in range(1, 7)),
        mc.Place(2, None),
    )


def test_the_last_players_store_is_followed_by_player_1s_row():
    # P3 plays 6 (3 seeds): store 3, P1 pits 1 and 2.
    # @draw before, P3 to move: P1 4 4 4 4 4 4 [0] -> P2 4 4 4 4 4 4 [0] -> P3 4 4 4 4 4 3 [1]
    before = ring(THREE, "P1 4 4 4 4 4 4 st1=0 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 3 st3=1", 2)
    after = before.play("6")
    # @draw after, P1 to move: P1 5 5 4 4 4 4 [0] -> P2 4 4 4 4 4 4 [0] -> P3 4 4 4 4 4 0 [2]
    assert after == ring(
        THREE, "P1 5 5 4 4 4 4 st1=0 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 0 st3=2", 0
    )


def test_a_lap_sows_the_emptied_pit():
    # 2 players: 14 places in the ring, so 15 seeds from P1 1 come back to pits 1 and 2.
    # @draw before: P1 15 1 1 1 1 1 [0] -> P2 1 1 1 1 1 1 [22]
    before = ring(TWO, "P1 15 1 1 1 1 1 st1=0 / P2 1 1 1 1 1 1 st2=22")
    after = before.play("1")
    # @draw after, P2 to move: P1 1 3 2 2 2 2 [1] -> P2 2 2 2 2 2 2 [23]
    assert after == ring(TWO, "P1 1 3 2 2 2 2 st1=1 / P2 2 2 2 2 2 2 st2=23", 1)


def test_there_are_no_captures():
    # P1 2 ends in its own empty pit 3, facing P2's full pits: nothing is taken (cf. Kalah).
    # @draw before: P1 1 1 0 2 2 2 [16] -> P2 4 4 4 4 4 4 [0]
    before = ring(TWO, "P1 1 1 0 2 2 2 st1=16 / P2 4 4 4 4 4 4 st2=0")
    trace = before.trace("2")
    # @draw after, P2 to move: P1 1 0 1 2 2 2 [16] -> P2 4 4 4 4 4 4 [0]
    assert trace.after == ring(TWO, "P1 1 0 1 2 2 2 st1=16 / P2 4 4 4 4 4 4 st2=0", 1)
    assert trace.captured() == 0


# -- extra moves -------------------------------------------------------------------------


def test_last_seed_in_the_own_store_gives_another_move():
    # P1 plays 5 (2 seeds): pit 6, store 1 (the last): P1 moves again.
    # @draw before: P1 4 4 4 2 2 4 [2] -> P2 4 4 4 4 4 4 [2]
    before = ring(TWO, "P1 4 4 4 2 2 4 st1=2 / P2 4 4 4 4 4 4 st2=2")
    trace = before.trace("5")
    # @draw after, P1 moves again: P1 4 4 4 2 0 5 [3] -> P2 4 4 4 4 4 4 [2]
    assert trace.after == ring(TWO, "P1 4 4 4 2 0 5 st1=3 / P2 4 4 4 4 4 4 st2=2", 0)
    assert trace.extra_move()
    assert trace.last_place() == mc.Place(0, None)


def test_only_the_last_seed_in_a_store_gives_another_move():
    # P1 plays 6 (4 seeds): store 1, P2 1, 2, 3: passing a store earns nothing.
    # @draw before: P1 4 4 4 2 2 4 [2] -> P2 4 4 4 4 4 4 [2]
    before = ring(TWO, "P1 4 4 4 2 2 4 st1=2 / P2 4 4 4 4 4 4 st2=2")
    trace = before.trace("6")
    # @draw after, P2 to move: P1 4 4 4 2 2 0 [3] -> P2 5 5 5 4 4 4 [2]
    assert trace.after == ring(TWO, "P1 4 4 4 2 2 0 st1=3 / P2 5 5 5 4 4 4 st2=2", 1)
    assert not trace.extra_move()


def test_last_seed_in_another_players_store_gives_another_move():
    # P1 plays 6 (8 seeds): store 1, P2's six pits, store 2 (last): P1 moves again.
    # @draw before: P1 1 0 0 0 0 8 [10] -> P2 1 1 1 1 1 1 [10] -> P3 2 2 2 2 2 2 [25]
    before = ring(THREE, "P1 1 0 0 0 0 8 st1=10 / P2 1 1 1 1 1 1 st2=10 / P3 2 2 2 2 2 2 st3=25")
    trace = before.trace("6")
    # @draw after, P1 again: P1 1 0 0 0 0 0 [11] -> P2 2 2 2 2 2 2 [11] -> P3 2 2 2 2 2 2 [25]
    assert trace.after == ring(
        THREE, "P1 1 0 0 0 0 0 st1=11 / P2 2 2 2 2 2 2 st2=11 / P3 2 2 2 2 2 2 st3=25", 0
    )
    assert trace.extra_move()
    assert trace.last_place() == mc.Place(1, None)


def test_extra_moves_chain_without_limit():
    # @draw before: P1 0 0 0 3 2 1 [10] -> P2 4 4 4 4 4 4 [8]
    pos = ring(TWO, "P1 0 0 0 3 2 1 st1=10 / P2 4 4 4 4 4 4 st2=8")
    for move in ["6", "5", "6"]:
        pos = pos.play(move)
        assert pos.to_move == 0
    # @draw P1 still to move: P1 0 0 0 3 0 0 [13] -> P2 4 4 4 4 4 4 [8]
    assert pos == ring(TWO, "P1 0 0 0 3 0 0 st1=13 / P2 4 4 4 4 4 4 st2=8", 0)


# -- finishing ------------------------------------------------------------------------------


def test_two_players_the_first_to_empty_their_row_wins():
    # P2 plays 6 (1 seed, into store 2): P2's row is empty, P2 finishes and wins.
    # @draw before, P2 to move: P1 3 3 3 3 3 3 [10] -> P2 0 0 0 0 0 1 [19]
    before = ring(TWO, "P1 3 3 3 3 3 3 st1=10 / P2 0 0 0 0 0 1 st2=19", 1)
    trace = before.trace("6")
    # @draw after, game over: P1 3 3 3 3 3 3 [10] -> P2 0 0 0 0 0 0 [20]
    after = trace.after
    assert after == ring(
        TWO, "P1 3 3 3 3 3 3 st1=10 / P2 0 0 0 0 0 0 st2=20", 0, finished=[1]
    )
    assert after.is_over()
    assert after.legal_moves() == ()
    assert after.places() == (2, 1)
    assert after.winner() == 1
    assert after.scores() == (0, 1)
    assert [s.kind for s in trace.steps][-2:] == ["extra-move", "end"]
    assert trace.steps[-2].note.startswith("void")


def test_the_finisher_wins_whatever_the_stores_hold():
    # Seeds in a store leave play; they never count. P1 finishes with the fewest in store.
    # @draw before: P1 0 0 0 0 2 0 [1] -> P2 5 5 5 5 5 5 [15]
    before = ring(TWO, "P1 0 0 0 0 2 0 st1=1 / P2 5 5 5 5 5 5 st2=15")
    after = before.play("5")  # pit 6, store 1: P1 moves again, pit 6 still holds a seed
    # @draw P1 again: P1 0 0 0 0 0 1 [2] -> P2 5 5 5 5 5 5 [15]
    assert after == ring(TWO, "P1 0 0 0 0 0 1 st1=2 / P2 5 5 5 5 5 5 st2=15", 0)
    after = after.play("6")
    # @draw game over, P1 finished: P1 0 0 0 0 0 0 [3] -> P2 5 5 5 5 5 5 [15]
    assert after == ring(TWO, "P1 0 0 0 0 0 0 st1=3 / P2 5 5 5 5 5 5 st2=15", 1, finished=[0])
    assert after.is_over()
    assert after.winner() == 0
    assert after.places() == (1, 2)
    assert after.scores() == (1, 0)


def test_finishing_voids_the_extra_move_and_the_turn_passes_on():
    # RULES.md example 3, second part: P1 6 (8 seeds) ends in store 2, but P1's row is empty.
    # @draw before: P1 0 0 0 0 0 8 [21] -> P2 1 1 1 1 1 1 [19] -> P3 2 2 2 2 2 2 [6]
    before = ring(THREE, "P1 0 0 0 0 0 8 st1=21 / P2 1 1 1 1 1 1 st2=19 / P3 2 2 2 2 2 2 st3=6")
    trace = before.trace("6")
    # @draw after, P2 to move: P1 finished [22] -> P2 2 2 2 2 2 2 [20] -> P3 2 2 2 2 2 2 [6]
    assert trace.after == ring(
        THREE, "P1 0 0 0 0 0 0 st1=22 / P2 2 2 2 2 2 2 st2=20 / P3 2 2 2 2 2 2 st3=6", 1,
        finished=[0],
    )
    assert not trace.after.is_over()
    assert trace.after.places() == (1, None, None)
    assert trace.after.scores() == (2, 0, 0)
    assert trace.after.winner() is None  # the game goes on for the other places
    assert trace.steps[-1] == mc.Step("extra-move", 0, note="void: Player 1 finishes 1st")


def test_finishers_take_places_in_the_order_they_finish():
    # P2 finishes 2nd after P1; P3 is left alone and takes 3rd.
    # @draw before, P2 to move: P1 finished [30] -> P2 0 0 0 0 0 1 [20] -> P3 2 2 2 2 2 2 [9]
    before = ring(
        THREE, "P1 0 0 0 0 0 0 st1=30 / P2 0 0 0 0 0 1 st2=20 / P3 2 2 2 2 2 2 st3=9", 1,
        finished=[0],
    )
    after = before.play("6")
    # @draw game over: P1 [30] (1st) -> P2 [21] (2nd) -> P3 2 2 2 2 2 2 [9] (3rd)
    assert after == ring(
        THREE, "P1 0 0 0 0 0 0 st1=30 / P2 0 0 0 0 0 0 st2=21 / P3 2 2 2 2 2 2 st3=9", 2,
        finished=[0, 1],
    )
    assert after.is_over()
    assert after.places() == (1, 2, 3)
    assert after.scores() == (2, 1, 0)
    assert after.winner() == 0


def test_four_players_play_on_until_one_is_left():
    # @draw P3 to move: P1 finished [29] -> P2 0 0 0 0 0 2 [20] -> P3 0 0 0 0 0 1 [20]
    #                   -> P4 1 1 1 1 1 1 [18]
    rows = "P1 0 0 0 0 0 0 st1=29 / P2 0 0 0 0 0 2 st2=20 / P3 0 0 0 0 0 {p3} st3={s3} / "
    before = ring(FOUR, rows.format(p3=1, s3=20) + "P4 1 1 1 1 1 1 st4=18", 2, finished=[0])
    pos = before.play("6")  # P3 6 -> store 3: P3 finishes 2nd; P4 is next
    assert pos == ring(
        FOUR, rows.format(p3=0, s3=21) + "P4 1 1 1 1 1 1 st4=18", 3, finished=[0, 2]
    )
    assert pos.places() == (1, None, 2, None)
    assert pos.scores() == (3, 0, 2, 0)
    assert not pos.is_over()
    pos = pos.play("6")  # P4 6 -> store 4: P4 moves again
    assert pos == ring(
        FOUR, rows.format(p3=0, s3=21) + "P4 1 1 1 1 1 0 st4=19", 3, finished=[0, 2]
    )
    pos = pos.play("5")  # P4 5 -> pit 6; the next player still in is P2 (P1 has finished)
    assert pos == ring(
        FOUR, rows.format(p3=0, s3=21) + "P4 1 1 1 1 0 1 st4=19", 1, finished=[0, 2]
    )
    pos = pos.play("6")  # P2 6 -> store 2, P4 1 (P3's row and store skipped): P2 finishes 3rd
    # @draw game over: P1 [29] 1st -> P2 [21] 3rd -> P3 [21] 2nd -> P4 2 1 1 1 0 1 [19] 4th
    assert pos == ring(
        FOUR,
        "P1 0 0 0 0 0 0 st1=29 / P2 0 0 0 0 0 0 st2=21 / P3 0 0 0 0 0 0 st3=21 / "
        "P4 2 1 1 1 0 1 st4=19",
        3,
        finished=[0, 2, 1],
    )
    assert pos.is_over()
    assert pos.places() == (1, 3, 2, 4)
    assert pos.scores() == (3, 1, 2, 0)
    assert pos.winner() == 0


def test_a_finishers_row_and_store_leave_the_ring():
    # RULES.md example 4: P3 plays 6 -> store 3, then P2's pit 1 (P1's row and store skipped).
    # @draw before, P3 to move: P1 finished [21] -> P2 0 3 3 2 2 2 [21] -> P3 2 2 2 2 2 2 [6]
    before = ring(
        THREE, "P1 0 0 0 0 0 0 st1=21 / P2 0 3 3 2 2 2 st2=21 / P3 2 2 2 2 2 2 st3=6", 2,
        finished=[0],
    )
    trace = before.trace("6")
    # @draw after, P2 to move: P1 finished [21] -> P2 1 3 3 2 2 2 [21] -> P3 2 2 2 2 2 0 [7]
    assert trace.after == ring(
        THREE, "P1 0 0 0 0 0 0 st1=21 / P2 1 3 3 2 2 2 st2=21 / P3 2 2 2 2 2 0 st3=7", 1,
        finished=[0],
    )
    skipped = [s.place for s in trace.steps if s.kind == "skip"]
    assert skipped == [mc.Place(0, k) for k in range(1, 7)] + [mc.Place(0, None)]
    assert trace.sown() == (mc.Place(2, None), mc.Place(1, 1))


def test_the_last_player_left_takes_the_best_free_place():
    # 4 players: P4 resigned (4th), P1 finished (1st); P2 finishes 2nd, P3 takes 3rd.
    before = ring(
        FOUR,
        "P1 0 0 0 0 0 0 st1=29 / P2 0 0 0 0 0 1 st2=20 / P3 3 3 3 3 3 3 st3=0 / "
        "P4 0 0 0 0 0 0 st4=28",
        1,
        finished=[0],
        resigned=[3],
    )
    after = before.play("6")
    assert after.is_over()
    assert after.to_move == 2
    assert after.places() == (1, 2, 3, 4)
    assert after.scores() == (3, 2, 1, 0)
    assert after.winner() == 0


# -- option all_places ----------------------------------------------------------------------


def test_all_places_false_ends_the_game_at_the_first_finish():
    # RULES.md example 5. P2 plays 6 -> store 2: P2 finishes; the others by seeds left.
    # @draw before, P2 to move: P1 0 0 0 0 0 1 [22] -> P2 0 0 0 0 0 1 [22] -> P3 3 0 0 1 0 0 [22]
    rules = BasicMancala(players=3, all_places=False)
    before = ring(rules, "P1 0 0 0 0 0 1 st1=22 / P2 0 0 0 0 0 1 st2=22 / P3 3 0 0 1 0 0 st3=22", 1)
    after = before.play("6")
    # @draw game over: P1 0 0 0 0 0 1 [22] -> P2 0 0 0 0 0 0 [23] -> P3 3 0 0 1 0 0 [22]
    assert after == ring(
        rules, "P1 0 0 0 0 0 1 st1=22 / P2 0 0 0 0 0 0 st2=23 / P3 3 0 0 1 0 0 st3=22", 2,
        finished=[1],
    )
    assert after.is_over()
    assert after.places() == (2, 1, 3)
    assert after.winner() == 1
    assert after.scores() == (1, 2, 0)


def test_all_places_false_equal_seed_counts_share_a_place():
    rules = BasicMancala(players=4, all_places=False)
    before = ring(
        rules,
        "P1 0 2 0 0 0 0 st1=20 / P2 0 0 0 0 0 1 st2=20 / P3 1 0 0 0 1 0 st3=20 / "
        "P4 0 0 0 5 0 0 st4=26",
        1,
    )
    after = before.play("6")
    assert after.is_over()
    assert after.places() == (2, 1, 2, 4)
    assert after.scores() == (2, 3, 2, 0)
    assert after.winner() == 1


def test_all_places_true_plays_on_where_all_places_false_stops():
    text = "P1 0 0 0 0 0 1 st1=22 / P2 0 0 0 0 0 1 st2=22 / P3 3 0 0 1 0 0 st3=22"
    after = ring(THREE, text, 1).play("6")
    assert not after.is_over()
    assert after.to_move == 2
    assert after.places() == (None, 1, None)


def test_all_places_false_a_resignation_does_not_end_the_game():
    rules = BasicMancala(players=3, all_places=False)
    before = ring(rules, "P1 1 0 0 0 0 1 st1=22 / P2 0 0 0 0 1 1 st2=22 / P3 3 0 0 1 0 0 st3=20")
    trace = before.trace("resign")
    # @draw after, P2 to move: P1 resigned [24] -> P2 0 0 0 0 1 1 [22] -> P3 3 0 0 1 0 0 [20]
    assert trace.after == ring(
        rules, "P1 0 0 0 0 0 0 st1=24 / P2 0 0 0 0 1 1 st2=22 / P3 3 0 0 1 0 0 st3=20", 1,
        resigned=[0],
    )
    assert not trace.after.is_over()
    assert trace.after.places() == (3, None, None)
    after = trace.after.play("resign")  # one player left: P3 takes 1st
    assert after.is_over()
    assert after.places() == (3, 2, 1)
    assert after.winner() == 2


def test_all_places_has_no_effect_with_2_players():
    text = "P1 3 3 3 3 3 3 st1=10 / P2 0 0 0 0 0 1 st2=19"
    for all_places in (True, False):
        rules = BasicMancala(all_places=all_places)
        after = ring(rules, text, 1).play("6")
        assert after.is_over()
        assert after.places() == (2, 1)


# -- resigning --------------------------------------------------------------------------------


def test_resigning_takes_the_last_place_and_the_seeds_leave_play():
    # P1 resigns: its 24 seeds go to its store (out of play); P2 is to move.
    # @draw before: P1 4 4 4 4 4 4 [0] -> P2 4 4 4 4 4 4 [0] -> P3 4 4 4 4 4 4 [0]
    trace = THREE.start().trace("resign")
    # @draw after, P2 to move: P1 resigned [24] -> P2 4 4 4 4 4 4 [0] -> P3 4 4 4 4 4 4 [0]
    assert trace.after == ring(
        THREE, "P1 0 0 0 0 0 0 st1=24 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1,
        resigned=[0],
    )
    assert trace.after.places() == (3, None, None)
    assert trace.after.scores() == (0, 0, 0)
    assert [s.kind for s in trace.steps] == ["collect"] * 6
    assert trace.move == mc.Move("resign")


def test_the_first_to_resign_takes_the_very_last_place():
    pos = FOUR.start().play("resign")  # P1: 4th
    pos = pos.play("resign")  # P2: 3rd
    assert pos.to_move == 2
    assert pos.places() == (4, 3, None, None)
    assert not pos.is_over()
    pos = pos.play("resign")  # P3: 2nd; P4 is left alone and takes 1st
    assert pos.is_over()
    assert pos.places() == (4, 3, 2, 1)
    assert pos.winner() == 3
    assert pos.to_move == 3
    assert pos.text() == (
        "basic[players=4] 0.0.0.0.0.0:24/0.0.0.0.0.0:24/0.0.0.0.0.0:24/4.4.4.4.4.4:0 4 "
        "resigned=1:4th,2:3rd,3:2nd"
    )


def test_a_resigners_row_and_store_leave_the_ring():
    # P2 has resigned; P1 plays 6 (3 seeds): store 1, then P3's pits 1, 2.
    before = ring(
        THREE, "P1 4 4 4 4 4 3 st1=0 / P2 0 0 0 0 0 0 st2=25 / P3 4 4 4 4 4 4 st3=0", 0,
        resigned=[1],
    )
    trace = before.trace("6")
    assert trace.after == ring(
        THREE, "P1 4 4 4 4 4 0 st1=1 / P2 0 0 0 0 0 0 st2=25 / P3 5 5 4 4 4 4 st3=0", 2,
        resigned=[1],
    )
    notes = {s.note for s in trace.steps if s.kind == "skip"}
    assert notes == {"Player 2 has resigned"}


def test_with_2_players_resigning_ends_the_game():
    after = TWO.start().play("3").play("resign")  # P1 moves again after 3, then resigns
    assert after.is_over()
    assert after.places() == (2, 1)
    assert after.winner() == 1
    assert after == ring(TWO, "P1 0 0 0 0 0 0 st1=24 / P2 4 4 4 4 4 4 st2=0", 1, resigned=[0])


def test_resigning_is_only_allowed_on_the_players_turn():
    # A move is always the player to move's: resign is among their legal moves, never others'.
    pos = THREE.start()
    assert "resign" in texts(pos.legal_moves())
    after = pos.play("resign")
    assert after.to_move == 1
    assert after.places()[1] is None  # it was P1 who resigned, not P2


# -- turns --------------------------------------------------------------------------------


def test_the_turn_passes_to_the_next_active_player_in_ring_order():
    before = ring(
        FOUR,
        "P1 1 0 0 0 0 0 st1=20 / P2 0 0 0 0 0 0 st2=20 / P3 0 0 0 0 0 0 st3=20 / "
        "P4 0 4 4 4 4 4 st4=15",
        3,
        finished=[1],
        resigned=[2],
    )
    after = before.play("2")  # P4 2 (4 seeds): pits 3..6, no store: the turn passes to P1
    assert after.to_move == 0
    after = after.play("1")  # P1 1 -> pit 2; P2 and P3 are out: P4 is next
    assert after.to_move == 3


def test_a_player_is_never_to_move_with_an_empty_row():
    with pytest.raises(mc.InvalidPositionError, match="still playing with an empty row"):
        ring(THREE, "P1 0 0 0 0 0 0 st1=24 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1)


# -- the worked examples of RULES.md section 4 ---------------------------------------------


def test_example_1_p1_plays_3_and_moves_again():
    after = THREE.start().play("3")
    # @draw P1 again: P1 4 4 0 5 5 5 [1] -> P2 4 4 4 4 4 4 [0] -> P3 4 4 4 4 4 4 [0]
    assert after == ring(
        THREE, "P1 4 4 0 5 5 5 st1=1 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 0
    )


def test_example_2_p1_plays_6_into_p2s_row():
    after = THREE.start().play("6")
    # @draw P2 to move: P1 4 4 4 4 4 0 [1] -> P2 5 5 5 4 4 4 [0] -> P3 4 4 4 4 4 4 [0]
    assert after == ring(
        THREE, "P1 4 4 4 4 4 0 st1=1 / P2 5 5 5 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1
    )


def test_example_3_another_players_store_gives_another_move():
    # @draw before: P1 1 0 0 0 0 8 [20] -> P2 1 1 1 1 1 1 [19] -> P3 2 2 2 2 2 2 [6]
    before = ring(THREE, "P1 1 0 0 0 0 8 st1=20 / P2 1 1 1 1 1 1 st2=19 / P3 2 2 2 2 2 2 st3=6")
    after = before.play("6")
    # @draw P1 again: P1 1 0 0 0 0 0 [21] -> P2 2 2 2 2 2 2 [20] -> P3 2 2 2 2 2 2 [6]
    assert after == ring(
        THREE, "P1 1 0 0 0 0 0 st1=21 / P2 2 2 2 2 2 2 st2=20 / P3 2 2 2 2 2 2 st3=6", 0
    )


def test_example_3_with_an_empty_row_p1_finishes_first():
    # @draw before: P1 0 0 0 0 0 8 [21] -> P2 1 1 1 1 1 1 [19] -> P3 2 2 2 2 2 2 [6]
    before = ring(THREE, "P1 0 0 0 0 0 8 st1=21 / P2 1 1 1 1 1 1 st2=19 / P3 2 2 2 2 2 2 st3=6")
    after = before.play("6")
    # @draw P2 to move: P1 finished [22] -> P2 2 2 2 2 2 2 [20] -> P3 2 2 2 2 2 2 [6]
    assert after == ring(
        THREE, "P1 0 0 0 0 0 0 st1=22 / P2 2 2 2 2 2 2 st2=20 / P3 2 2 2 2 2 2 st3=6", 1,
        finished=[0],
    )
    assert after.places() == (1, None, None)


def test_example_4_the_ring_skips_a_finisher():
    before = ring(
        THREE, "P1 0 0 0 0 0 0 st1=21 / P2 0 3 3 2 2 2 st2=21 / P3 2 2 2 2 2 2 st3=6", 2,
        finished=[0],
    )
    after = before.play("6")
    # @draw P2 to move: P1 finished [21] -> P2 1 3 3 2 2 2 [21] -> P3 2 2 2 2 2 0 [7]
    assert after == ring(
        THREE, "P1 0 0 0 0 0 0 st1=21 / P2 1 3 3 2 2 2 st2=21 / P3 2 2 2 2 2 0 st3=7", 1,
        finished=[0],
    )


def test_example_5_all_places_false():
    rules = BasicMancala(players=3, all_places=False)
    before = ring(rules, "P1 0 0 0 0 0 1 st1=22 / P2 0 0 0 0 0 1 st2=22 / P3 3 0 0 1 0 0 st3=22", 1)
    after = before.play("6")
    assert after.is_over()
    assert after.places() == (2, 1, 3)  # 1st P2, 2nd P1 (1 seed left), 3rd P3 (4 left)


def test_example_two_players_last_seed_in_the_other_players_store():
    # @draw before, P2 to move: P1 4 4 4 4 4 4 [0] -> P2 1 0 0 0 0 8 [15]
    before = ring(TWO, "P1 4 4 4 4 4 4 st1=0 / P2 1 0 0 0 0 8 st2=15", 1)
    after = before.play("6")
    # @draw P2 again: P1 5 5 5 5 5 5 [1] -> P2 1 0 0 0 0 0 [16]
    assert after == ring(TWO, "P1 5 5 5 5 5 5 st1=1 / P2 1 0 0 0 0 0 st2=16", 1)


# -- the position text ------------------------------------------------------------------


def test_position_text_names_the_players_and_who_has_left():
    pos = ring(
        FOUR,
        "P1 0 0 0 0 0 0 st1=29 / P2 0 0 0 0 0 2 st2=20 / P3 0 0 0 0 0 0 st3=21 / "
        "P4 1 1 1 1 1 1 st4=18",
        3,
        finished=[2],
        resigned=[0],
    )
    text = pos.text()
    assert text == (
        "basic[players=4] 0.0.0.0.0.0:29/0.0.0.0.0.2:20/0.0.0.0.0.0:21/1.1.1.1.1.1:18 4 "
        "finished=3:1st resigned=1:4th"
    )
    assert mc.parse(text) == pos
    assert eval(repr(pos), {"Position": mc.Position}) == pos


def test_position_text_lists_finishers_by_place():
    text = (
        "basic[players=4] 0.0.0.0.0.0:29/0.0.0.0.0.2:20/0.0.0.0.0.0:21/1.1.1.1.1.1:18 2 "
        "finished=3:2nd,1:1st"
    )
    pos = mc.parse(text)
    assert FOUR.finished(pos) == (0, 2)
    assert pos.text().endswith("finished=1:1st,3:2nd")


START3 = "4.4.4.4.4.4:0/4.4.4.4.4.4:0/4.4.4.4.4.4:0"
P2_OUT = "4.4.4.4.4.4:0/0.0.0.0.0.0:24/4.4.4.4.4.4:0"
P2_P3_OUT = "4.4.4.4.4.4:24/0.0.0.0.0.0:24/0.0.0.0.0.0:0"


@pytest.mark.parametrize(
    ("rows", "tail", "message"),
    [
        (P2_OUT, "1 finished=2:2nd", "finishers take the places 1st, 2nd, … .*must be 1st"),
        (P2_P3_OUT, "1 finished=2:1st,3:1st", "finishers take the places"),
        (P2_P3_OUT, "1 finished=2:1st,3:3rd", "finishers take the places"),
        (P2_OUT, "1 finished=5:1st", "must be a player letter"),
        (P2_OUT, "1 finished=4:1st", "must be a player letter"),
        (P2_OUT, "1 finished=2", "must be a player letter"),
        (P2_OUT, "1 finished=2:first", "must be a player letter"),
        (P2_OUT, "1 finished=2:4th", "must be a player letter"),
        (P2_OUT, "1 finished=2:1st,2:2nd", "names 2 twice"),
        (P2_OUT, "1 resigned=2:1st", "resigners take the last places.*must be 3rd"),
        (P2_P3_OUT, "1 resigned=2:3rd,3:1st", "resigners take the last places"),
        (P2_OUT, "1 finished=2:1st resigned=2:3rd", "only once"),
        (P2_OUT, "1", "Player 2 is still playing with an empty row"),
        (P2_OUT, "2 finished=2:1st", "Player 2 is to move but has left the game"),
        (START3, "1 finished=2:1st", "Player 2 has finished but still holds seeds"),
        (START3, "1 winner=2", "unknown field"),
        (START3, "1 seen=4.4.4.4.4.4:0/4.4.4.4.4.4:0/4.4.4.4.4.4:0@1", "no repetition rule"),
        (START3, "4", "to_move must be a player index 0..2"),
        (START3, "5", "must be one of 1, 2, 3, 4"),
        (START3, "S", "must be one of"),
        ("4.4.4.4.4.4:0/4.4.4.4.4.4:0", "1", "needs 3 rows"),
    ],
)
def test_malformed_position_text_is_rejected(rows, tail, message):
    with pytest.raises(mc.InvalidPositionError, match=message):
        mc.parse(f"basic[players=3] {rows} {tail}")


# -- malformed set-ups -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "to_move", "extra", "message"),
    [
        ("P1 1 0 0 0 0 0 st1=23 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1,
         {"finished": [0]}, "Player 1 has finished but still holds seeds"),
        ("P1 1 0 0 0 0 0 st1=23 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1,
         {"resigned": [0]}, "Player 1 has resigned but still holds seeds"),
        ("P1 0 0 0 0 0 0 st1=24 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 0,
         {"finished": [0]}, "Player 1 is to move but has left the game"),
        ("P1 0 0 0 0 0 0 st1=24 / P2 0 0 0 0 0 0 st2=24 / P3 4 4 4 4 4 4 st3=0", 0,
         {"finished": [0, 1]}, "Player 1 is to move"),
        ("P1 0 0 0 0 0 0 st1=24 / P2 0 0 0 0 0 0 st2=24 / P3 0 0 0 0 0 0 st3=24", 2,
         {"finished": [0, 1], "resigned": [2]}, "every player has left the game"),
        ("P1 0 0 0 0 0 0 st1=24 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1,
         {"finished": [0, 0]}, "only once"),
        ("P1 0 0 0 0 0 0 st1=24 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1,
         {"finished": [3]}, "not a player index"),
        ("P1 0 0 0 0 0 0 st1=24 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1,
         {"finished": 0}, "must list player indices"),
        ("P1 0 0 0 0 0 0 st1=24 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1,
         {"finished": [True]}, "not a player index"),
        ("P1 0 0 0 0 0 0 st1=24 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=0", 1,
         {"winner": 0}, "unknown set-up field"),
        ("P1 4 4 4 4 4 4 st1=0 / P2 4 4 4 4 4 4 st2=0 / P3 4 4 4 4 4 4 st3=1", 0, {},
         "holds 73 seeds"),
    ],
)
def test_malformed_set_up_is_rejected(text, to_move, extra, message):
    with pytest.raises(mc.InvalidPositionError, match=message):
        ring(THREE, text, to_move, **extra)


def test_all_places_false_rejects_two_finishers():
    rules = BasicMancala(players=3, all_places=False)
    with pytest.raises(mc.InvalidPositionError, match="ends at the first finish"):
        ring(rules, "P1 0 0 0 0 0 0 st1=24 / P2 0 0 0 0 0 0 st2=24 / P3 4 4 4 4 4 4 st3=0", 2,
             finished=[0, 1])


def test_wrong_number_of_rows_or_pits_is_rejected():
    with pytest.raises(mc.InvalidPositionError, match="needs 3 rows"):
        THREE.position(pits=[[4] * 6] * 2, stores=[0, 0])
    with pytest.raises(mc.InvalidPositionError, match="Player 2's row has 4 pits"):
        THREE.position(pits=[[4] * 6, [4] * 4, [4] * 6], stores=[0, 8, 0])


# -- illegal and malformed moves ----------------------------------------------------------


def test_an_empty_pit_is_an_illegal_move_and_changes_nothing():
    pos = THREE.start().play("3")
    text = pos.text()
    with pytest.raises(mc.IllegalMoveError, match="Player 1's pit 3 is empty"):
        pos.play("3")
    assert pos.text() == text


@pytest.mark.parametrize("move", ["0", "7", "x", "", "Resign", "swap", "1.5"])
def test_a_malformed_move_is_an_error_and_changes_nothing(move):
    pos = THREE.start()
    with pytest.raises(mc.InvalidMoveError):
        pos.play(move)
    assert pos == THREE.start()


def test_no_move_once_the_game_is_over():
    over = TWO.start().play("resign")
    with pytest.raises(mc.IllegalMoveError, match="the game is over"):
        over.play("1")
    with pytest.raises(mc.IllegalMoveError, match="the game is over"):
        over.play("resign")


def test_pit_7_is_a_move_with_7_pits_only():
    assert "7" in texts(BasicMancala(pits=7).start().legal_moves())
    with pytest.raises(mc.InvalidMoveError):
        TWO.start().play("7")


# -- random games to the end --------------------------------------------------------------

RANDOM_RULES = [
    {},
    {"pits": 7, "seeds": 3},
    {"players": 3},
    {"players": 3, "pits": 4, "all_places": False},
    {"players": 4},
    {"players": 4, "pits": 4, "seeds": 3},
    {"players": 4, "all_places": False},
]


@pytest.mark.parametrize("options", RANDOM_RULES, ids=lambda o: ",".join(map(str, o.items())))
def test_random_games_end_keep_the_seeds_and_always_rank_everyone(options):
    rules = BasicMancala(**options)
    rng = random.Random(str(options))
    total = rules.total_seeds
    resigns = 0
    for _game in range(25):
        pos = rules.start()
        for _ply in range(2000):
            if pos.is_over():
                break
            moves = pos.legal_moves()
            assert moves[-1] == mc.Move("resign")
            # resign rarely, so that most games are decided by finishing
            move = moves[-1] if rng.random() < 0.02 else rng.choice(moves[:-1] or moves)
            resigns += move.text == "resign"
            before = pos.text()
            after = pos.play(move)
            assert pos.text() == before  # playing left `pos` alone
            assert sum(after.cells) == total
            again = mc.parse(after.text())
            assert again == after
            assert again.text() == after.text()
            assert again.legal_moves() == after.legal_moves()
            pos = after
        assert pos.is_over(), pos.text()
        places = pos.places()
        assert None not in places
        assert places.count(1) == 1
        assert pos.winner() == places.index(1)
        if rules.all_places or rules.players == 2:
            assert sorted(places) == list(range(1, rules.players + 1))
        assert pos.scores() == tuple(rules.players - p for p in places)
    assert resigns > 0


def test_random_positions_trace_like_they_play():
    rng = random.Random(5)
    for options in RANDOM_RULES:
        rules = BasicMancala(**options)
        pos = rules.start()
        while not pos.is_over():
            move = rng.choice(pos.legal_moves()[:-1])
            trace = pos.trace(move)
            assert trace.after == pos.play(move)
            assert trace.after.legal_moves() == pos.play(move).legal_moves()
            pos = trace.after
