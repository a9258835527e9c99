"""A round robin of the computer players: each level against the next one up.

    python benchmarks/bench_players.py --games 20

Each pair plays ``--games`` games per ruleset, swapping sides every game, from
the start after two random opening moves (so the games differ). It prints the
stronger level's wins, draws and losses and the average score difference.
"""

from __future__ import annotations

import argparse
import random
import time

import mancala_core as mc
from mancala_core.search.players import LEVELS, Player


def play(south: Player, north: Player, pos: mc.Position) -> tuple[int, float, float]:
    players = (south, north)
    spent = [0.0, 0.0]
    while not pos.is_over():
        start = time.perf_counter()
        move = players[pos.to_move].move(pos)
        spent[pos.to_move] += time.perf_counter() - start
        pos = pos.play(move)
    scores = pos.scores()
    return scores[0] - scores[1], spent[0], spent[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rules", nargs="*", default=["kalah", "oware"])
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    args = parser.parse_args()
    for name in args.rules:
        rules = mc.rules(name)
        for weak_level, strong_level in zip(args.levels, args.levels[1:], strict=False):
            wins = draws = losses = 0
            margin = 0
            seconds = 0.0
            for game in range(args.games):
                rng = random.Random(game)
                pos = rules.start()
                for _ in range(2):
                    pos = pos.play(rng.choice(pos.legal_moves()))
                strong = Player(strong_level, seed=game)  # type: ignore[arg-type]
                weak = Player(weak_level, seed=1000 + game)  # type: ignore[arg-type]
                if game % 2 == 0:
                    diff, spent, _ = play(strong, weak, pos)
                else:
                    diff, _, spent = play(weak, strong, pos)
                    diff = -diff
                seconds += spent
                margin += diff
                wins += diff > 0
                draws += diff == 0
                losses += diff < 0
            print(f"{name}: {strong_level} vs {weak_level}: {wins} wins, {draws} draws, "
                  f"{losses} losses, average margin {margin / args.games:+.1f} seeds, "
                  f"{strong_level} thought {seconds / args.games:.2f} s per game", flush=True)


if __name__ == "__main__":
    main()
