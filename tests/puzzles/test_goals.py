"""Goal texts, and the horizon goals proved exactly (Oware's history followed)."""

from __future__ import annotations

import pytest

import mancala_core as mc
from puzzles import NotUniqueError, PuzzleError, prove
from puzzles.goals import GoalSpec, describe, goal_text, parse_goal
from puzzles.verify import find_horizon


@pytest.mark.parametrize("text", ["win", "best_result", "save", "win_within_5",
                                  "capture_4_within_3", "avoid_grand_slam_2_within_1",
                                  "feed_within_3"])
def test_a_goal_text_reads_back(text: str) -> None:
    assert goal_text(parse_goal(text)) == text


@pytest.mark.parametrize("text", ["mate", "win_within_", "capture_0_within_3",
                                  "win_within_41", "capture_3_within_x", " win",
                                  "feed_within_1", "avoid_grand_slam_0_within_2", "feed"])
def test_a_malformed_goal_is_quoted(text: str) -> None:
    with pytest.raises(PuzzleError, match=repr(text).replace("[", r"\[")):
        parse_goal(text)


def test_survive_is_read_as_save() -> None:
    assert parse_goal("survive") == parse_goal("save") == GoalSpec("save")
    assert describe("survive", "North") == "North to play: save the game"


def test_goals_in_words_speak_of_moves_never_of_plies_or_losses() -> None:
    assert describe("win_within_1", "North") == "North to play and win within 1 move"
    assert describe("capture_1_within_2", "South", rules="oware") == (
        "South to play: capture at least 1 seed within 2 moves")
    assert describe("feed_within_4", "South") == (
        "South to play: give your opponent seeds, but let them win none within 4 moves")
    assert describe("avoid_grand_slam_2_within_3", "North", rules="oware") == (
        "North to play: no grand slam, but capture at least 2 seeds within 3 moves")
    for goal in ("win", "best_result", "save", "longest_chain", "biggest_capture",
                 "win_within_3", "capture_2_within_3", "feed_within_2",
                 "avoid_grand_slam_1_within_2"):
        for language in ("en", "pl", "hu", "ru", "it", "sl"):
            for rules in (None, "kalah", "oware"):
                text = describe(goal, "South", language=language, rules=rules).lower()
                for word in ("ply", "plies", "lose", "półruch", "fél lépés", "полуход",
                             "semimoss", "polpotez"):
                    assert word not in text, (goal, language, text)


# Kalah, South to move, North's row empty but for pit 1:
#   North  0 0 0 0 0 1   (North's pits 6..1)   store 23
#   South  0 0 0 0 1 1   (South's pits 1..6)   store 22
# South's 6 sows its seed into South's store: a seed gained, but nothing captured from North.
KALAH = mc.parse("kalah 0.0.0.0.1.1:22/1.0.0.0.0.0:23 S")


def test_a_store_goal_in_kalah_says_store_not_capture() -> None:
    after = KALAH.play("6")
    assert after.store(0) - KALAH.store(0) == 1  # sown in, no seed of North's taken
    assert after.pits(1) == KALAH.pits(1)
    for rules in (KALAH.rules, "kalah", "kalah[empty_capture=true]", None):
        text = describe("capture_1_within_1", "South", rules=rules)
        assert text == "South to play: get at least 1 more seed into your store within 1 move"
        assert "captur" not in text
    assert describe("capture_3_within_2", "South", rules="kalah", language="pl") == (
        "Południe gra: umieść w swoim magazynie co najmniej 3 kamienie więcej w 2 ruchach")
    assert describe("avoid_grand_slam_2_within_1", "South") == (
        "South to play: no grand slam, but get at least 2 more seeds into your store "
        "within 1 move")
    # Oware's store holds captures only: there a seed gained is a seed captured
    assert describe("capture_2_within_1", "South", rules=mc.rules("oware")) == (
        "South to play: capture at least 2 seeds within 1 move")
    with pytest.raises(PuzzleError, match="'nogame'"):
        describe("capture_2_within_1", "South", rules="nogame")


