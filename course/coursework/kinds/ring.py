"""The sowing ring: the places a sowing passes, in order, read from the rules' own traces.

One model for every check that counts a sowing: :func:`lap` is what the rules sow on
one lap (read from :meth:`~mancala_core.MoveTrace.sown` of a sowing long enough to
come round), :func:`ring` every place of the board in the order a sowing passes it,
and :func:`counted` a lap as a learner may count it, with places added or left out::

    >>> import mancala_core as mc
    >>> kalah = mc.rules("kalah", pits=3)
    >>> [p.label() for p in lap(kalah, 0, 2)]
    ['South 3', 'South store', 'North 1', 'North 2', 'North 3', 'South 1', 'South 2']
    >>> [p.label() for p in ring(kalah, 0, 2)]  # doctest: +NORMALIZE_WHITESPACE
    ['South 2', 'South 3', 'South store', 'North 1', 'North 2', 'North 3', 'North store',
     'South 1']
    >>> [p.label() for p in counted(kalah, 0, 2, add=[mc.Place(1)])][-4:]
    ['North 3', 'North store', 'South 1', 'South 2']
    >>> [p.label() for p in lap(mc.rules("oware", pits=3), 0, 2)]
    ['South 3', 'North 1', 'North 2', 'North 3', 'South 1']
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

import mancala_core as mc

__all__ = ["counted", "lap", "plain_ring", "ring", "skips_origin", "sows_pits_only"]


@functools.lru_cache(maxsize=256)
def lap(rules: mc.Rules, player: int, pit: int) -> tuple[mc.Place, ...]:
    """The places a sowing by ``player`` from their ``pit`` drops a seed into on one lap,
    in order, starting after ``pit``: the sown places of a sowing with one seed more than
    the board has places (fewer on a board with fewer seeds: the lap may then be cut
    short), up to the first place sown twice. The other seeds of the game wait in the
    other players' pits."""
    n = rules.pits_per_player
    total = rules.total_seeds
    seeds = min(rules.players * (n + 1) + 1, total - (rules.players - 1))
    pits = [[0] * n for _ in range(rules.players)]
    pits[player][pit - 1] = seeds
    others = [(q, k) for q in range(rules.players) if q != player for k in range(n)]
    for index in range(total - seeds):
        q, k = others[index % len(others)]
        pits[q][k] += 1
    position = rules.position(pits=pits, stores=[0] * rules.players, to_move=player)
    places: list[mc.Place] = []
    for place in position.trace(str(pit)).sown():
        if place in places:
            break
        places.append(place)
    return tuple(places)


def plain_ring(rules: mc.Rules) -> bool:
    """True if a move sows from one numbered pit round one ring, with no relay: the
    sowings that :func:`lap` reads and whose miscounts the course knows."""
    return rules.moves_by_pit and not rules.relay_sowing


def skips_origin(rules: mc.Rules) -> bool:
    """True if a lap skips the pit the sowing started from (Oware's rule)."""
    return mc.Place(0, 1) not in lap(rules, 0, 1)


def sows_pits_only(rules: mc.Rules) -> bool:
    """True if a sowing drops no seed into a store and skips the pit it started from
    (Oware): the learner is then told that no seed is ever sown into a store."""
    return plain_ring(rules) and rules.sown_stores == "none" and skips_origin(rules)


def ring(rules: mc.Rules, player: int, pit: int) -> tuple[mc.Place, ...]:
    """Every place of the board once, in the order a sowing by ``player`` from their
    ``pit`` passes it, starting with ``pit`` itself: the :func:`lap`, with each place it
    skips put where the sowing passes it (a store after the last pit of its owner's
    row). So the first wrong place of a learner's board is where their count first went
    astray (a forgotten store, a seed in a skipped store)."""
    origin = mc.Place(player, pit)
    order = [origin, *(p for p in lap(rules, player, pit) if p != origin)]
    for q in range(rules.players):
        for k in range(1, rules.pits_per_player + 1):
            if mc.Place(q, k) not in order:  # a pit the lap skips: after its neighbour
                order.insert(_after(order, q, k), mc.Place(q, k))
    for q in range(rules.players):
        if mc.Place(q) not in order:
            ends = [i for i, p in enumerate(order) if p.player == q and p.pit is not None
                    and order[(i + 1) % len(order)].player != q]
            order.insert(ends[0] + 1 if ends else len(order), mc.Place(q))
    return tuple(order)


def _after(order: list[mc.Place], player: int, pit: int) -> int:
    """Where pit ``pit`` of ``player`` goes in ``order``: after the pit numbered one less,
    or before the pit numbered one more."""
    if mc.Place(player, pit - 1) in order:
        return order.index(mc.Place(player, pit - 1)) + 1
    if mc.Place(player, pit + 1) in order:  # (cyclically: before the origin is last)
        return order.index(mc.Place(player, pit + 1)) or len(order)
    return len(order)


def counted(
    rules: mc.Rules, player: int, pit: int, *, add: Iterable[mc.Place] = (),
    leave_out: Iterable[mc.Place] = (),
) -> list[mc.Place]:
    """One lap as a learner may count it: the places of :func:`lap`, with the places
    ``add`` counted too and ``leave_out`` left out, in the ring's order, starting after
    ``pit`` (the emptied pit, when counted, last)."""
    full = ring(rules, player, pit)
    sown = set(lap(rules, player, pit)) | set(add)
    missed = set(leave_out)
    return [p for p in (*full[1:], full[0]) if p in sown and p not in missed]
