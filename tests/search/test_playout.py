"""Random playouts, bound to the readable rules.

- :func:`~mancala_core.search.playout.kalah_move` (with ``kalah_search.end_gain``) is compared
  with :func:`~mancala_core.search.kalah_search.sow` (itself bound to the rules by
  ``test_kalah_search.py``) on random pits, every option and board size, every pit;
  :func:`~mancala_core.search.playout.oware_move` and ``oware_legal`` with
  ``Position.play`` and ``Position.legal_moves`` on random Oware positions.
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
from typing import Any

import numpy as np
import pytest
from numba import njit

import mancala_core as mc
from mancala_core.search import kalah_search as KS
from mancala_core.search.kalah_search import end_gain
from mancala_core.search.kernel import R_GRAND_SLAM, board_of, rules_vector
from mancala_core.search.playout import (
    G_CUT,
    G_DECIDED,
    G_DRAWS,
    G_MOVES,
    G_NORTH_WINS,
    G_REPEATED,
    G_SOUTH_WINS,
    kalah_move,
    oware_legal,
    oware_move,
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


# -- the steps, position by position --------------------------------------------------


@njit(cache=True)
def _kalah_both(ovs: Any, pits: Any, movers: Any, out: Any) -> None:
    """For every pits and pit: kalah_move + end_gain and sow; out[i, pit] gets the
    (gain, flags, pits after in sow's layout) of each, -1 where the pit is empty."""
    for i in range(pits.shape[0]):
        ov = ovs[i]
        n = ov[KS.O_PITS]
        m = 2 * n
        p = movers[i]
        for pit in range(n):
            c = pits[i, :m].copy()  # South's row first
            if c[p * n + pit] == 0:
                continue
            mine = 0
            theirs = 0
            for k in range(n):
                mine += c[p * n + k]
                theirs += c[(1 - p) * n + k]
            gain, again, mine, theirs = kalah_move(c, n, p, pit, mine, theirs,
                                                   ov[KS.O_EMPTY_CAPTURE])
            over, extra = end_gain(ov, again, mine, theirs)
            nxt = p if again else 1 - p
            row = out[i, pit, 0]
            row[0] = gain + extra
            row[1] = (2 if over else 0) | (1 if again else 0)
            if not over:
                for k in range(n):  # the next mover's row first, as sow leaves it
                    row[2 + k] = c[nxt * n + k]
                    row[2 + n + k] = c[(1 - nxt) * n + k]
            d = np.zeros(m, dtype=np.int64)  # sow: the mover's row first
            for k in range(n):
                d[k] = pits[i, p * n + k]
                d[n + k] = pits[i, (1 - p) * n + k]
            g, f, _left = KS.sow(ov, d, pit)
            row = out[i, pit, 1]
            row[0] = g
            row[1] = f
            if not f & 2:
                for k in range(m):
                    row[2 + k] = d[k]


def test_kalah_move_matches_sow_on_random_pits() -> None:
    rng = np.random.default_rng(7)
    count = 20_000
    ovs = np.zeros((count, 5), dtype=np.int64)
    pits = np.zeros((count, 18), dtype=np.int64)
    movers = rng.integers(0, 2, count)
    pyrng = random.Random(7)
    for i in range(count):
        rules = _kalah(pyrng)
        ovs[i] = KS.options_vector(rules)
        n = rules.pits_per_player
        total = rules.total_seeds - int(rng.integers(0, rules.total_seeds))
        weights = rng.random(2 * n) ** 3 * (rng.random(2 * n) < 0.7)
        weights[rng.integers(0, 2 * n)] += 0.1
        pits[i, : 2 * n] = rng.multinomial(total, weights / weights.sum())
    out = np.full((count, 9, 2, 20), -1, dtype=np.int64)
    _kalah_both(ovs, pits, movers, out)
    assert (out[:, :, 0] == out[:, :, 1]).all()
    assert (out[:, :, 0, 1] != -1).sum() > 30_000  # moves compared


@njit(cache=True)
def _oware_steps(ns: Any, slams: Any, cells: Any, movers: Any, legal: Any, after: Any,
                 captured: Any) -> None:
    """For every position: the legal moves, and for each the pits after and the
    seeds captured."""
    for i in range(cells.shape[0]):
        n = ns[i]
        m = 2 * n
        p = movers[i]
        c = np.zeros(m, dtype=np.int64)
        for k in range(n):
            c[k] = cells[i, k]
            c[n + k] = cells[i, n + 1 + k]
        moves = np.zeros(n, dtype=np.int64)
        count = oware_legal(c, n, slams[i], p, moves, np.zeros(m, dtype=np.int64))
        for k in range(count):
            legal[i, moves[k]] = 1
        for pit in range(n):
            if c[p * n + pit] == 0:
                continue
            d = c.copy()
            got, _last, _laps, _rest = oware_move(d, n, slams[i], p, pit)
            captured[i, pit] = got
            after[i, pit, :m] = d


def test_oware_move_and_legal_match_the_rules() -> None:
    rng = random.Random(11)
    positions: list[mc.Position] = []
    while len(positions) < 6000:
        rules = _oware(rng)
        if rng.random() < 0.5:
            positions.append(_random_setup(rules, rng))
            continue
        pos = rules.start()  # a position reached by play, without its history
        for _ in range(rng.randrange(60)):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(pos.legal_moves()))
        positions.append(rules.position([pos.pits(0), pos.pits(1)],
                                        [pos.store(0), pos.store(1)], pos.to_move))
    count = len(positions)
    ns = np.array([p.rules.pits_per_player for p in positions], dtype=np.int64)
    slams = np.array([rules_vector(p.rules)[R_GRAND_SLAM] for p in positions], dtype=np.int64)
    cells = np.zeros((count, 20), dtype=np.int64)
    for i, pos in enumerate(positions):
        cells[i, : len(pos.cells)] = pos.cells
    movers = np.array([p.to_move for p in positions], dtype=np.int64)
    legal = np.zeros((count, 9), dtype=np.int64)
    after = np.zeros((count, 9, 18), dtype=np.int64)
    captured = np.zeros((count, 9), dtype=np.int64)
    _oware_steps(ns, slams, cells, movers, legal, after, captured)
    checked = 0
    for i, pos in enumerate(positions):
        n, p = int(ns[i]), pos.to_move
        stores = [pos.store(0), pos.store(1)]
        half = sum(pos.cells) // 2
        decided = stores[0] > half or stores[1] > half or stores == [half, half]
        moves = {m.pit - 1 for m in pos.legal_moves() if m.pit is not None}
        if not decided:  # the loop checks the stores itself
            assert {k for k in range(n) if legal[i, k]} == moves, pos.text()
        for k in sorted(moves):
            new = pos.play(str(k + 1))
            pits = after[i, k, : 2 * n].tolist()
            mine = stores[:]
            mine[p] += int(captured[i, k])
            if new.is_over():  # each player takes their own row
                mine = [mine[0] + sum(pits[:n]), mine[1] + sum(pits[n:])]
                pits = [0] * (2 * n)
            assert list(new.pits(0) + new.pits(1)) == pits, (pos.text(), k)
            assert [new.store(0), new.store(1)] == mine, (pos.text(), k)
            checked += 1
    assert checked > 8_000


# -- whole games ----------------------------------------------------------------------


def _replay(pos: mc.Position, games: int, seed: int) -> int:
    """Replay ``games`` compiled random games from ``pos`` through ``Position.play``;
    return the number of games ended by the repetition rule."""
    rv, board = rules_vector(pos.rules), board_of(pos)
    log = np.zeros(20_002, dtype=np.int64)
    repeated = 0
    for g in range(games):
        out = play_games(rv, board, pos.to_move, 1, seed * 1000 + g, log)
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
    rv, board = rules_vector(rules), board_of(rules.start())
    out = random_games(rv, board, 0, 500, 3)
    assert out[G_SOUTH_WINS] + out[G_NORTH_WINS] + out[G_DRAWS] == 500
    assert out[G_CUT] == 0
    assert out[G_MOVES] >= 500
    assert out[G_REPEATED] + out[G_DECIDED] <= 500
    assert out.tolist() == random_games(rv, board, 0, 500, 3).tolist()
    assert out.tolist() != random_games(rv, board, 0, 500, 4).tolist()
    assert random_games(rv, board, 1, 500, 3)[G_MOVES] > 0  # North to move first


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
    out = random_games(rules_vector(rules), board_of(rules.start()), 0, big, 1)
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
