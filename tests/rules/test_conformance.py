"""The conformance suite every ruleset must pass, and perft-style node counts.

``RULESETS`` lists the rulesets under test; a new game joins by adding its entries (a name and
the options). Each one plays seeded random games through the public API and checks the
invariants every game of the family shares.

The node counts compare the core's move generator with a tiny, independent brute-force
implementation of Kalah and Oware written below from RULES.md (sections 1 and 2) alone.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

import mancala_core as mc

RULESETS: list[tuple[str, dict[str, Any]]] = [
    ("kalah", {}),
    ("kalah", {"seeds": 3}),
    ("kalah", {"pits": 4, "seeds": 5, "empty_capture": True}),
    ("kalah", {"end": "no-move"}),
    ("kalah", {"leftovers": "emptied"}),
    ("kalah", {"leftovers": "uncounted", "end": "no-move"}),
    ("kalah", {"leftovers": "uncounted"}),
    ("kalah", {"swap": True}),
    ("kalah", {"pits": 1, "seeds": 1, "swap": True}),
    ("kalah", {"pits": 9, "seeds": 9, "empty_capture": True, "leftovers": "emptied"}),
    ("oware", {}),
    ("oware", {"grand_slam": "illegal"}),
    ("oware", {"grand_slam": "capture"}),
    ("oware", {"pits": 2, "seeds": 1}),
    ("oware", {"pits": 3, "seeds": 2, "grand_slam": "capture"}),
    ("oware", {"pits": 9, "seeds": 3, "grand_slam": "illegal"}),
    ("oware", {"pits": 5, "seeds": 9}),
    ("mankala24", {}),
    ("mankala24", {"chain": True, "capture_side": "opponent"}),
    ("mankala24", {"pits": 2, "seeds": 1, "capture_side": "own"}),
    ("toguz", {}),
    ("basic", {}),
    ("basic", {"players": 3}),
    ("basic", {"players": 4, "pits": 4, "seeds": 3, "all_places": False}),
    ("basic", {"players": 2, "pits": 7}),
    ("congkak", {}),
    ("congkak", {"empty_capture": False}),
    ("bao", {}),
    ("bao", {"small_nyumba": "lost", "never_ending": "loses"}),
]

GAMES_PER_RULESET = 12
POSITIONS_PER_RULESET = 1200  # after 2 games, stop starting new ones beyond this many positions
MAX_PLIES = 3000  # every random game must end well before this


def ruleset_id(entry: tuple[str, dict[str, Any]]) -> str:
    name, options = entry
    return name + "".join(f"-{k}={v}" for k, v in options.items())


def move_order(move: mc.Move) -> tuple[int, int, str]:
    text = str(move)
    return (0, int(text), "") if text.isdigit() else (1, 0, text)


def check_position(pos: mc.Position, total: int) -> str:
    """The invariants of every position of every game; returns the position's text."""
    rules = pos.rules
    seeds = sum(pos.store(p) for p in range(rules.players)) + pos.seeds_on_board()
    assert seeds == total, pos.text()
    assert all(c >= 0 for p in range(rules.players) for c in (*pos.pits(p), pos.store(p)))
    moves = pos.legal_moves()
    assert bool(moves) == (not pos.is_over()), pos.text()
    assert list(moves) == sorted(moves, key=move_order), pos.text()
    assert len(set(moves)) == len(moves), pos.text()
    text = pos.text()
    again = mc.parse(text)
    assert again == pos, text
    assert again.text() == text
    assert again.history == pos.history
    assert hash(again) == hash(pos)
    assert eval(repr(pos), {"Position": mc.Position}) == pos
    if pos.is_over() and rules.ranked_by_places:
        places = pos.places()
        assert all(place is not None for place in places), text
        firsts = [p for p, place in enumerate(places) if place == 1]
        assert pos.winner() == (firsts[0] if len(firsts) == 1 else None), text
    elif pos.is_over():
        scores = pos.scores()
        uncounted = rules.options.get("leftovers") == "uncounted"
        assert sum(scores) == total - (pos.seeds_on_board() if uncounted else 0), text
        best = max(scores)
        leaders = [p for p, s in enumerate(scores) if s == best]
        assert pos.winner() == (leaders[0] if len(leaders) == 1 else None), text
    else:
        assert pos.winner() is None
    return text


