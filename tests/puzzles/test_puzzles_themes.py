"""One test per theme: a small Kalah board (4 pits a side, 24 seeds) and a line."""

from __future__ import annotations

import mancala_core as mc
from puzzles.themes import themes


def test_extra_move() -> None:
    # 2 sows 3 seeds: pit 3, pit 4, the store; South moves again (once: no chain)
    start = mc.rules("kalah", pits=4, seeds=3).start()
    assert themes(start, ["2"]) == ("extra_move",)


def test_chain() -> None:
    # South   .  .  2  1 | store 10: 4 into the store, again; 3 sows pit 4 and the store, again
    pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
    assert themes(pos, ["4", "3"]) == ("extra_move", "chain")
    assert themes(pos, ["4"]) == ("extra_move",)


def test_capture() -> None:
    # 2 drops its seed into the empty pit 3 and takes North's 3 seeds facing it
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.0.0:11/3.3.3.3:0 S")
    assert themes(pos, ["2"]) == ("capture",)


def test_lap() -> None:
    # 9 seeds from pit 1 go round (2..4, store, North 1..4, pit 1) and land in the pit they
    # left, now holding one: a lap, and the capture of North's pit facing it
    pos = mc.parse("kalah[pits=4,seeds=3] 9.0.0.0:3/3.3.3.3:0 S")
    assert themes(pos, ["1"]) == ("capture", "lap")


def test_empty_capture() -> None:
    # under the empty_capture rule the last seed in the empty pit 3 is captured alone,
    # though North's pit facing it is empty
    pos = mc.parse("kalah[empty_capture=true,pits=4,seeds=3] 0.1.0.0:12/0.0.1.0:10 S")
    assert themes(pos, ["2"]) == ("empty_capture",)


def test_the_defenders_moves_do_not_count() -> None:
    # South (the solver) captures with 2; North's 3 then earns an extra move: not a theme
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.0.1:10/3.3.2.4:0 S")
    after = pos.play("2")
    assert after.to_move == 1 and after.trace("3").extra_move()
    assert themes(pos, ["2", "3"]) == ("capture",)
