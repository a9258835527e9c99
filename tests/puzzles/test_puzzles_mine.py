"""Mining: deterministic, deduplicated, resumable, and every puzzle verifies."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import mancala_core as mc
from puzzles import PuzzleError, PuzzleFileError, load, verify
from puzzles.cli import main
from puzzles.mine import mine

RULES = mc.rules("kalah", pits=4, seeds=2)


def test_mined_puzzles_verify_and_are_distinct(tmp_path: Path) -> None:
    out = tmp_path / "k.json"
    found = mine(RULES, count=6, seed=3, out=out, progress=False)
    assert len(found) == 6
    assert len({p.id for p in found}) == 6
    assert load(out) == found
    for puzzle in found:
        assert puzzle.goal.split("_")[0] in ("win", "save", "capture", "longest", "biggest")
        assert puzzle.themes  # tagged
        assert verify(puzzle).solution == puzzle.solution


def test_mining_is_deterministic_for_a_seed_and_resumes(tmp_path: Path) -> None:
    once = mine(RULES, count=5, seed=4, progress=False)
    state = tmp_path / "state.json"
    first = mine(RULES, count=2, seed=4, state=state, progress=False)
    games = json.loads(state.read_text())["next_game"]
    resumed = mine(RULES, count=5, seed=4, state=state, progress=False)
    assert first.puzzles == once.puzzles[:2]
    assert resumed == once
    assert json.loads(state.read_text())["next_game"] >= games
    with pytest.raises(PuzzleFileError, match="seed 4, not 5"):
        mine(RULES, count=5, seed=5, state=state, progress=False)


def test_the_command_line_mines_and_verifies(tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "k.json"
    assert main(["mine", "--rules", "kalah[pits=4,seeds=2]", "--count", "3", "--seed", "1",
                 "--out", str(out), "--no-progress"]) == 0
    assert (tmp_path / "k.json.state.json").exists()
    assert main(["verify", str(out)]) == 0
    assert "3 puzzles, each proved" in capsys.readouterr().out
    data = json.loads(out.read_text())
    data["puzzles"][0]["solution"] = ["9"]
    out.write_text(json.dumps(data))
    assert main(["verify", str(out)]) == 1
    assert f"puzzle {data['puzzles'][0]['id']!r}" in capsys.readouterr().err


def test_a_run_killed_at_any_moment_resumes_without_loss_or_duplicates(
        tmp_path: Path) -> None:
    import os
    import signal
    import subprocess
    import sys
    import time

    out, state = tmp_path / "k.json", tmp_path / "k.state.json"
    args = [sys.executable, "-m", "puzzles", "mine", "--rules", "kalah[pits=4,seeds=2]",
            "--count", "25", "--seed", "6", "--out", str(out), "--state", str(state),
            "--no-progress"]
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while not state.exists() and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    # killed just after its first game's state was written (or at a random later moment)
    os.kill(child.pid, signal.SIGKILL)
    assert child.wait() == -signal.SIGKILL
    assert not out.exists()
    assert 0 < json.loads(state.read_text())["next_game"]
    assert main(args[3:]) == 0  # the same arguments, in this process: resumes
    resumed = load(out).puzzles
    whole = mine(mc.rules("kalah", pits=4, seeds=2), count=25, seed=6, progress=False).puzzles
    assert [(p.source, p.id) for p in resumed] == [(p.source, p.id) for p in whole]
    assert resumed == whole


def test_two_workers_and_a_dask_cluster_mine_the_same_collection_as_one() -> None:
    from distributed import LocalCluster

    one = mine(RULES, count=8, seed=7, progress=False, workers=1)
    two = mine(RULES, count=8, seed=7, progress=False, workers=2)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                      dashboard_address=None) as cluster:
        dask = mine(RULES, count=8, seed=7, progress=False, scheduler=cluster.scheduler_address)
    assert two == one
    assert dask == one


def test_bad_settings_are_refused_before_any_work() -> None:
    with pytest.raises(PuzzleError, match="workers must be at least 1, got 0"):
        mine(RULES, count=3, seed=1, workers=0, progress=False)
    with pytest.raises(PuzzleError, match="unknown goal 'mate'"):
        mine(RULES, count=3, seed=1, goals=("mate",), progress=False)


@pytest.mark.parametrize(("edit", "message"), [
    ({"next_game": -2}, "next_game -2"),
    ({"seen": [1, 2, None]}, "seen must be a list of position texts"),
    ({"version": 2}, "version 2, not 3"),
])
def test_a_hand_edited_state_is_refused(tmp_path: Path, edit: dict[str, object],
                                        message: str) -> None:
    state = tmp_path / "state.json"
    mine(RULES, count=2, seed=4, state=state, progress=False)
    data = json.loads(state.read_text())
    data.update(edit)
    state.write_text(json.dumps(data))
    with pytest.raises(PuzzleFileError, match=message):
        mine(RULES, count=5, seed=4, state=state, progress=False)


def _run_until_state(tmp_path: Path) -> tuple[subprocess.Popen[bytes], Path, list[int]]:
    """A two-worker mining run, started and left until its first state is written; its
    process and the ids of the processes it started (workers, resource tracker)."""
    import psutil

    out, state = tmp_path / "k.json", tmp_path / "k.state.json"
    args = [sys.executable, "-m", "puzzles", "mine", "--rules", "kalah[pits=4,seeds=3]",
            "--count", "4000",
            "--seed", "6", "--out", str(out), "--state", str(state), "--workers", "2",
            "--no-progress"]
    # as from a terminal: Ctrl-C's signal handled by Python (a shell's background jobs, as
    # CI may start this, inherit SIGINT ignored)
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                             preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    deadline = time.monotonic() + 120
    while not state.exists() and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert state.exists(), "the run wrote no state"
    family = [p.pid for p in psutil.Process(child.pid).children(recursive=True)]
    assert len(family) >= 2  # the two workers (and multiprocessing's resource tracker)
    return child, state, family


def _gone(pids: list[int], within: float = 15.0) -> list[int]:
    """The processes of ``pids`` still running after ``within`` seconds."""
    import psutil

    deadline = time.monotonic() + within
    alive = pids
    while alive and time.monotonic() < deadline:
        alive = [pid for pid in pids if psutil.pid_exists(pid)
                 and psutil.Process(pid).status() != psutil.STATUS_ZOMBIE]
        time.sleep(0.1)
    return alive


@pytest.mark.slow
def test_no_worker_outlives_a_run_killed_with_kill_9(tmp_path: Path) -> None:
    child, _, family = _run_until_state(tmp_path)
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    assert _gone(family) == []


@pytest.mark.slow
@pytest.mark.parametrize(("sent", "status", "said"), [
    (signal.SIGTERM, 143, "terminated"), (signal.SIGINT, 130, "interrupted")])
def test_sigterm_and_ctrl_c_stop_a_run_cleanly_its_state_saved_and_its_workers_ended(
        tmp_path: Path, sent: int, status: int, said: str) -> None:
    child, state, family = _run_until_state(tmp_path)
    os.kill(child.pid, sent)
    _, err = child.communicate(timeout=60)
    assert child.returncode == status
    lines = err.decode().strip().splitlines()  # the workers' progress bars may come first
    assert lines[-1] == f"{said}: the state is saved; the same command resumes"
    assert "Traceback" not in err.decode()
    assert json.loads(state.read_text())["next_game"] > 0
    assert _gone(family) == []
