"""The command line: ``python -m puzzles mine …`` and ``python -m puzzles verify PATH…``.

``mine --rules LABEL --count N --seed S --out PATH [--goals win,best_result] [--state PATH]``
mines ``N`` puzzles (resuming from the state file, by default ``PATH.state.json``) and
publishes them to ``PATH``; ``verify PATH…`` re-proves every puzzle of the files and names
every one that fails (exit status 1).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from typing import cast

from .errors import PuzzleError
from .schema import GOALS, Goal, load
from .verify import validate

__all__ = ["main"]


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m puzzles",
                                     description="Mine and verify mancala puzzles.")
    commands = parser.add_subparsers(dest="command", required=True)
    mine = commands.add_parser("mine", help="mine puzzles from games and publish them")
    mine.add_argument("--rules", default="kalah",
                      help="a rules label, e.g. kalah or 'kalah[pits=4,seeds=3]'")
    mine.add_argument("--count", type=int, required=True, help="how many puzzles")
    mine.add_argument("--seed", type=int, default=0, help="the run's seed (default 0)")
    mine.add_argument("--out", required=True, help="the collection file to publish")
    mine.add_argument("--goals", default="win,best_result",
                      help=f"comma-separated, tried in order (of {', '.join(GOALS[:3])})")
    mine.add_argument("--state", help="the state file (default: OUT.state.json)")
    mine.add_argument("--max-seeds", type=int, default=30,
                      help="skip positions with more seeds in the pits (default 30)")
    mine.add_argument("--max-games", type=int, help="stop after this many games")
    mine.add_argument("--no-progress", action="store_true", help="no progress bar")
    verify = commands.add_parser("verify", help="re-prove every puzzle of collection files")
    verify.add_argument("paths", nargs="+", metavar="PATH")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "mine":
            from mancala_core.rules.notation import parse_rules

            from .mine import mine

            goals = [cast(Goal, g.strip()) for g in args.goals.split(",") if g.strip()]
            collection = mine(parse_rules(args.rules), count=args.count, seed=args.seed,
                              goals=goals, out=args.out,
                              state=args.state or f"{args.out}.state.json",
                              max_seeds=args.max_seeds, max_games=args.max_games,
                              progress=not args.no_progress)
            print(f"{args.out}: {len(collection)} puzzles, each proved")
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
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
