"""The second hostile run's file findings (issue 31): output through the standard streams,
two writers of one collection, texts that are not canonical, integers of thousands of
digits, pipes and devices where a collection was expected.

Each test runs the command of the finding; before the fixes each failed (a file lost or
replaced, a collection holding one puzzle under three ids, a traceback, a hang)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import unicodedata
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import mancala_core as mc
from puzzles import PuzzleFileError, load, loads
from puzzles.cli import main
from puzzles.schema import Collection, Puzzle, dumps, save

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "puzzles" / "collections" / "kalah.json"
#: a tagged puzzle the prover settles at once
POS = mc.parse("kalah[pits=4,seeds=3] 0.1.1.0:12/1.0.0.0:9 S")
GOOD = Puzzle.create(POS, "win", value=6, solution=("3",), themes=("capture", "endgame"))


def _run(command: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """``command`` in a shell, ``mancala`` and ``mancala-puzzles`` being this checkout's."""
    python = sys.executable
    command = (command.replace("mancala-puzzles", f"{python} -m puzzles")
               .replace("mancala ", f"{python} -m mancala_core "))
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(["bash", "-c", command], cwd=cwd, capture_output=True, text=True,
                           timeout=120, env=env)


# -- 1. /dev/stdout ---------------------------------------------------------------------


def test_svg_to_dev_stdout_appended_to_a_log_keeps_the_log(tmp_path: Path) -> None:
    done = _run("printf 'KEEP ME\\n' > log.txt; mancala show kalah --svg /dev/stdout "
                ">> log.txt", tmp_path)
    assert done.returncode == 0, done.stderr
    log = (tmp_path / "log.txt").read_text()
    assert log.startswith("KEEP ME\n<svg") and "</svg>" in log


def test_export_to_dev_stdout_appends_and_goes_into_a_pipe(tmp_path: Path) -> None:
    done = _run(f"printf 'KEEP ME\\n' > log.txt; mancala-puzzles export --csv {SHIPPED} "
                f"--out /dev/stdout >> log.txt", tmp_path)
    assert done.returncode == 0, done.stderr
    lines = (tmp_path / "log.txt").read_text().splitlines()
    assert lines[0] == "KEEP ME" and lines[1].startswith("PuzzleId,Rules,Position")
    assert len(lines) == 1 + 1 + len(load(SHIPPED))
    for stream, redirect in (("/dev/stdout", ""), ("/dev/stderr", "2>&1")):
        piped = _run(f"mancala-puzzles export --csv {SHIPPED} --out {stream} {redirect} "
                     f"| head -n 2", tmp_path)
        # "cannot write '/dev/stdout': No such file or directory" before
        assert "cannot write" not in piped.stderr
        assert piped.stdout.splitlines()[0].startswith("PuzzleId,Rules")


# -- 2. two writers of one collection ----------------------------------------------------


def test_a_second_writer_of_a_collection_is_told_and_writes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # rate and refute at once: both said they stored their work, the file kept the ratings
    # and 0 refutations. Here refute runs, and while it finds the refutations another
    # command (a rate, a tag) writes the file.
    import puzzles.refute

    path = tmp_path / "race.json"
    save(Collection((GOOD,)), path)
    real = puzzles.refute.with_refutations

    def meanwhile(collection: Collection, **kwargs: Any) -> Collection:
        other = _run(f"{sys.executable} -c 'from puzzles.schema import load, save; "
                     f"save(load(\"{path}\"), \"{path}\")'", tmp_path)
        assert other.returncode == 0, other.stderr
        return real(collection, **kwargs)

    monkeypatch.setattr(puzzles.refute, "with_refutations", meanwhile)
    written = path.read_bytes()
    assert main(["refute", str(path), "--no-progress"]) == 2
    err = capsys.readouterr().err
    assert f"cannot write {str(path)!r}: another command wrote it since this one read it; " \
           f"nothing written" in err
    assert path.read_bytes() == written  # the other writer's file, whole
    assert load(path).puzzles[0].refutations is None
    assert sorted(p.name for p in tmp_path.iterdir()) == ["race.json"]
    # once alone, the same command works
    monkeypatch.setattr(puzzles.refute, "with_refutations", real)
    assert main(["refute", str(path), "--no-progress"]) == 0
    assert load(path).puzzles[0].refutations is not None


def test_a_file_written_by_this_process_may_be_written_again(tmp_path: Path) -> None:
    path = tmp_path / "c.json"
    save(Collection((GOOD,)), path)
    load(path)
    save(Collection(()), path)
    save(Collection((GOOD,)), path)  # its own write does not count as another's
    assert len(load(path)) == 1


# -- 6. texts that are not canonical -----------------------------------------------------


def _with(**edit: Any) -> str:
    data = Collection((GOOD,)).to_json()
    data["puzzles"][0].update(edit)
    if "goal" in edit or "position" in edit:
        from puzzles.schema import puzzle_id

        data["puzzles"][0]["id"] = puzzle_id(data["puzzles"][0]["position"],
                                             data["puzzles"][0]["goal"])
    return json.dumps(data, ensure_ascii=False)


