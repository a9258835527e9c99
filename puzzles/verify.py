"""Proving puzzles: :func:`prove` finds a position's one solution line for a goal, by exact
search; :func:`verify` re-proves a stored puzzle; :func:`validate` re-proves a collection and
:func:`publish` writes it only if every puzzle holds.

A goal is a threshold on the solving side's final margin (its final score minus the
opponent's, stores included, the values of :func:`mancala_core.search.solve`): *win* is a
margin of at least 1, *save* at least 0 (the only move that does not lose; ``survive`` is its
old name), *best result* the position's exact value. The line is built turn by turn:

- at a turn of the solving side, :func:`~mancala_core.search.moves_reaching` answers which
  moves keep the threshold. Exactly one must (two, or a move that transposes into the
  solution, make a second solution: :class:`~puzzles.errors.NotUniqueError`); if every legal
  move does, the goal is no longer in doubt and the line stops there;
- at a turn of the defender, :func:`~mancala_core.search.solve` values every reply and the
  defender plays the strongest resistance, chosen deterministically: the worst outcome for
  the solver, then the longest line, then the lowest pit;
- the line stops when the game is over; it always ends with a move of the solving side
  (forced final moves are dropped);
- a person must be able to check it: a line of more than :data:`MAX_SOLVER_MOVES` (6) moves
  of the solving side or :data:`~puzzles.turns.MAX_PLIES` (12) moves in all (a Kalah extra
  move counts) is refused, whatever the goal.

The horizon goals (``win_within_N``, ``capture_K_within_N``: :mod:`puzzles.goals`) are
proved by :func:`~mancala_core.search.force_within`, exact whatever the game's history, in
the same way: at a turn of the solving side exactly one move must force the goal within the
plies left; the defender plays the reply that keeps the goal furthest (the most plies the
solver still needs), then the lowest pit; the line stops when the goal is reached. A
question the node budget (:data:`HORIZON_NODES`) leaves open rejects the position: nothing
is published unproved. :func:`find_horizon` gives a position's horizon goal: the shortest
horizon that forces a win, or the most seeds forced within the shortest horizon.

    >>> import mancala_core as mc
    >>> proof = prove(mc.parse("kalah[pits=3,seeds=2] 0.2.4:1/0.1.2:2 S"), "win")
    >>> proof.value, proof.solution
    (2, ('2',))
    >>> pos = mc.rules("kalah", pits=3, seeds=2).start()
    >>> prove(pos, "save")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    puzzles.errors.NotUniqueError: goal 'save' in '...': 2 moves reach it (2, 3), not one
"""

from __future__ import annotations

import os
from dataclasses import dataclass

import mancala_core as mc

from .errors import NotUniqueError, PuzzleError, VerificationError
from .goals import DENYING, HORIZON, GoalSpec, goal_text, parse_goal
from .schema import Collection, Goal, Puzzle, save
from .turns import MAX_PLIES, threshold, turns

__all__ = ["HORIZON_NODES", "MAX_HORIZON", "MAX_SOLVER_MOVES", "Proof", "check_refutations",
           "decided", "find_horizon", "prove", "publish", "refute", "validate", "verify",
           "write_refuted"]

#: a line with more moves of the solving side than this is refused
MAX_SOLVER_MOVES = 6
#: the node budget of one horizon question (an open answer rejects the position)
HORIZON_NODES = 2_000_000
#: the longest horizon :func:`find_horizon` tries
MAX_HORIZON = 7

_TURN_GOALS: tuple[Goal, ...] = ("biggest_capture", "longest_chain")
_PROVABLE: tuple[Goal, ...] = ("win", "best_result", "save", *_TURN_GOALS, *HORIZON,
                               *DENYING)


@dataclass(frozen=True)
class Proof:
    """What :func:`prove` found: the root's exact ``value`` for the solving side, the
    ``threshold`` the goal asks for and the ``solution`` line (both sides' moves)."""

    value: int
    threshold: int
    solution: tuple[str, ...]


def prove(pos: mc.Position, goal: Goal) -> Proof:
    """The one solution line of ``pos`` for ``goal``, proved by exact search; a
    :class:`~puzzles.errors.NotUniqueError` if the position makes no puzzle for it (no line,
    two, or a line too long to check by hand)."""
    where = f"goal {goal!r} in {pos.text()!r}"
    _undecided(pos, where)
    proof = _prove(pos, goal)
    _short_enough(pos, proof.solution, where)
    if pos.history:
        try:
            board_only = _prove(pos.without_history(), goal)
        except NotUniqueError:
            board_only = None
        if board_only != proof:
            raise NotUniqueError(f"{where}: the answer depends on the earlier positions "
                                 f"(the repetition rule), which a printed board does not show")
    return proof


