"""The exact solver: published values, and a plain minimax on small boards."""

from __future__ import annotations

import itertools
import random

import pytest

import mancala_core as mc
from mancala_core.search.compiled.solver import Solver, solve

from . import brute

KALAH_COMBOS = list(itertools.product(
    (False, True), ("row-empty", "no-move"), ("owner", "emptied", "uncounted"), (False, True)
))


def _random_positions(start: mc.Position, rng: random.Random, count: int,
                      skip: int = 0) -> list[mc.Position]:
    """``start`` (unless ``skip``) and positions reached from it by random play,
    at least ``skip`` moves in."""
    out = [] if skip else [start]
    while len(out) < count:
        pos = start
        moves = 0
        while not pos.is_over() and (moves < skip or rng.random() < 0.92):
            pos = pos.play(rng.choice(pos.legal_moves()))
            moves += 1
        out.append(pos)
    return out


# -- published values (Irving, Donkers & Uiterwijk 2000) -------------------------------


@pytest.mark.parametrize(("seeds", "value"), [(1, 2), (2, 10)])
def test_published_kalah_values_with_every_move(seeds: int, value: int) -> None:
    pos = mc.rules("kalah", seeds=seeds, empty_capture=True).start()
    sol = solve(pos)
    assert sol.exact and sol.value == value
    assert sol.lower == sol.upper == value
    assert max(sol.moves.values()) == value
    assert set(sol.moves) == {"1", "2", "3", "4", "5", "6"}
    _check_line(pos, sol.line, value)


def test_published_kalah_6_3() -> None:
    pos = mc.rules("kalah", seeds=3, empty_capture=True).start()
    solver = Solver(pos.rules)
    assert solver.value(pos, guess=0) == 2


def _check_line(pos: mc.Position, line: tuple[str, ...], value: int) -> None:
    """Playing the principal variation to the end gives the value."""
    mover = pos.to_move
    for text in line:
        pos = pos.play(text)
    assert pos.is_over()
    scores = pos.scores()
    assert scores[mover] - scores[1 - mover] == value


# -- against a plain minimax -------------------------------------------------------------


@pytest.mark.parametrize("combo", KALAH_COMBOS, ids=lambda c: "-".join(map(str, c)))
def test_kalah_small_boards_match_minimax(combo: tuple[bool, str, str, bool]) -> None:
    empty_capture, end, leftovers, swap = combo
    rng = random.Random(repr(combo))
    # the pie rule multiplies the early positions: start deeper on bigger boards
    for pits, seeds, count, skip in ((3, 1, 4, 0), (3, 2, 6, 0), (3, 3, 6, 2 * swap),
                                     (4, 1, 6, 0), (4, 2, 4, 2 + 4 * swap)):
        rules = mc.rules("kalah", pits=pits, seeds=seeds, empty_capture=empty_capture,
                         end=end, leftovers=leftovers, swap=swap)
        solver = Solver(rules, table_bits=14)
        memo: dict[object, int] = {}
        for pos in _random_positions(rules.start(), rng, count, skip):
            sol = solver.solve(pos)
            assert sol.exact
            assert sol.value == brute.value(pos, memo), pos.text()
            if not pos.is_over():
                assert sol.moves == brute.move_values(pos, memo), pos.text()
                _check_line_person(pos, sol.line, sol.value)


@pytest.mark.parametrize("combo", KALAH_COMBOS[::3], ids=lambda c: "-".join(map(str, c)))
def test_best_moves_only_agree_with_minimax(combo: tuple[bool, str, str, bool]) -> None:
    """``moves="best"``: the value, the best moves exact, every other move proved
    worse (its upper bound one below the value, its lower bound a true bound)."""
    empty_capture, end, leftovers, swap = combo
    rng = random.Random(repr(combo) + "best")
    for pits, seeds, count, skip in ((3, 2, 6, 0), (4, 2, 4, 2 + 4 * swap)):
        rules = mc.rules("kalah", pits=pits, seeds=seeds, empty_capture=empty_capture,
                         end=end, leftovers=leftovers, swap=swap)
        solver = Solver(rules, table_bits=14)
        memo: dict[object, int] = {}
        for pos in _random_positions(rules.start(), rng, count, skip):
            sol = solver.solve(pos, moves="best")
            assert sol.exact and sol.value == brute.value(pos, memo), pos.text()
            if pos.is_over():
                continue
            values = brute.move_values(pos, memo)
            best = [m for m, v in values.items() if v == sol.value]
            assert sol.moves == dict.fromkeys(best, sol.value), pos.text()
            assert sol.best_moves() == best
            for move, (lo, hi) in sol.move_bounds.items():
                assert lo <= values[move] <= hi, (pos.text(), move)
                if move not in best:
                    assert hi == sol.value - 1
            _check_line_person(pos, sol.line, sol.value)


