"""Explaining moves by search: the reasons for a good move, the refutation of a wrong one."""

from __future__ import annotations

import random

import pytest

import mancala_core as mc
from mancala_core.search import Explanation, Refutation, explain_move, refutation, solve


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
    # North's empty pit 6, facing South's pit 1 and its 6 seeds: 6 + 1 captured.
    pos = mc.parse("kalah 6.1.3.0.0.0:21/1.0.0.2.1.0:13 S")
    found = refutation(pos, "2")
    assert isinstance(found, Refutation)
    assert found.text == "after 2, North plays 4 and captures 7; you end with at most 26"
    assert (found.move, found.line, found.reply, found.captured) == ("2", ("4",), "4", 7)
    assert found.exact and found.value == _values(pos)["2"] == 4
    assert found.bound == (48 + 4) // 2 == 26


def test_a_wrong_move_is_explained_by_what_it_does_and_its_refutation() -> None:
    # the same board: 3 captures 2 (pit 3's 3 seeds end in the empty pit 6, facing
    # North's pit 1), but it leaves South's 6 seeds to North's 4 as 2 does; 1 (6
    # seeds, 6 steps from the store) moves again
    pos = mc.parse("kalah 6.1.3.0.0.0:21/1.0.0.2.1.0:13 S")
    why = explain_move(pos, "3")
    assert isinstance(why, Explanation)
    assert (why.best, why.exact, why.value, why.best_moves) == (False, True, 4, ("1",))
    assert why.kinds == ("capture",)
    assert str(why) == ("3 captures 2, but after 3, North plays 4 and captures 7; you end "
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
