"""The command line, ``mancala-puzzles`` (or ``python -m puzzles``).

The stages of the generator, each reading and writing a file (:mod:`puzzles`):

``generate --rules LABEL --units N --seed S --out CANDIDATES [--source …] [--max-seeds K]``
    candidate positions (:mod:`puzzles.generate`);
``prove CANDIDATES --out POOL [--goals …] [--state PATH] [--workers W] [--scheduler A]``
    each candidate asked for its goals by exact search, resumable (:mod:`puzzles.proving`);
``tag PATH [--out OUT]``
    the themes of every line (:func:`puzzles.themes.tag`);
``rate PATH [--out OUT]`` (also ``grade``)
    ratings and grades from the solver ladder (:mod:`puzzles.grade`);
``publish POOL… --count N --out PATH``
    a balanced collection chosen from rated pools, proved again, every wrong move's
    refutation stored with its puzzle, then written (:mod:`puzzles.selection`);
``refute COLLECTION [--out OUT]``
    every wrong move's refutation added to a published collection, without mining it again
    (:func:`puzzles.verify.refute`; the puzzle player then needs no search).

A file of tagged puzzles is proved again before ``tag`` or ``rate`` writes it (a published
collection is never replaced by one that fails); a pool that is not tagged yet is written as
it is. ``mine --rules LABEL --count N --seed S --out PATH [--goals …] [--state PATH]
[--workers W] [--scheduler ADDRESS] [--grade] [--source …]`` runs generate, prove and tag as
one resumable pipeline (resuming from the state file, by default ``PATH.state.json``) and
publishes the puzzles to ``PATH``, rated with ``--grade``; ``verify PATH…`` re-proves every
puzzle of the files (and finds the refutations they carry again) and names every one that
fails (exit status 1).

``sheet PATH [--grade N] [--count N] --out FILE.pdf [--paper a4|us-letter] [--title T]
[--per-page K] [--language LANG] [--no-guide]``
writes print-ready puzzle pages and their answer key (:mod:`puzzles.sheets`; ``--count 6``:
the first six, one page of puzzles); ``export PATH
--csv [--out FILE]`` the collection as CSV (:mod:`puzzles.export`); ``show ID [--collections
DIR] [--solution]`` prints one puzzle (:mod:`puzzles.show`). Bad input (a missing or corrupt
file, an unknown grade, an output that cannot be written) prints a message and exits with
status 2, writing nothing.

``daily [PATH…] [--collection NAME] [--date YYYY-MM-DD] [--grade N] [--language LANG]
[--solution] [--json]`` prints the puzzle of the day (:func:`puzzles.daily.daily`) in words
(:func:`puzzles.daily.daily_text`: the side to play at the bottom of the board, the goal, the
rules and the grade; the answer with ``--solution``) of the collection files or folders, or
of the shipped collection ``--collection`` names (by default the standard Kalah one,
``puzzles/collections/kalah.json``; ``--collection all`` mixes every shipped collection).

Every verb's output may go into a pipe that closes early (``mancala-puzzles daily | head -n
1``): the command then ends quietly, with nothing on standard error and status 141 (as a
program that the pipe's signal stops).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from mancala_core.i18n import LANGUAGES

from .errors import PuzzleError
from .proving import DEFAULT_GOALS, GOAL_KINDS, HISTORY_GOALS
from .schema import Collection, load, save
from .sources import SOURCES
from .verify import validate

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mancala-puzzles",
                                     description="Mine and verify mancala puzzles.")
    commands = parser.add_subparsers(dest="command", required=True)
    mine = commands.add_parser("mine", help="mine puzzles from games and publish them")
    mine.add_argument("--rules", default="kalah",
                      help="a rules label, e.g. kalah or 'kalah[pits=4,seeds=3]'")
    mine.add_argument("--count", type=int, required=True, help="how many puzzles")
    mine.add_argument("--seed", type=int, default=0, help="the run's seed (default 0)")
    mine.add_argument("--out", required=True, help="the collection file to publish")
    mine.add_argument("--goals",
                      help=f"comma-separated goal kinds, each asked of every position (of "
                           f"{', '.join(GOAL_KINDS)}; default {','.join(DEFAULT_GOALS)}, in "
                           f"Oware {','.join(HISTORY_GOALS)})")
    mine.add_argument("--state", help="the state file (default: OUT.state.json)")
    mine.add_argument("--max-seeds", type=int, default=30,
                      help="skip positions with more seeds in the pits (default 30)")
    mine.add_argument("--max-games", type=int, help="stop after this many games")
    mine.add_argument("--workers", type=int, default=None,
                      help="processes that play the games (default: one per core)")
    mine.add_argument("--scheduler", metavar="ADDRESS",
                      help="run the games on this Dask scheduler's workers")
    mine.add_argument("--grade", action="store_true",
                      help="rate and grade the puzzles with the solver ladder")
    mine.add_argument("--source", default="games", choices=SOURCES,
                      help="where the positions come from: games between computer players "
                           "and random play (default), random play, the Kalah endgame "
                           "database, constructed chain rows")
    mine.add_argument("--no-progress", action="store_true", help="no progress bar")
    _add_stage_commands(commands)
    verify = commands.add_parser("verify", help="re-prove every puzzle of collection files")
    verify.add_argument("paths", nargs="+", metavar="PATH")
    _add_sheet_commands(commands)
    _add_daily_command(commands)
    return parser


#: the shipped collection the puzzle of the day is chosen from by default
DAILY_COLLECTION = "kalah"


def _add_daily_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    daily = commands.add_parser(
        "daily", help="the puzzle of the day, in words",
        description="The puzzle of the day: the same puzzle for everyone on a date, drawn "
                    "with the side to play at the bottom of the board. By default from the "
                    f"standard Kalah collection (puzzles/collections/{DAILY_COLLECTION}.json), "
                    "every grade.")
    daily.add_argument("paths", nargs="*", metavar="PATH",
                       help="collection files or folders (default: the shipped collection "
                            "--collection names)")
    daily.add_argument("--collection", metavar="NAME",
                       help="a shipped collection: kalah (standard Kalah, the default), "
                            "kalah-empty-capture, oware, or all of them (all)")
    daily.add_argument("--date", help="the day, YYYY-MM-DD (default: today, UTC)")
    daily.add_argument("--grade", type=int, help="only puzzles of this grade (1-5; default: "
                                                 "every grade)")
    daily.add_argument("--language", choices=LANGUAGES, default="en",
                       help="the language of the words and the board (default en)")
    daily.add_argument("--solution", action="store_true",
                       help="also print the answer: every move, why, and the result")
    daily.add_argument("--json", action="store_true", help="print the puzzle's JSON object")


def _add_stage_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    generate = commands.add_parser("generate", help="stage 1: candidate positions")
    generate.add_argument("--rules", default="kalah", help="a rules label")
    generate.add_argument("--units", type=int, required=True,
                          help="how many units of the source (games, batches of draws)")
    generate.add_argument("--seed", type=int, default=0, help="the run's seed (default 0)")
    generate.add_argument("--source", default="games", choices=SOURCES)
    generate.add_argument("--max-seeds", type=int, default=30,
                          help="skip positions with more seeds in the pits (default 30)")
    generate.add_argument("--out", required=True, help="the candidates file to write")
    generate.add_argument("--no-progress", action="store_true", help="no progress bar")
    prove = commands.add_parser("prove", help="stage 2: each candidate's puzzles, proved")
    prove.add_argument("path", metavar="CANDIDATES")
    prove.add_argument("--out", required=True, help="the pool file to write")
    prove.add_argument("--goals", help=f"comma-separated goal kinds (default "
                                       f"{','.join(DEFAULT_GOALS)}, in Oware "
                                       f"{','.join(HISTORY_GOALS)})")
    prove.add_argument("--state", help="the state file (default: OUT.state.json)")
    prove.add_argument("--workers", type=int, default=None,
                       help="processes (default: one per core)")
    prove.add_argument("--scheduler", metavar="ADDRESS",
                       help="run on this Dask scheduler's workers")
    prove.add_argument("--no-progress", action="store_true", help="no progress bar")
    for verb, what in (("tag", "stage 3: the themes of every line"),
                       ("rate", "stage 4: ratings and grades from the solver ladder"),
                       ("grade", "the same as rate")):
        stage = commands.add_parser(verb, help=what)
        stage.add_argument("path", metavar="PATH")
        stage.add_argument("--out", help="where to write it (default: over PATH)")
        stage.add_argument("--no-progress", action="store_true", help="no progress bar")
    publish = commands.add_parser("publish", help="stage 5: a balanced collection from rated "
                                                  "pools, proved again, then written")
    publish.add_argument("paths", nargs="+", metavar="POOL")
    publish.add_argument("--count", type=int, required=True, help="how many puzzles")
    publish.add_argument("--out", required=True, help="the collection file to write")
    publish.add_argument("--no-progress", action="store_true", help="no progress bar")
    refute = commands.add_parser("refute", help="store every wrong move's refutation in a "
                                                "collection (the player then needs no search)")
    refute.add_argument("path", metavar="COLLECTION")
    refute.add_argument("--out", help="where to write it (default: over COLLECTION)")
    refute.add_argument("--no-progress", action="store_true", help="no progress bar")


def _many(n: int, word: str) -> str:
    """``n`` and ``word``, in the plural unless ``n`` is 1: ``1 puzzle``, ``2 puzzles``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def _goals(text: str | None) -> list[str] | None:
    """The goal kinds of ``--goals`` (None: the game's default)."""
    return None if text is None else [g.strip() for g in text.split(",") if g.strip()]


