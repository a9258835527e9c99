"""Mining: play games, look at every position they reach and keep those that
:func:`~puzzles.verify.prove` turns into a puzzle.

Game ``i`` of a run with seed ``S`` is played from the start position with its own random
generator (seeded by ``"S:i"``): the even games by random play, the odd ones between two
computer players of levels drawn at random (``beginner`` to ``hard``). Every position reached
with at most ``max_seeds`` seeds in the pits (default :data:`MAX_SEEDS`: the middle games and
endgames that the exact search settles quickly) and at least two legal moves is tried once
(positions are deduplicated by their text), the goals in the order given, and gives at most
one puzzle, its themes tagged from its line (:func:`~puzzles.themes.themes`). So a run is the
same for a given seed, and the first ``count`` puzzles of a longer run are those
of a shorter one.

After every game the run's state (the next game, the positions seen, the puzzles found) is
written atomically to a state file; a run started again with the same state file, rules,
seed and goals resumes after the last finished game, losing and duplicating nothing. The
collection is published (:func:`~puzzles.verify.publish`: re-proved, then written
atomically) when ``count`` puzzles are found.

    >>> import mancala_core as mc
    >>> found = mine(mc.rules("kalah", pits=3, seeds=2), count=3, seed=1, progress=False)
    >>> [(p.goal, p.length) for p in found]
    [('best_result', 3), ('best_result', 1), ('best_result', 1)]
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterable, Iterator
from typing import Any

import mancala_core as mc
from mancala_core.files import write_atomically

from .errors import NotUniqueError, PuzzleError, PuzzleFileError
from .schema import GOALS, Collection, Goal, Puzzle
from .themes import themes
from .verify import prove, publish

__all__ = ["LEVELS", "MAX_SEEDS", "STATE_FORMAT", "game_positions", "mine"]

#: the computer players' levels that play the odd games
LEVELS = ("beginner", "easy", "medium", "hard")
STATE_FORMAT = "mancala-puzzles-mining-state"
#: positions with more seeds than this in the pits are not tried (by default)
MAX_SEEDS = 30
#: a game longer than this many moves is cut (no game of the family should get there)
MAX_GAME_PLIES = 1000


def game_positions(rules: mc.Rules, seed: int, game: int) -> Iterator[tuple[mc.Position, str]]:
    """The positions of game ``game`` of a run with ``seed``, each with its source text."""
    from mancala_core.search import best_move

    rng = random.Random(f"{seed}:{game}")
    levels: tuple[str, str] | None = None
    if game % 2:
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


def _puzzle_at(pos: mc.Position, goals: Iterable[Goal], source: str) -> Puzzle | None:
    for goal in goals:
        try:
            proof = prove(pos, goal)
        except NotUniqueError:
            continue
        return Puzzle.create(pos, goal, value=proof.value, solution=proof.solution,
                             themes=themes(pos, proof.solution), source=source)
    return None


def mine(rules: mc.Rules, *, count: int, seed: int,
         goals: Iterable[Goal] = ("win", "best_result"),
         out: str | os.PathLike[str] | None = None,
         state: str | os.PathLike[str] | None = None,
         max_seeds: int = MAX_SEEDS, max_games: int | None = None,
         progress: bool = True) -> Collection:
    """Mine ``count`` puzzles of ``rules`` (see the module's text); publish them to ``out``
    if given, keeping the run's state in ``state`` if given (resumed if it exists).
    Positions with more than ``max_seeds`` seeds in the pits are skipped; ``max_games``
    stops a run that finds too few (the collection is then shorter)."""
    goals = tuple(goals)
    for goal in goals:
        if goal not in GOALS:
            raise PuzzleError(f"unknown goal {goal!r}: choose among {', '.join(GOALS)}")
    if count < 1:
        raise PuzzleError(f"count must be at least 1, got {count!r}")
    settings = {"rules": rules.label(), "seed": seed, "goals": list(goals),
                "max_seeds": max_seeds}
    next_game = 0
    seen: set[str] = set()
    found: list[Puzzle] = []
    if state is not None and os.path.exists(state):
        next_game, seen, found = _read_state(state, settings)
    from tqdm.auto import tqdm

    bar = tqdm(total=count, initial=min(len(found), count), unit="puzzle",
               desc=f"mining {rules.label()}", disable=not progress)
    try:
        while len(found) < count and (max_games is None or next_game < max_games):
            for pos, source in game_positions(rules, seed, next_game):
                text = pos.text()
                if (pos.seeds_on_board() > max_seeds or text in seen
                        or len(pos.legal_moves()) < 2):
                    continue
                seen.add(text)
                puzzle = _puzzle_at(pos, goals, source)
                if puzzle is not None:
                    found.append(puzzle)
                    if len(found) <= count:
                        bar.update(1)
            next_game += 1
            bar.set_postfix(games=next_game, positions=len(seen))
            if state is not None:
                _write_state(state, settings, next_game, seen, found)
    finally:
        bar.close()
    collection = Collection(tuple(found[:count]))
    if out is not None:
        publish(collection, out)
    return collection


def _write_state(path: str | os.PathLike[str], settings: dict[str, Any], next_game: int,
                 seen: set[str], found: list[Puzzle]) -> None:
    data = {"format": STATE_FORMAT, "version": 1, **settings, "next_game": next_game,
            "seen": sorted(seen), "puzzles": [p.to_json() for p in found]}
    write_atomically(path, json.dumps(data).encode("utf-8"))


def _read_state(path: str | os.PathLike[str],
                settings: dict[str, Any]) -> tuple[int, set[str], list[Puzzle]]:
    where = os.fspath(path)
    try:
        with open(path, encoding="utf-8") as file:
            data = json.load(file)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise PuzzleFileError(f"{where}: cannot read the mining state ({error})") from None
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise PuzzleFileError(f"{where}: not a mining state file")
    for name, value in settings.items():
        if data.get(name) != value:
            raise PuzzleFileError(f"{where}: the state is of a run with {name} "
                                  f"{data.get(name)!r}, not {value!r}; remove it or choose "
                                  f"another state file")
    next_game, seen, puzzles = data.get("next_game"), data.get("seen"), data.get("puzzles")
    if (not isinstance(next_game, int) or not isinstance(seen, list)
            or not isinstance(puzzles, list)):
        raise PuzzleFileError(f"{where}: malformed mining state")
    found = [Puzzle.from_json(p, where=where) for p in puzzles]
    return next_game, {str(t) for t in seen}, found
