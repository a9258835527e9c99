"""What both of Kalah's endgame databases answer the same way: which rules a database
fits, and the lookups by a position (:class:`~.endgame.EndgameDB`, compiled, and
:class:`~.pure_endgame.EndgameDB`, readable, each find the stored gain their own way)."""

from __future__ import annotations

from ...rules import Position, Rules
from .rules import Kalah

__all__ = ["KalahLookup"]


class KalahLookup:
    """The shared lookups; a database sets ``rules`` and ``max_seeds`` and gives
    :meth:`_stored_gain`."""

    rules: Rules
    max_seeds: int

    def _stored_gain(self, pos: Position) -> int:
        raise NotImplementedError

    def fits(self, rules: Rules) -> bool:
        """True if this database holds the values of ``rules`` (any ``seeds``)."""
        return isinstance(rules, Kalah) and all(
            rules.options[o] == self.rules.options[o]
            for o in ("pits", "empty_capture", "end", "leftovers")
        )

    def gain(self, pos: Position) -> int:
        """What the mover gains over the opponent from here (stores left out)."""
        left = pos.seeds_on_board()
        if left > self.max_seeds:
            raise KeyError(f"{left} seeds in the pits; the database holds up to "
                           f"{self.max_seeds}")
        return self._stored_gain(pos)

    def value(self, pos: Position) -> int:
        """The exact final margin for the mover (the pie rule is not considered)."""
        p = pos.to_move
        return pos.store(p) - pos.store(1 - p) + self.gain(pos)
