"""The exercises of the course: one object each, with ``check``, ``hint`` and ``solution``.

The shape is the one Kaggle Learn made familiar. A lesson binds its exercises
as ``q1``, ``q2``…; the learner answers in a cell and runs ``q1.check(answer)``.
A check never raises and never changes a board: it says *why* an answer is
wrong, from the rules and the trace of the learner's move::

    >>> import mancala_core as mc
    >>> from coursework.goals import ExtraMove
    >>> q = FindMove(mc.rules("kalah").start(), ExtraMove(), title="An extra move")
    >>> print(q.check(None))  # doctest: +NORMALIZE_WHITESPACE
    No answer yet: set `answer` to a pit number from 1 to 6 (or its text, such as "3"),
    or click a pit on the board, then run the cell again.
    >>> print(q.check(4))  # doctest: +NORMALIZE_WHITESPACE
    Not yet: pit 4 does not give an extra move: South's pit 4 holds 4 seeds and is 3 steps
    from South's store, so the last seed lands in North's pit 1, on the opponent's row:
    North's turn.
    >>> print(q.check(3))  # doctest: +NORMALIZE_WHITESPACE
    Right: pit 3 gives an extra move: South's pit 3 holds 4 seeds and is 4 steps from South's
    store: exactly enough, so the last seed lands in South's own store: South moves again.
    >>> q.check("seven")
    Not yet: the answer should be a pit number from 1 to 6 (or its text, such as "3"), not 'seven'.
    >>> print(q.solution())  # doctest: +NORMALIZE_WHITESPACE
    Solution: 3. South's pit 3 holds 4 seeds and is 4 steps from South's store: exactly
    enough, so the last seed lands in South's own store: South moves again.

A wrong answer is explained without giving the right one away: the first wrong try
names the misconception and the rule to apply, the second narrows it down, and the
right answer is stated only from the third (:attr:`Exercise.REVEAL_AFTER`) or by
``solution()``; a right answer starts the count again::

    >>> q = LastSeed(mc.rules("kalah").start(), "6", title="Where does it land?")
    >>> print(q.check("North 4"))  # doctest: +NORMALIZE_WHITESPACE
    Not yet: you seem to have left out your own store: the sowing drops a seed into it every
    time it passes. Count again: take every seed of South's pit 6 and drop them one by one,
    one into each place the sowing reaches, in the order the rules sow.
    >>> print(q.check("North 4"))  # doctest: +NORMALIZE_WHITESPACE +ELLIPSIS
    Not yet: you seem to have left out your own store: ... This sowing drops no seed into
    North's pit 4: list the places it does reach, in order, and take the last.
    >>> print(q.check("North 4"))  # doctest: +NORMALIZE_WHITESPACE +ELLIPSIS
    Not yet: you seem to have left out your own store: ... South's pit 6 holds 4 seeds and
    is 1 step from South's store, so the last seed lands in North's pit 3, on the
    opponent's row: North's turn.

Every exercise can be answered on a board where that is natural: ``board =
q.board()`` shows its position; the learner clicks a pit; ``q.check(board)``
reads the move from the board.
"""

from __future__ import annotations

import functools
import re
import types
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import mancala_core as mc
from mancala_core.i18n import _, ngettext
from mancala_core.rules import explain_oware
from mancala_core.rules.explain import explain_move, possessive

from .answers import (
    BOARD_SHAPE,
    NO_ANSWER,
    Shape,
    board_moves,
    is_board,
    move_shape,
    place_shape,
    place_text,
    read_board_after,
    read_count,
    read_move,
    read_moves,
    read_place,
    read_scores,
)
from .feedback import Feedback
from .goals import Goal

__all__ = [
    "BoardAfter",
    "Chain",
    "ChooseMoves",
    "CountSeeds",
    "Exercise",
    "FinalScore",
    "FindMove",
    "FunctionTask",
    "LastSeed",
    "MultipleChoice",
    "Places",
    "YesNo",
]


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def _right(text: str) -> Feedback:
    return Feedback("correct", _sentence(_("Right: %(why)s") % {"why": text}))


def _wrong(text: str) -> Feedback:
    return Feedback("incorrect", _sentence(_("Not yet: %(why)s") % {"why": text}))


def _malformed(shape: Shape) -> Feedback:
    return Feedback("malformed", _sentence(_("Not yet: %(why)s") % {"why": shape.message()}))


def _as_position(position: mc.Position | str) -> mc.Position:
    return position if isinstance(position, mc.Position) else mc.parse(position)


def _move_name(move: mc.Move, rules: mc.Rules | None = None) -> str:
    """``"pit 3"`` (``"hole 3"`` in the games with holes), or the move's text quoted
    (``'swap'``, Bao's ``'A6<'``)."""
    if move.pit is None or not move.text.isdigit():
        return repr(move.text)
    word = rules.pit_word if rules is not None else "pit"
    if word == "pit":
        return _("pit %(name)s") % {"name": move.text}
    return f"{word} {move.text}"


def _played(answer: Any, position: mc.Position, traces: dict[str, mc.MoveTrace]
            ) -> tuple[mc.Move, mc.MoveTrace] | Feedback:
    """The move that ``answer`` names in ``position`` and its trace (from ``traces``, the
    traces of the moves the exercise judges), or the feedback that says why it names none:
    the expected shape for a malformed answer, the rules' reason for a move that cannot be
    played."""
    move = read_move(answer, position)
    if isinstance(move, Shape):
        return _malformed(move)
    trace = traces.get(move.text)
    if trace is not None:
        return move, trace
    name = _move_name(move, position.rules)
    try:
        position.move(move.text)
    except mc.MancalaError as error:
        reason = str(error).split(": ", 1)[-1]
        return _wrong(_("%(move)s cannot be played: %(reason)s") % {"move": name,
                                                                     "reason": reason})
    return _wrong(_("%(move)s cannot be played here") % {"move": name})  # pragma: no cover


