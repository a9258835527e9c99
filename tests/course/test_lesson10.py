"""Lesson 10 · Puzzles: every exercise has the answer the lesson says, the typical wrong
answers get their own explanation (computed from the search and the generator's proofs),
malformed answers get the shape message, and the exercise answered on a board reads the
board.

Boards are drawn as South's row at the bottom, from its left, and North's row at the top,
from North's left, so read right to left; stores at the ends.
"""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework import Exercise, lesson10
from coursework.lesson10 import (
    FIVE_PLIES,
    GOOD,
    KALAH,
    SMALL,
    TRANSPOSING,
    TWO_WINS,
    UNIQUE_CASES,
    is_unique,
    q1,
    q2,
    q3,
    q4,
    q5,
    q6,
)
from mancala_core.search import winning_moves
from mancala_core.widgets import BoardWidget
from puzzles import NotUniqueError, prove, verify

EXERCISES = [q1, q2, q3, q4, q5, q6]


@pytest.mark.parametrize("q", EXERCISES, ids=lambda q: q.title)
def test_the_right_answer_passes_and_no_answer_says_how(q: Exercise) -> None:
    assert q.check(q.expected()).status == "correct"
    unanswered = q.check(None)
    assert unanswered.status == "unanswered" and "No answer yet" in unanswered.message
    assert q.title and len(q.hints) >= 3
    assert q.solution().message.startswith("Solution:")


def test_the_positions_are_of_the_small_board() -> None:
    for pos in [TWO_WINS, TRANSPOSING, FIVE_PLIES, *UNIQUE_CASES]:
        assert pos.rules == SMALL and pos.rules.total_seeds == 24
        assert sum(pos.pits(0)) + sum(pos.pits(1)) + pos.store(0) + pos.store(1) == 24
        assert mc.parse(pos.text()) == pos


def test_the_shipped_puzzles_of_the_lesson_still_verify() -> None:
    # the lesson's facts come from these puzzles: they must still hold as shipped
    good = lesson10.puzzle(GOOD)
    for q in (good, q3, q5, *q4.puzzles.values()):
        puzzle = getattr(q, "puzzle", q)
        assert verify(puzzle).solution == puzzle.solution
    assert len(KALAH) == 300
    # the lesson's good puzzle: grade 1, one move that wins by a capture (pit 5 does not)
    #        North  0  1  0  5  0  0
    #   N 20                          S 18
    #        South  0  0  1  0  3  0
    assert (good.goal, good.solution, good.grade, good.themes) == ("win", ("3",), 1,
                                                                   ("capture",))
    assert winning_moves(good.start()) == {"3": True, "5": False}
    assert prove(good.start(), "win").value == 4


def test_the_lessons_puzzles_follow_the_collections_rules() -> None:
    # goals a person checks, lines of at most 6 moves of the solver, grades on one scale
    from puzzles.grade import BANDS, beyond_thumb, thumb_move

    assert BANDS == (1150.0, 1300.0, 1450.0, 1650.0)
    for puzzle in (lesson10.puzzle(GOOD), q3.puzzle, q5.puzzle, *q4.puzzles.values()):
        assert puzzle.goal == "win" and puzzle.start().to_move == 0
        assert puzzle.length <= 12
        assert beyond_thumb(puzzle) is (puzzle.grade >= 3)
    assert (q3.puzzle.grade, q5.puzzle.grade) == (5, 1)
    # the rules of thumb play the good puzzle's capture; in exercise 3 no rule applies
    assert thumb_move(lesson10.puzzle(GOOD).start()) == "3"
    assert thumb_move(q3.position) is None


