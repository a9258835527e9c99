"""The one sowing helper the games share: where the seeds of a sowing fall.

A game describes its ring once, as the cells a sowing passes in order (its own
store in, the opponent's out, burnt holes out, as its rules say);
:func:`sowing_paths` gives, for each cell a sowing may start from, the cells its
seeds fall into one by one, laps included (the emptied cell too, when a lap
comes round to it). The games keep these paths as tables, so a move is a slice.

    >>> sowing_paths([0, 1, 2, 3], starts=[0, 1, 2], length=6)[2]
    (3, 0, 1, 2, 3, 0)
"""

from __future__ import annotations

from collections.abc import Container, Sequence

__all__ = ["sowing_paths"]


def sowing_paths(ring: Sequence[int], starts: Container[int],
                 length: int) -> dict[int, tuple[int, ...]]:
    """For each cell of ``ring`` in ``starts``, the first ``length`` cells that a sowing
    from it fills, in order: the ring from the next cell on, round and round."""
    ring = list(ring)
    paths = {}
    for at, cell in enumerate(ring):
        if cell in starts:
            lap = ring[at + 1:] + ring[:at + 1]
            paths[cell] = tuple((lap * (length // len(lap) + 1))[:length])
    return paths
