"""Bao la Kiswahili: every worked example of BAO.md §8 and one test per rule of BAO.md §1–6.

Positions are written as BAO.md's ``machine:`` lines::

    S A=[front 1..8] B=[back 1..8] store=… nyumba=owned|lost |
    N a=[front 1..8] b=[back 1..8] store=… nyumba=owned|lost | to_move=S|N blocked=-|a4

each row in its owner's own hole order 1..8 (``store`` is the hand). Drawn as seen from South's
seat, North's back row is on top read right to left (``b8 .. b1``), then North's front row
(``a8 .. a1``), South's front row (``A1 .. A8``) and South's back row (``B1 .. B8``), as in
BAO.md's diagrams (reproduced in the comments). Every test compares the whole position after
the move. Hand-made set-ups keep 64 seeds by parking the seeds they do not need in North's
back hole b1, which no move of these tests touches.
"""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import mancala_core as mc
from mancala_core.games.bao.board import (
    CCW,
    CW,
    facing_ring,
    hole_of_ring,
    parse_move_text,
    ring_of,
)
from mancala_core.games.bao.rules import Bao

R = Bao()
TOTAL = 64

_MACHINE = re.compile(
    r"S\s+A=\[([^\]]*)\]\s+B=\[([^\]]*)\]\s+store=(\d+)\s+nyumba=(owned|lost)\s*\|\s*"
    r"N\s+a=\[([^\]]*)\]\s+b=\[([^\]]*)\]\s+store=(\d+)\s+nyumba=(owned|lost)\s*\|\s*"
    r"to_move=([SN])\s+blocked=([A-Za-z0-9-]+)\s*$"
)


def machine(line: str, rules: Bao = R) -> mc.Position:
    """The position of a BAO.md ``machine:`` line."""
    match = _MACHINE.match(" ".join(line.split()))
    assert match, f"not a BAO.md machine line: {line!r}"
    big_a, big_b, s_hand, s_house, a, b, n_hand, n_house, mover, blocked = match.groups()

    def row(text: str) -> list[int]:
        counts = [int(c) for c in text.split(",")]
        assert len(counts) == 8, text
        return counts

    return rules.position(
        pits=[row(big_a) + row(big_b), row(a) + row(b)],
        stores=[int(s_hand), int(n_hand)],
        to_move="SN".index(mover),
        nyumba=(s_house == "owned", n_house == "owned"),
        blocked=None if blocked == "-" else blocked,
    )


def setup(
    A: list[int],
    B: list[int] | None = None,
    a: list[int] | None = None,
    b: list[int] | None = None,
    hands: tuple[int, int] = (0, 0),
    to_move: int = 0,
    nyumba: tuple[bool, bool] | str = (False, False),
    blocked: str | None = None,
    rules: Bao = R,
) -> mc.Position:
    """A hand-made position; the seeds left over go to North's back hole b1."""
    B = B or [0] * 8
    a = a or [0] * 8
    b = list(b or [0] * 8)
    b[0] += TOTAL - sum(A) - sum(B) - sum(a) - sum(b) - sum(hands)
    return rules.position(
        pits=[A + B, a + b], stores=list(hands), to_move=to_move, nyumba=nyumba, blocked=blocked
    )


def texts(pos: mc.Position) -> list[str]:
    return [m.text for m in pos.legal_moves()]


def play_all(pos: mc.Position, moves: str) -> mc.Position:
    for move in moves.split():
        pos = pos.play(move)
    return pos


def notes(trace: mc.MoveTrace) -> list[str]:
    return [step.note for step in trace.steps]


# == §8: the worked examples ==================================================================

START = (
    "S A=[0, 0, 0, 0, 6, 2, 2, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=22 nyumba=owned | "
    "N a=[0, 0, 0, 0, 6, 2, 2, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=22 nyumba=owned | "
    "to_move=S blocked=-"
)


def test_e1_de_voogts_game_record_a7l_a5r():
    # E1a, South A7< (de Voogt A7L): a takasa; A6 and A7 are the only candidates.
    # North back   0  0  0  0  0  0  0  0
    # North front  0  2  2  6  0  0  0  0   (a8..a1)
    # South front  0  0  0  0  6  2  2  0   (A1..A8)
    # South back   0  0  0  0  0  0  0  0
    before = machine(START)
    assert before == R.start()
    assert texts(before) == ["A6<", "A6>", "A7<", "A7>"]
    after = before.play("A7<")
    # South front  0  0  0  1  7  3  0  0
    assert after == machine(
        "S A=[0, 0, 0, 1, 7, 3, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=21 nyumba=owned | "
        "N a=[0, 0, 0, 0, 6, 2, 2, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=22 nyumba=owned | "
        "to_move=N blocked=-"
    )
    # E1b, North a5< (de Voogt a5R, the right kichwa): captures A4's seed at its nyumba.
    assert texts(after) == ["a5<", "a5>"]
    trace = after.trace("a5<")
    # North front  1  2  2  7  0  0  0  0
    # South front  0  0  0  0  7  3  0  0
    assert trace.after == machine(
        "S A=[0, 0, 0, 0, 7, 3, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=21 nyumba=owned | "
        "N a=[0, 0, 0, 0, 7, 2, 2, 1] b=[0, 0, 0, 0, 0, 0, 0, 0] store=21 nyumba=owned | "
        "to_move=S blocked=-"
    )
    assert [str(s) for s in trace.steps] == [
        "North picks 1 from North store",
        "sow North 5 (7)",
        "capture 1 from South 4 into North store",
        "North picks 1 from North store",
        "sow North 8 (1)",
    ]


E2_BEFORE = (
    "S A=[0, 1, 0, 1, 8, 0, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=owned | "
    "N a=[0, 1, 1, 0, 7, 3, 2, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=owned | "
    "to_move=S blocked=-"
)


def test_e2_left_kimbi_capture_relay_and_safari():
    # North front  0  2  3  7  0  1  1  0
    # South front  0  1  0  1  8  0  0  0
    before = machine(E2_BEFORE)
    assert before == play_all(R.start(), "A7< a5> A6< a6>")
    assert texts(before) == ["A2>+", "A2>.", "A4<+", "A4<.", "A4>"]
    trace = before.trace("A2>+")
    # North front  0  0  3  7  0  1  1  0
    # South front  1  0  1  2  0  1  1  1
    # South back   0  0  1  1  1  1  1  1
    assert trace.after == machine(
        "S A=[1, 0, 1, 2, 0, 1, 1, 1] B=[0, 0, 1, 1, 1, 1, 1, 1] store=19 nyumba=lost | "
        "N a=[0, 1, 1, 0, 7, 3, 0, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=owned | "
        "to_move=N blocked=-"
    )
    assert [s.note for s in trace.steps if s.kind == "pick"] == [
        "namua: one seed from the hand",
        "captured seeds, sown from the left kichwa A1 clockwise",
        "relay from A2",
        "safari from the nyumba A5: the nyumba is lost",
    ]


def test_e2_left_kimbi_capture_relay_and_stop():
    before = machine(E2_BEFORE)
    trace = before.trace("A2>.")
    # North front  0  0  3  7  0  1  1  0
    # South front  1  0  1  2  9  0  0  0
    assert trace.after == machine(
        "S A=[1, 0, 1, 2, 9, 0, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=19 nyumba=owned | "
        "N a=[0, 1, 1, 0, 7, 3, 0, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=owned | "
        "to_move=N blocked=-"
    )
    assert trace.steps[-1].note == "A5: the player stops in the nyumba"


