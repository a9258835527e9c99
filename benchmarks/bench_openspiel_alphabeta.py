"""Our compiled solver side by side with OpenSpiel's alpha-beta, on small positions.

OpenSpiel's ``mancala`` takes no parameters (it is Kalah 6x4) and its states
cannot be set from a board, so each Kalah position is reached by a fixed random
line from the start, played move for move in both engines (both list their legal
moves in pit order), until at most ``--kalah-seeds`` seeds are left in the pits.
Oware is ``oware(num_houses_per_player=4,num_seeds_per_house=2)`` from the start
and positions reached from it the same way.

``open_spiel.python.algorithms.minimax.alpha_beta_search`` (plain Python alpha-beta,
no table) proves win/draw/loss only (its returns are +1/0/-1). We time our solver on
the same question (one search with the window (-1, 1), then the sign) and on the
harder one it answers normally: the exact final margin (MTD(f)). Nodes are counted
for OpenSpiel by wrapping its recursive ``_alpha_beta``.

    .venv/bin/python benchmarks/bench_openspiel_alphabeta.py
    .venv/bin/python benchmarks/bench_openspiel_alphabeta.py --kalah-seeds 12 14 --lines 3
"""

from __future__ import annotations

import argparse
import random
import signal
import sys
import time
from typing import Any

import mancala_core as mc

try:
    import pyspiel
    from open_spiel.python.algorithms import minimax
except ImportError:  # pragma: no cover - the benchmark needs the test extra
    sys.exit("needs pyspiel: pip install -e '.[test]' (or pip install open-spiel)")

_calls = [0]
_original = minimax._alpha_beta


def _counting(*args: Any, **kwargs: Any) -> Any:
    _calls[0] += 1
    return _original(*args, **kwargs)


minimax._alpha_beta = _counting


def _alarm(signum: int, frame: Any) -> None:
    raise TimeoutError


signal.signal(signal.SIGALRM, _alarm)


def reach(rules: mc.Rules, game: Any, seed: int, max_left: int) -> tuple[mc.Position, Any]:
    """The same random line in both engines until at most ``max_left`` seeds are in
    the pits (and the game is not over)."""
    while True:
        rng = random.Random(seed)
        pos, state = rules.start(), game.new_initial_state()
        while not pos.is_over() and pos.seeds_on_board() > max_left:
            k = rng.randrange(len(pos.legal_moves()))
            pos = pos.play(pos.legal_moves()[k])
            state.apply_action(state.legal_actions()[k])
        if not pos.is_over() and not state.is_terminal():
            assert pos.to_move == state.current_player()
            return pos, state
        seed += 1000


def sign(v: float) -> int:
    return (v > 0) - (v < 0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--kalah-seeds", type=int, nargs="*", default=[12, 14, 16])
    parser.add_argument("--oware-seeds", type=int, nargs="*", default=[6, 8])
    parser.add_argument("--lines", type=int, default=3, help="positions per size")
    parser.add_argument("--timeout", type=int, default=60, help="OpenSpiel's seconds per position")
    args = parser.parse_args()

    t0 = time.perf_counter()
    from mancala_core.search.compiled.solver import BudgetExceeded, Solver

    warm = Solver(mc.rules("kalah", pits=2, seeds=1), table_bits=10)
    warm.solve(warm.rules.start())
    warm = Solver(mc.rules("oware", pits=3, seeds=1), table_bits=10)
    warm.solve(warm.rules.start())
    print(f"numba compile / cache load: {time.perf_counter() - t0:.1f} s")

    cases: list[tuple[str, mc.Rules, Any, list[int]]] = [
        ("kalah 6x4", mc.rules("kalah"), pyspiel.load_game("mancala"), args.kalah_seeds),
        ("oware 4x2", mc.rules("oware", pits=4, seeds=2, grand_slam="no-capture"),
         pyspiel.load_game("oware(num_houses_per_player=4,num_seeds_per_house=2)"),
         args.oware_seeds),
    ]
    print(f"{'game':10} {'seeds':>5} {'W/D/L':>5} {'margin':>6} {'openspiel s':>11} "
          f"{'os nodes':>12} {'ours W/D/L s':>12} {'nodes':>9} {'ours exact s':>12} "
          f"{'nodes':>9} {'speed-up':>9}")
    for label, rules, game, sizes in cases:
        for max_left in sizes:
            for line in range(args.lines):
                pos, state = reach(rules, game, 17 * line + max_left, max_left)
                _calls[0] = 0
                t = time.perf_counter()
                signal.alarm(args.timeout)
                try:
                    os_value, _ = minimax.alpha_beta_search(game, state, maximum_depth=10_000)
                except TimeoutError:
                    os_value = None
                signal.alarm(0)
                os_seconds, os_nodes = time.perf_counter() - t, _calls[0]

                try:
                    solver = Solver(rules, table_bits=20)
                    solver.set_budget(None, args.timeout)
                    t = time.perf_counter()
                    wdl = sign(solver.search(pos, -1, 1))
                    wdl_seconds, wdl_nodes = time.perf_counter() - t, solver.nodes
                    solver = Solver(rules, table_bits=20)
                    solver.set_budget(None, args.timeout)
                    t = time.perf_counter()
                    margin = solver.value(pos)
                    exact_seconds, exact_nodes = time.perf_counter() - t, solver.nodes
                except BudgetExceeded:
                    print(f"{label:10} {pos.seeds_on_board():5} our solver: no answer within "
                          f"{args.timeout} s ({solver.nodes:,} nodes)", flush=True)
                    continue
                assert wdl == sign(margin), (pos.text(), wdl, margin)
                assert os_value is None or sign(os_value) == wdl, (pos.text(), wdl, os_value)
                stopped = ">" if os_value is None else " "
                print(f"{label:10} {pos.seeds_on_board():5} {wdl:+5d} {margin:+6d} "
                      f"{stopped}{os_seconds:10.3f} {stopped}{os_nodes:11,} "
                      f"{wdl_seconds:12.4f} {wdl_nodes:9,} "
                      f"{exact_seconds:12.4f} {exact_nodes:9,} "
                      f"{stopped}{os_seconds / max(wdl_seconds, 1e-6):7,.0f}x", flush=True)


if __name__ == "__main__":
    main()
