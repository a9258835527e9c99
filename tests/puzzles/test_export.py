"""The CSV export: every field written, read back to the same collection, bad rows named."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

import mancala_core as mc
from puzzles import Collection, Puzzle, PuzzleFileError, prove, save
from puzzles.cli import main
from puzzles.export import COLUMNS, read_csv, to_csv


def _collection() -> Collection:
    # North    4    3    2    1
    #  +----+----+----+----+----+----+
    #  |    |  0 |  0 |  0 |  1 |    |
    #  | 9  +----+----+----+----+ 12 |
    #  |    |  0 |  1 |  1 |  0 |    |
    #  South    1    2    3    4       South to move: 3 captures, the only win
    win = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
    other = mc.parse("kalah[pits=4,seeds=2] 2.2.2.2:0/2.2.2.2:0 S")
    first = prove(win, "win")
    second = prove(other, "best_result")
    return Collection((
        Puzzle.create(win, "win", value=first.value, solution=first.solution,
                      themes=["capture"], source='seed 1, game "3"').with_grade(1612.5, 74.25, 2),
        Puzzle.create(other, "best_result", value=second.value, solution=second.solution,
                      themes=["chain", "extra_move"]),
    ))


def test_the_csv_has_every_field_and_reads_back() -> None:
    collection = _collection()
    text = to_csv(collection)
    rows = list(csv.DictReader(io.StringIO(text)))
    assert tuple(rows[0]) == COLUMNS
    graded, ungraded = rows
    puzzle = collection.puzzles[0]
    assert graded == {
        "PuzzleId": puzzle.id, "Rules": "kalah[pits=4,seeds=3]", "Position": puzzle.position,
        "Goal": "win", "Value": str(puzzle.value), "Moves": "3", "Length": "1",
        "Rating": "1612.5", "RatingDeviation": "74.25", "Grade": "2", "Themes": "capture",
        "Source": 'seed 1, game "3"', "Tempting": "", "Seeds": str(puzzle.seeds),
    }
    assert ungraded["Moves"] == " ".join(collection.puzzles[1].solution)
    assert (ungraded["Rating"], ungraded["RatingDeviation"], ungraded["Grade"]) == ("", "", "")
    assert ungraded["Themes"] == "chain extra_move"
    assert read_csv(text) == collection


def test_the_command_writes_the_csv_to_a_file_or_standard_output(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    collection = _collection()
    path = tmp_path / "c.json"
    save(collection, path)
    out = tmp_path / "c.csv"
    assert main(["export", str(path), "--csv", "--out", str(out)]) == 0
    assert read_csv(out.read_text(encoding="utf-8")) == collection
    capsys.readouterr()
    assert main(["export", str(path), "--csv"]) == 0
    assert capsys.readouterr().out == out.read_text(encoding="utf-8")
    assert main(["export", str(tmp_path / "none.json"), "--csv", "--out", str(tmp_path / "x")]) == 2
    assert "none.json: cannot read" in capsys.readouterr().err
    assert not (tmp_path / "x").exists()


def test_a_bad_row_is_named_with_its_puzzle_and_field() -> None:
    text = to_csv(_collection())
    header, first, second = text.splitlines()
    ident = first.split(",")[0]
    with pytest.raises(PuzzleFileError, match=rf"row 2: puzzle '{ident}': field 'grade' must be"):
        read_csv("\n".join([header, first.replace(",2,capture,", ",9,capture,"), second]),
                 where="c.csv")
    with pytest.raises(PuzzleFileError, match=r"c\.csv: row 3 has 3 fields, not 14"):
        read_csv("\n".join([header, first, "a,b,c"]), where="c.csv")
    with pytest.raises(PuzzleFileError, match="the header must be PuzzleId,Rules"):
        read_csv("id,fen\n")
