"""The collection file: round trip, atomic writes, and clear errors for a bad file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mancala_core as mc
from puzzles import (
    Collection,
    Puzzle,
    PuzzleFileError,
    VerificationError,
    load,
    loads,
    prove,
    publish,
    save,
    validate,
)
from puzzles.schema import dumps, puzzle_id
from puzzles.themes import themes

TEXT = "kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S"


def _puzzle() -> Puzzle:
    pos = mc.parse(TEXT)
    proof = prove(pos, "win")
    return Puzzle.create(pos, "win", value=proof.value, solution=proof.solution,
                         themes=themes(pos, proof.solution), source="test")


def test_a_collection_round_trips_through_its_file(tmp_path: Path) -> None:
    collection = Collection((_puzzle(),))
    path = tmp_path / "c.json"
    save(collection, path)
    data = json.loads(path.read_text())
    assert data["format"] == "mancala-puzzles" and data["version"] == 2
    assert data["puzzles"][0]["position"] == TEXT
    assert data["puzzles"][0]["rating"] is None
    assert load(path) == collection
    assert [p.name for p in tmp_path.iterdir()] == ["c.json"]  # no temporary left


def _edited(**changes: object) -> str:
    data = json.loads(dumps(Collection((_puzzle(),))))
    data["puzzles"][0].update(changes)
    return json.dumps(data)


@pytest.mark.parametrize(("changes", "message"), [
    ({"goal": "mate"}, "field 'goal' is not a goal"),
    ({"solution": "3"}, "field 'solution' must be a list of strings"),
    ({"length": 2}, "field 'length' must be the number of moves"),
    ({"value": 1.5}, "field 'value' must be an integer"),
    ({"grade": 6}, "field 'grade' must be an integer 1-5 or null"),
    ({"position": "kalah 9.9"}, "field 'position' is not a position text"),
    ({"rules": "kalah"}, "field 'rules' does not match"),
    ({"id": "000000000000"}, "field 'id' must be"),
    ({"colour": "red"}, "unknown field"),
])
def test_a_malformed_puzzle_is_rejected_naming_the_puzzle_and_the_field(
        changes: dict[str, object], message: str) -> None:
    ident = changes.get("id", puzzle_id(TEXT, "win"))
    if "goal" in changes:
        ident = puzzle_id(TEXT, "win")
    with pytest.raises(PuzzleFileError, match=message) as caught:
        loads(_edited(**changes), where="c.json")
    assert str(caught.value).startswith(f"c.json: puzzle {ident!r}:")


def test_a_missing_field_is_named() -> None:
    data = json.loads(_edited())
    del data["puzzles"][0]["themes"]
    with pytest.raises(PuzzleFileError, match="missing field\\(s\\) 'themes'"):
        loads(json.dumps(data))


@pytest.mark.parametrize(("text", "message"), [
    ("{not json", "not valid JSON"),
    ("[]", "a collection must be a JSON object"),
    ('{"format": "x", "version": 1, "puzzles": []}', "field 'format' must be"),
    ('{"format": "mancala-puzzles", "version": 3, "puzzles": []}',
     "field 'version' must be 1 or 2"),
])
def test_a_corrupt_file_is_rejected(text: str, message: str) -> None:
    with pytest.raises(PuzzleFileError, match=message):
        loads(text, where="c.json")


def test_a_duplicate_puzzle_is_rejected() -> None:
    data = json.loads(_edited())
    data["puzzles"].append(data["puzzles"][0])
    with pytest.raises(PuzzleFileError, match="appears twice"):
        loads(json.dumps(data))


def test_an_unreadable_file_names_its_path(tmp_path: Path) -> None:
    with pytest.raises(PuzzleFileError, match=r"missing\.json: cannot read"):
        load(tmp_path / "missing.json")


def test_publish_validates_before_it_replaces_the_old_file(tmp_path: Path) -> None:
    good = Collection((_puzzle(),))
    path = tmp_path / "c.json"
    publish(good, path)
    before = path.read_bytes()
    bad = Puzzle.create(mc.parse(TEXT), "win", value=2, solution=("2",), themes=("capture",))
    with pytest.raises(VerificationError, match=f"1 of 1 puzzles fail:\npuzzle '{bad.id}'"):
        publish(Collection((bad,)), path)
    assert path.read_bytes() == before
    validate(load(path))


def _file_with(tmp_path: Path, **edit: object) -> Path:
    good = Collection((_puzzle(),))
    data = good.to_json()
    data["puzzles"][0].update(edit)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize(("edit", "message"), [
    ({"solution": ["9"]}, "illegal move: move 1"),
    ({"solution": [], "length": 0}, "must hold 1 to 40 moves"),
    ({"themes": ["brilliancy"]}, "unknown theme"),
    ({"rating": float("nan")}, "finite number"),
    ({"rating": float("inf")}, "finite number"),
    ({"rating_deviation": -3.0}, "finite number"),
    ({"value": 10**400}, "'value' must be a margin"),
    ({"tempting": 10**400}, "'tempting' must be an integer from 0"),
    ({"source": "\ud800"}, "cannot be written as UTF-8"),
])
def test_a_file_that_loads_but_is_wrong_is_refused_naming_the_file_and_field(
        tmp_path: Path, edit: dict[str, object], message: str) -> None:
    path = _file_with(tmp_path, **edit)
    with pytest.raises(PuzzleFileError, match=message) as caught:
        load(path)
    assert str(path) in str(caught.value)


def test_a_version_that_is_not_an_integer_and_json_nested_too_deeply_are_refused(
        tmp_path: Path) -> None:
    good = Collection((_puzzle(),)).to_json()
    good["version"] = True
    path = tmp_path / "v.json"
    path.write_text(json.dumps(good))
    with pytest.raises(PuzzleFileError, match="field 'version' must be 1 or 2, got True"):
        load(path)
    path.write_text("[" * 200_000 + "]" * 200_000)
    with pytest.raises(PuzzleFileError, match="nested too deeply"):
        load(path)


def test_verify_names_a_broken_file_once(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    from puzzles.cli import main

    path = tmp_path / "empty.json"
    path.write_text("")
    assert main(["verify", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.count(str(path)) == 1 and "not valid JSON" in err