def test_e3_right_kimbi_capture_goes_from_the_right_kichwa():
    # North front  0  2  0  7  0  0  0  1
    # South front  1  1  2  0  7  0  2  0
    before = machine(
        "S A=[1, 1, 2, 0, 7, 0, 2, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=owned | "
        "N a=[1, 0, 0, 0, 7, 0, 2, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=21 nyumba=owned | "
        "to_move=N blocked=-"
    )
    assert before == play_all(R.start(), "A6< a5> A3>")
    assert texts(before) == ["a7<"]
    after = before.play("a7<")
    # North front  1  3  0  7  0  0  0  1
    # South front  1  0  2  0  7  0  2  0
    assert after == machine(
        "S A=[1, 0, 2, 0, 7, 0, 2, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=owned | "
        "N a=[1, 0, 0, 0, 7, 0, 3, 1] b=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=owned | "
        "to_move=S blocked=-"
    )


E4_BEFORE = (
    "S A=[0, 0, 0, 0, 6, 2, 0, 1] B=[0, 0, 0, 0, 0, 0, 1, 1] store=21 nyumba=owned | "
    "N a=[0, 0, 1, 1, 7, 0, 2, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=21 nyumba=owned | "
    "to_move=S blocked=-"
)


def test_e4_capture_at_the_own_nyumba_right_kichwa_and_a_second_capture():
    # North front  0  2  0  7  1  1  0  0
    # South front  0  0  0  0  6  2  0  1
    # South back   0  0  0  0  0  0  1  1
    before = machine(E4_BEFORE)
    assert before == play_all(R.start(), "A7> a6<")
    assert texts(before) == ["A5<", "A5>", "A6<", "A6>"]
    trace = before.trace("A5<")
    # North front  0  2  0  7  0  0  0  0
    # South front  0  0  0  0  7  3  1  1
    assert trace.after == machine(
        "S A=[0, 0, 0, 0, 7, 3, 1, 1] B=[0, 0, 0, 0, 0, 0, 1, 1] store=20 nyumba=owned | "
        "N a=[0, 0, 0, 0, 7, 0, 2, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=21 nyumba=owned | "
        "to_move=N blocked=-"
    )
    assert [s.note for s in trace.steps if s.kind == "capture"] == ["a4 faces A5", "a3 faces A6"]


def test_e4_the_left_kichwa_instead():
    after = machine(E4_BEFORE).play("A5>")
    # North front  0  2  0  7  0  1  0  0
    # South front  1  0  0  0  7  2  0  1
    assert after == machine(
        "S A=[1, 0, 0, 0, 7, 2, 0, 1] B=[0, 0, 0, 0, 0, 0, 1, 1] store=20 nyumba=owned | "
        "N a=[0, 0, 1, 0, 7, 0, 2, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=21 nyumba=owned | "
        "to_move=N blocked=-"
    )


def test_e5_nyumba_tax():
    # North front  1  0  6  9  0  0  0  1
    # South front  0  0  0  0  9  0  0  0
    before = machine(
        "S A=[0, 0, 0, 0, 9, 0, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=19 nyumba=owned | "
        "N a=[1, 0, 0, 0, 9, 6, 0, 1] b=[0, 0, 0, 0, 0, 0, 0, 0] store=19 nyumba=owned | "
        "to_move=S blocked=-"
    )
    assert before == play_all(R.start(), "A7< a5< A6< a6> A2>. a6<.")
    assert texts(before) == ["A5<", "A5>"]
    trace = before.trace("A5<")
    # South front  0  0  1  1  8  0  0  0
    assert trace.after == machine(
        "S A=[0, 0, 1, 1, 8, 0, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=18 nyumba=owned | "
        "N a=[1, 0, 0, 0, 9, 6, 0, 1] b=[0, 0, 0, 0, 0, 0, 0, 0] store=19 nyumba=owned | "
        "to_move=N blocked=-"
    )
    assert "tax: 2 seeds from the nyumba A5" in notes(trace)


def test_e6_takasa_ending_in_the_functional_nyumba_stops():
    # North front  0  2  0  7  0  1  0  0
    # South front  1  0  0  0  7  0  3  1
    # South back   0  0  0  0  0  0  0  1
    before = machine(
        "S A=[1, 0, 0, 0, 7, 0, 3, 1] B=[0, 0, 0, 0, 0, 0, 0, 1] store=20 nyumba=owned | "
        "N a=[0, 0, 1, 0, 7, 0, 2, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=21 nyumba=owned | "
        "to_move=N blocked=-"
    )
    assert before == play_all(R.start(), "A6> a6< A5>")
    assert texts(before) == ["a3<", "a3>", "a7<", "a7>"]
    trace = before.trace("a3>")
    # North front  0  2  0  8  1  0  0  0
    assert trace.after == machine(
        "S A=[1, 0, 0, 0, 7, 0, 3, 1] B=[0, 0, 0, 0, 0, 0, 0, 1] store=20 nyumba=owned | "
        "N a=[0, 0, 0, 1, 8, 0, 2, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=owned | "
        "to_move=S blocked=-"
    )
    assert trace.steps[-1].note == "a5: a takasa stops in the nyumba"


E7_BEFORE_5 = (
    "S A=[0, 0, 2, 0, 5, 0, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=1 nyumba=owned | "
    "N a=[0, 0, 0, 0, 0, 5, 0, 1] b=[49, 0, 0, 0, 0, 0, 0, 0] store=1 nyumba=lost | "
    "to_move=S blocked=-"
)


def test_e7_capture_lap_makes_a_5_seed_nyumba_6_stop():
    # North back   0  0  0  0  0  0  0 49
    # North front  1  0  5  0  0  0  0  0
    # South front  0  0  2  0  5  0  0  0
    before = machine(E7_BEFORE_5)
    assert texts(before) == ["A3<", "A3>+", "A3>."]
    after = before.play("A3>.")
    # South front  1  1  4  1  6  0  0  0
    assert after == machine(
        "S A=[1, 1, 4, 1, 6, 0, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=0 nyumba=owned | "
        "N a=[0, 0, 0, 0, 0, 0, 0, 1] b=[49, 0, 0, 0, 0, 0, 0, 0] store=1 nyumba=lost | "
        "to_move=N blocked=-"
    )


def test_e7_capture_lap_makes_a_5_seed_nyumba_6_safari():
    after = machine(E7_BEFORE_5).play("A3>+")
    # South front  1  1  4  1  0  1  1  1
    # South back   0  0  0  0  0  1  1  1
    assert after == machine(
        "S A=[1, 1, 4, 1, 0, 1, 1, 1] B=[0, 0, 0, 0, 0, 1, 1, 1] store=0 nyumba=lost | "
        "N a=[0, 0, 0, 0, 0, 0, 0, 1] b=[49, 0, 0, 0, 0, 0, 0, 0] store=1 nyumba=lost | "
        "to_move=N blocked=-"
    )


def test_e7_a_4_seed_nyumba_made_5_is_dormant_relays_and_is_lost():
    before = machine(
        "S A=[0, 0, 2, 0, 4, 0, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=1 nyumba=owned | "
        "N a=[0, 0, 0, 0, 0, 5, 0, 1] b=[50, 0, 0, 0, 0, 0, 0, 0] store=1 nyumba=lost | "
        "to_move=S blocked=-"
    )
    assert texts(before) == ["A3<", "A3>"]
    trace = before.trace("A3>")
    assert trace.after == machine(
        "S A=[1, 1, 4, 1, 0, 1, 1, 1] B=[0, 0, 0, 0, 0, 0, 1, 1] store=0 nyumba=lost | "
        "N a=[0, 0, 0, 0, 0, 0, 0, 1] b=[50, 0, 0, 0, 0, 0, 0, 0] store=1 nyumba=lost | "
        "to_move=N blocked=-"
    )
    assert "relay from A5: the nyumba is emptied and lost" in notes(trace)


