"""The exercise helper itself: every kind reads answers, explains mistakes from the rules,
never raises and never changes a board; hints come in levels; the teacher's copy fills
in answers.

Boards are drawn in the comments as South's row (bottom, from South's left) and North's
row (top, from North's left, so read right to left), stores at the ends.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import mancala_core as mc
from coursework import (
    BoardAfter,
    Capture,
    Chain,
    ChooseMoves,
    CountSeeds,
    Custom,
    ExtraMove,
    FeedsOpponent,
    FinalScore,
    FindMove,
    FunctionTask,
    GrandSlam,
    LastSeed,
    Legal,
    MultipleChoice,
    TeacherNotes,
    YesNo,
)
from coursework import teacher as teacher_module
from mancala_core.widgets import BoardWidget

KALAH = mc.rules("kalah")
START = KALAH.start()

#        North  4  4  4  4  4  4
#   N 0                           S 0
#        South  4  4  4  4  4  4


def test_a_check_without_an_answer_says_how_to_answer() -> None:
    for exercise in (LastSeed(START, "3"), BoardAfter(START, "3"), YesNo(START, "3", ExtraMove()),
                     FindMove(START, ExtraMove()), ChooseMoves(START, ExtraMove()),
                     CountSeeds(START, ["3"], "South store")):
        feedback = exercise.check(None)
        assert feedback.status == "unanswered"
        assert "No answer yet" in feedback.message and "set `answer` to" in feedback.message
        assert not feedback


def test_last_seed_right_and_the_typical_mistakes() -> None:
    q = LastSeed(START, "6")  # 4 seeds from pit 6: S store, N1, N2, N3
    assert q.check("North 3")
    assert q.check("north 3").ok and q.check(mc.Place(1, 3)).ok
    skipped = q.check("North store")
    assert skipped.status == "incorrect" and "skipped" in skipped.message
    passed = q.check("North 2")
    assert "gets a seed, but the sowing goes on after it" in passed.message
    assert "the last seed lands in North's pit 3" in passed.message
    assert q.check("West 3").status == "malformed"
    assert q.check("North 9").status == "malformed"
    assert "pit from 1 to 6" in q.check("North 9").message


def test_board_after_names_the_first_wrong_place_in_sowing_order() -> None:
    q = BoardAfter(START, "6")
    assert q.check(([4, 4, 4, 4, 4, 0], 1, [5, 5, 5, 4, 4, 4], 0))
    forgot_store = q.check(([4, 4, 4, 4, 4, 0], 0, [5, 5, 5, 5, 4, 4], 0))
    assert "South's store should hold 1, not 0" in forgot_store.message
    kept = q.check(([4, 4, 4, 4, 4, 4], 1, [5, 5, 5, 4, 4, 4], 0))
    assert "South's pit 6 should hold 0, not 4" in kept.message
    assert "takes every seed out of it" in kept.message
    short = q.check(([4, 4, 4, 4, 0], 1, [5, 5, 5, 4, 4, 4], 0))
    assert short.status == "malformed" and "South's pits should be 6 numbers" in short.message
    assert q.check("4 4 4").status == "malformed"


def test_find_move_explains_the_move_that_was_played() -> None:
    q = FindMove(START, ExtraMove())
    assert q.check(3) and q.check("3") and q.check(mc.Move("3", 3))
    wrong = q.check(5)  # 4 seeds, 2 steps from the store: N1, N2
    assert wrong.status == "incorrect"
    assert "pit 5 does not give an extra move" in wrong.message
    assert "2 steps from South's store" in wrong.message
    assert "North's pit 2" in wrong.message
    assert q.check(0).status == "malformed" and q.check(True).status == "malformed"


def test_find_move_on_an_empty_pit_says_why_it_cannot_be_played() -> None:
    pos = START.play("3")  # South moves again; pit 3 is empty
    q = FindMove(pos, Custom("is legal", lambda t: True))
    feedback = q.check(3)
    assert feedback.status == "incorrect"
    assert "pit 3 cannot be played" in feedback.message and "empty" in feedback.message


def test_find_move_best_accepts_only_the_biggest_capture() -> None:
    #        North  0  0  0  1  6  0          (North 6 5 4 3 2 1)
    #   N 20                          S 17
    #        South  1  0  2  0  0  1
    pos = KALAH.position(pits=[[1, 0, 2, 0, 0, 1], [0, 6, 1, 0, 0, 0]], stores=[17, 20])
    assert pos.seeds_on_board() + 37 == 48
    # pit 1 -> pit 2 (empty), facing North 5 (0): nothing; pit 3 (2) -> pits 4, 5: 5 empty
    # facing North 2 (6): capture 7
    q = FindMove(pos, Capture(), best=lambda t: t.captured())
    assert q.expected() == 3
    assert q.check(3)
    assert "does not capture" in q.check(6).message


def test_choose_moves_names_the_missing_and_the_extra_move() -> None:
    #        North  4  4  4  4  4  4
    #   N 0                           S 0
    #        South  4  4  4  4  4  4
    q = ChooseMoves(START, ExtraMove())
    assert q.expected() == [3]
    assert q.check([3]) and q.check({3}) and q.check(["3"])
    extra = q.check([3, 4])
    assert "pit 4 does not give an extra move" in extra.message
    missing = q.check([])
    assert "you left out pit 3" in missing.message
    assert "pit 4 does not give an extra move" in q.check("3, 4").message  # typed as text
    assert q.check("three").status == "malformed"


def test_count_seeds_tells_the_story_of_each_move() -> None:
    q = CountSeeds(START, ["3", "6"], "South store")  # 1 from pit 3, 1 from pit 6
    assert q.expected() == 2
    wrong = q.check(1)
    assert "South plays 3: +1" in wrong.message and "South plays 6: +1" in wrong.message
    assert q.check(-1).status == "malformed" and q.check("two").status == "malformed"
    assert q.check("2")  # a number typed in quotes


def test_yes_no_explains_both_ways() -> None:
    q = YesNo(START, "4", ExtraMove())
    assert q.check(False)
    feedback = q.check(True)
    assert "pit 4 does not give an extra move" in feedback.message
    assert q.check("no") and q.check("False") and not q.check("yes")  # typed as words
    assert q.check("maybe").status == "malformed"


def test_final_score_counts_leftovers_by_the_option() -> None:
    # RULES.md example 9: South 0 0 1 0 0 4 S=19, North 0 0 2 0 0 0 N=22; South plays 3
    for leftovers, scores in (("owner", (26, 22)), ("emptied", (22, 26)),
                              ("uncounted", (22, 22))):
        rules = mc.rules("kalah", leftovers=leftovers)
        pos = rules.position(pits=[[0, 0, 1, 0, 0, 4], [0, 0, 2, 0, 0, 0]], stores=[19, 22])
        q = FinalScore(pos, ["3"])
        assert q.expected() == scores
        assert q.check(scores)
        wrong = q.check((scores[0] + 1, scores[1]))
        assert f"South scores {scores[0]}" in wrong.message
    assert q.check((1, 2, 3)).status == "malformed"


def test_chain_finds_the_longest_and_explains_a_broken_one() -> None:
    # RULES.md example 11: South 0 0 0 0 2 1 S=15, North 1 1 1 1 1 1 N=24: 6, 5, 6
    pos = KALAH.position(pits=[[0, 0, 0, 0, 2, 1], [1, 1, 1, 1, 1, 1]], stores=[15, 24])
    q = Chain(pos)
    assert q.expected() == [6, 5, 6]
    assert q.check([6, 5, 6])
    broken = q.check([5])  # 2 seeds from pit 5: pit 6, store -> an extra move; fine
    assert "longer one exists" in broken.message
    wrong = q.check([5, 6, 6])
    assert wrong.status == "incorrect"
    assert q.check([]).status == "malformed"


def test_multiple_choice_explains_the_choice_made() -> None:
    q = MultipleChoice(
        "Which store gets your seeds?",
        {"a": "yours", "b": "the opponent's"},
        right=["a"],
        why={"a": "your store is yours to fill", "b": "the opponent's store is skipped"},
    )
    assert q.check("a")
    assert "skipped" in q.check("b").message
    assert q.check("z").status == "malformed" and q.check(3).status == "malformed"
    with pytest.raises(ValueError, match="every choice needs a reason"):
        MultipleChoice("?", {"a": "x", "b": "y"}, right=["a"], why={"a": "because"})


def test_function_task_reports_the_first_case_that_differs() -> None:
    q = FunctionTask(
        "steps_to_store", lambda pit: 7 - pit, [(p,) for p in range(1, 7)],
        explain=lambda pit: f"pit {pit} is {7 - pit} steps from the store",
        solution_code="def steps_to_store(pit):\n    return 7 - pit\n",
    )
    assert q.check(lambda pit: 7 - pit)
    off_by_one = q.check(lambda pit: 6 - pit)
    assert "steps_to_store(1) returned 5, but it should be 6" in off_by_one.message
    crashing = q.check(lambda pit: 1 // 0)
    assert "raised ZeroDivisionError" in crashing.message
    assert q.check(42).status == "malformed"


def test_a_broken_answer_never_raises() -> None:
    class Weird:
        def __iter__(self) -> Any:
            raise RuntimeError("boom")

    q = ChooseMoves(START, ExtraMove())
    feedback = q.check(Weird())
    assert feedback.status in ("malformed", "incorrect")


def test_hints_come_in_levels_and_end_at_the_solution() -> None:
    q = FindMove(START, ExtraMove(), hints=["Count the steps.", "Pit 6 is 1 step away."])
    assert q.hint().message == "Hint 1 of 3: Count the steps."
    assert q.hint().message == "Hint 2 of 3: Pit 6 is 1 step away."
    assert "solution()" in q.hint().message
    assert "solution()" in q.hint().message  # stays at the last level
    assert q.hint(1).message.startswith("Hint 1 of 3")
    assert q.solution().message.startswith("Solution: 3.")


def test_an_answer_on_the_board_is_read_without_changing_the_board() -> None:
    q = FindMove(START, ExtraMove())
    board = q.board()
    assert board.interactive
    assert q.check(board).status == "unanswered"
    board.play("5")
    before = board.position
    feedback = q.check(board)
    assert "pit 5 does not give an extra move" in feedback.message
    assert board.position == before and board.moves == ["5"]
    board.undo()
    board.play("3")
    assert q.check(board)
    other = BoardWidget(KALAH.position(pits=[[0, 0, 0, 0, 2, 1], [1, 1, 1, 1, 1, 1]],
                                       stores=[15, 24]))
    assert q.check(other).status == "malformed"
    assert "starts from this exercise's position" in q.check(other).message


def test_answer_on_plays_the_answer_on_the_board() -> None:
    pos = KALAH.position(pits=[[0, 0, 0, 0, 2, 1], [1, 1, 1, 1, 1, 1]], stores=[15, 24])
    q = Chain(pos)
    board = q.board()
    board.play("5")
    q.answer_on(board)
    assert board.moves == ["6", "5", "6"]
    assert q.check(board)


def test_a_board_cannot_answer_a_question_that_is_not_on_a_board() -> None:
    q = LastSeed(START, "3")
    assert q.check(BoardWidget(START)).status == "malformed"


def test_custom_goals_use_their_own_explanation() -> None:
    goal = Custom("keeps pit 6 for later", lambda t: t.move.text != "6",
                  explain=lambda t: f"you played {t.move.text}")
    q = FindMove(START, goal)
    assert "you played 6" in q.check(6).message


def test_places_and_moves_are_read_in_each_games_own_words() -> None:
    from coursework.kinds.answers import read_move, read_place

    toguz = mc.rules("toguz").start()
    assert read_place("White kazan", toguz) == mc.Place(0)
    assert read_place("Black's hole 9", toguz) == mc.Place(1, 9)
    assert read_place("North 2", toguz).expected == (
        'a place in quotes, such as "Black 2", "B2", "White kazan" or "W kazan"')
    assert read_place("B3", toguz) == mc.Place(1, 3) and read_place("w kazan", toguz) == mc.Place(0)
    three = mc.rules("basic", players=3).start()
    assert read_place("player 3 store", three) == mc.Place(2)
    assert read_move("resign", three) == mc.Move("resign")
    bao = mc.rules("bao").start()
    assert read_place("b3", bao) == mc.Place(1, 11)  # back-row hole 3: index 8 + 3
    assert read_place("South A5", bao) == mc.Place(0, 5)
    assert read_move("A6<", bao) == bao.move("A6<")
    assert read_move("A1>", bao) == mc.Move("A1>")  # a Bao move, not legal here
    assert read_move("a6<", bao) == mc.Move("a6<")  # North's hole: the case names the side
    assert "A6<" in read_move("A9<", bao).expected


def test_extra_move_follows_the_rules_own_extra_move() -> None:
    # Basic mancala: a last seed in another player's store moves again
    three = mc.rules("basic", players=3).position(
        pits=[[1, 0, 0, 0, 0, 8], [1] * 6, [2] * 6], stores=[20, 19, 6])
    assert ExtraMove().met(three.trace("6")) and not ExtraMove().met(three.trace("1"))
    # ... unless the sowing empties the mover's row: the extra move is void
    done = mc.rules("basic", players=3).position(
        pits=[[0, 0, 0, 0, 0, 8], [1] * 6, [2] * 6], stores=[21, 19, 6])
    assert not ExtraMove().met(done.trace("6"))


def test_teacher_notes_must_fill_the_period() -> None:
    with pytest.raises(ValueError, match="add up to 30"):
        TeacherNotes(plan=[(10, "a"), (20, "b")], misconceptions=[])


def test_the_teacher_copy_fills_in_answers(tmp_path: Path, monkeypatch: Any) -> None:
    import sys
    import types

    module = types.ModuleType("coursework.lessons.lesson99")
    module.q1 = LastSeed(START, "6")  # type: ignore[attr-defined]
    module.q2 = FindMove(START, ExtraMove())  # type: ignore[attr-defined]
    module.TEACHER = TeacherNotes(  # type: ignore[attr-defined]
        plan=[(45, "everything")], misconceptions=[("a belief", "a board")])
    monkeypatch.setitem(sys.modules, "coursework.lessons.lesson99", module)

    def code(source: str) -> dict[str, Any]:
        return {"cell_type": "code", "metadata": {}, "source": source, "outputs": [],
                "execution_count": None}

    notebook = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "# Lesson 99"},
            code("answer = None   # e.g. \"North 4\"\nq1.check(answer)"),
            code("board = q2.board()\nboard"),
            code("q2.check(board)"),
            {"cell_type": "markdown", "metadata": {},
             "source": "![a plot](../docs/plot.png), [lesson 1](01_welcome.ipynb)"},
        ],
        "metadata": {"kernelspec": {"name": "python3"}}, "nbformat": 4, "nbformat_minor": 5,
    }
    path = tmp_path / "99_test.ipynb"
    path.write_text(json.dumps(notebook))
    copy = teacher_module.teacher_copy(path)
    sources = [c for _, c in teacher_module.sources(copy)]
    assert sources[0] == "# Lesson 99"
    assert "Teacher's copy" in sources[1] and "A plan for a 45-minute period" in sources[1]
    assert sources[2] == "answer = 'North 3'   # the answer\nq1.check(answer)"
    assert sources[3] == "q1.solution()"
    assert sources[5] == "q2.answer_on(board)   # the answer, played on the board\nq2.check(board)"
    assert sources[6] == "q2.solution()"
    # the copy sits in course/teacher/: a link out of course/ climbs one folder more
    assert sources[7] == "![a plot](../../docs/plot.png), [lesson 1](01_welcome.ipynb)"


def test_an_empty_function_is_not_an_answer_yet() -> None:
    q = FunctionTask(
        "steps_to_store", lambda pit: 7 - pit, [(p,) for p in range(1, 7)],
        explain=lambda pit: f"pit {pit} is {7 - pit} steps from the store",
        solution_code="def steps_to_store(pit):\n    return 7 - pit\n",
    )

    def steps_to_store(pit: int) -> None:
        ...

    feedback = q.check(steps_to_store)
    assert feedback.status == "unanswered" and "gives back nothing for now" in feedback.message
    assert "None" not in feedback.message  # no Python word where a learner reads


def test_goals_named_with_is_read_right_when_not_met() -> None:
    goal = Custom("is safe", lambda t: t.move.text == "3")
    q = FindMove(START, goal)
    assert "pit 5 is not safe" in q.check(5).message
    assert "pit 5 is not safe" in YesNo(START, "5", goal).check(True).message
    assert "pit 3 is safe" in YesNo(START, "3", goal).check(True).message


def test_a_plural_subject_reads_right_with_is() -> None:
    goal = Custom("is not pit 6", lambda t: t.move.text != "6")
    feedback = ChooseMoves(START, goal).check([1, 2, 3, 4, 5])
    assert "exactly pits 1, 2, 3, 4 and 5 are not pit 6" in feedback.message


# -- Oware ---------------------------------------------------------------------------------

OWARE = mc.rules("oware")


def test_an_oware_grand_slam_is_named_under_every_convention() -> None:
    #        North  0  0  0  0  1  1
    #   N 23                          S 20
    #        South  0  0  0  0  1  2      South's 6 would take both of North's pits
    pits, stores = [[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0]], [20, 23]
    for convention in ("no-capture", "capture"):
        pos = mc.rules("oware", grand_slam=convention).position(pits=pits, stores=stores)
        q = YesNo(pos, "6", GrandSlam())
        assert q.check(True) and "pit 6 is a grand slam" in q.check(True).message
        said = q.check(False).message
        assert "under this game's grand-slam rule" in said and "grand_slam" not in said
        assert ("nothing is captured" in said) == (convention == "no-capture")
        assert not GrandSlam().met(pos.trace("5"))
    barred = mc.rules("oware", grand_slam="illegal").position(pits=pits, stores=stores)
    q = ChooseMoves(barred, Legal())
    assert q.expected() == [5]
    assert "pit 6 cannot be played in this position: it would capture every seed of the " \
        "opponent (grand slam)" in q.check([5, 6]).message


def test_choose_moves_says_why_a_pit_cannot_be_played() -> None:
    assert ChooseMoves(START, ExtraMove()).check([3, 7]).status == "malformed"
    empty = ChooseMoves(KALAH.position(pits=[[0, 4, 4, 4, 4, 4], [4] * 6], stores=[4, 0]),
                        ExtraMove())
    assert empty.check([1]).message == ("Not yet: pit 1 cannot be played in this position: "
                                        "South's pit 1 is empty.")


def test_feeding_is_a_goal_and_a_reason() -> None:
    #        North  0  0  0  0  0  0
    #   N 23                          S 20
    #        South  0  0  0  3  1  1      4 and 6 reach North's row, 5 does not
    hungry = OWARE.position(pits=[[0, 0, 0, 3, 1, 1], [0, 0, 0, 0, 0, 0]], stores=[20, 23])
    q = ChooseMoves(hungry, FeedsOpponent())
    assert q.expected() == [4, 6]
    assert "North's row is empty and this move does not feed it" in q.check([4, 5, 6]).message
    assert "you left out pit 4, which feeds the opponent too" in q.check([6]).message


def test_an_oware_lap_miscounted_as_in_kalah() -> None:
    #        North  2  1  1  1  1  1
    #   N 13                          S 15
    #        South  0  0  0  0  0 13      13 seeds: the emptied pit 6 is skipped
    lap = OWARE.position(pits=[[0, 0, 0, 0, 0, 13], [1, 1, 1, 1, 1, 2]], stores=[15, 13])
    q = LastSeed(lap, "6")
    assert q.expected() == "North 2"
    assert "dropped a seed into the pit you emptied" in q.check("North 1").message
    assert "no seed is ever sown into a store" in q.check("South store").message
    assert "No answer yet" in q.check(None).message and "South 5" in q.check(None).message
