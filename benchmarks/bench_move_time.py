"""How long the computer players think: ``hard`` and ``perfect`` in the middle
game, ``perfect`` once 20 or fewer seeds are left in the pits.

    python benchmarks/bench_move_time.py
    python benchmarks/bench_move_time.py --positions 100 --rules kalah oware

Positions are reached by random play from the start: the middle game is 10 to
30 moves in with more than 14 seeds in the pits (below that ``hard`` solves
exactly), the endgame the first position with at most 20 seeds in the pits.
Positions with a single legal move are skipped (the players answer those at
once). The first move of each kind is played before timing, so numba's
compilation (or cache load) and the endgame database's build (or load) are
left out and printed separately. The goal (issue 3): under 200 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

import mancala_core as mc
from mancala_core.search.questions.players import Level, best_move, choose, endgame_for

GOAL_MS = 200.0


def midgame(rules: mc.Rules, rng: random.Random) -> mc.Position | None:
    pos = rules.start()
    for _ in range(rng.randint(10, 30)):
        if pos.is_over():
            return None
        pos = pos.play(rng.choice(pos.legal_moves()))
    if pos.is_over() or len(pos.legal_moves()) < 2 or pos.seeds_on_board() <= 14:
        return None
    return pos


def endgame(rules: mc.Rules, rng: random.Random) -> mc.Position | None:
    pos = rules.start()
    while not pos.is_over() and pos.seeds_on_board() > 20:
        pos = pos.play(rng.choice(pos.legal_moves()))
    if pos.is_over() or len(pos.legal_moves()) < 2:
        return None
    return pos


def measure(rules: mc.Rules, level: Level, make: object, count: int,
            seed: int) -> tuple[list[float], int]:
    """The times of ``choose`` (the call ``best_move`` makes) in ms, sorted, and how many
    answers were not exact (``perfect`` falling back to ``hard`` when its budget ran out)."""
    rng = random.Random(seed)
    times: list[float] = []
    inexact = 0
    while len(times) < count:
        pos = make(rules, rng)  # type: ignore[operator]
        if pos is None:
            continue
        start = time.perf_counter()
        choice = choose(pos, level)
        times.append((time.perf_counter() - start) * 1000)
        inexact += choice.how != "exact"
    return sorted(times), inexact


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--rules", nargs="*", default=["kalah", "oware"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--perfect-nodes", type=int,
                        help="perfect's node budget in Kalah instead of its engine's perfect_nodes")
    args = parser.parse_args()
    if args.perfect_nodes:
        from mancala_core.search.engine import engine_of

        engine_of(mc.rules("kalah")).perfect_nodes = args.perfect_nodes
    print(f"{'game':6} {'level':8} {'positions':>9} {'median ms':>10} {'p90 ms':>8} "
          f"{'max ms':>8}  goal {GOAL_MS:.0f} ms")
    for name in args.rules:
        rules = mc.rules(name)
        start = time.perf_counter()
        best_move(rules.start(), "hard")
        best_move(rules.start(), "perfect")
        db = endgame_for(rules)
        size = f", database <= {db.max_seeds} seeds" if db is not None else ""
        print(f"{name}: compile/cache load{size}: {time.perf_counter() - start:.1f} s")
        for level, make in (("hard", midgame), ("perfect", midgame), ("perfect", endgame)):
            t, inexact = measure(rules, level, make, args.positions,  # type: ignore[arg-type]
                                 args.seed)
            p90 = t[int(0.9 * (len(t) - 1))]
            verdict = "met" if p90 < GOAL_MS else "NOT met"
            print(f"{name:6} {level:8} {len(t):9} {statistics.median(t):10.1f} {p90:8.1f} "
                  f"{t[-1]:8.1f}  p90 {verdict} ({make.__name__}; {inexact} not exact)",
                  flush=True)


if __name__ == "__main__":
    main()
