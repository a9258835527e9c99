"""The size of every lesson, as a class meets it: the words of its text (markdown), its
exercises, the boards it draws, and the time it says it takes against an estimate (reading
at 120 words a minute, as a twelve-year-old reads a lesson with boards to look at, and about
3 minutes an exercise). Each lesson holds one idea in at most about 2,300 words; the table is
printed (``pytest -s``) and written to ``test-reports/lesson-sizes.md``.
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import lesson_text
import pytest

from coursework import exercises_of

ROOT = Path(__file__).resolve().parents[2]
COURSE = ROOT / "course"
LESSONS = sorted(COURSE.glob("[0-9][0-9]_*.ipynb"))
#: the cells that draw a board (as the browser tests count them)
MAKES_BOARD = re.compile(
    r"BoardWidget|\.board\(|Game\(|first_game\(|\.with_controls\(|PuzzlePlayer\(|q\d+\.show\(")
MAX_WORDS = 2_300
READING = 120  # words a minute
PER_EXERCISE = 3  # minutes


def size(path: Path) -> dict[str, object]:
    markdown = lesson_text.cells(path, "markdown")
    text = " ".join(markdown)
    words = len(re.findall(r"\w+", text))
    title = next(line for line in markdown[0].splitlines() if line.startswith("# Lesson"))
    module = importlib.import_module(f"coursework.lessons.lesson{path.name[:2]}")
    exercises = len(exercises_of(module))
    boards = sum(1 for c in lesson_text.cells(path, "code") if MAKES_BOARD.search(c))
    said = re.search(r"\*\*Time(?::\*\*|\*\*:) about (\d+) minutes", text)
    return {"lesson": title.removeprefix("# Lesson ").strip(), "words": words,
            "exercises": exercises, "boards": boards,
            "time": int(said.group(1)) if said else None,
            "estimate": round(words / READING + PER_EXERCISE * exercises)}


def test_lesson_sizes_table() -> None:
    rows = [size(path) for path in LESSONS]
    lines = ["| lesson | words | exercises | boards | time said (min) | estimate (min) |",
             "|---|---:|---:|---:|---:|---:|"]
    lines += [f"| {r['lesson']} | {r['words']:,} | {r['exercises']} | {r['boards']} | "
              f"{r['time']} | {r['estimate']} |" for r in rows]
    table = "\n".join(lines)
    print("\n" + table)
    reports = ROOT / "test-reports"
    reports.mkdir(exist_ok=True)
    (reports / "lesson-sizes.md").write_text(table + "\n", encoding="utf-8")
    assert len(rows) >= 15


@pytest.mark.parametrize("path", LESSONS, ids=[p.name for p in LESSONS])
def test_a_lesson_is_one_class(path: Path) -> None:
    row = size(path)
    assert row["words"] <= MAX_WORDS, row  # type: ignore[operator]
    assert row["boards"] >= 1, row  # a live board in every lesson
    assert row["time"] is not None, f"{path.name} says no time"
    # the time said is no less than reading and the exercises take
    assert row["time"] >= row["estimate"], row  # type: ignore[operator]
