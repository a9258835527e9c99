"""Random playouts: the compiled kernel against pyspiel, in one process.

Plays ``--games`` uniformly random games of Kalah 6x4 and Oware 6x4 from the
start through :func:`mancala_core.search.compiled.playout.random_games` (one numba loop
per game with its own xorshift generator, Oware's repetition rule included) and
through ``pyspiel`` (``state.apply_action(rng.choice(state.legal_actions()))``),
keeps the best of ``--repeat`` runs of each and prints games/s, moves/s, ns a
move and the ratio. Both engines play the same kind of game (the moves/game
columns agree), not the same games.

    .venv/bin/python benchmarks/bench_playouts.py
    .venv/bin/python benchmarks/bench_playouts.py --games 200000 --spiel-games 2000 --repeat 5
    .venv/bin/python benchmarks/bench_playouts.py --cpu     # CPU time: on a busy machine

``--cpu`` times both engines by the process's CPU time (``time.process_time``)
rather than the wall clock, so that time spent waiting for a core shared with
other jobs is left out of both.

Goal (issue 3): at least 20x pyspiel's games per second. Compilation (or loading
numba's cache) is timed separately and left out of the rates.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from typing import Any

import mancala_core as mc

try:
    import pyspiel
except ImportError:  # pragma: no cover - the benchmark needs the test extra
    sys.exit("bench_playouts.py needs pyspiel: pip install -e '.[test]' "
             "(or pip install open-spiel)")

GOAL = 20.0
GAMES: dict[str, tuple[Callable[[], Any], Callable[[], Any]]] = {
    "kalah": (lambda: mc.rules("kalah"), lambda: pyspiel.load_game("mancala")),
    "oware": (lambda: mc.rules("oware", grand_slam="no-capture"),
              lambda: pyspiel.load_game("oware")),
}


def play_pyspiel(game: Any, games: int, seed: int) -> int:
    rng = random.Random(seed)
    choice = rng.choice
    moves = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()))
            moves += 1
    return moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100_000, help="kernel games per run")
    parser.add_argument("--spiel-games", type=int, default=2_000, help="pyspiel games per run")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", nargs="*", default=list(GAMES))
    parser.add_argument("--cpu", action="store_true",
                        help="time by CPU time (time.process_time), not the wall clock")
    args = parser.parse_args()
    clock = time.process_time if args.cpu else time.perf_counter

    t0 = time.perf_counter()
    from mancala_core.search.compiled import playout
    from mancala_core.search.compiled.kernel import board_of, kernel_of, rules_vector
    from mancala_core.search.compiled.playout import G_CUT, G_DECIDED, G_MOVES, G_REPEATED

    random_games: Any = playout.random_games

    for name in GAMES:
        rules = GAMES[name][0]()
        random_games(kernel_of(rules), rules_vector(rules), board_of(rules.start()), 0, 1, 0)
    print(f"numba compile / cache load: {time.perf_counter() - t0:.2f} s")
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"timing: {'CPU time' if args.cpu else 'wall clock'}, best of {args.repeat}; "
          f"load average {load:.2f} on {os.cpu_count()} cores")
    print(f"{'game':6} {'engine':8} {'games/s':>12} {'moves/s':>14} {'ns/move':>8} "
          f"{'moves/game':>10} {'kernel/pyspiel':>14}")
    for name in args.rules:
        make_rules, make_game = GAMES[name]
        rules = make_rules()
        game, rv, board = kernel_of(rules), rules_vector(rules), board_of(rules.start())
        best_k, out = float("inf"), None
        for r in range(args.repeat):
            t = clock()
            out = random_games(game, rv, board, 0, args.games, args.seed + r)
            best_k = min(best_k, clock() - t)
        assert out is not None
        game = make_game()
        best_s, spiel_moves = float("inf"), 0
        for r in range(args.repeat):
            t = clock()
            spiel_moves = play_pyspiel(game, args.spiel_games, args.seed + r)
            best_s = min(best_s, clock() - t)
        k_rate, s_rate = args.games / best_k, args.spiel_games / best_s
        ratio = k_rate / s_rate
        ends = (f"  (ended by repetition {out[G_REPEATED] / args.games:.1%}, "
                f"by majority {out[G_DECIDED] / args.games:.1%})" if name == "oware" else "")
        print(f"{name:6} {'kernel':8} {k_rate:12,.0f} {out[G_MOVES] / best_k:14,.0f} "
              f"{best_k / out[G_MOVES] * 1e9:8.1f} "
              f"{out[G_MOVES] / args.games:10.1f} {ratio:14.1f}"
              + (f"  ({out[G_CUT]} cut)" if out[G_CUT] else "") + ends)
        print(f"{name:6} {'pyspiel':8} {s_rate:12,.0f} {spiel_moves / best_s:14,.0f} "
              f"{best_s / spiel_moves * 1e9:8.1f} {spiel_moves / args.spiel_games:10.1f}")
        print(f"{name}: goal >= {GOAL:.0f}x pyspiel's games/s: "
              f"{'met' if ratio >= GOAL else 'NOT met'} ({ratio:.1f}x)", flush=True)


if __name__ == "__main__":
    main()