def check_hot_path_facts(pos: mc.Position) -> None:
    """Every slot is set (some hot paths write the constructor out), and the facts a hot
    path carries from move to move (``_filled``, ``_seen``) agree with the position."""
    for slot in mc.Position.__slots__:
        assert hasattr(pos, slot), slot
    n = pos.rules.pits_per_player
    pits = [p * (n + 1) + k for p in range(pos.rules.players) for k in range(n)]

    def filled(cells: tuple[int, ...]) -> int:  # the bits of the pits with seeds
        return sum(1 << i for i in pits if cells[i])

    if pos._filled is not None:
        assert pos._filled == filled(pos.cells)
    if pos._seen is not None:
        for cells, _mover, _extra in pos.history:
            assert pos._seen >> filled(cells) % 251 & 1


@pytest.mark.parametrize(("name", "options"), RULESETS, ids=map(ruleset_id, RULESETS))
def test_random_games_keep_the_invariants(name, options):
    rules = mc.rules(name, **options)
    total = rules.total_seeds
    rng = random.Random(f"{name}{sorted(options.items())}")
    checked = 0
    for game in range(GAMES_PER_RULESET):
        if game >= 2 and checked > POSITIONS_PER_RULESET:
            break
        pos = rules.start()
        text = check_position(pos, total)
        for _ply in range(MAX_PLIES):
            if pos.is_over():
                break
            move = rng.choice(pos.legal_moves())
            after = pos.play(move)
            assert after.rules == rules
            check_hot_path_facts(after)
            assert pos.text() == text  # playing changed nothing in `pos`
            text = check_position(after, total)
            checked += 1
            pos = after
        assert pos.is_over(), f"game did not end within {MAX_PLIES} plies: {pos.text()}"
        if not rules.ranked_by_places:
            # The engine sweeps the leftovers into the stores when a game ends.
            assert pos.scores() == tuple(pos.store(p) for p in range(rules.players))


# ---------------------------------------------------------------------------------------------
# An independent brute force, from RULES.md only.
#
# A state is (south pits, north pits, stores, player to move, special) with rows as tuples
# counted from their owner's left; ``special`` is the pie rule's status for Kalah, ().


State = tuple[tuple[int, ...], tuple[int, ...], tuple[int, int], int, tuple[str, ...]]


def kalah_start(o: dict[str, Any]) -> State:
    n, s = o.get("pits", 6), o.get("seeds", 4)
    return ((s,) * n, (s,) * n, (0, 0), 0, ("open",) if o.get("swap") else ())


def kalah_moves(st: State, o: dict[str, Any]) -> list[str]:
    rows, _, mover, special = st[:2], st[2], st[3], st[4]
    if kalah_over(st, o):
        return []
    moves = [str(i + 1) for i, c in enumerate(rows[mover]) if c]
    if special == ("open",) and mover == 1:
        moves.append("swap")
    return moves


def kalah_over(st: State, o: dict[str, Any]) -> bool:
    rows, mover = st[:2], st[3]
    if o.get("end", "row-empty") == "row-empty":
        return sum(rows[0]) == 0 or sum(rows[1]) == 0
    return sum(rows[mover]) == 0


