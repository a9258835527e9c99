"""Oware endgames: the compiled rules, exact values with the repetition rule, the cache."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest
from search import brute

import mancala_core as mc
from mancala_core.games.oware.endgame import (
    HI_ANY,
    HI_EMPTY,
    LO_ANY,
    LO_EMPTY,
    OwareEndgameDB,
    legal_moves,
    play,
    solve_value,
)
from mancala_core.search.compiled.solver import Solver

SLAMS = ("no-capture", "illegal", "capture")


def _random_endgame(rules: mc.Rules, rng: random.Random, max_left: int,
                    walk: int = 8) -> mc.Position:
    """A position with 1..``max_left`` seeds on the board and stores at random, then up
    to ``walk`` random moves that capture nothing (so it has a history)."""
    n = rules.pits_per_player
    total = rules.total_seeds
    left = rng.randint(1, min(max_left, total))
    cells = [0] * (2 * n)
    for _ in range(left):
        cells[rng.randrange(2 * n)] += 1
    north = rng.randint(0, total - left)
    pos = rules.position(pits=[cells[:n], cells[n:]], stores=[total - left - north, north],
                         to_move=rng.randint(0, 1))
    for _ in range(rng.randint(0, walk)):
        if pos.is_over():
            break
        child = pos.play(rng.choice(pos.legal_moves()))
        if child.seeds_on_board() != pos.seeds_on_board():
            break
        pos = child
    return pos


# -- the compiled rules against the readable ones ---------------------------------------


@pytest.mark.parametrize("grand_slam", SLAMS)
def test_compiled_moves_equal_the_rules(grand_slam: str) -> None:
    rng = random.Random(7)
    for pits in (2, 3, 4, 6):
        rules = mc.rules("oware", pits=pits, grand_slam=grand_slam)
        n = pits
        out = np.zeros(n, dtype=np.int64)
        for _ in range(150):
            pos = _random_endgame(rules, rng, 20, walk=0)
            if pos.is_over() and not pos.legal_moves():
                continue
            p = pos.to_move
            b = np.array(pos.pits(p) + pos.pits(1 - p), dtype=np.int64)
            count = legal_moves(n, ["no-capture", "illegal", "capture"].index(grand_slam),
                                b, out)
            legal = pos.legal_moves()
            assert [int(x) + 1 for x in out[:count]] == [m.pit for m in legal], pos.text()
            for move in legal:
                c = b.copy()
                got = play(n, ["no-capture", "illegal", "capture"].index(grand_slam), c,
                           move.pit - 1)  # type: ignore[operator]
                child = pos.play(move)
                if child.is_over():
                    # the rules collected the rows: compare the stores' gain only
                    assert got <= child.store(p) - pos.store(p) + int(c[:n].sum())
                    continue
                assert got == child.store(p) - pos.store(p), pos.text()
                assert c.tolist() == list(child.pits(p) + child.pits(1 - p)), pos.text()


# -- exact values --------------------------------------------------------------------------


@pytest.mark.parametrize("grand_slam", SLAMS)
def test_values_equal_brute_force_with_histories(grand_slam: str) -> None:
    # the brute force keys its memo on the whole history: it only manages tiny levels
    rng = random.Random(SLAMS.index(grand_slam))
    with_history = 0
    for pits, seeds, k, count in ((2, 2, 6, 60), (2, 3, 5, 40), (3, 2, 3, 40), (4, 2, 3, 30)):
        rules = mc.rules("oware", pits=pits, seeds=seeds, grand_slam=grand_slam)
        db = OwareEndgameDB(rules, k, cache=None, progress=False)
        memo: dict[object, int] = {}
        for _ in range(count):
            pos = _random_endgame(rules, rng, k)
            with_history += bool(pos.history)
            assert db.value(pos) == brute.value(pos, memo), pos.text()
            lo, hi = db.bounds(pos)
            assert lo <= db.value(pos) <= hi
    assert with_history > 25


def test_bounds_are_ordered_and_mostly_exact() -> None:
    rules = mc.rules("oware", pits=3, seeds=2)
    db = OwareEndgameDB(rules, 6, cache=None, progress=False)
    v = db.vals.astype(int)
    assert np.all(v[:, LO_ANY] <= v[:, LO_EMPTY])
    assert np.all(v[:, LO_EMPTY] <= v[:, HI_EMPTY])
    assert np.all(v[:, HI_EMPTY] <= v[:, HI_ANY])
    assert sum(s["open"] for s in db.stats.values()) == 0  # every empty history solved


@pytest.mark.parametrize("grand_slam", SLAMS)
def test_values_equal_the_negamax_solver(grand_slam: str) -> None:
    """Larger levels than the brute force can do: the general solver (exact, history
    in its table key) agrees."""
    rules = mc.rules("oware", pits=3, seeds=3, grand_slam=grand_slam)
    db = OwareEndgameDB(rules, 6, cache=None, progress=False)
    solver = Solver(rules, table_bits=18)
    rng = random.Random(11)
    for _ in range(10):
        pos = _random_endgame(rules, rng, 6)
        assert db.value(pos) == solver.value(pos), pos.text()


def test_rules_example_11_the_first_position_counts() -> None:
    """RULES.md section 2, example 11: 1,1,2,2,...,6,6 brings back the first position."""
    rules = mc.rules("oware")
    start = rules.position(pits=[[1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]], stores=[23, 23],
                           to_move=0)
    db = OwareEndgameDB(rules, 2, cache=None, progress=False)
    assert db.value(start) == 0
    pos = start
    for pit in "112233445566":
        assert db.value(pos) == brute.value(pos)
        pos = pos.play(pit)
    assert pos.is_over() and pos.scores() == (24, 24)
    assert db.value(pos) == 0
    # the same board later in the game, with the whole loop behind it: the game ends
    # at once if it comes back, so it is still worth 0 with any history
    assert solve_value(start) == 0


# -- the disk cache ------------------------------------------------------------------------


def test_cache_is_reused_and_corrupt_files_are_rebuilt(tmp_path: Path) -> None:
    rules = mc.rules("oware", pits=3, grand_slam="illegal")
    fresh = OwareEndgameDB(rules, 5, cache=None, progress=False)
    first = OwareEndgameDB(rules, 5, cache=tmp_path, progress=False)
    assert set(first.log.values()) == {"built"}
    again = OwareEndgameDB(rules, 5, cache=tmp_path, progress=False)
    assert set(again.log.values()) == {"loaded"}
    assert np.array_equal(again.vals, fresh.vals)

    path5, path4, path2 = again.path(5), again.path(4), again.path(2)
    assert path5 is not None and path4 is not None and path2 is not None
    data = bytearray(path5.read_bytes())
    data[-3] = (data[-3] + 1) % 256  # one value: the checksum catches it
    path5.write_bytes(bytes(data))
    path4.write_bytes(path4.read_bytes()[:-10])  # truncated
    path2.write_bytes(b"garbage" + path2.read_bytes()[7:])  # a bad header
    third = OwareEndgameDB(rules, 5, cache=tmp_path, progress=False)
    assert third.log[5] == third.log[4] == third.log[2] == "rebuilt"
    assert third.log[3] == "loaded"
    assert np.array_equal(third.vals, fresh.vals)
    assert not list(path5.parent.glob(".level-*"))  # no temporary files left behind
    # another grand-slam rule has its own files; the seeds option shares them
    assert set(OwareEndgameDB(mc.rules("oware", pits=3), 2, cache=tmp_path,
                              progress=False).log.values()) == {"built"}
    assert set(OwareEndgameDB(mc.rules("oware", pits=3, seeds=2, grand_slam="illegal"), 5,
                              cache=tmp_path, progress=False).log.values()) == {"loaded"}


def test_build_resumes_from_the_levels_on_disk(tmp_path: Path) -> None:
    rules = mc.rules("oware", pits=3, grand_slam="capture")
    OwareEndgameDB(rules, 3, cache=tmp_path, progress=False)  # "interrupted" after level 3
    resumed = OwareEndgameDB(rules, 5, cache=tmp_path, progress=False)
    assert [resumed.log[k] for k in range(6)] == ["loaded"] * 4 + ["built"] * 2
    fresh = OwareEndgameDB(rules, 5, cache=None, progress=False)
    assert np.array_equal(resumed.vals, fresh.vals)


def test_memory_limit_lowers_the_levels() -> None:
    rules = mc.rules("oware", pits=3)
    probe = OwareEndgameDB(rules, 0, cache=None, progress=False)
    limit = probe.memory_needed(4)
    db = OwareEndgameDB(rules, 9, cache=None, progress=False, memory_limit=limit)
    assert db.max_seeds == 4
    with pytest.raises(KeyError):
        db.value(rules.position(pits=[[5, 0, 0], [0, 0, 0]], stores=[10, 9], to_move=0))
    with pytest.raises(ValueError):
        OwareEndgameDB(mc.rules("kalah"), 2, cache=None)
    with pytest.raises(ValueError):
        db.value(mc.rules("oware", pits=4).position(pits=[[1, 0, 0, 0], [1, 0, 0, 0]],
                                                    stores=[15, 15], to_move=0))
    assert HI_EMPTY > LO_EMPTY  # the columns are distinct


def test_a_cache_that_cannot_be_written_warns_and_the_database_answers(
        tmp_path: Path) -> None:
    """The one cache policy of every game's database (as Kalah's, and as ``mancala
    endgame`` documents): one warning, the database kept in memory, the same values."""
    from mancala_core.native.database import CacheWarning

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")  # a cache folder below a file cannot be made
    rules = mc.rules("oware", pits=3, grand_slam="illegal")
    with pytest.warns(CacheWarning, match="kept in memory") as seen:
        db = OwareEndgameDB(rules, 5, cache=blocker / "cache", progress=False)
    assert len(seen) == 1 and str(blocker / "cache") in str(seen[0].message)
    assert db.cache_error is not None and db.folder is None
    fresh = OwareEndgameDB(rules, 5, cache=None, progress=False)
    assert np.array_equal(db.vals, fresh.vals)
