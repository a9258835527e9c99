"""Every goal's line is the only one: prove() checked against a plain minimax on small boards,
at every turn of the solver, and no line too long for a person to check."""

from __future__ import annotations

import random
from functools import cache

import pytest

import mancala_core as mc
from puzzles import NotUniqueError, prove
from puzzles.goals import parse_goal
from puzzles.turns import MAX_PLIES
from puzzles.verify import MAX_SOLVER_MOVES, find_horizon

RULES = mc.rules("kalah", pits=3, seeds=2)


@cache
def margin(pos: mc.Position, side: int) -> int:
    """The final margin of ``side`` under perfect play: a plain minimax, no pruning."""
    if pos.is_over():
        scores = pos.scores()
        return scores[side] - scores[1 - side]
    values = [margin(pos.play(m), side) for m in pos.legal_moves()]
    return max(values) if pos.to_move == side else min(values)


def reaching(pos: mc.Position, target: int) -> list[str]:
    """The moves of the player to move that keep a final margin of at least ``target``."""
    return [m.text for m in pos.legal_moves() if margin(pos.play(m), pos.to_move) >= target]


def positions(count: int, seed: int) -> list[mc.Position]:
    rng = random.Random(seed)
    out: list[mc.Position] = []
    while len(out) < count:
        pos = RULES.start()
        while not pos.is_over():
            if len(pos.legal_moves()) >= 2:
                out.append(pos)
            pos = pos.play(rng.choice(pos.legal_moves()))
    return out[:count]


def _check_line(pos: mc.Position, solution: tuple[str, ...], target: int) -> None:
    side = pos.to_move
    mine = 0
    for move in solution:
        if pos.to_move == side:
            mine += 1
            assert reaching(pos, target) == [move], (pos.text(), move)
        pos = pos.play(move)
    # the line stops where the goal no longer depends on the choice
    assert pos.is_over() or pos.to_move != side or len(reaching(pos, target)) == len(
        pos.legal_moves())
    assert len(solution) <= MAX_PLIES and mine <= MAX_SOLVER_MOVES


@pytest.mark.parametrize(("goal", "target"), [("win", 1), ("save", 0)])
def test_win_and_save_agree_with_a_plain_minimax_at_every_turn(goal: str, target: int) -> None:
    found = 0
    for pos in positions(150, seed={"win": 1, "save": 2}[goal]):
        first = reaching(pos, target)
        try:
            proof = prove(pos, goal)
        except NotUniqueError:
            # no puzzle: no move, every move, two moves, or a second choice later on
            continue
        found += 1
        assert first == [proof.solution[0]]
        _check_line(pos, proof.solution, target)
        if goal == "save":
            assert margin(pos, pos.to_move) >= 0
    assert found >= 5


def test_a_one_move_win_is_the_only_winning_move() -> None:
    # North   [0] [1] [0]      North's pits 3 2 1, store 2
    #       2             1
    # South   [0] [2] [4]      South to move: only 2 wins (its last seed in the store,
    #                          then every move wins: the line stops)
    pos = mc.parse("kalah[pits=3,seeds=2] 0.2.4:1/0.1.2:2 S")
    assert reaching(pos, 1) == ["2"]
    assert prove(pos, "win").solution == ("2",)


def forces(at: mc.Position, left: int, need: int, side: int, start: int) -> bool:
    """Whether ``side`` brings ``need`` seeds more than ``start`` into its store within
    ``left`` moves, whatever the other side plays: every line counted."""
    have = (at.scores()[side] if at.is_over() else at.store(side)) - start
    if have >= need:
        return True
    if left == 0 or at.is_over():
        return False
    results = (forces(at.play(m), left - 1, need, side, start) for m in at.legal_moves())
    return any(results) if at.to_move == side else all(results)


