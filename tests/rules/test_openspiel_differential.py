"""Differential test: our Kalah and Oware against OpenSpiel's ``mancala`` and ``oware``.

Thousands of seeded random games are played through both engines at once. After
**every** move we compare the whole board (both rows and both stores), the legal
moves, the player to move and whether the game is over; at the end we compare the
final scores and the winner (the sign of OpenSpiel's returns). Any difference is
counted; the test fails if there is one and shows the first, with both boards and
the moves that led there, so it can be replayed by hand.

``pyspiel`` comes from the ``open-spiel`` package in the ``test`` extra. It is
imported plainly, not with ``pytest.importorskip``: a CI run without it must fail,
not pass silently.

Where OpenSpiel differs from RULES.md by design
-----------------------------------------------
- **Kalah is fixed** at 6 pits x 4 seeds with ``empty_capture=False``,
  ``end="row-empty"``, ``leftovers="owner"`` (RULES.md 1, the defaults); its
  ``mancala`` game has no parameters.
- **Kalah's end:** OpenSpiel does not sweep the seeds left in the rows into the
  stores; its ``Returns()`` adds each row to its owner. Our core sweeps them, so
  the final position shows the final stores (RULES.md 1, "End"). At the end we
  therefore compare scores (OpenSpiel's store + own row) instead of the raw board.
- **Oware's end on a decided score:** when a capture gives a player more than half
  of the seeds (or both exactly half), OpenSpiel ends the game without collecting
  the rows (its score already decides the winner); at a repetition or when a player
  cannot move it does collect them. RULES.md 2 says each player always adds their
  own row ("this changes the score, never the winner"), so here too the end is
  compared as scores: OpenSpiel's score + own row.
- Oware's repetition rule: OpenSpiel keeps the boards (player to move included)
  since the last capture, the starting board counted, and ends the game at the
  first repeat, taking each row to its owner. RULES.md's conventions say the same.
- OpenSpiel reports no player to move (``current_player() < 0``) once the game is
  over; ours keeps a ``to_move``. The player to move is compared while the game
  is on.

Board layouts
-------------
Ours (``pos.cells``): South pits 1..n, South store, North pits 1..n, North store.

OpenSpiel ``mancala`` (``observation_tensor()``: 14 cells, player, move number):
index 0 is North's store, 1..6 South's pits, 7 South's store, 8..13 North's pits
(8 is North's pit 1, from North's own left; North sows 8 -> 13 -> 0). Its actions
are those indices.

OpenSpiel ``oware`` (``observation_tensor()``: seeds / total for houses 0..2n-1,
then the two scores / total): houses 0..n-1 are South's, n..2n-1 North's, both
counted in sowing order (from the owner's left). Actions are 0..n-1, relative to
the mover.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pyspiel

import mancala_core as mc
from mancala_core import Position

# -- the two layouts ----------------------------------------------------------------


def kalah_cells(state: Any) -> list[int]:
    """OpenSpiel's ``mancala`` board in our cell order."""
    b = [int(x) for x in state.observation_tensor(0)[:14]]
    return b[1:7] + [b[7]] + b[8:14] + [b[0]]


def kalah_action(pos: Position, pit: int) -> int:
    """Our pit number (1..6, from the mover's left) as an OpenSpiel ``mancala`` action."""
    return pit if pos.to_move == 0 else 7 + pit


def oware_cells(state: Any, n: int, total: int) -> list[int]:
    """OpenSpiel's ``oware`` board (seeds and scores) in our cell order."""
    t = [round(x * total) for x in state.observation_tensor(0)]
    seeds, scores = t[: 2 * n], t[2 * n :]
    return seeds[:n] + [scores[0]] + seeds[n:] + [scores[1]]


def oware_action(pos: Position, pit: int) -> int:
    return pit - 1


def collected(cells: Sequence[int], n: int) -> list[int]:
    """The board after each player adds their own row to their store (how both engines
    score a finished game)."""
    south = sum(cells[:n]) + cells[n]
    north = sum(cells[n + 1 : 2 * n + 1]) + cells[2 * n + 1]
    return [0] * n + [south] + [0] * n + [north]


# -- playing both engines side by side -------------------------------------------------


@dataclass
class Tally:
    games: int = 0
    moves: int = 0
    mismatches: int = 0
    first: str = ""
    results: dict[str, int] = field(default_factory=dict)
    endings: dict[str, int] = field(default_factory=dict)

    def fail(self, what: str, moves: list[str], ours: Position, theirs: Any, ours_board: Any,
             their_board: Any) -> None:
        self.mismatches += 1
        if not self.first:
            self.first = (
                f"{what}\n  moves from the start: {' '.join(moves) or '(none)'}\n"
                f"  ours:       {ours_board}\n  openspiel:  {their_board}\n"
                f"  our position: {ours.text()}\n  openspiel state:\n{theirs}"
            )


