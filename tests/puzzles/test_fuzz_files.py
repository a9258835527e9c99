"""Fuzzed collection and mining-state files: whatever a file holds, loading it either gives
puzzles every verb can rely on or refuses it with a PuzzleFileError (a ValueError) that
names the file; nothing else escapes."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import mancala_core as mc
from puzzles import PuzzleFileError, load, loads
from puzzles.schema import Collection, Puzzle

POS = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
GOOD = Collection((Puzzle.create(POS, "win", value=6, solution=("3",),
                                 themes=("capture", "endgame")),)).to_json()
FIELDS = sorted(GOOD["puzzles"][0])

values = st.recursive(
    st.none() | st.booleans() | st.integers(min_value=-10**400, max_value=10**400)
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8)


def _relied_on(puzzle: Puzzle) -> None:
    """What the verbs (show, export, sheet, daily, the player) rely on."""
    pos = puzzle.start()
    for move in puzzle.solution:
        pos = pos.play(move)
    for number in (puzzle.rating, puzzle.rating_deviation):
        assert number is None or math.isfinite(number)
    json.dumps(puzzle.to_json(), ensure_ascii=False).encode("utf-8")


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(field=st.sampled_from([*FIELDS, "version", "format", "puzzles", "extra"]),
       value=values)
@example(field="rating", value=10**400)  # too big for a float: once an OverflowError
@example(field="rating_deviation", value=float("nan"))
def test_a_fuzzed_collection_file_loads_whole_or_is_refused(field: str, value: Any) -> None:
    data = json.loads(json.dumps(GOOD))
    if field in ("version", "format", "puzzles"):
        data[field] = value
    else:
        data["puzzles"][0][field] = value
    try:
        text = json.dumps(data)
    except ValueError:  # not even JSON (a float JSON cannot hold)
        return
    try:
        collection = loads(text, where="fuzzed.json")
    except PuzzleFileError as error:
        assert "fuzzed.json" in str(error)
        return
    for puzzle in collection:
        _relied_on(puzzle)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                   HealthCheck.function_scoped_fixture])
@given(field=st.sampled_from(["next_game", "seen", "puzzles", "version", "format", "rules",
                              "seed", "goals"]),
       value=values)
def test_a_fuzzed_mining_state_resumes_or_is_refused(tmp_path: Path, field: str,
                                                     value: Any) -> None:
    from puzzles.mine import _read_state

    settings_ = {"rules": "kalah[pits=4,seeds=2]", "seed": 1, "goals": ["win"],
                 "max_seeds": 30, "source": "games"}
    state = {"format": "mancala-puzzles-mining-state", "version": 2, **settings_,
             "next_game": 3, "seen": ["kalah[pits=4,seeds=2] 2.2.2.2:0/2.2.2.2:0 S"],
             "puzzles": []}
    state[field] = value
    path = tmp_path / "s.json"
    try:
        path.write_text(json.dumps(state))
    except ValueError:
        return
    try:
        next_game, seen, found = _read_state(path, settings_)
    except PuzzleFileError as error:
        assert str(path) in str(error)
        return
    assert isinstance(next_game, int) and next_game >= 0
    assert all(isinstance(t, str) for t in seen)
    for puzzle in found:
        _relied_on(puzzle)


def test_a_corrupt_file_on_disk_names_itself(tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    path.write_bytes(b"\xff\xfe not text")
    try:
        load(path)
    except PuzzleFileError as error:
        assert str(path) in str(error)
    else:
        raise AssertionError("a file that is not UTF-8 was loaded")