def decided(pos: mc.Position) -> int | None:
    """The player whose store already holds more than half of all the seeds (the game is
    decided before the puzzle starts: a child says "I have already won"), or None.

        >>> import mancala_core as mc
        >>> decided(mc.parse("kalah 0.0.0.0.1.1:33/2.2.2.1.2.4:0 S"))
        0
        >>> decided(mc.rules("kalah").start()) is None
        True
    """
    stores = [pos.store(p) for p in range(pos.rules.players)]
    total = pos.seeds_on_board() + sum(stores)
    for player, seeds in enumerate(stores):
        if 2 * seeds > total:
            return player
    return None


def _undecided(pos: mc.Position, where: str) -> None:
    """Refuse a position whose game is decided already (:func:`decided`)."""
    player = decided(pos)
    if player is not None:
        total = pos.seeds_on_board() + sum(pos.store(p) for p in range(pos.rules.players))
        raise NotUniqueError(f"{where}: decided before it starts (a store holds "
                             f"{pos.store(player)} of the {total} seeds, more than half)")


def _short_enough(pos: mc.Position, solution: tuple[str, ...], where: str) -> None:
    """Refuse a line a person cannot check: more than :data:`MAX_PLIES` moves, or more
    than :data:`MAX_SOLVER_MOVES` of the solving side."""
    side = pos.to_move
    mine = 0
    for move in solution:
        mine += pos.to_move == side
        pos = pos.play(move)
    if len(solution) > MAX_PLIES or mine > MAX_SOLVER_MOVES:
        raise NotUniqueError(f"{where}: a line of {len(solution)} moves, {mine} of the "
                             f"solving side: longer than a puzzle ({MAX_PLIES} moves, "
                             f"{MAX_SOLVER_MOVES} of the solving side)")


def _prove(pos: mc.Position, goal: Goal) -> Proof:
    from mancala_core.search import move_values

    where = f"goal {goal!r} in {pos.text()!r}"
    spec = parse_goal(goal)
    if spec.kind not in _PROVABLE:
        raise PuzzleError(f"goal {goal!r} cannot be proved: choose one of win, best_result, "
                          f"save, biggest_capture, longest_chain, win_within_N, "
                          f"capture_K_within_N, avoid_grand_slam_K_within_N, feed_within_N")
    if pos.rules.options.get("swap"):
        raise PuzzleError(f"{where}: puzzles under the pie rule are not supported")
    if pos.is_over():
        raise NotUniqueError(f"{where}: the game is over")
    if len(pos.legal_moves()) < 2:
        raise NotUniqueError(f"{where}: only one legal move")
    if spec.kind == "avoid_grand_slam" and not _slam_offered(pos):
        raise NotUniqueError(f"{where}: no legal move is a grand slam")
    if spec.kind in HORIZON:
        return _Horizon(pos, spec, where).prove()
    if spec.kind == "feed":
        return _feed(pos, spec, where)
    if spec.kind in _TURN_GOALS:
        return _best_turn(pos, spec.kind, where)
    if spec.kind in ("win", "save"):
        _first_turn(pos, threshold(goal, 0), where)
    solution = move_values(pos)
    value = solution.value
    if value is None or not solution.exact:
        raise NotUniqueError(f"{where}: the search proves only bounds of its value "
                             f"({solution.lower} to {solution.upper})")
    target = threshold(goal, value)
    if value < target:
        raise NotUniqueError(f"{where}: out of reach (the position is worth {value})")
    line = _Liner(pos.to_move, target, where)
    moves, problem = line.line(pos, 0)
    if problem is not None:
        raise NotUniqueError(problem)
    if not moves:
        raise NotUniqueError(f"{where}: every move reaches it, nothing to find")
    return Proof(value=value, threshold=target, solution=tuple(moves))


