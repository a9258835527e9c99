"""Computer players at named levels, for every game of the family.

    >>> import mancala_core as mc
    >>> from mancala_core.search.questions.players import best_move
    >>> pos = mc.rules("kalah").start()
    >>> best_move(pos, level="beginner", seed=1).text     # takes the extra move
    '3'
    >>> best_move(pos, level="hard").text in {m.text for m in pos.legal_moves()}
    True

========== =================================================================
level      how it plays (Kalah and Oware)
========== =================================================================
beginner   a random move, but it takes an extra move (Kalah) or a capture
           (Oware) when it sees one
easy       looks 2 moves ahead, values blurred by up to 2 seeds
medium     looks 4 moves ahead, values blurred by up to 1 seed
hard       looks 10 moves ahead in Kalah, 9 in Oware, and solves exactly when
           few seeds are left (20 in Kalah, with the endgame database; 14 in
           Oware), within a node budget
perfect    hard's values first (its preference among equal moves); then, with
           36 seeds or fewer in the pits in Kalah, 28 in Oware, the exact solver
           (Kalah: with the endgame database of :func:`endgame_for`, the root's
           value and the first move in hard's order that keeps it; Oware: every
           move's value, else bounds that decide, else a win forced within 14
           plies, :func:`~mancala_core.search.questions.horizon.force_within`), within
           150,000 nodes in Kalah, 60,000 in Oware. Where the solver does not settle
           the move: its own search, one move deeper than ``hard`` and then
           deeper within a node budget (150,000 positions in Kalah, 250,000 in
           Oware; 11 to 14 moves), among the moves the solver did not prove worse
========== =================================================================

:func:`choose` gives the move and how it was found (:class:`Choice`: ``exact``,
``bounds``, ``horizon``, ``search``, ...); :class:`Player` keeps it in
``last``::

    >>> from mancala_core.search.questions.players import choose
    >>> end = mc.rules("oware").position(pits=[[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0]],
    ...                                  stores=[20, 23], to_move=0)
    >>> choice = choose(end, "perfect")
    >>> choice.how, choice.proved, choice.detail       # both moves lose by 8
    ('exact', True, 'the solver proved the value -8')

The depth-limited search is the solver's compiled negamax with a horizon: at
the horizon a position is worth the store difference plus a little for the
seeds on one's own side (:func:`~mancala_core.search.compiled.negamax.evaluate`).

**The other games** (Mankala 2/4, Toguz Kumalak, Congkak, Basic mancala for 2–4
players, Bao) are not played by the compiled kernel; their players use the
readable search of :mod:`~mancala_core.search.engine.generic`, with node budgets
(counted in positions, so every choice is repeatable):

========== =================================================================
level      how it plays (every game but Kalah and Oware)
========== =================================================================
beginner   a random move, but it takes a finish (Basic) or a win, else the
           biggest capture, else an extra move when it sees one
easy       looks 2 moves ahead, values blurred by up to 2 seeds
medium     looks 4 moves ahead (within 20,000 positions), blurred by up to 1 seed
hard       looks ever deeper within 5,000 positions: 6 to 10 moves deep, at
           most about 0.6 s a move in Bao's middle game and 0.3 s in the others
perfect    the same within 15,000 positions, a move or two deeper (up to about
           2 s a move in Bao, 1 s in the others). It is **not** an exact solver
           for these games: it is the deepest search the budget allows
========== =================================================================

In every game, a computer never resigns unless that is its only legal move.

**Without numba** (:data:`~mancala_core.native.backend.COMPILED` False: the course in
Pyodide, or ``MANCALA_PURE=1``) Kalah and Oware are played by the readable search of
:mod:`~mancala_core.search.engine.generic` too, with node budgets (:data:`PURE_SETTINGS`)
sized for a move within 0.6 s on CPython (about 2 s in a browser), and by the readable
exact solver (:class:`~mancala_core.search.engine.pure.PureSolver`) near the end:

========== =================================================================
level      how it plays in Kalah and Oware without numba
========== =================================================================
beginner   as with numba
easy       looks 2 moves ahead, values blurred by up to 2 seeds
medium     looks 4 moves ahead (within 3,000 positions), blurred by up to 1 seed
hard       looks ever deeper within 6,000 positions (8 to 11 moves in a middle
           game); with at most 12 seeds in the pits in Kalah, 6 in Oware, the
           exact solver first, within 8,000 positions
perfect    the same within 10,000 positions (a move or two deeper); near the
           end the exact solver within 12,000 positions (in Kalah the root's
           value, then the first move that keeps it). Not exact in the middle game
========== =================================================================

Measured on 40 middle-game positions (``benchmarks/bench_pure_search.py``): p90
0.23 s (``hard``) and 0.38 s (``perfect``) in Kalah, 0.27 s and 0.46 s in Oware.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ...errors import InvalidOptionError
from ...i18n import _, ngettext, pgettext
from ...rules import Move, Position, Rules
from ..engine import Engine, engine_of
from ..engine import generic as G
from ..engine.exact import INF, BudgetExceeded, ExactSearch
from ..engine.values import closed, swap_open
from .solving import readable, solver_for

if TYPE_CHECKING:
    from ...native.database import EndgameDatabase
    from ..compiled.solver import Solver

__all__ = ["HOWS", "LEVELS", "Choice", "Level", "Player", "best_move", "choose",
           "computer_move", "endgame_for", "hard_values", "level_words", "move_scores"]

Level = Literal["beginner", "easy", "medium", "hard", "perfect"]
LEVELS: tuple[Level, ...] = ("beginner", "easy", "medium", "hard", "perfect")

SCALE = 4  # heuristic values are in quarter seeds
_SETTINGS: dict[str, tuple[int, int]] = {"easy": (2, 2), "medium": (4, 1)}  # depth, blur
HARD_EXACT_NODES = 200_000
# Per game, the engines (:func:`~mancala_core.search.engine.engine_of`) give ``hard``'s
# depth (``hard_depth``), the seeds left in the pits below which ``hard`` solves exactly
# (``hard_exact_seeds``), and for ``perfect`` the seeds below which it asks the exact
# solver (``perfect_exact_seeds``), the solver's node budget (``perfect_nodes``) and
# its own search's (``perfect_search_nodes``, ``perfect_extra_depth``). In Kalah
# ``perfect`` asks the root value and one null-window question a move
# (:func:`_perfect_by_value`): with the endgame database most positions of 30 seeds or
# fewer are proved within 150,000 nodes. Oware's repetition rule makes its endgames
# costly (see :mod:`mancala_core.games.oware.endgame`), so it answers with its own
# search sooner there. Measured by ``benchmarks/bench_ladder.py`` (CPU p90 a move in
# games against ``hard``): Kalah 140 ms, Oware 204-214 ms.

#: the other games: (depth, blur in seeds, node budget) per level
FAMILY_SETTINGS: dict[str, tuple[int, float, int | None]] = {
    "easy": (2, 2.0, None),
    "medium": (4, 1.0, 20_000),
    "hard": (30, 0.0, 5_000),
    "perfect": (60, 0.0, 15_000),
}

#: without numba (:data:`~mancala_core.native.backend.COMPILED` False), Kalah and Oware
#: are played as the other games are, by the readable search of :mod:`.generic`:
#: (depth, blur in seeds, node budget) per level, sized so that a move takes at most
#: about 0.6 s on CPython in a middle game (2 s in a browser; measured in
#: ``benchmarks/bench_pure_search.py``)
PURE_SETTINGS: dict[str, tuple[int, float, int | None]] = {
    "easy": (2, 2.0, None),
    "medium": (4, 1.0, 3_000),
    "hard": (30, 0.0, 6_000),
    "perfect": (60, 0.0, 10_000),
}
#: without numba, ``hard`` and ``perfect`` try the exact solver
#: (:class:`~mancala_core.search.engine.pure.PureSolver`) once this few seeds are left in
#: the pits (the engine's ``pure_exact_seeds``), within :data:`PURE_EXACT_NODES` positions
#: (``perfect``: :data:`PURE_PERFECT_NODES`), before the search
PURE_EXACT_NODES = 8_000
PURE_PERFECT_NODES = 12_000

_searchers: dict[Rules, Solver] = {}
_solvers: dict[Rules, ExactSearch] = {}


def _searcher(rules: Rules) -> Solver:
    """A solver whose table holds depth-limited (heuristic) results only."""
    from ..compiled.solver import Solver

    s = _searchers.get(rules)
    if s is None:
        s = _searchers[rules] = Solver(rules, table_bits=18)
    return s


def _solver(rules: Rules, seeds: int | None = None) -> ExactSearch:
    """The exact solver of ``rules`` the players and the hints share, its endgame
    database reaching at least ``seeds`` seeds in the pits (those of the position
    asked about) where the automatic database allows (see :func:`endgame_for`)."""
    db = endgame_for(rules, seeds)
    s = _solvers.get(rules)
    if s is None or s.endgame is not db:  # the database grew: a solver that probes it
        s = _solvers[rules] = solver_for(rules, table_bits=20, endgame=db)
    return s


def endgame_for(rules: Rules, seeds: int | None = None) -> EndgameDatabase | None:
    """The endgame database the exact players and the hints probe in ``rules``:
    Kalah only, the same one :func:`~mancala_core.search.compiled.solver.solve` uses
    (:func:`~mancala_core.games.kalah.endgame.default_endgame`: as many seeds as the
    free memory allows, up to 16 on six pits; built once with a progress bar,
    then loaded from the disk cache); ``None`` for other games. With ``seeds`` (the
    seeds in the pits of the position asked about) only the levels up to them are
    needed: a question about a small board's position does not wait for the whole
    game's database (Kalah with 4 pits and 3 seeds: all 24 seeds, about 10M
    positions, 18 s on a busy machine, where its 10-seed puzzle needs 0.1 s). Without
    numba (:data:`~mancala_core.native.backend.COMPILED` False) there is none."""
    engine = engine_of(rules)
    if not engine.compiled:
        return None
    return engine.endgame(rules, seeds)


def move_scores(pos: Position, depth: int) -> dict[str, int]:
    """Every legal move's value after a search ``depth`` moves deep, in quarter
    seeds, for the player to move. Without numba the readable search answers
    (:func:`mancala_core.search.engine.pure.move_scores`: the same evaluation, slower)."""
    if readable(pos.rules):
        from ..engine.pure import move_scores as readable_scores

        return readable_scores(pos, depth, scale=SCALE)
    searcher = _searcher(pos.rules)
    searcher.set_budget(None, None)
    # an empty table for every question: a depth-limited value read from an earlier,
    # deeper search would make the answer depend on what was asked before (and a mining
    # run's games on the process that plays them)
    searcher._keys = searcher._vals = None
    out: dict[str, int] = {}
    for move in pos.legal_moves():
        if move.text == "swap":
            v = searcher.search(closed(pos), -INF, INF, depth=depth, scale=SCALE)
            out[move.text] = -v
            continue
        child = pos.play(move)
        if child.is_over():
            scores = child.scores()
            out[move.text] = SCALE * (scores[pos.to_move] - scores[1 - pos.to_move])
            continue
        v = searcher.search(child, -INF, INF, depth=max(depth - 1, 0), scale=SCALE)
        out[move.text] = v if child.to_move == pos.to_move else -v
    return out


def _hard_scores(pos: Position) -> dict[str, int]:
    """``hard``'s values in quarter seeds (without numba, or in a game whose engine
    proves nothing: the readable search's within its budget, :data:`PURE_SETTINGS` or
    :data:`FAMILY_SETTINGS`, wins and losses beyond every seed)."""
    engine = engine_of(pos.rules)
    if not engine.proves:
        return {m: round(SCALE * v) for m, v in family_values(pos, "hard").items()}
    if not engine.compiled:
        return {m: round(SCALE * v) for m, v in pure_values(pos, "hard").items()}
    return move_scores(pos, engine.hard_depth)


def hard_values(pos: Position) -> dict[str, float]:
    """``hard``'s values in seeds, for the player to move, as the hints and the
    explanations rank the moves when the solver does not answer: :func:`_hard_scores`
    in seeds, or in a game whose engine proves nothing the readable search's own
    values (:func:`family_values`, not rounded: wins and losses beyond
    :data:`~mancala_core.search.engine.generic.WON`)."""
    if not engine_of(pos.rules).proves:
        return family_values(pos, "hard")
    return {m: v / SCALE for m, v in _hard_scores(pos).items()}


def pure_values(pos: Position, level: str) -> dict[str, float]:
    """Every considered move's value (in seeds, for the player to move) at ``level``
    by the readable search, as played without numba (:data:`PURE_SETTINGS`)."""
    depth, _, nodes = PURE_SETTINGS[level]
    return G.move_values(pos, depth, nodes)


def _exact_scores(pos: Position, nodes: int) -> dict[str, int] | None:
    """Exact values in quarter seeds, or ``None`` if the node budget runs out
    (a node budget, not a time limit, keeps the choice repeatable)."""
    if swap_open(pos):
        return None
    sol = _solver(pos.rules, pos.seeds_on_board()).solve(pos, max_nodes=nodes)
    if not sol.exact:
        return None
    return {m: SCALE * v for m, v in sol.moves.items()}


def _obvious(pos: Position, rng: random.Random) -> Move:
    """Beginner: an extra move or a capture if there is one, else at random."""
    good = []
    for move in pos.legal_moves():
        if move.pit is None:
            continue
        child = pos.play(move)
        if pos.rules.extra_move_in_store:
            if child.to_move == pos.to_move and not child.is_over():
                good.append(move)
        elif child.store(pos.to_move) > pos.store(pos.to_move):
            good.append(move)
    if good:
        # the extra move nearest the store first: it disturbs nothing else
        return max(good, key=lambda m: m.pit or 0)
    return rng.choice(pos.legal_moves())


def _pick(scores: dict[str, int], blur: int, rng: random.Random) -> str:
    noisy = {m: v + (rng.uniform(0, blur * SCALE) if blur else rng.random() * 0.1)
             for m, v in scores.items()}
    return max(noisy, key=lambda m: noisy[m])


def _check_level(level: str) -> None:
    if level not in LEVELS:
        raise InvalidOptionError(f"unknown level {level!r}: choose one of {', '.join(LEVELS)}")


def family_values(pos: Position, level: str) -> dict[str, float]:
    """Every considered move's value (in seeds, for the player to move) at ``level``
    in a game the kernel does not play (``easy`` and up)."""
    depth, _, nodes = FAMILY_SETTINGS[level]
    return G.move_values(pos, depth, nodes)


def _family_move(pos: Position, level: str, rng: random.Random) -> Move:
    if level == "beginner":
        return G.obvious_move(pos, rng)
    blur = FAMILY_SETTINGS[level][1]
    values = family_values(pos, level)
    noisy = {m: v + (rng.uniform(0, blur) if blur else rng.random() * 1e-3)
             for m, v in values.items()}
    return pos.move(max(noisy, key=lambda m: noisy[m]))


@dataclass(frozen=True)
class Choice:
    """A computer player's move and how it was found (:func:`choose`).

    ``how`` is one of :data:`HOWS`:

    ========== =============================================================
    how        meaning
    ========== =============================================================
    only       the only legal move
    random     ``beginner``'s pick (an extra move or a capture if seen)
    search     a depth-limited search (``hard``'s, a shallower one, or
               ``perfect``'s deeper one: ``detail`` says how deep)
    exact      the exact solver proved this move's value best
    bounds     Oware: the solver's proved bounds decide (this move's lower bound
               reaches every other move's upper bound, or proves a win)
    horizon    Oware: :func:`~mancala_core.search.questions.horizon.force_within` proved
               that this move forces a win within :data:`PERFECT_HORIZON` plies
    ========== =============================================================

    ``detail`` says it in words.
    """

    move: Move
    how: str
    detail: str = ""

    @property
    def proved(self) -> bool:
        """True if the choice is proved (``exact``, ``bounds`` or ``horizon``)."""
        return self.how in ("exact", "bounds", "horizon")


HOWS = ("only", "random", "search", "exact", "bounds", "horizon")
#: ``perfect`` in Oware, when the solver's budget leaves the value open: the
#: horizon of :func:`~mancala_core.search.questions.horizon.force_within` (``goal="win"``)
#: and its node budget
PERFECT_HORIZON = 14
PERFECT_HORIZON_NODES = 60_000


def _preference(pos: Position, hard: dict[str, int], rng: random.Random) -> list[str]:
    """The legal moves as ``hard`` prefers them: by its values, best first, its ties
    in a random order (``hard`` picks among them at random)."""
    noisy = {m: v + rng.random() * 0.1 for m, v in hard.items()}
    return sorted(noisy, key=lambda m: -noisy[m])


def _perfect_by_value(pos: Position, order: list[str] | None = None) -> Choice | None:
    """``perfect`` in Kalah (an engine's ``perfect_by_value``): the root's exact value
    by MTD(f), then the first move in ``order`` that keeps it (``hard``'s preference:
    among moves of the best value, the one ``hard`` likes best; without an order, the
    table's best move first), one null-window question a move. ``None`` if the node
    budget ran out first."""
    if swap_open(pos):
        return None
    solver = _solver(pos.rules, pos.seeds_on_board())
    engine = engine_of(pos.rules)
    solver.set_budget(engine.perfect_nodes if engine.compiled else PURE_PERFECT_NODES, None)
    p = pos.to_move
    try:
        value = solver.value(pos, pos.store(p) - pos.store(1 - p))
        if order is None:
            hint = solver._table_move(pos)
            moves = sorted(pos.legal_moves(), key=lambda m: m.pit != hint)
        else:
            moves = [pos.move(m) for m in order]
        for move in moves:
            if solver.child_achieves(pos, pos.play(move), value):
                return Choice(move, "exact", f"the solver proved the value {value:+d}")
    except BudgetExceeded:
        return None
    raise AssertionError(f"no move keeps the value {value} in {pos.text()}")  # pragma: no cover


def _perfect_by_bounds(pos: Position, order: list[str]) -> tuple[Choice | None, list[str]]:
    """``perfect`` in Oware (an engine without ``perfect_by_value``): a move proved by the
    solver (every move's exact value, or bounds that decide), or one the horizon proves
    to force a win; among equal values the first in ``order`` (``hard``'s preference).
    Else ``None`` and the moves that no other move is proved better than."""
    from .horizon import force_within

    sol = _solver(pos.rules, pos.seeds_on_board()).solve(
        pos, max_nodes=engine_of(pos.rules).perfect_nodes)
    rank = {m: i for i, m in enumerate(order)}
    if sol.exact:
        best = max(sol.moves.values())
        text = min((m for m, v in sol.moves.items() if v == best), key=rank.__getitem__)
        return Choice(pos.move(text), "exact", f"the solver proved the value {sol.value:+d}"), []
    bounds = sol.move_bounds
    best_lo = max(lo for lo, _ in bounds.values())
    decided = [m for m, (lo, _) in bounds.items() if lo == best_lo
               and all(h <= lo for other, (_, h) in bounds.items() if other != m)]
    if decided:
        text = min(decided, key=rank.__getitem__)
        return Choice(pos.move(text), "bounds",
                      f"worth at least {best_lo:+d}, no other move more"), []
    if best_lo >= 1:
        text = min((m for m, (lo, _) in bounds.items() if lo == best_lo), key=rank.__getitem__)
        return Choice(pos.move(text), "bounds", f"a proved win (at least {best_lo:+d})"), []
    open_moves = [m for m in order if bounds[m][1] >= best_lo]
    if max(h for _, h in bounds.values()) >= 1:
        answer = force_within(pos, plies=PERFECT_HORIZON, goal="win",
                              max_nodes=PERFECT_HORIZON_NODES)
        wins = answer.winning()
        if wins:
            text = min(wins, key=lambda m: (-bounds[m][0], rank[m]))
            return Choice(pos.move(text), "horizon",
                          f"forces a win within {PERFECT_HORIZON} plies"), []
    return None, open_moves


def _root_values(pos: Position, depth: int, order: list[str], searcher: Solver) -> dict[str, int]:
    """The moves' values ``depth`` moves deep (quarter seeds, :func:`move_scores`'
    evaluation), searched in ``order``: the best move's value and every move that
    equals or beats it are exact, a worse move's value is only an upper bound."""
    out: dict[str, int] = {}
    best = -INF + 1  # no value is below it: the first move's window is the whole range
    for text in order:
        move = pos.move(text)
        if text == "swap":
            v = -searcher.search(closed(pos), -INF, -best + 1, depth=depth, scale=SCALE)
        else:
            child = pos.play(move)
            if child.is_over():
                scores = child.scores()
                v = SCALE * (scores[pos.to_move] - scores[1 - pos.to_move])
            elif child.to_move == pos.to_move:
                v = searcher.search(child, best - 1, INF, depth=depth - 1, scale=SCALE)
            else:
                v = -searcher.search(child, -INF, -best + 1, depth=depth - 1, scale=SCALE)
        out[text] = v
        best = max(best, v)
    return out


def _deeper(pos: Position, order: list[str], engine: Engine) -> tuple[dict[str, int], int]:
    """``perfect``'s own search: one move deeper than ``hard``, then ever deeper while the
    engine's ``perfect_search_nodes`` positions last (a node budget: the same answer on
    every machine), at most ``perfect_extra_depth`` moves beyond ``hard``; the values of
    the deepest search that finished, and its depth."""
    # the table as ``hard``'s search (:func:`move_scores`, which empties it first) left
    # it: its best moves order this search, and the answer stays repeatable
    searcher = _searcher(pos.rules)
    first = searcher.nodes
    values: dict[str, int] = {}
    depth = engine.hard_depth
    try:
        for d in range(depth + 1, depth + engine.perfect_extra_depth + 1):
            left = engine.perfect_search_nodes - (searcher.nodes - first)
            if values and left <= 0:
                break
            searcher.set_budget(left if values else None, None)
            found = _root_values(pos, d, order, searcher)
            values, depth = found, d
            # the next search tries the best first, then the rest as before
            order = sorted(order, key=lambda m: -found[m])
    except BudgetExceeded:
        pass
    finally:
        searcher.set_budget(None, None)
    return values, depth


def _perfect(pos: Position, rng: random.Random) -> Choice:
    """``perfect`` with the compiled search: the exact solver where it settles the move
    (the best value, and among equal values the move ``hard`` prefers), else a search
    deeper than ``hard``'s among the moves the solver did not prove worse."""
    engine = engine_of(pos.rules)
    hard = _hard_scores(pos)
    order = _preference(pos, hard, rng)
    if pos.seeds_on_board() <= max(engine.perfect_exact_seeds, engine.hard_exact_seeds):
        if engine.perfect_by_value:
            choice = _perfect_by_value(pos, order)
            if choice is not None:
                return choice
        else:
            choice, order = _perfect_by_bounds(pos, order)
            if choice is not None:
                return choice
    values, depth = _deeper(pos, order, engine)
    # the first of the best in the search's order: the previous depth's best on a tie
    best = max(values.values())
    text = next(m for m in order if values[m] == best)
    return Choice(pos.move(text), "search",
                  f"{depth} moves ahead: the solver left the value open")


def level_words(rules: Rules, level: str) -> str:
    """What a computer player of ``level`` does in ``rules``, in words for the learner
    (in the language in use), as the code plays it there: with the compiled search or
    the readable one, exact near the end or not.

        >>> import mancala_core as mc
        >>> level_words(mc.rules("kalah"), "medium")
        'looks 4 moves ahead and sometimes misjudges'
        >>> level_words(mc.rules("kalah"), "perfect")
        'plays perfectly where it can prove it, else looks further ahead than hard'
        >>> level_words(mc.rules("toguz"), "perfect")
        'looks further ahead than hard, with more work (it cannot prove its moves in this game)'
    """
    _check_level(level)
    engine = engine_of(rules)
    if level == "beginner":
        if not engine.proves:
            return _("plays at random, but takes a win, a capture or an extra move when it "
                     "sees one")
        if rules.extra_move_in_store:
            return _("plays at random, but takes an extra move when it sees one")
        return _("plays at random, but takes a capture when it sees one")
    if level in ("easy", "medium"):
        depth = (_SETTINGS if engine.compiled else FAMILY_SETTINGS)[level][0]
        if level == "easy":
            return ngettext("looks %(n)s move ahead and often misjudges",
                            "looks %(n)s moves ahead and often misjudges", depth) % {"n": depth}
        return ngettext("looks %(n)s move ahead and sometimes misjudges",
                        "looks %(n)s moves ahead and sometimes misjudges", depth) % {"n": depth}
    hard = {"hard": pgettext("level", "hard")}
    if not engine.proves:
        if level == "hard":
            return _("looks as far ahead as a fixed amount of work allows")
        return _("looks further ahead than %(hard)s, with more work "
                 "(it cannot prove its moves in this game)") % hard
    if level == "perfect":
        return _("plays perfectly where it can prove it, else looks further ahead "
                 "than %(hard)s") % hard
    if not engine.compiled:
        return _("looks as far ahead as a fixed amount of work allows; near the end, "
                 "plays perfectly where it can prove it quickly")
    depth = engine.hard_depth
    return ngettext("looks %(n)s move ahead; near the end, plays perfectly where it can "
                    "prove it quickly",
                    "looks %(n)s moves ahead; near the end, plays perfectly where it can "
                    "prove it quickly", depth) % {"n": depth}


def choose(pos: Position, level: Level = "hard", seed: int | None = None) -> Choice:
    """The move a computer player of ``level`` chooses in ``pos``, and how it
    found it (:class:`Choice`)."""
    _check_level(level)
    legal = pos.legal_moves()
    if not legal:
        raise ValueError(f"no move in {pos.text()!r}: the game is over")
    rng = random.Random(seed)
    if len(legal) == 1:
        return Choice(legal[0], "only", "the only legal move")
    engine = engine_of(pos.rules)
    if not engine.proves:
        move = _family_move(pos, level, rng)
        return Choice(move, "random" if level == "beginner" else "search",
                      f"{level} in {pos.rules.name}")
    if level == "beginner":
        return Choice(_obvious(pos, rng), "random", "an extra move or a capture if seen")
    if not engine.compiled:
        return _pure_choice(pos, level, rng)
    if level == "perfect":
        return _perfect(pos, rng)
    scores: dict[str, int] | None = None
    try:
        if level in _SETTINGS:
            depth, blur = _SETTINGS[level]
            return Choice(pos.move(_pick(move_scores(pos, depth), blur, rng)), "search",
                          f"{depth} moves ahead")
        if pos.seeds_on_board() <= engine.hard_exact_seeds:
            scores = _exact_scores(pos, HARD_EXACT_NODES)
        if scores is not None:
            return Choice(pos.move(_pick(scores, 0, rng)), "exact",
                          "the solver proved the best value")
        scores = _hard_scores(pos)
    except BudgetExceeded:  # pragma: no cover - heuristic searches have no budget
        scores = move_scores(pos, 1)
    return Choice(pos.move(_pick(scores, 0, rng)), "search",
                  f"{engine.hard_depth} moves ahead")


def _pure_choice(pos: Position, level: str, rng: random.Random) -> Choice:
    """A level's move in Kalah or Oware without numba: the exact solver near the end
    (``hard`` and ``perfect``, within a small budget), else the readable search."""
    engine = engine_of(pos.rules)
    if level in ("hard", "perfect") and pos.seeds_on_board() <= engine.pure_exact_seeds:
        if level == "perfect" and engine.perfect_by_value:
            choice = _perfect_by_value(pos)
            if choice is not None:
                return choice
        else:
            nodes = PURE_PERFECT_NODES if level == "perfect" else PURE_EXACT_NODES
            scores = _exact_scores(pos, nodes)
            if scores is not None:
                return Choice(pos.move(_pick(scores, 0, rng)), "exact",
                              "the solver proved the best value")
    depth, blur, _nodes = PURE_SETTINGS[level]
    result = G.search(pos, depth, PURE_SETTINGS[level][2])
    noisy = {m: v + (rng.uniform(0, blur) if blur else rng.random() * 1e-3)
             for m, v in result.values.items()}
    return Choice(pos.move(max(noisy, key=lambda m: noisy[m])), "search",
                  f"{result.depth} moves ahead")


def best_move(pos: Position, level: Level = "hard", seed: int | None = None) -> Move:
    """The move a computer player of ``level`` chooses in ``pos``
    (:func:`choose` says how it found it).

    ``seed`` makes the choice repeatable (levels below ``perfect`` break ties and
    blur values at random). An unknown level is an
    :class:`~mancala_core.InvalidOptionError`.
    """
    return choose(pos, level, seed).move


#: the same as :func:`best_move`
computer_move = best_move


@dataclass
class Player:
    """A computer player: ``Player("hard").move(pos)``."""

    level: Level = "hard"
    seed: int | None = None

    def __post_init__(self) -> None:
        _check_level(self.level)
        self._rng = random.Random(self.seed)
        #: how the last move was found (``None`` before the first)
        self.last: Choice | None = None

    def move(self, pos: Position) -> Move:
        """This player's move in ``pos`` (how it was found: :attr:`last`)."""
        return self.choose(pos).move

    def choose(self, pos: Position) -> Choice:
        """This player's move in ``pos`` and how it was found (:class:`Choice`)."""
        self.last = choose(pos, self.level, seed=self._rng.randrange(2**32))
        return self.last