class Exercise:
    """One exercise: ``check(answer)``, ``hint()`` (one more level each call) and
    ``solution()``.

    Subclasses say how to read an answer (:meth:`_judge`), what the right answer is
    (:meth:`expected`) and how to explain it (:meth:`_explain_solution`).

    :param title: a short title, shown by :meth:`solution` and in the teacher's copy
    :param hints: hints from the gentlest to the most telling; the last level of
        :meth:`hint` always points to :meth:`solution`
    """

    #: how the learner answers, for the "no answer yet" message
    answer_shape = "your answer"
    #: True if the learner may answer by clicking on ``board()``
    on_board = False
    #: the wrong try whose feedback may state the right answer (a value, a place, a move,
    #: a letter); before it the feedback names the misconception and the rule to apply
    #: (first wrong try), then narrows it down (second), as Kaggle Learn does. 1 states it
    #: at once (the authors' tests of the full explanations set it so)
    REVEAL_AFTER = 3

    def __init__(self, *, title: str = "", hints: Sequence[str] = ()) -> None:
        self.title = title
        self.hints = tuple(hints)
        self._hints_shown = 0
        self._wrong_tries = 0
        self._try = 1

    @property
    def level(self) -> int:
        """How much the feedback of the try being judged may say: 1 the misconception and
        the rule, 2 narrowed down (still no value), 3 the right answer with its reason."""
        if self._try >= self.REVEAL_AFTER:
            return 3
        return min(self._try, 2)

    # -- the learner's three verbs ---------------------------------------------------

    def check(self, answer: Any = NO_ANSWER) -> Feedback:
        """Say whether ``answer`` is right and, if not, why. Never raises."""
        if answer is NO_ANSWER or answer is Ellipsis:
            return self._unanswered()
        self._try = getattr(self, "_wrong_tries", 0) + 1
        feedback = self._checked(answer)
        if feedback.status == "incorrect":  # a try counts; a malformed answer does not
            self._wrong_tries = self._try
        elif feedback.status == "correct":
            self._wrong_tries = 0
        return feedback

    def _checked(self, answer: Any) -> Feedback:
        try:
            if is_board(answer):
                if not self.on_board:
                    return _malformed(Shape(self.answer_shape, "a board"))
                return self._judge_board(answer)
            return self._judge(answer)
        except Exception as error:  # a check explains; it never breaks the notebook
            return Feedback(
                "malformed",
                _("Not yet: this answer could not be checked (%(error)s); "
                  "the answer should be %(shape)s.") % {
                    "error": f"{type(error).__name__}: {error}", "shape": self.answer_shape},
            )

    def hint(self, level: int | None = None) -> Feedback:
        """The next hint (or hint number ``level``, from 1)."""
        hints = [*self.hints, _("Still stuck? Run the exercise's solution() to see an answer.")]
        if level is None:
            self._hints_shown = min(self._hints_shown + 1, len(hints))
            level = self._hints_shown
        level = max(1, min(level, len(hints)))
        return Feedback("hint", _("Hint %(level)s of %(count)s: %(hint)s") % {
            "level": level, "count": len(hints), "hint": hints[level - 1]})

    def solution(self) -> Feedback:
        """One right answer, with the reason."""
        return Feedback("solution", _sentence(_("Solution: %(answer)s") % {
            "answer": self._explain_solution()}))

    # -- for the teacher's copy and the author's tests -------------------------------

    def expected(self) -> Any:
        """A right answer, as the learner would write it."""
        raise NotImplementedError

    def answer_code(self) -> str:
        """A right answer as Python source, for the teacher's copy."""
        return repr(self.expected())

    def board(self, **kwargs: Any) -> Any:
        """A board showing this exercise's position, to answer on by clicking."""
        from mancala_core.widgets import BoardWidget

        position = getattr(self, "position", None)
        if position is None:
            raise ValueError(f"{self.title or type(self).__name__} has no board")
        kwargs.setdefault("interactive", True)
        return BoardWidget(position, **kwargs)

    def answer_on(self, board: Any) -> None:
        """Play a right answer on ``board`` (the teacher's copy does this): back to the
        exercise's position first, then the moves of the answer."""
        position = getattr(self, "position", None)
        if position is None:
            raise ValueError(f"{self.title or type(self).__name__} is not answered on a board")
        board.set_position(position)
        for move in self._expected_moves():
            board.play(move)

    def _expected_moves(self) -> list[str]:
        raise NotImplementedError(f"{type(self).__name__} is not answered on a board")

    # -- what subclasses say ---------------------------------------------------------

    def _unanswered(self) -> Feedback:
        if self.on_board:
            text = _("No answer yet: set `answer` to %(shape)s, or click a pit on the board, "
                     "then run the cell again.")
        else:
            text = _("No answer yet: set `answer` to %(shape)s, then run the cell again.")
        return Feedback("unanswered", text % {"shape": self.answer_shape})

    def _judge(self, answer: Any) -> Feedback:
        raise NotImplementedError

    def _judge_board(self, board: Any) -> Feedback:
        moves = board_moves(board, self.position)  # type: ignore[attr-defined]
        if isinstance(moves, Shape):
            return _malformed(moves)
        if not moves:
            return Feedback(
                "unanswered",
                _("No answer yet: click a pit on the board, then run this cell again."),
            )
        return self._judge_board_moves(moves)

    def _judge_board_moves(self, moves: list[str]) -> Feedback:
        return self._judge(moves[0])

    def _explain_solution(self) -> str:
        return repr(self.expected())

    def __repr__(self) -> str:
        return f"<{type(self).__name__}: {self.title}>" if self.title else super().__repr__()


# -- predict ---------------------------------------------------------------------------


