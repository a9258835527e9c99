"""The horizon question: can the player to move force a goal within ``N`` plies?

Oware's exact values depend on the whole history since the last capture (the
first repetition of a position ends the game), so :func:`~mancala_core.search.compiled.solver.solve`
may only answer with proved bounds. A question with a horizon can always be
answered exactly, as "mate in N" can in chess: **can the player to move force
at least K more seeds into their store, or a win, within N plies**, whatever
the opponent does? The line follows the game's history: a position that
repeats one seen since the last capture (the root's own history included)
ends the game there, each player taking their own row, as the rules say.

    >>> import mancala_core as mc
    >>> from mancala_core.search import force_within
    >>> rules = mc.rules("oware")
    >>> pos = rules.position(pits=[[0, 0, 8, 0, 0, 1], [1, 1, 1, 1, 2, 3]],
    ...                      stores=[10, 20], to_move=0)
    >>> force_within(pos, plies=1, seeds=11).moves      # RULES.md, example 2
    {'3': True, '6': False}
    >>> force_within(pos, plies=9, seeds=12, max_nodes=10).value is None
    True
    >>> slam = mc.rules("oware", grand_slam="capture")  # RULES.md, example 9
    >>> end = slam.position(pits=[[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0]],
    ...                     stores=[20, 23], to_move=0)
    >>> answer = force_within(end, plies=1, goal="win")
    >>> answer.value, answer.winning()
    (True, ['6'])

**The goals.** ``goal="seeds"`` with ``seeds=K``: the mover's store grows by
at least ``K`` seeds (a game that ends inside the horizon counts each player's
row as collected into their store, so its final score); ``goal="win"``: the
game ends inside the horizon and the mover has more seeds. A ply is one move
of either player (a Kalah extra move is a ply too). Stores never shrink, so
"at least K within N plies" is the same as "at least K after N plies, or at
the end of the game".

**The answer** (:class:`Forcing`): ``value`` (``True``, ``False``, or
``None`` if the node budget ran out first, never a guess), ``moves`` (each
legal move: does it force the goal within the horizon, the move itself being
the first ply), the nodes searched. A move is settled or ``None`` on its own:
the moves take turns in rounds of growing node slices, as in
:func:`~mancala_core.search.questions.yes_no.moves_reaching`.

**How.** An AND/OR search (the mover needs one move that works, the opponent
must be beaten after each of theirs) with the history tracked exactly, over
each game's one compiled move: in Oware
(:mod:`~mancala_core.games.oware.horizon`, some 700,000 positions a second)
and in Kalah (:mod:`~mancala_core.games.kalah.horizon`, no history: no
position comes back; some 700,000 positions a second of CPU time on Kalah 6x4,
60 times less time than the readable search for the same questions). Kalah's
pie rule is not compiled: a move after which ``swap`` is still open, or
``swap`` itself, is answered by the readable rules, as with ``compiled=False``
(some 37,000-45,000 positions a second). It stops a line as soon as the goal
is reached, and gives up on one where the seeds left on the board cannot make
up the difference (or a win). Results are remembered per position, history
(as a set), and plies left: a proof with ``r`` plies left holds with more, a
refutation holds with fewer. The searches are checked against a brute force
and each other in
``tests/search/test_horizon.py`` and ``tests/games/kalah/test_kalah_horizon.py``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ...errors import MancalaError
from ...rules import Position, Rules
from ..engine import HorizonSearch as Kernel
from ..engine import engine_of
from ..engine.values import swap_open, swapped

__all__ = ["Forcing", "HorizonError", "force_within", "GOALS"]

Goal = Literal["seeds", "win"]
GOALS: tuple[Goal, ...] = ("seeds", "win")
#: the first round's node slice for each unsettled move (doubled every round)
FIRST_SLICE = 2_000


class HorizonError(MancalaError):
    """A horizon question that cannot be asked: a negative horizon or seed count,
    an unknown goal, a finished game, a game the question does not know."""


class _OutOfNodes(Exception):
    pass


@dataclass(frozen=True)
class Forcing:
    """The answer to :func:`force_within`.

    ``value``: whether the player to move can force the goal (``None``:
    unknown, the budget ran out); ``moves``: the same for each legal move
    played first (in the order of ``pos.legal_moves()``); ``nodes``: positions
    searched; ``plies``, ``goal``, ``seeds``: the question asked.
    """

    value: bool | None
    moves: dict[str, bool | None]
    nodes: int
    plies: int
    goal: Goal
    seeds: int | None

    def winning(self) -> list[str]:
        """The moves proved to force the goal."""
        return [m for m, ok in self.moves.items() if ok]


class _Search:
    """One question's search over the readable rules (any history, any game of
    :data:`GAMES`)."""

    def __init__(self, root: Position, goal: Goal, seeds: int) -> None:
        self.goal = goal
        self.me = root.to_move
        self.target = root.store(self.me) + seeds
        self.nodes = 0
        self.limit = 0
        #: key -> (the most plies a refutation is known for, the fewest a proof is)
        self.memo: dict[object, tuple[int, int]] = {}
        self.remembers = root.rules.remembers_positions

    def reached(self, pos: Position, me: int) -> bool:
        if self.goal == "win":
            return pos.is_over() and pos.winner() == me
        have = pos.scores()[me] if pos.is_over() else pos.store(me)
        return have >= self.target

    def hopeless(self, pos: Position, me: int) -> bool:
        """No line can reach the goal: the game is over, or (seeds) the board holds
        too few seeds."""
        if pos.is_over():
            return True
        if self.goal == "seeds":
            return pos.store(me) + pos.seeds_on_board() < self.target
        # a win needs more than the opponent's store, which never shrinks
        return pos.store(me) + pos.seeds_on_board() <= pos.store(1 - me)

    def forces(self, pos: Position, me: int, left: int) -> bool:
        """Whether ``me`` can force the goal from ``pos`` within ``left`` plies."""
        if self.reached(pos, me):
            return True
        if left <= 0 or self.hopeless(pos, me):
            return False
        key = (pos.key(), me, frozenset(pos.history) if self.remembers else None)
        known = self.memo.get(key)
        if known is not None:
            refuted, proved = known
            if left <= refuted:
                return False
            if left >= proved:
                return True
        if self.nodes >= self.limit:
            raise _OutOfNodes
        self.nodes += 1
        mine = pos.to_move == me
        children = []
        for move in pos.legal_moves():
            child = pos.play(move)
            children.append((child, 1 - me if swapped(pos, child) else me))
        # the likeliest proof (the mover) or refutation (the opponent) first
        children.sort(key=lambda c: c[0].store(c[1]), reverse=mine)
        if mine:
            result = any(self.forces(c, m, left - 1) for c, m in children)
        else:
            result = all(self.forces(c, m, left - 1) for c, m in children)
        refuted, proved = known if known is not None else (-1, 1 << 30)
        if result:
            proved = min(proved, left)
        else:
            refuted = max(refuted, left)
        self.memo[key] = (refuted, proved)
        return result


def _readable(search: _Search, child: Position, me: int, left: int,
              limit: int) -> tuple[bool | None, int]:
    """One move's answer by the readable search, and the nodes it took."""
    search.nodes = 0
    search.limit = limit
    try:
        return search.forces(child, me, left), search.nodes
    except _OutOfNodes:
        return None, search.nodes


