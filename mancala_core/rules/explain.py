"""Why a move does what it does, in sentences for a learner: the base :class:`Narrator`
with the sentences every sowing game shares, and the functions that ask the narrator a
game's rules declare.

A :class:`~mancala_core.MoveTrace` says *what* happened, one step at a time;
a narrator says *why*, from the rules: the board widget captions each step of
an animation with :func:`step_reasons`, and the course's exercises explain a
learner's move with :func:`last_seed_reason` and :func:`outcome`::

    >>> import mancala_core as mc
    >>> pos = mc.rules("kalah").position(
    ...     pits=[[2, 1, 0, 5, 2, 1], [2, 1, 0, 5, 3, 2]], stores=[12, 12])
    >>> trace = pos.trace("4")
    >>> print(last_seed_reason(trace))  # doctest: +NORMALIZE_WHITESPACE
    South's pit 4 holds 5 seeds and is 3 steps from South's store,
    so the last seed lands in North's pit 2
    >>> outcome(trace)
    "the last seed lands in North's pit 2, on the opponent's row: North's turn"
    >>> for reason in step_reasons(pos.trace("1")):  # doctest: +NORMALIZE_WHITESPACE
    ...     print(reason)
    South picks up the 2 seeds of South's pit 1
    a seed into South's pit 2 (now 2)
    the last seed into South's pit 3 (now 1)
    capture: the last seed fell into South's own empty pit 3, and North's pit 4
    opposite holds 5: those 5 go to South's store
    the last seed goes to South's store with them

Each game's rules name their narrator (:attr:`~mancala_core.rules.base.Rules.narrator`,
``"module:Class"``), found when a move is first explained: Kalah's, Oware's and the wider
family's live in each game's folder (``mancala_core/games/<game>/narrator.py``); a game
that names none is told by the base :class:`Narrator`, in its own words for a pit, a store
and a seed.

They are in the language in use (:func:`mancala_core.set_language`); each function
also takes ``language=``::

    >>> print(outcome(trace, language="pl"))
    ostatni kamień ląduje w dołku 2 Północy, po stronie przeciwnika: ruch Północy
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, ClassVar

from ..i18n import N_, _, ngettext, using
from .moves import MoveTrace, Place, Step
from .position import Position
from .words import Role, game_place_phrase, owner_name, place_phrase, seeds, side_name, stones

if TYPE_CHECKING:
    from .base import Rules

__all__ = [
    "Narrator",
    "RefutationWords",
    "describe_end",
    "distance",
    "end_note",
    "explain_move",
    "last_seed_reason",
    "narrator",
    "outcome",
    "possessive",
    "refutation_words",
    "step_reasons",
    "turn_words",
]


def possessive(place: Place, side_names: tuple[str, ...] | Rules = ("South", "North")) -> str:
    """``"South's pit 3"`` or ``"North's store"``, the name of a place in a sentence
    (in the language in use: :func:`~mancala_core.rules.words.place_phrase`).

    Given the rules instead of the side names, it speaks the game's words:

        >>> import mancala_core as mc
        >>> possessive(Place(1, 4), mc.rules("toguz")), possessive(Place(0), mc.rules("toguz"))
        ("Black's hole 4", "White's kazan")
        >>> possessive(Place(0, 5), mc.rules("bao")), possessive(Place(1), mc.rules("bao"))
        ("South's hole A5", "North's hand")
    """
    if isinstance(side_names, tuple):
        return place_phrase(place, "", side_names)
    names = side_names.side_names
    pit_word, store_word = side_names.pit_word, side_names.store_word
    number = side_names.hole_name(place.player, place.pit) if place.pit is not None else None
    if pit_word == "pit" and store_word == "store" and side_names.hole_name(0, 1) is None:
        return place_phrase(place, "", names)
    return game_place_phrase(place, "", names, pit_word, store_word, number)


def distance(pos: Position, pit: int) -> int:
    """How many places a sowing from the mover's ``pit`` needs to reach the mover's store.

    In Kalah, pit 6 is 1 step from the store and pit 1 is 6 steps away: a pit
    holding exactly that many seeds ends its sowing in the store.

        >>> import mancala_core as mc
        >>> start = mc.rules("kalah").start()
        >>> distance(start, 3), distance(start, 6)
        (4, 1)
    """
    n = pos.rules.pits_per_player
    if not 1 <= pit <= n:
        raise ValueError(f"pit {pit!r} is not a pit of {pos.text()!r}: pits are 1 to {n}")
    return n - pit + 1


def end_note(note: str, names: tuple[str, ...] = ("South", "North")) -> str:
    """A Kalah or Oware game's reason for ending (a step's ``note``) in the language in use."""
    void = " (the extra move the last seed earned is void)"
    if note.endswith(void):
        return end_note(note[: -len(void)], names) + _(
            " (the extra move the last seed earned is void)")
    known = {
        "a row is empty": _("a row is empty"),
        "the seeds are shared equally": _("the seeds are shared equally"),
        "a player has more than half of the seeds": _("a player has more than half of the seeds"),
        "the position repeats": _("the position repeats"),
    }
    if note in known:
        return known[note]
    for name in names:
        if note == f"{name} has no seeds to move":
            return _("%(side)s has no seeds to move") % {"side": side_name(name)}
        if note == f"{name} cannot move":
            return _("%(side)s cannot move") % {"side": side_name(name)}
    return note


class Narrator:
    """The sentences of one game's move. The base class says what every sowing game shares,
    in the game's words (:attr:`~mancala_core.rules.base.Rules.pit_word`, ``store_word``,
    ``seed_word``); each game's subclass adds what its rules do with the last seed.

    Every sentence is in the language in use (:mod:`mancala_core.i18n`); the notes that
    the rules write on a step (``Step.note``: Bao's and Congkak's reasons) stay English,
    and so do a game's own words that the catalogues do not know (a *cup*, a *pebble*).
    A narrator only reads the trace; it never plays a move.
    """

    #: the game's capture in a phrase a hint gives (an ``N_`` message, translated when
    #: shown; :func:`capture_rule`): what every game shares unless its narrator says more
    capture_rule: ClassVar[str] = N_("a capture: a move that takes seeds of your opponent's")

    def __init__(self, trace: MoveTrace) -> None:
        self.trace = trace
        self.before: Position = trace.before
        self.rules = trace.before.rules
        self.mover = trace.before.to_move
        self.sows = [k for k, step in enumerate(trace.steps) if step.kind == "sow"]
        self.stones = self.rules.seed_word == "stone"

    # -- words ----------------------------------------------------------------------

    def name(self, player: int) -> str:
        """The side's name as the rules give it (English)."""
        names = self.rules.side_names
        return names[player] if player < len(names) else f"P{player + 1}"

    def who(self, player: int) -> str:
        """The side's name as the subject of a sentence."""
        return side_name(self.name(player))

    def owner(self, player: int) -> str:
        """The side's name as the owner of a place (*South's*)."""
        return owner_name(self.name(player))

    def place(self, place: Place | None) -> str:
        return possessive(place, self.rules) if place is not None else _("the board")

    def at(self, place: Place | None, role: Role) -> str:
        """``place`` with its preposition (``"into Black's hole 4"``), in the game's words."""
        if place is None:
            return _("the board")
        number = (self.rules.hole_name(place.player, place.pit)
                  if place.pit is not None else None)
        return game_place_phrase(place, role, self.rules.side_names, self.rules.pit_word,
                                 self.rules.store_word, number)

    def worded(self, seed_text: str, stone_text: str) -> str:
        """The sentence said of seeds (``seed_text``) or of stones (``stone_text``), by the
        game's seed word; a word the catalogues do not know takes the place of *seed* where
        the sentence is English (a *pebble*)."""
        word = self.rules.seed_word
        if word == "stone":
            return stone_text
        if word == "seed":
            return seed_text
        return seed_text.replace("seed", word)

    def seeds(self, count: int) -> str:
        return self.worded(seeds(count), stones(count))

    def next_turn(self) -> str:
        after = self.trace.after
        if after.to_move == self.mover:
            return _("%(side)s moves again") % {"side": self.who(self.mover)}
        return _("%(owner)s's turn") % {"owner": self.owner(after.to_move)}

    def game_over(self, step: Step) -> str:
        """``"the game is over: a row is empty"``: the end ``step``, its note translated."""
        if not step.note:
            return _("the game is over")
        return _("the game is over: %(why)s") % {
            "why": end_note(step.note, self.rules.side_names)}

    def end(self) -> str:
        """``"the game is over: a row is empty"`` if the move ended the game, else ``""``."""
        for step in self.trace.steps:
            if step.kind == "end":
                return self.game_over(step)
        return ""

    def then(self) -> str:
        """``"; North's turn"`` or ``"; the game is over: …"``."""
        end = self.end()
        return f"; {end}" if end else f"; {self.next_turn()}"

    def plays(self) -> str:
        """``"South plays 3"``: a move that sows nothing."""
        return _("%(side)s plays %(move)s") % {"side": self.who(self.mover),
                                                "move": self.trace.move.text}

    # -- the trace ------------------------------------------------------------------

    def picked(self) -> int:
        return next((s.seeds for s in self.trace.steps if s.kind == "pick"), 0)

    def origin(self) -> Place | None:
        pit = self.trace.move.pit
        return Place(self.mover, pit) if pit is not None else None

    def count_after(self, place: Place) -> int:
        """How many seeds ``place`` held just after the last seed fell (before captures)."""
        count = 0
        for step in self.trace.steps:
            if step.kind == "sow" and step.place == place:
                count = step.count
        return count

    def own_captures(self) -> list[Step]:
        return [s for s in self.trace.steps if s.kind == "capture" and s.player == self.mover]

    # -- the questions --------------------------------------------------------------

    def holds(self, place: Place | None, count: int) -> str:
        """``"South's pit 2 holds 2 seeds"``."""
        text = self.worded(
            ngettext("%(place)s holds %(n)s seed", "%(place)s holds %(n)s seeds", count),
            ngettext("%(place)s holds %(n)s stone", "%(place)s holds %(n)s stones", count))
        return text % {"place": self.place(place), "n": count}

    def counting(self) -> str:
        """The count: ``"South's pit 2 holds 2 seeds"``, and how far the mover's own store
        is when the sowing reaches it (``"… and is 1 step from South's store"``)."""
        seeds = self.picked()
        holds = self.holds(self.origin(), seeds)
        steps = self.steps_to_store()
        if steps is None:
            return holds
        reason = ngettext("%(holds)s and is %(n)s step %(from_store)s",
                          "%(holds)s and is %(n)s steps %(from_store)s", steps) % {
            "holds": holds, "n": steps, "from_store": self.at(Place(self.mover), "from")}
        if seeds == steps:
            return _("%(reason)s: exactly enough") % {"reason": reason}
        return reason

    def steps_to_store(self) -> int | None:
        """How many places the sowing took to reach the mover's own store (its seed
        there included), or ``None`` if it did not reach it."""
        store = Place(self.mover)
        sown = 0
        for step in self.trace.steps:
            if step.kind == "sow":
                sown += 1
                if step.place == store:
                    return sown
        return None

    def lands(self, last: Place) -> str:
        """``"the last seed lands in North's pit 3"``."""
        text = self.worded(_("the last seed lands %(place)s"), _("the last stone lands %(place)s"))
        return text % {"place": self.at(last, "in")}

    def last_seed_reason(self) -> str:
        """Where the last seed lands and why, by counting (see :func:`last_seed_reason`)."""
        last = self.trace.last_place()
        if last is None or self.trace.move.pit is None:
            return _("%(move)s sows no seeds") % {"move": self.trace.move.text}
        text = self.worded(_("%(reason)s, so the last seed lands %(place)s"),
                           _("%(reason)s, so the last stone lands %(place)s"))
        return text % {"reason": self.counting(), "place": self.at(last, "in")}

    def explain(self) -> str:
        """The count, then the outcome (see :func:`explain_move`)."""
        if self.trace.last_place() is None or self.trace.move.pit is None:
            return self.outcome()
        return _("%(reason)s, so %(outcome)s") % {
            "reason": self.counting(), "outcome": self.outcome()}

    def outcome(self) -> str:
        """What the last seed's landing means, then whose turn it is."""
        last = self.trace.last_place()
        if last is None:
            return self.end() or self.plays()
        text = self.lands(last)
        captured = self.trace.taken()
        if captured:
            text = _("%(text)s: %(side)s captures %(n)s") % {
                "text": text, "side": self.who(self.mover), "n": captured}
        return text + self.then()

    def step_reasons(self) -> list[str]:
        last = self.sows[-1] if self.sows else -1
        return [self.step_reason(k, step, k == last) for k, step in enumerate(self.trace.steps)]

    def step_reason(self, index: int, step: Step, is_last: bool) -> str:
        who = self.who(step.player)
        n = step.seeds
        if step.kind == "pick" and step.place is not None:
            text = self.worded(
                ngettext("%(side)s picks up the %(n)s seed %(place)s",
                         "%(side)s picks up the %(n)s seeds %(place)s", n),
                ngettext("%(side)s picks up the %(n)s stone %(place)s",
                         "%(side)s picks up the %(n)s stones %(place)s", n))
            return text % {"side": who, "n": n, "place": self.at(step.place, "of")}
        if step.kind == "sow" and step.place is not None:
            if is_last:
                text = self.worded(_("the last seed %(place)s (now %(n)s)"),
                                   _("the last stone %(place)s (now %(n)s)"))
            else:
                text = self.worded(_("a seed %(place)s (now %(n)s)"),
                                   _("a stone %(place)s (now %(n)s)"))
            return text % {"place": self.at(step.place, "into"), "n": step.count}
        if step.kind == "collect" and step.place is not None:
            text = self.worded(
                ngettext("%(n)s seed left %(place)s goes %(store)s",
                         "%(n)s seeds left %(place)s go %(store)s", n),
                ngettext("%(n)s stone left %(place)s goes %(store)s",
                         "%(n)s stones left %(place)s go %(store)s", n))
            return text % {"n": n, "place": self.at(step.place, "in"),
                           "store": self.at(step.to, "to")}
        if step.kind == "capture" and step.place is not None:
            text = self.worded(
                ngettext("%(side)s takes the %(n)s seed %(place)s %(store)s",
                         "%(side)s takes the %(n)s seeds %(place)s %(store)s", n),
                ngettext("%(side)s takes the %(n)s stone %(place)s %(store)s",
                         "%(side)s takes the %(n)s stones %(place)s %(store)s", n))
            return text % {"side": who, "n": n, "place": self.at(step.place, "of"),
                           "store": self.at(step.to, "to")}
        if step.kind == "extra-move":
            if step.note.startswith("void"):
                return _("no extra move: %(why)s") % {"why": step.note.removeprefix("void: ")}
            return _("%(side)s moves again") % {"side": who}
        if step.kind == "end":
            if not step.note:
                return _("the game is over")
            return _("the game is over: %(why)s") % {"why": step.note}
        return step.describe(self.rules.side_names)