E8_MOVES = (
    "A7< a5> A6< a6> A2>+ a3< A4< a6> A4< a4> A1> a6< A6< a4< A3> a8< A5> a1> A5> a2> A4< a6< "
    "A7< a8< A5> a3> A3> a7< A3< a3< A5< a5< A1> a4> A6> a1> A6< a6< A1> a1> A3> a5< A5> a5<"
)


def test_e8_mtaji_capture_from_the_back_row_four_captures_and_relays():
    # North back   0  0  1  1  1  3  1  1
    # North front  0  2  2  0  1  2  6  2
    # South front  0  5  1  0  8 11  0  1
    # South back   0  3  2  3  2  0  1  4
    before = machine(
        "S A=[0, 5, 1, 0, 8, 11, 0, 1] B=[0, 3, 2, 3, 2, 0, 1, 4] store=0 nyumba=lost | "
        "N a=[2, 6, 2, 1, 0, 2, 2, 0] b=[1, 1, 3, 1, 1, 1, 0, 0] store=0 nyumba=lost | "
        "to_move=S blocked=-"
    )
    assert before == play_all(R.start(), E8_MOVES)
    assert texts(before) == ["B2>", "B8<"]
    trace = before.trace("B8<")
    # North front  0  2  0  0  0  2  0  0
    # South front  1  6  0  2 11 14  0  6
    # South back   1  3  2  3  2  0  1  0
    assert trace.after == machine(
        "S A=[1, 6, 0, 2, 11, 14, 0, 6] B=[1, 3, 2, 3, 2, 0, 1, 0] store=0 nyumba=lost | "
        "N a=[0, 0, 2, 0, 0, 0, 2, 0] b=[1, 1, 3, 1, 1, 1, 0, 0] store=0 nyumba=lost | "
        "to_move=N blocked=-"
    )
    # The trace shows every capture and every relay.
    assert [s.note for s in trace.steps if s.kind in ("capture", "pick")] == [
        "B8: capture move",
        "a4 faces A5",
        "captured seeds, sown from the right kichwa A8 anticlockwise",
        "a1 faces A8",
        "captured seeds, sown from the right kichwa A8 anticlockwise",
        "a2 faces A7",
        "captured seeds, sown from the right kichwa A8 anticlockwise",
        "a6 faces A3",
        "captured seeds, sown from the right kichwa A8 anticlockwise",
        "relay from A7",
        "relay from A3",
    ]
    assert trace.captured() == 1 + 2 + 6 + 2


def test_e9_mtaji_capture_in_a_kimbi_reverses_the_direction():
    # North back   0  0  0  0  0  0  0 58
    # North front  0  1  0  0  0  0  0  1
    # South front  0  1  0  2  0  0  0  1
    before = machine(
        "S A=[0, 1, 0, 2, 0, 0, 0, 1] B=[0, 0, 0, 0, 0, 0, 0, 0] store=0 nyumba=lost | "
        "N a=[1, 0, 0, 0, 0, 0, 1, 0] b=[58, 0, 0, 0, 0, 0, 0, 0] store=0 nyumba=lost | "
        "to_move=S blocked=-"
    )
    assert texts(before) == ["A4<"]
    after = before.play("A4<")
    # South front  1  2  1  0  0  0  0  1
    assert after == machine(
        "S A=[1, 2, 1, 0, 0, 0, 0, 1] B=[0, 0, 0, 0, 0, 0, 0, 0] store=0 nyumba=lost | "
        "N a=[1, 0, 0, 0, 0, 0, 0, 0] b=[58, 0, 0, 0, 0, 0, 0, 0] store=0 nyumba=lost | "
        "to_move=N blocked=-"
    )


def test_e10a_16_seeds_go_round_the_loop_without_skipping_the_emptied_hole():
    # North front  1  0  0  0  0  0  0  0
    # South front  1  0  0 16  0  0  0  0
    before = machine(
        "S A=[1, 0, 0, 16, 0, 0, 0, 0] B=[0, 0, 0, 0, 0, 0, 0, 0] store=0 nyumba=lost | "
        "N a=[0, 0, 0, 0, 0, 0, 0, 1] b=[46, 0, 0, 0, 0, 0, 0, 0] store=0 nyumba=lost | "
        "to_move=S blocked=-"
    )
    assert texts(before) == ["A4<", "A4>"]
    trace = before.trace("A4<")
    # South front  2  1  1  1  1  1  1  1
    # South back   1  1  1  1  1  1  1  1
    assert trace.after == machine(
        "S A=[2, 1, 1, 1, 1, 1, 1, 1] B=[1, 1, 1, 1, 1, 1, 1, 1] store=0 nyumba=lost | "
        "N a=[0, 0, 0, 0, 0, 0, 0, 1] b=[46, 0, 0, 0, 0, 0, 0, 0] store=0 nyumba=lost | "
        "to_move=N blocked=-"
    )
    assert trace.steps[0].note == "A4: takasa (16 seeds or more never capture)"
    assert trace.last_place() == mc.Place(0, 4)


E10B_MOVES = (
    "A7> a6> A6< a5> A8<. a7> A6< a5> A7< a8< A3< a1> A5> a3< A1> a5< A2> a8<. A3< a7< A5< a3<. "
    "A7< a3> A5> a8< A5< a7< A6< a5< A7< a6< A5< a5> A5< a3< A8> a8> A5< a5< A3> a5< A5< a6>"
)


def test_e10b_a_17_seed_first_lap_may_not_capture():
    # North back   4  1  2  1  0  1  1  1
    # North front  0  2  2 21  0  3  2  1
    # South front  0  0  0  1 17  0  0  0
    # South back   0  0  0  0  1  1  0  2
    before = machine(
        "S A=[0, 0, 0, 1, 17, 0, 0, 0] B=[0, 0, 0, 0, 1, 1, 0, 2] store=0 nyumba=owned | "
        "N a=[1, 2, 3, 0, 21, 2, 2, 0] b=[1, 1, 1, 0, 1, 2, 1, 4] store=0 nyumba=owned | "
        "to_move=S blocked=-"
    )
    assert before == play_all(R.start(), E10B_MOVES)
    assert texts(before) == ["A5<", "A5>"]
    trace = before.trace("A5<")
    # South front  0  2  2  1  2  0  2  0
    # South back   2  0  2  0  3  0  2  4
    assert trace.after == machine(
        "S A=[0, 2, 2, 1, 2, 0, 2, 0] B=[2, 0, 2, 0, 3, 0, 2, 4] store=0 nyumba=lost | "
        "N a=[1, 2, 3, 0, 21, 2, 2, 0] b=[1, 1, 1, 0, 1, 2, 1, 4] store=0 nyumba=owned | "
        "to_move=N blocked=-"
    )
    assert trace.captured() == 0
    assert sum(s.kind == "pick" for s in trace.steps) == 8  # the lift and 7 relays


E11_BEFORE = (
    "S A=[0, 2, 0, 0, 0, 0, 2, 0] B=[0, 0, 2, 2, 0, 2, 6, 4] store=0 nyumba=lost | "
    "N a=[1, 0, 1, 2, 10, 0, 0, 10] b=[2, 2, 8, 4, 1, 2, 1, 0] store=0 nyumba=lost | "
    "to_move=S blocked=-"
)
E11_BLOCKED = (
    "S A=[0, 2, 0, 0, 1, 1, 0, 0] B=[0, 0, 2, 2, 0, 2, 6, 4] store=0 nyumba=lost | "
    "N a=[1, 0, 1, 2, 10, 0, 0, 10] b=[2, 2, 8, 4, 1, 2, 1, 0] store=0 nyumba=lost | "
    "to_move=N blocked=a4"
)


