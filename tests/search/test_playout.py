"""Random playouts, bound to the readable rules.

- The moves themselves are each game's one compiled move, bound to the rules by
  ``tests/games/kalah/test_kalah_move.py`` and ``tests/games/oware/test_oware_move.py``.
- Whole games: the moves the compiled loops draw are replayed through
  ``Position.play``; every move must be legal, the game must end after exactly
  as many moves (Oware's repetition rule included) and with the same winner.
- Statistics: the average game length, and for Oware the share of games ended by
  the repetition rule and by the majority rule, agree with random games through
  the readable rules within a few standard errors.
"""

from __future__ import annotations

import itertools
import math
import random

import numpy as np
import pytest

import mancala_core as mc
from mancala_core.search.compiled.kernel import board_of, kernel_of, rules_vector
from mancala_core.search.compiled.playout import (
    G_CUT,
    G_DECIDED,
    G_DRAWS,
    G_MOVES,
    G_NORTH_WINS,
    G_REPEATED,
    G_SOUTH_WINS,
    play_games,
    random_games,
)

from .test_kernel_differential import _random_setup

KALAH_OPTIONS = list(itertools.product(
    (False, True), ("row-empty", "no-move"), ("owner", "emptied", "uncounted")
))
SLAMS = ("no-capture", "illegal", "capture")


def _kalah(rng: random.Random) -> mc.Rules:
    capture, end, left = rng.choice(KALAH_OPTIONS)
    return mc.rules("kalah", pits=rng.choice((1, 2, 3, 4, 6, 9)),
                    seeds=rng.choice((1, 2, 3, 4, 6)), empty_capture=capture, end=end,
                    leftovers=left)


def _oware(rng: random.Random) -> mc.Rules:
    return mc.rules("oware", pits=rng.choice((2, 3, 3, 4, 5, 6, 9)),
                    seeds=rng.choice((1, 1, 2, 3, 4, 9)), grand_slam=rng.choice(SLAMS))


# -- whole games ----------------------------------------------------------------------


def _replay(pos: mc.Position, games: int, seed: int) -> int:
    """Replay ``games`` compiled random games from ``pos`` through ``Position.play``;
    return the number of games ended by the repetition rule."""
    game, rv, board = kernel_of(pos.rules), rules_vector(pos.rules), board_of(pos)
    log = np.zeros(20_002, dtype=np.int64)
    repeated = 0
    for g in range(games):
        out = play_games(game, rv, board, pos.to_move, 1, seed * 1000 + g, log)
        assert out[G_CUT] == 0
        now = pos
        for pit in log[1 : 1 + log[0]]:
            assert not now.is_over()
            assert any(m.pit == pit + 1 for m in now.legal_moves()), (now.text(), pit)
            now = now.play(str(pit + 1))
        assert now.is_over(), now.text()
        assert int(log[0]) == int(out[G_MOVES])
        winner = now.winner()
        expected = [0, 0, 0]
        expected[{0: G_SOUTH_WINS, 1: G_NORTH_WINS, None: G_DRAWS}[winner]] = 1
        assert out[[G_SOUTH_WINS, G_NORTH_WINS, G_DRAWS]].tolist() == expected, now.text()
        repeated += int(out[G_REPEATED])
    return repeated


@pytest.mark.parametrize("family", ["kalah", "oware"])
def test_compiled_games_replay_through_the_rules(family: str) -> None:
    rng = random.Random(5)
    make = _kalah if family == "kalah" else _oware
    repeated = 0
    for k in range(150):
        rules = make(rng)
        pos = rules.start() if k % 2 else _random_setup(rules, rng)
        if pos.rules.name == "kalah" and rng.random() < 0.5:
            pos = rules.start().play(rng.choice(rules.start().legal_moves()))
        repeated += _replay(pos, 4, k)
    if family == "oware":  # many repetitions on a small board, every grand-slam rule
        for slam in SLAMS:
            small = mc.rules("oware", pits=3, seeds=2, grand_slam=slam)
            repeated += _replay(small.start(), 100, 9)
        assert repeated > 20


@pytest.mark.parametrize("rules", [mc.rules("kalah"), mc.rules("kalah", pits=3, seeds=2),
                                   mc.rules("kalah", end="no-move", leftovers="emptied"),
                                   mc.rules("oware"), mc.rules("oware", pits=3, seeds=1),
                                   mc.rules("oware", grand_slam="illegal"),
                                   mc.rules("oware", grand_slam="capture")],
                         ids=str)
def test_random_games_finish_and_repeat_with_the_seed(rules: mc.Rules) -> None:
    game, rv, board = kernel_of(rules), rules_vector(rules), board_of(rules.start())
    out = random_games(game, rv, board, 0, 500, 3)
    assert out[G_SOUTH_WINS] + out[G_NORTH_WINS] + out[G_DRAWS] == 500
    assert out[G_CUT] == 0
    assert out[G_MOVES] >= 500
    assert out[G_REPEATED] + out[G_DECIDED] <= 500
    assert out.tolist() == random_games(game, rv, board, 0, 500, 3).tolist()
    assert out.tolist() != random_games(game, rv, board, 0, 500, 4).tolist()
    assert random_games(game, rv, board, 1, 500, 3)[G_MOVES] > 0  # North to move first


# -- statistics -----------------------------------------------------------------------


def _readable_games(rules: mc.Rules, games: int, seed: int) -> tuple[list[int], list[str]]:
    """The lengths of random games through ``Position.play`` and how each ended."""
    rng = random.Random(seed)
    lengths, ends = [], []
    for _ in range(games):
        pos = rules.start()
        played = 0
        while True:
            move = rng.choice(pos.legal_moves())
            new = pos.play(move)
            played += 1
            if new.is_over():
                note = pos.trace(move).steps[-1].note or ""
                break
            pos = new
        lengths.append(played)
        ends.append("repeated" if "repeats" in note
                    else "decided" if "seeds" in note else "stuck")
    return lengths, ends


def _close(ours: float, theirs: float, sd: float) -> bool:
    return abs(ours - theirs) <= 5 * sd


@pytest.mark.parametrize("rules", [mc.rules("kalah", pits=4, seeds=3),
                                   mc.rules("oware", pits=4, seeds=3),
                                   mc.rules("oware", pits=3, seeds=2, grand_slam="capture")],
                         ids=str)
def test_statistics_match_the_readable_rules(rules: mc.Rules) -> None:
    """Average length and, for Oware, how the games end: within 5 standard errors
    of the readable rules' random games (the compiled sample is 50 times larger,
    so the readable sample's error dominates)."""
    count = 2000
    lengths, ends = _readable_games(rules, count, 1)
    big = 100_000
    out = random_games(kernel_of(rules), rules_vector(rules), board_of(rules.start()), 0, big,
                       1)
    mean = sum(lengths) / count
    var = sum((x - mean) ** 2 for x in lengths) / (count - 1)
    assert _close(out[G_MOVES] / big, mean, math.sqrt(var / count + var / big))
    if rules.name == "oware":
        for slot, name in ((G_REPEATED, "repeated"), (G_DECIDED, "decided")):
            share = ends.count(name) / count
            sd = math.sqrt(max(share * (1 - share), 1 / count) * (1 / count + 1 / big))
            assert _close(out[slot] / big, share, sd), (name, out[slot] / big, share)
    else:
        assert out[G_REPEATED] == out[G_DECIDED] == 0
