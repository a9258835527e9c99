"""Toguz Kumalak: one test per rule and worked example of RULES.md section 6.

White is South (player 0, moves first), Black is North. Boards are written as in RULES.md:
``White h1 .. h9 kW=… / Black h1 .. h9 kB=…``, each row from its owner's left, kW and kB the
kazans. Drawn as seen from the table (as tests/conftest.py draws South/North), Black's row is on top
read right to left, Black's kazan on the left, White's row at the bottom, White's kazan on
the right. ``tuzdyk=(w, b)`` gives each player's tuzdyk as the hole number on the *opponent's*
row (None: none yet). Every test compares the whole position after the move.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mancala_core as mc
from mancala_core.games.toguz.rules import Toguz

R = Toguz()
TOTAL = 162
_ROW = re.compile(r"^\s*(White|Black)\s+([0-9 ]+?)\s+k([WB])=([0-9]+)\s*$")


def toguz(text: str, to_move: int = 0, tuzdyk: tuple[int | None, int | None] | None = None):
    """The position written ``White … kW=… / Black … kB=…``."""
    rows: dict[str, list[int]] = {}
    kazans: dict[str, int] = {}
    for part in text.split("/"):
        match = _ROW.match(part)
        assert match, f"not a RULES.md Toguz row: {part!r}"
        side, counts, letter, kazan = match.groups()
        assert letter == side[0], part
        rows[side] = [int(c) for c in counts.split()]
        kazans[side] = int(kazan)
    extra = {} if tuzdyk is None else {"tuzdyk": tuzdyk}
    return R.position(
        pits=[rows["White"], rows["Black"]],
        stores=[kazans["White"], kazans["Black"]],
        to_move=to_move,
        **extra,
    )


def texts(moves: tuple[mc.Move, ...]) -> list[str]:
    return [str(m) for m in moves]


def play_all(pos: mc.Position, moves: str) -> mc.Position:
    for move in moves.split():
        pos = pos.play(move)
    return pos


# -- the board ------------------------------------------------------------------------------


def test_start_has_9_stones_in_18_holes_and_white_moves_first():
    # @draw : White 9 9 9 9 9 9 9 9 9 kW=0 / Black 9 9 9 9 9 9 9 9 9 kB=0
    start = mc.rules("toguz").start()
    assert start == R.position(pits=[[9] * 9, [9] * 9], stores=[0, 0], to_move=0)
    assert start.extra == (None, None)
    assert R.total_seeds == TOTAL
    assert texts(start.legal_moves()) == [str(h) for h in range(1, 10)]
    assert start.text() == "toguz 9.9.9.9.9.9.9.9.9:0/9.9.9.9.9.9.9.9.9:0 W"
    assert R.side_names == ("White", "Black")


def test_toguz_has_no_options():
    with pytest.raises(mc.InvalidOptionError, match="known options are none"):
        mc.rules("toguz", pits=9)


# -- sowing -----------------------------------------------------------------------------------


def test_first_stone_goes_back_into_the_emptied_hole():
    # White 5 with 3 stones: White 5, 6, 7.
    # @draw before: White 0 0 0 0 3 0 0 0 0 kW=70 / Black 1 1 1 1 1 1 1 1 1 kB=80
    before = toguz("White 0 0 0 0 3 0 0 0 0 kW=70 / Black 1 1 1 1 1 1 1 1 1 kB=80")
    after = before.play("5")
    # @draw after, Black to move: White 0 0 0 0 1 1 1 0 0 kW=70 / Black 1 1 1 1 1 1 1 1 1 kB=80
    assert after == toguz(
        "White 0 0 0 0 1 1 1 0 0 kW=70 / Black 1 1 1 1 1 1 1 1 1 kB=80", to_move=1
    )


def test_a_hole_with_one_stone_sends_it_to_the_next_hole():
    # @draw before: White 0 0 0 0 1 0 0 0 0 kW=72 / Black 1 1 1 1 1 1 1 1 1 kB=80
    before = toguz("White 0 0 0 0 1 0 0 0 0 kW=72 / Black 1 1 1 1 1 1 1 1 1 kB=80")
    after = before.play("5")
    # @draw after, Black to move: White 0 0 0 0 0 1 0 0 0 kW=72 / Black 1 1 1 1 1 1 1 1 1 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 1 0 0 0 kW=72 / Black 1 1 1 1 1 1 1 1 1 kB=80", to_move=1
    )


def test_a_single_stone_from_hole_9_can_capture():
    # White 9's one stone goes on to Black 1 (1 -> 2): even, captured.
    before = toguz("White 0 0 0 0 0 0 0 0 1 kW=72 / Black 1 1 1 1 1 1 1 1 1 kB=80")
    after = before.play("9")
    # @draw after, Black to move: White 0 0 0 0 0 0 0 0 0 kW=74 / Black 0 1 1 1 1 1 1 1 1 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 0 kW=74 / Black 0 1 1 1 1 1 1 1 1 kB=80", to_move=1
    )


def test_a_lap_skips_nothing_and_refills_the_origin():
    # 20 stones from White 1: White 1 (back), White 2-9, Black 1-9, White 1, White 2.
    # @draw before: White 20 0 0 0 0 0 0 0 0 kW=60 / Black 1 1 1 1 1 1 1 1 1 kB=73
    before = toguz("White 20 0 0 0 0 0 0 0 0 kW=60 / Black 1 1 1 1 1 1 1 1 1 kB=73")
    after = before.play("1")
    # @draw after, Black to move: White 2 2 1 1 1 1 1 1 1 kW=60 / Black 2 2 2 2 2 2 2 2 2 kB=73
    assert after == toguz(
        "White 2 2 1 1 1 1 1 1 1 kW=60 / Black 2 2 2 2 2 2 2 2 2 kB=73", to_move=1
    )


def test_black_sows_counter_clockwise_into_whites_row():
    # Black 8 with 4 stones: Black 8 (back), Black 9, White 1, White 2 (3 -> 4: even).
    # @draw before, Black to move: White 1 3 0 0 0 0 0 0 0 kW=75 / Black 0 0 0 0 0 0 0 4 5 kB=74
    before = toguz("White 1 3 0 0 0 0 0 0 0 kW=75 / Black 0 0 0 0 0 0 0 4 5 kB=74", to_move=1)
    after = before.play("8")
    # @draw after, White to move: White 2 0 0 0 0 0 0 0 0 kW=75 / Black 0 0 0 0 0 0 0 1 6 kB=78
    assert after == toguz(
        "White 2 0 0 0 0 0 0 0 0 kW=75 / Black 0 0 0 0 0 0 0 1 6 kB=78", to_move=0
    )


# -- the last stone ---------------------------------------------------------------------------


def test_even_count_in_an_opponents_hole_is_captured():
    # White 9 with 4: White 9, Black 1 (2), Black 2 (2), Black 3 (3 -> 4, last): taken.
    # Only the last stone counts: Black 1 and 2 keep their 2.
    # @draw before: White 0 0 0 0 0 0 0 0 4 kW=70 / Black 1 1 3 0 0 0 0 5 5 kB=73
    before = toguz("White 0 0 0 0 0 0 0 0 4 kW=70 / Black 1 1 3 0 0 0 0 5 5 kB=73")
    after = before.play("9")
    # @draw after, Black to move: White 0 0 0 0 0 0 0 0 1 kW=74 / Black 2 2 0 0 0 0 0 5 5 kB=73
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 1 kW=74 / Black 2 2 0 0 0 0 0 5 5 kB=73", to_move=1
    )


def test_odd_count_other_than_3_captures_nothing():
    # White 9 with 2: Black 1 (4 -> 5).
    before = toguz("White 0 0 0 0 0 0 0 0 2 kW=76 / Black 4 0 0 0 0 0 0 0 0 kB=80")
    after = before.play("9")
    # @draw after, Black to move: White 0 0 0 0 0 0 0 0 1 kW=76 / Black 5 0 0 0 0 0 0 0 0 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 1 kW=76 / Black 5 0 0 0 0 0 0 0 0 kB=80", to_move=1
    )


def test_even_count_in_an_own_hole_captures_nothing():
    # White 8 with 2: White 8 (back), White 9 (1 -> 2, own row).
    before = toguz("White 0 0 0 0 0 0 0 2 1 kW=75 / Black 4 0 0 0 0 0 0 0 0 kB=80")
    after = before.play("8")
    # @draw after, Black to move: White 0 0 0 0 0 0 0 1 2 kW=75 / Black 4 0 0 0 0 0 0 0 0 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 0 0 1 2 kW=75 / Black 4 0 0 0 0 0 0 0 0 kB=80", to_move=1
    )


# -- the tuzdyk ----------------------------------------------------------------------------------


def test_3_in_an_opponents_hole_makes_a_tuzdyk_for_black_too():
    # Example 2 seen from Black: Black 9 with 2 -> White 1 (2 -> 3): Black's tuzdyk.
    before = toguz("White 2 5 0 0 0 0 0 0 1 kW=80 / Black 0 0 0 0 0 0 0 0 2 kB=72", to_move=1)
    after = before.play("9")
    # @draw after, White to move: White 0 5 0 0 0 0 0 0 1 kW=80 / Black 0 0 0 0 0 0 0 0 1 kB=75
    assert after == toguz(
        "White 0 5 0 0 0 0 0 0 1 kW=80 / Black 0 0 0 0 0 0 0 0 1 kB=75",
        to_move=0, tuzdyk=(None, 1),
    )
    assert after.text().endswith(" W tuzdyk=W:-,B:1")


def test_a_player_makes_one_tuzdyk_only():
    # Example 2, but White already owns a tuzdyk at Black 5: Black 1 reaching 3 stays.
    before = toguz(
        "White 0 0 0 0 0 0 0 0 2 kW=72 / Black 2 5 0 0 0 0 0 0 1 kB=80", tuzdyk=(5, None)
    )
    after = before.play("9")
    # @draw after, Black to move: White 0 0 0 0 0 0 0 0 1 kW=72 / Black 3 5 0 0 0 0 0 0 1 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 1 kW=72 / Black 3 5 0 0 0 0 0 0 1 kB=80",
        to_move=1, tuzdyk=(5, None),
    )


def test_3_in_an_own_hole_makes_no_tuzdyk():
    # White 7 with 2: White 7 (back), White 8 (2 -> 3, own row).
    before = toguz("White 0 0 0 0 0 0 2 2 0 kW=75 / Black 2 5 0 0 0 0 0 0 1 kB=75")
    after = before.play("7")
    # @draw after, Black to move: White 0 0 0 0 0 0 1 3 0 kW=75 / Black 2 5 0 0 0 0 0 0 1 kB=75
    assert after == toguz(
        "White 0 0 0 0 0 0 1 3 0 kW=75 / Black 2 5 0 0 0 0 0 0 1 kB=75", to_move=1
    )


def test_a_stone_into_the_movers_own_tuzdyk_goes_to_the_movers_kazan():
    # White owns Black 2. White 9 with 4: White 9, Black 1, Black 2 (-> kW), Black 3 (3 -> 4).
    before = toguz(
        "White 0 0 0 0 0 0 0 0 4 kW=70 / Black 0 0 3 0 0 0 0 0 5 kB=80", tuzdyk=(2, None)
    )
    after = before.play("9")
    # @draw after, Black to move: White 0 0 0 0 0 0 0 0 1 kW=75 / Black 1 0 0 0 0 0 0 0 5 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 1 kW=75 / Black 1 0 0 0 0 0 0 0 5 kB=80",
        to_move=1, tuzdyk=(2, None),
    )


def test_a_last_stone_into_a_tuzdyk_goes_to_its_owner_and_nothing_else_happens():
    # Black owns White 3. White 1 with 3: White 1 (back), White 2, White 3 (-> kB).
    # @draw before: White 3 1 0 0 0 0 0 0 0 kW=70 / Black 1 1 1 1 1 1 1 1 1 kB=79
    before = toguz(
        "White 3 1 0 0 0 0 0 0 0 kW=70 / Black 1 1 1 1 1 1 1 1 1 kB=79", tuzdyk=(None, 3)
    )
    trace = before.trace("1")
    # @draw after, Black to move: White 1 2 0 0 0 0 0 0 0 kW=70 / Black 1 1 1 1 1 1 1 1 1 kB=80
    assert trace.after == toguz(
        "White 1 2 0 0 0 0 0 0 0 kW=70 / Black 1 1 1 1 1 1 1 1 1 kB=80",
        to_move=1, tuzdyk=(None, 3),
    )
    assert trace.last_place() == mc.Place(0, 3)


def test_a_tuzdyk_cannot_be_played():
    before = toguz(
        "White 3 1 0 0 0 0 0 0 0 kW=70 / Black 1 1 1 1 1 1 1 1 1 kB=79", tuzdyk=(None, 3)
    )
    assert texts(before.legal_moves()) == ["1", "2"]
    with pytest.raises(mc.IllegalMoveError, match="White's hole 3 is Black's tuzdyk"):
        before.play("3")


def test_the_trace_shows_a_stone_falling_into_a_tuzdyk():
    # Example 5: Black's stone for White's tuzdyk (Black 2) is sown there, then taken to kW.
    before = toguz(
        "White 0 0 0 0 0 0 0 0 2 kW=72 / Black 4 0 3 0 0 0 0 0 1 kB=80",
        to_move=1, tuzdyk=(2, None),
    )
    trace = before.trace("1")
    steps = [(s.kind, s.player, s.place, s.seeds, s.to) for s in trace.steps]
    assert steps == [
        ("pick", 1, mc.Place(1, 1), 4, None),
        ("sow", 1, mc.Place(1, 1), 1, None),
        ("sow", 1, mc.Place(1, 2), 1, None),
        ("capture", 0, mc.Place(1, 2), 1, mc.Place(0, None)),
        ("sow", 1, mc.Place(1, 3), 1, None),
        ("sow", 1, mc.Place(1, 4), 1, None),
    ]
    assert trace.steps[3].note == "White's tuzdyk"


def test_the_trace_of_a_new_tuzdyk_says_so():
    before = toguz("White 0 0 0 0 0 0 0 0 2 kW=72 / Black 2 5 0 0 0 0 0 0 1 kB=80")
    trace = before.trace("9")
    assert trace.steps[-1] == mc.Step(
        "capture", 0, mc.Place(1, 1), 3, mc.Place(0, None), note="White's tuzdyk from now on"
    )


# -- the end ---------------------------------------------------------------------------------


def test_82_in_a_kazan_wins_at_once():
    # White 9 with 2 takes Black 1 (1 -> 2): kW=82. The game ends although Black has stones;
    # each takes the stones of their own row.
    # @draw before: White 0 0 0 0 0 0 0 0 2 kW=80 / Black 1 0 0 0 0 0 0 0 9 kB=70
    before = toguz("White 0 0 0 0 0 0 0 0 2 kW=80 / Black 1 0 0 0 0 0 0 0 9 kB=70")
    trace = before.trace("9")
    # @draw game over: White 0 0 0 0 0 0 0 0 0 kW=83 / Black 0 0 0 0 0 0 0 0 0 kB=79
    assert trace.after == toguz(
        "White 0 0 0 0 0 0 0 0 0 kW=83 / Black 0 0 0 0 0 0 0 0 0 kB=79", to_move=1
    )
    assert trace.after.is_over()
    assert trace.after.winner() == 0
    assert trace.steps[-1] == mc.Step("end", 0, note="a kazan holds 82 stones or more")


def test_a_set_up_position_with_82_in_a_kazan_is_over():
    pos = toguz("White 9 9 9 9 9 9 0 0 0 kW=26 / Black 0 0 0 0 0 0 0 0 0 kB=82")
    assert pos.is_over()
    assert pos.scores() == (80, 82)
    assert pos.winner() == 1


def test_81_81_is_a_draw():
    # White 9's one stone makes Black 1 hold 2: kW=81, kB=81.
    before = toguz("White 0 0 0 0 0 0 0 0 1 kW=79 / Black 1 0 0 0 0 0 0 0 0 kB=81")
    after = before.play("9")
    # @draw game over: White 0 0 0 0 0 0 0 0 0 kW=81 / Black 0 0 0 0 0 0 0 0 0 kB=81
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 0 kW=81 / Black 0 0 0 0 0 0 0 0 0 kB=81", to_move=1
    )
    assert after.is_over()
    assert after.scores() == (81, 81)
    assert after.winner() is None


def test_the_player_to_move_without_stones_ends_the_game_the_other_takes_their_row():
    # White 8 with 2 stays on White's row; Black, to move, has no stones: White takes 2.
    # @draw before: White 0 0 0 0 0 0 0 2 0 kW=80 / Black 0 0 0 0 0 0 0 0 0 kB=80
    before = toguz("White 0 0 0 0 0 0 0 2 0 kW=80 / Black 0 0 0 0 0 0 0 0 0 kB=80")
    trace = before.trace("8")
    # @draw game over: White 0 0 0 0 0 0 0 0 0 kW=82 / Black 0 0 0 0 0 0 0 0 0 kB=80
    assert trace.after == toguz(
        "White 0 0 0 0 0 0 0 0 0 kW=82 / Black 0 0 0 0 0 0 0 0 0 kB=80", to_move=1
    )
    assert trace.after.winner() == 0
    assert trace.steps[-1] == mc.Step("end", 0, note="Black has no stones to move")


def test_a_set_up_position_with_the_mover_out_of_stones_is_over():
    pos = toguz("White 0 0 0 0 0 0 0 0 0 kW=70 / Black 5 0 0 0 0 0 0 0 6 kB=81")
    assert pos.legal_moves() == ()
    assert pos.scores() == (70, 92)
    assert pos.winner() == 1


def test_repetition_ends_the_game_and_each_takes_their_own_row():
    # The two single stones walk round the board; after 18 moves the first position is back.
    # @draw : White 1 0 0 0 0 0 0 0 0 kW=80 / Black 1 0 0 0 0 0 0 0 0 kB=80
    first = toguz("White 1 0 0 0 0 0 0 0 0 kW=80 / Black 1 0 0 0 0 0 0 0 0 kB=80")
    pos = play_all(first, "1 1 2 2 3 3 4 4 5 5 6 6 7 7 8 8 9")
    # @draw Black to move: White 0 0 0 0 0 0 0 0 0 kW=80 / Black 1 0 0 0 0 0 0 0 1 kB=80
    assert pos == toguz(
        "White 0 0 0 0 0 0 0 0 0 kW=80 / Black 1 0 0 0 0 0 0 0 1 kB=80", to_move=1
    )
    assert not pos.is_over()
    assert mc.parse(pos.text()).play("9").is_over()
    trace = pos.trace("9")
    # @draw game over: White 0 0 0 0 0 0 0 0 0 kW=81 / Black 0 0 0 0 0 0 0 0 0 kB=81
    assert trace.after == toguz(
        "White 0 0 0 0 0 0 0 0 0 kW=81 / Black 0 0 0 0 0 0 0 0 0 kB=81", to_move=0
    )
    assert trace.steps[-1] == mc.Step("end", 1, note="the position repeats")


def test_a_stone_into_a_kazan_clears_the_positions_to_remember():
    # Example 5 with a remembered past: the stone into White's tuzdyk changes kW.
    before = toguz(
        "White 0 0 0 0 0 0 0 0 2 kW=72 / Black 4 0 3 0 0 0 0 0 1 kB=80",
        to_move=1, tuzdyk=(2, None),
    )
    assert before.play("9").history != ()
    assert before.play("1").history == ()


def test_remembered_positions_keep_through_the_text_with_tuzdyks():
    before = toguz(
        "White 0 0 0 0 0 0 0 0 2 kW=72 / Black 4 0 3 0 0 0 0 0 1 kB=80",
        to_move=1, tuzdyk=(2, None),
    )
    after = before.play("9")
    assert after.text() == (
        "toguz 1.0.0.0.0.0.0.0.2:72/4.0.3.0.0.0.0.0.0:80 W tuzdyk=W:2,B:- "
        "seen=0.0.0.0.0.0.0.0.2:72/4.0.3.0.0.0.0.0.1:80@B"
    )
    again = mc.parse(after.text())
    assert again == after and again.history == after.history


# -- set-ups and texts ----------------------------------------------------------------------


def test_tuzdyk_text_round_trip():
    text = "toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=W:-,B:1"
    pos = mc.parse(text)
    assert pos.extra == (None, 1)
    assert R.tuzdyks(pos) == (None, 1)
    assert pos.text() == text
    assert pos == toguz(
        "White 0 5 0 0 0 0 0 0 1 kW=80 / Black 0 0 0 0 0 0 0 0 1 kB=75", tuzdyk="W:-,B:1"
    )


def test_tuzdyk_text_may_leave_out_a_side():
    pos = mc.parse("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=B:1")
    assert pos.text() == "toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=W:-,B:1"


BAD_SETUPS = [
    # (text, what the message must say)
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=B:1,B:4", "two tuzdyks"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=W:9", "9th hole"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=W:3,B:3", "same number"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=W:9,B:1", "9th hole"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=B:2", "holds 5 stone"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=X:2", "W or B"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=W:0", "W or B"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W tuzdyk=W:\u0663", "W or B"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:74 W", "holds 161 seeds"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 S", "must be one of W, B"),
    ("toguz 0.5.0.0.0.0.0.1:81/0.0.0.0.0.0.0.0.1:75 W", "row has 8 pits"),
    ("toguz 0.5.0.0.0.0.0.0.1:80/0.0.0.0.0.0.0.0.1:75 W swap=open", "unknown field"),
]


@pytest.mark.parametrize(("text", "reason"), BAD_SETUPS)
def test_malformed_positions_are_refused_quoting_the_text(text, reason):
    with pytest.raises(mc.InvalidPositionError) as error:
        mc.parse(text)
    assert reason in str(error.value)
    assert repr(text) in str(error.value)


@pytest.mark.parametrize(
    ("tuzdyk", "reason"),
    [
        ((9, None), "9th hole"),
        ((4, 4), "same number"),
        ((None, 2), "holds 5 stone"),
        ((0, None), "hole number 1..9"),
        ((True, None), "hole number 1..9"),
        ((1, 2, 3), "must be a pair"),
        (3, "must be a pair"),
    ],
)
def test_malformed_set_ups_are_refused(tuzdyk, reason):
    with pytest.raises(mc.InvalidPositionError, match=re.escape(reason)) as error:
        R.position(pits=[[0, 5, 0, 0, 0, 0, 0, 0, 1], [0] * 8 + [1]], stores=[80, 75],
                   tuzdyk=tuzdyk)
    assert "toguz pits=[[0, 5, 0" in str(error.value)


# -- the worked examples of RULES.md section 6 ---------------------------------------------


@pytest.mark.parametrize("hole", range(2, 10))
def test_example_1_from_the_start_hole_h_captures_10_in_blacks_hole_h_minus_1(hole):
    after = R.start().play(str(hole))
    white = [9] * 9
    white[hole - 1] = 1
    white[hole:] = [10] * (9 - hole)
    black = [10] * (hole - 2) + [0] + [9] * (10 - hole)
    assert after == R.position(pits=[white, black], stores=[10, 0], to_move=1)
    if hole == 2:
        # @draw Black to move: White 9 1 10 10 10 10 10 10 10 kW=10 / Black 0 9 9 9 9 9 9 9 9 kB=0
        assert after == toguz(
            "White 9 1 10 10 10 10 10 10 10 kW=10 / Black 0 9 9 9 9 9 9 9 9 kB=0", to_move=1
        )


def test_example_1_hole_1_ends_in_whites_own_hole_9():
    after = R.start().play("1")
    # @draw Black to move: White 1 10 10 10 10 10 10 10 10 kW=0 / Black 9 9 9 9 9 9 9 9 9 kB=0
    assert after == toguz(
        "White 1 10 10 10 10 10 10 10 10 kW=0 / Black 9 9 9 9 9 9 9 9 9 kB=0", to_move=1
    )


def test_example_2_tuzdyk():
    # @draw before: White 0 0 0 0 0 0 0 0 2 kW=72 / Black 2 5 0 0 0 0 0 0 1 kB=80
    before = toguz("White 0 0 0 0 0 0 0 0 2 kW=72 / Black 2 5 0 0 0 0 0 0 1 kB=80")
    after = before.play("9")
    # @draw Black to move, Black 1 White's tuzdyk:
    # @draw White 0 0 0 0 0 0 0 0 1 kW=75 / Black 0 5 0 0 0 0 0 0 1 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 1 kW=75 / Black 0 5 0 0 0 0 0 0 1 kB=80",
        to_move=1, tuzdyk=(1, None),
    )
    assert after.text().endswith(" B tuzdyk=W:1,B:-")


def test_example_3_no_tuzdyk_in_a_9th_hole():
    # @draw before: White 0 0 0 0 0 0 0 0 10 kW=70 / Black 0 0 0 0 0 0 0 0 2 kB=80
    before = toguz("White 0 0 0 0 0 0 0 0 10 kW=70 / Black 0 0 0 0 0 0 0 0 2 kB=80")
    after = before.play("9")
    # @draw Black to move: White 0 0 0 0 0 0 0 0 1 kW=70 / Black 1 1 1 1 1 1 1 1 3 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 1 kW=70 / Black 1 1 1 1 1 1 1 1 3 kB=80", to_move=1
    )


def test_example_4_no_tuzdyk_opposite_the_opponents_by_number():
    # As example 2, but Black owns a tuzdyk at White 1: Black 1 cannot become White's.
    before = toguz(
        "White 0 0 0 0 0 0 0 0 2 kW=72 / Black 2 5 0 0 0 0 0 0 1 kB=80", tuzdyk=(None, 1)
    )
    after = before.play("9")
    # @draw Black to move: White 0 0 0 0 0 0 0 0 1 kW=72 / Black 3 5 0 0 0 0 0 0 1 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 1 kW=72 / Black 3 5 0 0 0 0 0 0 1 kB=80",
        to_move=1, tuzdyk=(None, 1),
    )


def test_example_5_sowing_through_a_tuzdyk():
    # @draw before, Black to move, Black 2 White's tuzdyk:
    # @draw White 0 0 0 0 0 0 0 0 2 kW=72 / Black 4 0 3 0 0 0 0 0 1 kB=80
    before = toguz(
        "White 0 0 0 0 0 0 0 0 2 kW=72 / Black 4 0 3 0 0 0 0 0 1 kB=80",
        to_move=1, tuzdyk=(2, None),
    )
    after = before.play("1")
    # @draw White to move: White 0 0 0 0 0 0 0 0 2 kW=73 / Black 1 0 4 1 0 0 0 0 1 kB=80
    assert after == toguz(
        "White 0 0 0 0 0 0 0 0 2 kW=73 / Black 1 0 4 1 0 0 0 0 1 kB=80",
        to_move=0, tuzdyk=(2, None),
    )


def test_example_6_lap_with_an_even_capture():
    # @draw before: White 28 0 0 0 0 0 0 0 0 kW=58 / Black 2 2 2 2 2 2 2 2 2 kB=58
    before = toguz("White 28 0 0 0 0 0 0 0 0 kW=58 / Black 2 2 2 2 2 2 2 2 2 kB=58")
    after = before.play("1")
    # @draw Black to move: White 2 2 2 2 2 2 2 2 2 kW=62 / Black 0 3 3 3 3 3 3 3 3 kB=58
    assert after == toguz(
        "White 2 2 2 2 2 2 2 2 2 kW=62 / Black 0 3 3 3 3 3 3 3 3 kB=58", to_move=1
    )


# -- moves that are refused ---------------------------------------------------------------------


def test_an_empty_hole_is_an_illegal_move_and_nothing_changes():
    before = toguz("White 0 0 0 0 0 0 0 0 2 kW=72 / Black 2 5 0 0 0 0 0 0 1 kB=80")
    text = before.text()
    with pytest.raises(mc.IllegalMoveError, match="White's hole 1 is empty"):
        before.play("1")
    assert before.text() == text
    for bad in ("0", "10", "x", "\u00b2", "\u0663"):
        with pytest.raises(mc.InvalidMoveError, match=re.escape("a hole number 1..9")):
            before.play(bad)
    assert before.text() == text


def test_no_move_is_legal_once_the_game_is_over():
    over = toguz("White 9 9 9 9 9 9 0 0 0 kW=26 / Black 0 0 0 0 0 0 0 0 0 kB=82")
    with pytest.raises(mc.IllegalMoveError, match="the game is over"):
        over.play("1")


# -- random games: the invariants ---------------------------------------------------------------


def replay(trace: mc.MoveTrace) -> dict[tuple[int, int | None], int]:
    """Apply the steps of ``trace`` to the stones of ``trace.before``, checking each step."""
    board = {(p, h): c for p in (0, 1) for h, c in enumerate(trace.before.pits(p), start=1)}
    board.update({(p, None): trace.before.store(p) for p in (0, 1)})
    for step in trace.steps:
        assert step.place is not None or step.kind == "end"
        at = (step.place.player, step.place.pit) if step.place else None
        if step.kind == "pick":
            assert board[at] == step.seeds > 0
            board[at] = 0
        elif step.kind == "sow":
            board[at] += 1
            assert board[at] == step.count
        elif step.kind in ("capture", "collect"):
            assert step.to is not None and step.to.is_store
            assert board[at] == step.seeds > 0
            board[at] = 0
            board[(step.to.player, None)] += step.seeds
    return board


def check(pos: mc.Position) -> None:
    assert sum(pos.store(p) for p in (0, 1)) + pos.seeds_on_board() == TOTAL, pos.text()
    for owner, hole in enumerate(pos.extra):
        if hole is not None:
            assert pos.pits(1 - owner)[hole - 1] == 0, pos.text()
    again = mc.parse(pos.text())
    assert again == pos and again.text() == pos.text() and again.history == pos.history
    assert bool(pos.legal_moves()) != pos.is_over()


def test_random_games_end_with_a_result_keep_the_stones_and_trace_truly():
    rng = random.Random("toguz")
    endings = set()
    for _ in range(12):
        pos = R.start()
        for _ply in range(3000):
            check(pos)
            if pos.is_over():
                break
            move = rng.choice(pos.legal_moves())
            trace = pos.trace(move)
            assert trace.after == pos.play(move)
            board = replay(trace)
            after = trace.after
            assert board == {
                **{(p, h): c for p in (0, 1) for h, c in enumerate(after.pits(p), start=1)},
                **{(p, None): after.store(p) for p in (0, 1)},
            }
            if after.is_over():
                endings.add(trace.steps[-1].note)
            pos = after
        assert pos.is_over(), pos.text()
        assert pos.seeds_on_board() == 0  # the end sweeps the rows into the kazans
        assert sum(pos.scores()) == TOTAL
        scores = pos.scores()
        assert pos.winner() == (None if scores[0] == scores[1] else scores.index(max(scores)))
    assert "a kazan holds 82 stones or more" in endings


@settings(max_examples=40, deadline=None)
@given(choices=st.lists(st.integers(min_value=0, max_value=8), max_size=150))
def test_any_line_of_play_keeps_the_invariants(choices):
    pos = R.start()
    for choice in choices:
        moves = pos.legal_moves()
        if not moves:
            break
        pos = pos.play(moves[choice % len(moves)])
        check(pos)