def test_e11a_kiba_kutakatia_a_takasa_blocks_the_only_target():
    # North back   0  1  2  1  4  8  2  2
    # North front 10  0  0 10  2  1  0  1
    # South front  0  2  0  0  0  0  2  0
    # South back   0  0  2  2  0  2  6  4
    before = machine(E11_BEFORE)
    assert texts(before) == ["A2<", "A2>", "A7<", "A7>"]
    trace = before.trace("A7<")
    # South front  0  2  0  0  1  1  0  0; a4 is blocked for North's next move
    assert trace.after == machine(E11_BLOCKED)
    assert R.blocked(trace.after) == "a4"
    assert trace.after.text().endswith(" N nyumba=- blocked=a4")
    assert "kutakatia: a4 is blocked for North's next move" in trace.steps[-1].note


def test_e11b_the_blocked_hole_cannot_start_and_a_lap_ending_there_stops():
    before = machine(E11_BLOCKED)
    assert texts(before) == ["a5<", "a5>", "a8<", "a8>"]
    trace = before.trace("a8<")
    # North back   0  3  4  3  6  1  4  4
    # North front  2  0  3  1  5  3  2  3
    assert trace.after == machine(
        "S A=[0, 2, 0, 0, 1, 1, 0, 0] B=[0, 0, 2, 2, 0, 2, 6, 4] store=0 nyumba=lost | "
        "N a=[3, 2, 3, 5, 1, 3, 0, 2] b=[4, 4, 1, 6, 3, 4, 3, 0] store=0 nyumba=lost | "
        "to_move=S blocked=-"
    )
    assert trace.steps[-1].note == "a4 is blocked (kutakatia): the move ends"


@pytest.mark.parametrize(
    ("reply", "laps", "ending", "a4"),
    [
        ("a5>", 2, "a2 was empty: the move ends", 2),
        ("a5<", 10, "a3 was empty: the move ends", 6),
        ("a8>", 1, "a2 was empty: the move ends", 2),
        ("a8<", 5, "a4 is blocked (kutakatia): the move ends", 5),
    ],
)
def test_e11_all_four_north_replies(reply, laps, ending, a4):
    trace = machine(E11_BLOCKED).trace(reply)
    assert sum(s.kind == "pick" for s in trace.steps) == laps
    assert trace.steps[-1].note == ending
    assert trace.after.pits(1)[3] == a4


def test_e12_the_game_ends_in_the_middle_of_a_move():
    # North front  1  2  0  8  1  0  0  0
    # South front  0  1  1  0  7  0  1  0
    # South back   0  0  0  0  0  0  1  1
    before = machine(
        "S A=[0, 1, 1, 0, 7, 0, 1, 0] B=[0, 0, 0, 0, 0, 0, 1, 1] store=20 nyumba=owned | "
        "N a=[0, 0, 0, 1, 8, 0, 2, 1] b=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=owned | "
        "to_move=S blocked=-"
    )
    assert before == play_all(R.start(), "A7> a6< A6< a5<")
    assert texts(before) == ["A2>", "A5<", "A5>"]
    trace = before.trace("A2>")
    # North front  0  0  0  0  0  0  0  0
    # South front  0  1  3  2  8  0  1  0
    # BAO.md writes South's store as 19 and says the 8 seeds captured last are in South's
    # hand, unsown: here the hand is the store, so it holds 19 + 8 = 27 and 64 seeds remain.
    assert trace.after == machine(
        "S A=[0, 1, 3, 2, 8, 0, 1, 0] B=[0, 0, 0, 0, 0, 0, 1, 1] store=27 nyumba=owned | "
        "N a=[0, 0, 0, 0, 0, 0, 0, 0] b=[0, 0, 0, 0, 0, 0, 0, 0] store=20 nyumba=lost | "
        "to_move=N blocked=-"
    )
    assert trace.after.is_over()
    assert trace.after.winner() == 0
    assert trace.after.places() == (1, 2)
    assert trace.after.scores() == (1, 0)
    assert [s.note for s in trace.steps if s.kind == "capture"] == [
        "a7 faces A2", "a4 faces A5", "a8 faces A1", "a5 faces A4",
    ]
    assert trace.steps[-1] == mc.Step(
        "end", 0, note="North's front row is empty: South wins"
    )


E13_MOVES = (
    "A6> a7> A7> a8< A5> a3> A5> a7< A3> a5> A8< a5< A7> a6> A6< a5< A8> a7< A5< a1> A5< a2< "
    "A8<+ a6< A4> a6> A7< a3< A5< a3> A2> a3> A4> a2> A2> a3< A5> a5> A6< a6> A2> a2> A3< a4> "
    "A3> a1> A2> b8> A6< b5>"
)
E13 = (
    "S A=[4, 3, 8, 11, 2, 1, 2, 0] B=[0, 1, 0, 12, 2, 3, 7, 1] store=0 nyumba=lost | "
    "N a=[0, 0, 1, 0, 0, 0, 0, 0] b=[1, 1, 1, 2, 0, 0, 1, 0] store=0 nyumba=lost | "
    "to_move=S blocked=-"
)


def test_e13_a_never_ending_move_is_illegal():
    # North back   0  1  0  0  2  1  1  1
    # North front  0  0  0  0  0  1  0  0
    # South front  4  3  8 11  2  1  2  0
    # South back   0  1  0 12  2  3  7  1
    pos = machine(E13)
    assert pos == play_all(R.start(), E13_MOVES)
    assert texts(pos) == [
        "A1>", "A2<", "A2>", "A3<", "A3>", "A4<", "A4>", "A5<", "A5>", "A7<", "A7>",
    ]
    with pytest.raises(mc.IllegalMoveError, match=re.escape("A1< is a never-ending move")):
        pos.play("A1<")
    for move in pos.legal_moves():  # the other eleven all end, within 38 laps
        trace = pos.trace(move)
        assert sum(s.kind == "pick" for s in trace.steps) <= 38


# == §1–2: the board and the start ===========================================================


def test_start_6_in_the_nyumba_2_and_2_to_its_right_22_in_hand_south_first():
    start = R.start()
    assert start.pits(0) == (0, 0, 0, 0, 6, 2, 2, 0) + (0,) * 8
    assert start.pits(1) == start.pits(0)
    assert (start.store(0), start.store(1), start.to_move) == (22, 22, 0)
    assert R.total_seeds == TOTAL
    assert R.nyumba_owned(start) == (True, True)
    assert R.functional(start, 0) and R.functional(start, 1)
    assert R.stage(start) == "namua" and R.blocked(start) is None
    assert start.text() == (
        "bao 0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22/0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22 S"
    )
    assert not start.is_over() and start.winner() is None and start.places() == (None, None)


def test_holes_are_numbered_from_the_owners_left_front_row_first():
    pos = setup(A=[1, 2, 3, 4, 5, 6, 7, 8], B=[0, 0, 0, 0, 0, 0, 0, 1], a=[1] + [0] * 7)
    assert pos.pits(0)[:8] == (1, 2, 3, 4, 5, 6, 7, 8)  # A1..A8
    assert pos.pits(0)[15] == 1  # B8
    assert parse_move_text("B8<") == (0, 16, CCW, "")
    assert parse_move_text("a1>.") == (1, 1, CW, ".")
    assert parse_move_text("A9>") is None and parse_move_text("C1>") is None


