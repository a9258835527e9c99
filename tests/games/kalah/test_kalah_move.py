"""Kalah's one compiled move (:mod:`mancala_core.games.kalah.move`), bound to the
readable rules.

On the 100,000 Kalah positions of the kernel's differential test (random play
and random set-ups, every option combination and board size), every pit is
played through :func:`~mancala_core.games.kalah.move.move` in the two layouts
the compiled search uses, and the whole position after it is compared with
``Position.play``:

- South's row first (the playouts): both rows, the stores (before plus the
  move's gain, then the end-of-game collection), who moves next, the end;
- the mover's row first (:func:`~mancala_core.games.kalah.move.sow`, the exact
  search and the endgame database): both rows (the next mover's first), the
  gain, who moves next, the end.

The third layout, ``Position.cells`` with the stores between the rows, is the
kernel's: ``test_kernel_differential.py`` compares it the same way.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit
from search.test_kernel_differential import POSITIONS_PER_FAMILY, _positions

import mancala_core as mc
from mancala_core.games.kalah import move as KM


@njit(cache=True)
def _play_all(ovs: Any, pits: Any, movers: Any, south: Any, first: Any) -> None:
    """Every pit of every position, in both layouts.

    ``south[i, pit]``: margin gain for the mover (move + end), flags (1 again,
    2 over), the mover's row total after, then the pits South's row first.
    ``first[i, pit]``: sow's gain, flags, then the pits (next mover's row first)."""
    for i in range(pits.shape[0]):
        ov = ovs[i]
        n = ov[KM.O_PITS]
        m = 2 * n
        p = movers[i]
        a = p * n
        for pit in range(n):
            if pits[i, a + pit] == 0:
                continue
            c = pits[i, :m].copy()
            mine = 0
            theirs = 0
            for k in range(n):
                mine += c[a + k]
                theirs += c[n - a + k]
            gain, again, mine, theirs, _cap = KM.move(c, n, a, n - a, pit, mine, theirs,
                                                      ov[KM.O_EMPTY_CAPTURE])
            over, extra = KM.end_gain(ov, again, mine, theirs)
            row = south[i, pit]
            row[0] = gain + extra
            row[1] = (2 if over else 0) | (1 if again else 0)
            row[2] = gain
            row[3] = mine
            row[4] = theirs
            for k in range(m):
                row[5 + k] = c[k]
            d = np.zeros(m, dtype=np.int16)
            for k in range(n):
                d[k] = pits[i, a + k]
                d[n + k] = pits[i, n - a + k]
            g, f, left = KM.sow(ov, d, pit)
            row = first[i, pit]
            row[0] = g
            row[1] = f
            row[2] = left
            for k in range(m):
                row[3 + k] = d[k]


def test_the_move_matches_the_rules_in_both_layouts() -> None:
    positions = [p for seed in (2028, 2029) for p in _positions("kalah", seed)
                 if not p.is_over()][:POSITIONS_PER_FAMILY]
    assert len(positions) == POSITIONS_PER_FAMILY
    count = len(positions)
    ovs = np.array([KM.options_vector(p.rules) for p in positions], dtype=np.int64)
    pits = np.zeros((count, 18), dtype=np.int64)
    movers = np.array([p.to_move for p in positions], dtype=np.int64)
    for i, pos in enumerate(positions):
        row = pos.pits(0) + pos.pits(1)
        pits[i, : len(row)] = row
    south = np.full((count, 9, 23), -1, dtype=np.int64)
    first = np.full((count, 9, 21), -1, dtype=np.int64)
    _play_all(ovs, pits, movers, south, first)
    diffs: list[str] = []
    seen = {"extra": 0, "over": 0, "capture": 0, "lap": 0}
    for i, pos in enumerate(positions):
        p, n = pos.to_move, pos.rules.pits_per_player
        before = pos.store(p) - pos.store(1 - p)
        for mv in pos.legal_moves():
            if mv.pit is None:  # the pie rule's swap is not a sowing
                continue
            pit = mv.pit - 1
            child = pos.play(mv)
            scores = child.scores()
            margin = scores[p] - scores[1 - p] - before
            again = child.to_move == p and not child.is_over()
            flags = (2 if child.is_over() else 0) | (1 if again else 0)
            seen["over"] += child.is_over()
            seen["extra"] += again
            seen["lap"] += pos.pits(p)[pit] > 2 * n
            # South's row first: the whole position before the end's collection
            s = south[i, pit]
            stores = [pos.store(0), pos.store(1)]
            stores[p] += int(s[2])
            got_south = (int(s[0]), int(s[1]) & (2 if child.is_over() else 3),
                         tuple(s[5:5 + 2 * n].tolist()), tuple(stores))
            rows = tuple(child.pits(0) + child.pits(1))
            want_stores = (child.store(0), child.store(1))
            if child.is_over():  # compare the rows and stores before the collection
                rows = tuple(s[5:5 + 2 * n].tolist())
                want_stores = tuple(stores)
                # the collection itself: the rules' scores, from the move's margin
                assert int(s[0]) == margin, (pos.text(), pit)
            else:
                seen["capture"] += int(s[2]) > pos.pits(p)[pit] // (2 * n + 1) + 1
            want_south = (margin, flags & (2 if child.is_over() else 3), rows, want_stores)
            if got_south != want_south and len(diffs) < 20:
                diffs.append(f"{pos.text()} pit {pit + 1}: south-first {got_south}, "
                             f"rules {want_south}")
            # the mover's row first: the next mover's row first after the move
            f = first[i, pit]
            if child.is_over():
                want_rows: tuple[int, ...] = (0,) * (2 * n)
            else:
                q = child.to_move
                want_rows = tuple(child.pits(q) + child.pits(1 - q))
            got_first = (int(f[0]), int(f[1]) & (2 if child.is_over() else 3),
                         int(f[2]), tuple(f[3:3 + 2 * n].tolist()))
            want_first = (margin, flags & (2 if child.is_over() else 3),
                          0 if child.is_over() else child.seeds_on_board(), want_rows)
            if got_first != want_first and len(diffs) < 20:
                diffs.append(f"{pos.text()} pit {pit + 1}: mover-first {got_first}, "
                             f"rules {want_first}")
    assert diffs == [], "\n".join(diffs)
    assert all(seen.values()), seen


def test_legal_moves_are_the_pits_with_seeds() -> None:
    pos = mc.parse("kalah[pits=3,seeds=2] 2.0.1:3/0.1.1:4 N")
    out = np.zeros(3, dtype=np.int64)
    cells = np.array(pos.cells, dtype=np.int64)
    count = KM.legal_moves(cells, 3, 4, out)  # North's row begins at cell 4
    assert out[:count].tolist() == [m.pit - 1 for m in pos.legal_moves()] == [1, 2]
