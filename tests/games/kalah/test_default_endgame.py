"""The fast path by default: the automatic endgame database (built once, reused,
a corrupt file rebuilt, a full disk or a read-only cache reported while the
search still answers), the table sized from the memory, the root moves on threads."""

from __future__ import annotations

import errno
import json
import random
import warnings
from pathlib import Path

import pytest
from search import brute

import mancala_core as mc
from mancala_core import InvalidOptionError, cli
from mancala_core.games.kalah import endgame as E
from mancala_core.native import database as native_database
from mancala_core.native import machine
from mancala_core.search.compiled.solver import Solver, solve

RULES = mc.rules("kalah", pits=3, seeds=2)


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder and an empty process cache of databases."""
    folder = tmp_path / "cache"
    monkeypatch.setenv("MANCALA_CACHE", str(folder))
    monkeypatch.setattr(E, "_defaults", {})
    return folder


@pytest.fixture
def unwritable_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A cache folder that cannot be made (it would be below a plain file, which
    stops even root), and an empty process cache of databases."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("MANCALA_CACHE", str(blocker / "cache"))
    monkeypatch.setattr(E, "_defaults", {})
    return blocker / "cache"


def _levels(cache: Path) -> list[str]:
    return sorted(p.name for p in cache.glob("endgame/*/level-*.bin"))


def test_solve_builds_the_database_once_and_reuses_it(cache: Path) -> None:
    pos = RULES.start()
    sol = solve(pos)
    db = E.default_endgame(RULES)
    assert db is not None and db.max_seeds == RULES.total_seeds == 12
    assert set(db.log.values()) == {"built"}
    assert len(_levels(cache)) == 13
    # the same object in this process; loaded from the cache in a new one
    assert E.default_endgame(RULES) is db
    E._defaults.clear()
    again = E.default_endgame(RULES)
    assert again is not db and again is not None and set(again.log.values()) == {"loaded"}
    # the values are those without a database, found with fewer nodes
    plain = solve(pos, endgame=False)
    assert sol.exact and sol.moves == plain.moves and sol.value == plain.value == 4
    assert sol.nodes < plain.nodes


def test_a_small_position_builds_only_the_levels_it_needs(cache: Path) -> None:
    pos = mc.parse("kalah[pits=3,seeds=2] 2.0.1:3/0.1.1:4 S")
    solve(pos)
    assert len(_levels(cache)) == pos.seeds_on_board() + 1


def test_a_bigger_database_already_in_the_cache_is_used(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # the automatic size is capped (for the build's time) at 8 seeds here; a
    # database of 11 seeds built before (``mancala solve --endgame 11``) is loaded
    # whole instead, with no level built again
    rules = mc.rules("kalah", pits=3, seeds=2)
    monkeypatch.setattr(E, "AUTO_MAX_POSITIONS", int(E.comb_table(6, 8)[6].sum()))
    assert E.auto_seeds(rules) == 8
    E.EndgameDB(rules, 11, progress=False)
    assert E.cached_seeds(rules) == 11
    db = E.default_endgame(rules)
    assert db is not None and db.max_seeds == 11
    assert set(db.log.values()) == {"loaded"} and len(db.log) == 12
    # the free-memory share still applies to what is loaded
    E._defaults.clear()
    monkeypatch.setattr(machine, "available_memory", lambda: 8 * machine.MEMORY_SHARE * 1000)
    small = E.default_endgame(rules)
    assert small is not None and small.max_seeds < 11


def test_the_endgame_command_builds_resumes_and_refuses_bad_input(
        cache: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["endgame", "kalah", "--pits", "3", "--seeds", "2"]
    assert cli.main([*argv, "--max-seeds", "6"]) == 0
    out = capsys.readouterr().out
    assert "kalah[pits=3,seeds=2]: endgame database of 6 seeds, 924 positions" in out
    assert "levels loaded: none; built: 0-6" in out and str(cache) in out
    # a bigger one resumes at the first missing level
    assert cli.main([*argv, "--max-seeds", "9"]) == 0
    assert "levels loaded: 0-6; built: 7-9" in capsys.readouterr().out
    assert len(_levels(cache)) == 10
    # the solver's automatic database loads what the cache has
    db = E.default_endgame(RULES)
    assert db is not None and all(db.log[level] == "loaded" for level in range(10))
    before = _levels(cache)
    for bad, message in ((["--max-seeds", "0"], "--max-seeds 0: give 1 to 40 seeds"),
                         (["--max-seeds", "many"], "--max-seeds many: give 1 to 40 seeds")):
        assert cli.main([*argv, *bad]) == 2
        err = capsys.readouterr()
        assert message in err.err and err.out == ""
    assert cli.main(["endgame", "oware"]) == 2
    assert "endgame databases are for kalah, not 'oware'" in capsys.readouterr().err
    assert _levels(cache) == before  # bad input builds nothing


def test_the_endgame_command_fails_on_a_cache_it_cannot_write(
        unwritable_cache: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["endgame", "kalah", "--pits", "3", "--seeds", "2", "--max-seeds", "4"])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert "mancala: error: cannot save the endgame database of kalah[pits=3,seeds=2]" in err
    assert "set MANCALA_CACHE to a writable folder" in err and "Warning" not in err


def test_a_corrupt_level_is_rebuilt(cache: Path) -> None:
    solve(RULES.start())
    path = next(cache.glob("endgame/*/level-010.bin"))
    data = bytearray(path.read_bytes())
    data[-1] ^= 0x55
    path.write_bytes(bytes(data))
    E._defaults.clear()
    db = E.default_endgame(RULES)
    assert db is not None and db.log[10] == "rebuilt" and db.log[9] == "loaded"
    assert solve(RULES.start()).moves == solve(RULES.start(), endgame=False).moves


def test_a_read_only_cache_gives_a_clear_message_and_the_search_answers(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # a cache "folder" below a plain file cannot be made, even by root
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("MANCALA_CACHE", str(blocker / "cache"))
    monkeypatch.setattr(E, "_defaults", {})
    with pytest.warns(E.CacheWarning, match="cannot save the Kalah endgame database") as seen:
        sol = solve(RULES.start())
    assert len(seen) == 1 and str(blocker / "cache") in str(seen[0].message)
    assert "kept in memory" in str(seen[0].message)
    assert sol.exact and sol.moves == solve(RULES.start(), endgame=False).moves


def test_a_full_disk_gives_a_clear_message_and_the_search_answers(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(path: object, *chunks: bytes) -> None:
        raise OSError(f"cannot write {str(path)!r}: {errno.errorcode[errno.ENOSPC]} "
                      "No space left on device")

    monkeypatch.setattr(native_database, "write_atomically", full)
    with pytest.warns(E.CacheWarning, match="No space left on device"):
        sol = solve(RULES.start())
    assert sol.exact and sol.value == 4
    assert _levels(cache) == []


def test_no_memory_for_the_database_searches_without_it(
        cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_memory(*args: object, **kwargs: object) -> None:
        raise MemoryError

    monkeypatch.setattr(E, "EndgameDB", no_memory)
    with pytest.warns(E.CacheWarning, match="searching without it"):
        sol = solve(RULES.start())
    assert sol.exact and sol.value == 4


def test_the_cli_prints_the_cache_message_on_stderr(
        unwritable_cache: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = cli.main(["solve", "kalah", "--pits", "3", "--seeds", "2", "--json"])
    out, err = capsys.readouterr()
    assert code == 0 and json.loads(out)["value"] == 4
    assert err.startswith("mancala: warning: cannot save the Kalah endgame database")


def test_a_budget_does_not_build_the_database(cache: Path) -> None:
    sol = solve(RULES.start(), max_nodes=100_000)
    assert sol.exact and _levels(cache) == []
    solve(RULES.start())  # builds it
    E._defaults.clear()
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert solve(RULES.start(), max_nodes=100_000).exact  # and now uses the cached one
    db = E.default_endgame(RULES, build=False)
    assert db is not None and set(db.log.values()) == {"loaded"}


def test_the_sizes_come_from_the_memory() -> None:
    assert E.auto_seeds(mc.rules("kalah"), memory=64 << 30) == 16  # capped: a fast build
    assert E.auto_seeds(mc.rules("kalah"), memory=64 << 20) == 13
    assert E.auto_seeds(mc.rules("kalah"), memory=0) == 0
    assert machine.table_bits(memory=64 << 30) == machine.MAX_TABLE_BITS
    # one whole solve's table may be bigger, within the same share of the memory
    assert machine.table_bits(memory=64 << 30, most=machine.SOLVE_TABLE_BITS) == 25
    assert machine.table_bits(memory=1 << 30, most=machine.SOLVE_TABLE_BITS) == 22
    assert machine.table_bits(memory=1 << 20) == machine.MIN_TABLE_BITS
    assert machine.cores() >= 1


def test_the_cap_is_configurable(monkeypatch: pytest.MonkeyPatch) -> None:
    kalah = mc.rules("kalah")
    monkeypatch.setenv("MANCALA_ENDGAME_SEEDS", "18")
    assert E.auto_seeds(kalah, memory=64 << 30) == 18  # instead of the 16 of the cap
    assert E.auto_seeds(kalah, memory=64 << 20) == 13  # the memory share still holds
    monkeypatch.setenv("MANCALA_ENDGAME_SEEDS", "12")
    assert E.auto_seeds(kalah, memory=64 << 30) == 12
    monkeypatch.setenv("MANCALA_ENDGAME_SEEDS", "lots")
    with pytest.raises(InvalidOptionError, match="MANCALA_ENDGAME_SEEDS='lots'"):
        E.auto_seeds(kalah)


def test_oware_has_no_database_and_solves_as_before(cache: Path) -> None:
    pos = mc.rules("oware", pits=2, seeds=1).start()
    assert E.default_endgame(pos.rules) is None
    assert solve(pos).value == brute.value(pos, {})
    assert _levels(cache) == []


@pytest.mark.parametrize("swap", [False, True])
def test_root_moves_on_threads_give_the_same_exact_values(swap: bool) -> None:
    """Two threads share the table (entries sealed against torn writes): every
    move's value equals a plain minimax."""
    rng = random.Random(7 + swap)
    rules = mc.rules("kalah", pits=4, seeds=2, empty_capture=True, swap=swap)
    memo: dict[object, int] = {}
    solver = Solver(rules, table_bits=12, threads=2)
    for _ in range(12):
        pos = rules.start()
        for _ in range(rng.randrange(2 + 3 * swap, 8)):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(pos.legal_moves()))
        if pos.is_over():
            continue
        sol = solver.solve(pos)
        assert sol.exact and sol.moves == brute.move_values(pos, memo), pos.text()
        assert sol.value == brute.value(pos, memo)