def test_front_hole_i_faces_the_opponents_front_hole_9_minus_i():
    assert [facing_ring(r) + 1 for r in range(8)] == [8, 7, 6, 5, 4, 3, 2, 1]
    # A1 faces a8: a namua seed in A1 captures what a8 holds.
    pos = setup(A=[1, 0, 0, 0, 0, 0, 0, 0], a=[1, 0, 0, 0, 0, 0, 0, 3], hands=(1, 1))
    assert texts(pos) == ["A1>"]
    after = pos.play("A1>")
    assert after.pits(1)[7] == 0 and after.pits(0)[:3] == (3, 1, 1)


def test_the_loop_clockwise_runs_along_the_front_row_to_8_then_back_along_the_back_row():
    succ_cw = {hole_of_ring(r): hole_of_ring((r + 1) % 16) for r in range(16)}
    succ_ccw = {hole_of_ring(r): hole_of_ring((r - 1) % 16) for r in range(16)}
    # front holes 1..8 are 1..8, back holes 1..8 are 9..16
    assert succ_cw[1] == 2 and succ_cw[8] == 16 and succ_cw[16] == 15 and succ_cw[9] == 1
    assert succ_ccw[1] == 9 and succ_ccw[9] == 10 and succ_ccw[16] == 8 and succ_ccw[8] == 7
    assert [ring_of(h) for h in (1, 8, 16, 9)] == [0, 7, 8, 15]
    # Mtaji takasa A8> (3 seeds): B8, B7, B6.
    pos = setup(A=[0, 0, 2, 0, 0, 0, 0, 3], a=[0, 0, 0, 0, 0, 0, 0, 1])
    after = pos.play("A8>")
    assert after.pits(0) == (0, 0, 2, 0, 0, 0, 0, 0) + (0, 0, 0, 0, 0, 1, 1, 1)


# == §3: namua ================================================================================


def test_namua_puts_one_seed_from_the_hand_into_an_occupied_front_hole_each_turn():
    start = R.start()
    # Only occupied front holes take the seed; the functional nyumba is kept out of a takasa.
    assert {m.pit for m in start.legal_moves()} == {6, 7}
    after = start.play("A6>")
    assert after.store(0) == 21 and sum(after.pits(0)) == 11


def test_namua_back_row_never_starts_a_move():
    pos = setup(A=[0, 0, 2, 0, 0, 0, 0, 0], B=[5, 5, 5, 5, 0, 0, 0, 0],
                a=[0, 0, 0, 0, 0, 0, 0, 1], hands=(3, 3))
    assert texts(pos) == ["A3<", "A3>"]


def test_namua_captures_are_compulsory():
    # E4's position: A8 could make a takasa, but A5 and A6 capture, so only they may move.
    pos = machine(E4_BEFORE)
    assert {m.pit for m in pos.legal_moves()} == {5, 6}


def test_namua_capture_in_an_end_zone_forces_the_kichwa_and_direction():
    # A2 (left zone): the left kichwa, clockwise; a7 (right zone): the right kichwa.
    assert texts(machine(E2_BEFORE))[:2] == ["A2>+", "A2>."]
    pos = setup(A=[0, 0, 0, 0, 0, 0, 1, 1], a=[3, 2, 0, 0, 0, 0, 0, 0], hands=(1, 1))
    assert texts(pos) == ["A7<", "A8<"]


def test_namua_capture_in_a_middle_hole_lets_the_player_choose_the_kichwa():
    pos = machine(E4_BEFORE)
    assert [m.text for m in pos.legal_moves() if m.pit == 5] == ["A5<", "A5>"]
    right, left = pos.trace("A5<"), pos.trace("A5>")
    assert right.steps[4] == mc.Step("sow", 0, mc.Place(0, 8), 1, count=2, note="A8")
    assert left.steps[4].place == mc.Place(0, 1)  # the left kichwa A1


def test_captured_seeds_are_sown_starting_in_the_kichwa_itself():
    trace = machine(E4_BEFORE).trace("A5>")
    capture = [s.kind for s in trace.steps].index("capture")
    assert trace.steps[capture + 2].place == mc.Place(0, 1)  # A1 gets the first seed


def test_a_later_capture_in_a_middle_hole_keeps_the_direction():
    # A2> captures a7 (3): A1 A2 A3; A3 faces a6 (1): captured, and since we arrived
    # clockwise the seed enters the left kichwa A1 again; A1 relays 2: A2 A3; A3 relays 3.
    pos = setup(A=[0, 1, 1, 0, 0, 0, 0, 0], a=[1, 0, 0, 0, 0, 1, 3, 0], hands=(1, 1))
    trace = pos.trace("A2>")
    assert trace.after == setup(
        A=[0, 4, 0, 1, 1, 1, 0, 0], a=[1, 0, 0, 0, 0, 0, 0, 0], hands=(0, 1), to_move=1
    )
    assert [s.note for s in trace.steps if s.kind in ("capture", "pick")][1:] == [
        "a7 faces A2",
        "captured seeds, sown from the left kichwa A1 clockwise",
        "a6 faces A3",
        "captured seeds, sown from the left kichwa A1 clockwise",
        "relay from A1",
        "relay from A3",
    ]


def test_a_capture_move_keeps_capturing_after_relays_that_capture_nothing():
    # E12: capture at A2, a relay from A2 that lands on A5, and A5 captures again.
    pos = play_all(R.start(), "A7> a6< A6< a5<")
    kinds = [s.kind for s in pos.trace("A2>").steps]
    first_relay = kinds.index("pick", kinds.index("capture") + 2)
    assert "capture" in kinds[first_relay:]


def test_a_takasa_never_captures_even_when_a_relay_ends_facing_seeds():
    # Mtaji: no capture exists; B7> relays through B5, B3, B1 and A3, which faces a6 (8).
    pos = setup(A=[1, 0, 1, 0, 0, 0, 0, 0], B=[2, 1, 1, 0, 1, 0, 2, 1],
                a=[0, 4, 16, 0, 2, 8, 8, 1], b=[2, 3, 1, 1, 5, 1, 0, 2])
    assert texts(pos) == ["B1<", "B1>", "B7<", "B7>"]
    trace = pos.trace("B7>")
    assert "relay from A3" in notes(trace) and trace.captured() == 0
    assert trace.after.pits(0) == (2, 1, 0, 1, 1, 0, 0, 0) + (0, 2, 0, 1, 0, 1, 0, 1)


def test_namua_takasa_from_singletons_while_the_nyumba_is_functional():
    pos = setup(A=[1, 0, 1, 0, 6, 0, 0, 0], a=[1, 0, 0, 0, 0, 0, 0, 0], hands=(2, 2),
                nyumba=(True, False))
    assert texts(pos) == ["A1<", "A1>", "A3<", "A3>"]


def test_namua_takasa_without_a_functional_nyumba_needs_two_seeds_unless_all_are_single():
    pos = setup(A=[1, 0, 2, 0, 0, 1, 0, 0], a=[1, 0, 0, 0, 0, 0, 0, 0], hands=(2, 2))
    assert texts(pos) == ["A3<", "A3>"]
    pos = setup(A=[1, 0, 1, 0, 0, 0, 0, 0], a=[1, 0, 0, 0, 0, 0, 0, 0], hands=(2, 2))
    assert texts(pos) == ["A1<", "A1>", "A3<", "A3>"]


