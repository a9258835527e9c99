"""The second hostile run's mining findings (issue 31): goals given twice, games of three
players, a board too small for the constructed chain rows. Each is refused before any work,
with a message that quotes the input; before the fixes they failed after the mining (and
every re-run again) or with a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

import mancala_core as mc
from puzzles import PuzzleError
from puzzles.cli import main
from puzzles.generate import generate
from puzzles.mine import mine
from puzzles.proving import check_goals


@pytest.mark.parametrize(("goals", "message"), [
    ("save,survive", "goal 'survive' is the same as 'save': give each goal once"),
    ("win,win", "goal 'win' is given twice: give each goal once"),
    ("capture_within,win,capture_within", "goal 'capture_within' is given twice"),
])
def test_a_goal_given_twice_is_refused_before_mining(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], goals: str, message: str) -> None:
    # "puzzle '4296a0948578' appears twice", after the mining and at every re-run
    out = tmp_path / "c.json"
    for _ in range(2):  # and again: nothing was left to resume
        assert main(["mine", "--rules", "kalah[pits=4,seeds=3]", "--count", "30", "--seed",
                     "1", "--goals", goals, "--out", str(out), "--workers", "1",
                     "--no-progress"]) == 2
        assert message in capsys.readouterr().err
        assert list(tmp_path.iterdir()) == []


def test_check_goals_keeps_distinct_goals_in_order() -> None:
    assert check_goals(["win", "survive", "capture_within"]) == (
        "win", "survive", "capture_within")


@pytest.mark.parametrize("verb", ["mine", "generate"])
def test_a_game_of_three_players_is_refused_with_a_message(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], verb: str) -> None:
    # IndexError in sources.game_positions
    size = ["--count", "2", "--max-games", "2"] if verb == "mine" else ["--units", "2"]
    assert main([verb, "--rules", "basic[players=3]", *size, "--out",
                 str(tmp_path / "out.json"), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert "puzzles are mined from games of two players; 'basic[players=3]' has 3" in err
    assert "Traceback" not in err and list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("seeds", range(1, 10))
def test_one_pit_a_side_is_too_small_for_the_constructed_positions(seeds: int) -> None:
    # ZeroDivisionError for every number of seeds from 1 to 9
    rules = mc.rules("kalah", pits=1, seeds=seeds)
    with pytest.raises(PuzzleError, match=r"the constructed positions need a chain row of 2 "
                                          r"seeds or more .*'kalah\[pits=1(,seeds=\d)?\]' has "
                                          r"1 pit a side"):
        generate(rules, units=2, seed=0, source="constructed", progress=False)
    with pytest.raises(PuzzleError, match="the constructed positions need"):
        mine(rules, count=1, seed=0, max_games=2, source="constructed", progress=False)


def test_the_constructed_positions_of_two_pits_still_come(tmp_path: Path) -> None:
    found = generate(mc.rules("kalah", pits=2, seeds=2), units=2, seed=0,
                     source="constructed", progress=False)
    assert found.positions
    assert all("chain row of" in where for _text, where in found.positions)


def test_no_progress_draws_no_bar_of_the_endgame_build_either(tmp_path: Path) -> None:
    # mine --no-progress still drew "kalah(4) endgame <= 24: 100%|██████████| …" on stderr
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root), "MANCALA_CACHE": str(tmp_path / "cache")}
    env.pop("MANCALA_NO_PROGRESS", None)
    done = subprocess.run(
        [sys.executable, "-m", "puzzles", "mine", "--rules", "kalah[pits=4,seeds=3]",
         "--count", "1", "--seed", "1", "--goals", "win", "--max-games", "2", "--workers",
         "1", "--no-progress", "--out", str(tmp_path / "one.json")],
        capture_output=True, text=True, timeout=600, env=env)
    assert done.returncode == 0, done.stderr
    assert list((tmp_path / "cache").rglob("level-*.bin"))  # a database was built
    assert done.stderr == ""
    assert done.stdout.endswith("1 puzzle, each proved\n")
