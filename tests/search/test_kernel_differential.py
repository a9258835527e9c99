"""The compiled kernel against the readable rules, position by position.

For each ruleset family (Kalah, Oware) at least 100,000 positions are drawn,
half reached by random play from the start and half random set-ups, with
random board sizes and every option combination. For every position and every
pit the kernel's legal moves, the board after the move, the next player, the
end of the game and the scores must equal the readable rules': zero
differences. The kernel runs over the whole batch in one compiled call; the
readable rules are then replayed in Python.
"""

from __future__ import annotations

import functools
import itertools
import random
from typing import Any

import numpy as np
import pytest
from numba import njit

import mancala_core as mc
from mancala_core.search.compiled import kernel as K

POSITIONS_PER_FAMILY = 100_000
MAX_CELLS = 20


_KALAH_COMBOS = list(itertools.product(
    (False, True), ("row-empty", "no-move"), ("owner", "emptied", "uncounted"), (False, True)
))


@functools.cache
def _rules(name: str, **options: Any) -> mc.Rules:
    return mc.rules(name, **options)


def _kalah_rules(rng: random.Random) -> mc.Rules:
    combo = rng.choice(_KALAH_COMBOS)
    return _rules(
        "kalah",
        pits=rng.choice((1, 2, 3, 4, 5, 6, 6, 6, 7, 8, 9)),
        seeds=rng.choice((1, 2, 3, 4, 4, 5, 6, 9)),
        empty_capture=combo[0], end=combo[1], leftovers=combo[2], swap=combo[3],
    )


def _oware_rules(rng: random.Random) -> mc.Rules:
    return _rules(
        "oware",
        pits=rng.choice((2, 3, 3, 4, 4, 5, 6, 6, 6, 7, 8, 9)),
        seeds=rng.choice((1, 1, 2, 2, 3, 4, 4, 5, 9)),
        grand_slam=rng.choice(("no-capture", "illegal", "capture")),
    )


def _random_setup(rules: mc.Rules, rng: random.Random) -> mc.Position:
    n = rules.pits_per_player
    total = rules.total_seeds
    weights = [rng.random() ** 3 for _ in range(2 * n + 2)]
    if rng.random() < 0.5:  # sparse boards: many empty pits, more endgames
        for k in range(2 * n + 2):
            if rng.random() < 0.5:
                weights[k] = 0.0
    weights[n] += rng.random() * 3 * sum(weights) + 1e-9
    weights[2 * n + 1] += rng.random() * 3 * sum(weights) + 1e-9
    cells = [0] * (2 * n + 2)
    for cell in rng.choices(range(2 * n + 2), weights=weights, k=total):
        cells[cell] += 1
    pits = [cells[0:n], cells[n + 1 : 2 * n + 1]]
    stores = [cells[n], cells[2 * n + 1]]
    to_move = rng.randrange(2)
    if rules.name == "kalah" and rules.options["swap"]:
        status = rng.choice(("open", "closed", "used"))
        return rules.position(pits, stores, to_move, swap=status)
    return rules.position(pits, stores, to_move)


def _positions(family: str, seed: int) -> list[mc.Position]:
    rng = random.Random(seed)
    make = _kalah_rules if family == "kalah" else _oware_rules
    out: list[mc.Position] = []
    while len(out) < POSITIONS_PER_FAMILY // 2:  # reached by random play
        pos = make(rng).start()
        out.append(pos)
        while not pos.is_over() and len(pos.history) < 150:
            pos = pos.play(rng.choice(pos.legal_moves()))
            out.append(pos)
    while len(out) < POSITIONS_PER_FAMILY:  # set-ups
        out.append(_random_setup(make(rng), rng))
    return out


@njit
def _expand(steps: Any, rvs: Any, boards: Any, movers: Any, moves: Any, codes: Any, raw: Any,
            after: Any, over: Any, scores: Any, after_scores: Any) -> None:
    """For every position: its legal moves, whether it is over, its scores, and for
    every pit the code of play_move and apply_move and the board after (``steps``:
    the kernel's step functions compiled for the positions' game; numba compiles this
    function for them, and does not keep that in its cache)."""
    buf = np.empty(16, dtype=np.int64)
    for i in range(boards.shape[0]):
        rv = rvs[i]
        n = rv[K.R_PITS]
        size = 2 * n + 2
        b = boards[i, :size]
        p = movers[i]
        over[i] = steps.is_over(rv, b, p)
        s0, s1 = steps.final_scores(rv, b, p)
        scores[i, 0] = s0
        scores[i, 1] = s1
        count = steps.gen_moves(rv, b, p, buf)
        for m in range(count):
            moves[i, buf[m]] = 1
        for pit in range(-1, n + 1):
            c = b.copy()
            raw[i, pit + 1] = steps.apply_move(rv, c, p, pit)
            c = b.copy()
            code = steps.play_move(rv, c, p, pit)
            codes[i, pit + 1] = code
            if 0 <= pit < n:
                after[i, pit, :size] = c
                if code >= 0:
                    t0, t1 = steps.final_scores(rv, c, code & K.F_NEXT)
                    after_scores[i, pit, 0] = t0
                    after_scores[i, pit, 1] = t1


