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
    assert themes(pos, ["2"]) == ("capture", "endgame")  # it takes the last seeds: over


def test_lap() -> None:
    # 9 seeds from pit 1 go round (2..4, store, North 1..4, pit 1) and land in the pit they
    # left, now holding one: a lap, and the capture of North's pit facing it
    pos = mc.parse("kalah[pits=4,seeds=3] 9.0.0.0:3/3.3.3.3:0 S")
    assert themes(pos, ["1"]) == ("capture", "lap")


def test_empty_capture() -> None:
    # under the empty_capture rule the last seed in the empty pit 3 is captured alone,
    # though North's pit facing it is empty
    pos = mc.parse("kalah[empty_capture=true,pits=4,seeds=3] 0.1.0.0:12/0.0.1.0:10 S")
    assert themes(pos, ["2"]) == ("empty_capture", "endgame")  # and ends the game


def test_the_defenders_moves_do_not_count() -> None:
    # South (the solver) captures with 2; North's 3 then earns an extra move: not a theme
    pos = mc.parse("kalah[pits=4,seeds=3] 0.1.0.1:10/3.3.2.4:0 S")
    after = pos.play("2")
    assert after.to_move == 1 and after.trace("3").extra_move()
    assert themes(pos, ["2", "3"]) == ("capture",)


def test_quiet_move() -> None:
    # 1 sows its 3 seeds into pits 2, 3 and 4: no capture, no extra move
    assert themes(mc.rules("kalah", pits=4, seeds=3).start(), ["1"]) == ("quiet_move",)


def test_sacrifice() -> None:
    # North  4 3 2 1 : 3 1 6 3   North store 2, North to move
    # South  1 2 3 4 : 4 2 0 0   South store 3
    # North's 2 sows 1 seed into North's pit 3 ... and leaves South's 3 (1 seed) to land in
    # the empty pit 4 and take the 3 seeds of North's pit 1 facing it
    pos = mc.parse("kalah[pits=4,seeds=3] 4.2.0.0:3/3.6.1.3:2 N")
    assert themes(pos, ["2", "3"]) == ("quiet_move", "sacrifice")


OWARE = mc.rules("oware")


def test_defence() -> None:
    #     North  4   3   2   1
    #          [ 4] [ 1] [ 0] [ 0]
    #     N 5                       S 5
    #          [ 1] [ 0] [ 6] [ 2]
    #            1    2    3    4  South to move
    #
    # after 4 North's 1 ends in the empty pit 2 and captures South's 6 in pit 3; after 3
    # North's 3 ends in North's store, an extra move; after 1 (capturing North's 1 in pit
    # 3) North has only 4, which neither captures nor ends in the store: 1 is the defence
    pos = mc.parse("kalah[pits=4,seeds=3] 1.0.6.2:5/0.0.1.4:5 S")
    assert themes(pos, ["1"]) == ("capture", "defence")
    assert "defence" not in themes(pos, ["3"])
    assert "defence" not in themes(pos, ["4"])
    # a turn with a move that earns an extra move is not judged: the start, where 2 does
    start = mc.rules("kalah", pits=4, seeds=3).start()
    assert all("defence" not in themes(start, [m]) for m in "1234")


def test_chain_capture() -> None:
    # RULES.md section 2, example 2: South's 3 (8 seeds) ends in North's pit 5 and takes
    # 3+2+2+2+2 seeds from North's pits 5 to 1
    pos = OWARE.position(pits=[[0, 0, 8, 0, 0, 1], [1, 1, 1, 1, 2, 3]], stores=[10, 20],
                         to_move=0)
    assert themes(pos, ["3"]) == ("capture", "chain_capture")


def test_grand_slam_avoided() -> None:
    # RULES.md section 2, example 9: South's 6 would make North's 1 and 2 hold 2 each, every
    # seed of North's row: a grand slam (void under Abapa's no-capture); 5 avoids it
    pos = OWARE.position(pits=[[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0]], stores=[20, 23],
                         to_move=0)
    assert themes(pos, ["5"]) == ("quiet_move", "grand_slam_avoided")
    assert themes(pos, ["6"]) == ("quiet_move",)  # the grand slam itself captures nothing


def test_feeding() -> None:
    # North's row is empty: South's 6 sows its seed into North's pit 1
    pos = OWARE.position(pits=[[0, 0, 0, 0, 3, 1], [0, 0, 0, 0, 0, 0]], stores=[20, 24],
                         to_move=0)
    assert themes(pos, ["6"]) == ("quiet_move", "feeding")


def test_repetition_and_endgame() -> None:
    # North  . . 1   (pits 3 2 1)     South's 3 sows into North's pit 1: the board and the
    # South  . . 1   (pits 1 2 3)     player to move are the first of the history (seen=):
    #                                 the game ends by the repetition
    pos = mc.parse("oware[pits=3,seeds=1] 0.0.1:2/0.0.1:2 S seen=0.0.0:2/1.0.1:2@N;"
                   "1.0.0:2/1.0.0:2@S;0.1.0:2/1.0.0:2@N;0.1.0:2/0.1.0:2@S;0.0.1:2/0.1.0:2@N")
    assert themes(pos, ["3"]) == ("quiet_move", "endgame", "repetition")
