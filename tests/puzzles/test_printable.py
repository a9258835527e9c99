"""Puzzles a child can solve from the page, graded at their own goal: no game decided before
it starts, no answer that hangs on earlier positions a sheet does not print, and a ladder
that plays for the puzzle's goal (issue 28)."""

from __future__ import annotations

import pytest

import mancala_core as mc
from puzzles import NotUniqueError
from puzzles.aim import Aim, aim_of, goal_scores
from puzzles.generate import unit_positions
from puzzles.grade import attempt, beyond_thumb, rate, rung
from puzzles.mine import mine
from puzzles.schema import Collection, Puzzle
from puzzles.verify import decided, prove

# The shipped puzzle 36e1d7002e47 (before issue 28), "capture at least 2 within 4 moves":
# North   [0] [0] [0] [1] [0] [0]
#      33                         12
# South   [0] [0] [0] [0] [1] [1]
# North's store holds 33 of the 48 seeds: North has won before South moves.
DECIDED = "kalah 0.0.0.0.1.1:12/0.0.1.0.0.0:33 S"


def test_a_game_decided_before_the_puzzle_starts_is_no_puzzle() -> None:
    pos = mc.parse(DECIDED)
    assert decided(pos) == 1
    with pytest.raises(NotUniqueError, match=r"decided before it starts .*33 of the 48 seeds"):
        prove(pos, "capture_2_within_4")
    # 24 of 48 is half, not more: still a game
    assert decided(mc.parse("kalah 0.0.0.0.1.1:10/0.0.1.0.11.0:24 S")) is None


def test_mining_offers_no_decided_game_and_no_earlier_positions() -> None:
    for label in ("kalah", "oware"):
        for unit in range(4):
            for text, _where in unit_positions(label, 1, unit, 30):
                pos = mc.parse(text)
                assert decided(pos) is None, text
                assert pos.history == (), text
                assert "seen=" not in text


# The shipped puzzle bd62dcc6dc34 (before issue 28), on the grade-1 sheet, "capture at least
# 2 seeds within 3 moves", North to play; its text carried nine earlier positions:
# North   [1] [0] [0] [0] [0] [0]     North's pits 6 5 4 3 2 1... as the text lists them
#      23                         22
# South   [0] [0] [0] [1] [0] [0]
# The answer 1, 4, 2 holds only because of those positions (the repetition rule ends the
# game); on the printed board alone it does not.
HISTORY = ("oware 0.0.0.1.0.0:22/1.0.0.0.0.1:23 N seen=0.0.0.0.1.0:22/0.0.1.0.0.1:23@S;"
           "0.0.0.0.0.1:22/0.0.1.0.0.1:23@N;1.0.0.0.0.1:22/0.0.1.0.0.0:23@S;"
           "1.0.0.0.0.0:22/1.0.1.0.0.0:23@N;1.0.0.0.0.0:22/1.0.0.1.0.0:23@S;"
           "0.1.0.0.0.0:22/1.0.0.1.0.0:23@N;0.1.0.0.0.0:22/1.0.0.0.1.0:23@S;"
           "0.0.1.0.0.0:22/1.0.0.0.1.0:23@N;0.0.1.0.0.0:22/1.0.0.0.0.1:23@S")


def test_an_answer_that_depends_on_earlier_positions_is_refused() -> None:
    pos = mc.parse(HISTORY)
    assert len(pos.history) == 9
    with pytest.raises(NotUniqueError, match="depends on the earlier positions"):
        prove(pos, "capture_2_within_3")
    with pytest.raises(NotUniqueError):  # the board alone poses no such puzzle
        prove(pos.without_history(), "capture_2_within_3")


def test_a_position_whose_history_changes_nothing_keeps_its_puzzle() -> None:
    # Oware's start, two moves in: the earlier positions cannot repeat within the line
    pos = mc.rules("oware").start().play("1").play("1")
    assert len(pos.history) == 2
    goal = "capture_2_within_3"
    try:
        with_history = prove(pos, goal)
    except NotUniqueError as error:
        assert "earlier positions" not in str(error)
        with pytest.raises(NotUniqueError):
            prove(pos.without_history(), goal)
    else:
        assert prove(pos.without_history(), goal) == with_history


# The shipped puzzle fcbf20da4d2d (before issue 28) was grade 5, rated 1770, because the
# ladder played for the game: "get at least 2 more seeds into your store within 2 moves".
# North   [0] [0] [2] [0] [0] [0]
#      20                         12
# South   [0] [2] [0] [1] [10] [1]
# 6 ends in the store (an extra move), then 5 sows a seed into it: 6, then 5.
CHAIN = "kalah 0.2.0.1.10.1:12/0.0.0.2.0.0:20 S"


def test_the_ladder_plays_for_the_puzzles_goal() -> None:
    pos = mc.parse(CHAIN)
    proof = prove(pos, "capture_2_within_2")
    assert proof.solution == ("6", "5")
    puzzle = Puzzle.create(pos, "capture_2_within_2", value=proof.value,
                           solution=proof.solution)
    # one move deep, 5 and 6 both bring a seed: the greedy solver's lowest pit, 5, fails
    assert goal_scores(pos, 1, Aim("capture_within", 0, 2)) == {"2": 12, "4": 12, "5": 13,
                                                                "6": 13}
    assert attempt(puzzle, rung("greedy")) is False
    # two moves deep it sees the goal: 6 then 5 makes 14
    assert goal_scores(pos, 2, Aim("capture_within", 0, 2))["6"] == 14
    assert attempt(puzzle, rung("depth 2")) is True
    for name in ("depth 3", "medium", "depth 4", "depth 6", "depth 8", "hard"):
        assert attempt(puzzle, rung(name)) is True, name
    # every move of the line is an extra move or the biggest gain: grade 2 at most
    assert not beyond_thumb(puzzle)
    rated = rate(Collection((puzzle,))).puzzles[0]
    assert rated.grade is not None and rated.grade <= 2


@pytest.mark.parametrize("label, goals", [
    ("kalah[pits=4,seeds=3]", ("capture_within", "longest_chain", "biggest_capture")),
    ("oware[pits=4,seeds=3]", ("capture_within", "feed", "biggest_capture")),
])
def test_a_search_that_sees_the_whole_goal_plays_the_proved_move(label: str,
                                                                  goals: tuple[str, ...]
                                                                  ) -> None:
    """The ladder's shortcut (a search as deep as the moves left plays the line's move)
    against the search itself, at every turn of the solver of every mined puzzle."""
    from mancala_core.rules.notation import parse_rules

    found = mine(parse_rules(label), count=25, seed=3, goals=goals, progress=False)
    checked = 0
    for p in found:
        pos = p.start()
        side = pos.to_move
        for ply, move in enumerate(p.solution):
            if pos.to_move == side:
                aim = aim_of(p.goal, side, ply, len(p.solution))
                assert aim.left is not None
                scores = goal_scores(pos, aim.left, aim)
                best = max(scores.values())
                assert [m for m, v in scores.items() if v == best] == [move], (p.id, ply)
                checked += 1
            pos = pos.play(move)
    assert checked >= 25
