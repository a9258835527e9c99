"""How far the horizon question reaches in 1 s on 6x4 positions from real games.

    python benchmarks/bench_horizon.py                  # Oware, 12 positions, 1 s each
    python benchmarks/bench_horizon.py --games 6 --seconds 0.5
    python benchmarks/bench_horizon.py --game kalah --every 6 --seeds 4 8   # Kalah 6x4
    python benchmarks/bench_horizon.py --game kalah --every 6 --seeds 4 8 --compare

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

``--compare``: positions a second of CPU time, compiled against readable. For
each position and goal the readable search climbs N = 1, 2, 3, ... as above
(until a call takes more than ``--seconds``); the compiled search is asked the
same questions (the same answers: checked). The two searches count their nodes
on their own (the compiled one orders the moves differently), so the table
gives each one's nodes a second and the time the same questions took. (Kalah's
games are shorter than Oware's: ``--every 6`` gives 12 positions from 4 games.)
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

import mancala_core as mc
from mancala_core.search import force_within
from mancala_core.search.questions.players import best_move

LEVELS = ("easy", "medium", "hard")


def game_positions(games: int, every: int, seed: int, game: str = "oware") -> list[mc.Position]:
    rules = mc.rules(game)
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


def compare(pos: mc.Position, seconds: float, cap: int,
            **goal: object) -> tuple[int, list[int], list[float]]:
    """The readable search's reach (as :func:`reach`) and, for the compiled search and
    the readable one, the nodes and CPU seconds of the questions on the way."""
    nodes, times = [0, 0], [0.0, 0.0]
    best = 0
    for n in range(1, cap + 1):
        answers = []
        for i, compiled in enumerate((True, False)):
            start = time.process_time()
            result = force_within(pos, plies=n, compiled=compiled,
                                  **goal)  # type: ignore[arg-type]
            spent = time.process_time() - start
            times[i] += spent
            nodes[i] += result.nodes
            answers.append((result.value, result.moves))
        if answers[0] != answers[1]:
            raise AssertionError(f"the searches differ on {pos.text()!r}, N={n}, {goal}")
        best = n
        if spent > seconds or (answers[1][0] and goal.get("goal") == "win"):
            break
    return best, nodes, times


def compare_all(items: list[mc.Position], goals: list[tuple[str, dict[str, object]]],
                seconds: float, cap: int) -> None:
    """:func:`compare` for every position and goal: a row a position, the totals."""
    print(f"{len(items)} positions; N = the readable search's reach in {seconds:g} s CPU; "
          "k positions/s, compiled / readable")
    print(f"{'seeds':>5} {'moves':>5}  " + "  ".join(f"{name:>22}" for name, _ in goals))
    nodes, times = [0, 0], [0.0, 0.0]
    for pos in items:
        cells = []
        for _name, goal in goals:
            n, used, spent = compare(pos, seconds, cap, **goal)
            rates = [used[i] / max(spent[i], 1e-9) / 1000 for i in (0, 1)]
            cells.append(f"N={n:>2} {rates[0]:>7,.0f} / {rates[1]:>5,.0f}")
            for i in (0, 1):
                nodes[i] += used[i]
                times[i] += spent[i]
        print(f"{pos.seeds_on_board():>5} {len(pos.legal_moves()):>5}  " + "  ".join(cells),
              flush=True)
    for i, name in enumerate(("compiled", "readable")):
        print(f"{name}: {nodes[i]:,} positions in {times[i]:.2f} s CPU, "
              f"{nodes[i] / max(times[i], 1e-9):,.0f} a second")
    print(f"the same questions: {times[1] / max(times[0], 1e-9):.0f} times faster compiled")


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
    parser.add_argument("--game", choices=("oware", "kalah"), default="oware")
    parser.add_argument("--compare", action="store_true",
                        help="positions a second, compiled against readable")
    args = parser.parse_args()
    print("load:", " ".join(f"{x:.2f}" for x in os.getloadavg()), "| cores:", os.cpu_count())
    items = game_positions(args.games, args.every, args.seed, args.game)
    rng = random.Random(args.seed)
    items = sorted(rng.sample(items, min(args.positions, len(items))),
                   key=lambda p: -p.seeds_on_board())
    goals: list[tuple[str, dict[str, object]]] = [("win", {"goal": "win"})]
    goals += [(f"seeds>={k}", {"seeds": k}) for k in args.seeds]
    force_within(items[0], plies=2, goal="win")  # imports, first calls
    print("game:", args.game)
    if args.compare:
        compare_all(items, goals, args.seconds, args.cap)
        return
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
