"""A round robin of the computer players: each level against the next one up.

    python benchmarks/bench_players.py --games 20
    python benchmarks/bench_players.py --games 4 --rules mankala24 toguz congkak basic bao

Each pair plays ``--games`` games per ruleset, swapping sides every game, from
the start after two random opening moves (so the games differ). It prints the
stronger level's wins, draws and losses and the average score difference
(for Basic mancala and Bao, won by places, the difference of the place points).
The family games (every ruleset but Kalah and Oware) are searched in plain
Python (:mod:`mancala_core.search.engine.generic`): a few games of each take minutes,
so they are not in the default list. ``basic3`` and ``basic4`` name Basic
mancala for 3 players and for 4 (4 pits, 3 seeds); the stronger level plays one
seat, the weaker level every other.
"""

from __future__ import annotations

import argparse
import itertools
import random
import time

import mancala_core as mc
from mancala_core.search.questions.players import LEVELS, Player

#: names for Basic mancala with more players
SPECIAL = {
    "basic3": ("basic", {"players": 3, "pits": 4, "seeds": 3}),
    "basic4": ("basic", {"players": 4, "pits": 4, "seeds": 3}),
}


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


def play_seat(strong: Player, weak: list[Player], seat: int,
              pos: mc.Position) -> tuple[int, float]:
    """A game of more players: ``strong`` in ``seat``, the ``weak`` players elsewhere.
    Returns the strong player's place and thinking time."""
    players = list(weak)
    players[seat] = strong
    spent = 0.0
    while not pos.is_over():
        start = time.perf_counter()
        move = players[pos.to_move].move(pos)
        if pos.to_move == seat:
            spent += time.perf_counter() - start
        pos = pos.play(move)
    place = pos.places()[seat]
    assert place is not None
    return place, spent


def many_players(name: str, rules: mc.Rules, levels: list[str], games: int) -> None:
    n = rules.players
    for weak_level, strong_level in itertools.pairwise(levels):
        places = []
        seconds = 0.0
        for game in range(games):
            rng = random.Random(game)
            pos = rules.start()
            for _ in range(2):
                pos = pos.play(rng.choice([m for m in pos.legal_moves() if m.text != "resign"]))
            strong = Player(strong_level, seed=game)  # type: ignore[arg-type]
            weak = [Player(weak_level, seed=1000 + n * game + q)  # type: ignore[arg-type]
                    for q in range(n)]
            place, spent = play_seat(strong, weak, game % n, pos)
            places.append(place)
            seconds += spent
        firsts = sum(p == 1 for p in places)
        print(f"{name}: {strong_level} vs {weak_level} x{n - 1}: {firsts} firsts in {games}, "
              f"average place {sum(places) / games:.2f} (of {n}), "
              f"{strong_level} thought {seconds / games:.2f} s per game", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--rules", nargs="*", default=["kalah", "oware"])
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    args = parser.parse_args()
    for name in args.rules:
        base, options = SPECIAL.get(name, (name, {}))
        rules = mc.rules(base, **options)
        if rules.players > 2:
            many_players(name, rules, args.levels, args.games)
            continue
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
