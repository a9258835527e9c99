"""Explaining moves by search: the reasons for a good move, the refutation of a wrong one."""

from __future__ import annotations

import random

import pytest

import mancala_core as mc
from mancala_core.search import Explanation, Refutation, explain_move, hint, refutation, solve


def _values(pos: mc.Position) -> dict[str, int]:
    sol = solve(pos, endgame=False)
    assert sol.exact
    return sol.moves


# -- the refutation of a wrong move ------------------------------------------------------


def test_refutation_names_the_reply_its_capture_and_the_proved_bound() -> None:
    #          North   6   5   4   3   2   1
    #               +---+---+---+---+---+---+
    #            13 | 0 | 1 | 2 | 0 | 0 | 1 | 21
    #               | 6 | 1 | 3 | 0 | 0 | 0 |
    #               +---+---+---+---+---+---+
    #          South   1   2   3   4   5   6      South to move
    # After South's 2 (one seed into the empty pit 3? no: pit 2 holds 1 seed, it
    # lands in pit 3, which holds 3: no capture), North's 4 (2 seeds) ends in
    # North's empty pit 6, facing South's pit 1 and its 6 seeds: 6 captured (North's own
    # last seed goes to its store with them, not counted as captured).
    pos = mc.parse("kalah 6.1.3.0.0.0:21/1.0.0.2.1.0:13 S")
    found = refutation(pos, "2")
    assert isinstance(found, Refutation)
    assert found.text == "after 2, North plays 4 and captures 6; you end with at most 26"
    assert (found.move, found.line, found.reply, found.captured) == ("2", ("4",), "4", 6)
    assert found.exact and found.value == _values(pos)["2"] == 4
    assert found.bound == (48 + 4) // 2 == 26


def test_a_wrong_move_is_explained_by_what_it_does_and_its_refutation() -> None:
    # the same board: 3 captures 1 (pit 3's 3 seeds end in the empty pit 6, facing
    # North's pit 1 and its 1 seed; the last seed goes along, not counted as captured),
    # but it leaves South's 6 seeds to North's 4 as 2 does; 1 (6
    # seeds, 6 steps from the store) moves again
    pos = mc.parse("kalah 6.1.3.0.0.0:21/1.0.0.2.1.0:13 S")
    why = explain_move(pos, "3")
    assert isinstance(why, Explanation)
    assert (why.best, why.exact, why.value, why.best_moves) == (False, True, 4, ("1",))
    assert why.kinds == ("capture",)
    assert str(why) == ("3 captures 1, but after 3, North plays 4 and captures 6; you end "
                        "with at most 26 (with 1, at least 32)")
    assert why.refutation is not None and why.refutation.reply == "4"


def test_a_refutation_with_extra_moves_lists_the_whole_turn() -> None:
    # Kalah with 3 pits of 2 seeds:  North 0 | 2 2 2 | (3 2 1)
    #                                South   | 2 2 2 | 0   South to move
    # After South's 1, North's 2 (2 seeds, 2 steps from North's store) moves again,
    # then North's 1 ends the turn; South then ends with at most 2 of 12.
    pos = mc.rules("kalah", pits=3, seeds=2).start()
    found = refutation(pos, "1")
    assert found.text == ("after 1, North plays 2 (an extra move), then 1; you end with at "
                          "most 2")
    assert found.line == ("2", "1") and found.value == -8


def test_a_move_that_ends_the_game_is_its_own_refutation() -> None:
    #  North 0 | 0 0 0 0 0 1 |    South's 6 (1 seed) ends in South's store and
    #  South   | 0 0 0 0 0 1 | 23  empties South's row: the game is over, North
    #          store 24 (North)   takes its last seed
    pos = mc.rules("kalah").position(pits=[[0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0]],
                                     stores=[23, 23])
    found = refutation(pos, "6")
    assert found.text == "6 ends the game: you end with 24"
    assert (found.line, found.bound, found.value, found.exact) == ((), 24, 0, True)


def test_refutations_agree_with_the_exact_solver_on_small_boards() -> None:
    """Kalah with 4 pits of 2 seeds, positions from seeded random play: for every
    move, the reply is one of the opponent's best replies and the bound stated is
    the move's proved value."""
    rng = random.Random(2026)
    rules = mc.rules("kalah", pits=4, seeds=2)
    checked = 0
    while checked < 40:
        pos = rules.start()
        for _ in range(rng.randint(0, 10)):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(pos.legal_moves()))
        if pos.is_over():
            continue
        values = _values(pos)
        for move, value in values.items():
            found = refutation(pos, move)
            assert found.exact and found.value == value, (pos.text(), move)
            total = rules.total_seeds
            if found.bound is not None:
                assert found.bound == (total + value) // 2, (pos.text(), move)
                # stated: a bound, or the final score of a line that ends the game
                assert (f"; you end with at most {found.bound}" in found.text
                        or f"; the game ends: you end with {found.bound}" in found.text
                        or found.text == f"{move} ends the game: you end with {found.bound}")
            else:
                assert (total + value) // 2 >= pos.store(pos.to_move) + pos.seeds_on_board() \
                    or "the game ends" in found.text or not found.line
            # replay the line: every move of it is a best move for whoever plays it
            at = pos.play(move)
            for text in found.line:
                assert text in solve(at, endgame=False).best_moves(), (pos.text(), move, text)
                at = at.play(text)
            assert found.reply is None or found.reply in found.line
            checked += 1


