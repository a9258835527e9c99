"""The words and marks of a board picture's places: a game's words for its pits, stores
and seeds, the places its rules mark and how each kind of mark is drawn, and the state
of each player in a ranked game.

Everything here is read from what the rules declare (``pit_word``, ``store_word``,
``seed_word``, ``store_label``, :meth:`~mancala_core.rules.base.Rules.marks`), never
from a game's name::

    >>> import mancala_core as mc
    >>> terms(mc.rules("toguz")).pit("3"), terms(mc.rules("toguz")).seeds(2)
    ('hole 3', '2 stones')
    >>> [m.kinds for m in drawn_marks(mc.rules("bao").start(), {}).values()]
    [('nyumba', 'owned'), ('nyumba', 'owned')]
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from ..i18n import _, ngettext
from ..rules.moves import Place
from ..rules.words import side_name
from .status import ordinal

if TYPE_CHECKING:
    from ..rules.base import Mark, Rules
    from ..rules.position import Position

__all__ = ["DrawnMark", "Terms", "drawn_marks", "pit_name", "place_name", "states", "terms"]

#: how the pictures draw the words of a mark's kind (:attr:`Mark.kind`); other words
#: only become classes. A square hole is framed in its owner's colour while it has one.
_SQUARE = frozenset({"tuzdyk", "nyumba"})
_DASHED = frozenset({"dormant"})  # the square's frame dashed
_GREY = frozenset({"burnt"})  # greyed out with a dashed edge
_BARRED = frozenset({"blocked"})  # a thick dashed ring and a cross badge
_SAID_AGAIN = frozenset({"tuzdyk"})  # the word again by the number, readable from the back


@dataclass(frozen=True)
class Terms:
    """The words of a game's board in the language in use (see :func:`terms`): ``hole``
    and ``stone`` in Toguz Kumalak, ``kazan`` for its stores."""

    kind: str = "pit"  # the game's word for a pit, in English: "pit", "hole", "cup"...
    pits: str = "pits"  # "pits 1 to 6 hold ..."
    store: str = "store"  # in accessible names: "South store: 5 seeds"
    store_word: str = "store"  # written next to the store on the board
    seed_word: str = "seed"  # the game's word for a seed, in English

    def pit(self, name: str) -> str:
        """``"pit 3"`` or ``"hole A5"``."""
        if self.kind == "hole":
            return _("hole %(name)s") % {"name": name}
        if self.kind == "pit":
            return _("pit %(name)s") % {"name": name}
        return f"{self.kind} {name}"  # a game's own word stays English

    def seeds(self, count: int) -> str:
        if self.seed_word == "stone":
            return ngettext("%(n)s stone", "%(n)s stones", count) % {"n": count}
        if self.seed_word == "seed":
            return ngettext("%(n)s seed", "%(n)s seeds", count) % {"n": count}
        return f"{count} {self.seed_word}{'' if count == 1 else 's'}"


def terms(rules: Rules) -> Terms:
    """The words of ``rules``' board, in the language in use, from the words the rules
    declare (the words of the core games translated, others as they are)."""
    if rules.pit_word == "hole":
        pits = _("holes")
    elif rules.pit_word == "pit":
        pits = _("pits")
    else:
        pits = f"{rules.pit_word}s"
    store = {"store": _("store"), "kazan": _("kazan"), "hand": _("hand")}.get(
        rules.store_word, rules.store_word)
    store_word = store
    if rules.store_label is not None:  # Mankala 2/4: stores that only keep captures
        store, store_word = _(rules.store_label[0]), _(rules.store_label[1])
    return Terms(rules.pit_word, pits, store, store_word, rules.seed_word)


def pit_name(rules: Rules, place: Place) -> str:
    """A pit's number, or its name where the rules name their holes (Bao's ``A5``)."""
    name = rules.hole_name(place.player, place.pit) if place.pit is not None else None
    return str(place.pit) if name is None else name


def place_name(place: Place, rules: Rules) -> str:
    """``"South 3"``, ``"South store"``, ``"White kazan"`` or Bao's ``"South A5"``."""
    names = rules.side_names
    side = side_name(names[place.player]) if place.player < len(names) else f"P{place.player + 1}"
    what = terms(rules).store if place.pit is None else pit_name(rules, place)
    return _("%(side)s %(place)s") % {"side": side, "place": what}


@dataclass(frozen=True)
class DrawnMark:
    """A :class:`~mancala_core.rules.base.Mark` as the SVG board draws it: by shape and
    word, never by colour alone.

    ``kinds`` become classes of the place's element (``tuzdyk``, ``burnt``,
    ``nyumba owned``, ``blocked``...); ``words`` go into its accessible name;
    ``word`` is written inside the hole under its count.
    """

    kinds: tuple[str, ...]
    words: str
    word: str
    square: bool = False  # a square hole (a tuzdyk, Bao's nyumba)
    frame: Literal["none", "solid", "dashed"] = "none"  # a square's inner frame
    edge: str | None = None  # the edge's colour (else the pit edge's)
    thick: bool = False  # a thick edge
    grey: bool = False  # greyed out with a dashed edge (a burnt hole)
    barred: bool = False  # a thick dashed ring and a cross badge (a blocked hole)
    said_again: bool = False  # the word again next to the number (a tuzdyk)


def _drawn(mark: Mark, palette: Mapping[str, str]) -> DrawnMark:
    kinds = tuple(mark.kind.split())
    square = not _SQUARE.isdisjoint(kinds)
    edge = None if mark.owner is None else palette.get(f"side-{mark.owner}")
    frame: Literal["none", "solid", "dashed"] = (
        "none" if not square or mark.owner is None
        else "dashed" if not _DASHED.isdisjoint(kinds) else "solid")
    return DrawnMark(kinds, mark.words, mark.word, square=square, frame=frame, edge=edge,
                     thick=edge is not None, grey=not _GREY.isdisjoint(kinds),
                     barred=not _BARRED.isdisjoint(kinds),
                     said_again=not _SAID_AGAIN.isdisjoint(kinds))


def drawn_marks(pos: Position, palette: Mapping[str, str]) -> dict[Place, DrawnMark]:
    """The places that ``pos``' rules mark (:meth:`~mancala_core.rules.base.Rules.marks`),
    as the SVG board draws them in ``palette``'s colours (its ``side-N`` entries)."""
    return {mark.place: _drawn(mark, palette) for mark in pos.rules.marks(pos)}


def states(pos: Position) -> dict[int, tuple[str, bool]]:
    """In games ranked by places: each placed player's state and whether they are out.

    ``"finished 1st"`` and ``"resigned, 4th"`` for players who have left the ring (out:
    greyed), a bare ``"2nd"`` for the last player once the game is over; ``"wins"`` and
    ``"loses"`` where the rules say why the game ended (Bao).
    """
    rules = pos.rules
    if not rules.ranked_by_places:
        return {}
    if rules.end_reason(pos) is not None:  # two players: a winner and a loser
        winner = pos.winner()
        if winner is None:
            return {}
        return {winner: (_("wins"), False), 1 - winner: (_("loses"), False)}
    finished = rules.finished(pos)
    resigned = rules.resigned(pos)
    result: dict[int, tuple[str, bool]] = {}
    for player, place in enumerate(pos.places()):
        if place is None:
            continue
        name = ordinal(place)
        if player in resigned:
            result[player] = (_("resigned, %(place)s") % {"place": name}, True)
        elif player in finished:
            result[player] = (_("finished %(place)s") % {"place": name}, True)
        else:
            result[player] = (name, False)
    return result
