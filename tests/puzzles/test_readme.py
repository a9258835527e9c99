"""puzzles/README.md's example commands work as written: every ``mancala-puzzles`` line of its
``sh`` blocks is read by the command's own parser, every file or folder it reads exists (or an
earlier line of the same block writes it), every puzzle id it names is in the shipped
collections, and the puzzle-of-the-day examples run. (Issue 28: the examples named
``puzzles/data/kalah.json``, which does not exist.)"""

from __future__ import annotations

import glob
import re
import shlex
from pathlib import Path

import pytest

from puzzles import load
from puzzles.cli import _parser, main
from puzzles.show import COLLECTIONS, PuzzleNotFoundError, _files, find

ROOT = Path(__file__).resolve().parents[2]
README = ROOT / "puzzles" / "README.md"
#: the folder `make puzzles` mines the pools into (not kept in git)
BUILT = "build/"


def _blocks() -> list[list[str]]:
    """The command lines of each ``sh`` block, comments and pipes' readers left out."""
    blocks = re.findall(r"^```sh\n(.*?)^```", README.read_text(encoding="utf-8"),
                        flags=re.M | re.S)
    return [[line.split(" | ")[0] for line in block.splitlines() if line.strip()]
            for block in blocks]


def _commands() -> list[tuple[int, list[str]]]:
    """Each command of the README: its block's number and its words."""
    return [(b, shlex.split(line, comments=True))
            for b, block in enumerate(_blocks()) for line in block]


def _there(path: str, written: set[str]) -> bool:
    """Whether an example's input exists: a file or folder of the repository (a glob that
    matches one), one an earlier line wrote, or one that `make puzzles` builds."""
    if path in written or glob.glob(str(ROOT / path)):
        return True
    return path.startswith(BUILT) and "build/pools" in (ROOT / "Makefile").read_text()


def test_the_readme_has_examples_of_every_verb_it_shows() -> None:
    verbs = {argv[1] for _, argv in _commands() if argv[0] == "mancala-puzzles"}
    assert {"mine", "sheet", "export", "show", "daily", "rate"} <= verbs


def test_every_example_names_files_that_exist() -> None:
    missing = []
    for block in sorted({b for b, _ in _commands()}):
        written: set[str] = set()
        for argv in (argv for b, argv in _commands() if b == block):
            line = " ".join(argv)
            if argv[0] != "mancala-puzzles":  # a script of the repository and its inputs
                script = next(a for a in argv if a.endswith(".py"))
                inputs = [a for i, a in enumerate(argv)
                          if a.endswith(".json") and argv[i - 1] not in ("--plot", "--out")]
                missing += [f"{line}: {p}" for p in [script, *inputs]
                            if not _there(p, written)]
                continue
            try:
                args = _parser().parse_args(argv[1:])
            except SystemExit:
                pytest.fail(f"README example {line!r} is not a valid command")
            inputs = [*(getattr(args, "paths", None) or []),
                      *[getattr(args, name) for name in ("path", "collections")
                        if getattr(args, name, None)]]
            missing += [f"{line}: {p}" for p in inputs if not _there(p, written)]
            if getattr(args, "out", None):
                written.add(args.out)
            if args.command == "show":  # the id is in the collections named
                where = ROOT / args.collections if args.collections else COLLECTIONS
                try:
                    find(args.ident, where)
                except PuzzleNotFoundError as error:
                    some = next(p.id for f in _files(where) for p in load(f))
                    missing.append(f"{line}: {error} (one that is there: {some})")
    assert not missing, f"README examples name files or puzzles that do not exist: {missing}"


def test_the_readme_names_no_file_that_is_gone() -> None:
    text = README.read_text(encoding="utf-8")
    assert "puzzles/data/" not in text
    for name in set(re.findall(r"puzzles/collections/([\w-]+\.json)", text)):
        assert (COLLECTIONS / name).is_file(), name


def test_the_puzzle_of_the_day_examples_run(capsys: pytest.CaptureFixture[str]) -> None:
    ran = 0
    for _, argv in _commands():
        if argv[:2] == ["mancala-puzzles", "daily"]:
            assert main(argv[1:]) == 0, argv
            assert capsys.readouterr().err == ""
            ran += 1
    assert ran >= 5
