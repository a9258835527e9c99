"""The sources of mining: random play, the Kalah endgame database, the constructed chain
rows (OEIS A028932, and their Kalah analogue played by the rules)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import mancala_core as mc
from mancala_core.games.kalah.database import default_endgame
from puzzles import PuzzleError, PuzzleFileError, verify
from puzzles.cli import main
from puzzles.mine import mine
from puzzles.sources import chain_moves, chain_row, constructed_positions

# OEIS A028932, "Triangular array of winning positions in Tchoukaillon (or Mancala)
# solitaire": row n is the winning row of n seeds read from the farthest hole (row 0 is 0)
A028932 = [0, 1, 2, 0, 2, 1, 3, 1, 0, 3, 1, 1, 4, 2, 0, 0, 4, 2, 0, 1, 4, 2, 2, 0, 4, 2, 2, 1,
           5, 3, 1, 1, 0, 5, 3, 1, 1, 1, 6, 4, 2, 0, 0, 0, 6, 4, 2, 0, 0, 1, 6, 4, 2, 0, 2, 0,
           6, 4, 2, 0, 2, 1, 6, 4, 2, 3, 1, 0, 6, 4, 2, 3, 1, 1, 7, 5, 3, 1, 2, 0, 0, 7, 5, 3,
           1, 2, 0, 1]


def test_the_chain_rows_are_oeis_a028932() -> None:
    terms: list[int] = []
    n = 0
    while len(terms) < len(A028932):
        row = chain_row(n)
        terms.extend(reversed(row) if row else [0])
        assert sum(row) == n
        n += 1
    assert terms[:len(A028932)] == A028932


def test_the_chain_empties_a_kalah_row_by_extra_moves() -> None:
    # chain_row(5) = (1, 1, 3): South's pits 6, 5, 4 (nearest the store first)
    #
    #          N6  N5  N4  N3  N2  N1
    #          [2] [0] [0] [0] [0] [0]
    #     N 20                          S 21
    #          [0] [0] [0] [3] [1] [1]
    #          S1  S2  S3  S4  S5  S6
    #
    # 6 (into the store), 4 (5, 6, store), 6, 5 (6, store), 6: five extra moves, the row
    # empty, the game over, North's 2 seeds going to North
    rules = mc.rules("kalah")
    pos = rules.position(pits=[[0, 0, 0, 3, 1, 1], [0, 0, 0, 0, 0, 2]], stores=[21, 20])
    assert chain_moves(chain_row(5)) == [1, 3, 1, 2, 1]
    for hole in chain_moves(chain_row(5))[:-1]:
        pos = pos.play(str(7 - hole))
        assert pos.to_move == 0 and not pos.is_over()
    end = pos.play("6")
    assert end.is_over()
    assert end.cells == rules.position(pits=[[0] * 6, [0] * 6], stores=[26, 22]).cells


@pytest.mark.parametrize("n", range(1, 18))
def test_every_chain_row_that_fits_six_pits_is_one_turn(n: int) -> None:
    row = chain_row(n)
    assert len(row) <= 6
    mover = [row[6 - j] if 6 - j < len(row) else 0 for j in range(1, 7)]
    pos = mc.rules("kalah").position(pits=[mover, [1, 1, 1, 1, 1, 1]], stores=[0, 42 - n])
    for hole in chain_moves(row):
        assert pos.to_move == 0 and not pos.is_over()
        before = pos.store(0)
        pos = pos.play(str(7 - hole))
        assert pos.store(0) == before + 1 or pos.is_over()
    assert sum(pos.pits(0)) == 0
    assert chain_row(18)[6] == 7  # 18 seeds need a seventh hole


def test_constructed_positions_carry_the_chain_row() -> None:
    for pos, source in constructed_positions(mc.rules("kalah"), 1, 0):
        n = int(source.rsplit(" ", 1)[1].rstrip(")"))
        row = chain_row(n)
        mine_row = pos.pits(pos.to_move)
        assert [mine_row[6 - i] for i in range(1, len(row) + 1)] == list(row)
        assert sum(mine_row) == n and not pos.is_over()


def test_constructed_longest_chains_are_the_chain(tmp_path: Path) -> None:
    found = mine(mc.rules("kalah"), count=6, seed=1, goals=["longest_chain"],
                 source="constructed", progress=False, max_games=4)
    assert len(found) == 6
    for puzzle in found:
        n = int(puzzle.source.rsplit(" ", 1)[1].rstrip(")"))
        assert puzzle.solution == tuple(str(7 - h) for h in chain_moves(chain_row(n)))
        assert "constructed" in puzzle.source and "chain" in puzzle.themes


def test_endgame_draws_take_the_databases_values() -> None:
    rules = mc.rules("kalah", pits=4, seeds=2)
    db = default_endgame(rules)
    assert db is not None
    found = mine(rules, count=6, seed=2, goals=["win"], source="endgame", progress=False)
    assert len(found) == 6
    for puzzle in found:
        assert puzzle.source.startswith("seed 2 endgame ")
        assert puzzle.value == db.value(puzzle.start()) in (1, 2)
        assert verify(puzzle).solution == puzzle.solution


def test_a_source_is_deterministic_whatever_the_workers_and_kept_in_the_state(
        tmp_path: Path) -> None:
    rules = mc.rules("kalah", pits=4, seeds=2)
    one = mine(rules, count=4, seed=5, source="random", progress=False)
    two = mine(rules, count=4, seed=5, source="random", progress=False, workers=2)
    assert one == two
    assert all("random play" in p.source for p in one)
    state = tmp_path / "state.json"
    mine(rules, count=2, seed=5, source="random", state=state, progress=False)
    assert json.loads(state.read_text())["source"] == "random"
    with pytest.raises(PuzzleFileError, match="source 'random', not 'games'"):
        mine(rules, count=2, seed=5, state=state, progress=False)


def test_bad_sources_are_refused(capsys: pytest.CaptureFixture[str],
                                 tmp_path: Path) -> None:
    with pytest.raises(PuzzleError, match="unknown source 'books'"):
        mine(mc.rules("kalah"), count=1, seed=1, source="books", progress=False)
    with pytest.raises(PuzzleError, match="Kalah's endgame database, not 'oware'"):
        mine(mc.rules("oware"), count=1, seed=1, source="endgame", progress=False)
    with pytest.raises(SystemExit):
        main(["mine", "--count", "1", "--out", str(tmp_path / "x.json"), "--source", "x"])
    assert "invalid choice: 'x'" in capsys.readouterr().err
