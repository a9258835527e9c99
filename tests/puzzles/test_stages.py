"""The generator's stages, generate → prove → tag → rate → publish: each a function and a
verb that reads and writes a file, each file round-trips, and an interrupted stage resumes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from dataclasses import replace
from pathlib import Path

import pytest

import mancala_core as mc
from puzzles import PuzzleError, PuzzleFileError, load, verify
from puzzles.cli import main
from puzzles.generate import generate
from puzzles.generate import load as load_candidates
from puzzles.generate import loads as loads_candidates
from puzzles.generate import save as save_candidates
from puzzles.grade import beyond_thumb, grade_of, rate
from puzzles.mine import mine
from puzzles.proving import prove_candidates
from puzzles.schema import Collection, Puzzle, save
from puzzles.selection import (
    MAX_FIRST_MOVE_SHARE,
    MAX_ONE_MOVE_SHARE,
    MAX_SAVE_SHARE,
    MIN_GRADE_SHARE,
    select,
    shares,
)
from puzzles.themes import tag, themes

RULES = mc.rules("kalah", pits=4, seeds=2)
LABEL = "kalah[pits=4,seeds=2]"


def test_the_stages_one_after_another_make_what_mining_makes(tmp_path: Path) -> None:
    candidates = generate(RULES, units=4, seed=3, progress=False)
    save_candidates(candidates, tmp_path / "c.json")
    assert load_candidates(tmp_path / "c.json") == candidates
    pool = prove_candidates(candidates, workers=1, progress=False)
    assert pool.puzzles and all(p.themes == () for p in pool)  # not tagged yet
    save(pool, tmp_path / "pool.json")
    assert load(tmp_path / "pool.json") == pool
    tagged = tag(pool)
    assert [p.id for p in tagged] == [p.id for p in pool]
    for p in tagged:
        assert p.themes == tuple(sorted(themes(p.start(), p.solution))) and p.themes
    # mining is the same three stages as one pipeline, unit by unit
    mined = mine(RULES, count=len(tagged), seed=3, progress=False, max_games=4)
    assert mined == tagged
    rated = rate(tagged)
    save(rated, tmp_path / "rated.json")
    assert load(tmp_path / "rated.json") == rated
    for p in rated:
        assert p.grade == grade_of(p.rating or 0.0, trap=beyond_thumb(p))


def test_the_verbs_run_the_stages_on_files(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    c, pool = tmp_path / "c.json", tmp_path / "pool.json"
    assert main(["generate", "--rules", LABEL, "--units", "3", "--seed", "2", "--out", str(c),
                 "--no-progress"]) == 0
    assert "candidate positions from 3 units" in capsys.readouterr().out
    assert main(["prove", str(c), "--out", str(pool), "--workers", "1", "--no-progress"]) == 0
    untagged = load(pool)
    assert all(not p.themes for p in untagged)
    assert main(["tag", str(pool)]) == 0
    assert "each proved again" in capsys.readouterr().out
    assert main(["rate", str(pool), "--no-progress"]) == 0
    rated = load(pool)
    assert all(p.grade is not None and p.themes for p in rated)
    # a stage given a corrupt file says so and writes nothing
    c.write_text("[" * 100_000 + "]" * 100_000)
    assert main(["prove", str(c), "--out", str(tmp_path / "x.json")]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert not (tmp_path / "x.json").exists()


def test_an_untagged_puzzle_verifies_but_is_not_published(tmp_path: Path) -> None:
    from puzzles import VerificationError
    from puzzles.verify import publish

    pool = prove_candidates(generate(RULES, units=2, seed=1, progress=False), progress=False)
    for p in pool:
        verify(p)
    with pytest.raises(VerificationError, match="not tagged"):
        publish(pool, tmp_path / "p.json")
    assert not (tmp_path / "p.json").exists()


@pytest.mark.parametrize(("edit", "message"), [
    ({"format": "x"}, "not a candidates file"),
    ({"version": True}, "unknown version True"),
    ({"seed": 1.5}, "'seed' is 1.5, not a int"),
    ({"positions": [{"position": "kalah 1.2.3:0/1 S", "source": ""}]}, "position 0"),
    ({"positions": [{"position": "oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S", "source": ""}]},
     "is not of the rules"),
])
def test_a_corrupt_candidates_file_is_refused(edit: dict[str, object], message: str) -> None:
    text = json.loads(json.dumps({"format": "mancala-puzzles-candidates", "version": 1,
                                  "rules": LABEL, "source": "games", "seed": 1,
                                  "max_seeds": 30, "units": 1, "positions": []}))
    text.update(edit)
    with pytest.raises(PuzzleFileError, match=message):
        loads_candidates(json.dumps(text), "f.json")


def test_a_proving_stage_killed_at_any_moment_resumes_without_loss_or_duplicates(
        tmp_path: Path) -> None:
    c, out, state = tmp_path / "c.json", tmp_path / "pool.json", tmp_path / "s.json"
    save_candidates(generate(RULES, units=12, seed=6, progress=False), c)
    args = [sys.executable, "-m", "puzzles", "prove", str(c), "--out", str(out),
            "--state", str(state), "--workers", "1", "--no-progress"]
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not state.exists() and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    os.kill(child.pid, signal.SIGKILL)
    assert child.wait() == -signal.SIGKILL
    assert not out.exists()
    done = json.loads(state.read_text())["done"]
    assert 0 < done < len(load_candidates(c))
    assert main(args[3:]) == 0  # the same arguments, in this process: resumes
    whole = prove_candidates(load_candidates(c), progress=False)
    assert load(out) == whole


def _pool(n_per_grade: int) -> list[Puzzle]:
    """A made-up rated pool (the selection reads only the fields): each grade's puzzles
    with varied first moves, lengths and goals, their positions told apart by a suffix."""
    from dataclasses import replace

    from puzzles.grade import BANDS

    rules = mc.rules("kalah")
    out = []
    ratings = [BANDS[0] - 50, *(b + 10 for b in BANDS)]
    for grade, rating in enumerate(ratings, start=1):
        for i in range(n_per_grade):
            goal = ("win", "save", f"capture_{2 + i % 5}_within_3", "biggest_capture")[i % 4]
            move = str(1 + (i * 7 + grade) % 6)
            # every puzzle of a grade its own row of the mover (the digits of i in base 4):
            # no two look alike; the stores tell the grades' positions apart
            row = [(i // 4**k) % 4 for k in range(6)]
            start = rules.position(pits=[row, [4] * 6], stores=[24 - sum(row) - grade, grade])
            p = Puzzle.create(start, goal, value=1, solution=[move] * (1 + i % 3),
                              themes=("quiet_move",), source=f"{grade}.{i}")
            out.append(replace(p, id=f"{grade:02d}{i:010d}").with_grade(rating, 50.0, grade))
    return out


def test_the_selection_takes_one_puzzle_a_row_of_the_mover_in_a_grade() -> None:
    """Look-alikes: ten grade-1 puzzles whose mover's row was 0 0 0 0 1 1 (answers "6" or
    "6, 5"), three of them on one page. One row of the mover a grade."""
    from dataclasses import replace

    pool = _pool(60)
    # North   [4] [4] [4] [4] [4] [4]
    #       0                          46 - ...
    # South   [0] [0] [0] [0] [1] [1]   in grade 1, three times with other stores
    rules = mc.rules("kalah")
    twins = [replace(Puzzle.create(rules.position(pits=[[0, 0, 0, 0, 1, 1], [4] * 6],
                                                  stores=[12 - k, 10 + k]), "win", value=1,
                                   solution=("6",), themes=("extra_move",)),
                     id=f"ff{k:010d}").with_grade(pool[0].rating or 0.0, 50.0, 1)
             for k in range(3)]
    chosen = select(twins + pool, 100)
    rows = Counter((p.grade, p.start().pits(0)) for p in chosen)
    assert max(rows.values()) == 1
    assert sum(1 for p in chosen if p.start().pits(0) == (0, 0, 0, 0, 1, 1)) <= 1


def test_the_selection_fills_every_grade_and_keeps_answers_varied_and_short() -> None:
    pool = _pool(60)
    chosen = select(pool, 100)
    assert len(chosen) == 100
    measured = shares(chosen)
    assert measured["grade"] >= MIN_GRADE_SHARE
    assert measured["first_move"] <= MAX_FIRST_MOVE_SHARE
    assert measured["one_move"] <= MAX_ONE_MOVE_SHARE
    assert measured["save"] <= MAX_SAVE_SHARE
    assert Counter(p.grade for p in chosen) == {1: 20, 2: 20, 3: 20, 4: 20, 5: 20}
    assert len({p.position for p in chosen}) == 100
    with pytest.raises(PuzzleError, match=r"grade 1: \d+ of 200.*mine more"):
        select(pool, 1000)
    with pytest.raises(PuzzleError, match="not rated"):
        select([replace(pool[0], grade=None)], 5)
    assert isinstance(chosen, Collection)
