"""Lessons 14 and 15 without numba and numpy (the course in a browser, in Pyodide): every code cell
runs, each in a few seconds; the Kalah(6,3) solve shows the record stored with the course
and says why; that record is the published value and plays out.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import mancala_core as mc
from coursework.solving import NOT_COMPILED, PUBLISHED, SolveRecord, solve_start, stored_record
from mancala_core.native import backend
from mancala_core.search import solve

ROOT = Path(__file__).resolve().parents[2]
LESSON = ROOT / "course" / "15_solving.ipynb"

#: runs the lesson's code cells in order with numba and numpy blocked, and prints each
#: cell's error (if any) and time as JSON
RUN_CELLS = """
import builtins, json, os, sys, time
sys.modules["numba"] = None
sys.modules["numpy"] = None
os.chdir(sys.argv[2])
sys.path.insert(0, ".")
builtins.display = lambda *args, **kwargs: None
nb = json.load(open(sys.argv[1], encoding="utf-8"))
names = {"display": builtins.display}
out = []
for index, cell in enumerate(nb["cells"]):
    if cell["cell_type"] != "code":
        continue
    started = time.perf_counter()
    try:
        exec(compile("".join(cell["source"]), f"cell {index}", "exec"), names)
        error = None
    except Exception as caught:
        error = f"{type(caught).__name__}: {caught}"
    out.append({"cell": index, "error": error, "seconds": time.perf_counter() - started})
from mancala_core.native import backend
print(json.dumps({"cells": out, "compiled": backend.COMPILED,
                  "shown": str(names["solve_start"](3)) if "solve_start" in names else ""}))
"""


@pytest.mark.parametrize("lesson", ["14_game_trees.ipynb", "15_solving.ipynb"])
def test_every_cell_runs_without_numba_in_a_few_seconds(lesson: str) -> None:
    env = {k: v for k, v in os.environ.items() if k != "MANCALA_PURE"}
    path = LESSON.parent / lesson
    done = subprocess.run([sys.executable, "-c", RUN_CELLS, str(path), str(LESSON.parent)],
                          capture_output=True, text=True, env=env, timeout=300, check=False)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["compiled"] is False
    assert [c for c in out["cells"] if c["error"]] == []
    slow = [c for c in out["cells"] if c["seconds"] > 5]
    assert slow == [], slow
    if lesson == LESSON.name:
        assert NOT_COMPILED in out["shown"]
        assert "Kalah(6,3) with the empty capture = +2 for South" in out["shown"]


def test_without_the_compiled_search_the_stored_kalah_6_3_record_is_shown(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backend, "COMPILED", False)
    shown = solve_start(3)
    assert shown.stored and shown == SolveRecord.load(stored_record(3), note=NOT_COMPILED)
    text = str(shown)
    assert text.splitlines()[-1] == NOT_COMPILED
    assert "the stored measurement of" in text
    assert "Kalah(6,3) with the empty capture = +2 for South (published: +2)" in text
    # the note is said, not stored: saved again, the file is the same
    assert "note" not in json.loads(stored_record(3).read_text(encoding="utf-8"))


def test_the_stored_kalah_6_3_record_is_the_published_value_and_a_fresh_solve_agrees() -> None:
    record = SolveRecord.load(stored_record(3))
    assert record.exact and record.value == PUBLISHED[3] == 2 and record.note == ""
    pos = mc.parse(record.position)
    assert pos == mc.rules("kalah", seeds=3, empty_capture=True).start()
    for move in record.line:
        pos = pos.play(move)
    assert pos.is_over() and pos.scores()[0] - pos.scores()[1] == record.value
    # the compiled solve takes a few seconds: the same value for every first move
    if backend.COMPILED:
        sol = solve(mc.parse(record.position))
        assert sol.value == record.value and dict(sol.moves) == record.moves


def test_the_lesson_says_when_the_stored_kalah_6_3_record_is_shown() -> None:
    notebook = json.loads(LESSON.read_text(encoding="utf-8"))
    sources = ["".join(c["source"]) for c in notebook["cells"]]
    at = next(i for i, s in enumerate(sources) if s.strip() == "solve_start(3)")
    before = " ".join(sources[at - 1].split())
    assert "measurement stored with the course" in before
    assert "compiled search is not available" in before