def _write_stage(collection: Collection, path: str) -> str:
    """Write a stage's output: proved again first if every puzzle is tagged."""
    from .verify import publish

    if collection.puzzles and all(p.themes for p in collection):
        publish(collection, path)
        return "each proved again"
    save(collection, path)
    return "not tagged yet, so not proved again"


def _run_stage(args: argparse.Namespace) -> int:
    from mancala_core.rules.notation import parse_rules

    if args.command == "generate":
        from . import generate as stage

        candidates = stage.generate(parse_rules(args.rules), units=args.units, seed=args.seed,
                                    source=args.source, max_seeds=args.max_seeds,
                                    progress=not args.no_progress)
        stage.save(candidates, args.out)
        print(f"{args.out}: {_many(len(candidates), 'candidate position')} from "
              f"{_many(args.units, 'unit')}")
        return 0
    if args.command == "prove":
        from .generate import load as load_candidates
        from .proving import prove_candidates

        workers = args.workers
        if workers is None:
            from mancala_core.native.machine import cores

            workers = cores()
        pool = prove_candidates(load_candidates(args.path), _goals(args.goals),
                                workers=workers, scheduler=args.scheduler,
                                state=args.state or f"{args.out}.state.json",
                                progress=not args.no_progress)
        save(pool, args.out)
        print(f"{args.out}: {_many(len(pool), 'puzzle')} proved, not tagged yet")
        return 0
    if args.command == "publish":
        from .selection import publish, shares

        pooled = [p for path in args.paths for p in load(path)]
        collection = publish(pooled, args.count, args.out, progress=not args.no_progress)
        measured = shares(collection)
        print(f"{args.out}: {_many(len(collection), 'puzzle')} of a pool of {len(pooled)}, each "
              f"proved "
              f"again, their refutations stored; "
              + ", ".join(f"{k} {100 * v:.0f} %" for k, v in measured.items()))
        return 0
    if args.command == "refute":
        from .verify import refute

        out = args.out or args.path
        started = time.perf_counter()
        collection = refute(args.path, out, progress=not args.no_progress)
        count = sum(len(turn) for p in collection for turn in p.refutations or ())
        print(f"{out}: {_many(len(collection), 'puzzle')}, the refutations of "
              f"{_many(count, 'wrong move')} "
              f"stored, in {time.perf_counter() - started:.1f} s")
        return 0
    collection = load(args.path)
    out = args.out or args.path
    if args.command == "tag":
        from .themes import tag

        said = _write_stage(tag(collection), out)
        print(f"{out}: {_many(len(collection), 'puzzle')} tagged, {said}")
        return 0
    from .grade import rate

    graded = rate(collection, progress=not args.no_progress)
    said = _write_stage(graded, out)
    bands = [sum(1 for p in graded if p.grade == g) for g in range(1, 6)]
    print(f"{out}: {_many(len(graded), 'puzzle')} graded, grades 1-5: {' '.join(map(str, bands))}; "
          f"{said}")
    return 0


