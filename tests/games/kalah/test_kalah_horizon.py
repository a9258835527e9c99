"""Kalah's compiled horizon search (:mod:`mancala_core.games.kalah.horizon`) against
the readable one (``compiled=False``)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from search.test_horizon import ask, check_against_brute

import mancala_core as mc
from mancala_core import Position
from mancala_core.games.kalah import horizon as kernel
from mancala_core.native.memo import LOG_ENTRIES
from mancala_core.search import force_within


def random_position(rules: mc.Rules, rng: random.Random) -> Position | None:
    """A position from random play, or (one in three) a set-up with big piles, where
    sowings go round the board; ``None`` if the game is over."""
    if rng.random() < 1 / 3:
        n = int(rules.options["pits"])
        total = 2 * n * int(rules.options["seeds"])
        cells = [0] * (2 * n + 2)
        for _ in range(total):
            cells[rng.randrange(2 * n + 2)] += 1
        pos = rules.position(pits=[cells[:n], cells[n:2 * n]], stores=cells[2 * n:],
                             to_move=rng.randrange(2))
    else:
        pos = rules.start()
        for _ in range(rng.randrange(0, 40)):
            if pos.is_over():
                break
            pos = pos.play(rng.choice(pos.legal_moves()))
    return None if pos.is_over() else pos


# (rules options, positions, the deepest horizon); the readable search sets the pace
BOARDS: list[tuple[dict[str, Any], int, int]] = [
    ({"pits": 3, "seeds": 2}, 40, 6),
    ({"pits": 3, "seeds": 4, "empty_capture": True}, 40, 6),
    ({"pits": 4, "seeds": 3}, 30, 6),
    ({"pits": 4, "seeds": 3, "empty_capture": True}, 30, 6),
    ({"pits": 5, "seeds": 3}, 20, 6),
    ({"pits": 5, "seeds": 4, "empty_capture": True}, 20, 6),
    ({"pits": 6, "seeds": 4}, 15, 6),
    ({"pits": 6, "seeds": 3, "empty_capture": True}, 15, 6),
    ({"pits": 4, "seeds": 3, "end": "no-move"}, 15, 6),
    ({"pits": 4, "seeds": 3, "leftovers": "emptied"}, 15, 6),
    ({"pits": 4, "seeds": 3, "leftovers": "uncounted", "empty_capture": True}, 15, 6),
    ({"pits": 3, "seeds": 3, "end": "no-move", "leftovers": "emptied"}, 15, 6),
    ({"pits": 4, "seeds": 2, "swap": True}, 15, 6),
]


@pytest.mark.parametrize("options,count,deepest", BOARDS,
                         ids=[",".join(f"{k}={v}" for k, v in o.items()) for o, _, _ in BOARDS])
def test_the_compiled_search_agrees_with_the_readable_one(options: dict[str, Any], count: int,
                                                          deepest: int) -> None:
    rules = mc.rules("kalah", **options)
    rng = random.Random(repr(sorted(options.items())))
    asked = 0
    while asked < count:
        pos = random_position(rules, rng)
        if pos is None:
            continue
        asked += 1
        for plies in range(1, deepest + 1):
            ask(pos, plies=plies, goal="win")
            for k in sorted({1, 3, rng.randrange(0, 12)}):
                ask(pos, plies=plies, seeds=k)


def test_agrees_with_brute_force_with_the_house_rules() -> None:
    for options in ({"end": "no-move"}, {"leftovers": "emptied"}, {"leftovers": "uncounted"}):
        rules = mc.rules("kalah", pits=3, seeds=2, **options)
        rng = random.Random(repr(options))
        for _ in range(4):
            pos = random_position(rules, rng)
            if pos is not None:
                for plies in (1, 3, 5):
                    check_against_brute(pos, plies)


def test_an_extra_move_is_a_ply_of_the_same_player(monkeypatch: pytest.MonkeyPatch) -> None:
    # kalah[pits=3,seeds=2] 1.1.1:2/1.1.2:3 S
    #   North   3    2    1
    #   +----+----+----+----+----+
    #   |    |  2 |  1 |  1 |    |
    #   |  3 +----+----+----+  2 |
    #   |    |  1 |  1 |  1 |    |
    #   +----+----+----+----+----+
    #           1    2    3  South
    # South's 3 ends in the store (1 seed) and South moves again: 2 ends in the empty
    # pit 3, which takes North's 1 facing it (2 seeds). Three seeds in two plies.
    pos = mc.rules("kalah", pits=3, seeds=2).position(pits=[[1, 1, 1], [1, 1, 2]],
                                                      stores=[2, 3], to_move=0)
    calls = []
    forces = kernel.KalahHorizon.forces

    def counted(self: kernel.KalahHorizon, *args: Any) -> bool | None:
        calls.append(args)
        return forces(self, *args)

    monkeypatch.setattr(kernel.KalahHorizon, "forces", counted)
    assert ask(pos, plies=1, seeds=3).value is False
    assert ask(pos, plies=2, seeds=3).moves == {"1": False, "2": False, "3": True}
    assert ask(pos, plies=2, seeds=4).value is False
    assert calls  # the compiled search answered


@pytest.mark.parametrize("compiled", [True, False])
def test_a_budget_gives_unknown_never_a_guess(compiled: bool) -> None:
    pos = mc.rules("kalah").start().play("3").play("1")
    answer = force_within(pos, plies=9, seeds=8, max_nodes=50, compiled=compiled)
    assert answer.value is None and answer.nodes <= 50
    full = force_within(pos, plies=5, seeds=3, compiled=compiled)
    for budget in (20, 200, 2000):
        part = force_within(pos, plies=5, seeds=3, max_nodes=budget, compiled=compiled)
        for move, ok in part.moves.items():
            assert ok is None or ok == full.moves[move]


def test_a_question_does_not_depend_on_the_questions_before(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the memo goes back to the pool emptied: the same answers and node counts as with a
    # memo made for each question, also after a question that filled the whole memo log
    pos = mc.rules("kalah").start().play("1")
    questions: list[dict[str, Any]] = [dict(plies=6, seeds=3, max_nodes=300),
                                       dict(plies=7, seeds=4), dict(plies=8, goal="win")]

    def ask_all() -> list[tuple[bool | None, dict[str, bool | None], int]]:
        out = []
        for question in questions:
            answer = force_within(pos, **question)
            out.append((answer.value, answer.moves, answer.nodes))
        return out

    fresh = []
    for question in questions:
        monkeypatch.setattr(kernel._pool, "tables", [])
        answer = force_within(pos, **question)
        fresh.append((answer.value, answer.moves, answer.nodes))
    monkeypatch.setattr(kernel._pool, "tables", [])
    big = force_within(pos, plies=14, seeds=12, max_nodes=400_000)
    assert big.nodes > 2 * LOG_ENTRIES
    assert ask_all() == fresh
    assert ask_all() == fresh
    assert len(kernel._pool.tables) == 1