def _first_turn(pos: mc.Position, target: int, where: str) -> None:
    """Reject ``pos`` for a fixed threshold by the cheap question first: which moves
    reach ``target`` (one null-window search a move) before any exact value."""
    from mancala_core.search import moves_reaching

    good = [m for m, ok in moves_reaching(pos, target).items() if ok]
    if not good:
        raise NotUniqueError(f"{where}: out of reach (the position is worth less than "
                             f"{target:+d}: no move reaches it)")
    if len(good) == len(pos.legal_moves()):
        raise NotUniqueError(f"{where}: every move reaches it, nothing to find")
    if len(good) != 1:
        raise NotUniqueError(f"{where}: {len(good)} moves reach it ({', '.join(good)}), "
                             f"not one")


class _Liner:
    def __init__(self, solver: int, target: int, where: str) -> None:
        self.solver = solver
        self.target = target
        self.where = where
        self.memo: dict[tuple[mc.Position, int], tuple[list[str], str | None]] = {}

    def line(self, pos: mc.Position, ply: int) -> tuple[list[str], str | None]:
        """The line from ``pos`` (``ply`` moves into the puzzle) and the reason it fails, if
        it does; a line ends with a move of the solver."""
        key = (pos, ply)
        if key not in self.memo:
            self.memo[key] = self._line(pos, ply)
        return self.memo[key]

    def _line(self, pos: mc.Position, ply: int) -> tuple[list[str], str | None]:
        from mancala_core.search import move_values, moves_reaching

        if pos.is_over():
            return [], None
        if ply > MAX_PLIES + 1:  # prove() refuses it: no need to search further
            return [], f"{self.where}: the line is longer than {MAX_PLIES} moves"
        if pos.to_move == self.solver:
            reach = moves_reaching(pos, self.target)
            good = [m for m, ok in reach.items() if ok]
            if len(good) == len(reach):
                return [], None
            if len(good) != 1:
                at = f" after {pos.text()!r}" if ply else ""
                return [], (f"{self.where}: {len(good)} moves reach it ({', '.join(good)}), "
                            f"not one{at}")
            rest, problem = self.line(pos.play(good[0]), ply + 1)
            return [good[0], *rest], problem
        values = move_values(pos).moves
        worst = max(values.values())
        best: tuple[list[str], str | None] | None = None
        for move in pos.legal_moves():  # pit order: the first longest line is the lowest pit
            if values[move.text] != worst:
                continue
            rest, problem = self.line(pos.play(move), ply + 1)
            if best is None or len(rest) + 1 > len(best[0]):
                best = ([move.text, *rest], problem)
        assert best is not None
        if not best[0][1:]:
            return [], best[1]  # the goal is decided: the defender's last move is dropped
        return best


