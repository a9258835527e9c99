"""show: one puzzle printed from the collections of a folder, its solution only on request."""

from __future__ import annotations

from pathlib import Path

import pytest

import mancala_core as mc
from puzzles import Collection, Puzzle, prove, save
from puzzles.cli import main
from puzzles.daily import text_board


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    # North    4    3    2    1
    #  +----+----+----+----+----+----+
    #  |    |  0 |  0 |  0 |  1 |    |
    #  | 9  +----+----+----+----+ 12 |
    #  |    |  0 |  1 |  1 |  0 |    |
    #  South    1    2    3    4       South to move: 3 captures, the only win
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    proof = prove(pos, "win")
    puzzle = Puzzle.create(pos, "win", value=proof.value, solution=proof.solution,
                           themes=["capture"], source="by hand").with_grade(1450.0, 60.0, 2)
    other = mc.parse("kalah[pits=4,seeds=2] 2.2.2.2:0/2.2.2.2:0 S")
    line = prove(other, "best_result")
    save(Collection((puzzle,)), tmp_path / "a.json")
    save(Collection((Puzzle.create(other, "best_result", value=line.value,
                                   solution=line.solution),)), tmp_path / "b.json")
    (tmp_path / "b.json.state.json").write_text("{}")  # a mining state file is not read
    return tmp_path


def test_show_prints_the_puzzle_without_its_solution(folder: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    ident = Puzzle.create(pos, "win", value=0, solution=()).id
    assert main(["show", ident, "--collections", str(folder)]) == 0
    out = capsys.readouterr().out
    # the rules in words (never their label), the board with no status line: the goal says
    # who plays
    assert out == (f"Puzzle {ident}\nRules: Kalah, 4 pits on each side\n{text_board(pos)}\n"
                   "Goal: South to play and win\n"
                   "Grade: 2 (rating 1450 ± 60)\nThemes: capture\nSource: by hand\n")
    assert "kalah[" not in out and "to move" not in out
    assert main(["show", ident[:6], "--collections", str(folder / "a.json"),
                 "--solution"]) == 0
    assert capsys.readouterr().out == out + "Solution: 1. South 3 (South wins by 6)\n"


def test_show_names_who_plays_each_move_of_a_longer_line(
        folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    pos = mc.parse("kalah[pits=4,seeds=2] 2.2.2.2:0/2.2.2.2:0 S")
    line = prove(pos, "best_result").solution
    ident = Puzzle.create(pos, "best_result", value=0, solution=()).id
    assert main(["show", ident, "--collections", str(folder), "--solution"]) == 0
    solution = capsys.readouterr().out.splitlines()[-1]
    sides = []
    for move in line:
        sides.append(pos.rules.side_names[pos.to_move])
        pos = pos.play(move)
    expected = "  ".join(f"{i}. {side} {move}"
                         for i, (side, move) in enumerate(zip(sides, line, strict=True), 1))
    assert solution.startswith(f"Solution: {expected} (")


def test_an_unknown_or_ambiguous_id_is_an_error(folder: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["show", "ffffffffffff", "--collections", str(folder)]) == 2
    assert (f"error: no puzzle 'ffffffffffff' in {str(folder)!r} (2 collection files)"
            in capsys.readouterr().err)
    assert main(["show", "ab", "--collections", str(folder)]) == 2
    assert "at least 4 to look one up" in capsys.readouterr().err
    assert main(["show", "0123", "--collections", str(folder / "none")]) == 2
    assert "no collection folder or file" in capsys.readouterr().err


def test_show_draws_the_side_to_move_at_the_bottom(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    # North to move: the board is drawn as North sees it, North's row at the bottom from
    # North's left (1 0 6 1), North's store at North's right; South's row on top.
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.0.1:7/1.0.6.1:7 N")
    line = prove(pos, "best_result")
    puzzle = Puzzle.create(pos, "best_result", value=line.value, solution=line.solution)
    save(Collection((puzzle,)), tmp_path / "north.json")
    assert main(["show", puzzle.id, "--collections", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:10] == [
        f"Puzzle {puzzle.id}",
        "Rules: Kalah, 4 pits on each side",
        "South   4    3    2    1",
        "+----+----+----+----+----+----+",
        "|    |  1 |  0 |  1 |  0 |    |",
        "|  7 +----+----+----+----+  7 |",
        "|    |  1 |  0 |  6 |  1 |    |",
        "+----+----+----+----+----+----+",
        "        1    2    3    4  North",
        "Goal: North to play: get the best result you can",
    ]
