"""Oware endgames: build the bounds database, then solve random 6x4 endgames exactly.

    .venv/bin/python benchmarks/bench_oware_endgame.py                 # levels 0..10
    .venv/bin/python benchmarks/bench_oware_endgame.py --max-seeds 12 --seeds 10 12
    .venv/bin/python benchmarks/bench_oware_endgame.py --build-nodes 2000 --cache /tmp/c

Prints each level's build (fixed-point sweeps, seconds, empty-history entries left
open), the database's size, then for random positions with the given seeds on the
board (without and with a capture-free history) the exact value from
:class:`OwareEndgameDB` within ``--nodes`` and the value of
:func:`mancala_core.search.solve` within ``--seconds`` (``None`` = not exact).
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

import numpy as np
from numba import njit

import mancala_core as mc
from mancala_core.games.oware.endgame import OwareEndgameDB, build_edges
from mancala_core.games.oware.move import slam_code
from mancala_core.native.compositions import comb_table
from mancala_core.search import solve

# -- measuring the capture-free graph -------------------------------------------------

SCC_NOTE = ("strongly connected components of the capture-free move graph of one level "
            "(boards x side to move; the stores do not change it)")


@njit(cache=True)
def _level_sccs(n: int, slam: int, t: Any, k: int, cap: Any, tgt: Any) -> Any:
    """Tarjan's algorithm (iterative) on level ``k``: node ``2 * rank + side``; edges
    the legal moves that capture nothing and leave the opponent a move. Returns the
    component sizes."""
    m = 2 * n
    size = t[m, k]
    total = 2 * size
    index = np.full(total, -1, dtype=np.int64)
    low = np.zeros(total, dtype=np.int64)
    onstack = np.zeros(total, dtype=np.bool_)
    stack = np.empty(total, dtype=np.int64)
    call = np.empty(total, dtype=np.int64)
    pos = np.zeros(total, dtype=np.int64)
    sizes = np.zeros(total, dtype=np.int64)
    sp = 0
    counter = 0
    ncomp = 0
    for root in range(total):
        if index[root] >= 0:
            continue
        depth = 0
        call[0] = root
        pos[0] = 0
        index[root] = counter
        low[root] = counter
        counter += 1
        stack[sp] = root
        sp += 1
        onstack[root] = True
        while depth >= 0:
            v = call[depth]
            r = v >> 1
            w = -1
            while pos[depth] < n:
                i = pos[depth]
                pos[depth] += 1
                if cap[r, i] == 0:
                    w = 2 * np.int64(tgt[r, i]) + (1 - (v & 1))
                    break
            if w >= 0:
                if index[w] < 0:
                    depth += 1
                    call[depth] = w
                    pos[depth] = 0
                    index[w] = counter
                    low[w] = counter
                    counter += 1
                    stack[sp] = w
                    sp += 1
                    onstack[w] = True
                elif onstack[w] and index[w] < low[v]:
                    low[v] = index[w]
                continue
            if low[v] == index[v]:
                s = 0
                while True:
                    sp -= 1
                    x = stack[sp]
                    onstack[x] = False
                    s += 1
                    if x == v:
                        break
                sizes[ncomp] = s
                ncomp += 1
            depth -= 1
            if depth >= 0:
                u = call[depth]
                if low[v] < low[u]:
                    low[u] = low[v]
    return sizes[:ncomp]


def level_sccs(rules: mc.Rules, k: int) -> tuple[int, int, int, int]:
    """``(nodes, components, non-trivial components, largest)`` of level ``k``'s
    capture-free graph (see :data:`SCC_NOTE`)."""
    n = int(rules.options["pits"])
    slam = slam_code(rules)
    t = comb_table(2 * n, max(k, 1))
    size = int(t[2 * n, k])
    cap = np.empty((size, n), dtype=np.int8)
    tgt = np.empty((size, n), dtype=np.int32)
    rd = np.empty((size, n), dtype=np.int8)
    over = np.empty((size, n), dtype=np.bool_)
    term = np.empty(size, dtype=np.int16)
    build_edges(n, slam, t, k, cap, tgt, rd, over, term)
    cap[over] = -1  # a move after which the opponent cannot move ends the game
    sizes = _level_sccs(n, slam, t, k, cap, tgt)
    return 2 * size, len(sizes), int(np.count_nonzero(sizes > 1)), int(sizes.max())


def random_position(rules: mc.Rules, rng: random.Random, left: int,
                    history: bool) -> mc.Position:
    """A 6x4 position with ``left`` seeds on the board, stores that leave it open,
    and (``history``) a few capture-free moves behind it."""
    n = rules.pits_per_player
    total = rules.total_seeds
    half = total // 2
    while True:
        cells = [0] * (2 * n)
        for _ in range(left):
            cells[rng.randrange(2 * n)] += 1
        north = rng.randint(max(0, total - left - half), min(half, total - left))
        pos = rules.position(pits=[cells[:n], cells[n:]], stores=[total - left - north, north],
                             to_move=rng.randint(0, 1))
        if pos.is_over():
            continue
        if history:
            for _ in range(rng.randint(2, 8)):
                child = pos.play(rng.choice(pos.legal_moves()))
                if child.is_over() or child.seeds_on_board() != left:
                    break
                pos = child
            if not pos.history:
                continue
        return pos


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--max-seeds", type=int, default=10)
    ap.add_argument("--seeds", type=int, nargs="*", default=[8, 10, 12, 15])
    ap.add_argument("--count", type=int, default=4, help="positions per seed count and kind")
    ap.add_argument("--nodes", type=int, default=20_000_000, help="search budget per position")
    ap.add_argument("--seconds", type=float, default=10.0, help="budget of search.solve")
    ap.add_argument("--build-nodes", type=int, default=0,
                    help="search budget per entry while building (0: bounds only)")
    ap.add_argument("--cache", default=None, help="cache folder (default: none)")
    ap.add_argument("--scc", type=int, default=0, help="also measure SCCs up to this level")
    ap.add_argument("--grand-slam", default="no-capture")
    args = ap.parse_args()

    rules = mc.rules("oware", grand_slam=args.grand_slam)
    if args.scc:
        print(SCC_NOTE)
        print(f"{'k':>3} {'nodes':>10} {'SCCs':>9} {'non-trivial':>11} {'largest':>9} "
              f"{'share':>6} {'s':>6}")
        for k in range(1, args.scc + 1):
            t0 = time.perf_counter()
            nodes, count, nontrivial, largest = level_sccs(rules, k)
            print(f"{k:>3} {nodes:>10,} {count:>9,} {nontrivial:>11,} {largest:>9,} "
                  f"{largest / nodes:>6.1%} {time.perf_counter() - t0:>6.1f}")

    t0 = time.perf_counter()
    db = OwareEndgameDB(rules, args.max_seeds, cache=args.cache, progress=False,
                        build_nodes=args.build_nodes)
    total = time.perf_counter() - t0
    print(f"\noware 6x4 {args.grand_slam}: levels 0..{db.max_seeds}, "
          f"build_nodes={args.build_nodes}")
    print(f"{'k':>3} {'entries':>11} {'sweeps':>6} {'bounds s':>9} {'total s':>8} "
          f"{'open':>11} {'open %':>7}")
    for k in range(db.max_seeds + 1):
        s = db.stats.get(k)
        if s is None:
            print(f"{k:>3} {db.log[k]}")
            continue
        print(f"{k:>3} {int(s['entries']):>11,} {int(s['sweeps']):>6} "
              f"{s['bounds_seconds']:>9.2f} {s['seconds']:>8.2f} {int(s['open']):>11,} "
              f"{s['open'] / s['entries']:>7.1%}")
    print(f"build {total:.1f} s (compilation included), {db.size_bytes():,} bytes")

    rng = random.Random(2024)
    print(f"\n{'k':>3} {'hist':>4} {'db value':>8} {'nodes':>11} {'db s':>7} "
          f"{'solve()':>8} {'solve s':>7}  position")
    for left in args.seeds:
        if left > db.max_seeds:
            print(f"{left:>3}  (above the database's {db.max_seeds} levels: not measured)")
            continue
        for history in (False, True):
            for _ in range(args.count):
                pos = random_position(rules, rng, left, history)
                t1 = time.perf_counter()
                try:
                    value: int | None = db.value(pos, max_nodes=args.nodes)
                    nodes = db.last_nodes
                except TimeoutError:
                    value, nodes = None, args.nodes
                dt = time.perf_counter() - t1
                t2 = time.perf_counter()
                sol = solve(pos, max_seconds=args.seconds, table_bits=20)
                dt2 = time.perf_counter() - t2
                print(f"{left:>3} {len(pos.history):>4} {value!s:>8} {nodes:>11,} {dt:>7.2f} "
                      f"{sol.value!s:>8} {dt2:>7.2f}  {pos.text()}", flush=True)
                if value is not None and sol.value is not None and value != sol.value:
                    print("    DISAGREEMENT")


if __name__ == "__main__":
    main()