def test_a_dormant_nyumba_is_an_ordinary_hole_and_is_lost_when_lifted():
    # Owned with 3 seeds (dormant): a candidate like any other; lifting it loses it.
    pos = setup(A=[0, 0, 0, 0, 3, 0, 1, 0], a=[0, 0, 0, 0, 0, 0, 0, 1], hands=(2, 2),
                nyumba=(True, False))
    assert texts(pos) == ["A5<", "A5>"]
    after = pos.play("A5>")
    assert after == setup(A=[0, 0, 0, 0, 0, 1, 2, 1], B=[0] * 7 + [1], a=[0] * 7 + [1],
                          hands=(1, 2), to_move=1)
    assert R.nyumba_owned(after) == (False, False)


def test_a_lone_kichwa_sows_towards_the_centre():
    # a1 faces A8 and a8 faces A1: no capture
    assert texts(setup(A=[1] + [0] * 7, a=[1] + [0] * 7, hands=(2, 2))) == ["A1>"]
    assert texts(setup(A=[0] * 7 + [1], a=[0] * 7 + [1], hands=(2, 2))) == ["A8<"]
    # mtaji too: A8 alone with 3 seeds goes anticlockwise only
    assert texts(setup(A=[0] * 7 + [3], a=[0] * 7 + [1])) == ["A8<"]


def test_tax_two_seeds_from_the_lone_functional_nyumba_which_stays_owned():
    pos = setup(A=[0, 0, 0, 0, 6, 0, 0, 0], a=[0, 0, 0, 0, 0, 0, 0, 1], hands=(2, 2),
                nyumba=(True, False))
    assert texts(pos) == ["A5<", "A5>"]
    after = pos.play("A5>")
    assert after == setup(A=[0, 0, 0, 0, 5, 1, 1, 0], a=[0, 0, 0, 0, 0, 0, 0, 1],
                          hands=(1, 2), to_move=1, nyumba=(True, False))
    assert not R.functional(after, 0)  # 6 + 1 − 2 = 5: dormant, still owned


def test_no_tax_from_a_dormant_lone_nyumba_it_is_lifted_whole():
    # D5: 5 seeds before the placement, so not functional: place, lift all 6, lose it.
    pos = setup(A=[0, 0, 0, 0, 5, 0, 0, 0], a=[0, 0, 0, 0, 0, 0, 0, 1], hands=(2, 2),
                nyumba=(True, False))
    after = pos.play("A5>")
    assert after == setup(A=[0, 0, 0, 0, 0, 1, 1, 1], B=[0, 0, 0, 0, 0, 1, 1, 1],
                          a=[0, 0, 0, 0, 0, 0, 0, 1], hands=(1, 2), to_move=1)


def test_stop_or_safari_is_offered_only_when_a_capture_move_reaches_the_nyumba():
    # E2: A2> and A4< reach the nyumba (two moves each); A4> does not (one move).
    assert texts(machine(E2_BEFORE)) == ["A2>+", "A2>.", "A4<+", "A4<.", "A4>"]
    # E6: a takasa reaching the functional nyumba stops there: no choice.
    assert all(m.text[-1] in "<>" for m in play_all(R.start(), "A6> a6< A5>").legal_moves())


def test_a_capture_takes_precedence_over_the_nyumba():
    # E12: the relay ends in the functional nyumba A5 facing a4 (1): it captures, no choice.
    trace = play_all(R.start(), "A7> a6< A6< a5<").trace("A2>")
    assert "a4 faces A5" in notes(trace)
    assert "A2>" in texts(trace.before)


def test_capturing_the_opponents_nyumba_ends_its_ownership():
    pos = setup(A=[0, 0, 0, 1, 0, 0, 0, 0], a=[1, 0, 0, 0, 6, 0, 0, 0], hands=(1, 1),
                nyumba=(False, True))
    assert texts(pos) == ["A4<", "A4>"]
    after = pos.play("A4>")
    assert after == setup(A=[1, 1, 1, 3, 1, 1, 0, 0], a=[1, 0, 0, 0, 0, 0, 0, 0],
                          hands=(0, 1), to_move=1)
    assert R.nyumba_owned(after) == (False, False)


def test_the_stage_is_per_player_namua_while_the_hand_holds_seeds():
    pos = R.start()
    moves = E8_MOVES.split()
    for move in moves[:43]:
        pos = pos.play(move)
    # South has placed its last seed; North still has one.
    assert (pos.store(0), pos.store(1), pos.to_move) == (0, 1, 1)
    assert R.stage(pos) == "namua" and R.stage(pos, 0) == "mtaji"
    pos = pos.play(moves[43])
    assert R.stage(pos) == "mtaji" and R.stage(pos, 1) == "mtaji"


# == §4: mtaji =================================================================================


def test_mtaji_moves_start_from_holes_of_two_or_more():
    pos = setup(A=[1, 0, 1, 0, 0, 0, 0, 0], B=[2, 1, 0, 0, 0, 0, 1, 3],
                a=[0, 0, 0, 0, 0, 0, 0, 1])
    assert texts(pos) == ["B1<", "B1>", "B8<", "B8>"]


def test_mtaji_takasa_front_row_first():
    pos = setup(A=[1, 0, 2, 0, 0, 0, 0, 0], B=[5, 5, 5, 0, 0, 0, 0, 0],
                a=[1, 0, 0, 0, 0, 0, 0, 0])
    assert texts(pos) == ["A3<", "A3>"]


def test_mtaji_capture_moves_only_in_the_directions_that_capture():
    # E8: B8< and B2> capture; the takasa moves are not offered.
    pos = play_all(R.start(), E8_MOVES)
    assert texts(pos) == ["B2>", "B8<"]


def test_mtaji_capture_from_15_seeds_but_never_from_16():
    # A4 with 15 anticlockwise ends in A5 (occupied, facing a4): a capture. With 16 it
    # would end in A4 itself, emptied: 16 or more never start a capture (E10a, E10b).
    pos = setup(A=[0, 0, 0, 15, 1, 0, 0, 0], a=[0, 0, 0, 2, 0, 0, 0, 1])
    assert texts(pos) == ["A4<"]
    assert pos.trace("A4<").captured() == 2


def test_mtaji_has_no_stop_in_the_nyumba_it_relays_and_is_lost():
    # A4< captures a7 (5) at A2: A1..A5; A5, the owned nyumba (7), relays: no choice.
    pos = setup(A=[0, 1, 0, 2, 6, 0, 0, 0], a=[1, 0, 0, 0, 0, 0, 5, 0],
                nyumba=(True, False))
    assert "A4<" in texts(pos)
    trace = pos.trace("A4<")
    assert "relay from A5: the nyumba is emptied and lost" in notes(trace)
    assert trace.after == setup(A=[1, 3, 2, 1, 0, 1, 1, 1], B=[0, 0, 0, 0, 1, 1, 1, 1],
                                a=[1, 0, 0, 0, 0, 0, 0, 0], to_move=1)


# -- kutakatia (§4.4) ---------------------------------------------------------------------------

# South plays A6< (A5, A4): afterwards its only capture is A2> (A3, A4), which takes a5.
KUTAKATIA = {"A": [0, 2, 0, 0, 0, 2, 0, 0], "a": [2, 0, 0, 0, 6, 0, 0, 0]}


def test_kutakatia_blocks_the_only_target_after_a_mtaji_takasa():
    after = setup(**KUTAKATIA, nyumba=(False, False)).play("A6<")
    assert R.blocked(after) == "a5"
    assert texts(after) == ["a1<", "a1>"]


def test_kutakatia_never_blocks_a_functional_nyumba():
    after = setup(**KUTAKATIA, nyumba=(False, True)).play("A6<")
    assert R.blocked(after) is None and "a5<" in texts(after)


