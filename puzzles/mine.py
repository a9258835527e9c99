"""Mining: play games, look at every position they reach and keep those that
:func:`~puzzles.verify.prove` turns into a puzzle.

Game ``i`` of a run with seed ``S`` is played from the start position with its own random
generator (seeded by ``"S:i"``): the even games by random play, the odd ones between two
computer players of levels drawn at random (``beginner`` to ``hard``); the other sources
(random play only, the Kalah endgame database, the constructed chain rows) are in
:mod:`puzzles.sources`. Every position reached
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
from .goals import DENYING, HORIZON, PLAIN
from .schema import Collection, Puzzle
from .themes import themes
from .verify import find_horizon, prove, publish

__all__ = ["LEVELS", "MAX_SEEDS", "STATE_FORMAT", "game_positions", "mine"]

#: the computer players' levels that play the odd games
LEVELS = ("beginner", "easy", "medium", "hard")
STATE_FORMAT = "mancala-puzzles-mining-state"
#: positions with more seeds than this in the pits are not tried (by default)
MAX_SEEDS = 30
#: a game longer than this many moves is cut (no game of the family should get there)
MAX_GAME_PLIES = 1000


def game_positions(rules: mc.Rules, seed: int, game: int,
                   computer: bool = True) -> Iterator[tuple[mc.Position, str]]:
    """The positions of game ``game`` of a run with ``seed``, each with its source text
    (``computer=False``: every game by random play, the ``random`` source)."""
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


def _puzzle_at(pos: mc.Position, goals: Iterable[str], source: str) -> Puzzle | None:
    for kind in goals:
        goal: str | None = kind
        if kind in (*HORIZON, *DENYING):
            goal = find_horizon(pos, kind)
            if goal is None:
                continue
        assert goal is not None
        try:
            proof = prove(pos, goal)
        except NotUniqueError:
            continue
        return Puzzle.create(pos, goal, value=proof.value, solution=proof.solution,
                             themes=themes(pos, proof.solution), source=source)
    return None


def game_candidates(label: str, seed: int, game: int, goals: tuple[str, ...],
                    max_seeds: int,
                    source: str = "games") -> list[tuple[str, dict[str, Any] | None]]:
    """Unit ``game``'s candidate positions in order (at most ``max_seeds`` seeds in the
    pits, two legal moves or more, each once), each with the puzzle it makes (as JSON) or
    None: the work of one game (or one batch of draws of the other sources:
    :mod:`puzzles.sources`), done in whichever process or Dask worker runs it."""
    from mancala_core.rules.notation import parse_rules

    from .sources import positions

    rules = parse_rules(label)
    out: list[tuple[str, dict[str, Any] | None]] = []
    tried: set[str] = set()
    for pos, source_text in positions(rules, source, seed, game, max_seeds):
        text = pos.text()
        if pos.seeds_on_board() > max_seeds or text in tried or len(pos.legal_moves()) < 2:
            continue
        tried.add(text)
        puzzle = _puzzle_at(pos, goals, source_text)
        out.append((text, None if puzzle is None else puzzle.to_json()))
    return out


class _Inline:
    """Runs the games here, one at a time (``workers=1``)."""

    class _Done:
        def __init__(self, value: Any) -> None:
            self.value = value

        def result(self) -> Any:
            return self.value

    def submit(self, fn: Any, *args: Any) -> Any:
        return self._Done(fn(*args))

    def shutdown(self) -> None:
        pass


def _executor(workers: int, scheduler: str | None) -> Any:
    if scheduler is not None:
        try:
            from distributed import Client
        except ImportError:
            raise PuzzleError("--scheduler needs Dask's distributed: pip install "
                              "'mancala-course[puzzles]'") from None

        client = Client(scheduler)  # type: ignore[no-untyped-call]

        class _Dask:
            def submit(self, fn: Any, *args: Any) -> Any:
                return client.submit(fn, *args, pure=False)

            def shutdown(self) -> None:
                client.close()  # type: ignore[no-untyped-call]
        return _Dask()
    if workers == 1:
        return _Inline()
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    return ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))


def mine(rules: mc.Rules, *, count: int, seed: int,
         goals: Iterable[str] = ("win", "best_result"),
         out: str | os.PathLike[str] | None = None,
         state: str | os.PathLike[str] | None = None,
         max_seeds: int = MAX_SEEDS, max_games: int | None = None,
         workers: int | None = 1, scheduler: str | None = None,
         progress: bool = True, source: str = "games") -> Collection:
    """Mine ``count`` puzzles of ``rules`` (see the module's text); publish them to ``out``
    if given, keeping the run's state in ``state`` if given (resumed if it exists).
    Positions with more than ``max_seeds`` seeds in the pits are skipped; ``max_games``
    stops a run that finds too few (the collection is then shorter).

    ``workers`` processes play the games side by side (``None``: one per core), or the
    workers of the Dask scheduler at ``scheduler`` (an address such as
    ``tcp://host:8786``); the games' results are taken in game order, so the collection is
    the same whatever the number of workers.

    ``source`` (:data:`~puzzles.sources.SOURCES`): where the positions come from, games
    (the default), random play, the Kalah endgame database's index space or the
    constructed chain rows (:mod:`puzzles.sources`); each puzzle's ``source`` says which
    and where. ``max_games`` then counts units (a game, or a batch of draws)."""
    from .sources import SOURCES

    if source not in SOURCES:
        raise PuzzleError(f"unknown source {source!r}: choose among {', '.join(SOURCES)}")
    goals = tuple(goals)
    for goal in goals:
        if goal not in (*PLAIN, *HORIZON, *DENYING):
            raise PuzzleError(f"unknown goal {goal!r}: choose among "
                              f"{', '.join((*PLAIN, *HORIZON, *DENYING))}")
    if count < 1:
        raise PuzzleError(f"count must be at least 1, got {count!r}")
    if workers is None:
        from mancala_core.search.machine import cores

        workers = cores()
    if workers < 1:
        raise PuzzleError(f"workers must be at least 1, got {workers!r}")
    settings: dict[str, Any] = {"rules": rules.label(), "seed": seed, "goals": list(goals),
                                "max_seeds": max_seeds, "source": source}
    next_game = 0
    seen: set[str] = set()
    found: list[Puzzle] = []
    if state is not None and os.path.exists(state):
        next_game, seen, found = _read_state(state, settings)
    from collections import deque

    from tqdm.auto import tqdm

    bar = tqdm(total=count, initial=min(len(found), count), unit="puzzle",
               desc=f"mining {rules.label()}", disable=not progress)
    pool = _executor(workers, scheduler) if len(found) < count else None
    pending: deque[Any] = deque()
    submitted = next_game

    def more() -> bool:
        return len(found) < count and (max_games is None or next_game < max_games)

    try:
        while more():
            assert pool is not None
            while len(pending) < 2 * workers and (max_games is None
                                                  or submitted < max_games):
                pending.append(pool.submit(game_candidates, rules.label(), seed, submitted,
                                           goals, max_seeds, source))
                submitted += 1
            for text, data in pending.popleft().result():
                if text in seen:
                    continue
                seen.add(text)
                if data is not None:  # a game is taken whole: the state stays a game's end
                    found.append(Puzzle.from_json(data))
                    if len(found) <= count:
                        bar.update(1)
            next_game += 1
            bar.set_postfix(games=next_game, positions=len(seen))
            if state is not None:
                _write_state(state, settings, next_game, seen, found)
    finally:
        bar.close()
        for future in pending:
            cancel = getattr(future, "cancel", None)
            if cancel is not None:
                cancel()
        if pool is not None:
            pool.shutdown()
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
        # a state written before sources were chosen is of the default source
        if data.get(name, "games" if name == "source" else None) != value:
            raise PuzzleFileError(f"{where}: the state is of a run with {name} "
                                  f"{data.get(name)!r}, not {value!r}; remove it or choose "
                                  f"another state file")
    next_game, seen, puzzles = data.get("next_game"), data.get("seen"), data.get("puzzles")
    if (not isinstance(next_game, int) or not isinstance(seen, list)
            or not isinstance(puzzles, list)):
        raise PuzzleFileError(f"{where}: malformed mining state")
    found = [Puzzle.from_json(p, where=where) for p in puzzles]
    return next_game, {str(t) for t in seen}, found
