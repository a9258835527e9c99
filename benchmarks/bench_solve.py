"""The public call with its defaults: ``mc.solve(pos)`` on Kalah(6, s) with
``empty_capture=True`` (Irving, Donkers & Uiterwijk 2000), cold and warm.

    python benchmarks/bench_solve.py                  # Kalah(6,4): cold, then warm
    python benchmarks/bench_solve.py --seeds 3        # a smaller one
    python benchmarks/bench_solve.py --warm-only      # the user's caches, as they are
    python benchmarks/bench_solve.py --moves best     # mc.solve(pos, moves="best")
    mancala endgame kalah --empty-capture true --max-seeds 22   # then --warm-only again

Each run is a fresh process that imports ``mancala_core`` and calls
``mc.solve(pos)`` with no other argument: the value, every first move's exact
value and a principal variation, with the automatic endgame database, the
table sized from the memory and the root moves on threads. *Cold*: an empty
numba cache (``NUMBA_CACHE_DIR``) and an empty database folder
(``MANCALA_CACHE``), both in a temporary folder, so the time includes
compiling and building the database; *warm*: the same folders again, now
filled. The wall time, the process's CPU time (both cores count), the nodes
and the load average (``os.getloadavg``, before and after) are printed, since
the machine is shared: decide on CPU time and nodes.

The published values: (6,1) = +2, (6,2) = +10, (6,3) = +2, (6,4) = +10.
Targets (issue 11): Kalah(6,4) <= 60 s cold, <= 20 s warm on a 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

PUBLISHED = {1: 2, 2: 10, 3: 2, 4: 10, 5: 12}
TARGETS = {"cold": 60.0, "warm": 20.0}
#: the figures measured before (benchmarks/README.md, "A bigger table for one
#: solve"): Kalah(6,4), wall seconds, CPU seconds and nodes, on the shared 2-core
#: machine at load 1.3-1.8, before the prefetch and the leaf functions
PREVIOUS = {"cold": (229.2, 256.1, 228_207_868), "warm": (127.3, 215.8, 227_938_055)}


def child(seeds: int, seconds: float | None, moves: str) -> None:
    """One measured run (in its own process)."""
    start = time.perf_counter()
    import mancala_core as mc

    pos = mc.rules("kalah", seeds=seeds, empty_capture=True).start()
    extra = {} if moves == "all" else {"moves": moves}
    sol = (mc.solve(pos, **extra) if seconds is None else
           mc.solve(pos, max_seconds=seconds, **extra))
    usage = resource.getrusage(resource.RUSAGE_SELF)
    print(json.dumps({
        "seconds": time.perf_counter() - start, "solve_seconds": sol.seconds,
        "cpu": usage.ru_utime + usage.ru_stime, "peak_gb": usage.ru_maxrss / 1e6,
        "value": sol.value, "moves": sol.moves, "line": list(sol.line), "nodes": sol.nodes,
        "exact": sol.exact,
    }))


def run(label: str, seeds: int, env: dict[str, str], seconds: float | None,
        moves: str = "all") -> dict[str, object]:
    load_before = os.getloadavg()[0]
    argv = [sys.executable, __file__, "--child", "--seeds", str(seeds), "--moves", moves]
    if seconds is not None:
        argv += ["--seconds", str(seconds)]
    done = subprocess.run(argv, env=env, check=True, capture_output=True, text=True)
    report: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    load_after = os.getloadavg()[0]
    target = TARGETS.get(label) if seeds == 4 else None
    wall = float(report["seconds"])  # type: ignore[arg-type]
    verdict = "" if target is None else (" (target met)" if wall <= target else
                                         f" (target {target:.0f} s NOT met)")
    print(f"{label}: Kalah(6,{seeds}) = {report['value']} (published {PUBLISHED.get(seeds)}), "
          f"{wall:.1f} s wall{verdict}, {report['cpu']:.1f} s CPU, search "
          f"{report['solve_seconds']:.1f} s, {report['nodes']:,} nodes, peak "
          f"{report['peak_gb']:.2f} GB, load {load_before:.1f} -> {load_after:.1f}", flush=True)
    if seeds == 4 and label in PREVIOUS and moves == "all":
        before, cpu, nodes = PREVIOUS[label]
        cpu_now = float(str(report["cpu"]))
        nodes_now = int(str(report["nodes"]))
        print(f"    previously {before:.1f} s wall, {cpu:.1f} s CPU, {nodes:,} nodes: now "
              f"{wall / before:.2f}x the wall time, {cpu_now / cpu:.2f}x the CPU time, "
              f"{nodes_now / nodes:.2f}x the nodes", flush=True)
    print(f"    moves {report['moves']}, line {' '.join(report['line'][:12])} ...",  # type: ignore[arg-type]
          flush=True)
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--seconds", type=float, default=None, help="a time budget per solve")
    parser.add_argument("--warm-only", action="store_true",
                        help="one run with the caches as they are")
    parser.add_argument("--moves", choices=("all", "best"), default="all",
                        help="mc.solve(pos, moves=...): every move's exact value (the "
                        "default), or the best moves' only")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.seeds, args.seconds, args.moves)
        return
    print(f"cores {os.cpu_count()}, load {' '.join(f'{x:.1f}' for x in os.getloadavg())}")
    if args.warm_only:
        run("warm", args.seeds, dict(os.environ), args.seconds, args.moves)
        return
    with tempfile.TemporaryDirectory(prefix="mancala-bench-") as folder:
        env = dict(os.environ, NUMBA_CACHE_DIR=os.path.join(folder, "numba"),
                   MANCALA_CACHE=os.path.join(folder, "cache"))
        run("cold", args.seeds, env, args.seconds, args.moves)
        run("warm", args.seeds, env, args.seconds, args.moves)


if __name__ == "__main__":
    main()
