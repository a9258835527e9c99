"""The plain-Python Kalah endgame database (``kalah/pure_endgame.py``): the compiled
database's values, in its order, built from the readable rules; refused when too big.

The plain-Python module imports neither numba nor numpy, so most tests compare it with
the compiled database in this process; one runs it where numba and numpy cannot be
imported (as in Pyodide) and checks that ``mancala_core.search.EndgameDB`` is it there.
"""

from __future__ import annotations

import itertools
import random

import numpy as np
import pytest
from search.test_pure_search import run_pure

import mancala_core as mc
from mancala_core.games.kalah import endgame as compiled
from mancala_core.games.kalah import pure_endgame as pure

from .test_endgame import KALAH_OPTIONS, _random_endgame


@pytest.mark.parametrize(("empty_capture", "end", "leftovers"), KALAH_OPTIONS)
def test_every_value_is_the_compiled_databases_in_its_order(empty_capture: bool, end: str,
                                                           leftovers: str) -> None:
    rules = mc.rules("kalah", pits=3, seeds=2, empty_capture=empty_capture, end=end,
                     leftovers=leftovers)
    mine = pure.EndgameDB(rules, 8)
    theirs = compiled.EndgameDB(rules, 8, cache=None, progress=False)
    assert mine.max_seeds == theirs.max_seeds == 8
    assert mine.offsets == [int(x) for x in theirs.offsets]
    assert mine.flat == [int(x) for x in theirs.flat]
    assert mine.log == dict.fromkeys(range(9), "built")
    rng = random.Random(5)
    for _ in range(200):
        pos = _random_endgame(rules, rng, 8)
        assert mine.value(pos) == theirs.value(pos), pos.text()
        assert mine.gain(pos) == theirs.gain(pos), pos.text()


@pytest.mark.parametrize(("options", "seeds"), [
    ({"pits": 3, "seeds": 2}, 10),                       # lesson 15's database
    ({"pits": 4, "seeds": 3, "empty_capture": True}, 6),
    ({"pits": 2, "seeds": 1}, 14),                       # more seeds than the game has
    ({"pits": 1, "seeds": 1}, 17),
])
def test_other_sizes_agree_with_the_compiled_database(options: dict[str, object],
                                                      seeds: int) -> None:
    rules = mc.rules("kalah", **options)
    mine = pure.EndgameDB(rules, seeds, cache=None, progress=False)
    theirs = compiled.EndgameDB(rules, seeds, cache=None, progress=False)
    assert len(mine.flat) == len(theirs.flat)
    assert mine.flat == [int(x) for x in theirs.flat]
    assert mine.fits(rules.with_options(seeds=5)) and not mine.fits(mc.rules("kalah"))


def test_compositions_and_rank_are_the_compiled_order() -> None:
    m, k = 4, 5
    table = compiled.comb_table(m, k)
    comps = list(pure.compositions(k, m))
    assert comps == sorted(c for c in itertools.product(range(k + 1), repeat=m) if sum(c) == k)
    assert len(comps) == pure.level_size(2, k) == compiled.level_size(2, k)
    for i, c in enumerate(comps):
        assert pure.rank(c) == i == compiled.rank(table, np.array(c, dtype=np.int64), m, k)


def test_a_same_level_move_raises_the_potential() -> None:
    # the order the levels are solved in: every move that stays on the level (no seed
    # banked, nothing captured) leads to a higher potential, so a level solved from the
    # top potential down never needs a position it has not solved
    rules = mc.rules("kalah", pits=3, seeds=2)
    db = pure.EndgameDB(rules, 0)
    for c in pure.compositions(5, 6):
        pos = db._position(c)
        for move in pos.legal_moves():
            after = pos.play(move)
            if after.seeds_on_board() == 5:
                kid = after.pits(after.to_move) + after.pits(1 - after.to_move)
                assert pure.potential(kid, 3) > pure.potential(c, 3), (pos.text(), move)


def test_too_big_a_database_is_refused_at_once_and_says_why() -> None:
    with pytest.raises(pure.DatabaseTooLargeError) as caught:
        pure.EndgameDB(mc.rules("kalah"), 16)
    message = str(caught.value)
    assert isinstance(caught.value, ValueError)
    assert "'kalah'" in message and "max_seeds=16" in message
    assert "30,421,755 positions" in message and "plain Python" in message
    # the largest Kalah(3) one allowed, and the next seed refused
    assert pure.EndgameDB(mc.rules("kalah", pits=3), 12).max_seeds == 12
    with pytest.raises(pure.DatabaseTooLargeError, match=r"'kalah\[pits=3\]'.*max_seeds=13"):
        pure.EndgameDB(mc.rules("kalah", pits=3), 13)
    with pytest.raises(ValueError, match="'oware'"):
        pure.EndgameDB(mc.rules("oware"), 3)


def test_memory_limit_lowers_the_seeds_as_the_compiled_one_does() -> None:
    rules = mc.rules("kalah", pits=3)
    limit = sum(pure.level_size(3, k) for k in range(6))
    mine = pure.EndgameDB(rules, 30, memory_limit=limit)
    theirs = compiled.EndgameDB(rules, 30, cache=None, progress=False, memory_limit=limit)
    assert mine.max_seeds == theirs.max_seeds == 5
    pos = rules.position([[1, 1, 1], [1, 1, 1]], [12, 6])
    with pytest.raises(KeyError, match="6 seeds in the pits; the database holds up to 5"):
        mine.gain(pos)


def test_without_numba_the_search_packages_database_is_the_plain_one() -> None:
    out = run_pure("""
        import mancala_core as mc
        from mancala_core.native import backend
        from mancala_core.search import EndgameDB
        from mancala_core.games.kalah.database import EndgameDB as Stand_in
        rules = [mc.rules("kalah", **options) for options in DATA["rules"]]
        dbs = [EndgameDB(r, k, cache=None, progress=False) for r, k in zip(rules, DATA["seeds"])]
        quiet = rules[0].position(pits=[[1, 1, 2], [1, 0, 4]], stores=[2, 1])
        try:
            EndgameDB(mc.rules("kalah"), 16)
        except ValueError as error:
            refused = type(error).__name__
        OUT = {"compiled": backend.COMPILED, "module": EndgameDB.__module__,
               "same": Stand_in is EndgameDB, "flat": [db.flat for db in dbs],
               "quiet": dbs[0].value(quiet), "refused": refused,
               "numpy": "numpy" in sys.modules and sys.modules["numpy"] is not None}
    """, {"rules": [{"pits": 3, "seeds": 2}, {"pits": 4, "seeds": 3, "empty_capture": True}],
          "seeds": [10, 6]})
    assert out["compiled"] is False and not out["numpy"]
    assert out["module"] == "mancala_core.games.kalah.pure_endgame" and out["same"]
    assert out["refused"] == "DatabaseTooLargeError"
    tiny3 = mc.rules("kalah", pits=3, seeds=2)
    theirs = compiled.EndgameDB(tiny3, 10, cache=None, progress=False)
    assert out["flat"][0] == [int(x) for x in theirs.flat]
    other = compiled.EndgameDB(mc.rules("kalah", pits=4, seeds=3, empty_capture=True), 6,
                               cache=None, progress=False)
    assert out["flat"][1] == [int(x) for x in other.flat]
    quiet = tiny3.position(pits=[[1, 1, 2], [1, 0, 4]], stores=[2, 1])
    assert out["quiet"] == theirs.value(quiet) == 6