def _add_sheet_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sheet = commands.add_parser("sheet", help="print-ready PDF pages and their answer key")
    sheet.add_argument("path", metavar="PATH", help="a collection file")
    sheet.add_argument("--grade", type=int, help="only this grade (1-5); default: all, grouped")
    sheet.add_argument("--out", required=True, help="the PDF file to write")
    sheet.add_argument("--paper", choices=("a4", "us-letter"), default="a4",
                       help="the paper size (default a4)")
    sheet.add_argument("--title", help="the title in the page headers")
    sheet.add_argument("--language", choices=LANGUAGES, default="en",
                       help="the language of the goals, the boards and the headings")
    sheet.add_argument("--per-page", type=int, default=6,
                       help="puzzles on a page: 4, 6 or 8 (default 6)")
    sheet.add_argument("--no-guide", dest="guide", action="store_false",
                       help="leave out the first page on how to read a board")
    sheet.add_argument("--count", metavar="N",
                       help="only the first N puzzles (of the grade, or of all); default: all")
    export = commands.add_parser("export", help="a collection as CSV")
    export.add_argument("path", metavar="PATH", help="a collection file")
    export.add_argument("--csv", action="store_true", required=True, help="as CSV")
    export.add_argument("--out", help="the file to write (default: standard output)")
    show = commands.add_parser("show", help="print one puzzle")
    show.add_argument("ident", metavar="ID", help="the puzzle's id (or a unique start of it)")
    show.add_argument("--collections", metavar="DIR",
                      help="a folder of collection files, or one file "
                           "(default: the shipped puzzles/collections)")
    show.add_argument("--solution", action="store_true", help="also print the solution")


