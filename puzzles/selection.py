"""The last stage, **publish**: a balanced collection chosen from a rated pool, proved again
and written.

Mining finds more puzzles than a collection holds (a *pool*); :func:`select` keeps those
that make a collection a learner can use, and :func:`publish` (the verb ``mancala-puzzles
publish``) proves them again (:func:`puzzles.verify.publish`) before the file is replaced:

- **every grade the same share**: the collection is split into five equal parts, one a
  grade (so each holds at least :data:`MIN_GRADE_SHARE` of it); a pool that cannot fill a
  grade is an error that says how many it lacks (mine more). Only puzzles whose rating
  alone gives their grade are taken (not those capped at grade 2 for want of a trap for
  the rules of thumb: :func:`puzzles.grade.grade_of`);
- **varied answers**: in each grade no first move is the answer of more than
  :data:`MAX_FIRST_MOVE_SHARE` of the puzzles;
- **short, but not trivial**: one-move puzzles at most :data:`MAX_ONE_MOVE_SHARE` of the
  collection: each grade takes that share of them at most; a grade that longer lines
  cannot fill then takes what the collection's share leaves, the easiest grades first;
- **mostly wins**: ``save`` at most :data:`MAX_SAVE_SHARE` of each grade, and no
  ``best_result`` (a margin nobody checks by hand);
- **"capture" means captured**: where the goal says *capture* (Oware), no line that counts
  seeds left in the solver's row at the game's end (:func:`swept_into_capture`);
- **one puzzle a position** (a position may pose a win and a capture: one is taken), and
  **no look-alikes**: in each grade one puzzle a row of the solving side (ten puzzles with
  the row ``0 0 0 0 1 1`` and the answer "6" or "6, 5" made a grade of look-alikes);
- **a mix of goals**: the goal kinds take turns, :data:`GOAL_WEIGHTS` puzzles each a round
  (wins most), each kind's puzzles in an order drawn from their ids (repeatable).

    >>> SHARES  # doctest: +NORMALIZE_WHITESPACE
    {'grade': 0.15, 'first_move': 0.3, 'one_move': 0.3, 'save': 0.15}
"""

from __future__ import annotations

import hashlib
import math
import os
from collections import Counter
from collections.abc import Iterable

from .errors import PuzzleError
from .goals import parse_goal
from .grade import grade_of
from .schema import Collection, Puzzle
from .turns import line_gains

__all__ = ["GOAL_WEIGHTS", "MAX_FIRST_MOVE_SHARE", "MAX_ONE_MOVE_SHARE", "MAX_SAVE_SHARE",
           "MIN_GRADE_SHARE", "SHARES", "publish", "select", "shares", "swept_into_capture"]

MIN_GRADE_SHARE = 0.15
MAX_FIRST_MOVE_SHARE = 0.30
MAX_ONE_MOVE_SHARE = 0.30
MAX_SAVE_SHARE = 0.15
#: the limits by name, as :func:`shares` measures them
SHARES = {"grade": MIN_GRADE_SHARE, "first_move": MAX_FIRST_MOVE_SHARE,
          "one_move": MAX_ONE_MOVE_SHARE, "save": MAX_SAVE_SHARE}
#: how many puzzles of each goal kind a round of the selection takes (in this order)
GOAL_WEIGHTS = {"win": 3, "capture_within": 2, "longest_chain": 1, "biggest_capture": 1,
                "win_within": 1, "avoid_grand_slam": 1, "feed": 1, "save": 1}


def _order(puzzle: Puzzle) -> str:
    return hashlib.sha256(f"select|{puzzle.id}".encode()).hexdigest()


def swept_into_capture(puzzle: Puzzle) -> bool:
    """Whether ``puzzle``'s goal says *capture* (a game whose stores hold only captured
    seeds, such as Oware) while its line counts seeds left in the solver's row at the end of
    the game: a child who captures 5 of "capture at least 10" is right to be puzzled. (In
    Kalah the goal says "get at least K more seeds into your store", which they are.)

        >>> import mancala_core as mc
        >>> from puzzles.schema import Puzzle
        >>> pos = mc.parse("oware 0.6.0.0.0.1:20/1.2.0.0.1.0:17 S")
        >>> line = Puzzle.create(pos, "capture_10_within_1", value=10, solution=("2",))
        >>> line_gains(line)  # 5 captured, 5 left in South's row when the game ends
        Gains(stored=10, taken=5, swept=5, moves=1)
        >>> swept_into_capture(line)
        True
    """
    if parse_goal(puzzle.goal).kind not in ("capture_within", "avoid_grand_slam"):
        return False
    if puzzle.start().rules.sown_stores != "none":
        return False
    return line_gains(puzzle).swept > 0


def _mover_row(puzzle: Puzzle) -> tuple[int, ...]:
    """The solving side's row: two puzzles of a grade with the same row look alike on a
    sheet (and mostly have the same answer), whatever the rest of the board."""
    pos = puzzle.start()
    return pos.pits(pos.to_move)


