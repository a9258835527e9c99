"""Random play through the readable rules core and through OpenSpiel, in one process.

Plays ``--games`` random games of Kalah and of Oware through our public API::

    pos = pos.play(rng.choice(pos.legal_moves()))   # until pos.is_over()

and through ``pyspiel``::

    state.apply_action(rng.choice(state.legal_actions()))   # until state.is_terminal()

keeps the best of ``--repeat`` runs of each, and prints games/s, moves/s and the
ratio ours / pyspiel. The goal (issue 2): the readable core at least half of
pyspiel's games per second (ratio >= 0.5).

    .venv/bin/python benchmarks/bench_rules.py --games 2000 --seed 1

Both engines play the same kind of game (OpenSpiel's ``mancala`` is Kalah 6x4 with
our default options; its ``oware`` is Oware 6x4 with ``grand_slam="no-capture"``),
but not the same sequence of moves, so moves/s is the fairer per-step measure and
games/s the one the goal is stated in.
"""

from __future__ import annotations

import argparse
import platform
import random
import sys
import time
from collections.abc import Callable
from typing import Any

import mancala_core as mc

try:
    import pyspiel
except ImportError:  # pragma: no cover - the benchmark needs the test extra
    sys.exit("bench_rules.py needs pyspiel: pip install -e '.[test]' (or pip install open-spiel)")


def play_ours(rules: mc.Rules, games: int, rng: random.Random) -> int:
    """Play ``games`` random games through the public API; return the moves played."""
    choice = rng.choice
    moves = 0
    for _ in range(games):
        pos = rules.start()
        while not pos.is_over():
            pos = pos.play(choice(pos.legal_moves()))
            moves += 1
    return moves


def play_pyspiel(game: Any, games: int, rng: random.Random) -> int:
    """Play ``games`` random games through pyspiel; return the moves played."""
    choice = rng.choice
    moves = 0
    for _ in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(choice(state.legal_actions()))
            moves += 1
    return moves


def best_of(
    repeat: int, play: Callable[[Any, int, random.Random], int], subject: Any, games: int,
    seed: int,
) -> tuple[float, int]:
    """The shortest time of ``repeat`` runs (same seed each run) and the moves of one run."""
    best, moves = float("inf"), 0
    for _ in range(repeat):
        rng = random.Random(seed)
        t0 = time.perf_counter()
        moves = play(subject, games, rng)
        best = min(best, time.perf_counter() - t0)
    return best, moves


def best_of_pairs(
    repeat: int, ours: Any, theirs: Any, games: int, seed: int,
) -> tuple[tuple[float, int], tuple[float, int]]:
    """:func:`best_of` for both engines, their runs taken in turn (ours, pyspiel, ours,
    ...) so that a slow spell of a shared machine does not fall on one engine only."""
    best = [float("inf"), float("inf")]
    moves = [0, 0]
    for _ in range(repeat):
        for k, (play, subject) in enumerate(((play_ours, ours), (play_pyspiel, theirs))):
            t, m = best_of(1, play, subject, games, seed)
            best[k], moves[k] = min(best[k], t), m
    return (best[0], moves[0]), (best[1], moves[1])


#: each game: how to make our rules, how to make OpenSpiel's game
GAMES: dict[str, tuple[Callable[[], mc.Rules], Callable[[], Any]]] = {
    "kalah": (lambda: mc.rules("kalah"), lambda: pyspiel.load_game("mancala")),
    "oware": (lambda: mc.rules("oware"), lambda: pyspiel.load_game("oware")),
}

#: the games OpenSpiel does not have: measured through our API only; their moves/s are
#: compared with pyspiel's Kalah moves/s in the same run, the nearest peer there is
FAMILY: dict[str, Callable[[], mc.Rules]] = {
    "mankala24": lambda: mc.rules("mankala24"),
    "toguz": lambda: mc.rules("toguz"),
    "basic-2": lambda: mc.rules("basic"),
    "basic-4": lambda: mc.rules("basic", players=4),
    "congkak": lambda: mc.rules("congkak"),
    "bao": lambda: mc.rules("bao"),
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=2000, help="games per run (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per engine, best kept (3)")
    parser.add_argument("--rules", nargs="+", choices=sorted(GAMES), default=list(GAMES),
                        help="which games with a pyspiel peer (default: all)")
    parser.add_argument("--family", nargs="*", choices=sorted(FAMILY), default=list(FAMILY),
                        help="the other games of the family (default: all; none: --family)")
    args = parser.parse_args(argv)

    print(f"Python {platform.python_version()} ({platform.python_implementation()}), "
          f"{platform.machine()}; {args.games} games per run, best of {args.repeat}, "
          f"seed {args.seed}")
    header = f"{'game':<7} {'engine':<9} {'games/s':>9} {'moves/s':>10} {'moves/game':>11}"
    print(header + f" {'ours/pyspiel':>13}")
    print("-" * (len(header) + 14))
    ok = True
    for name in args.rules:
        make_ours, make_theirs = GAMES[name]
        (ours_t, ours_moves), (theirs_t, theirs_moves) = best_of_pairs(
            args.repeat, make_ours(), make_theirs(), args.games, args.seed)
        rows = (("ours", ours_t, ours_moves), ("pyspiel", theirs_t, theirs_moves))
        for engine, seconds, moves in rows:
            print(f"{name:<7} {engine:<9} {args.games / seconds:>9,.0f} {moves / seconds:>10,.0f} "
                  f"{moves / args.games:>11.1f}")
        ratio = theirs_t / ours_t  # games/s ours over games/s pyspiel
        move_ratio = (ours_moves / ours_t) / (theirs_moves / theirs_t)
        ok &= ratio >= 0.5
        print(f"{name:<7} {'ratio':<9} {'':>9} {'':>10} {'':>11} "
              f"{ratio:>7.2f} games, {move_ratio:.2f} moves")
    print("goal: ours/pyspiel >= 0.50 games/s:", "met" if ok else "NOT met")
    if args.family:
        family_games = max(1, args.games // 10)
        kalah_t, kalah_moves = best_of(args.repeat, play_pyspiel, GAMES["kalah"][1](),
                                       args.games, args.seed)
        peer = kalah_moves / kalah_t
        print(f"\nthe rest of the family, {family_games} games per run; ratio = our moves/s "
              f"over pyspiel's Kalah moves/s ({peer:,.0f}) in this run")
        print(f"{'game':<10} {'games/s':>9} {'moves/s':>10} {'moves/game':>11} {'ratio':>7}")
        for name in args.family:
            seconds, moves = best_of(args.repeat, play_ours, FAMILY[name](), family_games,
                                     args.seed)
            print(f"{name:<10} {family_games / seconds:>9,.0f} {moves / seconds:>10,.0f} "
                  f"{moves / family_games:>11.1f} {moves / seconds / peer:>7.2f}")
        print("(random play resigns in basic mancala now and then, so its games are short)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
