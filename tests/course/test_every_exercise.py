"""What every exercise of every lesson promises, whatever its kind: the right answer passes, no
answer says how to answer, the hints come in levels and the last one points to
``solution()``, and the solution is the right answer, shown.

The exercises are found, not listed: every ``qN`` of every
``coursework.lessons.lessonNN`` module, so a new lesson's exercises are held to this from
its first commit. Each lesson's own test file checks what is particular to its exercises
(the typical wrong answers and their explanations, malformed answers, the board).
"""

from __future__ import annotations

import copy
import importlib
from pathlib import Path

import pytest

from coursework import Exercise, exercises_of

LESSON_MODULES = Path(__file__).resolve().parents[2] / "course" / "coursework" / "lessons"
LESSONS = sorted(p.stem for p in LESSON_MODULES.glob("lesson[0-9][0-9].py"))


def _exercises() -> list[tuple[str, Exercise]]:
    found = []
    for name in LESSONS:
        module = importlib.import_module(f"coursework.lessons.{name}")
        found += [(f"{name}.{key}", value) for key, value in exercises_of(module)]
    return found


EXERCISES = _exercises()


def test_every_lesson_has_exercises() -> None:
    assert len(LESSONS) >= 9
    for name in LESSONS:
        assert any(where.startswith(f"{name}.") for where, _ in EXERCISES), name


@pytest.mark.parametrize(("where", "q"), EXERCISES, ids=[w for w, _ in EXERCISES])
def test_the_right_answer_passes(where: str, q: Exercise) -> None:
    feedback = q.check(q.expected())
    assert feedback.status == "correct", (where, feedback.message)
    assert feedback.message.startswith("Right"), (where, feedback.message)


@pytest.mark.parametrize(("where", "q"), EXERCISES, ids=[w for w, _ in EXERCISES])
def test_no_answer_says_how_to_answer(where: str, q: Exercise) -> None:
    for nothing in (None, ...):
        feedback = q.check(nothing)
        assert feedback.status == "unanswered", where
        assert feedback.message.startswith("No answer yet: set `answer` to "), feedback.message


@pytest.mark.parametrize(("where", "q"), EXERCISES, ids=[w for w, _ in EXERCISES])
def test_the_hints_come_in_levels_and_end_at_the_solution(where: str, q: Exercise) -> None:
    assert q.title and len(q.hints) >= 2, where
    fresh = copy.deepcopy(q)  # the lesson's own object keeps its hint level
    levels = len(fresh.hints) + 1
    shown = [str(fresh.hint()) for _ in range(levels)]
    for level, text in enumerate(shown, 1):
        assert text.startswith(f"Hint {level} of {levels}: "), (where, text)
    assert "solution()" in shown[-1], (where, shown[-1])
    assert str(fresh.hint()) == shown[-1]  # asking again repeats the last level


@pytest.mark.parametrize(("where", "q"), EXERCISES, ids=[w for w, _ in EXERCISES])
def test_the_solution_is_shown_with_its_title(where: str, q: Exercise) -> None:
    solution = q.solution()
    assert solution.status == "solution", where
    assert solution.message.startswith("Solution:"), (where, solution.message)