def test_an_illegal_move_is_a_clear_error() -> None:
    pos = mc.rules("kalah", pits=3, seeds=2).start()
    with pytest.raises(ValueError, match="'7'"):
        refutation(pos, "7")
    with pytest.raises(ValueError, match="'7'"):
        explain_move(pos, "7")


# -- every kind of reason, in a hint, the whole sentence compared ----------------------
#
# Each board is drawn as ``print(pos)`` draws it (North's pits 6..1 on top, South's
# 1..6 below; the stores: North's on the left, South's on the right).

REASONS = [
    # extra-move: South's 6 holds 1 seed, 1 step from the store
    #   North   6    5    4    3    2    1
    #   |    |  5 | 13 |  0 |  5 |  0 |  2 |    |
    #   |  4 +----+----+----+----+----+----+  4 |
    #   |    |  0 |  1 |  3 |  1 |  9 |  1 |    |
    #           1    2    3    4    5    6  South     South to move
    ("extra-move", "kalah 0.1.3.1.9.1:4/2.0.5.0.13.5:4 S",
     "play 6: the last seed lands in your store: move again"),
    # capture: South's 1 (1 seed) lands in the empty pit 2, facing North's 5 (1 seed)
    #   |    |  2 |  1 |  0 |  2 |  0 |  2 |    |
    #   | 11 +----+----+----+----+----+----+ 18 |
    #   |    |  1 |  0 |  0 |  2 |  5 |  4 |    |      South to move
    ("capture", "kalah 1.0.0.2.5.4:18/2.0.2.0.1.2:11 S", "play 1: captures 1"),
    # protects: North's 4 (1 seed) would land in North's empty 5, facing South's 7;
    # South's 2 empties that pit (and the refutation of 6 shows the capture)
    #   |    |  1 |  0 |  1 |  1 |  0 |  0 |    |
    #   | 25 +----+----+----+----+----+----+ 11 |
    #   |    |  0 |  7 |  0 |  0 |  0 |  2 |    |      South to move
    ("protects", "kalah 0.7.0.0.0.2:11/0.0.1.1.0.1:25 S",
     "play 2: protects your pit of 7 from a capture; counting to the end: you end with at "
     "least 15 of 48, whatever North plays; better than 6: after 6, North plays 4 and captures "
     "7; the game ends: you end with 12"),
    # stops-chain: North's 4 (3 seeds) would reach North's store; South's 6 (8 seeds)
    # sows into it
    #   |    |  8 |  3 |  3 |  9 |  0 |  1 |    |
    #   |  3 +----+----+----+----+----+----+  3 |
    #   |    |  0 |  1 |  0 |  7 |  2 |  8 |    |      South to move
    ("stops-chain", "kalah 0.1.0.7.2.8:3/1.0.9.3.3.8:3 S",
     "play 6: captures 9; protects your pit of 2 from a capture; stops North's extra move "
     "(with 4)"),
    # no-landing: after South's 6 every pit of North holds seeds
    #   |    |  5 |  1 |  0 |  1 |  0 |  1 |    |
    #   |  8 +----+----+----+----+----+----+  3 |
    #   |    |  0 |  3 |  4 |  5 |  9 |  8 |    |      South to move
    ("no-landing", "kalah 0.3.4.5.9.8:3/1.0.1.0.1.5:8 S",
     "play 6: captures 6; protects your pit of 9 from a capture; leaves no empty pit for your "
     "opponent to land in"),
    # wins and counting: North has 30, captures 1 and its last seed goes along (32 of 48)
    #   |    |  2 |  1 |  1 |  0 |  2 |  2 |    |
    #   | 30 +----+----+----+----+----+----+  8 |
    #   |    |  0 |  0 |  0 |  1 |  1 |  0 |    |      North to move
    ("wins", "kalah 0.0.0.1.1.0:8/2.2.0.1.1.2:30 N",
     "play 1: captures 1; protects your pit of 2 from a capture; wins: 32 is out of reach for "
     "your opponent; counting to the end: you end with at least 39 of 48, whatever South plays"),
    # only-move: North's 5 keeps the draw, every other move loses
    #   |    |  0 |  2 |  5 |  1 |  1 |  3 |    |
    #   |  6 +----+----+----+----+----+----+  9 |
    #   |    |  1 |  0 |  6 | 12 |  1 |  1 |    |      North to move
    ("only-move", "kalah 1.0.6.12.1.1:9/3.1.1.5.2.0:6 N",
     "play 5: the last seed lands in your store: move again; protects your pit of 2 from a "
     "capture; the only move that keeps the draw"),
    # refutes: South's 2 (9 seeds) looks strong but leaves the 9 in pit 4 to North
    #   |    |  0 |  0 |  0 |  0 |  0 |  2 |    |
    #   | 14 +----+----+----+----+----+----+ 12 |
    #   |    |  2 |  9 |  0 |  9 |  0 |  0 |    |      South to move
    ("refutes", "kalah 2.9.0.9.0.0:12/2.0.0.0.0.0:14 S",
     "play 1: better than 2: after 2, North plays 3, you 1, North 2 and captures 10; you end "
     "with at most 21"),
    # prepares: after South's 6 and North's answer, South's 2 moves again
    #   |    |  9 |  0 |  4 |  1 |  6 |  0 |    |
    #   |  5 +----+----+----+----+----+----+  7 |
    #   |    |  4 |  4 |  1 |  0 |  1 |  6 |    |      South to move
    ("prepares", "kalah 4.4.1.0.1.6:7/0.6.1.4.0.9:5 S",
     "play 6: prepares 2: after North's 2, your 2 lands in your store and moves again"),
    # safe: a quiet move after which North has no capture and no extra move
    #   |    |  1 |  1 |  1 |  0 |  9 |  0 |    |
    #   | 13 +----+----+----+----+----+----+  6 |
    #   |    |  1 |  1 |  3 |  1 |  9 |  2 |    |      South to move
    ("safe", "kalah 1.1.3.1.9.2:6/0.9.0.1.1.1:13 S", "play 6: leaves North nothing to capture"),
    # Oware, refutes: North's 5 would let South capture 4 two moves later
    #   |    | 13 |  5 |  0 |  2 |  0 |  0 |    |
    #   |  3 +----+----+----+----+----+----+ 10 |
    #   |    |  0 |  5 |  1 |  0 |  5 |  4 |    |      North to move
    ("refutes", "oware 0.5.1.0.5.4:10/0.0.2.0.5.13:3 N",
     "play 6: better than 5: after 5, South plays 4, you 3, South 5 and captures 4"),
]


