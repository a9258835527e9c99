"""Lessons 12 (puzzles) and 13 (how the puzzles are made): every exercise has the answer
the lesson says, the typical wrong answers get their own explanation (computed from the
search and the generator's proofs),
malformed answers get the shape message, and the exercise answered on a board reads the
board.

Boards are drawn as South's row at the bottom, from its left, and North's row at the top,
from North's left, so read right to left; stores at the ends.
"""

from __future__ import annotations

import lesson_text
import pytest

import mancala_core as mc
from coursework import Exercise
from coursework.lessons import lesson12, lesson13
from coursework.lessons.lesson12 import (
    FIVE_PLIES,
    GOOD,
    KALAH,
    SMALL,
    TRANSPOSING,
    TWO_WINS,
    q5,
)
from coursework.lessons.lesson12 import q1 as first
from coursework.lessons.lesson12 import q2 as q3  # the tests below keep the exercises' old numbers
from coursework.lessons.lesson12 import q3 as q1
from coursework.lessons.lesson12 import q4 as q2
from coursework.lessons.lesson13 import UNIQUE_CASES, is_unique
from coursework.lessons.lesson13 import q1 as q4
from coursework.lessons.lesson13 import q3 as q6
from mancala_core.search import winning_moves
from mancala_core.widgets import BoardWidget
from puzzles import NotUniqueError, prove, verify

EXERCISES = [first, q1, q2, q3, q4, q5, q6]


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
    good = lesson12.puzzle(GOOD)
    for q in (good, q3, q5, *q4.puzzles.values()):
        puzzle = getattr(q, "puzzle", q)
        assert verify(puzzle).solution == puzzle.solution
    assert len(KALAH) == 300
    # the lesson's good puzzle: grade 1, one move of four wins, by a capture: pit 1's last
    # seed lands in the empty pit 3 and captures the 3 seeds of North's pit 4
    #        North  0  2  3  0  0  0
    #   N 20                          S 16
    #        South  2  0  0  1  1  3
    assert (good.goal, good.solution, good.grade, good.themes) == ("win", ("1",), 1,
                                                                   ("capture",))
    assert winning_moves(good.start()) == {"1": True, "4": False, "5": False, "6": False}
    assert prove(good.start(), "win").value == 4
    trace = good.start().trace("1")
    assert trace.taken() == 3 and trace.last_place() == mc.Place(0, 3)
    assert good.start().pits(1)[3] == 3  # North's pit 4, opposite South's pit 3


def test_the_lessons_puzzles_follow_the_collections_rules() -> None:
    # goals a person checks, lines of at most 6 moves of the solver, grades on one scale
    from puzzles.grade import BANDS, beyond_thumb, thumb_chance, thumb_moves

    assert BANDS == (1150.0, 1300.0, 1450.0, 1650.0)
    for puzzle in (lesson12.puzzle(GOOD), q3.puzzle, q5.puzzle, *q4.puzzles.values()):
        assert puzzle.goal == "win" and puzzle.start().to_move == 0
        assert puzzle.length <= 12
        assert beyond_thumb(puzzle) is (puzzle.grade >= 3)
    assert (q3.puzzle.grade, q5.puzzle.grade) == (4, 1)
    # the rules of thumb offer the good puzzle's capture; in exercise 3 they offer only
    # pit 2's capture of 3, which does not win: every tie-break fails (cells 36 and 37)
    good = lesson12.puzzle(GOOD)
    assert thumb_moves(good.start()) == ("1",) and thumb_chance(good) == 1
    assert thumb_moves(q3.position) == ("2",) == thumb_moves(q3.position, "capture")
    assert q3.position.trace("2").taken() == 3 and thumb_chance(q3.puzzle) == 0
    # exercise 3 is one quiet move: no capture, no extra move
    assert q3.puzzle.solution == ("1",) and q3.puzzle.themes == ("quiet_move",)