def test_a_budget_on_threads_gives_proved_bounds() -> None:
    pos = mc.rules("kalah", seeds=3, empty_capture=True).start()
    sol = solve(pos, max_nodes=20_000, threads=2, endgame=False)
    assert not sol.exact and sol.value is None and sol.lower < sol.upper
    for move, (lo, hi) in sol.move_bounds.items():
        assert lo <= hi, move


def test_a_progress_bar_only_where_a_person_waits(
        cache: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # a database big enough for a bar; in a Jupyter kernel (a click on a widget's Hint) the
    # automatic one is built without one, which would land in JupyterLab's log console
    rules = mc.rules("kalah", pits=3, seeds=2)
    monkeypatch.setattr(E, "PROGRESS_POSITIONS", 1)
    monkeypatch.setitem(__import__("sys").modules, "ipykernel", object())
    assert E.default_endgame(rules, 6) is not None
    assert "endgame" not in capsys.readouterr().err
    # on a command line (the warm-up) building shows one; loading from the cache shows none
    monkeypatch.delitem(__import__("sys").modules, "ipykernel")
    E._defaults.clear()
    assert E.default_endgame(rules, 8) is not None
    assert "kalah(3) endgame <= 8" in capsys.readouterr().err
    E._defaults.clear()
    db = E.default_endgame(rules, 8)
    assert db is not None and set(db.log.values()) == {"loaded"}
    assert "endgame" not in capsys.readouterr().err