def _takes(search: _Search, child: Position, me: int) -> bool:
    """Whether the compiled search answers for ``child``: it plays no pie rule, so not
    where ``swap`` is still open, nor after it (the root player changed sides)."""
    return me == search.me and not swap_open(child)


def _compiled(search: _Search, kernel: Kernel, child: Position, left: int,
              limit: int) -> tuple[bool | None, int]:
    """The same by the game's compiled search (the root player on their side)."""
    if search.reached(child, search.me):
        return True, 0
    if left <= 0 or child.is_over():
        return False, 0
    before = kernel.nodes
    answer = kernel.forces(child, left, limit)
    return answer, kernel.nodes - before


def _knows(rules: Rules) -> bool:
    """The games the question knows: those that declare their scores the seeds in
    their stores (``Rules.scores_are_stores``), and the two-player games scored by
    seeds without the repetition rule (a game written outside the core, played by
    the readable search)."""
    return rules.scores_are_stores or (rules.players == 2 and not rules.ranked_by_places
                                       and not rules.remembers_positions)


def _check(pos: Position, plies: int, goal: str, seeds: int | None) -> int:
    where = f"in {pos.text()!r}"
    if not _knows(pos.rules):
        raise HorizonError(f"the horizon question knows the games scored by their stores "
                           f"(Rules.scores_are_stores), not {pos.rules.name!r} {where}")
    if goal not in GOALS:
        raise HorizonError(f"unknown goal {goal!r} {where}: choose one of {', '.join(GOALS)}")
    if isinstance(plies, bool) or not isinstance(plies, int) or plies < 0:
        raise HorizonError(f"plies must be a whole number >= 0, not {plies!r} {where}")
    if goal == "seeds":
        if seeds is None:
            raise HorizonError(f"goal 'seeds' needs seeds=K (K >= 0) {where}")
        if isinstance(seeds, bool) or not isinstance(seeds, int) or seeds < 0:
            raise HorizonError(f"seeds must be a whole number >= 0, not {seeds!r} {where}")
    elif seeds is not None:
        raise HorizonError(f"goal {goal!r} takes no seeds (got {seeds!r}) {where}")
    if pos.is_over():
        raise HorizonError(f"no horizon question {where}: the game is over")
    return 0 if seeds is None else seeds


