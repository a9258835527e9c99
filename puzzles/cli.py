"""The command line, ``mancala-puzzles`` (or ``python -m puzzles``): ``mine …``,
``verify PATH…``, ``grade PATH``, ``sheet PATH --out FILE.pdf``, ``export PATH --csv``,
``show ID`` and ``daily PATH…``.

``mine --rules LABEL --count N --seed S --out PATH [--goals win,best_result] [--state PATH]
[--workers W] [--scheduler ADDRESS] [--grade] [--source games|random|endgame|constructed]``
mines ``N`` puzzles (from the positions of the source, :mod:`puzzles.sources`; resuming
from the state file, by default ``PATH.state.json``; on ``W`` processes, or on the workers of a Dask
scheduler) and publishes them to ``PATH``, graded by the solver ladder with ``--grade``;
``verify PATH…`` re-proves every puzzle of the files and names every one that fails (exit
status 1); ``grade PATH [--out OUT]`` rates and grades a collection (:mod:`puzzles.grade`)
and publishes it (re-proved first) to ``OUT``, by default over ``PATH``.

``sheet PATH [--grade N] --out FILE.pdf [--paper a4|us-letter] [--title T] [--per-page K]
[--language LANG]``
writes print-ready puzzle pages and their answer key (:mod:`puzzles.sheets`); ``export PATH
--csv [--out FILE]`` the collection as CSV (:mod:`puzzles.export`); ``show ID [--collections
DIR] [--solution]`` prints one puzzle (:mod:`puzzles.show`). Bad input (a missing or corrupt
file, an unknown grade, an output that cannot be written) prints a message and exits with
status 2, writing nothing.

``daily [PATH…] [--date YYYY-MM-DD] [--grade N] [--json]`` prints the puzzle of the day
(:func:`puzzles.daily.daily`) of the collection files or folders (by default the shipped
``puzzles/collections``).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from mancala_core.i18n import LANGUAGES

from .errors import PuzzleError
from .goals import DENYING, HORIZON, PLAIN
from .schema import load
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
    mine.add_argument("--goals", default="win,best_result",
                      help="comma-separated, tried in order (of "
                           f"{', '.join((*PLAIN, *HORIZON, *DENYING))})")
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
    grade = commands.add_parser("grade", help="rate and grade a collection's puzzles")
    grade.add_argument("path", metavar="PATH")
    grade.add_argument("--out", help="where to publish it (default: over PATH)")
    grade.add_argument("--no-progress", action="store_true", help="no progress bar")
    verify = commands.add_parser("verify", help="re-prove every puzzle of collection files")
    verify.add_argument("paths", nargs="+", metavar="PATH")
    _add_sheet_commands(commands)
    daily = commands.add_parser("daily", help="the puzzle of the day of collection files")
    daily.add_argument("paths", nargs="*", metavar="PATH",
                       help="collection files or folders (default: the shipped "
                            "puzzles/collections)")
    daily.add_argument("--date", help="the day, YYYY-MM-DD (default: today, UTC)")
    daily.add_argument("--grade", type=int, help="only puzzles of this grade (1-5)")
    daily.add_argument("--json", action="store_true", help="print the puzzle's JSON object")
    return parser


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
                       help="puzzles on a page, 1 to 12 (default 6)")
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


def _run_sheet_command(args: argparse.Namespace) -> int:
    if args.command == "sheet":
        from .sheets import SheetError, write_sheet

        started = time.perf_counter()
        collection = load(args.path)
        try:
            sheet = write_sheet(collection, args.out, grade=args.grade, paper=args.paper,
                                title=args.title, per_page=args.per_page,
                                language=args.language)
        except SheetError as error:
            raise SheetError(f"{args.path}: {error}") from None
        print(f"{args.out}: {sheet.puzzles} puzzles on {sheet.puzzle_pages} pages, "
              f"the answer key on {sheet.answer_pages}, "
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

    from .daily import as_date, daily
    from .show import COLLECTIONS, _files

    files = [f for path in (args.paths or [COLLECTIONS]) for f in _files(path)]
    puzzles = [p for path in files for p in load(path)]
    day = as_date(args.date)
    puzzle = daily(puzzles, day, args.grade)
    if args.json:
        print(json.dumps(puzzle.to_json(), ensure_ascii=False))
        return 0
    grade = "ungraded" if puzzle.grade is None else f"grade {puzzle.grade}"
    print(f"Puzzle of {day.isoformat()}: {puzzle.id} ({puzzle.rules}, {grade}, "
          f"goal {puzzle.goal}, {puzzle.length} moves)")
    print(puzzle.start())
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "mine":
            from mancala_core.rules.notation import parse_rules

            from .mine import mine

            goals = [g.strip() for g in args.goals.split(",") if g.strip()]
            collection = mine(parse_rules(args.rules), count=args.count, seed=args.seed,
                              goals=goals, out=None if args.grade else args.out,
                              state=args.state or f"{args.out}.state.json",
                              max_seeds=args.max_seeds, max_games=args.max_games,
                              workers=args.workers, scheduler=args.scheduler,
                              progress=not args.no_progress, source=args.source)
            if args.grade:
                from .grade import grade
                from .verify import publish

                publish(grade(collection, progress=not args.no_progress), args.out)
            print(f"{args.out}: {len(collection)} puzzles, each proved")
            return 0
        if args.command in ("sheet", "export", "show"):
            return _run_sheet_command(args)
        if args.command == "daily":
            return _daily(args)
        if args.command == "grade":
            from .grade import grade
            from .verify import publish

            collection = grade(load(args.path), progress=not args.no_progress)
            publish(collection, args.out or args.path)
            bands = [sum(1 for p in collection if p.grade == g) for g in range(1, 6)]
            print(f"{args.out or args.path}: {len(collection)} puzzles graded, "
                  f"grades 1-5: {' '.join(map(str, bands))}")
            return 0
        failed = False
        for path in args.paths:
            try:
                collection = load(path)
                validate(collection)
                print(f"{path}: {len(collection)} puzzles, each proved")
            except PuzzleError as error:
                print(f"{path}: {error}", file=sys.stderr)
                failed = True
        return 1 if failed else 0
    except (ValueError, OSError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
