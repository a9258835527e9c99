"""The cheap questions (which moves reach at least v) agree with the solver's
exact values, for every Kalah option combination, the pie rule, and Oware with
its history; a budget gives "unknown", never a wrong answer."""

from __future__ import annotations

import itertools
import random

import pytest

import mancala_core as mc
from mancala_core.search import moves_not_losing, moves_reaching, winning_moves
from mancala_core.search.compiled.solver import Solver

from .test_solver import _oware_endgames, _random_positions

KALAH_COMBOS = list(itertools.product(
    (False, True), ("row-empty", "no-move"), ("owner", "emptied", "uncounted"), (False, True)
))


def _agrees(pos: mc.Position, moves: dict[str, int]) -> int:
    """Every threshold around the moves' values gets the answers the exact values
    give; returns how many questions were asked."""
    asked = 0
    for v in range(min(moves.values()) - 1, max(moves.values()) + 2):
        assert moves_reaching(pos, v) == {m: x >= v for m, x in moves.items()}, (pos.text(), v)
        asked += 1
    assert winning_moves(pos) == {m: x >= 1 for m, x in moves.items()}
    assert moves_not_losing(pos) == {m: x >= 0 for m, x in moves.items()}
    return asked


@pytest.mark.parametrize("combo", KALAH_COMBOS, ids=lambda c: "-".join(map(str, c)))
def test_kalah_questions_agree_with_exact_values(combo: tuple[bool, str, str, bool]) -> None:
    empty_capture, end, leftovers, swap = combo
    rng = random.Random("-".join(map(str, combo)))  # the same positions in every run
    asked = 0
    for pits, seeds, count, skip in ((3, 2, 6, 0), (3, 3, 5, 2 * swap), (4, 2, 4, 2 + 4 * swap)):
        rules = mc.rules("kalah", pits=pits, seeds=seeds, empty_capture=empty_capture,
                         end=end, leftovers=leftovers, swap=swap)
        solver = Solver(rules, table_bits=14)
        for pos in _random_positions(rules.start(), rng, count, skip):
            if pos.is_over():
                assert moves_reaching(pos, 0) == {}
                continue
            sol = solver.solve(pos)
            assert sol.exact
            asked += _agrees(pos, sol.moves)
    assert asked >= 20


@pytest.mark.parametrize("grand_slam", ["no-capture", "illegal", "capture"])
def test_oware_questions_agree_with_exact_values_following_the_history(grand_slam: str) -> None:
    rng = random.Random(len(grand_slam) + 1)
    for pits, seeds, limit, count in ((2, 2, 5, 9), (3, 2, 3, 9), (4, 2, 3, 6)):
        rules = mc.rules("oware", pits=pits, seeds=seeds, grand_slam=grand_slam)
        solver = Solver(rules, table_bits=14)
        for pos in _oware_endgames(rules, rng, count, limit):
            if pos.is_over():
                continue
            sol = solver.solve(pos)
            assert sol.exact
            _agrees(pos, sol.moves)


def test_a_budget_gives_unknown_never_a_wrong_answer() -> None:
    rules = mc.rules("kalah", seeds=3, empty_capture=True)
    pos = rules.start().play("3")  # South moves again
    answers = moves_reaching(pos, 2, max_nodes=5_000, endgame=False)
    assert set(answers) == {m.text for m in pos.legal_moves()}
    assert None in answers.values()
    full = moves_reaching(pos, 2, endgame=False)
    assert None not in full.values()
    for move, answer in answers.items():
        assert answer is None or answer == full[move], move


def test_a_time_budget_stops_too() -> None:
    pos = mc.rules("kalah", seeds=5, empty_capture=True).start()
    answers = moves_reaching(pos, 12, max_seconds=0.2, endgame=False)
    assert set(answers) == {"1", "2", "3", "4", "5", "6"} and None in answers.values()


def test_moves_that_end_the_game_or_are_out_of_reach_need_no_search() -> None:
    # South's 6 ends the game (South's row empties): 21 - 27 = -6
    pos = mc.rules("kalah").position(pits=[[0, 0, 0, 0, 0, 1], [3, 0, 0, 0, 0, 0]],
                                     stores=[20, 24])
    assert moves_reaching(pos, -6, max_nodes=1) == {"6": True}
    assert moves_reaching(pos, -5, max_nodes=1) == {"6": False}


def test_move_values_are_those_of_solve_whatever_was_asked_before() -> None:
    # the shared solver keeps its table from question to question: its values are
    # exact, so they are solve()'s, asked in any order, twice
    from mancala_core.search import move_values

    rng = random.Random("move_values")
    start = mc.rules("kalah", pits=4, seeds=3).start()
    positions = [p for p in _random_positions(start, rng, 12, skip=3) if not p.is_over()]
    expected = {p: mc.solve(p).moves for p in positions}
    for pos in [*positions, *reversed(positions)]:
        got = move_values(pos)
        assert got.exact and got.moves == expected[pos], pos.text()
        assert got.line == ()
