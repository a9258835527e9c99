"""OpenSpiel's MCTS bot, the peer the computer players' benchmarks time a move against
(``bench_hints.py``, ``bench_ladder.py``): 1,000 simulations with random rollouts, the bot
OpenSpiel ships for its ``mancala`` (Kalah) and ``oware`` games.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

import mancala_core as mc

#: a peer's move: the time the bot takes in the position ``moves`` reach from ``start``
#: (``None`` where OpenSpiel cannot replay them)
Step = Callable[[mc.Position, Sequence[mc.Move]], "float | None"]


def mcts_peer(game: str, clock: Callable[[], float] = time.perf_counter) -> Step | None:
    """The bot's move for ``game`` (``"kalah"`` or ``"oware"``), timed by ``clock`` in its
    units; ``None`` without pyspiel or for a game OpenSpiel does not have."""
    if game not in ("kalah", "oware"):
        return None
    try:
        import pyspiel
    except ImportError:
        return None
    spiel = pyspiel.load_game({"kalah": "mancala", "oware": "oware"}[game])
    bot = pyspiel.MCTSBot(spiel, pyspiel.RandomRolloutEvaluator(1, 7), 2.0, 1000, 10**7,
                          False, 7, False)

    def action(pos: mc.Position, pit: int) -> int:
        # OpenSpiel's Kalah board: 1-6 South's pits, 8-13 North's; Oware: 0-5 the mover's
        if game == "oware":
            return pit - 1
        return pit if pos.to_move == 0 else 7 + pit

    def step(start: mc.Position, moves: Sequence[mc.Move]) -> float | None:
        state = spiel.new_initial_state()
        pos = start
        for move in moves:
            a = action(pos, move.pit or 0)
            if a not in state.legal_actions():
                return None
            state.apply_action(a)
            pos = pos.play(move)
        began = clock()
        bot.step(state)
        return clock() - began

    return step