class LastSeed(Exercise):
    """Where does the last seed of ``move`` land? Answer ``"North 2"`` or ``"South store"``."""

    def __init__(self, position: mc.Position | str, move: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = _as_position(position)
        self.move = self.position.move(move)
        self.trace = self.position.trace(self.move)

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        return place_shape(self.position.rules)

    def expected(self) -> str:
        last = self.trace.last_place()
        assert last is not None
        return place_text(last, self.position.rules)

    def _judge(self, answer: Any) -> Feedback:
        place = read_place(answer, self.position)
        if isinstance(place, Shape):
            return _malformed(place)
        trace = self.trace
        last = trace.last_place()
        reason = explain_move(trace)
        if place == last:
            return _right(reason)
        mover = self.position.to_move
        rules = self.position.rules
        seeds = len(trace.sown())
        sown = trace.sown()
        miscount = _miscount(trace, place)
        relay = _relay_from(trace, place)
        seed = rules.seed_word
        if place.pit is None and _never_sown(self.position, place):
            why = _store_not_sown(self.position, place)
        elif miscount:
            why = miscount
        elif relay:
            why = relay
        elif place in sown:
            if seed == "seed":
                why = _("%(place)s gets a seed, but the sowing goes on after it") % {
                    "place": possessive(place, rules)}
            else:
                why = f"{possessive(place, rules)} gets a {seed}, but the sowing goes on after it"
        elif _relays(trace):
            origin = possessive(mc.Place(mover, self.move.pit), rules)
            why = f"{possessive(place, rules)} is not where the move from {origin} ends"
        else:
            origin = possessive(mc.Place(mover, self.move.pit), rules)
            if seed == "seed":
                why = _("%(place)s is not where %(n)s seeds from %(origin)s end") % {
                    "place": possessive(place, rules), "n": seeds, "origin": origin}
            else:
                why = (f"{possessive(place, rules)} is not where {seeds} {seed}s from {origin} "
                       "end")
        if self.level == 1:
            return _wrong(f"{why}. " + _(
                "Count again: take every seed of %(origin)s and drop them one by one, one "
                "into each place the sowing reaches, in the order the rules sow") % {
                "origin": possessive(mc.Place(mover, self.move.pit), rules)})
        if self.level == 2:
            narrow = _narrow_last_seed(trace, place)
            if place in sown and not miscount and not relay and not _relays(trace) and (
                    place.pit is not None or not _never_sown(self.position, place)):
                return _wrong(narrow)  # "gets seed number 3 of 5" says more than "gets a seed"
            return _wrong(f"{why}. {narrow[:1].upper()}{narrow[1:]}")
        return _wrong(f"{why}. {reason[:1].upper()}{reason[1:]}")

    def _explain_solution(self) -> str:
        return f"{self.expected()}. {explain_move(self.trace)}"


def _narrow_last_seed(trace: mc.MoveTrace, place: mc.Place) -> str:
    """Where a learner's count of ``trace`` went astray, without the place it ends in:
    which seed of the sowing ``place`` gets, or that it gets none."""
    sown = trace.sown()
    rules = trace.before.rules
    where = possessive(place, rules)
    if place in sown and not _relays(trace):
        k = sown.index(place) + 1
        return _("%(place)s gets seed number %(k)s of %(n)s: count on from there, one "
                 "place for each seed still in the hand") % {
            "place": where, "k": k, "n": len(sown)}
    if place in sown:
        return _("%(place)s is passed on the way: follow the sowing on from there to its "
                 "very last seed") % {"place": where}
    return _("this sowing drops no seed into %(place)s: list the places it does reach, in "
             "order, and take the last") % {"place": where}


#: the games whose stores hold captured seeds only: no sowing ever drops a seed into one
#: (Bao's hands hold the seeds not yet played and the captured ones)
_STORES_NEVER_SOWN = ("oware", "mankala24", "toguz", "bao")


def _never_sown(position: mc.Position, store: mc.Place) -> bool:
    """True if a sowing of the player to move never drops a seed into ``store``: the
    opponent's store in Kalah and Congkak, every store in Oware, Mankala 2/4, Toguz
    Kumalak (and Bao's hands), none in Basic mancala (every store is sown)."""
    name = position.rules.name
    if name == "basic":
        return False
    return name in _STORES_NEVER_SOWN or store.player != position.to_move


def _store_not_sown(position: mc.Position, store: mc.Place) -> str:
    rules = position.rules
    if rules.name == "oware":
        return _("%(store)s gets no seed: in Oware no seed is ever sown into a store (the "
                 "stores hold only captured seeds)") % {"store": possessive(store, rules)}
    if rules.name in _STORES_NEVER_SOWN:
        seed, where = rules.seed_word, rules.store_word
        return (f"{possessive(store, rules)} gets no {seed}: in {rules.title} no {seed} is "
                f"ever sown into a {where} (the {where}s hold only captured {seed}s)")
    return _("%(place)s is skipped: seeds never go into the opponent's store") % {
        "place": possessive(store, rules)}


def _oware_ring(
    position: mc.Position, pit: int, *, own_store: bool = False, stores: bool = False,
    origin: bool = False,
) -> list[mc.Place]:
    """The pits an Oware sowing from the mover's ``pit`` visits on one lap, in order,
    starting after ``pit`` (a learner's count when a flag is set: the own store counted
    as in Kalah, both stores counted, the emptied pit not skipped)."""
    n = position.rules.pits_per_player
    me, other = position.to_move, 1 - position.to_move
    ring = [mc.Place(me, k) for k in range(pit + 1, n + 1)]
    ring += [mc.Place(me)] if own_store or stores else []
    ring += [mc.Place(other, k) for k in range(1, n + 1)]
    ring += [mc.Place(other)] if stores else []
    ring += [mc.Place(me, k) for k in range(1, pit + (1 if origin else 0))]
    return ring


def _relays(trace: mc.MoveTrace) -> list[mc.Step]:
    """The pick steps where a sowing goes on from the hole its last seed fell into."""
    return [s for s in trace.steps if s.kind == "pick" and s.place is not None
            and (s.note.startswith("relay") or "safari" in s.note)]


def _relay_from(trace: mc.MoveTrace, place: mc.Place) -> str:
    """If a sowing of ``trace`` ended in ``place`` and went on from there (a relay, in
    Congkak and Bao), say so; else ``""``."""
    relays = [s for s in _relays(trace) if s.place == place]
    if not relays:
        return ""
    rules = trace.before.rules
    where = possessive(place, rules)
    if "safari" in relays[0].note:
        return (f"a sowing does end in {where}, the nyumba, but with + (safari) the mover "
                "empties it and sows its seeds on, so the move does not end there")
    return (f"a sowing does end in {where}, but that {rules.pit_word} held {rules.seed_word}s: "
            f"the mover picks them all up and sows on (a relay), so the move does not end "
            "there")


def _kalah_ring(
    position: mc.Position, pit: int, *, opponent_store: bool = False,
    own_store: bool = True, origin: bool = True,
) -> list[mc.Place]:
    """The places a Kalah sowing from the mover's ``pit`` visits on one lap, in order,
    starting with the place after ``pit`` (a learner's count when one of the flags is
    wrong: the opponent's store counted, the own store forgotten, the origin skipped)."""
    n = position.rules.pits_per_player
    me, other = position.to_move, 1 - position.to_move
    ring = [mc.Place(me, k) for k in range(pit + 1, n + 1)]
    ring += [mc.Place(me)] if own_store else []
    ring += [mc.Place(other, k) for k in range(1, n + 1)]
    ring += [mc.Place(other)] if opponent_store else []
    ring += [mc.Place(me, k) for k in range(1, pit + (1 if origin else 0))]
    return ring


def _miscount(trace: mc.MoveTrace, place: mc.Place) -> str:
    """If ``place`` is where the last seed would land with a typical miscount of a Kalah
    sowing, say which; else ``""``."""
    before = trace.before
    pit = trace.move.pit
    if before.rules.name == "oware" and pit is not None and place != trace.last_place():
        return _oware_miscount(trace, pit, place)
    if before.rules.name != "kalah" or pit is None or place == trace.last_place():
        return ""
    seeds = len(trace.sown())
    lap = 2 * before.rules.pits_per_player + 1
    other = possessive(mc.Place(1 - before.to_move), before.rules.side_names)
    mistakes: list[tuple[dict[str, bool], str]] = [
        ({"opponent_store": True}, _("you seem to have counted %(store)s as a place: it is "
                                     "skipped, so one lap is %(n)s places") % {
            "store": other, "n": lap}),
        ({"origin": False}, _("you seem to have skipped the pit you emptied: in Kalah a lap "
                              "drops a seed into it like any other pit")),
        ({"own_store": False}, _("you seem to have left out your own store: the sowing drops "
                                 "a seed into it every time it passes")),
    ]
    for flags, why in mistakes:
        if "origin" in flags and seeds < lap:
            continue  # only a lap reaches the emptied pit
        ring = _kalah_ring(before, pit, **flags)
        if ring[(seeds - 1) % len(ring)] == place:
            return why
    return ""


def _oware_miscount(trace: mc.MoveTrace, pit: int, place: mc.Place) -> str:
    """:func:`_miscount` for Oware: a store counted as a place (a Kalah habit), or the
    emptied pit sown on a lap."""
    before = trace.before
    seeds = len(trace.sown())
    n = before.rules.pits_per_player
    names = before.rules.side_names
    mine = possessive(mc.Place(before.to_move), names)
    mistakes: list[tuple[dict[str, bool], str]] = [
        ({"own_store": True}, _("you seem to have counted %(store)s as a place, as in Kalah: "
                                "in Oware no seed is ever sown into a store") % {
            "store": mine}),
        ({"stores": True}, _("you seem to have counted the stores as places: in Oware no seed "
                             "is ever sown into a store")),
        ({"origin": True}, _("you seem to have dropped a seed into the pit you emptied: in "
                             "Oware the sowing skips it when it comes round (a lap is %(n)s "
                             "pits)") % {"n": 2 * n - 1}),
    ]
    for flags, why in mistakes:
        if "origin" in flags and seeds < 2 * n:
            continue  # only a sowing of 2n seeds or more comes back to the emptied pit
        ring = _oware_ring(before, pit, **flags)
        if ring[(seeds - 1) % len(ring)] == place:
            return why
    return ""


class BoardAfter(Exercise):
    """The whole board after ``move``: ``(south_pits, south_store, north_pits, north_store)``.

    The feedback names the first place that is wrong, in sowing order, and why it holds
    what it holds.
    """

    answer_shape = BOARD_SHAPE

    def __init__(self, position: mc.Position | str, move: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = _as_position(position)
        self.move = self.position.move(move)
        self.trace = self.position.trace(self.move)

    def expected(self) -> tuple[list[int], int, list[int], int]:
        after = self.trace.after
        return list(after.pits(0)), after.store(0), list(after.pits(1)), after.store(1)

    def _judge(self, answer: Any) -> Feedback:
        board = read_board_after(answer, self.position.rules.pits_per_player)
        if isinstance(board, Shape):
            return _malformed(board)
        south, south_store, north, north_store = board
        given = {0: (south, south_store), 1: (north, north_store)}
        trace = self.trace
        after = trace.after
        n = self.position.rules.pits_per_player
        mover = self.position.to_move
        order = _sowing_order(mover, self.move.pit, n)
        names = self.position.rules.side_names
        for place in order:
            row, store = given[place.player]
            value = store if place.pit is None else row[place.pit - 1]
            expected = (
                after.store(place.player) if place.pit is None
                else after.pits(place.player)[place.pit - 1]
            )
            if value != expected:
                if self.level < 3:
                    before = (self.position.store(place.player) if place.pit is None
                              else self.position.pits(place.player)[place.pit - 1])
                    text = _("%(place)s is where your board first goes wrong, in sowing "
                             "order: it cannot hold %(value)s, as %(why)s") % {
                        "place": possessive(place, names), "value": value,
                        "why": _why_place(place, trace)}
                    if self.level == 2:
                        text += ". " + _("It held %(n)s before the move") % {"n": before}
                    return _wrong(text)
                return _wrong(
                    f"{possessive(place, names)} should hold {expected}, not {value}: "
                    f"{_why_place(place, trace)}"
                )
        return _right(explain_move(trace))

    def _explain_solution(self) -> str:
        return f"{self.expected()!r}. {explain_move(self.trace)}"


def _sowing_order(mover: int, pit: int | None, n: int) -> list[mc.Place]:
    """Every place of a two-row board in the order a sowing from the mover's ``pit``
    reaches it: the pit itself, the pits after it, the mover's store, the opponent's row
    and store, then the mover's pits before it. So the first wrong place is where a
    learner's count first went astray (a forgotten store, a seed in the skipped store)."""
    ring = [mc.Place(p, k) for p in (mover, 1 - mover) for k in [*range(1, n + 1), None]]
    if pit is None:
        return ring
    start = ring.index(mc.Place(mover, pit))
    return ring[start:] + ring[:start]


def _why_place(place: mc.Place, trace: mc.MoveTrace) -> str:
    """Why ``place`` holds what it holds after the move, in a few words."""
    mover = trace.before.to_move
    rules = trace.before.rules
    sown = sum(1 for p in trace.sown() if p == place)
    start = mc.Place(mover, trace.move.pit)
    skipped = place.pit is None and any(
        s.kind == "skip" and s.place == place for s in trace.steps)
    captured = sum(s.seeds for s in trace.steps if s.kind == "capture" and s.place == place)
    gained = sum(
        s.seeds for s in trace.steps if s.kind in ("capture", "collect") and s.to == place
    )
    collected = sum(s.seeds for s in trace.steps if s.kind == "collect" and s.place == place)
    if place == start:
        lap = f", then the sowing comes round and drops {sown} back into it" if sown else ""
        if any(s.kind == "skip" and s.place == place for s in trace.steps):
            lap = _(", and when the sowing comes round it skips it: in Oware the emptied pit "
                    "gets no seed back")
        capture = ", then it is captured" if captured else ""
        return f"the move takes every seed out of it{lap}{capture}"
    if skipped:
        return "sowing skips the opponent's store"
    if captured:
        return f"its {captured} seed(s) are captured"
    if collected:
        return f"the game is over and its {collected} seed(s) go to a store"
    if place.pit is None:
        parts = []
        if sown and trace.last_place() == place:
            parts.append("the last seed lands there" if sown == 1 else
                         f"the sowing drops {sown} seeds there, the last one included")
        elif sown:
            parts.append(f"the sowing passes it and drops {sown} seed{'s' * (sown > 1)} there")
        caught = [s for s in trace.steps if s.kind == "capture" and s.to == place]
        if caught:
            taken = sum(s.seeds for s in caught)
            last = trace.last_place()
            # Kalah's capture takes the last seed from the mover's own pit; Oware's takes
            # the opponent's pits, the last one included
            own_last = [s for s in caught if s.place == last and last is not None
                        and last.player == mover]
            facing = [f"{s.seeds} from {possessive(s.place, rules)}" for s in caught
                      if s.place is not None and s not in own_last]
            last_seed = ["the last seed"] if own_last else []
            parts.append(f"the capture adds {taken}: " + " and ".join([*facing, *last_seed]))
        swept = sum(s.seeds for s in trace.steps if s.kind == "collect" and s.to == place)
        if swept:
            parts.append(f"the game ends and {swept} seed{'s' * (swept != 1)} left on the "
                         "board go there")
        refill = [s for s in trace.steps if s.kind == "pick" and s.place == place]
        if refill:  # a new round of a Congkak match is filled out of the store
            holes = refill[0].seeds // 7
            burnt = rules.pits_per_player - holes
            parts.append(
                f"the round ends and a new one starts: {holes} hole{'s' * (holes != 1)} are "
                f"filled with 7 seeds each out of it ({refill[0].seeds}), "
                + (f"{burnt} that cannot be filled are burnt, " if burnt else "")
                + "and the seeds over a multiple of 7 stay in it")
        if gained and not caught and not swept:  # other games' gains
            parts.append(f"{gained} seed(s) are added at the end of the move")
        if not parts and trace.before.rules.name == "oware":
            return _("no seed is ever sown into a store in Oware, and this move captures "
                     "nothing")
        return " and ".join(parts) if parts else "the sowing does not reach it"
    if sown:
        drops = f"the sowing drops {sown} seed{'s' * (sown > 1)} into it"
        if explain_oware.grand_slam(trace) and not trace.captured() \
                and place.player != mover and trace.before.rules.name == "oware":
            return _("%(drops)s, and a grand slam captures nothing, so it keeps them all") % {
                "drops": drops}
        return drops
    return "the sowing does not reach it, so it keeps its seeds"


class YesNo(Exercise):
    """Does ``move`` reach ``goal``? Answer ``True`` or ``False``."""

    answer_shape = "True or False"

    def __init__(self, position: mc.Position | str, move: str, goal: Goal, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = _as_position(position)
        self.move = self.position.move(move)
        self.trace = self.position.trace(self.move)
        self.goal = goal

    def expected(self) -> bool:
        return self.goal.met(self.trace)

    def _judge(self, answer: Any) -> Feedback:
        if not isinstance(answer, bool):
            return _malformed(Shape(self.answer_shape, repr(answer)))
        why = self.goal.why(self.trace)
        phrase = self.goal.name if self.expected() else _not(self.goal.name)
        text = f"{_move_name(self.move, self.position.rules)} {phrase}: "
        if answer == self.expected():
            return _right(text + why)
        return _wrong(text + why)

    def _explain_solution(self) -> str:
        return f"{self.expected()}. {self.goal.why(self.trace)}"


def _not(name: str) -> str:
    """A goal's name said of a move that does not reach it: ``"gives an extra move"`` →
    ``"does not give an extra move"``; ``"is safe"`` → ``"is not safe"``."""
    first, _space, rest = name.partition(" ")
    if first in ("is", "can", "will", "may"):
        return f"{first} not {rest}".strip()
    if first == "has":
        return f"does not have {rest}".strip()
    return f"does not {_plural(name)}"


def _plural(name: str) -> str:
    """``"gives an extra move"`` → ``"give an extra move"``: the form after "does not" or
    after a plural subject ("pits 2 and 3 give…")."""
    first, _space, rest = name.partition(" ")
    verb = {"gives": "give", "captures": "capture", "ends": "end", "brings": "bring",
            "keeps": "keep", "makes": "make", "leaves": "leave", "wins": "win",
            "is": "are", "has": "have"}.get(first)
    if verb is None and first.endswith("s"):
        verb = first[:-1]
    return f"{verb or first} {rest}".strip()


# -- find and choose ---------------------------------------------------------------------


class FindMove(Exercise):
    """Find a move that reaches ``goal`` (any such move is right). Answer a pit number
    or click it on ``board()``.

    :param best: if given, a key on traces: only the moves with the highest key are right
        (for "the biggest capture"); ``goal`` still names what is asked
    """

    on_board = True

    def __init__(
        self,
        position: mc.Position | str,
        goal: Goal,
        *,
        best: Callable[[mc.MoveTrace], float] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.position = _as_position(position)
        self.goal = goal
        self.traces = {m.text: self.position.trace(m) for m in self.position.legal_moves()}
        self.right = [t for t, tr in self.traces.items() if goal.met(tr)]
        if best is not None and self.right:
            top = max(best(self.traces[t]) for t in self.right)
            self.right = [t for t in self.right if best(self.traces[t]) == top]
        if not self.right:
            raise ValueError(
                f"no move of {self.position.text()!r} {goal.name}: the exercise has no answer"
            )

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        return move_shape(self.position)

    def expected(self) -> int | str:
        text = self.right[0]
        return int(text) if text.isdigit() else text

    def _expected_moves(self) -> list[str]:
        return [self.right[0]]

    def _judge(self, answer: Any) -> Feedback:
        played = _played(answer, self.position, self.traces)
        if isinstance(played, Feedback):
            return played
        move, trace = played
        name = _move_name(move, self.position.rules)
        why = self.goal.why(trace)
        if move.text in self.right:
            return _right(f"{name} {self.goal.name}: {why}")
        if self.goal.met(trace):  # reaches the goal, but not the best
            return _wrong(
                f"{name} {self.goal.name}, but not the most: {why}; "
                "another move does better: compare the others" + self._telling()
            )
        return _wrong(f"{name} {_not(self.goal.name)}: {why}" + self._telling())

    def _telling(self) -> str:
        """From the third wrong try on, a right move, named (before it, none)."""
        if self.level < 3:
            return ""
        return ". " + _("A right move: %(move)s") % {
            "move": _move_name(self.position.move(self.right[0]), self.position.rules)}

    def _explain_solution(self) -> str:
        moves = ", ".join(self.right)
        more = f" (the right moves: {moves})" if len(self.right) > 1 else ""
        return f"{self.right[0]}{more}. {self.goal.why(self.traces[self.right[0]])}"


def _illegal_reason(position: mc.Position, move: str) -> str:
    """``": North's row is empty and this move does not feed it"``: why the rules refuse
    ``move`` (their own words), or ``""``."""
    try:
        position.move(move)
    except mc.IllegalMoveError as error:  # its reason, in the language in use
        return f": {error.reason}" if error.reason else ""
    except mc.MancalaError:
        return ""
    return ""


class ChooseMoves(Exercise):
    """Which moves reach ``goal``? More than one may be right, or none: answer a list of
    pit numbers (``[]`` for none)."""

    def __init__(self, position: mc.Position | str, goal: Goal, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = _as_position(position)
        self.goal = goal
        self.traces = {m.text: self.position.trace(m) for m in self.position.legal_moves()}
        self.right = [t for t, tr in self.traces.items() if goal.met(tr)]

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        if self.position.rules.name == "bao":
            return 'a list of moves, such as ["A6<", "A7>"], or [] for none'
        return f"a list of {self._word} numbers, such as [2, 5], or [] for none"

    @property
    def _word(self) -> str:
        """What the moves are named by: ``pit`` (``hole``), or ``move`` for Bao's texts."""
        return "move" if self.position.rules.name == "bao" else self.position.rules.pit_word

    def expected(self) -> list[int | str]:
        return [int(t) if t.isdigit() else t for t in self.right]

    def _judge(self, answer: Any) -> Feedback:
        if isinstance(answer, (set, frozenset)):
            answer = sorted(answer, key=str)
        moves = read_moves(answer, self.position)
        if isinstance(moves, Shape):
            return _malformed(Shape(self.answer_shape, moves.got))
        chosen = [m.text for m in moves]
        word = self._word
        for text in chosen:
            if text not in self.traces:
                return _wrong(f"{word} {text} cannot be played in this position"
                              + _illegal_reason(self.position, text))
        for text in chosen:
            if text not in self.right:
                why = self.goal.why(self.traces[text])
                return _wrong(f"{word} {text} {_not(self.goal.name)}: {why}")
        missing = [text for text in self.right if text not in chosen]
        if missing and self.level == 1:
            return _wrong(_("you left out a move that %(goal)s too: try every move of the "
                            "position by the rule, not only the ones that look likely") % {
                "goal": self.goal.name})
        if missing and self.level == 2:
            return _wrong(ngettext(
                "%(n)s move is missing from your list (it %(goal)s too); the moves you "
                "chose are right: try each of the others by the rule",
                "%(n)s moves are missing from your list (they %(goal)s too); the moves you "
                "chose are right: try each of the others by the rule", len(missing)) % {
                "n": len(missing),
                "goal": self.goal.name if len(missing) == 1 else _plural(self.goal.name)})
        for text in missing:
            why = self.goal.why(self.traces[text])
            return _wrong(f"you left out {word} {text}, which {self.goal.name} too: {why}")
        if not self.right:
            return _right(f"no move {self.goal.name} here")
        if len(self.right) == 1:
            return _right(f"only {word} {self.right[0]} {self.goal.name}")
        listed = ", ".join(self.right[:-1]) + f" and {self.right[-1]}"
        return _right(f"exactly {word}s {listed} {_plural(self.goal.name)}")

    def _explain_solution(self) -> str:
        if not self.right:
            return f"[]: no move {self.goal.name}"
        parts = [f"{self._word} {t}: {self.goal.why(self.traces[t])}" for t in self.right]
        return f"{self.expected()!r}. " + "; ".join(parts)


# -- count -----------------------------------------------------------------------------


class CountSeeds(Exercise):
    """How many seeds will ``place`` hold after ``moves`` (played one after the other)?"""

    answer_shape = "a whole number of seeds, such as 7"

    def __init__(
        self, position: mc.Position | str, moves: Sequence[str], place: mc.Place | str,
        **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.position = _as_position(position)
        where = read_place(place, self.position)
        if isinstance(where, Shape):
            raise ValueError(f"CountSeeds: place {place!r}: {where.message()}")
        self.place = where
        self.traces: list[mc.MoveTrace] = []
        pos = self.position
        for move in moves:
            trace = pos.trace(move)
            self.traces.append(trace)
            pos = trace.after
        self.after = pos

    def _count(self, pos: mc.Position) -> int:
        if self.place.pit is None:
            return pos.store(self.place.player)
        return pos.pits(self.place.player)[self.place.pit - 1]

    def expected(self) -> int:
        return self._count(self.after)

    def _story(self) -> str:
        return "; ".join(self._story_parts()) + f"; so it holds {self.expected()}"

    def _story_parts(self) -> list[str]:
        names = self.position.rules.side_names
        where = possessive(self.place, self.position.rules)
        parts = [f"{where} starts with {self._count(self.position)}"]
        for trace in self.traces:
            change = self._count(trace.after) - self._count(trace.before)
            who = names[trace.before.to_move]
            sign = f"+{change}" if change >= 0 else str(change)
            detail = _why_place(self.place, trace)
            parts.append(f"{who} plays {trace.move.text}: {sign} ({detail})")
        return parts

    def _judge(self, answer: Any) -> Feedback:
        count = read_count(answer)
        if isinstance(count, Shape):
            return _malformed(count)
        if count == self.expected():
            return _right(self._story())
        if self.level == 1:
            return _wrong(_("not %(count)s: %(why)s") % {"count": count,
                                                        "why": self._misconception(count)})
        if self.level == 2:
            return _wrong(_("not %(count)s: %(why)s. Move by move: %(story)s; add it up") % {
                "count": count, "why": self._misconception(count),
                "story": "; ".join(self._story_parts()[1:])})
        return _wrong(f"not {count}: {self._story()}")

    def _misconception(self, count: int) -> str:
        """What a learner who counts ``count`` seems to have done, and the rule; no value."""
        where = possessive(self.place, self.position.rules)
        start = self._count(self.position)
        names = self.position.rules.side_names
        changes = [self._count(t.after) - self._count(t.before) for t in self.traces]
        for trace, change in zip(self.traces, changes, strict=True):
            if change and count == self.expected() - change and len(self.traces) > 1:
                return _("you seem to have left out one move (%(who)s plays %(move)s), which "
                         "changes %(place)s too: follow every move, one after the other") % {
                    "who": names[trace.before.to_move], "move": trace.move.text,
                    "place": where}
        if start and count == self.expected() - start:
            return _("you seem to have counted only what the moves bring: %(place)s keeps "
                     "the seeds it holds before them") % {"place": where}
        if count == start:
            return _("that is what %(place)s holds before the moves: follow each move and "
                     "what it drops into it or takes out of it") % {"place": where}
        if count > self.expected():
            return _("that is too many: count only the seeds that each sowing really drops "
                     "into %(place)s, and any capture that goes there") % {"place": where}
        return _("that is too few: a sowing drops a seed into %(place)s each time it "
                 "passes it (each lap again), and a capture into it adds the seeds it "
                 "takes") % {"place": where}

    def _explain_solution(self) -> str:
        return f"{self.expected()}. {self._story()}"


class FinalScore(Exercise):
    """The final scores ``(south, north)`` after ``moves`` end the game (leftovers counted
    by the rules' ``leftovers`` option)."""

    answer_shape = "two whole numbers, South's score and North's, such as (25, 23)"
    #: a line of more moves than this is told briefly, all but its last move
    BRIEF_AFTER = 4

    def __init__(self, position: mc.Position | str, moves: Sequence[str] = (), **kwargs: Any):
        super().__init__(**kwargs)
        self.position = _as_position(position)
        self.traces: list[mc.MoveTrace] = []
        pos = self.position
        for move in moves:
            trace = pos.trace(move)
            self.traces.append(trace)
            pos = trace.after
        if not pos.is_over():
            raise ValueError(f"FinalScore: the game is not over after {list(moves)} "
                             f"in {self.position.text()!r}")
        self.after = pos

    def expected(self) -> tuple[int, ...]:
        return tuple(self.after.scores())

    def _story(self) -> str:
        names = self.position.rules.side_names
        parts = []
        brief = len(self.traces) > self.BRIEF_AFTER  # a long line: only the last move in full
        for k, trace in enumerate(self.traces):
            who = f"{names[trace.before.to_move]} plays {trace.move.text}"
            last = trace.last_place()
            if brief and k < len(self.traces) - 1 and last is not None:
                took = (_(", capturing %(n)s") % {"n": trace.captured()} if trace.captured()
                        else "")
                parts.append(_("%(who)s (the last seed in %(place)s%(took)s)") % {
                    "who": who, "place": possessive(last, names), "took": took})
            else:
                parts.append(f"{who}: {explain_move(trace)}")
        collects = [s for t in self.traces for s in t.steps if s.kind == "collect"]
        leftovers = self.position.rules.options.get("leftovers")
        swept: dict[tuple[int, mc.Place], list[int]] = {}
        for step in collects:  # one sentence per row: "the 6 seeds left in North's row…"
            if step.place is not None and step.place.pit is not None and step.to is not None:
                swept.setdefault((step.place.player, step.to), []).extend(
                    [step.place.pit] * step.seeds)
        for (row, store), pits in swept.items():
            count, where = len(pits), sorted(set(pits))
            label = "pit" if len(where) == 1 else "pits"
            which = f"{label} {', '.join(map(str, where))}"
            seeds = "the 1 seed" if count == 1 else f"the {count} seeds"
            goes = "goes" if count == 1 else "go"
            why = (" (leftovers=emptied: the player whose row is empty takes them)"
                   if leftovers == "emptied" else "")
            parts.append(f"then {seeds} left in {names[row]}'s row ({which}) "
                         f"{goes} to {possessive(store, names)}{why}")
        if leftovers == "uncounted":
            parts.append("with leftovers=uncounted the seeds left on the board count for nobody")
        self._parts = parts
        south, north = self.expected()[:2]
        return "; ".join(parts) + f"; so the score is {south}–{north}"

    def _judge(self, answer: Any) -> Feedback:
        scores = read_scores(answer)
        if isinstance(scores, Shape):
            return _malformed(scores)
        if scores == self.expected():
            return _right(self._story())
        names = self.position.rules.side_names
        for player, (given, right) in enumerate(zip(scores, self.expected(), strict=False)):
            if given != right:
                if self.level < 3:
                    why = _("%(side)s does not score %(given)s: %(why)s") % {
                        "side": names[player], "given": given,
                        "why": self._misconception(tuple(scores), player)}
                    if self.level == 2:
                        self._story()
                        why += ". " + _("The end, move by move: %(story)s; add it up") % {
                            "story": "; ".join(self._parts)}
                    return _wrong(why)
                return _wrong(f"{names[player]} scores {right}, not {given}: {self._story()}")
        return _wrong(self._story())  # pragma: no cover - some score differs

    def _misconception(self, scores: tuple[int, ...], player: int) -> str:
        """What a learner who gives ``scores`` seems to have done, and the rule; no value."""
        right = self.expected()
        names = self.position.rules.side_names
        if tuple(scores[:2]) == (right[1], right[0]):
            return _("you seem to have given the scores the wrong way round: the order is "
                     "(%(first)s, %(second)s)") % {"first": names[0], "second": names[1]}
        to_store = [0, 0]
        from_row = [0, 0]
        for trace in self.traces:
            for step in trace.steps:
                if step.kind == "collect" and step.to is not None and step.place is not None:
                    to_store[step.to.player] += step.seeds
                    from_row[step.place.player] += step.seeds
        leftovers = self.position.rules.options.get("leftovers")
        rule = {
            "owner": _("at the end each player adds the seeds left in their own row"),
            "emptied": _("with leftovers=emptied the player whose row is empty takes the "
                         "seeds left on the board"),
            "uncounted": _("with leftovers=uncounted the seeds left on the board count for "
                           "nobody"),
        }.get(str(leftovers), "")
        given = scores[player]
        if to_store[player] and given == right[player] - to_store[player]:
            return _("you seem to have left out the seeds left on the board: %(rule)s") % {
                "rule": rule}
        if from_row[player] != to_store[player] and \
                given == right[player] - to_store[player] + from_row[player]:
            return _("you seem to have given the leftovers to the wrong player: %(rule)s") % {
                "rule": rule}
        if leftovers == "uncounted" and given > right[player]:
            return _("you seem to have counted the seeds left on the board: %(rule)s") % {
                "rule": rule}
        what = _("follow the moves to the end of the game: each sowing's seeds, the "
                 "captures, the extra moves")
        return f"{what}; {rule}" if rule else what

    def _explain_solution(self) -> str:
        return f"{self.expected()!r}. {self._story()}"


_ORDINALS = ("1st", "2nd", "3rd", "4th")


class Places(Exercise):
    """The finishing places once ``moves`` end the game, in the games ranked by places
    (Basic mancala for 3 or 4 players): answer a list with each player's place, the
    first player's first, such as ``[2, 1, 3]``.

    The feedback tells the game's end: who finished or resigned, in which order, and
    which place that gave each player.
    """

    def __init__(self, position: mc.Position | str, moves: Sequence[str] = (), **kwargs: Any):
        super().__init__(**kwargs)
        self.position = _as_position(position)
        if not self.position.rules.ranked_by_places:
            raise ValueError(f"Places: {self.position.rules.title} is not ranked by places")
        self.traces: list[mc.MoveTrace] = []
        pos = self.position
        for move in moves:
            trace = pos.trace(move)
            self.traces.append(trace)
            pos = trace.after
        if not pos.is_over():
            raise ValueError(f"Places: the game is not over after {list(moves)} "
                             f"in {self.position.text()!r}")
        self.after = pos

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        rules = self.position.rules
        example = list(range(1, rules.players + 1))
        example[0], example[1] = 2, 1
        return (f"a list of {rules.players} places, one per player in order "
                f"({rules.side_names[0]}'s first), such as {example}")

    def expected(self) -> list[int]:
        return [int(p) for p in self.after.places() if p is not None]

    def _story(self) -> str:
        rules = self.position.rules
        names = rules.side_names
        parts = []
        before = self.position.places()
        earlier = sorted((place, p) for p, place in enumerate(before) if place is not None)
        for place, p in earlier:
            parts.append(f"{names[p]} has already left the game in {_ORDINALS[place - 1]} place")
        for trace in self.traces:
            told = explain_move(trace)
            who = names[trace.before.to_move]
            parts.append(told if told.startswith(who) else f"{who} plays {trace.move.text}: {told}")
        order = sorted((place, p) for p, place in enumerate(self.expected()))
        listed = ", ".join(f"{_ORDINALS[place - 1]} {names[p]}" for place, p in order)
        return "; ".join(parts) + f"; so the places are: {listed}"

    def _judge(self, answer: Any) -> Feedback:
        players = self.position.rules.players
        if isinstance(answer, (str, bytes)) or not isinstance(answer, Sequence):
            return _malformed(Shape(self.answer_shape, repr(answer)))
        given: list[int] = []
        for item in answer:
            text = str(item).strip().lower()
            if isinstance(item, bool) or not (isinstance(item, (int, str))):
                return _malformed(Shape(self.answer_shape, repr(answer)))
            if text in _ORDINALS:
                given.append(_ORDINALS.index(text) + 1)
            elif text.isdigit():
                given.append(int(text))
            else:
                return _malformed(Shape(self.answer_shape, repr(answer)))
        if len(given) != players or not all(1 <= g <= players for g in given):
            return _malformed(Shape(self.answer_shape, repr(answer)))
        right = self.expected()
        if given == right:
            return _right(self._story())
        names = self.position.rules.side_names
        by_store = self._by_store()
        hint = (" Places do not come from the seeds in the stores." if given == by_store
                and given != right else "")
        for p, (mine, theirs) in enumerate(zip(given, right, strict=True)):
            if mine != theirs and self.level < 3:
                # in English, as the rest of this kind's words (the ordinals "1st", "2nd")
                why = (self._why(p) if self.level == 2 else
                       "finishers take the places 1st, 2nd, … in the order they empty their "
                       "rows; a player who resigns takes the worst place still free; the last "
                       "player left takes the best place still free")
                return _wrong(f"{names[p]} does not take the {_ORDINALS[mine - 1]} place: "
                              f"{why}.{hint}")
            if mine != theirs:
                return _wrong(f"{names[p]} takes the {_ORDINALS[theirs - 1]} place, not the "
                              f"{_ORDINALS[mine - 1]}: {self._why(p)}.{hint} "
                              f"{self._story()[:1].upper()}{self._story()[1:]}")
        return _wrong(self._story())  # pragma: no cover - some place differs

    def _by_store(self) -> list[int]:
        """The places a learner would give by the seeds in the stores, most first."""
        stores = [self.after.store(p) for p in range(self.position.rules.players)]
        return [1 + sum(other > mine for other in stores) for mine in stores]

    def _why(self, player: int) -> str:
        """Why ``player`` takes their place, by the rules of finishing and resigning."""
        name = self.position.rules.side_names[player]
        extra = self.after.extra
        finished, resigned = (extra[0], extra[1]) if len(extra) == 2 else ((), ())
        if player in finished:
            return (f"{name} was the {_ORDINALS[finished.index(player)]} to empty their row, "
                    "and finishers take the places 1st, 2nd, … in the order they finish")
        if player in resigned:
            return (f"{name} resigned, and a resigner takes the worst place still free (the "
                    "first to resign the very last)")
        if self.position.rules.options.get("all_places", True):
            return (f"{name} is the last player still in the game, and takes the best place "
                    "still free")
        counts = {p: sum(self.after.pits(p)) for p in range(self.position.rules.players)
                  if self.after.places()[p] is not None and p not in finished
                  and p not in resigned}
        names = self.position.rules.side_names
        others = ", ".join(f"{names[p]} {n}" for p, n in counts.items() if p != player)
        shared = [names[p] for p, n in counts.items() if p != player and n == counts[player]]
        share = f"; equal counts share a place, as with {' and '.join(shared)}" if shared else ""
        return (f"with all_places=false the game ends at the first finish, and the others are "
                f"ranked by the seeds left in their rows, fewest first: {name} has "
                f"{counts[player]} left ({others}){share}")

    def _explain_solution(self) -> str:
        return f"{self.expected()!r}. {self._story()}"


# -- chains ----------------------------------------------------------------------------


def _in_own_store(trace: mc.MoveTrace) -> bool:
    """True if the last seed fell into the mover's own store (an extra move, unless the
    move ended the game)."""
    last = trace.last_place()
    return last is not None and last.pit is None and last.player == trace.before.to_move


@functools.lru_cache(maxsize=256)
def _longest_chain(position: mc.Position) -> tuple[str, ...]:
    """The longest run of extra moves from ``position`` (the first found among the
    longest, trying pits from the store end)."""
    best: tuple[str, ...] = ()
    for move in reversed(position.legal_moves()):
        trace = position.trace(move)
        if _in_own_store(trace):
            rest = () if trace.after.is_over() else _longest_chain(trace.after)
            if 1 + len(rest) > len(best):
                best = (move.text, *rest)
    return best


class Chain(Exercise):
    """The longest chain of extra moves: list the moves, each ending in your store.
    Answer a list such as ``[6, 5, 6]`` or play them on ``board()``."""

    on_board = True
    answer_shape = "a list of pit numbers in the order you play them, such as [6, 5, 6]"

    def __init__(self, position: mc.Position | str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.position = _as_position(position)
        self.longest = list(_longest_chain(self.position))
        if not self.longest:
            raise ValueError(f"no extra move in {self.position.text()!r}: no chain to find")

    def expected(self) -> list[int | str]:
        return [int(t) if t.isdigit() else t for t in self.longest]

    def _expected_moves(self) -> list[str]:
        return list(self.longest)

    def _judge_board_moves(self, moves: list[str]) -> Feedback:
        return self._judge(moves)

    def _judge(self, answer: Any) -> Feedback:
        moves = read_moves(answer, self.position)
        if isinstance(moves, Shape):
            return _malformed(Shape(self.answer_shape, moves.got))
        if not moves:
            return _malformed(Shape(self.answer_shape, "[]"))
        pos = self.position
        played: list[str] = []
        for move in moves:
            try:
                trace = pos.trace(move.text)
            except mc.MancalaError as error:
                reason = str(error).split(": ", 1)[-1]
                after = f" after {', '.join(played)}" if played else ""
                return _wrong(f"pit {move.text} cannot be played{after}: {reason}")
            played.append(move.text)
            if not _in_own_store(trace):
                done = played[:-1]
                if len(done) >= len(self.longest):  # a longest chain, then one move more
                    return _wrong(
                        f"{', '.join(done)} is the longest chain ({len(done)} extra moves), "
                        f"but then pit {move.text} is not an extra move: {explain_move(trace)}. "
                        "Give only the moves of the chain (on the board: press Undo once)"
                    )
                after = f"after {', '.join(done)}, " if done else ""
                return _wrong(f"{after}pit {move.text} ends the chain: {explain_move(trace)}")
            if trace.after.is_over() and len(played) < len(moves):
                return _wrong(f"after {', '.join(played)} the game is over: "
                              f"{explain_move(trace)}")
            pos = trace.after
        if len(moves) < len(self.longest):
            return _wrong(
                f"{', '.join(played)} is a chain of {len(played)} extra moves, but a longer one "
                f"exists ({len(self.longest)} extra moves): a pit that is just as many steps "
                "from your store as it holds seeds ends there, and playing the pit nearest the "
                "store first keeps the others' counts right"
            )
        return _right(f"{', '.join(played)}: {len(played)} extra moves in a row, the longest "
                      "chain here")

    def _explain_solution(self) -> str:
        pos = self.position
        parts = []
        for move in self.longest:
            trace = pos.trace(move)
            parts.append(f"{move}: {explain_move(trace)}")
            pos = trace.after
        return f"{self.expected()!r}. " + "; ".join(parts)


# -- questions about ideas ---------------------------------------------------------------


class MultipleChoice(Exercise):
    """A question about an idea, with an explanation for each choice.

    :param choices: ``{"a": "text of choice a", ...}``
    :param right: the letters that are right (all of them must be given)
    :param why: ``{"a": "why a is right or wrong", ...}``: what the feedback says
    """

    def __init__(
        self, question: str, choices: dict[str, str], right: Iterable[str],
        why: dict[str, str], **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.question = question
        self.choices = dict(choices)
        self.right = sorted(right)
        self.why = dict(why)
        missing = set(self.choices) - set(self.why)
        if missing or not set(self.right) <= set(self.choices):
            raise ValueError(f"MultipleChoice {question!r}: every choice needs a reason "
                             f"(missing: {sorted(missing)}), and right must be choices")

    @property
    def answer_shape(self) -> str:  # type: ignore[override]
        letters = ", ".join(repr(k) for k in self.choices)
        return f"one letter ({letters}), or a list of letters if more than one is right"

    def expected(self) -> str | list[str]:
        return self.right[0] if len(self.right) == 1 else list(self.right)

    def _judge(self, answer: Any) -> Feedback:
        given = [answer] if isinstance(answer, str) else answer
        if not isinstance(given, (list, tuple, set)) or not all(
            isinstance(x, str) for x in given
        ):
            return _malformed(Shape(self.answer_shape, repr(answer)))
        letters = sorted({x.strip().lower() for x in given})
        unknown = [x for x in letters if x not in self.choices]
        if unknown:
            return _malformed(Shape(self.answer_shape, repr(answer)))
        for letter in letters:
            if letter not in self.right:
                told = "" if self.level < 3 else " " + _("A right answer: %(letters)s") % {
                    "letters": ", ".join(f"{x})" for x in self.right)}
                return _wrong(_sentence(f"{letter}) {self.why[letter]}") + told)
        for letter in self.right:
            if letter not in letters and self.level < 3:
                if self.level == 1:
                    return _wrong(_("what you chose is right, but not all: one more choice "
                                    "is right too; read the others again"))
                left = [x for x in self.choices if x not in letters]
                return _wrong(ngettext(
                    "what you chose is right, but %(n)s more choice is right too: of the "
                    "%(left)s you left out, which is true as it stands?",
                    "what you chose is right, but %(n)s more choices are right too: of the "
                    "%(left)s you left out, which are true as they stand?",
                    len([x for x in self.right if x not in letters])) % {
                    "n": len([x for x in self.right if x not in letters]),
                    "left": len(left)})
            if letter not in letters:
                return _wrong(f"one more choice is right: think again about "
                              f"{letter}) {self.choices[letter]}")
        return _right(" ".join(f"{x}) {self.why[x]}" for x in self.right))

    def _explain_solution(self) -> str:
        return f"{self.expected()!r}. " + " ".join(f"{x}) {self.why[x]}" for x in self.right)


# -- on your own: write a function -----------------------------------------------------------


@dataclass(frozen=True)
class _Case:
    args: tuple[Any, ...]
    expected: Any
    explain: Callable[..., str]

    @property
    def why(self) -> str:
        """Why the right result is right (worked out only when a check needs to say it)."""
        return self.explain(*self.args)


class FunctionTask(Exercise):
    """Write a function; the check calls it on many cases and explains the first one
    that differs.

    :param name: the function's name, for the messages
    :param reference: the right function (the author's)
    :param cases: argument tuples to try
    :param explain: ``explain(*args)`` says why the right result is right
    :param solution_code: the source of a right function, shown by ``solution()``
    """

    answer_shape = "a function (write `def ...` and pass its name)"

    def __init__(
        self, name: str, reference: Callable[..., Any], cases: Iterable[tuple[Any, ...]],
        explain: Callable[..., str], solution_code: str, **kwargs: Any,
    ) -> None:
        super().__init__(**kwargs)
        self.name = name
        self.reference = reference
        self._arguments = [tuple(a) for a in cases]
        self._explain = explain
        self.solution_code = solution_code

    @functools.cached_property
    def cases(self) -> list[_Case]:
        """The cases with the right results, worked out at the first check (not when the
        lesson imports its exercises: in the browser, with the readable search, that
        would keep the lesson's first cell busy)."""
        return [_Case(args, self.reference(*args), self._explain) for args in self._arguments]

    def expected(self) -> Callable[..., Any]:
        return self.reference

    def answer_code(self) -> str:
        return self.solution_code.strip()

    def _judge(self, answer: Any) -> Feedback:
        if not callable(answer):
            return _malformed(Shape(self.answer_shape, repr(answer)))
        if self._placeholder(answer):
            return Feedback(
                "unanswered",
                f"No answer yet: {self.name} returns None for now; write its body (replace "
                "the `...`), run its cell, then run this check again.",
            )
        for case in self.cases:
            call = f"{self.name}({', '.join(repr(a) for a in case.args)})"
            try:
                got = answer(*case.args)
            except Exception as error:
                return _wrong(f"{call} raised {type(error).__name__}: {error}; it should return "
                              f"{case.expected!r}: {case.why}")
            if got != case.expected:
                return _wrong(f"{call} returned {got!r}, but it should be {case.expected!r}: "
                              f"{case.why}")
        return _right(f"{self.name} gives the right answer in all {len(self.cases)} cases tried")

    def _explain_solution(self) -> str:
        return "\n" + self.solution_code.strip()

    def _placeholder(self, answer: Callable[..., Any]) -> bool:
        """True if ``answer`` is still the lesson's empty function: it returns None in every
        case (and None is never right)."""
        if any(case.expected is None for case in self.cases):
            return False
        try:
            return all(answer(*case.args) is None for case in self.cases)
        except Exception:
            return False


def exercises_of(lesson: types.ModuleType) -> list[tuple[str, Exercise]]:
    """A lesson module's exercises, ``q1``, ``q2``, … in their order, with their names.

        >>> import coursework.lesson02
        >>> [name for name, _ in exercises_of(coursework.lesson02)][:3]
        ['q1', 'q2', 'q3']
    """
    numbered = sorted((int(key[1:]), key, value) for key, value in vars(lesson).items()
                      if re.fullmatch(r"q\d+", key) and isinstance(value, Exercise))
    return [(key, value) for _, key, value in numbered]
