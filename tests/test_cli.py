"""The ``mancala`` command line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import mancala_core as mc
from mancala_core.cli import main

BIN = Path(sys.executable).parent


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


# -- mancala rules -----------------------------------------------------------------


def test_rules_lists_every_ruleset_with_options_defaults_and_allowed_values(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run(capsys, "rules")
    assert (status, err) == (0, "")
    for name, cls in mc.RULESETS.items():
        assert f"{name}: {cls.title}" in out
    assert "--empty-capture BOOL" in out
    assert "default row-empty; allowed row-empty, no-move" in out
    assert "default no-capture; allowed no-capture, illegal, capture" in out
    assert "default 6; allowed 2..9" in out  # oware's pits


# -- mancala show ------------------------------------------------------------------


def test_show_prints_the_start_diagram(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "show", "kalah", "--seeds", "3")
    pos = mc.rules("kalah", seeds=3).start()
    assert (status, err) == (0, "")
    assert out == f"{pos}\nposition: {pos.text()}\n"


@pytest.mark.parametrize("flag", ["--empty-capture", "--empty_capture"])
def test_options_accept_dashes_and_underscores(
    capsys: pytest.CaptureFixture[str], flag: str
) -> None:
    status, out, _ = run(capsys, "show", "kalah", flag, "true", "--end", "no-move")
    assert status == 0
    assert "position: kalah[empty_capture=true,end=no-move] " in out


def test_show_from_a_position(capsys: pytest.CaptureFixture[str]) -> None:
    text = "kalah 2.1.0.3.2.1:12/2.1.0.5.3.2:14 S"
    status, out, _ = run(capsys, "show", "kalah", "--position", text)
    assert status == 0
    assert out == f"{mc.parse(text)}\nposition: {text}\n"


def test_position_options_left_out_are_taken_from_the_text(
    capsys: pytest.CaptureFixture[str],
) -> None:
    text = "kalah[seeds=3] 3.3.3.3.3.3:0/3.3.3.3.3.3:0 N"
    assert run(capsys, "show", "kalah", "--position", text)[0] == 0
    assert run(capsys, "show", "kalah", "--seeds", "3", "--position", text)[0] == 0


@pytest.mark.parametrize("argv, message", [
    (["show", "oware", "--position", "kalah 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S"],
     "played with the rules kalah, not oware"),
    (["show", "kalah", "--seeds", "4", "--position",
      "kalah[seeds=3] 3.3.3.3.3.3:0/3.3.3.3.3.3:0 N"],
     "played with the rules kalah[seeds=3], not kalah"),
])
def test_position_must_match_the_rules(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert (status, out) == (2, "")
    assert message in err


def test_show_writes_the_svg(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    target = tmp_path / "board.svg"
    target.write_text("old")
    status, out, _ = run(capsys, "show", "oware", "--pits", "5", "--svg", str(target))
    assert status == 0
    assert out.startswith("oware[pits=5]\n")
    root = ET.fromstring(target.read_text(encoding="utf-8"))
    assert root.get("data-rules") == "oware[pits=5]"
    assert sum("data-pit" in e.attrib for e in root.iter()) == 12
    assert sorted(p.name for p in tmp_path.iterdir()) == ["board.svg"]  # no temporary left


def test_show_svg_to_a_missing_folder_fails_cleanly(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, err = run(capsys, "show", "kalah", "--svg", str(tmp_path / "no" / "b.svg"))
    assert (status, out) == (2, "")
    assert "cannot write" in err and "b.svg" in err


def test_svg_write_leaves_no_temporary_on_failure(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "board.svg").mkdir()  # os.replace cannot put a file over a folder
    status, out, err = run(capsys, "show", "kalah", "--svg", str(tmp_path / "board.svg"))
    assert (status, out) == (2, "")
    assert "cannot write" in err
    assert [p.name for p in tmp_path.iterdir()] == ["board.svg"]


# -- mancala replay ----------------------------------------------------------------


def test_replay_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "replay", "kalah", "3", "6", "--json")
    assert (status, err) == (0, "")
    expected = mc.rules("kalah").start().play("3").play("6")
    assert json.loads(out) == {
        "position": expected.text(),
        "to_move": 1,
        "scores": [2, 0],
        "over": False,
        "winner": None,
        "moves": ["3", "6"],
    }


def test_replay_options_between_moves(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "replay", "kalah", "3", "--seeds", "3", "--json", "6")
    assert status == 0
    report = json.loads(out)
    assert report["position"] == mc.rules("kalah", seeds=3).start().play("3").play("6").text()
    assert report["moves"] == ["3", "6"]


def test_replay_to_the_end_reports_the_winner(capsys: pytest.CaptureFixture[str]) -> None:
    # RULES.md Kalah example 9 with leftovers=emptied: North wins 22-26.
    text = "kalah[leftovers=emptied] 0.0.1.0.0.4:19/0.0.2.0.0.0:22 S"
    status, out, _ = run(capsys, "replay", "kalah", "--position", text, "3", "--json")
    assert status == 0
    report = json.loads(out)
    assert report["over"] is True
    assert report["scores"] == [22, 26]
    assert report["winner"] == 1


def test_replay_a_draw(capsys: pytest.CaptureFixture[str]) -> None:
    # RULES.md Oware example 5: South cannot feed, takes 2: 24-24.
    text = "oware 1.1.0.0.0.0:22/0.0.0.0.0.0:24 S"
    status, out, _ = run(capsys, "replay", "oware", "--position", text, "--json")
    report = json.loads(out)
    assert status == 0
    assert (report["over"], report["winner"], report["scores"]) == (True, None, [24, 24])
    assert report["moves"] == []


def test_replay_without_json_prints_diagram_and_summary(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = run(capsys, "replay", "oware", "5")
    pos = mc.rules("oware").start().play("5")
    assert status == 0
    assert out.startswith(str(pos) + "\n")
    assert out.endswith("\n".join([
        "moves: 5",
        f"position: {pos.text()}",
        "to move: North",
        "scores: South 0, North 0",
        "over: no",
        "winner: none (the game is not over)",
    ]) + "\n")


@pytest.mark.parametrize("argv, message", [
    (["show", "chess"], "unknown rules 'chess'"),
    (["show", "kalah", "--seeds", "12"], "seeds=12 is out of range"),
    (["show", "kalah", "--seeds", "many"], "must be a whole number"),
    (["show", "kalah", "--swap", "maybe"], "must be true or false"),
    (["show", "oware", "--swap", "true"], "oware has no option --swap"),
    (["show", "kalah", "--colour", "red"], "unrecognized arguments: --colour red"),
    (["show", "kalah", "--position", "kalah 4.4.4:0/4.4.4.4.4.4:0 S"], "row has 3 pits"),
    (["show", "kalah", "--position", "nonsense"], "is not a position text"),
    (["replay", "kalah", "3", "3"], "move 2 ('3'): illegal move '3'"),
    (["replay", "kalah", "7"], "move 1 ('7'): '7' is not a move of kalah"),
    (["replay", "kalah", "--json", "3", "swap"], "move 2 ('swap')"),
    (["replay"], "the following arguments are required: RULES"),
    (["frobnicate"], "invalid choice: 'frobnicate'"),
    ([], "the following arguments are required: command"),
])
def test_errors_go_to_stderr_with_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    status, out, err = run(capsys, *argv)
    assert status == 2
    assert out == ""
    assert message in err


def test_help_and_version(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "--version")
    assert (status, out) == (0, f"mancala {mc.__version__}\n")
    status, out, _ = run(capsys, "replay", "--help")
    assert status == 0
    assert "--empty-capture BOOL" in out and "--grand-slam VALUE" in out and "--json" in out


# -- installed as commands ---------------------------------------------------------


def test_console_script_and_python_m(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    script = BIN / "mancala"
    assert script.exists(), "the mancala console script is not installed"
    for command in ([str(script)], [sys.executable, "-m", "mancala_core"]):
        done = subprocess.run(
            [*command, "replay", "kalah", "3", "--json"],
            capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60,
        )
        assert done.returncode == 0, done.stderr
        assert json.loads(done.stdout)["moves"] == ["3"]
        failed = subprocess.run(
            [*command, "replay", "kalah", "3", "3"],
            capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60,
        )
        assert (failed.returncode, failed.stdout) == (2, "")
        assert failed.stderr.startswith("mancala: error: move 2")


# -- mancala solve -------------------------------------------------------------------------


def test_solve_best_moves_only(capsys):
    # Kalah(3,2): +4, move 2 the only best one (1 = -8, 3 = 0 with every move)
    code, out, err = run(capsys, "solve", "kalah", "--pits", "3", "--seeds", "2", "--moves",
                         "best", "--json")
    assert code == 0 and "mancala:" not in err
    report = json.loads(out)
    assert (report["value"], report["exact"], report["moves"]) == (4, True, {"2": 4})
    assert report["move_bounds"]["2"] == [4, 4]
    assert report["move_bounds"]["1"][1] == report["move_bounds"]["3"][1] == 3
    code, out, err = run(capsys, "solve", "kalah", "--pits", "3", "--seeds", "2", "--moves",
                         "best")
    assert "moves: 1 <= +3, 2 = +4, 3 <= +3" in out
    code, out, err = run(capsys, "solve", "kalah", "--moves", "several")
    assert (code, out) == (2, "")
    assert "--moves several: give all or best" in err and "kalah 4.4.4.4.4.4:0" in err


def test_solve_prints_the_exact_value_of_every_move_as_json(capsys):
    # Kalah(6,2) with empty_capture, as solved by Irving, Donkers & Uiterwijk: +10.
    code, out, err = run(capsys, "solve", "kalah", "--seeds", "2", "--empty-capture", "true",
                         "--json")
    # stderr holds at most the endgame database's progress bar (the first solve of
    # this ruleset in the test session builds it): no error, no warning
    assert code == 0 and "mancala:" not in err and "arning" not in err
    report = json.loads(out)
    assert report["exact"] is True
    assert report["value"] == report["lower"] == report["upper"] == 10
    assert report["moves"] == {"1": -14, "2": -8, "3": -6, "4": -14, "5": 10, "6": -2}
    # the principal variation, played out, ends the game with that value for South
    pos = mc.rules("kalah", seeds=2, empty_capture=True).start()
    for move in report["line"]:
        pos = pos.play(move)
    assert pos.is_over() and pos.scores()[0] - pos.scores()[1] == 10


def test_solve_with_an_endgame_database_gives_the_same_answer(capsys):
    # Kalah(4,2): the database holds every position of up to 8 seeds in the pits
    args = ("solve", "kalah", "--pits", "4", "--seeds", "2", "--json")
    code, out, err = run(capsys, *args, "--endgame", "off")
    assert (code, err) == (0, "")
    code, out_db, _ = run(capsys, *args, "--endgame", "8")
    assert code == 0
    plain, with_db = json.loads(out), json.loads(out_db)
    assert with_db["exact"] and with_db["moves"] == plain["moves"]
    assert with_db["nodes"] < plain["nodes"]


def test_solve_with_a_budget_reports_proved_bounds_not_a_guess(capsys):
    code, out, err = run(capsys, "solve", "kalah", "--max-nodes", "500", "--json")
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert report["exact"] is False and report["value"] is None
    assert report["lower"] < report["upper"]
    assert report["moves"] == {}


@pytest.mark.parametrize(
    ("argv", "quoted"),
    [
        (["solve", "toguz"], "toguz"),
        (["solve", "kalah", "--max-nodes", "0"], "--max-nodes 0"),
        (["solve", "oware", "--endgame", "10"], "--endgame 10"),
        (["solve", "kalah", "--endgame", "41"], "--endgame 41"),
        (["solve", "kalah", "--max-seconds", "-1"], "--max-seconds -1"),
        (["solve", "kalah", "--position", "kalah 4.4:0/4.4:0 S"], "kalah 4.4:0/4.4:0 S"),
    ],
)
def test_solve_refuses_bad_input_on_stderr_with_exit_code_2(capsys, argv, quoted):
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert quoted in err


def test_an_output_that_cannot_be_written_is_one_message_and_status_2() -> None:
    for args in (["show", "kalah"], ["replay", "kalah", "3", "6", "--json"]):
        with open("/dev/full", "w") as full:
            done = subprocess.run([sys.executable, "-m", "mancala_core", *args], stdout=full,
                                  stderr=subprocess.PIPE, text=True, timeout=120)
        assert done.returncode == 2, done.stderr
        assert done.stderr.strip().splitlines() == [
            "mancala: error: cannot write the output (No space left on device)"]


@pytest.mark.parametrize("budget", ["nan", "inf", "-inf", "0", "-1"])
def test_a_budget_must_be_a_finite_positive_number(budget: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "oware", f"--max-seconds={budget}"]) == 2
    assert "a budget must be a finite positive number" in capsys.readouterr().err


def test_a_node_budget_too_big_for_a_counter_is_no_budget(
        capsys: pytest.CaptureFixture[str]) -> None:
    # 10**30 nodes overflowed the compiled search's 64-bit counter once.
    assert main(["solve", "kalah", "--pits", "3", "--seeds", "2",
                 f"--max-nodes={10**30}"]) == 0
    assert "moves: 1 = -8, 2 = +4, 3 = 0" in capsys.readouterr().out


def test_the_endgame_command_refuses_a_position_it_cannot_use(
        capsys: pytest.CaptureFixture[str]) -> None:
    for position in ("this is not a position", "oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S"):
        assert main(["endgame", "kalah", "--position", position]) == 2
        assert "takes no position" in capsys.readouterr().err
