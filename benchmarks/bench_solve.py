"""Solve Kalah(6, s) from the start (Irving, Donkers & Uiterwijk 2000 rules:
``empty_capture=True``) and print the value, nodes and seconds.

    python benchmarks/bench_solve.py            # (6,1) .. (6,4), value only
    python benchmarks/bench_solve.py --moves    # also every first move's value
    python benchmarks/bench_solve.py --seeds 3 --seconds 120
    python benchmarks/bench_solve.py --seeds 4 --endgame 16   # with an endgame database
    python benchmarks/bench_solve.py --seeds 4 --endgame 16 --cold   # the issue's cold run

The published values: (6,1) = +2, (6,2) = +10, (6,3) = +2, (6,4) = +10. The time
includes numba's compilation the first time (or loading its cache); it is
printed separately, and so is the endgame database's build (or load from the
cache in ``$MANCALA_CACHE``; ``--cold`` builds it again, in a fresh folder).
For a run that compiles from nothing too, point ``NUMBA_CACHE_DIR`` at an
empty folder. The first guess of MTD(f) is the solver's own (the store
difference), not the published value; ``--guess`` sets one.
"""

from __future__ import annotations

import argparse
import resource
import tempfile
import time

import mancala_core as mc

PUBLISHED = {1: 2, 2: 10, 3: 2, 4: 10, 5: 12}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, nargs="*", default=[1, 2, 3, 4])
    parser.add_argument("--seconds", type=float, default=600.0, help="budget per solve")
    parser.add_argument("--bits", type=int, default=22, help="table size: 2**bits entries")
    parser.add_argument("--moves", action="store_true", help="value every first move too")
    parser.add_argument("--endgame", type=int, default=0,
                        help="probe an endgame database of up to this many seeds in the pits")
    parser.add_argument("--cold", action="store_true", help="rebuild the database, no cache")
    parser.add_argument("--guess", type=int, default=None, help="MTD(f)'s first guess")
    args = parser.parse_args()

    start_all = t0 = time.perf_counter()
    from mancala_core.search.endgame import EndgameDB
    from mancala_core.search.solver import BudgetExceeded, Solver

    tiny = mc.rules("kalah", pits=2, seeds=1)
    warm = Solver(tiny, table_bits=10,
                  endgame=EndgameDB(tiny, 2, cache=None, progress=False) if args.endgame else None)
    warm.solve(warm.rules.start())
    compile_seconds = time.perf_counter() - t0
    print(f"numba compile / cache load: {compile_seconds:.1f} s")
    db = None
    if args.endgame:
        t0 = time.perf_counter()
        db = EndgameDB(mc.rules("kalah", empty_capture=True), args.endgame,
                       cache=tempfile.mkdtemp(prefix="mancala-cold-") if args.cold else True)
        states = sorted(set(db.log.values()))
        print(f"endgame database <= {db.max_seeds} seeds ({db.flat.nbytes / 1e6:.0f} MB, "
              f"levels {', '.join(states)}): {time.perf_counter() - t0:.1f} s", flush=True)
    for seeds in args.seeds:
        pos = mc.rules("kalah", seeds=seeds, empty_capture=True).start()
        solver = Solver(pos.rules, table_bits=args.bits, endgame=db)
        start = time.perf_counter()
        if args.moves:
            sol = solver.solve(pos, max_seconds=args.seconds)
            value = sol.value
            extra = f" moves {sol.moves}"
        else:
            solver.set_budget(None, args.seconds)
            try:
                value = solver.value(pos, guess=args.guess)
            except BudgetExceeded as stop:
                value = None
                extra = f" stopped by the budget; bounds {stop.args[1:]}"
            else:
                extra = ""
        seconds = time.perf_counter() - start
        print(f"Kalah(6,{seeds}): value {value} (published {PUBLISHED.get(seeds)}), "
              f"{solver.nodes:,} nodes, {seconds:.1f} s{extra}", flush=True)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e6
    print(f"total {time.perf_counter() - start_all:.1f} s, peak memory {peak:.2f} GB")


if __name__ == "__main__":
    main()