def test_the_lessons_facts_hold() -> None:
    #        North  0  7  0  0
    #   N 5                     S 6
    #        South  1  1  4  0
    assert winning_moves(TWO_WINS) == {"1": True, "2": True, "3": False}
    with pytest.raises(NotUniqueError, match=r"2 moves reach it \(1, 2\), not one"):
        prove(TWO_WINS, "win")
    #        North  1  1  2  0
    #   N 5                     S 4
    #        South  1  2  1  7
    assert winning_moves(TRANSPOSING) == {"1": True, "2": False, "3": True, "4": False}
    one_way = TRANSPOSING.play("1").play("2").play("3")
    assert one_way == TRANSPOSING.play("3").play("2").play("1")
    assert one_way.to_move == 1
    # the mining run of the lesson: five puzzles, the first one's line seven moves long
    from puzzles.mine import mine

    found = mine(SMALL, count=5, seed=1, progress=False)
    assert [(p.goal, p.length) for p in found] == [
        ("capture_2_within_2", 1), ("win", 1), ("capture_2_within_2", 1), ("longest_chain", 2),
        ("capture_2_within_4", 4)]
    # three of them are one position asked three goals; the last is North's to play
    assert len({p.position for p in found}) == 3
    assert found.puzzles[-1].start().to_move == 1


def test_q1_two_winning_moves_make_no_puzzle() -> None:
    #        North  0  7  0  0
    #   N 5                     S 6
    #        South  1  1  4  0
    assert q1.expected() is False
    assert q1.reaching() == ["1", "2"]
    right = q1.check(False)
    assert right.status == "correct"
    assert "2 moves win, pit 1 (wins by 6) and pit 2 (wins by 6): a second solution" in (
        right.message)
    found_one = q1.check(True)  # "pit 1 wins: a puzzle"
    assert found_one.status == "incorrect" and "a second solution" in found_one.message
    assert "generator rejects it" in found_one.message
    assert q1.check("no").status == "malformed" and q1.check(0).status == "malformed"


def test_q2_one_winning_move_at_every_turn() -> None:
    #        North  2  7  0  0
    #   N 3                     S 1
    #        South  1  5  5  0
    assert q2.expected() is True
    doubted = q2.check(False)  # "the line is long, a second solution must hide somewhere"
    assert doubted.status == "incorrect"
    assert "only pit 1 wins (by 8 with perfect play); pit 2 loses by 8; pit 3 loses by 6" in (
        doubted.message)
    assert "South 1, North 4, South 1, North 3, South 1" in doubted.message
    # every turn of South's has exactly one winning move, as the check says
    pos = FIVE_PLIES
    for move in prove(pos, "win").solution:
        if pos.to_move == 0:
            wins = [m for m, ok in winning_moves(pos).items() if ok]
            assert wins == [move]
        pos = pos.play(move)
    assert q2.check("True").status == "malformed"


def test_q3_the_only_winning_move() -> None:
    #        North  4  2  4  1  0  1
    #   N 6                           S 16
    #        South  0 11  0  0  1  2
    assert q3.puzzle.id == "e6ad4dcc64e2" and q3.expected() == 5 and q3.puzzle.grade == 5
    right = q3.check(5)
    assert right.status == "correct"
    assert "the only move for “South to play and win”" in right.message
    assert "it wins by 8" in right.message
    big = q3.check(2)  # the big pit: 11 seeds sown, 5 of them into North's row
    assert big.status == "incorrect" and "pit 2 is not the puzzle's move" in big.message
    assert "South's pit 2 holds 11 seeds" in big.message
    assert "After 2, North plays 3; you end with at most 24 of 48: a draw, not a win" in (
        big.message)
    near = q3.check(6)  # the pit nearest the store
    assert "After 6, North plays 5 (an extra move), then 1" in near.message
    assert "a draw, not a win" in near.message
    # the refutation is the search's: after 6 and that answer South's best is a draw
    after = q3.position.play("6").play("5").play("1")
    from mancala_core.search import solve

    assert solve(after).value == 0
    assert "pit 1 cannot be played: South's pit 1 is empty" in q3.check(1).message
    assert q3.check(7).status == "malformed" and q3.check([5]).status == "malformed"


def test_q3_on_a_board() -> None:
    board = q3.board()
    assert board.interactive
    board.play("2")
    assert "a draw, not a win" in q3.check(board).message and board.moves == ["2"]
    q3.answer_on(board)
    assert board.moves == ["5"] and q3.check(board)
    assert q3.check(BoardWidget(TWO_WINS)).status == "malformed"


