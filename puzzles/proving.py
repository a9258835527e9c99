"""The second stage, **prove**: each candidate position asked for its goals, by exact search.

:func:`puzzles_at` tries every goal of a list on one position and keeps each that
:func:`~puzzles.verify.prove` turns into a puzzle: a goal kind with a horizon
(``capture_within``, ``win_within``, ``avoid_grand_slam``, ``feed``) is first given its
numbers by :func:`~puzzles.verify.find_horizon`. One position may pose several puzzles
(a win and a capture, say); publishing takes at most one of them. The puzzles come out
untagged (no themes: the next stage, :func:`puzzles.themes.tag`, tags them) and ungraded.

:func:`prove_candidates` does it for a whole candidates file (:mod:`puzzles.generate`), in
batches of :data:`BATCH` positions on processes or Dask, resumable from a state file as
mining is.

    >>> import mancala_core as mc
    >>> pos = mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S")
    >>> [(p.goal, p.solution) for p in puzzles_at(pos, ("win", "longest_chain"), "example")]
    [('win', ('4',)), ('longest_chain', ('4', '3', '4'))]
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from typing import Any

import mancala_core as mc
from mancala_core.files import write_atomically

from .errors import NotUniqueError, PuzzleError, PuzzleFileError
from .generate import Candidates
from .goals import ALIASES, DENYING, HORIZON, PLAIN
from .schema import Collection, Puzzle

__all__ = ["BATCH", "DEFAULT_GOALS", "GOAL_KINDS", "HISTORY_GOALS", "check_goals",
           "default_goals", "prove_batch", "prove_candidates", "puzzles_at"]

#: the goals a run asks by default: what a person can check (no ``best_result``)
DEFAULT_GOALS = ("win", "save", "capture_within", "win_within", "longest_chain",
                 "biggest_capture")
#: the default of a game whose exact value depends on its history (Oware's repetition
#: rule: the exact search of ``win`` and ``save`` may take minutes a position there), the
#: horizon goals, exact whatever the history
HISTORY_GOALS = ("capture_within", "win_within", "biggest_capture", "feed", "avoid_grand_slam")
#: every goal kind a run may ask for
GOAL_KINDS = (*PLAIN, *ALIASES, *HORIZON, *DENYING)
#: positions proved in one unit of work
BATCH = 16
PROVING_STATE = "mancala-puzzles-proving-state"


def default_goals(rules: mc.Rules) -> tuple[str, ...]:
    """The goal kinds a run asks of ``rules`` by default: :data:`DEFAULT_GOALS`, or
    :data:`HISTORY_GOALS` where the rules remember positions (Oware).

        >>> default_goals(mc.rules("oware"))[:2]
        ('capture_within', 'win_within')
    """
    return HISTORY_GOALS if rules.remembers_positions else DEFAULT_GOALS


def check_goals(goals: Iterable[str]) -> tuple[str, ...]:
    """The goal kinds ``goals`` as a tuple, each known and given once (a
    :class:`~puzzles.errors.PuzzleError` names an unknown one, or one given again, an alias
    as its goal: ``save,survive``), checked before any mining."""
    out = tuple(goals)
    seen: dict[str, str] = {}
    for goal in out:
        if goal not in GOAL_KINDS:
            raise PuzzleError(f"unknown goal {goal!r}: choose among {', '.join(GOAL_KINDS)}")
        kind = ALIASES.get(goal, goal)
        if kind in seen:  # each position would pose the same puzzle twice
            again = "given twice" if seen[kind] == goal else f"the same as {seen[kind]!r}"
            raise PuzzleError(f"goal {goal!r} is {again}: give each goal once "
                              f"(goals {', '.join(out)})")
        seen[kind] = goal
    if not out:
        raise PuzzleError("no goal given: choose among " + ", ".join(GOAL_KINDS))
    return out


def puzzles_at(pos: mc.Position, goals: Iterable[str], source: str) -> list[Puzzle]:
    """Every puzzle that ``pos`` poses for the goal kinds ``goals``, in their order."""
    from .verify import find_horizon, prove

    out = []
    for kind in goals:
        goal: str | None = ALIASES.get(kind, kind)
        if kind in (*HORIZON, *DENYING):
            goal = find_horizon(pos, kind)
            if goal is None:
                continue
        assert goal is not None
        try:
            proof = prove(pos, goal)
        except NotUniqueError:
            continue
        out.append(Puzzle.create(pos, goal, value=proof.value, solution=proof.solution,
                                 themes=(), source=source))
    return out


def prove_batch(batch: list[tuple[str, str]],
                goals: tuple[str, ...]) -> list[tuple[str, list[dict[str, Any]]]]:
    """The puzzles of each position of ``batch`` (text, where it came from), as JSON: the
    work of one unit, done in whichever process runs it."""
    return [(text, [p.to_json() for p in puzzles_at(mc.parse(text), goals, where)])
            for text, where in batch]


def prove_candidates(candidates: Candidates, goals: Iterable[str] | None = None, *,
                     workers: int = 1, scheduler: str | None = None,
                     state: str | os.PathLike[str] | None = None,
                     progress: bool = True) -> Collection:
    """The puzzles of every candidate position, untagged and ungraded, in the candidates'
    order; with ``state``, resumed after the last finished batch."""
    from tqdm.auto import tqdm

    from .work import run_in_order

    if goals is None:
        from mancala_core.rules.notation import parse_rules

        goals = default_goals(parse_rules(candidates.rules))
    goals = check_goals(goals)
    settings = {"rules": candidates.rules, "goals": list(goals),
                "positions": len(candidates)}
    done = 0
    found: list[Puzzle] = []
    if state is not None and os.path.exists(state):
        done, found = _read_state(state, settings)
    batches = [list(candidates.positions[i:i + BATCH])
               for i in range(done, len(candidates), BATCH)]
    bar = tqdm(total=len(candidates), initial=done, unit="position",
               desc=f"proving {candidates.rules}", disable=not progress)

    def take(_: int, result: list[tuple[str, list[dict[str, Any]]]]) -> bool:
        nonlocal done
        for _text, puzzles in result:
            found.extend(Puzzle.from_json(p) for p in puzzles)
        done += len(result)
        bar.update(len(result))
        bar.set_postfix(puzzles=len(found))
        if state is not None:
            write_atomically(state, json.dumps({
                "format": PROVING_STATE, "version": 1, **settings, "done": done,
                "puzzles": [p.to_json() for p in found]}).encode("utf-8"))
        return True

    try:
        run_in_order(prove_batch, ((b, goals) for b in batches), take, workers=workers,
                     scheduler=scheduler)
    finally:
        bar.close()
    return Collection(tuple(found))


def _read_state(path: str | os.PathLike[str],
                settings: dict[str, Any]) -> tuple[int, list[Puzzle]]:
    from .schema import read_json

    where = os.fspath(path)
    data = read_json(path, "the proving state")
    if not isinstance(data, dict) or data.get("format") != PROVING_STATE:
        raise PuzzleFileError(f"{where}: not a proving state file")
    for name, value in settings.items():
        if data.get(name) != value:
            raise PuzzleFileError(f"{where}: the state is of a run with {name} "
                                  f"{data.get(name)!r}, not {value!r}; remove it or choose "
                                  f"another state file")
    done, puzzles = data.get("done"), data.get("puzzles")
    if (not isinstance(done, int) or isinstance(done, bool) or not 0 <= done
            <= settings["positions"] or not isinstance(puzzles, list)):
        raise PuzzleFileError(f"{where}: malformed proving state (done {done!r:.40})")
    return done, [Puzzle.from_json(p, where=where) for p in puzzles]