def test_kutakatia_never_blocks_a_single_seed_unless_the_option_says_so():
    position = {"A": KUTAKATIA["A"], "a": [2, 0, 0, 0, 1, 0, 0, 0]}
    assert R.blocked(setup(**position).play("A6<")) is None
    loose = Bao(block_singletons=True)
    after = setup(**position, rules=loose).play("A6<")
    assert loose.blocked(after) == "a5"
    assert after.text().endswith("N nyumba=- blocked=a5")


def test_kutakatia_needs_exactly_one_target():
    # A3 (2) now also captures: A4, A5, which faces a4.
    pos = setup(A=[0, 2, 2, 0, 0, 2, 0, 0], a=[2, 0, 0, 1, 6, 0, 0, 0])
    assert "A6<" in texts(pos)
    assert R.blocked(pos.play("A6<")) is None


def test_kutakatia_needs_the_opponent_to_have_no_capture():
    # a2> (2): a3, a4, which faces A5, sown by South's move.
    pos = setup(A=KUTAKATIA["A"], a=[2, 2, 0, 1, 6, 0, 0, 0])
    assert R.blocked(pos.play("A6<")) is None


def test_kutakatia_never_in_namua():
    # E11a with a seed in each hand: the same takasa blocks nothing.
    pos = machine(E11_BEFORE)
    b = list(pos.pits(1)[8:])
    b[2] -= 2
    namua = setup(A=list(pos.pits(0)[:8]), B=list(pos.pits(0)[8:]), a=list(pos.pits(1)[:8]),
                  b=b, hands=(1, 1))
    assert R.blocked(namua.play("A7<")) is None


def test_kutakatia_lasts_for_the_opponents_next_move_only():
    after = machine(E11_BLOCKED).play("a5>")
    assert R.blocked(after) is None and after.extra[2] is None


# == §5: the end ===============================================================================


def test_the_player_to_move_with_an_empty_front_row_has_lost():
    pos = setup(A=[0] * 8, B=[2] * 8, a=[0, 0, 0, 0, 0, 0, 0, 1])
    assert pos.is_over() and pos.legal_moves() == ()
    assert pos.winner() == 1 and pos.places() == (2, 1) and pos.scores() == (0, 1)


def test_a_player_without_a_legal_move_loses():
    # South's B7> leaves North with no hole of 2 or more.
    pos = setup(A=[0, 1, 0, 6, 5, 2, 5, 4], B=[3, 2, 1, 1, 3, 7, 14, 4],
                a=[1, 1, 0, 0, 0, 0, 0, 0], b=[0, 1, 0, 0, 0, 0, 1, 1])
    trace = pos.trace("B7>")
    assert trace.after.legal_moves() == () and trace.after.winner() == 0
    assert trace.steps[-1] == mc.Step("end", 0, note="North has no legal move: South wins")


def test_random_games_all_end_with_a_winner_and_keep_64_seeds():
    lengths = []
    for game in range(25):
        rng = random.Random(game)
        pos = R.start()
        for _ply in range(2000):
            if pos.is_over():
                break
            moves = pos.legal_moves()
            assert len(set(moves)) == len(moves)
            assert [m.text for m in moves] == sorted(m.text for m in moves)
            text = pos.text()
            after = pos.play(rng.choice(moves))
            assert pos.text() == text
            assert sum(after.cells) == TOTAL
            assert mc.parse(after.text()) == after
            pos = after
        assert pos.is_over(), pos.text()
        assert pos.winner() == 1 - pos.to_move
        lengths.append(_ply)
    assert max(lengths) < 2000


@settings(max_examples=25, deadline=None)
@given(st.randoms(use_true_random=False))
def test_every_trace_replays_to_the_position_after(rng):
    """Picks, sowings and captures in a trace account for every seed the move moves."""
    pos = R.start()
    while not pos.is_over():
        trace = pos.trace(rng.choice(pos.legal_moves()))
        cells = list(pos.cells)

        def cell(place: mc.Place) -> int:
            return place.player * 17 + (16 if place.pit is None else place.pit - 1)

        for step in trace.steps:
            if step.kind == "pick":
                cells[cell(step.place)] -= step.seeds
            elif step.kind == "sow":
                cells[cell(step.place)] += 1
                assert cells[cell(step.place)] == step.count
            elif step.kind == "capture":
                cells[cell(step.place)] -= step.seeds
                cells[cell(step.to)] += step.seeds
        assert tuple(cells) == trace.after.cells
        assert min(cells) >= 0
        pos = trace.after


def test_a_never_ending_move_is_left_out_of_the_legal_moves():
    # E13's A1< never ends; with a lap cap of 5, moves needing more laps go too.
    assert "A1<" not in texts(machine(E13))
    short = Bao(lap_cap=5)
    pos = machine(E13, rules=short)
    kept = texts(pos)
    assert set(kept) < set(texts(machine(E13)))
    for move in kept:
        assert sum(s.kind == "pick" for s in pos.trace(move).steps) <= 5


# == §6: the disputed points, as options ======================================================


def test_options_have_the_recommended_defaults_and_a_label():
    assert R.options == {
        "lap_cap": 10_000, "small_nyumba": "dormant", "mtaji_nyumba": "emptied",
        "block_singletons": False, "never_ending": "illegal",
    }
    assert Bao(lap_cap=500).label() == "bao[lap_cap=500]"
    with pytest.raises(mc.InvalidOptionError, match="lap_cap=0 is out of range"):
        Bao(lap_cap=0)
    with pytest.raises(mc.InvalidOptionError, match="small_nyumba='gone' is not allowed"):
        Bao(small_nyumba="gone")


def test_small_nyumba_dormant_revives_at_6_seeds():
    # E7 (h=5): owned with 5 (dormant); the capture lap makes it 6, and it works again.
    pos = machine(E7_BEFORE_5)
    assert not R.functional(pos, 0)
    assert "A3>." in texts(pos)


def test_small_nyumba_lost_after_the_tax_leaves_it_below_6():
    lost = Bao(small_nyumba="lost")
    pos = setup(A=[0, 0, 0, 0, 6, 0, 0, 0], a=[1, 0, 0, 0, 0, 0, 0, 0], hands=(2, 2),
                nyumba=(True, False), rules=lost)
    after = pos.play("A5>")
    assert after == setup(A=[0, 0, 0, 0, 5, 1, 1, 0], a=[1, 0, 0, 0, 0, 0, 0, 0],
                          hands=(1, 2), to_move=1, rules=lost)
    with pytest.raises(mc.InvalidPositionError, match="with small_nyumba=lost an owned nyumba"):
        machine(E7_BEFORE_5, rules=lost)


def test_mtaji_nyumba_first_capture_ends_ownership():
    # A4< (2): A3, A2, which faces a7: a capture that leaves the nyumba A5 alone.
    position = {"A": [0, 1, 0, 2, 6, 0, 0, 0], "a": [1, 0, 0, 0, 0, 0, 1, 0],
                "nyumba": (True, False)}
    assert R.nyumba_owned(setup(**position).play("A4<")) == (True, False)
    first = Bao(mtaji_nyumba="first-capture")
    assert first.nyumba_owned(setup(**position, rules=first).play("A4<")) == (False, False)
    # a takasa keeps it
    takasa = setup(A=[0, 0, 0, 2, 6, 0, 0, 0], a=[1, 0, 0, 0, 0, 0, 0, 0],
                   nyumba=(True, False), rules=first)
    assert first.nyumba_owned(takasa.play("A4<")) == (True, False)