@cache
def _narrator_class(declared: str) -> type[Narrator]:
    """The class that ``declared`` (``"module:Class"``) names, imported on first use."""
    module, _colon, name = declared.partition(":")
    cls = getattr(importlib.import_module(module), name)
    if not (isinstance(cls, type) and issubclass(cls, Narrator)):
        raise TypeError(f"{declared!r} is not a Narrator")
    return cls


def capture_rule(rules: Rules) -> str:
    """How a capture happens in ``rules``' game, in a phrase for a hint, in the language in
    use: the :attr:`Narrator.capture_rule` of the narrator the rules declare.

        >>> import mancala_core as mc
        >>> capture_rule(mc.rules("kalah"))
        'a capture: a last seed in an empty pit of yours takes the seeds opposite'
        >>> capture_rule(mc.rules("oware"))  # doctest: +NORMALIZE_WHITESPACE
        "a capture: a last seed that makes 2 or 3 in a pit of your opponent's takes them,
        and the pits just before it that hold 2 or 3 too"
    """
    declared = rules.narrator
    return _(_narrator_class(declared).capture_rule if declared else Narrator.capture_rule)


def narrator(trace: MoveTrace) -> Narrator:
    """The narrator of the trace's move: the one its rules declare
    (:attr:`~mancala_core.rules.base.Rules.narrator`), else the base :class:`Narrator`."""
    declared = trace.before.rules.narrator
    return _narrator_class(declared)(trace) if declared else Narrator(trace)


