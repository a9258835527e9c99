"""Node rates of the compiled searches, each game's move under them.

    python benchmarks/bench_nodes.py              # best of 3 of each
    python benchmarks/bench_nodes.py --repeat 5

What it times (compilation, or loading numba's cache, first and apart):

- ``kalah exact``: Kalah(6,3) solved with no endgame database (the Kalah search
  over gains, :class:`~mancala_core.search.KalahSearch`), root value by MTD(f);
- ``kalah depth``: the players' depth-limited search (the general negamax, 10 plies)
  on 20 Kalah(6,4) middle-game positions;
- ``kalah database``: the endgame database of Kalah(6,4) up to 12 seeds built in
  memory on one thread (2.7M positions);
- ``oware exact``: the general negamax with the repetition rule, 2M nodes from the
  start of Oware 6x4 (budget stop: the rate, not a value);
- ``oware database``: the Oware 4-pit database up to 6 seeds built in memory
  (2,000 nodes of exact search a position).

Prints nodes (or positions) per second of CPU time (``time.process_time``: on a
shared machine the time spent waiting for a core is left out), best of ``--repeat``.
The figures before and after a change come from this script run on both versions
one after the other.
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

import mancala_core as mc


def _positions(rules: mc.Rules, count: int, seed: int) -> list[mc.Position]:
    rng = random.Random(seed)
    out: list[mc.Position] = []
    while len(out) < count:
        pos = rules.start()
        for _ in range(rng.randint(10, 30)):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(list(pos.legal_moves())))
        if not pos.is_over() and pos.seeds_on_board() > 14 and len(pos.legal_moves()) > 1:
            out.append(pos)
    return out


def kalah_exact() -> int:
    from mancala_core.search import KalahSearch

    rules = mc.rules("kalah", seeds=3)
    s = KalahSearch(rules, table_bits=22)
    s.value(rules.start())
    return s.nodes


def kalah_depth(positions: list[mc.Position]) -> int:
    from mancala_core.search.compiled.solver import Solver

    s = Solver(positions[0].rules, table_bits=18)
    for pos in positions:
        s.search(pos, -30000, 30000, depth=10, scale=4)
    return s.nodes


def kalah_database() -> int:
    from mancala_core.search import EndgameDB

    db = EndgameDB(mc.rules("kalah"), 12, cache=None, progress=False, threads=1)
    return int(db.offsets[-1])


def oware_exact() -> int:
    from mancala_core.search.compiled.solver import BudgetExceeded, Solver

    rules = mc.rules("oware")
    s = Solver(rules, table_bits=20)
    s.set_budget(2_000_000, None)
    try:
        s.search(rules.start(), -1, 1)
    except BudgetExceeded:
        pass
    return s.nodes


def oware_database() -> int:
    try:
        from mancala_core.games.oware.endgame import OwareEndgameDB
    except ImportError:
        # the layout before the per-game sub-packages
        from mancala_core.search.oware_endgame import OwareEndgameDB  # type: ignore[no-redef]

    db = OwareEndgameDB(mc.rules("oware", pits=4), 6, cache=None, progress=False,
                        build_nodes=2_000)
    return int(db.vals.shape[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--only", nargs="*", help="run only these (e.g. 'oware database')")
    args = parser.parse_args()
    middle = _positions(mc.rules("kalah"), 20, 1)
    jobs: list[tuple[str, Callable[[], int]]] = [
        ("kalah exact", kalah_exact),
        ("kalah depth", lambda: kalah_depth(middle)),
        ("kalah database", kalah_database),
        ("oware exact", oware_exact),
        ("oware database", oware_database),
    ]
    for name, job in jobs:
        if args.only and name not in args.only:
            continue
        t0 = time.process_time()
        job()  # compile or load the cache, and warm up
        first = time.process_time() - t0
        best = 0.0
        count = 0
        for _ in range(args.repeat):
            t0 = time.process_time()
            count = job()
            best = max(best, count / (time.process_time() - t0))
        print(f"{name:15s} {count:>11,} a run  {best:13,.0f} /s CPU  "
              f"(first run with compile/cache load {first:.1f} s)", flush=True)


if __name__ == "__main__":
    main()
