"""The second hostile run's wrong answers in the puzzle player (issue 31): under Kalah's
``leftovers=uncounted`` the seeds left in the rows at the end count for nobody, so a line's
final margin does not say how many seeds each side ends with. The player said "you end
with 14 of 24" where every best line ends 13 to 9."""

from __future__ import annotations

import mancala_core as mc
from mancala_core.search import solve
from puzzles.player import PuzzlePlayer, result_words
from puzzles.refute import puzzle_refutation
from puzzles.schema import Puzzle

# two puzzles of mine(kalah[pits=4,seeds=3,leftovers=uncounted], count=30, seed=1,
# goals=[win,save]), as the hostile run mined them:
#
#   North   4  3  2  1            North   4  3  2  1
#         [ 6][ 2][ 0][ 1]              [ 0][ 1][ 1][ 0]
#   (3)                 (7)       (8)                 (9)
#         [ 1][ 2][ 2][ 0]              [ 0][ 4][ 1][ 0]
#   South   1  2  3  4            South   1  2  3  4
#   802cadec75e7: save, 3         04efd6a2b512: win, 2
SAVE = Puzzle.create(mc.parse("kalah[pits=4,seeds=3,leftovers=uncounted] 1.2.2.0:7/1.0.2.6:3 S"),
                     "save", value=4, solution=("3",), themes=("extra_move",))
WIN = Puzzle.create(mc.parse("kalah[pits=4,seeds=3,leftovers=uncounted] 0.4.1.0:9/0.1.1.0:8 S"),
                    "win", value=5, solution=("2",), themes=("quiet_move",))


def _best_end(puzzle: Puzzle) -> mc.Position:
    pos = puzzle.start()
    for move in puzzle.solution:
        pos = pos.play(move)
    for move in solve(pos).line:
        pos = pos.play(move)
    assert pos.is_over()
    return pos


def test_the_ids_are_the_hostile_run_s() -> None:
    assert (SAVE.id, WIN.id) == ("802cadec75e7", "04efd6a2b512")


def test_the_result_under_uncounted_leftovers_says_the_margin_not_a_wrong_count() -> None:
    end = _best_end(SAVE)
    assert end.scores() == (13, 9)  # a best line: 22 seeds counted, 2 for nobody
    assert result_words(SAVE) == "With best play from here South wins by 4."
    assert result_words(WIN) == "With best play from here South wins by 5."
    assert "24" not in result_words(SAVE, language="pl")
    assert result_words(SAVE, language="pl") == (
        "Przy najlepszej grze od tej chwili Południe wygrywa różnicą 4.")


def test_show_solution_says_it_too() -> None:
    player = PuzzlePlayer(SAVE)
    player.show_solution()
    assert player.feedback == "The solution: South 3. With best play from here South wins by 4."


def test_where_every_seed_counts_the_count_is_still_said() -> None:
    counted = Puzzle.create(mc.parse("kalah[pits=4,seeds=3] 1.2.2.0:7/1.0.2.6:3 S"), "save",
                            value=solve(mc.parse("kalah[pits=4,seeds=3] 1.2.2.0:7/1.0.2.6:3 S")
                                        .play("3")).value or 0, solution=("3",))
    end = _best_end(counted)
    mine = end.scores()[0]
    assert sum(end.scores()) == 24
    assert f"({mine} of 24 seeds)" in result_words(counted)


def test_a_refutation_that_ends_the_game_counts_the_seeds_counted() -> None:
    # a wrong move after which the line ends the game: "you end with N of M" names the
    # seeds that count, M, not all 24
    for puzzle in (SAVE, WIN):
        pos = puzzle.start()
        for move in pos.legal_moves():
            if move.text == puzzle.solution[0]:
                continue
            text = puzzle_refutation(puzzle, pos, move.text).text
            if "the game ends: you end with" in text:
                child = pos.play(move)
                found = solve(child) if not child.is_over() else None
                assert found is None or found.exact
                said = text.split("you end with ")[1].split(":")[0]
                mine, total = (int(x) for x in said.split(" of "))
                assert mine <= total <= 24
