"""A readable depth-limited search for the games the compiled kernel does not play.

The numba kernel (:mod:`~mancala_core.search.compiled.kernel`) plays Kalah and Oware
only. Every other game of the family — Mankala 2/4, Toguz Kumalak, Congkak,
Basic mancala for 2–4 players and Bao — is searched here, in plain Python,
through the public rules API alone: ``pos.legal_moves()``, ``pos.play(m)``,
``pos.is_over()``, ``pos.scores()``, ``pos.store(p)``, ``pos.pits(p)``,
``pos.to_move`` and ``pos.places()``.

    >>> import mancala_core as mc
    >>> pos = mc.rules("basic").start()
    >>> values = move_values(pos, depth=2)
    >>> sorted(values) == [m.text for m in pos.legal_moves() if m.text != "resign"]
    True

**The search.** Alpha-beta over values seen by one player, the *root* player
(the one to move at the start of the search): a node where the root player is
to move takes the maximum of its children, any other node the minimum. The
side to move is read from each position, so an extra move (the same side moves
again) simply makes two maximising or two minimising nodes in a row; there is
no blind negation. With 3 or 4 players (Basic mancala) this is the *paranoid*
search: the root player assumes that all the others play together against it.
It is cautious, never optimistic, and a win it finds is a win against any
play.

Moves are tried in order: the best move of a shallower search of the same
position first, then by the evaluation of the position each move leads to.
A small transposition dict keyed by the position stores each searched
position's value, bound and best move. Positions are hashable values whose
equality leaves out the repetition history (:attr:`~mancala_core.Position.history`)
of Mankala 2/4, Toguz and Congkak: two positions that differ only in what came
before share an entry, so a repetition that would end the game a few moves on
may be missed. That is acceptable at these depths; the rules, not the search,
decide what is legal.

Searches deepen one move at a time (iterative deepening) until the depth asked
for or a **node budget** runs out; the deepest finished search decides. A
budget counted in positions, never in seconds, keeps every choice repeatable
on any machine.

**Evaluation**, in seeds for the root player (:func:`evaluate`):

- seed games (Mankala 2/4, Toguz, Congkak): the store difference plus a
  quarter seed per seed more on one's own side; in Toguz a tuzdyk is worth
  :data:`TUZDYK_BONUS` seeds;
- Basic mancala: the seeds left in one's row, fewer is better (the row of the
  closest rival, the other player still in the game with the fewest seeds
  left, minus one's own), added to the value of the middle of the places still
  open; a place won is worth its place value, 1st ``+WIN``, last ``−WIN``;
- Bao: the seeds of one's own side and hand minus the opponent's, plus half a
  seed per seed more in the front row (an empty front row loses);

and a finished game is worth ``±WIN`` (less the moves it takes, so a nearer
win is better) plus the score difference: a win or a loss outweighs every
heuristic value.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ...rules import Move, Position

__all__ = [
    "WIN",
    "WON",
    "SearchResult",
    "evaluate",
    "move_values",
    "obvious_move",
    "search",
    "searchable_moves",
]

#: the value of a won game (a lost one is ``-WIN``); less one per move to reach it
WIN = 1_000_000.0
#: values at or beyond ``±WON`` are wins or losses found by the search
WON = 0.9 * WIN
#: per seed more on one's own side (seed games)
SIDE_BONUS = 0.25
#: a tuzdyk (Toguz): the stones it will still collect, roughly
TUZDYK_BONUS = 5.0
#: per seed more in the front row (Bao)
FRONT_BONUS = 0.5


class OutOfNodes(Exception):
    """The node budget ran out (caught by :func:`search`)."""


def searchable_moves(pos: Position) -> tuple[Move, ...]:
    """The legal moves a computer considers: every one but ``resign``, unless
    resigning is the only legal move."""
    legal = pos.legal_moves()
    moves = tuple(m for m in legal if m.text != "resign")
    return moves or legal


# -- evaluation ------------------------------------------------------------------------


def place_value(place: float, players: int) -> float:
    """A place's value: 1st ``+WIN``, last ``-WIN``, the places between evenly spaced."""
    return WIN * (players + 1 - 2 * place) / (players - 1)


