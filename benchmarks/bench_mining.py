"""Verified and graded puzzles per CPU-minute: :func:`puzzles.mine.mine` with its defaults
(one worker; the pool published, every puzzle re-proved, at the end), then rated by the
solver ladder (``--grade``).

Each measurement runs in a process of its own (the search keeps tables for the process):
it warms up (numba's compiled code, the endgame database) on a run of another seed, then
mines ``--count`` puzzles and reports the CPU time (user and system) of that run alone.

The peer, run by the same script in the same way, is the miner as it was at ``--before``
(a git revision, checked out into a temporary worktree; by default the last one before the
stages, whose goals were ``win,best_result``, lines up to 40 moves and one puzzle a
position): the figure the issue asks to keep is the Kalah one, at least 200 verified and
graded puzzles per CPU-minute. The new miner asks every goal of every position and keeps
lines a person can check, so its puzzles are other puzzles: the collections differ.

    .venv/bin/python benchmarks/bench_mining.py --grade                # Kalah 60, Oware 30
    .venv/bin/python benchmarks/bench_mining.py --rules kalah --count 150 --rounds 3 --grade
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

#: the last revision before the stages: the peer
BEFORE = "62b8a18"
#: the peer's goals (its default then, and the shipped Oware collection's)
BEFORE_GOALS = {"kalah": "win,best_result", "oware": "capture_within,win_within"}


def _cpu() -> tuple[float, float]:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime, usage.ru_stime


def one(mode: str, rules_label: str, seed: int, count: int, grade: bool) -> dict[str, object]:
    """Mine in this process (``mode``: ``now``, this checkout's defaults, or ``before``,
    the peer's goals); the figures as JSON."""
    from mancala_core.rules.notation import parse_rules
    from puzzles.mine import mine

    rules = parse_rules(rules_label)
    goals = BEFORE_GOALS[rules.name].split(",") if mode == "before" else None
    kwargs = {} if goals is None else {"goals": goals}
    mine(rules, count=2, seed=seed + 1000, progress=False, **kwargs)  # warm up
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "out.json")
        user0, sys0 = _cpu()
        wall = time.perf_counter()
        found = mine(rules, count=count, seed=seed, progress=False, out=out, **kwargs)
        if grade:
            from puzzles.grade import grade as grade_collection

            grade_collection(found, progress=False)
        wall = time.perf_counter() - wall
        user1, sys1 = _cpu()
    return {"puzzles": len(found), "user": user1 - user0, "sys": sys1 - sys0, "wall": wall,
            "positions": len({p.position for p in found}),
            "lines": sorted(p.length for p in found)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", action="append", help="kalah, oware, ... (repeatable)")
    parser.add_argument("--count", type=int, help="puzzles a run (default 60 Kalah, 30 Oware)")
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--grade", action="store_true", help="grade the puzzles too")
    parser.add_argument("--one", nargs=4, metavar=("MODE", "RULES", "SEED", "COUNT"),
                        help=argparse.SUPPRESS)
    parser.add_argument("--before", default=BEFORE, help=f"the peer's revision ({BEFORE})")
    args = parser.parse_args()
    if args.one:
        mode, label, seed, count = args.one
        print(json.dumps(one(mode, label, int(seed), int(count), args.grade)))
        return
    print(f"load {os.getloadavg()[0]:.1f} (2 cores shared with other work: "
          f"CPU time is the measure)")
    with tempfile.TemporaryDirectory() as tree:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", tree,
                        args.before], check=True, capture_output=True)
        try:
            _measure(args, Path(tree))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", tree],
                           check=False, capture_output=True)


def _measure(args: argparse.Namespace, tree: Path) -> None:
    for label in args.rules or ["kalah", "oware"]:
        count = args.count or (60 if label.startswith("kalah") else 30)
        rates: dict[str, list[float]] = {"now": [], "before": []}
        for round_ in range(args.rounds):
            seed = 1 + round_
            for mode in ("before", "now") if round_ % 2 else ("now", "before"):
                script = __file__ if mode == "now" else str(tree / "benchmarks" /
                                                            "bench_mining.py")
                peer_mode = "now" if mode == "now" else "shared"
                command = [sys.executable, script, "--one", peer_mode, label, str(seed),
                           str(count), *(["--grade"] if args.grade else [])]
                done = subprocess.run(command, capture_output=True, text=True, check=True)
                got = json.loads(done.stdout.splitlines()[-1])
                cpu = float(got["user"]) + float(got["sys"])
                rate = int(got["puzzles"]) * 60 / cpu
                rates[mode].append(rate)
                extra = ""
                if "lines" in got:
                    lines = got["lines"]
                    extra = (f"; {got['positions']} positions, lines median "
                             f"{lines[len(lines) // 2]}, longest {lines[-1]}")
                print(f"{label:8} seed {seed} {mode:6}: {got['puzzles']} puzzles, "
                      f"CPU {cpu:6.1f} s, wall {got['wall']:.1f} s: {rate:5.0f} verified"
                      f"{' and graded' if args.grade else ''} puzzles per CPU-minute{extra}")
        now = sorted(rates["now"])[len(rates["now"]) // 2]
        before = sorted(rates["before"])[len(rates["before"]) // 2]
        print(f"{label}: {now:.0f} now vs {before:.0f} before puzzles per CPU-minute "
              f"(median), {now / before:.2f}x")


if __name__ == "__main__":
    main()
