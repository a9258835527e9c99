"""The search without numba (issue 23): how long a hint and each level's move take
through the readable rules, and how often the readable levels choose the compiled
levels' move.

    python benchmarks/bench_pure_search.py
    python benchmarks/bench_pure_search.py --positions 40 --rules kalah oware --kind midgame

The positions are those of ``bench_move_time.py`` (its ``midgame`` and ``endgame``
makers with the same seed: ``--positions 40`` gives its 40 positions). The readable
path runs in a subprocess where ``numba`` and ``numpy`` cannot be imported, as in
Pyodide; the compiled answers are computed in this process. Each level is asked with
``seed=1`` on both paths, so ``easy`` and ``medium`` blur the same way only by chance:
their agreement says more about the search than about the blur. The goal: a hint or a
move within 2 s in the browser, which runs Python two or three times slower than
CPython, so at most about 0.6 s here (p90).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_move_time import endgame, midgame

import mancala_core as mc

GOAL_MS = 600.0
LEVELS = ("beginner", "easy", "medium", "hard", "perfect")


def positions(name: str, kind: str, count: int, seed: int) -> list[mc.Position]:
    """The positions ``bench_move_time.measure`` times, in its order."""
    rng = random.Random(seed)
    make = midgame if kind == "midgame" else endgame
    out: list[mc.Position] = []
    while len(out) < count:
        pos = make(mc.rules(name), rng)
        if pos is not None:
            out.append(pos)
    return out


def answer(texts: list[str]) -> list[dict[str, Any]]:
    """Each position's hint and every level's move, with the times in ms (in whichever
    search this process runs)."""
    from mancala_core.search import choose, hint

    rows = []
    for text in texts:
        pos = mc.parse(text)
        row: dict[str, Any] = {}
        start = time.perf_counter()
        row["hint"] = hint(pos).move
        row["hint_ms"] = (time.perf_counter() - start) * 1000
        for level in LEVELS:
            start = time.perf_counter()
            choice = choose(pos, level, seed=1)  # type: ignore[arg-type]
            row[f"{level}_ms"] = (time.perf_counter() - start) * 1000
            row[level] = choice.move.text
            row[f"{level}_how"] = choice.how
        rows.append(row)
    return rows


def pure(texts: list[str]) -> list[dict[str, Any]]:
    """:func:`answer` in a subprocess without numba and numpy."""
    script = ("import sys\nsys.modules['numba'] = None\nsys.modules['numpy'] = None\n"
              f"__file__ = {__file__!r}\nsys.argv = ['bench_pure_search.py', '--child']\n"
              f"exec(open(__file__).read())")
    done = subprocess.run([sys.executable, "-c", script], input=json.dumps(texts),
                          capture_output=True, text=True, check=True)
    return json.loads(done.stdout)  # type: ignore[no-any-return]


def p(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[int(q * (len(s) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--rules", nargs="*", default=["kalah", "oware"])
    parser.add_argument("--kind", nargs="*", default=["midgame", "endgame"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        print(json.dumps(answer(json.loads(sys.stdin.read()))))
        return
    print(f"{'game':6} {'kind':8} {'question':9} {'p50 ms':>8} {'p90 ms':>8} {'max ms':>8} "
          f"{'same move':>10} {'pure how (exact/search/...)':>28}")
    for name in args.rules:
        for kind in args.kind:
            texts = [pos.text() for pos in positions(name, kind, args.positions, args.seed)]
            answer(texts[:1])  # numba's compilation and the endgame database, left out
            compiled = answer(texts)
            readable = pure(texts)
            for question in ("hint", *LEVELS):
                times = [r[f"{question}_ms"] for r in readable]
                same = sum(a[question] == b[question] for a, b in zip(compiled, readable,
                                                                       strict=True))
                hows = ""
                if question != "hint":
                    counts: dict[str, int] = {}
                    for r in readable:
                        counts[r[f"{question}_how"]] = counts.get(r[f"{question}_how"], 0) + 1
                    hows = " ".join(f"{h}:{c}" for h, c in sorted(counts.items()))
                verdict = "" if p(times, 0.9) <= GOAL_MS else "  over the goal"
                print(f"{name:6} {kind:8} {question:9} {statistics.median(times):8.0f} "
                      f"{p(times, 0.9):8.0f} {max(times):8.0f} "
                      f"{same:4}/{len(texts):<5} {hows:>28}{verdict}", flush=True)


if __name__ == "__main__":
    main()
