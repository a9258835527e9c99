"""The puzzle of the day: deterministic per date and grade, independent of the order of the
puzzles, and mostly stable when puzzles are added."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

import mancala_core as mc
from puzzles import Collection, Puzzle, PuzzleError, daily, save
from puzzles.cli import main

RULES = mc.rules("kalah", pits=4, seeds=3)


def _puzzles(n: int, start: int = 0) -> list[Puzzle]:
    """``n`` distinct (unproved: the choice reads only ids and grades) puzzles, graded 1-3."""
    out = []
    for k in range(start, start + n):
        south = [k % 5, (k // 5) % 5, 1 + (k // 25) % 3, 0]
        pos = RULES.position(pits=[south, [1, 0, 0, 1]], stores=[22 - sum(south), 0],
                             to_move=0)
        puzzle = Puzzle.create(pos, "win", value=1, solution=("3",))
        out.append(puzzle.with_grade(1500.0, 100.0, 1 + k % 3))
    return out


DAYS = [dt.date(2026, 1, 1) + dt.timedelta(days=d) for d in range(365)]


def test_one_choice_per_date_and_grade_whatever_the_order() -> None:
    puzzles = _puzzles(20)
    assert len({p.id for p in puzzles}) == 20
    for day in DAYS[:30]:
        chosen = daily(Collection(tuple(puzzles)), day)
        assert daily(list(reversed(puzzles)), day.isoformat()) == chosen
        assert daily(puzzles, day) == chosen  # the same in every call
    # the choice moves: a year of days uses most of the puzzles
    assert len({daily(puzzles, day).id for day in DAYS}) >= 15


def test_a_grade_chooses_among_that_grades_puzzles() -> None:
    puzzles = _puzzles(30)
    for day in DAYS[:30]:
        for grade in (1, 2, 3):
            assert daily(puzzles, day, grade).grade == grade
    with pytest.raises(PuzzleError, match=r"no puzzle of grade 5 .* grades 1, 2, 3"):
        daily(puzzles, "2026-12-01", 5)
    with pytest.raises(PuzzleError, match="no puzzles for the puzzle of 2026-12-01"):
        daily([], "2026-12-01")


def test_adding_puzzles_changes_only_the_dates_a_new_puzzle_wins() -> None:
    old = _puzzles(40)
    new = _puzzles(10, start=40)
    before = {day: daily(old, day).id for day in DAYS}
    after = {day: daily(old + new, day).id for day in DAYS}
    new_ids = {p.id for p in new}
    changed = [day for day in DAYS if before[day] != after[day]]
    assert all(after[day] in new_ids for day in changed)
    # about 10 / 50 of the dates move to a new puzzle; the others keep theirs
    assert 0 < len(changed) < 365 * 0.35


@pytest.mark.parametrize("text", ["2026-13-01", "2026-02-30", "01/12/2026", "20261201", ""])
def test_a_bad_date_is_refused(text: str) -> None:
    with pytest.raises(PuzzleError, match=f"date {text!r} is not a day written YYYY-MM-DD"):
        daily(_puzzles(2), text)


def test_the_command_line_prints_the_puzzle_of_the_day(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    puzzles = _puzzles(12)
    path = tmp_path / "p.json"
    save(Collection(tuple(puzzles)), path)
    chosen = daily(puzzles, "2026-12-01", 2)
    assert main(["daily", str(path), "--date", "2026-12-01", "--grade", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"Puzzle of 2026-12-01: {chosen.id} (kalah[pits=4,seeds=3], "
                          "grade 2, goal win, 1 moves)")
    assert str(chosen.start()) in out
    assert main(["daily", str(path), "--date", "2026-12-01", "--grade", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == chosen.to_json()
    assert main(["daily", str(path), "--date", "tomorrow"]) == 2
    assert "date 'tomorrow' is not a day" in capsys.readouterr().err
