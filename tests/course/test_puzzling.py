"""The puzzle exercise kinds (course/coursework/kinds/puzzling.py) on small boards, whose exact
search takes milliseconds: what decides right and wrong is the generator's proof, and the
explanations are the search's.

Boards are drawn as South's row at the bottom, from its left, and North's row at the top,
from North's left; stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework.kinds.puzzling import (
    THEME_NAMES,
    ChooseThemes,
    HarderPuzzle,
    IsPuzzle,
    SolvePuzzle,
    line_words,
    theme_reasons,
    value_words,
)
from puzzles import Puzzle, prove
from puzzles.themes import THEMES, themes

SMALL = mc.rules("kalah", pits=4, seeds=3)
#        North  0  0  0  1
#   N 9                     S 12
#        South  1  0  0  1
ONE_MOVE_WIN = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")


def _puzzle(pos: mc.Position, goal: str = "win") -> Puzzle:
    proof = prove(pos, goal)  # type: ignore[arg-type]
    return Puzzle.create(pos, goal, value=proof.value, solution=proof.solution,
                         themes=themes(pos, proof.solution))


def test_words() -> None:
    assert [value_words(v) for v in (3, 0, -1)] == ["wins by 3", "draws", "loses by 1"]
    assert set(THEME_NAMES) == set(THEMES)  # every theme the generator tags has its words
    assert line_words(SMALL.start(), ["2", "4", "1"]) == "South 2, South 4, North 1"


def test_solve_puzzle_explains_a_wrong_move_by_its_refutation() -> None:
    q = SolvePuzzle(_puzzle(ONE_MOVE_WIN), title="t")
    assert q.right == "3" and q.expected() == 3 and q.position == ONE_MOVE_WIN
    right = q.check(3)
    assert right.status == "correct" and "South captures 1, and the last seed" in right.message
    assert "With perfect play it wins by 6" in right.message
    wrong = q.check(2)
    assert wrong.status == "incorrect"
    assert "After 2, North plays 1 and captures 2; the game ends: you end with 12 of 24: a " \
           "draw, not a win" in wrong.message
    assert q.refutation("2").answer == ("1",)
    assert "cannot be played" in q.check(1).message
    assert q.check(5).status == "malformed"
    board = q.board()
    board.play("2")
    assert q.check(board).status == "incorrect"


def test_solve_puzzle_names_the_whole_line() -> None:
    pos = SMALL.position(pits=[[1, 5, 5, 0], [0, 0, 7, 2]], stores=[1, 3])
    q = SolvePuzzle(_puzzle(pos))
    assert "The whole line: South 1, North 4, South 1, North 3, South 1" in q.check(1).message


def test_is_puzzle_names_the_second_solution_and_a_transposition() -> None:
    #        North  1  1  2  0
    #   N 5                     S 4
    #        South  1  2  1  7
    pos = SMALL.position(pits=[[1, 2, 1, 7], [0, 2, 1, 1]], stores=[4, 5])
    q = IsPuzzle(pos, "win")
    assert q.expected() is False and q.reaching() == ["1", "3"]
    said = q.check(True)
    assert said.status == "incorrect"
    assert "2 moves win, pit 1 (wins by 2) and pit 3 (wins by 2): a second solution" in (
        said.message)
    assert "they even transpose: South 1, North 2, South 3 and South 3, North 2, South 1 " \
           "reach the same position" in said.message


def test_is_puzzle_says_when_nothing_wins_or_everything_does() -> None:
    #        North  3  3  3  4
    #   N 0                     S 1
    #        South  3  3  0  4      North to move: every move loses
    losing = SMALL.position(pits=[[3, 3, 0, 4], [4, 3, 3, 3]], stores=[1, 0], to_move=1)
    assert "no move wins (pit 1 loses by 2; pit 2 loses by 2" in IsPuzzle(losing).check(
        False).message
    survive = IsPuzzle(SMALL.start(), "best_result")
    assert survive.expected() is False
    assert "only pit 2 reaches the best result" in survive.check(False).message
    with pytest.raises(ValueError, match="longest_chain"):
        IsPuzzle(SMALL.start(), "longest_chain")


def test_is_puzzle_reads_save_and_its_old_name() -> None:
    #        North  0  0  0  3
    #   N 6                     S 1      pit 1 wins by 10; pits 2 and 3 lose
    #        South  1  7  6  0
    pos = SMALL.position(pits=[[1, 7, 6, 0], [0, 0, 0, 3]], stores=[1, 6])
    for goal in ("save", "survive"):
        q = IsPuzzle(pos, goal)
        assert q.goal == "save" and q.expected() is True
        said = q.check(True).message
        assert "only pit 1 does not lose (wins by 10 with perfect play)" in said
    #        North  1  1  2  0
    #   N 5                     S 4      three moves keep at least a draw
    #        South  1  2  1  7
    two = SMALL.position(pits=[[1, 2, 1, 7], [0, 2, 1, 1]], stores=[4, 5])
    assert "3 moves do not lose" in IsPuzzle(two, "save").check(False).message


def test_thumb_words_say_whether_the_rules_of_thumb_play_the_line() -> None:
    from coursework.kinds.puzzling import thumb_words

    # 3 captures 1 + 1: the rules of thumb's biggest capture
    assert thumb_words(_puzzle(ONE_MOVE_WIN)).endswith("find every move of its line")
    # South 1, the quiet move, is no extra move and no capture: the rules of thumb miss it
    quiet = _puzzle(SMALL.position(pits=[[1, 5, 5, 0], [0, 0, 7, 2]], stores=[1, 3]))
    assert thumb_words(quiet).endswith("miss a move of its line")


def test_is_puzzle_when_a_later_turn_has_two_solutions() -> None:
    pos = mc.parse("kalah[pits=4,seeds=3] 4.3.0.4:1/4.3.0.4:1 S")
    q = IsPuzzle(pos, "win")
    assert q.reaching() == ["2"] and q.expected() is False
    said = q.check(True).message
    assert "only pit 2 wins at the first turn, but the generator checks every turn" in said
    assert "2 moves reach it (3, 4)" in said


def test_theme_reasons_say_where_a_theme_shows_and_why_not() -> None:
    reasons = theme_reasons(ONE_MOVE_WIN, ["3"])
    # the opponent's seed taken, as the narration says it ("South captures 1"), not 1 + 1
    assert reasons["capture"] == "yes: South's 3 captures 1"
    assert reasons["extra_move"] == "no: no move of South's in the line (South 3) ends in " \
                                    "South's store"
    assert reasons["endgame"] == "yes: the line (South 3) plays the game to its end"
    assert reasons["sacrifice"] == "no: the line has no reply of the defender"
    q = ChooseThemes(_puzzle(ONE_MOVE_WIN), ["extra_move", "capture", "lap"])
    assert q.expected() == "b" and q.check("a").status == "incorrect"
    #        North  2  7  0  0
    #   N 3                     S 1     (a sacrifice: North's reply captures)
    #        South  1  5  5  0
    line = SMALL.position(pits=[[1, 5, 5, 0], [0, 0, 7, 2]], stores=[1, 3])
    told = theme_reasons(line, prove(line, "win").solution)
    assert told["sacrifice"] == "yes: North's 3, the defender's reply, captures 1 of South's " \
                                "seeds: a sacrifice"
    assert told["quiet_move"].startswith("yes: South's 1, the first move, captures nothing")


def test_harder_puzzle_needs_two_different_ratings() -> None:
    p = _puzzle(ONE_MOVE_WIN)
    with pytest.raises(ValueError, match="two graded puzzles"):
        HarderPuzzle(p, p)
    a = p.with_grade(1000.0, 80.0, 1, tempting=0)
    b = _puzzle(SMALL.position(pits=[[1, 5, 5, 0], [0, 0, 7, 2]], stores=[1, 3])).with_grade(
        1800.0, 80.0, 5, tempting=2)
    q = HarderPuzzle(a, b)
    assert q.expected() == "b"
    assert "rated 1800 ± 80, grade 5, a line of 5 moves, 2 tempting wrong moves" in q.check(
        "b").message
    assert "puzzle a is the easier: rated 1000 ± 80, grade 1" in q.check("a").message


def test_the_feedback_speaks_polish() -> None:
    from mancala_core.i18n import using

    q = SolvePuzzle(_puzzle(ONE_MOVE_WIN))
    #        North  1  1  2  0
    #   N 5                     S 4
    #        South  1  2  1  7      two winning moves: no puzzle
    pos = SMALL.position(pits=[[1, 2, 1, 7], [0, 2, 1, 1]], stores=[4, 5])
    with using("pl"):
        wrong = q.check(2)
        assert wrong.status == "incorrect"
        assert wrong.message.startswith("Jeszcze nie: dołek 2 to nie ruch tego zadania: ")
        assert "Po 2, Północ gra 1 i zbija 2" in wrong.message
        assert "Przy najlepszej grze ten ruch wygrywa różnicą 6" in q.check(3).message
        said = IsPuzzle(pos, "win").check(True).message
        assert said.startswith("Jeszcze nie: to nie zadanie: są 2 ruchy, które wygrywają, "
                               "dołek 1 (wygrywa różnicą 2) i dołek 3 (wygrywa różnicą 2)")
        assert theme_reasons(ONE_MOVE_WIN, ["3"])["capture"] == (
            "tak: ruch 3 Południa zbija 1 kamień")
    assert q.check(2).message.startswith("Not yet: pit 2 is not the puzzle's move: ")
