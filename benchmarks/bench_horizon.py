"""How far the horizon question reaches in 1 s on Oware 6x4 positions from real games.

    python benchmarks/bench_horizon.py                  # 12 positions, 1 s each
    python benchmarks/bench_horizon.py --games 6 --seconds 0.5

The positions come from games between the computer players at mixed levels
(``easy``, ``medium`` and ``hard`` taking turns by ply, seeded), sampled every
few plies from ply 10 on, with their history (the repetition rule applies
inside every line). For each position and each goal (``goal="win"``, and
``seeds=K`` for K in ``--seeds``), :func:`~mancala_core.search.force_within` is
asked (the compiled search; ``--readable`` for the readable one) with
N = 1, 2, 3, ... plies, each call on its own, until one call takes
more than ``--seconds`` of CPU time: the reach is the largest N answered
within it (exactly: no budget). CPU time (``time.process_time``) is what to
compare on a shared machine; ``uptime``'s load is printed.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

import mancala_core as mc
from mancala_core.search import force_within
from mancala_core.search.players import best_move

LEVELS = ("easy", "medium", "hard")


def game_positions(games: int, every: int, seed: int) -> list[mc.Position]:
    rules = mc.rules("oware")
    rng = random.Random(seed)
    out = []
    for g in range(games):
        pos = rules.start()
        ply = 0
        while not pos.is_over() and ply < 200:
            if ply >= 10 and ply % every == g % every and len(pos.legal_moves()) > 1:
                out.append(pos)
            level = LEVELS[(g + ply) % len(LEVELS)]
            pos = pos.play(best_move(pos, level, seed=rng.randrange(1 << 30)))
            ply += 1
    return out


def reach(pos: mc.Position, seconds: float, cap: int, compiled: bool,
          **goal: object) -> tuple[int, str, int]:
    """The largest horizon answered within ``seconds``, its answer and nodes."""
    best, answer, nodes = 0, "-", 0
    for n in range(1, cap + 1):
        start = time.process_time()
        result = force_within(pos, plies=n, compiled=compiled, **goal)  # type: ignore[arg-type]
        if time.process_time() - start > seconds:
            break
        best, answer, nodes = n, str(result.value), result.nodes
        if result.value and goal.get("goal") == "win":
            break  # a forced win within n plies stays one with more
    return best, answer, nodes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--every", type=int, default=15, help="sample every this many plies")
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--seeds", type=int, nargs="*", default=[2, 4])
    parser.add_argument("--cap", type=int, default=40, help="the largest horizon tried")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--readable", action="store_true",
                        help="the readable search instead of the compiled one")
    args = parser.parse_args()
    print("load:", " ".join(f"{x:.2f}" for x in os.getloadavg()), "| cores:", os.cpu_count())
    items = game_positions(args.games, args.every, args.seed)
    rng = random.Random(args.seed)
    items = sorted(rng.sample(items, min(args.positions, len(items))),
                   key=lambda p: -p.seeds_on_board())
    goals: list[tuple[str, dict[str, object]]] = [("win", {"goal": "win"})]
    goals += [(f"seeds>={k}", {"seeds": k}) for k in args.seeds]
    force_within(items[0], plies=2, goal="win")  # imports, first calls
    reaches: dict[str, list[int]] = {name: [] for name, _ in goals}
    print("search:", "readable" if args.readable else "compiled")
    print(f"{len(items)} positions; reach = the largest N answered in {args.seconds:g} s CPU")
    print(f"{'seeds':>5} {'moves':>5}  " + "  ".join(f"{name:>18}" for name, _ in goals))
    for pos in items:
        cells = []
        for name, goal in goals:
            n, answer, nodes = reach(pos, args.seconds, args.cap, not args.readable, **goal)
            reaches[name].append(n)
            cells.append(f"N={n:>2} {answer:>5} {nodes:>7,}")
        print(f"{pos.seeds_on_board():>5} {len(pos.legal_moves()):>5}  " + "  ".join(cells),
              flush=True)
    for name, values in reaches.items():
        print(f"{name}: median reach {statistics.median(values):g} plies, "
              f"min {min(values)}, max {max(values)}")


if __name__ == "__main__":
    main()