def last_seed_reason(trace: MoveTrace, *, language: str | None = None) -> str:
    """Where the last seed lands and why, by counting: ``"South's pit 4 holds 5 seeds and is
    3 steps from South's store, so the last seed lands in North's pit 2"``.

    For a move that sows nothing (``swap``) it says so.
    """
    with using(language):
        return narrator(trace).last_seed_reason()


def explain_move(trace: MoveTrace, *, language: str | None = None) -> str:
    """The whole story of a move in one sentence: the count, where the last seed lands,
    and what that means by the rules.

        >>> import mancala_core as mc
        >>> print(explain_move(mc.rules("kalah").start().trace("3")))
        South's pit 3 holds 4 seeds and is 4 steps from South's store: exactly enough, \
so the last seed lands in South's own store: South moves again
    """
    with using(language):
        return narrator(trace).explain()


def outcome(trace: MoveTrace, *, language: str | None = None) -> str:
    """What the landing of the last seed means, by the rules: an extra move, a capture,
    nothing, the end of the game.

        >>> import mancala_core as mc
        >>> outcome(mc.rules("kalah").start().trace("3"))
        "the last seed lands in South's own store: South moves again"
    """
    with using(language):
        return narrator(trace).outcome()


def describe_end(trace: MoveTrace) -> str:
    """``"the game is over: a row is empty"`` if the move ended the game, else ``""``."""
    return narrator(trace).end()