def _sheet_count(text: str) -> int:
    """``--count``'s number: a whole number, 1 or more (a :class:`SheetError` quotes it)."""
    from .sheets import SheetError

    try:
        return int(text.strip())
    except ValueError:
        raise SheetError(f"the number of puzzles must be a whole number, 1 or more; "
                         f"got {text!r}") from None


def _run_sheet_command(args: argparse.Namespace) -> int:
    if args.command == "sheet":
        from .sheets import SheetError, write_sheet

        started = time.perf_counter()
        try:
            count = None if args.count is None else _sheet_count(args.count)
            collection = load(args.path)
            sheet = write_sheet(collection, args.out, grade=args.grade, paper=args.paper,
                                title=args.title, per_page=args.per_page,
                                language=args.language, guide=args.guide, count=count)
        except SheetError as error:
            raise SheetError(f"{args.path}: {error}") from None
        def many(n: int, word: str) -> str:
            return f"{n} {word}{'' if n == 1 else 's'}"

        print(f"{args.out}: {many(sheet.puzzles, 'puzzle')} on "
              f"{many(sheet.puzzle_pages, 'page')}, the answer key on {sheet.answer_pages}"
              f"{', how to read a board on 1' if sheet.guide_pages else ''}, "
              f"in {time.perf_counter() - started:.1f} s")
        return 0
    if args.command == "export":
        from mancala_core.files import write_atomically

        from .export import to_csv

        text = to_csv(load(args.path))
        if args.out:
            write_atomically(args.out, text.encode("utf-8"))
        else:
            sys.stdout.write(text)
        return 0
    from .show import COLLECTIONS, describe, find

    puzzle, _ = find(args.ident, args.collections or COLLECTIONS)
    print(describe(puzzle, solution=args.solution))
    return 0


def _daily(args: argparse.Namespace) -> int:
    import json

    from .daily import as_date, daily, daily_text
    from .show import COLLECTIONS, _files

    if args.paths and args.collection:
        raise PuzzleError(f"daily: give collection files ({' '.join(args.paths)}) or "
                          f"--collection {args.collection!r}, not both")
    paths = args.paths or [_shipped(COLLECTIONS, args.collection or DAILY_COLLECTION)]
    files = [f for path in paths for f in _files(path)]
    puzzles = [p for path in files for p in load(path)]
    day = as_date(args.date)
    puzzle = daily(puzzles, day, args.grade)
    if args.json:
        print(json.dumps(puzzle.to_json(), ensure_ascii=False))
        return 0
    print(daily_text(puzzle, day, language=args.language, solution=args.solution))
    return 0


