"""Where mining finds its positions: the ``source`` of :func:`~puzzles.mine.mine`.

=============== ==============================================================================
``games``       the default: even units by random play, odd ones between two computer players
                of levels drawn at random (:func:`game_positions`)
``random``      every unit a game by random play
``endgame``     positions drawn from the index space of the game's endgame database (Kalah's)
                (:func:`endgame_positions`), their stores set from the database's value
``constructed`` the one position per seed count whose row a chain of extra moves empties
                (:func:`chain_row`, OEIS A028932), set in Kalah (:func:`constructed_positions`)
=============== ==============================================================================

A unit is what one worker does at a time (one game, or one batch of draws): unit ``i`` of
a run with seed ``S`` has its own random generator seeded by ``"S:i"``, so a source gives
the same positions whatever the number of workers.

**The chain row** (Tchoukaillon solitaire). A move of the solitaire sows the seeds of one
hole towards the store, one a hole; it may continue only if the last seed falls into the
store, that is if hole ``i`` (counted from the store) held exactly ``i`` seeds. For every
number of seeds ``n`` exactly one row can be emptied that way; it is built backwards from
the empty row: take one seed from each hole before the first empty hole ``i`` and put ``i``
seeds into hole ``i`` (Broline and Loeb 1995; the rows are OEIS A028932, read from the
farthest hole):

    >>> [chain_row(n) for n in range(1, 7)]
    [(1,), (0, 2), (1, 2), (0, 1, 3), (1, 1, 3), (0, 0, 2, 4)]
    >>> chain_moves(chain_row(5))    # the holes played, counted from the store
    [1, 3, 1, 2, 1]

In Kalah a move from the pit ``i`` pits from the store with ``i`` seeds ends in the store, an
extra move, so the same row on the mover's side is emptied by one turn of extra moves (the
Kalah analogue; the empty row then ends the game). :func:`constructed_positions` gives the
mover that row and draws the opponent's row and the stores.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Literal, get_args

import mancala_core as mc

from .errors import PuzzleError

__all__ = ["DRAWS", "LEVELS", "SOURCES", "Source", "chain_moves", "chain_row",
           "check_source", "constructed_positions", "endgame_positions", "game_positions",
           "positions"]

Source = Literal["games", "random", "endgame", "constructed"]
#: every source, the default first
SOURCES: tuple[Source, ...] = get_args(Source)
#: positions drawn in one unit of the ``endgame`` and ``constructed`` sources
DRAWS = 16
#: the fewest seeds in the pits of an ``endgame`` draw (fewer make no puzzle worth asking)
ENDGAME_MIN_SEEDS = 6
#: the computer players' levels that play the odd games of the ``games`` source
LEVELS = ("beginner", "easy", "medium", "hard")
#: a game longer than this many moves is cut (no game of the family should get there)
MAX_GAME_PLIES = 1000


def game_positions(rules: mc.Rules, seed: int, game: int,
                   computer: bool = True) -> Iterator[tuple[mc.Position, str]]:
    """The positions of game ``game`` of a run with ``seed``, each with its source text:
    even games by random play, odd ones between two computer players of levels drawn at
    random (``computer=False``: every game by random play, the ``random`` source)."""
    from mancala_core.search import best_move

    rng = random.Random(f"{seed}:{game}")
    levels: tuple[str, str] | None = None
    if game % 2 and computer:
        levels = (rng.choice(LEVELS), rng.choice(LEVELS))
        kind = f"{levels[0]} vs {levels[1]}"
    else:
        kind = "random play"
    pos = rules.start()
    for ply in range(MAX_GAME_PLIES):
        if pos.is_over():
            return
        yield pos, f"seed {seed} game {game} ({kind}) ply {ply}"
        if levels is None:
            move: mc.Move | str = rng.choice(pos.legal_moves())
        else:
            level = levels[pos.to_move]
            move = best_move(pos, level, seed=rng.randrange(2**32))  # type: ignore[arg-type]
        pos = pos.play(move)


def chain_row(n: int) -> tuple[int, ...]:
    """The one row of ``n`` seeds that a chain of extra moves empties: hole ``i`` (counted
    from the store, from 1) holds ``row[i - 1]`` seeds; the farthest hole is not empty
    (``()`` for no seeds)."""
    if n < 0:
        raise PuzzleError(f"a chain row needs 0 seeds or more, not {n!r}")
    row: list[int] = []
    for _ in range(n):
        i = next((j for j, seeds in enumerate(row) if seeds == 0), len(row))
        if i == len(row):
            row.append(0)
        for j in range(i):
            row[j] -= 1
        row[i] = i + 1
    return tuple(row)


def chain_moves(row: tuple[int, ...]) -> list[int]:
    """The holes (counted from the store) that empty ``row`` by a chain, in order: each
    time the hole nearest the store that holds as many seeds as its distance."""
    holes = list(row)
    played = []
    while any(holes):
        i = next((j for j, seeds in enumerate(holes) if seeds == j + 1), None)
        if i is None:
            raise PuzzleError(f"no chain empties the row {row!r}")
        holes[i] = 0
        for j in range(i):
            holes[j] += 1
        played.append(i + 1)
    return played


def _side_position(rules: mc.Rules, mover_row: list[int], other_row: list[int],
                   margin: int, to_move: int) -> mc.Position | None:
    """The position with these rows (the mover's first, each from its owner's left) and
    stores whose difference, the mover's minus the other's, is ``margin``; None if the
    seeds left cannot make it."""
    rest = rules.total_seeds - sum(mover_row) - sum(other_row)
    if rest < abs(margin) or (rest - margin) % 2:
        return None
    mine, theirs = (rest + margin) // 2, (rest - margin) // 2
    pits = [mover_row, other_row] if to_move == 0 else [other_row, mover_row]
    stores = [mine, theirs] if to_move == 0 else [theirs, mine]
    pos = rules.position(pits=pits, stores=stores, to_move=to_move)
    return None if pos.is_over() else pos


def _draw_row(rng: random.Random, pits: int, seeds: int) -> list[int]:
    """``seeds`` seeds thrown one by one into ``pits`` pits."""
    row = [0] * pits
    for _ in range(seeds):
        row[rng.randrange(pits)] += 1
    return row


def constructed_positions(rules: mc.Rules, seed: int,
                          unit: int) -> Iterator[tuple[mc.Position, str]]:
    """Unit ``unit``'s constructed positions (Kalah): for the seed counts ``n`` in turn (2,
    3, ... as far as a row of the rules holds the chain row), the mover's row is
    :func:`chain_row` ``(n)`` (pit ``pits + 1 - i`` holding hole ``i``), the opponent's row
    and the stores are drawn (the stores' difference small, so that the chain decides)."""
    counts = _chain_counts(rules)
    pits = rules.pits_per_player
    rng = random.Random(f"{seed}:{unit}")
    for draw in range(DRAWS):
        n = counts[(unit * DRAWS + draw) % len(counts)]
        chain = chain_row(n)
        mover = [chain[pits - j] if pits - j < len(chain) else 0 for j in range(1, pits + 1)]
        room = rules.total_seeds - n
        other = _draw_row(rng, pits, rng.randint(1, min(room, 3 * pits)))
        to_move = rng.randrange(2)
        pos = None
        for _ in range(8):
            pos = _side_position(rules, mover, other, rng.randint(-n, n), to_move)
            if pos is not None:
                break
        if pos is not None:
            yield pos, f"seed {seed} constructed {unit}.{draw} (chain row of {n})"


def _chain_counts(rules: mc.Rules) -> list[int]:
    """The seed counts whose chain row a row of ``rules`` holds (2 seeds or more: a chain
    of one extra move is no puzzle); a :class:`~puzzles.errors.PuzzleError` if none."""
    if not rules.extra_move_in_store:  # the chain of extra moves that empties the row
        raise PuzzleError(f"the constructed positions are Kalah's, not {rules.name!r}")
    pits = rules.pits_per_player
    counts = [n for n in range(2, rules.total_seeds) if len(chain_row(n)) <= pits]
    if not counts:
        raise PuzzleError(f"the constructed positions need a chain row of 2 seeds or more "
                          f"(2 pits or more a side, and 3 seeds or more in all): "
                          f"{rules.label()!r} has {pits} pit{'s' if pits != 1 else ''} a "
                          f"side and {rules.total_seeds} seeds")
    return counts


def check_source(rules: mc.Rules, source: str) -> None:
    """Check that ``source`` can give positions of ``rules`` before a run starts: a
    :class:`~puzzles.errors.PuzzleError` says why not (an unknown source, a game of more
    than two players, a board too small for the constructed chain rows)."""
    if source not in SOURCES:
        raise PuzzleError(f"unknown source {source!r}: choose among {', '.join(SOURCES)}")
    if rules.players != 2:
        # a puzzle's value is one side's margin over the other, proved by a two-player
        # search
        raise PuzzleError(f"puzzles are mined from games of two players; "
                          f"{rules.label()!r} has {rules.players}")
    if source == "constructed":
        _chain_counts(rules)


def endgame_positions(rules: mc.Rules, seed: int, unit: int,
                      max_seeds: int) -> Iterator[tuple[mc.Position, str]]:
    """Unit ``unit``'s positions drawn from the Kalah endgame database's index space: a
    level ``k`` (:data:`ENDGAME_MIN_SEEDS` to the database's and ``max_seeds``' least),
    an index in it, and the position it names (the mover's row first, as the database
    keeps it); the stores are set from the database's value so that the mover's exact
    final margin is +1 or +2 — a close win, which a puzzle asks to find."""
    import numpy as np

    from mancala_core.native import backend
    from mancala_core.native.compositions import _unrank, comb_table, level_size
    from mancala_core.search.engine import engine_of

    db = engine_of(rules).endgame(rules)  # the one the game's engine keeps: Kalah's
    if db is None and not backend.COMPILED:
        raise PuzzleError(f"no endgame database for {rules.label()!r} without numba")
    if db is None:
        raise PuzzleError(f"the endgame source is Kalah's endgame database, not "
                          f"{rules.name!r}'s")
    pits = rules.pits_per_player
    top = min(db.max_seeds, max_seeds)
    if top < ENDGAME_MIN_SEEDS:
        raise PuzzleError(f"the endgame database of {rules.label()!r} holds {db.max_seeds} "
                          f"seeds, max_seeds is {max_seeds}: at least {ENDGAME_MIN_SEEDS} "
                          f"needed")
    m = 2 * pits
    table = comb_table(m, top)
    rng = random.Random(f"{seed}:{unit}")
    cells = np.zeros(m, dtype=np.int64)
    for draw in range(DRAWS):
        k = rng.randint(ENDGAME_MIN_SEEDS, top)
        index = rng.randrange(level_size(pits, k))
        _unrank(table, m, k, index, cells)
        mover, other = [int(c) for c in cells[:pits]], [int(c) for c in cells[pits:]]
        to_move = rng.randrange(2)
        probe = _side_position(rules, mover, other, (rules.total_seeds - k) % 2, to_move)
        if probe is None:
            continue
        gain = db.gain(probe)  # the mover's gain from here, whatever the stores
        want = 1 if (rules.total_seeds - k - (1 - gain)) % 2 == 0 else 2
        pos = _side_position(rules, mover, other, want - gain, to_move)
        if pos is not None:
            yield pos, f"seed {seed} endgame {unit}.{draw} (level {k} index {index})"


def positions(rules: mc.Rules, source: str, seed: int, unit: int,
              max_seeds: int) -> Iterator[tuple[mc.Position, str]]:
    """The positions of unit ``unit`` of ``source``, each with its source text."""
    check_source(rules, source)
    if source == "games":
        return game_positions(rules, seed, unit)
    if source == "random":
        return game_positions(rules, seed, unit, computer=False)
    if source == "endgame":
        return endgame_positions(rules, seed, unit, max_seeds)
    if source == "constructed":
        return constructed_positions(rules, seed, unit)
    raise PuzzleError(f"unknown source {source!r}: choose among {', '.join(SOURCES)}")
