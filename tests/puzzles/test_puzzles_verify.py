"""verify: a puzzle has one solution line, proved by exact search.

The positions are small Kalah endgames (4 pits a side, 24 seeds) whose answers a plain
minimax over the readable rules (``_values`` below, independent of the search) confirms.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from puzzles import NotUniqueError, Puzzle, VerificationError, prove, verify
from puzzles.turns import threshold


def _value(pos: mc.Position) -> int:
    if pos.is_over():
        scores = pos.scores()
        return scores[pos.to_move] - scores[1 - pos.to_move]
    return max(_values(pos).values())


def _values(pos: mc.Position) -> dict[str, int]:
    """Every move's value for the mover, by plain minimax (extra moves keep the mover)."""
    out = {}
    for move in pos.legal_moves():
        child = pos.play(move)
        v = _value(child)
        out[move.text] = v if child.to_move == pos.to_move else -v
    return out


def test_one_winning_move_is_the_solution() -> None:
    # North    4    3    2    1
    #  +----+----+----+----+----+----+
    #  |    |  0 |  0 |  0 |  1 |    |
    #  | 9  +----+----+----+----+ 12 |
    #  |    |  0 |  1 |  1 |  0 |    |
    #  South    1    2    3    4       South to move, 12 of 24 stored
    # 3 sows into the empty pit 4 and captures North's 1 with it: 14, a win; 2 does not.
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    values = _values(pos)
    assert [m for m, v in values.items() if v > 0] == ["3"]
    proof = prove(pos, "win")
    assert proof.solution == ("3",)
    assert proof.value == max(values.values())
    puzzle = Puzzle.create(pos, "win", value=proof.value, solution=proof.solution,
                           themes=["capture", "endgame"])  # 3 takes North's last seeds
    assert verify(puzzle) == proof
    with pytest.raises(VerificationError, match="the line's themes are 'capture endgame', not"):
        verify(Puzzle.create(pos, "win", value=proof.value, solution=proof.solution,
                             themes=["capture"]))
    # no themes at all: not tagged yet (every line has one), so only the line is checked
    assert verify(Puzzle.create(pos, "win", value=proof.value, solution=proof.solution)) == proof


def test_two_winning_moves_are_rejected() -> None:
    pos = mc.parse("kalah[pits=4,seeds=3] 1.1.2.0:9/0.1.1.0:9 S")
    assert [m for m, v in _values(pos).items() if v > 0] == ["1", "3"]
    with pytest.raises(NotUniqueError, match=r"2 moves reach it \(1, 3\), not one"):
        prove(pos, "win")


def _reachable(pos: mc.Position, plies: int) -> set[mc.Position]:
    seen, frontier = {pos}, {pos}
    for _ in range(plies):
        frontier = {p.play(m) for p in frontier for m in p.legal_moves()}
        seen |= frontier
    return seen


def test_a_move_that_transposes_into_the_solution_is_a_second_solution() -> None:
    # 4 (an extra move) and 1 both win, and their lines meet within two moves: the same
    # puzzle solved two ways, so it is rejected
    pos = mc.parse("kalah[pits=4,seeds=3] 1.2.0.1:9/1.0.0.0:10 S")
    assert [m for m, v in _values(pos).items() if v > 0] == ["1", "4"]
    assert _reachable(pos.play("1"), 2) & _reachable(pos.play("4"), 2)
    with pytest.raises(NotUniqueError, match=r"\(1, 4\)"):
        prove(pos, "win")


def test_the_line_continues_through_the_defence_and_stops_when_decided() -> None:
    # found by mining: a line of several moves; every solver move in it is the only one
    # that keeps the best result, each defender reply is the worst for the solver
    pos = mc.parse("kalah[pits=4,seeds=3] 0.2.0.0:12/1.0.0.3:6 N")
    proof = prove(pos, "best_result")
    assert proof.solution == ("1", "2", "2", "4", "3", "3")
    assert proof.value == _value(pos) == -4
    solver = pos.to_move
    at = pos
    for move in proof.solution:
        values = _values(at)
        if at.to_move == solver:
            assert [m for m, v in values.items() if v >= proof.value] == [move]
        else:
            worst = max(values.values())
            assert values[move] == worst
        at = at.play(move)
    # the goal is no longer in doubt after the line: every move keeps it, or the game is over
    if not at.is_over() and at.to_move == solver:
        assert all(v >= proof.value for v in _values(at).values())


def test_a_goal_out_of_reach_is_not_a_puzzle() -> None:
    # South has 9 and 3 seeds left on the board, North 12: a draw at best
    pos = mc.parse("kalah[pits=4,seeds=3] 1.1.0.0:9/0.1.0.0:12 S")
    with pytest.raises(NotUniqueError, match=r"out of reach \(the position is worth"):
        prove(pos, "win")


def test_survive_and_best_result_thresholds() -> None:
    assert threshold("win", -3) == 1
    assert threshold("survive", 5) == 0
    assert threshold("best_result", 5) == 5
    with pytest.raises(ValueError, match="'longest_chain' has no threshold"):
        threshold("longest_chain", 0)
    with pytest.raises(ValueError, match="unknown goal 'deepest_sowing'"):
        prove(mc.rules("kalah", pits=3, seeds=2).start(), "deepest_sowing")


def test_verify_rejects_a_stored_solution_that_differs() -> None:
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    wrong = Puzzle.create(pos, "win", value=4, solution=("2",))
    with pytest.raises(VerificationError, match=rf"puzzle '{wrong.id}': the solution is '3'"):
        verify(wrong)