def play_both(
    rules: mc.Rules,
    game: Any,
    cells_of: Callable[[Any], list[int]],
    action_of: Callable[[Position, int], int],
    rng: random.Random,
    tally: Tally,
) -> None:
    """Play one random game through both engines, comparing after every move."""
    n = rules.pits_per_player
    pos = rules.start()
    state = game.new_initial_state()
    moves: list[str] = []
    before = pos
    while True:
        over, terminal = pos.is_over(), state.is_terminal()
        theirs = cells_of(state)
        if over != terminal:
            return tally.fail(f"game over: ours {over}, openspiel {terminal}", moves, pos,
                              state, list(pos.cells), theirs)
        if over:
            break
        if list(pos.cells) != theirs:
            return tally.fail("board differs", moves, pos, state, list(pos.cells), theirs)
        if pos.to_move != state.current_player():
            return tally.fail("player to move differs", moves, pos, state, pos.to_move,
                              state.current_player())
        legal = pos.legal_moves()
        ours_actions = [action_of(pos, m.pit) for m in legal]  # type: ignore[arg-type]
        their_actions = sorted(state.legal_actions())
        if ours_actions != their_actions:
            return tally.fail("legal moves (as OpenSpiel actions) differ", moves, pos, state,
                              ours_actions, their_actions)
        index = rng.randrange(len(legal))
        moves.append(str(legal[index]))
        before, pos = pos, pos.play(legal[index])
        state.apply_action(ours_actions[index])
        tally.moves += 1

    # The end: compare as scores (see the module docstring for why not the raw board).
    ours_final = list(pos.cells)
    their_final = collected(theirs, n)
    if ours_final != their_final:
        return tally.fail("final board (rows collected) differs", moves, pos, state,
                          ours_final, their_final)
    if list(pos.scores()) != [their_final[n], their_final[2 * n + 1]]:
        return tally.fail("final scores differ", moves, pos, state, pos.scores(),
                          (their_final[n], their_final[2 * n + 1]))
    returns = state.returns()
    their_winner = None if returns[0] == returns[1] else (0 if returns[0] > returns[1] else 1)
    if pos.winner() != their_winner:
        return tally.fail("winner differs", moves, pos, state, pos.winner(), returns)
    key = {0: "South", 1: "North", None: "draw"}[pos.winner()]
    tally.results[key] = tally.results.get(key, 0) + 1
    # Why the game ended, in our own words (the last move's trace): shows which
    # endings the random games reached.
    ending = [s.note for s in before.trace(moves[-1]).steps if s.kind == "end"]
    tally.endings[ending[0]] = tally.endings.get(ending[0], 0) + 1
    tally.games += 1
    return None


def run(rules: mc.Rules, game: Any, cells_of: Callable[[Any], list[int]],
        action_of: Callable[[Position, int], int], games: int, seed: int) -> Tally:
    rng = random.Random(seed)
    tally = Tally()
    for _ in range(games):
        play_both(rules, game, cells_of, action_of, rng, tally)
    print(
        f"\n{rules.label()} vs openspiel {game}: {tally.games} games, {tally.moves} moves "
        f"compared, {tally.mismatches} mismatches, results {tally.results}, "
        f"endings {tally.endings}"
    )
    return tally


def check(tally: Tally, games: int) -> None:
    assert tally.mismatches == 0, (
        f"{tally.mismatches} of {games} games differ from OpenSpiel; the first:\n{tally.first}"
    )
    assert tally.games == games


# -- the tests -------------------------------------------------------------------------


def test_kalah_matches_openspiel_mancala_in_2000_random_games(
    record_property: Callable[[str, object], None],
) -> None:
    rules = mc.rules("kalah", pits=6, seeds=4, empty_capture=False, end="row-empty",
                     leftovers="owner", swap=False)
    game = pyspiel.load_game("mancala")
    tally = run(rules, game, kalah_cells, kalah_action, games=2000, seed=20240601)
    record_property("games_compared", tally.games)
    record_property("moves_compared", tally.moves)
    check(tally, 2000)
    # Random games reach both winners and draws: the end is really exercised.
    assert set(tally.results) == {"South", "North", "draw"}


def _oware(pits: int, seeds: int, games: int, seed: int) -> Tally:
    rules = mc.rules("oware", pits=pits, seeds=seeds, grand_slam="no-capture")
    game = pyspiel.load_game(
        "oware", {"num_houses_per_player": pits, "num_seeds_per_house": seeds}
    )
    total = 2 * pits * seeds
    tally = run(rules, game, lambda s: oware_cells(s, pits, total), oware_action,
                games=games, seed=seed)
    check(tally, games)
    return tally


def test_oware_matches_openspiel_oware_in_2000_random_games(
    record_property: Callable[[str, object], None],
) -> None:
    tally = _oware(6, 4, games=2000, seed=20240602)
    record_property("games_compared", tally.games)
    record_property("moves_compared", tally.moves)
    assert set(tally.results) == {"South", "North", "draw"}
    # Every way an Oware game ends was reached: a score over half, a repetition,
    # a player who cannot move (feed).
    endings = " ".join(tally.endings)
    assert "half" in endings and "repeat" in endings and "cannot move" in endings, endings


def test_oware_other_sizes_match_openspiel_oware(
    record_property: Callable[[str, object], None],
) -> None:
    # OpenSpiel's houses-per-player and seeds-per-house parameters, small boards
    # first: they end more often by repetition and by a player who cannot feed.
    games = moves = 0
    for pits, seeds, count in ((4, 3, 300), (3, 2, 300), (2, 1, 200), (5, 5, 200), (6, 3, 200)):
        tally = _oware(pits, seeds, games=count, seed=1000 * pits + seeds)
        games, moves = games + tally.games, moves + tally.moves
    record_property("games_compared", games)
    record_property("moves_compared", moves)
