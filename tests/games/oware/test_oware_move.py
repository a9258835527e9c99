"""Oware's one compiled move (:mod:`mancala_core.games.oware.move`), bound to the
readable rules.

On random Oware positions (reached by play or set up, every board size and
every grand-slam option), the legal moves and every move are played through
:func:`~mancala_core.games.oware.move.legal` and
:func:`~mancala_core.games.oware.move.move` in the two layouts the compiled
search uses, and the whole position after it is compared with ``Position.play``:
South's row first (the playouts) and the mover's row first
(:func:`~mancala_core.games.oware.move.play` and
:func:`~mancala_core.games.oware.move.legal_moves`: the endgame database, the
horizon search): both rows, both stores (before plus the seeds captured, then
each player's own row when the game ends), the legal moves. The repetition key
is checked to change by a move as the playouts update it. The third layout,
``Position.cells``, is the kernel's: ``test_kernel_differential.py``.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
from numba import njit
from search.test_kernel_differential import _random_setup

import mancala_core as mc
from mancala_core.games.oware import move as OM

SLAMS = ("no-capture", "illegal", "capture")


@njit(cache=True)
def _steps(ns: Any, slams: Any, cells: Any, movers: Any, legal: Any, after: Any,
           captured: Any, keys_ok: Any) -> None:
    """For every position and layout (0: South first, 1: mover first): the legal
    moves, and for each pit the pits after (South's row first) and the seeds
    captured; ``keys_ok[i]`` is 0 if a capture-free move's key update was wrong."""
    for i in range(cells.shape[0]):
        n = ns[i]
        m = 2 * n
        p = movers[i]
        c = np.zeros(m, dtype=np.int64)
        for k in range(n):
            c[k] = cells[i, k]
            c[n + k] = cells[i, n + 1 + k]
        z = OM.key_weights(m)
        pz = np.zeros(2 * m + 1, dtype=np.int64)
        for k in range(2 * m):
            pz[k + 1] = pz[k] + z[k % m]
        moves = np.zeros(n, dtype=np.int64)
        a = p * n
        count = OM.legal(c, n, slams[i], a, n - a, moves)
        for k in range(count):
            legal[i, 0, moves[k]] = 1
        d = np.zeros(m, dtype=np.int64)  # the mover's row first
        for k in range(n):
            d[k] = c[a + k]
            d[n + k] = c[n - a + k]
        count = OM.legal_moves(n, slams[i], d, moves)
        for k in range(count):
            legal[i, 1, moves[k]] = 1
        keys_ok[i] = 1
        for pit in range(n):
            if c[a + pit] == 0:
                continue
            e = c.copy()
            got, laps, rest = OM.move(e, n, slams[i], a, n - a, pit)
            captured[i, 0, pit] = got
            after[i, 0, pit, :m] = e
            if got == 0:  # the playouts' update of the key
                o = a + pit
                s = c[o]
                key = OM.position_key(z, c, m, p)
                key += (z[m] if 1 - p else -z[m]) - s * z[o] + laps * (pz[m] - z[o])
                key += pz[o + 1 + rest] - pz[o + 1]
                if key != OM.position_key(z, e, m, 1 - p):
                    keys_ok[i] = 0
            f = d.copy()
            got = OM.play(n, slams[i], f, pit)
            captured[i, 1, pit] = got
            for k in range(n):  # back to South's row first
                after[i, 1, pit, a + k] = f[k]
                after[i, 1, pit, n - a + k] = f[n + k]


def test_the_move_and_legal_moves_match_the_rules_in_both_layouts() -> None:
    rng = random.Random(11)
    positions: list[mc.Position] = []
    while len(positions) < 8000:
        rules = mc.rules("oware", pits=rng.choice((2, 3, 3, 4, 5, 6, 9)),
                         seeds=rng.choice((1, 1, 2, 3, 4, 9)), grand_slam=rng.choice(SLAMS))
        if rng.random() < 0.5:
            positions.append(_random_setup(rules, rng))
            continue
        pos = rules.start()  # a position reached by play, without its history
        for _ in range(rng.randrange(60)):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(pos.legal_moves()))
        positions.append(rules.position([pos.pits(0), pos.pits(1)],
                                        [pos.store(0), pos.store(1)], pos.to_move))
    count = len(positions)
    ns = np.array([p.rules.pits_per_player for p in positions], dtype=np.int64)
    slams = np.array([OM.slam_code(p.rules) for p in positions], dtype=np.int64)
    cells = np.zeros((count, 20), dtype=np.int64)
    for i, pos in enumerate(positions):
        cells[i, : len(pos.cells)] = pos.cells
    movers = np.array([p.to_move for p in positions], dtype=np.int64)
    legal = np.zeros((count, 2, 9), dtype=np.int64)
    after = np.zeros((count, 2, 9, 18), dtype=np.int64)
    captured = np.zeros((count, 2, 9), dtype=np.int64)
    keys_ok = np.zeros(count, dtype=np.int64)
    _steps(ns, slams, cells, movers, legal, after, captured, keys_ok)
    assert keys_ok.all()
    checked = 0
    seen = {"capture": 0, "slam rule": 0, "lap": 0, "over": 0}
    diffs: list[str] = []
    for i, pos in enumerate(positions):
        n, p = int(ns[i]), pos.to_move
        stores = [pos.store(0), pos.store(1)]
        half = sum(pos.cells) // 2
        decided = stores[0] > half or stores[1] > half or stores == [half, half]
        moves = {m.pit - 1 for m in pos.legal_moves() if m.pit is not None}
        for layout in (0, 1):
            if not decided:  # the stores are the caller's to check
                got = {k for k in range(n) if legal[i, layout, k]}
                if got != moves and len(diffs) < 20:
                    diffs.append(f"{pos.text()} layout {layout}: legal {got}, rules {moves}")
        for k in sorted(moves):
            new = pos.play(str(k + 1))
            seen["lap"] += pos.pits(p)[k] >= 2 * n
            seen["over"] += new.is_over()
            seen["capture"] += new.store(p) > pos.store(p)
            seen["slam rule"] += slams[i] != 0 and new.store(p) > pos.store(p)
            for layout in (0, 1):
                pits = after[i, layout, k, : 2 * n].tolist()
                mine = stores[:]
                mine[p] += int(captured[i, layout, k])
                if new.is_over():  # each player takes their own row
                    mine = [mine[0] + sum(pits[:n]), mine[1] + sum(pits[n:])]
                    pits = [0] * (2 * n)
                got_pos = (pits, mine)
                want = (list(new.pits(0) + new.pits(1)), [new.store(0), new.store(1)])
                if got_pos != want and len(diffs) < 20:
                    diffs.append(f"{pos.text()} pit {k + 1} layout {layout}: {got_pos}, "
                                 f"rules {want}")
                checked += 1
    assert diffs == [], "\n".join(diffs)
    assert checked > 16_000
    assert all(seen.values()), seen


def test_would_be_grand_slams_are_left_out_unless_all_are() -> None:
    # South 1 2 0 | North 1 0 0: pit 2 takes North's only pit (a grand slam)
    c = np.array([1, 2, 0, 1, 0, 0], dtype=np.int64)
    out = np.zeros(3, dtype=np.int64)
    count = OM.legal(c, 3, OM.SLAM_ILLEGAL, 0, 3, out)
    assert out[:count].tolist() == [0]
    count = OM.legal(c, 3, OM.SLAM_CAPTURE, 0, 3, out)
    assert out[:count].tolist() == [0, 1]
    assert OM.can_move(c, 3, 0, 3) and OM.decided(13, 0, 12) and not OM.decided(12, 0, 12)
