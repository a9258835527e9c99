"""Move traces: replayed step by step from ``before`` they reproduce ``after``.

A trace is what the boards animate and the lessons narrate, so every step must be true:
``pick`` empties a pit, ``sow`` adds exactly one seed (and ``count`` is the new count),
``capture`` and ``collect`` move all the seeds of a pit to a store, ``skip`` changes nothing.
"""

from __future__ import annotations

import random

import pytest

import mancala_core as mc

Board = dict[tuple[int, int | None], int]

RULESETS = [
    ("kalah", {}),
    ("kalah", {"empty_capture": True, "leftovers": "emptied"}),
    ("kalah", {"end": "no-move", "leftovers": "uncounted", "pits": 4, "seeds": 3}),
    ("kalah", {"swap": True}),
    ("oware", {}),
    ("oware", {"grand_slam": "capture"}),
    ("oware", {"grand_slam": "illegal", "pits": 3, "seeds": 5}),
    ("mankala24", {"chain": True}),
    ("toguz", {}),
    ("basic", {"players": 3}),
    ("congkak", {}),
    ("bao", {}),
]


def seeds_of(pos: mc.Position) -> Board:
    board: Board = {}
    for player in range(pos.rules.players):
        for pit, count in enumerate(pos.pits(player), start=1):
            board[(player, pit)] = count
        board[(player, None)] = pos.store(player)
    return board


def where(place: mc.Place | None) -> tuple[int, int | None]:
    assert place is not None
    return (place.player, place.pit)


def replay(trace: mc.MoveTrace) -> Board:
    """Apply the steps of ``trace`` to the seeds of ``trace.before``, checking each step."""
    board = seeds_of(trace.before)
    for step in trace.steps:
        if step.kind == "pick":
            # a pick lifts seeds from a pit (all of them) or from Bao's hand (the store)
            assert step.place is not None and step.seeds > 0, step
            if step.place.is_store:
                assert board[where(step.place)] >= step.seeds, step
            else:
                assert board[where(step.place)] == step.seeds, step
            board[where(step.place)] -= step.seeds
        elif step.kind == "sow":
            board[where(step.place)] += 1
            assert board[where(step.place)] == step.count, step
        elif step.kind in ("capture", "collect"):
            assert step.to is not None and step.to.is_store, step
            assert board[where(step.place)] == step.seeds > 0, step
            board[where(step.place)] = 0
            board[where(step.to)] += step.seeds
        elif step.kind == "skip":
            assert step.place is not None, step
        else:
            assert step.kind in ("extra-move", "swap", "finish", "end"), step
    return board


def random_setup(rules: mc.Rules, rng: random.Random) -> mc.Position:
    """A random legal set-up: the game's seeds spread over the pits and stores."""
    n = rules.pits_per_player
    cells = [0] * (2 * n + 2)
    # Most seeds on the board, a few in the stores, so that laps and captures happen.
    for _ in range(rules.total_seeds):
        if rng.random() < 0.25:
            cells[rng.choice([n, 2 * n + 1])] += 1
        else:
            cells[rng.choice([i for i in range(2 * n + 2) if i not in (n, 2 * n + 1)])] += 1
    if rng.random() < 0.2:  # now and then a big pit, for laps
        donor = rng.randrange(n)
        cells[donor] += cells[n] // 2
        cells[n] -= cells[n] // 2
    extra = {}
    if rules.options.get("swap"):
        extra["swap"] = rng.choice(["open", "closed", "used"])
    return rules.position(
        pits=[cells[:n], cells[n + 1 : 2 * n + 1]],
        stores=[cells[n], cells[2 * n + 1]],
        to_move=rng.randrange(2),
        **extra,
    )


def positions_to_check(rules: mc.Rules, seed: int) -> list[mc.Position]:
    rng = random.Random(seed)
    # random set-ups for the games laid out as two rows with stores; play for every game
    two_rows = rules.name in ("kalah", "oware")
    found = [random_setup(rules, rng) for _ in range(60)] if two_rows else []
    for _ in range(4):  # positions reached by random play
        pos = rules.start()
        while not pos.is_over() and len(found) < 400:
            found.append(pos)
            pos = pos.play(rng.choice(pos.legal_moves()))
        found.append(pos)
    return [p for p in found if not p.is_over()]


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize(("name", "options"), RULESETS)
def test_replaying_a_trace_reproduces_the_position_after(name, options, seed):
    rules = mc.rules(name, **options)
    for before in positions_to_check(rules, seed):
        for move in before.legal_moves():
            trace = before.trace(move)
            assert trace.before == before
            assert trace.after == before.play(move)
            board = replay(trace)
            assert board == seeds_of(trace.after), f"{before.text()} move {move}"
            picks = [s for s in trace.steps if s.kind == "pick"]
            sows = [s for s in trace.steps if s.kind == "sow"]
            if str(move) == "swap":
                assert picks == [] and sows == []
            elif name in ("basic", "congkak", "bao"):
                # relays pick again; Bao picks from the hand; resigning sows nothing
                assert len(sows) <= sum(p.seeds for p in picks)
            else:
                assert len(picks) == 1 and picks[0].place == mc.Place(before.to_move, move.pit)
                assert len(sows) == picks[0].seeds
                assert trace.last_place() == sows[-1].place
            if trace.after.is_over():
                assert [s.kind for s in trace.steps].count("end") == 1
            else:
                assert "end" not in [s.kind for s in trace.steps]


