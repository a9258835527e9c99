"""How long a puzzle sheet takes: :func:`puzzles.sheets.sheet_pdf` with its defaults (A4,
6 a page), and how that time splits between drawing the boards and typst.

    python benchmarks/bench_sheets.py                         # 50 puzzles, best of 3
    python benchmarks/bench_sheets.py --count 300 --repeat 1
    python benchmarks/bench_sheets.py --collection puzzles/collections/kalah.json

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
from puzzles.sheets import sheet_pdf


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
        line, after = [], pos
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
    parser.add_argument("--count", type=int, default=50, help="made-up puzzles (default 50)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    collection = load(args.collection) if args.collection else made_up(args.count, args.seed)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; "
          f"{len(collection)} puzzles; best of {args.repeat}")
    sheet_pdf(collection)  # warm: typst's fonts, the template
    sheet = sheet_pdf(collection)
    wall, cpu = best(args.repeat, lambda: sheet_pdf(collection))
    _, boards_cpu = best(args.repeat,
                         lambda: [board_svg(p.start(), size=None) for p in collection])
    print(f"sheet_pdf: {wall:.2f} s wall, {cpu:.2f} s CPU ({1000 * cpu / len(collection):.1f} ms "
          f"CPU a puzzle); {sheet.pages} pages ({sheet.puzzle_pages} of puzzles, "
          f"{sheet.answer_pages} of answers), {len(sheet.pdf) / 1024:.0f} KiB")
    print(f"  of which the boards (board_svg): {boards_cpu:.2f} s CPU; "
          f"typst and the rest: {cpu - boards_cpu:.2f} s CPU")


if __name__ == "__main__":
    main()