class _Horizon:
    """The line of a horizon goal (see the module's text)."""

    def __init__(self, root: mc.Position, spec: GoalSpec, where: str) -> None:
        self.root = root
        self.spec = spec
        self.where = where
        self.side = root.to_move
        self.start = root.store(self.side)

    def need(self, pos: mc.Position) -> int:
        assert self.spec.seeds is not None
        return self.spec.seeds - (pos.store(self.side) - self.start)

    def reached(self, pos: mc.Position) -> bool:
        if self.spec.kind != "win_within":
            if self.need(pos) <= 0:
                return True
            if pos.is_over():  # each row then goes to its owner: the final score counts
                return self.need(pos) + pos.store(self.side) <= pos.scores()[self.side]
            return False
        return pos.is_over() and pos.winner() == self.side

    def ask(self, pos: mc.Position, plies: int) -> dict[str, bool | None]:
        """For each legal move of the player to move in ``pos`` (the solver or the
        defender): does the *solver* force the goal within ``plies`` from there?"""
        from mancala_core.search import force_within

        assert pos.to_move == self.side, "ask() is for the solver's turns"
        if self.spec.kind == "win_within":
            answer = force_within(pos, plies=plies, goal="win", max_nodes=HORIZON_NODES)
        else:
            answer = force_within(pos, plies=plies, seeds=max(self.need(pos), 0),
                                  max_nodes=HORIZON_NODES)
        return answer.moves

    def forced_in(self, pos: mc.Position, most: int) -> int | None:
        """The fewest plies (at most ``most``) within which the solver, to move in ``pos``,
        forces the goal; None if not within ``most``."""
        if self.reached(pos):
            return 0
        if pos.is_over() or most <= 0:
            return None
        if pos.to_move != self.side:  # the defender again, after a Kalah extra move
            worst = 0
            for move in pos.legal_moves():
                need = self.forced_in(pos.play(move), most - 1)
                if need is None:
                    return None
                worst = max(worst, need + 1)
            return worst
        for plies in range(1, most + 1):
            moves = self.ask(pos, plies)
            if None in moves.values():
                raise NotUniqueError(f"{self.where}: the search did not settle "
                                     f"{pos.text()!r} within {HORIZON_NODES:,} nodes")
            if any(moves.values()):
                return plies
        return None

    def prove(self) -> Proof:
        assert self.spec.plies is not None
        moves = self.line(self.root, self.spec.plies, 0)
        if not moves:
            raise NotUniqueError(f"{self.where}: every move reaches it, nothing to find")
        value = self.spec.seeds if self.spec.kind != "win_within" else self.spec.plies
        assert value is not None
        return Proof(value=value, threshold=self.spec.seeds or 0, solution=tuple(moves))

    def line(self, pos: mc.Position, left: int, ply: int) -> list[str]:
        if self.reached(pos) or pos.is_over():
            return []
        at = f" after {pos.text()!r}" if ply else ""
        if pos.to_move == self.side:
            moves = self.ask(pos, left)
            if None in moves.values():
                raise NotUniqueError(f"{self.where}: the search did not settle{at} within "
                                     f"{HORIZON_NODES:,} nodes")
            good = [m for m, ok in moves.items() if ok]
            if not good:
                raise NotUniqueError(f"{self.where}: out of reach{at}")
            if len(good) == len(moves):
                return []
            if len(good) != 1:
                raise NotUniqueError(f"{self.where}: {len(good)} moves reach it "
                                     f"({', '.join(good)}), not one{at}")
            return [good[0], *self.line(pos.play(good[0]), left - 1, ply + 1)]
        # the defender: the reply after which the solver needs the most plies, then the
        # lowest pit
        best: tuple[int, str, mc.Position] | None = None
        for move in pos.legal_moves():
            child = pos.play(move)
            need = self.forced_in(child, left - 1)
            if need is None:
                raise NotUniqueError(f"{self.where}: the defence {move.text} escapes{at}")
            if best is None or need > best[0]:
                best = (need, move.text, child)
        assert best is not None
        rest = self.line(best[2], left - 1, ply + 1)
        return [best[1], *rest] if rest else []


def _slam_offered(pos: mc.Position) -> bool:
    """Whether a legal move of ``pos`` is a grand slam (it would take the opponent's whole
    row: Oware's rules void or forbid it)."""
    from .themes import _grand_slam

    return any(_grand_slam(pos, move) for move in pos.legal_moves())


def _feeding_moves(pos: mc.Position, plies: int, where: str) -> dict[str, bool]:
    """For each legal move of ``pos`` (the opponent's row empty): does the opponent gain no
    seed (a capture, or its own row when the game ends) within ``plies`` plies, the move the
    first? Exact, by
    :func:`~mancala_core.search.force_within` from the opponent's side; a question the
    budget leaves open rejects the position."""
    from mancala_core.search import force_within

    out: dict[str, bool] = {}
    for move in pos.legal_moves():
        child = pos.play(move)
        if child.is_over() or plies <= 1:
            out[move.text] = True
            continue
        if child.to_move == pos.to_move:
            raise NotUniqueError(f"{where}: the move {move.text} earns another move")
        answer = force_within(child, plies=plies - 1, seeds=1, max_nodes=HORIZON_NODES)
        if answer.value is None:
            raise NotUniqueError(f"{where}: the search did not settle {move.text} within "
                                 f"{HORIZON_NODES:,} nodes")
        out[move.text] = not answer.value
    return out


def _feed(pos: mc.Position, spec: GoalSpec, where: str) -> Proof:
    """The one feeding move after which the opponent gains no seed within the horizon:
    a line of one move (the goal is the opponent's failure, not a seed of the solver's)."""
    assert spec.plies is not None
    if sum(pos.pits(1 - pos.to_move)):
        raise NotUniqueError(f"{where}: the opponent's row is not empty, nothing to feed")
    good = [m for m, ok in _feeding_moves(pos, spec.plies, where).items() if ok]
    if not good:
        raise NotUniqueError(f"{where}: out of reach (the opponent gains after every move)")
    if len(good) == len(pos.legal_moves()):
        raise NotUniqueError(f"{where}: every move reaches it, nothing to find")
    if len(good) != 1:
        raise NotUniqueError(f"{where}: {len(good)} moves reach it ({', '.join(good)}), "
                             f"not one")
    return Proof(value=spec.plies, threshold=0, solution=(good[0],))