def test_oware_goals_in_the_other_languages() -> None:
    assert describe("feed_within_4", "South", language="pl") == (
        "Południe gra: daj przeciwnikowi kamienie, ale nie pozwól mu nic zbić w 4 ruchach")
    assert describe("avoid_grand_slam_2_within_5", "North", language="ru", rules="oware") == (
        "Север начинает: без большого шлема, но захвати минимум 2 камня за 5 ходов")


# RULES.md section 2, example 2: South's pit 3 (8 seeds) sows round to North's row and
# captures 2+2+2+2+3 = 11 from North's pits 5 to 1; pit 6 captures nothing.
#   North  3 2 1 1 1 1   (North's pits 6..1)   store 20
#   South  0 0 8 0 0 1   (South's pits 1..6)   store 10
OWARE = mc.rules("oware").position(pits=[[0, 0, 8, 0, 0, 1], [1, 1, 1, 1, 2, 3]],
                                   stores=[10, 20], to_move=0)


def test_a_capture_within_one_ply_is_the_one_move_that_captures_most() -> None:
    assert find_horizon(OWARE, "capture_within", most=1) == "capture_11_within_1"
    proof = prove(OWARE, "capture_11_within_1")
    assert proof.solution == ("3",) and proof.value == 11


def test_a_horizon_goal_that_every_move_reaches_is_no_puzzle() -> None:
    # pit 6 sows its seed into North's pit 1 (1 -> 2) and captures 2: both moves capture 2
    with pytest.raises(NotUniqueError, match="every move reaches it"):
        prove(OWARE, "capture_2_within_1")
    # and no move captures 12 at once
    with pytest.raises(NotUniqueError, match="out of reach"):
        prove(OWARE, "capture_12_within_1")


def test_a_horizon_line_follows_the_defence_that_resists_longest() -> None:
    # a mined Oware puzzle: every solver move is the only one that forces the goal within
    # the plies left, every defender move the one that keeps it furthest
    from puzzles.mine import mine

    found = mine(mc.rules("oware", pits=4, seeds=2), count=2, seed=1,
                 goals=("capture_within",), max_seeds=16, progress=False)
    from mancala_core.search import force_within

    for puzzle in found:
        spec = parse_goal(puzzle.goal)
        assert spec == GoalSpec("capture_within", seeds=spec.seeds, plies=spec.plies)
        pos, side, start, left = puzzle.start(), puzzle.start().to_move, None, spec.plies
        start = pos.store(side)
        assert spec.plies is not None and spec.seeds is not None
        for move in puzzle.solution:
            if pos.to_move == side:
                need = spec.seeds - (pos.store(side) - start)
                answer = force_within(pos, plies=left, seeds=need)
                assert answer.winning() == [move]
            pos, left = pos.play(move), left - 1
        assert pos.store(side) - start >= spec.seeds or pos.is_over()


def test_the_longest_chain_is_the_one_turn_with_most_moves() -> None:
    # South  . . 2 1 | store 10: 4 ends in the store; 3 (2 seeds) sows pit 4 and the store;
    # then 4 again: three moves in one turn; 3 first gives only two
    pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
    proof = prove(pos, "longest_chain")
    assert proof.solution == ("4", "3", "4") and proof.value == 3


def test_the_biggest_capture_is_the_one_turn_that_takes_most() -> None:
    # RULES.md section 2, example 2: South's 3 takes 11, South's 6 takes 2
    proof = prove(OWARE, "biggest_capture")
    assert proof.solution == ("3",) and proof.value == 11


def test_two_turns_with_the_best_score_make_no_puzzle() -> None:
    # the standard start: 3 ends in the store; no move captures: nothing to find
    with pytest.raises(NotUniqueError, match="no capture"):
        prove(mc.rules("kalah").start(), "biggest_capture")
    # 4 pits of 4 seeds: 1 sows 2, 3, 4 and the store, then any of 2, 3 or 4 ends the turn:
    # three turns of two moves
    pos = mc.rules("kalah", pits=4, seeds=4).start()
    with pytest.raises(NotUniqueError, match="3 turns reach 2"):
        prove(pos, "longest_chain")