def kalah_play(st: State, move: str, o: dict[str, Any]) -> State:
    n = o.get("pits", 6)
    rows = [list(st[0]), list(st[1])]
    stores = list(st[2])
    p, special = st[3], st[4]
    if move == "swap":
        return (st[0], st[1], st[2], 1, ("used",))
    if special == ("open",) and p == 1:
        special = ("closed",)
    # the places a seed can go to, counter-clockwise from the mover's pit 1
    ring = [("pit", p, i) for i in range(n)] + [("store", p, 0)]
    ring += [("pit", 1 - p, i) for i in range(n)]  # the opponent's store is not on the ring
    k = int(move) - 1
    seeds, rows[p][k] = rows[p][k], 0
    at = k
    for _ in range(seeds):
        at = (at + 1) % len(ring)
        kind, owner, i = ring[at]
        if kind == "store":
            stores[owner] += 1
        else:
            rows[owner][i] += 1
    kind, owner, i = ring[at]
    again = kind == "store"
    if kind == "pit" and owner == p and rows[p][i] == 1:
        facing = n - 1 - i
        if rows[1 - p][facing] or o.get("empty_capture", False):
            stores[p] += rows[1 - p][facing] + 1
            rows[1 - p][facing] = 0
            rows[p][i] = 0
    nxt = p if again else 1 - p
    new: State = (tuple(rows[0]), tuple(rows[1]), (stores[0], stores[1]), nxt, special)
    if kalah_over(new, o):
        leftovers = o.get("leftovers", "owner")
        if leftovers == "owner":
            stores = [stores[0] + sum(rows[0]), stores[1] + sum(rows[1])]
            rows = [[0] * n, [0] * n]
        elif leftovers == "emptied":
            if o.get("end", "row-empty") == "no-move":
                empty = nxt
            else:
                empty = 0 if sum(rows[0]) == 0 else 1
            stores[empty] += sum(rows[0]) + sum(rows[1])
            rows = [[0] * n, [0] * n]
        new = (tuple(rows[0]), tuple(rows[1]), (stores[0], stores[1]), nxt, special)
    return new


def oware_start(o: dict[str, Any]) -> State:
    n, s = o.get("pits", 6), o.get("seeds", 4)
    return ((s,) * n, (s,) * n, (0, 0), 0, ())


def oware_sow(
    st: State, move: str, o: dict[str, Any]
) -> tuple[list[list[int]], list[int], bool, bool]:
    """Sow and capture; return the rows, the stores, whether it was a grand slam and whether
    a seed fell into the opponent's row."""
    n = o.get("pits", 6)
    rows = [list(st[0]), list(st[1])]
    stores = list(st[2])
    p = st[3]
    ring = [(p, i) for i in range(n)] + [(1 - p, i) for i in range(n)]
    k = int(move) - 1
    seeds, rows[p][k] = rows[p][k], 0
    at = k
    fed = False
    while seeds:
        at = (at + 1) % len(ring)
        if at == k:
            continue  # the emptied pit is skipped
        owner, i = ring[at]
        rows[owner][i] += 1
        fed = fed or owner != p
        seeds -= 1
    owner, i = ring[at]
    taken = []
    if owner != p:
        while i >= 0 and rows[owner][i] in (2, 3):
            taken.append(i)
            i -= 1
    slam = bool(taken) and sum(rows[1 - p]) == sum(rows[1 - p][j] for j in taken)
    if taken and not (slam and o.get("grand_slam", "no-capture") == "no-capture"):
        for j in taken:
            stores[p] += rows[1 - p][j]
            rows[1 - p][j] = 0
    return rows, stores, slam, fed


def oware_moves(st: State, o: dict[str, Any], seen: frozenset[State]) -> list[str]:
    if oware_over(st, o, seen):
        return []
    return oware_candidates(st, o)


def oware_candidates(st: State, o: dict[str, Any]) -> list[str]:
    p = st[3]
    rows = st[:2]
    moves = [str(i + 1) for i, c in enumerate(rows[p]) if c]
    if sum(rows[1 - p]) == 0:  # feeding: the move must put a seed into the opponent's row
        moves = [m for m in moves if oware_sow(st, m, o)[3]]
    if o.get("grand_slam", "no-capture") == "illegal":
        safe = [m for m in moves if not oware_sow(st, m, o)[2]]
        if safe:
            moves = safe
    return moves


def oware_over(st: State, o: dict[str, Any], seen: frozenset[State]) -> bool:
    half = o.get("pits", 6) * o.get("seeds", 4)
    s, n = st[2]
    if s > half or n > half or s == n == half:
        return True
    if st in seen:
        return True
    return not oware_candidates(st, o)


