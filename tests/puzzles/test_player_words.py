"""The puzzle player in words a child reads (issue 28): goals, results, hints and
refutations true to the goal and to the game, in English and Polish, the numbers counted on
the board. Each puzzle is a position written here; the player is driven as a learner does."""

from __future__ import annotations

import mancala_core as mc
from puzzles import Puzzle
from puzzles.player import PuzzlePlayer
from puzzles.refute import measure, puzzle_refutation
from puzzles.schema import StoredRefutation


def _play(puzzle: Puzzle, *moves: str, language: str = "en") -> PuzzlePlayer:
    player = PuzzlePlayer.of(puzzle, language=language, pause=0, animation_speed=0)
    for move in moves:
        player.board.request({"type": "move", "move": move})
    return player


# Kalah, South to move:
#   North  0 4 0 2 0 0   (North's pits 6..1)   store 18
#   South  0 0 1 0 3 0   (South's pits 1..6)   store 20
# 3 sows into the empty pit 4 and captures North's 2 (its own seed goes along: 3 into the
# store); 5 sows pit 6, the store (one seed gained) and North's pit 1.
KALAH = mc.parse("kalah 0.0.1.0.3.0:20/0.0.2.0.4.0:18 S")


def test_a_kalah_store_goal_says_store_and_its_result_counts_the_seeds_gained() -> None:
    puzzle = Puzzle.create(KALAH, "capture_3_within_1", value=3, solution=["3"],
                           themes=["capture"])
    player = _play(puzzle, "5")
    assert player.feedback == (
        "Not 5. After 5 you gain 1: you cannot bring 3 more seeds into your store within 1 "
        "move. Try again.")
    assert "gets at least 3 more seeds into your store within 1 move" in player.title_html.value
    player.board.request({"type": "move", "move": "3"})
    assert player.feedback.endswith(
        "Solved! You got 3 more seeds into your store (2 of them captured from North's pits).")
    assert "brought" not in player.feedback
    polish = _play(puzzle, "3", language="pl")
    assert polish.feedback.endswith("Rozwiązane! Do twojego magazynu trafiły 3 kamienie więcej "
                                    "(2 z nich zbite z dołków Północy).")


def test_a_won_puzzle_ends_with_who_wins_and_by_how_much() -> None:
    # North:  .  .  .  1   store 9      (pits 4..1)
    # South:  0  1  1  0   store 12     South to move: 3 captures North's last seed: 15 to 9
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    puzzle = Puzzle.create(pos, "win", value=6, solution=["3"])
    player = _play(puzzle, "3")
    assert player.feedback.endswith("Solved! South wins by 6: the game ends 15 to 9.")
    assert "seeds into your store" not in player.feedback
    # a line that stops before the end: the proved margin, from the puzzle's value
    going = mc.parse("kalah 0.0.1.0.3.0:20/0.0.2.0.4.0:18 S")
    ahead = Puzzle.create(going, "win", value=4, solution=["3"])
    said = _play(ahead, "3").feedback
    assert said.endswith("Solved! With best play from here South wins by 4 (26 of 48 seeds).")
    assert _play(ahead, "3", language="pl").feedback.endswith(
        "Rozwiązane! Przy najlepszej grze od tej chwili Południe wygrywa różnicą 4 (26 z 48 "
        "kamieni).")


# Oware, South to move:
#   North  0 0 0 1 0 1   (North's pits 6..1)   store 23
#   South  0 0 0 2 0 1   (South's pits 1..6)   store 20
# 6 sows its seed into North's pit 1 (1 -> 2) and captures 2; 4 sows pits 5 and 6.
OWARE = mc.parse("oware 0.0.0.2.0.1:20/1.0.1.0.0.0:23 S")


def test_an_oware_capture_goal_hint_and_result_speak_of_oware_captures() -> None:
    puzzle = Puzzle.create(OWARE, "capture_2_within_1", value=2, solution=["6"],
                           themes=["capture"])
    player = _play(puzzle)
    assert player.feedback == ("You play South: find the only move that captures at least 2 "
                               "seeds within 1 move.")
    hint = player.hint()
    assert hint == ("Hint 1 of 3: look for a capture: a last seed that makes 2 or 3 in a pit "
                    "of your opponent's takes them, and the pits just before it that hold 2 or "
                    "3 too.")
    assert "empty pit" not in hint and "opposite" not in hint
    player.board.request({"type": "move", "move": "4"})
    assert player.feedback == ("Not 4. After 4 nothing is captured: you cannot capture 2 seeds "
                               "within 1 move. Try again.")
    player.board.request({"type": "move", "move": "6"})
    assert player.feedback.endswith("Solved! You captured 2 seeds.")
    polish = _play(puzzle, language="pl")
    assert "2 lub 3" in polish.hint() and "naprzeciwko" not in polish.feedback
    polish.board.request({"type": "move", "move": "4"})
    assert "nie możesz zbić 2 kamieni w 1 ruchu" in polish.feedback
    # Kalah's first hint keeps Kalah's rule
    kalah = Puzzle.create(KALAH, "capture_3_within_1", value=3, solution=["3"],
                          themes=["capture"])
    assert "an empty pit of yours takes the seeds opposite" in _play(kalah).hint()