class _Grade:
    """One grade's share of the selection: its target, the pool's puzzles that fit it, what
    it has taken and the limits it keeps."""

    def __init__(self, grade: int, target: int, fits: list[Puzzle]) -> None:
        self.grade = grade
        self.target = target
        self.fits = fits
        self.taken: list[Puzzle] = []
        self.firsts: Counter[str] = Counter()
        self.saves = 0
        self.rows: set[tuple[int, ...]] = set()
        self.first_cap = math.floor(MAX_FIRST_MOVE_SHARE * target)
        self.save_cap = math.floor(MAX_SAVE_SHARE * target)
        self.one_cap = math.floor(MAX_ONE_MOVE_SHARE * target)

    def fill(self, used: set[str], max_ones: int) -> int:
        """Take puzzles until the target, the goal kinds taking turns, at most ``max_ones``
        of them one-move puzzles; the one-move puzzles taken."""
        queues = {kind: [p for p in self.fits if parse_goal(p.goal).kind == kind
                         and p not in self.taken] for kind in GOAL_WEIGHTS}
        ones = 0
        progress = True
        while len(self.taken) < self.target and progress:
            progress = False
            for kind, weight in GOAL_WEIGHTS.items():
                got = 0
                queue = queues[kind]
                while queue and got < weight and len(self.taken) < self.target:
                    p = queue.pop(0)
                    one = p.length == 1
                    save = kind == "save"
                    row = _mover_row(p)
                    if (p.position in used or row in self.rows
                            or self.firsts[p.solution[0]] >= self.first_cap
                            or (one and ones >= max_ones)
                            or (save and self.saves >= self.save_cap)):
                        continue
                    self.taken.append(p)
                    used.add(p.position)
                    self.rows.add(row)
                    self.firsts[p.solution[0]] += 1
                    self.saves += save
                    ones += one
                    got += 1
                    progress = True
        return ones


def select(pool: Iterable[Puzzle], count: int) -> Collection:
    """``count`` puzzles of the rated ``pool`` chosen as the module's text says, grade 1
    first; a :class:`~puzzles.errors.PuzzleError` says which grade the pool cannot fill."""
    puzzles = list(pool)
    if isinstance(count, bool) or not isinstance(count, int) or count < 5:
        raise PuzzleError(f"a collection needs at least 5 puzzles (one a grade), not "
                          f"{count!r}")
    ungraded = [p.id for p in puzzles if p.grade is None or p.rating is None]
    if ungraded:
        raise PuzzleError(f"{len(ungraded)} puzzles of the pool are not rated "
                          f"({', '.join(ungraded[:5])}): run the stage 'rate' first")
    targets = [count // 5 + (1 if g < count % 5 else 0) for g in range(5)]
    used_positions: set[str] = set()
    ones_left = math.floor(MAX_ONE_MOVE_SHARE * count)
    grades: list[_Grade] = []
    for grade, target in enumerate(targets, start=1):
        fits = sorted((p for p in puzzles if p.grade == grade and p.rating is not None
                       and grade_of(p.rating) == grade
                       and parse_goal(p.goal).kind != "best_result"
                       and not swept_into_capture(p)), key=_order)
        grades.append(_Grade(grade, target, fits))
    # each grade its share of one-move puzzles first; then a grade that longer lines
    # cannot fill takes what the collection's share leaves, the easiest grades first
    for g in grades:
        ones_left -= g.fill(used_positions, min(ones_left, g.one_cap))
    for g in grades:
        ones_left -= g.fill(used_positions, ones_left)
    shortages = [f"grade {g.grade}: {len(g.taken)} of {g.target}" for g in grades
                 if len(g.taken) < g.target]
    chosen = [p for g in grades for p in g.taken]
    if shortages:
        raise PuzzleError(f"the pool of {len(puzzles)} puzzles cannot fill every grade of "
                          f"a collection of {count} ({'; '.join(shortages)}): mine more")
    return Collection(tuple(chosen))


def shares(collection: Iterable[Puzzle]) -> dict[str, float]:
    """What :func:`select` limits, measured: the smallest grade's share, the largest share
    in any grade of one first move and of ``save``, and the one-move puzzles' share."""
    puzzles = list(collection)
    by_grade: dict[int | None, list[Puzzle]] = {}
    for p in puzzles:
        by_grade.setdefault(p.grade, []).append(p)
    out = {"grade": min(len(by_grade.get(g, [])) for g in range(1, 6)) / max(1, len(puzzles)),
           "first_move": 0.0,
           "one_move": sum(p.length == 1 for p in puzzles) / max(1, len(puzzles)),
           "save": 0.0}
    for group in by_grade.values():
        n = len(group)
        out["first_move"] = max(out["first_move"],
                                max(Counter(p.solution[0] for p in group).values()) / n)
        out["save"] = max(out["save"],
                          sum(parse_goal(p.goal).kind == "save" for p in group) / n)
    return out


def publish(pool: Iterable[Puzzle], count: int, path: str | os.PathLike[str], *,
            progress: bool = False) -> Collection:
    """Select ``count`` puzzles of ``pool`` (:func:`select`), prove every one again, find
    every wrong move's refutation along each line (stored with the puzzle: the player then
    needs no search) and only then replace ``path`` (:func:`puzzles.verify.publish`);
    ``progress``: a progress bar while the refutations are found."""
    from .verify import publish as prove_and_write

    collection = select(pool, count)
    return prove_and_write(collection, path, refutations=True, progress=progress)