def oware_play(st: State, move: str, o: dict[str, Any], seen: frozenset[State]) -> State:
    n = o.get("pits", 6)
    rows, stores, _, _ = oware_sow(st, move, o)
    new: State = (tuple(rows[0]), tuple(rows[1]), (stores[0], stores[1]), 1 - st[3], ())
    if oware_over(new, o, seen | {st}):
        stores = [stores[0] + sum(rows[0]), stores[1] + sum(rows[1])]
        new = ((0,) * n, (0,) * n, (stores[0], stores[1]), 1 - st[3], ())
    return new


def brute_force_perft(name: str, o: dict[str, Any], depth: int) -> Counter[State]:
    """The states at the end of every line of ``depth`` plies from the start (with repeats)."""
    leaves: Counter[State] = Counter()

    def walk(st: State, d: int, seen: frozenset[State]) -> None:
        if d == 0:
            leaves[st] += 1
            return
        if name == "kalah":
            for m in kalah_moves(st, o):
                walk(kalah_play(st, m, o), d - 1, seen)
        else:
            for m in oware_moves(st, o, seen):
                walk(oware_play(st, m, o, seen), d - 1, seen | {st})

    walk(kalah_start(o) if name == "kalah" else oware_start(o), depth, frozenset())
    return leaves


def core_perft(rules: mc.Rules, depth: int) -> Counter[State]:
    leaves: Counter[State] = Counter()

    def walk(pos: mc.Position, d: int) -> None:
        if d == 0:
            stores = (pos.store(0), pos.store(1))
            leaves[(pos.pits(0), pos.pits(1), stores, pos.to_move, tuple(pos.extra))] += 1
            return
        for move in pos.legal_moves():
            walk(pos.play(move), d - 1)

    walk(rules.start(), depth)
    return leaves


# The node counts of the default games, as the brute force computes them; pinned so that a
# change to both implementations at once cannot pass unnoticed.
KALAH_PERFT = {1: 6, 2: 35, 3: 185, 4: 942}
OWARE_PERFT = {1: 6, 2: 36, 3: 190, 4: 1014}


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_kalah_perft_matches_the_brute_force(depth):
    expected = brute_force_perft("kalah", {}, depth)
    assert sum(expected.values()) == KALAH_PERFT[depth]
    assert core_perft(mc.rules("kalah"), depth) == expected


@pytest.mark.parametrize("depth", [1, 2, 3, 4])
def test_oware_perft_matches_the_brute_force(depth):
    expected = brute_force_perft("oware", {}, depth)
    assert sum(expected.values()) == OWARE_PERFT[depth]
    assert core_perft(mc.rules("oware"), depth) == expected


# Small boards, searched deeper, reach captures, laps, the end and (Oware) repetitions.
DEEP = [
    ("kalah", {"swap": True}, 4),
    ("kalah", {"pits": 2, "seeds": 3}, 12),
    ("kalah", {"pits": 4, "seeds": 2, "leftovers": "uncounted"}, 7),
    ("kalah", {"pits": 3, "seeds": 2, "empty_capture": True, "end": "no-move"}, 9),
    ("kalah", {"pits": 3, "seeds": 3, "leftovers": "emptied", "swap": True}, 7),
    ("kalah", {"pits": 2, "seeds": 3, "leftovers": "uncounted", "end": "no-move"}, 10),
    ("oware", {"pits": 2, "seeds": 1}, 14),
    ("oware", {"pits": 2, "seeds": 2}, 14),
    ("oware", {"pits": 2, "seeds": 3, "grand_slam": "capture"}, 14),
    ("oware", {"pits": 4, "seeds": 1}, 9),
    ("oware", {"pits": 3, "seeds": 2, "grand_slam": "illegal"}, 9),
    ("oware", {"pits": 3, "seeds": 3}, 8),
]


@pytest.mark.parametrize(
    ("name", "options", "depth"), DEEP, ids=[ruleset_id((n, o)) for n, o, _ in DEEP]
)
def test_small_board_perft_matches_the_brute_force(name, options, depth):
    rules = mc.rules(name, **options)
    for d in range(1, depth + 1):
        assert core_perft(rules, d) == brute_force_perft(name, options, d), f"depth {d}"