def test_turn_goals_mine_and_verify() -> None:
    from puzzles import verify
    from puzzles.mine import mine

    found = mine(mc.rules("kalah", pits=4, seeds=3), count=4, seed=2,
                 goals=("longest_chain", "biggest_capture"), progress=False)
    assert {p.goal for p in found} <= {"longest_chain", "biggest_capture"}
    for puzzle in found:
        assert verify(puzzle).solution == puzzle.solution


def test_avoid_the_grand_slam() -> None:
    #     North  6   5   4   3   2   1
    #          [ 0] [ 0] [ 0] [ 0] [ 1] [ 1]
    #     N 20                               S 17
    #          [ 0] [ 1] [ 2] [ 2] [ 2] [ 2]
    #            1   2   3   4   5   6   South to move
    #
    # 6 sows North's 1 and 2, both become 2: that takes North's whole row, a grand slam,
    # and Abapa captures nothing; 5 sows pit 6 and North's 1 and takes its 2
    pos = mc.parse("oware 0.1.2.2.2.2:17/1.1.0.0.0.0:20 S")
    assert find_horizon(pos, "avoid_grand_slam", most=3) == "avoid_grand_slam_2_within_1"
    proof = prove(pos, "avoid_grand_slam_2_within_1")
    assert proof.solution == ("5",) and proof.value == 2
    after = pos.play("5")
    assert after.cells == mc.parse("oware 0.1.2.2.0.3:19/0.1.0.0.0.0:20 N").cells
    assert describe("avoid_grand_slam_2_within_1", "South", rules=pos.rules) == (
        "South to play: no grand slam, but capture at least 2 seeds within 1 move")
    # no move of the start is a grand slam: no such puzzle
    with pytest.raises(NotUniqueError, match="no legal move is a grand slam"):
        prove(mc.rules("oware").start(), "avoid_grand_slam_1_within_3")


def test_feed() -> None:
    #     North  6   5   4   3   2   1
    #          [ 0] [ 0] [ 0] [ 0] [ 0] [ 0]
    #     N 22                               S 23
    #          [ 0] [ 0] [ 0] [ 0] [ 2] [ 1]
    #            1   2   3   4   5   6   South to move, North's row empty: feed it
    #
    # 5 (pit 6, North's 1): North's 1 to its 2, then South's 6 takes that 2 and empties
    # South's row: the game ends and North's last seed goes to North, a gain within 3
    # plies. 6 (North's 1 only): North's 1 to its 2, South's 5 sows 6 and North's 1, and
    # North has gained nothing
    pos = mc.parse("oware 0.0.0.0.2.1:23/0.0.0.0.0.0:22 S")
    assert find_horizon(pos, "feed", most=4) == "feed_within_3"
    proof = prove(pos, "feed_within_3")
    assert proof.solution == ("6",)
    end = pos.play("5").play("1").play("6")
    assert end.is_over() and end.scores() == (25, 23)
    with pytest.raises(NotUniqueError, match="every move reaches it"):
        prove(pos, "feed_within_2")  # one ply for North: neither move gives it anything
    with pytest.raises(NotUniqueError, match="nothing to feed"):
        prove(mc.rules("oware").start(), "feed_within_3")
    assert describe("feed_within_3", "South") == (
        "South to play: give your opponent seeds, but let them win none within 3 moves")


def test_mining_takes_the_oware_goals() -> None:
    from puzzles.proving import puzzles_at
    from puzzles.themes import themes

    pos = mc.parse("oware 0.1.2.2.2.2:17/1.1.0.0.0.0:20 S")
    [puzzle] = puzzles_at(pos, ("feed", "avoid_grand_slam"), "test")
    assert puzzle.goal == "avoid_grand_slam_2_within_1"
    assert puzzle.themes == ()  # the stage 'tag' tags it
    assert "grand_slam_avoided" in themes(pos, puzzle.solution)