@pytest.mark.parametrize(("edit", "message"), [
    ({"solution": ["3\n"]}, r"'3\\n' is not in canonical form \('3'\)"),
    ({"solution": [" 3"]}, r"' 3' is not in canonical form \('3'\)"),
    ({"goal": "capture_03_within_1"}, "not in canonical form \\('capture_3_within_1'\\)"),
    ({"goal": "capture_\u0663_within_1"}, "not in canonical form \\('capture_3_within_1'\\)"),
    ({"goal": "win_within_\uff11"}, "not in canonical form \\('win_within_1'\\)"),
    ({"goal": "survive"}, "not in canonical form \\('save'\\)"),
])
def test_a_text_that_is_not_canonical_is_refused(edit: dict[str, Any], message: str) -> None:
    with pytest.raises(PuzzleFileError, match=message):
        loads(_with(**edit), where="odd.json")


def test_one_puzzle_cannot_hide_under_three_ids() -> None:
    # capture_3_within_1, capture_03_within_1, capture_٣_within_1: three ids, one puzzle
    from dataclasses import replace

    from puzzles.schema import puzzle_id

    shipped = next(p for p in load(SHIPPED) if p.goal == "capture_3_within_1")
    ids = []
    for goal in ("capture_3_within_1", "capture_03_within_1", "capture_\u0663_within_1"):
        puzzle = replace(shipped, goal=goal, id=puzzle_id(shipped.position, goal))
        try:
            ids.append(loads(dumps(Collection((puzzle,)))).puzzles[0].id)
        except PuzzleFileError:
            pass
    assert ids == [shipped.id]


#: digits of other scripts (Arabic-Indic, Devanagari, fullwidth, mathematical bold, Thai)
DIGITS = ["\u0660", "\u0966", "\uff10", "\U0001d7ce", "\u0e50"]
#: what a hand edit or a copy adds: spaces of every kind, line ends, zero widths
SPACES = [" ", "\t", "\n", "\r", "\u00a0", "\u2009", "\u3000", "\u200b", "\ufeff"]


def _refuted_puzzles() -> list[dict[str, Any]]:
    """A puzzle of each goal of the shipped collection with refutations, as JSON."""
    seen: dict[str, dict[str, Any]] = {}
    for puzzle in load(SHIPPED):
        kind = puzzle.goal.rstrip("0123456789_").split("_")[0]
        if puzzle.refutations and kind not in seen:
            seen[kind] = puzzle.to_json()
    return list(seen.values())


SAMPLES = _refuted_puzzles()


