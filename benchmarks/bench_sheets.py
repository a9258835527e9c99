"""How long a puzzle sheet takes: :func:`puzzles.sheets.sheet_pdf` with its defaults (A4,
6 a page), and how that time splits between drawing the boards and typst.

    python benchmarks/bench_sheets.py                         # 50 puzzles, best of 3
    python benchmarks/bench_sheets.py --count 300 --repeat 1
    python benchmarks/bench_sheets.py --collection puzzles/collections/kalah.json
    python benchmarks/bench_sheets.py --collection puzzles/collections/kalah.json --grade 5
    python benchmarks/bench_sheets.py --collection puzzles/collections/kalah.json --count 6

Without ``--collection`` the puzzles are standard Kalah positions along fixed random games,
each with the next moves of its game as the line (not proved: only the typesetting is
measured). There is no peer to compare with; CPU time (``time.process_time``, typst runs in
this process) is the figure to trust on a shared machine, and the load is printed.
"""

from __future__ import annotations

import argparse
import os
import random
import time

import mancala_core as mc
from mancala_core.render import board_svg
from puzzles import Collection, Puzzle, load
from puzzles.sheets import Sheet, sheet_pdf, sheet_puzzles


def made_up(count: int, seed: int) -> Collection:
    """``count`` distinct standard Kalah puzzles from random games, lines of up to 9 moves."""
    rng = random.Random(seed)
    seen: dict[str, Puzzle] = {}
    while len(seen) < count:
        pos = mc.rules("kalah").start()
        for _ in range(rng.randint(4, 30)):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(pos.legal_moves()))
        line: list[str] = []
        after = pos
        while len(line) < rng.randint(1, 9) and not after.is_over():
            move = rng.choice(after.legal_moves())
            line.append(move.text)
            after = after.play(move)
        if line and pos.text() not in seen:
            seen[pos.text()] = Puzzle.create(pos, "win", value=1, solution=line)
    return Collection(tuple(seen.values()))


def best(repeat: int, run: object) -> tuple[float, float]:
    """The best wall and CPU seconds of ``repeat`` calls of ``run``."""
    walls, cpus = [], []
    for _ in range(repeat):
        wall, cpu = time.perf_counter(), time.process_time()
        run()  # type: ignore[operator]
        walls.append(time.perf_counter() - wall)
        cpus.append(time.process_time() - cpu)
    return min(walls), min(cpus)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--collection", help="a collection file (default: made-up puzzles)")
    parser.add_argument("--count", type=int,
                        help="made-up puzzles (default 50); with --collection, only the "
                             "sheet's first N (sheet_pdf's count)")
    parser.add_argument("--grade", type=int, help="with --collection: only this grade")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    if args.collection:
        collection = load(args.collection)
        grade, count = args.grade, args.count
    else:
        collection, grade, count = made_up(args.count or 50, args.seed), None, None
    puzzles = sheet_puzzles(collection, grade, count)

    def run() -> Sheet:
        return sheet_pdf(collection, grade=grade, count=count)

    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"{len(puzzles)} puzzles; best of {args.repeat}")
    run()  # warm: typst's fonts, the template
    sheet = run()
    wall, cpu = best(args.repeat, run)
    _, boards_cpu = best(args.repeat,
                         lambda: [board_svg(p.start(), size=None) for p in puzzles])
    print(f"sheet_pdf: {wall:.2f} s wall, {cpu:.2f} s CPU ({1000 * cpu / len(puzzles):.1f} ms "
          f"CPU a puzzle); {sheet.pages} pages ({sheet.guide_pages} guide, "
          f"{sheet.puzzle_pages} of puzzles, {sheet.answer_pages} of answers), "
          f"{len(sheet.pdf) / 1024:.0f} KiB")
    print(f"  of which the boards (board_svg): {boards_cpu:.2f} s CPU; "
          f"typst and the rest: {cpu - boards_cpu:.2f} s CPU")


if __name__ == "__main__":
    main()
