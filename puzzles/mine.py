"""Mining: the stages **generate → prove → tag** as one resumable pipeline.

Unit ``i`` of a run with seed ``S`` (a game, or a batch of draws of another source:
:mod:`puzzles.sources`) gives its candidate positions (:func:`puzzles.generate.unit_positions`),
each asked for every goal of the run (:func:`puzzles.proving.puzzles_at`: exact search),
and the puzzles found are tagged (:func:`puzzles.themes.tag`). A position is tried once in a
run (by its text) and may pose several puzzles (a win, and a capture within 3 moves);
publishing (:mod:`puzzles.selection`) takes at most one of them. A run is the same for a
given seed whatever runs its units, and the first ``count`` puzzles of a longer run are
those of a shorter one.

After every unit the run's state (the next unit, the positions seen, the puzzles found) is
written atomically to a state file; a run started again with the same state file, rules,
seed and goals resumes after the last finished unit, losing and duplicating nothing. The
collection is published (:func:`~puzzles.verify.publish`: re-proved, then written
atomically) when ``count`` puzzles are found. Rating (:mod:`puzzles.grade`) and the
selection of a balanced collection (:mod:`puzzles.selection`) are the stages after it.

    >>> import mancala_core as mc
    >>> found = mine(mc.rules("kalah", pits=3, seeds=2), count=3, seed=1, progress=False)
    >>> [(p.goal, p.length) for p in found]
    [('capture_2_within_2', 2), ('capture_2_within_2', 2), ('save', 3)]
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from typing import Any

import mancala_core as mc
from mancala_core.files import write_atomically

from .errors import PuzzleError, PuzzleFileError
from .generate import MAX_SEEDS, unit_positions
from .proving import DEFAULT_GOALS, check_goals, default_goals, prove_batch
from .schema import Collection, Puzzle
from .sources import LEVELS, check_source, game_positions
from .themes import tag
from .verify import publish

__all__ = ["DEFAULT_GOALS", "LEVELS", "MAX_SEEDS", "STATE_FORMAT", "game_positions", "mine",
           "unit_puzzles"]

STATE_FORMAT = "mancala-puzzles-mining-state"
STATE_VERSION = 3


def unit_puzzles(label: str, seed: int, unit: int, goals: tuple[str, ...], max_seeds: int,
                 source: str = "games") -> list[tuple[str, list[dict[str, Any]]]]:
    """Unit ``unit``'s candidate positions in order, each with the puzzles it poses (as
    JSON, untagged): the stages generate and prove for one unit, done in whichever process
    or Dask worker runs it."""
    return prove_batch(unit_positions(label, seed, unit, max_seeds, source), goals)


def mine(rules: mc.Rules, *, count: int, seed: int,
         goals: Iterable[str] | None = None,
         out: str | os.PathLike[str] | None = None,
         state: str | os.PathLike[str] | None = None,
         max_seeds: int = MAX_SEEDS, max_games: int | None = None,
         workers: int | None = 1, scheduler: str | None = None,
         progress: bool = True, source: str = "games") -> Collection:
    """Mine ``count`` puzzles of ``rules`` (see the module's text), proved and tagged;
    publish them to ``out`` if given, keeping the run's state in ``state`` if given
    (resumed if it exists). Positions with more than ``max_seeds`` seeds in the pits are
    skipped; ``max_games`` stops a run that finds too few (the collection is then shorter).

    ``goals``: the goal kinds asked of every position (by default
    :func:`~puzzles.proving.default_goals`: a win, a save, a capture or a win within a few
    moves, the longest chain, the biggest capture; in Oware the horizon goals; ``survive``
    is read as ``save``). ``workers`` processes run the units side by side
    (``None``: one per core), or the workers of the Dask scheduler at ``scheduler`` (an
    address such as ``tcp://host:8786``); the results are taken in unit order, so the
    collection is the same whatever runs them.

    ``source`` (:data:`~puzzles.sources.SOURCES`): where the positions come from, games
    (the default), random play, the Kalah endgame database's index space or the
    constructed chain rows (:mod:`puzzles.sources`); each puzzle's ``source`` says which
    and where. ``max_games`` counts units (a game, or a batch of draws)."""
    from tqdm.auto import tqdm

    from .work import run_in_order

    check_source(rules, source)
    goals = check_goals(default_goals(rules) if goals is None else goals)
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        raise PuzzleError(f"count must be at least 1, got {count!r}")
    if workers is None:
        from mancala_core.native.machine import cores

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
    bar = tqdm(total=count, initial=min(len(found), count), unit="puzzle",
               desc=f"mining {rules.label()}", disable=not progress)
    last = max_games if max_games is not None else 1 << 62
    units = ((rules.label(), seed, unit, goals, max_seeds, source)
             for unit in range(next_game, last))

    def take(_: int, result: list[tuple[str, list[dict[str, Any]]]]) -> bool:
        nonlocal next_game
        for text, data in result:
            if text in seen:
                continue
            seen.add(text)
            # a unit is taken whole: the state stays a unit's end
            new = tag(Collection(tuple(Puzzle.from_json(p) for p in data)))
            before = len(found)
            found.extend(new)
            bar.update(max(0, min(len(found), count) - min(before, count)))
        next_game += 1
        bar.set_postfix(units=next_game, positions=len(seen))
        if state is not None:
            _write_state(state, settings, next_game, seen, found)
        return len(found) < count

    try:
        if len(found) < count and next_game < last:
            run_in_order(unit_puzzles, units, take, workers=workers, scheduler=scheduler)
    finally:
        bar.close()
    collection = Collection(tuple(found[:count]))
    if out is not None:
        publish(collection, out)
    return collection


def _write_state(path: str | os.PathLike[str], settings: dict[str, Any], next_game: int,
                 seen: set[str], found: list[Puzzle]) -> None:
    data = {"format": STATE_FORMAT, "version": STATE_VERSION, **settings,
            "next_game": next_game,
            "seen": sorted(seen), "puzzles": [p.to_json() for p in found]}
    write_atomically(path, json.dumps(data).encode("utf-8"))


def _read_state(path: str | os.PathLike[str],
                settings: dict[str, Any]) -> tuple[int, set[str], list[Puzzle]]:
    from .schema import read_json

    where = os.fspath(path)
    data = read_json(path, "the mining state")
    if not isinstance(data, dict) or data.get("format") != STATE_FORMAT:
        raise PuzzleFileError(f"{where}: not a mining state file")
    if data.get("version") != STATE_VERSION or isinstance(data.get("version"), bool):
        raise PuzzleFileError(f"{where}: a mining state of version {data.get('version')!r:.20}"
                              f", not {STATE_VERSION} (the goals or the candidates have "
                              f"changed): remove it to mine again")
    for name, value in settings.items():
        # a state written before sources were chosen is of the default source
        if data.get(name, "games" if name == "source" else None) != value:
            raise PuzzleFileError(f"{where}: the state is of a run with {name} "
                                  f"{data.get(name)!r}, not {value!r}; remove it or choose "
                                  f"another state file")
    next_game, seen, puzzles = data.get("next_game"), data.get("seen"), data.get("puzzles")
    if (not isinstance(next_game, int) or isinstance(next_game, bool) or next_game < 0
            or not isinstance(seen, list) or not all(isinstance(t, str) for t in seen)
            or not isinstance(puzzles, list)):
        raise PuzzleFileError(f"{where}: malformed mining state (next_game "
                              f"{next_game!r:.20}, seen must be a list of position texts)")
    found = [Puzzle.from_json(p, where=where) for p in puzzles]
    return next_game, set(seen), found