def test_q4_the_harder_puzzle() -> None:
    #   a        North  1  0  0  2  3  2        b        North  2  0  9  1  0  1
    #       N 13                          S 11       N 17                          S 8
    #            South  1  1  0  2  0 12                 South  1  4  2  2  0  1
    a, b = q4.puzzles["a"], q4.puzzles["b"]
    assert (a.id, b.id) == ("267361f50207", "e906bb200537")
    assert (a.grade, b.grade) == (2, 4) and b.rating > a.rating and a.length > b.length
    assert q4.expected() == "b"
    right = q4.check("b")
    assert right.status == "correct" and "rated 1649 ± 84, grade 4, a line of 2 moves" in (
        right.message)
    assert "failed by random (0 of 8 tries), greedy, depth 2, depth 3, depth 4" in right.message
    assert "the rules of thumb (an extra move, else the biggest capture) miss a move" in (
        right.message)
    longer = q4.check("a")  # "the longer line is the harder one"
    assert longer.status == "incorrect" and "puzzle a is the easier" in longer.message
    assert "rated 1247 ± 84, grade 2, a line of 3 moves, 0 tempting wrong moves" in (
        longer.message)
    assert "the rules of thumb (an extra move, else the biggest capture) find every move" in (
        longer.message)
    # after b's extra move (6), pits 2 and 4 both capture 2: the rules of thumb take pit 2
    from puzzles.grade import thumb_move

    after = b.start().play("6")
    assert thumb_move(after) == "2" and b.solution == ("6", "4")
    assert winning_moves(after)["2"] is False and winning_moves(after)["4"] is True
    both = q4.check(["a", "b"])
    assert both.status == "incorrect" and "puzzle a is the easier" in both.message
    assert q4.check("c").status == "malformed" and q4.check(2).status == "malformed"


def test_q5_the_themes_of_a_line() -> None:
    #        North  0  0  1  0  0 14
    #   N 19                          S 11
    #        South  0  0  0  1  1  1
    assert q5.puzzle.solution == ("6", "5") and q5.expected() == ["a", "b"]
    right = q5.check(["b", "a"])
    assert right.status == "correct"
    assert "South's 6 ends in South's store: an extra move" in right.message
    assert "South's 5 captures 15" in right.message
    half = q5.check("a")  # the extra move seen, the capture missed
    assert half.status == "incorrect" and "think again about b) a capture" in half.message
    lap = q5.check(["a", "b", "c"])  # 15 seeds captured: "a lap"
    assert "the biggest move of South's sows 1 seed, fewer than the 13 a lap needs" in (
        lap.message)
    sacrifice = q5.check(["a", "b", "d"])
    assert "the line has no reply of the defender" in sacrifice.message
    assert q5.check("e").status == "malformed" and q5.check(1).status == "malformed"


def test_q6_is_unique() -> None:
    assert q6.check(is_unique).status == "correct"
    # the reference is the generator's own proof, and the lesson's function agrees with it
    for pos in UNIQUE_CASES:
        try:
            prove(pos, "win")
            proved = True
        except NotUniqueError:
            proved = False
        assert is_unique(pos) is proved, pos.text()

    def any_win(pos: mc.Position) -> bool:  # "a winning move makes a puzzle"
        return any(winning_moves(pos).values())

    told = q6.check(any_win)
    assert told.status == "incorrect" and "returned True, but it should be False" in told.message
    assert "2 moves win, pit 1 (wins by 6) and pit 2 (wins by 6)" in told.message

    def one_win(pos: mc.Position) -> bool:  # forgets that a single legal move is no puzzle
        return sum(1 for ok in winning_moves(pos).values() if ok) == 1

    single = q6.check(one_win)
    assert single.status == "incorrect"
    assert "South has only one legal move: nothing to find" in single.message

    def first_win(pos: mc.Position) -> bool:  # any legal move that wins, stop at the first
        return bool(winning_moves(pos)[pos.legal_moves()[0].text])

    assert "it should be" in q6.check(first_win).message

    def placeholder(pos: mc.Position) -> None:
        return None

    assert q6.check(placeholder).status == "unanswered"
    assert q6.check("is_unique").status == "malformed"


def test_the_teachers_notes_fill_a_period() -> None:
    notes = lesson10.TEACHER
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3