def _seed_value(pos: Position, me: int) -> float:
    them = 1 - me
    value: float = pos.store(me) - pos.store(them)
    value += SIDE_BONUS * (sum(pos.pits(me)) - sum(pos.pits(them)))
    if pos.rules.evaluation == "tuzdyk":
        mine, theirs = pos.extra[me], pos.extra[them]
        value += TUZDYK_BONUS * ((mine is not None) - (theirs is not None))
    return value


def _basic_value(pos: Position, me: int) -> float:
    rules = pos.rules
    players = rules.players
    finished, resigned = pos.extra
    best, worst = len(finished) + 1, players - len(resigned)
    mine = sum(pos.pits(me))
    others = [sum(pos.pits(q)) for q in range(players)
              if q != me and q not in finished and q not in resigned]
    spare = min(others) - mine if others else 0.0
    return place_value((best + worst) / 2, players) + spare


def _bao_value(pos: Position, me: int) -> float:
    them = 1 - me
    mine, theirs = pos.pits(me), pos.pits(them)
    value = float(sum(mine) + pos.store(me) - sum(theirs) - pos.store(them))
    return value + FRONT_BONUS * (sum(mine[:8]) - sum(theirs[:8]))


def outcome(pos: Position, me: int, ply: int = 0) -> float | None:
    """The value of a decided result for ``me``, or ``None`` while it is open: a
    finished game, or (games ranked by places) a place ``me`` has already won.
    Wins and losses are moved ``ply`` towards zero, so nearer wins count more."""
    rules = pos.rules
    if rules.ranked_by_places:
        place = pos.places()[me]
        if place is None:
            return None
        value = place_value(place, rules.players)
    else:
        if not pos.is_over():
            return None
        scores = pos.scores()
        diff = scores[me] - max(s for q, s in enumerate(scores) if q != me)
        value = diff + (WIN if diff > 0 else -WIN if diff < 0 else 0.0)
    if value >= WON:
        return value - ply
    if value <= -WON:
        return value + ply
    return value


def evaluate(pos: Position, me: int) -> float:
    """The heuristic value of an undecided position for player ``me``, in seeds
    (see the module's docstring)."""
    kind = pos.rules.evaluation
    if kind == "race":
        return _basic_value(pos, me)
    if kind == "front-row":
        return _bao_value(pos, me)
    return _seed_value(pos, me)


# -- the search ------------------------------------------------------------------------

EXACT, LOWER, UPPER = 0, 1, 2


def _to_table(value: float, ply: int) -> float:
    """Wins and losses are stored counted from the position, not from the root."""
    if value >= WON:
        return value + ply
    if value <= -WON:
        return value - ply
    return value


def _from_table(value: float, ply: int) -> float:
    if value >= WON:
        return value - ply
    if value <= -WON:
        return value + ply
    return value


class _Search:
    """One search for the player ``me``: a node counter and a transposition dict."""

    def __init__(self, me: int, max_nodes: int | None) -> None:
        self.me = me
        self.max_nodes = max_nodes
        self.nodes = 0
        #: position -> (depth, value, bound, best move text)
        self.table: dict[Position, tuple[int, float, int, str | None]] = {}

    def ordered(self, pos: Position, first: str | None) -> list[tuple[Move, Position]]:
        """The children, the table's best move first, then the most promising for the mover."""
        children = [(m, pos.play(m)) for m in searchable_moves(pos)]
        me = self.me
        sign = 1.0 if pos.to_move == me else -1.0

        def promise(item: tuple[Move, Position]) -> float:
            move, child = item
            if move.text == first:
                return float("inf")
            decided = outcome(child, me)
            return sign * (decided if decided is not None else evaluate(child, me))

        children.sort(key=promise, reverse=True)
        return children

    def value(self, pos: Position, depth: int, alpha: float, beta: float, ply: int) -> float:
        """The value for ``me`` of ``pos`` searched ``depth`` moves deep (fail-soft)."""
        self.nodes += 1
        if self.max_nodes is not None and self.nodes > self.max_nodes:
            raise OutOfNodes
        decided = outcome(pos, self.me, ply)
        if decided is not None:
            return decided
        if depth <= 0:
            return evaluate(pos, self.me)
        entry = self.table.get(pos)
        first = None
        if entry is not None:
            e_depth, e_value, bound, first = entry
            if e_depth >= depth:
                stored = _from_table(e_value, ply)
                if bound == EXACT:
                    return stored
                if bound == LOWER and stored >= beta:
                    return stored
                if bound == UPPER and stored <= alpha:
                    return stored
        maximising = pos.to_move == self.me
        a0, b0 = alpha, beta
        best = -float("inf") if maximising else float("inf")
        best_move: str | None = None
        children = (self.ordered(pos, first) if depth >= 2
                    else [(m, pos.play(m)) for m in searchable_moves(pos)])
        for move, child in children:
            v = self.value(child, depth - 1, alpha, beta, ply + 1)
            if maximising:
                if v > best:
                    best, best_move = v, move.text
                alpha = max(alpha, v)
            else:
                if v < best:
                    best, best_move = v, move.text
                beta = min(beta, v)
            if alpha >= beta:
                break
        bound = UPPER if best <= a0 else LOWER if best >= b0 else EXACT
        self.table[pos] = (depth, _to_table(best, ply), bound, best_move)
        return best


