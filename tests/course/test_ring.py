"""The one model of the sowing ring (coursework.kinds.ring), read from the rules' own traces: it
gives the laps and the learners' miscounts that the course counted by hand before."""

from __future__ import annotations

import pytest

import mancala_core as mc
from coursework.kinds.ring import counted, lap, ring, skips_origin, sows_pits_only


def _by_hand(rules: mc.Rules, pit: int, *, own: bool, other: bool, origin: bool
             ) -> list[mc.Place]:
    """One lap of South's sowing from ``pit`` counted by hand: the pits after it, the
    stores if ``own``/``other``, North's row, South's pits before it (and ``pit`` itself
    if ``origin``)."""
    n = rules.pits_per_player
    places = [mc.Place(0, k) for k in range(pit + 1, n + 1)]
    places += [mc.Place(0)] if own else []
    places += [mc.Place(1, k) for k in range(1, n + 1)]
    places += [mc.Place(1)] if other else []
    places += [mc.Place(0, k) for k in range(1, pit + (1 if origin else 0))]
    return places


@pytest.mark.parametrize("pits", [3, 6])
def test_kalah_laps_and_miscounts(pits: int) -> None:
    rules = mc.rules("kalah", pits=pits)
    for pit in range(1, pits + 1):
        assert list(lap(rules, 0, pit)) == _by_hand(rules, pit, own=True, other=False,
                                                    origin=True)
        assert counted(rules, 0, pit, add=[mc.Place(1)]) == _by_hand(
            rules, pit, own=True, other=True, origin=True)
        assert counted(rules, 0, pit, leave_out=[mc.Place(0)]) == _by_hand(
            rules, pit, own=False, other=False, origin=True)
        assert counted(rules, 0, pit, leave_out=[mc.Place(0, pit)]) == _by_hand(
            rules, pit, own=True, other=False, origin=False)
        assert ring(rules, 0, pit) == (mc.Place(0, pit), *_by_hand(
            rules, pit, own=True, other=True, origin=False))
    assert not skips_origin(rules) and not sows_pits_only(rules)


def test_oware_laps_and_miscounts() -> None:
    rules = mc.rules("oware")
    for pit in range(1, 7):
        assert list(lap(rules, 0, pit)) == _by_hand(rules, pit, own=False, other=False,
                                                    origin=False)
        assert counted(rules, 0, pit, add=[mc.Place(0), mc.Place(1)]) == _by_hand(
            rules, pit, own=True, other=True, origin=False)
        assert counted(rules, 0, pit, add=[mc.Place(0, pit)]) == _by_hand(
            rules, pit, own=False, other=False, origin=True)
        assert ring(rules, 0, pit) == (mc.Place(0, pit), *_by_hand(
            rules, pit, own=True, other=True, origin=False))
    assert skips_origin(rules) and sows_pits_only(rules)


def test_only_oware_sows_pits_only() -> None:
    found = [name for name in ("kalah", "oware", "mankala24", "toguz", "basic", "congkak",
                               "bao") if sows_pits_only(mc.rules(name))]
    assert found == ["oware"]


def test_lesson05_last_place_reads_the_ring() -> None:
    from coursework.lessons.lesson05 import last_place

    assert last_place(3, 4) == ("South", "store")
    assert last_place(6, 4) == ("North", 3)
    assert last_place(4, 13) == ("South", 4)
    assert last_place(2, 14) == ("South", 3)