def _steps(rules: mc.Rules) -> K.Steps:
    """The kernel's step functions for the game of ``rules``."""
    return K.steps(K.kernel_of(rules))


def _kernel_results(positions: list[mc.Position]) -> dict[str, Any]:
    """The kernel's answers for ``positions`` (all of one game)."""
    count = len(positions)
    rvs = np.array([K.rules_vector(pos.rules) for pos in positions], dtype=np.int64)
    boards = np.zeros((count, MAX_CELLS), dtype=np.int16)
    for i, pos in enumerate(positions):
        boards[i, : len(pos.cells)] = pos.cells
    movers = np.array([pos.to_move for pos in positions], dtype=np.int64)
    res = {
        "moves": np.zeros((count, 10), dtype=np.int8),
        "codes": np.zeros((count, 11), dtype=np.int64),
        "raw": np.zeros((count, 11), dtype=np.int64),
        "after": np.zeros((count, 9, MAX_CELLS), dtype=np.int16),
        "over": np.zeros(count, dtype=np.bool_),
        "scores": np.zeros((count, 2), dtype=np.int64),
        "after_scores": np.zeros((count, 9, 2), dtype=np.int64),
    }
    _expand(_steps(positions[0].rules), rvs, boards, movers, res["moves"], res["codes"],
            res["raw"], res["after"], res["over"], res["scores"], res["after_scores"])
    return res


def _differences(
    positions: list[mc.Position], res: dict[str, Any]
) -> tuple[list[str], dict[str, int]]:
    """Compare every position and move; return a description of each difference and
    how often each interesting case was met."""
    diffs: list[str] = []
    seen = {"moves": 0, "over": 0, "capture": 0, "extra": 0, "lap": 0, "repetition": 0}

    def differ(pos: mc.Position, what: str, mine: object, theirs: object) -> None:
        if len(diffs) < 20:
            diffs.append(f"{pos.text()}: {what}: kernel {mine!r}, rules {theirs!r}")
        else:
            diffs.append("...")

    moves_l = res["moves"].tolist()
    codes_l = res["codes"].tolist()
    raw_l = res["raw"].tolist()
    over_l = res["over"].tolist()
    scores_l = res["scores"].tolist()
    # what the readable rules say after each legal move, compared with numpy below
    where: list[int] = []  # i * 10 + pit
    exp_cells: list[tuple[int, ...]] = []
    exp_next: list[int] = []
    exp_over: list[bool] = []
    exp_scores: list[tuple[int, ...]] = []
    for i, pos in enumerate(positions):
        rules = pos.rules
        n = rules.pits_per_player
        size = 2 * n + 2
        pad = (0,) * (MAX_CELLS - size)
        legal = pos.legal_moves()
        over = pos.is_over()
        pits = sorted(m.pit - 1 for m in legal if m.pit is not None)
        mine = [k for k in range(n) if moves_l[i][k]]
        if mine != pits:
            differ(pos, "legal moves", mine, pits)
        swap_legal = any(m.text == "swap" for m in legal)
        swap_expected = (rules.name == "kalah" and bool(rules.options["swap"])
                         and pos.to_move == 1 and pos.extra[0] == "open" and not over)
        if swap_legal != swap_expected:
            differ(pos, "swap offered", swap_expected, swap_legal)
        if over_l[i] != over:
            differ(pos, "over", over_l[i], over)
        if tuple(scores_l[i]) != pos.scores():
            differ(pos, "scores", tuple(scores_l[i]), pos.scores())
        for pit in (-1, n):
            if codes_l[i][pit + 1] != K.E_PIT or raw_l[i][pit + 1] != K.E_PIT:
                differ(pos, f"pit index {pit}", codes_l[i][pit + 1], K.E_PIT)
        row = pos.pits(pos.to_move)
        for pit in range(n):
            code = codes_l[i][pit + 1]
            raw = raw_l[i][pit + 1]
            if pit not in pits:
                if code >= 0:
                    differ(pos, f"illegal pit {pit + 1} accepted", code, "illegal")
                expected_raw = K.E_OVER if over else K.E_EMPTY if row[pit] == 0 else None
                if expected_raw is not None and raw != expected_raw:
                    differ(pos, f"error code of pit {pit + 1}", raw, expected_raw)
                continue
            if code < 0 or raw != code:
                differ(pos, f"legal pit {pit + 1} refused", (code, raw), "legal")
                continue
            expected = pos.play(str(pit + 1))
            expected_over = expected.is_over()
            seen["moves"] += 1
            seen["lap"] += row[pit] >= 2 * n
            seen["over"] += expected_over
            seen["capture"] += bool(code & K.F_CAPTURE)
            seen["extra"] += bool(code & K.F_EXTRA)
            if (code & K.F_EXTRA and not expected_over
                    and expected.to_move != pos.to_move):
                differ(pos, f"extra move flag of {pit + 1}", code, expected.to_move)
            if (rules.name == "oware" and expected_over
                    and not code & (K.F_OVER | K.F_CAPTURE)):
                # the documented repetition rule: a move that captured nothing and
                # brings back a position seen since the last capture ends the game,
                # and each player takes their own row
                board = tuple(res["after"][i, pit, :size].tolist())
                if (board, code & K.F_NEXT, ()) not in (*pos.history, pos.key()):
                    differ(pos, f"over after {pit + 1}", False, True)
                    continue
                cells = np.array(board, dtype=np.int16)
                _steps(rules).collect(K.rules_vector(rules), cells, code & K.F_NEXT)
                res["after"][i, pit, :size] = cells
                res["after_scores"][i, pit] = (cells[n], cells[2 * n + 1])
                codes_l[i][pit + 1] = res["codes"][i, pit + 1] = code | K.F_OVER
                seen["repetition"] += 1
            where.append(i * 10 + pit)
            exp_cells.append(expected.cells + pad)
            exp_next.append(expected.to_move)
            exp_over.append(expected_over)
            exp_scores.append(expected.scores())
    idx = np.array(where, dtype=np.int64)
    rows, cols = idx // 10, idx % 10
    codes = res["codes"][rows, cols + 1]
    checks = {
        "board after the move": (res["after"][rows, cols], np.array(exp_cells)),
        "next player": (codes & K.F_NEXT, np.array(exp_next)),
        "over": ((codes & K.F_OVER) != 0, np.array(exp_over)),
        "scores": (res["after_scores"][rows, cols], np.array(exp_scores)),
    }
    for what, (mine_arr, theirs_arr) in checks.items():
        bad = np.nonzero((mine_arr != theirs_arr).reshape(len(idx), -1).any(axis=1))[0]
        for k in bad[:5]:
            differ(positions[rows[k]], f"{what} of pit {cols[k] + 1}",
                   mine_arr[k].tolist(), theirs_arr[k].tolist())
    return diffs, seen