def step_reasons(trace: MoveTrace, *, language: str | None = None) -> list[str]:
    """One sentence per step of ``trace``, saying what happens and why.

    The board's animation shows them one by one under the board.

        >>> import mancala_core as mc
        >>> step_reasons(mc.rules("kalah").start().trace("6"))[:3]
        ["South picks up the 4 seeds of South's pit 6", "a seed into South's store (now 1): \
your own store gets a seed when the sowing passes it", "a seed into North's pit 1 (now 5)"]
    """
    with using(language):
        return narrator(trace).step_reasons()


# -- a refutation's words -------------------------------------------------------------


@dataclass(frozen=True)
class RefutationWords:
    """The sentence of :func:`refutation_words` and the numbers it names: ``bound``, the
    final score it says you end with at most (``None``: none); ``captured``, the seeds the
    opponent captures along the line; ``reply``, the opponent's first answer."""

    text: str
    bound: int | None
    captured: int
    reply: str | None


def turn_words(moves: list[str]) -> str:
    """``"6 (an extra move), then 2"``: a turn of several moves."""
    if len(moves) == 1:
        return moves[0]
    extra = ", ".join(_("%(move)s (an extra move)") % {"move": m} for m in moves[:-1])
    return _("%(moves)s, then %(last)s") % {"moves": extra, "last": moves[-1]}