def _texts(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The places of every text (and every key of a refutation turn) in ``data``."""
    if isinstance(data, str):
        return [path]
    if isinstance(data, list):
        return [p for i, item in enumerate(data) for p in _texts(item, (*path, i))]
    if isinstance(data, dict):
        out = [p for key, item in data.items() for p in _texts(item, (*path, key))]
        if path and path[0] == "refutations":
            out += [(*path, ("key", key)) for key in data]
        return out
    return []


def _edit(text: str, how: str, at: int, other: str) -> str:
    at = at % (len(text) + 1)
    if how == "space":
        return text[:at] + other + text[at:]
    digits = [i for i, c in enumerate(text) if c.isascii() and c.isdigit()]
    if how == "zero":
        return text[:digits[0]] + "0" + text[digits[0]:] if digits else text + "0"
    if how == "digit" and digits:
        i = digits[at % len(digits)]
        return text[:i] + chr(ord(other) + int(text[i])) + text[i + 1:]
    if how == "case":
        return text.swapcase()
    return unicodedata.normalize("NFKD", text) + "\u0301"


def _place(data: dict[str, Any], path: tuple[Any, ...], edit: Any) -> None:
    *parents, last = path
    for key in parents:
        data = data[key]
    if isinstance(last, tuple):  # a refutation's key: the wrong move
        data[edit(last[1])] = data.pop(last[1])
    else:
        data[last] = edit(data[last])


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sample=st.integers(0, len(SAMPLES) - 1), where=st.integers(0, 10_000),
       how=st.sampled_from(["space", "zero", "digit", "case", "accent"]),
       at=st.integers(0, 200), other=st.sampled_from([*SPACES, *DIGITS]))
@example(sample=0, where=0, how="zero", at=0, other="0")
def test_the_strict_loader_accepts_only_canonical_texts(sample: int, where: int, how: str,
                                                        at: int, other: str) -> None:
    """Whatever text of a real puzzle is edited (a space or a line end put in, a digit of
    another script, a leading zero, another case, an accent), with its id made again from
    the edited position and goal, the file is refused naming the file: one puzzle has one
    text, so a collection cannot hold it twice under two ids, and every move the file
    holds is the one the player and the search compare with."""
    from puzzles.schema import puzzle_id

    original = SAMPLES[sample]
    data = json.loads(json.dumps(original))
    places = [p for p in _texts(data) if p[0] != "source"]  # free text: anything goes
    path = places[where % len(places)]
    kind = "space" if how == "digit" and other in SPACES else how
    fill = other if kind == "space" and other in SPACES else " "
    _place(data, path, lambda text: _edit(text, kind, at, other if kind == "digit" else fill))
    if path[0] != "id":  # the id as a hostile editor would make it: from the edited texts
        data["id"] = puzzle_id(data["position"], data["goal"])
    text = dumps(Collection(())).replace("[]", "[\n  " + json.dumps(data, ensure_ascii=False)
                                         + "\n]")
    try:
        collection = loads(text, where="edited.json")
    except PuzzleFileError as error:
        assert "edited.json" in str(error)
        return
    assert data == original, f"an edited text loaded: {path}"  # the edit changed nothing
    assert dumps(collection) == text


# -- 12. integers of thousands of digits -------------------------------------------------


def test_a_5000_digit_integer_names_its_file_and_the_next_file_is_checked(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    huge, good = tmp_path / "huge.json", tmp_path / "good.json"
    huge.write_text(_with().replace('"value": 6', '"value": ' + "9" * 5000))
    save(Collection((GOOD,)), good)
    with pytest.raises(PuzzleFileError, match=r"huge\.json: not valid JSON"):
        load(huge)
    assert main(["verify", str(huge), str(good)]) == 1
    out, err = capsys.readouterr()
    assert f"{huge}: not valid JSON" in err and "4300" in err
    assert f"{good}: 1 puzzle, each proved" in out


# -- 13. pipes and devices ---------------------------------------------------------------


def test_a_pipe_in_a_collections_folder_is_not_waited_on(tmp_path: Path) -> None:
    save(Collection((GOOD,)), tmp_path / "good.json")
    os.mkfifo(tmp_path / "zz.json")
    daily = _run(f"timeout 60 mancala-puzzles daily {tmp_path} --date 2026-01-01", tmp_path)
    assert daily.returncode == 0, daily.stderr  # 124: killed by the timeout, waiting
    assert "Kalah" in daily.stdout
    show = _run(f"timeout 60 mancala-puzzles show {GOOD.id} --collections {tmp_path}",
                tmp_path)
    assert show.returncode == 0, show.stderr
    direct = _run(f"timeout 60 mancala-puzzles verify {tmp_path / 'zz.json'}", tmp_path)
    assert direct.returncode == 1
    assert "zz.json: cannot read (cannot read" in direct.stderr
    assert "not a regular file (a pipe)" in direct.stderr


def test_dev_zero_is_refused_not_read_without_end(tmp_path: Path) -> None:
    # verify /dev/zero read until the memory ran out (MemoryError under ulimit -v)
    done = _run("ulimit -v 4000000; timeout 60 mancala-puzzles verify /dev/zero", tmp_path)
    assert done.returncode == 1
    assert "/dev/zero: cannot read" in done.stderr and "a device" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_candidates_or_state_file_that_is_a_device_is_refused(tmp_path: Path) -> None:
    from puzzles.generate import load as load_candidates
    from puzzles.schema import read_json

    with pytest.raises(PuzzleFileError, match="not a regular file"):
        load_candidates("/dev/zero")
    with pytest.raises(PuzzleFileError, match=r"the mining state .*not a regular file"):
        read_json("/dev/zero", "the mining state")


def test_a_candidates_file_holds_canonical_position_texts_only() -> None:
    from puzzles.generate import Candidates
    from puzzles.generate import dumps as dump_candidates
    from puzzles.generate import loads as load_candidates

    text = POS.text()
    good = dump_candidates(Candidates(POS.rules.label(), "games", 0, 30, 1,
                                      ((text, "seed 0 game 0 ply 0"),)))
    assert load_candidates(good).positions[0][0] == text
    for odd in (text.replace(" S", "  S"), text.replace("12", "\u0661\u0662"),
                text.replace(":9", ":09")):
        with pytest.raises(PuzzleFileError, match=r"position 0 .*not in canonical form|"
                                                  r"position 0: "):
            load_candidates(good.replace(json.dumps(text), json.dumps(odd)))


def test_a_collection_beyond_the_size_limit_is_refused_and_the_readme_says_the_limit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import puzzles.schema

    limit = puzzles.schema.MAX_FILE_BYTES
    readme = (ROOT / "puzzles" / "README.md").read_text(encoding="utf-8")
    assert f"at most {limit >> 20} MiB is read" in " ".join(readme.split())
    assert limit > 100 * SHIPPED.stat().st_size  # a real collection never reaches it
    path = tmp_path / "c.json"
    save(Collection((GOOD,)), path)
    monkeypatch.setattr(puzzles.schema, "MAX_FILE_BYTES", path.stat().st_size - 1)
    with pytest.raises(PuzzleFileError, match=r"c\.json: cannot read .*bytes, more than"):
        load(path)
