"""Verified puzzles per CPU-minute: :func:`puzzles.mine.mine` with its defaults (one
worker), the collection published (every puzzle re-proved) at the end.

Each measurement runs in a process of its own (the search keeps tables for the process):
it warms up (numba's compiled code, the endgame database) on a run of another seed, then
mines ``--count`` puzzles and reports the CPU time (user and system) of that run alone.
The peer, run by the same script in the same way, is the miner with a new table for every
question, as it was before the shared tables: ``solve()`` for every exact value (its own
transposition table, its threads), no cheap first question, and a new memo for each of
Oware's horizon questions. Both give the same collection (checked).

There is no puzzle miner in OpenSpiel to compare with; the peer is this one.

    .venv/bin/python benchmarks/bench_mining.py                  # Kalah 60, Oware 30, 2 rounds
    .venv/bin/python benchmarks/bench_mining.py --rules kalah --count 150 --rounds 3
    .venv/bin/python benchmarks/bench_mining.py --grade          # grading counted too
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
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GOALS = {"kalah": "win,best_result", "oware": "capture_within,win_within"}


def _cpu() -> tuple[float, float]:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime, usage.ru_stime


def _fresh_tables() -> None:
    """The peer: a new table for every question (the miner before shared tables)."""
    import mancala_core.search as search
    import puzzles.verify as verify
    from mancala_core.search.oware import horizon as kernel

    search.move_values = search.solve
    verify._first_turn = lambda pos, target, where: None
    kernel._take = kernel._new_table


def one(mode: str, rules_label: str, seed: int, count: int, grade: bool) -> dict[str, object]:
    """Mine in this process; the figures as JSON."""
    from mancala_core.rules.notation import parse_rules
    from puzzles.mine import mine

    if mode == "fresh":
        _fresh_tables()
    rules = parse_rules(rules_label)
    goals = GOALS[rules.name].split(",")
    mine(rules, count=2, seed=seed + 1000, goals=goals, progress=False)  # warm up
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "out.json")
        user0, sys0 = _cpu()
        wall = time.perf_counter()
        found = mine(rules, count=count, seed=seed, goals=goals, progress=False, out=out)
        if grade:
            from puzzles.grade import grade as grade_collection

            grade_collection(found, progress=False)
        wall = time.perf_counter() - wall
        user1, sys1 = _cpu()
        text = Path(out).read_text()
    return {"puzzles": len(found), "user": user1 - user0, "sys": sys1 - sys0, "wall": wall,
            "collection": text}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", action="append", help="kalah, oware, ... (repeatable)")
    parser.add_argument("--count", type=int, help="puzzles a run (default 60 Kalah, 30 Oware)")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--grade", action="store_true", help="grade the puzzles too")
    parser.add_argument("--one", nargs=4, metavar=("MODE", "RULES", "SEED", "COUNT"),
                        help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        mode, label, seed, count = args.one
        print(json.dumps(one(mode, label, int(seed), int(count), args.grade)))
        return
    print(f"load {os.getloadavg()[0]:.1f} (2 cores shared with other work: "
          f"CPU time is the measure)")
    for label in args.rules or ["kalah", "oware"]:
        count = args.count or (60 if label.startswith("kalah") else 30)
        rates: dict[str, list[float]] = {"shared": [], "fresh": []}
        for round_ in range(args.rounds):
            seed = 1 + round_
            got: dict[str, dict[str, object]] = {}
            for mode in ("fresh", "shared") if round_ % 2 else ("shared", "fresh"):
                command = [sys.executable, __file__, "--one", mode, label, str(seed),
                           str(count), *(["--grade"] if args.grade else [])]
                done = subprocess.run(command, capture_output=True, text=True, check=True)
                got[mode] = json.loads(done.stdout.splitlines()[-1])
                cpu = float(got[mode]["user"]) + float(got[mode]["sys"])  # type: ignore[arg-type]
                rate = int(got[mode]["puzzles"]) * 60 / cpu  # type: ignore[call-overload]
                rates[mode].append(rate)
                print(f"{label:8} seed {seed} {mode:6}: {got[mode]['puzzles']} puzzles, "
                      f"CPU {cpu:6.1f} s (user {got[mode]['user']:.1f}, sys "
                      f"{got[mode]['sys']:.1f}), wall {got[mode]['wall']:.1f} s: "
                      f"{rate:5.0f} verified puzzles per CPU-minute")
            same = got["shared"]["collection"] == got["fresh"]["collection"]
            print(f"{label:8} seed {seed}: the same collection: {same}")
        shared = sorted(rates["shared"])[len(rates["shared"]) // 2]
        fresh = sorted(rates["fresh"])[len(rates["fresh"]) // 2]
        print(f"{label}: {shared:.0f} vs {fresh:.0f} puzzles per CPU-minute (median), "
              f"{shared / fresh:.2f}x the fresh-table peer")


if __name__ == "__main__":
    main()
