"""Do once, ahead of time, what is slow the first time in the course: numba compiling
the search that the hints and the computer players use, and building the endgame
database the Kalah players probe.

Binder runs it while it builds the image (``binder/postBuild``), ``make course``
before it opens JupyterLab; both run it with the environment of ``binder/env.sh``
(``NUMBA_CACHE_DIR``, ``NUMBA_CPU_NAME=generic``, ``MANCALA_CACHE``), which the
server then gets from ``binder/start``, so a lesson's first hint loads compiled
code instead of compiling it::

    binder/start python binder/warm_caches.py

It prints what it warmed and how long each part took. It plays positions from
every part of a game (the start, a middle game, endgames with at most 20 and 14
seeds in the pits), because the players take different paths there: ``hard``
solves exactly from 20 seeds with the database, ``perfect`` always tries the
exact solver first.
"""

from __future__ import annotations

import argparse
import functools
import importlib
import os
import random
import sys
import time
from collections.abc import Callable

import mancala_core as mc

#: the positions played: how many seeds at most are left in the pits (None: the start)
PHASES: tuple[int | None, ...] = (None, 30, 20, 14, 8)


def positions(rules: mc.Rules, seed: int = 0) -> list[mc.Position]:
    """One position of each phase of :data:`PHASES`, on one random line from the start."""
    rng = random.Random(seed)
    pos = rules.start()
    found: list[mc.Position] = [pos]
    for limit in PHASES[1:]:
        assert limit is not None
        while not pos.is_over() and (pos.seeds_on_board() > limit or len(pos.legal_moves()) < 2):
            pos = pos.play(rng.choice(pos.legal_moves()))
        if pos.is_over():
            break
        found.append(pos)
    return found


def timed(what: str, run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    seconds = time.perf_counter() - start
    print(f"  {seconds:6.1f} s  {what}", flush=True)
    return seconds


def warm_game(name: str) -> float:
    """The hint and every level's move in each phase of a game of ``name``."""
    from mancala_core.search import LEVELS, best_move, endgame_for, hint

    rules = mc.rules(name)
    spent = 0.0
    if name == "kalah":
        spent += timed(f"{name}: the players' endgame database", lambda: endgame_for(rules))
    line = positions(rules)
    spent += timed(f"{name}: the first hint", lambda: hint(line[0]))
    # an Oware hint spends its whole node budget (seconds) wherever it is asked; two cover
    # its code (the exact search that gives up, then the hard player's)
    asked = line if name == "kalah" else [line[0], line[-1]]
    spent += timed(f"{name}: hints in {len(asked)} positions",
                   lambda: [hint(pos) for pos in asked])
    for level in LEVELS:
        moves = functools.partial(lambda lv: [best_move(pos, lv, seed=1) for pos in line], level)
        spent += timed(f"{name}: {level} moves in {len(line)} positions", moves)
    return spent


def warm_widgets() -> float:
    """The Game widget's Hint and Computer buttons (what a lesson calls)."""
    try:
        from mancala_core.widgets import Game
    except ImportError as error:  # the course extra is not installed: nothing to warm
        print(f"  widgets not warmed: {error}")
        return 0.0

    def play() -> None:
        for name in ("kalah", "oware"):
            game = Game(name)
            game.hint()
            game.computer_moves()

    return timed("Game(...).hint() and .computer_moves() for kalah and oware", play)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", nargs="*", default=["kalah", "oware"],
                        help="the games whose hints and players to warm (default: kalah oware)")
    args = parser.parse_args(argv)
    needed = {"NUMBA_CACHE_DIR": None, "NUMBA_CPU_NAME": "generic", "MANCALA_CACHE": None}
    missing = [f"{k}={v or '...'}" for k, v in needed.items()
               if not os.environ.get(k) or (v is not None and os.environ[k] != v)]
    if missing:
        print(f"warm_caches.py: {', '.join(missing)} not set: run it through binder/start, "
              "or the caches would not be the ones the course uses", file=sys.stderr)
        return 2
    print(f"Warming the course's caches (numba: {os.environ['NUMBA_CACHE_DIR']}, "
          f"CPU {os.environ['NUMBA_CPU_NAME']}; databases: {os.environ['MANCALA_CACHE']})",
          flush=True)
    start = time.perf_counter()
    timed("import the search", lambda: importlib.import_module("mancala_core.search"))
    from mancala_core.search import solve  # mc.solve

    timed("mc.solve: Kalah with 3 pits and 2 seeds",
          lambda: solve(mc.rules("kalah", pits=3, seeds=2).start()))
    # lesson 6 solves the 4-pit, 3-seed board (its whole endgame database, 10.5M positions)
    timed("mc.solve: Kalah with 4 pits and 3 seeds (lesson 6)",
          lambda: solve(mc.rules("kalah", pits=4, seeds=3).start()))
    for name in args.games:
        warm_game(name)
    warm_widgets()
    print(f"Warmed in {time.perf_counter() - start:.1f} s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
