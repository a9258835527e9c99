"""The exact Kalah search over gains, bound to the readable rules.

- Its compiled move is Kalah's one move, bound to the rules by
  ``test_kalah_move.py``.
- Its values are compared with a plain minimax on small boards, for every
  option combination, with and without an endgame database.
"""

from __future__ import annotations

import itertools
import random

import pytest
from search import brute

import mancala_core as mc
from mancala_core.games.kalah import search as KS
from mancala_core.games.kalah.database import EndgameDB

OPTIONS = list(itertools.product(
    (False, True), ("row-empty", "no-move"), ("owner", "emptied", "uncounted")
))


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