def test_a_horizon_capture_agrees_with_counting_every_line() -> None:
    checked = 0
    for pos in positions(60, seed=3):
        goal = find_horizon(pos, "capture_within", most=3)
        if goal is None:
            continue
        spec = parse_goal(goal)
        assert spec.seeds is not None and spec.plies is not None
        side, start = pos.to_move, pos.store(pos.to_move)

        good = [m.text for m in pos.legal_moves()
                if forces(pos.play(m), spec.plies - 1, spec.seeds, side, start)]
        assert good  # the horizon found is reached
        assert not forces(pos, spec.plies, spec.seeds + 1, side, start)  # and it is the most
        try:
            proof = prove(pos, goal)
        except NotUniqueError:
            continue
        assert good == [proof.solution[0]]
        checked += 1
    assert checked >= 5


def test_a_line_longer_than_a_person_checks_is_refused() -> None:
    # whatever the goal: 13 moves, or 7 of the solver, are more than a person checks
    from puzzles.verify import _short_enough

    pos = mc.rules("kalah").start()
    line, at = [], pos
    for _ in range(MAX_PLIES + 1):
        move = at.legal_moves()[-1].text
        line.append(move)
        at = at.play(move)
    with pytest.raises(NotUniqueError, match="longer than a puzzle"):
        _short_enough(pos, tuple(line), "here")
    _short_enough(pos, ("3", "6"), "here")  # two moves of the solver (an extra move): fine


def test_save_is_the_one_move_that_does_not_lose() -> None:
    # North   [0] [1] [2]      North's pits 3 2 1, store 2
    #       2             2
    # South   [2] [1] [2]      South to move: 3 sows South's 3, the store and North's 1,
    #                          and holds a draw; 1 and 2 lose
    pos = mc.parse("kalah[pits=3,seeds=2] 2.1.2:2/2.1.0:2 S")
    assert margin(pos, 0) == 0
    assert reaching(pos, 0) == ["3"] and reaching(pos, 1) == []
    proof = prove(pos, "save")
    assert proof.solution == ("3",) and proof.value == 0
    assert pos.play("3") == mc.parse("kalah[pits=3,seeds=2] 2.1.0:3/3.1.0:2 N")
    with pytest.raises(NotUniqueError, match="out of reach"):
        prove(pos, "win")


def test_a_kalah_capture_within_three_moves() -> None:
    # North   [0] [3] [0]      North's pits 3 2 1, store 1
    #       1             1
    # South   [1] [1] [5]      South to move: 2 first (into pit 3, 6 seeds), North's best
    #                          answer 2, then South's 3 sows its store and round: 3 more
    #                          seeds in South's store within 3 moves, by no other first move
    pos = mc.parse("kalah[pits=3,seeds=2] 1.1.5:1/0.3.0:1 S")
    assert find_horizon(pos, "capture_within", most=3) == "capture_3_within_3"
    proof = prove(pos, "capture_3_within_3")
    assert proof.solution == ("2", "2", "3")
    end = pos.play("2").play("2").play("3")
    assert end == mc.parse("kalah[pits=3,seeds=2] 3.0.0:4/1.0.2:2 N")
    assert end.store(0) - pos.store(0) == 3
    assert [m.text for m in pos.legal_moves()
            if forces(pos.play(m), 2, 3, 0, pos.store(0))] == ["2"]


def wins_within(at: mc.Position, left: int, side: int) -> bool:
    """Whether ``side`` wins the game within ``left`` moves, whatever the other side plays:
    every line counted."""
    if at.is_over():
        return at.winner() == side
    if left == 0:
        return False
    results = (wins_within(at.play(m), left - 1, side) for m in at.legal_moves())
    return any(results) if at.to_move == side else all(results)


def test_a_win_within_n_moves_agrees_with_counting_every_line() -> None:
    checked = 0
    for pos in positions(200, seed=4):
        goal = find_horizon(pos, "win_within", most=4)
        if goal is None:
            continue
        plies = parse_goal(goal).plies
        assert plies is not None
        side = pos.to_move
        good = [m.text for m in pos.legal_moves() if wins_within(pos.play(m), plies - 1, side)]
        assert good  # a win within the horizon found
        assert plies == 1 or not wins_within(pos, plies - 1, side)  # and none sooner
        try:
            proof = prove(pos, goal)
        except NotUniqueError:
            continue
        assert good == [proof.solution[0]]
        checked += 1
    assert checked >= 3
