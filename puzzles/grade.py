"""Grading: a ladder of computer solvers attempts every puzzle, and each puzzle is rated by
its results the way Lichess rates a puzzle against its players (Glicko-2).

No human play data exists, so the players are computer solvers of increasing strength,
the :data:`LADDER`. A solver *attempts* a puzzle as a learner would: at every turn of the
solving side it must choose the line's move; the defender plays the line's moves (the
strongest resistance, proved by :mod:`puzzles.verify`). One wrong choice and the attempt
fails (a puzzle's line is the only one that reaches its goal: any other move fails it).
Solvers that draw moves at random attempt a puzzle several times, with seeds taken from
the puzzle's id, so grading is repeatable.

========== ========================================================================
solver     how it chooses
========== ========================================================================
random     a legal move at random (8 attempts)
beginner   the ``beginner`` player: random, but takes an extra move or capture (6)
greedy     the move whose 1-ply search value is best (ties: the lowest pit)
easy       the ``easy`` player: 2 plies, values blurred by up to 2 seeds (4)
depth 2    the best move of a 2-ply search; ``depth 3``, ``4``, ``6``, ``8`` likewise
medium     the ``medium`` player: 4 plies blurred by up to 1 seed (4)
hard       the ``hard`` player: 10 plies (9 in Oware), exact near the end
========== ========================================================================

The ratings come in two steps (:func:`fit`):

1. **The solvers' strengths**, fitted to all results jointly: the maximum of the likelihood
   of the Elo model that Glicko-2 uses (a solver of rating *s* solves a puzzle of rating
   *p* with probability ``1 / (1 + 10 ** ((p - s) / 400))``), with Glicko-2's newcomer
   prior on the puzzles (1500, deviation 350) and a wide one on the solvers; each
   solver's deviation from the curvature of that likelihood.
2. **Each puzzle's rating**: one Glicko-2 rating period (:func:`puzzles.glicko.rate`) from
   a newcomer's 1500 ± 350, whose games are the attempts: the puzzle *wins* when the
   solver fails. A puzzle few solvers fail has a low rating; its deviation says how sure
   the ladder's dozen or so attempts make it.

**Grades** mean the same in every game and every collection: they are bands of rating
whose limits are the strengths of four solvers of the ladder. The ladder's strengths,
:data:`ANCHORS`, are fixed by design, in the ladder's order, 50 to 150 points apart, and
never fitted to a collection: a puzzle is rated against those fixed strengths, so a
collection of easy puzzles has no "easy grade 4". (Fitting them was tried, on the mining
pools of the shipped collections, 2,400 Kalah puzzles: the searches from 3 plies deep to
``hard`` solve nearly every puzzle short enough for a person alike, and the fit gave them
all 1557 ± 8, and ``greedy`` more than ``depth 2``: no scale to grade by.) A solver of
strength *s* solves a puzzle of rating *p* more often than not when *p* < *s*, so

===== =================================================================================
grade what it means
===== =================================================================================
1     what the ``beginner`` player mostly solves (random, but it takes an extra move or a
      capture)
2     what the 1-ply ``greedy`` solver mostly solves
3     what a 2-ply search mostly solves (your move and the opponent's answer)
4     what a 4-ply search mostly solves
5     harder: the deeper searches only
===== =================================================================================

**The rules of thumb** of lessons 3, 4 and 8, "take the extra move nearest the store, else
the biggest capture" (:func:`thumb_move`), solve many easy puzzles on their own, and so
does a learner who breaks their ties another way. From grade 3 on a puzzle needs more,
whatever the tie-break (:func:`beyond_thumb`): a learner who takes *any* extra move or *any*
of the biggest gains on offer, and guesses where none is, solves it at most one time in eight
(:func:`thumb_chance`). Mostly because at one turn of the solver at least the line's move is
neither an extra move nor one of the biggest gains (:func:`thumb_moves`): every such learner
fails there; in Oware, which has no extra moves and where a capture is often not on offer,
also because no rule applies at turns enough that a guess rarely finds the line. A puzzle
that is not so is grade 2 at most. The ``thumb`` learner (:data:`THUMB`, random where no
rule applies) and the two tie-breaks of :data:`THUMB_TIES` are left out of the rating, so
``bench_grades.py`` can show what the grades mean to them.

**At the puzzle's goal.** The searches of the ladder play for the puzzle's goal, not for the
game (:mod:`puzzles.aim`): in "get at least 2 more seeds into your store within 2 moves" a
search two moves deep counts the seeds in the store after two moves, and one that sees as
far as the goal plays the proved move. (Playing for the game's margin, the deep searches
missed goals a child reads at once, and a chain "6, then 5" was graded 5.)

Features a teacher may sort by are recorded too: the line's length, the ``tempting`` wrong
moves (at the solver's turns, the moves other than the line's that the 2-ply search values
at least as high as the line's move) and the seeds on the board.

    >>> import mancala_core as mc
    >>> from puzzles.schema import Puzzle
    >>> pos = mc.parse("kalah[pits=3,seeds=2] 0.2.4:1/0.1.2:2 S")
    >>> puzzle = Puzzle.create(pos, "win", value=2, solution=("2",))
    >>> attempt(puzzle, rung("greedy")), tempting(puzzle)
    (True, 0)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from fractions import Fraction

import mancala_core as mc

from .aim import Aim, aim_of, goal_scores
from .errors import PuzzleError
from .glicko import Rating
from .glicko import rate as glicko_rate
from .schema import Collection, Puzzle
from .turns import final_store, seeds_taken

__all__ = ["ANCHORS", "BANDS", "BAND_RUNGS", "HAULS", "LADDER", "LEFT_OUT", "THUMB", "Rung",
           "Results", "THUMB_CHANCE", "THUMB_TIES", "attempt", "attempts", "beyond_thumb",
           "fit", "gain", "grade", "grade_of", "rate", "rung", "tempting", "thumb_chance",
           "thumb_move", "thumb_moves"]

#: the ladder's solvers' fixed strengths (rating, deviation), set by design in the ladder's
#: order: puzzles are rated against them, in every game
ANCHORS: dict[str, Rating] = {
    "random": Rating(1000.0, 30.0),
    "beginner": Rating(1150.0, 30.0),
    "greedy": Rating(1300.0, 30.0),
    "easy": Rating(1400.0, 30.0),
    "depth 2": Rating(1450.0, 30.0),
    "depth 3": Rating(1550.0, 30.0),
    "medium": Rating(1600.0, 30.0),
    "depth 4": Rating(1650.0, 30.0),
    "depth 6": Rating(1750.0, 30.0),
    "depth 8": Rating(1850.0, 30.0),
    "hard": Rating(1950.0, 30.0),
}
#: the solvers whose strengths are the upper limits of grades 1-4
BAND_RUNGS = ("beginner", "greedy", "depth 2", "depth 4")
#: the upper limits of grades 1-4 (a rating at or above the last is grade 5)
BANDS = tuple(ANCHORS[name].rating for name in BAND_RUNGS)
#: the solvers' prior: wide, centred on the newcomer's rating
RUNG_PRIOR = Rating(1500.0, 1000.0)
#: the puzzles' prior: Glicko-2's newcomer
PUZZLE_PRIOR = Rating()
#: the most a learner of the rules of thumb may solve a puzzle of grade 3 or more by (its
#: best tie-break, guessing where no rule applies): :func:`beyond_thumb`
THUMB_CHANCE = Fraction(1, 8)
#: the depth of the search that counts tempting moves
TEMPTING_DEPTH = 2

Chooser = Callable[[mc.Position, random.Random, Aim], str]


@dataclass(frozen=True)
class Rung:
    """A solver of the ladder: its ``name``, how it ``choose``\\ s a move (in a position,
    with its random draws, for the puzzle's :class:`~puzzles.aim.Aim`), how many ``tries``
    it gets at a puzzle (more than one for solvers that draw at random) and, for a search,
    how many moves deep it looks (``depth``; None for the solvers that do not search)."""

    name: str
    choose: Chooser
    tries: int = 1
    depth: int | None = None


def _random(pos: mc.Position, rng: random.Random, aim: Aim) -> str:
    return rng.choice(pos.legal_moves()).text


def _blurred(scores: dict[str, int], blur: int, rng: random.Random) -> str:
    """The best move by ``scores`` blurred by up to ``blur`` seeds (ties at random)."""
    noisy = {m: v + (rng.uniform(0, blur) if blur else rng.random() * 1e-3)
             for m, v in scores.items()}
    return max(noisy, key=lambda m: noisy[m])


#: the levels' searches when the aim is the puzzle's goal, not the game: (depth, blur in
#: seeds), as the players look at the game (``hard``: the deepest, exact within a horizon)
LEVEL_AIMS = {"easy": (2, 2), "medium": (4, 1), "hard": (10, 0)}


def _level(level: str) -> Chooser:
    def choose(pos: mc.Position, rng: random.Random, aim: Aim) -> str:
        from mancala_core.search import best_move

        if aim.for_game or level not in LEVEL_AIMS:
            return best_move(pos, level, seed=rng.randrange(2**32)).text  # type: ignore[arg-type]
        depth, blur = LEVEL_AIMS[level]
        return _blurred(goal_scores(pos, depth, aim), blur, rng)
    return choose


def _search(depth: int) -> Chooser:
    def choose(pos: mc.Position, rng: random.Random, aim: Aim) -> str:
        from mancala_core.search.questions.players import move_scores

        scores = move_scores(pos, depth) if aim.for_game else goal_scores(pos, depth, aim)
        best = max(scores.values())
        return next(m.text for m in pos.legal_moves() if scores[m.text] == best)
    return choose


def _monte_carlo(games: int) -> Chooser:
    def choose(pos: mc.Position, rng: random.Random, aim: Aim) -> str:
        from mancala_core.search.compiled.kernel import board_of, kernel_of, rules_vector
        from mancala_core.search.compiled.playout import (
            G_DRAWS,
            G_NORTH_WINS,
            G_SOUTH_WINS,
            random_games,
        )

        game, rv = kernel_of(pos.rules), rules_vector(pos.rules)
        best, best_score = "", -1.0
        for move in pos.legal_moves():
            child = pos.play(move)
            if child.is_over():
                s = child.scores()
                score = 1.0 if s[pos.to_move] > s[1 - pos.to_move] else (
                    0.5 if s[0] == s[1] else 0.0)
            else:
                out = random_games(game, rv, board_of(child), child.to_move, games,
                                   rng.randrange(1, 2**62))
                wins = out[G_SOUTH_WINS] if pos.to_move == 0 else out[G_NORTH_WINS]
                score = (int(wins) + 0.5 * int(out[G_DRAWS])) / games
            if score > best_score:
                best, best_score = move.text, score
        return best
    return choose


#: the solvers that grade, weakest first
LADDER: tuple[Rung, ...] = (
    Rung("random", _random, 8),
    Rung("beginner", _level("beginner"), 6),
    Rung("greedy", _search(1), depth=1),
    Rung("easy", _level("easy"), 4, depth=LEVEL_AIMS["easy"][0]),
    Rung("depth 2", _search(2), depth=2),
    Rung("depth 3", _search(3), depth=3),
    Rung("medium", _level("medium"), 4, depth=LEVEL_AIMS["medium"][0]),
    Rung("depth 4", _search(4), depth=4),
    Rung("depth 6", _search(6), depth=6),
    Rung("depth 8", _search(8), depth=8),
    Rung("hard", _level("hard"), depth=LEVEL_AIMS["hard"][0]),
)


def thumb_move(pos: mc.Position) -> str | None:
    """The move the rules of thumb of lessons 3, 4 and 8 play in ``pos``: the extra move
    nearest the store (a move whose last seed falls into the mover's store; the pit nearest
    the store first, lesson 3), else the biggest capture (the lowest pit of the biggest);
    None where neither rule applies.

        >>> import mancala_core as mc
        >>> thumb_move(mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S"))
        '4'
    """

    side = pos.to_move
    extra: list[str] = []
    best, best_move = 0, None
    for move in pos.legal_moves():
        trace = pos.trace(move)
        if _extra(trace, side):
            extra.append(move.text)
        got = seeds_taken(trace)
        if got > best:
            best, best_move = got, move.text
    if extra:
        return extra[-1]  # the moves come in pit order: the last is nearest the store
    return best_move


def _thumb(pos: mc.Position, rng: random.Random, aim: Aim) -> str:
    move = thumb_move(pos)
    return move if move is not None else rng.choice(pos.legal_moves()).text


def gain(trace: mc.MoveTrace) -> int:
    """The seeds a move brings into the mover's store at once (sown into it, captured, or
    swept into it when the move ends the game)."""
    before, after = trace.before, trace.after
    side = before.to_move
    return final_store(after, side) - before.store(side)


#: what a learner of the rules of thumb counts as the biggest immediate haul: the seeds a
#: move brings into the store (:func:`gain`), or those it captures from the opponent
#: (lessons 4 and 8: "the biggest capture")
HAULS = ("gain", "capture")


def thumb_moves(pos: mc.Position, haul: str = "gain") -> tuple[str, ...]:
    """What a learner of the rules of thumb may play in ``pos``, whatever its tie-break, in
    pit order: the extra moves (the last seed in the mover's store) and the moves of the
    biggest immediate ``haul`` (:data:`HAULS`; none when no move brings anything).

        >>> import mancala_core as mc
        >>> thumb_moves(mc.parse("kalah[pits=4,seeds=3] 0.0.2.1:10/3.3.3.2:0 S"))
        ('3', '4')
    """
    if haul not in HAULS:
        raise PuzzleError(f"unknown haul {haul!r}: choose among {', '.join(HAULS)}")
    side = pos.to_move
    extra: set[str] = set()
    hauls: dict[str, int] = {}
    for move in pos.legal_moves():
        trace = pos.trace(move)
        if _extra(trace, side):
            extra.add(move.text)
        hauls[move.text] = gain(trace) if haul == "gain" else seeds_taken(trace)
    most = max(hauls.values())
    return tuple(m for m, got in hauls.items() if m in extra or (got == most and most > 0))


def thumb_chance(puzzle: Puzzle) -> Fraction:
    """The best chance that a learner of the rules of thumb solves ``puzzle``, whatever its
    tie-break and whichever haul it counts (:data:`HAULS`): 0 when at a turn of the solver
    an extra move or a haul is on offer and the line's move is none of them
    (:func:`thumb_moves`): the rules send the learner wrong there; else the chance of
    guessing the line's move at the turns where no rule applies (one in the number of legal
    moves at each)."""
    best = Fraction(0)
    for haul in HAULS:
        pos = puzzle.start()
        side = pos.to_move
        chance = Fraction(1)
        for move in puzzle.solution:
            if pos.to_move == side:
                rule = thumb_moves(pos, haul)
                if rule and move not in rule:
                    chance = Fraction(0)
                    break
                if not rule:
                    chance /= len(pos.legal_moves())
            pos = pos.play(move)
        best = max(best, chance)
    return best


def beyond_thumb(puzzle: Puzzle) -> bool:
    """Whether ``puzzle`` needs more than the rules of thumb, whatever their tie-break: a
    learner of them solves it at most one time in eight (:data:`THUMB_CHANCE`,
    :func:`thumb_chance`): at a turn of the solver the line's move is neither an extra move
    nor one of the biggest hauls on offer, or no rule applies at turns enough that a guess
    rarely finds the line. A puzzle that is not is grade 2 at most."""
    return thumb_chance(puzzle) <= THUMB_CHANCE


def _thumb_by(order: str) -> Chooser:
    """A rules-of-thumb learner with one tie-break: ``extra`` first (the extra move nearest
    the store, else the biggest capture, the lowest pit) or ``gain`` first (the biggest
    gain, the pit nearest the store, else the extra move farthest from the store); a guess
    where no rule applies."""
    def choose(pos: mc.Position, rng: random.Random, aim: Aim) -> str:
        haul = "capture" if order == "extra" else "gain"
        rule = thumb_moves(pos, haul)
        if not rule:
            return rng.choice(pos.legal_moves()).text
        side = pos.to_move
        extra = [m for m in rule if _extra(pos.trace(m), side)]
        biggest = [m for m in rule if m not in extra] or list(rule)
        if order == "extra":
            return extra[-1] if extra else biggest[0]
        return biggest[-1]
    return choose


def _extra(trace: mc.MoveTrace, side: int) -> bool:
    """Whether the move's last seed falls into the mover's store (an extra move, or the
    game's end when it empties the row: the rules of thumb do not look that far)."""
    last = trace.last_place()
    return trace.extra_move() or (last is not None and last.is_store and last.player == side)


#: learners of the rules of thumb, each with its own tie-break (left out of the rating,
#: what :func:`beyond_thumb` guards against: from grade 3 on they solve a puzzle at most one
#: time in eight, by a guess)
THUMB_TIES: tuple[Rung, ...] = (Rung("thumb: extra first", _thumb_by("extra"), 6),
                                Rung("thumb: gain first", _thumb_by("gain"), 6))


#: the rules-of-thumb learner (random where no rule applies), left out of the rating
THUMB = Rung("thumb", _thumb, 6)
#: solvers kept out of the rating, to show what the grades mean to other players
LEFT_OUT: tuple[Rung, ...] = (THUMB, *THUMB_TIES, Rung("monte carlo", _monte_carlo(200), 2))


def rung(name: str) -> Rung:
    """The solver named ``name``, of :data:`LADDER` or :data:`LEFT_OUT`."""
    for r in (*LADDER, *LEFT_OUT):
        if r.name == name:
            return r
    names = ", ".join(r.name for r in (*LADDER, *LEFT_OUT))
    raise PuzzleError(f"unknown solver {name!r}: choose among {names}")


def attempt(puzzle: Puzzle, solver: Rung, trial: int = 0) -> bool:
    """Whether ``solver`` finds the line's move at every turn of the solving side of
    ``puzzle`` (its ``trial``-th try: the random draws come from the puzzle's id), playing
    for the puzzle's goal (:mod:`puzzles.aim`): a search that sees as far as the goal does
    plays the proved move."""
    rng = random.Random(f"{puzzle.id}:{solver.name}:{trial}")
    pos = puzzle.start()
    side = pos.to_move
    for ply, move in enumerate(puzzle.solution):
        if pos.to_move == side:
            aim = aim_of(puzzle.goal, side, ply, len(puzzle.solution))
            sees = solver.depth is not None and aim.sees_all(solver.depth)
            if not sees and solver.choose(pos, rng, aim) != move:
                return False
        pos = pos.play(move)
    return True


#: for every puzzle id, for every solver's name, the outcome of each try
Results = dict[str, dict[str, list[bool]]]


def attempts(puzzles: Iterable[Puzzle], ladder: Sequence[Rung] = LADDER,
             progress: bool = False) -> Results:
    """Every solver's tries at every puzzle (with a progress bar if ``progress``)."""
    from tqdm.auto import tqdm

    items = list(puzzles)
    out: Results = {}
    for p in tqdm(items, unit="puzzle", desc="grading", disable=not progress):
        out[p.id] = {r.name: [attempt(p, r, t) for t in range(r.tries)] for r in ladder}
    return out


def tempting(puzzle: Puzzle, depth: int = TEMPTING_DEPTH) -> int:
    """The wrong moves that tempt: at every turn of the solving side, the moves other than
    the line's that a ``depth``-ply search values at least as high as the line's move."""
    from mancala_core.search.questions.players import move_scores

    pos = puzzle.start()
    side = pos.to_move
    count = 0
    for move in puzzle.solution:
        if pos.to_move == side:
            scores = move_scores(pos, depth)
            count += sum(1 for m, s in scores.items() if m != move and s >= scores[move])
        pos = pos.play(move)
    return count


_Q = math.log(10) / 400


def _p(solver: float, puzzle: float) -> float:
    """The chance that a solver of rating ``solver`` solves a puzzle of rating ``puzzle``."""
    return 1 / (1 + math.exp(-_Q * (solver - puzzle)))


def fit(results: Results, iterations: int = 200) -> tuple[dict[str, Rating],
                                                           dict[str, Rating]]:
    """The solvers' ratings and the puzzles' ratings from ``results`` (see the module's
    text): ``(solvers, puzzles)``, each a dict of :class:`~puzzles.glicko.Rating` by name
    or id."""
    if not results:
        return {}, {}
    names = sorted({name for per in results.values() for name in per})
    solver = {name: RUNG_PRIOR.rating for name in names}
    puzzle = {pid: PUZZLE_PRIOR.rating for pid in results}
    games = [(pid, name, ok) for pid, per in results.items() for name, tries in per.items()
             for ok in tries]
    by_solver: dict[str, list[tuple[str, bool]]] = {name: [] for name in names}
    by_puzzle: dict[str, list[tuple[str, bool]]] = {pid: [] for pid in results}
    for pid, name, ok in games:
        by_solver[name].append((pid, ok))
        by_puzzle[pid].append((name, ok))
    curvature: dict[str, float] = {}
    for _ in range(iterations):
        moved = 0.0
        for name in names:  # a Newton step on each solver, then on each puzzle
            grad = -(solver[name] - RUNG_PRIOR.rating) / RUNG_PRIOR.deviation**2
            hess = 1 / RUNG_PRIOR.deviation**2
            for pid, ok in by_solver[name]:
                p = _p(solver[name], puzzle[pid])
                grad += _Q * (ok - p)
                hess += _Q * _Q * p * (1 - p)
            step = max(-200.0, min(200.0, grad / hess))
            solver[name] += step
            curvature[name] = hess
            moved = max(moved, abs(step))
        for pid in results:
            grad = -(puzzle[pid] - PUZZLE_PRIOR.rating) / PUZZLE_PRIOR.deviation**2
            hess = 1 / PUZZLE_PRIOR.deviation**2
            for name, ok in by_puzzle[pid]:
                p = _p(solver[name], puzzle[pid])
                grad -= _Q * (ok - p)
                hess += _Q * _Q * p * (1 - p)
            step = max(-200.0, min(200.0, grad / hess))
            puzzle[pid] += step
            moved = max(moved, abs(step))
        if moved < 0.01:
            break
    solvers = {name: Rating(solver[name], 1 / math.sqrt(curvature[name])) for name in names}
    puzzles = {}
    for pid, per in by_puzzle.items():
        period = [(solvers[name].rating, solvers[name].deviation, 0.0 if ok else 1.0)
                  for name, ok in per]
        puzzles[pid] = glicko_rate(PUZZLE_PRIOR, period)
    return solvers, puzzles


def grade_of(rating: float, *, trap: bool = True) -> int:
    """The grade 1-5 of a puzzle rated ``rating`` (:data:`BANDS`, the same in every game);
    a puzzle that the rules of thumb solve at every turn (``trap=False``:
    :func:`beyond_thumb`) is grade 2 at most.

    >>> [grade_of(r) for r in (1000, 1200, 1400, 1600, 1900)]
    [1, 2, 3, 4, 5]
    >>> grade_of(1900, trap=False)
    2
    """
    band = 1 + sum(1 for limit in BANDS if rating >= limit)
    return band if trap else min(band, 2)


def rate(collection: Collection, results: Results | None = None,
         progress: bool = False) -> Collection:
    """The stage **rate**: ``collection`` with every puzzle rated against the fixed
    strengths of the ladder (:data:`ANCHORS`), graded (:func:`grade_of`) and its features
    recorded; ``results`` are the ladder's attempts if already made."""
    if results is None:
        results = attempts(collection, progress=progress)
    missing = [p.id for p in collection if p.id not in results]
    if missing:
        raise PuzzleError(f"no attempts for {len(missing)} puzzle(s): {', '.join(missing[:5])}"
                          f"{', …' if len(missing) > 5 else ''}")
    graded = []
    for p in collection:
        r = rating_of(results[p.id])
        graded.append(p.with_grade(round(r.rating, 1), round(r.deviation, 1),
                                   grade_of(r.rating, trap=beyond_thumb(p)),
                                   tempting=tempting(p)))
    return Collection(tuple(graded))


def rating_of(tries: dict[str, list[bool]]) -> Rating:
    """A puzzle's rating from the ladder's tries (solver name -> outcomes): one Glicko-2
    rating period from a newcomer's 1500 ± 350 against the solvers' fixed
    :data:`ANCHORS`, the puzzle winning each try its solver fails."""
    period = [(ANCHORS[name].rating, ANCHORS[name].deviation, 0.0 if ok else 1.0)
              for name, outcomes in tries.items() if name in ANCHORS for ok in outcomes]
    return glicko_rate(PUZZLE_PRIOR, period)


#: the old name of the stage :func:`rate`
grade = rate
