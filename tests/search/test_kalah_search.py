"""The exact Kalah search over gains, bound to the readable rules.

- :func:`~mancala_core.search.kalah_search.sow`, its compiled move, is compared
  with ``Position.play`` on the 100,000 Kalah positions of the kernel's
  differential test (every option, board size and pit): the gain, who moves
  next, the end, and the pits after the move (the next mover's row first).
- Its values are compared with a plain minimax on small boards, for every
  option combination, with and without an endgame database.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import numpy as np
import pytest
from numba import njit

import mancala_core as mc
from mancala_core.search import kalah_search as KS
from mancala_core.search.endgame import EndgameDB

from . import brute
from .test_kernel_differential import POSITIONS_PER_FAMILY, _positions

OPTIONS = list(itertools.product(
    (False, True), ("row-empty", "no-move"), ("owner", "emptied", "uncounted")
))


@njit(cache=True)
def _sow_all(ovs: Any, pits: Any, gains: Any, flags: Any, after: Any) -> None:
    """Every pit of every position: the gain, flags and pits after ``sow``."""
    for i in range(pits.shape[0]):
        ov = ovs[i]
        n = ov[KS.O_PITS]
        for pit in range(n):
            if pits[i, pit] == 0:
                continue
            c = pits[i, : 2 * n].copy()
            g, f, _ = KS.sow(ov, c, pit)
            gains[i, pit] = g
            flags[i, pit] = f
            after[i, pit, : 2 * n] = c


def test_sow_matches_the_rules() -> None:
    positions = [p for seed in (2028, 2029) for p in _positions("kalah", seed)
                 if not p.is_over()][:POSITIONS_PER_FAMILY]
    assert len(positions) == POSITIONS_PER_FAMILY
    count = len(positions)
    ovs = np.array([KS.options_vector(p.rules) for p in positions], dtype=np.int64)
    pits = np.zeros((count, 18), dtype=np.int16)
    for i, pos in enumerate(positions):
        row = pos.pits(pos.to_move) + pos.pits(1 - pos.to_move)
        pits[i, : len(row)] = row
    gains = np.zeros((count, 9), dtype=np.int64)
    flags = np.full((count, 9), -1, dtype=np.int64)
    after = np.zeros((count, 9, 18), dtype=np.int16)
    _sow_all(ovs, pits, gains, flags, after)
    diffs: list[str] = []
    seen = {"extra": 0, "over": 0, "capture": 0, "lap": 0}
    for i, pos in enumerate(positions):
        p, n = pos.to_move, pos.rules.pits_per_player
        before = pos.store(p) - pos.store(1 - p)
        for move in pos.legal_moves():
            if move.pit is None:  # the pie rule's swap is not a sowing
                continue
            pit = move.pit - 1
            child = pos.play(move)
            scores = child.scores()
            gain = scores[p] - scores[1 - p] - before
            if child.is_over():
                expected: tuple[int, ...] = (0,) * (2 * n)
                flag = 2 | (1 if child.to_move == p else 0)
                seen["over"] += 1
            else:
                q = child.to_move
                expected = child.pits(q) + child.pits(1 - q)
                flag = 1 if q == p else 0
                seen["extra"] += q == p
            # a sowing puts at most one seed a lap (plus one) into the store
            seen["capture"] += (not child.is_over()
                                and gain > pos.pits(p)[pit] // (2 * n + 1) + 1)
            seen["lap"] += pos.pits(p)[pit] > 2 * n
            mine = (int(gains[i, pit]), int(flags[i, pit]) & (2 if child.is_over() else 3),
                    tuple(after[i, pit, : 2 * n].tolist()))
            theirs = (gain, flag & (2 if child.is_over() else 3), expected)
            if mine != theirs and len(diffs) < 20:
                diffs.append(f"{pos.text()} pit {pit + 1}: sow {mine}, rules {theirs}")
    assert diffs == [], "\n".join(diffs)
    assert all(seen.values()), seen


@pytest.mark.parametrize(("empty_capture", "end", "leftovers"), OPTIONS)
def test_values_equal_minimax(empty_capture: bool, end: str, leftovers: str) -> None:
    rng = random.Random(repr((empty_capture, end, leftovers)))
    for pits, seeds in ((3, 2), (4, 1), (4, 2)):
        rules = mc.rules("kalah", pits=pits, seeds=seeds, empty_capture=empty_capture, end=end,
                         leftovers=leftovers)
        search = KS.KalahSearch(rules, table_bits=12)
        db = EndgameDB(rules, 5, cache=None, progress=False)
        with_db = KS.KalahSearch(rules, table_bits=12, endgame=db)
        memo: dict[object, int] = {}
        for _ in range(10):
            pos, played = rules.start(), 0
            while not pos.is_over() and (played < pits * seeds // 2 or rng.random() < 0.7):
                pos = pos.play(rng.choice(pos.legal_moves()))
                played += 1
            expected = brute.value(pos, memo)
            assert search.value(pos) == expected, pos.text()
            assert with_db.value(pos, guess=rng.randint(-9, 9)) == expected, pos.text()


def test_fail_soft_bounds_hold() -> None:
    """Outside the window the result is a true bound; inside it, the value."""
    rules = mc.rules("kalah", pits=4, seeds=2, empty_capture=True)
    search = KS.KalahSearch(rules, table_bits=14)
    rng = random.Random(9)
    memo: dict[object, int] = {}
    pos = rules.start().play("2").play("4")
    value = brute.value(pos, memo)
    p = pos.to_move
    diff = pos.store(p) - pos.store(1 - p)
    for _ in range(20):
        a = rng.randint(-12, 12)
        b = a + rng.randint(1, 6)
        v = search.gain(pos, a, b)
        assert v is not None
        if v <= a:
            assert value - diff <= v
        elif v >= b:
            assert value - diff >= v
        else:
            assert value - diff == v


def test_budget_stops_the_search() -> None:
    rules = mc.rules("kalah", seeds=4, empty_capture=True)
    search = KS.KalahSearch(rules, table_bits=16)
    assert search.gain(rules.start(), -1, 0, max_nodes=1000) is None
    assert 1000 <= search.nodes < 1000 + KS.CHECK_EVERY + 10


def test_other_games_are_refused() -> None:
    with pytest.raises(ValueError, match="oware"):
        KS.KalahSearch(mc.rules("oware"))
