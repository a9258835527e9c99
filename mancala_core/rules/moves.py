"""Moves, places on the board, and the step-by-step trace of a move.

A :class:`Move` is what a player chooses; its text is what a player writes
(``"3"``: the pit numbered from the mover's own left, ``"swap"`` for the pie
rule). A :class:`MoveTrace` says what the move did, one :class:`Step` at a
time: every seed picked up and dropped, every pit skipped, every capture, an
extra move, the end of the game. Boards animate it and lessons narrate it::

    >>> import mancala_core as mc
    >>> trace = mc.rules("kalah").start().trace("3")
    >>> [str(step) for step in trace.steps]
    ['South picks 4 from South 3', 'sow South 4 (5)', 'sow South 5 (5)', 'sow South 6 (5)', \
'sow South store (1)', 'South moves again']
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal, NamedTuple

if TYPE_CHECKING:
    from .position import Position

__all__ = ["Move", "Place", "Step", "StepKind", "MoveTrace"]


class Move(NamedTuple):
    """A move: its ``text`` as a player writes it, and the ``pit`` it starts from.

    ``pit`` counts from the mover's own left (1..n); it is ``None`` for a move
    that sows nothing, such as ``swap``. (A named tuple, so that comparing
    moves is as fast as comparing tuples: the hot loops of random play
    compare them.)
    """

    text: str
    pit: int | None = None

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Move({self.text!r})"


@dataclass(frozen=True)
class Place:
    """A pit or a store on the board: ``pit`` 1..n from the owner's left, ``None`` for the store."""

    player: int
    pit: int | None = None

    @property
    def is_store(self) -> bool:
        return self.pit is None

    def label(self, side_names: tuple[str, ...] = ("South", "North")) -> str:
        """``"South 3"`` or ``"North store"``."""
        side = side_names[self.player] if self.player < len(side_names) else f"P{self.player + 1}"
        return f"{side} {'store' if self.pit is None else self.pit}"

    def as_dict(self) -> dict[str, int | None]:
        return {"player": self.player, "pit": self.pit}


StepKind = Literal[
    "pick", "sow", "skip", "capture", "extra-move", "swap", "collect", "finish", "round", "end"
]


@dataclass(frozen=True)
class Step:
    """One step of a move.

    ========== ============================================================
    kind       meaning
    ========== ============================================================
    pick       ``seeds`` are lifted from ``place``
    sow        one seed is dropped into ``place``; ``count`` is its new count
    skip       ``place`` is passed over without a seed (``note`` says why)
    capture    ``seeds`` move from ``place`` to the store ``to``
    extra-move the mover moves again
    swap       the players exchange sides (pie rule)
    collect    at the end, ``seeds`` left in ``place`` go to ``to``
    finish     ``player`` finishes or resigns (``note`` gives the place)
    round      a new round begins (``note`` says how the board was refilled)
    end        the game is over (``note`` says why)
    ========== ============================================================
    """

    kind: StepKind
    player: int
    place: Place | None = None
    seeds: int = 0
    to: Place | None = None
    count: int = 0
    note: str = ""

    def describe(self, side_names: tuple[str, ...] = ("South", "North")) -> str:
        """A short sentence for a learner: ``"sow South 4 (5)"``."""
        who = side_names[self.player] if self.player < len(side_names) else f"P{self.player + 1}"
        where = self.place.label(side_names) if self.place else ""
        to = self.to.label(side_names) if self.to else ""
        if self.kind == "pick":
            return f"{who} picks {self.seeds} from {where}"
        if self.kind == "sow":
            return f"sow {where} ({self.count})"
        if self.kind == "skip":
            return f"skip {where}" + (f": {self.note}" if self.note else "")
        if self.kind == "capture":
            return f"capture {self.seeds} from {where} into {to}"
        if self.kind == "extra-move":
            return f"{who} moves again"
        if self.kind == "swap":
            return "the players swap sides"
        if self.kind == "collect":
            return f"{self.seeds} left in {where} go to {to}"
        if self.kind in ("finish", "round"):
            return f"{who}: {self.note}" if self.kind == "finish" else f"new round: {self.note}"
        return f"game over: {self.note}"

    def __str__(self) -> str:
        return self.describe()

    def as_dict(self) -> dict[str, object]:
        """A JSON-ready dict (the boards' animation reads this)."""
        return {
            "kind": self.kind,
            "player": self.player,
            "place": self.place.as_dict() if self.place else None,
            "seeds": self.seeds,
            "to": self.to.as_dict() if self.to else None,
            "count": self.count,
            "note": self.note,
        }


@dataclass(frozen=True)
class MoveTrace:
    """A move with its ``steps``, the position ``before`` and the position ``after``."""

    before: Position
    move: Move
    steps: tuple[Step, ...]
    after: Position = field(compare=False)

    def describe(self) -> list[str]:
        """Each step as a sentence, with the game's own names for the sides."""
        names = self.before.rules.side_names
        return [step.describe(names) for step in self.steps]

    def captured(self) -> int:
        """Seeds captured by the move (end-of-game collection not included), the mover's
        own capturing seed included where it goes to the store with them (Kalah): what
        the move's capture steps move. A learner's *capture* is :meth:`taken`."""
        return sum(step.seeds for step in self.steps if step.kind == "capture")

    def taken(self) -> int:
        """Seeds the move takes from the opponent's pits: what a learner calls a capture,
        and the one count every sentence saying "captures N" says (Kalah's capturing seed,
        which goes to the store with them, and a lone seed under the empty-capture rule
        are not taken from anyone)."""
        mover = self.before.to_move
        return sum(step.seeds for step in self.steps if step.kind == "capture"
                   and step.place is not None and step.place.player != mover)

    def extra_move(self) -> bool:
        """True if the move earned another move."""
        return any(step.kind == "extra-move" for step in self.steps)

    def sown(self) -> tuple[Place, ...]:
        """The places that received a seed from the move's sowing, in order (a Congkak
        match's new round, refilled 7 a hole after the move, is not sowing)."""
        return tuple(step.place for step in self.steps
                     if step.kind == "sow" and step.place and step.note != "refilled")

    def last_place(self) -> Place | None:
        """Where the last seed fell (``None`` for a move that sows nothing)."""
        sown = self.sown()
        return sown[-1] if sown else None