def test_the_ladders_table_and_its_commentary() -> None:
    # cell 33: every search finds the good puzzle's capture; on exercise 3 every search but
    # hard takes pit 2's capture and fails, the rules of thumb in every try, and random and
    # beginner find the quiet move now and then
    import random

    from puzzles.aim import aim_of
    from puzzles.grade import LADDER, THUMB, attempt

    good = lesson12.puzzle(GOOD)
    searches = [s for s in LADDER if s.depth is not None]
    for solver in searches:
        assert all(attempt(good, solver, t) for t in range(solver.tries)), solver.name
    for solver in (s for s in LADDER if s.tries > 1 and s.depth is None):
        assert 0 < sum(attempt(good, solver, t) for t in range(solver.tries)) < solver.tries
    p = q3.puzzle
    aim = aim_of(p.goal, 0, 0, len(p.solution))
    for solver in searches:
        tries = [attempt(p, solver, t) for t in range(solver.tries)]
        if solver.name == "hard":
            assert all(tries)
        else:
            picks = {solver.choose(q3.position, random.Random(f"{p.id}:{solver.name}:{t}"),
                                   aim) for t in range(solver.tries)}
            assert not any(tries) and picks == {"2"}, solver.name
    assert not any(attempt(p, THUMB, t) for t in range(THUMB.tries))
    for name in ("random", "beginner"):
        solver = next(s for s in LADDER if s.name == name)
        assert 0 < sum(attempt(p, solver, t) for t in range(solver.tries)) < solver.tries


def test_the_grades_section_says_what_the_computation_gives() -> None:
    # cells 37-39: the rules of thumb solve most of grades 1 and 2 and a few tries in a
    # hundred from grade 3 on; no tie-break has a chance better than 1 in 8 there; the
    # picture: every ladder solver solves less of grade 5 than of grade 1, only depth 8 and
    # hard most of grade 5; Monte Carlo more than half of grades 1-4, much less of grade 5
    from fractions import Fraction

    from puzzles.grade import LADDER, LEFT_OUT, THUMB, THUMB_CHANCE, attempts, thumb_chance

    assert THUMB_CHANCE == Fraction(1, 8)
    grades = {g: [p for p in KALAH if p.grade == g] for g in range(1, 6)}
    chances = {g: [thumb_chance(p) for p in grades[g]] for g in grades}
    assert max(chances[1]) == max(chances[2]) == 1
    assert all(max(chances[g]) == Fraction(1, 8) for g in (3, 4, 5))
    monte_carlo = next(s for s in LEFT_OUT if s.name == "monte carlo")
    results = attempts(list(KALAH), (*LADDER, THUMB, monte_carlo))

    def share(name: str, grade: int) -> float:
        tries = [ok for p in grades[grade] for ok in results[p.id][name]]
        return sum(tries) / len(tries)

    assert share(THUMB.name, 1) > 0.5 and share(THUMB.name, 2) > 0.5
    assert all(share(THUMB.name, g) < 0.05 for g in (3, 4, 5))
    for solver in LADDER:
        assert share(solver.name, 5) < share(solver.name, 1), solver.name
        assert (share(solver.name, 5) > 0.5) is (solver.name in ("depth 8", "hard"))
    assert all(share(monte_carlo.name, g) > 0.5 for g in (1, 2, 3, 4))
    assert share(monte_carlo.name, 5) < 0.25


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
    # no candidate starts decided: no store holds more than half of the 24 seeds
    assert all(max(p.start().store(0), p.start().store(1)) <= 12 for p in found)
    # cell 26 says the goals in words
    from puzzles.goals import describe

    assert describe("capture_2_within_4", "North", rules=SMALL) == (
        "North to play: get at least 2 more seeds into your store within 4 moves")