def test_never_ending_loses_lets_the_move_be_played_and_lose():
    loses = Bao(never_ending="loses")
    pos = machine(E13, rules=loses)
    assert "A1<" in texts(pos)
    trace = pos.trace("A1<")
    assert trace.steps == (mc.Step("end", 0, note="A1< never ends: South loses"),)
    after = trace.after
    assert after.cells == pos.cells and after.to_move == 1
    assert after.is_over() and after.winner() == 1 and after.places() == (2, 1)
    assert after.text().endswith(" N nyumba=- lost=S")
    assert mc.parse(after.text()) == after
    with pytest.raises(mc.InvalidPositionError, match="only never_ending=loses allows"):
        mc.parse(after.text().replace("bao[never_ending=loses]", "bao"))


# == the text, set-ups and errors ============================================================


def test_the_rules_by_name_and_the_position_text_round_trip():
    assert mc.rules("bao") == R
    assert mc.rules("bao", lap_cap=64) == Bao(lap_cap=64)
    for pos in (R.start(), machine(E2_BEFORE).play("A2>+"), machine(E11_BLOCKED),
                machine(E10B_BEFORE_TEXT), setup(**KUTAKATIA, rules=Bao(block_singletons=True))):
        assert mc.parse(pos.text()) == pos
        assert mc.Position(pos.text()).text() == pos.text()
    assert machine(E11_BLOCKED).text() == (
        "bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:0/1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 "
        "N nyumba=- blocked=a4"
    )
    assert machine(E10B_BEFORE_TEXT).play("A5<").text().split()[3] == "nyumba=N"


E10B_BEFORE_TEXT = (
    "S A=[0, 0, 0, 1, 17, 0, 0, 0] B=[0, 0, 0, 0, 1, 1, 0, 2] store=0 nyumba=owned | "
    "N a=[1, 2, 3, 0, 21, 2, 2, 0] b=[1, 1, 1, 0, 1, 2, 1, 4] store=0 nyumba=owned | "
    "to_move=S blocked=-"
)


def test_set_ups_take_nyumba_as_text_or_booleans():
    text_form = R.position(pits=[[0, 0, 0, 0, 6, 2, 2, 0] + [0] * 8] * 2, stores=[22, 22],
                           nyumba="S,N")
    assert text_form == R.start()
    lost = setup(A=[0, 2] + [0] * 6, a=[1] + [0] * 7, nyumba=(False, False))
    assert lost == setup(A=[0, 2] + [0] * 6, a=[1] + [0] * 7, nyumba="-")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("bao 0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22/0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:21 S",
         "holds 63 seeds, but bao is played with 64"),
        ("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:1/1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 "
         "N nyumba=- blocked=a4",
         "holds 65 seeds"),
        ("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.5.4:1/1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 "
         "N nyumba=- blocked=a4",
         "blocked=a4 outside mtaji: kutakatia only happens when both hands are empty"),
        ("bao 1.1.4.1.0.1.1.1.0.0.0.0.0.1.1.1:0/0.0.0.0.0.0.0.1.49.0.0.0.0.0.0.0:1 N",
         "South's nyumba A5 is marked as owned but is empty"),
        ("bao 1.1.4.1.0.1.1.1.0.0.0.0.0.1.1.1:0/0.0.0.0.0.0.0.1.49.0.0.0.0.0.0.0:1 N nyumba=N",
         "North's nyumba a5 is marked as owned but is empty"),
        ("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:0/1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 "
         "N nyumba=- blocked=A2",
         "blocked=A2 is not a hole of North"),
        ("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:0/1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 "
         "N nyumba=- blocked=a1",
         "blocked=a1 holds 1 seed(s)"),
        ("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:0/1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 "
         "N nyumba=- blocked=b4",
         "blocked='b4' must name a front hole"),
        ("bao 0.2.0.0.1.1.0.0.0.0.2.2.0.2.6.4:0/1.0.1.2.10.0.0.10.2.2.8.4.1.2.1.0:0 "
         "N nyumba=X",
         "nyumba='X' must list the owners"),
        ("bao 0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22/0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22 S house=S",
         "unknown field(s) 'house' for bao"),
        ("bao 0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22/0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0:32 S nyumba=S",
         "North's front row is empty with South to move"),
        ("bao 0.0.0.0.6.2.2.0.0.0.0.0.0.0.0:22/0.0.0.0.6.2.2.0.0.0.0.0.0.0.0.0:22 S",
         "South's row has 15 pits"),
    ],
)
def test_malformed_positions_are_rejected_quoting_the_input(text, reason):
    with pytest.raises(mc.InvalidPositionError, match=re.escape(reason)) as error:
        mc.parse(text)
    assert repr(text) in str(error.value)


@pytest.mark.parametrize(
    ("move", "error", "reason"),
    [
        ("A9>", mc.InvalidMoveError, "is not a move of bao (a hole A1..A8"),
        ("A5", mc.InvalidMoveError, "is not a move of bao"),
        ("5", mc.InvalidMoveError, "is not a move of bao"),
        ("A2>*", mc.InvalidMoveError, "is not a move of bao"),
        ("a2>", mc.IllegalMoveError, "a2 is North's hole; South moves from their own holes"),
        ("A1>", mc.IllegalMoveError, "A1 is empty"),
        ("A2>", mc.IllegalMoveError, "A2> reaches the nyumba: write A2>. to stop there or A2>+"),
        ("A4>.", mc.IllegalMoveError, "A4> gives no stop-or-safari choice: write it without ."),
        ("B1<", mc.IllegalMoveError, "B1 is empty"),
        ("A5>", mc.IllegalMoveError, "legal moves are A2>+ A2>. A4<+ A4<. A4>"),
    ],
)
def test_illegal_and_malformed_moves_raise_and_change_nothing(move, error, reason):
    pos = machine(E2_BEFORE)
    text = pos.text()
    with pytest.raises(error, match=re.escape(reason)):
        pos.play(move)
    with pytest.raises(error):
        pos.trace(move)
    assert pos.text() == text and pos == machine(E2_BEFORE)


def test_a_blocked_hole_and_a_never_ending_move_say_why_they_are_illegal():
    with pytest.raises(mc.IllegalMoveError, match="a4 is blocked by kutakatia for this move"):
        machine(E11_BLOCKED).play("a4<")
    with pytest.raises(mc.IllegalMoveError, match="A1< is a never-ending move"):
        machine(E13).play("A1<")


def test_the_reason_names_the_rule_a_move_breaks():
    with pytest.raises(mc.IllegalMoveError, match="': a capture is compulsory"):
        machine(E4_BEFORE).play("A8<")
    with pytest.raises(mc.IllegalMoveError, match="': a capture is compulsory"):
        machine(E8_BEFORE_TEXT).play("A5>")
    namua_back = setup(A=[0, 0, 2, 0, 0, 0, 0, 0], B=[5] * 4 + [0] * 4, a=[1] + [0] * 7,
                       hands=(3, 3))
    with pytest.raises(mc.IllegalMoveError, match="in namua every move starts in the front"):
        namua_back.play("B1>")
    with pytest.raises(mc.IllegalMoveError, match="the functional nyumba only moves when"):
        R.start().play("A5>")


E8_BEFORE_TEXT = (
    "S A=[0, 5, 1, 0, 8, 11, 0, 1] B=[0, 3, 2, 3, 2, 0, 1, 4] store=0 nyumba=lost | "
    "N a=[2, 6, 2, 1, 0, 2, 2, 0] b=[1, 1, 3, 1, 1, 1, 0, 0] store=0 nyumba=lost | "
    "to_move=S blocked=-"
)


def test_a_finished_game_refuses_every_move():
    over = play_all(R.start(), "A7> a6< A6< a5< A2>")
    assert over.is_over()
    with pytest.raises(mc.IllegalMoveError, match="the game is over"):
        over.play("a1>")