def _best_turn(pos: mc.Position, kind: str, where: str) -> Proof:
    """The one turn that captures the most seeds (``biggest_capture``) or plays the most
    moves, a chain of extra moves (``longest_chain``): every turn is tried, so it is exact;
    two turns with the best score (another order of the same moves too) make no puzzle."""
    scored = [(len(moves) if kind == "longest_chain" else taken, moves)
              for moves, taken in turns(pos)]
    best = max(score for score, _ in scored)
    least = 2 if kind == "longest_chain" else 1
    if best < least:
        what = "no extra move" if kind == "longest_chain" else "no capture"
        raise NotUniqueError(f"{where}: out of reach ({what} this turn)")
    winners = [moves for score, moves in scored if score == best]
    if len(winners) != 1:
        lines = "; ".join(" ".join(m) for m in winners[:4])
        raise NotUniqueError(f"{where}: {len(winners)} turns reach {best} ({lines}), not one")
    return Proof(value=best, threshold=best, solution=winners[0])


def find_horizon(pos: mc.Position, kind: str, most: int = MAX_HORIZON,
                 min_seeds: int = 2) -> str | None:
    """The horizon goal of ``kind`` (``win_within`` or ``capture_within``) that ``pos``
    poses, as a goal text: the shortest horizon within which the player to move forces a
    win; or the most seeds (at least ``min_seeds``) forced within the shortest horizon that
    forces them. None if there is none within ``most`` plies or the search cannot settle
    it. Whether the line is unique is :func:`prove`'s question.

        >>> import mancala_core as mc
        >>> pos = mc.rules("oware").position(pits=[[0, 0, 8, 0, 0, 1], [1, 1, 1, 1, 2, 3]],
        ...                                  stores=[10, 20], to_move=0)
        >>> find_horizon(pos, "capture_within", most=1)
        'capture_11_within_1'
    """
    from mancala_core.search import force_within

    if pos.is_over():
        return None
    if kind == "win_within":
        for plies in range(1, most + 1):
            answer = force_within(pos, plies=plies, goal="win", max_nodes=HORIZON_NODES)
            if answer.value is None:
                return None
            if answer.value:
                return goal_text(GoalSpec("win_within", plies=plies))
        return None
    if kind == "feed":
        if sum(pos.pits(1 - pos.to_move)) or len(pos.legal_moves()) < 2:
            return None
        for plies in range(2, most + 1):
            try:
                good = sum(_feeding_moves(pos, plies, "").values())
            except NotUniqueError:
                return None
            if good <= 1:
                return goal_text(GoalSpec("feed", plies=plies)) if good else None
        return None
    if kind not in ("capture_within", "avoid_grand_slam"):
        raise PuzzleError(f"unknown horizon goal {kind!r}: choose win_within, "
                          f"capture_within, avoid_grand_slam or feed")
    if kind == "avoid_grand_slam" and not _slam_offered(pos):
        return None
    for plies in range(1, most + 1):
        seeds = min_seeds
        if not _forces(pos, plies, seeds):
            continue
        while _forces(pos, plies, seeds + 1):
            seeds += 1
        return goal_text(GoalSpec(kind, seeds=seeds, plies=plies))  # type: ignore[arg-type]
    return None


def _forces(pos: mc.Position, plies: int, seeds: int) -> bool:
    from mancala_core.search import force_within

    return force_within(pos, plies=plies, seeds=seeds, max_nodes=HORIZON_NODES).value is True


def verify(puzzle: Puzzle) -> Proof:
    """Re-prove ``puzzle`` from its position and goal, trusting nothing stored (solution,
    value, the themes that :mod:`puzzles.themes` tags, and the refutations it carries:
    :func:`check_refutations`); a :class:`~puzzles.errors.VerificationError` names the
    puzzle and what differs."""
    who = f"puzzle {puzzle.id!r}"
    try:
        proof = prove(puzzle.start(), puzzle.goal)
    except ValueError as error:
        raise VerificationError(f"{who}: {error}") from None
    if proof.solution != puzzle.solution:
        raise VerificationError(f"{who}: the solution is {' '.join(proof.solution)!r}, "
                                f"not the stored {' '.join(puzzle.solution)!r}")
    from .themes import THEMES, themes

    tagged = themes(puzzle.start(), proof.solution)
    # a puzzle with no themes is not tagged yet (the stage puzzles.themes.tag): every
    # line has one
    if puzzle.themes and set(tagged) != set(puzzle.themes) & set(THEMES):
        raise VerificationError(f"{who}: the line's themes are {' '.join(tagged)!r}, not the "
                                f"stored {' '.join(puzzle.themes)!r}")
    if proof.value != puzzle.value:
        raise VerificationError(f"{who}: the value is {proof.value}, not the stored "
                                f"{puzzle.value}")
    check_refutations(puzzle)
    return proof