@pytest.mark.parametrize("family", ["kalah", "oware"])
def test_kernel_matches_the_rules(family: str) -> None:
    positions = _positions(family, seed=2026 if family == "kalah" else 2027)
    assert len(positions) >= POSITIONS_PER_FAMILY
    res = _kernel_results(positions)
    diffs, seen = _differences(positions, res)
    assert diffs == [], "\n".join(diffs[:21])
    print(family, seen)
    for case, count in seen.items():
        if family == "oware" or case != "repetition":
            if family == "oware" and case == "extra":
                continue
            assert count > 0, case


def test_error_codes() -> None:
    kalah = mc.rules("kalah")
    pos = kalah.position([[0, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], [4, 0])
    rv, b, steps = K.rules_vector(kalah), K.board_of(pos), _steps(kalah)
    assert steps.apply_move(rv, b.copy(), 0, 0) == K.E_EMPTY
    assert steps.apply_move(rv, b.copy(), 0, 6) == K.E_PIT
    over = kalah.position([[0, 0, 0, 0, 0, 0], [4, 4, 4, 4, 4, 4]], [24, 0])
    assert steps.apply_move(rv, K.board_of(over), 1, 0) == K.E_OVER
    oware = mc.rules("oware")
    feed = oware.position([[1, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0]], [23, 23])
    rv, steps = K.rules_vector(oware), _steps(oware)
    board = K.board_of(feed)
    assert steps.apply_move(rv, board, 0, 0) == K.E_ILLEGAL
    assert board.tolist() == list(feed.cells)  # left as it was
    slam = mc.rules("oware", grand_slam="illegal").position(
        [[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0]], [20, 23])
    rv = K.rules_vector(slam.rules)
    assert steps.play_move(rv, K.board_of(slam), 0, 5) == K.E_ILLEGAL
    assert steps.apply_move(rv, K.board_of(slam), 0, 5) >= 0  # only play_move checks slams


def test_a_game_without_compiled_functions_is_refused() -> None:
    with pytest.raises(mc.UnknownRulesError):
        K.kernel_of(mc.rules("toguz"))