def test_kalah_trace_shows_the_skip_of_the_opponents_store(board):
    # South 6 with 8 seeds: South's store, North 1-6, North's store skipped, South 1.
    rules = mc.rules("kalah")
    before = board(rules, "South 1 0 0 0 0 8 S=9 / North 1 1 1 1 1 1 N=24")
    trace = before.trace("6")
    kinds = [(s.kind, where(s.place)) for s in trace.steps if s.kind in ("sow", "skip")]
    assert kinds == [
        ("sow", (0, None)),
        *[("sow", (1, pit)) for pit in range(1, 7)],
        ("skip", (1, None)),
        ("sow", (0, 1)),
    ]
    assert replay(trace) == seeds_of(trace.after)


def test_kalah_trace_of_north_skips_souths_store(board):
    rules = mc.rules("kalah")
    before = board(rules, "South 1 1 1 1 1 1 S=24 / North 1 0 0 0 0 8 N=9", to_move=1)
    trace = before.trace("6")
    skips = [where(s.place) for s in trace.steps if s.kind == "skip"]
    assert skips == [(0, None)]
    assert trace.last_place() == mc.Place(1, 1)


def test_kalah_trace_of_a_capture_and_an_extra_move():
    rules = mc.rules("kalah")
    trace = rules.start().trace("3")
    assert [s.kind for s in trace.steps] == ["pick", "sow", "sow", "sow", "sow", "extra-move"]
    assert trace.extra_move()
    before = rules.position(
        pits=[[2, 1, 0, 3, 2, 1], [2, 1, 0, 5, 3, 2]], stores=[12, 14], to_move=0
    )
    trace = before.trace("1")
    captures = [(where(s.place), s.seeds, where(s.to)) for s in trace.steps if s.kind == "capture"]
    assert sorted(captures, key=str) == sorted(
        [((1, 4), 5, (0, None)), ((0, 3), 1, (0, None))], key=str
    )


def test_kalah_trace_of_swap():
    rules = mc.rules("kalah", swap=True)
    before = rules.start().play("6")
    trace = before.trace("swap")
    assert [s.kind for s in trace.steps] == ["swap"]
    assert replay(trace) == seeds_of(trace.after)
    assert trace.last_place() is None


def test_kalah_trace_of_the_end_collects_the_leftovers(board):
    rules = mc.rules("kalah")
    before = board(rules, "South 0 0 0 0 0 1 S=20 / North 3 0 0 0 0 0 N=24")
    trace = before.trace("6")
    kinds = [s.kind for s in trace.steps]
    assert kinds[-1] == "end"
    collects = [(where(s.place), s.seeds, where(s.to)) for s in trace.steps if s.kind == "collect"]
    assert collects == [((1, 1), 3, (1, None))]
    assert replay(trace) == seeds_of(trace.after)


def test_oware_trace_shows_the_skip_of_the_origin_on_a_lap(board):
    # Example 8: 13 seeds from South 6; South 6 is skipped once.
    rules = mc.rules("oware")
    before = board(rules, "South 0 0 0 0 0 13 S=15 / North 1 1 1 1 1 2 N=13")
    trace = before.trace("6")
    steps = [(s.kind, where(s.place)) for s in trace.steps if s.kind in ("sow", "skip")]
    assert steps == [
        *[("sow", (1, pit)) for pit in range(1, 7)],
        *[("sow", (0, pit)) for pit in range(1, 6)],
        ("skip", (0, 6)),
        ("sow", (1, 1)),
        ("sow", (1, 2)),
    ]
    captures = [(where(s.place), s.seeds) for s in trace.steps if s.kind == "capture"]
    assert captures == [((1, 2), 3), ((1, 1), 3)]
    assert replay(trace) == seeds_of(trace.after)


def test_oware_trace_never_sows_a_store():
    rules = mc.rules("oware")
    rng = random.Random(7)
    pos = rules.start()
    while not pos.is_over():
        trace = pos.trace(rng.choice(pos.legal_moves()))
        assert all(not place.is_store for place in trace.sown())
        pos = trace.after


def test_oware_trace_of_two_laps_skips_the_origin_twice(board):
    rules = mc.rules("oware")
    before = board(rules, "South 23 0 0 0 0 0 S=10 / North 0 0 0 0 0 0 N=15")
    trace = before.trace("1")
    skips = [where(s.place) for s in trace.steps if s.kind == "skip"]
    assert skips == [(0, 1), (0, 1)]
    assert replay(trace) == seeds_of(trace.after)