def test_the_puzzle_of_the_day_is_souths() -> None:
    # cell 50: "the grade 3 puzzle of 1 December 2026, South's to play"
    import puzzles

    today = puzzles.daily(KALAH, date="2026-12-01", grade=3)
    assert today.grade == 3 and today.start().to_move == 0


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
    #        North  2  0  3  7  1  2
    #   N 11                          S 9
    #        South 11  1  0  1  0  0
    assert q3.puzzle.id == "94eb1a15a776" and q3.expected() == 1 and q3.puzzle.grade == 4
    right = q3.check(1)
    assert right.status == "correct"
    assert "the only move for “South to play and win”" in right.message
    assert "South's pit 1 holds 11 seeds" in right.message and "it wins by 8" in right.message
    big = q3.check(2)  # the rules of thumb's move: the biggest capture
    assert big.status == "incorrect" and "pit 2 is not the puzzle's move" in big.message
    assert "North's pit 4 opposite holds 3: South captures 3" in big.message
    assert "After 2, North plays 3; you end with at most 24 of 48: a draw, not a win" in (
        big.message)
    small = q3.check(4)  # the other capture
    assert "North's pit 2 opposite holds 1: South captures 1" in small.message
    assert "After 4, North plays 4 (an extra move), then 6; you end with at most 23 of 48: " \
           "a loss" in small.message
    # the refutations are the search's: after 2 and that answer South's best is a draw,
    # after 4 and North's two moves a loss by 2
    from mancala_core.search import solve

    assert solve(q3.position.play("2").play("3")).value == 0
    assert solve(q3.position.play("4").play("4").play("6")).value == -2
    # the winning move ends with 28 of 48 (the teacher's note)
    assert (48 + q3.puzzle.value) // 2 == 28
    assert "pit 3 cannot be played: South's pit 3 is empty" in q3.check(3).message
    assert q3.check(7).status == "malformed" and q3.check([1]).status == "malformed"


def test_q3_hints_say_true_things() -> None:
    # "Pit 2's 1 seed captures the 3 seeds of North's pit 4, and pit 4's 1 seed captures
    # North's 1. Pit 1's 11 seeds capture nothing: 5 of them go into North's row."
    pos = q3.position
    assert len(pos.legal_moves()) == 3
    assert (pos.pits(0)[1], pos.trace("2").taken()) == (1, 3) and pos.pits(1)[3] == 3
    assert (pos.pits(0)[3], pos.trace("4").taken()) == (1, 1)
    one = pos.trace("1")
    assert pos.pits(0)[0] == 11 and one.taken() == 0 and not one.extra_move()
    assert sum(one.after.pits(1)) - sum(pos.pits(1)) == 5


def test_q3_on_a_board() -> None:
    board = q3.board()
    assert board.interactive
    board.play("2")
    assert "a draw, not a win" in q3.check(board).message and board.moves == ["2"]
    q3.answer_on(board)
    assert board.moves == ["1"] and q3.check(board)
    assert q3.check(BoardWidget(TWO_WINS)).status == "malformed"


def test_q4_the_harder_puzzle() -> None:
    #   a        North  0  0  1  6  1  0        b        North  2  3  2  0  1  2
    #       N 15                          S 13       N 17                          S 19
    #            South  1  0  2  6  0  3                 South  1  0  0  0  1  0
    a, b = q4.puzzles["a"], q4.puzzles["b"]
    assert (a.id, b.id) == ("aafb331fdc80", "fa23340e3cc1")
    assert (a.grade, b.grade) == (2, 4) and b.rating > a.rating and a.length > b.length
    assert q4.expected() == "b"
    right = q4.check("b")
    assert right.status == "correct" and "rated 1488 ± 84, grade 4, a line of 1 move" in (
        right.message)
    assert "failed by greedy, easy (0 of 4 tries), depth 2, depth 3, depth 4" in right.message
    assert "the rules of thumb (an extra move, else the biggest capture) miss a move" in (
        right.message)
    longer = q4.check("a")  # "the longer line is the harder one"
    assert longer.status == "incorrect" and "puzzle a is the easier" in longer.message
    assert "rated 1287 ± 84, grade 2, a line of 5 moves, 0 tempting wrong moves" in (
        longer.message)
    assert "the rules of thumb (an extra move, else the biggest capture) find every move" in (
        longer.message)
    # b: pit 1 captures 3, pit 5 captures 2; the rules of thumb take the bigger, which loses
    from puzzles.grade import thumb_chance, thumb_moves

    start = b.start()
    assert (start.trace("1").taken(), start.trace("5").taken()) == (3, 2)
    assert thumb_moves(start) == ("1",) and thumb_chance(b) == 0 and b.solution == ("5",)
    assert winning_moves(start) == {"1": False, "5": True}
    assert thumb_chance(a) == 1
    both = q4.check(["a", "b"])
    assert both.status == "incorrect" and "puzzle a is the easier" in both.message
    assert q4.check("c").status == "malformed" and q4.check(2).status == "malformed"