def test_a_grand_slam_puzzle_keeps_its_point() -> None:
    #     North  6   5   4   3   2   1
    #          [ 0] [ 0] [ 0] [ 0] [ 1] [ 1]
    #     N 20                               S 17
    #          [ 0] [ 1] [ 2] [ 2] [ 2] [ 2]
    # 6 would take North's whole row (a grand slam: nothing captured); 5 captures 2
    pos = mc.parse("oware 0.1.2.2.2.2:17/1.1.0.0.0.0:20 S")
    puzzle = Puzzle.create(pos, "avoid_grand_slam_2_within_1", value=2, solution=["5"],
                           themes=["capture", "grand_slam_avoided"])
    player = _play(puzzle)
    assert player.feedback == ("You play South: find the only move that captures at least 2 "
                               "seeds within 1 move, with no grand slam.")
    assert "no grand slam" in player.title_html.value
    player.board.request({"type": "move", "move": "6"})
    assert player.feedback == (
        "Not 6. 6 would take all of North's seeds: a grand slam captures nothing; you cannot "
        "capture 2 seeds within 1 move. Try again.")
    assert "no seed reaches your store" not in player.feedback
    assert "a grand slam to avoid" in player.hint()
    player.board.request({"type": "move", "move": "5"})
    assert player.feedback.endswith("Solved! You captured 2 seeds. No grand slam.")
    polish = _play(puzzle, "6", language="pl")
    assert "6 zabrałby wszystkie kamienie Północy: wielki szlem niczego nie zbija" in (
        polish.feedback)


# Kalah, North to move (a win within one move):
#   North  6 0 3 2 0 2   (North's pits 6..1)   store 11
#   South  0 1 0 0 0 0   (South's pits 1..6)   store 23
# 3 lands in North's empty pit 5 and takes South's last seed: the game ends 25 to 23. 4 wins
# too, but later; 1 does not win at all.
WITHIN = mc.parse("kalah 0.1.0.0.0.0:23/2.0.2.3.0.6:11 N")


def test_a_wrong_move_that_wins_later_says_so() -> None:
    puzzle = Puzzle.create(WITHIN, "win_within_1", value=1, solution=["3"])
    player = _play(puzzle, "4")
    assert player.feedback == ("Not 4. After 4 the game goes on: 4 wins as well, but not "
                               "within 1 move. Try again.")
    player.board.request({"type": "move", "move": "1"})
    assert player.feedback == ("Not 1. After 1 the game goes on: you cannot force a win "
                               "within 1 move. Try again.")
    player.board.request({"type": "move", "move": "3"})
    assert player.feedback.endswith("Solved! North wins by 2: the game ends 25 to 23.")
    assert _play(puzzle, "4", language="pl").feedback == (
        "Nie 4. Po 4 gra toczy się dalej: 4 też wygrywa, ale nie w 1 ruchu. Spróbuj jeszcze "
        "raz.")
    # stored with the puzzle, the refutation says it without a search; a file published
    # before `wins` was stored (version 2 all the same) still loads and says the rest
    kept = measure(puzzle, WITHIN, "4")
    assert kept == StoredRefutation("4", "horizon", line=(), fails=True) and kept.wins is True
    assert kept.to_json() == {"by": "horizon", "line": [], "fails": True, "wins": True}
    old = StoredRefutation.from_json("4", {"by": "horizon", "line": [], "fails": True})
    assert old.wins is None
    refutations = tuple(tuple(measure(puzzle, WITHIN, m.text) for m in WITHIN.legal_moves()
                              if m.text != "3") for _ in (0,))
    stored = puzzle.with_refutations(refutations)
    assert "4 wins as well" in puzzle_refutation(stored, WITHIN, "4").text
    bare = puzzle.with_refutations(((old, *(r for r in refutations[0] if r.move != "4")),))
    assert puzzle_refutation(bare, WITHIN, "4").text == (
        "After 4 the game goes on: you cannot force a win within 1 move.")