def check_refutations(puzzle: Puzzle) -> None:
    """Find the refutations that ``puzzle`` carries again (:func:`puzzles.refute.refutations`)
    and compare: a :class:`~puzzles.errors.VerificationError` names the first wrong move
    whose stored refutation differs, and both. A puzzle without refutations passes."""
    if puzzle.refutations is None:
        return
    from .refute import refutations
    from .schema import solver_turns

    found = refutations(puzzle)
    for (ply, _at), kept, fresh in zip(solver_turns(puzzle), puzzle.refutations, found,
                                       strict=True):
        mine = {r.move: r for r in fresh}
        for stored in kept:
            again = mine.get(stored.move)
            if again != stored:
                shown = None if again is None else again.to_json()
                raise VerificationError(
                    f"puzzle {puzzle.id!r}: the stored refutation of {stored.move} at move "
                    f"{ply + 1} is {stored.to_json()}, not {shown}, found again")
        if len(kept) != len(fresh):
            raise VerificationError(f"puzzle {puzzle.id!r}: {len(kept)} refutations stored at "
                                    f"move {ply + 1}, not {len(fresh)}")


def validate(collection: Collection) -> None:
    """Re-prove every puzzle of ``collection`` (:func:`verify`, its refutations too); a
    :class:`~puzzles.errors.VerificationError` names every one that fails."""
    failures = []
    for puzzle in collection:
        try:
            verify(puzzle)
        except VerificationError as error:
            failures.append(str(error))
    if failures:
        raise VerificationError(f"{len(failures)} of {len(collection)} puzzles fail:\n"
                                + "\n".join(failures))


def publish(collection: Collection, path: str | os.PathLike[str], *,
            refutations: bool = False, progress: bool = False) -> Collection:
    """Validate ``collection`` and only then write it to ``path`` atomically: a collection
    that fails (a puzzle not proved again, or not tagged) leaves the old file as it was.
    With ``refutations``, every puzzle then carries every wrong move's refutation, found
    again (:func:`puzzles.refute.with_refutations`; ``progress``: its progress bar), and
    the file is read back by the strict reader before it replaces the old one. The
    collection written."""
    untagged = [p.id for p in collection if not p.themes]
    if untagged:
        raise VerificationError(f"{len(untagged)} of {len(collection)} puzzles are not tagged "
                                f"({', '.join(untagged[:5])}): run the stage 'tag' first")
    if not refutations:
        validate(collection)
        save(collection, path)
        return collection
    from .refute import with_refutations

    bare = Collection(tuple(p.with_refutations(None) for p in collection))
    validate(bare)  # the lines proved again: the refutations are found along them
    return write_refuted(with_refutations(bare, progress=progress), path)


def refute(path: str | os.PathLike[str], out: str | os.PathLike[str] | None = None, *,
           progress: bool = False) -> Collection:
    """Add every wrong move's refutation to the collection file ``path`` (found again if it
    carries them already) without mining or proving it again, and write it to ``out``
    (default: over ``path``) as :func:`write_refuted` does. The collection written."""
    from .refute import with_refutations
    from .schema import load

    collection = with_refutations(load(path), progress=progress)
    return write_refuted(collection, path if out is None else out)


def write_refuted(collection: Collection, path: str | os.PathLike[str]) -> Collection:
    """Write ``collection`` to ``path`` atomically, once its file's text reads back (by
    :func:`~puzzles.schema.loads`, every field checked) as the same collection: a file
    that would not load leaves the old one as it was."""
    from .schema import dumps, loads, write_text

    text = dumps(collection)
    where = os.fspath(path)
    if loads(text, where=where) != collection:  # pragma: no cover - dumps and loads agree
        raise VerificationError(f"{where}: the collection does not read back as written")
    write_text(path, text)
    return collection