def test_q5_the_themes_of_a_line() -> None:
    #        North  6  0  2  4  0  4
    #   N 12                          S 14
    #        South  3  0  0  2  0  1
    assert q5.puzzle.solution == ("6", "4") and q5.expected() == ["a", "b"]
    right = q5.check(["b", "a"])
    assert right.status == "correct"
    assert "South's 6 ends in South's store: an extra move" in right.message
    # the capture counts North's seeds taken, as the board's narration does
    assert "South's 4 captures 4" in right.message
    assert q5.position.play("6").trace("4").taken() == 4
    half = q5.check("a")  # the extra move seen, the capture missed
    assert half.status == "incorrect" and "think again about b) a capture" in half.message
    lap = q5.check(["a", "b", "c"])  # "a big capture: a lap"
    assert "the biggest move of South's sows 2 seeds, fewer than the 13 a lap needs" in (
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


@pytest.mark.parametrize("notes", [lesson12.TEACHER, lesson13.TEACHER])
def test_the_teachers_notes_fill_a_period(notes) -> None:  # type: ignore[no-untyped-def]
    assert sum(minutes for minutes, _ in notes.plan) == 45
    assert len(notes.misconceptions) >= 3


def test_the_first_puzzle_is_solved_on_the_board() -> None:
    #        North  0  2  3  0  0  0
    #   N 20                          S 16
    #        South  2  0  0  1  1  3
    # grade 1: pit 1's 2 seeds end in South's empty pit 3 and capture North's 3 opposite
    assert first.puzzle.id == GOOD and first.puzzle.grade == 1
    assert first.position.text() == "kalah 2.0.0.1.1.3:16/0.0.0.3.2.0:20 S"
    assert first.expected() == 1 and first.puzzle.solution == ("1",)
    trace = first.position.trace("1")
    assert trace.taken() == 3
    # "none of the other moves, pits 4, 5 and 6, wins"
    assert winning_moves(first.position) == {"1": True, "4": False, "5": False, "6": False}
    board = first.board()
    board.play("4")
    wrong = first.check(board)
    assert wrong.status == "incorrect" and "North" in wrong.message
    first.answer_on(board)
    assert first.check(board).status == "correct"


def test_lesson12_states_the_goals_as_the_puzzles_say_them() -> None:
    # the goals in the lesson's prose are the sentences the player and the sheets show
    from puzzles.goals import describe

    text = lesson_text.prose("12_puzzles.ipynb")
    for goal, rules in [("win", None), ("save", None), ("capture_4_within_3", None),
                        ("win_within_5", None), ("longest_chain", None),
                        ("biggest_capture", None), ("feed_within_2", "oware"),
                        ("avoid_grand_slam_2_within_1", "oware")]:
        said = describe(goal, "South", rules=rules) if rules else describe(goal, "South")
        assert f'"{said}"' in text, said
    # no code names of goals in the learner's lesson (lesson 13 has them, for programmers)
    for name in ("capture_K_within_N", "win_within_N", "best_result", "winning_moves",
                 "prove("):
        assert name not in text, name


def test_lesson13_solves_the_harder_puzzle_on_the_board() -> None:
    from coursework.lessons.lesson13 import q2 as harder

    assert harder.puzzle.id == "fa23340e3cc1" and harder.puzzle.grade == 4
    assert harder.puzzle is not None and harder.expected() == int(harder.puzzle.solution[0])
    board = harder.board()
    harder.answer_on(board)
    assert harder.check(board).status == "correct"


def test_lesson13_what_raises_a_rating() -> None:
    from coursework.lessons.lesson13 import q4 as rating

    assert rating.expected() == "a"
    assert "the length is not counted" in rating.check("b").message
    assert "no person's tries are counted" in rating.check("c").message
    # "exercise 1's grade 2 puzzle has the longer line, 5 moves against 1"
    a, b = q4.puzzles["a"], q4.puzzles["b"]
    assert (a.grade, len(a.solution), b.grade, len(b.solution)) == (2, 5, 4, 1)