def _shipped(folder: Path, name: str) -> Path:
    """The shipped collection ``name`` (its file in ``folder``), or ``all``: the folder."""
    if name == "all":
        return folder
    names = sorted(p.stem for p in folder.glob("*.json") if not p.name.endswith(".state.json"))
    if name not in names:
        raise PuzzleError(f"no shipped collection {name!r}: choose {', '.join(names)} or all")
    return folder / f"{name}.json"


class _Terminated(Exception):
    """SIGTERM, turned into an exception so that a run stops as Ctrl-C stops it."""


def _on_sigterm(signum: int, frame: object) -> None:
    raise _Terminated


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status (130 after Ctrl-C, 143 after
    SIGTERM: a stage's state is saved after every unit, so the same command resumes)."""
    import signal
    import threading

    from mancala_core.native.machine import NO_PROGRESS

    args = _parser().parse_args(argv)
    quiet = getattr(args, "no_progress", False) and NO_PROGRESS not in os.environ
    if quiet:  # no bar from a database a search builds either, here or in the workers
        os.environ[NO_PROGRESS] = "1"
    previous = None
    if threading.current_thread() is threading.main_thread():
        previous = signal.signal(signal.SIGTERM, _on_sigterm)
    try:
        status = _main(args)
        sys.stdout.flush()  # a closed pipe is met here, not at the interpreter's exit
        return status
    except BrokenPipeError:
        return _pipe_closed()
    except (KeyboardInterrupt, _Terminated) as stop:
        what = "interrupted" if isinstance(stop, KeyboardInterrupt) else "terminated"
        said = ("the state is saved; the same command resumes"
                if args.command in ("mine", "prove") else "nothing written")
        print(f"{what}: {said}", file=sys.stderr)
        return 130 if isinstance(stop, KeyboardInterrupt) else 143
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)
        if quiet:
            os.environ.pop(NO_PROGRESS, None)


#: the status of a command whose reader closed the pipe: 128 + SIGPIPE, as a shell reports
#: a program that the pipe's signal stopped
PIPE_CLOSED = 141


def _pipe_closed() -> int:
    """End quietly after the reader of standard output closed it (``| head -n 1``): nothing
    is said (nobody reads it), and what is left in the output buffer goes nowhere, so that
    the interpreter's last flush at exit fails neither. Returns :data:`PIPE_CLOSED`."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no file descriptor (a test's captured output)
        pass
    return PIPE_CLOSED


def _main(args: argparse.Namespace) -> int:
    try:
        if args.command == "mine":
            from mancala_core.rules.notation import parse_rules

            from .mine import mine

            goals = _goals(args.goals)
            collection = mine(parse_rules(args.rules), count=args.count, seed=args.seed,
                              goals=goals, out=None if args.grade else args.out,
                              state=args.state or f"{args.out}.state.json",
                              max_seeds=args.max_seeds, max_games=args.max_games,
                              workers=args.workers, scheduler=args.scheduler,
                              progress=not args.no_progress, source=args.source)
            if args.grade:
                from .grade import rate
                from .verify import publish

                publish(rate(collection, progress=not args.no_progress), args.out)
            print(f"{args.out}: {_many(len(collection), 'puzzle')}, each proved")
            return 0
        if args.command in ("sheet", "export", "show"):
            return _run_sheet_command(args)
        if args.command == "daily":
            return _daily(args)
        if args.command in ("generate", "prove", "tag", "rate", "grade", "publish", "refute"):
            return _run_stage(args)
        failed = False
        for path in args.paths:
            try:
                collection = load(path)
                validate(collection)
                stored = sum(p.refutations is not None for p in collection)
                said = f", {stored} with their refutations found again" if stored else ""
                print(f"{path}: {_many(len(collection), 'puzzle')}, each proved{said}")
            except PuzzleError as error:
                said = str(error)  # a file's own error names it already
                print(said if said.startswith(f"{path}:") else f"{path}: {said}",
                      file=sys.stderr)
                failed = True
        return 1 if failed else 0
    except BrokenPipeError:
        raise  # the reader closed the pipe: main ends quietly
    except (ValueError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
