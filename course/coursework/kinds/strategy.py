"""Strategy exercises: the search decides what is best, the rules explain why.

Two kinds for lessons about playing well (lesson 7 and on):

- :class:`BestMove`: find the best move of a position. The solver (or a
  depth-limited search) values every move; a wrong move is explained by what it
  does, what it gives up (a longer chain of extra moves), what it allows (the
  opponent's capture or extra moves, found by a one-turn search of the reply)
  and what the search says it costs.
- :class:`Tournament`: the learner writes ``choose(position)``; the check plays it
  against computer levels over a few deterministic games, both colours, and
  reports the score with what it saw (extra moves missed, captures missed,
  seeds given away).

::

    >>> import mancala_core as mc
    >>> q = BestMove(mc.rules("kalah", pits=3, seeds=2).start(), title="First move")
    >>> q.right
    ['2']
    >>> print(q.check(1))  # doctest: +NORMALIZE_WHITESPACE
    Not yet: pit 1 is not the best move: South's pit 1 holds 2 seeds and is 3 steps from
    South's store: not enough to reach it, so the last seed lands in South's pit 3, which
    already held seeds (3 now): no capture, North's turn. North can answer with 1 extra move
    (2, 3), banking 2. Another move starts a longer chain of extra moves: look for a pit
    that holds just as many seeds as it is steps from your store.

  The second wrong try adds the values, the best move still unnamed; the third names it:

    >>> print(q.check(1))  # doctest: +NORMALIZE_WHITESPACE +ELLIPSIS
    Not yet: pit 1 is not the best move: ... With perfect play from here (your seeds first)
    pit 1 loses by 8 (2–10); the best move wins by 4 (8–4).
    >>> print(q.check(1))  # doctest: +NORMALIZE_WHITESPACE
    Not yet: pit 1 is not the best move: South's pit 1 holds 2 seeds and is 3 steps from
    South's store: not enough to reach it, so the last seed lands in South's pit 3, which
    already held seeds (3 now): no capture, North's turn. Pit 2 starts a chain of 1 extra
    move (2); after pit 1 you have none. North can answer with 1 extra move (2, 3), banking
    2. With perfect play from here (your seeds first) pit 1 loses by 8 (2–10); pit 2 wins
    by 4 (8–4).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import mancala_core as mc
from mancala_core.i18n import _, ngettext
from mancala_core.rules.explain import explain_move
from mancala_core.rules.words import owner_name, side_name

from .answers import Shape, read_move
from .exercise import Exercise, as_position
from .feedback import Feedback, malformed, move_name, played, right, wrong
from .moves import in_own_store, longest_chain
from .questions import FunctionTask

__all__ = ["BestMove", "GameRecord", "Tournament", "best_turn"]


# -- what a turn can bank ------------------------------------------------------------------


def best_turn(pos: mc.Position, *, longest: int = 6) -> tuple[list[mc.MoveTrace], int]:
    """The turn of the player to move in ``pos`` that banks the most seeds (sown into the
    store and captured), extra moves followed up to ``longest`` moves: a one-turn search.
    Its traces and the seeds banked; among equal turns, the shortest.

        >>> import mancala_core as mc
        >>> traces, banked = best_turn(mc.rules("kalah").start())
        >>> [t.move.text for t in traces], banked
        (['3', '4'], 2)
    """
    mover = pos.to_move
    best: tuple[list[mc.MoveTrace], int] = ([], -1)
    for move in pos.legal_moves():
        trace = pos.trace(move)
        gained = trace.after.store(mover) - pos.store(mover)
        turn = [trace]
        after = trace.after
        if (longest > 1 and not after.is_over() and after.to_move == mover
                and after.rules.extra_move_in_store):
            rest, more = best_turn(after, longest=longest - 1)
            turn += rest
            gained += max(more, 0)
        if gained > best[1] or (gained == best[1] and len(turn) < len(best[0])):
            best = (turn, gained)
    return best


def _turn_story(turn: list[mc.MoveTrace], banked: int) -> str:
    """``"North can answer 2 (an extra move), then 5 and capture 8: …"``, or ``""`` if
    the turn neither captures nor moves again."""
    if not turn:
        return ""
    names = turn[0].before.rules.side_names
    who = side_name(names[turn[0].before.to_move])
    extra = [t for t in turn if in_own_store(t) and not t.after.is_over()]
    last = turn[-1]
    moves = [t.move.text for t in turn]
    if last.taken():
        lead = ""
        if len(moves) > 1:
            lead = ngettext("%(moves)s (extra move), then ", "%(moves)s (extra moves), then ",
                            len(moves) - 1) % {"moves": ", ".join(moves[:-1])}
        return _("%(who)s can answer %(lead)s%(move)s and capture %(n)s: %(what)s") % {
            "who": who, "lead": lead, "move": moves[-1], "n": last.taken(),
            "what": explain_move(last)}
    if extra:
        count = len(extra)
        return ngettext("%(who)s can answer with %(n)s extra move (%(moves)s), banking "
                        "%(banked)s",
                        "%(who)s can answer with %(n)s extra moves (%(moves)s), banking "
                        "%(banked)s", count) % {
            "who": who, "n": count, "moves": ", ".join(moves), "banked": banked}
    return ""


def _chain_from(trace: mc.MoveTrace) -> list[str]:
    """The longest chain of extra moves that starts with ``trace``'s move (``[]`` if the
    move is no extra move)."""
    if not in_own_store(trace):
        return []
    rest = () if trace.after.is_over() else longest_chain(trace.after)
    return [trace.move.text, *rest]


# -- find the best move --------------------------------------------------------------------


def _value_phrase(value: float, exact: bool, total: int | None = None) -> str:
    """``"wins by 4 (26–22)"``: an exact value (the final score difference; the final
    score when every seed ends in a store, ``total`` of them), or a search's rating."""
    if not exact:
        return _("is worth %(value)s seeds for you") % {"value": f"{value:+g}"}
    score = ""
    if total is not None and (total + value) % 2 == 0:
        score = f" ({(total + value) / 2:g}–{(total - value) / 2:g})"
    if value > 0:
        return _("wins by %(n)s") % {"n": f"{value:g}"} + score
    if value < 0:
        return _("loses by %(n)s") % {"n": f"{-value:g}"} + score
    return _("draws") + score


