"""Do the grades mean something? Every solver's success rate per grade.

Re-runs the solver ladder of :mod:`puzzles.grade` on a graded collection (the solvers that
were fitted, and those left out of the fit, :data:`puzzles.grade.LEFT_OUT`) and prints, for
each solver, the share of its attempts that solve the puzzles of each grade. A grade that
means something is one whose success rates fall from grade 1 to grade 5, for the fitted
solvers and for a solver that took no part in the fit.

    .venv/bin/python benchmarks/bench_grades.py puzzles/collections/kalah.json
    .venv/bin/python benchmarks/bench_grades.py puzzles/collections/*.json \
        --plot "docs/grades-{stem}.png"

``--plot`` draws the table as a chart (needs matplotlib: ``pip install matplotlib``).
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzles.grade import LADDER, LEFT_OUT, Rung, attempts
from puzzles.schema import Puzzle, load


def rates(puzzles: list[Puzzle], solvers: tuple[Rung, ...]) -> dict[str, list[float | None]]:
    results = attempts(puzzles, solvers, progress=True)
    table: dict[str, list[float | None]] = {}
    for solver in solvers:
        row: list[float | None] = []
        for grade in range(1, 6):
            tries = [ok for p in puzzles if p.grade == grade for ok in results[p.id][solver.name]]
            row.append(sum(tries) / len(tries) if tries else None)
        table[solver.name] = row
    return table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", help="graded collection files")
    parser.add_argument("--plot", help="write the chart to this PNG file ({stem}: the "
                        "collection file's name)")
    args = parser.parse_args()
    for path in args.paths:
        puzzles = [p for p in load(path) if p.grade is not None]
        counts = [sum(1 for p in puzzles if p.grade == g) for g in range(1, 6)]
        start = time.perf_counter()
        table = rates(puzzles, (*LADDER, *LEFT_OUT))
        print(f"\n{path}: {len(puzzles)} graded puzzles, grades 1-5: "
              f"{' '.join(map(str, counts))} ({time.perf_counter() - start:.0f} s)")
        print(f"{'solver':<14}" + "".join(f"{'grade ' + str(g):>9}" for g in range(1, 6))
              + "   falls?")
        for name, row in table.items():
            cells = "".join(f"{'-' if r is None else f'{100 * r:.0f} %':>9}" for r in row)
            known = [r for r in row if r is not None]
            falls = all(a >= b for a, b in itertools.pairwise(known))
            left = " (left out of the fit)" if name in {s.name for s in LEFT_OUT} else ""
            print(f"{name:<14}{cells}   {'yes' if falls else 'no'}{left}")
        if args.plot:
            plot(table, Path(args.plot.format(stem=Path(path).stem)),
                 f"{Path(path).stem}: {len(puzzles)} puzzles")


def plot(table: dict[str, list[float | None]], out: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4.2), dpi=110)
    left = {s.name for s in LEFT_OUT}
    fitted = [name for name in table if name not in left]
    for name, row in table.items():
        xs = [g for g, r in zip(range(1, 6), row, strict=True) if r is not None]
        ys = [100 * r for r in row if r is not None]
        # the ladder from weak (light) to strong (dark); the left-out solver in red, dashed
        colour = ("tab:red" if name in left
                  else plt.cm.viridis_r(0.1 + 0.85 * fitted.index(name) / len(fitted)))
        ax.plot(xs, ys, marker="o", color=colour, linestyle="--" if name in left else "-",
                linewidth=2.5 if name in left else 1.2,
                label=f"{name} (left out)" if name in left else name)
    ax.set_xticks(range(1, 6))
    ax.set_xlabel("grade")
    ax.set_ylabel("attempts solved (%)")
    ax.set_ylim(-3, 103)
    ax.set_title(title)
    ax.legend(fontsize=7, ncol=2)
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(out)
    print(f"{out}: the chart")


if __name__ == "__main__":
    main()
