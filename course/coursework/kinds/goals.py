"""What a move should achieve in an exercise: an extra move, a capture, a landing place…

A :class:`Goal` judges one move from its trace and says why it does or does not
reach the goal, with the rules' own explanation of the move
(:mod:`mancala_core.rules.explain`)::

    >>> import mancala_core as mc
    >>> start = mc.rules("kalah").start()
    >>> goal = ExtraMove()
    >>> goal.met(start.trace("3")), goal.met(start.trace("4"))
    (True, False)
    >>> print(goal.why(start.trace("4")))  # doctest: +NORMALIZE_WHITESPACE
    South's pit 4 holds 4 seeds and is 3 steps from South's store, so the last seed lands in
    North's pit 1, on the opponent's row: North's turn
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import mancala_core as mc
from mancala_core.games.oware.narrator import feeds, grand_slam
from mancala_core.i18n import _, ngettext
from mancala_core.rules.explain import explain_move, possessive
from mancala_core.rules.words import owner_name

from .ring import lap, plain_ring

__all__ = [
    "Capture",
    "CapturesAtLeast",
    "EndsGame",
    "ExtraMove",
    "FeedsOpponent",
    "Goal",
    "GrandSlam",
    "LandsIn",
    "Legal",
    "LeavesExtraMove",
    "StoreAtLeast",
    "Custom",
    "negated",
    "plural",
]


class Goal:
    """A property of one move. ``name`` completes "a move that …"."""

    name = "reaches the goal"

    def met(self, trace: mc.MoveTrace) -> bool:
        raise NotImplementedError

    def why(self, trace: mc.MoveTrace) -> str:
        """Why this move does (or does not) reach the goal: the move explained by the rules."""
        return explain_move(trace)

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class ExtraMove(Goal):
    """The last seed lands in the mover's own store (Kalah), or the rules give the mover
    another move (Basic mancala: a last seed in any store; Congkak: the own store)."""

    name = "gives an extra move"

    def met(self, trace: mc.MoveTrace) -> bool:
        last = trace.last_place()
        if last is not None and last.pit is None and last.player == trace.before.to_move:
            return True
        return any(s.kind == "extra-move" and not s.note.startswith("void")
                   for s in trace.steps)


class Capture(Goal):
    """The move captures seeds (any number)."""

    name = "captures"

    def met(self, trace: mc.MoveTrace) -> bool:
        return trace.captured() > 0


@dataclass(frozen=True, repr=True)
class CapturesAtLeast(Goal):
    """The move captures at least ``seeds`` seeds: in Kalah the facing pit's and the last
    seed, in Oware every pit of the chain::

        >>> oware = mc.rules("oware").position(
        ...     pits=[[0, 0, 8, 0, 0, 1], [1, 1, 1, 1, 2, 3]], stores=[10, 20])
        >>> CapturesAtLeast(11).met(oware.trace("3")), CapturesAtLeast(12).met(oware.trace("3"))
        (True, False)
    """

    seeds: int

    @property
    def name(self) -> str:  # type: ignore[override]
        return f"captures at least {self.seeds} seeds"

    def met(self, trace: mc.MoveTrace) -> bool:
        return trace.captured() >= self.seeds


@dataclass(frozen=True, repr=True)
class LandsIn(Goal):
    """The last seed lands in ``place``."""

    place: mc.Place

    @property
    def name(self) -> str:  # type: ignore[override]
        return f"ends in {possessive(self.place)}"

    def met(self, trace: mc.MoveTrace) -> bool:
        return trace.last_place() == self.place


class FeedsOpponent(Goal):
    """The move sows at least one seed into the opponent's row (Oware's rule when that row
    is empty: the mover must feed it)::

        >>> hungry = mc.rules("oware").position(
        ...     pits=[[0, 0, 0, 3, 1, 1], [0, 0, 0, 0, 0, 0]], stores=[20, 23])
        >>> [m.text for m in hungry.legal_moves() if FeedsOpponent().met(hungry.trace(m))]
        ['4', '6']
    """

    name = "feeds the opponent"

    def met(self, trace: mc.MoveTrace) -> bool:
        return feeds(trace) > 0


class GrandSlam(Goal):
    """The move's capture would take every seed of the opponent's row (an Oware grand
    slam), whatever the ``grand_slam`` option then makes of it::

        >>> pos = mc.rules("oware").position(
        ...     pits=[[0, 0, 0, 0, 1, 2], [1, 1, 0, 0, 0, 0]], stores=[20, 23])
        >>> GrandSlam().met(pos.trace("6")), pos.trace("6").captured()
        (True, 0)
    """

    name = "is a grand slam"

    def met(self, trace: mc.MoveTrace) -> bool:
        return grand_slam(trace)


class Legal(Goal):
    """The move may be played (every move an exercise traces may: an exercise that asks
    "which moves may be played?" explains the others from the rules' own reason)."""

    name = "may be played"

    def met(self, trace: mc.MoveTrace) -> bool:
        return True


class EndsGame(Goal):
    """The move ends the game."""

    name = "ends the game"

    def met(self, trace: mc.MoveTrace) -> bool:
        return trace.after.is_over()


@dataclass(frozen=True, repr=True)
class StoreAtLeast(Goal):
    """After the move the mover's store holds at least ``seeds`` (end-of-game collection
    included)."""

    seeds: int

    @property
    def name(self) -> str:  # type: ignore[override]
        return f"brings your store to at least {self.seeds}"

    def met(self, trace: mc.MoveTrace) -> bool:
        mover = trace.before.to_move
        return trace.after.scores()[mover] >= self.seeds

    def why(self, trace: mc.MoveTrace) -> str:
        mover = trace.before.to_move
        held = trace.after.scores()[mover]
        return f"{explain_move(trace)}; the store then holds {held}"


@dataclass(frozen=True)
class Custom(Goal):
    """A goal from a predicate: ``Custom("keeps pit 6 for later", lambda t: ...)``."""

    label: str
    predicate: Callable[[mc.MoveTrace], bool]
    explain: Callable[[mc.MoveTrace], str] | None = None

    @property
    def name(self) -> str:  # type: ignore[override]
        return self.label

    def met(self, trace: mc.MoveTrace) -> bool:
        return bool(self.predicate(trace))

    def why(self, trace: mc.MoveTrace) -> str:
        return self.explain(trace) if self.explain is not None else explain_move(trace)

    def __repr__(self) -> str:
        return f"Custom({self.label!r})"


def ready_pits(pos: mc.Position, player: int) -> list[int]:
    """``player``'s pits that hold exactly as many seeds as they are steps from the
    store, on the sowing's ring: each is an extra move ready to play (none in the games
    where a last seed in the store gives no other move).

        >>> import mancala_core as mc
        >>> ready_pits(mc.rules("kalah").start(), 0)
        [3]
    """
    rules = pos.rules
    if not (rules.extra_move_in_store and plain_ring(rules)):
        return []
    store = mc.Place(player)
    return [pit for pit, seeds in enumerate(pos.pits(player), start=1)
            if store in (places := lap(rules, player, pit)) and seeds == places.index(store) + 1]


class LeavesExtraMove(Goal):
    """After the move, one of the mover's pits (Kalah) holds exactly as many seeds as it
    is steps from the store: an extra move ready for the next turn (unless the opponent's
    sowing reaches it first)."""

    name = "leaves an extra move ready"

    def met(self, trace: mc.MoveTrace) -> bool:
        return bool(ready_pits(trace.after, trace.before.to_move))

    def why(self, trace: mc.MoveTrace) -> str:
        mover = trace.before.to_move
        after = trace.after
        names = trace.before.rules.side_names
        n = trace.before.rules.pits_per_player
        ready = ready_pits(after, mover)
        story = explain_move(trace)
        if after.is_over():
            return _("%(story)s; the game is over") % {"story": story}
        owner = owner_name(names[mover])
        if ready:
            pits = ", ".join(
                ngettext("pit %(pit)s holds %(seeds)s and is %(n)s step from the store",
                         "pit %(pit)s holds %(seeds)s and is %(n)s steps from the store",
                         n + 1 - p) % {"pit": p, "seeds": after.pits(mover)[p - 1],
                                       "n": n + 1 - p} for p in ready)
            return _("%(story)s; then %(owner)s's %(pits)s: an extra move ready") % {
                "story": story, "owner": owner, "pits": pits}
        right = after.pits(mover)[n - 1]
        return ngettext(
            "%(story)s; then no pit of %(owner)s holds as many seeds as it is steps from the "
            "store (pit %(pit)s, 1 step away, holds %(n)s seed)",
            "%(story)s; then no pit of %(owner)s holds as many seeds as it is steps from the "
            "store (pit %(pit)s, 1 step away, holds %(n)s seeds)", right) % {
            "story": story, "owner": owner, "pit": n, "n": right}


def negated(name: str) -> str:
    """A goal's name said of a move that does not reach it: ``"gives an extra move"`` →
    ``"does not give an extra move"``; ``"is safe"`` → ``"is not safe"``."""
    first, _space, rest = name.partition(" ")
    if first in ("is", "can", "will", "may"):
        return f"{first} not {rest}".strip()
    if first == "has":
        return f"does not have {rest}".strip()
    return f"does not {plural(name)}"


def plural(name: str) -> str:
    """``"gives an extra move"`` → ``"give an extra move"``: the form after "does not" or
    after a plural subject ("pits 2 and 3 give…")."""
    first, _space, rest = name.partition(" ")
    verb = {"gives": "give", "captures": "capture", "ends": "end", "brings": "bring",
            "keeps": "keep", "makes": "make", "leaves": "leave", "wins": "win",
            "is": "are", "has": "have"}.get(first)
    if verb is None and first.endswith("s"):
        verb = first[:-1]
    return f"{verb or first} {rest}".strip()