class BestMove(Exercise):
    """Find the best move: the search decides which moves are best (every move of the
    best value is right). Answer a pit number or click it on ``board()``.

    :param depth: ``None`` (the default): the exact solver values the moves (it must
        finish within ``max_nodes``; choose positions with few seeds); a number: a
        search that many moves deep (:func:`mancala_core.search.questions.players.move_scores`)
    :param idea: ``idea(trace, best_trace)`` may add a sentence, computed from the traces,
        about the lesson's idea (``""`` for none)
    """

    on_board = True

    def __init__(
        self,
        position: mc.Position | str,
        *,
        depth: int | None = None,
        max_nodes: int = 2_000_000,
        idea: Callable[[mc.MoveTrace, mc.MoveTrace], str] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.position = as_position(position)
        if self.position.is_over():
            raise ValueError(f"the game is over in {self.position.text()!r}: no best move")
        self.depth = depth
        self.max_nodes = max_nodes
        self.idea = idea
        self.traces = {m.text: self.position.trace(m) for m in self.position.legal_moves()}

    @functools.cached_property
    def values(self) -> dict[str, float]:
        """Every legal move's value for the player to move: the final score difference
        with perfect play (exact), or the search's rating in seeds (``depth=``)."""
        if self.depth is None:
            from mancala_core.search import solve

            # no endgame database: the same values whatever the caches hold
            sol = solve(self.position, max_nodes=self.max_nodes, endgame=False)
            if not sol.exact:
                raise ValueError(f"the solver did not finish within {self.max_nodes} nodes in "
                                 f"{self.position.text()!r}: give BestMove a depth=")
            return {m: float(v) for m, v in sol.moves.items()}
        from mancala_core.search.questions.players import SCALE, move_scores

        return {m: v / SCALE for m, v in move_scores(self.position, self.depth).items()}

    @property
    def exact(self) -> bool:
        return self.depth is None

    @property
    def right(self) -> list[str]:
        """The best moves, in the order of the legal moves."""
        top = max(self.values.values())
        return [m for m in self.traces if self.values[m] == top]

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        n = self.position.rules.pits_per_player
        return f'a pit number from 1 to {n} (or its text, such as "3")'

    def expected(self) -> int | str:
        text = self.right[0]
        return int(text) if text.isdigit() else text

    def _expected_moves(self) -> list[str]:
        return [self.right[0]]

    def _judge(self, answer: Any) -> Feedback:
        answered = played(answer, self.position, self.traces)
        if isinstance(answered, Feedback):
            return answered
        move = answered[0]
        if move.text in self.right:
            return right(self._why_right(move.text))
        return wrong(self._why_wrong(move.text))

    # -- the explanations ------------------------------------------------------------------

    def _value(self, text: str) -> str:
        rules = self.position.rules
        counted = rules.options.get("leftovers") == "owner"
        total = rules.total_seeds if counted else None
        phrase = _value_phrase(self.values[text], self.exact, total)
        return _("%(move)s %(result)s") % {"move": move_name(self.position.move(text)),
                                            "result": phrase}

    def _search_says(self, texts: Sequence[str]) -> str:
        said = "; ".join(self._value(t) for t in texts)
        if self.exact:
            return _("With perfect play from here (your seeds first) %(said)s") % {
                "said": said}
        return ngettext("The search, %(n)s move ahead, says: %(said)s",
                        "The search, %(n)s moves ahead, says: %(said)s", self.depth or 0) % {
            "n": self.depth, "said": said}

    def _why_right(self, text: str) -> str:
        trace = self.traces[text]
        parts = [_("%(move)s is the best move: %(what)s") % {
            "move": move_name(trace.move), "what": explain_move(trace)}]
        chain = _chain_from(trace)
        if len(chain) > 1:
            parts.append(ngettext("it starts a chain of %(n)s extra move (%(moves)s)",
                                  "it starts a chain of %(n)s extra moves (%(moves)s)",
                                  len(chain)) % {"n": len(chain), "moves": ", ".join(chain)})
        others = sorted((t for t in self.traces if t not in self.right),
                        key=lambda t: -self.values[t])
        parts.append(self._search_says([text, *others[:1]]))
        return ". ".join([parts[0], *(_capital(p) for p in parts[1:])])

    def _why_wrong(self, text: str) -> str:
        trace = self.traces[text]
        best_text = self._closest_best(text)
        best = self.traces[best_text]
        name = move_name(trace.move)
        parts = [_("%(move)s is not the best move: %(what)s") % {
            "move": name, "what": explain_move(trace)}]
        mine, theirs = _chain_from(trace), _chain_from(best)
        if self.level < 3:  # what the move does and allows; the better move unnamed
            return self._why_wrong_unnamed(trace, parts, len(mine), len(theirs))
        # what it gives up: a longer chain of extra moves
        if len(theirs) > len(mine):
            have = (_("after %(move)s you have none") % {"move": name} if not mine else
                    _("starting with %(move)s the chain is %(n)s long (%(moves)s)") % {
                        "move": name, "n": len(mine), "moves": ", ".join(mine)})
            parts.append(ngettext("%(move)s starts a chain of %(n)s extra move (%(moves)s); "
                                  "%(have)s",
                                  "%(move)s starts a chain of %(n)s extra moves (%(moves)s); "
                                  "%(have)s", len(theirs)) % {
                "move": move_name(best.move), "n": len(theirs), "moves": ", ".join(theirs),
                "have": have})
        # what it allows: the opponent's best turn
        allows = self._allows(trace)
        if allows:
            parts.append(allows)
            after_best = self._reply_bank(best)
            after_this = self._reply_bank(trace) or 0
            if after_best is not None and after_best < after_this:
                other = trace.before.rules.side_names[1 - trace.before.to_move]
                parts.append(_("after %(move)s the most %(side)s can bank in one turn is "
                               "%(n)s") % {"move": move_name(best.move),
                                           "side": side_name(other), "n": after_best})
        if self.idea is not None:
            extra = self.idea(trace, best)
            if extra:
                parts.append(extra)
        parts.append(self._search_says([text, best_text]))
        return ". ".join([parts[0], *(_capital(p) for p in parts[1:])])

    def _why_wrong_unnamed(self, trace: mc.MoveTrace, parts: list[str], mine: int,
                           theirs: int) -> str:
        """:meth:`_why_wrong` before the third wrong try: what the learner's move does and
        what it allows, and what to look for instead, without naming the best move (on the
        second try, with the values of both)."""
        allows = self._allows(trace)
        if allows:
            parts.append(allows)
        if theirs > mine:
            parts.append(_("another move starts a longer chain of extra moves: look for a pit "
                           "that holds just as many seeds as it is steps from your store"))
        elif allows:
            parts.append(_("another move leaves the opponent less: for each of your moves, "
                           "look at the opponent's best reply"))
        else:
            parts.append(_("another move does better: compare what each of your moves "
                           "gives you and leaves the opponent"))
        if self.level == 2:
            rules = self.position.rules
            counted = rules.options.get("leftovers") == "owner"
            total = rules.total_seeds if counted else None
            best = max(self.values.values())
            parts.append(self._search_says([trace.move.text]) + "; " + _(
                "the best move %(result)s") % {
                "result": _value_phrase(best, self.exact, total)})
        return ". ".join([parts[0], *(_capital(p) for p in parts[1:])])

    def _closest_best(self, text: str) -> str:
        """The best move to compare ``text`` with: one that is also an extra move if
        ``text`` is one, else the first."""
        right = self.right
        if in_own_store(self.traces[text]):
            same = [t for t in right if in_own_store(self.traces[t])]
            if same:
                return same[0]
        return right[0]

    def _allows(self, trace: mc.MoveTrace) -> str:
        """What the opponent can do after this move, if that is a capture or extra moves;
        after an extra move, what the opponent still threatens."""
        after = trace.after
        if after.is_over():
            return ""
        mover = trace.before.to_move
        if after.to_move != mover:
            return _turn_story(*best_turn(after))
        turn, _banked = best_turn(after.with_other_to_move(), longest=1)
        if turn and turn[-1].taken():
            other = after.rules.side_names[1 - mover]
            return _("you move again, but %(side)s still threatens a capture of %(n)s "
                     "(%(owner)s's %(move)s) for when your turn ends") % {
                "side": side_name(other), "n": turn[-1].taken(), "owner": owner_name(other),
                "move": turn[-1].move.text}
        return ""

    def _reply_bank(self, trace: mc.MoveTrace) -> int | None:
        """The most the opponent can bank in the turn after ``trace`` (``None`` if the move
        ends the game or moves again)."""
        after = trace.after
        if after.is_over() or after.to_move == trace.before.to_move:
            return None
        return best_turn(after)[1]

    def _explain_solution(self) -> str:
        best = self.right
        more = (_(" (the best moves: %(moves)s)") % {"moves": ", ".join(best)}
                if len(best) > 1 else "")
        return f"{best[0]}{more}. {self._why_right(best[0])}"


def _count(n: int, word: str) -> str:
    """``"1 win"``, ``"2 losses"``."""
    if word == "win":
        return ngettext("%(n)s win", "%(n)s wins", n) % {"n": n}
    if word == "draw":
        return ngettext("%(n)s draw", "%(n)s draws", n) % {"n": n}
    if word == "loss":
        return ngettext("%(n)s loss", "%(n)s losses", n) % {"n": n}
    plural = word + ("es" if word.endswith("s") else "s")
    return f"{n} {word if n == 1 else plural}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- on your own: a tournament ------------------------------------------------------------------


@dataclass
class GameRecord:
    """One game of a :class:`Tournament`: who played what, and what the check saw."""

    number: int
    level: str
    #: the learner's side (0 South, who moves first; 1 North)
    side: int
    seed: int
    start: mc.Position
    moves: list[str] = field(default_factory=list)
    scores: tuple[int, int] = (0, 0)
    #: (move number, position, the extra move that was there) where the learner took none
    missed_extra: list[tuple[int, mc.Position, str]] = field(default_factory=list)
    #: (move number, position, a capturing move, seeds) where the learner captured less
    missed_capture: list[tuple[int, mc.Position, str, int]] = field(default_factory=list)
    #: seeds the opponent captured
    given: int = 0

    @property
    def mine(self) -> int:
        return self.scores[self.side]

    @property
    def theirs(self) -> int:
        return self.scores[1 - self.side]

    @property
    def points(self) -> float:
        return 1.0 if self.mine > self.theirs else 0.5 if self.mine == self.theirs else 0.0


class _Broken(Exception):
    """The learner's function raised or returned something that is not a legal move."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class Tournament(FunctionTask):
    """On your own: write ``choose(position)``, which returns a move (a pit number); the
    check plays it against computer ``levels`` (:data:`mancala_core.search.LEVELS`), each
    level ``games`` times from each side, with fixed seeds (the same games every time for
    the same function), and reports the score and what it saw.

    :param need: the share of the points (a win 1, a draw ½) the function must score
        against every level
    :param solution_code: a function that passes, shown by ``solution()`` and the
        teacher's copy
    :param reference: the same function (the author's tests play it)
    :param bound_as: the exercise's name in the lesson, such as ``"q7"``
    """

    answer_shape = "a function choose(position) that returns a move (write `def ...` and pass " \
        "its name)"

    def __init__(
        self,
        name: str,
        reference: Callable[[mc.Position], Any],
        solution_code: str,
        *,
        rules: mc.Rules | None = None,
        levels: Sequence[str] = ("beginner", "easy"),
        games: int = 2,
        seed: int = 7,
        need: float = 0.5,
        bound_as: str = "q",
        **kwargs: Any,
    ) -> None:
        from mancala_core.search import LEVELS

        unknown = [level for level in levels if level not in LEVELS]
        if unknown:
            raise ValueError(f"Tournament: unknown levels {unknown}: choose from {LEVELS}")
        FunctionTask.__init__(self, name, reference, [], lambda: "", solution_code, **kwargs)
        self.rules = rules if rules is not None else mc.rules("kalah")
        self.levels = tuple(levels)
        self.games = games
        self.seed = seed
        self.need = need
        #: the exercise's name in the lesson (``q7``), for the report's last line
        self.bound_as = bound_as
        #: the games of the last check (``replay(n)`` shows game ``n``)
        self.played: list[GameRecord] = []

    # -- playing ------------------------------------------------------------------------------

    def schedule(self) -> list[tuple[str, int, int]]:
        """(level, learner's side, seed) of every game, in order."""
        return [(level, side, self.seed * 100 + round_)
                for level in self.levels for round_ in range(self.games) for side in (0, 1)]

    def play_all(self, choose: Callable[[mc.Position], Any]) -> list[GameRecord]:
        """Play every game of the schedule with ``choose``; raises :class:`_Broken` with the
        learner's message if ``choose`` fails."""
        records = []
        for number, (level, side, seed) in enumerate(self.schedule(), start=1):
            records.append(self._play(number, level, side, seed, choose))
        return records

    def _play(self, number: int, level: str, side: int, seed: int,
              choose: Callable[[mc.Position], Any]) -> GameRecord:
        from mancala_core.search import Player

        opponent = Player(level, seed=seed)  # type: ignore[arg-type]
        pos = self.rules.start()
        record = GameRecord(number, level, side, seed, pos)
        names = self.rules.side_names
        for _turn in range(1000):  # a Kalah game is far shorter; this only stops a runaway loop
            if pos.is_over():
                break
            if pos.to_move != side:
                move = opponent.move(pos)
                trace = pos.trace(move)
                record.given += trace.captured()
            else:
                move_number = len(record.moves) + 1
                where = (f"in game {number} ({names[side]} against {level}), move "
                         f"{move_number}, position {pos.text()!r}")
                try:
                    got = choose(pos)
                except Exception as error:
                    raise _Broken(f"{self.name} raised {type(error).__name__}: {error} "
                                  f"{where}") from None
                read = read_move(got, pos)
                if isinstance(read, Shape):
                    raise _Broken(f"{self.name} returned {got!r} {where}: it should return "
                                  f"{read.expected}")
                if read.text not in {m.text for m in pos.legal_moves()}:
                    try:
                        pos.move(read.text)
                        reason = "it is not legal here"
                    except mc.MancalaError as error:
                        reason = str(error).split(": ", 1)[-1]
                    raise _Broken(f"{self.name} returned {got!r} {where}, but pit "
                                  f"{read.text} cannot be played: {reason}")
                trace = pos.trace(read.text)
                self._observe(record, move_number, pos, trace)
                move = trace.move
            record.moves.append(move.text)
            pos = trace.after
        record.scores = (pos.scores()[0], pos.scores()[1])
        return record

    @staticmethod
    def _observe(record: GameRecord, number: int, pos: mc.Position,
                 trace: mc.MoveTrace) -> None:
        """What a strong player would have seen: an extra move, a bigger capture."""
        traces = [pos.trace(m) for m in pos.legal_moves()]
        extra = [t for t in traces if in_own_store(t) and not t.after.is_over()]
        took_extra = in_own_store(trace)
        over = trace.after.is_over()
        if over and trace.after.winner() == pos.to_move:
            return  # a move that wins the game misses nothing
        if extra and not took_extra:
            record.missed_extra.append((number, pos, extra[-1].move.text))
        captures = [t for t in traces if t.captured() >= 2]
        if captures and not took_extra:
            top = max(captures, key=lambda t: t.captured())
            if top.captured() > trace.captured():
                record.missed_capture.append((number, pos, top.move.text, top.captured()))

    # -- judging -------------------------------------------------------------------------------

    def _placeholder(self, answer: Callable[..., Any]) -> bool:
        try:
            return answer(self.rules.start()) is None
        except Exception:
            return False

    def _judge(self, answer: Any) -> Feedback:
        if not callable(answer):
            return malformed(Shape(self.answer_shape, repr(answer)))
        if self._placeholder(answer):
            return Feedback(
                "unanswered",
                _("No answer yet: %(name)s gives back nothing for now; write its body where "
                  "the comment says, run its cell, then run this check again.") % {
                    "name": self.name},
            )
        try:
            records = self.play_all(answer)
        except _Broken as broken:
            return wrong(broken.message)
        self.played = records
        report = self.report(records)
        passed = all(self._share(records, level) >= self.need for level in self.levels)
        return (right if passed else wrong)(report)

    def _share(self, records: Iterable[GameRecord], level: str) -> float:
        games = [r for r in records if r.level == level]
        return sum(r.points for r in games) / len(games)

    def report(self, records: list[GameRecord]) -> str:
        """The score against each level, then what the check saw."""
        lines = []
        for level in self.levels:
            games = [r for r in records if r.level == level]
            wins = sum(r.mine > r.theirs for r in games)
            draws = sum(r.mine == r.theirs for r in games)
            losses = len(games) - wins - draws
            mine, theirs = sum(r.mine for r in games), sum(r.theirs for r in games)
            result = ", ".join(_count(n, word) for n, word in
                               ((wins, "win"), (draws, "draw"), (losses, "loss")) if n)
            lines.append(ngettext("against %(level)s: %(result)s in %(n)s game (seeds "
                                  "%(mine)s–%(theirs)s)",
                                  "against %(level)s: %(result)s in %(n)s games (seeds "
                                  "%(mine)s–%(theirs)s)", len(games)) % {
                "level": level, "result": result, "n": len(games), "mine": mine,
                "theirs": theirs})
        head = ngettext("%(name)s played %(n)s game; %(lines)s",
                        "%(name)s played %(n)s games; %(lines)s", len(records)) % {
            "name": self.name, "n": len(records), "lines": "; ".join(lines)}
        needed = {level: self._share(records, level) for level in self.levels}
        short = [level for level, share in needed.items() if share < self.need]
        if short:
            head += _(". To pass, score at least %(share)s of the points against each level "
                      "(a win 1, a draw ½): not yet against %(levels)s") % {
                "share": f"{self.need:.0%}", "levels": ", ".join(short)}
        notes = self._notes(records)
        return head + ("\n" + "\n".join(notes) if notes else "")

    def _notes(self, records: list[GameRecord]) -> list[str]:
        notes = []
        missed = [(r, n, p, m) for r in records for n, p, m in r.missed_extra]
        if missed:
            examples = "; ".join(_("game %(game)s, your move %(n)s: pit %(move)s (%(text)r)") % {
                "game": r.number, "n": n, "move": m, "text": p.text()}
                for r, n, p, m in missed[:3])
            notes.append(ngettext("• You missed an extra move in %(n)s position: %(examples)s.",
                                  "• You missed an extra move in %(n)s positions: "
                                  "%(examples)s.", len(missed)) % {
                "n": len(missed), "examples": examples})
        caught = [(r, n, p, m, s) for r in records for n, p, m, s in r.missed_capture]
        if caught:
            examples = "; ".join(_("game %(game)s, your move %(n)s: pit %(move)s captures "
                                   "%(seeds)s") % {"game": r.number, "n": n, "move": m,
                                                   "seeds": s}
                                 for r, n, p, m, s in caught[:3])
            notes.append(ngettext("• You missed a bigger capture in %(n)s position: "
                                  "%(examples)s.",
                                  "• You missed a bigger capture in %(n)s positions: "
                                  "%(examples)s.", len(caught)) % {
                "n": len(caught), "examples": examples})
        given = sum(r.given for r in records)
        if given:
            worst = max(records, key=lambda r: r.given)
            notes.append(ngettext(
                "• Your opponents captured %(n)s of your seeds in all (the most in game "
                "%(game)s: %(most)s): look at the pits you leave empty and what faces them.",
                "• Your opponents captured %(n)s of your seeds in all (the most in game "
                "%(game)s: %(most)s): look at the pits you leave empty and what faces them.",
                given) % {"n": given, "game": worst.number, "most": worst.given})
        if not notes:
            notes.append(_("• The check saw no missed extra move or capture, and no seeds "
                           "captured from you."))
        if records:
            notes.append(_("Watch a game again: %(name)s.replay(n) shows game n.") % {
                "name": self.bound_as})
        return notes

    def replay(self, number: int) -> Any:
        """A board that shows game ``number`` of the last check (from 1)."""
        from mancala_core.widgets import BoardWidget

        if not self.played:
            raise ValueError("no games yet: run the check first")
        if not 1 <= number <= len(self.played):
            raise ValueError(f"game {number!r}: the last check played games 1 to "
                             f"{len(self.played)}")
        record = self.played[number - 1]
        return BoardWidget.showing(record.start, *record.moves)

    def _explain_solution(self) -> str:
        return "\n" + self.solution_code.strip()
