"""Hints as a new user meets them: does each name a concrete reason, and how long
does it take?

    python benchmarks/bench_hints.py                        # 200 Kalah, 50 Oware positions
    python benchmarks/bench_hints.py --kalah 40 --oware 10  # a quick look
    python benchmarks/bench_hints.py --show 12              # print the first 12 hints too

Positions are middle games of standard Kalah (6x4) and Oware (6x4), half of them
reached by random play, half by a game between computer players at mixed levels
(``beginner`` to ``medium``), 8 to 30 plies in, with more than 14 seeds left in
the pits and at least two legal moves (a deterministic sample for ``--seed``).

For each position the script calls the public :func:`mancala_core.search.hint`
with its defaults, as the board's Hint button does, and counts the hints that
name a reason (``hint.reasons`` not empty: the board then shows more than
"play 5"). It prints the share, the reasons' kinds and the wall-clock time of
a hint (median, p90, max), and, as a yardstick run in the same process on the
same positions, the time of OpenSpiel's C++ MCTS bot (``pyspiel.MCTSBot``,
1,000 random-rollout simulations) choosing a move: the ratio says how many
such move choices a hint costs. The first hint of each game is made before
timing (numba's compilation or cache load, the endgame database's load).

The machine these figures come from is usually shared: compare the ratios, and
repeat.
"""

from __future__ import annotations

import argparse
import collections
import random
import statistics
import time
from collections.abc import Callable

from openspiel_mcts import mcts_peer

import mancala_core as mc
from mancala_core.search import Player, hint

LEVELS = ("beginner", "easy", "medium")


Game = tuple[mc.Position, list[mc.Move]]


def middle_game(rules: mc.Rules, rng: random.Random, computer: bool) -> Game | None:
    """One middle-game position and the moves that reach it: random play, or a
    game between computer players at random levels, stopped 8 to 30 plies in."""
    players = [Player(rng.choice(LEVELS), seed=rng.randrange(2**32))  # type: ignore[arg-type]
               for _ in range(2)]
    pos = rules.start()
    moves = []
    for _ in range(rng.randint(8, 30)):
        if pos.is_over():
            return None
        move = players[pos.to_move].move(pos) if computer else rng.choice(pos.legal_moves())
        moves.append(move)
        pos = pos.play(move)
    if pos.is_over() or len(pos.legal_moves()) < 2 or pos.seeds_on_board() <= 14:
        return None
    return pos, moves


def positions(rules: mc.Rules, count: int, seed: int) -> list[Game]:
    """``count`` distinct middle-game positions, every other one from a computer game."""
    rng = random.Random(seed)
    out: list[Game] = []
    seen: set[str] = set()
    while len(out) < count:
        found = middle_game(rules, rng, computer=len(out) % 2 == 1)
        if found is not None and found[0].text() not in seen:
            seen.add(found[0].text())
            out.append(found)
    return out


def peer(game: str) -> Callable[[Game], float | None] | None:
    """OpenSpiel's MCTS bot choosing a move in the same position (the same moves
    replayed from its start): the seconds it takes, ``None`` if the replay fails;
    ``None`` without pyspiel."""
    step = mcts_peer(game)
    if step is None:
        return None
    return lambda item: step(item[0].rules.start(), item[1])


def measure(game: str, count: int, seed: int, show: int) -> None:
    rules = mc.rules(game)
    games = positions(rules, count, seed)
    items = [pos for pos, _ in games]
    c = time.perf_counter()
    hint(items[0])
    print(f"{game}: first hint (compilation or cache load, databases) "
          f"{time.perf_counter() - c:.1f} s")
    named = 0
    kinds: collections.Counter[str] = collections.Counter()
    times: list[float] = []
    shown = 0
    for pos in items:
        c = time.perf_counter()
        h = hint(pos)
        times.append(time.perf_counter() - c)
        if h.reasons:
            named += 1
        kinds.update(h.kinds or ("(none)",))
        if shown < show:
            shown += 1
            print(f"  {pos.text()}\n    {h}")
    times.sort()
    p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
    median = statistics.median(times)
    print(f"{game}: {named} of {len(items)} hints name a reason "
          f"({100 * named / len(items):.0f} %)")
    print(f"  hint time: median {median:.2f} s, p90 {p90:.2f} s, max {times[-1]:.2f} s")
    print("  kinds: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))
    choose = peer(game)
    if choose is not None:
        peer_times = [t for t in map(choose, games[:20]) if t is not None]
        pm = statistics.median(peer_times)
        print(f"  OpenSpiel MCTS (1,000 simulations) move: median {pm:.3f} s; "
              f"hint / MCTS move = {median / pm:.1f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--kalah", type=int, default=200, help="Kalah positions (200)")
    parser.add_argument("--oware", type=int, default=50, help="Oware positions (50)")
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--show", type=int, default=0, help="print the first N hints")
    args = parser.parse_args()
    for game, count in (("kalah", args.kalah), ("oware", args.oware)):
        if count:
            measure(game, count, args.seed, args.show)


if __name__ == "__main__":
    main()