@dataclass(frozen=True)
class SearchResult:
    """Each considered move's value for the player to move, in seeds (see
    :func:`evaluate`); ``depth`` is the depth of the deepest finished search,
    ``nodes`` the positions visited in all."""

    values: dict[str, float]
    depth: int
    nodes: int

    def best(self) -> float:
        return max(self.values.values())


def _root(s: _Search, pos: Position, depth: int) -> dict[str, float]:
    """Every move's value at ``depth``: exact for the best move and for every move
    that ties it, an upper bound below the best for the others."""
    values: dict[str, float] = {}
    best = -float("inf")
    first = None
    entry = s.table.get(pos)
    if entry is not None:
        first = entry[3]
    for move, child in s.ordered(pos, first):
        # a window just below the best so far: a tie is still measured exactly
        alpha = best - 1e-6 if best > -float("inf") else -float("inf")
        v = s.value(child, depth - 1, alpha, float("inf"), 1)
        values[move.text] = v
        best = max(best, v)
    best_text = max(values, key=lambda m: values[m])
    s.table[pos] = (depth, _to_table(best, 0), EXACT, best_text)
    return values


def search(pos: Position, depth: int, max_nodes: int | None = None) -> SearchResult:
    """Search ``pos`` ever deeper, to ``depth`` moves or until ``max_nodes``
    positions are spent; the deepest finished search gives the values. Depth 1 is
    always finished, whatever the budget. Stops early once every move's result
    is decided."""
    if pos.is_over():
        raise ValueError(f"no move in {pos.text()!r}: the game is over")
    s = _Search(pos.to_move, None)
    values = _root(s, pos, 1)
    done = 1
    s.max_nodes = max_nodes
    for d in range(2, depth + 1):
        if all(abs(v) >= WON for v in values.values()):
            break
        try:
            values = _root(s, pos, d)
        except OutOfNodes:
            break
        done = d
    return SearchResult(values, done, s.nodes)


def move_values(pos: Position, depth: int, max_nodes: int | None = None) -> dict[str, float]:
    """Every considered move's value for the player to move after a search
    ``depth`` moves deep (see :func:`search`)."""
    return search(pos, depth, max_nodes).values


# -- the beginner ----------------------------------------------------------------------


def _gain(pos: Position, move: Move) -> tuple[int, int, int]:
    """(places won, seeds captured, extra move) of ``move``: what a beginner sees."""
    p = pos.to_move
    trace = pos.trace(move)
    child = trace.after
    # a place as good as any still open: a finish (Basic) or a win
    place = child.places()[p]
    placed = place is not None and place <= 1 + sum(q is not None for q in pos.places())
    again = child.to_move == p and not child.is_over()
    return int(placed), trace.captured(), int(again)


def obvious_move(pos: Position, rng: random.Random) -> Move:
    """Beginner: a move that finishes or wins, else the biggest capture, else an extra
    move, else a move at random; never ``resign`` unless it is the only move."""
    moves = searchable_moves(pos)
    gains: dict[Move, tuple[int, int, int]] = {m: _gain(pos, m) for m in moves}
    top = max(gains.values())
    if top == (0, 0, 0):
        return rng.choice(moves)
    return rng.choice([m for m in moves if gains[m] == top])