@pytest.mark.parametrize(("kind", "text", "sentence"), REASONS)
def test_every_hint_kind(kind: str, text: str, sentence: str) -> None:
    pos = mc.parse(text)
    found = hint(pos)
    assert str(found) == sentence
    assert kind in found.kinds
    assert found.explanation is not None and found.explanation.best
    assert tuple(r.text for r in found.explanation.reasons) == found.reasons
    if found.exact:
        assert found.value == solve(pos).moves[found.move]


def test_the_only_move_that_keeps_the_win() -> None:
    # Kalah, 3 pits of 2 seeds: 2 moves again; 1 and 3 lose or draw (-8, 0)
    #   North 0 | 2 2 2 |
    #   South   | 2 2 2 | 0      South to move
    found = hint(mc.rules("kalah", pits=3, seeds=2).start())
    assert str(found) == ("play 2: the last seed lands in your store: move again; the only "
                          "move that keeps the win")


def test_hints_always_name_a_reason_on_small_boards() -> None:
    """Seeded random positions of Kalah (4 pits of 3) and Oware (2 seeds a pit):
    every hint says why."""
    rng = random.Random(12)
    for rules in (mc.rules("kalah", pits=4, seeds=3), mc.rules("oware", seeds=2)):
        checked = 0
        while checked < 30:
            pos = rules.start()
            for _ in range(rng.randint(0, 16)):
                if pos.is_over():
                    break
                pos = pos.play(rng.choice(pos.legal_moves()))
            if pos.is_over() or len(pos.legal_moves()) < 2:
                continue
            found = hint(pos)
            assert found.reasons, pos.text()
            assert found.move in {m.text for m in pos.legal_moves()}
            checked += 1


def test_a_hint_keeps_to_its_budget() -> None:
    """With a tiny node budget the solver cannot prove the start of Kalah: the hint
    says so (``exact`` False, no proved bound stated) and is repeatable."""
    pos = mc.rules("kalah").start()
    first = hint(pos, max_nodes=1_000)
    assert not first.exact and first.value is None
    assert first.reasons and "at most" not in str(first)
    assert hint(pos, max_nodes=1_000) == first
