"""The :class:`Position`: an immutable, hashable game position with its rules.

A position knows its rules, the seeds in every pit and store, the player to
move and any special state of its game (the pie rule's status, for example).
Positions are values: :meth:`Position.play` returns a new one and leaves the
old one as it was::

    >>> import mancala_core as mc
    >>> start = mc.rules("kalah").start()
    >>> after = start.play("3")
    >>> after.pits(0), after.store(0), after.to_move
    ((4, 4, 0, 5, 5, 5), 1, 0)
    >>> start.pits(0)
    (4, 4, 4, 4, 4, 4)
    >>> mc.parse(after.text()) == after
    True
    >>> after
    Position('kalah 4.4.0.5.5.5:1/4.4.4.4.4.4:0 S')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..errors import IllegalMoveError, InvalidMoveError
from ..i18n import _
from .moves import Move, MoveTrace, Step

if TYPE_CHECKING:
    from .base import Rules

__all__ = ["Position"]

Key = tuple[tuple[int, ...], int, tuple[Any, ...]]


class Position:
    """A position of a game: build one with ``rules.start()``, ``rules.position(...)``,
    ``mc.parse(text)`` or ``Position(text)``.

    Equality and hashing cover the rules, the seeds, the player to move and
    the game's special state. The list of earlier positions that the
    repetition rule looks at (:attr:`history`) travels in the text but is not
    part of equality, as a chess position's move stack is not part of its FEN
    equality.
    """

    __slots__ = ("rules", "cells", "to_move", "extra", "history", "_legal", "_hash", "_filled",
                 "_seen")

    rules: Rules
    cells: tuple[int, ...]
    to_move: int
    extra: tuple[Any, ...]
    history: tuple[Key, ...]
    _legal: tuple[Move, ...] | None
    _hash: int | None
    # Two facts that the hot path of some rules (Oware's) carries from move to move,
    # None when not known (a position from the start, a set-up or a text):
    #: which pits hold seeds, one bit per cell (bit i: ``cells[i] > 0``; stores left out)
    _filled: int | None
    #: a quick filter for the repetition rule: one bit for the ``_filled`` of every
    #: position in ``history`` (see ``oware._seen_bit``); a position whose bit is not
    #: set cannot be in the history
    _seen: int | None

    def __new__(cls, text: str) -> Position:
        from .notation import parse

        return parse(text)

    @classmethod
    def _make(
        cls,
        rules: Rules,
        cells: tuple[int, ...],
        to_move: int,
        extra: tuple[Any, ...] = (),
        history: tuple[Key, ...] = (),
        legal: tuple[Move, ...] | None = None,
    ) -> Position:
        """Build a position without checks (the rules' own fast path).

        ``legal`` may pass the legal moves when the rules already know them.
        """
        return _new_position(rules, cells, to_move, extra, history, legal)

    # -- what is on the board ------------------------------------------------

    def pits(self, player: int) -> tuple[int, ...]:
        """That player's pits, counted from the player's own left."""
        return self.rules._pits(self, player)

    def store(self, player: int) -> int:
        """Seeds in that player's store."""
        return self.rules._store(self, player)

    def seeds_on_board(self) -> int:
        """Seeds in all the pits (stores not counted)."""
        return sum(sum(self.pits(p)) for p in range(self.rules.players))

    def key(self) -> Key:
        """The part of the position that equality and the repetition rule look at."""
        return (self.cells, self.to_move, self.extra)

    # -- moves -----------------------------------------------------------------

    def legal_moves(self) -> tuple[Move, ...]:
        """The legal moves, in pit order; empty exactly when the game is over."""
        legal = self._legal
        if legal is None:
            legal = self._legal = self.rules._legal_moves(self)
        return legal

    def move(self, move: Move | str) -> Move:
        """The legal :class:`Move` for ``move`` (a Move or its text), else an error.

        Raises :class:`~mancala_core.InvalidMoveError` for something that is not
        a move of this game at all, :class:`~mancala_core.IllegalMoveError` for
        a move the rules do not allow here.
        """
        legal = self.legal_moves()
        if isinstance(move, Move):
            if move in legal:
                return move
            text = move.text
        elif isinstance(move, str):
            text = move.strip()
            for candidate in legal:
                if candidate.text == text:
                    return candidate
        else:
            raise InvalidMoveError(
                f"a move must be a Move or its text, not {move!r}, in {self.text()!r}"
            )
        if not self.rules._is_move_text(text):
            raise InvalidMoveError(
                f"{text!r} is not a move of {self.rules.name} "
                f"({self.rules._move_text_help()}), in {self.text()!r}"
            )
        if self.is_over():
            raise IllegalMoveError(
                _("illegal move %(move)r in %(position)r: the game is over")
                % {"move": text, "position": self.text()},
                move=text, reason=_("the game is over"), legal=(),
            )
        choices = " ".join(m.text for m in legal)
        reason = self.rules._why_illegal(self, text)
        if reason:
            message = _("illegal move %(move)r in %(position)r: %(reason)s; "
                        "legal moves are %(moves)s")
        else:
            message = _("illegal move %(move)r in %(position)r: legal moves are %(moves)s")
        raise IllegalMoveError(
            message % {"move": text, "position": self.text(), "reason": reason, "moves": choices},
            move=text, reason=reason, legal=tuple(m.text for m in legal),
        )

    def play(self, move: Move | str) -> Position:
        """The position after ``move`` (a :class:`Move` or its text); this one is unchanged."""
        legal = self._legal
        if legal is None or move not in legal:
            move = self.move(move)
        return self.rules._apply(self, move, None)  # type: ignore[arg-type]

    def trace(self, move: Move | str) -> MoveTrace:
        """What ``move`` does, step by step, with the positions before and after."""
        checked = self.move(move)
        steps: list[Step] = []
        after = self.rules._apply(self, checked, steps)
        return MoveTrace(before=self, move=checked, steps=tuple(steps), after=after)

    # -- the end -----------------------------------------------------------------

    def is_over(self) -> bool:
        """True if the game has ended in this position.

        In every game of the family a player who is to move always has a
        move unless the game is over, so this is "no legal move".
        """
        legal = self._legal
        if legal is None:
            legal = self._legal = self.rules._legal_moves(self)
        return not legal

    def scores(self) -> tuple[int, ...]:
        """Each player's score: in the games won by seeds, the stores plus the
        end-of-game collection once over; in games ranked by places
        (``rules.ranked_by_places``), points by place."""
        return self.rules._scores(self)

    def winner(self) -> int | None:
        """The winning player's index; ``None`` for a draw or an unfinished game."""
        if not self.is_over():
            return None
        firsts = [p for p, place in enumerate(self.places()) if place == 1]
        return firsts[0] if len(firsts) == 1 else None

    def places(self) -> tuple[int | None, ...]:
        """Each player's place so far (1 = first), ``None`` for a player not yet placed.

        In a two-player game both players are placed once the game is over
        (a draw places both first); games for more players place finishers
        as they finish.
        """
        return self.rules._places(self)

    def without_history(self) -> Position:
        """The same board with no earlier positions: what a printed board shows, for the
        repetition rule a game that starts here.

        >>> import mancala_core as mc
        >>> pos = mc.parse("oware 4.4.4.4.4.4:0/4.4.4.4.4.4:0 S").play("1")
        >>> len(pos.history), pos.without_history().history
        (1, ())
        >>> pos.without_history() == pos
        True
        """
        if not self.history:
            return self
        return _new_position(self.rules, self.cells, self.to_move, self.extra, (), None)

    def with_other_to_move(self) -> Position:
        """The same board with the next player to move and no earlier positions: what
        the other side could do here (the threats that a hint looks for). The
        special state that a set-up gives back (``Rules.position_extra``, Toguz's
        tuzdyks) is kept; a board that the rules would not set up raises
        :class:`~mancala_core.InvalidPositionError`.

        >>> import mancala_core as mc
        >>> pos = mc.parse("kalah 0.1.0.0.0.5:30/0.0.0.3.0.0:9 S")
        >>> pos.with_other_to_move().text()
        'kalah 0.1.0.0.0.5:30/0.0.0.3.0.0:9 N'
        """
        rules = self.rules
        extra = {rules.position_extra: self.extra} if rules.position_extra else {}
        rows = [self.pits(p) for p in range(rules.players)]
        stores = [self.store(p) for p in range(rules.players)]
        return rules.position(rows, stores, (self.to_move + 1) % rules.players, **extra)

    # -- text and pictures -------------------------------------------------------

    def text(self) -> str:
        """The canonical position text, which :func:`mancala_core.parse` reads back."""
        from .notation import format_position

        return format_position(self)

    def __repr__(self) -> str:
        return f"Position({self.text()!r})"

    def __str__(self) -> str:
        from ..render.text import board_text

        return board_text(self)

    def _repr_svg_(self) -> str:
        from ..render.svg import board_svg

        return board_svg(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Position):
            return NotImplemented
        return (
            self.rules == other.rules
            and self.cells == other.cells
            and self.to_move == other.to_move
            and self.extra == other.extra
        )

    def __hash__(self) -> int:
        h = self._hash
        if h is None:
            h = self._hash = hash((self.rules, self.cells, self.to_move, self.extra))
        return h

    def __copy__(self) -> Position:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Position:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (Position, (self.text(),))


def _new_position(
    rules: Rules,
    cells: tuple[int, ...],
    to_move: int,
    extra: tuple[Any, ...],
    history: tuple[Key, ...],
    legal: tuple[Move, ...] | None,
    filled: int | None = None,
    seen: int | None = None,
) -> Position:
    """:meth:`Position._make` with every argument given: the rules' hot path.

    ``filled`` and ``seen`` may pass what the rules know of ``Position._filled`` and
    ``Position._seen``. The hot paths of Kalah and Oware write this function out (a
    call costs a few percent of a move there): a new slot must be set there too.
    """
    pos = _object_new(Position)
    pos.rules = rules
    pos.cells = cells
    pos.to_move = to_move
    pos.extra = extra
    pos.history = history
    pos._legal = legal
    pos._hash = None
    pos._filled = filled
    pos._seen = seen
    return pos


_object_new = object.__new__