def force_within(pos: Position, *, plies: int, seeds: int | None = None,
                 goal: Goal = "seeds", max_nodes: int | None = None,
                 compiled: bool = True) -> Forcing:
    """Can the player to move in ``pos`` force ``goal`` within ``plies`` plies?

    ``goal="seeds"`` (the default) with ``seeds=K``: at least ``K`` more seeds
    in their store; ``goal="win"``: a won game. The line follows
    ``pos.history`` and the repetition rule. ``max_nodes``: the budget for the
    whole question; what it leaves unsettled is ``None``. ``compiled``: the
    game's compiled search (:mod:`~mancala_core.games.oware.horizon`,
    :mod:`~mancala_core.games.kalah.horizon`; in Kalah not while ``swap`` is
    open); ``False``: the readable rules (the same answers, slower: 60 times
    for the same questions in Kalah 6x4; the node counts differ).

    With ``plies=0`` no move can be played: ``value`` says whether the goal
    is already reached (``seeds=0``) and every move is ``False``.

    Raises :class:`HorizonError` (a :class:`ValueError`) for ``plies < 0``,
    ``seeds < 0``, an unknown goal, ``seeds`` missing or given with
    ``goal="win"``, or a finished game.
    """
    k = _check(pos, plies, goal, seeds)
    search = _Search(pos, goal, k)
    me = pos.to_move
    legal = pos.legal_moves()
    moves: dict[str, bool | None] = {m.text: None for m in legal}
    already = search.reached(pos, me)
    if plies == 0 or already:
        # nothing to search: with no ply left no move fits; a goal already reached
        # stays reached whatever is played
        return Forcing(already, dict.fromkeys(moves, already and plies > 0), 0, plies, goal,
                       seeds)
    children = {}
    for move in legal:
        child = pos.play(move)
        children[move.text] = (child, 1 - me if swapped(pos, child) else me)
    unsettled = list(moves)
    kernel: Kernel | None = None
    engine = engine_of(pos.rules)
    if compiled and engine.compiled:
        kernel = engine.horizon(pos, goal, k)
    try:
        spent = _settle(search, kernel, children, moves, unsettled, plies, max_nodes)
    finally:
        if kernel is not None:
            kernel.release()
    value: bool | None = None
    if any(moves.values()):
        value = True
    elif not unsettled:
        value = False
    return Forcing(value, moves, spent, plies, goal, seeds)


def _settle(search: _Search, kernel: Kernel | None,
            children: dict[str, tuple[Position, int]], moves: dict[str, bool | None],
            unsettled: list[str], plies: int, max_nodes: int | None) -> int:
    """Answer the ``unsettled`` moves in rounds of growing node slices (in place); the
    nodes spent."""
    piece = FIRST_SLICE
    spent = 0
    while unsettled and (max_nodes is None or spent < max_nodes):
        for text in list(unsettled):
            if max_nodes is not None and spent >= max_nodes:
                break
            limit = (1 << 62) if max_nodes is None else min(piece, max_nodes - spent)
            child, m = children[text]
            if kernel is not None and _takes(search, child, m):
                answer, used = _compiled(search, kernel, child, plies - 1, limit)
            else:
                answer, used = _readable(search, child, m, plies - 1, limit)
            if answer is not None:
                moves[text] = answer
                unsettled.remove(text)
            spent += used
        piece *= 2
    return spent

