"""Random playouts through the compiled kernel."""

from __future__ import annotations

import pytest

import mancala_core as mc
from mancala_core.search.kernel import board_of, rules_vector
from mancala_core.search.playout import (
    G_CUT,
    G_DRAWS,
    G_MOVES,
    G_NORTH_WINS,
    G_SOUTH_WINS,
    random_games,
)


@pytest.mark.parametrize("rules", [mc.rules("kalah"), mc.rules("kalah", pits=3, seeds=2),
                                   mc.rules("oware"), mc.rules("oware", pits=3, seeds=1)],
                         ids=str)
def test_random_games_finish_and_repeat_with_the_seed(rules: mc.Rules) -> None:
    rv, board = rules_vector(rules), board_of(rules.start())
    out = random_games(rv, board, 0, 500, 3)
    assert out[G_SOUTH_WINS] + out[G_NORTH_WINS] + out[G_DRAWS] == 500
    assert out[G_CUT] == 0
    assert out[G_MOVES] >= 500
    assert out.tolist() == random_games(rv, board, 0, 500, 3).tolist()
    assert out.tolist() != random_games(rv, board, 0, 500, 4).tolist()


def test_moves_per_game_match_the_readable_rules() -> None:
    """The average game length agrees with random games through ``Position.play``."""
    import random

    rules = mc.rules("kalah", pits=4, seeds=3)
    out = random_games(rules_vector(rules), board_of(rules.start()), 0, 20_000, 1)
    rng = random.Random(1)
    total = 0
    for _ in range(2000):
        pos = rules.start()
        while not pos.is_over():
            pos = pos.play(rng.choice(pos.legal_moves()))
            total += 1
    assert abs(out[G_MOVES] / 20_000 - total / 2000) < 0.5