def refutation_words(pos: Position, move: str, line: tuple[str, ...] | list[str],
                     value: int | None) -> RefutationWords:
    """Why ``move`` in ``pos`` is refuted by ``line`` (the moves after it, yours and the
    opponent's), whose proved final margin for the player to move is at most ``value``
    (``None``: none proved), in the language in use: the words that the search's
    explanation and a puzzle's stored refutation both say.

        >>> import mancala_core as mc
        >>> pos = mc.parse("kalah[pits=4,seeds=2] 1.0.2.1:4/1.2.0.1:4 S")
        >>> said = refutation_words(pos, "4", ("1", "2", "3", "2", "1"), -2)
        >>> print(said.text)  # doctest: +NORMALIZE_WHITESPACE
        after 4 and your follow-up 1, North plays 2, you 3 (an extra move), then 2,
        North 1 and captures 1; you end with at most 7
        >>> said.bound, said.captured, said.reply
        (7, 1, '2')
    """
    me = pos.to_move
    them = side_name(pos.rules.side_names[1 - me])
    child = pos.play(move)
    if child.is_over():
        final = child.scores()[me]
        return RefutationWords(_("%(move)s ends the game: you end with %(n)s") % {
            "move": move, "n": final}, final, 0, None)
    turns: list[tuple[int, list[str]]] = []
    captured = 0
    at = child
    for step in line:
        if not turns or turns[-1][0] != at.to_move:
            turns.append((at.to_move, []))
        turns[-1][1].append(step)
        if at.to_move != me:
            captured += at.trace(step).taken()
        at = at.play(step)
    # the final scores add up to every seed: a margin v is (total + v) / 2 seeds
    sums = pos.rules.options.get("leftovers", "owner") != "uncounted"
    bound: int | None = None
    if value is not None and sums:
        bound = (pos.rules.total_seeds + value) // 2
        if bound >= pos.store(me) + pos.seeds_on_board():  # says nothing
            bound = None
    words = _("after %(move)s") % {"move": move}
    reply = None
    for k, (player, moves) in enumerate(turns):
        if player == me:
            words += (_(" and your follow-up %(moves)s") if k == 0
                      else _(", you %(moves)s")) % {"moves": turn_words(moves)}
        elif reply is None:
            reply = moves[0]
            words += _(", %(side)s plays %(moves)s") % {"side": them, "moves": turn_words(moves)}
        else:
            words += _(", %(side)s %(moves)s") % {"side": them, "moves": turn_words(moves)}
    if captured:
        words += _(" and captures %(n)s") % {"n": captured}
    if at.is_over():
        words += _("; the game ends: you end with %(n)s") % {"n": at.scores()[me]}
    elif bound is not None:
        words += _("; you end with at most %(n)s") % {"n": bound}
    elif value is not None and not sums and value < 0:
        words += _("; you lose by at least %(n)s") % {"n": -value}
    return RefutationWords(words, bound, captured, reply)
