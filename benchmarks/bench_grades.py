"""Do the grades mean something? Every solver's success rate per grade.

Re-runs the solver ladder of :mod:`puzzles.grade` on a graded collection (the solvers whose
fixed strengths rate the puzzles, and those left out of the rating,
:data:`puzzles.grade.LEFT_OUT`: the rules-of-thumb learner and a Monte Carlo player) and
prints, for each solver, the share of its attempts that solve the puzzles of each grade. A
grade that means something is one whose success rates fall from grade 1 to grade 5, for the
ladder and for the solvers that took no part in the rating. The rules-of-thumb learner
("take the extra move nearest the store, else the biggest capture", random where neither
applies) should solve at least half of grade 1 and at most 10 % of grade 5; and whatever
its tie-break (:func:`puzzles.grade.thumb_chance`: any extra move, any of the biggest gains,
a guess where no rule applies), a learner of the rules of thumb should solve no puzzle of
grade 3 or more more than one time in eight: the script prints that best chance per grade,
its mean and its largest.

Before the table, what a learner meets in each grade: the goals, the lines' lengths, the
one-move puzzles and the commonest first move's share.

    .venv/bin/python benchmarks/bench_grades.py puzzles/collections/kalah.json
    .venv/bin/python benchmarks/bench_grades.py puzzles/collections/*.json \
        --plot "docs/grades-{stem}.png"
    .venv/bin/python benchmarks/bench_grades.py build/pools/*.json --anchors

``--plot`` draws the table as a chart (needs matplotlib: ``pip install matplotlib``).
``--anchors`` fits the ladder's strengths on the given pools together (all games: one scale)
and prints them beside :data:`puzzles.grade.ANCHORS`, the calibration the grades rest on.
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from puzzles.grade import (
    ANCHORS,
    LADDER,
    LEFT_OUT,
    THUMB,
    THUMB_CHANCE,
    Rung,
    attempts,
    fit,
    thumb_chance,
)
from puzzles.schema import Puzzle, load


def summary(puzzles: list[Puzzle]) -> None:
    """What a learner meets in each grade."""
    from collections import Counter

    from puzzles.goals import parse_goal

    print(f"{'grade':<6}{'puzzles':>8}  {'length (median, max)':>20}{'one move':>10}"
          f"{'top first move':>16}  goals")
    for grade in range(1, 6):
        group = [p for p in puzzles if p.grade == grade]
        if not group:
            continue
        goals = Counter(parse_goal(p.goal).kind for p in group)
        lengths = sorted(p.length for p in group)
        first, count = Counter(p.solution[0] for p in group).most_common(1)[0]
        mix = ", ".join(f"{k} {v}" for k, v in goals.most_common())
        print(f"{grade:<6}{len(group):>8}  "
              f"{f'{lengths[len(lengths) // 2]}, {lengths[-1]}':>20}"
              f"{100 * sum(n == 1 for n in lengths) / len(group):>9.0f}%"
              f"{f'{first}: {100 * count / len(group):.0f} %':>16}  {mix}")


def anchors(paths: list[str]) -> None:
    """Fit the ladder's strengths on the pools together and print them beside ANCHORS."""
    puzzles = [p for path in paths for p in load(path)]
    results = attempts(puzzles, LADDER, progress=True)
    solvers, _ = fit(results)
    print(f"\n{len(puzzles)} puzzles of {len(paths)} pools: the ladder's strengths")
    print(f"{'solver':<12}{'fitted':>10}{'anchor':>10}")
    for r in LADDER:
        print(f"{r.name:<12}{solvers[r.name].rating:>10.0f}{ANCHORS[r.name].rating:>10.0f}")


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
    parser.add_argument("--anchors", action="store_true",
                        help="fit the ladder's strengths on these pools together")
    args = parser.parse_args()
    if args.anchors:
        anchors(args.paths)
        return
    for path in args.paths:
        puzzles = [p for p in load(path) if p.grade is not None]
        counts = [sum(1 for p in puzzles if p.grade == g) for g in range(1, 6)]
        start = time.perf_counter()
        table = rates(puzzles, (*LADDER, *LEFT_OUT))
        print(f"\n{path}: {len(puzzles)} graded puzzles, grades 1-5: "
              f"{' '.join(map(str, counts))} ({time.perf_counter() - start:.0f} s)")
        summary(puzzles)
        print(f"{'solver':<14}" + "".join(f"{'grade ' + str(g):>9}" for g in range(1, 6))
              + "   falls?")
        for name, row in table.items():
            cells = "".join(f"{'-' if r is None else f'{100 * r:.0f} %':>9}" for r in row)
            known = [r for r in row if r is not None]
            falls = all(a >= b for a, b in itertools.pairwise(known))
            left = " (left out of the rating)" if name in {s.name for s in LEFT_OUT} else ""
            print(f"{name:<14}{cells}   {'yes' if falls else 'no'}{left}")
        thumb = table[THUMB.name]
        if thumb[0] is not None and thumb[4] is not None:
            ok = thumb[0] >= 0.5 and thumb[4] <= 0.1
            print(f"rules of thumb: {100 * thumb[0]:.0f} % of grade 1 (at least 50 %), "
                  f"{100 * thumb[4]:.0f} % of grade 5 (at most 10 %): "
                  f"{'as aimed' if ok else 'NOT as aimed'}")
        chances = [[float(thumb_chance(p)) for p in puzzles if p.grade == g]
                   for g in range(1, 6)]
        print(f"{'any tie-break':<14}" + "".join(
            f"{f'{100 * sum(c) / len(c):.0f} %':>9}" if c else f"{'-':>9}" for c in chances)
            + "   (the best chance of a rules-of-thumb learner, whatever its tie-break)")
        print(f"{'its largest':<14}" + "".join(
            f"{f'{100 * max(c):.0f} %':>9}" if c else f"{'-':>9}" for c in chances)
            + f"   (from grade 3 on at most {100 * float(THUMB_CHANCE):.0f} %)")
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