def test_best_moves_only_on_oware_and_an_unknown_choice() -> None:
    rules = mc.rules("oware", pits=3, seeds=2)
    rng = random.Random(5)
    for pos in _oware_endgames(rules, rng, 6, 3):
        memo: dict[object, int] = {}
        sol = solve(pos, moves="best")
        assert sol.exact and sol.value == brute.value(pos, memo), pos.text()
        if not pos.is_over():
            values = brute.move_values(pos, memo)
            assert set(sol.moves) == {m for m, v in values.items() if v == sol.value}
            assert all(lo <= values[m] <= hi for m, (lo, hi) in sol.move_bounds.items())
    pos = mc.rules("kalah", pits=3, seeds=2).start()
    with pytest.raises(mc.InvalidOptionError) as caught:
        solve(pos, moves="most")
    assert "moves='most'" in str(caught.value) and pos.text() in str(caught.value)


def _check_line_person(pos: mc.Position, line: tuple[str, ...], value: int) -> None:
    """Like :func:`_check_line`, following the person through a swap."""
    person_side = pos.to_move
    for text in line:
        if text == "swap":
            person_side = 1 - person_side
        pos = pos.play(text)
    assert pos.is_over()
    scores = pos.scores()
    assert scores[person_side] - scores[1 - person_side] == value


def _oware_endgames(rules: mc.Rules, rng: random.Random, count: int,
                    limit: int) -> list[mc.Position]:
    """Positions reached by random play with at most ``limit`` seeds in the pits
    (the history since the last capture included), and set-ups without history."""
    out: list[mc.Position] = []
    while len(out) < count:
        pos = rules.start()
        while not pos.is_over() and pos.seeds_on_board() > limit:
            pos = pos.play(rng.choice(pos.legal_moves()))
        for _ in range(rng.randrange(4)):
            if not pos.is_over():
                pos = pos.play(rng.choice(pos.legal_moves()))
        out.append(pos)
        if len(out) % 3 == 0:  # the same board as a set-up: no history
            out.append(rules.position([pos.pits(0), pos.pits(1)],
                                      [pos.store(0), pos.store(1)], pos.to_move))
    return out


@pytest.mark.parametrize("grand_slam", ["no-capture", "illegal", "capture"])
def test_oware_small_boards_match_minimax_with_repetition(grand_slam: str) -> None:
    rng = random.Random(len(grand_slam))
    for pits, seeds, limit, count in ((2, 1, 4, 4), (2, 2, 5, 12), (3, 1, 3, 10),
                                      (3, 2, 3, 12), (4, 2, 3, 12), (5, 2, 3, 6)):
        rules = mc.rules("oware", pits=pits, seeds=seeds, grand_slam=grand_slam)
        solver = Solver(rules, table_bits=14)
        for pos in _oware_endgames(rules, rng, count, limit):
            memo: dict[object, int] = {}
            sol = solver.solve(pos)
            assert sol.exact
            assert sol.value == brute.value(pos, memo), pos.text()
            if not pos.is_over():
                assert sol.moves == brute.move_values(pos, memo), pos.text()
                _check_line(pos, sol.line, sol.value)


def test_oware_repetition_changes_the_value() -> None:
    """RULES.md Oware example 11: the same board is worth different amounts with
    and without the positions seen before; the solver follows the history."""
    pos = mc.parse("oware 1.0.0.0.0.0:23/1.0.0.0.0.0:23 S")
    moves = "1 1 2 2 3 3 4 4 5 5 6 6".split()
    later = pos
    for m in moves[:-1]:
        later = later.play(m)
    # the last move 6 would bring the first position back: the game ends 24-24
    assert later.play("6").is_over()
    sol = solve(later)
    memo: dict[object, int] = {}
    assert sol.value == brute.value(later, memo) == 0
    assert sol.moves == brute.move_values(later, memo) == {"6": 0}
    # the same board as a set-up, without the history: North's 6 is no repetition
    fresh = mc.rules("oware").position([later.pits(0), later.pits(1)],
                                       [later.store(0), later.store(1)], later.to_move)
    assert solve(fresh).value == brute.value(fresh, {})
    # two moves before the end, the history makes a difference to the search too
    earlier = pos
    for m in moves[:8]:
        earlier = earlier.play(m)
    assert solve(earlier).moves == brute.move_values(earlier, {})


# -- budgets -------------------------------------------------------------------------


def test_budget_gives_proved_bounds_not_a_guess() -> None:
    pos = mc.rules("kalah", seeds=3, empty_capture=True).start()
    sol = solve(pos, max_nodes=2_000)
    assert not sol.exact
    assert sol.value is None
    assert sol.lower <= 2 <= sol.upper
    assert sol.line == ()
    for text, (lo, hi) in sol.move_bounds.items():
        assert lo <= hi
        if text in sol.moves:
            assert lo == hi == sol.moves[text]
    exact = {"1": -12, "2": -16, "3": -10, "4": -2, "5": 2, "6": 0}
    for text, (lo, hi) in sol.move_bounds.items():
        assert lo <= exact[text] <= hi


def test_time_budget_stops() -> None:
    pos = mc.rules("kalah", seeds=4, empty_capture=True).start()
    sol = solve(pos, max_seconds=0.2)
    assert not sol.exact and sol.value is None
    assert sol.lower <= 10 <= sol.upper


def test_finished_game() -> None:
    pos = mc.rules("kalah").position([[0] * 6, [1, 0, 0, 0, 0, 0]], [30, 17])
    sol = solve(pos)
    assert sol.exact and sol.value == 12 and sol.moves == {} and sol.line == ()
