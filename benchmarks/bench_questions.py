"""Cheap questions against exact values: ``winning_moves`` / ``moves_reaching``
against ``mc.solve`` on the same positions, time and nodes.

    python benchmarks/bench_questions.py                       # Kalah(6,4) and Oware
    python benchmarks/bench_questions.py --kalah 20 --oware 0   # Kalah only

For each position (reached by a fixed random line from the start; Kalah(6,4)
with ``empty_capture=True`` until 22-30 seeds are left in the pits, Oware 6x4
until at most 5 are), in the same process, each with a fresh table:

- ``solve``: ``mc.solve(pos, threads=1)``, every move's exact value;
- ``win?``: :func:`~mancala_core.search.winning_moves`, which moves win;
- ``>= best``: :func:`~mancala_core.search.moves_reaching` ``(pos, best)`` with
  ``best`` the solved value: which moves are best (a puzzle's uniqueness question).

Both use the automatic Kalah endgame database (loaded before timing). The
answers are checked against the exact values. CPU time (``time.process_time``)
is what to compare on a shared machine; the load is printed.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

import mancala_core as mc
from mancala_core.games.kalah.database import default_endgame
from mancala_core.search import moves_reaching, winning_moves
from mancala_core.search.questions import yes_no as questions


def positions(rules: mc.Rules, count: int, lo: int, hi: int, seed: int) -> list[mc.Position]:
    rng = random.Random(seed)
    out: list[mc.Position] = []
    while len(out) < count:
        pos = rules.start()
        target = rng.randint(lo, hi)
        while not pos.is_over() and pos.seeds_on_board() > target:
            pos = pos.play(rng.choice(pos.legal_moves()))
        if not pos.is_over() and len(pos.legal_moves()) > 1:
            out.append(pos)
    return out


def nodes_of(pos: mc.Position) -> int:
    return sum(s.nodes for (r, _), (s, _) in questions._solvers.items() if r == pos.rules)


def measure(name: str, items: list[mc.Position], max_nodes: int | None) -> None:
    rows = []
    for pos in items:
        questions._solvers.clear()
        c = time.process_time()
        sol = mc.solve(pos, threads=1, max_nodes=max_nodes)
        t_solve = time.process_time() - c
        if not sol.exact or sol.value is None:
            print(f"  {pos.text()}: not solved within the budget, skipped")
            continue
        c = time.process_time()
        win = winning_moves(pos)
        t_win = time.process_time() - c
        n_win = nodes_of(pos)
        questions._solvers.clear()
        c = time.process_time()
        top = moves_reaching(pos, sol.value)
        t_top = time.process_time() - c
        n_top = nodes_of(pos)
        assert win == {m: v >= 1 for m, v in sol.moves.items()}, pos.text()
        assert top == {m: v >= sol.value for m, v in sol.moves.items()}, pos.text()
        rows.append((t_solve, sol.nodes, t_win, n_win, t_top, n_top))
    if not rows:
        return
    print(f"{name}: {len(rows)} positions, answers equal to the exact values")
    print(f"  {'':10} {'CPU s total':>12} {'median ms':>10} {'nodes total':>14} "
          f"{'CPU ratio':>10} {'node ratio':>11}")
    s_t, s_n = sum(r[0] for r in rows), sum(r[1] for r in rows)
    for label, ti, ni in (("solve", 0, 1), ("win?", 2, 3), (">= best", 4, 5)):
        t = sum(r[ti] for r in rows)
        n = sum(r[ni] for r in rows)
        med = statistics.median(r[ti] for r in rows) * 1000
        print(f"  {label:10} {t:12.2f} {med:10.1f} {n:14,} {s_t / max(t, 1e-9):9.1f}x "
              f"{s_n / max(n, 1):10.1f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kalah", type=int, default=20, help="Kalah(6,4) positions")
    parser.add_argument("--oware", type=int, default=10, help="Oware 6x4 positions")
    parser.add_argument("--kalah-seeds", type=int, nargs=2, default=(22, 30), metavar=("LO", "HI"),
                        help="Kalah positions with LO to HI seeds left in the pits")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    print(f"load {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    kalah = mc.rules("kalah", empty_capture=True)
    t = time.perf_counter()
    default_endgame(kalah)
    warm = mc.rules("kalah", pits=2, seeds=1).start()
    mc.solve(warm)
    winning_moves(warm)
    mc.solve(mc.rules("oware", pits=2, seeds=1).start())
    print(f"compile / database load: {time.perf_counter() - t:.1f} s")
    if args.kalah:
        lo, hi = args.kalah_seeds
        measure(f"kalah 6x4, {lo}-{hi} seeds left", positions(kalah, args.kalah, lo, hi, args.seed),
                None)
    if args.oware:
        oware = mc.rules("oware")
        measure("oware 6x4, <= 5 seeds left, with history",
                positions(oware, args.oware, 3, 5, args.seed), 3_000_000)
    print(f"load {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
