"""The puzzle of the day: deterministic per date and grade, independent of the order of the
puzzles, and mostly stable when puzzles are added."""

from __future__ import annotations

import datetime as dt
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

import mancala_core as mc
from puzzles import Collection, Puzzle, PuzzleError, daily, load, prove, save
from puzzles.cli import PIPE_CLOSED, main
from puzzles.daily import daily_text, text_board
from puzzles.sheets import answer_moves, answer_reason, result_text, rules_lines
from puzzles.show import COLLECTIONS

ROOT = Path(__file__).resolve().parents[2]

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
    lines = out.splitlines()
    assert lines[0] == f"Puzzle of the day, 2026-12-01 ({chosen.id})"
    assert lines[1] == "Kalah, 4 pits on each side. Grade 2."
    # the rules in the sheet's words: the seeds at the start, how a capture goes
    assert lines[2] == "Kalah: at the start each pit holds 3 seeds, 24 seeds in all."
    assert " ".join(lines[2:6]) == " ".join(rules_lines([chosen]))
    assert " ".join(lines[3:6]).startswith("A last seed that lands in an empty pit of yours "
                                           "captures the seeds in the pit opposite")
    assert "\n".join(lines[7:14]) == text_board(chosen.start())
    assert lines[15:] == ["South to play and win"]
    assert main(["daily", str(path), "--date", "2026-12-01", "--grade", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == chosen.to_json()
    assert main(["daily", str(path), "--date", "tomorrow"]) == 2
    assert "date 'tomorrow' is not a day" in capsys.readouterr().err


#: code a learner must never read: rules labels, goal names, option names, "plies"
CODE = re.compile(r"kalah\[|oware\[|\[|_|\bgoal\b|\bwin_within|\bcapture_\d|plies|moves\)")


def _printed(capsys: pytest.CaptureFixture[str], *argv: str) -> str:
    assert main(["daily", *argv]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return captured.out


def test_the_goal_is_said_in_words_not_in_code(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # issue 28: "goal win_within_1, 1 moves" and the rules' label kalah[empty_capture=true]
    pos = mc.parse("kalah[empty_capture=true] 0.0.0.0.0.1:20/2.0.0.0.0.0:25 S")
    puzzle = Puzzle.create(pos, "win_within_1", value=1, solution=("6",)).with_grade(
        1200.0, 50.0, 2)
    path = tmp_path / "p.json"
    save(Collection((puzzle,)), path)
    out = _printed(capsys, str(path), "--date", "2026-12-01")
    assert "\nSouth to play and win within 1 move\n" in out
    assert "Moves are counted for both players" in out
    assert out.splitlines()[1] == "Kalah with the empty-capture rule. Grade 2."
    assert ("A last seed that lands in an empty pit of yours captures even when the pit "
            "opposite is empty") in " ".join(out.split())
    assert not CODE.search(out), CODE.search(out)


def _board_rows(out: str) -> tuple[str, list[int], list[int], str]:
    """The name over the board, the numbers in its top and bottom rows (left to right) and
    the name under it, read from the printed board."""
    lines = out.splitlines()
    top = next(i for i, line in enumerate(lines) if line.lstrip().startswith("+"))
    cells = [[int(c) for c in line.strip().strip("|").split("|")[1:-1]]
             for line in (lines[top + 1], lines[top + 3])]
    return lines[top - 1].split()[0], cells[0], cells[1], lines[top + 5].split()[-1]


def test_the_side_to_play_sits_at_the_bottom(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # issue 28: the puzzle of the day drew North on top when North moves.
    # South's pits 1-6: 0 1 0 2 0 4 (store 14); North's pits 1-6: 1 2 3 0 5 6 (store 10)
    pos = mc.parse("kalah 0.1.0.2.0.4:14/1.2.3.0.5.6:10 N")
    puzzle = Puzzle.create(pos, "win", value=1, solution=("5",))
    path = tmp_path / "p.json"
    save(Collection((puzzle,)), path)
    out = _printed(capsys, str(path), "--date", "2026-12-01")
    over, top, bottom, under = _board_rows(out)
    assert (over, under) == ("South", "North")
    assert bottom == [1, 2, 3, 0, 5, 6]  # North's row, pit 1 at North's left
    assert top == [4, 0, 2, 0, 1, 0]  # South's row from South's pit 6 to pit 1
    assert "North to play and win" in out
    assert "to move" not in out  # the goal says who plays, once
    # South to play: South at the bottom, as before
    south = Puzzle.create(pos.rules.position(pits=[pos.pits(0), pos.pits(1)],
                                             stores=[14, 10], to_move=0),
                          "win", value=1, solution=("6",))
    save(Collection((south,)), path)
    over, top, bottom, under = _board_rows(_printed(capsys, str(path), "--date", "2026-12-01"))
    assert (over, under, bottom) == ("North", "South", [0, 1, 0, 2, 0, 4])


def _north_wins() -> Puzzle:
    """A puzzle proved here: North to play, 3 captures and wins by 6."""
    pos = mc.parse("kalah[pits=4,seeds=3] 1.0.0.0:9/0.1.1.0:12 N")
    proof = prove(pos, "win")
    return Puzzle.create(pos, "win", value=proof.value, solution=proof.solution)


def test_the_solution_follows_the_puzzle_only_when_asked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = _north_wins()
    path = tmp_path / "p.json"
    save(Collection((puzzle,)), path)
    plain = _printed(capsys, str(path), "--date", "2026-12-01")
    assert "Solution" not in plain and "Result" not in plain
    out = _printed(capsys, str(path), "--date", "2026-12-01", "--solution")
    assert out.startswith(plain.rstrip("\n"))  # the puzzle first, as without --solution
    moves = "  ".join(f"{ply}. {side} {move}" for ply, side, move in answer_moves(puzzle))
    assert out.endswith(f"\n\nSolution: {moves}\n{answer_reason(puzzle)}\n"
                        f"Result: {result_text(puzzle)}\n")
    assert "\nSolution: 1. North 3\n3 (captures " in out
    assert out.endswith("\nResult: North wins by 6\n")


def test_the_puzzle_of_the_day_in_polish(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = _north_wins().with_grade(1400.0, 60.0, 3)
    path = tmp_path / "p.json"
    save(Collection((puzzle,)), path)
    out = _printed(capsys, str(path), "--date", "2026-12-01", "--language", "pl",
                   "--solution")
    lines = out.splitlines()
    assert lines[0] == f"Zadanie dnia, 2026-12-01 ({puzzle.id})"
    assert lines[1] == "Kalah, 4 dołki z każdej strony. Poziom 3."
    assert lines[2] == "Kalah: na początku w każdym dołku są 3 kamienie, razem 24 kamienie."
    over, _, bottom, under = _board_rows(out)
    assert (over, under, bottom) == ("Południe", "Północ", [0, 1, 1, 0])
    assert "Północ gra i wygrywa" in out
    assert "Rozwiązanie: 1. Północ 3" in out
    assert "Wynik: Północ wygrywa różnicą 6" in out
    assert not any(word in out for word in ("South", "North", "Grade", "Solution", "pits"))


def test_the_default_is_the_standard_kalah_collection(
        capsys: pytest.CaptureFixture[str]) -> None:
    # issue 28: the puzzle of the day mixed every collection and grade by default
    kalah = load(COLLECTIONS / "kalah.json")
    everything = [p for path in sorted(COLLECTIONS.glob("*.json")) for p in load(path)]
    for day in ("2026-12-01", "2026-12-02", "2026-12-03"):
        out = _printed(capsys, "--date", day)
        chosen = daily(kalah, day)
        assert out == daily_text(chosen, day) + "\n"
        assert out.splitlines()[1] == f"Kalah. Grade {chosen.grade}."
        assert _printed(capsys, "--date", day, "--collection", "kalah") == out
        assert _printed(capsys, "--date", day, "--collection", "all") == daily_text(
            daily(everything, day), day) + "\n"
        # --grade as before, within the collection asked
        oware = _printed(capsys, "--date", day, "--collection", "oware", "--grade", "3")
        chosen = daily(load(COLLECTIONS / "oware.json"), day, 3)
        assert oware == daily_text(chosen, day) + "\n"
        assert oware.splitlines()[1] == "Oware (Abapa). Grade 3."
        assert ("A move that would capture all of your opponent's seeds (a grand slam) "
                "captures nothing.") in " ".join(oware.split())
    with pytest.raises(SystemExit):
        main(["daily", "--help"])
    assert "By default from the standard Kalah collection" in " ".join(
        capsys.readouterr().out.split())


def test_a_bad_collection_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["daily", "--collection", "chess"]) == 2
    assert ("no shipped collection 'chess': choose kalah, kalah-empty-capture, oware or all"
            in capsys.readouterr().err)
    assert main(["daily", str(COLLECTIONS / "oware.json"), "--collection", "oware"]) == 2
    assert "or --collection 'oware', not both" in capsys.readouterr().err


def _closed_early(*argv: str) -> tuple[int, str]:
    """Run ``mancala-puzzles ARGV`` with its output pipe closed before it writes; its status
    and what it said on standard error."""
    process = subprocess.Popen([sys.executable, "-m", "puzzles", *argv], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone before the command has loaded anything
    err = process.stderr.read().decode("utf-8")
    return process.wait(timeout=120), err


@pytest.mark.parametrize("argv", [
    ["daily"], ["daily", "--solution", "--language", "pl"],
    ["export", "puzzles/collections/kalah.json", "--csv"],
    ["show", "--collections", "puzzles/collections/oware.json", "0000"]])
def test_a_closed_pipe_ends_quietly(argv: list[str]) -> None:
    # issue 28: `mancala-puzzles daily | head -n 1` ended in "Broken pipe"
    if argv[0] == "show":  # a puzzle that exists, whatever the collection holds
        argv = [*argv[:-1], load(ROOT / argv[2]).puzzles[0].id]
    status, err = _closed_early(*argv)
    assert err == ""
    assert status == PIPE_CLOSED == 141


def test_head_reads_the_first_line_and_nothing_is_said() -> None:
    shell = (f"{shlex.quote(sys.executable)} -m puzzles daily --date 2026-12-01 --solution "
             f"| head -n 1")
    done = subprocess.run(["sh", "-c", shell], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0 and done.stderr == ""
    assert done.stdout.startswith("Puzzle of the day, 2026-12-01 (")
    assert done.stdout.count("\n") == 1
