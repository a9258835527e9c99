"""Kalah endgame databases: exact values, the solver with them, the disk cache."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import numpy as np
import pytest
from search import brute

import mancala_core as mc
from mancala_core.games.kalah.endgame import EndgameDB, comb_table, level_size, rank
from mancala_core.search.compiled.solver import Solver

KALAH_OPTIONS = list(itertools.product(
    (False, True), ("row-empty", "no-move"), ("owner", "emptied", "uncounted")
))


def _random_endgame(rules: mc.Rules, rng: random.Random, max_left: int) -> mc.Position:
    """A position of ``rules`` with at most ``max_left`` seeds in the pits, stores at random."""
    n = rules.pits_per_player
    total = 2 * n * int(rules.options["seeds"])
    left = rng.randint(0, max_left)
    cells = [0] * (2 * n)
    for _ in range(left):
        cells[rng.randrange(2 * n)] += 1
    north = rng.randint(0, total - left)
    return rules.position([cells[:n], cells[n:]], [total - left - north, north],
                          rng.randint(0, 1))


def test_rank_is_the_lexicographic_order() -> None:
    m, k = 4, 5
    t = comb_table(m, k)
    comps = [c for c in itertools.product(range(k + 1), repeat=m) if sum(c) == k]
    assert len(comps) == level_size(2, k)
    for expected, c in enumerate(sorted(comps)):
        assert rank(t, np.array(c, dtype=np.int64), m, k) == expected


@pytest.mark.parametrize(("empty_capture", "end", "leftovers"), KALAH_OPTIONS)
def test_values_equal_brute_force(empty_capture: bool, end: str, leftovers: str) -> None:
    rules = mc.rules("kalah", pits=3, seeds=2, empty_capture=empty_capture, end=end,
                     leftovers=leftovers)
    db = EndgameDB(rules, 7, cache=None, progress=False)
    assert db.max_seeds == 7
    rng = random.Random(repr((empty_capture, end, leftovers)))
    memo: dict[object, int] = {}
    for _ in range(120):
        pos = _random_endgame(rules, rng, 7)
        assert db.value(pos) == brute.value(pos, memo), pos.text()


@pytest.mark.parametrize(("empty_capture", "end", "leftovers"),
                         [(True, "row-empty", "owner"), (False, "no-move", "emptied"),
                          (True, "no-move", "uncounted")])
def test_solver_with_database_equals_solver_without(empty_capture: bool, end: str,
                                                    leftovers: str) -> None:
    rules = mc.rules("kalah", pits=4, seeds=2, empty_capture=empty_capture, end=end,
                     leftovers=leftovers)
    db = EndgameDB(rules, 6, cache=None, progress=False)
    with_db, without = Solver(rules, table_bits=16, endgame=db), Solver(rules, table_bits=16)
    rng = random.Random(5)
    for _ in range(25):
        pos = _random_endgame(rules, rng, 12)
        assert with_db.value(pos) == without.value(pos), pos.text()
    start = rules.start()
    assert with_db.solve(start).moves == without.solve(start).moves


def test_database_must_fit_the_rules() -> None:
    db = EndgameDB(mc.rules("kalah", pits=3), 2, cache=None, progress=False)
    assert db.fits(mc.rules("kalah", pits=3, seeds=6))
    assert not db.fits(mc.rules("kalah", pits=3, empty_capture=True))
    with pytest.raises(ValueError):
        Solver(mc.rules("kalah", pits=4), endgame=db)
    with pytest.raises(ValueError):
        EndgameDB(mc.rules("oware"), 3, cache=None)


def test_memory_limit_lowers_the_levels() -> None:
    rules = mc.rules("kalah", pits=3)
    total_5 = sum(level_size(3, k) for k in range(6))
    db = EndgameDB(rules, 9, cache=None, progress=False, memory_limit=total_5)
    assert db.max_seeds == 5
    assert db.flat.nbytes == total_5


def test_cache_is_reused_and_corrupt_files_are_rebuilt(tmp_path: Path) -> None:
    rules = mc.rules("kalah", pits=3, empty_capture=True)
    fresh = EndgameDB(rules, 6, cache=None, progress=False)
    first = EndgameDB(rules, 6, cache=tmp_path, progress=False)
    assert set(first.log.values()) == {"built"}
    again = EndgameDB(rules, 6, cache=tmp_path, progress=False)
    assert set(again.log.values()) == {"loaded"}
    assert np.array_equal(again.flat, fresh.flat)

    # flip one value (the checksum catches it), truncate another, garble a header
    path5 = again.path(5)
    assert path5 is not None
    data = bytearray(path5.read_bytes())
    data[-3] = (data[-3] + 1) % 256
    path5.write_bytes(bytes(data))
    path6 = again.path(6)
    assert path6 is not None
    path6.write_bytes(path6.read_bytes()[:-10])
    path2 = again.path(2)
    assert path2 is not None
    path2.write_bytes(b"garbage" + path2.read_bytes()[7:])
    third = EndgameDB(rules, 6, cache=tmp_path, progress=False)
    assert third.log[5] == third.log[6] == third.log[2] == "rebuilt"
    assert third.log[4] == "loaded"
    assert np.array_equal(third.flat, fresh.flat)
    assert not list(path5.parent.glob(".level-*"))  # no temporary files left behind


def test_build_resumes_from_the_levels_on_disk(tmp_path: Path) -> None:
    rules = mc.rules("kalah", pits=3, end="no-move", leftovers="emptied")
    EndgameDB(rules, 4, cache=tmp_path, progress=False)  # "interrupted" after level 4
    resumed = EndgameDB(rules, 7, cache=tmp_path, progress=False)
    assert [resumed.log[k] for k in range(8)] == ["loaded"] * 5 + ["built"] * 3
    fresh = EndgameDB(rules, 7, cache=None, progress=False)
    assert np.array_equal(resumed.flat, fresh.flat)
    # another ruleset of the same pits has its own files
    other = EndgameDB(mc.rules("kalah", pits=3), 3, cache=tmp_path, progress=False)
    assert set(other.log.values()) == {"built"}
